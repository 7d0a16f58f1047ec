package mfz.bot.render;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.LiveCard;
import mfz.bot.core.Typed;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.SystemType;
import mfz.rules.options.GameSize;
import mfz.rules.seat.Seat;

/** A campaign in plain words: its battles, who held the objective, the constraints, the holder's choice. */
public final class CampaignText {

    /**
     * A ready-made constraint: the value typed as {@code picks:}, what the doomsday menu shows (its
     * label, and what it does in plain text: a menu shows no markdown, and cuts a description at a
     * line), and the constraint.
     */
    private record Preset(String value, String label, String does, Constraint constraint) {
    }

    /**
     * In the menu's order. A phone shows a choice's label in full and its description cut short:
     * the labels were the typed values ("no-ranged", "average-3"), the meaning only in the
     * description, which began with its kind and was cut off for the environments, its backticks
     * shown as typed (a campaign played by taps).
     */
    private static final List<Preset> PRESET_LIST = List.of(
            // Each label begins with its kind, which the two chosen must differ in (a phone review: a pair of
            // one kind was refused only once tapped); each description fits the line a phone shows of it.
            new Preset("size-skirmish", "Size: the next battle is played at skirmish size",
                    "the smaller size: fewer frames a company",
                    new Constraint.Size(GameSize.SKIRMISH)),
            new Preset("size-battle", "Size: the next battle is played at battle size",
                    "the larger size: more frames a company",
                    new Constraint.Size(GameSize.BATTLE)),
            new Preset("average-3", "Average: at most 3 systems a frame", "4 frames: at most 12 systems in all",
                    new Constraint.Average(3)),
            new Preset("average-2", "Average: at most 2 systems a frame", "4 frames: at most 8 systems in all",
                    new Constraint.Average(2)),
            // worded as the choice is said once made ("no comms" beside "no surveillance/comms systems": a review)
            new Preset("no-comms", "Design: no surveillance/comms (Y)", "nobody carries a surveillance/comms system",
                    new Constraint.Design(List.of(SystemType.COMMS), null)),
            new Preset("no-artillery", "Design: no artillery (Ra)", "nobody carries an artillery weapon",
                    new Constraint.Design(List.of(SystemType.ARTILLERY), null)),
            new Preset("no-ranged", "Design: no ranged weapons (Rd, Ra)", "no split weapon with a ranged half either",
                    new Constraint.Design(List.of(SystemType.DIRECT_FIRE, SystemType.ARTILLERY), null)),
            new Preset("no-defense", "Design: no defense (B)", "nobody carries a defense system",
                    new Constraint.Design(List.of(SystemType.DEFENSE), null)),
            new Preset("no-ssrs", "Design: no SSRs", "every company carries 0 SSRs",
                    new Constraint.Design(List.of(), 0)),
            new Preset("vacuum", "Environment: vacuum over the whole table", "without air tanks (E): one white fewer",
                    new Constraint.Environment("vacuum", "air tanks", true)),
            new Preset("ice", "Environment: ice on part of the table", "on it without a heater (E): one white fewer",
                    new Constraint.Environment("ice", "heater", false)));

    /**
     * The ready-made constraints the doomsday menu offers (value → constraint); the slash
     * command {@code /campaign choose} expresses any other.
     */
    public static final Map<String, Constraint> PRESETS = presets();

    private CampaignText() {
    }

    private static Map<String, Constraint> presets() {
        Map<String, Constraint> m = new LinkedHashMap<>();
        PRESET_LIST.forEach(preset -> m.put(preset.value(), preset.constraint()));
        return Collections.unmodifiableMap(m);
    }

    public static String constraints(List<Constraint> list) {
        return list.isEmpty() ? "none" : list.stream().map(Constraint::words).collect(Collectors.joining("; "));
    }

    /**
     * Said when a game opens as a battle of the campaign; who held an earlier battle's objective
     * only where everyone may hear of that battle ({@code mayNameHolder}: its channel reads here).
     */
    public static String opened(Campaign campaign, boolean mayNameHolder) {
        Battle b = campaign.last().orElseThrow();
        return "📜 This is battle " + campaign.shownNumber(b) + " of the campaign **" + campaign.name() + "**. Constraints in force: "
                + constraints(b.inForce()) + ". Name its special objective with `/campaign objective name:<n>`."
                + campaign.lapsedChoice().map(held -> " " + (mayNameHolder ? held.nameOf(held.holder())
                : "The last battle's objective holder") + " had not chosen the constraints yet, so this battle has "
                + "none; to let them choose, end it before it starts (`/game end`).").orElse("");
    }

