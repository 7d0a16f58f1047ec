package mfz.bot.reliability;

import static mfz.bot.reliability.BadInput.bad;

import java.util.List;
import mfz.bot.reliability.Stage.Point;

/** Bad input to the campaign commands: names, campaigns that don't exist, objectives and constraints out of place. */
final class BadCampaignInputs {

    private BadCampaignInputs() {
    }

    static List<BadInput> all() {
        return List.of(
                bad("campaign new: empty name", Point.NO_GAME, "p0", "campaign new",
                        "`name:` of `/campaign new` can't be empty.",
                        "name", " "),
                bad("campaign new: name with a bar", Point.NO_GAME, "p0", "campaign new",
                        "A campaign's name has at most 32 characters and no `|`.",
                        "name", "Moon|Base"),
                bad("campaign new: name with a direction control", Point.NO_GAME, "p0", "campaign new",
                        "A campaign's name can't hold a direction control (U+2067 RIGHT-TO-LEFT ISOLATE): it would reorder"
                                + " the text around the name.",
                        "name", "Moon\u2067Base"),
                bad("campaign new: name with a live timestamp", Point.NO_GAME, "p0", "campaign new",
                        "A campaign's name can't hold `<t:`: names show as written, so they can't hold Discord markup"
                                + " (timestamps, other servers' emoji, commands).",
                        "name", "Moon <t:0:R>"),
                bad("campaign new: name too long", Point.LOBBY, "p0", "campaign new",
                        "`name:` of `/campaign new` is too long: at most 32 characters.",
                        "name", "M".repeat(200)),
                bad("campaign status: unknown campaign", Point.LOBBY, "p1", "campaign status",
                        "There is no campaign named `Nope` in this server. Start one with `/campaign new name:<n>`.",
                        "campaign", "Nope"),
                bad("campaign status: none in this server", Point.ROUND, "p1", "campaign status",
                        "This server has no campaign yet. Start one with `/campaign new name:<n>`."),
                bad("campaign abandon: unknown campaign", Point.ROUND, "p1", "campaign abandon",
                        "There is no campaign named `Nope` in this server. Start one with `/campaign new name:<n>`.",
                        "campaign", "Nope", "confirm", "true"),
                bad("campaign abandon: none in this server", Point.ROUND, "p1", "campaign abandon",
                        "This server has no campaign yet. Start one with `/campaign new name:<n>`.",
                        "confirm", "true"),
                bad("campaign history: unknown campaign", Point.NO_GAME, "p0", "campaign history",
                        "There is no campaign named `Nope` in this server. Start one with `/campaign new name:<n>`.",
                        "campaign", "Nope"),
                bad("campaign report: unknown campaign", Point.NO_GAME, "p0", "campaign report",
                        "There is no campaign named `Nope` in this server. Start one with `/campaign new name:<n>`.",
                        "campaign", "Nope"),
                bad("campaign objective: not a campaign battle", Point.LOBBY, "p0", "campaign objective",
                        "Only a campaign battle has a special objective: open the game with `campaign:`.",
                        "name", "Prototype"),
                bad("campaign objective: unknown behaviour", Point.LOBBY, "p0", "campaign objective",
                        "`behaviour:` of `/campaign objective` must be one of: none, orders, follow, afraid.",
                        "name", "Prototype", "behaviour", "dances"),
                bad("campaign move: not a campaign battle", Point.ROUND, "p0", "campaign move",
                        "Only a campaign battle has a special objective: open the game with `campaign:`.",
                        "near", "none"),
                bad("campaign choose: no campaign", Point.NO_GAME, "p0", "campaign choose",
                        "This server has no campaign yet. Start one with `/campaign new name:<n>`.",
                        "first", "design", "second", "size", "banned", "Y", "size", "battle"),
                bad("campaign choose: not a constraint", Point.ROUND, "p0", "campaign choose",
                        "`first:` of `/campaign choose` must be one of: environment, design, average, size.",
                        "first", "weather", "second", "size"),
                bad("campaign choose: ssr not a number", Point.ROUND, "p0", "campaign choose",
                        "`ssr:` of `/campaign choose` must be a whole number.",
                        "first", "design", "second", "size", "ssr", "x"));
    }
}
