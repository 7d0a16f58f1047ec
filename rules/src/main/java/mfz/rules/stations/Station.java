package mfz.rules.stations;

/**
 * A station: its name (unique across the table, ignoring case), the company it came with
 * (null for a neutral station), who holds it now (null: nobody), and whether it is on the table.
 */
public record Station(String name, String owner, String holder, boolean placed) {

    public static Station ofCompany(String owner, String name) {
        return new Station(name, owner, owner, false);
    }

    /** A neutral station (demo game): held by nobody, already on the table. */
    public static Station neutral(String name) {
        return new Station(name, null, null, true);
    }

    public boolean is(String name) {
        return this.name.equalsIgnoreCase(name.strip());
    }

    public boolean neutral() {
        return owner == null;
    }

    public Station heldBy(String player) {
        return new Station(name, owner, player, placed);
    }

    public Station onTable() {
        return new Station(name, owner, holder, true);
    }
}
