package mfz.rules.seat;

/**
 * What stands between an attacker and its target on the hit chart (docs/rules.md §6), as a
 * seat weighs it: open ground, terrain, or a covering frame. Off the map the seat declares its
 * targets out of cover; on the map the cover is the map's, and a damage die behind it hits the
 * target only on a 6 while the cover stands.
 *
 * @param kind          open ground, terrain or a frame
 * @param standsThrough the hits the cover takes and still stands (the next destroys it); null:
 *                      it stands through the whole attack
 * @param shrugs        a covering frame with two defense systems: 5s do nothing to it
 */
record Shelter(Kind kind, Integer standsThrough, boolean shrugs) {

    enum Kind { OPEN, TERRAIN, FRAME }

    static final Shelter OPEN = new Shelter(Kind.OPEN, null, false);

    static Shelter terrain(int standsThrough) {
        return new Shelter(Kind.TERRAIN, standsThrough, false);
    }

    static Shelter frame(int standsThrough, boolean shrugs) {
        return new Shelter(Kind.FRAME, standsThrough, shrugs);
    }

    /**
     * P(the target takes exactly k hits), k = 0..n, from n damage dice resolved lowest first:
     * behind terrain 4s and 5s hit the cover and 6s the target; behind a frame 5s hit the cover
     * (or nothing, if it shrugs) and 6s the target; once the cover falls the rest use open
     * ground's chart, where 5s and 6s hit.
     */
    double[] targetHits(int n) {
        double[] at = new double[n + 1];
        double[] factorial = new double[n + 1];
        factorial[0] = 1;
        for (int i = 1; i <= n; i++) {
            factorial[i] = factorial[i - 1] * i;
        }
        for (int fours = 0; fours <= n; fours++) {
            for (int fives = 0; fours + fives <= n; fives++) {
                for (int sixes = 0; fours + fives + sixes <= n; sixes++) {
                    int rest = n - fours - fives - sixes;
                    double p = factorial[n] / (factorial[fours] * factorial[fives] * factorial[sixes] * factorial[rest])
                            * Math.pow(1.0 / 6, fours + fives + sixes) * Math.pow(0.5, rest);
                    at[hitsOnTarget(fours, fives, sixes)] += p;
                }
            }
        }
        return at;
    }

    private int hitsOnTarget(int fours, int fives, int sixes) {
        int toFall = standsThrough == null ? Integer.MAX_VALUE : standsThrough + 1;
        return switch (kind) {
            case OPEN -> fives + sixes;
            case TERRAIN -> {
                if (fours >= toFall) {
                    yield fives + sixes;
                }
                int left = toFall - fours;
                yield sixes + Math.max(0, fives - left);
            }
            case FRAME -> shrugs ? sixes : sixes + Math.max(0, fives - toFall);
        };
    }
}
