package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.FILE;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.game.GameExport;
import mfz.bot.game.GameTransfer;
import mfz.bot.render.TableView;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.Constraint;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;

/** {@code /game import file:<json>}: restore an exported game into this channel, which must have no game. */
public final class GameImportCommand extends GameCommand {

    /** A long game's export is a few hundred kilobytes; anything past this is not one. */
    static final int MAX_BYTES = 2_000_000;

    private static final ObjectMapper STRICT = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            // A field given twice inside an event was read as its last value, the seal still holding
            // over what was read while the file showed another (an import audit).
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    public GameImportCommand(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("import", "Restore an exported game into this channel",
                OptionSpec.attachment(FILE, "A file made by /game export", MAX_BYTES).required()
                        .placeholder("file.json").build());
    }

    /** What showing a restored game takes: its table and its controls. */
    private static void tryOut(Game game) {
        TableView.table(game);
        Controls.forGame(game, 0);
    }

    @Override
    public Reply handle(Request request) {
        String text = request.option(FILE).orElseThrow();
        GameExport export;
        try {
            // The format and its version first, before fields a newer version may add: a file of a
            // newer bot is refused by its version, not by the line and column of a field unknown here.
            JsonNode node = STRICT.readTree(text);
            if (node != null && node.isObject() && GameExport.FORMAT.equals(node.path("format").asText())
                    && node.path("version").isInt()) {
                GameExport.versionProblem(node.path("version").asInt()).ifPresent(problem -> {
                    throw new PlayerError(problem);
                });
            }
            export = STRICT.readValue(text, GameExport.class);
        } catch (JsonProcessingException e) {
            if (e.getOriginalMessage() != null && e.getOriginalMessage().startsWith("Duplicate field")
                    && e.getLocation() != null) {
                throw new PlayerError("That file gives a field twice in one place (line " + e.getLocation().getLineNr()
                        + ", column " + e.getLocation().getColumnNr() + "): an export writes each once, so it was "
                        + "changed by hand.");
            }
            throw new PlayerError(e.getLocation() == null ? "That file is not a game export."
                    : "That file is not a game export (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ").");
        }
        if (export == null) {
            throw new PlayerError("That file is empty.");
        }
        GameTransfer.Imported imported = play.games().transfer().importGame(request.guildId(), request.channelId(),
                export, request.caller().id(), request.caller().managesChannel(), GameImportCommand::tryOut);
        Game game = imported.game();
        // a new game here: the table before it is another game's, kept as it stands (a review)
        TableUpdate table = TableUpdate.of(() -> TableView.table(game), true).opening();
        // Who hosts is the file's word too (an import audit: an edited file could make another player
        // the host, and nobody was told): said, by name, with the warning.
        // Each player the file names takes their seat before it goes on: that is how they accept its word (an
        // adversarial audit found a forged file's dice accepted by one tap, the warning said only above it).
        String campaign = campaignNote(game, imported.sealed()) + (imported.sealed() ? "" : UNSEALED + " It names **"
                + game.nameOf(game.host()) + "** as the host." + (imported.seatsToTake().isEmpty() ? ""
                : " Taking your seat accepts all of that: if it isn't the game you played, don't, and it can't go on."))
                + renamed(game, request);
        if (imported.seatsToTake().isEmpty()) {
            return Reply.text("📥 **" + request.caller().name() + "** restored a game here: "
                    + GameQueries.waitingOn(game) + campaign).withTable(table);
        }
        // Nobody the file names is pinged: they haven't said they play here yet.
        return new Reply("📥 **" + request.caller().name() + "** restored a game here. "
                + GameJoin.seatsLeft(game, imported.seatsToTake()) + campaign, List.of(), List.of(GameJoin.TAKE_SEAT),
                false, table, List.of());
    }

    /**
     * The importer's name in the file when it isn't theirs: a forged file could name its importer
     * as another player, and only those who took a seat were told (a review).
     */
    private static String renamed(Game game, Request request) {
        String importer = request.caller().id();
        if (game.player(importer).isEmpty()
                || game.nameOf(importer).equalsIgnoreCase(request.caller().name().strip())) {
            return "";
        }
        // "The file names **vincent** **meguey** here." read as nonsense (a trust audit).
        return "\nThe file calls **" + request.caller().name() + "**, who restored it, **" + game.nameOf(importer)
                + "** here.";
    }

    /**
     * Said to the channel when the file doesn't bear this bot's seal (made elsewhere, before
     * exports were sealed, or changed since): the rules checked every step, but not its dice.
     */
    static final String UNSEALED = "\n⚠️ This file isn't sealed by this bot: it was exported elsewhere or changed "
            + "since. Every step was checked against the rules, but its dice, the players' names, who did what and "
            + "who hosts are the file's word.";

    /**
     * A campaign battle restored is played on its own: the campaign keeps the battle it opened
     * (it may still be open where it was exported from), so this copy's end isn't recorded there.
     * Unsealed, the constraints it is played under are the file's word: said, not claimed as the
     * campaign's (a campaign audit: an edited file with none was told it kept them).
     */
    private static String campaignNote(Game game, boolean sealed) {
        CampaignTerms terms = game.options().campaign();
        if (terms == null) {
            return "";
        }
        String onItsOwn = " is played on its own: its end isn't recorded in the campaign, whose battle stays where it "
                + "was opened.";
        if (sealed) {
            return "\n📜 This game was a battle of the campaign **" + terms.campaign() + "**. Restored, it keeps the "
                    + "campaign's constraints and objective but" + onItsOwn;
        }
        return "\n📜 The file says this game was a battle of the campaign **" + terms.campaign() + "**, under "
                + (terms.constraints().isEmpty() ? "no constraint" : terms.constraints().stream().map(Constraint::words)
                .collect(Collectors.joining("; "))) + ": the file's word, not the campaign's. Restored, it" + onItsOwn;
    }
}
