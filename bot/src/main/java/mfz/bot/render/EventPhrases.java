package mfz.bot.render;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.core.Typed;
import mfz.rules.attack.Cover;
import mfz.rules.bidding.Bid;
import mfz.rules.bidding.Placing;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.company.SystemType;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.round.Turn;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import mfz.rules.turn.TurnRules;

/** The phrases {@link EventLine}'s lines are made of: a target, a cover, a bid, a station changing hands. */
final class EventPhrases {

    private EventPhrases() {
    }

    static String target(Target target, Range range,
                                 Function<String, String> name) {
        return target.kind() == Target.Kind.NONE ? " with no target"
                : " against " + targetName(target, name) + (range == null ? "" : " at " + range.word());
    }

    /** A frame or terrain target as its turn's lines name it: {@code **Hawk** (ben)}, {@code the terrain **Wall**}. */
    private static String targetName(Target target, Function<String, String> name) {
        return switch (target.kind()) {
            case NONE -> "nothing";
            case TERRAIN -> target.piece() == null ? "terrain" : "the terrain **" + target.piece() + "**";
            case FRAME -> "**" + target.frame() + "** (" + name.apply(target.owner()) + ")";
        };
    }

    /**
     * An attack's line, naming its target where the turn that makes it is known: "💥 **Bob-2** attacks
     * **Ann-1** (vincent) with W4" (a phone review: the target stood only on a card two or three
     * messages up). The log, which reads no turn of then, says it without.
     */
    static String attack(Event.AttackDeclared e, Optional<Target> target, Function<String, String> name) {
        String whom = target.filter(t -> t.kind() != Target.Kind.NONE).map(t -> " " + targetName(t, name)).orElse("");
        return "💥 **" + e.frame() + "** attacks" + whom + " with " + e.attack().die().notation()
                + (e.attack().useSpot() ? ", using the spot" : "")
                + cover(e.attack().cover(), e.attack().coverHits(), name) + ".";
    }

    /** The target of the turn that declares this attack, in the game before it. */
    static Optional<Target> attacking(Game before, Event.AttackDeclared attack) {
        return before.turn().filter(t -> t.owner().equals(attack.owner()) && t.frame().equals(attack.frame()))
                .map(Turn::target);
    }

    static String cover(Cover cover, Integer coverHits, Function<String, String> name) {
        return switch (cover.kind()) {
            case NONE -> "";
            case TERRAIN -> ", the target in terrain cover" + (coverHits == null ? "" : " that stands " + coverHits
                    + " hit" + (coverHits == 1 ? "" : "s"));
            case FRAME -> ", the target covered by **" + cover.frame() + "**" + (cover.owner() == null ? ""
                    : " (" + name.apply(cover.owner()) + ")");
        };
    }

    static String bid(Bid bid, Function<String, String> name) {
        return name.apply(bid.player()) + " " + EventLine.count(bid.frames(), "frame") + ", "
                + EventLine.count(bid.systems(), "system") + ": "
                + bid.ppa() + " points an asset, score " + bid.score();
    }

    static String placing(Placing placing, Game game, Function<String, String> name) {
        return "**" + name.apply(placing.player()) + "** " + placing.position().word();
    }

    /**
     * Where a frame starts its turn when it sets a white aside: a hazard of a named kind, a
     * campaign's environment (the usual hazard there), or a hazard.
     */
    static String hazard(Game game, String kind) {
        if (kind != null) {
            return ", in a hazard of " + kind + " (without E:" + kind + " it sets a white aside)";
        }
        return game.options().campaign() == null ? ", in a hazard" : game.options().campaign().environment()
                .map(env -> ", in the " + env.environment() + " (without " + env.copes() + " it sets a white aside)")
                .orElse(", in a hazard");
    }

    /**
     * A station as a frame stands near it, {@code station **Mill**}, or a campaign battle's
     * objective as players call it, {@code the objective **Beacon**} (it read "near station
     * **Beacon**": a campaign played by taps).
     */
    static String station(Game game, String station) {
        return (objective(game, station) ? "the objective **" : "station **") + station + "**";
    }

    /** Whether the station is the campaign battle's special objective. */
    private static boolean objective(Game game, String station) {
        return game.station(station).map(s -> ObjectiveRules.isObjective(game, s)).orElse(false);
    }

