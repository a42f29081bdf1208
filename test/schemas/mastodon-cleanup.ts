// Mastodon's per-account statuses clean-up, as its db/schema.rb creates the tables it reads
// (accounts, account_statuses_cleanup_policies, statuses, status_pins, favourites, bookmarks,
// media_attachments, polls, status_stats): bigint ids, `timestamp without time zone` for
// `datetime precision: nil`, visibility an integer enum (public 0, unlisted 1, private 2, direct 3,
// limited 4), min_favs / min_reblogs NULL for "no such rule", the foreign keys with their ON
// DELETE actions (a reblog goes with its status; a reply's in_reply_to_id is set NULL). The
// statuses' ids are snowflakes (ms since the epoch << 16), as Mastodon's timestamp_id makes them.
// The oracle is Mastodon's own query (AccountStatusesCleanupPolicy#statuses_to_delete) in SQL.
export const mastodonCleanupSchemaSql = `
CREATE SCHEMA mastodon;
SET search_path TO mastodon;
CREATE TABLE accounts (
  id bigint PRIMARY KEY,
  username character varying DEFAULT ''::character varying NOT NULL,
  domain character varying,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL);
CREATE TABLE account_statuses_cleanup_policies (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  enabled boolean DEFAULT true NOT NULL,
  min_status_age integer DEFAULT 1209600 NOT NULL,
  keep_direct boolean DEFAULT true NOT NULL,
  keep_pinned boolean DEFAULT true NOT NULL,
  keep_polls boolean DEFAULT false NOT NULL,
  keep_media boolean DEFAULT false NOT NULL,
  keep_self_fav boolean DEFAULT true NOT NULL,
  keep_self_bookmark boolean DEFAULT true NOT NULL,
  min_favs integer,
  min_reblogs integer,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT fk_rails_23d5f73cfe FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE);
CREATE INDEX index_account_statuses_cleanup_policies_on_account_id ON account_statuses_cleanup_policies (account_id);
CREATE TABLE statuses (
  id bigint PRIMARY KEY,
  uri character varying,
  text text DEFAULT ''::text NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  in_reply_to_id bigint,
  reblog_of_id bigint,
  url character varying,
  sensitive boolean DEFAULT false NOT NULL,
  visibility integer DEFAULT 0 NOT NULL,
  spoiler_text text DEFAULT ''::text NOT NULL,
  reply boolean DEFAULT false NOT NULL,
  language character varying,
  conversation_id bigint,
  local boolean,
  account_id bigint NOT NULL,
  application_id bigint,
  in_reply_to_account_id bigint,
  poll_id bigint,
  deleted_at timestamp without time zone,
  edited_at timestamp without time zone,
  trendable boolean,
  ordered_media_attachment_ids bigint[],
  CONSTRAINT fk_9bda1543f7 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT fk_c7fa917661 FOREIGN KEY (in_reply_to_account_id) REFERENCES accounts (id) ON DELETE SET NULL,
  CONSTRAINT fk_rails_94bcb0e3a6 FOREIGN KEY (in_reply_to_id) REFERENCES statuses (id) ON DELETE SET NULL,
  CONSTRAINT fk_rails_256483a9ab FOREIGN KEY (reblog_of_id) REFERENCES statuses (id) ON DELETE CASCADE);
CREATE INDEX index_statuses_20190820 ON statuses (account_id, id DESC, visibility, updated_at) WHERE deleted_at IS NULL;
CREATE INDEX index_statuses_on_account_id ON statuses (account_id);
CREATE INDEX index_statuses_on_in_reply_to_id ON statuses (in_reply_to_id) WHERE in_reply_to_id IS NOT NULL;
CREATE INDEX index_statuses_on_reblog_of_id_and_account_id ON statuses (reblog_of_id, account_id);
CREATE TABLE status_pins (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  status_id bigint NOT NULL,
  created_at timestamp without time zone DEFAULT now() NOT NULL,
  updated_at timestamp without time zone DEFAULT now() NOT NULL,
  CONSTRAINT fk_d4cb435b62 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT fk_rails_65c05552f1 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE);
CREATE UNIQUE INDEX index_status_pins_on_account_id_and_status_id ON status_pins (account_id, status_id);
CREATE INDEX index_status_pins_on_status_id ON status_pins (status_id);
CREATE TABLE favourites (
  id bigserial PRIMARY KEY,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  account_id bigint NOT NULL,
  status_id bigint NOT NULL,
  CONSTRAINT fk_5eb6c2b873 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT fk_b0e856845e FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE);
CREATE INDEX index_favourites_on_account_id_and_id ON favourites (account_id, id);
CREATE UNIQUE INDEX index_favourites_on_account_id_and_status_id ON favourites (account_id, status_id);
CREATE INDEX index_favourites_on_status_id ON favourites (status_id);
CREATE TABLE bookmarks (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  status_id bigint NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  CONSTRAINT fk_rails_9f6ac182a6 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT fk_rails_11207ffcfd FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE);
CREATE UNIQUE INDEX index_bookmarks_on_account_id_and_status_id ON bookmarks (account_id, status_id);
CREATE INDEX index_bookmarks_on_status_id ON bookmarks (status_id);
CREATE TABLE media_attachments (
  id bigint PRIMARY KEY,
  status_id bigint,
  file_file_name character varying,
  remote_url character varying DEFAULT ''::character varying NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  type integer DEFAULT 0 NOT NULL,
  account_id bigint,
  CONSTRAINT fk_96dd81e81b FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE SET NULL,
  CONSTRAINT fk_rails_3ec0cfdd70 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE SET NULL);
CREATE INDEX index_media_attachments_on_account_id_and_status_id ON media_attachments (account_id, status_id DESC);
CREATE INDEX index_media_attachments_on_status_id ON media_attachments (status_id);
CREATE TABLE polls (
  id bigserial PRIMARY KEY,
  account_id bigint,
  status_id bigint,
  expires_at timestamp without time zone,
  options character varying[] DEFAULT '{}'::character varying[] NOT NULL,
  multiple boolean DEFAULT false NOT NULL,
  votes_count bigint DEFAULT 0 NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  CONSTRAINT fk_rails_5b19a0c011 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT fk_rails_3e0d9f1115 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE);
CREATE INDEX index_polls_on_account_id ON polls (account_id);
CREATE INDEX index_polls_on_status_id ON polls (status_id);
CREATE TABLE status_stats (
  id bigserial PRIMARY KEY,
  status_id bigint NOT NULL,
  replies_count bigint DEFAULT 0 NOT NULL,
  reblogs_count bigint DEFAULT 0 NOT NULL,
  favourites_count bigint DEFAULT 0 NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  CONSTRAINT fk_rails_4a247aac42 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE);
CREATE UNIQUE INDEX index_status_stats_on_status_id ON status_stats (status_id);
RESET search_path;
`;

