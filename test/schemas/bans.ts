// A moderation table of temporary bans and mutes, one row per user and community, as the
// application's migration creates it; the application's cleanup job lifts expired bans with
//   UPDATE bans SET banned_at = NULL, expires_at = NULL WHERE expires_at < now()
// and then deletes the rows that carried nothing but the ban (every other column NULL).

export const bansSchemaSql = `
CREATE SCHEMA moderation;
CREATE TABLE moderation.users (id bigint PRIMARY KEY, username text NOT NULL UNIQUE);
CREATE TABLE moderation.bans (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES moderation.users (id) ON DELETE CASCADE,
  community text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  banned_at timestamptz,
  expires_at timestamptz,
  muted_until timestamptz,
  note text,
  UNIQUE (user_id, community));
CREATE INDEX bans_expires_at_idx ON moderation.bans (expires_at);
CREATE INDEX bans_created_at_idx ON moderation.bans (created_at);
`;

/** The application's own cleanup, the oracle: lift expired bans, then drop the empty rows. */
export const bansCleanupSql = `
UPDATE moderation.bans SET banned_at = NULL, expires_at = NULL WHERE expires_at < now();
DELETE FROM moderation.bans
  WHERE banned_at IS NULL AND expires_at IS NULL AND muted_until IS NULL AND note IS NULL;`;

/**
 * The same as a retention table: a redaction that clears the clock it reads (the row is done once
 * its clock is NULL), then, in this order, a delete of the rows every other column of which is
 * NULL after it (their age: none, allowZeroRetention on created_at, the conditions say which).
 */
export const bansRetentionTable = {
  policies: [
    {
      name: "lift_expired_bans",
      mechanism: "redact",
      table: "moderation.bans",
      clock: "expires_at",
      retention: "0s",
      allowZeroRetention: true,
      columns: { banned_at: null, expires_at: null },
      owner: "moderation",
      description: "an expired ban is lifted: banned_at and expires_at cleared",
    },
    {
      name: "empty_bans",
      table: "moderation.bans",
      clock: "created_at",
      retention: "0s",
      allowZeroRetention: true,
      where: [
        { column: "banned_at", is: "null" },
        { column: "expires_at", is: "null" },
        { column: "muted_until", is: "null" },
        { column: "note", is: "null" },
      ],
      owner: "moderation",
      description: "a row that carried nothing but a ban goes once the ban is lifted",
    },
  ],
};
