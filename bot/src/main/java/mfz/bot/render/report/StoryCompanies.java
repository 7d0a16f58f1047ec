package mfz.bot.render.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.render.TableView;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;

/** The companies a battle's story lists: as the start revealed them, then as bidding left them. */
final class StoryCompanies {

    private StoryCompanies() {
    }

    /**
     * The companies as bidding left them: a frame added to break a tie listed and said so, one
     * removed kept and said so, the SSRs as they went (a report audit: frames added in bidding
     * fought and took stations, and the page had never listed them).
     */
    static List<BattleStory.Company> afterBidding(List<BattleStory.Company> revealed, Game game) {
        List<BattleStory.Company> after = new ArrayList<>();
        for (BattleStory.Company company : revealed) {
            List<Frame> now = game.framesOf(company.player());
            Map<String, String> bidding = new LinkedHashMap<>();
            List<Frame> frames = new ArrayList<>();
            for (Frame was : company.frames()) {
                Optional<Frame> kept = now.stream().filter(f -> f.name().equals(was.name())).findFirst();
                // removed, it is listed without the SSRs it passed on: another frame of the company shows them now,
                // and the company read as carrying more (a code review)
                frames.add(kept.orElse(was.withSsrs(0)));
                if (kept.isEmpty()) {
                    bidding.put(was.name(), "removed in bidding, to break a tie" + (was.ssrs() > 0
                            ? " (its SSRs went to the company's other frames)" : ""));
                }
            }
            for (Frame frame : now) {
                if (company.frames().stream().noneMatch(was -> was.name().equals(frame.name()))) {
                    frames.add(frame);
                    bidding.put(frame.name(), "added in bidding, to break a tie");
                }
            }
            after.add(new BattleStory.Company(company.player(), company.name(), company.rgb(), frames,
                    company.stations(), bidding));
        }
        return after;
    }

    /** Each company as the start revealed it, in seat order. */
    static List<BattleStory.Company> revealed(Game game) {
        return game.players().stream().map(p -> new BattleStory.Company(p.id(), p.name(),
                TableView.pictureColourOf(game, p.id()), game.framesOf(p.id()),
                game.stationsOf(p.id()).stream().map(s -> s.name()).toList())).toList();
    }
}
