// Lago (Rails, db/structure.sql), from getlago/lago-api@1b1c24a6a6c321d7900b05906bf1b20f706c97c2.
// Schema: its db/structure.sql (config/application.rb:38-46: schema_format :sql, dumped with
// --clean --if-exists --no-comments and without enriched_events' monthly partitions) applied on
// PostgreSQL 15, read back with pg_dump (see the header of schemaSql). Lago's own deploy runs
// rails db:migrate (scripts/migrate.sh:11), which needs Ruby and is not replayed here; the dump is
// what those 658 migrations leave on a database with pg_partman, as Lago's CI has it
// (.github/workflows/spec.yml:15, image getlago/postgres-partman).
// Cleanup: the clockwork process (clock.rb, started by scripts/start.clock.sh) enqueues daily
// Clock::WebhooksCleanupJob at 01:00 (clock.rb:163-167), which deletes outgoing webhooks not updated
// for 90 days in batches of 1000 (app/jobs/clock/webhooks_cleanup_job.rb:8, 17-25), and
// Clock::InboundWebhooksCleanupJob at 01:10 (clock.rb:169-173), which deletes inbound webhooks not
// updated for 90 days (app/jobs/clock/inbound_webhooks_cleanup_job.rb:8), whatever their status.
// enriched_events is partitioned by month by pg_partman (when the extension is on the server) with a
// retention of 14 months, detaching older partitions and keeping them as tables
// (db/migrate/20260109132143_partition_enriched_events.rb:11-28); partman's maintenance
// (run_maintenance, or its background worker) is called nowhere in lago-api: an operator has to run it.
// Not counted: usage_monitoring_subscription_activities, a queue whose row is deleted once processed
// (app/jobs/usage_monitoring/process_subscription_activity_job.rb:21); password_resets, deleted when
// used (app/services/password_resets/reset_service.rb:31), an expired one never; pending_vies_checks,
// deleted when the customer's VAT check resolves; deletions on an administrator's or a user's request
// (webhook endpoints with their webhooks, taxes, metadata, the rake tasks of lib/tasks); soft deletes
// (deleted_at, discard) never purged. Lago's security, activity and API logs are in ClickHouse
// (db/clickhouse_migrate, no TTL there), not in this schema; api_keys "deleted" are expired
// (expires_at touched, app/services/api_keys/destroy_service.rb:20), never removed.
// In none of the lists: enriched_events_default (the default partition, not listed apart; partman's
// retention does not touch it), enriched_store_migrations and enriched_store_subscription_migrations
// (the bookkeeping of a move to ClickHouse's enriched store), error_details (invoice and tax errors,
// soft-deleted), idempotency_records (hashed keys), pending_vies_checks and
// usage_monitoring_subscription_activities (queues). versions (PaperTrail's history of customers,
// invoices, charges, credit notes and taxes, app/models/concerns/paper_trail_traceable.rb) is kept as
// a record and is in neverDelete.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "lago",
  framework: "rails",
  source: {
    repo: "getlago/lago-api",
    commit: "1b1c24a6a6c321d7900b05906bf1b20f706c97c2",
    schemaFrom:
      "db/structure.sql (Rails' structure dump) applied on PostgreSQL 15 with public. renamed lago., without pg_partman (not on the test server), and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 137 tables and enriched_events' default partition",
  },
  schemas: ["lago"],
  schemaSql: `
-- Lago: getlago/lago-api@1b1c24a6a6c321d7900b05906bf1b20f706c97c2
-- Built by applying db/structure.sql (the dump Rails writes with schema_format :sql) to an empty
-- PostgreSQL 15 database, with public. replaced by lago. (but public.gin_trgm_ops, pg_trgm's), read
-- back with pg_dump --schema-only --no-owner --no-privileges (its SET lines, the search_path
-- set_config, the restrict and unrestrict lines and its comments left out; the closing INSERT of
-- schema_migrations versions is data and not here). pg_partman is not on the test server: its
-- extension, its schema partman and the template table partman.create_parent made
-- (partman.template_public_enriched_events) are left out; enriched_events stays partitioned by range
-- of "timestamp" with its default partition, as the dump has it (its monthly partitions
-- enriched_events_p* are excluded from the dump by Lago itself). Its extensions (btree_gin, pg_trgm,
-- pgcrypto, unaccent) are in public, as the dump has them. The two trigger functions name their
-- tables unqualified, as Lago's search_path has them.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE SCHEMA lago;
SET search_path TO lago, public;

CREATE TYPE lago.billable_metric_rounding_function AS ENUM (
    'round',
    'floor',
    'ceil'
);

CREATE TYPE lago.billable_metric_weighted_interval AS ENUM (
    'seconds'
);

CREATE TYPE lago.billing_object_connection_behavior AS ENUM (
    'specific',
    'skip'
);

CREATE TYPE lago.connection_category AS ENUM (
    'payment',
    'tax',
    'accounting',
    'crm'
);

CREATE TYPE lago.customer_account_type AS ENUM (
    'customer',
    'partner'
);

CREATE TYPE lago.customer_type AS ENUM (
    'company',
    'individual'
);

CREATE TYPE lago.enriched_store_migration_status AS ENUM (
    'pending',
    'checking',
    'processing',
    'enabling',
    'completed',
    'failed'
);

CREATE TYPE lago.enriched_store_sub_migration_status AS ENUM (
    'pending',
    'comparing',
    'reprocessing',
    'waiting_for_enrichment',
    'deduplicating',
    'dedup_paused',
    'validating',
    'completed',
    'failed'
);

CREATE TYPE lago.entitlement_privilege_value_types AS ENUM (
    'integer',
    'string',
    'boolean',
    'select'
);

CREATE TYPE lago.entity_document_numbering AS ENUM (
    'per_customer',
    'per_billing_entity'
);

CREATE TYPE lago.fixed_charge_charge_model AS ENUM (
    'standard',
    'graduated',
    'volume'
);

CREATE TYPE lago.inbound_webhook_status AS ENUM (
    'pending',
    'processing',
    'succeeded',
    'failed'
);

CREATE TYPE lago.invoice_custom_section_type AS ENUM (
    'manual',
    'system_generated'
);

CREATE TYPE lago.invoice_settlement_settlement_type AS ENUM (
    'payment',
    'credit_note'
);

CREATE TYPE lago.order_execution_mode AS ENUM (
    'execute_in_lago',
    'order_only'
);

CREATE TYPE lago.order_form_status AS ENUM (
    'generated',
    'signed',
    'expired',
    'voided'
);

CREATE TYPE lago.order_form_void_reason AS ENUM (
    'manual',
    'expired',
    'invalid'
);

CREATE TYPE lago.order_status AS ENUM (
    'created',
    'executed',
    'failed'
);

CREATE TYPE lago.payment_method_types AS ENUM (
    'provider',
    'manual'
);

CREATE TYPE lago.payment_payable_payment_status AS ENUM (
    'pending',
    'processing',
    'succeeded',
    'failed'
);

CREATE TYPE lago.payment_type AS ENUM (
    'provider',
    'manual'
);

CREATE TYPE lago.plan_pricing_type AS ENUM (
    'legacy',
    'product_catalog'
);

CREATE TYPE lago.product_type AS ENUM (
    'usage',
    'fixed'
);

CREATE TYPE lago.quote_order_type AS ENUM (
    'subscription_creation',
    'subscription_amendment',
    'one_off'
);

CREATE TYPE lago.quote_status AS ENUM (
    'draft',
    'approved',
    'voided'
);

CREATE TYPE lago.quote_void_reason AS ENUM (
    'manual',
    'superseded',
    'cascade_of_expired',
    'cascade_of_voided'
);

CREATE TYPE lago.rate_card_billing_timing AS ENUM (
    'arrears',
    'advance'
);

CREATE TYPE lago.rate_card_rate_billing_interval_unit AS ENUM (
    'day',
    'week',
    'month',
    'year'
);

CREATE TYPE lago.rate_card_rate_model AS ENUM (
    'standard',
    'graduated',
    'package',
    'percentage',
    'volume',
    'graduated_percentage',
    'custom',
    'dynamic'
);

CREATE TYPE lago.rate_card_regroup_paid_fees AS ENUM (
    'none',
    'invoice'
);

CREATE TYPE lago.subscription_activation_rule_statuses AS ENUM (
    'inactive',
    'pending',
    'satisfied',
    'declined',
    'failed',
    'expired',
    'not_applicable'
);

CREATE TYPE lago.subscription_activation_rule_types AS ENUM (
    'payment'
);

CREATE TYPE lago.subscription_cancelation_reasons AS ENUM (
    'payment_failed',
    'timeout'
);

CREATE TYPE lago.subscription_cancellation_reasons AS ENUM (
    'payment_failed',
    'timeout'
);

CREATE TYPE lago.subscription_invoice_issuing_date_adjustments AS ENUM (
    'keep_anchor',
    'align_with_finalization_date'
);

CREATE TYPE lago.subscription_invoice_issuing_date_anchors AS ENUM (
    'current_period_end',
    'next_period_start'
);

CREATE TYPE lago.subscription_invoicing_reason AS ENUM (
    'subscription_starting',
    'subscription_periodic',
    'subscription_terminating',
    'in_advance_charge',
    'in_advance_charge_periodic',
    'progressive_billing'
);

CREATE TYPE lago.subscription_on_termination_credit_note AS ENUM (
    'credit',
    'skip',
    'refund',
    'offset'
);

CREATE TYPE lago.subscription_on_termination_invoice AS ENUM (
    'generate',
    'skip'
);

CREATE TYPE lago.tax_status AS ENUM (
    'pending',
    'succeeded',
    'failed'
);

CREATE TYPE lago.usage_monitoring_alert_direction AS ENUM (
    'increasing',
    'decreasing'
);

CREATE TYPE lago.usage_monitoring_alert_types AS ENUM (
    'current_usage_amount',
    'billable_metric_current_usage_amount',
    'billable_metric_current_usage_units',
    'lifetime_usage_amount',
    'wallet_balance_amount',
    'wallet_credits_balance',
    'wallet_ongoing_balance_amount',
    'wallet_credits_ongoing_balance',
    'billable_metric_lifetime_usage_units'
);

CREATE TYPE lago.usage_monitoring_triggered_alert_kinds AS ENUM (
    'triggered',
    'resolved',
    'seeded'
);

CREATE FUNCTION lago.ensure_role_consistency() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN IF OLD.organization_id IS NULL THEN RAISE EXCEPTION 'Predefined role cannot be modified'; ELSIF OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN RAISE EXCEPTION 'Custom role cannot be moved to another organization'; ELSIF OLD.code IS DISTINCT FROM NEW.code THEN RAISE EXCEPTION 'The code of the role cannot be changed'; ELSIF NEW.permissions != OLD.permissions THEN NEW.permissions := ARRAY(SELECT DISTINCT unnest(NEW.permissions) ORDER BY 1); END IF; RETURN NEW; END; $$;

CREATE FUNCTION lago.set_payment_receipt_number() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
        DECLARE
            cust_id uuid;
            next_payment_receipt integer;
            document_number_prefix character varying;
        BEGIN
          IF NEW.number IS NULL THEN
            SELECT i.customer_id INTO cust_id
            FROM invoices i
            INNER JOIN payments p ON (p.payable_id = i.id AND p.payable_type = 'Invoice')
            WHERE p.id = NEW.payment_id;

            IF cust_id IS NULL THEN
              SELECT pr.customer_id INTO cust_id
              FROM payment_requests pr
              LEFT JOIN payments p ON (p.payable_id = pr.id AND p.payable_type = 'PaymentRequest')
              WHERE p.id = NEW.payment_id;
            END IF;

            SELECT c.slug INTO document_number_prefix
            FROM customers c
            WHERE c.id = cust_id;

            -- Atomically increment the customer's payment receipt counter and get the new value
            UPDATE customers
            SET payment_receipt_counter = payment_receipt_counter + 1
            WHERE id = cust_id
            RETURNING payment_receipt_counter INTO next_payment_receipt;

            -- Construct the payment receipt number using the customer id and the new counter value
            NEW.number := document_number_prefix || '-RCPT-' || LPAD(next_payment_receipt::text, GREATEST(6, LENGTH(next_payment_receipt::text)), '0');
          END IF;
          RETURN NEW;
        END;
        $$;

CREATE TABLE lago.active_storage_attachments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying NOT NULL,
    record_type character varying NOT NULL,
    blob_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    record_id uuid
);

CREATE TABLE lago.active_storage_blobs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    key character varying NOT NULL,
    filename character varying NOT NULL,
    content_type character varying,
    metadata text,
    service_name character varying NOT NULL,
    byte_size bigint NOT NULL,
    checksum character varying,
    created_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.active_storage_variant_records (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    blob_id uuid NOT NULL,
    variation_digest character varying NOT NULL
);

CREATE TABLE lago.add_ons (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    description character varying,
    amount_cents bigint NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    invoice_display_name character varying
);

CREATE TABLE lago.add_ons_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    add_on_id uuid NOT NULL,
    tax_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.adjusted_fees (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    fee_id uuid,
    invoice_id uuid NOT NULL,
    subscription_id uuid,
    charge_id uuid,
    invoice_display_name character varying,
    fee_type integer,
    adjusted_units boolean DEFAULT false NOT NULL,
    adjusted_amount boolean DEFAULT false NOT NULL,
    units numeric DEFAULT 0.0 NOT NULL,
    unit_amount_cents bigint DEFAULT 0 NOT NULL,
    properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    group_id uuid,
    grouped_by jsonb DEFAULT '{}'::jsonb NOT NULL,
    charge_filter_id uuid,
    unit_precise_amount_cents numeric(40,15) DEFAULT 0.0 NOT NULL,
    organization_id uuid NOT NULL,
    fixed_charge_id uuid
);

CREATE TABLE lago.ai_conversations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    membership_id uuid NOT NULL,
    name character varying NOT NULL,
    mistral_conversation_id character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.api_keys (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    value character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    expires_at timestamp(6) without time zone,
    last_used_at timestamp(6) without time zone,
    name character varying,
    permissions jsonb NOT NULL
);

CREATE TABLE lago.applied_add_ons (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    add_on_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    amount_cents bigint NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.applied_coupons (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    coupon_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    status integer DEFAULT 0 NOT NULL,
    amount_cents bigint,
    amount_currency character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    terminated_at timestamp without time zone,
    percentage_rate numeric(10,5),
    frequency integer DEFAULT 0 NOT NULL,
    frequency_duration integer,
    frequency_duration_remaining integer,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.applied_invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    display_name character varying,
    details character varying,
    invoice_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.applied_pricing_units (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    pricing_unit_id uuid NOT NULL,
    organization_id uuid NOT NULL,
    pricing_unitable_type character varying NOT NULL,
    pricing_unitable_id uuid NOT NULL,
    conversion_rate numeric(40,15) DEFAULT 0.0 NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.applied_usage_thresholds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    usage_threshold_id uuid NOT NULL,
    invoice_id uuid NOT NULL,
    lifetime_usage_amount_cents bigint DEFAULT 0 NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.ar_internal_metadata (
    key character varying NOT NULL,
    value character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.billable_metric_filters (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    billable_metric_id uuid NOT NULL,
    key character varying NOT NULL,
    "values" character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.billable_metrics (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    description character varying,
    properties jsonb DEFAULT '{}'::jsonb,
    aggregation_type integer NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    field_name character varying,
    deleted_at timestamp(6) without time zone,
    recurring boolean DEFAULT false NOT NULL,
    weighted_interval lago.billable_metric_weighted_interval,
    custom_aggregator text,
    expression character varying,
    rounding_function lago.billable_metric_rounding_function,
    rounding_precision integer
);

CREATE VIEW lago.billable_metrics_grouped_charges AS
SELECT
    NULL::uuid AS organization_id,
    NULL::character varying AS code,
    NULL::integer AS aggregation_type,
    NULL::character varying AS field_name,
    NULL::uuid AS plan_id,
    NULL::uuid AS charge_id,
    NULL::boolean AS pay_in_advance,
    NULL::jsonb AS grouped_by,
    NULL::uuid AS charge_filter_id,
    NULL::json AS filters,
    NULL::jsonb AS filters_grouped_by;

CREATE TABLE lago.billing_entities (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    address_line1 character varying,
    address_line2 character varying,
    city character varying,
    country character varying,
    zipcode character varying,
    state character varying,
    timezone character varying DEFAULT 'UTC'::character varying NOT NULL,
    default_currency character varying DEFAULT 'USD'::character varying NOT NULL,
    document_locale character varying DEFAULT 'en'::character varying NOT NULL,
    document_number_prefix character varying,
    document_numbering lago.entity_document_numbering DEFAULT 'per_customer'::lago.entity_document_numbering NOT NULL,
    finalize_zero_amount_invoice boolean DEFAULT true NOT NULL,
    invoice_footer text,
    invoice_grace_period integer DEFAULT 0 NOT NULL,
    net_payment_term integer DEFAULT 0 NOT NULL,
    email character varying,
    email_settings character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    eu_tax_management boolean DEFAULT false,
    legal_name character varying,
    legal_number character varying,
    logo character varying,
    name character varying NOT NULL,
    code character varying NOT NULL,
    tax_identification_number character varying,
    vat_rate double precision DEFAULT 0.0 NOT NULL,
    archived_at timestamp(6) without time zone,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    applied_dunning_campaign_id uuid,
    einvoicing boolean DEFAULT false NOT NULL,
    subscription_invoice_issuing_date_anchor lago.subscription_invoice_issuing_date_anchors DEFAULT 'next_period_start'::lago.subscription_invoice_issuing_date_anchors NOT NULL,
    subscription_invoice_issuing_date_adjustment lago.subscription_invoice_issuing_date_adjustments DEFAULT 'align_with_finalization_date'::lago.subscription_invoice_issuing_date_adjustments NOT NULL,
    phone character varying,
    payment_term jsonb
);

CREATE TABLE lago.billing_entities_invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    billing_entity_id uuid NOT NULL,
    invoice_custom_section_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.billing_entities_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    billing_entity_id uuid NOT NULL,
    tax_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.billing_object_connections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    owner_type character varying NOT NULL,
    owner_id uuid NOT NULL,
    payment_provider_customer_id uuid,
    integration_customer_id uuid,
    category lago.connection_category NOT NULL,
    behavior lago.billing_object_connection_behavior NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.cached_aggregations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    "timestamp" timestamp(6) without time zone NOT NULL,
    external_subscription_id character varying NOT NULL,
    charge_id uuid NOT NULL,
    group_id uuid,
    current_aggregation numeric,
    max_aggregation numeric,
    max_aggregation_with_proration numeric,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    grouped_by jsonb DEFAULT '{}'::jsonb NOT NULL,
    charge_filter_id uuid,
    current_amount numeric,
    event_transaction_id character varying,
    presentation_breakdowns jsonb DEFAULT '[]'::jsonb NOT NULL
);

CREATE TABLE lago.charge_filter_values (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    charge_filter_id uuid NOT NULL,
    billable_metric_filter_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    "values" character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.charge_filters (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    charge_id uuid NOT NULL,
    properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    invoice_display_name character varying,
    organization_id uuid NOT NULL,
    code character varying
);

CREATE TABLE lago.charges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    billable_metric_id uuid,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    plan_id uuid,
    amount_currency character varying,
    charge_model integer DEFAULT 0 NOT NULL,
    properties jsonb DEFAULT '"{}"'::jsonb NOT NULL,
    deleted_at timestamp(6) without time zone,
    pay_in_advance boolean DEFAULT false NOT NULL,
    min_amount_cents bigint DEFAULT 0 NOT NULL,
    invoiceable boolean DEFAULT true NOT NULL,
    prorated boolean DEFAULT false NOT NULL,
    invoice_display_name character varying,
    regroup_paid_fees integer,
    parent_id uuid,
    organization_id uuid NOT NULL,
    code character varying NOT NULL,
    accepts_target_wallet boolean DEFAULT false NOT NULL
);

CREATE TABLE lago.charges_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    charge_id uuid NOT NULL,
    tax_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.commitments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    plan_id uuid NOT NULL,
    commitment_type integer NOT NULL,
    amount_cents bigint NOT NULL,
    invoice_display_name character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.commitments_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    commitment_id uuid NOT NULL,
    tax_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.coupon_targets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    coupon_id uuid NOT NULL,
    plan_id uuid,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    billable_metric_id uuid,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.coupons (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    status integer DEFAULT 0 NOT NULL,
    terminated_at timestamp(6) without time zone,
    amount_cents bigint,
    amount_currency character varying,
    expiration integer NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    coupon_type integer DEFAULT 0 NOT NULL,
    percentage_rate numeric(10,5),
    frequency integer DEFAULT 0 NOT NULL,
    frequency_duration integer,
    expiration_at timestamp(6) without time zone,
    reusable boolean DEFAULT true NOT NULL,
    limited_plans boolean DEFAULT false NOT NULL,
    deleted_at timestamp(6) without time zone,
    limited_billable_metrics boolean DEFAULT false NOT NULL,
    description text
);

CREATE TABLE lago.credit_note_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    credit_note_id uuid NOT NULL,
    fee_id uuid,
    amount_cents bigint DEFAULT 0 NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    precise_amount_cents numeric(30,5) NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.credit_notes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    invoice_id uuid NOT NULL,
    sequential_id integer NOT NULL,
    number character varying NOT NULL,
    credit_amount_cents bigint DEFAULT 0 NOT NULL,
    credit_amount_currency character varying NOT NULL,
    credit_status integer,
    balance_amount_cents bigint DEFAULT 0 NOT NULL,
    balance_amount_currency character varying DEFAULT '0'::character varying NOT NULL,
    reason integer NOT NULL,
    file character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    total_amount_cents bigint DEFAULT 0 NOT NULL,
    total_amount_currency character varying NOT NULL,
    refund_amount_cents bigint DEFAULT 0 NOT NULL,
    refund_amount_currency character varying,
    refund_status integer,
    voided_at timestamp(6) without time zone,
    description text,
    taxes_amount_cents bigint DEFAULT 0 NOT NULL,
    refunded_at timestamp(6) without time zone,
    issuing_date date NOT NULL,
    status integer DEFAULT 1 NOT NULL,
    coupons_adjustment_amount_cents bigint DEFAULT 0 NOT NULL,
    precise_coupons_adjustment_amount_cents numeric(30,5) DEFAULT 0.0 NOT NULL,
    precise_taxes_amount_cents numeric(30,5) DEFAULT 0.0 NOT NULL,
    taxes_rate double precision DEFAULT 0.0 NOT NULL,
    organization_id uuid NOT NULL,
    xml_file character varying,
    offset_amount_cents bigint DEFAULT 0 NOT NULL,
    offset_amount_currency character varying
);

CREATE TABLE lago.credit_notes_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    credit_note_id uuid NOT NULL,
    tax_id uuid,
    tax_description character varying,
    tax_code character varying NOT NULL,
    tax_name character varying NOT NULL,
    tax_rate double precision DEFAULT 0.0 NOT NULL,
    amount_cents bigint DEFAULT 0 NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    base_amount_cents bigint DEFAULT 0 NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.credits (
    invoice_id uuid,
    applied_coupon_id uuid,
    amount_cents bigint NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    credit_note_id uuid,
    before_taxes boolean DEFAULT false NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    progressive_billing_invoice_id uuid,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.customer_metadata (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    key character varying NOT NULL,
    value character varying NOT NULL,
    display_in_invoice boolean DEFAULT false NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.customers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    external_id character varying NOT NULL,
    name character varying,
    organization_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    country character varying,
    address_line1 character varying,
    address_line2 character varying,
    state character varying,
    zipcode character varying,
    email character varying,
    city character varying,
    url character varying,
    phone character varying,
    logo_url character varying,
    legal_name character varying,
    legal_number character varying,
    vat_rate double precision,
    payment_provider character varying,
    slug character varying,
    sequential_id bigint,
    currency character varying,
    invoice_grace_period integer,
    timezone character varying,
    deleted_at timestamp(6) without time zone,
    document_locale character varying,
    tax_identification_number character varying,
    net_payment_term integer,
    external_salesforce_id character varying,
    payment_provider_code character varying,
    shipping_address_line1 character varying,
    shipping_address_line2 character varying,
    shipping_city character varying,
    shipping_zipcode character varying,
    shipping_state character varying,
    shipping_country character varying,
    finalize_zero_amount_invoice integer DEFAULT 0 NOT NULL,
    firstname character varying,
    lastname character varying,
    customer_type lago.customer_type,
    applied_dunning_campaign_id uuid,
    exclude_from_dunning_campaign boolean DEFAULT false NOT NULL,
    last_dunning_campaign_attempt integer DEFAULT 0 NOT NULL,
    last_dunning_campaign_attempt_at timestamp without time zone,
    skip_invoice_custom_sections boolean DEFAULT false NOT NULL,
    account_type lago.customer_account_type DEFAULT 'customer'::lago.customer_account_type NOT NULL,
    billing_entity_id uuid NOT NULL,
    payment_receipt_counter bigint DEFAULT 0 NOT NULL,
    subscription_invoice_issuing_date_anchor lago.subscription_invoice_issuing_date_anchors,
    subscription_invoice_issuing_date_adjustment lago.subscription_invoice_issuing_date_adjustments,
    awaiting_wallet_refresh boolean DEFAULT false NOT NULL,
    dunning_currency_attempts jsonb DEFAULT '{}'::jsonb NOT NULL,
    payment_term jsonb,
    CONSTRAINT check_customers_on_invoice_grace_period CHECK ((invoice_grace_period >= 0)),
    CONSTRAINT check_customers_on_net_payment_term CHECK ((net_payment_term >= 0))
);

CREATE TABLE lago.customers_invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    billing_entity_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    invoice_custom_section_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.customers_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    tax_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.daily_usages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    external_subscription_id character varying NOT NULL,
    from_datetime timestamp(6) without time zone NOT NULL,
    to_datetime timestamp(6) without time zone NOT NULL,
    usage jsonb DEFAULT '"{}"'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    refreshed_at timestamp(6) without time zone NOT NULL,
    usage_diff jsonb DEFAULT '"{}"'::jsonb NOT NULL,
    usage_date date
);

CREATE TABLE lago.data_export_parts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    index integer,
    data_export_id uuid NOT NULL,
    object_ids uuid[] NOT NULL,
    completed boolean DEFAULT false NOT NULL,
    csv_lines text,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.data_exports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    format integer,
    resource_type character varying NOT NULL,
    resource_query jsonb DEFAULT '{}'::jsonb,
    status integer DEFAULT 0 NOT NULL,
    expires_at timestamp without time zone,
    started_at timestamp without time zone,
    completed_at timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    membership_id uuid,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.dunning_campaign_thresholds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    dunning_campaign_id uuid NOT NULL,
    currency character varying NOT NULL,
    amount_cents bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp without time zone,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.dunning_campaigns (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    description text,
    applied_to_organization boolean DEFAULT false NOT NULL,
    days_between_attempts integer DEFAULT 1 NOT NULL,
    max_attempts integer DEFAULT 1 NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp without time zone,
    bcc_emails character varying[] DEFAULT '{}'::character varying[]
);

CREATE TABLE lago.enriched_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    event_id uuid NOT NULL,
    transaction_id character varying NOT NULL,
    external_subscription_id character varying NOT NULL,
    code character varying NOT NULL,
    "timestamp" timestamp(6) without time zone NOT NULL,
    subscription_id uuid NOT NULL,
    plan_id uuid NOT NULL,
    charge_id uuid NOT NULL,
    charge_filter_id uuid,
    grouped_by jsonb DEFAULT '{}'::jsonb NOT NULL,
    value character varying,
    decimal_value numeric(40,15) DEFAULT 0.0 NOT NULL,
    enriched_at timestamp(6) without time zone NOT NULL,
    operation_type character varying,
    precise_total_amount_cents numeric(40,15),
    target_wallet_code character varying
)
PARTITION BY RANGE ("timestamp");

CREATE TABLE lago.enriched_events_default (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    event_id uuid NOT NULL,
    transaction_id character varying NOT NULL,
    external_subscription_id character varying NOT NULL,
    code character varying NOT NULL,
    "timestamp" timestamp(6) without time zone NOT NULL,
    subscription_id uuid NOT NULL,
    plan_id uuid NOT NULL,
    charge_id uuid NOT NULL,
    charge_filter_id uuid,
    grouped_by jsonb DEFAULT '{}'::jsonb NOT NULL,
    value character varying,
    decimal_value numeric(40,15) DEFAULT 0.0 NOT NULL,
    enriched_at timestamp(6) without time zone NOT NULL,
    operation_type character varying,
    precise_total_amount_cents numeric(40,15),
    target_wallet_code character varying
);

CREATE TABLE lago.enriched_store_migrations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    status lago.enriched_store_migration_status DEFAULT 'pending'::lago.enriched_store_migration_status NOT NULL,
    started_at timestamp(6) without time zone,
    completed_at timestamp(6) without time zone,
    error_message text,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.enriched_store_subscription_migrations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    enriched_store_migration_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    organization_id uuid NOT NULL,
    status lago.enriched_store_sub_migration_status DEFAULT 'pending'::lago.enriched_store_sub_migration_status NOT NULL,
    billable_metric_codes jsonb DEFAULT '[]'::jsonb,
    events_reprocessed_count integer DEFAULT 0,
    duplicates_removed_count integer DEFAULT 0,
    dedup_pending_queries jsonb DEFAULT '[]'::jsonb,
    comparison_results jsonb DEFAULT '{}'::jsonb,
    error_message text,
    started_at timestamp(6) without time zone,
    completed_at timestamp(6) without time zone,
    attempts integer DEFAULT 0,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.entitlement_entitlement_values (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    entitlement_privilege_id uuid NOT NULL,
    entitlement_entitlement_id uuid NOT NULL,
    value character varying NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.entitlement_entitlements (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    entitlement_feature_id uuid NOT NULL,
    plan_id uuid,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    subscription_id uuid,
    CONSTRAINT entitlement_check_exactly_one_parent CHECK (((plan_id IS NOT NULL) <> (subscription_id IS NOT NULL)))
);

CREATE TABLE lago.entitlement_features (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    code character varying NOT NULL,
    name character varying,
    description character varying,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.entitlement_privileges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    entitlement_feature_id uuid NOT NULL,
    code character varying NOT NULL,
    name character varying,
    value_type lago.entitlement_privilege_value_types DEFAULT 'string'::lago.entitlement_privilege_value_types NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.entitlement_subscription_feature_removals (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    entitlement_feature_id uuid,
    subscription_id uuid NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    entitlement_privilege_id uuid,
    CONSTRAINT check_exactly_one_feature_or_privilege_removal CHECK (((entitlement_feature_id IS NOT NULL) <> (entitlement_privilege_id IS NOT NULL)))
);

CREATE TABLE lago.error_details (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    owner_type character varying NOT NULL,
    owner_id uuid NOT NULL,
    organization_id uuid NOT NULL,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    error_code integer DEFAULT 0 NOT NULL
);

CREATE TABLE lago.events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    customer_id uuid,
    transaction_id character varying NOT NULL,
    code character varying NOT NULL,
    properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    "timestamp" timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    subscription_id uuid,
    deleted_at timestamp(6) without time zone,
    external_customer_id character varying,
    external_subscription_id character varying,
    precise_total_amount_cents numeric(40,15)
)
WITH (autovacuum_vacuum_scale_factor='0.005');

CREATE VIEW lago.exports_applied_coupons AS
 SELECT ac.organization_id,
    ac.id AS lago_id,
    ac.coupon_id AS lago_coupon_id,
    ac.customer_id AS lago_customer_id,
        CASE ac.status
            WHEN 0 THEN 'active'::text
            WHEN 1 THEN 'terminated'::text
            ELSE NULL::text
        END AS status,
    ac.amount_cents,
        CASE ac.frequency
            WHEN 0 THEN NULL::bigint
            WHEN 1 THEN NULL::bigint
            ELSE
            CASE
                WHEN (cp.coupon_type = 1) THEN NULL::bigint
                ELSE (ac.amount_cents - ( SELECT (sum(cr.amount_cents))::bigint AS sum
                   FROM lago.credits cr
                  WHERE (cr.applied_coupon_id = ac.id)))
            END
        END AS amount_cents_remaining,
    ac.amount_currency,
    ac.percentage_rate,
        CASE ac.frequency
            WHEN 0 THEN 'once'::text
            WHEN 1 THEN 'recurring'::text
            WHEN 2 THEN 'forever'::text
            ELSE NULL::text
        END AS frequency,
    ac.frequency_duration,
    ac.frequency_duration_remaining,
    ac.created_at,
    ac.terminated_at,
    ac.updated_at,
    ( SELECT json_agg(json_build_object('lago_id', cr.id, 'amount_cents', cr.amount_cents, 'amount_currency', cr.amount_currency, 'before_taxes', cr.before_taxes)) AS json_agg
           FROM lago.credits cr
          WHERE (cr.applied_coupon_id = ac.id)) AS credits
   FROM (lago.applied_coupons ac
     LEFT JOIN lago.coupons cp ON ((cp.id = ac.coupon_id)));

CREATE VIEW lago.exports_billable_metrics AS
 SELECT bm.organization_id,
    bm.id AS lago_id,
    bm.name,
    bm.code,
    bm.description,
        CASE bm.aggregation_type
            WHEN 0 THEN 'count_agg'::text
            WHEN 1 THEN 'sum_agg'::text
            WHEN 2 THEN 'max_agg'::text
            WHEN 3 THEN 'unique_count_agg'::text
            WHEN 5 THEN 'weighted_sum_agg'::text
            WHEN 6 THEN 'latest_agg'::text
            WHEN 7 THEN 'custom_agg'::text
            ELSE 'unknown'::text
        END AS aggregation_type,
    (bm.weighted_interval)::text AS weighted_interval,
    bm.recurring,
    (bm.rounding_function)::text AS rounding_function,
    bm.rounding_precision,
    bm.created_at,
    bm.updated_at,
    bm.field_name,
    bm.expression,
    COALESCE(( SELECT json_agg(json_build_object('key', bmf.key, 'values', bmf."values")) AS json_agg
           FROM lago.billable_metric_filters bmf
          WHERE ((bmf.billable_metric_id = bm.id) AND (bmf.deleted_at IS NULL))), '[]'::json) AS filters
   FROM lago.billable_metrics bm
  WHERE (bm.deleted_at IS NULL);

CREATE VIEW lago.exports_billing_entities AS
 SELECT be.organization_id,
    be.id AS lago_id,
    be.code,
    be.name,
    be.legal_name,
    be.legal_number,
    be.email,
    be.address_line1,
    be.address_line2,
    be.city,
    be.zipcode,
    be.state,
    be.country,
    be.vat_rate,
    be.timezone,
    be.created_at,
    be.updated_at,
    be.archived_at,
    be.deleted_at
   FROM lago.billing_entities be;

CREATE VIEW lago.exports_charges AS
 SELECT c.organization_id,
    c.id AS lago_id,
    c.billable_metric_id AS lago_billable_metric_id,
    c.plan_id AS lago_plan_id,
    c.invoice_display_name,
    c.created_at,
    c.updated_at,
    c.deleted_at,
        CASE c.charge_model
            WHEN 0 THEN 'standard'::text
            WHEN 1 THEN 'graduated'::text
            WHEN 2 THEN 'package'::text
            WHEN 3 THEN 'percentage'::text
            WHEN 4 THEN 'volume'::text
            WHEN 5 THEN 'graduated_percentage'::text
            WHEN 6 THEN 'custom'::text
            WHEN 7 THEN 'dynamic'::text
            ELSE NULL::text
        END AS charge_model,
    c.invoiceable,
        CASE c.regroup_paid_fees
            WHEN 0 THEN 'invoice'::text
            ELSE NULL::text
        END AS regroup_paid_fees,
    c.pay_in_advance,
    c.prorated,
    c.min_amount_cents,
    c.properties,
    ( SELECT json_agg(json_build_object('invoice_display_name', cf.invoice_display_name, 'properties', cf.properties, 'values', ( SELECT json_agg(json_build_object(cfcv.billable_metric_filter_id, cfcv."values")) AS json_agg
                   FROM lago.charge_filter_values cfcv
                  WHERE (cfcv.charge_filter_id = cf.id)))) AS json_agg
           FROM lago.charge_filters cf
          WHERE (cf.charge_id = c.id)) AS charge_filters
   FROM lago.charges c;

CREATE VIEW lago.exports_coupons AS
 SELECT cp.organization_id,
    cp.id AS lago_id,
    cp.name,
    cp.code,
    cp.description,
        CASE cp.coupon_type
            WHEN 0 THEN 'fixed_amount'::text
            WHEN 1 THEN 'percentage'::text
            ELSE NULL::text
        END AS coupon_type,
    cp.amount_cents,
    cp.amount_currency,
    cp.percentage_rate,
        CASE cp.frequency
            WHEN 0 THEN 'once'::text
            WHEN 1 THEN 'recurring'::text
            WHEN 2 THEN 'forever'::text
            ELSE NULL::text
        END AS frequency,
    cp.frequency_duration,
    cp.reusable,
    cp.limited_plans,
    cp.limited_billable_metrics,
    to_json(ARRAY( SELECT cpt.plan_id
           FROM lago.coupon_targets cpt
          WHERE ((cpt.coupon_id = cp.id) AND (cpt.plan_id IS NOT NULL)))) AS lago_plan_ids,
    to_json(ARRAY( SELECT cpt.billable_metric_id
           FROM lago.coupon_targets cpt
          WHERE ((cpt.coupon_id = cp.id) AND (cpt.billable_metric_id IS NOT NULL)))) AS lago_billable_metrics_ids,
    cp.created_at,
        CASE cp.expiration
            WHEN 0 THEN 'no_expiration'::text
            WHEN 1 THEN 'time_limit'::text
            ELSE NULL::text
        END AS expiration,
    cp.expiration_at,
    cp.terminated_at,
    cp.updated_at
   FROM lago.coupons cp;

CREATE TABLE lago.item_metadata (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    owner_type character varying NOT NULL,
    owner_id uuid NOT NULL,
    value jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    CONSTRAINT item_metadata_value_must_be_json_object CHECK ((jsonb_typeof(value) = 'object'::text))
);

CREATE VIEW lago.exports_credit_notes AS
 SELECT cn.organization_id,
    cn.id AS lago_id,
    cn.sequential_id,
    cn.number,
    cn.invoice_id AS lago_invoice_id,
    cn.issuing_date,
        CASE cn.credit_status
            WHEN 0 THEN 'available'::text
            WHEN 1 THEN 'consumed'::text
            WHEN 2 THEN 'voided'::text
            ELSE NULL::text
        END AS credit_status,
        CASE cn.refund_status
            WHEN 0 THEN 'pending'::text
            WHEN 1 THEN 'succeeded'::text
            WHEN 2 THEN 'failed'::text
            ELSE NULL::text
        END AS refund_status,
        CASE cn.reason
            WHEN 0 THEN 'duplicated_charge'::text
            WHEN 1 THEN 'product_unsatisfactory'::text
            WHEN 2 THEN 'order_change'::text
            WHEN 3 THEN 'order_cancellation'::text
            WHEN 4 THEN 'fraudulent_charge'::text
            WHEN 5 THEN 'other'::text
            ELSE NULL::text
        END AS reason,
    cn.description,
    cn.total_amount_currency AS currency,
    cn.total_amount_cents,
    cn.taxes_amount_cents,
    (round(((( SELECT (sum(ci.precise_amount_cents))::bigint AS sum
           FROM lago.credit_note_items ci
          WHERE (ci.credit_note_id = cn.id)))::numeric - cn.precise_coupons_adjustment_amount_cents)))::bigint AS sub_total_excluding_taxes_amount_cents,
    cn.balance_amount_cents,
    cn.credit_amount_cents,
    cn.refund_amount_cents,
    cn.coupons_adjustment_amount_cents,
    cn.taxes_rate,
    cn.created_at,
    cn.updated_at,
    cn.refunded_at,
    ( SELECT json_agg(json_build_object('lago_id', ci.id, 'amount_cents', ci.amount_cents, 'amount_currency', ci.amount_currency, 'lago_fee_id', ci.fee_id)) AS json_agg
           FROM lago.credit_note_items ci
          WHERE (ci.credit_note_id = cn.id)) AS items,
    ( SELECT json_agg(json_build_object('key', je.key, 'value', je.value)) AS json_agg
           FROM lago.item_metadata im,
            LATERAL jsonb_each_text(im.value) je(key, value)
          WHERE (((im.owner_type)::text = 'CreditNote'::text) AND (im.owner_id = cn.id))) AS metadata,
    ( SELECT json_agg(json_build_object('lago_id', ed.id, 'error_code', ed.error_code, 'details', ed.details)) AS json_agg
           FROM lago.error_details ed
          WHERE (((ed.owner_type)::text = 'CreditNote'::text) AND (ed.owner_id = cn.id))) AS error_details
   FROM lago.credit_notes cn
  WHERE (cn.status <> 2);

CREATE VIEW lago.exports_credit_notes_taxes AS
 SELECT cnt.organization_id,
    cnt.id AS lago_id,
    cnt.tax_id AS lago_tax_id,
    cnt.credit_note_id AS lago_credit_note_id,
    cnt.tax_name,
    cnt.tax_code,
    cnt.tax_rate,
    cnt.tax_description,
    cnt.base_amount_cents,
    cnt.amount_cents,
    cnt.amount_currency,
    cnt.created_at,
    cnt.updated_at
   FROM lago.credit_notes_taxes cnt;

CREATE TABLE lago.organizations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    api_key character varying,
    webhook_url character varying,
    vat_rate double precision DEFAULT 0.0 NOT NULL,
    country character varying,
    address_line1 character varying,
    address_line2 character varying,
    state character varying,
    zipcode character varying,
    email character varying,
    city character varying,
    logo character varying,
    legal_name character varying,
    legal_number character varying,
    invoice_footer text,
    invoice_grace_period integer DEFAULT 0 NOT NULL,
    timezone character varying DEFAULT 'UTC'::character varying NOT NULL,
    document_locale character varying DEFAULT 'en'::character varying NOT NULL,
    email_settings character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    tax_identification_number character varying,
    net_payment_term integer DEFAULT 0 NOT NULL,
    default_currency character varying DEFAULT 'USD'::character varying NOT NULL,
    document_numbering integer DEFAULT 0 NOT NULL,
    document_number_prefix character varying,
    eu_tax_management boolean DEFAULT false,
    premium_integrations character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    custom_aggregation boolean DEFAULT false,
    finalize_zero_amount_invoice boolean DEFAULT true NOT NULL,
    clickhouse_events_store boolean DEFAULT false NOT NULL,
    hmac_key character varying NOT NULL,
    authentication_methods character varying[] DEFAULT '{email_password,google_oauth}'::character varying[] NOT NULL,
    audit_logs_period integer DEFAULT 30,
    pre_filter_events boolean DEFAULT false NOT NULL,
    clickhouse_deduplication_enabled boolean DEFAULT false NOT NULL,
    feature_flags character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    max_wallets integer,
    slug character varying NOT NULL,
    CONSTRAINT check_organizations_on_invoice_grace_period CHECK ((invoice_grace_period >= 0)),
    CONSTRAINT check_organizations_on_net_payment_term CHECK ((net_payment_term >= 0))
);

CREATE TABLE lago.payment_provider_customers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    payment_provider_id uuid,
    type character varying NOT NULL,
    provider_customer_id character varying,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    organization_id uuid NOT NULL,
    code character varying,
    is_default boolean DEFAULT false NOT NULL
);

CREATE VIEW lago.exports_customers AS
 SELECT c.organization_id,
    c.id AS lago_id,
    c.billing_entity_id,
    c.external_id,
    (c.account_type)::text AS account_type,
    c.name,
    c.firstname,
    c.lastname,
    (c.customer_type)::text AS customer_type,
    c.sequential_id,
    c.slug,
    c.created_at,
    c.updated_at,
    c.deleted_at,
    c.country,
    c.address_line1,
    c.address_line2,
    c.state,
    c.zipcode,
    c.email,
    c.city,
    c.url,
    c.phone,
    c.legal_name,
    c.legal_number,
    c.currency,
    c.tax_identification_number,
    c.timezone,
    COALESCE(c.timezone, o.timezone, 'UTC'::character varying) AS applicable_timezone,
    c.net_payment_term,
    c.external_salesforce_id,
        CASE c.finalize_zero_amount_invoice
            WHEN 0 THEN 'inherit'::text
            WHEN 1 THEN 'skip'::text
            WHEN 2 THEN 'finalize'::text
            ELSE NULL::text
        END AS finalize_zero_amount_invoice,
    c.skip_invoice_custom_sections,
    c.payment_provider,
    c.payment_provider_code,
    c.invoice_grace_period,
    c.vat_rate,
    COALESCE(c.invoice_grace_period, o.invoice_grace_period) AS applicable_invoice_grace_period,
    c.document_locale,
    ppc.provider_customer_id,
    ppc.settings AS provider_settings,
    '{}'::json AS metadata,
    '[]'::json AS lago_taxes_ids
   FROM ((lago.customers c
     LEFT JOIN lago.organizations o ON ((o.id = c.organization_id)))
     LEFT JOIN lago.payment_provider_customers ppc ON (((ppc.customer_id = c.id) AND (ppc.deleted_at IS NULL) AND (ppc.payment_provider_id IS NOT NULL))));

CREATE VIEW lago.exports_daily_usages AS
 SELECT du.organization_id,
    du.id AS lago_id,
    du.from_datetime,
    du.to_datetime,
    du.refreshed_at,
    du.usage_date,
    du.usage AS daily_usage,
    du.usage_diff AS daily_usage_diff,
    du.created_at,
    du.updated_at,
    du.customer_id AS lago_customer_id,
    du.subscription_id AS lago_subscription_id,
    du.external_subscription_id
   FROM lago.daily_usages du;

CREATE VIEW lago.exports_entitlement_entitlement_values AS
 SELECT ev.id AS lago_id,
    ev.organization_id,
    ev.entitlement_entitlement_id AS lago_entitlement_entitlement_id,
    ev.entitlement_privilege_id AS lago_entitlement_privilege_id,
    ev.value,
    ev.deleted_at,
    ev.created_at,
    ev.updated_at
   FROM lago.entitlement_entitlement_values ev;

CREATE VIEW lago.exports_entitlement_entitlements AS
 SELECT ee.id AS lago_id,
    ee.organization_id,
    ee.entitlement_feature_id AS lago_entitlement_feature_id,
    ee.plan_id AS lago_plan_id,
    ee.subscription_id AS lago_subscription_id,
    ee.deleted_at,
    ee.created_at,
    ee.updated_at
   FROM lago.entitlement_entitlements ee;

CREATE VIEW lago.exports_entitlement_features AS
 SELECT ef.id AS lago_id,
    ef.organization_id,
    ef.code,
    ef.name,
    ef.description,
    ef.deleted_at,
    ef.created_at,
    ef.updated_at
   FROM lago.entitlement_features ef;

CREATE TABLE lago.fees (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid,
    charge_id uuid,
    subscription_id uuid,
    amount_cents bigint NOT NULL,
    amount_currency character varying NOT NULL,
    taxes_amount_cents bigint NOT NULL,
    taxes_rate double precision DEFAULT 0.0 NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    units numeric DEFAULT 0.0 NOT NULL,
    applied_add_on_id uuid,
    properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    fee_type integer,
    invoiceable_type character varying,
    invoiceable_id uuid,
    events_count integer,
    group_id uuid,
    pay_in_advance_event_id uuid,
    payment_status integer DEFAULT 0 NOT NULL,
    succeeded_at timestamp(6) without time zone,
    failed_at timestamp(6) without time zone,
    refunded_at timestamp(6) without time zone,
    true_up_parent_fee_id uuid,
    add_on_id uuid,
    description character varying,
    unit_amount_cents bigint DEFAULT 0 NOT NULL,
    pay_in_advance boolean DEFAULT false NOT NULL,
    precise_coupons_amount_cents numeric(30,5) DEFAULT 0.0 NOT NULL,
    total_aggregated_units numeric,
    invoice_display_name character varying,
    precise_unit_amount numeric(30,15) DEFAULT 0.0 NOT NULL,
    amount_details jsonb DEFAULT '{}'::jsonb NOT NULL,
    charge_filter_id uuid,
    grouped_by jsonb DEFAULT '{}'::jsonb NOT NULL,
    pay_in_advance_event_transaction_id character varying,
    deleted_at timestamp(6) without time zone,
    precise_amount_cents numeric(40,15) DEFAULT 0.0 NOT NULL,
    taxes_precise_amount_cents numeric(40,15) DEFAULT 0.0 NOT NULL,
    taxes_base_rate double precision DEFAULT 1.0 NOT NULL,
    organization_id uuid NOT NULL,
    billing_entity_id uuid NOT NULL,
    precise_credit_notes_amount_cents numeric(30,5) DEFAULT 0.0 NOT NULL,
    fixed_charge_id uuid,
    duplicated_in_advance boolean DEFAULT false,
    original_fee_id uuid,
    rate_card_rate_id uuid,
    rate_override_id uuid
);

CREATE TABLE lago.invoices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    issuing_date date,
    taxes_amount_cents bigint DEFAULT 0 NOT NULL,
    total_amount_cents bigint DEFAULT 0 NOT NULL,
    invoice_type integer DEFAULT 0 NOT NULL,
    payment_status integer DEFAULT 0 NOT NULL,
    number character varying DEFAULT ''::character varying NOT NULL,
    sequential_id integer,
    file character varying,
    customer_id uuid,
    taxes_rate double precision DEFAULT 0.0 NOT NULL,
    status integer DEFAULT 1 NOT NULL,
    timezone character varying DEFAULT 'UTC'::character varying NOT NULL,
    payment_attempts integer DEFAULT 0 NOT NULL,
    ready_for_payment_processing boolean DEFAULT true NOT NULL,
    organization_id uuid NOT NULL,
    version_number integer DEFAULT 4 NOT NULL,
    currency character varying,
    fees_amount_cents bigint DEFAULT 0 NOT NULL,
    coupons_amount_cents bigint DEFAULT 0 NOT NULL,
    credit_notes_amount_cents bigint DEFAULT 0 NOT NULL,
    prepaid_credit_amount_cents bigint DEFAULT 0 NOT NULL,
    sub_total_excluding_taxes_amount_cents bigint DEFAULT 0 NOT NULL,
    sub_total_including_taxes_amount_cents bigint DEFAULT 0 NOT NULL,
    payment_due_date date,
    net_payment_term integer DEFAULT 0 NOT NULL,
    voided_at timestamp(6) without time zone,
    organization_sequential_id integer DEFAULT 0 NOT NULL,
    ready_to_be_refreshed boolean DEFAULT false NOT NULL,
    payment_dispute_lost_at timestamp(6) without time zone DEFAULT NULL::timestamp without time zone,
    skip_charges boolean DEFAULT false NOT NULL,
    payment_overdue boolean DEFAULT false,
    negative_amount_cents bigint DEFAULT 0 NOT NULL,
    progressive_billing_credit_amount_cents bigint DEFAULT 0 NOT NULL,
    tax_status lago.tax_status,
    total_paid_amount_cents bigint DEFAULT 0 NOT NULL,
    self_billed boolean DEFAULT false NOT NULL,
    applied_grace_period integer,
    billing_entity_id uuid NOT NULL,
    billing_entity_sequential_id integer,
    finalized_at timestamp without time zone,
    voided_invoice_id uuid,
    xml_file character varying,
    expected_finalization_date date,
    prepaid_granted_credit_amount_cents bigint,
    prepaid_purchased_credit_amount_cents bigint,
    payment_method_id uuid,
    skip_automatic_payment boolean,
    purchase_order_number character varying,
    payment_term jsonb,
    payment_term_source character varying,
    CONSTRAINT check_organizations_on_net_payment_term CHECK ((net_payment_term >= 0))
);

CREATE TABLE lago.plans (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    name character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    code character varying NOT NULL,
    "interval" integer,
    description character varying,
    amount_cents bigint,
    amount_currency character varying NOT NULL,
    trial_period double precision,
    pay_in_advance boolean DEFAULT false,
    bill_charges_monthly boolean,
    parent_id uuid,
    deleted_at timestamp(6) without time zone,
    pending_deletion boolean DEFAULT false NOT NULL,
    invoice_display_name character varying,
    bill_fixed_charges_monthly boolean DEFAULT false,
    pricing_type lago.plan_pricing_type DEFAULT 'legacy'::lago.plan_pricing_type NOT NULL,
    CONSTRAINT check_plans_on_legacy_billing_fields CHECK (((pricing_type <> 'legacy'::lago.plan_pricing_type) OR (("interval" IS NOT NULL) AND (amount_cents IS NOT NULL) AND (pay_in_advance IS NOT NULL))))
);

CREATE TABLE lago.subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    plan_id uuid NOT NULL,
    status integer NOT NULL,
    canceled_at timestamp without time zone,
    terminated_at timestamp without time zone,
    started_at timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    previous_subscription_id uuid,
    name character varying,
    external_id character varying NOT NULL,
    billing_time integer DEFAULT 0 NOT NULL,
    subscription_at timestamp(6) without time zone,
    ending_at timestamp(6) without time zone,
    trial_ended_at timestamp(6) without time zone,
    organization_id uuid NOT NULL,
    on_termination_credit_note lago.subscription_on_termination_credit_note,
    on_termination_invoice lago.subscription_on_termination_invoice DEFAULT 'generate'::lago.subscription_on_termination_invoice NOT NULL,
    payment_method_id uuid,
    payment_method_type lago.payment_method_types DEFAULT 'provider'::lago.payment_method_types NOT NULL,
    skip_invoice_custom_sections boolean DEFAULT false NOT NULL,
    progressive_billing_disabled boolean DEFAULT false NOT NULL,
    last_received_event_on date,
    cancelation_reason lago.subscription_cancelation_reasons,
    incompleted_at timestamp(6) without time zone,
    activated_at timestamp(6) without time zone,
    billing_entity_id uuid,
    consolidate_invoice boolean DEFAULT true NOT NULL,
    skip_daily_usage boolean DEFAULT false NOT NULL,
    cancellation_reason lago.subscription_cancellation_reasons,
    purchase_order_number character varying,
    billing_anchor_date date
);

CREATE VIEW lago.exports_fees AS
 SELECT f.organization_id,
    f.id AS lago_id,
    f.charge_id AS lago_charge_id,
    f.charge_filter_id AS lago_charge_filter_id,
    f.invoice_id AS lago_invoice_id,
    f.subscription_id AS lago_subscription_id,
    c.id AS lago_customer_id,
    json_build_object('type',
        CASE f.fee_type
            WHEN 0 THEN 'charge'::text
            WHEN 1 THEN 'add_on'::text
            WHEN 2 THEN 'subscription'::text
            WHEN 3 THEN 'credit'::text
            WHEN 4 THEN 'commitment'::text
            ELSE 'unknown'::text
        END, 'code',
        CASE f.fee_type
            WHEN 0 THEN bm.code
            WHEN 1 THEN ao.code
            WHEN 3 THEN 'credit'::character varying
            ELSE p.code
        END, 'name',
        CASE f.fee_type
            WHEN 0 THEN bm.name
            WHEN 1 THEN ao.name
            WHEN 3 THEN 'credit'::character varying
            ELSE p.name
        END, 'description',
        CASE f.fee_type
            WHEN 0 THEN bm.description
            WHEN 1 THEN ao.description
            WHEN 3 THEN 'credit'::character varying
            ELSE p.description
        END, 'invoice_display_name', COALESCE(f.invoice_display_name,
        CASE f.fee_type
            WHEN 0 THEN COALESCE(ch.invoice_display_name, bm.name)
            WHEN 1 THEN COALESCE(ao.invoice_display_name, ao.name)
            WHEN 3 THEN 'credit'::character varying
            ELSE p.invoice_display_name
        END), 'filters', ( SELECT json_agg(json_build_object('id', cf.id, 'charge_id', cf.charge_id, 'properties', cf.properties, 'invoice_display_name', cf.invoice_display_name)) AS json_agg
           FROM lago.charge_filters cf
          WHERE (cf.charge_id = f.charge_id)), 'lago_item_id',
        CASE f.fee_type
            WHEN 0 THEN bm.id
            WHEN 1 THEN ao.id
            WHEN 3 THEN f.invoiceable_id
            ELSE f.subscription_id
        END, 'item_type',
        CASE f.fee_type
            WHEN 0 THEN 'billable_metric'::text
            WHEN 1 THEN 'add_on'::text
            WHEN 3 THEN 'wallet_transaction'::text
            ELSE 'subscription'::text
        END, 'grouped_by', f.grouped_by) AS item,
    f.pay_in_advance,
    f.amount_cents,
    ch.invoiceable,
    f.taxes_amount_cents,
    f.taxes_precise_amount_cents,
    f.taxes_rate,
    (f.amount_cents + f.taxes_amount_cents) AS total_amount_cents,
    f.amount_currency AS currency,
    f.units,
    f.description,
    f.precise_amount_cents,
    f.precise_unit_amount,
    f.precise_coupons_amount_cents,
    (f.precise_amount_cents + f.taxes_precise_amount_cents) AS precise_total_amount_cents,
    f.precise_credit_notes_amount_cents,
    f.events_count,
        CASE f.payment_status
            WHEN 0 THEN 'pending'::text
            WHEN 1 THEN 'succeeded'::text
            WHEN 2 THEN 'failed'::text
            WHEN 3 THEN 'refunded'::text
            ELSE 'unknown'::text
        END AS payment_status,
    f.created_at,
    f.succeeded_at,
    f.failed_at,
    f.refunded_at,
    f.amount_details,
    f.updated_at,
        CASE f.fee_type
            WHEN 0 THEN (((f.properties ->> 'charges_from_datetime'::text))::timestamp with time zone)::text
            ELSE (((f.properties ->> 'from_datetime'::text))::timestamp with time zone)::text
        END AS from_date,
        CASE f.fee_type
            WHEN 0 THEN (((f.properties ->> 'charges_to_datetime'::text))::timestamp with time zone)::text
            ELSE (((f.properties ->> 'to_datetime'::text))::timestamp with time zone)::text
        END AS to_date
   FROM (((((((lago.fees f
     LEFT JOIN lago.subscriptions s ON ((f.subscription_id = s.id)))
     LEFT JOIN lago.customers c ON ((s.customer_id = c.id)))
     LEFT JOIN lago.charges ch ON ((f.charge_id = ch.id)))
     LEFT JOIN lago.billable_metrics bm ON ((ch.billable_metric_id = bm.id)))
     LEFT JOIN lago.add_ons ao ON ((f.add_on_id = ao.id)))
     LEFT JOIN lago.plans p ON ((s.plan_id = p.id)))
     LEFT JOIN lago.invoices i ON ((i.id = f.invoice_id)))
  WHERE (i.status IS DISTINCT FROM 8);

CREATE TABLE lago.fees_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    fee_id uuid NOT NULL,
    tax_id uuid,
    tax_description character varying,
    tax_code character varying NOT NULL,
    tax_name character varying NOT NULL,
    tax_rate double precision DEFAULT 0.0 NOT NULL,
    amount_cents bigint DEFAULT 0 NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    precise_amount_cents numeric(40,15) DEFAULT 0.0 NOT NULL,
    organization_id uuid NOT NULL
);

CREATE VIEW lago.exports_fees_taxes AS
 SELECT ft.organization_id,
    ft.id AS lago_id,
    ft.fee_id AS lago_fee_id,
    ft.tax_id AS lago_tax_id,
    ft.tax_name,
    ft.tax_code,
    ft.tax_rate,
    ft.tax_description,
    ft.amount_cents,
    ft.amount_currency,
    ft.created_at,
    ft.updated_at
   FROM lago.fees_taxes ft;

CREATE TABLE lago.integration_customers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    integration_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    external_customer_id character varying,
    type character varying NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL,
    code character varying,
    is_default boolean DEFAULT false NOT NULL,
    category lago.connection_category
);

CREATE VIEW lago.exports_integration_customers AS
 SELECT ic.id AS lago_id,
    ic.organization_id,
    ic.customer_id AS lago_customer_id,
    ic.integration_id AS lago_integration_id,
    ic.external_customer_id,
    ic.type,
    ic.settings,
    ic.created_at,
    ic.updated_at
   FROM lago.integration_customers ic;

CREATE TABLE lago.invoice_settlements (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    billing_entity_id uuid NOT NULL,
    target_invoice_id uuid NOT NULL,
    settlement_type lago.invoice_settlement_settlement_type NOT NULL,
    source_payment_id uuid,
    source_credit_note_id uuid,
    amount_cents bigint NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE VIEW lago.exports_invoice_settlements AS
 SELECT ins.id AS lago_id,
    ins.organization_id,
    ins.billing_entity_id AS lago_billing_entity_id,
    ins.target_invoice_id AS lago_target_invoice_id,
    (ins.settlement_type)::text AS settlement_type,
    ins.source_payment_id AS lago_source_payment_id,
    ins.source_credit_note_id AS lago_source_credit_note_id,
    ins.amount_cents,
    ins.amount_currency,
    ins.created_at,
    ins.updated_at
   FROM lago.invoice_settlements ins;

CREATE TABLE lago.invoice_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    recurring boolean,
    "timestamp" timestamp(6) without time zone,
    from_datetime timestamp(6) without time zone,
    to_datetime timestamp(6) without time zone,
    charges_from_datetime timestamp(6) without time zone,
    charges_to_datetime timestamp(6) without time zone,
    invoicing_reason lago.subscription_invoicing_reason,
    organization_id uuid NOT NULL,
    regenerated_invoice_id uuid,
    fixed_charges_from_datetime timestamp(6) without time zone,
    fixed_charges_to_datetime timestamp(6) without time zone
);

CREATE VIEW lago.exports_invoice_subscriptions AS
 SELECT ins.organization_id,
    ins.id AS lago_id,
    ins.invoice_id AS lago_invoice_id,
    ins.regenerated_invoice_id AS lago_regenerated_invoice_id,
    ins.subscription_id AS lago_subscription_id,
    ins.created_at,
    ins.updated_at,
    ins.from_datetime,
    ins.to_datetime,
    ins.charges_from_datetime,
    ins.charges_to_datetime,
    ins."timestamp",
    (ins.invoicing_reason)::text AS invoicing_reason
   FROM (lago.invoice_subscriptions ins
     JOIN lago.invoices i ON ((i.id = ins.invoice_id)))
  WHERE (i.status <> 8);

CREATE TABLE lago.invoice_metadata (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    key character varying NOT NULL,
    value character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE VIEW lago.exports_invoices AS
 SELECT i.organization_id,
    i.id AS lago_id,
    i.sequential_id,
    i.customer_id,
    i.number,
    (i.issuing_date)::timestamp with time zone AS issuing_date,
    (i.payment_due_date)::timestamp with time zone AS payment_due_date,
    i.net_payment_term,
        CASE i.invoice_type
            WHEN 0 THEN 'subscription'::text
            WHEN 1 THEN 'add_on'::text
            WHEN 2 THEN 'credit'::text
            WHEN 3 THEN 'one_off'::text
            WHEN 4 THEN 'advance_charges'::text
            WHEN 5 THEN 'progressive_billing'::text
            ELSE NULL::text
        END AS invoice_type,
        CASE i.status
            WHEN 0 THEN 'draft'::text
            WHEN 1 THEN 'finalized'::text
            WHEN 2 THEN 'voided'::text
            WHEN 3 THEN 'generating'::text
            WHEN 4 THEN 'failed'::text
            WHEN 5 THEN 'open'::text
            WHEN 6 THEN 'close'::text
            WHEN 7 THEN 'pending'::text
            ELSE NULL::text
        END AS status,
        CASE i.payment_status
            WHEN 0 THEN 'pending'::text
            WHEN 1 THEN 'succeeded'::text
            WHEN 2 THEN 'failed'::text
            ELSE NULL::text
        END AS payment_status,
    (i.payment_dispute_lost_at)::timestamp with time zone AS payment_dispute_lost_at,
    i.payment_overdue,
    i.currency,
    i.fees_amount_cents,
    i.taxes_amount_cents,
    i.progressive_billing_credit_amount_cents,
    i.coupons_amount_cents,
    i.credit_notes_amount_cents,
    i.sub_total_excluding_taxes_amount_cents,
    i.sub_total_including_taxes_amount_cents,
    i.total_amount_cents,
    (i.total_amount_cents - i.total_paid_amount_cents) AS total_due_amount_cents,
    i.prepaid_credit_amount_cents,
    i.prepaid_granted_credit_amount_cents,
    i.prepaid_purchased_credit_amount_cents,
    i.version_number,
    i.created_at,
    i.updated_at,
    i.voided_at,
    ( SELECT json_agg(json_build_object('lago_id', m.id, 'key', m.key, 'value', m.value, 'created_at', m.created_at)) AS json_agg
           FROM lago.invoice_metadata m
          WHERE (m.invoice_id = i.id)) AS metadata,
    ( SELECT json_agg(json_build_object('lago_id', ed.id, 'error_code', ed.error_code, 'details', ed.details)) AS json_agg
           FROM lago.error_details ed
          WHERE (ed.owner_id = i.id)) AS error_details
   FROM lago.invoices i
  WHERE (i.status = ANY (ARRAY[0, 1, 2, 4, 7]));

CREATE TABLE lago.invoices_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    tax_id uuid,
    tax_description character varying,
    tax_code character varying NOT NULL,
    tax_name character varying NOT NULL,
    tax_rate double precision DEFAULT 0.0 NOT NULL,
    amount_cents bigint DEFAULT 0 NOT NULL,
    amount_currency character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    fees_amount_cents bigint DEFAULT 0 NOT NULL,
    taxable_base_amount_cents bigint DEFAULT 0 NOT NULL,
    organization_id uuid NOT NULL
);

CREATE VIEW lago.exports_invoices_taxes AS
 SELECT it.organization_id,
    it.id AS lago_id,
    it.invoice_id AS lago_invoice_id,
    it.tax_id AS lago_tax_id,
    it.tax_name,
    it.tax_code,
    it.tax_rate,
    it.tax_description,
    it.amount_cents,
    it.amount_currency,
    it.fees_amount_cents,
    it.created_at,
    it.updated_at
   FROM (lago.invoices_taxes it
     JOIN lago.invoices i ON ((i.id = it.invoice_id)))
  WHERE (i.status <> 8);

CREATE VIEW lago.exports_item_metadata AS
 SELECT im.id AS lago_id,
    im.organization_id,
    im.owner_type,
    im.owner_id AS lago_owner_id,
    im.value,
    im.created_at,
    im.updated_at
   FROM lago.item_metadata im;

CREATE TABLE lago.invoices_payment_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    payment_request_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.payment_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    amount_cents bigint DEFAULT 0 NOT NULL,
    amount_currency character varying NOT NULL,
    email character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL,
    payment_status integer DEFAULT 0 NOT NULL,
    payment_attempts integer DEFAULT 0 NOT NULL,
    ready_for_payment_processing boolean DEFAULT true NOT NULL,
    dunning_campaign_id uuid
);

CREATE TABLE lago.payments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid,
    payment_provider_id uuid,
    payment_provider_customer_id uuid,
    amount_cents bigint NOT NULL,
    amount_currency character varying NOT NULL,
    provider_payment_id character varying,
    status character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    payable_type character varying DEFAULT 'Invoice'::character varying NOT NULL,
    payable_id uuid,
    provider_payment_data jsonb DEFAULT '{}'::jsonb,
    payable_payment_status lago.payment_payable_payment_status,
    payment_type lago.payment_type DEFAULT 'provider'::lago.payment_type NOT NULL,
    reference character varying,
    provider_payment_method_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    provider_payment_method_id character varying,
    organization_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    error_code character varying,
    payment_method_id uuid
);

CREATE VIEW lago.exports_payment_requests AS
 SELECT pr.organization_id,
    pr.id AS lago_id,
    pr.customer_id AS lago_customer_id,
    pr.payment_attempts,
    pr.amount_cents,
    pr.amount_currency,
    pr.email,
    pr.ready_for_payment_processing,
        CASE pr.payment_status
            WHEN 0 THEN 'pending'::text
            WHEN 1 THEN 'succeeded'::text
            WHEN 2 THEN 'failed'::text
            ELSE NULL::text
        END AS payment_status,
    to_json(ARRAY( SELECT p.id
           FROM lago.payments p
          WHERE ((p.payable_id = pr.id) AND ((p.payable_type)::text = 'PaymentRequest'::text))
          ORDER BY p.created_at)) AS payment_ids,
    to_json(ARRAY( SELECT apr.invoice_id
           FROM lago.invoices_payment_requests apr
          WHERE (apr.payment_request_id = pr.id)
          ORDER BY apr.created_at)) AS invoice_ids,
    pr.created_at,
    pr.updated_at
   FROM lago.payment_requests pr;

CREATE VIEW lago.exports_payments AS
 SELECT p.organization_id,
    p.id AS lago_id,
    p.amount_cents,
    p.amount_currency,
    (p.payable_payment_status)::text AS payment_status,
    (p.payment_type)::text AS payment_type,
    p.reference,
    p.provider_payment_id AS external_payment_id,
    (p.created_at)::timestamp with time zone AS created_at,
    (p.updated_at)::timestamp with time zone AS updated_at,
        CASE
            WHEN ((p.payable_type)::text = 'Invoice'::text) THEN to_json(ARRAY[p.payable_id])
            WHEN ((p.payable_type)::text = 'PaymentRequest'::text) THEN to_json(ARRAY( SELECT ai.invoice_id
               FROM lago.invoices_payment_requests ai
              WHERE (ai.payment_request_id = p.payable_id)
              ORDER BY ai.created_at))
            ELSE to_json(ARRAY[]::uuid[])
        END AS invoice_ids
   FROM lago.payments p;

CREATE TABLE lago.plans_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    plan_id uuid NOT NULL,
    tax_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE VIEW lago.exports_plans AS
 SELECT p.organization_id,
    p.id AS lago_id,
    p.name,
    p.invoice_display_name,
    p.created_at,
    p.updated_at,
    p.code,
        CASE p."interval"
            WHEN 0 THEN 'weekly'::text
            WHEN 1 THEN 'monthly'::text
            WHEN 2 THEN 'yearly'::text
            WHEN 3 THEN 'quarterly'::text
            ELSE NULL::text
        END AS plan_interval,
    p.description,
    p.amount_cents,
    p.amount_currency,
    p.trial_period,
    p.pay_in_advance,
    p.bill_charges_monthly,
    p.parent_id,
    to_json(ARRAY( SELECT pt.tax_id AS lago_tax_id
           FROM lago.plans_taxes pt
          WHERE (pt.plan_id = p.id))) AS lago_taxes_ids
   FROM lago.plans p
  WHERE (p.deleted_at IS NULL);

CREATE VIEW lago.exports_subscriptions AS
 SELECT s.organization_id,
    s.id AS lago_id,
    s.external_id,
    s.customer_id AS lago_customer_id,
    s.name,
    s.plan_id AS lago_plan_id,
        CASE s.status
            WHEN 0 THEN 'pending'::text
            WHEN 1 THEN 'active'::text
            WHEN 2 THEN 'terminated'::text
            WHEN 3 THEN 'canceled'::text
            ELSE NULL::text
        END AS status,
        CASE s.billing_time
            WHEN 0 THEN 'calendar'::text
            WHEN 1 THEN 'anniversary'::text
            ELSE NULL::text
        END AS billing_time,
    s.subscription_at,
    s.started_at,
    s.trial_ended_at,
    s.ending_at,
    s.terminated_at,
    s.canceled_at,
    s.created_at,
    s.updated_at,
    to_json(ARRAY( SELECT ns.id
           FROM lago.subscriptions ns
          WHERE (ns.previous_subscription_id = s.id))) AS lago_next_subscriptions_id,
    s.previous_subscription_id AS lago_previous_subscription_id
   FROM lago.subscriptions s;

CREATE TABLE lago.taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    description character varying,
    code character varying NOT NULL,
    name character varying NOT NULL,
    rate double precision DEFAULT 0.0 NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    applied_to_organization boolean DEFAULT false NOT NULL,
    auto_generated boolean DEFAULT false NOT NULL,
    deleted_at timestamp(6) without time zone
);

CREATE VIEW lago.exports_taxes AS
 SELECT tx.organization_id,
    tx.id AS lago_id,
    tx.name,
    tx.code,
    tx.rate,
    tx.description,
    tx.applied_to_organization,
    tx.created_at,
    tx.updated_at
   FROM lago.taxes tx;

CREATE TABLE lago.usage_monitoring_alert_thresholds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    usage_monitoring_alert_id uuid NOT NULL,
    value numeric(30,5) NOT NULL,
    code character varying,
    recurring boolean DEFAULT false NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    notify_on character varying[] DEFAULT '{triggered}'::character varying[] NOT NULL
);

CREATE VIEW lago.exports_usage_monitoring_alert_thresholds AS
 SELECT ath.id AS lago_id,
    ath.organization_id,
    ath.usage_monitoring_alert_id AS lago_alert_id,
    ath.value,
    ath.code,
    ath.recurring,
    ath.created_at,
    ath.updated_at
   FROM lago.usage_monitoring_alert_thresholds ath;

CREATE TABLE lago.usage_monitoring_triggered_alerts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    usage_monitoring_alert_id uuid NOT NULL,
    subscription_id uuid,
    current_value numeric(30,5) NOT NULL,
    previous_value numeric(30,5) NOT NULL,
    crossed_thresholds jsonb DEFAULT '{}'::jsonb,
    triggered_at timestamp(6) without time zone NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    wallet_id uuid,
    kind lago.usage_monitoring_triggered_alert_kinds DEFAULT 'triggered'::lago.usage_monitoring_triggered_alert_kinds NOT NULL,
    in_alarm_thresholds jsonb,
    fully_resolved boolean,
    CONSTRAINT chk_triggered_alerts_subscription_xor_wallet CHECK (((subscription_id IS NOT NULL) <> (wallet_id IS NOT NULL)))
);

CREATE VIEW lago.exports_usage_monitoring_triggered_alerts AS
 SELECT ta.id AS lago_id,
    ta.organization_id,
    ta.usage_monitoring_alert_id AS lago_alert_id,
    ta.subscription_id AS lago_subscription_id,
    ta.wallet_id AS lago_wallet_id,
    ta.current_value,
    ta.previous_value,
    ta.crossed_thresholds,
    ta.triggered_at,
    ta.created_at,
    ta.updated_at
   FROM lago.usage_monitoring_triggered_alerts ta
  WHERE (ta.kind = 'triggered'::lago.usage_monitoring_triggered_alert_kinds);

CREATE TABLE lago.usage_thresholds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    plan_id uuid,
    threshold_display_name character varying,
    amount_cents bigint NOT NULL,
    recurring boolean DEFAULT false NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    organization_id uuid NOT NULL,
    subscription_id uuid,
    CONSTRAINT usage_thresholds_check_exactly_one_parent CHECK (((plan_id IS NOT NULL) <> (subscription_id IS NOT NULL)))
);

CREATE VIEW lago.exports_usage_thresholds AS
 SELECT ut.organization_id,
    ut.plan_id AS lago_plan_id,
    ut.id AS lago_id,
    ut.amount_cents,
    ut.recurring,
    ut.threshold_display_name,
    ut.created_at,
    ut.updated_at,
    ut.deleted_at
   FROM lago.usage_thresholds ut;

CREATE TABLE lago.wallet_transaction_consumptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    inbound_wallet_transaction_id uuid NOT NULL,
    outbound_wallet_transaction_id uuid NOT NULL,
    consumed_amount_cents bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE VIEW lago.exports_wallet_transaction_consumptions AS
 SELECT wtc.id AS lago_id,
    wtc.organization_id,
    wtc.inbound_wallet_transaction_id AS lago_inbound_wallet_transaction_id,
    wtc.outbound_wallet_transaction_id AS lago_outbound_wallet_transaction_id,
    wtc.consumed_amount_cents,
    wtc.created_at,
    wtc.updated_at
   FROM lago.wallet_transaction_consumptions wtc;

CREATE TABLE lago.wallet_transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    wallet_id uuid NOT NULL,
    transaction_type integer NOT NULL,
    status integer NOT NULL,
    amount numeric(30,5) DEFAULT 0.0 NOT NULL,
    credit_amount numeric(30,5) DEFAULT 0.0 NOT NULL,
    settled_at timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    invoice_id uuid,
    source integer DEFAULT 0 NOT NULL,
    transaction_status integer DEFAULT 0 NOT NULL,
    invoice_requires_successful_payment boolean DEFAULT false NOT NULL,
    metadata jsonb DEFAULT '[]'::jsonb,
    credit_note_id uuid,
    failed_at timestamp(6) without time zone,
    organization_id uuid NOT NULL,
    lock_version integer DEFAULT 0 NOT NULL,
    priority integer DEFAULT 50 NOT NULL,
    name character varying(255),
    payment_method_id uuid,
    payment_method_type lago.payment_method_types DEFAULT 'provider'::lago.payment_method_types NOT NULL,
    skip_invoice_custom_sections boolean DEFAULT false NOT NULL,
    remaining_amount_cents bigint,
    voided_invoice_id uuid,
    billing_entity_id uuid,
    purchase_order_number character varying,
    CONSTRAINT remaining_amount_cents_non_negative CHECK (((remaining_amount_cents >= 0) OR (remaining_amount_cents IS NULL)))
);

CREATE VIEW lago.exports_wallet_transactions AS
 SELECT wt.organization_id,
    wt.id AS lago_id,
    wt.wallet_id AS lago_wallet_id,
        CASE wt.status
            WHEN 0 THEN 'pending'::text
            WHEN 1 THEN 'settled'::text
            WHEN 2 THEN 'failed'::text
            ELSE NULL::text
        END AS status,
        CASE wt.source
            WHEN 0 THEN 'manual'::text
            WHEN 1 THEN 'interval'::text
            WHEN 2 THEN 'threshold'::text
            ELSE NULL::text
        END AS source,
        CASE wt.transaction_status
            WHEN 0 THEN 'purchased'::text
            WHEN 1 THEN 'granted'::text
            WHEN 2 THEN 'voided'::text
            WHEN 3 THEN 'invoiced'::text
            ELSE NULL::text
        END AS transaction_status,
        CASE wt.transaction_type
            WHEN 0 THEN 'inbound'::text
            WHEN 1 THEN 'outbound'::text
            ELSE NULL::text
        END AS transaction_type,
    wt.amount,
    wt.credit_amount,
    wt.settled_at,
    wt.failed_at,
    wt.created_at,
    wt.updated_at,
    wt.invoice_requires_successful_payment,
    wt.metadata,
    wt.invoice_id AS lago_invoice_id
   FROM lago.wallet_transactions wt;

CREATE TABLE lago.wallets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    status integer NOT NULL,
    name character varying,
    rate_amount numeric(30,5) DEFAULT 0.0 NOT NULL,
    credits_balance numeric(30,5) DEFAULT 0.0 NOT NULL,
    consumed_credits numeric(30,5) DEFAULT 0.0 NOT NULL,
    expiration_at timestamp without time zone,
    last_balance_sync_at timestamp without time zone,
    last_consumed_credit_at timestamp without time zone,
    terminated_at timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    balance_cents bigint DEFAULT 0 NOT NULL,
    balance_currency character varying NOT NULL,
    consumed_amount_cents bigint DEFAULT 0 NOT NULL,
    consumed_amount_currency character varying NOT NULL,
    ongoing_balance_cents bigint DEFAULT 0 NOT NULL,
    ongoing_usage_balance_cents bigint DEFAULT 0 NOT NULL,
    credits_ongoing_balance numeric(30,5) DEFAULT 0.0 NOT NULL,
    credits_ongoing_usage_balance numeric(30,5) DEFAULT 0.0 NOT NULL,
    depleted_ongoing_balance boolean DEFAULT false NOT NULL,
    invoice_requires_successful_payment boolean DEFAULT false NOT NULL,
    lock_version integer DEFAULT 0 NOT NULL,
    ready_to_be_refreshed boolean DEFAULT false NOT NULL,
    organization_id uuid NOT NULL,
    allowed_fee_types character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    last_ongoing_balance_sync_at timestamp without time zone,
    priority integer DEFAULT 50 NOT NULL,
    paid_top_up_min_amount_cents bigint,
    paid_top_up_max_amount_cents bigint,
    payment_method_id uuid,
    payment_method_type lago.payment_method_types DEFAULT 'provider'::lago.payment_method_types NOT NULL,
    skip_invoice_custom_sections boolean DEFAULT false NOT NULL,
    traceable boolean DEFAULT false NOT NULL,
    code character varying,
    billing_entity_id uuid,
    purchase_order_number character varying
);

CREATE VIEW lago.exports_wallets AS
 SELECT w.organization_id,
    w.id AS lago_id,
    w.customer_id AS lago_customer_id,
        CASE w.status
            WHEN 0 THEN 'active'::text
            WHEN 1 THEN 'terminated'::text
            ELSE NULL::text
        END AS status,
    w.balance_currency AS currency,
    w.name,
    w.rate_amount,
    w.credits_balance,
    w.credits_ongoing_balance,
    w.credits_ongoing_usage_balance,
    w.balance_cents,
    w.ongoing_balance_cents,
    w.ongoing_usage_balance_cents,
    w.consumed_credits,
    w.created_at,
    w.updated_at,
    w.terminated_at,
    w.last_balance_sync_at,
    w.last_consumed_credit_at,
    w.invoice_requires_successful_payment
   FROM lago.wallets w;

CREATE TABLE lago.fixed_charge_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    fixed_charge_id uuid NOT NULL,
    units numeric(30,10) DEFAULT 0.0 NOT NULL,
    "timestamp" timestamp(6) without time zone,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.fixed_charges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    plan_id uuid NOT NULL,
    add_on_id uuid NOT NULL,
    parent_id uuid,
    charge_model lago.fixed_charge_charge_model DEFAULT 'standard'::lago.fixed_charge_charge_model NOT NULL,
    properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    invoice_display_name character varying,
    pay_in_advance boolean DEFAULT false NOT NULL,
    prorated boolean DEFAULT false NOT NULL,
    units numeric(30,10) DEFAULT 0.0 NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    code character varying NOT NULL
);

CREATE TABLE lago.fixed_charges_taxes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    fixed_charge_id uuid NOT NULL,
    tax_id uuid NOT NULL,
    organization_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE VIEW lago.flat_filters AS
SELECT
    NULL::uuid AS organization_id,
    NULL::character varying AS billable_metric_code,
    NULL::uuid AS plan_id,
    NULL::uuid AS charge_id,
    NULL::timestamp(6) without time zone AS charge_updated_at,
    NULL::uuid AS charge_filter_id,
    NULL::timestamp(6) without time zone AS charge_filter_updated_at,
    NULL::jsonb AS filters,
    NULL::jsonb AS pricing_group_keys,
    NULL::boolean AS pay_in_advance,
    NULL::boolean AS accepts_target_wallet;

CREATE TABLE lago.group_properties (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    charge_id uuid NOT NULL,
    group_id uuid NOT NULL,
    "values" jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    invoice_display_name character varying
);

CREATE TABLE lago.groups (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    billable_metric_id uuid NOT NULL,
    parent_group_id uuid,
    key character varying NOT NULL,
    value character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone
);

CREATE TABLE lago.idempotency_records (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    idempotency_key bytea NOT NULL,
    resource_id uuid,
    resource_type character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid
);

CREATE TABLE lago.inbound_webhooks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    source character varying NOT NULL,
    event_type character varying NOT NULL,
    payload jsonb NOT NULL,
    status lago.inbound_webhook_status DEFAULT 'pending'::lago.inbound_webhook_status NOT NULL,
    organization_id uuid NOT NULL,
    code character varying,
    signature character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    processing_at timestamp without time zone
);

CREATE TABLE lago.integration_collection_mappings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    integration_id uuid NOT NULL,
    mapping_type integer NOT NULL,
    type character varying NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL,
    billing_entity_id uuid
);

CREATE TABLE lago.integration_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    integration_id uuid NOT NULL,
    item_type integer NOT NULL,
    external_id character varying NOT NULL,
    external_account_code character varying,
    external_name character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.integration_mappings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    integration_id uuid NOT NULL,
    mappable_type character varying NOT NULL,
    mappable_id uuid NOT NULL,
    type character varying NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL,
    billing_entity_id uuid
);

CREATE TABLE lago.integration_resources (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    syncable_type character varying NOT NULL,
    syncable_id uuid NOT NULL,
    external_id character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    integration_id uuid,
    resource_type integer DEFAULT 0 NOT NULL,
    organization_id uuid NOT NULL
);

CREATE TABLE lago.integrations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    type character varying NOT NULL,
    secrets character varying,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.invites (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    membership_id uuid,
    email character varying NOT NULL,
    token character varying NOT NULL,
    status integer DEFAULT 0 NOT NULL,
    accepted_at timestamp(6) without time zone,
    revoked_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    roles character varying[] DEFAULT '{}'::character varying[] NOT NULL
);

CREATE TABLE lago.invoice_connections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    invoice_id uuid NOT NULL,
    payment_provider_customer_id uuid,
    integration_customer_id uuid,
    category lago.connection_category NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    description character varying,
    display_name character varying,
    details character varying,
    organization_id uuid NOT NULL,
    deleted_at timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    section_type lago.invoice_custom_section_type DEFAULT 'manual'::lago.invoice_custom_section_type NOT NULL
);

CREATE MATERIALIZED VIEW lago.last_hour_events_mv AS
 WITH billable_metric_filters AS (
         SELECT billable_metrics_1.organization_id AS bm_organization_id,
            billable_metrics_1.id AS bm_id,
            billable_metrics_1.code AS bm_code,
            filters.key AS filter_key,
            filters."values" AS filter_values
           FROM (lago.billable_metrics billable_metrics_1
             JOIN lago.billable_metric_filters filters ON ((filters.billable_metric_id = billable_metrics_1.id)))
          WHERE ((billable_metrics_1.deleted_at IS NULL) AND (filters.deleted_at IS NULL))
        )
 SELECT events.organization_id,
    events.transaction_id,
    events.properties,
    billable_metrics.code AS billable_metric_code,
    (billable_metrics.aggregation_type <> 0) AS field_name_mandatory,
    (billable_metrics.aggregation_type = ANY (ARRAY[1, 2, 5, 6])) AS numeric_field_mandatory,
    (events.properties ->> (billable_metrics.field_name)::text) AS field_value,
    ((events.properties ->> (billable_metrics.field_name)::text) ~ '^-?\\d+(\\.\\d+)?$'::text) AS is_numeric_field_value,
    (events.properties ? (billable_metric_filters.filter_key)::text) AS has_filter_keys,
    ((events.properties ->> (billable_metric_filters.filter_key)::text) = ANY ((billable_metric_filters.filter_values)::text[])) AS has_valid_filter_values
   FROM ((lago.events
     LEFT JOIN lago.billable_metrics ON ((((billable_metrics.code)::text = (events.code)::text) AND (events.organization_id = billable_metrics.organization_id))))
     LEFT JOIN billable_metric_filters ON ((billable_metrics.id = billable_metric_filters.bm_id)))
  WHERE ((events.deleted_at IS NULL) AND (events.created_at >= (date_trunc('hour'::text, now()) - '01:00:00'::interval)) AND (events.created_at < date_trunc('hour'::text, now())) AND (billable_metrics.deleted_at IS NULL))
  WITH NO DATA;

CREATE TABLE lago.lifetime_usages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    current_usage_amount_cents bigint DEFAULT 0 NOT NULL,
    invoiced_usage_amount_cents bigint DEFAULT 0 NOT NULL,
    recalculate_current_usage boolean DEFAULT false NOT NULL,
    recalculate_invoiced_usage boolean DEFAULT false NOT NULL,
    current_usage_amount_refreshed_at timestamp without time zone,
    invoiced_usage_amount_refreshed_at timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    historical_usage_amount_cents bigint DEFAULT 0 NOT NULL
);

CREATE TABLE lago.membership_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    membership_id uuid NOT NULL,
    role_id uuid NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.memberships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    status integer DEFAULT 0 NOT NULL,
    revoked_at timestamp(6) without time zone
);

CREATE TABLE lago.order_forms (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    quote_version_id uuid NOT NULL,
    number character varying NOT NULL,
    sequential_id integer NOT NULL,
    status lago.order_form_status DEFAULT 'generated'::lago.order_form_status NOT NULL,
    void_reason lago.order_form_void_reason,
    expires_at timestamp(6) without time zone,
    signed_at timestamp(6) without time zone,
    voided_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    CONSTRAINT order_forms_constraint_sequential_id_positive CHECK ((sequential_id > 0))
);

CREATE TABLE lago.orders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    order_form_id uuid NOT NULL,
    number character varying NOT NULL,
    sequential_id integer NOT NULL,
    status lago.order_status DEFAULT 'created'::lago.order_status NOT NULL,
    execution_mode lago.order_execution_mode,
    execute_at timestamp(6) without time zone,
    executed_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    execution_record jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT orders_constraint_sequential_id_positive CHECK ((sequential_id > 0))
);

CREATE TABLE lago.password_resets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    token character varying NOT NULL,
    expire_at timestamp(6) without time zone NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.payment_intents (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    organization_id uuid NOT NULL,
    payment_url character varying,
    status integer DEFAULT 0 NOT NULL,
    expires_at timestamp(6) without time zone NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    provider_session_id character varying
);

CREATE TABLE lago.payment_methods (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    payment_provider_id uuid,
    payment_provider_customer_id uuid,
    provider_method_id character varying NOT NULL,
    provider_method_type character varying,
    is_default boolean DEFAULT false NOT NULL,
    deleted_at timestamp(6) without time zone,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.payment_providers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    type character varying NOT NULL,
    secrets character varying,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    code character varying NOT NULL,
    name character varying NOT NULL,
    deleted_at timestamp(6) without time zone
);

CREATE TABLE lago.payment_receipts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    number character varying NOT NULL,
    payment_id uuid NOT NULL,
    organization_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    billing_entity_id uuid NOT NULL
);

CREATE TABLE lago.pending_vies_checks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    billing_entity_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    attempts_count integer DEFAULT 0 NOT NULL,
    last_attempt_at timestamp(6) without time zone,
    tax_identification_number character varying,
    last_error_type character varying,
    last_error_message text,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.plan_rate_cards (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    plan_id uuid NOT NULL,
    rate_card_id uuid NOT NULL,
    units numeric,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.presentation_breakdowns (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    fee_id uuid NOT NULL,
    presentation_by jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    units numeric DEFAULT 0.0 NOT NULL
);

CREATE TABLE lago.pricing_unit_usages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    fee_id uuid NOT NULL,
    pricing_unit_id uuid NOT NULL,
    short_name character varying NOT NULL,
    amount_cents bigint NOT NULL,
    precise_amount_cents numeric(40,15) DEFAULT 0.0 NOT NULL,
    unit_amount_cents bigint DEFAULT 0 NOT NULL,
    conversion_rate numeric(40,15) DEFAULT 0.0 NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    precise_unit_amount numeric(30,15) DEFAULT 0.0 NOT NULL
);

CREATE TABLE lago.pricing_units (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    short_name character varying NOT NULL,
    description text,
    organization_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.product_categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    code character varying NOT NULL,
    name character varying NOT NULL,
    description character varying,
    invoice_display_name character varying,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.product_filter_values (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    product_filter_id uuid NOT NULL,
    billable_metric_filter_id uuid NOT NULL,
    value character varying,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.product_filters (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    product_id uuid NOT NULL,
    name character varying NOT NULL,
    code character varying NOT NULL,
    description character varying,
    invoice_display_name character varying,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.products (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    product_category_id uuid,
    billable_metric_id uuid,
    add_on_id uuid,
    charge_id uuid,
    product_type lago.product_type NOT NULL,
    code character varying NOT NULL,
    name character varying NOT NULL,
    invoice_display_name character varying,
    description text,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.quantified_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    external_subscription_id character varying NOT NULL,
    external_id character varying,
    added_at timestamp(6) without time zone NOT NULL,
    removed_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    billable_metric_id uuid,
    properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    deleted_at timestamp(6) without time zone,
    group_id uuid,
    organization_id uuid NOT NULL,
    grouped_by jsonb DEFAULT '{}'::jsonb NOT NULL,
    charge_filter_id uuid
);

CREATE TABLE lago.quote_owners (
    id bigint NOT NULL,
    organization_id uuid NOT NULL,
    quote_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE lago.quote_owners_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE lago.quote_owners_id_seq OWNED BY lago.quote_owners.id;

CREATE TABLE lago.quote_versions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    quote_id uuid NOT NULL,
    sequential_id integer NOT NULL,
    status lago.quote_status DEFAULT 'draft'::lago.quote_status NOT NULL,
    approved_at timestamp(6) without time zone,
    voided_at timestamp(6) without time zone,
    void_reason lago.quote_void_reason,
    billing_items jsonb,
    content text,
    share_token character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    currency character varying,
    mention_variables jsonb,
    billing_entity_id uuid,
    CONSTRAINT quote_versions_constraint_approved_at_matches_status CHECK (((status = 'approved'::lago.quote_status) = (approved_at IS NOT NULL))),
    CONSTRAINT quote_versions_constraint_sequential_id_positive CHECK ((sequential_id > 0)),
    CONSTRAINT quote_versions_constraint_void_fields_match_status CHECK (((status = 'voided'::lago.quote_status) = ((void_reason IS NOT NULL) AND (voided_at IS NOT NULL))))
);

CREATE TABLE lago.quotes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    subscription_id uuid,
    number character varying NOT NULL,
    sequential_id integer NOT NULL,
    order_type lago.quote_order_type NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    CONSTRAINT quotes_constraint_sequential_id_positive CHECK ((sequential_id > 0))
);

CREATE TABLE lago.rate_card_rates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    rate_card_id uuid NOT NULL,
    code character varying NOT NULL,
    effective_from timestamp(6) without time zone NOT NULL,
    rate_model lago.rate_card_rate_model NOT NULL,
    rate_properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    min_amount_cents bigint DEFAULT 0 NOT NULL,
    billing_interval_count integer DEFAULT 1 NOT NULL,
    billing_interval_unit lago.rate_card_rate_billing_interval_unit NOT NULL,
    applied_pricing_unit_conversion_rate numeric(30,10),
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    CONSTRAINT rate_card_rates_billing_interval_count_positive CHECK ((billing_interval_count >= 1))
);

CREATE TABLE lago.rate_cards (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    product_id uuid NOT NULL,
    product_filter_id uuid,
    code character varying NOT NULL,
    name character varying NOT NULL,
    description character varying,
    currency character varying NOT NULL,
    billing_timing lago.rate_card_billing_timing DEFAULT 'arrears'::lago.rate_card_billing_timing NOT NULL,
    proration boolean DEFAULT false NOT NULL,
    display_on_invoice boolean DEFAULT true NOT NULL,
    regroup_paid_fees lago.rate_card_regroup_paid_fees DEFAULT 'none'::lago.rate_card_regroup_paid_fees NOT NULL,
    applied_pricing_unit_code character varying,
    wallet_targetable boolean,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.rate_overrides (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    rate_model lago.rate_card_rate_model NOT NULL,
    rate_properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    min_amount_cents bigint DEFAULT 0 NOT NULL,
    billing_interval_count integer,
    billing_interval_unit lago.rate_card_rate_billing_interval_unit,
    pricing_unit_conversion_rate numeric(30,10),
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.rate_phases (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    plan_rate_card_id uuid,
    subscription_rate_card_id uuid,
    code character varying NOT NULL,
    "position" integer NOT NULL,
    billing_interval_cycle_count integer,
    rate_override_id uuid,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    name character varying,
    CONSTRAINT rate_phases_exactly_one_parent CHECK (((plan_rate_card_id IS NULL) <> (subscription_rate_card_id IS NULL)))
);

CREATE TABLE lago.recurring_transaction_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    wallet_id uuid NOT NULL,
    trigger integer DEFAULT 0 NOT NULL,
    paid_credits numeric(30,5) DEFAULT 0.0 NOT NULL,
    granted_credits numeric(30,5) DEFAULT 0.0 NOT NULL,
    threshold_credits numeric(30,5) DEFAULT 0.0,
    "interval" integer DEFAULT 0,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    method integer DEFAULT 0 NOT NULL,
    target_ongoing_balance numeric(30,5),
    started_at timestamp(6) without time zone,
    invoice_requires_successful_payment boolean DEFAULT false NOT NULL,
    transaction_metadata jsonb DEFAULT '[]'::jsonb,
    expiration_at timestamp(6) without time zone,
    terminated_at timestamp(6) without time zone,
    status integer DEFAULT 0,
    organization_id uuid NOT NULL,
    ignore_paid_top_up_limits boolean DEFAULT false NOT NULL,
    transaction_name character varying(255),
    payment_method_id uuid,
    payment_method_type lago.payment_method_types DEFAULT 'provider'::lago.payment_method_types NOT NULL,
    skip_invoice_custom_sections boolean DEFAULT false NOT NULL,
    grants_target_top_up boolean,
    purchase_order_number character varying
);

CREATE TABLE lago.recurring_transaction_rules_invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    recurring_transaction_rule_id uuid NOT NULL,
    invoice_custom_section_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.refunds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    payment_id uuid NOT NULL,
    credit_note_id uuid,
    payment_provider_id uuid,
    payment_provider_customer_id uuid NOT NULL,
    amount_cents bigint DEFAULT 0 NOT NULL,
    amount_currency character varying NOT NULL,
    status character varying NOT NULL,
    provider_refund_id character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    organization_id uuid NOT NULL,
    refundable_type character varying,
    refundable_id uuid,
    reason character varying,
    CONSTRAINT refunds_credit_note_or_refundable_present CHECK (((credit_note_id IS NOT NULL) OR ((refundable_type IS NOT NULL) AND (refundable_id IS NOT NULL))))
);

CREATE TABLE lago.roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid,
    code character varying NOT NULL,
    admin boolean DEFAULT false NOT NULL,
    permissions character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    name character varying NOT NULL,
    description character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    deleted_at timestamp(6) without time zone,
    CONSTRAINT code_is_valid CHECK (((code)::text ~ '^[a-z0-9_]{1,100}$'::text)),
    CONSTRAINT custom_role_should_have_permissions CHECK (((organization_id IS NULL) OR (cardinality(permissions) > 0))),
    CONSTRAINT description_max_length CHECK ((length((description)::text) <= 255)),
    CONSTRAINT name_is_valid CHECK (((name)::text ~ '^.{1,100}$'::text)),
    CONSTRAINT permissions_has_no_empty_parts CHECK (((NOT ((permissions)::text ~ '([\\{,]:|::|:[,\\}])'::text)) AND (NOT (''::text = ANY ((permissions)::text[]))))),
    CONSTRAINT predefined_role_cannot_have_permissions CHECK (((organization_id IS NOT NULL) OR (cardinality(permissions) = 0)))
);

CREATE TABLE lago.schema_migrations (
    version character varying NOT NULL
);

CREATE TABLE lago.subscription_activation_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    type lago.subscription_activation_rule_types NOT NULL,
    timeout_hours integer DEFAULT 0 NOT NULL,
    status lago.subscription_activation_rule_statuses DEFAULT 'inactive'::lago.subscription_activation_rule_statuses NOT NULL,
    expires_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.subscription_fixed_charge_units_overrides (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    fixed_charge_id uuid NOT NULL,
    units numeric(30,10) DEFAULT 0.0 NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    CONSTRAINT sub_fc_units_overrides_units_non_negative CHECK ((units >= (0)::numeric))
);

CREATE TABLE lago.subscription_rate_cards (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    rate_card_id uuid NOT NULL,
    billing_anchor_date date NOT NULL,
    next_billing_at timestamp(6) without time zone NOT NULL,
    started_at timestamp(6) without time zone NOT NULL,
    ended_at timestamp(6) without time zone,
    units numeric,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    CONSTRAINT subscription_rate_cards_started_before_ended CHECK (((ended_at IS NULL) OR (started_at <= ended_at)))
);

CREATE TABLE lago.subscriptions_invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    invoice_custom_section_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.usage_monitoring_alerts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    subscription_external_id character varying,
    billable_metric_id uuid,
    alert_type lago.usage_monitoring_alert_types NOT NULL,
    previous_value numeric(30,5) DEFAULT 0.0 NOT NULL,
    last_processed_at timestamp(6) without time zone,
    name character varying,
    code character varying NOT NULL,
    deleted_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    wallet_id uuid,
    direction lago.usage_monitoring_alert_direction DEFAULT 'increasing'::lago.usage_monitoring_alert_direction NOT NULL,
    CONSTRAINT chk_alerts_subscription_xor_wallet CHECK (((subscription_external_id IS NOT NULL) <> (wallet_id IS NOT NULL)))
);

CREATE TABLE lago.usage_monitoring_subscription_activities (
    id bigint NOT NULL,
    organization_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    enqueued boolean DEFAULT false NOT NULL,
    inserted_at timestamp(6) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    enqueued_at timestamp(6) without time zone
);

CREATE SEQUENCE lago.usage_monitoring_subscription_activities_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE lago.usage_monitoring_subscription_activities_id_seq OWNED BY lago.usage_monitoring_subscription_activities.id;

CREATE TABLE lago.user_devices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    fingerprint character varying NOT NULL,
    browser character varying,
    os character varying,
    device_type character varying,
    last_logged_at timestamp(6) without time zone NOT NULL,
    last_ip_address character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email character varying,
    password_digest character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.versions (
    id bigint NOT NULL,
    item_type character varying NOT NULL,
    item_id character varying NOT NULL,
    event character varying NOT NULL,
    whodunnit character varying,
    object jsonb,
    object_changes jsonb,
    created_at timestamp(6) without time zone,
    lago_version character varying
);

CREATE SEQUENCE lago.versions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE lago.versions_id_seq OWNED BY lago.versions.id;

CREATE TABLE lago.wallet_targets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    wallet_id uuid NOT NULL,
    billable_metric_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.wallet_transactions_invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    wallet_transaction_id uuid NOT NULL,
    invoice_custom_section_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.wallets_invoice_custom_sections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    wallet_id uuid NOT NULL,
    invoice_custom_section_id uuid NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE lago.webhook_endpoints (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organization_id uuid NOT NULL,
    webhook_url character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    signature_algo integer DEFAULT 0 NOT NULL,
    event_types character varying[],
    name character varying
);

CREATE TABLE lago.webhooks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    object_id uuid,
    object_type character varying,
    status integer DEFAULT 0 NOT NULL,
    retries integer DEFAULT 0 NOT NULL,
    http_status integer,
    endpoint character varying,
    webhook_type character varying,
    payload json,
    response json,
    last_retried_at timestamp without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    webhook_endpoint_id uuid,
    organization_id uuid NOT NULL,
    payload_key character varying,
    response_key character varying
);

ALTER TABLE ONLY lago.enriched_events ATTACH PARTITION lago.enriched_events_default DEFAULT;

ALTER TABLE ONLY lago.quote_owners ALTER COLUMN id SET DEFAULT nextval('lago.quote_owners_id_seq'::regclass);

ALTER TABLE ONLY lago.usage_monitoring_subscription_activities ALTER COLUMN id SET DEFAULT nextval('lago.usage_monitoring_subscription_activities_id_seq'::regclass);

ALTER TABLE ONLY lago.versions ALTER COLUMN id SET DEFAULT nextval('lago.versions_id_seq'::regclass);

ALTER TABLE ONLY lago.active_storage_attachments
    ADD CONSTRAINT active_storage_attachments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.active_storage_blobs
    ADD CONSTRAINT active_storage_blobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.active_storage_variant_records
    ADD CONSTRAINT active_storage_variant_records_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.add_ons
    ADD CONSTRAINT add_ons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.add_ons_taxes
    ADD CONSTRAINT add_ons_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT adjusted_fees_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.ai_conversations
    ADD CONSTRAINT ai_conversations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.applied_add_ons
    ADD CONSTRAINT applied_add_ons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.applied_coupons
    ADD CONSTRAINT applied_coupons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.applied_invoice_custom_sections
    ADD CONSTRAINT applied_invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.applied_pricing_units
    ADD CONSTRAINT applied_pricing_units_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.applied_usage_thresholds
    ADD CONSTRAINT applied_usage_thresholds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.ar_internal_metadata
    ADD CONSTRAINT ar_internal_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY lago.billable_metric_filters
    ADD CONSTRAINT billable_metric_filters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.billable_metrics
    ADD CONSTRAINT billable_metrics_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.billing_entities_invoice_custom_sections
    ADD CONSTRAINT billing_entities_invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.billing_entities
    ADD CONSTRAINT billing_entities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.billing_entities_taxes
    ADD CONSTRAINT billing_entities_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.billing_object_connections
    ADD CONSTRAINT billing_object_connections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.cached_aggregations
    ADD CONSTRAINT cached_aggregations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.charge_filter_values
    ADD CONSTRAINT charge_filter_values_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.charge_filters
    ADD CONSTRAINT charge_filters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.charges
    ADD CONSTRAINT charges_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.charges_taxes
    ADD CONSTRAINT charges_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.commitments
    ADD CONSTRAINT commitments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.commitments_taxes
    ADD CONSTRAINT commitments_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.coupon_targets
    ADD CONSTRAINT coupon_targets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.coupons
    ADD CONSTRAINT coupons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.credit_note_items
    ADD CONSTRAINT credit_note_items_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.credit_notes
    ADD CONSTRAINT credit_notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.credit_notes_taxes
    ADD CONSTRAINT credit_notes_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.credits
    ADD CONSTRAINT credits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.customer_metadata
    ADD CONSTRAINT customer_metadata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.customers_invoice_custom_sections
    ADD CONSTRAINT customers_invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.customers_taxes
    ADD CONSTRAINT customers_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.daily_usages
    ADD CONSTRAINT daily_usages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.data_export_parts
    ADD CONSTRAINT data_export_parts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.data_exports
    ADD CONSTRAINT data_exports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.dunning_campaign_thresholds
    ADD CONSTRAINT dunning_campaign_thresholds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.dunning_campaigns
    ADD CONSTRAINT dunning_campaigns_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.enriched_store_migrations
    ADD CONSTRAINT enriched_store_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.enriched_store_subscription_migrations
    ADD CONSTRAINT enriched_store_subscription_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.entitlement_entitlement_values
    ADD CONSTRAINT entitlement_entitlement_values_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.entitlement_entitlements
    ADD CONSTRAINT entitlement_entitlements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.entitlement_features
    ADD CONSTRAINT entitlement_features_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.entitlement_privileges
    ADD CONSTRAINT entitlement_privileges_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.entitlement_subscription_feature_removals
    ADD CONSTRAINT entitlement_subscription_feature_removals_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.error_details
    ADD CONSTRAINT error_details_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fees_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.fees_taxes
    ADD CONSTRAINT fees_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.fixed_charge_events
    ADD CONSTRAINT fixed_charge_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.fixed_charges
    ADD CONSTRAINT fixed_charges_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.fixed_charges_taxes
    ADD CONSTRAINT fixed_charges_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.group_properties
    ADD CONSTRAINT group_properties_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.idempotency_records
    ADD CONSTRAINT idempotency_records_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.inbound_webhooks
    ADD CONSTRAINT inbound_webhooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.integration_collection_mappings
    ADD CONSTRAINT integration_collection_mappings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.integration_customers
    ADD CONSTRAINT integration_customers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.integration_items
    ADD CONSTRAINT integration_items_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.integration_mappings
    ADD CONSTRAINT integration_mappings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.integration_resources
    ADD CONSTRAINT integration_resources_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.integrations
    ADD CONSTRAINT integrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invites
    ADD CONSTRAINT invites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoice_connections
    ADD CONSTRAINT invoice_connections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoice_custom_sections
    ADD CONSTRAINT invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoice_metadata
    ADD CONSTRAINT invoice_metadata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoice_settlements
    ADD CONSTRAINT invoice_settlements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoice_subscriptions
    ADD CONSTRAINT invoice_subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoices_payment_requests
    ADD CONSTRAINT invoices_payment_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.invoices_taxes
    ADD CONSTRAINT invoices_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.item_metadata
    ADD CONSTRAINT item_metadata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.lifetime_usages
    ADD CONSTRAINT lifetime_usages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.membership_roles
    ADD CONSTRAINT membership_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.memberships
    ADD CONSTRAINT memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.order_forms
    ADD CONSTRAINT order_forms_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.password_resets
    ADD CONSTRAINT password_resets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.payment_intents
    ADD CONSTRAINT payment_intents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.payment_methods
    ADD CONSTRAINT payment_methods_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.payment_provider_customers
    ADD CONSTRAINT payment_provider_customers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.payment_providers
    ADD CONSTRAINT payment_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.payment_receipts
    ADD CONSTRAINT payment_receipts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.payment_requests
    ADD CONSTRAINT payment_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.pending_vies_checks
    ADD CONSTRAINT pending_vies_checks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.plan_rate_cards
    ADD CONSTRAINT plan_rate_cards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.plans
    ADD CONSTRAINT plans_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.plans_taxes
    ADD CONSTRAINT plans_taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.presentation_breakdowns
    ADD CONSTRAINT presentation_breakdowns_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.pricing_unit_usages
    ADD CONSTRAINT pricing_unit_usages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.pricing_units
    ADD CONSTRAINT pricing_units_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.product_categories
    ADD CONSTRAINT product_categories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.product_filter_values
    ADD CONSTRAINT product_filter_values_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.product_filters
    ADD CONSTRAINT product_filters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.quantified_events
    ADD CONSTRAINT quantified_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.quote_owners
    ADD CONSTRAINT quote_owners_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.quote_versions
    ADD CONSTRAINT quote_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.quotes
    ADD CONSTRAINT quotes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.rate_card_rates
    ADD CONSTRAINT rate_card_rates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.rate_cards
    ADD CONSTRAINT rate_cards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.rate_overrides
    ADD CONSTRAINT rate_overrides_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.rate_phases
    ADD CONSTRAINT rate_phases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.recurring_transaction_rules_invoice_custom_sections
    ADD CONSTRAINT recurring_transaction_rules_invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.recurring_transaction_rules
    ADD CONSTRAINT recurring_transaction_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.refunds
    ADD CONSTRAINT refunds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY lago.subscription_activation_rules
    ADD CONSTRAINT subscription_activation_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.subscription_fixed_charge_units_overrides
    ADD CONSTRAINT subscription_fixed_charge_units_overrides_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.subscription_rate_cards
    ADD CONSTRAINT subscription_rate_cards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.subscriptions_invoice_custom_sections
    ADD CONSTRAINT subscriptions_invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.taxes
    ADD CONSTRAINT taxes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.usage_monitoring_alert_thresholds
    ADD CONSTRAINT usage_monitoring_alert_thresholds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.usage_monitoring_alerts
    ADD CONSTRAINT usage_monitoring_alerts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.usage_monitoring_subscription_activities
    ADD CONSTRAINT usage_monitoring_subscription_activities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.usage_monitoring_triggered_alerts
    ADD CONSTRAINT usage_monitoring_triggered_alerts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.usage_thresholds
    ADD CONSTRAINT usage_thresholds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.user_devices
    ADD CONSTRAINT user_devices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.versions
    ADD CONSTRAINT versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.wallet_targets
    ADD CONSTRAINT wallet_targets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.wallet_transaction_consumptions
    ADD CONSTRAINT wallet_transaction_consumptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.wallet_transactions_invoice_custom_sections
    ADD CONSTRAINT wallet_transactions_invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT wallet_transactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.wallets_invoice_custom_sections
    ADD CONSTRAINT wallets_invoice_custom_sections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.wallets
    ADD CONSTRAINT wallets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.webhook_endpoints
    ADD CONSTRAINT webhook_endpoints_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lago.webhooks
    ADD CONSTRAINT webhooks_pkey PRIMARY KEY (id);

CREATE INDEX index_enriched_events_on_event_id ON ONLY lago.enriched_events USING btree (event_id);

CREATE INDEX enriched_events_default_event_id_idx ON lago.enriched_events_default USING btree (event_id);

CREATE UNIQUE INDEX idx_unique_on_enriched_events ON ONLY lago.enriched_events USING btree (organization_id, external_subscription_id, transaction_id, "timestamp", charge_id);

CREATE UNIQUE INDEX enriched_events_default_organization_id_external_subscript_idx1 ON lago.enriched_events_default USING btree (organization_id, external_subscription_id, transaction_id, "timestamp", charge_id);

CREATE INDEX idx_lookup_on_enriched_events ON ONLY lago.enriched_events USING btree (organization_id, external_subscription_id, code, "timestamp");

CREATE INDEX enriched_events_default_organization_id_external_subscripti_idx ON lago.enriched_events_default USING btree (organization_id, external_subscription_id, code, "timestamp");

CREATE INDEX idx_billing_on_enriched_events ON ONLY lago.enriched_events USING btree (organization_id, subscription_id, charge_id, charge_filter_id, "timestamp");

CREATE INDEX enriched_events_default_organization_id_subscription_id_cha_idx ON lago.enriched_events_default USING btree (organization_id, subscription_id, charge_id, charge_filter_id, "timestamp");

CREATE INDEX idx_aggregation_lookup ON lago.cached_aggregations USING btree (external_subscription_id, charge_id, "timestamp") INCLUDE (organization_id, grouped_by);

CREATE UNIQUE INDEX idx_alerts_code_unique_per_subscription ON lago.usage_monitoring_alerts USING btree (code, subscription_external_id, organization_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_alerts_unique_per_type_per_subscription ON lago.usage_monitoring_alerts USING btree (subscription_external_id, organization_id, alert_type) WHERE ((billable_metric_id IS NULL) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX idx_alerts_unique_per_type_per_subscription_with_bm ON lago.usage_monitoring_alerts USING btree (subscription_external_id, organization_id, alert_type, billable_metric_id) WHERE ((billable_metric_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX idx_alerts_unique_per_type_per_wallet ON lago.usage_monitoring_alerts USING btree (wallet_id, organization_id, alert_type) WHERE ((billable_metric_id IS NULL) AND (deleted_at IS NULL));

CREATE INDEX idx_billable_metrics_id_agg_type ON lago.billable_metrics USING btree (id) INCLUDE (aggregation_type);

CREATE INDEX idx_cached_aggregation_filtered_lookup ON lago.cached_aggregations USING btree (organization_id, external_subscription_id, charge_id, "timestamp" DESC, created_at DESC) INCLUDE (grouped_by, charge_filter_id, event_transaction_id);

CREATE INDEX idx_enqueued_per_organization ON lago.usage_monitoring_subscription_activities USING btree (organization_id, enqueued);

CREATE UNIQUE INDEX idx_enriched_store_sub_migrations_on_migration_and_subscription ON lago.enriched_store_subscription_migrations USING btree (enriched_store_migration_id, subscription_id);

CREATE INDEX idx_events_billing_lookup ON lago.events USING btree (external_subscription_id, organization_id, code, "timestamp") INCLUDE (properties) WHERE (deleted_at IS NULL);

CREATE INDEX idx_events_for_distinct_codes ON lago.events USING btree (external_subscription_id, organization_id, "timestamp") INCLUDE (code) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_features_code_unique_per_organization ON lago.entitlement_features USING btree (code, organization_id) WHERE (deleted_at IS NULL);

CREATE INDEX idx_invoice_subscriptions_on_subscription_with_timestamps ON lago.invoice_subscriptions USING btree (subscription_id, COALESCE(to_datetime, created_at) DESC);

CREATE INDEX idx_invoices_organization_id_status ON lago.invoices USING btree (organization_id, status);

CREATE INDEX idx_on_billing_entity_id_724373e5ae ON lago.billing_entities_invoice_custom_sections USING btree (billing_entity_id);

CREATE INDEX idx_on_billing_entity_id_billing_entity_sequential__bd26b2e655 ON lago.invoices USING btree (billing_entity_id, billing_entity_sequential_id DESC) INCLUDE (self_billed);

CREATE UNIQUE INDEX idx_on_billing_entity_id_customer_id_invoice_custom_e7aada65cb ON lago.customers_invoice_custom_sections USING btree (billing_entity_id, customer_id, invoice_custom_section_id);

CREATE UNIQUE INDEX idx_on_billing_entity_id_invoice_custom_section_id_bd78c547d3 ON lago.billing_entities_invoice_custom_sections USING btree (billing_entity_id, invoice_custom_section_id);

CREATE UNIQUE INDEX idx_on_dunning_campaign_id_currency_fbf233b2ae ON lago.dunning_campaign_thresholds USING btree (dunning_campaign_id, currency) WHERE (deleted_at IS NULL);

CREATE INDEX idx_on_enriched_store_migration_id_e409c5dc43 ON lago.enriched_store_subscription_migrations USING btree (enriched_store_migration_id);

CREATE INDEX idx_on_entitlement_entitlement_id_48c0b3356a ON lago.entitlement_entitlement_values USING btree (entitlement_entitlement_id);

CREATE INDEX idx_on_entitlement_feature_id_821ae72311 ON lago.entitlement_subscription_feature_removals USING btree (entitlement_feature_id);

CREATE INDEX idx_on_entitlement_privilege_id_6a228dc433 ON lago.entitlement_entitlement_values USING btree (entitlement_privilege_id);

CREATE INDEX idx_on_entitlement_privilege_id_9946ccf514 ON lago.entitlement_subscription_feature_removals USING btree (entitlement_privilege_id);

CREATE UNIQUE INDEX idx_on_entitlement_privilege_id_entitlement_entitle_9d0542eb1a ON lago.entitlement_entitlement_values USING btree (entitlement_privilege_id, entitlement_entitlement_id) WHERE (deleted_at IS NULL);

CREATE INDEX idx_on_fixed_charge_id_06503ae1a5 ON lago.subscription_fixed_charge_units_overrides USING btree (fixed_charge_id);

CREATE INDEX idx_on_inbound_wallet_transaction_id_e54d00758d ON lago.wallet_transaction_consumptions USING btree (inbound_wallet_transaction_id);

CREATE INDEX idx_on_invoice_custom_section_id_50c2a2e7c0 ON lago.recurring_transaction_rules_invoice_custom_sections USING btree (invoice_custom_section_id);

CREATE INDEX idx_on_invoice_custom_section_id_5f37496c8c ON lago.customers_invoice_custom_sections USING btree (invoice_custom_section_id);

CREATE INDEX idx_on_invoice_custom_section_id_aca4661c33 ON lago.wallets_invoice_custom_sections USING btree (invoice_custom_section_id);

CREATE INDEX idx_on_invoice_custom_section_id_b381df5bb5 ON lago.wallet_transactions_invoice_custom_sections USING btree (invoice_custom_section_id);

CREATE INDEX idx_on_invoice_custom_section_id_ccb39e9622 ON lago.billing_entities_invoice_custom_sections USING btree (invoice_custom_section_id);

CREATE INDEX idx_on_invoice_custom_section_id_d8b9068730 ON lago.subscriptions_invoice_custom_sections USING btree (invoice_custom_section_id);

CREATE UNIQUE INDEX idx_on_invoice_id_payment_request_id_aa550779a4 ON lago.invoices_payment_requests USING btree (invoice_id, payment_request_id);

CREATE INDEX idx_on_organization_id_2be2ef98ea ON lago.enriched_store_subscription_migrations USING btree (organization_id);

CREATE INDEX idx_on_organization_id_376a587b04 ON lago.usage_monitoring_subscription_activities USING btree (organization_id);

CREATE INDEX idx_on_organization_id_7020c3c43a ON lago.entitlement_subscription_feature_removals USING btree (organization_id);

CREATE INDEX idx_on_organization_id_83703a45f4 ON lago.billing_entities_invoice_custom_sections USING btree (organization_id);

CREATE INDEX idx_on_organization_id_ccdf05cbfe ON lago.wallet_transactions_invoice_custom_sections USING btree (organization_id);

CREATE INDEX idx_on_organization_id_deleted_at_225e3f789d ON lago.invoice_custom_sections USING btree (organization_id, deleted_at);

CREATE INDEX idx_on_organization_id_e73219f079 ON lago.recurring_transaction_rules_invoice_custom_sections USING btree (organization_id);

CREATE INDEX idx_on_organization_id_e742f77454 ON lago.subscription_fixed_charge_units_overrides USING btree (organization_id);

CREATE INDEX idx_on_organization_id_external_id_gin_trgm_ops_fb8058a497 ON lago.subscriptions USING gin (organization_id, external_id public.gin_trgm_ops);

CREATE INDEX idx_on_organization_id_external_subscription_id_df3a30d96d ON lago.daily_usages USING btree (organization_id, external_subscription_id);

CREATE INDEX idx_on_organization_id_organization_sequential_id_2387146f54 ON lago.invoices USING btree (organization_id, organization_sequential_id DESC) INCLUDE (self_billed);

CREATE INDEX idx_on_organization_id_provider_payment_id_gin_trgm_2bcf073c0b ON lago.payments USING gin (organization_id, provider_payment_id public.gin_trgm_ops);

CREATE INDEX idx_on_organization_id_subscription_at_created_at_id ON lago.subscriptions USING btree (organization_id, subscription_at DESC NULLS LAST, created_at DESC, id);

CREATE INDEX idx_on_outbound_wallet_transaction_id_cf6ff733c6 ON lago.wallet_transaction_consumptions USING btree (outbound_wallet_transaction_id);

CREATE UNIQUE INDEX idx_on_owner_type_owner_id_category_937f7f9880 ON lago.billing_object_connections USING btree (owner_type, owner_id, category);

CREATE INDEX idx_on_payment_provider_customer_id_ed5e6793bd ON lago.billing_object_connections USING btree (payment_provider_customer_id);

CREATE INDEX idx_on_plan_id_billable_metric_id_pay_in_advance_4a205974cb ON lago.charges USING btree (plan_id, billable_metric_id, pay_in_advance) WHERE (deleted_at IS NULL);

CREATE INDEX idx_on_recurring_transaction_rule_id_fba3d39cca ON lago.recurring_transaction_rules_invoice_custom_sections USING btree (recurring_transaction_rule_id);

CREATE INDEX idx_on_subscription_id_295edd8bb3 ON lago.entitlement_subscription_feature_removals USING btree (subscription_id);

CREATE INDEX idx_on_subscription_id_b41afd08e0 ON lago.enriched_store_subscription_migrations USING btree (subscription_id);

CREATE INDEX idx_on_subscription_id_bd763c5aa3 ON lago.subscription_fixed_charge_units_overrides USING btree (subscription_id);

CREATE UNIQUE INDEX idx_on_subscription_id_type_8feb7b9623 ON lago.subscription_activation_rules USING btree (subscription_id, type);

CREATE INDEX idx_on_usage_monitoring_alert_id_4290c95dec ON lago.usage_monitoring_triggered_alerts USING btree (usage_monitoring_alert_id);

CREATE INDEX idx_on_usage_monitoring_alert_id_78eb24d06c ON lago.usage_monitoring_alert_thresholds USING btree (usage_monitoring_alert_id);

CREATE UNIQUE INDEX idx_on_usage_monitoring_alert_id_recurring_756a2a370d ON lago.usage_monitoring_alert_thresholds USING btree (usage_monitoring_alert_id, recurring) WHERE (recurring IS TRUE);

CREATE UNIQUE INDEX idx_on_usage_threshold_id_invoice_id_cb82cdf163 ON lago.applied_usage_thresholds USING btree (usage_threshold_id, invoice_id);

CREATE INDEX idx_on_wallet_transaction_id_ac2826109e ON lago.wallet_transactions_invoice_custom_sections USING btree (wallet_transaction_id);

CREATE UNIQUE INDEX idx_pay_in_advance_duplication_guard_charge ON lago.fees USING btree (pay_in_advance_event_transaction_id, charge_id) WHERE ((deleted_at IS NULL) AND (charge_filter_id IS NULL) AND (pay_in_advance_event_transaction_id IS NOT NULL) AND (pay_in_advance = true) AND (duplicated_in_advance = false) AND (original_fee_id IS NULL));

CREATE UNIQUE INDEX idx_pay_in_advance_duplication_guard_charge_filter ON lago.fees USING btree (pay_in_advance_event_transaction_id, charge_id, charge_filter_id) WHERE ((deleted_at IS NULL) AND (charge_filter_id IS NOT NULL) AND (pay_in_advance_event_transaction_id IS NOT NULL) AND (pay_in_advance = true) AND (duplicated_in_advance = false) AND (original_fee_id IS NULL));

CREATE UNIQUE INDEX idx_pif_values_on_filter_metric_filter_and_value ON lago.product_filter_values USING btree (product_filter_id, billable_metric_filter_id, value) NULLS NOT DISTINCT WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_privileges_code_unique_per_feature ON lago.entitlement_privileges USING btree (code, entitlement_feature_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_subscription_unique ON lago.usage_monitoring_subscription_activities USING btree (subscription_id);

CREATE UNIQUE INDEX idx_unique_feature_per_plan ON lago.entitlement_entitlements USING btree (entitlement_feature_id, plan_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_unique_feature_per_subscription ON lago.entitlement_entitlements USING btree (entitlement_feature_id, subscription_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_unique_feature_removal_per_subscription ON lago.entitlement_subscription_feature_removals USING btree (subscription_id, entitlement_feature_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_unique_privilege_removal_per_subscription ON lago.entitlement_subscription_feature_removals USING btree (subscription_id, entitlement_privilege_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_unique_tax_code_per_organization ON lago.taxes USING btree (code, organization_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX idx_usage_thresholds_on_amount_plan_recurring ON lago.usage_thresholds USING btree (amount_cents, plan_id, recurring) WHERE ((deleted_at IS NULL) AND (plan_id IS NOT NULL));

CREATE UNIQUE INDEX idx_usage_thresholds_on_amount_subscription_recurring ON lago.usage_thresholds USING btree (amount_cents, subscription_id, recurring) WHERE ((deleted_at IS NULL) AND (subscription_id IS NOT NULL));

CREATE UNIQUE INDEX idx_usage_thresholds_plan_recurring ON lago.usage_thresholds USING btree (plan_id, recurring) WHERE ((recurring IS TRUE) AND (deleted_at IS NULL) AND (plan_id IS NOT NULL));

CREATE UNIQUE INDEX idx_usage_thresholds_subscription_recurring ON lago.usage_thresholds USING btree (subscription_id, recurring) WHERE ((recurring IS TRUE) AND (deleted_at IS NULL) AND (subscription_id IS NOT NULL));

CREATE INDEX idx_wallet_transactions_available_inbound ON lago.wallet_transactions USING btree (wallet_id, priority, (
CASE
    WHEN (transaction_status = 1) THEN 0
    ELSE 1
END), created_at) WHERE ((remaining_amount_cents > 0) AND (transaction_type = 0) AND (status = 1));

CREATE UNIQUE INDEX idx_wallet_tx_consumptions_inbound_outbound ON lago.wallet_transaction_consumptions USING btree (inbound_wallet_transaction_id, outbound_wallet_transaction_id);

CREATE INDEX index_activation_rules_pending_with_expiry ON lago.subscription_activation_rules USING btree (status, expires_at) WHERE ((status = 'pending'::lago.subscription_activation_rule_statuses) AND (expires_at IS NOT NULL));

CREATE INDEX index_active_charge_filter_values ON lago.charge_filter_values USING btree (charge_filter_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_active_charge_filters ON lago.charge_filters USING btree (charge_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_active_metric_filters ON lago.billable_metric_filters USING btree (billable_metric_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_active_storage_attachments_on_blob_id ON lago.active_storage_attachments USING btree (blob_id);

CREATE UNIQUE INDEX index_active_storage_attachments_uniqueness ON lago.active_storage_attachments USING btree (record_type, record_id, name, blob_id);

CREATE UNIQUE INDEX index_active_storage_blobs_on_key ON lago.active_storage_blobs USING btree (key);

CREATE UNIQUE INDEX index_active_storage_variant_records_uniqueness ON lago.active_storage_variant_records USING btree (blob_id, variation_digest);

CREATE UNIQUE INDEX index_active_subscription_rate_cards_on_sub_and_card ON lago.subscription_rate_cards USING btree (subscription_id, rate_card_id) WHERE ((deleted_at IS NULL) AND (ended_at IS NULL));

CREATE INDEX index_add_ons_on_deleted_at ON lago.add_ons USING btree (deleted_at);

CREATE INDEX index_add_ons_on_organization_id ON lago.add_ons USING btree (organization_id);

CREATE UNIQUE INDEX index_add_ons_on_organization_id_and_code ON lago.add_ons USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_add_ons_taxes_on_add_on_id ON lago.add_ons_taxes USING btree (add_on_id);

CREATE UNIQUE INDEX index_add_ons_taxes_on_add_on_id_and_tax_id ON lago.add_ons_taxes USING btree (add_on_id, tax_id);

CREATE INDEX index_add_ons_taxes_on_organization_id ON lago.add_ons_taxes USING btree (organization_id);

CREATE INDEX index_add_ons_taxes_on_tax_id ON lago.add_ons_taxes USING btree (tax_id);

CREATE INDEX index_adjusted_fees_on_charge_filter_id ON lago.adjusted_fees USING btree (charge_filter_id);

CREATE INDEX index_adjusted_fees_on_charge_id ON lago.adjusted_fees USING btree (charge_id);

CREATE INDEX index_adjusted_fees_on_fee_id ON lago.adjusted_fees USING btree (fee_id);

CREATE INDEX index_adjusted_fees_on_group_id ON lago.adjusted_fees USING btree (group_id);

CREATE INDEX index_adjusted_fees_on_invoice_id ON lago.adjusted_fees USING btree (invoice_id);

CREATE INDEX index_adjusted_fees_on_organization_id ON lago.adjusted_fees USING btree (organization_id);

CREATE INDEX index_adjusted_fees_on_subscription_id ON lago.adjusted_fees USING btree (subscription_id);

CREATE INDEX index_ai_conversations_on_membership_id ON lago.ai_conversations USING btree (membership_id);

CREATE INDEX index_ai_conversations_on_organization_id ON lago.ai_conversations USING btree (organization_id);

CREATE INDEX index_api_keys_on_organization_id ON lago.api_keys USING btree (organization_id);

CREATE UNIQUE INDEX index_api_keys_on_value ON lago.api_keys USING btree (value);

CREATE INDEX index_applied_add_ons_on_add_on_id ON lago.applied_add_ons USING btree (add_on_id);

CREATE INDEX index_applied_add_ons_on_add_on_id_and_customer_id ON lago.applied_add_ons USING btree (add_on_id, customer_id);

CREATE INDEX index_applied_add_ons_on_customer_id ON lago.applied_add_ons USING btree (customer_id);

CREATE INDEX index_applied_coupons_on_coupon_id ON lago.applied_coupons USING btree (coupon_id);

CREATE INDEX index_applied_coupons_on_customer_id ON lago.applied_coupons USING btree (customer_id);

CREATE INDEX index_applied_coupons_on_organization_id ON lago.applied_coupons USING btree (organization_id);

CREATE INDEX index_applied_invoice_custom_sections_on_invoice_id ON lago.applied_invoice_custom_sections USING btree (invoice_id);

CREATE INDEX index_applied_invoice_custom_sections_on_organization_id ON lago.applied_invoice_custom_sections USING btree (organization_id);

CREATE INDEX index_applied_pricing_units_on_organization_id ON lago.applied_pricing_units USING btree (organization_id);

CREATE INDEX index_applied_pricing_units_on_pricing_unit_id ON lago.applied_pricing_units USING btree (pricing_unit_id);

CREATE INDEX index_applied_pricing_units_on_pricing_unitable ON lago.applied_pricing_units USING btree (pricing_unitable_type, pricing_unitable_id);

CREATE INDEX index_applied_usage_thresholds_on_invoice_id ON lago.applied_usage_thresholds USING btree (invoice_id);

CREATE INDEX index_applied_usage_thresholds_on_organization_id ON lago.applied_usage_thresholds USING btree (organization_id);

CREATE INDEX index_applied_usage_thresholds_on_usage_threshold_id ON lago.applied_usage_thresholds USING btree (usage_threshold_id);

CREATE INDEX index_billable_metric_filters_on_billable_metric_id ON lago.billable_metric_filters USING btree (billable_metric_id);

CREATE INDEX index_billable_metric_filters_on_deleted_at ON lago.billable_metric_filters USING btree (deleted_at);

CREATE INDEX index_billable_metric_filters_on_organization_id ON lago.billable_metric_filters USING btree (organization_id);

CREATE INDEX index_billable_metrics_on_deleted_at ON lago.billable_metrics USING btree (deleted_at);

CREATE INDEX index_billable_metrics_on_org_id_and_code_and_expr ON lago.billable_metrics USING btree (organization_id, code, expression) WHERE ((expression IS NOT NULL) AND ((expression)::text <> ''::text));

CREATE INDEX index_billable_metrics_on_organization_id ON lago.billable_metrics USING btree (organization_id);

CREATE UNIQUE INDEX index_billable_metrics_on_organization_id_and_code ON lago.billable_metrics USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_billing_entities_on_applied_dunning_campaign_id ON lago.billing_entities USING btree (applied_dunning_campaign_id);

CREATE UNIQUE INDEX index_billing_entities_on_code_and_organization_id ON lago.billing_entities USING btree (code, organization_id) WHERE ((deleted_at IS NULL) AND (archived_at IS NULL));

CREATE INDEX index_billing_entities_on_organization_id ON lago.billing_entities USING btree (organization_id);

CREATE INDEX index_billing_entities_taxes_on_billing_entity_id ON lago.billing_entities_taxes USING btree (billing_entity_id);

CREATE UNIQUE INDEX index_billing_entities_taxes_on_billing_entity_id_and_tax_id ON lago.billing_entities_taxes USING btree (billing_entity_id, tax_id);

CREATE INDEX index_billing_entities_taxes_on_organization_id ON lago.billing_entities_taxes USING btree (organization_id);

CREATE INDEX index_billing_entities_taxes_on_tax_id ON lago.billing_entities_taxes USING btree (tax_id);

CREATE INDEX index_billing_object_connections_on_integration_customer_id ON lago.billing_object_connections USING btree (integration_customer_id);

CREATE INDEX index_billing_object_connections_on_organization_id ON lago.billing_object_connections USING btree (organization_id);

CREATE INDEX index_cached_aggregations_on_charge_id ON lago.cached_aggregations USING btree (charge_id);

CREATE INDEX index_cached_aggregations_on_event_transaction_id ON lago.cached_aggregations USING btree (organization_id, event_transaction_id);

CREATE INDEX index_cached_aggregations_on_external_subscription_id ON lago.cached_aggregations USING btree (external_subscription_id);

CREATE INDEX index_charge_filter_values_on_billable_metric_filter_id ON lago.charge_filter_values USING btree (billable_metric_filter_id);

CREATE INDEX index_charge_filter_values_on_charge_filter_id ON lago.charge_filter_values USING btree (charge_filter_id);

CREATE INDEX index_charge_filter_values_on_deleted_at ON lago.charge_filter_values USING btree (deleted_at);

CREATE INDEX index_charge_filter_values_on_organization_id ON lago.charge_filter_values USING btree (organization_id);

CREATE INDEX index_charge_filters_on_charge_id ON lago.charge_filters USING btree (charge_id);

CREATE UNIQUE INDEX index_charge_filters_on_charge_id_and_code ON lago.charge_filters USING btree (charge_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_charge_filters_on_deleted_at ON lago.charge_filters USING btree (deleted_at);

CREATE INDEX index_charge_filters_on_organization_id ON lago.charge_filters USING btree (organization_id);

CREATE INDEX index_charges_on_accepts_target_wallet ON lago.charges USING btree (accepts_target_wallet) WHERE (accepts_target_wallet = true);

CREATE INDEX index_charges_on_billable_metric_id ON lago.charges USING btree (billable_metric_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_charges_on_billable_metric_id_all ON lago.charges USING btree (billable_metric_id);

CREATE INDEX index_charges_on_deleted_at ON lago.charges USING btree (deleted_at);

CREATE INDEX index_charges_on_organization_id ON lago.charges USING btree (organization_id);

CREATE INDEX index_charges_on_parent_id ON lago.charges USING btree (parent_id);

CREATE INDEX index_charges_on_plan_id ON lago.charges USING btree (plan_id);

CREATE INDEX index_charges_on_plan_id_and_billable_metric_id_and_prorated ON lago.charges USING btree (plan_id, billable_metric_id, prorated) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_charges_on_plan_id_and_code ON lago.charges USING btree (plan_id, code) WHERE ((deleted_at IS NULL) AND (parent_id IS NULL));

CREATE INDEX index_charges_pay_in_advance ON lago.charges USING btree (billable_metric_id) WHERE ((deleted_at IS NULL) AND (pay_in_advance = true));

CREATE INDEX index_charges_taxes_on_charge_id ON lago.charges_taxes USING btree (charge_id);

CREATE UNIQUE INDEX index_charges_taxes_on_charge_id_and_tax_id ON lago.charges_taxes USING btree (charge_id, tax_id);

CREATE INDEX index_charges_taxes_on_organization_id ON lago.charges_taxes USING btree (organization_id);

CREATE INDEX index_charges_taxes_on_tax_id ON lago.charges_taxes USING btree (tax_id);

CREATE UNIQUE INDEX index_commitments_on_commitment_type_and_plan_id ON lago.commitments USING btree (commitment_type, plan_id);

CREATE INDEX index_commitments_on_organization_id ON lago.commitments USING btree (organization_id);

CREATE INDEX index_commitments_on_plan_id ON lago.commitments USING btree (plan_id);

CREATE INDEX index_commitments_taxes_on_commitment_id ON lago.commitments_taxes USING btree (commitment_id);

CREATE UNIQUE INDEX index_commitments_taxes_on_commitment_id_and_tax_id ON lago.commitments_taxes USING btree (commitment_id, tax_id);

CREATE INDEX index_commitments_taxes_on_organization_id ON lago.commitments_taxes USING btree (organization_id);

CREATE INDEX index_commitments_taxes_on_tax_id ON lago.commitments_taxes USING btree (tax_id);

CREATE INDEX index_coupon_targets_on_billable_metric_id ON lago.coupon_targets USING btree (billable_metric_id);

CREATE INDEX index_coupon_targets_on_coupon_id ON lago.coupon_targets USING btree (coupon_id);

CREATE INDEX index_coupon_targets_on_deleted_at ON lago.coupon_targets USING btree (deleted_at);

CREATE INDEX index_coupon_targets_on_organization_id ON lago.coupon_targets USING btree (organization_id);

CREATE INDEX index_coupon_targets_on_plan_id ON lago.coupon_targets USING btree (plan_id);

CREATE INDEX index_coupons_on_deleted_at ON lago.coupons USING btree (deleted_at);

CREATE INDEX index_coupons_on_organization_id ON lago.coupons USING btree (organization_id);

CREATE UNIQUE INDEX index_coupons_on_organization_id_and_code ON lago.coupons USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_credit_note_items_on_credit_note_id ON lago.credit_note_items USING btree (credit_note_id);

CREATE INDEX index_credit_note_items_on_fee_id ON lago.credit_note_items USING btree (fee_id);

CREATE INDEX index_credit_note_items_on_organization_id ON lago.credit_note_items USING btree (organization_id);

CREATE INDEX index_credit_notes_on_customer_id ON lago.credit_notes USING btree (customer_id);

CREATE INDEX index_credit_notes_on_invoice_id ON lago.credit_notes USING btree (invoice_id);

CREATE UNIQUE INDEX index_credit_notes_on_invoice_id_and_sequential_id ON lago.credit_notes USING btree (invoice_id, sequential_id);

CREATE INDEX index_credit_notes_on_organization_id ON lago.credit_notes USING btree (organization_id);

CREATE INDEX index_credit_notes_taxes_on_credit_note_id ON lago.credit_notes_taxes USING btree (credit_note_id);

CREATE UNIQUE INDEX index_credit_notes_taxes_on_credit_note_id_and_tax_code ON lago.credit_notes_taxes USING btree (credit_note_id, tax_code);

CREATE INDEX index_credit_notes_taxes_on_organization_id ON lago.credit_notes_taxes USING btree (organization_id);

CREATE INDEX index_credit_notes_taxes_on_tax_code ON lago.credit_notes_taxes USING btree (tax_code);

CREATE INDEX index_credit_notes_taxes_on_tax_id ON lago.credit_notes_taxes USING btree (tax_id);

CREATE INDEX index_credits_on_applied_coupon_id ON lago.credits USING btree (applied_coupon_id);

CREATE INDEX index_credits_on_credit_note_id ON lago.credits USING btree (credit_note_id);

CREATE INDEX index_credits_on_invoice_id ON lago.credits USING btree (invoice_id);

CREATE INDEX index_credits_on_organization_id ON lago.credits USING btree (organization_id);

CREATE INDEX index_credits_on_progressive_billing_invoice_id ON lago.credits USING btree (progressive_billing_invoice_id);

CREATE INDEX index_customer_metadata_on_customer_id ON lago.customer_metadata USING btree (customer_id);

CREATE UNIQUE INDEX index_customer_metadata_on_customer_id_and_key ON lago.customer_metadata USING btree (customer_id, key);

CREATE INDEX index_customer_metadata_on_organization_id ON lago.customer_metadata USING btree (organization_id);

CREATE INDEX index_customers_by_cursor ON lago.customers USING btree (organization_id, created_at DESC, id);

CREATE INDEX index_customers_invoice_custom_sections_on_billing_entity_id ON lago.customers_invoice_custom_sections USING btree (billing_entity_id);

CREATE INDEX index_customers_invoice_custom_sections_on_customer_id ON lago.customers_invoice_custom_sections USING btree (customer_id);

CREATE INDEX index_customers_invoice_custom_sections_on_organization_id ON lago.customers_invoice_custom_sections USING btree (organization_id);

CREATE INDEX index_customers_on_account_type ON lago.customers USING btree (account_type);

CREATE INDEX index_customers_on_applied_dunning_campaign_id ON lago.customers USING btree (applied_dunning_campaign_id);

CREATE INDEX index_customers_on_awaiting_wallet_refresh ON lago.customers USING btree (awaiting_wallet_refresh);

CREATE INDEX index_customers_on_billing_entity_id ON lago.customers USING btree (billing_entity_id);

CREATE INDEX index_customers_on_deleted_at ON lago.customers USING btree (deleted_at);

CREATE INDEX index_customers_on_external_id ON lago.customers USING btree (organization_id, external_id);

CREATE UNIQUE INDEX index_customers_on_external_id_and_organization_id ON lago.customers USING btree (external_id, organization_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_customers_on_org_id_and_sequential_id_unique ON lago.customers USING btree (organization_id, sequential_id) WHERE (sequential_id IS NOT NULL);

CREATE INDEX index_customers_on_organization_id_email_gin_trgm_ops ON lago.customers USING gin (organization_id, email public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_customers_on_organization_id_external_id_gin_trgm_ops ON lago.customers USING gin (organization_id, external_id public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_customers_on_organization_id_firstname_gin_trgm_ops ON lago.customers USING gin (organization_id, firstname public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_customers_on_organization_id_kept ON lago.customers USING btree (organization_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_customers_on_organization_id_lastname_gin_trgm_ops ON lago.customers USING gin (organization_id, lastname public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_customers_on_organization_id_legal_name_gin_trgm_ops ON lago.customers USING gin (organization_id, legal_name public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_customers_on_organization_id_name_gin_trgm_ops ON lago.customers USING gin (organization_id, name public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_customers_on_sequential_id ON lago.customers USING btree (sequential_id);

CREATE INDEX index_customers_taxes_on_customer_id ON lago.customers_taxes USING btree (customer_id);

CREATE UNIQUE INDEX index_customers_taxes_on_customer_id_and_tax_id ON lago.customers_taxes USING btree (customer_id, tax_id);

CREATE INDEX index_customers_taxes_on_organization_id ON lago.customers_taxes USING btree (organization_id);

CREATE INDEX index_customers_taxes_on_tax_id ON lago.customers_taxes USING btree (tax_id);

CREATE INDEX index_daily_usages_on_customer_id ON lago.daily_usages USING btree (customer_id);

CREATE INDEX index_daily_usages_on_organization_id ON lago.daily_usages USING btree (organization_id);

CREATE INDEX index_daily_usages_on_subscription_id ON lago.daily_usages USING btree (subscription_id);

CREATE INDEX index_daily_usages_on_subscription_id_and_usage_date ON lago.daily_usages USING btree (subscription_id, usage_date);

CREATE INDEX index_daily_usages_on_usage_date ON lago.daily_usages USING btree (usage_date);

CREATE INDEX index_data_export_parts_on_data_export_id ON lago.data_export_parts USING btree (data_export_id);

CREATE INDEX index_data_export_parts_on_organization_id ON lago.data_export_parts USING btree (organization_id);

CREATE INDEX index_data_exports_on_membership_id ON lago.data_exports USING btree (membership_id);

CREATE INDEX index_data_exports_on_organization_id ON lago.data_exports USING btree (organization_id);

CREATE INDEX index_dunning_campaign_thresholds_on_deleted_at ON lago.dunning_campaign_thresholds USING btree (deleted_at);

CREATE INDEX index_dunning_campaign_thresholds_on_dunning_campaign_id ON lago.dunning_campaign_thresholds USING btree (dunning_campaign_id);

CREATE INDEX index_dunning_campaign_thresholds_on_organization_id ON lago.dunning_campaign_thresholds USING btree (organization_id);

CREATE INDEX index_dunning_campaigns_on_deleted_at ON lago.dunning_campaigns USING btree (deleted_at);

CREATE INDEX index_dunning_campaigns_on_organization_id ON lago.dunning_campaigns USING btree (organization_id);

CREATE UNIQUE INDEX index_dunning_campaigns_on_organization_id_and_code ON lago.dunning_campaigns USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_enriched_store_migrations_on_organization_id ON lago.enriched_store_migrations USING btree (organization_id);

CREATE INDEX index_entitlement_entitlement_values_on_organization_id ON lago.entitlement_entitlement_values USING btree (organization_id);

CREATE INDEX index_entitlement_entitlements_on_entitlement_feature_id ON lago.entitlement_entitlements USING btree (entitlement_feature_id);

CREATE INDEX index_entitlement_entitlements_on_organization_id ON lago.entitlement_entitlements USING btree (organization_id);

CREATE INDEX index_entitlement_entitlements_on_plan_id ON lago.entitlement_entitlements USING btree (plan_id);

CREATE INDEX index_entitlement_entitlements_on_subscription_id ON lago.entitlement_entitlements USING btree (subscription_id);

CREATE INDEX index_entitlement_features_on_organization_id ON lago.entitlement_features USING btree (organization_id);

CREATE INDEX index_entitlement_privileges_on_entitlement_feature_id ON lago.entitlement_privileges USING btree (entitlement_feature_id);

CREATE INDEX index_entitlement_privileges_on_organization_id ON lago.entitlement_privileges USING btree (organization_id);

CREATE INDEX index_entitlement_subscription_feature_removals_on_deleted_at ON lago.entitlement_subscription_feature_removals USING btree (deleted_at);

CREATE INDEX index_error_details_on_deleted_at ON lago.error_details USING btree (deleted_at);

CREATE INDEX index_error_details_on_error_code ON lago.error_details USING btree (error_code);

CREATE INDEX index_error_details_on_organization_id ON lago.error_details USING btree (organization_id);

CREATE INDEX index_error_details_on_owner ON lago.error_details USING btree (owner_type, owner_id);

CREATE INDEX index_events_on_created_at ON lago.events USING btree (created_at) WHERE (deleted_at IS NULL);

CREATE INDEX index_events_on_organization_id_and_code ON lago.events USING btree (organization_id, code);

CREATE INDEX index_events_on_organization_id_and_created_at ON lago.events USING btree (organization_id, created_at DESC) WHERE (deleted_at IS NULL);

CREATE INDEX index_events_on_organization_id_and_timestamp ON lago.events USING btree (organization_id, "timestamp" DESC) WHERE (deleted_at IS NULL);

CREATE INDEX index_events_on_organization_id_and_transaction_id ON lago.events USING btree (organization_id, transaction_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_fees_on_add_on_id ON lago.fees USING btree (add_on_id);

CREATE INDEX index_fees_on_applied_add_on_id ON lago.fees USING btree (applied_add_on_id);

CREATE INDEX index_fees_on_billing_entity_id ON lago.fees USING btree (billing_entity_id);

CREATE INDEX index_fees_on_charge_filter_id ON lago.fees USING btree (charge_filter_id);

CREATE INDEX index_fees_on_charge_id ON lago.fees USING btree (charge_id);

CREATE INDEX index_fees_on_charge_id_and_invoice_id ON lago.fees USING btree (charge_id, invoice_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_fees_on_deleted_at ON lago.fees USING btree (deleted_at);

CREATE INDEX index_fees_on_fixed_charge_id ON lago.fees USING btree (fixed_charge_id);

CREATE INDEX index_fees_on_group_id ON lago.fees USING btree (group_id);

CREATE INDEX index_fees_on_invoice_id ON lago.fees USING btree (invoice_id);

CREATE INDEX index_fees_on_invoiceable ON lago.fees USING btree (invoiceable_type, invoiceable_id);

CREATE INDEX index_fees_on_organization_id ON lago.fees USING btree (organization_id);

CREATE INDEX index_fees_on_organization_id_and_created_at_and_id ON lago.fees USING btree (organization_id, created_at, id) WHERE (deleted_at IS NULL);

CREATE INDEX index_fees_on_original_fee_id ON lago.fees USING btree (original_fee_id);

CREATE INDEX index_fees_on_pay_in_advance_event_transaction_id ON lago.fees USING btree (pay_in_advance_event_transaction_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_fees_on_rate_card_rate_id ON lago.fees USING btree (rate_card_rate_id);

CREATE INDEX index_fees_on_rate_override_id ON lago.fees USING btree (rate_override_id);

CREATE INDEX index_fees_on_subscription_id ON lago.fees USING btree (subscription_id);

CREATE INDEX index_fees_on_true_up_parent_fee_id ON lago.fees USING btree (true_up_parent_fee_id);

CREATE INDEX index_fees_taxes_on_fee_id ON lago.fees_taxes USING btree (fee_id);

CREATE UNIQUE INDEX index_fees_taxes_on_fee_id_and_tax_id ON lago.fees_taxes USING btree (fee_id, tax_id) WHERE ((tax_id IS NOT NULL) AND (created_at >= '2023-09-12 00:00:00'::timestamp without time zone));

CREATE INDEX index_fees_taxes_on_organization_id ON lago.fees_taxes USING btree (organization_id);

CREATE INDEX index_fees_taxes_on_tax_id ON lago.fees_taxes USING btree (tax_id);

CREATE INDEX index_fixed_charge_events_on_deleted_at ON lago.fixed_charge_events USING btree (deleted_at);

CREATE INDEX index_fixed_charge_events_on_fixed_charge_id ON lago.fixed_charge_events USING btree (fixed_charge_id);

CREATE INDEX index_fixed_charge_events_on_organization_id ON lago.fixed_charge_events USING btree (organization_id);

CREATE INDEX index_fixed_charge_events_on_subscription_id ON lago.fixed_charge_events USING btree (subscription_id);

CREATE INDEX index_fixed_charges_on_add_on_id ON lago.fixed_charges USING btree (add_on_id);

CREATE INDEX index_fixed_charges_on_deleted_at ON lago.fixed_charges USING btree (deleted_at);

CREATE INDEX index_fixed_charges_on_organization_id ON lago.fixed_charges USING btree (organization_id);

CREATE INDEX index_fixed_charges_on_parent_id ON lago.fixed_charges USING btree (parent_id);

CREATE INDEX index_fixed_charges_on_plan_id ON lago.fixed_charges USING btree (plan_id);

CREATE UNIQUE INDEX index_fixed_charges_on_plan_id_and_code ON lago.fixed_charges USING btree (plan_id, code) WHERE ((deleted_at IS NULL) AND (parent_id IS NULL));

CREATE INDEX index_fixed_charges_taxes_on_fixed_charge_id ON lago.fixed_charges_taxes USING btree (fixed_charge_id);

CREATE UNIQUE INDEX index_fixed_charges_taxes_on_fixed_charge_id_and_tax_id ON lago.fixed_charges_taxes USING btree (fixed_charge_id, tax_id);

CREATE INDEX index_fixed_charges_taxes_on_organization_id ON lago.fixed_charges_taxes USING btree (organization_id);

CREATE INDEX index_fixed_charges_taxes_on_tax_id ON lago.fixed_charges_taxes USING btree (tax_id);

CREATE INDEX index_group_properties_on_charge_id ON lago.group_properties USING btree (charge_id);

CREATE UNIQUE INDEX index_group_properties_on_charge_id_and_group_id ON lago.group_properties USING btree (charge_id, group_id);

CREATE INDEX index_group_properties_on_deleted_at ON lago.group_properties USING btree (deleted_at);

CREATE INDEX index_group_properties_on_group_id ON lago.group_properties USING btree (group_id);

CREATE INDEX index_groups_on_billable_metric_id ON lago.groups USING btree (billable_metric_id);

CREATE INDEX index_groups_on_billable_metric_id_and_parent_group_id ON lago.groups USING btree (billable_metric_id, parent_group_id);

CREATE INDEX index_groups_on_deleted_at ON lago.groups USING btree (deleted_at);

CREATE INDEX index_groups_on_parent_group_id ON lago.groups USING btree (parent_group_id);

CREATE UNIQUE INDEX index_idempotency_records_on_idempotency_key ON lago.idempotency_records USING btree (idempotency_key);

CREATE INDEX index_idempotency_records_on_organization_id ON lago.idempotency_records USING btree (organization_id);

CREATE INDEX index_idempotency_records_on_resource_type_and_resource_id ON lago.idempotency_records USING btree (resource_type, resource_id);

CREATE INDEX index_inbound_webhooks_on_organization_id ON lago.inbound_webhooks USING btree (organization_id);

CREATE INDEX index_inbound_webhooks_on_status_and_created_at ON lago.inbound_webhooks USING btree (status, created_at) WHERE (status = 'pending'::lago.inbound_webhook_status);

CREATE INDEX index_inbound_webhooks_on_status_and_processing_at ON lago.inbound_webhooks USING btree (status, processing_at) WHERE (status = 'processing'::lago.inbound_webhook_status);

CREATE UNIQUE INDEX index_int_collection_mappings_unique_billing_entity_is_not_null ON lago.integration_collection_mappings USING btree (mapping_type, integration_id, billing_entity_id) WHERE (billing_entity_id IS NOT NULL);

CREATE UNIQUE INDEX index_int_collection_mappings_unique_billing_entity_is_null ON lago.integration_collection_mappings USING btree (mapping_type, integration_id, organization_id) WHERE (billing_entity_id IS NULL);

CREATE UNIQUE INDEX index_int_items_on_external_id_and_int_id_and_type ON lago.integration_items USING btree (external_id, integration_id, item_type);

CREATE INDEX index_integration_collection_mappings_on_billing_entity_id ON lago.integration_collection_mappings USING btree (billing_entity_id);

CREATE INDEX index_integration_collection_mappings_on_integration_id ON lago.integration_collection_mappings USING btree (integration_id);

CREATE INDEX index_integration_collection_mappings_on_organization_id ON lago.integration_collection_mappings USING btree (organization_id);

CREATE UNIQUE INDEX index_integration_customers_on_customer_category_code ON lago.integration_customers USING btree (customer_id, category, code);

CREATE UNIQUE INDEX index_integration_customers_on_customer_category_default ON lago.integration_customers USING btree (customer_id, category) WHERE is_default;

CREATE INDEX index_integration_customers_on_customer_id ON lago.integration_customers USING btree (customer_id);

CREATE UNIQUE INDEX index_integration_customers_on_customer_id_and_type ON lago.integration_customers USING btree (customer_id, type);

CREATE INDEX index_integration_customers_on_external_customer_id ON lago.integration_customers USING btree (external_customer_id);

CREATE INDEX index_integration_customers_on_integration_id ON lago.integration_customers USING btree (integration_id);

CREATE INDEX index_integration_customers_on_organization_id ON lago.integration_customers USING btree (organization_id);

CREATE INDEX index_integration_items_on_integration_id ON lago.integration_items USING btree (integration_id);

CREATE INDEX index_integration_items_on_organization_id ON lago.integration_items USING btree (organization_id);

CREATE INDEX index_integration_mappings_on_integration_id ON lago.integration_mappings USING btree (integration_id);

CREATE INDEX index_integration_mappings_on_mappable ON lago.integration_mappings USING btree (mappable_type, mappable_id);

CREATE INDEX index_integration_mappings_on_organization_id ON lago.integration_mappings USING btree (organization_id);

CREATE UNIQUE INDEX index_integration_mappings_unique_billing_entity_id_is_not_null ON lago.integration_mappings USING btree (mappable_type, mappable_id, integration_id, billing_entity_id) WHERE (billing_entity_id IS NOT NULL);

CREATE UNIQUE INDEX index_integration_mappings_unique_billing_entity_id_is_null ON lago.integration_mappings USING btree (mappable_type, mappable_id, integration_id, organization_id) WHERE (billing_entity_id IS NULL);

CREATE INDEX index_integration_resources_on_integration_id ON lago.integration_resources USING btree (integration_id);

CREATE INDEX index_integration_resources_on_organization_id ON lago.integration_resources USING btree (organization_id);

CREATE INDEX index_integration_resources_on_syncable ON lago.integration_resources USING btree (syncable_type, syncable_id);

CREATE UNIQUE INDEX index_integrations_on_code_and_organization_id ON lago.integrations USING btree (code, organization_id);

CREATE INDEX index_integrations_on_organization_id ON lago.integrations USING btree (organization_id);

CREATE INDEX index_invites_on_membership_id ON lago.invites USING btree (membership_id);

CREATE INDEX index_invites_on_organization_id ON lago.invites USING btree (organization_id);

CREATE UNIQUE INDEX index_invites_on_token ON lago.invites USING btree (token);

CREATE INDEX index_invoice_connections_on_integration_customer_id ON lago.invoice_connections USING btree (integration_customer_id);

CREATE UNIQUE INDEX index_invoice_connections_on_invoice_id_and_category ON lago.invoice_connections USING btree (invoice_id, category);

CREATE INDEX index_invoice_connections_on_organization_id ON lago.invoice_connections USING btree (organization_id);

CREATE INDEX index_invoice_connections_on_payment_provider_customer_id ON lago.invoice_connections USING btree (payment_provider_customer_id);

CREATE INDEX index_invoice_custom_sections_on_organization_id ON lago.invoice_custom_sections USING btree (organization_id);

CREATE UNIQUE INDEX index_invoice_custom_sections_on_organization_id_and_code ON lago.invoice_custom_sections USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_invoice_custom_sections_on_section_type ON lago.invoice_custom_sections USING btree (section_type);

CREATE INDEX index_invoice_metadata_on_invoice_id ON lago.invoice_metadata USING btree (invoice_id);

CREATE UNIQUE INDEX index_invoice_metadata_on_invoice_id_and_key ON lago.invoice_metadata USING btree (invoice_id, key);

CREATE INDEX index_invoice_metadata_on_organization_id ON lago.invoice_metadata USING btree (organization_id);

CREATE INDEX index_invoice_settlements_on_billing_entity_id ON lago.invoice_settlements USING btree (billing_entity_id);

CREATE INDEX index_invoice_settlements_on_organization_id ON lago.invoice_settlements USING btree (organization_id);

CREATE INDEX index_invoice_settlements_on_source_credit_note_id ON lago.invoice_settlements USING btree (source_credit_note_id);

CREATE INDEX index_invoice_settlements_on_source_payment_id ON lago.invoice_settlements USING btree (source_payment_id);

CREATE INDEX index_invoice_settlements_on_target_invoice_id ON lago.invoice_settlements USING btree (target_invoice_id);

CREATE INDEX index_invoice_subscriptions_boundaries ON lago.invoice_subscriptions USING btree (subscription_id, from_datetime, to_datetime);

CREATE INDEX index_invoice_subscriptions_on_invoice_id ON lago.invoice_subscriptions USING btree (invoice_id);

CREATE UNIQUE INDEX index_invoice_subscriptions_on_invoice_id_and_subscription_id ON lago.invoice_subscriptions USING btree (invoice_id, subscription_id) WHERE (created_at >= '2023-11-23 00:00:00'::timestamp without time zone);

CREATE INDEX index_invoice_subscriptions_on_organization_id ON lago.invoice_subscriptions USING btree (organization_id);

CREATE INDEX index_invoice_subscriptions_on_regenerated_invoice_id ON lago.invoice_subscriptions USING btree (regenerated_invoice_id);

CREATE INDEX index_invoice_subscriptions_on_subscription_id ON lago.invoice_subscriptions USING btree (subscription_id);

CREATE INDEX index_invoices_by_cursor ON lago.invoices USING btree (organization_id, issuing_date DESC, created_at DESC, id);

CREATE UNIQUE INDEX index_invoices_on_customer_billing_entity_sequential ON lago.invoices USING btree (customer_id, billing_entity_id, sequential_id);

CREATE INDEX index_invoices_on_number ON lago.invoices USING btree (number);

CREATE INDEX index_invoices_on_organization_id_and_customer_id ON lago.invoices USING btree (customer_id, organization_id);

CREATE INDEX index_invoices_on_organization_id_lower_purchase_order_number ON lago.invoices USING btree (organization_id, lower((purchase_order_number)::text));

CREATE INDEX index_invoices_on_organization_id_number_gin_trgm_ops ON lago.invoices USING gin (organization_id, number public.gin_trgm_ops);

CREATE INDEX index_invoices_on_payment_due_date ON lago.invoices USING btree (payment_due_date) WHERE ((status = 1) AND (payment_status <> 1) AND (payment_overdue = false) AND (payment_dispute_lost_at IS NULL));

CREATE INDEX index_invoices_on_payment_method_id ON lago.invoices USING btree (payment_method_id);

CREATE INDEX index_invoices_on_ready_to_be_refreshed ON lago.invoices USING btree (ready_to_be_refreshed) WHERE (ready_to_be_refreshed = true);

CREATE INDEX index_invoices_on_voided_invoice_id ON lago.invoices USING btree (voided_invoice_id);

CREATE INDEX index_invoices_payment_requests_on_invoice_id ON lago.invoices_payment_requests USING btree (invoice_id);

CREATE INDEX index_invoices_payment_requests_on_organization_id ON lago.invoices_payment_requests USING btree (organization_id);

CREATE INDEX index_invoices_payment_requests_on_payment_request_id ON lago.invoices_payment_requests USING btree (payment_request_id);

CREATE INDEX index_invoices_taxes_on_invoice_id ON lago.invoices_taxes USING btree (invoice_id);

CREATE UNIQUE INDEX index_invoices_taxes_on_invoice_id_and_tax_id ON lago.invoices_taxes USING btree (invoice_id, tax_id) WHERE ((tax_id IS NOT NULL) AND (created_at >= '2023-09-12 00:00:00'::timestamp without time zone));

CREATE INDEX index_invoices_taxes_on_organization_id ON lago.invoices_taxes USING btree (organization_id);

CREATE INDEX index_invoices_taxes_on_tax_id ON lago.invoices_taxes USING btree (tax_id);

CREATE INDEX index_item_metadata_on_organization_id ON lago.item_metadata USING btree (organization_id);

CREATE UNIQUE INDEX index_item_metadata_on_owner_type_and_owner_id ON lago.item_metadata USING btree (owner_type, owner_id);

CREATE INDEX index_item_metadata_on_value ON lago.item_metadata USING gin (value);

CREATE INDEX index_lifetime_usages_on_organization_id ON lago.lifetime_usages USING btree (organization_id);

CREATE INDEX index_lifetime_usages_on_recalculate_current_usage ON lago.lifetime_usages USING btree (recalculate_current_usage) WHERE ((deleted_at IS NULL) AND (recalculate_current_usage = true));

CREATE INDEX index_lifetime_usages_on_recalculate_invoiced_usage ON lago.lifetime_usages USING btree (recalculate_invoiced_usage) WHERE ((deleted_at IS NULL) AND (recalculate_invoiced_usage = true));

CREATE UNIQUE INDEX index_lifetime_usages_on_subscription_id ON lago.lifetime_usages USING btree (subscription_id);

CREATE INDEX index_membership_roles_by_membership_and_organization ON lago.membership_roles USING btree (membership_id, organization_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_membership_roles_on_role_id ON lago.membership_roles USING btree (role_id);

CREATE UNIQUE INDEX index_membership_roles_uniqueness ON lago.membership_roles USING btree (membership_id, role_id) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_memberships_by_id_and_organization ON lago.memberships USING btree (id, organization_id);

CREATE INDEX index_memberships_on_organization_id ON lago.memberships USING btree (organization_id);

CREATE INDEX index_memberships_on_user_id ON lago.memberships USING btree (user_id);

CREATE UNIQUE INDEX index_memberships_on_user_id_and_organization_id ON lago.memberships USING btree (user_id, organization_id) WHERE (revoked_at IS NULL);

CREATE INDEX index_order_forms_on_customer_id ON lago.order_forms USING btree (customer_id);

CREATE INDEX index_order_forms_on_organization_id_and_created_at ON lago.order_forms USING btree (organization_id, created_at);

CREATE INDEX index_order_forms_on_organization_id_and_expires_at ON lago.order_forms USING btree (organization_id, expires_at);

CREATE INDEX index_order_forms_on_organization_id_and_status ON lago.order_forms USING btree (organization_id, status);

CREATE UNIQUE INDEX index_order_forms_on_quote_version_id ON lago.order_forms USING btree (quote_version_id);

CREATE INDEX index_orders_on_customer_id ON lago.orders USING btree (customer_id);

CREATE INDEX index_orders_on_execute_at ON lago.orders USING btree (execute_at) WHERE ((status = 'created'::lago.order_status) AND (execute_at IS NOT NULL));

CREATE UNIQUE INDEX index_orders_on_order_form_id ON lago.orders USING btree (order_form_id);

CREATE INDEX index_orders_on_organization_id_and_created_at ON lago.orders USING btree (organization_id, created_at);

CREATE INDEX index_orders_on_organization_id_and_status ON lago.orders USING btree (organization_id, status);

CREATE UNIQUE INDEX index_organizations_on_api_key ON lago.organizations USING btree (api_key);

CREATE UNIQUE INDEX index_organizations_on_hmac_key ON lago.organizations USING btree (hmac_key);

CREATE UNIQUE INDEX index_organizations_on_slug ON lago.organizations USING btree (slug);

CREATE UNIQUE INDEX index_password_resets_on_token ON lago.password_resets USING btree (token);

CREATE INDEX index_password_resets_on_user_id ON lago.password_resets USING btree (user_id);

CREATE INDEX index_payment_intents_on_invoice_id ON lago.payment_intents USING btree (invoice_id);

CREATE UNIQUE INDEX index_payment_intents_on_invoice_id_and_status ON lago.payment_intents USING btree (invoice_id, status) WHERE (status = 0);

CREATE INDEX index_payment_intents_on_organization_id ON lago.payment_intents USING btree (organization_id);

CREATE INDEX index_payment_methods_on_customer_id ON lago.payment_methods USING btree (customer_id);

CREATE INDEX index_payment_methods_on_organization_id ON lago.payment_methods USING btree (organization_id);

CREATE INDEX index_payment_methods_on_payment_provider_customer_id ON lago.payment_methods USING btree (payment_provider_customer_id);

CREATE INDEX index_payment_methods_on_payment_provider_id ON lago.payment_methods USING btree (payment_provider_id);

CREATE UNIQUE INDEX index_payment_methods_on_provider_customer_and_provider_method ON lago.payment_methods USING btree (payment_provider_customer_id, provider_method_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_payment_methods_on_provider_method_type ON lago.payment_methods USING btree (provider_method_type);

CREATE UNIQUE INDEX index_payment_provider_customers_on_customer_id_and_code ON lago.payment_provider_customers USING btree (customer_id, code) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_payment_provider_customers_on_customer_id_and_type ON lago.payment_provider_customers USING btree (customer_id, type) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_payment_provider_customers_on_customer_id_default ON lago.payment_provider_customers USING btree (customer_id) WHERE (is_default AND (deleted_at IS NULL));

CREATE INDEX index_payment_provider_customers_on_organization_id ON lago.payment_provider_customers USING btree (organization_id);

CREATE INDEX index_payment_provider_customers_on_payment_provider_id ON lago.payment_provider_customers USING btree (payment_provider_id);

CREATE INDEX index_payment_provider_customers_on_provider_customer_id ON lago.payment_provider_customers USING btree (provider_customer_id);

CREATE UNIQUE INDEX index_payment_providers_on_code_and_organization_id ON lago.payment_providers USING btree (code, organization_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_payment_providers_on_organization_id ON lago.payment_providers USING btree (organization_id);

CREATE INDEX index_payment_receipts_on_billing_entity_id ON lago.payment_receipts USING btree (billing_entity_id);

CREATE INDEX index_payment_receipts_on_organization_id ON lago.payment_receipts USING btree (organization_id);

CREATE UNIQUE INDEX index_payment_receipts_on_payment_id ON lago.payment_receipts USING btree (payment_id);

CREATE INDEX index_payment_requests_on_customer_id ON lago.payment_requests USING btree (customer_id);

CREATE INDEX index_payment_requests_on_dunning_campaign_id ON lago.payment_requests USING btree (dunning_campaign_id);

CREATE INDEX index_payment_requests_on_organization_id ON lago.payment_requests USING btree (organization_id);

CREATE INDEX index_payments_by_cursor ON lago.payments USING btree (organization_id, created_at DESC, id);

CREATE INDEX index_payments_on_customer_id ON lago.payments USING btree (customer_id);

CREATE INDEX index_payments_on_invoice_id ON lago.payments USING btree (invoice_id);

CREATE INDEX index_payments_on_organization_id ON lago.payments USING btree (organization_id);

CREATE INDEX index_payments_on_organization_id_reference_gin_trgm_ops ON lago.payments USING gin (organization_id, reference public.gin_trgm_ops);

CREATE UNIQUE INDEX index_payments_on_payable_id_and_payable_type ON lago.payments USING btree (payable_id, payable_type) WHERE ((payable_payment_status = ANY (ARRAY['pending'::lago.payment_payable_payment_status, 'processing'::lago.payment_payable_payment_status])) AND (payment_type = 'provider'::lago.payment_type));

CREATE INDEX index_payments_on_payable_id_and_payable_type_and_error_code ON lago.payments USING btree (payable_id, payable_type, error_code);

CREATE INDEX index_payments_on_payable_type_and_payable_id ON lago.payments USING btree (payable_type, payable_id);

CREATE INDEX index_payments_on_payment_method_id ON lago.payments USING btree (payment_method_id);

CREATE INDEX index_payments_on_payment_provider_customer_id ON lago.payments USING btree (payment_provider_customer_id);

CREATE INDEX index_payments_on_payment_provider_id ON lago.payments USING btree (payment_provider_id);

CREATE INDEX index_payments_on_payment_type ON lago.payments USING btree (payment_type);

CREATE UNIQUE INDEX index_payments_on_provider_payment_id_and_payment_provider_id ON lago.payments USING btree (provider_payment_id, payment_provider_id) WHERE (provider_payment_id IS NOT NULL);

CREATE INDEX index_pending_active_subscriptions_on_plan_id_and_status ON lago.subscriptions USING btree (plan_id, status) WHERE (status = ANY (ARRAY[0, 1]));

CREATE INDEX index_pending_vies_checks_on_billing_entity_id ON lago.pending_vies_checks USING btree (billing_entity_id);

CREATE UNIQUE INDEX index_pending_vies_checks_on_customer_id ON lago.pending_vies_checks USING btree (customer_id);

CREATE INDEX index_pending_vies_checks_on_organization_id ON lago.pending_vies_checks USING btree (organization_id);

CREATE INDEX index_plan_rate_cards_on_deleted_at ON lago.plan_rate_cards USING btree (deleted_at);

CREATE INDEX index_plan_rate_cards_on_organization_id ON lago.plan_rate_cards USING btree (organization_id);

CREATE INDEX index_plan_rate_cards_on_plan_id ON lago.plan_rate_cards USING btree (plan_id);

CREATE UNIQUE INDEX index_plan_rate_cards_on_plan_id_and_rate_card_id ON lago.plan_rate_cards USING btree (plan_id, rate_card_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_plan_rate_cards_on_rate_card_id ON lago.plan_rate_cards USING btree (rate_card_id);

CREATE INDEX index_plans_on_bill_fixed_charges_monthly ON lago.plans USING btree (bill_fixed_charges_monthly) WHERE ((deleted_at IS NULL) AND (bill_fixed_charges_monthly IS TRUE));

CREATE INDEX index_plans_on_created_at ON lago.plans USING btree (created_at);

CREATE INDEX index_plans_on_deleted_at ON lago.plans USING btree (deleted_at);

CREATE INDEX index_plans_on_organization_id ON lago.plans USING btree (organization_id);

CREATE UNIQUE INDEX index_plans_on_organization_id_and_code ON lago.plans USING btree (organization_id, code) WHERE ((deleted_at IS NULL) AND (parent_id IS NULL));

CREATE INDEX index_plans_on_organization_id_code_gin_trgm_ops ON lago.plans USING gin (organization_id, code public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_plans_on_organization_id_name_gin_trgm_ops ON lago.plans USING gin (organization_id, name public.gin_trgm_ops) WHERE (deleted_at IS NULL);

CREATE INDEX index_plans_on_parent_id ON lago.plans USING btree (parent_id);

CREATE INDEX index_plans_taxes_on_organization_id ON lago.plans_taxes USING btree (organization_id);

CREATE INDEX index_plans_taxes_on_plan_id ON lago.plans_taxes USING btree (plan_id);

CREATE UNIQUE INDEX index_plans_taxes_on_plan_id_and_tax_id ON lago.plans_taxes USING btree (plan_id, tax_id);

CREATE INDEX index_plans_taxes_on_tax_id ON lago.plans_taxes USING btree (tax_id);

CREATE INDEX index_presentation_breakdowns_on_fee_id ON lago.presentation_breakdowns USING btree (fee_id);

CREATE INDEX index_presentation_breakdowns_on_organization_id ON lago.presentation_breakdowns USING btree (organization_id);

CREATE INDEX index_pricing_unit_usages_on_fee_id ON lago.pricing_unit_usages USING btree (fee_id);

CREATE INDEX index_pricing_unit_usages_on_organization_id ON lago.pricing_unit_usages USING btree (organization_id);

CREATE INDEX index_pricing_unit_usages_on_pricing_unit_id ON lago.pricing_unit_usages USING btree (pricing_unit_id);

CREATE UNIQUE INDEX index_pricing_units_on_code_and_organization_id ON lago.pricing_units USING btree (code, organization_id);

CREATE INDEX index_pricing_units_on_organization_id ON lago.pricing_units USING btree (organization_id);

CREATE INDEX index_product_categories_on_deleted_at ON lago.product_categories USING btree (deleted_at);

CREATE INDEX index_product_categories_on_organization_id ON lago.product_categories USING btree (organization_id);

CREATE UNIQUE INDEX index_product_categories_on_organization_id_and_code ON lago.product_categories USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_product_filter_values_on_billable_metric_filter_id ON lago.product_filter_values USING btree (billable_metric_filter_id);

CREATE INDEX index_product_filter_values_on_deleted_at ON lago.product_filter_values USING btree (deleted_at);

CREATE INDEX index_product_filter_values_on_organization_id ON lago.product_filter_values USING btree (organization_id);

CREATE INDEX index_product_filter_values_on_product_filter_id ON lago.product_filter_values USING btree (product_filter_id);

CREATE INDEX index_product_filters_on_deleted_at ON lago.product_filters USING btree (deleted_at);

CREATE INDEX index_product_filters_on_organization_id ON lago.product_filters USING btree (organization_id);

CREATE INDEX index_product_filters_on_product_id ON lago.product_filters USING btree (product_id);

CREATE UNIQUE INDEX index_product_filters_on_product_id_and_code ON lago.product_filters USING btree (product_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_products_on_add_on_id ON lago.products USING btree (add_on_id);

CREATE INDEX index_products_on_billable_metric_id ON lago.products USING btree (billable_metric_id);

CREATE INDEX index_products_on_charge_id ON lago.products USING btree (charge_id);

CREATE INDEX index_products_on_deleted_at ON lago.products USING btree (deleted_at);

CREATE INDEX index_products_on_organization_id ON lago.products USING btree (organization_id);

CREATE UNIQUE INDEX index_products_on_organization_id_and_code ON lago.products USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_products_on_product_category_id ON lago.products USING btree (product_category_id);

CREATE INDEX index_quantified_events_on_billable_metric_id ON lago.quantified_events USING btree (billable_metric_id);

CREATE INDEX index_quantified_events_on_charge_filter_id ON lago.quantified_events USING btree (charge_filter_id);

CREATE INDEX index_quantified_events_on_deleted_at ON lago.quantified_events USING btree (deleted_at);

CREATE INDEX index_quantified_events_on_external_id ON lago.quantified_events USING btree (external_id);

CREATE INDEX index_quantified_events_on_group_id ON lago.quantified_events USING btree (group_id);

CREATE INDEX index_quantified_events_on_organization_id ON lago.quantified_events USING btree (organization_id);

CREATE INDEX index_quote_owners_on_organization_id ON lago.quote_owners USING btree (organization_id);

CREATE INDEX index_quote_owners_on_user_id ON lago.quote_owners USING btree (user_id);

CREATE INDEX index_quote_versions_on_billing_entity_id ON lago.quote_versions USING btree (billing_entity_id);

CREATE INDEX index_quote_versions_on_organization_id ON lago.quote_versions USING btree (organization_id);

CREATE INDEX index_quote_versions_on_quote_id ON lago.quote_versions USING btree (quote_id);

CREATE INDEX index_quotes_on_customer_id ON lago.quotes USING btree (customer_id);

CREATE INDEX index_quotes_on_subscription_id ON lago.quotes USING btree (subscription_id);

CREATE INDEX index_rate_card_rates_on_deleted_at ON lago.rate_card_rates USING btree (deleted_at);

CREATE INDEX index_rate_card_rates_on_organization_id ON lago.rate_card_rates USING btree (organization_id);

CREATE INDEX index_rate_card_rates_on_rate_card_id ON lago.rate_card_rates USING btree (rate_card_id);

CREATE UNIQUE INDEX index_rate_card_rates_on_rate_card_id_and_code ON lago.rate_card_rates USING btree (rate_card_id, code) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_rate_card_rates_on_rate_card_id_and_effective_from ON lago.rate_card_rates USING btree (rate_card_id, effective_from) WHERE (deleted_at IS NULL);

CREATE INDEX index_rate_cards_on_deleted_at ON lago.rate_cards USING btree (deleted_at);

CREATE INDEX index_rate_cards_on_organization_id ON lago.rate_cards USING btree (organization_id);

CREATE UNIQUE INDEX index_rate_cards_on_organization_id_and_code ON lago.rate_cards USING btree (organization_id, code) WHERE (deleted_at IS NULL);

CREATE INDEX index_rate_cards_on_product_filter_id ON lago.rate_cards USING btree (product_filter_id);

CREATE INDEX index_rate_cards_on_product_id ON lago.rate_cards USING btree (product_id);

CREATE INDEX index_rate_overrides_on_deleted_at ON lago.rate_overrides USING btree (deleted_at);

CREATE INDEX index_rate_overrides_on_organization_id ON lago.rate_overrides USING btree (organization_id);

CREATE INDEX index_rate_phases_on_deleted_at ON lago.rate_phases USING btree (deleted_at);

CREATE INDEX index_rate_phases_on_organization_id ON lago.rate_phases USING btree (organization_id);

CREATE INDEX index_rate_phases_on_plan_rate_card_id ON lago.rate_phases USING btree (plan_rate_card_id);

CREATE UNIQUE INDEX index_rate_phases_on_plan_rate_card_id_and_code ON lago.rate_phases USING btree (plan_rate_card_id, code) WHERE ((plan_rate_card_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX index_rate_phases_on_plan_rate_card_id_and_position ON lago.rate_phases USING btree (plan_rate_card_id, "position") WHERE ((plan_rate_card_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX index_rate_phases_on_rate_override_id ON lago.rate_phases USING btree (rate_override_id) WHERE ((rate_override_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX index_rate_phases_on_sub_rate_card_id_and_code ON lago.rate_phases USING btree (subscription_rate_card_id, code) WHERE ((subscription_rate_card_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX index_rate_phases_on_sub_rate_card_id_and_position ON lago.rate_phases USING btree (subscription_rate_card_id, "position") WHERE ((subscription_rate_card_id IS NOT NULL) AND (deleted_at IS NULL));

CREATE INDEX index_rate_phases_on_subscription_rate_card_id ON lago.rate_phases USING btree (subscription_rate_card_id);

CREATE INDEX index_recurring_transaction_rules_on_expiration_at ON lago.recurring_transaction_rules USING btree (expiration_at);

CREATE INDEX index_recurring_transaction_rules_on_organization_id ON lago.recurring_transaction_rules USING btree (organization_id);

CREATE INDEX index_recurring_transaction_rules_on_payment_method_id ON lago.recurring_transaction_rules USING btree (payment_method_id);

CREATE INDEX index_recurring_transaction_rules_on_started_at ON lago.recurring_transaction_rules USING btree (started_at);

CREATE INDEX index_recurring_transaction_rules_on_wallet_id ON lago.recurring_transaction_rules USING btree (wallet_id);

CREATE INDEX index_refunds_on_credit_note_id ON lago.refunds USING btree (credit_note_id);

CREATE INDEX index_refunds_on_organization_id ON lago.refunds USING btree (organization_id);

CREATE INDEX index_refunds_on_payment_id ON lago.refunds USING btree (payment_id);

CREATE INDEX index_refunds_on_payment_provider_customer_id ON lago.refunds USING btree (payment_provider_customer_id);

CREATE INDEX index_refunds_on_payment_provider_id ON lago.refunds USING btree (payment_provider_id);

CREATE INDEX index_refunds_on_refundable ON lago.refunds USING btree (refundable_type, refundable_id);

CREATE UNIQUE INDEX index_roles_by_code_per_organization ON lago.roles USING btree (organization_id NULLS FIRST, code) WHERE (deleted_at IS NULL);

CREATE UNIQUE INDEX index_roles_by_unique_admin ON lago.roles USING btree (admin) WHERE (admin AND (deleted_at IS NULL));

CREATE INDEX index_roles_on_organization_id ON lago.roles USING btree (organization_id);

CREATE UNIQUE INDEX index_rtr_invoice_custom_sections_unique ON lago.recurring_transaction_rules_invoice_custom_sections USING btree (recurring_transaction_rule_id, invoice_custom_section_id);

CREATE INDEX index_search_quantified_events ON lago.quantified_events USING btree (organization_id, external_subscription_id, billable_metric_id);

CREATE UNIQUE INDEX index_sub_fc_units_overrides_on_sub_id_and_fc_id ON lago.subscription_fixed_charge_units_overrides USING btree (subscription_id, fixed_charge_id) WHERE (deleted_at IS NULL);

CREATE INDEX index_subscription_activation_rules_on_organization_id ON lago.subscription_activation_rules USING btree (organization_id);

CREATE INDEX index_subscription_fixed_charge_units_overrides_on_deleted_at ON lago.subscription_fixed_charge_units_overrides USING btree (deleted_at);

CREATE INDEX index_subscription_rate_cards_on_deleted_at ON lago.subscription_rate_cards USING btree (deleted_at);

CREATE INDEX index_subscription_rate_cards_on_next_billing_at ON lago.subscription_rate_cards USING btree (next_billing_at) WHERE ((deleted_at IS NULL) AND (ended_at IS NULL));

CREATE INDEX index_subscription_rate_cards_on_organization_id ON lago.subscription_rate_cards USING btree (organization_id);

CREATE INDEX index_subscription_rate_cards_on_rate_card_id ON lago.subscription_rate_cards USING btree (rate_card_id);

CREATE INDEX index_subscription_rate_cards_on_subscription_id ON lago.subscription_rate_cards USING btree (subscription_id);

CREATE INDEX index_subscriptions_invoice_custom_sections_on_organization_id ON lago.subscriptions_invoice_custom_sections USING btree (organization_id);

CREATE INDEX index_subscriptions_invoice_custom_sections_on_subscription_id ON lago.subscriptions_invoice_custom_sections USING btree (subscription_id);

CREATE UNIQUE INDEX index_subscriptions_invoice_custom_sections_unique ON lago.subscriptions_invoice_custom_sections USING btree (subscription_id, invoice_custom_section_id);

CREATE INDEX index_subscriptions_on_billing_entity_id ON lago.subscriptions USING btree (billing_entity_id);

CREATE INDEX index_subscriptions_on_customer_id ON lago.subscriptions USING btree (customer_id);

CREATE INDEX index_subscriptions_on_ending_at_active ON lago.subscriptions USING btree (ending_at) WHERE ((status = 1) AND (ending_at IS NOT NULL));

CREATE INDEX index_subscriptions_on_external_id ON lago.subscriptions USING btree (external_id);

CREATE INDEX index_subscriptions_on_last_received_event_on ON lago.subscriptions USING btree (last_received_event_on);

CREATE INDEX index_subscriptions_on_last_received_event_on_null ON lago.subscriptions USING btree (id) WHERE (last_received_event_on IS NULL);

CREATE INDEX index_subscriptions_on_organization_id ON lago.subscriptions USING btree (organization_id);

CREATE INDEX index_subscriptions_on_organization_id_name_gin_trgm_ops ON lago.subscriptions USING gin (organization_id, name public.gin_trgm_ops);

CREATE INDEX index_subscriptions_on_payment_method_id ON lago.subscriptions USING btree (payment_method_id);

CREATE INDEX index_subscriptions_on_plan_id ON lago.subscriptions USING btree (plan_id);

CREATE INDEX index_subscriptions_on_previous_subscription_id_and_status ON lago.subscriptions USING btree (previous_subscription_id, status);

CREATE INDEX index_subscriptions_on_started_at ON lago.subscriptions USING btree (started_at);

CREATE INDEX index_subscriptions_on_started_at_and_ending_at ON lago.subscriptions USING btree (started_at, ending_at);

CREATE INDEX index_subscriptions_on_status ON lago.subscriptions USING btree (status);

CREATE INDEX index_taxes_on_organization_id ON lago.taxes USING btree (organization_id);

CREATE UNIQUE INDEX index_uniq_invoice_subscriptions_on_charges_from_to_datetime ON lago.invoice_subscriptions USING btree (subscription_id, charges_from_datetime, charges_to_datetime) WHERE ((created_at >= '2023-06-09 00:00:00'::timestamp without time zone) AND (recurring IS TRUE) AND (regenerated_invoice_id IS NULL));

CREATE UNIQUE INDEX index_uniq_invoice_subscriptions_on_fixed_charges_boundaries ON lago.invoice_subscriptions USING btree (subscription_id, fixed_charges_from_datetime, fixed_charges_to_datetime) WHERE ((fixed_charges_from_datetime IS NOT NULL) AND (recurring IS TRUE) AND (regenerated_invoice_id IS NULL));

CREATE UNIQUE INDEX index_uniq_wallet_code_per_customer ON lago.wallets USING btree (customer_id, code) WHERE (status = 0);

CREATE UNIQUE INDEX index_unique_applied_to_organization_per_organization ON lago.dunning_campaigns USING btree (organization_id) WHERE ((applied_to_organization = true) AND (deleted_at IS NULL));

CREATE UNIQUE INDEX index_unique_order_forms_on_organization_number ON lago.order_forms USING btree (organization_id, number);

CREATE UNIQUE INDEX index_unique_order_forms_on_organization_sequential_id ON lago.order_forms USING btree (organization_id, sequential_id);

CREATE UNIQUE INDEX index_unique_orders_on_organization_number ON lago.orders USING btree (organization_id, number);

CREATE UNIQUE INDEX index_unique_orders_on_organization_sequential_id ON lago.orders USING btree (organization_id, sequential_id);

CREATE UNIQUE INDEX index_unique_quote_owners_on_quote_user ON lago.quote_owners USING btree (quote_id, user_id);

CREATE UNIQUE INDEX index_unique_quote_versions_on_quote_active_status ON lago.quote_versions USING btree (quote_id) WHERE (status = ANY (ARRAY['draft'::lago.quote_status, 'approved'::lago.quote_status]));

CREATE UNIQUE INDEX index_unique_quote_versions_on_quote_sequential_id ON lago.quote_versions USING btree (quote_id, sequential_id);

CREATE UNIQUE INDEX index_unique_quotes_on_organization_number ON lago.quotes USING btree (organization_id, number);

CREATE UNIQUE INDEX index_unique_quotes_on_organization_sequential_id ON lago.quotes USING btree (organization_id, sequential_id);

CREATE UNIQUE INDEX index_unique_starting_invoice_subscription ON lago.invoice_subscriptions USING btree (subscription_id, invoicing_reason) WHERE ((invoicing_reason = 'subscription_starting'::lago.subscription_invoicing_reason) AND (regenerated_invoice_id IS NULL));

CREATE UNIQUE INDEX index_unique_terminating_invoice_subscription ON lago.invoice_subscriptions USING btree (subscription_id, invoicing_reason) WHERE ((invoicing_reason = 'subscription_terminating'::lago.subscription_invoicing_reason) AND (regenerated_invoice_id IS NULL));

CREATE UNIQUE INDEX index_unique_transaction_id ON lago.events USING btree (organization_id, external_subscription_id, transaction_id);

CREATE INDEX index_usage_monitoring_alert_thresholds_on_organization_id ON lago.usage_monitoring_alert_thresholds USING btree (organization_id);

CREATE INDEX index_usage_monitoring_alerts_on_billable_metric_id ON lago.usage_monitoring_alerts USING btree (billable_metric_id);

CREATE INDEX index_usage_monitoring_alerts_on_organization_id ON lago.usage_monitoring_alerts USING btree (organization_id);

CREATE INDEX index_usage_monitoring_alerts_on_subscription_external_id ON lago.usage_monitoring_alerts USING btree (subscription_external_id);

CREATE INDEX index_usage_monitoring_alerts_on_wallet_id ON lago.usage_monitoring_alerts USING btree (wallet_id);

CREATE INDEX index_usage_monitoring_triggered_alerts_on_organization_id ON lago.usage_monitoring_triggered_alerts USING btree (organization_id);

CREATE INDEX index_usage_monitoring_triggered_alerts_on_subscription_id ON lago.usage_monitoring_triggered_alerts USING btree (subscription_id);

CREATE INDEX index_usage_monitoring_triggered_alerts_on_wallet_id ON lago.usage_monitoring_triggered_alerts USING btree (wallet_id);

CREATE INDEX index_usage_thresholds_on_organization_id ON lago.usage_thresholds USING btree (organization_id);

CREATE INDEX index_usage_thresholds_on_plan_id ON lago.usage_thresholds USING btree (plan_id);

CREATE INDEX index_usage_thresholds_on_subscription_id ON lago.usage_thresholds USING btree (subscription_id);

CREATE UNIQUE INDEX index_user_devices_on_user_id_and_fingerprint ON lago.user_devices USING btree (user_id, fingerprint);

CREATE INDEX index_versions_on_item_type_and_item_id ON lago.versions USING btree (item_type, item_id);

CREATE INDEX index_wallet_targets_on_billable_metric_id ON lago.wallet_targets USING btree (billable_metric_id);

CREATE INDEX index_wallet_targets_on_organization_id ON lago.wallet_targets USING btree (organization_id);

CREATE INDEX index_wallet_targets_on_wallet_id ON lago.wallet_targets USING btree (wallet_id);

CREATE INDEX index_wallet_transaction_consumptions_on_organization_id ON lago.wallet_transaction_consumptions USING btree (organization_id);

CREATE INDEX index_wallet_transactions_on_billing_entity_id ON lago.wallet_transactions USING btree (billing_entity_id);

CREATE INDEX index_wallet_transactions_on_credit_note_id ON lago.wallet_transactions USING btree (credit_note_id);

CREATE INDEX index_wallet_transactions_on_invoice_id ON lago.wallet_transactions USING btree (invoice_id);

CREATE INDEX index_wallet_transactions_on_organization_id ON lago.wallet_transactions USING btree (organization_id);

CREATE INDEX index_wallet_transactions_on_payment_method_id ON lago.wallet_transactions USING btree (payment_method_id);

CREATE INDEX index_wallet_transactions_on_voided_invoice_id ON lago.wallet_transactions USING btree (voided_invoice_id);

CREATE INDEX index_wallet_transactions_on_wallet_id ON lago.wallet_transactions USING btree (wallet_id);

CREATE INDEX index_wallets_invoice_custom_sections_on_organization_id ON lago.wallets_invoice_custom_sections USING btree (organization_id);

CREATE INDEX index_wallets_invoice_custom_sections_on_wallet_id ON lago.wallets_invoice_custom_sections USING btree (wallet_id);

CREATE UNIQUE INDEX index_wallets_invoice_custom_sections_unique ON lago.wallets_invoice_custom_sections USING btree (wallet_id, invoice_custom_section_id);

CREATE INDEX index_wallets_on_billing_entity_id ON lago.wallets USING btree (billing_entity_id);

CREATE INDEX index_wallets_on_customer_id ON lago.wallets USING btree (customer_id);

CREATE INDEX index_wallets_on_organization_id ON lago.wallets USING btree (organization_id);

CREATE INDEX index_wallets_on_organization_id_and_customer_id ON lago.wallets USING btree (organization_id, customer_id);

CREATE INDEX index_wallets_on_payment_method_id ON lago.wallets USING btree (payment_method_id);

CREATE INDEX index_wallets_on_ready_to_be_refreshed ON lago.wallets USING btree (ready_to_be_refreshed) WHERE ready_to_be_refreshed;

CREATE INDEX index_webhook_endpoints_on_organization_id ON lago.webhook_endpoints USING btree (organization_id);

CREATE UNIQUE INDEX index_webhook_endpoints_on_webhook_url_and_organization_id ON lago.webhook_endpoints USING btree (webhook_url, organization_id);

CREATE INDEX index_webhooks_for_query ON lago.webhooks USING btree (organization_id, webhook_endpoint_id, webhook_type, updated_at);

CREATE INDEX index_webhooks_on_endpoint_and_timestamps ON lago.webhooks USING btree (webhook_endpoint_id, updated_at, created_at);

CREATE INDEX index_webhooks_on_endpoint_status_and_timestamps ON lago.webhooks USING btree (webhook_endpoint_id, status, updated_at);

CREATE INDEX index_webhooks_on_object_type_and_object_id_and_webhook_type ON lago.webhooks USING btree (object_type, object_id, webhook_type);

CREATE INDEX index_webhooks_on_organization_id ON lago.webhooks USING btree (organization_id);

CREATE INDEX index_webhooks_on_updated_at_for_cleanup ON lago.webhooks USING btree (updated_at) INCLUDE (id);

CREATE INDEX index_webhooks_on_webhook_endpoint_id ON lago.webhooks USING btree (webhook_endpoint_id);

CREATE UNIQUE INDEX index_wt_invoice_custom_sections_unique ON lago.wallet_transactions_invoice_custom_sections USING btree (wallet_transaction_id, invoice_custom_section_id);

CREATE UNIQUE INDEX unique_default_payment_method_per_customer ON lago.payment_methods USING btree (customer_id) WHERE ((is_default = true) AND (deleted_at IS NULL));

ALTER INDEX lago.index_enriched_events_on_event_id ATTACH PARTITION lago.enriched_events_default_event_id_idx;

ALTER INDEX lago.idx_unique_on_enriched_events ATTACH PARTITION lago.enriched_events_default_organization_id_external_subscript_idx1;

ALTER INDEX lago.idx_lookup_on_enriched_events ATTACH PARTITION lago.enriched_events_default_organization_id_external_subscripti_idx;

ALTER INDEX lago.idx_billing_on_enriched_events ATTACH PARTITION lago.enriched_events_default_organization_id_subscription_id_cha_idx;

CREATE OR REPLACE VIEW lago.billable_metrics_grouped_charges AS
 SELECT billable_metrics.organization_id,
    billable_metrics.code,
    billable_metrics.aggregation_type,
    billable_metrics.field_name,
    charges.plan_id,
    charges.id AS charge_id,
    charges.pay_in_advance,
        CASE
            WHEN (charges.charge_model = 0) THEN (charges.properties -> 'grouped_by'::text)
            ELSE NULL::jsonb
        END AS grouped_by,
    charge_filters.id AS charge_filter_id,
    json_object_agg(billable_metric_filters.key, COALESCE(charge_filter_values."values", '{}'::character varying[]) ORDER BY billable_metric_filters.key) FILTER (WHERE (billable_metric_filters.key IS NOT NULL)) AS filters,
        CASE
            WHEN (charges.charge_model = 0) THEN (charge_filters.properties -> 'grouped_by'::text)
            ELSE NULL::jsonb
        END AS filters_grouped_by
   FROM ((((lago.billable_metrics
     JOIN lago.charges ON ((charges.billable_metric_id = billable_metrics.id)))
     LEFT JOIN lago.charge_filters ON ((charge_filters.charge_id = charges.id)))
     LEFT JOIN lago.charge_filter_values ON ((charge_filter_values.charge_filter_id = charge_filters.id)))
     LEFT JOIN lago.billable_metric_filters ON ((charge_filter_values.billable_metric_filter_id = billable_metric_filters.id)))
  WHERE ((billable_metrics.deleted_at IS NULL) AND (charges.deleted_at IS NULL) AND (charge_filters.deleted_at IS NULL) AND (charge_filter_values.deleted_at IS NULL) AND (billable_metric_filters.deleted_at IS NULL))
  GROUP BY billable_metrics.organization_id, billable_metrics.code, billable_metrics.aggregation_type, billable_metrics.field_name, charges.plan_id, charges.id, charge_filters.id;

CREATE OR REPLACE VIEW lago.flat_filters AS
 SELECT billable_metrics.organization_id,
    billable_metrics.code AS billable_metric_code,
    charges.plan_id,
    charges.id AS charge_id,
    charges.updated_at AS charge_updated_at,
    charge_filters.id AS charge_filter_id,
    charge_filters.updated_at AS charge_filter_updated_at,
        CASE
            WHEN (charge_filters.id IS NOT NULL) THEN jsonb_object_agg(COALESCE(billable_metric_filters.key, ''::character varying),
            CASE
                WHEN ((charge_filter_values."values")::text[] && ARRAY['__ALL_FILTER_VALUES__'::text]) THEN billable_metric_filters."values"
                ELSE charge_filter_values."values"
            END)
            ELSE NULL::jsonb
        END AS filters,
    (COALESCE(charge_filters.properties, charges.properties) -> 'pricing_group_keys'::text) AS pricing_group_keys,
    charges.pay_in_advance,
    charges.accepts_target_wallet
   FROM ((((lago.billable_metrics
     JOIN lago.charges ON ((charges.billable_metric_id = billable_metrics.id)))
     LEFT JOIN lago.charge_filters ON (((charge_filters.charge_id = charges.id) AND (charge_filters.deleted_at IS NULL))))
     LEFT JOIN lago.charge_filter_values ON (((charge_filter_values.charge_filter_id = charge_filters.id) AND (charge_filter_values.deleted_at IS NULL))))
     LEFT JOIN lago.billable_metric_filters ON (((billable_metric_filters.id = charge_filter_values.billable_metric_filter_id) AND (billable_metric_filters.deleted_at IS NULL))))
  WHERE ((billable_metrics.deleted_at IS NULL) AND (charges.deleted_at IS NULL))
  GROUP BY billable_metrics.organization_id, billable_metrics.code, charges.plan_id, charges.id, charges.updated_at, charge_filters.id, charge_filters.updated_at;

CREATE TRIGGER before_payment_receipt_insert BEFORE INSERT ON lago.payment_receipts FOR EACH ROW EXECUTE FUNCTION lago.set_payment_receipt_number();

CREATE TRIGGER ensure_consistency BEFORE UPDATE ON lago.roles FOR EACH ROW EXECUTE FUNCTION lago.ensure_role_consistency();

ALTER TABLE ONLY lago.payment_methods
    ADD CONSTRAINT fk_rails_00e7a45b0b FOREIGN KEY (payment_provider_id) REFERENCES lago.payment_providers(id);

ALTER TABLE ONLY lago.pending_vies_checks
    ADD CONSTRAINT fk_rails_019e2289e5 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT fk_rails_01a4c0c7db FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.invoice_settlements
    ADD CONSTRAINT fk_rails_04388258ff FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscription_fixed_charge_units_overrides
    ADD CONSTRAINT fk_rails_0480ef4ad3 FOREIGN KEY (fixed_charge_id) REFERENCES lago.fixed_charges(id);

ALTER TABLE ONLY lago.product_filters
    ADD CONSTRAINT fk_rails_050342349f FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.invoices
    ADD CONSTRAINT fk_rails_06b7046ec3 FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.billing_entities_taxes
    ADD CONSTRAINT fk_rails_07b21049f2 FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_085d1cc97b FOREIGN KEY (charge_id) REFERENCES lago.charges(id);

ALTER TABLE ONLY lago.enriched_store_subscription_migrations
    ADD CONSTRAINT fk_rails_08d9dce6d1 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.add_ons_taxes
    ADD CONSTRAINT fk_rails_08dfe87131 FOREIGN KEY (add_on_id) REFERENCES lago.add_ons(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_0934890b24 FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.usage_monitoring_triggered_alerts
    ADD CONSTRAINT fk_rails_0baa7bd751 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.coupon_targets
    ADD CONSTRAINT fk_rails_0bb6dcc01f FOREIGN KEY (coupon_id) REFERENCES lago.coupons(id);

ALTER TABLE ONLY lago.entitlement_entitlements
    ADD CONSTRAINT fk_rails_0c9773c34d FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.customers_taxes
    ADD CONSTRAINT fk_rails_0d2be3d72c FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.invoices
    ADD CONSTRAINT fk_rails_0d349e632f FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.ai_conversations
    ADD CONSTRAINT fk_rails_0da056ac92 FOREIGN KEY (membership_id) REFERENCES lago.memberships(id);

ALTER TABLE ONLY lago.integration_customers
    ADD CONSTRAINT fk_rails_0e464363cb FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.integration_mappings
    ADD CONSTRAINT fk_rails_0f762162b0 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.usage_monitoring_triggered_alerts
    ADD CONSTRAINT fk_rails_0f807322b1 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.fees_taxes
    ADD CONSTRAINT fk_rails_103e187859 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.applied_invoice_custom_sections
    ADD CONSTRAINT fk_rails_10428ecad2 FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.quote_versions
    ADD CONSTRAINT fk_rails_10ee148d0d FOREIGN KEY (quote_id) REFERENCES lago.quotes(id);

ALTER TABLE ONLY lago.entitlement_subscription_feature_removals
    ADD CONSTRAINT fk_rails_123667657c FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.daily_usages
    ADD CONSTRAINT fk_rails_12d29bc654 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.plan_rate_cards
    ADD CONSTRAINT fk_rails_135fe57b68 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.invoices_taxes
    ADD CONSTRAINT fk_rails_142809fee1 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.coupon_targets
    ADD CONSTRAINT fk_rails_1454058c96 FOREIGN KEY (billable_metric_id) REFERENCES lago.billable_metrics(id);

ALTER TABLE ONLY lago.invoice_subscriptions
    ADD CONSTRAINT fk_rails_150139409e FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.entitlement_entitlements
    ADD CONSTRAINT fk_rails_173327f0dc FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.quote_owners
    ADD CONSTRAINT fk_rails_1811b32fcd FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.coupon_targets
    ADD CONSTRAINT fk_rails_189f2a3949 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.customer_metadata
    ADD CONSTRAINT fk_rails_195153290d FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.billing_entities_invoice_custom_sections
    ADD CONSTRAINT fk_rails_19c47827ba FOREIGN KEY (invoice_custom_section_id) REFERENCES lago.invoice_custom_sections(id);

ALTER TABLE ONLY lago.rate_phases
    ADD CONSTRAINT fk_rails_1c069c1c44 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.applied_usage_thresholds
    ADD CONSTRAINT fk_rails_1d112bf8a0 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.credits
    ADD CONSTRAINT fk_rails_1db0057d9b FOREIGN KEY (applied_coupon_id) REFERENCES lago.applied_coupons(id);

ALTER TABLE ONLY lago.webhooks
    ADD CONSTRAINT fk_rails_20cc0de4c7 FOREIGN KEY (webhook_endpoint_id) REFERENCES lago.webhook_endpoints(id);

ALTER TABLE ONLY lago.customers_invoice_custom_sections
    ADD CONSTRAINT fk_rails_20f157fa49 FOREIGN KEY (invoice_custom_section_id) REFERENCES lago.invoice_custom_sections(id);

ALTER TABLE ONLY lago.plans
    ADD CONSTRAINT fk_rails_216ac8a975 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.webhook_endpoints
    ADD CONSTRAINT fk_rails_21808fa528 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.plan_rate_cards
    ADD CONSTRAINT fk_rails_21cbfc2122 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.cached_aggregations
    ADD CONSTRAINT fk_rails_21eb389927 FOREIGN KEY (group_id) REFERENCES lago.groups(id);

ALTER TABLE ONLY lago.commitments_taxes
    ADD CONSTRAINT fk_rails_2259c88f26 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.invoices_taxes
    ADD CONSTRAINT fk_rails_22af6c6d28 FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.applied_pricing_units
    ADD CONSTRAINT fk_rails_22bb2c0770 FOREIGN KEY (pricing_unit_id) REFERENCES lago.pricing_units(id);

ALTER TABLE ONLY lago.taxes
    ADD CONSTRAINT fk_rails_23975f5a47 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.invoice_connections
    ADD CONSTRAINT fk_rails_246e13679b FOREIGN KEY (integration_customer_id) REFERENCES lago.integration_customers(id);

ALTER TABLE ONLY lago.invoices_payment_requests
    ADD CONSTRAINT fk_rails_2496c105ed FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.credit_notes_taxes
    ADD CONSTRAINT fk_rails_25232a0ec3 FOREIGN KEY (credit_note_id) REFERENCES lago.credit_notes(id);

ALTER TABLE ONLY lago.refunds
    ADD CONSTRAINT fk_rails_25267b0e17 FOREIGN KEY (payment_id) REFERENCES lago.payments(id);

ALTER TABLE ONLY lago.invoice_settlements
    ADD CONSTRAINT fk_rails_2539663124 FOREIGN KEY (source_payment_id) REFERENCES lago.payments(id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT fk_rails_2561c00887 FOREIGN KEY (fee_id) REFERENCES lago.fees(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_257af22645 FOREIGN KEY (true_up_parent_fee_id) REFERENCES lago.fees(id);

ALTER TABLE ONLY lago.billing_entities_taxes
    ADD CONSTRAINT fk_rails_268c288aaa FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.payment_providers
    ADD CONSTRAINT fk_rails_26be2f764d FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.charge_filters
    ADD CONSTRAINT fk_rails_27b55b8574 FOREIGN KEY (charge_id) REFERENCES lago.charges(id);

ALTER TABLE ONLY lago.wallets
    ADD CONSTRAINT fk_rails_28077d4aa2 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.billing_object_connections
    ADD CONSTRAINT fk_rails_287ffb7123 FOREIGN KEY (integration_customer_id) REFERENCES lago.integration_customers(id);

ALTER TABLE ONLY lago.usage_thresholds
    ADD CONSTRAINT fk_rails_2908dd8de5 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.wallets
    ADD CONSTRAINT fk_rails_2b35eef34b FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.ai_conversations
    ADD CONSTRAINT fk_rails_2c06a74f41 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.product_filters
    ADD CONSTRAINT fk_rails_2c40f5b85c FOREIGN KEY (product_id) REFERENCES lago.products(id);

ALTER TABLE ONLY lago.refunds
    ADD CONSTRAINT fk_rails_2dc6171f57 FOREIGN KEY (payment_provider_id) REFERENCES lago.payment_providers(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_2ea4db3a4c FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.payment_requests
    ADD CONSTRAINT fk_rails_2fb2147151 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.credits
    ADD CONSTRAINT fk_rails_2fd7ee65e6 FOREIGN KEY (progressive_billing_invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.invoice_settlements
    ADD CONSTRAINT fk_rails_2ffeff5323 FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.wallets_invoice_custom_sections
    ADD CONSTRAINT fk_rails_3092f5f2e0 FOREIGN KEY (invoice_custom_section_id) REFERENCES lago.invoice_custom_sections(id);

ALTER TABLE ONLY lago.invoices
    ADD CONSTRAINT fk_rails_309d3a4412 FOREIGN KEY (payment_method_id) REFERENCES lago.payment_methods(id);

ALTER TABLE ONLY lago.credits
    ADD CONSTRAINT fk_rails_310fcb3585 FOREIGN KEY (credit_note_id) REFERENCES lago.credit_notes(id);

ALTER TABLE ONLY lago.payment_requests
    ADD CONSTRAINT fk_rails_32600e5a72 FOREIGN KEY (dunning_campaign_id) REFERENCES lago.dunning_campaigns(id);

ALTER TABLE ONLY lago.customers_taxes
    ADD CONSTRAINT fk_rails_33d169382f FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.lifetime_usages
    ADD CONSTRAINT fk_rails_348acbd245 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_34ab152115 FOREIGN KEY (applied_add_on_id) REFERENCES lago.applied_add_ons(id);

ALTER TABLE ONLY lago.wallets_invoice_custom_sections
    ADD CONSTRAINT fk_rails_34b4e489e6 FOREIGN KEY (wallet_id) REFERENCES lago.wallets(id);

ALTER TABLE ONLY lago.groups
    ADD CONSTRAINT fk_rails_34b5ee1894 FOREIGN KEY (billable_metric_id) REFERENCES lago.billable_metrics(id) ON DELETE CASCADE;

ALTER TABLE ONLY lago.charge_filter_values
    ADD CONSTRAINT fk_rails_3640b4a66a FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscriptions
    ADD CONSTRAINT fk_rails_364213cc3e FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.inbound_webhooks
    ADD CONSTRAINT fk_rails_36cda06530 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.product_filter_values
    ADD CONSTRAINT fk_rails_36e9122b3e FOREIGN KEY (billable_metric_filter_id) REFERENCES lago.billable_metric_filters(id);

ALTER TABLE ONLY lago.products
    ADD CONSTRAINT fk_rails_37c75ac37a FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.quantified_events
    ADD CONSTRAINT fk_rails_3926855f12 FOREIGN KEY (group_id) REFERENCES lago.groups(id);

ALTER TABLE ONLY lago.invoices
    ADD CONSTRAINT fk_rails_3a303bf667 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.payments
    ADD CONSTRAINT fk_rails_3ab959bfc4 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.group_properties
    ADD CONSTRAINT fk_rails_3acf9e789c FOREIGN KEY (charge_id) REFERENCES lago.charges(id) ON DELETE CASCADE;

ALTER TABLE ONLY lago.invoice_settlements
    ADD CONSTRAINT fk_rails_3b7dad8e9c FOREIGN KEY (target_invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.wallet_transaction_consumptions
    ADD CONSTRAINT fk_rails_3c786cd3e3 FOREIGN KEY (inbound_wallet_transaction_id) REFERENCES lago.wallet_transactions(id);

ALTER TABLE ONLY lago.daily_usages
    ADD CONSTRAINT fk_rails_3c7c3920c0 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.charges
    ADD CONSTRAINT fk_rails_3cfe1d68d7 FOREIGN KEY (parent_id) REFERENCES lago.charges(id);

ALTER TABLE ONLY lago.integration_collection_mappings
    ADD CONSTRAINT fk_rails_3d568ff9de FOREIGN KEY (integration_id) REFERENCES lago.integrations(id);

ALTER TABLE ONLY lago.orders
    ADD CONSTRAINT fk_rails_3dad120da9 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.entitlement_privileges
    ADD CONSTRAINT fk_rails_3e4df02771 FOREIGN KEY (entitlement_feature_id) REFERENCES lago.entitlement_features(id);

ALTER TABLE ONLY lago.invoices_payment_requests
    ADD CONSTRAINT fk_rails_3ec3563cf3 FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.refunds
    ADD CONSTRAINT fk_rails_3f7be5debc FOREIGN KEY (credit_note_id) REFERENCES lago.credit_notes(id);

ALTER TABLE ONLY lago.charges_taxes
    ADD CONSTRAINT fk_rails_3ff27d7624 FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.credit_notes
    ADD CONSTRAINT fk_rails_41088c7d45 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.credit_notes
    ADD CONSTRAINT fk_rails_4117574b51 FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.quote_owners
    ADD CONSTRAINT fk_rails_45230f8485 FOREIGN KEY (user_id) REFERENCES lago.users(id);

ALTER TABLE ONLY lago.integration_items
    ADD CONSTRAINT fk_rails_47d8081062 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.webhooks
    ADD CONSTRAINT fk_rails_49212d501e FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.charges
    ADD CONSTRAINT fk_rails_4934f27a06 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.recurring_transaction_rules_invoice_custom_sections
    ADD CONSTRAINT fk_rails_49fcc221b0 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.billing_entities
    ADD CONSTRAINT fk_rails_4aa58496c3 FOREIGN KEY (applied_dunning_campaign_id) REFERENCES lago.dunning_campaigns(id) ON DELETE SET NULL;

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_4cadfc14f3 FOREIGN KEY (rate_card_rate_id) REFERENCES lago.rate_card_rates(id);

ALTER TABLE ONLY lago.order_forms
    ADD CONSTRAINT fk_rails_4ed54bfec0 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.rate_cards
    ADD CONSTRAINT fk_rails_4f7ffc3e03 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.wallets
    ADD CONSTRAINT fk_rails_4ff087c52e FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.payment_provider_customers
    ADD CONSTRAINT fk_rails_50d46d3679 FOREIGN KEY (payment_provider_id) REFERENCES lago.payment_providers(id);

ALTER TABLE ONLY lago.billable_metric_filters
    ADD CONSTRAINT fk_rails_51077e7c0e FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.products
    ADD CONSTRAINT fk_rails_512c4da634 FOREIGN KEY (add_on_id) REFERENCES lago.add_ons(id);

ALTER TABLE ONLY lago.commitments
    ADD CONSTRAINT fk_rails_51ac39a0c6 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.credits
    ADD CONSTRAINT fk_rails_521b5240ed FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.recurring_transaction_rules
    ADD CONSTRAINT fk_rails_52370612ae FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.password_resets
    ADD CONSTRAINT fk_rails_526379cd99 FOREIGN KEY (user_id) REFERENCES lago.users(id);

ALTER TABLE ONLY lago.applied_usage_thresholds
    ADD CONSTRAINT fk_rails_52b72c9b0e FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.product_filter_values
    ADD CONSTRAINT fk_rails_530173fa8d FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.entitlement_entitlement_values
    ADD CONSTRAINT fk_rails_533b639bac FOREIGN KEY (entitlement_entitlement_id) REFERENCES lago.entitlement_entitlements(id);

ALTER TABLE ONLY lago.credits
    ADD CONSTRAINT fk_rails_5628a713de FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscriptions
    ADD CONSTRAINT fk_rails_56b3626631 FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.charges_taxes
    ADD CONSTRAINT fk_rails_56b7167125 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.customers
    ADD CONSTRAINT fk_rails_58234c715e FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.data_exports
    ADD CONSTRAINT fk_rails_5a43da571b FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.invoice_settlements
    ADD CONSTRAINT fk_rails_5a4b906a16 FOREIGN KEY (source_credit_note_id) REFERENCES lago.credit_notes(id);

ALTER TABLE ONLY lago.add_ons_taxes
    ADD CONSTRAINT fk_rails_5ade8984b1 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.quotes
    ADD CONSTRAINT fk_rails_5bb40a7bae FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.subscription_rate_cards
    ADD CONSTRAINT fk_rails_5c0e7e8a12 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.error_details
    ADD CONSTRAINT fk_rails_5c21eece29 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.payment_receipts
    ADD CONSTRAINT fk_rails_5c2e0b6d34 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.credit_note_items
    ADD CONSTRAINT fk_rails_5cb2f24c3d FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.credit_notes
    ADD CONSTRAINT fk_rails_5cb67dee79 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.fixed_charges
    ADD CONSTRAINT fk_rails_5e06da3c18 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.invoice_connections
    ADD CONSTRAINT fk_rails_5eaad62ac0 FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.recurring_transaction_rules
    ADD CONSTRAINT fk_rails_5efea6fe31 FOREIGN KEY (payment_method_id) REFERENCES lago.payment_methods(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_6023b3f2dd FOREIGN KEY (add_on_id) REFERENCES lago.add_ons(id);

ALTER TABLE ONLY lago.credit_notes_taxes
    ADD CONSTRAINT fk_rails_626209b8d2 FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.order_forms
    ADD CONSTRAINT fk_rails_6298debfc7 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.payments
    ADD CONSTRAINT fk_rails_62d18ea517 FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.invoice_metadata
    ADD CONSTRAINT fk_rails_63683837a2 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.applied_invoice_custom_sections
    ADD CONSTRAINT fk_rails_63ac282e70 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.pricing_unit_usages
    ADD CONSTRAINT fk_rails_63ca8e33c5 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscriptions
    ADD CONSTRAINT fk_rails_63d3df128b FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.memberships
    ADD CONSTRAINT fk_rails_64267aab58 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.membership_roles
    ADD CONSTRAINT fk_rails_65053e240e FOREIGN KEY (role_id) REFERENCES lago.roles(id);

ALTER TABLE ONLY lago.integration_collection_mappings
    ADD CONSTRAINT fk_rails_650fccfc41 FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id) ON DELETE CASCADE;

ALTER TABLE ONLY lago.billing_entities_taxes
    ADD CONSTRAINT fk_rails_651eadaaa4 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.fixed_charges_taxes
    ADD CONSTRAINT fk_rails_665ae33492 FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.subscriptions
    ADD CONSTRAINT fk_rails_66eb6b32c1 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.integration_resources
    ADD CONSTRAINT fk_rails_67d4eb3c92 FOREIGN KEY (integration_id) REFERENCES lago.integrations(id);

ALTER TABLE ONLY lago.customers_invoice_custom_sections
    ADD CONSTRAINT fk_rails_68754484c0 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.billing_entities_invoice_custom_sections
    ADD CONSTRAINT fk_rails_699cd1384f FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.products
    ADD CONSTRAINT fk_rails_6a4ad694b3 FOREIGN KEY (charge_id) REFERENCES lago.charges(id);

ALTER TABLE ONLY lago.dunning_campaigns
    ADD CONSTRAINT fk_rails_6c720a8ccd FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.rate_overrides
    ADD CONSTRAINT fk_rails_6c8a54dfe1 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT fk_rails_6d465e6b10 FOREIGN KEY (group_id) REFERENCES lago.groups(id);

ALTER TABLE ONLY lago.invoices_taxes
    ADD CONSTRAINT fk_rails_6e148ccbb1 FOREIGN KEY (tax_id) REFERENCES lago.taxes(id) ON DELETE SET NULL;

ALTER TABLE ONLY lago.pending_vies_checks
    ADD CONSTRAINT fk_rails_6e238f3bfc FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.subscriptions_invoice_custom_sections
    ADD CONSTRAINT fk_rails_6eb8abe6cb FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.quote_versions
    ADD CONSTRAINT fk_rails_7082696669 FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.usage_monitoring_alert_thresholds
    ADD CONSTRAINT fk_rails_710f37148d FOREIGN KEY (usage_monitoring_alert_id) REFERENCES lago.usage_monitoring_alerts(id);

ALTER TABLE ONLY lago.invoice_connections
    ADD CONSTRAINT fk_rails_7286421039 FOREIGN KEY (payment_provider_customer_id) REFERENCES lago.payment_provider_customers(id);

ALTER TABLE ONLY lago.data_exports
    ADD CONSTRAINT fk_rails_73d83e23b6 FOREIGN KEY (membership_id) REFERENCES lago.memberships(id);

ALTER TABLE ONLY lago.fees_taxes
    ADD CONSTRAINT fk_rails_745b4ca7dd FOREIGN KEY (fee_id) REFERENCES lago.fees(id);

ALTER TABLE ONLY lago.fixed_charge_events
    ADD CONSTRAINT fk_rails_752665cc51 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.refunds
    ADD CONSTRAINT fk_rails_75577c354e FOREIGN KEY (payment_provider_customer_id) REFERENCES lago.payment_provider_customers(id);

ALTER TABLE ONLY lago.integrations
    ADD CONSTRAINT fk_rails_755d734f25 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.commitments
    ADD CONSTRAINT fk_rails_76ceb88c74 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.quote_owners
    ADD CONSTRAINT fk_rails_7734750af9 FOREIGN KEY (quote_id) REFERENCES lago.quotes(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_775eb0ecd8 FOREIGN KEY (original_fee_id) REFERENCES lago.fees(id);

ALTER TABLE ONLY lago.refunds
    ADD CONSTRAINT fk_rails_778360c382 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.credit_notes_taxes
    ADD CONSTRAINT fk_rails_77f2d4440d FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.groups
    ADD CONSTRAINT fk_rails_7886e1bc34 FOREIGN KEY (parent_group_id) REFERENCES lago.groups(id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT fk_rails_78f6642ddf FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.applied_add_ons
    ADD CONSTRAINT fk_rails_7995206484 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.billable_metric_filters
    ADD CONSTRAINT fk_rails_7a0704ce72 FOREIGN KEY (billable_metric_id) REFERENCES lago.billable_metrics(id);

ALTER TABLE ONLY lago.api_keys
    ADD CONSTRAINT fk_rails_7aab96f30e FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT fk_rails_7b324610ad FOREIGN KEY (charge_id) REFERENCES lago.charges(id);

ALTER TABLE ONLY lago.invoice_custom_sections
    ADD CONSTRAINT fk_rails_7c0e340dbd FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscriptions_invoice_custom_sections
    ADD CONSTRAINT fk_rails_7c63dd13f0 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.wallet_targets
    ADD CONSTRAINT fk_rails_7d0e61668f FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.charge_filter_values
    ADD CONSTRAINT fk_rails_7da558cadc FOREIGN KEY (charge_filter_id) REFERENCES lago.charge_filters(id);

ALTER TABLE ONLY lago.billable_metrics
    ADD CONSTRAINT fk_rails_7e8a2f26e5 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.charges
    ADD CONSTRAINT fk_rails_7eb0484711 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.entitlement_features
    ADD CONSTRAINT fk_rails_81d8b323cf FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.add_ons
    ADD CONSTRAINT fk_rails_81e3b6abba FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.wallet_targets
    ADD CONSTRAINT fk_rails_81eedc32c0 FOREIGN KEY (wallet_id) REFERENCES lago.wallets(id);

ALTER TABLE ONLY lago.payment_methods
    ADD CONSTRAINT fk_rails_84a67e8b40 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.payments
    ADD CONSTRAINT fk_rails_84f4587409 FOREIGN KEY (payment_provider_id) REFERENCES lago.payment_providers(id);

ALTER TABLE ONLY lago.wallet_transaction_consumptions
    ADD CONSTRAINT fk_rails_85b9e72931 FOREIGN KEY (outbound_wallet_transaction_id) REFERENCES lago.wallet_transactions(id);

ALTER TABLE ONLY lago.payment_provider_customers
    ADD CONSTRAINT fk_rails_86676be631 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.wallets_invoice_custom_sections
    ADD CONSTRAINT fk_rails_87bc3bd4cb FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.invoice_subscriptions
    ADD CONSTRAINT fk_rails_88349fc20a FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT fk_rails_885dc100ef FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.entitlement_entitlement_values
    ADD CONSTRAINT fk_rails_8887954ec7 FOREIGN KEY (entitlement_privilege_id) REFERENCES lago.entitlement_privileges(id);

ALTER TABLE ONLY lago.rate_phases
    ADD CONSTRAINT fk_rails_88c22fb20b FOREIGN KEY (subscription_rate_card_id) REFERENCES lago.subscription_rate_cards(id);

ALTER TABLE ONLY lago.add_ons_taxes
    ADD CONSTRAINT fk_rails_89e1020aca FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.invoice_metadata
    ADD CONSTRAINT fk_rails_8bb5b094c4 FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.fixed_charges_taxes
    ADD CONSTRAINT fk_rails_8c09ee2428 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.usage_monitoring_alerts
    ADD CONSTRAINT fk_rails_8c18828b53 FOREIGN KEY (billable_metric_id) REFERENCES lago.billable_metrics(id);

ALTER TABLE ONLY lago.usage_thresholds
    ADD CONSTRAINT fk_rails_8df9bf2b6c FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.applied_pricing_units
    ADD CONSTRAINT fk_rails_8e0c3d0c5b FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.commitments_taxes
    ADD CONSTRAINT fk_rails_8fa6f0d920 FOREIGN KEY (commitment_id) REFERENCES lago.commitments(id);

ALTER TABLE ONLY lago.fixed_charge_events
    ADD CONSTRAINT fk_rails_90302b3ca3 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.data_export_parts
    ADD CONSTRAINT fk_rails_909197908c FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.invoice_subscriptions
    ADD CONSTRAINT fk_rails_90d93bd016 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT fk_rails_91802dc891 FOREIGN KEY (fixed_charge_id) REFERENCES lago.fixed_charges(id);

ALTER TABLE ONLY lago.data_export_parts
    ADD CONSTRAINT fk_rails_9298b8fdad FOREIGN KEY (data_export_id) REFERENCES lago.data_exports(id);

ALTER TABLE ONLY lago.customers
    ADD CONSTRAINT fk_rails_94cc21031f FOREIGN KEY (applied_dunning_campaign_id) REFERENCES lago.dunning_campaigns(id);

ALTER TABLE ONLY lago.entitlement_subscription_feature_removals
    ADD CONSTRAINT fk_rails_95df3194c5 FOREIGN KEY (entitlement_privilege_id) REFERENCES lago.entitlement_privileges(id);

ALTER TABLE ONLY lago.pending_vies_checks
    ADD CONSTRAINT fk_rails_96fc54cd9a FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.fixed_charge_events
    ADD CONSTRAINT fk_rails_9881e28151 FOREIGN KEY (fixed_charge_id) REFERENCES lago.fixed_charges(id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT fk_rails_98980b326b FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.memberships
    ADD CONSTRAINT fk_rails_99326fb65d FOREIGN KEY (user_id) REFERENCES lago.users(id);

ALTER TABLE ONLY lago.active_storage_variant_records
    ADD CONSTRAINT fk_rails_993965df05 FOREIGN KEY (blob_id) REFERENCES lago.active_storage_blobs(id);

ALTER TABLE ONLY lago.applied_usage_thresholds
    ADD CONSTRAINT fk_rails_9c08b43701 FOREIGN KEY (usage_threshold_id) REFERENCES lago.usage_thresholds(id);

ALTER TABLE ONLY lago.plans_taxes
    ADD CONSTRAINT fk_rails_9c704027e2 FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.applied_add_ons
    ADD CONSTRAINT fk_rails_9c8e276cc0 FOREIGN KEY (add_on_id) REFERENCES lago.add_ons(id);

ALTER TABLE ONLY lago.usage_monitoring_alerts
    ADD CONSTRAINT fk_rails_9d8812945e FOREIGN KEY (wallet_id) REFERENCES lago.wallets(id);

ALTER TABLE ONLY lago.wallet_transactions_invoice_custom_sections
    ADD CONSTRAINT fk_rails_9e3f99b7a2 FOREIGN KEY (invoice_custom_section_id) REFERENCES lago.invoice_custom_sections(id);

ALTER TABLE ONLY lago.products
    ADD CONSTRAINT fk_rails_9e90c6f4aa FOREIGN KEY (billable_metric_id) REFERENCES lago.billable_metrics(id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT fk_rails_9ea6759859 FOREIGN KEY (credit_note_id) REFERENCES lago.credit_notes(id);

ALTER TABLE ONLY lago.credit_note_items
    ADD CONSTRAINT fk_rails_9f22076477 FOREIGN KEY (credit_note_id) REFERENCES lago.credit_notes(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_9f724c2094 FOREIGN KEY (rate_override_id) REFERENCES lago.rate_overrides(id);

ALTER TABLE ONLY lago.rate_cards
    ADD CONSTRAINT fk_rails_a026c79cab FOREIGN KEY (product_filter_id) REFERENCES lago.product_filters(id);

ALTER TABLE ONLY lago.quotes
    ADD CONSTRAINT fk_rails_a1ab65f1f7 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.group_properties
    ADD CONSTRAINT fk_rails_a2d2cb3819 FOREIGN KEY (group_id) REFERENCES lago.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY lago.invoice_connections
    ADD CONSTRAINT fk_rails_a3fff9bd72 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.billing_object_connections
    ADD CONSTRAINT fk_rails_a5a0718a08 FOREIGN KEY (payment_provider_customer_id) REFERENCES lago.payment_provider_customers(id);

ALTER TABLE ONLY lago.rate_phases
    ADD CONSTRAINT fk_rails_a5cd897b6f FOREIGN KEY (plan_rate_card_id) REFERENCES lago.plan_rate_cards(id);

ALTER TABLE ONLY lago.charges
    ADD CONSTRAINT fk_rails_a710519346 FOREIGN KEY (billable_metric_id) REFERENCES lago.billable_metrics(id);

ALTER TABLE ONLY lago.recurring_transaction_rules_invoice_custom_sections
    ADD CONSTRAINT fk_rails_a7f20c73bb FOREIGN KEY (invoice_custom_section_id) REFERENCES lago.invoice_custom_sections(id);

ALTER TABLE ONLY lago.rate_phases
    ADD CONSTRAINT fk_rails_a9ba49506f FOREIGN KEY (rate_override_id) REFERENCES lago.rate_overrides(id);

ALTER TABLE ONLY lago.integration_items
    ADD CONSTRAINT fk_rails_a9dc2ea536 FOREIGN KEY (integration_id) REFERENCES lago.integrations(id);

ALTER TABLE ONLY lago.fixed_charges
    ADD CONSTRAINT fk_rails_aa04ceacf6 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.entitlement_entitlement_values
    ADD CONSTRAINT fk_rails_aa34dd5db6 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.commitments_taxes
    ADD CONSTRAINT fk_rails_aaa12f7d3e FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.usage_monitoring_subscription_activities
    ADD CONSTRAINT fk_rails_ab16de0b32 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.charges_taxes
    ADD CONSTRAINT fk_rails_ac146c9541 FOREIGN KEY (charge_id) REFERENCES lago.charges(id);

ALTER TABLE ONLY lago.pricing_unit_usages
    ADD CONSTRAINT fk_rails_aea6422e6a FOREIGN KEY (fee_id) REFERENCES lago.fees(id);

ALTER TABLE ONLY lago.billing_object_connections
    ADD CONSTRAINT fk_rails_aed4cbd20b FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscription_rate_cards
    ADD CONSTRAINT fk_rails_af7294033f FOREIGN KEY (rate_card_id) REFERENCES lago.rate_cards(id);

ALTER TABLE ONLY lago.daily_usages
    ADD CONSTRAINT fk_rails_b07fc711f7 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.billing_entities_invoice_custom_sections
    ADD CONSTRAINT fk_rails_b283a89721 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.entitlement_subscription_feature_removals
    ADD CONSTRAINT fk_rails_b3864df641 FOREIGN KEY (entitlement_feature_id) REFERENCES lago.entitlement_features(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_b50dc82c1e FOREIGN KEY (group_id) REFERENCES lago.groups(id);

ALTER TABLE ONLY lago.entitlement_entitlements
    ADD CONSTRAINT fk_rails_b61aa73940 FOREIGN KEY (entitlement_feature_id) REFERENCES lago.entitlement_features(id);

ALTER TABLE ONLY lago.orders
    ADD CONSTRAINT fk_rails_b687c6e23a FOREIGN KEY (order_form_id) REFERENCES lago.order_forms(id);

ALTER TABLE ONLY lago.subscription_activation_rules
    ADD CONSTRAINT fk_rails_b749d2045d FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.presentation_breakdowns
    ADD CONSTRAINT fk_rails_b8f3cabc8e FOREIGN KEY (fee_id) REFERENCES lago.fees(id);

ALTER TABLE ONLY lago.wallet_transactions_invoice_custom_sections
    ADD CONSTRAINT fk_rails_b974dac270 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.lifetime_usages
    ADD CONSTRAINT fk_rails_ba128983c2 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.applied_coupons
    ADD CONSTRAINT fk_rails_bacb46d2a3 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.plans_taxes
    ADD CONSTRAINT fk_rails_bacde7a063 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT fk_rails_bcb5aecd6c FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.usage_monitoring_subscription_activities
    ADD CONSTRAINT fk_rails_bda048a8d9 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.dunning_campaign_thresholds
    ADD CONSTRAINT fk_rails_bf1f386f75 FOREIGN KEY (dunning_campaign_id) REFERENCES lago.dunning_campaigns(id);

ALTER TABLE ONLY lago.charge_filter_values
    ADD CONSTRAINT fk_rails_bf661ef73d FOREIGN KEY (billable_metric_filter_id) REFERENCES lago.billable_metric_filters(id);

ALTER TABLE ONLY lago.customers
    ADD CONSTRAINT fk_rails_bff25bb1bb FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.enriched_store_migrations
    ADD CONSTRAINT fk_rails_c04bd1a196 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT fk_rails_c29bf4ff0f FOREIGN KEY (payment_method_id) REFERENCES lago.payment_methods(id);

ALTER TABLE ONLY lago.active_storage_attachments
    ADD CONSTRAINT fk_rails_c3b3935057 FOREIGN KEY (blob_id) REFERENCES lago.active_storage_blobs(id);

ALTER TABLE ONLY lago.pricing_unit_usages
    ADD CONSTRAINT fk_rails_c545103d57 FOREIGN KEY (pricing_unit_id) REFERENCES lago.pricing_units(id);

ALTER TABLE ONLY lago.payment_methods
    ADD CONSTRAINT fk_rails_c60c12efbd FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.customers_invoice_custom_sections
    ADD CONSTRAINT fk_rails_c64033bcb0 FOREIGN KEY (customer_id) REFERENCES lago.customers(id);

ALTER TABLE ONLY lago.invites
    ADD CONSTRAINT fk_rails_c71f4b2026 FOREIGN KEY (membership_id) REFERENCES lago.memberships(id);

ALTER TABLE ONLY lago.subscriptions_invoice_custom_sections
    ADD CONSTRAINT fk_rails_c82f03a405 FOREIGN KEY (invoice_custom_section_id) REFERENCES lago.invoice_custom_sections(id);

ALTER TABLE ONLY lago.payment_methods
    ADD CONSTRAINT fk_rails_c8606f586b FOREIGN KEY (payment_provider_customer_id) REFERENCES lago.payment_provider_customers(id);

ALTER TABLE ONLY lago.entitlement_subscription_feature_removals
    ADD CONSTRAINT fk_rails_c9183c59d9 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.usage_thresholds
    ADD CONSTRAINT fk_rails_caeb5a3949 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.plans
    ADD CONSTRAINT fk_rails_cbf700aeb8 FOREIGN KEY (parent_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.integration_mappings
    ADD CONSTRAINT fk_rails_cc318ad1ff FOREIGN KEY (integration_id) REFERENCES lago.integrations(id);

ALTER TABLE ONLY lago.pricing_units
    ADD CONSTRAINT fk_rails_cd99351ee3 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscription_fixed_charge_units_overrides
    ADD CONSTRAINT fk_rails_cdaf36dc89 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.integration_customers
    ADD CONSTRAINT fk_rails_ce2c63d69f FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT fk_rails_d07bc24ce3 FOREIGN KEY (wallet_id) REFERENCES lago.wallets(id);

ALTER TABLE ONLY lago.item_metadata
    ADD CONSTRAINT fk_rails_d0b1714507 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY lago.quote_versions
    ADD CONSTRAINT fk_rails_d2d917b73a FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.payments
    ADD CONSTRAINT fk_rails_d384ec1ebf FOREIGN KEY (payment_method_id) REFERENCES lago.payment_methods(id);

ALTER TABLE ONLY lago.wallet_transaction_consumptions
    ADD CONSTRAINT fk_rails_d4abfdb375 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.idempotency_records
    ADD CONSTRAINT fk_rails_d4f02c82b2 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.entitlement_entitlements
    ADD CONSTRAINT fk_rails_d53f825a88 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.rate_card_rates
    ADD CONSTRAINT fk_rails_d53feb5721 FOREIGN KEY (rate_card_id) REFERENCES lago.rate_cards(id);

ALTER TABLE ONLY lago.entitlement_privileges
    ADD CONSTRAINT fk_rails_d648e28d9f FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscription_fixed_charge_units_overrides
    ADD CONSTRAINT fk_rails_d72a9877be FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.wallets
    ADD CONSTRAINT fk_rails_d9342a8ca7 FOREIGN KEY (payment_method_id) REFERENCES lago.payment_methods(id);

ALTER TABLE ONLY lago.integration_resources
    ADD CONSTRAINT fk_rails_d9448a540b FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.usage_monitoring_alerts
    ADD CONSTRAINT fk_rails_d9ea200904 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_d9ffb8b4a1 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.customers_invoice_custom_sections
    ADD CONSTRAINT fk_rails_db9140d0fd FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id);

ALTER TABLE ONLY lago.enriched_store_subscription_migrations
    ADD CONSTRAINT fk_rails_dc444f5f29 FOREIGN KEY (enriched_store_migration_id) REFERENCES lago.enriched_store_migrations(id);

ALTER TABLE ONLY lago.invites
    ADD CONSTRAINT fk_rails_dd342449a6 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.rate_cards
    ADD CONSTRAINT fk_rails_ddab7acbd0 FOREIGN KEY (product_id) REFERENCES lago.products(id);

ALTER TABLE ONLY lago.coupon_targets
    ADD CONSTRAINT fk_rails_de6b3c3138 FOREIGN KEY (plan_id) REFERENCES lago.plans(id);

ALTER TABLE ONLY lago.quotes
    ADD CONSTRAINT fk_rails_de7694c307 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.credit_note_items
    ADD CONSTRAINT fk_rails_dea748e529 FOREIGN KEY (fee_id) REFERENCES lago.fees(id);

ALTER TABLE ONLY lago.customer_metadata
    ADD CONSTRAINT fk_rails_dfac602b2c FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.product_categories
    ADD CONSTRAINT fk_rails_e13d306a35 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.integration_collection_mappings
    ADD CONSTRAINT fk_rails_e148d17c1f FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.usage_monitoring_triggered_alerts
    ADD CONSTRAINT fk_rails_e3cf54daac FOREIGN KEY (usage_monitoring_alert_id) REFERENCES lago.usage_monitoring_alerts(id);

ALTER TABLE ONLY lago.integration_mappings
    ADD CONSTRAINT fk_rails_e4a58fbcac FOREIGN KEY (billing_entity_id) REFERENCES lago.billing_entities(id) ON DELETE CASCADE;

ALTER TABLE ONLY lago.user_devices
    ADD CONSTRAINT fk_rails_e700a96826 FOREIGN KEY (user_id) REFERENCES lago.users(id);

ALTER TABLE ONLY lago.charge_filters
    ADD CONSTRAINT fk_rails_e711e8089e FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.subscriptions
    ADD CONSTRAINT fk_rails_e744efbe51 FOREIGN KEY (payment_method_id) REFERENCES lago.payment_methods(id);

ALTER TABLE ONLY lago.customers_taxes
    ADD CONSTRAINT fk_rails_e86903e081 FOREIGN KEY (tax_id) REFERENCES lago.taxes(id);

ALTER TABLE ONLY lago.plans_taxes
    ADD CONSTRAINT fk_rails_e88403f4b9 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.recurring_transaction_rules
    ADD CONSTRAINT fk_rails_e8bac9c5bb FOREIGN KEY (wallet_id) REFERENCES lago.wallets(id);

ALTER TABLE ONLY lago.rate_card_rates
    ADD CONSTRAINT fk_rails_e910b02a08 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.fixed_charges
    ADD CONSTRAINT fk_rails_e95f72749e FOREIGN KEY (add_on_id) REFERENCES lago.add_ons(id);

ALTER TABLE ONLY lago.integration_customers
    ADD CONSTRAINT fk_rails_ea80151038 FOREIGN KEY (integration_id) REFERENCES lago.integrations(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_eaca9421be FOREIGN KEY (invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.payment_provider_customers
    ADD CONSTRAINT fk_rails_ecb466254b FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.invoices_payment_requests
    ADD CONSTRAINT fk_rails_ed387e0992 FOREIGN KEY (payment_request_id) REFERENCES lago.payment_requests(id);

ALTER TABLE ONLY lago.usage_monitoring_triggered_alerts
    ADD CONSTRAINT fk_rails_ee2b6f04d9 FOREIGN KEY (wallet_id) REFERENCES lago.wallets(id);

ALTER TABLE ONLY lago.plan_rate_cards
    ADD CONSTRAINT fk_rails_ee8d423cf4 FOREIGN KEY (rate_card_id) REFERENCES lago.rate_cards(id);

ALTER TABLE ONLY lago.recurring_transaction_rules_invoice_custom_sections
    ADD CONSTRAINT fk_rails_eeb6a32be1 FOREIGN KEY (recurring_transaction_rule_id) REFERENCES lago.recurring_transaction_rules(id);

ALTER TABLE ONLY lago.products
    ADD CONSTRAINT fk_rails_efe167855e FOREIGN KEY (product_category_id) REFERENCES lago.product_categories(id);

ALTER TABLE ONLY lago.subscription_rate_cards
    ADD CONSTRAINT fk_rails_f0e6ca6965 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.usage_monitoring_alert_thresholds
    ADD CONSTRAINT fk_rails_f18cd04d51 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.payment_requests
    ADD CONSTRAINT fk_rails_f228550fda FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.enriched_store_subscription_migrations
    ADD CONSTRAINT fk_rails_f232478e56 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.wallet_transactions
    ADD CONSTRAINT fk_rails_f32b205d44 FOREIGN KEY (voided_invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.fees
    ADD CONSTRAINT fk_rails_f375d320ad FOREIGN KEY (fixed_charge_id) REFERENCES lago.fixed_charges(id);

ALTER TABLE ONLY lago.invoice_subscriptions
    ADD CONSTRAINT fk_rails_f435d13904 FOREIGN KEY (regenerated_invoice_id) REFERENCES lago.invoices(id);

ALTER TABLE ONLY lago.quantified_events
    ADD CONSTRAINT fk_rails_f510acb495 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.payment_receipts
    ADD CONSTRAINT fk_rails_f53ff93138 FOREIGN KEY (payment_id) REFERENCES lago.payments(id);

ALTER TABLE ONLY lago.billing_entities
    ADD CONSTRAINT fk_rails_f66617edcb FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.order_forms
    ADD CONSTRAINT fk_rails_f94f882198 FOREIGN KEY (quote_version_id) REFERENCES lago.quote_versions(id);

ALTER TABLE ONLY lago.fees_taxes
    ADD CONSTRAINT fk_rails_f98413d404 FOREIGN KEY (tax_id) REFERENCES lago.taxes(id) ON DELETE SET NULL;

ALTER TABLE ONLY lago.product_filter_values
    ADD CONSTRAINT fk_rails_f99eb07174 FOREIGN KEY (product_filter_id) REFERENCES lago.product_filters(id);

ALTER TABLE ONLY lago.wallet_targets
    ADD CONSTRAINT fk_rails_fbd2b9fccb FOREIGN KEY (billable_metric_id) REFERENCES lago.billable_metrics(id);

ALTER TABLE ONLY lago.adjusted_fees
    ADD CONSTRAINT fk_rails_fd399a23d3 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.subscription_activation_rules
    ADD CONSTRAINT fk_rails_fd60209637 FOREIGN KEY (subscription_id) REFERENCES lago.subscriptions(id);

ALTER TABLE ONLY lago.dunning_campaign_thresholds
    ADD CONSTRAINT fk_rails_fd84cdb7c6 FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.orders
    ADD CONSTRAINT fk_rails_fe8af6535c FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.fixed_charges_taxes
    ADD CONSTRAINT fk_rails_fea16bf2e7 FOREIGN KEY (fixed_charge_id) REFERENCES lago.fixed_charges(id);

ALTER TABLE ONLY lago.presentation_breakdowns
    ADD CONSTRAINT fk_rails_ff548a9f4c FOREIGN KEY (organization_id) REFERENCES lago.organizations(id);

ALTER TABLE ONLY lago.wallet_transactions_invoice_custom_sections
    ADD CONSTRAINT fk_rails_ff75b29299 FOREIGN KEY (wallet_transaction_id) REFERENCES lago.wallet_transactions(id);

ALTER TABLE ONLY lago.membership_roles
    ADD CONSTRAINT membership_role_membership_fk FOREIGN KEY (membership_id, organization_id) REFERENCES lago.memberships(id, organization_id);
`,
  cleans: [
    {
      table: "lago.webhooks",
      clock: "updated_at",
      retention: "90d (retention_period, app/jobs/clock/webhooks_cleanup_job.rb:8), daily at 01:00",
      source: "app/jobs/clock/webhooks_cleanup_job.rb:19-21",
      note: "Clock::WebhooksCleanupJob, enqueued by the clockwork process (clock.rb:163-167), in batches of 1000 until a batch is short; every status; the payloads it stored on object storage are left to a bucket rule (webhooks_cleanup_job.rb:14-16)",
    },
    {
      table: "lago.inbound_webhooks",
      clock: "updated_at",
      retention: "90d, daily at 01:10",
      source: "app/jobs/clock/inbound_webhooks_cleanup_job.rb:8",
      note: "Clock::InboundWebhooksCleanupJob, enqueued by the clockwork process (clock.rb:169-173); every status (pending, processing, succeeded, failed)",
    },
    {
      table: "lago.enriched_events",
      clock: "timestamp (the partition key)",
      retention: "14 months (pg_partman part_config.retention), a month's partition at a time",
      source: "db/migrate/20260109132143_partition_enriched_events.rb:23-27",
      note: "only with pg_partman on the server (otherwise the table is not partitioned, db/migrate/20260109110146_create_enriched_events.rb:6-11) and its maintenance run by the operator (lago-api never calls it); retention_keep_table = true: a partition past retention is detached from enriched_events and kept as a table, not dropped",
    },
  ],
  shouldAsk: [
    {
      table: "lago.user_devices",
      why: "each user's devices (fingerprint, browser, OS, last IP address, last_logged_at), upserted at every login (app/services/user_devices/register_service.rb:20), never deleted",
    },
    {
      table: "lago.password_resets",
      why: "password reset tokens per user with expire_at; deleted when used, an expired or unused one kept for ever",
    },
    {
      table: "lago.invites",
      why: "invitations with the invitee's email and token, created_at; accepted and revoked ones kept (status), never deleted",
    },
    {
      table: "lago.data_exports",
      why: "exports a member requested (resource_query, membership), expires_at 7 days after completion (app/models/data_export.rb:6, 30) but the row is never deleted",
    },
    {
      table: "lago.data_export_parts",
      why: "the CSV lines of each export (csv_lines: customers, invoices, fees), created_at; never deleted",
    },
    {
      table: "lago.ai_conversations",
      why: "each member's conversations with the AI assistant, named after the member's first message (app/graphql/mutations/ai_conversations/create.rb:28-31), created_at; never deleted",
    },
    {
      table: "lago.api_keys",
      why: "API keys in clear (value) with last_used_at; a deleted or rotated key is expired (expires_at), never removed",
    },
  ],
  neverDelete: [
    "lago.organizations",
    "lago.users",
    "lago.memberships",
    "lago.membership_roles",
    "lago.roles",
    "lago.billing_entities",
    "lago.billing_entities_taxes",
    "lago.billing_entities_invoice_custom_sections",
    "lago.customers",
    "lago.customer_metadata",
    "lago.customers_taxes",
    "lago.customers_invoice_custom_sections",
    "lago.payment_provider_customers",
    "lago.payment_providers",
    "lago.payment_methods",
    "lago.payment_intents",
    "lago.payments",
    "lago.payment_receipts",
    "lago.payment_requests",
    "lago.invoices_payment_requests",
    "lago.refunds",
    "lago.invoices",
    "lago.invoice_metadata",
    "lago.invoice_subscriptions",
    "lago.invoice_settlements",
    "lago.invoices_taxes",
    "lago.invoice_connections",
    "lago.invoice_custom_sections",
    "lago.applied_invoice_custom_sections",
    "lago.fees",
    "lago.fees_taxes",
    "lago.adjusted_fees",
    "lago.credit_notes",
    "lago.credit_note_items",
    "lago.credit_notes_taxes",
    "lago.credits",
    "lago.wallets",
    "lago.wallet_transactions",
    "lago.wallet_transaction_consumptions",
    "lago.wallet_targets",
    "lago.wallets_invoice_custom_sections",
    "lago.wallet_transactions_invoice_custom_sections",
    "lago.recurring_transaction_rules",
    "lago.recurring_transaction_rules_invoice_custom_sections",
    "lago.coupons",
    "lago.coupon_targets",
    "lago.applied_coupons",
    "lago.add_ons",
    "lago.add_ons_taxes",
    "lago.applied_add_ons",
    "lago.taxes",
    "lago.plans",
    "lago.plans_taxes",
    "lago.plan_rate_cards",
    "lago.charges",
    "lago.charges_taxes",
    "lago.charge_filters",
    "lago.charge_filter_values",
    "lago.fixed_charges",
    "lago.fixed_charges_taxes",
    "lago.fixed_charge_events",
    "lago.commitments",
    "lago.commitments_taxes",
    "lago.billable_metrics",
    "lago.billable_metric_filters",
    "lago.groups",
    "lago.group_properties",
    "lago.pricing_units",
    "lago.applied_pricing_units",
    "lago.pricing_unit_usages",
    "lago.presentation_breakdowns",
    "lago.products",
    "lago.product_categories",
    "lago.product_filters",
    "lago.product_filter_values",
    "lago.rate_cards",
    "lago.rate_card_rates",
    "lago.rate_overrides",
    "lago.rate_phases",
    "lago.subscriptions",
    "lago.subscription_rate_cards",
    "lago.subscription_activation_rules",
    "lago.subscription_fixed_charge_units_overrides",
    "lago.subscriptions_invoice_custom_sections",
    "lago.usage_thresholds",
    "lago.applied_usage_thresholds",
    "lago.usage_monitoring_alerts",
    "lago.usage_monitoring_alert_thresholds",
    "lago.usage_monitoring_triggered_alerts",
    "lago.entitlement_features",
    "lago.entitlement_privileges",
    "lago.entitlement_entitlements",
    "lago.entitlement_entitlement_values",
    "lago.entitlement_subscription_feature_removals",
    "lago.dunning_campaigns",
    "lago.dunning_campaign_thresholds",
    "lago.quotes",
    "lago.quote_versions",
    "lago.quote_owners",
    "lago.order_forms",
    "lago.orders",
    "lago.events",
    "lago.quantified_events",
    "lago.cached_aggregations",
    "lago.daily_usages",
    "lago.lifetime_usages",
    "lago.item_metadata",
    "lago.billing_object_connections",
    "lago.integrations",
    "lago.integration_customers",
    "lago.integration_items",
    "lago.integration_mappings",
    "lago.integration_collection_mappings",
    "lago.integration_resources",
    "lago.webhook_endpoints",
    "lago.active_storage_attachments",
    "lago.active_storage_blobs",
    "lago.active_storage_variant_records",
    "lago.versions",
    "lago.ar_internal_metadata",
    "lago.schema_migrations",
  ],
};