    /**
     * Said when its last battle was ended ({@code /game end}, {@code /campaign abandon}): abandoned,
     * or called off in its lobby; who held the battle before's objective only where everyone may
     * hear of that battle.
     */
    public static String ended(Campaign campaign, boolean mayNameHolder) {
        Battle b = campaign.last().orElseThrow();
        String head = "Battle " + campaign.shownNumber(b) + " of the campaign **" + campaign.name() + "**";
        List<Constraint> next = campaign.constraintsForNext();
        if (b.status() != Battle.Status.CALLED_OFF) {
            return head + " is recorded as abandoned: it sets none of its own, and the next battle opens with "
                    + (next.isEmpty() ? "no constraints." : "the same: " + constraints(next) + ".");
        }
        return head + " is called off before its start: it doesn't count, and the next battle opens with "
                + (next.isEmpty() ? "no constraints" : "these constraints: " + constraints(next))
                + campaign.awaitingChoice().map(held -> " unless " + (mayNameHolder ? held.nameOf(held.holder())
                : "the last battle's objective holder") + " chooses first (`/campaign choose`)").orElse("") + ".";
    }

    /**
     * What comes next in the campaign, for one person, after one of its battles ended here ({@code
     * /help}): the holder is told to choose, the others that the holder chooses first, and then
     * how the next battle opens (it said "`/game new` opens the next one", which the campaign then
     * refused, and never told the holder of `/campaign choose`: a campaign play).
     */
    public static String afterBattle(Campaign campaign, String playerId) {
        Optional<Battle> playing = campaign.playing();
        if (playing.isPresent()) {
            return "Battle " + campaign.shownNumber(playing.get()) + " of **" + campaign.name() + "** is being played: "
                    + "`/campaign status` says where.";
        }
        if (!campaign.players().containsKey(playerId)) {
            // Only its players open its next battle (a review: this was offered to a passer-by, then refused).
            return "The players of **" + campaign.name() + "** open its next battle; `/campaign status` shows where it "
                    + "stands.";
        }
        String campaignOption = Typed.option("campaign", campaign.name());
        Optional<Battle> choosing = campaign.awaitingChoice();
        if (choosing.isEmpty()) {
            String size = campaign.sizeForNext().map(c -> c.size()).orElse(GameSize.SKIRMISH).name()
                    .toLowerCase(Locale.ROOT);
            List<Constraint> next = campaign.constraintsForNext();
            return "`/game new size:" + size + " " + campaignOption + "` opens the next battle" + (next.isEmpty()
                    ? ", with no constraints." : ", with these constraints: " + constraints(next) + ".");
        }
        // The size may be one of the constraints still to choose: not named until it is (a review).
        String open = "`/game new size:… " + campaignOption + "` opens the next battle, at the size its constraints "
                + "set";
        Battle held = choosing.get();
        if (held.holder().equals(playerId)) {
            return "You held **" + held.objective() + "** at doomsday: choose two constraints for the next battle "
                    + "with `/campaign choose first:<environment|design|average|size> second:<…>` (or the menu on "
                    + "the battle's result); then " + open + ".";
        }
        if (Seat.isSeat(held.holder())) {
            return "**" + held.nameOf(held.holder()) + "** held **" + held.objective() + "** at doomsday: it chooses "
                    + "the next battle's constraints as the battle opens; " + open + ".";
        }
        return "**" + held.nameOf(held.holder()) + "** held **" + held.objective() + "** at doomsday and chooses the "
                + "next battle's constraints first; then " + open + ". `/campaign status` shows where it stands. "
                + "Away, the host of battle " + campaign.shownNumber(held) + " may choose for them (`/campaign choose … as:@"
                + held.nameOf(held.holder()) + "`).";
    }

    /**
     * Once the constraints are chosen, how the next battle opens: at the size they set, or either
     * (said after the choice: the table read it and no word of the battle it is for, a phone review).
     */
    public static String nextOpens(Campaign campaign, String name) {
        List<String> sizes = nextSizes(campaign);
        return "Battle " + campaign.nextShownNumber() + " opens with `/game new size:" + (sizes.size() == 1
                ? sizes.getFirst() : "<" + String.join("|", sizes) + ">") + " " + Typed.option("campaign", name)
                + "`, in any channel.";
    }

    /** The sizes the next battle may be: the one its constraints set, or either. */
    private static List<String> nextSizes(Campaign campaign) {
        return campaign.sizeForNext().map(c -> List.of(c.size().name().toLowerCase(Locale.ROOT)))
                .orElse(List.of("skirmish", "battle"));
    }

