package mfz.bot.campaign;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import mfz.bot.core.PlayerError;
import mfz.bot.game.BattleEnd;
import mfz.bot.game.GameService;
import mfz.bot.store.CampaignAppend;
import mfz.bot.store.CampaignRecord;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.GameRecord;
import mfz.bot.store.NewEvent;
import mfz.bot.store.StoreException;
import mfz.rules.campaign.Battle;
import mfz.rules.campaign.Campaign;
import mfz.rules.campaign.CampaignCommand;
import mfz.rules.campaign.CampaignDecision;
import mfz.rules.campaign.CampaignEvent;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Names;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.stations.Station;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs campaign commands: loads the campaign from its stored events (every time: campaigns
 * change a few times a month, and a restart or months of silence lose nothing), asks the
 * rules to decide, and stores the events before answering. A refused command stores nothing.
 */
public final class CampaignService {

    /** Longest campaign name accepted (ruling: it must fit a menu's id and a message line). */
    public static final int MAX_NAME = 32;

    private static final Logger log = LoggerFactory.getLogger(CampaignService.class);

    private final CampaignStore store;
    private final Clock clock;
    /** Shared, as {@link mfz.bot.game.GameJson}'s: it learns each class once for the process. */
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /**
     * A campaign with its row, as of this many stored events (a later append checks that none
     * came in between, so a decision is never stored on a stale campaign).
     */
    public record Loaded(CampaignRecord record, Campaign campaign, int events) {
    }

    public CampaignService(CampaignStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** Starts a campaign in the server; refused when the server has one of that name (ignoring case). */
    public Loaded create(String guildId, String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty()) {
            throw new PlayerError("Give the campaign a name.");
        }
        if (n.length() > MAX_NAME || n.contains("|")) {
            throw new PlayerError("A campaign's name has at most " + MAX_NAME + " characters and no `|`.");
        }
        Names.problem("A campaign's name", n).ifPresent(problem -> {
            throw new PlayerError(problem);
        });
        // One that reads as another is refused as that one: the stores compare case-folded names only. The
        // refusal quotes the name typed, never the other's: it may be played where the caller can't read.
        if (persist(() -> store.list(guildId)).stream()
                .anyMatch(other -> Names.lookalike(other.name()).equals(Names.lookalike(n)))) {
            throw new PlayerError("This server already has a campaign named `" + n + "`, or one that reads the same: "
                    + "pick another name.");
        }
        CampaignRecord record = persist(() -> store.create(guildId, n, clock.instant())).orElseThrow(() ->
                new PlayerError("This server already has a campaign named `" + n + "`: pick another name."));
        return new Loaded(record, Campaign.named(record.name()), 0);
    }

    /** The server's campaign of that name, ignoring case. */
    public Optional<Loaded> find(String guildId, String name) {
        return persist(() -> store.find(guildId, name.strip())).map(this::load);
    }

    /** The campaign whose battle was opened last in this channel, if any. */
    public Optional<Loaded> lastPlayedIn(String guildId, String channelId) {
        return persist(() -> store.lastPlayedIn(guildId, channelId)).map(this::load);
    }

    public Optional<Loaded> byId(long id) {
        return persist(() -> store.byId(id)).map(this::load);
    }

    /**
     * The campaign a command means: the one named; else the one this channel's game belongs to;
     * else the one last played in this channel; else the server's only campaign. One the caller
     * may not {@code readable} (played where they can't read) is refused, and left out of the
     * campaigns named to choose from.
     */
    public Loaded resolve(String guildId, String channelId, Optional<String> name, Optional<GameRecord> open,
                          Predicate<Campaign> readable) {
        Optional<Loaded> chosen;
        if (name.isPresent()) {
            chosen = Optional.of(find(guildId, name.get()).orElseThrow(() -> new PlayerError("There is no campaign named `"
                    + name.get().strip() + "` in this server. Start one with `/campaign new name:<n>`.")));
        } else if (open.isPresent() && open.get().campaignId() != null) {
            chosen = Optional.of(byId(open.get().campaignId()).orElseThrow());
        } else {
            chosen = lastPlayedIn(guildId, channelId);
        }
        if (chosen.isPresent()) {
            if (!readable.test(chosen.get().campaign())) {
                throw new PlayerError(unreadable(chosen.get().record().name()));
            }
            return chosen.get();
        }
        List<CampaignRecord> all = persist(() -> store.list(guildId));
        // Only the campaigns the caller could read are offered, or even named.
        List<Loaded> shown = all.stream().map(this::load).filter(loaded -> readable.test(loaded.campaign())).toList();
        if (shown.size() == 1) {
            return shown.getFirst();
        }
        throw new PlayerError(all.isEmpty() ? "This server has no campaign yet. Start one with `/campaign new name:<n>`."
                : shown.isEmpty() ? "This server has no campaign you can read yet. Start one with "
                + "`/campaign new name:<n>`." : "Which campaign? Name it with `campaign:` (" + String.join(", ",
                shown.stream().map(loaded -> loaded.record().name()).toList()) + ").");
    }

    /** The refusal for a campaign the caller may not hear of: it says no more than that it exists. */
    public static String unreadable(String name) {
        return "**" + name + "** was played in channels you can't read, so I can't tell you about it here.";
    }

    /** Refuses (as a player error) unless the command would be accepted now. Stores nothing. */
    public void check(Loaded loaded, CampaignCommand command) {
        events(loaded, command);
    }

