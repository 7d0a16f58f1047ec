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
        if (HwOptions.flag(request, HwOptions.OWED) && element.hitsOwed() == 0) {
            throw new PlayerError(element.name() + " has no hits waiting: nothing was changed.");
        }
        var stat = HwOptions.stat(request);
        element.whyNoHit(stat).ifPresent(why -> {
            throw new PlayerError(why);
        });
        Element hit = element.hit(stat);
        elements.update(request.channelId(), hit);
        String text = "💥 " + hit.name() + " loses 1 " + HwText.name(stat) + ". " + HwView.element(hit);
        return Reply.text(text);
    }
}
