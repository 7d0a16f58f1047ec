-- Migration 23: kept dice wait for the player they were rolled for. Rows kept between migration 17
-- and the fix that named the player wait for the host who acted for them (`as:`); a point's dice
-- now go to their own player's roll there, so those rows would have gone to the host's (a review).
UPDATE undone_commands SET waits_for = actor_user_id
WHERE waits_for IS NOT NULL AND waits_for <> '@table' AND waits_for <> actor_user_id;
