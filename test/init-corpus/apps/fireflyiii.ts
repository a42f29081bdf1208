// fireflyiii: Firefly III, a Laravel personal finance manager, from firefly-iii/firefly-iii@a95b82b14cb01b6e40491f2a94c53b47b71766e7.
// Schema: database/migrations/*.php (60 migrations, Laravel 13) transcribed by hand as Laravel's PostgresGrammar
// creates them (PHP is not installed here and Packagist is unreachable, so artisan migrate was not run); 61 of its
// ~80 tables: accounts, money, budgets, auth and tokens, webhooks, caches. The header of schemaSql says how.
// Cleanups (the only age-based deletes in app/):
//   - webhook_messages: sent rows with created_at older than 14 days, deleted by the SendsWebhookMessages listener
//     (app/Listeners/Model/Webhook/SendsWebhookMessages.php:69), fired by the webhook cron job
//     (app/Support/Cronjobs/WebhookCronjob.php:86, at most every 10 minutes, :57) that `php artisan firefly-iii:cron`
//     (app/Console/Commands/Tools/Cron.php:131-133) or GET /api/v1/cron/{token} runs; webhook_attempts go with them
//     (ON DELETE CASCADE, 2020_11_12_070604_changes_for_v550.php). Only when webhooks are allowed (:39).
//   - sessions: Laravel's DatabaseSessionHandler::gc (lottery [2, 100], lifetime 120 minutes, config/session.php:26-34),
//     only if SESSION_DRIVER=database; the default is 'file' (config/session.php:26, .env.example:130).
// Not counted: the API purge (app/Api/V1/Controllers/Data/PurgeController.php:73-108) force-deletes soft-deleted rows
// when a user asks, regardless of age; period_statistics rows are deleted when a transaction in their period changes
// (app/Repositories/PeriodStatistic/PeriodStatisticRepository.php:94), cache invalidation, not age; the correction
// commands (RemovesEmptyJournals, RemovesOrphanedTransactions, RemovesZeroAmount...) delete broken rows, not old ones;
// jobs rows are deleted when run (QUEUE_DRIVER defaults to sync). No Prunable models, no model:prune, passport:purge,
// auth:clear-resets or queue:prune-failed are scheduled anywhere (the app has no Laravel schedule; routes/console.php
// is empty). notifications and personal_access_tokens (Sanctum) are created but not written by the app (its
// notifications go to mail/Slack/Pushover only, app/Notifications/ReturnsAvailableChannels.php), so they are in no list.
import type { CorpusApp } from "../types.js";

