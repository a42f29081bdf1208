// Saleor (Django), from saleor/saleor@723cd4eba87dfc72822ade45dc08a3caa548428d (main, 2026-08-21).
// Schema: a transcription of its Django models (29 of its ~250 tables), not its migrations replayed: the
// package registry for Python is not reachable here, so Django and Saleor's requirements could not be
// installed to run migrate (the header of schemaSql says how the models were read).
// Cleanup: Celery beat entries in saleor/settings.py:666-762, each run by a worker:
// - delete-expired-checkouts, daily at midnight (settings.py:679-682), saleor/checkout/tasks.py:41-136:
//   checkouts whose last_change is older than 30 days without an email or user (ANONYMOUS_CHECKOUTS_TIMEDELTA,
//   settings.py:608-610), older than 90 days with one (USER_CHECKOUTS_TIMEDELTA, :611-613), or older than 6 hours
//   with no line (EMPTY_CHECKOUTS_TIMEDELTA, :614-616), none holding money in a transaction (tasks.py:92-108);
//   delete_checkouts deletes their lines, then the checkouts (saleor/checkout/utils.py:148-162), Django's collector
//   deleting what CASCADEs from them (checkout metadata, cached deliveries, reservations of their lines);
// - delete-expired-reservations, daily (settings.py:675-678): stock and preorder reservations whose
//   reserved_until has passed (saleor/warehouse/tasks.py:27-33);
// - delete_expired_orders, daily at 02:00 (settings.py:683-686): orders in status expired whose expired_at is older
//   than their channel's delete_expired_orders_after (default 60 days, saleor/channel/models.py:43-45) and that have
//   no payment and no transaction (saleor/order/tasks.py:183-227), with their lines and events (CASCADE);
// - delete-outdated-event-data, daily (settings.py:687-690): webhook event payloads none of whose deliveries was made
//   in the last 14 days (EVENT_PAYLOAD_DELETE_PERIOD, settings.py:769-771), with their deliveries and attempts
//   (CASCADE; saleor/core/tasks.py:66-91; also the delete_event_payloads management command);
// - delete-old-export-files, daily at 01:00 (settings.py:699-702): export files with an export event older than 30
//   days (EXPORT_FILES_TIMEDELTA, settings.py:619-621), or with none, and their events (saleor/csv/tasks.py:77-99);
// - remove-apps-marked-as-removed, daily at 03:00 (settings.py:735-738): apps removed more than a day ago
//   (DELETE_APP_TTL, settings.py:782-784), their webhooks' deliveries, webhooks, tokens and extensions, then the app
//   (saleor/app/tasks.py:91-123).
// Not counted: delete-empty-allocations (allocations of quantity 0, not by age, saleor/warehouse/tasks.py:16-22);
// expire-orders (marks unconfirmed orders expired, saleor/order/tasks.py:175-180); successful webhook deliveries deleted
// as they succeed (saleor/webhook/transport/utils.py:582-614), not by age; an app's problems capped at 100 per app
// (count-based, saleor/graphql/app/mutations/app_problem_create.py:181); gift cards are deactivated, not deleted.
// Saleor has no session or token table (JSON web tokens signed with each user's jwt_token_key).
// Left out of the subset: products, catalogue, discounts, warehouses and stock, shipping, taxes, pages, menus,
// attributes, permissions and groups, Celery beat's tables, and the many-to-many tables; a foreign key to a table
// outside the subset is kept as its column and index without its constraint (listed at the end of schemaSql).
// Neither list: channel_channel (configuration).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "saleor",
  framework: "django",
  source: {
    repo: "saleor/saleor",
    commit: "723cd4eba87dfc72822ade45dc08a3caa548428d",
    schemaFrom:
      "its Django models (saleor/account, channel, checkout, order, payment, warehouse, core, csv, app, webhook, giftcard, invoice and permission models.py) transcribed as Django's PostgreSQL backend creates them on a fresh migrate (PyPI unreachable, so migrate was not run); 29 of its tables",
  },
  schemas: ["saleor"],
  schemaSql: `
-- Saleor: saleor/saleor@723cd4eba87dfc72822ade45dc08a3caa548428d
-- Transcribed from its Django models at that commit (read as Python source, not imported) as Django's
-- PostgreSQL backend creates them on a fresh migrate: AutoField integer identity (DEFAULT_AUTO_FIELD,
-- saleor/settings.py:155), CharField/EmailField/URLField/FileField varchar(max_length, 254, 200, 100),
-- CountryField varchar(2), PhoneNumberField varchar(128), DecimalField numeric(20,3) (DEFAULT_MAX_DIGITS and
-- DEFAULT_DECIMAL_PLACES, settings.py:485-486), DateTimeField timestamptz (USE_TZ), JSONField jsonb,
-- SearchVectorField tsvector, MeasurementField double precision, Positive*Field with CHECK (>= 0); Python-side
-- defaults leave no DEFAULT, db_default does; MoneyField and TaxedMoneyField are not columns. A ForeignKey is a
-- column <name>_id of the target's key type, indexed, DEFERRABLE INITIALLY DEFERRED; a OneToOneField is UNIQUE;
-- unique CharFields and indexed ones get Django's varchar_pattern_ops index. Meta indexes and constraints are the
-- models' own (GIN with pg_trgm and btree_gin, which Saleor's migrations create: product/migrations/0037 and 0038;
-- here in schema public). User adds AbstractBaseUser's password and last_login and PermissionsMixin's is_superuser.
-- Index names Django derives by hashing are written <table>_<column>_idx here. The migrations' RunSQL operations were
-- read for these tables: they mirror model constraints (SeparateDatabaseAndState) but for one index, added below.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
CREATE SCHEMA saleor;
SET search_path TO saleor, public;

CREATE TABLE "account_user" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "is_superuser" boolean NOT NULL,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "password" varchar(128) NOT NULL,
    "last_login" timestamp with time zone NULL,
    "external_reference" varchar(250) NULL UNIQUE,
    "email" varchar(254) NOT NULL UNIQUE,
    "first_name" varchar(256) NOT NULL,
    "last_name" varchar(256) NOT NULL,
    "is_staff" boolean NOT NULL,
    "is_active" boolean NOT NULL,
    "is_confirmed" boolean NOT NULL,
    "last_confirm_email_request" timestamp with time zone NULL,
    "note" text NULL,
    "date_joined" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "last_password_reset_request" timestamp with time zone NULL,
    "default_shipping_address_id" integer NULL,
    "default_billing_address_id" integer NULL,
    "avatar" varchar(100) NULL,
    "jwt_token_key" varchar(12) NOT NULL,
    "language_code" varchar(35) NOT NULL,
    "search_vector" tsvector NULL,
    "search_document" text NOT NULL,
    "uuid" uuid NOT NULL UNIQUE,
    "customer_type_id" integer NULL,
    "number_of_orders" integer NOT NULL DEFAULT 0 CHECK ("number_of_orders" >= 0)
);
CREATE INDEX "account_user_external_reference_like" ON "account_user" ("external_reference" varchar_pattern_ops);
CREATE INDEX "account_user_email_like" ON "account_user" ("email" varchar_pattern_ops);
CREATE INDEX "account_user_updated_at_idx" ON "account_user" ("updated_at");
CREATE INDEX "account_user_default_shipping_address_id_idx" ON "account_user" ("default_shipping_address_id");
CREATE INDEX "account_user_default_billing_address_id_idx" ON "account_user" ("default_billing_address_id");
CREATE INDEX "order_user_search_gin" ON "account_user" USING gin ("email" gin_trgm_ops, "first_name" gin_trgm_ops, "last_name" gin_trgm_ops);
CREATE INDEX "user_search_gin" ON "account_user" USING gin ("search_document" gin_trgm_ops);
CREATE INDEX "user_tsearch" ON "account_user" USING gin ("search_vector");
CREATE INDEX "user_p_meta_jsonb_path_idx" ON "account_user" USING gin ("private_metadata" jsonb_path_ops);
CREATE INDEX "first_name_gin" ON "account_user" USING gin ("first_name" gin_trgm_ops);
CREATE INDEX "last_name_gin" ON "account_user" USING gin ("last_name" gin_trgm_ops);
CREATE INDEX "user_date_joined_idx" ON "account_user" ("date_joined");
CREATE INDEX "user_customer_type_idx" ON "account_user" ("customer_type_id");
CREATE INDEX "user_email_idx" ON "account_user" ("email");
CREATE INDEX "user_number_of_orders_idx" ON "account_user" ("number_of_orders");
-- Made by a migration's RunSQL alone, not the model (saleor/account/migrations/0086_auto_20240805_0851.py:30):
CREATE INDEX idx_user_full_name ON account_user USING gin ((first_name || ' ' || last_name) gin_trgm_ops);

CREATE TABLE "account_address" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "first_name" varchar(256) NOT NULL,
    "last_name" varchar(256) NOT NULL,
    "company_name" varchar(256) NOT NULL,
    "street_address_1" varchar(256) NOT NULL,
    "street_address_2" varchar(256) NOT NULL,
    "city" varchar(256) NOT NULL,
    "city_area" varchar(128) NOT NULL,
    "postal_code" varchar(20) NOT NULL,
    "country" varchar(2) NOT NULL,
    "country_area" varchar(128) NOT NULL,
    "phone" varchar(128) NOT NULL,
    "validation_skipped" boolean NOT NULL
);
CREATE INDEX "account_address_phone_like" ON "account_address" ("phone" varchar_pattern_ops);
CREATE INDEX "account_address_phone_idx" ON "account_address" ("phone");
CREATE INDEX "address_search_gin" ON "account_address" USING gin ("first_name" gin_trgm_ops, "last_name" gin_trgm_ops, "city" gin_trgm_ops, "country" gin_trgm_ops);
CREATE INDEX "warehouse_address_search_gin" ON "account_address" USING gin ("company_name" gin_trgm_ops, "street_address_1" gin_trgm_ops, "street_address_2" gin_trgm_ops, "city" gin_trgm_ops, "postal_code" gin_trgm_ops, "phone" gin_trgm_ops);
CREATE INDEX "address_country_idx" ON "account_address" ("country");

CREATE TABLE "account_customerevent" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "date" timestamp with time zone NOT NULL,
    "type" varchar(255) NOT NULL,
    "order_id" uuid NULL,
    "parameters" jsonb NOT NULL,
    "user_id" integer NULL,
    "app_id" integer NULL
);
CREATE INDEX "account_customerevent_order_id_idx" ON "account_customerevent" ("order_id");
CREATE INDEX "account_customerevent_user_id_idx" ON "account_customerevent" ("user_id");
CREATE INDEX "account_customerevent_app_id_idx" ON "account_customerevent" ("app_id");

CREATE TABLE "channel_channel" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "name" varchar(250) NOT NULL,
    "is_active" boolean NOT NULL,
    "slug" varchar(255) NOT NULL UNIQUE,
    "currency_code" varchar(3) NOT NULL,
    "default_country" varchar(2) NOT NULL,
    "allocation_strategy" varchar(255) NOT NULL,
    "order_mark_as_paid_strategy" varchar(255) NOT NULL,
    "default_transaction_flow_strategy" varchar(255) NOT NULL,
    "automatically_confirm_all_new_orders" boolean NULL,
    "allow_unpaid_orders" boolean NOT NULL,
    "automatically_fulfill_non_shippable_gift_card" boolean NULL,
    "expire_orders_after" integer NULL,
    "delete_expired_orders_after" interval NOT NULL,
    "include_draft_order_in_voucher_usage" boolean NOT NULL,
    "use_legacy_error_flow_for_checkout" boolean NOT NULL,
    "automatically_complete_fully_paid_checkouts" boolean NOT NULL,
    "automatic_completion_delay" integer NULL,
    "automatic_completion_cut_off_date" timestamp with time zone NULL,
    "draft_order_line_price_freeze_period" integer NULL CHECK ("draft_order_line_price_freeze_period" >= 0),
    "use_legacy_line_discount_propagation_for_order" boolean NOT NULL,
    "release_funds_for_expired_checkouts" boolean NOT NULL,
    "checkout_ttl_before_releasing_funds" interval NOT NULL,
    "checkout_release_funds_cut_off_date" timestamp with time zone NULL,
    "allow_legacy_gift_card_use" boolean NOT NULL DEFAULT true
);
CREATE INDEX "channel_channel_slug_like" ON "channel_channel" ("slug" varchar_pattern_ops);

CREATE TABLE "checkout_checkout" (
    "created_at" timestamp with time zone NOT NULL,
    "last_change" timestamp with time zone NOT NULL,
    "completing_started_at" timestamp with time zone NULL,
    "last_transaction_modified_at" timestamp with time zone NULL,
    "automatically_refundable" boolean NOT NULL,
    "last_automatic_completion_attempt" timestamp with time zone NULL,
    "user_id" integer NULL,
    "email" varchar(254) NULL,
    "token" uuid NOT NULL PRIMARY KEY,
    "channel_id" integer NOT NULL,
    "save_billing_address" boolean NOT NULL,
    "billing_address_id" integer NULL,
    "save_shipping_address" boolean NOT NULL,
    "shipping_address_id" integer NULL,
    "shipping_method_id" integer NULL,
    "shipping_method_name" varchar(255) NULL,
    "external_shipping_method_id" varchar(1024) NULL,
    "collection_point_id" uuid NULL,
    "note" text NOT NULL,
    "currency" varchar(3) NOT NULL,
    "country" varchar(2) NOT NULL,
    "total_net_amount" numeric(20,3) NOT NULL,
    "total_gross_amount" numeric(20,3) NOT NULL,
    "base_total_amount" numeric(20,3) NOT NULL,
    "subtotal_net_amount" numeric(20,3) NOT NULL,
    "subtotal_gross_amount" numeric(20,3) NOT NULL,
    "base_subtotal_amount" numeric(20,3) NOT NULL,
    "shipping_price_net_amount" numeric(20,3) NOT NULL,
    "shipping_price_gross_amount" numeric(20,3) NOT NULL,
    "shipping_tax_rate" numeric(5,4) NOT NULL,
    "undiscounted_base_shipping_price_amount" numeric(20,3) NOT NULL,
    "authorize_status" varchar(32) NOT NULL,
    "charge_status" varchar(32) NOT NULL,
    "delivery_methods_stale_at" timestamp with time zone NULL,
    "price_expiration" timestamp with time zone NOT NULL,
    "discount_expiration" timestamp with time zone NOT NULL,
    "assigned_delivery_id" uuid NULL,
    "discount_amount" numeric(20,3) NOT NULL,
    "discount_name" varchar(255) NULL,
    "translated_discount_name" varchar(255) NULL,
    "voucher_code" varchar(255) NULL,
    "is_voucher_usage_increased" boolean NOT NULL,
    "redirect_url" varchar(200) NULL,
    "tracking_code" varchar(255) NULL,
    "language_code" varchar(35) NOT NULL,
    "tax_exemption" boolean NOT NULL,
    "tax_error" varchar(255) NULL,
    "search_vector" tsvector NULL,
    "search_index_dirty" boolean NOT NULL DEFAULT true
);
CREATE INDEX "checkout_checkout_last_change_idx" ON "checkout_checkout" ("last_change");
CREATE INDEX "checkout_checkout_user_id_idx" ON "checkout_checkout" ("user_id");
CREATE INDEX "checkout_checkout_channel_id_idx" ON "checkout_checkout" ("channel_id");
CREATE INDEX "checkout_checkout_billing_address_id_idx" ON "checkout_checkout" ("billing_address_id");
CREATE INDEX "checkout_checkout_shipping_address_id_idx" ON "checkout_checkout" ("shipping_address_id");
CREATE INDEX "checkout_checkout_shipping_method_id_idx" ON "checkout_checkout" ("shipping_method_id");
CREATE INDEX "checkout_checkout_collection_point_id_idx" ON "checkout_checkout" ("collection_point_id");
CREATE INDEX "checkout_checkout_authorize_status_like" ON "checkout_checkout" ("authorize_status" varchar_pattern_ops);
CREATE INDEX "checkout_checkout_authorize_status_idx" ON "checkout_checkout" ("authorize_status");
CREATE INDEX "checkout_checkout_charge_status_like" ON "checkout_checkout" ("charge_status" varchar_pattern_ops);
CREATE INDEX "checkout_checkout_charge_status_idx" ON "checkout_checkout" ("charge_status");
CREATE INDEX "checkout_checkout_assigned_delivery_id_idx" ON "checkout_checkout" ("assigned_delivery_id");
CREATE INDEX "automaticcompletionattempt_idx" ON "checkout_checkout" ("last_automatic_completion_attempt");
CREATE INDEX "idx_checkout_created_at" ON "checkout_checkout" ("created_at");
CREATE INDEX "checkout_tsearch" ON "checkout_checkout" USING gin ("search_vector");

CREATE TABLE "checkout_checkoutline" (
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "id" uuid NOT NULL PRIMARY KEY,
    "old_id" integer NULL UNIQUE CHECK ("old_id" >= 0),
    "created_at" timestamp with time zone NOT NULL,
    "checkout_id" uuid NOT NULL,
    "variant_id" integer NOT NULL,
    "quantity" integer NOT NULL CHECK ("quantity" >= 0),
    "is_gift" boolean NOT NULL,
    "price_override" numeric(20,3) NULL,
    "price_override_reason" varchar(255) NULL,
    "currency" varchar(3) NOT NULL,
    "undiscounted_unit_price_amount" numeric(20,3) NOT NULL,
    "prior_unit_price_amount" numeric(20,3) NULL,
    "total_price_net_amount" numeric(20,3) NOT NULL,
    "total_price_gross_amount" numeric(20,3) NOT NULL,
    "tax_rate" numeric(5,4) NOT NULL
);
CREATE INDEX "checkout_checkoutline_checkout_id_idx" ON "checkout_checkoutline" ("checkout_id");
CREATE INDEX "checkout_checkoutline_variant_id_idx" ON "checkout_checkoutline" ("variant_id");

CREATE TABLE "checkout_checkoutmetadata" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "checkout_id" uuid NOT NULL UNIQUE
);

CREATE TABLE "checkout_checkoutdelivery" (
    "id" uuid NOT NULL PRIMARY KEY,
    "checkout_id" uuid NOT NULL,
    "external_shipping_method_id" varchar(1024) NULL,
    "built_in_shipping_method_id" integer NULL,
    "name" varchar(255) NOT NULL,
    "description" text NULL,
    "price_amount" numeric(20,3) NOT NULL,
    "currency" varchar(3) NOT NULL,
    "maximum_delivery_days" integer NULL CHECK ("maximum_delivery_days" >= 0),
    "minimum_delivery_days" integer NULL CHECK ("minimum_delivery_days" >= 0),
    "metadata" jsonb NOT NULL,
    "private_metadata" jsonb NOT NULL,
    "active" boolean NOT NULL,
    "message" text NULL,
    "is_external" boolean NOT NULL,
    "is_valid" boolean NOT NULL,
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "tax_class_id" integer NULL,
    "tax_class_name" varchar(255) NULL,
    "tax_class_private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "tax_class_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX "checkout_checkoutdelivery_checkout_id_idx" ON "checkout_checkoutdelivery" ("checkout_id");
CREATE INDEX "checkout_checkoutdelivery_external_shipping_method_id_like" ON "checkout_checkoutdelivery" ("external_shipping_method_id" varchar_pattern_ops);
CREATE INDEX "checkout_checkoutdelivery_external_shipping_method_id_idx" ON "checkout_checkoutdelivery" ("external_shipping_method_id");
CREATE INDEX "checkout_checkoutdelivery_built_in_shipping_method_id_idx" ON "checkout_checkoutdelivery" ("built_in_shipping_method_id");
ALTER TABLE "checkout_checkoutdelivery" ADD CONSTRAINT "unique_for_checkout" UNIQUE NULLS NOT DISTINCT ("checkout_id", "external_shipping_method_id", "built_in_shipping_method_id", "is_valid");

CREATE TABLE "order_order" (
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "external_reference" varchar(250) NULL UNIQUE,
    "id" uuid NOT NULL PRIMARY KEY,
    "number" integer NOT NULL UNIQUE,
    "use_old_id" boolean NOT NULL,
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "expired_at" timestamp with time zone NULL,
    "status" varchar(32) NOT NULL,
    "authorize_status" varchar(32) NOT NULL,
    "charge_status" varchar(32) NOT NULL,
    "user_id" integer NULL,
    "language_code" varchar(35) NOT NULL,
    "tracking_client_id" varchar(36) NOT NULL,
    "billing_address_id" integer NULL,
    "shipping_address_id" integer NULL,
    "draft_save_billing_address" boolean NULL,
    "draft_save_shipping_address" boolean NULL,
    "user_email" varchar(254) NOT NULL,
    "original_id" uuid NULL,
    "origin" varchar(32) NOT NULL,
    "currency" varchar(3) NOT NULL,
    "shipping_method_id" integer NULL,
    "collection_point_id" uuid NULL,
    "shipping_method_name" varchar(255) NULL,
    "collection_point_name" varchar(255) NULL,
    "channel_id" integer NOT NULL,
    "shipping_price_net_amount" numeric(20,3) NOT NULL,
    "shipping_price_gross_amount" numeric(20,3) NOT NULL,
    "base_shipping_price_amount" numeric(20,3) NOT NULL,
    "undiscounted_base_shipping_price_amount" numeric(20,3) NOT NULL,
    "shipping_tax_rate" numeric(5,4) NULL,
    "shipping_tax_class_id" integer NULL,
    "shipping_tax_class_name" varchar(255) NULL,
    "shipping_tax_class_private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "shipping_tax_class_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "shipping_method_private_metadata" jsonb NULL,
    "shipping_method_metadata" jsonb NULL,
    "checkout_token" varchar(36) NOT NULL,
    "lines_count" integer NOT NULL CHECK ("lines_count" >= 0),
    "total_net_amount" numeric(20,3) NOT NULL,
    "undiscounted_total_net_amount" numeric(20,3) NOT NULL,
    "total_gross_amount" numeric(20,3) NOT NULL,
    "undiscounted_total_gross_amount" numeric(20,3) NOT NULL,
    "total_charged_amount" numeric(20,3) NOT NULL,
    "total_authorized_amount" numeric(20,3) NOT NULL,
    "subtotal_net_amount" numeric(20,3) NOT NULL,
    "subtotal_gross_amount" numeric(20,3) NOT NULL,
    "voucher_id" integer NULL,
    "voucher_code" varchar(255) NULL,
    "display_gross_prices" boolean NOT NULL,
    "customer_note" text NOT NULL,
    "weight" double precision NOT NULL,
    "redirect_url" varchar(200) NULL,
    "search_document" text NOT NULL,
    "search_vector" tsvector NULL,
    "should_refresh_prices" boolean NOT NULL,
    "tax_exemption" boolean NOT NULL,
    "tax_error" varchar(255) NULL
);
CREATE INDEX "order_order_external_reference_like" ON "order_order" ("external_reference" varchar_pattern_ops);
CREATE INDEX "order_order_updated_at_idx" ON "order_order" ("updated_at");
CREATE INDEX "order_order_authorize_status_like" ON "order_order" ("authorize_status" varchar_pattern_ops);
CREATE INDEX "order_order_authorize_status_idx" ON "order_order" ("authorize_status");
CREATE INDEX "order_order_charge_status_like" ON "order_order" ("charge_status" varchar_pattern_ops);
CREATE INDEX "order_order_charge_status_idx" ON "order_order" ("charge_status");
CREATE INDEX "order_order_user_id_idx" ON "order_order" ("user_id");
CREATE INDEX "order_order_billing_address_id_idx" ON "order_order" ("billing_address_id");
CREATE INDEX "order_order_shipping_address_id_idx" ON "order_order" ("shipping_address_id");
CREATE INDEX "order_order_original_id_idx" ON "order_order" ("original_id");
CREATE INDEX "order_order_shipping_method_id_idx" ON "order_order" ("shipping_method_id");
CREATE INDEX "order_order_collection_point_id_idx" ON "order_order" ("collection_point_id");
CREATE INDEX "order_order_channel_id_idx" ON "order_order" ("channel_id");
CREATE INDEX "order_order_shipping_tax_class_id_idx" ON "order_order" ("shipping_tax_class_id");
CREATE INDEX "order_order_voucher_id_idx" ON "order_order" ("voucher_id");
CREATE INDEX "order_search_gin" ON "order_order" USING gin ("search_document" gin_trgm_ops);
CREATE INDEX "order_tsearch" ON "order_order" USING gin ("search_vector");
CREATE INDEX "order_email_search_gin" ON "order_order" USING gin ("user_email" gin_trgm_ops);
CREATE INDEX "idx_order_created_at" ON "order_order" ("created_at");
CREATE INDEX "order_voucher_code_idx" ON "order_order" USING gin ("voucher_code");
CREATE INDEX "order_user_email_user_id_idx" ON "order_order" USING gin ("user_email", "user_id");
CREATE INDEX "checkout_token_btree_idx" ON "order_order" ("checkout_token");
CREATE INDEX "lines_count_idx" ON "order_order" ("lines_count");
CREATE INDEX "order_totalgrossamount_idx" ON "order_order" ("total_gross_amount");
CREATE INDEX "order_totalnetamount_idx" ON "order_order" ("total_net_amount");
CREATE INDEX "order_status_idx" ON "order_order" ("status");

CREATE TABLE "order_orderline" (
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "id" uuid NOT NULL PRIMARY KEY,
    "old_id" integer NULL UNIQUE CHECK ("old_id" >= 0),
    "created_at" timestamp with time zone NOT NULL,
    "order_id" uuid NOT NULL,
    "variant_id" integer NULL,
    "product_name" varchar(386) NOT NULL,
    "variant_name" varchar(255) NOT NULL,
    "translated_product_name" varchar(386) NOT NULL,
    "translated_variant_name" varchar(255) NOT NULL,
    "product_sku" varchar(255) NULL,
    "product_variant_id" varchar(255) NULL,
    "product_type_id" integer NULL,
    "is_shipping_required" boolean NOT NULL,
    "is_gift_card" boolean NOT NULL,
    "quantity" integer NOT NULL,
    "quantity_fulfilled" integer NOT NULL,
    "is_gift" boolean NOT NULL,
    "currency" varchar(3) NOT NULL,
    "unit_discount_amount" numeric(20,3) NOT NULL,
    "unit_discount_type" varchar(10) NULL,
    "unit_discount_reason" text NULL,
    "unit_price_net_amount" numeric(20,3) NOT NULL,
    "unit_discount_value" numeric(20,3) NOT NULL,
    "unit_price_gross_amount" numeric(20,3) NOT NULL,
    "total_price_net_amount" numeric(20,3) NOT NULL,
    "total_price_gross_amount" numeric(20,3) NOT NULL,
    "undiscounted_unit_price_gross_amount" numeric(20,3) NOT NULL,
    "undiscounted_unit_price_net_amount" numeric(20,3) NOT NULL,
    "undiscounted_total_price_gross_amount" numeric(20,3) NOT NULL,
    "undiscounted_total_price_net_amount" numeric(20,3) NOT NULL,
    "base_unit_price_amount" numeric(20,3) NOT NULL,
    "undiscounted_base_unit_price_amount" numeric(20,3) NOT NULL,
    "tax_rate" numeric(5,4) NULL,
    "tax_class_id" integer NULL,
    "tax_class_name" varchar(255) NULL,
    "tax_class_private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "tax_class_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "is_price_overridden" boolean NULL,
    "price_override_reason" varchar(255) NULL,
    "voucher_code" varchar(255) NULL,
    "sale_id" varchar(255) NULL,
    "draft_base_price_expire_at" timestamp with time zone NULL
);
CREATE INDEX "order_orderline_order_id_idx" ON "order_orderline" ("order_id");
CREATE INDEX "order_orderline_variant_id_idx" ON "order_orderline" ("variant_id");
CREATE INDEX "order_orderline_tax_class_id_idx" ON "order_orderline" ("tax_class_id");
CREATE INDEX "product_type_id_btree_idx" ON "order_orderline" ("product_type_id");

CREATE TABLE "order_orderevent" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "date" timestamp with time zone NOT NULL,
    "type" varchar(255) NOT NULL,
    "order_id" uuid NOT NULL,
    "parameters" jsonb NOT NULL,
    "user_id" integer NULL,
    "app_id" integer NULL,
    "related_id" integer NULL
);
CREATE INDEX "order_orderevent_order_id_idx" ON "order_orderevent" ("order_id");
CREATE INDEX "order_orderevent_user_id_idx" ON "order_orderevent" ("user_id");
CREATE INDEX "order_orderevent_app_id_idx" ON "order_orderevent" ("app_id");
CREATE INDEX "order_orderevent_related_id_idx" ON "order_orderevent" ("related_id");
CREATE INDEX "order_orderevent_type_idx" ON "order_orderevent" ("type");
CREATE INDEX "order_orderevent_date_idx" ON "order_orderevent" ("date");

CREATE TABLE "payment_payment" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "gateway" varchar(255) NOT NULL,
    "is_active" boolean NOT NULL,
    "to_confirm" boolean NOT NULL,
    "created_at" timestamp with time zone NOT NULL,
    "modified_at" timestamp with time zone NOT NULL,
    "charge_status" varchar(20) NOT NULL,
    "token" varchar(512) NOT NULL,
    "total" numeric(20,3) NOT NULL,
    "captured_amount" numeric(20,3) NOT NULL,
    "currency" varchar(3) NOT NULL,
    "checkout_id" uuid NULL,
    "order_id" uuid NULL,
    "store_payment_method" varchar(11) NOT NULL,
    "billing_email" varchar(254) NOT NULL,
    "billing_first_name" varchar(256) NOT NULL,
    "billing_last_name" varchar(256) NOT NULL,
    "billing_company_name" varchar(256) NOT NULL,
    "billing_address_1" varchar(256) NOT NULL,
    "billing_address_2" varchar(256) NOT NULL,
    "billing_city" varchar(256) NOT NULL,
    "billing_city_area" varchar(128) NOT NULL,
    "billing_postal_code" varchar(256) NOT NULL,
    "billing_country_code" varchar(2) NOT NULL,
    "billing_country_area" varchar(256) NOT NULL,
    "cc_first_digits" varchar(6) NOT NULL,
    "cc_last_digits" varchar(4) NOT NULL,
    "cc_brand" varchar(40) NOT NULL,
    "cc_exp_month" integer NULL CHECK ("cc_exp_month" >= 0),
    "cc_exp_year" integer NULL CHECK ("cc_exp_year" >= 0),
    "payment_method_type" varchar(256) NOT NULL,
    "customer_ip_address" inet NULL,
    "extra_data" text NOT NULL,
    "return_url" varchar(200) NULL,
    "psp_reference" varchar(512) NULL
);
CREATE INDEX "payment_payment_checkout_id_idx" ON "payment_payment" ("checkout_id");
CREATE INDEX "payment_payment_order_id_idx" ON "payment_payment" ("order_id");
CREATE INDEX "payment_payment_psp_reference_like" ON "payment_payment" ("psp_reference" varchar_pattern_ops);
CREATE INDEX "payment_payment_psp_reference_idx" ON "payment_payment" ("psp_reference");
CREATE INDEX "payment_payment_order_id_is_active_charge_status_idx" ON "payment_payment" USING gin ("order_id", "is_active", "charge_status");

CREATE TABLE "payment_transaction" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "created_at" timestamp with time zone NOT NULL,
    "payment_id" integer NOT NULL,
    "token" varchar(512) NOT NULL,
    "kind" varchar(25) NOT NULL,
    "is_success" boolean NOT NULL,
    "action_required" boolean NOT NULL,
    "action_required_data" jsonb NOT NULL,
    "currency" varchar(3) NOT NULL,
    "amount" numeric(20,3) NOT NULL,
    "error" text NULL,
    "customer_id" varchar(256) NULL,
    "gateway_response" jsonb NOT NULL,
    "already_processed" boolean NOT NULL
);
CREATE INDEX "payment_transaction_payment_id_idx" ON "payment_transaction" ("payment_id");
CREATE INDEX "token_idx" ON "payment_transaction" USING gin ("token");

CREATE TABLE "payment_transactionitem" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "token" uuid NOT NULL UNIQUE,
    "use_old_id" boolean NOT NULL,
    "created_at" timestamp with time zone NOT NULL,
    "modified_at" timestamp with time zone NOT NULL,
    "idempotency_key" varchar(512) NULL,
    "name" varchar(512) NULL,
    "message" varchar(512) NULL,
    "psp_reference" varchar(512) NULL,
    "available_actions" varchar(128)[] NOT NULL,
    "currency" varchar(3) NOT NULL,
    "charged_value" numeric(20,3) NOT NULL,
    "authorized_value" numeric(20,3) NOT NULL,
    "refunded_value" numeric(20,3) NOT NULL,
    "canceled_value" numeric(20,3) NOT NULL,
    "refund_pending_value" numeric(20,3) NOT NULL,
    "charge_pending_value" numeric(20,3) NOT NULL,
    "authorize_pending_value" numeric(20,3) NOT NULL,
    "cancel_pending_value" numeric(20,3) NOT NULL,
    "external_url" varchar(200) NULL,
    "checkout_id" uuid NULL,
    "order_id" uuid NULL,
    "user_id" integer NULL,
    "app_id" integer NULL,
    "app_identifier" varchar(256) NULL,
    "last_refund_success" boolean NOT NULL,
    "cc_first_digits" varchar(4) NULL,
    "cc_last_digits" varchar(4) NULL,
    "cc_brand" varchar(40) NULL,
    "cc_exp_month" integer NULL CHECK ("cc_exp_month" >= 0),
    "cc_exp_year" integer NULL CHECK ("cc_exp_year" >= 0),
    "payment_method_type" varchar(32) NULL,
    "payment_method_name" varchar(256) NULL,
    "gift_card_last_chars" varchar(4) NULL,
    "gift_card_brand" varchar(40) NULL,
    "gift_card_id" integer NULL
);
CREATE INDEX "payment_transactionitem_checkout_id_idx" ON "payment_transactionitem" ("checkout_id");
CREATE INDEX "payment_transactionitem_order_id_idx" ON "payment_transactionitem" ("order_id");
CREATE INDEX "payment_transactionitem_user_id_idx" ON "payment_transactionitem" ("user_id");
CREATE INDEX "payment_transactionitem_app_id_idx" ON "payment_transactionitem" ("app_id");
CREATE INDEX "payment_transactionitem_gift_card_id_idx" ON "payment_transactionitem" ("gift_card_id");
CREATE INDEX "payment_method_type_ids" ON "payment_transactionitem" ("payment_method_type");
CREATE INDEX "cc_brand_idx" ON "payment_transactionitem" ("cc_brand");
CREATE INDEX "psp_reference_idx" ON "payment_transactionitem" ("psp_reference");
CREATE INDEX "app_identifier_idx" ON "payment_transactionitem" ("app_identifier");
CREATE INDEX "transaction_created_at_idx" ON "payment_transactionitem" ("created_at");
CREATE INDEX "transaction_modified_at_idx" ON "payment_transactionitem" ("modified_at");
ALTER TABLE "payment_transactionitem" ADD CONSTRAINT "unique_transaction_idempotency" UNIQUE ("app_identifier", "idempotency_key");

CREATE TABLE "payment_transactionevent" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "created_at" timestamp with time zone NOT NULL,
    "idempotency_key" varchar(512) NULL,
    "psp_reference" varchar(512) NULL,
    "message" varchar(512) NULL,
    "transaction_id" integer NOT NULL,
    "external_url" varchar(200) NULL,
    "currency" varchar(3) NOT NULL,
    "type" varchar(128) NOT NULL,
    "amount_value" numeric(20,3) NOT NULL,
    "user_id" integer NULL,
    "app_id" integer NULL,
    "app_identifier" varchar(256) NULL,
    "include_in_calculations" boolean NOT NULL,
    "related_granted_refund_id" integer NULL,
    "reason_reference_id" integer NULL
);
CREATE INDEX "payment_transactionevent_transaction_id_idx" ON "payment_transactionevent" ("transaction_id");
CREATE INDEX "payment_transactionevent_user_id_idx" ON "payment_transactionevent" ("user_id");
CREATE INDEX "payment_transactionevent_app_id_idx" ON "payment_transactionevent" ("app_id");
CREATE INDEX "payment_transactionevent_related_granted_refund_id_idx" ON "payment_transactionevent" ("related_granted_refund_id");
CREATE INDEX "payment_transactionevent_reason_reference_id_idx" ON "payment_transactionevent" ("reason_reference_id");
CREATE INDEX "transactionevent_created_at_idx" ON "payment_transactionevent" ("created_at");
CREATE INDEX "transactionevent_type_idx" ON "payment_transactionevent" ("type");
ALTER TABLE "payment_transactionevent" ADD CONSTRAINT "unique_transaction_event_idempotency" UNIQUE ("transaction_id", "idempotency_key");

CREATE TABLE "warehouse_reservation" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "checkout_line_id" uuid NOT NULL,
    "stock_id" integer NOT NULL,
    "quantity_reserved" integer NOT NULL CHECK ("quantity_reserved" >= 0),
    "reserved_until" timestamp with time zone NOT NULL
);
CREATE INDEX "warehouse_reservation_checkout_line_id_idx" ON "warehouse_reservation" ("checkout_line_id");
CREATE INDEX "warehouse_reservation_stock_id_idx" ON "warehouse_reservation" ("stock_id");
ALTER TABLE "warehouse_reservation" ADD CONSTRAINT "warehouse_reservation_checkout_line_stock_uniq" UNIQUE ("checkout_line_id", "stock_id");
CREATE INDEX "warehouse_reservation_checkout_line_reserved_until_idx" ON "warehouse_reservation" ("checkout_line_id", "reserved_until");

CREATE TABLE "warehouse_preorderreservation" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "checkout_line_id" uuid NOT NULL,
    "product_variant_channel_listing_id" integer NOT NULL,
    "quantity_reserved" integer NOT NULL CHECK ("quantity_reserved" >= 0),
    "reserved_until" timestamp with time zone NOT NULL
);
CREATE INDEX "warehouse_preorderreservation_checkout_line_id_idx" ON "warehouse_preorderreservation" ("checkout_line_id");
CREATE INDEX "warehouse_preorderreservation_product_variant_channel_listing_id_idx" ON "warehouse_preorderreservation" ("product_variant_channel_listing_id");
ALTER TABLE "warehouse_preorderreservation" ADD CONSTRAINT "warehouse_preorderreservation_checkout_line_product_variant_channel_listing_uniq" UNIQUE ("checkout_line_id", "product_variant_channel_listing_id");
CREATE INDEX "warehouse_preorderreservation_checkout_line_reserved_un_idx" ON "warehouse_preorderreservation" ("checkout_line_id", "reserved_until");

CREATE TABLE "core_eventpayload" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "payload" text NOT NULL,
    "payload_file" varchar(100) NULL,
    "created_at" timestamp with time zone NOT NULL
);

CREATE TABLE "core_eventdelivery" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "created_at" timestamp with time zone NOT NULL,
    "status" varchar(255) NOT NULL,
    "event_type" varchar(255) NOT NULL,
    "payload_id" integer NULL,
    "webhook_id" integer NOT NULL
);
CREATE INDEX "core_eventdelivery_payload_id_idx" ON "core_eventdelivery" ("payload_id");
CREATE INDEX "core_eventdelivery_webhook_id_idx" ON "core_eventdelivery" ("webhook_id");

CREATE TABLE "core_eventdeliveryattempt" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "delivery_id" integer NULL,
    "created_at" timestamp with time zone NOT NULL,
    "task_id" varchar(255) NULL,
    "duration" double precision NULL,
    "response" text NULL,
    "response_headers" text NULL,
    "response_status_code" smallint NULL CHECK ("response_status_code" >= 0),
    "request_headers" text NULL,
    "status" varchar(255) NOT NULL
);
CREATE INDEX "core_eventdeliveryattempt_delivery_id_idx" ON "core_eventdeliveryattempt" ("delivery_id");

CREATE TABLE "csv_exportfile" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "status" varchar(50) NOT NULL,
    "message" varchar(255) NULL,
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "user_id" integer NULL,
    "app_id" integer NULL,
    "content_file" varchar(100) NULL
);
CREATE INDEX "csv_exportfile_user_id_idx" ON "csv_exportfile" ("user_id");
CREATE INDEX "csv_exportfile_app_id_idx" ON "csv_exportfile" ("app_id");

CREATE TABLE "csv_exportevent" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "date" timestamp with time zone NOT NULL,
    "type" varchar(255) NOT NULL,
    "parameters" jsonb NOT NULL,
    "export_file_id" integer NOT NULL,
    "user_id" integer NULL,
    "app_id" integer NULL
);
CREATE INDEX "csv_exportevent_export_file_id_idx" ON "csv_exportevent" ("export_file_id");
CREATE INDEX "csv_exportevent_user_id_idx" ON "csv_exportevent" ("user_id");
CREATE INDEX "csv_exportevent_app_id_idx" ON "csv_exportevent" ("app_id");

CREATE TABLE "app_app" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "uuid" uuid NOT NULL UNIQUE,
    "name" varchar(60) NOT NULL,
    "created_at" timestamp with time zone NOT NULL,
    "is_active" boolean NOT NULL,
    "removed_at" timestamp with time zone NULL,
    "type" varchar(60) NOT NULL,
    "identifier" varchar(256) NOT NULL,
    "about_app" text NULL,
    "data_privacy" text NULL,
    "data_privacy_url" varchar(200) NULL,
    "homepage_url" varchar(200) NULL,
    "support_url" varchar(200) NULL,
    "configuration_url" varchar(200) NULL,
    "app_url" varchar(200) NULL,
    "manifest_url" varchar(2048) NULL,
    "version" varchar(60) NULL,
    "audience" varchar(256) NULL,
    "is_installed" boolean NOT NULL,
    "author" varchar(60) NULL,
    "brand_logo_default" varchar(100) NULL
);

CREATE TABLE "app_apptoken" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "app_id" integer NOT NULL,
    "name" varchar(128) NOT NULL,
    "auth_token" varchar(128) NOT NULL UNIQUE,
    "token_last_4" varchar(4) NOT NULL
);
CREATE INDEX "app_apptoken_app_id_idx" ON "app_apptoken" ("app_id");
CREATE INDEX "app_apptoken_auth_token_like" ON "app_apptoken" ("auth_token" varchar_pattern_ops);

CREATE TABLE "webhook_webhook" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "name" varchar(255) NULL,
    "app_id" integer NOT NULL,
    "target_url" varchar(255) NOT NULL,
    "is_active" boolean NOT NULL,
    "secret_key" varchar(255) NULL,
    "subscription_query" text NULL,
    "custom_headers" jsonb NULL,
    "filterable_channel_slugs" varchar(255)[] NOT NULL,
    "identifier" varchar(256) NULL
);
CREATE INDEX "webhook_webhook_app_id_idx" ON "webhook_webhook" ("app_id");
CREATE INDEX "filterable_channel_slugs_idx" ON "webhook_webhook" USING gin ("filterable_channel_slugs");
ALTER TABLE "webhook_webhook" ADD CONSTRAINT "unique_webhook_identifier" UNIQUE ("app_id", "identifier");
ALTER TABLE "webhook_webhook" ADD CONSTRAINT "webhook_identifier_not_blank" CHECK (NOT ("identifier" = '' AND "identifier" IS NOT NULL));

CREATE TABLE "giftcard_giftcard" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "code" varchar(16) NOT NULL UNIQUE,
    "is_active" boolean NOT NULL,
    "created_by_id" integer NULL,
    "used_by_id" integer NULL,
    "created_by_email" varchar(254) NULL,
    "used_by_email" varchar(254) NULL,
    "assigned_to_id" integer NULL,
    "assigned_to_email" varchar(254) NULL,
    "app_id" integer NULL,
    "expiry_date" date NULL,
    "created_at" timestamp with time zone NOT NULL,
    "last_used_on" timestamp with time zone NULL,
    "product_id" integer NULL,
    "fulfillment_line_id" integer NULL,
    "currency" varchar(3) NOT NULL,
    "initial_balance_amount" numeric(20,3) NOT NULL,
    "current_balance_amount" numeric(20,3) NOT NULL,
    "search_vector" tsvector NULL,
    "search_index_dirty" boolean NOT NULL
);
CREATE INDEX "giftcard_giftcard_code_like" ON "giftcard_giftcard" ("code" varchar_pattern_ops);
CREATE INDEX "giftcard_giftcard_created_by_id_idx" ON "giftcard_giftcard" ("created_by_id");
CREATE INDEX "giftcard_giftcard_used_by_id_idx" ON "giftcard_giftcard" ("used_by_id");
CREATE INDEX "giftcard_giftcard_assigned_to_id_idx" ON "giftcard_giftcard" ("assigned_to_id");
CREATE INDEX "giftcard_giftcard_app_id_idx" ON "giftcard_giftcard" ("app_id");
CREATE INDEX "giftcard_giftcard_created_at_idx" ON "giftcard_giftcard" ("created_at");
CREATE INDEX "giftcard_giftcard_product_id_idx" ON "giftcard_giftcard" ("product_id");
CREATE INDEX "giftcard_giftcard_fulfillment_line_id_idx" ON "giftcard_giftcard" ("fulfillment_line_id");
CREATE INDEX "giftcard_tsearch" ON "giftcard_giftcard" USING gin ("search_vector");
CREATE INDEX "giftcard_assigned_to_idx" ON "giftcard_giftcard" ("assigned_to_id");
ALTER TABLE "giftcard_giftcard" ADD CONSTRAINT "giftcard_current_balance_non_negative" CHECK ("current_balance_amount" >= 0);

CREATE TABLE "giftcard_giftcardevent" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "date" timestamp with time zone NOT NULL,
    "type" varchar(255) NOT NULL,
    "parameters" jsonb NOT NULL,
    "user_id" integer NULL,
    "app_id" integer NULL,
    "order_id" uuid NULL,
    "gift_card_id" integer NOT NULL
);
CREATE INDEX "giftcard_giftcardevent_user_id_idx" ON "giftcard_giftcardevent" ("user_id");
CREATE INDEX "giftcard_giftcardevent_app_id_idx" ON "giftcard_giftcardevent" ("app_id");
CREATE INDEX "giftcard_giftcardevent_order_id_idx" ON "giftcard_giftcardevent" ("order_id");
CREATE INDEX "giftcard_giftcardevent_gift_card_id_idx" ON "giftcard_giftcardevent" ("gift_card_id");

CREATE TABLE "invoice_invoice" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "private_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "status" varchar(50) NOT NULL,
    "message" varchar(255) NULL,
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "order_id" uuid NULL,
    "number" varchar(255) NULL,
    "created" timestamp with time zone NULL,
    "external_url" varchar(2048) NULL,
    "invoice_file" varchar(100) NOT NULL
);
CREATE INDEX "invoice_invoice_order_id_idx" ON "invoice_invoice" ("order_id");
CREATE INDEX "invoice_created_at_idx" ON "invoice_invoice" ("created_at");

CREATE TABLE "invoice_invoiceevent" (
    "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    "date" timestamp with time zone NOT NULL,
    "type" varchar(255) NOT NULL,
    "invoice_id" integer NULL,
    "order_id" uuid NULL,
    "user_id" integer NULL,
    "app_id" integer NULL,
    "parameters" jsonb NOT NULL
);
CREATE INDEX "invoice_invoiceevent_invoice_id_idx" ON "invoice_invoiceevent" ("invoice_id");
CREATE INDEX "invoice_invoiceevent_order_id_idx" ON "invoice_invoiceevent" ("order_id");
CREATE INDEX "invoice_invoiceevent_user_id_idx" ON "invoice_invoiceevent" ("user_id");
CREATE INDEX "invoice_invoiceevent_app_id_idx" ON "invoice_invoiceevent" ("app_id");

ALTER TABLE "account_user" ADD CONSTRAINT "account_user_default_shipping_address_id_fk" FOREIGN KEY ("default_shipping_address_id") REFERENCES "account_address" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "account_user" ADD CONSTRAINT "account_user_default_billing_address_id_fk" FOREIGN KEY ("default_billing_address_id") REFERENCES "account_address" DEFERRABLE INITIALLY DEFERRED;
-- account_user.customer_type_id refers to account_customertype (outside this subset)
ALTER TABLE "account_customerevent" ADD CONSTRAINT "account_customerevent_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "account_customerevent" ADD CONSTRAINT "account_customerevent_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "account_customerevent" ADD CONSTRAINT "account_customerevent_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "checkout_checkout" ADD CONSTRAINT "checkout_checkout_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "checkout_checkout" ADD CONSTRAINT "checkout_checkout_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "channel_channel" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "checkout_checkout" ADD CONSTRAINT "checkout_checkout_billing_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "account_address" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "checkout_checkout" ADD CONSTRAINT "checkout_checkout_shipping_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "account_address" DEFERRABLE INITIALLY DEFERRED;
-- checkout_checkout.shipping_method_id refers to ShippingMethod (outside this subset)
-- checkout_checkout.collection_point_id refers to warehouse_warehouse (outside this subset)
ALTER TABLE "checkout_checkout" ADD CONSTRAINT "checkout_checkout_assigned_delivery_id_fk" FOREIGN KEY ("assigned_delivery_id") REFERENCES "checkout_checkoutdelivery" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "checkout_checkoutline" ADD CONSTRAINT "checkout_checkoutline_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "checkout_checkout" DEFERRABLE INITIALLY DEFERRED;
-- checkout_checkoutline.variant_id refers to product.ProductVariant (outside this subset)
ALTER TABLE "checkout_checkoutmetadata" ADD CONSTRAINT "checkout_checkoutmetadata_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "checkout_checkout" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "checkout_checkoutdelivery" ADD CONSTRAINT "checkout_checkoutdelivery_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "checkout_checkout" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "order_order" ADD CONSTRAINT "order_order_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "order_order" ADD CONSTRAINT "order_order_billing_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "account_address" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "order_order" ADD CONSTRAINT "order_order_shipping_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "account_address" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "order_order" ADD CONSTRAINT "order_order_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
-- order_order.shipping_method_id refers to ShippingMethod (outside this subset)
-- order_order.collection_point_id refers to warehouse_warehouse (outside this subset)
ALTER TABLE "order_order" ADD CONSTRAINT "order_order_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "channel_channel" DEFERRABLE INITIALLY DEFERRED;
-- order_order.shipping_tax_class_id refers to tax.TaxClass (outside this subset)
-- order_order.voucher_id refers to Voucher (outside this subset)
ALTER TABLE "order_orderline" ADD CONSTRAINT "order_orderline_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
-- order_orderline.variant_id refers to product.ProductVariant (outside this subset)
-- order_orderline.tax_class_id refers to tax.TaxClass (outside this subset)
ALTER TABLE "order_orderevent" ADD CONSTRAINT "order_orderevent_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "order_orderevent" ADD CONSTRAINT "order_orderevent_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "order_orderevent" ADD CONSTRAINT "order_orderevent_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "order_orderevent" ADD CONSTRAINT "order_orderevent_related_id_fk" FOREIGN KEY ("related_id") REFERENCES "order_orderevent" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_payment" ADD CONSTRAINT "payment_payment_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "checkout_checkout" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_payment" ADD CONSTRAINT "payment_payment_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transaction" ADD CONSTRAINT "payment_transaction_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payment_payment" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionitem" ADD CONSTRAINT "payment_transactionitem_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "checkout_checkout" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionitem" ADD CONSTRAINT "payment_transactionitem_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionitem" ADD CONSTRAINT "payment_transactionitem_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionitem" ADD CONSTRAINT "payment_transactionitem_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionitem" ADD CONSTRAINT "payment_transactionitem_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "giftcard_giftcard" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionevent" ADD CONSTRAINT "payment_transactionevent_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "payment_transactionitem" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionevent" ADD CONSTRAINT "payment_transactionevent_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "payment_transactionevent" ADD CONSTRAINT "payment_transactionevent_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
-- payment_transactionevent.related_granted_refund_id refers to order_ordergrantedrefund (outside this subset)
-- payment_transactionevent.reason_reference_id refers to page.Page (outside this subset)
ALTER TABLE "warehouse_reservation" ADD CONSTRAINT "warehouse_reservation_checkout_line_id_fk" FOREIGN KEY ("checkout_line_id") REFERENCES "checkout_checkoutline" DEFERRABLE INITIALLY DEFERRED;
-- warehouse_reservation.stock_id refers to warehouse_stock (outside this subset)
ALTER TABLE "warehouse_preorderreservation" ADD CONSTRAINT "warehouse_preorderreservation_checkout_line_id_fk" FOREIGN KEY ("checkout_line_id") REFERENCES "checkout_checkoutline" DEFERRABLE INITIALLY DEFERRED;
-- warehouse_preorderreservation.product_variant_channel_listing_id refers to ProductVariantChannelListing (outside this subset)
ALTER TABLE "core_eventdelivery" ADD CONSTRAINT "core_eventdelivery_payload_id_fk" FOREIGN KEY ("payload_id") REFERENCES "core_eventpayload" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "core_eventdelivery" ADD CONSTRAINT "core_eventdelivery_webhook_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "webhook_webhook" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "core_eventdeliveryattempt" ADD CONSTRAINT "core_eventdeliveryattempt_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "core_eventdelivery" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "csv_exportfile" ADD CONSTRAINT "csv_exportfile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "csv_exportfile" ADD CONSTRAINT "csv_exportfile_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "csv_exportevent" ADD CONSTRAINT "csv_exportevent_export_file_id_fk" FOREIGN KEY ("export_file_id") REFERENCES "csv_exportfile" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "csv_exportevent" ADD CONSTRAINT "csv_exportevent_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "csv_exportevent" ADD CONSTRAINT "csv_exportevent_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "app_apptoken" ADD CONSTRAINT "app_apptoken_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "webhook_webhook" ADD CONSTRAINT "webhook_webhook_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "giftcard_giftcard" ADD CONSTRAINT "giftcard_giftcard_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "giftcard_giftcard" ADD CONSTRAINT "giftcard_giftcard_used_by_id_fk" FOREIGN KEY ("used_by_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "giftcard_giftcard" ADD CONSTRAINT "giftcard_giftcard_assigned_to_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "giftcard_giftcard" ADD CONSTRAINT "giftcard_giftcard_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
-- giftcard_giftcard.product_id refers to product.Product (outside this subset)
-- giftcard_giftcard.fulfillment_line_id refers to order_fulfillmentline (outside this subset)
ALTER TABLE "giftcard_giftcardevent" ADD CONSTRAINT "giftcard_giftcardevent_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "giftcard_giftcardevent" ADD CONSTRAINT "giftcard_giftcardevent_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "giftcard_giftcardevent" ADD CONSTRAINT "giftcard_giftcardevent_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "giftcard_giftcardevent" ADD CONSTRAINT "giftcard_giftcardevent_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "giftcard_giftcard" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "invoice_invoice" ADD CONSTRAINT "invoice_invoice_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "invoice_invoiceevent" ADD CONSTRAINT "invoice_invoiceevent_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoice_invoice" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "invoice_invoiceevent" ADD CONSTRAINT "invoice_invoiceevent_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "order_order" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "invoice_invoiceevent" ADD CONSTRAINT "invoice_invoiceevent_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account_user" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "invoice_invoiceevent" ADD CONSTRAINT "invoice_invoiceevent_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "app_app" DEFERRABLE INITIALLY DEFERRED;
`,
  cleans: [
    {
      table: "saleor.checkout_checkout",
      clock: "last_change",
      retention:
        "30d without an email or user (ANONYMOUS_CHECKOUTS_TIMEDELTA), 90d with one (USER_CHECKOUTS_TIMEDELTA), 6h with no line (EMPTY_CHECKOUTS_TIMEDELTA)",
      source: "saleor/checkout/tasks.py:74",
      note: "delete-expired-checkouts, daily at midnight (saleor/settings.py:679-682; settings :608-616); never a checkout with a transaction holding an authorized, charged or pending amount (tasks.py:92-108); 2,000 at a time, five batches a run, re-queued up to 500 times",
    },
    {
      table: "saleor.checkout_checkoutline",
      clock: "last_change of its checkout",
      retention: "as its checkout",
      source: "saleor/checkout/utils.py:151",
      note: "delete_checkouts deletes the expired checkouts' lines first, then the checkouts",
    },
    {
      table: "saleor.checkout_checkoutmetadata",
      clock: "last_change of its checkout",
      retention: "as its checkout",
      source: "saleor/checkout/utils.py:161",
      note: "deleted with its checkout (one-to-one, CASCADE, by Django's collector)",
    },
    {
      table: "saleor.checkout_checkoutdelivery",
      clock: "last_change of its checkout",
      retention: "as its checkout",
      source: "saleor/checkout/utils.py:161",
      note: "the checkout's cached delivery methods, deleted with it (CASCADE, by Django's collector)",
    },
    {
      table: "saleor.warehouse_reservation",
      clock: "reserved_until",
      retention: "reserved_until passed",
      source: "saleor/warehouse/tasks.py:28",
      note: "delete-expired-reservations, daily (saleor/settings.py:675-678)",
    },
    {
      table: "saleor.warehouse_preorderreservation",
      clock: "reserved_until",
      retention: "reserved_until passed",
      source: "saleor/warehouse/tasks.py:31",
      note: "delete-expired-reservations, daily (saleor/settings.py:675-678)",
    },
    {
      table: "saleor.order_order",
      clock: "expired_at",
      retention:
        "its channel's delete_expired_orders_after, default 60d (saleor/channel/models.py:43-45)",
      source: "saleor/order/tasks.py:205",
      note: "delete_expired_orders, daily at 02:00 (saleor/settings.py:683-686), re-queued while any is left; only orders in status expired with no payment and no transaction (tasks.py:201-204), deleted at tasks.py:222; a channel's period of 0 turns it off",
    },
    {
      table: "saleor.order_orderline",
      clock: "expired_at of its order",
      retention: "as its order",
      source: "saleor/order/tasks.py:222",
      note: "deleted with its expired order (CASCADE, by Django's collector)",
    },
    {
      table: "saleor.order_orderevent",
      clock: "expired_at of its order",
      retention: "as its order",
      source: "saleor/order/tasks.py:222",
      note: "deleted with its expired order (CASCADE, by Django's collector); the events of other orders are kept",
    },
    {
      table: "saleor.core_eventpayload",
      clock: "created_at of its deliveries",
      retention: "14d (EVENT_PAYLOAD_DELETE_PERIOD, saleor/settings.py:769-771)",
      source: "saleor/core/tasks.py:71",
      note: "delete-outdated-event-data, daily (settings.py:687-690): payloads none of whose deliveries was created in the period (a payload with no delivery at all goes whatever its age), 1,000 at a time, re-queued within an hour (EVENT_PAYLOAD_DELETE_TASK_TIME_LIMIT); also the delete_event_payloads command",
    },
    {
      table: "saleor.core_eventdelivery",
      clock: "created_at",
      retention: "14d (EVENT_PAYLOAD_DELETE_PERIOD)",
      source: "saleor/core/tasks.py:88",
      note: "deleted with its payload (CASCADE, by Django's collector); and with the webhooks of a removed app (saleor/app/tasks.py:106-118)",
    },
    {
      table: "saleor.core_eventdeliveryattempt",
      clock: "created_at of its delivery",
      retention: "14d (EVENT_PAYLOAD_DELETE_PERIOD)",
      source: "saleor/core/tasks.py:88",
      note: "webhook calls with request and response headers and bodies, deleted with their delivery (CASCADE)",
    },
    {
      table: "saleor.csv_exportfile",
      clock: "date of its export events",
      retention: "30d (EXPORT_FILES_TIMEDELTA, saleor/settings.py:619-621)",
      source: "saleor/csv/tasks.py:81",
      note: "delete-old-export-files, daily at 01:00 (settings.py:699-702): files with an event older than 30 days, or with no event; the stored file is deleted too (tasks.py:85-98)",
    },
    {
      table: "saleor.csv_exportevent",
      clock: "date",
      retention: "30d (EXPORT_FILES_TIMEDELTA)",
      source: "saleor/csv/tasks.py:98",
      note: "deleted with its export file (CASCADE, by Django's collector)",
    },
    {
      table: "saleor.app_app",
      clock: "removed_at",
      retention: "1 day (DELETE_APP_TTL, saleor/settings.py:782-784)",
      source: "saleor/app/tasks.py:93",
      note: "remove-apps-marked-as-removed, daily at 03:00 (settings.py:735-738); only apps an administrator removed (removed_at set), deleted at tasks.py:123",
    },
    {
      table: "saleor.app_apptoken",
      clock: "removed_at of its app",
      retention: "1 day (DELETE_APP_TTL)",
      source: "saleor/app/tasks.py:121",
    },
    {
      table: "saleor.webhook_webhook",
      clock: "removed_at of its app",
      retention: "1 day (DELETE_APP_TTL)",
      source: "saleor/app/tasks.py:120",
    },
  ],
  shouldAsk: [
    {
      table: "saleor.account_customerevent",
      why: "a customer's account history (password reset and e-mail change requests, orders placed, notes, with parameters holding e-mail addresses) with its date, kept as long as the account",
    },
  ],
  neverDelete: [
    "saleor.account_user",
    "saleor.account_address",
    "saleor.payment_payment",
    "saleor.payment_transaction",
    "saleor.payment_transactionitem",
    "saleor.payment_transactionevent",
    "saleor.giftcard_giftcard",
    "saleor.giftcard_giftcardevent",
    "saleor.invoice_invoice",
    "saleor.invoice_invoiceevent",
  ],
};
