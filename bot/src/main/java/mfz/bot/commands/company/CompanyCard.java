package mfz.bot.commands.company;

import java.util.List;
import mfz.bot.core.Embed;
import mfz.bot.core.PlayerError;
import mfz.bot.render.TableView;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.FrameDraft;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.lobby.LobbyRules;

/** The company card every {@code /company} answer shows: frames, stations, and what still keeps it from being ready. */
final class CompanyCard {

    private CompanyCard() {
    }

    static Embed of(Game game, String playerId) {
        Player player = game.player(playerId).orElseThrow(() -> notPlaying(game));
        CompanyDraft company = player.company();
        StringBuilder frames = new StringBuilder();
        for (FrameDraft frame : company.frames()) {
            frames.append("**").append(frame.name()).append("** ").append(frame.loadout())
                    .append(frame.ssrs() > 0 ? " · 🚀" + frame.ssrs() : "").append('\n');
        }
        List<String> problems = LobbyRules.problems(game, playerId);
        Embed embed = Embed.of(player.name() + "'s company" + (player.ready() ? " — ready ✅" : ""),
                        problems.isEmpty() ? "No problems: declare it final with `/company ready`."
                                : "Still to fix:\n" + String.join("\n", problems.stream().map(p -> "• " + p).toList()))
                .withColour(TableView.colourOf(game, playerId))
                .withField("Frames", frames.isEmpty() ? "none yet: `/company frame name:Anvil-1 loadout:\"B G Y Rd\"`"
                        : frames.toString().strip(), false)
                .withField("Stations", !company.stations().isEmpty() ? String.join(", ", company.stations())
                        : game.demo() ? "none: a demo game has one neutral station"
                        : "none yet: `/company station name:Alpha`", false);
        return embed.withFooter("Only you see this until the game starts.");
    }

    /** Someone not in the game: told to join while that is still possible, and only then. */
    static PlayerError notPlaying(Game game) {
        return new PlayerError(game.phase() == Phase.LOBBY
                ? "You are not playing in this game: `/game join` first."
                : "You are not playing in this game.");
    }
}
