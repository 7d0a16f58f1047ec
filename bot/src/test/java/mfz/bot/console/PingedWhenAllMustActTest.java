package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whoever must decide is pinged, also where the game waits on several players or on the host
 * alone: the host once every company is ready, every player as the terrain is to be approved,
 * and as a campaign battle's objective is to be placed (a product audit, 2026-11-26: these
 * pinged nobody, and a player away from the channel never knew the game waited on them).
 */
class PingedWhenAllMustActTest {

    @TempDir
    Path dir;

    @Test
    void theHostIsPingedOnceEveryCompanyIsReadyAndEveryPlayerForTheTerrain() throws Exception {
        String out = play("/games/skirmish-3p.dice", "/games/skirmish-3p.txt");
        assertTrue(out.contains("ada declared their company ready.\n👉 @vincent every company is ready: tap Start (host) "
                + "when you are, or type `/game start`."), out);
        assertTrue(out.contains("Deployment step 1: lay out the terrain; every player approves it.\n"
                + "👉 @vincent @meguey @ada, over to you: approve the terrain once it is laid out."), out);
        assertEquals(1, out.split("every company is ready", -1).length - 1, "once");
    }

    @Test
    void theHostWhoReadiesLastIsNotPingedForIt() {
        MainRunner.Result result = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), """
                @vincent /game new size:demo
                @alice /game join
                @alice /company frame name:Fang loadout:"B G Y Rd" ssr:3
                @alice /company frame name:Bolt loadout:"B Y Ra"
                @alice /company ready
                @vincent /company frame name:Anvil loadout:"B G Y Rd" ssr:3
                @vincent /company frame name:Hammer loadout:"G Rh"
                @vincent /company ready
                """);
        assertEquals(0, result.status(), result.err());
        assertFalse(result.out().contains("every company is ready"), result.out());
    }

    @Test
    void everyPlayerIsPingedToPlaceACampaignBattlesObjective() throws Exception {
        String out = play("/campaign/dice.txt", "/campaign/battle1.txt");
        assertTrue(out.contains("then each player agrees (`/deploy done`).\n👉 @vincent @meguey, over to you: mark the frames near Leader, then agree."), out);
        // And which frames stand near it is a tap a frame (it was typed only): the console shows each as its command.
        assertTrue(out.contains("[A frame near Leader…]\n  1. V1 (vincent) /station near frame:V1 station:Leader "
                + "owner:vincent\n"), out);
    }

    private String play(String dice, String script) throws Exception {
        Path rolls = dir.resolve("rolls");
        Files.writeString(rolls, resource(dice));
        MainRunner.Result result = MainRunner.run(List.of("--dice", rolls.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), resource(script));
        assertEquals(0, result.status(), result.err());
        return result.out();
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = PingedWhenAllMustActTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
