package mfz.bot.reliability;

import static mfz.bot.reliability.BadInput.bad;

import java.util.List;
import mfz.bot.reliability.Stage.Point;

/** Bad input in the lobby: a second game, host-only commands, broken loadouts, names, numbers, commands of later phases. */
final class BadLobbyInputs {

    private BadLobbyInputs() {
    }

    static List<BadInput> all() {
        return List.of(
                bad("lobby: show by an outsider", Point.LOBBY, "x9", "company show",
                        "You are not playing in this game: `/game join` first."),
                bad("lobby: list with an option", Point.LOBBY, "p0", "company list",
                        "`/company list` has no option `name`.",
                        "name", "x"),
                bad("lobby: second game", Point.LOBBY, "p0", "game new",
                        "This channel already has a game. Finish it (or `/game end` as its host) first, or open"
                                + " one in another channel.",
                        "size", "skirmish"),
                bad("lobby: join twice", Point.LOBBY, "p1", "game join",
                        "You are already in this game."),
                bad("lobby: start by a player", Point.LOBBY, "p1", "game start",
                        "Only the host (p0) can start the game."),
                bad("lobby: start by an outsider", Point.LOBBY, "x9", "game start",
                        "You are not playing in this game."),
                bad("lobby: start before ready", Point.LOBBY, "p0", "game start",
                        "Not every company is ready: waiting for p0, p1, p2."),
                bad("lobby: options by a player", Point.LOBBY, "p1", "game options",
                        "Only the host (p0) can change the options.",
                        "ssr", "2"),
                bad("lobby: options ssr 9", Point.LOBBY, "p0", "game options",
                        "The SSR count is 0 to 8 per company, not 9.",
                        "ssr", "9"),
                bad("lobby: options doomsday 0", Point.LOBBY, "p0", "game options",
                        "The doomsday clock starts at 1 to 30, not 0.",
                        "doomsday", "0"),
                bad("lobby: options unknown size", Point.LOBBY, "p0", "game options",
                        "`size:` of `/game options` must be one of: skirmish, battle, demo.",
                        "size", "giant"),
                bad("lobby: options not boolean", Point.LOBBY, "p0", "game options",
                        "`elevation:` of `/game options` must be true or false.",
                        "elevation", "maybe"),
                bad("lobby: frame by an outsider", Point.LOBBY, "x9", "company frame",
                        "You are not playing in this game.",
                        "name", "F", "loadout", "B G Y Rd"),
                bad("lobby: frame empty loadout", Point.LOBBY, "p1", "company frame",
                        "`loadout:` of `/company frame` can't be empty.",
                        "name", "A", "loadout", ""),
                bad("lobby: frame oversized name", Point.LOBBY, "p1", "company frame",
                        "`name:` of `/company frame` is too long: at most 200 characters.",
                        "name", "x".repeat(201), "loadout", "B G Y Rd"),
                bad("lobby: frame empty name", Point.LOBBY, "p1", "company frame",
                        "`name:` of `/company frame` can't be empty.",
                        "name", "", "loadout", "B G Y Rd"),
                bad("lobby: frame blank name", Point.LOBBY, "p1", "company frame",
                        "`name:` of `/company frame` can't be empty.",
                        "name", "   ", "loadout", "B G Y Rd"),
                bad("lobby: frame as another by a player", Point.LOBBY, "p1", "company frame",
                        "Only the host can act for another player (`as:`).",
                        "name", "A", "loadout", "B G Y Rd", "as", "p2"),
                bad("lobby: frame as an outsider", Point.LOBBY, "p0", "company frame",
                        "<@x9> is not playing in this game.",
                        "name", "A", "loadout", "B G Y Rd", "as", "x9"),
                bad("lobby: remove unknown", Point.LOBBY, "p1", "company remove",
                        "Your company has no frame or station called `Nope`.",
                        "name", "Nope"),
                bad("lobby: remove another's frame", Point.LOBBY, "p1", "company remove",
                        "Your company has no frame or station called `P0-F0`.",
                        "name", "P0-F0"),
                bad("lobby: station empty name", Point.LOBBY, "p1", "company station",
                        "`name:` of `/company station` can't be empty.",
                        "name", ""),
                bad("lobby: ready with empty company", Point.LOBBY, "p2", "company ready",
                        "Your company isn't valid yet:\n- Your company has 0 frames; a skirmish for 3 players"
                                + " needs 3 to 5 frames.\n- Your company has 0 stations; a skirmish for 3 players needs"
                                + " exactly 2 stations.\n- Your company carries 0 SSRs in all; every company in this game"
                                + " carries exactly 3."),
                bad("lobby: load unknown saved", Point.LOBBY, "p0", "company load",
                        "You have no saved company called `Nope`. `/company list` shows yours.",
                        "name", "Nope"),
                bad("lobby: save unnamed", Point.LOBBY, "p0", "company save",
                        "`name:` of `/company save` can't be empty.",
                        "name", ""),
                bad("lobby: leave by an outsider", Point.LOBBY, "x9", "game leave",
                        "You are not playing in this game."),
                bad("lobby: end by a player", Point.LOBBY, "p1", "game end",
                        "Only the host (p0) can end the game.",
                        "confirm", "true"),
                bad("lobby: end confirm not boolean", Point.LOBBY, "p0", "game end",
                        "`confirm:` of `/game end` must be true or false.",
                        "confirm", "yes"),
                bad("lobby: deploy", Point.LOBBY, "p1", "deploy done",
                        "Deployment is not under way: Waiting for companies from p0, p1, p2."),
                bad("lobby: turn start", Point.LOBBY, "p0", "turn start",
                        "No turns yet: they begin once every frame is deployed. Waiting for companies from p0, p1, p2.",
                        "frame", "P0-F0"),
                bad("lobby: doomsday", Point.LOBBY, "p0", "doomsday tick",
                        "Nobody is choosing about the doomsday clock now."),
                bad("lobby: bid without a tie", Point.LOBBY, "p0", "bid choose",
                        "There is no tie for highest score to settle.",
                        "option", "defer"),
                bad("lobby: station near", Point.LOBBY, "p0", "station near",
                        "Frames stand near stations once they are on the table.",
                        "frame", "P0-F0", "station", "none"),
                bad("lobby: deploy first", Point.LOBBY, "p0", "deploy first",
                        "Only a demo game goes round the table from a chosen first player.",
                        "player", "p1"));
    }
}
