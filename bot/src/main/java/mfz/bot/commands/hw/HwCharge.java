package mfz.bot.commands.hw;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.Embed;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.HwElementStore;
import mfz.rules.dice.Dice;
import mfz.rules.hw.Charge;
import mfz.rules.hw.ChargeRoll;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.HwText;
import mfz.rules.hw.Stat;

/**
 * {@code /hw charge}: the charger's value alone, or with the defender's Presence (or two named
 * elements) the whole charge with its special resolutions: each side takes half the other's
 * value, rounded down (RULES.md §11). Named elements bring their own stats (a number typed over
 * them is refused). Damage to named elements waits for their owners to say where it goes; an
 * element destroyed outright loses its Armour. Damage to another's element is written only when
 * it comes from the charger's own element ({@link HwElements#writesDamage}).
 */
public final class HwCharge extends HwCommand {

    static final CommandSpec SPEC = CommandSpec.of("charge", "Horizon Wars: roll a charge",
            HwOptions.number(HwOptions.PRESENCE, "The charger's Presence (P)", false),
            HwOptions.flag(HwOptions.MOVED, "The charger moved: +1"),
            HwOptions.flag(HwOptions.MOVED_FAR, "The charger moved more than 4\": +1 more"),
            HwOptions.kind(HwOptions.ATTACKER, "What charges (mech if not said)"),
            HwOptions.kind(HwOptions.DEFENDER, "What is charged (mech if not said)"),
            HwOptions.number(HwOptions.DEFENDER_PRESENCE, "The defender's Presence: resolve the whole charge", false),
            HwOptions.flag(HwOptions.COUNTER, "The defender counter-charged (moved up to 1\"): +1; vehicles can't"),
            HwOptions.element(HwOptions.FROM, "The charging element", false),
            HwOptions.element(HwOptions.AT, "The charged element", false));

    private final Dice dice;

