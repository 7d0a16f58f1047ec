package mfz.rules.lobby;

import static mfz.rules.game.Table.SOLDIER;
import static mfz.rules.game.Table.company;
import static mfz.rules.game.Table.frames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.company.Names;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Test;

/** The lobby: players, host, options, companies, readiness and the start. */
class LobbyTest {

    private static Game lobby(int players) {
        return Table.lobby(GameSize.SKIRMISH, players).game();
    }

    @Test
    void theCreatorIsTheHostAndTheDefaultsAreThreeSsrsAndElevenOnTheClock() {
        Game g = Table.given(Game.EMPTY).when(new Command.CreateGame("a", "Anna", GameSize.SKIRMISH)).thenEvents(
                new Event.GameCreated("a", "Anna", new GameOptions(GameSize.SKIRMISH, 3, List.of(), 11, null, null)));
        assertEquals("a", g.host());
        assertEquals(Phase.LOBBY, g.phase());
        assertEquals(List.of("a"), g.ranking());
        Table.given(g).when(new Command.CreateGame("b", "Ben", GameSize.BATTLE)).thenRefused("A game already exists here.");
    }

    @Test
    void aDemoGameStartsTheClockAtFive() {
        Game g = Table.given(Game.EMPTY).when(new Command.CreateGame("a", "Anna", GameSize.DEMO)).accepted();
        assertEquals(5, g.options().startingDoomsday());
        Game back = Table.given(lobby(2)).when(new Command.SetGameSize("a", GameSize.DEMO)).thenEvents(
                new Event.OptionsChanged(new GameOptions(GameSize.DEMO, 3, List.of(), 5, null, null)));
        assertEquals(11, Table.given(back).when(new Command.SetGameSize("a", GameSize.BATTLE)).accepted()
                .options().startingDoomsday());
    }

    /** Ruling (ours): a clock the host set stays from a skirmish to a battle; a demo brings its own. */
    @Test
    void aClockTheHostSetStaysWhenTheSizeChangesBetweenSkirmishAndBattle() {
        Game three = Table.given(lobby(2)).when(new Command.SetStartingDoomsday("a", 3)).accepted();
        Game battle = Table.given(three).when(new Command.SetGameSize("a", GameSize.BATTLE)).accepted();
        assertEquals(3, battle.options().startingDoomsday());
        Game demo = Table.given(battle).when(new Command.SetGameSize("a", GameSize.DEMO)).accepted();
        assertEquals(5, demo.options().startingDoomsday());
        assertEquals(11, Table.given(demo).when(new Command.SetGameSize("a", GameSize.SKIRMISH)).accepted()
                .options().startingDoomsday());
    }

    @Test
    void aDemoGameHasNoMoreSsrsThanItsTwoFramesCanCarry() {
        String refusal = "A demo game's companies have only 2 frames, which carry at most 6 SSRs (3 a frame), not 7.";
        Game demo = Table.given(lobby(2)).when(new Command.SetGameSize("a", GameSize.DEMO)).accepted();
        Table.given(demo).when(new Command.SetSsrCount("a", 7)).thenRefused(refusal);
        Table.given(demo).when(new Command.SetSsrCount("a", 6)).accepted();
        Game sevenSsrs = Table.given(lobby(2)).when(new Command.SetSsrCount("a", 7)).accepted();
        Table.given(sevenSsrs).when(new Command.SetGameSize("a", GameSize.DEMO)).thenRefused(refusal);
    }

    @Test
    void nothingHappensBeforeAGameIsCreated() {
        Table.given(Game.EMPTY).when(new Command.JoinGame("a", "Anna"))
                .thenRefused("There is no game here yet: create one first.");
    }

