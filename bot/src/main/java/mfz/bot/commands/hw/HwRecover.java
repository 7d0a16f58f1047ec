package mfz.bot.commands.hw;

import java.util.List;
import java.util.Optional;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.HwElementStore;
import mfz.rules.dice.Dice;
import mfz.rules.hw.Element;
import mfz.rules.hw.HwText;
import mfz.rules.hw.Recovery;

/**
 * {@code /hw recover}: Defense d12s, one point back for each above the damage taken. For a
 * named element the points wait for its owner to place them (never above a stat's start).
 */
public final class HwRecover extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("recover", "Horizon Wars: roll a recovery",
            HwOptions.number(HwOptions.DEFENSE, "Defense (D): how many dice", false),
            HwOptions.number(HwOptions.DAMAGE, "The damage taken in all", false),
            HwOptions.element(HwOptions.ELEMENT, "The recovering element: its D and damage", false));

    private final Dice dice;

    public HwRecover(Dice dice, HwElements elements) {
        super(elements);
        this.dice = dice;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        Optional<HwElementStore.Owned> owned = elements.named(request, HwOptions.ELEMENT);
        // The points it gives back are the element's: its owner rolls for them.
        owned.ifPresent(element -> HwElements.checkOwner(request, element));
        HwElements.ownStats(request, HwOptions.ELEMENT, owned, HwOptions.DEFENSE, HwOptions.DAMAGE);
        Optional<Element> element = owned.map(HwElementStore.Owned::element);
        if (element.isPresent() && element.get().destroyed()) {
            throw new PlayerError(element.get().name() + " is destroyed: it recovers nothing.");
        }
        if (element.isPresent() && element.get().hitsOwed() > 0) {
            // The damage a recovery must beat is all it took, the hits not yet placed included.
            throw new PlayerError(element.get().name() + " still has " + HwText.count(element.get().hitsOwed(), "hit")
                    + " to place (`/hw element-hit`): place " + HwText.itOrThem(element.get().hitsOwed())
                    + " first, then roll to recover against all its damage.");
        }
        if (element.isPresent() && element.get().damage() > 0
                && element.get().lost() <= element.get().recoveriesOwed()) {
            // Rolled anyway, it read "recovers nothing" over dice above the damage (an audit of the HW helper).
            throw new PlayerError(element.get().name() + "'s stats are all back at their start"
                    + (element.get().recoveriesOwed() > 0 ? " once the points it owes are placed" : "")
                    + ": there is nothing to recover.");
        }
        int defense = HwOptions.number(request, HwOptions.DEFENSE, 0, Recovery.MAX_DICE)
                .or(() -> element.map(e -> e.start().defense()))
                .orElseThrow(() -> new PlayerError("Say how many dice: `defense:<n>`, or `element:<name>`."));
        int damage = HwOptions.number(request, HwOptions.DAMAGE, 0, 100).or(() -> element.map(Element::damage))
                .orElseThrow(() -> new PlayerError("Say the damage taken: `damage:<n>`, or `element:<name>`."));
        String who = element.map(Element::name).orElse(request.caller().name());
        if (damage == 0) {
            // Every die would be "above" no damage, yet nothing comes back (an audit: "recovers 3 points").
            return Reply.of(recovered(who, 0, "It has taken no damage: there is nothing to recover."));
        }
        Recovery recovery = Recovery.roll(defense, damage, dice);
        int restored = recovery.restored();
        String rolled = defense == 0 ? "With Defense 0 it rolls no dice: nothing comes back."
                : "Defense " + defense + "d12: " + HwView.dice(recovery.rolls()) + " — above " + damage + " damage: "
                        + restored;
        if (owned.isEmpty() || restored == 0) {
            return Reply.of(recovered(who, restored, rolled));
        }
        // (with every stat at its start it was refused above: some point comes back)
        Element owing = element.get().owingRecoveries(restored);
        elements.update(request.channelId(), owing);
        HwElementStore.Owned now = new HwElementStore.Owned(owing, owned.get().ownerUserId());
        int dropped = element.get().recoveriesOwed() + restored - owing.recoveriesOwed();
        // The points that come back, not the dice above the damage: "recovers 3 points" over "put 1 point back"
        // (an audit of the HW helper).
        Embed embed = recovered(who, restored - dropped, rolled);
        // Rolled by a channel manager for another player's element: its owner places the points, so is
        // pinged in the text (a mention in an embed notifies nobody; an audit).
        return HwView.pingingOwners(Reply.of(embed.withField(owing.name(), "<@" + now.ownerUserId() + ">: put "
                        + HwText.count(owing.recoveriesOwed(), "point") + " back into Fire, Move or Armour "
                        + "(`/hw element-recover`)."
                        + (dropped > 0 ? " " + dropped + " more would go above where its stats started." : ""), false))
                .withRows(HwView.statButtons("hw element-recover", now, "+1")), request, List.of(now),
                "your element recovered points to place (below).");
    }

    private static Embed recovered(String who, int points, String rolled) {
        return Embed.of("🔧 " + who + (points == 0 ? " recovers nothing" : " recovers " + points
                + (points == 1 ? " point" : " points")), rolled).withColour(HwView.COLOUR);
    }
}
