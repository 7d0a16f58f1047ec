-- Migration 17: an undone command's dice wait for their player's next roll, wherever it comes.
-- They were kept for the next decision at the same point of the game only, so a host who undid
-- a roll and then stored two commands that cancel out (a station declared and taken back) stood
-- at another point, and rolled afresh: undo became a re-roll (an adversarial test). waits_for is
-- the player whose dice they are (the one a command was given for), until that player rolls
-- again; null once they have, and for undos from before this migration.
ALTER TABLE undone_commands ADD COLUMN waits_for TEXT;
