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
                // Companies are secret until the start: nobody exports the lobby, the host included.
                bad("lobby: export by the host", Point.LOBBY, "p0", "game export",
                        "The game hasn't started, so its companies are still secret and there is nothing to export yet:"
                                + " export it once `/game start` has revealed them."),
                bad("lobby: export by an outsider", Point.LOBBY, "x9", "game export",
                        "The game hasn't started, so its companies are still secret and there is nothing to export yet:"
                                + " export it once `/game start` has revealed them."),
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
                bad("lobby: frames by an outsider", Point.LOBBY, "x9", "company frames",
                        "You are not playing in this game.",
                        "frames", "F: B G Y Rd"),
                bad("lobby: frames line without systems", Point.LOBBY, "p1", "company frames",
                        "`Anvil-2`: write a frame as its name, a colon and its systems, like `Anvil-1: B G Y Rd` "
                                + "(add `ssr:1` for rockets). Nothing was added.",
                        "frames", "Anvil-1: B G Y Rd; Anvil-2"),
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
                // Names fool nobody (company.Names): markup that renders, links, characters that don't show.
                bad("lobby: frame name with a live timestamp", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't hold `<t:`: names show as written, so they can't hold Discord markup"
                                + " (timestamps, other servers' emoji, commands).",
                        "name", "Due <t:0:R>", "loadout", "B G Y Rd"),
                bad("lobby: frame name with another server's emoji", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't hold `<a:`: names show as written, so they can't hold Discord markup"
                                + " (timestamps, other servers' emoji, commands).",
                        "name", "Boss <a:spin:123>", "loadout", "B G Y Rd"),
                bad("lobby: station name with a command mention", Point.LOBBY, "p1", "company station",
                        "A station's name can't hold `</`: names show as written, so they can't hold Discord markup"
                                + " (timestamps, other servers' emoji, commands).",
                        "name", "</game end:1>"),
                bad("lobby: frame name with a link", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't hold `https://`: names can't hold links or invites.",
                        "name", "https://x.example", "loadout", "B G Y Rd"),
                bad("lobby: station name with an invite", Point.LOBBY, "p1", "company station",
                        "A station's name can't hold `discord.gg/`: names can't hold links or invites.",
                        "name", "discord.gg/raid"),
                bad("lobby: frame name with a direction control", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't hold a direction control (U+202E RIGHT-TO-LEFT OVERRIDE): it would reorder"
                                + " the text around the name.",
                        "name", "Anvil\u202E1", "loadout", "B G Y Rd"),
                bad("lobby: frame name with a zero-width space", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't hold an invisible character (U+200B ZERO WIDTH SPACE): every character of a"
                                + " name must show.",
                        "name", "Anvil\u200B1", "loadout", "B G Y Rd"),
                bad("lobby: station name with a NUL", Point.LOBBY, "p1", "company station",
                        "A station's name can't hold a control character (U+0000 NULL): a name is one line of plain text.",
                        "name", "Home\u0000"),
                bad("lobby: frame name with an unpaired surrogate", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't hold a broken character (an unpaired surrogate, U+D800): names are plain"
                                + " text.",
                        "name", "Anvil\uD800", "loadout", "B G Y Rd"),
                bad("lobby: frame name of no-break spaces", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't hold an unusual space (U+00A0 NO-BREAK SPACE): use an ordinary space.",
                        "name", "\u00A0\u00A0", "loadout", "B G Y Rd"),
                bad("lobby: frame name stacked with marks", Point.LOBBY, "p1", "company frame",
                        "A frame's name can't stack 3 marks on one character (`e`): at most 2, so the name stays on its"
                                + " line.",
                        "name", "Ze\u0336\u0351\u0352lgo", "loadout", "B G Y Rd"),
                bad("lobby: frames list with a joiner outside an emoji", Point.LOBBY, "p1", "company frames",
                        "A frame's name can't hold an invisible character (U+200D ZERO WIDTH JOINER): every character of"
                                + " a name must show.",
                        "frames", "Anvil-1: B G Y Rd; An\u200Dvil-2: B G Rh Rh"),
                bad("lobby: save under a web address", Point.LOBBY, "p0", "company save",
                        "A saved company's name can't hold `www.`: names can't hold links or invites.",
                        "name", "www.lancers.example"),
                // An empty name asks for one (the card's "Add a station…" sends none), storing nothing.
                bad("lobby: station empty name", Point.LOBBY, "p1", "company station",
                        "Name your station: `/company station name:Alpha`",
                        "name", ""),
                bad("lobby: ready with empty company", Point.LOBBY, "p2", "company ready",
                        "Your company isn't valid yet:\n- Your company has 0 frames; a skirmish for 3 players"
                                + " needs 3 to 5 frames.\n- Your company has 0 stations; a skirmish for 3 players needs"
                                + " exactly 2 stations.\n- Your company carries 0 SSRs in all; every company in this game"
                                + " carries exactly 3."),
                bad("lobby: load unknown saved", Point.LOBBY, "p0", "company load",
                        "You have no saved company called `Nope`. `/company list` shows yours.",
                        "name", "Nope"),
                // with no name a form asks for one (typed: says how to write it); nothing changes
                bad("lobby: save unnamed", Point.LOBBY, "p0", "company save",
                        "Name the saved company: `/company save name:<n>`",
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
                        "player", "p1"),
                bad("lobby: map terrain without map mode", Point.LOBBY, "p0", "map terrain", "This game has no map: the host turns it on before the start with `/game options map:true`.",
                        "name", "Hill", "shape", "rect 1,1,2,2", "height", "6"),
                bad("lobby: map remove without map mode", Point.LOBBY, "p0", "map remove", "This game has no map: the host turns it on before the start with `/game options map:true`.", "name", "Hill"),
                bad("lobby: map show without map mode", Point.LOBBY, "p0", "map show", "This game has no map: the host turns it on before the start with `/game options map:true`."),
                bad("lobby: map confirm with nothing declared", Point.LOBBY, "p0", "map confirm",
                        "Nothing declared against the map is waiting on the host."),
                bad("lobby: map cover with no attack waiting", Point.LOBBY, "p0", "map cover",
                        "No attack is waiting for its target's cover to be chosen.", "name", "Wall"));
    }
}
