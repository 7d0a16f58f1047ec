package mfz.bot.commands.hw;

import java.util.List;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/**
 * A {@code /hw} subcommand: the channel's elements at hand, and every option that names an
 * element (declared with {@link HwOptions#element}) suggested from them, so no subcommand
 * writes its own autocomplete.
 */
abstract class HwCommand implements SlashCommand {

    protected final HwElements elements;

    HwCommand(HwElements elements) {
        this.elements = elements;
    }

    @Override
    public final List<String> suggest(Request request, String option) {
        boolean namesAnElement = spec().options().stream()
                .anyMatch(o -> o.name().equals(option) && o.autocomplete());
        return namesAnElement ? elements.names(request.channelId()) : List.of();
    }

    /** The options of this spec that name an element, for tests. */
    final List<String> elementOptions() {
        return spec().options().stream().filter(OptionSpec::autocomplete).map(OptionSpec::name).toList();
    }
}
