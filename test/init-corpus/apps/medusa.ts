// Medusa 2.0.0 (Node, MikroORM), from medusajs/medusa@59e6747800133e091d20c2c167f600981abc5c0d (2024-10-24,
// packages/medusa at version 2.0.0). Taken as the third candidate: activepieces/activepieces (776 MB) and
// nocodb/nocodb (783 MB) are over the fetch size limit.
// Schema: the MikroORM migrations of its 21 database modules (packages/modules/*/src/migrations, and
// packages/modules/providers/locking-postgres/src/migrations), 60 files, 63 migration classes, each module's in
// file-name order as the MikroORM migrator runs them, their up() SQL run on an empty PostgreSQL 15 database
// (their this.execute() checks answered by the database, so the fresh-install branches were taken), then read back
// with pg_dump --schema-only (public renamed to medusa). workflow-engine-inmemory has the same migration as
// workflow-engine-redis, run once. Plus mikro_orm_migrations, the migrator's own table, transcribed. Not included:
// the link tables (cart_payment_collection, order_cart, product_variant_price_set... 19 of them, generated at
// runtime by the link-modules' MikroORM schema generator, no migration files) and the experimental index
// module's tables. 108 tables.
// Cleanup: none. At this commit Medusa's own code never deletes PostgreSQL rows by age: packages/medusa/src/jobs is
// empty, the only scheduleJob is the telemetry ping (packages/medusa/src/commands/start.ts:164), and every delete in
// core-flows is an admin or store API workflow on given ids. So `cleans` is empty.
// Not counted (deletes that are not by age):
// - workflow_execution: a finished workflow's row is deleted at once unless the workflow has a retentionTime or is
//   idempotent (packages/modules/workflow-engine-redis/src/utils/workflow-orchestrator-storage.ts:248-249, same in
//   workflow-engine-inmemory ...:143); the stored rows (complete-cart, retentionTime THREE_DAYS,
//   packages/core/core-flows/src/cart/workflows/complete-cart.ts:50-52) keep retention_time only inside the Redis
//   copy, and nothing ever deletes them after the three days: they are in shouldAsk.
// - locking: a lock row is deleted when released (packages/modules/providers/locking-postgres/src/services/
//   advisory-lock.ts:161,175); an expired lock is taken over, never swept.
// - payment_session: a cart's sessions are replaced when a new one is created
//   (packages/core/core-flows/src/payment-collection/workflows/create-payment-session.ts:69), not by age.
// - invite: deleted when accepted (packages/core/core-flows/src/invite/workflows/accept-invite.ts:57) or by an admin;
//   an expired invite is only refused (packages/modules/user/src/services/user-module.ts:88), never deleted.
// - Redis TTLs (workflow checkpoints, cache, event bus jobs) touch no PostgreSQL table.
// Soft deletes (deleted_at) are never purged.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "medusa",
  framework: "mikro-orm",
  source: {
    repo: "medusajs/medusa",
    commit: "59e6747800133e091d20c2c167f600981abc5c0d",
    schemaFrom:
      "the MikroORM migrations of its 21 database modules (packages/modules/*/src/migrations, 60 files, 63 classes, fresh-install branches) run on PostgreSQL 15 and dumped with pg_dump --schema-only, plus the migrator's mikro_orm_migrations table transcribed; without the 19 runtime-generated link tables and the experimental index module; 108 tables. activepieces/activepieces and nocodb/nocodb were over the fetch size limit",
  },
  schemas: ["medusa"],
  schemaSql: `
-- Medusa 2.0.0: medusajs/medusa@59e6747800133e091d20c2c167f600981abc5c0d
-- Built by running the up() SQL of the MikroORM migrations of packages/modules/{api-key, auth, cart, currency,
-- customer, fulfillment, inventory, notification, order, payment, pricing, product, promotion, region,
-- sales-channel, stock-location, store, tax, user, workflow-engine-redis, providers/locking-postgres}/src/migrations
-- (each module's files in name order) on an empty PostgreSQL 15 database, read back with pg_dump --schema-only.
-- mikro_orm_migrations (the migrator's own table) is transcribed at the end.
CREATE SCHEMA medusa;
SET search_path TO medusa;

CREATE TYPE medusa.claim_reason_enum AS ENUM (
    'missing_item',
    'wrong_item',
    'production_failure',
    'other'
);

CREATE TYPE medusa.order_claim_type_enum AS ENUM (
    'refund',
    'replace'
);

CREATE TYPE medusa.order_status_enum AS ENUM (
    'pending',
    'completed',
    'draft',
    'archived',
    'canceled',
    'requires_action'
);

CREATE TYPE medusa.return_status_enum AS ENUM (
    'open',
    'requested',
    'received',
    'partially_received',
    'canceled'
);

CREATE TABLE medusa.api_key (
    id text NOT NULL,
    token text NOT NULL,
    salt text NOT NULL,
    redacted text NOT NULL,
    title text NOT NULL,
    type text NOT NULL,
    last_used_at timestamp with time zone,
    created_by text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_by text,
    revoked_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE medusa.application_method_buy_rules (
    application_method_id text NOT NULL,
    promotion_rule_id text NOT NULL
);

CREATE TABLE medusa.application_method_target_rules (
    application_method_id text NOT NULL,
    promotion_rule_id text NOT NULL
);

CREATE TABLE medusa.auth_identity (
    id text NOT NULL,
    app_metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE medusa.capture (
    id text NOT NULL,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    payment_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    created_by text,
    metadata jsonb
);

CREATE TABLE medusa.cart (
    id text NOT NULL,
    region_id text,
    customer_id text,
    sales_channel_id text,
    email text,
    currency_code text NOT NULL,
    shipping_address_id text,
    billing_address_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    completed_at timestamp with time zone
);

CREATE TABLE medusa.cart_address (
    id text NOT NULL,
    customer_id text,
    company text,
    first_name text,
    last_name text,
    address_1 text,
    address_2 text,
    city text,
    country_code text,
    province text,
    postal_code text,
    phone text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.cart_line_item (
    id text NOT NULL,
    cart_id text NOT NULL,
    title text NOT NULL,
    subtitle text,
    thumbnail text,
    quantity integer NOT NULL,
    variant_id text,
    product_id text,
    product_title text,
    product_description text,
    product_subtitle text,
    product_type text,
    product_collection text,
    product_handle text,
    variant_sku text,
    variant_barcode text,
    variant_title text,
    variant_option_values jsonb,
    requires_shipping boolean DEFAULT true NOT NULL,
    is_discountable boolean DEFAULT true NOT NULL,
    is_tax_inclusive boolean DEFAULT false NOT NULL,
    compare_at_unit_price numeric,
    raw_compare_at_unit_price jsonb,
    unit_price numeric NOT NULL,
    raw_unit_price jsonb NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT cart_line_item_unit_price_check CHECK ((unit_price >= (0)::numeric))
);

CREATE TABLE medusa.cart_line_item_adjustment (
    id text NOT NULL,
    description text,
    promotion_id text,
    code text,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    provider_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    item_id text,
    CONSTRAINT cart_line_item_adjustment_check CHECK ((amount >= (0)::numeric))
);

CREATE TABLE medusa.cart_line_item_tax_line (
    id text NOT NULL,
    description text,
    tax_rate_id text,
    code text NOT NULL,
    rate numeric NOT NULL,
    provider_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    item_id text
);

CREATE TABLE medusa.cart_shipping_method (
    id text NOT NULL,
    cart_id text NOT NULL,
    name text NOT NULL,
    description jsonb,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    is_tax_inclusive boolean DEFAULT false NOT NULL,
    shipping_option_id text,
    data jsonb,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT cart_shipping_method_check CHECK ((amount >= (0)::numeric))
);

CREATE TABLE medusa.cart_shipping_method_adjustment (
    id text NOT NULL,
    description text,
    promotion_id text,
    code text,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    provider_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    shipping_method_id text
);

CREATE TABLE medusa.cart_shipping_method_tax_line (
    id text NOT NULL,
    description text,
    tax_rate_id text,
    code text NOT NULL,
    rate numeric NOT NULL,
    provider_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    shipping_method_id text
);

CREATE TABLE medusa.currency (
    code text NOT NULL,
    symbol text NOT NULL,
    symbol_native text NOT NULL,
    decimal_digits integer DEFAULT 0 NOT NULL,
    rounding numeric DEFAULT 0 NOT NULL,
    raw_rounding jsonb NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.customer (
    id text NOT NULL,
    company_name text,
    first_name text,
    last_name text,
    email text,
    phone text,
    has_account boolean DEFAULT false NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    created_by text
);

CREATE TABLE medusa.customer_address (
    id text NOT NULL,
    customer_id text NOT NULL,
    address_name text,
    is_default_shipping boolean DEFAULT false NOT NULL,
    is_default_billing boolean DEFAULT false NOT NULL,
    company text,
    first_name text,
    last_name text,
    address_1 text,
    address_2 text,
    city text,
    country_code text,
    province text,
    postal_code text,
    phone text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE medusa.customer_group (
    id text NOT NULL,
    name text NOT NULL,
    metadata jsonb,
    created_by text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.customer_group_customer (
    id text NOT NULL,
    customer_id text NOT NULL,
    customer_group_id text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text
);

CREATE TABLE medusa.fulfillment (
    id text NOT NULL,
    location_id text NOT NULL,
    packed_at timestamp with time zone,
    shipped_at timestamp with time zone,
    delivered_at timestamp with time zone,
    canceled_at timestamp with time zone,
    data jsonb,
    provider_id text,
    shipping_option_id text,
    metadata jsonb,
    delivery_address_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    marked_shipped_by text,
    created_by text,
    requires_shipping boolean DEFAULT true NOT NULL
);

CREATE TABLE medusa.fulfillment_address (
    id text NOT NULL,
    company text,
    first_name text,
    last_name text,
    address_1 text,
    address_2 text,
    city text,
    country_code text,
    province text,
    postal_code text,
    phone text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.fulfillment_item (
    id text NOT NULL,
    title text NOT NULL,
    sku text NOT NULL,
    barcode text NOT NULL,
    quantity numeric NOT NULL,
    raw_quantity jsonb NOT NULL,
    line_item_id text,
    inventory_item_id text,
    fulfillment_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.fulfillment_label (
    id text NOT NULL,
    tracking_number text NOT NULL,
    tracking_url text NOT NULL,
    label_url text NOT NULL,
    fulfillment_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.fulfillment_provider (
    id text NOT NULL,
    is_enabled boolean DEFAULT true NOT NULL
);

CREATE TABLE medusa.fulfillment_set (
    id text NOT NULL,
    name text NOT NULL,
    type text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.geo_zone (
    id text NOT NULL,
    type text DEFAULT 'country'::text NOT NULL,
    country_code text NOT NULL,
    province_code text,
    city text,
    service_zone_id text NOT NULL,
    postal_expression jsonb,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT geo_zone_type_check CHECK ((type = ANY (ARRAY['country'::text, 'province'::text, 'city'::text, 'zip'::text])))
);

CREATE TABLE medusa.image (
    id text NOT NULL,
    url text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.inventory_item (
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    sku text,
    origin_country text,
    hs_code text,
    mid_code text,
    material text,
    weight integer,
    length integer,
    height integer,
    width integer,
    requires_shipping boolean DEFAULT true NOT NULL,
    description text,
    title text,
    thumbnail text,
    metadata jsonb
);

CREATE TABLE medusa.inventory_level (
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    inventory_item_id text NOT NULL,
    location_id text NOT NULL,
    stocked_quantity numeric DEFAULT 0 NOT NULL,
    reserved_quantity numeric DEFAULT 0 NOT NULL,
    incoming_quantity numeric DEFAULT 0 NOT NULL,
    metadata jsonb,
    raw_stocked_quantity jsonb,
    raw_reserved_quantity jsonb,
    raw_incoming_quantity jsonb
);

CREATE TABLE medusa.invite (
    id text NOT NULL,
    email text NOT NULL,
    accepted boolean DEFAULT false NOT NULL,
    token text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.locking (
    id text NOT NULL,
    owner_id text,
    expiration timestamp with time zone
);

CREATE TABLE medusa.notification (
    id text NOT NULL,
    "to" text NOT NULL,
    channel text NOT NULL,
    template text NOT NULL,
    data jsonb,
    trigger_type text,
    resource_id text,
    resource_type text,
    receiver_id text,
    original_notification_id text,
    idempotency_key text,
    external_id text,
    provider_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    status text DEFAULT 'pending'::text NOT NULL,
    CONSTRAINT notification_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'success'::text, 'failure'::text])))
);

CREATE TABLE medusa.notification_provider (
    id text NOT NULL,
    handle text NOT NULL,
    name text NOT NULL,
    is_enabled boolean DEFAULT true NOT NULL,
    channels text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa."order" (
    id text NOT NULL,
    region_id text,
    display_id integer,
    customer_id text,
    version integer DEFAULT 1 NOT NULL,
    sales_channel_id text,
    status medusa.order_status_enum DEFAULT 'pending'::medusa.order_status_enum NOT NULL,
    is_draft_order boolean DEFAULT false NOT NULL,
    email text,
    currency_code text NOT NULL,
    shipping_address_id text,
    billing_address_id text,
    no_notification boolean,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    canceled_at timestamp with time zone
);

CREATE TABLE medusa.order_address (
    id text NOT NULL,
    customer_id text,
    company text,
    first_name text,
    last_name text,
    address_1 text,
    address_2 text,
    city text,
    country_code text,
    province text,
    postal_code text,
    phone text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE medusa.order_change (
    id text NOT NULL,
    order_id text NOT NULL,
    version integer NOT NULL,
    description text,
    status text DEFAULT 'pending'::text NOT NULL,
    internal_note text,
    created_by text,
    requested_by text,
    requested_at timestamp with time zone,
    confirmed_by text,
    confirmed_at timestamp with time zone,
    declined_by text,
    declined_reason text,
    metadata jsonb,
    declined_at timestamp with time zone,
    canceled_by text,
    canceled_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    change_type text,
    deleted_at timestamp with time zone,
    return_id text,
    claim_id text,
    exchange_id text,
    CONSTRAINT order_change_status_check CHECK ((status = ANY (ARRAY['confirmed'::text, 'declined'::text, 'requested'::text, 'pending'::text, 'canceled'::text])))
);

CREATE TABLE medusa.order_change_action (
    id text NOT NULL,
    order_id text,
    version integer,
    ordering bigint NOT NULL,
    order_change_id text,
    reference text,
    reference_id text,
    action text NOT NULL,
    details jsonb,
    amount numeric,
    raw_amount jsonb,
    internal_note text,
    applied boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    return_id text,
    claim_id text,
    exchange_id text
);

CREATE SEQUENCE medusa.order_change_action_ordering_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE medusa.order_change_action_ordering_seq OWNED BY medusa.order_change_action.ordering;

CREATE TABLE medusa.order_claim (
    id text NOT NULL,
    order_id text NOT NULL,
    return_id text,
    order_version integer NOT NULL,
    display_id integer NOT NULL,
    type medusa.order_claim_type_enum NOT NULL,
    no_notification boolean,
    refund_amount numeric,
    raw_refund_amount jsonb,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    canceled_at timestamp with time zone,
    created_by text
);

CREATE SEQUENCE medusa.order_claim_display_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE medusa.order_claim_display_id_seq OWNED BY medusa.order_claim.display_id;

CREATE TABLE medusa.order_claim_item (
    id text NOT NULL,
    claim_id text NOT NULL,
    item_id text NOT NULL,
    is_additional_item boolean DEFAULT false NOT NULL,
    reason medusa.claim_reason_enum,
    quantity numeric NOT NULL,
    raw_quantity jsonb NOT NULL,
    note text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.order_claim_item_image (
    id text NOT NULL,
    claim_item_id text NOT NULL,
    url text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE SEQUENCE medusa.order_display_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE medusa.order_display_id_seq OWNED BY medusa."order".display_id;

CREATE TABLE medusa.order_exchange (
    id text NOT NULL,
    order_id text NOT NULL,
    return_id text,
    order_version integer NOT NULL,
    display_id integer NOT NULL,
    no_notification boolean,
    allow_backorder boolean DEFAULT false NOT NULL,
    difference_due numeric,
    raw_difference_due jsonb,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    canceled_at timestamp with time zone,
    created_by text
);

CREATE SEQUENCE medusa.order_exchange_display_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE medusa.order_exchange_display_id_seq OWNED BY medusa.order_exchange.display_id;

CREATE TABLE medusa.order_exchange_item (
    id text NOT NULL,
    exchange_id text NOT NULL,
    item_id text NOT NULL,
    quantity numeric NOT NULL,
    raw_quantity jsonb NOT NULL,
    note text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.order_item (
    id text NOT NULL,
    order_id text NOT NULL,
    version integer NOT NULL,
    item_id text NOT NULL,
    quantity numeric NOT NULL,
    raw_quantity jsonb NOT NULL,
    fulfilled_quantity numeric NOT NULL,
    raw_fulfilled_quantity jsonb NOT NULL,
    shipped_quantity numeric NOT NULL,
    raw_shipped_quantity jsonb NOT NULL,
    return_requested_quantity numeric NOT NULL,
    raw_return_requested_quantity jsonb NOT NULL,
    return_received_quantity numeric NOT NULL,
    raw_return_received_quantity jsonb NOT NULL,
    return_dismissed_quantity numeric NOT NULL,
    raw_return_dismissed_quantity jsonb NOT NULL,
    written_off_quantity numeric NOT NULL,
    raw_written_off_quantity jsonb NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    delivered_quantity numeric DEFAULT 0 NOT NULL,
    raw_delivered_quantity jsonb NOT NULL,
    unit_price numeric,
    raw_unit_price jsonb,
    compare_at_unit_price numeric,
    raw_compare_at_unit_price jsonb
);

CREATE TABLE medusa.order_line_item (
    id text NOT NULL,
    totals_id text,
    title text NOT NULL,
    subtitle text,
    thumbnail text,
    variant_id text,
    product_id text,
    product_title text,
    product_description text,
    product_subtitle text,
    product_type text,
    product_collection text,
    product_handle text,
    variant_sku text,
    variant_barcode text,
    variant_title text,
    variant_option_values jsonb,
    requires_shipping boolean DEFAULT true NOT NULL,
    is_discountable boolean DEFAULT true NOT NULL,
    is_tax_inclusive boolean DEFAULT false NOT NULL,
    compare_at_unit_price numeric,
    raw_compare_at_unit_price jsonb,
    unit_price numeric NOT NULL,
    raw_unit_price jsonb NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    is_custom_price boolean DEFAULT false NOT NULL
);

CREATE TABLE medusa.order_line_item_adjustment (
    id text NOT NULL,
    description text,
    promotion_id text,
    code text,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    provider_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    item_id text NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.order_line_item_tax_line (
    id text NOT NULL,
    description text,
    tax_rate_id text,
    code text NOT NULL,
    rate numeric NOT NULL,
    raw_rate jsonb NOT NULL,
    provider_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    item_id text NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.order_shipping (
    id text NOT NULL,
    order_id text NOT NULL,
    version integer NOT NULL,
    shipping_method_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    return_id text,
    claim_id text,
    exchange_id text
);

CREATE TABLE medusa.order_shipping_method (
    id text NOT NULL,
    name text NOT NULL,
    description jsonb,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    is_tax_inclusive boolean DEFAULT false NOT NULL,
    shipping_option_id text,
    data jsonb,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    is_custom_amount boolean DEFAULT false NOT NULL
);

CREATE TABLE medusa.order_shipping_method_adjustment (
    id text NOT NULL,
    description text,
    promotion_id text,
    code text,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    provider_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    shipping_method_id text NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.order_shipping_method_tax_line (
    id text NOT NULL,
    description text,
    tax_rate_id text,
    code text NOT NULL,
    rate numeric NOT NULL,
    raw_rate jsonb NOT NULL,
    provider_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    shipping_method_id text NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.order_summary (
    id text NOT NULL,
    order_id text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    totals jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.order_transaction (
    id text NOT NULL,
    order_id text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    currency_code text NOT NULL,
    reference text,
    reference_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    return_id text,
    claim_id text,
    exchange_id text
);

CREATE TABLE medusa.payment (
    id text NOT NULL,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    currency_code text NOT NULL,
    provider_id text NOT NULL,
    cart_id text,
    order_id text,
    customer_id text,
    data jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    captured_at timestamp with time zone,
    canceled_at timestamp with time zone,
    payment_collection_id text NOT NULL,
    payment_session_id text NOT NULL,
    metadata jsonb
);

CREATE TABLE medusa.payment_collection (
    id text NOT NULL,
    currency_code text NOT NULL,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    authorized_amount numeric,
    raw_authorized_amount jsonb,
    captured_amount numeric,
    raw_captured_amount jsonb,
    refunded_amount numeric,
    raw_refunded_amount jsonb,
    region_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    completed_at timestamp with time zone,
    status text DEFAULT 'not_paid'::text NOT NULL,
    metadata jsonb,
    CONSTRAINT payment_collection_status_check CHECK ((status = ANY (ARRAY['not_paid'::text, 'awaiting'::text, 'authorized'::text, 'partially_authorized'::text, 'canceled'::text])))
);

CREATE TABLE medusa.payment_collection_payment_providers (
    payment_collection_id text NOT NULL,
    payment_provider_id text NOT NULL
);

CREATE TABLE medusa.payment_method_token (
    id text NOT NULL,
    provider_id text NOT NULL,
    data jsonb,
    name text NOT NULL,
    type_detail text,
    description_detail text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.payment_provider (
    id text NOT NULL,
    is_enabled boolean DEFAULT true NOT NULL
);

CREATE TABLE medusa.payment_session (
    id text NOT NULL,
    currency_code text NOT NULL,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    provider_id text NOT NULL,
    data jsonb NOT NULL,
    context jsonb,
    status text DEFAULT 'pending'::text NOT NULL,
    authorized_at timestamp with time zone,
    payment_collection_id text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT payment_session_status_check CHECK ((status = ANY (ARRAY['authorized'::text, 'captured'::text, 'pending'::text, 'requires_more'::text, 'error'::text, 'canceled'::text])))
);

CREATE TABLE medusa.price (
    id text NOT NULL,
    title text,
    price_set_id text NOT NULL,
    currency_code text NOT NULL,
    raw_amount jsonb NOT NULL,
    rules_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    price_list_id text,
    amount numeric NOT NULL,
    min_quantity numeric,
    max_quantity numeric
);

CREATE TABLE medusa.price_list (
    id text NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    rules_count integer DEFAULT 0 NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    type text DEFAULT 'sale'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT price_list_status_check CHECK ((status = ANY (ARRAY['active'::text, 'draft'::text]))),
    CONSTRAINT price_list_type_check CHECK ((type = ANY (ARRAY['sale'::text, 'override'::text])))
);

CREATE TABLE medusa.price_list_rule (
    id text NOT NULL,
    price_list_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    value jsonb,
    attribute text DEFAULT ''::text NOT NULL
);

CREATE TABLE medusa.price_preference (
    id text NOT NULL,
    attribute text NOT NULL,
    value text,
    is_tax_inclusive boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.price_rule (
    id text NOT NULL,
    value text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    price_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    attribute text DEFAULT ''::text NOT NULL
);

CREATE TABLE medusa.price_set (
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.product (
    id text NOT NULL,
    title text NOT NULL,
    handle text NOT NULL,
    subtitle text,
    description text,
    is_giftcard boolean DEFAULT false NOT NULL,
    status text NOT NULL,
    thumbnail text,
    weight text,
    length text,
    height text,
    width text,
    origin_country text,
    hs_code text,
    mid_code text,
    material text,
    collection_id text,
    type_id text,
    discountable boolean DEFAULT true NOT NULL,
    external_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    metadata jsonb,
    CONSTRAINT product_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'proposed'::text, 'published'::text, 'rejected'::text])))
);

CREATE TABLE medusa.product_category (
    id text NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    handle text NOT NULL,
    mpath text NOT NULL,
    is_active boolean DEFAULT false NOT NULL,
    is_internal boolean DEFAULT false NOT NULL,
    rank integer DEFAULT 0 NOT NULL,
    parent_category_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    metadata jsonb
);

CREATE TABLE medusa.product_category_product (
    product_id text NOT NULL,
    product_category_id text NOT NULL
);

CREATE TABLE medusa.product_collection (
    id text NOT NULL,
    title text NOT NULL,
    handle text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.product_images (
    product_id text NOT NULL,
    image_id text NOT NULL
);

CREATE TABLE medusa.product_option (
    id text NOT NULL,
    title text NOT NULL,
    product_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.product_option_value (
    id text NOT NULL,
    value text NOT NULL,
    option_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.product_tag (
    id text NOT NULL,
    value text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.product_tags (
    product_id text NOT NULL,
    product_tag_id text NOT NULL
);

CREATE TABLE medusa.product_type (
    id text NOT NULL,
    value text NOT NULL,
    metadata json,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.product_variant (
    id text NOT NULL,
    title text NOT NULL,
    sku text,
    barcode text,
    ean text,
    upc text,
    allow_backorder boolean DEFAULT false NOT NULL,
    manage_inventory boolean DEFAULT true NOT NULL,
    hs_code text,
    origin_country text,
    mid_code text,
    material text,
    weight numeric,
    length numeric,
    height numeric,
    width numeric,
    metadata jsonb,
    variant_rank integer DEFAULT 0,
    product_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.product_variant_option (
    variant_id text NOT NULL,
    option_value_id text NOT NULL
);

CREATE TABLE medusa.promotion (
    id text NOT NULL,
    code text NOT NULL,
    campaign_id text,
    is_automatic boolean DEFAULT false NOT NULL,
    type text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT promotion_type_check CHECK ((type = ANY (ARRAY['standard'::text, 'buyget'::text])))
);

CREATE TABLE medusa.promotion_application_method (
    id text NOT NULL,
    value numeric,
    raw_value jsonb NOT NULL,
    max_quantity numeric,
    apply_to_quantity numeric,
    buy_rules_min_quantity numeric,
    type text NOT NULL,
    target_type text NOT NULL,
    allocation text,
    promotion_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    currency_code text,
    CONSTRAINT promotion_application_method_allocation_check CHECK ((allocation = ANY (ARRAY['each'::text, 'across'::text]))),
    CONSTRAINT promotion_application_method_target_type_check CHECK ((target_type = ANY (ARRAY['order'::text, 'shipping_methods'::text, 'items'::text]))),
    CONSTRAINT promotion_application_method_type_check CHECK ((type = ANY (ARRAY['fixed'::text, 'percentage'::text])))
);

CREATE TABLE medusa.promotion_campaign (
    id text NOT NULL,
    name text NOT NULL,
    description text,
    campaign_identifier text NOT NULL,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.promotion_campaign_budget (
    id text NOT NULL,
    type text NOT NULL,
    campaign_id text NOT NULL,
    "limit" numeric,
    raw_limit jsonb,
    used numeric DEFAULT 0 NOT NULL,
    raw_used jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    currency_code text,
    CONSTRAINT promotion_campaign_budget_type_check CHECK ((type = ANY (ARRAY['spend'::text, 'usage'::text])))
);

CREATE TABLE medusa.promotion_promotion_rule (
    promotion_id text NOT NULL,
    promotion_rule_id text NOT NULL
);

CREATE TABLE medusa.promotion_rule (
    id text NOT NULL,
    description text,
    attribute text NOT NULL,
    operator text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT promotion_rule_operator_check CHECK ((operator = ANY (ARRAY['gte'::text, 'lte'::text, 'gt'::text, 'lt'::text, 'eq'::text, 'ne'::text, 'in'::text])))
);

CREATE TABLE medusa.promotion_rule_value (
    id text NOT NULL,
    promotion_rule_id text NOT NULL,
    value text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.provider_identity (
    id text NOT NULL,
    entity_id text NOT NULL,
    provider text NOT NULL,
    auth_identity_id text NOT NULL,
    user_metadata jsonb,
    provider_metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE medusa.refund (
    id text NOT NULL,
    amount numeric NOT NULL,
    raw_amount jsonb NOT NULL,
    payment_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    created_by text,
    metadata jsonb,
    refund_reason_id text,
    note text
);

CREATE TABLE medusa.refund_reason (
    id text NOT NULL,
    label text NOT NULL,
    description text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.region (
    id text NOT NULL,
    name text NOT NULL,
    currency_code text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    automatic_taxes boolean DEFAULT true NOT NULL
);

CREATE TABLE medusa.region_country (
    iso_2 text NOT NULL,
    iso_3 text NOT NULL,
    num_code text NOT NULL,
    name text NOT NULL,
    display_name text NOT NULL,
    region_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.reservation_item (
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    line_item_id text,
    location_id text NOT NULL,
    quantity numeric NOT NULL,
    external_id text,
    description text,
    created_by text,
    metadata jsonb,
    inventory_item_id text NOT NULL,
    allow_backorder boolean DEFAULT false,
    raw_quantity jsonb
);

CREATE TABLE medusa.return (
    id text NOT NULL,
    order_id text NOT NULL,
    claim_id text,
    exchange_id text,
    order_version integer NOT NULL,
    display_id integer NOT NULL,
    status medusa.return_status_enum DEFAULT 'open'::medusa.return_status_enum NOT NULL,
    no_notification boolean,
    refund_amount numeric,
    raw_refund_amount jsonb,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    received_at timestamp with time zone,
    canceled_at timestamp with time zone,
    location_id text,
    requested_at timestamp with time zone,
    created_by text
);

CREATE SEQUENCE medusa.return_display_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE medusa.return_display_id_seq OWNED BY medusa.return.display_id;

CREATE TABLE medusa.return_item (
    id text NOT NULL,
    return_id text NOT NULL,
    reason_id text,
    item_id text NOT NULL,
    quantity numeric NOT NULL,
    raw_quantity jsonb NOT NULL,
    received_quantity numeric DEFAULT 0 NOT NULL,
    raw_received_quantity jsonb NOT NULL,
    note text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    damaged_quantity numeric DEFAULT 0 NOT NULL,
    raw_damaged_quantity jsonb NOT NULL
);

CREATE TABLE medusa.return_reason (
    id character varying NOT NULL,
    value character varying NOT NULL,
    label character varying NOT NULL,
    description character varying,
    metadata jsonb,
    parent_return_reason_id character varying,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.sales_channel (
    id text NOT NULL,
    name text NOT NULL,
    description text,
    is_disabled boolean DEFAULT false NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.service_zone (
    id text NOT NULL,
    name text NOT NULL,
    metadata jsonb,
    fulfillment_set_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.shipping_option (
    id text NOT NULL,
    name text NOT NULL,
    price_type text DEFAULT 'flat'::text NOT NULL,
    service_zone_id text NOT NULL,
    shipping_profile_id text,
    provider_id text,
    data jsonb,
    metadata jsonb,
    shipping_option_type_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT shipping_option_price_type_check CHECK ((price_type = ANY (ARRAY['calculated'::text, 'flat'::text])))
);

CREATE TABLE medusa.shipping_option_rule (
    id text NOT NULL,
    attribute text NOT NULL,
    operator text NOT NULL,
    value jsonb,
    shipping_option_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT shipping_option_rule_operator_check CHECK ((operator = ANY (ARRAY['in'::text, 'eq'::text, 'ne'::text, 'gt'::text, 'gte'::text, 'lt'::text, 'lte'::text, 'nin'::text])))
);

CREATE TABLE medusa.shipping_option_type (
    id text NOT NULL,
    label text NOT NULL,
    description text,
    code text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.shipping_profile (
    id text NOT NULL,
    name text NOT NULL,
    type text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.stock_location (
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    name text NOT NULL,
    address_id text,
    metadata jsonb
);

CREATE TABLE medusa.stock_location_address (
    id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    address_1 text NOT NULL,
    address_2 text,
    company text,
    city text,
    country_code text NOT NULL,
    phone text,
    province text,
    postal_code text,
    metadata jsonb
);

CREATE TABLE medusa.store (
    id text NOT NULL,
    name text DEFAULT 'Medusa Store'::text NOT NULL,
    default_sales_channel_id text,
    default_region_id text,
    default_location_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.store_currency (
    id text NOT NULL,
    currency_code text NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    store_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.tax_provider (
    id text NOT NULL,
    is_enabled boolean DEFAULT true NOT NULL
);

CREATE TABLE medusa.tax_rate (
    id text NOT NULL,
    rate real,
    code text NOT NULL,
    name text NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    is_combinable boolean DEFAULT false NOT NULL,
    tax_region_id text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.tax_rate_rule (
    id text NOT NULL,
    tax_rate_id text NOT NULL,
    reference_id text NOT NULL,
    reference text NOT NULL,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.tax_region (
    id text NOT NULL,
    provider_id text,
    country_code text NOT NULL,
    province_code text,
    parent_id text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text,
    deleted_at timestamp with time zone,
    CONSTRAINT "CK_tax_region_country_top_level" CHECK (((parent_id IS NULL) OR (province_code IS NOT NULL))),
    CONSTRAINT "CK_tax_region_provider_top_level" CHECK (((parent_id IS NULL) OR (provider_id IS NULL)))
);

CREATE TABLE medusa."user" (
    id text NOT NULL,
    first_name text,
    last_name text,
    email text NOT NULL,
    avatar_url text,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);

CREATE TABLE medusa.workflow_execution (
    id character varying NOT NULL,
    workflow_id character varying NOT NULL,
    transaction_id character varying NOT NULL,
    execution jsonb,
    context jsonb,
    state character varying NOT NULL,
    created_at timestamp without time zone DEFAULT now() NOT NULL,
    updated_at timestamp without time zone DEFAULT now() NOT NULL,
    deleted_at timestamp without time zone
);

ALTER TABLE ONLY medusa."order" ALTER COLUMN display_id SET DEFAULT nextval('medusa.order_display_id_seq'::regclass);

ALTER TABLE ONLY medusa.order_change_action ALTER COLUMN ordering SET DEFAULT nextval('medusa.order_change_action_ordering_seq'::regclass);

ALTER TABLE ONLY medusa.order_claim ALTER COLUMN display_id SET DEFAULT nextval('medusa.order_claim_display_id_seq'::regclass);

ALTER TABLE ONLY medusa.order_exchange ALTER COLUMN display_id SET DEFAULT nextval('medusa.order_exchange_display_id_seq'::regclass);

ALTER TABLE ONLY medusa.return ALTER COLUMN display_id SET DEFAULT nextval('medusa.return_display_id_seq'::regclass);

ALTER TABLE ONLY medusa.promotion
    ADD CONSTRAINT "IDX_promotion_code_unique" UNIQUE (code);

ALTER TABLE ONLY medusa.workflow_execution
    ADD CONSTRAINT "PK_workflow_execution_workflow_id_transaction_id" PRIMARY KEY (workflow_id, transaction_id);

ALTER TABLE ONLY medusa.api_key
    ADD CONSTRAINT api_key_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.application_method_buy_rules
    ADD CONSTRAINT application_method_buy_rules_pkey PRIMARY KEY (application_method_id, promotion_rule_id);

ALTER TABLE ONLY medusa.application_method_target_rules
    ADD CONSTRAINT application_method_target_rules_pkey PRIMARY KEY (application_method_id, promotion_rule_id);

ALTER TABLE ONLY medusa.auth_identity
    ADD CONSTRAINT auth_identity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.capture
    ADD CONSTRAINT capture_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart_address
    ADD CONSTRAINT cart_address_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart_line_item_adjustment
    ADD CONSTRAINT cart_line_item_adjustment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart_line_item
    ADD CONSTRAINT cart_line_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart_line_item_tax_line
    ADD CONSTRAINT cart_line_item_tax_line_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart
    ADD CONSTRAINT cart_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart_shipping_method_adjustment
    ADD CONSTRAINT cart_shipping_method_adjustment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart_shipping_method
    ADD CONSTRAINT cart_shipping_method_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.cart_shipping_method_tax_line
    ADD CONSTRAINT cart_shipping_method_tax_line_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.currency
    ADD CONSTRAINT currency_pkey PRIMARY KEY (code);

ALTER TABLE ONLY medusa.customer_address
    ADD CONSTRAINT customer_address_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.customer_group_customer
    ADD CONSTRAINT customer_group_customer_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.customer_group
    ADD CONSTRAINT customer_group_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.customer
    ADD CONSTRAINT customer_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.fulfillment_address
    ADD CONSTRAINT fulfillment_address_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.fulfillment
    ADD CONSTRAINT fulfillment_delivery_address_id_unique UNIQUE (delivery_address_id);

ALTER TABLE ONLY medusa.fulfillment_item
    ADD CONSTRAINT fulfillment_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.fulfillment_label
    ADD CONSTRAINT fulfillment_label_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.fulfillment
    ADD CONSTRAINT fulfillment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.fulfillment_provider
    ADD CONSTRAINT fulfillment_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.fulfillment_set
    ADD CONSTRAINT fulfillment_set_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.geo_zone
    ADD CONSTRAINT geo_zone_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.image
    ADD CONSTRAINT image_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.inventory_item
    ADD CONSTRAINT inventory_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.inventory_level
    ADD CONSTRAINT inventory_level_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.invite
    ADD CONSTRAINT invite_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.locking
    ADD CONSTRAINT locking_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.notification
    ADD CONSTRAINT notification_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.notification_provider
    ADD CONSTRAINT notification_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_address
    ADD CONSTRAINT order_address_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_change_action
    ADD CONSTRAINT order_change_action_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_change
    ADD CONSTRAINT order_change_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_claim_item_image
    ADD CONSTRAINT order_claim_item_image_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_claim_item
    ADD CONSTRAINT order_claim_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_claim
    ADD CONSTRAINT order_claim_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_exchange_item
    ADD CONSTRAINT order_exchange_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_exchange
    ADD CONSTRAINT order_exchange_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_item
    ADD CONSTRAINT order_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_line_item_adjustment
    ADD CONSTRAINT order_line_item_adjustment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_line_item
    ADD CONSTRAINT order_line_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_line_item_tax_line
    ADD CONSTRAINT order_line_item_tax_line_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa."order"
    ADD CONSTRAINT order_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_shipping_method_adjustment
    ADD CONSTRAINT order_shipping_method_adjustment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_shipping_method
    ADD CONSTRAINT order_shipping_method_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_shipping_method_tax_line
    ADD CONSTRAINT order_shipping_method_tax_line_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_shipping
    ADD CONSTRAINT order_shipping_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_summary
    ADD CONSTRAINT order_summary_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.order_transaction
    ADD CONSTRAINT order_transaction_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.payment_collection_payment_providers
    ADD CONSTRAINT payment_collection_payment_providers_pkey PRIMARY KEY (payment_collection_id, payment_provider_id);

ALTER TABLE ONLY medusa.payment_collection
    ADD CONSTRAINT payment_collection_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.payment_method_token
    ADD CONSTRAINT payment_method_token_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.payment
    ADD CONSTRAINT payment_payment_session_id_unique UNIQUE (payment_session_id);

ALTER TABLE ONLY medusa.payment
    ADD CONSTRAINT payment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.payment_provider
    ADD CONSTRAINT payment_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.payment_session
    ADD CONSTRAINT payment_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.price_list
    ADD CONSTRAINT price_list_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.price_list_rule
    ADD CONSTRAINT price_list_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.price
    ADD CONSTRAINT price_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.price_preference
    ADD CONSTRAINT price_preference_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.price_rule
    ADD CONSTRAINT price_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.price_set
    ADD CONSTRAINT price_set_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product_category
    ADD CONSTRAINT product_category_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product_category_product
    ADD CONSTRAINT product_category_product_pkey PRIMARY KEY (product_id, product_category_id);

ALTER TABLE ONLY medusa.product_collection
    ADD CONSTRAINT product_collection_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product_images
    ADD CONSTRAINT product_images_pkey PRIMARY KEY (product_id, image_id);

ALTER TABLE ONLY medusa.product_option
    ADD CONSTRAINT product_option_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product_option_value
    ADD CONSTRAINT product_option_value_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product
    ADD CONSTRAINT product_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product_tag
    ADD CONSTRAINT product_tag_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product_tags
    ADD CONSTRAINT product_tags_pkey PRIMARY KEY (product_id, product_tag_id);

ALTER TABLE ONLY medusa.product_type
    ADD CONSTRAINT product_type_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.product_variant_option
    ADD CONSTRAINT product_variant_option_pkey PRIMARY KEY (variant_id, option_value_id);

ALTER TABLE ONLY medusa.product_variant
    ADD CONSTRAINT product_variant_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.promotion_application_method
    ADD CONSTRAINT promotion_application_method_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.promotion_application_method
    ADD CONSTRAINT promotion_application_method_promotion_id_unique UNIQUE (promotion_id);

ALTER TABLE ONLY medusa.promotion_campaign_budget
    ADD CONSTRAINT promotion_campaign_budget_campaign_id_unique UNIQUE (campaign_id);

ALTER TABLE ONLY medusa.promotion_campaign_budget
    ADD CONSTRAINT promotion_campaign_budget_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.promotion_campaign
    ADD CONSTRAINT promotion_campaign_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.promotion
    ADD CONSTRAINT promotion_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.promotion_promotion_rule
    ADD CONSTRAINT promotion_promotion_rule_pkey PRIMARY KEY (promotion_id, promotion_rule_id);

ALTER TABLE ONLY medusa.promotion_rule
    ADD CONSTRAINT promotion_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.promotion_rule_value
    ADD CONSTRAINT promotion_rule_value_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.provider_identity
    ADD CONSTRAINT provider_identity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.refund
    ADD CONSTRAINT refund_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.refund_reason
    ADD CONSTRAINT refund_reason_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.region_country
    ADD CONSTRAINT region_country_pkey PRIMARY KEY (iso_2);

ALTER TABLE ONLY medusa.region
    ADD CONSTRAINT region_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.reservation_item
    ADD CONSTRAINT reservation_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.return_item
    ADD CONSTRAINT return_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.return
    ADD CONSTRAINT return_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.return_reason
    ADD CONSTRAINT return_reason_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.sales_channel
    ADD CONSTRAINT sales_channel_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.service_zone
    ADD CONSTRAINT service_zone_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.shipping_option
    ADD CONSTRAINT shipping_option_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.shipping_option_rule
    ADD CONSTRAINT shipping_option_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.shipping_option
    ADD CONSTRAINT shipping_option_shipping_option_type_id_unique UNIQUE (shipping_option_type_id);

ALTER TABLE ONLY medusa.shipping_option_type
    ADD CONSTRAINT shipping_option_type_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.shipping_profile
    ADD CONSTRAINT shipping_profile_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.stock_location_address
    ADD CONSTRAINT stock_location_address_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.stock_location
    ADD CONSTRAINT stock_location_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.store_currency
    ADD CONSTRAINT store_currency_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.store
    ADD CONSTRAINT store_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.tax_provider
    ADD CONSTRAINT tax_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.tax_rate
    ADD CONSTRAINT tax_rate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.tax_rate_rule
    ADD CONSTRAINT tax_rate_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa.tax_region
    ADD CONSTRAINT tax_region_pkey PRIMARY KEY (id);

ALTER TABLE ONLY medusa."user"
    ADD CONSTRAINT user_pkey PRIMARY KEY (id);

CREATE INDEX "IDX_adjustment_item_id" ON medusa.cart_line_item_adjustment USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_adjustment_shipping_method_id" ON medusa.cart_shipping_method_adjustment USING btree (shipping_method_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_api_key_token_unique" ON medusa.api_key USING btree (token);

CREATE INDEX "IDX_api_key_type" ON medusa.api_key USING btree (type);

CREATE INDEX "IDX_application_method_allocation" ON medusa.promotion_application_method USING btree (allocation);

CREATE INDEX "IDX_application_method_target_type" ON medusa.promotion_application_method USING btree (target_type);

CREATE INDEX "IDX_application_method_type" ON medusa.promotion_application_method USING btree (type);

CREATE INDEX "IDX_campaign_budget_type" ON medusa.promotion_campaign_budget USING btree (type);

CREATE INDEX "IDX_capture_deleted_at" ON medusa.capture USING btree (deleted_at);

CREATE INDEX "IDX_capture_payment_id" ON medusa.capture USING btree (payment_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_cart_address_deleted_at" ON medusa.cart_address USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_cart_billing_address_id" ON medusa.cart USING btree (billing_address_id) WHERE ((deleted_at IS NULL) AND (billing_address_id IS NOT NULL));

CREATE INDEX "IDX_cart_currency_code" ON medusa.cart USING btree (currency_code);

CREATE INDEX "IDX_cart_customer_id" ON medusa.cart USING btree (customer_id) WHERE ((deleted_at IS NULL) AND (customer_id IS NOT NULL));

CREATE INDEX "IDX_cart_deleted_at" ON medusa.cart USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_cart_line_item_adjustment_deleted_at" ON medusa.cart_line_item_adjustment USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_cart_line_item_deleted_at" ON medusa.cart_line_item USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_cart_line_item_tax_line_deleted_at" ON medusa.cart_line_item_tax_line USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_cart_region_id" ON medusa.cart USING btree (region_id) WHERE ((deleted_at IS NULL) AND (region_id IS NOT NULL));

CREATE INDEX "IDX_cart_sales_channel_id" ON medusa.cart USING btree (sales_channel_id) WHERE ((deleted_at IS NULL) AND (sales_channel_id IS NOT NULL));

CREATE INDEX "IDX_cart_shipping_address_id" ON medusa.cart USING btree (shipping_address_id) WHERE ((deleted_at IS NULL) AND (shipping_address_id IS NOT NULL));

CREATE INDEX "IDX_cart_shipping_method_adjustment_deleted_at" ON medusa.cart_shipping_method_adjustment USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_cart_shipping_method_deleted_at" ON medusa.cart_shipping_method USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_cart_shipping_method_tax_line_deleted_at" ON medusa.cart_shipping_method_tax_line USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_category_handle_unique" ON medusa.product_category USING btree (handle) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_collection_handle_unique" ON medusa.product_collection USING btree (handle) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_customer_address_customer_id" ON medusa.customer_address USING btree (customer_id);

CREATE UNIQUE INDEX "IDX_customer_address_unique_customer_billing" ON medusa.customer_address USING btree (customer_id) WHERE (is_default_billing = true);

CREATE UNIQUE INDEX "IDX_customer_address_unique_customer_shipping" ON medusa.customer_address USING btree (customer_id) WHERE (is_default_shipping = true);

CREATE UNIQUE INDEX "IDX_customer_email_has_account_unique" ON medusa.customer USING btree (email, has_account) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_customer_group_customer_customer_id" ON medusa.customer_group_customer USING btree (customer_id);

CREATE INDEX "IDX_customer_group_customer_group_id" ON medusa.customer_group_customer USING btree (customer_group_id);

CREATE UNIQUE INDEX "IDX_customer_group_name" ON medusa.customer_group USING btree (name) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_customer_group_name_unique" ON medusa.customer_group USING btree (name) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_address_deleted_at" ON medusa.fulfillment_address USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_fulfillment_deleted_at" ON medusa.fulfillment USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_fulfillment_item_deleted_at" ON medusa.fulfillment_item USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_fulfillment_item_fulfillment_id" ON medusa.fulfillment_item USING btree (fulfillment_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_item_inventory_item_id" ON medusa.fulfillment_item USING btree (inventory_item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_item_line_item_id" ON medusa.fulfillment_item USING btree (line_item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_label_deleted_at" ON medusa.fulfillment_label USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_fulfillment_label_fulfillment_id" ON medusa.fulfillment_label USING btree (fulfillment_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_location_id" ON medusa.fulfillment USING btree (location_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_provider_id" ON medusa.fulfillment USING btree (provider_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_set_deleted_at" ON medusa.fulfillment_set USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_fulfillment_set_name_unique" ON medusa.fulfillment_set USING btree (name) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_fulfillment_shipping_option_id" ON medusa.fulfillment USING btree (shipping_option_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_geo_zone_city" ON medusa.geo_zone USING btree (city) WHERE ((deleted_at IS NULL) AND (city IS NOT NULL));

CREATE INDEX "IDX_geo_zone_country_code" ON medusa.geo_zone USING btree (country_code) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_geo_zone_deleted_at" ON medusa.geo_zone USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_geo_zone_province_code" ON medusa.geo_zone USING btree (province_code) WHERE ((deleted_at IS NULL) AND (province_code IS NOT NULL));

CREATE INDEX "IDX_geo_zone_service_zone_id" ON medusa.geo_zone USING btree (service_zone_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_inventory_item_deleted_at" ON medusa.inventory_item USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_inventory_item_sku_unique" ON medusa.inventory_item USING btree (sku) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_inventory_level_deleted_at" ON medusa.inventory_level USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_inventory_level_inventory_item_id" ON medusa.inventory_level USING btree (inventory_item_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_inventory_level_item_location" ON medusa.inventory_level USING btree (inventory_item_id, location_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_inventory_level_location_id" ON medusa.inventory_level USING btree (location_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_invite_deleted_at" ON medusa.invite USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_invite_email" ON medusa.invite USING btree (email) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_invite_token" ON medusa.invite USING btree (token) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_line_item_adjustment_promotion_id" ON medusa.cart_line_item_adjustment USING btree (promotion_id) WHERE ((deleted_at IS NULL) AND (promotion_id IS NOT NULL));

CREATE INDEX "IDX_line_item_cart_id" ON medusa.cart_line_item USING btree (cart_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_line_item_product_id" ON medusa.cart_line_item USING btree (product_id) WHERE ((deleted_at IS NULL) AND (product_id IS NOT NULL));

CREATE INDEX "IDX_line_item_tax_line_tax_rate_id" ON medusa.cart_line_item_tax_line USING btree (tax_rate_id) WHERE ((deleted_at IS NULL) AND (tax_rate_id IS NOT NULL));

CREATE INDEX "IDX_line_item_variant_id" ON medusa.cart_line_item USING btree (variant_id) WHERE ((deleted_at IS NULL) AND (variant_id IS NOT NULL));

CREATE UNIQUE INDEX "IDX_notification_idempotency_key_unique" ON medusa.notification USING btree (idempotency_key) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_notification_provider_id" ON medusa.notification USING btree (provider_id);

CREATE INDEX "IDX_notification_receiver_id" ON medusa.notification USING btree (receiver_id);

CREATE UNIQUE INDEX "IDX_option_product_id_title_unique" ON medusa.product_option USING btree (product_id, title) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_option_value_option_id_unique" ON medusa.product_option_value USING btree (option_id, value) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_address_customer_id" ON medusa.order_address USING btree (customer_id);

CREATE INDEX "IDX_order_billing_address_id" ON medusa."order" USING btree (billing_address_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_change_action_claim_id" ON medusa.order_change_action USING btree (claim_id) WHERE ((claim_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_change_action_deleted_at" ON medusa.order_change_action USING btree (deleted_at);

CREATE INDEX "IDX_order_change_action_exchange_id" ON medusa.order_change_action USING btree (exchange_id) WHERE ((exchange_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_change_action_order_change_id" ON medusa.order_change_action USING btree (order_change_id);

CREATE INDEX "IDX_order_change_action_order_id" ON medusa.order_change_action USING btree (order_id);

CREATE INDEX "IDX_order_change_action_ordering" ON medusa.order_change_action USING btree (ordering);

CREATE INDEX "IDX_order_change_action_return_id" ON medusa.order_change_action USING btree (return_id) WHERE ((return_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_change_change_type" ON medusa.order_change USING btree (change_type);

CREATE INDEX "IDX_order_change_claim_id" ON medusa.order_change USING btree (claim_id) WHERE ((claim_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_change_deleted_at" ON medusa.order_change USING btree (deleted_at);

CREATE INDEX "IDX_order_change_exchange_id" ON medusa.order_change USING btree (exchange_id) WHERE ((exchange_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_change_order_id" ON medusa.order_change USING btree (order_id);

CREATE INDEX "IDX_order_change_order_id_version" ON medusa.order_change USING btree (order_id, version);

CREATE INDEX "IDX_order_change_return_id" ON medusa.order_change USING btree (return_id) WHERE ((return_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_change_status" ON medusa.order_change USING btree (status);

CREATE INDEX "IDX_order_claim_deleted_at" ON medusa.order_claim USING btree (deleted_at) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_claim_display_id" ON medusa.order_claim USING btree (display_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_claim_item_claim_id" ON medusa.order_claim_item USING btree (claim_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_claim_item_deleted_at" ON medusa.order_claim_item USING btree (deleted_at) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_claim_item_image_claim_item_id" ON medusa.order_claim_item_image USING btree (claim_item_id) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_order_claim_item_image_deleted_at" ON medusa.order_claim_item_image USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_order_claim_item_item_id" ON medusa.order_claim_item USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_claim_order_id" ON medusa.order_claim USING btree (order_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_claim_return_id" ON medusa.order_claim USING btree (return_id) WHERE ((return_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_currency_code" ON medusa."order" USING btree (currency_code) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_customer_id" ON medusa."order" USING btree (customer_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_deleted_at" ON medusa."order" USING btree (deleted_at);

CREATE INDEX "IDX_order_display_id" ON medusa."order" USING btree (display_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_exchange_deleted_at" ON medusa.order_exchange USING btree (deleted_at) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_exchange_display_id" ON medusa.order_exchange USING btree (display_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_exchange_item_deleted_at" ON medusa.order_exchange_item USING btree (deleted_at) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_exchange_item_exchange_id" ON medusa.order_exchange_item USING btree (exchange_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_exchange_item_item_id" ON medusa.order_exchange_item USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_exchange_order_id" ON medusa.order_exchange USING btree (order_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_exchange_return_id" ON medusa.order_exchange USING btree (return_id) WHERE ((return_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_is_draft_order" ON medusa."order" USING btree (is_draft_order) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_item_deleted_at" ON medusa.order_item USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_order_item_item_id" ON medusa.order_item USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_item_order_id" ON medusa.order_item USING btree (order_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_item_order_id_version" ON medusa.order_item USING btree (order_id, version) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_line_item_adjustment_item_id" ON medusa.order_line_item_adjustment USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_line_item_product_id" ON medusa.order_line_item USING btree (product_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_line_item_tax_line_item_id" ON medusa.order_line_item_tax_line USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_line_item_variant_id" ON medusa.order_line_item USING btree (variant_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_region_id" ON medusa."order" USING btree (region_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_address_id" ON medusa."order" USING btree (shipping_address_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_claim_id" ON medusa.order_shipping USING btree (claim_id) WHERE ((claim_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_shipping_deleted_at" ON medusa.order_shipping USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_order_shipping_exchange_id" ON medusa.order_shipping USING btree (exchange_id) WHERE ((exchange_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_shipping_item_id" ON medusa.order_shipping USING btree (shipping_method_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_method_adjustment_shipping_method_id" ON medusa.order_shipping_method_adjustment USING btree (shipping_method_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_method_shipping_option_id" ON medusa.order_shipping_method USING btree (shipping_option_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_method_tax_line_shipping_method_id" ON medusa.order_shipping_method_tax_line USING btree (shipping_method_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_order_id" ON medusa.order_shipping USING btree (order_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_order_id_version" ON medusa.order_shipping USING btree (order_id, version) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_shipping_return_id" ON medusa.order_shipping USING btree (return_id) WHERE ((return_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_summary_deleted_at" ON medusa.order_summary USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_order_summary_order_id_version" ON medusa.order_summary USING btree (order_id, version) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_transaction_claim_id" ON medusa.order_transaction USING btree (claim_id) WHERE ((claim_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_transaction_currency_code" ON medusa.order_transaction USING btree (currency_code) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_transaction_exchange_id" ON medusa.order_transaction USING btree (exchange_id) WHERE ((exchange_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_order_transaction_order_id_version" ON medusa.order_transaction USING btree (order_id, version) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_transaction_reference_id" ON medusa.order_transaction USING btree (reference_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_order_transaction_return_id" ON medusa.order_transaction USING btree (return_id) WHERE ((return_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_payment_collection_deleted_at" ON medusa.payment_collection USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_payment_collection_region_id" ON medusa.payment_collection USING btree (region_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_payment_deleted_at" ON medusa.payment USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_payment_method_token_deleted_at" ON medusa.payment_method_token USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_payment_payment_collection_id" ON medusa.payment USING btree (payment_collection_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_payment_payment_session_id" ON medusa.payment USING btree (payment_session_id);

CREATE INDEX "IDX_payment_provider_id" ON medusa.payment USING btree (provider_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_payment_session_deleted_at" ON medusa.payment_session USING btree (deleted_at);

CREATE INDEX "IDX_payment_session_payment_collection_id" ON medusa.payment_session USING btree (payment_collection_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_price_currency_code" ON medusa.price USING btree (currency_code) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_price_deleted_at" ON medusa.price USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_price_list_deleted_at" ON medusa.price_list USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_price_list_rule_deleted_at" ON medusa.price_list_rule USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_price_list_rule_price_list_id" ON medusa.price_list_rule USING btree (price_list_id) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_price_preference_attribute_value" ON medusa.price_preference USING btree (attribute, value) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_price_preference_deleted_at" ON medusa.price_preference USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_price_price_list_id" ON medusa.price USING btree (price_list_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_price_price_set_id" ON medusa.price USING btree (price_set_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_price_rule_deleted_at" ON medusa.price_rule USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_price_rule_price_id_attribute_unique" ON medusa.price_rule USING btree (price_id, attribute) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_price_set_deleted_at" ON medusa.price_set USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_product_category_deleted_at" ON medusa.product_collection USING btree (deleted_at);

CREATE INDEX "IDX_product_category_path" ON medusa.product_category USING btree (mpath) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_product_collection_deleted_at" ON medusa.product_collection USING btree (deleted_at);

CREATE INDEX "IDX_product_collection_id" ON medusa.product USING btree (collection_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_product_deleted_at" ON medusa.product USING btree (deleted_at);

CREATE UNIQUE INDEX "IDX_product_handle_unique" ON medusa.product USING btree (handle) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_product_image_deleted_at" ON medusa.image USING btree (deleted_at);

CREATE INDEX "IDX_product_image_url" ON medusa.image USING btree (url) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_product_option_deleted_at" ON medusa.product_option USING btree (deleted_at);

CREATE INDEX "IDX_product_option_value_deleted_at" ON medusa.product_option_value USING btree (deleted_at);

CREATE INDEX "IDX_product_tag_deleted_at" ON medusa.product_tag USING btree (deleted_at);

CREATE INDEX "IDX_product_type_deleted_at" ON medusa.product_type USING btree (deleted_at);

CREATE INDEX "IDX_product_type_id" ON medusa.product USING btree (type_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_product_variant_barcode_unique" ON medusa.product_variant USING btree (barcode) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_product_variant_deleted_at" ON medusa.product_variant USING btree (deleted_at);

CREATE UNIQUE INDEX "IDX_product_variant_ean_unique" ON medusa.product_variant USING btree (ean) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_product_variant_product_id" ON medusa.product_variant USING btree (product_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_product_variant_sku_unique" ON medusa.product_variant USING btree (sku) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_product_variant_upc_unique" ON medusa.product_variant USING btree (upc) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_promotion_application_method_currency_code" ON medusa.promotion_application_method USING btree (currency_code) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_promotion_campaign_campaign_identifier_unique" ON medusa.promotion_campaign USING btree (campaign_identifier) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_promotion_code" ON medusa.promotion USING btree (code);

CREATE INDEX "IDX_promotion_rule_attribute" ON medusa.promotion_rule USING btree (attribute);

CREATE INDEX "IDX_promotion_rule_operator" ON medusa.promotion_rule USING btree (operator);

CREATE INDEX "IDX_promotion_rule_promotion_rule_value_id" ON medusa.promotion_rule_value USING btree (promotion_rule_id);

CREATE INDEX "IDX_promotion_type" ON medusa.promotion USING btree (type);

CREATE INDEX "IDX_provider_identity_auth_identity_id" ON medusa.provider_identity USING btree (auth_identity_id);

CREATE UNIQUE INDEX "IDX_provider_identity_provider_entity_id" ON medusa.provider_identity USING btree (entity_id, provider);

CREATE INDEX "IDX_refund_deleted_at" ON medusa.refund USING btree (deleted_at);

CREATE INDEX "IDX_refund_payment_id" ON medusa.refund USING btree (payment_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_region_country_region_id_iso_2_unique" ON medusa.region_country USING btree (region_id, iso_2);

CREATE INDEX "IDX_region_deleted_at" ON medusa.region USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_reservation_item_deleted_at" ON medusa.reservation_item USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_reservation_item_inventory_item_id" ON medusa.reservation_item USING btree (inventory_item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_reservation_item_line_item_id" ON medusa.reservation_item USING btree (line_item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_reservation_item_location_id" ON medusa.reservation_item USING btree (location_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_return_claim_id" ON medusa.return USING btree (claim_id) WHERE ((claim_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_return_display_id" ON medusa.return USING btree (display_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_return_exchange_id" ON medusa.return USING btree (exchange_id) WHERE ((exchange_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX "IDX_return_item_deleted_at" ON medusa.return_item USING btree (deleted_at) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_return_item_item_id" ON medusa.return_item USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_return_item_reason_id" ON medusa.return_item USING btree (reason_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_return_item_return_id" ON medusa.return_item USING btree (return_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_return_order_id" ON medusa.return USING btree (order_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_return_reason_value" ON medusa.return_reason USING btree (value) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_sales_channel_deleted_at" ON medusa.sales_channel USING btree (deleted_at);

CREATE INDEX "IDX_service_zone_deleted_at" ON medusa.service_zone USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_service_zone_fulfillment_set_id" ON medusa.service_zone USING btree (fulfillment_set_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_service_zone_name_unique" ON medusa.service_zone USING btree (name) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_shipping_method_adjustment_promotion_id" ON medusa.cart_shipping_method_adjustment USING btree (promotion_id) WHERE ((deleted_at IS NULL) AND (promotion_id IS NOT NULL));

CREATE INDEX "IDX_shipping_method_cart_id" ON medusa.cart_shipping_method USING btree (cart_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_shipping_method_option_id" ON medusa.cart_shipping_method USING btree (shipping_option_id) WHERE ((deleted_at IS NULL) AND (shipping_option_id IS NOT NULL));

CREATE INDEX "IDX_shipping_method_tax_line_tax_rate_id" ON medusa.cart_shipping_method_tax_line USING btree (tax_rate_id) WHERE ((deleted_at IS NULL) AND (tax_rate_id IS NOT NULL));

CREATE INDEX "IDX_shipping_option_deleted_at" ON medusa.shipping_option USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_shipping_option_provider_id" ON medusa.shipping_option USING btree (provider_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_shipping_option_rule_deleted_at" ON medusa.shipping_option_rule USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_shipping_option_rule_shipping_option_id" ON medusa.shipping_option_rule USING btree (shipping_option_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_shipping_option_service_zone_id" ON medusa.shipping_option USING btree (service_zone_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_shipping_option_shipping_option_type_id" ON medusa.shipping_option USING btree (shipping_option_type_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_shipping_option_shipping_profile_id" ON medusa.shipping_option USING btree (shipping_profile_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_shipping_option_type_deleted_at" ON medusa.shipping_option_type USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_shipping_profile_deleted_at" ON medusa.shipping_profile USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_shipping_profile_name_unique" ON medusa.shipping_profile USING btree (name) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_single_default_region" ON medusa.tax_rate USING btree (tax_region_id) WHERE ((is_default = true) AND (deleted_at IS NULL));

CREATE INDEX "IDX_stock_location_address_deleted_at" ON medusa.stock_location_address USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_stock_location_deleted_at" ON medusa.stock_location USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_store_currency_deleted_at" ON medusa.store_currency USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_store_deleted_at" ON medusa.store USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_tag_value_unique" ON medusa.product_tag USING btree (value) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_tax_line_item_id" ON medusa.cart_line_item_tax_line USING btree (item_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_tax_line_shipping_method_id" ON medusa.cart_shipping_method_tax_line USING btree (shipping_method_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_tax_rate_deleted_at" ON medusa.tax_rate USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_tax_rate_rule_deleted_at" ON medusa.tax_rate_rule USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_tax_rate_rule_reference_id" ON medusa.tax_rate_rule USING btree (reference_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_tax_rate_rule_tax_rate_id" ON medusa.tax_rate_rule USING btree (tax_rate_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_tax_rate_rule_unique_rate_reference" ON medusa.tax_rate_rule USING btree (tax_rate_id, reference_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_tax_rate_tax_region_id" ON medusa.tax_rate USING btree (tax_region_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_tax_region_deleted_at" ON medusa.tax_region USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE INDEX "IDX_tax_region_parent_id" ON medusa.tax_region USING btree (parent_id);

CREATE UNIQUE INDEX "IDX_tax_region_unique_country_nullable_province" ON medusa.tax_region USING btree (country_code) WHERE ((province_code IS NULL) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX "IDX_tax_region_unique_country_province" ON medusa.tax_region USING btree (country_code, province_code) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_type_value_unique" ON medusa.product_type USING btree (value) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_user_deleted_at" ON medusa."user" USING btree (deleted_at) WHERE (deleted_at IS NOT NULL);

CREATE UNIQUE INDEX "IDX_user_email" ON medusa."user" USING btree (email) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX "IDX_workflow_execution_id" ON medusa.workflow_execution USING btree (id);

CREATE INDEX "IDX_workflow_execution_state" ON medusa.workflow_execution USING btree (state) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_workflow_execution_transaction_id" ON medusa.workflow_execution USING btree (transaction_id) WHERE (deleted_at IS NULL);

CREATE INDEX "IDX_workflow_execution_workflow_id" ON medusa.workflow_execution USING btree (workflow_id) WHERE (deleted_at IS NULL);

ALTER TABLE ONLY medusa.tax_rate_rule
    ADD CONSTRAINT "FK_tax_rate_rule_tax_rate_id" FOREIGN KEY (tax_rate_id) REFERENCES medusa.tax_rate(id) ON DELETE CASCADE;

ALTER TABLE ONLY medusa.tax_rate
    ADD CONSTRAINT "FK_tax_rate_tax_region_id" FOREIGN KEY (tax_region_id) REFERENCES medusa.tax_region(id) ON DELETE CASCADE;

ALTER TABLE ONLY medusa.tax_region
    ADD CONSTRAINT "FK_tax_region_parent_id" FOREIGN KEY (parent_id) REFERENCES medusa.tax_region(id) ON DELETE CASCADE;

ALTER TABLE ONLY medusa.tax_region
    ADD CONSTRAINT "FK_tax_region_provider_id" FOREIGN KEY (provider_id) REFERENCES medusa.tax_provider(id) ON DELETE SET NULL;

ALTER TABLE ONLY medusa.application_method_buy_rules
    ADD CONSTRAINT application_method_buy_rules_application_method_id_foreign FOREIGN KEY (application_method_id) REFERENCES medusa.promotion_application_method(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.application_method_buy_rules
    ADD CONSTRAINT application_method_buy_rules_promotion_rule_id_foreign FOREIGN KEY (promotion_rule_id) REFERENCES medusa.promotion_rule(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.application_method_target_rules
    ADD CONSTRAINT application_method_target_rules_application_method_id_foreign FOREIGN KEY (application_method_id) REFERENCES medusa.promotion_application_method(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.application_method_target_rules
    ADD CONSTRAINT application_method_target_rules_promotion_rule_id_foreign FOREIGN KEY (promotion_rule_id) REFERENCES medusa.promotion_rule(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.capture
    ADD CONSTRAINT capture_payment_id_foreign FOREIGN KEY (payment_id) REFERENCES medusa.payment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.cart
    ADD CONSTRAINT cart_billing_address_id_foreign FOREIGN KEY (billing_address_id) REFERENCES medusa.cart_address(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.cart_line_item_adjustment
    ADD CONSTRAINT cart_line_item_adjustment_item_id_foreign FOREIGN KEY (item_id) REFERENCES medusa.cart_line_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.cart_line_item
    ADD CONSTRAINT cart_line_item_cart_id_foreign FOREIGN KEY (cart_id) REFERENCES medusa.cart(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.cart_line_item_tax_line
    ADD CONSTRAINT cart_line_item_tax_line_item_id_foreign FOREIGN KEY (item_id) REFERENCES medusa.cart_line_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.cart
    ADD CONSTRAINT cart_shipping_address_id_foreign FOREIGN KEY (shipping_address_id) REFERENCES medusa.cart_address(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.cart_shipping_method_adjustment
    ADD CONSTRAINT cart_shipping_method_adjustment_shipping_method_id_foreign FOREIGN KEY (shipping_method_id) REFERENCES medusa.cart_shipping_method(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.cart_shipping_method
    ADD CONSTRAINT cart_shipping_method_cart_id_foreign FOREIGN KEY (cart_id) REFERENCES medusa.cart(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.cart_shipping_method_tax_line
    ADD CONSTRAINT cart_shipping_method_tax_line_shipping_method_id_foreign FOREIGN KEY (shipping_method_id) REFERENCES medusa.cart_shipping_method(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.customer_address
    ADD CONSTRAINT customer_address_customer_id_foreign FOREIGN KEY (customer_id) REFERENCES medusa.customer(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.customer_group_customer
    ADD CONSTRAINT customer_group_customer_customer_group_id_foreign FOREIGN KEY (customer_group_id) REFERENCES medusa.customer_group(id) ON DELETE CASCADE;

ALTER TABLE ONLY medusa.customer_group_customer
    ADD CONSTRAINT customer_group_customer_customer_id_foreign FOREIGN KEY (customer_id) REFERENCES medusa.customer(id) ON DELETE CASCADE;

ALTER TABLE ONLY medusa.fulfillment
    ADD CONSTRAINT fulfillment_delivery_address_id_foreign FOREIGN KEY (delivery_address_id) REFERENCES medusa.fulfillment_address(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.fulfillment_item
    ADD CONSTRAINT fulfillment_item_fulfillment_id_foreign FOREIGN KEY (fulfillment_id) REFERENCES medusa.fulfillment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.fulfillment_label
    ADD CONSTRAINT fulfillment_label_fulfillment_id_foreign FOREIGN KEY (fulfillment_id) REFERENCES medusa.fulfillment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.fulfillment
    ADD CONSTRAINT fulfillment_provider_id_foreign FOREIGN KEY (provider_id) REFERENCES medusa.fulfillment_provider(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.fulfillment
    ADD CONSTRAINT fulfillment_shipping_option_id_foreign FOREIGN KEY (shipping_option_id) REFERENCES medusa.shipping_option(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.geo_zone
    ADD CONSTRAINT geo_zone_service_zone_id_foreign FOREIGN KEY (service_zone_id) REFERENCES medusa.service_zone(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.inventory_level
    ADD CONSTRAINT inventory_level_inventory_item_id_foreign FOREIGN KEY (inventory_item_id) REFERENCES medusa.inventory_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.notification
    ADD CONSTRAINT notification_provider_id_foreign FOREIGN KEY (provider_id) REFERENCES medusa.notification_provider(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa."order"
    ADD CONSTRAINT order_billing_address_id_foreign FOREIGN KEY (billing_address_id) REFERENCES medusa.order_address(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_change_action
    ADD CONSTRAINT order_change_action_order_change_id_foreign FOREIGN KEY (order_change_id) REFERENCES medusa.order_change(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_change
    ADD CONSTRAINT order_change_order_id_foreign FOREIGN KEY (order_id) REFERENCES medusa."order"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_item
    ADD CONSTRAINT order_item_item_id_foreign FOREIGN KEY (item_id) REFERENCES medusa.order_line_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_item
    ADD CONSTRAINT order_item_order_id_foreign FOREIGN KEY (order_id) REFERENCES medusa."order"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_line_item_adjustment
    ADD CONSTRAINT order_line_item_adjustment_item_id_foreign FOREIGN KEY (item_id) REFERENCES medusa.order_line_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_line_item_tax_line
    ADD CONSTRAINT order_line_item_tax_line_item_id_foreign FOREIGN KEY (item_id) REFERENCES medusa.order_line_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_line_item
    ADD CONSTRAINT order_line_item_totals_id_foreign FOREIGN KEY (totals_id) REFERENCES medusa.order_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa."order"
    ADD CONSTRAINT order_shipping_address_id_foreign FOREIGN KEY (shipping_address_id) REFERENCES medusa.order_address(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_shipping_method_adjustment
    ADD CONSTRAINT order_shipping_method_adjustment_shipping_method_id_foreign FOREIGN KEY (shipping_method_id) REFERENCES medusa.order_shipping_method(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_shipping_method_tax_line
    ADD CONSTRAINT order_shipping_method_tax_line_shipping_method_id_foreign FOREIGN KEY (shipping_method_id) REFERENCES medusa.order_shipping_method(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_shipping
    ADD CONSTRAINT order_shipping_order_id_foreign FOREIGN KEY (order_id) REFERENCES medusa."order"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.order_transaction
    ADD CONSTRAINT order_transaction_order_id_foreign FOREIGN KEY (order_id) REFERENCES medusa."order"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.payment_collection_payment_providers
    ADD CONSTRAINT payment_collection_payment_providers_payment_coll_aa276_foreign FOREIGN KEY (payment_collection_id) REFERENCES medusa.payment_collection(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.payment_collection_payment_providers
    ADD CONSTRAINT payment_collection_payment_providers_payment_provider_id_foreig FOREIGN KEY (payment_provider_id) REFERENCES medusa.payment_provider(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.payment
    ADD CONSTRAINT payment_payment_collection_id_foreign FOREIGN KEY (payment_collection_id) REFERENCES medusa.payment_collection(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.price_list_rule
    ADD CONSTRAINT price_list_rule_price_list_id_foreign FOREIGN KEY (price_list_id) REFERENCES medusa.price_list(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.price
    ADD CONSTRAINT price_price_list_id_foreign FOREIGN KEY (price_list_id) REFERENCES medusa.price_list(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.price
    ADD CONSTRAINT price_price_set_id_foreign FOREIGN KEY (price_set_id) REFERENCES medusa.price_set(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.price_rule
    ADD CONSTRAINT price_rule_price_id_foreign FOREIGN KEY (price_id) REFERENCES medusa.price(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_category
    ADD CONSTRAINT product_category_parent_category_id_foreign FOREIGN KEY (parent_category_id) REFERENCES medusa.product_category(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_category_product
    ADD CONSTRAINT product_category_product_product_category_id_foreign FOREIGN KEY (product_category_id) REFERENCES medusa.product_category(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_category_product
    ADD CONSTRAINT product_category_product_product_id_foreign FOREIGN KEY (product_id) REFERENCES medusa.product(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product
    ADD CONSTRAINT product_collection_id_foreign FOREIGN KEY (collection_id) REFERENCES medusa.product_collection(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.product_images
    ADD CONSTRAINT product_images_image_id_foreign FOREIGN KEY (image_id) REFERENCES medusa.image(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_images
    ADD CONSTRAINT product_images_product_id_foreign FOREIGN KEY (product_id) REFERENCES medusa.product(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_option
    ADD CONSTRAINT product_option_product_id_foreign FOREIGN KEY (product_id) REFERENCES medusa.product(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_option_value
    ADD CONSTRAINT product_option_value_option_id_foreign FOREIGN KEY (option_id) REFERENCES medusa.product_option(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_tags
    ADD CONSTRAINT product_tags_product_id_foreign FOREIGN KEY (product_id) REFERENCES medusa.product(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_tags
    ADD CONSTRAINT product_tags_product_tag_id_foreign FOREIGN KEY (product_tag_id) REFERENCES medusa.product_tag(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product
    ADD CONSTRAINT product_type_id_foreign FOREIGN KEY (type_id) REFERENCES medusa.product_type(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.product_variant_option
    ADD CONSTRAINT product_variant_option_option_value_id_foreign FOREIGN KEY (option_value_id) REFERENCES medusa.product_option_value(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_variant_option
    ADD CONSTRAINT product_variant_option_variant_id_foreign FOREIGN KEY (variant_id) REFERENCES medusa.product_variant(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.product_variant
    ADD CONSTRAINT product_variant_product_id_foreign FOREIGN KEY (product_id) REFERENCES medusa.product(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.promotion_application_method
    ADD CONSTRAINT promotion_application_method_promotion_id_foreign FOREIGN KEY (promotion_id) REFERENCES medusa.promotion(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.promotion_campaign_budget
    ADD CONSTRAINT promotion_campaign_budget_campaign_id_foreign FOREIGN KEY (campaign_id) REFERENCES medusa.promotion_campaign(id) ON UPDATE CASCADE;

ALTER TABLE ONLY medusa.promotion
    ADD CONSTRAINT promotion_campaign_id_foreign FOREIGN KEY (campaign_id) REFERENCES medusa.promotion_campaign(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.promotion_promotion_rule
    ADD CONSTRAINT promotion_promotion_rule_promotion_id_foreign FOREIGN KEY (promotion_id) REFERENCES medusa.promotion(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.promotion_promotion_rule
    ADD CONSTRAINT promotion_promotion_rule_promotion_rule_id_foreign FOREIGN KEY (promotion_rule_id) REFERENCES medusa.promotion_rule(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.promotion_rule_value
    ADD CONSTRAINT promotion_rule_value_promotion_rule_id_foreign FOREIGN KEY (promotion_rule_id) REFERENCES medusa.promotion_rule(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.provider_identity
    ADD CONSTRAINT provider_identity_auth_identity_id_foreign FOREIGN KEY (auth_identity_id) REFERENCES medusa.auth_identity(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.refund
    ADD CONSTRAINT refund_payment_id_foreign FOREIGN KEY (payment_id) REFERENCES medusa.payment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.region_country
    ADD CONSTRAINT region_country_region_id_foreign FOREIGN KEY (region_id) REFERENCES medusa.region(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.reservation_item
    ADD CONSTRAINT reservation_item_inventory_item_id_foreign FOREIGN KEY (inventory_item_id) REFERENCES medusa.inventory_item(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.return_reason
    ADD CONSTRAINT return_reason_parent_return_reason_id_foreign FOREIGN KEY (parent_return_reason_id) REFERENCES medusa.return_reason(id);

ALTER TABLE ONLY medusa.service_zone
    ADD CONSTRAINT service_zone_fulfillment_set_id_foreign FOREIGN KEY (fulfillment_set_id) REFERENCES medusa.fulfillment_set(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.shipping_option
    ADD CONSTRAINT shipping_option_provider_id_foreign FOREIGN KEY (provider_id) REFERENCES medusa.fulfillment_provider(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.shipping_option_rule
    ADD CONSTRAINT shipping_option_rule_shipping_option_id_foreign FOREIGN KEY (shipping_option_id) REFERENCES medusa.shipping_option(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.shipping_option
    ADD CONSTRAINT shipping_option_service_zone_id_foreign FOREIGN KEY (service_zone_id) REFERENCES medusa.service_zone(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.shipping_option
    ADD CONSTRAINT shipping_option_shipping_option_type_id_foreign FOREIGN KEY (shipping_option_type_id) REFERENCES medusa.shipping_option_type(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY medusa.shipping_option
    ADD CONSTRAINT shipping_option_shipping_profile_id_foreign FOREIGN KEY (shipping_profile_id) REFERENCES medusa.shipping_profile(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.stock_location
    ADD CONSTRAINT stock_location_address_id_foreign FOREIGN KEY (address_id) REFERENCES medusa.stock_location_address(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY medusa.store_currency
    ADD CONSTRAINT store_currency_store_id_foreign FOREIGN KEY (store_id) REFERENCES medusa.store(id) ON UPDATE CASCADE ON DELETE CASCADE;

-- MikroORM's migrator bookkeeping table (created by the migrator itself, not by a migration file;
-- transcribed as @mikro-orm/migrations creates it on PostgreSQL).
CREATE TABLE medusa.mikro_orm_migrations (
    id serial PRIMARY KEY,
    name character varying(255),
    executed_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP
);
`,
  cleans: [],
  shouldAsk: [
    {
      table: "medusa.workflow_execution",
      why: "stored workflow runs (complete-cart: its context and execution hold the cart, the customer's email and addresses, payment data) kept with a three-day retentionTime that nothing enforces, so kept forever",
    },
    {
      table: "medusa.notification",
      why: "every notification sent (recipient address in `to`, receiver_id, the template data: order and customer details), kept forever",
    },
    {
      table: "medusa.cart",
      why: "carts, most of them abandoned and never completed, with the shopper's email and customer id, kept forever",
    },
    {
      table: "medusa.cart_address",
      why: "names, street addresses and phone numbers typed into carts, abandoned ones included, kept forever",
    },
    {
      table: "medusa.payment_session",
      why: "payment provider sessions (the provider's data and the customer context) of carts that were never paid, kept forever",
    },
    {
      table: "medusa.invite",
      why: "admin invites (email, signed token) kept after expires_at has passed: an expired invite is refused but never deleted",
    },
  ],
  neverDelete: [
    "medusa.user",
    "medusa.auth_identity",
    "medusa.provider_identity",
    "medusa.customer",
    "medusa.customer_address",
    "medusa.customer_group",
    "medusa.customer_group_customer",
    "medusa.order",
    "medusa.order_item",
    "medusa.order_line_item",
    "medusa.order_line_item_adjustment",
    "medusa.order_line_item_tax_line",
    "medusa.order_address",
    "medusa.order_summary",
    "medusa.order_transaction",
    "medusa.order_shipping",
    "medusa.order_shipping_method",
    "medusa.order_change",
    "medusa.order_change_action",
    "medusa.order_claim",
    "medusa.order_claim_item",
    "medusa.order_exchange",
    "medusa.order_exchange_item",
    "medusa.return",
    "medusa.return_item",
    "medusa.fulfillment",
    "medusa.fulfillment_item",
    "medusa.payment_collection",
    "medusa.payment",
    "medusa.capture",
    "medusa.refund",
    "medusa.product",
    "medusa.product_variant",
    "medusa.product_category",
    "medusa.product_collection",
    "medusa.price_set",
    "medusa.price",
    "medusa.price_list",
    "medusa.promotion",
    "medusa.promotion_campaign",
    "medusa.store",
    "medusa.region",
    "medusa.sales_channel",
    "medusa.stock_location",
    "medusa.inventory_item",
    "medusa.inventory_level",
    "medusa.tax_rate",
    "medusa.tax_region",
  ],
};