    /**
     * A name that would show as a link or markup is refused: only a forged file or the console
     * carries one, Discord's display names reaching the rules with their links broken (a trust
     * audit: an imported {@code [Vincent](https://…)} was a disguised link in the lobby's pinned
     * table). A clan tag is a name like any other.
     */
    @Test
    void aPlayersNameThatWouldShowAsALinkOrMarkupIsRefused() {
        Table.given(lobby(1)).when(new Command.JoinGame("e", "[Vincent](https://evil.example/login)"))
                .thenRefused("A player's name can't hold `](`: it would show as a link.");
        Table.given(lobby(1)).when(new Command.JoinGame("e", "Vincent https://evil.example"))
                .thenRefused("A player's name can't hold `https://`: names can't hold links or invites.");
        Table.given(lobby(1)).when(new Command.JoinGame("e", "Vincent <t:0:R>"))
                .thenRefused("A player's name can't hold `<t:`: names show as written, so they can't hold Discord "
                        + "markup (timestamps, other servers' emoji, commands).");
        Table.given(lobby(1)).when(new Command.JoinGame("e", "[FR] Eve")).thenEvents(new Event.PlayerJoined("e",
                "[FR] Eve"));
        Table.given(lobby(1)).when(new Command.JoinGame("e", Names.brokenLinks("Eve www.eve.example")))
                .accepted();
    }

    /** Two names holding `||` made a spoiler of all between them; a backtick, a code span where nobody is pinged. */
    @Test
    void aPlayersNameThatWouldRestyleAWholeMessageIsRefused() {
        for (String name : List.of("Bob ||", "`Eve")) {
            Table.given(lobby(1)).when(new Command.JoinGame("e", name)).thenRefused("A player's name can't hold a "
                    + "vertical bar or a backtick: beside other names they would hide or restyle a whole message.");
        }
        Table.given(lobby(1)).when(new Command.JoinGame("e", "Bob ǀǀ ˋ")).accepted();
    }

    /** A seat is named as one, and only a seat: nobody takes a seat for a friend, nor a friend for a seat. */
    @Test
    void aBotSeatsNameEndsWithBotAndNobodyElses() {
        Table.given(lobby(1)).when(new Command.JoinGame("bot-easy-1", "Rook (bot)")).accepted();
        Table.given(lobby(1)).when(new Command.JoinGame("bot-easy-1", "Player")).thenRefused(
                "A bot seat's name ends with \"(bot)\", so nobody takes it for a friend.");
        Table.given(lobby(1)).when(new Command.JoinGame("bot-easy-1", "(bot)")).thenRefused(
                "A bot seat's name ends with \"(bot)\", so nobody takes it for a friend.");
        Game seated = Table.given(lobby(1)).when(new Command.JoinGame("bot-easy-1", "Rook (bot)")).accepted();
        Table.given(seated).when(new Command.JoinGame("bot-hard-2", "rook (BOT)")).thenRefused(
                "A player here is already called rook (BOT).");
        Table.given(seated).when(new Command.JoinGame("bot-hard-2", "Rook  (bot)")).thenRefused(
                "A player here is already called Rook  (bot).");
        Table.given(seated).when(new Command.JoinGame("bot-hard-2", "Rook\u00A0(bot)")).thenRefused(
                "A player here is already called Rook\u00A0(bot).");
        Table.given(seated).when(new Command.JoinGame("bot-hard-2", "Rook\u200B (bot)")).thenRefused(
                "A player here is already called Rook\u200B (bot).");
        Table.given(lobby(1)).when(new Command.JoinGame("e", "Rook (Bot)")).thenRefused("A name ending with "
                + "\"(bot)\" marks the bot's seats: join under another (a server nickname, say).");
        Table.given(Game.EMPTY).when(new Command.CreateGame("e", "Eve (bot)", null)).thenRefused("A name ending with "
                + "\"(bot)\" marks the bot's seats: join under another (a server nickname, say).");
        // as read: its o Cyrillic, or its brackets full-width, it passed for a seat (a trust audit)
        for (String posing : List.of("Rook (b\u043Et)", "Rook\uFF08bot\uFF09", "Rook (\uFF42ot)")) {
            Table.given(lobby(1)).when(new Command.JoinGame("e", posing)).thenRefused("A name ending with "
                    + "\"(bot)\" marks the bot's seats: join under another (a server nickname, say).");
        }
    }

