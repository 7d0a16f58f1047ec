package mfz.bot.commands.company;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.Applied;
import mfz.bot.game.BattleEnd;
import mfz.bot.game.Submission;
import mfz.rules.company.CompanyDraft;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Player;

/**
 * A {@code /company} command: the company is built privately, so an edit is answered with the
 * card only its player sees, not announced to the channel.
 */
abstract class CompanyCommand extends GameCommand {

    CompanyCommand(Play play) {
        super(play);
    }

    /** Runs the edit for who acts and answers privately with their company as it now stands. */
    Reply editPrivately(Request request, Function<Acting, List<Command>> build) {
        var who = new Object() {
            Acting acting;
        };
        Applied applied = play.games().execute(request.channelId(), game -> {
            who.acting = ownCompanyUntilReveal(request, game);
            return new Submission(request.channelId(), build.apply(who.acting), who.acting.onBehalfOf(),
                    request.interactionId());
        }, BattleEnd.NONE);
        // Tapped or filled in from the private card, the answer replaces that card (each form's answer posted
        // a card more, five for a skirmish's company: a phone review); typed, it is a private message of its own.
        return new Reply("", List.of(CompanyCard.of(applied.after(), who.acting.id())),
                CompanyCard.controls(applied.after(), who.acting.id()), true).asStoredOffTheTable().onSameCard();
    }

    /**
     * What a company's options suggest comes from the company the command would act on: before
     * the start, never another player's (its names are as secret as the rest of it).
     */
    @Override
    public List<String> suggest(Request request, String option) {
        try {
            ownCompanyUntilReveal(request);
        } catch (PlayerError secretOrNoGame) {
            return List.of();
        }
        return super.suggest(request, option);
    }

    /**
     * Who acts on a company: before the start, only its own player. A company is secret until
     * the reveal, so nobody (the host and those who manage the channel included) sees, changes
     * or readies another player's with {@code as:}; the host can still act for an absent
     * player once the companies are on the table.
     */
    Acting ownCompanyUntilReveal(Request request) {
        return ownCompanyUntilReveal(request, play.games().require(request.channelId()));
    }

    Acting ownCompanyUntilReveal(Request request, Game game) {
        Acting acting = Acting.of(request, Optional.of(game));
        boolean secret = game.phase().companiesSecret();
        if (acting.onBehalfOf() != null && secret) {
            throw new PlayerError(SECRET_UNTIL_REVEAL);
        }
        return acting;
    }

    static final String SECRET_UNTIL_REVEAL = "Companies are secret until the game starts: nobody, the host "
            + "included, can see or change another player's company (`as:`) before then.";

    /** A player's company as built so far. */
    CompanyDraft draft(Request request, String player) {
        Game game = play.games().require(request.channelId());
        return game.player(player).map(Player::company).orElseThrow(() -> CompanyCard.notPlaying(game));
    }
}
