package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.CAMPAIGN;
import static mfz.bot.commands.OptionNames.DOOMSDAY;
import static mfz.bot.commands.OptionNames.SIZE;
import static mfz.bot.commands.OptionNames.SSR;
import static mfz.bot.commands.OptionNames.THREAD;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.campaign.CampaignSight;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.KeptReplies;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Typed;
import mfz.bot.game.Applied;
import mfz.bot.game.Submission;
import mfz.bot.render.CampaignText;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.dice.Dice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Game;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;

/**
 * {@code /game new size:<skirmish|battle|demo> [ssr:<0-8>] [doomsday:<n>] [campaign:<name>] [thread:true]}: open
 * a game here (on Discord with {@code thread:true}, in a new thread of this channel); the caller hosts it. With a campaign it is that campaign's next battle, under the constraints chosen last time.
 */
public final class GameNew extends GameCommand {

    public static final List<String> SIZES = List.of("skirmish", "battle", "demo");

    public GameNew(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("new", "Open a game in this channel; you host it",
                OptionSpec.string(SIZE, "Skirmish, battle, or a short demo game").required().choices(SIZES)
                        .maxLength(10).build(),
                OptionSpec.integer(SSR, "Single-shot rockets per company (0 to 8; default 3)").placeholder("0-8")
                        .range(0, GameOptions.MAX_SSRS).build(),
                OptionSpec.integer(DOOMSDAY, "Where the doomsday clock starts (default 11, demo 5)")
                        .range(1, GameOptions.MAX_DOOMSDAY).build(),
                OptionSpec.string(CAMPAIGN, "Make this game the next battle of this server's campaign")
                        .placeholder("name").maxLength(40).build(),
                // Read by the Discord front end, which opens the thread (the console has none).
                OptionSpec.bool(THREAD, "Play it in a thread of its own (on Discord)").build());
    }

    @Override
    public Reply handle(Request request) {
        String host = request.caller().id();
        GameSize size = size(request.option(SIZE).orElseThrow());
        List<Command> commands = new ArrayList<>();
        commands.add(new Command.CreateGame(host, request.caller().name(), size));
        List<String> seatChose = new ArrayList<>();
        CampaignService.Loaded campaign = request.option(CAMPAIGN).map(name -> battleOf(request, name, size, seatChose))
                .orElse(null);
        if (campaign != null) {
            commands.add(new Command.EnterCampaign(host, campaign.record().name(),
                    campaign.campaign().constraintsForNext()));
        }
        // An option given as the game (or its campaign) already has it is no change to refuse:
        // `/game new size:skirmish ssr:3` opens the game (it was refused: "already 3").
        GameOptions opening = opening(commands);
        request.option(SSR).map(Integer::parseInt).filter(n -> n != opening.ssrCount())
                .ifPresent(n -> commands.add(new Command.SetSsrCount(host, n)));
        request.option(DOOMSDAY).map(Integer::parseInt).filter(n -> n != opening.startingDoomsday())
                .ifPresent(n -> commands.add(new Command.SetStartingDoomsday(host, n)));
        // The game and its campaign's record of it are stored together: if another channel opened a
        // battle of this campaign meanwhile, neither is.
        Applied applied = play.games().open(request.guildId(), new Submission(request.channelId(), commands, null,
                request.interactionId()), campaign == null ? null : play.campaigns().orElseThrow().opening(campaign, host,
                request.caller().managesServer(), request.channelId()));
        return KeptReplies.afterStoring(play, request, applied, "✅ The game is open here, but showing it went wrong on my side: "
                + "`/game log` says what happened.", () -> opened(request, applied, campaign, seatChose));
    }

    /** The new game's announcement, with what its campaign now says (read once both are stored). */
    private Reply opened(Request request, Applied applied, CampaignService.Loaded campaign, List<String> seatChose) {
        Reply reply = play.withControls(Play.announce(applied, null), applied);
        if (campaign != null) {
            CampaignService.Loaded opened = play.campaigns().orElseThrow().byId(campaign.record().id()).orElseThrow();
            // The announcement is everyone's here: what an earlier battle played in a channel not
            // everyone here reads came to (its objective, who held it) is left to /campaign status.
            boolean mayNameHolder = CampaignSight.everyoneHereMayRead(request, opened.campaign());
            List<String> said = mayNameHolder ? seatChose : List.of();
            reply = new Reply(reply.content() + "\n" + String.join("\n", said) + (said.isEmpty() ? "" : "\n")
                    + CampaignText.opened(opened.campaign(), mayNameHolder), reply.embeds(),
                    reply.rows(), reply.ephemeral(), reply.table(), reply.files());
        }
        return reply.withTable(reply.table().opening());
    }

    /**
     * The campaign this game opens a battle of, checked before anything is stored: it exists in
     * this server, no other battle of it is being played, and the size asked for is the one its
     * size constraint sets.
     */
    private CampaignService.Loaded battleOf(Request request, String name, GameSize size, List<String> seatChose) {
        CampaignService campaigns = play.campaigns().orElseThrow(() -> new PlayerError("Campaigns are not kept here."));
        CampaignService.Loaded found = campaigns.find(request.guildId(), name).orElseThrow(() -> new PlayerError(
                "There is no campaign named `" + name.strip() + "` in this server. Start one with "
                        + "`/campaign new " + Typed.option("name", name.strip()) + "`."));
        // Who may not hear of it learns nothing more of it here (its players, where it is played).
        if (!CampaignSight.readable(found.campaign(), request.caller())) {
            throw new PlayerError(CampaignService.unreadable(found.record().name()));
        }
        // A bot seat that held the objective chooses at its doomsday; if that choice wasn't stored
        // (its reply failed), it chooses now: the next battle waits for the holder's choice.
        Optional<String> seat = found.campaign().awaitingChoice().map(Battle::holder)
                .filter(BotSeats::is);
        // (Stored even if this opening is refused below: the choice was the seat's to make at doomsday.)
        seat.ifPresent(holder -> seatChose.add(play.seatChooses(found, holder)));
        CampaignService.Loaded campaign = seat.isEmpty() ? found : campaigns.byId(found.record().id()).orElseThrow();
        campaigns.check(campaign, new CampaignCommand.OpenBattle(request.caller().id(), 0, request.channelId(),
                campaigns.today(), request.caller().managesServer()));
        campaign.campaign().sizeForNext().filter(c -> c.size() != size).ifPresent(c -> {
            throw new PlayerError("The campaign " + campaign.record().name() + " fixes this: " + c.words()
                    + ". Open it with `size:" + c.size().name().toLowerCase(Locale.ROOT) + "`.");
        });
        return campaign;
    }

    /** The options a game opened by these commands starts with (a refused one changes nothing here: the service says why). */
    private static GameOptions opening(List<Command> commands) {
        Game game = Game.EMPTY;
        for (Command command : commands) {
            if (game.decide(command, NO_DICE) instanceof Decision.Accepted accepted) {
                game = accepted.after();
            }
        }
        return game.options();
    }

    /** Opening a game rolls nothing. */
    private static final Dice NO_DICE = sides -> {
        throw new IllegalStateException("opening a game rolls no die");
    };

    static GameSize size(String word) {
        return switch (word) {
            case "battle" -> GameSize.BATTLE;
            case "demo" -> GameSize.DEMO;
            default -> GameSize.SKIRMISH;
        };
    }
}