    /**
     * The buttons that open the next battle in the channel the choice was made in: one at the size
     * its constraints set, or one for each size (a phone had only the typed command, a phone review).
     * Anyone may tap one: {@code /game new} says who may open a campaign's battle.
     */
    public static List<Component.Row> nextBattleButtons(Campaign campaign, String name) {
        int next = campaign.nextShownNumber();
        List<Component> buttons = new ArrayList<>();
        for (String size : nextSizes(campaign)) {
            ComponentIds.fitting(() -> ComponentIds.button("game new", Map.of("size", size, "campaign", name)))
                    .ifPresent(id -> buttons.add(new Component.Button(id, "Open battle " + next + " here: " + size,
                            Component.Style.SUCCESS, false)));
        }
        return buttons.isEmpty() ? List.of() : List.of(new Component.Row(buttons));
    }

    /** Said at a battle's doomsday: the holder is pinged with the choice, or nobody chooses. */
    public static String doomsday(Campaign campaign) {
        Battle b = campaign.last().orElseThrow();
        String head = "📜 Battle " + campaign.shownNumber(b) + " of **" + campaign.name() + "** is over.";
        if (b.holder() == null) {
            return head + " Nobody held " + (b.objective() == null ? "the objective" : "**" + b.objective() + "**")
                    + " at doomsday: the next battle has no constraints.";
        }
        // The holder's ping is a prompt line of its own, the typed form on the next: in one line with it,
        // a phone's text took the whole sentence out as typing, and the holder was neither pinged nor told
        // (a campaign played by taps).
        return head + "\n👉 <@" + b.holder() + "> held **" + b.objective() + "** at doomsday: choose two constraints of "
                + "different kinds for the next battle, from the menu below or any others typed.\n"
                + "Typed: `/campaign choose first:<environment|design|average|size> second:<…>` (with `environment:` "
                + "`copes:` `where:`, `banned:` `ssr:`, `average:`, `size:`).";
    }

    /** The doomsday menu: pick two ready-made constraints. */
    public static List<Component.Row> menu(Campaign campaign) {
        if (campaign.awaitingChoice().isEmpty()) {
            return List.of();
        }
        List<Component.Option> options = PRESET_LIST.stream()
                .map(p -> new Component.Option(p.label(), p.value(), p.does())).toList();
        String id = ComponentIds.menu("campaign choose", Map.of("campaign", campaign.name()), "picks");
        return List.of(new Component.Row(List.of(new Component.SelectMenu(id, "Two constraints, of different kinds…",
                options, 2, 2))));
    }


    /** {@code /campaign status}. */
    public static String status(Campaign campaign) {
        List<String> lines = new ArrayList<>();
        long calledOff = campaign.battles().stream().filter(b -> b.status() == Battle.Status.CALLED_OFF).count();
        String header = "📜 Campaign **" + campaign.name() + "**: " + count((int) (campaign.battles().size() - calledOff),
                "battle") + " so far" + (calledOff == 0 ? "" : ", and " + calledOff + " called off before "
                + (calledOff == 1 ? "its" : "their") + " start")
                + ".";
        for (Battle b : campaign.battles()) {
            lines.add("• Battle " + campaign.shownNumber(b) + ": " + switch (b.status()) {
                // under what: the constraints in force were said only between battles (a campaign audit)
                // ("under none" read oddly: a docs audit)
                case PLAYING -> "being played in <#" + b.channel() + ">, " + (b.inForce().isEmpty()
                        ? "with no constraints" : "under " + constraints(b.inForce()));
                case ABANDONED -> "abandoned";
                case CALLED_OFF -> "called off before its start";
                case FINISHED -> "won by " + winners(b) + "; " + holder(b);
            } + ".");
        }
        List<String> after = new ArrayList<>();
        if (campaign.playing().isEmpty()) {
            after.add("Constraints in force for the next battle: " + constraints(campaign.constraintsForNext()) + ".");
            campaign.awaitingChoice().ifPresent(b -> after.add("Waiting on " + b.nameOf(b.holder())
                    + " to choose them (`/campaign choose`)."));
        }
        return newestThatFit(header, lines, after,
                first -> "• Battle" + (shownUpTo(campaign, first) == 1 ? " 1" : "s 1–" + shownUpTo(campaign, first))
                        + ": in `/campaign report`.");
    }

    /** {@code /campaign history}: every battle in full. */
    public static String history(Campaign campaign) {
        if (campaign.battles().isEmpty()) {
            return "📜 Campaign **" + campaign.name() + "** has no battle yet: open one with "
                    + "`/game new size:skirmish " + Typed.option("campaign", campaign.name()) + "`.";
        }
        return newestThatFit("📜 The history of **" + campaign.name() + "**:", historyOfEachBattle(campaign), List.of(),
                first -> "_(Battle" + (shownUpTo(campaign, first) == 1 ? " 1 is" : "s 1–" + shownUpTo(campaign, first)
                        + " are") + " in `/campaign report`.)_");
    }

