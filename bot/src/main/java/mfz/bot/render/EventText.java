package mfz.bot.render;
// Over 400 lines on purpose: a line of text for every event of the sealed Event list, in one switch the compiler checks is whole.

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import mfz.bot.core.Typed;
import mfz.bot.render.map.MapText;
import mfz.rules.attack.DieEffect;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.Waiting;
import mfz.rules.map.Battlefield;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapLayout;
import mfz.rules.map.MapNearness;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.Movement;
import mfz.rules.map.Point;
import mfz.rules.map.Terrain;
import mfz.rules.map.Units;
import mfz.rules.options.AdvancedOption;
import mfz.rules.round.Initiative;
import mfz.rules.seat.Seat;
import mfz.rules.stations.Station;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.TurnRules;

/**
 * Says what each event means, in short plain sentences for the channel. Some events say
 * nothing on their own (a company being edited privately, a pending decision: whoever must
 * decide is told separately, with their choices).
 */
public final class EventText {

    /** Said as a game with a bot seat starts off the map: the bot doesn't see the table, the host does. */
    static final String SEAT_OFF_THE_MAP = " The bot can't see your table: the host sets its pieces down and moves "
            + "them as it says, and takes back (`/game undo`) a move or attack they couldn't make from where they "
            + "stand.";

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

