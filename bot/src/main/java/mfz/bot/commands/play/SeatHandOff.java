package mfz.bot.commands.play;

import java.util.Optional;
import mfz.bot.core.Reply;
import mfz.bot.game.Applied;
import mfz.bot.render.WhoDecides;
import mfz.rules.game.Game;

/** A person's command that hands the game to a bot seat: its reply ends their card ({@link #handedToASeat}). */
final class SeatHandOff {

    private SeatHandOff() {
    }

    /**
     * A command's reply when a bot seat decides next: it posts what it does a moment later, so a
     * tapped card ends with what the tap did, and no message of its own tells the seat to act (each
     * was a line of noise between a person's card and the seat's action on a phone), nor carries
     * the map lettered for the seat's moves. An undo's reply keeps saying who decides: the seats
     * wait after an undo until the next command.
     */
    static Reply handedToASeat(Reply reply, Reply announcement, Applied applied) {
        Game after = applied.after();
        Optional<String> next = switch (after.phase()) {
            case COMBAT -> WhoDecides.player(after);
            // a person's last placement before a seat places: the card they tapped ends with it (it
            // posted one message more a hand-off, the card left unfinished above it: a seat review)
            case DEPLOYMENT -> SameCard.placer(after);
            default -> Optional.empty();
        };
        if (applied.version().isEmpty() || next.filter(BotSeats::is).isEmpty()) {
            return reply;
        }
        return BotSeats.withoutPromptsToSeats(reply).withFiles(announcement.files()).onSameCard();
    }
}
