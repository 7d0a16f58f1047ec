package mfz.rules.company;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;

/**
 * A frame in play: its identity (owner and name; names are unique in a company, ignoring
 * case), its design as built, and its current state. Turns and damage change the current
 * state; the design never changes.
 *
 * @param owner       the player id of the company it belongs to
 * @param name        its name, unique within the company ignoring case
 * @param design      the systems it was built with
 * @param systems     the systems it still has (damage and jettisoning remove them)
 * @param whites      white dice it still has (2 until damage takes them)
 * @param ssrs        single-shot rockets it still carries
 * @param destroyed   destroyed frames are no assets and never act again
 * @param placed      placed on the table during deployment
 * @param nearStation the station it stands within 1 unit of, or null
 * @param acted       it has taken (or begun) its turn this round
 * @param defense     its defense marker this round, or null: none (an acted frame without one defends at 0)
 * @param spot        the spot marker on it, or null
 */
public record Frame(String owner, String name, List<FrameSystem> design, List<FrameSystem> systems, int whites,
                    int ssrs, boolean destroyed, boolean placed, String nearStation, boolean acted, Integer defense,
                    Integer spot, @JsonInclude(
                            JsonInclude.Include.NON_NULL) Double disc) {

    public Frame {
        design = List.copyOf(design);
        systems = List.copyOf(systems);
    }

    /** A frame of the usual width on a map (1 unit). */
    public Frame(String owner, String name, List<FrameSystem> design, List<FrameSystem> systems, int whites,
                 int ssrs, boolean destroyed, boolean placed, String nearStation, boolean acted, Integer defense,
                 Integer spot) {
        this(owner, name, design, systems, whites, ssrs, destroyed, placed, nearStation, acted, defense, spot, null);
    }

    /** A new frame, as designed, not yet on the table. */
    public static Frame build(String owner, String name, List<FrameSystem> design, int ssrs) {
        return build(owner, name, design, ssrs, null);
    }

    /** A new frame, as designed, with its disc on a map (null: the usual 1 unit), not yet on the table. */
    public static Frame build(String owner, String name, List<FrameSystem> design, int ssrs, Double disc) {
        return new Frame(owner, name, design, design, 2, ssrs, false, false, null, false, null, null, disc);
    }

    public boolean is(String owner, String name) {
        return this.owner.equals(owner) && this.name.equalsIgnoreCase(name.strip());
    }

    /** Same frame as the other (owner and name). */
    public boolean same(Frame other) {
        return other != null && is(other.owner, other.name);
    }

    /** Still a mobile frame on the table or waiting to be placed: not destroyed. */
    public boolean alive() {
        return !destroyed;
    }

    /** On the table, not destroyed and not yet acted this round. */
    public boolean readyToAct() {
        return !destroyed && placed && !acted;
    }

    /** How many of its current systems are of this type (each half of a split weapon counts as one). */
    public int count(SystemType type) {
        int n = 0;
        for (FrameSystem s : systems) {
            if (s.type() == type || s.split() == type) {
                n++;
            }
        }
        return n;
    }

    public Frame placedNear(String station) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, true, station, acted, defense, spot, disc);
    }

    public Frame near(String station) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, station, acted, defense, spot, disc);
    }

    public Frame withSsrs(int count) {
        return new Frame(owner, name, design, systems, whites, count, destroyed, placed, nearStation, acted, defense, spot, disc);
    }

    public Frame withActed(boolean a) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, nearStation, a, defense, spot, disc);
    }

    public Frame withDefense(Integer value) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, nearStation, acted, value, spot, disc);
    }

    public Frame withSpot(Integer value) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, nearStation, acted, defense, value, disc);
    }

    public Frame withWhites(int count) {
        return new Frame(owner, name, design, systems, count, ssrs, destroyed, placed, nearStation, acted, defense, spot, disc);
    }

    /** Without one system equal to each of these (damage or jettisoning). */
    public Frame without(List<FrameSystem> lost) {
        List<FrameSystem> left = new ArrayList<>(systems);
        for (FrameSystem s : lost) {
            left.remove(s);
        }
        return new Frame(owner, name, design, left, whites, ssrs, destroyed, placed, nearStation, acted, defense, spot, disc);
    }

    /** Destroyed: off every station, its SSRs lost, its markers gone. */
    public Frame wrecked() {
        return new Frame(owner, name, design, systems, 0, 0, true, placed, null, acted, null, null, disc);
    }

    /** The design in loadout notation: {@code B G Y Rd}. */
    public String loadout() {
        return LoadoutNotation.write(design);
    }

}
