package mfz.rules.company;

import mfz.rules.options.GameSize;

/**
 * How many frames and stations a company has for a number of players and a game size
 * (docs/rules.md §1 table). Ruling: a lobby with fewer than 2 players is checked as for 2.
 * Demo game: exactly 2 frames and no stations of one's own (the game has one neutral station).
 */
public record CompanyLimits(int minFrames, int maxFrames, int stations) {

    public static CompanyLimits of(int players, GameSize size) {
        int p = Math.max(2, Math.min(5, players));
        if (size == GameSize.DEMO) {
            return new CompanyLimits(2, 2, 0);
        }
        boolean battle = size == GameSize.BATTLE;
        return switch (p) {
            case 2 -> battle ? new CompanyLimits(5, 8, 3) : new CompanyLimits(4, 6, 3);
            case 3 -> battle ? new CompanyLimits(4, 7, 2) : new CompanyLimits(3, 5, 2);
            case 4 -> battle ? new CompanyLimits(4, 6, 2) : new CompanyLimits(3, 4, 2);
            default -> battle ? new CompanyLimits(3, 5, 1) : new CompanyLimits(3, 4, 1);
        };
    }

    /** "4 to 6 frames" or "exactly 2 frames". */
    public String framesWords() {
        return minFrames == maxFrames ? "exactly " + minFrames + " frames" : minFrames + " to " + maxFrames + " frames";
    }
}
