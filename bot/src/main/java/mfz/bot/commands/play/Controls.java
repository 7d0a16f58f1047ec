package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.deploy.DeployDone;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Shortened;
import mfz.bot.render.DoomsdayWords;
import mfz.bot.render.OwnerName;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Player;
import mfz.rules.map.MapPlacing;
import mfz.rules.options.AdvancedOption;
import mfz.rules.stations.Station;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The buttons and menus under a game's announcement, for the common path on a phone: each
 * stands for a slash command ({@link ComponentIds}) and offers only what the game's state
 * allows now. A choice that is one player's carries {@code for=} (only they can use it) and
 * {@code v=} (it goes stale once the game moves on); a shared one (join, ready, approve the
 * terrain) carries neither, so one message serves every player.
 *
 * <p>Within Discord's limits: at most 5 rows, 5 buttons a row, 25 menu options, labels cut to
 * 80 characters. Combat's controls are in {@link CombatControls}.
 */
public final class Controls {

    /** A menu or row cut to Discord's limits is a choice a player can't see: told here, so none goes unnoticed. */
    static final Logger CUTS = LoggerFactory.getLogger(Controls.class);

    public static final int MAX_ROWS = 5;
    /** Buttons in a row, Discord's most. */
    public static final int ROW = 5;
    public static final int MAX_OPTIONS = 25;
    public static final int MAX_LABEL = 80;

    private Controls() {
    }

    /** The controls for the game as it now stands, made for this version of it. */
    public static List<Component.Row> forGame(Game game, long version) {
        if (game.pending() != null) {
            return pending(game, game.pending(), version);
        }
        return switch (game.phase()) {
            case LOBBY -> LobbyControls.forLobby(game);
            case DEPLOYMENT -> deployment(game, version);
            case COMBAT -> CombatControls.forTurn(game, version);
            case NONE, BIDDING, ENDED -> List.of();
        };
    }

    /**
     * The controls this player may use, for the game as it now stands (theirs, and those anyone at
     * the table taps for themselves, such as approving the terrain): a reminder carries them, so the
     * player it wakes after days taps from there (a phone audit: they had to scroll up past the
     * reminders and the chat to find their message, or type).
     */
    public static List<Component.Row> forPlayer(Game game, long version, String player) {
        String anyone = "|" + ComponentIds.FOR + "=";
        String mark = anyone + player;
        return Component.Row.keeping(forGame(game, version),
                c -> !c.id().contains(anyone) || c.id().contains(mark + "|") || c.id().endsWith(mark));
    }

    private static List<Component.Row> pending(Game game, PendingDecision pending, long version) {
        Map<String, String> mine = mine(pending.player(), version);
        return switch (pending) {
            case PendingDecision.HighTieChoice tie -> TieControls.forTie(game, tie, mine);
            case PendingDecision.DoomsdayChoice choice -> doomsday(game, mine);
            case PendingDecision.HitChoice hit -> CombatControls.forHit(game, hit, version);
            case PendingDecision.AgainstTheMap override -> confirmOrRefuse(mine, switch (override.declared()) {
                case PendingDecision.AttackDeclared a -> "Confirm " + a.frame() + "'s attack as declared";
                case PendingDecision.PlacementDeclared p -> "Confirm: " + p.piece() + " to " + p.at().notation();
                case PendingDecision.SpotDeclared s -> "Confirm: " + s.frame() + " spots " + s.target();
                case PendingDecision.NearDeclared n -> "Confirm: " + n.words();
            });
            case PendingDecision.CoverChoice choice -> coverChoice(game, choice, mine);
        };
    }

