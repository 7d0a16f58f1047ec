package mfz.bot.commands.hw;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/** {@code /hw element-remove}: stop tracking an element. */
public final class HwElementRemove implements SlashCommand {

    static final CommandSpec SPEC = CommandSpec.of("element-remove", "Horizon Wars: stop tracking an element",
            HwOptions.element("name", "The element", true));

    private final HwElements elements;

    public HwElementRemove(HwElements elements) {
        this.elements = elements;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        String name = elements.find(request.channelId(), request.option("name").orElseThrow()).element().name();
        elements.remove(request.channelId(), name);
        return Reply.text("➖ " + name + " is no longer tracked here.");
    }

    @Override
    public List<String> suggest(Request request, String option) {
        return option.equals("name") ? elements.names(request.channelId()) : List.of();
    }
}
