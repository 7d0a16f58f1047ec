package mfz.bot.commands.hw;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.Embed;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Typed;
import mfz.bot.store.HwElementStore;
import mfz.rules.dice.Dice;
import mfz.rules.hw.Element;
import mfz.rules.hw.HwText;
import mfz.rules.hw.Odds;
import mfz.rules.hw.Shot;
import mfz.rules.hw.ShotSetup;

/**
 * {@code /hw shoot}: rolls Fire against Incoming and groups what is left into the most hits.
 * Between named elements ({@code from}, {@code at}) their stats are used (a number typed over
 * them is refused), and the hits wait on the target for its owner to say where they go, when
 * it comes from the shooter's own element ({@link HwElements#writesDamage}). A target at Armour 0 is
 * destroyed: a shot at it (or its odds) is refused.
 */
public final class HwShoot extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("shoot", "Horizon Wars: roll a shot, cancel Incoming, group the hits",
            HwOptions.number(HwOptions.RANGE, "Measured range in inches", true),
            HwOptions.number(HwOptions.FIRE, "The shooter's Fire (F)", false),
            HwOptions.number(HwOptions.ARMOUR, "The target's Armour (A)", false),
            HwOptions.number(HwOptions.INCOMING, "The target's Incoming dice (its Defense, D)", false),
            HwOptions.number(HwOptions.COVER, "Cover added to the range", false),
            HwOptions.flag(HwOptions.MOVING, "Move & Shoot: half the Fire dice, rounding up"),
            HwOptions.element(HwOptions.FROM, "The shooting element", false),
            HwOptions.element(HwOptions.AT, "The target element", false));

    private final Dice dice;

    public HwShoot(Dice dice, HwElements elements) {
        super(elements);
        this.dice = dice;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        Optional<HwElementStore.Owned> from = elements.actingWith(request, HwOptions.FROM);
        Optional<HwElementStore.Owned> at = elements.standing(request, HwOptions.AT);
        HwElements.notAtItself(from, at, "shoot at");
        HwElements.ownStats(request, HwOptions.FROM, from, HwOptions.FIRE);
        HwElements.ownStats(request, HwOptions.AT, at, HwOptions.ARMOUR, HwOptions.INCOMING);
        boolean writes = HwElements.writesDamage(request, from);
        // Hits still owed may come off Armour as the target's owner places them: until then it isn't known
        // (an audit: a target owing hits was shot at its old Armour). The odds, which write nothing, may ask.
        at.map(HwElementStore.Owned::element).filter(e -> e.hitsOwed() > 0).ifPresent(e -> {
            throw new PlayerError("`" + e.name() + "` still owes " + HwText.count(e.hitsOwed(), "hit")
                    + " to place, so its Armour isn't known yet: its owner places " + HwText.itOrThem(e.hitsOwed())
                    + " first (`/hw element-hit " + Typed.option(HwOptions.NAME, e.name())
                    + " stat:<fire|move|armour>`), then "
                    + "shoot.");
        });
        ShotSetup setup = setup(request, from.map(HwElementStore.Owned::element), at.map(HwElementStore.Owned::element));
        Shot shot = Shot.roll(setup, dice);
        String title = "🎯 " + from.map(f -> f.element().name()).orElse(request.caller().name()) + " shoots"
                + at.map(t -> " at " + t.element().name()).orElse("") + ": " + shot.hits()
                + (shot.hits() == 1 ? " hit" : " hits");
        Embed embed = Embed.of(title, describe(shot)).withColour(HwView.COLOUR);
        if (setup.fireDice() <= Odds.MAX_FIRE && setup.incoming() <= Odds.MAX_INCOMING) {
            embed = embed.withField("Odds of this shot",
                    HwView.odds(Odds.exact(setup.fireDice(), setup.incoming(), setup.effectiveRange())), false);
        }
        List<Component.Row> rows = new ArrayList<>();
        if (at.isPresent() && shot.hits() > 0 && !writes) {
            embed = embed.withField(at.get().element().name(), HwElements.notWritten(), false);
        } else if (at.isPresent() && shot.hits() > 0) {
            Element target = at.get().element().owingHits(shot.hits());
            elements.update(request.channelId(), target);
            HwElementStore.Owned owned = new HwElementStore.Owned(target, at.get().ownerUserId());
            if (target.destroyed()) {
                // As many hits as it had Fire, Move and Armour left: nothing to place (it read "take 0 hit(s)").
                embed = embed.withField(target.name(), HwView.destroyedOutright(owned), false);
                return Reply.of(embed);
            }
            embed = embed.withField(target.name(), "<@" + owned.ownerUserId() + ">: take "
                    + HwText.count(target.hitsOwed(), "hit") + ", one point each from Fire, Move or Armour "
                    + "(`/hw element-hit`).", false);
            rows.addAll(HwView.statButtons("hw element-hit", owned, "−1"));
            return HwView.pingingOwners(Reply.of(embed).withRows(rows), request, List.of(owned));
        }
        return Reply.of(embed).withRows(rows);
    }

    static String describe(Shot shot) {
        ShotSetup setup = shot.setup();
        StringBuilder text = new StringBuilder();
        text.append("Effective range ").append(setup.effectiveRange()).append(" (range ").append(setup.range())
                .append(" + Armour ").append(setup.armour());
        if (setup.cover() > 0) {
            text.append(" + cover ").append(setup.cover());
        }
        text.append(")\n");
        text.append("Fire ").append(setup.fireDice()).append("d12").append(setup.moving() ? " (moving)" : "")
                .append(": ").append(HwView.dice(shot.fire())).append('\n');
        // No Incoming dice, no line: "Incoming 0d12: — — cancelled —" (an audit)
        if (setup.incoming() > 0) {
            text.append("Incoming ").append(setup.incoming()).append("d12: ").append(HwView.dice(shot.incoming()))
                    .append(" — cancelled ").append(HwView.dice(shot.cancelled())).append('\n');
        }
        List<String> groups = shot.grouping().groups().stream()
                .map(g -> "[" + String.join("+", g.stream().map(String::valueOf).toList()) + " = "
                        + g.stream().mapToInt(Integer::intValue).sum() + "]")
                .toList();
        text.append("Groups: ").append(groups.isEmpty() ? "none" : String.join(" ", groups));
        if (!shot.grouping().unused().isEmpty()) {
            text.append(" — unused ").append(HwView.dice(shot.grouping().unused()));
        }
        return text.toString();
    }

    static ShotSetup setup(Request request, Optional<Element> from, Optional<Element> at) {
        int fire = HwOptions.number(request, HwOptions.FIRE, 1, ShotSetup.MAX_FIRE).or(() -> from.map(f -> f.now().fire()))
                .orElseThrow(() -> new PlayerError("Say the shooter's Fire: `fire:<n>`, or `from:<element>`."));
        if (fire == 0) {
            throw new PlayerError(from.map(Element::name).orElse("The shooter") + " has no Fire left: it can't shoot.");
        }
        Optional<Integer> typedArmour = HwOptions.number(request, HwOptions.ARMOUR, 0, 20);
        int armour = typedArmour.or(() -> at.map(t -> t.now().armour()))
                .orElseThrow(() -> new PlayerError("Say the target's Armour: `armour:<n>`, or `at:<element>`."));
        // Armour 0 is a destroyed target: refused before anything is rolled (RULES.md §11).
        String target = typedArmour.isPresent() ? "The target" : at.map(Element::name).orElse("The target");
        ShotSetup.whyNoShotAt(target, armour).ifPresent(why -> {
            throw new PlayerError(why);
        });
        int incoming = HwOptions.number(request, HwOptions.INCOMING, 0, ShotSetup.MAX_INCOMING)
                .or(() -> at.map(t -> t.start().defense()))
                .orElseThrow(() -> new PlayerError("Say the target's Incoming dice: `incoming:<n>`, or `at:<element>`."));
        int range = HwOptions.required(request, HwOptions.RANGE, 0, 200, "Say the range: `range:<inches>`.");
        int cover = HwOptions.number(request, HwOptions.COVER, 0, 20).orElse(0);
        boolean moving = HwOptions.flag(request, HwOptions.MOVING);
        if (moving && from.isPresent() && from.get().now().move() == 0) {
            // As a charge with no Move has no `moved` (an audit: Move 0 rolled "Fire 2d12 (moving)").
            throw new PlayerError(from.get().name() + " has no Move left: it shoots without moving (no `moving`).");
        }
        return new ShotSetup(fire, range, armour, cover, incoming, moving);
    }
}
