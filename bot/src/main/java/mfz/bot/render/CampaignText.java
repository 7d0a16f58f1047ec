package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.campaign.Constraint;

/** A campaign in plain words: its battles, who held the objective, the constraints, the holder's choice. */
public final class CampaignText {

    /**
     * The ready-made constraints the doomsday menu offers (value → constraint); the slash
     * command {@code /campaign choose} expresses any other.
     */
    public static final Map<String, Constraint> PRESETS = presets();

    private CampaignText() {
    }

    private static Map<String, Constraint> presets() {
        Map<String, Constraint> m = new java.util.LinkedHashMap<>();
        m.put("size-skirmish", new Constraint.Size(mfz.rules.options.GameSize.SKIRMISH));
        m.put("size-battle", new Constraint.Size(mfz.rules.options.GameSize.BATTLE));
        m.put("average-3", new Constraint.Average(3));
        m.put("average-2", new Constraint.Average(2));
        m.put("no-comms", new Constraint.Design(List.of(mfz.rules.company.SystemType.COMMS), null));
        m.put("no-artillery", new Constraint.Design(List.of(mfz.rules.company.SystemType.ARTILLERY), null));
        m.put("no-ranged", new Constraint.Design(List.of(mfz.rules.company.SystemType.DIRECT_FIRE,
                mfz.rules.company.SystemType.ARTILLERY), null));
        m.put("no-defense", new Constraint.Design(List.of(mfz.rules.company.SystemType.DEFENSE), null));
        m.put("no-ssrs", new Constraint.Design(List.of(), 0));
        m.put("vacuum", new Constraint.Environment("vacuum", "air tanks", true));
        m.put("ice", new Constraint.Environment("ice", "heater", false));
        return java.util.Collections.unmodifiableMap(m);
    }

    public static String constraints(List<Constraint> list) {
        return list.isEmpty() ? "none" : list.stream().map(Constraint::words).collect(Collectors.joining("; "));
    }

    /** Said when a game opens as a battle of the campaign. */
    public static String opened(Campaign campaign) {
        Battle b = campaign.last().orElseThrow();
        return "📜 This is battle " + b.number() + " of the campaign **" + campaign.name() + "**. Constraints in force: "
                + constraints(b.inForce()) + ". Name its special objective with `/campaign objective name:<n>`."
                + campaign.lapsedChoice().map(held -> " " + held.nameOf(held.holder()) + " had not chosen the "
                + "constraints yet, so this battle has none; to let them choose, end it with `/game end` before it "
                + "starts.").orElse("");
    }

    /** Said when its last battle was ended with {@code /game end}: abandoned, or called off in its lobby. */
    public static String ended(Campaign campaign) {
        Battle b = campaign.last().orElseThrow();
        String head = "Battle " + b.number() + " of the campaign **" + campaign.name() + "**";
        if (b.status() != Battle.Status.CALLED_OFF) {
            return head + " is recorded as abandoned: it sets no constraints for the next one.";
        }
        List<Constraint> next = campaign.constraintsForNext();
        return head + " is called off before its start: it doesn't count, and the next battle opens with "
                + (next.isEmpty() ? "no constraints" : "these constraints: " + constraints(next))
                + campaign.awaitingChoice().map(held -> " unless " + held.nameOf(held.holder())
                + " chooses first (`/campaign choose`)").orElse("") + ".";
    }

    /** Said at a battle's doomsday: the holder is pinged with the choice, or nobody chooses. */
    public static String doomsday(Campaign campaign) {
        Battle b = campaign.last().orElseThrow();
        String head = "📜 Battle " + b.number() + " of **" + campaign.name() + "** is over.";
        if (b.holder() == null) {
            return head + " Nobody held " + (b.objective() == null ? "the objective" : "**" + b.objective() + "**")
                    + " at doomsday: the next battle has no constraints.";
        }
        return head + " 👉 <@" + b.holder() + "> held **" + b.objective() + "** at doomsday: choose two different "
                + "constraints for the next battle with `/campaign choose first:<environment|design|average|size> "
                + "second:<…>` (with `environment:` `copes:` `where:`, `banned:` `ssr:`, `average:`, `size:`), or two "
                + "ready-made ones from the menu.";
    }

    /** The doomsday menu: pick two ready-made constraints. */
    public static List<Component.Row> menu(Campaign campaign) {
        if (campaign.awaitingChoice().isEmpty()) {
            return List.of();
        }
        List<Component.Option> options = PRESETS.entrySet().stream()
                .map(e -> new Component.Option(e.getKey(), e.getKey(), shorten(e.getValue().words()))).toList();
        String id = ComponentIds.menu("campaign choose", Map.of("campaign", campaign.name()), "picks");
        return List.of(new Component.Row(List.of(new Component.SelectMenu(id, "Two constraints for the next battle",
                options, 2, 2))));
    }

    private static String shorten(String text) {
        return mfz.bot.core.Shortened.to(text, 100);
    }

