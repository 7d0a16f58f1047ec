package mfz.rules.campaign;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import mfz.rules.company.FrameSystem;
import mfz.rules.company.Names;
import mfz.rules.company.SystemType;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;

/**
 * One of the constraints the objective's holder sets for the next battle of a campaign
 * (docs/rules.md §9). The holder picks two of different {@link Kind}s. The JSON type names are
 * stable: stored campaigns and games depend on them.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Constraint.Environment.class, name = "environment"),
        @JsonSubTypes.Type(value = Constraint.Design.class, name = "design"),
        @JsonSubTypes.Type(value = Constraint.Average.class, name = "average"),
        @JsonSubTypes.Type(value = Constraint.Size.class, name = "size"),
})
public sealed interface Constraint {

    /** The four kinds; a holder's two constraints must be of different kinds. */
    enum Kind {
        ENVIRONMENT("environment"), DESIGN("design"), AVERAGE("average"), SIZE("size");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    /** Longest environment or system name accepted (ruling: keeps messages readable). */
    int MAX_NAME = 40;

    @JsonIgnore
    Kind kind();

    /** The constraint in player words, naming its kind, e.g. "design constraint: no comms systems". */
    String words();

    /** What is wrong with its values, in player words (empty: valid). */
    List<String> problems();

    /**
     * Part or all of the table is an environment (vacuum, ice, zero-G…): a frame that starts its
     * turn there without the environmental system that copes with it sets a white die aside, as
     * in a hazard. The system that copes is written {@code E} in a loadout.
     *
     * @param environment what the environment is
     * @param copes       the environmental system that copes with it (air tanks, heater…)
     * @param wholeTable  true: the whole table (every frame is in it); false: the players say
     *                    when a frame starts its turn in it ({@code hazard:true})
     */
    record Environment(String environment, String copes, boolean wholeTable) implements Constraint {
        public Environment {
            environment = environment == null ? "" : environment.strip();
            copes = copes == null ? "" : copes.strip();
        }

        public Kind kind() {
            return Kind.ENVIRONMENT;
        }

        public String words() {
            return "environmental constraint: " + environment + (wholeTable ? " over the whole table" : " on part of the table")
                    + "; frames there without " + copes + " (an environmental system, `E`) roll one white fewer";
        }

        public List<String> problems() {
            List<String> out = new ArrayList<>();
            if (environment.isEmpty()) {
                out.add("The environmental constraint needs the environment's name (vacuum, ice, zero-G…).");
            } else if (environment.length() > MAX_NAME) {
                out.add("The environment's name is too long: at most " + MAX_NAME + " characters.");
            } else {
                Names.storedProblem("The environment's name", environment).ifPresent(out::add);
            }
            if (copes.isEmpty()) {
                out.add("The environmental constraint needs the system that copes with it (air tanks, heater…).");
            } else if (copes.length() > MAX_NAME) {
                out.add("The coping system's name is too long: at most " + MAX_NAME + " characters.");
            } else {
                Names.storedProblem("The coping system's name", copes).ifPresent(out::add);
            }
            return out;
        }
    }

    /**
     * System types nobody may carry, and/or the SSR count every company carries. A split weapon
     * with a banned half is banned ("no ranged weapons" bans {@code Rd}, {@code Ra} and
     * {@code Rh/Rd}). Stored designs from before the set was allowed hold one type, not a list:
     * they still read.
     *
     * @param banned   the banned system types, in the order given (empty: none)
     * @param ssrCount the SSR count per company, or null
     */
    record Design(
            @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<SystemType> banned,
            Integer ssrCount) implements Constraint {
        public Design {
            banned = banned == null ? List.of()
                    : List.copyOf(new LinkedHashSet<>(banned.stream().filter(Objects::nonNull).toList()));
        }

        public Kind kind() {
            return Kind.DESIGN;
        }

        /** True when a frame may not carry this system: its type or one of its halves is banned. */
        public boolean bans(FrameSystem system) {
            return banned.stream().anyMatch(t -> system.halvesOf(t) > 0);
        }

        /** The banned types in player words: "direct-fire weapon or artillery weapon systems (`Rd`, `Ra`)". */
        public String bannedWords() {
            return banned.stream().map(SystemType::word).collect(Collectors.joining(" or "))
                    + " systems (" + banned.stream().map(t -> "`" + t.code() + "`")
                    .collect(Collectors.joining(", ")) + ")";
        }

        public String words() {
            List<String> parts = new ArrayList<>();
            if (!banned.isEmpty()) {
                parts.add("no " + bannedWords());
            }
            if (ssrCount != null) {
                parts.add(ssrCount + " SSR" + (ssrCount == 1 ? "" : "s") + " per company");
            }
            return "design constraint: " + String.join(", ", parts);
        }

        public List<String> problems() {
            List<String> out = new ArrayList<>();
            if (banned.isEmpty() && ssrCount == null) {
                out.add("The design constraint needs banned system types, an SSR count, or both.");
            }
            if (ssrCount != null && (ssrCount < 0 || ssrCount > GameOptions.MAX_SSRS)) {
                out.add("The design constraint's SSR count is 0 to " + GameOptions.MAX_SSRS + ", not " + ssrCount + ".");
            }
            return out;
        }
    }

    /**
     * A lower cap on systems, as an average over the company: a company of n frames carries at most
     * n × average systems in all, spread as it likes (a split-range weapon counts as one).
     */
    record Average(int average) implements Constraint {
        /**
         * Ruling: "reduced" means below the 4 a frame may carry, and a frame may carry none at all
         * (§1): 0 to 3. (It was 1 to 3, "a frame needs one", which §1 says it doesn't: a rules audit.)
         */
        public static final int MIN = 0;
        public static final int MAX = 3;

        public Kind kind() {
            return Kind.AVERAGE;
        }

        public String words() {
            return "average constraint: " + allows();
        }

        /** What it allows, said after "allows": "at most 2 systems per frame on average". */
        public String allows() {
            return average == 0 ? "no systems on any frame"
                    : "at most " + average + (average == 1 ? " system" : " systems") + " per frame on average";
        }

        public List<String> problems() {
            return average >= MIN && average <= MAX ? List.of()
                    : List.of("The reduced average is " + MIN + " to " + MAX + " systems per frame, not " + average + ".");
        }
    }

    /** Whether the next battle is a skirmish or a battle. */
    record Size(GameSize size) implements Constraint {
        public Kind kind() {
            return Kind.SIZE;
        }

        public String words() {
            return "size constraint: played at " + (size == null ? "?" : size.word()) + " size";
        }

        public List<String> problems() {
            return size == GameSize.SKIRMISH || size == GameSize.BATTLE ? List.of()
                    : List.of("The size constraint is skirmish or battle.");
        }
    }
}