const schemaSql = `-- Firefly III (firefly-iii/firefly-iii @ a95b82b14cb01b6e40491f2a94c53b47b71766e7), database/migrations/ (2016_06_16 .. 2026_04_13)
-- transcribed by hand in order for the pgsql connection: each Schema::create with every later Schema::table change
-- (renames such as budget_limits.startdate -> start_date, piggy_banks.targetamount -> target_amount, tags.tagMode ->
-- tag_mode; the *_tz varchar(50) columns of 2024_11_05; the native_* decimals of 2024_12_19; user_group_id with its
-- <table>_to_ugi foreign key on the tables of 2021_08_28; the indexes of 2024_03_03 and 2026_01_28; Passport 13's
-- oauth_* tables as recreated by 2026_04_13). Subset: 61 tables. Left out: budget_transaction, category_transaction,
-- rule_triggers, rule_actions, recurrences_repetitions, recurrences_meta, rt_meta, object_groups, object_groupables,
-- oauth_personal_access_clients (dropped), transaction_currency_user(_group), webhook_triggers/responses/deliveries and
-- their pivots. Firefly's tables are in public; here they are in schema fireflyiii.
CREATE SCHEMA fireflyiii;
SET search_path TO fireflyiii;
-- Laravel 13 PostgresGrammar: increments -> serial PK, bigIncrements/id() -> bigserial PK, integer(unsigned) ->
-- integer, tinyInteger/smallInteger/unsignedSmallInteger -> smallint, mediumInteger -> integer, string(n) ->
-- varchar(n) (255 by default), text/longText -> text, decimal(32,12) -> decimal(32, 12), date -> date,
-- timestamps/softDeletes/timestamp/dateTime -> timestamp(0) without time zone, boolean defaults -> '0'/'1',
-- uuid -> uuid, char(n) -> char(n), morphs(x) -> x_type varchar(255) + x_id bigint + (x_type, x_id) index.
-- ->after() is ignored (added columns go last). ->change() is applied in place.
CREATE TABLE account_types (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  type varchar(50) NOT NULL,
  CONSTRAINT account_types_type_unique UNIQUE (type)
);

CREATE TABLE transaction_currencies (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  code varchar(51) NOT NULL,
  name varchar(255) NOT NULL,
  symbol varchar(51) NOT NULL,
  decimal_places smallint NOT NULL DEFAULT '2',
  enabled boolean NOT NULL DEFAULT '0',
  CONSTRAINT transaction_currencies_code_unique UNIQUE (code)
);

CREATE TABLE transaction_types (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  type varchar(50) NOT NULL,
  CONSTRAINT transaction_types_type_unique UNIQUE (type)
);

CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  queue varchar(255) NOT NULL,
  payload text NOT NULL,
  attempts smallint NOT NULL,
  reserved_at integer,
  available_at integer NOT NULL,
  created_at integer NOT NULL
);
CREATE INDEX jobs_queue_index ON jobs (queue);

CREATE TABLE failed_jobs (
  id bigserial PRIMARY KEY,
  uuid varchar(255) NOT NULL,
  connection text NOT NULL,
  queue text NOT NULL,
  payload text NOT NULL,
  exception text NOT NULL,
  failed_at timestamp(0) without time zone NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT failed_jobs_uuid_unique UNIQUE (uuid)
);

CREATE TABLE password_resets (
  email varchar(255) NOT NULL,
  token varchar(255) NOT NULL,
  created_at timestamp(0) without time zone
);
CREATE INDEX password_resets_email_index ON password_resets (email);
CREATE INDEX password_resets_token_index ON password_resets (token);

CREATE TABLE permissions (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  name varchar(255) NOT NULL,
  display_name varchar(255),
  description varchar(255),
  CONSTRAINT permissions_name_unique UNIQUE (name)
);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  name varchar(255) NOT NULL,
  display_name varchar(255),
  description varchar(255),
  CONSTRAINT roles_name_unique UNIQUE (name)
);

CREATE TABLE permission_role (
  permission_id integer NOT NULL,
  role_id integer NOT NULL,
  PRIMARY KEY (permission_id, role_id),
  CONSTRAINT permission_role_permission_id_foreign FOREIGN KEY (permission_id) REFERENCES permissions (id) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT permission_role_role_id_foreign FOREIGN KEY (role_id) REFERENCES roles (id) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE sessions (
  id varchar(255) NOT NULL,
  user_id integer,
  ip_address varchar(45),
  user_agent text,
  payload text NOT NULL,
  last_activity integer NOT NULL,
  CONSTRAINT sessions_id_unique UNIQUE (id)
);

CREATE TABLE configuration (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  name varchar(50) NOT NULL,
  data text NOT NULL
);

CREATE TABLE user_groups (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  title varchar(255) NOT NULL,
  CONSTRAINT user_groups_title_unique UNIQUE (title)
);

CREATE TABLE user_roles (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  title varchar(255) NOT NULL,
  CONSTRAINT user_roles_title_unique UNIQUE (title)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  email varchar(255) NOT NULL,
  password varchar(60) NOT NULL,
  remember_token varchar(100),
  reset varchar(32),
  blocked smallint NOT NULL DEFAULT '0',
  blocked_code varchar(25),
  objectguid uuid,
  mfa_secret varchar(50),
  domain varchar(255),
  user_group_id bigint,
  CONSTRAINT type_user_group_id FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE role_user (
  user_id integer NOT NULL,
  role_id integer NOT NULL,
  PRIMARY KEY (user_id, role_id),
  CONSTRAINT role_user_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT role_user_role_id_foreign FOREIGN KEY (role_id) REFERENCES roles (id) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE group_memberships (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  user_group_id bigint NOT NULL,
  user_role_id bigint NOT NULL,
  CONSTRAINT group_memberships_user_id_user_group_id_user_role_id_unique UNIQUE (user_id, user_group_id, user_role_id),
  CONSTRAINT group_memberships_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT group_memberships_user_group_id_foreign FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT group_memberships_user_role_id_foreign FOREIGN KEY (user_role_id) REFERENCES user_roles (id) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE preferences (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  name varchar(1024) NOT NULL,
  data text,
  user_group_id bigint,
  CONSTRAINT preferences_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT preferences_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE invited_users (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  email varchar(255) NOT NULL,
  invite_code varchar(64) NOT NULL,
  expires timestamp(0) without time zone NOT NULL,
  redeemed boolean NOT NULL,
  expires_tz varchar(50),
  CONSTRAINT invited_users_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);

CREATE TABLE audit_log_entries (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  auditable_id integer NOT NULL,
  auditable_type varchar(255) NOT NULL,
  changer_id integer NOT NULL,
  changer_type varchar(255) NOT NULL,
  action varchar(255) NOT NULL,
  before text,
  after text
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  type varchar(255) NOT NULL,
  notifiable_type varchar(255) NOT NULL,
  notifiable_id bigint NOT NULL,
  data text NOT NULL,
  read_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone
);
CREATE INDEX notifications_notifiable_type_notifiable_id_index ON notifications (notifiable_type, notifiable_id);

CREATE TABLE personal_access_tokens (
  id bigserial PRIMARY KEY,
  tokenable_type varchar(255) NOT NULL,
  tokenable_id bigint NOT NULL,
  name varchar(255) NOT NULL,
  token varchar(64) NOT NULL,
  abilities text,
  last_used_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT personal_access_tokens_token_unique UNIQUE (token)
);
CREATE INDEX personal_access_tokens_tokenable_type_tokenable_id_index ON personal_access_tokens (tokenable_type, tokenable_id);

CREATE TABLE oauth_auth_codes (
  id char(80) PRIMARY KEY,
  user_id bigint NOT NULL,
  client_id uuid NOT NULL,
  scopes text,
  revoked boolean NOT NULL,
  expires_at timestamp(0) without time zone
);
CREATE INDEX oauth_auth_codes_user_id_index ON oauth_auth_codes (user_id);

CREATE TABLE oauth_access_tokens (
  id char(80) PRIMARY KEY,
  user_id bigint,
  client_id uuid NOT NULL,
  name varchar(255),
  scopes text,
  revoked boolean NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  expires_at timestamp(0) without time zone
);
CREATE INDEX oauth_access_tokens_user_id_index ON oauth_access_tokens (user_id);

CREATE TABLE oauth_refresh_tokens (
  id char(80) PRIMARY KEY,
  access_token_id char(80) NOT NULL,
  revoked boolean NOT NULL,
  expires_at timestamp(0) without time zone
);
CREATE INDEX oauth_refresh_tokens_access_token_id_index ON oauth_refresh_tokens (access_token_id);

CREATE TABLE oauth_clients (
  id uuid PRIMARY KEY,
  owner_type varchar(255),
  owner_id bigint,
  name varchar(255) NOT NULL,
  secret varchar(255),
  provider varchar(255),
  redirect_uris text NOT NULL,
  grant_types text NOT NULL,
  revoked boolean NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone
);
CREATE INDEX oauth_clients_owner_type_owner_id_index ON oauth_clients (owner_type, owner_id);

CREATE TABLE oauth_device_codes (
  id char(80) PRIMARY KEY,
  user_id bigint,
  client_id uuid NOT NULL,
  user_code char(8) NOT NULL,
  scopes text NOT NULL,
  revoked boolean NOT NULL,
  user_approved_at timestamp(0) without time zone,
  last_polled_at timestamp(0) without time zone,
  expires_at timestamp(0) without time zone,
  CONSTRAINT oauth_device_codes_user_code_unique UNIQUE (user_code)
);
CREATE INDEX oauth_device_codes_user_id_index ON oauth_device_codes (user_id);
CREATE INDEX oauth_device_codes_client_id_index ON oauth_device_codes (client_id);

CREATE TABLE accounts (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  account_type_id integer NOT NULL,
  name varchar(1024) NOT NULL,
  virtual_balance decimal(32, 12),
  iban varchar(255),
  active boolean NOT NULL DEFAULT '1',
  encrypted boolean NOT NULL DEFAULT '0',
  "order" integer NOT NULL DEFAULT '0',
  user_group_id bigint,
  native_virtual_balance decimal(32, 12),
  CONSTRAINT accounts_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT accounts_account_type_id_foreign FOREIGN KEY (account_type_id) REFERENCES account_types (id) ON DELETE CASCADE,
  CONSTRAINT accounts_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX accounts_user_id_index ON accounts (user_id);
CREATE INDEX accounts_user_group_id_index ON accounts (user_group_id);
CREATE INDEX accounts_account_type_id_index ON accounts (account_type_id);

CREATE TABLE account_meta (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  account_id integer NOT NULL,
  name varchar(255) NOT NULL,
  data text NOT NULL,
  CONSTRAINT account_meta_account_id_foreign FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE
);
CREATE INDEX account_meta_account_id_index ON account_meta (account_id);

CREATE TABLE attachments (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  attachable_id integer NOT NULL,
  attachable_type varchar(255) NOT NULL,
  md5 varchar(128) NOT NULL,
  filename varchar(1024) NOT NULL,
  title varchar(1024),
  description text,
  mime varchar(1024) NOT NULL,
  size integer NOT NULL,
  uploaded boolean NOT NULL DEFAULT '1',
  user_group_id bigint,
  CONSTRAINT attachments_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT attachments_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE bills (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  name varchar(1024) NOT NULL,
  match varchar(1024) NOT NULL,
  amount_min decimal(32, 12) NOT NULL,
  amount_max decimal(32, 12) NOT NULL,
  date date NOT NULL,
  repeat_freq varchar(30) NOT NULL,
  skip smallint NOT NULL DEFAULT '0',
  automatch boolean NOT NULL DEFAULT '1',
  active boolean NOT NULL DEFAULT '1',
  name_encrypted boolean NOT NULL DEFAULT '0',
  match_encrypted boolean NOT NULL DEFAULT '0',
  transaction_currency_id integer,
  "order" integer NOT NULL DEFAULT '0',
  end_date date,
  extension_date date,
  user_group_id bigint,
  date_tz varchar(50),
  end_date_tz varchar(50),
  extension_date_tz varchar(50),
  native_amount_min decimal(32, 12),
  native_amount_max decimal(32, 12),
  CONSTRAINT bills_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT bills_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE SET NULL,
  CONSTRAINT bills_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE budgets (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  name varchar(1024) NOT NULL,
  active boolean NOT NULL DEFAULT '1',
  encrypted boolean NOT NULL DEFAULT '0',
  "order" integer NOT NULL DEFAULT '0',
  user_group_id bigint,
  CONSTRAINT budgets_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT budgets_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX budgets_user_id_index ON budgets (user_id);
CREATE INDEX budgets_user_group_id_index ON budgets (user_group_id);

CREATE TABLE budget_limits (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  budget_id integer NOT NULL,
  start_date date NOT NULL,
  amount decimal(32, 12) NOT NULL,
  end_date date,
  transaction_currency_id integer,
  period varchar(12),
  generated boolean NOT NULL DEFAULT '0',
  start_date_tz varchar(50),
  end_date_tz varchar(50),
  native_amount decimal(32, 12),
  CONSTRAINT budget_limits_budget_id_foreign FOREIGN KEY (budget_id) REFERENCES budgets (id) ON DELETE CASCADE,
  CONSTRAINT budget_limits_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE SET NULL
);

CREATE TABLE available_budgets (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  transaction_currency_id integer NOT NULL,
  amount decimal(32, 12) NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  user_group_id bigint,
  start_date_tz varchar(50),
  end_date_tz varchar(50),
  native_amount decimal(32, 12),
  CONSTRAINT available_budgets_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT available_budgets_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT available_budgets_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE auto_budgets (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  budget_id integer NOT NULL,
  transaction_currency_id integer NOT NULL,
  auto_budget_type smallint NOT NULL DEFAULT '1',
  amount decimal(32, 12) NOT NULL,
  period varchar(50) NOT NULL,
  native_amount decimal(32, 12),
  CONSTRAINT auto_budgets_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT auto_budgets_budget_id_foreign FOREIGN KEY (budget_id) REFERENCES budgets (id) ON DELETE CASCADE
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  name varchar(1024) NOT NULL,
  encrypted boolean NOT NULL DEFAULT '0',
  user_group_id bigint,
  CONSTRAINT categories_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT categories_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX categories_user_id_index ON categories (user_id);
CREATE INDEX categories_user_group_id_index ON categories (user_group_id);

CREATE TABLE tags (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  tag varchar(1024) NOT NULL,
  tag_mode varchar(1024) NOT NULL,
  date date,
  description text,
  latitude decimal(12, 8),
  longitude decimal(12, 8),
  "zoomLevel" smallint,
  user_group_id bigint,
  date_tz varchar(50),
  CONSTRAINT tags_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT tags_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE transaction_groups (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  title varchar(1024),
  user_group_id bigint,
  CONSTRAINT transaction_groups_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT transaction_groups_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX transaction_groups_user_id_index ON transaction_groups (user_id);
CREATE INDEX transaction_groups_user_group_id_index ON transaction_groups (user_group_id);

CREATE TABLE transaction_journals (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  transaction_type_id integer NOT NULL,
  bill_id integer,
  transaction_currency_id integer,
  description varchar(1024) NOT NULL,
  date timestamp(0) without time zone NOT NULL,
  interest_date date,
  book_date date,
  process_date date,
  "order" integer NOT NULL DEFAULT '0',
  tag_count integer NOT NULL,
  encrypted boolean NOT NULL DEFAULT '1',
  completed boolean NOT NULL DEFAULT '1',
  transaction_group_id integer,
  user_group_id bigint,
  date_tz varchar(50),
  CONSTRAINT transaction_journals_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT transaction_journals_transaction_type_id_foreign FOREIGN KEY (transaction_type_id) REFERENCES transaction_types (id) ON DELETE CASCADE,
  CONSTRAINT transaction_journals_bill_id_foreign FOREIGN KEY (bill_id) REFERENCES bills (id) ON DELETE SET NULL,
  CONSTRAINT transaction_journals_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT transaction_journals_transaction_group_id_foreign FOREIGN KEY (transaction_group_id) REFERENCES transaction_groups (id) ON DELETE CASCADE,
  CONSTRAINT transaction_journals_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX transaction_journals_user_id_index ON transaction_journals (user_id);
CREATE INDEX transaction_journals_user_group_id_index ON transaction_journals (user_group_id);
CREATE INDEX transaction_journals_date_index ON transaction_journals (date);
CREATE INDEX transaction_journals_transaction_group_id_index ON transaction_journals (transaction_group_id);
CREATE INDEX transaction_journals_transaction_type_id_index ON transaction_journals (transaction_type_id);
CREATE INDEX transaction_journals_transaction_currency_id_index ON transaction_journals (transaction_currency_id);
CREATE INDEX transaction_journals_bill_id_index ON transaction_journals (bill_id);
CREATE INDEX idx_tj_deleted ON transaction_journals (deleted_at);

CREATE TABLE journal_meta (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  transaction_journal_id integer NOT NULL,
  name varchar(255) NOT NULL,
  data text NOT NULL,
  hash varchar(64) NOT NULL,
  deleted_at timestamp(0) without time zone,
  CONSTRAINT journal_meta_transaction_journal_id_foreign FOREIGN KEY (transaction_journal_id) REFERENCES transaction_journals (id) ON DELETE CASCADE
);
CREATE INDEX journal_meta_transaction_journal_id_index ON journal_meta (transaction_journal_id);
CREATE INDEX journal_meta_data_index ON journal_meta (data);
CREATE INDEX journal_meta_name_index ON journal_meta (name);

CREATE TABLE transactions (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  account_id integer NOT NULL,
  transaction_journal_id integer NOT NULL,
  description varchar(1024),
  amount decimal(32, 12) NOT NULL,
  identifier smallint NOT NULL DEFAULT '0',
  transaction_currency_id integer,
  foreign_amount decimal(32, 12),
  foreign_currency_id integer,
  reconciled boolean NOT NULL DEFAULT '0',
  balance_before decimal(32, 12),
  balance_after decimal(32, 12),
  balance_dirty boolean NOT NULL DEFAULT '1',
  native_amount decimal(32, 12),
  native_foreign_amount decimal(32, 12),
  CONSTRAINT transactions_account_id_foreign FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT transactions_transaction_journal_id_foreign FOREIGN KEY (transaction_journal_id) REFERENCES transaction_journals (id) ON DELETE CASCADE,
  CONSTRAINT transactions_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE SET NULL,
  CONSTRAINT transactions_foreign_currency_id_foreign FOREIGN KEY (foreign_currency_id) REFERENCES transaction_currencies (id) ON DELETE SET NULL
);
CREATE INDEX transactions_account_id_index ON transactions (account_id);
CREATE INDEX transactions_transaction_journal_id_index ON transactions (transaction_journal_id);
CREATE INDEX transactions_transaction_currency_id_index ON transactions (transaction_currency_id);
CREATE INDEX transactions_foreign_currency_id_index ON transactions (foreign_currency_id);
CREATE INDEX idx_tx_journal_amount ON transactions (transaction_journal_id, amount);

CREATE TABLE tag_transaction_journal (
  id serial PRIMARY KEY,
  tag_id integer NOT NULL,
  transaction_journal_id integer NOT NULL,
  CONSTRAINT tag_transaction_journal_tag_id_transaction_journal_id_unique UNIQUE (tag_id, transaction_journal_id),
  CONSTRAINT tag_transaction_journal_tag_id_foreign FOREIGN KEY (tag_id) REFERENCES tags (id) ON DELETE CASCADE,
  CONSTRAINT tag_transaction_journal_transaction_journal_id_foreign FOREIGN KEY (transaction_journal_id) REFERENCES transaction_journals (id) ON DELETE CASCADE
);
CREATE INDEX idx_ttj_journal_tag ON tag_transaction_journal (transaction_journal_id, tag_id);

CREATE TABLE budget_transaction_journal (
  id serial PRIMARY KEY,
  budget_id integer NOT NULL,
  transaction_journal_id integer NOT NULL,
  budget_limit_id integer,
  CONSTRAINT budget_transaction_journal_budget_id_foreign FOREIGN KEY (budget_id) REFERENCES budgets (id) ON DELETE CASCADE,
  CONSTRAINT budget_transaction_journal_transaction_journal_id_foreign FOREIGN KEY (transaction_journal_id) REFERENCES transaction_journals (id) ON DELETE CASCADE,
  CONSTRAINT budget_id_foreign FOREIGN KEY (budget_limit_id) REFERENCES budget_limits (id) ON DELETE SET NULL
);

CREATE TABLE category_transaction_journal (
  id serial PRIMARY KEY,
  category_id integer NOT NULL,
  transaction_journal_id integer NOT NULL,
  CONSTRAINT category_transaction_journal_category_id_foreign FOREIGN KEY (category_id) REFERENCES categories (id) ON DELETE CASCADE,
  CONSTRAINT category_transaction_journal_transaction_journal_id_foreign FOREIGN KEY (transaction_journal_id) REFERENCES transaction_journals (id) ON DELETE CASCADE
);
CREATE INDEX category_transaction_journal_transaction_journal_id_index ON category_transaction_journal (transaction_journal_id);

CREATE TABLE link_types (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  name varchar(255) NOT NULL,
  outward varchar(255) NOT NULL,
  inward varchar(255) NOT NULL,
  editable boolean NOT NULL,
  CONSTRAINT link_types_name_outward_inward_unique UNIQUE (name, outward, inward)
);

CREATE TABLE journal_links (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  link_type_id integer NOT NULL,
  source_id integer NOT NULL,
  destination_id integer NOT NULL,
  comment text,
  CONSTRAINT journal_links_link_type_id_source_id_destination_id_unique UNIQUE (link_type_id, source_id, destination_id),
  CONSTRAINT journal_links_link_type_id_foreign FOREIGN KEY (link_type_id) REFERENCES link_types (id) ON DELETE CASCADE,
  CONSTRAINT journal_links_source_id_foreign FOREIGN KEY (source_id) REFERENCES transaction_journals (id) ON DELETE CASCADE,
  CONSTRAINT journal_links_destination_id_foreign FOREIGN KEY (destination_id) REFERENCES transaction_journals (id) ON DELETE CASCADE
);

CREATE TABLE notes (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  noteable_id integer NOT NULL,
  noteable_type varchar(255) NOT NULL,
  title varchar(255),
  text text
);

CREATE TABLE locations (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  locatable_id integer NOT NULL,
  locatable_type varchar(255) NOT NULL,
  latitude decimal(12, 8),
  longitude decimal(12, 8),
  zoom_level smallint
);

CREATE TABLE piggy_banks (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  account_id integer,
  name varchar(1024) NOT NULL,
  target_amount decimal(32, 12) NOT NULL,
  start_date date,
  target_date date,
  "order" integer NOT NULL DEFAULT '0',
  active boolean NOT NULL DEFAULT '0',
  encrypted boolean NOT NULL DEFAULT '1',
  start_date_tz varchar(50),
  target_date_tz varchar(50),
  transaction_currency_id integer,
  native_target_amount decimal(32, 12),
  CONSTRAINT unique_currency FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT piggy_banks_account_id_foreign FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE SET NULL
);

CREATE TABLE piggy_bank_repetitions (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  piggy_bank_id integer NOT NULL,
  start_date date,
  target_date date,
  current_amount decimal(32, 12) NOT NULL,
  start_date_tz varchar(50),
  target_date_tz varchar(50),
  CONSTRAINT piggy_bank_repetitions_piggy_bank_id_foreign FOREIGN KEY (piggy_bank_id) REFERENCES piggy_banks (id) ON DELETE CASCADE
);

CREATE TABLE piggy_bank_events (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  piggy_bank_id integer NOT NULL,
  transaction_journal_id integer,
  date date NOT NULL,
  amount decimal(32, 12) NOT NULL,
  date_tz varchar(50),
  native_amount decimal(32, 12),
  CONSTRAINT piggy_bank_events_piggy_bank_id_foreign FOREIGN KEY (piggy_bank_id) REFERENCES piggy_banks (id) ON DELETE CASCADE,
  CONSTRAINT piggy_bank_events_transaction_journal_id_foreign FOREIGN KEY (transaction_journal_id) REFERENCES transaction_journals (id) ON DELETE SET NULL
);

CREATE TABLE account_piggy_bank (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL,
  piggy_bank_id integer NOT NULL,
  current_amount decimal(32, 12) NOT NULL DEFAULT '0',
  native_current_amount decimal(32, 12),
  CONSTRAINT unique_piggy_save UNIQUE (account_id, piggy_bank_id),
  CONSTRAINT account_piggy_bank_account_id_foreign FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT account_piggy_bank_piggy_bank_id_foreign FOREIGN KEY (piggy_bank_id) REFERENCES piggy_banks (id) ON DELETE CASCADE
);

CREATE TABLE currency_exchange_rates (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  from_currency_id integer NOT NULL,
  to_currency_id integer NOT NULL,
  date date NOT NULL,
  rate decimal(32, 12) NOT NULL,
  user_rate decimal(32, 12),
  user_group_id bigint,
  date_tz varchar(50),
  CONSTRAINT currency_exchange_rates_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT currency_exchange_rates_from_currency_id_foreign FOREIGN KEY (from_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT currency_exchange_rates_to_currency_id_foreign FOREIGN KEY (to_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT cer_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE recurrences (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  transaction_type_id integer NOT NULL,
  title varchar(1024) NOT NULL,
  description text NOT NULL,
  first_date date NOT NULL,
  repeat_until date,
  latest_date date,
  repetitions smallint NOT NULL,
  apply_rules boolean NOT NULL DEFAULT '1',
  active boolean NOT NULL DEFAULT '1',
  user_group_id bigint,
  first_date_tz varchar(50),
  repeat_until_tz varchar(50),
  latest_date_tz varchar(50),
  CONSTRAINT recurrences_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT recurrences_transaction_type_id_foreign FOREIGN KEY (transaction_type_id) REFERENCES transaction_types (id) ON DELETE CASCADE,
  CONSTRAINT recurrences_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE recurrences_transactions (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  recurrence_id integer NOT NULL,
  transaction_currency_id integer NOT NULL,
  foreign_currency_id integer,
  source_id integer NOT NULL,
  destination_id integer NOT NULL,
  amount decimal(32, 12) NOT NULL,
  foreign_amount decimal(32, 12),
  description varchar(1024) NOT NULL,
  transaction_type_id integer,
  CONSTRAINT recurrences_transactions_recurrence_id_foreign FOREIGN KEY (recurrence_id) REFERENCES recurrences (id) ON DELETE CASCADE,
  CONSTRAINT recurrences_transactions_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT recurrences_transactions_foreign_currency_id_foreign FOREIGN KEY (foreign_currency_id) REFERENCES transaction_currencies (id) ON DELETE SET NULL,
  CONSTRAINT recurrences_transactions_source_id_foreign FOREIGN KEY (source_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT recurrences_transactions_destination_id_foreign FOREIGN KEY (destination_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT type_foreign FOREIGN KEY (transaction_type_id) REFERENCES transaction_types (id) ON DELETE SET NULL
);

CREATE TABLE rule_groups (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  title varchar(255) NOT NULL,
  description text,
  "order" integer NOT NULL DEFAULT '0',
  active boolean NOT NULL DEFAULT '1',
  stop_processing boolean NOT NULL DEFAULT '0',
  user_group_id bigint,
  CONSTRAINT rule_groups_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT rule_groups_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE rules (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  rule_group_id integer NOT NULL,
  title varchar(255) NOT NULL,
  description text,
  "order" integer NOT NULL DEFAULT '0',
  active boolean NOT NULL DEFAULT '1',
  stop_processing boolean NOT NULL DEFAULT '0',
  strict boolean NOT NULL DEFAULT '1',
  user_group_id bigint,
  CONSTRAINT rules_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT rules_rule_group_id_foreign FOREIGN KEY (rule_group_id) REFERENCES rule_groups (id) ON DELETE CASCADE,
  CONSTRAINT rules_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE TABLE webhooks (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  user_id integer NOT NULL,
  title varchar(255) NOT NULL,
  secret varchar(32) NOT NULL,
  active boolean NOT NULL DEFAULT '1',
  trigger smallint NOT NULL,
  response smallint NOT NULL,
  delivery smallint NOT NULL,
  url varchar(1024) NOT NULL,
  user_group_id bigint,
  CONSTRAINT webhooks_user_id_foreign FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT webhooks_to_ugi FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX webhooks_title_index ON webhooks (title);
CREATE INDEX webhooks_secret_index ON webhooks (secret);

CREATE TABLE webhook_messages (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  sent boolean NOT NULL DEFAULT '0',
  errored boolean NOT NULL DEFAULT '0',
  webhook_id integer NOT NULL,
  uuid varchar(64) NOT NULL,
  message text NOT NULL,
  CONSTRAINT webhook_messages_webhook_id_foreign FOREIGN KEY (webhook_id) REFERENCES webhooks (id) ON DELETE CASCADE
);

CREATE TABLE webhook_attempts (
  id serial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  webhook_message_id integer NOT NULL,
  status_code smallint NOT NULL DEFAULT '0',
  logs text,
  response text,
  CONSTRAINT webhook_attempts_webhook_message_id_foreign FOREIGN KEY (webhook_message_id) REFERENCES webhook_messages (id) ON DELETE CASCADE
);

CREATE TABLE account_balances (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  title varchar(100),
  account_id integer NOT NULL,
  transaction_currency_id integer NOT NULL,
  date date,
  transaction_journal_id integer,
  balance decimal(32, 12) NOT NULL,
  date_tz varchar(50),
  CONSTRAINT unique_account_currency UNIQUE (account_id, transaction_currency_id, transaction_journal_id, date, title),
  CONSTRAINT account_balances_account_id_foreign FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE,
  CONSTRAINT account_balances_transaction_journal_id_foreign FOREIGN KEY (transaction_journal_id) REFERENCES transaction_journals (id) ON DELETE CASCADE,
  CONSTRAINT account_balances_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE
);

CREATE TABLE period_statistics (
  id bigserial PRIMARY KEY,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  user_group_id bigint NOT NULL,
  primary_statable_id integer,
  primary_statable_type varchar(255),
  secondary_statable_id integer,
  secondary_statable_type varchar(255),
  tertiary_statable_id integer,
  tertiary_statable_type varchar(255),
  transaction_currency_id integer NOT NULL,
  start timestamp(0) without time zone,
  start_tz varchar(50),
  "end" timestamp(0) without time zone,
  end_tz varchar(50),
  type varchar(255) NOT NULL,
  count integer NOT NULL DEFAULT '0',
  amount decimal(32, 12) NOT NULL,
  CONSTRAINT period_statistics_transaction_currency_id_foreign FOREIGN KEY (transaction_currency_id) REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  CONSTRAINT period_statistics_user_group_id_foreign FOREIGN KEY (user_group_id) REFERENCES user_groups (id) ON DELETE CASCADE
);
`;

