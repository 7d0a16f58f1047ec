-- Migration 16: the Discord application whose database this is, by its bot's user id. Written
-- at the first connection to Discord; a bot of another application (a second one for
-- development, started on the same file by mistake) is then refused at start-up, where it
-- took every game of a server it wasn't in for a game whose server had removed the bot, and
-- ended them all (an operations audit).
CREATE TABLE discord_application (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    bot_user_id  TEXT    NOT NULL,
    first_seen   TEXT    NOT NULL
);
