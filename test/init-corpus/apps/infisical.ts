// Infisical (Node, Knex migrations), from Infisical/infisical@593bda8bc62766634a00f6c4c8a800edc302bc43
// (2024-10-24, "Merge pull request #2633 from Infisical/feat/azure-app-configuration"), read from the
// copy Way2nnadi/infisical, whose main branch is upstream's history up to that commit: Infisical/infisical
// itself (1.7 GB) and its other copies tried were over the fetch size limit.
// Schema: its 133 Knex migrations (backend/src/db/migrations/*.ts), replayed in filename order as
// `npm run migration:latest` does (backend/package.json:58, knex migrate:latest with
// backend/src/db/knexfile.ts, table infisical_migrations), on PostgreSQL 15 (see the header of schemaSql).
// Cleanup: the daily resource cleanup queue (backend/src/services/resource-cleanup/resource-cleanup-queue.ts:38-49,
// repeated at midnight UTC, :68-72, started at server start, backend/src/server/routes/index.ts:1255), which
// deletes audit logs whose expiresAt has passed, expired, revoked or used-up machine identity access tokens
// and universal-auth client secrets, and, count-based, the secret versions (v1 and v2), folder versions
// and snapshots beyond the project's pitVersionLimit (default 10) newest; and the dynamic secret lease
// revocation, a delayed job per lease at its expireAt that revokes the lease and deletes its row
// (backend/src/ee/services/dynamic-secret-lease/dynamic-secret-lease-queue.ts:70-92). The snapshot and
// version junctions (secret_snapshot_folders, secret_snapshot_secrets, secret_snapshot_secrets_v2,
// secret_version_tag_junction, secret_version_v2_tag_junction) go with them by ON DELETE CASCADE and are
// in shouldAsk, not cleans. Not counted: expired shared secrets, whose ciphertext the same queue blanks
// (backend/src/services/secret-sharing/secret-sharing-dal.ts:38-45) while the row is kept (in shouldAsk);
// auth_tokens and service_tokens, an expired one deleted only when it is presented
// (backend/src/services/auth-token/auth-token-service.ts:105-106,
// backend/src/services/service-token/service-token-service.ts:168-169); expired temporary roles and
// privileges, filtered out when permissions are read (backend/src/ee/services/permission/permission-dal.ts:388)
// and never deleted. Audit logs are written only under a license whose auditLogsRetentionDays is above 0
// (none without one: backend/src/ee/services/license/license-fns.ts:28, audit-log-queue.ts:58-61).
// Neither list: user_actions (one-time flags a user has set) and access_approval_requests_reviewers.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "infisical",
  framework: "knex",
  source: {
    repo: "Infisical/infisical",
    commit: "593bda8bc62766634a00f6c4c8a800edc302bc43",
    schemaFrom:
      "backend/src/db/migrations/*.ts (133, in filename order, as knex migrate:latest with backend/src/db/knexfile.ts runs them) replayed with knex 3.0.1 (the version in backend/package-lock.json) on PostgreSQL 15 in schema infisical and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 116 tables. Read from the copy Way2nnadi/infisical (upstream history up to 593bda8); Infisical/infisical is over the fetch size limit",
  },
  schemas: ["infisical"],
  schemaSql: `
-- Infisical: Infisical/infisical@593bda8bc62766634a00f6c4c8a800edc302bc43 (read from the copy
-- Way2nnadi/infisical; the original repository is over the fetch size limit).
-- Built by running its 133 migrations (backend/src/db/migrations/*.ts, 20231128072457_user to
-- 20241021114650_add-missing-org-cascade-references) with knex 3.0.1's migrate.latest (tableName
-- infisical_migrations, as backend/src/db/knexfile.ts sets it), loaded with tsx and the backend's
-- own @app/* path alias instead of the knex CLI under ts-node, on an empty PostgreSQL 15 database with
-- search_path set to schema infisical (Infisical uses public; no migration names a schema), read back
-- with pg_dump --schema-only --no-owner --no-privileges (its SET lines and comments left out). The
-- manual migration backend/src/db/manual-migrations/partition-audit-logs.ts (run by an operator, not by
-- migrate:latest) and the separate audit-log database's migrations (only with AUDIT_LOGS_DB_* set) are
-- not applied. The rows the migrations insert (rate_limit's defaults, knex's records) are not kept.
CREATE SCHEMA infisical;

CREATE FUNCTION infisical.on_update_timestamp() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN NEW."updatedAt" = NOW();
RETURN NEW;
END;
$$;

CREATE TABLE infisical.access_approval_policies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    approvals integer DEFAULT 1 NOT NULL,
    "secretPath" character varying(255),
    "envId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "enforcementLevel" character varying(10) DEFAULT 'hard'::character varying NOT NULL
);

CREATE TABLE infisical.access_approval_policies_approvers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "policyId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "approverUserId" uuid,
    "approverGroupId" uuid
);

CREATE TABLE infisical.access_approval_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "policyId" uuid NOT NULL,
    "privilegeId" uuid,
    "requestedBy" uuid,
    "isTemporary" boolean NOT NULL,
    "temporaryRange" character varying(255),
    permissions jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "requestedByUserId" uuid NOT NULL
);

CREATE TABLE infisical.access_approval_requests_reviewers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member uuid,
    status character varying(255) NOT NULL,
    "requestId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "reviewerUserId" uuid NOT NULL
);

CREATE TABLE infisical.api_keys (
    id character varying(36) DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    "lastUsed" timestamp with time zone,
    "expiresAt" timestamp with time zone,
    "secretHash" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid NOT NULL
);

CREATE TABLE infisical.audit_log_streams (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    url character varying(255) NOT NULL,
    "encryptedHeadersCiphertext" text,
    "encryptedHeadersIV" text,
    "encryptedHeadersTag" text,
    "encryptedHeadersAlgorithm" character varying(255),
    "encryptedHeadersKeyEncoding" character varying(255),
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.audit_logs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    actor character varying(255) NOT NULL,
    "actorMetadata" jsonb NOT NULL,
    "ipAddress" character varying(255),
    "eventType" character varying(255) NOT NULL,
    "eventMetadata" jsonb,
    "userAgent" character varying(255),
    "userAgentType" character varying(255),
    "expiresAt" timestamp with time zone,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "orgId" uuid,
    "projectId" character varying(255),
    "projectName" character varying(255)
);

CREATE TABLE infisical.auth_token_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    ip character varying(255) NOT NULL,
    "userAgent" character varying(255),
    "refreshVersion" integer DEFAULT 1 NOT NULL,
    "accessVersion" integer DEFAULT 1 NOT NULL,
    "lastUsed" timestamp with time zone NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid NOT NULL
);

CREATE TABLE infisical.auth_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    type character varying(255) NOT NULL,
    "phoneNumber" character varying(255),
    "tokenHash" character varying(255) NOT NULL,
    "triesLeft" integer,
    "expiresAt" timestamp with time zone NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid,
    "orgId" uuid
);

CREATE TABLE infisical.backup_private_key (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "encryptedPrivateKey" text NOT NULL,
    iv text NOT NULL,
    tag text NOT NULL,
    algorithm character varying(255) NOT NULL,
    "keyEncoding" character varying(255) NOT NULL,
    salt text NOT NULL,
    verifier text NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid NOT NULL
);

CREATE TABLE infisical.certificate_authorities (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "parentCaId" uuid,
    "projectId" character varying(255) NOT NULL,
    type character varying(255) NOT NULL,
    status character varying(255) NOT NULL,
    "friendlyName" character varying(255) NOT NULL,
    organization character varying(255) NOT NULL,
    ou character varying(255) NOT NULL,
    country character varying(255) NOT NULL,
    province character varying(255) NOT NULL,
    locality character varying(255) NOT NULL,
    "commonName" character varying(255) NOT NULL,
    dn character varying(255) NOT NULL,
    "serialNumber" character varying(255),
    "maxPathLength" integer,
    "keyAlgorithm" character varying(255) NOT NULL,
    "notBefore" timestamp with time zone,
    "notAfter" timestamp with time zone,
    "activeCaCertId" uuid,
    "requireTemplateForIssuance" boolean DEFAULT false NOT NULL
);

CREATE TABLE infisical.certificate_authority_certs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "caId" uuid NOT NULL,
    "encryptedCertificate" bytea NOT NULL,
    "encryptedCertificateChain" bytea NOT NULL,
    version integer NOT NULL,
    "caSecretId" uuid NOT NULL
);

CREATE TABLE infisical.certificate_authority_crl (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "caId" uuid NOT NULL,
    "encryptedCrl" bytea NOT NULL,
    "caSecretId" uuid NOT NULL
);

CREATE TABLE infisical.certificate_authority_secret (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "caId" uuid NOT NULL,
    "encryptedPrivateKey" bytea NOT NULL
);

CREATE TABLE infisical.certificate_bodies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "certId" uuid NOT NULL,
    "encryptedCertificate" bytea NOT NULL
);

CREATE TABLE infisical.certificate_template_est_configs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "certificateTemplateId" uuid NOT NULL,
    "encryptedCaChain" bytea NOT NULL,
    "hashedPassphrase" character varying(255) NOT NULL,
    "isEnabled" boolean NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.certificate_templates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "caId" uuid NOT NULL,
    "pkiCollectionId" uuid,
    name character varying(255) NOT NULL,
    "commonName" character varying(255) NOT NULL,
    "subjectAlternativeName" character varying(255) NOT NULL,
    ttl character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "keyUsages" text[],
    "extendedKeyUsages" text[]
);

CREATE TABLE infisical.certificates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "caId" uuid NOT NULL,
    status character varying(255) NOT NULL,
    "serialNumber" character varying(255) NOT NULL,
    "friendlyName" character varying(255) NOT NULL,
    "commonName" character varying(255) NOT NULL,
    "notBefore" timestamp with time zone NOT NULL,
    "notAfter" timestamp with time zone NOT NULL,
    "revokedAt" timestamp with time zone,
    "revocationReason" integer,
    "altNames" character varying(255) DEFAULT ''::character varying,
    "caCertId" uuid NOT NULL,
    "certificateTemplateId" uuid,
    "keyUsages" text[],
    "extendedKeyUsages" text[]
);

CREATE TABLE infisical.dynamic_secret_leases (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer NOT NULL,
    "externalEntityId" character varying(255) NOT NULL,
    "expireAt" timestamp with time zone NOT NULL,
    status character varying(255),
    "statusDetails" character varying(255),
    "dynamicSecretId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.dynamic_secrets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    version integer NOT NULL,
    type character varying(255) NOT NULL,
    "defaultTTL" character varying(255) NOT NULL,
    "maxTTL" character varying(255),
    "inputIV" character varying(255) NOT NULL,
    "inputCiphertext" text NOT NULL,
    "inputTag" character varying(255) NOT NULL,
    algorithm character varying(255) DEFAULT 'aes-256-gcm'::character varying NOT NULL,
    "keyEncoding" character varying(255) DEFAULT 'utf8'::character varying NOT NULL,
    "folderId" uuid NOT NULL,
    status character varying(255),
    "statusDetails" character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.external_group_org_role_mappings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "groupName" character varying(255) NOT NULL,
    role character varying(255) NOT NULL,
    "roleId" uuid,
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.external_kms (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    provider character varying(255) NOT NULL,
    "encryptedProviderInputs" bytea NOT NULL,
    status character varying(255),
    "statusDetails" character varying(255),
    "kmsKeyId" uuid NOT NULL
);

CREATE TABLE infisical.git_app_install_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "sessionId" character varying(255) NOT NULL,
    "userId" uuid,
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.git_app_org (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "installationId" character varying(255) NOT NULL,
    "userId" uuid NOT NULL,
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.group_project_membership_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    role character varying(255) NOT NULL,
    "projectMembershipId" uuid NOT NULL,
    "customRoleId" uuid,
    "isTemporary" boolean DEFAULT false NOT NULL,
    "temporaryMode" character varying(255),
    "temporaryRange" character varying(255),
    "temporaryAccessStartTime" timestamp with time zone,
    "temporaryAccessEndTime" timestamp with time zone,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.group_project_memberships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "projectId" character varying(255) NOT NULL,
    "groupId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.groups (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "orgId" uuid NOT NULL,
    name character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    role character varying(255) NOT NULL,
    "roleId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.identities (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    "authMethod" character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.identity_access_tokens (
    id character varying(36) DEFAULT gen_random_uuid() NOT NULL,
    "accessTokenTTL" bigint DEFAULT '2592000'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '2592000'::bigint NOT NULL,
    "accessTokenNumUses" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenLastUsedAt" timestamp with time zone,
    "accessTokenLastRenewedAt" timestamp with time zone,
    "isAccessTokenRevoked" boolean DEFAULT false NOT NULL,
    "identityUAClientSecretId" character varying(255),
    "identityId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    name character varying(255)
);

CREATE TABLE infisical.identity_aws_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "accessTokenTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenTrustedIps" jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityId" uuid NOT NULL,
    type character varying(255) NOT NULL,
    "stsEndpoint" character varying(255) NOT NULL,
    "allowedPrincipalArns" character varying(255) NOT NULL,
    "allowedAccountIds" character varying(255) NOT NULL
);

CREATE TABLE infisical.identity_azure_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "accessTokenTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenTrustedIps" jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityId" uuid NOT NULL,
    "tenantId" character varying(255) NOT NULL,
    resource character varying(255) NOT NULL,
    "allowedServicePrincipalIds" character varying(255) NOT NULL
);

CREATE TABLE infisical.identity_gcp_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "accessTokenTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenTrustedIps" jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityId" uuid NOT NULL,
    type character varying(255) NOT NULL,
    "allowedServiceAccounts" character varying(255) NOT NULL,
    "allowedProjects" character varying(255) NOT NULL,
    "allowedZones" character varying(255) NOT NULL
);

CREATE TABLE infisical.identity_kubernetes_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "accessTokenTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenTrustedIps" jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityId" uuid NOT NULL,
    "kubernetesHost" character varying(255) NOT NULL,
    "encryptedCaCert" text NOT NULL,
    "caCertIV" character varying(255) NOT NULL,
    "caCertTag" character varying(255) NOT NULL,
    "encryptedTokenReviewerJwt" text NOT NULL,
    "tokenReviewerJwtIV" character varying(255) NOT NULL,
    "tokenReviewerJwtTag" character varying(255) NOT NULL,
    "allowedNamespaces" character varying(255) NOT NULL,
    "allowedNames" character varying(255) NOT NULL,
    "allowedAudience" character varying(255) NOT NULL
);

CREATE TABLE infisical.identity_metadata (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    key character varying(255) NOT NULL,
    value character varying(1020),
    "orgId" uuid NOT NULL,
    "userId" uuid,
    "identityId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.identity_oidc_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "accessTokenTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenTrustedIps" jsonb NOT NULL,
    "identityId" uuid NOT NULL,
    "oidcDiscoveryUrl" character varying(255) NOT NULL,
    "encryptedCaCert" text NOT NULL,
    "caCertIV" character varying(255) NOT NULL,
    "caCertTag" character varying(255) NOT NULL,
    "boundIssuer" character varying(255) NOT NULL,
    "boundAudiences" character varying(255) NOT NULL,
    "boundClaims" jsonb NOT NULL,
    "boundSubject" character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.identity_org_memberships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    role character varying(255) NOT NULL,
    "roleId" uuid,
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityId" uuid NOT NULL
);

CREATE TABLE infisical.identity_project_additional_privilege (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug character varying(60) NOT NULL,
    "projectMembershipId" uuid NOT NULL,
    "isTemporary" boolean DEFAULT false NOT NULL,
    "temporaryMode" character varying(255),
    "temporaryRange" character varying(255),
    "temporaryAccessStartTime" timestamp with time zone,
    "temporaryAccessEndTime" timestamp with time zone,
    permissions jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.identity_project_membership_role (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    role character varying(255) NOT NULL,
    "projectMembershipId" uuid NOT NULL,
    "customRoleId" uuid,
    "isTemporary" boolean DEFAULT false NOT NULL,
    "temporaryMode" character varying(255),
    "temporaryRange" character varying(255),
    "temporaryAccessStartTime" timestamp with time zone,
    "temporaryAccessEndTime" timestamp with time zone,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.identity_project_memberships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "projectId" character varying(255) NOT NULL,
    "identityId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.identity_token_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "accessTokenTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "accessTokenTrustedIps" jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityId" uuid NOT NULL
);

CREATE TABLE infisical.identity_ua_client_secrets (
    id character varying(36) DEFAULT gen_random_uuid() NOT NULL,
    description character varying(255) NOT NULL,
    "clientSecretPrefix" character varying(255) NOT NULL,
    "clientSecretHash" character varying(255) NOT NULL,
    "clientSecretLastUsedAt" timestamp with time zone,
    "clientSecretNumUses" bigint DEFAULT '0'::bigint NOT NULL,
    "clientSecretNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "clientSecretTTL" bigint DEFAULT '0'::bigint NOT NULL,
    "isClientSecretRevoked" boolean DEFAULT false NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityUAId" uuid NOT NULL
);

CREATE TABLE infisical.identity_universal_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "clientId" character varying(255) NOT NULL,
    "accessTokenTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenMaxTTL" bigint DEFAULT '7200'::bigint NOT NULL,
    "accessTokenNumUsesLimit" bigint DEFAULT '0'::bigint NOT NULL,
    "clientSecretTrustedIps" jsonb NOT NULL,
    "accessTokenTrustedIps" jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "identityId" uuid NOT NULL
);

CREATE TABLE infisical.incident_contacts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "orgId" uuid NOT NULL
);

CREATE TABLE infisical.infisical_migrations (
    id integer NOT NULL,
    name character varying(255),
    batch integer,
    migration_time timestamp with time zone
);

CREATE SEQUENCE infisical.infisical_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE infisical.infisical_migrations_id_seq OWNED BY infisical.infisical_migrations.id;

CREATE TABLE infisical.infisical_migrations_lock (
    index integer NOT NULL,
    is_locked integer
);

CREATE SEQUENCE infisical.infisical_migrations_lock_index_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE infisical.infisical_migrations_lock_index_seq OWNED BY infisical.infisical_migrations_lock.index;

CREATE TABLE infisical.integration_auths (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    integration character varying(255) NOT NULL,
    "teamId" character varying(255),
    url character varying(255),
    namespace character varying(255),
    "accountId" character varying(255),
    "refreshCiphertext" text,
    "refreshIV" character varying(255),
    "refreshTag" character varying(255),
    "accessIdCiphertext" character varying(255),
    "accessIdIV" character varying(255),
    "accessIdTag" character varying(255),
    "accessCiphertext" text,
    "accessIV" character varying(255),
    "accessTag" character varying(255),
    "accessExpiresAt" timestamp with time zone,
    metadata jsonb,
    algorithm character varying(255) NOT NULL,
    "keyEncoding" character varying(255) NOT NULL,
    "projectId" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "awsAssumeIamRoleArnCipherText" text,
    "awsAssumeIamRoleArnIV" text,
    "awsAssumeIamRoleArnTag" text,
    "encryptedAccess" bytea,
    "encryptedAccessId" bytea,
    "encryptedRefresh" bytea,
    "encryptedAwsAssumeIamRoleArn" bytea
);

CREATE TABLE infisical.integrations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "isActive" boolean NOT NULL,
    url character varying(255),
    app character varying(255),
    "appId" character varying(255),
    "targetEnvironment" character varying(255),
    "targetEnvironmentId" character varying(255),
    "targetService" character varying(255),
    "targetServiceId" character varying(255),
    owner character varying(255),
    path character varying(255),
    region character varying(255),
    scope character varying(255),
    integration character varying(255) NOT NULL,
    metadata jsonb,
    "integrationAuthId" uuid NOT NULL,
    "envId" uuid NOT NULL,
    "secretPath" character varying(255) DEFAULT '/'::character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastUsed" timestamp with time zone,
    "isSynced" boolean,
    "syncMessage" text,
    "lastSyncJobId" character varying(255)
);

CREATE TABLE infisical.internal_kms (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "encryptedKey" bytea NOT NULL,
    "encryptionAlgorithm" character varying(255) NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    "kmsKeyId" uuid NOT NULL
);

CREATE TABLE infisical.internal_kms_key_version (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "encryptedKey" bytea NOT NULL,
    version integer NOT NULL,
    "internalKmsId" uuid NOT NULL
);

CREATE TABLE infisical.kms_keys (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    description character varying(255),
    "isDisabled" boolean DEFAULT false,
    "isReserved" boolean DEFAULT true,
    "orgId" uuid NOT NULL,
    name character varying(32) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "projectId" character varying(255),
    slug character varying(32)
);

CREATE TABLE infisical.kms_root_config (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "encryptedRootKey" bytea NOT NULL
);

CREATE TABLE infisical.ldap_configs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "orgId" uuid NOT NULL,
    "isActive" boolean NOT NULL,
    url character varying(255) NOT NULL,
    "encryptedBindDN" character varying(255) NOT NULL,
    "bindDNIV" character varying(255) NOT NULL,
    "bindDNTag" character varying(255) NOT NULL,
    "encryptedBindPass" character varying(255) NOT NULL,
    "bindPassIV" character varying(255) NOT NULL,
    "bindPassTag" character varying(255) NOT NULL,
    "searchBase" character varying(255) NOT NULL,
    "encryptedCACert" text NOT NULL,
    "caCertIV" character varying(255) NOT NULL,
    "caCertTag" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "groupSearchBase" character varying(255) DEFAULT ''::character varying NOT NULL,
    "groupSearchFilter" character varying(255) DEFAULT ''::character varying NOT NULL,
    "searchFilter" character varying(255) DEFAULT ''::character varying NOT NULL,
    "uniqueUserAttribute" character varying(255) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE infisical.ldap_group_maps (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "ldapConfigId" uuid NOT NULL,
    "ldapGroupCN" character varying(255) NOT NULL,
    "groupId" uuid NOT NULL
);

CREATE TABLE infisical.oidc_configs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "discoveryURL" character varying(255),
    issuer character varying(255),
    "authorizationEndpoint" character varying(255),
    "jwksUri" character varying(255),
    "tokenEndpoint" character varying(255),
    "userinfoEndpoint" character varying(255),
    "encryptedClientId" text NOT NULL,
    "configurationType" character varying(255) NOT NULL,
    "clientIdIV" character varying(255) NOT NULL,
    "clientIdTag" character varying(255) NOT NULL,
    "encryptedClientSecret" text NOT NULL,
    "clientSecretIV" character varying(255) NOT NULL,
    "clientSecretTag" character varying(255) NOT NULL,
    "allowedEmailDomains" character varying(255),
    "isActive" boolean NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "orgId" uuid NOT NULL,
    "lastUsed" timestamp with time zone
);

CREATE TABLE infisical.org_bots (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    "publicKey" text NOT NULL,
    "encryptedSymmetricKey" text NOT NULL,
    "symmetricKeyIV" text NOT NULL,
    "symmetricKeyTag" text NOT NULL,
    "symmetricKeyAlgorithm" character varying(255) NOT NULL,
    "symmetricKeyKeyEncoding" character varying(255) NOT NULL,
    "encryptedPrivateKey" text NOT NULL,
    "privateKeyIV" text NOT NULL,
    "privateKeyTag" text NOT NULL,
    "privateKeyAlgorithm" character varying(255) NOT NULL,
    "privateKeyKeyEncoding" character varying(255) NOT NULL,
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.org_memberships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    role character varying(255) NOT NULL,
    status character varying(255) DEFAULT 'invited'::character varying NOT NULL,
    "inviteEmail" character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid,
    "orgId" uuid NOT NULL,
    "roleId" uuid,
    "projectFavorites" text[],
    "isActive" boolean DEFAULT true NOT NULL
);

CREATE TABLE infisical.org_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255),
    slug character varying(255) NOT NULL,
    permissions jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "orgId" uuid NOT NULL
);

CREATE TABLE infisical.organizations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    "customerId" character varying(255),
    slug character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "authEnforced" boolean DEFAULT false,
    "scimEnabled" boolean DEFAULT false,
    "kmsDefaultKeyId" uuid,
    "kmsEncryptedDataKey" bytea,
    "defaultMembershipRole" character varying(255) DEFAULT 'member'::character varying NOT NULL,
    "enforceMfa" boolean DEFAULT false NOT NULL
);

CREATE TABLE infisical.pki_alerts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "projectId" character varying(255) NOT NULL,
    "pkiCollectionId" uuid NOT NULL,
    name character varying(255) NOT NULL,
    "alertBeforeDays" integer NOT NULL,
    "recipientEmails" character varying(255) NOT NULL
);

CREATE TABLE infisical.pki_collection_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "pkiCollectionId" uuid NOT NULL,
    "caId" uuid,
    "certId" uuid
);

CREATE TABLE infisical.pki_collections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "projectId" character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255) NOT NULL
);

CREATE TABLE infisical.project_bots (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    "isActive" boolean DEFAULT false NOT NULL,
    "encryptedPrivateKey" text NOT NULL,
    "publicKey" text NOT NULL,
    iv text NOT NULL,
    tag text NOT NULL,
    algorithm character varying(255) NOT NULL,
    "keyEncoding" character varying(255) NOT NULL,
    "encryptedProjectKey" text,
    "encryptedProjectKeyNonce" text,
    "projectId" character varying(255) NOT NULL,
    "senderId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.project_environments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    "position" integer NOT NULL,
    "projectId" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.project_keys (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "encryptedKey" text NOT NULL,
    nonce text NOT NULL,
    "receiverId" uuid NOT NULL,
    "senderId" uuid,
    "projectId" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.project_memberships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid NOT NULL,
    "projectId" character varying(255) NOT NULL
);

CREATE TABLE infisical.project_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255),
    slug character varying(255) NOT NULL,
    permissions jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "projectId" character varying(255) NOT NULL
);

CREATE TABLE infisical.project_slack_configs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "projectId" character varying(255) NOT NULL,
    "slackIntegrationId" uuid NOT NULL,
    "isAccessRequestNotificationEnabled" boolean DEFAULT false NOT NULL,
    "accessRequestChannels" character varying(255) DEFAULT ''::character varying NOT NULL,
    "isSecretRequestNotificationEnabled" boolean DEFAULT false NOT NULL,
    "secretRequestChannels" character varying(255) DEFAULT ''::character varying NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.project_user_additional_privilege (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug character varying(60) NOT NULL,
    "projectMembershipId" uuid,
    "isTemporary" boolean DEFAULT false NOT NULL,
    "temporaryMode" character varying(255),
    "temporaryRange" character varying(255),
    "temporaryAccessStartTime" timestamp with time zone,
    "temporaryAccessEndTime" timestamp with time zone,
    permissions jsonb NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid NOT NULL,
    "projectId" character varying(255) NOT NULL
);

CREATE TABLE infisical.project_user_membership_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    role character varying(255) NOT NULL,
    "projectMembershipId" uuid NOT NULL,
    "customRoleId" uuid,
    "isTemporary" boolean DEFAULT false NOT NULL,
    "temporaryMode" character varying(255),
    "temporaryRange" character varying(255),
    "temporaryAccessStartTime" timestamp with time zone,
    "temporaryAccessEndTime" timestamp with time zone,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.projects (
    id character varying(36) DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    "autoCapitalization" boolean DEFAULT true,
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    "upgradeStatus" character varying(255),
    "pitVersionLimit" integer DEFAULT 10 NOT NULL,
    "kmsCertificateKeyId" uuid,
    "auditLogsRetentionDays" integer,
    "kmsSecretManagerKeyId" uuid,
    "kmsSecretManagerEncryptedDataKey" bytea
);

CREATE TABLE infisical.rate_limit (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "readRateLimit" integer DEFAULT 600 NOT NULL,
    "writeRateLimit" integer DEFAULT 200 NOT NULL,
    "secretsRateLimit" integer DEFAULT 60 NOT NULL,
    "authRateLimit" integer DEFAULT 60 NOT NULL,
    "inviteUserRateLimit" integer DEFAULT 30 NOT NULL,
    "mfaRateLimit" integer DEFAULT 20 NOT NULL,
    "publicEndpointLimit" integer DEFAULT 30 NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.saml_configs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "authProvider" character varying(255) NOT NULL,
    "isActive" boolean NOT NULL,
    "encryptedEntryPoint" character varying(255),
    "entryPointIV" character varying(255),
    "entryPointTag" character varying(255),
    "encryptedIssuer" character varying(255),
    "issuerTag" character varying(255),
    "issuerIV" character varying(255),
    "encryptedCert" text,
    "certIV" character varying(255),
    "certTag" character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "orgId" uuid NOT NULL,
    "lastUsed" timestamp with time zone
);

CREATE TABLE infisical.scim_tokens (
    id character varying(36) DEFAULT gen_random_uuid() NOT NULL,
    "ttlDays" bigint DEFAULT '365'::bigint NOT NULL,
    description character varying(255) NOT NULL,
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_approval_policies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    "secretPath" character varying(255),
    approvals integer DEFAULT 1 NOT NULL,
    "envId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "enforcementLevel" character varying(10) DEFAULT 'hard'::character varying NOT NULL
);

CREATE TABLE infisical.secret_approval_policies_approvers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "policyId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "approverUserId" uuid,
    "approverGroupId" uuid
);

CREATE TABLE infisical.secret_approval_request_secret_tags (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "secretId" uuid NOT NULL,
    "tagId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_approval_request_secret_tags_v2 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "secretId" uuid NOT NULL,
    "tagId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_approval_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "policyId" uuid NOT NULL,
    "hasMerged" boolean DEFAULT false NOT NULL,
    status character varying(255) DEFAULT 'open'::character varying NOT NULL,
    conflicts jsonb,
    slug character varying(255) NOT NULL,
    "folderId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "isReplicated" boolean,
    "committerUserId" uuid NOT NULL,
    "statusChangedByUserId" uuid,
    "bypassReason" character varying(255)
);

CREATE TABLE infisical.secret_approval_requests_reviewers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    status character varying(255) NOT NULL,
    "requestId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "reviewerUserId" uuid NOT NULL
);

CREATE TABLE infisical.secret_approval_requests_secrets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer DEFAULT 1,
    "secretBlindIndex" text,
    "secretKeyCiphertext" text NOT NULL,
    "secretKeyIV" text NOT NULL,
    "secretKeyTag" text NOT NULL,
    "secretValueCiphertext" text NOT NULL,
    "secretValueIV" text NOT NULL,
    "secretValueTag" text NOT NULL,
    "secretCommentCiphertext" text,
    "secretCommentIV" text,
    "secretCommentTag" text,
    "secretReminderNote" character varying(255),
    "secretReminderRepeatDays" integer,
    "skipMultilineEncoding" boolean DEFAULT false,
    algorithm character varying(255) DEFAULT 'aes-256-gcm'::character varying NOT NULL,
    "keyEncoding" character varying(255) DEFAULT 'utf8'::character varying NOT NULL,
    metadata jsonb,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "requestId" uuid NOT NULL,
    op character varying(255) NOT NULL,
    "secretId" uuid,
    "secretVersion" uuid
);

CREATE TABLE infisical.secret_approval_requests_secrets_v2 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer DEFAULT 1,
    key character varying(500) NOT NULL,
    "encryptedValue" bytea,
    "encryptedComment" bytea,
    "reminderNote" character varying(255),
    "reminderRepeatDays" integer,
    "skipMultilineEncoding" boolean DEFAULT false,
    metadata jsonb,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "requestId" uuid NOT NULL,
    op character varying(255) NOT NULL,
    "secretId" uuid,
    "secretVersion" uuid
);

CREATE TABLE infisical.secret_blind_indexes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "encryptedSaltCipherText" text NOT NULL,
    "saltIV" text NOT NULL,
    "saltTag" text NOT NULL,
    algorithm character varying(255) DEFAULT 'aes-256-gcm'::character varying NOT NULL,
    "keyEncoding" character varying(255) DEFAULT 'utf8'::character varying NOT NULL,
    "projectId" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_folder_versions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    version integer DEFAULT 1,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "envId" uuid NOT NULL,
    "folderId" uuid NOT NULL
);

CREATE TABLE infisical.secret_folders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    version integer DEFAULT 1,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "envId" uuid NOT NULL,
    "parentId" uuid,
    "isReserved" boolean DEFAULT false
);

CREATE TABLE infisical.secret_imports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer DEFAULT 1,
    "importPath" character varying(255) NOT NULL,
    "importEnv" uuid NOT NULL,
    "position" integer NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "folderId" uuid NOT NULL,
    "isReplication" boolean DEFAULT false,
    "isReplicationSuccess" boolean,
    "replicationStatus" text,
    "lastReplicated" timestamp with time zone,
    "isReserved" boolean DEFAULT false
);

CREATE TABLE infisical.secret_references (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    environment character varying(255) NOT NULL,
    "secretPath" character varying(255) NOT NULL,
    "secretId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_references_v2 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    environment character varying(255) NOT NULL,
    "secretPath" character varying(255) NOT NULL,
    "secretKey" character varying(500) NOT NULL,
    "secretId" uuid NOT NULL
);

CREATE TABLE infisical.secret_rotation_output_v2 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    key character varying(255) NOT NULL,
    "secretId" uuid NOT NULL,
    "rotationId" uuid NOT NULL
);

CREATE TABLE infisical.secret_rotation_outputs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    key character varying(255) NOT NULL,
    "secretId" uuid NOT NULL,
    "rotationId" uuid NOT NULL
);

CREATE TABLE infisical.secret_rotations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    provider character varying(255) NOT NULL,
    "secretPath" character varying(255) NOT NULL,
    "interval" integer NOT NULL,
    "lastRotatedAt" timestamp with time zone,
    status character varying(255),
    "statusMessage" text,
    "encryptedData" text,
    "encryptedDataIV" text,
    "encryptedDataTag" text,
    algorithm character varying(255),
    "keyEncoding" character varying(255),
    "envId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_scanning_git_risks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    description character varying(255),
    "startLine" character varying(255),
    "endLine" character varying(255),
    "startColumn" character varying(255),
    "endColumn" character varying(255),
    file character varying(255),
    "symlinkFile" character varying(255),
    commit character varying(255),
    entropy character varying(255),
    author character varying(255),
    email character varying(255),
    date character varying(255),
    message text,
    tags text[],
    "ruleID" character varying(255),
    fingerprint character varying(255),
    "fingerPrintWithoutCommitId" character varying(255),
    "isFalsePositive" boolean DEFAULT false,
    "isResolved" boolean DEFAULT false,
    "riskOwner" character varying(255),
    "installationId" character varying(255) NOT NULL,
    "repositoryId" character varying(255),
    "repositoryLink" character varying(255),
    "repositoryFullName" character varying(255),
    "pusherName" character varying(255),
    "pusherEmail" character varying(255),
    status character varying(255),
    "orgId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_sharing (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "encryptedValue" character varying(255),
    iv character varying(255),
    tag character varying(255),
    "hashedHex" character varying(255),
    "expiresAt" timestamp with time zone NOT NULL,
    "userId" uuid,
    "orgId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "expiresAfterViews" integer,
    "accessType" character varying(255) DEFAULT 'anyone'::character varying NOT NULL,
    name character varying(255),
    "lastViewedAt" timestamp with time zone,
    password character varying(255),
    "encryptedSecret" bytea,
    identifier character varying(64)
);

CREATE TABLE infisical.secret_snapshot_folders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "envId" uuid NOT NULL,
    "folderVersionId" uuid NOT NULL,
    "snapshotId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_snapshot_secrets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "envId" uuid NOT NULL,
    "secretVersionId" uuid NOT NULL,
    "snapshotId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_snapshot_secrets_v2 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "envId" uuid NOT NULL,
    "secretVersionId" uuid NOT NULL,
    "snapshotId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_snapshots (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "envId" uuid NOT NULL,
    "folderId" uuid NOT NULL,
    "parentFolderId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_tag_junction (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "secretsId" uuid NOT NULL,
    "secret_tagsId" uuid NOT NULL
);

CREATE TABLE infisical.secret_tags (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug character varying(255) NOT NULL,
    color character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdBy" uuid,
    "projectId" character varying(255) NOT NULL,
    "createdByActorType" character varying(255) DEFAULT 'user'::character varying NOT NULL
);

CREATE TABLE infisical.secret_v2_tag_junction (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "secrets_v2Id" uuid NOT NULL,
    "secret_tagsId" uuid NOT NULL
);

CREATE TABLE infisical.secret_version_tag_junction (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "secret_versionsId" uuid NOT NULL,
    "secret_tagsId" uuid NOT NULL
);

CREATE TABLE infisical.secret_version_v2_tag_junction (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "secret_versions_v2Id" uuid NOT NULL,
    "secret_tagsId" uuid NOT NULL
);

CREATE TABLE infisical.secret_versions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    type character varying(255) DEFAULT 'shared'::character varying NOT NULL,
    "secretBlindIndex" text,
    "secretKeyCiphertext" text NOT NULL,
    "secretKeyIV" text NOT NULL,
    "secretKeyTag" text NOT NULL,
    "secretValueCiphertext" text NOT NULL,
    "secretValueIV" text NOT NULL,
    "secretValueTag" text NOT NULL,
    "secretCommentCiphertext" text,
    "secretCommentIV" text,
    "secretCommentTag" text,
    "secretReminderNote" character varying(255),
    "secretReminderRepeatDays" integer,
    "skipMultilineEncoding" boolean DEFAULT false,
    algorithm character varying(255) DEFAULT 'aes-256-gcm'::character varying NOT NULL,
    "keyEncoding" character varying(255) DEFAULT 'utf8'::character varying NOT NULL,
    metadata jsonb,
    "envId" uuid,
    "secretId" uuid NOT NULL,
    "folderId" uuid NOT NULL,
    "userId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secret_versions_v2 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    type character varying(255) DEFAULT 'shared'::character varying NOT NULL,
    key character varying(500) NOT NULL,
    "encryptedValue" bytea,
    "encryptedComment" bytea,
    "reminderNote" character varying(255),
    "reminderRepeatDays" integer,
    "skipMultilineEncoding" boolean DEFAULT false,
    metadata jsonb,
    "envId" uuid,
    "secretId" uuid NOT NULL,
    "folderId" uuid NOT NULL,
    "userId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secrets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    type character varying(255) DEFAULT 'shared'::character varying NOT NULL,
    "secretBlindIndex" text,
    "secretKeyCiphertext" text NOT NULL,
    "secretKeyIV" text NOT NULL,
    "secretKeyTag" text NOT NULL,
    "secretValueCiphertext" text NOT NULL,
    "secretValueIV" text NOT NULL,
    "secretValueTag" text NOT NULL,
    "secretCommentCiphertext" text,
    "secretCommentIV" text,
    "secretCommentTag" text,
    "secretReminderNote" character varying(255),
    "secretReminderRepeatDays" integer,
    "skipMultilineEncoding" boolean DEFAULT false,
    algorithm character varying(255) DEFAULT 'aes-256-gcm'::character varying NOT NULL,
    "keyEncoding" character varying(255) DEFAULT 'utf8'::character varying NOT NULL,
    metadata jsonb,
    "userId" uuid,
    "folderId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.secrets_v2 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    type character varying(255) DEFAULT 'shared'::character varying NOT NULL,
    key character varying(500) NOT NULL,
    "encryptedValue" bytea,
    "encryptedComment" bytea,
    "reminderNote" character varying(255),
    "reminderRepeatDays" integer,
    "skipMultilineEncoding" boolean DEFAULT false,
    metadata jsonb,
    "userId" uuid,
    "folderId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.service_tokens (
    id character varying(36) DEFAULT gen_random_uuid() NOT NULL,
    name character varying(255) NOT NULL,
    scopes jsonb NOT NULL,
    permissions text[] NOT NULL,
    "lastUsed" timestamp with time zone,
    "expiresAt" timestamp with time zone,
    "secretHash" text NOT NULL,
    "encryptedKey" text,
    iv text,
    tag text,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdBy" character varying(255) NOT NULL,
    "projectId" character varying(255) NOT NULL
);

CREATE TABLE infisical.slack_integrations (
    id uuid NOT NULL,
    "teamId" character varying(255) NOT NULL,
    "teamName" character varying(255) NOT NULL,
    "slackUserId" character varying(255) NOT NULL,
    "slackAppId" character varying(255) NOT NULL,
    "encryptedBotAccessToken" bytea NOT NULL,
    "slackBotId" character varying(255) NOT NULL,
    "slackBotUserId" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.super_admin (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    initialized boolean DEFAULT false,
    "allowSignUp" boolean DEFAULT true,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "allowedSignUpDomain" character varying(255),
    "instanceId" uuid DEFAULT gen_random_uuid() NOT NULL,
    "trustSamlEmails" boolean DEFAULT false,
    "trustLdapEmails" boolean DEFAULT false,
    "trustOidcEmails" boolean DEFAULT false,
    "defaultAuthOrgId" uuid,
    "enabledLoginMethods" text[],
    "encryptedSlackClientId" bytea,
    "encryptedSlackClientSecret" bytea
);

CREATE TABLE infisical.trusted_ips (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "ipAddress" character varying(255) NOT NULL,
    type character varying(255) NOT NULL,
    prefix integer,
    "isActive" boolean DEFAULT true,
    comment character varying(255),
    "projectId" character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.user_actions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    action character varying(255) NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" uuid NOT NULL
);

CREATE TABLE infisical.user_aliases (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "userId" uuid NOT NULL,
    username character varying(255),
    "aliasType" character varying(255) NOT NULL,
    "externalId" character varying(255) NOT NULL,
    emails text[],
    "orgId" uuid,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE infisical.user_encryption_keys (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "clientPublicKey" text,
    "serverPrivateKey" text,
    "encryptionVersion" integer DEFAULT 2,
    "protectedKey" text,
    "protectedKeyIV" text,
    "protectedKeyTag" text,
    "publicKey" text NOT NULL,
    "encryptedPrivateKey" text NOT NULL,
    iv text NOT NULL,
    tag text NOT NULL,
    salt text NOT NULL,
    verifier text NOT NULL,
    "userId" uuid NOT NULL,
    "hashedPassword" character varying(255),
    "serverEncryptedPrivateKey" text,
    "serverEncryptedPrivateKeyIV" text,
    "serverEncryptedPrivateKeyTag" text,
    "serverEncryptedPrivateKeyEncoding" text
);

CREATE TABLE infisical.user_group_membership (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "userId" uuid NOT NULL,
    "groupId" uuid NOT NULL,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "isPending" boolean DEFAULT false NOT NULL
);

CREATE TABLE infisical.users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email character varying(255),
    "authMethods" text[],
    "superAdmin" boolean DEFAULT false,
    "firstName" character varying(255),
    "lastName" character varying(255),
    "isAccepted" boolean DEFAULT false,
    "isMfaEnabled" boolean DEFAULT false,
    "mfaMethods" text[],
    devices jsonb,
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "isGhost" boolean DEFAULT false NOT NULL,
    username character varying(255) NOT NULL,
    "isEmailVerified" boolean DEFAULT false,
    "consecutiveFailedMfaAttempts" integer DEFAULT 0,
    "isLocked" boolean DEFAULT false,
    "temporaryLockDateEnd" timestamp with time zone,
    "consecutiveFailedPasswordAttempts" integer DEFAULT 0
);

CREATE TABLE infisical.webhooks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    "secretPath" character varying(255) DEFAULT '/'::character varying NOT NULL,
    url character varying(255) NOT NULL,
    "lastStatus" character varying(255),
    "lastRunErrorMessage" text,
    "isDisabled" boolean DEFAULT false NOT NULL,
    "encryptedSecretKey" text,
    iv text,
    tag text,
    algorithm character varying(255),
    "keyEncoding" character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "envId" uuid NOT NULL,
    "urlCipherText" text,
    "urlIV" character varying(255),
    "urlTag" character varying(255),
    type character varying(255) DEFAULT 'general'::character varying
);

CREATE TABLE infisical.workflow_integrations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    integration character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    "orgId" uuid NOT NULL,
    description character varying(255),
    "createdAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

ALTER TABLE ONLY infisical.infisical_migrations ALTER COLUMN id SET DEFAULT nextval('infisical.infisical_migrations_id_seq'::regclass);

ALTER TABLE ONLY infisical.infisical_migrations_lock ALTER COLUMN index SET DEFAULT nextval('infisical.infisical_migrations_lock_index_seq'::regclass);

ALTER TABLE ONLY infisical.access_approval_policies_approvers
    ADD CONSTRAINT access_approval_policies_approvers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.access_approval_policies
    ADD CONSTRAINT access_approval_policies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.access_approval_requests
    ADD CONSTRAINT access_approval_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.access_approval_requests_reviewers
    ADD CONSTRAINT access_approval_requests_reviewers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.audit_log_streams
    ADD CONSTRAINT audit_log_streams_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.audit_logs
    ADD CONSTRAINT audit_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.auth_token_sessions
    ADD CONSTRAINT auth_token_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.auth_tokens
    ADD CONSTRAINT auth_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.backup_private_key
    ADD CONSTRAINT backup_private_key_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.backup_private_key
    ADD CONSTRAINT backup_private_key_userid_unique UNIQUE ("userId");

ALTER TABLE ONLY infisical.certificate_authorities
    ADD CONSTRAINT certificate_authorities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificate_authorities
    ADD CONSTRAINT certificate_authorities_serialnumber_unique UNIQUE ("serialNumber");

ALTER TABLE ONLY infisical.certificate_authority_certs
    ADD CONSTRAINT certificate_authority_certs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificate_authority_crl
    ADD CONSTRAINT certificate_authority_crl_caid_unique UNIQUE ("caId");

ALTER TABLE ONLY infisical.certificate_authority_crl
    ADD CONSTRAINT certificate_authority_crl_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificate_authority_secret
    ADD CONSTRAINT certificate_authority_secret_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificate_bodies
    ADD CONSTRAINT certificate_bodies_certid_unique UNIQUE ("certId");

ALTER TABLE ONLY infisical.certificate_bodies
    ADD CONSTRAINT certificate_bodies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificate_template_est_configs
    ADD CONSTRAINT certificate_template_est_configs_certificatetemplateid_unique UNIQUE ("certificateTemplateId");

ALTER TABLE ONLY infisical.certificate_template_est_configs
    ADD CONSTRAINT certificate_template_est_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificate_templates
    ADD CONSTRAINT certificate_templates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificates
    ADD CONSTRAINT certificates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.certificates
    ADD CONSTRAINT certificates_serialnumber_unique UNIQUE ("serialNumber");

ALTER TABLE ONLY infisical.dynamic_secret_leases
    ADD CONSTRAINT dynamic_secret_leases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.dynamic_secrets
    ADD CONSTRAINT dynamic_secrets_name_folderid_unique UNIQUE (name, "folderId");

ALTER TABLE ONLY infisical.dynamic_secrets
    ADD CONSTRAINT dynamic_secrets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_environments
    ADD CONSTRAINT env_pos_composite_uniqe UNIQUE ("projectId", "position") DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY infisical.external_group_org_role_mappings
    ADD CONSTRAINT external_group_org_role_mappings_orgid_groupname_unique UNIQUE ("orgId", "groupName");

ALTER TABLE ONLY infisical.external_group_org_role_mappings
    ADD CONSTRAINT external_group_org_role_mappings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.external_kms
    ADD CONSTRAINT external_kms_kmskeyid_unique UNIQUE ("kmsKeyId");

ALTER TABLE ONLY infisical.external_kms
    ADD CONSTRAINT external_kms_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.git_app_install_sessions
    ADD CONSTRAINT git_app_install_sessions_orgid_unique UNIQUE ("orgId");

ALTER TABLE ONLY infisical.git_app_install_sessions
    ADD CONSTRAINT git_app_install_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.git_app_install_sessions
    ADD CONSTRAINT git_app_install_sessions_sessionid_unique UNIQUE ("sessionId");

ALTER TABLE ONLY infisical.git_app_org
    ADD CONSTRAINT git_app_org_installationid_unique UNIQUE ("installationId");

ALTER TABLE ONLY infisical.git_app_org
    ADD CONSTRAINT git_app_org_orgid_unique UNIQUE ("orgId");

ALTER TABLE ONLY infisical.git_app_org
    ADD CONSTRAINT git_app_org_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.group_project_membership_roles
    ADD CONSTRAINT group_project_membership_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.group_project_memberships
    ADD CONSTRAINT group_project_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.groups
    ADD CONSTRAINT groups_orgid_slug_unique UNIQUE ("orgId", slug);

ALTER TABLE ONLY infisical.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identities
    ADD CONSTRAINT identities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_access_tokens
    ADD CONSTRAINT identity_access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_aws_auths
    ADD CONSTRAINT identity_aws_auths_identityid_unique UNIQUE ("identityId");

ALTER TABLE ONLY infisical.identity_aws_auths
    ADD CONSTRAINT identity_aws_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_azure_auths
    ADD CONSTRAINT identity_azure_auths_identityid_unique UNIQUE ("identityId");

ALTER TABLE ONLY infisical.identity_azure_auths
    ADD CONSTRAINT identity_azure_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_gcp_auths
    ADD CONSTRAINT identity_gcp_auths_identityid_unique UNIQUE ("identityId");

ALTER TABLE ONLY infisical.identity_gcp_auths
    ADD CONSTRAINT identity_gcp_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_kubernetes_auths
    ADD CONSTRAINT identity_kubernetes_auths_identityid_unique UNIQUE ("identityId");

ALTER TABLE ONLY infisical.identity_kubernetes_auths
    ADD CONSTRAINT identity_kubernetes_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_metadata
    ADD CONSTRAINT identity_metadata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_oidc_auths
    ADD CONSTRAINT identity_oidc_auths_identityid_unique UNIQUE ("identityId");

ALTER TABLE ONLY infisical.identity_oidc_auths
    ADD CONSTRAINT identity_oidc_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_org_memberships
    ADD CONSTRAINT identity_org_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_project_additional_privilege
    ADD CONSTRAINT identity_project_additional_privilege_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_project_membership_role
    ADD CONSTRAINT identity_project_membership_role_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_project_memberships
    ADD CONSTRAINT identity_project_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_token_auths
    ADD CONSTRAINT identity_token_auths_identityid_unique UNIQUE ("identityId");

ALTER TABLE ONLY infisical.identity_token_auths
    ADD CONSTRAINT identity_token_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_ua_client_secrets
    ADD CONSTRAINT identity_ua_client_secrets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.identity_universal_auths
    ADD CONSTRAINT identity_universal_auths_identityid_unique UNIQUE ("identityId");

ALTER TABLE ONLY infisical.identity_universal_auths
    ADD CONSTRAINT identity_universal_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_imports
    ADD CONSTRAINT import_pos_composite_uniqe UNIQUE ("folderId", "position") DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY infisical.incident_contacts
    ADD CONSTRAINT incident_contacts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.infisical_migrations_lock
    ADD CONSTRAINT infisical_migrations_lock_pkey PRIMARY KEY (index);

ALTER TABLE ONLY infisical.infisical_migrations
    ADD CONSTRAINT infisical_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.integration_auths
    ADD CONSTRAINT integration_auths_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.integrations
    ADD CONSTRAINT integrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.internal_kms
    ADD CONSTRAINT internal_kms_kmskeyid_unique UNIQUE ("kmsKeyId");

ALTER TABLE ONLY infisical.internal_kms
    ADD CONSTRAINT internal_kms_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.internal_kms_key_version
    ADD CONSTRAINT kms_key_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.kms_keys
    ADD CONSTRAINT kms_keys_orgid_projectid_slug_unique UNIQUE ("orgId", "projectId", name);

ALTER TABLE ONLY infisical.kms_keys
    ADD CONSTRAINT kms_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.kms_root_config
    ADD CONSTRAINT kms_root_config_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.ldap_configs
    ADD CONSTRAINT ldap_configs_orgid_unique UNIQUE ("orgId");

ALTER TABLE ONLY infisical.ldap_configs
    ADD CONSTRAINT ldap_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.ldap_group_maps
    ADD CONSTRAINT ldap_group_maps_ldapgroupcn_groupid_ldapconfigid_unique UNIQUE ("ldapGroupCN", "groupId", "ldapConfigId");

ALTER TABLE ONLY infisical.ldap_group_maps
    ADD CONSTRAINT ldap_group_maps_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.oidc_configs
    ADD CONSTRAINT oidc_configs_orgid_unique UNIQUE ("orgId");

ALTER TABLE ONLY infisical.oidc_configs
    ADD CONSTRAINT oidc_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.org_bots
    ADD CONSTRAINT org_bots_orgid_unique UNIQUE ("orgId");

ALTER TABLE ONLY infisical.org_bots
    ADD CONSTRAINT org_bots_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.org_memberships
    ADD CONSTRAINT org_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.org_memberships
    ADD CONSTRAINT org_memberships_userid_orgid_unique UNIQUE ("userId", "orgId");

ALTER TABLE ONLY infisical.org_roles
    ADD CONSTRAINT org_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.organizations
    ADD CONSTRAINT organizations_slug_unique UNIQUE (slug);

ALTER TABLE ONLY infisical.pki_alerts
    ADD CONSTRAINT pki_alerts_name_projectid_unique UNIQUE (name, "projectId");

ALTER TABLE ONLY infisical.pki_alerts
    ADD CONSTRAINT pki_alerts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.pki_collection_items
    ADD CONSTRAINT pki_collection_items_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.pki_collections
    ADD CONSTRAINT pki_collections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_bots
    ADD CONSTRAINT project_bots_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_bots
    ADD CONSTRAINT project_bots_projectid_unique UNIQUE ("projectId");

ALTER TABLE ONLY infisical.project_environments
    ADD CONSTRAINT project_environments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_keys
    ADD CONSTRAINT project_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_memberships
    ADD CONSTRAINT project_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_roles
    ADD CONSTRAINT project_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_slack_configs
    ADD CONSTRAINT project_slack_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_slack_configs
    ADD CONSTRAINT project_slack_configs_projectid_unique UNIQUE ("projectId");

ALTER TABLE ONLY infisical.project_user_additional_privilege
    ADD CONSTRAINT project_user_additional_privilege_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.project_user_membership_roles
    ADD CONSTRAINT project_user_membership_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.projects
    ADD CONSTRAINT projects_orgid_slug_unique UNIQUE ("orgId", slug);

ALTER TABLE ONLY infisical.projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.rate_limit
    ADD CONSTRAINT rate_limit_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.saml_configs
    ADD CONSTRAINT saml_configs_orgid_unique UNIQUE ("orgId");

ALTER TABLE ONLY infisical.saml_configs
    ADD CONSTRAINT saml_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.scim_tokens
    ADD CONSTRAINT scim_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_policies_approvers
    ADD CONSTRAINT secret_approval_policies_approvers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_policies
    ADD CONSTRAINT secret_approval_policies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_request_secret_tags
    ADD CONSTRAINT secret_approval_request_secret_tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_request_secret_tags_v2
    ADD CONSTRAINT secret_approval_request_secret_tags_v2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_requests
    ADD CONSTRAINT secret_approval_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_requests_reviewers
    ADD CONSTRAINT secret_approval_requests_reviewers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_requests_secrets
    ADD CONSTRAINT secret_approval_requests_secrets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_approval_requests_secrets_v2
    ADD CONSTRAINT secret_approval_requests_secrets_v2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_blind_indexes
    ADD CONSTRAINT secret_blind_indexes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_blind_indexes
    ADD CONSTRAINT secret_blind_indexes_projectid_unique UNIQUE ("projectId");

ALTER TABLE ONLY infisical.secret_folder_versions
    ADD CONSTRAINT secret_folder_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_folders
    ADD CONSTRAINT secret_folders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_imports
    ADD CONSTRAINT secret_imports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_references
    ADD CONSTRAINT secret_references_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_references_v2
    ADD CONSTRAINT secret_references_v2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_rotation_output_v2
    ADD CONSTRAINT secret_rotation_output_v2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_rotation_outputs
    ADD CONSTRAINT secret_rotation_outputs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_rotations
    ADD CONSTRAINT secret_rotations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_scanning_git_risks
    ADD CONSTRAINT secret_scanning_git_risks_fingerprint_unique UNIQUE (fingerprint);

ALTER TABLE ONLY infisical.secret_scanning_git_risks
    ADD CONSTRAINT secret_scanning_git_risks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_sharing
    ADD CONSTRAINT secret_sharing_identifier_unique UNIQUE (identifier);

ALTER TABLE ONLY infisical.secret_sharing
    ADD CONSTRAINT secret_sharing_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_snapshot_folders
    ADD CONSTRAINT secret_snapshot_folders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_snapshot_secrets
    ADD CONSTRAINT secret_snapshot_secrets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_snapshot_secrets_v2
    ADD CONSTRAINT secret_snapshot_secrets_v2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_snapshots
    ADD CONSTRAINT secret_snapshots_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_tag_junction
    ADD CONSTRAINT secret_tag_junction_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_tags
    ADD CONSTRAINT secret_tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_v2_tag_junction
    ADD CONSTRAINT secret_v2_tag_junction_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_version_tag_junction
    ADD CONSTRAINT secret_version_tag_junction_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_version_v2_tag_junction
    ADD CONSTRAINT secret_version_v2_tag_junction_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_versions
    ADD CONSTRAINT secret_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secret_versions_v2
    ADD CONSTRAINT secret_versions_v2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secrets
    ADD CONSTRAINT secrets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.secrets_v2
    ADD CONSTRAINT secrets_v2_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.service_tokens
    ADD CONSTRAINT service_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.slack_integrations
    ADD CONSTRAINT slack_integrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.super_admin
    ADD CONSTRAINT super_admin_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.trusted_ips
    ADD CONSTRAINT trusted_ips_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.user_actions
    ADD CONSTRAINT user_actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.user_aliases
    ADD CONSTRAINT user_aliases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.user_encryption_keys
    ADD CONSTRAINT user_encryption_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.user_encryption_keys
    ADD CONSTRAINT user_encryption_keys_userid_unique UNIQUE ("userId");

ALTER TABLE ONLY infisical.user_group_membership
    ADD CONSTRAINT user_group_membership_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.users
    ADD CONSTRAINT users_username_unique UNIQUE (username);

ALTER TABLE ONLY infisical.webhooks
    ADD CONSTRAINT webhooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY infisical.workflow_integrations
    ADD CONSTRAINT workflow_integrations_orgid_slug_unique UNIQUE ("orgId", slug);

ALTER TABLE ONLY infisical.workflow_integrations
    ADD CONSTRAINT workflow_integrations_pkey PRIMARY KEY (id);

CREATE INDEX audit_logs_expiresat_index ON infisical.audit_logs USING btree ("expiresAt");

CREATE INDEX audit_logs_orgid_createdat_index ON infisical.audit_logs USING btree ("orgId", "createdAt");

CREATE INDEX audit_logs_orgid_index ON infisical.audit_logs USING btree ("orgId");

CREATE INDEX audit_logs_projectid_createdat_index ON infisical.audit_logs USING btree ("projectId", "createdAt");

CREATE INDEX audit_logs_projectid_index ON infisical.audit_logs USING btree ("projectId");

CREATE INDEX external_group_org_role_mappings_groupname_index ON infisical.external_group_org_role_mappings USING btree ("groupName");

CREATE INDEX org_memberships_userid_orgid_index ON infisical.org_memberships USING btree ("userId", "orgId");

CREATE INDEX organizations_slug_index ON infisical.organizations USING btree (slug);

CREATE INDEX secret_sharing_identifier_index ON infisical.secret_sharing USING btree (identifier);

CREATE INDEX secret_snapshot_folders_snapshotid_index ON infisical.secret_snapshot_folders USING btree ("snapshotId");

CREATE INDEX secret_snapshot_secrets_envid_index ON infisical.secret_snapshot_secrets USING btree ("envId");

CREATE INDEX secret_snapshot_secrets_secretversionid_index ON infisical.secret_snapshot_secrets USING btree ("secretVersionId");

CREATE INDEX secret_snapshot_secrets_snapshotid_index ON infisical.secret_snapshot_secrets USING btree ("snapshotId");

CREATE INDEX secret_snapshot_secrets_v2_envid_index ON infisical.secret_snapshot_secrets_v2 USING btree ("envId");

CREATE INDEX secret_snapshot_secrets_v2_secretversionid_index ON infisical.secret_snapshot_secrets_v2 USING btree ("secretVersionId");

CREATE INDEX secret_snapshot_secrets_v2_snapshotid_index ON infisical.secret_snapshot_secrets_v2 USING btree ("snapshotId");

CREATE INDEX secret_versions_envid_index ON infisical.secret_versions USING btree ("envId");

CREATE INDEX secrets_folderid_userid_index ON infisical.secrets USING btree ("folderId", "userId");

CREATE INDEX secrets_secretblindindex_index ON infisical.secrets USING btree ("secretBlindIndex");

CREATE INDEX secrets_v2_folderid_userid_index ON infisical.secrets_v2 USING btree ("folderId", "userId");

CREATE TRIGGER "access_approval_policies_approvers_updatedAt" BEFORE UPDATE ON infisical.access_approval_policies_approvers FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "access_approval_policies_updatedAt" BEFORE UPDATE ON infisical.access_approval_policies FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "access_approval_requests_reviewers_updatedAt" BEFORE UPDATE ON infisical.access_approval_requests_reviewers FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "access_approval_requests_updatedAt" BEFORE UPDATE ON infisical.access_approval_requests FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "api_keys_updatedAt" BEFORE UPDATE ON infisical.api_keys FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "audit_log_streams_updatedAt" BEFORE UPDATE ON infisical.audit_log_streams FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "auth_token_sessions_updatedAt" BEFORE UPDATE ON infisical.auth_token_sessions FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "certificate_authorities_updatedAt" BEFORE UPDATE ON infisical.certificate_authorities FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "certificate_authority_certs_updatedAt" BEFORE UPDATE ON infisical.certificate_authority_certs FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "certificate_authority_secret_updatedAt" BEFORE UPDATE ON infisical.certificate_authority_secret FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "certificate_bodies_updatedAt" BEFORE UPDATE ON infisical.certificate_bodies FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "certificate_template_est_configs_updatedAt" BEFORE UPDATE ON infisical.certificate_template_est_configs FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "certificate_templates_updatedAt" BEFORE UPDATE ON infisical.certificate_templates FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "certificates_updatedAt" BEFORE UPDATE ON infisical.certificates FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "dynamic_secret_leases_updatedAt" BEFORE UPDATE ON infisical.dynamic_secret_leases FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "dynamic_secrets_updatedAt" BEFORE UPDATE ON infisical.dynamic_secrets FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "external_group_org_role_mappings_updatedAt" BEFORE UPDATE ON infisical.external_group_org_role_mappings FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "git_app_install_sessions_updatedAt" BEFORE UPDATE ON infisical.git_app_install_sessions FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "git_app_org_updatedAt" BEFORE UPDATE ON infisical.git_app_org FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "group_project_membership_roles_updatedAt" BEFORE UPDATE ON infisical.group_project_membership_roles FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "group_project_memberships_updatedAt" BEFORE UPDATE ON infisical.group_project_memberships FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "groups_updatedAt" BEFORE UPDATE ON infisical.groups FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identities_updatedAt" BEFORE UPDATE ON infisical.identities FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_access_tokens_updatedAt" BEFORE UPDATE ON infisical.identity_access_tokens FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_aws_auths_updatedAt" BEFORE UPDATE ON infisical.identity_aws_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_azure_auths_updatedAt" BEFORE UPDATE ON infisical.identity_azure_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_gcp_auths_updatedAt" BEFORE UPDATE ON infisical.identity_gcp_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_kubernetes_auths_updatedAt" BEFORE UPDATE ON infisical.identity_kubernetes_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_oidc_auths_updatedAt" BEFORE UPDATE ON infisical.identity_oidc_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_org_memberships_updatedAt" BEFORE UPDATE ON infisical.identity_org_memberships FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_project_additional_privilege_updatedAt" BEFORE UPDATE ON infisical.identity_project_additional_privilege FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_project_membership_role_updatedAt" BEFORE UPDATE ON infisical.identity_project_membership_role FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_project_memberships_updatedAt" BEFORE UPDATE ON infisical.identity_project_memberships FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_token_auths_updatedAt" BEFORE UPDATE ON infisical.identity_token_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_ua_client_secrets_updatedAt" BEFORE UPDATE ON infisical.identity_ua_client_secrets FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "identity_universal_auths_updatedAt" BEFORE UPDATE ON infisical.identity_universal_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "incident_contacts_updatedAt" BEFORE UPDATE ON infisical.incident_contacts FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "integration_auths_updatedAt" BEFORE UPDATE ON infisical.integration_auths FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "integrations_updatedAt" BEFORE UPDATE ON infisical.integrations FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "kms_key_versions_updatedAt" BEFORE UPDATE ON infisical.internal_kms_key_version FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "kms_keys_updatedAt" BEFORE UPDATE ON infisical.kms_keys FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "kms_root_config_updatedAt" BEFORE UPDATE ON infisical.kms_root_config FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "ldap_configs_updatedAt" BEFORE UPDATE ON infisical.ldap_configs FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "ldap_group_maps_updatedAt" BEFORE UPDATE ON infisical.ldap_group_maps FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "oidc_configs_updatedAt" BEFORE UPDATE ON infisical.oidc_configs FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "org_bots_updatedAt" BEFORE UPDATE ON infisical.org_bots FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "org_memberships_updatedAt" BEFORE UPDATE ON infisical.org_memberships FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "organizations_updatedAt" BEFORE UPDATE ON infisical.organizations FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "pki_alerts_updatedAt" BEFORE UPDATE ON infisical.pki_alerts FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "pki_collection_items_updatedAt" BEFORE UPDATE ON infisical.pki_collection_items FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "pki_collections_updatedAt" BEFORE UPDATE ON infisical.pki_collections FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "project_bots_updatedAt" BEFORE UPDATE ON infisical.project_bots FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "project_keys_updatedAt" BEFORE UPDATE ON infisical.project_keys FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "project_memberships_updatedAt" BEFORE UPDATE ON infisical.project_memberships FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "project_slack_configs_updatedAt" BEFORE UPDATE ON infisical.project_slack_configs FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "project_user_additional_privilege_updatedAt" BEFORE UPDATE ON infisical.project_user_additional_privilege FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "project_user_membership_roles_updatedAt" BEFORE UPDATE ON infisical.project_user_membership_roles FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "projects_updatedAt" BEFORE UPDATE ON infisical.projects FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "rate_limit_updatedAt" BEFORE UPDATE ON infisical.rate_limit FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "saml_configs_updatedAt" BEFORE UPDATE ON infisical.saml_configs FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "scim_tokens_updatedAt" BEFORE UPDATE ON infisical.scim_tokens FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_approval_policies_approvers_updatedAt" BEFORE UPDATE ON infisical.secret_approval_policies_approvers FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_approval_policies_updatedAt" BEFORE UPDATE ON infisical.secret_approval_policies FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_approval_request_secret_tags_updatedAt" BEFORE UPDATE ON infisical.secret_approval_request_secret_tags FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_approval_requests_reviewers_updatedAt" BEFORE UPDATE ON infisical.secret_approval_requests_reviewers FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_approval_requests_secrets_updatedAt" BEFORE UPDATE ON infisical.secret_approval_requests_secrets FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_approval_requests_updatedAt" BEFORE UPDATE ON infisical.secret_approval_requests FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_blind_indexes_updatedAt" BEFORE UPDATE ON infisical.secret_blind_indexes FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_folder_versions_updatedAt" BEFORE UPDATE ON infisical.secret_folder_versions FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_folders_updatedAt" BEFORE UPDATE ON infisical.secret_folders FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_imports_updatedAt" BEFORE UPDATE ON infisical.secret_imports FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_references_updatedAt" BEFORE UPDATE ON infisical.secret_references FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_rotations_updatedAt" BEFORE UPDATE ON infisical.secret_rotations FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_scanning_git_risks_updatedAt" BEFORE UPDATE ON infisical.secret_scanning_git_risks FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_sharing_updatedAt" BEFORE UPDATE ON infisical.secret_sharing FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_snapshots_updatedAt" BEFORE UPDATE ON infisical.secret_snapshots FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_tags_updatedAt" BEFORE UPDATE ON infisical.secret_tags FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_versions_updatedAt" BEFORE UPDATE ON infisical.secret_versions FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secret_versions_v2_updatedAt" BEFORE UPDATE ON infisical.secret_versions_v2 FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secrets_updatedAt" BEFORE UPDATE ON infisical.secrets FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "secrets_v2_updatedAt" BEFORE UPDATE ON infisical.secrets_v2 FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "service_tokens_updatedAt" BEFORE UPDATE ON infisical.service_tokens FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "slack_integrations_updatedAt" BEFORE UPDATE ON infisical.slack_integrations FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "super_admin_updatedAt" BEFORE UPDATE ON infisical.super_admin FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "trusted_ips_updatedAt" BEFORE UPDATE ON infisical.trusted_ips FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "user_aliases_updatedAt" BEFORE UPDATE ON infisical.user_aliases FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "user_group_membership_updatedAt" BEFORE UPDATE ON infisical.user_group_membership FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "users_updatedAt" BEFORE UPDATE ON infisical.users FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "webhooks_updatedAt" BEFORE UPDATE ON infisical.webhooks FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

CREATE TRIGGER "workflow_integrations_updatedAt" BEFORE UPDATE ON infisical.workflow_integrations FOR EACH ROW EXECUTE FUNCTION infisical.on_update_timestamp();

ALTER TABLE ONLY infisical.access_approval_policies_approvers
    ADD CONSTRAINT access_approval_policies_approvers_approvergroupid_foreign FOREIGN KEY ("approverGroupId") REFERENCES infisical.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_policies_approvers
    ADD CONSTRAINT access_approval_policies_approvers_approveruserid_foreign FOREIGN KEY ("approverUserId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_policies_approvers
    ADD CONSTRAINT access_approval_policies_approvers_policyid_foreign FOREIGN KEY ("policyId") REFERENCES infisical.access_approval_policies(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_policies
    ADD CONSTRAINT access_approval_policies_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_requests
    ADD CONSTRAINT access_approval_requests_policyid_foreign FOREIGN KEY ("policyId") REFERENCES infisical.access_approval_policies(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_requests
    ADD CONSTRAINT access_approval_requests_privilegeid_foreign FOREIGN KEY ("privilegeId") REFERENCES infisical.project_user_additional_privilege(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_requests
    ADD CONSTRAINT access_approval_requests_requestedby_foreign FOREIGN KEY ("requestedBy") REFERENCES infisical.project_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_requests
    ADD CONSTRAINT access_approval_requests_requestedbyuserid_foreign FOREIGN KEY ("requestedByUserId") REFERENCES infisical.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.access_approval_requests_reviewers
    ADD CONSTRAINT access_approval_requests_reviewers_member_foreign FOREIGN KEY (member) REFERENCES infisical.project_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_requests_reviewers
    ADD CONSTRAINT access_approval_requests_reviewers_requestid_foreign FOREIGN KEY ("requestId") REFERENCES infisical.access_approval_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.access_approval_requests_reviewers
    ADD CONSTRAINT access_approval_requests_reviewers_revieweruserid_foreign FOREIGN KEY ("reviewerUserId") REFERENCES infisical.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.api_keys
    ADD CONSTRAINT api_keys_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.audit_log_streams
    ADD CONSTRAINT audit_log_streams_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.auth_token_sessions
    ADD CONSTRAINT auth_token_sessions_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.auth_tokens
    ADD CONSTRAINT auth_tokens_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.auth_tokens
    ADD CONSTRAINT auth_tokens_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.backup_private_key
    ADD CONSTRAINT backup_private_key_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_authorities
    ADD CONSTRAINT certificate_authorities_activecacertid_foreign FOREIGN KEY ("activeCaCertId") REFERENCES infisical.certificate_authority_certs(id);

ALTER TABLE ONLY infisical.certificate_authorities
    ADD CONSTRAINT certificate_authorities_parentcaid_foreign FOREIGN KEY ("parentCaId") REFERENCES infisical.certificate_authorities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_authorities
    ADD CONSTRAINT certificate_authorities_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_authority_certs
    ADD CONSTRAINT certificate_authority_certs_caid_foreign FOREIGN KEY ("caId") REFERENCES infisical.certificate_authorities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_authority_certs
    ADD CONSTRAINT certificate_authority_certs_casecretid_foreign FOREIGN KEY ("caSecretId") REFERENCES infisical.certificate_authority_secret(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_authority_crl
    ADD CONSTRAINT certificate_authority_crl_caid_foreign FOREIGN KEY ("caId") REFERENCES infisical.certificate_authorities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_authority_crl
    ADD CONSTRAINT certificate_authority_crl_casecretid_foreign FOREIGN KEY ("caSecretId") REFERENCES infisical.certificate_authority_secret(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_authority_secret
    ADD CONSTRAINT certificate_authority_secret_caid_foreign FOREIGN KEY ("caId") REFERENCES infisical.certificate_authorities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_bodies
    ADD CONSTRAINT certificate_bodies_certid_foreign FOREIGN KEY ("certId") REFERENCES infisical.certificates(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_template_est_configs
    ADD CONSTRAINT certificate_template_est_configs_certificatetemplateid_foreign FOREIGN KEY ("certificateTemplateId") REFERENCES infisical.certificate_templates(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_templates
    ADD CONSTRAINT certificate_templates_caid_foreign FOREIGN KEY ("caId") REFERENCES infisical.certificate_authorities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificate_templates
    ADD CONSTRAINT certificate_templates_pkicollectionid_foreign FOREIGN KEY ("pkiCollectionId") REFERENCES infisical.pki_collections(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.certificates
    ADD CONSTRAINT certificates_cacertid_foreign FOREIGN KEY ("caCertId") REFERENCES infisical.certificate_authority_certs(id);

ALTER TABLE ONLY infisical.certificates
    ADD CONSTRAINT certificates_caid_foreign FOREIGN KEY ("caId") REFERENCES infisical.certificate_authorities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.certificates
    ADD CONSTRAINT certificates_certificatetemplateid_foreign FOREIGN KEY ("certificateTemplateId") REFERENCES infisical.certificate_templates(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.dynamic_secret_leases
    ADD CONSTRAINT dynamic_secret_leases_dynamicsecretid_foreign FOREIGN KEY ("dynamicSecretId") REFERENCES infisical.dynamic_secrets(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.dynamic_secrets
    ADD CONSTRAINT dynamic_secrets_folderid_foreign FOREIGN KEY ("folderId") REFERENCES infisical.secret_folders(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.external_group_org_role_mappings
    ADD CONSTRAINT external_group_org_role_mappings_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.external_group_org_role_mappings
    ADD CONSTRAINT external_group_org_role_mappings_roleid_foreign FOREIGN KEY ("roleId") REFERENCES infisical.org_roles(id);

ALTER TABLE ONLY infisical.external_kms
    ADD CONSTRAINT external_kms_kmskeyid_foreign FOREIGN KEY ("kmsKeyId") REFERENCES infisical.kms_keys(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.git_app_install_sessions
    ADD CONSTRAINT git_app_install_sessions_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.git_app_org
    ADD CONSTRAINT git_app_org_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.group_project_membership_roles
    ADD CONSTRAINT group_project_membership_roles_customroleid_foreign FOREIGN KEY ("customRoleId") REFERENCES infisical.project_roles(id);

ALTER TABLE ONLY infisical.group_project_membership_roles
    ADD CONSTRAINT group_project_membership_roles_projectmembershipid_foreign FOREIGN KEY ("projectMembershipId") REFERENCES infisical.group_project_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.group_project_memberships
    ADD CONSTRAINT group_project_memberships_groupid_foreign FOREIGN KEY ("groupId") REFERENCES infisical.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.group_project_memberships
    ADD CONSTRAINT group_project_memberships_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.groups
    ADD CONSTRAINT groups_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.groups
    ADD CONSTRAINT groups_roleid_foreign FOREIGN KEY ("roleId") REFERENCES infisical.org_roles(id);

ALTER TABLE ONLY infisical.identity_access_tokens
    ADD CONSTRAINT identity_access_tokens_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_access_tokens
    ADD CONSTRAINT identity_access_tokens_identityuaclientsecretid_foreign FOREIGN KEY ("identityUAClientSecretId") REFERENCES infisical.identity_ua_client_secrets(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_aws_auths
    ADD CONSTRAINT identity_aws_auths_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_azure_auths
    ADD CONSTRAINT identity_azure_auths_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_gcp_auths
    ADD CONSTRAINT identity_gcp_auths_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_kubernetes_auths
    ADD CONSTRAINT identity_kubernetes_auths_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_metadata
    ADD CONSTRAINT identity_metadata_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_metadata
    ADD CONSTRAINT identity_metadata_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_metadata
    ADD CONSTRAINT identity_metadata_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_oidc_auths
    ADD CONSTRAINT identity_oidc_auths_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_org_memberships
    ADD CONSTRAINT identity_org_memberships_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_org_memberships
    ADD CONSTRAINT identity_org_memberships_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_org_memberships
    ADD CONSTRAINT identity_org_memberships_roleid_foreign FOREIGN KEY ("roleId") REFERENCES infisical.org_roles(id);

ALTER TABLE ONLY infisical.identity_project_additional_privilege
    ADD CONSTRAINT identity_project_additional_privilege_projectmembershipid_forei FOREIGN KEY ("projectMembershipId") REFERENCES infisical.identity_project_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_project_membership_role
    ADD CONSTRAINT identity_project_membership_role_customroleid_foreign FOREIGN KEY ("customRoleId") REFERENCES infisical.project_roles(id);

ALTER TABLE ONLY infisical.identity_project_membership_role
    ADD CONSTRAINT identity_project_membership_role_projectmembershipid_foreign FOREIGN KEY ("projectMembershipId") REFERENCES infisical.identity_project_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_project_memberships
    ADD CONSTRAINT identity_project_memberships_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_project_memberships
    ADD CONSTRAINT identity_project_memberships_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_token_auths
    ADD CONSTRAINT identity_token_auths_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_ua_client_secrets
    ADD CONSTRAINT identity_ua_client_secrets_identityuaid_foreign FOREIGN KEY ("identityUAId") REFERENCES infisical.identity_universal_auths(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.identity_universal_auths
    ADD CONSTRAINT identity_universal_auths_identityid_foreign FOREIGN KEY ("identityId") REFERENCES infisical.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.incident_contacts
    ADD CONSTRAINT incident_contacts_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.integration_auths
    ADD CONSTRAINT integration_auths_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.integrations
    ADD CONSTRAINT integrations_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.integrations
    ADD CONSTRAINT integrations_integrationauthid_foreign FOREIGN KEY ("integrationAuthId") REFERENCES infisical.integration_auths(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.internal_kms_key_version
    ADD CONSTRAINT internal_kms_key_version_internalkmsid_foreign FOREIGN KEY ("internalKmsId") REFERENCES infisical.internal_kms(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.internal_kms
    ADD CONSTRAINT internal_kms_kmskeyid_foreign FOREIGN KEY ("kmsKeyId") REFERENCES infisical.kms_keys(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.kms_keys
    ADD CONSTRAINT kms_keys_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.kms_keys
    ADD CONSTRAINT kms_keys_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.ldap_configs
    ADD CONSTRAINT ldap_configs_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.ldap_group_maps
    ADD CONSTRAINT ldap_group_maps_groupid_foreign FOREIGN KEY ("groupId") REFERENCES infisical.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.ldap_group_maps
    ADD CONSTRAINT ldap_group_maps_ldapconfigid_foreign FOREIGN KEY ("ldapConfigId") REFERENCES infisical.ldap_configs(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.oidc_configs
    ADD CONSTRAINT oidc_configs_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id);

ALTER TABLE ONLY infisical.org_bots
    ADD CONSTRAINT org_bots_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.org_memberships
    ADD CONSTRAINT org_memberships_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.org_memberships
    ADD CONSTRAINT org_memberships_roleid_foreign FOREIGN KEY ("roleId") REFERENCES infisical.org_roles(id);

ALTER TABLE ONLY infisical.org_memberships
    ADD CONSTRAINT org_memberships_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.org_roles
    ADD CONSTRAINT org_roles_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.organizations
    ADD CONSTRAINT organizations_kmsdefaultkeyid_foreign FOREIGN KEY ("kmsDefaultKeyId") REFERENCES infisical.kms_keys(id);

ALTER TABLE ONLY infisical.pki_alerts
    ADD CONSTRAINT pki_alerts_pkicollectionid_foreign FOREIGN KEY ("pkiCollectionId") REFERENCES infisical.pki_collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.pki_alerts
    ADD CONSTRAINT pki_alerts_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.pki_collection_items
    ADD CONSTRAINT pki_collection_items_caid_foreign FOREIGN KEY ("caId") REFERENCES infisical.certificate_authorities(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.pki_collection_items
    ADD CONSTRAINT pki_collection_items_certid_foreign FOREIGN KEY ("certId") REFERENCES infisical.certificates(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.pki_collection_items
    ADD CONSTRAINT pki_collection_items_pkicollectionid_foreign FOREIGN KEY ("pkiCollectionId") REFERENCES infisical.pki_collections(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.pki_collections
    ADD CONSTRAINT pki_collections_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_bots
    ADD CONSTRAINT project_bots_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_bots
    ADD CONSTRAINT project_bots_senderid_foreign FOREIGN KEY ("senderId") REFERENCES infisical.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.project_environments
    ADD CONSTRAINT project_environments_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_keys
    ADD CONSTRAINT project_keys_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_keys
    ADD CONSTRAINT project_keys_receiverid_foreign FOREIGN KEY ("receiverId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_keys
    ADD CONSTRAINT project_keys_senderid_foreign FOREIGN KEY ("senderId") REFERENCES infisical.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.project_memberships
    ADD CONSTRAINT project_memberships_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_memberships
    ADD CONSTRAINT project_memberships_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_roles
    ADD CONSTRAINT project_roles_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_slack_configs
    ADD CONSTRAINT project_slack_configs_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_slack_configs
    ADD CONSTRAINT project_slack_configs_slackintegrationid_foreign FOREIGN KEY ("slackIntegrationId") REFERENCES infisical.slack_integrations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_user_additional_privilege
    ADD CONSTRAINT project_user_additional_privilege_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_user_additional_privilege
    ADD CONSTRAINT project_user_additional_privilege_projectmembershipid_foreign FOREIGN KEY ("projectMembershipId") REFERENCES infisical.project_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_user_additional_privilege
    ADD CONSTRAINT project_user_additional_privilege_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.project_user_membership_roles
    ADD CONSTRAINT project_user_membership_roles_customroleid_foreign FOREIGN KEY ("customRoleId") REFERENCES infisical.project_roles(id);

ALTER TABLE ONLY infisical.project_user_membership_roles
    ADD CONSTRAINT project_user_membership_roles_projectmembershipid_foreign FOREIGN KEY ("projectMembershipId") REFERENCES infisical.project_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.projects
    ADD CONSTRAINT projects_kmscertificatekeyid_foreign FOREIGN KEY ("kmsCertificateKeyId") REFERENCES infisical.kms_keys(id);

ALTER TABLE ONLY infisical.projects
    ADD CONSTRAINT projects_kmssecretmanagerkeyid_foreign FOREIGN KEY ("kmsSecretManagerKeyId") REFERENCES infisical.kms_keys(id);

ALTER TABLE ONLY infisical.projects
    ADD CONSTRAINT projects_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.saml_configs
    ADD CONSTRAINT saml_configs_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.scim_tokens
    ADD CONSTRAINT scim_tokens_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_policies_approvers
    ADD CONSTRAINT secret_approval_policies_approvers_approvergroupid_foreign FOREIGN KEY ("approverGroupId") REFERENCES infisical.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_policies_approvers
    ADD CONSTRAINT secret_approval_policies_approvers_approveruserid_foreign FOREIGN KEY ("approverUserId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_policies_approvers
    ADD CONSTRAINT secret_approval_policies_approvers_policyid_foreign FOREIGN KEY ("policyId") REFERENCES infisical.secret_approval_policies(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_policies
    ADD CONSTRAINT secret_approval_policies_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_request_secret_tags
    ADD CONSTRAINT secret_approval_request_secret_tags_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secret_approval_requests_secrets(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_request_secret_tags
    ADD CONSTRAINT secret_approval_request_secret_tags_tagid_foreign FOREIGN KEY ("tagId") REFERENCES infisical.secret_tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_request_secret_tags_v2
    ADD CONSTRAINT secret_approval_request_secret_tags_v2_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secret_approval_requests_secrets_v2(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_request_secret_tags_v2
    ADD CONSTRAINT secret_approval_request_secret_tags_v2_tagid_foreign FOREIGN KEY ("tagId") REFERENCES infisical.secret_tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_requests
    ADD CONSTRAINT secret_approval_requests_committeruserid_foreign FOREIGN KEY ("committerUserId") REFERENCES infisical.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.secret_approval_requests
    ADD CONSTRAINT secret_approval_requests_folderid_foreign FOREIGN KEY ("folderId") REFERENCES infisical.secret_folders(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_requests
    ADD CONSTRAINT secret_approval_requests_policyid_foreign FOREIGN KEY ("policyId") REFERENCES infisical.secret_approval_policies(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_requests_reviewers
    ADD CONSTRAINT secret_approval_requests_reviewers_requestid_foreign FOREIGN KEY ("requestId") REFERENCES infisical.secret_approval_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_requests_reviewers
    ADD CONSTRAINT secret_approval_requests_reviewers_revieweruserid_foreign FOREIGN KEY ("reviewerUserId") REFERENCES infisical.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.secret_approval_requests_secrets
    ADD CONSTRAINT secret_approval_requests_secrets_requestid_foreign FOREIGN KEY ("requestId") REFERENCES infisical.secret_approval_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_requests_secrets
    ADD CONSTRAINT secret_approval_requests_secrets_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secrets(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.secret_approval_requests_secrets
    ADD CONSTRAINT secret_approval_requests_secrets_secretversion_foreign FOREIGN KEY ("secretVersion") REFERENCES infisical.secret_versions(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.secret_approval_requests_secrets_v2
    ADD CONSTRAINT secret_approval_requests_secrets_v2_requestid_foreign FOREIGN KEY ("requestId") REFERENCES infisical.secret_approval_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_approval_requests_secrets_v2
    ADD CONSTRAINT secret_approval_requests_secrets_v2_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secrets_v2(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.secret_approval_requests_secrets_v2
    ADD CONSTRAINT secret_approval_requests_secrets_v2_secretversion_foreign FOREIGN KEY ("secretVersion") REFERENCES infisical.secret_versions_v2(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.secret_approval_requests
    ADD CONSTRAINT secret_approval_requests_statuschangedbyuserid_foreign FOREIGN KEY ("statusChangedByUserId") REFERENCES infisical.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.secret_blind_indexes
    ADD CONSTRAINT secret_blind_indexes_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_folder_versions
    ADD CONSTRAINT secret_folder_versions_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_folders
    ADD CONSTRAINT secret_folders_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_folders
    ADD CONSTRAINT secret_folders_parentid_foreign FOREIGN KEY ("parentId") REFERENCES infisical.secret_folders(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_imports
    ADD CONSTRAINT secret_imports_folderid_foreign FOREIGN KEY ("folderId") REFERENCES infisical.secret_folders(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_imports
    ADD CONSTRAINT secret_imports_importenv_foreign FOREIGN KEY ("importEnv") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_references
    ADD CONSTRAINT secret_references_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secrets(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_references_v2
    ADD CONSTRAINT secret_references_v2_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secrets_v2(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_rotation_output_v2
    ADD CONSTRAINT secret_rotation_output_v2_rotationid_foreign FOREIGN KEY ("rotationId") REFERENCES infisical.secret_rotations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_rotation_output_v2
    ADD CONSTRAINT secret_rotation_output_v2_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secrets_v2(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_rotation_outputs
    ADD CONSTRAINT secret_rotation_outputs_rotationid_foreign FOREIGN KEY ("rotationId") REFERENCES infisical.secret_rotations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_rotation_outputs
    ADD CONSTRAINT secret_rotation_outputs_secretid_foreign FOREIGN KEY ("secretId") REFERENCES infisical.secrets(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_rotations
    ADD CONSTRAINT secret_rotations_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_scanning_git_risks
    ADD CONSTRAINT secret_scanning_git_risks_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_sharing
    ADD CONSTRAINT secret_sharing_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_sharing
    ADD CONSTRAINT secret_sharing_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_folders
    ADD CONSTRAINT secret_snapshot_folders_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_folders
    ADD CONSTRAINT secret_snapshot_folders_folderversionid_foreign FOREIGN KEY ("folderVersionId") REFERENCES infisical.secret_folder_versions(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_folders
    ADD CONSTRAINT secret_snapshot_folders_snapshotid_foreign FOREIGN KEY ("snapshotId") REFERENCES infisical.secret_snapshots(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_secrets
    ADD CONSTRAINT secret_snapshot_secrets_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_secrets
    ADD CONSTRAINT secret_snapshot_secrets_secretversionid_foreign FOREIGN KEY ("secretVersionId") REFERENCES infisical.secret_versions(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_secrets
    ADD CONSTRAINT secret_snapshot_secrets_snapshotid_foreign FOREIGN KEY ("snapshotId") REFERENCES infisical.secret_snapshots(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_secrets_v2
    ADD CONSTRAINT secret_snapshot_secrets_v2_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_secrets_v2
    ADD CONSTRAINT secret_snapshot_secrets_v2_secretversionid_foreign FOREIGN KEY ("secretVersionId") REFERENCES infisical.secret_versions_v2(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshot_secrets_v2
    ADD CONSTRAINT secret_snapshot_secrets_v2_snapshotid_foreign FOREIGN KEY ("snapshotId") REFERENCES infisical.secret_snapshots(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_snapshots
    ADD CONSTRAINT secret_snapshots_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_tag_junction
    ADD CONSTRAINT secret_tag_junction_secret_tagsid_foreign FOREIGN KEY ("secret_tagsId") REFERENCES infisical.secret_tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_tag_junction
    ADD CONSTRAINT secret_tag_junction_secretsid_foreign FOREIGN KEY ("secretsId") REFERENCES infisical.secrets(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_tags
    ADD CONSTRAINT secret_tags_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_v2_tag_junction
    ADD CONSTRAINT secret_v2_tag_junction_secret_tagsid_foreign FOREIGN KEY ("secret_tagsId") REFERENCES infisical.secret_tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_v2_tag_junction
    ADD CONSTRAINT secret_v2_tag_junction_secrets_v2id_foreign FOREIGN KEY ("secrets_v2Id") REFERENCES infisical.secrets_v2(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_version_tag_junction
    ADD CONSTRAINT secret_version_tag_junction_secret_tagsid_foreign FOREIGN KEY ("secret_tagsId") REFERENCES infisical.secret_tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_version_tag_junction
    ADD CONSTRAINT secret_version_tag_junction_secret_versionsid_foreign FOREIGN KEY ("secret_versionsId") REFERENCES infisical.secret_versions(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_version_v2_tag_junction
    ADD CONSTRAINT secret_version_v2_tag_junction_secret_tagsid_foreign FOREIGN KEY ("secret_tagsId") REFERENCES infisical.secret_tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_version_v2_tag_junction
    ADD CONSTRAINT secret_version_v2_tag_junction_secret_versions_v2id_foreign FOREIGN KEY ("secret_versions_v2Id") REFERENCES infisical.secret_versions_v2(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_versions
    ADD CONSTRAINT secret_versions_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_versions
    ADD CONSTRAINT secret_versions_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_versions_v2
    ADD CONSTRAINT secret_versions_v2_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secret_versions_v2
    ADD CONSTRAINT secret_versions_v2_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secrets
    ADD CONSTRAINT secrets_folderid_foreign FOREIGN KEY ("folderId") REFERENCES infisical.secret_folders(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secrets
    ADD CONSTRAINT secrets_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secrets_v2
    ADD CONSTRAINT secrets_v2_folderid_foreign FOREIGN KEY ("folderId") REFERENCES infisical.secret_folders(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.secrets_v2
    ADD CONSTRAINT secrets_v2_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.service_tokens
    ADD CONSTRAINT service_tokens_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.slack_integrations
    ADD CONSTRAINT slack_integrations_id_foreign FOREIGN KEY (id) REFERENCES infisical.workflow_integrations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.super_admin
    ADD CONSTRAINT super_admin_defaultauthorgid_foreign FOREIGN KEY ("defaultAuthOrgId") REFERENCES infisical.organizations(id) ON DELETE SET NULL;

ALTER TABLE ONLY infisical.trusted_ips
    ADD CONSTRAINT trusted_ips_projectid_foreign FOREIGN KEY ("projectId") REFERENCES infisical.projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.user_actions
    ADD CONSTRAINT user_actions_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.user_aliases
    ADD CONSTRAINT user_aliases_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.user_aliases
    ADD CONSTRAINT user_aliases_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.user_encryption_keys
    ADD CONSTRAINT user_encryption_keys_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.user_group_membership
    ADD CONSTRAINT user_group_membership_groupid_foreign FOREIGN KEY ("groupId") REFERENCES infisical.groups(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.user_group_membership
    ADD CONSTRAINT user_group_membership_userid_foreign FOREIGN KEY ("userId") REFERENCES infisical.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.webhooks
    ADD CONSTRAINT webhooks_envid_foreign FOREIGN KEY ("envId") REFERENCES infisical.project_environments(id) ON DELETE CASCADE;

ALTER TABLE ONLY infisical.workflow_integrations
    ADD CONSTRAINT workflow_integrations_orgid_foreign FOREIGN KEY ("orgId") REFERENCES infisical.organizations(id) ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "infisical.audit_logs",
      clock: "expiresAt",
      retention:
        "expiresAt passed: set at insert to now plus the license plan's auditLogsRetentionDays, or the project's own auditLogsRetentionDays when shorter (backend/src/ee/services/audit-log/audit-log-queue.ts:65-81)",
      source: "backend/src/ee/services/audit-log/audit-log-dal.ts:139",
      note: "the daily resource cleanup (resource-cleanup-queue.ts:40), deleting in batches of 10,000 (audit-log-dal.ts:138-147); no audit log is written without a license plan that has a retention (license-fns.ts:28, audit-log-queue.ts:58-61)",
    },
    {
      table: "infisical.identity_access_tokens",
      clock:
        "accessTokenLastRenewedAt, or createdAt when never renewed, plus accessTokenTTL (seconds)",
      retention:
        "the token's own accessTokenTTL (default 2592000 s = 30d in the auth methods' routes); a TTL of 0 never expires",
      source: "backend/src/services/identity-access-token/identity-access-token-dal.ts:102",
      note: "the daily resource cleanup (resource-cleanup-queue.ts:41); the same delete (identity-access-token-dal.ts:102-136) also takes revoked tokens and tokens whose accessTokenNumUsesLimit is used up, whatever their age",
    },
    {
      table: "infisical.identity_ua_client_secrets",
      clock: "createdAt plus clientSecretTTL (seconds)",
      retention: "the client secret's own clientSecretTTL (0, the default, never expires)",
      source: "backend/src/services/identity-ua/identity-ua-client-secret-dal.ts:56",
      note: "the daily resource cleanup (resource-cleanup-queue.ts:42), batches of 10,000 (identity-ua-client-secret-dal.ts:39-66); also revoked secrets and secrets whose clientSecretNumUsesLimit is used up, whatever their age",
    },
    {
      table: "infisical.dynamic_secret_leases",
      clock: "expireAt",
      retention:
        "expireAt passed: the lease's TTL (the dynamic secret's defaultTTL or one asked for, at most its maxTTL), renewable",
      source: "backend/src/ee/services/dynamic-secret-lease/dynamic-secret-lease-queue.ts:91",
      note: "a delayed BullMQ job per lease, queued for expireAt at creation and renewal (backend/src/ee/services/dynamic-secret-lease/dynamic-secret-lease-service.ts:127, 201-202), revokes the credential with the provider and then deletes the row; a failed revocation keeps the row with status failed deletion (dynamic-secret-lease-queue.ts:137-140)",
    },
    {
      table: "infisical.secret_versions",
      clock: "createdAt (the newest kept per secret)",
      retention:
        "count-based: the newest pitVersionLimit versions per secret kept (projects.pitVersionLimit, default 10, migration 20240612200518_add-pit-version-limit.ts:9)",
      source: "backend/src/services/secret/secret-version-dal.ts:119",
      note: "the daily resource cleanup (resource-cleanup-queue.ts:45); ROW_NUMBER() over secretId by createdAt desc beyond the project's limit (secret-version-dal.ts:119-136)",
    },
    {
      table: "infisical.secret_versions_v2",
      clock: "createdAt (the newest kept per secret)",
      retention: "count-based: the newest pitVersionLimit versions per secret kept (default 10)",
      source: "backend/src/services/secret-v2-bridge/secret-version-dal.ts:94",
      note: "the daily resource cleanup (resource-cleanup-queue.ts:46); secret-version-dal.ts:94-111",
    },
    {
      table: "infisical.secret_folder_versions",
      clock: "createdAt (the newest kept per folder)",
      retention: "count-based: the newest pitVersionLimit versions per folder kept (default 10)",
      source: "backend/src/services/secret-folder/secret-folder-version-dal.ts:72",
      note: "the daily resource cleanup (resource-cleanup-queue.ts:47); secret-folder-version-dal.ts:72-88",
    },
    {
      table: "infisical.secret_snapshots",
      clock: "createdAt (the newest kept per folder)",
      retention:
        "count-based: the newest pitVersionLimit snapshots per folder kept (default 10); snapshots of folders that no longer exist deleted whatever their age",
      source: "backend/src/ee/services/secret-snapshot/snapshot-dal.ts:621",
      note: "the daily resource cleanup (resource-cleanup-queue.ts:44): current folders (snapshot-dal.ts:621-639), deleted folders with versions left (:670-692), then orphans (:707-714)",
    },
  ],
  shouldAsk: [
    {
      table: "infisical.auth_token_sessions",
      why: "login sessions with the user's IP address, user agent and lastUsed, deleted only on logout, on a password change or when the user revokes all sessions (auth-token-service.ts:138-145); never expired by age",
    },
    {
      table: "infisical.auth_tokens",
      why: "email, SMS and MFA codes with the user and phone number; an expired one is deleted only when it is presented or replaced (auth-token-service.ts:78, 105-106)",
    },
    {
      table: "infisical.secret_sharing",
      why: "shared secrets: once expiresAt passes the daily cleanup blanks the ciphertext (secret-sharing-dal.ts:38-45) but the row, with its sharer, org, name and lastViewedAt, is never deleted",
    },
    {
      table: "infisical.git_app_install_sessions",
      why: "GitHub app installation sessions with the user who started them, never deleted by age",
    },
    {
      table: "infisical.secret_scanning_git_risks",
      why: "secret leaks found in git pushes, with the commit's author, email and message and the pusher's name and email, kept forever",
    },
    {
      table: "infisical.access_approval_requests",
      why: "requests for (temporary) access with the requesting user, kept after they are decided or expire",
    },
    {
      table: "infisical.secret_snapshot_folders",
      why: "emptied only by ON DELETE CASCADE when the count-based prune deletes its snapshot or folder version",
    },
    {
      table: "infisical.secret_snapshot_secrets",
      why: "emptied only by ON DELETE CASCADE when the count-based prune deletes its snapshot or secret version",
    },
    {
      table: "infisical.secret_snapshot_secrets_v2",
      why: "emptied only by ON DELETE CASCADE when the count-based prune deletes its snapshot or secret version",
    },
    {
      table: "infisical.secret_version_tag_junction",
      why: "emptied only by ON DELETE CASCADE when the count-based prune deletes its secret version",
    },
    {
      table: "infisical.secret_version_v2_tag_junction",
      why: "emptied only by ON DELETE CASCADE when the count-based prune deletes its secret version",
    },
  ],
  neverDelete: [
    "infisical.users",
    "infisical.user_aliases",
    "infisical.user_encryption_keys",
    "infisical.backup_private_key",
    "infisical.user_group_membership",
    "infisical.organizations",
    "infisical.org_memberships",
    "infisical.org_roles",
    "infisical.org_bots",
    "infisical.incident_contacts",
    "infisical.projects",
    "infisical.project_environments",
    "infisical.project_memberships",
    "infisical.project_roles",
    "infisical.project_user_membership_roles",
    "infisical.project_user_additional_privilege",
    "infisical.project_keys",
    "infisical.project_bots",
    "infisical.project_slack_configs",
    "infisical.groups",
    "infisical.group_project_memberships",
    "infisical.group_project_membership_roles",
    "infisical.identities",
    "infisical.identity_metadata",
    "infisical.identity_org_memberships",
    "infisical.identity_project_memberships",
    "infisical.identity_project_membership_role",
    "infisical.identity_project_additional_privilege",
    "infisical.identity_universal_auths",
    "infisical.identity_aws_auths",
    "infisical.identity_azure_auths",
    "infisical.identity_gcp_auths",
    "infisical.identity_kubernetes_auths",
    "infisical.identity_oidc_auths",
    "infisical.identity_token_auths",
    "infisical.secrets",
    "infisical.secrets_v2",
    "infisical.secret_folders",
    "infisical.secret_imports",
    "infisical.secret_tags",
    "infisical.secret_tag_junction",
    "infisical.secret_v2_tag_junction",
    "infisical.secret_blind_indexes",
    "infisical.secret_references",
    "infisical.secret_references_v2",
    "infisical.secret_rotations",
    "infisical.secret_rotation_outputs",
    "infisical.secret_rotation_output_v2",
    "infisical.secret_approval_policies",
    "infisical.secret_approval_policies_approvers",
    "infisical.secret_approval_requests",
    "infisical.secret_approval_requests_reviewers",
    "infisical.secret_approval_requests_secrets",
    "infisical.secret_approval_requests_secrets_v2",
    "infisical.secret_approval_request_secret_tags",
    "infisical.secret_approval_request_secret_tags_v2",
    "infisical.access_approval_policies",
    "infisical.access_approval_policies_approvers",
    "infisical.dynamic_secrets",
    "infisical.integrations",
    "infisical.integration_auths",
    "infisical.webhooks",
    "infisical.service_tokens",
    "infisical.api_keys",
    "infisical.scim_tokens",
    "infisical.ldap_configs",
    "infisical.ldap_group_maps",
    "infisical.oidc_configs",
    "infisical.saml_configs",
    "infisical.external_group_org_role_mappings",
    "infisical.kms_keys",
    "infisical.kms_root_config",
    "infisical.internal_kms",
    "infisical.internal_kms_key_version",
    "infisical.external_kms",
    "infisical.certificate_authorities",
    "infisical.certificate_authority_certs",
    "infisical.certificate_authority_crl",
    "infisical.certificate_authority_secret",
    "infisical.certificate_bodies",
    "infisical.certificates",
    "infisical.certificate_templates",
    "infisical.certificate_template_est_configs",
    "infisical.pki_alerts",
    "infisical.pki_collections",
    "infisical.pki_collection_items",
    "infisical.audit_log_streams",
    "infisical.trusted_ips",
    "infisical.rate_limit",
    "infisical.super_admin",
    "infisical.slack_integrations",
    "infisical.workflow_integrations",
    "infisical.git_app_org",
    "infisical.infisical_migrations",
    "infisical.infisical_migrations_lock",
  ],
};
