// Cal.com (Node, Next.js and NestJS with Prisma), from calcom/cal.com@2dbbdc21f2860f979f55f4cdfdd6830da3bc6a79
// (2025-05-12, "fix: typos in apps/ui-playground (#21223)"), read from the copy alexbit-codemod/cal.com,
// whose main branch is upstream's history up to that commit (squash merges with their upstream pull
// request numbers, no commit of the copy's own): calcom/cal.com itself (1.2 GB) and the other copies
// tried (terrylica/cal.com, healdigital/cal.com, Cognition-Partner-Workshops/cal.com) are over the fetch
// size limit, and dessn-ai/cal.com, COG-GTM/cal.com and calcom/cal.diy had no snapshot. The copy lacks a
// few binary blobs (yarn caches, images), no source file.
// Schema: its 417 Prisma migrations (packages/prisma/migrations/*/migration.sql) replayed on PostgreSQL 15
// as `prisma migrate deploy` runs them (packages/prisma/package.json:8), pg_dump read back (see the
// header of schemaSql); its 86 tables (84 models and two implicit many-to-many tables), whose columns
// match packages/prisma/schema.prisma's, and three views.
// Cleanup: the cron endpoints of apps/web/app/api/cron/, called by Vercel's scheduler (apps/web/vercel.json:2-27)
// or by the repository's GitHub Actions workflows (.github/workflows/cron-*.yml, when APP_URL and
// CRON_API_KEY are set; a self-hosted instance must call them itself): expired calendar cache entries
// (daily), webhook triggers a day past their start (every minute), past SMS and WhatsApp workflow
// reminders (every 15 minutes), travel schedules two days past their end (hourly); and, on a request
// rather than a schedule, expired slot reservations of an event type when its availability is read,
// every expired OAuth access code when one is exchanged, and a platform OAuth client's expired access
// tokens when one of its tokens is refreshed. The calendar cache cleanup
// (apps/web/app/api/cron/calendar-cache-cleanup/route.ts) answers POST only since its move to the app
// directory (d1ce04edc, 2025-03-09), while Vercel's cron calls with GET: as written, the daily call is
// refused and only a POST of an operator's runs it; it is counted. Not counted: the tasker's cleanup
// (apps/web/app/api/tasks/cleanup/route.ts, daily in vercel.json:15-18), whose delete of succeeded and
// exhausted tasks is commented out (packages/features/tasker/repository.ts:177-189), so Task is in
// shouldAsk; a webhook trigger deleted once sent (packages/features/webhooks/lib/handleWebhookScheduledTriggers.ts:79),
// a verification token once used (apps/web/pages/api/auth/verify-email.ts:180,
// packages/features/auth/lib/next-auth-custom-adapter.ts:61), a platform refresh token or authorization
// token once exchanged (apps/api/v2/src/modules/tokens/tokens.repository.ts:37, :135), a Feishu or Lark
// credential whose refresh token has expired when it is next used
// (packages/app-store/feishucalendar/lib/CalendarService.ts:62, larkcalendar/lib/CalendarService.ts:62);
// deletes on a person's request (bookings cancelled, event types, teams, users and their cascades). The migrations' own rows (18 feature flags,
// one app) are not kept. Neither list: ReminderMail (which booking reminder e-mails were sent: a booking
// id, a type and createdAt, no personal data), NotificationsSubscriptions (a user's web-push
// subscription, no timestamp) and Tracking (a booking's UTM parameters, no timestamp, deleted with it).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "calcom",
  framework: "prisma",
  source: {
    repo: "calcom/cal.com",
    commit: "2dbbdc21f2860f979f55f4cdfdd6830da3bc6a79",
    schemaFrom:
      "packages/prisma/migrations (417 migration.sql, in order) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 86 tables and 3 views. Read from the copy alexbit-codemod/cal.com (upstream history up to 2dbbdc2); calcom/cal.com is over the fetch size limit",
  },
  schemas: ["calcom"],
  schemaSql: `
-- Cal.com: calcom/cal.com@2dbbdc21f2860f979f55f4cdfdd6830da3bc6a79 (read from the copy
-- alexbit-codemod/cal.com; the original repository is over the fetch size limit).
-- Built by running its 417 Prisma migrations (packages/prisma/migrations/*/migration.sql,
-- 20210605225044_init to 20250508131736_add_workflow_smtp_feature_flag, in name order, as prisma
-- migrate deploy does) on an empty PostgreSQL 15 database, read back with pg_dump --schema-only
-- --no-owner --no-privileges (its SET lines and comments left out). Cal.com uses public; here schema
-- calcom. No extension is needed. The rows the migrations insert (feature flags, an app) and Prisma's
-- own _prisma_migrations table are not included. BookingDenormalized is kept by triggers on Booking,
-- EventType and users (20250502130843_setup_triggers_for_booking_denormalized).
CREATE SCHEMA calcom;
SET search_path TO calcom, public;

CREATE TYPE calcom."AccessScope" AS ENUM (
    'READ_BOOKING',
    'READ_PROFILE'
);

CREATE TYPE calcom."AppCategories" AS ENUM (
    'calendar',
    'messaging',
    'other',
    'payment',
    'video',
    'web3',
    'automation',
    'analytics',
    'conferencing',
    'crm'
);

CREATE TYPE calcom."AssignmentReasonEnum" AS ENUM (
    'ROUTING_FORM_ROUTING',
    'ROUTING_FORM_ROUTING_FALLBACK',
    'REASSIGNED',
    'REROUTED',
    'SALESFORCE_ASSIGNMENT',
    'RR_REASSIGNED'
);

CREATE TYPE calcom."AttributeType" AS ENUM (
    'TEXT',
    'NUMBER',
    'SINGLE_SELECT',
    'MULTI_SELECT'
);

CREATE TYPE calcom."BillingPeriod" AS ENUM (
    'MONTHLY',
    'ANNUALLY'
);

CREATE TYPE calcom."BookingStatus" AS ENUM (
    'cancelled',
    'accepted',
    'rejected',
    'pending',
    'awaiting_host'
);

CREATE TYPE calcom."CreationSource" AS ENUM (
    'api_v1',
    'api_v2',
    'webapp'
);

CREATE TYPE calcom."EventTypeAutoTranslatedField" AS ENUM (
    'DESCRIPTION',
    'TITLE'
);

CREATE TYPE calcom."EventTypeCustomInputType" AS ENUM (
    'text',
    'textLong',
    'number',
    'bool',
    'phone',
    'radio'
);

CREATE TYPE calcom."FeatureType" AS ENUM (
    'RELEASE',
    'EXPERIMENT',
    'OPERATIONAL',
    'KILL_SWITCH',
    'PERMISSION'
);

CREATE TYPE calcom."FilterSegmentScope" AS ENUM (
    'USER',
    'TEAM'
);

CREATE TYPE calcom."IdentityProvider" AS ENUM (
    'CAL',
    'GOOGLE',
    'SAML'
);

CREATE TYPE calcom."IncompleteBookingActionType" AS ENUM (
    'SALESFORCE'
);

CREATE TYPE calcom."MembershipRole" AS ENUM (
    'MEMBER',
    'OWNER',
    'ADMIN'
);

CREATE TYPE calcom."PaymentOption" AS ENUM (
    'ON_BOOKING',
    'HOLD'
);

CREATE TYPE calcom."PeriodType" AS ENUM (
    'unlimited',
    'rolling',
    'range',
    'rolling_window'
);

CREATE TYPE calcom."RRResetInterval" AS ENUM (
    'MONTH',
    'DAY'
);

CREATE TYPE calcom."RedirectType" AS ENUM (
    'user-event-type',
    'team-event-type',
    'user',
    'team'
);

CREATE TYPE calcom."ReminderType" AS ENUM (
    'PENDING_BOOKING_CONFIRMATION'
);

CREATE TYPE calcom."SMSLockState" AS ENUM (
    'LOCKED',
    'UNLOCKED',
    'REVIEW_NEEDED'
);

CREATE TYPE calcom."SchedulingType" AS ENUM (
    'roundRobin',
    'collective',
    'managed'
);

CREATE TYPE calcom."TimeUnit" AS ENUM (
    'day',
    'hour',
    'minute'
);

CREATE TYPE calcom."UserPermissionRole" AS ENUM (
    'USER',
    'ADMIN'
);

CREATE TYPE calcom."WatchlistSeverity" AS ENUM (
    'LOW',
    'MEDIUM',
    'HIGH',
    'CRITICAL'
);

CREATE TYPE calcom."WatchlistType" AS ENUM (
    'EMAIL',
    'DOMAIN',
    'USERNAME'
);

CREATE TYPE calcom."WebhookTriggerEvents" AS ENUM (
    'BOOKING_CREATED',
    'BOOKING_RESCHEDULED',
    'BOOKING_CANCELLED',
    'FORM_SUBMITTED',
    'MEETING_ENDED',
    'RECORDING_READY',
    'BOOKING_PAID',
    'BOOKING_REQUESTED',
    'BOOKING_REJECTED',
    'BOOKING_PAYMENT_INITIATED',
    'MEETING_STARTED',
    'INSTANT_MEETING',
    'OOO_CREATED',
    'BOOKING_NO_SHOW_UPDATED',
    'RECORDING_TRANSCRIPTION_GENERATED',
    'AFTER_HOSTS_CAL_VIDEO_NO_SHOW',
    'AFTER_GUESTS_CAL_VIDEO_NO_SHOW',
    'FORM_SUBMITTED_NO_EVENT'
);

CREATE TYPE calcom."WorkflowActions" AS ENUM (
    'EMAIL_HOST',
    'EMAIL_ATTENDEE',
    'SMS_ATTENDEE',
    'SMS_NUMBER',
    'EMAIL_ADDRESS',
    'WHATSAPP_ATTENDEE',
    'WHATSAPP_NUMBER'
);

CREATE TYPE calcom."WorkflowContactType" AS ENUM (
    'PHONE',
    'EMAIL'
);

CREATE TYPE calcom."WorkflowMethods" AS ENUM (
    'EMAIL',
    'SMS',
    'WHATSAPP'
);

CREATE TYPE calcom."WorkflowTemplates" AS ENUM (
    'REMINDER',
    'CUSTOM',
    'CANCELLED',
    'RESCHEDULED',
    'COMPLETED',
    'RATING'
);

CREATE TYPE calcom."WorkflowTriggerEvents" AS ENUM (
    'BEFORE_EVENT',
    'EVENT_CANCELLED',
    'NEW_EVENT',
    'RESCHEDULE_EVENT',
    'AFTER_EVENT',
    'AFTER_HOSTS_CAL_VIDEO_NO_SHOW',
    'AFTER_GUESTS_CAL_VIDEO_NO_SHOW'
);

CREATE FUNCTION calcom.calculate_is_team_booking(team_id integer) RETURNS boolean
    LANGUAGE plpgsql
    AS $$
BEGIN
    RETURN team_id IS NOT NULL;
END;
$$;

CREATE FUNCTION calcom.refresh_booking_time_status_denormalized(booking_id integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
    -- Delete existing entry if any
    DELETE FROM "BookingDenormalized" WHERE id = booking_id;

    -- Insert a denormalized booking joined with EventType and user
    INSERT INTO "BookingDenormalized" (
        id,
        uid,
        "eventTypeId",
        title,
        description,
        "startTime",
        "endTime",
        "createdAt",
        "updatedAt",
        location,
        paid,
        status,
        rescheduled,
        "userId",
        "teamId",
        "eventLength",
        "eventParentId",
        "userEmail",
        "userName",
        "userUsername",
        "ratingFeedback",
        "rating",
        "noShowHost",
        "isTeamBooking"
    )
    SELECT
        "Booking".id,
        "Booking".uid,
        "Booking"."eventTypeId",
        "Booking".title,
        "Booking".description,
        "Booking"."startTime",
        "Booking"."endTime",
        "Booking"."createdAt",
        "Booking"."updatedAt",
        "Booking".location,
        "Booking".paid,
        "Booking".status,
        "Booking".rescheduled,
        "Booking"."userId",
        et."teamId",
        et.length AS "eventLength",
        et."parentId" AS "eventParentId",
        "u"."email" AS "userEmail",
        "u"."name" AS "userName",
        "u"."username" AS "userUsername",
        "Booking"."ratingFeedback",
        "Booking"."rating",
        "Booking"."noShowHost",
        calculate_is_team_booking(et."teamId") as "isTeamBooking"
    FROM "Booking"
    LEFT JOIN "EventType" et ON "Booking"."eventTypeId" = et.id
    LEFT JOIN users u ON u.id = "Booking"."userId"
    WHERE "Booking".id = booking_id;
END;
$$;

CREATE FUNCTION calcom.refresh_booking_time_status_length() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    UPDATE "BookingDenormalized" btsd
    SET "eventLength" = NEW.length
    WHERE btsd."eventTypeId" = NEW.id;
    RETURN NEW;
END;
$$;

CREATE FUNCTION calcom.refresh_booking_time_status_parent_id() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    UPDATE "BookingDenormalized" btsd
    SET "eventParentId" = NEW."parentId"
    WHERE btsd."eventTypeId" = NEW.id;
    RETURN NEW;
END;
$$;

CREATE FUNCTION calcom.refresh_booking_time_status_team_id() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    UPDATE "BookingDenormalized" btsd
    SET
        "teamId" = NEW."teamId",
        "isTeamBooking" = calculate_is_team_booking(NEW."teamId")
    WHERE btsd."eventTypeId" = NEW.id;
    RETURN NEW;
END;
$$;

CREATE FUNCTION calcom.trigger_delete_booking_time_status_denormalized() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    BEGIN
        DELETE FROM "BookingDenormalized" WHERE id = OLD.id;
    EXCEPTION WHEN OTHERS THEN
        RAISE WARNING 'DENORM_ERROR: BookingDenormalized - Failed to delete denormalized booking id %', OLD.id;
    END;
    RETURN OLD;
END;
$$;

CREATE FUNCTION calcom.trigger_refresh_booking_time_status_denormalized() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    BEGIN
        PERFORM refresh_booking_time_status_denormalized(NEW.id);
    EXCEPTION WHEN OTHERS THEN
        RAISE WARNING 'DENORM_ERROR: BookingDenormalized - Failed to handle booking change for id %', NEW.id;
    END;
    RETURN NEW;
END;
$$;

CREATE FUNCTION calcom.trigger_refresh_booking_time_status_denormalized_user() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    BEGIN
        UPDATE "BookingDenormalized" btsd
        SET
            "userEmail" = NEW.email,
            "userName" = NEW.name,
            "userUsername" = NEW.username
        WHERE btsd."userId" = NEW.id;
    EXCEPTION WHEN OTHERS THEN
        RAISE WARNING 'DENORM_ERROR: BookingDenormalized - Failed to update user changes for id %', NEW.id;
    END;
    RETURN NEW;
END;
$$;

CREATE TABLE calcom."AIPhoneCallConfiguration" (
    id integer NOT NULL,
    "eventTypeId" integer NOT NULL,
    "generalPrompt" text,
    "yourPhoneNumber" text NOT NULL,
    "numberToCall" text NOT NULL,
    "guestName" text,
    enabled boolean DEFAULT false NOT NULL,
    "beginMessage" text,
    "llmId" text,
    "guestCompany" text,
    "guestEmail" text,
    "schedulerName" text,
    "templateType" text DEFAULT 'CUSTOM_TEMPLATE'::text NOT NULL
);

CREATE SEQUENCE calcom."AIPhoneCallConfiguration_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."AIPhoneCallConfiguration_id_seq" OWNED BY calcom."AIPhoneCallConfiguration".id;

CREATE TABLE calcom."AccessCode" (
    id integer NOT NULL,
    code text NOT NULL,
    "clientId" text,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    scopes calcom."AccessScope"[],
    "userId" integer,
    "teamId" integer
);

CREATE SEQUENCE calcom."AccessCode_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."AccessCode_id_seq" OWNED BY calcom."AccessCode".id;

CREATE TABLE calcom."AccessToken" (
    id integer NOT NULL,
    secret text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "platformOAuthClientId" text NOT NULL,
    "userId" integer NOT NULL
);

CREATE SEQUENCE calcom."AccessToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."AccessToken_id_seq" OWNED BY calcom."AccessToken".id;

CREATE TABLE calcom."Account" (
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
    "providerEmail" text
);

CREATE TABLE calcom."ApiKey" (
    id text NOT NULL,
    "userId" integer NOT NULL,
    note text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "expiresAt" timestamp(3) without time zone,
    "lastUsedAt" timestamp(3) without time zone,
    "hashedKey" text NOT NULL,
    "appId" text,
    "teamId" integer
);

CREATE TABLE calcom."App" (
    slug text NOT NULL,
    "dirName" text NOT NULL,
    keys jsonb,
    categories calcom."AppCategories"[],
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    enabled boolean DEFAULT false NOT NULL
);

CREATE TABLE calcom."App_RoutingForms_Form" (
    id text NOT NULL,
    description text,
    routes jsonb,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    fields jsonb,
    "userId" integer NOT NULL,
    disabled boolean DEFAULT false NOT NULL,
    settings jsonb,
    "teamId" integer,
    "position" integer DEFAULT 0 NOT NULL,
    "updatedById" integer
);

CREATE TABLE calcom."App_RoutingForms_FormResponse" (
    id integer NOT NULL,
    "formFillerId" text NOT NULL,
    "formId" text NOT NULL,
    response jsonb NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "routedToBookingUid" text,
    "chosenRouteId" text,
    "updatedAt" timestamp(3) without time zone
);

CREATE SEQUENCE calcom."App_RoutingForms_FormResponse_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."App_RoutingForms_FormResponse_id_seq" OWNED BY calcom."App_RoutingForms_FormResponse".id;

CREATE TABLE calcom."App_RoutingForms_IncompleteBookingActions" (
    id integer NOT NULL,
    "formId" text NOT NULL,
    "actionType" calcom."IncompleteBookingActionType" NOT NULL,
    data jsonb NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    "credentialId" integer
);

CREATE SEQUENCE calcom."App_RoutingForms_IncompleteBookingActions_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."App_RoutingForms_IncompleteBookingActions_id_seq" OWNED BY calcom."App_RoutingForms_IncompleteBookingActions".id;

CREATE TABLE calcom."AssignmentReason" (
    id integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "bookingId" integer NOT NULL,
    "reasonEnum" calcom."AssignmentReasonEnum" NOT NULL,
    "reasonString" text NOT NULL
);

CREATE SEQUENCE calcom."AssignmentReason_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."AssignmentReason_id_seq" OWNED BY calcom."AssignmentReason".id;

CREATE TABLE calcom."Attendee" (
    id integer NOT NULL,
    email text NOT NULL,
    name text NOT NULL,
    "timeZone" text NOT NULL,
    "bookingId" integer,
    locale text DEFAULT 'en'::text,
    "phoneNumber" text,
    "noShow" boolean DEFAULT false
);

CREATE SEQUENCE calcom."Attendee_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Attendee_id_seq" OWNED BY calcom."Attendee".id;

CREATE TABLE calcom."Attribute" (
    id text NOT NULL,
    "teamId" integer NOT NULL,
    type calcom."AttributeType" NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    "usersCanEditRelation" boolean DEFAULT false NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "isWeightsEnabled" boolean DEFAULT false NOT NULL,
    "isLocked" boolean DEFAULT false NOT NULL
);

CREATE TABLE calcom."AttributeOption" (
    id text NOT NULL,
    "attributeId" text NOT NULL,
    value text NOT NULL,
    slug text NOT NULL,
    contains text[],
    "isGroup" boolean DEFAULT false NOT NULL
);

CREATE TABLE calcom."AttributeToUser" (
    id text NOT NULL,
    "memberId" integer NOT NULL,
    "attributeOptionId" text NOT NULL,
    weight integer,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdByDSyncId" text,
    "createdById" integer,
    "updatedAt" timestamp(3) without time zone,
    "updatedByDSyncId" text,
    "updatedById" integer
);

CREATE TABLE calcom."Availability" (
    id integer NOT NULL,
    "userId" integer,
    "eventTypeId" integer,
    days integer[],
    date date,
    "startTime" time without time zone NOT NULL,
    "endTime" time without time zone NOT NULL,
    "scheduleId" integer
);

CREATE SEQUENCE calcom."Availability_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Availability_id_seq" OWNED BY calcom."Availability".id;

CREATE TABLE calcom."Booking" (
    id integer NOT NULL,
    uid text NOT NULL,
    "userId" integer,
    "eventTypeId" integer,
    title text NOT NULL,
    description text,
    "startTime" timestamp(3) without time zone NOT NULL,
    "endTime" timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone,
    location text,
    paid boolean DEFAULT false NOT NULL,
    status calcom."BookingStatus" DEFAULT 'accepted'::calcom."BookingStatus" NOT NULL,
    "cancellationReason" text,
    "rejectionReason" text,
    "fromReschedule" text,
    rescheduled boolean,
    "dynamicEventSlugRef" text,
    "dynamicGroupSlugRef" text,
    "recurringEventId" text,
    "customInputs" jsonb,
    "smsReminderNumber" text,
    "destinationCalendarId" integer,
    "scheduledJobs" text[],
    metadata jsonb,
    responses jsonb,
    "isRecorded" boolean DEFAULT false NOT NULL,
    "iCalSequence" integer DEFAULT 0 NOT NULL,
    "iCalUID" text DEFAULT ''::text,
    "userPrimaryEmail" text,
    "idempotencyKey" text,
    "noShowHost" boolean DEFAULT false,
    rating integer,
    "ratingFeedback" text,
    "cancelledBy" text,
    "rescheduledBy" text,
    "oneTimePassword" text,
    "reassignReason" text,
    "reassignById" integer,
    "creationSource" calcom."CreationSource"
);

CREATE TABLE calcom."BookingDenormalized" (
    id integer NOT NULL,
    uid text NOT NULL,
    "eventTypeId" integer,
    title text NOT NULL,
    description text,
    "startTime" timestamp(3) without time zone NOT NULL,
    "endTime" timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone NOT NULL,
    "updatedAt" timestamp(3) without time zone,
    location text,
    paid boolean NOT NULL,
    status calcom."BookingStatus" NOT NULL,
    rescheduled boolean,
    "userId" integer,
    "teamId" integer,
    "eventLength" integer,
    "eventParentId" integer,
    "userEmail" text,
    "userName" text,
    "userUsername" text,
    "ratingFeedback" text,
    rating integer,
    "noShowHost" boolean,
    "isTeamBooking" boolean NOT NULL
);

CREATE TABLE calcom."BookingInternalNote" (
    id integer NOT NULL,
    "notePresetId" integer,
    text text,
    "bookingId" integer NOT NULL,
    "createdById" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE SEQUENCE calcom."BookingInternalNote_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."BookingInternalNote_id_seq" OWNED BY calcom."BookingInternalNote".id;

CREATE TABLE calcom."BookingReference" (
    id integer NOT NULL,
    type text NOT NULL,
    uid text NOT NULL,
    "bookingId" integer,
    "meetingId" text,
    "meetingPassword" text,
    "meetingUrl" text,
    deleted boolean,
    "externalCalendarId" text,
    "credentialId" integer,
    "thirdPartyRecurringEventId" text,
    "domainWideDelegationCredentialId" text,
    "delegationCredentialId" text
);

CREATE SEQUENCE calcom."BookingReference_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."BookingReference_id_seq" OWNED BY calcom."BookingReference".id;

CREATE TABLE calcom."BookingSeat" (
    id integer NOT NULL,
    "referenceUid" text NOT NULL,
    "bookingId" integer NOT NULL,
    "attendeeId" integer NOT NULL,
    data jsonb,
    metadata jsonb
);

CREATE SEQUENCE calcom."BookingSeat_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."BookingSeat_id_seq" OWNED BY calcom."BookingSeat".id;

CREATE TABLE calcom."EventType" (
    id integer NOT NULL,
    title text NOT NULL,
    slug text NOT NULL,
    description text,
    locations jsonb,
    length integer NOT NULL,
    hidden boolean DEFAULT false NOT NULL,
    "userId" integer,
    "eventName" text,
    "timeZone" text,
    "periodCountCalendarDays" boolean,
    "periodDays" integer,
    "periodEndDate" timestamp(3) without time zone,
    "periodStartDate" timestamp(3) without time zone,
    "requiresConfirmation" boolean DEFAULT false NOT NULL,
    "minimumBookingNotice" integer DEFAULT 120 NOT NULL,
    currency text DEFAULT 'usd'::text NOT NULL,
    price integer DEFAULT 0 NOT NULL,
    "schedulingType" calcom."SchedulingType",
    "teamId" integer,
    "disableGuests" boolean DEFAULT false NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    "periodType" calcom."PeriodType" DEFAULT 'unlimited'::calcom."PeriodType" NOT NULL,
    "slotInterval" integer,
    metadata jsonb,
    "afterEventBuffer" integer DEFAULT 0 NOT NULL,
    "beforeEventBuffer" integer DEFAULT 0 NOT NULL,
    "hideCalendarNotes" boolean DEFAULT false NOT NULL,
    "successRedirectUrl" text,
    "seatsPerTimeSlot" integer,
    "recurringEvent" jsonb,
    "scheduleId" integer,
    "bookingLimits" jsonb,
    "seatsShowAttendees" boolean DEFAULT false,
    "bookingFields" jsonb,
    "durationLimits" jsonb,
    "parentId" integer,
    "offsetStart" integer DEFAULT 0 NOT NULL,
    "requiresBookerEmailVerification" boolean DEFAULT false NOT NULL,
    "seatsShowAvailabilityCount" boolean DEFAULT true,
    "lockTimeZoneToggleOnBookingPage" boolean DEFAULT false NOT NULL,
    "onlyShowFirstAvailableSlot" boolean DEFAULT false NOT NULL,
    "isInstantEvent" boolean DEFAULT false NOT NULL,
    "assignAllTeamMembers" boolean DEFAULT false NOT NULL,
    "profileId" integer,
    "useEventTypeDestinationCalendarEmail" boolean DEFAULT false NOT NULL,
    "secondaryEmailId" integer,
    "forwardParamsSuccessRedirect" boolean DEFAULT true,
    "instantMeetingExpiryTimeOffsetInSeconds" integer DEFAULT 90 NOT NULL,
    "isRRWeightsEnabled" boolean DEFAULT false NOT NULL,
    "rescheduleWithSameRoundRobinHost" boolean DEFAULT false NOT NULL,
    "eventTypeColor" jsonb,
    "requiresConfirmationWillBlockSlot" boolean DEFAULT false NOT NULL,
    "instantMeetingScheduleId" integer,
    "hideCalendarEventDetails" boolean DEFAULT false NOT NULL,
    "assignRRMembersUsingSegment" boolean DEFAULT false NOT NULL,
    "rrSegmentQueryValue" jsonb,
    "maxLeadThreshold" integer,
    "instantMeetingParameters" text[],
    "autoTranslateDescriptionEnabled" boolean DEFAULT false NOT NULL,
    "requiresConfirmationForFreeEmail" boolean DEFAULT false NOT NULL,
    "useEventLevelSelectedCalendars" boolean DEFAULT false NOT NULL,
    "allowReschedulingPastBookings" boolean DEFAULT false NOT NULL,
    "canSendCalVideoTranscriptionEmails" boolean DEFAULT true NOT NULL,
    "disableCancelling" boolean DEFAULT false,
    "disableRescheduling" boolean DEFAULT false,
    "customReplyToEmail" text,
    "hideOrganizerEmail" boolean DEFAULT false NOT NULL,
    "includeNoShowInRRCalculation" boolean DEFAULT false NOT NULL
);

CREATE TABLE calcom.users (
    id integer NOT NULL,
    username text,
    name text,
    email text NOT NULL,
    bio text,
    "timeZone" text DEFAULT 'Europe/London'::text NOT NULL,
    "weekStart" text DEFAULT 'Sunday'::text NOT NULL,
    "startTime" integer DEFAULT 0 NOT NULL,
    "endTime" integer DEFAULT 1440 NOT NULL,
    created timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "bufferTime" integer DEFAULT 0 NOT NULL,
    "emailVerified" timestamp(3) without time zone,
    "hideBranding" boolean DEFAULT false NOT NULL,
    theme text,
    "completedOnboarding" boolean DEFAULT false NOT NULL,
    "twoFactorEnabled" boolean DEFAULT false NOT NULL,
    "twoFactorSecret" text,
    locale text,
    "brandColor" text,
    "identityProvider" calcom."IdentityProvider" DEFAULT 'CAL'::calcom."IdentityProvider" NOT NULL,
    "identityProviderId" text,
    "invitedTo" integer,
    metadata jsonb,
    verified boolean DEFAULT false,
    "timeFormat" integer DEFAULT 12,
    "darkBrandColor" text,
    "trialEndsAt" timestamp(3) without time zone,
    "defaultScheduleId" integer,
    "allowDynamicBooking" boolean DEFAULT true,
    role calcom."UserPermissionRole" DEFAULT 'USER'::calcom."UserPermissionRole" NOT NULL,
    "disableImpersonation" boolean DEFAULT false NOT NULL,
    "organizationId" integer,
    "allowSEOIndexing" boolean DEFAULT true,
    "backupCodes" text,
    "receiveMonthlyDigestEmail" boolean DEFAULT true,
    "avatarUrl" text,
    locked boolean DEFAULT false NOT NULL,
    "appTheme" text,
    "movedToProfileId" integer,
    "isPlatformManaged" boolean DEFAULT false NOT NULL,
    "smsLockState" calcom."SMSLockState" DEFAULT 'UNLOCKED'::calcom."SMSLockState" NOT NULL,
    "smsLockReviewedByAdmin" boolean DEFAULT false NOT NULL,
    "referralLinkId" text,
    "lastActiveAt" timestamp(3) without time zone,
    "creationSource" calcom."CreationSource",
    "whitelistWorkflows" boolean DEFAULT false NOT NULL
);

CREATE VIEW calcom."BookingTimeStatus" AS
 SELECT "Booking".id,
    "Booking".uid,
    "Booking"."eventTypeId",
    "Booking".title,
    "Booking".description,
    "Booking"."startTime",
    "Booking"."endTime",
    "Booking"."createdAt",
    "Booking".location,
    "Booking".paid,
    "Booking".status,
    "Booking".rescheduled,
    "Booking"."userId",
    et."teamId",
    et.length AS "eventLength",
        CASE
            WHEN ("Booking".rescheduled IS TRUE) THEN 'rescheduled'::text
            WHEN (("Booking".status = 'cancelled'::calcom."BookingStatus") AND ("Booking".rescheduled IS NULL)) THEN 'cancelled'::text
            WHEN ("Booking"."endTime" < now()) THEN 'completed'::text
            WHEN ("Booking"."endTime" > now()) THEN 'uncompleted'::text
            ELSE NULL::text
        END AS "timeStatus",
    et."parentId" AS "eventParentId",
    u.email AS "userEmail",
    u.username,
    "Booking"."ratingFeedback",
    "Booking".rating,
    "Booking"."noShowHost",
    false AS "isTeamBooking"
   FROM ((calcom."Booking"
     LEFT JOIN calcom."EventType" et ON (("Booking"."eventTypeId" = et.id)))
     LEFT JOIN calcom.users u ON ((u.id = "Booking"."userId")))
  WHERE (et."teamId" IS NULL)
UNION
 SELECT "Booking".id,
    "Booking".uid,
    "Booking"."eventTypeId",
    "Booking".title,
    "Booking".description,
    "Booking"."startTime",
    "Booking"."endTime",
    "Booking"."createdAt",
    "Booking".location,
    "Booking".paid,
    "Booking".status,
    "Booking".rescheduled,
    "Booking"."userId",
    et."teamId",
    et.length AS "eventLength",
        CASE
            WHEN ("Booking".rescheduled IS TRUE) THEN 'rescheduled'::text
            WHEN (("Booking".status = 'cancelled'::calcom."BookingStatus") AND ("Booking".rescheduled IS NULL)) THEN 'cancelled'::text
            WHEN ("Booking"."endTime" < now()) THEN 'completed'::text
            WHEN ("Booking"."endTime" > now()) THEN 'uncompleted'::text
            ELSE NULL::text
        END AS "timeStatus",
    et."parentId" AS "eventParentId",
    u.email AS "userEmail",
    u.username,
    "Booking"."ratingFeedback",
    "Booking".rating,
    "Booking"."noShowHost",
    true AS "isTeamBooking"
   FROM ((calcom."Booking"
     LEFT JOIN calcom."EventType" et ON (("Booking"."eventTypeId" = et.id)))
     LEFT JOIN calcom.users u ON ((u.id = "Booking"."userId")))
  WHERE (et."teamId" IS NOT NULL);

CREATE VIEW calcom."BookingTimeStatusDenormalized" AS
 SELECT "BookingDenormalized".id,
    "BookingDenormalized".uid,
    "BookingDenormalized"."eventTypeId",
    "BookingDenormalized".title,
    "BookingDenormalized".description,
    "BookingDenormalized"."startTime",
    "BookingDenormalized"."endTime",
    "BookingDenormalized"."createdAt",
    "BookingDenormalized"."updatedAt",
    "BookingDenormalized".location,
    "BookingDenormalized".paid,
    "BookingDenormalized".status,
    "BookingDenormalized".rescheduled,
    "BookingDenormalized"."userId",
    "BookingDenormalized"."teamId",
    "BookingDenormalized"."eventLength",
    "BookingDenormalized"."eventParentId",
    "BookingDenormalized"."userEmail",
    "BookingDenormalized"."userName",
    "BookingDenormalized"."userUsername",
    "BookingDenormalized"."ratingFeedback",
    "BookingDenormalized".rating,
    "BookingDenormalized"."noShowHost",
    "BookingDenormalized"."isTeamBooking",
        CASE
            WHEN ("BookingDenormalized".rescheduled IS TRUE) THEN 'rescheduled'::text
            WHEN (("BookingDenormalized".status = 'cancelled'::calcom."BookingStatus") AND ("BookingDenormalized".rescheduled IS NULL)) THEN 'cancelled'::text
            WHEN ("BookingDenormalized"."endTime" < now()) THEN 'completed'::text
            WHEN ("BookingDenormalized"."endTime" > now()) THEN 'uncompleted'::text
            ELSE NULL::text
        END AS "timeStatus"
   FROM calcom."BookingDenormalized";

CREATE SEQUENCE calcom."Booking_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Booking_id_seq" OWNED BY calcom."Booking".id;

CREATE TABLE calcom."CalendarCache" (
    key text NOT NULL,
    value jsonb NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "credentialId" integer NOT NULL,
    id text,
    "userId" integer
);

CREATE TABLE calcom."Credential" (
    id integer NOT NULL,
    type text NOT NULL,
    key jsonb NOT NULL,
    "userId" integer,
    "appId" text,
    invalid boolean DEFAULT false,
    "teamId" integer,
    "billingCycleStart" integer,
    "paymentStatus" text,
    "subscriptionId" text,
    "delegationCredentialId" text
);

CREATE SEQUENCE calcom."Credential_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Credential_id_seq" OWNED BY calcom."Credential".id;

CREATE TABLE calcom."DSyncData" (
    id integer NOT NULL,
    "directoryId" text NOT NULL,
    tenant text NOT NULL,
    "organizationId" integer
);

CREATE SEQUENCE calcom."DSyncData_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."DSyncData_id_seq" OWNED BY calcom."DSyncData".id;

CREATE TABLE calcom."DSyncTeamGroupMapping" (
    id integer NOT NULL,
    "teamId" integer NOT NULL,
    "directoryId" text NOT NULL,
    "groupName" text NOT NULL,
    "organizationId" integer NOT NULL
);

CREATE SEQUENCE calcom."DSyncTeamGroupMapping_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."DSyncTeamGroupMapping_id_seq" OWNED BY calcom."DSyncTeamGroupMapping".id;

CREATE TABLE calcom."DelegationCredential" (
    id text NOT NULL,
    "workspacePlatformId" integer NOT NULL,
    "serviceAccountKey" jsonb NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    "organizationId" integer NOT NULL,
    domain text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE calcom."Deployment" (
    id integer DEFAULT 1 NOT NULL,
    logo text,
    theme jsonb,
    "licenseKey" text,
    "agreedLicenseAt" timestamp(3) without time zone
);

CREATE TABLE calcom."DestinationCalendar" (
    id integer NOT NULL,
    integration text NOT NULL,
    "externalId" text NOT NULL,
    "userId" integer,
    "eventTypeId" integer,
    "credentialId" integer,
    "primaryEmail" text,
    "domainWideDelegationCredentialId" text,
    "delegationCredentialId" text
);

CREATE SEQUENCE calcom."DestinationCalendar_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."DestinationCalendar_id_seq" OWNED BY calcom."DestinationCalendar".id;

CREATE TABLE calcom."DomainWideDelegation" (
    id text NOT NULL,
    "workspacePlatformId" integer NOT NULL,
    "serviceAccountKey" jsonb NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    "organizationId" integer NOT NULL,
    domain text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE calcom."EventTypeCustomInput" (
    id integer NOT NULL,
    "eventTypeId" integer NOT NULL,
    label text NOT NULL,
    required boolean NOT NULL,
    type calcom."EventTypeCustomInputType" NOT NULL,
    placeholder text DEFAULT ''::text NOT NULL,
    options jsonb
);

CREATE SEQUENCE calcom."EventTypeCustomInput_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."EventTypeCustomInput_id_seq" OWNED BY calcom."EventTypeCustomInput".id;

CREATE TABLE calcom."EventTypeTranslation" (
    "eventTypeId" integer NOT NULL,
    field calcom."EventTypeAutoTranslatedField" NOT NULL,
    "translatedText" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdBy" integer NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "updatedBy" integer,
    "sourceLocale" text NOT NULL,
    "targetLocale" text NOT NULL,
    uid text NOT NULL
);

CREATE SEQUENCE calcom."EventType_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."EventType_id_seq" OWNED BY calcom."EventType".id;

CREATE TABLE calcom."Feature" (
    slug text NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    description text,
    type calcom."FeatureType" DEFAULT 'RELEASE'::calcom."FeatureType",
    stale boolean DEFAULT false,
    "lastUsedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP,
    "updatedBy" integer
);

CREATE TABLE calcom."Feedback" (
    id integer NOT NULL,
    date timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "userId" integer NOT NULL,
    rating text NOT NULL,
    comment text
);

CREATE SEQUENCE calcom."Feedback_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Feedback_id_seq" OWNED BY calcom."Feedback".id;

CREATE TABLE calcom."FilterSegment" (
    id integer NOT NULL,
    name text NOT NULL,
    "tableIdentifier" text NOT NULL,
    scope calcom."FilterSegmentScope" NOT NULL,
    "activeFilters" jsonb,
    sorting jsonb,
    "columnVisibility" jsonb,
    "columnSizing" jsonb,
    "perPage" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "userId" integer NOT NULL,
    "teamId" integer,
    "searchTerm" text
);

CREATE SEQUENCE calcom."FilterSegment_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."FilterSegment_id_seq" OWNED BY calcom."FilterSegment".id;

CREATE TABLE calcom."HashedLink" (
    id integer NOT NULL,
    link text NOT NULL,
    "eventTypeId" integer NOT NULL
);

CREATE SEQUENCE calcom."HashedLink_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."HashedLink_id_seq" OWNED BY calcom."HashedLink".id;

CREATE TABLE calcom."Host" (
    "userId" integer NOT NULL,
    "eventTypeId" integer NOT NULL,
    "isFixed" boolean DEFAULT false NOT NULL,
    priority integer,
    weight integer,
    "weightAdjustment" integer,
    "scheduleId" integer,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE calcom."Impersonations" (
    id integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "impersonatedUserId" integer NOT NULL,
    "impersonatedById" integer NOT NULL
);

CREATE SEQUENCE calcom."Impersonations_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Impersonations_id_seq" OWNED BY calcom."Impersonations".id;

CREATE TABLE calcom."InstantMeetingToken" (
    id integer NOT NULL,
    token text NOT NULL,
    expires timestamp(3) without time zone NOT NULL,
    "teamId" integer NOT NULL,
    "bookingId" integer,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE SEQUENCE calcom."InstantMeetingToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."InstantMeetingToken_id_seq" OWNED BY calcom."InstantMeetingToken".id;

CREATE TABLE calcom."InternalNotePreset" (
    id integer NOT NULL,
    name text NOT NULL,
    "cancellationReason" text,
    "teamId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE SEQUENCE calcom."InternalNotePreset_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."InternalNotePreset_id_seq" OWNED BY calcom."InternalNotePreset".id;

CREATE TABLE calcom."ManagedOrganization" (
    "managedOrganizationId" integer NOT NULL,
    "managerOrganizationId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE calcom."Membership" (
    "teamId" integer NOT NULL,
    "userId" integer NOT NULL,
    accepted boolean DEFAULT false NOT NULL,
    role calcom."MembershipRole" NOT NULL,
    "disableImpersonation" boolean DEFAULT false NOT NULL,
    id integer NOT NULL,
    "createdAt" timestamp(3) without time zone,
    "updatedAt" timestamp(3) without time zone
);

CREATE SEQUENCE calcom."Membership_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Membership_id_seq" OWNED BY calcom."Membership".id;

CREATE TABLE calcom."NotificationsSubscriptions" (
    id integer NOT NULL,
    "userId" integer NOT NULL,
    subscription text NOT NULL
);

CREATE SEQUENCE calcom."NotificationsSubscriptions_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."NotificationsSubscriptions_id_seq" OWNED BY calcom."NotificationsSubscriptions".id;

CREATE TABLE calcom."OAuthClient" (
    "clientId" text NOT NULL,
    "redirectUri" text NOT NULL,
    "clientSecret" text NOT NULL,
    name text NOT NULL,
    logo text
);

CREATE TABLE calcom."OrganizationOnboarding" (
    id text NOT NULL,
    "createdById" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "orgOwnerEmail" text NOT NULL,
    error text,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "organizationId" integer,
    "billingPeriod" calcom."BillingPeriod" NOT NULL,
    "pricePerSeat" double precision NOT NULL,
    seats integer NOT NULL,
    "isPlatform" boolean DEFAULT false NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    logo text,
    bio text,
    "isDomainConfigured" boolean DEFAULT false NOT NULL,
    "stripeCustomerId" text,
    "stripeSubscriptionId" text,
    "stripeSubscriptionItemId" text,
    "invitedMembers" jsonb DEFAULT '[]'::jsonb NOT NULL,
    teams jsonb DEFAULT '[]'::jsonb NOT NULL,
    "isComplete" boolean DEFAULT false NOT NULL
);

CREATE TABLE calcom."OrganizationSettings" (
    id integer NOT NULL,
    "organizationId" integer NOT NULL,
    "isOrganizationConfigured" boolean DEFAULT false NOT NULL,
    "isOrganizationVerified" boolean DEFAULT false NOT NULL,
    "orgAutoAcceptEmail" text NOT NULL,
    "lockEventTypeCreationForUsers" boolean DEFAULT false NOT NULL,
    "isAdminReviewed" boolean DEFAULT false NOT NULL,
    "adminGetsNoSlotsNotification" boolean DEFAULT false NOT NULL,
    "isAdminAPIEnabled" boolean DEFAULT false NOT NULL,
    "allowSEOIndexing" boolean DEFAULT false NOT NULL,
    "orgProfileRedirectsToVerifiedDomain" boolean DEFAULT false NOT NULL,
    "disablePhoneOnlySMSNotifications" boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE calcom."OrganizationSettings_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."OrganizationSettings_id_seq" OWNED BY calcom."OrganizationSettings".id;

CREATE TABLE calcom."OutOfOfficeEntry" (
    id integer NOT NULL,
    uuid text NOT NULL,
    start timestamp(3) without time zone NOT NULL,
    "end" timestamp(3) without time zone NOT NULL,
    "userId" integer NOT NULL,
    "toUserId" integer,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "reasonId" integer,
    notes text
);

CREATE SEQUENCE calcom."OutOfOfficeEntry_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."OutOfOfficeEntry_id_seq" OWNED BY calcom."OutOfOfficeEntry".id;

CREATE TABLE calcom."OutOfOfficeReason" (
    id integer NOT NULL,
    emoji text NOT NULL,
    reason text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    "userId" integer
);

CREATE SEQUENCE calcom."OutOfOfficeReason_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."OutOfOfficeReason_id_seq" OWNED BY calcom."OutOfOfficeReason".id;

CREATE TABLE calcom."Payment" (
    id integer NOT NULL,
    uid text NOT NULL,
    "bookingId" integer NOT NULL,
    amount integer NOT NULL,
    fee integer NOT NULL,
    currency text NOT NULL,
    success boolean NOT NULL,
    refunded boolean NOT NULL,
    data jsonb NOT NULL,
    "externalId" text NOT NULL,
    "appId" text,
    "paymentOption" calcom."PaymentOption" DEFAULT 'ON_BOOKING'::calcom."PaymentOption"
);

CREATE SEQUENCE calcom."Payment_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Payment_id_seq" OWNED BY calcom."Payment".id;

CREATE TABLE calcom."PlatformAuthorizationToken" (
    id text NOT NULL,
    "platformOAuthClientId" text NOT NULL,
    "userId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE calcom."PlatformBilling" (
    id integer NOT NULL,
    "customerId" text NOT NULL,
    plan text DEFAULT 'none'::text NOT NULL,
    "subscriptionId" text,
    "billingCycleStart" integer,
    "billingCycleEnd" integer,
    overdue boolean DEFAULT false,
    "managerBillingId" integer,
    "priceId" text
);

CREATE TABLE calcom."PlatformOAuthClient" (
    id text NOT NULL,
    name text NOT NULL,
    secret text NOT NULL,
    permissions integer NOT NULL,
    logo text,
    "redirectUris" text[],
    "organizationId" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "areEmailsEnabled" boolean DEFAULT false NOT NULL,
    "bookingCancelRedirectUri" text,
    "bookingRedirectUri" text,
    "bookingRescheduleRedirectUri" text,
    "areDefaultEventTypesEnabled" boolean DEFAULT true NOT NULL
);

CREATE TABLE calcom."Profile" (
    id integer NOT NULL,
    uid text NOT NULL,
    "userId" integer NOT NULL,
    "organizationId" integer NOT NULL,
    username text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE SEQUENCE calcom."Profile_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Profile_id_seq" OWNED BY calcom."Profile".id;

CREATE TABLE calcom."RateLimit" (
    id text NOT NULL,
    name text NOT NULL,
    "apiKeyId" text NOT NULL,
    ttl integer NOT NULL,
    "limit" integer NOT NULL,
    "blockDuration" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE calcom."RefreshToken" (
    id integer NOT NULL,
    secret text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "platformOAuthClientId" text NOT NULL,
    "userId" integer NOT NULL
);

CREATE SEQUENCE calcom."RefreshToken_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."RefreshToken_id_seq" OWNED BY calcom."RefreshToken".id;

CREATE TABLE calcom."ReminderMail" (
    id integer NOT NULL,
    "referenceId" integer NOT NULL,
    "reminderType" calcom."ReminderType" NOT NULL,
    "elapsedMinutes" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE SEQUENCE calcom."ReminderMail_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."ReminderMail_id_seq" OWNED BY calcom."ReminderMail".id;

CREATE TABLE calcom."ResetPasswordRequest" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    email text NOT NULL,
    expires timestamp(3) without time zone NOT NULL
);

CREATE TABLE calcom."Tracking" (
    id integer NOT NULL,
    "bookingId" integer NOT NULL,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text
);

CREATE VIEW calcom."RoutingFormResponse" AS
 SELECT r.id,
    r.response,
    ( SELECT jsonb_object_agg(jsonb_each.key,
                CASE
                    WHEN (jsonb_typeof((jsonb_each.value -> 'value'::text)) = 'string'::text) THEN jsonb_build_object('label', (jsonb_each.value -> 'label'::text), 'value', lower((jsonb_each.value ->> 'value'::text)))
                    ELSE jsonb_each.value
                END) AS jsonb_object_agg
           FROM jsonb_each(r.response) jsonb_each(key, value)) AS "responseLowercase",
    f.id AS "formId",
    f.name AS "formName",
    f."teamId" AS "formTeamId",
    f."userId" AS "formUserId",
    b.uid AS "bookingUid",
    b.status AS "bookingStatus",
        CASE b.status
            WHEN 'accepted'::calcom."BookingStatus" THEN 1
            WHEN 'pending'::calcom."BookingStatus" THEN 2
            WHEN 'awaiting_host'::calcom."BookingStatus" THEN 3
            WHEN 'cancelled'::calcom."BookingStatus" THEN 4
            WHEN 'rejected'::calcom."BookingStatus" THEN 5
            ELSE NULL::integer
        END AS "bookingStatusOrder",
    b."createdAt" AS "bookingCreatedAt",
    b."startTime" AS "bookingStartTime",
    b."endTime" AS "bookingEndTime",
    ( SELECT json_agg(json_build_object('name', a.name, 'timeZone', a."timeZone", 'email', a.email)) AS json_agg
           FROM calcom."Attendee" a
          WHERE (a."bookingId" = b.id)) AS "bookingAttendees",
    u.id AS "bookingUserId",
    u.name AS "bookingUserName",
    u.email AS "bookingUserEmail",
    u."avatarUrl" AS "bookingUserAvatarUrl",
    COALESCE(( SELECT ar."reasonString"
           FROM calcom."AssignmentReason" ar
          WHERE (ar."bookingId" = b.id)
         LIMIT 1), ''::text) AS "bookingAssignmentReason",
    COALESCE(( SELECT lower(ar."reasonString") AS lower
           FROM calcom."AssignmentReason" ar
          WHERE (ar."bookingId" = b.id)
         LIMIT 1), ''::text) AS "bookingAssignmentReasonLowercase",
    r."createdAt",
    t.utm_source,
    t.utm_medium,
    t.utm_campaign,
    t.utm_term,
    t.utm_content
   FROM ((((calcom."App_RoutingForms_FormResponse" r
     LEFT JOIN calcom."App_RoutingForms_Form" f ON ((r."formId" = f.id)))
     LEFT JOIN calcom."Booking" b ON ((r."routedToBookingUid" = b.uid)))
     LEFT JOIN calcom.users u ON ((b."userId" = u.id)))
     LEFT JOIN calcom."Tracking" t ON ((t."bookingId" = b.id)));

CREATE TABLE calcom."Schedule" (
    id integer NOT NULL,
    "userId" integer NOT NULL,
    name text NOT NULL,
    "timeZone" text
);

CREATE SEQUENCE calcom."Schedule_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Schedule_id_seq" OWNED BY calcom."Schedule".id;

CREATE TABLE calcom."SecondaryEmail" (
    id integer NOT NULL,
    "userId" integer NOT NULL,
    email text NOT NULL,
    "emailVerified" timestamp(3) without time zone
);

CREATE SEQUENCE calcom."SecondaryEmail_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."SecondaryEmail_id_seq" OWNED BY calcom."SecondaryEmail".id;

CREATE TABLE calcom."SelectedCalendar" (
    "userId" integer NOT NULL,
    integration text NOT NULL,
    "externalId" text NOT NULL,
    "credentialId" integer,
    "googleChannelExpiration" text,
    "googleChannelId" text,
    "googleChannelKind" text,
    "googleChannelResourceId" text,
    "googleChannelResourceUri" text,
    "domainWideDelegationCredentialId" text,
    id text NOT NULL,
    "eventTypeId" integer,
    error text,
    "delegationCredentialId" text
);

CREATE TABLE calcom."SelectedSlots" (
    id integer NOT NULL,
    "eventTypeId" integer NOT NULL,
    "userId" integer NOT NULL,
    "slotUtcStartDate" timestamp(3) without time zone NOT NULL,
    "slotUtcEndDate" timestamp(3) without time zone NOT NULL,
    uid text NOT NULL,
    "releaseAt" timestamp(3) without time zone NOT NULL,
    "isSeat" boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE calcom."SelectedSlots_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."SelectedSlots_id_seq" OWNED BY calcom."SelectedSlots".id;

CREATE TABLE calcom."Session" (
    id text NOT NULL,
    "sessionToken" text NOT NULL,
    "userId" integer NOT NULL,
    expires timestamp(3) without time zone NOT NULL
);

CREATE TABLE calcom."Task" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "scheduledAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "succeededAt" timestamp(3) without time zone,
    type text NOT NULL,
    payload text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    "maxAttempts" integer DEFAULT 3 NOT NULL,
    "lastError" text,
    "lastFailedAttemptAt" timestamp(3) without time zone,
    "referenceUid" text
);

CREATE TABLE calcom."Team" (
    id integer NOT NULL,
    name text NOT NULL,
    slug text,
    bio text,
    "hideBranding" boolean DEFAULT false NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    metadata jsonb,
    "hideBookATeamMember" boolean DEFAULT false NOT NULL,
    "brandColor" text,
    "darkBrandColor" text,
    theme text,
    "appLogo" text,
    "appIconLogo" text,
    "parentId" integer,
    "timeFormat" integer,
    "timeZone" text DEFAULT 'Europe/London'::text NOT NULL,
    "weekStart" text DEFAULT 'Sunday'::text NOT NULL,
    "isPrivate" boolean DEFAULT false NOT NULL,
    "logoUrl" text,
    "calVideoLogo" text,
    "pendingPayment" boolean DEFAULT false NOT NULL,
    "isOrganization" boolean DEFAULT false NOT NULL,
    "bannerUrl" text,
    "isPlatform" boolean DEFAULT false NOT NULL,
    "smsLockState" calcom."SMSLockState" DEFAULT 'UNLOCKED'::calcom."SMSLockState" NOT NULL,
    "createdByOAuthClientId" text,
    "smsLockReviewedByAdmin" boolean DEFAULT false NOT NULL,
    "bookingLimits" jsonb,
    "includeManagedEventsInLimits" boolean DEFAULT false NOT NULL,
    "rrResetInterval" calcom."RRResetInterval" DEFAULT 'MONTH'::calcom."RRResetInterval",
    "hideTeamProfileLink" boolean DEFAULT false NOT NULL
);

CREATE TABLE calcom."TeamFeatures" (
    "teamId" integer NOT NULL,
    "featureId" text NOT NULL,
    "assignedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "assignedBy" text NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE SEQUENCE calcom."Team_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Team_id_seq" OWNED BY calcom."Team".id;

CREATE TABLE calcom."TempOrgRedirect" (
    id integer NOT NULL,
    "from" text NOT NULL,
    "fromOrgId" integer NOT NULL,
    type calcom."RedirectType" NOT NULL,
    "toUrl" text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE SEQUENCE calcom."TempOrgRedirect_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."TempOrgRedirect_id_seq" OWNED BY calcom."TempOrgRedirect".id;

CREATE SEQUENCE calcom."Tracking_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Tracking_id_seq" OWNED BY calcom."Tracking".id;

CREATE TABLE calcom."TravelSchedule" (
    id integer NOT NULL,
    "userId" integer NOT NULL,
    "timeZone" text NOT NULL,
    "startDate" timestamp(3) without time zone NOT NULL,
    "endDate" timestamp(3) without time zone,
    "prevTimeZone" text
);

CREATE SEQUENCE calcom."TravelSchedule_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."TravelSchedule_id_seq" OWNED BY calcom."TravelSchedule".id;

CREATE TABLE calcom."UserFeatures" (
    "userId" integer NOT NULL,
    "featureId" text NOT NULL,
    "assignedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "assignedBy" text NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE calcom."UserPassword" (
    hash text NOT NULL,
    "userId" integer NOT NULL
);

CREATE TABLE calcom."VerificationToken" (
    id integer NOT NULL,
    identifier text NOT NULL,
    token text NOT NULL,
    expires timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "expiresInDays" integer,
    "teamId" integer,
    "secondaryEmailId" integer
);

CREATE SEQUENCE calcom."VerificationRequest_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."VerificationRequest_id_seq" OWNED BY calcom."VerificationToken".id;

CREATE TABLE calcom."VerifiedEmail" (
    id integer NOT NULL,
    "userId" integer,
    "teamId" integer,
    email text NOT NULL
);

CREATE SEQUENCE calcom."VerifiedEmail_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."VerifiedEmail_id_seq" OWNED BY calcom."VerifiedEmail".id;

CREATE TABLE calcom."VerifiedNumber" (
    id integer NOT NULL,
    "userId" integer,
    "phoneNumber" text NOT NULL,
    "teamId" integer
);

CREATE SEQUENCE calcom."VerifiedNumber_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."VerifiedNumber_id_seq" OWNED BY calcom."VerifiedNumber".id;

CREATE TABLE calcom."Watchlist" (
    id text NOT NULL,
    type calcom."WatchlistType" NOT NULL,
    value text NOT NULL,
    description text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdById" integer NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "updatedById" integer,
    severity calcom."WatchlistSeverity" DEFAULT 'LOW'::calcom."WatchlistSeverity" NOT NULL
);

CREATE TABLE calcom."Webhook" (
    id text NOT NULL,
    "userId" integer,
    "subscriberUrl" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    active boolean DEFAULT true NOT NULL,
    "eventTriggers" calcom."WebhookTriggerEvents"[],
    "payloadTemplate" text,
    "eventTypeId" integer,
    "appId" text,
    secret text,
    "teamId" integer,
    platform boolean DEFAULT false NOT NULL,
    "platformOAuthClientId" text,
    "time" integer,
    "timeUnit" calcom."TimeUnit"
);

CREATE TABLE calcom."WebhookScheduledTriggers" (
    id integer NOT NULL,
    "jobName" text,
    "subscriberUrl" text NOT NULL,
    payload text NOT NULL,
    "startAfter" timestamp(3) without time zone NOT NULL,
    "retryCount" integer DEFAULT 0 NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP,
    "webhookId" text,
    "appId" text,
    "bookingId" integer
);

CREATE SEQUENCE calcom."WebhookScheduledTriggers_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."WebhookScheduledTriggers_id_seq" OWNED BY calcom."WebhookScheduledTriggers".id;

CREATE TABLE calcom."Workflow" (
    id integer NOT NULL,
    name text NOT NULL,
    "userId" integer,
    trigger calcom."WorkflowTriggerEvents" NOT NULL,
    "time" integer,
    "timeUnit" calcom."TimeUnit",
    "teamId" integer,
    "position" integer DEFAULT 0 NOT NULL,
    "isActiveOnAll" boolean DEFAULT false NOT NULL
);

CREATE TABLE calcom."WorkflowOptOutContact" (
    id integer NOT NULL,
    type calcom."WorkflowContactType" NOT NULL,
    value text NOT NULL,
    "optedOut" boolean NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE SEQUENCE calcom."WorkflowOptOutContact_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."WorkflowOptOutContact_id_seq" OWNED BY calcom."WorkflowOptOutContact".id;

CREATE TABLE calcom."WorkflowReminder" (
    id integer NOT NULL,
    "bookingUid" text,
    method calcom."WorkflowMethods" NOT NULL,
    "scheduledDate" timestamp(3) without time zone NOT NULL,
    "referenceId" text,
    scheduled boolean NOT NULL,
    "workflowStepId" integer,
    cancelled boolean,
    "seatReferenceId" text,
    "isMandatoryReminder" boolean DEFAULT false,
    "retryCount" integer DEFAULT 0 NOT NULL,
    uuid text
);

CREATE SEQUENCE calcom."WorkflowReminder_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."WorkflowReminder_id_seq" OWNED BY calcom."WorkflowReminder".id;

CREATE TABLE calcom."WorkflowStep" (
    id integer NOT NULL,
    "stepNumber" integer NOT NULL,
    action calcom."WorkflowActions" NOT NULL,
    "workflowId" integer NOT NULL,
    "sendTo" text,
    "reminderBody" text,
    "emailSubject" text,
    template calcom."WorkflowTemplates" DEFAULT 'REMINDER'::calcom."WorkflowTemplates" NOT NULL,
    "numberRequired" boolean,
    sender text,
    "numberVerificationPending" boolean DEFAULT true NOT NULL,
    "includeCalendarEvent" boolean DEFAULT false NOT NULL,
    "verifiedAt" timestamp(3) without time zone
);

CREATE SEQUENCE calcom."WorkflowStep_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."WorkflowStep_id_seq" OWNED BY calcom."WorkflowStep".id;

CREATE SEQUENCE calcom."Workflow_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."Workflow_id_seq" OWNED BY calcom."Workflow".id;

CREATE TABLE calcom."WorkflowsOnEventTypes" (
    id integer NOT NULL,
    "workflowId" integer NOT NULL,
    "eventTypeId" integer NOT NULL
);

CREATE SEQUENCE calcom."WorkflowsOnEventTypes_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."WorkflowsOnEventTypes_id_seq" OWNED BY calcom."WorkflowsOnEventTypes".id;

CREATE TABLE calcom."WorkflowsOnTeams" (
    id integer NOT NULL,
    "workflowId" integer NOT NULL,
    "teamId" integer NOT NULL
);

CREATE SEQUENCE calcom."WorkflowsOnTeams_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."WorkflowsOnTeams_id_seq" OWNED BY calcom."WorkflowsOnTeams".id;

CREATE TABLE calcom."WorkspacePlatform" (
    id integer NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    description text NOT NULL,
    "defaultServiceAccountKey" jsonb NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    enabled boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE calcom."WorkspacePlatform_id_seq"
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom."WorkspacePlatform_id_seq" OWNED BY calcom."WorkspacePlatform".id;

CREATE TABLE calcom."_PlatformOAuthClientToUser" (
    "A" text NOT NULL,
    "B" integer NOT NULL
);

CREATE TABLE calcom._user_eventtype (
    "A" integer NOT NULL,
    "B" integer NOT NULL
);

CREATE TABLE calcom.avatars (
    "teamId" integer DEFAULT 0 NOT NULL,
    "userId" integer DEFAULT 0 NOT NULL,
    data text NOT NULL,
    "objectKey" text NOT NULL,
    "isBanner" boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE calcom.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calcom.users_id_seq OWNED BY calcom.users.id;

ALTER TABLE ONLY calcom."AIPhoneCallConfiguration" ALTER COLUMN id SET DEFAULT nextval('calcom."AIPhoneCallConfiguration_id_seq"'::regclass);

ALTER TABLE ONLY calcom."AccessCode" ALTER COLUMN id SET DEFAULT nextval('calcom."AccessCode_id_seq"'::regclass);

ALTER TABLE ONLY calcom."AccessToken" ALTER COLUMN id SET DEFAULT nextval('calcom."AccessToken_id_seq"'::regclass);

ALTER TABLE ONLY calcom."App_RoutingForms_FormResponse" ALTER COLUMN id SET DEFAULT nextval('calcom."App_RoutingForms_FormResponse_id_seq"'::regclass);

ALTER TABLE ONLY calcom."App_RoutingForms_IncompleteBookingActions" ALTER COLUMN id SET DEFAULT nextval('calcom."App_RoutingForms_IncompleteBookingActions_id_seq"'::regclass);

ALTER TABLE ONLY calcom."AssignmentReason" ALTER COLUMN id SET DEFAULT nextval('calcom."AssignmentReason_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Attendee" ALTER COLUMN id SET DEFAULT nextval('calcom."Attendee_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Availability" ALTER COLUMN id SET DEFAULT nextval('calcom."Availability_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Booking" ALTER COLUMN id SET DEFAULT nextval('calcom."Booking_id_seq"'::regclass);

ALTER TABLE ONLY calcom."BookingInternalNote" ALTER COLUMN id SET DEFAULT nextval('calcom."BookingInternalNote_id_seq"'::regclass);

ALTER TABLE ONLY calcom."BookingReference" ALTER COLUMN id SET DEFAULT nextval('calcom."BookingReference_id_seq"'::regclass);

ALTER TABLE ONLY calcom."BookingSeat" ALTER COLUMN id SET DEFAULT nextval('calcom."BookingSeat_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Credential" ALTER COLUMN id SET DEFAULT nextval('calcom."Credential_id_seq"'::regclass);

ALTER TABLE ONLY calcom."DSyncData" ALTER COLUMN id SET DEFAULT nextval('calcom."DSyncData_id_seq"'::regclass);

ALTER TABLE ONLY calcom."DSyncTeamGroupMapping" ALTER COLUMN id SET DEFAULT nextval('calcom."DSyncTeamGroupMapping_id_seq"'::regclass);

ALTER TABLE ONLY calcom."DestinationCalendar" ALTER COLUMN id SET DEFAULT nextval('calcom."DestinationCalendar_id_seq"'::regclass);

ALTER TABLE ONLY calcom."EventType" ALTER COLUMN id SET DEFAULT nextval('calcom."EventType_id_seq"'::regclass);

ALTER TABLE ONLY calcom."EventTypeCustomInput" ALTER COLUMN id SET DEFAULT nextval('calcom."EventTypeCustomInput_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Feedback" ALTER COLUMN id SET DEFAULT nextval('calcom."Feedback_id_seq"'::regclass);

ALTER TABLE ONLY calcom."FilterSegment" ALTER COLUMN id SET DEFAULT nextval('calcom."FilterSegment_id_seq"'::regclass);

ALTER TABLE ONLY calcom."HashedLink" ALTER COLUMN id SET DEFAULT nextval('calcom."HashedLink_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Impersonations" ALTER COLUMN id SET DEFAULT nextval('calcom."Impersonations_id_seq"'::regclass);

ALTER TABLE ONLY calcom."InstantMeetingToken" ALTER COLUMN id SET DEFAULT nextval('calcom."InstantMeetingToken_id_seq"'::regclass);

ALTER TABLE ONLY calcom."InternalNotePreset" ALTER COLUMN id SET DEFAULT nextval('calcom."InternalNotePreset_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Membership" ALTER COLUMN id SET DEFAULT nextval('calcom."Membership_id_seq"'::regclass);

ALTER TABLE ONLY calcom."NotificationsSubscriptions" ALTER COLUMN id SET DEFAULT nextval('calcom."NotificationsSubscriptions_id_seq"'::regclass);

ALTER TABLE ONLY calcom."OrganizationSettings" ALTER COLUMN id SET DEFAULT nextval('calcom."OrganizationSettings_id_seq"'::regclass);

ALTER TABLE ONLY calcom."OutOfOfficeEntry" ALTER COLUMN id SET DEFAULT nextval('calcom."OutOfOfficeEntry_id_seq"'::regclass);

ALTER TABLE ONLY calcom."OutOfOfficeReason" ALTER COLUMN id SET DEFAULT nextval('calcom."OutOfOfficeReason_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Payment" ALTER COLUMN id SET DEFAULT nextval('calcom."Payment_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Profile" ALTER COLUMN id SET DEFAULT nextval('calcom."Profile_id_seq"'::regclass);

ALTER TABLE ONLY calcom."RefreshToken" ALTER COLUMN id SET DEFAULT nextval('calcom."RefreshToken_id_seq"'::regclass);

ALTER TABLE ONLY calcom."ReminderMail" ALTER COLUMN id SET DEFAULT nextval('calcom."ReminderMail_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Schedule" ALTER COLUMN id SET DEFAULT nextval('calcom."Schedule_id_seq"'::regclass);

ALTER TABLE ONLY calcom."SecondaryEmail" ALTER COLUMN id SET DEFAULT nextval('calcom."SecondaryEmail_id_seq"'::regclass);

ALTER TABLE ONLY calcom."SelectedSlots" ALTER COLUMN id SET DEFAULT nextval('calcom."SelectedSlots_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Team" ALTER COLUMN id SET DEFAULT nextval('calcom."Team_id_seq"'::regclass);

ALTER TABLE ONLY calcom."TempOrgRedirect" ALTER COLUMN id SET DEFAULT nextval('calcom."TempOrgRedirect_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Tracking" ALTER COLUMN id SET DEFAULT nextval('calcom."Tracking_id_seq"'::regclass);

ALTER TABLE ONLY calcom."TravelSchedule" ALTER COLUMN id SET DEFAULT nextval('calcom."TravelSchedule_id_seq"'::regclass);

ALTER TABLE ONLY calcom."VerificationToken" ALTER COLUMN id SET DEFAULT nextval('calcom."VerificationRequest_id_seq"'::regclass);

ALTER TABLE ONLY calcom."VerifiedEmail" ALTER COLUMN id SET DEFAULT nextval('calcom."VerifiedEmail_id_seq"'::regclass);

ALTER TABLE ONLY calcom."VerifiedNumber" ALTER COLUMN id SET DEFAULT nextval('calcom."VerifiedNumber_id_seq"'::regclass);

ALTER TABLE ONLY calcom."WebhookScheduledTriggers" ALTER COLUMN id SET DEFAULT nextval('calcom."WebhookScheduledTriggers_id_seq"'::regclass);

ALTER TABLE ONLY calcom."Workflow" ALTER COLUMN id SET DEFAULT nextval('calcom."Workflow_id_seq"'::regclass);

ALTER TABLE ONLY calcom."WorkflowOptOutContact" ALTER COLUMN id SET DEFAULT nextval('calcom."WorkflowOptOutContact_id_seq"'::regclass);

ALTER TABLE ONLY calcom."WorkflowReminder" ALTER COLUMN id SET DEFAULT nextval('calcom."WorkflowReminder_id_seq"'::regclass);

ALTER TABLE ONLY calcom."WorkflowStep" ALTER COLUMN id SET DEFAULT nextval('calcom."WorkflowStep_id_seq"'::regclass);

ALTER TABLE ONLY calcom."WorkflowsOnEventTypes" ALTER COLUMN id SET DEFAULT nextval('calcom."WorkflowsOnEventTypes_id_seq"'::regclass);

ALTER TABLE ONLY calcom."WorkflowsOnTeams" ALTER COLUMN id SET DEFAULT nextval('calcom."WorkflowsOnTeams_id_seq"'::regclass);

ALTER TABLE ONLY calcom."WorkspacePlatform" ALTER COLUMN id SET DEFAULT nextval('calcom."WorkspacePlatform_id_seq"'::regclass);

ALTER TABLE ONLY calcom.users ALTER COLUMN id SET DEFAULT nextval('calcom.users_id_seq'::regclass);

ALTER TABLE ONLY calcom."AIPhoneCallConfiguration"
    ADD CONSTRAINT "AIPhoneCallConfiguration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."AccessCode"
    ADD CONSTRAINT "AccessCode_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."AccessToken"
    ADD CONSTRAINT "AccessToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Account"
    ADD CONSTRAINT "Account_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."ApiKey"
    ADD CONSTRAINT "ApiKey_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."App_RoutingForms_FormResponse"
    ADD CONSTRAINT "App_RoutingForms_FormResponse_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."App_RoutingForms_Form"
    ADD CONSTRAINT "App_RoutingForms_Form_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."App_RoutingForms_IncompleteBookingActions"
    ADD CONSTRAINT "App_RoutingForms_IncompleteBookingActions_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."App"
    ADD CONSTRAINT "App_pkey" PRIMARY KEY (slug);

ALTER TABLE ONLY calcom."AssignmentReason"
    ADD CONSTRAINT "AssignmentReason_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Attendee"
    ADD CONSTRAINT "Attendee_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."AttributeOption"
    ADD CONSTRAINT "AttributeOption_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."AttributeToUser"
    ADD CONSTRAINT "AttributeToUser_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Attribute"
    ADD CONSTRAINT "Attribute_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Availability"
    ADD CONSTRAINT "Availability_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."BookingDenormalized"
    ADD CONSTRAINT "BookingDenormalized_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."BookingInternalNote"
    ADD CONSTRAINT "BookingInternalNote_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."BookingReference"
    ADD CONSTRAINT "BookingReference_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."BookingSeat"
    ADD CONSTRAINT "BookingSeat_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Booking"
    ADD CONSTRAINT "Booking_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."CalendarCache"
    ADD CONSTRAINT "CalendarCache_pkey" PRIMARY KEY ("credentialId", key);

ALTER TABLE ONLY calcom."Credential"
    ADD CONSTRAINT "Credential_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."DSyncData"
    ADD CONSTRAINT "DSyncData_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."DSyncTeamGroupMapping"
    ADD CONSTRAINT "DSyncTeamGroupMapping_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."DelegationCredential"
    ADD CONSTRAINT "DelegationCredential_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Deployment"
    ADD CONSTRAINT "Deployment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."DestinationCalendar"
    ADD CONSTRAINT "DestinationCalendar_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."DomainWideDelegation"
    ADD CONSTRAINT "DomainWideDelegation_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."EventTypeCustomInput"
    ADD CONSTRAINT "EventTypeCustomInput_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."EventTypeTranslation"
    ADD CONSTRAINT "EventTypeTranslation_pkey" PRIMARY KEY (uid);

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Feature"
    ADD CONSTRAINT "Feature_pkey" PRIMARY KEY (slug);

ALTER TABLE ONLY calcom."Feedback"
    ADD CONSTRAINT "Feedback_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."FilterSegment"
    ADD CONSTRAINT "FilterSegment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."HashedLink"
    ADD CONSTRAINT "HashedLink_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Host"
    ADD CONSTRAINT "Host_pkey" PRIMARY KEY ("userId", "eventTypeId");

ALTER TABLE ONLY calcom."Impersonations"
    ADD CONSTRAINT "Impersonations_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."InstantMeetingToken"
    ADD CONSTRAINT "InstantMeetingToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."InternalNotePreset"
    ADD CONSTRAINT "InternalNotePreset_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Membership"
    ADD CONSTRAINT "Membership_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."NotificationsSubscriptions"
    ADD CONSTRAINT "NotificationsSubscriptions_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."OAuthClient"
    ADD CONSTRAINT "OAuthClient_pkey" PRIMARY KEY ("clientId");

ALTER TABLE ONLY calcom."OrganizationOnboarding"
    ADD CONSTRAINT "OrganizationOnboarding_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."OrganizationSettings"
    ADD CONSTRAINT "OrganizationSettings_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."OutOfOfficeEntry"
    ADD CONSTRAINT "OutOfOfficeEntry_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."OutOfOfficeReason"
    ADD CONSTRAINT "OutOfOfficeReason_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Payment"
    ADD CONSTRAINT "Payment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."PlatformAuthorizationToken"
    ADD CONSTRAINT "PlatformAuthorizationToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."PlatformBilling"
    ADD CONSTRAINT "PlatformBilling_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."PlatformOAuthClient"
    ADD CONSTRAINT "PlatformOAuthClient_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Profile"
    ADD CONSTRAINT "Profile_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."RateLimit"
    ADD CONSTRAINT "RateLimit_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."RefreshToken"
    ADD CONSTRAINT "RefreshToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."ReminderMail"
    ADD CONSTRAINT "ReminderMail_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."ResetPasswordRequest"
    ADD CONSTRAINT "ResetPasswordRequest_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Schedule"
    ADD CONSTRAINT "Schedule_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."SecondaryEmail"
    ADD CONSTRAINT "SecondaryEmail_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."SelectedCalendar"
    ADD CONSTRAINT "SelectedCalendar_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."SelectedSlots"
    ADD CONSTRAINT "SelectedSlots_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Session"
    ADD CONSTRAINT "Session_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Task"
    ADD CONSTRAINT "Task_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."TeamFeatures"
    ADD CONSTRAINT "TeamFeatures_pkey" PRIMARY KEY ("teamId", "featureId");

ALTER TABLE ONLY calcom."Team"
    ADD CONSTRAINT "Team_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."TempOrgRedirect"
    ADD CONSTRAINT "TempOrgRedirect_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Tracking"
    ADD CONSTRAINT "Tracking_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."TravelSchedule"
    ADD CONSTRAINT "TravelSchedule_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."UserFeatures"
    ADD CONSTRAINT "UserFeatures_pkey" PRIMARY KEY ("userId", "featureId");

ALTER TABLE ONLY calcom."VerificationToken"
    ADD CONSTRAINT "VerificationToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."VerifiedEmail"
    ADD CONSTRAINT "VerifiedEmail_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."VerifiedNumber"
    ADD CONSTRAINT "VerifiedNumber_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Watchlist"
    ADD CONSTRAINT "Watchlist_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."WebhookScheduledTriggers"
    ADD CONSTRAINT "WebhookScheduledTriggers_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Webhook"
    ADD CONSTRAINT "Webhook_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."WorkflowOptOutContact"
    ADD CONSTRAINT "WorkflowOptOutContact_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."WorkflowReminder"
    ADD CONSTRAINT "WorkflowReminder_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."WorkflowStep"
    ADD CONSTRAINT "WorkflowStep_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."Workflow"
    ADD CONSTRAINT "Workflow_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."WorkflowsOnEventTypes"
    ADD CONSTRAINT "WorkflowsOnEventTypes_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."WorkflowsOnTeams"
    ADD CONSTRAINT "WorkflowsOnTeams_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom."WorkspacePlatform"
    ADD CONSTRAINT "WorkspacePlatform_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY calcom.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

CREATE INDEX "AIPhoneCallConfiguration_eventTypeId_idx" ON calcom."AIPhoneCallConfiguration" USING btree ("eventTypeId");

CREATE UNIQUE INDEX "AIPhoneCallConfiguration_eventTypeId_key" ON calcom."AIPhoneCallConfiguration" USING btree ("eventTypeId");

CREATE UNIQUE INDEX "AccessToken_secret_key" ON calcom."AccessToken" USING btree (secret);

CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON calcom."Account" USING btree (provider, "providerAccountId");

CREATE INDEX "Account_type_idx" ON calcom."Account" USING btree (type);

CREATE INDEX "Account_userId_idx" ON calcom."Account" USING btree ("userId");

CREATE UNIQUE INDEX "ApiKey_hashedKey_key" ON calcom."ApiKey" USING btree ("hashedKey");

CREATE UNIQUE INDEX "ApiKey_id_key" ON calcom."ApiKey" USING btree (id);

CREATE INDEX "ApiKey_userId_idx" ON calcom."ApiKey" USING btree ("userId");

CREATE UNIQUE INDEX "App_RoutingForms_FormResponse_formFillerId_formId_key" ON calcom."App_RoutingForms_FormResponse" USING btree ("formFillerId", "formId");

CREATE INDEX "App_RoutingForms_FormResponse_formFillerId_idx" ON calcom."App_RoutingForms_FormResponse" USING btree ("formFillerId");

CREATE INDEX "App_RoutingForms_FormResponse_formId_idx" ON calcom."App_RoutingForms_FormResponse" USING btree ("formId");

CREATE UNIQUE INDEX "App_RoutingForms_FormResponse_routedToBookingUid_key" ON calcom."App_RoutingForms_FormResponse" USING btree ("routedToBookingUid");

CREATE INDEX "App_RoutingForms_Form_disabled_idx" ON calcom."App_RoutingForms_Form" USING btree (disabled);

CREATE INDEX "App_RoutingForms_Form_userId_idx" ON calcom."App_RoutingForms_Form" USING btree ("userId");

CREATE UNIQUE INDEX "App_dirName_key" ON calcom."App" USING btree ("dirName");

CREATE INDEX "App_enabled_idx" ON calcom."App" USING btree (enabled);

CREATE UNIQUE INDEX "App_slug_key" ON calcom."App" USING btree (slug);

CREATE INDEX "AssignmentReason_bookingId_idx" ON calcom."AssignmentReason" USING btree ("bookingId");

CREATE UNIQUE INDEX "AssignmentReason_id_key" ON calcom."AssignmentReason" USING btree (id);

CREATE INDEX "Attendee_bookingId_idx" ON calcom."Attendee" USING btree ("bookingId");

CREATE INDEX "Attendee_email_idx" ON calcom."Attendee" USING btree (email);

CREATE UNIQUE INDEX "AttributeToUser_memberId_attributeOptionId_key" ON calcom."AttributeToUser" USING btree ("memberId", "attributeOptionId");

CREATE UNIQUE INDEX "Attribute_slug_key" ON calcom."Attribute" USING btree (slug);

CREATE INDEX "Attribute_teamId_idx" ON calcom."Attribute" USING btree ("teamId");

CREATE INDEX "Availability_eventTypeId_idx" ON calcom."Availability" USING btree ("eventTypeId");

CREATE INDEX "Availability_scheduleId_idx" ON calcom."Availability" USING btree ("scheduleId");

CREATE INDEX "Availability_userId_idx" ON calcom."Availability" USING btree ("userId");

CREATE INDEX "BookingDenormalized_createdAt_idx" ON calcom."BookingDenormalized" USING btree ("createdAt");

CREATE INDEX "BookingDenormalized_endTime_idx" ON calcom."BookingDenormalized" USING btree ("endTime");

CREATE INDEX "BookingDenormalized_eventParentId_idx" ON calcom."BookingDenormalized" USING btree ("eventParentId");

CREATE INDEX "BookingDenormalized_eventTypeId_idx" ON calcom."BookingDenormalized" USING btree ("eventTypeId");

CREATE UNIQUE INDEX "BookingDenormalized_id_key" ON calcom."BookingDenormalized" USING btree (id);

CREATE INDEX "BookingDenormalized_startTime_idx" ON calcom."BookingDenormalized" USING btree ("startTime");

CREATE INDEX "BookingDenormalized_status_idx" ON calcom."BookingDenormalized" USING btree (status);

CREATE INDEX "BookingDenormalized_teamId_idx" ON calcom."BookingDenormalized" USING btree ("teamId");

CREATE INDEX "BookingDenormalized_teamId_isTeamBooking_idx" ON calcom."BookingDenormalized" USING btree ("teamId", "isTeamBooking");

CREATE INDEX "BookingDenormalized_userId_idx" ON calcom."BookingDenormalized" USING btree ("userId");

CREATE INDEX "BookingDenormalized_userId_isTeamBooking_idx" ON calcom."BookingDenormalized" USING btree ("userId", "isTeamBooking");

CREATE INDEX "BookingInternalNote_bookingId_idx" ON calcom."BookingInternalNote" USING btree ("bookingId");

CREATE UNIQUE INDEX "BookingInternalNote_bookingId_notePresetId_key" ON calcom."BookingInternalNote" USING btree ("bookingId", "notePresetId");

CREATE INDEX "BookingReference_bookingId_idx" ON calcom."BookingReference" USING btree ("bookingId");

CREATE INDEX "BookingReference_type_idx" ON calcom."BookingReference" USING btree (type);

CREATE INDEX "BookingReference_uid_idx" ON calcom."BookingReference" USING btree (uid);

CREATE INDEX "BookingSeat_attendeeId_idx" ON calcom."BookingSeat" USING btree ("attendeeId");

CREATE UNIQUE INDEX "BookingSeat_attendeeId_key" ON calcom."BookingSeat" USING btree ("attendeeId");

CREATE INDEX "BookingSeat_bookingId_idx" ON calcom."BookingSeat" USING btree ("bookingId");

CREATE UNIQUE INDEX "BookingSeat_referenceUid_key" ON calcom."BookingSeat" USING btree ("referenceUid");

CREATE INDEX "Booking_destinationCalendarId_idx" ON calcom."Booking" USING btree ("destinationCalendarId");

CREATE INDEX "Booking_eventTypeId_idx" ON calcom."Booking" USING btree ("eventTypeId");

CREATE UNIQUE INDEX "Booking_idempotencyKey_key" ON calcom."Booking" USING btree ("idempotencyKey");

CREATE UNIQUE INDEX "Booking_oneTimePassword_key" ON calcom."Booking" USING btree ("oneTimePassword");

CREATE INDEX "Booking_recurringEventId_idx" ON calcom."Booking" USING btree ("recurringEventId");

CREATE INDEX "Booking_startTime_endTime_status_idx" ON calcom."Booking" USING btree ("startTime", "endTime", status);

CREATE INDEX "Booking_status_idx" ON calcom."Booking" USING btree (status);

CREATE INDEX "Booking_uid_idx" ON calcom."Booking" USING btree (uid);

CREATE UNIQUE INDEX "Booking_uid_key" ON calcom."Booking" USING btree (uid);

CREATE INDEX "Booking_userId_idx" ON calcom."Booking" USING btree ("userId");

CREATE UNIQUE INDEX "CalendarCache_credentialId_key_key" ON calcom."CalendarCache" USING btree ("credentialId", key);

CREATE INDEX "CalendarCache_userId_key_idx" ON calcom."CalendarCache" USING btree ("userId", key);

CREATE INDEX "Credential_appId_idx" ON calcom."Credential" USING btree ("appId");

CREATE INDEX "Credential_invalid_idx" ON calcom."Credential" USING btree (invalid);

CREATE INDEX "Credential_subscriptionId_idx" ON calcom."Credential" USING btree ("subscriptionId");

CREATE INDEX "Credential_userId_idx" ON calcom."Credential" USING btree ("userId");

CREATE UNIQUE INDEX "DSyncData_directoryId_key" ON calcom."DSyncData" USING btree ("directoryId");

CREATE UNIQUE INDEX "DSyncData_organizationId_key" ON calcom."DSyncData" USING btree ("organizationId");

CREATE UNIQUE INDEX "DSyncTeamGroupMapping_teamId_groupName_key" ON calcom."DSyncTeamGroupMapping" USING btree ("teamId", "groupName");

CREATE UNIQUE INDEX "DelegationCredential_organizationId_domain_key" ON calcom."DelegationCredential" USING btree ("organizationId", domain);

CREATE INDEX "DestinationCalendar_credentialId_idx" ON calcom."DestinationCalendar" USING btree ("credentialId");

CREATE INDEX "DestinationCalendar_eventTypeId_idx" ON calcom."DestinationCalendar" USING btree ("eventTypeId");

CREATE UNIQUE INDEX "DestinationCalendar_eventTypeId_key" ON calcom."DestinationCalendar" USING btree ("eventTypeId");

CREATE INDEX "DestinationCalendar_userId_idx" ON calcom."DestinationCalendar" USING btree ("userId");

CREATE UNIQUE INDEX "DestinationCalendar_userId_key" ON calcom."DestinationCalendar" USING btree ("userId");

CREATE UNIQUE INDEX "DomainWideDelegation_organizationId_domain_key" ON calcom."DomainWideDelegation" USING btree ("organizationId", domain);

CREATE INDEX "EventTypeCustomInput_eventTypeId_idx" ON calcom."EventTypeCustomInput" USING btree ("eventTypeId");

CREATE INDEX "EventTypeTranslation_eventTypeId_field_targetLocale_idx" ON calcom."EventTypeTranslation" USING btree ("eventTypeId", field, "targetLocale");

CREATE UNIQUE INDEX "EventTypeTranslation_eventTypeId_field_targetLocale_key" ON calcom."EventTypeTranslation" USING btree ("eventTypeId", field, "targetLocale");

CREATE INDEX "EventType_parentId_idx" ON calcom."EventType" USING btree ("parentId");

CREATE INDEX "EventType_profileId_idx" ON calcom."EventType" USING btree ("profileId");

CREATE INDEX "EventType_scheduleId_idx" ON calcom."EventType" USING btree ("scheduleId");

CREATE INDEX "EventType_secondaryEmailId_idx" ON calcom."EventType" USING btree ("secondaryEmailId");

CREATE INDEX "EventType_teamId_idx" ON calcom."EventType" USING btree ("teamId");

CREATE UNIQUE INDEX "EventType_teamId_slug_key" ON calcom."EventType" USING btree ("teamId", slug);

CREATE INDEX "EventType_userId_idx" ON calcom."EventType" USING btree ("userId");

CREATE UNIQUE INDEX "EventType_userId_parentId_key" ON calcom."EventType" USING btree ("userId", "parentId");

CREATE UNIQUE INDEX "EventType_userId_slug_key" ON calcom."EventType" USING btree ("userId", slug);

CREATE INDEX "Feature_enabled_idx" ON calcom."Feature" USING btree (enabled);

CREATE UNIQUE INDEX "Feature_slug_key" ON calcom."Feature" USING btree (slug);

CREATE INDEX "Feature_stale_idx" ON calcom."Feature" USING btree (stale);

CREATE INDEX "Feedback_rating_idx" ON calcom."Feedback" USING btree (rating);

CREATE INDEX "Feedback_userId_idx" ON calcom."Feedback" USING btree ("userId");

CREATE INDEX "FilterSegment_scope_teamId_tableIdentifier_idx" ON calcom."FilterSegment" USING btree (scope, "teamId", "tableIdentifier");

CREATE INDEX "FilterSegment_scope_userId_tableIdentifier_idx" ON calcom."FilterSegment" USING btree (scope, "userId", "tableIdentifier");

CREATE UNIQUE INDEX "HashedLink_link_key" ON calcom."HashedLink" USING btree (link);

CREATE INDEX "Host_eventTypeId_idx" ON calcom."Host" USING btree ("eventTypeId");

CREATE INDEX "Host_scheduleId_idx" ON calcom."Host" USING btree ("scheduleId");

CREATE INDEX "Host_userId_idx" ON calcom."Host" USING btree ("userId");

CREATE INDEX "Impersonations_impersonatedById_idx" ON calcom."Impersonations" USING btree ("impersonatedById");

CREATE INDEX "Impersonations_impersonatedUserId_idx" ON calcom."Impersonations" USING btree ("impersonatedUserId");

CREATE UNIQUE INDEX "InstantMeetingToken_bookingId_key" ON calcom."InstantMeetingToken" USING btree ("bookingId");

CREATE INDEX "InstantMeetingToken_token_idx" ON calcom."InstantMeetingToken" USING btree (token);

CREATE UNIQUE INDEX "InstantMeetingToken_token_key" ON calcom."InstantMeetingToken" USING btree (token);

CREATE INDEX "InternalNotePreset_teamId_idx" ON calcom."InternalNotePreset" USING btree ("teamId");

CREATE UNIQUE INDEX "InternalNotePreset_teamId_name_key" ON calcom."InternalNotePreset" USING btree ("teamId", name);

CREATE UNIQUE INDEX "ManagedOrganization_managedOrganizationId_key" ON calcom."ManagedOrganization" USING btree ("managedOrganizationId");

CREATE INDEX "ManagedOrganization_managerOrganizationId_idx" ON calcom."ManagedOrganization" USING btree ("managerOrganizationId");

CREATE UNIQUE INDEX "ManagedOrganization_managerOrganizationId_managedOrganizati_key" ON calcom."ManagedOrganization" USING btree ("managerOrganizationId", "managedOrganizationId");

CREATE INDEX "Membership_accepted_idx" ON calcom."Membership" USING btree (accepted);

CREATE INDEX "Membership_role_idx" ON calcom."Membership" USING btree (role);

CREATE INDEX "Membership_teamId_idx" ON calcom."Membership" USING btree ("teamId");

CREATE INDEX "Membership_userId_idx" ON calcom."Membership" USING btree ("userId");

CREATE UNIQUE INDEX "Membership_userId_teamId_key" ON calcom."Membership" USING btree ("userId", "teamId");

CREATE INDEX "NotificationsSubscriptions_userId_subscription_idx" ON calcom."NotificationsSubscriptions" USING btree ("userId", subscription);

CREATE UNIQUE INDEX "OAuthClient_clientId_key" ON calcom."OAuthClient" USING btree ("clientId");

CREATE INDEX "OrganizationOnboarding_orgOwnerEmail_idx" ON calcom."OrganizationOnboarding" USING btree ("orgOwnerEmail");

CREATE UNIQUE INDEX "OrganizationOnboarding_orgOwnerEmail_key" ON calcom."OrganizationOnboarding" USING btree ("orgOwnerEmail");

CREATE UNIQUE INDEX "OrganizationOnboarding_organizationId_key" ON calcom."OrganizationOnboarding" USING btree ("organizationId");

CREATE INDEX "OrganizationOnboarding_stripeCustomerId_idx" ON calcom."OrganizationOnboarding" USING btree ("stripeCustomerId");

CREATE UNIQUE INDEX "OrganizationOnboarding_stripeCustomerId_key" ON calcom."OrganizationOnboarding" USING btree ("stripeCustomerId");

CREATE UNIQUE INDEX "OrganizationSettings_organizationId_key" ON calcom."OrganizationSettings" USING btree ("organizationId");

CREATE INDEX "OutOfOfficeEntry_start_end_idx" ON calcom."OutOfOfficeEntry" USING btree (start, "end");

CREATE INDEX "OutOfOfficeEntry_toUserId_idx" ON calcom."OutOfOfficeEntry" USING btree ("toUserId");

CREATE INDEX "OutOfOfficeEntry_userId_idx" ON calcom."OutOfOfficeEntry" USING btree ("userId");

CREATE INDEX "OutOfOfficeEntry_uuid_idx" ON calcom."OutOfOfficeEntry" USING btree (uuid);

CREATE UNIQUE INDEX "OutOfOfficeEntry_uuid_key" ON calcom."OutOfOfficeEntry" USING btree (uuid);

CREATE UNIQUE INDEX "OutOfOfficeReason_reason_key" ON calcom."OutOfOfficeReason" USING btree (reason);

CREATE INDEX "Payment_bookingId_idx" ON calcom."Payment" USING btree ("bookingId");

CREATE INDEX "Payment_externalId_idx" ON calcom."Payment" USING btree ("externalId");

CREATE UNIQUE INDEX "Payment_externalId_key" ON calcom."Payment" USING btree ("externalId");

CREATE UNIQUE INDEX "Payment_uid_key" ON calcom."Payment" USING btree (uid);

CREATE UNIQUE INDEX "PlatformAuthorizationToken_userId_platformOAuthClientId_key" ON calcom."PlatformAuthorizationToken" USING btree ("userId", "platformOAuthClientId");

CREATE UNIQUE INDEX "PlatformBilling_id_key" ON calcom."PlatformBilling" USING btree (id);

CREATE INDEX "Profile_organizationId_idx" ON calcom."Profile" USING btree ("organizationId");

CREATE INDEX "Profile_uid_idx" ON calcom."Profile" USING btree (uid);

CREATE INDEX "Profile_userId_idx" ON calcom."Profile" USING btree ("userId");

CREATE UNIQUE INDEX "Profile_userId_organizationId_key" ON calcom."Profile" USING btree ("userId", "organizationId");

CREATE UNIQUE INDEX "Profile_username_organizationId_key" ON calcom."Profile" USING btree (username, "organizationId");

CREATE INDEX "RateLimit_apiKeyId_idx" ON calcom."RateLimit" USING btree ("apiKeyId");

CREATE UNIQUE INDEX "RefreshToken_secret_key" ON calcom."RefreshToken" USING btree (secret);

CREATE INDEX "ReminderMail_referenceId_idx" ON calcom."ReminderMail" USING btree ("referenceId");

CREATE INDEX "ReminderMail_reminderType_idx" ON calcom."ReminderMail" USING btree ("reminderType");

CREATE INDEX "Schedule_userId_idx" ON calcom."Schedule" USING btree ("userId");

CREATE UNIQUE INDEX "SecondaryEmail_email_key" ON calcom."SecondaryEmail" USING btree (email);

CREATE UNIQUE INDEX "SecondaryEmail_userId_email_key" ON calcom."SecondaryEmail" USING btree ("userId", email);

CREATE INDEX "SecondaryEmail_userId_idx" ON calcom."SecondaryEmail" USING btree ("userId");

CREATE INDEX "SelectedCalendar_credentialId_idx" ON calcom."SelectedCalendar" USING btree ("credentialId");

CREATE INDEX "SelectedCalendar_eventTypeId_idx" ON calcom."SelectedCalendar" USING btree ("eventTypeId");

CREATE INDEX "SelectedCalendar_externalId_idx" ON calcom."SelectedCalendar" USING btree ("externalId");

CREATE UNIQUE INDEX "SelectedCalendar_googleChannelId_eventTypeId_key" ON calcom."SelectedCalendar" USING btree ("googleChannelId", "eventTypeId");

CREATE INDEX "SelectedCalendar_integration_idx" ON calcom."SelectedCalendar" USING btree (integration);

CREATE INDEX "SelectedCalendar_userId_idx" ON calcom."SelectedCalendar" USING btree ("userId");

CREATE UNIQUE INDEX "SelectedCalendar_userId_integration_externalId_eventTypeId_key" ON calcom."SelectedCalendar" USING btree ("userId", integration, "externalId", "eventTypeId");

CREATE UNIQUE INDEX "SelectedSlots_userId_slotUtcStartDate_slotUtcEndDate_uid_key" ON calcom."SelectedSlots" USING btree ("userId", "slotUtcStartDate", "slotUtcEndDate", uid);

CREATE UNIQUE INDEX "Session_sessionToken_key" ON calcom."Session" USING btree ("sessionToken");

CREATE INDEX "Session_userId_idx" ON calcom."Session" USING btree ("userId");

CREATE UNIQUE INDEX "Task_id_key" ON calcom."Task" USING btree (id);

CREATE INDEX "TeamFeatures_teamId_featureId_idx" ON calcom."TeamFeatures" USING btree ("teamId", "featureId");

CREATE INDEX "Team_parentId_idx" ON calcom."Team" USING btree ("parentId");

CREATE UNIQUE INDEX "Team_slug_parentId_key" ON calcom."Team" USING btree (slug, "parentId");

CREATE UNIQUE INDEX "Team_slug_parentId_key_null" ON calcom."Team" USING btree (slug, (("parentId" IS NULL))) WHERE ("parentId" IS NULL);

CREATE UNIQUE INDEX "TempOrgRedirect_from_type_fromOrgId_key" ON calcom."TempOrgRedirect" USING btree ("from", type, "fromOrgId");

CREATE UNIQUE INDEX "Tracking_bookingId_key" ON calcom."Tracking" USING btree ("bookingId");

CREATE INDEX "TravelSchedule_endDate_idx" ON calcom."TravelSchedule" USING btree ("endDate");

CREATE INDEX "TravelSchedule_startDate_idx" ON calcom."TravelSchedule" USING btree ("startDate");

CREATE INDEX "UserFeatures_userId_featureId_idx" ON calcom."UserFeatures" USING btree ("userId", "featureId");

CREATE UNIQUE INDEX "UserPassword_userId_key" ON calcom."UserPassword" USING btree ("userId");

CREATE UNIQUE INDEX "VerificationToken_identifier_token_key" ON calcom."VerificationToken" USING btree (identifier, token);

CREATE INDEX "VerificationToken_secondaryEmailId_idx" ON calcom."VerificationToken" USING btree ("secondaryEmailId");

CREATE INDEX "VerificationToken_teamId_idx" ON calcom."VerificationToken" USING btree ("teamId");

CREATE INDEX "VerificationToken_token_idx" ON calcom."VerificationToken" USING btree (token);

CREATE UNIQUE INDEX "VerificationToken_token_key" ON calcom."VerificationToken" USING btree (token);

CREATE INDEX "VerifiedEmail_teamId_idx" ON calcom."VerifiedEmail" USING btree ("teamId");

CREATE INDEX "VerifiedEmail_userId_idx" ON calcom."VerifiedEmail" USING btree ("userId");

CREATE INDEX "VerifiedNumber_teamId_idx" ON calcom."VerifiedNumber" USING btree ("teamId");

CREATE INDEX "VerifiedNumber_userId_idx" ON calcom."VerifiedNumber" USING btree ("userId");

CREATE UNIQUE INDEX "Watchlist_id_key" ON calcom."Watchlist" USING btree (id);

CREATE INDEX "Watchlist_type_value_idx" ON calcom."Watchlist" USING btree (type, value);

CREATE UNIQUE INDEX "Watchlist_type_value_key" ON calcom."Watchlist" USING btree (type, value);

CREATE INDEX "Webhook_active_idx" ON calcom."Webhook" USING btree (active);

CREATE UNIQUE INDEX "Webhook_id_key" ON calcom."Webhook" USING btree (id);

CREATE UNIQUE INDEX "Webhook_platformOAuthClientId_subscriberUrl_key" ON calcom."Webhook" USING btree ("platformOAuthClientId", "subscriberUrl");

CREATE UNIQUE INDEX "Webhook_userId_subscriberUrl_key" ON calcom."Webhook" USING btree ("userId", "subscriberUrl");

CREATE UNIQUE INDEX "WorkflowOptOutContact_type_value_key" ON calcom."WorkflowOptOutContact" USING btree (type, value);

CREATE INDEX "WorkflowReminder_bookingUid_idx" ON calcom."WorkflowReminder" USING btree ("bookingUid");

CREATE INDEX "WorkflowReminder_cancelled_scheduledDate_idx" ON calcom."WorkflowReminder" USING btree (cancelled, "scheduledDate");

CREATE INDEX "WorkflowReminder_method_scheduled_scheduledDate_idx" ON calcom."WorkflowReminder" USING btree (method, scheduled, "scheduledDate");

CREATE UNIQUE INDEX "WorkflowReminder_referenceId_key" ON calcom."WorkflowReminder" USING btree ("referenceId");

CREATE INDEX "WorkflowReminder_seatReferenceId_idx" ON calcom."WorkflowReminder" USING btree ("seatReferenceId");

CREATE UNIQUE INDEX "WorkflowReminder_uuid_key" ON calcom."WorkflowReminder" USING btree (uuid);

CREATE INDEX "WorkflowReminder_workflowStepId_idx" ON calcom."WorkflowReminder" USING btree ("workflowStepId");

CREATE INDEX "WorkflowStep_workflowId_idx" ON calcom."WorkflowStep" USING btree ("workflowId");

CREATE INDEX "Workflow_teamId_idx" ON calcom."Workflow" USING btree ("teamId");

CREATE INDEX "Workflow_userId_idx" ON calcom."Workflow" USING btree ("userId");

CREATE INDEX "WorkflowsOnEventTypes_eventTypeId_idx" ON calcom."WorkflowsOnEventTypes" USING btree ("eventTypeId");

CREATE UNIQUE INDEX "WorkflowsOnEventTypes_workflowId_eventTypeId_key" ON calcom."WorkflowsOnEventTypes" USING btree ("workflowId", "eventTypeId");

CREATE INDEX "WorkflowsOnEventTypes_workflowId_idx" ON calcom."WorkflowsOnEventTypes" USING btree ("workflowId");

CREATE INDEX "WorkflowsOnTeams_teamId_idx" ON calcom."WorkflowsOnTeams" USING btree ("teamId");

CREATE INDEX "WorkflowsOnTeams_workflowId_idx" ON calcom."WorkflowsOnTeams" USING btree ("workflowId");

CREATE UNIQUE INDEX "WorkflowsOnTeams_workflowId_teamId_key" ON calcom."WorkflowsOnTeams" USING btree ("workflowId", "teamId");

CREATE UNIQUE INDEX "WorkspacePlatform_slug_key" ON calcom."WorkspacePlatform" USING btree (slug);

CREATE UNIQUE INDEX "_PlatformOAuthClientToUser_AB_unique" ON calcom."_PlatformOAuthClientToUser" USING btree ("A", "B");

CREATE INDEX "_PlatformOAuthClientToUser_B_index" ON calcom."_PlatformOAuthClientToUser" USING btree ("B");

CREATE UNIQUE INDEX "_user_eventtype_AB_unique" ON calcom._user_eventtype USING btree ("A", "B");

CREATE INDEX "_user_eventtype_B_index" ON calcom._user_eventtype USING btree ("B");

CREATE UNIQUE INDEX "avatars_objectKey_key" ON calcom.avatars USING btree ("objectKey");

CREATE UNIQUE INDEX "avatars_teamId_userId_isBanner_key" ON calcom.avatars USING btree ("teamId", "userId", "isBanner");

CREATE INDEX "users_emailVerified_idx" ON calcom.users USING btree ("emailVerified");

CREATE UNIQUE INDEX users_email_key ON calcom.users USING btree (email);

CREATE UNIQUE INDEX users_email_username_key ON calcom.users USING btree (email, username);

CREATE INDEX "users_identityProviderId_idx" ON calcom.users USING btree ("identityProviderId");

CREATE INDEX "users_identityProvider_idx" ON calcom.users USING btree ("identityProvider");

CREATE UNIQUE INDEX "users_movedToProfileId_key" ON calcom.users USING btree ("movedToProfileId");

CREATE INDEX users_username_idx ON calcom.users USING btree (username);

CREATE UNIQUE INDEX "users_username_organizationId_key" ON calcom.users USING btree (username, "organizationId");

CREATE UNIQUE INDEX "users_username_organizationId_key_null" ON calcom.users USING btree (username, (("organizationId" IS NULL))) WHERE ("organizationId" IS NULL);

CREATE TRIGGER booking_denorm_booking_delete_trigger AFTER DELETE ON calcom."Booking" FOR EACH ROW EXECUTE FUNCTION calcom.trigger_delete_booking_time_status_denormalized();

CREATE TRIGGER booking_denorm_booking_insert_update_trigger AFTER INSERT OR UPDATE ON calcom."Booking" FOR EACH ROW EXECUTE FUNCTION calcom.trigger_refresh_booking_time_status_denormalized();

CREATE TRIGGER booking_denorm_event_type_length_update_trigger AFTER UPDATE OF length ON calcom."EventType" FOR EACH ROW EXECUTE FUNCTION calcom.refresh_booking_time_status_length();

CREATE TRIGGER booking_denorm_event_type_parent_id_update_trigger AFTER UPDATE OF "parentId" ON calcom."EventType" FOR EACH ROW EXECUTE FUNCTION calcom.refresh_booking_time_status_parent_id();

CREATE TRIGGER booking_denorm_event_type_team_id_update_trigger AFTER UPDATE OF "teamId" ON calcom."EventType" FOR EACH ROW EXECUTE FUNCTION calcom.refresh_booking_time_status_team_id();

CREATE TRIGGER booking_denorm_user_update_trigger AFTER UPDATE OF email, name, username ON calcom.users FOR EACH ROW EXECUTE FUNCTION calcom.trigger_refresh_booking_time_status_denormalized_user();

ALTER TABLE ONLY calcom."AIPhoneCallConfiguration"
    ADD CONSTRAINT "AIPhoneCallConfiguration_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AccessCode"
    ADD CONSTRAINT "AccessCode_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES calcom."OAuthClient"("clientId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AccessCode"
    ADD CONSTRAINT "AccessCode_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AccessCode"
    ADD CONSTRAINT "AccessCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AccessToken"
    ADD CONSTRAINT "AccessToken_platformOAuthClientId_fkey" FOREIGN KEY ("platformOAuthClientId") REFERENCES calcom."PlatformOAuthClient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AccessToken"
    ADD CONSTRAINT "AccessToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Account"
    ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."ApiKey"
    ADD CONSTRAINT "ApiKey_appId_fkey" FOREIGN KEY ("appId") REFERENCES calcom."App"(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."ApiKey"
    ADD CONSTRAINT "ApiKey_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."ApiKey"
    ADD CONSTRAINT "ApiKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."App_RoutingForms_FormResponse"
    ADD CONSTRAINT "App_RoutingForms_FormResponse_formId_fkey" FOREIGN KEY ("formId") REFERENCES calcom."App_RoutingForms_Form"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."App_RoutingForms_FormResponse"
    ADD CONSTRAINT "App_RoutingForms_FormResponse_routedToBookingUid_fkey" FOREIGN KEY ("routedToBookingUid") REFERENCES calcom."Booking"(uid) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."App_RoutingForms_Form"
    ADD CONSTRAINT "App_RoutingForms_Form_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."App_RoutingForms_Form"
    ADD CONSTRAINT "App_RoutingForms_Form_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."App_RoutingForms_Form"
    ADD CONSTRAINT "App_RoutingForms_Form_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."App_RoutingForms_IncompleteBookingActions"
    ADD CONSTRAINT "App_RoutingForms_IncompleteBookingActions_formId_fkey" FOREIGN KEY ("formId") REFERENCES calcom."App_RoutingForms_Form"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AssignmentReason"
    ADD CONSTRAINT "AssignmentReason_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Attendee"
    ADD CONSTRAINT "Attendee_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AttributeOption"
    ADD CONSTRAINT "AttributeOption_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES calcom."Attribute"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AttributeToUser"
    ADD CONSTRAINT "AttributeToUser_attributeOptionId_fkey" FOREIGN KEY ("attributeOptionId") REFERENCES calcom."AttributeOption"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AttributeToUser"
    ADD CONSTRAINT "AttributeToUser_createdByDSyncId_fkey" FOREIGN KEY ("createdByDSyncId") REFERENCES calcom."DSyncData"("directoryId") ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."AttributeToUser"
    ADD CONSTRAINT "AttributeToUser_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."AttributeToUser"
    ADD CONSTRAINT "AttributeToUser_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES calcom."Membership"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."AttributeToUser"
    ADD CONSTRAINT "AttributeToUser_updatedByDSyncId_fkey" FOREIGN KEY ("updatedByDSyncId") REFERENCES calcom."DSyncData"("directoryId") ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."AttributeToUser"
    ADD CONSTRAINT "AttributeToUser_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."Attribute"
    ADD CONSTRAINT "Attribute_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Availability"
    ADD CONSTRAINT "Availability_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."Availability"
    ADD CONSTRAINT "Availability_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES calcom."Schedule"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."Availability"
    ADD CONSTRAINT "Availability_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."BookingInternalNote"
    ADD CONSTRAINT "BookingInternalNote_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."BookingInternalNote"
    ADD CONSTRAINT "BookingInternalNote_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY calcom."BookingInternalNote"
    ADD CONSTRAINT "BookingInternalNote_notePresetId_fkey" FOREIGN KEY ("notePresetId") REFERENCES calcom."InternalNotePreset"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."BookingReference"
    ADD CONSTRAINT "BookingReference_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."BookingReference"
    ADD CONSTRAINT "BookingReference_credentialId_fkey" FOREIGN KEY ("credentialId") REFERENCES calcom."Credential"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."BookingReference"
    ADD CONSTRAINT "BookingReference_delegationCredentialId_fkey" FOREIGN KEY ("delegationCredentialId") REFERENCES calcom."DelegationCredential"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."BookingReference"
    ADD CONSTRAINT "BookingReference_domainWideDelegationCredentialId_fkey" FOREIGN KEY ("domainWideDelegationCredentialId") REFERENCES calcom."DomainWideDelegation"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."BookingSeat"
    ADD CONSTRAINT "BookingSeat_attendeeId_fkey" FOREIGN KEY ("attendeeId") REFERENCES calcom."Attendee"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."BookingSeat"
    ADD CONSTRAINT "BookingSeat_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Booking"
    ADD CONSTRAINT "Booking_destinationCalendarId_fkey" FOREIGN KEY ("destinationCalendarId") REFERENCES calcom."DestinationCalendar"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."Booking"
    ADD CONSTRAINT "Booking_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."Booking"
    ADD CONSTRAINT "Booking_reassignById_fkey" FOREIGN KEY ("reassignById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."Booking"
    ADD CONSTRAINT "Booking_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."CalendarCache"
    ADD CONSTRAINT "CalendarCache_credentialId_fkey" FOREIGN KEY ("credentialId") REFERENCES calcom."Credential"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Credential"
    ADD CONSTRAINT "Credential_appId_fkey" FOREIGN KEY ("appId") REFERENCES calcom."App"(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Credential"
    ADD CONSTRAINT "Credential_delegationCredentialId_fkey" FOREIGN KEY ("delegationCredentialId") REFERENCES calcom."DelegationCredential"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Credential"
    ADD CONSTRAINT "Credential_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Credential"
    ADD CONSTRAINT "Credential_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DSyncData"
    ADD CONSTRAINT "DSyncData_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."OrganizationSettings"("organizationId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DSyncTeamGroupMapping"
    ADD CONSTRAINT "DSyncTeamGroupMapping_directoryId_fkey" FOREIGN KEY ("directoryId") REFERENCES calcom."DSyncData"("directoryId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DSyncTeamGroupMapping"
    ADD CONSTRAINT "DSyncTeamGroupMapping_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DelegationCredential"
    ADD CONSTRAINT "DelegationCredential_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DelegationCredential"
    ADD CONSTRAINT "DelegationCredential_workspacePlatformId_fkey" FOREIGN KEY ("workspacePlatformId") REFERENCES calcom."WorkspacePlatform"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DestinationCalendar"
    ADD CONSTRAINT "DestinationCalendar_credentialId_fkey" FOREIGN KEY ("credentialId") REFERENCES calcom."Credential"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DestinationCalendar"
    ADD CONSTRAINT "DestinationCalendar_delegationCredentialId_fkey" FOREIGN KEY ("delegationCredentialId") REFERENCES calcom."DelegationCredential"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DestinationCalendar"
    ADD CONSTRAINT "DestinationCalendar_domainWideDelegationCredentialId_fkey" FOREIGN KEY ("domainWideDelegationCredentialId") REFERENCES calcom."DomainWideDelegation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DestinationCalendar"
    ADD CONSTRAINT "DestinationCalendar_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DestinationCalendar"
    ADD CONSTRAINT "DestinationCalendar_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DomainWideDelegation"
    ADD CONSTRAINT "DomainWideDelegation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."DomainWideDelegation"
    ADD CONSTRAINT "DomainWideDelegation_workspacePlatformId_fkey" FOREIGN KEY ("workspacePlatformId") REFERENCES calcom."WorkspacePlatform"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."EventTypeCustomInput"
    ADD CONSTRAINT "EventTypeCustomInput_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."EventTypeTranslation"
    ADD CONSTRAINT "EventTypeTranslation_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY calcom."EventTypeTranslation"
    ADD CONSTRAINT "EventTypeTranslation_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."EventTypeTranslation"
    ADD CONSTRAINT "EventTypeTranslation_updatedBy_fkey" FOREIGN KEY ("updatedBy") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_instantMeetingScheduleId_fkey" FOREIGN KEY ("instantMeetingScheduleId") REFERENCES calcom."Schedule"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES calcom."Profile"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES calcom."Schedule"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_secondaryEmailId_fkey" FOREIGN KEY ("secondaryEmailId") REFERENCES calcom."SecondaryEmail"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."EventType"
    ADD CONSTRAINT "EventType_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Feedback"
    ADD CONSTRAINT "Feedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."FilterSegment"
    ADD CONSTRAINT "FilterSegment_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."FilterSegment"
    ADD CONSTRAINT "FilterSegment_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."HashedLink"
    ADD CONSTRAINT "HashedLink_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Host"
    ADD CONSTRAINT "Host_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Host"
    ADD CONSTRAINT "Host_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES calcom."Schedule"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."Host"
    ADD CONSTRAINT "Host_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Impersonations"
    ADD CONSTRAINT "Impersonations_impersonatedById_fkey" FOREIGN KEY ("impersonatedById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Impersonations"
    ADD CONSTRAINT "Impersonations_impersonatedUserId_fkey" FOREIGN KEY ("impersonatedUserId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."InstantMeetingToken"
    ADD CONSTRAINT "InstantMeetingToken_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."InstantMeetingToken"
    ADD CONSTRAINT "InstantMeetingToken_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY calcom."InternalNotePreset"
    ADD CONSTRAINT "InternalNotePreset_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY calcom."ManagedOrganization"
    ADD CONSTRAINT "ManagedOrganization_managedOrganizationId_fkey" FOREIGN KEY ("managedOrganizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."ManagedOrganization"
    ADD CONSTRAINT "ManagedOrganization_managerOrganizationId_fkey" FOREIGN KEY ("managerOrganizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Membership"
    ADD CONSTRAINT "Membership_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Membership"
    ADD CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."NotificationsSubscriptions"
    ADD CONSTRAINT "NotificationsSubscriptions_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."OrganizationOnboarding"
    ADD CONSTRAINT "OrganizationOnboarding_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."OrganizationOnboarding"
    ADD CONSTRAINT "OrganizationOnboarding_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."OrganizationSettings"
    ADD CONSTRAINT "OrganizationSettings_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."OutOfOfficeEntry"
    ADD CONSTRAINT "OutOfOfficeEntry_reasonId_fkey" FOREIGN KEY ("reasonId") REFERENCES calcom."OutOfOfficeReason"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."OutOfOfficeEntry"
    ADD CONSTRAINT "OutOfOfficeEntry_toUserId_fkey" FOREIGN KEY ("toUserId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."OutOfOfficeEntry"
    ADD CONSTRAINT "OutOfOfficeEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."OutOfOfficeReason"
    ADD CONSTRAINT "OutOfOfficeReason_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Payment"
    ADD CONSTRAINT "Payment_appId_fkey" FOREIGN KEY ("appId") REFERENCES calcom."App"(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Payment"
    ADD CONSTRAINT "Payment_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."PlatformAuthorizationToken"
    ADD CONSTRAINT "PlatformAuthorizationToken_platformOAuthClientId_fkey" FOREIGN KEY ("platformOAuthClientId") REFERENCES calcom."PlatformOAuthClient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."PlatformAuthorizationToken"
    ADD CONSTRAINT "PlatformAuthorizationToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."PlatformBilling"
    ADD CONSTRAINT "PlatformBilling_id_fkey" FOREIGN KEY (id) REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."PlatformBilling"
    ADD CONSTRAINT "PlatformBilling_managerBillingId_fkey" FOREIGN KEY ("managerBillingId") REFERENCES calcom."PlatformBilling"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."PlatformOAuthClient"
    ADD CONSTRAINT "PlatformOAuthClient_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Profile"
    ADD CONSTRAINT "Profile_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Profile"
    ADD CONSTRAINT "Profile_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."RateLimit"
    ADD CONSTRAINT "RateLimit_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES calcom."ApiKey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."RefreshToken"
    ADD CONSTRAINT "RefreshToken_platformOAuthClientId_fkey" FOREIGN KEY ("platformOAuthClientId") REFERENCES calcom."PlatformOAuthClient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."RefreshToken"
    ADD CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Schedule"
    ADD CONSTRAINT "Schedule_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."SecondaryEmail"
    ADD CONSTRAINT "SecondaryEmail_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."SelectedCalendar"
    ADD CONSTRAINT "SelectedCalendar_credentialId_fkey" FOREIGN KEY ("credentialId") REFERENCES calcom."Credential"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."SelectedCalendar"
    ADD CONSTRAINT "SelectedCalendar_delegationCredentialId_fkey" FOREIGN KEY ("delegationCredentialId") REFERENCES calcom."DelegationCredential"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."SelectedCalendar"
    ADD CONSTRAINT "SelectedCalendar_domainWideDelegationCredentialId_fkey" FOREIGN KEY ("domainWideDelegationCredentialId") REFERENCES calcom."DomainWideDelegation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."SelectedCalendar"
    ADD CONSTRAINT "SelectedCalendar_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."SelectedCalendar"
    ADD CONSTRAINT "SelectedCalendar_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Session"
    ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."TeamFeatures"
    ADD CONSTRAINT "TeamFeatures_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES calcom."Feature"(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."TeamFeatures"
    ADD CONSTRAINT "TeamFeatures_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Team"
    ADD CONSTRAINT "Team_createdByOAuthClientId_fkey" FOREIGN KEY ("createdByOAuthClientId") REFERENCES calcom."PlatformOAuthClient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Team"
    ADD CONSTRAINT "Team_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Tracking"
    ADD CONSTRAINT "Tracking_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."TravelSchedule"
    ADD CONSTRAINT "TravelSchedule_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."UserFeatures"
    ADD CONSTRAINT "UserFeatures_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES calcom."Feature"(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."UserFeatures"
    ADD CONSTRAINT "UserFeatures_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."UserPassword"
    ADD CONSTRAINT "UserPassword_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."VerificationToken"
    ADD CONSTRAINT "VerificationToken_secondaryEmailId_fkey" FOREIGN KEY ("secondaryEmailId") REFERENCES calcom."SecondaryEmail"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."VerificationToken"
    ADD CONSTRAINT "VerificationToken_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."VerifiedEmail"
    ADD CONSTRAINT "VerifiedEmail_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."VerifiedEmail"
    ADD CONSTRAINT "VerifiedEmail_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."VerifiedNumber"
    ADD CONSTRAINT "VerifiedNumber_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."VerifiedNumber"
    ADD CONSTRAINT "VerifiedNumber_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Watchlist"
    ADD CONSTRAINT "Watchlist_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Watchlist"
    ADD CONSTRAINT "Watchlist_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."WebhookScheduledTriggers"
    ADD CONSTRAINT "WebhookScheduledTriggers_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES calcom."Booking"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."WebhookScheduledTriggers"
    ADD CONSTRAINT "WebhookScheduledTriggers_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES calcom."Webhook"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Webhook"
    ADD CONSTRAINT "Webhook_appId_fkey" FOREIGN KEY ("appId") REFERENCES calcom."App"(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Webhook"
    ADD CONSTRAINT "Webhook_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Webhook"
    ADD CONSTRAINT "Webhook_platformOAuthClientId_fkey" FOREIGN KEY ("platformOAuthClientId") REFERENCES calcom."PlatformOAuthClient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Webhook"
    ADD CONSTRAINT "Webhook_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Webhook"
    ADD CONSTRAINT "Webhook_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."WorkflowReminder"
    ADD CONSTRAINT "WorkflowReminder_bookingUid_fkey" FOREIGN KEY ("bookingUid") REFERENCES calcom."Booking"(uid) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom."WorkflowReminder"
    ADD CONSTRAINT "WorkflowReminder_workflowStepId_fkey" FOREIGN KEY ("workflowStepId") REFERENCES calcom."WorkflowStep"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."WorkflowStep"
    ADD CONSTRAINT "WorkflowStep_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES calcom."Workflow"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Workflow"
    ADD CONSTRAINT "Workflow_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."Workflow"
    ADD CONSTRAINT "Workflow_userId_fkey" FOREIGN KEY ("userId") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."WorkflowsOnEventTypes"
    ADD CONSTRAINT "WorkflowsOnEventTypes_eventTypeId_fkey" FOREIGN KEY ("eventTypeId") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."WorkflowsOnEventTypes"
    ADD CONSTRAINT "WorkflowsOnEventTypes_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES calcom."Workflow"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."WorkflowsOnTeams"
    ADD CONSTRAINT "WorkflowsOnTeams_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."WorkflowsOnTeams"
    ADD CONSTRAINT "WorkflowsOnTeams_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES calcom."Workflow"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."_PlatformOAuthClientToUser"
    ADD CONSTRAINT "_PlatformOAuthClientToUser_A_fkey" FOREIGN KEY ("A") REFERENCES calcom."PlatformOAuthClient"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom."_PlatformOAuthClientToUser"
    ADD CONSTRAINT "_PlatformOAuthClientToUser_B_fkey" FOREIGN KEY ("B") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom._user_eventtype
    ADD CONSTRAINT "_user_eventtype_A_fkey" FOREIGN KEY ("A") REFERENCES calcom."EventType"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom._user_eventtype
    ADD CONSTRAINT "_user_eventtype_B_fkey" FOREIGN KEY ("B") REFERENCES calcom.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY calcom.users
    ADD CONSTRAINT "users_movedToProfileId_fkey" FOREIGN KEY ("movedToProfileId") REFERENCES calcom."Profile"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY calcom.users
    ADD CONSTRAINT "users_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES calcom."Team"(id) ON UPDATE CASCADE ON DELETE SET NULL;
`,
  cleans: [
    {
      table: "calcom.CalendarCache",
      clock: "expiresAt",
      retention:
        "expiresAt passed: set to a month after the entry is written (CACHING_TIME, packages/features/calendar-cache/calendar-cache.repository.ts:16, :149-156)",
      source: "apps/web/app/api/cron/calendar-cache-cleanup/route.ts:14",
      note: "daily at 05:00 in apps/web/vercel.json:3-6; the route answers POST only while Vercel's cron calls GET, so as written only an operator's POST (with CRON_API_KEY or CRON_SECRET) runs it",
    },
    {
      table: "calcom.WebhookScheduledTriggers",
      clock: "startAfter",
      retention: "1d after startAfter",
      source: "packages/features/webhooks/lib/handleWebhookScheduledTriggers.ts:8",
      note: "the webhookTriggers cron (apps/web/app/api/cron/webhookTriggers/route.ts:15), every minute (.github/workflows/cron-webhooks-triggers.yml:8); a trigger whose startAfter has passed is sent and then deleted (handleWebhookScheduledTriggers.ts:79), whatever its age",
    },
    {
      table: "calcom.WorkflowReminder",
      clock: "scheduledDate",
      retention: "scheduledDate passed",
      source: "packages/features/ee/workflows/api/scheduleSMSReminders.ts:31",
      note: "only SMS reminders (and any reminder retried more than once, whatever its age), every 15 minutes (.github/workflows/cron-scheduleSMSReminders.yml:8); WhatsApp reminders likewise (packages/features/ee/workflows/api/scheduleWhatsappReminders.ts:23, .github/workflows/cron-scheduleWhatsappReminders.yml:8); e-mail reminders are never deleted by age",
    },
    {
      table: "calcom.TravelSchedule",
      clock: "endDate (startDate when it has no endDate)",
      retention: "2d after endDate, or after startDate when endDate is null",
      source: "apps/web/app/api/cron/changeTimeZone/route.ts:94",
      note: "the changeTimeZone cron, hourly (.github/workflows/cron-changeTimeZone.yml:8), which first sets the user's time zone back (route.ts:71-99); a schedule that has just started without an end, or has just ended, is deleted in the same run whatever its age (route.ts:123-168)",
    },
    {
      table: "calcom.SelectedSlots",
      clock: "releaseAt",
      retention:
        "releaseAt passed: a slot reservation is held MINUTES_TO_BOOK (default 5) minutes (packages/trpc/server/routers/viewer/slots/reserveSlot.handler.ts:27)",
      source: "packages/trpc/server/routers/viewer/slots/util.ts:152",
      note: "the expired reservations of one event type, each time its available slots are read (util.ts:145), not on a schedule",
    },
    {
      table: "calcom.AccessCode",
      clock: "expiresAt",
      retention:
        "expiresAt passed: 10 minutes after the code is issued (packages/trpc/server/routers/viewer/oAuth/generateAuthCode.handler.ts:63)",
      source: "apps/web/app/api/auth/oauth/token/route.ts:44",
      note: "every expired code, of any client, each time a code is exchanged for a token (with the one exchanged), not on a schedule",
    },
    {
      table: "calcom.AccessToken",
      clock: "expiresAt",
      retention:
        "expiresAt passed: 60 minutes after the token is issued (apps/api/v2/src/modules/tokens/tokens.repository.ts:72, :127)",
      source: "apps/api/v2/src/modules/tokens/tokens.repository.ts:132",
      note: "a platform OAuth client's expired access tokens, each time one of its tokens is refreshed (API v2), not on a schedule",
    },
  ],
  shouldAsk: [
    {
      table: "calcom.Task",
      why: "the tasker's queue (sending e-mails and webhooks, CRM events, no-show triggers) with payloads that carry attendees' names and e-mail addresses, createdAt and succeededAt; its cleanup's delete is commented out (packages/features/tasker/repository.ts:177-189), so done tasks are kept for ever",
    },
    {
      table: "calcom.VerificationToken",
      why: "e-mail verification and team invitation tokens (identifier: an e-mail address) with expires; deleted when used, an expired or unused one kept for ever",
    },
    {
      table: "calcom.ResetPasswordRequest",
      why: "password reset requests (email, expires, createdAt); never deleted",
    },
    {
      table: "calcom.InstantMeetingToken",
      why: "instant meeting tokens with expires, tied to a booking; never deleted",
    },
    {
      table: "calcom.RefreshToken",
      why: "platform OAuth refresh tokens per user with expiresAt (a year); deleted when used or when the user's tokens are reissued, an expired one kept",
    },
    {
      table: "calcom.PlatformAuthorizationToken",
      why: "platform OAuth authorization codes per user with createdAt; deleted when exchanged, an unused one kept for ever",
    },
    {
      table: "calcom.ApiKey",
      why: "users' and teams' API keys with expiresAt and lastUsedAt; an expired key is refused but never deleted",
    },
    {
      table: "calcom.Session",
      why: "next-auth's session table (sessionToken, userId, expires); Cal.com signs in with JWTs (packages/features/auth/lib/next-auth-options.ts:432), so nothing writes it, and nothing deletes an expired row",
    },
    {
      table: "calcom.Feedback",
      why: "each user's feedback to Cal.com (rating, comment, date), kept for ever",
    },
  ],
  neverDelete: [
    "calcom.users",
    "calcom.UserPassword",
    "calcom.Account",
    "calcom.avatars",
    "calcom.Profile",
    "calcom.SecondaryEmail",
    "calcom.VerifiedEmail",
    "calcom.VerifiedNumber",
    "calcom.Team",
    "calcom.Membership",
    "calcom.OrganizationSettings",
    "calcom.OrganizationOnboarding",
    "calcom.ManagedOrganization",
    "calcom.TempOrgRedirect",
    "calcom.Attribute",
    "calcom.AttributeOption",
    "calcom.AttributeToUser",
    "calcom.DSyncData",
    "calcom.DSyncTeamGroupMapping",
    "calcom.EventType",
    "calcom.EventTypeCustomInput",
    "calcom.EventTypeTranslation",
    "calcom.Host",
    "calcom.HashedLink",
    "calcom._user_eventtype",
    "calcom.Schedule",
    "calcom.Availability",
    "calcom.OutOfOfficeEntry",
    "calcom.OutOfOfficeReason",
    "calcom.Booking",
    "calcom.BookingDenormalized",
    "calcom.Attendee",
    "calcom.BookingSeat",
    "calcom.BookingReference",
    "calcom.BookingInternalNote",
    "calcom.InternalNotePreset",
    "calcom.AssignmentReason",
    "calcom.Payment",
    "calcom.PlatformBilling",
    "calcom.PlatformOAuthClient",
    "calcom._PlatformOAuthClientToUser",
    "calcom.OAuthClient",
    "calcom.Credential",
    "calcom.DelegationCredential",
    "calcom.DomainWideDelegation",
    "calcom.WorkspacePlatform",
    "calcom.DestinationCalendar",
    "calcom.SelectedCalendar",
    "calcom.App",
    "calcom.App_RoutingForms_Form",
    "calcom.App_RoutingForms_FormResponse",
    "calcom.App_RoutingForms_IncompleteBookingActions",
    "calcom.AIPhoneCallConfiguration",
    "calcom.Webhook",
    "calcom.Workflow",
    "calcom.WorkflowStep",
    "calcom.WorkflowsOnEventTypes",
    "calcom.WorkflowsOnTeams",
    "calcom.WorkflowOptOutContact",
    "calcom.FilterSegment",
    "calcom.Feature",
    "calcom.TeamFeatures",
    "calcom.UserFeatures",
    "calcom.RateLimit",
    "calcom.Deployment",
    "calcom.Watchlist",
    "calcom.Impersonations",
  ],
};