    /**
     * A cover as the map names it, for players: a wall's name, or a frame's with its owner's name
     * in place of their id, {@code **X1** (Ana)}: two players may each have an X1 (an audit).
     */
    static String coverShown(String cover, Function<String, String> name) {
        String owner = PendingDecision.CoverChoice.ownerOf(cover);
        return "**" + PendingDecision.CoverChoice.shownName(cover) + "**" + (owner == null ? "" : " ("
                + name.apply(owner) + ")");
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
    private static List<String> describe(List<Event> events, Game before, Game after, Function<String, String> name,
                                         boolean ordered, Optional<MapLayout> mapBefore) {
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
                    : event instanceof Event.RoundStarted started && !ordered ? Optional.of(roundBegins(started, List.of(), name))
                    : corrected ? Optional.of(EventPhrases.asCorrected((Event.StationControlChanged) event, name, after))
                    // the log reads with the game as it is now: who stands near today says nothing of then (a review)
                    : event instanceof Event.AttackDeclared attack
                    ? Optional.of(EventPhrases.attack(attack, EventPhrases.attacking(before, attack),
                            OwnerName.inBrackets(before, name)))
                    : !ordered && event instanceof Event.StationControlChanged lost && lost.to() == null
                    ? Optional.of(EventPhrases.lostToNobody(lost, name, after))
                    : describe(event, after, name)).map(line -> distanceMoved
                            .map(units -> line.replaceFirst("moves up to \\d+ units? ", "moves " + units + " "))
                            .orElse(line))
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
                            ? line.substring(0, line.indexOf(actsFirst(activated)) + actsFirst(activated).length())
                            : line)
                    // said whole the game's first time only; the log, which reads them all, says each short
                    .map(line -> event instanceof Event.FrameActivated activated
                            && (before.combatOrderSeen() || !ordered) ? line.replace(actsFirst(activated),
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
            lines.add("👉 Still to declare their company ready: " + names(toReady, name) + ".");
        }
        // A step everyone agrees to has one card, which says whom it still waits on, at its foot, as its
        // prompt (a phone review); the log tells of then, not now. (A change to the terrain, or to where the
        // objective stands, too, which withdraws the agreements given: a docs check.)
        if (ordered && events.stream().anyMatch(e -> e instanceof Event.TerrainApproved || e instanceof Event.MapChanged
                || e instanceof Event.ObjectiveApproved || e instanceof Event.FrameStandsNear
                || e instanceof Event.FrameStandsAway)
                && after.phase() == Phase.DEPLOYMENT && !after.stillToAgree().isEmpty()) {
            lines.add((after.deployment().step() == DeploymentStep.TERRAIN ? "👉 Still to approve: "
                    : "👉 Still to agree: ") + names(after.stillToAgree(), name) + ".");
        }
        return TerrainHits.together(lines);
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

    /**
     * The stations the start renamed: two companies, each in secret, named one alike, and the
     * later seat's took {@code -2} ({@code LobbyRules.revealed}). Read against each company's draft.
     */
    private static String renamedStations(Event.GameStarted started, Game game, Function<String, String> name) {
        StringBuilder said = new StringBuilder();
        Map<String, Integer> seen = new HashMap<>();
        for (Station station : started.stations()) {
            if (station.owner() == null) {
                continue;
            }
            int index = seen.merge(station.owner(), 1, Integer::sum) - 1;
            List<String> drafted = game.player(station.owner()).map(p -> p.company().stations()).orElse(List.of());
            if (index < drafted.size() && !drafted.get(index).equals(station.name())) {
                // Renamed beside another company's station, or beside the campaign's objective (an adversarial test).
                boolean theObjective = game.options().campaign() != null
                        && CompanyValidation.sameName(drafted.get(index),
                        game.options().campaign().objective());
                said.append(theObjective ? " The objective is named `" : " Two companies named a station `")
                        // the objective as its holder named it (the station's spelling read as another name: a play)
                        .append(theObjective ? game.options().campaign().objective() : drafted.get(index)).append("`: **")
                        .append(name.apply(station.owner())).append("**'s station is now `").append(station.name())
                        .append("`.");
            }
        }
        return said.toString();
    }

    static Optional<String> describe(Event event, Game game, Function<String, String> name) {
        // a frame's owner in brackets after it: a seat by its name alone (OwnerName)
        Function<String, String> owner = OwnerName.inBrackets(game, name);
        return Optional.ofNullable(switch (event) {
            case Event.GameCreated e -> "**" + e.hostName() + "** opened a " + e.options().size().word() + " here. "
                    + "Join with `/game join`; build your company with `/company frame`.";
            case Event.PlayerJoined e -> "**" + e.name() + "** joined the game.";
            case Event.PlayerLeft e -> "**" + name.apply(e.player()) + "** left the game.";
            case Event.OptionsChanged e -> "Options: " + GameSummary.options(e.options()) + ".";
            case Event.CompanyChanged e -> null;
            case Event.CompanyReady e -> "**" + name.apply(e.player()) + "** declared their company ready.";
            // Off the map a seat declares as if its pieces stood where it needs them, said once (a player's first
            // games read an attack from out of reach as cheating; docs/seat.md says why).
            case Event.GameStarted e -> "The game starts: companies are revealed. " + count(e.frames().size(), "frame")
                    + ", " + count(e.stations().size(), "station") + "." + renamedStations(e, game, name)
                    + (!game.onTheMap() && game.players().stream().anyMatch(p -> Seat.isSeat(p.id()))
                    ? SEAT_OFF_THE_MAP : "");
            case Event.CompaniesCompared e -> "Bidding: " + e.bids().stream()
                    .map(b -> EventPhrases.bid(b, name)).collect(Collectors.joining("; ")) + ".";
            case Event.TieOrderDrawn e -> "Tie for highest score between " + names(e.tied(), name)
                    + ": the dice set the order " + names(e.order(), name) + ".";
            // An attack on the map whose target stands in several covers: said now, resolved once its owner chooses.
            case Event.DecisionRequested e when e.decision() instanceof PendingDecision.CoverChoice c -> "⚔️ **"
                    + name.apply(c.declarer()) + "**'s **" + c.frame() + "** attacks **" + c.target() + "** with " + c.die()
                    + ": it stands in several covers (" + c.covers().stream().map(cover -> coverShown(cover, owner))
                    .collect(Collectors.joining(", ")) + "), and **" + name.apply(c.player()) + "** says which is hit first.";
            case Event.DecisionRequested e -> null;
            case Event.TieFrameAdded e -> "**" + name.apply(e.frame().owner()) + "** adds the frame **" + e.frame().name()
                    + "** (" + e.frame().loadout() + ") to break the tie; bidding starts again.";
            case Event.TieFrameRemoved e -> "**" + name.apply(e.player()) + "** removes the frame **" + e.frame()
                    + "** to break the tie" + (e.ssrsTo() != null ? " (its SSRs go to " + e.ssrsTo() + ")"
                    : e.ssrsSpread().isEmpty() ? "" : " (its SSRs go one each to " + String.join(", ", e.ssrsSpread()) + ")")
                    + "; bidding starts again.";
            case Event.TieDeferred e -> "**" + name.apply(e.player()) + "** defers to **" + name.apply(e.to()) + "**.";
            case Event.BiddingSettled e -> "Bidding settled: " + e.placings().stream()
                    .map(p -> EventPhrases.placing(p, game, name)).collect(Collectors.joining("; ")) + "."
                    + (e.lowTie() == null ? "" : " **" + name.apply(e.lowTie().loser())
                    + "** lost the tie for lowest: they place the point frame and act last while the tie lasts.")
                    + drawnOrder(e, name);
            // Off the map a seat's pieces are set down by a person: "Rook's Rook-2 is on the table" said neither who
            // nor where (a phone review).
            case Event.DeploymentStepStarted e -> "Deployment step " + e.step().number() + ": " + e.step().words(game)
                    + (e.placer() == null ? "." : " — **" + name.apply(e.placer()) + "**'s turn"
                    + (Seat.isSeat(e.placer()) && !game.onTheMap() && !e.step().placementRule().isEmpty()
                    ? ": the host sets its pieces down (" + e.step().placementRule() + ")." : "."));
            case Event.PlacementPassed e -> "**" + name.apply(e.player()) + "** places next.";
            case Event.TerrainApproved e -> "**" + name.apply(e.player()) + "** approves the terrain.";
            case Event.MapChanged e -> MapText.change(name.apply(e.player()), e.change());
            case Event.PlacedAt e -> (e.placement().station() ? "Station **" : "**") + e.placement().name() + "** stands at "
                    + e.placement().at().notation() + ".";
            // An attacker's frames went down in step 4, before its stations: one set down beside them is said by
            // the owner, and nothing told how (a player's first games found `/station near` by chance). Whatever
            // the step now: the last station placed ends step 5.
            case Event.StationPlaced e -> "Station **" + e.station() + "** is on the table." + (!game.onTheMap()
                    ? game.station(e.station()).filter(station -> game.framesOf(station.owner()).stream()
                            .anyMatch(Frame::placed)).map(station -> " A frame of " + name.apply(station.owner())
                            + "'s within 1 unit of it stands near it: `/station near frame:<name> "
                            + Typed.option("station", e.station()) + "`.").orElse("") : "");
            case Event.FramePlaced e -> owner.apply(e.owner()) + "'s **" + e.frame() + "** is on the table"
                    + (e.nearStation() == null ? "." : ", near " + EventPhrases.station(game, e.nearStation()) + ".");
            // (with per-frame initiative the d20s order the frames: it read as false, a rules audit)
            case Event.FirstPlayerChosen e -> "**" + name.apply(e.player()) + "** will go first "
                    + (game.options().has(AdvancedOption.PER_FRAME_INITIATIVE) ? "among equal scores (at the doomsday "
                    + "choices, say); the frames act in their d20s' order." : "each round.");
            // with per-frame initiative the d20s set the order, on their own line (an audit: "tactical order" misled)
            case Event.CombatBegan e -> "Deployment is over. **Round 1** begins" + (game.options()
                    .has(AdvancedOption.PER_FRAME_INITIATIVE) ? "." : "; tactical order: " + names(e.tacticalOrder(), name) + ".");
            case Event.FrameStandsNear e -> "**" + e.frame() + "** (" + owner.apply(e.owner()) + ") now stands "
                    + (e.station() == null ? "near no station."
                    : "near " + EventPhrases.station(game, e.station()) + ".");
            case Event.FrameStandsAway e -> "**" + e.frame() + "** (" + owner.apply(e.owner()) + ") no longer stands near "
                    + EventPhrases.station(game, e.station()) + ".";
            case Event.StationControlChanged e -> EventPhrases.stationChange(e, name, game);
            case Event.RoundEnded e -> "**Round " + e.round() + " is over.** Defense and spot markers are removed.";
            case Event.DoomsdayCountedDown e -> e.player() == null
                    ? "⏳ The doomsday clock counts down to **" + e.clock() + "**."
                    : "⏳ **" + name.apply(e.player()) + "** counts the doomsday clock down to **" + e.clock() + "**.";
            case Event.DoomsdayHeld e -> "**" + name.apply(e.player()) + "** leaves the doomsday clock as it is.";
            // Its order too, as round 1's: the report's later rounds never said who held the initiative (a review).
            case Event.RoundStarted e -> roundBegins(e, game.options().has(AdvancedOption.PER_FRAME_INITIATIVE)
                    ? List.of() : game.tacticalOrder(), name);
            case Event.InitiativeRolled e -> "🎲 Initiative d20s: " + e.slots().stream()
                    .map(s -> s.frame() + " " + s.value()).collect(Collectors.joining(", ")) + "."
                    + RollOffText.line(Initiative.rollOffs(game, e));
            case Event.InitiativeDieSkipped e -> "**" + e.frame() + "** waits for its higher d20.";
            case Event.InitiativePassed e -> "**" + name.apply(e.player()) + "** passes.";
            case Event.SystemsJettisoned e -> "**" + e.frame() + "** jettisons " + e.systems().stream()
                    .map(s -> s.notation()).collect(Collectors.joining(" ")) + ".";
            case Event.TurnStarted e -> "▶️ **" + e.frame() + "** (" + owner.apply(e.owner()) + ") starts its turn"
                    + EventPhrases.target(e.target(), e.range(), owner) + (e.ssrsFired() > 0 ? ", firing " + e.ssrsFired() + " SSR"
                    + (e.ssrsFired() == 1 ? "" : "s") : "") + (e.hazard() ? EventPhrases.hazard(game, e.hazardKind()) : "") + ".";
            case Event.PoolRolled e -> "🎲 " + e.frame() + " rolls: " + String.join("  ", DiceView.inline(e.dice()));
            case Event.DefenseAssigned e -> e.die() == null ? "🛡️ **" + e.frame() + "** does not defend (defense 0)."
                    : "🛡️ **" + e.frame() + "** defends with " + e.die().notation() + ".";
            case Event.FrameMoved e -> "🦿 **" + e.frame() + "** moves up to " + count(e.die().value(), "unit") + " ("
                    + e.die().notation() + ")" + (e.nearStation() == null ? "." : ", now near "
                    + EventPhrases.station(game, e.nearStation()) + ".");
            case Event.AttackDeclared e -> EventPhrases.attack(e, Optional.empty(), owner);
            // (A bot seat starts it by itself: what to type was for nobody, at the foot of a person's card.)
            case Event.FrameActivated e -> "⚡ **" + e.frame() + "** (" + owner.apply(e.owner()) + ") has not acted yet: "
                    // what "acts now" is (§4): the rest of its turn waits for the attacker's (a phone review); said
                    // whole the game's first time (the list's describe shortens the later ones: a report review
                    // counted it whole 8 times in one game)
                    + actsFirst(e) + (Seat.isSeat(e.owner()) ? ""
                    : " <@" + e.owner() + ">, start its turn, for example answering the attacker: "
                    + EventPhrases.answerBack(e, game) + ".");
            // Whose attack: in the card of a frame that acted first, then was hit, "Attack 6 − defense 4" read
            // as its own (a phone review).
            case Event.DamageRolled e -> e.dice().isEmpty()
                    ? "➖ " + e.attackerFrame() + "'s attack " + e.attack() + (e.spot() > 0 ? " + spot " + e.spot() : "") + " − defense " + e.defense()
                    + ": no damage dice, a miss."
                    : "🎯 " + e.attackerFrame() + "'s attack " + e.attack() + (e.spot() > 0 ? " + spot " + e.spot() : "") + " − defense "
                    + e.defense() + " = " + e.dice().size() + " damage " + (e.dice().size() == 1 ? "die" : "dice")
                    + " (" + e.situation().words() + "): " + e.dice().stream().sorted().map(String::valueOf)
                    .collect(Collectors.joining(", ")) + ".";
            case Event.FallDamageRolled e -> "🪂 **" + e.frame() + "** falls " + e.bricks() + " bricks: "
                    + e.dice().size() + " damage " + (e.dice().size() == 1 ? "die" : "dice") + ": " + e.dice().stream()
                    .sorted().map(String::valueOf).collect(Collectors.joining(", ")) + ".";
            // Off the map the table takes the bricks off; on it the map wears the piece down and says so once,
            // after the dice ("take 6 bricks off the terrain" three times for a 1-brick piece: a phone review).
            case Event.DamageDieResolved e -> "• " + e.value() + ": " + switch (e.effect()) {
                case NOTHING -> "nothing.";
                case COVER_HIT -> "hits the cover" + (e.bricks() > 0 && !game.onTheMap() ? " (take " + e.bricks()
                        + " bricks off it)." : ".");
                case COVER_SHRUGGED -> "the covering frame shrugs it off (two defense systems).";
                case TARGET_HIT -> e.bricks() <= 0 ? "hits!" : game.onTheMap() ? "hits."
                        : "hits (take " + e.bricks() + " bricks off the terrain).";
            };
            case Event.CoverDestroyed e -> "🧱 The cover is gone: the remaining dice count as out of cover.";
            case Event.SystemLost e -> "🔧 **" + e.frame() + "** (" + owner.apply(e.owner()) + ") loses " + e.system().notation()
                    + ".";
            case Event.WhiteLost e -> "🔧 **" + e.frame() + "** (" + owner.apply(e.owner()) + ") loses a white die.";
            case Event.FrameDestroyed e -> "💀 **" + e.frame() + "** (" + owner.apply(e.owner()) + ") is destroyed.";
            case Event.OverrideDecided e -> e.confirmed()
                    ? "⚖️ **" + name.apply(e.host()) + "** (the host) confirms **" + name.apply(e.declarer())
                    + "**'s declaration against the map (" + e.mapSaid() + "): it goes ahead as declared."
                    : "⚖️ **" + name.apply(e.host()) + "** (the host) refuses **" + name.apply(e.declarer())
                    + "**'s declaration: the map stands (" + e.mapSaid() + ").";
            case Event.CoverChosen e -> "🛡️ **" + name.apply(e.player()) + "** says " + coverShown(e.cover(), owner)
                    + " is hit first.";
            case Event.RetreatedFromStation e -> "↩️ **" + e.frame() + "** ignores the hit by falling back from station **"
                    + e.station() + "**.";
            case Event.DamageResolved e -> null;
            case Event.SpotPlaced e -> "👁️ **" + e.frame() + "** spots **" + e.targetFrame() + "** ("
                    + owner.apply(e.targetOwner()) + ") with " + e.die().notation() + ".";
            case Event.TurnEnded e -> "⏹️ **" + e.frame() + "** ends its turn" + (e.discarded().isEmpty() ? "."
                    : ", discarding " + e.discarded().stream().map(d -> d.notation()).collect(Collectors.joining(" "))
                    + ".");
            case Event.ObjectiveNamed e -> "🎯 This battle's special objective is **" + e.name() + "**; it "
                    + e.behaviour().words() + ".";
            // the step's own line says it is placed by consensus: said twice in the report (a report review)
            // Its commands in asides: in one sentence with them, a phone's text lost the whole line, and step 7 said
            // nowhere what "by consensus" asks (a phone review).
            // The players set it down: "is on the table" read as if the bot had (a phone review).
            case Event.ObjectivePlaced e -> "🎯 **" + e.name() + "** goes on the table where you all agree, held by "
                    + "nobody: say which frames "
                    + "stand within 1 unit of it (`/station near`), then each player agrees (`/deploy done`).";
            case Event.ObjectiveApproved e -> "**" + name.apply(e.player()) + "** agrees where the objective stands.";
            case Event.ObjectiveMoved e -> "🎯 **" + name.apply(e.player()) + "** moves the objective"
                    + switch (e.how()) {
                        case FOLLOW -> " along with their frame";
                        case ORDERS -> " by orders";
                        case AFRAID -> ": it flees";
                        case NONE -> "";
                    } + (e.near().isEmpty() ? "; no frame stands near it now." : "; now near it: "
                    + e.near().stream().map(s -> s.frame() + " (" + owner.apply(s.owner()) + ")")
                    .collect(Collectors.joining(", ")) + ".");
            case Event.GameEnded e -> (e.winners().size() == 1
                    ? "🏁 **Doomsday!** The game is over: **" + name.apply(e.winners().getFirst()) + "** wins with "
                    + game.score(e.winners().getFirst()) + " points."
                    : "🏁 **Doomsday!** The game is over: a tie between " + together(e.winners(), name) + " with "
                    + game.score(e.winners().getFirst()) + " points each.")
                    + " Final scores: " + game.ranking().stream().map(id -> name.apply(id) + " " + game.score(id))
                    .collect(Collectors.joining(", ")) + ".";
        });
    }

    /** The piece a terrain laid now replaces, by its name on the map before (any letter case). */
    private static Optional<String> replacing(Optional<MapLayout> before, Event event) {
        return event instanceof Event.MapChanged changed && changed.change() instanceof MapEvent.TerrainLaid laid
                ? before.flatMap(map -> map.piece(laid.terrain().name())).map(Terrain::name) : Optional.empty();
    }

    /** What acting first means (§4), said whole: the rest of the frame's turn waits for the attacker's. */
    private static String actsFirst(Event.FrameActivated e) {
        return "it names its target, rolls and defends now, before " + e.byFrame() + "'s attack lands, and finishes its "
                + "turn after " + e.byFrame() + "'s.";
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

    /** A move's line with words put right after its die, "(G4)": the frame's name may hold a bracket too. */
    private static String afterTheDie(String line, Event.FrameMoved moved, String words) {
        String die = " (" + moved.die().notation() + ")";
        int at = line.indexOf(die);
        return at < 0 ? line.substring(0, line.length() - 1) + "," + words + "." : line.substring(0, at + die.length())
                + words + line.substring(at + die.length());
    }

    /** A round's start, with its tactical order when there is one to say. */
    private static String roundBegins(Event.RoundStarted e, List<String> order, Function<String, String> name) {
        return "**Round " + e.round() + "** begins" + (order.isEmpty() ? "." : "; tactical order: " + names(order, name)
                + ".");
    }

    static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    /**
     * The tactical order, when bidding drew any of it at random (equal scores, a tie for lowest):
     * it was known only from the table's order (a five-player play). Told by the event's own
     * dice, not by scores: read later (`/game log`), the game's scores are no longer the bids'.
     */
    private static String drawnOrder(Event.BiddingSettled settled, Function<String, String> name) {
        return settled.rolls().isEmpty() || settled.tacticalOrder().size() < 2 ? ""
                : " Tactical order, ties drawn at random: " + String.join(", ", settled.tacticalOrder().stream()
                .map(id -> "**" + name.apply(id) + "**").toList()) + ".";
    }

    /** "**a** and **b**", "**a**, **b** and **c**". */
    static String together(List<String> ids, Function<String, String> name) {
        return Waiting.andList(ids.stream().map(id -> "**" + name.apply(id) + "**").toList());
    }

    static String names(List<String> ids, Function<String, String> name) {
        return ids.stream().map(name).collect(Collectors.joining(", "));
    }
}