/**
 * What `has_one :statuses_cleanup_policy` means and schema.rb does not enforce: one policy per
 * account. A tenant's row must be one (its key unique), so the retention job needs this index.
 */
export const onePolicyPerAccountSql =
  "CREATE UNIQUE INDEX IF NOT EXISTS index_cleanup_policies_on_account_id_unique ON mastodon.account_statuses_cleanup_policies (account_id)";

/**
 * AccountStatusesCleanupPolicy#statuses_to_delete for every enabled policy, with no limit and no
 * max_id / min_id (where its scheduler gets to, batch after batch), as plain SQL: the account's
 * statuses (Status's default_scope: kept, not yet discarded by deleted_at) whose snowflake id is at most Mastodon::Snowflake.id_at(min_status_age.seconds.ago,
 * with_random: false), without the ones each keep flag protects, and those at least min_favs /
 * min_reblogs popular (COALESCE(status_stats.x, 0) < min). `$1`: the run's now.
 */
export const mastodonToDeleteSql = `
SELECT s.id FROM mastodon.statuses s
JOIN mastodon.account_statuses_cleanup_policies p ON p.account_id = s.account_id
LEFT JOIN mastodon.status_stats st ON st.status_id = s.id
WHERE p.enabled AND s.deleted_at IS NULL
  AND s.id <= ((extract(epoch FROM $1::timestamptz - p.min_status_age * interval '1 second') * 1000)::bigint << 16)
  AND (p.min_reblogs IS NULL OR COALESCE(st.reblogs_count, 0) < p.min_reblogs)
  AND (p.min_favs IS NULL OR COALESCE(st.favourites_count, 0) < p.min_favs)
  AND (NOT p.keep_direct OR s.visibility <> 3)
  AND (NOT p.keep_pinned OR NOT EXISTS (SELECT * FROM mastodon.status_pins pin WHERE pin.account_id = s.account_id AND pin.status_id = s.id))
  AND (NOT p.keep_polls OR s.poll_id IS NULL)
  AND (NOT p.keep_media OR NOT EXISTS (SELECT * FROM mastodon.media_attachments media WHERE media.status_id = s.id))
  AND (NOT p.keep_self_fav OR NOT EXISTS (SELECT * FROM mastodon.favourites fav WHERE fav.account_id = s.account_id AND fav.status_id = s.id))
  AND (NOT p.keep_self_bookmark OR NOT EXISTS (SELECT * FROM mastodon.bookmarks bookmark WHERE bookmark.account_id = s.account_id AND bookmark.status_id = s.id))`;

