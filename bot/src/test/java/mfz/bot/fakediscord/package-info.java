/**
 * A Discord stand-in for tests of the real JDA client, on 127.0.0.1 only (see
 * {@code FAKE_DISCORD.md} for the facts it is built on).
 *
 * <pre>{@code
 * try (FakeDiscord fake = FakeDiscord.start()) {
 *     App app = App.create(Arguments.parse("--discord"), fake.env(tempDir.resolve("mfz.db")));
 *     DiscordFrontEnd bot = app.startDiscord();
 *     SentInteraction roll = fake.slash(fake.world().member(0), fake.world().channel(0), "roll", "dice", "2W");
 *     RecordedRequest reply = fake.awaitCallback(roll);      // or awaitOriginalEdit, awaitFollowUp
 *     ...
 * }
 * }</pre>
 *
 * <ul>
 * <li>{@link mfz.bot.fakediscord.FakeWorld}: the server, channels and members it holds.</li>
 * <li>{@link mfz.bot.fakediscord.FakeGateway}: the WebSocket (IDENTIFY, RESUME, heartbeats, dispatches).</li>
 * <li>{@link mfz.bot.fakediscord.FakeRest}: the HTTP API, recording every request.</li>
 * <li>{@link mfz.bot.fakediscord.Payloads}: the JSON JDA needs, field by field.</li>
 * <li>Interactions: {@link mfz.bot.fakediscord.FakeDiscord#slash} (with
 * {@link mfz.bot.fakediscord.FakeUpload} values for ATTACHMENT options, served from the fake's
 * own server), {@link mfz.bot.fakediscord.FakeDiscord#clickButton},
 * {@link mfz.bot.fakediscord.FakeDiscord#select}, {@link mfz.bot.fakediscord.FakeDiscord#autocomplete}.</li>
 * <li>The table message: {@link mfz.bot.fakediscord.FakeDiscord#channelMessageWrites};
 * {@link mfz.bot.fakediscord.FakeDiscord#deleteMessage} makes its edits answer "Unknown Message".</li>
 * <li>Faults: {@link mfz.bot.fakediscord.FakeDiscord#fail} (429, 5xx),
 * {@link mfz.bot.fakediscord.FakeDiscord#dropConnection}, {@link mfz.bot.fakediscord.FakeDiscord#redeliver}.</li>
 * </ul>
 */
package mfz.bot.fakediscord;
