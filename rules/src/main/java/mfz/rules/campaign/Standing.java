package mfz.rules.campaign;

/** A frame (owner's player id and name) standing within 1 unit of the objective. */
public record Standing(String owner, String frame) {
}
