package mfz.bot.reliability;

import static mfz.bot.reliability.BadInput.bad;

import java.util.List;
import mfz.bot.reliability.Stage.Point;

/**
 * Bad input to the Horizon Wars helper (RULES.md §11), in a channel tracking p1's {@code Tank}
 * (Armour 3) and {@code Wreck} (Armour 0, destroyed): targets that are destroyed, numbers out of
 * range, elements that aren't there or aren't yours.
 */
final class BadHwInputs {

    private BadHwInputs() {
    }

    static List<BadInput> all() {
        return List.of(
                bad("hw shoot: armour 0", Point.NO_GAME, "p0", "hw shoot",
                        "The target is at Armour 0: it is destroyed and can't be shot.",
                        "fire", "2", "armour", "0", "incoming", "1", "range", "4"),
                bad("hw shoot: armour 0 over a standing element's", Point.NO_GAME, "p0", "hw shoot",
                        "`armour:` would replace Tank's own: leave it out (its stats are used), or leave out `at:` "
                                + "to roll with numbers of your own.",
                        "fire", "2", "at", "Tank", "armour", "0", "range", "4"),
                bad("hw shoot: at itself", Point.NO_GAME, "p1", "hw shoot",
                        "Tank can't shoot at itself: name another element with `at:`.",
                        "from", "Tank", "at", "tank", "range", "4"),
                bad("hw odds: at itself", Point.NO_GAME, "p0", "hw odds",
                        "Tank can't shoot at itself: name another element with `at:`.",
                        "from", "Tank", "at", "Tank", "range", "4"),
                bad("hw charge: at itself", Point.NO_GAME, "p1", "hw charge",
                        "Tank can't charge itself: name another element with `at:`.",
                        "from", "Tank", "at", "Tank"),
                bad("hw charge: from a destroyed element", Point.NO_GAME, "p1", "hw charge",
                        "Wreck is destroyed.",
                        "from", "Wreck", "at", "Tank"),
                bad("hw shoot: at a destroyed element", Point.NO_GAME, "p0", "hw shoot",
                        "Wreck is destroyed.",
                        "fire", "2", "at", "Wreck", "range", "4"),
                bad("hw shoot: from a destroyed element", Point.NO_GAME, "p1", "hw shoot",
                        "Wreck is destroyed.",
                        "from", "Wreck", "at", "Tank", "range", "4"),
                bad("hw shoot: no fire", Point.NO_GAME, "p0", "hw shoot",
                        "Say the shooter's Fire: `fire:<n>`, or `from:<element>`.",
                        "armour", "2", "incoming", "1", "range", "4"),
                bad("hw shoot: armour 21", Point.NO_GAME, "p0", "hw shoot",
                        "`armour:` must be from 0 to 20.",
                        "fire", "2", "armour", "21", "incoming", "1", "range", "4"),
                bad("hw shoot: unknown element", Point.NO_GAME, "p0", "hw shoot",
                        "There is no element called `Nobody` in this channel. `/hw elements` lists them.",
                        "fire", "2", "at", "Nobody", "range", "4"),
                bad("hw odds: armour 0", Point.NO_GAME, "p0", "hw odds",
                        "The target is at Armour 0: it is destroyed and can't be shot.",
                        "fire", "2", "armour", "0", "incoming", "1", "range", "4"),
                bad("hw odds: at a destroyed element", Point.NO_GAME, "p0", "hw odds",
                        "Wreck is destroyed.",
                        "fire", "2", "at", "Wreck", "range", "4"),
                bad("hw odds: at a destroyed element, an armour typed over its 0", Point.NO_GAME, "p0", "hw odds",
                        "Wreck is destroyed.",
                        "fire", "2", "at", "Wreck", "armour", "2", "range", "4"),
                bad("hw odds: 13 fire dice", Point.NO_GAME, "p0", "hw odds",
                        "The odds are worked out for up to 12 Fire dice and 12 Incoming dice.",
                        "fire", "13", "armour", "2", "incoming", "1", "range", "4"),
                bad("hw charge: no presence", Point.NO_GAME, "p0", "hw charge",
                        "Say the charger's Presence: `presence:<n>`, or `from:<element>`."),
                // Said, not dropped: they read as a plain charge (a bad-input play).
                bad("hw charge: a counter-charge with no defender", Point.NO_GAME, "p0", "hw charge",
                        "`counter:` needs the defender: give `defender-presence:<n>`, or `at:<element>`.",
                        "presence", "3", "counter", "true"),
                bad("hw charge: a defender's kind with no defender", Point.NO_GAME, "p0", "hw charge",
                        "`defender:` needs the defender: give `defender-presence:<n>`, or `at:<element>`.",
                        "presence", "3", "defender", "infantry"),
                bad("hw charge: presence 21", Point.NO_GAME, "p0", "hw charge",
                        "`presence:` must be from 0 to 20.",
                        "presence", "21"),
                bad("hw charge: a vehicle counter-charging", Point.NO_GAME, "p0", "hw charge",
                        "A vehicle can't counter-charge.",
                        "presence", "2", "at", "Tank", "counter", "true"),
                bad("hw charge: at a destroyed element", Point.NO_GAME, "p0", "hw charge",
                        "Wreck is destroyed.",
                        "presence", "2", "at", "Wreck"),
                bad("hw recover: a destroyed element", Point.NO_GAME, "p1", "hw recover",
                        "Wreck is destroyed: it recovers nothing.",
                        "element", "Wreck"),
                bad("hw recover: no damage", Point.NO_GAME, "p0", "hw recover",
                        "Say the damage taken: `damage:<n>`, or `element:<name>`.",
                        "defense", "2"),
                bad("hw element-add: armour 0", Point.NO_GAME, "p0", "hw element-add",
                        "`armour:` must be from 1 to 20.",
                        "name", "Ghost", "fire", "1", "move", "1", "armour", "0", "defense", "1", "presence", "1"),
                bad("hw element-add: a name already tracked", Point.NO_GAME, "p0", "hw element-add",
                        "This channel already has an element called `Tank`: remove one with `/hw element-remove` first.",
                        "name", "tank", "fire", "1", "move", "1", "armour", "1", "defense", "1", "presence", "1"),
                bad("hw element-add: a name with a backtick", Point.NO_GAME, "p0", "hw element-add",
                        "An element's name is 1 to 24 characters, without ` or |.",
                        "name", "Gh`ost", "fire", "1", "move", "1", "armour", "1", "defense", "1", "presence", "1"),
                bad("hw element-hit: another's element", Point.NO_GAME, "p0", "hw element-hit",
                        "Tank belongs to <@p1>: only its owner acts with it, says which stats its hits and recovered"
                                + " points go to, or removes it.",
                        "name", "Tank", "stat", "fire"),
                bad("hw element-hit: a destroyed element", Point.NO_GAME, "p1", "hw element-hit",
                        "Wreck is already destroyed.",
                        "name", "Wreck", "stat", "fire"),
                bad("hw element-hit: no hits waiting", Point.NO_GAME, "p1", "hw element-hit",
                        "Tank has no hits waiting: nothing was changed.",
                        "name", "Tank", "stat", "fire", "owed", "true"),
                bad("hw element-recover: nothing recovered", Point.NO_GAME, "p1", "hw element-recover",
                        "Tank has no recovered points to place: `/hw recover element:Tank` rolls for them.",
                        "name", "Tank", "stat", "fire"),
                bad("hw element-recover: another's element", Point.NO_GAME, "p0", "hw element-recover",
                        "Tank belongs to <@p1>: only its owner acts with it, says which stats its hits and recovered"
                                + " points go to, or removes it.",
                        "name", "Tank", "stat", "fire"),
                bad("hw element-remove: another's element", Point.NO_GAME, "p0", "hw element-remove",
                        "Tank belongs to <@p1>: only its owner acts with it, says which stats its hits and recovered"
                                + " points go to, or removes it.",
                        "name", "Tank"),
                bad("hw recover: another's element", Point.NO_GAME, "p0", "hw recover",
                        "Tank belongs to <@p1>: only its owner acts with it, says which stats its hits and recovered"
                                + " points go to, or removes it.",
                        "element", "Tank"),
                bad("hw element-remove: unknown element", Point.NO_GAME, "p1", "hw element-remove",
                        "There is no element called `Nobody` in this channel. `/hw elements` lists them.",
                        "name", "Nobody"),
                bad("hw elements: an option", Point.NO_GAME, "p0", "hw elements",
                        "`/hw elements` has no option `x`.",
                        "x", "1"));
    }
}