    public HwCharge(Dice dice, HwElements elements) {
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
        HwElements.notAtItself(from, at, "charge");
        HwElements.ownStats(request, HwOptions.FROM, from, HwOptions.PRESENCE, HwOptions.ATTACKER);
        HwElements.ownStats(request, HwOptions.AT, at, HwOptions.DEFENDER_PRESENCE, HwOptions.DEFENDER);
        boolean writes = at.isEmpty() || HwElements.writesDamage(request, from);
        ElementKind attackerKind = HwOptions.kind(request, HwOptions.ATTACKER,
                from.map(f -> f.element().kind()).orElse(ElementKind.MECH));
        ElementKind defenderKind = HwOptions.kind(request, HwOptions.DEFENDER,
                at.map(t -> t.element().kind()).orElse(ElementKind.MECH));
        int presence = HwOptions.number(request, HwOptions.PRESENCE, 0, ChargeRoll.MAX_DICE)
                .or(() -> from.map(f -> f.element().start().presence()))
                .orElseThrow(() -> new PlayerError("Say the charger's Presence: `presence:<n>`, or `from:<element>`."));
        boolean movedFar = HwOptions.flag(request, HwOptions.MOVED_FAR);
        if (movedFar && request.option(HwOptions.MOVED).map(Boolean::parseBoolean).filter(m -> !m).isPresent()) {
            // It went ahead as moved, overriding the false without a word (an audit of the HW helper).
            throw new PlayerError("`moved-far:true` says the charger moved, and `moved:false` that it didn't: give "
                    + "one of them.");
        }
        boolean moved = movedFar || HwOptions.flag(request, HwOptions.MOVED);
        from.flatMap(f -> f.element().whyNoChargeMove(moved, movedFar)).ifPresent(why -> {
            throw new PlayerError(why);
        });
        // A counter-charge moves up to 1" (the seed's summary): +1 for moving, never +1 more for over 4"
        // (an adversarial test: an option gave it).
        boolean counter = HwOptions.flag(request, HwOptions.COUNTER);
        if (counter && defenderKind == ElementKind.VEHICLE) {
            throw new PlayerError("A vehicle can't counter-charge.");
        }
        if (counter) {
            at.flatMap(defending -> defending.element().whyNoCounterCharge()).ifPresent(why -> {
                throw new PlayerError(why);
            });
        }
        Optional<Integer> defenderPresence = HwOptions.number(request, HwOptions.DEFENDER_PRESENCE, 0, ChargeRoll.MAX_DICE)
                .or(() -> at.map(t -> t.element().start().presence()));
        String charger = from.map(f -> f.element().name()).orElse(request.caller().name());
        if (defenderPresence.isEmpty()) {
            // Said, not dropped: a counter-charge or a defender's kind with no defender read as a plain charge.
            if (counter || request.option(HwOptions.DEFENDER).filter(kind -> !kind.isBlank()).isPresent()) {
                throw new PlayerError("`" + (counter ? HwOptions.COUNTER : HwOptions.DEFENDER) + ":` needs the "
                        + "defender: give `" + HwOptions.DEFENDER_PRESENCE + ":<n>`, or `" + HwOptions.AT
                        + ":<element>`.");
            }
            ChargeRoll roll = ChargeRoll.roll(attackerKind, presence, moved, movedFar, dice);
            return Reply.of(Embed.of("⚔️ " + charger + " charges: " + roll.value(), line("Charge", roll))
                    .withColour(HwView.COLOUR));
        }
        Charge charge = Charge.roll(new Charge.Side(attackerKind, presence, moved, movedFar),
                new Charge.Side(defenderKind, defenderPresence.get(), counter, false), dice);
        // Unnamed, by its kind: in a charge back "the defender" was the one charging (an audit).
        String defenderName = at.map(t -> t.element().name()).orElse(unnamed(defenderKind));
        Charge last = charge.last();
        boolean swapped = charge.rematch().isPresent();
        List<Component.Row> rows = new ArrayList<>();
        Written attacker = written(from, swapped ? last.damageToDefender()
                : last.damageToAttacker(), swapped ? last.fate() == Charge.Fate.DEFENDER_DESTROYED
                : last.fate() == Charge.Fate.ATTACKER_DESTROYED);
        Written defender = written(writes ? at : Optional.empty(), swapped ? last.damageToAttacker()
                : last.damageToDefender(), swapped ? last.fate() == Charge.Fate.ATTACKER_DESTROYED
                : last.fate() == Charge.Fate.DEFENDER_DESTROYED);
        // Destroyed by its hits, it falls back or moves on nowhere (a review: it was still told to).
        StringBuilder text = new StringBuilder();
        describe(charge, charger, defenderName, attacker.destroyedByHits().isPresent(),
                defender.destroyedByHits().isPresent(), text);
        Embed embed = Embed.of("⚔️ " + charger + " charges " + defenderName, text.toString().strip())
                .withColour(HwView.COLOUR);
        if (!writes) {
            embed = embed.withField(defenderName, HwElements.notWritten(), false);
        }
        // Both sides in one transaction: all of the charge is stored, or none of it.
        elements.update(request.channelId(), Stream.of(attacker, defender)
                .flatMap(side -> side.element().stream()).toList());
        Optional<HwElementStore.Owned> hurtAttacker = attacker.hurt();
        Optional<HwElementStore.Owned> hurtDefender = defender.hurt();
        List<HwElementStore.Owned> hurts = List.of(hurtAttacker, hurtDefender).stream().flatMap(Optional::stream).toList();
        for (HwElementStore.Owned hurt : hurts) {
            embed = embed.withField(hurt.element().name(), "<@" + hurt.ownerUserId() + ">: take "
                    + HwText.count(hurt.element().hitsOwed(), "hit") + " from Fire, Move or Armour "
                    + "(`/hw element-hit`).", false);
            rows.addAll(HwView.statButtons("hw element-hit", hurt, "−1"));
        }
        List<HwElementStore.Owned> gone = Stream.of(attacker, defender)
                .flatMap(side -> side.destroyedByHits().stream()).toList();
        for (HwElementStore.Owned destroyed : gone) {
            embed = embed.withField(destroyed.element().name(), HwView.destroyedOutright(destroyed), false);
        }
        // Destroyed by the charge's result: another player finds it named below too (a review), not
        // pinged, since it leaves them nothing to do (as a shot's); the caller read it in the charge's words.
        for (HwElementStore.Owned destroyed : Stream.of(attacker, defender)
                .flatMap(side -> side.destroyedByCharge().stream())
                .filter(owned -> !owned.ownerUserId().equals(request.caller().id())).toList()) {
            embed = embed.withField(destroyed.element().name(), "<@" + destroyed.ownerUserId() + ">: **destroyed** by "
                    + "the charge.", false);
        }
        // Every owner whose element now owes hits is told in the text, where a mention notifies; one
        // destroyed has nothing to do, and finds it below.
        List<HwElementStore.Owned> told = Stream.of(attacker, defender)
                .flatMap(side -> side.hurt().stream()).toList();
        return HwView.pingingOwners(Reply.of(embed).withRows(rows), request, told);
    }

