// FreshRSS (PHP, raw SQL in its DAOs), from FreshRSS/FreshRSS@6c58b90518c30a165db1ee8ea34e0f3d12c6c898 (2024-10-24, the edge
// branch's HEAD as fetched). The lists below come from FreshRSS's own code only; init was not run on it.
// Schema: its install SQL for PostgreSQL (app/SQL/install.sql.pgsql.php, $GLOBALS['SQL_CREATE_TABLES']), which
// FreshRSS_UserDAO::createUser (app/Models/UserDAO.php:6-10) runs once per user, rendered the way its PDO layer renders
// it for PostgreSQL (lib/Minz/Pdo.php:30, lib/Minz/PdoPgsql.php:27: "`_" becomes the table prefix, the backticks double
// quotes), with the prefix of one user "alice" and the default database prefix "freshrss_" (config.default.php:163;
// lib/Minz/ModelPdo.php:62 makes it prefix + user + "_"). PHP is not installed here, so the statements were rendered
// with sed and run with psql on PostgreSQL 15 in schema freshrss. That is all of FreshRSS's database: 6 tables per user.
// Its accounts, sessions/login tokens, user settings and logs are files under data/users/<user>/, not tables.
// The install's INSERT of the "Uncategorized" category (row 1) is left out (no rows in the fixture).
// Cleanup (one): FreshRSS_EntryDAO::cleanOldEntries (app/Models/EntryDAO.php:672-730; the DELETE at :673) deletes a
// feed's articles whose "lastSeen" (epoch seconds, bigint) is older than the archiving setting keep_period (:703-706;
// default 'P3M', three months, config-user.default.php:13), or beyond the newest keep_max per feed (:708-713; default
// 200, config-user.default.php:14, count-based), never the newest keep_min (default 50, :687-694), nor those seen at the
// feed's last refresh (:695-698), nor by default favourites (:678) or labelled articles (:684). The settings are the
// feed's, else its category's, else the user's (app/Models/Feed.php:958-972). It runs on about 1 in 31 refreshes of each
// feed (app/Controllers/feedController.php:674-675), i.e. from the cron/actualize script (app/actualize_script.php,
// Docker's CRON_MIN, cli/actualize-user.php) or a refresh from the web/API, and from the "Purge now" action
// (app/Controllers/entryController.php:251-265).
// Not counted: the keep_max trim (count-based, same statement); entrytmp, a staging table emptied at each refresh's
// commit whatever its age (app/Models/EntryDAOPGSQL.php:85); what a person deletes (a feed's articles,
// app/Models/FeedDAO.php:521; all articles, FeedDAO.php:550 via userController.php:162; feeds, categories, labels).
// entrytag rows would go with their entry by ON DELETE CASCADE only if keep_labels is turned off (on by default), so
// entrytag is in `neverDelete` (a person's labels). `shouldAsk` is empty: no table holds the user's own personal data
// by age (the account, login tokens and logs are files; entry.author is the feed's published author).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "freshrss",
  framework: "php",
  source: {
    repo: "FreshRSS/FreshRSS",
    commit: "6c58b90518c30a165db1ee8ea34e0f3d12c6c898",
    schemaFrom:
      "app/SQL/install.sql.pgsql.php (SQL_CREATE_TABLES, run per user by UserDAO::createUser) rendered with the table prefix freshrss_alice_ as lib/Minz/PdoPgsql.php renders it, run with psql on PostgreSQL 15 (without the install's Uncategorized row); all 6 of its tables",
  },
  schemas: ["freshrss"],
  schemaSql: `
-- FreshRSS: FreshRSS/FreshRSS@6c58b90518c30a165db1ee8ea34e0f3d12c6c898
-- app/SQL/install.sql.pgsql.php's SQL_CREATE_TABLES for user "alice" with the default database prefix
-- "freshrss_" (tables freshrss_alice_*), rendered as lib/Minz/Pdo.php:30 and lib/Minz/PdoPgsql.php:27 do
-- (backtick-underscore becomes the prefix, backticks become double quotes). The INSERT of category 1
-- ("Uncategorized") that the install runs between entry and entrytmp is left out. FreshRSS uses public;
-- here schema freshrss. Clocks are bigint epoch seconds ("lastUpdate", "date", "lastSeen").
CREATE SCHEMA freshrss;
SET search_path TO freshrss;

CREATE TABLE IF NOT EXISTS "freshrss_alice_category" (
	"id" SERIAL PRIMARY KEY,
	"name" VARCHAR(191) UNIQUE NOT NULL,
	"kind" SMALLINT DEFAULT 0,	-- 1.20.0
	"lastUpdate" BIGINT DEFAULT 0,	-- 1.20.0
	"error" SMALLINT DEFAULT 0,	-- 1.20.0
	"attributes" TEXT	-- v1.15.0
);

CREATE TABLE IF NOT EXISTS "freshrss_alice_feed" (
	"id" SERIAL PRIMARY KEY,
	"url" VARCHAR(32768) NOT NULL,
	"kind" SMALLINT DEFAULT 0, -- 1.20.0
	"category" INT DEFAULT 0,	-- 1.20.0
	"name" VARCHAR(191) NOT NULL,
	"website" VARCHAR(32768),
	"description" TEXT,
	"lastUpdate" BIGINT DEFAULT 0,
	"priority" SMALLINT NOT NULL DEFAULT 10,
	"pathEntries" VARCHAR(4096) DEFAULT NULL,
	"httpAuth" VARCHAR(1024) DEFAULT NULL,
	"error" SMALLINT DEFAULT 0,
	"ttl" INT NOT NULL DEFAULT 0,
	"attributes" TEXT,	-- v1.11.0
	"cache_nbEntries" INT DEFAULT 0,
	"cache_nbUnreads" INT DEFAULT 0,
	FOREIGN KEY ("category") REFERENCES "freshrss_alice_category" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX IF NOT EXISTS "freshrss_alice_name_index" ON "freshrss_alice_feed" ("name");
CREATE INDEX IF NOT EXISTS "freshrss_alice_priority_index" ON "freshrss_alice_feed" ("priority");

CREATE TABLE IF NOT EXISTS "freshrss_alice_entry" (
	"id" BIGINT NOT NULL PRIMARY KEY,
	"guid" VARCHAR(767) NOT NULL,
	"title" VARCHAR(8192) NOT NULL,
	"author" VARCHAR(1024),
	"content" TEXT,
	"link" VARCHAR(16383) NOT NULL,
	"date" BIGINT,
	"lastSeen" BIGINT DEFAULT 0,
	"hash" BYTEA,
	"is_read" SMALLINT NOT NULL DEFAULT 0,
	"is_favorite" SMALLINT NOT NULL DEFAULT 0,
	"id_feed" INT,	-- 1.20.0
	"tags" VARCHAR(2048),
	"attributes" TEXT,	-- v1.20.0
	FOREIGN KEY ("id_feed") REFERENCES "freshrss_alice_feed" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
	UNIQUE ("id_feed","guid")
);
CREATE INDEX IF NOT EXISTS "freshrss_alice_is_favorite_index" ON "freshrss_alice_entry" ("is_favorite");
CREATE INDEX IF NOT EXISTS "freshrss_alice_is_read_index" ON "freshrss_alice_entry" ("is_read");
CREATE INDEX IF NOT EXISTS "freshrss_alice_entry_lastSeen_index" ON "freshrss_alice_entry" ("lastSeen");
CREATE INDEX IF NOT EXISTS "freshrss_alice_entry_feed_read_index" ON "freshrss_alice_entry" ("id_feed","is_read");	-- v1.7

CREATE TABLE IF NOT EXISTS "freshrss_alice_entrytmp" (	-- v1.7
	"id" BIGINT NOT NULL PRIMARY KEY,
	"guid" VARCHAR(767) NOT NULL,
	"title" VARCHAR(8192) NOT NULL,
	"author" VARCHAR(1024),
	"content" TEXT,
	"link" VARCHAR(16383) NOT NULL,
	"date" BIGINT,
	"lastSeen" BIGINT DEFAULT 0,
	"hash" BYTEA,
	"is_read" SMALLINT NOT NULL DEFAULT 0,
	"is_favorite" SMALLINT NOT NULL DEFAULT 0,
	"id_feed" INT,	-- 1.20.0
	"tags" VARCHAR(2048),
	"attributes" TEXT,	-- v1.20.0
	FOREIGN KEY ("id_feed") REFERENCES "freshrss_alice_feed" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
	UNIQUE ("id_feed","guid")
);
CREATE INDEX IF NOT EXISTS "freshrss_alice_entrytmp_date_index" ON "freshrss_alice_entrytmp" ("date");

CREATE TABLE IF NOT EXISTS "freshrss_alice_tag" (	-- v1.12
	"id" SERIAL PRIMARY KEY,
	"name" VARCHAR(191) UNIQUE NOT NULL,
	"attributes" TEXT
);
CREATE TABLE IF NOT EXISTS "freshrss_alice_entrytag" (
	"id_tag" INT,	-- 1.20.0
	"id_entry" BIGINT,
	PRIMARY KEY ("id_tag","id_entry"),
	FOREIGN KEY ("id_tag") REFERENCES "freshrss_alice_tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
	FOREIGN KEY ("id_entry") REFERENCES "freshrss_alice_entry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX IF NOT EXISTS "freshrss_alice_entrytag_id_entry_index" ON "freshrss_alice_entrytag" ("id_entry");
`,
  cleans: [
    {
      table: "freshrss.freshrss_alice_entry",
      clock: "lastSeen",
      retention:
        "setting archiving.keep_period (per feed, category or user), default P3M (3 months)",
      source: "app/Models/EntryDAO.php:673",
      note: "the age test at app/Models/EntryDAO.php:703-706; also deletes beyond the newest keep_max (default 200) per feed (count-based); keeps the newest keep_min (default 50) per feed, those seen at the last refresh, and by default favourites and labelled articles (config-user.default.php:12-19); run on about 1 in 31 feed refreshes (app/Controllers/feedController.php:674, the cron's actualize_script.php) and by the Purge now action (app/Controllers/entryController.php:265)",
    },
  ],
  shouldAsk: [],
  neverDelete: [
    "freshrss.freshrss_alice_category",
    "freshrss.freshrss_alice_feed",
    "freshrss.freshrss_alice_tag",
    "freshrss.freshrss_alice_entrytag",
  ],
};
