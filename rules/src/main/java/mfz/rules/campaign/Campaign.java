package mfz.rules.campaign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.rules.company.Names;
import mfz.rules.game.Refusal;
import mfz.rules.seat.Seat;

/**
 * A campaign (docs/rules.md §9): a named series of battles, and what each one leaves to the next.
 * Immutable and event-sourced like {@link mfz.rules.game.Game}: {@link #decide} validates a
 * command and returns its events or a refusal, {@link #apply} evolves the state, {@link #replay}
 * rebuilds it. The front end supplies dates and game ids; the campaign reads no clock.
 *
 * <p>Rulings:
 * <ul>
 *   <li>One battle at a time: a battle can't open while another of the campaign is being played.</li>
 *   <li>The constraints chosen after a battle apply to the very next battle opened, which waits
 *       for the holder's choice: only the holder (forgoing it) or someone who manages the server
 *       opens it first, and it is then played without constraints, the choice closed. An abandoned
 *       battle sets none of its own: the one after it is played under those it was.</li>
 *   <li>A battle called off in its lobby (ended before its start) is not one of the battles
 *       played: the battle before it still decides the next one's constraints, and its holder
 *       may still choose when they had not.</li>
 *   <li>The holder chooses once; nobody else may, and nobody chooses when nobody held the
 *       objective at doomsday.</li>
 *   <li>Nothing else carries over: scores and wins never change the next battle's dice or frames.</li>
 * </ul>
 *
 * @param name    the campaign's name
 * @param battles every battle so far, oldest first
 */
public record Campaign(String name, List<Battle> battles) {

    public Campaign {
        battles = battles == null ? List.of() : List.copyOf(battles);
    }

    public static Campaign named(String name) {
        return new Campaign(name, List.of());
    }

    public static Campaign replay(String name, List<? extends CampaignEvent> events) {
        Campaign c = named(name);
        for (CampaignEvent e : events) {
            c = c.apply(e);
        }
        return c;
    }

    public Optional<Battle> last() {
        return battles.isEmpty() ? Optional.empty() : Optional.of(battles.getLast());
    }

    /** The battle being played now, if any. */
    public Optional<Battle> playing() {
        return last().filter(b -> b.status() == Battle.Status.PLAYING);
    }

    /**
     * The number players know this battle by: one more than the battles before it that counted. A
     * battle called off in its lobby doesn't count (docs/rules.md §9), so it shares its number with
     * the one opened after it ("battle 3 was called off, then played"): a group's third battle was
     * "battle 4" after a call-off, and a campaign's first "battle 2" (a campaign audit). Its
     * {@link Battle#number} stays what the campaign's events name it by.
     */
    public int shownNumber(Battle battle) {
        int shown = 1;
        for (Battle b : battles) {
            if (b.number() == battle.number()) {
                return shown;
            }
            if (b.status() != Battle.Status.CALLED_OFF) {
                shown++;
            }
        }
        return shown;
    }

    /** The number the next battle will be known by ({@link #shownNumber}). */
    public int nextShownNumber() {
        return 1 + (int) battles.stream().filter(b -> b.status() != Battle.Status.CALLED_OFF).count();
    }

    /** The latest battle that counts: any but those called off in their lobby. */
    public Optional<Battle> lastCounted() {
        return lastCounted(battles);
    }

    private static Optional<Battle> lastCounted(List<Battle> battles) {
        return battles.reversed().stream().filter(b -> b.status() != Battle.Status.CALLED_OFF).findFirst();
    }

    /** A battle finished with a holder who hasn't chosen yet. */
    private static boolean unchosen(Battle b) {
        return b.status() == Battle.Status.FINISHED && b.holder() != null && b.chosen().isEmpty();
    }

    /**
     * The constraints the next battle will be played under: those its holder chose at the last
     * battle's doomsday; after a battle abandoned once started, the ones it was played under (a
     * campaign audit, 2026-11-27: its host could shed the holder's choice by starting it and
     * ending it).
     */
    public List<Constraint> constraintsForNext() {
        return lastCounted().map(b -> switch (b.status()) {
            case FINISHED -> b.chosen();
            case ABANDONED -> b.inForce();
            case PLAYING, CALLED_OFF -> List.<Constraint>of();
        }).orElse(List.of());
    }

