package mfz.bot.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.rules.company.CompanyDraft;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Player;

/**
 * A game's history as anyone may read it: companies are secret until the start reveals them,
 * so the drafts a player went through in the lobby never leave the bot. What is left is a
 * history the rules decide again to the same game: each player who was at the start sets their
 * company once, as revealed, just before the ready that counted (their last one: a ready locks
 * the company, and only a join, a leave or a change of option unlocks it, which also unreadies
 * everyone, so earlier readies change nothing that lasts).
 */
final class RevealedHistory {

    static final String NOT_STARTED = "The game hasn't started, so its companies are still secret and there is "
            + "nothing to export yet: export it once `/game start` has revealed them.";
    static final String NEVER_STARTED = "This game ended before it started: its companies stay secret, so there "
            + "is nothing to export.";

    /** One command of the stored history: its events in order, and what the export keeps of who gave it. */
    record Step<T>(T source, List<Event> events) {
    }

    private RevealedHistory() {
    }

    /**
     * The commands of a started game with the lobby's drafts taken out, each a step whose
     * source is the original command, or (for a company set once as revealed) the ready it
     * precedes, with {@code revealed} as its only event.
     *
     * @throws PlayerError when the game never started: nothing of it may be shown yet
     */
    static <T> List<Step<T>> of(List<Step<T>> history, boolean ended) {
        int start = -1;
        for (int i = 0; i < history.size() && start < 0; i++) {
            if (history.get(i).events().stream().anyMatch(e -> e instanceof Event.GameStarted)) {
                start = i;
            }
        }
        if (start < 0) {
            throw new PlayerError(ended ? NEVER_STARTED : NOT_STARTED);
        }
        Game atStart = Game.EMPTY;
        Map<String, Integer> lastReady = new HashMap<>();
        for (int i = 0; i < start; i++) {
            int index = i;
            atStart = atStart.applyAll(history.get(i).events());
            readyOf(history.get(i)).ifPresent(player -> lastReady.put(player, index));
        }
        List<Step<T>> kept = new ArrayList<>();
        for (int i = 0; i < history.size(); i++) {
            Step<T> step = history.get(i);
            if (i >= start) {
                kept.add(step);
                continue;
            }
            if (step.events().stream().allMatch(e -> e instanceof Event.CompanyChanged)) {
                continue; // a draft
            }
            Optional<String> ready = readyOf(step);
            if (ready.isPresent()) {
                String player = ready.get();
                Optional<CompanyDraft> revealed = atStart.player(player).map(Player::company);
                if (lastReady.get(player) != i || revealed.isEmpty()) {
                    continue; // undone by a later unreadying, or the player left before the start
                }
                kept.add(new Step<>(step.source(), List.of(new Event.CompanyChanged(player, revealed.get()))));
            }
            kept.add(step);
        }
        return kept;
    }

    /** The player whose ready this command is, if it is one. */
    private static Optional<String> readyOf(Step<?> step) {
        return step.events().size() == 1 && step.events().getFirst() instanceof Event.CompanyReady ready
                ? Optional.of(ready.player()) : Optional.empty();
    }
}
