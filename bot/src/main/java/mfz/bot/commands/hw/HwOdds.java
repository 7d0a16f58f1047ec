package mfz.bot.commands.hw;

import java.util.List;
import java.util.Optional;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.HwElementStore;
import mfz.rules.hw.Element;
import mfz.rules.hw.HwText;
import mfz.rules.hw.Odds;
import mfz.rules.hw.ShotSetup;

/** {@code /hw odds}: the exact chance of each number of hits of a shot, rolling nothing. */
public final class HwOdds extends HwCommand {

    static final CommandSpec SPEC = new CommandSpec("odds", "Horizon Wars: the exact chances of a shot's hits",
            HwShoot.SPEC.options(), List.of());

    public HwOdds(HwElements elements) {
        super(elements);
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        Optional<HwElementStore.Owned> shooter = elements.standing(request, HwOptions.FROM);
        // refused like the shot at a destroyed element, whatever armour: is typed over its 0
        Optional<HwElementStore.Owned> target = elements.standing(request, HwOptions.AT);
        HwElements.notAtItself(shooter, target, "shoot at");
        Optional<Element> from = shooter.map(HwElementStore.Owned::element);
        Optional<Element> at = target.map(HwElementStore.Owned::element);
        ShotSetup setup = HwShoot.setup(request, from, at);
        if (setup.fireDice() > Odds.MAX_FIRE || setup.incoming() > Odds.MAX_INCOMING) {
            throw new PlayerError("The odds are worked out for up to " + Odds.MAX_FIRE + " Fire dice and "
                    + Odds.MAX_INCOMING + " Incoming dice.");
        }
        Odds odds = Odds.exact(setup.fireDice(), setup.incoming(), setup.effectiveRange());
        String title = "📊 " + setup.fireDice() + (setup.fireDice() == 1 ? " Fire die" : " Fire dice") + " against "
                + setup.incoming() + " Incoming at " + setup.effectiveRange();
        // What the title's numbers are, as the shot says them: "4 Fire dice … at 14" hid the halving for moving and
        // that 14 is the effective range (an audit of the HW helper); and a target still owing hits may yet lose
        // Armour, which the shot itself refuses to guess.
        String setupLine = "Effective range " + setup.effectiveRange() + " (range " + setup.range() + " + Armour "
                + setup.armour() + (setup.cover() > 0 ? " + cover " + setup.cover() : "") + ")"
                + (setup.moving() ? "; Fire " + setup.fire() + ", halved for moving" : "") + ".\n";
        String owing = at.filter(e -> e.hitsOwed() > 0).map(e -> e.name() + " still owes "
                + HwText.count(e.hitsOwed(), "hit") + ": its Armour may drop before a shot.\n").orElse("");
        return Reply.of(Embed.of(title, setupLine + owing + HwView.odds(odds)).withColour(HwView.COLOUR)
                .withFooter("Exact, with the best grouping of every roll."));
    }
}
