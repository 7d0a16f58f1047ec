package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import mfz.rules.attack.DieEffect;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.map.Battlefield;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapLayout;
import mfz.rules.map.MapNearness;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.Movement;
import mfz.rules.map.Terrain;
import mfz.rules.map.Units;
import mfz.rules.seat.Seat;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.TurnRules;

/**
 * What a command's events say, in order, for the channel and the log: each event's own line
 * ({@link EventLine}), joined where one reads with the next (a move's length and where it went,
 * damage dice none of which hit, a ready withdrawn), and the foot of a step's card (whom it still
 * waits on).
 */
public final class EventText {

    private EventText() {
    }

    /**
     * A logged command's sentences, read without the game it was played in (no damage in progress
     * assumed). A declaration against the map is said too: in the channel the host's prompt
     * says it ({@link WhoDecides#prompt}), but the log has no prompt.
     */
    public static List<String> describeLogged(List<Event> events, Game game, Function<String, String> name) {
        return describeLogged(events, game, name, Optional.empty());
    }

    /**
     * As above, with the map as it stood before the command ({@code mapBefore}), so a piece laid
     * under a name the map held says it took that piece's place (a review: only the reply said so).
     */
    public static List<String> describeLogged(List<Event> events, Game game, Function<String, String> name,
                                              Optional<MapLayout> mapBefore) {
        // Names as the log gives them: a player who left as they joined (a seat's id read
        // "bot-hard-1 left the game").
        // A round's order would be the game's now, not that round's: the log leaves it out (a review).
        List<String> lines = new ArrayList<>(describe(events, Game.EMPTY, game, name, false, mapBefore));
        lines.addAll(declaredAgainstTheMap(events, game));
        return lines;
    }

    /**
     * What a player declared against the map (docs/rules.md §10) in these events, for the log
     * and the undo: a player declares an attack, a placement, a move, a spot or a frame's station
     * the map refused, for the host to confirm or refuse. Other decisions asked for say nothing here.
     */
    public static List<String> declaredAgainstTheMap(List<Event> events, Game game) {
        List<String> lines = new ArrayList<>();
        for (Event event : events) {
            if (!(event instanceof Event.DecisionRequested requested)) {
                continue;
            }
            String what = switch (requested.decision()) {
                case PendingDecision.HighTieChoice d -> null;
                case PendingDecision.DoomsdayChoice d -> null;
                case PendingDecision.HitChoice d -> null;
                case PendingDecision.AgainstTheMap o -> declared(game, o.declarer(), switch (o.declared()) {
                    case PendingDecision.AttackDeclared a -> "an attack by **" + a.frame() + "** with " + a.die();
                    case PendingDecision.PlacementDeclared p -> p.move()
                            ? "a move of **" + p.piece() + "** to " + p.at().notation() + " with " + p.die()
                            : "the placement of " + (p.station() ? "station " : "") + "**" + p.piece() + "** at "
                            + p.at().notation();
                    case PendingDecision.SpotDeclared s -> "a spot of **" + s.target() + "** by **" + s.frame()
                            + "** with " + s.die();
                    case PendingDecision.NearDeclared n -> "**" + n.frame() + "** standing near "
                            + (n.station() == null ? "no station" : "**" + n.station() + "**");
                }, o.mapSaid());
                case PendingDecision.CoverChoice c -> null; // said with the events: see describe
            };
            if (what != null) {
                lines.add(what);
            }
        }
        return lines;
    }

    private static String declared(Game game, String declarer, String what, String mapSaid) {
        return "⚖️ **" + game.nameOf(declarer) + "** declares " + what + " against the map (" + mapSaid
                + "), for the host to confirm or refuse.";
    }

    /** Said after a lobby change that withdrew a ready; an undo of it gives the readies back, and leaves it out. */
    public static final String READY_AGAIN = " Every company must be declared ready again.";

    /**
     * The sentences for a command's events, in order. {@code before} is the game the events
     * were applied to; names come from the game after them, or before.
     */
    public static List<String> describe(List<Event> events, Game before, Game after) {
        return describe(events, before, after, id -> after.player(id).isPresent() ? after.nameOf(id) : before.nameOf(id),
                true, before.map());
    }

