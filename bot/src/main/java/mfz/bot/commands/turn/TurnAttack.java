package mfz.bot.commands.turn;

import static mfz.bot.commands.OptionNames.COVER;
import static mfz.bot.commands.OptionNames.COVER_HITS;
import static mfz.bot.commands.OptionNames.COVER_OWNER;
import static mfz.bot.commands.OptionNames.DEFEND;
import static mfz.bot.commands.OptionNames.DIE;
import static mfz.bot.commands.OptionNames.OVERRIDE;
import static mfz.bot.commands.OptionNames.SPOT;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.OptionNames;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.CombatControls;
import mfz.bot.commands.play.CoverStep;
import mfz.bot.commands.play.DefendAndAttack;
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
import mfz.bot.render.PlayerChoices;
import mfz.rules.company.Names;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;
import mfz.rules.turn.Action;
import mfz.rules.turn.Frames;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;

/**
 * {@code /turn attack die:<R5|W6> [spot] [cover] [cover-owner] [cover-hits] [defend:<B4|W6|none>]}:
 * with {@code defend:} the defense step comes first in the same submission (the defense step's
 * defend-and-attack menu), both stored, and undone, together.
 */
public final class TurnAttack extends GameCommand {

    public TurnAttack(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("attack", "Attack your target with a red or white die",
                die("A red or white die from your roll", "R5|W6"),
                OptionSpec.bool(SPOT, "Add the target's spot marker (it is used up)").build(),
                OptionSpec.string(COVER, "What covers the target: none, terrain, or a frame's name")
                        .placeholder("none|terrain|frame name").autocomplete().maxLength(40).build(),
                owner(COVER_OWNER, "Whose frame covers, when two share its name"),
                OptionSpec.integer(COVER_HITS, "Terrain cover: how many hits it stands before it falls").maxLength(2)
                        .build(),
                OptionSpec.bool(OVERRIDE, "Map mode: attack as declared, against the map (the host confirms)").build(),
                OptionSpec.string(DEFEND, "Assign this defense first, in the same step: a blue or white die, or none")
                        .placeholder("B4|W6|none").maxLength(6).build(),
                AS, SEAT);
    }

    /** The form asking how many hits the terrain cover stands: its text fills {@code cover-hits:}. */
    static Form form(String die, boolean spot, String defend) {
        Map<String, String> fixed = new LinkedHashMap<>();
        fixed.put(DIE, die);
        fixed.put(COVER, "terrain");
        if (spot) {
            fixed.put(SPOT, "true");
        }
        if (defend != null) {
            fixed.put(DEFEND, defend);
        }
        return new Form(ComponentIds.menu("turn attack", fixed, COVER_HITS), "Terrain cover: hits it stands",
                "Hits before it falls", "3", 2, "/turn attack die:" + die + (spot ? " spot:true" : "")
                + " cover:terrain cover-hits:<n>" + (defend == null ? "" : " defend:" + defend));
    }

    @Override
    protected List<String> offer(Seat seat, Request request, String option) {
        return switch (option) {
            case DIE -> seat.choiceOptions(Action.ATTACK);
            case COVER -> seat.covers();
            default -> List.of();
        };
    }