    /** Control as a correction leaves it: "As corrected, station **Centre** is **ann**'s." */
    static String asCorrected(Event.StationControlChanged e, Function<String, String> name, Game game) {
        return (objective(game, e.station()) ? "🎯 As corrected, the objective **" : "🛰️ As corrected, station **")
                + e.station() + "** is "
                + (e.to() == null ? "held by nobody." : "**" + name.apply(e.to()) + "**'s.");
    }

    /**
     * "… does not defend (defense 0)." with why, where no frame of another player's is left to act
     * this round, so nothing can attack it: from a bot seat holding a blue die it read as a mistake
     * (a phone review). Said as the command leaves the game; the log, reading later, can't tell.
     */
    static String undefended(Event.DefenseAssigned e, Game after, String line) {
        return e.die() == null && GameQueries.noAttackCanCome(after, e.owner())
                ? line.substring(0, line.length() - 1) + ": nothing is left to attack it this round." : line;
    }

    /** A station or the objective left held by nobody, contested or not: the log's words, which can't tell. */
    static String lostToNobody(Event.StationControlChanged e, Function<String, String> name, Game game) {
        boolean objective = objective(game, e.station());
        return (objective ? "🎯 " : "🛰️ ") + (e.from() == null ? "Nobody" : "**" + name.apply(e.from()) + "**")
                + (e.from() == null ? " holds " : " no longer holds ") + (objective ? "the objective **" : "station **")
                + e.station() + "**: nobody does.";
    }

    static String stationChange(Event.StationControlChanged e, Function<String, String> name, Game game) {
        if (e.to() == null && game.playersNear(e.station()).size() < 2) {
            return lostToNobody(e, name, game); // nobody holds it with fewer than two near: no contest (a correction)
        }
        if (objective(game, e.station())) {
            return "🎯 " + (e.to() == null ? "The objective **" + e.station() + "** is contested: nobody holds it."
                    : "**" + name.apply(e.to()) + "** " + (e.from() == null ? "gains" : "takes") + " the objective **"
                    + e.station() + "**" + (e.from() == null ? "." : " from **" + name.apply(e.from()) + "**."));
        }
        if (e.to() == null) {
            return "🛰️ Station **" + e.station() + "** is contested: "
                    + (e.from() == null ? "nobody" : "**" + name.apply(e.from()) + "**") + " loses it and nobody holds it.";
        }
        return "🛰️ **" + name.apply(e.to()) + "** " + (e.from() == null ? "gains" : "seizes") + " station **"
                + e.station() + "**" + (e.from() == null ? "." : " from **" + name.apply(e.from()) + "**.");
    }

    /**
     * A legal, sensible start for a frame activated by an attack: back at the attacker, at the
     * attacker's range if the frame can fire at it (they are that close), else its own longest.
     */
    static String answerBack(Event.FrameActivated e, Game game) {
        Optional<Frame> self = game.frame(e.owner(), e.frame());
        if (self.isEmpty()) {
            return "`/turn start " + Typed.option("frame", e.frame()) + "`";
        }
        boolean armed = self.get().ssrs() > 0 || Arrays.stream(SystemType.values())
                .anyMatch(t -> t.weapon() && self.get().count(t) > 0);
        boolean sameName = !e.owner().equals(e.byOwner()) && game.frame(e.owner(), e.byFrame()).isPresent();
        String back = Typed.option("target", e.byFrame()) + (sameName ? " " + Typed.option("target-owner", "@"
                + game.nameOf(e.byOwner())) : "");
        if (!armed) {
            // Hand to hand is always allowed, with a white die (§5): "target:none" told a frame with no weapon
            // it couldn't strike back (an audit of the rules' texts).
            return "`/turn start " + Typed.option("frame", e.frame()) + " " + back + " range:hand` (with no weapon, "
                    + "it can still strike hand to hand with a white die, once within 1 unit), or `target:none`";
        }
        List<Range> ranges = TurnRules.legalRanges(self.get());
        Range attackers = game.roundState() == null ? null : game.roundState().turns().stream()
                .filter(t -> t.of(e.byOwner(), e.byFrame())).map(Turn::range)
                .filter(Objects::nonNull).findFirst().orElse(null);
        Range range = ranges.contains(attackers) ? attackers : ranges.getLast();
        return "`/turn start " + Typed.option("frame", e.frame()) + " " + back + " range:" + range.option()
                // Direct fire without a direct-fire weapon is legal only with an SSR fired (a play-test
                // found the hint refused as typed).
                + (TurnRules.needsAnSsr(self.get(), range) ? " ssr:1" : "") + "`";
    }
}