    /**
     * The target's owner taps the cover hit first: one button a cover the map found (a wall, a
     * frame), five a row (a crowded battle may line up more than five).
     */
    static List<Component.Row> coverChoice(Game game, PendingDecision.CoverChoice choice, Map<String, String> mine) {
        List<Component.Button> buttons = new ArrayList<>();
        for (String cover : choice.covers()) {
            // A frame's bare name where no other cover shares it: owner/name with a long name and
            // ids of 19 digits came within a few characters of Discord's 100 (an audit).
            String shown = PendingDecision.CoverChoice.shownName(cover);
            boolean alone = choice.covers().stream().filter(c -> PendingDecision.CoverChoice.shownName(c)
                    .equalsIgnoreCase(shown)).count() == 1;
            // Two covers of one 32-character name, owner/name beside a later game's 7-digit version,
            // still pass 100 (an audit: the whole reply lost its controls and its ping); that
            // button is left out, and the prompt's typed `/map cover`, whose menu lists it, stays.
            ComponentIds.fitting(() -> ComponentIds.button("map cover", with(mine, "name", alone ? shown : cover)))
                    // two frames of one name are told apart by their owners (an audit: two "Hit first: X1")
                    .ifPresentOrElse(id -> buttons.add(button(id, "Hit first: " + shown + (alone ? "" : " ("
                            + OwnerName.of(game, PendingDecision.CoverChoice.ownerOf(cover)) + ")"), Component.Style.PRIMARY)),
                            () -> CUTS.warn("the cover choice left out {}: its id would pass 100 characters", cover));
        }
        if (buttons.size() > MAX_ROWS * ROW) {
            CUTS.warn("the cover choice cut to {} of its {} covers", MAX_ROWS * ROW, buttons.size());
        }
        List<Component.Row> rows = new ArrayList<>();
        addRows(rows, buttons, MAX_ROWS);
        return rows;
    }

    /** The host's two answers to something declared against the map. */
    private static List<Component.Row> confirmOrRefuse(Map<String, String> mine, String confirm) {
        return List.of(new Component.Row(List.of(
                button(ComponentIds.button("map confirm", with(mine, "accept", "true")), confirm, Component.Style.SUCCESS),
                button(ComponentIds.button("map confirm", with(mine, "accept", "false")), "Refuse: the map stands",
                        Component.Style.SECONDARY))));
    }

    /** These options and one more (an id's or a choice's options, built up). */
    public static Map<String, String> with(Map<String, String> base, String name, String value) {
        Map<String, String> options = new LinkedHashMap<>(base);
        options.put(name, value);
        return options;
    }

    /** These options and those. */
    public static Map<String, String> with(Map<String, String> base, Map<String, String> more) {
        Map<String, String> options = new LinkedHashMap<>(base);
        options.putAll(more);
        return options;
    }

    /** Adds buttons in rows of {@value #ROW}, at most {@code maxRows} rows of them, within a message's five rows. */
    static void addRows(List<Component.Row> rows, List<Component.Button> buttons, int maxRows) {
        for (int i = 0; i < buttons.size() && i / ROW < maxRows && rows.size() < MAX_ROWS; i += ROW) {
            rows.add(new Component.Row(new ArrayList<>(buttons.subList(i, Math.min(buttons.size(), i + ROW)))));
        }
    }

    /** Tick or pass; a tick that ends the game says so, and who wins at today's scores. */
    private static List<Component.Row> doomsday(Game game, Map<String, String> mine) {
        int clock = game.doomsday() - 1;
        String tick = clock > 0 ? "Tick the clock down (to " + clock + ")"
                : "Tick to 0: the game ends, " + DoomsdayWords.winners(game);
        return List.of(new Component.Row(List.of(
                button(ComponentIds.button("doomsday tick", mine), tick, Component.Style.DANGER),
                button(ComponentIds.button("doomsday pass", mine), "Pass (leave it at " + game.doomsday() + ")",
                        Component.Style.SECONDARY))));
    }