    @Override
    public Reply handle(Request request) {
        boolean spot = request.option(SPOT).map(Boolean::parseBoolean).orElse(false);
        Integer coverHits = request.option(COVER_HITS).map(String::strip).map(Integer::valueOf).orElse(null);
        String defend = request.option(DEFEND).map(String::strip).orElse(null);
        if (coverHits != null && coverHits == CombatControls.ASK_COVER_HITS) {
            Form form = form(request.option(DIE).orElseThrow(), spot, defend);
            return Reply.form(form, "How many hits does the cover stand? `" + form.typed() + "`");
        }
        String coverOwner = user(request, COVER_OWNER);
        String die = request.option(DIE).orElseThrow();
        String cover = request.option(COVER).orElse(null);
        if (Names.ASKS.equals(cover)) {
            return coverStep(request, die, spot, defend, Names.ASKS.equals(coverOwner));
        }
        if (defend != null) {
            // one submission: the defense, then the attack (a refusal of either changes nothing)
            return runOnGame(request, (game, acting) -> {
                actsFirst(game, acting).ifPresent(turn -> {
                    throw new PlayerError("Defend alone first: `/turn defend die:" + defend + "`. " + turn.frame()
                            + " was attacked and acts first, so " + turn.activatedByFrame()
                            + "'s attack lands as soon as it defends, and "
                            + turn.frame() + " attacks after that.");
                });
                return List.of(new Command.Defend(acting.id(), defend),
                        new Command.Attack(acting.id(), die, spot, cover, coverOwner, coverHits));
            });
        }
        return runAgainstTheMap(request,
                (game, acting) -> List.of(new Command.Attack(acting.id(), die, spot, cover, coverOwner, coverHits)),
                (game, acting) -> new Command.DeclareAttack(acting.id(), die, spot, cover, coverOwner, coverHits));
    }

    /**
     * The acting player's turn, when its frame is to defend in a turn another's attack began: its
     * defense lets that attack land, and what it hits is chosen before this frame attacks. Taken in
     * one submission, the attack was refused after the defense had rolled the damage, and the
     * refusal told of damage dice no roll kept (a player's first games).
     */
    private static Optional<Turn> actsFirst(Game game, Acting acting) {
        return game.turn().filter(active -> active.activatedBy() != null && active.stage() == Stage.DEFENDING
                && active.owner().equals(acting.id()));
    }

    /**
     * The attack menu's "in cover…": the same card, its attack menu now asking what covers the
     * target for this die. Nothing is stored; the next tap attacks.
     */
    private Reply coverStep(Request request, String die, boolean spot, String defend, boolean fartherFrames) {
        Optional<OnTheCard> card = onTheCard(request);
        Game game = card.map(OnTheCard::game).orElse(null);
        // With a defense chosen in the same tap, the attack is the one that defense leaves.
        Game view = game == null || defend == null || game.turn().isEmpty() ? game
                : DefendAndAttack.afterDefending(game, game.turn().get().owner(), defend)
                        .orElse(null);
        boolean attacking = view != null && view.phase() == Phase.COMBAT
                && view.pending() == null && view.turn().filter(turn -> turn.target().frameTarget()
                        && turn.range() != Range.HAND && (defend == null || turn.activatedBy() == null)).isPresent()
                && PlayerChoices.of(view, view.turn().get().owner()).stream()
                        .anyMatch(choice -> choice.action() == Action.ATTACK && choice.options().contains(die));
        if (!attacking) {
            return Reply.privately("There is no ranged attack with " + die + " to choose cover for now.");
        }
        Acting acting = play.acting(request);
        if (!acting.id().equals(game.turn().get().owner())) {
            return Reply.privately("This attack is " + game.nameOf(game.turn().get().owner()) + "'s to make.");
        }
        if (acting.onBehalfOf() != null && request.option(OptionNames.SEAT).isPresent()) {
            // The menu would be the seat's own (no person taps it): what to type instead. For a
            // player, the host taps the player's menu as standing in for them (core.StandIns).
            return Reply.privately("Name the cover: `/turn attack die:" + die + (spot ? " spot:true" : "")
                    + (defend == null ? "" : " defend:" + defend) + " cover:<terrain|frame>` (and `cover-owner:`, or "
                    + "`cover-hits:`) with the same `as:` or `seat:`.");
        }
        // whom: the card may be one of its own, far from the turn's start (a phone review)
        Target target = game.turn().get().target();
        return step(game, "🛡️ What covers " + Frames.label(game, target.owner(), target.frame()) + " against "
                        + die + "? Choose below.",
                CoverStep.rows(game, card.get().version(), die, spot, defend, fartherFrames));
    }
}
