package mfz.bot.commands.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.LiveCard;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Shortened;
import mfz.bot.game.Applied;
import mfz.bot.game.Submission;
import mfz.bot.render.CampaignText;
import mfz.bot.reminders.Reminders;
import mfz.rules.company.PlayerNames;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.lobby.LobbyRules;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.seat.Seat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /game rematch}: after a game's end, the same options again, in one tap of the result's
 * button. Whoever asks hosts it; the last game's bot seats are seated, its other players pinged
 * to join; each builds a new company or loads a saved one ({@code /company load}) and says it is ready. A campaign's next battle
 * is opened with {@code /game new campaign:}, under the constraints its holder chose.
 */
public final class GameRematch extends GameCommand {

    private static final Logger log = LoggerFactory.getLogger(GameRematch.class);

    private final Reminders reminders;

    /** @param reminders the games' reminders, or null for a bot without them: the interval goes on with them */
    public GameRematch(Play play, Reminders reminders) {
        super(play);
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("rematch", "After a game's end: the same options, its players asked to join; you host it",
                OptionSpec.integer(GameReport.GAME, "Set by a result card's button: only if that is the last game "
                        + "played here").maxLength(10).build());
    }

    @Override
    public Reply handle(Request request) {
        if (play.games().game(request.channelId()).isPresent()) {
            // A second rematch while the first's lobby is open was told the channel had no finished game.
            throw new PlayerError("This channel already has a game open (`/game table` shows it): its host ends it "
                    + "first (`/game end`) for another.");
        }
        Game last = play.games().gameOrLastFinished(request.channelId()).filter(g -> g.phase() == Phase.ENDED)
                .orElseThrow(() -> new PlayerError("A rematch follows a finished game, and this channel has none."));
        if (last.player(request.caller().id()).isEmpty()) {
            throw new PlayerError("Only someone who played the last game can ask for its rematch: `/game new` opens "
                    + "a fresh one.");
        }
        GameOptions options = last.options();
        if (options.campaign() != null) {
            // What comes next for this player: the holder chooses first, and the next battle opens at the size
            // its constraints set (a campaign audit: `/game new` was offered before the choice, and refused).
            throw new PlayerError("A campaign goes on with its next battle, not a rematch: " + play.campaigns()
                    .flatMap(campaigns -> campaigns.find(request.guildId(), options.campaign().campaign()))
                    .map(found -> CampaignText.afterBattle(found.campaign(), request.caller().id()))
                    .orElse("`/campaign status` shows where it stands."));
        }
        // An older result card's button named no game, and rematched the last one, another's players and options
        // (an adversarial audit). After the campaign's word: a battle's result card has no Rematch (a review).
        Optional<String> tapped = request.option(GameReport.GAME);
        if (tapped.isPresent() && !play.games().recordOrLastFinished(request.channelId())
                .map(record -> Long.toString(record.id()).equals(tapped.get())).orElse(false)) {
            throw new PlayerError("That rematch was asked for an earlier game, and a rematch follows the last one "
                    + "played here: its result card has its own Rematch button, or `/game new` opens a fresh game.");
        }
        // The reminders' interval is no option of the game's rules but the table's habit: it goes on too.
        int remindHours = reminders == null ? 0
                : play.games().recordOrLastFinished(request.channelId()).map(reminders::intervalHours).orElse(0);
        String host = request.caller().id();
        List<Command> commands = new ArrayList<>();
        commands.add(new Command.CreateGame(host, request.caller().name(), options.size()));
        // only what differs from a new game's defaults: the rules refuse setting a value it has already
        if (options.ssrCount() != GameOptions.DEFAULT_SSRS) {
            commands.add(new Command.SetSsrCount(host, options.ssrCount()));
        }
        if (options.startingDoomsday() != options.size().defaultDoomsday()) {
            commands.add(new Command.SetStartingDoomsday(host, options.startingDoomsday()));
        }
        for (AdvancedOption option : options.advanced()) {
            commands.add(new Command.SetAdvancedOption(host, option, true));
        }
        if (options.map() != null) {
            // map mode and its ruler (an audit found a map game's rematch opened off the map)
            commands.add(new Command.SetMap(host, options.map()));
        }
        // The last game's bot seats are seated again (a seat is the host's to add); every person is asked,
        // never seated: a rematch seated them under whoever tapped it, who then hosted them, and its
        // reminders pinged them for a game they never joined (an authorization audit).
        List<String> invited = new ArrayList<>();
        for (Player player : last.players()) {
            if (player.id().equals(host)) {
                continue;
            }
            if (Seat.isSeat(player.id())) {
                // A name kept from before links were broken in names is broken now, as Discord's would be,
                // and one from before bars and backticks became lookalikes has them (a review), and one
                // from before lone marks were escaped has them escaped, cut again to what a game keeps.
                String name = PlayerNames.asShown(player.name());
                commands.add(new Command.JoinGame(player.id(), Shortened.to(name, LobbyRules.MAX_PLAYER_NAME)));
            } else {
                invited.add(player.id());
            }
        }
        Applied applied = play.games().open(request.guildId(), new Submission(request.channelId(), commands, null,
                request.interactionId()), null);
        Reply reply = play.withControls(Play.announce(applied, null), applied);
        if (remindHours > 0) {
            try {
                reminders.setInterval(applied.record(), applied.after(), remindHours);
                reply = reply.withContent(reply.content() + "\nReminders as in the last game: after " + remindHours
                        + (remindHours == 1 ? " hour" : " hours") + " (`/game options remind:`).");
            } catch (RuntimeException e) {
                // The rematch is stored: it is answered as opened, its reminders left off.
                log.warn("Could not carry the reminder interval to the rematch in {}: {}", request.channelId(),
                        e.toString());
            }
        }
        // The ping last: a prompt line, which the next edit of the lobby's message replaces, and after which the
        // phone's text drops a typed command (the reminders' line after it was never shown: a review).
        if (!invited.isEmpty()) {
            reply = reply.withContent(reply.content() + "\n" + LiveCard.PROMPT + " " + invited.stream()
                    .map(id -> "<@" + id + ">").collect(Collectors.joining(" "))
                    + ", your last game's rematch: **Join** (`/game join`) to play it again.");
        }
        return reply.withTable(reply.table().opening());
    }
}
