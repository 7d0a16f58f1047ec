package mfz.bot.core;

import java.math.BigInteger;
import java.time.Clock;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import mfz.rules.dice.ScriptedDice;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends each request to its command, after checking it against the command's spec (the
 * console can type anything; Discord checks only part of it). It never throws: a refusal
 * becomes a private reply with the reason, and an unexpected failure becomes a private
 * "nothing was changed" with the stack trace in the log, never in the chat.
 */
public final class CommandRouter {

    private static final Logger log = LoggerFactory.getLogger(CommandRouter.class);

    /** Discord shows at most 25 autocomplete choices, each at most 100 characters. */
    public static final int MAX_SUGGESTIONS = 25;
    static final int MAX_SUGGESTION_LENGTH = 100;

    public static final String UNEXPECTED = "Something went wrong on my side, and nothing was changed. "
            + "Please try again; if it keeps happening, tell the bot's host.";

    private final Map<String, SlashCommand> commands = new LinkedHashMap<>();
    /** A refusal of an interaction whose command was already stored: Discord delivered it again. */
    public static final String ALREADY_DONE = "That was already done, so nothing more was done.";

    private final GameVersions versions;
    private final GameNames names;
    private final Predicate<String> alreadyStored;
    private final GameHosts hosts;
    /** The host's offers to act for a player, and the stand-ins confirmed. */
    private final StandIns standIns = new StandIns(Clock.systemUTC());

    /** A router for commands that never post version-checked controls. */
    public CommandRouter(List<SlashCommand> commands) {
        this(commands, GameVersions.NONE, GameNames.NONE);
    }

    /** @param versions the current version of each channel's game, for {@link ControlRules} */
    public CommandRouter(List<SlashCommand> commands, GameVersions versions) {
        this(commands, versions, GameNames.NONE);
    }

    /**
     * @param versions the current version of each channel's game, for {@link ControlRules}
     * @param names    the names in each channel's game, for the tokens in controls ({@link ComponentIds})
     */
    public CommandRouter(List<SlashCommand> commands, GameVersions versions, GameNames names) {
        this(commands, versions, names, interactionId -> false);
    }

    /**
     * @param alreadyStored whether a Discord interaction's command was already stored: a
     *                      refused repeat (the game since moved on, or ended) is told as a repeat
     */
    public CommandRouter(List<SlashCommand> commands, GameVersions versions, GameNames names,
                         Predicate<String> alreadyStored) {
        this(commands, versions, names, alreadyStored, GameHosts.NONE);
    }

    /** @param hosts the host of each channel's open game: tapping a player's control, the host is offered to act for them */
    public CommandRouter(List<SlashCommand> commands, GameVersions versions, GameNames names,
                         Predicate<String> alreadyStored, GameHosts hosts) {
        this.hosts = hosts;
        this.versions = versions;
        this.names = names;
        this.alreadyStored = alreadyStored;
        for (SlashCommand command : commands) {
            if (this.commands.putIfAbsent(command.spec().name(), command) != null) {
                throw new IllegalArgumentException("two commands are called /" + command.spec().name());
            }
            checkNoReservedOption(command.spec());
        }
    }

    /** The specs of every command, in the order they were given (registration, help). */
    public List<CommandSpec> specs() {
        return commands.values().stream().map(SlashCommand::spec).toList();
    }

