// Taiga (taiga-back, Django 3.2, Celery), from taigaio/taiga-back@3bea7114007afd83478a8d6f2a70afd70d94dc21
// (2026-04-29). Weblate, asked for first, is over the fetch size limit (5.7 GB), so Taiga was taken instead.
// Schema: its 262 Django migrations replayed by `manage.py migrate` (as docker/entrypoint.sh:13 runs it) with
// Debian's Django 3.2.25 (the version requirements.txt pins) and psycopg2 2.9.5; djmail 2.0.0, easy-thumbnails
// 2.8.5, django-sites 0.11, django-sr, serpy and bleach 4.1.0 (it pins <5) from their own repositories; premailer
// and psd-tools stubbed (imported by its modules at start, not by the migrations). Run with search_path
// taiga,public: its migration projects/0026 creates public.english_nostop and a function puts reduce_dim in public,
// both then moved into schema taiga; pg_dump --schema-only of schema taiga. All 73 tables. Django 3.2's
// AutoField is serial, and its foreign keys carry no ON DELETE (Django's collector applies on_delete itself).
//
// Cleanup: one, by age. The Celery beat entry auth-flush-expired-tokens (taiga/celery.py:41-47; beat runs in
// the async container, docker/async_entrypoint.sh:17 `celery ... worker -B`) calls the flushexpiredtokens
// command (taiga/auth/token_denylist/tasks.py:17) every FLUSH_REFRESHED_TOKENS_PERIODICITY = 3 days
// (settings/common.py:456), which deletes the outstanding refresh tokens whose expires_at has passed
// (taiga/auth/token_denylist/management/commands/flushexpiredtokens.py:43); their denylist rows go with them
// (DenylistedToken.token on_delete=CASCADE, taiga/auth/token_denylist/models.py:64, by Django's collector).
// A refresh token expires 8 days after login (settings/common.py:452).
//
// Not counted: webhooks_webhooklog, trimmed by count (the last 10 per webhook, taiga/webhooks/tasks.py:58-64);
// notifications_historychangenotification (with its history_entries and notify_users join tables), an outbox
// whose rows are deleted once their e-mails are sent (taiga/projects/notifications/services.py:388, by the
// send-bulk-emails beat entry, taiga/celery.py:34-39, after CHANGE_NOTIFICATIONS_MIN_INTERVAL of quiet,
// docker/config.py:69), not by age; the export dumps deleted EXPORTS_TTL (24h, settings/common.py:599) after
// they are made, which are files in storage (taiga/export_import/tasks.py:70-75), not rows; timeline rows deleted
// when a timeline is rebuilt or a project imported (taiga/timeline/rebuilder.py:72,
// taiga/importers/jira/normal.py:44); deletes on a person's request (projects, memberships, likes, votes,
// watchers, an account's cancellation, which anonymises the user row and keeps it, taiga/users/models.py:270-296).
// djmail's djmail_delete_old_messages command (sent messages after 183 days) is the library's, and Taiga neither
// runs it nor tells operators to; its djmail_message table is written only if an operator sets EMAIL_BACKEND to
// djmail's backend (Taiga's settings use SMTP or the console, settings/common.py:204, docker/config.py:68), so it
// is in neither list. Neither list either: django_migrations, django_content_type, auth_*, easy_thumbnails_*,
// telemetry_instancetelemetry (the instance's id), external_apps_applicationtoken (no clock), the projects'
// configuration tables (statuses, types, priorities, due dates, swimlanes, templates, modules config).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "taiga",
  framework: "django",
  source: {
    repo: "taigaio/taiga-back",
    commit: "3bea7114007afd83478a8d6f2a70afd70d94dc21",
    schemaFrom:
      "its 262 Django migrations replayed by manage.py migrate under Debian's Django 3.2.25 (the version it pins), with djmail, easy-thumbnails, django-sites, django-sr, serpy and bleach 4.1.0 from their repositories and premailer and psd-tools stubbed, then pg_dump --schema-only; its two public objects (english_nostop, reduce_dim) moved into schema taiga; all 73 tables (taken instead of Weblate, which is over the fetch size limit)",
  },
  schemas: ["taiga"],
  schemaSql: `
-- Taiga: taigaio/taiga-back@3bea7114007afd83478a8d6f2a70afd70d94dc21
-- Its 262 Django migrations replayed by manage.py migrate (Django 3.2.25, psycopg2 2.9.5) into a new
-- database with search_path taiga,public; the two objects its migrations put in public (the text search
-- configuration english_nostop, created as public.english_nostop by projects/0026, and the function
-- reduce_dim) moved into schema taiga; then pg_dump --schema-only --no-owner --no-privileges of schema taiga,
-- its comments and session SETs dropped (check_function_bodies = false kept). All 73 tables.
SET check_function_bodies = false;

CREATE SCHEMA taiga;
SET search_path TO taiga;

CREATE FUNCTION taiga.array_distinct(anyarray) RETURNS anyarray
    LANGUAGE sql
    AS $_$
              SELECT ARRAY(SELECT DISTINCT unnest($1))
            $_$;

CREATE FUNCTION taiga.clean_key_in_custom_attributes_values() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
                       DECLARE
                               key text;
                               project_id int;
                               object_id int;
                               attribute text;
                               tablename text;
                               custom_attributes_tablename text;
                         BEGIN
                               key := OLD.id::text;
                               project_id := OLD.project_id;
                               attribute := TG_ARGV[0]::text;
                               tablename := TG_ARGV[1]::text;
                               custom_attributes_tablename := TG_ARGV[2]::text;

                               EXECUTE 'UPDATE ' || quote_ident(custom_attributes_tablename) || '
                                           SET attributes_values = json_object_delete_keys(attributes_values, ' || quote_literal(key) || ')
                                          FROM ' || quote_ident(tablename) || '
                                         WHERE ' || quote_ident(tablename) || '.project_id = ' || project_id || '
                                           AND ' || quote_ident(custom_attributes_tablename) || '.' || quote_ident(attribute) || ' = ' || quote_ident(tablename) || '.id';
                               RETURN NULL;
                           END; $$;

CREATE FUNCTION taiga.inmutable_array_to_string(text[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $_$SELECT array_to_string($1, ' ', '')$_$;

CREATE FUNCTION taiga.json_object_delete_keys(json json, VARIADIC keys_to_delete text[]) RETURNS json
    LANGUAGE sql IMMUTABLE STRICT
    AS $$
                   SELECT COALESCE ((SELECT ('{' || string_agg(to_json("key") || ':' || "value", ',') || '}')
                                       FROM json_each("json")
                                      WHERE "key" <> ALL ("keys_to_delete")),
                                    '{}')::json $$;

CREATE FUNCTION taiga.json_object_delete_keys(json jsonb, VARIADIC keys_to_delete text[]) RETURNS jsonb
    LANGUAGE sql IMMUTABLE STRICT
    AS $$
                   SELECT COALESCE ((SELECT ('{' || string_agg(to_json("key") || ':' || "value", ',') || '}')
                                       FROM jsonb_each("json")
                                      WHERE "key" <> ALL ("keys_to_delete")),
                                    '{}')::text::jsonb $$;

CREATE FUNCTION taiga.reduce_dim(anyarray) RETURNS SETOF anyarray
    LANGUAGE plpgsql IMMUTABLE
    AS $_$
            DECLARE
                s $1%TYPE;
            BEGIN
                IF $1 = '{}' THEN
                    RETURN;
                END IF;
                FOREACH s SLICE 1 IN ARRAY $1 LOOP
                    RETURN NEXT s;
                END LOOP;
                RETURN;
            END;
            $_$;

CREATE FUNCTION taiga.update_project_tags_colors() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
            DECLARE
                tags text[];
                project_tags_colors text[];
                tag_color text[];
                project_tags text[];
                tag text;
                project_id integer;
            BEGIN
                tags := NEW.tags::text[];
                project_id := NEW.project_id::integer;
                project_tags := '{}';

                -- Read project tags_colors into project_tags_colors
                SELECT projects_project.tags_colors INTO project_tags_colors
                FROM projects_project
                WHERE id = project_id;

                -- Extract just the project tags to project_tags_colors
                IF project_tags_colors != ARRAY[]::text[] THEN
                    FOREACH tag_color SLICE 1 in ARRAY project_tags_colors
                    LOOP
                        project_tags := array_append(project_tags, tag_color[1]);
                    END LOOP;
                END IF;

                -- Add to project_tags_colors the new tags
                IF tags IS NOT NULL THEN
                    FOREACH tag in ARRAY tags
                    LOOP
                        IF tag != ALL(project_tags) THEN
                            project_tags_colors := array_cat(project_tags_colors,
                                                             ARRAY[ARRAY[tag, NULL]]);
                        END IF;
                    END LOOP;
                END IF;

                -- Save the result in the tags_colors column
                UPDATE projects_project
                SET tags_colors = project_tags_colors
                WHERE id = project_id;

                RETURN NULL;
            END; $$;

CREATE TEXT SEARCH DICTIONARY taiga.english_stem_nostop (
    TEMPLATE = pg_catalog.snowball,
    language = 'english' );

CREATE TEXT SEARCH CONFIGURATION taiga.english_nostop (
    PARSER = pg_catalog."default" );

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR asciiword WITH taiga.english_stem_nostop;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR word WITH taiga.english_stem_nostop;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR numword WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR email WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR url WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR host WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR sfloat WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR version WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR hword_numpart WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR hword_part WITH taiga.english_stem_nostop;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR hword_asciipart WITH taiga.english_stem_nostop;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR numhword WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR asciihword WITH taiga.english_stem_nostop;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR hword WITH taiga.english_stem_nostop;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR url_path WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR file WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR "float" WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR "int" WITH simple;

ALTER TEXT SEARCH CONFIGURATION taiga.english_nostop
    ADD MAPPING FOR uint WITH simple;

CREATE TABLE taiga.attachments_attachment (
    id integer NOT NULL,
    object_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    attached_file character varying(500),
    is_deprecated boolean NOT NULL,
    description text NOT NULL,
    "order" integer NOT NULL,
    content_type_id integer NOT NULL,
    owner_id integer,
    project_id integer NOT NULL,
    name character varying(500) NOT NULL,
    size integer,
    sha1 character varying(40) NOT NULL,
    from_comment boolean NOT NULL,
    CONSTRAINT attachments_attachment_object_id_check CHECK ((object_id >= 0))
);

CREATE SEQUENCE taiga.attachments_attachment_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.attachments_attachment_id_seq OWNED BY taiga.attachments_attachment.id;

CREATE TABLE taiga.auth_group (
    id integer NOT NULL,
    name character varying(150) NOT NULL
);

CREATE SEQUENCE taiga.auth_group_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.auth_group_id_seq OWNED BY taiga.auth_group.id;

CREATE TABLE taiga.auth_group_permissions (
    id integer NOT NULL,
    group_id integer NOT NULL,
    permission_id integer NOT NULL
);

CREATE SEQUENCE taiga.auth_group_permissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.auth_group_permissions_id_seq OWNED BY taiga.auth_group_permissions.id;

CREATE TABLE taiga.auth_permission (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    content_type_id integer NOT NULL,
    codename character varying(100) NOT NULL
);

CREATE SEQUENCE taiga.auth_permission_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.auth_permission_id_seq OWNED BY taiga.auth_permission.id;

CREATE TABLE taiga.contact_contactentry (
    id integer NOT NULL,
    comment text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    user_id integer NOT NULL
);

CREATE SEQUENCE taiga.contact_contactentry_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.contact_contactentry_id_seq OWNED BY taiga.contact_contactentry.id;

CREATE TABLE taiga.custom_attributes_epiccustomattribute (
    id integer NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    type character varying(16) NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    extra jsonb
);

CREATE SEQUENCE taiga.custom_attributes_epiccustomattribute_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_epiccustomattribute_id_seq OWNED BY taiga.custom_attributes_epiccustomattribute.id;

CREATE TABLE taiga.custom_attributes_epiccustomattributesvalues (
    id integer NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    epic_id integer NOT NULL
);

CREATE SEQUENCE taiga.custom_attributes_epiccustomattributesvalues_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_epiccustomattributesvalues_id_seq OWNED BY taiga.custom_attributes_epiccustomattributesvalues.id;

CREATE TABLE taiga.custom_attributes_issuecustomattribute (
    id integer NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    type character varying(16) NOT NULL,
    extra jsonb
);

CREATE SEQUENCE taiga.custom_attributes_issuecustomattribute_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_issuecustomattribute_id_seq OWNED BY taiga.custom_attributes_issuecustomattribute.id;

CREATE TABLE taiga.custom_attributes_issuecustomattributesvalues (
    id integer NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    issue_id integer NOT NULL
);

CREATE SEQUENCE taiga.custom_attributes_issuecustomattributesvalues_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_issuecustomattributesvalues_id_seq OWNED BY taiga.custom_attributes_issuecustomattributesvalues.id;

CREATE TABLE taiga.custom_attributes_taskcustomattribute (
    id integer NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    type character varying(16) NOT NULL,
    extra jsonb
);

CREATE SEQUENCE taiga.custom_attributes_taskcustomattribute_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_taskcustomattribute_id_seq OWNED BY taiga.custom_attributes_taskcustomattribute.id;

CREATE TABLE taiga.custom_attributes_taskcustomattributesvalues (
    id integer NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    task_id integer NOT NULL
);

CREATE SEQUENCE taiga.custom_attributes_taskcustomattributesvalues_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_taskcustomattributesvalues_id_seq OWNED BY taiga.custom_attributes_taskcustomattributesvalues.id;

CREATE TABLE taiga.custom_attributes_userstorycustomattribute (
    id integer NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    type character varying(16) NOT NULL,
    extra jsonb
);

CREATE SEQUENCE taiga.custom_attributes_userstorycustomattribute_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_userstorycustomattribute_id_seq OWNED BY taiga.custom_attributes_userstorycustomattribute.id;

CREATE TABLE taiga.custom_attributes_userstorycustomattributesvalues (
    id integer NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    user_story_id integer NOT NULL
);

CREATE SEQUENCE taiga.custom_attributes_userstorycustomattributesvalues_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.custom_attributes_userstorycustomattributesvalues_id_seq OWNED BY taiga.custom_attributes_userstorycustomattributesvalues.id;

CREATE TABLE taiga.django_admin_log (
    id integer NOT NULL,
    action_time timestamp with time zone NOT NULL,
    object_id text,
    object_repr character varying(200) NOT NULL,
    action_flag smallint NOT NULL,
    change_message text NOT NULL,
    content_type_id integer,
    user_id integer NOT NULL,
    CONSTRAINT django_admin_log_action_flag_check CHECK ((action_flag >= 0))
);

CREATE SEQUENCE taiga.django_admin_log_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.django_admin_log_id_seq OWNED BY taiga.django_admin_log.id;

CREATE TABLE taiga.django_content_type (
    id integer NOT NULL,
    app_label character varying(100) NOT NULL,
    model character varying(100) NOT NULL
);

CREATE SEQUENCE taiga.django_content_type_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.django_content_type_id_seq OWNED BY taiga.django_content_type.id;

CREATE TABLE taiga.django_migrations (
    id integer NOT NULL,
    app character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    applied timestamp with time zone NOT NULL
);

CREATE SEQUENCE taiga.django_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.django_migrations_id_seq OWNED BY taiga.django_migrations.id;

CREATE TABLE taiga.django_session (
    session_key character varying(40) NOT NULL,
    session_data text NOT NULL,
    expire_date timestamp with time zone NOT NULL
);

CREATE TABLE taiga.djmail_message (
    uuid character varying(40) NOT NULL,
    from_email character varying(1024) NOT NULL,
    to_email text NOT NULL,
    body_text text NOT NULL,
    body_html text NOT NULL,
    subject character varying(1024) NOT NULL,
    data text NOT NULL,
    retry_count smallint NOT NULL,
    status smallint NOT NULL,
    priority smallint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    sent_at timestamp with time zone,
    exception text NOT NULL
);

CREATE TABLE taiga.easy_thumbnails_source (
    id integer NOT NULL,
    storage_hash character varying(40) NOT NULL,
    name character varying(255) NOT NULL,
    modified timestamp with time zone NOT NULL
);

CREATE SEQUENCE taiga.easy_thumbnails_source_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.easy_thumbnails_source_id_seq OWNED BY taiga.easy_thumbnails_source.id;

CREATE TABLE taiga.easy_thumbnails_thumbnail (
    id integer NOT NULL,
    storage_hash character varying(40) NOT NULL,
    name character varying(255) NOT NULL,
    modified timestamp with time zone NOT NULL,
    source_id integer NOT NULL
);

CREATE SEQUENCE taiga.easy_thumbnails_thumbnail_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.easy_thumbnails_thumbnail_id_seq OWNED BY taiga.easy_thumbnails_thumbnail.id;

CREATE TABLE taiga.easy_thumbnails_thumbnaildimensions (
    id integer NOT NULL,
    thumbnail_id integer NOT NULL,
    width integer,
    height integer,
    CONSTRAINT easy_thumbnails_thumbnaildimensions_height_check CHECK ((height >= 0)),
    CONSTRAINT easy_thumbnails_thumbnaildimensions_width_check CHECK ((width >= 0))
);

CREATE SEQUENCE taiga.easy_thumbnails_thumbnaildimensions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.easy_thumbnails_thumbnaildimensions_id_seq OWNED BY taiga.easy_thumbnails_thumbnaildimensions.id;

CREATE TABLE taiga.epics_epic (
    id integer NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    epics_order bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    subject text NOT NULL,
    description text NOT NULL,
    client_requirement boolean NOT NULL,
    team_requirement boolean NOT NULL,
    assigned_to_id integer,
    owner_id integer,
    project_id integer NOT NULL,
    status_id integer,
    color character varying(32) NOT NULL,
    external_reference text[]
);

CREATE SEQUENCE taiga.epics_epic_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.epics_epic_id_seq OWNED BY taiga.epics_epic.id;

CREATE TABLE taiga.epics_relateduserstory (
    id integer NOT NULL,
    "order" bigint NOT NULL,
    epic_id integer NOT NULL,
    user_story_id integer NOT NULL
);

CREATE SEQUENCE taiga.epics_relateduserstory_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.epics_relateduserstory_id_seq OWNED BY taiga.epics_relateduserstory.id;

CREATE TABLE taiga.external_apps_application (
    id character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    icon_url text,
    web character varying(255),
    description text,
    next_url text NOT NULL
);

CREATE TABLE taiga.external_apps_applicationtoken (
    id integer NOT NULL,
    auth_code character varying(255),
    token character varying(255),
    state character varying(255),
    application_id character varying(255) NOT NULL,
    user_id integer NOT NULL
);

CREATE SEQUENCE taiga.external_apps_applicationtoken_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.external_apps_applicationtoken_id_seq OWNED BY taiga.external_apps_applicationtoken.id;

CREATE TABLE taiga.feedback_feedbackentry (
    id integer NOT NULL,
    full_name character varying(256) NOT NULL,
    email character varying(255) NOT NULL,
    comment text NOT NULL,
    created_date timestamp with time zone NOT NULL
);

CREATE SEQUENCE taiga.feedback_feedbackentry_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.feedback_feedbackentry_id_seq OWNED BY taiga.feedback_feedbackentry.id;

CREATE TABLE taiga.history_historyentry (
    id character varying(255) NOT NULL,
    "user" jsonb,
    created_at timestamp with time zone,
    type smallint,
    is_snapshot boolean,
    key character varying(255),
    diff jsonb,
    snapshot jsonb,
    "values" jsonb,
    comment text,
    comment_html text,
    delete_comment_date timestamp with time zone,
    delete_comment_user jsonb,
    is_hidden boolean,
    comment_versions jsonb,
    edit_comment_date timestamp with time zone,
    project_id integer NOT NULL,
    values_diff_cache jsonb
);

CREATE TABLE taiga.issues_issue (
    id integer NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    finished_date timestamp with time zone,
    subject text NOT NULL,
    description text NOT NULL,
    assigned_to_id integer,
    milestone_id integer,
    owner_id integer,
    priority_id integer,
    project_id integer NOT NULL,
    severity_id integer,
    status_id integer,
    type_id integer,
    external_reference text[],
    due_date date,
    due_date_reason text NOT NULL
);

CREATE SEQUENCE taiga.issues_issue_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.issues_issue_id_seq OWNED BY taiga.issues_issue.id;

CREATE TABLE taiga.likes_like (
    id integer NOT NULL,
    object_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT likes_like_object_id_check CHECK ((object_id >= 0))
);

CREATE SEQUENCE taiga.likes_like_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.likes_like_id_seq OWNED BY taiga.likes_like.id;

CREATE TABLE taiga.milestones_milestone (
    id integer NOT NULL,
    name character varying(200) NOT NULL,
    slug character varying(250) NOT NULL,
    estimated_start date NOT NULL,
    estimated_finish date NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    closed boolean NOT NULL,
    disponibility double precision,
    "order" smallint NOT NULL,
    owner_id integer,
    project_id integer NOT NULL,
    CONSTRAINT milestones_milestone_order_check CHECK (("order" >= 0))
);

CREATE SEQUENCE taiga.milestones_milestone_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.milestones_milestone_id_seq OWNED BY taiga.milestones_milestone.id;

CREATE TABLE taiga.notifications_historychangenotification (
    id integer NOT NULL,
    key character varying(255) NOT NULL,
    created_datetime timestamp with time zone NOT NULL,
    updated_datetime timestamp with time zone NOT NULL,
    history_type smallint NOT NULL,
    owner_id integer NOT NULL,
    project_id integer NOT NULL
);

CREATE TABLE taiga.notifications_historychangenotification_history_entries (
    id integer NOT NULL,
    historychangenotification_id integer NOT NULL,
    historyentry_id character varying(255) NOT NULL
);

CREATE SEQUENCE taiga.notifications_historychangenotification_history_entries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.notifications_historychangenotification_history_entries_id_seq OWNED BY taiga.notifications_historychangenotification_history_entries.id;

CREATE SEQUENCE taiga.notifications_historychangenotification_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.notifications_historychangenotification_id_seq OWNED BY taiga.notifications_historychangenotification.id;

CREATE TABLE taiga.notifications_historychangenotification_notify_users (
    id integer NOT NULL,
    historychangenotification_id integer NOT NULL,
    user_id integer NOT NULL
);

CREATE SEQUENCE taiga.notifications_historychangenotification_notify_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.notifications_historychangenotification_notify_users_id_seq OWNED BY taiga.notifications_historychangenotification_notify_users.id;

CREATE TABLE taiga.notifications_notifypolicy (
    id integer NOT NULL,
    notify_level smallint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    modified_at timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    user_id integer NOT NULL,
    live_notify_level smallint NOT NULL,
    web_notify_level boolean NOT NULL
);

CREATE SEQUENCE taiga.notifications_notifypolicy_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.notifications_notifypolicy_id_seq OWNED BY taiga.notifications_notifypolicy.id;

CREATE TABLE taiga.notifications_watched (
    id integer NOT NULL,
    object_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT notifications_watched_object_id_check CHECK ((object_id >= 0))
);

CREATE SEQUENCE taiga.notifications_watched_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.notifications_watched_id_seq OWNED BY taiga.notifications_watched.id;

CREATE TABLE taiga.notifications_webnotification (
    id integer NOT NULL,
    created timestamp with time zone NOT NULL,
    read timestamp with time zone,
    event_type integer NOT NULL,
    data jsonb NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT notifications_webnotification_event_type_check CHECK ((event_type >= 0))
);

CREATE SEQUENCE taiga.notifications_webnotification_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.notifications_webnotification_id_seq OWNED BY taiga.notifications_webnotification.id;

CREATE TABLE taiga.projects_epicstatus (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_epicstatus_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_epicstatus_id_seq OWNED BY taiga.projects_epicstatus.id;

CREATE TABLE taiga.projects_issueduedate (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    by_default boolean NOT NULL,
    color character varying(20) NOT NULL,
    days_to_due integer,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_issueduedate_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_issueduedate_id_seq OWNED BY taiga.projects_issueduedate.id;

CREATE TABLE taiga.projects_issuestatus (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    slug character varying(255) NOT NULL
);

CREATE SEQUENCE taiga.projects_issuestatus_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_issuestatus_id_seq OWNED BY taiga.projects_issuestatus.id;

CREATE TABLE taiga.projects_issuetype (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_issuetype_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_issuetype_id_seq OWNED BY taiga.projects_issuetype.id;

CREATE TABLE taiga.projects_membership (
    id integer NOT NULL,
    is_admin boolean NOT NULL,
    email character varying(255),
    created_at timestamp with time zone NOT NULL,
    token character varying(60),
    user_id integer,
    project_id integer NOT NULL,
    role_id integer NOT NULL,
    invited_by_id integer,
    invitation_extra_text text,
    user_order bigint NOT NULL
);

CREATE SEQUENCE taiga.projects_membership_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_membership_id_seq OWNED BY taiga.projects_membership.id;

CREATE TABLE taiga.projects_points (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    value double precision,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_points_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_points_id_seq OWNED BY taiga.projects_points.id;

CREATE TABLE taiga.projects_priority (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_priority_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_priority_id_seq OWNED BY taiga.projects_priority.id;

CREATE TABLE taiga.projects_project (
    id integer NOT NULL,
    tags text[],
    name character varying(250) NOT NULL,
    slug character varying(250) NOT NULL,
    description text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    total_milestones integer,
    total_story_points double precision,
    is_backlog_activated boolean NOT NULL,
    is_kanban_activated boolean NOT NULL,
    is_wiki_activated boolean NOT NULL,
    is_issues_activated boolean NOT NULL,
    videoconferences character varying(250),
    videoconferences_extra_data character varying(250),
    anon_permissions text[],
    public_permissions text[],
    is_private boolean NOT NULL,
    tags_colors text[],
    owner_id integer,
    creation_template_id integer,
    default_issue_status_id integer,
    default_issue_type_id integer,
    default_points_id integer,
    default_priority_id integer,
    default_severity_id integer,
    default_task_status_id integer,
    default_us_status_id integer,
    issues_csv_uuid character varying(32),
    tasks_csv_uuid character varying(32),
    userstories_csv_uuid character varying(32),
    is_featured boolean NOT NULL,
    is_looking_for_people boolean NOT NULL,
    total_activity integer NOT NULL,
    total_activity_last_month integer NOT NULL,
    total_activity_last_week integer NOT NULL,
    total_activity_last_year integer NOT NULL,
    total_fans integer NOT NULL,
    total_fans_last_month integer NOT NULL,
    total_fans_last_week integer NOT NULL,
    total_fans_last_year integer NOT NULL,
    totals_updated_datetime timestamp with time zone NOT NULL,
    logo character varying(500),
    looking_for_people_note text NOT NULL,
    blocked_code character varying(255),
    transfer_token character varying(255),
    is_epics_activated boolean NOT NULL,
    default_epic_status_id integer,
    epics_csv_uuid character varying(32),
    is_contact_activated boolean NOT NULL,
    default_swimlane_id integer,
    archived_code character varying(255),
    CONSTRAINT projects_project_total_activity_check CHECK ((total_activity >= 0)),
    CONSTRAINT projects_project_total_activity_last_month_check CHECK ((total_activity_last_month >= 0)),
    CONSTRAINT projects_project_total_activity_last_week_check CHECK ((total_activity_last_week >= 0)),
    CONSTRAINT projects_project_total_activity_last_year_check CHECK ((total_activity_last_year >= 0)),
    CONSTRAINT projects_project_total_fans_check CHECK ((total_fans >= 0)),
    CONSTRAINT projects_project_total_fans_last_month_check CHECK ((total_fans_last_month >= 0)),
    CONSTRAINT projects_project_total_fans_last_week_check CHECK ((total_fans_last_week >= 0)),
    CONSTRAINT projects_project_total_fans_last_year_check CHECK ((total_fans_last_year >= 0))
);

CREATE SEQUENCE taiga.projects_project_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_project_id_seq OWNED BY taiga.projects_project.id;

CREATE TABLE taiga.projects_projectmodulesconfig (
    id integer NOT NULL,
    config jsonb,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_projectmodulesconfig_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_projectmodulesconfig_id_seq OWNED BY taiga.projects_projectmodulesconfig.id;

CREATE TABLE taiga.projects_projecttemplate (
    id integer NOT NULL,
    name character varying(250) NOT NULL,
    slug character varying(250) NOT NULL,
    description text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    default_owner_role character varying(50) NOT NULL,
    is_backlog_activated boolean NOT NULL,
    is_kanban_activated boolean NOT NULL,
    is_wiki_activated boolean NOT NULL,
    is_issues_activated boolean NOT NULL,
    videoconferences character varying(250),
    videoconferences_extra_data character varying(250),
    default_options jsonb,
    us_statuses jsonb,
    points jsonb,
    task_statuses jsonb,
    issue_statuses jsonb,
    issue_types jsonb,
    priorities jsonb,
    severities jsonb,
    roles jsonb,
    "order" bigint NOT NULL,
    epic_statuses jsonb,
    is_epics_activated boolean NOT NULL,
    is_contact_activated boolean NOT NULL,
    epic_custom_attributes jsonb,
    is_looking_for_people boolean NOT NULL,
    issue_custom_attributes jsonb,
    looking_for_people_note text NOT NULL,
    tags text[],
    tags_colors text[],
    task_custom_attributes jsonb,
    us_custom_attributes jsonb,
    issue_duedates jsonb,
    task_duedates jsonb,
    us_duedates jsonb
);

CREATE SEQUENCE taiga.projects_projecttemplate_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_projecttemplate_id_seq OWNED BY taiga.projects_projecttemplate.id;

CREATE TABLE taiga.projects_severity (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_severity_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_severity_id_seq OWNED BY taiga.projects_severity.id;

CREATE TABLE taiga.projects_swimlane (
    id integer NOT NULL,
    name text NOT NULL,
    "order" bigint NOT NULL,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_swimlane_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_swimlane_id_seq OWNED BY taiga.projects_swimlane.id;

CREATE TABLE taiga.projects_swimlaneuserstorystatus (
    id integer NOT NULL,
    wip_limit integer,
    status_id integer NOT NULL,
    swimlane_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_swimlaneuserstorystatus_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_swimlaneuserstorystatus_id_seq OWNED BY taiga.projects_swimlaneuserstorystatus.id;

CREATE TABLE taiga.projects_taskduedate (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    by_default boolean NOT NULL,
    color character varying(20) NOT NULL,
    days_to_due integer,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_taskduedate_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_taskduedate_id_seq OWNED BY taiga.projects_taskduedate.id;

CREATE TABLE taiga.projects_taskstatus (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    slug character varying(255) NOT NULL
);

CREATE SEQUENCE taiga.projects_taskstatus_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_taskstatus_id_seq OWNED BY taiga.projects_taskstatus.id;

CREATE TABLE taiga.projects_userstoryduedate (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    by_default boolean NOT NULL,
    color character varying(20) NOT NULL,
    days_to_due integer,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.projects_userstoryduedate_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_userstoryduedate_id_seq OWNED BY taiga.projects_userstoryduedate.id;

CREATE TABLE taiga.projects_userstorystatus (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    wip_limit integer,
    project_id integer NOT NULL,
    slug character varying(255) NOT NULL,
    is_archived boolean NOT NULL
);

CREATE SEQUENCE taiga.projects_userstorystatus_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.projects_userstorystatus_id_seq OWNED BY taiga.projects_userstorystatus.id;

CREATE TABLE taiga.references_reference (
    id integer NOT NULL,
    object_id integer NOT NULL,
    ref bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT references_reference_object_id_check CHECK ((object_id >= 0))
);

CREATE SEQUENCE taiga.references_reference_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.references_reference_id_seq OWNED BY taiga.references_reference.id;

CREATE TABLE taiga.settings_userprojectsettings (
    id integer NOT NULL,
    homepage smallint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    modified_at timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    user_id integer NOT NULL
);

CREATE SEQUENCE taiga.settings_userprojectsettings_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.settings_userprojectsettings_id_seq OWNED BY taiga.settings_userprojectsettings.id;

CREATE TABLE taiga.tasks_task (
    id integer NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    finished_date timestamp with time zone,
    subject text NOT NULL,
    description text NOT NULL,
    is_iocaine boolean NOT NULL,
    assigned_to_id integer,
    milestone_id integer,
    owner_id integer,
    project_id integer NOT NULL,
    status_id integer,
    user_story_id integer,
    taskboard_order bigint NOT NULL,
    us_order bigint NOT NULL,
    external_reference text[],
    due_date date,
    due_date_reason text NOT NULL
);

CREATE SEQUENCE taiga.tasks_task_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.tasks_task_id_seq OWNED BY taiga.tasks_task.id;

CREATE TABLE taiga.telemetry_instancetelemetry (
    id integer NOT NULL,
    instance_id character varying(100) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE taiga.telemetry_instancetelemetry_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.telemetry_instancetelemetry_id_seq OWNED BY taiga.telemetry_instancetelemetry.id;

CREATE TABLE taiga.timeline_timeline (
    id integer NOT NULL,
    object_id integer NOT NULL,
    namespace character varying(250) NOT NULL,
    event_type character varying(250) NOT NULL,
    project_id integer,
    data jsonb NOT NULL,
    data_content_type_id integer NOT NULL,
    created timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    CONSTRAINT timeline_timeline_object_id_check CHECK ((object_id >= 0))
);

CREATE SEQUENCE taiga.timeline_timeline_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.timeline_timeline_id_seq OWNED BY taiga.timeline_timeline.id;

CREATE TABLE taiga.token_denylist_denylistedtoken (
    id bigint NOT NULL,
    denylisted_at timestamp with time zone NOT NULL,
    token_id bigint NOT NULL
);

CREATE SEQUENCE taiga.token_denylist_denylistedtoken_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.token_denylist_denylistedtoken_id_seq OWNED BY taiga.token_denylist_denylistedtoken.id;

CREATE TABLE taiga.token_denylist_outstandingtoken (
    id bigint NOT NULL,
    jti character varying(255) NOT NULL,
    token text NOT NULL,
    created_at timestamp with time zone,
    expires_at timestamp with time zone NOT NULL,
    user_id integer
);

CREATE SEQUENCE taiga.token_denylist_outstandingtoken_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.token_denylist_outstandingtoken_id_seq OWNED BY taiga.token_denylist_outstandingtoken.id;

CREATE TABLE taiga.users_authdata (
    id integer NOT NULL,
    key character varying(50) NOT NULL,
    value character varying(300) NOT NULL,
    extra jsonb NOT NULL,
    user_id integer NOT NULL
);

CREATE SEQUENCE taiga.users_authdata_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.users_authdata_id_seq OWNED BY taiga.users_authdata.id;

CREATE TABLE taiga.users_role (
    id integer NOT NULL,
    name character varying(200) NOT NULL,
    slug character varying(250) NOT NULL,
    permissions text[],
    "order" integer NOT NULL,
    computable boolean NOT NULL,
    project_id integer
);

CREATE SEQUENCE taiga.users_role_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.users_role_id_seq OWNED BY taiga.users_role.id;

CREATE TABLE taiga.users_user (
    id integer NOT NULL,
    password character varying(128) NOT NULL,
    last_login timestamp with time zone,
    is_superuser boolean NOT NULL,
    username character varying(255) NOT NULL,
    email character varying(255) NOT NULL,
    is_active boolean NOT NULL,
    full_name character varying(256) NOT NULL,
    color character varying(9) NOT NULL,
    bio text NOT NULL,
    photo character varying(500),
    date_joined timestamp with time zone NOT NULL,
    lang character varying(20),
    timezone character varying(20),
    colorize_tags boolean NOT NULL,
    token character varying(200),
    email_token character varying(200),
    new_email character varying(254),
    is_system boolean NOT NULL,
    theme character varying(100),
    max_private_projects integer,
    max_public_projects integer,
    max_memberships_private_projects integer,
    max_memberships_public_projects integer,
    uuid character varying(32) NOT NULL,
    accepted_terms boolean NOT NULL,
    read_new_terms boolean NOT NULL,
    verified_email boolean NOT NULL,
    is_staff boolean NOT NULL,
    date_cancelled timestamp with time zone
);

CREATE SEQUENCE taiga.users_user_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.users_user_id_seq OWNED BY taiga.users_user.id;

CREATE TABLE taiga.userstorage_storageentry (
    id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    key character varying(255) NOT NULL,
    value jsonb,
    owner_id integer NOT NULL
);

CREATE SEQUENCE taiga.userstorage_storageentry_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.userstorage_storageentry_id_seq OWNED BY taiga.userstorage_storageentry.id;

CREATE TABLE taiga.userstories_rolepoints (
    id integer NOT NULL,
    points_id integer,
    role_id integer NOT NULL,
    user_story_id integer NOT NULL
);

CREATE SEQUENCE taiga.userstories_rolepoints_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.userstories_rolepoints_id_seq OWNED BY taiga.userstories_rolepoints.id;

CREATE TABLE taiga.userstories_userstory (
    id integer NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    is_closed boolean NOT NULL,
    backlog_order bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    finish_date timestamp with time zone,
    subject text NOT NULL,
    description text NOT NULL,
    client_requirement boolean NOT NULL,
    team_requirement boolean NOT NULL,
    assigned_to_id integer,
    generated_from_issue_id integer,
    milestone_id integer,
    owner_id integer,
    project_id integer NOT NULL,
    status_id integer,
    sprint_order bigint NOT NULL,
    kanban_order bigint NOT NULL,
    external_reference text[],
    tribe_gig text,
    due_date date,
    due_date_reason text NOT NULL,
    generated_from_task_id integer,
    from_task_ref text,
    swimlane_id integer
);

CREATE TABLE taiga.userstories_userstory_assigned_users (
    id integer NOT NULL,
    userstory_id integer NOT NULL,
    user_id integer NOT NULL
);

CREATE SEQUENCE taiga.userstories_userstory_assigned_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.userstories_userstory_assigned_users_id_seq OWNED BY taiga.userstories_userstory_assigned_users.id;

CREATE SEQUENCE taiga.userstories_userstory_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.userstories_userstory_id_seq OWNED BY taiga.userstories_userstory.id;

CREATE TABLE taiga.votes_vote (
    id integer NOT NULL,
    object_id integer NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    CONSTRAINT votes_vote_object_id_check CHECK ((object_id >= 0))
);

CREATE SEQUENCE taiga.votes_vote_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.votes_vote_id_seq OWNED BY taiga.votes_vote.id;

CREATE TABLE taiga.votes_votes (
    id integer NOT NULL,
    object_id integer NOT NULL,
    count integer NOT NULL,
    content_type_id integer NOT NULL,
    CONSTRAINT votes_votes_count_check CHECK ((count >= 0)),
    CONSTRAINT votes_votes_object_id_check CHECK ((object_id >= 0))
);

CREATE SEQUENCE taiga.votes_votes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.votes_votes_id_seq OWNED BY taiga.votes_votes.id;

CREATE TABLE taiga.webhooks_webhook (
    id integer NOT NULL,
    url character varying(200) NOT NULL,
    key text NOT NULL,
    project_id integer NOT NULL,
    name character varying(250) NOT NULL
);

CREATE SEQUENCE taiga.webhooks_webhook_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.webhooks_webhook_id_seq OWNED BY taiga.webhooks_webhook.id;

CREATE TABLE taiga.webhooks_webhooklog (
    id integer NOT NULL,
    url character varying(200) NOT NULL,
    status integer NOT NULL,
    request_data jsonb NOT NULL,
    response_data text NOT NULL,
    webhook_id integer NOT NULL,
    created timestamp with time zone NOT NULL,
    duration double precision NOT NULL,
    request_headers jsonb NOT NULL,
    response_headers jsonb NOT NULL
);

CREATE SEQUENCE taiga.webhooks_webhooklog_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.webhooks_webhooklog_id_seq OWNED BY taiga.webhooks_webhooklog.id;

CREATE TABLE taiga.wiki_wikilink (
    id integer NOT NULL,
    title character varying(500) NOT NULL,
    href character varying(500) NOT NULL,
    "order" bigint NOT NULL,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.wiki_wikilink_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.wiki_wikilink_id_seq OWNED BY taiga.wiki_wikilink.id;

CREATE TABLE taiga.wiki_wikipage (
    id integer NOT NULL,
    version integer NOT NULL,
    slug character varying(500) NOT NULL,
    content text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    last_modifier_id integer,
    owner_id integer,
    project_id integer NOT NULL
);

CREATE SEQUENCE taiga.wiki_wikipage_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE taiga.wiki_wikipage_id_seq OWNED BY taiga.wiki_wikipage.id;

ALTER TABLE ONLY taiga.attachments_attachment ALTER COLUMN id SET DEFAULT nextval('taiga.attachments_attachment_id_seq'::regclass);

ALTER TABLE ONLY taiga.auth_group ALTER COLUMN id SET DEFAULT nextval('taiga.auth_group_id_seq'::regclass);

ALTER TABLE ONLY taiga.auth_group_permissions ALTER COLUMN id SET DEFAULT nextval('taiga.auth_group_permissions_id_seq'::regclass);

ALTER TABLE ONLY taiga.auth_permission ALTER COLUMN id SET DEFAULT nextval('taiga.auth_permission_id_seq'::regclass);

ALTER TABLE ONLY taiga.contact_contactentry ALTER COLUMN id SET DEFAULT nextval('taiga.contact_contactentry_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattribute ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_epiccustomattribute_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattributesvalues ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_epiccustomattributesvalues_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattribute ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_issuecustomattribute_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattributesvalues ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_issuecustomattributesvalues_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattribute ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_taskcustomattribute_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattributesvalues ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_taskcustomattributesvalues_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattribute ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_userstorycustomattribute_id_seq'::regclass);

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattributesvalues ALTER COLUMN id SET DEFAULT nextval('taiga.custom_attributes_userstorycustomattributesvalues_id_seq'::regclass);

ALTER TABLE ONLY taiga.django_admin_log ALTER COLUMN id SET DEFAULT nextval('taiga.django_admin_log_id_seq'::regclass);

ALTER TABLE ONLY taiga.django_content_type ALTER COLUMN id SET DEFAULT nextval('taiga.django_content_type_id_seq'::regclass);

ALTER TABLE ONLY taiga.django_migrations ALTER COLUMN id SET DEFAULT nextval('taiga.django_migrations_id_seq'::regclass);

ALTER TABLE ONLY taiga.easy_thumbnails_source ALTER COLUMN id SET DEFAULT nextval('taiga.easy_thumbnails_source_id_seq'::regclass);

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnail ALTER COLUMN id SET DEFAULT nextval('taiga.easy_thumbnails_thumbnail_id_seq'::regclass);

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnaildimensions ALTER COLUMN id SET DEFAULT nextval('taiga.easy_thumbnails_thumbnaildimensions_id_seq'::regclass);

ALTER TABLE ONLY taiga.epics_epic ALTER COLUMN id SET DEFAULT nextval('taiga.epics_epic_id_seq'::regclass);

ALTER TABLE ONLY taiga.epics_relateduserstory ALTER COLUMN id SET DEFAULT nextval('taiga.epics_relateduserstory_id_seq'::regclass);

ALTER TABLE ONLY taiga.external_apps_applicationtoken ALTER COLUMN id SET DEFAULT nextval('taiga.external_apps_applicationtoken_id_seq'::regclass);

ALTER TABLE ONLY taiga.feedback_feedbackentry ALTER COLUMN id SET DEFAULT nextval('taiga.feedback_feedbackentry_id_seq'::regclass);

ALTER TABLE ONLY taiga.issues_issue ALTER COLUMN id SET DEFAULT nextval('taiga.issues_issue_id_seq'::regclass);

ALTER TABLE ONLY taiga.likes_like ALTER COLUMN id SET DEFAULT nextval('taiga.likes_like_id_seq'::regclass);

ALTER TABLE ONLY taiga.milestones_milestone ALTER COLUMN id SET DEFAULT nextval('taiga.milestones_milestone_id_seq'::regclass);

ALTER TABLE ONLY taiga.notifications_historychangenotification ALTER COLUMN id SET DEFAULT nextval('taiga.notifications_historychangenotification_id_seq'::regclass);

ALTER TABLE ONLY taiga.notifications_historychangenotification_history_entries ALTER COLUMN id SET DEFAULT nextval('taiga.notifications_historychangenotification_history_entries_id_seq'::regclass);

ALTER TABLE ONLY taiga.notifications_historychangenotification_notify_users ALTER COLUMN id SET DEFAULT nextval('taiga.notifications_historychangenotification_notify_users_id_seq'::regclass);

ALTER TABLE ONLY taiga.notifications_notifypolicy ALTER COLUMN id SET DEFAULT nextval('taiga.notifications_notifypolicy_id_seq'::regclass);

ALTER TABLE ONLY taiga.notifications_watched ALTER COLUMN id SET DEFAULT nextval('taiga.notifications_watched_id_seq'::regclass);

ALTER TABLE ONLY taiga.notifications_webnotification ALTER COLUMN id SET DEFAULT nextval('taiga.notifications_webnotification_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_epicstatus ALTER COLUMN id SET DEFAULT nextval('taiga.projects_epicstatus_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_issueduedate ALTER COLUMN id SET DEFAULT nextval('taiga.projects_issueduedate_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_issuestatus ALTER COLUMN id SET DEFAULT nextval('taiga.projects_issuestatus_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_issuetype ALTER COLUMN id SET DEFAULT nextval('taiga.projects_issuetype_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_membership ALTER COLUMN id SET DEFAULT nextval('taiga.projects_membership_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_points ALTER COLUMN id SET DEFAULT nextval('taiga.projects_points_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_priority ALTER COLUMN id SET DEFAULT nextval('taiga.projects_priority_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_project ALTER COLUMN id SET DEFAULT nextval('taiga.projects_project_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_projectmodulesconfig ALTER COLUMN id SET DEFAULT nextval('taiga.projects_projectmodulesconfig_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_projecttemplate ALTER COLUMN id SET DEFAULT nextval('taiga.projects_projecttemplate_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_severity ALTER COLUMN id SET DEFAULT nextval('taiga.projects_severity_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_swimlane ALTER COLUMN id SET DEFAULT nextval('taiga.projects_swimlane_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_swimlaneuserstorystatus ALTER COLUMN id SET DEFAULT nextval('taiga.projects_swimlaneuserstorystatus_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_taskduedate ALTER COLUMN id SET DEFAULT nextval('taiga.projects_taskduedate_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_taskstatus ALTER COLUMN id SET DEFAULT nextval('taiga.projects_taskstatus_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_userstoryduedate ALTER COLUMN id SET DEFAULT nextval('taiga.projects_userstoryduedate_id_seq'::regclass);

ALTER TABLE ONLY taiga.projects_userstorystatus ALTER COLUMN id SET DEFAULT nextval('taiga.projects_userstorystatus_id_seq'::regclass);

ALTER TABLE ONLY taiga.references_reference ALTER COLUMN id SET DEFAULT nextval('taiga.references_reference_id_seq'::regclass);

ALTER TABLE ONLY taiga.settings_userprojectsettings ALTER COLUMN id SET DEFAULT nextval('taiga.settings_userprojectsettings_id_seq'::regclass);

ALTER TABLE ONLY taiga.tasks_task ALTER COLUMN id SET DEFAULT nextval('taiga.tasks_task_id_seq'::regclass);

ALTER TABLE ONLY taiga.telemetry_instancetelemetry ALTER COLUMN id SET DEFAULT nextval('taiga.telemetry_instancetelemetry_id_seq'::regclass);

ALTER TABLE ONLY taiga.timeline_timeline ALTER COLUMN id SET DEFAULT nextval('taiga.timeline_timeline_id_seq'::regclass);

ALTER TABLE ONLY taiga.token_denylist_denylistedtoken ALTER COLUMN id SET DEFAULT nextval('taiga.token_denylist_denylistedtoken_id_seq'::regclass);

ALTER TABLE ONLY taiga.token_denylist_outstandingtoken ALTER COLUMN id SET DEFAULT nextval('taiga.token_denylist_outstandingtoken_id_seq'::regclass);

ALTER TABLE ONLY taiga.users_authdata ALTER COLUMN id SET DEFAULT nextval('taiga.users_authdata_id_seq'::regclass);

ALTER TABLE ONLY taiga.users_role ALTER COLUMN id SET DEFAULT nextval('taiga.users_role_id_seq'::regclass);

ALTER TABLE ONLY taiga.users_user ALTER COLUMN id SET DEFAULT nextval('taiga.users_user_id_seq'::regclass);

ALTER TABLE ONLY taiga.userstorage_storageentry ALTER COLUMN id SET DEFAULT nextval('taiga.userstorage_storageentry_id_seq'::regclass);

ALTER TABLE ONLY taiga.userstories_rolepoints ALTER COLUMN id SET DEFAULT nextval('taiga.userstories_rolepoints_id_seq'::regclass);

ALTER TABLE ONLY taiga.userstories_userstory ALTER COLUMN id SET DEFAULT nextval('taiga.userstories_userstory_id_seq'::regclass);

ALTER TABLE ONLY taiga.userstories_userstory_assigned_users ALTER COLUMN id SET DEFAULT nextval('taiga.userstories_userstory_assigned_users_id_seq'::regclass);

ALTER TABLE ONLY taiga.votes_vote ALTER COLUMN id SET DEFAULT nextval('taiga.votes_vote_id_seq'::regclass);

ALTER TABLE ONLY taiga.votes_votes ALTER COLUMN id SET DEFAULT nextval('taiga.votes_votes_id_seq'::regclass);

ALTER TABLE ONLY taiga.webhooks_webhook ALTER COLUMN id SET DEFAULT nextval('taiga.webhooks_webhook_id_seq'::regclass);

ALTER TABLE ONLY taiga.webhooks_webhooklog ALTER COLUMN id SET DEFAULT nextval('taiga.webhooks_webhooklog_id_seq'::regclass);

ALTER TABLE ONLY taiga.wiki_wikilink ALTER COLUMN id SET DEFAULT nextval('taiga.wiki_wikilink_id_seq'::regclass);

ALTER TABLE ONLY taiga.wiki_wikipage ALTER COLUMN id SET DEFAULT nextval('taiga.wiki_wikipage_id_seq'::regclass);

ALTER TABLE ONLY taiga.attachments_attachment
    ADD CONSTRAINT attachments_attachment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.auth_group
    ADD CONSTRAINT auth_group_name_key UNIQUE (name);

ALTER TABLE ONLY taiga.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_group_id_permission_id_0cd325b0_uniq UNIQUE (group_id, permission_id);

ALTER TABLE ONLY taiga.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.auth_group
    ADD CONSTRAINT auth_group_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.auth_permission
    ADD CONSTRAINT auth_permission_content_type_id_codename_01ab375a_uniq UNIQUE (content_type_id, codename);

ALTER TABLE ONLY taiga.auth_permission
    ADD CONSTRAINT auth_permission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.contact_contactentry
    ADD CONSTRAINT contact_contactentry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattribute
    ADD CONSTRAINT custom_attributes_epiccu_project_id_name_3850c31d_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattribute
    ADD CONSTRAINT custom_attributes_epiccustomattribute_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattributesvalues
    ADD CONSTRAINT custom_attributes_epiccustomattributesvalues_epic_id_key UNIQUE (epic_id);

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattributesvalues
    ADD CONSTRAINT custom_attributes_epiccustomattributesvalues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattribute
    ADD CONSTRAINT custom_attributes_issuec_project_id_name_6f71f010_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattribute
    ADD CONSTRAINT custom_attributes_issuecustomattribute_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattributesvalues
    ADD CONSTRAINT custom_attributes_issuecustomattributesvalues_issue_id_key UNIQUE (issue_id);

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattributesvalues
    ADD CONSTRAINT custom_attributes_issuecustomattributesvalues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattribute
    ADD CONSTRAINT custom_attributes_taskcu_project_id_name_c1c55ac2_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattribute
    ADD CONSTRAINT custom_attributes_taskcustomattribute_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattributesvalues
    ADD CONSTRAINT custom_attributes_taskcustomattributesvalues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattributesvalues
    ADD CONSTRAINT custom_attributes_taskcustomattributesvalues_task_id_key UNIQUE (task_id);

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattribute
    ADD CONSTRAINT custom_attributes_userst_project_id_name_86c6b502_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattribute
    ADD CONSTRAINT custom_attributes_userstorycustomattribute_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattributesvalues
    ADD CONSTRAINT custom_attributes_userstorycustomattributesva_user_story_id_key UNIQUE (user_story_id);

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattributesvalues
    ADD CONSTRAINT custom_attributes_userstorycustomattributesvalues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.django_admin_log
    ADD CONSTRAINT django_admin_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.django_content_type
    ADD CONSTRAINT django_content_type_app_label_model_76bd3d3b_uniq UNIQUE (app_label, model);

ALTER TABLE ONLY taiga.django_content_type
    ADD CONSTRAINT django_content_type_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.django_migrations
    ADD CONSTRAINT django_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.django_session
    ADD CONSTRAINT django_session_pkey PRIMARY KEY (session_key);

ALTER TABLE ONLY taiga.djmail_message
    ADD CONSTRAINT djmail_message_pkey PRIMARY KEY (uuid);

ALTER TABLE ONLY taiga.easy_thumbnails_source
    ADD CONSTRAINT easy_thumbnails_source_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.easy_thumbnails_source
    ADD CONSTRAINT easy_thumbnails_source_storage_hash_name_481ce32d_uniq UNIQUE (storage_hash, name);

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnail
    ADD CONSTRAINT easy_thumbnails_thumbnai_storage_hash_name_source_fb375270_uniq UNIQUE (storage_hash, name, source_id);

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnail
    ADD CONSTRAINT easy_thumbnails_thumbnail_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnaildimensions
    ADD CONSTRAINT easy_thumbnails_thumbnaildimensions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnaildimensions
    ADD CONSTRAINT easy_thumbnails_thumbnaildimensions_thumbnail_id_key UNIQUE (thumbnail_id);

ALTER TABLE ONLY taiga.epics_epic
    ADD CONSTRAINT epics_epic_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.epics_relateduserstory
    ADD CONSTRAINT epics_relateduserstory_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.epics_relateduserstory
    ADD CONSTRAINT epics_relateduserstory_user_story_id_epic_id_ad704d40_uniq UNIQUE (user_story_id, epic_id);

ALTER TABLE ONLY taiga.external_apps_applicationtoken
    ADD CONSTRAINT external_apps_applicatio_application_id_user_id_b6a9e9a8_uniq UNIQUE (application_id, user_id);

ALTER TABLE ONLY taiga.external_apps_application
    ADD CONSTRAINT external_apps_application_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.external_apps_applicationtoken
    ADD CONSTRAINT external_apps_applicationtoken_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.feedback_feedbackentry
    ADD CONSTRAINT feedback_feedbackentry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.history_historyentry
    ADD CONSTRAINT history_historyentry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.likes_like
    ADD CONSTRAINT likes_like_content_type_id_object_id_user_id_e20903f0_uniq UNIQUE (content_type_id, object_id, user_id);

ALTER TABLE ONLY taiga.likes_like
    ADD CONSTRAINT likes_like_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.milestones_milestone
    ADD CONSTRAINT milestones_milestone_name_project_id_fe19fd36_uniq UNIQUE (name, project_id);

ALTER TABLE ONLY taiga.milestones_milestone
    ADD CONSTRAINT milestones_milestone_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.milestones_milestone
    ADD CONSTRAINT milestones_milestone_slug_project_id_e59bac6a_uniq UNIQUE (slug, project_id);

ALTER TABLE ONLY taiga.notifications_historychangenotification_notify_users
    ADD CONSTRAINT notifications_historycha_historychangenotificatio_3b0f323b_uniq UNIQUE (historychangenotification_id, user_id);

ALTER TABLE ONLY taiga.notifications_historychangenotification_history_entries
    ADD CONSTRAINT notifications_historycha_historychangenotificatio_8fb55cdd_uniq UNIQUE (historychangenotification_id, historyentry_id);

ALTER TABLE ONLY taiga.notifications_historychangenotification
    ADD CONSTRAINT notifications_historycha_key_owner_id_project_id__869f948f_uniq UNIQUE (key, owner_id, project_id, history_type);

ALTER TABLE ONLY taiga.notifications_historychangenotification_history_entries
    ADD CONSTRAINT notifications_historychangenotification_history_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.notifications_historychangenotification_notify_users
    ADD CONSTRAINT notifications_historychangenotification_notify_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.notifications_historychangenotification
    ADD CONSTRAINT notifications_historychangenotification_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.notifications_notifypolicy
    ADD CONSTRAINT notifications_notifypolicy_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.notifications_notifypolicy
    ADD CONSTRAINT notifications_notifypolicy_project_id_user_id_e7aa5cf2_uniq UNIQUE (project_id, user_id);

ALTER TABLE ONLY taiga.notifications_watched
    ADD CONSTRAINT notifications_watched_content_type_id_object_i_e7c27769_uniq UNIQUE (content_type_id, object_id, user_id, project_id);

ALTER TABLE ONLY taiga.notifications_watched
    ADD CONSTRAINT notifications_watched_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.notifications_webnotification
    ADD CONSTRAINT notifications_webnotification_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_epicstatus
    ADD CONSTRAINT projects_epicstatus_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_epicstatus
    ADD CONSTRAINT projects_epicstatus_project_id_name_b71c417e_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_epicstatus
    ADD CONSTRAINT projects_epicstatus_project_id_slug_f67857e5_uniq UNIQUE (project_id, slug);

ALTER TABLE ONLY taiga.projects_issueduedate
    ADD CONSTRAINT projects_issueduedate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_issueduedate
    ADD CONSTRAINT projects_issueduedate_project_id_name_cba303bc_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_issuestatus
    ADD CONSTRAINT projects_issuestatus_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_issuestatus
    ADD CONSTRAINT projects_issuestatus_project_id_name_a88dd6c0_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_issuestatus
    ADD CONSTRAINT projects_issuestatus_project_id_slug_ca3e758d_uniq UNIQUE (project_id, slug);

ALTER TABLE ONLY taiga.projects_issuetype
    ADD CONSTRAINT projects_issuetype_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_issuetype
    ADD CONSTRAINT projects_issuetype_project_id_name_41b47d87_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_membership
    ADD CONSTRAINT projects_membership_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_membership
    ADD CONSTRAINT projects_membership_user_id_project_id_a2829f61_uniq UNIQUE (user_id, project_id);

ALTER TABLE ONLY taiga.projects_points
    ADD CONSTRAINT projects_points_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_points
    ADD CONSTRAINT projects_points_project_id_name_900c69f4_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_priority
    ADD CONSTRAINT projects_priority_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_priority
    ADD CONSTRAINT projects_priority_project_id_name_ca316bb1_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_epic_status_id_key UNIQUE (default_epic_status_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_issue_status_id_key UNIQUE (default_issue_status_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_issue_type_id_key UNIQUE (default_issue_type_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_points_id_key UNIQUE (default_points_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_priority_id_key UNIQUE (default_priority_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_severity_id_key UNIQUE (default_severity_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_swimlane_id_key UNIQUE (default_swimlane_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_task_status_id_key UNIQUE (default_task_status_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_us_status_id_key UNIQUE (default_us_status_id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_slug_key UNIQUE (slug);

ALTER TABLE ONLY taiga.projects_projectmodulesconfig
    ADD CONSTRAINT projects_projectmodulesconfig_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_projectmodulesconfig
    ADD CONSTRAINT projects_projectmodulesconfig_project_id_key UNIQUE (project_id);

ALTER TABLE ONLY taiga.projects_projecttemplate
    ADD CONSTRAINT projects_projecttemplate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_projecttemplate
    ADD CONSTRAINT projects_projecttemplate_slug_key UNIQUE (slug);

ALTER TABLE ONLY taiga.projects_severity
    ADD CONSTRAINT projects_severity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_severity
    ADD CONSTRAINT projects_severity_project_id_name_6187c456_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_swimlane
    ADD CONSTRAINT projects_swimlane_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_swimlane
    ADD CONSTRAINT projects_swimlane_project_id_name_a949892d_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_swimlaneuserstorystatus
    ADD CONSTRAINT projects_swimlaneusersto_swimlane_id_status_id_d6ff394d_uniq UNIQUE (swimlane_id, status_id);

ALTER TABLE ONLY taiga.projects_swimlaneuserstorystatus
    ADD CONSTRAINT projects_swimlaneuserstorystatus_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_taskduedate
    ADD CONSTRAINT projects_taskduedate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_taskduedate
    ADD CONSTRAINT projects_taskduedate_project_id_name_6270950e_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_taskstatus
    ADD CONSTRAINT projects_taskstatus_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_taskstatus
    ADD CONSTRAINT projects_taskstatus_project_id_name_4b65b78f_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_taskstatus
    ADD CONSTRAINT projects_taskstatus_project_id_slug_30401ba3_uniq UNIQUE (project_id, slug);

ALTER TABLE ONLY taiga.projects_userstoryduedate
    ADD CONSTRAINT projects_userstoryduedate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_userstoryduedate
    ADD CONSTRAINT projects_userstoryduedate_project_id_name_177c510a_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_userstorystatus
    ADD CONSTRAINT projects_userstorystatus_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.projects_userstorystatus
    ADD CONSTRAINT projects_userstorystatus_project_id_name_7c0a1351_uniq UNIQUE (project_id, name);

ALTER TABLE ONLY taiga.projects_userstorystatus
    ADD CONSTRAINT projects_userstorystatus_project_id_slug_97a888b5_uniq UNIQUE (project_id, slug);

ALTER TABLE ONLY taiga.references_reference
    ADD CONSTRAINT references_reference_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.references_reference
    ADD CONSTRAINT references_reference_project_id_ref_82d64d63_uniq UNIQUE (project_id, ref);

ALTER TABLE ONLY taiga.settings_userprojectsettings
    ADD CONSTRAINT settings_userprojectsettings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.settings_userprojectsettings
    ADD CONSTRAINT settings_userprojectsettings_project_id_user_id_330ddee9_uniq UNIQUE (project_id, user_id);

ALTER TABLE ONLY taiga.tasks_task
    ADD CONSTRAINT tasks_task_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.telemetry_instancetelemetry
    ADD CONSTRAINT telemetry_instancetelemetry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.timeline_timeline
    ADD CONSTRAINT timeline_timeline_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.token_denylist_denylistedtoken
    ADD CONSTRAINT token_denylist_denylistedtoken_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.token_denylist_denylistedtoken
    ADD CONSTRAINT token_denylist_denylistedtoken_token_id_key UNIQUE (token_id);

ALTER TABLE ONLY taiga.token_denylist_outstandingtoken
    ADD CONSTRAINT token_denylist_outstandingtoken_jti_key UNIQUE (jti);

ALTER TABLE ONLY taiga.token_denylist_outstandingtoken
    ADD CONSTRAINT token_denylist_outstandingtoken_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.users_authdata
    ADD CONSTRAINT users_authdata_key_value_7ee3acc9_uniq UNIQUE (key, value);

ALTER TABLE ONLY taiga.users_authdata
    ADD CONSTRAINT users_authdata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.users_role
    ADD CONSTRAINT users_role_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.users_role
    ADD CONSTRAINT users_role_slug_project_id_db8c270c_uniq UNIQUE (slug, project_id);

ALTER TABLE ONLY taiga.users_user
    ADD CONSTRAINT users_user_email_243f6e77_uniq UNIQUE (email);

ALTER TABLE ONLY taiga.users_user
    ADD CONSTRAINT users_user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.users_user
    ADD CONSTRAINT users_user_username_key UNIQUE (username);

ALTER TABLE ONLY taiga.users_user
    ADD CONSTRAINT users_user_uuid_6fe513d7_uniq UNIQUE (uuid);

ALTER TABLE ONLY taiga.userstorage_storageentry
    ADD CONSTRAINT userstorage_storageentry_owner_id_key_746399cb_uniq UNIQUE (owner_id, key);

ALTER TABLE ONLY taiga.userstorage_storageentry
    ADD CONSTRAINT userstorage_storageentry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.userstories_rolepoints
    ADD CONSTRAINT userstories_rolepoints_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.userstories_rolepoints
    ADD CONSTRAINT userstories_rolepoints_user_story_id_role_id_dc0ba15e_uniq UNIQUE (user_story_id, role_id);

ALTER TABLE ONLY taiga.userstories_userstory_assigned_users
    ADD CONSTRAINT userstories_userstory_as_userstory_id_user_id_beae1231_uniq UNIQUE (userstory_id, user_id);

ALTER TABLE ONLY taiga.userstories_userstory_assigned_users
    ADD CONSTRAINT userstories_userstory_assigned_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstory_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.votes_vote
    ADD CONSTRAINT votes_vote_content_type_id_object_id_user_id_97d16fa0_uniq UNIQUE (content_type_id, object_id, user_id);

ALTER TABLE ONLY taiga.votes_vote
    ADD CONSTRAINT votes_vote_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.votes_votes
    ADD CONSTRAINT votes_votes_content_type_id_object_id_5abfc91b_uniq UNIQUE (content_type_id, object_id);

ALTER TABLE ONLY taiga.votes_votes
    ADD CONSTRAINT votes_votes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.webhooks_webhook
    ADD CONSTRAINT webhooks_webhook_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.webhooks_webhooklog
    ADD CONSTRAINT webhooks_webhooklog_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.wiki_wikilink
    ADD CONSTRAINT wiki_wikilink_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.wiki_wikilink
    ADD CONSTRAINT wiki_wikilink_project_id_href_a39ae7e7_uniq UNIQUE (project_id, href);

ALTER TABLE ONLY taiga.wiki_wikipage
    ADD CONSTRAINT wiki_wikipage_pkey PRIMARY KEY (id);

ALTER TABLE ONLY taiga.wiki_wikipage
    ADD CONSTRAINT wiki_wikipage_project_id_slug_cb5b63e2_uniq UNIQUE (project_id, slug);

CREATE INDEX attachments_attachment_content_type_id_35dd9d5d ON taiga.attachments_attachment USING btree (content_type_id);

CREATE INDEX attachments_attachment_content_type_id_object_id_3f2e447c_idx ON taiga.attachments_attachment USING btree (content_type_id, object_id);

CREATE INDEX attachments_attachment_owner_id_720defb8 ON taiga.attachments_attachment USING btree (owner_id);

CREATE INDEX attachments_attachment_project_id_50714f52 ON taiga.attachments_attachment USING btree (project_id);

CREATE INDEX auth_group_name_a6ea08ec_like ON taiga.auth_group USING btree (name varchar_pattern_ops);

CREATE INDEX auth_group_permissions_group_id_b120cbf9 ON taiga.auth_group_permissions USING btree (group_id);

CREATE INDEX auth_group_permissions_permission_id_84c5c92e ON taiga.auth_group_permissions USING btree (permission_id);

CREATE INDEX auth_permission_content_type_id_2f476e4b ON taiga.auth_permission USING btree (content_type_id);

CREATE INDEX contact_contactentry_project_id_27bfec4e ON taiga.contact_contactentry USING btree (project_id);

CREATE INDEX contact_contactentry_user_id_f1f19c5f ON taiga.contact_contactentry USING btree (user_id);

CREATE INDEX custom_attributes_epiccu_epic_id_d413e57a_idx ON taiga.custom_attributes_epiccustomattributesvalues USING btree (epic_id);

CREATE INDEX custom_attributes_epiccustomattribute_project_id_ad2cfaa8 ON taiga.custom_attributes_epiccustomattribute USING btree (project_id);

CREATE INDEX custom_attributes_issuec_issue_id_868161f8_idx ON taiga.custom_attributes_issuecustomattributesvalues USING btree (issue_id);

CREATE INDEX custom_attributes_issuecustomattribute_project_id_3b4acff5 ON taiga.custom_attributes_issuecustomattribute USING btree (project_id);

CREATE INDEX custom_attributes_taskcu_task_id_3d1ccf5e_idx ON taiga.custom_attributes_taskcustomattributesvalues USING btree (task_id);

CREATE INDEX custom_attributes_taskcustomattribute_project_id_f0f622a8 ON taiga.custom_attributes_taskcustomattribute USING btree (project_id);

CREATE INDEX custom_attributes_userst_user_story_id_99b10c43_idx ON taiga.custom_attributes_userstorycustomattributesvalues USING btree (user_story_id);

CREATE INDEX custom_attributes_userstorycustomattribute_project_id_2619cf6c ON taiga.custom_attributes_userstorycustomattribute USING btree (project_id);

CREATE INDEX django_admin_log_content_type_id_c4bce8eb ON taiga.django_admin_log USING btree (content_type_id);

CREATE INDEX django_admin_log_user_id_c564eba6 ON taiga.django_admin_log USING btree (user_id);

CREATE INDEX django_session_expire_date_a5c62663 ON taiga.django_session USING btree (expire_date);

CREATE INDEX django_session_session_key_c0390e0f_like ON taiga.django_session USING btree (session_key varchar_pattern_ops);

CREATE INDEX djmail_message_uuid_8dad4f24_like ON taiga.djmail_message USING btree (uuid varchar_pattern_ops);

CREATE INDEX easy_thumbnails_source_name_5fe0edc6 ON taiga.easy_thumbnails_source USING btree (name);

CREATE INDEX easy_thumbnails_source_name_5fe0edc6_like ON taiga.easy_thumbnails_source USING btree (name varchar_pattern_ops);

CREATE INDEX easy_thumbnails_source_storage_hash_946cbcc9 ON taiga.easy_thumbnails_source USING btree (storage_hash);

CREATE INDEX easy_thumbnails_source_storage_hash_946cbcc9_like ON taiga.easy_thumbnails_source USING btree (storage_hash varchar_pattern_ops);

CREATE INDEX easy_thumbnails_thumbnail_name_b5882c31 ON taiga.easy_thumbnails_thumbnail USING btree (name);

CREATE INDEX easy_thumbnails_thumbnail_name_b5882c31_like ON taiga.easy_thumbnails_thumbnail USING btree (name varchar_pattern_ops);

CREATE INDEX easy_thumbnails_thumbnail_source_id_5b57bc77 ON taiga.easy_thumbnails_thumbnail USING btree (source_id);

CREATE INDEX easy_thumbnails_thumbnail_storage_hash_f1435f49 ON taiga.easy_thumbnails_thumbnail USING btree (storage_hash);

CREATE INDEX easy_thumbnails_thumbnail_storage_hash_f1435f49_like ON taiga.easy_thumbnails_thumbnail USING btree (storage_hash varchar_pattern_ops);

CREATE INDEX epics_epic_assigned_to_id_13e08004 ON taiga.epics_epic USING btree (assigned_to_id);

CREATE INDEX epics_epic_owner_id_b09888c4 ON taiga.epics_epic USING btree (owner_id);

CREATE INDEX epics_epic_project_id_d98aaef7 ON taiga.epics_epic USING btree (project_id);

CREATE INDEX epics_epic_ref_aa52eb4a ON taiga.epics_epic USING btree (ref);

CREATE INDEX epics_epic_status_id_4cf3af1a ON taiga.epics_epic USING btree (status_id);

CREATE INDEX epics_relateduserstory_epic_id_57605230 ON taiga.epics_relateduserstory USING btree (epic_id);

CREATE INDEX epics_relateduserstory_user_story_id_329a951c ON taiga.epics_relateduserstory USING btree (user_story_id);

CREATE INDEX external_apps_application_id_e9988cf8_like ON taiga.external_apps_application USING btree (id varchar_pattern_ops);

CREATE INDEX external_apps_applicationtoken_application_id_0e934655 ON taiga.external_apps_applicationtoken USING btree (application_id);

CREATE INDEX external_apps_applicationtoken_application_id_0e934655_like ON taiga.external_apps_applicationtoken USING btree (application_id varchar_pattern_ops);

CREATE INDEX external_apps_applicationtoken_user_id_6e2f1e8a ON taiga.external_apps_applicationtoken USING btree (user_id);

CREATE INDEX history_historyentry_id_ff18cc9f_like ON taiga.history_historyentry USING btree (id varchar_pattern_ops);

CREATE INDEX history_historyentry_key_c088c4ae ON taiga.history_historyentry USING btree (key);

CREATE INDEX history_historyentry_key_c088c4ae_like ON taiga.history_historyentry USING btree (key varchar_pattern_ops);

CREATE INDEX history_historyentry_project_id_9b008f70 ON taiga.history_historyentry USING btree (project_id);

CREATE INDEX issues_issue_assigned_to_id_c6054289 ON taiga.issues_issue USING btree (assigned_to_id);

CREATE INDEX issues_issue_milestone_id_3c2695ee ON taiga.issues_issue USING btree (milestone_id);

CREATE INDEX issues_issue_owner_id_5c361b47 ON taiga.issues_issue USING btree (owner_id);

CREATE INDEX issues_issue_priority_id_93842a93 ON taiga.issues_issue USING btree (priority_id);

CREATE INDEX issues_issue_project_id_4b0f3e2f ON taiga.issues_issue USING btree (project_id);

CREATE INDEX issues_issue_ref_4c1e7f8f ON taiga.issues_issue USING btree (ref);

CREATE INDEX issues_issue_severity_id_695dade0 ON taiga.issues_issue USING btree (severity_id);

CREATE INDEX issues_issue_status_id_64473cf1 ON taiga.issues_issue USING btree (status_id);

CREATE INDEX issues_issue_type_id_c1063362 ON taiga.issues_issue USING btree (type_id);

CREATE INDEX likes_like_content_type_id_8ffc2116 ON taiga.likes_like USING btree (content_type_id);

CREATE INDEX likes_like_user_id_aae4c421 ON taiga.likes_like USING btree (user_id);

CREATE INDEX milestones_milestone_name_23fb0698 ON taiga.milestones_milestone USING btree (name);

CREATE INDEX milestones_milestone_name_23fb0698_like ON taiga.milestones_milestone USING btree (name varchar_pattern_ops);

CREATE INDEX milestones_milestone_owner_id_216ba23b ON taiga.milestones_milestone USING btree (owner_id);

CREATE INDEX milestones_milestone_project_id_6151cb75 ON taiga.milestones_milestone USING btree (project_id);

CREATE INDEX milestones_milestone_slug_08e5995e ON taiga.milestones_milestone USING btree (slug);

CREATE INDEX milestones_milestone_slug_08e5995e_like ON taiga.milestones_milestone USING btree (slug varchar_pattern_ops);

CREATE INDEX notifications_historycha_historyentry_id_ad550852_like ON taiga.notifications_historychangenotification_history_entries USING btree (historyentry_id varchar_pattern_ops);

CREATE INDEX notifications_historychang_historychangenotification__65e52ffd ON taiga.notifications_historychangenotification_history_entries USING btree (historychangenotification_id);

CREATE INDEX notifications_historychang_historychangenotification__d8e98e97 ON taiga.notifications_historychangenotification_notify_users USING btree (historychangenotification_id);

CREATE INDEX notifications_historychang_historyentry_id_ad550852 ON taiga.notifications_historychangenotification_history_entries USING btree (historyentry_id);

CREATE INDEX notifications_historychang_user_id_f7bd2448 ON taiga.notifications_historychangenotification_notify_users USING btree (user_id);

CREATE INDEX notifications_historychangenotification_owner_id_6f63be8a ON taiga.notifications_historychangenotification USING btree (owner_id);

CREATE INDEX notifications_historychangenotification_project_id_52cf5e2b ON taiga.notifications_historychangenotification USING btree (project_id);

CREATE INDEX notifications_notifypolicy_project_id_aa5da43f ON taiga.notifications_notifypolicy USING btree (project_id);

CREATE INDEX notifications_notifypolicy_user_id_2902cbeb ON taiga.notifications_notifypolicy USING btree (user_id);

CREATE INDEX notifications_watched_content_type_id_7b3ab729 ON taiga.notifications_watched USING btree (content_type_id);

CREATE INDEX notifications_watched_project_id_c88baa46 ON taiga.notifications_watched USING btree (project_id);

CREATE INDEX notifications_watched_user_id_1bce1955 ON taiga.notifications_watched USING btree (user_id);

CREATE INDEX notifications_webnotification_created_b17f50f8 ON taiga.notifications_webnotification USING btree (created);

CREATE INDEX notifications_webnotification_user_id_f32287d5 ON taiga.notifications_webnotification USING btree (user_id);

CREATE INDEX projects_epicstatus_project_id_d2c43c29 ON taiga.projects_epicstatus USING btree (project_id);

CREATE INDEX projects_epicstatus_slug_63c476c8 ON taiga.projects_epicstatus USING btree (slug);

CREATE INDEX projects_epicstatus_slug_63c476c8_like ON taiga.projects_epicstatus USING btree (slug varchar_pattern_ops);

CREATE INDEX projects_issueduedate_project_id_ec077eb7 ON taiga.projects_issueduedate USING btree (project_id);

CREATE INDEX projects_issuestatus_project_id_1988ebf4 ON taiga.projects_issuestatus USING btree (project_id);

CREATE INDEX projects_issuestatus_slug_2c528947 ON taiga.projects_issuestatus USING btree (slug);

CREATE INDEX projects_issuestatus_slug_2c528947_like ON taiga.projects_issuestatus USING btree (slug varchar_pattern_ops);

CREATE INDEX projects_issuetype_project_id_e831e4ae ON taiga.projects_issuetype USING btree (project_id);

CREATE INDEX projects_membership_invited_by_id_a2c6c913 ON taiga.projects_membership USING btree (invited_by_id);

CREATE INDEX projects_membership_project_id_5f65bf3f ON taiga.projects_membership USING btree (project_id);

CREATE INDEX projects_membership_role_id_c4bd36ef ON taiga.projects_membership USING btree (role_id);

CREATE INDEX projects_membership_user_id_13374535 ON taiga.projects_membership USING btree (user_id);

CREATE INDEX projects_points_project_id_3b8f7b42 ON taiga.projects_points USING btree (project_id);

CREATE INDEX projects_priority_project_id_936c75b2 ON taiga.projects_priority USING btree (project_id);

CREATE INDEX projects_project_creation_template_id_b5a97819 ON taiga.projects_project USING btree (creation_template_id);

CREATE INDEX projects_project_epics_csv_uuid_cb50f2ee ON taiga.projects_project USING btree (epics_csv_uuid);

CREATE INDEX projects_project_epics_csv_uuid_cb50f2ee_like ON taiga.projects_project USING btree (epics_csv_uuid varchar_pattern_ops);

CREATE INDEX projects_project_issues_csv_uuid_e6a84723 ON taiga.projects_project USING btree (issues_csv_uuid);

CREATE INDEX projects_project_issues_csv_uuid_e6a84723_like ON taiga.projects_project USING btree (issues_csv_uuid varchar_pattern_ops);

CREATE INDEX projects_project_name_id_44f44a5f_idx ON taiga.projects_project USING btree (name, id);

CREATE INDEX projects_project_owner_id_b940de39 ON taiga.projects_project USING btree (owner_id);

CREATE INDEX projects_project_slug_2d50067a_like ON taiga.projects_project USING btree (slug varchar_pattern_ops);

CREATE INDEX projects_project_tasks_csv_uuid_ecd0b1b5 ON taiga.projects_project USING btree (tasks_csv_uuid);

CREATE INDEX projects_project_tasks_csv_uuid_ecd0b1b5_like ON taiga.projects_project USING btree (tasks_csv_uuid varchar_pattern_ops);

CREATE INDEX projects_project_textquery_idx ON taiga.projects_project USING gin ((((setweight(to_tsvector('simple'::regconfig, (COALESCE(name, ''::character varying))::text), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, COALESCE(taiga.inmutable_array_to_string(tags), ''::text)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, COALESCE(description, ''::text)), 'C'::"char"))));

CREATE INDEX projects_project_total_activity_edf1a486 ON taiga.projects_project USING btree (total_activity);

CREATE INDEX projects_project_total_activity_last_month_669bff3e ON taiga.projects_project USING btree (total_activity_last_month);

CREATE INDEX projects_project_total_activity_last_week_961ca1b0 ON taiga.projects_project USING btree (total_activity_last_week);

CREATE INDEX projects_project_total_activity_last_year_12ea6dbe ON taiga.projects_project USING btree (total_activity_last_year);

CREATE INDEX projects_project_total_fans_436fe323 ON taiga.projects_project USING btree (total_fans);

CREATE INDEX projects_project_total_fans_last_month_455afdbb ON taiga.projects_project USING btree (total_fans_last_month);

CREATE INDEX projects_project_total_fans_last_week_c65146b1 ON taiga.projects_project USING btree (total_fans_last_week);

CREATE INDEX projects_project_total_fans_last_year_167b29c2 ON taiga.projects_project USING btree (total_fans_last_year);

CREATE INDEX projects_project_totals_updated_datetime_1bcc5bfa ON taiga.projects_project USING btree (totals_updated_datetime);

CREATE INDEX projects_project_userstories_csv_uuid_6e83c6c1 ON taiga.projects_project USING btree (userstories_csv_uuid);

CREATE INDEX projects_project_userstories_csv_uuid_6e83c6c1_like ON taiga.projects_project USING btree (userstories_csv_uuid varchar_pattern_ops);

CREATE INDEX projects_projecttemplate_slug_2731738e_like ON taiga.projects_projecttemplate USING btree (slug varchar_pattern_ops);

CREATE INDEX projects_severity_project_id_9ab920cd ON taiga.projects_severity USING btree (project_id);

CREATE INDEX projects_swimlane_project_id_06871cf8 ON taiga.projects_swimlane USING btree (project_id);

CREATE INDEX projects_swimlaneuserstorystatus_status_id_2f3fda91 ON taiga.projects_swimlaneuserstorystatus USING btree (status_id);

CREATE INDEX projects_swimlaneuserstorystatus_swimlane_id_1d3f2b21 ON taiga.projects_swimlaneuserstorystatus USING btree (swimlane_id);

CREATE INDEX projects_taskduedate_project_id_775d850d ON taiga.projects_taskduedate USING btree (project_id);

CREATE INDEX projects_taskstatus_project_id_8b32b2bb ON taiga.projects_taskstatus USING btree (project_id);

CREATE INDEX projects_taskstatus_slug_cf358ffa ON taiga.projects_taskstatus USING btree (slug);

CREATE INDEX projects_taskstatus_slug_cf358ffa_like ON taiga.projects_taskstatus USING btree (slug varchar_pattern_ops);

CREATE INDEX projects_userstoryduedate_project_id_ab7b1680 ON taiga.projects_userstoryduedate USING btree (project_id);

CREATE INDEX projects_userstorystatus_project_id_cdf95c9c ON taiga.projects_userstorystatus USING btree (project_id);

CREATE INDEX projects_userstorystatus_slug_d574ed51 ON taiga.projects_userstorystatus USING btree (slug);

CREATE INDEX projects_userstorystatus_slug_d574ed51_like ON taiga.projects_userstorystatus USING btree (slug varchar_pattern_ops);

CREATE INDEX references_reference_content_type_id_c134e05e ON taiga.references_reference USING btree (content_type_id);

CREATE INDEX references_reference_project_id_00275368 ON taiga.references_reference USING btree (project_id);

CREATE INDEX settings_userprojectsettings_project_id_0bc686ce ON taiga.settings_userprojectsettings USING btree (project_id);

CREATE INDEX settings_userprojectsettings_user_id_0e7fdc25 ON taiga.settings_userprojectsettings USING btree (user_id);

CREATE INDEX tasks_task_assigned_to_id_e8821f61 ON taiga.tasks_task USING btree (assigned_to_id);

CREATE INDEX tasks_task_milestone_id_64cc568f ON taiga.tasks_task USING btree (milestone_id);

CREATE INDEX tasks_task_owner_id_db3dcc3e ON taiga.tasks_task USING btree (owner_id);

CREATE INDEX tasks_task_project_id_a2815f0c ON taiga.tasks_task USING btree (project_id);

CREATE INDEX tasks_task_ref_9f55bd37 ON taiga.tasks_task USING btree (ref);

CREATE INDEX tasks_task_status_id_899d2b90 ON taiga.tasks_task USING btree (status_id);

CREATE INDEX tasks_task_user_story_id_47ceaf1d ON taiga.tasks_task USING btree (user_story_id);

CREATE INDEX timeline_ti_content_1af26f_idx ON taiga.timeline_timeline USING btree (content_type_id, object_id, created DESC);

CREATE INDEX timeline_ti_namespa_89bca1_idx ON taiga.timeline_timeline USING btree (namespace, created DESC);

CREATE INDEX timeline_timeline_content_type_id_5731a0c6 ON taiga.timeline_timeline USING btree (content_type_id);

CREATE INDEX timeline_timeline_created_4e9e3a68 ON taiga.timeline_timeline USING btree (created);

CREATE INDEX timeline_timeline_data_content_type_id_0689742e ON taiga.timeline_timeline USING btree (data_content_type_id);

CREATE INDEX timeline_timeline_event_type_cb2fcdb2 ON taiga.timeline_timeline USING btree (event_type);

CREATE INDEX timeline_timeline_event_type_cb2fcdb2_like ON taiga.timeline_timeline USING btree (event_type varchar_pattern_ops);

CREATE INDEX timeline_timeline_namespace_26f217ed ON taiga.timeline_timeline USING btree (namespace);

CREATE INDEX timeline_timeline_namespace_26f217ed_like ON taiga.timeline_timeline USING btree (namespace varchar_pattern_ops);

CREATE INDEX timeline_timeline_project_id_58d5eadd ON taiga.timeline_timeline USING btree (project_id);

CREATE INDEX token_denylist_outstandingtoken_jti_70fa66b5_like ON taiga.token_denylist_outstandingtoken USING btree (jti varchar_pattern_ops);

CREATE INDEX token_denylist_outstandingtoken_user_id_c6f48986 ON taiga.token_denylist_outstandingtoken USING btree (user_id);

CREATE INDEX users_authdata_key_c3b89eef ON taiga.users_authdata USING btree (key);

CREATE INDEX users_authdata_key_c3b89eef_like ON taiga.users_authdata USING btree (key varchar_pattern_ops);

CREATE INDEX users_authdata_user_id_9625853a ON taiga.users_authdata USING btree (user_id);

CREATE INDEX users_role_project_id_2837f877 ON taiga.users_role USING btree (project_id);

CREATE INDEX users_role_slug_ce33b471 ON taiga.users_role USING btree (slug);

CREATE INDEX users_role_slug_ce33b471_like ON taiga.users_role USING btree (slug varchar_pattern_ops);

CREATE INDEX users_user_email_243f6e77_like ON taiga.users_user USING btree (email varchar_pattern_ops);

CREATE INDEX users_user_upper_idx ON taiga.users_user USING btree (upper('username'::text));

CREATE INDEX users_user_upper_idx1 ON taiga.users_user USING btree (upper('email'::text));

CREATE INDEX users_user_username_06e46fe6_like ON taiga.users_user USING btree (username varchar_pattern_ops);

CREATE INDEX users_user_uuid_6fe513d7_like ON taiga.users_user USING btree (uuid varchar_pattern_ops);

CREATE INDEX userstorage_storageentry_owner_id_c4c1ffc0 ON taiga.userstorage_storageentry USING btree (owner_id);

CREATE INDEX userstories_rolepoints_points_id_cfcc5a79 ON taiga.userstories_rolepoints USING btree (points_id);

CREATE INDEX userstories_rolepoints_role_id_94ac7663 ON taiga.userstories_rolepoints USING btree (role_id);

CREATE INDEX userstories_rolepoints_user_story_id_ddb4c558 ON taiga.userstories_rolepoints USING btree (user_story_id);

CREATE INDEX userstories_userstory_assigned_to_id_5ba80653 ON taiga.userstories_userstory USING btree (assigned_to_id);

CREATE INDEX userstories_userstory_assigned_users_user_id_6de6e8a7 ON taiga.userstories_userstory_assigned_users USING btree (user_id);

CREATE INDEX userstories_userstory_assigned_users_userstory_id_fcb98e26 ON taiga.userstories_userstory_assigned_users USING btree (userstory_id);

CREATE INDEX userstories_userstory_generated_from_issue_id_afe43198 ON taiga.userstories_userstory USING btree (generated_from_issue_id);

CREATE INDEX userstories_userstory_generated_from_task_id_8e958d43 ON taiga.userstories_userstory USING btree (generated_from_task_id);

CREATE INDEX userstories_userstory_milestone_id_37f31d22 ON taiga.userstories_userstory USING btree (milestone_id);

CREATE INDEX userstories_userstory_owner_id_df53c64e ON taiga.userstories_userstory USING btree (owner_id);

CREATE INDEX userstories_userstory_project_id_03e85e9c ON taiga.userstories_userstory USING btree (project_id);

CREATE INDEX userstories_userstory_ref_824701c0 ON taiga.userstories_userstory USING btree (ref);

CREATE INDEX userstories_userstory_status_id_858671dd ON taiga.userstories_userstory USING btree (status_id);

CREATE INDEX userstories_userstory_swimlane_id_8ecab79d ON taiga.userstories_userstory USING btree (swimlane_id);

CREATE INDEX votes_vote_content_type_id_c8375fe1 ON taiga.votes_vote USING btree (content_type_id);

CREATE INDEX votes_vote_user_id_24a74629 ON taiga.votes_vote USING btree (user_id);

CREATE INDEX votes_votes_content_type_id_29583576 ON taiga.votes_votes USING btree (content_type_id);

CREATE INDEX webhooks_webhook_project_id_76846b5e ON taiga.webhooks_webhook USING btree (project_id);

CREATE INDEX webhooks_webhooklog_webhook_id_646c2008 ON taiga.webhooks_webhooklog USING btree (webhook_id);

CREATE INDEX wiki_wikilink_href_46ee8855 ON taiga.wiki_wikilink USING btree (href);

CREATE INDEX wiki_wikilink_href_46ee8855_like ON taiga.wiki_wikilink USING btree (href varchar_pattern_ops);

CREATE INDEX wiki_wikilink_project_id_7dc700d7 ON taiga.wiki_wikilink USING btree (project_id);

CREATE INDEX wiki_wikipage_last_modifier_id_38be071c ON taiga.wiki_wikipage USING btree (last_modifier_id);

CREATE INDEX wiki_wikipage_owner_id_f1f6c5fd ON taiga.wiki_wikipage USING btree (owner_id);

CREATE INDEX wiki_wikipage_project_id_03a1e2ca ON taiga.wiki_wikipage USING btree (project_id);

CREATE INDEX wiki_wikipage_slug_10d80dc1 ON taiga.wiki_wikipage USING btree (slug);

CREATE INDEX wiki_wikipage_slug_10d80dc1_like ON taiga.wiki_wikipage USING btree (slug varchar_pattern_ops);

CREATE TRIGGER update_epiccustomvalues_after_remove_epiccustomattribute AFTER DELETE ON taiga.custom_attributes_epiccustomattribute FOR EACH ROW EXECUTE FUNCTION taiga.clean_key_in_custom_attributes_values('epic_id', 'epics_epic', 'custom_attributes_epiccustomattributesvalues');

CREATE TRIGGER update_issuecustomvalues_after_remove_issuecustomattribute AFTER DELETE ON taiga.custom_attributes_issuecustomattribute FOR EACH ROW EXECUTE FUNCTION taiga.clean_key_in_custom_attributes_values('issue_id', 'issues_issue', 'custom_attributes_issuecustomattributesvalues');

CREATE TRIGGER update_project_tags_colors_on_epic_insert AFTER INSERT ON taiga.epics_epic FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_project_tags_colors_on_epic_update AFTER UPDATE ON taiga.epics_epic FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_project_tags_colors_on_issue_insert AFTER INSERT ON taiga.issues_issue FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_project_tags_colors_on_issue_update AFTER UPDATE ON taiga.issues_issue FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_project_tags_colors_on_task_insert AFTER INSERT ON taiga.tasks_task FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_project_tags_colors_on_task_update AFTER UPDATE ON taiga.tasks_task FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_project_tags_colors_on_userstory_insert AFTER INSERT ON taiga.userstories_userstory FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_project_tags_colors_on_userstory_update AFTER UPDATE ON taiga.userstories_userstory FOR EACH ROW EXECUTE FUNCTION taiga.update_project_tags_colors();

CREATE TRIGGER update_taskcustomvalues_after_remove_taskcustomattribute AFTER DELETE ON taiga.custom_attributes_taskcustomattribute FOR EACH ROW EXECUTE FUNCTION taiga.clean_key_in_custom_attributes_values('task_id', 'tasks_task', 'custom_attributes_taskcustomattributesvalues');

CREATE TRIGGER update_userstorycustomvalues_after_remove_userstorycustomattrib AFTER DELETE ON taiga.custom_attributes_userstorycustomattribute FOR EACH ROW EXECUTE FUNCTION taiga.clean_key_in_custom_attributes_values('user_story_id', 'userstories_userstory', 'custom_attributes_userstorycustomattributesvalues');

ALTER TABLE ONLY taiga.attachments_attachment
    ADD CONSTRAINT attachments_attachme_content_type_id_35dd9d5d_fk_django_co FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.attachments_attachment
    ADD CONSTRAINT attachments_attachme_project_id_50714f52_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.attachments_attachment
    ADD CONSTRAINT attachments_attachment_owner_id_720defb8_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.auth_group_permissions
    ADD CONSTRAINT auth_group_permissio_permission_id_84c5c92e_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES taiga.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_group_id_b120cbf9_fk_auth_group_id FOREIGN KEY (group_id) REFERENCES taiga.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.auth_permission
    ADD CONSTRAINT auth_permission_content_type_id_2f476e4b_fk_django_co FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.contact_contactentry
    ADD CONSTRAINT contact_contactentry_project_id_27bfec4e_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.contact_contactentry
    ADD CONSTRAINT contact_contactentry_user_id_f1f19c5f_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattributesvalues
    ADD CONSTRAINT custom_attributes_ep_epic_id_d413e57a_fk_epics_epi FOREIGN KEY (epic_id) REFERENCES taiga.epics_epic(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_epiccustomattribute
    ADD CONSTRAINT custom_attributes_ep_project_id_ad2cfaa8_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattributesvalues
    ADD CONSTRAINT custom_attributes_is_issue_id_868161f8_fk_issues_is FOREIGN KEY (issue_id) REFERENCES taiga.issues_issue(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_issuecustomattribute
    ADD CONSTRAINT custom_attributes_is_project_id_3b4acff5_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattribute
    ADD CONSTRAINT custom_attributes_ta_project_id_f0f622a8_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_taskcustomattributesvalues
    ADD CONSTRAINT custom_attributes_ta_task_id_3d1ccf5e_fk_tasks_tas FOREIGN KEY (task_id) REFERENCES taiga.tasks_task(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattribute
    ADD CONSTRAINT custom_attributes_us_project_id_2619cf6c_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.custom_attributes_userstorycustomattributesvalues
    ADD CONSTRAINT custom_attributes_us_user_story_id_99b10c43_fk_userstori FOREIGN KEY (user_story_id) REFERENCES taiga.userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.django_admin_log
    ADD CONSTRAINT django_admin_log_content_type_id_c4bce8eb_fk_django_co FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.django_admin_log
    ADD CONSTRAINT django_admin_log_user_id_c564eba6_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnail
    ADD CONSTRAINT easy_thumbnails_thum_source_id_5b57bc77_fk_easy_thum FOREIGN KEY (source_id) REFERENCES taiga.easy_thumbnails_source(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.easy_thumbnails_thumbnaildimensions
    ADD CONSTRAINT easy_thumbnails_thum_thumbnail_id_c3a0c549_fk_easy_thum FOREIGN KEY (thumbnail_id) REFERENCES taiga.easy_thumbnails_thumbnail(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.epics_epic
    ADD CONSTRAINT epics_epic_assigned_to_id_13e08004_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.epics_epic
    ADD CONSTRAINT epics_epic_owner_id_b09888c4_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.epics_epic
    ADD CONSTRAINT epics_epic_project_id_d98aaef7_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.epics_epic
    ADD CONSTRAINT epics_epic_status_id_4cf3af1a_fk_projects_epicstatus_id FOREIGN KEY (status_id) REFERENCES taiga.projects_epicstatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.epics_relateduserstory
    ADD CONSTRAINT epics_relatedusersto_user_story_id_329a951c_fk_userstori FOREIGN KEY (user_story_id) REFERENCES taiga.userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.epics_relateduserstory
    ADD CONSTRAINT epics_relateduserstory_epic_id_57605230_fk_epics_epic_id FOREIGN KEY (epic_id) REFERENCES taiga.epics_epic(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.external_apps_applicationtoken
    ADD CONSTRAINT external_apps_applic_application_id_0e934655_fk_external_ FOREIGN KEY (application_id) REFERENCES taiga.external_apps_application(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.external_apps_applicationtoken
    ADD CONSTRAINT external_apps_applic_user_id_6e2f1e8a_fk_users_use FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.history_historyentry
    ADD CONSTRAINT history_historyentry_project_id_9b008f70_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_assigned_to_id_c6054289_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_milestone_id_3c2695ee_fk_milestones_milestone_id FOREIGN KEY (milestone_id) REFERENCES taiga.milestones_milestone(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_owner_id_5c361b47_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_priority_id_93842a93_fk_projects_priority_id FOREIGN KEY (priority_id) REFERENCES taiga.projects_priority(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_project_id_4b0f3e2f_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_severity_id_695dade0_fk_projects_severity_id FOREIGN KEY (severity_id) REFERENCES taiga.projects_severity(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_status_id_64473cf1_fk_projects_issuestatus_id FOREIGN KEY (status_id) REFERENCES taiga.projects_issuestatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.issues_issue
    ADD CONSTRAINT issues_issue_type_id_c1063362_fk_projects_issuetype_id FOREIGN KEY (type_id) REFERENCES taiga.projects_issuetype(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.likes_like
    ADD CONSTRAINT likes_like_content_type_id_8ffc2116_fk_django_content_type_id FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.likes_like
    ADD CONSTRAINT likes_like_user_id_aae4c421_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.milestones_milestone
    ADD CONSTRAINT milestones_milestone_owner_id_216ba23b_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.milestones_milestone
    ADD CONSTRAINT milestones_milestone_project_id_6151cb75_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_historychangenotification_history_entries
    ADD CONSTRAINT notifications_histor_historychangenotific_65e52ffd_fk_notificat FOREIGN KEY (historychangenotification_id) REFERENCES taiga.notifications_historychangenotification(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_historychangenotification_notify_users
    ADD CONSTRAINT notifications_histor_historychangenotific_d8e98e97_fk_notificat FOREIGN KEY (historychangenotification_id) REFERENCES taiga.notifications_historychangenotification(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_historychangenotification_history_entries
    ADD CONSTRAINT notifications_histor_historyentry_id_ad550852_fk_history_h FOREIGN KEY (historyentry_id) REFERENCES taiga.history_historyentry(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_historychangenotification
    ADD CONSTRAINT notifications_histor_owner_id_6f63be8a_fk_users_use FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_historychangenotification
    ADD CONSTRAINT notifications_histor_project_id_52cf5e2b_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_historychangenotification_notify_users
    ADD CONSTRAINT notifications_histor_user_id_f7bd2448_fk_users_use FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_notifypolicy
    ADD CONSTRAINT notifications_notify_project_id_aa5da43f_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_notifypolicy
    ADD CONSTRAINT notifications_notifypolicy_user_id_2902cbeb_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_watched
    ADD CONSTRAINT notifications_watche_content_type_id_7b3ab729_fk_django_co FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_watched
    ADD CONSTRAINT notifications_watche_project_id_c88baa46_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_watched
    ADD CONSTRAINT notifications_watched_user_id_1bce1955_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.notifications_webnotification
    ADD CONSTRAINT notifications_webnotification_user_id_f32287d5_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_epicstatus
    ADD CONSTRAINT projects_epicstatus_project_id_d2c43c29_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_issueduedate
    ADD CONSTRAINT projects_issueduedat_project_id_ec077eb7_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_issuestatus
    ADD CONSTRAINT projects_issuestatus_project_id_1988ebf4_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_issuetype
    ADD CONSTRAINT projects_issuetype_project_id_e831e4ae_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_membership
    ADD CONSTRAINT projects_membership_invited_by_id_a2c6c913_fk_users_user_id FOREIGN KEY (invited_by_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_membership
    ADD CONSTRAINT projects_membership_project_id_5f65bf3f_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_membership
    ADD CONSTRAINT projects_membership_role_id_c4bd36ef_fk_users_role_id FOREIGN KEY (role_id) REFERENCES taiga.users_role(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_membership
    ADD CONSTRAINT projects_membership_user_id_13374535_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_points
    ADD CONSTRAINT projects_points_project_id_3b8f7b42_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_priority
    ADD CONSTRAINT projects_priority_project_id_936c75b2_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_creation_template_id_b5a97819_fk_projects_ FOREIGN KEY (creation_template_id) REFERENCES taiga.projects_projecttemplate(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_epic_status__1915e581_fk_projects_ FOREIGN KEY (default_epic_status_id) REFERENCES taiga.projects_epicstatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_issue_status_6aebe7fd_fk_projects_ FOREIGN KEY (default_issue_status_id) REFERENCES taiga.projects_issuestatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_issue_type_i_89e9b202_fk_projects_ FOREIGN KEY (default_issue_type_id) REFERENCES taiga.projects_issuetype(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_points_id_6c6701c2_fk_projects_ FOREIGN KEY (default_points_id) REFERENCES taiga.projects_points(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_priority_id_498ad5e0_fk_projects_ FOREIGN KEY (default_priority_id) REFERENCES taiga.projects_priority(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_severity_id_34b7fa94_fk_projects_ FOREIGN KEY (default_severity_id) REFERENCES taiga.projects_severity(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_swimlane_id_14643d1a_fk_projects_ FOREIGN KEY (default_swimlane_id) REFERENCES taiga.projects_swimlane(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_task_status__3be95fee_fk_projects_ FOREIGN KEY (default_task_status_id) REFERENCES taiga.projects_taskstatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_default_us_status_id_cc989d55_fk_projects_ FOREIGN KEY (default_us_status_id) REFERENCES taiga.projects_userstorystatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_project
    ADD CONSTRAINT projects_project_owner_id_b940de39_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_projectmodulesconfig
    ADD CONSTRAINT projects_projectmodu_project_id_eff1c253_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_severity
    ADD CONSTRAINT projects_severity_project_id_9ab920cd_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_swimlane
    ADD CONSTRAINT projects_swimlane_project_id_06871cf8_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_swimlaneuserstorystatus
    ADD CONSTRAINT projects_swimlaneuse_status_id_2f3fda91_fk_projects_ FOREIGN KEY (status_id) REFERENCES taiga.projects_userstorystatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_swimlaneuserstorystatus
    ADD CONSTRAINT projects_swimlaneuse_swimlane_id_1d3f2b21_fk_projects_ FOREIGN KEY (swimlane_id) REFERENCES taiga.projects_swimlane(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_taskduedate
    ADD CONSTRAINT projects_taskduedate_project_id_775d850d_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_taskstatus
    ADD CONSTRAINT projects_taskstatus_project_id_8b32b2bb_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_userstoryduedate
    ADD CONSTRAINT projects_userstorydu_project_id_ab7b1680_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.projects_userstorystatus
    ADD CONSTRAINT projects_userstoryst_project_id_cdf95c9c_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.references_reference
    ADD CONSTRAINT references_reference_content_type_id_c134e05e_fk_django_co FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.references_reference
    ADD CONSTRAINT references_reference_project_id_00275368_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.settings_userprojectsettings
    ADD CONSTRAINT settings_userproject_project_id_0bc686ce_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.settings_userprojectsettings
    ADD CONSTRAINT settings_userprojectsettings_user_id_0e7fdc25_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.tasks_task
    ADD CONSTRAINT tasks_task_assigned_to_id_e8821f61_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.tasks_task
    ADD CONSTRAINT tasks_task_milestone_id_64cc568f_fk_milestones_milestone_id FOREIGN KEY (milestone_id) REFERENCES taiga.milestones_milestone(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.tasks_task
    ADD CONSTRAINT tasks_task_owner_id_db3dcc3e_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.tasks_task
    ADD CONSTRAINT tasks_task_project_id_a2815f0c_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.tasks_task
    ADD CONSTRAINT tasks_task_status_id_899d2b90_fk_projects_taskstatus_id FOREIGN KEY (status_id) REFERENCES taiga.projects_taskstatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.tasks_task
    ADD CONSTRAINT tasks_task_user_story_id_47ceaf1d_fk_userstories_userstory_id FOREIGN KEY (user_story_id) REFERENCES taiga.userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.timeline_timeline
    ADD CONSTRAINT timeline_timeline_content_type_id_5731a0c6_fk_django_co FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.timeline_timeline
    ADD CONSTRAINT timeline_timeline_data_content_type_id_0689742e_fk_django_co FOREIGN KEY (data_content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.timeline_timeline
    ADD CONSTRAINT timeline_timeline_project_id_58d5eadd_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.token_denylist_denylistedtoken
    ADD CONSTRAINT token_denylist_denyl_token_id_dca79910_fk_token_den FOREIGN KEY (token_id) REFERENCES taiga.token_denylist_outstandingtoken(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.token_denylist_outstandingtoken
    ADD CONSTRAINT token_denylist_outst_user_id_c6f48986_fk_users_use FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.users_authdata
    ADD CONSTRAINT users_authdata_user_id_9625853a_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.users_role
    ADD CONSTRAINT users_role_project_id_2837f877_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstorage_storageentry
    ADD CONSTRAINT userstorage_storageentry_owner_id_c4c1ffc0_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_rolepoints
    ADD CONSTRAINT userstories_rolepoin_user_story_id_ddb4c558_fk_userstori FOREIGN KEY (user_story_id) REFERENCES taiga.userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_rolepoints
    ADD CONSTRAINT userstories_rolepoints_points_id_cfcc5a79_fk_projects_points_id FOREIGN KEY (points_id) REFERENCES taiga.projects_points(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_rolepoints
    ADD CONSTRAINT userstories_rolepoints_role_id_94ac7663_fk_users_role_id FOREIGN KEY (role_id) REFERENCES taiga.users_role(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstor_generated_from_issue_afe43198_fk_issues_is FOREIGN KEY (generated_from_issue_id) REFERENCES taiga.issues_issue(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstor_generated_from_task__8e958d43_fk_tasks_tas FOREIGN KEY (generated_from_task_id) REFERENCES taiga.tasks_task(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstor_milestone_id_37f31d22_fk_milestone FOREIGN KEY (milestone_id) REFERENCES taiga.milestones_milestone(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstor_project_id_03e85e9c_fk_projects_ FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstor_status_id_858671dd_fk_projects_ FOREIGN KEY (status_id) REFERENCES taiga.projects_userstorystatus(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstor_swimlane_id_8ecab79d_fk_projects_ FOREIGN KEY (swimlane_id) REFERENCES taiga.projects_swimlane(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory_assigned_users
    ADD CONSTRAINT userstories_userstor_user_id_6de6e8a7_fk_users_use FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory_assigned_users
    ADD CONSTRAINT userstories_userstor_userstory_id_fcb98e26_fk_userstori FOREIGN KEY (userstory_id) REFERENCES taiga.userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstory_assigned_to_id_5ba80653_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.userstories_userstory
    ADD CONSTRAINT userstories_userstory_owner_id_df53c64e_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.votes_vote
    ADD CONSTRAINT votes_vote_content_type_id_c8375fe1_fk_django_content_type_id FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.votes_vote
    ADD CONSTRAINT votes_vote_user_id_24a74629_fk_users_user_id FOREIGN KEY (user_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.votes_votes
    ADD CONSTRAINT votes_votes_content_type_id_29583576_fk_django_content_type_id FOREIGN KEY (content_type_id) REFERENCES taiga.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.webhooks_webhook
    ADD CONSTRAINT webhooks_webhook_project_id_76846b5e_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.webhooks_webhooklog
    ADD CONSTRAINT webhooks_webhooklog_webhook_id_646c2008_fk_webhooks_webhook_id FOREIGN KEY (webhook_id) REFERENCES taiga.webhooks_webhook(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.wiki_wikilink
    ADD CONSTRAINT wiki_wikilink_project_id_7dc700d7_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.wiki_wikipage
    ADD CONSTRAINT wiki_wikipage_last_modifier_id_38be071c_fk_users_user_id FOREIGN KEY (last_modifier_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.wiki_wikipage
    ADD CONSTRAINT wiki_wikipage_owner_id_f1f6c5fd_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES taiga.users_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY taiga.wiki_wikipage
    ADD CONSTRAINT wiki_wikipage_project_id_03a1e2ca_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES taiga.projects_project(id) DEFERRABLE INITIALLY DEFERRED;
`,
  cleans: [
    {
      table: "taiga.token_denylist_outstandingtoken",
      clock: "expires_at",
      retention:
        "expires_at passed (a refresh token expires 8d after login, settings/common.py:452)",
      source: "taiga/auth/token_denylist/management/commands/flushexpiredtokens.py:43",
      note: "the flushexpiredtokens command, run by the Celery beat entry auth-flush-expired-tokens (taiga/celery.py:41-47, taiga/auth/token_denylist/tasks.py:17) every FLUSH_REFRESHED_TOKENS_PERIODICITY = 3 days (settings/common.py:456); one row per login with the refresh token itself",
    },
    {
      table: "taiga.token_denylist_denylistedtoken",
      clock: "expires_at of its outstanding token",
      retention: "as its outstanding token (expires_at passed)",
      source: "taiga/auth/token_denylist/management/commands/flushexpiredtokens.py:43",
      note: "deleted with its outstanding token (on_delete=CASCADE, taiga/auth/token_denylist/models.py:64, by Django's collector)",
    },
  ],
  shouldAsk: [
    {
      table: "taiga.django_session",
      why: "Django's database sessions (SESSION_ENGINE db, settings/common.py:195; the admin's logins), expire_date; nothing runs clearsessions",
    },
    {
      table: "taiga.notifications_webnotification",
      why: "each user's in-app notifications (assigned, mentioned, added as watcher) with the actor's and object's data, created and read; only marked read, never deleted",
    },
    {
      table: "taiga.timeline_timeline",
      why: "the activity feed of every user's actions in every project, with snapshots of the users (names, photos) in its data, created; never pruned (only rebuilt)",
    },
    {
      table: "taiga.contact_contactentry",
      why: "messages users send to a project's administrators (the user, the text, created_date), kept for ever",
    },
    {
      table: "taiga.feedback_feedbackentry",
      why: "feedback sent to the operator with the sender's full name, e-mail and comment (FEEDBACK_ENABLED, settings/common.py:564), created_date, kept for ever",
    },
  ],
  neverDelete: [
    "taiga.users_user",
    "taiga.users_authdata",
    "taiga.users_role",
    "taiga.projects_project",
    "taiga.projects_membership",
    "taiga.epics_epic",
    "taiga.userstories_userstory",
    "taiga.tasks_task",
    "taiga.issues_issue",
    "taiga.milestones_milestone",
    "taiga.wiki_wikipage",
    "taiga.attachments_attachment",
    "taiga.history_historyentry",
    "taiga.django_admin_log",
    "taiga.custom_attributes_epiccustomattributesvalues",
    "taiga.custom_attributes_userstorycustomattributesvalues",
    "taiga.custom_attributes_taskcustomattributesvalues",
    "taiga.custom_attributes_issuecustomattributesvalues",
  ],
};
