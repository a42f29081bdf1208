import type { CorpusApp } from "../types.js";

// Mealie (Python, FastAPI with SQLAlchemy 2 and Alembic). Timestamps are timestamp without time zone (NaiveDateTime,
// UTC), created_at / update_at on every model (mealie/db/models/_model_base.py:12-13, update_at exposed as
// updated_at); group_data_exports.expires is a string (varchar) holding a datetime. Cleanup read from the scheduler
// tasks (mealie/services/scheduler/tasks/) and their registration (mealie/app.py:114-128: daily at
// DAILY_SCHEDULE_TIME_UTC, minutely, hourly), before init was run on it. Not cleaned by age: long_live_tokens (API
// tokens, no expiry), recipe_share_tokens (expires_at is checked when a share link is opened; expired rows stay),
// users (locked_user_reset only clears locked_at / login_attemps, tasks/reset_locked_users.py), server_tasks and
// group_reports (task and migration logs, kept), recipe_timeline_events (create_mealplan_timeline_events adds rows).
// A shopping list item's extras and recipe references go with it (ORM cascade), not by age.
export const app: CorpusApp = {
  name: "mealie",
  framework: "sqlalchemy",
  source: {
    repo: "mealie-recipes/mealie",
    commit: "b5643a9399465d8b4ea339e7a6639df2d697741b",
    schemaFrom:
      "its 37 Alembic revisions run to head (alembic upgrade, as mealie/db/init_db.py does for a fresh database) with SQLAlchemy 2.0.54 into PostgreSQL 15, schema dumped; every table",
  },
  schemas: ["mealie"],
  schemaSql: `-- Mealie 2.0.0 (mealie-recipes/mealie @ b5643a9399465d8b4ea339e7a6639df2d697741b), PostgreSQL.
-- Built as Mealie's init_db builds a fresh database (mealie/db/init_db.py:104-114: alembic command.upgrade to head):
-- its 37 Alembic revisions (alembic/versions, 6b0f5f32d602 initial tables to 3897397b4631) run with alembic 1.20
-- and SQLAlchemy 2.0.54 (the lock file pins 1.13.3 and 2.0.36, not in the local index), DB_ENGINE=postgres,
-- against an empty PostgreSQL 15 database, then pg_dump --schema-only. All 59 tables, the authmethod enum and
-- the pg_trgm GIN indexes of the fuzzy-search revision b3dbb554ba53.
-- Mealie uses the public schema, where that revision's CREATE EXTENSION pg_trgm puts the extension; here the
-- tables are in schema mealie and the extension stays in public.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE SCHEMA mealie;

CREATE TYPE mealie.authmethod AS ENUM (
    'MEALIE',
    'LDAP',
    'OIDC'
);

CREATE TABLE mealie.alembic_version (
    version_num character varying(32) NOT NULL
);

CREATE TABLE mealie.api_extras (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    recipee_id uuid,
    key_name character varying,
    value character varying
);

CREATE SEQUENCE mealie.api_extras_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.api_extras_id_seq OWNED BY mealie.api_extras.id;

CREATE TABLE mealie.categories (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    group_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying NOT NULL,
    slug character varying NOT NULL
);

CREATE TABLE mealie.cookbooks (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    "position" integer NOT NULL,
    name character varying NOT NULL,
    slug character varying NOT NULL,
    description character varying,
    group_id uuid,
    public boolean,
    require_all_categories boolean,
    require_all_tags boolean,
    require_all_tools boolean,
    household_id uuid,
    query_filter_string character varying DEFAULT ''::character varying NOT NULL
);

CREATE TABLE mealie.cookbooks_to_categories (
    cookbook_id uuid,
    category_id uuid
);

CREATE TABLE mealie.cookbooks_to_tags (
    cookbook_id uuid,
    tag_id uuid
);

CREATE TABLE mealie.cookbooks_to_tools (
    cookbook_id uuid,
    tool_id uuid
);

CREATE TABLE mealie.group_data_exports (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid,
    name character varying NOT NULL,
    filename character varying NOT NULL,
    path character varying NOT NULL,
    size character varying NOT NULL,
    expires character varying NOT NULL
);

CREATE TABLE mealie.group_events_notifier_options (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    event_notifier_id uuid NOT NULL,
    recipe_created boolean NOT NULL,
    recipe_updated boolean NOT NULL,
    recipe_deleted boolean NOT NULL,
    user_signup boolean NOT NULL,
    data_migrations boolean NOT NULL,
    data_export boolean NOT NULL,
    data_import boolean NOT NULL,
    mealplan_entry_created boolean NOT NULL,
    shopping_list_created boolean NOT NULL,
    shopping_list_updated boolean NOT NULL,
    shopping_list_deleted boolean NOT NULL,
    cookbook_created boolean NOT NULL,
    cookbook_updated boolean NOT NULL,
    cookbook_deleted boolean NOT NULL,
    tag_created boolean NOT NULL,
    tag_updated boolean NOT NULL,
    tag_deleted boolean NOT NULL,
    category_created boolean NOT NULL,
    category_updated boolean NOT NULL,
    category_deleted boolean NOT NULL
);

CREATE TABLE mealie.group_events_notifiers (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    name character varying NOT NULL,
    enabled boolean NOT NULL,
    apprise_url character varying NOT NULL,
    group_id uuid,
    household_id uuid
);

CREATE TABLE mealie.group_meal_plan_rules (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    day character varying NOT NULL,
    entry_type character varying NOT NULL,
    household_id uuid,
    query_filter_string character varying DEFAULT ''::character varying NOT NULL
);

CREATE TABLE mealie.group_meal_plans (
    id integer NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    date date NOT NULL,
    entry_type character varying NOT NULL,
    title character varying NOT NULL,
    text character varying NOT NULL,
    group_id uuid,
    recipe_id uuid,
    user_id uuid
);

CREATE SEQUENCE mealie.group_meal_plans_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.group_meal_plans_id_seq OWNED BY mealie.group_meal_plans.id;

CREATE TABLE mealie.group_preferences (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    private_group boolean,
    first_day_of_week integer,
    recipe_public boolean,
    recipe_show_nutrition boolean,
    recipe_show_assets boolean,
    recipe_landscape_view boolean,
    recipe_disable_comments boolean,
    recipe_disable_amount boolean
);

CREATE TABLE mealie.group_reports (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    name character varying NOT NULL,
    status character varying NOT NULL,
    category character varying NOT NULL,
    "timestamp" timestamp without time zone NOT NULL,
    group_id uuid NOT NULL
);

CREATE TABLE mealie.group_to_categories (
    group_id uuid,
    category_id uuid
);

CREATE TABLE mealie.groups (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    name character varying NOT NULL,
    slug character varying
);

CREATE TABLE mealie.household_preferences (
    id uuid NOT NULL,
    household_id uuid NOT NULL,
    private_household boolean,
    first_day_of_week integer,
    recipe_public boolean,
    recipe_show_nutrition boolean,
    recipe_show_assets boolean,
    recipe_landscape_view boolean,
    recipe_disable_comments boolean,
    recipe_disable_amount boolean,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    lock_recipe_edits_from_other_households boolean
);

CREATE TABLE mealie.households (
    id uuid NOT NULL,
    name character varying NOT NULL,
    slug character varying,
    group_id uuid NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone
);

CREATE TABLE mealie.ingredient_food_extras (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    key_name character varying,
    value character varying,
    ingredient_food_id uuid
);

CREATE SEQUENCE mealie.ingredient_food_extras_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.ingredient_food_extras_id_seq OWNED BY mealie.ingredient_food_extras.id;

CREATE TABLE mealie.ingredient_foods (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    name character varying,
    description character varying,
    label_id uuid,
    name_normalized character varying,
    plural_name character varying,
    plural_name_normalized character varying,
    on_hand boolean NOT NULL
);

CREATE TABLE mealie.ingredient_foods_aliases (
    id uuid NOT NULL,
    food_id uuid NOT NULL,
    name character varying NOT NULL,
    name_normalized character varying,
    created_at timestamp without time zone,
    update_at timestamp without time zone
);

CREATE TABLE mealie.ingredient_units (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    name character varying,
    description character varying,
    abbreviation character varying,
    fraction boolean,
    use_abbreviation boolean,
    name_normalized character varying,
    abbreviation_normalized character varying,
    plural_name character varying,
    plural_name_normalized character varying,
    plural_abbreviation character varying,
    plural_abbreviation_normalized character varying
);

CREATE TABLE mealie.ingredient_units_aliases (
    id uuid NOT NULL,
    unit_id uuid NOT NULL,
    name character varying NOT NULL,
    name_normalized character varying,
    created_at timestamp without time zone,
    update_at timestamp without time zone
);

CREATE TABLE mealie.invite_tokens (
    id integer NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    token character varying NOT NULL,
    uses_left integer NOT NULL,
    group_id uuid,
    household_id uuid
);

CREATE SEQUENCE mealie.invite_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.invite_tokens_id_seq OWNED BY mealie.invite_tokens.id;

CREATE TABLE mealie.long_live_tokens (
    id integer NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    name character varying NOT NULL,
    token character varying NOT NULL,
    user_id uuid
);

CREATE SEQUENCE mealie.long_live_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.long_live_tokens_id_seq OWNED BY mealie.long_live_tokens.id;

CREATE TABLE mealie.multi_purpose_labels (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    color character varying(10) NOT NULL,
    group_id uuid NOT NULL
);

CREATE TABLE mealie.notes (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    recipe_id uuid,
    title character varying,
    text character varying
);

CREATE SEQUENCE mealie.notes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.notes_id_seq OWNED BY mealie.notes.id;

CREATE TABLE mealie.password_reset_tokens (
    id integer NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    user_id uuid NOT NULL,
    token character varying(64) NOT NULL
);

CREATE SEQUENCE mealie.password_reset_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.password_reset_tokens_id_seq OWNED BY mealie.password_reset_tokens.id;

CREATE TABLE mealie.plan_rules_to_categories (
    group_plan_rule_id uuid,
    category_id uuid
);

CREATE TABLE mealie.plan_rules_to_households (
    group_plan_rule_id uuid,
    household_id uuid
);

CREATE TABLE mealie.plan_rules_to_tags (
    plan_rule_id uuid,
    tag_id uuid
);

CREATE TABLE mealie.recipe_actions (
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    action_type character varying NOT NULL,
    title character varying NOT NULL,
    url character varying NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    household_id uuid
);

CREATE TABLE mealie.recipe_assets (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    recipe_id uuid,
    name character varying,
    icon character varying,
    file_name character varying
);

CREATE SEQUENCE mealie.recipe_assets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.recipe_assets_id_seq OWNED BY mealie.recipe_assets.id;

CREATE TABLE mealie.recipe_comments (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    text character varying,
    recipe_id uuid NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE mealie.recipe_ingredient_ref_link (
    id integer NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    instruction_id uuid,
    reference_id uuid
);

CREATE SEQUENCE mealie.recipe_ingredient_ref_link_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.recipe_ingredient_ref_link_id_seq OWNED BY mealie.recipe_ingredient_ref_link.id;

CREATE TABLE mealie.recipe_instructions (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    recipe_id uuid,
    "position" integer,
    type character varying,
    title character varying,
    text character varying,
    summary character varying
);

CREATE TABLE mealie.recipe_nutrition (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    recipe_id uuid,
    calories character varying,
    fat_content character varying,
    fiber_content character varying,
    protein_content character varying,
    carbohydrate_content character varying,
    sodium_content character varying,
    sugar_content character varying,
    cholesterol_content character varying,
    saturated_fat_content character varying,
    trans_fat_content character varying,
    unsaturated_fat_content character varying
);

CREATE SEQUENCE mealie.recipe_nutrition_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.recipe_nutrition_id_seq OWNED BY mealie.recipe_nutrition.id;

CREATE TABLE mealie.recipe_settings (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    recipe_id uuid,
    public boolean,
    show_nutrition boolean,
    show_assets boolean,
    landscape_view boolean,
    disable_amount boolean,
    disable_comments boolean,
    locked boolean
);

CREATE SEQUENCE mealie.recipe_settings_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.recipe_settings_id_seq OWNED BY mealie.recipe_settings.id;

CREATE TABLE mealie.recipe_share_tokens (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    recipe_id uuid NOT NULL,
    expires_at timestamp without time zone NOT NULL
);

CREATE TABLE mealie.recipe_timeline_events (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    recipe_id uuid NOT NULL,
    user_id uuid NOT NULL,
    subject character varying NOT NULL,
    message character varying,
    event_type character varying,
    image character varying,
    "timestamp" timestamp without time zone
);

CREATE TABLE mealie.recipes (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    slug character varying,
    group_id uuid NOT NULL,
    user_id uuid,
    name character varying NOT NULL,
    description character varying,
    image character varying,
    total_time character varying,
    prep_time character varying,
    perform_time character varying,
    cook_time character varying,
    recipe_yield character varying,
    "recipeCuisine" character varying,
    rating double precision,
    org_url character varying,
    date_added date,
    date_updated timestamp without time zone,
    is_ocr_recipe boolean,
    last_made timestamp without time zone,
    name_normalized character varying NOT NULL,
    description_normalized character varying
);

CREATE TABLE mealie.recipes_ingredients (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    "position" integer,
    recipe_id uuid,
    title character varying,
    note character varying,
    unit_id uuid,
    food_id uuid,
    quantity double precision,
    reference_id uuid,
    original_text character varying,
    note_normalized character varying,
    original_text_normalized character varying
);

CREATE SEQUENCE mealie.recipes_ingredients_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.recipes_ingredients_id_seq OWNED BY mealie.recipes_ingredients.id;

CREATE TABLE mealie.recipes_to_categories (
    recipe_id uuid,
    category_id uuid
);

CREATE TABLE mealie.recipes_to_tags (
    recipe_id uuid,
    tag_id uuid
);

CREATE TABLE mealie.recipes_to_tools (
    recipe_id uuid,
    tool_id uuid
);

CREATE TABLE mealie.report_entries (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    success boolean,
    message character varying,
    exception character varying,
    "timestamp" timestamp without time zone NOT NULL,
    report_id uuid NOT NULL
);

CREATE TABLE mealie.server_tasks (
    id integer NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    name character varying NOT NULL,
    completed_date timestamp without time zone,
    status character varying NOT NULL,
    log character varying,
    group_id uuid NOT NULL
);

CREATE SEQUENCE mealie.server_tasks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.server_tasks_id_seq OWNED BY mealie.server_tasks.id;

CREATE TABLE mealie.shopping_list_extras (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    key_name character varying,
    value character varying,
    shopping_list_id uuid
);

CREATE SEQUENCE mealie.shopping_list_extras_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.shopping_list_extras_id_seq OWNED BY mealie.shopping_list_extras.id;

CREATE TABLE mealie.shopping_list_item_extras (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id integer NOT NULL,
    key_name character varying,
    value character varying,
    shopping_list_item_id uuid
);

CREATE SEQUENCE mealie.shopping_list_item_extras_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mealie.shopping_list_item_extras_id_seq OWNED BY mealie.shopping_list_item_extras.id;

CREATE TABLE mealie.shopping_list_item_recipe_reference (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    shopping_list_item_id uuid NOT NULL,
    recipe_id uuid,
    recipe_quantity double precision NOT NULL,
    recipe_scale double precision NOT NULL,
    recipe_note character varying
);

CREATE TABLE mealie.shopping_list_items (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    shopping_list_id uuid,
    is_ingredient boolean,
    "position" integer NOT NULL,
    checked boolean,
    quantity double precision,
    note character varying,
    is_food boolean,
    unit_id uuid,
    food_id uuid,
    label_id uuid
);

CREATE TABLE mealie.shopping_list_recipe_reference (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    shopping_list_id uuid NOT NULL,
    recipe_id uuid,
    recipe_quantity double precision NOT NULL
);

CREATE TABLE mealie.shopping_lists (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    name character varying,
    user_id uuid NOT NULL
);

CREATE TABLE mealie.shopping_lists_multi_purpose_labels (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    shopping_list_id uuid NOT NULL,
    label_id uuid NOT NULL,
    "position" integer NOT NULL
);

CREATE TABLE mealie.tags (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    name character varying NOT NULL,
    slug character varying NOT NULL
);

CREATE TABLE mealie.tools (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid NOT NULL,
    name character varying NOT NULL,
    slug character varying NOT NULL,
    on_hand boolean
);

CREATE TABLE mealie.users (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    full_name character varying,
    username character varying,
    email character varying,
    password character varying,
    admin boolean,
    advanced boolean,
    group_id uuid NOT NULL,
    cache_key character varying,
    can_manage boolean,
    can_invite boolean,
    can_organize boolean,
    owned_recipes_id uuid,
    login_attemps integer,
    locked_at timestamp without time zone,
    auth_method mealie.authmethod DEFAULT 'MEALIE'::mealie.authmethod NOT NULL,
    household_id uuid,
    can_manage_household boolean
);

CREATE TABLE mealie.users_to_recipes (
    user_id uuid NOT NULL,
    recipe_id uuid NOT NULL,
    rating double precision,
    is_favorite boolean NOT NULL,
    id uuid NOT NULL,
    created_at timestamp without time zone,
    update_at timestamp without time zone
);

CREATE TABLE mealie.webhook_urls (
    created_at timestamp without time zone,
    update_at timestamp without time zone,
    id uuid NOT NULL,
    group_id uuid,
    enabled boolean,
    name character varying,
    url character varying,
    "time" character varying,
    webhook_type character varying,
    scheduled_time time without time zone,
    household_id uuid
);

ALTER TABLE ONLY mealie.api_extras ALTER COLUMN id SET DEFAULT nextval('mealie.api_extras_id_seq'::regclass);

ALTER TABLE ONLY mealie.group_meal_plans ALTER COLUMN id SET DEFAULT nextval('mealie.group_meal_plans_id_seq'::regclass);

ALTER TABLE ONLY mealie.ingredient_food_extras ALTER COLUMN id SET DEFAULT nextval('mealie.ingredient_food_extras_id_seq'::regclass);

ALTER TABLE ONLY mealie.invite_tokens ALTER COLUMN id SET DEFAULT nextval('mealie.invite_tokens_id_seq'::regclass);

ALTER TABLE ONLY mealie.long_live_tokens ALTER COLUMN id SET DEFAULT nextval('mealie.long_live_tokens_id_seq'::regclass);

ALTER TABLE ONLY mealie.notes ALTER COLUMN id SET DEFAULT nextval('mealie.notes_id_seq'::regclass);

ALTER TABLE ONLY mealie.password_reset_tokens ALTER COLUMN id SET DEFAULT nextval('mealie.password_reset_tokens_id_seq'::regclass);

ALTER TABLE ONLY mealie.recipe_assets ALTER COLUMN id SET DEFAULT nextval('mealie.recipe_assets_id_seq'::regclass);

ALTER TABLE ONLY mealie.recipe_ingredient_ref_link ALTER COLUMN id SET DEFAULT nextval('mealie.recipe_ingredient_ref_link_id_seq'::regclass);

ALTER TABLE ONLY mealie.recipe_nutrition ALTER COLUMN id SET DEFAULT nextval('mealie.recipe_nutrition_id_seq'::regclass);

ALTER TABLE ONLY mealie.recipe_settings ALTER COLUMN id SET DEFAULT nextval('mealie.recipe_settings_id_seq'::regclass);

ALTER TABLE ONLY mealie.recipes_ingredients ALTER COLUMN id SET DEFAULT nextval('mealie.recipes_ingredients_id_seq'::regclass);

ALTER TABLE ONLY mealie.server_tasks ALTER COLUMN id SET DEFAULT nextval('mealie.server_tasks_id_seq'::regclass);

ALTER TABLE ONLY mealie.shopping_list_extras ALTER COLUMN id SET DEFAULT nextval('mealie.shopping_list_extras_id_seq'::regclass);

ALTER TABLE ONLY mealie.shopping_list_item_extras ALTER COLUMN id SET DEFAULT nextval('mealie.shopping_list_item_extras_id_seq'::regclass);

ALTER TABLE ONLY mealie.alembic_version
    ADD CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num);

ALTER TABLE ONLY mealie.api_extras
    ADD CONSTRAINT api_extras_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.categories
    ADD CONSTRAINT categories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.categories
    ADD CONSTRAINT category_slug_group_id_key UNIQUE (slug, group_id);

ALTER TABLE ONLY mealie.cookbooks_to_categories
    ADD CONSTRAINT cookbook_id_category_id_key UNIQUE (cookbook_id, category_id);

ALTER TABLE ONLY mealie.cookbooks_to_tags
    ADD CONSTRAINT cookbook_id_tag_id_key UNIQUE (cookbook_id, tag_id);

ALTER TABLE ONLY mealie.cookbooks_to_tools
    ADD CONSTRAINT cookbook_id_tool_id_key UNIQUE (cookbook_id, tool_id);

ALTER TABLE ONLY mealie.cookbooks
    ADD CONSTRAINT cookbook_slug_group_id_key UNIQUE (slug, group_id);

ALTER TABLE ONLY mealie.cookbooks
    ADD CONSTRAINT cookbooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.group_data_exports
    ADD CONSTRAINT group_data_exports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.group_events_notifier_options
    ADD CONSTRAINT group_events_notifier_options_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.group_events_notifiers
    ADD CONSTRAINT group_events_notifiers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.group_to_categories
    ADD CONSTRAINT group_id_category_id_key UNIQUE (group_id, category_id);

ALTER TABLE ONLY mealie.group_meal_plan_rules
    ADD CONSTRAINT group_meal_plan_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.group_meal_plans
    ADD CONSTRAINT group_meal_plans_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.plan_rules_to_categories
    ADD CONSTRAINT group_plan_rule_id_category_id_key UNIQUE (group_plan_rule_id, category_id);

ALTER TABLE ONLY mealie.plan_rules_to_households
    ADD CONSTRAINT group_plan_rule_id_household_id_key UNIQUE (group_plan_rule_id, household_id);

ALTER TABLE ONLY mealie.group_preferences
    ADD CONSTRAINT group_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.group_reports
    ADD CONSTRAINT group_reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.households
    ADD CONSTRAINT household_name_group_id_key UNIQUE (group_id, name);

ALTER TABLE ONLY mealie.household_preferences
    ADD CONSTRAINT household_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.households
    ADD CONSTRAINT household_slug_group_id_key UNIQUE (group_id, slug);

ALTER TABLE ONLY mealie.households
    ADD CONSTRAINT households_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.ingredient_food_extras
    ADD CONSTRAINT ingredient_food_extras_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.ingredient_foods_aliases
    ADD CONSTRAINT ingredient_foods_aliases_pkey PRIMARY KEY (id, food_id);

ALTER TABLE ONLY mealie.ingredient_foods
    ADD CONSTRAINT ingredient_foods_name_group_id_key UNIQUE (name, group_id);

ALTER TABLE ONLY mealie.ingredient_foods
    ADD CONSTRAINT ingredient_foods_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.ingredient_units_aliases
    ADD CONSTRAINT ingredient_units_aliases_pkey PRIMARY KEY (id, unit_id);

ALTER TABLE ONLY mealie.ingredient_units
    ADD CONSTRAINT ingredient_units_name_group_id_key UNIQUE (name, group_id);

ALTER TABLE ONLY mealie.ingredient_units
    ADD CONSTRAINT ingredient_units_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.invite_tokens
    ADD CONSTRAINT invite_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.long_live_tokens
    ADD CONSTRAINT long_live_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.multi_purpose_labels
    ADD CONSTRAINT multi_purpose_labels_name_group_id_key UNIQUE (name, group_id);

ALTER TABLE ONLY mealie.multi_purpose_labels
    ADD CONSTRAINT multi_purpose_labels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.notes
    ADD CONSTRAINT notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_token_key UNIQUE (token);

ALTER TABLE ONLY mealie.plan_rules_to_tags
    ADD CONSTRAINT plan_rule_id_tag_id_key UNIQUE (plan_rule_id, tag_id);

ALTER TABLE ONLY mealie.recipe_actions
    ADD CONSTRAINT recipe_actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipe_assets
    ADD CONSTRAINT recipe_assets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipe_comments
    ADD CONSTRAINT recipe_comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipes_to_categories
    ADD CONSTRAINT recipe_id_category_id_key UNIQUE (recipe_id, category_id);

ALTER TABLE ONLY mealie.recipes_to_tags
    ADD CONSTRAINT recipe_id_tag_id_key UNIQUE (recipe_id, tag_id);

ALTER TABLE ONLY mealie.recipes_to_tools
    ADD CONSTRAINT recipe_id_tool_id_key UNIQUE (recipe_id, tool_id);

ALTER TABLE ONLY mealie.recipe_ingredient_ref_link
    ADD CONSTRAINT recipe_ingredient_ref_link_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipe_instructions
    ADD CONSTRAINT recipe_instructions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipe_nutrition
    ADD CONSTRAINT recipe_nutrition_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipe_settings
    ADD CONSTRAINT recipe_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipe_share_tokens
    ADD CONSTRAINT recipe_share_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipes
    ADD CONSTRAINT recipe_slug_group_id_key UNIQUE (slug, group_id);

ALTER TABLE ONLY mealie.recipe_timeline_events
    ADD CONSTRAINT recipe_timeline_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipes_ingredients
    ADD CONSTRAINT recipes_ingredients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.recipes
    ADD CONSTRAINT recipes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.report_entries
    ADD CONSTRAINT report_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.server_tasks
    ADD CONSTRAINT server_tasks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.shopping_list_extras
    ADD CONSTRAINT shopping_list_extras_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.shopping_lists_multi_purpose_labels
    ADD CONSTRAINT shopping_list_id_label_id_key UNIQUE (shopping_list_id, label_id);

ALTER TABLE ONLY mealie.shopping_list_item_extras
    ADD CONSTRAINT shopping_list_item_extras_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.shopping_list_item_recipe_reference
    ADD CONSTRAINT shopping_list_item_recipe_reference_pkey PRIMARY KEY (id, shopping_list_item_id);

ALTER TABLE ONLY mealie.shopping_list_items
    ADD CONSTRAINT shopping_list_items_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.shopping_list_recipe_reference
    ADD CONSTRAINT shopping_list_recipe_reference_pkey PRIMARY KEY (id, shopping_list_id);

ALTER TABLE ONLY mealie.shopping_lists_multi_purpose_labels
    ADD CONSTRAINT shopping_lists_multi_purpose_labels_pkey PRIMARY KEY (id, shopping_list_id, label_id);

ALTER TABLE ONLY mealie.shopping_lists
    ADD CONSTRAINT shopping_lists_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.tags
    ADD CONSTRAINT tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.tags
    ADD CONSTRAINT tags_slug_group_id_key UNIQUE (slug, group_id);

ALTER TABLE ONLY mealie.tools
    ADD CONSTRAINT tools_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.tools
    ADD CONSTRAINT tools_slug_group_id_key UNIQUE (slug, group_id);

ALTER TABLE ONLY mealie.users_to_recipes
    ADD CONSTRAINT user_id_recipe_id_rating_key UNIQUE (user_id, recipe_id);

ALTER TABLE ONLY mealie.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mealie.users_to_recipes
    ADD CONSTRAINT users_to_recipes_pkey PRIMARY KEY (user_id, recipe_id, id);

ALTER TABLE ONLY mealie.webhook_urls
    ADD CONSTRAINT webhook_urls_pkey PRIMARY KEY (id);

CREATE INDEX ix_api_extras_created_at ON mealie.api_extras USING btree (created_at);

CREATE INDEX ix_api_extras_recipee_id ON mealie.api_extras USING btree (recipee_id);

CREATE INDEX ix_categories_created_at ON mealie.categories USING btree (created_at);

CREATE INDEX ix_categories_group_id ON mealie.categories USING btree (group_id);

CREATE INDEX ix_categories_name ON mealie.categories USING btree (name);

CREATE INDEX ix_categories_slug ON mealie.categories USING btree (slug);

CREATE INDEX ix_cookbooks_created_at ON mealie.cookbooks USING btree (created_at);

CREATE INDEX ix_cookbooks_group_id ON mealie.cookbooks USING btree (group_id);

CREATE INDEX ix_cookbooks_household_id ON mealie.cookbooks USING btree (household_id);

CREATE INDEX ix_cookbooks_slug ON mealie.cookbooks USING btree (slug);

CREATE INDEX ix_cookbooks_to_categories_category_id ON mealie.cookbooks_to_categories USING btree (category_id);

CREATE INDEX ix_cookbooks_to_categories_cookbook_id ON mealie.cookbooks_to_categories USING btree (cookbook_id);

CREATE INDEX ix_cookbooks_to_tags_cookbook_id ON mealie.cookbooks_to_tags USING btree (cookbook_id);

CREATE INDEX ix_cookbooks_to_tags_tag_id ON mealie.cookbooks_to_tags USING btree (tag_id);

CREATE INDEX ix_cookbooks_to_tools_cookbook_id ON mealie.cookbooks_to_tools USING btree (cookbook_id);

CREATE INDEX ix_cookbooks_to_tools_tool_id ON mealie.cookbooks_to_tools USING btree (tool_id);

CREATE INDEX ix_group_data_exports_created_at ON mealie.group_data_exports USING btree (created_at);

CREATE INDEX ix_group_data_exports_group_id ON mealie.group_data_exports USING btree (group_id);

CREATE INDEX ix_group_events_notifier_options_created_at ON mealie.group_events_notifier_options USING btree (created_at);

CREATE INDEX ix_group_events_notifiers_created_at ON mealie.group_events_notifiers USING btree (created_at);

CREATE INDEX ix_group_events_notifiers_group_id ON mealie.group_events_notifiers USING btree (group_id);

CREATE INDEX ix_group_events_notifiers_household_id ON mealie.group_events_notifiers USING btree (household_id);

CREATE INDEX ix_group_meal_plan_rules_created_at ON mealie.group_meal_plan_rules USING btree (created_at);

CREATE INDEX ix_group_meal_plan_rules_group_id ON mealie.group_meal_plan_rules USING btree (group_id);

CREATE INDEX ix_group_meal_plan_rules_household_id ON mealie.group_meal_plan_rules USING btree (household_id);

CREATE INDEX ix_group_meal_plans_created_at ON mealie.group_meal_plans USING btree (created_at);

CREATE INDEX ix_group_meal_plans_date ON mealie.group_meal_plans USING btree (date);

CREATE INDEX ix_group_meal_plans_entry_type ON mealie.group_meal_plans USING btree (entry_type);

CREATE INDEX ix_group_meal_plans_group_id ON mealie.group_meal_plans USING btree (group_id);

CREATE INDEX ix_group_meal_plans_recipe_id ON mealie.group_meal_plans USING btree (recipe_id);

CREATE INDEX ix_group_meal_plans_title ON mealie.group_meal_plans USING btree (title);

CREATE INDEX ix_group_meal_plans_user_id ON mealie.group_meal_plans USING btree (user_id);

CREATE INDEX ix_group_preferences_created_at ON mealie.group_preferences USING btree (created_at);

CREATE INDEX ix_group_preferences_group_id ON mealie.group_preferences USING btree (group_id);

CREATE INDEX ix_group_reports_category ON mealie.group_reports USING btree (category);

CREATE INDEX ix_group_reports_created_at ON mealie.group_reports USING btree (created_at);

CREATE INDEX ix_group_reports_group_id ON mealie.group_reports USING btree (group_id);

CREATE INDEX ix_group_to_categories_category_id ON mealie.group_to_categories USING btree (category_id);

CREATE INDEX ix_group_to_categories_group_id ON mealie.group_to_categories USING btree (group_id);

CREATE INDEX ix_groups_created_at ON mealie.groups USING btree (created_at);

CREATE UNIQUE INDEX ix_groups_name ON mealie.groups USING btree (name);

CREATE UNIQUE INDEX ix_groups_slug ON mealie.groups USING btree (slug);

CREATE INDEX ix_household_preferences_created_at ON mealie.household_preferences USING btree (created_at);

CREATE INDEX ix_household_preferences_household_id ON mealie.household_preferences USING btree (household_id);

CREATE INDEX ix_households_created_at ON mealie.households USING btree (created_at);

CREATE INDEX ix_households_group_id ON mealie.households USING btree (group_id);

CREATE INDEX ix_households_name ON mealie.households USING btree (name);

CREATE INDEX ix_households_slug ON mealie.households USING btree (slug);

CREATE INDEX ix_ingredient_food_extras_created_at ON mealie.ingredient_food_extras USING btree (created_at);

CREATE INDEX ix_ingredient_food_extras_ingredient_food_id ON mealie.ingredient_food_extras USING btree (ingredient_food_id);

CREATE INDEX ix_ingredient_foods_aliases_created_at ON mealie.ingredient_foods_aliases USING btree (created_at);

CREATE INDEX ix_ingredient_foods_aliases_name_normalized ON mealie.ingredient_foods_aliases USING btree (name_normalized);

CREATE INDEX ix_ingredient_foods_created_at ON mealie.ingredient_foods USING btree (created_at);

CREATE INDEX ix_ingredient_foods_group_id ON mealie.ingredient_foods USING btree (group_id);

CREATE INDEX ix_ingredient_foods_label_id ON mealie.ingredient_foods USING btree (label_id);

CREATE INDEX ix_ingredient_foods_name_normalized ON mealie.ingredient_foods USING btree (name_normalized);

CREATE INDEX ix_ingredient_foods_plural_name_normalized ON mealie.ingredient_foods USING btree (plural_name_normalized);

CREATE INDEX ix_ingredient_units_abbreviation_normalized ON mealie.ingredient_units USING btree (abbreviation_normalized);

CREATE INDEX ix_ingredient_units_aliases_created_at ON mealie.ingredient_units_aliases USING btree (created_at);

CREATE INDEX ix_ingredient_units_aliases_name_normalized ON mealie.ingredient_units_aliases USING btree (name_normalized);

CREATE INDEX ix_ingredient_units_created_at ON mealie.ingredient_units USING btree (created_at);

CREATE INDEX ix_ingredient_units_group_id ON mealie.ingredient_units USING btree (group_id);

CREATE INDEX ix_ingredient_units_name_normalized ON mealie.ingredient_units USING btree (name_normalized);

CREATE INDEX ix_ingredient_units_plural_abbreviation_normalized ON mealie.ingredient_units USING btree (plural_abbreviation_normalized);

CREATE INDEX ix_ingredient_units_plural_name_normalized ON mealie.ingredient_units USING btree (plural_name_normalized);

CREATE INDEX ix_invite_tokens_created_at ON mealie.invite_tokens USING btree (created_at);

CREATE INDEX ix_invite_tokens_group_id ON mealie.invite_tokens USING btree (group_id);

CREATE INDEX ix_invite_tokens_household_id ON mealie.invite_tokens USING btree (household_id);

CREATE UNIQUE INDEX ix_invite_tokens_token ON mealie.invite_tokens USING btree (token);

CREATE INDEX ix_long_live_tokens_created_at ON mealie.long_live_tokens USING btree (created_at);

CREATE INDEX ix_long_live_tokens_token ON mealie.long_live_tokens USING btree (token);

CREATE INDEX ix_long_live_tokens_user_id ON mealie.long_live_tokens USING btree (user_id);

CREATE INDEX ix_multi_purpose_labels_created_at ON mealie.multi_purpose_labels USING btree (created_at);

CREATE INDEX ix_multi_purpose_labels_group_id ON mealie.multi_purpose_labels USING btree (group_id);

CREATE INDEX ix_notes_created_at ON mealie.notes USING btree (created_at);

CREATE INDEX ix_notes_recipe_id ON mealie.notes USING btree (recipe_id);

CREATE INDEX ix_password_reset_tokens_created_at ON mealie.password_reset_tokens USING btree (created_at);

CREATE INDEX ix_password_reset_tokens_user_id ON mealie.password_reset_tokens USING btree (user_id);

CREATE INDEX ix_plan_rules_to_categories_category_id ON mealie.plan_rules_to_categories USING btree (category_id);

CREATE INDEX ix_plan_rules_to_categories_group_plan_rule_id ON mealie.plan_rules_to_categories USING btree (group_plan_rule_id);

CREATE INDEX ix_plan_rules_to_households_group_plan_rule_id ON mealie.plan_rules_to_households USING btree (group_plan_rule_id);

CREATE INDEX ix_plan_rules_to_households_household_id ON mealie.plan_rules_to_households USING btree (household_id);

CREATE INDEX ix_plan_rules_to_tags_plan_rule_id ON mealie.plan_rules_to_tags USING btree (plan_rule_id);

CREATE INDEX ix_plan_rules_to_tags_tag_id ON mealie.plan_rules_to_tags USING btree (tag_id);

CREATE INDEX ix_recipe_actions_action_type ON mealie.recipe_actions USING btree (action_type);

CREATE INDEX ix_recipe_actions_created_at ON mealie.recipe_actions USING btree (created_at);

CREATE INDEX ix_recipe_actions_group_id ON mealie.recipe_actions USING btree (group_id);

CREATE INDEX ix_recipe_actions_household_id ON mealie.recipe_actions USING btree (household_id);

CREATE INDEX ix_recipe_actions_title ON mealie.recipe_actions USING btree (title);

CREATE INDEX ix_recipe_assets_created_at ON mealie.recipe_assets USING btree (created_at);

CREATE INDEX ix_recipe_assets_recipe_id ON mealie.recipe_assets USING btree (recipe_id);

CREATE INDEX ix_recipe_comments_created_at ON mealie.recipe_comments USING btree (created_at);

CREATE INDEX ix_recipe_comments_recipe_id ON mealie.recipe_comments USING btree (recipe_id);

CREATE INDEX ix_recipe_comments_user_id ON mealie.recipe_comments USING btree (user_id);

CREATE INDEX ix_recipe_ingredient_ref_link_created_at ON mealie.recipe_ingredient_ref_link USING btree (created_at);

CREATE INDEX ix_recipe_ingredient_ref_link_instruction_id ON mealie.recipe_ingredient_ref_link USING btree (instruction_id);

CREATE INDEX ix_recipe_ingredient_ref_link_reference_id ON mealie.recipe_ingredient_ref_link USING btree (reference_id);

CREATE INDEX ix_recipe_instructions_created_at ON mealie.recipe_instructions USING btree (created_at);

CREATE INDEX ix_recipe_instructions_position ON mealie.recipe_instructions USING btree ("position");

CREATE INDEX ix_recipe_instructions_recipe_id ON mealie.recipe_instructions USING btree (recipe_id);

CREATE INDEX ix_recipe_instructions_text ON mealie.recipe_instructions USING btree (text);

CREATE INDEX ix_recipe_nutrition_created_at ON mealie.recipe_nutrition USING btree (created_at);

CREATE INDEX ix_recipe_nutrition_recipe_id ON mealie.recipe_nutrition USING btree (recipe_id);

CREATE INDEX ix_recipe_settings_created_at ON mealie.recipe_settings USING btree (created_at);

CREATE INDEX ix_recipe_settings_recipe_id ON mealie.recipe_settings USING btree (recipe_id);

CREATE INDEX ix_recipe_share_tokens_created_at ON mealie.recipe_share_tokens USING btree (created_at);

CREATE INDEX ix_recipe_share_tokens_group_id ON mealie.recipe_share_tokens USING btree (group_id);

CREATE INDEX ix_recipe_share_tokens_recipe_id ON mealie.recipe_share_tokens USING btree (recipe_id);

CREATE INDEX ix_recipe_timeline_events_created_at ON mealie.recipe_timeline_events USING btree (created_at);

CREATE INDEX ix_recipe_timeline_events_recipe_id ON mealie.recipe_timeline_events USING btree (recipe_id);

CREATE INDEX ix_recipe_timeline_events_timestamp ON mealie.recipe_timeline_events USING btree ("timestamp");

CREATE INDEX ix_recipe_timeline_events_user_id ON mealie.recipe_timeline_events USING btree (user_id);

CREATE INDEX ix_recipes_created_at ON mealie.recipes USING btree (created_at);

CREATE INDEX ix_recipes_description_normalized ON mealie.recipes USING btree (description_normalized);

CREATE INDEX ix_recipes_description_normalized_gin ON mealie.recipes USING gin (description_normalized public.gin_trgm_ops);

CREATE INDEX ix_recipes_group_id ON mealie.recipes USING btree (group_id);

CREATE INDEX ix_recipes_ingredients_created_at ON mealie.recipes_ingredients USING btree (created_at);

CREATE INDEX ix_recipes_ingredients_food_id ON mealie.recipes_ingredients USING btree (food_id);

CREATE INDEX ix_recipes_ingredients_note_normalized ON mealie.recipes_ingredients USING btree (note_normalized);

CREATE INDEX ix_recipes_ingredients_note_normalized_gin ON mealie.recipes_ingredients USING gin (note_normalized public.gin_trgm_ops);

CREATE INDEX ix_recipes_ingredients_original_text_normalized ON mealie.recipes_ingredients USING btree (original_text_normalized);

CREATE INDEX ix_recipes_ingredients_original_text_normalized_gin ON mealie.recipes_ingredients USING gin (original_text_normalized public.gin_trgm_ops);

CREATE INDEX ix_recipes_ingredients_position ON mealie.recipes_ingredients USING btree ("position");

CREATE INDEX ix_recipes_ingredients_unit_id ON mealie.recipes_ingredients USING btree (unit_id);

CREATE INDEX ix_recipes_name_normalized ON mealie.recipes USING btree (name_normalized);

CREATE INDEX ix_recipes_name_normalized_gin ON mealie.recipes USING gin (name_normalized public.gin_trgm_ops);

CREATE INDEX ix_recipes_rating ON mealie.recipes USING btree (rating);

CREATE INDEX ix_recipes_slug ON mealie.recipes USING btree (slug);

CREATE INDEX ix_recipes_to_categories_category_id ON mealie.recipes_to_categories USING btree (category_id);

CREATE INDEX ix_recipes_to_categories_recipe_id ON mealie.recipes_to_categories USING btree (recipe_id);

CREATE INDEX ix_recipes_to_tags_recipe_id ON mealie.recipes_to_tags USING btree (recipe_id);

CREATE INDEX ix_recipes_to_tags_tag_id ON mealie.recipes_to_tags USING btree (tag_id);

CREATE INDEX ix_recipes_to_tools_recipe_id ON mealie.recipes_to_tools USING btree (recipe_id);

CREATE INDEX ix_recipes_to_tools_tool_id ON mealie.recipes_to_tools USING btree (tool_id);

CREATE INDEX ix_recipes_user_id ON mealie.recipes USING btree (user_id);

CREATE INDEX ix_report_entries_created_at ON mealie.report_entries USING btree (created_at);

CREATE INDEX ix_report_entries_report_id ON mealie.report_entries USING btree (report_id);

CREATE INDEX ix_server_tasks_created_at ON mealie.server_tasks USING btree (created_at);

CREATE INDEX ix_server_tasks_group_id ON mealie.server_tasks USING btree (group_id);

CREATE INDEX ix_shopping_list_extras_created_at ON mealie.shopping_list_extras USING btree (created_at);

CREATE INDEX ix_shopping_list_extras_shopping_list_id ON mealie.shopping_list_extras USING btree (shopping_list_id);

CREATE INDEX ix_shopping_list_item_extras_created_at ON mealie.shopping_list_item_extras USING btree (created_at);

CREATE INDEX ix_shopping_list_item_extras_shopping_list_item_id ON mealie.shopping_list_item_extras USING btree (shopping_list_item_id);

CREATE INDEX ix_shopping_list_item_recipe_reference_created_at ON mealie.shopping_list_item_recipe_reference USING btree (created_at);

CREATE INDEX ix_shopping_list_item_recipe_reference_recipe_id ON mealie.shopping_list_item_recipe_reference USING btree (recipe_id);

CREATE INDEX ix_shopping_list_items_created_at ON mealie.shopping_list_items USING btree (created_at);

CREATE INDEX ix_shopping_list_items_position ON mealie.shopping_list_items USING btree ("position");

CREATE INDEX ix_shopping_list_items_shopping_list_id ON mealie.shopping_list_items USING btree (shopping_list_id);

CREATE INDEX ix_shopping_list_recipe_reference_created_at ON mealie.shopping_list_recipe_reference USING btree (created_at);

CREATE INDEX ix_shopping_list_recipe_reference_recipe_id ON mealie.shopping_list_recipe_reference USING btree (recipe_id);

CREATE INDEX ix_shopping_lists_created_at ON mealie.shopping_lists USING btree (created_at);

CREATE INDEX ix_shopping_lists_group_id ON mealie.shopping_lists USING btree (group_id);

CREATE INDEX ix_shopping_lists_multi_purpose_labels_created_at ON mealie.shopping_lists_multi_purpose_labels USING btree (created_at);

CREATE INDEX ix_shopping_lists_user_id ON mealie.shopping_lists USING btree (user_id);

CREATE INDEX ix_tags_created_at ON mealie.tags USING btree (created_at);

CREATE INDEX ix_tags_group_id ON mealie.tags USING btree (group_id);

CREATE INDEX ix_tags_name ON mealie.tags USING btree (name);

CREATE INDEX ix_tags_slug ON mealie.tags USING btree (slug);

CREATE INDEX ix_tools_created_at ON mealie.tools USING btree (created_at);

CREATE INDEX ix_tools_group_id ON mealie.tools USING btree (group_id);

CREATE INDEX ix_tools_name ON mealie.tools USING btree (name);

CREATE INDEX ix_tools_slug ON mealie.tools USING btree (slug);

CREATE INDEX ix_users_created_at ON mealie.users USING btree (created_at);

CREATE UNIQUE INDEX ix_users_email ON mealie.users USING btree (email);

CREATE INDEX ix_users_full_name ON mealie.users USING btree (full_name);

CREATE INDEX ix_users_group_id ON mealie.users USING btree (group_id);

CREATE INDEX ix_users_household_id ON mealie.users USING btree (household_id);

CREATE INDEX ix_users_to_recipes_created_at ON mealie.users_to_recipes USING btree (created_at);

CREATE INDEX ix_users_to_recipes_is_favorite ON mealie.users_to_recipes USING btree (is_favorite);

CREATE INDEX ix_users_to_recipes_rating ON mealie.users_to_recipes USING btree (rating);

CREATE INDEX ix_users_to_recipes_recipe_id ON mealie.users_to_recipes USING btree (recipe_id);

CREATE INDEX ix_users_to_recipes_user_id ON mealie.users_to_recipes USING btree (user_id);

CREATE UNIQUE INDEX ix_users_username ON mealie.users USING btree (username);

CREATE INDEX ix_webhook_urls_created_at ON mealie.webhook_urls USING btree (created_at);

CREATE INDEX ix_webhook_urls_group_id ON mealie.webhook_urls USING btree (group_id);

CREATE INDEX ix_webhook_urls_household_id ON mealie.webhook_urls USING btree (household_id);

ALTER TABLE ONLY mealie.api_extras
    ADD CONSTRAINT api_extras_recipee_id_fkey FOREIGN KEY (recipee_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.categories
    ADD CONSTRAINT categories_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.cookbooks
    ADD CONSTRAINT cookbooks_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.cookbooks_to_categories
    ADD CONSTRAINT cookbooks_to_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES mealie.categories(id);

ALTER TABLE ONLY mealie.cookbooks_to_categories
    ADD CONSTRAINT cookbooks_to_categories_cookbook_id_fkey FOREIGN KEY (cookbook_id) REFERENCES mealie.cookbooks(id);

ALTER TABLE ONLY mealie.cookbooks_to_tags
    ADD CONSTRAINT cookbooks_to_tags_cookbook_id_fkey FOREIGN KEY (cookbook_id) REFERENCES mealie.cookbooks(id);

ALTER TABLE ONLY mealie.cookbooks_to_tags
    ADD CONSTRAINT cookbooks_to_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES mealie.tags(id);

ALTER TABLE ONLY mealie.cookbooks_to_tools
    ADD CONSTRAINT cookbooks_to_tools_cookbook_id_fkey FOREIGN KEY (cookbook_id) REFERENCES mealie.cookbooks(id);

ALTER TABLE ONLY mealie.cookbooks_to_tools
    ADD CONSTRAINT cookbooks_to_tools_tool_id_fkey FOREIGN KEY (tool_id) REFERENCES mealie.tools(id);

ALTER TABLE ONLY mealie.cookbooks
    ADD CONSTRAINT fk_cookbooks_household_id FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.group_events_notifiers
    ADD CONSTRAINT fk_group_events_notifiers_household_id FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.group_meal_plan_rules
    ADD CONSTRAINT fk_group_meal_plan_rules_household_id FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.invite_tokens
    ADD CONSTRAINT fk_invite_tokens_household_id FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.recipe_actions
    ADD CONSTRAINT fk_recipe_actions_household_id FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.group_meal_plans
    ADD CONSTRAINT fk_user_mealplans FOREIGN KEY (user_id) REFERENCES mealie.users(id);

ALTER TABLE ONLY mealie.shopping_lists
    ADD CONSTRAINT fk_user_shopping_lists FOREIGN KEY (user_id) REFERENCES mealie.users(id);

ALTER TABLE ONLY mealie.users
    ADD CONSTRAINT fk_users_household_id FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.webhook_urls
    ADD CONSTRAINT fk_webhook_urls_household_id FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.group_data_exports
    ADD CONSTRAINT group_data_exports_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.group_events_notifier_options
    ADD CONSTRAINT group_events_notifier_options_event_notifier_id_fkey FOREIGN KEY (event_notifier_id) REFERENCES mealie.group_events_notifiers(id);

ALTER TABLE ONLY mealie.group_events_notifiers
    ADD CONSTRAINT group_events_notifiers_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.group_meal_plan_rules
    ADD CONSTRAINT group_meal_plan_rules_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.group_meal_plans
    ADD CONSTRAINT group_meal_plans_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.group_meal_plans
    ADD CONSTRAINT group_meal_plans_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.group_preferences
    ADD CONSTRAINT group_preferences_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.group_reports
    ADD CONSTRAINT group_reports_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.group_to_categories
    ADD CONSTRAINT group_to_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES mealie.categories(id);

ALTER TABLE ONLY mealie.group_to_categories
    ADD CONSTRAINT group_to_categories_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.household_preferences
    ADD CONSTRAINT household_preferences_household_id_fkey FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.households
    ADD CONSTRAINT households_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.ingredient_food_extras
    ADD CONSTRAINT ingredient_food_extras_ingredient_food_id_fkey FOREIGN KEY (ingredient_food_id) REFERENCES mealie.ingredient_foods(id);

ALTER TABLE ONLY mealie.ingredient_foods_aliases
    ADD CONSTRAINT ingredient_foods_aliases_food_id_fkey FOREIGN KEY (food_id) REFERENCES mealie.ingredient_foods(id);

ALTER TABLE ONLY mealie.ingredient_foods
    ADD CONSTRAINT ingredient_foods_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.ingredient_foods
    ADD CONSTRAINT ingredient_foods_label_id_fkey FOREIGN KEY (label_id) REFERENCES mealie.multi_purpose_labels(id);

ALTER TABLE ONLY mealie.ingredient_units_aliases
    ADD CONSTRAINT ingredient_units_aliases_unit_id_fkey FOREIGN KEY (unit_id) REFERENCES mealie.ingredient_units(id);

ALTER TABLE ONLY mealie.ingredient_units
    ADD CONSTRAINT ingredient_units_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.invite_tokens
    ADD CONSTRAINT invite_tokens_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.long_live_tokens
    ADD CONSTRAINT long_live_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES mealie.users(id);

ALTER TABLE ONLY mealie.multi_purpose_labels
    ADD CONSTRAINT multi_purpose_labels_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.notes
    ADD CONSTRAINT notes_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES mealie.users(id);

ALTER TABLE ONLY mealie.plan_rules_to_categories
    ADD CONSTRAINT plan_rules_to_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES mealie.categories(id);

ALTER TABLE ONLY mealie.plan_rules_to_categories
    ADD CONSTRAINT plan_rules_to_categories_group_plan_rule_id_fkey FOREIGN KEY (group_plan_rule_id) REFERENCES mealie.group_meal_plan_rules(id);

ALTER TABLE ONLY mealie.plan_rules_to_households
    ADD CONSTRAINT plan_rules_to_households_group_plan_rule_id_fkey FOREIGN KEY (group_plan_rule_id) REFERENCES mealie.group_meal_plan_rules(id);

ALTER TABLE ONLY mealie.plan_rules_to_households
    ADD CONSTRAINT plan_rules_to_households_household_id_fkey FOREIGN KEY (household_id) REFERENCES mealie.households(id);

ALTER TABLE ONLY mealie.plan_rules_to_tags
    ADD CONSTRAINT plan_rules_to_tags_plan_rule_id_fkey FOREIGN KEY (plan_rule_id) REFERENCES mealie.group_meal_plan_rules(id);

ALTER TABLE ONLY mealie.plan_rules_to_tags
    ADD CONSTRAINT plan_rules_to_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES mealie.tags(id);

ALTER TABLE ONLY mealie.recipe_actions
    ADD CONSTRAINT recipe_actions_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.recipe_assets
    ADD CONSTRAINT recipe_assets_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipe_comments
    ADD CONSTRAINT recipe_comments_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipe_comments
    ADD CONSTRAINT recipe_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES mealie.users(id);

ALTER TABLE ONLY mealie.recipe_ingredient_ref_link
    ADD CONSTRAINT recipe_ingredient_ref_link_instruction_id_fkey FOREIGN KEY (instruction_id) REFERENCES mealie.recipe_instructions(id);

ALTER TABLE ONLY mealie.recipe_instructions
    ADD CONSTRAINT recipe_instructions_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipe_nutrition
    ADD CONSTRAINT recipe_nutrition_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipe_settings
    ADD CONSTRAINT recipe_settings_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipe_share_tokens
    ADD CONSTRAINT recipe_share_tokens_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.recipe_share_tokens
    ADD CONSTRAINT recipe_share_tokens_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipe_timeline_events
    ADD CONSTRAINT recipe_timeline_events_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipe_timeline_events
    ADD CONSTRAINT recipe_timeline_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES mealie.users(id);

ALTER TABLE ONLY mealie.recipes
    ADD CONSTRAINT recipes_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.recipes_ingredients
    ADD CONSTRAINT recipes_ingredients_food_id_fkey FOREIGN KEY (food_id) REFERENCES mealie.ingredient_foods(id);

ALTER TABLE ONLY mealie.recipes_ingredients
    ADD CONSTRAINT recipes_ingredients_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipes_ingredients
    ADD CONSTRAINT recipes_ingredients_unit_id_fkey FOREIGN KEY (unit_id) REFERENCES mealie.ingredient_units(id);

ALTER TABLE ONLY mealie.recipes_to_categories
    ADD CONSTRAINT recipes_to_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES mealie.categories(id);

ALTER TABLE ONLY mealie.recipes_to_categories
    ADD CONSTRAINT recipes_to_categories_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipes_to_tags
    ADD CONSTRAINT recipes_to_tags_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipes_to_tags
    ADD CONSTRAINT recipes_to_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES mealie.tags(id);

ALTER TABLE ONLY mealie.recipes_to_tools
    ADD CONSTRAINT recipes_to_tools_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.recipes_to_tools
    ADD CONSTRAINT recipes_to_tools_tool_id_fkey FOREIGN KEY (tool_id) REFERENCES mealie.tools(id);

ALTER TABLE ONLY mealie.report_entries
    ADD CONSTRAINT report_entries_report_id_fkey FOREIGN KEY (report_id) REFERENCES mealie.group_reports(id);

ALTER TABLE ONLY mealie.server_tasks
    ADD CONSTRAINT server_tasks_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.shopping_list_extras
    ADD CONSTRAINT shopping_list_extras_shopping_list_id_fkey FOREIGN KEY (shopping_list_id) REFERENCES mealie.shopping_lists(id);

ALTER TABLE ONLY mealie.shopping_list_item_extras
    ADD CONSTRAINT shopping_list_item_extras_shopping_list_item_id_fkey FOREIGN KEY (shopping_list_item_id) REFERENCES mealie.shopping_list_items(id);

ALTER TABLE ONLY mealie.shopping_list_item_recipe_reference
    ADD CONSTRAINT shopping_list_item_recipe_reference_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.shopping_list_item_recipe_reference
    ADD CONSTRAINT shopping_list_item_recipe_reference_shopping_list_item_id_fkey FOREIGN KEY (shopping_list_item_id) REFERENCES mealie.shopping_list_items(id);

ALTER TABLE ONLY mealie.shopping_list_items
    ADD CONSTRAINT shopping_list_items_food_id_fkey FOREIGN KEY (food_id) REFERENCES mealie.ingredient_foods(id);

ALTER TABLE ONLY mealie.shopping_list_items
    ADD CONSTRAINT shopping_list_items_label_id_fkey FOREIGN KEY (label_id) REFERENCES mealie.multi_purpose_labels(id);

ALTER TABLE ONLY mealie.shopping_list_items
    ADD CONSTRAINT shopping_list_items_shopping_list_id_fkey FOREIGN KEY (shopping_list_id) REFERENCES mealie.shopping_lists(id);

ALTER TABLE ONLY mealie.shopping_list_items
    ADD CONSTRAINT shopping_list_items_unit_id_fkey FOREIGN KEY (unit_id) REFERENCES mealie.ingredient_units(id);

ALTER TABLE ONLY mealie.shopping_list_recipe_reference
    ADD CONSTRAINT shopping_list_recipe_reference_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.shopping_list_recipe_reference
    ADD CONSTRAINT shopping_list_recipe_reference_shopping_list_id_fkey FOREIGN KEY (shopping_list_id) REFERENCES mealie.shopping_lists(id);

ALTER TABLE ONLY mealie.shopping_lists
    ADD CONSTRAINT shopping_lists_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.shopping_lists_multi_purpose_labels
    ADD CONSTRAINT shopping_lists_multi_purpose_labels_label_id_fkey FOREIGN KEY (label_id) REFERENCES mealie.multi_purpose_labels(id);

ALTER TABLE ONLY mealie.shopping_lists_multi_purpose_labels
    ADD CONSTRAINT shopping_lists_multi_purpose_labels_shopping_list_id_fkey FOREIGN KEY (shopping_list_id) REFERENCES mealie.shopping_lists(id);

ALTER TABLE ONLY mealie.tags
    ADD CONSTRAINT tags_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.tools
    ADD CONSTRAINT tools_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.users
    ADD CONSTRAINT users_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);

ALTER TABLE ONLY mealie.users
    ADD CONSTRAINT users_owned_recipes_id_fkey FOREIGN KEY (owned_recipes_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.users_to_recipes
    ADD CONSTRAINT users_to_recipes_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES mealie.recipes(id);

ALTER TABLE ONLY mealie.users_to_recipes
    ADD CONSTRAINT users_to_recipes_user_id_fkey FOREIGN KEY (user_id) REFERENCES mealie.users(id);

ALTER TABLE ONLY mealie.webhook_urls
    ADD CONSTRAINT webhook_urls_group_id_fkey FOREIGN KEY (group_id) REFERENCES mealie.groups(id);
`,
  // Alembic's revision row, then rows as Mealie writes them: two groups with households and preferences, 12 users
  // (one locked), 90 recipes with comments and timeline events, share tokens (most expired), two shopping lists
  // with 1200 items over 13 months (all but the last 20 checked), password-reset and invite tokens, data exports
  // (expires a string a day after creation), API tokens and backup task logs.
  dataSql: `INSERT INTO mealie.alembic_version (version_num) VALUES ('3897397b4631');
INSERT INTO mealie.groups (created_at, update_at, id, name, slug) VALUES
  (now() - interval '500 days', now() - interval '10 days', md5('group1')::uuid, 'Home', 'home'),
  (now() - interval '300 days', now() - interval '20 days', md5('group2')::uuid, 'Family', 'family');
INSERT INTO mealie.households (id, name, slug, group_id, created_at, update_at) VALUES
  (md5('household1')::uuid, 'Family', 'family', md5('group1')::uuid, now() - interval '500 days', now() - interval '10 days'),
  (md5('household2')::uuid, 'Cabin', 'cabin', md5('group2')::uuid, now() - interval '300 days', now() - interval '20 days');
INSERT INTO mealie.group_preferences (created_at, update_at, id, group_id, private_group, first_day_of_week, recipe_public, recipe_show_nutrition, recipe_show_assets, recipe_landscape_view, recipe_disable_comments, recipe_disable_amount) VALUES
  (now() - interval '500 days', now() - interval '500 days', md5('gp1')::uuid, md5('group1')::uuid, true, 0, true, false, false, false, false, true),
  (now() - interval '300 days', now() - interval '300 days', md5('gp2')::uuid, md5('group2')::uuid, true, 0, true, false, false, false, false, true);
INSERT INTO mealie.users (created_at, update_at, id, full_name, username, email, password, admin, advanced, group_id, cache_key, can_manage, can_invite, can_organize, owned_recipes_id, login_attemps, locked_at, auth_method, household_id, can_manage_household)
  SELECT now() - (500 - i * 30) * interval '1 day', now() - i * interval '1 day', md5('user' || i)::uuid, 'Cook ' || i, 'cook' || i, 'cook' || i || '@example.org',
         '$2b$12$' || md5('pw' || i), i = 1, false, md5('group' || (1 + i % 2))::uuid, md5('cache' || i), i = 1, true, true, NULL, CASE WHEN i = 7 THEN 3 ELSE 0 END,
         CASE WHEN i = 7 THEN now() - interval '20 minutes' ELSE NULL END, 'MEALIE', md5('household' || (1 + i % 2))::uuid, i <= 2
  FROM generate_series(1, 12) i;
INSERT INTO mealie.recipes (created_at, update_at, id, slug, group_id, user_id, name, description, rating, org_url, date_added, date_updated, is_ocr_recipe, last_made, name_normalized, description_normalized)
  SELECT now() - (400 - i * 4) * interval '1 day', now() - (i % 40) * interval '1 day', md5('recipe' || i)::uuid, 'recipe-' || i, md5('group' || (1 + i % 2))::uuid, md5('user' || (1 + i % 12))::uuid,
         'Recipe ' || i, 'A dish', 3 + i % 3, 'https://cooking.example/' || i, (now() - (400 - i * 4) * interval '1 day')::date, now() - (i % 40) * interval '1 day', false,
         now() - (i % 60) * interval '1 day', 'recipe ' || i, 'a dish'
  FROM generate_series(1, 90) i;
INSERT INTO mealie.recipe_comments (created_at, update_at, id, text, recipe_id, user_id)
  SELECT now() - (300 - i * 2) * interval '1 day', now() - (300 - i * 2) * interval '1 day', md5('comment' || i)::uuid, 'Made this, lovely', md5('recipe' || (1 + i % 90))::uuid, md5('user' || (1 + i % 12))::uuid
  FROM generate_series(1, 120) i;
INSERT INTO mealie.recipe_timeline_events (created_at, update_at, id, recipe_id, user_id, subject, message, event_type, image, "timestamp")
  SELECT now() - (360 - i) * interval '1 day', now() - (360 - i) * interval '1 day', md5('event' || i)::uuid, md5('recipe' || (1 + i % 90))::uuid, md5('user' || (1 + i % 12))::uuid,
         'Made it', NULL, 'info', 'does not have image', now() - (360 - i) * interval '1 day'
  FROM generate_series(1, 300) i;
INSERT INTO mealie.recipe_share_tokens (created_at, update_at, id, group_id, recipe_id, expires_at)
  SELECT now() - (100 - i * 5) * interval '1 day', now() - (100 - i * 5) * interval '1 day', md5('share' || i)::uuid, md5('group1')::uuid, md5('recipe' || i)::uuid, now() - (70 - i * 5) * interval '1 day'
  FROM generate_series(1, 15) i;
INSERT INTO mealie.shopping_lists (created_at, update_at, id, group_id, name, user_id) VALUES
  (now() - interval '400 days', now() - interval '1 day', md5('list1')::uuid, md5('group1')::uuid, 'Weekly', md5('user2')::uuid),
  (now() - interval '200 days', now() - interval '3 days', md5('list2')::uuid, md5('group2')::uuid, 'Cabin trip', md5('user3')::uuid);
INSERT INTO mealie.shopping_list_items (created_at, update_at, id, shopping_list_id, is_ingredient, "position", checked, quantity, note, is_food, unit_id, food_id, label_id)
  SELECT now() - (400 - i * 0.3) * interval '1 day', now() - (400 - i * 0.3) * interval '1 day' + interval '2 days', md5('item' || i)::uuid, md5('list' || (1 + i % 2))::uuid,
         true, i, i < 1180, 1, 'item ' || i, false, NULL, NULL, NULL
  FROM generate_series(1, 1200) i;
INSERT INTO mealie.password_reset_tokens (id, created_at, update_at, user_id, token)
  SELECT i, now() - i * interval '11 hours', now() - i * interval '11 hours', md5('user' || (1 + i % 12))::uuid, md5('reset' || i) || md5('r' || i) FROM generate_series(1, 8) i;
INSERT INTO mealie.invite_tokens (id, created_at, update_at, token, uses_left, group_id, household_id)
  SELECT i, now() - i * interval '1 day', now() - i * interval '1 day', md5('invite' || i), 1, md5('group1')::uuid, md5('household1')::uuid FROM generate_series(1, 6) i;
INSERT INTO mealie.group_data_exports (created_at, update_at, id, group_id, name, filename, path, size, expires)
  SELECT now() - i * interval '20 hours', now() - i * interval '20 hours', md5('export' || i)::uuid, md5('group1')::uuid, 'Recipe Export', 'export-' || i || '.zip',
         '/app/data/groups/export/export-' || i || '.zip', '1.2 MB', to_char((now() - i * interval '20 hours' + interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00:00'
  FROM generate_series(1, 5) i;
INSERT INTO mealie.long_live_tokens (id, created_at, update_at, name, token, user_id)
  SELECT i, now() - (300 - i * 40) * interval '1 day', now() - (300 - i * 40) * interval '1 day', 'Home Assistant ' || i, 'eyJhbGciOiJIUzI1NiJ9.' || md5('api' || i), md5('user' || i)::uuid
  FROM generate_series(1, 5) i;
INSERT INTO mealie.server_tasks (id, created_at, update_at, name, completed_date, status, log, group_id)
  SELECT i, now() - (200 - i * 10) * interval '1 day', now() - (200 - i * 10) * interval '1 day', 'Backup Task', now() - (200 - i * 10) * interval '1 day' + interval '1 minute', 'finished', 'INFO: backup created', md5('group1')::uuid
  FROM generate_series(1, 20) i;
`,
  cleans: [
    {
      table: "mealie.password_reset_tokens",
      clock: "created_at",
      retention:
        "2 days (MAX_DAYS_OLD = 2, mealie/services/scheduler/tasks/purge_password_reset.py:11)",
      source: "mealie/services/scheduler/tasks/purge_password_reset.py:20",
      note: "purge_password_reset_tokens, daily (mealie/app.py:116); a token is also deleted when used (mealie/services/user_services/password_reset_service.py:70)",
    },
    {
      table: "mealie.invite_tokens",
      clock: "created_at",
      retention:
        "4 days (MAX_DAYS_OLD = 4, mealie/services/scheduler/tasks/purge_registration.py:11)",
      source: "mealie/services/scheduler/tasks/purge_registration.py:20",
      note: "purge_group_registration, daily (mealie/app.py:115), whatever uses_left says",
    },
    {
      table: "mealie.group_data_exports",
      clock: "expires",
      retention:
        "1 day after expires (ONE_DAY_AS_MINUTES, purge_group_exports.py:12); expires is set a day after the export (mealie/services/exporter/exporter.py:46)",
      source: "mealie/services/scheduler/tasks/purge_group_exports.py:23",
      note: "purge_group_data_exports, daily (mealie/app.py:117): expires is a varchar cast to a timestamp for the comparison; each row is deleted with its zip file (purge_group_exports.py:28-29)",
    },
    {
      table: "mealie.shopping_list_items",
      clock: "update_at",
      retention:
        "count-based, not age: per shopping list, the checked items beyond the 100 most recently updated (MAX_CHECKED_ITEMS, delete_old_checked_shopping_list_items.py:14)",
      source: "mealie/services/scheduler/tasks/delete_old_checked_shopping_list_items.py:40-50",
      note: "delete_old_checked_list_items, daily (mealie/app.py:119), per group and household; unchecked items are never deleted",
    },
  ],
  shouldAsk: [
    {
      table: "mealie.long_live_tokens",
      why: "each user's API tokens (name, token), which never expire and stay until the user deletes them",
    },
  ],
  neverDelete: [
    "mealie.alembic_version",
    "mealie.api_extras",
    "mealie.categories",
    "mealie.cookbooks",
    "mealie.cookbooks_to_categories",
    "mealie.cookbooks_to_tags",
    "mealie.cookbooks_to_tools",
    "mealie.group_events_notifier_options",
    "mealie.group_events_notifiers",
    "mealie.group_meal_plan_rules",
    "mealie.group_meal_plans",
    "mealie.group_preferences",
    "mealie.group_to_categories",
    "mealie.groups",
    "mealie.household_preferences",
    "mealie.households",
    "mealie.ingredient_food_extras",
    "mealie.ingredient_foods",
    "mealie.ingredient_foods_aliases",
    "mealie.ingredient_units",
    "mealie.ingredient_units_aliases",
    "mealie.multi_purpose_labels",
    "mealie.notes",
    "mealie.plan_rules_to_categories",
    "mealie.plan_rules_to_households",
    "mealie.plan_rules_to_tags",
    "mealie.recipe_actions",
    "mealie.recipe_assets",
    "mealie.recipe_comments",
    "mealie.recipe_ingredient_ref_link",
    "mealie.recipe_instructions",
    "mealie.recipe_nutrition",
    "mealie.recipe_settings",
    "mealie.recipe_timeline_events",
    "mealie.recipes",
    "mealie.recipes_ingredients",
    "mealie.recipes_to_categories",
    "mealie.recipes_to_tags",
    "mealie.recipes_to_tools",
    "mealie.shopping_list_extras",
    "mealie.shopping_list_recipe_reference",
    "mealie.shopping_lists",
    "mealie.shopping_lists_multi_purpose_labels",
    "mealie.tags",
    "mealie.tools",
    "mealie.users",
    "mealie.users_to_recipes",
    "mealie.webhook_urls",
  ],
};
