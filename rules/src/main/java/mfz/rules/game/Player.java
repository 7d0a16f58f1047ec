package mfz.rules.game;

import mfz.rules.bidding.Position;
import mfz.rules.company.CompanyDraft;

/**
 * A player at the table.
 *
 * @param id       the player's user id (Discord)
 * @param name     display name
 * @param company  the company as written in the lobby
 * @param ready    declared ready with a valid company: it is final until the lobby changes
 * @param ppa      score per asset (0 until bidding compares companies; 5 in a demo game)
 * @param position tactical position after bidding, or null
 */
public record Player(String id, String name, CompanyDraft company, boolean ready, int ppa, Position position) {

    public static Player joining(String id, String name) {
        return new Player(id, name, CompanyDraft.EMPTY, false, 0, null);
    }

    public Player withCompany(CompanyDraft draft) {
        return new Player(id, name, draft, ready, ppa, position);
    }

    public Player withReady(boolean r) {
        return new Player(id, name, company, r, ppa, position);
    }

    public Player withPpa(int value) {
        return new Player(id, name, company, ready, value, position);
    }

    public Player withPosition(Position p) {
        return new Player(id, name, company, ready, ppa, p);
    }
}
