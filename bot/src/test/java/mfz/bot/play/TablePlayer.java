package mfz.bot.play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import mfz.bot.core.Caller;
import mfz.bot.core.Request;
import mfz.bot.render.WhoDecides;
import mfz.rules.company.CompanyLimits;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Player;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * A seeded stand-in for a whole table of players, typing slash commands: it reads the game
 * and proposes what the players would type next, as {@link Request}s — the bot's own
 * command surface, not the rules' commands. In combat it picks among the rules' legal
 * choices; elsewhere it proposes candidates in order and the runner takes the first one the
 * bot accepts (a refusal changes nothing, so trying is harmless).
 */
public final class TablePlayer {

    /** Loadouts every rule accepts without advanced options. */
    static final List<String> LOADOUTS = List.of("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd", "B Y Ra G",
            "Rh Rh G", "B G Y Ra", "B Rd Rd G");

    private final SplittableRandom random;
    private final String guild;
    private final String channel;
    private final List<String> players;
    private int interaction;
    /** The largest companies the rules allow, every name as long as a name may be (32 characters). */
    private final boolean largest;

    public TablePlayer(long seed, String guild, String channel, List<String> players) {
        this(seed, guild, channel, players, false);
    }

    public TablePlayer(long seed, String guild, String channel, List<String> players, boolean largest) {
        this.largest = largest;
        this.random = new SplittableRandom(seed);
        this.guild = guild;
        this.channel = channel;
        this.players = List.copyOf(players);
    }

    public List<String> players() {
        return players;
    }

    /** The lobby, typed in full: open, join, build every company, ready, start. */
    public List<Request> lobby(String size) {
        // The largest game is about sizes, not length: one round to doomsday keeps its test quick.
        return lobby(size, largest ? 1 : 0);
    }

    /** The lobby, with the doomsday clock starting at {@code doomsday} (0: the size's own). */
    public List<Request> lobby(String size, int doomsday) {
        List<Request> lines = new ArrayList<>();
        String host = players.getFirst();
        lines.add(request(host, "game new", doomsday > 0 ? Map.of("size", size, "doomsday", String.valueOf(doomsday))
                : Map.of("size", size)));
        for (String p : players.subList(1, players.size())) {
            lines.add(request(p, "game join", Map.of()));
        }
        GameSize gameSize = switch (size) {
            case "battle" -> GameSize.BATTLE;
            case "demo" -> GameSize.DEMO;
            default -> GameSize.SKIRMISH;
        };
        CompanyLimits limits = CompanyLimits.of(players.size(), gameSize);
        for (int p = 0; p < players.size(); p++) {
            String player = players.get(p);
            int frames = largest ? limits.maxFrames()
                    : limits.minFrames() + random.nextInt(limits.maxFrames() - limits.minFrames() + 1);
            for (int f = 0; f < frames; f++) {
                Map<String, String> options = new LinkedHashMap<>();
                options.put("name", name("P" + p + "-F" + f));
                String loadout = LOADOUTS.get(random.nextInt(LOADOUTS.size()));
                if (gameSize == GameSize.DEMO) {
                    // A demo company is the soldier and a variant of it (docs/rules.md §9).
                    loadout = f == 0 ? "B G Y Rd" : loadout.equals("B G Y Rd") ? "B G Y Ra" : loadout;
                }
                options.put("loadout", loadout);
                options.put("ssr", f == 0 ? "3" : "0");
                lines.add(request(player, "company frame", options));
            }
            for (int s = 0; s < limits.stations(); s++) {
                lines.add(request(player, "company station", Map.of("name", name("P" + p + "-S" + s))));
            }
            lines.add(request(player, "company ready", Map.of()));
        }
        lines.add(request(host, "game start", Map.of()));
        return lines;
    }

    /**
     * A frame's or station's name: short, or as long as names may be, emoji among its words so
     * that any label cut from it is likely to end at one (a cut inside an emoji is broken text).
     */
    private String name(String shortName) {
        return largest ? longest(shortName + " 🔥of🚀the🎯Very💥Long🔥Named🚀Company🎯") : shortName;
    }

    /** As much of {@code text} as a 32-character name holds (characters as Java counts them), cut between emoji. */
    public static String longest(String text) {
        int end = 0;
        while (end < text.length() && end + Character.charCount(text.codePointAt(end)) <= 32) {
            end += Character.charCount(text.codePointAt(end));
        }
        return text.substring(0, end);
    }

    /** What the table would type next, best first; empty when the game waits on nobody. */
    public List<Request> next(Game game) {
        if (game.pending() instanceof PendingDecision.HighTieChoice tie) {
            return tie(game, tie);
        }
        return switch (game.phase()) {
            case DEPLOYMENT -> deployment(game);
            case COMBAT -> combat(game);
            default -> List.of();
        };
    }

    private List<Request> tie(Game game, PendingDecision.HighTieChoice tie) {
        List<Request> out = new ArrayList<>();
        for (var option : tie.options()) {
            switch (option) {
                case ADD_FRAME -> out.add(request(tie.player(), "bid choose", Map.of("option", "add-frame",
                        "name", "Extra-" + random.nextInt(1000), "loadout", "B G Y Rd")));
                case REMOVE_FRAME -> game.framesOf(tie.player()).stream().findFirst().ifPresent(f -> out.add(
                        request(tie.player(), "bid choose", Map.of("option", "remove-frame", "frame", f.name()))));
                case DEFER -> out.add(request(tie.player(), "bid choose", Map.of("option", "defer")));
            }
        }
        Collections.shuffle(out, new Random(random.nextLong()));
        return out;
    }

