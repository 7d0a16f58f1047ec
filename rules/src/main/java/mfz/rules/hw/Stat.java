package mfz.rules.hw;

/** The three stats that damage lowers and recovery raises: Fire, Move and Armour. */
public enum Stat {
    FIRE, MOVE, ARMOUR
}
