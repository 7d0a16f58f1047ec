package mfz.rules.company;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import mfz.rules.campaign.Constraints;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;

/**
 * Checks a company against the rules and lists every problem at once, in player words, so a
 * player can fix them all in one go. An empty list means the company is valid.
 *
 * <p>A frame carries 0 to 4 systems (docs/rules.md §1: with none it still has its whites) and at
 * most 3 SSRs. Rulings: names are compared ignoring case and may not be blank; station names must differ across the whole table, which the start settles (so a station can be named
 * alone in {@code /station near}).
 */
public final class CompanyValidation {

    /** Longest name accepted for a frame or a station (ruling: keeps embeds readable). */
    public static final int MAX_NAME = 32;

    /** SSRs one frame may carry (docs/rules.md §1). */
    public static final int MAX_SSRS_PER_FRAME = 3;

    private CompanyValidation() {
    }

    /**
     * What is wrong with a company, judged by itself: the others are secret until the start, so
     * nothing here may depend on them (a station name another company also chose is settled at
     * the start: {@code LobbyRules.start}).
     */
    public static List<String> problems(CompanyDraft company, GameOptions options, int players) {
        List<String> problems = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        Set<String> reportedTwice = new HashSet<>();
        for (FrameDraft frame : company.frames()) {
            if (!frame.name().isEmpty() && seen.stream().anyMatch(other -> sameName(other, frame.name()))
                    && reportedTwice.add(Names.key(frame.name()))) {
                problems.add("Two frames are named `" + frame.name() + "`: each frame needs its own name.");
            }
            seen.add(frame.name());
            problems.addAll(frameProblems(frame, options));
        }

        CompanyLimits limits = CompanyLimits.of(players, options.size());
        int n = company.frames().size();
        if (n < limits.minFrames() || n > limits.maxFrames()) {
            problems.add("Your company has " + count(n, "frame") + "; " + table(options.size(), players) + " needs "
                    + limits.framesWords() + ".");
        }

        if (options.size() == GameSize.DEMO && n == limits.maxFrames()) {
            demoPairProblem(company.frames()).ifPresent(problems::add);
        }

        int s = company.stations().size();
        if (s != limits.stations()) {
            if (options.size() == GameSize.DEMO) {
                problems.add("Your company has " + count(s, "station")
                        + "; in a demo game companies bring no stations (everyone fights over the one neutral station).");
            } else {
                problems.add("Your company has " + count(s, "station") + "; " + table(options.size(), players)
                        + " needs exactly " + count(limits.stations(), "station") + ".");
            }
        }
        Set<String> stationTwice = new HashSet<>();
        List<String> stationsSeen = new ArrayList<>();
        for (String station : company.stations()) {
            String key = Names.key(station);
            boolean twice = stationsSeen.stream().anyMatch(other -> sameName(other, station));
            stationsSeen.add(station);
            // As kept: a name typed was checked fully when chosen (LobbyRules), a saved one stays usable.
            Optional<String> named = Names.storedProblem("A station's name", station)
                    .or(() -> Names.targetWordProblem("A station's name", station));
            if (station.isEmpty()) {
                problems.add("A station has no name: give every station a name.");
            } else if (station.length() > MAX_NAME) {
                problems.add("Station name `" + station + "` is too long: at most " + MAX_NAME + " characters.");
            } else if (named.isPresent()) {
                problems.add(named.get());
            } else if (twice && stationTwice.add(key)) {
                problems.add("Two stations are named `" + station + "`: each station needs its own name.");
            }
        }

        int ssrs = company.frames().stream().mapToInt(FrameDraft::ssrs).filter(x -> x > 0).sum();
        if (ssrs != options.ssrCount()) {
            problems.add("Your company carries " + count(ssrs, "SSR") + " in all; every company in this game carries exactly "
                    + options.ssrCount() + ssrExample(company.frames(), options.ssrCount() - ssrs, options) + ".");
        }
        if (options.campaign() != null) {
            problems.addAll(Constraints.companyProblems(company, options.campaign()));
        }
        return List.copyOf(problems);
    }

