// A retention of three levels, closest first: a thread's over its channel's over its organization's,
// in tables built the way a Rails app builds them (bigint ids, fk_rails_ foreign keys, timestamp(6)
// without time zone, an index on (thread_id, created_at)), like saas.* in tenants.ts. Each level a
// number of its own unit where NULL inherits from the level above: a thread's hours (-1: for ever),
// a channel's days (-1 or 0: for ever, as chat apps write "keep"), an organization's days (0 or
// less: for ever, as Keycloak writes it); threads may opt out. No open-source chat app we know keeps
// three levels as columns of the levels' own rows: Mattermost keeps its channel and team policies
// in link tables (RetentionPoliciesChannels, RetentionPoliciesTeams -> RetentionPolicies), Zulip
// two levels (a stream's, its realm's; tenants.ts). The oracle is plain SQL.
export const chatSchemaSql = `
CREATE SCHEMA chat;
CREATE TABLE chat.organizations (
  id bigserial PRIMARY KEY,
  name character varying NOT NULL,
  message_retention_days integer,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL);
CREATE TABLE chat.channels (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL,
  name character varying NOT NULL,
  retention_days integer,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT fk_rails_2f6c8a1b3d FOREIGN KEY (organization_id) REFERENCES chat.organizations (id));
CREATE INDEX index_channels_on_organization_id ON chat.channels (organization_id);
CREATE TABLE chat.threads (
  id bigserial PRIMARY KEY,
  channel_id bigint NOT NULL,
  title character varying,
  retention_hours integer,
  retention_enabled boolean DEFAULT true NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT fk_rails_8c1e4d7a90 FOREIGN KEY (channel_id) REFERENCES chat.channels (id));
CREATE INDEX index_threads_on_channel_id ON chat.threads (channel_id);
CREATE TABLE chat.messages (
  id bigserial PRIMARY KEY,
  thread_id bigint,
  body text NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT fk_rails_5b9d0e2c4f FOREIGN KEY (thread_id) REFERENCES chat.threads (id));
CREATE INDEX index_messages_on_thread_id_and_created_at ON chat.messages (thread_id, created_at);
`;

/**
 * The app's rule as plain SQL, level by level: a message of no thread by the default; of a thread
 * that opted out, kept; else the first level whose setting is not NULL decides (its "for ever"
 * value keeps), else the default. `$1`: the run's now, `$2`: the default (NULL: such rows kept).
 */
export const chatExpiredSql = `
SELECT m.id FROM chat.messages m
LEFT JOIN chat.threads t ON t.id = m.thread_id
LEFT JOIN chat.channels c ON c.id = t.channel_id
LEFT JOIN chat.organizations o ON o.id = c.organization_id
WHERE CASE
  WHEN m.thread_id IS NULL THEN m.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - $2::interval
  WHEN NOT t.retention_enabled THEN false
  WHEN t.retention_hours IS NOT NULL THEN t.retention_hours <> -1
    AND m.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - t.retention_hours * interval '1 hour'
  WHEN c.retention_days IS NOT NULL THEN c.retention_days NOT IN (-1, 0)
    AND m.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - c.retention_days * interval '1 day'
  WHEN o.message_retention_days IS NOT NULL THEN o.message_retention_days > 0
    AND m.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - o.message_retention_days * interval '1 day'
  ELSE m.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - $2::interval
END
ORDER BY m.id`;

/** The three levels as a policy: the thread's hours, its channel's days, its organization's; 180 days the default. */
export const chatPolicy = {
  name: "chat_messages",
  table: "chat.messages",
  clock: "created_at",
  retention: "180d",
  tenant: {
    column: "thread_id",
    retention: "retention_hours",
    unit: "h",
    never: [-1],
    enabled: "retention_enabled",
    parent: {
      column: "channel_id",
      retention: "retention_days",
      unit: "d",
      never: [-1, 0],
      parent: {
        column: "organization_id",
        retention: "message_retention_days",
        unit: "d",
        never: { atMost: 0 },
      },
    },
  },
  owner: "Chat",
};
