// The schemas the docs' examples are planned against, by the name a block gives (```json
// schema=forum,keycloak): each as the application creates its tables (test/schemas/), the
// identity and identidad reference schemas being in every test database already.
import { versionsSql } from "../fixtures/archive/versions.js";
import { bansSchemaSql } from "../schemas/bans.js";
import { chatArchiveSql } from "../schemas/chat-archive.js";
import { djangoAllauthSchemaSql } from "../schemas/django-allauth.js";
import { forumSchemaSql } from "../schemas/forum.js";
import { mastodonCleanupSchemaSql, onePolicyPerAccountSql } from "../schemas/mastodon-cleanup.js";
import { railsSchemaSql } from "../schemas/rails-mastodon.js";
import { shopSchemaSql } from "../schemas/shop.js";
import { chatSchemaSql } from "../schemas/tenant-levels.js";
import { keycloakSchemaSql, saasSchemaSql, zulipSchemaSql } from "../schemas/tenants.js";

/** Mastodon's statuses and invoices beside the Rails accounts and users (the erasure example). */
const mastodonSql = `${railsSchemaSql}
CREATE TABLE public.statuses (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES public.accounts (id) ON DELETE CASCADE,
  text text DEFAULT ''::text NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL);
CREATE INDEX index_statuses_on_account_id ON public.statuses USING btree (account_id);
CREATE TABLE public.invoices (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES public.accounts (id) ON DELETE CASCADE,
  total numeric(10,2) NOT NULL,
  legal_hold boolean DEFAULT false NOT NULL,
  created_at timestamp without time zone NOT NULL);
CREATE INDEX index_invoices_on_account_id ON public.invoices USING btree (account_id);
ALTER TABLE public.users ADD CONSTRAINT fk_users_account FOREIGN KEY (account_id)
  REFERENCES public.accounts (id) ON DELETE CASCADE;`;

export const DOC_SCHEMAS: Record<string, string> = {
  identity: "",
  identidad: "",
  /** The application's own hold column on the refresh sessions. */
  "identity-hold":
    "ALTER TABLE identity.refresh_sessions ADD COLUMN legal_hold boolean NOT NULL DEFAULT false;",
  forum: forumSchemaSql,
  keycloak: keycloakSchemaSql,
  saas: saasSchemaSql,
  rails: railsSchemaSql,
  mastodon: mastodonSql,
  shop: shopSchemaSql,
  versions: versionsSql("public.versions"),
  zulip: zulipSchemaSql,
  chat: chatSchemaSql,
  "django-allauth": djangoAllauthSchemaSql,
  bans: bansSchemaSql,
  "chat-archive": `${chatSchemaSql};\n${chatArchiveSql}`,
  /** With the unique index the docs say to make first (one policy per account). */
  "mastodon-cleanup": `${mastodonCleanupSchemaSql};\n${onePolicyPerAccountSql};`,
};
