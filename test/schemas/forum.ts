// A federated forum's tables as its Diesel migrations create them in PostgreSQL (serial ids,
// timestamptz with defaults, ON UPDATE CASCADE ON DELETE CASCADE foreign keys, a unique index per
// user on registration applications), and two of its scheduled tasks as plain SQL: the oracles.
export const forumSchemaSql = `
CREATE SCHEMA forum;
CREATE TABLE forum.accounts (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  banned boolean NOT NULL DEFAULT false,
  published timestamptz NOT NULL DEFAULT now());
CREATE TABLE forum.users (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES forum.accounts ON UPDATE CASCADE ON DELETE CASCADE,
  email text UNIQUE,
  approved boolean NOT NULL DEFAULT false,
  published timestamptz NOT NULL DEFAULT now());
CREATE UNIQUE INDEX idx_users_account ON forum.users (account_id);
CREATE TABLE forum.applications (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES forum.users ON UPDATE CASCADE ON DELETE CASCADE,
  answer text NOT NULL,
  reviewer_id int REFERENCES forum.accounts ON UPDATE CASCADE ON DELETE CASCADE,
  deny_reason text,
  created_at timestamptz NOT NULL DEFAULT now());
CREATE UNIQUE INDEX idx_applications_user ON forum.applications (user_id);
CREATE TABLE forum.posts (
  id serial PRIMARY KEY,
  title varchar(200) NOT NULL,
  url text,
  body text,
  creator_id int NOT NULL REFERENCES forum.accounts ON UPDATE CASCADE ON DELETE CASCADE,
  deleted boolean NOT NULL DEFAULT false,
  published timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz);
CREATE INDEX idx_posts_creator ON forum.posts (creator_id);
`;

/** What the forum writes over the text of a deleted post. */
export const PERMANENTLY_DELETED = "*Permanently Deleted*";

/** The forum's own task: the text of posts deleted a month ago, overwritten (its WHERE clause). */
export const overwrittenPostsSql = `deleted AND updated_at < now() - interval '1 month' AND body != '${PERMANENTLY_DELETED}'`;

/** The forum's own task: accounts whose registration was denied a week ago, deleted (its WHERE clause). */
export const deniedAccountsSql = `id IN (SELECT account_id FROM forum.users WHERE NOT approved AND id IN (
  SELECT user_id FROM forum.applications WHERE reviewer_id IS NOT NULL AND created_at < now() - interval '1 week'))`;
