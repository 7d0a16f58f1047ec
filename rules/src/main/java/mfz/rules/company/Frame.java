package mfz.rules.company;

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
                    Integer spot) {

    public Frame {
        design = List.copyOf(design);
        systems = List.copyOf(systems);
    }

    /** A new frame, as designed, not yet on the table. */
    public static Frame build(String owner, String name, List<FrameSystem> design, int ssrs) {
        return new Frame(owner, name, design, design, 2, ssrs, false, false, null, false, null, null);
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
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, true, station, acted, defense, spot);
    }

    public Frame near(String station) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, station, acted, defense, spot);
    }

    public Frame withSsrs(int count) {
        return new Frame(owner, name, design, systems, whites, count, destroyed, placed, nearStation, acted, defense, spot);
    }

    public Frame withActed(boolean a) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, nearStation, a, defense, spot);
    }

    public Frame withDefense(Integer value) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, nearStation, acted, value, spot);
    }

    public Frame withSpot(Integer value) {
        return new Frame(owner, name, design, systems, whites, ssrs, destroyed, placed, nearStation, acted, defense, value);
    }

    public Frame withWhites(int count) {
        return new Frame(owner, name, design, systems, count, ssrs, destroyed, placed, nearStation, acted, defense, spot);
    }

    /** Without one system equal to each of these (damage or jettisoning). */
    public Frame without(List<FrameSystem> lost) {
        List<FrameSystem> left = new ArrayList<>(systems);
        for (FrameSystem s : lost) {
            left.remove(s);
        }
        return new Frame(owner, name, design, left, whites, ssrs, destroyed, placed, nearStation, acted, defense, spot);
    }

    /** Destroyed: off every station, its SSRs lost, its markers gone. */
    public Frame wrecked() {
        return new Frame(owner, name, design, systems, 0, 0, true, placed, null, acted, null, null);
    }

    /** The design in loadout notation: {@code B G Y Rd}. */
    public String loadout() {
        return LoadoutNotation.write(design);
    }

}
