// Svix, the webhooks server (Rust, sea-orm on PostgreSQL; its schema made by sqlx's migrator), from
// svix/svix-webhooks@4fc0cfb8b426c87ef7e2b937e7d896a71d456a47 (main, 2026-08-21), server/svix-server (paths below are
// under server/svix-server/ unless they begin with server/).
// Schema: its 16 sqlx migrations (server/svix-server/migrations/*.up.sql, embedded by sqlx::migrate!() and run by
// `svix-server migrate` or --run-migrations, src/db/mod.rs:20 and :38-41) replayed with psql on PostgreSQL 15, each in a
// transaction of its own as sqlx 0.8.6 (its Cargo.lock) runs them, after sqlx's own _sqlx_migrations table; then its one
// background migration (src/db/background_migrations.rs:21-30, run by `migrate` and at start-up, background_migrations_enabled
// = true, config.default.toml:113): the table _svix_background_migrations (:69-83) and CREATE INDEX CONCURRENTLY
// messageattempt_per_endp_no_status. Svix runs in the database's default schema; here the replay ran with search_path svix.
// Read back with pg_dump --schema-only (SET lines dropped). That is its whole schema: 11 tables (fewer than the corpus's
// usual ~20: Svix has no more; its queue and cache are Redis, RabbitMQ or in memory, not PostgreSQL). The six operational
// webhook event types that 20230505222507_operational_webhook_event-types inserts into eventtype are rows, not DDL: left out.
// Cleanup:
// - the expired message cleaner (src/expired_message_cleaner.rs:120-166), started with the worker (worker_enabled = true,
//   config.default.toml:110; src/lib.rs:221 and :263-266): DELETE FROM messagecontent WHERE expiration <= now(), 5,000 rows
//   at a time (src/expired_message_cleaner.rs:76-84), again at once after a full batch, else after 12 hours (:129, :155-160).
//   A payload's expiration is its message's, now + payloadRetentionPeriod days (5 to 90, default 90;
//   src/v1/endpoints/message.rs:127-130 and :186, copied to messagecontent at :432; the column's default is also 90 days).
// - the `svix-server prune --older-than <date> --yes-i-know-what-im-doing` command (src/main.rs:90-109 and :255-278; "a prune
//   helper command to delete old data", server/ChangeLog.md:43): an operator runs it with a cutoff of their choosing (it warns
//   below 3 months, src/main.rs:260-268; no schedule, no default). It deletes the message attempts whose msg_id is older than
//   the cutoff (src/db/mod.rs:76-78), then the messages whose id is (src/db/mod.rs:94-96), in batches; message ids are KSUIDs
//   that begin with the message's creation time (the created_at it is given, src/db/models/message.rs:63-67,
//   MessageId::start_id, src/core/types/mod.rs:210-213). messagedestination goes with its message by ON DELETE CASCADE
//   (migrations/20220125145204_foreign_keys.up.sql:8); messageattempt has had no foreign key since
//   20250905195339_messageattempt_updates (hence the first step).
// Not counted: the legacy cleaner's UPDATE message SET payload = NULL where expiration has passed (src/expired_message_cleaner.rs:54-61;
// it blanks a column, deletes no row, and runs only while old messages still hold a payload, :103-115, :121); `svix-server wipe
// <org_id>` (src/db/mod.rs:114-183: one organization's attempts, messages, endpoints, applications and event types, not by age);
// the API's expunge of one message's content (src/v1/endpoints/message.rs:524-545) and of an event type (?expunge=true,
// src/v1/endpoints/event_type.rs:435); application and endpoint metadata deleted when set empty
// (src/db/models/applicationmetadata.rs:84, endpointmetadata.rs:72); a background migration's row deleted on revert
// (src/db/background_migrations.rs:307). Applications, endpoints and event types are only marked deleted by the API
// (src/v1/endpoints/application.rs:452, endpoint/crud.rs:287, event_type.rs:437) and kept; an endpoint's rotated
// secrets stay in its old_keys once expired (filtered, src/core/types/mod.rs:647). Idempotency keys and the queue
// live in Redis or memory with their own TTLs, not in PostgreSQL.
// shouldAsk is empty: what Svix keeps of its customers' customers (messages with their uid, event type and channels once
// the payload is gone; attempts with the receiver's response body) is deleted by the prune command above.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "svix",
  framework: "rust",
  source: {
    repo: "svix/svix-webhooks",
    commit: "4fc0cfb8b426c87ef7e2b937e7d896a71d456a47",
    schemaFrom:
      "server/svix-server/migrations/*.up.sql (16 sqlx migrations) replayed with psql on PostgreSQL 15 after sqlx 0.8's _sqlx_migrations, plus its background migration (_svix_background_migrations and one index), in search_path svix; read back with pg_dump --schema-only; all 11 tables",
  },
  schemas: ["svix"],
  schemaSql: `
-- Svix: svix/svix-webhooks@4fc0cfb8b426c87ef7e2b937e7d896a71d456a47 (server/svix-server)
-- Built by replaying server/svix-server/migrations/*.up.sql (16 sqlx migrations, in version order, each in
-- a transaction) on PostgreSQL 15 with search_path svix, after the _sqlx_migrations table sqlx 0.8 makes,
-- then its background migration (src/db/background_migrations.rs: the table _svix_background_migrations
-- and CREATE INDEX CONCURRENTLY messageattempt_per_endp_no_status), and reading it back with
-- pg_dump --schema-only (its SET lines dropped). The six event type rows one migration inserts are left out.
--
-- Name: svix; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA svix;
SET search_path TO svix;

--
-- Name: _sqlx_migrations; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix._sqlx_migrations (
    version bigint NOT NULL,
    description text NOT NULL,
    installed_on timestamp with time zone DEFAULT now() NOT NULL,
    success boolean NOT NULL,
    checksum bytea NOT NULL,
    execution_time bigint NOT NULL
);

--
-- Name: _svix_background_migrations; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix._svix_background_migrations (
    id text NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    success boolean DEFAULT false NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text
);

--
-- Name: application; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.application (
    id character varying NOT NULL COLLATE pg_catalog."C",
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    org_id character varying NOT NULL COLLATE pg_catalog."C",
    uid character varying COLLATE pg_catalog."C",
    name character varying NOT NULL,
    rate_limit integer,
    deleted boolean NOT NULL
);

--
-- Name: applicationmetadata; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.applicationmetadata (
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    id character varying NOT NULL COLLATE pg_catalog."C",
    data jsonb NOT NULL
);

--
-- Name: endpoint; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.endpoint (
    id character varying NOT NULL COLLATE pg_catalog."C",
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    app_id character varying NOT NULL COLLATE pg_catalog."C",
    key bytea NOT NULL,
    url character varying NOT NULL,
    description character varying NOT NULL,
    event_types_ids jsonb,
    version integer NOT NULL,
    rate_limit integer,
    deleted boolean NOT NULL,
    disabled boolean NOT NULL,
    first_failure_at timestamp with time zone,
    uid character varying COLLATE pg_catalog."C",
    old_keys jsonb,
    channels jsonb,
    headers jsonb
);

--
-- Name: endpointmetadata; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.endpointmetadata (
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    id character varying NOT NULL COLLATE pg_catalog."C",
    data jsonb NOT NULL
);

--
-- Name: eventtype; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.eventtype (
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    id character varying NOT NULL COLLATE pg_catalog."C",
    org_id character varying NOT NULL COLLATE pg_catalog."C",
    description character varying NOT NULL,
    deleted boolean NOT NULL,
    schemas json,
    name character varying NOT NULL COLLATE pg_catalog."C",
    feature_flag text,
    deprecated boolean DEFAULT false NOT NULL
);

--
-- Name: message; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.message (
    id character varying NOT NULL COLLATE pg_catalog."C",
    created_at timestamp with time zone NOT NULL,
    org_id character varying NOT NULL COLLATE pg_catalog."C",
    app_id character varying NOT NULL COLLATE pg_catalog."C",
    event_type character varying NOT NULL COLLATE pg_catalog."C",
    uid character varying COLLATE pg_catalog."C",
    payload jsonb,
    channels jsonb,
    expiration timestamp with time zone DEFAULT (now() + '90 days'::interval) NOT NULL
);

--
-- Name: messageattempt; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.messageattempt (
    id character varying NOT NULL COLLATE pg_catalog."C",
    created_at timestamp with time zone NOT NULL,
    msg_id character varying NOT NULL COLLATE pg_catalog."C",
    msg_dest_id character varying COLLATE pg_catalog."C",
    endp_id character varying NOT NULL COLLATE pg_catalog."C",
    url character varying NOT NULL,
    status smallint NOT NULL,
    response_status_code smallint NOT NULL,
    response text DEFAULT ''::text NOT NULL,
    ended_at timestamp with time zone,
    trigger_type smallint NOT NULL,
    response_duration_ms bigint DEFAULT 0 NOT NULL,
    attempt_number smallint DEFAULT '-1'::integer NOT NULL,
    next_attempt timestamp with time zone
);

--
-- Name: messagecontent; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.messagecontent (
    id character varying NOT NULL COLLATE pg_catalog."C",
    created_at timestamp with time zone NOT NULL,
    payload bytea NOT NULL,
    expiration timestamp with time zone DEFAULT (now() + '90 days'::interval) NOT NULL
);

--
-- Name: messagedestination; Type: TABLE; Schema: svix; Owner: -
--

CREATE TABLE svix.messagedestination (
    id character varying NOT NULL COLLATE pg_catalog."C",
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    msg_id character varying NOT NULL COLLATE pg_catalog."C",
    endp_id character varying NOT NULL COLLATE pg_catalog."C",
    status smallint NOT NULL,
    next_attempt timestamp with time zone
);

--
-- Name: _sqlx_migrations _sqlx_migrations_pkey; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix._sqlx_migrations
    ADD CONSTRAINT _sqlx_migrations_pkey PRIMARY KEY (version);

--
-- Name: _svix_background_migrations _svix_background_migrations_pkey; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix._svix_background_migrations
    ADD CONSTRAINT _svix_background_migrations_pkey PRIMARY KEY (id);

--
-- Name: applicationmetadata applicationmetadata_pkey; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.applicationmetadata
    ADD CONSTRAINT applicationmetadata_pkey PRIMARY KEY (id);

--
-- Name: endpointmetadata endpointmetadata_pkey; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.endpointmetadata
    ADD CONSTRAINT endpointmetadata_pkey PRIMARY KEY (id);

--
-- Name: application pk_application; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.application
    ADD CONSTRAINT pk_application PRIMARY KEY (id);

--
-- Name: endpoint pk_endpoint; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.endpoint
    ADD CONSTRAINT pk_endpoint PRIMARY KEY (id);

--
-- Name: eventtype pk_eventtype; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.eventtype
    ADD CONSTRAINT pk_eventtype PRIMARY KEY (id);

--
-- Name: message pk_message; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.message
    ADD CONSTRAINT pk_message PRIMARY KEY (id);

--
-- Name: messageattempt pk_messageattempt; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.messageattempt
    ADD CONSTRAINT pk_messageattempt PRIMARY KEY (id);

--
-- Name: messagecontent pk_messagecontent; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.messagecontent
    ADD CONSTRAINT pk_messagecontent PRIMARY KEY (id);

--
-- Name: messagedestination pk_messagedestination; Type: CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.messagedestination
    ADD CONSTRAINT pk_messagedestination PRIMARY KEY (id);

--
-- Name: ix_application_unique_uid_per_org_cond; Type: INDEX; Schema: svix; Owner: -
--

CREATE UNIQUE INDEX ix_application_unique_uid_per_org_cond ON svix.application USING btree (org_id, uid) WHERE (uid IS NOT NULL);

--
-- Name: ix_endpoint_uid_unique_app_cond; Type: INDEX; Schema: svix; Owner: -
--

CREATE UNIQUE INDEX ix_endpoint_uid_unique_app_cond ON svix.endpoint USING btree (app_id, uid) WHERE (uid IS NOT NULL);

--
-- Name: ix_event_type_unique_org; Type: INDEX; Schema: svix; Owner: -
--

CREATE UNIQUE INDEX ix_event_type_unique_org ON svix.eventtype USING btree (org_id, name);

--
-- Name: ix_message_per_app; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX ix_message_per_app ON svix.message USING btree (app_id, id DESC);

--
-- Name: ix_message_uid_unique_app_cond; Type: INDEX; Schema: svix; Owner: -
--

CREATE UNIQUE INDEX ix_message_uid_unique_app_cond ON svix.message USING btree (app_id, uid) WHERE (uid IS NOT NULL);

--
-- Name: ix_messageattempt_per_msg_no_status; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX ix_messageattempt_per_msg_no_status ON svix.messageattempt USING btree (msg_id, id DESC);

--
-- Name: ix_messagedestination_per_endp_no_status; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX ix_messagedestination_per_endp_no_status ON svix.messagedestination USING btree (endp_id, id DESC);

--
-- Name: ix_messagedestination_per_endp_with_status; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX ix_messagedestination_per_endp_with_status ON svix.messagedestination USING btree (endp_id, status, id DESC);

--
-- Name: ix_messagedestination_per_msg_no_status; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX ix_messagedestination_per_msg_no_status ON svix.messagedestination USING btree (msg_id);

--
-- Name: message_payload_not_null_pidx; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX message_payload_not_null_pidx ON svix.message USING btree (expiration) WHERE (payload IS NOT NULL);

--
-- Name: messageattempt_per_endp_no_status; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX messageattempt_per_endp_no_status ON svix.messageattempt USING btree (endp_id, id DESC) INCLUDE (status, response_status_code);

--
-- Name: messageattempt_per_endp_unified; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX messageattempt_per_endp_unified ON svix.messageattempt USING btree (endp_id, status, id DESC) INCLUDE (response_status_code);

--
-- Name: messagecontent_expiry; Type: INDEX; Schema: svix; Owner: -
--

CREATE INDEX messagecontent_expiry ON svix.messagecontent USING btree (expiration);

--
-- Name: endpoint fk_endpoint_app_id_application; Type: FK CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.endpoint
    ADD CONSTRAINT fk_endpoint_app_id_application FOREIGN KEY (app_id) REFERENCES svix.application(id) ON DELETE CASCADE;

--
-- Name: message fk_message_app_id_application; Type: FK CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.message
    ADD CONSTRAINT fk_message_app_id_application FOREIGN KEY (app_id) REFERENCES svix.application(id) ON DELETE CASCADE;

--
-- Name: messagedestination fk_messagedestination_endp_id_endpoint; Type: FK CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.messagedestination
    ADD CONSTRAINT fk_messagedestination_endp_id_endpoint FOREIGN KEY (endp_id) REFERENCES svix.endpoint(id) ON DELETE CASCADE;

--
-- Name: messagedestination fk_messagedestination_msg_id_message; Type: FK CONSTRAINT; Schema: svix; Owner: -
--

ALTER TABLE ONLY svix.messagedestination
    ADD CONSTRAINT fk_messagedestination_msg_id_message FOREIGN KEY (msg_id) REFERENCES svix.message(id) ON DELETE CASCADE;


RESET search_path;
`,
  cleans: [
    {
      table: "svix.messagecontent",
      clock: "expiration",
      retention:
        "expiration passed: the message's payloadRetentionPeriod, 5 to 90 days, default 90d (src/v1/endpoints/message.rs:127-130, :186)",
      source: "server/svix-server/src/expired_message_cleaner.rs:76",
      note: "the expired message cleaner, a loop started with the worker (src/lib.rs:263-266, worker_enabled true by default): 5,000 rows a batch, then every 12 hours when idle (expired_message_cleaner.rs:129)",
    },
    {
      table: "svix.messageattempt",
      clock: "msg_id",
      retention:
        "operator's --older-than cutoff, no default (warned if under 3 months, src/main.rs:260-268)",
      source: "server/svix-server/src/db/mod.rs:76",
      note: "the `svix-server prune` command an operator runs (src/main.rs:90-109, :255-278), no schedule; compares msg_id, the KSUID of the attempt's message, which begins with the message's creation time",
    },
    {
      table: "svix.message",
      clock: "id",
      retention:
        "operator's --older-than cutoff, no default (warned if under 3 months, src/main.rs:260-268)",
      source: "server/svix-server/src/db/mod.rs:94",
      note: "the `svix-server prune` command, after the attempts; id is a KSUID that begins with created_at's instant (src/db/models/message.rs:63-67, MessageId::start_id of the cutoff, src/db/mod.rs:68)",
    },
    {
      table: "svix.messagedestination",
      clock: "msg_id",
      retention: "operator's --older-than cutoff, no default (with its message)",
      source: "server/svix-server/src/db/mod.rs:94",
      note: "deleted with its message by ON DELETE CASCADE (fk_messagedestination_msg_id_message, migrations/20220125145204_foreign_keys.up.sql:8) when `svix-server prune` deletes the message; the parent's clock (message.id)",
    },
  ],
  shouldAsk: [],
  neverDelete: [
    "svix.application",
    "svix.applicationmetadata",
    "svix.endpoint",
    "svix.endpointmetadata",
    "svix.eventtype",
    "svix._sqlx_migrations",
    "svix._svix_background_migrations",
  ],
};
