package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import mfz.rules.bidding.Bid;
import mfz.rules.bidding.Placing;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;

/**
 * Says what each event means, in short plain sentences for the channel. Some events say
 * nothing on their own (a company being edited privately, a pending decision: whoever must
 * decide is told separately, with their choices).
 */
public final class EventText {

    private EventText() {
    }

    /** The sentences for a command's events, in order. Names come from the game before or after. */
    public static List<String> describe(List<Event> events, Game before, Game after) {
        Function<String, String> name = id -> after.player(id).isPresent() ? after.nameOf(id) : before.nameOf(id);
        List<String> lines = new ArrayList<>();
        boolean anyReady = before.players().stream().anyMatch(mfz.rules.game.Player::ready);
        for (Event event : events) {
            describe(event, after, name).map(line -> event instanceof Event.OptionsChanged && anyReady
                    ? line + " Every company must be declared ready again." : line).ifPresent(lines::add);
        }
        return lines;
    }

    static Optional<String> describe(Event event, Game game, Function<String, String> name) {
        return Optional.ofNullable(switch (event) {
            case Event.GameCreated e -> "**" + e.hostName() + "** opened a " + e.options().size().word() + " here. "
                    + "Join with `/game join`; build your company with `/company frame`.";
            case Event.PlayerJoined e -> "**" + e.name() + "** joined the game.";
            case Event.PlayerLeft e -> "**" + name.apply(e.player()) + "** left the game.";
            case Event.OptionsChanged e -> "Options: " + options(e.options()) + ".";
            case Event.CompanyChanged e -> null;
            case Event.CompanyReady e -> "**" + name.apply(e.player()) + "** declared their company ready.";
            case Event.GameStarted e -> "The game starts: companies are revealed. " + count(e.frames().size(), "frame")
                    + ", " + count(e.stations().size(), "station") + ".";
            case Event.CompaniesCompared e -> "Bidding: " + e.bids().stream()
                    .map(b -> bid(b, name)).collect(Collectors.joining("; ")) + ".";
            case Event.TieOrderDrawn e -> "Tie for highest score between " + names(e.tied(), name)
                    + ": the dice set the order " + names(e.order(), name) + ".";
            case Event.DecisionRequested e -> null;
            case Event.TieFrameAdded e -> "**" + name.apply(e.frame().owner()) + "** adds the frame **" + e.frame().name()
                    + "** (" + e.frame().loadout() + ") to break the tie; bidding starts again.";
            case Event.TieFrameRemoved e -> "**" + name.apply(e.player()) + "** removes the frame **" + e.frame()
                    + "** to break the tie" + (e.ssrsTo() == null ? "" : " (its SSRs go to " + e.ssrsTo() + ")")
                    + "; bidding starts again.";
            case Event.TieDeferred e -> "**" + name.apply(e.player()) + "** defers to **" + name.apply(e.to()) + "**.";
            case Event.BiddingSettled e -> "Bidding settled: " + e.placings().stream()
                    .map(p -> placing(p, game, name)).collect(Collectors.joining("; ")) + "."
                    + (e.lowTie() == null ? "" : " **" + name.apply(e.lowTie().loser())
                    + "** lost the tie for lowest: they place the point frame and act last while the tie lasts.");
            case Event.DeploymentStepStarted e -> "Deployment step " + e.step().number() + ": " + e.step().words()
                    + (e.placer() == null ? "." : " — **" + name.apply(e.placer()) + "**'s turn.");
            case Event.PlacementPassed e -> "**" + name.apply(e.player()) + "** places next.";
            case Event.TerrainApproved e -> "**" + name.apply(e.player()) + "** approves the terrain.";
            case Event.StationPlaced e -> "Station **" + e.station() + "** is on the table.";
            case Event.FramePlaced e -> name.apply(e.owner()) + "'s **" + e.frame() + "** is on the table"
                    + (e.nearStation() == null ? "." : ", near station **" + e.nearStation() + "**.");
            case Event.FirstPlayerChosen e -> "**" + name.apply(e.player()) + "** will go first each round.";
            case Event.CombatBegan e -> "Deployment is over. **Round 1** begins; tactical order: "
                    + names(e.tacticalOrder(), name) + ".";
            case Event.FrameStandsNear e -> "**" + e.frame() + "** (" + name.apply(e.owner()) + ") now stands "
                    + (e.station() == null ? "near no station." : "near station **" + e.station() + "**.");
            case Event.StationControlChanged e -> stationChange(e, name);
            case Event.RoundEnded e -> "**Round " + e.round() + " is over.** Defense and spot markers are removed.";
            case Event.DoomsdayCountedDown e -> e.player() == null
                    ? "⏳ The doomsday clock counts down to **" + e.clock() + "**."
                    : "⏳ **" + name.apply(e.player()) + "** counts the doomsday clock down to **" + e.clock() + "**.";
            case Event.DoomsdayHeld e -> "**" + name.apply(e.player()) + "** leaves the doomsday clock as it is.";
            case Event.RoundStarted e -> "**Round " + e.round() + "** begins.";
            case Event.GameEnded e -> e.winners().size() == 1
                    ? "🏁 **Doomsday!** The game is over: **" + name.apply(e.winners().getFirst()) + "** wins with "
                    + game.score(e.winners().getFirst()) + " points."
                    : "🏁 **Doomsday!** The game is over: a tie between " + names(e.winners(), name) + " with "
                    + game.score(e.winners().getFirst()) + " points each.";
        });
    }

    /** Who must decide what now, with an @mention, or empty when nobody in particular. */
    public static Optional<String> whoDecides(Game game) {
        PendingDecision pending = game.pending();
        if (pending == null) {
            return Optional.empty();
        }
        return Optional.of("<@" + pending.player() + "> " + game.waitingOn());
    }

    public static String options(GameOptions options) {
        List<String> parts = new ArrayList<>();
        parts.add(options.size().word());
        parts.add(options.ssrCount() + " SSRs per company");
        parts.add("doomsday clock starts at " + options.startingDoomsday());
        for (AdvancedOption option : options.advanced()) {
            parts.add(option.word());
        }
        return String.join(", ", parts);
    }

    private static String bid(Bid bid, Function<String, String> name) {
        return name.apply(bid.player()) + " " + bid.frames() + " frames, " + bid.systems() + " systems, PPA "
                + bid.ppa() + ", score " + bid.score();
    }

    private static String placing(Placing placing, Game game, Function<String, String> name) {
        return "**" + name.apply(placing.player()) + "** " + placing.position().word();
    }

    private static String stationChange(Event.StationControlChanged e, Function<String, String> name) {
        if (e.to() == null) {
            return "🛰️ Station **" + e.station() + "** is contested: "
                    + (e.from() == null ? "nobody" : "**" + name.apply(e.from()) + "**") + " loses it and nobody holds it.";
        }
        return "🛰️ **" + name.apply(e.to()) + "** " + (e.from() == null ? "gains" : "seizes") + " station **"
                + e.station() + "**" + (e.from() == null ? "." : " from **" + name.apply(e.from()) + "**.");
    }

    static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    static String names(List<String> ids, Function<String, String> name) {
        return ids.stream().map(name).collect(Collectors.joining(", "));
    }
}
