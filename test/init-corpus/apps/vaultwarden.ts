// Vaultwarden (Rust, Diesel), from dani-garcia/vaultwarden@46d71107f5094460dd5ecbe1dbac6e6c71e5189a.
// Schema: migrations/postgresql replayed (see the header of schemaSql).
// Cleanup: the job scheduler in src/main.rs:663-762 (schedule_jobs), each job's schedule a
// setting in src/config.rs:542-569; the deletes themselves are in src/db/models/*.rs.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "vaultwarden",
  framework: "rust",
  source: {
    repo: "dani-garcia/vaultwarden",
    commit: "46d71107f5094460dd5ecbe1dbac6e6c71e5189a",
    schemaFrom:
      "migrations/postgresql/*/up.sql (46 Diesel migrations) replayed on PostgreSQL 15, catalog read back; __diesel_schema_migrations as diesel_migrations creates it",
  },
  schemas: ["vaultwarden"],
  schemaSql: `
-- Vaultwarden: dani-garcia/vaultwarden@46d71107f5094460dd5ecbe1dbac6e6c71e5189a
-- Built by replaying migrations/postgresql/*/up.sql (46 Diesel migrations, in directory
-- order, as embed_migrations!("migrations/postgresql") at src/db/mod.rs:527 runs them) on
-- PostgreSQL 15 and reading the catalog back. __diesel_schema_migrations is the table
-- diesel_migrations creates for itself. Vaultwarden uses public; here it is schema vaultwarden.
-- The app declares few secondary indexes: only primary keys and UNIQUE constraints exist.
CREATE SCHEMA vaultwarden;
SET search_path TO vaultwarden;

CREATE TABLE __diesel_schema_migrations (
    version varchar(50) PRIMARY KEY NOT NULL,
    run_on timestamp DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE archives (
    user_uuid character(36) NOT NULL,
    cipher_uuid character(36) NOT NULL,
    archived_at timestamp DEFAULT now() NOT NULL
);

CREATE TABLE attachments (
    id text NOT NULL,
    cipher_uuid varchar(40) NOT NULL,
    file_name text NOT NULL,
    file_size bigint NOT NULL,
    akey text
);

CREATE TABLE auth_requests (
    uuid character(36) NOT NULL,
    user_uuid character(36) NOT NULL,
    organization_uuid character(36),
    request_device_identifier character(36) NOT NULL,
    device_type integer NOT NULL,
    request_ip text NOT NULL,
    response_device_id character(36),
    access_code text NOT NULL,
    public_key text NOT NULL,
    enc_key text,
    master_password_hash text,
    approved boolean,
    creation_date timestamp NOT NULL,
    response_date timestamp,
    authentication_date timestamp
);

CREATE TABLE ciphers (
    uuid varchar(40) NOT NULL,
    created_at timestamp NOT NULL,
    updated_at timestamp NOT NULL,
    user_uuid varchar(40),
    organization_uuid varchar(40),
    atype integer NOT NULL,
    name text NOT NULL,
    notes text,
    fields text,
    data text NOT NULL,
    password_history text,
    deleted_at timestamp,
    reprompt integer,
    key text
);

CREATE TABLE ciphers_collections (
    cipher_uuid varchar(40) NOT NULL,
    collection_uuid varchar(40) NOT NULL
);

CREATE TABLE collections (
    uuid varchar(40) NOT NULL,
    org_uuid varchar(40) NOT NULL,
    name text NOT NULL,
    external_id text
);

CREATE TABLE collections_groups (
    collections_uuid varchar(40) NOT NULL,
    groups_uuid character(36) NOT NULL,
    read_only boolean NOT NULL,
    hide_passwords boolean NOT NULL,
    manage boolean DEFAULT false NOT NULL
);

CREATE TABLE devices (
    uuid varchar(40) NOT NULL,
    created_at timestamp NOT NULL,
    updated_at timestamp NOT NULL,
    user_uuid varchar(40) NOT NULL,
    name text NOT NULL,
    atype integer NOT NULL,
    push_token text,
    refresh_token text NOT NULL,
    twofactor_remember text,
    push_uuid text
);

CREATE TABLE emergency_access (
    uuid character(36) NOT NULL,
    grantor_uuid character(36),
    grantee_uuid character(36),
    email varchar(255),
    key_encrypted text,
    atype integer NOT NULL,
    status integer NOT NULL,
    wait_time_days integer NOT NULL,
    recovery_initiated_at timestamp,
    last_notification_at timestamp,
    updated_at timestamp NOT NULL,
    created_at timestamp NOT NULL
);

CREATE TABLE event (
    uuid character(36) NOT NULL,
    event_type integer NOT NULL,
    user_uuid character(36),
    org_uuid character(36),
    cipher_uuid character(36),
    collection_uuid character(36),
    group_uuid character(36),
    org_user_uuid character(36),
    act_user_uuid character(36),
    device_type integer,
    ip_address text,
    event_date timestamp NOT NULL,
    policy_uuid character(36),
    provider_uuid character(36),
    provider_user_uuid character(36),
    provider_org_uuid character(36)
);

CREATE TABLE favorites (
    user_uuid varchar(40) NOT NULL,
    cipher_uuid varchar(40) NOT NULL
);

CREATE TABLE folders (
    uuid varchar(40) NOT NULL,
    created_at timestamp NOT NULL,
    updated_at timestamp NOT NULL,
    user_uuid varchar(40) NOT NULL,
    name text NOT NULL
);

CREATE TABLE folders_ciphers (
    cipher_uuid varchar(40) NOT NULL,
    folder_uuid varchar(40) NOT NULL
);

CREATE TABLE groups (
    uuid character(36) NOT NULL,
    organizations_uuid varchar(40) NOT NULL,
    name varchar(100) NOT NULL,
    access_all boolean NOT NULL,
    external_id varchar(300),
    creation_date timestamp NOT NULL,
    revision_date timestamp NOT NULL
);

CREATE TABLE groups_users (
    groups_uuid character(36) NOT NULL,
    users_organizations_uuid varchar(36) NOT NULL
);

CREATE TABLE invitations (
    email text NOT NULL
);

CREATE TABLE org_policies (
    uuid character(36) NOT NULL,
    org_uuid character(36) NOT NULL,
    atype integer NOT NULL,
    enabled boolean NOT NULL,
    data text NOT NULL
);

CREATE TABLE organization_api_key (
    uuid character(36) NOT NULL,
    org_uuid character(36) NOT NULL,
    atype integer NOT NULL,
    api_key varchar(255),
    revision_date timestamp NOT NULL
);

CREATE TABLE organizations (
    uuid varchar(40) NOT NULL,
    name text NOT NULL,
    billing_email text NOT NULL,
    private_key text,
    public_key text
);

CREATE TABLE sends (
    uuid character(36) NOT NULL,
    user_uuid character(36),
    organization_uuid character(36),
    name text NOT NULL,
    notes text,
    atype integer NOT NULL,
    data text NOT NULL,
    akey text NOT NULL,
    password_hash bytea,
    password_salt bytea,
    password_iter integer,
    max_access_count integer,
    access_count integer NOT NULL,
    creation_date timestamp NOT NULL,
    revision_date timestamp NOT NULL,
    expiration_date timestamp,
    deletion_date timestamp NOT NULL,
    disabled boolean NOT NULL,
    hide_email boolean
);

CREATE TABLE sso_auth (
    state text NOT NULL,
    client_challenge text NOT NULL,
    nonce text NOT NULL,
    redirect_uri text NOT NULL,
    code_response text,
    auth_response text,
    created_at timestamp DEFAULT now() NOT NULL,
    updated_at timestamp DEFAULT now() NOT NULL,
    binding_hash text,
    code_response_error text
);

CREATE TABLE sso_users (
    user_uuid character(36) NOT NULL,
    identifier text NOT NULL,
    created_at timestamp DEFAULT now() NOT NULL
);

CREATE TABLE twofactor (
    uuid varchar(40) NOT NULL,
    user_uuid varchar(40) NOT NULL,
    atype integer NOT NULL,
    enabled boolean NOT NULL,
    data text NOT NULL,
    last_used bigint DEFAULT 0 NOT NULL
);

CREATE TABLE twofactor_duo_ctx (
    state varchar(64) NOT NULL,
    user_email varchar(255) NOT NULL,
    nonce varchar(64) NOT NULL,
    exp bigint NOT NULL
);

CREATE TABLE twofactor_incomplete (
    user_uuid varchar(40) NOT NULL,
    device_uuid varchar(40) NOT NULL,
    device_name text NOT NULL,
    login_time timestamp NOT NULL,
    ip_address text NOT NULL,
    device_type integer DEFAULT 14 NOT NULL
);

CREATE TABLE users (
    uuid varchar(40) NOT NULL,
    created_at timestamp NOT NULL,
    updated_at timestamp NOT NULL,
    email text NOT NULL,
    name text NOT NULL,
    password_hash bytea NOT NULL,
    salt bytea NOT NULL,
    password_iterations integer NOT NULL,
    password_hint text,
    akey text NOT NULL,
    private_key text,
    public_key text,
    totp_secret text,
    totp_recover text,
    security_stamp text NOT NULL,
    equivalent_domains text NOT NULL,
    excluded_globals text NOT NULL,
    client_kdf_type integer DEFAULT 0 NOT NULL,
    client_kdf_iter integer DEFAULT 100000 NOT NULL,
    verified_at timestamp,
    last_verifying_at timestamp,
    login_verify_count integer DEFAULT 0 NOT NULL,
    email_new varchar(255) DEFAULT NULL::character varying,
    email_new_token varchar(16) DEFAULT NULL::character varying,
    enabled boolean DEFAULT true NOT NULL,
    stamp_exception text,
    api_key text,
    avatar_color text,
    client_kdf_memory integer,
    client_kdf_parallelism integer,
    external_id text
);

CREATE TABLE users_collections (
    user_uuid varchar(40) NOT NULL,
    collection_uuid varchar(40) NOT NULL,
    read_only boolean DEFAULT false NOT NULL,
    hide_passwords boolean DEFAULT false NOT NULL,
    manage boolean DEFAULT false NOT NULL
);

CREATE TABLE users_organizations (
    uuid varchar(40) NOT NULL,
    user_uuid varchar(40) NOT NULL,
    org_uuid varchar(40) NOT NULL,
    access_all boolean NOT NULL,
    akey text NOT NULL,
    status integer NOT NULL,
    atype integer NOT NULL,
    reset_password_key text,
    external_id text,
    invited_by_email text
);

ALTER TABLE archives
    ADD CONSTRAINT archives_pkey PRIMARY KEY (user_uuid, cipher_uuid);

ALTER TABLE attachments
    ADD CONSTRAINT attachments_pkey PRIMARY KEY (id);

ALTER TABLE auth_requests
    ADD CONSTRAINT auth_requests_pkey PRIMARY KEY (uuid);

ALTER TABLE ciphers_collections
    ADD CONSTRAINT ciphers_collections_pkey PRIMARY KEY (cipher_uuid, collection_uuid);

ALTER TABLE ciphers
    ADD CONSTRAINT ciphers_pkey PRIMARY KEY (uuid);

ALTER TABLE collections_groups
    ADD CONSTRAINT collections_groups_pkey PRIMARY KEY (collections_uuid, groups_uuid);

ALTER TABLE collections
    ADD CONSTRAINT collections_pkey PRIMARY KEY (uuid);

ALTER TABLE devices
    ADD CONSTRAINT devices_pkey PRIMARY KEY (uuid, user_uuid);

ALTER TABLE emergency_access
    ADD CONSTRAINT emergency_access_pkey PRIMARY KEY (uuid);

ALTER TABLE event
    ADD CONSTRAINT event_pkey PRIMARY KEY (uuid);

ALTER TABLE favorites
    ADD CONSTRAINT favorites_pkey PRIMARY KEY (user_uuid, cipher_uuid);

ALTER TABLE folders_ciphers
    ADD CONSTRAINT folders_ciphers_pkey PRIMARY KEY (cipher_uuid, folder_uuid);

ALTER TABLE folders
    ADD CONSTRAINT folders_pkey PRIMARY KEY (uuid);

ALTER TABLE groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (uuid);

ALTER TABLE groups_users
    ADD CONSTRAINT groups_users_pkey PRIMARY KEY (groups_uuid, users_organizations_uuid);

ALTER TABLE invitations
    ADD CONSTRAINT invitations_pkey PRIMARY KEY (email);

ALTER TABLE org_policies
    ADD CONSTRAINT org_policies_org_uuid_atype_key UNIQUE (org_uuid, atype);

ALTER TABLE org_policies
    ADD CONSTRAINT org_policies_pkey PRIMARY KEY (uuid);

ALTER TABLE organization_api_key
    ADD CONSTRAINT organization_api_key_pkey PRIMARY KEY (uuid, org_uuid);

ALTER TABLE organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (uuid);

ALTER TABLE sends
    ADD CONSTRAINT sends_pkey PRIMARY KEY (uuid);

ALTER TABLE sso_auth
    ADD CONSTRAINT sso_auth_pkey PRIMARY KEY (state);

ALTER TABLE sso_users
    ADD CONSTRAINT sso_users_identifier_key UNIQUE (identifier);

ALTER TABLE sso_users
    ADD CONSTRAINT sso_users_pkey PRIMARY KEY (user_uuid);

ALTER TABLE twofactor_duo_ctx
    ADD CONSTRAINT twofactor_duo_ctx_pkey PRIMARY KEY (state);

ALTER TABLE twofactor_incomplete
    ADD CONSTRAINT twofactor_incomplete_pkey PRIMARY KEY (user_uuid, device_uuid);

ALTER TABLE twofactor
    ADD CONSTRAINT twofactor_pkey PRIMARY KEY (uuid);

ALTER TABLE twofactor
    ADD CONSTRAINT twofactor_user_uuid_atype_key UNIQUE (user_uuid, atype);

ALTER TABLE users_collections
    ADD CONSTRAINT users_collections_pkey PRIMARY KEY (user_uuid, collection_uuid);

ALTER TABLE users
    ADD CONSTRAINT users_email_key UNIQUE (email);

ALTER TABLE users_organizations
    ADD CONSTRAINT users_organizations_pkey PRIMARY KEY (uuid);

ALTER TABLE users_organizations
    ADD CONSTRAINT users_organizations_user_uuid_org_uuid_key UNIQUE (user_uuid, org_uuid);

ALTER TABLE users
    ADD CONSTRAINT users_pkey PRIMARY KEY (uuid);

ALTER TABLE archives
    ADD CONSTRAINT archives_cipher_uuid_fkey FOREIGN KEY (cipher_uuid) REFERENCES ciphers(uuid) ON DELETE CASCADE;

ALTER TABLE archives
    ADD CONSTRAINT archives_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid) ON DELETE CASCADE;

ALTER TABLE attachments
    ADD CONSTRAINT attachments_cipher_uuid_fkey FOREIGN KEY (cipher_uuid) REFERENCES ciphers(uuid);

ALTER TABLE auth_requests
    ADD CONSTRAINT auth_requests_organization_uuid_fkey FOREIGN KEY (organization_uuid) REFERENCES organizations(uuid);

ALTER TABLE auth_requests
    ADD CONSTRAINT auth_requests_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE ciphers_collections
    ADD CONSTRAINT ciphers_collections_cipher_uuid_fkey FOREIGN KEY (cipher_uuid) REFERENCES ciphers(uuid);

ALTER TABLE ciphers_collections
    ADD CONSTRAINT ciphers_collections_collection_uuid_fkey FOREIGN KEY (collection_uuid) REFERENCES collections(uuid);

ALTER TABLE ciphers
    ADD CONSTRAINT ciphers_organization_uuid_fkey FOREIGN KEY (organization_uuid) REFERENCES organizations(uuid);

ALTER TABLE ciphers
    ADD CONSTRAINT ciphers_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE collections_groups
    ADD CONSTRAINT collections_groups_collections_uuid_fkey FOREIGN KEY (collections_uuid) REFERENCES collections(uuid);

ALTER TABLE collections_groups
    ADD CONSTRAINT collections_groups_groups_uuid_fkey FOREIGN KEY (groups_uuid) REFERENCES groups(uuid);

ALTER TABLE collections
    ADD CONSTRAINT collections_org_uuid_fkey FOREIGN KEY (org_uuid) REFERENCES organizations(uuid);

ALTER TABLE devices
    ADD CONSTRAINT devices_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE emergency_access
    ADD CONSTRAINT emergency_access_grantee_uuid_fkey FOREIGN KEY (grantee_uuid) REFERENCES users(uuid);

ALTER TABLE emergency_access
    ADD CONSTRAINT emergency_access_grantor_uuid_fkey FOREIGN KEY (grantor_uuid) REFERENCES users(uuid);

ALTER TABLE favorites
    ADD CONSTRAINT favorites_cipher_uuid_fkey FOREIGN KEY (cipher_uuid) REFERENCES ciphers(uuid);

ALTER TABLE favorites
    ADD CONSTRAINT favorites_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE folders_ciphers
    ADD CONSTRAINT folders_ciphers_cipher_uuid_fkey FOREIGN KEY (cipher_uuid) REFERENCES ciphers(uuid);

ALTER TABLE folders_ciphers
    ADD CONSTRAINT folders_ciphers_folder_uuid_fkey FOREIGN KEY (folder_uuid) REFERENCES folders(uuid);

ALTER TABLE folders
    ADD CONSTRAINT folders_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE groups
    ADD CONSTRAINT groups_organizations_uuid_fkey FOREIGN KEY (organizations_uuid) REFERENCES organizations(uuid);

ALTER TABLE groups_users
    ADD CONSTRAINT groups_users_groups_uuid_fkey FOREIGN KEY (groups_uuid) REFERENCES groups(uuid);

ALTER TABLE groups_users
    ADD CONSTRAINT groups_users_users_organizations_uuid_fkey FOREIGN KEY (users_organizations_uuid) REFERENCES users_organizations(uuid);

ALTER TABLE org_policies
    ADD CONSTRAINT org_policies_org_uuid_fkey FOREIGN KEY (org_uuid) REFERENCES organizations(uuid);

ALTER TABLE organization_api_key
    ADD CONSTRAINT organization_api_key_org_uuid_fkey FOREIGN KEY (org_uuid) REFERENCES organizations(uuid);

ALTER TABLE sends
    ADD CONSTRAINT sends_organization_uuid_fkey FOREIGN KEY (organization_uuid) REFERENCES organizations(uuid);

ALTER TABLE sends
    ADD CONSTRAINT sends_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE sso_users
    ADD CONSTRAINT sso_users_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE twofactor_incomplete
    ADD CONSTRAINT twofactor_incomplete_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE twofactor
    ADD CONSTRAINT twofactor_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE users_collections
    ADD CONSTRAINT users_collections_collection_uuid_fkey FOREIGN KEY (collection_uuid) REFERENCES collections(uuid);

ALTER TABLE users_collections
    ADD CONSTRAINT users_collections_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

ALTER TABLE users_organizations
    ADD CONSTRAINT users_organizations_org_uuid_fkey FOREIGN KEY (org_uuid) REFERENCES organizations(uuid);

ALTER TABLE users_organizations
    ADD CONSTRAINT users_organizations_user_uuid_fkey FOREIGN KEY (user_uuid) REFERENCES users(uuid);

RESET search_path;
`,
  dataSql: `
SET search_path TO vaultwarden;

INSERT INTO __diesel_schema_migrations (version, run_on) VALUES
('20190912100000', now() - interval '414 days'),
('20190916150000', now() - interval '405 days'),
('20191010083032', now() - interval '396 days'),
('20191117011009', now() - interval '387 days'),
('20200313205045', now() - interval '378 days'),
('20200409235005', now() - interval '369 days'),
('20200701214531', now() - interval '360 days'),
('20200802025025', now() - interval '351 days'),
('20201130224000', now() - interval '342 days'),
('20201209173101', now() - interval '333 days'),
('20210311190243', now() - interval '324 days'),
('20210315163412', now() - interval '315 days'),
('20210430233251', now() - interval '306 days'),
('20210511205202', now() - interval '297 days'),
('20210701203140', now() - interval '288 days'),
('20210830193501', now() - interval '279 days'),
('20211024164321', now() - interval '270 days'),
('20220117234911', now() - interval '261 days'),
('20220302210038', now() - interval '252 days'),
('20220727110000', now() - interval '243 days'),
('20221018170602', now() - interval '234 days'),
('20230106151600', now() - interval '225 days'),
('20230111205851', now() - interval '216 days'),
('20230131222222', now() - interval '207 days'),
('20230218125735', now() - interval '198 days'),
('20230602200424', now() - interval '189 days'),
('20230617200424', now() - interval '180 days'),
('20230628133700', now() - interval '171 days'),
('20230901170620', now() - interval '162 days'),
('20230902212336', now() - interval '153 days'),
('20230910133000', now() - interval '144 days'),
('20230914133000', now() - interval '135 days'),
('20231021221242', now() - interval '126 days'),
('20240112210182', now() - interval '117 days'),
('20240214135953', now() - interval '108 days'),
('20240214170000', now() - interval '99 days'),
('20240226170000', now() - interval '90 days'),
('20240306170000', now() - interval '81 days'),
('20240313170000', now() - interval '72 days'),
('20240605131359', now() - interval '63 days'),
('20240904091351', now() - interval '54 days'),
('20250109172300', now() - interval '45 days'),
('20250820120000', now() - interval '36 days'),
('20260309005927', now() - interval '27 days'),
('20260425120000', now() - interval '18 days'),
('20260505120000', now() - interval '9 days');

INSERT INTO users (uuid, created_at, updated_at, email, name, password_hash, salt, password_iterations, password_hint, akey, private_key, public_key, totp_secret, totp_recover, security_stamp, equivalent_domains, excluded_globals, client_kdf_type, client_kdf_iter, verified_at, last_verifying_at, login_verify_count, email_new, email_new_token, enabled, stamp_exception, api_key, avatar_color, client_kdf_memory, client_kdf_parallelism, external_id) VALUES
('c7fde805-ec99-408d-9b5b-5fab8f4d3e27', now() - interval '327.6181 days', now() - interval '62.4717 days', 'user0@example.org', 'User 0', '\\x8c2019642d5d5dde90549a301091240e38cb3b59a4b43eeb10b17a59714fcc28', '\\x365d82511da4cd4eb5167fcc76aa996a576daeb5f0982c341c1cbc23e9b42784ce4908b8db8c45982506bfb6237a71eeba246c2346431fcb2fe94653903ba56b', 600000, NULL, '2.akey0', '2.priv0', 'pub0', NULL, NULL, '6b52b08d-2187-4f0b-84ff-64debb5d6b48', '[]', '[]', 0, 600000, NULL, NULL, 0, NULL, NULL, true, NULL, 'apikey0', NULL, NULL, NULL, NULL),
('309d6b79-965e-4a32-9ae4-45508201e2bd', now() - interval '336.6420 days', now() - interval '216.7016 days', 'user1@example.org', 'User 1', '\\xf69daea493f8bc4c30633cb137f037bff7623a740e345759b6ae6da0126d4728', '\\x1231414310c278f5efa6469c32934761e632c30cbeec8476784068ac29b61cc6999910c1dbc6f21023f8ac5ae2f3df80d8e23dbd9417f57a6db58688453f83ca', 600000, NULL, '2.akey1', '2.priv1', 'pub1', NULL, NULL, 'fd741069-6bb6-43de-a515-1c401dd377bf', '[]', '[]', 1, 3, now() - interval '336.6320 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', now() - interval '145.5690 days', now() - interval '30.9867 days', 'user2@example.org', 'User 2', '\\x3a13c2a8f2cffcb20e7b73fc98b768a8713d5aa14c5a7e5c6f3186d29292e018', '\\x7244e7f80cb8fd6041751ee4fef2414fa0c08d54c734e4d8254be25000feebb6afe5fd8627d6a6be7cbc6326673e33646d1c8712bd963fbf9d506f9ef9c5b511', 600000, NULL, '2.akey2', '2.priv2', 'pub2', NULL, NULL, 'f9903b72-f88e-4e64-9d44-fd3645114889', '[]', '[]', 0, 600000, now() - interval '145.5590 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, NULL, NULL, NULL),
('244caf9c-4dab-4481-b253-edc618187993', now() - interval '559.2243 days', now() - interval '449.2872 days', 'user3@example.org', 'User 3', '\\xbf5a26cdf6bdc09ede60312100583710cb249596fb4a68c8f8ed683e944eb20b', '\\xe925b60124b5b97ca15d67a3a001704204bf84408d00c53ae8cd3582c5aab3f80c5f3f0e188338c40c55e46dd661aaebb11145e1561bea4dabfb835b742fe27d', 600000, NULL, '2.akey3', '2.priv3', 'pub3', NULL, NULL, '050684bf-e286-452c-bf76-9e374ddc74c8', '[]', '[]', 1, 3, now() - interval '559.2143 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', now() - interval '81.6560 days', now() - interval '17.2057 days', 'user4@example.org', 'User 4', '\\x4a9b43e0b2db394301687af710fd354f5d27b314443b9cbd7781f97ce8c0e04c', '\\xac86ea80620161cc496e5aa602be70791a5baa2a8d073332e05e24a0f49d6ef1e78df12eccb52858c084c2f1b34d6ac0627ddacde936af600129cff9845dd882', 600000, NULL, '2.akey4', '2.priv4', 'pub4', NULL, NULL, '9a1de24e-dab8-41d5-beef-16e964ef2ebe', '[]', '[]', 0, 600000, now() - interval '81.6460 days', NULL, 0, NULL, NULL, true, NULL, 'apikey4', NULL, NULL, NULL, NULL),
('73f778aa-f6fa-4db8-a56a-bd72fb710734', now() - interval '48.4786 days', now() - interval '31.1153 days', 'user5@example.org', 'User 5', '\\x261617d82822eca7c20e34ef4ecc162e8160063593cad221a763d73815c36766', '\\x0a3072a04d88c436193822ac5534f1130005ad7116d3baae0f1fa21359ace13dcda106225dde64bdd5d99e9dfb97e9ba5900f3bed9c8386ca754d84d8046e4ef', 600000, NULL, '2.akey5', '2.priv5', 'pub5', NULL, NULL, '2577c1ec-fd42-4044-8ac7-93f519af685d', '[]', '[]', 1, 3, NULL, NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('9f8558a6-2851-4867-a66b-0d389d95847e', now() - interval '464.6673 days', now() - interval '99.0872 days', 'user6@example.org', 'User 6', '\\xcb96ab1086de661869a810789ad0d52126bc7a3397d64e300bbdd0db500d5c3d', '\\x05864cb15f4f8d5a1cdb2398e71f41930bc81e96ea87415781ecbeda1e5035fe2afd2f8304b2e94cf7e48cf2a6c56cbb9f0c6188cc887d932c5e9ee6e20fc91c', 600000, NULL, '2.akey6', '2.priv6', 'pub6', NULL, NULL, '9c3ecb54-c5ce-4dd8-8273-85c9421e7a60', '[]', '[]', 0, 600000, now() - interval '464.6573 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, NULL, NULL, NULL),
('09208a65-0f3e-4dd3-902b-938b8743feb6', now() - interval '30.2005 days', now() - interval '9.9346 days', 'user7@example.org', 'User 7', '\\x2e1fb28b19850a5c2d67670f91fbe12a2b21a16f39eafcfd550281ad77ddf88d', '\\xeac5e7e14b855fcf44182f55df2bb568687b068d154ef3c07480d3c23825ae4478230be2f0276e4940534ad170900ef71d3614c986671931e830938556e041f3', 600000, NULL, '2.akey7', '2.priv7', 'pub7', NULL, NULL, '13041452-12ca-4f70-a2dc-08d64bdbf090', '[]', '[]', 1, 3, now() - interval '30.1905 days', NULL, 0, NULL, NULL, false, NULL, NULL, NULL, 65536, 4, NULL),
('c7321cc0-07b3-4e14-9980-92253deffa38', now() - interval '149.3416 days', now() - interval '13.4582 days', 'user8@example.org', 'User 8', '\\xe875d301b839f03cd17853a8c22dde7cddbf0e3cd9f5ec52c0b69892b5e7812d', '\\xdfca48eb2627e2df0f4a24ed429c08c7fb4d3441a5cd846288d7c9289d5d01c6b5f9432b4929161fe1d4187a7f00386e06499269352b4ee4fb51556ccf7e498a', 600000, NULL, '2.akey8', '2.priv8', 'pub8', NULL, NULL, '03f8670d-3e36-4858-a2f7-647a952e1b8b', '[]', '[]', 0, 600000, now() - interval '149.3316 days', NULL, 0, NULL, NULL, true, NULL, 'apikey8', NULL, NULL, NULL, NULL),
('320094ea-d7a9-4ded-9749-1e2370c6a5b8', now() - interval '335.4754 days', now() - interval '201.7160 days', 'user9@example.org', 'User 9', '\\x2089c0e7155d4d268ca81a4defe76e5b2d2540bbd7c53d27c082874b5e347f90', '\\xd59ff76270158c1973dd68b256fc6ae50687450772383aadaa4a8ab6f93d787dddb08167faf7ceef59dd25ec763ed8e22bf4f6e255d1cdf4ea846db47f5b5eb4', 600000, NULL, '2.akey9', '2.priv9', 'pub9', NULL, NULL, '20918fa7-7405-4241-9f45-2c075f27ff08', '[]', '[]', 1, 3, now() - interval '335.4654 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('012d0ea6-7ff1-4229-8b4d-8474a3ea284d', now() - interval '373.0044 days', now() - interval '357.7615 days', 'user10@example.org', 'User 10', '\\xb733cda683d8283678b26e92f3fc1ea016b5a4cb9680ea2220bf8a324023c429', '\\x9bc0c57e36f29973f40f34cedfec7e174fe58ddc5ae090aaf1fb9b03164dcb4257443fb238afe8b14100bfc9b20dc8cdf7cfbf51c3f02708374d26e6220828bf', 600000, NULL, '2.akey10', '2.priv10', 'pub10', NULL, NULL, '22bfb8e0-9317-49fd-9515-7e9d7bd55ee6', '[]', '[]', 0, 600000, NULL, NULL, 0, NULL, NULL, true, NULL, NULL, NULL, NULL, NULL, NULL),
('6822a6b2-4735-4f1c-a7a1-149075139237', now() - interval '470.4657 days', now() - interval '407.6706 days', 'user11@example.org', 'User 11', '\\x6ccbbfc7852c19d450aa4a2d55ce81d545859e0ca5963e6e75b7d282b29a15f4', '\\x961cfd3004694fcb04062dd4128b21c89095bb002eb0c2e2fbfd635eb9122b3f6386ea68fc2844135f4039c676f181a5351995780bdab9398d33712830eacf9a', 600000, NULL, '2.akey11', '2.priv11', 'pub11', NULL, NULL, '4f91540c-2775-4991-a093-1ed42ecdcc0a', '[]', '[]', 1, 3, now() - interval '470.4557 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', now() - interval '698.4062 days', now() - interval '634.4488 days', 'user12@example.org', 'User 12', '\\x4e9f3f93b449a88ef353371629f2ca4d392613e2e8231ab54a2a96e98f65d0ab', '\\x302b52f314d94349ffa68f3da654ad447030888926cb1e322580de0f1d0e9d263a3de4f113767e4cc954376029da2aee7dee55473481f5452c6136a699c10c55', 600000, NULL, '2.akey12', '2.priv12', 'pub12', NULL, NULL, 'b9b338eb-3fdf-4348-9c46-1cb5d15b77f2', '[]', '[]', 0, 600000, now() - interval '698.3962 days', NULL, 0, NULL, NULL, true, NULL, 'apikey12', NULL, NULL, NULL, NULL),
('834c687a-3acb-4266-820b-a2c250b601fc', now() - interval '501.3105 days', now() - interval '95.1491 days', 'user13@example.org', 'User 13', '\\xab1bf99e91d7ca27af1798437bb1619667701109a8ec8b591cc66435b0360dfe', '\\x3bc5d7aaa10ff2b9418785f5eb04b44091ed9e1664c07902f6e3f95667f92e522e49610e1a0a3762bd5e631c275f0adc9587d188461930e246eae64999848aea', 600000, NULL, '2.akey13', '2.priv13', 'pub13', NULL, NULL, '8dce6f52-f0be-400d-a104-a795bd4aeab0', '[]', '[]', 1, 3, now() - interval '501.3005 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('1ba1192e-c42b-4170-902a-174f11fa2ac0', now() - interval '216.5472 days', now() - interval '42.5710 days', 'user14@example.org', 'User 14', '\\x9c619fa8b028cdeb7d38f21ee4d088b2809575e04edd5cd09bf6a5526696746c', '\\x702e5b1815328d857d24c84c144d0e021b30ce5cbee6d73aa1c7c1cb453340e970dab030973c8637cdaa17255a5f1241437fd12839fbf14ab8dd5316a4f0850b', 600000, NULL, '2.akey14', '2.priv14', 'pub14', NULL, NULL, '7b862eac-e1d7-400f-a361-b9f8f33c1a7f', '[]', '[]', 0, 600000, now() - interval '216.5372 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, NULL, NULL, NULL),
('111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', now() - interval '292.2719 days', now() - interval '176.3961 days', 'user15@example.org', 'User 15', '\\xbcad056f13afb50e9065a22b707484cd078b66a64b9be0a4c35d208ac6bf91ec', '\\x2471d182ed524d36c8b9b82fb53bf30601740084b8f451e65122e2cbec615105d3121ace361d450b800d174ba8e2a95cbec5471e76e5bef157d6cb0bdacbccc3', 600000, NULL, '2.akey15', '2.priv15', 'pub15', NULL, NULL, '1bea8593-1a95-4cca-8c22-82666be49ee7', '[]', '[]', 1, 3, NULL, NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('36a80bdf-0023-4682-af55-70eed8e94b15', now() - interval '671.4688 days', now() - interval '25.9835 days', 'user16@example.org', 'User 16', '\\x108e0349fb149091d61497642f0296449323e326bf094ec3ca1197b0427891c5', '\\x71a926ad0c35c44159a45c2fbe8267a6d673eba4b3cbebf428ed96d4ead8a8591b90c6932627009b427fc5037ef96e7fedbefc6600eae17a60664d79b82b694a', 600000, NULL, '2.akey16', '2.priv16', 'pub16', NULL, NULL, 'bd65693b-3d08-40fb-8153-6363f6724ba0', '[]', '[]', 0, 600000, now() - interval '671.4588 days', NULL, 0, NULL, NULL, true, NULL, 'apikey16', NULL, NULL, NULL, NULL),
('601e5b45-7851-4608-8d65-0372e90794df', now() - interval '162.6078 days', now() - interval '114.5701 days', 'user17@example.org', 'User 17', '\\x80dbcc6a68d5d5c616a778998d9f3b8b01aebf09178f2e59706dccff6d2b5740', '\\x88ecaf3398c05971120ba6aebc7e207f22799bf4e995337dc73d42a8ecf8c23b6419154f9f642ab3ee2b7f1d3142305cc648bc47720301b5ec001d4c96492715', 600000, NULL, '2.akey17', '2.priv17', 'pub17', NULL, NULL, 'e7a28cbd-d2df-4c20-abba-8d2141c9886e', '[]', '[]', 1, 3, now() - interval '162.5978 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('90f5380e-12b2-4414-ab77-730f65bd9acb', now() - interval '686.6441 days', now() - interval '409.5601 days', 'user18@example.org', 'User 18', '\\x7ebdefa202215764d5f50f2413c1508973956cc5ac8f3c69b702dc68ad315067', '\\xfdd73659cb5b50d436de272d379fd0c391e0da971ce4bbef6e032a9bf51cfd7661cc9dd7c1c222b71dcf64b728a0ac624300c71040527b875e5f18a192efdaa4', 600000, NULL, '2.akey18', '2.priv18', 'pub18', NULL, NULL, 'ede26c2e-2ce9-43e1-8523-95744b1e943e', '[]', '[]', 0, 600000, now() - interval '686.6341 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, NULL, NULL, NULL),
('563e9bed-4510-4358-acc6-d8f2c74c7ccf', now() - interval '448.0293 days', now() - interval '322.7394 days', 'user19@example.org', 'User 19', '\\x1aa3a0d98b3aa60fdf2a9c2b3ec237c33178857cde9fa61bd6c95595f8555d55', '\\x0a2ab2bff2106a5cd4b0eee01020a2484f8a451df3dd04affb2964519fb469fbc9ee73f97ea1145bc388419f0955cfae290dd49ffb3f6bcaa4a5793dbd7051d7', 600000, NULL, '2.akey19', '2.priv19', 'pub19', NULL, NULL, '7ab36602-3a78-4ebb-a05b-c308119b4fe5', '[]', '[]', 1, 3, now() - interval '448.0193 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('68f918d8-f6cd-42f8-83e0-d681552454f1', now() - interval '79.2581 days', now() - interval '44.3343 days', 'user20@example.org', 'User 20', '\\x4a4b165b3a9dc79d6beb36d203fa9a1fce1bb0635a12ac751d4f037d8a629ec0', '\\x445973dfc8b2e493138ea4f7abb07cddfae3371207c546d10394da58472a82f81bc516f19c0097d3c0c8301836f89f06b18a16cf8d67faa35d12bfd5566d4486', 600000, NULL, '2.akey20', '2.priv20', 'pub20', NULL, NULL, '12fad802-9d42-4670-9da9-b14dda36e0d6', '[]', '[]', 0, 600000, NULL, NULL, 0, NULL, NULL, true, NULL, 'apikey20', NULL, NULL, NULL, NULL),
('b4ff00ae-3f13-47de-a274-ea181e34b3f1', now() - interval '535.4676 days', now() - interval '150.0484 days', 'user21@example.org', 'User 21', '\\xf7c35064191a4bd0d0881bb6f5d375c5010de3fd81a6e89f1c7695c56aa907f7', '\\xf07eb00018b155bf41fa4095742fc20d3de5073765ed0796a47f84ea7604d1372a7e9341ae9c36d35d14f49766a1b5be1efe8d6530d64be7013f12903a3faf06', 600000, NULL, '2.akey21', '2.priv21', 'pub21', NULL, NULL, 'bfbd7d14-3437-45ab-aa3a-0683ead81dcd', '[]', '[]', 1, 3, now() - interval '535.4576 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL),
('7ca07386-cc09-4a1e-b706-4c2c0f552c94', now() - interval '88.7115 days', now() - interval '1.4704 days', 'user22@example.org', 'User 22', '\\x612b126bc42c6cc1a36288fd1d6d4fbf559768cdd5adce49d11fd3fa599fab08', '\\x16e742ef756f76362c84bc4e74622b4b42e8740d068041a421c8936bf1d54805b8419cf841b2b8ab124bf39267e734484ff055e475cb2dac04d3215f16681a9a', 600000, NULL, '2.akey22', '2.priv22', 'pub22', NULL, NULL, '3fc2a908-7219-41da-a953-404844e9e4a5', '[]', '[]', 0, 600000, now() - interval '88.7015 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, NULL, NULL, NULL),
('82450164-728a-4fcf-b03a-07b28f2df760', now() - interval '140.8211 days', now() - interval '8.5134 days', 'user23@example.org', 'User 23', '\\xb7caaec7ac1d173ae181cca0becf13ebd36ab6c1e66a48309c493799ccc4dd43', '\\x257a78d48958dabc228df9cf31a0830dba696b4b94ad3476502faa3256d9fd1c0d8cd44b827beeac457de6ca865b642e7f850411b9369fbc055b9391305b4b9d', 600000, NULL, '2.akey23', '2.priv23', 'pub23', NULL, NULL, '87efda6b-5e68-47ca-882e-a7602d1ef7bf', '[]', '[]', 1, 3, now() - interval '140.8111 days', NULL, 0, NULL, NULL, true, NULL, NULL, NULL, 65536, 4, NULL);

INSERT INTO organizations (uuid, name, billing_email, private_key, public_key) VALUES
('1799e728-21af-414a-b91a-cb8d9279b1e9', 'Acme Corp', 'billing@acme.example', '2.orgpriv', 'orgpub'),
('7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 'Family', 'me@example.org', '2.orgpriv', 'orgpub');

INSERT INTO users_organizations (uuid, user_uuid, org_uuid, access_all, akey, status, atype, reset_password_key, external_id, invited_by_email) VALUES
('bb9fab2b-a82c-42cd-94ba-1e74fb019df4', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', true, '4.orgkey', 0, 0, NULL, NULL, NULL),
('f2650b71-959d-4095-859d-cac8b0f3e5fd', '309d6b79-965e-4a32-9ae4-45508201e2bd', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', true, '4.orgkey', 2, 0, NULL, NULL, NULL),
('ec7038c9-08fb-49a0-9702-16fc23edcb04', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('5b8349ce-e903-4efa-b98c-06fe0494b6d2', '244caf9c-4dab-4481-b253-edc618187993', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('089632e3-f678-4941-8fd2-6ec4b372c56b', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', '1799e728-21af-414a-b91a-cb8d9279b1e9', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('13284c79-a2dc-4d24-992e-f43805713dc6', '73f778aa-f6fa-4db8-a56a-bd72fb710734', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('4fa1d41f-bb01-4a75-9138-a4e47b73ccf8', '9f8558a6-2851-4867-a66b-0d389d95847e', '1799e728-21af-414a-b91a-cb8d9279b1e9', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('128ae84a-ffd5-46d8-a2f8-990951a3b990', '09208a65-0f3e-4dd3-902b-938b8743feb6', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', false, '4.orgkey', 0, 2, NULL, NULL, 'user0@example.org'),
('5e268fa0-8bcc-47cd-b3fd-c19413446df8', 'c7321cc0-07b3-4e14-9980-92253deffa38', '1799e728-21af-414a-b91a-cb8d9279b1e9', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('efae0b46-e673-4cb8-8b62-0dc6bcac6462', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('2129d338-b425-4188-bcb5-d0e3bcb1cec4', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('57740511-ea3d-4be7-b6a0-0758cb138653', '6822a6b2-4735-4f1c-a7a1-149075139237', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('7928c6a1-af65-49a4-95bd-c39d5a11cca5', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '1799e728-21af-414a-b91a-cb8d9279b1e9', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('db77b923-df00-4dfa-93e2-22b8e69d2f3b', '834c687a-3acb-4266-820b-a2c250b601fc', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org'),
('07bfc096-ca60-4e28-b1b9-ab7c6aca8c4a', '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', false, '4.orgkey', 0, 2, NULL, NULL, 'user0@example.org'),
('03b86766-92a3-4328-bffb-20e6dd0c8b94', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', false, '4.orgkey', 2, 2, NULL, NULL, 'user0@example.org');

INSERT INTO collections (uuid, org_uuid, name, external_id) VALUES
('6111b4b5-61e0-4c2f-a98a-372e9ffd6a18', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2.Collection 0', NULL),
('127eeabe-9bde-4398-832f-bce3952a71b2', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', '2.Collection 1', NULL),
('1d96ac56-a3b0-4043-9734-bc4414881edc', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2.Collection 2', NULL),
('6a8f1dd4-e13a-4996-81d8-12cdfe4a5ce0', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', '2.Collection 3', NULL),
('ef2b1ae5-6370-403f-9484-b3dbba6bc77c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2.Collection 4', NULL),
('752f7bd9-94b9-43ed-b1b4-3d07bc2b75cd', '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', '2.Collection 5', NULL);

INSERT INTO groups (uuid, organizations_uuid, name, access_all, external_id, creation_date, revision_date) VALUES
('8a8f7aef-d69f-4b16-b66e-690070c61508', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'Engineering', false, NULL, now() - interval '300.0000 days', now() - interval '100.0000 days'),
('83b852d7-c00d-463d-84c9-55f11572c073', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'Finance', false, NULL, now() - interval '300.0000 days', now() - interval '100.0000 days');

INSERT INTO groups_users (groups_uuid, users_organizations_uuid) VALUES
('8a8f7aef-d69f-4b16-b66e-690070c61508', 'bb9fab2b-a82c-42cd-94ba-1e74fb019df4'),
('8a8f7aef-d69f-4b16-b66e-690070c61508', 'ec7038c9-08fb-49a0-9702-16fc23edcb04'),
('8a8f7aef-d69f-4b16-b66e-690070c61508', '089632e3-f678-4941-8fd2-6ec4b372c56b'),
('8a8f7aef-d69f-4b16-b66e-690070c61508', '4fa1d41f-bb01-4a75-9138-a4e47b73ccf8'),
('8a8f7aef-d69f-4b16-b66e-690070c61508', '5e268fa0-8bcc-47cd-b3fd-c19413446df8'),
('8a8f7aef-d69f-4b16-b66e-690070c61508', '2129d338-b425-4188-bcb5-d0e3bcb1cec4'),
('8a8f7aef-d69f-4b16-b66e-690070c61508', '7928c6a1-af65-49a4-95bd-c39d5a11cca5'),
('8a8f7aef-d69f-4b16-b66e-690070c61508', '07bfc096-ca60-4e28-b1b9-ab7c6aca8c4a');

INSERT INTO collections_groups (collections_uuid, groups_uuid, read_only, hide_passwords, manage) VALUES
('6111b4b5-61e0-4c2f-a98a-372e9ffd6a18', '8a8f7aef-d69f-4b16-b66e-690070c61508', false, false, false),
('1d96ac56-a3b0-4043-9734-bc4414881edc', '8a8f7aef-d69f-4b16-b66e-690070c61508', false, false, false);

INSERT INTO users_collections (user_uuid, collection_uuid, read_only, hide_passwords, manage) VALUES
('9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1d96ac56-a3b0-4043-9734-bc4414881edc', false, false, false),
('244caf9c-4dab-4481-b253-edc618187993', '6a8f1dd4-e13a-4996-81d8-12cdfe4a5ce0', true, false, false),
('a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 'ef2b1ae5-6370-403f-9484-b3dbba6bc77c', false, false, false),
('73f778aa-f6fa-4db8-a56a-bd72fb710734', '752f7bd9-94b9-43ed-b1b4-3d07bc2b75cd', false, false, false),
('9f8558a6-2851-4867-a66b-0d389d95847e', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18', true, false, false),
('09208a65-0f3e-4dd3-902b-938b8743feb6', '127eeabe-9bde-4398-832f-bce3952a71b2', false, false, false),
('c7321cc0-07b3-4e14-9980-92253deffa38', '1d96ac56-a3b0-4043-9734-bc4414881edc', false, false, false),
('320094ea-d7a9-4ded-9749-1e2370c6a5b8', '6a8f1dd4-e13a-4996-81d8-12cdfe4a5ce0', true, false, false),
('012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 'ef2b1ae5-6370-403f-9484-b3dbba6bc77c', false, false, false),
('6822a6b2-4735-4f1c-a7a1-149075139237', '752f7bd9-94b9-43ed-b1b4-3d07bc2b75cd', false, false, false);

INSERT INTO folders (uuid, created_at, updated_at, user_uuid, name) VALUES
('16759ecb-99ed-44d1-8f6b-8f6007a04e64', now() - interval '158.0892 days', now() - interval '79.0446 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '2.folder'),
('1ce606fd-b2c6-4fdd-b517-e3823aefce2e', now() - interval '167.8982 days', now() - interval '83.9491 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', '2.folder'),
('7c7dfaf5-eba3-4bf6-a8fe-622a9d5015e5', now() - interval '37.9851 days', now() - interval '18.9926 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '2.folder'),
('24aa1734-4d10-49ab-9e32-0f4a02e50777', now() - interval '379.5525 days', now() - interval '189.7763 days', '244caf9c-4dab-4481-b253-edc618187993', '2.folder'),
('c0f727ad-2b6b-4fce-84b5-829733dbeaab', now() - interval '74.0519 days', now() - interval '37.0259 days', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', '2.folder'),
('7f914fe8-7122-4cb2-ae28-3c1ea8f51ac5', now() - interval '43.3380 days', now() - interval '21.6690 days', '73f778aa-f6fa-4db8-a56a-bd72fb710734', '2.folder'),
('402746a4-aa78-4c61-a79e-2a6153b3b0ff', now() - interval '93.0406 days', now() - interval '46.5203 days', '9f8558a6-2851-4867-a66b-0d389d95847e', '2.folder'),
('c12f694d-ce55-4174-8dc0-2ecd6e4f2724', now() - interval '27.6957 days', now() - interval '13.8479 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', '2.folder'),
('38363a3c-6269-4354-b6d5-1bffe1594dc4', now() - interval '87.4991 days', now() - interval '43.7495 days', 'c7321cc0-07b3-4e14-9980-92253deffa38', '2.folder'),
('22720c54-22dc-43ab-b5bb-849851054839', now() - interval '167.0560 days', now() - interval '83.5280 days', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', '2.folder'),
('0a62f486-d945-4bf3-a549-8256d64be5f0', now() - interval '265.5761 days', now() - interval '132.7881 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '2.folder'),
('d26542ee-46dc-4a26-baf8-dfcdf33335b6', now() - interval '80.4002 days', now() - interval '40.2001 days', '6822a6b2-4735-4f1c-a7a1-149075139237', '2.folder'),
('ecfcc396-4671-420d-b8aa-8105735dc327', now() - interval '150.3010 days', now() - interval '75.1505 days', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '2.folder'),
('851d1a33-a030-4309-a1ee-ac3769fae866', now() - interval '248.0911 days', now() - interval '124.0455 days', '834c687a-3acb-4266-820b-a2c250b601fc', '2.folder'),
('d786e466-d6d0-46d0-b75d-e6f250bc3228', now() - interval '212.6752 days', now() - interval '106.3376 days', '1ba1192e-c42b-4170-902a-174f11fa2ac0', '2.folder'),
('d42779f5-131e-4d48-9202-35bc73d58e1c', now() - interval '10.1709 days', now() - interval '5.0855 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '2.folder'),
('ada219c6-0a9e-4bc1-9b88-b1e5df71b994', now() - interval '476.1149 days', now() - interval '238.0575 days', '36a80bdf-0023-4682-af55-70eed8e94b15', '2.folder'),
('a637a18a-4f1c-4ce2-9aad-d0d29211a8d8', now() - interval '128.9148 days', now() - interval '64.4574 days', '601e5b45-7851-4608-8d65-0372e90794df', '2.folder');

INSERT INTO ciphers (uuid, created_at, updated_at, user_uuid, organization_uuid, atype, name, notes, fields, data, password_history, deleted_at, reprompt, key) VALUES
('3cc6d62d-4433-4c10-9465-2689c4eb26e0', now() - interval '132.7473 days', now() - interval '131.1194 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('ceb0c71e-a3d1-463b-a7b0-e693890f6c23', now() - interval '80.3505 days', now() - interval '49.9710 days', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', NULL, 3, '2.name', NULL, NULL, '{}', NULL, now() - interval '8.7598 days', 0, NULL),
('b6d75031-2dbe-4f3d-818b-fbb079a2ed17', now() - interval '322.0303 days', now() - interval '123.8884 days', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('b28302c1-8a29-410d-9882-62d5c751459f', now() - interval '175.2261 days', now() - interval '10.5517 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '20.3811 days', 0, NULL),
('cabc1222-d948-44ac-a4bd-7a6328c0d4ae', now() - interval '336.0138 days', now() - interval '186.8254 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('7354293c-2141-46d1-a352-2556b8edb5e1', now() - interval '80.3936 days', now() - interval '73.1331 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '74.9754 days', 0, NULL),
('cbf8f01a-80ad-424a-a11b-2b6da715a0fb', now() - interval '192.1479 days', now() - interval '126.4839 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '49.5012 days', 0, NULL),
('cc5dcd5f-d17f-47d2-9dbc-8dddb8d0c65d', now() - interval '242.9462 days', now() - interval '125.5388 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('fb019964-63e5-405b-a665-559b3e06d750', now() - interval '73.2527 days', now() - interval '60.5850 days', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('b7e06d03-e8f5-4608-830a-c63152056395', now() - interval '78.1643 days', now() - interval '53.4847 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('46773aad-c4aa-435a-abe1-fcde8ce09658', now() - interval '27.1178 days', now() - interval '20.1855 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('2c42eeac-08fc-4878-8cc3-9dd26dcea371', now() - interval '63.8013 days', now() - interval '11.0965 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('fff47593-260f-49dd-b876-c03c23f7d227', now() - interval '54.4743 days', now() - interval '6.1072 days', '601e5b45-7851-4608-8d65-0372e90794df', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('f21c805c-70ae-4985-b07a-a746ad89f4a1', now() - interval '604.7028 days', now() - interval '142.3134 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('4a488f58-8f0b-4063-86d3-69a0707df76f', now() - interval '201.3938 days', now() - interval '110.3280 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('8f5a43e4-e83f-4c55-97f7-b3fa83a39808', now() - interval '79.0755 days', now() - interval '62.1979 days', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('4df0d47a-354f-405b-9c03-e73be688cf0b', now() - interval '56.9316 days', now() - interval '13.4323 days', 'c7321cc0-07b3-4e14-9980-92253deffa38', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('1d417ead-8930-4bcd-a93c-c50d3372969f', now() - interval '42.8062 days', now() - interval '23.2934 days', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('8419bd91-0b40-4faf-b82a-ead189cf6d5a', now() - interval '3.3142 days', now() - interval '1.9995 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('10ded65a-2ab1-44ee-b0e4-823617dd6621', now() - interval '691.0042 days', now() - interval '24.4155 days', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('44eb31e4-6776-4d34-ac65-2b9ecce6a106', now() - interval '74.6264 days', now() - interval '72.4349 days', '601e5b45-7851-4608-8d65-0372e90794df', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('eb864f1e-e68a-4d96-af89-597bd0d2d52e', now() - interval '3.8345 days', now() - interval '2.1958 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('212462ac-429d-4542-acde-8a070787b26d', now() - interval '31.7447 days', now() - interval '10.3188 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('48b988aa-afe1-4664-8307-784d3a2daad0', now() - interval '69.1319 days', now() - interval '1.2298 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, 2, '2.name', NULL, NULL, '{}', NULL, now() - interval '13.4190 days', 0, NULL),
('1f6ebaa5-950d-46ce-bb1b-da5d7feacb06', now() - interval '91.1871 days', now() - interval '73.5127 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6fd08d91-e0f4-4d2f-87c5-2404b38cd305', now() - interval '418.6782 days', now() - interval '184.9189 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('dd248e6f-344a-4adf-89c6-66c428e3f793', now() - interval '135.4380 days', now() - interval '116.0259 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('9c9919f2-8afe-432d-99ec-0e3d375701be', now() - interval '42.3242 days', now() - interval '3.0700 days', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('58fc0a18-cf7d-47e7-a0bd-016bbda334ae', now() - interval '588.2921 days', now() - interval '334.6777 days', '90f5380e-12b2-4414-ab77-730f65bd9acb', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('31cd8037-ff94-4dcd-873f-9f6837d84e3a', now() - interval '15.2702 days', now() - interval '8.8489 days', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6f4edf08-18d6-484d-a34d-585b426e6ddf', now() - interval '133.8489 days', now() - interval '31.8528 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('048bd52f-cc81-4272-af6a-3e68a0c4214d', now() - interval '353.3432 days', now() - interval '19.0731 days', '834c687a-3acb-4266-820b-a2c250b601fc', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('b467fb8a-1d8b-4694-9c7f-b02df7e7a342', now() - interval '381.6052 days', now() - interval '16.1490 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('3062c81e-d53c-469b-af88-e590ffa36013', now() - interval '426.1555 days', now() - interval '349.2981 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('9199165c-e7b4-457e-83cb-86df9d05633a', now() - interval '3.5380 days', now() - interval '1.8591 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('4878e0a9-fd84-4420-a874-799ad71848a1', now() - interval '53.9348 days', now() - interval '41.2760 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('18c23ef0-c3c4-48a0-93dd-f702764a44b4', now() - interval '51.0014 days', now() - interval '4.5124 days', 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', NULL, 3, '2.name', NULL, NULL, '{}', NULL, now() - interval '48.5275 days', 0, NULL),
('03641712-5f87-4446-99d6-891135c823a2', now() - interval '159.0653 days', now() - interval '27.2956 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('5c0ca7f4-7436-41bb-a86f-cb682e67a853', now() - interval '55.5623 days', now() - interval '13.7872 days', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('83372f2a-1844-4bd1-aa42-76e79ad8e8b1', now() - interval '52.1311 days', now() - interval '36.0052 days', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('a11f7657-e8a3-4edb-9c58-eafbe0291bc8', now() - interval '27.7902 days', now() - interval '21.8627 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('421d9b0a-c32c-4da8-8e08-c67d574a1b8e', now() - interval '133.3592 days', now() - interval '42.1144 days', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('221a61a1-67d7-4df6-af0d-3b89d08c5c0a', now() - interval '111.1751 days', now() - interval '40.5145 days', 'c7321cc0-07b3-4e14-9980-92253deffa38', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('34f2bae5-67de-4005-ae7a-07f2c3e60e90', now() - interval '259.1630 days', now() - interval '182.3898 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('02b653e4-19d2-4b97-b805-ec944d3b8462', now() - interval '26.0262 days', now() - interval '3.3422 days', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('567b159a-4c82-41a2-aa85-1bb4f61fe913', now() - interval '424.6915 days', now() - interval '418.8250 days', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '24.5678 days', 0, NULL),
('7f6262b4-fff8-487d-83c3-417f63bc6fea', now() - interval '264.6631 days', now() - interval '197.0692 days', '9f8558a6-2851-4867-a66b-0d389d95847e', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('9d8a9ea9-1d61-4a4c-85d7-90b6932d823f', now() - interval '16.8993 days', now() - interval '12.5890 days', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '6.6816 days', 0, NULL),
('a5e3f4d0-3208-4155-82e4-e6be0ceabec7', now() - interval '143.5157 days', now() - interval '0.4801 days', '244caf9c-4dab-4481-b253-edc618187993', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('82007424-8a5d-43c3-8cd0-94b85741cca6', now() - interval '180.5782 days', now() - interval '160.7302 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('a5081794-cf3d-4dcd-b1c0-8716a354cb3a', now() - interval '284.7336 days', now() - interval '26.0317 days', '834c687a-3acb-4266-820b-a2c250b601fc', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('28f1469a-f048-4de3-ae1e-8faf62ec9eae', now() - interval '97.3026 days', now() - interval '29.0027 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6df8d816-0efc-438b-98b8-4db39c75bdf3', now() - interval '118.1163 days', now() - interval '110.5056 days', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('7bb5c9e7-4926-4077-87c8-d1985d965853', now() - interval '153.9566 days', now() - interval '104.6680 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('4bc94f65-bf6c-4424-b773-36dfa9e1374e', now() - interval '21.3803 days', now() - interval '16.3191 days', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('0d83bd85-63d4-40ba-af30-31e2c130620a', now() - interval '80.2739 days', now() - interval '49.1640 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '12.5699 days', 0, NULL),
('cc2ef6d4-12d1-4d30-91b9-b419f1c7f4cc', now() - interval '18.7092 days', now() - interval '4.7373 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('193585f8-85fa-426b-8ba1-8f333e63aac2', now() - interval '14.4240 days', now() - interval '12.3377 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('9a870e44-3ec4-40c4-9112-fdfdf5bf77aa', now() - interval '128.0730 days', now() - interval '59.1131 days', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('dc72f57f-3422-4c67-9e32-f28974a8039f', now() - interval '10.2101 days', now() - interval '3.7165 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('749f265f-6abe-4276-aafa-ebfe23c881e9', now() - interval '52.0866 days', now() - interval '49.2955 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('be6e0ec5-c728-4420-9d30-68a36b666ff6', now() - interval '117.4417 days', now() - interval '25.6404 days', '563e9bed-4510-4358-acc6-d8f2c74c7ccf', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('3d08814d-20fd-4aee-bbfa-15354a45e625', now() - interval '547.3356 days', now() - interval '220.6039 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('46565bb6-5bf3-49c4-98b8-43a49ffe747c', now() - interval '260.9110 days', now() - interval '259.5382 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('c0db84e1-4754-4eb6-a212-e20c30a5746d', now() - interval '108.2839 days', now() - interval '37.1633 days', 'c7321cc0-07b3-4e14-9980-92253deffa38', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('aee4438e-e0f7-4d81-b22b-9969ea6cc216', now() - interval '7.5187 days', now() - interval '6.8571 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('1a3b72a8-09bd-4491-9f93-cf9c06e32b27', now() - interval '3.1899 days', now() - interval '2.9472 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('fb42efac-a190-4fe2-bc18-d8108cf5ff3a', now() - interval '2.1893 days', now() - interval '1.0128 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 2, '2.name', NULL, NULL, '{}', NULL, now() - interval '1.4806 days', 0, NULL),
('d6ab77a6-2224-4b7c-beac-f87b7e91601b', now() - interval '166.5916 days', now() - interval '155.8360 days', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('3691f577-c4d9-4f76-84cc-ddd1d6867855', now() - interval '65.1144 days', now() - interval '24.8171 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('d61aa2f7-a756-4c51-a749-959b5e7381ce', now() - interval '55.8848 days', now() - interval '12.0372 days', '1ba1192e-c42b-4170-902a-174f11fa2ac0', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('2f11ee8c-ebbb-4073-937f-05b6bf00b8ae', now() - interval '145.7845 days', now() - interval '35.9344 days', '563e9bed-4510-4358-acc6-d8f2c74c7ccf', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('1540e467-8b2b-4834-9419-134252fbbadb', now() - interval '291.0557 days', now() - interval '234.0531 days', '834c687a-3acb-4266-820b-a2c250b601fc', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('02610099-c687-405d-92d0-a6784c82c9dc', now() - interval '243.0639 days', now() - interval '49.4986 days', '834c687a-3acb-4266-820b-a2c250b601fc', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('b99969f8-7ea8-4c6b-8dc6-2e13b1f266ea', now() - interval '132.5674 days', now() - interval '78.7301 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('b9d989c9-a842-4611-9b98-e36a38002d3a', now() - interval '29.0929 days', now() - interval '13.7483 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('e703013f-eb26-46c4-9842-bdd191bbfa2b', now() - interval '43.7841 days', now() - interval '43.4915 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('7551913f-4e05-4c8b-be0b-abf5cd94a5b1', now() - interval '489.0828 days', now() - interval '88.8173 days', 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('5c97fdc1-1593-4724-bf90-ee4f842374f6', now() - interval '360.9824 days', now() - interval '73.8511 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('9055811f-bd24-4f8b-b1e8-ed0dcbcf3248', now() - interval '318.5074 days', now() - interval '133.5114 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('16f92d8e-2d35-456c-ad62-c4b090124c47', now() - interval '254.3156 days', now() - interval '175.8224 days', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('4bbebcfb-9145-4934-a89f-87198b4d861b', now() - interval '60.9483 days', now() - interval '57.8231 days', '1ba1192e-c42b-4170-902a-174f11fa2ac0', NULL, 3, '2.name', NULL, NULL, '{}', NULL, now() - interval '31.4274 days', 0, NULL),
('55a32d72-1584-4cb1-8ba2-f285c9be7d01', now() - interval '263.5095 days', now() - interval '4.8922 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '49.2134 days', 0, NULL),
('24d52f5f-a74e-4b48-a256-36a306a54dcb', now() - interval '15.3438 days', now() - interval '11.3792 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('e86175df-c3ee-4d02-bd2f-ae96386f66b4', now() - interval '362.9384 days', now() - interval '142.6199 days', '244caf9c-4dab-4481-b253-edc618187993', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('f7e0a3c1-cea9-4bc1-967a-f36a59b676c2', now() - interval '227.0694 days', now() - interval '162.3983 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('9e3fa055-b548-446d-928d-4be6b88f3458', now() - interval '184.1381 days', now() - interval '19.0416 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('60c311e0-ce4f-4021-80fd-823fda7f3dac', now() - interval '278.1445 days', now() - interval '42.7004 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('029914eb-b5c8-4913-9caf-7c5c861b6fd3', now() - interval '139.4241 days', now() - interval '19.1137 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('a29b728e-fdb2-4b3b-a989-6d3cbdc16576', now() - interval '235.1296 days', now() - interval '170.1054 days', '244caf9c-4dab-4481-b253-edc618187993', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('f8423599-4627-4d8d-8ac2-1c0c877138f0', now() - interval '224.1043 days', now() - interval '4.5711 days', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('2def4fe1-eb73-4da1-86a3-ad8b27cfd9ee', now() - interval '246.0080 days', now() - interval '206.3565 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('1bd22f34-5003-4016-894f-d95ecce7406e', now() - interval '5.7802 days', now() - interval '0.4807 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('823444ef-9843-4602-b8cf-417db79d490a', now() - interval '101.0021 days', now() - interval '32.8509 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('4fcd8a97-eff6-475b-81eb-c600e92234f1', now() - interval '27.0150 days', now() - interval '18.0790 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('7c193d3c-42ad-4bd2-9a77-c86b7abfee3c', now() - interval '43.4520 days', now() - interval '17.1189 days', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('dcd1debb-7b8c-4eac-97a8-c7a6f4ff3847', now() - interval '238.9073 days', now() - interval '116.6886 days', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('870fe3aa-f9dd-455b-a28d-d2b9cc5c0b22', now() - interval '6.5662 days', now() - interval '0.9906 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('3cd4452a-ec9c-4b02-a855-68f00ed4fe4a', now() - interval '519.8314 days', now() - interval '66.3510 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('9b279d75-6be3-42c2-b69a-02523f1e1c8d', now() - interval '296.5693 days', now() - interval '92.6127 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('8420ca1d-cf5c-4233-9e86-e0c8e8799892', now() - interval '37.4222 days', now() - interval '17.9111 days', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('92666db7-2691-4812-8d8d-8f2888da0072', now() - interval '81.0941 days', now() - interval '11.0294 days', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('5a0ad3aa-1519-4708-a0df-cf27d27462bc', now() - interval '39.8212 days', now() - interval '21.8278 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('f49b41e2-1536-4de7-b7fa-588bb195ca4d', now() - interval '78.8446 days', now() - interval '57.2002 days', 'c7321cc0-07b3-4e14-9980-92253deffa38', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('30113672-ca10-4be8-84df-3d1f4db8581e', now() - interval '82.6104 days', now() - interval '31.1436 days', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('8b1a628a-0987-4038-b55a-3f3070b0561d', now() - interval '342.0088 days', now() - interval '285.4401 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('67cc5140-4f8d-482d-90eb-d1a64fb87266', now() - interval '78.9822 days', now() - interval '56.2959 days', '834c687a-3acb-4266-820b-a2c250b601fc', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('afe56a3a-1308-416a-9c15-ebe011298ea3', now() - interval '145.1714 days', now() - interval '19.8430 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('1f346b0d-d469-4d0a-88cf-ad9af7874d9c', now() - interval '32.1917 days', now() - interval '27.8771 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('3ccb5ac2-79aa-4564-b5c2-f75cb635ddda', now() - interval '35.2945 days', now() - interval '3.6226 days', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('e6cae02e-34ec-4392-b81f-6b08cca8c1c4', now() - interval '153.6772 days', now() - interval '53.0120 days', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '89.2462 days', 0, NULL),
('4c5738d4-bfee-42c6-8a2e-359deffcb2c9', now() - interval '68.1596 days', now() - interval '9.5631 days', '563e9bed-4510-4358-acc6-d8f2c74c7ccf', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('54536dc8-1c0d-40f1-bb3f-e4d86065911a', now() - interval '207.2351 days', now() - interval '154.8260 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 2, '2.name', NULL, NULL, '{}', NULL, now() - interval '16.9792 days', 0, NULL),
('61e7768e-d3ae-4cb1-b265-302054e791bd', now() - interval '188.8084 days', now() - interval '106.8539 days', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('2e0c0039-2de2-47fb-b552-6b53a161660a', now() - interval '90.5033 days', now() - interval '26.9784 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('0848a1e5-3a01-4797-99b5-ebe41710d182', now() - interval '388.8893 days', now() - interval '26.0191 days', '9f8558a6-2851-4867-a66b-0d389d95847e', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6d50b44f-d2c0-4d63-abad-75505776b591', now() - interval '21.0307 days', now() - interval '11.7377 days', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('62cd52d8-b0fa-46fe-9234-219825e198ac', now() - interval '93.3703 days', now() - interval '62.2401 days', '36a80bdf-0023-4682-af55-70eed8e94b15', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('c9ebdf9b-fb61-456f-9154-f7d1b32b6169', now() - interval '120.4571 days', now() - interval '28.2593 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, 4, '2.name', NULL, NULL, '{}', NULL, now() - interval '36.0637 days', 0, NULL),
('70f4abbf-a695-4cef-8e89-021c579cd2d5', now() - interval '18.3801 days', now() - interval '4.7712 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 2, '2.name', NULL, NULL, '{}', NULL, now() - interval '6.0841 days', 0, NULL),
('9c872651-1a48-42a1-933f-8fab4b215375', now() - interval '114.5754 days', now() - interval '13.7273 days', '244caf9c-4dab-4481-b253-edc618187993', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('3be1dd1d-8c5a-4b37-8c69-88d7e72acbc9', now() - interval '14.0468 days', now() - interval '0.8443 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('841af54f-eefa-4d5d-bc9d-803b32bb39c6', now() - interval '241.5585 days', now() - interval '224.8125 days', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('a08aa16d-06d6-4ac2-b1e4-575c913f1c4c', now() - interval '62.7033 days', now() - interval '31.1707 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('55655edf-b275-4bab-aae1-036a9394a0e6', now() - interval '105.9686 days', now() - interval '23.4854 days', 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', NULL, 2, '2.name', NULL, NULL, '{}', NULL, now() - interval '22.0139 days', 0, NULL),
('f93c6dd3-73c9-45e7-9fc0-3d1ee20b315a', now() - interval '325.4504 days', now() - interval '65.7142 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('10473e14-8f8b-4e60-8bd0-74108b1df0ac', now() - interval '19.0960 days', now() - interval '6.6973 days', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('d1486821-e59f-4efe-bdfc-4f50bee78a66', now() - interval '148.8010 days', now() - interval '35.6838 days', '601e5b45-7851-4608-8d65-0372e90794df', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('5d171bd3-e5a2-43fa-af60-e09b49e051f7', now() - interval '45.7501 days', now() - interval '33.9821 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('138684f6-cfae-4b02-8c40-564098fb212e', now() - interval '10.9658 days', now() - interval '8.8186 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('23646ddf-a88b-41a1-bfb4-f77af07f7184', now() - interval '38.9932 days', now() - interval '22.7189 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('cdc6f60a-a3ec-4c50-9786-a1609d7f11c7', now() - interval '284.2688 days', now() - interval '242.4625 days', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('2c76d717-67de-4f0d-91cb-e42e1e475ace', now() - interval '134.9806 days', now() - interval '94.5112 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '47.5073 days', 0, NULL),
('c8b2b51e-a446-425e-8db0-68cd55045bb4', now() - interval '98.3457 days', now() - interval '88.7601 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('784c0240-1a3e-4b01-999f-b71e7f5f9647', now() - interval '265.1084 days', now() - interval '96.5773 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('4814c6e8-c070-4264-a82e-86f8c20e8d98', now() - interval '293.4778 days', now() - interval '267.7750 days', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6f17c688-d33a-41ad-a8b5-9065b0b65d5c', now() - interval '135.4687 days', now() - interval '7.3992 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6b9c12ee-6ea6-45f0-854b-10e9866679c4', now() - interval '506.2366 days', now() - interval '428.6790 days', '244caf9c-4dab-4481-b253-edc618187993', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('60615f10-bb64-4ccd-aee7-8a04e66f6dd4', now() - interval '17.9144 days', now() - interval '8.4008 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('11de664e-e086-4b74-97eb-8333e1f1e310', now() - interval '144.2252 days', now() - interval '127.7954 days', '563e9bed-4510-4358-acc6-d8f2c74c7ccf', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('79c86032-0d4d-4afa-b8f9-0347658fb96f', now() - interval '13.4984 days', now() - interval '0.3176 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6541394a-a826-4e76-8e69-99718b83d8b5', now() - interval '9.3478 days', now() - interval '3.0244 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('ddd26366-5e67-4b49-aa6b-87e2df188ae5', now() - interval '30.1787 days', now() - interval '17.0726 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6bec1e57-bf22-4abf-a646-0c0638c68670', now() - interval '68.5234 days', now() - interval '55.8576 days', '601e5b45-7851-4608-8d65-0372e90794df', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('899f7f07-e1d6-44ba-9fb1-17892144d96f', now() - interval '84.2366 days', now() - interval '54.1068 days', '90f5380e-12b2-4414-ab77-730f65bd9acb', NULL, 2, '2.name', NULL, NULL, '{}', NULL, now() - interval '43.7729 days', 0, NULL),
('2c0908b2-5323-40cc-861f-e8164c9ccb6d', now() - interval '652.9813 days', now() - interval '401.7524 days', '90f5380e-12b2-4414-ab77-730f65bd9acb', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '21.9538 days', 0, NULL),
('95e3e9d7-b139-4f31-9b43-6f55242adc55', now() - interval '65.5116 days', now() - interval '2.0327 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 4, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('24aa823e-7f98-41af-9308-acc44ecf271c', now() - interval '0.9402 days', now() - interval '0.8860 days', NULL, '7349dbc4-e414-48aa-a36e-ba1f5cb58b8e', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('320c9690-0f18-478b-a594-83e0b1491f1c', now() - interval '59.2416 days', now() - interval '37.1646 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('b2aaeebe-e135-4b64-a2a8-24352c00b050', now() - interval '132.1010 days', now() - interval '71.7123 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, 3, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('f9ece054-e152-49b0-b30f-d3603106aabf', now() - interval '32.8485 days', now() - interval '13.6508 days', '601e5b45-7851-4608-8d65-0372e90794df', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('de9d3709-461d-4b21-a67a-796af61b8542', now() - interval '103.0393 days', now() - interval '7.0417 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('6a48a1df-71f5-458a-8767-a892f01412f9', now() - interval '67.6167 days', now() - interval '59.4841 days', '834c687a-3acb-4266-820b-a2c250b601fc', NULL, 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('2e570fec-44d9-42a2-b24b-8a8ab0ef11b0', now() - interval '125.4127 days', now() - interval '121.1902 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 2, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('cdc03f05-5f5d-42ea-85f6-e60fca5d8da0', now() - interval '33.1557 days', now() - interval '1.2644 days', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('ed3f6af5-e53e-4520-8d0a-03a5fa257a76', now() - interval '280.8036 days', now() - interval '191.9084 days', 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', NULL, 1, '2.name', NULL, NULL, '{}', NULL, now() - interval '46.4321 days', 0, NULL),
('13856f73-fba7-48d3-b674-ef3b170929ac', now() - interval '13.4206 days', now() - interval '4.1417 days', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('48d797ca-9628-480d-9985-eaf001c94c87', now() - interval '15.9838 days', now() - interval '7.5610 days', '1ba1192e-c42b-4170-902a-174f11fa2ac0', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('fd04410a-48ff-4561-aa1d-87b11650774b', now() - interval '40.7988 days', now() - interval '6.1140 days', '601e5b45-7851-4608-8d65-0372e90794df', NULL, 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL),
('26990b15-e5a3-4a14-8a55-658a2fb54864', now() - interval '129.6896 days', now() - interval '34.9887 days', NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, '2.name', NULL, NULL, '{}', NULL, NULL, 0, NULL);

INSERT INTO ciphers_collections (cipher_uuid, collection_uuid) VALUES
('cbf8f01a-80ad-424a-a11b-2b6da715a0fb', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('6f4edf08-18d6-484d-a34d-585b426e6ddf', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('b467fb8a-1d8b-4694-9c7f-b02df7e7a342', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('4878e0a9-fd84-4420-a874-799ad71848a1', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('82007424-8a5d-43c3-8cd0-94b85741cca6', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('0d83bd85-63d4-40ba-af30-31e2c130620a', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('46565bb6-5bf3-49c4-98b8-43a49ffe747c', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('aee4438e-e0f7-4d81-b22b-9969ea6cc216', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('5c97fdc1-1593-4724-bf90-ee4f842374f6', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('9055811f-bd24-4f8b-b1e8-ed0dcbcf3248', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('24d52f5f-a74e-4b48-a256-36a306a54dcb', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('823444ef-9843-4602-b8cf-417db79d490a', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('5a0ad3aa-1519-4708-a0df-cf27d27462bc', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('8b1a628a-0987-4038-b55a-3f3070b0561d', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('1f346b0d-d469-4d0a-88cf-ad9af7874d9c', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('2e0c0039-2de2-47fb-b552-6b53a161660a', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('f93c6dd3-73c9-45e7-9fc0-3d1ee20b315a', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('23646ddf-a88b-41a1-bfb4-f77af07f7184', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('2c76d717-67de-4f0d-91cb-e42e1e475ace', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('79c86032-0d4d-4afa-b8f9-0347658fb96f', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('24aa823e-7f98-41af-9308-acc44ecf271c', '127eeabe-9bde-4398-832f-bce3952a71b2'),
('2e570fec-44d9-42a2-b24b-8a8ab0ef11b0', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18'),
('26990b15-e5a3-4a14-8a55-658a2fb54864', '6111b4b5-61e0-4c2f-a98a-372e9ffd6a18');

INSERT INTO folders_ciphers (cipher_uuid, folder_uuid) VALUES
('ceb0c71e-a3d1-463b-a7b0-e693890f6c23', 'c0f727ad-2b6b-4fce-84b5-829733dbeaab'),
('b6d75031-2dbe-4f3d-818b-fbb079a2ed17', 'd26542ee-46dc-4a26-baf8-dfcdf33335b6'),
('cabc1222-d948-44ac-a4bd-7a6328c0d4ae', 'ada219c6-0a9e-4bc1-9b88-b1e5df71b994'),
('cc5dcd5f-d17f-47d2-9dbc-8dddb8d0c65d', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('b7e06d03-e8f5-4608-830a-c63152056395', '7c7dfaf5-eba3-4bf6-a8fe-622a9d5015e5'),
('1d417ead-8930-4bcd-a93c-c50d3372969f', 'c0f727ad-2b6b-4fce-84b5-829733dbeaab'),
('8419bd91-0b40-4faf-b82a-ead189cf6d5a', 'ada219c6-0a9e-4bc1-9b88-b1e5df71b994'),
('44eb31e4-6776-4d34-ac65-2b9ecce6a106', 'a637a18a-4f1c-4ce2-9aad-d0d29211a8d8'),
('31cd8037-ff94-4dcd-873f-9f6837d84e3a', '7f914fe8-7122-4cb2-ae28-3c1ea8f51ac5'),
('3062c81e-d53c-469b-af88-e590ffa36013', 'ada219c6-0a9e-4bc1-9b88-b1e5df71b994'),
('03641712-5f87-4446-99d6-891135c823a2', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('a11f7657-e8a3-4edb-9c58-eafbe0291bc8', '16759ecb-99ed-44d1-8f6b-8f6007a04e64'),
('34f2bae5-67de-4005-ae7a-07f2c3e60e90', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('567b159a-4c82-41a2-aa85-1bb4f61fe913', 'd26542ee-46dc-4a26-baf8-dfcdf33335b6'),
('7f6262b4-fff8-487d-83c3-417f63bc6fea', '402746a4-aa78-4c61-a79e-2a6153b3b0ff'),
('a5e3f4d0-3208-4155-82e4-e6be0ceabec7', '24aa1734-4d10-49ab-9e32-0f4a02e50777'),
('28f1469a-f048-4de3-ae1e-8faf62ec9eae', '7c7dfaf5-eba3-4bf6-a8fe-622a9d5015e5'),
('6df8d816-0efc-438b-98b8-4db39c75bdf3', 'ecfcc396-4671-420d-b8aa-8105735dc327'),
('7bb5c9e7-4926-4077-87c8-d1985d965853', 'd42779f5-131e-4d48-9202-35bc73d58e1c'),
('cc2ef6d4-12d1-4d30-91b9-b419f1c7f4cc', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('749f265f-6abe-4276-aafa-ebfe23c881e9', '1ce606fd-b2c6-4fdd-b517-e3823aefce2e'),
('3d08814d-20fd-4aee-bbfa-15354a45e625', 'ada219c6-0a9e-4bc1-9b88-b1e5df71b994'),
('1a3b72a8-09bd-4491-9f93-cf9c06e32b27', '1ce606fd-b2c6-4fdd-b517-e3823aefce2e'),
('fb42efac-a190-4fe2-bc18-d8108cf5ff3a', 'c12f694d-ce55-4174-8dc0-2ecd6e4f2724'),
('d61aa2f7-a756-4c51-a749-959b5e7381ce', 'd786e466-d6d0-46d0-b75d-e6f250bc3228'),
('1540e467-8b2b-4834-9419-134252fbbadb', '851d1a33-a030-4309-a1ee-ac3769fae866'),
('e703013f-eb26-46c4-9842-bdd191bbfa2b', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('4bbebcfb-9145-4934-a89f-87198b4d861b', 'd786e466-d6d0-46d0-b75d-e6f250bc3228'),
('e86175df-c3ee-4d02-bd2f-ae96386f66b4', '24aa1734-4d10-49ab-9e32-0f4a02e50777'),
('f7e0a3c1-cea9-4bc1-967a-f36a59b676c2', 'ada219c6-0a9e-4bc1-9b88-b1e5df71b994'),
('f8423599-4627-4d8d-8ac2-1c0c877138f0', 'ecfcc396-4671-420d-b8aa-8105735dc327'),
('870fe3aa-f9dd-455b-a28d-d2b9cc5c0b22', 'c12f694d-ce55-4174-8dc0-2ecd6e4f2724'),
('3cd4452a-ec9c-4b02-a855-68f00ed4fe4a', 'ada219c6-0a9e-4bc1-9b88-b1e5df71b994'),
('8420ca1d-cf5c-4233-9e86-e0c8e8799892', '7f914fe8-7122-4cb2-ae28-3c1ea8f51ac5'),
('92666db7-2691-4812-8d8d-8f2888da0072', 'c0f727ad-2b6b-4fce-84b5-829733dbeaab'),
('f49b41e2-1536-4de7-b7fa-588bb195ca4d', '38363a3c-6269-4354-b6d5-1bffe1594dc4'),
('54536dc8-1c0d-40f1-bb3f-e4d86065911a', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('0848a1e5-3a01-4797-99b5-ebe41710d182', '402746a4-aa78-4c61-a79e-2a6153b3b0ff'),
('62cd52d8-b0fa-46fe-9234-219825e198ac', 'ada219c6-0a9e-4bc1-9b88-b1e5df71b994'),
('9c872651-1a48-42a1-933f-8fab4b215375', '24aa1734-4d10-49ab-9e32-0f4a02e50777'),
('d1486821-e59f-4efe-bdfc-4f50bee78a66', 'a637a18a-4f1c-4ce2-9aad-d0d29211a8d8'),
('5d171bd3-e5a2-43fa-af60-e09b49e051f7', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('138684f6-cfae-4b02-8c40-564098fb212e', 'c12f694d-ce55-4174-8dc0-2ecd6e4f2724'),
('784c0240-1a3e-4b01-999f-b71e7f5f9647', '1ce606fd-b2c6-4fdd-b517-e3823aefce2e'),
('4814c6e8-c070-4264-a82e-86f8c20e8d98', 'd26542ee-46dc-4a26-baf8-dfcdf33335b6'),
('6f17c688-d33a-41ad-a8b5-9065b0b65d5c', 'd42779f5-131e-4d48-9202-35bc73d58e1c'),
('60615f10-bb64-4ccd-aee7-8a04e66f6dd4', '16759ecb-99ed-44d1-8f6b-8f6007a04e64'),
('ddd26366-5e67-4b49-aa6b-87e2df188ae5', 'c12f694d-ce55-4174-8dc0-2ecd6e4f2724'),
('6bec1e57-bf22-4abf-a646-0c0638c68670', 'a637a18a-4f1c-4ce2-9aad-d0d29211a8d8'),
('b2aaeebe-e135-4b64-a2a8-24352c00b050', '0a62f486-d945-4bf3-a549-8256d64be5f0'),
('f9ece054-e152-49b0-b30f-d3603106aabf', 'a637a18a-4f1c-4ce2-9aad-d0d29211a8d8'),
('48d797ca-9628-480d-9985-eaf001c94c87', 'd786e466-d6d0-46d0-b75d-e6f250bc3228');

INSERT INTO favorites (user_uuid, cipher_uuid) VALUES
('68f918d8-f6cd-42f8-83e0-d681552454f1', '9c9919f2-8afe-432d-99ec-0e3d375701be'),
('c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 'b28302c1-8a29-410d-9882-62d5c751459f'),
('36a80bdf-0023-4682-af55-70eed8e94b15', '6fd08d91-e0f4-4d2f-87c5-2404b38cd305'),
('9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '9199165c-e7b4-457e-83cb-86df9d05633a'),
('834c687a-3acb-4266-820b-a2c250b601fc', '048bd52f-cc81-4272-af6a-3e68a0c4214d'),
('68f918d8-f6cd-42f8-83e0-d681552454f1', '5c0ca7f4-7436-41bb-a86f-cb682e67a853'),
('111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '4a488f58-8f0b-4063-86d3-69a0707df76f'),
('09208a65-0f3e-4dd3-902b-938b8743feb6', 'eb864f1e-e68a-4d96-af89-597bd0d2d52e'),
('7ca07386-cc09-4a1e-b706-4c2c0f552c94', '7354293c-2141-46d1-a352-2556b8edb5e1'),
('c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '46773aad-c4aa-435a-abe1-fcde8ce09658'),
('c7321cc0-07b3-4e14-9980-92253deffa38', '4df0d47a-354f-405b-9c03-e73be688cf0b'),
('154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '10ded65a-2ab1-44ee-b0e4-823617dd6621'),
('68f918d8-f6cd-42f8-83e0-d681552454f1', 'fb019964-63e5-405b-a665-559b3e06d750'),
('90f5380e-12b2-4414-ab77-730f65bd9acb', '58fc0a18-cf7d-47e7-a0bd-016bbda334ae'),
('82450164-728a-4fcf-b03a-07b28f2df760', '83372f2a-1844-4bd1-aa42-76e79ad8e8b1');

INSERT INTO attachments (id, cipher_uuid, file_name, file_size, akey) VALUES
('d056496fe0a1c7a04741', '3cc6d62d-4433-4c10-9465-2689c4eb26e0', '2.file0', 4580745, '2.akey'),
('36b8724f6ad2cf7a5d94', 'b28302c1-8a29-410d-9882-62d5c751459f', '2.file3', 2372379, '2.akey'),
('64ee660b499dfe73d4df', 'cbf8f01a-80ad-424a-a11b-2b6da715a0fb', '2.file6', 1233231, '2.akey'),
('1a6cd98622f76b215686', 'b7e06d03-e8f5-4608-830a-c63152056395', '2.file9', 3710825, '2.akey'),
('edd55abf07b1e54f3bba', 'fff47593-260f-49dd-b876-c03c23f7d227', '2.file12', 1469706, '2.akey'),
('d4c46e3cffad89ae36fe', '8f5a43e4-e83f-4c55-97f7-b3fa83a39808', '2.file15', 899562, '2.akey'),
('25f58e16d390fa3a49ed', '8419bd91-0b40-4faf-b82a-ead189cf6d5a', '2.file18', 4666603, '2.akey'),
('280e317484494a7159c1', 'eb864f1e-e68a-4d96-af89-597bd0d2d52e', '2.file21', 2109665, '2.akey'),
('b7033fee1e617940de51', '1f6ebaa5-950d-46ce-bb1b-da5d7feacb06', '2.file24', 4096884, '2.akey'),
('fac2e652bcce8ca38303', '9c9919f2-8afe-432d-99ec-0e3d375701be', '2.file27', 3630101, '2.akey');

INSERT INTO archives (user_uuid, cipher_uuid, archived_at) VALUES
('c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 'a11f7657-e8a3-4edb-9c58-eafbe0291bc8', now() - interval '3.3451 days'),
('154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '421d9b0a-c32c-4da8-8e08-c67d574a1b8e', now() - interval '43.1624 days'),
('c7321cc0-07b3-4e14-9980-92253deffa38', '221a61a1-67d7-4df6-af0d-3b89d08c5c0a', now() - interval '2.1400 days'),
('012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '34f2bae5-67de-4005-ae7a-07f2c3e60e90', now() - interval '146.6656 days'),
('82450164-728a-4fcf-b03a-07b28f2df760', '02b653e4-19d2-4b97-b805-ec944d3b8462', now() - interval '3.7384 days'),
('6822a6b2-4735-4f1c-a7a1-149075139237', '567b159a-4c82-41a2-aa85-1bb4f61fe913', now() - interval '265.5563 days'),
('9f8558a6-2851-4867-a66b-0d389d95847e', '7f6262b4-fff8-487d-83c3-417f63bc6fea', now() - interval '72.5214 days'),
('68f918d8-f6cd-42f8-83e0-d681552454f1', '9d8a9ea9-1d61-4a4c-85d7-90b6932d823f', now() - interval '3.8457 days');

INSERT INTO devices (uuid, created_at, updated_at, user_uuid, name, atype, push_token, refresh_token, twofactor_remember, push_uuid) VALUES
('0d1d719c-8f16-401e-8274-24a58d2d9b08', now() - interval '58.7759 days', now() - interval '4.3229 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 'cli', 14, '6dbbe7f673e688f99cdcd757b8752d712d5ddc3d', '9971b1f225e92e7a0357f2c58a4e912182978da7683f53e470f1ed770800a5db', NULL, 'e075781b-7da1-4b92-81ce-c6f8c9813f46'),
('ab95cebe-4f30-4652-82b7-09d5e4847a40', now() - interval '5.2568 days', now() - interval '1.2711 days', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 'iOS', 2, NULL, '0155a3cd1231b3dae0123b2d4c5e0cb1ce9377ec14c78fff2d44e793d5e963df', NULL, NULL),
('ff45bef2-23c5-4202-bbc2-8907561795eb', now() - interval '0.5850 days', now() - interval '0.4509 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 'cli', 3, NULL, '536c58fe7f7cb0727daf47b1e9c320016ae8a12c0a74d53a29ba00b3276d7c68', NULL, NULL),
('6a218545-0838-4346-bbf8-1a35689790d8', now() - interval '460.7830 days', now() - interval '367.1339 days', '9f8558a6-2851-4867-a66b-0d389d95847e', 'chrome', 1, '8cceff342657ee701aa7f5f4f1dfae1839fcec04', 'ae2a31ab03c1859e140b8b0d98b78f884f9ca98f2cf75c805f631725b84f03ac', NULL, '096bf493-5570-4601-99af-d0de2db46963'),
('3706c2dd-0ec1-4549-8eaf-ba1e655c31e4', now() - interval '379.6687 days', now() - interval '352.6565 days', '6822a6b2-4735-4f1c-a7a1-149075139237', 'chrome', 0, NULL, 'cf967b09c7b898ce86307cc3098c61c58be00dac7ee23309410b5e262e0545f7', NULL, NULL),
('46f07d4b-409f-4a69-9f7f-2c7cd3be77db', now() - interval '100.2815 days', now() - interval '11.7736 days', '601e5b45-7851-4608-8d65-0372e90794df', 'chrome', 8, NULL, '49e28d561776568c5ed31271d9c1775cd2a9da46645ca8e7be0857281080e3eb', NULL, NULL),
('ce1e8d63-fe89-4f33-bfe4-8f5bdd563b02', now() - interval '436.2672 days', now() - interval '13.5925 days', '9f8558a6-2851-4867-a66b-0d389d95847e', 'Bitwarden Desktop', 14, '2919019e5b8fe55f8db06ef20c0f04d71d3355c2', '1d8048e169627354478bfba69b8037ec39c98ae032ba41de26c5659d300324ac', NULL, '169a2e60-1267-4800-bd3a-1071e6dbf329'),
('2d046545-0c07-4df7-b997-6ee1f0d8334e', now() - interval '123.7036 days', now() - interval '122.2021 days', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 'chrome', 1, NULL, '4609408ac00249d6534f6b7228df53b12481c9a6f0f467a4f6ae032430253740', NULL, NULL),
('131cba7a-acc1-4f3e-9e68-1d1889fc7375', now() - interval '309.5008 days', now() - interval '271.2976 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 'Bitwarden Desktop', 10, NULL, '7e14fc5f40309fd4b88e943ceded2e7c0c9201898b1c66cc7aed2c8cd5cccf0c', NULL, NULL),
('101d7319-4f5c-42b2-8e43-5699c0e98ed5', now() - interval '53.6029 days', now() - interval '30.0160 days', 'c7321cc0-07b3-4e14-9980-92253deffa38', 'iOS', 8, '231f11e59b26cf4e3ad61eb2813f357d6aeba4b2', '7628ed246b3b3b1c3b56060e2d34aaffdf96d7f1ef5b8d787e9b337d3323038c', NULL, 'b329e807-56ee-4118-9108-f19103ef2faf'),
('f5924fef-104e-4016-b5cb-ccc1e2ef51d7', now() - interval '312.7972 days', now() - interval '98.6345 days', '36a80bdf-0023-4682-af55-70eed8e94b15', 'Bitwarden Desktop', 0, NULL, 'be50689e59b56555e63980aaa0b776ad41d1eb4d4f4f511a46be84ee282663a7', NULL, NULL),
('3ebbc989-cf63-4b4b-83d2-c57a86fa04fa', now() - interval '5.1885 days', now() - interval '3.4155 days', '6822a6b2-4735-4f1c-a7a1-149075139237', 'chrome', 10, NULL, 'b6e4a789316e6dc27f53d43d5ce7e7d1ba9e3bb4ea867b82289da60548d98f0a', NULL, NULL),
('d3e17f5c-8808-44d6-8d96-9dcb4ed5b30f', now() - interval '69.7057 days', now() - interval '12.5940 days', '82450164-728a-4fcf-b03a-07b28f2df760', 'chrome', 9, '9fce117316085d5c32f019209e2a83e4aebed85f', 'b9b75bfc957ed0311301ecaf16a21f0329bac30ac016f5e9ace118e6825adec8', NULL, '0a960b76-776a-49b0-949e-062eb199ee53'),
('efa6b517-19d0-462b-8499-c5dffc66a62e', now() - interval '411.0821 days', now() - interval '53.0723 days', 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', 'firefox', 0, NULL, '57ff9d6ecaa69130ed79a9314c4837a8c31b17f8259412a8eeb69a1eed9318ae', NULL, NULL),
('e625a6a3-4020-440d-a895-e294b48c0896', now() - interval '117.5708 days', now() - interval '110.6377 days', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 'cli', 1, NULL, '9a137e3ccf40508712f3e85e7361ff14bd04c65a694f72c63b7ad1a0cbbd01e3', NULL, NULL),
('52d8c025-3a2b-4ad7-a40a-46ea93a9e951', now() - interval '10.5264 days', now() - interval '3.2341 days', '563e9bed-4510-4358-acc6-d8f2c74c7ccf', 'firefox', 3, 'acf054607474bde99e3127c7199132aa3e907548', '100eb2701939682e64ffefc6d7b46c4c94a751474909cbe03c03809917f9ba6b', NULL, 'b7bc8eee-bc7b-4fd2-b49f-ec7fb11053b8'),
('cf8dd1a7-46de-44ff-a82f-00418194797d', now() - interval '505.8732 days', now() - interval '182.2783 days', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 'android', 8, NULL, 'cb3a8d65799bf279f91483f816a2eae603cdfd9faa40a9b2906229eeca6e93f9', NULL, NULL),
('477aa7c3-4fe9-4b66-9aa3-0ed67325c89f', now() - interval '294.9382 days', now() - interval '59.0440 days', '6822a6b2-4735-4f1c-a7a1-149075139237', 'firefox', 0, NULL, '64777ce25c35f93fa4527a5fb32577fa7c2198a87cb8c044408e39cd157d98d7', NULL, NULL),
('43bea989-181a-418c-981d-808552560d0c', now() - interval '131.7614 days', now() - interval '55.9619 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 'cli', 8, '4ceb043d9bf024fcbd013c88a6c64a35d54df4bf', '67a219bb93eb0cb3403d6a857b234ac8bceb97f5afd61c1dab382b14d969cbca', NULL, '81a91f69-223f-428b-b4f0-5b70477c6a50'),
('be422bec-0c02-4a5c-b61a-4e502e19f8fb', now() - interval '79.6781 days', now() - interval '9.8466 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 'firefox', 1, NULL, '2449375f5e6c4f667e487d820d9d116c21ad94b631d6a98acb4fe2623dc38237', NULL, NULL),
('58f43958-2d63-48b7-b4bb-6c2eae22fe44', now() - interval '44.6036 days', now() - interval '22.9189 days', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 'iOS', 10, NULL, 'afb2c4fe973fe7cac23ba0d53261f533c917bb730abf785983a79ec3fcdb7104', NULL, NULL),
('6e45a118-2eae-4f0f-99af-b8665f6fc524', now() - interval '87.0225 days', now() - interval '42.8639 days', '244caf9c-4dab-4481-b253-edc618187993', 'firefox', 0, '56e573fef3e40493239b0b43c3aac4bc5384bf2b', '14d585acbb3141410f14314e45fe6a9a246820a9d53b13c791f53aa7669b08b9', NULL, '4957625f-e075-4bb6-9f65-70691f88cfac'),
('1840c04d-6742-4196-8d5d-c38580a888ee', now() - interval '3.0932 days', now() - interval '2.9447 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 'firefox', 14, NULL, '09d5a525cadedaea57a83a9dd1704d3222f949ecd5cf6789c10d74127f4f9da3', NULL, NULL),
('34665280-c2f1-49ea-b3c9-82ded7012537', now() - interval '354.5856 days', now() - interval '80.0061 days', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 'iOS', 8, NULL, 'b0c3ba5d3afe17bccb19d2771978e09ed1a2f65a4b472cb8190399cfd2701f29', NULL, NULL),
('96cd977f-c10e-4522-9106-73b65226229d', now() - interval '288.4615 days', now() - interval '57.3248 days', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 'iOS', 10, 'ca73d90396d478b4b4e281ffe7b8f7a057e2708d', '02f5a7111a8c4e1173cf39014fd9e70771d35f09bfa61943639eae678369c59e', NULL, '5df79937-106e-476f-a3c0-a19f72caf56a'),
('f67142a6-792d-4d6d-ae1b-90cf524fd687', now() - interval '323.6747 days', now() - interval '135.6518 days', '244caf9c-4dab-4481-b253-edc618187993', 'android', 14, NULL, 'f0726e7266ebd2e07cfb6a530b629d1585fbe92c04d6a46218ad9485cf0e1a91', NULL, NULL),
('2d851917-e345-468d-b4bf-6e85c7c9547c', now() - interval '15.0789 days', now() - interval '9.9294 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', 'android', 0, NULL, '4099bf1689d7cdbc3144a7b13ec9dc553cb3f16c4df7f1a27c1b42982d6518b9', NULL, NULL),
('527d5f6c-ebbf-433f-b29b-9a1763ddee2f', now() - interval '10.4464 days', now() - interval '6.9126 days', 'c7321cc0-07b3-4e14-9980-92253deffa38', 'firefox', 10, '41b1543123cafa745650235967cdf04d4ead1797', '3bb2c1abd562ec5310b2329f1bb78c38bb4cbf1832dc62df96517023103d73da', NULL, '21d5f945-5ff5-4941-a95a-054603df684b'),
('25ebb04c-0294-470d-bd4d-edf5866c23c5', now() - interval '37.7009 days', now() - interval '22.3679 days', '73f778aa-f6fa-4db8-a56a-bd72fb710734', 'android', 8, NULL, '18a15d45de125f4d1512fce11e465ce0067425a91005564b173aa7e21d8ee39e', NULL, NULL),
('0e284209-a4d5-4c7f-a93b-16f760cc4655', now() - interval '89.3829 days', now() - interval '37.5984 days', '82450164-728a-4fcf-b03a-07b28f2df760', 'android', 3, NULL, '38fec3deb3b8680308bb18f44ef0d274fe55302d806391751c5f4bb084f7f517', NULL, NULL),
('db3a4054-7080-4e09-a33b-cb5e5836f4aa', now() - interval '286.4454 days', now() - interval '235.0333 days', '9f8558a6-2851-4867-a66b-0d389d95847e', 'cli', 3, 'f86a80c4e793a7f9a5f46370404769bc717ab57b', '1438778aa960a9c5a48d9c2be9e99f596bfc1a10a3cadb86aa4e54fcd838e347', NULL, '7400102d-1974-4a15-a84d-c8328bc1d374'),
('ecc08211-9157-49fa-b827-5b3b813dd720', now() - interval '55.7661 days', now() - interval '49.9953 days', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', 'firefox', 1, NULL, 'b51c486c1e914daa387bd4b698a0cdd38eaf559a3d5663e1c036c09bd23376ed', NULL, NULL),
('7405f5f8-be80-4d3d-b099-3e57bd19cd55', now() - interval '67.9058 days', now() - interval '1.0970 days', '244caf9c-4dab-4481-b253-edc618187993', 'firefox', 1, NULL, '4803d1c61cfc928930b17f7200513d9fa9307886a9dff8fd6ecfcde2581bb0dc', NULL, NULL),
('80630d4e-6278-47cb-962b-cd216b5bc901', now() - interval '333.5984 days', now() - interval '330.2251 days', '834c687a-3acb-4266-820b-a2c250b601fc', 'firefox', 9, 'a67b49f112772dc282fb9e5a4b620ee379ea924b', 'db341802e0e7b906e0bfb0579965b748182ee31ecf82eaafca73378be1d026f8', NULL, '2ba05364-5c9b-444d-9292-03a9781cca9e'),
('83e63df7-0ae5-4166-92a0-93178a8a03e9', now() - interval '11.3390 days', now() - interval '5.2708 days', '09208a65-0f3e-4dd3-902b-938b8743feb6', 'android', 14, NULL, 'e21690f060d342cd6327fcc37c51e39fed6a292edf148b4d5b03dd68c6d215b2', NULL, NULL),
('97e6c86a-48bf-494e-b262-762573a0b254', now() - interval '177.8186 days', now() - interval '119.2930 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', 'cli', 2, NULL, 'abda6cd605b3b128482d9ec7ec3d02ab54b1e4080c9d9edb20e0f0bd73a38e4c', NULL, NULL),
('8976f6d3-26e4-44a9-9321-e13fee7dfbc6', now() - interval '200.1578 days', now() - interval '194.2345 days', '309d6b79-965e-4a32-9ae4-45508201e2bd', 'firefox', 8, '655e417db471b479a56a5a0e8b8b9480c149cc21', '98ede4dedaa08b9d23dbda29fcf1e6401fbd5d4cbcdf969ce21e21e1576dae27', NULL, 'a663c328-3ade-4b18-9423-b2156ef14ea0'),
('501e6eaf-9f73-4472-bced-163141880407', now() - interval '71.0575 days', now() - interval '38.4678 days', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 'firefox', 2, NULL, '8214ba127ae07942c6c2ce791820a286c1d5830c4230c395d83381fc973df0d5', NULL, NULL),
('0d6e60f2-66ef-4f8e-8d3b-d1a2fd4a7b1c', now() - interval '342.3438 days', now() - interval '22.7834 days', '9f8558a6-2851-4867-a66b-0d389d95847e', 'iOS', 8, NULL, '8f7890c54a9dfecf190459eaa974b3a0c930860dbf5847c21ddea7e5da53a5d8', NULL, NULL),
('3bef4f67-1c6d-4f1f-bdb7-7776e5b8ca24', now() - interval '61.4746 days', now() - interval '48.5802 days', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 'chrome', 10, 'f3a3c3faf1e7d023da5061845b6e4c83684e40d9', 'b2f7fc30bc5dfae621e56ee1db0ce32eeea5ae5b37eb2b372ff02c971d058503', NULL, '249937b3-d492-4d0f-9eb2-3aec7f51f0af'),
('24712b11-f00c-44e7-8a38-b5d6a633c3af', now() - interval '40.7326 days', now() - interval '21.0003 days', '73f778aa-f6fa-4db8-a56a-bd72fb710734', 'firefox', 3, NULL, '13a8c161ca4897b605896af093933976faa82d21aa04bc8ed02326046f6c0d49', NULL, NULL),
('42f0cc98-fe62-4d37-8074-61f382f85ec6', now() - interval '446.0788 days', now() - interval '1.6089 days', '244caf9c-4dab-4481-b253-edc618187993', 'Bitwarden Desktop', 0, NULL, '849eb80e09139e877c16cd3033b064938707d88a2fc4e306b8439eee929aa1e4', NULL, NULL),
('402e93f5-57a9-4e5b-b62d-e46f09cc5f91', now() - interval '26.9172 days', now() - interval '17.8558 days', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 'Bitwarden Desktop', 14, '5e9f2abd88f98bed93658de935bc5b26bab9253d', 'd0f8f254226f2f7ef3a964b2cfa8e286aa0e5f19aeba6a1f502069cded4c7a29', NULL, '6ee23fab-1ea3-4019-a24e-f475c6a86e95'),
('03aceed9-894c-4fba-b519-ee4d743da5dc', now() - interval '541.9891 days', now() - interval '254.0111 days', '36a80bdf-0023-4682-af55-70eed8e94b15', 'firefox', 1, NULL, 'ec7263f1df12828e36970c543050306bae8b186f5900e564cbaf52bf3bbf5764', NULL, NULL),
('3d106614-a4c9-43e1-b634-2d8b4795369c', now() - interval '98.2518 days', now() - interval '84.4658 days', '834c687a-3acb-4266-820b-a2c250b601fc', 'firefox', 3, NULL, '38ba934076589f2c39510303b10cb668cb687e6b21926a0d471d708dfc4cd8b3', NULL, NULL);

INSERT INTO twofactor (uuid, user_uuid, atype, enabled, data, last_used) VALUES
('8fa32444-892f-4b8f-a9b6-b25659e20525', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 0, true, '{}', 1726045931),
('ffb883d5-4d32-49fc-9822-074fca0a97d0', '244caf9c-4dab-4481-b253-edc618187993', 0, true, '{}', 1702272946),
('a9a63cc8-2135-4c5a-bce4-af0c9160366a', '9f8558a6-2851-4867-a66b-0d389d95847e', 0, true, '{}', 1717102943),
('5a4eae17-4b41-44e4-8ef7-496f831f9c86', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 1, true, '{}', 1708280402),
('0de68b78-7763-45cc-a9f6-d5e6973d8072', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 1, true, '{}', 1719759249),
('1ac0e54c-8ee0-4bd3-ab91-e04573a1ed8e', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 6, true, '{}', 1704618870),
('cf46d27c-1ab6-4861-a607-c126d9ca171a', '90f5380e-12b2-4414-ab77-730f65bd9acb', 1, true, '{}', 1704830448),
('2c737c6b-8664-4bc6-9078-52fcf866ab1e', 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', 6, true, '{}', 1720737028);

INSERT INTO twofactor_incomplete (user_uuid, device_uuid, device_name, login_time, ip_address, device_type) VALUES
('c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 'b67d3da3-dd25-4f75-b6a3-56749cb96a5b', 'firefox', now() - interval '126 minutes', '203.0.113.1', 10),
('244caf9c-4dab-4481-b253-edc618187993', '3a981f38-02bd-42f1-9280-8a5a69d32c35', 'firefox', now() - interval '162 minutes', '203.0.113.8', 10),
('9f8558a6-2851-4867-a66b-0d389d95847e', 'bc041395-1c0a-4132-9184-e67ecc10cc61', 'firefox', now() - interval '390 minutes', '203.0.113.15', 10),
('320094ea-d7a9-4ded-9749-1e2370c6a5b8', '9e5d4db8-87f4-401d-8b4c-61c42813e6c3', 'firefox', now() - interval '34 minutes', '203.0.113.22', 10),
('154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '4cfe668d-7e51-4ffc-9c39-ab0c67ab369c', 'firefox', now() - interval '561 minutes', '203.0.113.29', 10),
('111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 'c68d65e9-d900-45d3-8333-9b5da49ed517', 'firefox', now() - interval '52 minutes', '203.0.113.36', 10);

INSERT INTO twofactor_duo_ctx (state, user_email, nonce, exp) VALUES
('7de97d5d3fa50c96035620d43f74ac70', 'user0@example.org', '599c95c18dd2e79eef260270e8c47e68', extract(epoch from now())::bigint - 12571),
('a159b9a0e476e6c140352d146a72c3d0', 'user1@example.org', '0ef89178d7f8c916fb8339a3e096ea6e', extract(epoch from now())::bigint - 13436),
('780f26eff85f047dbbb3254a78f59acc', 'user2@example.org', 'deb407e8b8339a92f3fdb34c50b6ab08', extract(epoch from now())::bigint - 9613),
('f8ebdecd0c075ab679e5793525a13cfb', 'user3@example.org', '87b36d4242e9444150c18c2c22320709', extract(epoch from now())::bigint - 2367),
('ab0090ea5d315c29c794196fe5b5154b', 'user4@example.org', '83beb5e0bb284441bed62447cb9790fb', extract(epoch from now())::bigint - 6833);

INSERT INTO auth_requests (uuid, user_uuid, organization_uuid, request_device_identifier, device_type, request_ip, response_device_id, access_code, public_key, enc_key, master_password_hash, approved, creation_date, response_date, authentication_date) VALUES
('a83b209d-1c9b-4598-8967-0bb442c578ef', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, 'e5492d6c-542b-4037-ab51-ee5eeb38002e', 9, '198.51.100.10', '0d1d719c-8f16-401e-8274-24a58d2d9b08', 'code0', 'pubkey', '4.enc', NULL, true, now() - interval '1002 minutes', now() - interval '0 minutes', NULL),
('8f62e353-e2fd-474e-be43-b008a76e237b', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, 'fb473ff5-9162-42e7-a34c-5c49f24a6c6e', 9, '198.51.100.11', NULL, 'code1', 'pubkey', NULL, NULL, NULL, now() - interval '1026 minutes', NULL, NULL),
('64fa7de6-18df-4617-a763-8e61ed546869', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, 'bd44767b-4475-49a3-8ca2-0ea2a02b42db', 9, '198.51.100.12', 'ff45bef2-23c5-4202-bbc2-8907561795eb', 'code2', 'pubkey', '4.enc', NULL, true, now() - interval '1229 minutes', now() - interval '1 minutes', NULL),
('6de3902e-159e-4fa7-9e2b-f42d38551bdb', '244caf9c-4dab-4481-b253-edc618187993', NULL, '5bc54ae3-6278-4a00-ba14-4b1ccaac8c59', 9, '198.51.100.13', NULL, 'code3', 'pubkey', NULL, NULL, NULL, now() - interval '1329 minutes', NULL, NULL),
('1de68cbc-7368-48cd-9578-694f6e34e42c', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', NULL, '87f56ad9-d5ed-4aec-8fa7-eda80cb080a7', 9, '198.51.100.14', '3706c2dd-0ec1-4549-8eaf-ba1e655c31e4', 'code4', 'pubkey', '4.enc', NULL, true, now() - interval '127 minutes', now() - interval '0 minutes', NULL),
('529c4d96-8c2b-4775-a1d5-edfa8722ac82', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, 'accf60e5-3900-4ccd-9193-0537665561ef', 9, '198.51.100.15', NULL, 'code5', 'pubkey', NULL, NULL, NULL, now() - interval '204 minutes', NULL, NULL),
('507d73f1-084b-48c7-9f36-e6bdb68efb1e', '9f8558a6-2851-4867-a66b-0d389d95847e', NULL, '3af5ef2d-f373-4249-bbe8-6f3e5c0eb2a6', 9, '198.51.100.16', 'ce1e8d63-fe89-4f33-bfe4-8f5bdd563b02', 'code6', 'pubkey', '4.enc', NULL, true, now() - interval '1065 minutes', now() - interval '1 minutes', NULL),
('68175eb0-5f98-4850-824b-2632bbaec27a', '09208a65-0f3e-4dd3-902b-938b8743feb6', NULL, '01cfd8a5-1adc-4e39-b75f-839597e1b81b', 9, '198.51.100.17', NULL, 'code7', 'pubkey', NULL, NULL, NULL, now() - interval '1409 minutes', NULL, NULL),
('3f0d4d1c-f5f6-4bbb-9b72-c85197e68ec8', 'c7321cc0-07b3-4e14-9980-92253deffa38', NULL, 'b19c9b54-991a-4322-b69d-0c7b5d9a59f9', 9, '198.51.100.18', '131cba7a-acc1-4f3e-9e68-1d1889fc7375', 'code8', 'pubkey', '4.enc', NULL, true, now() - interval '756 minutes', now() - interval '1 minutes', NULL),
('96e52bbd-c33d-4934-9bf4-43a835b519f9', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', NULL, '7f64d30d-2f07-48f8-90ac-851a0e592dbe', 9, '198.51.100.19', NULL, 'code9', 'pubkey', NULL, NULL, NULL, now() - interval '242 minutes', NULL, NULL);

INSERT INTO emergency_access (uuid, grantor_uuid, grantee_uuid, email, key_encrypted, atype, status, wait_time_days, recovery_initiated_at, last_notification_at, updated_at, created_at) VALUES
('db1489ef-0d94-428f-983c-ba90c0f7d1a0', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, '4.key', 0, 2, 7, now() - interval '36.0254 days', NULL, now() - interval '54.0381 days', now() - interval '108.0763 days'),
('cec4ff6c-4526-4b19-96e7-28434080fdfd', '309d6b79-965e-4a32-9ae4-45508201e2bd', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, '4.key', 1, 3, 7, NULL, NULL, now() - interval '13.8190 days', now() - interval '27.6381 days'),
('5f94289a-dc2c-4e40-a5af-93c86ceecf5a', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, '4.key', 0, 0, 7, NULL, NULL, now() - interval '80.5867 days', now() - interval '161.1733 days'),
('18e5b3d0-ae0d-4e22-927c-196249284eca', '244caf9c-4dab-4481-b253-edc618187993', NULL, 'friend@example.net', NULL, 1, 0, 7, NULL, NULL, now() - interval '43.2177 days', now() - interval '86.4353 days');

INSERT INTO invitations (email) VALUES ('newhire1@acme.example'), ('newhire2@acme.example'), ('cousin@example.net');

INSERT INTO org_policies (uuid, org_uuid, atype, enabled, data) VALUES
('39ad7179-fbed-4a05-a58d-222a15e0e569', '1799e728-21af-414a-b91a-cb8d9279b1e9', 0, true, '{}'),
('08545246-5403-4c07-8014-ba52d4df9d54', '1799e728-21af-414a-b91a-cb8d9279b1e9', 1, true, '{"minLength":12}');

INSERT INTO organization_api_key (uuid, org_uuid, atype, api_key, revision_date) VALUES ('27e8f00f-d1c1-4ccb-a63d-33ea513e9bfd', '1799e728-21af-414a-b91a-cb8d9279b1e9', 0, 'orgapikey', now() - interval '50.0000 days');

INSERT INTO sends (uuid, user_uuid, organization_uuid, name, notes, atype, data, akey, password_hash, password_salt, password_iter, max_access_count, access_count, creation_date, revision_date, expiration_date, deletion_date, disabled, hide_email) VALUES
('c37a1045-ffed-43cb-8e86-8a47484a28e0', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, 5, 3, now() - interval '94.5962 days', now() - interval '94.5962 days', now() - interval '92.5962 days', now() - interval '94.5962 days' + interval '7 days', false, false),
('ed649a0a-2375-4cf0-8d55-cb5515738b5f', '563e9bed-4510-4358-acc6-d8f2c74c7ccf', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 2, now() - interval '5.7541 days', now() - interval '5.7541 days', NULL, now() - interval '5.7541 days' + interval '7 days', false, false),
('c0b31d58-aecf-4599-af30-1b409df36fca', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 1, now() - interval '76.6425 days', now() - interval '76.6425 days', now() - interval '74.6425 days', now() - interval '76.6425 days' + interval '7 days', false, false),
('6b18a854-7aaa-4c23-bca6-6006d2e42f4e', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, 5, 2, now() - interval '69.5796 days', now() - interval '69.5796 days', NULL, now() - interval '69.5796 days' + interval '7 days', false, false),
('70c5e8a3-155d-4d75-8809-8bb12c27bbc5', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 5, now() - interval '81.5573 days', now() - interval '81.5573 days', now() - interval '79.5573 days', now() - interval '81.5573 days' + interval '7 days', false, false),
('6fd745a7-ad5c-40db-b29b-0218c1c593ae', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 0, now() - interval '90.1872 days', now() - interval '90.1872 days', NULL, now() - interval '90.1872 days' + interval '7 days', false, false),
('1da909d6-d5de-4e44-924a-a589ba4a4f4d', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, 5, 2, now() - interval '53.4001 days', now() - interval '53.4001 days', now() - interval '51.4001 days', now() - interval '53.4001 days' + interval '7 days', false, false),
('1e4ee4b3-b3f7-4926-9cfd-1a18b643dcda', '601e5b45-7851-4608-8d65-0372e90794df', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 3, now() - interval '79.9496 days', now() - interval '79.9496 days', NULL, now() - interval '79.9496 days' + interval '7 days', false, false),
('de315fde-ec19-40c0-9d27-0cf38f6972ff', '68f918d8-f6cd-42f8-83e0-d681552454f1', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 1, now() - interval '37.2068 days', now() - interval '37.2068 days', now() - interval '35.2068 days', now() - interval '37.2068 days' + interval '7 days', false, false),
('f28aab9d-d6d9-45e7-a3d6-3fa0894cd25a', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, 5, 0, now() - interval '11.6403 days', now() - interval '11.6403 days', NULL, now() - interval '11.6403 days' + interval '7 days', false, false),
('e587a185-0808-47a0-a858-ae7178eeeee3', 'c7321cc0-07b3-4e14-9980-92253deffa38', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 3, now() - interval '18.6089 days', now() - interval '18.6089 days', now() - interval '16.6089 days', now() - interval '18.6089 days' + interval '7 days', false, false),
('7e92f87b-ed9c-4e4c-b3f1-a368aca3386c', '9f8558a6-2851-4867-a66b-0d389d95847e', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 3, now() - interval '111.6561 days', now() - interval '111.6561 days', NULL, now() - interval '111.6561 days' + interval '7 days', false, false),
('1af0029c-7b51-4c02-8751-7d3882f2f59f', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, 5, 4, now() - interval '52.4092 days', now() - interval '52.4092 days', now() - interval '50.4092 days', now() - interval '52.4092 days' + interval '7 days', false, false),
('33be6f22-52f6-43fa-95f8-792ec5e0cae8', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 0, now() - interval '89.0811 days', now() - interval '89.0811 days', NULL, now() - interval '89.0811 days' + interval '7 days', false, false),
('97664eaa-6083-44a9-9989-29d5a6c1e5b9', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 4, now() - interval '41.5521 days', now() - interval '41.5521 days', now() - interval '39.5521 days', now() - interval '41.5521 days' + interval '7 days', false, false),
('7657e28d-d7a0-4c31-96bc-0c8f93037161', '1ba1192e-c42b-4170-902a-174f11fa2ac0', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, 5, 2, now() - interval '82.0491 days', now() - interval '82.0491 days', NULL, now() - interval '82.0491 days' + interval '7 days', false, false),
('6576af77-fb09-4fca-b42e-9f777b0076d2', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 2, now() - interval '92.5054 days', now() - interval '92.5054 days', now() - interval '90.5054 days', now() - interval '92.5054 days' + interval '7 days', false, false),
('59d36bae-42e2-4ae6-a1e3-de453bcc1f27', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 5, now() - interval '10.8490 days', now() - interval '10.8490 days', NULL, now() - interval '10.8490 days' + interval '7 days', false, false),
('cd7cd176-106d-4913-abf4-d27c41ce67a2', '309d6b79-965e-4a32-9ae4-45508201e2bd', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, 5, 2, now() - interval '49.2982 days', now() - interval '49.2982 days', now() - interval '47.2982 days', now() - interval '49.2982 days' + interval '7 days', false, false),
('9e1d3caa-e877-409e-aec7-6c2e369e0124', '7ca07386-cc09-4a1e-b706-4c2c0f552c94', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 0, now() - interval '45.3086 days', now() - interval '45.3086 days', NULL, now() - interval '45.3086 days' + interval '7 days', false, false),
('63006987-74ae-4f78-87f0-9364e8ddaf66', '834c687a-3acb-4266-820b-a2c250b601fc', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 3, now() - interval '67.1436 days', now() - interval '67.1436 days', now() - interval '65.1436 days', now() - interval '67.1436 days' + interval '7 days', false, false),
('adef787e-1a30-4071-9eb4-83c7c0ccd618', '73f778aa-f6fa-4db8-a56a-bd72fb710734', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, 5, 2, now() - interval '14.1051 days', now() - interval '14.1051 days', NULL, now() - interval '14.1051 days' + interval '7 days', false, false),
('5a18fe0a-b2cf-4480-be50-9cf708fa73da', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 4, now() - interval '60.0744 days', now() - interval '60.0744 days', now() - interval '58.0744 days', now() - interval '60.0744 days' + interval '7 days', false, false),
('725b7a87-26cc-4590-bd54-c4845541d342', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 2, now() - interval '19.1501 days', now() - interval '19.1501 days', NULL, now() - interval '19.1501 days' + interval '7 days', false, false),
('37eee159-27fb-4b30-88b9-73d43f3f3555', '244caf9c-4dab-4481-b253-edc618187993', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, 5, 1, now() - interval '96.6901 days', now() - interval '96.6901 days', now() - interval '94.6901 days', now() - interval '96.6901 days' + interval '7 days', false, false),
('29c12202-1eed-4f50-981b-b6319c1ddafd', '82450164-728a-4fcf-b03a-07b28f2df760', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 1, now() - interval '103.3388 days', now() - interval '103.3388 days', NULL, now() - interval '103.3388 days' + interval '7 days', false, false),
('1be3763b-5d30-43b1-930f-8f4bb074888b', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 5, now() - interval '69.8933 days', now() - interval '69.8933 days', now() - interval '67.8933 days', now() - interval '69.8933 days' + interval '7 days', false, false),
('fb6314da-ba14-40a5-94a8-42fddb8c8e4e', '563e9bed-4510-4358-acc6-d8f2c74c7ccf', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, 5, 2, now() - interval '96.8284 days', now() - interval '96.8284 days', NULL, now() - interval '96.8284 days' + interval '7 days', false, false),
('e3abd8d2-8986-423b-ac28-8fff05346c2e', '6822a6b2-4735-4f1c-a7a1-149075139237', NULL, '2.send', NULL, 0, '{}', '2.akey', NULL, NULL, NULL, NULL, 2, now() - interval '13.2512 days', now() - interval '13.2512 days', now() - interval '11.2512 days', now() - interval '13.2512 days' + interval '7 days', false, false),
('433af9c6-21ad-42cb-8f90-207240bbea2f', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', NULL, '2.send', NULL, 1, '{}', '2.akey', NULL, NULL, NULL, NULL, 3, now() - interval '80.1324 days', now() - interval '80.1324 days', NULL, now() - interval '80.1324 days' + interval '7 days', false, false);

INSERT INTO event (uuid, event_type, user_uuid, org_uuid, cipher_uuid, collection_uuid, group_uuid, org_user_uuid, act_user_uuid, device_type, ip_address, event_date, policy_uuid, provider_uuid, provider_user_uuid, provider_org_uuid) VALUES
('825b4ec9-f184-4922-870f-def6cb2ac0f1', 1100, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'cc5dcd5f-d17f-47d2-9dbc-8dddb8d0c65d', NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 2, '192.0.2.41', now() - interval '30.3020 days', NULL, NULL, NULL, NULL),
('ccdb808b-8b35-4546-96de-b8849c015d97', 1000, '563e9bed-4510-4358-acc6-d8f2c74c7ccf', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 8, '192.0.2.79', now() - interval '328.7661 days', NULL, NULL, NULL, NULL),
('7b23cc75-3bc1-4191-8ae3-bfc4c98b6109', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.89', now() - interval '21.7326 days', NULL, NULL, NULL, NULL),
('e2b1da74-5948-4385-ba04-844d90e6a689', 1100, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', '138684f6-cfae-4b02-8c40-564098fb212e', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 9, '192.0.2.244', now() - interval '291.6930 days', NULL, NULL, NULL, NULL),
('e6d7cd8a-4d65-4ced-9260-d980be26aff7', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 9, '192.0.2.239', now() - interval '219.9635 days', NULL, NULL, NULL, NULL),
('5a868ee3-4f2f-42da-9e0f-4fdbfd238077', 1005, '244caf9c-4dab-4481-b253-edc618187993', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 9, '192.0.2.243', now() - interval '226.1727 days', NULL, NULL, NULL, NULL),
('249a2d16-9228-4cd6-a9cd-b62d079893db', 1000, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 2, '192.0.2.135', now() - interval '266.5423 days', NULL, NULL, NULL, NULL),
('7fbe2425-9cce-44b5-9aaf-1343b1d20442', 1114, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '212462ac-429d-4542-acde-8a070787b26d', NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 9, '192.0.2.107', now() - interval '271.7809 days', NULL, NULL, NULL, NULL),
('8ebd1a99-0790-4ea3-bca8-cabeb1886c7c', 1000, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 10, '192.0.2.231', now() - interval '55.8052 days', NULL, NULL, NULL, NULL),
('26b0da08-f05a-4c53-85c2-d579b3bbdf48', 1005, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 2, '192.0.2.240', now() - interval '120.0864 days', NULL, NULL, NULL, NULL),
('af8b5cf0-ff1d-4849-9734-c4a3cba2c3e2', 1107, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'ed3f6af5-e53e-4520-8d0a-03a5fa257a76', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 10, '192.0.2.23', now() - interval '317.6257 days', NULL, NULL, NULL, NULL),
('de79f613-4c44-4f51-9c9a-d1631bf196d6', 1000, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 9, '192.0.2.107', now() - interval '307.6958 days', NULL, NULL, NULL, NULL),
('947fd6c4-d8bb-43b9-850f-67639acdcdbb', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 9, '192.0.2.96', now() - interval '12.7847 days', NULL, NULL, NULL, NULL),
('59bf6b54-685a-445f-bb66-9e84d558a948', 1102, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', '0d83bd85-63d4-40ba-af30-31e2c130620a', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 10, '192.0.2.89', now() - interval '27.1634 days', NULL, NULL, NULL, NULL),
('86af700e-5ea4-4e77-95ec-41940c3d89ed', 1100, '563e9bed-4510-4358-acc6-d8f2c74c7ccf', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'be6e0ec5-c728-4420-9d30-68a36b666ff6', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 8, '192.0.2.117', now() - interval '156.7885 days', NULL, NULL, NULL, NULL),
('40e0840a-3620-42bd-a664-3fa033683f8d', 1000, '834c687a-3acb-4266-820b-a2c250b601fc', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 2, '192.0.2.57', now() - interval '260.6277 days', NULL, NULL, NULL, NULL),
('9c38f108-a783-4704-ad97-fe3b3cfe03db', 1000, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 8, '192.0.2.147', now() - interval '313.4635 days', NULL, NULL, NULL, NULL),
('827c8ab6-4d2e-4a18-90d6-c5533b728cb4', 1100, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', '9d8a9ea9-1d61-4a4c-85d7-90b6932d823f', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 10, '192.0.2.173', now() - interval '350.8028 days', NULL, NULL, NULL, NULL),
('c372c097-af4a-4a72-941d-6d9017b3f671', 1114, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '46565bb6-5bf3-49c4-98b8-43a49ffe747c', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 2, '192.0.2.56', now() - interval '13.7817 days', NULL, NULL, NULL, NULL),
('11e4979a-5b40-4c9e-ab75-15445ee87d60', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 2, '192.0.2.35', now() - interval '17.9682 days', NULL, NULL, NULL, NULL),
('61252e17-34f9-4e90-8a59-b6ecfe1920e3', 1101, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'dc72f57f-3422-4c67-9e32-f28974a8039f', NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 9, '192.0.2.122', now() - interval '167.6412 days', NULL, NULL, NULL, NULL),
('f4479743-6161-4efe-886c-480e7fbca4cb', 1000, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 2, '192.0.2.235', now() - interval '389.7468 days', NULL, NULL, NULL, NULL),
('f5e2ac6e-7e29-4f6d-a0cd-579c28eb66b8', 1005, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 8, '192.0.2.88', now() - interval '63.3992 days', NULL, NULL, NULL, NULL),
('f212f8df-51c8-4121-b6eb-32abcdb7350d', 1000, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 10, '192.0.2.61', now() - interval '55.4222 days', NULL, NULL, NULL, NULL),
('7428f6cd-ab15-4606-b302-dd4de2b94323', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '6822a6b2-4735-4f1c-a7a1-149075139237', 8, '192.0.2.187', now() - interval '54.2793 days', NULL, NULL, NULL, NULL),
('fbc57c05-1257-4596-9ee7-8c74f05a631f', 1000, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 8, '192.0.2.174', now() - interval '48.0572 days', NULL, NULL, NULL, NULL),
('461d479e-1f6e-44ad-951c-05902eceaef7', 1101, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', '5c97fdc1-1593-4724-bf90-ee4f842374f6', NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.243', now() - interval '19.6999 days', NULL, NULL, NULL, NULL),
('f9bc36e3-4f35-4776-abf2-493513a22002', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 10, '192.0.2.248', now() - interval '36.8545 days', NULL, NULL, NULL, NULL),
('e4a6febf-caf4-474c-bbcf-fb754b5fb3ce', 1000, '90f5380e-12b2-4414-ab77-730f65bd9acb', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.155', now() - interval '132.1667 days', NULL, NULL, NULL, NULL),
('f1ae4a44-25bb-4b4b-b0d7-b73509fc853c', 1107, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'f93c6dd3-73c9-45e7-9fc0-3d1ee20b315a', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.113', now() - interval '398.9439 days', NULL, NULL, NULL, NULL),
('0ba5fe54-29af-4537-8821-75950d48bd22', 1114, '73f778aa-f6fa-4db8-a56a-bd72fb710734', '1799e728-21af-414a-b91a-cb8d9279b1e9', '5a0ad3aa-1519-4708-a0df-cf27d27462bc', NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 2, '192.0.2.189', now() - interval '305.0808 days', NULL, NULL, NULL, NULL),
('f623c0eb-cc95-4383-ac8f-e9943840b006', 1000, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.120', now() - interval '329.0389 days', NULL, NULL, NULL, NULL),
('0aa2a783-f8cf-407b-8de7-484e2a94b778', 1000, '309d6b79-965e-4a32-9ae4-45508201e2bd', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 8, '192.0.2.218', now() - interval '9.8501 days', NULL, NULL, NULL, NULL),
('be2ca72a-9fb8-4334-8031-6e2a79121ee3', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 10, '192.0.2.92', now() - interval '247.5033 days', NULL, NULL, NULL, NULL),
('8a455da3-6dfb-4a7e-aabe-0a4f9cc42252', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.86', now() - interval '57.4669 days', NULL, NULL, NULL, NULL),
('da5cd0c5-9f33-4247-af94-0f71ad7b0067', 1005, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 2, '192.0.2.131', now() - interval '379.7595 days', NULL, NULL, NULL, NULL),
('3c30a7cc-5042-4590-b930-4b85ef0ff4bf', 1000, '834c687a-3acb-4266-820b-a2c250b601fc', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 10, '192.0.2.180', now() - interval '224.5658 days', NULL, NULL, NULL, NULL),
('00d1f11b-aff3-4366-a244-483d18d0b4d0', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '6822a6b2-4735-4f1c-a7a1-149075139237', 2, '192.0.2.144', now() - interval '378.9892 days', NULL, NULL, NULL, NULL),
('a9a9c770-006b-44f1-af84-891e61025f06', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 2, '192.0.2.69', now() - interval '44.8302 days', NULL, NULL, NULL, NULL),
('7f5c4925-51ca-4a4d-9706-3b970e6daf2e', 1107, '90f5380e-12b2-4414-ab77-730f65bd9acb', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2c0908b2-5323-40cc-861f-e8164c9ccb6d', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.165', now() - interval '199.0953 days', NULL, NULL, NULL, NULL),
('15a9f9f4-0cdf-4f49-b157-21d489db4857', 1100, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'cbf8f01a-80ad-424a-a11b-2b6da715a0fb', NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 9, '192.0.2.61', now() - interval '57.2115 days', NULL, NULL, NULL, NULL),
('a2186f64-e71f-4af3-b1e5-46e1413094ab', 1000, '73f778aa-f6fa-4db8-a56a-bd72fb710734', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 2, '192.0.2.91', now() - interval '233.2922 days', NULL, NULL, NULL, NULL),
('4a65b765-26c7-4b53-bb71-d8f9dbff46c8', 1107, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8419bd91-0b40-4faf-b82a-ead189cf6d5a', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 8, '192.0.2.238', now() - interval '222.0694 days', NULL, NULL, NULL, NULL),
('4c7d38f8-cdb1-411a-b233-4f14d58ad1b1', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 10, '192.0.2.205', now() - interval '78.5934 days', NULL, NULL, NULL, NULL),
('1e1dc9e6-2d1c-481a-a188-7625cd208140', 1100, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'd61aa2f7-a756-4c51-a749-959b5e7381ce', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 8, '192.0.2.183', now() - interval '291.7117 days', NULL, NULL, NULL, NULL),
('cab096fd-788d-443f-97d8-92ada86d6c55', 1114, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', '7354293c-2141-46d1-a352-2556b8edb5e1', NULL, NULL, NULL, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 9, '192.0.2.250', now() - interval '97.6354 days', NULL, NULL, NULL, NULL),
('63d33bf3-df10-44e1-89bd-e41afb705fe3', 1100, '90f5380e-12b2-4414-ab77-730f65bd9acb', '1799e728-21af-414a-b91a-cb8d9279b1e9', '58fc0a18-cf7d-47e7-a0bd-016bbda334ae', NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 8, '192.0.2.48', now() - interval '266.8841 days', NULL, NULL, NULL, NULL),
('bfc45975-2012-4a44-a625-227d9f758565', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 2, '192.0.2.223', now() - interval '244.1474 days', NULL, NULL, NULL, NULL),
('7e65c709-f184-4050-83b2-b37a91b3a0f6', 1000, '73f778aa-f6fa-4db8-a56a-bd72fb710734', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 10, '192.0.2.99', now() - interval '163.0260 days', NULL, NULL, NULL, NULL),
('cbb05c96-7ff9-4f9f-a939-22fce23309af', 1000, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 10, '192.0.2.168', now() - interval '284.4189 days', NULL, NULL, NULL, NULL),
('50e35ae1-6e69-47b8-840d-3a78273e7783', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.177', now() - interval '247.3258 days', NULL, NULL, NULL, NULL),
('54a15732-1a6f-4c46-b134-e219c58b5327', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 9, '192.0.2.234', now() - interval '74.9338 days', NULL, NULL, NULL, NULL),
('76d2ac95-f669-4626-8d8b-a7df9e8f23fc', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 8, '192.0.2.28', now() - interval '10.6513 days', NULL, NULL, NULL, NULL),
('dccd7232-18bf-40b6-890f-e47710dcb351', 1107, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'c8b2b51e-a446-425e-8db0-68cd55045bb4', NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 2, '192.0.2.194', now() - interval '111.7188 days', NULL, NULL, NULL, NULL),
('5d3ef752-94ae-4101-aeca-381933013854', 1100, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '46565bb6-5bf3-49c4-98b8-43a49ffe747c', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 2, '192.0.2.84', now() - interval '297.8373 days', NULL, NULL, NULL, NULL),
('86e3c87b-4bac-43f0-9af5-b2f3f56c9959', 1000, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 10, '192.0.2.105', now() - interval '159.3241 days', NULL, NULL, NULL, NULL),
('79da6dc3-6ed8-4214-ade8-b9f71f382584', 1000, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 8, '192.0.2.151', now() - interval '368.0474 days', NULL, NULL, NULL, NULL),
('c41d434d-2e8f-4371-b07a-aed1165871a7', 1114, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'b28302c1-8a29-410d-9882-62d5c751459f', NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 10, '192.0.2.48', now() - interval '216.4794 days', NULL, NULL, NULL, NULL),
('51bcfd3c-ef55-49b5-ba0e-7a2395ac049e', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7321cc0-07b3-4e14-9980-92253deffa38', 9, '192.0.2.181', now() - interval '220.5144 days', NULL, NULL, NULL, NULL),
('798fafd3-f3ad-4e1b-9b48-a834f9d36cae', 1102, '82450164-728a-4fcf-b03a-07b28f2df760', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8f5a43e4-e83f-4c55-97f7-b3fa83a39808', NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 8, '192.0.2.228', now() - interval '23.1890 days', NULL, NULL, NULL, NULL),
('b1c944b5-76ff-45cc-84f8-d5ca008ad94b', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 10, '192.0.2.109', now() - interval '361.8482 days', NULL, NULL, NULL, NULL),
('ae6ab3bb-3d6d-4170-a64f-6ee5d09d19a0', 1102, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', '3d08814d-20fd-4aee-bbfa-15354a45e625', NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 9, '192.0.2.23', now() - interval '199.2886 days', NULL, NULL, NULL, NULL),
('6713cfb7-7942-4f07-9200-46bf0e03ec78', 1005, '244caf9c-4dab-4481-b253-edc618187993', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 2, '192.0.2.19', now() - interval '284.2011 days', NULL, NULL, NULL, NULL),
('3ec5019b-f427-4f96-b53c-89a41b095e11', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 8, '192.0.2.238', now() - interval '297.1959 days', NULL, NULL, NULL, NULL),
('d5d57d37-388f-4014-85a0-878f4ddddc1c', 1101, '244caf9c-4dab-4481-b253-edc618187993', '1799e728-21af-414a-b91a-cb8d9279b1e9', '6f4edf08-18d6-484d-a34d-585b426e6ddf', NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 2, '192.0.2.223', now() - interval '393.4642 days', NULL, NULL, NULL, NULL),
('448e6c8a-b545-419b-97ac-6e5eca926d29', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 10, '192.0.2.94', now() - interval '354.8194 days', NULL, NULL, NULL, NULL),
('9fb3e646-3612-498e-90c7-6d106f67c179', 1107, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '1799e728-21af-414a-b91a-cb8d9279b1e9', '6df8d816-0efc-438b-98b8-4db39c75bdf3', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 2, '192.0.2.224', now() - interval '265.0790 days', NULL, NULL, NULL, NULL),
('e12a7121-a022-4250-b93a-9d20bc290f49', 1107, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '212462ac-429d-4542-acde-8a070787b26d', NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 2, '192.0.2.174', now() - interval '121.4848 days', NULL, NULL, NULL, NULL),
('4bd781be-3a0f-4c87-bdad-e0dd13300ff7', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '09208a65-0f3e-4dd3-902b-938b8743feb6', 2, '192.0.2.112', now() - interval '359.1987 days', NULL, NULL, NULL, NULL),
('8a05bd50-15ca-49a7-8536-e35599c900cd', 1005, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 2, '192.0.2.5', now() - interval '85.0810 days', NULL, NULL, NULL, NULL),
('6138e56f-9d0f-4bb0-971f-4d9d426cd391', 1102, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', '029914eb-b5c8-4913-9caf-7c5c861b6fd3', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 2, '192.0.2.77', now() - interval '335.9566 days', NULL, NULL, NULL, NULL),
('7f86c217-0f4d-40fc-af02-848fe9a9e3b5', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 10, '192.0.2.215', now() - interval '397.4689 days', NULL, NULL, NULL, NULL),
('c2fecdd8-b659-4971-b64d-d7a8fa4a9526', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 8, '192.0.2.149', now() - interval '260.8887 days', NULL, NULL, NULL, NULL),
('8b57a713-6858-4bb9-8fb0-b511ae5c9c9a', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '73f778aa-f6fa-4db8-a56a-bd72fb710734', 9, '192.0.2.35', now() - interval '191.2720 days', NULL, NULL, NULL, NULL),
('f349cff6-824e-406f-ba01-1344cf4b8ba8', 1101, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'b2aaeebe-e135-4b64-a2a8-24352c00b050', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 8, '192.0.2.194', now() - interval '301.0912 days', NULL, NULL, NULL, NULL),
('a01e42dc-ec26-45c6-aac4-081d53b8b8bb', 1107, '6822a6b2-4735-4f1c-a7a1-149075139237', '1799e728-21af-414a-b91a-cb8d9279b1e9', '4814c6e8-c070-4264-a82e-86f8c20e8d98', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 2, '192.0.2.75', now() - interval '226.8608 days', NULL, NULL, NULL, NULL),
('0c5712a5-9b18-4f34-991d-1cb7252c7f77', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 2, '192.0.2.136', now() - interval '362.4660 days', NULL, NULL, NULL, NULL),
('5a45fff4-4a4c-4079-b416-f4fb05c5b98a', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '834c687a-3acb-4266-820b-a2c250b601fc', 9, '192.0.2.20', now() - interval '222.8876 days', NULL, NULL, NULL, NULL),
('d41404ae-5d0a-4968-b0b1-b25f2b0e7271', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9f8558a6-2851-4867-a66b-0d389d95847e', 2, '192.0.2.181', now() - interval '3.6191 days', NULL, NULL, NULL, NULL),
('8a1ca2f0-062f-4e10-837e-a01a898e457e', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '6822a6b2-4735-4f1c-a7a1-149075139237', 2, '192.0.2.169', now() - interval '109.4520 days', NULL, NULL, NULL, NULL),
('9c7ef394-eefd-4ef7-959a-d5f7df641c47', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '09208a65-0f3e-4dd3-902b-938b8743feb6', 10, '192.0.2.46', now() - interval '161.8363 days', NULL, NULL, NULL, NULL),
('30f9034b-bd2e-4d93-86d7-aabecb47f9f5', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7321cc0-07b3-4e14-9980-92253deffa38', 9, '192.0.2.126', now() - interval '10.1724 days', NULL, NULL, NULL, NULL),
('dc0a3281-4a8d-4b9d-91a3-4735aa61bedd', 1000, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 10, '192.0.2.160', now() - interval '23.0202 days', NULL, NULL, NULL, NULL),
('37e8e68c-e785-41b4-a0e0-4b62cfc0dfb1', 1101, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', '55a32d72-1584-4cb1-8ba2-f285c9be7d01', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 8, '192.0.2.8', now() - interval '281.3778 days', NULL, NULL, NULL, NULL),
('5bf0826b-fcac-40fe-8158-de799bfa37c6', 1100, '90f5380e-12b2-4414-ab77-730f65bd9acb', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2c0908b2-5323-40cc-861f-e8164c9ccb6d', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 10, '192.0.2.155', now() - interval '176.7442 days', NULL, NULL, NULL, NULL),
('c9b80b75-575b-4cb7-abf5-f5a7f6d8d535', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 2, '192.0.2.45', now() - interval '247.8780 days', NULL, NULL, NULL, NULL),
('5aec4f31-791e-4474-abe0-f393c3891487', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '6822a6b2-4735-4f1c-a7a1-149075139237', 10, '192.0.2.198', now() - interval '331.0662 days', NULL, NULL, NULL, NULL),
('7e3172db-3a8f-4c6c-8f22-33e75d412274', 1107, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', '193585f8-85fa-426b-8ba1-8f333e63aac2', NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 9, '192.0.2.197', now() - interval '353.0783 days', NULL, NULL, NULL, NULL),
('0b53d842-52f5-43e1-9860-0d4406407e50', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '6822a6b2-4735-4f1c-a7a1-149075139237', 2, '192.0.2.154', now() - interval '336.4472 days', NULL, NULL, NULL, NULL),
('055a304a-6ae9-43d2-9a12-7ecbcb02f507', 1000, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 8, '192.0.2.12', now() - interval '213.3148 days', NULL, NULL, NULL, NULL),
('38966739-49fe-4ae9-878d-d33577aaf87d', 1000, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 8, '192.0.2.64', now() - interval '266.8107 days', NULL, NULL, NULL, NULL),
('0427aa40-03d6-4b68-82cd-209e4cbac78d', 1100, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '46565bb6-5bf3-49c4-98b8-43a49ffe747c', NULL, NULL, NULL, '6822a6b2-4735-4f1c-a7a1-149075139237', 8, '192.0.2.107', now() - interval '144.0000 days', NULL, NULL, NULL, NULL),
('18a2e3a5-d895-4499-a998-03d91ceba5b3', 1000, '6822a6b2-4735-4f1c-a7a1-149075139237', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 10, '192.0.2.80', now() - interval '236.8103 days', NULL, NULL, NULL, NULL),
('801f0856-b7cd-4c8c-b13f-f13171ba0a4d', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '09208a65-0f3e-4dd3-902b-938b8743feb6', 2, '192.0.2.210', now() - interval '218.0106 days', NULL, NULL, NULL, NULL),
('9347d559-8767-4900-b1ab-69ea77f69274', 1100, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', '138684f6-cfae-4b02-8c40-564098fb212e', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 8, '192.0.2.6', now() - interval '156.0016 days', NULL, NULL, NULL, NULL),
('9ecfea79-0a0b-4d45-8bdf-190ba5dd6b9f', 1000, '73f778aa-f6fa-4db8-a56a-bd72fb710734', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.134', now() - interval '118.4764 days', NULL, NULL, NULL, NULL),
('be9a793c-5f0e-4718-b113-ccca767bb27e', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 9, '192.0.2.102', now() - interval '76.5029 days', NULL, NULL, NULL, NULL),
('df7091ae-eac0-406d-a78e-dc10fdca4d2f', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9f8558a6-2851-4867-a66b-0d389d95847e', 9, '192.0.2.29', now() - interval '200.4863 days', NULL, NULL, NULL, NULL),
('4f513da4-8e5e-4af6-83ca-e1176d366002', 1114, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'f7e0a3c1-cea9-4bc1-967a-f36a59b676c2', NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 8, '192.0.2.133', now() - interval '98.7704 days', NULL, NULL, NULL, NULL),
('ddcf8240-036d-4c9d-9cd6-9d9cfe47b8ab', 1114, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '1799e728-21af-414a-b91a-cb8d9279b1e9', '10ded65a-2ab1-44ee-b0e4-823617dd6621', NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 2, '192.0.2.184', now() - interval '142.7090 days', NULL, NULL, NULL, NULL),
('e55f24c2-f079-435b-bd58-ebf98ff9f267', 1107, '90f5380e-12b2-4414-ab77-730f65bd9acb', '1799e728-21af-414a-b91a-cb8d9279b1e9', '58fc0a18-cf7d-47e7-a0bd-016bbda334ae', NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 9, '192.0.2.150', now() - interval '255.8043 days', NULL, NULL, NULL, NULL),
('ac976130-3e04-46a7-a67d-4e66be9cfa73', 1107, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', '1799e728-21af-414a-b91a-cb8d9279b1e9', '1d417ead-8930-4bcd-a93c-c50d3372969f', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 10, '192.0.2.240', now() - interval '283.8291 days', NULL, NULL, NULL, NULL),
('a1aecff0-ebf3-4f0e-93e8-0ba3fd5cd70c', 1101, '563e9bed-4510-4358-acc6-d8f2c74c7ccf', '1799e728-21af-414a-b91a-cb8d9279b1e9', '11de664e-e086-4b74-97eb-8333e1f1e310', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 9, '192.0.2.57', now() - interval '178.7875 days', NULL, NULL, NULL, NULL),
('4fa50928-c30b-474c-be26-23b212a193ff', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 10, '192.0.2.246', now() - interval '288.6125 days', NULL, NULL, NULL, NULL),
('432352bd-2f19-42fb-a307-1c36f9fd7d97', 1000, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 10, '192.0.2.195', now() - interval '356.5012 days', NULL, NULL, NULL, NULL),
('23f85336-b733-442e-8c41-50a2b9e688b3', 1000, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 9, '192.0.2.190', now() - interval '66.2100 days', NULL, NULL, NULL, NULL),
('ce15b1dc-5241-4a90-bc04-23fdf54317cb', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7321cc0-07b3-4e14-9980-92253deffa38', 10, '192.0.2.82', now() - interval '65.4045 days', NULL, NULL, NULL, NULL),
('ddac1723-0b31-418d-af22-8298ef71760e', 1000, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 2, '192.0.2.226', now() - interval '254.0492 days', NULL, NULL, NULL, NULL),
('6a561c40-2f6d-4894-a5d9-e126b708eecd', 1102, 'c7321cc0-07b3-4e14-9980-92253deffa38', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'c0db84e1-4754-4eb6-a212-e20c30a5746d', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.62', now() - interval '329.4593 days', NULL, NULL, NULL, NULL),
('4070da7f-10de-479a-953b-332aaca9b11e', 1005, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 10, '192.0.2.98', now() - interval '236.3544 days', NULL, NULL, NULL, NULL),
('b10c4e2e-a0bb-41a3-a6b1-8f3dab7041db', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 8, '192.0.2.127', now() - interval '115.9666 days', NULL, NULL, NULL, NULL),
('87ed0609-1f3c-4587-a251-fcd996918fef', 1107, '834c687a-3acb-4266-820b-a2c250b601fc', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8b1a628a-0987-4038-b55a-3f3070b0561d', NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 9, '192.0.2.30', now() - interval '2.8303 days', NULL, NULL, NULL, NULL),
('25f91d7b-63aa-4b71-947c-69af8eb9d0fb', 1101, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'ed3f6af5-e53e-4520-8d0a-03a5fa257a76', NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 10, '192.0.2.129', now() - interval '11.1701 days', NULL, NULL, NULL, NULL),
('7c074e03-308d-47e2-b2cd-165c3d26e3f7', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 9, '192.0.2.139', now() - interval '4.5459 days', NULL, NULL, NULL, NULL),
('39b345a1-77c1-4d07-a22f-806b30829496', 1000, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 2, '192.0.2.191', now() - interval '345.8834 days', NULL, NULL, NULL, NULL),
('d3457b99-59c9-4776-8d37-1d90e00ed71e', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 10, '192.0.2.71', now() - interval '65.2821 days', NULL, NULL, NULL, NULL),
('61878d47-a5ad-4d23-a07f-a9ef3dd4c6ae', 1000, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 9, '192.0.2.183', now() - interval '64.9265 days', NULL, NULL, NULL, NULL),
('09917a15-cda8-4863-aa93-8c70fd11ab9b', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '244caf9c-4dab-4481-b253-edc618187993', 10, '192.0.2.74', now() - interval '18.6664 days', NULL, NULL, NULL, NULL),
('a3eec348-12db-4e48-b357-67936fde144f', 1000, '9f8558a6-2851-4867-a66b-0d389d95847e', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 9, '192.0.2.44', now() - interval '71.9775 days', NULL, NULL, NULL, NULL),
('bf3f0402-9171-4194-a0cf-edc9264d2f9b', 1102, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'dcd1debb-7b8c-4eac-97a8-c7a6f4ff3847', NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 2, '192.0.2.2', now() - interval '330.5915 days', NULL, NULL, NULL, NULL),
('55f4a518-ce74-42f4-b180-ef710731814a', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 2, '192.0.2.228', now() - interval '189.7185 days', NULL, NULL, NULL, NULL),
('aa290d24-f09b-4865-8934-c9588ab6a1f8', 1100, '73f778aa-f6fa-4db8-a56a-bd72fb710734', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8420ca1d-cf5c-4233-9e86-e0c8e8799892', NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 10, '192.0.2.99', now() - interval '315.4951 days', NULL, NULL, NULL, NULL),
('0a75f63d-a72f-4e9d-a881-5f041b9140f0', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7321cc0-07b3-4e14-9980-92253deffa38', 8, '192.0.2.77', now() - interval '320.0135 days', NULL, NULL, NULL, NULL),
('2f8a6d63-a493-4f5d-acbc-96abbbc83277', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 8, '192.0.2.196', now() - interval '117.1264 days', NULL, NULL, NULL, NULL),
('af1807b7-ddac-4ff4-aa45-1311bd90803f', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '6822a6b2-4735-4f1c-a7a1-149075139237', 8, '192.0.2.60', now() - interval '100.6844 days', NULL, NULL, NULL, NULL),
('7f26eb4f-6758-4be2-8276-df6124cb7aa0', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 10, '192.0.2.199', now() - interval '335.6917 days', NULL, NULL, NULL, NULL),
('3560f522-4799-4e5d-942a-91c4a0f6307d', 1102, '82450164-728a-4fcf-b03a-07b28f2df760', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8f5a43e4-e83f-4c55-97f7-b3fa83a39808', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 2, '192.0.2.50', now() - interval '312.3026 days', NULL, NULL, NULL, NULL),
('b19a8a78-8192-4d8e-9d98-464f2fe13491', 1100, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'cc5dcd5f-d17f-47d2-9dbc-8dddb8d0c65d', NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 8, '192.0.2.51', now() - interval '107.1742 days', NULL, NULL, NULL, NULL),
('00429c5b-1d7a-4b60-8047-bae0bbc7ea25', 1101, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'ed3f6af5-e53e-4520-8d0a-03a5fa257a76', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 8, '192.0.2.165', now() - interval '152.1287 days', NULL, NULL, NULL, NULL),
('b74d4fa8-6e66-4e32-90b4-250a06ebbbac', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '09208a65-0f3e-4dd3-902b-938b8743feb6', 2, '192.0.2.46', now() - interval '110.0841 days', NULL, NULL, NULL, NULL),
('8fd7e23a-5156-41d1-84a7-56a16bc301c3', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 10, '192.0.2.81', now() - interval '289.0475 days', NULL, NULL, NULL, NULL),
('ea34d0c6-26e7-49a0-9e65-97caaf7dcb1d', 1114, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'c9ebdf9b-fb61-456f-9154-f7d1b32b6169', NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 10, '192.0.2.158', now() - interval '289.4229 days', NULL, NULL, NULL, NULL),
('8ba1b7e2-2eea-4c97-9835-8afb69faed5d', 1102, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'b7e06d03-e8f5-4608-830a-c63152056395', NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 8, '192.0.2.248', now() - interval '239.5948 days', NULL, NULL, NULL, NULL),
('759b9a89-239a-4dbe-8927-a255eeeff228', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 8, '192.0.2.141', now() - interval '258.5031 days', NULL, NULL, NULL, NULL),
('068ddca2-a5ea-41f4-a440-05f20eafc28d', 1000, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 10, '192.0.2.26', now() - interval '182.2475 days', NULL, NULL, NULL, NULL),
('20caf23d-5925-410d-8813-72642906b552', 1000, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 8, '192.0.2.236', now() - interval '11.9184 days', NULL, NULL, NULL, NULL),
('3da55eed-9501-4df2-a372-0c498dd9e8c5', 1102, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', '7c193d3c-42ad-4bd2-9a77-c86b7abfee3c', NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 8, '192.0.2.74', now() - interval '48.1344 days', NULL, NULL, NULL, NULL),
('02c169eb-361c-48b2-b7e9-ea2b6c948f66', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 2, '192.0.2.219', now() - interval '177.6196 days', NULL, NULL, NULL, NULL),
('0f0b6b2d-4424-4351-82aa-9321282507e5', 1114, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2e570fec-44d9-42a2-b24b-8a8ab0ef11b0', NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 8, '192.0.2.156', now() - interval '105.3530 days', NULL, NULL, NULL, NULL),
('9bc4c629-74a7-4405-92e5-9d804a4239fd', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '834c687a-3acb-4266-820b-a2c250b601fc', 8, '192.0.2.101', now() - interval '146.1462 days', NULL, NULL, NULL, NULL),
('5b7b4d90-dad3-473c-bad2-3566aea45e75', 1102, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'a08aa16d-06d6-4ac2-b1e4-575c913f1c4c', NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 9, '192.0.2.12', now() - interval '384.3305 days', NULL, NULL, NULL, NULL),
('2691d8fb-f400-417a-ad8b-d4c8f651a1e3', 1000, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 10, '192.0.2.146', now() - interval '280.6388 days', NULL, NULL, NULL, NULL),
('a653b51a-71ca-4fd3-a5eb-ca75c37bee9d', 1005, '82450164-728a-4fcf-b03a-07b28f2df760', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 8, '192.0.2.95', now() - interval '169.3385 days', NULL, NULL, NULL, NULL),
('2b36d0dc-e2c3-4e60-80d4-fdee02ea7999', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 10, '192.0.2.34', now() - interval '153.5272 days', NULL, NULL, NULL, NULL),
('acd459b8-9101-439f-907d-14cebbd4a607', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 10, '192.0.2.86', now() - interval '64.9335 days', NULL, NULL, NULL, NULL),
('55cfa9ab-0c72-43c8-af7d-15d648035447', 1000, '82450164-728a-4fcf-b03a-07b28f2df760', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 2, '192.0.2.200', now() - interval '178.3595 days', NULL, NULL, NULL, NULL),
('7856bc9f-5512-469c-a6e8-31b7f9ce112d', 1000, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 10, '192.0.2.213', now() - interval '30.0666 days', NULL, NULL, NULL, NULL),
('4e8e80b0-4d16-453f-bea8-9ee4786ca837', 1000, '82450164-728a-4fcf-b03a-07b28f2df760', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 10, '192.0.2.199', now() - interval '18.0672 days', NULL, NULL, NULL, NULL),
('75337b86-f2e1-4b18-a842-7a07ec6f69cb', 1102, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8419bd91-0b40-4faf-b82a-ead189cf6d5a', NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 8, '192.0.2.16', now() - interval '257.3048 days', NULL, NULL, NULL, NULL),
('8bddaff3-d81d-413a-a3d2-8f313d14e0d5', 1114, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', '46773aad-c4aa-435a-abe1-fcde8ce09658', NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 10, '192.0.2.44', now() - interval '289.5825 days', NULL, NULL, NULL, NULL),
('c2640719-4336-4e72-be65-933998507bc0', 1000, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 8, '192.0.2.173', now() - interval '220.7691 days', NULL, NULL, NULL, NULL),
('187bebdd-8267-424c-9e44-47391007b99d', 1107, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', '193585f8-85fa-426b-8ba1-8f333e63aac2', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 10, '192.0.2.63', now() - interval '168.0842 days', NULL, NULL, NULL, NULL),
('5e729ad1-32cd-4b37-9d53-4eb47c60723f', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 10, '192.0.2.58', now() - interval '330.5521 days', NULL, NULL, NULL, NULL),
('816c2aad-b3e1-4ace-9701-0ad720ee3390', 1005, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 2, '192.0.2.61', now() - interval '389.8444 days', NULL, NULL, NULL, NULL),
('a5b3955e-1f91-4fcf-9dbb-5298c8272619', 1102, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', '7c193d3c-42ad-4bd2-9a77-c86b7abfee3c', NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 8, '192.0.2.120', now() - interval '259.3397 days', NULL, NULL, NULL, NULL),
('499a7eb0-d7f7-4fbc-a764-3329ad1d2d01', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 9, '192.0.2.65', now() - interval '140.7951 days', NULL, NULL, NULL, NULL),
('ebd9c929-2c78-4b61-8c6a-2aaaf82cec8b', 1000, '90f5380e-12b2-4414-ab77-730f65bd9acb', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 2, '192.0.2.163', now() - interval '153.7916 days', NULL, NULL, NULL, NULL),
('157e7f9e-a12e-42fb-a45b-c12c87ec4dc5', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7321cc0-07b3-4e14-9980-92253deffa38', 2, '192.0.2.58', now() - interval '46.8143 days', NULL, NULL, NULL, NULL),
('339f9644-f145-4fcc-b932-017ab3115e42', 1101, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', '1799e728-21af-414a-b91a-cb8d9279b1e9', '1d417ead-8930-4bcd-a93c-c50d3372969f', NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 2, '192.0.2.207', now() - interval '37.7684 days', NULL, NULL, NULL, NULL),
('cd74dc48-91d5-4970-a387-a03a359e355f', 1000, '6822a6b2-4735-4f1c-a7a1-149075139237', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 2, '192.0.2.50', now() - interval '111.2847 days', NULL, NULL, NULL, NULL),
('9a609e47-bfaa-4931-8aca-9c19152f17b9', 1000, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 10, '192.0.2.117', now() - interval '4.7599 days', NULL, NULL, NULL, NULL),
('6bc68319-8426-48a0-88eb-0bf05190512a', 1101, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', '55655edf-b275-4bab-aae1-036a9394a0e6', NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.67', now() - interval '186.9493 days', NULL, NULL, NULL, NULL),
('af1b02f8-de38-4641-81c4-854fec2b1d4b', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '244caf9c-4dab-4481-b253-edc618187993', 10, '192.0.2.88', now() - interval '388.9077 days', NULL, NULL, NULL, NULL),
('80fff3f9-18e6-43df-a7fd-aaee8ea57a4f', 1000, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 10, '192.0.2.106', now() - interval '323.1242 days', NULL, NULL, NULL, NULL),
('4b6ca8cd-e5ab-44bb-8bc5-320893f49af1', 1101, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'e703013f-eb26-46c4-9842-bdd191bbfa2b', NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 2, '192.0.2.166', now() - interval '246.7553 days', NULL, NULL, NULL, NULL),
('84e2e308-2872-440e-9e99-24b5ab5bb14b', 1101, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', '3062c81e-d53c-469b-af88-e590ffa36013', NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 2, '192.0.2.24', now() - interval '14.3209 days', NULL, NULL, NULL, NULL),
('4f3f6d48-c734-4381-b57f-90c0f6591933', 1000, '601e5b45-7851-4608-8d65-0372e90794df', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 2, '192.0.2.36', now() - interval '327.2464 days', NULL, NULL, NULL, NULL),
('9c1c4f94-c757-4997-a0e0-4d85478bc2be', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 9, '192.0.2.217', now() - interval '186.1375 days', NULL, NULL, NULL, NULL),
('17d4c3bf-60d2-4484-8c36-98567e0bdfa9', 1000, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 9, '192.0.2.90', now() - interval '133.7344 days', NULL, NULL, NULL, NULL),
('854281e4-5412-4b3c-a9bd-d7972e8ecfbe', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9f8558a6-2851-4867-a66b-0d389d95847e', 2, '192.0.2.119', now() - interval '106.8906 days', NULL, NULL, NULL, NULL),
('233639aa-8c3f-4801-9b52-6bbc773f7d7a', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9f8558a6-2851-4867-a66b-0d389d95847e', 2, '192.0.2.1', now() - interval '16.6514 days', NULL, NULL, NULL, NULL),
('79e05348-28a9-4bf4-a06a-4793613c7f81', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '1ba1192e-c42b-4170-902a-174f11fa2ac0', 10, '192.0.2.180', now() - interval '384.4616 days', NULL, NULL, NULL, NULL),
('5d92f6a3-1ed7-4e97-a557-7c4e35686c76', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '73f778aa-f6fa-4db8-a56a-bd72fb710734', 2, '192.0.2.60', now() - interval '302.4107 days', NULL, NULL, NULL, NULL),
('e878a6ae-20a3-4b0c-97b8-f161794999f4', 1000, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '6822a6b2-4735-4f1c-a7a1-149075139237', 9, '192.0.2.62', now() - interval '364.4260 days', NULL, NULL, NULL, NULL),
('06fb0f85-74f4-4069-b5cc-11d06fe1c2ef', 1101, '244caf9c-4dab-4481-b253-edc618187993', '1799e728-21af-414a-b91a-cb8d9279b1e9', '6b9c12ee-6ea6-45f0-854b-10e9866679c4', NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 8, '192.0.2.204', now() - interval '113.8841 days', NULL, NULL, NULL, NULL),
('0b932308-2771-41e6-a521-3b6ab29da378', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 8, '192.0.2.238', now() - interval '182.0416 days', NULL, NULL, NULL, NULL),
('d6674cdb-3976-4160-b139-ab52ab2c49e4', 1102, '601e5b45-7851-4608-8d65-0372e90794df', '1799e728-21af-414a-b91a-cb8d9279b1e9', '44eb31e4-6776-4d34-ac65-2b9ecce6a106', NULL, NULL, NULL, '6822a6b2-4735-4f1c-a7a1-149075139237', 9, '192.0.2.21', now() - interval '13.0020 days', NULL, NULL, NULL, NULL),
('0f132e2a-2317-4fed-890d-7c5e4fa5e9a5', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 8, '192.0.2.46', now() - interval '126.6924 days', NULL, NULL, NULL, NULL),
('3b159dd7-c41a-4aba-83ec-767b71aec500', 1000, '309d6b79-965e-4a32-9ae4-45508201e2bd', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 9, '192.0.2.52', now() - interval '73.7287 days', NULL, NULL, NULL, NULL),
('d7626c72-bca1-4d17-9731-27dfc4d6106e', 1107, '6822a6b2-4735-4f1c-a7a1-149075139237', '1799e728-21af-414a-b91a-cb8d9279b1e9', '16f92d8e-2d35-456c-ad62-c4b090124c47', NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 9, '192.0.2.116', now() - interval '75.5758 days', NULL, NULL, NULL, NULL),
('4300228e-f7ff-4188-8b28-805919aa9191', 1107, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '212462ac-429d-4542-acde-8a070787b26d', NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 8, '192.0.2.154', now() - interval '195.6185 days', NULL, NULL, NULL, NULL),
('543c778d-fdd0-4124-9a2b-575b2bcfc7b4', 1000, '6822a6b2-4735-4f1c-a7a1-149075139237', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 10, '192.0.2.32', now() - interval '137.2879 days', NULL, NULL, NULL, NULL),
('51aaab62-ae44-4358-9654-de18d6d5a5a4', 1000, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 9, '192.0.2.230', now() - interval '183.5891 days', NULL, NULL, NULL, NULL),
('e99d9034-4920-44cf-8bb5-d23f0cf63951', 1000, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 2, '192.0.2.103', now() - interval '166.2217 days', NULL, NULL, NULL, NULL),
('6759ea52-3ed8-4a08-a96f-7ccb1240701b', 1102, '834c687a-3acb-4266-820b-a2c250b601fc', '1799e728-21af-414a-b91a-cb8d9279b1e9', '6a48a1df-71f5-458a-8767-a892f01412f9', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 2, '192.0.2.59', now() - interval '377.0362 days', NULL, NULL, NULL, NULL),
('4abd65e1-8bd9-49f8-853a-efae698fb375', 1100, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'f21c805c-70ae-4985-b07a-a746ad89f4a1', NULL, NULL, NULL, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 8, '192.0.2.95', now() - interval '199.9531 days', NULL, NULL, NULL, NULL),
('60b16c62-cbe0-47b6-bdce-f83294e12d44', 1101, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2c42eeac-08fc-4878-8cc3-9dd26dcea371', NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 8, '192.0.2.160', now() - interval '6.7296 days', NULL, NULL, NULL, NULL),
('078f7e67-3cd5-4998-9d6b-30942839b614', 1100, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'b9d989c9-a842-4611-9b98-e36a38002d3a', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.188', now() - interval '20.7045 days', NULL, NULL, NULL, NULL),
('299b981b-8691-4730-8935-b45371996af2', 1000, '309d6b79-965e-4a32-9ae4-45508201e2bd', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 2, '192.0.2.26', now() - interval '351.5782 days', NULL, NULL, NULL, NULL),
('62dc8a00-5800-4215-98da-8c6c7e474879', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7321cc0-07b3-4e14-9980-92253deffa38', 2, '192.0.2.203', now() - interval '160.7374 days', NULL, NULL, NULL, NULL),
('888c4434-f54c-4108-b62a-13254cff094d', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 9, '192.0.2.154', now() - interval '387.4546 days', NULL, NULL, NULL, NULL),
('e5c199cf-2a24-4e03-94b5-fc82f2c9f39e', 1000, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 10, '192.0.2.230', now() - interval '190.0262 days', NULL, NULL, NULL, NULL),
('d1d22878-4e9a-4fdb-a241-f68dbc439263', 1000, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 9, '192.0.2.85', now() - interval '301.5526 days', NULL, NULL, NULL, NULL),
('f5e8a173-466e-4c8e-86d2-5ae8c6face74', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 2, '192.0.2.182', now() - interval '89.8518 days', NULL, NULL, NULL, NULL),
('13b79f40-8720-4cf1-b35d-5ec3ef501858', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 2, '192.0.2.123', now() - interval '184.6563 days', NULL, NULL, NULL, NULL),
('ef437319-61ab-4201-a2a5-a174946cde0b', 1000, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 9, '192.0.2.207', now() - interval '99.4732 days', NULL, NULL, NULL, NULL),
('2e9c3850-1c1b-416b-8054-8f92ac1b49e5', 1114, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', '3691f577-c4d9-4f76-84cc-ddd1d6867855', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 2, '192.0.2.106', now() - interval '178.2505 days', NULL, NULL, NULL, NULL),
('f0b159aa-4fbc-44bf-9895-da4f2215868d', 1102, '309d6b79-965e-4a32-9ae4-45508201e2bd', '1799e728-21af-414a-b91a-cb8d9279b1e9', '784c0240-1a3e-4b01-999f-b71e7f5f9647', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 10, '192.0.2.182', now() - interval '206.0130 days', NULL, NULL, NULL, NULL),
('597e4364-b417-47f0-9b37-12327b7217cd', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 8, '192.0.2.168', now() - interval '97.7767 days', NULL, NULL, NULL, NULL),
('d73c8605-f399-4ed5-bb19-4e10fd860594', 1005, '7ca07386-cc09-4a1e-b706-4c2c0f552c94', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 10, '192.0.2.26', now() - interval '7.7555 days', NULL, NULL, NULL, NULL),
('f783e42c-71c9-457d-9a35-a79b8c4fc5f5', 1100, '601e5b45-7851-4608-8d65-0372e90794df', '1799e728-21af-414a-b91a-cb8d9279b1e9', '44eb31e4-6776-4d34-ac65-2b9ecce6a106', NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 2, '192.0.2.33', now() - interval '96.9483 days', NULL, NULL, NULL, NULL),
('a98a34d0-9a43-49f9-866f-d5e4f4aa5c2d', 1100, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', '23646ddf-a88b-41a1-bfb4-f77af07f7184', NULL, NULL, NULL, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', 10, '192.0.2.38', now() - interval '298.7229 days', NULL, NULL, NULL, NULL),
('1da0783f-f5d6-4df5-be7e-8bac39ef5623', 1000, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 2, '192.0.2.218', now() - interval '102.9481 days', NULL, NULL, NULL, NULL),
('bb5383ec-e1e6-4049-9303-d2feae3800f6', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 9, '192.0.2.101', now() - interval '262.2416 days', NULL, NULL, NULL, NULL),
('afebb54c-fd9f-4086-95be-0786e4c69f50', 1000, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 10, '192.0.2.171', now() - interval '24.5231 days', NULL, NULL, NULL, NULL),
('115c5a5a-fc30-478a-a3b6-d14b0f1ca58b', 1101, '563e9bed-4510-4358-acc6-d8f2c74c7ccf', '1799e728-21af-414a-b91a-cb8d9279b1e9', '4c5738d4-bfee-42c6-8a2e-359deffcb2c9', NULL, NULL, NULL, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 2, '192.0.2.119', now() - interval '126.8504 days', NULL, NULL, NULL, NULL),
('8c5502b3-d270-4df4-ae3a-54567137097b', 1107, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', '5c0ca7f4-7436-41bb-a86f-cb682e67a853', NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 10, '192.0.2.1', now() - interval '377.2799 days', NULL, NULL, NULL, NULL),
('6a6c1205-f7e3-477f-b8b2-f6a0231eb71b', 1005, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 9, '192.0.2.172', now() - interval '394.8181 days', NULL, NULL, NULL, NULL),
('2cd36885-9d18-4608-8e80-1483bb54f212', 1000, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '6822a6b2-4735-4f1c-a7a1-149075139237', 9, '192.0.2.87', now() - interval '347.0417 days', NULL, NULL, NULL, NULL),
('ae5ada05-d977-48b7-8dd4-3562fd340a0a', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 2, '192.0.2.156', now() - interval '255.7214 days', NULL, NULL, NULL, NULL),
('99ec6b07-03be-4128-86cd-6a8575a8cf61', 1107, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8419bd91-0b40-4faf-b82a-ead189cf6d5a', NULL, NULL, NULL, '73f778aa-f6fa-4db8-a56a-bd72fb710734', 8, '192.0.2.94', now() - interval '193.9495 days', NULL, NULL, NULL, NULL),
('97ea611b-7c1d-4932-bc3e-10d97dd0a647', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9f8558a6-2851-4867-a66b-0d389d95847e', 9, '192.0.2.198', now() - interval '24.9407 days', NULL, NULL, NULL, NULL),
('659339e2-a251-41fe-a5ae-a08fe675b22a', 1107, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', '7bb5c9e7-4926-4077-87c8-d1985d965853', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 8, '192.0.2.235', now() - interval '240.0329 days', NULL, NULL, NULL, NULL),
('b0d374f5-1089-47a6-8654-57cf50fa0eae', 1102, '90f5380e-12b2-4414-ab77-730f65bd9acb', '1799e728-21af-414a-b91a-cb8d9279b1e9', '2c0908b2-5323-40cc-861f-e8164c9ccb6d', NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 8, '192.0.2.191', now() - interval '140.5154 days', NULL, NULL, NULL, NULL),
('5b5dbd11-6c47-421a-8282-bb4c991643f2', 1000, '834c687a-3acb-4266-820b-a2c250b601fc', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '309d6b79-965e-4a32-9ae4-45508201e2bd', 8, '192.0.2.160', now() - interval '158.0046 days', NULL, NULL, NULL, NULL),
('530f190a-39ec-45be-8d07-3cee87e37e79', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 8, '192.0.2.107', now() - interval '390.9240 days', NULL, NULL, NULL, NULL),
('9c87bc02-8623-46d4-9ad1-77597d09a035', 1101, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'b99969f8-7ea8-4c6b-8dc6-2e13b1f266ea', NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 8, '192.0.2.17', now() - interval '358.2061 days', NULL, NULL, NULL, NULL),
('ddd2576e-2222-499c-984b-6a1afeddfd36', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 2, '192.0.2.15', now() - interval '163.2448 days', NULL, NULL, NULL, NULL),
('fd43fbf2-d4a8-4876-9704-d19318bf881c', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '73f778aa-f6fa-4db8-a56a-bd72fb710734', 9, '192.0.2.160', now() - interval '138.6597 days', NULL, NULL, NULL, NULL),
('82a80639-5000-455e-b7eb-e8d3621b6a91', 1000, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 9, '192.0.2.252', now() - interval '175.3134 days', NULL, NULL, NULL, NULL),
('185ceee3-427b-4d71-85d5-f9b0ab4c4372', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '9f8558a6-2851-4867-a66b-0d389d95847e', 10, '192.0.2.78', now() - interval '176.1225 days', NULL, NULL, NULL, NULL),
('e7c2d471-f9e9-4454-aa25-e66cd8e3a2a8', 1101, '68f918d8-f6cd-42f8-83e0-d681552454f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', '3ccb5ac2-79aa-4564-b5c2-f75cb635ddda', NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 8, '192.0.2.231', now() - interval '181.5727 days', NULL, NULL, NULL, NULL),
('7b76f604-1358-4335-8f6f-c66194ef1f3f', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '244caf9c-4dab-4481-b253-edc618187993', 10, '192.0.2.58', now() - interval '329.6049 days', NULL, NULL, NULL, NULL),
('219d1f68-cb0d-473c-933e-951a004fc455', 1500, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '309d6b79-965e-4a32-9ae4-45508201e2bd', 2, '192.0.2.220', now() - interval '286.8791 days', NULL, NULL, NULL, NULL),
('a64cc2a8-0a02-43e9-84ce-503db3328bf5', 1107, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'cc5dcd5f-d17f-47d2-9dbc-8dddb8d0c65d', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 2, '192.0.2.174', now() - interval '178.5196 days', NULL, NULL, NULL, NULL),
('544aa369-6a1c-4c27-b39d-1fee2d244321', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 2, '192.0.2.132', now() - interval '399.7496 days', NULL, NULL, NULL, NULL),
('59799f70-4b15-4192-a38b-ccb8b02abd85', 1100, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'd61aa2f7-a756-4c51-a749-959b5e7381ce', NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 2, '192.0.2.94', now() - interval '210.3259 days', NULL, NULL, NULL, NULL),
('fdfcb419-c069-4f16-9753-dd7ef6a475c5', 1000, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.121', now() - interval '81.9403 days', NULL, NULL, NULL, NULL),
('63c62d58-9f3b-40cb-9587-af2d9cbe29d6', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 8, '192.0.2.60', now() - interval '65.3192 days', NULL, NULL, NULL, NULL),
('7e644e91-28ea-4445-8750-b04dd900fdb8', 1000, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '834c687a-3acb-4266-820b-a2c250b601fc', 2, '192.0.2.95', now() - interval '33.8070 days', NULL, NULL, NULL, NULL),
('6e321560-884e-41b1-b043-d233d3bf89df', 1100, '6822a6b2-4735-4f1c-a7a1-149075139237', '1799e728-21af-414a-b91a-cb8d9279b1e9', '16f92d8e-2d35-456c-ad62-c4b090124c47', NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 2, '192.0.2.8', now() - interval '219.1916 days', NULL, NULL, NULL, NULL),
('20310c05-b3ba-4e00-be69-f4250ce0ef47', 1114, '601e5b45-7851-4608-8d65-0372e90794df', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'fd04410a-48ff-4561-aa1d-87b11650774b', NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 8, '192.0.2.176', now() - interval '142.2309 days', NULL, NULL, NULL, NULL),
('f7974616-80d3-4c5c-a7f2-39544ba149a0', 1005, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.237', now() - interval '340.2727 days', NULL, NULL, NULL, NULL),
('e8f78986-d9bb-4cb6-9e69-40abd1eb1a50', 1000, '82450164-728a-4fcf-b03a-07b28f2df760', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 9, '192.0.2.44', now() - interval '86.4772 days', NULL, NULL, NULL, NULL),
('de331395-5a87-4efe-aad1-a343e1617dd0', 1000, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 8, '192.0.2.12', now() - interval '118.1188 days', NULL, NULL, NULL, NULL),
('39b7c381-a871-46e2-9a66-1c149db87cd8', 1005, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 8, '192.0.2.137', now() - interval '81.4937 days', NULL, NULL, NULL, NULL),
('43314bb5-bd4b-47eb-8ed6-cd86196e3533', 1107, '244caf9c-4dab-4481-b253-edc618187993', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'b467fb8a-1d8b-4694-9c7f-b02df7e7a342', NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 9, '192.0.2.63', now() - interval '119.3789 days', NULL, NULL, NULL, NULL),
('895e077a-602c-4f49-8dd6-5d318b664f0e', 1000, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '09208a65-0f3e-4dd3-902b-938b8743feb6', 2, '192.0.2.243', now() - interval '230.5064 days', NULL, NULL, NULL, NULL),
('7b566e4b-1ff7-447d-b2f4-e8eafa805d26', 1005, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 10, '192.0.2.142', now() - interval '56.8087 days', NULL, NULL, NULL, NULL),
('0ccb5ea9-dc4a-4f95-aaa9-11dc580aa572', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '244caf9c-4dab-4481-b253-edc618187993', 9, '192.0.2.240', now() - interval '395.3265 days', NULL, NULL, NULL, NULL),
('3c79d18f-fc00-400c-bb52-b63163c5e77f', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '73f778aa-f6fa-4db8-a56a-bd72fb710734', 9, '192.0.2.186', now() - interval '252.4560 days', NULL, NULL, NULL, NULL),
('205c8dd3-3e04-48b2-8114-dd77feddcfa0', 1005, '601e5b45-7851-4608-8d65-0372e90794df', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 9, '192.0.2.89', now() - interval '180.3036 days', NULL, NULL, NULL, NULL),
('a479ced0-f4f7-4168-9d51-eb016a908ae2', 1107, 'b4ff00ae-3f13-47de-a274-ea181e34b3f1', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'ed3f6af5-e53e-4520-8d0a-03a5fa257a76', NULL, NULL, NULL, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 10, '192.0.2.73', now() - interval '321.4239 days', NULL, NULL, NULL, NULL),
('ffee4aaf-cd07-465a-a7e8-a7aca4bc8175', 1100, '834c687a-3acb-4266-820b-a2c250b601fc', '1799e728-21af-414a-b91a-cb8d9279b1e9', '6a48a1df-71f5-458a-8767-a892f01412f9', NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 8, '192.0.2.116', now() - interval '53.4619 days', NULL, NULL, NULL, NULL),
('28da35fc-de1c-4620-a1ec-b3a50741f1a1', 1114, '012d0ea6-7ff1-4229-8b4d-8474a3ea284d', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'f93c6dd3-73c9-45e7-9fc0-3d1ee20b315a', NULL, NULL, NULL, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', 10, '192.0.2.214', now() - interval '57.5646 days', NULL, NULL, NULL, NULL),
('71f69cae-0e69-4c36-b396-8fa0586a399d', 1101, 'c7fde805-ec99-408d-9b5b-5fab8f4d3e27', '1799e728-21af-414a-b91a-cb8d9279b1e9', '0d83bd85-63d4-40ba-af30-31e2c130620a', NULL, NULL, NULL, '1ba1192e-c42b-4170-902a-174f11fa2ac0', 2, '192.0.2.113', now() - interval '197.1496 days', NULL, NULL, NULL, NULL),
('f74dd815-ddcd-46d0-84d9-b7c76e5e3c85', 1100, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'b99969f8-7ea8-4c6b-8dc6-2e13b1f266ea', NULL, NULL, NULL, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', 10, '192.0.2.226', now() - interval '394.5580 days', NULL, NULL, NULL, NULL),
('fce0dd9f-1047-482b-8d38-aad29de4b548', 1100, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', '1799e728-21af-414a-b91a-cb8d9279b1e9', '3691f577-c4d9-4f76-84cc-ddd1d6867855', NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 9, '192.0.2.94', now() - interval '307.6378 days', NULL, NULL, NULL, NULL),
('bd484642-355d-43a7-915f-01a27add2e48', 1102, '601e5b45-7851-4608-8d65-0372e90794df', '1799e728-21af-414a-b91a-cb8d9279b1e9', '44eb31e4-6776-4d34-ac65-2b9ecce6a106', NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 2, '192.0.2.118', now() - interval '184.6224 days', NULL, NULL, NULL, NULL),
('d2c37047-686e-41e1-9f20-5d9991de760b', 1000, '111b8aaa-62f2-4d1a-8a78-9cb3d8b9b45c', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 2, '192.0.2.185', now() - interval '201.8980 days', NULL, NULL, NULL, NULL),
('1bc56e45-6cc8-4c29-a771-6bbe144c691f', 1114, '244caf9c-4dab-4481-b253-edc618187993', '1799e728-21af-414a-b91a-cb8d9279b1e9', '6f4edf08-18d6-484d-a34d-585b426e6ddf', NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 9, '192.0.2.212', now() - interval '25.1579 days', NULL, NULL, NULL, NULL),
('d258b738-28df-43e4-ae31-f09c8db0e1fb', 1107, '36a80bdf-0023-4682-af55-70eed8e94b15', '1799e728-21af-414a-b91a-cb8d9279b1e9', '8419bd91-0b40-4faf-b82a-ead189cf6d5a', NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 9, '192.0.2.6', now() - interval '30.8771 days', NULL, NULL, NULL, NULL),
('22c37eba-f187-4b73-bfd7-9690d81ed6a5', 1000, '320094ea-d7a9-4ded-9749-1e2370c6a5b8', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 8, '192.0.2.41', now() - interval '79.9042 days', NULL, NULL, NULL, NULL),
('831dd003-ee46-4f2c-9849-7dd968bb5e0a', 1101, '601e5b45-7851-4608-8d65-0372e90794df', '1799e728-21af-414a-b91a-cb8d9279b1e9', '6bec1e57-bf22-4abf-a646-0c0638c68670', NULL, NULL, NULL, '9f8558a6-2851-4867-a66b-0d389d95847e', 2, '192.0.2.53', now() - interval '18.6173 days', NULL, NULL, NULL, NULL),
('df075821-d3f7-4f24-8eb3-f8d817bf4e71', 1000, '834c687a-3acb-4266-820b-a2c250b601fc', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, '154cd2aa-d718-4dda-ae82-ec3ffee5a5b2', 10, '192.0.2.166', now() - interval '84.8138 days', NULL, NULL, NULL, NULL),
('33404d09-9d52-4c27-af93-f0983f1894f9', 1101, '09208a65-0f3e-4dd3-902b-938b8743feb6', '1799e728-21af-414a-b91a-cb8d9279b1e9', '24aa823e-7f98-41af-9308-acc44ecf271c', NULL, NULL, NULL, 'c7321cc0-07b3-4e14-9980-92253deffa38', 8, '192.0.2.68', now() - interval '6.1458 days', NULL, NULL, NULL, NULL),
('3624ad89-ada7-4b81-8f75-e275de91a675', 1700, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '6822a6b2-4735-4f1c-a7a1-149075139237', 10, '192.0.2.245', now() - interval '303.8269 days', NULL, NULL, NULL, NULL),
('4f7ea83e-098e-48de-a598-0546cbfc8da6', 1100, '1ba1192e-c42b-4170-902a-174f11fa2ac0', '1799e728-21af-414a-b91a-cb8d9279b1e9', 'cbf8f01a-80ad-424a-a11b-2b6da715a0fb', NULL, NULL, NULL, '244caf9c-4dab-4481-b253-edc618187993', 9, '192.0.2.150', now() - interval '222.6541 days', NULL, NULL, NULL, NULL),
('ac06b8e1-c6d3-4743-b0de-8f73199d7e07', 1000, '563e9bed-4510-4358-acc6-d8f2c74c7ccf', '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, NULL, 'a26b7f62-b185-4f27-a3ef-f9c0cf44dd3f', 2, '192.0.2.70', now() - interval '244.1735 days', NULL, NULL, NULL, NULL),
('2c4110c7-faf6-4118-b9c2-433ad5a8db89', 1600, NULL, '1799e728-21af-414a-b91a-cb8d9279b1e9', NULL, NULL, NULL, 'ec7038c9-08fb-49a0-9702-16fc23edcb04', '09208a65-0f3e-4dd3-902b-938b8743feb6', 10, '192.0.2.150', now() - interval '75.6528 days', NULL, NULL, NULL, NULL);

INSERT INTO sso_auth (state, client_challenge, nonce, redirect_uri, code_response, auth_response, created_at, updated_at, binding_hash, code_response_error) VALUES
('5704cc3ca9eb667b3df558dc', 'chal', 'b822bfce7a686fb4', 'https://vault.example.org/sso-connector.html', NULL, NULL, now() - interval '2527 minutes', now() - interval '1 minute', NULL, NULL),
('7438c59f7862b25873c6c1c9', 'chal', 'f745df0101a1e672', 'https://vault.example.org/sso-connector.html', NULL, NULL, now() - interval '1327 minutes', now() - interval '1 minute', NULL, NULL),
('d7542d8c43f8c37280aff935', 'chal', '018650fa078b7e0f', 'https://vault.example.org/sso-connector.html', NULL, NULL, now() - interval '411 minutes', now() - interval '1 minute', NULL, NULL),
('4fced982ea3525f4f6acc3fb', 'chal', '048fc39cfbdf1d6a', 'https://vault.example.org/sso-connector.html', NULL, NULL, now() - interval '1554 minutes', now() - interval '1 minute', NULL, NULL),
('55b569a042d56a3c84ea9337', 'chal', '6dfc6765f9d89e3a', 'https://vault.example.org/sso-connector.html', NULL, NULL, now() - interval '2475 minutes', now() - interval '1 minute', NULL, NULL),
('375b8c82391623da752f9a55', 'chal', 'f873ce4d7f7dfdee', 'https://vault.example.org/sso-connector.html', NULL, NULL, now() - interval '2334 minutes', now() - interval '1 minute', NULL, NULL);

INSERT INTO sso_users (user_uuid, identifier, created_at) VALUES
('c7fde805-ec99-408d-9b5b-5fab8f4d3e27', 'https://idp.example.org/0', now() - interval '326.6181 days'),
('309d6b79-965e-4a32-9ae4-45508201e2bd', 'https://idp.example.org/1', now() - interval '335.6420 days'),
('9d2c67ed-a13f-4e79-b9cb-9e86830c71c2', 'https://idp.example.org/2', now() - interval '144.5690 days'),
('244caf9c-4dab-4481-b253-edc618187993', 'https://idp.example.org/3', now() - interval '558.2243 days');

RESET search_path;
`,
  cleans: [
    {
      table: "vaultwarden.sends",
      clock: "deletion_date",
      retention: "deletion_date passed (set per Send by the user)",
      source: "src/db/models/send.rs:382",
      note: "job send_purge_schedule, default hourly '0 5 * * * *' (src/config.rs:545; scheduled at src/main.rs:680); Send::purge deletes each row and its file",
    },
    {
      table: "vaultwarden.ciphers",
      clock: "deleted_at",
      retention: "TRASH_AUTO_DELETE_DAYS, unset by default (then trashed items are never purged)",
      source: "src/db/models/cipher.rs:966",
      note: "only trashed (soft-deleted) ciphers, deleted_at < now - N days; job trash_purge_schedule default daily '0 5 0 * * *' (src/config.rs:548); purge_trash (src/db/models/cipher.rs:504) calls Cipher::delete (cipher.rs:472-486), which first removes the cipher's folder and collection links, attachments and favorites; archives go by ON DELETE CASCADE",
    },
    {
      table: "vaultwarden.auth_requests",
      clock: "creation_date",
      retention: "15 minutes (hard-coded)",
      source: "src/db/models/auth_request.rs:184",
      note: "filter creation_date < now - 15 min at auth_request.rs:161; job auth_request_purge_schedule default every minute '30 * * * * *' (src/config.rs:563)",
    },
    {
      table: "vaultwarden.twofactor_duo_ctx",
      clock: "exp",
      retention: "exp (bigint Unix seconds) passed",
      source: "src/db/models/two_factor_duo_context.rs:55",
      note: "job duo_context_purge_schedule default every minute (src/config.rs:566); only when Duo is enabled and not using the legacy iframe (src/main.rs:725)",
    },
    {
      table: "vaultwarden.event",
      clock: "event_date",
      retention: "EVENTS_DAYS_RETAIN, unset by default (events kept indefinitely)",
      source: "src/db/models/event.rs:344",
      note: "job event_cleanup_schedule default daily '0 10 0 * * *' (src/config.rs:560); runs only if ORG_EVENTS_ENABLED (default false) and EVENTS_DAYS_RETAIN is set (src/main.rs:732-734)",
    },
    {
      table: "vaultwarden.sso_auth",
      clock: "created_at",
      retention: "10 minutes (SSO_AUTH_EXPIRATION, src/sso.rs:24-25)",
      source: "src/db/models/sso_auth.rs:147",
      note: "job purge_incomplete_sso_auth default daily '0 20 0 * * *' (src/config.rs:569)",
    },
    {
      table: "vaultwarden.twofactor_incomplete",
      clock: "login_time",
      retention: "INCOMPLETE_2FA_TIME_LIMIT minutes, default 3",
      source: "src/api/core/two_factor/mod.rs:275",
      note: "job incomplete_2fa_schedule (every minute): rows with login_time < now - limit (two_factor_incomplete.rs:90) are e-mailed to the user and deleted only after the mail is sent; nothing happens when mail is disabled or the limit is 0",
    },
  ],
  shouldAsk: [
    {
      table: "vaultwarden.devices",
      why: "every device a user has logged in from (name, type, push token, refresh token, created/updated times); never aged out",
    },
    {
      table: "vaultwarden.invitations",
      why: "e-mail addresses of invited people who may never have signed up; removed only on acceptance",
    },
  ],
  neverDelete: [
    "vaultwarden.users",
    "vaultwarden.organizations",
    "vaultwarden.users_organizations",
    "vaultwarden.collections",
    "vaultwarden.ciphers_collections",
    "vaultwarden.users_collections",
    "vaultwarden.collections_groups",
    "vaultwarden.groups",
    "vaultwarden.groups_users",
    "vaultwarden.folders",
    "vaultwarden.folders_ciphers",
    "vaultwarden.favorites",
    "vaultwarden.attachments",
    "vaultwarden.archives",
    "vaultwarden.org_policies",
    "vaultwarden.organization_api_key",
    "vaultwarden.twofactor",
    "vaultwarden.sso_users",
    "vaultwarden.emergency_access",
    "vaultwarden.__diesel_schema_migrations",
  ],
};