    /**
     * A person whose name reads as a player's at the table joins told apart, {@code (2)} after it:
     * two players of one name stood on the table and in the scores alike (two Alexes on a server,
     * or a trust audit's forged import naming its second player as its first, one letter Cyrillic).
     */
    @Test
    void aPersonNamedAsAPlayerHereJoinsToldApart() {
        Game g = Table.given(lobby(1)).when(new Command.JoinGame("e", "anna"))
                .thenEvents(new Event.PlayerJoined("e", "anna (2)"));
        Table.given(g).when(new Command.JoinGame("f", "\u0410nna")).thenEvents(new Event.PlayerJoined("f", "\u0410nna (3)"));
        Table.given(lobby(1)).when(new Command.JoinGame("e", "Eve")).thenEvents(new Event.PlayerJoined("e", "Eve"));
        String longest = "A".repeat(LobbyRules.MAX_PLAYER_NAME);
        Game full = Table.given(lobby(1)).when(new Command.JoinGame("e", longest)).accepted();
        Table.given(full).when(new Command.JoinGame("f", longest.toLowerCase())).thenEvents(new Event.PlayerJoined("f",
                "a".repeat(LobbyRules.MAX_PLAYER_NAME - 4) + " (2)"));
    }

    @Test
    void gamesHaveTwoToFivePlayers() {
        Game g = Table.given(lobby(4)).when(new Command.JoinGame("e", "Eve"))
                .thenEvents(new Event.PlayerJoined("e", "Eve"));
        Table.given(g).when(new Command.JoinGame("f", "Fay")).thenRefused("The game is full: 5 players at most.");
        Table.given(g).when(new Command.JoinGame("e", "Eve")).thenRefused("You are already in this game.");
        Table.given(lobby(1)).when(new Command.StartGame("a"))
                .thenRefused("A game needs 2 to 5 players; only 1 has joined.");
    }

    @Test
    void onlyPlayersActAndOnlyTheHostSetsOptionsAndStarts() {
        Game g = lobby(2);
        Table.given(g).when(new Command.SetSsrCount("z", 2)).thenRefused("You are not playing in this game.");
        Table.given(g).when(new Command.SetSsrCount("b", 2)).thenRefused("Only the host (Anna) can change the options.");
        Table.given(g).when(new Command.SetGameSize("b", GameSize.BATTLE))
                .thenRefused("Only the host (Anna) can change the options.");
        Table.given(g).when(new Command.SetAdvancedOption("b", AdvancedOption.HAZARDS, true))
                .thenRefused("Only the host (Anna) can change the options.");
        Table.given(g).when(new Command.SetStartingDoomsday("b", 9))
                .thenRefused("Only the host (Anna) can change the options.");
        Table.given(g).when(new Command.StartGame("b")).thenRefused("Only the host (Anna) can start the game.");
    }

    @Test
    void theSsrCountIsZeroToEight() {
        Game g = lobby(2);
        Table.given(g).when(new Command.SetSsrCount("a", 9)).thenRefused("The SSR count is 0 to 8 per company, not 9.");
        Table.given(g).when(new Command.SetSsrCount("a", -1)).thenRefused("The SSR count is 0 to 8 per company, not -1.");
        Table.given(g).when(new Command.SetSsrCount("a", 3)).thenRefused("The SSR count is already 3.");
        assertEquals(0, Table.given(g).when(new Command.SetSsrCount("a", 0)).accepted().options().ssrCount());
        assertEquals(8, Table.given(g).when(new Command.SetSsrCount("a", 8)).accepted().options().ssrCount());
    }

    @Test
    void advancedOptionsAreSwitchedOnAndOff() {
        Game on = Table.given(lobby(2)).when(new Command.SetAdvancedOption("a", AdvancedOption.SPLIT_RANGE, true))
                .thenEvents(new Event.OptionsChanged(new GameOptions(GameSize.SKIRMISH, 3,
                        List.of(AdvancedOption.SPLIT_RANGE), 11, null, null)));
        assertTrue(on.options().has(AdvancedOption.SPLIT_RANGE));
        Table.given(on).when(new Command.SetAdvancedOption("a", AdvancedOption.SPLIT_RANGE, true))
                .thenRefused("The split-range weapons option is already on.");
        Table.given(lobby(2)).when(new Command.SetAdvancedOption("a", AdvancedOption.JETTISON, false))
                .thenRefused("The jettisoning option is already off.");
        assertFalse(Table.given(on).when(new Command.SetAdvancedOption("a", AdvancedOption.SPLIT_RANGE, false))
                .accepted().options().has(AdvancedOption.SPLIT_RANGE));
    }

