package mfz.bot.commands.hw;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Request;
import mfz.bot.core.Typed;
import mfz.bot.store.HwElementStore;
import mfz.bot.store.StoreException;
import mfz.rules.company.Names;
import mfz.rules.hw.Element;
import mfz.rules.hw.HwText;

/** A channel's Horizon Wars elements, for the {@code /hw} commands: refusals in player words. */
public final class HwElements {

    public static final int MAX_NAME = 24;

    private final HwElementStore store;
    private final Clock clock;

    public HwElements(HwElementStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    public HwElementStore.Owned find(String channelId, String name) {
        try {
            return store.find(channelId, name.strip()).orElseThrow(() -> new PlayerError(
                    "There is no element called `" + name.strip() + "` in this channel. `/hw elements` lists them."));
        } catch (StoreException e) {
            throw new IllegalStateException("could not read an element: " + e.getMessage(), e);
        }
    }

    /** The element an optional option names, when it is given. */
    Optional<HwElementStore.Owned> named(Request request, String option) {
        return request.option(option).map(name -> find(request.channelId(), name));
    }

    /**
     * The element a roll is made with ({@code from:}), standing, and only its owner's to act with:
     * a shot or a charge may write damage back to it.
     */
    Optional<HwElementStore.Owned> actingWith(Request request, String option) {
        Optional<HwElementStore.Owned> acting = standing(request, option);
        acting.ifPresent(owned -> checkOwner(request, owned));
        // The seed takes hits off at once; here its owner chooses the stats first, and until then it
        // doesn't act at full strength (an adversarial test: owing hits, it went on shooting).
        acting.map(HwElementStore.Owned::element).filter(e -> e.hitsOwed() > 0).ifPresent(e -> {
            throw new PlayerError(e.name() + " owes " + HwText.count(e.hitsOwed(), "hit") + ": place "
                    + HwText.itOrThem(e.hitsOwed()) + " first (`/hw element-hit "
                    + Typed.option(HwOptions.NAME, e.name()) + " stat:<fire|move|armour>`).");
        });
        return acting;
    }

    /** The element an optional option names, refused when it is destroyed: it shoots, charges and is charged no more. */
    Optional<HwElementStore.Owned> standing(Request request, String option) {
        Optional<HwElementStore.Owned> named = named(request, option);
        if (named.isPresent() && named.get().element().destroyed()) {
            throw new PlayerError(named.get().element().name() + " is destroyed.");
        }
        return named;
    }

    /**
     * Refuses a roll an element would make at itself ({@code from:} and {@code at:} naming the
     * same one): its two sides would be written from two copies, the second undoing the first
     * (a charge could stand a destroyed element up again).
     */
    static void notAtItself(Optional<HwElementStore.Owned> from, Optional<HwElementStore.Owned> at, String roll) {
        if (from.isPresent() && at.isPresent() && Names.key(from.get().element().name())
                .equals(Names.key(at.get().element().name()))) {
            throw new PlayerError(from.get().element().name() + " can't " + roll + " itself: name another element "
                    + "with `at:`.");
        }
    }

    /** The element a required option names, which only its owner (or a channel manager) may change. */
    HwElementStore.Owned owned(Request request, String option) {
        HwElementStore.Owned owned = find(request.channelId(), request.option(option).orElseThrow());
        checkOwner(request, owned);
        return owned;
    }

    public List<HwElementStore.Owned> all(String channelId) {
        try {
            return store.all(channelId);
        } catch (StoreException e) {
            throw new IllegalStateException("could not list elements: " + e.getMessage(), e);
        }
    }

    public void add(String channelId, String ownerUserId, Element element) {
        try {
            // One another's reads the same as, a letter Cyrillic: "Таnk shoots at Tank" (a trust audit).
            Optional<String> alike = Names.readAsAnother(store.all(channelId).stream()
                    .map(owned -> owned.element().name()).toList(), element.name());
            if (alike.isPresent()) {
                throw new PlayerError("This channel already has an element called `" + alike.get() + "`, which "
                        + "reads the same: give yours another name (its owner may remove it with "
                        + "`/hw element-remove`).");
            }
            if (!store.add(channelId, ownerUserId, element, clock.instant())) {
                // Which of the two: the name the channel's element has (Ａｌｐｈａ for Alpha), or the count
                // (a 41st was told of an element called as it, that wasn't there: a play).
                String key = Names.key(element.name());
                Optional<String> same = store.all(channelId).stream().map(owned -> owned.element().name())
                        .filter(name -> Names.key(name).equals(key)).findFirst();
                throw new PlayerError(same.map(name -> "This channel already has an element called `" + name + "`")
                        .orElse("This channel already has " + HwElementStore.MAX_PER_CHANNEL + " elements")
                        + ": remove one with `/hw element-remove` first.");
            }
        } catch (StoreException e) {
            throw new IllegalStateException("could not add an element: " + e.getMessage(), e);
        }
    }

    public void update(String channelId, Element element) {
        update(channelId, List.of(element));
    }

    /** Writes several elements at once: all of them, or none. */
    public void update(String channelId, List<Element> elements) {
        if (elements.isEmpty()) {
            return;
        }
        try {
            store.update(channelId, elements);
        } catch (StoreException e) {
            throw new IllegalStateException("could not update an element: " + e.getMessage(), e);
        }
    }

    public void remove(String channelId, String name) {
        try {
            if (!store.remove(channelId, name.strip())) {
                throw new PlayerError("There is no element called `" + name.strip() + "` in this channel.");
            }
        } catch (StoreException e) {
            throw new IllegalStateException("could not remove an element: " + e.getMessage(), e);
        }
    }

    /** The channel's element names, for autocomplete. */
    public List<String> names(String channelId) {
        return all(channelId).stream().map(o -> o.element().name()).toList();
    }

    /**
     * A shot, charge or recovery writes to the elements it names, so it takes their stats from
     * them: a number typed over one (a target at Armour 1 and no Incoming, a charger at the
     * most Presence, a recovery's Defense) is refused. {@code /hw odds}, which writes nothing,
     * may ask "what if".
     */
    static void ownStats(Request request, String elementOption, Optional<HwElementStore.Owned> element,
                         String... statOptions) {
        if (element.isEmpty()) {
            return;
        }
        for (String stat : statOptions) {
            if (request.option(stat).isPresent()) {
                throw new PlayerError("`" + stat + ":` would replace " + element.get().element().name() + "'s own: "
                        + "leave it out (its stats are used), or leave out `" + elementOption + ":` to roll with "
                        + "numbers of your own.");
            }
        }
    }

    /**
     * Whether a shot or charge writes its damage to the element it names: only from the caller's
     * own element ({@code from:}, whose owner {@link #checkOwner} has checked), so its stats are
     * the element's, or by a channel manager. Anyone else's is rolled and shown only: with their
     * own numbers anyone could destroy another's. An element of one's own is taken as added: the
     * helper knows no army's points, so one added with outsized stats to destroy another's is
     * for the table to see (`/hw elements` shows every element's stats and owner), as it would a
     * model's card (an audit asked; left so, and said in docs).
     */
    static boolean writesDamage(Request request, Optional<HwElementStore.Owned> from) {
        return from.isPresent() || request.caller().managesChannel();
    }

    /** Said under the target's name on a shot or charge whose damage isn't written: it came from no element of the caller's. */
    static String notWritten() {
        return "Not written: only a shot or charge from your own element (`from:`) writes damage.";
    }

    /**
     * Where an element's hits and recovered points go, and whether it is still tracked, is its
     * owner's choice (or a channel manager's, for them).
     */
    static void checkOwner(Request request, HwElementStore.Owned owned) {
        if (!owned.ownerUserId().equals(request.caller().id()) && !request.caller().managesChannel()) {
            throw new PlayerError(owned.element().name() + " belongs to <@" + owned.ownerUserId()
                    + ">: only its owner acts with it, says which stats its hits and recovered points go to, or "
                    + "removes it.");
        }
    }

    static String checkedName(String name) {
        String stripped = name.strip();
        if (stripped.isEmpty() || stripped.length() > MAX_NAME || stripped.contains("|") || stripped.contains("`")) {
            throw new PlayerError("An element's name is 1 to " + MAX_NAME + " characters, without ` or |.");
        }
        Names.problem("An element's name", stripped).ifPresent(problem -> {
            throw new PlayerError(problem);
        });
        return stripped;
    }
}