    /**
     * @param ordered whether {@code after} is the game as the command left it, so a round's start may
     *                say its order and a station lost to nobody whether it is contested
     * @param mapBefore the map as it stood before the events, where known
     */
    private static List<String> describe(List<Event> told, Game before, Game after, Function<String, String> name,
                                         boolean ordered, Optional<MapLayout> mapBefore) {
        List<Event> events = nearnessBeforeTheNextStep(told);
        List<String> lines = new ArrayList<>();
        // A ready withdrawn: one who stays, ready before and not now (a leaver's own, or an undo that gives
        // readies back, withdrew nothing: a review).
        boolean anyReady = before.players().stream().filter(Player::ready)
                .anyMatch(was -> after.player(was.id()).map(now -> !now.ready()).orElse(false));
        DamageInProgress damage = DamageInProgress.at(before);
        boolean created = events.stream().anyMatch(e -> e instanceof Event.GameCreated);
        for (int i = 0; i < events.size(); i++) {
            Event event = events.get(i);
            // A new game's table lists its options, and of several changes in one command only
            // the last is still true: an earlier "Options:" line would be stale.
            if (event instanceof Event.OptionsChanged && (created || events.subList(i + 1, events.size()).stream()
                    .anyMatch(e -> e instanceof Event.OptionsChanged))) {
                continue;
            }
            List<Integer> leftOver = damage.leftOver(event);
            if (!leftOver.isEmpty()) {
                lines.add("The other damage " + (leftOver.size() == 1 ? "die" : "dice") + " (" + leftOver.stream()
                        .map(String::valueOf).collect(Collectors.joining(", ")) + ") "
                        + (leftOver.size() == 1 ? "has" : "have") + " nothing left to hit.");
            }
            if (event instanceof Event.PlacedAt at && (PointLines.movedTo(events.subList(0, i), at).isPresent()
                    || PointLines.placedBy(events.subList(0, i), at))) {
                continue; // said in the move's, or the placement's, own line
            }
            boolean agreedBefore = (event instanceof Event.FrameStandsNear || event instanceof Event.FrameStandsAway)
                    && before.phase() == Phase.DEPLOYMENT
                    && before.deployment() != null && !before.deployment().approved().isEmpty();
            boolean recordedOnly = event instanceof Event.FrameStandsNear near && correctionOutOfTurn(before, events, near);
            // a correction hands a station back as the move would have left it: not "seized", nor "contested"
            // with nobody near (a review)
            boolean corrected = event instanceof Event.StationControlChanged && correctionInCombat(before, events);
            Optional<String> point = event instanceof Event.FrameMoved moved ? PointLines.placedAfter(events.subList(i + 1,
                    events.size()), moved) : Optional.empty();
            Optional<String> placedAt = PointLines.pointOfPlacement(events.subList(i + 1, events.size()), event);
            Optional<String> distanceMoved = moved(before, events.subList(i + 1, events.size()), event);
            // On the map a die spent where the frame stands ("→ stays near Fang-a" on its menu) read as a move
            // "up to 4 units … to 12.5,11" (a phone review).
            Optional<String> stayed = event instanceof Event.FrameMoved moved ? point.filter(at -> before.onTheMap()
                    && MapPlacing.battlefield(before).frame(moved.owner(), moved.frame())
                    .map(frame -> frame.at().notation().equals(at)).orElse(false))
                    .map(at -> "🦿 **" + moved.frame() + "** stays at " + at + " (" + moved.die().notation() + " spent)"
                            + (moved.nearStation() == null ? "."
                            : ", near " + EventPhrases.station(before, moved.nearStation()) + "."))
                    : Optional.empty();
            int rolledDice = event instanceof Event.DamageRolled rolled ? rolled.dice().size()
                    : event instanceof Event.FallDamageRolled fell ? fell.dice().size() : 0;
            boolean noneHit = rolledDice > 0 && noneHit(events.subList(i + 1, events.size()), rolledDice);
            (stayed.isPresent() ? stayed
                    : event instanceof Event.RoundStarted started && !ordered
                    ? Optional.of(EventLine.roundBegins(started, List.of(), name))
                    : corrected ? Optional.of(EventPhrases.asCorrected((Event.StationControlChanged) event, name, after))
                    // the log reads with the game as it is now: who stands near today says nothing of then (a review)
                    : event instanceof Event.AttackDeclared attack
                    ? Optional.of(EventPhrases.attack(attack, EventPhrases.attacking(before, attack),
                            OwnerName.inBrackets(before, name)))
                    : !ordered && event instanceof Event.StationControlChanged lost && lost.to() == null
                    ? Optional.of(EventPhrases.lostToNobody(lost, name, after))
                    : EventLine.of(event, after, name)).map(line -> distanceMoved
                            .map(units -> line.replaceFirst("moves up to \\d+ units? ", "moves " + units + " "))
                            .orElse(line))
                    // near its station and the objective both: "now near station S1." and then "🎯 alice gains the
                    // objective Flag" read as a gain from nowhere (a campaign audit); the log can't tell of then
                    .map(line -> ordered && event instanceof Event.FrameMoved moved
                            ? alsoNearTheObjective(moved, after, line) : line)
                    // where it went right after how far ("(G4), now near station Anvil-c, to 8.75,22.25, leaving…"
                    // read out of order: a phone review)
                    .map(line -> point.filter(at -> stayed.isEmpty())
                            .map(at -> afterTheDie(line, (Event.FrameMoved) event, " to " + at)).orElse(line))
                    .map(line -> placedAt.map(at -> line.replaceFirst(" is on the table", " is on the table at " + at))
                            .orElse(line))
                    .map(line -> noneHit ? line + " None hits." : line)
                    // a piece laid under a name the map holds takes that piece's place: both replies read "lays" (an audit)
                    .map(line -> replacing(mapBefore, event).map(piece -> line.substring(0, line.length() - 1)
                            + ", in place of the earlier **" + piece + "**.").orElse(line))
                    .map(line -> ordered && event instanceof Event.DefenseAssigned defended
                            ? EventPhrases.undefended(defended, after, line) : line)
                    // the log tells what came, not what to type then: its example answer, worked out from the
                    // game now, told a frame destroyed since how to strike back (a bad-input audit)
                    .map(line -> event instanceof Event.FrameActivated activated && !ordered
                            ? line.substring(0, line.indexOf(EventLine.actsFirst(activated))
                                    + EventLine.actsFirst(activated).length())
                            : line)
                    // said whole the game's first time only; the log, which reads them all, says each short
                    .map(line -> event instanceof Event.FrameActivated activated
                            && (before.combatOrderSeen() || !ordered) ? line.replace(EventLine.actsFirst(activated),
                            "it acts first, before " + activated.byFrame() + "'s attack lands.") : line)
                    .map(line -> stayed.isPresent() ? line : leaving(before, after, event).map(left -> line.substring(0,
                            line.length() - 1) + ", leaving " + left + ".").orElse(line))
                    // a join or a leave changes the table's limits too: every ready was withdrawn unsaid (an audit)
                    .map(line -> (event instanceof Event.OptionsChanged || event instanceof Event.PlayerJoined
                            || event instanceof Event.PlayerLeft) && anyReady
                    ? line + READY_AGAIN : line)
                    .map(line -> agreedBefore ? line + " Everyone confirms again where the objective stands." : line)
                    // the objective said as itself ("No station changes hands" beside it read as nothing: a review)
                    .map(line -> recordedOnly ? line + (before.isTheObjective(((Event.FrameStandsNear) event).station())
                            ? " The objective changes hands only by play." : " No station changes hands: only play "
                            + "does that.") : line)
                    .map(line -> damage.explain(event, line, OwnerName.inBrackets(after, name))).ifPresent(lines::add);
            damage.follow(event);
        }
        leftBehind(events, before, after).ifPresent(lines::add);
        // The lobby's card says, at its foot, whose company is still to be declared ready, as the terrain's says
        // who is still to approve (a phone review: after a ready nothing said whom the start waited on). The
        // people only: a seat readies again at once, below it (named here, seats read as stuck: a docs audit).
        List<String> toReady = after.phase() == Phase.LOBBY ? after.players().stream()
                .filter(p -> !p.ready() && !Seat.isSeat(p.id())).map(Player::id).toList() : List.of();
        if (ordered && events.stream().anyMatch(e -> e instanceof Event.CompanyReady) && !toReady.isEmpty()) {
            lines.add("👉 Still to declare their company ready: " + EventLine.names(toReady, name) + ".");
        }
        // A step everyone agrees to has one card, which says whom it still waits on, at its foot, as its
        // prompt (a phone review); the log tells of then, not now. (A change to the terrain, or to where the
        // objective stands, too, which withdraws the agreements given: a docs check.)
        if (ordered && events.stream().anyMatch(e -> e instanceof Event.TerrainApproved || e instanceof Event.MapChanged
                || e instanceof Event.ObjectiveApproved || e instanceof Event.FrameStandsNear
                || e instanceof Event.FrameStandsAway)
                && after.phase() == Phase.DEPLOYMENT && !after.stillToAgree().isEmpty()) {
            lines.add((after.deployment().step() == DeploymentStep.TERRAIN ? "👉 Still to approve: "
                    : "👉 Still to agree: ") + EventLine.names(after.stillToAgree(), name) + ".");
        }
        return TerrainHits.together(lines);
    }

