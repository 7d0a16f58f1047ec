package mfz.rules.company;

import java.util.List;

/**
 * A frame in play: its identity (owner and name; names are unique in a company, ignoring
 * case), its design as built, and its current state. Part 2 (turns and damage) changes the
 * current state; the design never changes.
 *
 * @param owner       the player id of the company it belongs to
 * @param name        its name, unique within the company ignoring case
 * @param design      the systems it was built with
 * @param systems     the systems it still has
 * @param whites      white dice it still has (2 until damage takes them)
 * @param ssrs        single-shot rockets it still carries
 * @param destroyed   destroyed frames are no assets and never act again
 * @param placed      placed on the table during deployment
 * @param nearStation the station it stands within 1 unit of, or null
 */
public record Frame(String owner, String name, List<FrameSystem> design, List<FrameSystem> systems, int whites,
                    int ssrs, boolean destroyed, boolean placed, String nearStation) {

    public Frame {
        design = List.copyOf(design);
        systems = List.copyOf(systems);
    }

    /** A new frame, as designed, not yet on the table. */
    public static Frame build(String owner, String name, List<FrameSystem> design, int ssrs) {
        return new Frame(owner, name, design, design, 2, ssrs, false, false, null);
    }

    public boolean is(String owner, String name) {
        return this.owner.equals(owner) && this.name.equalsIgnoreCase(name.strip());
    }

    /** Still a mobile frame on the table or waiting to be placed: not destroyed. */
    public boolean alive() {
        return !destroyed;
    }

    public Frame placedNear(String station) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, true, station);
    }

    public Frame near(String station) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, station);
    }

    public Frame withSsrs(int count) {
        return new Frame(owner, name, design, systems, whites, count, destroyed, placed, nearStation);
    }

    /** The design in loadout notation: {@code B G Y Rd}. */
    public String loadout() {
        return LoadoutNotation.write(design);
    }
}