    public Reply route(Request given) {
        Request request = given;
        try {
            Request incoming = given;
            if (incoming.command().equals(StandIns.CONFIRM)) {
                Optional<Request> confirmed = standIns.confirmed(incoming);
                if (confirmed.isEmpty()) {
                    return Reply.privately(StandIns.EXPIRED);
                }
                incoming = confirmed.get();
            }
            // Only a control made for a version asks for the game's: a typed command's one read is its own.
            OptionalLong tapped = incoming.options().containsKey(ComponentIds.VERSION)
                    ? versions.version(incoming.channelId()) : OptionalLong.empty();
            if (tapped.isPresent() && incoming.options().containsKey(ComponentIds.FOR)
                    && !incoming.options().get(ComponentIds.FOR).equals(incoming.caller().id())) {
                Optional<Request> standing = standIns.standingIn(incoming, tapped.getAsLong());
                if (standing.isPresent()) {
                    incoming = standing.get();
                } else {
                    Optional<String> host = hosts.host(incoming.channelId());
                    if (ControlRules.mayStandIn(incoming, tapped, this::takesAs, host)) {
                        return standIns.offer(incoming, tapped.getAsLong(), host.orElseThrow());
                    }
                }
            }
            request = ControlRules.check(incoming, tapped, this::takesAs);
            request = withNames(request);
            SlashCommand command = commands.get(request.root());
            if (command == null) {
                return Reply.privately("There is no `/" + request.root() + "` command. `/help` lists them all.");
            }
            request = choicesAsListed(command.spec(), request);
            checkAgainstSpec(command.spec(), request);
            Request checked = request;
            // A command for the player the host stands in for (a tap, the confirm, a typed as:, a
            // form) carries the stand-in on, from the version it stood at: the game before it.
            OptionalLong before = standIns.standing(incoming) ? versions.version(incoming.channelId())
                    : OptionalLong.empty();
            // A control's version passed the check above (it is the game's): the game service checks it
            // again if it reads the game afresh.
            Reply reply = tapped.isPresent()
                    ? ControlVersion.during(tapped.getAsLong(), () -> command.handle(checked))
                    : command.handle(checked);
            if (before.isPresent()) {
                // Still standing in at the version this made, so a turn the host plays for them
                // is one confirm; anyone else's command moves the version on and ends it.
                standIns.keptAt(incoming, before.getAsLong(), versions.version(incoming.channelId()));
            }
            // A form's options are fixed when it opens: whom the request acted for goes with it
            // (the host's as: was lost on submitting).
            if (reply.form() == null) {
                return reply;
            }
            Form carried = reply.form().carrying(incoming);
            // what a front end without forms shows says the whole command, whom it acts for included
            return carried == reply.form() || reply.form().typed() == null ? reply.withForm(carried)
                    : reply.withForm(carried).withContent(reply.content().replace(reply.form().typed(), carried.typed()));
        } catch (PlayerError refusal) {
            // Whatever refused it, a command Discord delivered again after it was stored was done.
            boolean repeat = given.interactionId() != null && alreadyStored.test(given.interactionId());
            // A refusal naming each problem of a long list (a company's) is kept within a message.
            return Reply.privately(repeat ? ALREADY_DONE : Shortened.lines(refusal.getMessage(), LiveCard.MAX_CONTENT));
        } catch (ScriptedDice.ScriptExhaustedException exhausted) {
            return Reply.privately("The dice file has no rolls left, so nothing was rolled.");
        } catch (ScriptedDice.ScriptMismatchException mismatch) {
            return Reply.privately("The dice file says " + mismatch.value() + " next, but this roll is of a d"
                    + mismatch.sides() + ", so nothing was rolled or changed. Fix the file (or its order) and "
                    + "start again.");
        } catch (RuntimeException unexpected) {
            Optional<String> storage = StorageTrouble.said(unexpected);
            if (storage.isPresent()) {
                log.warn("/{} in channel {} was not stored: {}", request.command(), request.channelId(),
                        StorageTrouble.cause(unexpected));
                return Reply.privately(storage.get());
            }
            log.error("Unexpected failure handling /{} in channel {} for user {}", request.command(),
                    request.channelId(), request.caller().id(), unexpected);
            return Reply.privately(UNEXPECTED);
        }
    }

    /** The version of the channel's game a control must carry now ({@link GameVersions}); empty: no game. */
    public OptionalLong version(String channelId) {
        return versions.version(channelId);
    }

    /** True when the channel has an open game (an unreadable one too): what a front end points elsewhere for, or not. */
    public boolean hasOpenGame(String channelId) {
        return versions.version(channelId).isPresent();
    }

