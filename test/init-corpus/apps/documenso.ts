// Documenso (Node: React Router and Hono, Prisma), from documenso/documenso@75330166cc00b29c14399bc2e391e4b4d8080c00
// (v2.17.0, 2026-08-19, the main branch's HEAD as fetched).
// Schema: its 163 Prisma migrations (packages/prisma/migrations/*/migration.sql) replayed on PostgreSQL 15, pg_dump
// read back (see the header of schemaSql).
// Cleanup: one job, internal.cleanup-rate-limits, every 15 minutes (its cron,
// packages/lib/jobs/definitions/internal/cleanup-rate-limits.ts:18; registered with the job client,
// packages/lib/jobs/client.ts:66, and started by the server, apps/remix/server/router.ts:157: the default local
// provider polls its crons itself, packages/lib/jobs/client/local.ts:95-115, BullMQ makes it a repeatable job,
// packages/lib/jobs/client/bullmq.ts:105-126, Inngest schedules it on its side), which deletes the RateLimit rows
// created more than 24 hours ago, 10,000 at a time (packages/lib/jobs/definitions/internal/cleanup-rate-limits.handler.ts:10-27).
// The other crons delete nothing: expire-recipients-sweep marks recipients expired, seal-document-sweep,
// send-signing-reminders-sweep, sync-email-domains and alert-organisation-seat-drift update or send.
// Not counted, as they are not by age on a schedule: an expired session, deleted only when it is presented again
// (packages/auth/server/lib/session/session.ts:101-102); a user's expired sign-up verification tokens, deleted when that
// user verifies an address (packages/lib/server-only/user/verify-email.ts:85-94); a team's expired email
// verifications, deleted when one of them completes (packages/trpc/server/team-router/complete-team-email-verification.ts:70-77);
// password reset tokens, deleted when the user asks for another or resets the password
// (packages/lib/server-only/user/forgot-password.ts:28, reset-password.ts:65); passkey challenges, deleted when used
// (packages/auth/server/routes/passkey.ts:55-61, packages/lib/server-only/auth/create-passkey.ts:58,
// packages/lib/server-only/document/is-recipient-authorized.ts:223-230); remote-signing
// (CSC) sessions, deleted when consumed (packages/ee/server-only/signing/csc/sign-session.ts:134-152); and what a person
// deletes: documents (drafts and pending ones deleted, completed ones soft-deleted with Envelope.deletedAt and never
// purged, packages/lib/server-only/document/delete-document.ts:145-190), teams and organisations (their pending,
// rejected and completed documents moved to a service account, the rest deleted,
// packages/lib/server-only/envelope/orphan-envelopes.ts:10-51), sessions signed out, invitations withdrawn.
// Neither list: AnonymousVerificationToken (a passkey sign-in challenge, random bytes under a CSRF token, with
// expiresAt; deleted when used, an unused one kept) and CscSession (one per recipient of a remote-signing flow,
// upserted, consumed when the signature is made, deleted with its recipient).
// Prisma's own _prisma_migrations table, which prisma migrate deploy adds, is not here (as in the other Prisma fixtures).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "documenso",
  framework: "prisma",
  source: {
    repo: "documenso/documenso",
    commit: "75330166cc00b29c14399bc2e391e4b4d8080c00",
    schemaFrom:
      "packages/prisma/migrations (163 migration.sql, in name order, each sent as one script) replayed on PostgreSQL 15 in schema public, Documenso's objects moved to schema documenso, and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 51 tables",
  },
  schemas: ["documenso"],
  schemaSql: `
-- Documenso: documenso/documenso@75330166cc00b29c14399bc2e391e4b4d8080c00
-- Built by running its 163 Prisma migrations (packages/prisma/migrations/*/migration.sql,
-- 20230404095503_initial_migration to 20260622120000_add_recipient_reminder_count, in name order, each sent
-- whole as one query string, as prisma migrate deploy, the prisma:migrate-deploy script of
-- packages/prisma/package.json:15, applies a migration) on an empty PostgreSQL 15 database in schema public; then
-- its tables, types, sequences and functions moved to schema documenso (its extensions, pgcrypto from
-- 20250522054049_add_id_generator and pg_trgm from 20260302223702_optimize_recipient_indexes, stay in public) and
-- read back with pg_dump --schema-only --no-owner --no-privileges (its SET lines, the search_path set_config, the
-- restrict lines and its comments left out). The rows its data migrations insert (the id counters) are data and
-- are not kept. The function bodies name nanoid and gen_random_bytes unqualified, as Documenso's search_path
-- (public) has them.
CREATE SCHEMA documenso;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
SET search_path TO documenso, public;

CREATE TYPE documenso."ApiTokenAlgorithm" AS ENUM (
    'SHA512'
);

CREATE TYPE documenso."BackgroundJobStatus" AS ENUM (
    'PENDING',
    'PROCESSING',
    'COMPLETED',
    'FAILED'
);

CREATE TYPE documenso."BackgroundJobTaskStatus" AS ENUM (
    'PENDING',
    'COMPLETED',
    'FAILED'
);

CREATE TYPE documenso."DocumentDataType" AS ENUM (
    'S3_PATH',
    'BYTES',
    'BYTES_64'
);

CREATE TYPE documenso."DocumentDistributionMethod" AS ENUM (
    'EMAIL',
    'NONE'
);

CREATE TYPE documenso."DocumentSigningOrder" AS ENUM (
    'PARALLEL',
    'SEQUENTIAL'
);

CREATE TYPE documenso."DocumentSource" AS ENUM (
    'DOCUMENT',
    'TEMPLATE',
    'TEMPLATE_DIRECT_LINK'
);

CREATE TYPE documenso."DocumentStatus" AS ENUM (
    'DRAFT',
    'PENDING',
    'COMPLETED',
    'REJECTED',
    'CANCELLED'
);

CREATE TYPE documenso."DocumentVisibility" AS ENUM (
    'EVERYONE',
    'MANAGER_AND_ABOVE',
    'ADMIN'
);

CREATE TYPE documenso."EmailDomainStatus" AS ENUM (
    'PENDING',
    'ACTIVE'
);

CREATE TYPE documenso."EmailTransportType" AS ENUM (
    'SMTP_AUTH',
    'SMTP_API',
    'RESEND',
    'MAILCHANNELS'
);

CREATE TYPE documenso."EnvelopeType" AS ENUM (
    'DOCUMENT',
    'TEMPLATE'
);

CREATE TYPE documenso."FieldType" AS ENUM (
    'SIGNATURE',
    'FREE_SIGNATURE',
    'DATE',
    'TEXT',
    'NAME',
    'EMAIL',
    'NUMBER',
    'RADIO',
    'CHECKBOX',
    'DROPDOWN',
    'INITIALS'
);

CREATE TYPE documenso."FolderType" AS ENUM (
    'DOCUMENT',
    'TEMPLATE'
);

CREATE TYPE documenso."IdentityProvider" AS ENUM (
    'DOCUMENSO',
    'GOOGLE',
    'OIDC'
);

CREATE TYPE documenso."OrganisationGroupType" AS ENUM (
    'INTERNAL_ORGANISATION',
    'INTERNAL_TEAM',
    'CUSTOM'
);

CREATE TYPE documenso."OrganisationMemberInviteStatus" AS ENUM (
    'ACCEPTED',
    'PENDING',
    'DECLINED'
);

CREATE TYPE documenso."OrganisationMemberRole" AS ENUM (
    'ADMIN',
    'MANAGER',
    'MEMBER'
);

CREATE TYPE documenso."OrganisationType" AS ENUM (
    'PERSONAL',
    'ORGANISATION'
);

CREATE TYPE documenso."ReadStatus" AS ENUM (
    'NOT_OPENED',
    'OPENED'
);

CREATE TYPE documenso."RecipientRole" AS ENUM (
    'CC',
    'SIGNER',
    'VIEWER',
    'APPROVER',
    'ASSISTANT'
);

CREATE TYPE documenso."Role" AS ENUM (
    'ADMIN',
    'USER'
);

CREATE TYPE documenso."SendStatus" AS ENUM (
    'NOT_SENT',
    'SENT'
);

CREATE TYPE documenso."SigningStatus" AS ENUM (
    'NOT_SIGNED',
    'SIGNED',
    'REJECTED'
);

CREATE TYPE documenso."SubscriptionStatus" AS ENUM (
    'ACTIVE',
    'INACTIVE',
    'PAST_DUE'
);

CREATE TYPE documenso."TeamMemberRole" AS ENUM (
    'ADMIN',
    'MANAGER',
    'MEMBER'
);

CREATE TYPE documenso."TemplateType" AS ENUM (
    'PUBLIC',
    'PRIVATE',
    'ORGANISATION'
);

CREATE TYPE documenso."UserSecurityAuditLogType" AS ENUM (
    'ACCOUNT_PROFILE_UPDATE',
    'ACCOUNT_SSO_LINK',
    'AUTH_2FA_DISABLE',
    'AUTH_2FA_ENABLE',
    'PASSWORD_RESET',
    'PASSWORD_UPDATE',
    'SIGN_OUT',
    'SIGN_IN',
    'SIGN_IN_FAIL',
    'SIGN_IN_2FA_FAIL',
    'PASSKEY_CREATED',
    'PASSKEY_DELETED',
    'PASSKEY_UPDATED',
    'SIGN_IN_PASSKEY_FAIL',
    'SESSION_REVOKED',
    'ACCOUNT_SSO_UNLINK',
    'ORGANISATION_SSO_LINK',
    'ORGANISATION_SSO_UNLINK'
);

CREATE TYPE documenso."WebhookCallStatus" AS ENUM (
    'SUCCESS',
    'FAILED'
);

CREATE TYPE documenso."WebhookTriggerEvents" AS ENUM (
    'DOCUMENT_CREATED',
    'DOCUMENT_SIGNED',
    'DOCUMENT_SENT',
    'DOCUMENT_OPENED',
    'DOCUMENT_COMPLETED',
    'DOCUMENT_REJECTED',
    'DOCUMENT_CANCELLED',
    'DOCUMENT_RECIPIENT_COMPLETED',
    'DOCUMENT_REMINDER_SENT',
    'TEMPLATE_CREATED',
    'TEMPLATE_UPDATED',
    'TEMPLATE_DELETED',
    'TEMPLATE_USED',
    'RECIPIENT_EXPIRED'
);

CREATE FUNCTION documenso.generate_id() RETURNS text
    LANGUAGE plpgsql
    AS $$
BEGIN
  RETURN nanoid(16, 'abcdefhiklmnorstuvwxyz');
END;
$$;

CREATE FUNCTION documenso.generate_prefix_id(prefix text) RETURNS text
    LANGUAGE plpgsql
    AS $$
BEGIN
  RETURN prefix || '_' || nanoid(16, 'abcdefhiklmnorstuvwxyz');
END;
$$;

CREATE FUNCTION documenso.nanoid(size integer DEFAULT 21, alphabet text DEFAULT '_-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'::text, additionalbytesfactor double precision DEFAULT 1.6) RETURNS text
    LANGUAGE plpgsql PARALLEL SAFE
    AS $$
DECLARE
    alphabetArray  text[];
    alphabetLength int := 64;
    mask           int := 63;
    step           int := 34;
BEGIN
    IF size IS NULL OR size < 1 THEN
        RAISE EXCEPTION 'The size must be defined and greater than 0!';
    END IF;

    IF alphabet IS NULL OR length(alphabet) = 0 OR length(alphabet) > 255 THEN
        RAISE EXCEPTION 'The alphabet can''t be undefined, zero or bigger than 255 symbols!';
    END IF;

    IF additionalBytesFactor IS NULL OR additionalBytesFactor < 1 THEN
        RAISE EXCEPTION 'The additional bytes factor can''t be less than 1!';
    END IF;

    alphabetArray := regexp_split_to_array(alphabet, '');
    alphabetLength := array_length(alphabetArray, 1);
    mask := (2 << cast(floor(log(alphabetLength - 1) / log(2)) as int)) - 1;
    step := cast(ceil(additionalBytesFactor * mask * size / alphabetLength) AS int);

    IF step > 1024 THEN
        step := 1024; -- The step size % can''t be bigger then 1024!
    END IF;

    RETURN nanoid_optimized(size, alphabet, mask, step);
END
$$;

CREATE FUNCTION documenso.nanoid_optimized(size integer, alphabet text, mask integer, step integer) RETURNS text
    LANGUAGE plpgsql PARALLEL SAFE
    AS $$
DECLARE
    idBuilder      text := '';
    counter        int  := 0;
    bytes          bytea;
    alphabetIndex  int;
    alphabetArray  text[];
    alphabetLength int  := 64;
BEGIN
    alphabetArray := regexp_split_to_array(alphabet, '');
    alphabetLength := array_length(alphabetArray, 1);

    LOOP
        bytes := gen_random_bytes(step);
        FOR counter IN 0..step - 1
            LOOP
                alphabetIndex := (get_byte(bytes, counter) & mask) + 1;
                IF alphabetIndex <= alphabetLength THEN
                    idBuilder := idBuilder || alphabetArray[alphabetIndex];
                    IF length(idBuilder) = size THEN
                        RETURN idBuilder;
                    END IF;
                END IF;
            END LOOP;
    END LOOP;
END
$$;

CREATE TABLE documenso."Account" (
    id text NOT NULL,
    "userId" integer NOT NULL,
    type text NOT NULL,
    provider text NOT NULL,
    "providerAccountId" text NOT NULL,
    refresh_token text,
    access_token text,
    expires_at integer,
    token_type text,
    scope text,
    id_token text,
    session_state text,
    created_at integer,
    ext_expires_in integer,
    password text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE documenso."AnonymousVerificationToken" (
    id text NOT NULL,
    token text NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE documenso."ApiToken" (
    id integer NOT NULL,
    name text NOT NULL,
    token text NOT NULL,
    algorithm documenso."ApiTokenAlgorithm" DEFAULT 'SHA512'::documenso."ApiTokenAlgorithm" NOT NULL,
    expires timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" integer,
    "teamId" integer NOT NULL
);

CREATE SEQUENCE documenso."ApiToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."ApiToken_id_seq" OWNED BY documenso."ApiToken".id;

CREATE TABLE documenso."AvatarImage" (
    id text NOT NULL,
    bytes text NOT NULL
);

CREATE TABLE documenso."BackgroundJob" (
    id text NOT NULL,
    status documenso."BackgroundJobStatus" DEFAULT 'PENDING'::documenso."BackgroundJobStatus" NOT NULL,
    retried integer DEFAULT 0 NOT NULL,
    "maxRetries" integer DEFAULT 3 NOT NULL,
    "jobId" text NOT NULL,
    name text NOT NULL,
    version text NOT NULL,
    "submittedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastRetriedAt" timestamp(3) without time zone,
    "completedAt" timestamp(3) without time zone,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    payload jsonb
);

CREATE TABLE documenso."BackgroundJobTask" (
    id text NOT NULL,
    status documenso."BackgroundJobTaskStatus" DEFAULT 'PENDING'::documenso."BackgroundJobTaskStatus" NOT NULL,
    result jsonb,
    retried integer DEFAULT 0 NOT NULL,
    "maxRetries" integer DEFAULT 3 NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "jobId" text NOT NULL,
    "completedAt" timestamp(3) without time zone,
    name text NOT NULL
);

CREATE TABLE documenso."Counter" (
    id text NOT NULL,
    value integer NOT NULL
);

CREATE TABLE documenso."CscCredential" (
    id text NOT NULL,
    "providerId" text NOT NULL,
    "credentialId" text NOT NULL,
    "certCache" bytea,
    "signatureAlgorithm" text NOT NULL,
    "keyType" text NOT NULL,
    "digestAlgorithm" text NOT NULL,
    "keyLenBits" integer,
    "signAlgoParams" text,
    "serviceTokenCiphertext" bytea,
    "serviceTokenExpiresAt" timestamp(3) without time zone,
    "recipientId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE documenso."CscSession" (
    id text NOT NULL,
    "envelopeId" text NOT NULL,
    "signingTime" timestamp(3) without time zone NOT NULL,
    "itemsJson" jsonb NOT NULL,
    "encryptedSad" bytea,
    "sadExpiresAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "recipientId" integer NOT NULL
);

CREATE TABLE documenso."DocumentAuditLog" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    name text,
    email text,
    "userId" integer,
    "userAgent" text,
    "ipAddress" text,
    "envelopeId" text
);

CREATE TABLE documenso."DocumentData" (
    id text NOT NULL,
    type documenso."DocumentDataType" NOT NULL,
    data text NOT NULL,
    "initialData" text NOT NULL
);

CREATE TABLE documenso."DocumentMeta" (
    id text NOT NULL,
    message text,
    subject text,
    "dateFormat" text DEFAULT 'yyyy-MM-dd hh:mm a'::text,
    timezone text DEFAULT 'Etc/UTC'::text,
    "redirectUrl" text,
    "signingOrder" documenso."DocumentSigningOrder" DEFAULT 'PARALLEL'::documenso."DocumentSigningOrder" NOT NULL,
    "typedSignatureEnabled" boolean DEFAULT true NOT NULL,
    language text DEFAULT 'en'::text NOT NULL,
    "distributionMethod" documenso."DocumentDistributionMethod" DEFAULT 'EMAIL'::documenso."DocumentDistributionMethod" NOT NULL,
    "emailSettings" jsonb,
    "drawSignatureEnabled" boolean DEFAULT true NOT NULL,
    "uploadSignatureEnabled" boolean DEFAULT true NOT NULL,
    "allowDictateNextSigner" boolean DEFAULT false NOT NULL,
    "emailId" text,
    "emailReplyTo" text,
    "envelopeExpirationPeriod" jsonb,
    "reminderSettings" jsonb
);

CREATE TABLE documenso."DocumentShareLink" (
    id integer NOT NULL,
    email text NOT NULL,
    slug text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "envelopeId" text NOT NULL
);

CREATE SEQUENCE documenso."DocumentShareLink_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."DocumentShareLink_id_seq" OWNED BY documenso."DocumentShareLink".id;

CREATE TABLE documenso."EmailDomain" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    status documenso."EmailDomainStatus" DEFAULT 'PENDING'::documenso."EmailDomainStatus" NOT NULL,
    selector text NOT NULL,
    domain text NOT NULL,
    "publicKey" text NOT NULL,
    "privateKey" text NOT NULL,
    "organisationId" text NOT NULL,
    "lastVerifiedAt" timestamp(3) without time zone
);

CREATE TABLE documenso."EmailTransport" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    type documenso."EmailTransportType" NOT NULL,
    "fromName" text NOT NULL,
    "fromAddress" text NOT NULL,
    config text NOT NULL
);

CREATE TABLE documenso."Envelope" (
    id text NOT NULL,
    "secondaryId" text NOT NULL,
    "externalId" text,
    type documenso."EnvelopeType" NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "completedAt" timestamp(3) without time zone,
    "deletedAt" timestamp(3) without time zone,
    title text NOT NULL,
    status documenso."DocumentStatus" DEFAULT 'DRAFT'::documenso."DocumentStatus" NOT NULL,
    source documenso."DocumentSource" NOT NULL,
    "qrToken" text,
    "internalVersion" integer NOT NULL,
    "useLegacyFieldInsertion" boolean DEFAULT false NOT NULL,
    "authOptions" jsonb,
    "formValues" jsonb,
    visibility documenso."DocumentVisibility" DEFAULT 'EVERYONE'::documenso."DocumentVisibility" NOT NULL,
    "templateType" documenso."TemplateType" DEFAULT 'PRIVATE'::documenso."TemplateType" NOT NULL,
    "publicTitle" text DEFAULT ''::text NOT NULL,
    "publicDescription" text DEFAULT ''::text NOT NULL,
    "templateId" integer,
    "userId" integer NOT NULL,
    "teamId" integer NOT NULL,
    "folderId" text,
    "documentMetaId" text NOT NULL,
    "signatureLevel" text NOT NULL
);

CREATE TABLE documenso."EnvelopeAttachment" (
    id text NOT NULL,
    type text NOT NULL,
    label text NOT NULL,
    data text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "envelopeId" text NOT NULL
);

CREATE TABLE documenso."EnvelopeItem" (
    id text NOT NULL,
    title text NOT NULL,
    "documentDataId" text NOT NULL,
    "envelopeId" text NOT NULL,
    "order" integer NOT NULL
);

CREATE TABLE documenso."Field" (
    id integer NOT NULL,
    "recipientId" integer NOT NULL,
    type documenso."FieldType" NOT NULL,
    page integer NOT NULL,
    "positionX" numeric(65,30) DEFAULT 0 NOT NULL,
    "positionY" numeric(65,30) DEFAULT 0 NOT NULL,
    "customText" text NOT NULL,
    inserted boolean NOT NULL,
    height numeric(65,30) DEFAULT '-1'::integer NOT NULL,
    width numeric(65,30) DEFAULT '-1'::integer NOT NULL,
    "secondaryId" text NOT NULL,
    "fieldMeta" jsonb,
    "envelopeId" text NOT NULL,
    "envelopeItemId" text NOT NULL
);

CREATE SEQUENCE documenso."Field_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."Field_id_seq" OWNED BY documenso."Field".id;

CREATE TABLE documenso."Folder" (
    id text NOT NULL,
    name text NOT NULL,
    "userId" integer NOT NULL,
    "teamId" integer NOT NULL,
    "parentId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    pinned boolean DEFAULT false NOT NULL,
    visibility documenso."DocumentVisibility" DEFAULT 'EVERYONE'::documenso."DocumentVisibility" NOT NULL,
    type documenso."FolderType" NOT NULL
);

CREATE TABLE documenso."Organisation" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    type documenso."OrganisationType" NOT NULL,
    name text NOT NULL,
    url text NOT NULL,
    "avatarImageId" text,
    "customerId" text,
    "ownerUserId" integer NOT NULL,
    "organisationClaimId" text NOT NULL,
    "organisationGlobalSettingsId" text NOT NULL,
    "organisationAuthenticationPortalId" text NOT NULL
);

CREATE TABLE documenso."OrganisationAuthenticationPortal" (
    id text NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    "clientId" text DEFAULT ''::text NOT NULL,
    "clientSecret" text DEFAULT ''::text NOT NULL,
    "wellKnownUrl" text DEFAULT ''::text NOT NULL,
    "defaultOrganisationRole" documenso."OrganisationMemberRole" DEFAULT 'MEMBER'::documenso."OrganisationMemberRole" NOT NULL,
    "autoProvisionUsers" boolean DEFAULT true NOT NULL,
    "allowedDomains" text[] DEFAULT ARRAY[]::text[],
    "allowPersonalOrganisations" boolean DEFAULT false NOT NULL
);

CREATE TABLE documenso."OrganisationClaim" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "originalSubscriptionClaimId" text,
    "teamCount" integer NOT NULL,
    "memberCount" integer NOT NULL,
    flags jsonb NOT NULL,
    "envelopeItemCount" integer NOT NULL,
    "apiQuota" integer,
    "apiRateLimits" jsonb NOT NULL,
    "documentQuota" integer,
    "documentRateLimits" jsonb NOT NULL,
    "emailQuota" integer,
    "emailRateLimits" jsonb NOT NULL,
    "recipientCount" integer NOT NULL,
    "emailTransportId" text
);

CREATE TABLE documenso."OrganisationEmail" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    email text NOT NULL,
    "emailName" text NOT NULL,
    "emailDomainId" text NOT NULL,
    "organisationId" text NOT NULL
);

CREATE TABLE documenso."OrganisationGlobalSettings" (
    id text NOT NULL,
    "documentVisibility" documenso."DocumentVisibility" DEFAULT 'EVERYONE'::documenso."DocumentVisibility" NOT NULL,
    "documentLanguage" text DEFAULT 'en'::text NOT NULL,
    "includeSenderDetails" boolean DEFAULT true NOT NULL,
    "includeSigningCertificate" boolean DEFAULT true NOT NULL,
    "typedSignatureEnabled" boolean DEFAULT true NOT NULL,
    "uploadSignatureEnabled" boolean DEFAULT true NOT NULL,
    "drawSignatureEnabled" boolean DEFAULT true NOT NULL,
    "brandingEnabled" boolean DEFAULT false NOT NULL,
    "brandingLogo" text DEFAULT ''::text NOT NULL,
    "brandingUrl" text DEFAULT ''::text NOT NULL,
    "brandingCompanyDetails" text DEFAULT ''::text NOT NULL,
    "emailDocumentSettings" jsonb NOT NULL,
    "documentDateFormat" text DEFAULT 'yyyy-MM-dd hh:mm a'::text NOT NULL,
    "documentTimezone" text,
    "emailId" text,
    "emailReplyTo" text,
    "includeAuditLog" boolean DEFAULT false NOT NULL,
    "aiFeaturesEnabled" boolean DEFAULT false NOT NULL,
    "defaultRecipients" jsonb,
    "delegateDocumentOwnership" boolean DEFAULT false NOT NULL,
    "envelopeExpirationPeriod" jsonb,
    "reminderSettings" jsonb,
    "brandingColors" jsonb,
    "brandingCss" text DEFAULT ''::text NOT NULL
);

CREATE TABLE documenso."OrganisationGroup" (
    id text NOT NULL,
    name text,
    type documenso."OrganisationGroupType" NOT NULL,
    "organisationRole" documenso."OrganisationMemberRole" NOT NULL,
    "organisationId" text NOT NULL
);

CREATE TABLE documenso."OrganisationGroupMember" (
    id text NOT NULL,
    "groupId" text NOT NULL,
    "organisationMemberId" text NOT NULL
);

CREATE TABLE documenso."OrganisationMember" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "userId" integer NOT NULL,
    "organisationId" text NOT NULL
);

CREATE TABLE documenso."OrganisationMemberInvite" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    email text NOT NULL,
    token text NOT NULL,
    status documenso."OrganisationMemberInviteStatus" DEFAULT 'PENDING'::documenso."OrganisationMemberInviteStatus" NOT NULL,
    "organisationId" text NOT NULL,
    "organisationRole" documenso."OrganisationMemberRole" NOT NULL
);

CREATE TABLE documenso."OrganisationMonthlyStat" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "organisationId" text NOT NULL,
    period text NOT NULL,
    "documentCount" integer DEFAULT 0 NOT NULL,
    "emailCount" integer DEFAULT 0 NOT NULL,
    "apiCount" integer DEFAULT 0 NOT NULL,
    "emailReports" integer DEFAULT 0 NOT NULL
);

CREATE TABLE documenso."Passkey" (
    id text NOT NULL,
    "userId" integer NOT NULL,
    name text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastUsedAt" timestamp(3) without time zone,
    "credentialId" bytea NOT NULL,
    "credentialPublicKey" bytea NOT NULL,
    counter bigint NOT NULL,
    "credentialDeviceType" text NOT NULL,
    "credentialBackedUp" boolean NOT NULL,
    transports text[]
);

CREATE TABLE documenso."PasswordResetToken" (
    id integer NOT NULL,
    token text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expiry timestamp(3) without time zone NOT NULL,
    "userId" integer NOT NULL
);

CREATE SEQUENCE documenso."PasswordResetToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."PasswordResetToken_id_seq" OWNED BY documenso."PasswordResetToken".id;

CREATE TABLE documenso."RateLimit" (
    key text NOT NULL,
    action text NOT NULL,
    bucket timestamp(3) without time zone NOT NULL,
    count integer DEFAULT 1 NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE documenso."Recipient" (
    id integer NOT NULL,
    email character varying(255) NOT NULL,
    name character varying(255) DEFAULT ''::character varying NOT NULL,
    token text NOT NULL,
    expired timestamp(3) without time zone,
    "readStatus" documenso."ReadStatus" DEFAULT 'NOT_OPENED'::documenso."ReadStatus" NOT NULL,
    "signingStatus" documenso."SigningStatus" DEFAULT 'NOT_SIGNED'::documenso."SigningStatus" NOT NULL,
    "sendStatus" documenso."SendStatus" DEFAULT 'NOT_SENT'::documenso."SendStatus" NOT NULL,
    "signedAt" timestamp(3) without time zone,
    role documenso."RecipientRole" DEFAULT 'SIGNER'::documenso."RecipientRole" NOT NULL,
    "authOptions" jsonb,
    "documentDeletedAt" timestamp(3) without time zone,
    "signingOrder" integer,
    "rejectionReason" text,
    "envelopeId" text NOT NULL,
    "expirationNotifiedAt" timestamp(3) without time zone,
    "expiresAt" timestamp(3) without time zone,
    "sentAt" timestamp(3) without time zone,
    "lastReminderSentAt" timestamp(3) without time zone,
    "nextReminderAt" timestamp(3) without time zone,
    "reminderCount" integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE documenso."Recipient_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."Recipient_id_seq" OWNED BY documenso."Recipient".id;

CREATE TABLE documenso."Session" (
    id text NOT NULL,
    "sessionToken" text NOT NULL,
    "userId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "ipAddress" text,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "userAgent" text
);

CREATE TABLE documenso."Signature" (
    id integer NOT NULL,
    created timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "recipientId" integer NOT NULL,
    "fieldId" integer NOT NULL,
    "signatureImageAsBase64" text,
    "typedSignature" text
);

CREATE SEQUENCE documenso."Signature_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."Signature_id_seq" OWNED BY documenso."Signature".id;

CREATE TABLE documenso."SiteSettings" (
    id text NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    data jsonb NOT NULL,
    "lastModifiedByUserId" integer,
    "lastModifiedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE documenso."Subscription" (
    id integer NOT NULL,
    status documenso."SubscriptionStatus" DEFAULT 'INACTIVE'::documenso."SubscriptionStatus" NOT NULL,
    "planId" text NOT NULL,
    "priceId" text NOT NULL,
    "periodEnd" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "cancelAtPeriodEnd" boolean DEFAULT false NOT NULL,
    "customerId" text NOT NULL,
    "organisationId" text NOT NULL
);

CREATE TABLE documenso."SubscriptionClaim" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    "teamCount" integer NOT NULL,
    "memberCount" integer NOT NULL,
    flags jsonb NOT NULL,
    "envelopeItemCount" integer NOT NULL,
    "apiQuota" integer,
    "apiRateLimits" jsonb NOT NULL,
    "documentQuota" integer,
    "documentRateLimits" jsonb NOT NULL,
    "emailQuota" integer,
    "emailRateLimits" jsonb NOT NULL,
    "recipientCount" integer NOT NULL,
    "emailTransportId" text
);

CREATE SEQUENCE documenso."Subscription_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."Subscription_id_seq" OWNED BY documenso."Subscription".id;

CREATE TABLE documenso."Team" (
    id integer NOT NULL,
    name text NOT NULL,
    url text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "avatarImageId" text,
    "organisationId" text NOT NULL,
    "teamGlobalSettingsId" text NOT NULL
);

CREATE TABLE documenso."TeamEmail" (
    "teamId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    name text NOT NULL,
    email text NOT NULL
);

CREATE TABLE documenso."TeamEmailVerification" (
    "teamId" integer NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    token text NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    completed boolean DEFAULT false NOT NULL
);

CREATE TABLE documenso."TeamGlobalSettings" (
    "documentVisibility" documenso."DocumentVisibility",
    "includeSenderDetails" boolean,
    "brandingCompanyDetails" text,
    "brandingEnabled" boolean,
    "brandingLogo" text,
    "brandingUrl" text,
    "documentLanguage" text,
    "typedSignatureEnabled" boolean,
    "includeSigningCertificate" boolean,
    "drawSignatureEnabled" boolean,
    "uploadSignatureEnabled" boolean,
    id text NOT NULL,
    "documentDateFormat" text,
    "documentTimezone" text,
    "emailDocumentSettings" jsonb,
    "emailId" text,
    "emailReplyTo" text,
    "includeAuditLog" boolean,
    "aiFeaturesEnabled" boolean,
    "defaultRecipients" jsonb,
    "delegateDocumentOwnership" boolean,
    "envelopeExpirationPeriod" jsonb,
    "reminderSettings" jsonb,
    "brandingColors" jsonb,
    "brandingCss" text
);

CREATE TABLE documenso."TeamGroup" (
    id text NOT NULL,
    "organisationGroupId" text NOT NULL,
    "teamRole" documenso."TeamMemberRole" NOT NULL,
    "teamId" integer NOT NULL
);

CREATE TABLE documenso."TeamProfile" (
    id text NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    "teamId" integer NOT NULL,
    bio text
);

CREATE SEQUENCE documenso."Team_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."Team_id_seq" OWNED BY documenso."Team".id;

CREATE TABLE documenso."TemplateDirectLink" (
    id text NOT NULL,
    token text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    enabled boolean NOT NULL,
    "directTemplateRecipientId" integer NOT NULL,
    "envelopeId" text NOT NULL
);

CREATE TABLE documenso."User" (
    id integer NOT NULL,
    name text,
    email text NOT NULL,
    "emailVerified" timestamp(3) without time zone,
    password text,
    source text,
    "identityProvider" documenso."IdentityProvider" DEFAULT 'DOCUMENSO'::documenso."IdentityProvider" NOT NULL,
    signature text,
    roles documenso."Role"[] DEFAULT ARRAY['USER'::documenso."Role"],
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastSignedIn" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "twoFactorBackupCodes" text,
    "twoFactorEnabled" boolean DEFAULT false NOT NULL,
    "twoFactorSecret" text,
    "avatarImageId" text,
    disabled boolean DEFAULT false NOT NULL
);

CREATE TABLE documenso."UserSecurityAuditLog" (
    id integer NOT NULL,
    "userId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    type documenso."UserSecurityAuditLogType" NOT NULL,
    "userAgent" text,
    "ipAddress" text
);

CREATE SEQUENCE documenso."UserSecurityAuditLog_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."UserSecurityAuditLog_id_seq" OWNED BY documenso."UserSecurityAuditLog".id;

CREATE SEQUENCE documenso."User_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."User_id_seq" OWNED BY documenso."User".id;

CREATE TABLE documenso."VerificationToken" (
    id integer NOT NULL,
    identifier text NOT NULL,
    token text NOT NULL,
    expires timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" integer NOT NULL,
    "secondaryId" text NOT NULL,
    completed boolean DEFAULT false NOT NULL,
    metadata jsonb
);

CREATE SEQUENCE documenso."VerificationToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE documenso."VerificationToken_id_seq" OWNED BY documenso."VerificationToken".id;

CREATE TABLE documenso."Webhook" (
    id text NOT NULL,
    "webhookUrl" text NOT NULL,
    "eventTriggers" documenso."WebhookTriggerEvents"[],
    secret text,
    enabled boolean DEFAULT true NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" integer NOT NULL,
    "teamId" integer NOT NULL
);

CREATE TABLE documenso."WebhookCall" (
    id text NOT NULL,
    status documenso."WebhookCallStatus" NOT NULL,
    url text NOT NULL,
    "requestBody" jsonb NOT NULL,
    "responseCode" integer NOT NULL,
    "responseHeaders" jsonb,
    "responseBody" jsonb,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "webhookId" text NOT NULL,
    event documenso."WebhookTriggerEvents" NOT NULL
);

ALTER TABLE ONLY documenso."ApiToken" ALTER COLUMN id SET DEFAULT nextval('documenso."ApiToken_id_seq"'::regclass);

ALTER TABLE ONLY documenso."DocumentShareLink" ALTER COLUMN id SET DEFAULT nextval('documenso."DocumentShareLink_id_seq"'::regclass);

ALTER TABLE ONLY documenso."Field" ALTER COLUMN id SET DEFAULT nextval('documenso."Field_id_seq"'::regclass);

ALTER TABLE ONLY documenso."PasswordResetToken" ALTER COLUMN id SET DEFAULT nextval('documenso."PasswordResetToken_id_seq"'::regclass);

ALTER TABLE ONLY documenso."Recipient" ALTER COLUMN id SET DEFAULT nextval('documenso."Recipient_id_seq"'::regclass);

ALTER TABLE ONLY documenso."Signature" ALTER COLUMN id SET DEFAULT nextval('documenso."Signature_id_seq"'::regclass);

ALTER TABLE ONLY documenso."Subscription" ALTER COLUMN id SET DEFAULT nextval('documenso."Subscription_id_seq"'::regclass);

ALTER TABLE ONLY documenso."Team" ALTER COLUMN id SET DEFAULT nextval('documenso."Team_id_seq"'::regclass);

ALTER TABLE ONLY documenso."User" ALTER COLUMN id SET DEFAULT nextval('documenso."User_id_seq"'::regclass);

ALTER TABLE ONLY documenso."UserSecurityAuditLog" ALTER COLUMN id SET DEFAULT nextval('documenso."UserSecurityAuditLog_id_seq"'::regclass);

ALTER TABLE ONLY documenso."VerificationToken" ALTER COLUMN id SET DEFAULT nextval('documenso."VerificationToken_id_seq"'::regclass);

ALTER TABLE ONLY documenso."Account"
    ADD CONSTRAINT "Account_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."AnonymousVerificationToken"
    ADD CONSTRAINT "AnonymousVerificationToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."ApiToken"
    ADD CONSTRAINT "ApiToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."AvatarImage"
    ADD CONSTRAINT "AvatarImage_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."BackgroundJobTask"
    ADD CONSTRAINT "BackgroundJobTask_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."BackgroundJob"
    ADD CONSTRAINT "BackgroundJob_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Counter"
    ADD CONSTRAINT "Counter_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."CscCredential"
    ADD CONSTRAINT "CscCredential_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."CscSession"
    ADD CONSTRAINT "CscSession_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."DocumentAuditLog"
    ADD CONSTRAINT "DocumentAuditLog_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."DocumentData"
    ADD CONSTRAINT "DocumentData_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."DocumentMeta"
    ADD CONSTRAINT "DocumentMeta_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."DocumentShareLink"
    ADD CONSTRAINT "DocumentShareLink_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."EmailDomain"
    ADD CONSTRAINT "EmailDomain_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."EmailTransport"
    ADD CONSTRAINT "EmailTransport_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."EnvelopeAttachment"
    ADD CONSTRAINT "EnvelopeAttachment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."EnvelopeItem"
    ADD CONSTRAINT "EnvelopeItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Envelope"
    ADD CONSTRAINT "Envelope_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Field"
    ADD CONSTRAINT "Field_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Folder"
    ADD CONSTRAINT "Folder_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationAuthenticationPortal"
    ADD CONSTRAINT "OrganisationAuthenticationPortal_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationClaim"
    ADD CONSTRAINT "OrganisationClaim_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationEmail"
    ADD CONSTRAINT "OrganisationEmail_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationGlobalSettings"
    ADD CONSTRAINT "OrganisationGlobalSettings_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationGroupMember"
    ADD CONSTRAINT "OrganisationGroupMember_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationGroup"
    ADD CONSTRAINT "OrganisationGroup_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationMemberInvite"
    ADD CONSTRAINT "OrganisationMemberInvite_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationMember"
    ADD CONSTRAINT "OrganisationMember_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."OrganisationMonthlyStat"
    ADD CONSTRAINT "OrganisationMonthlyStat_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Organisation"
    ADD CONSTRAINT "Organisation_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Passkey"
    ADD CONSTRAINT "Passkey_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."PasswordResetToken"
    ADD CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."RateLimit"
    ADD CONSTRAINT "RateLimit_pkey" PRIMARY KEY (key, action, bucket);

ALTER TABLE ONLY documenso."Recipient"
    ADD CONSTRAINT "Recipient_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Session"
    ADD CONSTRAINT "Session_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Signature"
    ADD CONSTRAINT "Signature_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."SiteSettings"
    ADD CONSTRAINT "SiteSettings_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."SubscriptionClaim"
    ADD CONSTRAINT "SubscriptionClaim_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Subscription"
    ADD CONSTRAINT "Subscription_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."TeamEmailVerification"
    ADD CONSTRAINT "TeamEmailVerification_pkey" PRIMARY KEY ("teamId");

ALTER TABLE ONLY documenso."TeamEmail"
    ADD CONSTRAINT "TeamEmail_pkey" PRIMARY KEY ("teamId");

ALTER TABLE ONLY documenso."TeamGlobalSettings"
    ADD CONSTRAINT "TeamGlobalSettings_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."TeamGroup"
    ADD CONSTRAINT "TeamGroup_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."TeamProfile"
    ADD CONSTRAINT "TeamProfile_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Team"
    ADD CONSTRAINT "Team_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."TemplateDirectLink"
    ADD CONSTRAINT "TemplateDirectLink_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."UserSecurityAuditLog"
    ADD CONSTRAINT "UserSecurityAuditLog_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."User"
    ADD CONSTRAINT "User_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."VerificationToken"
    ADD CONSTRAINT "VerificationToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."WebhookCall"
    ADD CONSTRAINT "WebhookCall_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY documenso."Webhook"
    ADD CONSTRAINT "Webhook_pkey" PRIMARY KEY (id);

CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON documenso."Account" USING btree (provider, "providerAccountId");

CREATE UNIQUE INDEX "AnonymousVerificationToken_id_key" ON documenso."AnonymousVerificationToken" USING btree (id);

CREATE UNIQUE INDEX "AnonymousVerificationToken_token_key" ON documenso."AnonymousVerificationToken" USING btree (token);

CREATE UNIQUE INDEX "ApiToken_token_key" ON documenso."ApiToken" USING btree (token);

CREATE UNIQUE INDEX "CscCredential_recipientId_key" ON documenso."CscCredential" USING btree ("recipientId");

CREATE UNIQUE INDEX "CscSession_recipientId_key" ON documenso."CscSession" USING btree ("recipientId");

CREATE INDEX "DocumentAuditLog_envelopeId_idx" ON documenso."DocumentAuditLog" USING btree ("envelopeId");

CREATE UNIQUE INDEX "DocumentShareLink_envelopeId_email_key" ON documenso."DocumentShareLink" USING btree ("envelopeId", email);

CREATE UNIQUE INDEX "DocumentShareLink_slug_key" ON documenso."DocumentShareLink" USING btree (slug);

CREATE UNIQUE INDEX "EmailDomain_domain_key" ON documenso."EmailDomain" USING btree (domain);

CREATE UNIQUE INDEX "EmailDomain_selector_key" ON documenso."EmailDomain" USING btree (selector);

CREATE INDEX "EnvelopeAttachment_envelopeId_idx" ON documenso."EnvelopeAttachment" USING btree ("envelopeId");

CREATE UNIQUE INDEX "EnvelopeItem_documentDataId_key" ON documenso."EnvelopeItem" USING btree ("documentDataId");

CREATE INDEX "EnvelopeItem_envelopeId_idx" ON documenso."EnvelopeItem" USING btree ("envelopeId");

CREATE INDEX "Envelope_createdAt_idx" ON documenso."Envelope" USING btree ("createdAt");

CREATE UNIQUE INDEX "Envelope_documentMetaId_key" ON documenso."Envelope" USING btree ("documentMetaId");

CREATE INDEX "Envelope_folderId_idx" ON documenso."Envelope" USING btree ("folderId");

CREATE UNIQUE INDEX "Envelope_secondaryId_key" ON documenso."Envelope" USING btree ("secondaryId");

CREATE INDEX "Envelope_status_idx" ON documenso."Envelope" USING btree (status);

CREATE INDEX "Envelope_teamId_idx" ON documenso."Envelope" USING btree ("teamId");

CREATE INDEX "Envelope_type_idx" ON documenso."Envelope" USING btree (type);

CREATE INDEX "Envelope_userId_idx" ON documenso."Envelope" USING btree ("userId");

CREATE INDEX "Field_envelopeId_idx" ON documenso."Field" USING btree ("envelopeId");

CREATE INDEX "Field_envelopeItemId_idx" ON documenso."Field" USING btree ("envelopeItemId");

CREATE INDEX "Field_recipientId_idx" ON documenso."Field" USING btree ("recipientId");

CREATE UNIQUE INDEX "Field_secondaryId_key" ON documenso."Field" USING btree ("secondaryId");

CREATE INDEX "Folder_parentId_idx" ON documenso."Folder" USING btree ("parentId");

CREATE INDEX "Folder_teamId_idx" ON documenso."Folder" USING btree ("teamId");

CREATE INDEX "Folder_type_idx" ON documenso."Folder" USING btree (type);

CREATE INDEX "Folder_userId_idx" ON documenso."Folder" USING btree ("userId");

CREATE UNIQUE INDEX "OrganisationEmail_email_key" ON documenso."OrganisationEmail" USING btree (email);

CREATE INDEX "OrganisationGroupMember_groupId_idx" ON documenso."OrganisationGroupMember" USING btree ("groupId");

CREATE UNIQUE INDEX "OrganisationGroupMember_organisationMemberId_groupId_key" ON documenso."OrganisationGroupMember" USING btree ("organisationMemberId", "groupId");

CREATE INDEX "OrganisationGroupMember_organisationMemberId_idx" ON documenso."OrganisationGroupMember" USING btree ("organisationMemberId");

CREATE INDEX "OrganisationGroup_organisationId_idx" ON documenso."OrganisationGroup" USING btree ("organisationId");

CREATE UNIQUE INDEX "OrganisationMemberInvite_token_key" ON documenso."OrganisationMemberInvite" USING btree (token);

CREATE INDEX "OrganisationMember_organisationId_idx" ON documenso."OrganisationMember" USING btree ("organisationId");

CREATE UNIQUE INDEX "OrganisationMember_userId_organisationId_key" ON documenso."OrganisationMember" USING btree ("userId", "organisationId");

CREATE INDEX "OrganisationMonthlyStat_organisationId_idx" ON documenso."OrganisationMonthlyStat" USING btree ("organisationId");

CREATE UNIQUE INDEX "OrganisationMonthlyStat_organisationId_period_key" ON documenso."OrganisationMonthlyStat" USING btree ("organisationId", period);

CREATE UNIQUE INDEX "Organisation_customerId_key" ON documenso."Organisation" USING btree ("customerId");

CREATE INDEX "Organisation_name_idx" ON documenso."Organisation" USING btree (name);

CREATE UNIQUE INDEX "Organisation_organisationAuthenticationPortalId_key" ON documenso."Organisation" USING btree ("organisationAuthenticationPortalId");

CREATE UNIQUE INDEX "Organisation_organisationClaimId_key" ON documenso."Organisation" USING btree ("organisationClaimId");

CREATE UNIQUE INDEX "Organisation_organisationGlobalSettingsId_key" ON documenso."Organisation" USING btree ("organisationGlobalSettingsId");

CREATE INDEX "Organisation_ownerUserId_idx" ON documenso."Organisation" USING btree ("ownerUserId");

CREATE UNIQUE INDEX "Organisation_url_key" ON documenso."Organisation" USING btree (url);

CREATE UNIQUE INDEX "PasswordResetToken_token_key" ON documenso."PasswordResetToken" USING btree (token);

CREATE INDEX "RateLimit_createdAt_idx" ON documenso."RateLimit" USING btree ("createdAt");

CREATE INDEX "Recipient_email_documentDeletedAt_envelopeId_idx" ON documenso."Recipient" USING btree (email, "documentDeletedAt", "envelopeId");

CREATE INDEX "Recipient_email_envelopeId_idx" ON documenso."Recipient" USING btree (email, "envelopeId");

CREATE INDEX "Recipient_email_idx" ON documenso."Recipient" USING btree (email);

CREATE INDEX "Recipient_email_signingStatus_envelopeId_role_idx" ON documenso."Recipient" USING btree (email, "signingStatus", "envelopeId", role);

CREATE INDEX "Recipient_email_trgm_idx" ON documenso."Recipient" USING gin (email public.gin_trgm_ops);

CREATE INDEX "Recipient_envelopeId_idx" ON documenso."Recipient" USING btree ("envelopeId");

CREATE INDEX "Recipient_expiresAt_idx" ON documenso."Recipient" USING btree ("expiresAt");

CREATE INDEX "Recipient_name_trgm_idx" ON documenso."Recipient" USING gin (name public.gin_trgm_ops);

CREATE INDEX "Recipient_nextReminderAt_idx" ON documenso."Recipient" USING btree ("nextReminderAt");

CREATE INDEX "Recipient_signedAt_idx" ON documenso."Recipient" USING btree ("signedAt");

CREATE INDEX "Recipient_token_idx" ON documenso."Recipient" USING btree (token);

CREATE INDEX "Session_sessionToken_idx" ON documenso."Session" USING btree ("sessionToken");

CREATE UNIQUE INDEX "Session_sessionToken_key" ON documenso."Session" USING btree ("sessionToken");

CREATE INDEX "Session_userId_idx" ON documenso."Session" USING btree ("userId");

CREATE UNIQUE INDEX "Signature_fieldId_key" ON documenso."Signature" USING btree ("fieldId");

CREATE INDEX "Signature_recipientId_idx" ON documenso."Signature" USING btree ("recipientId");

CREATE INDEX "Subscription_organisationId_idx" ON documenso."Subscription" USING btree ("organisationId");

CREATE UNIQUE INDEX "Subscription_organisationId_key" ON documenso."Subscription" USING btree ("organisationId");

CREATE UNIQUE INDEX "Subscription_planId_key" ON documenso."Subscription" USING btree ("planId");

CREATE UNIQUE INDEX "TeamEmailVerification_teamId_key" ON documenso."TeamEmailVerification" USING btree ("teamId");

CREATE UNIQUE INDEX "TeamEmailVerification_token_key" ON documenso."TeamEmailVerification" USING btree (token);

CREATE UNIQUE INDEX "TeamEmail_email_key" ON documenso."TeamEmail" USING btree (email);

CREATE UNIQUE INDEX "TeamEmail_teamId_key" ON documenso."TeamEmail" USING btree ("teamId");

CREATE INDEX "TeamGroup_organisationGroupId_idx" ON documenso."TeamGroup" USING btree ("organisationGroupId");

CREATE INDEX "TeamGroup_teamId_idx" ON documenso."TeamGroup" USING btree ("teamId");

CREATE UNIQUE INDEX "TeamGroup_teamId_organisationGroupId_key" ON documenso."TeamGroup" USING btree ("teamId", "organisationGroupId");

CREATE UNIQUE INDEX "TeamProfile_teamId_key" ON documenso."TeamProfile" USING btree ("teamId");

CREATE INDEX "Team_name_idx" ON documenso."Team" USING btree (name);

CREATE INDEX "Team_organisationId_idx" ON documenso."Team" USING btree ("organisationId");

CREATE UNIQUE INDEX "Team_teamGlobalSettingsId_key" ON documenso."Team" USING btree ("teamGlobalSettingsId");

CREATE UNIQUE INDEX "Team_url_key" ON documenso."Team" USING btree (url);

CREATE UNIQUE INDEX "TemplateDirectLink_envelopeId_key" ON documenso."TemplateDirectLink" USING btree ("envelopeId");

CREATE UNIQUE INDEX "TemplateDirectLink_id_key" ON documenso."TemplateDirectLink" USING btree (id);

CREATE UNIQUE INDEX "TemplateDirectLink_token_key" ON documenso."TemplateDirectLink" USING btree (token);

CREATE INDEX "User_email_idx" ON documenso."User" USING btree (email);

CREATE UNIQUE INDEX "User_email_key" ON documenso."User" USING btree (email);

CREATE UNIQUE INDEX "VerificationToken_secondaryId_key" ON documenso."VerificationToken" USING btree ("secondaryId");

CREATE UNIQUE INDEX "VerificationToken_token_key" ON documenso."VerificationToken" USING btree (token);

ALTER TABLE ONLY documenso."Account"
    ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."ApiToken"
    ADD CONSTRAINT "ApiToken_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."ApiToken"
    ADD CONSTRAINT "ApiToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."BackgroundJobTask"
    ADD CONSTRAINT "BackgroundJobTask_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES documenso."BackgroundJob"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."CscCredential"
    ADD CONSTRAINT "CscCredential_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES documenso."Recipient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."CscSession"
    ADD CONSTRAINT "CscSession_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES documenso."Recipient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."DocumentAuditLog"
    ADD CONSTRAINT "DocumentAuditLog_envelopeId_fkey" FOREIGN KEY ("envelopeId") REFERENCES documenso."Envelope"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."DocumentShareLink"
    ADD CONSTRAINT "DocumentShareLink_envelopeId_fkey" FOREIGN KEY ("envelopeId") REFERENCES documenso."Envelope"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."EmailDomain"
    ADD CONSTRAINT "EmailDomain_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."EnvelopeAttachment"
    ADD CONSTRAINT "EnvelopeAttachment_envelopeId_fkey" FOREIGN KEY ("envelopeId") REFERENCES documenso."Envelope"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."EnvelopeItem"
    ADD CONSTRAINT "EnvelopeItem_documentDataId_fkey" FOREIGN KEY ("documentDataId") REFERENCES documenso."DocumentData"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."EnvelopeItem"
    ADD CONSTRAINT "EnvelopeItem_envelopeId_fkey" FOREIGN KEY ("envelopeId") REFERENCES documenso."Envelope"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Envelope"
    ADD CONSTRAINT "Envelope_documentMetaId_fkey" FOREIGN KEY ("documentMetaId") REFERENCES documenso."DocumentMeta"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY documenso."Envelope"
    ADD CONSTRAINT "Envelope_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES documenso."Folder"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."Envelope"
    ADD CONSTRAINT "Envelope_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Envelope"
    ADD CONSTRAINT "Envelope_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Field"
    ADD CONSTRAINT "Field_envelopeId_fkey" FOREIGN KEY ("envelopeId") REFERENCES documenso."Envelope"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Field"
    ADD CONSTRAINT "Field_envelopeItemId_fkey" FOREIGN KEY ("envelopeItemId") REFERENCES documenso."EnvelopeItem"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Field"
    ADD CONSTRAINT "Field_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES documenso."Recipient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Folder"
    ADD CONSTRAINT "Folder_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES documenso."Folder"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Folder"
    ADD CONSTRAINT "Folder_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Folder"
    ADD CONSTRAINT "Folder_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationClaim"
    ADD CONSTRAINT "OrganisationClaim_emailTransportId_fkey" FOREIGN KEY ("emailTransportId") REFERENCES documenso."EmailTransport"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."OrganisationEmail"
    ADD CONSTRAINT "OrganisationEmail_emailDomainId_fkey" FOREIGN KEY ("emailDomainId") REFERENCES documenso."EmailDomain"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationEmail"
    ADD CONSTRAINT "OrganisationEmail_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationGlobalSettings"
    ADD CONSTRAINT "OrganisationGlobalSettings_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES documenso."OrganisationEmail"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."OrganisationGroupMember"
    ADD CONSTRAINT "OrganisationGroupMember_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES documenso."OrganisationGroup"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationGroupMember"
    ADD CONSTRAINT "OrganisationGroupMember_organisationMemberId_fkey" FOREIGN KEY ("organisationMemberId") REFERENCES documenso."OrganisationMember"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationGroup"
    ADD CONSTRAINT "OrganisationGroup_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationMemberInvite"
    ADD CONSTRAINT "OrganisationMemberInvite_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationMember"
    ADD CONSTRAINT "OrganisationMember_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationMember"
    ADD CONSTRAINT "OrganisationMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."OrganisationMonthlyStat"
    ADD CONSTRAINT "OrganisationMonthlyStat_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Organisation"
    ADD CONSTRAINT "Organisation_avatarImageId_fkey" FOREIGN KEY ("avatarImageId") REFERENCES documenso."AvatarImage"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."Organisation"
    ADD CONSTRAINT "Organisation_organisationAuthenticationPortalId_fkey" FOREIGN KEY ("organisationAuthenticationPortalId") REFERENCES documenso."OrganisationAuthenticationPortal"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY documenso."Organisation"
    ADD CONSTRAINT "Organisation_organisationClaimId_fkey" FOREIGN KEY ("organisationClaimId") REFERENCES documenso."OrganisationClaim"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY documenso."Organisation"
    ADD CONSTRAINT "Organisation_organisationGlobalSettingsId_fkey" FOREIGN KEY ("organisationGlobalSettingsId") REFERENCES documenso."OrganisationGlobalSettings"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY documenso."Organisation"
    ADD CONSTRAINT "Organisation_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Passkey"
    ADD CONSTRAINT "Passkey_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."PasswordResetToken"
    ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Recipient"
    ADD CONSTRAINT "Recipient_envelopeId_fkey" FOREIGN KEY ("envelopeId") REFERENCES documenso."Envelope"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Session"
    ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Signature"
    ADD CONSTRAINT "Signature_fieldId_fkey" FOREIGN KEY ("fieldId") REFERENCES documenso."Field"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Signature"
    ADD CONSTRAINT "Signature_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES documenso."Recipient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."SiteSettings"
    ADD CONSTRAINT "SiteSettings_lastModifiedByUserId_fkey" FOREIGN KEY ("lastModifiedByUserId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."SubscriptionClaim"
    ADD CONSTRAINT "SubscriptionClaim_emailTransportId_fkey" FOREIGN KEY ("emailTransportId") REFERENCES documenso."EmailTransport"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."Subscription"
    ADD CONSTRAINT "Subscription_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."TeamEmailVerification"
    ADD CONSTRAINT "TeamEmailVerification_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."TeamEmail"
    ADD CONSTRAINT "TeamEmail_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."TeamGlobalSettings"
    ADD CONSTRAINT "TeamGlobalSettings_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES documenso."OrganisationEmail"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."TeamGroup"
    ADD CONSTRAINT "TeamGroup_organisationGroupId_fkey" FOREIGN KEY ("organisationGroupId") REFERENCES documenso."OrganisationGroup"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."TeamGroup"
    ADD CONSTRAINT "TeamGroup_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."TeamProfile"
    ADD CONSTRAINT "TeamProfile_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Team"
    ADD CONSTRAINT "Team_avatarImageId_fkey" FOREIGN KEY ("avatarImageId") REFERENCES documenso."AvatarImage"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."Team"
    ADD CONSTRAINT "Team_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES documenso."Organisation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Team"
    ADD CONSTRAINT "Team_teamGlobalSettingsId_fkey" FOREIGN KEY ("teamGlobalSettingsId") REFERENCES documenso."TeamGlobalSettings"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."TemplateDirectLink"
    ADD CONSTRAINT "TemplateDirectLink_envelopeId_fkey" FOREIGN KEY ("envelopeId") REFERENCES documenso."Envelope"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."UserSecurityAuditLog"
    ADD CONSTRAINT "UserSecurityAuditLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."User"
    ADD CONSTRAINT "User_avatarImageId_fkey" FOREIGN KEY ("avatarImageId") REFERENCES documenso."AvatarImage"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY documenso."VerificationToken"
    ADD CONSTRAINT "VerificationToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."WebhookCall"
    ADD CONSTRAINT "WebhookCall_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES documenso."Webhook"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Webhook"
    ADD CONSTRAINT "Webhook_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES documenso."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY documenso."Webhook"
    ADD CONSTRAINT "Webhook_userId_fkey" FOREIGN KEY ("userId") REFERENCES documenso."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "documenso.RateLimit",
      clock: "createdAt",
      retention: "24h",
      source: "packages/lib/jobs/definitions/internal/cleanup-rate-limits.handler.ts:19",
      note: "internal.cleanup-rate-limits, every 15 minutes (cleanup-rate-limits.ts:18); the cutoff is now less 24 hours (cleanup-rate-limits.handler.ts:10), compared with createdAt at :22, in batches of 10,000 until fewer are deleted; the key is the client's IP address (ip:<address>) or an identifier such as an email address (packages/lib/server-only/rate-limit/rate-limit.ts:84-154)",
    },
  ],
  shouldAsk: [
    {
      table: "documenso.Session",
      why: "login sessions with ipAddress, userAgent and expiresAt; an expired one is deleted only if it is presented again (packages/auth/server/lib/session/session.ts:101-102), never by a job",
    },
    {
      table: "documenso.UserSecurityAuditLog",
      why: "the IP address and user agent of every sign-in, failed sign-in, sign-out, session revocation, password, 2FA, passkey and SSO change of each user, with createdAt, kept for ever",
    },
    {
      table: "documenso.VerificationToken",
      why: "sign-up verification, passkey-challenge and account-linking tokens per user with expires; used sign-up tokens are kept (completed), and expired ones are deleted only when that user verifies an address",
    },
    {
      table: "documenso.PasswordResetToken",
      why: "password reset tokens per user with expiry; an expired one is deleted only when the user asks for another or resets the password",
    },
    {
      table: "documenso.TeamEmailVerification",
      why: "a team email address and name being verified, with its token and expiresAt; expired ones are deleted only when a verification of the team completes or the team withdraws it",
    },
    {
      table: "documenso.OrganisationMemberInvite",
      why: "invitations with the invitee's email and token; accepted and declined ones are kept (status), deleted only when an administrator withdraws them",
    },
    {
      table: "documenso.BackgroundJob",
      why: "every job run with its payload (recipient, document and user ids, email addresses), submittedAt and completedAt; never deleted (the local provider adds a row for each cron run, packages/lib/jobs/client/local.ts:133)",
    },
    {
      table: "documenso.BackgroundJobTask",
      why: "the steps of each job run with their results, createdAt and completedAt; never deleted",
    },
    {
      table: "documenso.WebhookCall",
      why: "every webhook delivery with the request body (the document, its recipients' names and emails), the response and createdAt (packages/lib/jobs/definitions/internal/execute-webhook.handler.ts:29); deleted only with its webhook",
    },
  ],
  neverDelete: [
    "documenso.User",
    "documenso.Account",
    "documenso.Passkey",
    "documenso.ApiToken",
    "documenso.CscCredential",
    "documenso.AvatarImage",
    "documenso.Organisation",
    "documenso.OrganisationMember",
    "documenso.OrganisationGroup",
    "documenso.OrganisationGroupMember",
    "documenso.OrganisationClaim",
    "documenso.OrganisationGlobalSettings",
    "documenso.OrganisationAuthenticationPortal",
    "documenso.OrganisationEmail",
    "documenso.OrganisationMonthlyStat",
    "documenso.EmailDomain",
    "documenso.EmailTransport",
    "documenso.Team",
    "documenso.TeamGroup",
    "documenso.TeamProfile",
    "documenso.TeamGlobalSettings",
    "documenso.TeamEmail",
    "documenso.Subscription",
    "documenso.SubscriptionClaim",
    "documenso.Envelope",
    "documenso.EnvelopeItem",
    "documenso.EnvelopeAttachment",
    "documenso.DocumentData",
    "documenso.DocumentMeta",
    "documenso.DocumentAuditLog",
    "documenso.DocumentShareLink",
    "documenso.Recipient",
    "documenso.Field",
    "documenso.Signature",
    "documenso.Folder",
    "documenso.TemplateDirectLink",
    "documenso.Webhook",
    "documenso.SiteSettings",
    "documenso.Counter",
  ],
};
