package mfz.bot.commands.hw;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.hw.Element;
import mfz.rules.hw.HwText;

/**
 * {@code /hw element-hit}: one point of damage off Fire, Move or Armour. Typed, it records
 * any hit; from a shot's button ({@code owed:true}) it only places a hit still waiting, so a
 * second tap does nothing.
 */
public final class HwElementHit extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("element-hit", "Horizon Wars: take one hit from a stat",
            HwOptions.element(HwOptions.NAME, "The element hit", true),
            HwOptions.stat(true),
            HwOptions.flag(HwOptions.OWED, "Only a hit still waiting (the buttons set this)"));

    public HwElementHit(HwElements elements) {
        super(elements);
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        Element element = elements.owned(request, HwOptions.NAME).element();
        // Destroyed first: a hit button left under its shot said "has no hits waiting" (an audit of the HW helper).
        if (HwOptions.flag(request, HwOptions.OWED) && element.hitsOwed() == 0 && !element.destroyed()) {
            throw new PlayerError(element.name() + " has no hits waiting: nothing was changed.");
        }
        var stat = HwOptions.stat(request);
        element.whyNoHit(stat).ifPresent(why -> {
            throw new PlayerError(why);
        });
        Element hit = element.hit(stat);
        elements.update(request.channelId(), hit);
        int dropped = hit.destroyed() ? Math.max(0, element.hitsOwed() - 1) : 0;
        String text = "💥 " + hit.name() + " loses 1 " + HwText.name(stat) + ". " + HwView.element(hit)
                + (dropped > 0 ? " Destroyed, it places no more hits: " + HwText.count(dropped, "hit") + " owed "
                + (dropped == 1 ? "falls" : "fall") + " away."
                : "");
        return Reply.text(text);
    }
}
