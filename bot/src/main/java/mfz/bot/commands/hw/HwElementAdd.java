package mfz.bot.commands.hw;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stats;

/** {@code /hw element-add}: track an element in this channel; whoever adds it owns it. */
public final class HwElementAdd implements SlashCommand {

    static final CommandSpec SPEC = CommandSpec.of("element-add", "Horizon Wars: track an element in this channel",
            new OptionSpec("name", "Its name", OptionSpec.Type.STRING, true, "name", java.util.List.of(), false,
                    HwElements.MAX_NAME),
            HwOptions.number("fire", "Fire (F)", true),
            HwOptions.number("move", "Move (M)", true),
            HwOptions.number("armour", "Armour (A)", true),
            HwOptions.number("defense", "Defense (D)", true),
            HwOptions.number("presence", "Presence (P)", true),
            HwOptions.kind("kind", "mech (if not said), vehicle or infantry"));

    private final HwElements elements;

    public HwElementAdd(HwElements elements) {
        this.elements = elements;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        String name = HwElements.checkedName(request.option("name").orElseThrow());
        Stats stats = new Stats(stat(request, "fire"), stat(request, "move"), HwOptions.required(request, "armour", 1,
                Stats.MAX, ""), stat(request, "defense"), stat(request, "presence"));
        Element element = Element.fresh(name, HwOptions.kind(request, "kind", ElementKind.MECH), stats);
        elements.add(request.channelId(), request.caller().id(), element);
        return Reply.text("➕ " + HwView.element(element) + ", owned by " + request.caller().name() + ".");
    }

    private static int stat(Request request, String name) {
        return HwOptions.required(request, name, 0, Stats.MAX, "");
    }
}