    /**
     * How to mend the count, on a frame of the company's own (a player on a phone saw "carries 0
     * SSRs" and nowhere how a frame gets one): the first sound frame (a name, no problem of its
     * own) that can take {@code more} SSRs, or give them up, set to what it would carry then; with
     * no such frame, the option alone.
     */
    private static String ssrExample(List<FrameDraft> frames, int more, GameOptions options) {
        String how = more > 0 ? ": give a frame some with `ssr:`" : ": take a frame's off with `ssr:`";
        return how + frames.stream().filter(f -> !f.name().isBlank() && frameProblems(f, options).isEmpty())
                .filter(f -> more > 0 ? Math.max(0, f.ssrs()) < MAX_SSRS_PER_FRAME : f.ssrs() > 0).findFirst()
                .map(f -> ", as in `" + f.name() + ": " + f.loadout() + " ssr:"
                        + Math.max(0, Math.min(MAX_SSRS_PER_FRAME, Math.max(0, f.ssrs()) + more)) + "`")
                .orElse("");
    }

    /**
     * Two names the game could take for one another: as its lookups read them (equalsIgnoreCase,
     * which takes "ıris" for "Iris") or as the stores key them ({@link Names#key}, which takes
     * "İris" for "iris"); a company may hold neither pair (an audit: a forged import's second
     * frame could never be placed). Nor two a player can't tell apart ({@link Names#lookalike}: a
     * cheater's `A1` and `А1`, its A Cyrillic, stood twice in an opponent's target menu).
     */
    public static boolean sameName(String one, String other) {
        return one.strip().equalsIgnoreCase(other.strip()) || Names.key(one).equals(Names.key(other))
                || Names.lookalike(one).equals(Names.lookalike(other));
    }

    /** Everything wrong with one frame on its own (name, loadout, SSRs), each problem naming the frame. */
    public static List<String> frameProblems(FrameDraft frame, GameOptions options) {
        List<String> problems = new ArrayList<>();
        String label = frame.name().isEmpty() ? "A frame with no name" : "`" + frame.name() + "`";
        if (frame.disc() != null && !(frame.disc() >= FrameDraft.LEAST_DISC && frame.disc() <= FrameDraft.MOST_DISC)) {
            problems.add(label + " stands on a disc " + frame.disc() + " units across: a frame's disc is "
                    + FrameDraft.LEAST_DISC + " to " + (int) FrameDraft.MOST_DISC + " units across (1 if not set).");
        }
        if (frame.name().isEmpty()) {
            problems.add("A frame has no name (loadout `" + frame.loadout() + "`): give every frame a name.");
        } else if (frame.name().length() > MAX_NAME) {
            problems.add("Frame name " + label + " is too long: at most " + MAX_NAME + " characters.");
        } else {
            Names.storedProblem("A frame's name", frame.name())
                    .or(() -> Names.targetWordProblem("A frame's name", frame.name())).ifPresent(problems::add);
        }
        LoadoutNotation.Reading reading = LoadoutNotation.read(frame.loadout());
        List<String> notCodes = new ArrayList<>();
        int codesAt = -1;
        for (String bad : reading.unreadable()) {
            if (!bad.contains("/") && codesAt < 0) {
                codesAt = problems.size();
            }
            if (bad.contains("/")) {
                problems.add(label + ": `" + bad
                        + "` is not a split-range weapon; a split weapon joins two different weapons: Rh/Rd, Rd/Ra or Rh/Ra.");
            } else {
                notCodes.add("`" + bad + "`");
            }
        }
        // One sentence for them all: the hint once, not once a code (a bad-input play: five of them
        // made a refusal of five times the same 130 characters).
        if (notCodes.size() == 1) {
            problems.add(codesAt, label + ": " + notCodes.getFirst() + " is not a system code; use "
                    + LoadoutNotation.CODES + ".");
        } else if (!notCodes.isEmpty()) {
            problems.add(codesAt, label + ": " + String.join(", ", notCodes.subList(0, notCodes.size() - 1)) + " and "
                    + notCodes.getLast() + " are not system codes; use " + LoadoutNotation.CODES + ".");
        }
        List<FrameSystem> systems = reading.systems();
        if (systems.size() > 4) {
            problems.add(label + " carries " + systems.size() + " systems; a frame carries at most 4.");
        }
        Map<SystemType, Integer> halves = new LinkedHashMap<>();
        for (SystemType type : SystemType.values()) {
            int h = systems.stream().mapToInt(sys -> sys.halvesOf(type)).sum();
            if (h > 4) {
                halves.put(type, h);
            }
        }
        halves.forEach((type, h) -> problems.add(label + " carries " + halvesWords(h) + " " + type.word()
                + " systems; a frame carries at most 2 of a type (each half of a split-range weapon counts as half)."));
        if (!options.has(AdvancedOption.SPLIT_RANGE)) {
            systems.stream().filter(FrameSystem::isSplit).map(FrameSystem::notation).distinct()
                    .forEach(code -> problems.add(label + " has a split-range weapon (`" + code
                            + "`), but split-range weapons are off in this game."));
        }
        if (!options.has(AdvancedOption.HAZARDS) && !Constraints.allowsEnvironmentalSystems(options.campaign())
                && systems.stream().anyMatch(sys -> sys.type() == SystemType.ENVIRONMENTAL)) {
            problems.add(label + " has an environmental system (`E`), but hazardous areas are off in this game.");
        }
        if (frame.ssrs() < 0) {
            problems.add(label + " carries " + frame.ssrs() + " SSRs; a frame carries 0 or more.");
        }
        if (frame.ssrs() > MAX_SSRS_PER_FRAME) {
            problems.add(label + " carries " + frame.ssrs() + " SSRs; a frame carries at most " + MAX_SSRS_PER_FRAME + ".");
        }
        return problems;
    }