    /**
     * What a control sends, as the command a player would type for it ({@code /turn defend
     * die:B4}), its names resolved in this channel's game; empty when the id isn't one the bot
     * reads. For the console, which shows each control as the command it stands for.
     *
     * @param chosen a menu option's value, or null for a button (or a menu shown whole)
     */
    public Optional<String> typedForm(String customId, String channelId, String chosen) {
        ComponentIds.Action action;
        Map<String, String> options;
        try {
            action = ComponentIds.decode(customId);
            options = new LinkedHashMap<>(action.optionsWith(chosen == null ? List.of() : List.of(chosen)));
        } catch (IllegalArgumentException unreadable) {
            return Optional.empty();
        }
        options.remove(ComponentIds.FOR);
        options.remove(ComponentIds.VERSION);
        if (options.values().stream().anyMatch(v -> v != null && v.startsWith("~")) && names != GameNames.NONE) {
            try {
                options = new LinkedHashMap<>(ComponentIds.resolveNames(options, names.names(channelId)));
            } catch (PlayerError outOfDate) {
                // Shown as it is: tapping it is refused as out of date anyway.
            }
        }
        StringBuilder typed = new StringBuilder("/").append(action.command());
        // In the order the command lists its options (frame, target, range…), as a player types them;
        // an id writes them in name order.
        List<String> order = Optional.ofNullable(commands.get(action.command().split(" ")[0]))
                .flatMap(command -> command.spec().find(action.command()))
                .map(spec -> spec.options().stream().map(OptionSpec::name).toList()).orElse(List.of());
        options.entrySet().stream()
                .sorted(Comparator.comparingInt(e -> order.contains(e.getKey()) ? order.indexOf(e.getKey())
                        : order.size()))
                .forEach(e -> typed.append(' ').append(Typed.option(e.getKey(), e.getValue())));
        if (chosen == null) {
            action.choiceOption().filter(name -> !name.equals(ComponentIds.MANY))
                    .ifPresent(name -> typed.append(' ').append(name).append(":<choice>"));
        }
        return Optional.of(typed.toString());
    }

    /** A tapped control's name tokens as the names they stand for; typed commands have none. */
    private Request withNames(Request request) {
        boolean tokens = request.options().values().stream().anyMatch(v -> v != null && v.startsWith("~"));
        if (!tokens || names == GameNames.NONE) {
            // A router without games (or one wrapping another) leaves tokens to the one that has them.
            return request;
        }
        return new Request(request.interactionId(), request.guildId(), request.channelId(), request.caller(),
                request.command(), ComponentIds.resolveNames(request.options(), names.names(request.channelId())));
    }

    /** The controls' own options ({@link ComponentIds#FOR}, {@link ComponentIds#VERSION}, {@link ComponentIds#MANY}) can't be a command's. */
    private static void checkNoReservedOption(CommandSpec spec) {
        for (OptionSpec option : spec.options()) {
            if (option.name().equals(ComponentIds.FOR) || option.name().equals(ComponentIds.VERSION)
                    || option.name().equals(ComponentIds.MANY) || option.name().equals(ComponentIds.PART)) {
                throw new IllegalArgumentException("/" + spec.name() + " uses the reserved option name " + option.name());
            }
        }
        spec.subcommands().forEach(CommandRouter::checkNoReservedOption);
    }

    /**
     * Autocomplete: what the caller may mean in {@code option} of the request's command, those
     * starting with what was typed first, then those containing it (ignoring case), at most
     * {@value #MAX_SUGGESTIONS}. Never throws: a failure offers nothing (and is logged), the
     * player can still type the whole name.
     */
    public List<String> suggest(Request request, String option, String typed) {
        try {
            SlashCommand command = commands.get(request.root());
            if (command == null) {
                return List.of();
            }
            String wanted = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
            List<String> all = command.suggest(request, option).stream()
                    .filter(s -> s != null && !s.isBlank() && s.length() <= MAX_SUGGESTION_LENGTH).distinct().toList();
            List<String> starting = all.stream().filter(s -> s.toLowerCase(Locale.ROOT).startsWith(wanted))
                    .toList();
            List<String> containing = all.stream().filter(s -> !starting.contains(s)
                    && s.toLowerCase(Locale.ROOT).contains(wanted)).toList();
            return Stream.concat(starting.stream(), containing.stream()).limit(MAX_SUGGESTIONS)
                    .toList();
        } catch (PlayerError nothingToOffer) {
            return List.of();
        } catch (RuntimeException unexpected) {
            log.error("Unexpected failure suggesting {} for /{} in channel {}", option, request.command(),
                    request.channelId(), unexpected);
            return List.of();
        }
    }

    /** Whether this command (its words) lets the host act for a player, with {@code as:}. */
    private boolean takesAs(String command) {
        SlashCommand root = commands.get(command.strip().split(" +")[0]);
        return root != null && root.spec().find(command).flatMap(spec -> spec.option("as")).isPresent();
    }