    /** Decides the command; stores and returns the campaign after it. */
    public Loaded decide(Loaded loaded, CampaignCommand command) {
        return decide(loaded, command, command.actor());
    }

    /** The same, given by {@code by} (the host choosing for an absent holder): the log keeps who gave it. */
    public Loaded decide(Loaded loaded, CampaignCommand command, String by) {
        List<CampaignEvent> events = events(loaded, command);
        List<NewEvent> stored = events.stream().map(this::toStored).toList();
        persist(() -> {
            store.append(loaded.record().id(), loaded.events(), stored, by, clock.instant());
            return null;
        });
        return new Loaded(loaded.record(), loaded.campaign().applyAll(events), loaded.events() + events.size());
    }

    /** Today's date as the campaign writes it (UTC). */
    public String today() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).toString();
    }

    /**
     * The campaign's events opening its next battle, to be stored with the game (whose id they
     * need) in one transaction. Check the opening first ({@link #check}); should another
     * channel open a battle meanwhile, the store refuses these events and the game with them.
     */
    public CampaignAppend opening(Loaded loaded, String host, String channelId) {
        return opening(loaded, host, false, channelId);
    }

    /** As above, by a host who may manage the server ({@link CampaignCommand.OpenBattle#managesServer}). */
    public CampaignAppend opening(Loaded loaded, String host, boolean managesServer, String channelId) {
        String today = today();
        return new CampaignAppend(loaded.record().id(), loaded.events(), host, gameId -> events(loaded,
                new CampaignCommand.OpenBattle(host, gameId, channelId, today, managesServer)).stream()
                .map(this::toStored).toList());
    }

    /**
     * How this campaign records its battle's end: at doomsday, the final scores and who held the
     * objective; abandoned, the scores as they stood. The events are stored with the game's
     * last change ({@link BattleEnd}); none when the campaign doesn't know the game as its
     * battle being played.
     *
     * @param actor who gave the game's last command
     */
    public BattleEnd ending(String actor) {
        return (game, end) -> battleOf(game.campaignId(), game).map(loaded -> {
            CampaignCommand command;
            if (end.phase() == Phase.ENDED) {
                CampaignTerms terms = end.options().campaign();
                String holder = ObjectiveRules.objective(end).map(Station::holder).orElse(null);
                command = new CampaignCommand.FinishBattle(actor, game.id(), today(), results(end), end.winners(),
                        terms == null ? null : terms.objective(), terms == null ? null : terms.behaviour(), holder);
            } else {
                command = new CampaignCommand.AbandonBattle(actor, game.id(), today(), results(end),
                        end.phase() == Phase.LOBBY);
            }
            List<NewEvent> stored = events(loaded, command).stream().map(this::toStored).toList();
            return new CampaignAppend(loaded.record().id(), loaded.events(), actor, gameId -> stored);
        }).orElse(null);
    }

    /** The campaign's battle of this game, if the campaign has it and it ended as {@code status}. */
    public Optional<Loaded> ended(GameRecord game, Battle.Status status) {
        return game.campaignId() == null ? Optional.empty() : byId(game.campaignId()).filter(c -> c.campaign()
                .battles().stream().anyMatch(b -> b.gameId() == game.id() && b.status() == status));
    }

    /** Each player's name and score, highest first (table order before bidding). */
    private static List<Battle.Result> results(Game g) {
        return g.ranking().stream().map(p -> new Battle.Result(p, g.nameOf(p), g.score(p))).toList();
    }

    private Optional<Loaded> battleOf(long campaignId, GameRecord game) {
        Optional<Loaded> loaded = byId(campaignId).filter(c -> c.campaign().playing()
                .filter(b -> b.gameId() == game.id()).isPresent());
        if (loaded.isEmpty()) {
            log.warn("Game {} names campaign {} but is not its battle being played; the campaign is unchanged",
                    game.id(), campaignId);
        }
        return loaded;
    }

    private List<CampaignEvent> events(Loaded loaded, CampaignCommand command) {
        return switch (loaded.campaign().decide(command)) {
            case CampaignDecision.Accepted a -> a.events();
            case CampaignDecision.Refused r -> throw new PlayerError(r.message());
        };
    }

    private Loaded load(CampaignRecord record) {
        List<CampaignEvent> events = persist(() -> store.events(record.id())).stream().map(this::event).toList();
        return new Loaded(record, Campaign.replay(record.name(), events), events.size());
    }

    private NewEvent toStored(CampaignEvent event) {
        JsonNode node = MAPPER.valueToTree(event);
        return new NewEvent(node.path("type").asText(event.getClass().getSimpleName()), node.toString());
    }

    private CampaignEvent event(String json) {
        try {
            return MAPPER.readValue(json, CampaignEvent.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored campaign event can't be read: " + e.getOriginalMessage(), e);
        }
    }

    @FunctionalInterface
    private interface StoreWork<T> {
        T run() throws StoreException;
    }

    /**
     * Storage failures are not the player's fault: they surface as the router's "nothing was
     * changed". A campaign changed meanwhile is said as such.
     */
    private static <T> T persist(StoreWork<T> work) {
        try {
            return work.run();
        } catch (StoreException.CampaignChanged e) {
            throw new PlayerError(GameService.CAMPAIGN_CHANGED);
        } catch (StoreException e) {
            throw new IllegalStateException("could not use the campaign store: " + e.getMessage(), e);
        }
    }
}
