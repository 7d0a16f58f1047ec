-- Migration 14: when the host is told a wait stalled, fixed as the wait's reminders begin (epoch
-- milliseconds; null for rows kept before, which count their gaps as before). The reminders
-- before it keep doubling, never past it: snoozing them again and again put the notice off.
ALTER TABLE reminders ADD COLUMN stall_at INTEGER;
