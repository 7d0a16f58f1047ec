package mfz.bot.commands.hw;

import java.util.ArrayList;
import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.HwElementStore;

/** {@code /hw elements}: every element tracked in this channel, its stats now and at the start. */
public final class HwElementList extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("elements", "Horizon Wars: the elements tracked here");

    public HwElementList(HwElements elements) {
        super(elements);
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        List<HwElementStore.Owned> all = elements.all(request.channelId());
        if (all.isEmpty()) {
            return Reply.text("No elements are tracked here. `/hw element-add name:<n> fire:<F> move:<M> armour:<A> "
                    + "defense:<D> presence:<P>` adds one.");
        }
        List<String> lines = all.stream().map(o -> HwView.element(o.element()) + " — <@" + o.ownerUserId() + ">")
                .toList();
        if (lines.stream().mapToInt(line -> line.length() + 1).sum() > MESSAGE_LIMIT) {
            // Forty elements owing hits and points, with long names, pass a message's 6,000 (a review).
            lines = new ArrayList<>(all.stream().map(o -> HwView.element(o.element())).toList());
            lines.add("_(Owners left out to fit one message.)_");
        }
        // A channel's 40 elements with long names passed Discord's 4,096 characters in one embed, and the
        // list failed whole (an audit): it goes on in a second embed.
        List<Embed> embeds = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (String line : lines) {
            if (!part.isEmpty() && part.length() + 1 + line.length() > DESCRIPTION_LIMIT) {
                embeds.add(embed(embeds.isEmpty(), part.toString()));
                part.setLength(0);
            }
            part.append(part.isEmpty() ? "" : "\n").append(line);
        }
        embeds.add(embed(embeds.isEmpty(), part.toString()));
        return new Reply("", embeds, List.of(), false);
    }

    /** Discord's longest embed description. */
    static final int DESCRIPTION_LIMIT = Embed.MAX_DESCRIPTION;

    /** What a message's embeds may hold in all, less their titles. */
    static final int MESSAGE_LIMIT = Embed.MAX_IN_A_MESSAGE - 2 * 40;

    private static Embed embed(boolean first, String text) {
        return Embed.of(first ? "Horizon Wars elements" : "Horizon Wars elements (continued)", text)
                .withColour(HwView.COLOUR);
    }
}
