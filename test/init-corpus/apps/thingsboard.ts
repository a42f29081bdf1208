import type { CorpusApp } from "../types.js";

// ThingsBoard CE (JPA/Hibernate + native SQL). Timestamps are bigint epoch milliseconds (created_time, ts, end_ts).
// Cleanup read from application/src/main/java/org/thingsboard/server/service/ttl/*CleanUpService.java (@Scheduled jobs)
// and the DAOs they call. Most of it drops whole partitions (ALTER TABLE .. DETACH PARTITION; DROP TABLE) rather than
// deleting rows; the partition children (<table>_<startMs>, ts_kv_YYYY_MM) are listed under their parent here.
// audit_log rows include LOGIN entries with client IP, browser and OS in action_data; its TTL is off by default.
// Not cleaned by age: alarm_comment / entity_alarm (only with their alarm), housekeeper tasks (deletion of an entity's
// dependants when the entity is deleted), job, queue_stats.
export const app: CorpusApp = {
  name: "thingsboard",
  framework: "java-hibernate",
  source: {
    repo: "thingsboard/thingsboard",
    commit: "dfe65d5abc3aa959aaa853952d74943fbd6867bd",
    schemaFrom:
      "dao/src/main/resources/sql/schema-ts-psql.sql, schema-ts-latest-psql.sql, schema-entities.sql, schema-entities-idx.sql, schema-entities-idx-psql-addon.sql (the fresh-install schema) loaded into PostgreSQL 15; all 65 tables, plus ts_kv_indefinite and runtime partitions named as SqlPartitioningRepository creates them",
  },
  schemas: ["thingsboard"],
  schemaSql: `-- ThingsBoard (thingsboard/thingsboard @ dfe65d5abc3aa959aaa853952d74943fbd6867bd), PostgreSQL (hybrid/SQL time-series mode).
-- Tables and indexes as a fresh install creates them: dao/src/main/resources/sql/schema-ts-psql.sql,
-- schema-ts-latest-psql.sql, schema-entities.sql, schema-entities-idx.sql, schema-entities-idx-psql-addon.sql
-- (order of dao/src/test/java/org/thingsboard/server/dao/PostgreSqlInitializer.java:31-38 and
-- application/src/main/java/org/thingsboard/server/service/install/SqlEntityDatabaseSchemaService.java),
-- plus ts_kv_indefinite (SqlTsDatabaseSchemaService.java:34). Views (schema-views.sql) and the PL/pgSQL
-- functions/procedures (schema-functions.sql, schema-ts-psql.sql) are left out: no trigger uses them.
-- All 65 tables. ThingsBoard uses the public schema; here it is schema thingsboard.
CREATE SCHEMA thingsboard;
SET search_path TO thingsboard;

CREATE TABLE admin_settings (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    created_time bigint NOT NULL,
    json_value character varying,
    key character varying(255)
);

CREATE TABLE ai_model (
    id uuid NOT NULL,
    external_id uuid,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    name character varying(255) NOT NULL,
    configuration jsonb NOT NULL
);

CREATE TABLE alarm (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    ack_ts bigint,
    clear_ts bigint,
    additional_info character varying,
    end_ts bigint,
    originator_id uuid,
    originator_type integer,
    propagate boolean,
    severity character varying(255),
    start_ts bigint,
    assign_ts bigint DEFAULT 0,
    assignee_id uuid,
    tenant_id uuid,
    customer_id uuid,
    propagate_relation_types character varying,
    type character varying(255),
    propagate_to_owner boolean,
    propagate_to_tenant boolean,
    acknowledged boolean,
    cleared boolean
);

CREATE TABLE alarm_comment (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    alarm_id uuid NOT NULL,
    user_id uuid,
    type character varying(255) NOT NULL,
    comment character varying(10000)
)
PARTITION BY RANGE (created_time);

CREATE TABLE alarm_types (
    tenant_id uuid NOT NULL,
    type character varying(255) NOT NULL
);

CREATE TABLE api_key (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid,
    user_id uuid,
    value character varying(512),
    enabled boolean DEFAULT true NOT NULL,
    expiration_time bigint DEFAULT 0,
    description character varying(255)
);

CREATE TABLE api_usage_state (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid,
    entity_type character varying(32),
    entity_id uuid,
    transport character varying(32),
    db_storage character varying(32),
    re_exec character varying(32),
    js_exec character varying(32),
    tbel_exec character varying(32),
    email_exec character varying(32),
    sms_exec character varying(32),
    alarm_exec character varying(32),
    version bigint DEFAULT 1
);

CREATE TABLE asset (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    customer_id uuid,
    asset_profile_id uuid NOT NULL,
    name character varying(255),
    label character varying(255),
    tenant_id uuid,
    type character varying(255),
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE asset_profile (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    name character varying(255),
    image character varying(1000000),
    description character varying,
    is_default boolean,
    tenant_id uuid,
    default_rule_chain_id uuid,
    default_dashboard_id uuid,
    default_queue_name character varying(255),
    default_edge_rule_chain_id uuid,
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE attribute_kv (
    entity_id uuid NOT NULL,
    attribute_type integer NOT NULL,
    attribute_key integer NOT NULL,
    bool_v boolean,
    str_v character varying(10000000),
    long_v bigint,
    dbl_v double precision,
    json_v json,
    last_update_ts bigint,
    version bigint DEFAULT 0
);

CREATE SEQUENCE attribute_kv_version_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE audit_log (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid,
    customer_id uuid,
    entity_id uuid,
    entity_type character varying(255),
    entity_name character varying(255),
    user_id uuid,
    user_name character varying(255),
    action_type character varying(255),
    action_data character varying(1000000),
    action_status character varying(255),
    action_failure_details character varying(1000000)
)
PARTITION BY RANGE (created_time);

CREATE TABLE calculated_field (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    entity_type character varying(32),
    entity_id uuid NOT NULL,
    type character varying(32) NOT NULL,
    name character varying(255) NOT NULL,
    configuration_version integer DEFAULT 0,
    configuration character varying(1000000),
    version bigint DEFAULT 1,
    debug_settings character varying(1024),
    additional_info character varying
);

CREATE TABLE cf_debug_event (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    ts bigint NOT NULL,
    entity_id uuid NOT NULL,
    service_id character varying,
    cf_id uuid NOT NULL,
    e_entity_id uuid,
    e_entity_type character varying,
    e_msg_id uuid,
    e_msg_type character varying,
    e_args character varying,
    e_result character varying,
    e_error character varying
)
PARTITION BY RANGE (ts);

CREATE TABLE component_descriptor (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    actions character varying(255),
    clazz character varying,
    configuration_descriptor character varying,
    configuration_version integer DEFAULT 0,
    name character varying(255),
    scope character varying(255),
    type character varying(255),
    clustering_mode character varying(255),
    has_queue_name boolean DEFAULT false
);

CREATE TABLE customer (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    address character varying,
    address2 character varying,
    city character varying(255),
    country character varying(255),
    email character varying(255),
    phone character varying(255),
    state character varying(255),
    tenant_id uuid,
    title character varying(255),
    zip character varying(255),
    external_id uuid,
    is_public boolean,
    version bigint DEFAULT 1
);

CREATE TABLE dashboard (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    configuration character varying,
    assigned_customers character varying(1000000),
    tenant_id uuid,
    title character varying(255),
    mobile_hide boolean DEFAULT false,
    mobile_order integer,
    image character varying(1000000),
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE device (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    customer_id uuid,
    device_profile_id uuid NOT NULL,
    device_data jsonb,
    type character varying(255),
    name character varying(255),
    label character varying(255),
    tenant_id uuid,
    firmware_id uuid,
    software_id uuid,
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE device_credentials (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    credentials_id character varying,
    credentials_type character varying(255),
    credentials_value character varying,
    device_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE device_profile (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    name character varying(255),
    type character varying(255),
    image character varying(1000000),
    transport_type character varying(255),
    provision_type character varying(255),
    profile_data jsonb,
    description character varying,
    is_default boolean,
    tenant_id uuid,
    firmware_id uuid,
    software_id uuid,
    default_rule_chain_id uuid,
    default_dashboard_id uuid,
    default_queue_name character varying(255),
    provision_device_key character varying,
    default_edge_rule_chain_id uuid,
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE domain (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255),
    oauth2_enabled boolean,
    edge_enabled boolean
);

CREATE TABLE domain_oauth2_client (
    domain_id uuid NOT NULL,
    oauth2_client_id uuid NOT NULL
);

CREATE TABLE edge (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    customer_id uuid,
    root_rule_chain_id uuid,
    type character varying(255),
    name character varying(255),
    label character varying(255),
    routing_key character varying(255),
    secret character varying(255),
    tenant_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE edge_event (
    seq_id integer NOT NULL,
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    edge_id uuid,
    edge_event_type character varying(255),
    edge_event_uid character varying(255),
    entity_id uuid,
    edge_event_action character varying(255),
    body character varying(10000000),
    tenant_id uuid,
    ts bigint NOT NULL
)
PARTITION BY RANGE (created_time);

ALTER TABLE edge_event ALTER COLUMN seq_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME edge_event_seq_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
    CYCLE
);

CREATE TABLE entity_alarm (
    tenant_id uuid NOT NULL,
    entity_type character varying(32),
    entity_id uuid NOT NULL,
    created_time bigint NOT NULL,
    alarm_type character varying(255) NOT NULL,
    customer_id uuid,
    alarm_id uuid NOT NULL
);

CREATE TABLE entity_view (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    entity_id uuid,
    entity_type character varying(255),
    tenant_id uuid,
    customer_id uuid,
    type character varying(255),
    name character varying(255),
    keys character varying(10000000),
    start_ts bigint,
    end_ts bigint,
    additional_info character varying,
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE error_event (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    ts bigint NOT NULL,
    entity_id uuid NOT NULL,
    service_id character varying NOT NULL,
    e_method character varying NOT NULL,
    e_error character varying
)
PARTITION BY RANGE (ts);

CREATE TABLE iot_hub_installed_item (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    item_id uuid NOT NULL,
    item_version_id uuid NOT NULL,
    item_name character varying NOT NULL,
    item_type character varying NOT NULL,
    version character varying NOT NULL,
    descriptor jsonb NOT NULL
);

CREATE TABLE job (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    type character varying NOT NULL,
    key character varying NOT NULL,
    entity_id uuid NOT NULL,
    entity_type character varying NOT NULL,
    status character varying NOT NULL,
    configuration character varying NOT NULL,
    result character varying
);

CREATE TABLE key_dictionary (
    key character varying(255) NOT NULL,
    key_id integer NOT NULL
);

CREATE SEQUENCE key_dictionary_key_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE key_dictionary_key_id_seq OWNED BY key_dictionary.key_id;

CREATE TABLE lc_event (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    ts bigint NOT NULL,
    entity_id uuid NOT NULL,
    service_id character varying NOT NULL,
    e_type character varying NOT NULL,
    e_success boolean NOT NULL,
    e_error character varying
)
PARTITION BY RANGE (ts);

CREATE TABLE mobile_app (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid,
    pkg_name character varying(255),
    title character varying(255),
    app_secret character varying(2048),
    platform_type character varying(32),
    status character varying(32),
    version_info character varying(100000),
    store_info character varying(16384)
);

CREATE TABLE mobile_app_bundle (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid,
    title character varying(255),
    description character varying(1024),
    android_app_id uuid,
    ios_app_id uuid,
    layout_config character varying(16384),
    oauth2_enabled boolean
);

CREATE TABLE mobile_app_bundle_oauth2_client (
    mobile_app_bundle_id uuid NOT NULL,
    oauth2_client_id uuid NOT NULL
);

CREATE TABLE notification (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    request_id uuid,
    recipient_id uuid NOT NULL,
    type character varying(50) NOT NULL,
    delivery_method character varying(50) NOT NULL,
    subject character varying(255),
    body character varying(1000) NOT NULL,
    additional_config character varying(1000),
    status character varying(32)
)
PARTITION BY RANGE (created_time);

CREATE TABLE notification_request (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    targets character varying(10000) NOT NULL,
    template_id uuid,
    template character varying(10000000),
    info character varying(1000000),
    additional_config character varying(1000),
    originator_entity_id uuid,
    originator_entity_type character varying(32),
    rule_id uuid,
    status character varying(32),
    stats character varying(10000)
);

CREATE TABLE notification_rule (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    template_id uuid NOT NULL,
    trigger_type character varying(50) NOT NULL,
    trigger_config character varying(1000) NOT NULL,
    recipients_config character varying(10000) NOT NULL,
    additional_config character varying(255),
    external_id uuid
);

CREATE TABLE notification_target (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    configuration character varying(10000) NOT NULL,
    external_id uuid
);

CREATE TABLE notification_template (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    notification_type character varying(50) NOT NULL,
    configuration character varying(10000000) NOT NULL,
    external_id uuid
);

CREATE TABLE oauth2_client (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    title character varying(100) NOT NULL,
    additional_info character varying,
    client_id character varying(255),
    client_secret character varying(2048),
    authorization_uri character varying(255),
    token_uri character varying(255),
    scope character varying(255),
    platforms character varying(255),
    user_info_uri character varying(255),
    user_name_attribute_name character varying(255),
    jwk_set_uri character varying(255),
    client_authentication_method character varying(255),
    login_button_label character varying(255),
    login_button_icon character varying(255),
    allow_user_creation boolean,
    activate_user boolean,
    type character varying(31),
    basic_email_attribute_key character varying(31),
    basic_first_name_attribute_key character varying(31),
    basic_last_name_attribute_key character varying(31),
    basic_tenant_name_strategy character varying(31),
    basic_tenant_name_pattern character varying(255),
    basic_customer_name_pattern character varying(255),
    basic_default_dashboard_name character varying(255),
    basic_always_full_screen boolean,
    custom_url character varying(255),
    custom_username character varying(255),
    custom_password character varying(255),
    custom_send_token boolean
);

CREATE TABLE oauth2_client_registration_template (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    provider_id character varying(255),
    authorization_uri character varying(255),
    token_uri character varying(255),
    scope character varying(255),
    user_info_uri character varying(255),
    user_name_attribute_name character varying(255),
    jwk_set_uri character varying(255),
    client_authentication_method character varying(255),
    type character varying(31),
    basic_email_attribute_key character varying(31),
    basic_first_name_attribute_key character varying(31),
    basic_last_name_attribute_key character varying(31),
    basic_tenant_name_strategy character varying(31),
    basic_tenant_name_pattern character varying(255),
    basic_customer_name_pattern character varying(255),
    basic_default_dashboard_name character varying(255),
    basic_always_full_screen boolean,
    comment character varying,
    login_button_icon character varying(255),
    login_button_label character varying(255),
    help_link character varying(255)
);

CREATE TABLE ota_package (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    device_profile_id uuid,
    type character varying(32) NOT NULL,
    title character varying(255) NOT NULL,
    version character varying(255) NOT NULL,
    tag character varying(255),
    url character varying(255),
    file_name character varying(255),
    content_type character varying(255),
    checksum_algorithm character varying(32),
    checksum character varying(1020),
    data oid,
    data_size bigint,
    additional_info character varying,
    external_id uuid
);

CREATE TABLE qr_code_settings (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    use_default_app boolean,
    android_enabled boolean,
    ios_enabled boolean,
    mobile_app_bundle_id uuid,
    qr_code_config character varying(100000)
);

CREATE TABLE queue (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid,
    name character varying(255),
    topic character varying(255),
    poll_interval integer,
    partitions integer,
    consumer_per_partition boolean,
    pack_processing_timeout bigint,
    submit_strategy character varying(255),
    processing_strategy character varying(255),
    additional_info character varying
);

CREATE TABLE queue_stats (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    queue_name character varying(255) NOT NULL,
    service_id character varying(255) NOT NULL
);

CREATE TABLE relation (
    from_id uuid NOT NULL,
    from_type character varying(255) NOT NULL,
    to_id uuid NOT NULL,
    to_type character varying(255) NOT NULL,
    relation_type_group character varying(255) NOT NULL,
    relation_type character varying(255) NOT NULL,
    additional_info character varying,
    version bigint DEFAULT 0
);

CREATE SEQUENCE relation_version_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE resource (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    title character varying(255) NOT NULL,
    resource_type character varying(32) NOT NULL,
    resource_sub_type character varying(32),
    resource_key character varying(255) NOT NULL,
    search_text character varying(255),
    file_name character varying(255) NOT NULL,
    data bytea,
    etag character varying,
    descriptor character varying,
    preview bytea,
    is_public boolean DEFAULT true,
    public_resource_key character varying(32),
    external_id uuid
);

CREATE TABLE rpc (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    tenant_id uuid NOT NULL,
    device_id uuid NOT NULL,
    expiration_time bigint NOT NULL,
    request character varying(10000000) NOT NULL,
    response character varying(10000000),
    additional_info character varying(10000000),
    status character varying(255) NOT NULL
);

CREATE TABLE rule_chain (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    configuration character varying(10000000),
    notes character varying(1000000),
    name character varying(255),
    type character varying(255),
    first_rule_node_id uuid,
    root boolean,
    debug_mode boolean,
    tenant_id uuid,
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE rule_chain_debug_event (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    ts bigint NOT NULL,
    entity_id uuid NOT NULL,
    service_id character varying NOT NULL,
    e_message character varying,
    e_error character varying
)
PARTITION BY RANGE (ts);

CREATE TABLE rule_node (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    rule_chain_id uuid,
    additional_info character varying,
    configuration_version integer DEFAULT 0,
    configuration character varying(10000000),
    type character varying(255),
    name character varying(255),
    debug_settings character varying(1024),
    singleton_mode boolean,
    queue_name character varying(255),
    external_id uuid
);

CREATE TABLE rule_node_debug_event (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    ts bigint NOT NULL,
    entity_id uuid NOT NULL,
    service_id character varying,
    e_type character varying,
    e_entity_id uuid,
    e_entity_type character varying,
    e_msg_id uuid,
    e_msg_type character varying,
    e_data_type character varying,
    e_relation_type character varying,
    e_data character varying,
    e_metadata character varying,
    e_error character varying
)
PARTITION BY RANGE (ts);

CREATE TABLE rule_node_state (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    rule_node_id uuid NOT NULL,
    entity_type character varying(32) NOT NULL,
    entity_id uuid NOT NULL,
    state_data character varying(16384) NOT NULL
);

CREATE TABLE stats_event (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    ts bigint NOT NULL,
    entity_id uuid NOT NULL,
    service_id character varying NOT NULL,
    e_messages_processed bigint NOT NULL,
    e_errors_occurred bigint NOT NULL
)
PARTITION BY RANGE (ts);

CREATE TABLE tb_schema_settings (
    schema_version bigint NOT NULL,
    product character varying(2) NOT NULL
);

CREATE TABLE tb_user (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    authority character varying(255),
    customer_id uuid,
    email character varying(255),
    first_name character varying(255),
    last_name character varying(255),
    phone character varying(255),
    tenant_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE tenant (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    additional_info character varying,
    tenant_profile_id uuid NOT NULL,
    address character varying,
    address2 character varying,
    city character varying(255),
    country character varying(255),
    email character varying(255),
    phone character varying(255),
    region character varying(255),
    state character varying(255),
    title character varying(255),
    zip character varying(255),
    version bigint DEFAULT 1
);

CREATE TABLE tenant_profile (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    name character varying(255),
    profile_data jsonb,
    description character varying,
    is_default boolean,
    isolated_tb_core boolean,
    isolated_tb_rule_engine boolean
);

CREATE TABLE ts_kv (
    entity_id uuid NOT NULL,
    key integer NOT NULL,
    ts bigint NOT NULL,
    bool_v boolean,
    str_v character varying(10000000),
    long_v bigint,
    dbl_v double precision,
    json_v json
)
PARTITION BY RANGE (ts);

CREATE TABLE ts_kv_latest (
    entity_id uuid NOT NULL,
    key integer NOT NULL,
    ts bigint NOT NULL,
    bool_v boolean,
    str_v character varying(10000000),
    long_v bigint,
    dbl_v double precision,
    json_v json,
    version bigint DEFAULT 0
);

CREATE SEQUENCE ts_kv_latest_version_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE user_auth_settings (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    user_id uuid NOT NULL,
    two_fa_settings character varying
);

CREATE TABLE user_credentials (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    activate_token character varying(255),
    activate_token_exp_time bigint,
    enabled boolean,
    password character varying(255),
    reset_token character varying(255),
    reset_token_exp_time bigint,
    user_id uuid,
    additional_info character varying DEFAULT '{}'::character varying,
    last_login_ts bigint,
    failed_login_attempts integer
);

CREATE TABLE user_settings (
    user_id uuid NOT NULL,
    type character varying(50) NOT NULL,
    settings jsonb
);

CREATE TABLE widget_type (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    fqn character varying(512),
    descriptor character varying(1000000),
    name character varying(255),
    tenant_id uuid,
    image character varying(1000000),
    scada boolean DEFAULT false NOT NULL,
    deprecated boolean DEFAULT false NOT NULL,
    description character varying(1024),
    tags text[],
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE widgets_bundle (
    id uuid NOT NULL,
    created_time bigint NOT NULL,
    alias character varying(255),
    tenant_id uuid,
    title character varying(255),
    image character varying(1000000),
    scada boolean DEFAULT false NOT NULL,
    description character varying(1024),
    widgets_bundle_order integer,
    external_id uuid,
    version bigint DEFAULT 1
);

CREATE TABLE widgets_bundle_widget (
    widgets_bundle_id uuid NOT NULL,
    widget_type_id uuid NOT NULL,
    widget_type_order integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY key_dictionary ALTER COLUMN key_id SET DEFAULT nextval('key_dictionary_key_id_seq'::regclass);

ALTER TABLE ONLY admin_settings
    ADD CONSTRAINT admin_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ai_model
    ADD CONSTRAINT ai_model_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY ai_model
    ADD CONSTRAINT ai_model_name_unq_key UNIQUE (tenant_id, name);

ALTER TABLE ONLY ai_model
    ADD CONSTRAINT ai_model_pkey PRIMARY KEY (id);

ALTER TABLE ONLY alarm
    ADD CONSTRAINT alarm_pkey PRIMARY KEY (id);

ALTER TABLE ONLY api_key
    ADD CONSTRAINT api_key_pkey PRIMARY KEY (id);

ALTER TABLE ONLY api_key
    ADD CONSTRAINT api_key_value_unq_key UNIQUE (value);

ALTER TABLE ONLY api_usage_state
    ADD CONSTRAINT api_usage_state_unq_key UNIQUE (tenant_id, entity_id);

ALTER TABLE ONLY asset
    ADD CONSTRAINT asset_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY asset
    ADD CONSTRAINT asset_name_unq_key UNIQUE (tenant_id, name);

ALTER TABLE ONLY asset
    ADD CONSTRAINT asset_pkey PRIMARY KEY (id);

ALTER TABLE ONLY asset_profile
    ADD CONSTRAINT asset_profile_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY asset_profile
    ADD CONSTRAINT asset_profile_name_unq_key UNIQUE (tenant_id, name);

ALTER TABLE ONLY asset_profile
    ADD CONSTRAINT asset_profile_pkey PRIMARY KEY (id);

ALTER TABLE ONLY attribute_kv
    ADD CONSTRAINT attribute_kv_pkey PRIMARY KEY (entity_id, attribute_type, attribute_key);

ALTER TABLE ONLY calculated_field
    ADD CONSTRAINT calculated_field_pkey PRIMARY KEY (id);

ALTER TABLE ONLY calculated_field
    ADD CONSTRAINT calculated_field_unq_key UNIQUE (entity_id, type, name);

ALTER TABLE ONLY component_descriptor
    ADD CONSTRAINT component_descriptor_clazz_key UNIQUE (clazz);

ALTER TABLE ONLY component_descriptor
    ADD CONSTRAINT component_descriptor_pkey PRIMARY KEY (id);

ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_pkey PRIMARY KEY (id);

ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_title_unq_key UNIQUE (tenant_id, title);

ALTER TABLE ONLY dashboard
    ADD CONSTRAINT dashboard_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY dashboard
    ADD CONSTRAINT dashboard_pkey PRIMARY KEY (id);

ALTER TABLE ONLY device_credentials
    ADD CONSTRAINT device_credentials_device_id_unq_key UNIQUE (device_id);

ALTER TABLE ONLY device_credentials
    ADD CONSTRAINT device_credentials_id_unq_key UNIQUE (credentials_id);

ALTER TABLE ONLY device_credentials
    ADD CONSTRAINT device_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY device
    ADD CONSTRAINT device_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY device
    ADD CONSTRAINT device_name_unq_key UNIQUE (tenant_id, name);

ALTER TABLE ONLY device
    ADD CONSTRAINT device_pkey PRIMARY KEY (id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT device_profile_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT device_profile_name_unq_key UNIQUE (tenant_id, name);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT device_profile_pkey PRIMARY KEY (id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT device_provision_key_unq_key UNIQUE (provision_device_key);

ALTER TABLE ONLY domain
    ADD CONSTRAINT domain_name_key UNIQUE (name);

ALTER TABLE ONLY domain
    ADD CONSTRAINT domain_pkey PRIMARY KEY (id);

ALTER TABLE ONLY edge
    ADD CONSTRAINT edge_name_unq_key UNIQUE (tenant_id, name);

ALTER TABLE ONLY edge
    ADD CONSTRAINT edge_pkey PRIMARY KEY (id);

ALTER TABLE ONLY edge
    ADD CONSTRAINT edge_routing_key_unq_key UNIQUE (routing_key);

ALTER TABLE ONLY entity_alarm
    ADD CONSTRAINT entity_alarm_pkey PRIMARY KEY (entity_id, alarm_id);

ALTER TABLE ONLY entity_view
    ADD CONSTRAINT entity_view_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY entity_view
    ADD CONSTRAINT entity_view_pkey PRIMARY KEY (id);

ALTER TABLE ONLY iot_hub_installed_item
    ADD CONSTRAINT iot_hub_installed_item_pkey PRIMARY KEY (id);

ALTER TABLE ONLY job
    ADD CONSTRAINT job_pkey PRIMARY KEY (id);

ALTER TABLE ONLY key_dictionary
    ADD CONSTRAINT key_dictionary_id_pkey PRIMARY KEY (key);

ALTER TABLE ONLY key_dictionary
    ADD CONSTRAINT key_dictionary_key_id_key UNIQUE (key_id);

ALTER TABLE ONLY mobile_app_bundle
    ADD CONSTRAINT mobile_app_bundle_android_app_id_key UNIQUE (android_app_id);

ALTER TABLE ONLY mobile_app_bundle
    ADD CONSTRAINT mobile_app_bundle_ios_app_id_key UNIQUE (ios_app_id);

ALTER TABLE ONLY mobile_app_bundle
    ADD CONSTRAINT mobile_app_bundle_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobile_app
    ADD CONSTRAINT mobile_app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobile_app
    ADD CONSTRAINT mobile_app_pkg_name_platform_unq_key UNIQUE (pkg_name, platform_type);

ALTER TABLE ONLY notification_request
    ADD CONSTRAINT notification_request_pkey PRIMARY KEY (id);

ALTER TABLE ONLY notification_rule
    ADD CONSTRAINT notification_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY notification_target
    ADD CONSTRAINT notification_target_pkey PRIMARY KEY (id);

ALTER TABLE ONLY notification_template
    ADD CONSTRAINT notification_template_pkey PRIMARY KEY (id);

ALTER TABLE ONLY oauth2_client
    ADD CONSTRAINT oauth2_client_pkey PRIMARY KEY (id);

ALTER TABLE ONLY oauth2_client_registration_template
    ADD CONSTRAINT oauth2_client_registration_template_pkey PRIMARY KEY (id);

ALTER TABLE ONLY oauth2_client_registration_template
    ADD CONSTRAINT oauth2_template_provider_id_unq_key UNIQUE (provider_id);

ALTER TABLE ONLY ota_package
    ADD CONSTRAINT ota_package_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY ota_package
    ADD CONSTRAINT ota_package_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ota_package
    ADD CONSTRAINT ota_package_tenant_title_version_unq_key UNIQUE (tenant_id, title, version);

ALTER TABLE ONLY qr_code_settings
    ADD CONSTRAINT qr_code_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY qr_code_settings
    ADD CONSTRAINT qr_code_settings_tenant_id_unq_key UNIQUE (tenant_id);

ALTER TABLE ONLY queue
    ADD CONSTRAINT queue_pkey PRIMARY KEY (id);

ALTER TABLE ONLY queue_stats
    ADD CONSTRAINT queue_stats_name_unq_key UNIQUE (tenant_id, queue_name, service_id);

ALTER TABLE ONLY queue_stats
    ADD CONSTRAINT queue_stats_pkey PRIMARY KEY (id);

ALTER TABLE ONLY relation
    ADD CONSTRAINT relation_pkey PRIMARY KEY (from_id, from_type, relation_type_group, relation_type, to_id, to_type);

ALTER TABLE ONLY resource
    ADD CONSTRAINT resource_pkey PRIMARY KEY (id);

ALTER TABLE ONLY resource
    ADD CONSTRAINT resource_public_resource_key_key UNIQUE (public_resource_key);

ALTER TABLE ONLY resource
    ADD CONSTRAINT resource_unq_key UNIQUE (tenant_id, resource_type, resource_key);

ALTER TABLE ONLY rpc
    ADD CONSTRAINT rpc_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rule_chain
    ADD CONSTRAINT rule_chain_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY rule_chain
    ADD CONSTRAINT rule_chain_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rule_node
    ADD CONSTRAINT rule_node_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rule_node_state
    ADD CONSTRAINT rule_node_state_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rule_node_state
    ADD CONSTRAINT rule_node_state_unq_key UNIQUE (rule_node_id, entity_id);

ALTER TABLE ONLY tb_schema_settings
    ADD CONSTRAINT tb_schema_settings_pkey PRIMARY KEY (schema_version);

ALTER TABLE ONLY tb_user
    ADD CONSTRAINT tb_user_email_key UNIQUE (email);

ALTER TABLE ONLY tb_user
    ADD CONSTRAINT tb_user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY alarm_types
    ADD CONSTRAINT tenant_id_type_unq_key UNIQUE (tenant_id, type);

ALTER TABLE ONLY tenant
    ADD CONSTRAINT tenant_pkey PRIMARY KEY (id);

ALTER TABLE ONLY tenant_profile
    ADD CONSTRAINT tenant_profile_name_unq_key UNIQUE (name);

ALTER TABLE ONLY tenant_profile
    ADD CONSTRAINT tenant_profile_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ts_kv_latest
    ADD CONSTRAINT ts_kv_latest_pkey PRIMARY KEY (entity_id, key);

ALTER TABLE ONLY ts_kv
    ADD CONSTRAINT ts_kv_pkey PRIMARY KEY (entity_id, key, ts);

ALTER TABLE ONLY notification_rule
    ADD CONSTRAINT uq_notification_rule_external_id UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY notification_rule
    ADD CONSTRAINT uq_notification_rule_name UNIQUE (tenant_id, name);

ALTER TABLE ONLY notification_target
    ADD CONSTRAINT uq_notification_target_external_id UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY notification_target
    ADD CONSTRAINT uq_notification_target_name UNIQUE (tenant_id, name);

ALTER TABLE ONLY notification_template
    ADD CONSTRAINT uq_notification_template_external_id UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY notification_template
    ADD CONSTRAINT uq_notification_template_name UNIQUE (tenant_id, name);

ALTER TABLE ONLY widget_type
    ADD CONSTRAINT uq_widget_type_fqn UNIQUE (tenant_id, fqn);

ALTER TABLE ONLY widgets_bundle
    ADD CONSTRAINT uq_widgets_bundle_alias UNIQUE (tenant_id, alias);

ALTER TABLE ONLY api_usage_state
    ADD CONSTRAINT usage_record_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_auth_settings
    ADD CONSTRAINT user_auth_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_auth_settings
    ADD CONSTRAINT user_auth_settings_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY user_credentials
    ADD CONSTRAINT user_credentials_activate_token_key UNIQUE (activate_token);

ALTER TABLE ONLY user_credentials
    ADD CONSTRAINT user_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_credentials
    ADD CONSTRAINT user_credentials_reset_token_key UNIQUE (reset_token);

ALTER TABLE ONLY user_credentials
    ADD CONSTRAINT user_credentials_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY user_settings
    ADD CONSTRAINT user_settings_pkey PRIMARY KEY (user_id, type);

ALTER TABLE ONLY widget_type
    ADD CONSTRAINT widget_type_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY widget_type
    ADD CONSTRAINT widget_type_pkey PRIMARY KEY (id);

ALTER TABLE ONLY widgets_bundle
    ADD CONSTRAINT widgets_bundle_external_id_unq_key UNIQUE (tenant_id, external_id);

ALTER TABLE ONLY widgets_bundle
    ADD CONSTRAINT widgets_bundle_pkey PRIMARY KEY (id);

ALTER TABLE ONLY widgets_bundle_widget
    ADD CONSTRAINT widgets_bundle_widget_pkey PRIMARY KEY (widgets_bundle_id, widget_type_id);

CREATE INDEX idx_ai_model_tenant_id ON ai_model USING btree (tenant_id);

CREATE INDEX idx_alarm_comment_alarm_id ON alarm_comment USING btree (alarm_id);

CREATE INDEX idx_alarm_originator_alarm_type ON alarm USING btree (originator_id, type, start_ts DESC);

CREATE INDEX idx_alarm_originator_alarm_type_active ON alarm USING btree (originator_id, type) WHERE (cleared = false);

CREATE INDEX idx_alarm_originator_created_time ON alarm USING btree (originator_id, created_time DESC);

CREATE INDEX idx_alarm_tenant_alarm_type_active ON alarm USING btree (tenant_id, type) WHERE (cleared = false);

CREATE INDEX idx_alarm_tenant_alarm_type_created_time ON alarm USING btree (tenant_id, type, created_time DESC);

CREATE INDEX idx_alarm_tenant_assignee_created_time ON alarm USING btree (tenant_id, assignee_id, created_time DESC);

CREATE INDEX idx_alarm_tenant_created_time ON alarm USING btree (tenant_id, created_time DESC);

CREATE INDEX idx_api_key_user_id ON api_key USING btree (user_id);

CREATE INDEX idx_api_usage_state_entity_id ON api_usage_state USING btree (entity_id);

CREATE INDEX idx_asset_customer_id ON asset USING btree (tenant_id, customer_id);

CREATE INDEX idx_asset_customer_id_and_type ON asset USING btree (tenant_id, customer_id, type);

CREATE INDEX idx_asset_profile_id ON asset USING btree (tenant_id, asset_profile_id);

CREATE INDEX idx_asset_type ON asset USING btree (tenant_id, type);

CREATE INDEX idx_attribute_kv_by_key_and_last_update_ts ON attribute_kv USING btree (entity_id, attribute_key, last_update_ts DESC);

CREATE INDEX idx_audit_log_id ON audit_log USING btree (id);

CREATE INDEX idx_audit_log_tenant_id_and_created_time ON audit_log USING btree (tenant_id, created_time DESC);

CREATE INDEX idx_cf_debug_event_main ON cf_debug_event USING btree (tenant_id, entity_id, ts DESC NULLS LAST);

CREATE INDEX idx_device_customer_id ON device USING btree (tenant_id, customer_id);

CREATE INDEX idx_device_customer_id_and_type ON device USING btree (tenant_id, customer_id, type);

CREATE INDEX idx_device_device_profile_id ON device USING btree (tenant_id, device_profile_id);

CREATE INDEX idx_device_type ON device USING btree (tenant_id, type);

CREATE INDEX idx_edge_event_id ON edge_event USING btree (id);

CREATE INDEX idx_edge_event_tenant_id_and_created_time ON edge_event USING btree (tenant_id, created_time DESC);

CREATE INDEX idx_edge_event_tenant_id_edge_id_created_time ON edge_event USING btree (tenant_id, edge_id, created_time DESC);

CREATE INDEX idx_entity_alarm_alarm_id ON entity_alarm USING btree (alarm_id);

CREATE INDEX idx_entity_alarm_created_time ON entity_alarm USING btree (tenant_id, entity_id, created_time DESC);

CREATE INDEX idx_entity_alarm_entity_id_alarm_type_created_time_alarm_id ON entity_alarm USING btree (tenant_id, entity_id, alarm_type, created_time DESC) INCLUDE (alarm_id);

CREATE INDEX idx_error_event_main ON error_event USING btree (tenant_id, entity_id, ts DESC NULLS LAST);

CREATE INDEX idx_iot_hub_installed_item_item_id ON iot_hub_installed_item USING btree (tenant_id, item_id);

CREATE INDEX idx_iot_hub_installed_item_item_type ON iot_hub_installed_item USING btree (tenant_id, item_type);

CREATE INDEX idx_iot_hub_installed_item_tenant_id ON iot_hub_installed_item USING btree (tenant_id);

CREATE INDEX idx_job_tenant_id ON job USING btree (tenant_id);

CREATE INDEX idx_lc_event_main ON lc_event USING btree (tenant_id, entity_id, ts DESC NULLS LAST);

CREATE INDEX idx_notification_delivery_method_recipient_id_created_time ON notification USING btree (delivery_method, recipient_id, created_time DESC);

CREATE INDEX idx_notification_delivery_method_recipient_id_unread ON notification USING btree (delivery_method, recipient_id) WHERE ((status)::text <> 'READ'::text);

CREATE INDEX idx_notification_id ON notification USING btree (id);

CREATE INDEX idx_notification_notification_request_id ON notification USING btree (request_id);

CREATE INDEX idx_notification_request_rule_id_originator_entity_id ON notification_request USING btree (rule_id, originator_entity_id) WHERE ((originator_entity_type)::text = 'ALARM'::text);

CREATE INDEX idx_notification_request_status ON notification_request USING btree (status) WHERE ((status)::text = 'SCHEDULED'::text);

CREATE INDEX idx_notification_request_tenant_id ON notification_request USING btree (tenant_id);

CREATE INDEX idx_notification_request_tenant_id_user_created_time ON notification_request USING btree (tenant_id, created_time DESC) WHERE ((originator_entity_type)::text = 'USER'::text);

CREATE INDEX idx_notification_rule_tenant_id_trigger_type_created_time ON notification_rule USING btree (tenant_id, trigger_type, created_time DESC);

CREATE INDEX idx_notification_target_tenant_id_created_time ON notification_target USING btree (tenant_id, created_time DESC);

CREATE INDEX idx_notification_template_tenant_id_created_time ON notification_template USING btree (tenant_id, created_time DESC);

CREATE INDEX idx_relation_from_id ON relation USING btree (relation_type_group, from_type, from_id);

CREATE INDEX idx_relation_to_id ON relation USING btree (relation_type_group, to_type, to_id);

CREATE INDEX idx_resource_etag ON resource USING btree (tenant_id, etag);

CREATE INDEX idx_resource_type_public_resource_key ON resource USING btree (resource_type, public_resource_key);

CREATE INDEX idx_rpc_tenant_id_device_id ON rpc USING btree (tenant_id, device_id);

CREATE INDEX idx_rule_chain_debug_event_main ON rule_chain_debug_event USING btree (tenant_id, entity_id, ts DESC NULLS LAST);

CREATE INDEX idx_rule_node_debug_event_main ON rule_node_debug_event USING btree (tenant_id, entity_id, ts DESC NULLS LAST);

CREATE INDEX idx_rule_node_external_id ON rule_node USING btree (rule_chain_id, external_id);

CREATE INDEX idx_rule_node_type_id_configuration_version ON rule_node USING btree (type, id, configuration_version);

CREATE INDEX idx_stats_event_main ON stats_event USING btree (tenant_id, entity_id, ts DESC NULLS LAST);

CREATE INDEX mobile_app_bundle_tenant_id ON mobile_app_bundle USING btree (tenant_id);

ALTER TABLE alarm_comment
    ADD CONSTRAINT fk_alarm_comment_alarm_id FOREIGN KEY (alarm_id) REFERENCES alarm(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobile_app_bundle
    ADD CONSTRAINT fk_android_app_id FOREIGN KEY (android_app_id) REFERENCES mobile_app(id) ON DELETE SET NULL;

ALTER TABLE ONLY asset
    ADD CONSTRAINT fk_asset_profile FOREIGN KEY (asset_profile_id) REFERENCES asset_profile(id);

ALTER TABLE ONLY asset_profile
    ADD CONSTRAINT fk_default_dashboard_asset_profile FOREIGN KEY (default_dashboard_id) REFERENCES dashboard(id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT fk_default_dashboard_device_profile FOREIGN KEY (default_dashboard_id) REFERENCES dashboard(id);

ALTER TABLE ONLY asset_profile
    ADD CONSTRAINT fk_default_edge_rule_chain_asset_profile FOREIGN KEY (default_edge_rule_chain_id) REFERENCES rule_chain(id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT fk_default_edge_rule_chain_device_profile FOREIGN KEY (default_edge_rule_chain_id) REFERENCES rule_chain(id);

ALTER TABLE ONLY asset_profile
    ADD CONSTRAINT fk_default_rule_chain_asset_profile FOREIGN KEY (default_rule_chain_id) REFERENCES rule_chain(id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT fk_default_rule_chain_device_profile FOREIGN KEY (default_rule_chain_id) REFERENCES rule_chain(id);

ALTER TABLE ONLY device
    ADD CONSTRAINT fk_device_profile FOREIGN KEY (device_profile_id) REFERENCES device_profile(id);

ALTER TABLE ONLY ota_package
    ADD CONSTRAINT fk_device_profile_ota_package FOREIGN KEY (device_profile_id) REFERENCES device_profile(id) ON DELETE CASCADE;

ALTER TABLE ONLY domain_oauth2_client
    ADD CONSTRAINT fk_domain FOREIGN KEY (domain_id) REFERENCES domain(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobile_app_bundle_oauth2_client
    ADD CONSTRAINT fk_domain FOREIGN KEY (mobile_app_bundle_id) REFERENCES mobile_app_bundle(id) ON DELETE CASCADE;

ALTER TABLE ONLY entity_alarm
    ADD CONSTRAINT fk_entity_alarm_id FOREIGN KEY (alarm_id) REFERENCES alarm(id) ON DELETE CASCADE;

ALTER TABLE ONLY alarm_types
    ADD CONSTRAINT fk_entity_tenant_id FOREIGN KEY (tenant_id) REFERENCES tenant(id) ON DELETE CASCADE;

ALTER TABLE ONLY device
    ADD CONSTRAINT fk_firmware_device FOREIGN KEY (firmware_id) REFERENCES ota_package(id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT fk_firmware_device_profile FOREIGN KEY (firmware_id) REFERENCES ota_package(id);

ALTER TABLE ONLY mobile_app_bundle
    ADD CONSTRAINT fk_ios_app_id FOREIGN KEY (ios_app_id) REFERENCES mobile_app(id) ON DELETE SET NULL;

ALTER TABLE ONLY notification_rule
    ADD CONSTRAINT fk_notification_rule_template_id FOREIGN KEY (template_id) REFERENCES notification_template(id);

ALTER TABLE ONLY domain_oauth2_client
    ADD CONSTRAINT fk_oauth2_client FOREIGN KEY (oauth2_client_id) REFERENCES oauth2_client(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobile_app_bundle_oauth2_client
    ADD CONSTRAINT fk_oauth2_client FOREIGN KEY (oauth2_client_id) REFERENCES oauth2_client(id) ON DELETE CASCADE;

ALTER TABLE ONLY rule_node_state
    ADD CONSTRAINT fk_rule_node_state_node_id FOREIGN KEY (rule_node_id) REFERENCES rule_node(id) ON DELETE CASCADE;

ALTER TABLE ONLY device
    ADD CONSTRAINT fk_software_device FOREIGN KEY (software_id) REFERENCES ota_package(id);

ALTER TABLE ONLY device_profile
    ADD CONSTRAINT fk_software_device_profile FOREIGN KEY (software_id) REFERENCES ota_package(id);

ALTER TABLE ONLY tenant
    ADD CONSTRAINT fk_tenant_profile FOREIGN KEY (tenant_profile_id) REFERENCES tenant_profile(id);

ALTER TABLE ONLY user_auth_settings
    ADD CONSTRAINT fk_user_auth_settings_user_id FOREIGN KEY (user_id) REFERENCES tb_user(id);

ALTER TABLE ONLY user_settings
    ADD CONSTRAINT fk_user_id FOREIGN KEY (user_id) REFERENCES tb_user(id) ON DELETE CASCADE;

ALTER TABLE ONLY widgets_bundle_widget
    ADD CONSTRAINT fk_widget_type FOREIGN KEY (widget_type_id) REFERENCES widget_type(id) ON DELETE CASCADE;

ALTER TABLE ONLY widgets_bundle_widget
    ADD CONSTRAINT fk_widgets_bundle FOREIGN KEY (widgets_bundle_id) REFERENCES widgets_bundle(id) ON DELETE CASCADE;

-- ts_kv_indefinite: created by the installer (SqlTsDatabaseSchemaService.java:34).
CREATE TABLE ts_kv_indefinite PARTITION OF ts_kv DEFAULT;

-- Runtime partitions. ThingsBoard creates them on first write, named <table>_<startMs> with bounds
-- [startMs, startMs + partition_size) and startMs = ts - ts % partition_size
-- (SqlPartitioningRepository.java:58-62,151; SqlPartition.java:38). partition_size (thingsboard.yml):
-- 168h for lc_event/error_event/stats_event, edge_event, audit_log, alarm_comment, notification; 1h for the
-- debug event tables. ts_kv gets monthly partitions ts_kv_YYYY_MM (sql.postgres.ts_key_value_partitioning
-- MONTHS, JpaSqlTimeseriesDao.java:130-141). Created here relative to now() for the rows in dataSql.
DO $$
DECLARE
    now_ms bigint := (extract(epoch from now()) * 1000)::bigint;
    wk bigint := 168 * 3600000;
    hr bigint := 3600000;
    s bigint;
    t text;
    i int;
    m timestamp;
BEGIN
    FOREACH t IN ARRAY ARRAY['audit_log','alarm_comment','lc_event','error_event','stats_event','edge_event','notification'] LOOP
        FOR i IN 0..10 LOOP
            s := (now_ms - now_ms % wk) - i * wk;
            EXECUTE format('CREATE TABLE IF NOT EXISTS thingsboard.%I PARTITION OF thingsboard.%I FOR VALUES FROM (%s) TO (%s)', t || '_' || s, t, s, s + wk);
        END LOOP;
    END LOOP;
    FOREACH t IN ARRAY ARRAY['rule_node_debug_event','rule_chain_debug_event','cf_debug_event'] LOOP
        FOR i IN 0..11 LOOP
            s := (now_ms - now_ms % hr) - i * hr;
            EXECUTE format('CREATE TABLE IF NOT EXISTS thingsboard.%I PARTITION OF thingsboard.%I FOR VALUES FROM (%s) TO (%s)', t || '_' || s, t, s, s + hr);
        END LOOP;
    END LOOP;
    FOR i IN 0..3 LOOP
        m := date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => i);
        EXECUTE format('CREATE TABLE IF NOT EXISTS thingsboard.%I PARTITION OF thingsboard.ts_kv FOR VALUES FROM (%s) TO (%s)',
            'ts_kv_' || to_char(m, 'YYYY_MM'),
            (extract(epoch from m) * 1000)::bigint,
            (extract(epoch from m + interval '1 month') * 1000)::bigint);
    END LOOP;
END
$$;

RESET search_path;
`,
  dataSql: `INSERT INTO thingsboard.tenant_profile (id, created_time, name, profile_data, description, is_default, isolated_tb_core, isolated_tb_rule_engine) VALUES
  ('b5db319a-aae7-5ebc-b712-339d892629fe', (extract(epoch from now())*1000)::bigint - 25920000000, 'Default', '{"configuration": {"type": "DEFAULT", "alarmsTtlDays": 0, "rpcTtlDays": 0, "maxDevices": 0}}', 'Default tenant profile', true, false, false);
INSERT INTO thingsboard.tenant (id, created_time, additional_info, tenant_profile_id, country, email, phone, title, version) VALUES
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 25920000000, '{}', 'b5db319a-aae7-5ebc-b712-339d892629fe', 'Germany', 'ops@acme.example', '+49 30 1234567', 'Acme Sensors', 1),
  ('dbb17bc1-0df7-5e0d-bd20-562c51ae95d4', (extract(epoch from now())*1000)::bigint - 10368000000, '{}', 'b5db319a-aae7-5ebc-b712-339d892629fe', 'France', 'it@bravo.example', NULL, 'Bravo Farms', 1);
INSERT INTO thingsboard.customer (id, created_time, additional_info, address, city, country, email, phone, tenant_id, title, is_public, version) VALUES
  ('17b9f378-2bc6-5436-8a6e-2f1a47b3f671', (extract(epoch from now())*1000)::bigint - 24192000000, '{}', '1 Main St', 'Berlin', 'Germany', 'contact0@cust.example', '+49 30 55000', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'Customer A', false, 1),
  ('547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', (extract(epoch from now())*1000)::bigint - 21600000000, '{}', '2 Main St', 'Berlin', 'Germany', 'contact1@cust.example', '+49 30 55001', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'Customer B', false, 1),
  ('1fcb9adb-3a86-5010-8bf7-b33a50a864b4', (extract(epoch from now())*1000)::bigint - 19008000000, '{}', '3 Main St', 'Berlin', 'Germany', 'contact2@cust.example', '+49 30 55002', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'Customer C', false, 1),
  ('2765ab40-0d20-5ee5-912d-26956eb1bd75', (extract(epoch from now())*1000)::bigint - 16416000000, '{}', '4 Main St', 'Berlin', 'Germany', 'contact3@cust.example', '+49 30 55003', 'dbb17bc1-0df7-5e0d-bd20-562c51ae95d4', 'Customer D', false, 1);
INSERT INTO thingsboard.tb_user (id, created_time, additional_info, authority, customer_id, email, first_name, last_name, phone, tenant_id, version) VALUES
  ('8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', (extract(epoch from now())*1000)::bigint - 25056000000, '{"lastLoginTs": 1}', 'SYS_ADMIN', '13814000-1dd2-11b2-8080-808080808080', 'user0@acme.example', 'First0', 'Last0', NULL, '13814000-1dd2-11b2-8080-808080808080', 1),
  ('0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', (extract(epoch from now())*1000)::bigint - 23328000000, '{"lastLoginTs": 1}', 'TENANT_ADMIN', '13814000-1dd2-11b2-8080-808080808080', 'user1@acme.example', 'First1', 'Last1', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('47b83377-4539-5cfa-b775-cae6efa3a876', (extract(epoch from now())*1000)::bigint - 21600000000, '{"lastLoginTs": 1}', 'TENANT_ADMIN', '13814000-1dd2-11b2-8080-808080808080', 'user2@acme.example', 'First2', 'Last2', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('aff67b92-6750-5231-81e2-5861c1a0a07c', (extract(epoch from now())*1000)::bigint - 19872000000, '{"lastLoginTs": 1}', 'CUSTOMER_USER', '17b9f378-2bc6-5436-8a6e-2f1a47b3f671', 'user3@acme.example', 'First3', 'Last3', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('b57016a9-f825-5c38-bd09-1360c98fdfa9', (extract(epoch from now())*1000)::bigint - 18144000000, '{"lastLoginTs": 1}', 'CUSTOMER_USER', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', 'user4@acme.example', 'First4', 'Last4', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('32235b53-53b4-5926-9137-a46b2396e0be', (extract(epoch from now())*1000)::bigint - 16416000000, '{"lastLoginTs": 1}', 'CUSTOMER_USER', '1fcb9adb-3a86-5010-8bf7-b33a50a864b4', 'user5@acme.example', 'First5', 'Last5', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('2e8c9e74-8137-5775-aaf5-30510d1ec855', (extract(epoch from now())*1000)::bigint - 14688000000, '{"lastLoginTs": 1}', 'TENANT_ADMIN', '13814000-1dd2-11b2-8080-808080808080', 'user6@acme.example', 'First6', 'Last6', NULL, 'dbb17bc1-0df7-5e0d-bd20-562c51ae95d4', 1),
  ('901755b4-6cf3-5f3f-bb02-51882d30f826', (extract(epoch from now())*1000)::bigint - 12960000000, '{"lastLoginTs": 1}', 'CUSTOMER_USER', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', 'user7@acme.example', 'First7', 'Last7', NULL, 'dbb17bc1-0df7-5e0d-bd20-562c51ae95d4', 1);
INSERT INTO thingsboard.user_credentials (id, created_time, activate_token, activate_token_exp_time, enabled, password, reset_token, reset_token_exp_time, user_id, additional_info, last_login_ts, failed_login_attempts) VALUES
  ('4da00bc9-a313-5fcc-b5af-618e774dc1b2', (extract(epoch from now())*1000)::bigint - 25056000000, NULL, NULL, true, '$2a$10$yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', NULL, NULL, '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', '{}', (extract(epoch from now())*1000)::bigint - 1563423736, 0),
  ('469ec168-227f-5bc5-a8de-eb7d747b968e', (extract(epoch from now())*1000)::bigint - 23328000000, NULL, NULL, true, '$2a$10$yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', NULL, NULL, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '{}', (extract(epoch from now())*1000)::bigint - 1934573366, 0),
  ('5fb7b467-9dfa-5548-be50-4ec4b8c87713', (extract(epoch from now())*1000)::bigint - 21600000000, NULL, NULL, true, '$2a$10$yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', NULL, NULL, '47b83377-4539-5cfa-b775-cae6efa3a876', '{}', (extract(epoch from now())*1000)::bigint - 3194071778, 0),
  ('8d7837a5-88a4-593f-954b-13c4be49f283', (extract(epoch from now())*1000)::bigint - 19872000000, NULL, NULL, true, '$2a$10$yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', NULL, NULL, 'aff67b92-6750-5231-81e2-5861c1a0a07c', '{}', (extract(epoch from now())*1000)::bigint - 1609286642, 0),
  ('59bfbd44-8210-5bdd-a712-1dd9e82472cc', (extract(epoch from now())*1000)::bigint - 18144000000, NULL, NULL, true, '$2a$10$yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', NULL, NULL, 'b57016a9-f825-5c38-bd09-1360c98fdfa9', '{}', (extract(epoch from now())*1000)::bigint - 1755099439, 0),
  ('b0dd33b9-7010-595a-b00e-e6884f33a264', (extract(epoch from now())*1000)::bigint - 16416000000, NULL, NULL, true, '$2a$10$yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', NULL, NULL, '32235b53-53b4-5926-9137-a46b2396e0be', '{}', (extract(epoch from now())*1000)::bigint - 2030001968, 0),
  ('580859e9-8d05-52a5-bf73-94a7f1f83328', (extract(epoch from now())*1000)::bigint - 14688000000, NULL, NULL, true, '$2a$10$yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', NULL, NULL, '2e8c9e74-8137-5775-aaf5-30510d1ec855', '{}', (extract(epoch from now())*1000)::bigint - 638186148, 0),
  ('5797757e-c160-5459-a094-bd09a4ffd575', (extract(epoch from now())*1000)::bigint - 12960000000, 'act-tok-7', (extract(epoch from now())*1000)::bigint - -86400000, false, NULL, NULL, NULL, '901755b4-6cf3-5f3f-bb02-51882d30f826', '{}', NULL, 0);
INSERT INTO thingsboard.user_settings (user_id, type, settings) VALUES
  ('8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'GENERAL', '{"openedMenuSections": []}'),
  ('0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'GENERAL', '{"openedMenuSections": []}'),
  ('47b83377-4539-5cfa-b775-cae6efa3a876', 'GENERAL', '{"openedMenuSections": []}'),
  ('aff67b92-6750-5231-81e2-5861c1a0a07c', 'GENERAL', '{"openedMenuSections": []}'),
  ('b57016a9-f825-5c38-bd09-1360c98fdfa9', 'GENERAL', '{"openedMenuSections": []}');
INSERT INTO thingsboard.user_auth_settings (id, created_time, user_id, two_fa_settings) VALUES
  ('96ae3da5-2e86-58a6-a980-2e0f94dc9cec', (extract(epoch from now())*1000)::bigint - 8640000000, '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', '{"configs":{"TOTP":{"providerType":"TOTP"}}}');
INSERT INTO thingsboard.rule_chain (id, created_time, additional_info, configuration, name, type, first_rule_node_id, root, debug_mode, tenant_id, version) VALUES
  ('b03c3557-429a-568e-b6f6-bb4ca45d9b74', (extract(epoch from now())*1000)::bigint - 25920000000, '{}', NULL, 'Root Rule Chain', 'CORE', 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', true, false, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 3);
INSERT INTO thingsboard.rule_node (id, created_time, rule_chain_id, additional_info, configuration_version, configuration, type, name, debug_settings, singleton_mode, queue_name) VALUES
  ('d62c195c-9c8d-5e2b-a3bc-b811cc8b1104', (extract(epoch from now())*1000)::bigint - 25920000000, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', '{}', 0, '{}', 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode', 'Message Type Switch', '{"failuresEnabled":true,"allEnabled":false,"allEnabledUntil":0}', false, NULL),
  ('f554c240-3972-5041-8b92-98c3079a3fe9', (extract(epoch from now())*1000)::bigint - 25920000000, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', '{}', 0, '{}', 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', 'Save Timeseries', '{"failuresEnabled":true,"allEnabled":false,"allEnabledUntil":0}', false, NULL),
  ('41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', (extract(epoch from now())*1000)::bigint - 25920000000, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', '{}', 0, '{}', 'org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode', 'Save Attributes', '{"failuresEnabled":true,"allEnabled":false,"allEnabledUntil":0}', false, NULL);
INSERT INTO thingsboard.dashboard (id, created_time, configuration, assigned_customers, tenant_id, title, mobile_hide, mobile_order, version) VALUES
  ('f76450c3-9270-5a38-9f57-26f89bb1a9f4', (extract(epoch from now())*1000)::bigint - 17280000000, '{}', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'Fleet overview', false, NULL, 1);
INSERT INTO thingsboard.device_profile (id, created_time, name, type, transport_type, provision_type, profile_data, description, is_default, tenant_id, default_rule_chain_id, default_queue_name, version) VALUES
  ('88d84fc2-92f8-510b-b3a5-15cef579f458', (extract(epoch from now())*1000)::bigint - 25920000000, 'default', 'DEFAULT', 'DEFAULT', 'DISABLED', '{"configuration": {"type": "DEFAULT"}}', 'Default device profile', true, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', NULL, 1);
INSERT INTO thingsboard.asset_profile (id, created_time, name, description, is_default, tenant_id, version) VALUES
  ('4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', (extract(epoch from now())*1000)::bigint - 25920000000, 'default', 'Default asset profile', true, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1);
INSERT INTO thingsboard.device (id, created_time, additional_info, customer_id, device_profile_id, device_data, type, name, label, tenant_id, version) VALUES
  ('a6c8acac-2e0c-514a-af35-9e495b289927', (extract(epoch from now())*1000)::bigint - 21600000000, '{"gateway":false}', '13814000-1dd2-11b2-8080-808080808080', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-00', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', (extract(epoch from now())*1000)::bigint - 20304000000, '{"gateway":false}', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-01', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', (extract(epoch from now())*1000)::bigint - 19008000000, '{"gateway":false}', '13814000-1dd2-11b2-8080-808080808080', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-02', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', (extract(epoch from now())*1000)::bigint - 17712000000, '{"gateway":false}', '17b9f378-2bc6-5436-8a6e-2f1a47b3f671', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-03', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', (extract(epoch from now())*1000)::bigint - 16416000000, '{"gateway":false}', '13814000-1dd2-11b2-8080-808080808080', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-04', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', (extract(epoch from now())*1000)::bigint - 15120000000, '{"gateway":false}', '1fcb9adb-3a86-5010-8bf7-b33a50a864b4', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-05', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('a57136f9-2e18-58ce-ba14-40b2cd977e7a', (extract(epoch from now())*1000)::bigint - 13824000000, '{"gateway":false}', '13814000-1dd2-11b2-8080-808080808080', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-06', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('0a0b878d-9605-5781-bb62-a0acafbe68f5', (extract(epoch from now())*1000)::bigint - 12528000000, '{"gateway":false}', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-07', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('fff49a5b-353b-5a2a-801f-d83f317dbb53', (extract(epoch from now())*1000)::bigint - 11232000000, '{"gateway":false}', '13814000-1dd2-11b2-8080-808080808080', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-08', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1),
  ('5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', (extract(epoch from now())*1000)::bigint - 9936000000, '{"gateway":false}', '17b9f378-2bc6-5436-8a6e-2f1a47b3f671', '88d84fc2-92f8-510b-b3a5-15cef579f458', '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}', 'default', 'Thermostat-09', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1);
INSERT INTO thingsboard.device_credentials (id, created_time, credentials_id, credentials_type, credentials_value, device_id, version) VALUES
  ('ad986a37-48ee-5529-a49e-32b9db77a1b9', (extract(epoch from now())*1000)::bigint - 21600000000, 'A1_TEST_TOKEN_00', 'ACCESS_TOKEN', NULL, 'a6c8acac-2e0c-514a-af35-9e495b289927', 1),
  ('1c97fa43-b8da-5109-832c-16b295f793bf', (extract(epoch from now())*1000)::bigint - 20304000000, 'A1_TEST_TOKEN_01', 'ACCESS_TOKEN', NULL, '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1),
  ('6e2c1316-c78f-52c4-98a6-993c7963bd19', (extract(epoch from now())*1000)::bigint - 19008000000, 'A1_TEST_TOKEN_02', 'ACCESS_TOKEN', NULL, '4fd3c1fd-0129-511c-943c-6f3536708dec', 1),
  ('3936002c-25fe-5ff9-ad68-b36aeda183f0', (extract(epoch from now())*1000)::bigint - 17712000000, 'A1_TEST_TOKEN_03', 'ACCESS_TOKEN', NULL, '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1),
  ('bed5520e-8cab-5c2d-abfe-e59d71a726e7', (extract(epoch from now())*1000)::bigint - 16416000000, 'A1_TEST_TOKEN_04', 'ACCESS_TOKEN', NULL, '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1),
  ('114c360b-64dc-5505-a569-bd615986e710', (extract(epoch from now())*1000)::bigint - 15120000000, 'A1_TEST_TOKEN_05', 'ACCESS_TOKEN', NULL, '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1),
  ('5ae5676c-b579-529d-991d-325a5c0df4ae', (extract(epoch from now())*1000)::bigint - 13824000000, 'A1_TEST_TOKEN_06', 'ACCESS_TOKEN', NULL, 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 1),
  ('809b2e6f-5c9d-550a-a391-8d5b14d78dc6', (extract(epoch from now())*1000)::bigint - 12528000000, 'A1_TEST_TOKEN_07', 'ACCESS_TOKEN', NULL, '0a0b878d-9605-5781-bb62-a0acafbe68f5', 1),
  ('26725ac0-e7ff-5f2b-ae6f-21b35295dfe3', (extract(epoch from now())*1000)::bigint - 11232000000, 'A1_TEST_TOKEN_08', 'ACCESS_TOKEN', NULL, 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 1),
  ('3e6b4f14-6632-5413-b8ec-54dc4a1a7409', (extract(epoch from now())*1000)::bigint - 9936000000, 'A1_TEST_TOKEN_09', 'ACCESS_TOKEN', NULL, '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 1);
INSERT INTO thingsboard.asset (id, created_time, additional_info, customer_id, asset_profile_id, name, label, tenant_id, type, version) VALUES
  ('2ec57f56-7909-5589-810f-f873874f626c', (extract(epoch from now())*1000)::bigint - 20736000000, '{}', '13814000-1dd2-11b2-8080-808080808080', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', 'Building 1', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'default', 1),
  ('352499c7-db7e-5e10-8a16-724071117dca', (extract(epoch from now())*1000)::bigint - 20736000000, '{}', '13814000-1dd2-11b2-8080-808080808080', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', 'Building 2', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'default', 1),
  ('0b538650-6354-56e1-93fc-962ca9e2fb4e', (extract(epoch from now())*1000)::bigint - 20736000000, '{}', '13814000-1dd2-11b2-8080-808080808080', '4efbe4fd-e8e2-5a6e-8325-46b64d6cba79', 'Building 3', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'default', 1);
INSERT INTO thingsboard.relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info, version) VALUES
  ('2ec57f56-7909-5589-810f-f873874f626c', 'ASSET', 'a6c8acac-2e0c-514a-af35-9e495b289927', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('352499c7-db7e-5e10-8a16-724071117dca', 'ASSET', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('0b538650-6354-56e1-93fc-962ca9e2fb4e', 'ASSET', '4fd3c1fd-0129-511c-943c-6f3536708dec', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('2ec57f56-7909-5589-810f-f873874f626c', 'ASSET', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('352499c7-db7e-5e10-8a16-724071117dca', 'ASSET', '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('0b538650-6354-56e1-93fc-962ca9e2fb4e', 'ASSET', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('2ec57f56-7909-5589-810f-f873874f626c', 'ASSET', 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('352499c7-db7e-5e10-8a16-724071117dca', 'ASSET', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('0b538650-6354-56e1-93fc-962ca9e2fb4e', 'ASSET', 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'DEVICE', 'COMMON', 'Contains', NULL, 1),
  ('2ec57f56-7909-5589-810f-f873874f626c', 'ASSET', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', 'COMMON', 'Contains', NULL, 1);
INSERT INTO thingsboard.key_dictionary (key, key_id) VALUES
  ('temperature', 1),
  ('humidity', 2),
  ('battery', 3),
  ('active', 4),
  ('TTL', 5),
  ('lastActivityTime', 6);
INSERT INTO thingsboard.attribute_kv (entity_id, attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v, json_v, last_update_ts, version) VALUES
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 44228906, 5),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 54421867, 5),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 68513201, 5),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 8132266, 5),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 26213869, 5),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 7833934, 5),
  ('a57136f9-2e18-58ce-ba14-40b2cd977e7a', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 69953287, 5),
  ('0a0b878d-9605-5781-bb62-a0acafbe68f5', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 59913084, 5),
  ('fff49a5b-353b-5a2a-801f-d83f317dbb53', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 3618461, 5),
  ('5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 2, 4, true, NULL, NULL, NULL, NULL, (extract(epoch from now())*1000)::bigint - 84861511, 5),
  ('dbb17bc1-0df7-5e0d-bd20-562c51ae95d4', 1, 5, NULL, NULL, 2592000, NULL, NULL, (extract(epoch from now())*1000)::bigint - 5184000000, 1);
INSERT INTO thingsboard.ts_kv (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v) VALUES
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 83355072, NULL, NULL, NULL, 23.23, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 83355072, NULL, NULL, NULL, 48.5, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 264167489, NULL, NULL, NULL, 18.12, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 546772141, NULL, NULL, NULL, 18.48, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 768113993, NULL, NULL, NULL, 19.94, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 768113993, NULL, NULL, NULL, 30.9, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 1042323937, NULL, NULL, NULL, 21.52, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 1325585703, NULL, NULL, NULL, 22.15, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 1558681203, NULL, NULL, NULL, 22.0, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 1558681203, NULL, NULL, NULL, 49.9, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 1793433301, NULL, NULL, NULL, 20.23, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 2090677495, NULL, NULL, NULL, 25.97, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 2327634623, NULL, NULL, NULL, 23.66, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 2327634623, NULL, NULL, NULL, 39.5, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 2525443133, NULL, NULL, NULL, 20.31, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 2762227310, NULL, NULL, NULL, 24.13, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 3041314543, NULL, NULL, NULL, 24.77, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 3041314543, NULL, NULL, NULL, 41.6, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 3340054861, NULL, NULL, NULL, 24.78, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 3507887082, NULL, NULL, NULL, 19.68, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 3837047494, NULL, NULL, NULL, 21.76, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 3837047494, NULL, NULL, NULL, 59.4, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 4043297467, NULL, NULL, NULL, 18.58, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 4313904904, NULL, NULL, NULL, 24.23, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 4533388610, NULL, NULL, NULL, 18.7, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 4533388610, NULL, NULL, NULL, 40.0, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 4843936185, NULL, NULL, NULL, 24.06, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 5021394481, NULL, NULL, NULL, 19.97, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 5270490401, NULL, NULL, NULL, 18.48, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 5270490401, NULL, NULL, NULL, 53.9, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 5527671390, NULL, NULL, NULL, 22.47, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 5801537509, NULL, NULL, NULL, 19.53, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 6076675660, NULL, NULL, NULL, 19.05, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 6076675660, NULL, NULL, NULL, 49.3, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 6274066290, NULL, NULL, NULL, 21.37, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 6532951594, NULL, NULL, NULL, 20.16, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 6849008270, NULL, NULL, NULL, 24.43, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 6849008270, NULL, NULL, NULL, 39.1, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 7092132345, NULL, NULL, NULL, 19.69, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 7300305328, NULL, NULL, NULL, 24.84, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 7572254600, NULL, NULL, NULL, 18.8, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 7572254600, NULL, NULL, NULL, 59.7, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 7785784227, NULL, NULL, NULL, 20.07, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 8084680389, NULL, NULL, NULL, 20.63, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 8294082459, NULL, NULL, NULL, 18.59, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 8294082459, NULL, NULL, NULL, 32.7, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 8569388286, NULL, NULL, NULL, 19.94, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 8821550924, NULL, NULL, NULL, 20.97, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 9059317180, NULL, NULL, NULL, 25.67, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 9059317180, NULL, NULL, NULL, 44.5, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 9320362955, NULL, NULL, NULL, 24.93, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 9537076314, NULL, NULL, NULL, 19.23, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 9850327810, NULL, NULL, NULL, 24.54, NULL),
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 2, (extract(epoch from now())*1000)::bigint - 9850327810, NULL, NULL, NULL, 37.5, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 16398777, NULL, NULL, NULL, 23.92, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 16398777, NULL, NULL, NULL, 58.2, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 267545358, NULL, NULL, NULL, 25.6, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 577341194, NULL, NULL, NULL, 22.83, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 788093904, NULL, NULL, NULL, 18.83, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 788093904, NULL, NULL, NULL, 31.2, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 1085415682, NULL, NULL, NULL, 19.91, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 1313675665, NULL, NULL, NULL, 20.06, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 1574529221, NULL, NULL, NULL, 22.77, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 1574529221, NULL, NULL, NULL, 38.8, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 1769077445, NULL, NULL, NULL, 23.76, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 2010422257, NULL, NULL, NULL, 19.83, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 2303369252, NULL, NULL, NULL, 24.82, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 2303369252, NULL, NULL, NULL, 48.4, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 2529810955, NULL, NULL, NULL, 25.34, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 2773783775, NULL, NULL, NULL, 18.13, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 3029978355, NULL, NULL, NULL, 21.57, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 3029978355, NULL, NULL, NULL, 31.8, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 3272508326, NULL, NULL, NULL, 20.95, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 3557275438, NULL, NULL, NULL, 19.05, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 3789689341, NULL, NULL, NULL, 25.13, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 3789689341, NULL, NULL, NULL, 59.4, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 4065718928, NULL, NULL, NULL, 23.53, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 4310015639, NULL, NULL, NULL, 19.12, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 4513110958, NULL, NULL, NULL, 18.14, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 4513110958, NULL, NULL, NULL, 57.3, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 4821203809, NULL, NULL, NULL, 25.7, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 5013036792, NULL, NULL, NULL, 23.09, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 5303425166, NULL, NULL, NULL, 23.84, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 5303425166, NULL, NULL, NULL, 39.6, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 5598664498, NULL, NULL, NULL, 18.6, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 5810062639, NULL, NULL, NULL, 23.9, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 6091216924, NULL, NULL, NULL, 23.9, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 6091216924, NULL, NULL, NULL, 51.1, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 6332538240, NULL, NULL, NULL, 25.32, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 6544958465, NULL, NULL, NULL, 23.48, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 6842952225, NULL, NULL, NULL, 24.97, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 6842952225, NULL, NULL, NULL, 42.5, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 7083981964, NULL, NULL, NULL, 24.91, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 7315730567, NULL, NULL, NULL, 23.0, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 7549833616, NULL, NULL, NULL, 22.66, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 7549833616, NULL, NULL, NULL, 48.3, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 7774289455, NULL, NULL, NULL, 23.12, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 8103743037, NULL, NULL, NULL, 25.04, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 8331397091, NULL, NULL, NULL, 21.11, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 8331397091, NULL, NULL, NULL, 52.1, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 8569234328, NULL, NULL, NULL, 21.52, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 8842035170, NULL, NULL, NULL, 18.67, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 9084978159, NULL, NULL, NULL, 18.24, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 9084978159, NULL, NULL, NULL, 48.0, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 9312274668, NULL, NULL, NULL, 19.84, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 9581616116, NULL, NULL, NULL, 21.98, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 9824933081, NULL, NULL, NULL, 25.36, NULL),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 2, (extract(epoch from now())*1000)::bigint - 9824933081, NULL, NULL, NULL, 37.7, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 976942, NULL, NULL, NULL, 20.41, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 976942, NULL, NULL, NULL, 50.3, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 268062429, NULL, NULL, NULL, 19.36, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 579374346, NULL, NULL, NULL, 23.28, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 789862966, NULL, NULL, NULL, 25.13, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 789862966, NULL, NULL, NULL, 39.8, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 1059773679, NULL, NULL, NULL, 19.59, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 1290029352, NULL, NULL, NULL, 24.45, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 1582348711, NULL, NULL, NULL, 25.04, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 1582348711, NULL, NULL, NULL, 41.5, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 1804300461, NULL, NULL, NULL, 20.53, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 2016245634, NULL, NULL, NULL, 21.97, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 2327365061, NULL, NULL, NULL, 24.79, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 2327365061, NULL, NULL, NULL, 51.3, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 2587680013, NULL, NULL, NULL, 20.21, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 2770772737, NULL, NULL, NULL, 21.61, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 3030494067, NULL, NULL, NULL, 19.71, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 3030494067, NULL, NULL, NULL, 42.4, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 3311343379, NULL, NULL, NULL, 21.95, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 3535088110, NULL, NULL, NULL, 24.71, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 3843247954, NULL, NULL, NULL, 21.62, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 3843247954, NULL, NULL, NULL, 32.2, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 4011680371, NULL, NULL, NULL, 24.98, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 4263104597, NULL, NULL, NULL, 23.67, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 4559378281, NULL, NULL, NULL, 20.47, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 4559378281, NULL, NULL, NULL, 53.7, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 4762291450, NULL, NULL, NULL, 19.09, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 5050497520, NULL, NULL, NULL, 18.2, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 5333443352, NULL, NULL, NULL, 19.9, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 5333443352, NULL, NULL, NULL, 34.2, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 5516375837, NULL, NULL, NULL, 23.03, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 5801455938, NULL, NULL, NULL, 23.04, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 6070035718, NULL, NULL, NULL, 24.46, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 6070035718, NULL, NULL, NULL, 58.8, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 6323140173, NULL, NULL, NULL, 19.59, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 6555612294, NULL, NULL, NULL, 19.43, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 6766050240, NULL, NULL, NULL, 21.78, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 6766050240, NULL, NULL, NULL, 51.4, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 7031154137, NULL, NULL, NULL, 20.18, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 7296111895, NULL, NULL, NULL, 23.58, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 7561764542, NULL, NULL, NULL, 22.92, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 7561764542, NULL, NULL, NULL, 52.7, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 7801359800, NULL, NULL, NULL, 24.34, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 8096218875, NULL, NULL, NULL, 18.7, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 8349056970, NULL, NULL, NULL, 23.78, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 8349056970, NULL, NULL, NULL, 33.9, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 8558225523, NULL, NULL, NULL, 23.0, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 8848221006, NULL, NULL, NULL, 21.01, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 9069305533, NULL, NULL, NULL, 25.03, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 9069305533, NULL, NULL, NULL, 53.9, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 9352303891, NULL, NULL, NULL, 21.71, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 9577554269, NULL, NULL, NULL, 19.64, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 9834215240, NULL, NULL, NULL, 24.55, NULL),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 2, (extract(epoch from now())*1000)::bigint - 9834215240, NULL, NULL, NULL, 49.2, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 62005992, NULL, NULL, NULL, 19.71, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 62005992, NULL, NULL, NULL, 57.0, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 335274608, NULL, NULL, NULL, 25.82, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 547513050, NULL, NULL, NULL, 24.33, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 779362104, NULL, NULL, NULL, 25.28, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 779362104, NULL, NULL, NULL, 55.7, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 1032351008, NULL, NULL, NULL, 18.66, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 1290893863, NULL, NULL, NULL, 22.4, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 1569735373, NULL, NULL, NULL, 21.9, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 1569735373, NULL, NULL, NULL, 30.9, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 1823829709, NULL, NULL, NULL, 18.51, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 2073587892, NULL, NULL, NULL, 19.38, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 2283984373, NULL, NULL, NULL, 24.3, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 2283984373, NULL, NULL, NULL, 34.2, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 2518445567, NULL, NULL, NULL, 22.13, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 2818676135, NULL, NULL, NULL, 24.72, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 3066281701, NULL, NULL, NULL, 25.57, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 3066281701, NULL, NULL, NULL, 44.8, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 3339286937, NULL, NULL, NULL, 18.69, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 3526970184, NULL, NULL, NULL, 22.21, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 3783470660, NULL, NULL, NULL, 23.83, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 3783470660, NULL, NULL, NULL, 49.2, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 4054128427, NULL, NULL, NULL, 24.75, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 4307901502, NULL, NULL, NULL, 20.49, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 4543017147, NULL, NULL, NULL, 24.76, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 4543017147, NULL, NULL, NULL, 57.0, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 4778631899, NULL, NULL, NULL, 24.81, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 5094873247, NULL, NULL, NULL, 22.19, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 5311266256, NULL, NULL, NULL, 19.61, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 5311266256, NULL, NULL, NULL, 46.1, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 5555794242, NULL, NULL, NULL, 22.84, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 5765278076, NULL, NULL, NULL, 25.76, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 6058023935, NULL, NULL, NULL, 21.2, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 6058023935, NULL, NULL, NULL, 54.0, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 6312631681, NULL, NULL, NULL, 21.93, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 6574261256, NULL, NULL, NULL, 18.53, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 6811665014, NULL, NULL, NULL, 21.31, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 6811665014, NULL, NULL, NULL, 58.7, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 7095463378, NULL, NULL, NULL, 20.15, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 7307121153, NULL, NULL, NULL, 19.02, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 7554269743, NULL, NULL, NULL, 24.53, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 7554269743, NULL, NULL, NULL, 57.0, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 7808532426, NULL, NULL, NULL, 20.54, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 8034461428, NULL, NULL, NULL, 22.94, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 8348423386, NULL, NULL, NULL, 19.04, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 8348423386, NULL, NULL, NULL, 53.4, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 8521008705, NULL, NULL, NULL, 19.55, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 8789235205, NULL, NULL, NULL, 23.5, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 9047987906, NULL, NULL, NULL, 20.84, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 9047987906, NULL, NULL, NULL, 48.6, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 9279782107, NULL, NULL, NULL, 23.85, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 9531888481, NULL, NULL, NULL, 22.08, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 9793487834, NULL, NULL, NULL, 19.58, NULL),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 2, (extract(epoch from now())*1000)::bigint - 9793487834, NULL, NULL, NULL, 45.9, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 37737447, NULL, NULL, NULL, 21.01, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 37737447, NULL, NULL, NULL, 42.4, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 296295641, NULL, NULL, NULL, 19.28, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 518768603, NULL, NULL, NULL, 23.05, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 806843563, NULL, NULL, NULL, 22.24, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 806843563, NULL, NULL, NULL, 55.5, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 1055091842, NULL, NULL, NULL, 24.85, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 1272901685, NULL, NULL, NULL, 23.93, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 1573387912, NULL, NULL, NULL, 25.22, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 1573387912, NULL, NULL, NULL, 39.5, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 1781135000, NULL, NULL, NULL, 25.38, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 2023327668, NULL, NULL, NULL, 25.99, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 2331723601, NULL, NULL, NULL, 19.07, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 2331723601, NULL, NULL, NULL, 37.2, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 2568376210, NULL, NULL, NULL, 20.08, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 2764542171, NULL, NULL, NULL, 24.66, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 3043148883, NULL, NULL, NULL, 24.32, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 3043148883, NULL, NULL, NULL, 33.8, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 3292080088, NULL, NULL, NULL, 23.48, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 3509374349, NULL, NULL, NULL, 19.61, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 3817357903, NULL, NULL, NULL, 25.29, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 3817357903, NULL, NULL, NULL, 59.1, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 4018931445, NULL, NULL, NULL, 22.05, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 4325024542, NULL, NULL, NULL, 22.02, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 4569322979, NULL, NULL, NULL, 19.51, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 4569322979, NULL, NULL, NULL, 32.1, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 4769813375, NULL, NULL, NULL, 18.3, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 5058864417, NULL, NULL, NULL, 22.12, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 5310899323, NULL, NULL, NULL, 19.17, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 5310899323, NULL, NULL, NULL, 35.5, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 5529938171, NULL, NULL, NULL, 24.72, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 5848442039, NULL, NULL, NULL, 25.42, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 6021669291, NULL, NULL, NULL, 18.5, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 6021669291, NULL, NULL, NULL, 58.5, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 6303922912, NULL, NULL, NULL, 24.12, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 6542797875, NULL, NULL, NULL, 21.74, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 6809640807, NULL, NULL, NULL, 21.44, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 6809640807, NULL, NULL, NULL, 48.0, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 7016824454, NULL, NULL, NULL, 23.61, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 7339184311, NULL, NULL, NULL, 19.45, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 7556021364, NULL, NULL, NULL, 23.91, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 7556021364, NULL, NULL, NULL, 42.2, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 7784218878, NULL, NULL, NULL, 19.32, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 8062205252, NULL, NULL, NULL, 18.12, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 8345651183, NULL, NULL, NULL, 24.41, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 8345651183, NULL, NULL, NULL, 51.1, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 8593407225, NULL, NULL, NULL, 23.04, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 8804549656, NULL, NULL, NULL, 22.8, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 9063730541, NULL, NULL, NULL, 25.86, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 9063730541, NULL, NULL, NULL, 54.1, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 9293034030, NULL, NULL, NULL, 25.29, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 9585599175, NULL, NULL, NULL, 24.22, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 9842225044, NULL, NULL, NULL, 21.25, NULL),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 2, (extract(epoch from now())*1000)::bigint - 9842225044, NULL, NULL, NULL, 56.9, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 76018306, NULL, NULL, NULL, 23.56, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 76018306, NULL, NULL, NULL, 53.0, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 316675797, NULL, NULL, NULL, 21.25, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 563555608, NULL, NULL, NULL, 18.56, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 781204492, NULL, NULL, NULL, 21.75, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 781204492, NULL, NULL, NULL, 30.3, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 1032967052, NULL, NULL, NULL, 23.11, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 1306715352, NULL, NULL, NULL, 19.86, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 1584979979, NULL, NULL, NULL, 23.33, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 1584979979, NULL, NULL, NULL, 40.1, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 1810923370, NULL, NULL, NULL, 22.56, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 2050538084, NULL, NULL, NULL, 21.12, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 2341430238, NULL, NULL, NULL, 23.14, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 2341430238, NULL, NULL, NULL, 51.0, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 2571414310, NULL, NULL, NULL, 25.84, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 2758131692, NULL, NULL, NULL, 22.92, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 3070551877, NULL, NULL, NULL, 20.05, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 3070551877, NULL, NULL, NULL, 42.0, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 3261639478, NULL, NULL, NULL, 19.56, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 3540298467, NULL, NULL, NULL, 18.79, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 3780076676, NULL, NULL, NULL, 25.25, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 3780076676, NULL, NULL, NULL, 46.5, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 4052835598, NULL, NULL, NULL, 25.74, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 4308593343, NULL, NULL, NULL, 25.96, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 4565204288, NULL, NULL, NULL, 24.48, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 4565204288, NULL, NULL, NULL, 32.3, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 4812267160, NULL, NULL, NULL, 24.07, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 5015097816, NULL, NULL, NULL, 25.44, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 5275578087, NULL, NULL, NULL, 21.77, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 5275578087, NULL, NULL, NULL, 35.1, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 5555133005, NULL, NULL, NULL, 22.89, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 5767938316, NULL, NULL, NULL, 25.56, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 6049788814, NULL, NULL, NULL, 22.21, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 6049788814, NULL, NULL, NULL, 47.9, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 6295585708, NULL, NULL, NULL, 20.29, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 6571161637, NULL, NULL, NULL, 22.49, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 6789616860, NULL, NULL, NULL, 23.73, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 6789616860, NULL, NULL, NULL, 38.9, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 7016890677, NULL, NULL, NULL, 19.96, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 7269935674, NULL, NULL, NULL, 19.25, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 7582001286, NULL, NULL, NULL, 21.12, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 7582001286, NULL, NULL, NULL, 56.9, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 7832018573, NULL, NULL, NULL, 18.4, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 8103349680, NULL, NULL, NULL, 25.56, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 8274830770, NULL, NULL, NULL, 25.24, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 8274830770, NULL, NULL, NULL, 42.9, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 8560305369, NULL, NULL, NULL, 25.79, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 8790656396, NULL, NULL, NULL, 22.19, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 9101140210, NULL, NULL, NULL, 23.78, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 9101140210, NULL, NULL, NULL, 44.1, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 9355290116, NULL, NULL, NULL, 24.53, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 9573433052, NULL, NULL, NULL, 18.92, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 9825775024, NULL, NULL, NULL, 21.65, NULL),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 2, (extract(epoch from now())*1000)::bigint - 9825775024, NULL, NULL, NULL, 36.1, NULL);
INSERT INTO thingsboard.ts_kv_latest (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v, version) VALUES
  ('a6c8acac-2e0c-514a-af35-9e495b289927', 1, (extract(epoch from now())*1000)::bigint - 864000, NULL, NULL, NULL, 21.5, NULL, 40),
  ('1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 1, (extract(epoch from now())*1000)::bigint - 864000, NULL, NULL, NULL, 21.5, NULL, 40),
  ('4fd3c1fd-0129-511c-943c-6f3536708dec', 1, (extract(epoch from now())*1000)::bigint - 864000, NULL, NULL, NULL, 21.5, NULL, 40),
  ('7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 1, (extract(epoch from now())*1000)::bigint - 864000, NULL, NULL, NULL, 21.5, NULL, 40),
  ('3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 1, (extract(epoch from now())*1000)::bigint - 864000, NULL, NULL, NULL, 21.5, NULL, 40),
  ('7e8aa663-1ac6-5f60-b284-69f5faed3cce', 1, (extract(epoch from now())*1000)::bigint - 864000, NULL, NULL, NULL, 21.5, NULL, 40);
INSERT INTO thingsboard.alarm (id, created_time, ack_ts, clear_ts, additional_info, end_ts, originator_id, originator_type, propagate, severity, start_ts, assign_ts, assignee_id, tenant_id, customer_id, propagate_relation_types, type, propagate_to_owner, propagate_to_tenant, acknowledged, cleared) VALUES
  ('fd73f388-b6b5-5dc6-8bee-001d8b65ccd3', (extract(epoch from now())*1000)::bigint - 396735286, 0, 0, NULL, (extract(epoch from now())*1000)::bigint - 396735286, 'a6c8acac-2e0c-514a-af35-9e495b289927', 5, false, 'WARNING', (extract(epoch from now())*1000)::bigint - 396735286, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', NULL, NULL, 'High Temperature', false, false, false, false),
  ('eb6de04b-66c7-54bd-8821-8836842b70c5', (extract(epoch from now())*1000)::bigint - 1008803370, (extract(epoch from now())*1000)::bigint - 1000163370, (extract(epoch from now())*1000)::bigint - 991523370, NULL, (extract(epoch from now())*1000)::bigint - 991523370, '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 5, false, 'MAJOR', (extract(epoch from now())*1000)::bigint - 1008803370, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', NULL, 'High Temperature', false, false, true, true),
  ('14e9cc02-f280-540e-a44d-c2650e91d91b', (extract(epoch from now())*1000)::bigint - 2726578699, 0, (extract(epoch from now())*1000)::bigint - 2709298699, NULL, (extract(epoch from now())*1000)::bigint - 2709298699, '4fd3c1fd-0129-511c-943c-6f3536708dec', 5, false, 'WARNING', (extract(epoch from now())*1000)::bigint - 2726578699, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', NULL, NULL, 'High Temperature', false, false, false, true),
  ('e36c7497-5092-5a5b-9a86-489dc5963e14', (extract(epoch from now())*1000)::bigint - 2572227780, (extract(epoch from now())*1000)::bigint - 2563587780, 0, NULL, (extract(epoch from now())*1000)::bigint - 2572227780, '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 5, false, 'WARNING', (extract(epoch from now())*1000)::bigint - 2572227780, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '17b9f378-2bc6-5436-8a6e-2f1a47b3f671', NULL, 'High Temperature', false, false, true, false),
  ('db312312-5f8e-565a-b347-21cdb05445e1', (extract(epoch from now())*1000)::bigint - 1649110681, 0, (extract(epoch from now())*1000)::bigint - 1631830681, NULL, (extract(epoch from now())*1000)::bigint - 1631830681, '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 5, false, 'WARNING', (extract(epoch from now())*1000)::bigint - 1649110681, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', NULL, NULL, 'High Temperature', false, false, false, true),
  ('07c34034-6e6b-5fcf-b1b4-a08b3932fbd9', (extract(epoch from now())*1000)::bigint - 4152248906, (extract(epoch from now())*1000)::bigint - 4143608906, (extract(epoch from now())*1000)::bigint - 4134968906, NULL, (extract(epoch from now())*1000)::bigint - 4134968906, '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 5, false, 'MAJOR', (extract(epoch from now())*1000)::bigint - 4152248906, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '1fcb9adb-3a86-5010-8bf7-b33a50a864b4', NULL, 'High Temperature', false, false, true, true),
  ('33589ee6-8c5f-5cae-bbdc-6f170d46f4ee', (extract(epoch from now())*1000)::bigint - 4724326581, 0, 0, NULL, (extract(epoch from now())*1000)::bigint - 4724326581, 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 5, false, 'WARNING', (extract(epoch from now())*1000)::bigint - 4724326581, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', NULL, NULL, 'High Temperature', false, false, false, false),
  ('f1db2945-e5d4-5c05-a0db-06f3c0b3764e', (extract(epoch from now())*1000)::bigint - 4945890262, (extract(epoch from now())*1000)::bigint - 4937250262, (extract(epoch from now())*1000)::bigint - 4928610262, NULL, (extract(epoch from now())*1000)::bigint - 4928610262, '0a0b878d-9605-5781-bb62-a0acafbe68f5', 5, false, 'CRITICAL', (extract(epoch from now())*1000)::bigint - 4945890262, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', NULL, 'High Temperature', false, false, true, true),
  ('8eb680c2-6cb7-5299-a435-d5f3e289ed3b', (extract(epoch from now())*1000)::bigint - 5765628770, 0, (extract(epoch from now())*1000)::bigint - 5748348770, NULL, (extract(epoch from now())*1000)::bigint - 5748348770, 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 5, false, 'WARNING', (extract(epoch from now())*1000)::bigint - 5765628770, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', NULL, NULL, 'High Temperature', false, false, false, true),
  ('156f26ff-c4c9-5236-9d3a-272428bfb72b', (extract(epoch from now())*1000)::bigint - 854681014, (extract(epoch from now())*1000)::bigint - 846041014, 0, NULL, (extract(epoch from now())*1000)::bigint - 854681014, '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 5, false, 'MAJOR', (extract(epoch from now())*1000)::bigint - 854681014, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '17b9f378-2bc6-5436-8a6e-2f1a47b3f671', NULL, 'High Temperature', false, false, true, false),
  ('05941546-b9b9-5300-b388-8843b4070a90', (extract(epoch from now())*1000)::bigint - 765238766, 0, (extract(epoch from now())*1000)::bigint - 747958766, NULL, (extract(epoch from now())*1000)::bigint - 747958766, 'a6c8acac-2e0c-514a-af35-9e495b289927', 5, false, 'MAJOR', (extract(epoch from now())*1000)::bigint - 765238766, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', NULL, NULL, 'High Temperature', false, false, false, true),
  ('83d6a86a-4a10-51df-ba66-46c428685699', (extract(epoch from now())*1000)::bigint - 4762135445, (extract(epoch from now())*1000)::bigint - 4753495445, (extract(epoch from now())*1000)::bigint - 4744855445, NULL, (extract(epoch from now())*1000)::bigint - 4744855445, '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 5, false, 'WARNING', (extract(epoch from now())*1000)::bigint - 4762135445, 0, NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '1fcb9adb-3a86-5010-8bf7-b33a50a864b4', NULL, 'High Temperature', false, false, true, true);
INSERT INTO thingsboard.entity_alarm (tenant_id, entity_type, entity_id, created_time, alarm_type, customer_id, alarm_id) VALUES
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', 'a6c8acac-2e0c-514a-af35-9e495b289927', (extract(epoch from now())*1000)::bigint - 396735286, 'High Temperature', NULL, 'fd73f388-b6b5-5dc6-8bee-001d8b65ccd3'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', (extract(epoch from now())*1000)::bigint - 1008803370, 'High Temperature', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', 'eb6de04b-66c7-54bd-8821-8836842b70c5'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '4fd3c1fd-0129-511c-943c-6f3536708dec', (extract(epoch from now())*1000)::bigint - 2726578699, 'High Temperature', NULL, '14e9cc02-f280-540e-a44d-c2650e91d91b'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', (extract(epoch from now())*1000)::bigint - 2572227780, 'High Temperature', '17b9f378-2bc6-5436-8a6e-2f1a47b3f671', 'e36c7497-5092-5a5b-9a86-489dc5963e14'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', (extract(epoch from now())*1000)::bigint - 1649110681, 'High Temperature', NULL, 'db312312-5f8e-565a-b347-21cdb05445e1'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', (extract(epoch from now())*1000)::bigint - 4152248906, 'High Temperature', '1fcb9adb-3a86-5010-8bf7-b33a50a864b4', '07c34034-6e6b-5fcf-b1b4-a08b3932fbd9'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', (extract(epoch from now())*1000)::bigint - 4724326581, 'High Temperature', NULL, '33589ee6-8c5f-5cae-bbdc-6f170d46f4ee'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '0a0b878d-9605-5781-bb62-a0acafbe68f5', (extract(epoch from now())*1000)::bigint - 4945890262, 'High Temperature', '547fcdc7-e919-5c88-ab34-c1e1ba0e99c0', 'f1db2945-e5d4-5c05-a0db-06f3c0b3764e'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', 'fff49a5b-353b-5a2a-801f-d83f317dbb53', (extract(epoch from now())*1000)::bigint - 5765628770, 'High Temperature', NULL, '8eb680c2-6cb7-5299-a435-d5f3e289ed3b'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', (extract(epoch from now())*1000)::bigint - 854681014, 'High Temperature', '17b9f378-2bc6-5436-8a6e-2f1a47b3f671', '156f26ff-c4c9-5236-9d3a-272428bfb72b'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', 'a6c8acac-2e0c-514a-af35-9e495b289927', (extract(epoch from now())*1000)::bigint - 765238766, 'High Temperature', NULL, '05941546-b9b9-5300-b388-8843b4070a90'),
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', (extract(epoch from now())*1000)::bigint - 4762135445, 'High Temperature', '1fcb9adb-3a86-5010-8bf7-b33a50a864b4', '83d6a86a-4a10-51df-ba66-46c428685699');
INSERT INTO thingsboard.alarm_types (tenant_id, type) VALUES
  ('ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'High Temperature');
INSERT INTO thingsboard.alarm_comment (id, created_time, alarm_id, user_id, type, comment) VALUES
  ('b2b4fb97-bb1a-5f16-8f2d-442805b013d8', (extract(epoch from now())*1000)::bigint - 4388575596, 'fd73f388-b6b5-5dc6-8bee-001d8b65ccd3', NULL, 'SYSTEM', '{"text":"Alarm acknowledged by user"}'),
  ('616cb3d2-1694-5ffb-89f1-2887b58c3945', (extract(epoch from now())*1000)::bigint - 1424331056, 'eb6de04b-66c7-54bd-8821-8836842b70c5', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'OTHER', '{"text":"Alarm acknowledged by user"}'),
  ('03f68fef-4fa1-5b76-b661-4a16b2fb15bb', (extract(epoch from now())*1000)::bigint - 3161247700, '14e9cc02-f280-540e-a44d-c2650e91d91b', NULL, 'SYSTEM', '{"text":"Alarm acknowledged by user"}'),
  ('635b7739-024e-5d49-b367-d7a960314f09', (extract(epoch from now())*1000)::bigint - 3758791365, 'e36c7497-5092-5a5b-9a86-489dc5963e14', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'OTHER', '{"text":"Alarm acknowledged by user"}'),
  ('06282e76-bb2a-57bc-a2c5-f354d8a8775b', (extract(epoch from now())*1000)::bigint - 3623821545, 'db312312-5f8e-565a-b347-21cdb05445e1', NULL, 'SYSTEM', '{"text":"Alarm acknowledged by user"}'),
  ('91c87242-28b7-5e3d-84f9-0dada07b794d', (extract(epoch from now())*1000)::bigint - 985087741, '07c34034-6e6b-5fcf-b1b4-a08b3932fbd9', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'OTHER', '{"text":"Alarm acknowledged by user"}'),
  ('cca0f069-b5ac-553f-b61f-7c8e2ce7cac6', (extract(epoch from now())*1000)::bigint - 1444473237, '33589ee6-8c5f-5cae-bbdc-6f170d46f4ee', NULL, 'SYSTEM', '{"text":"Alarm acknowledged by user"}'),
  ('b0b93636-112c-5302-a074-f4dd39c3b158', (extract(epoch from now())*1000)::bigint - 1241236388, 'f1db2945-e5d4-5c05-a0db-06f3c0b3764e', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'OTHER', '{"text":"Alarm acknowledged by user"}');
INSERT INTO thingsboard.audit_log (id, created_time, tenant_id, customer_id, entity_id, entity_type, entity_name, user_id, user_name, action_type, action_data, action_status, action_failure_details) VALUES
  ('917e444d-6a27-5d7a-a788-53bc82d90877', (extract(epoch from now())*1000)::bigint - 5757065198, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'USER', 'user1@acme.example', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.0", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'FAILURE', 'Invalid credentials'),
  ('4616a3ea-b3c6-5592-b580-64be3dda44bc', (extract(epoch from now())*1000)::bigint - 3036997606, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', 'Thermostat-01', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('5984af4a-b193-5519-b92f-ed5a8f6cf171', (extract(epoch from now())*1000)::bigint - 3948970422, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'USER', 'user3@acme.example', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.2", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('fbfa6fae-2e6c-5d48-80b5-64dbdf3fe4f8', (extract(epoch from now())*1000)::bigint - 1185273591, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', 'Thermostat-03', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('4227b2ee-25e5-5593-942c-b602f132c96e', (extract(epoch from now())*1000)::bigint - 4131815350, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '32235b53-53b4-5926-9137-a46b2396e0be', 'USER', 'user5@acme.example', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.4", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('f3cf48b1-270f-559d-92c6-85dbda0000ac', (extract(epoch from now())*1000)::bigint - 3800620778, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', 'Thermostat-05', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('cd62c97f-1e73-5d37-885e-25993ab57c36', (extract(epoch from now())*1000)::bigint - 57309544, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '47b83377-4539-5cfa-b775-cae6efa3a876', 'USER', 'user2@acme.example', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.6", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('e064fa11-6f11-5c25-9ac1-87c9dd4885ca', (extract(epoch from now())*1000)::bigint - 1569570275, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', 'Thermostat-07', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('d2514b15-d8a2-54f3-a190-e75d8e2be305', (extract(epoch from now())*1000)::bigint - 162714304, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'USER', 'user4@acme.example', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.8", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('c147f3fc-f9e5-5ac5-a01b-3c68f7d18df5', (extract(epoch from now())*1000)::bigint - 230097360, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', 'Thermostat-09', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'UPDATED', '{"entity": {}}', 'FAILURE', 'Invalid credentials'),
  ('68d043b5-f829-58ea-9b9b-2e05c25cf110', (extract(epoch from now())*1000)::bigint - 1346050450, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'USER', 'user1@acme.example', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.10", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('b52de023-987a-5014-90d1-f1d3302762ee', (extract(epoch from now())*1000)::bigint - 1683088121, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', 'Thermostat-01', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('681b5419-efc9-5461-91f5-63f062d15506', (extract(epoch from now())*1000)::bigint - 4571006899, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'USER', 'user3@acme.example', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.12", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('bc6f0f57-f3c7-5fa6-8ae5-d005da5bc059', (extract(epoch from now())*1000)::bigint - 5521136818, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', 'Thermostat-03', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('35cfa3ed-a61e-5e17-a799-ec9ef9e6c983', (extract(epoch from now())*1000)::bigint - 972864509, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '32235b53-53b4-5926-9137-a46b2396e0be', 'USER', 'user5@acme.example', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.14", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('44521a49-6a45-5891-8d03-b4e7031f4eac', (extract(epoch from now())*1000)::bigint - 1419792737, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', 'Thermostat-05', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('66bfc890-720c-571d-a6c5-3398c97f592b', (extract(epoch from now())*1000)::bigint - 5936052219, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '47b83377-4539-5cfa-b775-cae6efa3a876', 'USER', 'user2@acme.example', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.16", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('2be68e26-0843-5c5d-8c28-fc7be63b4107', (extract(epoch from now())*1000)::bigint - 2927289683, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', 'Thermostat-07', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('42b4a66e-1346-50c4-9b96-74cedd3e9c5c', (extract(epoch from now())*1000)::bigint - 2141592416, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'USER', 'user4@acme.example', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.18", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'FAILURE', 'Invalid credentials'),
  ('ff62d6e0-8190-5ee9-9861-5ddd4632cede', (extract(epoch from now())*1000)::bigint - 2045768392, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', 'Thermostat-09', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('999d6a95-a56f-508b-b559-13364dadec20', (extract(epoch from now())*1000)::bigint - 2990165988, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'USER', 'user1@acme.example', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.20", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('7df24d06-57a8-53cf-aad1-e8b6f835dee0', (extract(epoch from now())*1000)::bigint - 806576403, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', 'Thermostat-01', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('2487d7a1-5ade-538b-9afb-9e7db8b4f0a9', (extract(epoch from now())*1000)::bigint - 5259391214, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'USER', 'user3@acme.example', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.22", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('7069e12a-b7ab-5b73-bc92-42faa584cea8', (extract(epoch from now())*1000)::bigint - 4852023583, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', 'Thermostat-03', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('701a57d0-1ccc-52c4-9a0b-ba040f333faa', (extract(epoch from now())*1000)::bigint - 2705328216, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '32235b53-53b4-5926-9137-a46b2396e0be', 'USER', 'user5@acme.example', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.24", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('29295b6e-2e30-5819-80df-276e548fdfbc', (extract(epoch from now())*1000)::bigint - 4971710289, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', 'Thermostat-05', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('043c8ba9-ec01-5ea8-9c74-10ea42e2b081', (extract(epoch from now())*1000)::bigint - 5068159594, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '47b83377-4539-5cfa-b775-cae6efa3a876', 'USER', 'user2@acme.example', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.26", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('7561fc78-d0d5-5b76-bbaf-774f4e765917', (extract(epoch from now())*1000)::bigint - 4650537198, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', 'Thermostat-07', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'UPDATED', '{"entity": {}}', 'FAILURE', 'Invalid credentials'),
  ('d4fd5b54-0299-5c47-9eff-c6ccd59ab13e', (extract(epoch from now())*1000)::bigint - 2687360036, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'USER', 'user4@acme.example', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.28", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('d891b2d8-6ee7-58f3-b1a0-e0b0a2ce38b2', (extract(epoch from now())*1000)::bigint - 4519796171, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', 'Thermostat-09', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('70a5e3a4-078f-57e9-9ed4-5144f44189e0', (extract(epoch from now())*1000)::bigint - 2359479770, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'USER', 'user1@acme.example', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.30", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('a38f9147-4620-5cda-9a36-c051260f911a', (extract(epoch from now())*1000)::bigint - 911343557, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', 'Thermostat-01', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('41c01e24-7c8d-509a-afbc-8afa13cd1a1e', (extract(epoch from now())*1000)::bigint - 928165738, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'USER', 'user3@acme.example', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.32", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('226ec0dd-9216-5923-8af6-5c5d9d861a24', (extract(epoch from now())*1000)::bigint - 5058208173, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', 'Thermostat-03', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('1cc30b76-e861-5787-b078-526fd8825f4f', (extract(epoch from now())*1000)::bigint - 3608576912, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '32235b53-53b4-5926-9137-a46b2396e0be', 'USER', 'user5@acme.example', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.34", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('d73cacdb-928b-5695-9da2-b3995a2c567b', (extract(epoch from now())*1000)::bigint - 1759276568, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', 'Thermostat-05', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('f18ee1b4-d194-5f11-acf8-153d0bf50ca0', (extract(epoch from now())*1000)::bigint - 4590341976, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '47b83377-4539-5cfa-b775-cae6efa3a876', 'USER', 'user2@acme.example', '47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.36", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'FAILURE', 'Invalid credentials'),
  ('91caabcb-3b58-5e4a-bf27-70b0ca2b9c0e', (extract(epoch from now())*1000)::bigint - 4996597284, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', 'Thermostat-07', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL),
  ('9f981922-9e6b-5c69-b5a7-52a7653a3799', (extract(epoch from now())*1000)::bigint - 1112029843, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'USER', 'user4@acme.example', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@acme.example', 'LOGIN', '{"clientAddress": "203.0.113.38", "browser": "Chrome 126", "os": "Windows 10", "device": "Computer"}', 'SUCCESS', NULL),
  ('5ce8a141-8f61-5a90-84dd-62e66fe4b93c', (extract(epoch from now())*1000)::bigint - 3954221188, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '13814000-1dd2-11b2-8080-808080808080', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', 'Thermostat-09', '32235b53-53b4-5926-9137-a46b2396e0be', 'user5@acme.example', 'UPDATED', '{"entity": {}}', 'SUCCESS', NULL);
INSERT INTO thingsboard.lc_event (id, tenant_id, ts, entity_id, service_id, e_type, e_success, e_error) VALUES
  ('240eb2c4-b11e-5c3e-8939-bcb0e05cf2dd', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3511405859, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-core-0', 'STARTED', true, NULL),
  ('d38578d5-80cb-5508-b10f-468cad2d71c0', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2794274257, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-core-0', 'STARTED', true, NULL),
  ('7ea94eef-b2c8-5746-8ea1-203ecb71918f', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1960480899, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-core-0', 'STARTED', true, NULL),
  ('caa2b9a3-671a-5a70-8579-b8824714a8cc', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3287892337, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-core-0', 'STARTED', true, NULL),
  ('ebe93048-c737-5faa-9a3b-975075cd4b12', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2612666068, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-core-0', 'STARTED', true, NULL),
  ('4fab5f6e-2391-5741-b4d2-c39d496ec2fd', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3435070146, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-core-0', 'STARTED', true, NULL),
  ('b5183ac1-0426-5793-9896-f478ce7fb740', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4930938592, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-core-0', 'STARTED', true, NULL),
  ('e89c2eb6-9258-5897-8a23-3e3e756109f6', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2803322592, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-core-0', 'STARTED', true, NULL),
  ('a6538c37-7c6b-5c2d-a364-04e50f67496d', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4980505323, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-core-0', 'STARTED', true, NULL),
  ('30446fbf-e860-54db-84c0-ddec188fbf72', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 56201843, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-core-0', 'STARTED', true, NULL),
  ('7a969a62-aac0-54de-9f82-7f349c0efe98', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1875761779, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-core-0', 'STARTED', true, NULL),
  ('24e8dac4-db36-5ebf-9592-6d27ba3bd3e6', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5507816663, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-core-0', 'STARTED', true, NULL),
  ('1b100a3d-b7f9-5dfb-a501-f28bf846b128', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3651292401, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-core-0', 'STARTED', true, NULL),
  ('5bf6c7ef-2c20-5841-ab46-238c3efbb3dd', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4203995106, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-core-0', 'STARTED', true, NULL),
  ('7bf21595-6b1b-5d11-a11e-ee96838e12ee', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2992316078, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-core-0', 'STARTED', true, NULL),
  ('a0b16adf-e730-5b8a-be22-d821d0c4cb7b', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4621571893, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-core-0', 'STARTED', true, NULL),
  ('b97c37f6-63a3-531e-9ffa-99584b6720f4', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1983437606, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-core-0', 'STARTED', true, NULL),
  ('63b77b65-3314-5428-9bf8-6ea48762508b', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5332586774, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-core-0', 'STARTED', true, NULL),
  ('2a6a61a3-6eba-5845-8cd4-00d48a641547', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1323016283, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-core-0', 'STARTED', true, NULL),
  ('b0a69d55-3f3b-5efc-923c-01deabe4909d', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3975127622, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-core-0', 'STARTED', true, NULL);
INSERT INTO thingsboard.error_event (id, tenant_id, ts, entity_id, service_id, e_method, e_error) VALUES
  ('de38c6ba-a765-594d-8330-cfb2ea756262', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1978094624, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('c9bd0b5d-8c45-5aa5-9122-b5492452a82b', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5481163802, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('be1d9852-8f97-5480-aef3-ad000dde8c5e', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1950148639, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('abedfdee-9878-564a-a3d2-46fe2caf693c', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2667051134, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('0cf4507d-4e44-50aa-80c0-c195a5dda911', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3597159264, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('b942878f-7c97-5c34-a442-c91b566260b6', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5457652303, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('3e2dbe81-dcfa-572a-9123-ed5f296d2b01', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4155284974, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('4a1553da-9a5f-5772-9a5a-7cc4a7c55e20', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1688613846, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('4156e8aa-b8f9-5482-994a-7493eeef29cd', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3206717570, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException'),
  ('15530e27-8b25-5ccb-9e6c-62566d39f51e', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 6001827109, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'onMsg', 'java.lang.NullPointerException');
INSERT INTO thingsboard.stats_event (id, tenant_id, ts, entity_id, service_id, e_messages_processed, e_errors_occurred) VALUES
  ('6c21fd38-7c48-5a46-aba1-1c2ca8a6960e', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 0, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-rule-engine-0', 7608, 2),
  ('39e0441b-a34b-5d6e-90a4-776f9e298120', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 302400000, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 3724, 3),
  ('c4ae79ea-3855-5840-9b60-71c149975609', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 604800000, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-rule-engine-0', 8556, 1),
  ('638fdb7b-e56d-5e17-ad8e-45c4a301ee3b', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 907200000, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-rule-engine-0', 1480, 2),
  ('9ef1a5dc-65a9-5e35-9c3a-16b455a55bf0', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1209600000, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 6089, 0),
  ('2f666902-1139-52ad-abde-e0e3df3e5bac', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1512000000, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-rule-engine-0', 6052, 5),
  ('03ac1578-8457-5b0a-865e-a03ce3cdd794', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1814400000, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-rule-engine-0', 6581, 4),
  ('6818954a-6bbd-59f3-a80d-c9eef2181fe1', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2116800000, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 6450, 1),
  ('12a5d74e-4836-53ae-a460-9367efb9a173', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2419200000, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-rule-engine-0', 6133, 3),
  ('02a79237-a6bb-5851-95e8-aa8b7e672aa2', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2721600000, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-rule-engine-0', 8956, 1),
  ('964222e1-5ec4-5d8c-bc6b-228a7d3e3493', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3024000000, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 3004, 1),
  ('3d12f908-c2e1-5b19-9f5c-3f47cbae8259', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3326400000, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-rule-engine-0', 1570, 3),
  ('7a466636-c5fa-5327-add0-ad94bb3e80f1', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3628800000, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-rule-engine-0', 4711, 0),
  ('d11a7c18-1f89-5d20-8bf4-d903f9069f67', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3931200000, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 3724, 4),
  ('f10eb01b-32bb-574a-accc-7b4ed9b4eb92', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4233600000, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-rule-engine-0', 1045, 4),
  ('47837b82-cec9-571d-823e-4fa9e0b381d6', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4536000000, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-rule-engine-0', 2699, 4),
  ('521bf870-082f-58db-9d99-192d2717e010', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4838400000, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 4947, 0),
  ('28c01467-6ef8-5af8-9ec1-84a684320685', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5140800000, '41f1b4ff-59cd-5ddb-a1b7-e427876d0c4d', 'tb-rule-engine-0', 7026, 0),
  ('b340b44d-5e14-512a-950b-4f992e7684ed', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5443200000, 'd62c195c-9c8d-5e2b-a3bc-b811cc8b1104', 'tb-rule-engine-0', 5104, 4),
  ('2b766aed-1235-5b38-9a17-dade79f649c2', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5745600000, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 1477, 2);
INSERT INTO thingsboard.rule_node_debug_event (id, tenant_id, ts, entity_id, service_id, e_type, e_entity_id, e_entity_type, e_msg_id, e_msg_type, e_data_type, e_relation_type, e_data, e_metadata, e_error) VALUES
  ('33039fd6-0a44-58b6-8ff1-d2f98f1ef8a3', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3175430, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'a6c8acac-2e0c-514a-af35-9e495b289927', 'DEVICE', 'f0ecd596-eb8f-5806-bf82-309112973653', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('ab0e3e8d-7275-559e-906b-943110583730', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 28656889, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', '891d85e1-2e48-5534-881d-ece5338760d4', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('9cb4d09c-ed2d-511d-b681-73843934e660', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 34955913, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '4fd3c1fd-0129-511c-943c-6f3536708dec', 'DEVICE', 'dc668841-7e2b-5a83-a946-ee503876e466', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('ec2da1c6-aa3f-5422-bf66-ab43a8c48d02', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 3293132, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', '86e5e0d0-8448-5c38-a36a-6fc9daebf31e', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('6d99fa93-9680-5663-8c26-cd6918c9b735', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 24654897, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'DEVICE', 'f57d6a44-338c-50e7-9b82-def7a9a669b4', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('bf1a4636-55aa-59a1-bc1d-3df471340f49', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5593974, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', '56c21d2a-3f4a-5d7f-9c4f-d57af27b7e9b', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('eacbc7ff-8152-5969-8d44-bf938a181bad', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 28996375, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'DEVICE', '50783a15-9cd9-5bd6-a41c-6a8a47fe2c7e', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('21a64a2f-1231-5626-beae-600097b21425', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 25233251, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', '99dd8804-2331-5403-a894-76581c569d06', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('6ecc4f0f-b430-5fcd-989b-dcf843b95867', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 9543105, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'DEVICE', 'a08c67eb-ef84-5cdf-b031-973c37360822', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('05a910c1-2c52-51ea-a9d7-29affc90fdcd', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 8571090, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', 'ad26330e-ccec-5aaa-a03d-05e92090a145', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('86af1a0b-7012-5055-8e0b-a3eb2b07a5f4', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 29756925, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'a6c8acac-2e0c-514a-af35-9e495b289927', 'DEVICE', '16cafd03-a5c4-5de2-afe7-4b2284090164', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('871adbf5-eeed-5d36-b9a4-de9355ff1f7f', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 20278026, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', '21a235de-5bcb-594c-a6e1-733701f8f1a3', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('5b07bc93-f9b2-5c00-a7cd-3d03e4804044', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 29731897, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '4fd3c1fd-0129-511c-943c-6f3536708dec', 'DEVICE', '08db4536-418d-519f-ba33-ddcaa7b93f46', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('ba301ca8-9010-5361-801d-22672fc3e523', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 15333594, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', 'fab49d76-9e28-5ea8-b98b-5893e22c51f4', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('93d5853e-4587-5112-9350-32be8b1fdad3', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 13134192, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'DEVICE', 'e28b3bc8-c819-54d0-bc93-268793b544bb', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('6e8fed27-1a99-5787-81fa-8ec85c4445be', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 37646395, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', '82d8032a-a4c2-5789-83dc-f932f0fa5bf0', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('a72995f3-9f00-5f5c-98c5-ace30fcec6e1', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 26142420, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'DEVICE', 'fb5b3714-cdca-51b2-a32e-7735d77a2ef0', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('6dcabb91-fa1b-5318-9e3e-3b0c76713fda', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 19193576, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', 'd2e407c1-9e3c-50c8-93cb-21eecfa5a82a', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('f0ba5cf2-fa60-5742-b31f-3f3805944699', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 20891773, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'DEVICE', 'f2ba466e-44cc-5c96-9c79-35d03cb7cc5a', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('abec0c33-4eef-59ef-afff-2a496ab495c4', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 28029957, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', '0ff54740-d6d0-57be-a259-6d658f73e7a6', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('fece6c67-8c54-55c2-aae9-9f43992d2b57', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 27532508, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'a6c8acac-2e0c-514a-af35-9e495b289927', 'DEVICE', '09f74d04-5e40-592d-b8a8-af66bc68f37a', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('942349ed-6104-5455-8b73-ce9b35f54020', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 35574299, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', 'f9776edb-a87b-5241-82c7-911a01dd941e', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('24b0dbe9-cd0f-5ad5-8002-2547f447126f', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 15964343, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '4fd3c1fd-0129-511c-943c-6f3536708dec', 'DEVICE', '62f58959-bf41-5c57-880e-62844d85addc', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('bd16e6ca-ba7e-5e13-a567-ba9906398d71', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 32123906, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', 'ea43be6b-ff1b-5a55-a885-08e617c3ec52', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('b0136f6d-0e00-580b-99f0-27d5af5e6963', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 25922712, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'DEVICE', '2c1b2e94-82a3-595d-82d4-bf8925b9c03f', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('c85fe30a-3add-5c85-be1d-e8b554b5ff73', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 33184237, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', '5091da24-3838-5156-9f27-cd98f5bd29b8', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('e4ee5c5a-5a86-5e0d-a759-c0e9fe05e1bc', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 31333674, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'DEVICE', '44452641-9591-5df4-9ae2-1ba40bf23b8c', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('e99441ab-ea2b-5683-8bff-c702938b1730', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 32419222, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', '4e179c57-ccda-57b7-a142-deadaffe7d8c', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('bbeb875d-06e6-5d73-bc8b-5f8dfaeef143', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 34550592, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'DEVICE', 'd3cd5f41-5827-53ed-9a85-aeb3e74b35cd', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL),
  ('f023c5a2-13d7-54eb-91d3-4e12d751fb9f', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 37238749, 'f554c240-3972-5041-8b92-98c3079a3fe9', 'tb-rule-engine-0', 'IN', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', '79db8339-9177-5060-b882-6758c49e4932', 'POST_TELEMETRY_REQUEST', 'JSON', 'Success', '{"temperature":22.1}', '{"deviceName":"Thermostat-01"}', NULL);
INSERT INTO thingsboard.rule_chain_debug_event (id, tenant_id, ts, entity_id, service_id, e_message, e_error) VALUES
  ('706cea99-3224-59f4-9dc3-542e0f9ea0d8', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 24893828, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL),
  ('82c431ef-d215-56d3-98cd-13b4c4fa8153', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 20367527, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL),
  ('f384d39b-0b78-5157-a13e-73c853e66d79', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 27608159, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL),
  ('4d401562-6f33-5043-b05d-d3d083994447', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 31191612, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL),
  ('4d232e3c-3a02-5c5f-b6bb-0ca42d3e18d4', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 16392232, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL),
  ('7f7ccf42-0a3a-5844-aedc-f36d9385e7e9', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 16347353, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL),
  ('74f049b3-c2b1-5d8f-bd10-b1fa2344dd64', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 5683845, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL),
  ('ac76c24e-63b3-5279-9e7b-bd1210ba9075', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 28819109, 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'tb-rule-engine-0', '{}', NULL);
INSERT INTO thingsboard.calculated_field (id, created_time, tenant_id, entity_type, entity_id, type, name, configuration_version, configuration, version, debug_settings, additional_info) VALUES
  ('26ca4a68-a1ef-5cc0-8181-507001be42c1', (extract(epoch from now())*1000)::bigint - 2592000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'DEVICE_PROFILE', '88d84fc2-92f8-510b-b3a5-15cef579f458', 'SIMPLE', 'Temperature F', 1, '{"expression":"t*1.8+32"}', 1, '{"allEnabled":true}', NULL);
INSERT INTO thingsboard.cf_debug_event (id, tenant_id, ts, entity_id, service_id, cf_id, e_entity_id, e_entity_type, e_msg_id, e_msg_type, e_args, e_result, e_error) VALUES
  ('82994690-adc3-5097-808a-ab6e4bd75729', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 38530483, 'a6c8acac-2e0c-514a-af35-9e495b289927', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', 'a6c8acac-2e0c-514a-af35-9e495b289927', 'DEVICE', 'f0ecd596-eb8f-5806-bf82-309112973653', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('73121447-13be-516b-95cc-0aa7ad45775a', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 14600306, '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'DEVICE', '891d85e1-2e48-5534-881d-ece5338760d4', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('926d1152-b67b-5904-b090-11a20b421b98', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 6518443, '4fd3c1fd-0129-511c-943c-6f3536708dec', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '4fd3c1fd-0129-511c-943c-6f3536708dec', 'DEVICE', 'dc668841-7e2b-5a83-a946-ee503876e466', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('8c18fa21-3743-5220-8245-807a22ecd97e', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 7945701, '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'DEVICE', '86e5e0d0-8448-5c38-a36a-6fc9daebf31e', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('fd4d08fb-257b-536f-ad17-190e0f5b14f6', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 16521868, '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'DEVICE', 'f57d6a44-338c-50e7-9b82-def7a9a669b4', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('187556d9-5ad7-5194-bda9-96d5840deb93', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 11353907, '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'DEVICE', '56c21d2a-3f4a-5d7f-9c4f-d57af27b7e9b', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('9e384047-2b23-56cf-9d5b-9bce3f70f92a', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 37704279, 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'DEVICE', '50783a15-9cd9-5bd6-a41c-6a8a47fe2c7e', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('cd932bce-00d9-5dd3-99db-1af684ea3878', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2301968, '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'DEVICE', '99dd8804-2331-5403-a894-76581c569d06', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('c506c602-22c7-59b4-adb7-e7e6b2285869', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 11992326, 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'DEVICE', 'a08c67eb-ef84-5cdf-b031-973c37360822', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL),
  ('cb63ef95-55b0-562a-a702-5947b3a3a8f1', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 4463918, '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'tb-rule-engine-0', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'DEVICE', 'ad26330e-ccec-5aaa-a03d-05e92090a145', 'POST_TELEMETRY_REQUEST', '{"t":22}', '{"tf":71.6}', NULL);
INSERT INTO thingsboard.edge (id, created_time, additional_info, customer_id, root_rule_chain_id, type, name, label, routing_key, secret, tenant_id, version) VALUES
  ('a60a4149-89cc-5698-b396-6fec984edbe8', (extract(epoch from now())*1000)::bigint - 7776000000, '{}', '13814000-1dd2-11b2-8080-808080808080', 'b03c3557-429a-568e-b6f6-bb4ca45d9b74', 'default', 'Edge Plant 1', NULL, 'rk-1234', 'secret-abcd', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 1);
INSERT INTO thingsboard.edge_event (id, created_time, edge_id, edge_event_type, edge_event_uid, entity_id, edge_event_action, body, tenant_id, ts) VALUES
  ('31b7604f-c1bb-5ca4-986c-7c5737153237', (extract(epoch from now())*1000)::bigint - 1679564985, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, 'a6c8acac-2e0c-514a-af35-9e495b289927', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2011223600),
  ('5f05c468-24ba-5341-b416-327e37d2ea99', (extract(epoch from now())*1000)::bigint - 465089994, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 161596975),
  ('a690f67f-9217-5b56-bb2e-51550db38391', (extract(epoch from now())*1000)::bigint - 1189104686, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '4fd3c1fd-0129-511c-943c-6f3536708dec', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1513900191),
  ('96cdc452-cfcc-56c0-92c0-d749884aca36', (extract(epoch from now())*1000)::bigint - 2356892462, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 94283081),
  ('10062f48-2e78-548f-81fe-03c6c80664f0', (extract(epoch from now())*1000)::bigint - 281687948, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 478327908),
  ('a9fffc69-56ba-5c19-a5c0-8f5190781f32', (extract(epoch from now())*1000)::bigint - 563408363, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 610179577),
  ('32d37343-ab2b-5623-9bf9-d51137a82197', (extract(epoch from now())*1000)::bigint - 1859095759, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1541685446),
  ('7061e9d1-b4c3-5398-8d49-bdec7f85ceb7', (extract(epoch from now())*1000)::bigint - 580502564, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 479486401),
  ('cd9777c6-2eaf-531a-b95c-39f1370c10d0', (extract(epoch from now())*1000)::bigint - 728512498, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 447154642),
  ('a285b822-fd5e-5652-a256-8cf7cb748589', (extract(epoch from now())*1000)::bigint - 1963450041, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 808004319),
  ('555711d1-ee43-5102-ae8b-83146ef5e528', (extract(epoch from now())*1000)::bigint - 1421024015, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, 'a6c8acac-2e0c-514a-af35-9e495b289927', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2117996797),
  ('a875b4a9-8af0-56b5-b538-cb9aa7fb19a9', (extract(epoch from now())*1000)::bigint - 1242841004, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 675123772),
  ('d4a9adc0-99d9-518b-a9cc-931795510996', (extract(epoch from now())*1000)::bigint - 2300190056, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '4fd3c1fd-0129-511c-943c-6f3536708dec', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2369743785),
  ('e276081a-6e32-5d75-8860-3300fbccbb78', (extract(epoch from now())*1000)::bigint - 886658348, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1418729642),
  ('64407f8a-e495-59e0-b1b7-64334f3093e4', (extract(epoch from now())*1000)::bigint - 2480594141, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1250934160),
  ('d3e203b1-1e55-53df-ada6-91117c6168d2', (extract(epoch from now())*1000)::bigint - 572845586, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '7e8aa663-1ac6-5f60-b284-69f5faed3cce', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 128840188),
  ('713e813d-5306-553d-84ce-faf057d96399', (extract(epoch from now())*1000)::bigint - 2455972274, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 2077274561),
  ('3aef0d3f-5379-5fc2-a727-6d1753a9b286', (extract(epoch from now())*1000)::bigint - 997859219, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '0a0b878d-9605-5781-bb62-a0acafbe68f5', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1367503444),
  ('9b6ec597-99e3-596e-8832-4958525124e6', (extract(epoch from now())*1000)::bigint - 1337001062, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, 'fff49a5b-353b-5a2a-801f-d83f317dbb53', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 711633861),
  ('49396315-84d3-5fce-8feb-fc94116baa97', (extract(epoch from now())*1000)::bigint - 2566716758, 'a60a4149-89cc-5698-b396-6fec984edbe8', 'DEVICE', NULL, '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', 'UPDATED', NULL, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', (extract(epoch from now())*1000)::bigint - 1704378036);
INSERT INTO thingsboard.notification_template (id, created_time, tenant_id, name, notification_type, configuration) VALUES
  ('f16158be-1ba2-52dc-a80e-d015391fc105', (extract(epoch from now())*1000)::bigint - 17280000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'Alarm notification', 'ALARM', '{"deliveryMethodsTemplates":{"WEB":{"enabled":true,"subject":"Alarm","body":"\${alarmType}"}}}');
INSERT INTO thingsboard.notification_target (id, created_time, tenant_id, name, configuration) VALUES
  ('74353e1e-f672-5441-875c-b847b1e3cb8b', (extract(epoch from now())*1000)::bigint - 17280000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'Tenant administrators', '{"type":"PLATFORM_USERS","usersFilter":{"type":"TENANT_ADMINISTRATORS"}}');
INSERT INTO thingsboard.notification_rule (id, created_time, tenant_id, name, enabled, template_id, trigger_type, trigger_config, recipients_config) VALUES
  ('9d29e519-aed7-5e87-8269-f7e35520b4f8', (extract(epoch from now())*1000)::bigint - 17280000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'Alarm rule', true, 'f16158be-1ba2-52dc-a80e-d015391fc105', 'ALARM', '{"triggerType":"ALARM"}', '{"targets":["74353e1e-f672-5441-875c-b847b1e3cb8b"]}');
INSERT INTO thingsboard.notification_request (id, created_time, tenant_id, targets, template_id, template, info, additional_config, originator_entity_id, originator_entity_type, rule_id, status, stats) VALUES
  ('cfc7b99c-a80f-5051-b489-05fe428d2ed3', (extract(epoch from now())*1000)::bigint - 0, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, 'fd73f388-b6b5-5dc6-8bee-001d8b65ccd3', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('70fdd5dd-a775-5569-8702-9719e5e071ff', (extract(epoch from now())*1000)::bigint - 241919999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, 'eb6de04b-66c7-54bd-8821-8836842b70c5', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('3f2f47df-7d9a-59e4-b3fc-538a879fa87f', (extract(epoch from now())*1000)::bigint - 483839999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '14e9cc02-f280-540e-a44d-c2650e91d91b', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('93e033a8-375c-577a-b95a-70eb3db31ea8', (extract(epoch from now())*1000)::bigint - 725759999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, 'e36c7497-5092-5a5b-9a86-489dc5963e14', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('40a277c0-3a47-5c0d-9cd3-ce392e6bcba9', (extract(epoch from now())*1000)::bigint - 967679999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, 'db312312-5f8e-565a-b347-21cdb05445e1', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('2e9aa405-9b27-5fd0-807c-a6b8073d4a17', (extract(epoch from now())*1000)::bigint - 1209600000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '07c34034-6e6b-5fcf-b1b4-a08b3932fbd9', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('fd7204ec-6dac-5f45-9faf-8cce5754399d', (extract(epoch from now())*1000)::bigint - 1451519999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '33589ee6-8c5f-5cae-bbdc-6f170d46f4ee', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('64258f23-e95c-59b5-8b6f-445d257e23cb', (extract(epoch from now())*1000)::bigint - 1693439999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, 'f1db2945-e5d4-5c05-a0db-06f3c0b3764e', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('3d0706d5-dd19-5b9e-8448-e2e0d25d04a7', (extract(epoch from now())*1000)::bigint - 1935359999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '8eb680c2-6cb7-5299-a435-d5f3e289ed3b', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('b037830d-ef96-5d88-a42e-4915bb95f839', (extract(epoch from now())*1000)::bigint - 2177280000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '156f26ff-c4c9-5236-9d3a-272428bfb72b', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('17a8cfef-91cd-5938-8cd3-d3da986d9c2b', (extract(epoch from now())*1000)::bigint - 2419200000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '05941546-b9b9-5300-b388-8843b4070a90', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('dff60b6f-66f1-5136-af24-2200c61bf8dd', (extract(epoch from now())*1000)::bigint - 2661119999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '83d6a86a-4a10-51df-ba66-46c428685699', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('690d8819-1d8a-5917-ae06-209ec49e0689', (extract(epoch from now())*1000)::bigint - 2903039999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, 'fd73f388-b6b5-5dc6-8bee-001d8b65ccd3', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('cc191242-46de-53e8-b9ec-462d53e31924', (extract(epoch from now())*1000)::bigint - 3144960000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, 'eb6de04b-66c7-54bd-8821-8836842b70c5', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}'),
  ('37bd4c3f-be3f-574f-8037-7f9384c31452', (extract(epoch from now())*1000)::bigint - 3386879999, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '["74353e1e-f672-5441-875c-b847b1e3cb8b"]', 'f16158be-1ba2-52dc-a80e-d015391fc105', NULL, '{"type":"ALARM"}', NULL, '14e9cc02-f280-540e-a44d-c2650e91d91b', 'ALARM', '9d29e519-aed7-5e87-8269-f7e35520b4f8', 'SENT', '{"sent":{"WEB":1}}');
INSERT INTO thingsboard.notification (id, created_time, request_id, recipient_id, type, delivery_method, subject, body, additional_config, status) VALUES
  ('34228299-c194-5d70-8c43-e7dff505cfa2', (extract(epoch from now())*1000)::bigint - 86400, 'cfc7b99c-a80f-5051-b489-05fe428d2ed3', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'SENT'),
  ('99d7ec2a-961f-5c27-be48-2e085c46a28c', (extract(epoch from now())*1000)::bigint - 242006399, '70fdd5dd-a775-5569-8702-9719e5e071ff', '47b83377-4539-5cfa-b775-cae6efa3a876', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'READ'),
  ('428c19d8-cbcf-58c1-a05c-29bfb8520e93', (extract(epoch from now())*1000)::bigint - 483926400, '3f2f47df-7d9a-59e4-b3fc-538a879fa87f', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'SENT'),
  ('74087527-aacc-50b0-8b08-8bc16955ccd4', (extract(epoch from now())*1000)::bigint - 725846399, '93e033a8-375c-577a-b95a-70eb3db31ea8', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'READ'),
  ('ec067fac-9540-570e-acaf-688b50ee278f', (extract(epoch from now())*1000)::bigint - 967766399, '40a277c0-3a47-5c0d-9cd3-ce392e6bcba9', '32235b53-53b4-5926-9137-a46b2396e0be', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'SENT'),
  ('c21c3bc0-98c0-5c72-99cc-f3c7e77c4f1f', (extract(epoch from now())*1000)::bigint - 1209686400, '2e9aa405-9b27-5fd0-807c-a6b8073d4a17', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'READ'),
  ('6e57db8d-639e-5c52-a058-9060e202bcb8', (extract(epoch from now())*1000)::bigint - 1451606399, 'fd7204ec-6dac-5f45-9faf-8cce5754399d', '47b83377-4539-5cfa-b775-cae6efa3a876', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'SENT'),
  ('bde9102b-7b32-58ae-94b1-7befe7668768', (extract(epoch from now())*1000)::bigint - 1693526400, '64258f23-e95c-59b5-8b6f-445d257e23cb', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'READ'),
  ('6331806f-28dd-5a1c-a5b5-999ceed36c96', (extract(epoch from now())*1000)::bigint - 1935446400, '3d0706d5-dd19-5b9e-8448-e2e0d25d04a7', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'SENT'),
  ('c8336b8e-b3ed-5883-8915-353ffa0085cf', (extract(epoch from now())*1000)::bigint - 2177366400, 'b037830d-ef96-5d88-a42e-4915bb95f839', '32235b53-53b4-5926-9137-a46b2396e0be', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'READ'),
  ('51032371-c015-5dfc-86cc-4816a263982e', (extract(epoch from now())*1000)::bigint - 2419286400, '17a8cfef-91cd-5938-8cd3-d3da986d9c2b', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'ALARM', 'WEB', 'Alarm', 'High Temperature on Thermostat', '{}', 'SENT');
INSERT INTO thingsboard.rpc (id, created_time, tenant_id, device_id, expiration_time, request, response, additional_info, status) VALUES
  ('bdb01abd-f073-5a0f-a884-9965de77009a', (extract(epoch from now())*1000)::bigint - 0, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'a6c8acac-2e0c-514a-af35-9e495b289927', (extract(epoch from now())*1000)::bigint - -864000, '{"method":"setValue","params":true}', NULL, NULL, 'SUCCESSFUL'),
  ('a4ec4920-600a-5ded-b665-262e66e82667', (extract(epoch from now())*1000)::bigint - 518400000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', (extract(epoch from now())*1000)::bigint - 517536000, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'EXPIRED'),
  ('ff5dcbec-5e6a-5f11-b6e1-1bd5501ab237', (extract(epoch from now())*1000)::bigint - 1036800000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '4fd3c1fd-0129-511c-943c-6f3536708dec', (extract(epoch from now())*1000)::bigint - 1035936000, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'DELIVERED'),
  ('50fa40e9-a264-5f72-a0cc-46623936e151', (extract(epoch from now())*1000)::bigint - 1555200000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '7c65e639-7783-5dd8-bb38-d6ccc42e83a2', (extract(epoch from now())*1000)::bigint - 1554335999, '{"method":"setValue","params":true}', NULL, NULL, 'QUEUED'),
  ('3226d29d-d616-5ac8-8a44-1a8c74f0660d', (extract(epoch from now())*1000)::bigint - 2073600000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '3c16426b-ff2f-53fe-b506-dbaddf19f7d0', (extract(epoch from now())*1000)::bigint - 2072735999, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'SUCCESSFUL'),
  ('682389e3-a8d3-5df5-9efd-c547c4a5b1fe', (extract(epoch from now())*1000)::bigint - 2592000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '7e8aa663-1ac6-5f60-b284-69f5faed3cce', (extract(epoch from now())*1000)::bigint - 2591136000, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'EXPIRED'),
  ('d028dfcd-fe4c-5c2c-bbfb-21db327b4ba2', (extract(epoch from now())*1000)::bigint - 3110400000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'a57136f9-2e18-58ce-ba14-40b2cd977e7a', (extract(epoch from now())*1000)::bigint - 3109536000, '{"method":"setValue","params":true}', NULL, NULL, 'DELIVERED'),
  ('7443de60-9d2f-5501-b87e-8604263e418b', (extract(epoch from now())*1000)::bigint - 3628800000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '0a0b878d-9605-5781-bb62-a0acafbe68f5', (extract(epoch from now())*1000)::bigint - 3627936000, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'QUEUED'),
  ('7717e54a-a40e-57b9-af94-b3cb6a99226e', (extract(epoch from now())*1000)::bigint - 4147200000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'fff49a5b-353b-5a2a-801f-d83f317dbb53', (extract(epoch from now())*1000)::bigint - 4146336000, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'SUCCESSFUL'),
  ('bf60f0b8-719c-5053-bf8b-ff7159d56f92', (extract(epoch from now())*1000)::bigint - 4665600000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '5cd0068e-90f9-51eb-bd9b-eaeb148fd1aa', (extract(epoch from now())*1000)::bigint - 4664736000, '{"method":"setValue","params":true}', NULL, NULL, 'EXPIRED'),
  ('8666aea4-48d6-590e-87b9-5a0f4262162d', (extract(epoch from now())*1000)::bigint - 5184000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'a6c8acac-2e0c-514a-af35-9e495b289927', (extract(epoch from now())*1000)::bigint - 5183136000, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'DELIVERED'),
  ('3d4c6a8a-b93f-550a-bde3-40f0ec1918b1', (extract(epoch from now())*1000)::bigint - 5702400000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '1c5a8d7b-3177-5ad9-8460-98a48a5baf73', (extract(epoch from now())*1000)::bigint - 5701536000, '{"method":"setValue","params":true}', '{"ok":true}', NULL, 'QUEUED');
INSERT INTO thingsboard.api_key (id, created_time, tenant_id, user_id, value, enabled, expiration_time, description) VALUES
  ('eb22ef0d-9576-54e1-83a2-1334c5f3ab41', (extract(epoch from now())*1000)::bigint - 8640000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'tb_0000_hash', true, 0, 'CI key 0'),
  ('6892b362-5412-5350-af98-95fbc2f95bd1', (extract(epoch from now())*1000)::bigint - 6912000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'tb_0001_hash', true, (extract(epoch from now())*1000)::bigint - 2592000000, 'CI key 1'),
  ('c9e0920e-9ec6-5ec2-9b39-f8af77503fab', (extract(epoch from now())*1000)::bigint - 5184000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'tb_0002_hash', true, (extract(epoch from now())*1000)::bigint - 864000000, 'CI key 2'),
  ('ecfecfb4-2c35-5466-8f6f-0eb4f082f576', (extract(epoch from now())*1000)::bigint - 3456000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'tb_0003_hash', true, (extract(epoch from now())*1000)::bigint - -864000000, 'CI key 3');
INSERT INTO thingsboard.admin_settings (id, tenant_id, created_time, json_value, key) VALUES
  ('0d7c217a-6254-551d-836d-b8782c78f289', '13814000-1dd2-11b2-8080-808080808080', (extract(epoch from now())*1000)::bigint - 25920000000, '{"baseUrl":"http://localhost:8080"}', 'general'),
  ('bcae8893-4429-5dbe-a012-fb4972fe124a', '13814000-1dd2-11b2-8080-808080808080', (extract(epoch from now())*1000)::bigint - 25920000000, '{"mailFrom":"ThingsBoard <sysadmin@localhost.localdomain>","smtpHost":"localhost"}', 'mail');
INSERT INTO thingsboard.api_usage_state (id, created_time, tenant_id, entity_type, entity_id, transport, db_storage, re_exec, js_exec, tbel_exec, email_exec, sms_exec, alarm_exec, version) VALUES
  ('cbdb4265-59a3-5f0a-8871-fa62cbb85294', (extract(epoch from now())*1000)::bigint - 25920000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'TENANT', 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED', 1);
INSERT INTO thingsboard.queue (id, created_time, tenant_id, name, topic, poll_interval, partitions, consumer_per_partition, pack_processing_timeout, submit_strategy, processing_strategy, additional_info) VALUES
  ('d5c9267a-c1ef-5e4a-9b1e-b985dfed4c22', (extract(epoch from now())*1000)::bigint - 25920000000, '13814000-1dd2-11b2-8080-808080808080', 'Main', 'tb_rule_engine.main', 25, 10, true, 2000, '{"type":"BURST","batchSize":1000}', '{"type":"SKIP_ALL_FAILURES"}', '{}'),
  ('4dfe35a5-3791-557c-9d2b-0b569e3bccad', (extract(epoch from now())*1000)::bigint - 25920000000, '13814000-1dd2-11b2-8080-808080808080', 'HighPriority', 'tb_rule_engine.highpriority', 25, 10, true, 2000, '{"type":"BURST","batchSize":1000}', '{"type":"SKIP_ALL_FAILURES"}', '{}'),
  ('03c52e65-ffb0-58e4-80f1-6b1ea9311bff', (extract(epoch from now())*1000)::bigint - 25920000000, '13814000-1dd2-11b2-8080-808080808080', 'SequentialByOriginator', 'tb_rule_engine.sequentialbyoriginator', 25, 10, true, 2000, '{"type":"BURST","batchSize":1000}', '{"type":"SKIP_ALL_FAILURES"}', '{}');
INSERT INTO thingsboard.queue_stats (id, created_time, tenant_id, queue_name, service_id) VALUES
  ('dd021627-f699-51a0-8802-8455c303ddc5', (extract(epoch from now())*1000)::bigint - 25920000000, '13814000-1dd2-11b2-8080-808080808080', 'Main', 'tb-rule-engine-0'),
  ('73d2b2f3-ed8a-5300-a2cd-eb7eb38fb578', (extract(epoch from now())*1000)::bigint - 25920000000, '13814000-1dd2-11b2-8080-808080808080', 'HighPriority', 'tb-rule-engine-0');
INSERT INTO thingsboard.tb_schema_settings (schema_version, product) VALUES
  (4002000, 'CE');
INSERT INTO thingsboard.job (id, created_time, tenant_id, type, key, entity_id, entity_type, status, configuration, result) VALUES
  ('759f6a17-b6a0-5c11-b8ab-e8019823e3a7', (extract(epoch from now())*1000)::bigint - 432000000, 'ebdb8d22-f95c-59bb-aa4d-fd604e3178e9', 'CF_REPROCESSING', '26ca4a68-a1ef-5cc0-8181-507001be42c1', '26ca4a68-a1ef-5cc0-8181-507001be42c1', 'CALCULATED_FIELD', 'COMPLETED', '{}', '{"successfulCount":10}');

`,
  cleans: [
    {
      table: "thingsboard.ts_kv",
      clock: "ts",
      retention:
        "per tenant/customer 'TTL' attribute (seconds) or sql.ttl.ts.ts_key_value_ttl, default 0 = never (application/src/main/resources/thingsboard.yml:499); job sql.ttl.ts.enabled default true, daily",
      source: "dao/src/main/resources/sql/schema-ts-psql.sql:229",
      note: "DELETE FROM ts_kv WHERE entity_id IN (tenant's/customer's devices, assets, customers) AND ts < cutoff, inside procedure cleanup_timeseries_by_ttl (schema-ts-psql.sql:255) called from dao/src/main/java/org/thingsboard/server/dao/sqlts/AbstractSqlTimeseriesDao.java:74 by application/src/main/java/org/thingsboard/server/service/ttl/TimeseriesCleanUpService.java:47; with a system TTL > 0 whole monthly partitions ts_kv_YYYY_MM are dropped first (drop_partitions_by_system_ttl, JpaSqlTimeseriesDao.java:114)",
    },
    {
      table: "thingsboard.rule_node_debug_event",
      clock: "ts",
      retention:
        "sql.ttl.events.debug_events_ttl, default 604800 s = 7d (application/src/main/resources/thingsboard.yml:507)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/event/JpaBaseEventDao.java:458",
      note: "by DETACH + DROP of hourly partitions <table>_<startMs> whose end < cutoff (dao/src/main/java/org/thingsboard/server/dao/sqlts/insert/sql/SqlPartitioningRepository.java:84-131), from application/src/main/java/org/thingsboard/server/service/ttl/EventsCleanUpService.java:56",
    },
    {
      table: "thingsboard.rule_chain_debug_event",
      clock: "ts",
      retention:
        "sql.ttl.events.debug_events_ttl, default 604800 s = 7d (application/src/main/resources/thingsboard.yml:507)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/event/JpaBaseEventDao.java:458",
      note: "hourly partitions dropped (dao/src/main/java/org/thingsboard/server/dao/sqlts/insert/sql/SqlPartitioningRepository.java:84)",
    },
    {
      table: "thingsboard.cf_debug_event",
      clock: "ts",
      retention:
        "sql.ttl.events.debug_events_ttl, default 604800 s = 7d (application/src/main/resources/thingsboard.yml:507)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/event/JpaBaseEventDao.java:458",
      note: "hourly partitions dropped (dao/src/main/java/org/thingsboard/server/dao/sqlts/insert/sql/SqlPartitioningRepository.java:84)",
    },
    {
      table: "thingsboard.lc_event",
      clock: "ts",
      retention:
        "sql.ttl.events.events_ttl, default 0 = off (application/src/main/resources/thingsboard.yml:505)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/event/JpaBaseEventDao.java:458",
      note: "weekly partitions dropped (dao/src/main/java/org/thingsboard/server/dao/sqlts/insert/sql/SqlPartitioningRepository.java:84)",
    },
    {
      table: "thingsboard.error_event",
      clock: "ts",
      retention:
        "sql.ttl.events.events_ttl, default 0 = off (application/src/main/resources/thingsboard.yml:505)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/event/JpaBaseEventDao.java:458",
      note: "weekly partitions dropped (dao/src/main/java/org/thingsboard/server/dao/sqlts/insert/sql/SqlPartitioningRepository.java:84)",
    },
    {
      table: "thingsboard.stats_event",
      clock: "ts",
      retention:
        "sql.ttl.events.events_ttl, default 0 = off (application/src/main/resources/thingsboard.yml:505)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/event/JpaBaseEventDao.java:458",
      note: "weekly partitions dropped (dao/src/main/java/org/thingsboard/server/dao/sqlts/insert/sql/SqlPartitioningRepository.java:84)",
    },
    {
      table: "thingsboard.audit_log",
      clock: "created_time",
      retention:
        "sql.ttl.audit_logs.ttl, default 0 = off (application/src/main/resources/thingsboard.yml:521)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/audit/JpaAuditLogDao.java:114",
      note: "weekly partitions dropped; the service only exists when ttl > 0 (application/src/main/java/org/thingsboard/server/service/ttl/AuditLogsCleanUpService.java:32,56)",
    },
    {
      table: "thingsboard.edge_event",
      clock: "created_time",
      retention:
        "sql.ttl.edge_events.edge_events_ttl, default 2628000 s ≈ 30.4d (application/src/main/resources/thingsboard.yml:511)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/edge/JpaBaseEdgeEventDao.java:191",
      note: "weekly partitions dropped; only with edges.enabled (application/src/main/java/org/thingsboard/server/service/ttl/EdgeEventsCleanUpService.java:35,64)",
    },
    {
      table: "thingsboard.notification",
      clock: "created_time",
      retention:
        "sql.ttl.notifications.ttl, default 2592000 s = 30d (application/src/main/resources/thingsboard.yml:525)",
      source:
        "application/src/main/java/org/thingsboard/server/service/ttl/NotificationsCleanUpService.java:66",
      note: "weekly partitions dropped (dao/src/main/java/org/thingsboard/server/dao/sqlts/insert/sql/SqlPartitioningRepository.java:84)",
    },
    {
      table: "thingsboard.notification_request",
      clock: "created_time",
      retention:
        "sql.ttl.notifications.ttl (default 30d, application/src/main/resources/thingsboard.yml:525) + MAX_SENDING_DELAY 7d + 10 min",
      source:
        "dao/src/main/java/org/thingsboard/server/dao/sql/notification/NotificationRequestRepository.java:75",
      note: "per tenant, batches of sql.ttl.notifications.removal_batch_size (10000), from application/src/main/java/org/thingsboard/server/service/ttl/NotificationsCleanUpService.java:72-73,115",
    },
    {
      table: "thingsboard.alarm",
      clock: "end_ts",
      retention:
        "tenant profile alarmsTtlDays, default 0 = off (DefaultTenantProfileConfiguration.java:165)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/alarm/AlarmRepository.java:313",
      note: "selects alarms with created_time < cutoff AND end_ts < cutoff, deletes each via alarmService.delAlarm (application/src/main/java/org/thingsboard/server/service/ttl/AlarmsCleanUpService.java:92-94); entity_alarm and alarm_comment rows go by ON DELETE CASCADE",
    },
    {
      table: "thingsboard.rpc",
      clock: "created_time",
      retention:
        "tenant profile rpcTtlDays, default 0 = off (DefaultTenantProfileConfiguration.java:166)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/rpc/RpcRepository.java:40",
      note: "per tenant, batches of sql.ttl.rpc.removal_batch_size (10000), from application/src/main/java/org/thingsboard/server/service/ttl/rpc/RpcCleanUpService.java:90",
    },
    {
      table: "thingsboard.api_key",
      clock: "expiration_time",
      retention: "expiration_time passed (expiration_time > 0)",
      source: "dao/src/main/java/org/thingsboard/server/dao/sql/pat/ApiKeyRepository.java:62",
      note: "ApiKeysCleanUpService is only created when sql.ttl.api_keys.ttl > 0 (application/src/main/java/org/thingsboard/server/service/ttl/ApiKeysCleanUpService.java:29), and thingsboard.yml defines no such key, so off by default",
    },
  ],
  shouldAsk: [],
  neverDelete: [
    "thingsboard.tenant",
    "thingsboard.tenant_profile",
    "thingsboard.customer",
    "thingsboard.tb_user",
    "thingsboard.user_credentials",
    "thingsboard.user_auth_settings",
    "thingsboard.user_settings",
    "thingsboard.device",
    "thingsboard.device_profile",
    "thingsboard.device_credentials",
    "thingsboard.asset",
    "thingsboard.asset_profile",
    "thingsboard.dashboard",
    "thingsboard.rule_chain",
    "thingsboard.rule_node",
    "thingsboard.rule_node_state",
    "thingsboard.entity_view",
    "thingsboard.edge",
    "thingsboard.widget_type",
    "thingsboard.widgets_bundle",
    "thingsboard.widgets_bundle_widget",
    "thingsboard.relation",
    "thingsboard.attribute_kv",
    "thingsboard.ts_kv_latest",
    "thingsboard.key_dictionary",
    "thingsboard.admin_settings",
    "thingsboard.oauth2_client",
    "thingsboard.domain",
    "thingsboard.mobile_app",
    "thingsboard.mobile_app_bundle",
    "thingsboard.resource",
    "thingsboard.ota_package",
    "thingsboard.queue",
    "thingsboard.notification_target",
    "thingsboard.notification_template",
    "thingsboard.notification_rule",
    "thingsboard.calculated_field",
    "thingsboard.api_usage_state",
    "thingsboard.tb_schema_settings",
    "thingsboard.ai_model",
  ],
};
