package mfz.bot.commands.campaign;

import static mfz.bot.commands.OptionNames.CAMPAIGN;
import static mfz.bot.commands.OptionNames.CONFIRM;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.CampaignText;
import mfz.bot.store.GameRecord;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.campaign.CampaignCommand;
import org.slf4j.LoggerFactory;

/**
 * {@code /campaign abandon [campaign:<n>] [confirm:true]}: the battle being played is abandoned
 * from any channel, by its host or someone who manages the server. A campaign opens no battle
 * while one is being played, and {@code /game end} works only in the battle's own channel: once
 * that channel or thread was deleted, the campaign could go no further (a campaign audit).
 */
public final class CampaignAbandon implements SlashCommand {

    /** The battle a confirm button was made for. */
    static final String BATTLE = "battle";

    private final Play play;
    private final CampaignService campaigns;

    public CampaignAbandon(Play play, CampaignService campaigns) {
        this.play = play;
        this.campaigns = campaigns;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("abandon", "Battle's host or a server manager: abandon its battle from any channel",
                WhichCampaign.OPTION, OptionSpec.bool(CONFIRM, "true to abandon it now").placeholder("true").build(),
                // (text: its button writes "3/5", the number players know it by and the campaign's own)
                OptionSpec.string(BATTLE, "Only if it is still this battle (its button sets it)").placeholder("n")
                        .maxLength(21).build());
    }

    @Override
    public Reply handle(Request request) {
        // Who may abandon it may hear of it: its channel may be gone, and a channel deleted is read by nobody.
        CampaignService.Loaded loaded = campaigns.resolve(request.guildId(), request.channelId(),
                request.option(CAMPAIGN), play.games().record(request.channelId()), campaign -> request.caller()
                        .managesServer() || hostOfItsBattle(campaign, request) || CampaignSight.readable(campaign,
                        request.caller()));
        Battle battle = loaded.campaign().playing().orElseThrow(() -> new PlayerError("**" + loaded.record().name()
                + "** has no battle being played."));
        Optional<GameRecord> game = battleGame(battle);
        boolean host = game.map(record -> record.hostUserId().equals(request.caller().id())).orElse(false);
        int shown = loaded.campaign().shownNumber(battle);
        if (!host && !request.caller().managesServer()) {
            throw new PlayerError("Only the host of battle " + shown + " or someone who manages the server "
                    + "can abandon it" + (game.isPresent() ? "; in its channel, the host's `/game end` does it." : "."));
        }
        // The button names its battle: tapped once another battle plays, it abandons nothing (a trust audit). It
        // names it by the campaign's own number too ("3/5"): one called off shares the number players know it by
        // with the battle opened after it (Campaign.shownNumber).
        // A number alone names it only where no battle called off shares it (it would abandon the battle opened
        // since, a code review): then the typed command names both, as the button does.
        boolean shared = loaded.campaign().battles().stream().anyMatch(b -> b.status() == Battle.Status.CALLED_OFF
                && loaded.campaign().shownNumber(b) == shown);
        String both = shown + "/" + battle.number();
        Optional<String> named = request.option(BATTLE).map(String::strip);
        if (named.map(n -> !(n.equals(Integer.toString(shown)) && !shared) && !n.equals(both)).orElse(false)) {
            String number = named.get().replaceFirst("/.*", "");
            throw new PlayerError(number.equals(Integer.toString(shown))
                    ? "That was for an earlier battle " + shown + ", called off since, so nothing was abandoned: "
                    + "another battle " + shown + " is being played now. Ask again to abandon it."
                    : "Battle " + number + " is not the one being played, so nothing was abandoned: battle " + shown
                    + " is. Ask again to abandon it.");
        }
        if (!request.option(CONFIRM).map(Boolean::parseBoolean).orElse(false)) {
            Map<String, String> options = new LinkedHashMap<>();
            options.put(ComponentIds.FOR, request.caller().id());
            options.put(CAMPAIGN, loaded.record().name());
            options.put(BATTLE, both);
            options.put(CONFIRM, "true");
            String ask = "This abandons battle " + shown + " of **" + loaded.record().name()
                    + "** (played in <#" + battle.channel() + ">) for everyone; it can't be taken back. To do it, ";
            String typed = "`/campaign abandon campaign:" + loaded.record().name() + " battle:" + (shared ? both : shown)
                    + " confirm:true`.";
            // left out for a long campaign name (one kept with %s) beside a console player's long id: typed instead
            return ComponentIds.fitting(() -> ComponentIds.button("campaign abandon", options))
                    .map(id -> Reply.privately(ask + "tap below or run " + typed).withRows(List.of(new Component.Row(
                            List.of(Controls.button(id, "Abandon battle " + shown, Component.Style.DANGER))))))
                    .orElseGet(() -> Reply.privately(ask + "run " + typed));
        }
        String actor = request.caller().id();
        if (game.isPresent()) {
            play.games().abandonFromElsewhere(battle.channel(), battle.gameId(), play.ending(actor));
        } else {
            // Its game is no longer open (ended without the campaign hearing of it): only the campaign is told.
            campaigns.decide(loaded, new CampaignCommand.AbandonBattle(actor, battle.gameId(), campaigns.today(),
                    List.of()));
        }
        String done = "🛑 **" + request.caller().name() + "** abandoned battle " + shown + " of **"
                + loaded.record().name() + "**, played in <#" + battle.channel() + ">.";
        CampaignService.Loaded after;
        try {
            after = campaigns.byId(loaded.record().id()).orElseThrow();
        } catch (RuntimeException unread) {
            // The battle is abandoned and stored: what the campaign now says is only left out of the
            // reply, which said "nothing was stored" before (a storage audit), as /game end's does.
            LoggerFactory.getLogger(CampaignAbandon.class).warn("Battle {} of campaign {} abandoned; the "
                    + "campaign couldn't be read for the reply: {}", battle.number(), loaded.record().id(),
                    unread.toString());
            return CampaignSight.shown(request, loaded.campaign(), Reply.text(done)).asStoredOffTheTable();
        }
        // Names and all: shown() keeps the reply to the caller where not everyone here may hear of the campaign.
        return CampaignSight.shown(request, after.campaign(), Reply.text(done + " " + CampaignText.ended(after.campaign(), true)))
                .asStoredOffTheTable();
    }

    /**
     * The game of the battle being played, as its own channel keeps it (read without being kept
     * in memory here, an unreadable one too), when it is still open.
     */
    private Optional<GameRecord> battleGame(Battle battle) {
        return play.games().recordElsewhere(battle.channel()).filter(record -> record.id() == battle.gameId());
    }

    private boolean hostOfItsBattle(Campaign campaign, Request request) {
        return campaign.playing().flatMap(this::battleGame)
                .filter(record -> record.hostUserId().equals(request.caller().id())).isPresent();
    }
}