    /**
     * What a charge writes of one side: the element as it now stands (none: unchanged), and it
     * again when its owner has hits to place, when its hits destroyed it at once, or when the
     * charge's result destroyed it (its owner is pinged each time).
     */
    private record Written(Optional<Element> element, Optional<HwElementStore.Owned> hurt,
                           Optional<HwElementStore.Owned> destroyedByHits, Optional<HwElementStore.Owned> destroyedByCharge) {
        static final Written NOTHING = new Written(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** The damage on a named element, worked out, not yet stored. */
    private static Written written(Optional<HwElementStore.Owned> side, int damage, boolean destroyed) {
        if (side.isEmpty()) {
            return Written.NOTHING;
        }
        Element element = side.get().element();
        if (destroyed) {
            // Its damage track counts the charge's damage and the hits it still owed: "damage 0 — destroyed" read
            // as unhurt, and owed hits vanished (an audit of the HW helper).
            Element gone = new Element(element.name(), element.kind(), element.start(),
                    element.now().with(Stat.ARMOUR, 0), element.damage() + element.hitsOwed() + damage, 0, 0);
            return new Written(Optional.of(gone), Optional.empty(), Optional.empty(),
                    Optional.of(new HwElementStore.Owned(gone, side.get().ownerUserId())));
        }
        if (damage == 0) {
            return Written.NOTHING;
        }
        Element owing = element.owingHits(damage);
        HwElementStore.Owned owned = new HwElementStore.Owned(owing, side.get().ownerUserId());
        // Hits as many as it has Fire, Move and Armour left destroy it: none to place.
        return owing.destroyed() ? new Written(Optional.of(owing), Optional.empty(), Optional.of(owned), Optional.empty())
                : new Written(Optional.of(owing), Optional.of(owned), Optional.empty(), Optional.empty());
    }

    /**
     * The damage the survivor of a destroying charge still takes, as the hits it then owes: the
     * reply said only who was destroyed, and a box of hits to place came unexplained.
     */
    private static String survivorTakes(String survivor, int damage, ChargeRoll own,
                                        ChargeRoll other) {
        if (damage == 0) {
            return "";
        }
        return " " + capitalised(survivor) + " takes " + damage + " (half the other's value, rounded down"
                + (own.kind().isInfantry() && !other.kind().isInfantry() ? "; the infantry halves it again, rounding up"
                : "") + ").";
    }

    /**
     * The charge in words; {@code attackerGone}, {@code defenderGone}: whether its damage destroyed
     * that side at once, which then moves nowhere (by side, not by name: a caller named as an
     * element hid its line, a review).
     */
    private static void describe(Charge charge, String attacker, String defender, boolean attackerGone,
                                 boolean defenderGone, StringBuilder text) {
        text.append(line(attacker, charge.attacker())).append('\n').append(line(defender, charge.defender()))
                .append('\n');
        if (charge.rematch().isPresent()) {
            text.append("The infantry wins and charges back at once:\n");
            describe(charge.rematch().get(), defender, attacker, defenderGone, attackerGone, text);
            return;
        }
        switch (charge.fate()) {
            case ATTACKER_DESTROYED -> text.append(capitalised(attacker)).append(" is destroyed.")
                    .append(survivorTakes(defender, charge.damageToDefender(), charge.defender(), charge.attacker()))
                    .append('\n');
            case DEFENDER_DESTROYED -> text.append(capitalised(defender)).append(" is destroyed.")
                    .append(survivorTakes(attacker, charge.damageToAttacker(), charge.attacker(), charge.defender()))
                    .append('\n');
            case NONE -> text.append(capitalised(attacker)).append(" takes ").append(charge.damageToAttacker())
                    .append(", ")
                    .append(defender).append(" takes ").append(charge.damageToDefender())
                    .append(" (half the other's value, rounded down")
                    .append(charge.attacker().kind().isInfantry() && !charge.defender().kind().isInfantry()
                            ? "; the infantry halves its own again, rounding up" : "")
                    .append(")")
                    // whichever takes more is destroyed: with as much each, say that neither is (an audit)
                    .append(charge.attacker().kind().isInfantry() && charge.defender().kind().isInfantry()
                            ? ": as much each, so neither is destroyed" : "")
                    .append(".\n");
        }
        String moving = switch (charge.movement()) {
            case ATTACKER_FALLS_BACK -> capitalised(attacker) + " falls back 1\".";
            case DEFENDER_FALLS_BACK -> capitalised(defender) + " falls back 1\".";
            case ATTACKER_MOVES_ON -> capitalised(attacker) + " moves on 1\".";
            case NONE -> null;
        };
        boolean moverGone = charge.movement() == Charge.Movement.DEFENDER_FALLS_BACK ? defenderGone : attackerGone;
        if (moving != null && !moverGone) {
            text.append(moving).append('\n');
        }
    }

    /** An unnamed side, by its kind: "the infantry". */
    private static String unnamed(ElementKind kind) {
        return "the " + kind.name().toLowerCase(Locale.ROOT);
    }

    /**
     * A side's name starting a sentence: "The infantry falls back" ("the defender falls back" read
     * as a slip); a name a player chose ("the Twins") stays as typed.
     */
    private static String capitalised(String who) {
        return Arrays.stream(ElementKind.values()).map(HwCharge::unnamed).anyMatch(who::equals)
                ? "The " + who.substring("the ".length()) : who;
    }

    private static String line(String who, ChargeRoll roll) {
        return capitalised(who) + ": " + HwView.dice(roll.dice()) + " → highest " + roll.highest() + " + "
                + roll.bonus()
                + " = **" + roll.value() + "**";
    }
}
