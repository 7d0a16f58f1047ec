package mfz.bot.commands.hw;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Typed;
import mfz.rules.hw.Element;
import mfz.rules.hw.HwText;

/** {@code /hw element-recover}: put one point won by {@code /hw recover} back into a stat. */
public final class HwElementRecover extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("element-recover", "Horizon Wars: put a recovered point back",
            HwOptions.element(HwOptions.NAME, "The recovering element", true),
            HwOptions.stat(true),
            HwOptions.flag(HwOptions.OWED, "Set by the buttons; recovered points are always owed"));

    public HwElementRecover(HwElements elements) {
        super(elements);
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        Element element = elements.owned(request, HwOptions.NAME).element();
        var stat = HwOptions.stat(request);
        // The hint names the element as it is typed: "element:Red Fox" read as two options (an audit).
        if (!element.destroyed() && element.recoveriesOwed() == 0) {
            throw new PlayerError(element.name() + " has no recovered points to place: `/hw recover "
                    + Typed.option(HwOptions.ELEMENT, element.name()) + "` rolls for them.");
        }
        element.whyNoRecovery(stat).ifPresent(why -> {
            throw new PlayerError(why);
        });
        Element recovered = element.recover(stat);
        elements.update(request.channelId(), recovered);
        return Reply.text("🔧 " + recovered.name() + " gets 1 " + HwText.name(stat) + " back. "
                + HwView.element(recovered));
    }
}