    /** The demo's soldier (docs/rules.md §9), its systems in any order. */
    private static final List<String> DEMO_SOLDIER = List.of("B", "G", "Rd", "Y");

    /** Whether this loadout is the demo's soldier, {@code B G Y Rd}, its systems in any order or case. */
    public static boolean isDemoSoldier(String loadout) {
        LoadoutNotation.Reading reading = LoadoutNotation.read(loadout);
        return reading.unreadable().isEmpty()
                && DEMO_SOLDIER.equals(reading.systems().stream().map(FrameSystem::notation).sorted().toList());
    }

    /**
     * A demo company is one soldier ({@code B G Y Rd}) and one variant of it (docs/rules.md §9):
     * the demo teaches the game from the soldier, each player seeing how one change plays. A
     * frame whose loadout can't be read is already a problem of its own, so it is left out here.
     */
    private static Optional<String> demoPairProblem(List<FrameDraft> frames) {
        if (frames.stream().anyMatch(frame -> !LoadoutNotation.read(frame.loadout()).unreadable().isEmpty())) {
            return Optional.empty();
        }
        long soldiers = frames.stream().map(FrameDraft::loadout).filter(CompanyValidation::isDemoSoldier).count();
        String pair = "in a demo game each company is a soldier (`B G Y Rd`) and one variant of it (hand to hand "
                + "`B G Y Rh`, say, or artillery `B G Y Ra`)";
        if (soldiers == 0) {
            return Optional.of("Neither of your frames is the soldier: " + pair + ".");
        }
        if (soldiers > 1) {
            return Optional.of("Both of your frames are soldiers: " + pair + ".");
        }
        return Optional.empty();
    }

    private static String halvesWords(int halves) {
        return halves % 2 == 0 ? String.valueOf(halves / 2) : (halves / 2) + "½";
    }

    private static String table(GameSize size, int players) {
        return "a " + size.word() + " for " + Math.max(2, players) + " players";
    }

    public static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
