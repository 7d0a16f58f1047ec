package mfz.bot.commands.game;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.game.Applied;
import mfz.bot.game.SeatsToTake;
import mfz.bot.render.TableView;
import mfz.bot.render.WhoDecides;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Player;
import mfz.rules.lobby.LobbyRules;

/**
 * {@code /game join}: take a seat at this channel's game before it starts, or take the seat a
 * restored game keeps for you ({@link SeatsToTake}).
 */
public final class GameJoin extends GameCommand {

    /** The tap for {@code /game join} where a restored game waits for its players. */
    static final Component.Row TAKE_SEAT = new Component.Row(List.of(
            Controls.button(ComponentIds.button("game join", Map.of()), "Take my seat", Component.Style.PRIMARY)));

    public GameJoin(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("join", "Join this channel's game before it starts, or take your seat in a restored one");
    }

    @Override
    public Reply handle(Request request) {
        Optional<SeatsToTake.Taken> taken = play.games().seats().take(request.channelId(), request.caller().id());
        if (taken.isPresent()) {
            return seated(request.caller().id(), request.caller().name(), taken.get());
        }
        return run(request, acting -> List.of(new Command.JoinGame(acting.id(), acting.name())));
    }

    /**
     * Who a restored game still waits for, and how they take their seat (on a phone, the
     * sentence that names the typed command gives way to the button).
     */
    static String seatsLeft(Game game, Collection<String> users) {
        return "It goes on once " + SeatsToTake.names(game, users) + (users.size() == 1 ? " has" : " have")
                + " taken their seat. Tap **Take my seat**, or type `/game join`.";
    }

    /**
     * A seat taken: while others are left, who they are; once the last is taken, the game as it
     * stood, with its controls and the ping of whoever acts next (everyone has said they play),
     * as if it had just come to them.
     */
    private Reply seated(String userId, String shownName, SeatsToTake.Taken taken) {
        Game game = taken.game();
        // A name the file gives them that isn't theirs is said: a forged file could name one player
        // as another, and everyone read the file's name from then on (an import audit).
        Optional<String> filesName = game.player(userId).map(Player::name);
        // (theirs told apart from another player's, "Alex (2)", is theirs: the lobby gives it so)
        String who = "🪑 " + filesName.map(n -> n.equalsIgnoreCase(shownName.strip())
                        || LobbyRules.toldApartFrom(n, shownName.strip())
                        ? "**" + n + "** took their seat."
                        : "**" + shownName + "** took their seat, which the file names **" + n + "**.")
                .orElse("The host took their seat.");
        if (!taken.stillToTake().isEmpty()) {
            return new Reply(who + " " + seatsLeft(game, taken.stillToTake()), List.of(), List.of(TAKE_SEAT), false);
        }
        String next = WhoDecides.prompt(Game.EMPTY, game).orElseGet(() -> GameQueries.waitingOn(game));
        Reply goesOn = Reply.text(who + " Every seat is taken, so play goes on.\n" + next)
                .withTable(TableUpdate.of(() -> TableView.table(game), true));
        return play.withControls(goesOn, new Applied(Game.EMPTY, game, List.of(), taken.record()));
    }
}
