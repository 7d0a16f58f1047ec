package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import mfz.rules.company.Names;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stats;

/** The Horizon Wars elements each channel tracks, by name: one whatever its case ({@link Names#key}). */
public final class HwElementStore {

    /** Enough for both sides of a big battle, few enough that the list fits one message. */
    public static final int MAX_PER_CHANNEL = 40;

    /** An element and who added it (its owner, who says where its hits go). */
    public record Owned(Element element, String ownerUserId) {
    }

    private final Database database;

    public HwElementStore(Database database) {
        this.database = database;
    }

    /** @return false when the channel already has an element of that name, or {@link #MAX_PER_CHANNEL} */
    public boolean add(String channelId, String ownerUserId, Element element, Instant now) throws StoreException {
        return database.transaction("add an element", connection -> {
            try (PreparedStatement count = connection.prepareStatement(
                    "SELECT COUNT(*), SUM(CASE WHEN name_key = ? THEN 1 ELSE 0 END) "
                            + "FROM hw_elements WHERE channel_id = ?")) {
                count.setString(1, Names.key(element.name()));
                count.setString(2, channelId);
                try (ResultSet row = count.executeQuery()) {
                    row.next();
                    if (row.getInt(1) >= MAX_PER_CHANNEL || row.getInt(2) > 0) {
                        return false;
                    }
                }
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO hw_elements (channel_id, name, kind, owner_user_id, f0, m0, a0, d, p, f, m, a, damage, "
                            + "hits_owed, recoveries_owed, created_at, name_key) "
                            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                Stats start = element.start();
                Stats current = element.now();
                insert.setString(1, channelId);
                insert.setString(2, element.name());
                insert.setString(3, element.kind().name().toLowerCase(Locale.ROOT));
                insert.setString(4, ownerUserId);
                insert.setInt(5, start.fire());
                insert.setInt(6, start.move());
                insert.setInt(7, start.armour());
                insert.setInt(8, start.defense());
                insert.setInt(9, start.presence());
                insert.setInt(10, current.fire());
                insert.setInt(11, current.move());
                insert.setInt(12, current.armour());
                insert.setInt(13, element.damage());
                insert.setInt(14, element.hitsOwed());
                insert.setInt(15, element.recoveriesOwed());
                insert.setString(16, now.toString());
                insert.setString(17, Names.key(element.name()));
                insert.executeUpdate();
            }
            return true;
        });
    }

    /**
     * Stores where the elements' stats, damage and owed points now stand, all of them or none: a
     * charge writes both sides, and the attacker's damage alone stored (the database failing
     * between two transactions) was told as nothing stored, and a retry hurt it twice (an audit).
     */
    public void update(String channelId, List<Element> elements) throws StoreException {
        database.transaction(elements.size() == 1 ? "update an element" : "update elements", connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE hw_elements SET f = ?, m = ?, a = ?, damage = ?, hits_owed = ?, recoveries_owed = ? "
                            + "WHERE channel_id = ? AND name_key = ?")) {
                int updated = 0;
                for (Element element : elements) {
                    update.setInt(1, element.now().fire());
                    update.setInt(2, element.now().move());
                    update.setInt(3, element.now().armour());
                    update.setInt(4, element.damage());
                    update.setInt(5, element.hitsOwed());
                    update.setInt(6, element.recoveriesOwed());
                    update.setString(7, channelId);
                    update.setString(8, Names.key(element.name()));
                    updated += update.executeUpdate();
                }
                return updated;
            }
        });
    }

    /** Stores where one element's stats, damage and owed points now stand. */
    public void update(String channelId, Element element) throws StoreException {
        update(channelId, List.of(element));
    }

    public boolean remove(String channelId, String name) throws StoreException {
        return database.transaction("remove an element", connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM hw_elements WHERE channel_id = ? AND name_key = ?")) {
                delete.setString(1, channelId);
                delete.setString(2, Names.key(name));
                return delete.executeUpdate() > 0;
            }
        });
    }

    public Optional<Owned> find(String channelId, String name) throws StoreException {
        return database.read("find an element", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name, kind, owner_user_id, f0, m0, a0, d, p, f, m, a, damage, hits_owed, recoveries_owed "
                            + "FROM hw_elements WHERE channel_id = ? AND name_key = ?")) {
                select.setString(1, channelId);
                select.setString(2, Names.key(name));
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(owned(row)) : Optional.empty();
                }
            }
        });
    }

    /** The channel's elements, in the order they were added. */
    public List<Owned> all(String channelId) throws StoreException {
        return database.read("list elements", connection -> {
            List<Owned> elements = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT name, kind, owner_user_id, f0, m0, a0, d, p, f, m, a, damage, hits_owed, recoveries_owed "
                            + "FROM hw_elements WHERE channel_id = ? ORDER BY " + database.dialect().insertionOrder())) {
                select.setString(1, channelId);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        elements.add(owned(row));
                    }
                }
            }
            return elements;
        });
    }

    private static Owned owned(ResultSet row) throws SQLException {
        ElementKind kind = ElementKind.valueOf(row.getString(2).toUpperCase(Locale.ROOT));
        Stats start = new Stats(row.getInt(4), row.getInt(5), row.getInt(6), row.getInt(7), row.getInt(8));
        Stats now = new Stats(row.getInt(9), row.getInt(10), row.getInt(11), row.getInt(7), row.getInt(8));
        Element element = new Element(row.getString(1), kind, start, now, row.getInt(12), row.getInt(13),
                row.getInt(14));
        return new Owned(element, row.getString(3));
    }
}
