package mfz.bot.commands.company;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import mfz.bot.commands.play.Controls;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Embed;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Shortened;
import mfz.bot.render.TableView;
import mfz.rules.bidding.BiddingRules;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.company.Names;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.map.Units;
import mfz.rules.stations.Station;

/** The company card every {@code /company} answer shows: frames, stations, and what still keeps it from being ready. */
final class CompanyCard {

    private CompanyCard() {
    }

    /** A loadout as the game writes it once built ({@code -} reads "none", as a built frame shows it); as typed when it doesn't read. */
    private static String shown(String loadout) {
        var reading = LoadoutNotation.read(loadout);
        return reading.unreadable().isEmpty() ? LoadoutNotation.write(reading.systems()) : loadout;
    }

    /** The problems' part of the card: with the fields at their longest, the whole stays within Discord's 6,000. */
    static final int MOST_PROBLEMS = 3000;

    static Embed of(Game game, String playerId) {
        Player player = game.player(playerId).orElseThrow(() -> notPlaying(game));
        if (!game.phase().companiesSecret()) {
            return revealed(game, player);
        }
        CompanyDraft company = player.company();
        StringBuilder frames = new StringBuilder();
        for (FrameDraft frame : company.frames()) {
            frames.append("**").append(frame.name()).append("** ").append(shown(frame.loadout()))
                    .append(frame.ssrs() > 0 ? " · 🚀" + frame.ssrs() : "")
                    .append(frame.disc() == null ? "" : " · disc " + Units.number(frame.disc()) + " units")
                    .append('\n');
        }
        List<String> problems = LobbyRules.problems(game, playerId);
        // The lists are as long as a player makes them (a paragraph pasted as loadouts): each is cut
        // to its part of Discord's 6,000 (an audit: past them the card failed, after storing the edit).
        Embed embed = Embed.of(player.name() + "'s company" + (player.ready() ? " — ready ✅" : ""),
                        problems.isEmpty() ? (player.ready() ? "No problems, and declared ready: the host starts the "
                                + "game once every company is."
                                : "No problems: **Ready** declares it final (`/company ready`).")
                                : Shortened.lines("Still to fix:\n" + String.join("\n", problems.stream()
                                        .map(p -> "• " + p).toList()), MOST_PROBLEMS))
                .withColour(TableView.colourOf(game, playerId))
                .withField("Frames", frames.isEmpty()
                        ? "none yet: **Add frames…** (`/company frame name:Anvil-1 loadout:\"B G Y Rd\"`)"
                        : Shortened.lines(frames.toString().strip(), Embed.MAX_FIELD), false)
                .withField("Stations", !company.stations().isEmpty()
                        ? Shortened.joined(company.stations(), ", ", Embed.MAX_FIELD)
                        : game.demo() ? "none: a demo game has one neutral station"
                        : "none yet: **Add a station…** (`/company station name:Alpha`)", false);
        if (game.phase() == Phase.LOBBY && !company.frames().isEmpty()) {
            embed = embed.withField("Would start with", startingScore(game, playerId), false);
        }
        return embed.withFooter("Only you see this until the game starts.");
    }

    /**
     * Once the start has revealed it, the company as the game holds it now: a name the start
     * changed (a station named as the objective) as changed, a frame bidding added, its SSRs left
     * and its frames destroyed, and none of the draft's fixes to make (a play found the draft
     * shown after the start, asking to fix what the start had settled).
     */
    private static Embed revealed(Game game, Player player) {
        // Its systems now (a review: the design read as if no hit had been taken), whites and SSRs left.
        String frames = game.framesOf(player.id()).stream()
                .map(f -> "**" + f.name() + "** " + (f.destroyed() ? "destroyed"
                        : (f.systems().isEmpty() ? "no systems" : LoadoutNotation.write(f.systems()))
                        + " · " + "⬜".repeat(f.whites()) + (f.ssrs() > 0 ? " · 🚀" + f.ssrs() : "")))
                .collect(Collectors.joining("\n"));
        List<String> stations = game.stations().stream().filter(s -> player.id().equals(s.owner()))
                .map(Station::name).toList();
        return Embed.of(player.name() + "'s company", "As it stands now; the whole battle is on the table "
                        + "(`/game table`).")
                .withColour(TableView.colourOf(game, player.id()))
                .withField("Frames", frames.isEmpty() ? "none" : Shortened.lines(frames, Embed.MAX_FIELD), false)
                .withField("Stations", stations.isEmpty() ? "none" : Shortened.joined(stations, ", ", Embed.MAX_FIELD),
                        false)
                .withFooter("Revealed at the start: everyone sees it.");
    }