    /** Step 7's menu of the frames to stand near the objective, or of those already near it, to take off it. */
    private static Optional<Component.Row> nearTheObjective(Game game, long version, String objective,
                                                            boolean alreadyNear) {
        List<Component.Option> frames = game.frames().stream()
                .filter(f -> f.alive() && f.placed() && game.nearObjective(f) == alreadyNear)
                .map(f -> option(f.name() + " (" + OwnerName.of(game, f.owner()) + ")",
                        ComponentIds.choice(Map.of("frame", f.name(), "owner", f.owner())), null))
                .toList();
        return menu(ComponentIds.menu(alreadyNear ? "station away" : "station near", Map.of("station", objective,
                ComponentIds.VERSION, Long.toString(version)), ComponentIds.MANY),
                (alreadyNear ? "Not near " : "A frame near ") + objective + "…", frames);
    }

    private static List<Component.Row> deployment(Game game, long version) {
        DeploymentStep step = game.deployment().step();
        if (step == DeploymentStep.TERRAIN && game.map().isPresent()) {
            return TerrainControls.forMap(game, game.map().get(), version);
        }
        if (step == DeploymentStep.TERRAIN) {
            return List.of(new Component.Row(List.of(button(ComponentIds.button("deploy done",
                    Map.of(DeployDone.STEP, DeployDone.TERRAIN_STEP)),
                    "Approve the terrain", Component.Style.SUCCESS))));
        }
        if (step == DeploymentStep.SPECIAL_OBJECTIVE) {
            // Consensus: every player agrees, as with the terrain; unnamed, any player names it first.
            String objective = game.options().campaign().objective();
            if (objective == null) {
                return LobbyControls.objectiveMenu();
            }
            List<Component.Row> rows = new ArrayList<>();
            if (!game.onTheMap()) {
                // Which frames stand near it (besides their stations), a tap a frame: its owner's,
                // or the host's, as the rules say; made for this version, so stale once one is named.
                nearTheObjective(game, version, objective, false).ifPresent(rows::add);
                // and one marked near by mistake taken off, by a tap too (only typed before, and `station:none`
                // took its own station too)
                nearTheObjective(game, version, objective, true).ifPresent(rows::add);
            }
            rows.add(new Component.Row(List.of(button(ComponentIds.button("deploy done",
                    Map.of(DeployDone.STEP, DeployDone.OBJECTIVE_STEP)),
                    "Agree where " + objective + " stands", Component.Style.SUCCESS))));
            return rows;
        }
        String placer = game.deployment().placer();
        if (placer == null) {
            return List.of();
        }
        Map<String, String> mine = mine(placer, version);
        List<DeploymentPoints.Offer> offers = DeploymentPoints.of(game);
        List<Component.Row> rows = new ArrayList<>();
        if (step.placesStations()) {
            List<String> unplaced = game.stationsOf(placer).stream().filter(s -> !s.placed())
                    .map(Station::name).filter(name -> GameQueries.acceptsAsUsual(game, new Command.PlaceStation(placer, name)))
                    .toList();
            if (game.map().isPresent()) {
                // On the map: points it accepts for each station, and a form for any other.
                List<Component.Option> stations = new ArrayList<>();
                for (String name : unplaced) {
                    for (DeploymentPoints.Offer offer : offers) {
                        if (!offer.frame() && offer.name().equals(name)) {
                            stations.add(option(offer.label(), ComponentIds.choice(Map.of("station", name,
                                    "at", offer.point().at().notation())), "at " + offer.point().at().notation()));
                        }
                    }
                    stations.add(option(name + ": somewhere else…", ComponentIds.choice(Map.of("station", name)), null));
                }
                menu(ComponentIds.menu("deploy done", mine, ComponentIds.MANY), "Place a station…", stations)
                        .ifPresent(rows::add);
            } else {
                menu(ComponentIds.menu("deploy done", mine, "station"), "Place a station…",
                        unplaced.stream().map(name -> option(name, name, null)).toList()).ifPresent(rows::add);
            }
        }
        // On the map the defender's perimeter is its stations' reach: before one stands, no frame can go anywhere,
        // and the frame menu offered only "somewhere else…" forms, each refused (a phone review).
        if (step.placesFrames() && !MapPlacing.noPerimeterYet(game, placer)) {
            // The demo host places everyone's frames: one menu per owner, since names repeat across companies.
            List<Player> owners = game.demo() ? game.players()
                    : game.player(placer).map(List::of).orElse(List.of());
            for (Player owner : owners) {
                if (rows.size() >= MAX_ROWS - 1) {
                    break;
                }
                Map<String, String> fixed = new LinkedHashMap<>(mine);
                if (game.demo()) {
                    fixed.put("owner", owner.id());
                }
                List<Frame> unplaced = game.framesOf(owner.id()).stream().filter(f -> f.alive() && !f.placed())
                        .toList();
                String whose = game.demo() ? "Place " + owner.name() + "'s frame…" : "Place a frame…";
                rows.addAll(placements(game, placer, owner.id(), fixed, whose, unplaced, offers));
            }
        }
        if (rows.size() > MAX_ROWS - 1) {
            rows = new ArrayList<>(rows.subList(0, MAX_ROWS - 1));
        }
        if (step.endsWhenItsOwnerFinishes()
                && GameQueries.accepts(game, new Command.FinishDeploymentStep(placer))) {
            rows.add(new Component.Row(List.of(button(ComponentIds.button("deploy done", mine),
                    // a demo's one step: "Finish step 1" read as if a step 2 came (a phone review)
                    step == DeploymentStep.DEMO_PLACEMENT ? "Finish deployment" : "Finish step " + step.number(),
                    Component.Style.SUCCESS))));
        }
        // A demo's host chooses who goes first each round (§9): a tap too, not only `/deploy first`;
        // last, under the step's own controls, since it is optional, and never in the Table button's row.
        if (game.demo() && rows.size() < MAX_ROWS - 1
                && GameQueries.acceptsAsUsual(game, new Command.ChooseFirstPlayer(game.host(), game.host()))) {
            String first = game.firstPlayer() == null ? game.host() : game.firstPlayer();
            menu(ComponentIds.menu("deploy first", mine(game.host(), version), "player"),
                    game.options().has(AdvancedOption.PER_FRAME_INITIATIVE) ? "Who goes first among equal scores…"
                    : "Who goes first each round…",
                    game.players().stream().map(p -> option(p.name(), p.id(), p.id().equals(first) ? "goes first now"
                            : null)).toList()).ifPresent(rows::add);
        }
        return rows;
    }