    /** Each battle's lines in the history, oldest first, every battle (the report shows them all). */
    public static List<String> historyOfEachBattle(Campaign campaign) {
        List<String> blocks = new ArrayList<>();
        for (Battle b : campaign.battles()) {
            List<String> lines = new ArrayList<>();
            lines.add("**Battle " + campaign.shownNumber(b) + "** — " + b.opened() + (b.ended() == null || b.ended().equals(b.opened())
                    ? "" : " to " + b.ended()) + ", in <#" + b.channel() + ">, constraints: "
                    + constraints(b.inForce()) + "."); // ("under: none" read as nothing: a report review)
            switch (b.status()) {
                case PLAYING -> lines.add("  Being played.");
                case ABANDONED -> lines.add("  Abandoned" + (b.results().isEmpty() ? ""
                        : " (players: " + b.results().stream().map(Battle.Result::name).collect(Collectors.joining(", "))
                        + ")") + ": it set no constraints of its own.");
                case CALLED_OFF -> lines.add("  Called off before its start: it doesn't count.");
                case FINISHED -> {
                    lines.add("  Final scores: " + b.results().stream().map(r -> r.name() + " " + r.score())
                            .collect(Collectors.joining(", ")) + ". Winner: " + winners(b) + ".");
                    lines.add("  " + Character.toUpperCase(holder(b).charAt(0)) + holder(b).substring(1) + ".");
                    if (b.holder() != null) {
                        // chosen by the host for an absent holder: said, as the game log says "(by vincent)"
                        lines.add("  Chosen for the next battle" + (b.chosenBy() == null ? "" : " by "
                                + b.nameOf(b.chosenBy()) + " (the host), for " + b.nameOf(b.holder())) + ": "
                                + (b.chosen().isEmpty() ? "nothing yet" : constraints(b.chosen())) + ".");
                    }
                }
            }
            blocks.add(String.join("\n", lines));
        }
        return blocks;
    }

    /**
     * The header, the newest items that fit one message with the lines after them, and where the
     * rest are: a long campaign has more battles than 2,000 characters hold (a product audit,
     * 2026-11-26: its history could no longer be sent from about the fourth battle).
     *
     * @param leftOut the line said after the header when items 1 to {@code first} are left out
     */
    private static String newestThatFit(String header, List<String> items, List<String> after,
                                         IntFunction<String> leftOut) {
        List<String> all = new ArrayList<>();
        all.add(header);
        all.addAll(items);
        all.addAll(after);
        String whole = String.join("\n", all);
        if (whole.length() <= HISTORY_LIMIT) {
            return whole;
        }
        int length = header.length() + after.stream().mapToInt(line -> 1 + line.length()).sum()
                + 1 + leftOut.apply(items.size()).length();
        int kept = 0;
        while (kept < items.size() && length + 1 + items.get(items.size() - 1 - kept).length() <= HISTORY_LIMIT) {
            length += 1 + items.get(items.size() - 1 - kept).length();
            kept++;
        }
        List<String> shown = new ArrayList<>();
        shown.add(header);
        shown.add(leftOut.apply(items.size() - kept));
        shown.addAll(items.subList(items.size() - kept, items.size()));
        shown.addAll(after);
        return String.join("\n", shown);
    }

    /** The number players know the last of the campaign's first {@code count} battles by. */
    private static int shownUpTo(Campaign campaign, int count) {
        return count == 0 ? 0 : campaign.shownNumber(campaign.battles().get(count - 1));
    }

    /** What one message holds (Discord's 2,000 characters). */
    static final int HISTORY_LIMIT = LiveCard.MAX_CONTENT;

    private static String winners(Battle b) {
        return b.winners().isEmpty() ? "nobody" : b.winners().stream().map(b::nameOf)
                .collect(Collectors.joining(" and ")) + (b.winners().size() > 1 ? " (a tie)" : "");
    }

    private static String holder(Battle b) {
        String objective = b.objective() == null ? "no objective named" : "objective **" + b.objective() + "**"
                // "(orders)" was the command's word, unexplained in the list (a report review): the sentence's head
                + (b.behaviour() == null || b.behaviour() == ObjectiveBehaviour.NONE ? ""
                : " (it " + b.behaviour().words().split(":")[0] + ")");
        return objective + (b.objective() == null ? "" : " held by " + (b.holder() == null ? "nobody"
                : b.nameOf(b.holder())) + " at doomsday");
    }

    private static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