    /**
     * What the company would start with, from this company alone: the others' are secret until
     * the start, and bidding's comparison with them (who has the most or fewest frames and
     * systems) would tell a player their counts. A demo game has no bidding: 5 an asset.
     */
    static String startingScore(Game game, String playerId) {
        CompanyDraft company = game.player(playerId).orElseThrow().company();
        int assets = company.frames().size() + company.stations().size();
        String asset = assets == 1 ? "asset" : "assets";
        if (game.demo()) {
            return "score **" + assets * BiddingRules.STARTING_PPA + "** (" + assets + " " + asset + " × "
                    + BiddingRules.STARTING_PPA + ")";
        }
        int fewest = BiddingRules.STARTING_PPA - 2;
        int most = BiddingRules.STARTING_PPA + 2;
        return "**" + assets + "** " + asset + " × " + fewest + " to " + most + " points an asset: a score of "
                + assets * fewest + " to "
                + assets * most + ", set at the start by comparing the companies (the most frames, and the most "
                + "systems, each cost a point per asset; the fewest each earn one)";
    }

    /** The card's buttons while the company is built: add frames by a form, declare it ready, save it. */
    static List<Component.Row> controls(Game game, String playerId) {
        Player player = game.player(playerId).orElse(null);
        if (game.phase() != Phase.LOBBY || player == null) {
            return List.of();
        }
        List<Component> buttons = new ArrayList<>();
        buttons.add(Controls.button(ComponentIds.button("company frames", Map.of()), "Add frames…",
                Component.Style.PRIMARY));
        if (!game.demo() && player.company().stations().size() < CompanyLimits.of(game.players().size(), game.options().size()).stations()) {
            buttons.add(Controls.button(ComponentIds.button("company station", Map.of()), "Add a station…",
                    Component.Style.PRIMARY));
        }
        if (!player.ready()) {
            buttons.add(Controls.button(ComponentIds.button("company ready", Map.of()), "Ready",
                    Component.Style.SUCCESS));
        }
        if (!player.company().frames().isEmpty()) {
            // A name of escapes (% is written %25) may not fit an id, and one a saved company can't be named
            // (a display name with a die's square: the button was refused, a review): only Save as… then.
            ComponentIds.fitting(() -> ComponentIds.button("company save", Map.of("name", savedName(player))))
                    .filter(id -> Names.problem("A saved company's name", savedName(player)).isEmpty())
                    .ifPresent(id -> buttons.add(Controls.button(id, "Save as “" + savedName(player) + "”",
                            Component.Style.SECONDARY)));
            buttons.add(Controls.button(ComponentIds.button("company save", Map.of()), "Save as…",
                    Component.Style.SECONDARY));
        }
        return List.of(new Component.Row(buttons));
    }

    /** The name the Save button keeps the company under: the player's, within a saved name's length. */
    private static String savedName(Player player) {
        String name = player.name().strip();
        return Shortened.head(name, CompanyValidation.MAX_NAME);
    }

    /** Someone not in the game: told to join while that is still possible, and only then. */
    static PlayerError notPlaying(Game game) {
        return new PlayerError(game.phase() == Phase.LOBBY
                ? "You are not playing in this game: `/game join` first."
                : "You are not playing in this game.");
    }
}
