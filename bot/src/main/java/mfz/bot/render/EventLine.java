package mfz.bot.render;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import mfz.bot.core.Typed;
import mfz.bot.render.map.MapText;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.Frame;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Waiting;
import mfz.rules.options.AdvancedOption;
import mfz.rules.round.Initiative;
import mfz.rules.seat.Seat;
import mfz.rules.stations.Station;

/**
 * What each event says on its own, in short plain sentences for the channel: one line for each
 * kind of event of the sealed {@link Event} list, in one switch the compiler checks is whole. Some
 * say nothing (a company edited privately, a pending decision: whoever must decide is told
 * separately, with their choices). What a command's events say together (a move's length and
 * where it went, the dice none of which hit, whom a step still waits on) is {@link EventText}'s.
 */
final class EventLine {

    private EventLine() {
    }

    /** Said as a game with a bot seat starts off the map: the bot doesn't see the table, the host does. */
    static final String SEAT_OFF_THE_MAP = " The bot can't see your table: the host sets its pieces down and moves "
            + "them as it says, and takes back (`/game undo`) a move or attack they couldn't make from where they "
            + "stand.";

    /**
     * A cover as the map names it, for players: a wall's name, or a frame's with its owner's name
     * in place of their id, {@code **X1** (Ana)}: two players may each have an X1 (an audit).
     */
    static String coverShown(String cover, Function<String, String> name) {
        String owner = PendingDecision.CoverChoice.ownerOf(cover);
        return "**" + PendingDecision.CoverChoice.shownName(cover) + "**" + (owner == null ? "" : " ("
                + name.apply(owner) + ")");
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

    /** The line one event says on its own, or empty for one that says nothing (see the class's comment). */
    static Optional<String> of(Event event, Game game, Function<String, String> name) {
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

    /** What acting first means (§4), said whole: the rest of the frame's turn waits for the attacker's. */
    static String actsFirst(Event.FrameActivated e) {
        return "it names its target, rolls and defends now, before " + e.byFrame() + "'s attack lands, and finishes its "
                + "turn after " + e.byFrame() + "'s.";
    }

    /** A round's start, with its tactical order when there is one to say. */
    static String roundBegins(Event.RoundStarted e, List<String> order, Function<String, String> name) {
        return "**Round " + e.round() + "** begins" + (order.isEmpty() ? "." : "; tactical order: " + names(order, name)
                + ".");
    }

    /** "1 frame", "3 frames". */
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

    /** "a, b, c", by their names. */
    static String names(List<String> ids, Function<String, String> name) {
        return ids.stream().map(name).collect(Collectors.joining(", "));
    }
}
