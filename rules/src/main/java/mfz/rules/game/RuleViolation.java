package mfz.rules.game;

/** A refused command: the message says why, in words the player understands. Nothing changed. */
public record RuleViolation(String message) implements Decision {
}
