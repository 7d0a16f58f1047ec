package mfz.bot.commands.hw;

import java.util.List;
import java.util.stream.Collectors;
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
        String text = all.stream().map(o -> HwView.element(o.element()) + " — <@" + o.ownerUserId() + ">")
                .collect(Collectors.joining("\n"));
        return Reply.of(Embed.of("Horizon Wars elements", text).withColour(HwView.COLOUR));
    }
}
