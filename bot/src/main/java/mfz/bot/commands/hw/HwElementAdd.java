package mfz.bot.commands.hw;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stats;

/** {@code /hw element-add}: track an element in this channel; whoever adds it owns it. */
public final class HwElementAdd extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("element-add", "Horizon Wars: track an element in this channel",
            new OptionSpec(HwOptions.NAME, "Its name", OptionSpec.Type.STRING, true, "name", List.of(), false,
                    HwElements.MAX_NAME),
            HwOptions.number(HwOptions.FIRE, "Fire (F)", true),
            HwOptions.number(HwOptions.MOVE, "Move (M)", true),
            HwOptions.number(HwOptions.ARMOUR, "Armour (A)", true),
            HwOptions.number(HwOptions.DEFENSE, "Defense (D)", true),
            HwOptions.number(HwOptions.PRESENCE, "Presence (P)", true),
            HwOptions.kind(HwOptions.KIND, "mech (if not said), vehicle or infantry"));

    public HwElementAdd(HwElements elements) {
        super(elements);
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        String name = HwElements.checkedName(request.option(HwOptions.NAME).orElseThrow());
        Stats stats = new Stats(stat(request, HwOptions.FIRE), stat(request, HwOptions.MOVE), HwOptions.required(request, HwOptions.ARMOUR, 1,
                Stats.MAX, ""), stat(request, HwOptions.DEFENSE), stat(request, HwOptions.PRESENCE));
        Element element = Element.fresh(name, HwOptions.kind(request, HwOptions.KIND, ElementKind.MECH), stats);
        elements.add(request.channelId(), request.caller().id(), element);
        return Reply.text("➕ " + HwView.element(element) + ", owned by " + request.caller().name() + ".");
    }

    private static int stat(Request request, String name) {
        return HwOptions.required(request, name, 0, Stats.MAX, "");
    }
}
