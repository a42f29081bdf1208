// A widely deployed Rails application's accounts, users (Devise), OAuth tables (Doorkeeper),
// session activations and login activities, as Rails' PostgreSQL adapter creates them from its
// db/schema.rb: bigserial ids, `timestamp without time zone` for `datetime precision: nil`,
// `character varying` for strings, Doorkeeper's expires_in in seconds, partial indexes
// `WHERE col IS NOT NULL`, foreign keys named fk_<hash> with their ON DELETE actions.
export const railsSchemaSql = `
CREATE TABLE public.accounts (
  id bigserial PRIMARY KEY,
  username character varying DEFAULT ''::character varying NOT NULL,
  domain character varying,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL);

CREATE TABLE public.invites (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  code character varying DEFAULT ''::character varying NOT NULL,
  expires_at timestamp without time zone,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL);
CREATE UNIQUE INDEX index_invites_on_code ON public.invites USING btree (code);
CREATE INDEX index_invites_on_user_id ON public.invites USING btree (user_id);

CREATE TABLE public.oauth_applications (
  id bigserial PRIMARY KEY,
  name character varying NOT NULL,
  uid character varying NOT NULL,
  secret character varying NOT NULL,
  redirect_uri text NOT NULL,
  scopes character varying DEFAULT ''::character varying NOT NULL,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  superapp boolean DEFAULT false NOT NULL,
  website character varying,
  owner_type character varying,
  owner_id bigint,
  confidential boolean DEFAULT true NOT NULL);
CREATE INDEX index_oauth_applications_on_owner_id_and_owner_type ON public.oauth_applications USING btree (owner_id, owner_type);
CREATE UNIQUE INDEX index_oauth_applications_on_uid ON public.oauth_applications USING btree (uid);

CREATE TABLE public.users (
  id bigserial PRIMARY KEY,
  email character varying DEFAULT ''::character varying NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  encrypted_password character varying DEFAULT ''::character varying NOT NULL,
  reset_password_token character varying,
  reset_password_sent_at timestamp without time zone,
  sign_in_count integer DEFAULT 0 NOT NULL,
  current_sign_in_at timestamp without time zone,
  last_sign_in_at timestamp without time zone,
  confirmation_token character varying,
  confirmed_at timestamp without time zone,
  confirmation_sent_at timestamp without time zone,
  unconfirmed_email character varying,
  account_id bigint NOT NULL,
  disabled boolean DEFAULT false NOT NULL,
  invite_id bigint,
  created_by_application_id bigint,
  approved boolean DEFAULT true NOT NULL,
  sign_up_ip inet);
CREATE INDEX index_users_on_account_id ON public.users USING btree (account_id);
CREATE UNIQUE INDEX index_users_on_confirmation_token ON public.users USING btree (confirmation_token);
CREATE INDEX index_users_on_created_by_application_id ON public.users USING btree (created_by_application_id) WHERE (created_by_application_id IS NOT NULL);
CREATE UNIQUE INDEX index_users_on_email ON public.users USING btree (email);
CREATE UNIQUE INDEX index_users_on_reset_password_token ON public.users USING btree (reset_password_token text_pattern_ops) WHERE (reset_password_token IS NOT NULL);

CREATE TABLE public.oauth_access_grants (
  id bigserial PRIMARY KEY,
  token character varying NOT NULL,
  expires_in integer NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamp without time zone NOT NULL,
  revoked_at timestamp without time zone,
  scopes character varying,
  application_id bigint NOT NULL,
  resource_owner_id bigint NOT NULL);
CREATE INDEX index_oauth_access_grants_on_resource_owner_id ON public.oauth_access_grants USING btree (resource_owner_id);
CREATE UNIQUE INDEX index_oauth_access_grants_on_token ON public.oauth_access_grants USING btree (token);

CREATE TABLE public.oauth_access_tokens (
  id bigserial PRIMARY KEY,
  token character varying NOT NULL,
  refresh_token character varying,
  expires_in integer,
  revoked_at timestamp without time zone,
  created_at timestamp without time zone NOT NULL,
  scopes character varying,
  application_id bigint,
  resource_owner_id bigint,
  last_used_at timestamp without time zone,
  last_used_ip inet);
CREATE UNIQUE INDEX index_oauth_access_tokens_on_refresh_token ON public.oauth_access_tokens USING btree (refresh_token text_pattern_ops) WHERE (refresh_token IS NOT NULL);
CREATE INDEX index_oauth_access_tokens_on_resource_owner_id ON public.oauth_access_tokens USING btree (resource_owner_id) WHERE (resource_owner_id IS NOT NULL);
CREATE UNIQUE INDEX index_oauth_access_tokens_on_token ON public.oauth_access_tokens USING btree (token);

CREATE TABLE public.web_push_subscriptions (
  id bigserial PRIMARY KEY,
  endpoint character varying NOT NULL,
  key_p256dh character varying NOT NULL,
  key_auth character varying NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  access_token_id bigint NOT NULL,
  user_id bigint NOT NULL);
CREATE INDEX index_web_push_subscriptions_on_access_token_id ON public.web_push_subscriptions USING btree (access_token_id) WHERE (access_token_id IS NOT NULL);
CREATE INDEX index_web_push_subscriptions_on_user_id ON public.web_push_subscriptions USING btree (user_id);

CREATE TABLE public.session_activations (
  id bigserial PRIMARY KEY,
  session_id character varying NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  user_agent character varying DEFAULT ''::character varying NOT NULL,
  ip inet,
  access_token_id bigint,
  user_id bigint NOT NULL,
  web_push_subscription_id bigint);
CREATE INDEX index_session_activations_on_access_token_id ON public.session_activations USING btree (access_token_id);
CREATE UNIQUE INDEX index_session_activations_on_session_id ON public.session_activations USING btree (session_id);
CREATE INDEX index_session_activations_on_user_id ON public.session_activations USING btree (user_id);

CREATE TABLE public.login_activities (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  authentication_method character varying,
  provider character varying,
  success boolean,
  failure_reason character varying,
  ip inet,
  user_agent character varying,
  created_at timestamp without time zone);
CREATE INDEX index_login_activities_on_user_id ON public.login_activities USING btree (user_id);

ALTER TABLE ONLY public.invites ADD CONSTRAINT fk_rails_ff69dbb2ac FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.oauth_applications ADD CONSTRAINT fk_b0988c7c0a FOREIGN KEY (owner_id) REFERENCES public.users(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.users ADD CONSTRAINT fk_50500f500d FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.users ADD CONSTRAINT fk_rails_8fb2a43e88 FOREIGN KEY (invite_id) REFERENCES public.invites(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.users ADD CONSTRAINT fk_rails_ecc9536e7c FOREIGN KEY (created_by_application_id) REFERENCES public.oauth_applications(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.oauth_access_grants ADD CONSTRAINT fk_34d54b0a33 FOREIGN KEY (application_id) REFERENCES public.oauth_applications(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.oauth_access_grants ADD CONSTRAINT fk_63b044929b FOREIGN KEY (resource_owner_id) REFERENCES public.users(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.oauth_access_tokens ADD CONSTRAINT fk_f5fc4c1ee3 FOREIGN KEY (application_id) REFERENCES public.oauth_applications(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.oauth_access_tokens ADD CONSTRAINT fk_e84df68546 FOREIGN KEY (resource_owner_id) REFERENCES public.users(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.web_push_subscriptions ADD CONSTRAINT fk_rails_751a9f390b FOREIGN KEY (access_token_id) REFERENCES public.oauth_access_tokens(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.web_push_subscriptions ADD CONSTRAINT fk_rails_b006f28dac FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.session_activations ADD CONSTRAINT fk_957e5bda89 FOREIGN KEY (access_token_id) REFERENCES public.oauth_access_tokens(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.session_activations ADD CONSTRAINT fk_e5fda67334 FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.login_activities ADD CONSTRAINT fk_rails_c3a3ba8f4b FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
`;

