// A shop's orders and their items as a Rails application creates them, and archive tables beside
// them (move-to-table's destinations; docs/retention-table.md's example plans against them).
// As a Rails application creates them (bigserial keys, has_many :order_items, dependent: :destroy
// written as ON DELETE CASCADE), and archive tables as it would add them: the same columns (some
// wider), an identity key the move must override to keep the ids, and the time of the move.
export const shopSchemaSql = `
  CREATE SCHEMA shop;
  CREATE TABLE shop.orders (
    id bigserial PRIMARY KEY, customer_email varchar(255) NOT NULL, total numeric(10,2) NOT NULL,
    state text NOT NULL, created_at timestamp(6) with time zone NOT NULL);
  CREATE INDEX ON shop.orders (created_at);
  CREATE TABLE shop.order_items (
    id bigserial PRIMARY KEY, order_id bigint NOT NULL REFERENCES shop.orders(id) ON DELETE CASCADE,
    sku varchar(40) NOT NULL, quantity integer NOT NULL, note text);
  CREATE INDEX ON shop.order_items (order_id);
  CREATE SCHEMA archive;
  CREATE TABLE archive.orders (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, customer_email varchar(255) NOT NULL,
    total numeric(10,2) NOT NULL, state text NOT NULL, created_at timestamptz NOT NULL,
    archived_at timestamptz NOT NULL);
  CREATE INDEX ON archive.orders (archived_at);
  CREATE TABLE archive.order_items (
    id bigint PRIMARY KEY, order_id bigint NOT NULL REFERENCES archive.orders(id) ON DELETE CASCADE,
    sku text NOT NULL, quantity bigint NOT NULL, note text, archived_at timestamptz NOT NULL);
  CREATE INDEX ON archive.order_items (order_id);
  CREATE TABLE archive.orders_narrow (
    id bigint PRIMARY KEY, customer_email varchar(255) NOT NULL, total integer NOT NULL,
    state text NOT NULL, created_at timestamptz NOT NULL, archived_at timestamptz NOT NULL);
  CREATE TABLE archive.orders_computed (
    id bigint PRIMARY KEY, customer_email varchar(255) NOT NULL,
    total numeric(10,2) GENERATED ALWAYS AS (0) STORED, state text NOT NULL,
    created_at timestamptz NOT NULL, archived_at timestamptz NOT NULL);
  CREATE TABLE archive.orders_no_state (
    id bigint PRIMARY KEY, customer_email varchar(255) NOT NULL, total numeric(10,2) NOT NULL,
    created_at timestamptz NOT NULL, archived_at timestamptz NOT NULL);`;