export const app: CorpusApp = {
  name: "fireflyiii",
  framework: "laravel",
  source: {
    repo: "firefly-iii/firefly-iii",
    commit: "a95b82b14cb01b6e40491f2a94c53b47b71766e7",
    schemaFrom:
      "database/migrations/*.php transcribed by hand as Laravel 13's PostgresGrammar creates them (no PHP here, Packagist unreachable, so migrate was not run); 61 of its ~80 tables: every table its cleanups touch plus accounts, transactions, budgets, bills, piggy banks, rules, webhooks, auth and OAuth tokens",
  },
  schemas: ["fireflyiii"],
  schemaSql,
  cleans: [
    {
      table: "fireflyiii.webhook_messages",
      clock: "created_at",
      retention: "14d (hard-coded: created_at < now()->subDays(14))",
      source: "app/Listeners/Model/Webhook/SendsWebhookMessages.php:69",
      note: "Only rows with sent = true; unsent ones stay. Runs each time the webhook cron job fires (app/Support/Cronjobs/WebhookCronjob.php:86, from firefly-iii:cron, app/Console/Commands/Tools/Cron.php:131-133, or the /api/v1/cron/{token} route) and when messages are sent from the API; skipped when webhooks are disabled (SendsWebhookMessages.php:39).",
    },
    {
      table: "fireflyiii.webhook_attempts",
      clock: "webhook_messages.created_at",
      retention: "14d, with its webhook message",
      source: "app/Listeners/Model/Webhook/SendsWebhookMessages.php:69",
      note: "Deleted by ON DELETE CASCADE from webhook_messages (webhook_attempts_webhook_message_id_foreign, database/migrations/2020_11_12_070604_changes_for_v550.php); the parent's clock.",
    },
    {
      table: "fireflyiii.sessions",
      clock: "last_activity",
      retention:
        "lifetime 120 minutes (config/session.php:27), by Laravel's session GC on the lottery [2, 100] (config/session.php:34)",
      source: "config/session.php:26-34",
      note: "Laravel's DatabaseSessionHandler::gc deletes last_activity <= now - lifetime; only when SESSION_DRIVER=database, the default being 'file' (config/session.php:26, .env.example:130), so the table is usually empty.",
    },
  ],
  shouldAsk: [
    {
      table: "fireflyiii.password_resets",
      why: "Reset tokens keyed by e-mail address expire after 60 minutes (config/auth.php:126) but are never purged (auth:clear-resets is not scheduled).",
    },
    {
      table: "fireflyiii.oauth_access_tokens",
      why: "Passport access tokens per user kept after expires_at or revocation; passport:purge is never run.",
    },
    {
      table: "fireflyiii.oauth_refresh_tokens",
      why: "Refresh tokens kept after expires_at or revocation; never purged.",
    },
    {
      table: "fireflyiii.oauth_auth_codes",
      why: "Authorization codes per user kept after expiry; never purged.",
    },
    {
      table: "fireflyiii.oauth_device_codes",
      why: "Device codes with the approving user and last_polled_at kept after expiry; never purged.",
    },
    {
      table: "fireflyiii.invited_users",
      why: "Invited people's e-mail addresses and invite codes kept after the invitation expired or was redeemed; never cleaned.",
    },
    {
      table: "fireflyiii.failed_jobs",
      why: "Failed queue jobs with their serialized payload (mail and webhook jobs carry users' data) and exception, kept forever; queue:prune-failed is not scheduled.",
    },
  ],
  neverDelete: [
    "fireflyiii.users",
    "fireflyiii.role_user",
    "fireflyiii.user_groups",
    "fireflyiii.group_memberships",
    "fireflyiii.preferences",
    "fireflyiii.accounts",
    "fireflyiii.account_meta",
    "fireflyiii.transaction_groups",
    "fireflyiii.transaction_journals",
    "fireflyiii.journal_meta",
    "fireflyiii.transactions",
    "fireflyiii.tag_transaction_journal",
    "fireflyiii.budget_transaction_journal",
    "fireflyiii.category_transaction_journal",
    "fireflyiii.journal_links",
    "fireflyiii.budgets",
    "fireflyiii.budget_limits",
    "fireflyiii.available_budgets",
    "fireflyiii.auto_budgets",
    "fireflyiii.bills",
    "fireflyiii.categories",
    "fireflyiii.tags",
    "fireflyiii.piggy_banks",
    "fireflyiii.piggy_bank_events",
    "fireflyiii.piggy_bank_repetitions",
    "fireflyiii.account_piggy_bank",
    "fireflyiii.attachments",
    "fireflyiii.notes",
    "fireflyiii.locations",
    "fireflyiii.recurrences",
    "fireflyiii.recurrences_transactions",
    "fireflyiii.rule_groups",
    "fireflyiii.rules",
    "fireflyiii.currency_exchange_rates",
    "fireflyiii.webhooks",
    "fireflyiii.audit_log_entries",
  ],
};