    private List<Request> deployment(Game game) {
        List<Request> out = new ArrayList<>();
        String placer = game.deployment().placer();
        if (placer == null) {
            for (Player p : game.players()) {
                if (!game.deployment().approved().contains(p.id())) {
                    out.add(request(p.id(), "deploy done", Map.of()));
                }
            }
            return out;
        }
        List<Station> onTable = game.stations().stream().filter(Station::placed).toList();
        for (Station station : game.stations()) {
            if (placer.equals(station.owner()) && !station.placed()) {
                out.add(request(placer, "deploy done", Map.of("station", station.name())));
            }
        }
        for (Frame frame : game.frames()) {
            boolean mine = frame.owner().equals(placer) || game.demo();
            if (mine && !frame.placed() && !frame.destroyed()) {
                Map<String, String> options = new LinkedHashMap<>();
                options.put("frame", frame.name());
                if (game.demo()) {
                    options.put("owner", frame.owner());
                }
                List<Station> allowed = onTable.stream()
                        .filter(s -> StationRules.mayStartNear(game, frame.owner(), s)).toList();
                if (!allowed.isEmpty() && random.nextInt(3) == 0) {
                    options.put("station", allowed.get(random.nextInt(allowed.size())).name());
                }
                out.add(request(placer, "deploy done", options));
            }
        }
        out.add(request(placer, "deploy done", Map.of()));
        return out;
    }

    private List<Request> combat(Game game) {
        String player = WhoDecides.player(game).orElse(null);
        if (player == null) {
            return List.of();
        }
        List<Choice> choices = new ArrayList<>(GameQueries.choices(game, player));
        choices.removeIf(c -> c.action() == Action.FALL);
        if (choices.isEmpty()) {
            return List.of();
        }
        // Prefer acting over passing or ending at once, so games have attacks in them.
        Choice choice = choices.get(random.nextInt(choices.size()));
        if ((choice.action() == Action.END_TURN || choice.action() == Action.PASS)
                && choices.size() > 1 && random.nextInt(3) > 0) {
            choices.remove(choice);
            choice = choices.get(random.nextInt(choices.size()));
        }
        return List.of(request(player, choice, game));
    }

    private Request request(String player, Choice choice, Game game) {
        Map<String, String> options = new LinkedHashMap<>();
        String command = switch (choice.action()) {
            case START_TURN -> {
                FrameRef frame = pick(choice.frames());
                options.put("frame", frame.frame());
                Frame self = game.frame(frame.owner(), frame.frame()).orElseThrow();
                List<Range> ranges = TurnRules.legalRanges(self);
                List<FrameRef> targets = Choices.targets(game, player);
                int kind = random.nextInt(10);
                Range range = ranges.isEmpty() ? null : pick(ranges);
                if (kind < 7 && !targets.isEmpty() && range != null) {
                    FrameRef target = pick(targets);
                    options.put("target", target.frame());
                    options.put("target-owner", target.owner());
                    options.put("range", range.option());
                } else if (kind < 8 && range != null) {
                    options.put("target", "terrain");
                    options.put("range", range.option());
                }
                // Direct fire without a direct-fire weapon needs an SSR fired; one is always fine to fire.
                if (range == Range.DIRECT && options.containsKey("range") && self.ssrs() > 0
                        && (TurnRules.needsAnSsr(self, range) || random.nextInt(4) == 0)) {
                    options.put("ssr", String.valueOf(1 + random.nextInt(self.ssrs())));
                }
                yield "turn start";
            }
            case PASS -> "turn pass";
            case WAIT_FOR_LATER_DIE -> {
                options.put("frame", choice.frames().getFirst().frame());
                yield "turn wait";
            }
            case DEFEND -> {
                options.put("die", pick(choice.options()));
                yield "turn defend";
            }
            case MOVE -> {
                options.put("die", pick(choice.options()));
                List<Station> onTable = game.stations().stream().filter(Station::placed).toList();
                if (!onTable.isEmpty() && random.nextBoolean()) {
                    options.put("station", random.nextInt(3) == 0 ? "none" : pick(onTable).name());
                }
                yield "turn move";
            }
            case ATTACK -> {
                options.put("die", pick(choice.options()));
                boolean spotted = game.turn().map(t -> t.target()).filter(t -> t.frameTarget())
                        .flatMap(t -> game.frame(t.owner(), t.frame())).map(f -> f.spot() != null).orElse(false);
                if (spotted && random.nextBoolean()) {
                    options.put("spot", "true");
                }
                yield "turn attack";
            }
            case SPOT -> {
                FrameRef target = pick(choice.frames());
                int marker = game.frame(target.owner(), target.frame()).map(f -> f.spot() == null ? 0 : f.spot())
                        .orElse(0);
                List<String> higher = choice.options().stream()
                        .filter(d -> Integer.parseInt(d.replaceAll("^(d8)?[A-Z]", "")) > marker).toList();
                options.put("frame", target.frame());
                options.put("owner", target.owner());
                options.put("die", pick(higher.isEmpty() ? choice.options() : higher));
                yield "turn spot";
            }
            case END_TURN -> "turn end";
            case TAKE_HIT -> {
                options.put("system", pick(choice.options()));
                yield "damage take";
            }
            case RETREAT -> "damage retreat";
            case FALL -> throw new IllegalStateException("falls are not typed by this player");
            case MOVE_OBJECTIVE -> throw new IllegalStateException("random tables are no campaign battles");
            case CHOOSE_DOOMSDAY -> random.nextInt(3) == 0 ? "doomsday tick" : "doomsday pass";
            case CHOOSE_COVER -> {
                options.put("name", pick(choice.options()));
                yield "map cover";
            }
        };
        return request(player, command, options);
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    public Request request(String player, String command, Map<String, String> options) {
        return new Request("i-" + channel + "-" + (++interaction), guild, channel, new Caller(player, player, false),
                command, options);
    }
}