    /** The size constraint among {@link #constraintsForNext}: the size the next battle must have, if one is set. */
    public Optional<Constraint.Size> sizeForNext() {
        return constraintsForNext().stream().filter(Constraint.Size.class::isInstance).map(Constraint.Size.class::cast)
                .findFirst();
    }

    /** The battle whose holder may still choose, if any. */
    public Optional<Battle> awaitingChoice() {
        return lastCounted().filter(Campaign::unchosen);
    }

    /**
     * The battle whose holder had not chosen when the battle being played opened: their choice
     * lapsed (it comes back if that battle is called off in its lobby).
     */
    public Optional<Battle> lapsedChoice() {
        if (playing().isEmpty()) {
            return Optional.empty();
        }
        return lastCounted(battles.subList(0, battles.size() - 1)).filter(Campaign::unchosen);
    }

    public CampaignDecision decide(CampaignCommand command) {
        try {
            Refusal.require(command != null && command.actor() != null, "A command needs the player who gives it.");
            return new CampaignDecision.Accepted(switch (command) {
                case CampaignCommand.OpenBattle c -> open(c);
                case CampaignCommand.FinishBattle c -> finish(c);
                case CampaignCommand.AbandonBattle c -> abandon(c);
                case CampaignCommand.ChooseConstraints c -> choose(c);
            });
        } catch (Refusal r) {
            return new CampaignDecision.Refused(r.getMessage());
        }
    }

    public Campaign apply(CampaignEvent event) {
        List<Battle> list = new ArrayList<>(battles);
        switch (event) {
            case CampaignEvent.BattleOpened e -> list.add(new Battle(e.number(), e.gameId(), e.channel(), e.date(),
                    Battle.Status.PLAYING, null, e.inForce(), List.of(), List.of(), null, null, null, List.of(), null));
            case CampaignEvent.BattleFinished e -> list.set(e.number() - 1, list.get(e.number() - 1)
                    .finished(e.date(), e.results(), e.winners(), e.objective(), e.behaviour(), e.holder()));
            case CampaignEvent.BattleAbandoned e -> list.set(e.number() - 1, list.get(e.number() - 1)
                    .abandoned(e.date(), e.results(), e.beforeStart()));
            case CampaignEvent.ConstraintsChosen e -> list.set(e.number() - 1,
                    list.get(e.number() - 1).withChosen(e.constraints(), e.by()));
        }
        return new Campaign(name, list);
    }

    public Campaign applyAll(List<CampaignEvent> events) {
        Campaign c = this;
        for (CampaignEvent e : events) {
            c = c.apply(e);
        }
        return c;
    }

    // ---- the rules ------------------------------------------------------------------------------

    private List<CampaignEvent> open(CampaignCommand.OpenBattle c) {
        playing().ifPresent(b -> {
            throw new Refusal("Battle " + shownNumber(b) + " of " + name + " is still being played"
                    + (b.channel() == null ? "" : " in <#" + b.channel() + ">") + ": finish it (or `/game end` it) first.");
        });
        // A campaign is its players': anyone else opening its next battle (somewhere they can't
        // see) held it, and the holder's choice, until that battle ended (a trust audit, 2026-11-26).
        Map<String, String> players = players();
        Refusal.require(players.isEmpty() || c.managesServer() || players.containsKey(c.actor()),
                () -> "Only the players of " + name + "'s battles (or those who manage the server) open its next "
                        + "one: " + String.join(", ", players.values()) + ".");
        // The holder chooses for the next battle (§9): another player opening it first took that
        // away, for good once it started (a campaign audit). The holder may open it and forgo the
        // choice; someone who manages the server may, for a holder who has gone.
        awaitingChoice().filter(b -> !b.holder().equals(c.actor()) && !c.managesServer()).ifPresent(b -> {
            throw new Refusal(b.nameOf(b.holder()) + " held the objective at the doomsday of battle " + shownNumber(b)
                    + " and hasn't chosen this battle's constraints yet: " + (Seat.isSeat(b.holder())
                    ? "a bot seat, it chooses as the battle opens; if it can't, "
                    : "they choose first (`/campaign choose`), or open it themselves to play without them. ")
                    + "Someone who manages the server may open it anyway.");
        });
        return List.of(new CampaignEvent.BattleOpened(battles.size() + 1, c.gameId(), c.channel(), c.date(),
                constraintsForNext()));
    }