    /** {@code /campaign status}. */
    public static String status(Campaign campaign) {
        List<String> lines = new ArrayList<>();
        long calledOff = campaign.battles().stream().filter(b -> b.status() == Battle.Status.CALLED_OFF).count();
        lines.add("📜 Campaign **" + campaign.name() + "**: " + count((int) (campaign.battles().size() - calledOff), "battle")
                + " so far" + (calledOff == 0 ? "" : ", and " + calledOff + " called off before their start") + ".");
        for (Battle b : campaign.battles()) {
            lines.add("• Battle " + b.number() + ": " + switch (b.status()) {
                case PLAYING -> "being played in <#" + b.channel() + ">";
                case ABANDONED -> "abandoned";
                case CALLED_OFF -> "called off before its start";
                case FINISHED -> "won by " + winners(b) + "; " + holder(b);
            } + ".");
        }
        if (campaign.playing().isEmpty()) {
            lines.add("Constraints in force for the next battle: " + constraints(campaign.constraintsForNext()) + ".");
            campaign.awaitingChoice().ifPresent(b -> lines.add("Waiting on " + b.nameOf(b.holder())
                    + " to choose them (`/campaign choose`)."));
        }
        return String.join("\n", lines);
    }

    /** {@code /campaign history}: every battle in full. */
    public static String history(Campaign campaign) {
        if (campaign.battles().isEmpty()) {
            return "📜 Campaign **" + campaign.name() + "** has no battle yet: open one with "
                    + "`/game new size:skirmish " + mfz.bot.core.Typed.option("campaign", campaign.name()) + "`.";
        }
        List<String> blocks = new ArrayList<>();
        for (Battle b : campaign.battles()) {
            List<String> lines = new ArrayList<>();
            lines.add("**Battle " + b.number() + "** — " + b.opened() + (b.ended() == null || b.ended().equals(b.opened())
                    ? "" : " to " + b.ended()) + ", in <#" + b.channel() + ">, under: " + constraints(b.inForce()) + ".");
            switch (b.status()) {
                case PLAYING -> lines.add("  Being played.");
                case ABANDONED -> lines.add("  Abandoned with `/game end`" + (b.results().isEmpty() ? ""
                        : " (players: " + b.results().stream().map(Battle.Result::name).collect(Collectors.joining(", "))
                        + ")") + ": it set no constraints.");
                case CALLED_OFF -> lines.add("  Called off with `/game end` before its start: it doesn't count.");
                case FINISHED -> {
                    lines.add("  Final scores: " + b.results().stream().map(r -> r.name() + " " + r.score())
                            .collect(Collectors.joining(", ")) + ". Winner: " + winners(b) + ".");
                    lines.add("  " + Character.toUpperCase(holder(b).charAt(0)) + holder(b).substring(1) + ".");
                    if (b.holder() != null) {
                        lines.add("  Chosen for the next battle: " + (b.chosen().isEmpty() ? "nothing yet"
                                : constraints(b.chosen())) + ".");
                    }
                }
            }
            blocks.add(String.join("\n", lines));
        }
        // One message holds 2,000 characters, a long campaign's battles many more (its constraints
        // are spelled out): the newest battles that fit, and where the rest are.
        String whole = "📜 The history of **" + campaign.name() + "**:";
        if (whole.length() + blocks.stream().mapToInt(b -> 1 + b.length()).sum() <= HISTORY_LIMIT) {
            return whole + "\n" + String.join("\n", blocks);
        }
        int kept = 0;
        int length = whole.length() + 100; // the note on the battles left out (under 90 characters)
        while (kept < blocks.size() && length + 1 + blocks.get(blocks.size() - 1 - kept).length() <= HISTORY_LIMIT) {
            length += 1 + blocks.get(blocks.size() - 1 - kept).length();
            kept++;
        }
        List<String> shown = new ArrayList<>(blocks.subList(blocks.size() - kept, blocks.size()));
        if (kept < blocks.size()) {
            int first = blocks.size() - kept;
            whole = "📜 The history of **" + campaign.name() + "**, its newest " + (kept == 1 ? "battle" : kept
                    + " battles") + " (battle" + (first == 1 ? " 1 is" : "s 1–" + first + " are") + " in "
                    + "`/campaign report`, with the rest):";
        }
        shown.addFirst(whole);
        return String.join("\n", shown);
    }

    /** What one message holds (Discord's 2,000 characters). */
    static final int HISTORY_LIMIT = mfz.bot.core.LiveCard.MAX_CONTENT;

    private static String winners(Battle b) {
        return b.winners().isEmpty() ? "nobody" : b.winners().stream().map(b::nameOf)
                .collect(Collectors.joining(" and ")) + (b.winners().size() > 1 ? " (a tie)" : "");
    }

    private static String holder(Battle b) {
        String objective = b.objective() == null ? "no objective named" : "objective **" + b.objective() + "**"
                + (b.behaviour() == null ? "" : " (" + b.behaviour().word() + ")");
        return objective + (b.objective() == null ? "" : " held by " + (b.holder() == null ? "nobody"
                : b.nameOf(b.holder())) + " at doomsday");
    }

    private static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