    @Test
    void theStartingClockIsOneToThirty() {
        Table.given(lobby(2)).when(new Command.SetStartingDoomsday("a", 0))
                .thenRefused("The doomsday clock starts at 1 to 30, not 0.");
        Table.given(lobby(2)).when(new Command.SetStartingDoomsday("a", 31))
                .thenRefused("The doomsday clock starts at 1 to 30, not 31.");
        assertEquals(7, Table.given(lobby(2)).when(new Command.SetStartingDoomsday("a", 7)).accepted()
                .options().startingDoomsday());
    }

    /**
     * §1 naming rulings: a frame or station is never named with a word the commands read as
     * itself (an audit: a frame named "None" could never be attacked, a station so named never
     * stood near); a company loaded with one is not ready to declare.
     */
    @Test
    void framesAndStationsAreNeverNamedNoneNothingOrTerrain() {
        Table.given(lobby(2)).when(new Command.DesignFrame("b", "None", "B G Y Rd", 1)).thenRefused(
                "A frame's name can't be `None`: the commands read that word as itself (no target, no station, "
                        + "the terrain).");
        Table.given(lobby(2)).when(new Command.DesignFrame("b", "Noth\u0131ng", "B G Y Rd", 1)).thenRefused(
                "A frame's name can't be `Noth\u0131ng`: the commands read that word as itself (no target, no station, "
                        + "the terrain).");
        Table.given(lobby(2)).when(new Command.NameStations("b", List.of("Mill", "terrain", "Tower"))).thenRefused(
                "A station's name can't be `terrain`: the commands read that word as itself (no target, no station, "
                        + "the terrain).");
        List<String> problems = CompanyValidation.problems(new CompanyDraft(List.of(
                new FrameDraft("Nothing", "B G Y Rd", 1)), List.of("None")), lobby(2).options(), 2);
        assertTrue(problems.contains("A frame's name can't be `Nothing`: the commands read that word as itself (no "
                + "target, no station, the terrain)."), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("A station's name can't be `None`")), problems.toString());
    }

    @Test
    void framesAreDesignedByNameIgnoringCaseAndScrapped() {
        Game g = Table.given(lobby(2)).when(new Command.DesignFrame("b", "Hawk", "B G Y Rd", 1)).thenEvents(
                new Event.CompanyChanged("b", new CompanyDraft(List.of(new FrameDraft("Hawk", "B G Y Rd", 1)), List.of())));
        g = Table.given(g).when(new Command.DesignFrame("b", "HAWK", "Rh Rh G", 0)).accepted();
        assertEquals(List.of(new FrameDraft("HAWK", "Rh Rh G", 0)), g.player("b").orElseThrow().company().frames());
        Table.given(g).when(new Command.ScrapFrame("b", "owl")).thenRefused("Your company has no frame named `owl`.");
        Table.given(g).when(new Command.DesignFrame("b", " ", "B", 0)).thenRefused("Give the frame a name.");
        g = Table.given(g).when(new Command.ScrapFrame("b", "hawk")).accepted();
        assertEquals(List.of(), g.player("b").orElseThrow().company().frames());
        g = Table.given(g).when(new Command.NameStations("b", List.of("Mill", "Dock", "Tower"))).accepted();
        assertEquals(List.of("Mill", "Dock", "Tower"), g.player("b").orElseThrow().company().stations());
    }

    @Test
    void readinessIsRefusedWithEveryProblemListed() {
        Table.given(lobby(2)).when(new Command.DeclareReady("b")).thenRefused("Your company isn't valid yet:\n"
                + "- Your company has 0 frames; a skirmish for 2 players needs 4 to 6 frames.\n"
                + "- Your company has 0 stations; a skirmish for 2 players needs exactly 3 stations.\n"
                + "- Your company carries 0 SSRs in all; every company in this game carries exactly 3: give a frame some "
                + "with `ssr:`.");
    }

    /**
     * A company saved before a rule was added (a station named with a die's square) loads, and its
     * stations can still be renamed and added to: every edit of them was refused (a review).
     */
    @Test
    void aStationNameKeptFromBeforeDoesntBlockTheOthersEdits() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetCompany("a", company("a", 3, 3, frames(4, SOLDIER)).withStations(List.of("🟥Base",
                "Mill", "Dock"))));
        t.play(new Command.NameStations("a", List.of("🟥Base", "Mill", "Tower")));
        assertEquals(List.of("🟥Base", "Mill", "Tower"), t.game().player("a").orElseThrow().company().stations());
        t.refused(new Command.NameStations("a", List.of("🟥Base", "🟦Mill", "Tower")),
                "A station's name can't hold `🟦`: the bot shows dice with those squares.");
        // A frame so named too: its design can still be changed under its name (a review), not a new one so named.
        t.play(new Command.SetCompany("a", company("a", 3, 3, frames(4, SOLDIER)).withFrame(new FrameDraft("⬜W6",
                "B G Y Rd", 0, null))));
        t.play(new Command.DesignFrame("a", "⬜W6", "B G Rd Rd", 0, null));
        t.refused(new Command.DesignFrame("a", "🟨Y3", "B G Rd Rd", 0, null),
                "A frame's name can't hold `🟨`: the bot shows dice with those squares.");
    }

    /**
     * Station names alike across companies: each was chosen in secret, so neither player is
     * refused (that told one of the other's names); at the start the later seat's station takes
     * {@code -2} (docs/rules.md §1).
     */
    @Test
    void stationNamesAlikeAcrossCompaniesAreSettledAtTheStart() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetCompany("a", company("a", 3, 3, frames(4, SOLDIER))));
        CompanyDraft clash = company("b", 3, 3, frames(4, SOLDIER)).withStations(List.of("A-s1", "b-S2", "b-S3"));
        t.play(new Command.SetCompany("b", clash));
        t.play(new Command.DeclareReady("a"));
        t.play(new Command.DeclareReady("b"));
        t.play(new Command.StartGame("a"), 1); // the tie for highest drawn
        List<String> names = t.game().stations().stream().map(Station::name).toList();
        assertTrue(names.contains("a-S1") && names.contains("A-s1-2") && names.contains("b-S2"), names.toString());
        assertEquals("b", t.game().stations().stream().filter(st -> st.name().equals("A-s1-2")).findFirst()
                .orElseThrow().owner());
    }

    @Test
    void aRevealedNameStaysWithinTheLongestAndSkipsTakenOnes() {
        List<String> taken = new ArrayList<>();
        assertEquals("Alpha", LobbyRules.revealed("Alpha", taken));
        assertEquals("ALPHA-2", LobbyRules.revealed("ALPHA", taken), "as its player typed it");
        assertEquals("Alpha-2-2", LobbyRules.revealed("Alpha-2", taken), "a station named like a renamed one");
        String longest = "x".repeat(32);
        assertEquals(longest, LobbyRules.revealed(longest, taken));
        assertEquals("x".repeat(30) + "-2", LobbyRules.revealed(longest, taken));
        // as the game's lookups tell names apart: İris is iris there, though their stored keys differ
        assertEquals("iris", LobbyRules.revealed("iris", taken));
        assertEquals("\u0130ris-2", LobbyRules.revealed("\u0130ris", taken));
        // as players read them: another company's "Вeta", its B Cyrillic, beside "Beta" (a trust audit)
        assertEquals("Beta", LobbyRules.revealed("Beta", taken));
        assertEquals("\u0412eta-2", LobbyRules.revealed("\u0412eta", taken));
    }

    @Test
    void aReadyCompanyIsFinal() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2).companies(3, frames(4, SOLDIER));
        Game g = t.game();
        assertTrue(g.player("a").orElseThrow().ready());
        Table.given(g).when(new Command.DesignFrame("a", "New", "B", 0))
                .thenRefused("Your company is final: you declared it ready.");
        Table.given(g).when(new Command.NameStations("a", List.of("x")))
                .thenRefused("Your company is final: you declared it ready.");
        Table.given(g).when(new Command.DeclareReady("a")).thenRefused("Your company is already ready.");
    }

    @Test
    void anyChangeOfPlayersOrOptionsMakesEveryCompanyUnreadyAgain() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2).companies(3, frames(4, SOLDIER), frames(4, SOLDIER));
        assertFalse(Table.given(t.game()).when(new Command.JoinGame("c", "Cleo")).accepted()
                .player("a").orElseThrow().ready());
        assertFalse(Table.given(t.game()).when(new Command.SetSsrCount("a", 2)).accepted()
                .player("b").orElseThrow().ready());
        assertFalse(Table.given(t.game()).when(new Command.LeaveGame("b")).accepted()
                .player("a").orElseThrow().ready());
    }

    @Test
    void theHostCannotLeaveAndNobodyJoinsOrLeavesAfterTheStart() {
        Table.given(lobby(2)).when(new Command.LeaveGame("a")).thenRefused("The host can't leave the lobby.");
        Game left = Table.given(lobby(3)).when(new Command.LeaveGame("b")).thenEvents(new Event.PlayerLeft("b"));
        assertEquals(List.of("a", "c"), left.ranking());
        Table t = Table.lobby(GameSize.SKIRMISH, 2).companies(3, frames(4, SOLDIER), frames(4, "B G Y")).start(ScriptedDice.of());
        Table.given(t.game()).when(new Command.JoinGame("c", "Cleo"))
                .thenRefused("The game has started: players join only in the lobby.");
        Table.given(t.game()).when(new Command.LeaveGame("b"))
                .thenRefused("The game has started: players leave only while in the lobby.");
        Table.given(t.game()).when(new Command.SetSsrCount("a", 1))
                .thenRefused("The options are fixed once the game has started.");
        Table.given(t.game()).when(new Command.DesignFrame("a", "x", "B", 0))
                .thenRefused("Companies are final once the game has started.");
        Table.given(t.game()).when(new Command.StartGame("a")).thenRefused("The game has already started.");
    }

    @Test
    void theGameStartsOnlyWhenEveryCompanyIsReady() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetCompany("a", company("a", 3, 3, frames(4, SOLDIER))));
        t.play(new Command.DeclareReady("a"));
        Table.given(t.game()).when(new Command.StartGame("a"))
                .thenRefused("Not every company is ready: waiting for Ben.");
        assertEquals("Waiting for companies from Ben.", GameQueries.waitingOn(t.game()));
    }

    @Test
    void startingBuildsEveryFrameAndStationFromTheCompanies() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2).companies(3, frames(4, SOLDIER), frames(4, "B G Y"));
        assertEquals("Every company is ready: Anna (the host) can start the game.", GameQueries.waitingOn(t.game()));
        List<Event> events = t.play(new Command.StartGame("a"));
        Event.GameStarted started = (Event.GameStarted) events.getFirst();
        assertEquals(Frame.build("a", "a1", LoadoutNotation.read(SOLDIER).systems(), 3), started.frames().getFirst());
        assertEquals(8, started.frames().size());
        assertEquals(List.of(Station.ofCompany("a", "a-S1"), Station.ofCompany("a", "a-S2"), Station.ofCompany("a", "a-S3"),
                Station.ofCompany("b", "b-S1"), Station.ofCompany("b", "b-S2"), Station.ofCompany("b", "b-S3")),
                started.stations());
        assertEquals(11, t.game().doomsday());
    }

    @Test
    void aDemoGameSkipsBiddingEveryAssetIsWorthFiveAndTheHostPlaces() {
        Table t = Table.lobby(GameSize.DEMO, 3).companies(0, new String[] {SOLDIER, "B G Rh Rh"},
                new String[] {SOLDIER, "B G Ra Ra"}, new String[] {SOLDIER, "B G Rh Rh"});
        Game g = Table.given(t.game()).when(new Command.StartGame("a")).thenStartedAnd(
                new Event.DeploymentStepStarted(DeploymentStep.DEMO_PLACEMENT, "a"));
        assertEquals(Phase.DEPLOYMENT, g.phase());
        assertEquals(List.of(Station.neutral("Centre")), g.stations());
        for (String p : List.of("a", "b", "c")) {
            assertEquals(5, g.ppa(p));
            assertEquals(10, g.score(p));
            assertEquals(null, g.position(p));
        }
        assertEquals(5, g.doomsday());
    }

    /** §9: a demo game has one neutral station, in the middle, which nobody holds at the start. */
    @Test
    void aDemoGameHasOneNeutralStationNobodyHoldsAtTheStart() {
        Table t = Table.lobby(GameSize.DEMO, 2).companies(0, new String[] {SOLDIER, "B G Rh Rh"},
                new String[] {SOLDIER, "B G Ra Ra"});
        Game g = Table.ok(t.game(), new Command.StartGame("a"));
        assertEquals(List.of(Station.neutral("Centre")), g.stations());
        assertEquals(null, g.stations().getFirst().holder());
    }
}