    /**
     * Frames to place, each near no station or near each station on the table: the station
     * a frame stands near matters from the first round (it holds the station). When the pairs
     * pass a menu's 25, the frames alone come first and the pairs follow in menus of whole frames,
     * as many as the card keeps rows for.
     */
    private static List<Component.Row> placements(Game game, String placer, String owner, Map<String, String> fixed,
                                                  String placeholder, List<Frame> unplaced,
                                                  List<DeploymentPoints.Offer> offers) {
        if (game.map().isPresent()) {
            // On the map the station a frame stands near follows from its point: a form asks for it.
            // Points the map accepts are offered for each frame; a form asks for any other point.
            List<Component.Option> frames = new ArrayList<>();
            for (Frame f : unplaced) {
                if (!GameQueries.acceptsAsUsual(game, new Command.PlaceFrame(placer, owner, f.name(), null))) {
                    continue;
                }
                // Each point lettered as on the picture sent with the menu (DeploymentPoints).
                for (DeploymentPoints.Offer offer : offers) {
                    if (offer.frame() && offer.owner().equals(owner) && offer.name().equals(f.name())) {
                        frames.add(option(offer.label(), ComponentIds.choice(Map.of("frame", f.name(),
                                "at", offer.point().at().notation())), "at " + offer.point().at().notation() + " · "
                                + f.loadout()));
                    }
                }
                frames.add(option(f.name() + ": somewhere else…", ComponentIds.choice(Map.of("frame", f.name())),
                        f.loadout()));
            }
            return menu(ComponentIds.menu("deploy done", fixed, ComponentIds.MANY), placeholder, frames)
                    .map(List::of).orElse(List.of());
        }
        List<String> stations = game.stations().stream().filter(Station::placed).map(Station::name).toList();
        // Only what the rules accept: no third frame in step 2, no second point frame, no frame
        // near a station it may not stand near.
        List<Component.Option> alone = unplaced.stream()
                .filter(f -> GameQueries.acceptsAsUsual(game, new Command.PlaceFrame(placer, owner, f.name(), null)))
                .map(f -> option(f.name() + ", near no station", ComponentIds.choice(Map.of("frame", f.name())),
                        f.loadout())).toList();
        // Each frame's pairs, kept together: a menu holds whole frames.
        Map<String, List<Component.Option>> nearByFrame = new LinkedHashMap<>();
        for (Frame frame : unplaced) {
            for (String station : stations) {
                if (GameQueries.acceptsAsUsual(game, new Command.PlaceFrame(placer, owner, frame.name(), station))) {
                    nearByFrame.computeIfAbsent(frame.name(), f -> new ArrayList<>()).add(option(frame.name()
                            + ", near " + station, ComponentIds.choice(Map.of("frame", frame.name(), "station", station)),
                            frame.loadout()));
                }
            }
        }
        String id = ComponentIds.menu("deploy done", fixed, ComponentIds.MANY);
        List<Component.Row> rows = new ArrayList<>();
        if (alone.size() + nearByFrame.values().stream().mapToInt(List::size).sum() <= MAX_OPTIONS) {
            List<Component.Option> all = new ArrayList<>(alone);
            nearByFrame.values().forEach(all::addAll);
            menu(id, placeholder, all).ifPresent(rows::add);
            return rows;
        }
        menu(id, placeholder, alone).ifPresent(rows::add);
        // Eight frames by six stations pass one menu's 25 (an audit found the last frames' pairs cut):
        // as many menus as the card keeps rows for (forGame), whole frames each, the frames named.
        String near = placeholder.substring(0, placeholder.lastIndexOf('…')) + " near a station: ";
        List<Component.Option> chunk = new ArrayList<>();
        String first = null;
        String last = null;
        for (Map.Entry<String, List<Component.Option>> frame : nearByFrame.entrySet()) {
            if (!chunk.isEmpty() && chunk.size() + frame.getValue().size() > MAX_OPTIONS) {
                menu(id, near + (first.equals(last) ? first : first + "–" + last) + "…", chunk).ifPresent(rows::add);
                chunk = new ArrayList<>();
            }
            if (chunk.isEmpty()) {
                first = frame.getKey();
            }
            last = frame.getKey();
            chunk.addAll(frame.getValue());
        }
        if (!chunk.isEmpty()) {
            menu(id, near + (first.equals(last) ? first : first + "–" + last) + "…", chunk).ifPresent(rows::add);
        }
        return rows;
    }

    /** The reserved options of a control that is one player's, for this state of the game. */
    public static Map<String, String> mine(String player, long version) {
        return Map.of(ComponentIds.FOR, player, ComponentIds.VERSION, Long.toString(version));
    }

    public static Component.Button button(String id, String label, Component.Style style) {
        return new Component.Button(id, cut(label), style, false);
    }

    public static Optional<Component.Row> menu(String id, String placeholder, List<Component.Option> options) {
        if (options.isEmpty()) {
            return Optional.empty();
        }
        List<Component.Option> offered = options;
        if (options.size() > MAX_OPTIONS) {
            CUTS.warn("menu \"{}\" cut to {} of its {} choices", placeholder, MAX_OPTIONS, options.size());
            offered = options.subList(0, MAX_OPTIONS);
        }
        return Optional.of(new Component.Row(List.of(
                new Component.SelectMenu(id, cut(placeholder), offered, 1, 1))));
    }

    public static Component.Option option(String label, String value, String description) {
        return new Component.Option(cut(label), value, description == null ? null : cut(description));
    }

    private static String cut(String text) {
        return Shortened.to(text, MAX_LABEL);
    }
}