const tokenCascades = ["public.web_push_subscriptions", "public.session_activations"];
/**
 * The application's own retention behaviours as a retention table: keep each user's 10 newest
 * sessions (and take their tokens along), idle sessions and old login activities, IP addresses after
 * a year, revoked tokens and grants at the next run, expired grants, unconfirmed users after a week,
 * orphaned applications.
 */
export const railsRetentionTable = {
  policies: [
    {
      name: "sessions_beyond_ten",
      table: "public.session_activations",
      keep: { newest: 10, per: ["user_id"], by: "created_at" },
      alsoDelete: ["access_token_id"],
      cascades: ["public.web_push_subscriptions"],
      owner: "app",
      description:
        "SessionActivation.purge_old: a user's 10 newest sessions stay; the access token of a dropped one goes with it",
    },
    {
      name: "idle_sessions",
      table: "public.session_activations",
      clock: "updated_at",
      retention: "365d",
      alsoDelete: ["access_token_id"],
      cascades: ["public.web_push_subscriptions"],
      owner: "app",
    },
    {
      name: "login_activities",
      table: "public.login_activities",
      clock: "created_at",
      retention: "365d",
      owner: "app",
    },
    {
      name: "user_ips",
      table: "public.users",
      mechanism: "redact",
      columns: { sign_up_ip: null },
      clock: "current_sign_in_at",
      retention: "365d",
      owner: "app",
    },
    {
      name: "token_ips",
      table: "public.oauth_access_tokens",
      mechanism: "redact",
      columns: { last_used_ip: null },
      clock: "last_used_at",
      retention: "365d",
      owner: "app",
    },
    {
      name: "revoked_tokens",
      table: "public.oauth_access_tokens",
      clock: "revoked_at",
      retention: "0s",
      allowZeroRetention: true,
      cascades: tokenCascades,
      owner: "app",
    },
    {
      name: "revoked_grants",
      table: "public.oauth_access_grants",
      clock: "revoked_at",
      retention: "0s",
      allowZeroRetention: true,
      owner: "app",
    },
    {
      name: "expired_grants",
      table: "public.oauth_access_grants",
      clock: { column: "created_at", plus: "expires_in", unit: "s" },
      retention: "0s",
      allowZeroRetention: true,
      owner: "app",
    },
    {
      name: "unconfirmed_users",
      table: "public.users",
      where: [{ column: "confirmed_at", is: "null" }],
      clock: "created_at",
      retention: "7d",
      cascades: [
        "public.invites",
        "public.oauth_applications",
        "public.oauth_access_grants",
        "public.oauth_access_tokens",
        "public.web_push_subscriptions",
        "public.session_activations",
        "public.login_activities",
        "public.users",
      ],
      owner: "app",
    },
    {
      name: "orphaned_applications",
      table: "public.oauth_applications",
      where: [
        { column: "owner_id", is: "null" },
        { column: "superapp", is: "false" },
      ],
      orphans: true,
      clock: "created_at",
      retention: "1d",
      cascades: [
        "public.oauth_access_grants",
        "public.oauth_access_tokens",
        "public.web_push_subscriptions",
        "public.session_activations",
        "public.users",
      ],
      owner: "app",
    },
  ],
};
