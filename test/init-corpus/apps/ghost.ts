import type { CorpusApp } from "../types.js";

// Ghost 6.36.0-rc.0 (Node, knex + bookshelf). ids are 24-char ObjectId strings, timestamps dateTime (timestamptz on PG).
// Cleanup read from the scheduled jobs (jobsService.addJob in ghost/core/core/server/services/**/jobs) and every
// knex .del()/.delete() outside migrations. Not cleaned by age: outbox (a row is deleted once processed,
// services/outbox/jobs/lib/process-entries.js:11-15), gifts (processExpired only changes status), post_revisions /
// mobiledoc_revisions (capped per post by count, not age), invites (expires is checked on use), sessions.
export const app: CorpusApp = {
  name: "ghost",
  framework: "knex",
  source: {
    repo: "TryGhost/Ghost",
    commit: "34b01ed1f9b0458c5683795a5a03389d0c52978e",
    schemaFrom:
      "ghost/core/core/server/data/schema/schema.js (all 79 tables) built with Ghost's commands.js createTable logic on knex 2.4.2's PostgreSQL client (Ghost itself supports only MySQL/SQLite); read from the snapshot sxarsky/eval-ghost, whose ghost/core is unchanged from upstream 34b01ed (TryGhost/Ghost is over the fetch size limit)",
  },
  schemas: ["ghost"],
  schemaSql: `-- Ghost 6.36.0-rc.0 (TryGhost/Ghost @ 34b01ed1f9b0458c5683795a5a03389d0c52978e; read from a snapshot of that
-- upstream commit). Ghost itself runs only on MySQL 8 / SQLite: this is what its own table builder produces on
-- PostgreSQL: every table of ghost/core/core/server/data/schema/schema.js, in declaration order, built with
-- commands.js createTable/addTableColumn (lines 21-70, 494-507) through knex 2.4.2 (Ghost's pinned version)
-- with the pg client, then dumped. knex maps dateTime to timestamptz, string(n) to varchar(n), text to text.
-- Ghost's validations (isIn lists) are application-level, not CHECK constraints. All 79 tables.
CREATE SCHEMA ghost;
SET search_path TO ghost;

CREATE TABLE actions (
    id character varying(24) NOT NULL,
    resource_id character varying(24),
    resource_type character varying(50) NOT NULL,
    actor_id character varying(24) NOT NULL,
    actor_type character varying(50) NOT NULL,
    event character varying(50) NOT NULL,
    context text,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE api_keys (
    id character varying(24) NOT NULL,
    type character varying(50) NOT NULL,
    secret character varying(191) NOT NULL,
    role_id character varying(24),
    integration_id character varying(24),
    user_id character varying(24),
    last_seen_at timestamp with time zone,
    last_seen_version character varying(50),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE automated_email_recipients (
    id character varying(24) NOT NULL,
    automated_email_id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    member_uuid character varying(36) NOT NULL,
    member_email character varying(191) NOT NULL,
    member_name character varying(191),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE benefits (
    id character varying(24) NOT NULL,
    name character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE brute (
    key character varying(191) NOT NULL,
    "firstRequest" bigint NOT NULL,
    "lastRequest" bigint NOT NULL,
    lifetime bigint NOT NULL,
    count integer NOT NULL
);

CREATE TABLE collections (
    id character varying(24) NOT NULL,
    title character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    description character varying(2000),
    type character varying(50) NOT NULL,
    filter text,
    feature_image character varying(2000),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE collections_posts (
    id character varying(24) NOT NULL,
    collection_id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE comment_likes (
    id character varying(24) NOT NULL,
    comment_id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

CREATE TABLE comment_reports (
    id character varying(24) NOT NULL,
    comment_id character varying(24) NOT NULL,
    member_id character varying(24),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

CREATE TABLE comments (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    member_id character varying(24),
    parent_id character varying(24),
    in_reply_to_id character varying(24),
    status character varying(50) DEFAULT 'published'::character varying NOT NULL,
    html text,
    edited_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

CREATE TABLE custom_theme_settings (
    id character varying(24) NOT NULL,
    theme character varying(191) NOT NULL,
    key character varying(191) NOT NULL,
    type character varying(50) NOT NULL,
    value text
);

CREATE TABLE donation_payment_events (
    id character varying(24) NOT NULL,
    name character varying(191),
    email character varying(191) NOT NULL,
    member_id character varying(24),
    amount integer NOT NULL,
    currency character varying(50) NOT NULL,
    attribution_id character varying(24),
    attribution_type character varying(50),
    attribution_url character varying(2000),
    referrer_source character varying(191),
    referrer_medium character varying(191),
    referrer_url character varying(2000),
    utm_source character varying(191),
    utm_medium character varying(191),
    utm_campaign character varying(191),
    utm_term character varying(191),
    utm_content character varying(191),
    created_at timestamp with time zone NOT NULL,
    donation_message character varying(255)
);

CREATE TABLE email_batches (
    id character varying(24) NOT NULL,
    email_id character varying(24) NOT NULL,
    provider_id character varying(255),
    fallback_sending_domain boolean DEFAULT false NOT NULL,
    status character varying(50) DEFAULT 'pending'::character varying NOT NULL,
    member_segment text,
    error_status_code integer,
    error_message character varying(2000),
    error_data text,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

CREATE TABLE email_design_settings (
    id character varying(24) NOT NULL,
    slug character varying(191) NOT NULL,
    background_color character varying(50) DEFAULT 'light'::character varying NOT NULL,
    header_background_color character varying(50) DEFAULT 'transparent'::character varying NOT NULL,
    header_image character varying(2000),
    show_header_icon boolean DEFAULT true NOT NULL,
    show_header_title boolean DEFAULT true NOT NULL,
    footer_content text,
    button_color character varying(50) DEFAULT 'accent'::character varying,
    button_corners character varying(50) DEFAULT 'rounded'::character varying NOT NULL,
    button_style character varying(50) DEFAULT 'fill'::character varying NOT NULL,
    link_color character varying(50) DEFAULT 'accent'::character varying,
    link_style character varying(50) DEFAULT 'underline'::character varying NOT NULL,
    body_font_category character varying(191) DEFAULT 'sans_serif'::character varying NOT NULL,
    title_font_category character varying(191) DEFAULT 'sans_serif'::character varying NOT NULL,
    title_font_weight character varying(50) DEFAULT 'bold'::character varying NOT NULL,
    image_corners character varying(50) DEFAULT 'square'::character varying NOT NULL,
    divider_color character varying(50),
    section_title_color character varying(50),
    show_badge boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE email_recipient_failures (
    id character varying(24) NOT NULL,
    email_id character varying(24) NOT NULL,
    member_id character varying(24),
    email_recipient_id character varying(24) NOT NULL,
    code integer NOT NULL,
    enhanced_code character varying(50),
    message character varying(2000) NOT NULL,
    severity character varying(50) DEFAULT 'permanent'::character varying NOT NULL,
    failed_at timestamp with time zone NOT NULL,
    event_id character varying(255)
);

CREATE TABLE email_recipients (
    id character varying(24) NOT NULL,
    email_id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    batch_id character varying(24) NOT NULL,
    processed_at timestamp with time zone,
    delivered_at timestamp with time zone,
    opened_at timestamp with time zone,
    failed_at timestamp with time zone,
    member_uuid character varying(36) NOT NULL,
    member_email character varying(191) NOT NULL,
    member_name character varying(191)
);

CREATE TABLE email_spam_complaint_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    email_id character varying(24) NOT NULL,
    email_address character varying(191) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE emails (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    uuid character varying(36) NOT NULL,
    status character varying(50) DEFAULT 'pending'::character varying NOT NULL,
    recipient_filter text NOT NULL,
    error character varying(2000),
    error_data text,
    email_count integer DEFAULT 0 NOT NULL,
    csd_email_count integer,
    delivered_count integer DEFAULT 0 NOT NULL,
    opened_count integer DEFAULT 0 NOT NULL,
    failed_count integer DEFAULT 0 NOT NULL,
    subject character varying(300),
    "from" character varying(2000),
    reply_to character varying(2000),
    html text,
    plaintext text,
    source text,
    source_type character varying(50) DEFAULT 'html'::character varying NOT NULL,
    track_opens boolean DEFAULT false NOT NULL,
    track_clicks boolean DEFAULT false NOT NULL,
    feedback_enabled boolean DEFAULT false NOT NULL,
    submitted_at timestamp with time zone NOT NULL,
    newsletter_id character varying(24),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE gifts (
    id character varying(24) NOT NULL,
    token character varying(48) NOT NULL,
    buyer_email character varying(191) NOT NULL,
    buyer_member_id character varying(24),
    redeemer_member_id character varying(24),
    tier_id character varying(24) NOT NULL,
    cadence character varying(50) NOT NULL,
    duration integer NOT NULL,
    currency character varying(50) NOT NULL,
    amount integer NOT NULL,
    stripe_checkout_session_id character varying(255) NOT NULL,
    stripe_payment_intent_id character varying(255) NOT NULL,
    consumes_at timestamp with time zone,
    expires_at timestamp with time zone NOT NULL,
    status character varying(50) NOT NULL,
    purchased_at timestamp with time zone NOT NULL,
    redeemed_at timestamp with time zone,
    consumed_at timestamp with time zone,
    expired_at timestamp with time zone,
    refunded_at timestamp with time zone,
    consumes_soon_reminder_sent_at timestamp with time zone
);

CREATE TABLE integrations (
    id character varying(24) NOT NULL,
    type character varying(50) DEFAULT 'custom'::character varying NOT NULL,
    name character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    icon_image character varying(2000),
    description character varying(2000),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE invites (
    id character varying(24) NOT NULL,
    role_id character varying(24) NOT NULL,
    status character varying(50) DEFAULT 'pending'::character varying NOT NULL,
    token character varying(191) NOT NULL,
    email character varying(191) NOT NULL,
    expires bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE jobs (
    id character varying(24) NOT NULL,
    name character varying(191) NOT NULL,
    status character varying(50) DEFAULT 'queued'::character varying NOT NULL,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    metadata character varying(2000),
    queue_entry integer
);

CREATE TABLE labels (
    id character varying(24) NOT NULL,
    name character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE members (
    id character varying(24) NOT NULL,
    uuid character varying(36) NOT NULL,
    transient_id character varying(191) NOT NULL,
    email character varying(191) NOT NULL,
    status character varying(50) DEFAULT 'free'::character varying NOT NULL,
    name character varying(191),
    expertise character varying(191),
    note character varying(2000),
    geolocation character varying(2000),
    enable_comment_notifications boolean DEFAULT true NOT NULL,
    email_count integer DEFAULT 0 NOT NULL,
    email_opened_count integer DEFAULT 0 NOT NULL,
    email_open_rate integer,
    email_disabled boolean DEFAULT false NOT NULL,
    last_seen_at timestamp with time zone,
    last_commented_at timestamp with time zone,
    commenting text,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE members_cancel_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    from_plan character varying(255) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE members_click_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    redirect_id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE members_created_events (
    id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    member_id character varying(24) NOT NULL,
    attribution_id character varying(24),
    attribution_type character varying(50),
    attribution_url character varying(2000),
    referrer_source character varying(191),
    referrer_medium character varying(191),
    referrer_url character varying(2000),
    utm_source character varying(191),
    utm_medium character varying(191),
    utm_campaign character varying(191),
    utm_term character varying(191),
    utm_content character varying(191),
    source character varying(50) NOT NULL,
    batch_id character varying(24)
);

CREATE TABLE members_email_change_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    to_email character varying(191) NOT NULL,
    from_email character varying(191) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE members_feedback (
    id character varying(24) NOT NULL,
    score integer DEFAULT 0 NOT NULL,
    member_id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE members_labels (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    label_id character varying(24) NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE members_login_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE members_newsletters (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    newsletter_id character varying(24) NOT NULL
);

CREATE TABLE members_paid_subscription_events (
    id character varying(24) NOT NULL,
    type character varying(50),
    member_id character varying(24) NOT NULL,
    subscription_id character varying(24),
    from_plan character varying(255),
    to_plan character varying(255),
    currency character varying(191) NOT NULL,
    source character varying(50) NOT NULL,
    mrr_delta integer NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE members_payment_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    amount integer NOT NULL,
    currency character varying(191) NOT NULL,
    source character varying(50) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE members_product_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    product_id character varying(24) NOT NULL,
    action character varying(50),
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE members_products (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    product_id character varying(24) NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    expiry_at timestamp with time zone
);

CREATE TABLE members_status_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    from_status character varying(50),
    to_status character varying(50),
    created_at timestamp with time zone NOT NULL,
    batch_id character varying(24)
);

CREATE TABLE members_stripe_customers (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    customer_id character varying(255) NOT NULL,
    name character varying(191),
    email character varying(191),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE members_stripe_customers_subscriptions (
    id character varying(24) NOT NULL,
    customer_id character varying(255) NOT NULL,
    ghost_subscription_id character varying(24),
    subscription_id character varying(255) NOT NULL,
    stripe_price_id character varying(255) DEFAULT ''::character varying NOT NULL,
    status character varying(50) NOT NULL,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    cancellation_reason character varying(500),
    current_period_end timestamp with time zone NOT NULL,
    start_date timestamp with time zone NOT NULL,
    default_payment_card_last4 character varying(4),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    mrr integer DEFAULT 0 NOT NULL,
    offer_id character varying(24),
    discount_start timestamp with time zone,
    discount_end timestamp with time zone,
    trial_start_at timestamp with time zone,
    trial_end_at timestamp with time zone,
    plan_id character varying(255) NOT NULL,
    plan_nickname character varying(50) NOT NULL,
    plan_interval character varying(50) NOT NULL,
    plan_amount integer NOT NULL,
    plan_currency character varying(191) NOT NULL
);

CREATE TABLE members_subscribe_events (
    id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    subscribed boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone NOT NULL,
    source character varying(50),
    newsletter_id character varying(24)
);

CREATE TABLE members_subscription_created_events (
    id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    member_id character varying(24) NOT NULL,
    subscription_id character varying(24) NOT NULL,
    attribution_id character varying(24),
    attribution_type character varying(50),
    attribution_url character varying(2000),
    referrer_source character varying(191),
    referrer_medium character varying(191),
    referrer_url character varying(2000),
    utm_source character varying(191),
    utm_medium character varying(191),
    utm_campaign character varying(191),
    utm_term character varying(191),
    utm_content character varying(191),
    batch_id character varying(24)
);

CREATE TABLE mentions (
    id character varying(24) NOT NULL,
    source character varying(2000) NOT NULL,
    source_title character varying(2000),
    source_site_title character varying(2000),
    source_excerpt character varying(2000),
    source_author character varying(2000),
    source_featured_image character varying(2000),
    source_favicon character varying(2000),
    target character varying(2000) NOT NULL,
    resource_id character varying(24),
    resource_type character varying(50),
    created_at timestamp with time zone NOT NULL,
    payload text,
    deleted boolean DEFAULT false NOT NULL,
    verified boolean DEFAULT false NOT NULL
);

CREATE TABLE milestones (
    id character varying(24) NOT NULL,
    type character varying(24) NOT NULL,
    value integer NOT NULL,
    currency character varying(24),
    created_at timestamp with time zone NOT NULL,
    email_sent_at timestamp with time zone
);

CREATE TABLE mobiledoc_revisions (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    mobiledoc text,
    created_at_ts bigint NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE newsletters (
    id character varying(24) NOT NULL,
    uuid character varying(36) NOT NULL,
    name character varying(191) NOT NULL,
    description character varying(2000),
    feedback_enabled boolean DEFAULT false NOT NULL,
    slug character varying(191) NOT NULL,
    sender_name character varying(191),
    sender_email character varying(191),
    sender_reply_to character varying(191) DEFAULT 'newsletter'::character varying NOT NULL,
    status character varying(50) DEFAULT 'active'::character varying NOT NULL,
    visibility character varying(50) DEFAULT 'members'::character varying NOT NULL,
    subscribe_on_signup boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    header_image character varying(2000),
    show_header_icon boolean DEFAULT true NOT NULL,
    show_header_title boolean DEFAULT true NOT NULL,
    show_excerpt boolean DEFAULT false NOT NULL,
    title_font_category character varying(191) DEFAULT 'sans_serif'::character varying NOT NULL,
    title_alignment character varying(191) DEFAULT 'center'::character varying NOT NULL,
    show_feature_image boolean DEFAULT true NOT NULL,
    body_font_category character varying(191) DEFAULT 'sans_serif'::character varying NOT NULL,
    footer_content text,
    show_badge boolean DEFAULT true NOT NULL,
    show_header_name boolean DEFAULT true NOT NULL,
    show_post_title_section boolean DEFAULT true NOT NULL,
    show_comment_cta boolean DEFAULT true NOT NULL,
    show_subscription_details boolean DEFAULT false NOT NULL,
    show_latest_posts boolean DEFAULT false NOT NULL,
    show_share_button boolean DEFAULT false NOT NULL,
    background_color character varying(50) DEFAULT 'light'::character varying NOT NULL,
    post_title_color character varying(50),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    button_corners character varying(50) DEFAULT 'rounded'::character varying NOT NULL,
    button_style character varying(50) DEFAULT 'fill'::character varying NOT NULL,
    title_font_weight character varying(50) DEFAULT 'bold'::character varying NOT NULL,
    link_style character varying(50) DEFAULT 'underline'::character varying NOT NULL,
    image_corners character varying(50) DEFAULT 'square'::character varying NOT NULL,
    header_background_color character varying(50) DEFAULT 'transparent'::character varying NOT NULL,
    section_title_color character varying(50),
    divider_color character varying(50),
    button_color character varying(50) DEFAULT 'accent'::character varying,
    link_color character varying(50) DEFAULT 'accent'::character varying
);

CREATE TABLE offer_redemptions (
    id character varying(24) NOT NULL,
    offer_id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    subscription_id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE offers (
    id character varying(24) NOT NULL,
    active boolean DEFAULT true NOT NULL,
    name character varying(191) NOT NULL,
    code character varying(191) NOT NULL,
    product_id character varying(24),
    stripe_coupon_id character varying(255),
    "interval" character varying(50) NOT NULL,
    currency character varying(50),
    discount_type character varying(50) NOT NULL,
    discount_amount integer NOT NULL,
    duration character varying(50) NOT NULL,
    duration_in_months integer,
    portal_title character varying(191),
    portal_description character varying(2000),
    redemption_type character varying(50) DEFAULT 'signup'::character varying NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE outbox (
    id character varying(24) NOT NULL,
    event_type character varying(50) NOT NULL,
    status character varying(50) DEFAULT 'pending'::character varying NOT NULL,
    payload text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    retry_count integer DEFAULT 0 NOT NULL,
    last_retry_at timestamp with time zone,
    message character varying(2000)
);

CREATE TABLE permissions (
    id character varying(24) NOT NULL,
    name character varying(50) NOT NULL,
    object_type character varying(50) NOT NULL,
    action_type character varying(50) NOT NULL,
    object_id character varying(24),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE permissions_roles (
    id character varying(24) NOT NULL,
    role_id character varying(24) NOT NULL,
    permission_id character varying(24) NOT NULL
);

CREATE TABLE permissions_users (
    id character varying(24) NOT NULL,
    user_id character varying(24) NOT NULL,
    permission_id character varying(24) NOT NULL
);

CREATE TABLE post_revisions (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    lexical text,
    created_at_ts bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    author_id character varying(24),
    title character varying(2000),
    post_status character varying(50),
    reason character varying(50),
    feature_image character varying(2000),
    feature_image_alt character varying(2000),
    feature_image_caption text,
    custom_excerpt character varying(2000)
);

CREATE TABLE posts (
    id character varying(24) NOT NULL,
    uuid character varying(36) NOT NULL,
    title character varying(2000) NOT NULL,
    slug character varying(191) NOT NULL,
    mobiledoc text,
    lexical text,
    html text,
    comment_id character varying(50),
    plaintext text,
    feature_image character varying(2000),
    featured boolean DEFAULT false NOT NULL,
    type character varying(50) DEFAULT 'post'::character varying NOT NULL,
    status character varying(50) DEFAULT 'draft'::character varying NOT NULL,
    locale character varying(6),
    visibility character varying(50) DEFAULT 'public'::character varying NOT NULL,
    email_recipient_filter text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    published_at timestamp with time zone,
    published_by character varying(24),
    custom_excerpt character varying(2000),
    codeinjection_head text,
    codeinjection_foot text,
    custom_template character varying(100),
    canonical_url text,
    newsletter_id character varying(24),
    show_title_and_feature_image boolean DEFAULT true NOT NULL
);

CREATE TABLE posts_authors (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    author_id character varying(24) NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE posts_meta (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    og_image character varying(2000),
    og_title character varying(300),
    og_description character varying(500),
    twitter_image character varying(2000),
    twitter_title character varying(300),
    twitter_description character varying(500),
    meta_title character varying(2000),
    meta_description character varying(2000),
    email_subject character varying(300),
    frontmatter text,
    feature_image_alt character varying(2000),
    feature_image_caption text,
    email_only boolean DEFAULT false NOT NULL
);

CREATE TABLE posts_products (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    product_id character varying(24) NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE posts_tags (
    id character varying(24) NOT NULL,
    post_id character varying(24) NOT NULL,
    tag_id character varying(24) NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE products (
    id character varying(24) NOT NULL,
    name character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    active boolean DEFAULT true NOT NULL,
    welcome_page_url character varying(2000),
    visibility character varying(50) DEFAULT 'none'::character varying NOT NULL,
    trial_days integer DEFAULT 0 NOT NULL,
    description character varying(191),
    type character varying(50) DEFAULT 'paid'::character varying NOT NULL,
    currency character varying(50),
    monthly_price integer,
    yearly_price integer,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    monthly_price_id character varying(24),
    yearly_price_id character varying(24)
);

CREATE TABLE products_benefits (
    id character varying(24) NOT NULL,
    product_id character varying(24) NOT NULL,
    benefit_id character varying(24) NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE recommendation_click_events (
    id character varying(24) NOT NULL,
    recommendation_id character varying(24) NOT NULL,
    member_id character varying(24),
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE recommendation_subscribe_events (
    id character varying(24) NOT NULL,
    recommendation_id character varying(24) NOT NULL,
    member_id character varying(24),
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE recommendations (
    id character varying(24) NOT NULL,
    url character varying(2000) NOT NULL,
    title character varying(2000) NOT NULL,
    excerpt character varying(2000),
    featured_image character varying(2000),
    favicon character varying(2000),
    description character varying(2000),
    one_click_subscribe boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE redirects (
    id character varying(24) NOT NULL,
    "from" character varying(191) NOT NULL,
    "to" character varying(2000) NOT NULL,
    post_id character varying(24),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE roles (
    id character varying(24) NOT NULL,
    name character varying(50) NOT NULL,
    description character varying(2000),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE roles_users (
    id character varying(24) NOT NULL,
    role_id character varying(24) NOT NULL,
    user_id character varying(24) NOT NULL
);

CREATE TABLE sessions (
    id character varying(24) NOT NULL,
    session_id character varying(32) NOT NULL,
    user_id character varying(24) NOT NULL,
    session_data character varying(2000) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE settings (
    id character varying(24) NOT NULL,
    "group" character varying(50) DEFAULT 'core'::character varying NOT NULL,
    key character varying(50) NOT NULL,
    value text,
    type character varying(50) NOT NULL,
    flags character varying(50),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE snippets (
    id character varying(24) NOT NULL,
    name character varying(191) NOT NULL,
    mobiledoc text NOT NULL,
    lexical text,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE stripe_prices (
    id character varying(24) NOT NULL,
    stripe_price_id character varying(255) NOT NULL,
    stripe_product_id character varying(255) NOT NULL,
    active boolean NOT NULL,
    nickname character varying(255),
    currency character varying(191) NOT NULL,
    amount integer NOT NULL,
    type character varying(50) DEFAULT 'recurring'::character varying NOT NULL,
    "interval" character varying(50),
    description character varying(191),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE stripe_products (
    id character varying(24) NOT NULL,
    product_id character varying(24),
    stripe_product_id character varying(255) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE subscriptions (
    id character varying(24) NOT NULL,
    type character varying(50) NOT NULL,
    status character varying(50) NOT NULL,
    member_id character varying(24) NOT NULL,
    tier_id character varying(24) NOT NULL,
    cadence character varying(50),
    currency character varying(50),
    amount integer,
    payment_provider character varying(50),
    payment_subscription_url character varying(2000),
    payment_user_url character varying(2000),
    offer_id character varying(24),
    expires_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE suppressions (
    id character varying(24) NOT NULL,
    email character varying(191) NOT NULL,
    email_id character varying(24),
    reason character varying(50) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE TABLE tags (
    id character varying(24) NOT NULL,
    name character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    description text,
    feature_image character varying(2000),
    parent_id character varying(191),
    visibility character varying(50) DEFAULT 'public'::character varying NOT NULL,
    og_image character varying(2000),
    og_title character varying(300),
    og_description character varying(500),
    twitter_image character varying(2000),
    twitter_title character varying(300),
    twitter_description character varying(500),
    meta_title character varying(2000),
    meta_description character varying(2000),
    codeinjection_head text,
    codeinjection_foot text,
    canonical_url character varying(2000),
    accent_color character varying(50),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE tokens (
    id character varying(24) NOT NULL,
    token character varying(32) NOT NULL,
    uuid character varying(36) NOT NULL,
    data character varying(2000),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    first_used_at timestamp with time zone,
    used_count integer DEFAULT 0 NOT NULL,
    otc_used_count integer DEFAULT 0 NOT NULL
);

CREATE TABLE users (
    id character varying(24) NOT NULL,
    name character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    password character varying(60) NOT NULL,
    email character varying(191) NOT NULL,
    profile_image character varying(2000),
    cover_image character varying(2000),
    bio text,
    website character varying(2000),
    location text,
    facebook character varying(2000),
    twitter character varying(2000),
    threads character varying(191),
    bluesky character varying(191),
    mastodon character varying(191),
    tiktok character varying(191),
    youtube character varying(191),
    instagram character varying(191),
    linkedin character varying(191),
    accessibility text,
    status character varying(50) DEFAULT 'active'::character varying NOT NULL,
    locale character varying(6),
    visibility character varying(50) DEFAULT 'public'::character varying NOT NULL,
    meta_title character varying(2000),
    meta_description character varying(2000),
    tour text,
    last_seen timestamp with time zone,
    comment_notifications boolean DEFAULT true NOT NULL,
    free_member_signup_notification boolean DEFAULT true NOT NULL,
    paid_subscription_started_notification boolean DEFAULT true NOT NULL,
    paid_subscription_canceled_notification boolean DEFAULT false NOT NULL,
    mention_notifications boolean DEFAULT true NOT NULL,
    recommendation_notifications boolean DEFAULT true NOT NULL,
    milestone_notifications boolean DEFAULT true NOT NULL,
    donation_notifications boolean DEFAULT true NOT NULL,
    gift_subscription_purchase_notification boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE webhooks (
    id character varying(24) NOT NULL,
    event character varying(50) NOT NULL,
    target_url character varying(2000) NOT NULL,
    name character varying(191),
    secret character varying(191),
    api_version character varying(50) DEFAULT 'v2'::character varying NOT NULL,
    integration_id character varying(24) NOT NULL,
    last_triggered_at timestamp with time zone,
    last_triggered_status character varying(50),
    last_triggered_error character varying(50),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE welcome_email_automated_emails (
    id character varying(24) NOT NULL,
    welcome_email_automation_id character varying(24) NOT NULL,
    next_welcome_email_automated_email_id character varying(24),
    delay_days integer NOT NULL,
    subject character varying(300) NOT NULL,
    lexical text,
    sender_name character varying(191),
    sender_email character varying(191),
    sender_reply_to character varying(191),
    email_design_setting_id character varying(24) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE welcome_email_automation_runs (
    id character varying(24) NOT NULL,
    welcome_email_automation_id character varying(24) NOT NULL,
    member_id character varying(24) NOT NULL,
    next_welcome_email_automated_email_id character varying(24),
    ready_at timestamp with time zone,
    step_started_at timestamp with time zone,
    step_attempts integer DEFAULT 0 NOT NULL,
    exit_reason character varying(50),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

CREATE TABLE welcome_email_automations (
    id character varying(24) NOT NULL,
    status character varying(50) DEFAULT 'inactive'::character varying NOT NULL,
    name character varying(191) NOT NULL,
    slug character varying(191) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone
);

ALTER TABLE ONLY actions
    ADD CONSTRAINT actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY api_keys
    ADD CONSTRAINT api_keys_secret_unique UNIQUE (secret);

ALTER TABLE ONLY automated_email_recipients
    ADD CONSTRAINT automated_email_recipients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY benefits
    ADD CONSTRAINT benefits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY benefits
    ADD CONSTRAINT benefits_slug_unique UNIQUE (slug);

ALTER TABLE ONLY brute
    ADD CONSTRAINT brute_pkey PRIMARY KEY (key);

ALTER TABLE ONLY collections
    ADD CONSTRAINT collections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY collections_posts
    ADD CONSTRAINT collections_posts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY collections
    ADD CONSTRAINT collections_slug_unique UNIQUE (slug);

ALTER TABLE ONLY comment_likes
    ADD CONSTRAINT comment_likes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY comment_reports
    ADD CONSTRAINT comment_reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY custom_theme_settings
    ADD CONSTRAINT custom_theme_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY donation_payment_events
    ADD CONSTRAINT donation_payment_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY email_batches
    ADD CONSTRAINT email_batches_pkey PRIMARY KEY (id);

ALTER TABLE ONLY email_design_settings
    ADD CONSTRAINT email_design_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY email_design_settings
    ADD CONSTRAINT email_design_settings_slug_unique UNIQUE (slug);

ALTER TABLE ONLY email_recipient_failures
    ADD CONSTRAINT email_recipient_failures_pkey PRIMARY KEY (id);

ALTER TABLE ONLY email_recipients
    ADD CONSTRAINT email_recipients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY email_spam_complaint_events
    ADD CONSTRAINT email_spam_complaint_events_email_id_member_id_unique UNIQUE (email_id, member_id);

ALTER TABLE ONLY email_spam_complaint_events
    ADD CONSTRAINT email_spam_complaint_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY emails
    ADD CONSTRAINT emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY emails
    ADD CONSTRAINT emails_post_id_unique UNIQUE (post_id);

ALTER TABLE ONLY gifts
    ADD CONSTRAINT gifts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gifts
    ADD CONSTRAINT gifts_stripe_checkout_session_id_unique UNIQUE (stripe_checkout_session_id);

ALTER TABLE ONLY gifts
    ADD CONSTRAINT gifts_stripe_payment_intent_id_unique UNIQUE (stripe_payment_intent_id);

ALTER TABLE ONLY gifts
    ADD CONSTRAINT gifts_token_unique UNIQUE (token);

ALTER TABLE ONLY integrations
    ADD CONSTRAINT integrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY integrations
    ADD CONSTRAINT integrations_slug_unique UNIQUE (slug);

ALTER TABLE ONLY invites
    ADD CONSTRAINT invites_email_unique UNIQUE (email);

ALTER TABLE ONLY invites
    ADD CONSTRAINT invites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY invites
    ADD CONSTRAINT invites_token_unique UNIQUE (token);

ALTER TABLE ONLY jobs
    ADD CONSTRAINT jobs_name_unique UNIQUE (name);

ALTER TABLE ONLY jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY labels
    ADD CONSTRAINT labels_name_unique UNIQUE (name);

ALTER TABLE ONLY labels
    ADD CONSTRAINT labels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY labels
    ADD CONSTRAINT labels_slug_unique UNIQUE (slug);

ALTER TABLE ONLY members_cancel_events
    ADD CONSTRAINT members_cancel_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_click_events
    ADD CONSTRAINT members_click_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_created_events
    ADD CONSTRAINT members_created_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_email_change_events
    ADD CONSTRAINT members_email_change_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members
    ADD CONSTRAINT members_email_unique UNIQUE (email);

ALTER TABLE ONLY members_feedback
    ADD CONSTRAINT members_feedback_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_labels
    ADD CONSTRAINT members_labels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_login_events
    ADD CONSTRAINT members_login_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_newsletters
    ADD CONSTRAINT members_newsletters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_paid_subscription_events
    ADD CONSTRAINT members_paid_subscription_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_payment_events
    ADD CONSTRAINT members_payment_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members
    ADD CONSTRAINT members_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_product_events
    ADD CONSTRAINT members_product_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_products
    ADD CONSTRAINT members_products_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_status_events
    ADD CONSTRAINT members_status_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_stripe_customers
    ADD CONSTRAINT members_stripe_customers_customer_id_unique UNIQUE (customer_id);

ALTER TABLE ONLY members_stripe_customers
    ADD CONSTRAINT members_stripe_customers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_stripe_customers_subscriptions
    ADD CONSTRAINT members_stripe_customers_subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_stripe_customers_subscriptions
    ADD CONSTRAINT members_stripe_customers_subscriptions_subscription_id_unique UNIQUE (subscription_id);

ALTER TABLE ONLY members_subscribe_events
    ADD CONSTRAINT members_subscribe_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members_subscription_created_events
    ADD CONSTRAINT members_subscription_created_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members
    ADD CONSTRAINT members_transient_id_unique UNIQUE (transient_id);

ALTER TABLE ONLY members
    ADD CONSTRAINT members_uuid_unique UNIQUE (uuid);

ALTER TABLE ONLY mentions
    ADD CONSTRAINT mentions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY milestones
    ADD CONSTRAINT milestones_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobiledoc_revisions
    ADD CONSTRAINT mobiledoc_revisions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY newsletters
    ADD CONSTRAINT newsletters_name_unique UNIQUE (name);

ALTER TABLE ONLY newsletters
    ADD CONSTRAINT newsletters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY newsletters
    ADD CONSTRAINT newsletters_slug_unique UNIQUE (slug);

ALTER TABLE ONLY newsletters
    ADD CONSTRAINT newsletters_uuid_unique UNIQUE (uuid);

ALTER TABLE ONLY offer_redemptions
    ADD CONSTRAINT offer_redemptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY offers
    ADD CONSTRAINT offers_code_unique UNIQUE (code);

ALTER TABLE ONLY offers
    ADD CONSTRAINT offers_name_unique UNIQUE (name);

ALTER TABLE ONLY offers
    ADD CONSTRAINT offers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY offers
    ADD CONSTRAINT offers_stripe_coupon_id_unique UNIQUE (stripe_coupon_id);

ALTER TABLE ONLY outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (id);

ALTER TABLE ONLY permissions
    ADD CONSTRAINT permissions_name_unique UNIQUE (name);

ALTER TABLE ONLY permissions
    ADD CONSTRAINT permissions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY permissions_roles
    ADD CONSTRAINT permissions_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY permissions_users
    ADD CONSTRAINT permissions_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY post_revisions
    ADD CONSTRAINT post_revisions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY posts_authors
    ADD CONSTRAINT posts_authors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY posts_meta
    ADD CONSTRAINT posts_meta_pkey PRIMARY KEY (id);

ALTER TABLE ONLY posts_meta
    ADD CONSTRAINT posts_meta_post_id_unique UNIQUE (post_id);

ALTER TABLE ONLY posts
    ADD CONSTRAINT posts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY posts_products
    ADD CONSTRAINT posts_products_pkey PRIMARY KEY (id);

ALTER TABLE ONLY posts
    ADD CONSTRAINT posts_slug_type_unique UNIQUE (slug, type);

ALTER TABLE ONLY posts_tags
    ADD CONSTRAINT posts_tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY products_benefits
    ADD CONSTRAINT products_benefits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);

ALTER TABLE ONLY products
    ADD CONSTRAINT products_slug_unique UNIQUE (slug);

ALTER TABLE ONLY recommendation_click_events
    ADD CONSTRAINT recommendation_click_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY recommendation_subscribe_events
    ADD CONSTRAINT recommendation_subscribe_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY recommendations
    ADD CONSTRAINT recommendations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redirects
    ADD CONSTRAINT redirects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY roles
    ADD CONSTRAINT roles_name_unique UNIQUE (name);

ALTER TABLE ONLY roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY roles_users
    ADD CONSTRAINT roles_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_session_id_unique UNIQUE (session_id);

ALTER TABLE ONLY settings
    ADD CONSTRAINT settings_key_unique UNIQUE (key);

ALTER TABLE ONLY settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY snippets
    ADD CONSTRAINT snippets_name_unique UNIQUE (name);

ALTER TABLE ONLY snippets
    ADD CONSTRAINT snippets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY stripe_prices
    ADD CONSTRAINT stripe_prices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY stripe_prices
    ADD CONSTRAINT stripe_prices_stripe_price_id_unique UNIQUE (stripe_price_id);

ALTER TABLE ONLY stripe_products
    ADD CONSTRAINT stripe_products_pkey PRIMARY KEY (id);

ALTER TABLE ONLY stripe_products
    ADD CONSTRAINT stripe_products_stripe_product_id_unique UNIQUE (stripe_product_id);

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY suppressions
    ADD CONSTRAINT suppressions_email_unique UNIQUE (email);

ALTER TABLE ONLY suppressions
    ADD CONSTRAINT suppressions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY tags
    ADD CONSTRAINT tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY tags
    ADD CONSTRAINT tags_slug_unique UNIQUE (slug);

ALTER TABLE ONLY tokens
    ADD CONSTRAINT tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY tokens
    ADD CONSTRAINT tokens_uuid_unique UNIQUE (uuid);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_email_unique UNIQUE (email);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_slug_unique UNIQUE (slug);

ALTER TABLE ONLY webhooks
    ADD CONSTRAINT webhooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY welcome_email_automated_emails
    ADD CONSTRAINT welcome_email_automated_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY welcome_email_automation_runs
    ADD CONSTRAINT welcome_email_automation_runs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY welcome_email_automations
    ADD CONSTRAINT welcome_email_automations_name_unique UNIQUE (name);

ALTER TABLE ONLY welcome_email_automations
    ADD CONSTRAINT welcome_email_automations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY welcome_email_automations
    ADD CONSTRAINT welcome_email_automations_slug_unique UNIQUE (slug);

CREATE INDEX automated_email_recipients_member_id_index ON automated_email_recipients USING btree (member_id);

CREATE INDEX email_recipients_email_id_delivered_at_index ON email_recipients USING btree (email_id, delivered_at);

CREATE INDEX email_recipients_email_id_failed_at_index ON email_recipients USING btree (email_id, failed_at);

CREATE INDEX email_recipients_email_id_member_email_index ON email_recipients USING btree (email_id, member_email);

CREATE INDEX email_recipients_email_id_opened_at_index ON email_recipients USING btree (email_id, opened_at);

CREATE INDEX email_recipients_member_id_index ON email_recipients USING btree (member_id);

CREATE INDEX emails_post_id_index ON emails USING btree (post_id);

CREATE INDEX gifts_status_consumes_at_index ON gifts USING btree (status, consumes_at);

CREATE INDEX gifts_status_expires_at_index ON gifts USING btree (status, expires_at);

CREATE INDEX members_created_events_attribution_id_index ON members_created_events USING btree (attribution_id);

CREATE INDEX members_email_disabled_index ON members USING btree (email_disabled);

CREATE INDEX members_email_open_rate_index ON members USING btree (email_open_rate);

CREATE INDEX members_newsletters_newsletter_id_member_id_index ON members_newsletters USING btree (newsletter_id, member_id);

CREATE INDEX members_stripe_customers_subscriptions_stripe_price_id_index ON members_stripe_customers_subscriptions USING btree (stripe_price_id);

CREATE INDEX members_subscribe_events_newsletter_id_created_at_index ON members_subscribe_events USING btree (newsletter_id, created_at);

CREATE INDEX members_subscription_created_events_attribution_id_index ON members_subscription_created_events USING btree (attribution_id);

CREATE INDEX mobiledoc_revisions_post_id_index ON mobiledoc_revisions USING btree (post_id);

CREATE INDEX outbox_event_type_status_created_at_index ON outbox USING btree (event_type, status, created_at);

CREATE INDEX post_revisions_post_id_index ON post_revisions USING btree (post_id);

CREATE INDEX posts_published_at_index ON posts USING btree (published_at);

CREATE INDEX posts_tags_post_id_tag_id_index ON posts_tags USING btree (post_id, tag_id);

CREATE INDEX posts_type_status_updated_at_index ON posts USING btree (type, status, updated_at);

CREATE INDEX posts_updated_at_index ON posts USING btree (updated_at);

CREATE INDEX posts_uuid_index ON posts USING btree (uuid);

CREATE INDEX redirects_from_index ON redirects USING btree ("from");

CREATE INDEX tokens_token_index ON tokens USING btree (token);

CREATE INDEX welcome_email_automation_runs_ready_at_index ON welcome_email_automation_runs USING btree (ready_at);

ALTER TABLE ONLY automated_email_recipients
    ADD CONSTRAINT automated_email_recipients_automated_email_id_foreign FOREIGN KEY (automated_email_id) REFERENCES welcome_email_automated_emails(id);

ALTER TABLE ONLY collections_posts
    ADD CONSTRAINT collections_posts_collection_id_foreign FOREIGN KEY (collection_id) REFERENCES collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY collections_posts
    ADD CONSTRAINT collections_posts_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE;

ALTER TABLE ONLY comment_likes
    ADD CONSTRAINT comment_likes_comment_id_foreign FOREIGN KEY (comment_id) REFERENCES comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY comment_likes
    ADD CONSTRAINT comment_likes_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY comment_reports
    ADD CONSTRAINT comment_reports_comment_id_foreign FOREIGN KEY (comment_id) REFERENCES comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY comment_reports
    ADD CONSTRAINT comment_reports_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE SET NULL;

ALTER TABLE ONLY comments
    ADD CONSTRAINT comments_in_reply_to_id_foreign FOREIGN KEY (in_reply_to_id) REFERENCES comments(id) ON DELETE SET NULL;

ALTER TABLE ONLY comments
    ADD CONSTRAINT comments_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE SET NULL;

ALTER TABLE ONLY comments
    ADD CONSTRAINT comments_parent_id_foreign FOREIGN KEY (parent_id) REFERENCES comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY comments
    ADD CONSTRAINT comments_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE;

ALTER TABLE ONLY donation_payment_events
    ADD CONSTRAINT donation_payment_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE SET NULL;

ALTER TABLE ONLY email_batches
    ADD CONSTRAINT email_batches_email_id_foreign FOREIGN KEY (email_id) REFERENCES emails(id);

ALTER TABLE ONLY email_recipient_failures
    ADD CONSTRAINT email_recipient_failures_email_id_foreign FOREIGN KEY (email_id) REFERENCES emails(id);

ALTER TABLE ONLY email_recipient_failures
    ADD CONSTRAINT email_recipient_failures_email_recipient_id_foreign FOREIGN KEY (email_recipient_id) REFERENCES email_recipients(id);

ALTER TABLE ONLY email_recipients
    ADD CONSTRAINT email_recipients_batch_id_foreign FOREIGN KEY (batch_id) REFERENCES email_batches(id);

ALTER TABLE ONLY email_recipients
    ADD CONSTRAINT email_recipients_email_id_foreign FOREIGN KEY (email_id) REFERENCES emails(id);

ALTER TABLE ONLY email_spam_complaint_events
    ADD CONSTRAINT email_spam_complaint_events_email_id_foreign FOREIGN KEY (email_id) REFERENCES emails(id);

ALTER TABLE ONLY email_spam_complaint_events
    ADD CONSTRAINT email_spam_complaint_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY emails
    ADD CONSTRAINT emails_newsletter_id_foreign FOREIGN KEY (newsletter_id) REFERENCES newsletters(id);

ALTER TABLE ONLY gifts
    ADD CONSTRAINT gifts_buyer_member_id_foreign FOREIGN KEY (buyer_member_id) REFERENCES members(id) ON DELETE SET NULL;

ALTER TABLE ONLY gifts
    ADD CONSTRAINT gifts_redeemer_member_id_foreign FOREIGN KEY (redeemer_member_id) REFERENCES members(id) ON DELETE SET NULL;

ALTER TABLE ONLY gifts
    ADD CONSTRAINT gifts_tier_id_foreign FOREIGN KEY (tier_id) REFERENCES products(id);

ALTER TABLE ONLY members_cancel_events
    ADD CONSTRAINT members_cancel_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_click_events
    ADD CONSTRAINT members_click_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_click_events
    ADD CONSTRAINT members_click_events_redirect_id_foreign FOREIGN KEY (redirect_id) REFERENCES redirects(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_created_events
    ADD CONSTRAINT members_created_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_email_change_events
    ADD CONSTRAINT members_email_change_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_feedback
    ADD CONSTRAINT members_feedback_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_feedback
    ADD CONSTRAINT members_feedback_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_labels
    ADD CONSTRAINT members_labels_label_id_foreign FOREIGN KEY (label_id) REFERENCES labels(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_labels
    ADD CONSTRAINT members_labels_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_login_events
    ADD CONSTRAINT members_login_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_newsletters
    ADD CONSTRAINT members_newsletters_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_newsletters
    ADD CONSTRAINT members_newsletters_newsletter_id_foreign FOREIGN KEY (newsletter_id) REFERENCES newsletters(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_paid_subscription_events
    ADD CONSTRAINT members_paid_subscription_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_payment_events
    ADD CONSTRAINT members_payment_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_product_events
    ADD CONSTRAINT members_product_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_product_events
    ADD CONSTRAINT members_product_events_product_id_foreign FOREIGN KEY (product_id) REFERENCES products(id);

ALTER TABLE ONLY members_products
    ADD CONSTRAINT members_products_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_products
    ADD CONSTRAINT members_products_product_id_foreign FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_status_events
    ADD CONSTRAINT members_status_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_stripe_customers
    ADD CONSTRAINT members_stripe_customers_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_stripe_customers_subscriptions
    ADD CONSTRAINT members_stripe_customers_subscriptions_customer_id_foreign FOREIGN KEY (customer_id) REFERENCES members_stripe_customers(customer_id) ON DELETE CASCADE;

ALTER TABLE ONLY members_stripe_customers_subscriptions
    ADD CONSTRAINT members_stripe_customers_subscriptions_offer_id_foreign FOREIGN KEY (offer_id) REFERENCES offers(id);

ALTER TABLE ONLY members_subscribe_events
    ADD CONSTRAINT members_subscribe_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_subscribe_events
    ADD CONSTRAINT members_subscribe_events_newsletter_id_foreign FOREIGN KEY (newsletter_id) REFERENCES newsletters(id);

ALTER TABLE ONLY members_subscription_created_events
    ADD CONSTRAINT members_subscription_created_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_subscription_created_events
    ADD CONSTRAINT members_subscription_created_events_subscription_id_foreign FOREIGN KEY (subscription_id) REFERENCES members_stripe_customers_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY members_stripe_customers_subscriptions
    ADD CONSTRAINT mscs_ghost_subscription_id_foreign FOREIGN KEY (ghost_subscription_id) REFERENCES subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY offer_redemptions
    ADD CONSTRAINT offer_redemptions_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY offer_redemptions
    ADD CONSTRAINT offer_redemptions_offer_id_foreign FOREIGN KEY (offer_id) REFERENCES offers(id) ON DELETE CASCADE;

ALTER TABLE ONLY offer_redemptions
    ADD CONSTRAINT offer_redemptions_subscription_id_foreign FOREIGN KEY (subscription_id) REFERENCES members_stripe_customers_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY offers
    ADD CONSTRAINT offers_product_id_foreign FOREIGN KEY (product_id) REFERENCES products(id);

ALTER TABLE ONLY post_revisions
    ADD CONSTRAINT post_revs_author_id_foreign FOREIGN KEY (author_id) REFERENCES users(id);

ALTER TABLE ONLY posts_authors
    ADD CONSTRAINT posts_authors_author_id_foreign FOREIGN KEY (author_id) REFERENCES users(id);

ALTER TABLE ONLY posts_authors
    ADD CONSTRAINT posts_authors_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id);

ALTER TABLE ONLY posts_meta
    ADD CONSTRAINT posts_meta_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id);

ALTER TABLE ONLY posts
    ADD CONSTRAINT posts_newsletter_id_foreign FOREIGN KEY (newsletter_id) REFERENCES newsletters(id);

ALTER TABLE ONLY posts_products
    ADD CONSTRAINT posts_products_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE;

ALTER TABLE ONLY posts_products
    ADD CONSTRAINT posts_products_product_id_foreign FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE;

ALTER TABLE ONLY posts_tags
    ADD CONSTRAINT posts_tags_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id);

ALTER TABLE ONLY posts_tags
    ADD CONSTRAINT posts_tags_tag_id_foreign FOREIGN KEY (tag_id) REFERENCES tags(id);

ALTER TABLE ONLY products_benefits
    ADD CONSTRAINT products_benefits_benefit_id_foreign FOREIGN KEY (benefit_id) REFERENCES benefits(id) ON DELETE CASCADE;

ALTER TABLE ONLY products_benefits
    ADD CONSTRAINT products_benefits_product_id_foreign FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE;

ALTER TABLE ONLY recommendation_click_events
    ADD CONSTRAINT recommendation_click_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE SET NULL;

ALTER TABLE ONLY recommendation_click_events
    ADD CONSTRAINT recommendation_click_events_recommendation_id_foreign FOREIGN KEY (recommendation_id) REFERENCES recommendations(id) ON DELETE CASCADE;

ALTER TABLE ONLY recommendation_subscribe_events
    ADD CONSTRAINT recommendation_subscribe_events_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE SET NULL;

ALTER TABLE ONLY recommendation_subscribe_events
    ADD CONSTRAINT recommendation_subscribe_events_recommendation_id_foreign FOREIGN KEY (recommendation_id) REFERENCES recommendations(id) ON DELETE CASCADE;

ALTER TABLE ONLY redirects
    ADD CONSTRAINT redirects_post_id_foreign FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE SET NULL;

ALTER TABLE ONLY stripe_prices
    ADD CONSTRAINT stripe_prices_stripe_product_id_foreign FOREIGN KEY (stripe_product_id) REFERENCES stripe_products(stripe_product_id);

ALTER TABLE ONLY stripe_products
    ADD CONSTRAINT stripe_products_product_id_foreign FOREIGN KEY (product_id) REFERENCES products(id);

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT subscriptions_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT subscriptions_offer_id_foreign FOREIGN KEY (offer_id) REFERENCES offers(id);

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT subscriptions_tier_id_foreign FOREIGN KEY (tier_id) REFERENCES products(id);

ALTER TABLE ONLY suppressions
    ADD CONSTRAINT suppressions_email_id_foreign FOREIGN KEY (email_id) REFERENCES emails(id);

ALTER TABLE ONLY welcome_email_automated_emails
    ADD CONSTRAINT weae_automation_id_foreign FOREIGN KEY (welcome_email_automation_id) REFERENCES welcome_email_automations(id) ON DELETE CASCADE;

ALTER TABLE ONLY welcome_email_automated_emails
    ADD CONSTRAINT weae_next_email_id_foreign FOREIGN KEY (next_welcome_email_automated_email_id) REFERENCES welcome_email_automated_emails(id);

ALTER TABLE ONLY welcome_email_automation_runs
    ADD CONSTRAINT wear_automation_id_foreign FOREIGN KEY (welcome_email_automation_id) REFERENCES welcome_email_automations(id) ON DELETE CASCADE;

ALTER TABLE ONLY welcome_email_automation_runs
    ADD CONSTRAINT wear_member_id_foreign FOREIGN KEY (member_id) REFERENCES members(id) ON DELETE CASCADE;

ALTER TABLE ONLY welcome_email_automation_runs
    ADD CONSTRAINT wear_next_email_id_foreign FOREIGN KEY (next_welcome_email_automated_email_id) REFERENCES welcome_email_automated_emails(id);

ALTER TABLE ONLY webhooks
    ADD CONSTRAINT webhooks_integration_id_foreign FOREIGN KEY (integration_id) REFERENCES integrations(id) ON DELETE CASCADE;

ALTER TABLE ONLY welcome_email_automated_emails
    ADD CONSTRAINT welcome_email_automated_emails_email_design_setting_id_foreign FOREIGN KEY (email_design_setting_id) REFERENCES email_design_settings(id);
RESET search_path;
`,
  dataSql: `INSERT INTO ghost.users (id, name, slug, password, email, status, visibility, last_seen, created_at, updated_at) VALUES
  ('ae3fdb116c2f5b61ade1d827', 'Staff 0', 'staff-0', '$2a$10$zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'staff0@blog.example', 'active', 'public', now() - interval '616804 seconds', now() - interval '43200000 seconds', now() - interval '86400 seconds'),
  ('0f1dd3ae3ccc51ee8fcbf9d8', 'Staff 1', 'staff-1', '$2a$10$zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'staff1@blog.example', 'active', 'public', now() - interval '1410642 seconds', now() - interval '38880000 seconds', now() - interval '86400 seconds'),
  ('11957c5837db5f4fb308429f', 'Staff 2', 'staff-2', '$2a$10$zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'staff2@blog.example', 'active', 'public', now() - interval '958924 seconds', now() - interval '34560000 seconds', now() - interval '86400 seconds'),
  ('cf31818e05275e9e8a5277ba', 'Staff 3', 'staff-3', '$2a$10$zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'staff3@blog.example', 'active', 'public', now() - interval '1565361 seconds', now() - interval '30240000 seconds', now() - interval '86400 seconds');
INSERT INTO ghost.roles (id, name, description, created_at) VALUES
  ('46cb60a744b1591da0da228b', 'Administrator', 'Administrator', now() - interval '43200000 seconds'),
  ('5433e3eee5ec534481b01ed0', 'Editor', 'Editor', now() - interval '43200000 seconds'),
  ('276c4bd007bf52849bfe5524', 'Author', 'Author', now() - interval '43200000 seconds');
INSERT INTO ghost.roles_users (id, role_id, user_id) VALUES
  ('02c3400fdca659ba9fca39a6', '46cb60a744b1591da0da228b', 'ae3fdb116c2f5b61ade1d827'),
  ('af895a6092645c2f89c83ee7', '5433e3eee5ec534481b01ed0', '0f1dd3ae3ccc51ee8fcbf9d8'),
  ('3cf58fcf7b9355249ea3096c', '276c4bd007bf52849bfe5524', '11957c5837db5f4fb308429f'),
  ('0cf6cfbd250551118c284241', '276c4bd007bf52849bfe5524', 'cf31818e05275e9e8a5277ba');
INSERT INTO ghost.newsletters (id, uuid, name, slug, sender_reply_to, status, visibility, subscribe_on_signup, sort_order, created_at) VALUES
  ('ed92bd02f92a5cdb9f32c1c5', '2930b9b2-7133-5fc1-8441-a3dbeb5b230e', 'Weekly', 'weekly', 'newsletter', 'active', 'members', true, 0, now() - interval '43200000 seconds');
INSERT INTO ghost.posts (id, uuid, title, slug, lexical, html, plaintext, featured, type, status, visibility, email_recipient_filter, created_at, updated_at, published_at, published_by, newsletter_id, show_title_and_feature_image) VALUES
  ('f1b3a6fdccad5486b220e870', 'cfb64152-d05a-5b9f-b08a-6c1537e15b3f', 'Post 0', 'post-0', '{"root":{}}', '<p>Hello</p>', 'Hello', true, 'post', 'published', 'public', 'all', now() - interval '34560000 seconds', now() - interval '86400 seconds', now() - interval '34473600 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('1651b888b69f5d4ca5aa98d5', '44857eb6-774b-53c7-a690-77c9b8f80f31', 'Post 1', 'post-1', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '32918400 seconds', now() - interval '86400 seconds', now() - interval '32832000 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('23b44cf1ddec5c57b28931fc', '8d9264df-8185-5bef-afda-10000c9046dd', 'Post 2', 'post-2', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '31276800 seconds', now() - interval '86400 seconds', now() - interval '31190400 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('4323ad90e18f5639ad16aa96', 'c6c4ab0e-1fbb-517c-bcac-5d38cdd4830a', 'Post 3', 'post-3', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '29635200 seconds', now() - interval '86400 seconds', now() - interval '29548800 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('d8991376e91c58ac88fd139f', '2b8d6469-5943-57f3-a99f-5b26d1b3111a', 'Post 4', 'post-4', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '27993600 seconds', now() - interval '86400 seconds', now() - interval '27907200 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('691d3606105158b7a4af541c', 'de909c9e-d70b-5794-b4a9-21ebefdf033f', 'Post 5', 'post-5', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '26352000 seconds', now() - interval '86400 seconds', now() - interval '26265600 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('1c163978aad75435be2246a0', '53652028-7673-5558-ba2d-81dfc65c486d', 'Post 6', 'post-6', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '24710400 seconds', now() - interval '86400 seconds', now() - interval '24624000 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('7d1f5499ab4653e3bc892e63', '2993fe83-dcb0-50ce-a461-8e8aa079011c', 'Post 7', 'post-7', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '23068800 seconds', now() - interval '86400 seconds', now() - interval '22982400 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('4b1260ae0a8b52159ffe74a2', '1489c932-6db9-5219-821d-20da5b86f8dc', 'Post 8', 'post-8', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '21427200 seconds', now() - interval '86400 seconds', now() - interval '21340800 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('ad503656a9f6573e93ac0414', 'acd82f2a-f550-561d-8ab1-3c36f2ac3e08', 'Post 9', 'post-9', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '19785600 seconds', now() - interval '86400 seconds', now() - interval '19699200 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('c1e7a68fe2715524aec906f3', 'bf294d88-b14b-5602-b777-7d0c7145fb9e', 'Post 10', 'post-10', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '18144000 seconds', now() - interval '86400 seconds', now() - interval '18057600 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('f328a370241a5e6e97625ca8', 'a4fc5edd-4a62-5d63-9cd6-8ee12d770e7b', 'Post 11', 'post-11', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '16502400 seconds', now() - interval '86400 seconds', now() - interval '16416000 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('dd326224701151cba6af2332', 'bd8acfdf-d205-5162-b92b-b5e107418fdb', 'Post 12', 'post-12', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '14860800 seconds', now() - interval '86400 seconds', now() - interval '14774400 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('49951091dd5257d4950c7f81', '2fd5afbc-e0c8-5029-a8ac-07f8c0251829', 'Post 13', 'post-13', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '13219200 seconds', now() - interval '86400 seconds', now() - interval '13132800 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('3ea931e974d55c36bc8226fd', '5be34515-f812-563b-84ea-aa2af1fafbf2', 'Post 14', 'post-14', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'published', 'public', 'all', now() - interval '11577600 seconds', now() - interval '86400 seconds', now() - interval '11491200 seconds', 'ae3fdb116c2f5b61ade1d827', 'ed92bd02f92a5cdb9f32c1c5', true),
  ('37bbf319401f5d1a84601806', 'af98aa9d-f1e9-59a0-9c95-f94dc53754fc', 'Post 15', 'post-15', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'draft', 'public', 'all', now() - interval '9936000 seconds', now() - interval '86400 seconds', NULL, 'ae3fdb116c2f5b61ade1d827', NULL, true),
  ('6505f51403575446b0adba8e', '9d1fa862-00c0-5897-9cd0-31d9ce542ef3', 'Post 16', 'post-16', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'post', 'draft', 'public', 'all', now() - interval '8294400 seconds', now() - interval '86400 seconds', NULL, 'ae3fdb116c2f5b61ade1d827', NULL, true),
  ('d1ac3048c66355ababc0b9db', '86917bd7-591d-50a2-8222-eb6261efd8e4', 'Post 17', 'post-17', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'page', 'draft', 'public', 'all', now() - interval '6652800 seconds', now() - interval '86400 seconds', NULL, 'ae3fdb116c2f5b61ade1d827', NULL, true),
  ('bc05a858388550a59dc74364', '21a447be-b0ee-5dc6-ad81-9c33c006e3cb', 'Post 18', 'post-18', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'page', 'draft', 'public', 'all', now() - interval '5011200 seconds', now() - interval '86400 seconds', NULL, 'ae3fdb116c2f5b61ade1d827', NULL, true),
  ('8daaeb588860592ea8e373b7', 'c00d66f2-e3c4-5c74-9801-5a3208c8e99b', 'Post 19', 'post-19', '{"root":{}}', '<p>Hello</p>', 'Hello', false, 'page', 'draft', 'public', 'all', now() - interval '3369600 seconds', now() - interval '86400 seconds', NULL, 'ae3fdb116c2f5b61ade1d827', NULL, true);
INSERT INTO ghost.posts_authors (id, post_id, author_id, sort_order) VALUES
  ('4b4a3e3cd8045f74ae7a1ffb', 'f1b3a6fdccad5486b220e870', 'ae3fdb116c2f5b61ade1d827', 0),
  ('ff576cc4a84357848949bb56', '1651b888b69f5d4ca5aa98d5', '0f1dd3ae3ccc51ee8fcbf9d8', 0),
  ('c0adc0768d5f51dbbef72a4a', '23b44cf1ddec5c57b28931fc', '11957c5837db5f4fb308429f', 0),
  ('95ad0542689d542c80c3bf9c', '4323ad90e18f5639ad16aa96', 'cf31818e05275e9e8a5277ba', 0),
  ('a7d4227c84755c99970cbbb5', 'd8991376e91c58ac88fd139f', 'ae3fdb116c2f5b61ade1d827', 0),
  ('3fa2cc834d3e5e93a9d3ee10', '691d3606105158b7a4af541c', '0f1dd3ae3ccc51ee8fcbf9d8', 0),
  ('deff6ee09ae250a187770e37', '1c163978aad75435be2246a0', '11957c5837db5f4fb308429f', 0),
  ('b5c1806ee12f52be84020a4c', '7d1f5499ab4653e3bc892e63', 'cf31818e05275e9e8a5277ba', 0),
  ('8f967d61801b523abe28dfed', '4b1260ae0a8b52159ffe74a2', 'ae3fdb116c2f5b61ade1d827', 0),
  ('f3f85976d0975afa934717f8', 'ad503656a9f6573e93ac0414', '0f1dd3ae3ccc51ee8fcbf9d8', 0),
  ('5e7601c752055900be9f0d47', 'c1e7a68fe2715524aec906f3', '11957c5837db5f4fb308429f', 0),
  ('60b0522fcbec5fea90694fd6', 'f328a370241a5e6e97625ca8', 'cf31818e05275e9e8a5277ba', 0),
  ('7fe28c1e729359159ec363fd', 'dd326224701151cba6af2332', 'ae3fdb116c2f5b61ade1d827', 0),
  ('3b707f94c8dc5da8b1bba858', '49951091dd5257d4950c7f81', '0f1dd3ae3ccc51ee8fcbf9d8', 0),
  ('3f7a5d2fd8995d5eb5d4cc1c', '3ea931e974d55c36bc8226fd', '11957c5837db5f4fb308429f', 0),
  ('614ac336583f544a93e0d861', '37bbf319401f5d1a84601806', 'cf31818e05275e9e8a5277ba', 0),
  ('f670316dd8c559fbab58d282', '6505f51403575446b0adba8e', 'ae3fdb116c2f5b61ade1d827', 0),
  ('3343445481765c96bde52b67', 'd1ac3048c66355ababc0b9db', '0f1dd3ae3ccc51ee8fcbf9d8', 0),
  ('fb67d05a521b51ceac123ac0', 'bc05a858388550a59dc74364', '11957c5837db5f4fb308429f', 0),
  ('2c7d43ecc5fa546b93014148', '8daaeb588860592ea8e373b7', 'cf31818e05275e9e8a5277ba', 0);
INSERT INTO ghost.tags (id, name, slug, visibility, created_at) VALUES
  ('21f4de517436597da227a633', 'Tag 0', 'tag-0', 'public', now() - interval '38880000 seconds'),
  ('1ecaf54f496d5da0b1ca517b', 'Tag 1', 'tag-1', 'public', now() - interval '38880000 seconds'),
  ('7519d23bd6bb5c5d831cd915', 'Tag 2', 'tag-2', 'public', now() - interval '38880000 seconds'),
  ('24efc66995ae5f2da65c869a', 'Tag 3', 'tag-3', 'public', now() - interval '38880000 seconds');
INSERT INTO ghost.posts_tags (id, post_id, tag_id, sort_order) VALUES
  ('340d9eba6f34571e80bd10af', 'f1b3a6fdccad5486b220e870', '21f4de517436597da227a633', 0),
  ('e834b3cd85c7512299fbd650', '1651b888b69f5d4ca5aa98d5', '1ecaf54f496d5da0b1ca517b', 0),
  ('f184730eaf485864b71eb4ff', '23b44cf1ddec5c57b28931fc', '7519d23bd6bb5c5d831cd915', 0),
  ('1684dfa37c58548c9d213f2e', '4323ad90e18f5639ad16aa96', '24efc66995ae5f2da65c869a', 0),
  ('a25d910920eb54a2954c7ca9', 'd8991376e91c58ac88fd139f', '21f4de517436597da227a633', 0),
  ('e5f863dd15885188b8444fa9', '691d3606105158b7a4af541c', '1ecaf54f496d5da0b1ca517b', 0),
  ('344a8ea6a2a051d7908cf8f2', '1c163978aad75435be2246a0', '7519d23bd6bb5c5d831cd915', 0),
  ('8bb291f419dd5a1d8fdbd31d', '7d1f5499ab4653e3bc892e63', '24efc66995ae5f2da65c869a', 0),
  ('310094916f7f546e905e57d8', '4b1260ae0a8b52159ffe74a2', '21f4de517436597da227a633', 0),
  ('f8afb52617bb5fc6a71a451b', 'ad503656a9f6573e93ac0414', '1ecaf54f496d5da0b1ca517b', 0),
  ('0c341b206cc854b0acc4310e', 'c1e7a68fe2715524aec906f3', '7519d23bd6bb5c5d831cd915', 0),
  ('8e480632860150a699028444', 'f328a370241a5e6e97625ca8', '24efc66995ae5f2da65c869a', 0),
  ('dca2584534df558292090270', 'dd326224701151cba6af2332', '21f4de517436597da227a633', 0),
  ('21a262fd9c6c5a15b9d5bc74', '49951091dd5257d4950c7f81', '1ecaf54f496d5da0b1ca517b', 0),
  ('ffa9c080695f56c9a8349ddd', '3ea931e974d55c36bc8226fd', '7519d23bd6bb5c5d831cd915', 0),
  ('4e5ab53183ff53f6b8dd1528', '37bbf319401f5d1a84601806', '24efc66995ae5f2da65c869a', 0),
  ('44f793dca404501385e3beee', '6505f51403575446b0adba8e', '21f4de517436597da227a633', 0),
  ('0664d8770cee519891cc3e82', 'd1ac3048c66355ababc0b9db', '1ecaf54f496d5da0b1ca517b', 0),
  ('24dfdb4f537158e4b4c3a2c9', 'bc05a858388550a59dc74364', '7519d23bd6bb5c5d831cd915', 0),
  ('ed2cb4204c5f5e5aacf3ac9b', '8daaeb588860592ea8e373b7', '24efc66995ae5f2da65c869a', 0);
INSERT INTO ghost.post_revisions (id, post_id, lexical, created_at_ts, created_at, author_id, title, post_status, reason) VALUES
  ('883bc39c3c955c4e8b46745a', 'f1b3a6fdccad5486b220e870', '{"root":{}}', (extract(epoch from now() - interval '250.28812164322161 days')*1000)::bigint, now() - interval '21624894 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 0', 'draft', 'background_save'),
  ('9c6e864bfad85820b8250c66', '1651b888b69f5d4ca5aa98d5', '{"root":{}}', (extract(epoch from now() - interval '26.211543695925243 days')*1000)::bigint, now() - interval '2264677 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 1', 'draft', 'background_save'),
  ('e03777bd5be65d8aa47e6f00', '23b44cf1ddec5c57b28931fc', '{"root":{}}', (extract(epoch from now() - interval '5.267196621949655 days')*1000)::bigint, now() - interval '455086 seconds', '11957c5837db5f4fb308429f', 'Post 2', 'draft', 'background_save'),
  ('4d432be74ef457199699883c', '4323ad90e18f5639ad16aa96', '{"root":{}}', (extract(epoch from now() - interval '334.987632838584 days')*1000)::bigint, now() - interval '28942931 seconds', 'cf31818e05275e9e8a5277ba', 'Post 3', 'draft', 'background_save'),
  ('69c251fb85595bfa8f99eadd', 'd8991376e91c58ac88fd139f', '{"root":{}}', (extract(epoch from now() - interval '103.74160573120305 days')*1000)::bigint, now() - interval '8963275 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 4', 'draft', 'background_save'),
  ('bd490350271858f69cef1f5d', '691d3606105158b7a4af541c', '{"root":{}}', (extract(epoch from now() - interval '93.73238441867855 days')*1000)::bigint, now() - interval '8098478 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 5', 'draft', 'background_save'),
  ('12e6df2f00015c94aeb1a526', '1c163978aad75435be2246a0', '{"root":{}}', (extract(epoch from now() - interval '398.2579342041851 days')*1000)::bigint, now() - interval '34409486 seconds', '11957c5837db5f4fb308429f', 'Post 6', 'draft', 'background_save'),
  ('79c2db755b3652ebb8393346', '7d1f5499ab4653e3bc892e63', '{"root":{}}', (extract(epoch from now() - interval '188.10540300897918 days')*1000)::bigint, now() - interval '16252307 seconds', 'cf31818e05275e9e8a5277ba', 'Post 7', 'draft', 'background_save'),
  ('aef20790f6f957a1a151725f', '4b1260ae0a8b52159ffe74a2', '{"root":{}}', (extract(epoch from now() - interval '334.5845805097555 days')*1000)::bigint, now() - interval '28908108 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 8', 'draft', 'background_save'),
  ('b2093094cdee5268877d7d86', 'ad503656a9f6573e93ac0414', '{"root":{}}', (extract(epoch from now() - interval '190.54128347973398 days')*1000)::bigint, now() - interval '16462767 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 9', 'draft', 'background_save'),
  ('a330ca963ea756509c8a6f73', 'c1e7a68fe2715524aec906f3', '{"root":{}}', (extract(epoch from now() - interval '255.62725621766478 days')*1000)::bigint, now() - interval '22086195 seconds', '11957c5837db5f4fb308429f', 'Post 10', 'draft', 'background_save'),
  ('7093322f34d6555197ec10a0', 'f328a370241a5e6e97625ca8', '{"root":{}}', (extract(epoch from now() - interval '60.246569609409576 days')*1000)::bigint, now() - interval '5205304 seconds', 'cf31818e05275e9e8a5277ba', 'Post 11', 'draft', 'background_save'),
  ('54874c4825d152d9be174c04', 'dd326224701151cba6af2332', '{"root":{}}', (extract(epoch from now() - interval '253.94426331407539 days')*1000)::bigint, now() - interval '21940784 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 12', 'draft', 'background_save'),
  ('90dd5b18bc995e8883c05734', '49951091dd5257d4950c7f81', '{"root":{}}', (extract(epoch from now() - interval '347.2181228573187 days')*1000)::bigint, now() - interval '29999646 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 13', 'draft', 'background_save'),
  ('d6fa82bcf5ed59c4be60fc20', '3ea931e974d55c36bc8226fd', '{"root":{}}', (extract(epoch from now() - interval '209.27248415332053 days')*1000)::bigint, now() - interval '18081143 seconds', '11957c5837db5f4fb308429f', 'Post 14', 'draft', 'background_save'),
  ('e4f3efd083de55c29c5893ab', '37bbf319401f5d1a84601806', '{"root":{}}', (extract(epoch from now() - interval '296.5007424805961 days')*1000)::bigint, now() - interval '25617664 seconds', 'cf31818e05275e9e8a5277ba', 'Post 15', 'draft', 'background_save'),
  ('1ee67962ef5f5209bf80ab52', '6505f51403575446b0adba8e', '{"root":{}}', (extract(epoch from now() - interval '268.564590147837 days')*1000)::bigint, now() - interval '23203981 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 16', 'draft', 'background_save'),
  ('b7bf6b68afb152949f34fa1c', 'd1ac3048c66355ababc0b9db', '{"root":{}}', (extract(epoch from now() - interval '25.612575290798922 days')*1000)::bigint, now() - interval '2212927 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 17', 'draft', 'background_save'),
  ('57269cdc7eea537fb6b6678c', 'bc05a858388550a59dc74364', '{"root":{}}', (extract(epoch from now() - interval '303.29209851472694 days')*1000)::bigint, now() - interval '26204437 seconds', '11957c5837db5f4fb308429f', 'Post 18', 'draft', 'background_save'),
  ('ca687cb50bef5bb0806d457a', '8daaeb588860592ea8e373b7', '{"root":{}}', (extract(epoch from now() - interval '236.43983317252705 days')*1000)::bigint, now() - interval '20428402 seconds', 'cf31818e05275e9e8a5277ba', 'Post 19', 'draft', 'background_save'),
  ('65c54f7a1aad5f90a33ab865', 'f1b3a6fdccad5486b220e870', '{"root":{}}', (extract(epoch from now() - interval '120.50706380628493 days')*1000)::bigint, now() - interval '10411810 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 0', 'draft', 'background_save'),
  ('15ce3777d4d95b46b66291ef', '1651b888b69f5d4ca5aa98d5', '{"root":{}}', (extract(epoch from now() - interval '12.404700587899997 days')*1000)::bigint, now() - interval '1071766 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 1', 'draft', 'background_save'),
  ('d2a60115887c51fa882f494a', '23b44cf1ddec5c57b28931fc', '{"root":{}}', (extract(epoch from now() - interval '346.21089479157826 days')*1000)::bigint, now() - interval '29912621 seconds', '11957c5837db5f4fb308429f', 'Post 2', 'draft', 'background_save'),
  ('6412596e114854459c6e7824', '4323ad90e18f5639ad16aa96', '{"root":{}}', (extract(epoch from now() - interval '189.09963546618673 days')*1000)::bigint, now() - interval '16338209 seconds', 'cf31818e05275e9e8a5277ba', 'Post 3', 'draft', 'background_save'),
  ('b755a7a1548f5b4a989d0276', 'd8991376e91c58ac88fd139f', '{"root":{}}', (extract(epoch from now() - interval '287.52956962632123 days')*1000)::bigint, now() - interval '24842555 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 4', 'draft', 'background_save'),
  ('6b802d9a1f695d0e89fc2954', '691d3606105158b7a4af541c', '{"root":{}}', (extract(epoch from now() - interval '351.52512010219266 days')*1000)::bigint, now() - interval '30371770 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 5', 'draft', 'background_save'),
  ('b9c6c04e9cc8505d8482dd92', '1c163978aad75435be2246a0', '{"root":{}}', (extract(epoch from now() - interval '285.65179344448103 days')*1000)::bigint, now() - interval '24680315 seconds', '11957c5837db5f4fb308429f', 'Post 6', 'draft', 'background_save'),
  ('57f8dffef899500e84a354e6', '7d1f5499ab4653e3bc892e63', '{"root":{}}', (extract(epoch from now() - interval '368.4394670335498 days')*1000)::bigint, now() - interval '31833170 seconds', 'cf31818e05275e9e8a5277ba', 'Post 7', 'draft', 'background_save'),
  ('94cf45045f77585bbc2aa9df', '4b1260ae0a8b52159ffe74a2', '{"root":{}}', (extract(epoch from now() - interval '157.98536160029758 days')*1000)::bigint, now() - interval '13649935 seconds', 'ae3fdb116c2f5b61ade1d827', 'Post 8', 'draft', 'background_save'),
  ('b3f739642d3750699c6b7904', 'ad503656a9f6573e93ac0414', '{"root":{}}', (extract(epoch from now() - interval '320.3635083940913 days')*1000)::bigint, now() - interval '27679407 seconds', '0f1dd3ae3ccc51ee8fcbf9d8', 'Post 9', 'draft', 'background_save');
INSERT INTO ghost.products (id, name, slug, active, visibility, trial_days, type, currency, monthly_price, yearly_price, created_at) VALUES
  ('1e76c7ea77255708950c14d7', 'Free', 'free', true, 'public', 0, 'free', NULL, NULL, NULL, now() - interval '43200000 seconds'),
  ('a34e5bfbb95d52309ff63c18', 'Supporter', 'supporter', true, 'public', 0, 'paid', 'usd', 500, 5000, now() - interval '43200000 seconds');
INSERT INTO ghost.members (id, uuid, transient_id, email, status, name, enable_comment_notifications, email_count, email_opened_count, email_disabled, last_seen_at, created_at, updated_at) VALUES
  ('6a7863c0b29a5bf6be7833fd', '73c5a90f-2222-5c11-99fa-8fb2cf7cd621', 'af9ec197-4f9f-5c3b-9965-2a06d92e9a36', 'reader0@mail.example', 'free', 'Reader 0', true, 28, 4, false, now() - interval '4556045 seconds', now() - interval '32832000 seconds', now() - interval '86400 seconds'),
  ('84720d2519bd5e97ae1c5e51', 'dda7463e-3af4-5f4c-9b6a-51c9c55e48c0', 'ddbd471f-fb5c-5872-ada2-e9928dba7853', 'reader1@mail.example', 'paid', 'Reader 1', true, 6, 1, false, now() - interval '704863 seconds', now() - interval '31795200 seconds', now() - interval '86400 seconds'),
  ('1a49428b1fee585793b0bcf8', '304eb07d-4094-55d3-9a13-61081a39d756', 'd7f9c08b-1f04-5939-ba8c-6116d71d0b95', 'reader2@mail.example', 'comped', 'Reader 2', true, 13, 8, false, now() - interval '5005049 seconds', now() - interval '30758400 seconds', now() - interval '86400 seconds'),
  ('495af30c03d558d395c0b982', 'f5ee8622-97f3-58b6-af6b-4acec560c76b', '74e71ee7-dca7-5ebb-9eb1-b245fa38d6ea', 'reader3@mail.example', 'free', 'Reader 3', true, 27, 20, false, now() - interval '4433489 seconds', now() - interval '29721600 seconds', now() - interval '86400 seconds'),
  ('25242ae3369155c2a3b79a06', '043b6db7-07f1-5981-b720-2815886fd15a', 'e69306b1-df3b-54c4-bb4c-9d45528a3e3a', 'reader4@mail.example', 'paid', 'Reader 4', true, 26, 16, false, now() - interval '4320745 seconds', now() - interval '28684800 seconds', now() - interval '86400 seconds'),
  ('c785d81186985bf883f0c26c', 'b3b8c251-7470-5af1-85e3-3a59751a1926', '00321245-bd33-54ed-bd1d-bad81d8e22c0', 'reader5@mail.example', 'comped', 'Reader 5', true, 36, 11, false, now() - interval '2768790 seconds', now() - interval '27648000 seconds', now() - interval '86400 seconds'),
  ('40dad8681fbb5b5796589513', 'cce100fb-27d8-5573-95d8-55d484b454b2', '9907a813-f223-5e60-ac03-74f8120dc035', 'reader6@mail.example', 'free', 'Reader 6', true, 26, 18, false, now() - interval '1204691 seconds', now() - interval '26611200 seconds', now() - interval '86400 seconds'),
  ('c2071296735d5895a44ff99c', '5b8e4cbe-46fc-5558-becf-3b2e82177008', 'cfb361ac-55e0-5dbf-8805-bad23624708e', 'reader7@mail.example', 'paid', 'Reader 7', true, 21, 0, false, now() - interval '4439581 seconds', now() - interval '25574400 seconds', now() - interval '86400 seconds'),
  ('d31381731a215b66a7d0e875', '17ec02e1-7778-5d9d-bb07-cf1500342a49', 'd671ff5d-c13c-5bd5-a1e7-6cbc429d3517', 'reader8@mail.example', 'comped', 'Reader 8', true, 38, 5, false, now() - interval '3621625 seconds', now() - interval '24537600 seconds', now() - interval '86400 seconds'),
  ('9f1ce90813355bcab52fabed', '57dcc2e2-c632-5192-bfff-94319041fe3b', '366d926c-07a6-5469-89cc-a1eaf3178dd7', 'reader9@mail.example', 'free', 'Reader 9', true, 20, 17, false, now() - interval '4689944 seconds', now() - interval '23500800 seconds', now() - interval '86400 seconds'),
  ('852c2a92866c589e8f19dd83', '03ed8a4d-0c49-56c5-9aba-c6a2bb37504e', '2d75e6b4-0a55-586c-a9cd-644b2ac2e9a4', 'reader10@mail.example', 'paid', 'Reader 10', true, 36, 3, false, now() - interval '3700427 seconds', now() - interval '22464000 seconds', now() - interval '86400 seconds'),
  ('db44c5222dc054e492355016', '363bcd24-ab54-515d-81f5-73fa0b33325d', 'a17f1789-6ca3-5a09-bb59-cc6e6272191e', 'reader11@mail.example', 'comped', 'Reader 11', true, 13, 20, false, now() - interval '4311056 seconds', now() - interval '21427200 seconds', now() - interval '86400 seconds'),
  ('7db82aaabeed5f19abfb75d9', 'b533639f-0551-5567-b647-e6bd83655c68', '1c2ba9b2-2b6a-5a87-89b1-24a5a024176b', 'reader12@mail.example', 'free', 'Reader 12', true, 36, 8, false, now() - interval '1477219 seconds', now() - interval '20390400 seconds', now() - interval '86400 seconds'),
  ('cce326c02f305e11a4e069a1', '939ab391-58af-59fe-bd85-e9006b28aeb1', 'adb30fb4-48ad-5d20-ae89-0026cd8ce301', 'reader13@mail.example', 'paid', 'Reader 13', true, 4, 15, false, now() - interval '4426838 seconds', now() - interval '19353600 seconds', now() - interval '86400 seconds'),
  ('2f92e4e3525f56a0ad30e1ef', '4eb6c9e3-a5d4-5552-9bb9-32b6917c3776', '8ca27ad4-8d7a-547a-bdb5-f1a70e9ae1ca', 'reader14@mail.example', 'comped', 'Reader 14', true, 30, 2, false, now() - interval '1783712 seconds', now() - interval '18316800 seconds', now() - interval '86400 seconds'),
  ('a4db835e57785075974c1966', '33193278-3c24-5dd4-af16-e967641c1a8e', 'c8c31efe-dacd-571e-8598-eae8b6248c8c', 'reader15@mail.example', 'free', 'Reader 15', true, 4, 13, false, now() - interval '4650546 seconds', now() - interval '17280000 seconds', now() - interval '86400 seconds'),
  ('f381f900aec05295b0049c12', '6d718660-038c-5275-85a9-57008ed917cc', '8d06d3a9-0330-5408-a587-a2810d5bf261', 'reader16@mail.example', 'paid', 'Reader 16', true, 1, 9, false, now() - interval '2214303 seconds', now() - interval '16243200 seconds', now() - interval '86400 seconds'),
  ('84bb6663ad8b5b35b8cfef08', 'e892bbd8-7223-5f3a-9ed9-5fc3fa473c3a', '3a2c1de4-414c-59a1-a11c-34473af8b6cf', 'reader17@mail.example', 'comped', 'Reader 17', true, 26, 3, false, now() - interval '229081 seconds', now() - interval '15206400 seconds', now() - interval '86400 seconds'),
  ('3546715f7f435e6d970b9305', '77ed43b7-aa7e-560a-a355-afaa7f6adeb8', '7457f8b0-4f40-5fe6-acc2-15bfb049a571', 'reader18@mail.example', 'free', 'Reader 18', true, 39, 1, false, now() - interval '1958540 seconds', now() - interval '14169600 seconds', now() - interval '86400 seconds'),
  ('806adc33ccf3582ab5be6265', '956ce437-b6e4-5105-aa57-9a458a03dfe4', 'f70d4c70-31c2-5e27-a754-34f2c6f41855', 'reader19@mail.example', 'paid', 'Reader 19', true, 37, 10, false, now() - interval '2855614 seconds', now() - interval '13132800 seconds', now() - interval '86400 seconds'),
  ('14416b210a055254925556bc', '259df43a-9ad4-5cb8-8e02-daafb41fc7cb', '0bf1597d-be79-5c54-8374-1a542bf4b640', 'reader20@mail.example', 'comped', 'Reader 20', true, 17, 16, false, now() - interval '1223173 seconds', now() - interval '12096000 seconds', now() - interval '86400 seconds'),
  ('acd2d6d30eb95d488655f355', 'a2d8bbc5-053f-5da0-9a10-7f1506e4b1cd', '4c4d309f-2921-5880-9685-49aa6c5411b8', 'reader21@mail.example', 'free', 'Reader 21', true, 2, 9, false, now() - interval '37494 seconds', now() - interval '11059200 seconds', now() - interval '86400 seconds'),
  ('0099f43b46475b7e90326684', '33f077bf-bab9-50b2-9af7-bde080417db4', '87c3e0c1-736a-5397-86b3-864cbecba8f3', 'reader22@mail.example', 'paid', 'Reader 22', true, 6, 19, false, now() - interval '2776437 seconds', now() - interval '10022400 seconds', now() - interval '86400 seconds'),
  ('faa2c87ce0b657ae8b1f083c', '5d87a92b-2a49-5af5-802f-e974b8820fe3', 'ced03939-0601-5a0c-ab5f-848f966b430c', 'reader23@mail.example', 'comped', 'Reader 23', true, 12, 13, false, now() - interval '1511719 seconds', now() - interval '8985600 seconds', now() - interval '86400 seconds'),
  ('26fd39fe289e5acea27bddde', '55461f71-77b9-56c5-892f-24769e46194a', '93a72fc9-1b7a-53b0-9463-5c591021e3f0', 'reader24@mail.example', 'free', 'Reader 24', true, 16, 4, false, now() - interval '3575576 seconds', now() - interval '7948800 seconds', now() - interval '86400 seconds'),
  ('302d9ba7cd235cd190ac23f4', '029a591b-c57c-525c-821c-b9167e6d73f3', 'f35706c1-4c53-589c-9967-f91160ad78c7', 'reader25@mail.example', 'paid', 'Reader 25', true, 21, 10, false, now() - interval '1867259 seconds', now() - interval '6912000 seconds', now() - interval '86400 seconds'),
  ('2836fb184c0b538bace15a43', '9ffefe34-d162-51e2-8d52-3e7006b4de96', 'a8ac8d3d-c254-5974-be2f-2cd63592af93', 'reader26@mail.example', 'comped', 'Reader 26', true, 8, 12, false, now() - interval '1953078 seconds', now() - interval '5875200 seconds', now() - interval '86400 seconds'),
  ('e1226acb513e5295954ce1b1', '3aa8ab72-f576-5c75-8005-4b54fd7f33ea', '6b49ecf8-6990-53b9-94c0-981483ea1eef', 'reader27@mail.example', 'free', 'Reader 27', true, 33, 12, false, now() - interval '3337919 seconds', now() - interval '4838400 seconds', now() - interval '86400 seconds'),
  ('7ea0ddbe9fa45d3cb80eb9ed', '247a329d-bf38-56d7-be7c-da51500d0b7a', 'fa0bb5e4-37c7-580f-967d-79adbed203d6', 'reader28@mail.example', 'paid', 'Reader 28', true, 38, 17, false, now() - interval '531738 seconds', now() - interval '3801600 seconds', now() - interval '86400 seconds'),
  ('fb46c33cfed65c82ae6911ef', '4f638a96-a52c-5c78-bf44-74c5e1a837d5', '4d468444-dda5-517d-af32-55be7df23085', 'reader29@mail.example', 'comped', 'Reader 29', true, 32, 8, false, now() - interval '2235297 seconds', now() - interval '2764800 seconds', now() - interval '86400 seconds');
INSERT INTO ghost.members_newsletters (id, member_id, newsletter_id) VALUES
  ('8800539a90d753d085cc3cf1', '6a7863c0b29a5bf6be7833fd', 'ed92bd02f92a5cdb9f32c1c5'),
  ('750ef5b0eae35fa391114624', '84720d2519bd5e97ae1c5e51', 'ed92bd02f92a5cdb9f32c1c5'),
  ('3e2b4015883056b0b1d46009', '1a49428b1fee585793b0bcf8', 'ed92bd02f92a5cdb9f32c1c5'),
  ('5c0123521a735770b5a1a9ef', '495af30c03d558d395c0b982', 'ed92bd02f92a5cdb9f32c1c5'),
  ('fd83961972ac501481cd1ac4', '25242ae3369155c2a3b79a06', 'ed92bd02f92a5cdb9f32c1c5'),
  ('bf8c8ecff04f506bb5a3a7eb', 'c785d81186985bf883f0c26c', 'ed92bd02f92a5cdb9f32c1c5'),
  ('c3953c08f61a56e0a33870bb', '40dad8681fbb5b5796589513', 'ed92bd02f92a5cdb9f32c1c5'),
  ('453ad0140cf95c0eaa5659c0', 'c2071296735d5895a44ff99c', 'ed92bd02f92a5cdb9f32c1c5'),
  ('fa4d964ecc92564f81c061b6', 'd31381731a215b66a7d0e875', 'ed92bd02f92a5cdb9f32c1c5'),
  ('a98b366e76ba59d984b18093', '9f1ce90813355bcab52fabed', 'ed92bd02f92a5cdb9f32c1c5'),
  ('6a655e1c30b250ad99db932b', '852c2a92866c589e8f19dd83', 'ed92bd02f92a5cdb9f32c1c5'),
  ('34e84b81faa55e0db105a9e3', 'db44c5222dc054e492355016', 'ed92bd02f92a5cdb9f32c1c5'),
  ('0a7f14c077345d6ea33c449c', '7db82aaabeed5f19abfb75d9', 'ed92bd02f92a5cdb9f32c1c5'),
  ('3beafd72061f506dade0f563', 'cce326c02f305e11a4e069a1', 'ed92bd02f92a5cdb9f32c1c5'),
  ('607a477780d350448ad05581', '2f92e4e3525f56a0ad30e1ef', 'ed92bd02f92a5cdb9f32c1c5'),
  ('8403ccfb47e1501a9acba54a', 'a4db835e57785075974c1966', 'ed92bd02f92a5cdb9f32c1c5'),
  ('c03ec5f56fd15b16b540c3d0', 'f381f900aec05295b0049c12', 'ed92bd02f92a5cdb9f32c1c5'),
  ('3f4b5ebc5ff35f64bc36affa', '84bb6663ad8b5b35b8cfef08', 'ed92bd02f92a5cdb9f32c1c5'),
  ('4b9a6690fea952fe94e59762', '3546715f7f435e6d970b9305', 'ed92bd02f92a5cdb9f32c1c5'),
  ('d0fb6191beee564fbb899873', '806adc33ccf3582ab5be6265', 'ed92bd02f92a5cdb9f32c1c5'),
  ('fa4689bbccd357aeab3b1a83', '14416b210a055254925556bc', 'ed92bd02f92a5cdb9f32c1c5'),
  ('66d92329805f515b825f830c', 'acd2d6d30eb95d488655f355', 'ed92bd02f92a5cdb9f32c1c5'),
  ('0b4e5da0472f559abcd036b8', '0099f43b46475b7e90326684', 'ed92bd02f92a5cdb9f32c1c5'),
  ('f3c530d928f453edb81c3913', 'faa2c87ce0b657ae8b1f083c', 'ed92bd02f92a5cdb9f32c1c5'),
  ('771fca53de4b5db1aabadce3', '26fd39fe289e5acea27bddde', 'ed92bd02f92a5cdb9f32c1c5');
INSERT INTO ghost.members_products (id, member_id, product_id, sort_order, expiry_at) VALUES
  ('550201fabe16535db6868dbd', '84720d2519bd5e97ae1c5e51', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('14ae4552807355fabdc7123e', '1a49428b1fee585793b0bcf8', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '172800 seconds'),
  ('8ac1be3ee12e5fa39e174e2b', '25242ae3369155c2a3b79a06', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('f8c7ba83c179596ea985e507', 'c785d81186985bf883f0c26c', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '172800 seconds'),
  ('f5479b4646d451dfafd01d56', 'c2071296735d5895a44ff99c', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('77707bd8141256099b2e77e6', 'd31381731a215b66a7d0e875', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '-2592000 seconds'),
  ('83e20c60259b5669bf6bfcc4', '852c2a92866c589e8f19dd83', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('5c7a57ef03465ffdad8bc509', 'db44c5222dc054e492355016', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '-432000 seconds'),
  ('b8943396a2f659219150d370', 'cce326c02f305e11a4e069a1', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('53d57fc1a47557dd979ed3c7', '2f92e4e3525f56a0ad30e1ef', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '-432000 seconds'),
  ('7d0e3549759a552f918c3a8c', 'f381f900aec05295b0049c12', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('0541b5cdf04750d0bd3b66c4', '84bb6663ad8b5b35b8cfef08', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '-432000 seconds'),
  ('d76e6c9496545359bc419303', '806adc33ccf3582ab5be6265', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('51bb051a002e567a82e0b41c', '14416b210a055254925556bc', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '172800 seconds'),
  ('2158b999004f5e01b8662ccc', '0099f43b46475b7e90326684', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('38aa5e1e5dd55b1391d50231', 'faa2c87ce0b657ae8b1f083c', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '-432000 seconds'),
  ('27b33c89b4b15bcb870c5972', '302d9ba7cd235cd190ac23f4', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('f1a569911fe2597682fa29dc', '2836fb184c0b538bace15a43', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '172800 seconds'),
  ('7a5c871c58ee5a47a7c08536', '7ea0ddbe9fa45d3cb80eb9ed', 'a34e5bfbb95d52309ff63c18', 0, NULL),
  ('4aea5b6c8ad9501ba6e8b5d3', 'fb46c33cfed65c82ae6911ef', 'a34e5bfbb95d52309ff63c18', 0, now() - interval '-432000 seconds');
INSERT INTO ghost.members_login_events (id, member_id, created_at) VALUES
  ('3916a48caea052fea3c35d3f', '6a7863c0b29a5bf6be7833fd', now() - interval '376172 seconds'),
  ('8fb0462d7a515d7ea024c45b', '84720d2519bd5e97ae1c5e51', now() - interval '13632186 seconds'),
  ('b783212110a45e418a63bc51', '1a49428b1fee585793b0bcf8', now() - interval '19041418 seconds'),
  ('5b41c955b14c53d3b07e212c', '495af30c03d558d395c0b982', now() - interval '658376 seconds'),
  ('d5e5d6e2f26a50a392482b01', '25242ae3369155c2a3b79a06', now() - interval '20217878 seconds'),
  ('6630cff85c8f5c6bb1ea1726', 'c785d81186985bf883f0c26c', now() - interval '20755751 seconds'),
  ('fd24b7be4e31587d8be3abce', '40dad8681fbb5b5796589513', now() - interval '1972563 seconds'),
  ('01b7123c62c35b73811c4216', 'c2071296735d5895a44ff99c', now() - interval '20596863 seconds'),
  ('67fa6d549338528b99b9f076', 'd31381731a215b66a7d0e875', now() - interval '15307934 seconds'),
  ('5130a2fa6a565f15b15bdc8e', '9f1ce90813355bcab52fabed', now() - interval '22302167 seconds'),
  ('4e0cb5a16bf458048157cf9e', '852c2a92866c589e8f19dd83', now() - interval '11575808 seconds'),
  ('0250f35ae1d75f488f604b58', 'db44c5222dc054e492355016', now() - interval '23210591 seconds'),
  ('ee43d9b27765537190c5bbeb', '7db82aaabeed5f19abfb75d9', now() - interval '24231142 seconds'),
  ('d74e748e6ada534d9fdc3ad3', 'cce326c02f305e11a4e069a1', now() - interval '728295 seconds'),
  ('b90592196cea5d63b140daaa', '2f92e4e3525f56a0ad30e1ef', now() - interval '1988858 seconds'),
  ('fd0a57e2e83b58b88287e45c', 'a4db835e57785075974c1966', now() - interval '22195099 seconds'),
  ('0bf712082df054019e259062', 'f381f900aec05295b0049c12', now() - interval '31627249 seconds'),
  ('ce44857e6cf65b4fabb369d5', '84bb6663ad8b5b35b8cfef08', now() - interval '8244847 seconds'),
  ('c1ed77f62e1e5e98aa6e21a0', '3546715f7f435e6d970b9305', now() - interval '14981640 seconds'),
  ('3e785daaa9d65970851c35d6', '806adc33ccf3582ab5be6265', now() - interval '19458603 seconds'),
  ('215c14f3171e51c4a2e1e420', '14416b210a055254925556bc', now() - interval '10507073 seconds'),
  ('adfb27b96ef25777a7bbeedf', 'acd2d6d30eb95d488655f355', now() - interval '11949373 seconds'),
  ('49e3710a1c0c57d9a96adc04', '0099f43b46475b7e90326684', now() - interval '10265603 seconds'),
  ('7aaf7e597d7d5faa8a22efdd', 'faa2c87ce0b657ae8b1f083c', now() - interval '12120063 seconds'),
  ('e0817c9bfa855aeab76e727b', '26fd39fe289e5acea27bddde', now() - interval '19555445 seconds'),
  ('f81e6359f71e5015b4fce7f8', '302d9ba7cd235cd190ac23f4', now() - interval '9862863 seconds'),
  ('e6319422e4375c0b8d9dca8a', '2836fb184c0b538bace15a43', now() - interval '12382928 seconds'),
  ('79debc2f5eb45213a29c59d7', 'e1226acb513e5295954ce1b1', now() - interval '25355281 seconds'),
  ('8058fa75ec455491bdbc0194', '7ea0ddbe9fa45d3cb80eb9ed', now() - interval '883877 seconds'),
  ('83a0bf06f9705e2e89f59279', 'fb46c33cfed65c82ae6911ef', now() - interval '18689879 seconds'),
  ('587ab324c9e1542fa5a8576e', '6a7863c0b29a5bf6be7833fd', now() - interval '24137206 seconds'),
  ('3a76a3143cbc535f9787c703', '84720d2519bd5e97ae1c5e51', now() - interval '10178468 seconds'),
  ('0b20455c2af057048ba343ac', '1a49428b1fee585793b0bcf8', now() - interval '7306362 seconds'),
  ('13cac2234eab5b09a19cb49f', '495af30c03d558d395c0b982', now() - interval '26390613 seconds'),
  ('a259702622925c7eac513d00', '25242ae3369155c2a3b79a06', now() - interval '7836840 seconds'),
  ('fc9e30c48ce65d6c88d66d08', 'c785d81186985bf883f0c26c', now() - interval '6152531 seconds'),
  ('efe5d98e63a9517b90acbd8f', '40dad8681fbb5b5796589513', now() - interval '14289613 seconds'),
  ('dfb8c6e9ef0a56079d12be16', 'c2071296735d5895a44ff99c', now() - interval '22918916 seconds'),
  ('1733b1efedbf56dd92fbb209', 'd31381731a215b66a7d0e875', now() - interval '3343666 seconds'),
  ('444253659b3657e8b3465ce2', '9f1ce90813355bcab52fabed', now() - interval '10570787 seconds'),
  ('f8388a95cecf5521bacbf57f', '852c2a92866c589e8f19dd83', now() - interval '10957800 seconds'),
  ('8808f5822c3e5d4d86e46f05', 'db44c5222dc054e492355016', now() - interval '27366749 seconds'),
  ('b7b1811c53fa5947ad98f1c4', '7db82aaabeed5f19abfb75d9', now() - interval '14394558 seconds'),
  ('3cd1aaff57da54e2a31fe64d', 'cce326c02f305e11a4e069a1', now() - interval '28088931 seconds'),
  ('7a49de6407885b20a38b1940', '2f92e4e3525f56a0ad30e1ef', now() - interval '5557940 seconds'),
  ('e5be968abed95e1f945bd116', 'a4db835e57785075974c1966', now() - interval '11054870 seconds'),
  ('a60b3bc6a35457c7b9611052', 'f381f900aec05295b0049c12', now() - interval '21348429 seconds'),
  ('88ad8c54682151ce92a251b9', '84bb6663ad8b5b35b8cfef08', now() - interval '29052980 seconds'),
  ('1548aabc1c5153b4a9cbdeaf', '3546715f7f435e6d970b9305', now() - interval '14810587 seconds'),
  ('ae1a1c7dd63a5213a7f74a04', '806adc33ccf3582ab5be6265', now() - interval '7388114 seconds'),
  ('1dfa81b74bd35d9e9fc80d9c', '14416b210a055254925556bc', now() - interval '3970023 seconds'),
  ('0df20b0c99145b34952ba111', 'acd2d6d30eb95d488655f355', now() - interval '17388734 seconds'),
  ('e05fe9c367235c56835ce9b6', '0099f43b46475b7e90326684', now() - interval '6264471 seconds'),
  ('c2d226323e86557c901c2a17', 'faa2c87ce0b657ae8b1f083c', now() - interval '26488110 seconds'),
  ('57709b85e1e25c21a4980bde', '26fd39fe289e5acea27bddde', now() - interval '27528856 seconds'),
  ('f062463f2ddc5a0c84d5dbac', '302d9ba7cd235cd190ac23f4', now() - interval '6027506 seconds'),
  ('990517defc76526082ea15da', '2836fb184c0b538bace15a43', now() - interval '9146737 seconds'),
  ('57868bc9538e503a999a8b86', 'e1226acb513e5295954ce1b1', now() - interval '26502858 seconds'),
  ('1551a23447d6587f98595763', '7ea0ddbe9fa45d3cb80eb9ed', now() - interval '21076084 seconds'),
  ('a0ed628646c55157b15bff35', 'fb46c33cfed65c82ae6911ef', now() - interval '26471057 seconds');
INSERT INTO ghost.members_status_events (id, member_id, from_status, to_status, created_at) VALUES
  ('774f000014445137944aa118', '6a7863c0b29a5bf6be7833fd', NULL, 'free', now() - interval '32832000 seconds'),
  ('2244b8992b86516aaa6f3149', '84720d2519bd5e97ae1c5e51', NULL, 'free', now() - interval '31795200 seconds'),
  ('2d1b51849ad1593fb3ec6dd1', '1a49428b1fee585793b0bcf8', NULL, 'free', now() - interval '30758400 seconds'),
  ('97734d08bf9c5330ac51c929', '495af30c03d558d395c0b982', NULL, 'free', now() - interval '29721600 seconds'),
  ('943dd9301b3a5ec6a58e2cc9', '25242ae3369155c2a3b79a06', NULL, 'free', now() - interval '28684800 seconds'),
  ('ac0aacfddbf15f4dacde6d40', 'c785d81186985bf883f0c26c', NULL, 'free', now() - interval '27648000 seconds'),
  ('ec9addc03ecd561e986a40ab', '40dad8681fbb5b5796589513', NULL, 'free', now() - interval '26611200 seconds'),
  ('b75150a4d38e5afb9dfa8d77', 'c2071296735d5895a44ff99c', NULL, 'free', now() - interval '25574400 seconds'),
  ('5fa8b520917f5e6b9d894f2e', 'd31381731a215b66a7d0e875', NULL, 'free', now() - interval '24537600 seconds'),
  ('1c26d5289c0e514482d8a597', '9f1ce90813355bcab52fabed', NULL, 'free', now() - interval '23500800 seconds'),
  ('4d05ab02e89a5eed88bb5b49', '852c2a92866c589e8f19dd83', NULL, 'free', now() - interval '22464000 seconds'),
  ('73a3109315295616916d0ffd', 'db44c5222dc054e492355016', NULL, 'free', now() - interval '21427200 seconds'),
  ('2bc8afc971dc5e1fa71612dd', '7db82aaabeed5f19abfb75d9', NULL, 'free', now() - interval '20390400 seconds'),
  ('ecd2201fdea45729bd2191f0', 'cce326c02f305e11a4e069a1', NULL, 'free', now() - interval '19353600 seconds'),
  ('afe429baa55750269c6bd5d4', '2f92e4e3525f56a0ad30e1ef', NULL, 'free', now() - interval '18316800 seconds'),
  ('2d7679b3f16c5c058cbb1e2c', 'a4db835e57785075974c1966', NULL, 'free', now() - interval '17280000 seconds'),
  ('2d6254c5a1da50b19ee9aef9', 'f381f900aec05295b0049c12', NULL, 'free', now() - interval '16243200 seconds'),
  ('2bd1330e622856bc85c92454', '84bb6663ad8b5b35b8cfef08', NULL, 'free', now() - interval '15206400 seconds'),
  ('78c3b6387ed45880a0a9be9a', '3546715f7f435e6d970b9305', NULL, 'free', now() - interval '14169600 seconds'),
  ('2c0974ccc1725ef9a4097b78', '806adc33ccf3582ab5be6265', NULL, 'free', now() - interval '13132800 seconds'),
  ('3541eaed3c705b92bdd9ee87', '14416b210a055254925556bc', NULL, 'free', now() - interval '12096000 seconds'),
  ('ee10c92a98f652d38b43dbb8', 'acd2d6d30eb95d488655f355', NULL, 'free', now() - interval '11059200 seconds'),
  ('ef12746de76a58df9bc836a4', '0099f43b46475b7e90326684', NULL, 'free', now() - interval '10022400 seconds'),
  ('913f04735cbf5abcae2e2e25', 'faa2c87ce0b657ae8b1f083c', NULL, 'free', now() - interval '8985600 seconds'),
  ('8900f47c4b955f25b4be4c69', '26fd39fe289e5acea27bddde', NULL, 'free', now() - interval '7948800 seconds'),
  ('9d4c008634f6500ca4489331', '302d9ba7cd235cd190ac23f4', NULL, 'free', now() - interval '6912000 seconds'),
  ('4d46de1f7dae53a5a23f25ee', '2836fb184c0b538bace15a43', NULL, 'free', now() - interval '5875200 seconds'),
  ('a8657a1dd14a5011a1147b66', 'e1226acb513e5295954ce1b1', NULL, 'free', now() - interval '4838400 seconds'),
  ('200ec15e603d54b98a67a312', '7ea0ddbe9fa45d3cb80eb9ed', NULL, 'free', now() - interval '3801600 seconds'),
  ('85152dc7607f5437b3d10b87', 'fb46c33cfed65c82ae6911ef', NULL, 'free', now() - interval '2764800 seconds');
INSERT INTO ghost.members_created_events (id, created_at, member_id, attribution_id, attribution_type, attribution_url, referrer_source, referrer_medium, referrer_url, source) VALUES
  ('afc9596967ed511ab46c3290', now() - interval '32832000 seconds', '6a7863c0b29a5bf6be7833fd', 'f1b3a6fdccad5486b220e870', 'post', '/post-0/', 'Twitter', NULL, NULL, 'member'),
  ('d4f87c6a0c225b019a21400e', now() - interval '31795200 seconds', '84720d2519bd5e97ae1c5e51', '1651b888b69f5d4ca5aa98d5', 'post', '/post-1/', 'Direct', NULL, NULL, 'member'),
  ('db66f7aacf6c5069b20df185', now() - interval '30758400 seconds', '1a49428b1fee585793b0bcf8', '23b44cf1ddec5c57b28931fc', 'post', '/post-2/', 'Google', NULL, NULL, 'member'),
  ('a7f4820232bb57a8b89c2c88', now() - interval '29721600 seconds', '495af30c03d558d395c0b982', '4323ad90e18f5639ad16aa96', 'post', '/post-3/', 'Twitter', NULL, NULL, 'member'),
  ('d26b7be7898c56118fd056f0', now() - interval '28684800 seconds', '25242ae3369155c2a3b79a06', 'd8991376e91c58ac88fd139f', 'post', '/post-4/', 'Twitter', NULL, NULL, 'member'),
  ('6b6720bff27057149acb53d8', now() - interval '27648000 seconds', 'c785d81186985bf883f0c26c', '691d3606105158b7a4af541c', 'post', '/post-5/', 'Direct', NULL, NULL, 'member'),
  ('eabf48344b495fda966cbcd0', now() - interval '26611200 seconds', '40dad8681fbb5b5796589513', '1c163978aad75435be2246a0', 'post', '/post-6/', 'Twitter', NULL, NULL, 'member'),
  ('7f2d82ab1c155f9184bbdf83', now() - interval '25574400 seconds', 'c2071296735d5895a44ff99c', '7d1f5499ab4653e3bc892e63', 'post', '/post-7/', 'Twitter', NULL, NULL, 'member'),
  ('4b6f5a44c0a256e9afbe705f', now() - interval '24537600 seconds', 'd31381731a215b66a7d0e875', '4b1260ae0a8b52159ffe74a2', 'post', '/post-8/', 'Twitter', NULL, NULL, 'member'),
  ('fc974beffb0659e98316602a', now() - interval '23500800 seconds', '9f1ce90813355bcab52fabed', 'ad503656a9f6573e93ac0414', 'post', '/post-9/', 'Direct', NULL, NULL, 'member'),
  ('767d5daf644c5972824b4320', now() - interval '22464000 seconds', '852c2a92866c589e8f19dd83', 'c1e7a68fe2715524aec906f3', 'post', '/post-10/', 'Twitter', NULL, NULL, 'member'),
  ('2308926bf1895234ad0bf284', now() - interval '21427200 seconds', 'db44c5222dc054e492355016', 'f328a370241a5e6e97625ca8', 'post', '/post-11/', 'Twitter', NULL, NULL, 'member'),
  ('1c5bc8f2b88a5fb887800bb4', now() - interval '20390400 seconds', '7db82aaabeed5f19abfb75d9', 'dd326224701151cba6af2332', 'post', '/post-12/', 'Twitter', NULL, NULL, 'member'),
  ('43cb02e4f2f655499514d162', now() - interval '19353600 seconds', 'cce326c02f305e11a4e069a1', '49951091dd5257d4950c7f81', 'post', '/post-13/', 'Direct', NULL, NULL, 'member'),
  ('c4cfe4a74eb756f6afda3607', now() - interval '18316800 seconds', '2f92e4e3525f56a0ad30e1ef', '3ea931e974d55c36bc8226fd', 'post', '/post-14/', 'Twitter', NULL, NULL, 'member'),
  ('31ba0bf79a145754bb4b9841', now() - interval '17280000 seconds', 'a4db835e57785075974c1966', 'f1b3a6fdccad5486b220e870', 'post', '/post-0/', 'Google', NULL, NULL, 'member'),
  ('a2a00165e1425726b0f45490', now() - interval '16243200 seconds', 'f381f900aec05295b0049c12', '1651b888b69f5d4ca5aa98d5', 'post', '/post-1/', 'Twitter', NULL, NULL, 'member'),
  ('72a33557a2c95959991aaa81', now() - interval '15206400 seconds', '84bb6663ad8b5b35b8cfef08', '23b44cf1ddec5c57b28931fc', 'post', '/post-2/', 'Google', NULL, NULL, 'member'),
  ('cfe403ea3ba1541e911b7724', now() - interval '14169600 seconds', '3546715f7f435e6d970b9305', '4323ad90e18f5639ad16aa96', 'post', '/post-3/', 'Google', NULL, NULL, 'member'),
  ('21f0dbab27165b318df5225a', now() - interval '13132800 seconds', '806adc33ccf3582ab5be6265', 'd8991376e91c58ac88fd139f', 'post', '/post-4/', 'Google', NULL, NULL, 'member'),
  ('ca65aaf37c3057a5a646623c', now() - interval '12096000 seconds', '14416b210a055254925556bc', '691d3606105158b7a4af541c', 'post', '/post-5/', 'Twitter', NULL, NULL, 'member'),
  ('4ab4c4f4dca8511ebceed1e8', now() - interval '11059200 seconds', 'acd2d6d30eb95d488655f355', '1c163978aad75435be2246a0', 'post', '/post-6/', 'Direct', NULL, NULL, 'member'),
  ('5441984e43a15842879d82c2', now() - interval '10022400 seconds', '0099f43b46475b7e90326684', '7d1f5499ab4653e3bc892e63', 'post', '/post-7/', 'Direct', NULL, NULL, 'member'),
  ('12932a51aac454f0b1af163c', now() - interval '8985600 seconds', 'faa2c87ce0b657ae8b1f083c', '4b1260ae0a8b52159ffe74a2', 'post', '/post-8/', 'Twitter', NULL, NULL, 'member'),
  ('8e86e0d21cd55bf4a0e3c541', now() - interval '7948800 seconds', '26fd39fe289e5acea27bddde', 'ad503656a9f6573e93ac0414', 'post', '/post-9/', 'Direct', NULL, NULL, 'member'),
  ('8be9ad2d6c9555469c7d9682', now() - interval '6912000 seconds', '302d9ba7cd235cd190ac23f4', 'c1e7a68fe2715524aec906f3', 'post', '/post-10/', 'Direct', NULL, NULL, 'member'),
  ('1b4622fbd74e5c9cbca46410', now() - interval '5875200 seconds', '2836fb184c0b538bace15a43', 'f328a370241a5e6e97625ca8', 'post', '/post-11/', 'Google', NULL, NULL, 'member'),
  ('9abc435b3b375304af3c3606', now() - interval '4838400 seconds', 'e1226acb513e5295954ce1b1', 'dd326224701151cba6af2332', 'post', '/post-12/', 'Google', NULL, NULL, 'member'),
  ('80b4ac6dcba155e7b64c8979', now() - interval '3801600 seconds', '7ea0ddbe9fa45d3cb80eb9ed', '49951091dd5257d4950c7f81', 'post', '/post-13/', 'Direct', NULL, NULL, 'member'),
  ('6f8d04ddc85e50f2b46b1207', now() - interval '2764800 seconds', 'fb46c33cfed65c82ae6911ef', '3ea931e974d55c36bc8226fd', 'post', '/post-14/', 'Twitter', NULL, NULL, 'member');
INSERT INTO ghost.members_email_change_events (id, member_id, to_email, from_email, created_at) VALUES
  ('5dfa4ef2f6fb5f179dfe6588', '6a7863c0b29a5bf6be7833fd', 'reader0@mail.example', 'old0@mail.example', now() - interval '21687230 seconds'),
  ('5b372a55600250a9afc26ade', '84720d2519bd5e97ae1c5e51', 'reader1@mail.example', 'old1@mail.example', now() - interval '17184628 seconds'),
  ('a115a1d954dd588a82837d51', '1a49428b1fee585793b0bcf8', 'reader2@mail.example', 'old2@mail.example', now() - interval '13452868 seconds'),
  ('5b1766d62fa05594aec435c5', '495af30c03d558d395c0b982', 'reader3@mail.example', 'old3@mail.example', now() - interval '7491964 seconds'),
  ('119c238442c05b979102e05b', '25242ae3369155c2a3b79a06', 'reader4@mail.example', 'old4@mail.example', now() - interval '8840501 seconds');
INSERT INTO ghost.members_subscribe_events (id, member_id, subscribed, created_at, source, newsletter_id) VALUES
  ('6201bd9577f25031a4e54944', '6a7863c0b29a5bf6be7833fd', true, now() - interval '32832000 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('3ab3113743eb5be09d7cb75c', '84720d2519bd5e97ae1c5e51', true, now() - interval '31795200 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('8aba35263af65dcc98060857', '1a49428b1fee585793b0bcf8', true, now() - interval '30758400 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('d7f2a7d0114e5764be90fa67', '495af30c03d558d395c0b982', true, now() - interval '29721600 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('a8d10718de4d550aa4530cc8', '25242ae3369155c2a3b79a06', true, now() - interval '28684800 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('26533825e4f852e9b43e2eaa', 'c785d81186985bf883f0c26c', true, now() - interval '27648000 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('e339c6a4e7cb52dd8dc503f3', '40dad8681fbb5b5796589513', true, now() - interval '26611200 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('50399c0b3c1255af88f8827c', 'c2071296735d5895a44ff99c', true, now() - interval '25574400 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('4ba98a639e665548b833de3c', 'd31381731a215b66a7d0e875', true, now() - interval '24537600 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('f69caf6c3b965aaea507fc61', '9f1ce90813355bcab52fabed', true, now() - interval '23500800 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('38957dedf0b35147a9f4ce2d', '852c2a92866c589e8f19dd83', true, now() - interval '22464000 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('7063618d8a6357a883cb4142', 'db44c5222dc054e492355016', true, now() - interval '21427200 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('5973cee6b5865f0284dac5c9', '7db82aaabeed5f19abfb75d9', true, now() - interval '20390400 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('5df28cd9ffa75758bba2aaa7', 'cce326c02f305e11a4e069a1', true, now() - interval '19353600 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('3af6cbcd46e6562b8e326cf9', '2f92e4e3525f56a0ad30e1ef', true, now() - interval '18316800 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('7bdf461aba1158ce8fec3a13', 'a4db835e57785075974c1966', true, now() - interval '17280000 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('14146789a9b8582a81b33273', 'f381f900aec05295b0049c12', true, now() - interval '16243200 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('a0762c80793650d7a37a771e', '84bb6663ad8b5b35b8cfef08', true, now() - interval '15206400 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('b18d6c04105b5b02b99f19cf', '3546715f7f435e6d970b9305', true, now() - interval '14169600 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('f9c146dce5cd52ae88aa9db2', '806adc33ccf3582ab5be6265', true, now() - interval '13132800 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('aac30f1e197254d980bd803f', '14416b210a055254925556bc', true, now() - interval '12096000 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('c669b32a1bab5f30819d4044', 'acd2d6d30eb95d488655f355', true, now() - interval '11059200 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('9ff97632342250c2b6247c7b', '0099f43b46475b7e90326684', true, now() - interval '10022400 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('b9cb25f4cb5a57aab0a5427b', 'faa2c87ce0b657ae8b1f083c', true, now() - interval '8985600 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5'),
  ('18cd4230118257328fc97f81', '26fd39fe289e5acea27bddde', true, now() - interval '7948800 seconds', 'member', 'ed92bd02f92a5cdb9f32c1c5');
INSERT INTO ghost.tokens (id, token, uuid, data, created_at, updated_at, first_used_at, used_count, otc_used_count) VALUES
  ('479ccfbfd7d45dbd8529d0a1', 'tok0', 'd86776b4-0ab8-503a-8623-447a15aafcf9', '{"email":"reader0@mail.example"}', now() - interval '27514 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('1b81839b22d5551ea5b6baf8', 'tok1', 'e94f40c6-ec8f-59cc-bd80-24aadc78c3b8', '{"email":"reader1@mail.example"}', now() - interval '8233 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('07929d0a4b9258acb7eee5e2', 'tok2', 'ebef585b-b7ae-5d1f-aa4d-a3f75b4e1cdd', '{"email":"reader2@mail.example"}', now() - interval '71206 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('b71aa4a5d6915c01aad317db', 'tok3', '9f98f4bc-c8c3-50bb-8d5c-2c0fdb8b3ae8', '{"email":"reader3@mail.example"}', now() - interval '34717 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('2798aebd3f3a5b0a806e6240', 'tok4', 'bb1dd931-bcf7-57ed-958f-2eb2ed3b9ea5', '{"email":"reader4@mail.example"}', now() - interval '98001 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('3e9fedde4e345ffda3f093bd', 'tok5', 'c27f33cd-9807-5cfd-9b8d-ba86ae2d6c59', '{"email":"reader5@mail.example"}', now() - interval '5452 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('59112259bab252cca7f07643', 'tok6', '22bec281-29c5-578f-8733-4adea1421009', '{"email":"reader6@mail.example"}', now() - interval '109301 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('c379a2924eda56c2873afd3f', 'tok7', '62953f5d-33d8-5cf8-9a92-8cff2dea8be7', '{"email":"reader7@mail.example"}', now() - interval '83911 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('967acf0086af57d4b486c8f2', 'tok8', 'dd96f95a-daa8-544a-9e98-8b85b9f0321a', '{"email":"reader8@mail.example"}', now() - interval '111749 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('5b892559db2d5095b45715c3', 'tok9', 'd97ab447-4313-5457-84bb-f97074d8c1a8', '{"email":"reader9@mail.example"}', now() - interval '108449 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('b436b3566d375db7b8bfcd14', 'tok10', 'faa2e2af-c8fc-592c-ac67-eb9769f81f0a', '{"email":"reader10@mail.example"}', now() - interval '108825 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('35e6638fa66c53569374def5', 'tok11', '439ceddd-4960-50bb-9df1-8f2843a5d933', '{"email":"reader11@mail.example"}', now() - interval '69788 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('8f61bc6263c057ba8f8e179a', 'tok12', '26f84403-613f-5a6b-a51e-fcb7e7bc54e5', '{"email":"reader12@mail.example"}', now() - interval '1590 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('4ab708f7197a5e5da85c6609', 'tok13', 'fed361f2-297a-5ed9-9b4a-b29bdd8b2cd8', '{"email":"reader13@mail.example"}', now() - interval '90151 seconds', now() - interval '0 seconds', NULL, 0, 0),
  ('4e67b98520165acd99f35878', 'tok14', '1ba69b5e-3a76-5f02-a7ff-500ddf86f930', '{"email":"reader14@mail.example"}', now() - interval '20784 seconds', now() - interval '0 seconds', NULL, 0, 0);
INSERT INTO ghost.sessions (id, session_id, user_id, session_data, created_at, updated_at) VALUES
  ('840527dc59ab5f789a37ca20', 'sid0', 'ae3fdb116c2f5b61ade1d827', '{"cookie":{"maxAge":15768000000},"user_id":"ae3fdb116c2f5b61ade1d827","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.0","verified":true}', now() - interval '5182066 seconds', now() - interval '171823 seconds'),
  ('a5b6688bcd7d57f5a23d9d0d', 'sid1', '0f1dd3ae3ccc51ee8fcbf9d8', '{"cookie":{"maxAge":15768000000},"user_id":"0f1dd3ae3ccc51ee8fcbf9d8","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.1","verified":true}', now() - interval '9071380 seconds', now() - interval '107244 seconds'),
  ('19eb7ff3fdb151fcbbf13682', 'sid2', '11957c5837db5f4fb308429f', '{"cookie":{"maxAge":15768000000},"user_id":"11957c5837db5f4fb308429f","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.2","verified":true}', now() - interval '16226654 seconds', now() - interval '158673 seconds'),
  ('28e303b5a07e558a83d21e3e', 'sid3', 'cf31818e05275e9e8a5277ba', '{"cookie":{"maxAge":15768000000},"user_id":"cf31818e05275e9e8a5277ba","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.3","verified":true}', now() - interval '5898574 seconds', now() - interval '65441 seconds'),
  ('57d0053041435453838bdff8', 'sid4', 'ae3fdb116c2f5b61ade1d827', '{"cookie":{"maxAge":15768000000},"user_id":"ae3fdb116c2f5b61ade1d827","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.4","verified":true}', now() - interval '14889566 seconds', now() - interval '123690 seconds'),
  ('94b007a340235f9187acfb6e', 'sid5', '0f1dd3ae3ccc51ee8fcbf9d8', '{"cookie":{"maxAge":15768000000},"user_id":"0f1dd3ae3ccc51ee8fcbf9d8","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.5","verified":true}', now() - interval '13518578 seconds', now() - interval '91197 seconds'),
  ('301288352fce521b945695dc', 'sid6', '11957c5837db5f4fb308429f', '{"cookie":{"maxAge":15768000000},"user_id":"11957c5837db5f4fb308429f","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.6","verified":true}', now() - interval '3409926 seconds', now() - interval '138578 seconds'),
  ('b1eee2ba70d353ae893f3985', 'sid7', 'cf31818e05275e9e8a5277ba', '{"cookie":{"maxAge":15768000000},"user_id":"cf31818e05275e9e8a5277ba","origin":"https://blog.example","user_agent":"Mozilla/5.0 Chrome/126","ip":"203.0.113.7","verified":true}', now() - interval '14114491 seconds', now() - interval '44402 seconds');
INSERT INTO ghost.brute ("key", "firstRequest", "lastRequest", lifetime, count) VALUES
  ('key0', (extract(epoch from now())*1000)::bigint - 864000, (extract(epoch from now())*1000)::bigint - 777600, (extract(epoch from now())*1000)::bigint - -2735999, 5),
  ('key1', (extract(epoch from now())*1000)::bigint - 1728000, (extract(epoch from now())*1000)::bigint - 1641600, (extract(epoch from now())*1000)::bigint - -1871999, 3),
  ('key2', (extract(epoch from now())*1000)::bigint - 43200000, (extract(epoch from now())*1000)::bigint - 43113600, (extract(epoch from now())*1000)::bigint - 39600000, 1),
  ('key3', (extract(epoch from now())*1000)::bigint - 172800000, (extract(epoch from now())*1000)::bigint - 172713600, (extract(epoch from now())*1000)::bigint - 169200000, 8),
  ('key4', (extract(epoch from now())*1000)::bigint - 432000000, (extract(epoch from now())*1000)::bigint - 431913600, (extract(epoch from now())*1000)::bigint - 428400000, 7);
INSERT INTO ghost.emails (id, post_id, uuid, status, recipient_filter, email_count, delivered_count, opened_count, failed_count, subject, source, source_type, track_opens, track_clicks, feedback_enabled, newsletter_id, created_at, updated_at, submitted_at) VALUES
  ('4ed8ee5c94975a3fa22622c3', 'f1b3a6fdccad5486b220e870', '312fd0d4-93f9-5af4-8a74-e43196106867', 'submitted', 'status:-free', 25, 24, 12, 1, 'Post 0', '{"root":{}}', 'lexical', true, true, false, 'ed92bd02f92a5cdb9f32c1c5', now() - interval '34473600 seconds', now() - interval '34473600 seconds', now() - interval '34473600 seconds'),
  ('31a66c0386ff509696bdee80', '1651b888b69f5d4ca5aa98d5', 'e2cac8f0-d0b6-5a40-8a18-ffcca108cb25', 'submitted', 'status:-free', 25, 24, 12, 1, 'Post 1', '{"root":{}}', 'lexical', true, true, false, 'ed92bd02f92a5cdb9f32c1c5', now() - interval '32832000 seconds', now() - interval '32832000 seconds', now() - interval '32832000 seconds'),
  ('0983ec9b76da58ba850b6379', '23b44cf1ddec5c57b28931fc', '593d3413-b529-54ef-9605-bc0b0f18a6c7', 'submitted', 'status:-free', 25, 24, 12, 1, 'Post 2', '{"root":{}}', 'lexical', true, true, false, 'ed92bd02f92a5cdb9f32c1c5', now() - interval '31190400 seconds', now() - interval '31190400 seconds', now() - interval '31190400 seconds'),
  ('5f21cebc7dff543c8f195460', '4323ad90e18f5639ad16aa96', '53918655-b961-5dc1-9b9a-0df224d741e6', 'submitted', 'status:-free', 25, 24, 12, 1, 'Post 3', '{"root":{}}', 'lexical', true, true, false, 'ed92bd02f92a5cdb9f32c1c5', now() - interval '29548800 seconds', now() - interval '29548800 seconds', now() - interval '29548800 seconds'),
  ('73b8ec74b1585238b7d8dd1f', 'd8991376e91c58ac88fd139f', 'cbe82b75-b42e-5f1e-b1e9-b961e6a93fe6', 'submitted', 'status:-free', 25, 24, 12, 1, 'Post 4', '{"root":{}}', 'lexical', true, true, false, 'ed92bd02f92a5cdb9f32c1c5', now() - interval '27907200 seconds', now() - interval '27907200 seconds', now() - interval '27907200 seconds');
INSERT INTO ghost.email_batches (id, email_id, provider_id, fallback_sending_domain, status, created_at, updated_at) VALUES
  ('5562d9cca2085eb690313791', '4ed8ee5c94975a3fa22622c3', '<mg0@mailgun>', false, 'submitted', now() - interval '34473600 seconds', now() - interval '34473600 seconds'),
  ('d4d668b5de4d58f1a5f0ab04', '31a66c0386ff509696bdee80', '<mg1@mailgun>', false, 'submitted', now() - interval '32832000 seconds', now() - interval '32832000 seconds'),
  ('1be83cbccf8057e8a358cf0f', '0983ec9b76da58ba850b6379', '<mg2@mailgun>', false, 'submitted', now() - interval '31190400 seconds', now() - interval '31190400 seconds'),
  ('bfa41ca32fd85fa99e95b90f', '5f21cebc7dff543c8f195460', '<mg3@mailgun>', false, 'submitted', now() - interval '29548800 seconds', now() - interval '29548800 seconds'),
  ('7f9aa62072d65267b863cd38', '73b8ec74b1585238b7d8dd1f', '<mg4@mailgun>', false, 'submitted', now() - interval '27907200 seconds', now() - interval '27907200 seconds');
INSERT INTO ghost.email_recipients (id, email_id, member_id, batch_id, processed_at, delivered_at, opened_at, failed_at, member_uuid, member_email, member_name) VALUES
  ('5d0ae5695dc05dbebc9a4b5d', '4ed8ee5c94975a3fa22622c3', '6a7863c0b29a5bf6be7833fd', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', NULL, NULL, '73c5a90f-2222-5c11-99fa-8fb2cf7cd621', 'reader0@mail.example', 'Reader 0'),
  ('203d7dd45a4c54c9ab279209', '4ed8ee5c94975a3fa22622c3', '84720d2519bd5e97ae1c5e51', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', now() - interval '34387200 seconds', NULL, 'dda7463e-3af4-5f4c-9b6a-51c9c55e48c0', 'reader1@mail.example', 'Reader 1'),
  ('0fd63dbbd92f57ae88696921', '4ed8ee5c94975a3fa22622c3', '1a49428b1fee585793b0bcf8', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', NULL, NULL, '304eb07d-4094-55d3-9a13-61081a39d756', 'reader2@mail.example', 'Reader 2'),
  ('69ac55d3fee35e61934e22e0', '4ed8ee5c94975a3fa22622c3', '495af30c03d558d395c0b982', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', now() - interval '34387200 seconds', NULL, 'f5ee8622-97f3-58b6-af6b-4acec560c76b', 'reader3@mail.example', 'Reader 3'),
  ('8b368e1335da58fb99edb9f2', '4ed8ee5c94975a3fa22622c3', '25242ae3369155c2a3b79a06', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', NULL, NULL, '043b6db7-07f1-5981-b720-2815886fd15a', 'reader4@mail.example', 'Reader 4'),
  ('6daad4d9845b5f7a8ebf535b', '4ed8ee5c94975a3fa22622c3', 'c785d81186985bf883f0c26c', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', now() - interval '34387200 seconds', NULL, 'b3b8c251-7470-5af1-85e3-3a59751a1926', 'reader5@mail.example', 'Reader 5'),
  ('5bf2b82e076254e3b620f8b3', '4ed8ee5c94975a3fa22622c3', '40dad8681fbb5b5796589513', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', NULL, NULL, 'cce100fb-27d8-5573-95d8-55d484b454b2', 'reader6@mail.example', 'Reader 6'),
  ('93d32a3e906f5026864ece1d', '4ed8ee5c94975a3fa22622c3', 'c2071296735d5895a44ff99c', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', now() - interval '34387200 seconds', NULL, '5b8e4cbe-46fc-5558-becf-3b2e82177008', 'reader7@mail.example', 'Reader 7'),
  ('c25369ab6ba2523db19ed37b', '4ed8ee5c94975a3fa22622c3', 'd31381731a215b66a7d0e875', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', NULL, NULL, '17ec02e1-7778-5d9d-bb07-cf1500342a49', 'reader8@mail.example', 'Reader 8'),
  ('f6066cc0cdcc5d04b8906081', '4ed8ee5c94975a3fa22622c3', '9f1ce90813355bcab52fabed', '5562d9cca2085eb690313791', now() - interval '34473600 seconds', now() - interval '34473600 seconds', now() - interval '34387200 seconds', NULL, '57dcc2e2-c632-5192-bfff-94319041fe3b', 'reader9@mail.example', 'Reader 9'),
  ('e4fcc13cbf2a5f7daf576a72', '31a66c0386ff509696bdee80', '6a7863c0b29a5bf6be7833fd', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', NULL, NULL, '73c5a90f-2222-5c11-99fa-8fb2cf7cd621', 'reader0@mail.example', 'Reader 0'),
  ('ae2c2f11d39b5351be404c59', '31a66c0386ff509696bdee80', '84720d2519bd5e97ae1c5e51', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', now() - interval '32745600 seconds', NULL, 'dda7463e-3af4-5f4c-9b6a-51c9c55e48c0', 'reader1@mail.example', 'Reader 1'),
  ('4dd86094da545240a429d9d8', '31a66c0386ff509696bdee80', '1a49428b1fee585793b0bcf8', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', NULL, NULL, '304eb07d-4094-55d3-9a13-61081a39d756', 'reader2@mail.example', 'Reader 2'),
  ('d7fce7bb359358569303be99', '31a66c0386ff509696bdee80', '495af30c03d558d395c0b982', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', now() - interval '32745600 seconds', NULL, 'f5ee8622-97f3-58b6-af6b-4acec560c76b', 'reader3@mail.example', 'Reader 3'),
  ('4a85779730665dc295bdcb9d', '31a66c0386ff509696bdee80', '25242ae3369155c2a3b79a06', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', NULL, NULL, '043b6db7-07f1-5981-b720-2815886fd15a', 'reader4@mail.example', 'Reader 4'),
  ('b6c9b0b75ebb5f98a988b683', '31a66c0386ff509696bdee80', 'c785d81186985bf883f0c26c', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', now() - interval '32745600 seconds', NULL, 'b3b8c251-7470-5af1-85e3-3a59751a1926', 'reader5@mail.example', 'Reader 5'),
  ('918dd3c6be935c7cb28424c1', '31a66c0386ff509696bdee80', '40dad8681fbb5b5796589513', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', NULL, NULL, 'cce100fb-27d8-5573-95d8-55d484b454b2', 'reader6@mail.example', 'Reader 6'),
  ('9399863a697a5af895b63af8', '31a66c0386ff509696bdee80', 'c2071296735d5895a44ff99c', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', now() - interval '32745600 seconds', NULL, '5b8e4cbe-46fc-5558-becf-3b2e82177008', 'reader7@mail.example', 'Reader 7'),
  ('836750546a43585eac85e27b', '31a66c0386ff509696bdee80', 'd31381731a215b66a7d0e875', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', NULL, NULL, '17ec02e1-7778-5d9d-bb07-cf1500342a49', 'reader8@mail.example', 'Reader 8'),
  ('3b65e61749bb5972b1a51dd6', '31a66c0386ff509696bdee80', '9f1ce90813355bcab52fabed', 'd4d668b5de4d58f1a5f0ab04', now() - interval '32832000 seconds', now() - interval '32832000 seconds', now() - interval '32745600 seconds', NULL, '57dcc2e2-c632-5192-bfff-94319041fe3b', 'reader9@mail.example', 'Reader 9'),
  ('1ef8b4ea18d85816a103c62c', '0983ec9b76da58ba850b6379', '6a7863c0b29a5bf6be7833fd', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', NULL, NULL, '73c5a90f-2222-5c11-99fa-8fb2cf7cd621', 'reader0@mail.example', 'Reader 0'),
  ('74bdb5e2253657b58c4267b6', '0983ec9b76da58ba850b6379', '84720d2519bd5e97ae1c5e51', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', now() - interval '31104000 seconds', NULL, 'dda7463e-3af4-5f4c-9b6a-51c9c55e48c0', 'reader1@mail.example', 'Reader 1'),
  ('3f2358c1f74e5498a5bb720f', '0983ec9b76da58ba850b6379', '1a49428b1fee585793b0bcf8', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', NULL, NULL, '304eb07d-4094-55d3-9a13-61081a39d756', 'reader2@mail.example', 'Reader 2'),
  ('cb823666113952b1a93ad102', '0983ec9b76da58ba850b6379', '495af30c03d558d395c0b982', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', now() - interval '31104000 seconds', NULL, 'f5ee8622-97f3-58b6-af6b-4acec560c76b', 'reader3@mail.example', 'Reader 3'),
  ('b82fe0fa78e55d0a9843b35c', '0983ec9b76da58ba850b6379', '25242ae3369155c2a3b79a06', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', NULL, NULL, '043b6db7-07f1-5981-b720-2815886fd15a', 'reader4@mail.example', 'Reader 4'),
  ('5e0ed590217f5bcfb0c0b90f', '0983ec9b76da58ba850b6379', 'c785d81186985bf883f0c26c', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', now() - interval '31104000 seconds', NULL, 'b3b8c251-7470-5af1-85e3-3a59751a1926', 'reader5@mail.example', 'Reader 5'),
  ('fa32bb7b737a58e2b3ba7541', '0983ec9b76da58ba850b6379', '40dad8681fbb5b5796589513', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', NULL, NULL, 'cce100fb-27d8-5573-95d8-55d484b454b2', 'reader6@mail.example', 'Reader 6'),
  ('e0734333308d5665917f8dd5', '0983ec9b76da58ba850b6379', 'c2071296735d5895a44ff99c', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', now() - interval '31104000 seconds', NULL, '5b8e4cbe-46fc-5558-becf-3b2e82177008', 'reader7@mail.example', 'Reader 7'),
  ('21bba19da140550d9bb2ffc4', '0983ec9b76da58ba850b6379', 'd31381731a215b66a7d0e875', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', NULL, NULL, '17ec02e1-7778-5d9d-bb07-cf1500342a49', 'reader8@mail.example', 'Reader 8'),
  ('f02e6385f26859cb85759e62', '0983ec9b76da58ba850b6379', '9f1ce90813355bcab52fabed', '1be83cbccf8057e8a358cf0f', now() - interval '31190400 seconds', now() - interval '31190400 seconds', now() - interval '31104000 seconds', NULL, '57dcc2e2-c632-5192-bfff-94319041fe3b', 'reader9@mail.example', 'Reader 9'),
  ('3e7ae85c38d250eeb28b252e', '5f21cebc7dff543c8f195460', '6a7863c0b29a5bf6be7833fd', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', NULL, NULL, '73c5a90f-2222-5c11-99fa-8fb2cf7cd621', 'reader0@mail.example', 'Reader 0'),
  ('8cb01ee0889e50229b3d81bd', '5f21cebc7dff543c8f195460', '84720d2519bd5e97ae1c5e51', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', now() - interval '29462400 seconds', NULL, 'dda7463e-3af4-5f4c-9b6a-51c9c55e48c0', 'reader1@mail.example', 'Reader 1'),
  ('6802c1c89f30525f957cc5e8', '5f21cebc7dff543c8f195460', '1a49428b1fee585793b0bcf8', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', NULL, NULL, '304eb07d-4094-55d3-9a13-61081a39d756', 'reader2@mail.example', 'Reader 2'),
  ('20fbd3655f7c590bbfee73e1', '5f21cebc7dff543c8f195460', '495af30c03d558d395c0b982', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', now() - interval '29462400 seconds', NULL, 'f5ee8622-97f3-58b6-af6b-4acec560c76b', 'reader3@mail.example', 'Reader 3'),
  ('c479725621015332b2fd6404', '5f21cebc7dff543c8f195460', '25242ae3369155c2a3b79a06', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', NULL, NULL, '043b6db7-07f1-5981-b720-2815886fd15a', 'reader4@mail.example', 'Reader 4'),
  ('ec9495eb42bb5f8b8f300015', '5f21cebc7dff543c8f195460', 'c785d81186985bf883f0c26c', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', now() - interval '29462400 seconds', NULL, 'b3b8c251-7470-5af1-85e3-3a59751a1926', 'reader5@mail.example', 'Reader 5'),
  ('6b15f718cac15f2d994c67be', '5f21cebc7dff543c8f195460', '40dad8681fbb5b5796589513', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', NULL, NULL, 'cce100fb-27d8-5573-95d8-55d484b454b2', 'reader6@mail.example', 'Reader 6'),
  ('3fe0a073f8be547d8bd5f322', '5f21cebc7dff543c8f195460', 'c2071296735d5895a44ff99c', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', now() - interval '29462400 seconds', NULL, '5b8e4cbe-46fc-5558-becf-3b2e82177008', 'reader7@mail.example', 'Reader 7'),
  ('0ccfbf6a187e50b59b7b835a', '5f21cebc7dff543c8f195460', 'd31381731a215b66a7d0e875', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', NULL, NULL, '17ec02e1-7778-5d9d-bb07-cf1500342a49', 'reader8@mail.example', 'Reader 8'),
  ('35aeed87dd37557b8b02c71c', '5f21cebc7dff543c8f195460', '9f1ce90813355bcab52fabed', 'bfa41ca32fd85fa99e95b90f', now() - interval '29548800 seconds', now() - interval '29548800 seconds', now() - interval '29462400 seconds', NULL, '57dcc2e2-c632-5192-bfff-94319041fe3b', 'reader9@mail.example', 'Reader 9'),
  ('c056a00bc48553ecb48c37ee', '73b8ec74b1585238b7d8dd1f', '6a7863c0b29a5bf6be7833fd', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', NULL, NULL, '73c5a90f-2222-5c11-99fa-8fb2cf7cd621', 'reader0@mail.example', 'Reader 0'),
  ('c546c5994dc258cbbde5e48e', '73b8ec74b1585238b7d8dd1f', '84720d2519bd5e97ae1c5e51', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', now() - interval '27820800 seconds', NULL, 'dda7463e-3af4-5f4c-9b6a-51c9c55e48c0', 'reader1@mail.example', 'Reader 1'),
  ('84ef53f007325af1b1b563cb', '73b8ec74b1585238b7d8dd1f', '1a49428b1fee585793b0bcf8', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', NULL, NULL, '304eb07d-4094-55d3-9a13-61081a39d756', 'reader2@mail.example', 'Reader 2'),
  ('71b686f3114750328defef93', '73b8ec74b1585238b7d8dd1f', '495af30c03d558d395c0b982', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', now() - interval '27820800 seconds', NULL, 'f5ee8622-97f3-58b6-af6b-4acec560c76b', 'reader3@mail.example', 'Reader 3'),
  ('3e30b8bef6225773ac54ab2b', '73b8ec74b1585238b7d8dd1f', '25242ae3369155c2a3b79a06', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', NULL, NULL, '043b6db7-07f1-5981-b720-2815886fd15a', 'reader4@mail.example', 'Reader 4'),
  ('13238c61f99f5c81835c8b6e', '73b8ec74b1585238b7d8dd1f', 'c785d81186985bf883f0c26c', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', now() - interval '27820800 seconds', NULL, 'b3b8c251-7470-5af1-85e3-3a59751a1926', 'reader5@mail.example', 'Reader 5'),
  ('70dcbec367c752139654cb28', '73b8ec74b1585238b7d8dd1f', '40dad8681fbb5b5796589513', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', NULL, NULL, 'cce100fb-27d8-5573-95d8-55d484b454b2', 'reader6@mail.example', 'Reader 6'),
  ('a64b5c8ac3835fa88d3d4e7e', '73b8ec74b1585238b7d8dd1f', 'c2071296735d5895a44ff99c', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', now() - interval '27820800 seconds', NULL, '5b8e4cbe-46fc-5558-becf-3b2e82177008', 'reader7@mail.example', 'Reader 7'),
  ('96085b9c0a5a5b3ba3fd847c', '73b8ec74b1585238b7d8dd1f', 'd31381731a215b66a7d0e875', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', NULL, NULL, '17ec02e1-7778-5d9d-bb07-cf1500342a49', 'reader8@mail.example', 'Reader 8'),
  ('9c4a6fadfe5b58b0a1b2a2fa', '73b8ec74b1585238b7d8dd1f', '9f1ce90813355bcab52fabed', '7f9aa62072d65267b863cd38', now() - interval '27907200 seconds', now() - interval '27907200 seconds', now() - interval '27820800 seconds', NULL, '57dcc2e2-c632-5192-bfff-94319041fe3b', 'reader9@mail.example', 'Reader 9');
INSERT INTO ghost.suppressions (id, email, email_id, reason, created_at) VALUES
  ('a6e5bb07db8b5734af9ad692', 'bounced@mail.example', '4ed8ee5c94975a3fa22622c3', 'fail', now() - interval '32832000 seconds');
INSERT INTO ghost.redirects (id, "from", "to", post_id, created_at) VALUES
  ('b06f175aafbf51d3a4b7918c', '/r/abc', 'https://example.com/?ref=blog', 'f1b3a6fdccad5486b220e870', now() - interval '34473600 seconds');
INSERT INTO ghost.members_click_events (id, member_id, redirect_id, created_at) VALUES
  ('3612c2282b8b589a9bc28345', '6a7863c0b29a5bf6be7833fd', 'b06f175aafbf51d3a4b7918c', now() - interval '26347097 seconds'),
  ('112f0f388e5b50b0b5ae57c0', '84720d2519bd5e97ae1c5e51', 'b06f175aafbf51d3a4b7918c', now() - interval '28241422 seconds'),
  ('a3fa2c851b3f5a4f8bfa9b8f', '1a49428b1fee585793b0bcf8', 'b06f175aafbf51d3a4b7918c', now() - interval '28217378 seconds'),
  ('57a537e6be855e238b082310', '495af30c03d558d395c0b982', 'b06f175aafbf51d3a4b7918c', now() - interval '30430024 seconds'),
  ('8a015d55a8295cdca1293c4f', '25242ae3369155c2a3b79a06', 'b06f175aafbf51d3a4b7918c', now() - interval '29538036 seconds'),
  ('6e13060cf4a3551fb1450713', 'c785d81186985bf883f0c26c', 'b06f175aafbf51d3a4b7918c', now() - interval '29964998 seconds'),
  ('cefed2446c4551f89cff81c1', '40dad8681fbb5b5796589513', 'b06f175aafbf51d3a4b7918c', now() - interval '32561850 seconds'),
  ('fd5563f5f69a5a95b6ff3272', 'c2071296735d5895a44ff99c', 'b06f175aafbf51d3a4b7918c', now() - interval '25935470 seconds'),
  ('7ae5d395d28755ae97a31372', 'd31381731a215b66a7d0e875', 'b06f175aafbf51d3a4b7918c', now() - interval '26389025 seconds'),
  ('3dc9be5a793059de9730138f', '9f1ce90813355bcab52fabed', 'b06f175aafbf51d3a4b7918c', now() - interval '27005138 seconds');
INSERT INTO ghost.actions (id, resource_id, resource_type, actor_id, actor_type, event, context, created_at) VALUES
  ('b2b4fb97bb1a5f168f2d4428', 'f1b3a6fdccad5486b220e870', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'added', '{"primary_name":"Post"}', now() - interval '1722239 seconds'),
  ('616cb3d216945ffb89f12887', '1651b888b69f5d4ca5aa98d5', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '33685374 seconds'),
  ('03f68fef4fa15b76b6614a16', '23b44cf1ddec5c57b28931fc', 'post', '11957c5837db5f4fb308429f', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '2976584 seconds'),
  ('635b7739024e5d49b367d7a9', '4323ad90e18f5639ad16aa96', 'post', 'cf31818e05275e9e8a5277ba', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '16934108 seconds'),
  ('06282e76bb2a57bca2c5f354', 'd8991376e91c58ac88fd139f', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'added', '{"primary_name":"Post"}', now() - interval '10871878 seconds'),
  ('91c8724228b75e3d84f90dad', '691d3606105158b7a4af541c', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '13333148 seconds'),
  ('cca0f069b5ac553fb61f7c8e', '1c163978aad75435be2246a0', 'post', '11957c5837db5f4fb308429f', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '20273349 seconds'),
  ('b0b93636112c5302a074f4dd', '7d1f5499ab4653e3bc892e63', 'post', 'cf31818e05275e9e8a5277ba', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '9155997 seconds'),
  ('b4f95167b1375fb4a027e0cc', '4b1260ae0a8b52159ffe74a2', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '14815860 seconds'),
  ('223314fb750a557aa7261560', 'ad503656a9f6573e93ac0414', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'added', '{"primary_name":"Post"}', now() - interval '19198977 seconds'),
  ('1e56e39875205a39b35a6fde', 'c1e7a68fe2715524aec906f3', 'post', '11957c5837db5f4fb308429f', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '24988244 seconds'),
  ('996aca0e1981505ca84e1efb', 'f328a370241a5e6e97625ca8', 'post', 'cf31818e05275e9e8a5277ba', 'user', 'added', '{"primary_name":"Post"}', now() - interval '19586332 seconds'),
  ('f58ac6d4730154a0a26e6a75', 'dd326224701151cba6af2332', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'added', '{"primary_name":"Post"}', now() - interval '12900369 seconds'),
  ('8d89e886fb5d54338f29c1ad', '49951091dd5257d4950c7f81', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '22473372 seconds'),
  ('ac196761f0e45eedbb011278', '3ea931e974d55c36bc8226fd', 'post', '11957c5837db5f4fb308429f', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '13141947 seconds'),
  ('60a9e92bb84250808ba7b63a', '37bbf319401f5d1a84601806', 'post', 'cf31818e05275e9e8a5277ba', 'user', 'added', '{"primary_name":"Post"}', now() - interval '21528340 seconds'),
  ('74558ac6fe7e5e3a95c5c547', '6505f51403575446b0adba8e', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '1833918 seconds'),
  ('2e89ece6fb03590e9f3ce8a9', 'd1ac3048c66355ababc0b9db', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '17146999 seconds'),
  ('cb9da81694bd58d786502454', 'bc05a858388550a59dc74364', 'post', '11957c5837db5f4fb308429f', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '10884624 seconds'),
  ('10a76542263a54b4855cce68', '8daaeb588860592ea8e373b7', 'post', 'cf31818e05275e9e8a5277ba', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '14456203 seconds'),
  ('9366ba1fd36d5a7db0e9b61a', 'f1b3a6fdccad5486b220e870', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'added', '{"primary_name":"Post"}', now() - interval '8470079 seconds'),
  ('22efbc4c44f3506d89db5345', '1651b888b69f5d4ca5aa98d5', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '9334337 seconds'),
  ('ec1b76261b60592f9e5f6c5f', '23b44cf1ddec5c57b28931fc', 'post', '11957c5837db5f4fb308429f', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '2473839 seconds'),
  ('4c7efd8af4675dc480862968', '4323ad90e18f5639ad16aa96', 'post', 'cf31818e05275e9e8a5277ba', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '7756680 seconds'),
  ('1f6abdfa1de15b69865d9659', 'd8991376e91c58ac88fd139f', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'added', '{"primary_name":"Post"}', now() - interval '30401371 seconds'),
  ('24a1dfc6e7ee5df58e321e35', '691d3606105158b7a4af541c', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '12933586 seconds'),
  ('08206644751f5f03ada2abff', '1c163978aad75435be2246a0', 'post', '11957c5837db5f4fb308429f', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '27334088 seconds'),
  ('abc5025e241d55098f0e0818', '7d1f5499ab4653e3bc892e63', 'post', 'cf31818e05275e9e8a5277ba', 'user', 'edited', '{"primary_name":"Post"}', now() - interval '4197346 seconds'),
  ('5d8cf3e3706d56d4a892897f', '4b1260ae0a8b52159ffe74a2', 'post', 'ae3fdb116c2f5b61ade1d827', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '4255927 seconds'),
  ('5ce473a7c99f53a68485bbf9', 'ad503656a9f6573e93ac0414', 'post', '0f1dd3ae3ccc51ee8fcbf9d8', 'user', 'deleted', '{"primary_name":"Post"}', now() - interval '22888729 seconds');
INSERT INTO ghost.comments (id, post_id, member_id, parent_id, in_reply_to_id, status, html, edited_at, created_at, updated_at) VALUES
  ('a0b6306eeb205caca22c9050', 'f1b3a6fdccad5486b220e870', '6a7863c0b29a5bf6be7833fd', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '26833267 seconds', now() - interval '0 seconds'),
  ('9fe846c3e6b059b088689f1b', '1651b888b69f5d4ca5aa98d5', '84720d2519bd5e97ae1c5e51', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '23964274 seconds', now() - interval '0 seconds'),
  ('769a0d88ea72586c9b0e8fc8', '23b44cf1ddec5c57b28931fc', '1a49428b1fee585793b0bcf8', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '20187062 seconds', now() - interval '0 seconds'),
  ('cf66f1bcad445510a0815104', '4323ad90e18f5639ad16aa96', '495af30c03d558d395c0b982', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '22188152 seconds', now() - interval '0 seconds'),
  ('9a24986a8ebb599bad255382', 'd8991376e91c58ac88fd139f', '25242ae3369155c2a3b79a06', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '17050641 seconds', now() - interval '0 seconds'),
  ('e4d4794824065459bbe726e9', '691d3606105158b7a4af541c', 'c785d81186985bf883f0c26c', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '3118749 seconds', now() - interval '0 seconds'),
  ('7b01dd04356d55a695f1a4a4', '1c163978aad75435be2246a0', '40dad8681fbb5b5796589513', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '17773825 seconds', now() - interval '0 seconds'),
  ('ceef9a9637a357fa815a4c55', '7d1f5499ab4653e3bc892e63', 'c2071296735d5895a44ff99c', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '148215 seconds', now() - interval '0 seconds'),
  ('80af5638f9045811813a0cad', '4b1260ae0a8b52159ffe74a2', 'd31381731a215b66a7d0e875', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '4339995 seconds', now() - interval '0 seconds'),
  ('05e9f28f3d11523c883c72d8', 'ad503656a9f6573e93ac0414', '9f1ce90813355bcab52fabed', NULL, NULL, 'published', '<p>Nice</p>', NULL, now() - interval '23414954 seconds', now() - interval '0 seconds');
INSERT INTO ghost.settings (id, "group", "key", "value", type, created_at) VALUES
  ('f9bb6afbc5e854b986316278', 'core', 'db_hash', 'abc', 'string', now() - interval '43200000 seconds'),
  ('53cfa3bd8b975e6d97fa5fa3', 'site', 'title', 'My Blog', 'string', now() - interval '43200000 seconds'),
  ('626a7770913952588374dff8', 'members', 'members_signup_access', 'all', 'string', now() - interval '43200000 seconds'),
  ('cc13e152a4355d9595394b5b', 'email', 'email_track_opens', 'true', 'boolean', now() - interval '43200000 seconds');
INSERT INTO ghost.integrations (id, type, name, slug, created_at) VALUES
  ('e15bafe9148457fa94885fb0', 'custom', 'Zapier', 'zapier', now() - interval '25920000 seconds');
INSERT INTO ghost.api_keys (id, type, secret, role_id, integration_id, user_id, last_seen_at, created_at) VALUES
  ('eb22ef0d957654e183a21334', 'admin', 'ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss', '46cb60a744b1591da0da228b', 'e15bafe9148457fa94885fb0', NULL, now() - interval '172800 seconds', now() - interval '25920000 seconds');
INSERT INTO ghost.webhooks (id, event, target_url, api_version, integration_id, last_triggered_at, created_at) VALUES
  ('0e69effcb5725e36a5a4e63a', 'post.published', 'https://hooks.example/ghost', 'v6', 'e15bafe9148457fa94885fb0', now() - interval '1728000 seconds', now() - interval '25920000 seconds');
INSERT INTO ghost.outbox (id, event_type, status, payload, created_at, retry_count) VALUES
  ('7a8cb4fc9ee054f28bf188c6', 'MemberCreatedEvent', 'failed', '{"memberId":"x"}', now() - interval '9 seconds', 6),
  ('02a061ec590c59d38d841343', 'MemberCreatedEvent', 'pending', '{"memberId":"x"}', now() - interval '95 seconds', 0),
  ('5b38dee979105f35b5400a53', 'MemberCreatedEvent', 'pending', '{"memberId":"x"}', now() - interval '181 seconds', 0);
INSERT INTO ghost.jobs (id, name, status, started_at, finished_at, created_at) VALUES
  ('ef9aa17f595453cd865247c2', 'members-migrations', 'finished', now() - interval '2592000 seconds', now() - interval '2592000 seconds', now() - interval '25920000 seconds'),
  ('0e9cb86b45755e1b98c31999', 'email-analytics-fetch-latest', 'finished', now() - interval '2592000 seconds', now() - interval '2592000 seconds', now() - interval '25920000 seconds');
INSERT INTO ghost.invites (id, role_id, status, token, email, expires, created_at) VALUES
  ('10eafd60d1e252a8b24e9b74', '276c4bd007bf52849bfe5524', 'sent', 'invtok', 'newauthor@blog.example', (extract(epoch from now())*1000)::bigint - -518400000, now() - interval '86400 seconds');

`,
  cleans: [
    {
      table: "ghost.tokens",
      clock: "created_at",
      retention: "24h (hard-coded)",
      source: "ghost/core/core/server/services/members/jobs/clean-tokens.js:33",
      note: "members magic-link / one-time-code tokens; daily job scheduled at a random hour (ghost/core/core/server/services/members/jobs/index.js:44-45, from ghost/core/core/server/services/members/service.js:170)",
    },
    {
      table: "ghost.members_products",
      clock: "expiry_at",
      retention: "expiry_at before the start of today (UTC)",
      source: "ghost/core/core/server/services/members/jobs/clean-expired-comped.js:34",
      note: "expired complimentary tier grants: rows selected at :34-36 and deleted at :50-52; the members are set from comped to free and a members_status_events row is added. Rows with NULL expiry_at are kept. Daily (index.js:32-33, members/service.js:167)",
    },
    {
      table: "ghost.brute",
      clock: "lifetime",
      retention: "lifetime (expiry, epoch ms) passed",
      source: "ghost/core/core/server/web/shared/middleware/api/spam-prevention.js:91",
      note: "the table is the store of the brute-knex@4.0.1 dependency (ghost/core/package.json:149), whose get() runs clearExpired(): DELETE FROM brute WHERE lifetime < now (brute-knex lib/index.js:72-74,119-123); bigint epoch ms, camelCase columns",
    },
  ],
  shouldAsk: [
    {
      table: "ghost.sessions",
      why: "staff admin sessions; session_data holds origin, user_agent and ip (ghost/core/core/server/services/auth/session/session-service.js:25-27); the store never prunes expired sessions",
    },
    {
      table: "ghost.members_login_events",
      why: "every member sign-in with its time, kept forever",
    },
    {
      table: "ghost.members_email_change_events",
      why: "old and new e-mail address of each member address change, kept forever",
    },
    {
      table: "ghost.email_recipients",
      why: "per-newsletter copy of each recipient's e-mail address and name with delivered/opened times, kept forever",
    },
    {
      table: "ghost.members_click_events",
      why: "which member clicked which link when, kept forever",
    },
    {
      table: "ghost.members_created_events",
      why: "signup attribution: referrer source/URL and UTM parameters per member, kept forever",
    },
    {
      table: "ghost.suppressions",
      why: "e-mail addresses that bounced or complained, kept forever",
    },
  ],
  neverDelete: [
    "ghost.users",
    "ghost.roles",
    "ghost.roles_users",
    "ghost.permissions",
    "ghost.permissions_roles",
    "ghost.permissions_users",
    "ghost.posts",
    "ghost.posts_meta",
    "ghost.posts_authors",
    "ghost.posts_tags",
    "ghost.tags",
    "ghost.newsletters",
    "ghost.members",
    "ghost.members_newsletters",
    "ghost.members_labels",
    "ghost.labels",
    "ghost.products",
    "ghost.products_benefits",
    "ghost.benefits",
    "ghost.offers",
    "ghost.subscriptions",
    "ghost.members_stripe_customers",
    "ghost.members_stripe_customers_subscriptions",
    "ghost.stripe_products",
    "ghost.stripe_prices",
    "ghost.members_paid_subscription_events",
    "ghost.members_payment_events",
    "ghost.donation_payment_events",
    "ghost.offer_redemptions",
    "ghost.gifts",
    "ghost.settings",
    "ghost.custom_theme_settings",
    "ghost.integrations",
    "ghost.api_keys",
    "ghost.webhooks",
    "ghost.comments",
    "ghost.snippets",
    "ghost.collections",
    "ghost.collections_posts",
    "ghost.redirects",
    "ghost.recommendations",
    "ghost.emails",
    "ghost.post_revisions",
    "ghost.mobiledoc_revisions",
    "ghost.email_design_settings",
    "ghost.welcome_email_automations",
    "ghost.welcome_email_automated_emails",
  ],
};