    /**
     * Everyone who played a battle of this campaign that counts or was abandoned (not one called
     * off in its lobby, which anyone may have joined), by id, with the name of their latest battle.
     */
    public Map<String, String> players() {
        Map<String, String> players = new LinkedHashMap<>();
        for (Battle b : battles) {
            if (b.status() == Battle.Status.FINISHED || b.status() == Battle.Status.ABANDONED) {
                b.results().forEach(r -> players.put(r.player(), r.name()));
            }
        }
        return players;
    }

    private List<CampaignEvent> finish(CampaignCommand.FinishBattle c) {
        Battle b = playingGame(c.gameId());
        return List.of(new CampaignEvent.BattleFinished(b.number(), c.date(), c.results(), c.winners(), c.objective(),
                c.behaviour(), c.holder()));
    }

    private List<CampaignEvent> abandon(CampaignCommand.AbandonBattle c) {
        return List.of(new CampaignEvent.BattleAbandoned(playingGame(c.gameId()).number(), c.date(), c.results(),
                c.beforeStart()));
    }

    private List<CampaignEvent> choose(CampaignCommand.ChooseConstraints c) {
        Battle b = lastCounted().orElseThrow(() -> new Refusal(name + " has no battle played yet: nobody chooses "
                + "constraints."));
        Refusal.require(b.status() != Battle.Status.PLAYING, "Battle " + shownNumber(b) + " is open: the constraints "
                + "for it were fixed when it opened, and its own holder chooses at its doomsday.");
        Refusal.require(b.status() != Battle.Status.ABANDONED, "Battle " + shownNumber(b)
                + " was abandoned before its doomsday, so nobody holds its objective to choose; the next battle is "
                + "played under the constraints it was.");
        Refusal.require(b.holder() != null, "Nobody held the objective at the doomsday of battle " + shownNumber(b)
                + ": the next battle has no constraints.");
        Refusal.require(b.holder().equals(c.actor()), "Only " + b.nameOf(b.holder())
                + ", who held the objective at doomsday, chooses the constraints.");
        // Who chose: the host for an absent holder was said to be the holder (a campaign audit).
        Refusal.require(b.chosen().isEmpty(), (b.chosenBy() == null ? b.nameOf(b.holder()) + " already chose: "
                : b.nameOf(b.chosenBy()) + " (the host) already chose for " + b.nameOf(b.holder()) + ": ")
                + String.join("; ", b.chosen().stream().map(Constraint::words).toList()) + ".");
        Refusal.require(c.constraints().size() == Constraints.CHOSEN, "Choose exactly two constraints, of different kinds.");
        List<String> problems = new ArrayList<>(Constraints.problems(c.constraints()));
        // Names chosen now: the limits a newly chosen name has (a %), beside those stored terms keep.
        for (Constraint constraint : c.constraints()) {
            if (constraint instanceof Constraint.Environment environment) {
                Names.newlyChosenProblem("The environment's name", environment.environment()).ifPresent(problems::add);
                Names.newlyChosenProblem("The coping system's name", environment.copes()).ifPresent(problems::add);
            }
        }
        Refusal.require(problems.isEmpty(), String.join(" ", problems));
        return List.of(new CampaignEvent.ConstraintsChosen(b.number(), c.actor(), c.constraints(), c.by()));
    }

    private Battle playingGame(long gameId) {
        return playing().filter(b -> b.gameId() == gameId).orElseThrow(() -> new Refusal(
                "That game is not the battle of " + name + " being played."));
    }
}
