package mfz.bot.commands.hw;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;

/** {@code /hw element-remove}: stop tracking an element; only its owner (or a channel manager) may. */
public final class HwElementRemove extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("element-remove", "Horizon Wars: stop tracking an element",
            HwOptions.element(HwOptions.NAME, "The element", true));

    public HwElementRemove(HwElements elements) {
        super(elements);
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        String name = elements.owned(request, HwOptions.NAME).element().name();
        elements.remove(request.channelId(), name);
        return Reply.text("➖ " + name + " is no longer tracked here.");
    }
}
