-- Migration 10 for PostgreSQL: db/migrations/010_name_keys.sql (see there for why). Names are
-- unique by name_key, the key the program computes, instead of lower(name); the rows already
-- here get their key from the program once the migrations have run (store/NameKeys).
ALTER TABLE campaigns ADD COLUMN name_key TEXT;
DROP INDEX campaigns_name;
CREATE UNIQUE INDEX campaigns_name_key ON campaigns (guild_id, name_key);

ALTER TABLE saved_companies ADD COLUMN name_key TEXT;
DROP INDEX saved_companies_key;
CREATE UNIQUE INDEX saved_companies_name_key ON saved_companies (user_id, name_key);

ALTER TABLE hw_elements ADD COLUMN name_key TEXT;
DROP INDEX hw_elements_key;
CREATE UNIQUE INDEX hw_elements_name_key ON hw_elements (channel_id, name_key);

ALTER TABLE map_layouts ADD COLUMN name_key TEXT;
DROP INDEX map_layouts_key;
CREATE UNIQUE INDEX map_layouts_name_key ON map_layouts (guild_id, name_key);
