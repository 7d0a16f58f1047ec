package mfz.bot.commands.damage;

import static mfz.bot.commands.OptionNames.BRICKS;
import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.OWNER;

import java.util.List;
import java.util.Map;
import mfz.bot.commands.play.BesideTheTurn;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.commands.play.Seat;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Form;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Typed;
import mfz.rules.attack.FallRules;
import mfz.rules.company.Names;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Refusal;

/**
 * {@code /damage fall frame:<n> bricks:<n> [owner]} (elevation and falling). Without
 * {@code bricks:} (the fall menu's "fell farther…" choice, or typed so) it opens a form asking
 * how far: the menu offers only 3, 6 and 9 bricks.
 */
public final class DamageFall extends GameCommand {

    public DamageFall(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("fall", "A frame fell: 1 damage die per 3 bricks of the fall",
                frame("The frame that fell", true),
                OptionSpec.integer(BRICKS, "How many bricks it fell (left out: a form asks)").maxLength(2).build(),
                owner(OWNER, "Whose frame fell (left out: yours)"), AS, SEAT);
    }

    /** The form asking how far {@code frame} fell: its text fills {@code bricks:}. */
    public static Form form(String frame, String owner) {
        Map<String, String> fixed = owner == null ? Map.of(FRAME, frame) : Map.of(FRAME, frame, OWNER, owner);
        String title = "How far did " + frame + " fall?";
        return new Form(ComponentIds.menu("damage fall", fixed, BRICKS),
                title.length() <= Form.MAX_TITLE ? title : "How far did it fall?", "Bricks", "12", 2,
                "/damage fall " + Typed.option(FRAME, frame)
                        + (owner == null ? "" : " " + Typed.option(OWNER, owner)) + " bricks:<n>");
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return option.equals(FRAME) ? seat.placedFrames(user(request, OWNER)) : List.of();
    }

    /**
     * What no height would make legal is refused before the form asks for one: with no game, no
     * elevation, or a frame that can't fall now, the form came first and the refusal only after it
     * was filled in (a bad-input play).
     */
    private void refusedBeforeAnyHeight(Request request, String owner, String frame) {
        Game game = play.games().game(request.channelId()).orElseThrow(() -> play.games().noGame(request.channelId()));
        String actor = play.acting(request).id();
        if (game.player(actor).isEmpty()) {
            throw new PlayerError("You are not playing in this game.");
        }
        try {
            FallRules.requireFallable(game, actor, owner, frame);
        } catch (Refusal refused) {
            throw new PlayerError(refused.playerMessage());
        }
    }

    @Override
    public Reply handle(Request request) {
        String owner = user(request, OWNER);
        if (request.option(FRAME).map(String::strip).filter(Names.ASKS::equals).isPresent()) {
            return besideStep(request, BesideTheTurn.Kind.FALL, game -> "🧱 Which frame fell, and how far? Choose below.",
                    "/damage fall frame:<frame> bricks:<n>");
        }
        if (request.option(BRICKS).map(String::isBlank).orElse(true)) {
            String frame = request.option(FRAME).orElseThrow();
            String whose = request.option(OWNER).orElse(null);
            refusedBeforeAnyHeight(request, owner, frame);
            // Names long enough to pass a form id's 100 characters (a forged tap, a security audit:
            // "something went wrong"): the command to type instead.
            return ComponentIds.fitting(() -> form(frame, whose).id()).map(id -> form(frame, whose))
                    .map(form -> Reply.form(form, "How many bricks did it fall? `" + form.typed() + "`"))
                    .orElseGet(() -> Reply.privately("How many bricks did it fall? Run `/damage fall "
                            + Typed.option(FRAME, frame) + " bricks:<n>`" + (whose == null ? "" : " with `owner:`")
                            + "."));
        }
        int bricks = Integer.parseInt(request.option(BRICKS).orElseThrow().strip());
        return run(request, acting -> List.of(new Command.Fall(acting.id(), owner,
                request.option(FRAME).orElseThrow(), bricks)));
    }
}