    /**
     * A choice typed in another case taken as listed: `stat:Fire` and `attacker:Mech` were refused
     * at the console (an audit), where Discord's menus offer only the listed spelling.
     */
    private static Request choicesAsListed(CommandSpec root, Request request) {
        Optional<CommandSpec> spec = root.find(request.command());
        if (spec.isEmpty()) {
            return request;
        }
        Map<String, String> options = new LinkedHashMap<>(request.options());
        options.replaceAll((name, value) -> spec.get().option(name).flatMap(option -> option.choices().stream()
                .filter(value::equalsIgnoreCase).findFirst()).orElse(value));
        return options.equals(request.options()) ? request : new Request(request.interactionId(), request.guildId(),
                request.channelId(), request.caller(), request.command(), options);
    }

    private static void checkAgainstSpec(CommandSpec root, Request request) {
        CommandSpec spec = root.find(request.command()).orElseThrow(() -> new PlayerError(
                root.subcommands().isEmpty()
                        ? "`/" + root.name() + "` takes no subcommand: use " + root.usage(root.name()) + "."
                        // a group typed alone is what /help says to do to see what it holds: no "not a command"
                        : (request.command().strip().equals(root.name()) ? "`/" + root.name() + "` holds: "
                                : "`/" + request.command() + "` is not a command. Try one of: ")
                                + root.subcommands().stream().map(s -> "`/" + root.name() + " " + s.name() + "`")
                                .collect(Collectors.joining(", ")) + "."));
        for (Map.Entry<String, String> given : request.options().entrySet()) {
            OptionSpec option = spec.option(given.getKey()).orElseThrow(() -> new PlayerError(
                    "`/" + request.command() + "` has no option `" + given.getKey() + "`"
                            + (spec.options().isEmpty() ? "." : "; its options: " + spec.options().stream()
                                    .map(OptionSpec::name).collect(Collectors.joining(", ")) + ".")));
            checkValue(request, option, given.getValue());
        }
        for (OptionSpec option : spec.options()) {
            if (option.required() && !request.options().containsKey(option.name())) {
                throw new PlayerError("`/" + request.command() + "` needs `" + option.name() + ":` — "
                        + spec.usage(request.command()));
            }
        }
    }

    private static void checkValue(Request request, OptionSpec option, String value) {
        String where = "`" + option.name() + ":` of `/" + request.command() + "`";
        // A choice first: `strength:medium` was told it was too long, not what the choices are (a bad-input play).
        if (!option.choices().isEmpty() && !option.choices().contains(value)) {
            throw new PlayerError(where + " must be one of: " + String.join(", ", option.choices()) + ".");
        }
        // A number's form before its length: `bricks:4.5` was "too long", not a whole number (an audit).
        if (option.type() == OptionSpec.Type.INTEGER && !value.matches("[-+]?\\d+")) {
            throw new PlayerError(where + " must be a whole number.");
        }
        if (option.range() != null && !within(value, option.range())) {
            throw new PlayerError(where + " must be " + option.range().min() + " to " + option.range().max() + ", not "
                    + (value.length() > 12 ? value.substring(0, 12) + "…" : value) + ".");
        }
        // A number too long to be what it counts says so: "too long: at most 2 characters" read as text (an audit).
        if (option.type() == OptionSpec.Type.INTEGER && option.range() == null && value.length() > option.maxLength()) {
            // (no whole-number option of ours takes a negative; and its digits' bound is no limit of the rules'
            // to quote: "at most 999" for a frame's SSRs, which are 3 at most, misled: a review)
            throw new PlayerError(where + (value.startsWith("-") ? " must be 0 or more." : " is too large."));
        }
        // (a number within its range is taken however it is written: `doomsday:0005` is 5)
        if (value.length() > option.maxLength() && option.range() == null) {
            throw new PlayerError(where + " is too long: at most " + option.maxLength() + " characters.");
        }
        if (option.required() && value.isBlank()) {
            throw new PlayerError(where + " can't be empty.");
        }
        switch (option.type()) {
            case INTEGER -> {
                // Its form and length (or range) are checked above: a range takes `0000000005` as 5, and an id of
                // ten digits is read as text or a long (a review: nine digits at most refused both).
            }
            case BOOLEAN -> {
                if (!value.equals("true") && !value.equals("false")) {
                    throw new PlayerError(where + " must be true or false.");
                }
            }
            case STRING, USER, ATTACHMENT -> {
            }
        }
    }

    /** Whether a whole number's digits stand within the range, however many there are. */
    private static boolean within(String digits, OptionSpec.Range range) {
        BigInteger value = new BigInteger(digits);
        return value.compareTo(BigInteger.valueOf(range.min())) >= 0
                && value.compareTo(BigInteger.valueOf(range.max())) <= 0;
    }
}