    /**
     * Where frames stand after a placement, said before the step it ended gives way to the next:
     * "Deployment step 6 …" then "A3 (alice) now stands near station BS2." read as if it came
     * about in step 6, though step 5's station placed it (a map audit).
     */
    private static List<Event> nearnessBeforeTheNextStep(List<Event> events) {
        int step = -1;
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof Event.DeploymentStepStarted) {
                step = i;
                break;
            }
        }
        if (step < 0) {
            return events;
        }
        List<Event> near = events.subList(step + 1, events.size()).stream()
                .filter(e -> e instanceof Event.FrameStandsNear).toList();
        if (near.isEmpty()) {
            return events;
        }
        List<Event> ordered = new ArrayList<>(events.subList(0, step));
        ordered.addAll(near);
        events.subList(step, events.size()).stream().filter(e -> !(e instanceof Event.FrameStandsNear))
                .forEach(ordered::add);
        return ordered;
    }

    /**
     * True for the host's correction of where a frame stands made out of that frame's move: it
     * records the stand and changes no one's station (§7), which the table should read.
     */
    private static boolean correctionOutOfTurn(Game before, List<Event> events, Event.FrameStandsNear near) {
        return correctionInCombat(before, events) && !StationRules.settlesControl(before, near.owner(), near.frame())
                && events.stream().noneMatch(Event.StationControlChanged.class::isInstance);
    }

    /**
     * True for the events of a correction in combat ({@code /station near}, or its override the host
     * confirmed): they begin with where the frame stands, not with a move the map measured after.
     */
    private static boolean correctionInCombat(Game before, List<Event> events) {
        return before.phase() == Phase.COMBAT && events.stream().filter(e -> !(e instanceof Event.OverrideDecided))
                .findFirst().map(Event.FrameStandsNear.class::isInstance).orElse(false);
    }

    /**
     * Whether every one of the damage dice just rolled did nothing: a phone leaves out each
     * "• 3: nothing." line, and the roll then ended without saying it missed (a report review).
     */
    private static boolean noneHit(List<Event> later, int dice) {
        List<Event.DamageDieResolved> resolved = later.stream().filter(e -> e instanceof Event.DamageDieResolved)
                .map(e -> (Event.DamageDieResolved) e).limit(dice).toList();
        return resolved.size() == dice && resolved.stream().allMatch(d -> d.effect() == DieEffect.NOTHING);
    }

    /**
     * An objective that follows its holder and stayed where it was, the holding frame having moved
     * over cover: said, since nothing else is (a play-test found it silent, on the map above all,
     * where the crossing is measured, not declared).
     */
    private static Optional<String> leftBehind(List<Event> events, Game before, Game after) {
        if (events.stream().anyMatch(e -> e instanceof Event.ObjectiveMoved)) {
            return Optional.empty();
        }
        return events.stream().filter(e -> e instanceof Event.FrameMoved).map(e -> (Event.FrameMoved) e).findFirst()
                .filter(moved -> ObjectiveRules.carries(before, moved.owner(), moved.frame())
                        && after.frame(moved.owner(), moved.frame()).map(f -> !after.nearObjective(f)).orElse(false))
                .map(moved -> "🎯 **" + before.options().campaign().objective() + "** stays behind: " + moved.frame()
                        + "'s move crossed cover.");
    }

    /** The piece a terrain laid now replaces, by its name on the map before (any letter case). */
    private static Optional<String> replacing(Optional<MapLayout> before, Event event) {
        return event instanceof Event.MapChanged changed && changed.change() instanceof MapEvent.TerrainLaid laid
                ? before.flatMap(map -> map.piece(laid.terrain().name())).map(Terrain::name) : Optional.empty();
    }

    /**
     * On the map, how far a move went, where the die says only how far it could: "moves up to 4
     * units (G4)" for half a unit read as the move made (a phone review of a map game).
     */
    private static Optional<String> moved(Game before, List<Event> later, Event event) {
        if (!(event instanceof Event.FrameMoved moved) || !before.onTheMap()) {
            return Optional.empty();
        }
        Battlefield field = MapPlacing.battlefield(before);
        Optional<MapFrame> frame = field.frame(moved.owner(), moved.frame());
        // As the move's check measured it, a climb said (the straight line read short of the die it took); a
        // move confirmed against the map, which the check refuses, by its straight line.
        boolean mayCrossCover = before.turn().map(TurnRules::mayCrossCover).orElse(true);
        return later.stream().filter(e -> e instanceof Event.PlacedAt).map(e -> ((Event.PlacedAt) e).placement())
                .filter(p -> !p.station() && p.owner().equals(moved.owner()) && p.name().equals(moved.frame()))
                .findFirst().flatMap(p -> frame.map(f -> Movement.measure(field, f, p.at(), moved.die().value(),
                        mayCrossCover).map(m -> Units.distance(m.units()) + (m.climbed() == 0 ? ""
                        : ", climbing " + m.climbed() + (m.climbed() == 1 ? " brick" : " bricks")))
                        .orElse(Units.distance(f.at().distanceTo(p.at())))));
    }

    /**
     * The station a move takes its frame away from, said: "moves up to 4 units (G4), to 10.25,20.25"
     * left the station it stood by unsaid, and with it the frame's retreat from it (a phone review
     * of a map game).
     */
    private static Optional<String> leaving(Game before, Game after, Event event) {
        if (!(event instanceof Event.FrameMoved moved)) {
            return Optional.empty();
        }
        // On the map only what the map measures: a frame by two stations names one in its move, and stays by both.
        List<String> nearNow = after.onTheMap() ? after.frame(moved.owner(), moved.frame())
                .map(MapNearness.ofGame(after)).orElse(List.of()) : List.of();
        // (a station, not the objective: one that follows its holder moves with it, and says so)
        return before.frame(moved.owner(), moved.frame()).map(Frame::nearStation)
                .filter(was -> !before.isTheObjective(was) && !was.equalsIgnoreCase(String.valueOf(moved.nearStation()))
                        && nearNow.stream().noneMatch(was::equalsIgnoreCase))
                .map(was -> EventPhrases.station(before, was));
    }

    /** A move's "now near station S1" with "and the objective Flag" when the frame stands near both now. */
    private static String alsoNearTheObjective(Event.FrameMoved moved, Game after, String line) {
        String near = ", now near " + EventPhrases.station(after, String.valueOf(moved.nearStation()));
        boolean both = moved.nearStation() != null && !after.isTheObjective(moved.nearStation())
                && after.frame(moved.owner(), moved.frame()).map(after::nearObjective).orElse(false);
        return both && line.contains(near) ? line.replace(near, near + " and the objective **"
                + after.options().campaign().objective() + "**") : line;
    }

    /** A move's line with words put right after its die, "(G4)": the frame's name may hold a bracket too. */
    private static String afterTheDie(String line, Event.FrameMoved moved, String words) {
        String die = " (" + moved.die().notation() + ")";
        int at = line.indexOf(die);
        return at < 0 ? line.substring(0, line.length() - 1) + "," + words + "." : line.substring(0, at + die.length())
                + words + line.substring(at + die.length());
    }

}
