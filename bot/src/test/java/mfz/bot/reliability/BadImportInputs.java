package mfz.bot.reliability;

import static mfz.bot.reliability.BadInput.bad;

import java.util.List;
import mfz.bot.reliability.Stage.Point;

/** Malformed import files: not JSON, not an export, another version, unknown events, broken histories. */
final class BadImportInputs {

    private BadImportInputs() {
    }

    static List<BadInput> all() {
        return List.of(
                bad("import: game opened without its options", Point.NO_GAME, "p0", "game import",
                        "Command #1 of that export (p0, events #1–1) is not a legal step: decided again, it doesn't"
                                + " give the events it records.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":[{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\"}]}]}"),
                bad("import: event without its fields", Point.NO_GAME, "p0", "game import",
                        "Command #1 of that export (p0, events #1–1) is not a legal step: the rules refuse it: A"
                                + " command needs the player who gives it.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":[{\"type\":\"game-created\"}]}]}"),
                // An import decides its commands again: a name in the file passes the rule of every name (company.Names).
                bad("import: frame name with a direction control", Point.NO_GAME, "p0", "game import",
                        "Command #2 of that export (p0, events #2–2) is not a legal step: the rules refuse it: A frame's"
                                + " name can't hold a direction control (U+202E RIGHT-TO-LEFT OVERRIDE): it would reorder"
                                + " the text around the name.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]},"
                                + "{\"actor\":\"p0\",\"events\":[{\"type\":\"company-changed\",\"player\":\"p0\","
                                + "\"company\":{\"frames\":[{\"name\":\"Anvil\\u202E1\",\"loadout\":\"B G Y Rd\","
                                + "\"ssrs\":0}],\"stations\":[]}}]}]}"),
                // Who stood in is shown in the game's log as written (an import audit): no link, no markup.
                bad("import: a stand-in named with a masked link", Point.NO_GAME, "p0", "game import",
                        "Command #1 of that export: The host acting for them's name can't hold `](`: it would show as a link.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\","
                                + "\"onBehalfOf\":\"1> [Rules](https://evil.example) x\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]}]}"),
                bad("import: station name with a link", Point.NO_GAME, "p0", "game import",
                        "Command #2 of that export (p0, events #2–2) is not a legal step: the rules refuse it: A station's"
                                + " name can't hold `http://`: names can't hold links or invites.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]},"
                                + "{\"actor\":\"p0\",\"events\":[{\"type\":\"company-changed\",\"player\":\"p0\","
                                + "\"company\":{\"frames\":[],\"stations\":[\"http://x.example\"]}}]}]}"),
                // Every event of a file is a command's, decided again: none that no rule decided.
                bad("import: an event that begins no command", Point.NO_GAME, "p0", "game import",
                        "Command #2 of that export (p0, events #2–2) is not a legal step: its first event"
                                + " (`round-started`) is not how any command begins, so no rule decided it.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]},{\"actor\":\"p0\",\"events\":[{\"type\":\"round-started\",\"round\":3}]}]}"),
                bad("import: an event left over after a command", Point.NO_GAME, "p0", "game import",
                        "Command #2 of that export (p1, events #2–3) is not a legal step: its second event"
                                + " (`round-started`) is not how any command begins, so no rule decided it.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]},{\"actor\":\"p1\",\"events\":[{\"type\":\"player-joined\",\"player\":"
                                + "\"p1\",\"name\":\"p1\"},{\"type\":\"round-started\",\"round\":3}]}]}"),
                bad("import: given by someone not in the game", Point.NO_GAME, "p0", "game import",
                        "Command #2 of that export is given by mallory, who is neither a player of that game nor its host.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]},{\"actor\":\"mallory\",\"events\":[{\"type\":\"player-joined\",\"player\":"
                                + "\"p1\",\"name\":\"p1\"}]}]}"),
                bad("import: an actor that pings everyone", Point.NO_GAME, "p0", "game import",
                        "Command #2 of that export: The player's name can't hold `<@`: names can't mention people, roles"
                                + " or channels.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]},{\"actor\":\"<@1> @everyone\",\"events\":[{\"type\":\"player-joined\","
                                + "\"player\":\"p1\",\"name\":\"p1\"}]}]}"),
                bad("import: a null event", Point.NO_GAME, "p0", "game import",
                        "Event #2 of that export can't be read: it is not an event (an object with a `type`).",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":["
                                + "{\"type\":\"game-created\",\"host\":\"p0\",\"hostName\":\"p0\",\"options\":{\"size\":"
                                + "\"SKIRMISH\",\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":11,\"campaign\":null}}]},{\"actor\":\"p0\",\"events\":[null]}]}"),
                bad("import: event without a type", Point.NO_GAME, "p0", "game import",
                        "Event #1 of that export can't be read: it names no event type (`type`).",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":[{\"host\":\"p0\"}]}]}"),
                bad("import: empty file", Point.NO_GAME, "p0", "game import",
                        "`file:` of `/game import` can't be empty.",
                        "file", ""),
                bad("import: not json", Point.NO_GAME, "p0", "game import",
                        "That file is not a game export (line 1, column 1).",
                        "file", "not json"),
                bad("import: empty object", Point.NO_GAME, "p0", "game import",
                        "That file is not an MFZ:RA game export.",
                        "file", "{}"),
                bad("import: an array", Point.NO_GAME, "p0", "game import",
                        "That file is not a game export (line 1, column 1).",
                        "file", "[]"),
                bad("import: null", Point.NO_GAME, "p0", "game import",
                        "That file is empty.",
                        "file", "null"),
                bad("import: other format", Point.NO_GAME, "p0", "game import",
                        "That file is not an MFZ:RA game export.",
                        "file", "{\"format\":\"other\",\"version\":1,\"commands\":[]}"),
                bad("import: future version", Point.NO_GAME, "p0", "game import",
                        "That export is format version 99; this bot reads versions 1 to 3.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":99,\"commands\":[]}"),
                bad("import: no commands", Point.NO_GAME, "p0", "game import",
                        "That export holds no game.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[]}"),
                bad("import: unknown property", Point.NO_GAME, "p0", "game import",
                        "That file is not a game export (line 1, column 61).",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[],\"extra\":1}"),
                bad("import: trailing garbage", Point.NO_GAME, "p0", "game import",
                        "That file is not a game export (line 1, column 52).",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[]} {}"),
                bad("import: unknown event", Point.NO_GAME, "p0", "game import",
                        "Event #1 of that export can't be read: `Nope` is not an event this bot knows.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":[{\"type\":\"Nope\"}]}]}"),
                bad("import: blank actor", Point.NO_GAME, "p0", "game import",
                        "Command #1 of that export names no player or holds no event.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"\",\"events\":[{}]}]}"),
                bad("import: no events", Point.NO_GAME, "p0", "game import",
                        "That export holds no game.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"events\":[]}]}"),
                bad("import: truncated", Point.NO_GAME, "p0", "game import",
                        "That file is not a game export (line 1, column 66).",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"p0\",\"ev"),
                bad("import: version as text", Point.NO_GAME, "p0", "game import",
                        "That file is not a game export (line 1, column 35).",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":\"one\",\"commands\":[]}"),
                bad("import: into a channel with a game", Point.LOBBY, "p0", "game import",
                        "This channel already has a game: import into a channel without one.",
                        "file", "{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[]}"));
    }
}