/** The statuses that go: those the query selects, and (ON DELETE CASCADE) the reblogs of them. */
export const mastodonGoneSql = `
WITH selected AS (${mastodonToDeleteSql})
SELECT id FROM selected
UNION SELECT r.id FROM mastodon.statuses r JOIN selected ON r.reblog_of_id = selected.id
ORDER BY 1`;

const self = (table: string) => ({
  exists: { table, via: "status_id", where: [{ column: "account_id", sameAs: "account_id" }] },
});

/**
 * Mastodon's clean-up as a retention policy: the account's policy row is the tenant (no foreign
 * key from statuses names it: `table` and `key`), its min_status_age the retention, `enabled` the
 * opt-out, each keep flag a condition it gates, min_favs / min_reblogs thresholds on status_stats;
 * the statuses Status's default_scope sees (deleted_at NULL); no default (an account without a policy keeps its statuses).
 */
export const mastodonCleanupPolicy = {
  name: "statuses_cleanup",
  table: "mastodon.statuses",
  clock: "created_at",
  // Status's default_scope (kept): a status already discarded is its removal's, not the clean-up's.
  where: [{ column: "deleted_at", is: "null" }],
  tenant: {
    column: "account_id",
    table: "mastodon.account_statuses_cleanup_policies",
    key: "account_id",
    retention: "min_status_age",
    unit: "s",
    enabled: "enabled",
    keep: [
      { if: "keep_direct", where: [{ column: "visibility", equals: 3 }] },
      { if: "keep_pinned", where: [self("mastodon.status_pins")] },
      { if: "keep_polls", where: [{ column: "poll_id", is: "not null" }] },
      { if: "keep_media", where: [{ exists: { table: "mastodon.media_attachments" } }] },
      { if: "keep_self_fav", where: [self("mastodon.favourites")] },
      { if: "keep_self_bookmark", where: [self("mastodon.bookmarks")] },
      {
        atLeast: "min_favs",
        of: { table: "mastodon.status_stats", column: "favourites_count" },
        missing: 0,
      },
      {
        atLeast: "min_reblogs",
        of: { table: "mastodon.status_stats", column: "reblogs_count" },
        missing: 0,
      },
    ],
  },
  cascades: [
    "mastodon.statuses",
    "mastodon.status_pins",
    "mastodon.favourites",
    "mastodon.bookmarks",
    "mastodon.media_attachments",
    "mastodon.polls",
    "mastodon.status_stats",
  ],
  owner: "Mastodon",
};
