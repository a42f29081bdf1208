// The chat application of tenant-levels.ts (organizations, channels and threads, each with its
// retention; NULL inherits, -1 or 0 keeps for ever) with what its messages carry and where they go:
// reactions (a message's children, ON DELETE CASCADE, as Rails' dependent: :delete_all leaves
// them) and the archive tables expired messages move into with their reactions, ids kept.

export const chatArchiveSql = `
CREATE TABLE chat.reactions (
  id bigserial PRIMARY KEY,
  message_id bigint NOT NULL,
  emoji character varying NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT fk_rails_0a7c3e9b21 FOREIGN KEY (message_id) REFERENCES chat.messages (id) ON DELETE CASCADE);
CREATE INDEX index_reactions_on_message_id ON chat.reactions (message_id);
CREATE SCHEMA chat_archive;
CREATE TABLE chat_archive.messages (
  id bigint PRIMARY KEY,
  thread_id bigint,
  body text NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  archived_at timestamptz NOT NULL);
CREATE TABLE chat_archive.reactions (
  id bigint PRIMARY KEY,
  message_id bigint NOT NULL,
  emoji character varying NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  archived_at timestamptz NOT NULL);
`;
