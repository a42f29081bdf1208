// Wagtail (the Django CMS), from wagtail/wagtail@c2ae43b9265d085c95142cd1a1f8563ad2eb4de9 (main, 2026-08-22,
// version 8.0a0), as a new project made by `wagtail start` installs it.
// Schema: a project made by `python -m wagtail.bin.wagtail start mysite` from this commit (its INSTALLED_APPS,
// wagtail/project_template/project_name/settings/base.py:26-49: home, search, wagtail.contrib.forms,
// wagtail.contrib.redirects, wagtail.embeds, wagtail.sites, wagtail.users, wagtail.snippets, wagtail.documents,
// wagtail.images, wagtail.search, wagtail.admin, wagtail, modelcluster, taggit, django_filters, django.contrib.admin,
// auth, contenttypes, sessions, messages, staticfiles), its DATABASES pointed at PostgreSQL 15 with search_path
// wagtail, then `manage.py migrate`: 222 migrations run by Django itself. Django could not be fetched from its
// repository (over the fetch size limit) and Debian 12 has only 3.2, so Django 5.2.18 and django-modelcluster 6.5,
// django-taggit 6.1.0, django-treebeard 5.0.5, django-filter 25.1, djangorestframework 3.18.3, Willow 1.12,
// asgiref, sqlparse from Debian unstable's .debs (extracted, not installed), under Debian's Python 3.11.2 and
// psycopg2 2.9.5; django-permissionedforms, telepath, laces, anyascii, swapper, django-tasks 0.12.0 and
// django-modelsearch 1.1.1 (Wagtail asks >=1.3.2; the newest snapshot to be had) from their repositories;
// django-ninja/pydantic (imported by wagtail.contrib.redirects' ready() for the API v3 router), draftjs_exporter
// (rich text; the snapshot had an older API) and django-stubs-ext stubbed: none is called by a migration. The
// template's requirements.txt asks Django>=6.1,<6.2; Django's DDL for these fixed migrations on PostgreSQL is the
// same in 5.2 (identity columns, FKs DEFERRABLE INITIALLY DEFERRED and with no ON DELETE: Django's collector applies
// on_delete itself). pg_dump --schema-only --no-owner --no-privileges -n wagtail, its comments, session SETs and
// \restrict lines dropped. All 53 tables (search has no models; the home app's home_homepage is the template's).
//
// Cleanup by age: three, plus the rows that go with them.
// - purge_revisions (wagtail/management/commands/purge_revisions.py:55-93), an operator's management command
//   (docs/reference/management_commands.md:55-70; docs/reference/models.md:851 points to it; Wagtail schedules
//   nothing itself): with --days N it deletes the revisions whose created_at is older than N days (:76-79), except
//   the latest of each object (:86), those approved to go live (:64-67), those of a workflow in progress or needing
//   changes (:69-74) and those a PROTECT foreign key holds (:90); without --days every such non-latest revision.
//   revision.delete() (:88) runs Django's collector, which deletes with each revision its task states
//   (TaskState.revision on_delete=CASCADE, wagtail/models/workflows.py:964-966), the comments made in it
//   (Comment.revision_created CASCADE, wagtail/models/pages.py:2837-2839) and their replies (CommentReply.comment
//   CASCADE, wagtail/models/pages.py:2940); the log entries' revision_id is DO_NOTHING without a constraint
//   (wagtail/models/audit_log.py:248-253) and pages' latest/live revision SET_NULL.
// - EditingSession.cleanup() (wagtail/admin/models.py:108-111) deletes every editing session whose last_seen_at is
//   more than STALE_TIMEOUT = 1 hour old (:73-76, :106), each time anyone opens an edit view
//   (wagtail/admin/views/generic/mixins.py:750, wagtail/admin/views/pages/edit.py:1034): a sweep by age of all
//   users' rows, not a delete by id.
// - FormState: the preview view's remove_old_preview_data() (wagtail/admin/views/generic/preview.py:39-40), on
//   every preview POST (:88), deletes the form states whose last_updated_at is more than STALE_TIMEOUT = 24 hours
//   old (wagtail/admin/models.py:149-150, :205).
//
// Not counted: purge_embeds (wagtail/management/commands/purge_embeds.py:10-12) deletes every embed, not by age, and
// expired embeds (cache_until) are fetched again and updated, not deleted (wagtail/embeds/embeds.py:31);
// wagtail_update_image_renditions --purge-only deletes all renditions (wagtail/images/management/commands/
// wagtail_update_image_renditions.py:77), not by age; searchpromotions_garbage_collect (QueryDailyHits older than
// WAGTAILSEARCH_HITS_MAX_AGE = 7 days, wagtail/contrib/search_promotions/models.py:84-93) is the
// wagtail.contrib.search_promotions app's, which `wagtail start` does not install, so its tables are not in this
// schema; publish_scheduled only publishes and unpublishes (marks expired); fixtree, move_pages,
// rebuild_references_index, update_index, set_url_paths, create_log_entries_from_revisions, api_tokens (revoke sets
// revoked_at) repair, rebuild or manage, and delete nothing by age. Deletes on a person's request or by id on the
// way of a request: an editing session released (wagtail/admin/views/editing_sessions.py:215), an uploaded file
// once its image or document is made or the upload cancelled (wagtail/admin/views/generic/multiple_upload.py:345-346,
// :393-394), form submissions, pages, images, documents, redirects, comments deleted by editors. Django's
// clearsessions is never run by Wagtail or its template (django_session is under shouldAsk).
// dataSql: the rows the migrations themselves write (content types, permissions, the Moderators and Editors groups,
// the root and home pages, the default site, locale, collection and workflow, django_migrations), then a few hundred
// rows as Wagtail writes them, their times relative to now() over the past year.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "wagtail",
  framework: "django",
  source: {
    repo: "wagtail/wagtail",
    commit: "c2ae43b9265d085c95142cd1a1f8563ad2eb4de9",
    schemaFrom:
      "a project made by wagtail start from this commit, its 222 Django migrations run by manage.py migrate (Django 5.2.18 and modelcluster, taggit, treebeard, django-filter, DRF, Willow from Debian unstable's packages; permissionedforms, telepath, laces, anyascii, swapper, django-tasks, django-modelsearch 1.1.1 from their repositories; ninja/pydantic, draftjs_exporter and django-stubs-ext stubbed) into schema wagtail on PostgreSQL 15, then pg_dump --schema-only; all 53 tables",
  },
  schemas: ["wagtail"],
  schemaSql: `
-- Wagtail: wagtail/wagtail@c2ae43b9265d085c95142cd1a1f8563ad2eb4de9
-- A project made by wagtail start, its 222 Django migrations run by manage.py migrate (Django 5.2.18, psycopg2
-- 2.9.5) with search_path wagtail; then pg_dump --schema-only --no-owner --no-privileges -n wagtail, its comments,
-- session SETs and restrict lines dropped. All 53 tables.
CREATE SCHEMA wagtail;
SET search_path TO wagtail;

CREATE TABLE wagtail.auth_group (
    id integer NOT NULL,
    name character varying(150) NOT NULL
);

ALTER TABLE wagtail.auth_group ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.auth_group_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.auth_group_permissions (
    id integer NOT NULL,
    group_id integer NOT NULL,
    permission_id integer NOT NULL
);

ALTER TABLE wagtail.auth_group_permissions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.auth_group_permissions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.auth_permission (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    content_type_id integer NOT NULL,
    codename character varying(100) NOT NULL
);

ALTER TABLE wagtail.auth_permission ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.auth_permission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.auth_user (
    id integer NOT NULL,
    password character varying(128) NOT NULL,
    last_login timestamp with time zone,
    is_superuser boolean NOT NULL,
    username character varying(150) NOT NULL,
    first_name character varying(150) NOT NULL,
    last_name character varying(150) NOT NULL,
    email character varying(254) NOT NULL,
    is_staff boolean NOT NULL,
    is_active boolean NOT NULL,
    date_joined timestamp with time zone NOT NULL
);

CREATE TABLE wagtail.auth_user_groups (
    id integer NOT NULL,
    user_id integer NOT NULL,
    group_id integer NOT NULL
);

ALTER TABLE wagtail.auth_user_groups ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.auth_user_groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

ALTER TABLE wagtail.auth_user ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.auth_user_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.auth_user_user_permissions (
    id integer NOT NULL,
    user_id integer NOT NULL,
    permission_id integer NOT NULL
);

ALTER TABLE wagtail.auth_user_user_permissions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.auth_user_user_permissions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.django_admin_log (
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

ALTER TABLE wagtail.django_admin_log ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.django_admin_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.django_content_type (
    id integer NOT NULL,
    app_label character varying(100) NOT NULL,
    model character varying(100) NOT NULL
);

ALTER TABLE wagtail.django_content_type ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.django_content_type_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.django_migrations (
    id integer NOT NULL,
    app character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    applied timestamp with time zone NOT NULL
);

ALTER TABLE wagtail.django_migrations ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.django_migrations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.django_session (
    session_key character varying(40) NOT NULL,
    session_data text NOT NULL,
    expire_date timestamp with time zone NOT NULL
);

CREATE TABLE wagtail.home_homepage (
    page_ptr_id integer NOT NULL
);

CREATE TABLE wagtail.taggit_tag (
    id integer NOT NULL,
    name character varying(100) NOT NULL,
    slug character varying(100) NOT NULL
);

ALTER TABLE wagtail.taggit_tag ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.taggit_tag_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.taggit_taggeditem (
    id integer NOT NULL,
    object_id integer NOT NULL,
    content_type_id integer NOT NULL,
    tag_id integer NOT NULL
);

ALTER TABLE wagtail.taggit_taggeditem ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.taggit_taggeditem_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailadmin_admin (
    id integer NOT NULL
);

ALTER TABLE wagtail.wagtailadmin_admin ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailadmin_admin_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailadmin_editingsession (
    id integer NOT NULL,
    object_id character varying(255) NOT NULL,
    last_seen_at timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL,
    is_editing boolean NOT NULL
);

ALTER TABLE wagtail.wagtailadmin_editingsession ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailadmin_editingsession_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailadmin_formstate (
    id integer NOT NULL,
    data text NOT NULL,
    object_id character varying(255) NOT NULL,
    parent_object_id character varying(255) NOT NULL,
    last_updated_at timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailadmin_formstate ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailadmin_formstate_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_apitoken (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    key_hash character varying(64) NOT NULL,
    prefix character varying(16) NOT NULL,
    created timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    last_used_at timestamp with time zone,
    user_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_apitoken ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_apitoken_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_collection (
    id integer NOT NULL,
    path character varying(255) NOT NULL COLLATE pg_catalog."C",
    depth integer NOT NULL,
    numchild integer NOT NULL,
    name character varying(255) NOT NULL,
    CONSTRAINT wagtailcore_collection_depth_check CHECK ((depth >= 0)),
    CONSTRAINT wagtailcore_collection_numchild_check CHECK ((numchild >= 0))
);

ALTER TABLE wagtail.wagtailcore_collection ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_collection_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_collectionviewrestriction (
    id integer NOT NULL,
    restriction_type character varying(20) NOT NULL,
    password character varying(255) NOT NULL,
    collection_id integer NOT NULL
);

CREATE TABLE wagtail.wagtailcore_collectionviewrestriction_groups (
    id integer NOT NULL,
    collectionviewrestriction_id integer NOT NULL,
    group_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_collectionviewrestriction_groups ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_collectionviewrestriction_groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

ALTER TABLE wagtail.wagtailcore_collectionviewrestriction ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_collectionviewrestriction_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_comment (
    id integer NOT NULL,
    text text NOT NULL,
    contentpath text NOT NULL,
    "position" text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    resolved_at timestamp with time zone,
    page_id integer NOT NULL,
    resolved_by_id integer,
    revision_created_id integer,
    user_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_comment ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_comment_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_commentreply (
    id integer NOT NULL,
    text text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    comment_id integer NOT NULL,
    user_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_commentreply ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_commentreply_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_groupapprovaltask (
    task_ptr_id integer NOT NULL
);

CREATE TABLE wagtail.wagtailcore_groupapprovaltask_groups (
    id integer NOT NULL,
    groupapprovaltask_id integer NOT NULL,
    group_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_groupapprovaltask_groups ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_groupapprovaltask_groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_groupcollectionpermission (
    id integer NOT NULL,
    collection_id integer NOT NULL,
    group_id integer NOT NULL,
    permission_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_groupcollectionpermission ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_groupcollectionpermission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_grouppagepermission (
    id integer NOT NULL,
    group_id integer NOT NULL,
    page_id integer NOT NULL,
    permission_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_grouppagepermission ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_grouppagepermission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_groupsitepermission (
    id integer NOT NULL,
    group_id integer NOT NULL,
    permission_id integer NOT NULL,
    site_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_groupsitepermission ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_groupsitepermission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_locale (
    id integer NOT NULL,
    language_code character varying(100) NOT NULL
);

ALTER TABLE wagtail.wagtailcore_locale ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_locale_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_modellogentry (
    id integer NOT NULL,
    label text NOT NULL,
    action character varying(255) NOT NULL,
    data jsonb NOT NULL,
    "timestamp" timestamp with time zone NOT NULL,
    content_changed boolean NOT NULL,
    deleted boolean NOT NULL,
    object_id character varying(255) NOT NULL,
    content_type_id integer,
    user_id integer,
    uuid uuid,
    revision_id integer
);

ALTER TABLE wagtail.wagtailcore_modellogentry ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_modellogentry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_page (
    id integer NOT NULL,
    path character varying(255) NOT NULL COLLATE pg_catalog."C",
    depth integer NOT NULL,
    numchild integer NOT NULL,
    title character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    live boolean NOT NULL,
    has_unpublished_changes boolean NOT NULL,
    url_path text NOT NULL,
    seo_title character varying(255) NOT NULL,
    show_in_menus boolean NOT NULL,
    search_description text NOT NULL,
    go_live_at timestamp with time zone,
    expire_at timestamp with time zone,
    expired boolean NOT NULL,
    content_type_id integer NOT NULL,
    owner_id integer,
    locked boolean NOT NULL,
    latest_revision_created_at timestamp with time zone,
    first_published_at timestamp with time zone,
    live_revision_id integer,
    last_published_at timestamp with time zone,
    draft_title character varying(255) NOT NULL,
    locked_at timestamp with time zone,
    locked_by_id integer,
    translation_key uuid NOT NULL,
    locale_id integer NOT NULL,
    alias_of_id integer,
    latest_revision_id integer,
    CONSTRAINT wagtailcore_page_depth_check CHECK ((depth >= 0)),
    CONSTRAINT wagtailcore_page_numchild_check CHECK ((numchild >= 0))
);

ALTER TABLE wagtail.wagtailcore_page ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_page_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_pagelogentry (
    id integer NOT NULL,
    label text NOT NULL,
    action character varying(255) NOT NULL,
    data jsonb NOT NULL,
    "timestamp" timestamp with time zone NOT NULL,
    content_changed boolean NOT NULL,
    deleted boolean NOT NULL,
    content_type_id integer,
    page_id integer NOT NULL,
    revision_id integer,
    user_id integer,
    uuid uuid
);

ALTER TABLE wagtail.wagtailcore_pagelogentry ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_pagelogentry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_revision (
    id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    content jsonb NOT NULL,
    approved_go_live_at timestamp with time zone,
    object_id character varying(255) NOT NULL,
    user_id integer,
    content_type_id integer NOT NULL,
    base_content_type_id integer NOT NULL,
    object_str text NOT NULL
);

ALTER TABLE wagtail.wagtailcore_revision ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_pagerevision_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_pagesubscription (
    id integer NOT NULL,
    comment_notifications boolean NOT NULL,
    page_id integer NOT NULL,
    user_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_pagesubscription ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_pagesubscription_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_pageviewrestriction (
    id integer NOT NULL,
    password character varying(255) NOT NULL,
    page_id integer NOT NULL,
    restriction_type character varying(20) NOT NULL
);

CREATE TABLE wagtail.wagtailcore_pageviewrestriction_groups (
    id integer NOT NULL,
    pageviewrestriction_id integer NOT NULL,
    group_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_pageviewrestriction_groups ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_pageviewrestriction_groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

ALTER TABLE wagtail.wagtailcore_pageviewrestriction ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_pageviewrestriction_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_referenceindex (
    id integer NOT NULL,
    object_id character varying(255) NOT NULL,
    to_object_id character varying(255) NOT NULL,
    model_path text NOT NULL,
    content_path text NOT NULL,
    content_path_hash uuid NOT NULL,
    base_content_type_id integer NOT NULL,
    content_type_id integer NOT NULL,
    to_content_type_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_referenceindex ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_referenceindex_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_site (
    id integer NOT NULL,
    hostname character varying(255) NOT NULL,
    port integer NOT NULL,
    is_default_site boolean NOT NULL,
    root_page_id integer NOT NULL,
    site_name character varying(255) NOT NULL
);

ALTER TABLE wagtail.wagtailcore_site ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_site_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_task (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    active boolean NOT NULL,
    content_type_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_task ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_task_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_taskstate (
    id integer NOT NULL,
    status character varying(50) NOT NULL,
    started_at timestamp with time zone NOT NULL,
    finished_at timestamp with time zone,
    content_type_id integer NOT NULL,
    revision_id integer NOT NULL,
    task_id integer NOT NULL,
    workflow_state_id integer NOT NULL,
    finished_by_id integer,
    comment text NOT NULL
);

ALTER TABLE wagtail.wagtailcore_taskstate ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_taskstate_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_uploadedfile (
    id integer NOT NULL,
    file character varying(200) NOT NULL,
    for_content_type_id integer,
    uploaded_by_user_id integer
);

ALTER TABLE wagtail.wagtailcore_uploadedfile ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_uploadedfile_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_workflow (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    active boolean NOT NULL
);

ALTER TABLE wagtail.wagtailcore_workflow ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_workflow_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_workflowcontenttype (
    content_type_id integer NOT NULL,
    workflow_id integer NOT NULL
);

CREATE TABLE wagtail.wagtailcore_workflowpage (
    page_id integer NOT NULL,
    workflow_id integer NOT NULL
);

CREATE TABLE wagtail.wagtailcore_workflowstate (
    id integer NOT NULL,
    status character varying(50) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    current_task_state_id integer,
    object_id character varying(255) NOT NULL,
    requested_by_id integer,
    workflow_id integer NOT NULL,
    content_type_id integer NOT NULL,
    base_content_type_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_workflowstate ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_workflowstate_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailcore_workflowtask (
    id integer NOT NULL,
    sort_order integer,
    task_id integer NOT NULL,
    workflow_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailcore_workflowtask ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailcore_workflowtask_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtaildocs_document (
    id integer NOT NULL,
    title character varying(255) NOT NULL,
    file character varying(100) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    uploaded_by_user_id integer,
    collection_id integer NOT NULL,
    file_size bigint,
    file_hash character varying(40) NOT NULL,
    CONSTRAINT wagtaildocs_document_file_size_check CHECK ((file_size >= 0))
);

ALTER TABLE wagtail.wagtaildocs_document ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtaildocs_document_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailembeds_embed (
    id integer NOT NULL,
    url text NOT NULL,
    max_width smallint,
    type character varying(10) NOT NULL,
    html text NOT NULL,
    title text NOT NULL,
    author_name text NOT NULL,
    provider_name text NOT NULL,
    thumbnail_url text NOT NULL,
    width integer,
    height integer,
    last_updated timestamp with time zone NOT NULL,
    hash character varying(32) NOT NULL,
    cache_until timestamp with time zone
);

ALTER TABLE wagtail.wagtailembeds_embed ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailembeds_embed_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailforms_formsubmission (
    id integer NOT NULL,
    form_data jsonb NOT NULL,
    submit_time timestamp with time zone NOT NULL,
    page_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailforms_formsubmission ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailforms_formsubmission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailimages_image (
    id integer NOT NULL,
    title character varying(255) NOT NULL,
    file character varying(100) NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    focal_point_x integer,
    focal_point_y integer,
    focal_point_width integer,
    focal_point_height integer,
    uploaded_by_user_id integer,
    file_size integer,
    collection_id integer NOT NULL,
    file_hash character varying(40) NOT NULL,
    description character varying(255) NOT NULL,
    CONSTRAINT wagtailimages_image_file_size_check CHECK ((file_size >= 0)),
    CONSTRAINT wagtailimages_image_focal_point_height_check CHECK ((focal_point_height >= 0)),
    CONSTRAINT wagtailimages_image_focal_point_width_check CHECK ((focal_point_width >= 0)),
    CONSTRAINT wagtailimages_image_focal_point_x_check CHECK ((focal_point_x >= 0)),
    CONSTRAINT wagtailimages_image_focal_point_y_check CHECK ((focal_point_y >= 0))
);

ALTER TABLE wagtail.wagtailimages_image ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailimages_image_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailimages_rendition (
    id integer NOT NULL,
    file character varying(100) NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    focal_point_key character varying(16) NOT NULL,
    filter_spec character varying(255) NOT NULL,
    image_id integer NOT NULL
);

ALTER TABLE wagtail.wagtailimages_rendition ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailimages_rendition_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailredirects_redirect (
    id integer NOT NULL,
    old_path character varying(255) NOT NULL,
    is_permanent boolean NOT NULL,
    redirect_link character varying(255) NOT NULL,
    redirect_page_id integer,
    site_id integer,
    automatically_created boolean NOT NULL,
    created_at timestamp with time zone,
    redirect_page_route_path character varying(255) NOT NULL
);

ALTER TABLE wagtail.wagtailredirects_redirect ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailredirects_redirect_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailsearch_indexentry (
    id integer NOT NULL,
    object_id character varying(50) NOT NULL,
    title_norm double precision NOT NULL,
    content_type_id integer NOT NULL,
    autocomplete tsvector NOT NULL,
    title tsvector NOT NULL,
    body tsvector NOT NULL,
    title_text text NOT NULL,
    body_text text NOT NULL
);

ALTER TABLE wagtail.wagtailsearch_indexentry ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailsearch_indexentry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE wagtail.wagtailusers_userprofile (
    id integer NOT NULL,
    submitted_notifications boolean NOT NULL,
    approved_notifications boolean NOT NULL,
    rejected_notifications boolean NOT NULL,
    user_id integer NOT NULL,
    preferred_language character varying(10) NOT NULL,
    current_time_zone character varying(40) NOT NULL,
    avatar character varying(100) NOT NULL,
    updated_comments_notifications boolean NOT NULL,
    dismissibles jsonb NOT NULL,
    theme character varying(40) NOT NULL,
    density character varying(40) NOT NULL,
    contrast character varying(40) NOT NULL,
    keyboard_shortcuts boolean NOT NULL
);

ALTER TABLE wagtail.wagtailusers_userprofile ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME wagtail.wagtailusers_userprofile_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

ALTER TABLE ONLY wagtail.auth_group
    ADD CONSTRAINT auth_group_name_key UNIQUE (name);

ALTER TABLE ONLY wagtail.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_group_id_permission_id_0cd325b0_uniq UNIQUE (group_id, permission_id);

ALTER TABLE ONLY wagtail.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.auth_group
    ADD CONSTRAINT auth_group_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.auth_permission
    ADD CONSTRAINT auth_permission_content_type_id_codename_01ab375a_uniq UNIQUE (content_type_id, codename);

ALTER TABLE ONLY wagtail.auth_permission
    ADD CONSTRAINT auth_permission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.auth_user_groups
    ADD CONSTRAINT auth_user_groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.auth_user_groups
    ADD CONSTRAINT auth_user_groups_user_id_group_id_94350c0c_uniq UNIQUE (user_id, group_id);

ALTER TABLE ONLY wagtail.auth_user
    ADD CONSTRAINT auth_user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.auth_user_user_permissions
    ADD CONSTRAINT auth_user_user_permissions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.auth_user_user_permissions
    ADD CONSTRAINT auth_user_user_permissions_user_id_permission_id_14a6b632_uniq UNIQUE (user_id, permission_id);

ALTER TABLE ONLY wagtail.auth_user
    ADD CONSTRAINT auth_user_username_key UNIQUE (username);

ALTER TABLE ONLY wagtail.django_admin_log
    ADD CONSTRAINT django_admin_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.django_content_type
    ADD CONSTRAINT django_content_type_app_label_model_76bd3d3b_uniq UNIQUE (app_label, model);

ALTER TABLE ONLY wagtail.django_content_type
    ADD CONSTRAINT django_content_type_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.django_migrations
    ADD CONSTRAINT django_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.django_session
    ADD CONSTRAINT django_session_pkey PRIMARY KEY (session_key);

ALTER TABLE ONLY wagtail.home_homepage
    ADD CONSTRAINT home_homepage_pkey PRIMARY KEY (page_ptr_id);

ALTER TABLE ONLY wagtail.taggit_tag
    ADD CONSTRAINT taggit_tag_name_key UNIQUE (name);

ALTER TABLE ONLY wagtail.taggit_tag
    ADD CONSTRAINT taggit_tag_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.taggit_tag
    ADD CONSTRAINT taggit_tag_slug_key UNIQUE (slug);

ALTER TABLE ONLY wagtail.taggit_taggeditem
    ADD CONSTRAINT taggit_taggeditem_content_type_id_object_id_tag_id_4bb97a8e_uni UNIQUE (content_type_id, object_id, tag_id);

ALTER TABLE ONLY wagtail.taggit_taggeditem
    ADD CONSTRAINT taggit_taggeditem_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_grouppagepermission
    ADD CONSTRAINT unique_permission UNIQUE (group_id, page_id, permission_id);

ALTER TABLE ONLY wagtail.wagtailadmin_admin
    ADD CONSTRAINT wagtailadmin_admin_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailadmin_editingsession
    ADD CONSTRAINT wagtailadmin_editingsession_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailadmin_formstate
    ADD CONSTRAINT wagtailadmin_formstate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_apitoken
    ADD CONSTRAINT wagtailcore_apitoken_key_hash_key UNIQUE (key_hash);

ALTER TABLE ONLY wagtail.wagtailcore_apitoken
    ADD CONSTRAINT wagtailcore_apitoken_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_collection
    ADD CONSTRAINT wagtailcore_collection_path_key UNIQUE (path);

ALTER TABLE ONLY wagtail.wagtailcore_collection
    ADD CONSTRAINT wagtailcore_collection_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_collectionviewrestriction_groups
    ADD CONSTRAINT wagtailcore_collectionvi_collectionviewrestrictio_988995ae_uniq UNIQUE (collectionviewrestriction_id, group_id);

ALTER TABLE ONLY wagtail.wagtailcore_collectionviewrestriction_groups
    ADD CONSTRAINT wagtailcore_collectionviewrestriction_groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_collectionviewrestriction
    ADD CONSTRAINT wagtailcore_collectionviewrestriction_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_comment
    ADD CONSTRAINT wagtailcore_comment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_commentreply
    ADD CONSTRAINT wagtailcore_commentreply_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_groupapprovaltask_groups
    ADD CONSTRAINT wagtailcore_groupapprova_groupapprovaltask_id_gro_bb5ee7eb_uniq UNIQUE (groupapprovaltask_id, group_id);

ALTER TABLE ONLY wagtail.wagtailcore_groupapprovaltask_groups
    ADD CONSTRAINT wagtailcore_groupapprovaltask_groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_groupapprovaltask
    ADD CONSTRAINT wagtailcore_groupapprovaltask_pkey PRIMARY KEY (task_ptr_id);

ALTER TABLE ONLY wagtail.wagtailcore_groupcollectionpermission
    ADD CONSTRAINT wagtailcore_groupcollect_group_id_collection_id_p_a21cefe9_uniq UNIQUE (group_id, collection_id, permission_id);

ALTER TABLE ONLY wagtail.wagtailcore_groupcollectionpermission
    ADD CONSTRAINT wagtailcore_groupcollectionpermission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_grouppagepermission
    ADD CONSTRAINT wagtailcore_grouppagepermission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_groupsitepermission
    ADD CONSTRAINT wagtailcore_groupsiteper_group_id_site_id_permiss_a58ee30d_uniq UNIQUE (group_id, site_id, permission_id);

ALTER TABLE ONLY wagtail.wagtailcore_groupsitepermission
    ADD CONSTRAINT wagtailcore_groupsitepermission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_locale
    ADD CONSTRAINT wagtailcore_locale_language_code_key UNIQUE (language_code);

ALTER TABLE ONLY wagtail.wagtailcore_locale
    ADD CONSTRAINT wagtailcore_locale_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_modellogentry
    ADD CONSTRAINT wagtailcore_modellogentry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_path_key UNIQUE (path);

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_translation_key_locale_id_9b041bad_uniq UNIQUE (translation_key, locale_id);

ALTER TABLE ONLY wagtail.wagtailcore_pagelogentry
    ADD CONSTRAINT wagtailcore_pagelogentry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_revision
    ADD CONSTRAINT wagtailcore_pagerevision_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_pagesubscription
    ADD CONSTRAINT wagtailcore_pagesubscription_page_id_user_id_0cef73ed_uniq UNIQUE (page_id, user_id);

ALTER TABLE ONLY wagtail.wagtailcore_pagesubscription
    ADD CONSTRAINT wagtailcore_pagesubscription_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_pageviewrestriction_groups
    ADD CONSTRAINT wagtailcore_pageviewrest_pageviewrestriction_id_g_d23f80bb_uniq UNIQUE (pageviewrestriction_id, group_id);

ALTER TABLE ONLY wagtail.wagtailcore_pageviewrestriction_groups
    ADD CONSTRAINT wagtailcore_pageviewrestriction_groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_pageviewrestriction
    ADD CONSTRAINT wagtailcore_pageviewrestriction_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_referenceindex
    ADD CONSTRAINT wagtailcore_referenceind_base_content_type_id_obj_9e6ccd6a_uniq UNIQUE (base_content_type_id, object_id, to_content_type_id, to_object_id, content_path_hash);

ALTER TABLE ONLY wagtail.wagtailcore_referenceindex
    ADD CONSTRAINT wagtailcore_referenceindex_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_site
    ADD CONSTRAINT wagtailcore_site_hostname_port_2c626d70_uniq UNIQUE (hostname, port);

ALTER TABLE ONLY wagtail.wagtailcore_site
    ADD CONSTRAINT wagtailcore_site_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_task
    ADD CONSTRAINT wagtailcore_task_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_taskstate
    ADD CONSTRAINT wagtailcore_taskstate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_uploadedfile
    ADD CONSTRAINT wagtailcore_uploadedfile_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_workflow
    ADD CONSTRAINT wagtailcore_workflow_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_workflowcontenttype
    ADD CONSTRAINT wagtailcore_workflowcontenttype_pkey PRIMARY KEY (content_type_id);

ALTER TABLE ONLY wagtail.wagtailcore_workflowpage
    ADD CONSTRAINT wagtailcore_workflowpage_pkey PRIMARY KEY (page_id);

ALTER TABLE ONLY wagtail.wagtailcore_workflowstate
    ADD CONSTRAINT wagtailcore_workflowstate_current_task_state_id_key UNIQUE (current_task_state_id);

ALTER TABLE ONLY wagtail.wagtailcore_workflowstate
    ADD CONSTRAINT wagtailcore_workflowstate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_workflowtask
    ADD CONSTRAINT wagtailcore_workflowtask_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailcore_workflowtask
    ADD CONSTRAINT wagtailcore_workflowtask_workflow_id_task_id_4ec7a62b_uniq UNIQUE (workflow_id, task_id);

ALTER TABLE ONLY wagtail.wagtaildocs_document
    ADD CONSTRAINT wagtaildocs_document_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailembeds_embed
    ADD CONSTRAINT wagtailembeds_embed_hash_c9bd8c9a_uniq UNIQUE (hash);

ALTER TABLE ONLY wagtail.wagtailembeds_embed
    ADD CONSTRAINT wagtailembeds_embed_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailforms_formsubmission
    ADD CONSTRAINT wagtailforms_formsubmission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailimages_image
    ADD CONSTRAINT wagtailimages_image_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailimages_rendition
    ADD CONSTRAINT wagtailimages_rendition_image_id_filter_spec_foc_323c8fe0_uniq UNIQUE (image_id, filter_spec, focal_point_key);

ALTER TABLE ONLY wagtail.wagtailimages_rendition
    ADD CONSTRAINT wagtailimages_rendition_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailredirects_redirect
    ADD CONSTRAINT wagtailredirects_redirect_old_path_site_id_783622d7_uniq UNIQUE (old_path, site_id);

ALTER TABLE ONLY wagtail.wagtailredirects_redirect
    ADD CONSTRAINT wagtailredirects_redirect_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailsearch_indexentry
    ADD CONSTRAINT wagtailsearch_indexentry_content_type_id_object_i_bcd7ba73_uniq UNIQUE (content_type_id, object_id);

ALTER TABLE ONLY wagtail.wagtailsearch_indexentry
    ADD CONSTRAINT wagtailsearch_indexentry_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailusers_userprofile
    ADD CONSTRAINT wagtailusers_userprofile_pkey PRIMARY KEY (id);

ALTER TABLE ONLY wagtail.wagtailusers_userprofile
    ADD CONSTRAINT wagtailusers_userprofile_user_id_key UNIQUE (user_id);

CREATE INDEX auth_group_name_a6ea08ec_like ON wagtail.auth_group USING btree (name varchar_pattern_ops);

CREATE INDEX auth_group_permissions_group_id_b120cbf9 ON wagtail.auth_group_permissions USING btree (group_id);

CREATE INDEX auth_group_permissions_permission_id_84c5c92e ON wagtail.auth_group_permissions USING btree (permission_id);

CREATE INDEX auth_permission_content_type_id_2f476e4b ON wagtail.auth_permission USING btree (content_type_id);

CREATE INDEX auth_user_groups_group_id_97559544 ON wagtail.auth_user_groups USING btree (group_id);

CREATE INDEX auth_user_groups_user_id_6a12ed8b ON wagtail.auth_user_groups USING btree (user_id);

CREATE INDEX auth_user_user_permissions_permission_id_1fbb5f2c ON wagtail.auth_user_user_permissions USING btree (permission_id);

CREATE INDEX auth_user_user_permissions_user_id_a95ead1b ON wagtail.auth_user_user_permissions USING btree (user_id);

CREATE INDEX auth_user_username_6821ab7c_like ON wagtail.auth_user USING btree (username varchar_pattern_ops);

CREATE INDEX base_content_object_idx ON wagtail.wagtailcore_revision USING btree (base_content_type_id, object_id);

CREATE INDEX content_object_idx ON wagtail.wagtailcore_revision USING btree (content_type_id, object_id);

CREATE INDEX django_admin_log_content_type_id_c4bce8eb ON wagtail.django_admin_log USING btree (content_type_id);

CREATE INDEX django_admin_log_user_id_c564eba6 ON wagtail.django_admin_log USING btree (user_id);

CREATE INDEX django_session_expire_date_a5c62663 ON wagtail.django_session USING btree (expire_date);

CREATE INDEX django_session_session_key_c0390e0f_like ON wagtail.django_session USING btree (session_key varchar_pattern_ops);

CREATE INDEX formstate_user_object ON wagtail.wagtailadmin_formstate USING btree (user_id, content_type_id, object_id, parent_object_id);

CREATE INDEX referenceindex_source_object ON wagtail.wagtailcore_referenceindex USING btree (base_content_type_id, object_id);

CREATE INDEX referenceindex_target_object ON wagtail.wagtailcore_referenceindex USING btree (to_content_type_id, to_object_id);

CREATE INDEX taggit_tag_name_58eb2ed9_like ON wagtail.taggit_tag USING btree (name varchar_pattern_ops);

CREATE INDEX taggit_tag_slug_6be58b2c_like ON wagtail.taggit_tag USING btree (slug varchar_pattern_ops);

CREATE INDEX taggit_tagg_content_8fc721_idx ON wagtail.taggit_taggeditem USING btree (content_type_id, object_id);

CREATE INDEX taggit_taggeditem_content_type_id_9957a03c ON wagtail.taggit_taggeditem USING btree (content_type_id);

CREATE INDEX taggit_taggeditem_object_id_e2d7d1df ON wagtail.taggit_taggeditem USING btree (object_id);

CREATE INDEX taggit_taggeditem_tag_id_f4f5b767 ON wagtail.taggit_taggeditem USING btree (tag_id);

CREATE UNIQUE INDEX unique_in_progress_workflow ON wagtail.wagtailcore_workflowstate USING btree (base_content_type_id, object_id) WHERE ((status)::text = ANY ((ARRAY['in_progress'::character varying, 'needs_changes'::character varying])::text[]));

CREATE INDEX wagtailadmi_content_717955_idx ON wagtail.wagtailadmin_editingsession USING btree (content_type_id, object_id);

CREATE INDEX wagtailadmin_editingsession_content_type_id_4df7730e ON wagtail.wagtailadmin_editingsession USING btree (content_type_id);

CREATE INDEX wagtailadmin_editingsession_user_id_6e1a9b70 ON wagtail.wagtailadmin_editingsession USING btree (user_id);

CREATE INDEX wagtailadmin_formstate_content_type_id_e32438b3 ON wagtail.wagtailadmin_formstate USING btree (content_type_id);

CREATE INDEX wagtailadmin_formstate_user_id_b910adc2 ON wagtail.wagtailadmin_formstate USING btree (user_id);

CREATE INDEX wagtailcore_apitoken_key_hash_65979b78_like ON wagtail.wagtailcore_apitoken USING btree (key_hash varchar_pattern_ops);

CREATE INDEX wagtailcore_apitoken_user_id_49b1141b ON wagtail.wagtailcore_apitoken USING btree (user_id);

CREATE INDEX wagtailcore_collection_path_d848dc19_like ON wagtail.wagtailcore_collection USING btree (path varchar_pattern_ops);

CREATE INDEX wagtailcore_collectionview_collectionviewrestriction__47320efd ON wagtail.wagtailcore_collectionviewrestriction_groups USING btree (collectionviewrestriction_id);

CREATE INDEX wagtailcore_collectionviewrestriction_collection_id_761908ec ON wagtail.wagtailcore_collectionviewrestriction USING btree (collection_id);

CREATE INDEX wagtailcore_collectionviewrestriction_groups_group_id_1823f2a3 ON wagtail.wagtailcore_collectionviewrestriction_groups USING btree (group_id);

CREATE INDEX wagtailcore_comment_page_id_108444b5 ON wagtail.wagtailcore_comment USING btree (page_id);

CREATE INDEX wagtailcore_comment_resolved_by_id_a282aa0e ON wagtail.wagtailcore_comment USING btree (resolved_by_id);

CREATE INDEX wagtailcore_comment_revision_created_id_1d058279 ON wagtail.wagtailcore_comment USING btree (revision_created_id);

CREATE INDEX wagtailcore_comment_user_id_0c577ca6 ON wagtail.wagtailcore_comment USING btree (user_id);

CREATE INDEX wagtailcore_commentreply_comment_id_afc7e027 ON wagtail.wagtailcore_commentreply USING btree (comment_id);

CREATE INDEX wagtailcore_commentreply_user_id_d0b3b9c3 ON wagtail.wagtailcore_commentreply USING btree (user_id);

CREATE INDEX wagtailcore_groupapprovalt_groupapprovaltask_id_9a9255ea ON wagtail.wagtailcore_groupapprovaltask_groups USING btree (groupapprovaltask_id);

CREATE INDEX wagtailcore_groupapprovaltask_groups_group_id_2e64b61f ON wagtail.wagtailcore_groupapprovaltask_groups USING btree (group_id);

CREATE INDEX wagtailcore_groupcollectionpermission_collection_id_5423575a ON wagtail.wagtailcore_groupcollectionpermission USING btree (collection_id);

CREATE INDEX wagtailcore_groupcollectionpermission_group_id_05d61460 ON wagtail.wagtailcore_groupcollectionpermission USING btree (group_id);

CREATE INDEX wagtailcore_groupcollectionpermission_permission_id_1b626275 ON wagtail.wagtailcore_groupcollectionpermission USING btree (permission_id);

CREATE INDEX wagtailcore_grouppagepermission_group_id_fc07e671 ON wagtail.wagtailcore_grouppagepermission USING btree (group_id);

CREATE INDEX wagtailcore_grouppagepermission_page_id_710b114a ON wagtail.wagtailcore_grouppagepermission USING btree (page_id);

CREATE INDEX wagtailcore_grouppagepermission_permission_id_05acb22e ON wagtail.wagtailcore_grouppagepermission USING btree (permission_id);

CREATE INDEX wagtailcore_groupsitepermission_group_id_e5cdbee4 ON wagtail.wagtailcore_groupsitepermission USING btree (group_id);

CREATE INDEX wagtailcore_groupsitepermission_permission_id_459b1f38 ON wagtail.wagtailcore_groupsitepermission USING btree (permission_id);

CREATE INDEX wagtailcore_groupsitepermission_site_id_245de488 ON wagtail.wagtailcore_groupsitepermission USING btree (site_id);

CREATE INDEX wagtailcore_locale_language_code_03149338_like ON wagtail.wagtailcore_locale USING btree (language_code varchar_pattern_ops);

CREATE INDEX wagtailcore_modellogentry_action_d2d856ee ON wagtail.wagtailcore_modellogentry USING btree (action);

CREATE INDEX wagtailcore_modellogentry_action_d2d856ee_like ON wagtail.wagtailcore_modellogentry USING btree (action varchar_pattern_ops);

CREATE INDEX wagtailcore_modellogentry_content_changed_8bc39742 ON wagtail.wagtailcore_modellogentry USING btree (content_changed);

CREATE INDEX wagtailcore_modellogentry_content_type_id_68849e77 ON wagtail.wagtailcore_modellogentry USING btree (content_type_id);

CREATE INDEX wagtailcore_modellogentry_object_id_e0e7d4ef ON wagtail.wagtailcore_modellogentry USING btree (object_id);

CREATE INDEX wagtailcore_modellogentry_object_id_e0e7d4ef_like ON wagtail.wagtailcore_modellogentry USING btree (object_id varchar_pattern_ops);

CREATE INDEX wagtailcore_modellogentry_revision_id_df6ca33a ON wagtail.wagtailcore_modellogentry USING btree (revision_id);

CREATE INDEX wagtailcore_modellogentry_timestamp_9694521b ON wagtail.wagtailcore_modellogentry USING btree ("timestamp");

CREATE INDEX wagtailcore_modellogentry_user_id_0278d1bf ON wagtail.wagtailcore_modellogentry USING btree (user_id);

CREATE INDEX wagtailcore_page_alias_of_id_12945502 ON wagtail.wagtailcore_page USING btree (alias_of_id);

CREATE INDEX wagtailcore_page_content_type_id_c28424df ON wagtail.wagtailcore_page USING btree (content_type_id);

CREATE INDEX wagtailcore_page_first_published_at_2b5dd637 ON wagtail.wagtailcore_page USING btree (first_published_at);

CREATE INDEX wagtailcore_page_latest_revision_id_e60fef51 ON wagtail.wagtailcore_page USING btree (latest_revision_id);

CREATE INDEX wagtailcore_page_live_revision_id_930bd822 ON wagtail.wagtailcore_page USING btree (live_revision_id);

CREATE INDEX wagtailcore_page_locale_id_3c7e30a6 ON wagtail.wagtailcore_page USING btree (locale_id);

CREATE INDEX wagtailcore_page_locked_by_id_bcb86245 ON wagtail.wagtailcore_page USING btree (locked_by_id);

CREATE INDEX wagtailcore_page_owner_id_fbf7c332 ON wagtail.wagtailcore_page USING btree (owner_id);

CREATE INDEX wagtailcore_page_path_98eba2c8_like ON wagtail.wagtailcore_page USING btree (path varchar_pattern_ops);

CREATE INDEX wagtailcore_page_slug_e7c11b8f ON wagtail.wagtailcore_page USING btree (slug);

CREATE INDEX wagtailcore_page_slug_e7c11b8f_like ON wagtail.wagtailcore_page USING btree (slug varchar_pattern_ops);

CREATE INDEX wagtailcore_pagelogentry_action_c2408198 ON wagtail.wagtailcore_pagelogentry USING btree (action);

CREATE INDEX wagtailcore_pagelogentry_action_c2408198_like ON wagtail.wagtailcore_pagelogentry USING btree (action varchar_pattern_ops);

CREATE INDEX wagtailcore_pagelogentry_content_changed_99f27ade ON wagtail.wagtailcore_pagelogentry USING btree (content_changed);

CREATE INDEX wagtailcore_pagelogentry_content_type_id_74e7708a ON wagtail.wagtailcore_pagelogentry USING btree (content_type_id);

CREATE INDEX wagtailcore_pagelogentry_page_id_8464e327 ON wagtail.wagtailcore_pagelogentry USING btree (page_id);

CREATE INDEX wagtailcore_pagelogentry_revision_id_8043d103 ON wagtail.wagtailcore_pagelogentry USING btree (revision_id);

CREATE INDEX wagtailcore_pagelogentry_timestamp_deb774c4 ON wagtail.wagtailcore_pagelogentry USING btree ("timestamp");

CREATE INDEX wagtailcore_pagelogentry_user_id_604ccfd8 ON wagtail.wagtailcore_pagelogentry USING btree (user_id);

CREATE INDEX wagtailcore_pagerevision_approved_go_live_at_e56afc67 ON wagtail.wagtailcore_revision USING btree (approved_go_live_at);

CREATE INDEX wagtailcore_pagerevision_created_at_66954e3b ON wagtail.wagtailcore_revision USING btree (created_at);

CREATE INDEX wagtailcore_pagerevision_user_id_2409d2f4 ON wagtail.wagtailcore_revision USING btree (user_id);

CREATE INDEX wagtailcore_pagesubscription_page_id_a085e7a6 ON wagtail.wagtailcore_pagesubscription USING btree (page_id);

CREATE INDEX wagtailcore_pagesubscription_user_id_89d7def9 ON wagtail.wagtailcore_pagesubscription USING btree (user_id);

CREATE INDEX wagtailcore_pageviewrestri_pageviewrestriction_id_f147a99a ON wagtail.wagtailcore_pageviewrestriction_groups USING btree (pageviewrestriction_id);

CREATE INDEX wagtailcore_pageviewrestriction_groups_group_id_6460f223 ON wagtail.wagtailcore_pageviewrestriction_groups USING btree (group_id);

CREATE INDEX wagtailcore_pageviewrestriction_page_id_15a8bea6 ON wagtail.wagtailcore_pageviewrestriction USING btree (page_id);

CREATE INDEX wagtailcore_referenceindex_base_content_type_id_313cf40f ON wagtail.wagtailcore_referenceindex USING btree (base_content_type_id);

CREATE INDEX wagtailcore_referenceindex_content_type_id_766e0336 ON wagtail.wagtailcore_referenceindex USING btree (content_type_id);

CREATE INDEX wagtailcore_referenceindex_to_content_type_id_93690bbd ON wagtail.wagtailcore_referenceindex USING btree (to_content_type_id);

CREATE INDEX wagtailcore_revision_base_content_type_id_5b4ef7bd ON wagtail.wagtailcore_revision USING btree (base_content_type_id);

CREATE INDEX wagtailcore_revision_content_type_id_c8cb69c0 ON wagtail.wagtailcore_revision USING btree (content_type_id);

CREATE INDEX wagtailcore_site_hostname_96b20b46 ON wagtail.wagtailcore_site USING btree (hostname);

CREATE INDEX wagtailcore_site_hostname_96b20b46_like ON wagtail.wagtailcore_site USING btree (hostname varchar_pattern_ops);

CREATE INDEX wagtailcore_site_root_page_id_e02fb95c ON wagtail.wagtailcore_site USING btree (root_page_id);

CREATE INDEX wagtailcore_task_content_type_id_249ab8ba ON wagtail.wagtailcore_task USING btree (content_type_id);

CREATE INDEX wagtailcore_taskstate_content_type_id_0a758fdc ON wagtail.wagtailcore_taskstate USING btree (content_type_id);

CREATE INDEX wagtailcore_taskstate_finished_by_id_13f98229 ON wagtail.wagtailcore_taskstate USING btree (finished_by_id);

CREATE INDEX wagtailcore_taskstate_page_revision_id_9f52c88e ON wagtail.wagtailcore_taskstate USING btree (revision_id);

CREATE INDEX wagtailcore_taskstate_task_id_c3677c34 ON wagtail.wagtailcore_taskstate USING btree (task_id);

CREATE INDEX wagtailcore_taskstate_workflow_state_id_9239a775 ON wagtail.wagtailcore_taskstate USING btree (workflow_state_id);

CREATE INDEX wagtailcore_uploadedfile_for_content_type_id_b0fc87b2 ON wagtail.wagtailcore_uploadedfile USING btree (for_content_type_id);

CREATE INDEX wagtailcore_uploadedfile_uploaded_by_user_id_c7580fe8 ON wagtail.wagtailcore_uploadedfile USING btree (uploaded_by_user_id);

CREATE INDEX wagtailcore_uuid_06a44d_idx ON wagtail.wagtailcore_pagelogentry USING btree (uuid, action, "timestamp" DESC);

CREATE INDEX wagtailcore_uuid_d6363b_idx ON wagtail.wagtailcore_modellogentry USING btree (uuid, action, "timestamp" DESC);

CREATE INDEX wagtailcore_workflowcontenttype_workflow_id_9aad7cd2 ON wagtail.wagtailcore_workflowcontenttype USING btree (workflow_id);

CREATE INDEX wagtailcore_workflowpage_workflow_id_56f56ff6 ON wagtail.wagtailcore_workflowpage USING btree (workflow_id);

CREATE INDEX wagtailcore_workflowstate_base_content_type_id_a30dc576 ON wagtail.wagtailcore_workflowstate USING btree (base_content_type_id);

CREATE INDEX wagtailcore_workflowstate_content_type_id_2bb78ce1 ON wagtail.wagtailcore_workflowstate USING btree (content_type_id);

CREATE INDEX wagtailcore_workflowstate_requested_by_id_4090bca3 ON wagtail.wagtailcore_workflowstate USING btree (requested_by_id);

CREATE INDEX wagtailcore_workflowstate_workflow_id_1f18378f ON wagtail.wagtailcore_workflowstate USING btree (workflow_id);

CREATE INDEX wagtailcore_workflowtask_task_id_ce7716fe ON wagtail.wagtailcore_workflowtask USING btree (task_id);

CREATE INDEX wagtailcore_workflowtask_workflow_id_b9717175 ON wagtail.wagtailcore_workflowtask USING btree (workflow_id);

CREATE INDEX wagtaildocs_document_collection_id_23881625 ON wagtail.wagtaildocs_document USING btree (collection_id);

CREATE INDEX wagtaildocs_document_uploaded_by_user_id_17258b41 ON wagtail.wagtaildocs_document USING btree (uploaded_by_user_id);

CREATE INDEX wagtailembeds_embed_cache_until_26c94bb0 ON wagtail.wagtailembeds_embed USING btree (cache_until);

CREATE INDEX wagtailembeds_embed_hash_c9bd8c9a_like ON wagtail.wagtailembeds_embed USING btree (hash varchar_pattern_ops);

CREATE INDEX wagtailforms_formsubmission_page_id_e48e93e7 ON wagtail.wagtailforms_formsubmission USING btree (page_id);

CREATE INDEX wagtailimages_image_collection_id_c2f8af7e ON wagtail.wagtailimages_image USING btree (collection_id);

CREATE INDEX wagtailimages_image_created_at_86fa6cd4 ON wagtail.wagtailimages_image USING btree (created_at);

CREATE INDEX wagtailimages_image_file_hash_fb5bbb23 ON wagtail.wagtailimages_image USING btree (file_hash);

CREATE INDEX wagtailimages_image_file_hash_fb5bbb23_like ON wagtail.wagtailimages_image USING btree (file_hash varchar_pattern_ops);

CREATE INDEX wagtailimages_image_uploaded_by_user_id_5d73dc75 ON wagtail.wagtailimages_image USING btree (uploaded_by_user_id);

CREATE INDEX wagtailimages_rendition_filter_spec_1cba3201 ON wagtail.wagtailimages_rendition USING btree (filter_spec);

CREATE INDEX wagtailimages_rendition_filter_spec_1cba3201_like ON wagtail.wagtailimages_rendition USING btree (filter_spec varchar_pattern_ops);

CREATE INDEX wagtailimages_rendition_image_id_3e1fd774 ON wagtail.wagtailimages_rendition USING btree (image_id);

CREATE INDEX wagtailredirects_redirect_old_path_bb35247b ON wagtail.wagtailredirects_redirect USING btree (old_path);

CREATE INDEX wagtailredirects_redirect_old_path_bb35247b_like ON wagtail.wagtailredirects_redirect USING btree (old_path varchar_pattern_ops);

CREATE INDEX wagtailredirects_redirect_redirect_page_id_b5728a8f ON wagtail.wagtailredirects_redirect USING btree (redirect_page_id);

CREATE INDEX wagtailredirects_redirect_site_id_780a0e1e ON wagtail.wagtailredirects_redirect USING btree (site_id);

CREATE INDEX wagtailsear_autocom_476c89_gin ON wagtail.wagtailsearch_indexentry USING gin (autocomplete);

CREATE INDEX wagtailsear_body_90c85d_gin ON wagtail.wagtailsearch_indexentry USING gin (body);

CREATE INDEX wagtailsear_title_9caae0_gin ON wagtail.wagtailsearch_indexentry USING gin (title);

CREATE INDEX wagtailsearch_indexentry_content_type_id_62ed694f ON wagtail.wagtailsearch_indexentry USING btree (content_type_id);

CREATE INDEX workflowstate_base_ct_id_idx ON wagtail.wagtailcore_workflowstate USING btree (base_content_type_id, object_id);

CREATE INDEX workflowstate_ct_id_idx ON wagtail.wagtailcore_workflowstate USING btree (content_type_id, object_id);

ALTER TABLE ONLY wagtail.auth_group_permissions
    ADD CONSTRAINT auth_group_permissio_permission_id_84c5c92e_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES wagtail.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_group_id_b120cbf9_fk_auth_group_id FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.auth_permission
    ADD CONSTRAINT auth_permission_content_type_id_2f476e4b_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.auth_user_groups
    ADD CONSTRAINT auth_user_groups_group_id_97559544_fk_auth_group_id FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.auth_user_groups
    ADD CONSTRAINT auth_user_groups_user_id_6a12ed8b_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.auth_user_user_permissions
    ADD CONSTRAINT auth_user_user_permi_permission_id_1fbb5f2c_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES wagtail.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.auth_user_user_permissions
    ADD CONSTRAINT auth_user_user_permissions_user_id_a95ead1b_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.django_admin_log
    ADD CONSTRAINT django_admin_log_content_type_id_c4bce8eb_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.django_admin_log
    ADD CONSTRAINT django_admin_log_user_id_c564eba6_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.home_homepage
    ADD CONSTRAINT home_homepage_page_ptr_id_e5b77cf7_fk_wagtailcore_page_id FOREIGN KEY (page_ptr_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.taggit_taggeditem
    ADD CONSTRAINT taggit_taggeditem_content_type_id_9957a03c_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.taggit_taggeditem
    ADD CONSTRAINT taggit_taggeditem_tag_id_f4f5b767_fk_taggit_tag_id FOREIGN KEY (tag_id) REFERENCES wagtail.taggit_tag(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailadmin_editingsession
    ADD CONSTRAINT wagtailadmin_editing_content_type_id_4df7730e_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailadmin_editingsession
    ADD CONSTRAINT wagtailadmin_editingsession_user_id_6e1a9b70_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailadmin_formstate
    ADD CONSTRAINT wagtailadmin_formsta_content_type_id_e32438b3_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailadmin_formstate
    ADD CONSTRAINT wagtailadmin_formstate_user_id_b910adc2_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_apitoken
    ADD CONSTRAINT wagtailcore_apitoken_user_id_49b1141b_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_collectionviewrestriction
    ADD CONSTRAINT wagtailcore_collecti_collection_id_761908ec_fk_wagtailco FOREIGN KEY (collection_id) REFERENCES wagtail.wagtailcore_collection(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_collectionviewrestriction_groups
    ADD CONSTRAINT wagtailcore_collecti_collectionviewrestri_47320efd_fk_wagtailco FOREIGN KEY (collectionviewrestriction_id) REFERENCES wagtail.wagtailcore_collectionviewrestriction(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_collectionviewrestriction_groups
    ADD CONSTRAINT wagtailcore_collecti_group_id_1823f2a3_fk_auth_grou FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_comment
    ADD CONSTRAINT wagtailcore_comment_page_id_108444b5_fk_wagtailcore_page_id FOREIGN KEY (page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_comment
    ADD CONSTRAINT wagtailcore_comment_resolved_by_id_a282aa0e_fk_auth_user_id FOREIGN KEY (resolved_by_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_comment
    ADD CONSTRAINT wagtailcore_comment_revision_created_id_1d058279_fk_wagtailco FOREIGN KEY (revision_created_id) REFERENCES wagtail.wagtailcore_revision(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_comment
    ADD CONSTRAINT wagtailcore_comment_user_id_0c577ca6_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_commentreply
    ADD CONSTRAINT wagtailcore_commentr_comment_id_afc7e027_fk_wagtailco FOREIGN KEY (comment_id) REFERENCES wagtail.wagtailcore_comment(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_commentreply
    ADD CONSTRAINT wagtailcore_commentreply_user_id_d0b3b9c3_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupapprovaltask_groups
    ADD CONSTRAINT wagtailcore_groupapp_group_id_2e64b61f_fk_auth_grou FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupapprovaltask_groups
    ADD CONSTRAINT wagtailcore_groupapp_groupapprovaltask_id_9a9255ea_fk_wagtailco FOREIGN KEY (groupapprovaltask_id) REFERENCES wagtail.wagtailcore_groupapprovaltask(task_ptr_id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupapprovaltask
    ADD CONSTRAINT wagtailcore_groupapp_task_ptr_id_cfe58781_fk_wagtailco FOREIGN KEY (task_ptr_id) REFERENCES wagtail.wagtailcore_task(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupcollectionpermission
    ADD CONSTRAINT wagtailcore_groupcol_collection_id_5423575a_fk_wagtailco FOREIGN KEY (collection_id) REFERENCES wagtail.wagtailcore_collection(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupcollectionpermission
    ADD CONSTRAINT wagtailcore_groupcol_group_id_05d61460_fk_auth_grou FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupcollectionpermission
    ADD CONSTRAINT wagtailcore_groupcol_permission_id_1b626275_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES wagtail.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_grouppagepermission
    ADD CONSTRAINT wagtailcore_grouppag_group_id_fc07e671_fk_auth_grou FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_grouppagepermission
    ADD CONSTRAINT wagtailcore_grouppag_page_id_710b114a_fk_wagtailco FOREIGN KEY (page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_grouppagepermission
    ADD CONSTRAINT wagtailcore_grouppag_permission_id_05acb22e_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES wagtail.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupsitepermission
    ADD CONSTRAINT wagtailcore_groupsit_group_id_e5cdbee4_fk_auth_grou FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupsitepermission
    ADD CONSTRAINT wagtailcore_groupsit_permission_id_459b1f38_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES wagtail.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_groupsitepermission
    ADD CONSTRAINT wagtailcore_groupsit_site_id_245de488_fk_wagtailco FOREIGN KEY (site_id) REFERENCES wagtail.wagtailcore_site(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_modellogentry
    ADD CONSTRAINT wagtailcore_modellog_content_type_id_68849e77_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_alias_of_id_12945502_fk_wagtailcore_page_id FOREIGN KEY (alias_of_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_content_type_id_c28424df_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_latest_revision_id_e60fef51_fk_wagtailco FOREIGN KEY (latest_revision_id) REFERENCES wagtail.wagtailcore_revision(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_live_revision_id_930bd822_fk_wagtailco FOREIGN KEY (live_revision_id) REFERENCES wagtail.wagtailcore_revision(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_locale_id_3c7e30a6_fk_wagtailcore_locale_id FOREIGN KEY (locale_id) REFERENCES wagtail.wagtailcore_locale(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_locked_by_id_bcb86245_fk_auth_user_id FOREIGN KEY (locked_by_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_page
    ADD CONSTRAINT wagtailcore_page_owner_id_fbf7c332_fk_auth_user_id FOREIGN KEY (owner_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_pagelogentry
    ADD CONSTRAINT wagtailcore_pageloge_content_type_id_74e7708a_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_revision
    ADD CONSTRAINT wagtailcore_pagerevision_user_id_2409d2f4_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_pagesubscription
    ADD CONSTRAINT wagtailcore_pagesubs_page_id_a085e7a6_fk_wagtailco FOREIGN KEY (page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_pagesubscription
    ADD CONSTRAINT wagtailcore_pagesubscription_user_id_89d7def9_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_pageviewrestriction_groups
    ADD CONSTRAINT wagtailcore_pageview_group_id_6460f223_fk_auth_grou FOREIGN KEY (group_id) REFERENCES wagtail.auth_group(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_pageviewrestriction
    ADD CONSTRAINT wagtailcore_pageview_page_id_15a8bea6_fk_wagtailco FOREIGN KEY (page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_pageviewrestriction_groups
    ADD CONSTRAINT wagtailcore_pageview_pageviewrestriction__f147a99a_fk_wagtailco FOREIGN KEY (pageviewrestriction_id) REFERENCES wagtail.wagtailcore_pageviewrestriction(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_referenceindex
    ADD CONSTRAINT wagtailcore_referenc_base_content_type_id_313cf40f_fk_django_co FOREIGN KEY (base_content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_referenceindex
    ADD CONSTRAINT wagtailcore_referenc_content_type_id_766e0336_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_referenceindex
    ADD CONSTRAINT wagtailcore_referenc_to_content_type_id_93690bbd_fk_django_co FOREIGN KEY (to_content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_revision
    ADD CONSTRAINT wagtailcore_revision_base_content_type_id_5b4ef7bd_fk_django_co FOREIGN KEY (base_content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_revision
    ADD CONSTRAINT wagtailcore_revision_content_type_id_c8cb69c0_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_site
    ADD CONSTRAINT wagtailcore_site_root_page_id_e02fb95c_fk_wagtailcore_page_id FOREIGN KEY (root_page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_task
    ADD CONSTRAINT wagtailcore_task_content_type_id_249ab8ba_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_taskstate
    ADD CONSTRAINT wagtailcore_taskstat_content_type_id_0a758fdc_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_taskstate
    ADD CONSTRAINT wagtailcore_taskstat_revision_id_df25a499_fk_wagtailco FOREIGN KEY (revision_id) REFERENCES wagtail.wagtailcore_revision(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_taskstate
    ADD CONSTRAINT wagtailcore_taskstat_workflow_state_id_9239a775_fk_wagtailco FOREIGN KEY (workflow_state_id) REFERENCES wagtail.wagtailcore_workflowstate(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_taskstate
    ADD CONSTRAINT wagtailcore_taskstate_finished_by_id_13f98229_fk_auth_user_id FOREIGN KEY (finished_by_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_taskstate
    ADD CONSTRAINT wagtailcore_taskstate_task_id_c3677c34_fk_wagtailcore_task_id FOREIGN KEY (task_id) REFERENCES wagtail.wagtailcore_task(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_uploadedfile
    ADD CONSTRAINT wagtailcore_uploaded_for_content_type_id_b0fc87b2_fk_django_co FOREIGN KEY (for_content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_uploadedfile
    ADD CONSTRAINT wagtailcore_uploaded_uploaded_by_user_id_c7580fe8_fk_auth_user FOREIGN KEY (uploaded_by_user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowstate
    ADD CONSTRAINT wagtailcore_workflow_base_content_type_id_a30dc576_fk_django_co FOREIGN KEY (base_content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowstate
    ADD CONSTRAINT wagtailcore_workflow_content_type_id_2bb78ce1_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowcontenttype
    ADD CONSTRAINT wagtailcore_workflow_content_type_id_b261bb37_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowstate
    ADD CONSTRAINT wagtailcore_workflow_current_task_state_i_3a1a0632_fk_wagtailco FOREIGN KEY (current_task_state_id) REFERENCES wagtail.wagtailcore_taskstate(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowpage
    ADD CONSTRAINT wagtailcore_workflow_page_id_81e7bab6_fk_wagtailco FOREIGN KEY (page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowstate
    ADD CONSTRAINT wagtailcore_workflow_requested_by_id_4090bca3_fk_auth_user FOREIGN KEY (requested_by_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowtask
    ADD CONSTRAINT wagtailcore_workflow_task_id_ce7716fe_fk_wagtailco FOREIGN KEY (task_id) REFERENCES wagtail.wagtailcore_task(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowstate
    ADD CONSTRAINT wagtailcore_workflow_workflow_id_1f18378f_fk_wagtailco FOREIGN KEY (workflow_id) REFERENCES wagtail.wagtailcore_workflow(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowpage
    ADD CONSTRAINT wagtailcore_workflow_workflow_id_56f56ff6_fk_wagtailco FOREIGN KEY (workflow_id) REFERENCES wagtail.wagtailcore_workflow(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowcontenttype
    ADD CONSTRAINT wagtailcore_workflow_workflow_id_9aad7cd2_fk_wagtailco FOREIGN KEY (workflow_id) REFERENCES wagtail.wagtailcore_workflow(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailcore_workflowtask
    ADD CONSTRAINT wagtailcore_workflow_workflow_id_b9717175_fk_wagtailco FOREIGN KEY (workflow_id) REFERENCES wagtail.wagtailcore_workflow(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtaildocs_document
    ADD CONSTRAINT wagtaildocs_document_collection_id_23881625_fk_wagtailco FOREIGN KEY (collection_id) REFERENCES wagtail.wagtailcore_collection(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtaildocs_document
    ADD CONSTRAINT wagtaildocs_document_uploaded_by_user_id_17258b41_fk_auth_user FOREIGN KEY (uploaded_by_user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailforms_formsubmission
    ADD CONSTRAINT wagtailforms_formsub_page_id_e48e93e7_fk_wagtailco FOREIGN KEY (page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailimages_image
    ADD CONSTRAINT wagtailimages_image_collection_id_c2f8af7e_fk_wagtailco FOREIGN KEY (collection_id) REFERENCES wagtail.wagtailcore_collection(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailimages_image
    ADD CONSTRAINT wagtailimages_image_uploaded_by_user_id_5d73dc75_fk_auth_user FOREIGN KEY (uploaded_by_user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailimages_rendition
    ADD CONSTRAINT wagtailimages_rendit_image_id_3e1fd774_fk_wagtailim FOREIGN KEY (image_id) REFERENCES wagtail.wagtailimages_image(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailredirects_redirect
    ADD CONSTRAINT wagtailredirects_red_redirect_page_id_b5728a8f_fk_wagtailco FOREIGN KEY (redirect_page_id) REFERENCES wagtail.wagtailcore_page(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailredirects_redirect
    ADD CONSTRAINT wagtailredirects_red_site_id_780a0e1e_fk_wagtailco FOREIGN KEY (site_id) REFERENCES wagtail.wagtailcore_site(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailsearch_indexentry
    ADD CONSTRAINT wagtailsearch_indexe_content_type_id_62ed694f_fk_django_co FOREIGN KEY (content_type_id) REFERENCES wagtail.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY wagtail.wagtailusers_userprofile
    ADD CONSTRAINT wagtailusers_userprofile_user_id_59c92331_fk_auth_user_id FOREIGN KEY (user_id) REFERENCES wagtail.auth_user(id) DEFERRABLE INITIALLY DEFERRED;`,
  dataSql: `
SET search_path TO wagtail;
INSERT INTO wagtail.auth_group (id, name) VALUES (1, 'Moderators');
INSERT INTO wagtail.auth_group (id, name) VALUES (2, 'Editors');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (1, 'wagtailcore', 'page');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (2, 'home', 'homepage');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (3, 'wagtailadmin', 'admin');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (4, 'wagtailcore', 'groupapprovaltask');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (5, 'wagtailcore', 'locale');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (6, 'wagtailcore', 'site');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (7, 'wagtailcore', 'groupsitepermission');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (8, 'wagtailcore', 'apitoken');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (9, 'wagtailcore', 'modellogentry');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (10, 'wagtailcore', 'revision');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (11, 'wagtailcore', 'collectionviewrestriction');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (12, 'wagtailcore', 'collection');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (13, 'wagtailcore', 'groupcollectionpermission');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (14, 'wagtailcore', 'uploadedfile');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (15, 'wagtailcore', 'workflowcontenttype');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (16, 'wagtailcore', 'workflowstate');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (17, 'wagtailcore', 'workflow');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (18, 'wagtailcore', 'workflowtask');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (19, 'wagtailcore', 'task');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (20, 'wagtailcore', 'taskstate');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (21, 'wagtailcore', 'grouppagepermission');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (22, 'wagtailcore', 'pageviewrestriction');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (23, 'wagtailcore', 'workflowpage');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (24, 'wagtailcore', 'pagelogentry');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (25, 'wagtailcore', 'comment');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (26, 'wagtailcore', 'commentreply');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (27, 'wagtailcore', 'pagesubscription');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (28, 'wagtailcore', 'referenceindex');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (29, 'wagtaildocs', 'document');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (30, 'wagtailimages', 'image');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (31, 'wagtailforms', 'formsubmission');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (32, 'wagtailredirects', 'redirect');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (33, 'wagtailembeds', 'embed');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (34, 'wagtailusers', 'userprofile');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (35, 'wagtailimages', 'rendition');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (36, 'wagtailsearch', 'indexentry');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (37, 'wagtailadmin', 'editingsession');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (38, 'wagtailadmin', 'formstate');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (39, 'taggit', 'tag');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (40, 'taggit', 'taggeditem');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (41, 'admin', 'logentry');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (42, 'auth', 'permission');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (43, 'auth', 'group');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (44, 'auth', 'user');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (45, 'contenttypes', 'contenttype');
INSERT INTO wagtail.django_content_type (id, app_label, model) VALUES (46, 'sessions', 'session');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (1, 'Can access Wagtail admin', 3, 'access_admin');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (2, 'Can add locale', 5, 'add_locale');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (3, 'Can change locale', 5, 'change_locale');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (4, 'Can delete locale', 5, 'delete_locale');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (5, 'Can view locale', 5, 'view_locale');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (6, 'Can add site', 6, 'add_site');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (7, 'Can change site', 6, 'change_site');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (8, 'Can delete site', 6, 'delete_site');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (9, 'Can view site', 6, 'view_site');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (10, 'Can add group site permission', 7, 'add_groupsitepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (11, 'Can change group site permission', 7, 'change_groupsitepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (12, 'Can delete group site permission', 7, 'delete_groupsitepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (13, 'Can view group site permission', 7, 'view_groupsitepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (14, 'Can add API token', 8, 'add_apitoken');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (15, 'Can change API token', 8, 'change_apitoken');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (16, 'Can delete API token', 8, 'delete_apitoken');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (17, 'Can view API token', 8, 'view_apitoken');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (18, 'Can add model log entry', 9, 'add_modellogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (19, 'Can change model log entry', 9, 'change_modellogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (20, 'Can delete model log entry', 9, 'delete_modellogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (21, 'Can view model log entry', 9, 'view_modellogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (22, 'Can add revision', 10, 'add_revision');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (23, 'Can change revision', 10, 'change_revision');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (24, 'Can delete revision', 10, 'delete_revision');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (25, 'Can view revision', 10, 'view_revision');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (26, 'Can add collection view restriction', 11, 'add_collectionviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (27, 'Can change collection view restriction', 11, 'change_collectionviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (28, 'Can delete collection view restriction', 11, 'delete_collectionviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (29, 'Can view collection view restriction', 11, 'view_collectionviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (30, 'Can add collection', 12, 'add_collection');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (31, 'Can change collection', 12, 'change_collection');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (32, 'Can delete collection', 12, 'delete_collection');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (33, 'Can view collection', 12, 'view_collection');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (34, 'Can add group collection permission', 13, 'add_groupcollectionpermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (35, 'Can change group collection permission', 13, 'change_groupcollectionpermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (36, 'Can delete group collection permission', 13, 'delete_groupcollectionpermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (37, 'Can view group collection permission', 13, 'view_groupcollectionpermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (38, 'Can add uploaded file', 14, 'add_uploadedfile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (39, 'Can change uploaded file', 14, 'change_uploadedfile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (40, 'Can delete uploaded file', 14, 'delete_uploadedfile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (41, 'Can view uploaded file', 14, 'view_uploadedfile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (42, 'Can add workflow content type', 15, 'add_workflowcontenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (43, 'Can change workflow content type', 15, 'change_workflowcontenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (44, 'Can delete workflow content type', 15, 'delete_workflowcontenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (45, 'Can view workflow content type', 15, 'view_workflowcontenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (46, 'Can add Workflow state', 16, 'add_workflowstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (47, 'Can change Workflow state', 16, 'change_workflowstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (48, 'Can delete Workflow state', 16, 'delete_workflowstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (49, 'Can view Workflow state', 16, 'view_workflowstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (50, 'Can add workflow', 17, 'add_workflow');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (51, 'Can change workflow', 17, 'change_workflow');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (52, 'Can delete workflow', 17, 'delete_workflow');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (53, 'Can view workflow', 17, 'view_workflow');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (54, 'Can add workflow task order', 18, 'add_workflowtask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (55, 'Can change workflow task order', 18, 'change_workflowtask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (56, 'Can delete workflow task order', 18, 'delete_workflowtask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (57, 'Can view workflow task order', 18, 'view_workflowtask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (58, 'Can add task', 19, 'add_task');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (59, 'Can change task', 19, 'change_task');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (60, 'Can delete task', 19, 'delete_task');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (61, 'Can view task', 19, 'view_task');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (62, 'Can add Group approval task', 4, 'add_groupapprovaltask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (63, 'Can change Group approval task', 4, 'change_groupapprovaltask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (64, 'Can delete Group approval task', 4, 'delete_groupapprovaltask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (65, 'Can view Group approval task', 4, 'view_groupapprovaltask');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (66, 'Can add Task state', 20, 'add_taskstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (67, 'Can change Task state', 20, 'change_taskstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (68, 'Can delete Task state', 20, 'delete_taskstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (69, 'Can view Task state', 20, 'view_taskstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (70, 'Can add page', 1, 'add_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (71, 'Can change page', 1, 'change_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (72, 'Can delete page', 1, 'delete_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (73, 'Can view page', 1, 'view_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (74, 'Delete pages with children', 1, 'bulk_delete_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (75, 'Lock/unlock pages you''ve locked', 1, 'lock_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (76, 'Publish any page', 1, 'publish_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (77, 'Unlock any page', 1, 'unlock_page');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (78, 'Can add group page permission', 21, 'add_grouppagepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (79, 'Can change group page permission', 21, 'change_grouppagepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (80, 'Can delete group page permission', 21, 'delete_grouppagepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (81, 'Can view group page permission', 21, 'view_grouppagepermission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (82, 'Can add page view restriction', 22, 'add_pageviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (83, 'Can change page view restriction', 22, 'change_pageviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (84, 'Can delete page view restriction', 22, 'delete_pageviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (85, 'Can view page view restriction', 22, 'view_pageviewrestriction');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (86, 'Can add workflow page', 23, 'add_workflowpage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (87, 'Can change workflow page', 23, 'change_workflowpage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (88, 'Can delete workflow page', 23, 'delete_workflowpage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (89, 'Can view workflow page', 23, 'view_workflowpage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (90, 'Can add page log entry', 24, 'add_pagelogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (91, 'Can change page log entry', 24, 'change_pagelogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (92, 'Can delete page log entry', 24, 'delete_pagelogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (93, 'Can view page log entry', 24, 'view_pagelogentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (94, 'Can add comment', 25, 'add_comment');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (95, 'Can change comment', 25, 'change_comment');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (96, 'Can delete comment', 25, 'delete_comment');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (97, 'Can view comment', 25, 'view_comment');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (98, 'Can add comment reply', 26, 'add_commentreply');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (99, 'Can change comment reply', 26, 'change_commentreply');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (100, 'Can delete comment reply', 26, 'delete_commentreply');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (101, 'Can view comment reply', 26, 'view_commentreply');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (102, 'Can add page subscription', 27, 'add_pagesubscription');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (103, 'Can change page subscription', 27, 'change_pagesubscription');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (104, 'Can delete page subscription', 27, 'delete_pagesubscription');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (105, 'Can view page subscription', 27, 'view_pagesubscription');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (106, 'Can add reference index', 28, 'add_referenceindex');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (107, 'Can change reference index', 28, 'change_referenceindex');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (108, 'Can delete reference index', 28, 'delete_referenceindex');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (109, 'Can view reference index', 28, 'view_referenceindex');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (110, 'Can add document', 29, 'add_document');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (111, 'Can change document', 29, 'change_document');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (112, 'Can delete document', 29, 'delete_document');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (113, 'Can choose document', 29, 'choose_document');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (114, 'Can add image', 30, 'add_image');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (115, 'Can change image', 30, 'change_image');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (116, 'Can delete image', 30, 'delete_image');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (117, 'Can choose image', 30, 'choose_image');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (118, 'Can add home page', 2, 'add_homepage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (119, 'Can change home page', 2, 'change_homepage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (120, 'Can delete home page', 2, 'delete_homepage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (121, 'Can view home page', 2, 'view_homepage');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (122, 'Can add form submission', 31, 'add_formsubmission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (123, 'Can change form submission', 31, 'change_formsubmission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (124, 'Can delete form submission', 31, 'delete_formsubmission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (125, 'Can view form submission', 31, 'view_formsubmission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (126, 'Can add redirect', 32, 'add_redirect');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (127, 'Can change redirect', 32, 'change_redirect');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (128, 'Can delete redirect', 32, 'delete_redirect');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (129, 'Can view redirect', 32, 'view_redirect');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (130, 'Can add embed', 33, 'add_embed');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (131, 'Can change embed', 33, 'change_embed');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (132, 'Can delete embed', 33, 'delete_embed');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (133, 'Can view embed', 33, 'view_embed');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (134, 'Can add user profile', 34, 'add_userprofile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (135, 'Can change user profile', 34, 'change_userprofile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (136, 'Can delete user profile', 34, 'delete_userprofile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (137, 'Can view user profile', 34, 'view_userprofile');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (138, 'Can view document', 29, 'view_document');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (139, 'Can view image', 30, 'view_image');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (140, 'Can add rendition', 35, 'add_rendition');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (141, 'Can change rendition', 35, 'change_rendition');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (142, 'Can delete rendition', 35, 'delete_rendition');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (143, 'Can view rendition', 35, 'view_rendition');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (144, 'Can add index entry', 36, 'add_indexentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (145, 'Can change index entry', 36, 'change_indexentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (146, 'Can delete index entry', 36, 'delete_indexentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (147, 'Can view index entry', 36, 'view_indexentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (148, 'Can add editing session', 37, 'add_editingsession');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (149, 'Can change editing session', 37, 'change_editingsession');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (150, 'Can delete editing session', 37, 'delete_editingsession');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (151, 'Can view editing session', 37, 'view_editingsession');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (152, 'Can add form state', 38, 'add_formstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (153, 'Can change form state', 38, 'change_formstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (154, 'Can delete form state', 38, 'delete_formstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (155, 'Can view form state', 38, 'view_formstate');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (156, 'Can add tag', 39, 'add_tag');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (157, 'Can change tag', 39, 'change_tag');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (158, 'Can delete tag', 39, 'delete_tag');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (159, 'Can view tag', 39, 'view_tag');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (160, 'Can add tagged item', 40, 'add_taggeditem');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (161, 'Can change tagged item', 40, 'change_taggeditem');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (162, 'Can delete tagged item', 40, 'delete_taggeditem');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (163, 'Can view tagged item', 40, 'view_taggeditem');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (164, 'Can add log entry', 41, 'add_logentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (165, 'Can change log entry', 41, 'change_logentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (166, 'Can delete log entry', 41, 'delete_logentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (167, 'Can view log entry', 41, 'view_logentry');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (168, 'Can add permission', 42, 'add_permission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (169, 'Can change permission', 42, 'change_permission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (170, 'Can delete permission', 42, 'delete_permission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (171, 'Can view permission', 42, 'view_permission');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (172, 'Can add group', 43, 'add_group');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (173, 'Can change group', 43, 'change_group');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (174, 'Can delete group', 43, 'delete_group');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (175, 'Can view group', 43, 'view_group');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (176, 'Can add user', 44, 'add_user');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (177, 'Can change user', 44, 'change_user');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (178, 'Can delete user', 44, 'delete_user');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (179, 'Can view user', 44, 'view_user');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (180, 'Can add content type', 45, 'add_contenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (181, 'Can change content type', 45, 'change_contenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (182, 'Can delete content type', 45, 'delete_contenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (183, 'Can view content type', 45, 'view_contenttype');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (184, 'Can add session', 46, 'add_session');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (185, 'Can change session', 46, 'change_session');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (186, 'Can delete session', 46, 'delete_session');
INSERT INTO wagtail.auth_permission (id, name, content_type_id, codename) VALUES (187, 'Can view session', 46, 'view_session');
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (1, 1, 1);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (2, 2, 1);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (3, 1, 112);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (4, 1, 110);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (5, 1, 111);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (6, 2, 112);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (7, 2, 110);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (8, 2, 111);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (9, 1, 113);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (10, 2, 113);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (11, 1, 114);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (12, 1, 115);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (13, 1, 116);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (14, 2, 114);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (15, 2, 115);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (16, 2, 116);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (17, 1, 117);
INSERT INTO wagtail.auth_group_permissions (id, group_id, permission_id) VALUES (18, 2, 117);
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (1, 'contenttypes', '0001_initial', '2026-12-07 21:20:20.695479+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (2, 'auth', '0001_initial', '2026-12-07 21:20:20.743726+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (3, 'admin', '0001_initial', '2026-12-07 21:20:20.762856+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (4, 'admin', '0002_logentry_remove_auto_add', '2026-12-07 21:20:20.771102+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (5, 'admin', '0003_logentry_add_action_flag_choices', '2026-12-07 21:20:20.780061+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (6, 'contenttypes', '0002_remove_content_type_name', '2026-12-07 21:20:20.796309+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (7, 'auth', '0002_alter_permission_name_max_length', '2026-12-07 21:20:20.804092+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (8, 'auth', '0003_alter_user_email_max_length', '2026-12-07 21:20:20.812236+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (9, 'auth', '0004_alter_user_username_opts', '2026-12-07 21:20:20.819597+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (10, 'auth', '0005_alter_user_last_login_null', '2026-12-07 21:20:20.827852+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (11, 'auth', '0006_require_contenttypes_0002', '2026-12-07 21:20:20.829386+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (12, 'auth', '0007_alter_validators_add_error_messages', '2026-12-07 21:20:20.835531+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (13, 'auth', '0008_alter_user_username_max_length', '2026-12-07 21:20:20.84496+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (14, 'auth', '0009_alter_user_last_name_max_length', '2026-12-07 21:20:20.85365+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (15, 'auth', '0010_alter_group_name_max_length', '2026-12-07 21:20:20.865231+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (16, 'auth', '0011_update_proxy_permissions', '2026-12-07 21:20:20.872929+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (17, 'auth', '0012_alter_user_first_name_max_length', '2026-12-07 21:20:20.880882+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (18, 'wagtailcore', '0001_initial', '2026-12-07 21:20:21.037527+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (19, 'wagtailcore', '0002_initial_data', '2026-12-07 21:20:21.038484+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (20, 'wagtailcore', '0003_add_uniqueness_constraint_on_group_page_permission', '2026-12-07 21:20:21.038968+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (21, 'wagtailcore', '0004_page_locked', '2026-12-07 21:20:21.039443+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (22, 'wagtailcore', '0005_add_page_lock_permission_to_moderators', '2026-12-07 21:20:21.039932+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (23, 'wagtailcore', '0006_add_lock_page_permission', '2026-12-07 21:20:21.040467+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (24, 'wagtailcore', '0007_page_latest_revision_created_at', '2026-12-07 21:20:21.0411+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (25, 'wagtailcore', '0008_populate_latest_revision_created_at', '2026-12-07 21:20:21.041672+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (26, 'wagtailcore', '0009_remove_auto_now_add_from_pagerevision_created_at', '2026-12-07 21:20:21.042166+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (27, 'wagtailcore', '0010_change_page_owner_to_null_on_delete', '2026-12-07 21:20:21.042694+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (28, 'wagtailcore', '0011_page_first_published_at', '2026-12-07 21:20:21.043438+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (29, 'wagtailcore', '0012_extend_page_slug_field', '2026-12-07 21:20:21.044003+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (30, 'wagtailcore', '0013_update_golive_expire_help_text', '2026-12-07 21:20:21.044503+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (31, 'wagtailcore', '0014_add_verbose_name', '2026-12-07 21:20:21.045006+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (32, 'wagtailcore', '0015_add_more_verbose_names', '2026-12-07 21:20:21.045532+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (33, 'wagtailcore', '0016_change_page_url_path_to_text_field', '2026-12-07 21:20:21.046024+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (34, 'wagtailcore', '0017_change_edit_page_permission_description', '2026-12-07 21:20:21.054605+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (35, 'wagtailcore', '0018_pagerevision_submitted_for_moderation_index', '2026-12-07 21:20:21.065698+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (36, 'wagtailcore', '0019_verbose_names_cleanup', '2026-12-07 21:20:21.186041+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (37, 'wagtailcore', '0020_add_index_on_page_first_published_at', '2026-12-07 21:20:21.196565+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (38, 'wagtailcore', '0021_capitalizeverbose', '2026-12-07 21:20:21.413184+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (39, 'wagtailcore', '0022_add_site_name', '2026-12-07 21:20:21.423524+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (40, 'wagtailcore', '0023_alter_page_revision_on_delete_behaviour', '2026-12-07 21:20:21.43336+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (41, 'wagtailcore', '0024_collection', '2026-12-07 21:20:21.442359+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (42, 'wagtailcore', '0025_collection_initial_data', '2026-12-07 21:20:21.454976+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (43, 'wagtailcore', '0026_group_collection_permission', '2026-12-07 21:20:21.480376+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (44, 'wagtailcore', '0027_fix_collection_path_collation', '2026-12-07 21:20:21.49305+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (45, 'wagtailcore', '0024_alter_page_content_type_on_delete_behaviour', '2026-12-07 21:20:21.503671+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (46, 'wagtailcore', '0028_merge', '2026-12-07 21:20:21.50549+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (47, 'wagtailcore', '0029_unicode_slugfield_dj19', '2026-12-07 21:20:21.517535+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (48, 'wagtailcore', '0030_index_on_pagerevision_created_at', '2026-12-07 21:20:21.529001+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (49, 'wagtailcore', '0031_add_page_view_restriction_types', '2026-12-07 21:20:21.566783+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (50, 'wagtailcore', '0032_add_bulk_delete_page_permission', '2026-12-07 21:20:21.577557+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (51, 'wagtailcore', '0033_remove_golive_expiry_help_text', '2026-12-07 21:20:21.592536+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (52, 'wagtailcore', '0034_page_live_revision', '2026-12-07 21:20:21.606443+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (53, 'wagtailcore', '0035_page_last_published_at', '2026-12-07 21:20:21.618598+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (54, 'wagtailcore', '0036_populate_page_last_published_at', '2026-12-07 21:20:21.632239+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (55, 'wagtailcore', '0037_set_page_owner_editable', '2026-12-07 21:20:21.6434+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (56, 'wagtailcore', '0038_make_first_published_at_editable', '2026-12-07 21:20:21.656773+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (57, 'wagtailcore', '0039_collectionviewrestriction', '2026-12-07 21:20:21.707246+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (58, 'wagtailcore', '0040_page_draft_title', '2026-12-07 21:20:21.736032+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (59, 'home', '0001_initial', '2026-12-07 21:20:21.75676+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (60, 'home', '0002_create_homepage', '2026-12-07 21:20:21.928653+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (61, 'sessions', '0001_initial', '2026-12-07 21:20:21.939168+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (62, 'taggit', '0001_initial', '2026-12-07 21:20:21.969722+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (63, 'taggit', '0002_auto_20150616_2121', '2026-12-07 21:20:21.980835+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (64, 'taggit', '0003_taggeditem_add_unique_index', '2026-12-07 21:20:21.991431+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (65, 'taggit', '0004_alter_taggeditem_content_type_alter_taggeditem_tag', '2026-12-07 21:20:22.024188+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (66, 'taggit', '0005_auto_20220424_2025', '2026-12-07 21:20:22.029424+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (67, 'taggit', '0006_rename_taggeditem_content_type_object_id_taggit_tagg_content_8fc721_idx', '2026-12-07 21:20:22.051611+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (68, 'wagtailadmin', '0001_create_admin_access_permissions', '2026-12-07 21:20:22.077569+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (69, 'wagtailadmin', '0002_admin', '2026-12-07 21:20:22.080639+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (70, 'wagtailadmin', '0003_admin_managed', '2026-12-07 21:20:22.085183+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (71, 'wagtailadmin', '0004_editingsession', '2026-12-07 21:20:22.110754+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (72, 'wagtailadmin', '0005_editingsession_is_editing', '2026-12-07 21:20:22.127524+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (73, 'wagtailadmin', '0006_formstate', '2026-12-07 21:20:22.156897+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (74, 'wagtailcore', '0041_group_collection_permissions_verbose_name_plural', '2026-12-07 21:20:22.166957+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (75, 'wagtailcore', '0042_index_on_pagerevision_approved_go_live_at', '2026-12-07 21:20:22.185878+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (76, 'wagtailcore', '0043_lock_fields', '2026-12-07 21:20:22.223973+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (77, 'wagtailcore', '0044_add_unlock_grouppagepermission', '2026-12-07 21:20:22.238013+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (78, 'wagtailcore', '0045_assign_unlock_grouppagepermission', '2026-12-07 21:20:22.264238+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (79, 'wagtailcore', '0046_site_name_remove_null', '2026-12-07 21:20:22.278457+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (80, 'wagtailcore', '0047_add_workflow_models', '2026-12-07 21:20:22.520832+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (81, 'wagtailcore', '0048_add_default_workflows', '2026-12-07 21:20:22.57686+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (82, 'wagtailcore', '0049_taskstate_finished_by', '2026-12-07 21:20:22.60433+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (83, 'wagtailcore', '0050_workflow_rejected_to_needs_changes', '2026-12-07 21:20:22.664979+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (84, 'wagtailcore', '0051_taskstate_comment', '2026-12-07 21:20:22.691441+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (85, 'wagtailcore', '0052_pagelogentry', '2026-12-07 21:20:22.728909+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (86, 'wagtailcore', '0053_locale_model', '2026-12-07 21:20:22.735187+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (87, 'wagtailcore', '0054_initial_locale', '2026-12-07 21:20:22.921208+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (88, 'wagtailcore', '0055_page_locale_fields', '2026-12-07 21:20:23.004247+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (89, 'wagtailcore', '0056_page_locale_fields_populate', '2026-12-07 21:20:23.035736+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (90, 'wagtailcore', '0057_page_locale_fields_notnull', '2026-12-07 21:20:23.092448+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (91, 'wagtailcore', '0058_page_alias_of', '2026-12-07 21:20:23.125675+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (92, 'wagtailcore', '0059_apply_collection_ordering', '2026-12-07 21:20:23.154003+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (93, 'wagtailcore', '0060_fix_workflow_unique_constraint', '2026-12-07 21:20:23.190393+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (94, 'wagtailcore', '0061_change_promote_tab_helpt_text_and_verbose_names', '2026-12-07 21:20:23.224211+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (95, 'wagtailcore', '0062_comment_models_and_pagesubscription', '2026-12-07 21:20:23.318941+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (96, 'wagtailcore', '0063_modellogentry', '2026-12-07 21:20:23.358303+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (97, 'wagtailcore', '0064_log_timestamp_indexes', '2026-12-07 21:20:23.502073+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (98, 'wagtailcore', '0065_log_entry_uuid', '2026-12-07 21:20:23.538855+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (99, 'wagtailcore', '0066_collection_management_permissions', '2026-12-07 21:20:23.573712+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (100, 'wagtailcore', '0067_alter_pagerevision_content_json', '2026-12-07 21:20:23.627633+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (101, 'wagtailcore', '0068_log_entry_empty_object', '2026-12-07 21:20:23.65492+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (102, 'wagtailcore', '0069_log_entry_jsonfield', '2026-12-07 21:20:23.949725+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (103, 'wagtailcore', '0070_rename_pagerevision_revision', '2026-12-07 21:20:24.247059+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (104, 'wagtailcore', '0071_populate_revision_content_type', '2026-12-07 21:20:24.273872+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (105, 'wagtailcore', '0072_alter_revision_content_type_notnull', '2026-12-07 21:20:24.331143+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (106, 'wagtailcore', '0073_page_latest_revision', '2026-12-07 21:20:24.361776+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (107, 'wagtailcore', '0074_revision_object_str', '2026-12-07 21:20:24.376863+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (108, 'wagtailcore', '0075_populate_latest_revision_and_revision_object_str', '2026-12-07 21:20:24.431659+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (109, 'wagtailcore', '0076_modellogentry_revision', '2026-12-07 21:20:24.460658+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (110, 'wagtailcore', '0077_alter_revision_user', '2026-12-07 21:20:24.487738+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (111, 'wagtailcore', '0078_referenceindex', '2026-12-07 21:20:24.720874+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (112, 'wagtailcore', '0079_rename_taskstate_page_revision', '2026-12-07 21:20:24.749271+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (113, 'wagtailcore', '0080_generic_workflowstate', '2026-12-07 21:20:24.948524+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (114, 'wagtailcore', '0081_populate_workflowstate_content_type', '2026-12-07 21:20:24.983925+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (115, 'wagtailcore', '0082_alter_workflowstate_content_type_notnull', '2026-12-07 21:20:25.065255+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (116, 'wagtailcore', '0083_workflowcontenttype', '2026-12-07 21:20:25.120678+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (117, 'wagtailcore', '0084_add_default_page_permissions', '2026-12-07 21:20:25.152074+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (118, 'wagtailcore', '0085_add_grouppagepermission_permission', '2026-12-07 21:20:25.218186+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (119, 'wagtailcore', '0086_populate_grouppagepermission_permission', '2026-12-07 21:20:25.291081+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (120, 'wagtailcore', '0087_alter_grouppagepermission_unique_together_and_more', '2026-12-07 21:20:25.360972+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (121, 'wagtailcore', '0088_fix_log_entry_json_timestamps', '2026-12-07 21:20:25.606055+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (122, 'wagtailcore', '0089_log_entry_data_json_null_to_object', '2026-12-07 21:20:25.635787+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (123, 'wagtailcore', '0090_remove_grouppagepermission_permission_type', '2026-12-07 21:20:25.723209+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (124, 'wagtailcore', '0091_remove_revision_submitted_for_moderation', '2026-12-07 21:20:25.74636+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (125, 'wagtailcore', '0092_alter_collectionviewrestriction_password_and_more', '2026-12-07 21:20:25.80385+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (126, 'wagtailcore', '0093_uploadedfile', '2026-12-07 21:20:25.84019+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (127, 'wagtailcore', '0094_alter_page_locale', '2026-12-07 21:20:25.869766+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (128, 'wagtailcore', '0095_groupsitepermission', '2026-12-07 21:20:25.906783+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (129, 'wagtailcore', '0096_referenceindex_referenceindex_source_object_and_more', '2026-12-07 21:20:25.942205+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (130, 'wagtailcore', '0097_baselogentry_uuid_action_timestamp_indexes', '2026-12-07 21:20:25.983159+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (131, 'wagtailcore', '0098_apitoken', '2026-12-07 21:20:26.02542+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (132, 'wagtaildocs', '0001_initial', '2026-12-07 21:20:26.075229+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (133, 'wagtaildocs', '0002_initial_data', '2026-12-07 21:20:26.11283+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (134, 'wagtaildocs', '0003_add_verbose_names', '2026-12-07 21:20:26.372974+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (135, 'wagtaildocs', '0004_capitalizeverbose', '2026-12-07 21:20:26.541283+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (136, 'wagtaildocs', '0005_document_collection', '2026-12-07 21:20:26.588166+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (137, 'wagtaildocs', '0006_copy_document_permissions_to_collections', '2026-12-07 21:20:26.632201+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (138, 'wagtaildocs', '0005_alter_uploaded_by_user_on_delete_action', '2026-12-07 21:20:26.673934+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (139, 'wagtaildocs', '0007_merge', '2026-12-07 21:20:26.676746+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (140, 'wagtaildocs', '0008_document_file_size', '2026-12-07 21:20:26.703498+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (141, 'wagtaildocs', '0009_document_verbose_name_plural', '2026-12-07 21:20:26.729189+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (142, 'wagtaildocs', '0010_document_file_hash', '2026-12-07 21:20:26.751035+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (143, 'wagtaildocs', '0011_add_choose_permissions', '2026-12-07 21:20:26.850733+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (144, 'wagtaildocs', '0012_uploadeddocument', '2026-12-07 21:20:26.891272+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (145, 'wagtaildocs', '0013_delete_uploadeddocument', '2026-12-07 21:20:26.89523+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (146, 'wagtaildocs', '0014_alter_document_file_size', '2026-12-07 21:20:26.921297+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (147, 'wagtailembeds', '0001_initial', '2026-12-07 21:20:26.933768+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (148, 'wagtailembeds', '0002_add_verbose_names', '2026-12-07 21:20:26.937623+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (149, 'wagtailembeds', '0003_capitalizeverbose', '2026-12-07 21:20:26.942284+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (150, 'wagtailembeds', '0004_embed_verbose_name_plural', '2026-12-07 21:20:26.946144+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (151, 'wagtailembeds', '0005_specify_thumbnail_url_max_length', '2026-12-07 21:20:26.95073+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (152, 'wagtailembeds', '0006_add_embed_hash', '2026-12-07 21:20:26.955561+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (153, 'wagtailembeds', '0007_populate_hash', '2026-12-07 21:20:26.988391+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (154, 'wagtailembeds', '0008_allow_long_urls', '2026-12-07 21:20:27.013102+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (155, 'wagtailembeds', '0009_embed_cache_until', '2026-12-07 21:20:27.022785+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (156, 'wagtailforms', '0001_initial', '2026-12-07 21:20:27.241716+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (157, 'wagtailforms', '0002_add_verbose_names', '2026-12-07 21:20:27.267032+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (158, 'wagtailforms', '0003_capitalizeverbose', '2026-12-07 21:20:27.291821+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (159, 'wagtailforms', '0004_add_verbose_name_plural', '2026-12-07 21:20:27.302304+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (160, 'wagtailforms', '0005_alter_formsubmission_form_data', '2026-12-07 21:20:27.31836+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (161, 'wagtailimages', '0001_initial', '2026-12-07 21:20:27.458701+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (162, 'wagtailimages', '0002_initial_data', '2026-12-07 21:20:27.459727+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (163, 'wagtailimages', '0003_fix_focal_point_fields', '2026-12-07 21:20:27.460482+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (164, 'wagtailimages', '0004_make_focal_point_key_not_nullable', '2026-12-07 21:20:27.461127+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (165, 'wagtailimages', '0005_make_filter_spec_unique', '2026-12-07 21:20:27.461735+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (166, 'wagtailimages', '0006_add_verbose_names', '2026-12-07 21:20:27.462462+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (167, 'wagtailimages', '0007_image_file_size', '2026-12-07 21:20:27.463115+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (168, 'wagtailimages', '0008_image_created_at_index', '2026-12-07 21:20:27.463688+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (169, 'wagtailimages', '0009_capitalizeverbose', '2026-12-07 21:20:27.464229+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (170, 'wagtailimages', '0010_change_on_delete_behaviour', '2026-12-07 21:20:27.46477+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (171, 'wagtailimages', '0011_image_collection', '2026-12-07 21:20:27.465292+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (172, 'wagtailimages', '0012_copy_image_permissions_to_collections', '2026-12-07 21:20:27.46581+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (173, 'wagtailimages', '0013_make_rendition_upload_callable', '2026-12-07 21:20:27.466316+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (174, 'wagtailimages', '0014_add_filter_spec_field', '2026-12-07 21:20:27.466851+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (175, 'wagtailimages', '0015_fill_filter_spec_field', '2026-12-07 21:20:27.470501+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (176, 'wagtailimages', '0016_deprecate_rendition_filter_relation', '2026-12-07 21:20:27.472283+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (177, 'wagtailimages', '0017_reduce_focal_point_key_max_length', '2026-12-07 21:20:27.474967+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (178, 'wagtailimages', '0018_remove_rendition_filter', '2026-12-07 21:20:27.475858+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (179, 'wagtailimages', '0019_delete_filter', '2026-12-07 21:20:27.47655+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (180, 'wagtailimages', '0020_add-verbose-name', '2026-12-07 21:20:27.477343+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (181, 'wagtailimages', '0021_image_file_hash', '2026-12-07 21:20:27.477925+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (182, 'wagtailimages', '0022_uploadedimage', '2026-12-07 21:20:27.521237+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (183, 'wagtailimages', '0023_add_choose_permissions', '2026-12-07 21:20:27.635481+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (184, 'wagtailimages', '0024_index_image_file_hash', '2026-12-07 21:20:27.663612+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (185, 'wagtailimages', '0025_alter_image_file_alter_rendition_file', '2026-12-07 21:20:27.690395+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (186, 'wagtailimages', '0026_delete_uploadedimage', '2026-12-07 21:20:27.694309+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (187, 'wagtailimages', '0027_image_description', '2026-12-07 21:20:27.720723+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (188, 'wagtailredirects', '0001_initial', '2026-12-07 21:20:27.76445+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (189, 'wagtailredirects', '0002_add_verbose_names', '2026-12-07 21:20:27.812053+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (190, 'wagtailredirects', '0003_make_site_field_editable', '2026-12-07 21:20:28.013161+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (191, 'wagtailredirects', '0004_set_unique_on_path_and_site', '2026-12-07 21:20:28.074159+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (192, 'wagtailredirects', '0005_capitalizeverbose', '2026-12-07 21:20:28.18736+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (193, 'wagtailredirects', '0006_redirect_increase_max_length', '2026-12-07 21:20:28.20618+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (194, 'wagtailredirects', '0007_add_autocreate_fields', '2026-12-07 21:20:28.258776+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (195, 'wagtailredirects', '0008_add_verbose_name_plural', '2026-12-07 21:20:28.278579+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (196, 'wagtailsearch', '0001_initial', '2026-12-07 21:20:28.387245+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (197, 'wagtailsearch', '0002_add_verbose_names', '2026-12-07 21:20:28.46951+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (198, 'wagtailsearch', '0003_remove_editors_pick', '2026-12-07 21:20:28.471795+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (199, 'wagtailsearch', '0004_querydailyhits_verbose_name_plural', '2026-12-07 21:20:28.477724+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (200, 'wagtailsearch', '0005_create_indexentry', '2026-12-07 21:20:28.544643+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (201, 'wagtailsearch', '0006_customise_indexentry', '2026-12-07 21:20:28.653971+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (202, 'wagtailsearch', '0007_delete_editorspick', '2026-12-07 21:20:28.66049+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (203, 'wagtailsearch', '0008_remove_query_and_querydailyhits_models', '2026-12-07 21:20:28.686958+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (204, 'wagtailsearch', '0009_remove_ngram_autocomplete', '2026-12-07 21:20:28.690559+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (205, 'wagtailsearch', '0010_add_text_fields', '2026-12-07 21:20:28.892066+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (206, 'wagtailusers', '0001_initial', '2026-12-07 21:20:28.932113+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (207, 'wagtailusers', '0002_add_verbose_name_on_userprofile', '2026-12-07 21:20:28.986866+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (208, 'wagtailusers', '0003_add_verbose_names', '2026-12-07 21:20:29.007543+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (209, 'wagtailusers', '0004_capitalizeverbose', '2026-12-07 21:20:29.084912+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (210, 'wagtailusers', '0005_make_related_name_wagtail_specific', '2026-12-07 21:20:29.112823+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (211, 'wagtailusers', '0006_userprofile_prefered_language', '2026-12-07 21:20:29.131249+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (212, 'wagtailusers', '0007_userprofile_current_time_zone', '2026-12-07 21:20:29.151844+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (213, 'wagtailusers', '0008_userprofile_avatar', '2026-12-07 21:20:29.1736+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (214, 'wagtailusers', '0009_userprofile_verbose_name_plural', '2026-12-07 21:20:29.196363+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (215, 'wagtailusers', '0010_userprofile_updated_comments_notifications', '2026-12-07 21:20:29.226977+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (216, 'wagtailusers', '0011_userprofile_dismissibles', '2026-12-07 21:20:29.251865+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (217, 'wagtailusers', '0012_userprofile_theme', '2026-12-07 21:20:29.278585+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (218, 'wagtailusers', '0013_userprofile_density', '2026-12-07 21:20:29.301762+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (219, 'wagtailusers', '0014_userprofile_contrast', '2026-12-07 21:20:29.329575+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (220, 'wagtailusers', '0015_userprofile_keyboard_shortcuts', '2026-12-07 21:20:29.349762+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (221, 'wagtailimages', '0001_squashed_0021', '2026-12-07 21:20:29.352881+00');
INSERT INTO wagtail.django_migrations (id, app, name, applied) VALUES (222, 'wagtailcore', '0001_squashed_0016_change_page_url_path_to_text_field', '2026-12-07 21:20:29.353762+00');
INSERT INTO wagtail.wagtailcore_locale (id, language_code) VALUES (1, 'en');
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (1, '0001', 1, 1, 'Root', 'root', true, false, '/', '', false, '', NULL, NULL, false, 1, NULL, false, NULL, NULL, NULL, NULL, 'Root', NULL, NULL, '2ac5318f-c511-46f7-95d1-c05cf03bc501', 1, NULL, NULL);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (3, '00010001', 2, 30, 'Home', 'home', true, false, '/home/', '', false, '', NULL, NULL, false, 2, NULL, false, NULL, NULL, NULL, NULL, 'Home', NULL, NULL, '82837bd1-183a-4675-8569-494860b9d2c0', 1, NULL, NULL);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (3);
INSERT INTO wagtail.wagtailcore_collection (id, path, depth, numchild, name) VALUES (1, '0001', 1, 0, 'Root');
INSERT INTO wagtail.wagtailcore_task (id, name, active, content_type_id) VALUES (1, 'Moderators approval', true, 4);
INSERT INTO wagtail.wagtailcore_groupapprovaltask (task_ptr_id) VALUES (1);
INSERT INTO wagtail.wagtailcore_groupapprovaltask_groups (id, groupapprovaltask_id, group_id) VALUES (1, 1, 1);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (1, 1, 1, 110);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (2, 1, 2, 110);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (3, 1, 1, 111);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (4, 1, 2, 111);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (5, 1, 1, 113);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (6, 1, 2, 113);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (7, 1, 1, 114);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (8, 1, 2, 114);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (9, 1, 1, 115);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (10, 1, 2, 115);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (11, 1, 1, 117);
INSERT INTO wagtail.wagtailcore_groupcollectionpermission (id, collection_id, group_id, permission_id) VALUES (12, 1, 2, 117);
INSERT INTO wagtail.wagtailcore_grouppagepermission (id, group_id, page_id, permission_id) VALUES (1, 1, 1, 70);
INSERT INTO wagtail.wagtailcore_grouppagepermission (id, group_id, page_id, permission_id) VALUES (2, 1, 1, 71);
INSERT INTO wagtail.wagtailcore_grouppagepermission (id, group_id, page_id, permission_id) VALUES (3, 1, 1, 76);
INSERT INTO wagtail.wagtailcore_grouppagepermission (id, group_id, page_id, permission_id) VALUES (4, 2, 1, 70);
INSERT INTO wagtail.wagtailcore_grouppagepermission (id, group_id, page_id, permission_id) VALUES (5, 2, 1, 71);
INSERT INTO wagtail.wagtailcore_grouppagepermission (id, group_id, page_id, permission_id) VALUES (6, 1, 1, 75);
INSERT INTO wagtail.wagtailcore_grouppagepermission (id, group_id, page_id, permission_id) VALUES (7, 1, 1, 77);
INSERT INTO wagtail.wagtailcore_site (id, hostname, port, is_default_site, root_page_id, site_name) VALUES (2, 'localhost', 80, true, 3, '');
INSERT INTO wagtail.wagtailcore_workflow (id, name, active) VALUES (1, 'Moderators approval', true);
INSERT INTO wagtail.wagtailcore_workflowpage (page_id, workflow_id) VALUES (1, 1);
INSERT INTO wagtail.wagtailcore_workflowtask (id, sort_order, task_id, workflow_id) VALUES (1, 0, 1, 1);
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (1, 'pbkdf2_sha256$1000000$salt01$hash01=', now() - interval '166 days 0 minutes', true, 'kai.garcia1', 'Kai', 'Garcia', 'kai.garcia1@example.org', true, true, now() - interval '232 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (2, 'pbkdf2_sha256$1000000$salt02$hash02=', now() - interval '48 days 0 minutes', false, 'ben.jones2', 'Ben', 'Jones', 'ben.jones2@example.org', true, true, now() - interval '304 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (3, 'pbkdf2_sha256$1000000$salt03$hash03=', now() - interval '58 days 0 minutes', false, 'lena.berg3', 'Lena', 'Berg', 'lena.berg3@example.org', true, true, now() - interval '59 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (4, 'pbkdf2_sha256$1000000$salt04$hash04=', now() - interval '5 days 0 minutes', false, 'quinn.muller4', 'Quinn', 'Muller', 'quinn.muller4@example.org', true, true, now() - interval '49 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (5, 'pbkdf2_sha256$1000000$salt05$hash05=', now() - interval '30 days 0 minutes', false, 'nora.silva5', 'Nora', 'Silva', 'nora.silva5@example.org', true, true, now() - interval '65 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (6, 'pbkdf2_sha256$1000000$salt06$hash06=', now() - interval '15 days 0 minutes', false, 'carla.novak6', 'Carla', 'Novak', 'carla.novak6@example.org', true, true, now() - interval '247 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (7, 'pbkdf2_sha256$1000000$salt07$hash07=', now() - interval '15 days 0 minutes', false, 'sam.jones7', 'Sam', 'Jones', 'sam.jones7@example.org', true, true, now() - interval '144 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (8, 'pbkdf2_sha256$1000000$salt08$hash08=', now() - interval '12 days 0 minutes', false, 'sam.berg8', 'Sam', 'Berg', 'sam.berg8@example.org', true, true, now() - interval '233 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (9, 'pbkdf2_sha256$1000000$salt09$hash09=', now() - interval '68 days 0 minutes', false, 'hugo.smith9', 'Hugo', 'Smith', 'hugo.smith9@example.org', true, true, now() - interval '315 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (10, 'pbkdf2_sha256$1000000$salt10$hash10=', now() - interval '69 days 0 minutes', false, 'jon.silva10', 'Jon', 'Silva', 'jon.silva10@example.org', true, true, now() - interval '103 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (11, 'pbkdf2_sha256$1000000$salt11$hash11=', now() - interval '143 days 0 minutes', false, 'dev.berg11', 'Dev', 'Berg', 'dev.berg11@example.org', true, true, now() - interval '187 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (12, 'pbkdf2_sha256$1000000$salt12$hash12=', now() - interval '292 days 0 minutes', false, 'farid.jones12', 'Farid', 'Jones', 'farid.jones12@example.org', true, true, now() - interval '327 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (13, 'pbkdf2_sha256$1000000$salt13$hash13=', now() - interval '70 days 0 minutes', false, 'gina.dubois13', 'Gina', 'Dubois', 'gina.dubois13@example.org', false, true, now() - interval '79 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (14, 'pbkdf2_sha256$1000000$salt14$hash14=', now() - interval '39 days 0 minutes', false, 'carla.berg14', 'Carla', 'Berg', 'carla.berg14@example.org', false, true, now() - interval '60 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (15, 'pbkdf2_sha256$1000000$salt15$hash15=', now() - interval '218 days 0 minutes', false, 'gina.kim15', 'Gina', 'Kim', 'gina.kim15@example.org', false, true, now() - interval '302 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (16, 'pbkdf2_sha256$1000000$salt16$hash16=', now() - interval '232 days 0 minutes', false, 'kai.kim16', 'Kai', 'Kim', 'kai.kim16@example.org', false, true, now() - interval '329 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (17, 'pbkdf2_sha256$1000000$salt17$hash17=', now() - interval '46 days 0 minutes', false, 'lena.rossi17', 'Lena', 'Rossi', 'lena.rossi17@example.org', false, true, now() - interval '157 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (18, 'pbkdf2_sha256$1000000$salt18$hash18=', now() - interval '153 days 0 minutes', false, 'hugo.jones18', 'Hugo', 'Jones', 'hugo.jones18@example.org', false, true, now() - interval '324 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (19, 'pbkdf2_sha256$1000000$salt19$hash19=', now() - interval '186 days 0 minutes', false, 'quinn.kim19', 'Quinn', 'Kim', 'quinn.kim19@example.org', false, true, now() - interval '205 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (20, 'pbkdf2_sha256$1000000$salt20$hash20=', now() - interval '37 days 0 minutes', false, 'omar.rossi20', 'Omar', 'Rossi', 'omar.rossi20@example.org', false, true, now() - interval '341 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (21, 'pbkdf2_sha256$1000000$salt21$hash21=', now() - interval '42 days 0 minutes', false, 'dev.novak21', 'Dev', 'Novak', 'dev.novak21@example.org', false, true, now() - interval '244 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (22, 'pbkdf2_sha256$1000000$salt22$hash22=', now() - interval '215 days 0 minutes', false, 'kai.garcia22', 'Kai', 'Garcia', 'kai.garcia22@example.org', false, true, now() - interval '280 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (23, 'pbkdf2_sha256$1000000$salt23$hash23=', now() - interval '293 days 0 minutes', false, 'ben.jones23', 'Ben', 'Jones', 'ben.jones23@example.org', false, true, now() - interval '315 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (24, 'pbkdf2_sha256$1000000$salt24$hash24=', now() - interval '152 days 0 minutes', false, 'kai.dubois24', 'Kai', 'Dubois', 'kai.dubois24@example.org', false, true, now() - interval '209 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (25, 'pbkdf2_sha256$1000000$salt25$hash25=', now() - interval '35 days 0 minutes', false, 'pia.berg25', 'Pia', 'Berg', 'pia.berg25@example.org', false, true, now() - interval '263 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (26, 'pbkdf2_sha256$1000000$salt26$hash26=', now() - interval '33 days 0 minutes', false, 'carla.rossi26', 'Carla', 'Rossi', 'carla.rossi26@example.org', false, true, now() - interval '272 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (27, 'pbkdf2_sha256$1000000$salt27$hash27=', now() - interval '295 days 0 minutes', false, 'ben.rossi27', 'Ben', 'Rossi', 'ben.rossi27@example.org', false, true, now() - interval '361 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (28, 'pbkdf2_sha256$1000000$salt28$hash28=', now() - interval '227 days 0 minutes', false, 'omar.rossi28', 'Omar', 'Rossi', 'omar.rossi28@example.org', false, true, now() - interval '227 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (29, 'pbkdf2_sha256$1000000$salt29$hash29=', now() - interval '181 days 0 minutes', false, 'lena.smith29', 'Lena', 'Smith', 'lena.smith29@example.org', false, true, now() - interval '266 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (30, 'pbkdf2_sha256$1000000$salt30$hash30=', now() - interval '63 days 0 minutes', false, 'farid.berg30', 'Farid', 'Berg', 'farid.berg30@example.org', false, true, now() - interval '89 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (31, 'pbkdf2_sha256$1000000$salt31$hash31=', now() - interval '33 days 0 minutes', false, 'ben.muller31', 'Ben', 'Muller', 'ben.muller31@example.org', false, true, now() - interval '177 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (32, 'pbkdf2_sha256$1000000$salt32$hash32=', now() - interval '223 days 0 minutes', false, 'hugo.silva32', 'Hugo', 'Silva', 'hugo.silva32@example.org', false, true, now() - interval '230 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (33, 'pbkdf2_sha256$1000000$salt33$hash33=', now() - interval '57 days 0 minutes', false, 'pia.jones33', 'Pia', 'Jones', 'pia.jones33@example.org', false, true, now() - interval '115 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (34, 'pbkdf2_sha256$1000000$salt34$hash34=', now() - interval '35 days 0 minutes', false, 'max.novak34', 'Max', 'Novak', 'max.novak34@example.org', false, true, now() - interval '172 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (35, 'pbkdf2_sha256$1000000$salt35$hash35=', now() - interval '106 days 0 minutes', false, 'nora.novak35', 'Nora', 'Novak', 'nora.novak35@example.org', false, true, now() - interval '172 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (36, 'pbkdf2_sha256$1000000$salt36$hash36=', now() - interval '38 days 0 minutes', false, 'lena.silva36', 'Lena', 'Silva', 'lena.silva36@example.org', false, true, now() - interval '148 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (37, 'pbkdf2_sha256$1000000$salt37$hash37=', now() - interval '29 days 0 minutes', false, 'carla.garcia37', 'Carla', 'Garcia', 'carla.garcia37@example.org', false, true, now() - interval '107 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (38, 'pbkdf2_sha256$1000000$salt38$hash38=', now() - interval '93 days 0 minutes', false, 'hugo.smith38', 'Hugo', 'Smith', 'hugo.smith38@example.org', false, true, now() - interval '278 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (39, 'pbkdf2_sha256$1000000$salt39$hash39=', now() - interval '9 days 0 minutes', false, 'ines.rossi39', 'Ines', 'Rossi', 'ines.rossi39@example.org', false, true, now() - interval '32 days 0 minutes');
INSERT INTO wagtail.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES (40, 'pbkdf2_sha256$1000000$salt40$hash40=', now() - interval '156 days 0 minutes', false, 'nora.novak40', 'Nora', 'Novak', 'nora.novak40@example.org', false, false, now() - interval '219 days 0 minutes');
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (1, 2, 2);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (2, 3, 2);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (3, 4, 1);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (4, 5, 2);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (5, 6, 2);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (6, 7, 1);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (7, 8, 2);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (8, 9, 2);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (9, 10, 1);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (10, 11, 2);
INSERT INTO wagtail.auth_user_groups (id, user_id, group_id) VALUES (11, 12, 2);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (1, true, true, true, 1, 'de', '', '', true, '{}', 'dark', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (2, true, true, true, 2, '', 'Europe/Paris', '', true, '{}', 'dark', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (3, true, true, true, 3, 'fr', 'Europe/Paris', '', true, '{}', 'light', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (4, true, true, true, 4, 'fr', '', 'avatar_images/u4.png', true, '{}', 'light', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (5, true, true, true, 5, 'fr', '', '', true, '{}', 'system', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (6, true, true, true, 6, '', '', '', true, '{}', 'light', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (7, true, true, true, 7, 'en', '', '', true, '{}', 'light', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (8, true, true, true, 8, '', '', 'avatar_images/u8.png', true, '{}', 'system', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (9, true, true, true, 9, 'en', 'America/New_York', '', true, '{}', 'system', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (10, true, true, true, 10, 'de', 'America/New_York', '', true, '{}', 'system', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (11, true, true, true, 11, '', '', '', true, '{}', 'dark', 'default', 'system', true);
INSERT INTO wagtail.wagtailusers_userprofile (id, submitted_notifications, approved_notifications, rejected_notifications, user_id, preferred_language, current_time_zone, avatar, updated_comments_notifications, dismissibles, theme, density, contrast, keyboard_shortcuts) VALUES (12, true, true, true, 12, 'fr', '', 'avatar_images/u12.png', true, '{}', 'dark', 'default', 'system', true);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (4, '000100010001', 3, 0, 'Page 1', 'page-1', true, true, '/home/page-1/', '', true, '', NULL, NULL, false, 2, 5, false, now() - interval '29 days 0 minutes', now() - interval '124 days 0 minutes', 7, now() - interval '31 days 0 minutes', 'Page 1', NULL, NULL, 'dd02de92-a496-36a2-fa7f-0eab4c4f9b06', 1, NULL, 8);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (5, '000100010002', 3, 0, 'Page 2', 'page-2', true, false, '/home/page-2/', '', true, '', NULL, NULL, false, 2, 8, false, now() - interval '20 days 0 minutes', now() - interval '120 days 0 minutes', 16, now() - interval '20 days 0 minutes', 'Page 2', NULL, NULL, '551fd8f9-a2c6-8e45-ca04-c79f6f15b6ad', 1, NULL, 16);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (6, '000100010003', 3, 0, 'Page 3', 'page-3', true, false, '/home/page-3/', '', true, '', NULL, NULL, false, 2, 5, false, now() - interval '10 days 0 minutes', now() - interval '33 days 0 minutes', 23, now() - interval '10 days 0 minutes', 'Page 3', NULL, NULL, 'c6c91b92-70ac-06ac-df70-301704c9d78d', 1, NULL, 23);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (7, '000100010004', 3, 0, 'Page 4', 'page-4', true, false, '/home/page-4/', '', true, '', NULL, NULL, false, 2, 3, false, now() - interval '51 days 0 minutes', now() - interval '143 days 0 minutes', 33, now() - interval '51 days 0 minutes', 'Page 4', NULL, NULL, '18189af4-f3d7-4f82-bf26-8ea03836e865', 1, NULL, 33);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (8, '000100010005', 3, 0, 'Page 5', 'page-5', true, false, '/home/page-5/', '', true, '', NULL, NULL, false, 2, 2, false, now() - interval '8 days 0 minutes', now() - interval '217 days 0 minutes', 43, now() - interval '8 days 0 minutes', 'Page 5', NULL, NULL, '87f53ddd-4e14-d571-a0f0-96da4fdebbec', 1, NULL, 43);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (9, '000100010006', 3, 0, 'Page 6', 'page-6', true, true, '/home/page-6/', '', true, '', NULL, NULL, false, 2, 9, false, now() - interval '10 days 0 minutes', now() - interval '85 days 0 minutes', 45, now() - interval '48 days 0 minutes', 'Page 6', NULL, NULL, '44df96ff-2854-1424-2f73-3b05759eb559', 1, NULL, 46);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (10, '000100010007', 3, 0, 'Page 7', 'page-7', true, false, '/home/page-7/', '', true, '', NULL, NULL, false, 2, 3, false, now() - interval '2 days 0 minutes', now() - interval '258 days 0 minutes', 52, now() - interval '2 days 0 minutes', 'Page 7', NULL, NULL, '98b81c66-e10c-167d-c8b6-eaffb74b589b', 1, NULL, 52);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (11, '000100010008', 3, 0, 'Page 8', 'page-8', true, false, '/home/page-8/', '', true, '', NULL, NULL, false, 2, 2, false, now() - interval '15 days 0 minutes', now() - interval '326 days 0 minutes', 58, now() - interval '15 days 0 minutes', 'Page 8', NULL, NULL, 'e5d9fe81-80c2-b5f1-eeb8-9ff1bf8e51aa', 1, NULL, 58);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (12, '000100010009', 3, 0, 'Page 9', 'page-9', true, false, '/home/page-9/', '', false, '', NULL, NULL, false, 2, 11, false, now() - interval '3 days 0 minutes', now() - interval '124 days 0 minutes', 63, now() - interval '3 days 0 minutes', 'Page 9', NULL, NULL, '33020ccd-8c90-473e-e4c7-17fdfe48ef63', 1, NULL, 63);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (13, '000100010010', 3, 0, 'Page 10', 'page-10', true, false, '/home/page-10/', '', false, '', NULL, NULL, false, 2, 7, false, now() - interval '59 days 0 minutes', now() - interval '127 days 0 minutes', 67, now() - interval '59 days 0 minutes', 'Page 10', NULL, NULL, '50ea7da7-6048-7e15-580d-c5ab6a8ad9cb', 1, NULL, 67);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (14, '000100010011', 3, 0, 'Page 11', 'page-11', true, true, '/home/page-11/', '', false, '', NULL, NULL, false, 2, 11, false, now() - interval '13 days 0 minutes', now() - interval '71 days 0 minutes', 69, now() - interval '26 days 0 minutes', 'Page 11', NULL, NULL, '5f93d180-c5ef-5cfb-3099-f27150cb407a', 1, NULL, 70);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (15, '000100010012', 3, 0, 'Page 12', 'page-12', true, false, '/home/page-12/', '', false, '', NULL, NULL, false, 2, 6, false, now() - interval '6 days 0 minutes', now() - interval '70 days 0 minutes', 77, now() - interval '6 days 0 minutes', 'Page 12', NULL, NULL, 'cfd3dd72-e7ec-fd0c-8027-a2a235372235', 1, NULL, 77);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (16, '000100010013', 3, 0, 'Page 13', 'page-13', true, false, '/home/page-13/', '', false, '', NULL, NULL, false, 2, 7, false, now() - interval '47 days 0 minutes', now() - interval '228 days 0 minutes', 83, now() - interval '47 days 0 minutes', 'Page 13', NULL, NULL, 'daff9a0b-8721-ecf8-d359-d07aed9bf0b6', 1, NULL, 83);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (17, '000100010014', 3, 0, 'Page 14', 'page-14', true, false, '/home/page-14/', '', false, '', NULL, NULL, false, 2, 10, false, now() - interval '18 days 0 minutes', now() - interval '134 days 0 minutes', 87, now() - interval '18 days 0 minutes', 'Page 14', NULL, NULL, '50fcc626-f57d-1709-4752-919475efd233', 1, NULL, 87);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (18, '000100010015', 3, 0, 'Page 15', 'page-15', true, false, '/home/page-15/', '', false, '', NULL, NULL, false, 2, 4, false, now() - interval '1 days 0 minutes', now() - interval '129 days 0 minutes', 97, now() - interval '1 days 0 minutes', 'Page 15', NULL, NULL, '060c8804-3683-d4bc-0dea-6e4e64b9cb1c', 1, NULL, 97);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (19, '000100010016', 3, 0, 'Page 16', 'page-16', true, true, '/home/page-16/', '', false, '', NULL, NULL, false, 2, 11, false, now() - interval '7 days 0 minutes', now() - interval '207 days 0 minutes', 106, now() - interval '49 days 0 minutes', 'Page 16', NULL, NULL, 'c1726f06-b8b8-f270-00f7-2d3c4c22cab7', 1, NULL, 107);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (20, '000100010017', 3, 0, 'Page 17', 'page-17', true, false, '/home/page-17/', '', false, '', NULL, NULL, false, 2, 7, false, now() - interval '10 days 0 minutes', now() - interval '33 days 0 minutes', 111, now() - interval '10 days 0 minutes', 'Page 17', NULL, NULL, 'bf7b6c6c-3c24-96eb-ac92-61f1e429c87c', 1, NULL, 111);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (21, '000100010018', 3, 0, 'Page 18', 'page-18', true, false, '/home/page-18/', '', false, '', NULL, NULL, false, 2, 1, false, now() - interval '6 days 0 minutes', now() - interval '48 days 0 minutes', 120, now() - interval '6 days 0 minutes', 'Page 18', NULL, NULL, 'aa2d6c38-c71c-588c-c666-4843428bf773', 1, NULL, 120);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (22, '000100010019', 3, 0, 'Page 19', 'page-19', true, false, '/home/page-19/', '', false, '', NULL, NULL, false, 2, 7, false, now() - interval '4 days 0 minutes', now() - interval '164 days 0 minutes', 129, now() - interval '4 days 0 minutes', 'Page 19', NULL, NULL, '9f48250d-92a7-3f9d-16ca-be32658f62d1', 1, NULL, 129);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (23, '000100010020', 3, 0, 'Page 20', 'page-20', true, false, '/home/page-20/', '', false, '', NULL, NULL, false, 2, 12, false, now() - interval '63 days 0 minutes', now() - interval '196 days 0 minutes', 134, now() - interval '63 days 0 minutes', 'Page 20', NULL, NULL, 'd958b1e6-8cd0-3260-74aa-f340997a20be', 1, NULL, 134);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (24, '000100010021', 3, 0, 'Page 21', 'page-21', true, true, '/home/page-21/', '', false, '', NULL, NULL, false, 2, 1, false, now() - interval '5 days 0 minutes', now() - interval '84 days 0 minutes', 141, now() - interval '11 days 0 minutes', 'Page 21', NULL, NULL, '1c0df645-d0a3-2611-b14a-ed54bb69e1f0', 1, NULL, 142);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (25, '000100010022', 3, 0, 'Page 22', 'page-22', true, false, '/home/page-22/', '', false, '', NULL, NULL, false, 2, 9, false, now() - interval '29 days 0 minutes', now() - interval '202 days 0 minutes', 147, now() - interval '29 days 0 minutes', 'Page 22', NULL, NULL, '64edfce5-db4a-18fc-a139-03858923b7f6', 1, NULL, 147);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (26, '000100010023', 3, 0, 'Page 23', 'page-23', true, false, '/home/page-23/', '', false, '', NULL, NULL, false, 2, 1, false, now() - interval '9 days 0 minutes', now() - interval '32 days 0 minutes', 153, now() - interval '9 days 0 minutes', 'Page 23', NULL, NULL, '96ceb525-4d18-7e3e-9566-36e669c9fef0', 1, NULL, 153);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (27, '000100010024', 3, 0, 'Page 24', 'page-24', true, false, '/home/page-24/', '', false, '', NULL, NULL, false, 2, 7, false, now() - interval '0 days 0 minutes', now() - interval '272 days 0 minutes', 159, now() - interval '0 days 0 minutes', 'Page 24', NULL, NULL, 'a43dede7-a5c8-e5c5-81c7-5baba48792c5', 1, NULL, 159);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (28, '000100010025', 3, 0, 'Page 25', 'page-25', true, false, '/home/page-25/', '', false, '', NULL, NULL, false, 2, 11, false, now() - interval '68 days 0 minutes', now() - interval '141 days 0 minutes', 162, now() - interval '68 days 0 minutes', 'Page 25', NULL, NULL, '15de2868-378d-04ea-e4e8-d8d2f71377dc', 1, NULL, 162);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (29, '000100010026', 3, 0, 'Page 26', 'page-26', true, true, '/home/page-26/', '', false, '', NULL, NULL, false, 2, 10, false, now() - interval '3 days 0 minutes', now() - interval '292 days 0 minutes', 171, now() - interval '13 days 0 minutes', 'Page 26', NULL, NULL, '5d082eea-c303-4515-9729-39b0db437386', 1, NULL, 172);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (30, '000100010027', 3, 0, 'Page 27', 'page-27', true, false, '/home/page-27/', '', false, '', NULL, NULL, false, 2, 10, false, now() - interval '1 days 0 minutes', now() - interval '35 days 0 minutes', 181, now() - interval '1 days 0 minutes', 'Page 27', NULL, NULL, 'd4f3318e-f50b-7e1d-58e1-290d97b1ac9d', 1, NULL, 181);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (31, '000100010028', 3, 0, 'Page 28', 'page-28', true, false, '/home/page-28/', '', false, '', NULL, NULL, false, 2, 9, false, now() - interval '167 days 0 minutes', now() - interval '297 days 0 minutes', 184, now() - interval '167 days 0 minutes', 'Page 28', NULL, NULL, 'c5ffd933-b066-5350-7055-114e76917752', 1, NULL, 184);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (32, '000100010029', 3, 0, 'Page 29', 'page-29', true, false, '/home/page-29/', '', false, '', NULL, NULL, false, 2, 11, false, now() - interval '26 days 0 minutes', now() - interval '186 days 0 minutes', 192, now() - interval '26 days 0 minutes', 'Page 29', NULL, NULL, 'ca7f41e3-dab5-3738-6626-3f9f033ae330', 1, NULL, 192);
INSERT INTO wagtail.wagtailcore_page (id, path, depth, numchild, title, slug, live, has_unpublished_changes, url_path, seo_title, show_in_menus, search_description, go_live_at, expire_at, expired, content_type_id, owner_id, locked, latest_revision_created_at, first_published_at, live_revision_id, last_published_at, draft_title, locked_at, locked_by_id, translation_key, locale_id, alias_of_id, latest_revision_id) VALUES (33, '000100010030', 3, 0, 'Page 30', 'page-30', true, false, '/home/page-30/', '', false, '', NULL, NULL, false, 2, 1, false, now() - interval '64 days 0 minutes', now() - interval '217 days 0 minutes', 197, now() - interval '64 days 0 minutes', 'Page 30', NULL, NULL, 'e87f44b1-7d66-2a32-d4f5-869263826536', 1, NULL, 197);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (4);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (5);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (6);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (7);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (8);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (9);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (10);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (11);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (12);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (13);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (14);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (15);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (16);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (17);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (18);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (19);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (20);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (21);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (22);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (23);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (24);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (25);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (26);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (27);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (28);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (29);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (30);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (31);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (32);
INSERT INTO wagtail.home_homepage (page_ptr_id) VALUES (33);
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (1, now() - interval '124 days 103 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 5}', NULL, '4', 5, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (2, now() - interval '123 days 899 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 2}', NULL, '4', 2, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (3, now() - interval '122 days 317 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 12}', NULL, '4', 12, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (4, now() - interval '121 days 193 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 12}', NULL, '4', 12, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (5, now() - interval '119 days 246 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 1}', NULL, '4', 1, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (6, now() - interval '93 days 434 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 9}', NULL, '4', 9, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (7, now() - interval '31 days 651 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 12}', NULL, '4', 12, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (8, now() - interval '29 days 909 minutes', '{"pk": 4, "title": "Page 1", "slug": "page-1", "content_type": 2, "owner": 1}', NULL, '4', 1, 2, 1, 'Page 1');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (9, now() - interval '120 days 748 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 8}', NULL, '5', 8, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (10, now() - interval '86 days 1008 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 10}', NULL, '5', 10, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (11, now() - interval '58 days 1091 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 8}', NULL, '5', 8, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (12, now() - interval '56 days 959 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 6}', NULL, '5', 6, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (13, now() - interval '52 days 1001 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 2}', NULL, '5', 2, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (14, now() - interval '50 days 1091 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 2}', NULL, '5', 2, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (15, now() - interval '26 days 900 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 12}', NULL, '5', 12, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (16, now() - interval '20 days 1066 minutes', '{"pk": 5, "title": "Page 2", "slug": "page-2", "content_type": 2, "owner": 8}', NULL, '5', 8, 2, 1, 'Page 2');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (17, now() - interval '33 days 653 minutes', '{"pk": 6, "title": "Page 3", "slug": "page-3", "content_type": 2, "owner": 5}', NULL, '6', 5, 2, 1, 'Page 3');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (18, now() - interval '32 days 73 minutes', '{"pk": 6, "title": "Page 3", "slug": "page-3", "content_type": 2, "owner": 3}', NULL, '6', 3, 2, 1, 'Page 3');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (19, now() - interval '24 days 424 minutes', '{"pk": 6, "title": "Page 3", "slug": "page-3", "content_type": 2, "owner": 12}', NULL, '6', 12, 2, 1, 'Page 3');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (20, now() - interval '18 days 794 minutes', '{"pk": 6, "title": "Page 3", "slug": "page-3", "content_type": 2, "owner": 8}', NULL, '6', 8, 2, 1, 'Page 3');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (21, now() - interval '15 days 504 minutes', '{"pk": 6, "title": "Page 3", "slug": "page-3", "content_type": 2, "owner": 9}', NULL, '6', 9, 2, 1, 'Page 3');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (22, now() - interval '13 days 156 minutes', '{"pk": 6, "title": "Page 3", "slug": "page-3", "content_type": 2, "owner": 9}', NULL, '6', 9, 2, 1, 'Page 3');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (23, now() - interval '10 days 628 minutes', '{"pk": 6, "title": "Page 3", "slug": "page-3", "content_type": 2, "owner": 3}', NULL, '6', 3, 2, 1, 'Page 3');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (24, now() - interval '143 days 499 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 3}', NULL, '7', 3, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (25, now() - interval '136 days 530 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 7}', NULL, '7', 7, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (26, now() - interval '133 days 805 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 2}', NULL, '7', 2, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (27, now() - interval '130 days 87 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 7}', NULL, '7', 7, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (28, now() - interval '129 days 363 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 11}', NULL, '7', 11, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (29, now() - interval '122 days 1076 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 2}', NULL, '7', 2, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (30, now() - interval '114 days 1127 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 3}', NULL, '7', 3, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (31, now() - interval '66 days 792 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 11}', NULL, '7', 11, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (32, now() - interval '63 days 303 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 3}', NULL, '7', 3, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (33, now() - interval '51 days 1161 minutes', '{"pk": 7, "title": "Page 4", "slug": "page-4", "content_type": 2, "owner": 3}', NULL, '7', 3, 2, 1, 'Page 4');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (34, now() - interval '217 days 729 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 2}', NULL, '8', 2, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (35, now() - interval '167 days 79 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 4}', NULL, '8', 4, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (36, now() - interval '142 days 544 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 2}', NULL, '8', 2, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (37, now() - interval '137 days 1193 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 6}', NULL, '8', 6, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (38, now() - interval '133 days 1112 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 7}', NULL, '8', 7, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (39, now() - interval '93 days 746 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 5}', NULL, '8', 5, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (40, now() - interval '45 days 632 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 1}', NULL, '8', 1, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (41, now() - interval '37 days 1125 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 4}', NULL, '8', 4, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (42, now() - interval '29 days 314 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 3}', NULL, '8', 3, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (43, now() - interval '8 days 242 minutes', '{"pk": 8, "title": "Page 5", "slug": "page-5", "content_type": 2, "owner": 3}', NULL, '8', 3, 2, 1, 'Page 5');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (44, now() - interval '85 days 804 minutes', '{"pk": 9, "title": "Page 6", "slug": "page-6", "content_type": 2, "owner": 9}', NULL, '9', 9, 2, 1, 'Page 6');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (45, now() - interval '48 days 718 minutes', '{"pk": 9, "title": "Page 6", "slug": "page-6", "content_type": 2, "owner": 5}', NULL, '9', 5, 2, 1, 'Page 6');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (46, now() - interval '10 days 351 minutes', '{"pk": 9, "title": "Page 6", "slug": "page-6", "content_type": 2, "owner": 12}', NULL, '9', 12, 2, 1, 'Page 6');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (47, now() - interval '258 days 479 minutes', '{"pk": 10, "title": "Page 7", "slug": "page-7", "content_type": 2, "owner": 3}', NULL, '10', 3, 2, 1, 'Page 7');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (48, now() - interval '135 days 472 minutes', '{"pk": 10, "title": "Page 7", "slug": "page-7", "content_type": 2, "owner": 1}', NULL, '10', 1, 2, 1, 'Page 7');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (49, now() - interval '127 days 365 minutes', '{"pk": 10, "title": "Page 7", "slug": "page-7", "content_type": 2, "owner": 5}', NULL, '10', 5, 2, 1, 'Page 7');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (50, now() - interval '46 days 101 minutes', '{"pk": 10, "title": "Page 7", "slug": "page-7", "content_type": 2, "owner": 4}', NULL, '10', 4, 2, 1, 'Page 7');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (51, now() - interval '45 days 1023 minutes', '{"pk": 10, "title": "Page 7", "slug": "page-7", "content_type": 2, "owner": 9}', NULL, '10', 9, 2, 1, 'Page 7');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (52, now() - interval '2 days 789 minutes', '{"pk": 10, "title": "Page 7", "slug": "page-7", "content_type": 2, "owner": 3}', NULL, '10', 3, 2, 1, 'Page 7');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (53, now() - interval '326 days 451 minutes', '{"pk": 11, "title": "Page 8", "slug": "page-8", "content_type": 2, "owner": 2}', NULL, '11', 2, 2, 1, 'Page 8');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (54, now() - interval '184 days 670 minutes', '{"pk": 11, "title": "Page 8", "slug": "page-8", "content_type": 2, "owner": 8}', NULL, '11', 8, 2, 1, 'Page 8');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (55, now() - interval '68 days 22 minutes', '{"pk": 11, "title": "Page 8", "slug": "page-8", "content_type": 2, "owner": 11}', NULL, '11', 11, 2, 1, 'Page 8');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (56, now() - interval '43 days 816 minutes', '{"pk": 11, "title": "Page 8", "slug": "page-8", "content_type": 2, "owner": 9}', NULL, '11', 9, 2, 1, 'Page 8');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (57, now() - interval '21 days 316 minutes', '{"pk": 11, "title": "Page 8", "slug": "page-8", "content_type": 2, "owner": 8}', NULL, '11', 8, 2, 1, 'Page 8');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (58, now() - interval '15 days 957 minutes', '{"pk": 11, "title": "Page 8", "slug": "page-8", "content_type": 2, "owner": 8}', NULL, '11', 8, 2, 1, 'Page 8');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (59, now() - interval '124 days 119 minutes', '{"pk": 12, "title": "Page 9", "slug": "page-9", "content_type": 2, "owner": 11}', NULL, '12', 11, 2, 1, 'Page 9');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (60, now() - interval '123 days 810 minutes', '{"pk": 12, "title": "Page 9", "slug": "page-9", "content_type": 2, "owner": 4}', NULL, '12', 4, 2, 1, 'Page 9');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (61, now() - interval '68 days 850 minutes', '{"pk": 12, "title": "Page 9", "slug": "page-9", "content_type": 2, "owner": 5}', NULL, '12', 5, 2, 1, 'Page 9');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (62, now() - interval '15 days 557 minutes', '{"pk": 12, "title": "Page 9", "slug": "page-9", "content_type": 2, "owner": 5}', NULL, '12', 5, 2, 1, 'Page 9');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (63, now() - interval '3 days 920 minutes', '{"pk": 12, "title": "Page 9", "slug": "page-9", "content_type": 2, "owner": 8}', NULL, '12', 8, 2, 1, 'Page 9');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (64, now() - interval '127 days 29 minutes', '{"pk": 13, "title": "Page 10", "slug": "page-10", "content_type": 2, "owner": 7}', NULL, '13', 7, 2, 1, 'Page 10');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (65, now() - interval '124 days 1139 minutes', '{"pk": 13, "title": "Page 10", "slug": "page-10", "content_type": 2, "owner": 1}', NULL, '13', 1, 2, 1, 'Page 10');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (66, now() - interval '93 days 540 minutes', '{"pk": 13, "title": "Page 10", "slug": "page-10", "content_type": 2, "owner": 11}', NULL, '13', 11, 2, 1, 'Page 10');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (67, now() - interval '59 days 872 minutes', '{"pk": 13, "title": "Page 10", "slug": "page-10", "content_type": 2, "owner": 5}', NULL, '13', 5, 2, 1, 'Page 10');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (68, now() - interval '71 days 342 minutes', '{"pk": 14, "title": "Page 11", "slug": "page-11", "content_type": 2, "owner": 11}', NULL, '14', 11, 2, 1, 'Page 11');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (69, now() - interval '26 days 299 minutes', '{"pk": 14, "title": "Page 11", "slug": "page-11", "content_type": 2, "owner": 3}', NULL, '14', 3, 2, 1, 'Page 11');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (70, now() - interval '13 days 523 minutes', '{"pk": 14, "title": "Page 11", "slug": "page-11", "content_type": 2, "owner": 5}', NULL, '14', 5, 2, 1, 'Page 11');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (71, now() - interval '70 days 338 minutes', '{"pk": 15, "title": "Page 12", "slug": "page-12", "content_type": 2, "owner": 6}', NULL, '15', 6, 2, 1, 'Page 12');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (72, now() - interval '62 days 886 minutes', '{"pk": 15, "title": "Page 12", "slug": "page-12", "content_type": 2, "owner": 5}', NULL, '15', 5, 2, 1, 'Page 12');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (73, now() - interval '60 days 312 minutes', '{"pk": 15, "title": "Page 12", "slug": "page-12", "content_type": 2, "owner": 11}', NULL, '15', 11, 2, 1, 'Page 12');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (74, now() - interval '53 days 286 minutes', '{"pk": 15, "title": "Page 12", "slug": "page-12", "content_type": 2, "owner": 11}', NULL, '15', 11, 2, 1, 'Page 12');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (75, now() - interval '21 days 668 minutes', '{"pk": 15, "title": "Page 12", "slug": "page-12", "content_type": 2, "owner": 8}', NULL, '15', 8, 2, 1, 'Page 12');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (76, now() - interval '16 days 143 minutes', '{"pk": 15, "title": "Page 12", "slug": "page-12", "content_type": 2, "owner": 7}', NULL, '15', 7, 2, 1, 'Page 12');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (77, now() - interval '6 days 193 minutes', '{"pk": 15, "title": "Page 12", "slug": "page-12", "content_type": 2, "owner": 11}', NULL, '15', 11, 2, 1, 'Page 12');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (78, now() - interval '228 days 1144 minutes', '{"pk": 16, "title": "Page 13", "slug": "page-13", "content_type": 2, "owner": 7}', NULL, '16', 7, 2, 1, 'Page 13');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (79, now() - interval '204 days 152 minutes', '{"pk": 16, "title": "Page 13", "slug": "page-13", "content_type": 2, "owner": 1}', NULL, '16', 1, 2, 1, 'Page 13');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (80, now() - interval '196 days 851 minutes', '{"pk": 16, "title": "Page 13", "slug": "page-13", "content_type": 2, "owner": 7}', NULL, '16', 7, 2, 1, 'Page 13');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (81, now() - interval '138 days 1161 minutes', '{"pk": 16, "title": "Page 13", "slug": "page-13", "content_type": 2, "owner": 8}', NULL, '16', 8, 2, 1, 'Page 13');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (82, now() - interval '127 days 0 minutes', '{"pk": 16, "title": "Page 13", "slug": "page-13", "content_type": 2, "owner": 8}', NULL, '16', 8, 2, 1, 'Page 13');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (83, now() - interval '47 days 1116 minutes', '{"pk": 16, "title": "Page 13", "slug": "page-13", "content_type": 2, "owner": 7}', NULL, '16', 7, 2, 1, 'Page 13');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (84, now() - interval '134 days 230 minutes', '{"pk": 17, "title": "Page 14", "slug": "page-14", "content_type": 2, "owner": 10}', NULL, '17', 10, 2, 1, 'Page 14');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (85, now() - interval '76 days 268 minutes', '{"pk": 17, "title": "Page 14", "slug": "page-14", "content_type": 2, "owner": 5}', NULL, '17', 5, 2, 1, 'Page 14');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (86, now() - interval '25 days 1 minutes', '{"pk": 17, "title": "Page 14", "slug": "page-14", "content_type": 2, "owner": 10}', NULL, '17', 10, 2, 1, 'Page 14');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (87, now() - interval '18 days 361 minutes', '{"pk": 17, "title": "Page 14", "slug": "page-14", "content_type": 2, "owner": 9}', NULL, '17', 9, 2, 1, 'Page 14');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (88, now() - interval '129 days 594 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 4}', NULL, '18', 4, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (89, now() - interval '107 days 374 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 4}', NULL, '18', 4, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (90, now() - interval '101 days 276 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 4}', NULL, '18', 4, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (91, now() - interval '92 days 318 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 4}', NULL, '18', 4, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (92, now() - interval '86 days 130 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 5}', NULL, '18', 5, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (93, now() - interval '74 days 594 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 10}', NULL, '18', 10, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (94, now() - interval '50 days 1075 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 3}', NULL, '18', 3, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (95, now() - interval '17 days 500 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 8}', NULL, '18', 8, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (96, now() - interval '8 days 67 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 11}', NULL, '18', 11, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (97, now() - interval '1 days 175 minutes', '{"pk": 18, "title": "Page 15", "slug": "page-15", "content_type": 2, "owner": 10}', NULL, '18', 10, 2, 1, 'Page 15');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (98, now() - interval '207 days 920 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 11}', NULL, '19', 11, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (99, now() - interval '188 days 450 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 1}', NULL, '19', 1, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (100, now() - interval '161 days 75 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 8}', NULL, '19', 8, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (101, now() - interval '121 days 308 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 1}', NULL, '19', 1, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (102, now() - interval '105 days 75 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 12}', NULL, '19', 12, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (103, now() - interval '93 days 406 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 10}', NULL, '19', 10, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (104, now() - interval '82 days 401 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 5}', NULL, '19', 5, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (105, now() - interval '63 days 52 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 10}', NULL, '19', 10, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (106, now() - interval '49 days 859 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 12}', NULL, '19', 12, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (107, now() - interval '7 days 1109 minutes', '{"pk": 19, "title": "Page 16", "slug": "page-16", "content_type": 2, "owner": 6}', NULL, '19', 6, 2, 1, 'Page 16');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (108, now() - interval '33 days 598 minutes', '{"pk": 20, "title": "Page 17", "slug": "page-17", "content_type": 2, "owner": 7}', NULL, '20', 7, 2, 1, 'Page 17');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (109, now() - interval '26 days 1166 minutes', '{"pk": 20, "title": "Page 17", "slug": "page-17", "content_type": 2, "owner": 12}', NULL, '20', 12, 2, 1, 'Page 17');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (110, now() - interval '12 days 281 minutes', '{"pk": 20, "title": "Page 17", "slug": "page-17", "content_type": 2, "owner": 3}', NULL, '20', 3, 2, 1, 'Page 17');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (111, now() - interval '10 days 553 minutes', '{"pk": 20, "title": "Page 17", "slug": "page-17", "content_type": 2, "owner": 7}', NULL, '20', 7, 2, 1, 'Page 17');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (112, now() - interval '48 days 122 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 1}', NULL, '21', 1, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (113, now() - interval '41 days 1059 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 8}', NULL, '21', 8, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (114, now() - interval '33 days 1008 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 4}', NULL, '21', 4, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (115, now() - interval '32 days 48 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 6}', NULL, '21', 6, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (116, now() - interval '29 days 279 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 5}', NULL, '21', 5, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (117, now() - interval '16 days 227 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 1}', NULL, '21', 1, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (118, now() - interval '15 days 232 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 10}', NULL, '21', 10, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (119, now() - interval '14 days 446 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 2}', NULL, '21', 2, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (120, now() - interval '6 days 538 minutes', '{"pk": 21, "title": "Page 18", "slug": "page-18", "content_type": 2, "owner": 3}', NULL, '21', 3, 2, 1, 'Page 18');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (121, now() - interval '164 days 873 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 7}', NULL, '22', 7, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (122, now() - interval '145 days 1130 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 4}', NULL, '22', 4, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (123, now() - interval '106 days 1081 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 7}', NULL, '22', 7, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (124, now() - interval '93 days 136 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 7}', NULL, '22', 7, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (125, now() - interval '91 days 487 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 2}', NULL, '22', 2, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (126, now() - interval '79 days 553 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 6}', NULL, '22', 6, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (127, now() - interval '50 days 155 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 3}', NULL, '22', 3, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (128, now() - interval '13 days 661 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 1}', NULL, '22', 1, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (129, now() - interval '4 days 967 minutes', '{"pk": 22, "title": "Page 19", "slug": "page-19", "content_type": 2, "owner": 11}', NULL, '22', 11, 2, 1, 'Page 19');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (130, now() - interval '196 days 978 minutes', '{"pk": 23, "title": "Page 20", "slug": "page-20", "content_type": 2, "owner": 12}', NULL, '23', 12, 2, 1, 'Page 20');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (131, now() - interval '183 days 49 minutes', '{"pk": 23, "title": "Page 20", "slug": "page-20", "content_type": 2, "owner": 4}', NULL, '23', 4, 2, 1, 'Page 20');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (132, now() - interval '126 days 1010 minutes', '{"pk": 23, "title": "Page 20", "slug": "page-20", "content_type": 2, "owner": 9}', NULL, '23', 9, 2, 1, 'Page 20');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (133, now() - interval '76 days 45 minutes', '{"pk": 23, "title": "Page 20", "slug": "page-20", "content_type": 2, "owner": 11}', NULL, '23', 11, 2, 1, 'Page 20');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (134, now() - interval '63 days 141 minutes', '{"pk": 23, "title": "Page 20", "slug": "page-20", "content_type": 2, "owner": 6}', NULL, '23', 6, 2, 1, 'Page 20');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (135, now() - interval '84 days 763 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 1}', NULL, '24', 1, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (136, now() - interval '65 days 1106 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 2}', NULL, '24', 2, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (137, now() - interval '64 days 933 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 6}', NULL, '24', 6, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (138, now() - interval '56 days 95 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 9}', NULL, '24', 9, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (139, now() - interval '55 days 1073 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 9}', NULL, '24', 9, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (140, now() - interval '46 days 1141 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 11}', NULL, '24', 11, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (141, now() - interval '11 days 31 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 3}', NULL, '24', 3, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (142, now() - interval '5 days 1195 minutes', '{"pk": 24, "title": "Page 21", "slug": "page-21", "content_type": 2, "owner": 2}', NULL, '24', 2, 2, 1, 'Page 21');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (143, now() - interval '202 days 58 minutes', '{"pk": 25, "title": "Page 22", "slug": "page-22", "content_type": 2, "owner": 9}', NULL, '25', 9, 2, 1, 'Page 22');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (144, now() - interval '200 days 1159 minutes', '{"pk": 25, "title": "Page 22", "slug": "page-22", "content_type": 2, "owner": 6}', NULL, '25', 6, 2, 1, 'Page 22');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (145, now() - interval '196 days 666 minutes', '{"pk": 25, "title": "Page 22", "slug": "page-22", "content_type": 2, "owner": 8}', NULL, '25', 8, 2, 1, 'Page 22');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (146, now() - interval '67 days 826 minutes', '{"pk": 25, "title": "Page 22", "slug": "page-22", "content_type": 2, "owner": 10}', NULL, '25', 10, 2, 1, 'Page 22');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (147, now() - interval '29 days 302 minutes', '{"pk": 25, "title": "Page 22", "slug": "page-22", "content_type": 2, "owner": 2}', NULL, '25', 2, 2, 1, 'Page 22');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (148, now() - interval '32 days 158 minutes', '{"pk": 26, "title": "Page 23", "slug": "page-23", "content_type": 2, "owner": 1}', NULL, '26', 1, 2, 1, 'Page 23');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (149, now() - interval '27 days 735 minutes', '{"pk": 26, "title": "Page 23", "slug": "page-23", "content_type": 2, "owner": 4}', NULL, '26', 4, 2, 1, 'Page 23');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (150, now() - interval '26 days 26 minutes', '{"pk": 26, "title": "Page 23", "slug": "page-23", "content_type": 2, "owner": 1}', NULL, '26', 1, 2, 1, 'Page 23');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (151, now() - interval '23 days 680 minutes', '{"pk": 26, "title": "Page 23", "slug": "page-23", "content_type": 2, "owner": 1}', NULL, '26', 1, 2, 1, 'Page 23');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (152, now() - interval '18 days 127 minutes', '{"pk": 26, "title": "Page 23", "slug": "page-23", "content_type": 2, "owner": 5}', NULL, '26', 5, 2, 1, 'Page 23');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (153, now() - interval '9 days 640 minutes', '{"pk": 26, "title": "Page 23", "slug": "page-23", "content_type": 2, "owner": 6}', NULL, '26', 6, 2, 1, 'Page 23');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (154, now() - interval '272 days 222 minutes', '{"pk": 27, "title": "Page 24", "slug": "page-24", "content_type": 2, "owner": 7}', NULL, '27', 7, 2, 1, 'Page 24');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (155, now() - interval '84 days 70 minutes', '{"pk": 27, "title": "Page 24", "slug": "page-24", "content_type": 2, "owner": 3}', NULL, '27', 3, 2, 1, 'Page 24');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (156, now() - interval '31 days 14 minutes', '{"pk": 27, "title": "Page 24", "slug": "page-24", "content_type": 2, "owner": 2}', NULL, '27', 2, 2, 1, 'Page 24');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (157, now() - interval '22 days 788 minutes', '{"pk": 27, "title": "Page 24", "slug": "page-24", "content_type": 2, "owner": 9}', NULL, '27', 9, 2, 1, 'Page 24');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (158, now() - interval '12 days 170 minutes', '{"pk": 27, "title": "Page 24", "slug": "page-24", "content_type": 2, "owner": 4}', NULL, '27', 4, 2, 1, 'Page 24');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (159, now() - interval '0 days 621 minutes', '{"pk": 27, "title": "Page 24", "slug": "page-24", "content_type": 2, "owner": 4}', NULL, '27', 4, 2, 1, 'Page 24');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (160, now() - interval '141 days 946 minutes', '{"pk": 28, "title": "Page 25", "slug": "page-25", "content_type": 2, "owner": 11}', NULL, '28', 11, 2, 1, 'Page 25');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (161, now() - interval '111 days 1166 minutes', '{"pk": 28, "title": "Page 25", "slug": "page-25", "content_type": 2, "owner": 9}', NULL, '28', 9, 2, 1, 'Page 25');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (162, now() - interval '68 days 770 minutes', '{"pk": 28, "title": "Page 25", "slug": "page-25", "content_type": 2, "owner": 5}', NULL, '28', 5, 2, 1, 'Page 25');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (163, now() - interval '292 days 702 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 10}', NULL, '29', 10, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (164, now() - interval '271 days 1092 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 10}', NULL, '29', 10, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (165, now() - interval '241 days 39 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 3}', NULL, '29', 3, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (166, now() - interval '223 days 128 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 2}', NULL, '29', 2, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (167, now() - interval '200 days 413 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 3}', NULL, '29', 3, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (168, now() - interval '157 days 840 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 3}', NULL, '29', 3, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (169, now() - interval '119 days 49 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 1}', NULL, '29', 1, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (170, now() - interval '108 days 772 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 12}', NULL, '29', 12, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (171, now() - interval '13 days 836 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 1}', NULL, '29', 1, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (172, now() - interval '3 days 56 minutes', '{"pk": 29, "title": "Page 26", "slug": "page-26", "content_type": 2, "owner": 12}', NULL, '29', 12, 2, 1, 'Page 26');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (173, now() - interval '35 days 259 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 10}', NULL, '30', 10, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (174, now() - interval '33 days 689 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 2}', NULL, '30', 2, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (175, now() - interval '31 days 204 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 5}', NULL, '30', 5, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (176, now() - interval '27 days 628 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 1}', NULL, '30', 1, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (177, now() - interval '22 days 914 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 5}', NULL, '30', 5, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (178, now() - interval '17 days 5 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 1}', NULL, '30', 1, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (179, now() - interval '15 days 114 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 8}', NULL, '30', 8, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (180, now() - interval '6 days 956 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 12}', NULL, '30', 12, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (181, now() - interval '1 days 1160 minutes', '{"pk": 30, "title": "Page 27", "slug": "page-27", "content_type": 2, "owner": 3}', NULL, '30', 3, 2, 1, 'Page 27');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (182, now() - interval '297 days 186 minutes', '{"pk": 31, "title": "Page 28", "slug": "page-28", "content_type": 2, "owner": 9}', NULL, '31', 9, 2, 1, 'Page 28');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (183, now() - interval '178 days 794 minutes', '{"pk": 31, "title": "Page 28", "slug": "page-28", "content_type": 2, "owner": 8}', NULL, '31', 8, 2, 1, 'Page 28');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (184, now() - interval '167 days 388 minutes', '{"pk": 31, "title": "Page 28", "slug": "page-28", "content_type": 2, "owner": 12}', NULL, '31', 12, 2, 1, 'Page 28');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (185, now() - interval '186 days 121 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 11}', NULL, '32', 11, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (186, now() - interval '83 days 181 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 7}', NULL, '32', 7, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (187, now() - interval '66 days 953 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 3}', NULL, '32', 3, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (188, now() - interval '60 days 356 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 12}', NULL, '32', 12, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (189, now() - interval '48 days 235 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 5}', NULL, '32', 5, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (190, now() - interval '42 days 1093 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 11}', NULL, '32', 11, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (191, now() - interval '41 days 247 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 5}', NULL, '32', 5, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (192, now() - interval '26 days 556 minutes', '{"pk": 32, "title": "Page 29", "slug": "page-29", "content_type": 2, "owner": 7}', NULL, '32', 7, 2, 1, 'Page 29');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (193, now() - interval '217 days 745 minutes', '{"pk": 33, "title": "Page 30", "slug": "page-30", "content_type": 2, "owner": 1}', NULL, '33', 1, 2, 1, 'Page 30');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (194, now() - interval '123 days 621 minutes', '{"pk": 33, "title": "Page 30", "slug": "page-30", "content_type": 2, "owner": 7}', NULL, '33', 7, 2, 1, 'Page 30');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (195, now() - interval '116 days 1116 minutes', '{"pk": 33, "title": "Page 30", "slug": "page-30", "content_type": 2, "owner": 11}', NULL, '33', 11, 2, 1, 'Page 30');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (196, now() - interval '108 days 1073 minutes', '{"pk": 33, "title": "Page 30", "slug": "page-30", "content_type": 2, "owner": 3}', NULL, '33', 3, 2, 1, 'Page 30');
INSERT INTO wagtail.wagtailcore_revision (id, created_at, content, approved_go_live_at, object_id, user_id, content_type_id, base_content_type_id, object_str) VALUES (197, now() - interval '64 days 933 minutes', '{"pk": 33, "title": "Page 30", "slug": "page-30", "content_type": 2, "owner": 6}', NULL, '33', 6, 2, 1, 'Page 30');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (1, 'Page 1', 'wagtail.create', '{}', now() - interval '124 days 109 minutes', true, false, 2, 4, 1, 5, '5de00997-84b5-a818-42d8-7208d86f40f6');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (2, 'Page 1', 'wagtail.edit', '{}', now() - interval '123 days 1089 minutes', true, false, 2, 4, 2, 2, '8857f9a4-3908-f227-c59d-b9165b0ee76f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (3, 'Page 1', 'wagtail.edit', '{}', now() - interval '122 days 649 minutes', true, false, 2, 4, 3, 12, '39194242-a2ed-dbbd-5464-ecc280b0c08b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (4, 'Page 1', 'wagtail.edit', '{}', now() - interval '121 days 735 minutes', true, false, 2, 4, 4, 12, 'da45e18a-c221-6b02-fc24-1d0bc9d488b1');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (5, 'Page 1', 'wagtail.edit', '{}', now() - interval '119 days 234 minutes', true, false, 2, 4, 5, 1, 'bd685167-6693-4036-d17e-44973d4882a5');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (6, 'Page 1', 'wagtail.edit', '{}', now() - interval '93 days 963 minutes', true, false, 2, 4, 6, 9, '5b06258e-7e26-f36a-8483-f8b8332dd331');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (7, 'Page 1', 'wagtail.edit', '{}', now() - interval '31 days 877 minutes', true, false, 2, 4, 7, 12, '4787f93b-ca44-eb86-0726-e25cfd56a926');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (8, 'Page 1', 'wagtail.publish', '{}', now() - interval '31 days 566 minutes', true, false, 2, 4, 7, 12, 'f4de2c08-9aea-6429-b149-1e243192b704');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (9, 'Page 1', 'wagtail.edit', '{}', now() - interval '29 days 413 minutes', true, false, 2, 4, 8, 1, 'fcf00fec-b91e-e9e5-efe0-9f07cefe2a1f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (10, 'Page 2', 'wagtail.create', '{}', now() - interval '120 days 104 minutes', true, false, 2, 5, 9, 8, '6555abfe-b8c9-817a-f8be-8831f237e45a');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (11, 'Page 2', 'wagtail.edit', '{}', now() - interval '86 days 555 minutes', true, false, 2, 5, 10, 10, 'b98c67c2-15bd-448f-f261-49edbe4c5ce6');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (12, 'Page 2', 'wagtail.edit', '{}', now() - interval '58 days 190 minutes', true, false, 2, 5, 11, 8, '26b1cffc-070d-7109-2085-9634fe3c9c8f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (13, 'Page 2', 'wagtail.edit', '{}', now() - interval '56 days 708 minutes', true, false, 2, 5, 12, 6, '256badf9-a7e6-529b-ce76-e9f477216e9e');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (14, 'Page 2', 'wagtail.edit', '{}', now() - interval '52 days 733 minutes', true, false, 2, 5, 13, 2, 'a842bc19-796f-74ad-faf5-5496988af3fb');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (15, 'Page 2', 'wagtail.edit', '{}', now() - interval '50 days 1124 minutes', true, false, 2, 5, 14, 2, '2188287e-8c5c-715f-8c74-fc1e27e9e06f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (16, 'Page 2', 'wagtail.edit', '{}', now() - interval '26 days 25 minutes', true, false, 2, 5, 15, 12, 'a6511445-b9f3-635c-f88c-422bcca2a92b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (17, 'Page 2', 'wagtail.edit', '{}', now() - interval '20 days 123 minutes', true, false, 2, 5, 16, 8, '6f0e2289-23a5-ef88-ef02-090bbfdefc15');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (18, 'Page 2', 'wagtail.publish', '{}', now() - interval '20 days 1183 minutes', true, false, 2, 5, 16, 8, '3606defc-dfb8-5c0d-d37e-e91531dec4f4');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (19, 'Page 3', 'wagtail.create', '{}', now() - interval '33 days 219 minutes', true, false, 2, 6, 17, 5, '265974a7-cc96-6f46-c6aa-7d550101b811');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (20, 'Page 3', 'wagtail.edit', '{}', now() - interval '32 days 206 minutes', true, false, 2, 6, 18, 3, '1ece615d-b9a6-442e-9e7d-6b377936d536');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (21, 'Page 3', 'wagtail.edit', '{}', now() - interval '24 days 667 minutes', true, false, 2, 6, 19, 12, '87ddaeb7-84b2-8054-aead-44b0537390e5');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (22, 'Page 3', 'wagtail.edit', '{}', now() - interval '18 days 666 minutes', true, false, 2, 6, 20, 8, 'e21b37ca-1b29-fc99-c6c8-0e2bc8c614b2');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (23, 'Page 3', 'wagtail.edit', '{}', now() - interval '15 days 672 minutes', true, false, 2, 6, 21, 9, '0acd8be1-46e4-0990-30f9-70583f9d52f9');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (24, 'Page 3', 'wagtail.edit', '{}', now() - interval '13 days 926 minutes', true, false, 2, 6, 22, 9, '072235c2-8fcd-7f40-73c1-cd2c81f98b52');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (25, 'Page 3', 'wagtail.edit', '{}', now() - interval '10 days 911 minutes', true, false, 2, 6, 23, 3, '535b6a43-7178-ba0a-1038-f0b5e998d0ee');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (26, 'Page 3', 'wagtail.publish', '{}', now() - interval '10 days 735 minutes', true, false, 2, 6, 23, 3, '330c16a3-831d-03bf-9b2b-d6c0816bee06');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (27, 'Page 4', 'wagtail.create', '{}', now() - interval '143 days 477 minutes', true, false, 2, 7, 24, 3, 'aaf719f3-fd68-373b-29ac-f1a57cbd1f5a');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (28, 'Page 4', 'wagtail.edit', '{}', now() - interval '136 days 998 minutes', true, false, 2, 7, 25, 7, 'fe7b8ae4-6e78-36a4-b4d1-9ec12955d6f0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (29, 'Page 4', 'wagtail.edit', '{}', now() - interval '133 days 618 minutes', true, false, 2, 7, 26, 2, '5b4b1b75-321c-5296-6bd8-c67656d050cd');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (30, 'Page 4', 'wagtail.edit', '{}', now() - interval '130 days 382 minutes', true, false, 2, 7, 27, 7, '5685d624-04fc-d555-5daf-106db8dee081');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (31, 'Page 4', 'wagtail.edit', '{}', now() - interval '129 days 664 minutes', true, false, 2, 7, 28, 11, '626467ba-04a1-0547-b401-ba8570c1dca1');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (32, 'Page 4', 'wagtail.edit', '{}', now() - interval '122 days 397 minutes', true, false, 2, 7, 29, 2, 'f5f554ed-8323-9ef5-4ba2-e1619fb9af50');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (33, 'Page 4', 'wagtail.edit', '{}', now() - interval '114 days 77 minutes', true, false, 2, 7, 30, 3, '3a828159-c9d2-2950-eb25-f8a1fc2e6a59');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (34, 'Page 4', 'wagtail.edit', '{}', now() - interval '66 days 1166 minutes', true, false, 2, 7, 31, 11, '459c945c-43fc-0527-1585-0a031ad2d5f1');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (35, 'Page 4', 'wagtail.edit', '{}', now() - interval '63 days 47 minutes', true, false, 2, 7, 32, 3, 'c17a9262-453b-f491-2e7a-26e9c76c603f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (36, 'Page 4', 'wagtail.edit', '{}', now() - interval '51 days 155 minutes', true, false, 2, 7, 33, 3, 'ad0c9bb6-e952-6a69-d97e-967b6c18d982');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (37, 'Page 4', 'wagtail.publish', '{}', now() - interval '51 days 982 minutes', true, false, 2, 7, 33, 3, '895e8b6b-263c-fa5e-67ec-326a42343354');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (38, 'Page 5', 'wagtail.create', '{}', now() - interval '217 days 911 minutes', true, false, 2, 8, 34, 2, 'ac127e93-8005-ce74-7218-88ff4a3adf99');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (39, 'Page 5', 'wagtail.edit', '{}', now() - interval '167 days 213 minutes', true, false, 2, 8, 35, 4, 'fe977c56-04a6-5651-cdbd-e74758d50f1b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (40, 'Page 5', 'wagtail.edit', '{}', now() - interval '142 days 300 minutes', true, false, 2, 8, 36, 2, '81728a07-bbab-27f6-04b8-157d03edb920');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (41, 'Page 5', 'wagtail.edit', '{}', now() - interval '137 days 661 minutes', true, false, 2, 8, 37, 6, '3ee4da5a-7989-e9d0-83a4-e62930803889');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (42, 'Page 5', 'wagtail.edit', '{}', now() - interval '133 days 1121 minutes', true, false, 2, 8, 38, 7, 'a66d58b5-d1a4-c01e-a887-ae221b35411b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (43, 'Page 5', 'wagtail.edit', '{}', now() - interval '93 days 518 minutes', true, false, 2, 8, 39, 5, 'e3838b9e-d5a9-422a-8bc0-83117eb86c57');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (44, 'Page 5', 'wagtail.edit', '{}', now() - interval '45 days 471 minutes', true, false, 2, 8, 40, 1, '37161c16-b00f-d7bb-4eca-dea281b62bb5');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (45, 'Page 5', 'wagtail.edit', '{}', now() - interval '37 days 1178 minutes', true, false, 2, 8, 41, 4, 'e1c60aa3-d510-bb04-32d9-0dcd57bb7d97');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (46, 'Page 5', 'wagtail.edit', '{}', now() - interval '29 days 848 minutes', true, false, 2, 8, 42, 3, 'fd4bd030-679a-44dd-23c4-9caea2cf62ba');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (47, 'Page 5', 'wagtail.edit', '{}', now() - interval '8 days 417 minutes', true, false, 2, 8, 43, 3, '03a63966-213b-ca7f-d644-de2f0dec6823');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (48, 'Page 5', 'wagtail.publish', '{}', now() - interval '8 days 84 minutes', true, false, 2, 8, 43, 3, '6e4505f5-416e-99b0-e13e-213ebdaaea00');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (49, 'Page 6', 'wagtail.create', '{}', now() - interval '85 days 534 minutes', true, false, 2, 9, 44, 9, '54348156-f637-a468-5d38-5e064363e5d9');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (50, 'Page 6', 'wagtail.edit', '{}', now() - interval '48 days 1167 minutes', true, false, 2, 9, 45, 5, '08d18011-3e94-0bb4-52d3-1e1b8c0d0033');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (51, 'Page 6', 'wagtail.publish', '{}', now() - interval '48 days 1158 minutes', true, false, 2, 9, 45, 5, '2ed65411-5b49-1561-37c6-0e984f3e885e');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (52, 'Page 6', 'wagtail.edit', '{}', now() - interval '10 days 1 minutes', true, false, 2, 9, 46, 12, '4767e1fa-7982-3eb2-1579-da0a61b2480c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (53, 'Page 7', 'wagtail.create', '{}', now() - interval '258 days 467 minutes', true, false, 2, 10, 47, 3, '7e834904-fc17-3498-b87e-4e2b537d9128');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (54, 'Page 7', 'wagtail.edit', '{}', now() - interval '135 days 179 minutes', true, false, 2, 10, 48, 1, '250e7b34-a4aa-07b4-9e63-97d4b96245d3');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (55, 'Page 7', 'wagtail.edit', '{}', now() - interval '127 days 52 minutes', true, false, 2, 10, 49, 5, '8352bc85-e456-559c-b70a-f5f2d5d5891f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (56, 'Page 7', 'wagtail.edit', '{}', now() - interval '46 days 752 minutes', true, false, 2, 10, 50, 4, '816b2332-cfed-943b-b378-3a7cbbddbb9b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (57, 'Page 7', 'wagtail.edit', '{}', now() - interval '45 days 167 minutes', true, false, 2, 10, 51, 9, '9187df42-811e-7616-c0bb-e6ed8614f504');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (58, 'Page 7', 'wagtail.edit', '{}', now() - interval '2 days 1001 minutes', true, false, 2, 10, 52, 3, 'afbc9ca9-d38f-8c45-041d-cd94cdff5a1c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (59, 'Page 7', 'wagtail.publish', '{}', now() - interval '2 days 700 minutes', true, false, 2, 10, 52, 3, 'f4c18226-aed2-3b0f-b610-4b84e4907d49');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (60, 'Page 8', 'wagtail.create', '{}', now() - interval '326 days 642 minutes', true, false, 2, 11, 53, 2, 'bee80626-10e8-ad01-86a7-4a63a8c7d9e0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (61, 'Page 8', 'wagtail.edit', '{}', now() - interval '184 days 884 minutes', true, false, 2, 11, 54, 8, 'd89c36b2-130f-27b2-cf28-f65e408fc146');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (62, 'Page 8', 'wagtail.edit', '{}', now() - interval '68 days 318 minutes', true, false, 2, 11, 55, 11, '3b1185d9-3489-22d7-c1a6-24dcbab5b373');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (63, 'Page 8', 'wagtail.edit', '{}', now() - interval '43 days 887 minutes', true, false, 2, 11, 56, 9, 'd874bc79-7e73-6d5f-75d8-d8a4f9c9c679');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (64, 'Page 8', 'wagtail.edit', '{}', now() - interval '21 days 459 minutes', true, false, 2, 11, 57, 8, '498dbfa8-af06-bcf7-e914-57db7aa068f1');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (65, 'Page 8', 'wagtail.edit', '{}', now() - interval '15 days 920 minutes', true, false, 2, 11, 58, 8, '32c32444-a48c-1d5c-a1fe-b6249df2025f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (66, 'Page 8', 'wagtail.publish', '{}', now() - interval '15 days 92 minutes', true, false, 2, 11, 58, 8, 'a6caf4a3-4102-3aed-54ef-125a25bda659');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (67, 'Page 9', 'wagtail.create', '{}', now() - interval '124 days 374 minutes', true, false, 2, 12, 59, 11, '047b2c10-7912-ef4a-efae-5d4e15fa8b65');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (68, 'Page 9', 'wagtail.edit', '{}', now() - interval '123 days 347 minutes', true, false, 2, 12, 60, 4, 'f7d5f124-81b1-c025-d1e4-d0a313932904');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (69, 'Page 9', 'wagtail.edit', '{}', now() - interval '68 days 1193 minutes', true, false, 2, 12, 61, 5, '35b7e448-6308-7e52-44c6-b895fe749e67');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (70, 'Page 9', 'wagtail.edit', '{}', now() - interval '15 days 1099 minutes', true, false, 2, 12, 62, 5, '94db5f8f-1319-d424-35f1-0300ee379c65');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (71, 'Page 9', 'wagtail.edit', '{}', now() - interval '3 days 108 minutes', true, false, 2, 12, 63, 8, 'f3e6ca73-4305-e986-8629-2bb5bf5b411b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (72, 'Page 9', 'wagtail.publish', '{}', now() - interval '3 days 431 minutes', true, false, 2, 12, 63, 8, '823d11ed-a1b5-01d6-d1f9-bdfe9a762d54');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (73, 'Page 10', 'wagtail.create', '{}', now() - interval '127 days 145 minutes', true, false, 2, 13, 64, 7, 'c0301b21-5315-8ce4-0072-1f8454d1ac6b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (74, 'Page 10', 'wagtail.edit', '{}', now() - interval '124 days 405 minutes', true, false, 2, 13, 65, 1, 'ed2879c1-f09c-0afb-1ebb-079465f456aa');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (75, 'Page 10', 'wagtail.edit', '{}', now() - interval '93 days 234 minutes', true, false, 2, 13, 66, 11, '4a327e2d-bd6a-996d-e6cd-10f103003005');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (76, 'Page 10', 'wagtail.edit', '{}', now() - interval '59 days 303 minutes', true, false, 2, 13, 67, 5, 'ffb0dd9e-63e1-9869-6495-0dc210a25b19');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (77, 'Page 10', 'wagtail.publish', '{}', now() - interval '59 days 1043 minutes', true, false, 2, 13, 67, 5, '6d94dd6d-ece8-0799-5c57-722e138efef9');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (78, 'Page 11', 'wagtail.create', '{}', now() - interval '71 days 942 minutes', true, false, 2, 14, 68, 11, 'cfdcc257-076d-490a-e25f-4b1c6d80de7c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (79, 'Page 11', 'wagtail.edit', '{}', now() - interval '26 days 913 minutes', true, false, 2, 14, 69, 3, 'f0d1ab56-e02f-9a72-e9d6-25c966692158');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (80, 'Page 11', 'wagtail.publish', '{}', now() - interval '26 days 664 minutes', true, false, 2, 14, 69, 3, '0caa7612-14a0-b00b-b835-e8a534145e87');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (81, 'Page 11', 'wagtail.edit', '{}', now() - interval '13 days 1120 minutes', true, false, 2, 14, 70, 5, 'c0aed9c5-9d6b-023f-736b-96a0692fd360');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (82, 'Page 12', 'wagtail.create', '{}', now() - interval '70 days 596 minutes', true, false, 2, 15, 71, 6, '5534a034-e800-9d90-73f6-e53d3853933d');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (83, 'Page 12', 'wagtail.edit', '{}', now() - interval '62 days 1195 minutes', true, false, 2, 15, 72, 5, '8c3ba859-23bc-9152-6d6b-987a73309b95');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (84, 'Page 12', 'wagtail.edit', '{}', now() - interval '60 days 230 minutes', true, false, 2, 15, 73, 11, '8e4dc3a3-578a-60d8-2cb8-d14c173910e3');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (85, 'Page 12', 'wagtail.edit', '{}', now() - interval '53 days 109 minutes', true, false, 2, 15, 74, 11, 'cf321d63-4223-b8aa-5e49-422a3d376642');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (86, 'Page 12', 'wagtail.edit', '{}', now() - interval '21 days 683 minutes', true, false, 2, 15, 75, 8, 'dee0a843-bfe9-8f8c-0524-137fe322e96d');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (87, 'Page 12', 'wagtail.edit', '{}', now() - interval '16 days 495 minutes', true, false, 2, 15, 76, 7, '35c2e229-862f-e231-beef-67fb69f44612');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (88, 'Page 12', 'wagtail.edit', '{}', now() - interval '6 days 452 minutes', true, false, 2, 15, 77, 11, '7f867d5f-0fe3-21ec-c08a-58d756947a7a');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (89, 'Page 12', 'wagtail.publish', '{}', now() - interval '6 days 333 minutes', true, false, 2, 15, 77, 11, 'afcf0e77-2039-43f6-5c32-7a6df7ba38b6');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (90, 'Page 13', 'wagtail.create', '{}', now() - interval '228 days 561 minutes', true, false, 2, 16, 78, 7, '1bea705e-c879-b663-3f9b-6bb272ee6a2e');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (91, 'Page 13', 'wagtail.edit', '{}', now() - interval '204 days 268 minutes', true, false, 2, 16, 79, 1, 'ae9c78bd-f8cd-9ec3-85b9-c09a26edf1bd');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (92, 'Page 13', 'wagtail.edit', '{}', now() - interval '196 days 130 minutes', true, false, 2, 16, 80, 7, 'a5b89b2f-b374-fab6-b8c3-a4d2d34d1c0d');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (93, 'Page 13', 'wagtail.edit', '{}', now() - interval '138 days 1015 minutes', true, false, 2, 16, 81, 8, '8d2f29e7-15c2-c81a-7513-4107e5174ebd');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (94, 'Page 13', 'wagtail.edit', '{}', now() - interval '127 days 932 minutes', true, false, 2, 16, 82, 8, '3b8a27ba-202a-b6fa-c844-b8fd0059865a');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (95, 'Page 13', 'wagtail.edit', '{}', now() - interval '47 days 683 minutes', true, false, 2, 16, 83, 7, '4dc4ac8c-b70b-a858-a53f-ddc9099f9c9f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (96, 'Page 13', 'wagtail.publish', '{}', now() - interval '47 days 1154 minutes', true, false, 2, 16, 83, 7, 'a2e3f93a-873b-9903-4075-916ea060846c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (97, 'Page 14', 'wagtail.create', '{}', now() - interval '134 days 773 minutes', true, false, 2, 17, 84, 10, '86ba22dd-79ad-8999-3e0b-25cde23f03cc');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (98, 'Page 14', 'wagtail.edit', '{}', now() - interval '76 days 281 minutes', true, false, 2, 17, 85, 5, '696c63d6-f5ea-d065-077e-f32a3f3f37ea');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (99, 'Page 14', 'wagtail.edit', '{}', now() - interval '25 days 845 minutes', true, false, 2, 17, 86, 10, '31b1891a-0593-dba2-0e28-b64f4eb19fca');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (100, 'Page 14', 'wagtail.edit', '{}', now() - interval '18 days 597 minutes', true, false, 2, 17, 87, 9, '14c2732a-6b86-290b-a5ac-d341aca99fd0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (101, 'Page 14', 'wagtail.publish', '{}', now() - interval '18 days 308 minutes', true, false, 2, 17, 87, 9, '5ec69be3-ecd7-570b-6ca0-6496aad7c7c0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (102, 'Page 15', 'wagtail.create', '{}', now() - interval '129 days 1168 minutes', true, false, 2, 18, 88, 4, 'b5b94af3-0d45-6be0-6a56-aac3245448c8');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (103, 'Page 15', 'wagtail.edit', '{}', now() - interval '107 days 72 minutes', true, false, 2, 18, 89, 4, 'b647e8a8-e5ee-4c91-731b-bc4164b0bb14');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (104, 'Page 15', 'wagtail.edit', '{}', now() - interval '101 days 1060 minutes', true, false, 2, 18, 90, 4, '145103c7-ff5e-1d1f-1cfb-0a06bb93c8eb');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (105, 'Page 15', 'wagtail.edit', '{}', now() - interval '92 days 1117 minutes', true, false, 2, 18, 91, 4, 'a70828a7-2f7d-ba08-30d0-a2b8544940e1');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (106, 'Page 15', 'wagtail.edit', '{}', now() - interval '86 days 1123 minutes', true, false, 2, 18, 92, 5, '4fd3e758-082a-2f4d-77b5-abcbbf0e11e0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (107, 'Page 15', 'wagtail.edit', '{}', now() - interval '74 days 797 minutes', true, false, 2, 18, 93, 10, 'fc27d683-5fb6-d625-d6d1-06fb60ed33a0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (108, 'Page 15', 'wagtail.edit', '{}', now() - interval '50 days 398 minutes', true, false, 2, 18, 94, 3, '1407ab33-00bc-22cb-1be4-a5db2b54af77');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (109, 'Page 15', 'wagtail.edit', '{}', now() - interval '17 days 335 minutes', true, false, 2, 18, 95, 8, 'e29aacea-f49c-9eba-6b91-1f9759f9bb79');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (110, 'Page 15', 'wagtail.edit', '{}', now() - interval '8 days 148 minutes', true, false, 2, 18, 96, 11, '61502dee-3518-5376-c241-0ad1f6da7a63');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (111, 'Page 15', 'wagtail.edit', '{}', now() - interval '1 days 427 minutes', true, false, 2, 18, 97, 10, 'cdcec408-d26f-1d76-4f06-e95ad252a617');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (112, 'Page 15', 'wagtail.publish', '{}', now() - interval '1 days 518 minutes', true, false, 2, 18, 97, 10, '321a6ec1-7934-f0b8-b48b-b0750c9c20ef');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (113, 'Page 16', 'wagtail.create', '{}', now() - interval '207 days 714 minutes', true, false, 2, 19, 98, 11, 'f178d77f-f24d-04fd-a24c-8407ce3fa028');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (114, 'Page 16', 'wagtail.edit', '{}', now() - interval '188 days 78 minutes', true, false, 2, 19, 99, 1, '79a5fd62-1b75-7b20-3bde-a8c3d375eff1');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (115, 'Page 16', 'wagtail.edit', '{}', now() - interval '161 days 858 minutes', true, false, 2, 19, 100, 8, '62f2a21b-c6bf-4fa2-f433-7bd1773afe02');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (116, 'Page 16', 'wagtail.edit', '{}', now() - interval '121 days 947 minutes', true, false, 2, 19, 101, 1, '7e544d56-d096-bfd6-6e10-6c0ee9de0479');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (117, 'Page 16', 'wagtail.edit', '{}', now() - interval '105 days 159 minutes', true, false, 2, 19, 102, 12, 'cd751e08-023a-80a2-2ed5-1b127f1d490e');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (118, 'Page 16', 'wagtail.edit', '{}', now() - interval '93 days 1117 minutes', true, false, 2, 19, 103, 10, 'c5d6d5e9-b12e-1de2-d2a0-169d4da60990');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (119, 'Page 16', 'wagtail.edit', '{}', now() - interval '82 days 181 minutes', true, false, 2, 19, 104, 5, '51cdf2f9-dc7a-615d-53ea-b0313c73d5f4');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (120, 'Page 16', 'wagtail.edit', '{}', now() - interval '63 days 552 minutes', true, false, 2, 19, 105, 10, '143a5180-9880-e88b-c841-721ec8a94814');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (121, 'Page 16', 'wagtail.edit', '{}', now() - interval '49 days 614 minutes', true, false, 2, 19, 106, 12, '3f4f8b9d-28f1-a81b-c0bd-1d8464457ea4');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (122, 'Page 16', 'wagtail.publish', '{}', now() - interval '49 days 489 minutes', true, false, 2, 19, 106, 12, '8d76d7a1-7b50-079e-08ab-4ae4a648a58c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (123, 'Page 16', 'wagtail.edit', '{}', now() - interval '7 days 653 minutes', true, false, 2, 19, 107, 6, 'e22b64a6-6d32-a901-faf2-0ac0292322d3');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (124, 'Page 17', 'wagtail.create', '{}', now() - interval '33 days 646 minutes', true, false, 2, 20, 108, 7, '1f04a6ff-c272-f5a7-aa17-c57cc61c96db');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (125, 'Page 17', 'wagtail.edit', '{}', now() - interval '26 days 935 minutes', true, false, 2, 20, 109, 12, '911f52dc-4786-8e4a-4b35-4e934b3e90b7');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (126, 'Page 17', 'wagtail.edit', '{}', now() - interval '12 days 321 minutes', true, false, 2, 20, 110, 3, '32fe1f36-42a5-5162-bcf1-fcb54109d8d6');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (127, 'Page 17', 'wagtail.edit', '{}', now() - interval '10 days 527 minutes', true, false, 2, 20, 111, 7, '27401fa0-3c49-fdbd-3ece-9f2c2f8c6c08');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (128, 'Page 17', 'wagtail.publish', '{}', now() - interval '10 days 337 minutes', true, false, 2, 20, 111, 7, '538ae1c1-3031-2932-940a-3537e8566431');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (129, 'Page 18', 'wagtail.create', '{}', now() - interval '48 days 1134 minutes', true, false, 2, 21, 112, 1, 'b5af4c8a-989d-181c-a330-66bd1b1466f6');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (130, 'Page 18', 'wagtail.edit', '{}', now() - interval '41 days 743 minutes', true, false, 2, 21, 113, 8, '570b534d-5e63-af16-0996-9e7c37b79c48');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (131, 'Page 18', 'wagtail.edit', '{}', now() - interval '33 days 169 minutes', true, false, 2, 21, 114, 4, '09c9d592-4142-05c6-fff7-ba0d3437ccaa');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (132, 'Page 18', 'wagtail.edit', '{}', now() - interval '32 days 719 minutes', true, false, 2, 21, 115, 6, 'd0930b64-3414-c2dc-e9f8-f71fa6d21040');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (133, 'Page 18', 'wagtail.edit', '{}', now() - interval '29 days 13 minutes', true, false, 2, 21, 116, 5, '5f2ee40d-ada6-5cc4-68b3-e3aa53c69b0a');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (134, 'Page 18', 'wagtail.edit', '{}', now() - interval '16 days 222 minutes', true, false, 2, 21, 117, 1, '080e31b0-3412-8822-13f3-88704fec0f40');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (135, 'Page 18', 'wagtail.edit', '{}', now() - interval '15 days 954 minutes', true, false, 2, 21, 118, 10, '687dd512-1032-888d-7bc7-1df38c4caa83');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (136, 'Page 18', 'wagtail.edit', '{}', now() - interval '14 days 121 minutes', true, false, 2, 21, 119, 2, '2790bb01-8cd5-d187-a9fd-a2ef65322a48');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (137, 'Page 18', 'wagtail.edit', '{}', now() - interval '6 days 767 minutes', true, false, 2, 21, 120, 3, '65d464fd-29e7-8b06-a72e-d5081755c6de');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (138, 'Page 18', 'wagtail.publish', '{}', now() - interval '6 days 834 minutes', true, false, 2, 21, 120, 3, 'aaf5a86e-4886-6d48-fcfd-36d168e7ed23');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (139, 'Page 19', 'wagtail.create', '{}', now() - interval '164 days 1112 minutes', true, false, 2, 22, 121, 7, '2558d6c0-2bf3-9775-8124-7dd4bcbc58a3');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (140, 'Page 19', 'wagtail.edit', '{}', now() - interval '145 days 417 minutes', true, false, 2, 22, 122, 4, 'eced8ded-2bfa-1f10-856a-ab1d296cb08c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (141, 'Page 19', 'wagtail.edit', '{}', now() - interval '106 days 80 minutes', true, false, 2, 22, 123, 7, 'ce0843c2-c0e9-08a8-7d92-0a56623c70ce');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (142, 'Page 19', 'wagtail.edit', '{}', now() - interval '93 days 950 minutes', true, false, 2, 22, 124, 7, '206c2856-4d36-a8ed-3284-fc6fce017551');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (143, 'Page 19', 'wagtail.edit', '{}', now() - interval '91 days 1004 minutes', true, false, 2, 22, 125, 2, '7b949e54-e9ad-2bc7-f9bd-6bbb0b22a431');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (144, 'Page 19', 'wagtail.edit', '{}', now() - interval '79 days 377 minutes', true, false, 2, 22, 126, 6, '634d1952-a2e8-fec0-ed19-557a9b8e9a82');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (145, 'Page 19', 'wagtail.edit', '{}', now() - interval '50 days 103 minutes', true, false, 2, 22, 127, 3, 'd31615e5-b02e-f5f7-9ece-cbffb659f768');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (146, 'Page 19', 'wagtail.edit', '{}', now() - interval '13 days 1069 minutes', true, false, 2, 22, 128, 1, '38d9e9ab-db49-5244-c92b-dd5aa3ec4d32');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (147, 'Page 19', 'wagtail.edit', '{}', now() - interval '4 days 745 minutes', true, false, 2, 22, 129, 11, 'd445a53e-3234-752b-d8aa-7be39d5ee2f9');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (148, 'Page 19', 'wagtail.publish', '{}', now() - interval '4 days 567 minutes', true, false, 2, 22, 129, 11, '6655b9f0-0aad-acf0-37d7-d19090bfd792');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (149, 'Page 20', 'wagtail.create', '{}', now() - interval '196 days 752 minutes', true, false, 2, 23, 130, 12, '4ee6f4ff-6b89-d463-a626-b0974e640cd4');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (150, 'Page 20', 'wagtail.edit', '{}', now() - interval '183 days 699 minutes', true, false, 2, 23, 131, 4, '5e113423-a8a9-ea62-63a3-66aa6cfd4940');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (151, 'Page 20', 'wagtail.edit', '{}', now() - interval '126 days 536 minutes', true, false, 2, 23, 132, 9, '00e5e813-05fb-ec3a-2dc3-78f27037e034');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (152, 'Page 20', 'wagtail.edit', '{}', now() - interval '76 days 742 minutes', true, false, 2, 23, 133, 11, '7262b8a9-3c39-679d-771c-23e17d4ffa0f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (153, 'Page 20', 'wagtail.edit', '{}', now() - interval '63 days 916 minutes', true, false, 2, 23, 134, 6, 'd627d2b8-7552-6e31-d1a8-0888c7ac6f37');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (154, 'Page 20', 'wagtail.publish', '{}', now() - interval '63 days 215 minutes', true, false, 2, 23, 134, 6, '112ed1df-1b69-567e-667c-d60b7924dede');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (155, 'Page 21', 'wagtail.create', '{}', now() - interval '84 days 232 minutes', true, false, 2, 24, 135, 1, '49b29bbe-7deb-30ad-e2bc-e763fb52882f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (156, 'Page 21', 'wagtail.edit', '{}', now() - interval '65 days 1147 minutes', true, false, 2, 24, 136, 2, 'afa6798a-2a44-bf93-cb83-89fbea81ad63');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (157, 'Page 21', 'wagtail.edit', '{}', now() - interval '64 days 946 minutes', true, false, 2, 24, 137, 6, 'd541da56-10c5-ab83-389b-c3dcee3ab808');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (158, 'Page 21', 'wagtail.edit', '{}', now() - interval '56 days 421 minutes', true, false, 2, 24, 138, 9, '52e71cf8-28a4-fbd7-4091-8a58c194ff53');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (159, 'Page 21', 'wagtail.edit', '{}', now() - interval '55 days 1075 minutes', true, false, 2, 24, 139, 9, '74d6d11f-d0cc-e893-e7b2-27e94665ea19');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (160, 'Page 21', 'wagtail.edit', '{}', now() - interval '46 days 172 minutes', true, false, 2, 24, 140, 11, '7ae85484-eb7f-1414-f6de-2fbe80915aaf');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (161, 'Page 21', 'wagtail.edit', '{}', now() - interval '11 days 249 minutes', true, false, 2, 24, 141, 3, '3cc63141-8189-ac45-9da9-68f2434b4b94');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (162, 'Page 21', 'wagtail.publish', '{}', now() - interval '11 days 382 minutes', true, false, 2, 24, 141, 3, '67498314-2e9d-de73-32ed-df6f096de421');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (163, 'Page 21', 'wagtail.edit', '{}', now() - interval '5 days 193 minutes', true, false, 2, 24, 142, 2, '53ec4b93-adff-8165-4737-fed1efb82825');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (164, 'Page 22', 'wagtail.create', '{}', now() - interval '202 days 885 minutes', true, false, 2, 25, 143, 9, 'fd914b0e-6030-7b75-43c6-ed1e5f186904');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (165, 'Page 22', 'wagtail.edit', '{}', now() - interval '200 days 442 minutes', true, false, 2, 25, 144, 6, 'c3bf64e9-54b1-3301-5c39-6f5e256d1082');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (166, 'Page 22', 'wagtail.edit', '{}', now() - interval '196 days 97 minutes', true, false, 2, 25, 145, 8, 'be5c3931-9d89-2098-2d3f-e2973ae46155');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (167, 'Page 22', 'wagtail.edit', '{}', now() - interval '67 days 1149 minutes', true, false, 2, 25, 146, 10, '40ef5ec2-841f-92ca-d1e0-014e4bdfc851');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (168, 'Page 22', 'wagtail.edit', '{}', now() - interval '29 days 372 minutes', true, false, 2, 25, 147, 2, '95fb98f9-decb-c10b-fbeb-0a98f748f931');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (169, 'Page 22', 'wagtail.publish', '{}', now() - interval '29 days 1114 minutes', true, false, 2, 25, 147, 2, '00755f64-bba8-6df7-5009-c0a9e54e19e5');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (170, 'Page 23', 'wagtail.create', '{}', now() - interval '32 days 160 minutes', true, false, 2, 26, 148, 1, '79932a50-d416-b8a9-9fb9-d8f65dc18bce');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (171, 'Page 23', 'wagtail.edit', '{}', now() - interval '27 days 190 minutes', true, false, 2, 26, 149, 4, '3e5bcce6-cd2f-4934-efc4-6c08039cd862');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (172, 'Page 23', 'wagtail.edit', '{}', now() - interval '26 days 848 minutes', true, false, 2, 26, 150, 1, 'a361bca2-104c-968a-1886-a7ba736b1be2');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (173, 'Page 23', 'wagtail.edit', '{}', now() - interval '23 days 173 minutes', true, false, 2, 26, 151, 1, '66e6626d-450f-002a-c83b-6269aa5c6817');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (174, 'Page 23', 'wagtail.edit', '{}', now() - interval '18 days 973 minutes', true, false, 2, 26, 152, 5, 'a51b453f-0e5e-928c-02f1-679ef7962f83');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (175, 'Page 23', 'wagtail.edit', '{}', now() - interval '9 days 985 minutes', true, false, 2, 26, 153, 6, 'a5464f6d-983f-d973-59af-6769e486737d');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (176, 'Page 23', 'wagtail.publish', '{}', now() - interval '9 days 694 minutes', true, false, 2, 26, 153, 6, 'bbc81f54-8480-4942-efe9-87729a14e75a');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (177, 'Page 24', 'wagtail.create', '{}', now() - interval '272 days 498 minutes', true, false, 2, 27, 154, 7, '4f33b0ee-8232-09b5-2cb5-2c329cf99a99');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (178, 'Page 24', 'wagtail.edit', '{}', now() - interval '84 days 76 minutes', true, false, 2, 27, 155, 3, 'e3ac99b2-fe7a-cde2-0c69-e424a03f2a2b');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (179, 'Page 24', 'wagtail.edit', '{}', now() - interval '31 days 869 minutes', true, false, 2, 27, 156, 2, '01a01d42-89d4-ff98-b724-5d1c7a594f67');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (180, 'Page 24', 'wagtail.edit', '{}', now() - interval '22 days 450 minutes', true, false, 2, 27, 157, 9, '771ba4ba-e989-da51-bec4-9ab46fc820d2');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (181, 'Page 24', 'wagtail.edit', '{}', now() - interval '12 days 96 minutes', true, false, 2, 27, 158, 4, '39d7c140-2ce6-78fe-73d6-3426a7d0e597');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (182, 'Page 24', 'wagtail.edit', '{}', now() - interval '0 days 1195 minutes', true, false, 2, 27, 159, 4, '09eff2b4-a4de-7a8d-3b77-cbb442ecdcf9');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (183, 'Page 24', 'wagtail.publish', '{}', now() - interval '0 days 147 minutes', true, false, 2, 27, 159, 4, 'b1f2ad8b-ecd8-7a48-bfe9-5413e42a872f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (184, 'Page 25', 'wagtail.create', '{}', now() - interval '141 days 1056 minutes', true, false, 2, 28, 160, 11, 'e79a95aa-42a7-8500-2b76-04fe03e5f684');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (185, 'Page 25', 'wagtail.edit', '{}', now() - interval '111 days 283 minutes', true, false, 2, 28, 161, 9, '28c06f25-f1d7-b8aa-33e9-2723be6ed515');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (186, 'Page 25', 'wagtail.edit', '{}', now() - interval '68 days 895 minutes', true, false, 2, 28, 162, 5, '63825046-e152-7ae4-3122-c81553add817');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (187, 'Page 25', 'wagtail.publish', '{}', now() - interval '68 days 394 minutes', true, false, 2, 28, 162, 5, 'da17f2fb-e856-66f3-6123-90ba3d3a1902');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (188, 'Page 26', 'wagtail.create', '{}', now() - interval '292 days 239 minutes', true, false, 2, 29, 163, 10, 'e42af0ad-88ad-4972-d1ce-e715f45eaf1c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (189, 'Page 26', 'wagtail.edit', '{}', now() - interval '271 days 796 minutes', true, false, 2, 29, 164, 10, 'ea16b18f-c17a-4f81-de27-a24ee134f9f8');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (190, 'Page 26', 'wagtail.edit', '{}', now() - interval '241 days 853 minutes', true, false, 2, 29, 165, 3, '34aa4a20-3f1f-b241-1b6b-f27362438362');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (191, 'Page 26', 'wagtail.edit', '{}', now() - interval '223 days 243 minutes', true, false, 2, 29, 166, 2, 'd903ff4d-f302-24c5-08d0-323c08ab1715');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (192, 'Page 26', 'wagtail.edit', '{}', now() - interval '200 days 1093 minutes', true, false, 2, 29, 167, 3, 'd337264b-1664-6a40-a259-2559c0f621ad');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (193, 'Page 26', 'wagtail.edit', '{}', now() - interval '157 days 901 minutes', true, false, 2, 29, 168, 3, '19918b8a-7a24-3b32-4990-c224a1dbbd89');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (194, 'Page 26', 'wagtail.edit', '{}', now() - interval '119 days 159 minutes', true, false, 2, 29, 169, 1, '347a7325-a575-3d8b-c1e2-99a3cabe5e52');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (195, 'Page 26', 'wagtail.edit', '{}', now() - interval '108 days 353 minutes', true, false, 2, 29, 170, 12, '055ae98e-42db-5b4b-6c7b-e37e5625e671');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (196, 'Page 26', 'wagtail.edit', '{}', now() - interval '13 days 421 minutes', true, false, 2, 29, 171, 1, 'b73c30c8-0c64-7801-4858-079eee1addc8');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (197, 'Page 26', 'wagtail.publish', '{}', now() - interval '13 days 911 minutes', true, false, 2, 29, 171, 1, 'f6c8a64a-c4ec-bfa2-5221-cbdae90ba887');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (198, 'Page 26', 'wagtail.edit', '{}', now() - interval '3 days 722 minutes', true, false, 2, 29, 172, 12, '9e475394-49a3-5964-d9f3-dd4579e08f86');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (199, 'Page 27', 'wagtail.create', '{}', now() - interval '35 days 618 minutes', true, false, 2, 30, 173, 10, '48a28354-28ad-5dc9-f1a1-750093f84ade');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (200, 'Page 27', 'wagtail.edit', '{}', now() - interval '33 days 978 minutes', true, false, 2, 30, 174, 2, '7f919c89-3b45-63c7-b311-10c8f033b915');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (201, 'Page 27', 'wagtail.edit', '{}', now() - interval '31 days 198 minutes', true, false, 2, 30, 175, 5, '14b4b8d8-c44d-a161-a2f3-bd5df04f6294');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (202, 'Page 27', 'wagtail.edit', '{}', now() - interval '27 days 588 minutes', true, false, 2, 30, 176, 1, 'c974732b-8fae-625e-b278-f801fdb9ba32');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (203, 'Page 27', 'wagtail.edit', '{}', now() - interval '22 days 125 minutes', true, false, 2, 30, 177, 5, '66b9aaf9-185b-a663-5b09-b845539ef49c');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (204, 'Page 27', 'wagtail.edit', '{}', now() - interval '17 days 1114 minutes', true, false, 2, 30, 178, 1, '160f6d6e-bec6-b7ec-e3f1-bdf6e44fbd3e');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (205, 'Page 27', 'wagtail.edit', '{}', now() - interval '15 days 506 minutes', true, false, 2, 30, 179, 8, '34c411c3-5f38-1d79-0671-ce23a55741cb');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (206, 'Page 27', 'wagtail.edit', '{}', now() - interval '6 days 363 minutes', true, false, 2, 30, 180, 12, '804dffe8-8b80-fd3a-e6b6-122f6d956563');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (207, 'Page 27', 'wagtail.edit', '{}', now() - interval '1 days 205 minutes', true, false, 2, 30, 181, 3, '3bcb9bce-a178-70d5-e24c-6c60fb7f36ee');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (208, 'Page 27', 'wagtail.publish', '{}', now() - interval '1 days 1132 minutes', true, false, 2, 30, 181, 3, 'c125516b-9816-2c67-8813-4e5e207b3de0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (209, 'Page 28', 'wagtail.create', '{}', now() - interval '297 days 308 minutes', true, false, 2, 31, 182, 9, '7646cf57-5584-8bff-2045-46433b246b47');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (210, 'Page 28', 'wagtail.edit', '{}', now() - interval '178 days 771 minutes', true, false, 2, 31, 183, 8, '310afae0-81f8-d9df-3ce9-a9afb25201e9');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (211, 'Page 28', 'wagtail.edit', '{}', now() - interval '167 days 320 minutes', true, false, 2, 31, 184, 12, 'd7fa41b8-d397-1494-b402-b288c1364fe5');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (212, 'Page 28', 'wagtail.publish', '{}', now() - interval '167 days 740 minutes', true, false, 2, 31, 184, 12, '3f617877-f98a-5a34-27ee-ae0ab92c8dec');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (213, 'Page 29', 'wagtail.create', '{}', now() - interval '186 days 523 minutes', true, false, 2, 32, 185, 11, 'a1e381f9-fb1b-0902-801f-e30b38f2a031');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (214, 'Page 29', 'wagtail.edit', '{}', now() - interval '83 days 355 minutes', true, false, 2, 32, 186, 7, '9a8ca891-41d8-bf61-244d-d37f05a97aab');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (215, 'Page 29', 'wagtail.edit', '{}', now() - interval '66 days 885 minutes', true, false, 2, 32, 187, 3, 'e872f15c-3e06-571b-bdae-9f9301699af8');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (216, 'Page 29', 'wagtail.edit', '{}', now() - interval '60 days 1023 minutes', true, false, 2, 32, 188, 12, 'bfc5056e-9661-9afb-92f0-3975b37f58f4');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (217, 'Page 29', 'wagtail.edit', '{}', now() - interval '48 days 776 minutes', true, false, 2, 32, 189, 5, 'b8e3621b-aafb-3717-3a83-35f8d8930882');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (218, 'Page 29', 'wagtail.edit', '{}', now() - interval '42 days 782 minutes', true, false, 2, 32, 190, 11, 'b33858a1-a445-f305-c628-087de0aadaba');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (219, 'Page 29', 'wagtail.edit', '{}', now() - interval '41 days 700 minutes', true, false, 2, 32, 191, 5, 'a43be368-2e77-1bd6-adfa-09b03a85eed0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (220, 'Page 29', 'wagtail.edit', '{}', now() - interval '26 days 149 minutes', true, false, 2, 32, 192, 7, 'a0d6c1fe-4282-c843-5021-b4206eba35e0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (221, 'Page 29', 'wagtail.publish', '{}', now() - interval '26 days 840 minutes', true, false, 2, 32, 192, 7, 'c849ed81-3e0d-ac1c-6b69-9f07e50df523');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (222, 'Page 30', 'wagtail.create', '{}', now() - interval '217 days 1169 minutes', true, false, 2, 33, 193, 1, '37c714cf-8b19-a2b6-4050-284509c3e7c0');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (223, 'Page 30', 'wagtail.edit', '{}', now() - interval '123 days 193 minutes', true, false, 2, 33, 194, 7, '3326d90f-f0ca-5b41-f38a-1e14c823802f');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (224, 'Page 30', 'wagtail.edit', '{}', now() - interval '116 days 623 minutes', true, false, 2, 33, 195, 11, '74efd764-9316-6586-d8df-71f419e0d64a');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (225, 'Page 30', 'wagtail.edit', '{}', now() - interval '108 days 649 minutes', true, false, 2, 33, 196, 3, '041f8d71-831e-f5c3-79c9-cdb6b7a0b785');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (226, 'Page 30', 'wagtail.edit', '{}', now() - interval '64 days 767 minutes', true, false, 2, 33, 197, 6, '57c52302-858d-5cd2-5eb2-ad7ed43861ce');
INSERT INTO wagtail.wagtailcore_pagelogentry (id, label, action, data, timestamp, content_changed, deleted, content_type_id, page_id, revision_id, user_id, uuid) VALUES (227, 'Page 30', 'wagtail.publish', '{}', now() - interval '64 days 492 minutes', true, false, 2, 33, 197, 6, 'fd82db76-35c8-6b78-74f8-06f2f2ae556f');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (1, 'Photo 1', 'original_images/photo_1.jpg', 1600, 1200, now() - interval '350 days 0 minutes', NULL, NULL, NULL, NULL, 3, 461558, 1, 'baa6b8e61f55411eeec4e799c3406a1a8387e0e4', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (2, 'Photo 2', 'original_images/photo_2.jpg', 1600, 1200, now() - interval '314 days 0 minutes', NULL, NULL, NULL, NULL, 6, 718539, 1, '6651b3c461c00cbe463c465040a111b90e7e8994', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (3, 'Photo 3', 'original_images/photo_3.jpg', 1600, 1200, now() - interval '31 days 0 minutes', NULL, NULL, NULL, NULL, 1, 128837, 1, 'b2c0b0bca0e99efb6ba8f8eeea59fdda6b2838e0', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (4, 'Photo 4', 'original_images/photo_4.jpg', 1600, 1200, now() - interval '345 days 0 minutes', NULL, NULL, NULL, NULL, 6, 658357, 1, 'bdd104d74db1df93397411561bf85d1143e15c55', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (5, 'Photo 5', 'original_images/photo_5.jpg', 1600, 1200, now() - interval '205 days 0 minutes', NULL, NULL, NULL, NULL, 9, 279547, 1, '764d45296457abc6f5fa5d74cd2e4676fe85dfb1', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (6, 'Photo 6', 'original_images/photo_6.jpg', 1600, 1200, now() - interval '108 days 0 minutes', NULL, NULL, NULL, NULL, 3, 185580, 1, 'cc63858acf40233911a3199dc6cfbfe5edee65ef', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (7, 'Photo 7', 'original_images/photo_7.jpg', 1600, 1200, now() - interval '324 days 0 minutes', NULL, NULL, NULL, NULL, 4, 541948, 1, 'd08c33c839da457ab8801b298fe2c3f4a4672c0c', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (8, 'Photo 8', 'original_images/photo_8.jpg', 1600, 1200, now() - interval '74 days 0 minutes', NULL, NULL, NULL, NULL, 6, 748391, 1, 'd0f11e05cb95f372d198e3b8d4a8b1a7a3882a8a', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (9, 'Photo 9', 'original_images/photo_9.jpg', 1600, 1200, now() - interval '211 days 0 minutes', NULL, NULL, NULL, NULL, 8, 358640, 1, 'c7a4084b200ae258a64cadd58c5b45dfc28803f8', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (10, 'Photo 10', 'original_images/photo_10.jpg', 1600, 1200, now() - interval '240 days 0 minutes', NULL, NULL, NULL, NULL, 6, 871657, 1, '604b4496b44678f94475ee533aff076fd9c57c3c', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (11, 'Photo 11', 'original_images/photo_11.jpg', 1600, 1200, now() - interval '351 days 0 minutes', NULL, NULL, NULL, NULL, 5, 496802, 1, 'ce31175200b09f637b481ae22f96781fadc70e94', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (12, 'Photo 12', 'original_images/photo_12.jpg', 1600, 1200, now() - interval '143 days 0 minutes', NULL, NULL, NULL, NULL, 6, 306866, 1, '7c23aa427ac3caf85200866c4d4417eaa786effc', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (13, 'Photo 13', 'original_images/photo_13.jpg', 1600, 1200, now() - interval '219 days 0 minutes', NULL, NULL, NULL, NULL, 10, 718258, 1, '271ad4c05cc8512ee5a2ae93a8c58dac15de2f14', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (14, 'Photo 14', 'original_images/photo_14.jpg', 1600, 1200, now() - interval '155 days 0 minutes', NULL, NULL, NULL, NULL, 7, 109834, 1, '531f98d1e7e2e6079088ec8ad3f13f1915d4e7c2', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (15, 'Photo 15', 'original_images/photo_15.jpg', 1600, 1200, now() - interval '71 days 0 minutes', NULL, NULL, NULL, NULL, 9, 411916, 1, '02f04abfa845063a03d61cbf951bcb26a216ed03', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (16, 'Photo 16', 'original_images/photo_16.jpg', 1600, 1200, now() - interval '107 days 0 minutes', NULL, NULL, NULL, NULL, 2, 737820, 1, '9417bb4319fcafba9bb308bd4001bd9b4b018c9f', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (17, 'Photo 17', 'original_images/photo_17.jpg', 1600, 1200, now() - interval '73 days 0 minutes', NULL, NULL, NULL, NULL, 4, 244682, 1, '2715818dc8ee3c6e58b08f1f73b3a2cfc6bbf658', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (18, 'Photo 18', 'original_images/photo_18.jpg', 1600, 1200, now() - interval '106 days 0 minutes', NULL, NULL, NULL, NULL, 7, 880130, 1, 'b0227a15e42172519c09119a2afc54b088d66a76', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (19, 'Photo 19', 'original_images/photo_19.jpg', 1600, 1200, now() - interval '311 days 0 minutes', NULL, NULL, NULL, NULL, 2, 750928, 1, 'a2f7e7f9c9bf34ca8c6a8fcfe4d7738ae6d20df9', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (20, 'Photo 20', 'original_images/photo_20.jpg', 1600, 1200, now() - interval '152 days 0 minutes', NULL, NULL, NULL, NULL, 4, 568480, 1, 'bdedf0d414201d4d87e23671368dc5bfb15adcf2', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (21, 'Photo 21', 'original_images/photo_21.jpg', 1600, 1200, now() - interval '224 days 0 minutes', NULL, NULL, NULL, NULL, 11, 172663, 1, '3bf2f1086b46159a43b5e6701e50f1348e18a929', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (22, 'Photo 22', 'original_images/photo_22.jpg', 1600, 1200, now() - interval '71 days 0 minutes', NULL, NULL, NULL, NULL, 8, 567028, 1, 'e7cc721577937b867bffb6a40ef6df4f8ea4dc66', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (23, 'Photo 23', 'original_images/photo_23.jpg', 1600, 1200, now() - interval '73 days 0 minutes', NULL, NULL, NULL, NULL, 12, 565241, 1, '997f7df08a1f78832a244cae7f8870a93f1efd5b', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (24, 'Photo 24', 'original_images/photo_24.jpg', 1600, 1200, now() - interval '3 days 0 minutes', NULL, NULL, NULL, NULL, 3, 386261, 1, 'aa5122f77f6323a390048542b2258e5777cc40da', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (25, 'Photo 25', 'original_images/photo_25.jpg', 1600, 1200, now() - interval '151 days 0 minutes', NULL, NULL, NULL, NULL, 8, 443171, 1, 'ad0ad387f5eac4c1fffcbff76b3794136d0227c2', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (26, 'Photo 26', 'original_images/photo_26.jpg', 1600, 1200, now() - interval '38 days 0 minutes', NULL, NULL, NULL, NULL, 3, 717985, 1, '054367ba074db5fea5826fb2a2d929735c418d05', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (27, 'Photo 27', 'original_images/photo_27.jpg', 1600, 1200, now() - interval '312 days 0 minutes', NULL, NULL, NULL, NULL, 1, 765745, 1, 'cf0061ca5498c004ffbd8d4aee7653c9bc8df872', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (28, 'Photo 28', 'original_images/photo_28.jpg', 1600, 1200, now() - interval '48 days 0 minutes', NULL, NULL, NULL, NULL, 9, 557690, 1, '08ad794c24fd4172e5c69b8ec1d6023d7c13b267', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (29, 'Photo 29', 'original_images/photo_29.jpg', 1600, 1200, now() - interval '109 days 0 minutes', NULL, NULL, NULL, NULL, 12, 485779, 1, 'dc97b77e182ee0e556aeeb42207c9f6ca01235b8', '');
INSERT INTO wagtail.wagtailimages_image (id, title, file, width, height, created_at, focal_point_x, focal_point_y, focal_point_width, focal_point_height, uploaded_by_user_id, file_size, collection_id, file_hash, description) VALUES (30, 'Photo 30', 'original_images/photo_30.jpg', 1600, 1200, now() - interval '337 days 0 minutes', NULL, NULL, NULL, NULL, 6, 407890, 1, 'c5445ce88ddb2bc18689a21ec74d5921797b0779', '');
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (1, 'images/photo_1.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 1);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (2, 'images/photo_2.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 2);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (3, 'images/photo_3.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 3);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (4, 'images/photo_4.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 4);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (5, 'images/photo_5.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 5);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (6, 'images/photo_6.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 6);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (7, 'images/photo_7.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 7);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (8, 'images/photo_8.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 8);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (9, 'images/photo_9.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 9);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (10, 'images/photo_10.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 10);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (11, 'images/photo_11.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 11);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (12, 'images/photo_12.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 12);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (13, 'images/photo_13.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 13);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (14, 'images/photo_14.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 14);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (15, 'images/photo_15.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 15);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (16, 'images/photo_16.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 16);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (17, 'images/photo_17.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 17);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (18, 'images/photo_18.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 18);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (19, 'images/photo_19.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 19);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (20, 'images/photo_20.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 20);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (21, 'images/photo_21.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 21);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (22, 'images/photo_22.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 22);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (23, 'images/photo_23.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 23);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (24, 'images/photo_24.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 24);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (25, 'images/photo_25.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 25);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (26, 'images/photo_26.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 26);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (27, 'images/photo_27.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 27);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (28, 'images/photo_28.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 28);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (29, 'images/photo_29.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 29);
INSERT INTO wagtail.wagtailimages_rendition (id, file, width, height, focal_point_key, filter_spec, image_id) VALUES (30, 'images/photo_30.fill-300x200.jpg', 300, 200, '', 'fill-300x200', 30);
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (1, 'Report 1', 'documents/report_1.pdf', now() - interval '107 days 0 minutes', 5, 1, 922658, '0d7f139b8dd4c0f7406705076c21a8d6578a628f');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (2, 'Report 2', 'documents/report_2.pdf', now() - interval '148 days 0 minutes', 5, 1, 754863, '80f5b4a3556ecb72675ad4617e651ba5d3e66159');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (3, 'Report 3', 'documents/report_3.pdf', now() - interval '139 days 0 minutes', 9, 1, 733119, 'cabd4f537e005bd9a7913051341aa3eef9994f18');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (4, 'Report 4', 'documents/report_4.pdf', now() - interval '60 days 0 minutes', 6, 1, 413300, '9621a9d320a879324c99a6afb69307f8512d126e');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (5, 'Report 5', 'documents/report_5.pdf', now() - interval '325 days 0 minutes', 2, 1, 1654619, '8de63750b9015459661ce41c0a40c9e8ff1a5c0c');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (6, 'Report 6', 'documents/report_6.pdf', now() - interval '207 days 0 minutes', 9, 1, 1213857, '019705ee1bc6b08b4ce76f146602ec120cb91cbe');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (7, 'Report 7', 'documents/report_7.pdf', now() - interval '23 days 0 minutes', 4, 1, 1733777, 'a873af26c417857d9bd2d202799d149eebe2eb3b');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (8, 'Report 8', 'documents/report_8.pdf', now() - interval '30 days 0 minutes', 9, 1, 1918035, '25a52d399ddffec860446ef69c9affde8b2ca282');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (9, 'Report 9', 'documents/report_9.pdf', now() - interval '320 days 0 minutes', 11, 1, 1470464, '153fb2cdae54a836e056a8d598a7a86fb06a7c91');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (10, 'Report 10', 'documents/report_10.pdf', now() - interval '108 days 0 minutes', 1, 1, 1408804, '2c84fe81c33ea73ea012324675379466a2330a67');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (11, 'Report 11', 'documents/report_11.pdf', now() - interval '51 days 0 minutes', 11, 1, 390209, '19c14c26c647ebd16bec1ab709775df3de84465a');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (12, 'Report 12', 'documents/report_12.pdf', now() - interval '335 days 0 minutes', 1, 1, 783575, '4f314b00c95ab050238191e9d2969d35df3648fb');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (13, 'Report 13', 'documents/report_13.pdf', now() - interval '287 days 0 minutes', 12, 1, 551070, '08c401a16bfa15352f4d80514d5284b5dcc98e43');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (14, 'Report 14', 'documents/report_14.pdf', now() - interval '163 days 0 minutes', 1, 1, 913191, 'e9f0ef41ef115a1b940a1624a44ab3ad90fb2d7d');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (15, 'Report 15', 'documents/report_15.pdf', now() - interval '27 days 0 minutes', 8, 1, 1200149, 'c61642611e6cc084d32339ae0a14c57985abe2ed');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (16, 'Report 16', 'documents/report_16.pdf', now() - interval '215 days 0 minutes', 10, 1, 1469014, '039e0d8b11354113724bf80b67970ab1eb2b50b5');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (17, 'Report 17', 'documents/report_17.pdf', now() - interval '348 days 0 minutes', 7, 1, 1255420, 'fb14b195a8ce4082f00e60f8fe3d856b978b6641');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (18, 'Report 18', 'documents/report_18.pdf', now() - interval '79 days 0 minutes', 8, 1, 1624569, 'a4fe5561153a8e301a1f80d18c7e80c169942abd');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (19, 'Report 19', 'documents/report_19.pdf', now() - interval '241 days 0 minutes', 4, 1, 1888570, '01397a296d4fdbf803f9c73ea07c30a826da053e');
INSERT INTO wagtail.wagtaildocs_document (id, title, file, created_at, uploaded_by_user_id, collection_id, file_size, file_hash) VALUES (20, 'Report 20', 'documents/report_20.pdf', now() - interval '4 days 0 minutes', 11, 1, 1413762, '16904bebdbc47e5ef7629cb0fc94fa421f25d23d');
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (1, 'Photo 1', 'wagtail.create', '{}', now() - interval '111 days 0 minutes', true, false, '1', 30, 2, '46839f5b-048d-09c8-78ea-bc3a21041428', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (2, 'Photo 2', 'wagtail.create', '{}', now() - interval '291 days 0 minutes', true, false, '2', 30, 4, '2ffa1f86-be84-5f95-bbca-6b41736619a2', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (3, 'Photo 3', 'wagtail.create', '{}', now() - interval '25 days 0 minutes', true, false, '3', 30, 6, 'b1e13663-b6ab-58ca-bf4b-3d45c6266064', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (4, 'Photo 4', 'wagtail.create', '{}', now() - interval '74 days 0 minutes', true, false, '4', 30, 12, 'a0ed7277-4b0b-708d-1594-011ec264ab93', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (5, 'Photo 5', 'wagtail.create', '{}', now() - interval '285 days 0 minutes', true, false, '5', 30, 12, 'eeae4612-ab67-0e4d-75e8-8d7e7f834533', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (6, 'Photo 6', 'wagtail.create', '{}', now() - interval '130 days 0 minutes', true, false, '6', 30, 1, '0f8044a8-02eb-2c86-082f-1a43b79b14f3', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (7, 'Photo 7', 'wagtail.create', '{}', now() - interval '7 days 0 minutes', true, false, '7', 30, 11, '1465f233-9e43-e933-d13d-6b96afc79745', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (8, 'Photo 8', 'wagtail.create', '{}', now() - interval '199 days 0 minutes', true, false, '8', 30, 5, '2a7ec806-99a1-6b9e-babc-b4aa4fffa8e1', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (9, 'Photo 9', 'wagtail.create', '{}', now() - interval '249 days 0 minutes', true, false, '9', 30, 10, 'f2e1eecd-5e18-c712-50f7-b1680f4dad88', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (10, 'Photo 10', 'wagtail.create', '{}', now() - interval '294 days 0 minutes', true, false, '10', 30, 12, '2a9dcb87-ad47-f8fa-7844-f24070503308', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (11, 'Photo 11', 'wagtail.create', '{}', now() - interval '74 days 0 minutes', true, false, '11', 30, 2, '29fd96b2-a517-6da0-f432-4d925cfef954', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (12, 'Photo 12', 'wagtail.create', '{}', now() - interval '322 days 0 minutes', true, false, '12', 30, 7, 'c9472c59-c731-1fda-62bf-b10e7a1a3293', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (13, 'Photo 13', 'wagtail.create', '{}', now() - interval '231 days 0 minutes', true, false, '13', 30, 5, '557985e0-911a-e38d-c138-97b4c8dd21cd', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (14, 'Photo 14', 'wagtail.create', '{}', now() - interval '149 days 0 minutes', true, false, '14', 30, 5, 'a6a476a3-f954-dd9e-9f31-63050f85f59b', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (15, 'Photo 15', 'wagtail.create', '{}', now() - interval '360 days 0 minutes', true, false, '15', 30, 10, 'b9c81818-9b17-37bc-de9b-5dec5500932f', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (16, 'Photo 16', 'wagtail.create', '{}', now() - interval '7 days 0 minutes', true, false, '16', 30, 3, '95acd14a-4f00-42f5-d526-e8f999e42264', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (17, 'Photo 17', 'wagtail.create', '{}', now() - interval '219 days 0 minutes', true, false, '17', 30, 4, '604ea2ff-af50-7de3-6329-cfd3606de4eb', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (18, 'Photo 18', 'wagtail.create', '{}', now() - interval '308 days 0 minutes', true, false, '18', 30, 4, 'b04516b7-4886-f572-7386-6561ceb71a8f', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (19, 'Photo 19', 'wagtail.create', '{}', now() - interval '0 days 0 minutes', true, false, '19', 30, 6, '284387ee-6c28-f618-449d-27f94356e358', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (20, 'Photo 20', 'wagtail.create', '{}', now() - interval '300 days 0 minutes', true, false, '20', 30, 1, 'cfcf0196-2402-eeb0-d54e-a03549dc8a9f', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (21, 'Photo 21', 'wagtail.create', '{}', now() - interval '292 days 0 minutes', true, false, '21', 30, 3, 'cc19393d-d9e7-1957-f9b1-de86461af27f', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (22, 'Photo 22', 'wagtail.create', '{}', now() - interval '280 days 0 minutes', true, false, '22', 30, 11, '58cb5fde-7ffe-6c7d-e9eb-7933c6ec6e3e', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (23, 'Photo 23', 'wagtail.create', '{}', now() - interval '273 days 0 minutes', true, false, '23', 30, 2, 'cc21a87a-7c19-64bb-8dbd-9a538a3c3502', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (24, 'Photo 24', 'wagtail.create', '{}', now() - interval '195 days 0 minutes', true, false, '24', 30, 4, 'ee85616e-b8e1-7bae-c00c-116dc9a61015', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (25, 'Photo 25', 'wagtail.create', '{}', now() - interval '119 days 0 minutes', true, false, '25', 30, 5, '653f387f-ad7b-4176-0ebc-4be59b5dae4e', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (26, 'Photo 26', 'wagtail.create', '{}', now() - interval '238 days 0 minutes', true, false, '26', 30, 12, '961d8bc0-4136-49b2-ed0e-452834e2d3b9', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (27, 'Photo 27', 'wagtail.create', '{}', now() - interval '4 days 0 minutes', true, false, '27', 30, 7, '89414113-1673-9251-8a62-43fd75b00b15', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (28, 'Photo 28', 'wagtail.create', '{}', now() - interval '181 days 0 minutes', true, false, '28', 30, 2, '8562da19-9460-09c1-65ef-8db03b9d226a', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (29, 'Photo 29', 'wagtail.create', '{}', now() - interval '132 days 0 minutes', true, false, '29', 30, 9, '96de3dda-8194-455d-7a01-8e0c522c9583', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (30, 'Photo 30', 'wagtail.create', '{}', now() - interval '103 days 0 minutes', true, false, '30', 30, 4, '2e41ea06-1799-a7da-313b-7e293673174d', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (31, 'Report 1', 'wagtail.create', '{}', now() - interval '358 days 0 minutes', true, false, '1', 29, 5, '5be04057-907e-897c-93ef-07045ce22657', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (32, 'Report 2', 'wagtail.create', '{}', now() - interval '206 days 0 minutes', true, false, '2', 29, 9, '0b6a8ad2-3f0d-d583-2625-748adb611f75', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (33, 'Report 3', 'wagtail.create', '{}', now() - interval '252 days 0 minutes', true, false, '3', 29, 6, 'a1fb68f1-5f25-a7fe-1b2a-9134ddca8b0c', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (34, 'Report 4', 'wagtail.create', '{}', now() - interval '237 days 0 minutes', true, false, '4', 29, 2, '07c597f7-98e2-e954-50d7-941d27f9c55d', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (35, 'Report 5', 'wagtail.create', '{}', now() - interval '176 days 0 minutes', true, false, '5', 29, 5, '1815f07d-0544-152f-9b6d-4eb584fb1f3f', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (36, 'Report 6', 'wagtail.create', '{}', now() - interval '17 days 0 minutes', true, false, '6', 29, 4, '90c2ed6d-ddb7-9513-deea-d1d3fd8b289c', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (37, 'Report 7', 'wagtail.create', '{}', now() - interval '248 days 0 minutes', true, false, '7', 29, 10, 'eced4301-42f8-03f4-36ad-61dd9132f7ad', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (38, 'Report 8', 'wagtail.create', '{}', now() - interval '143 days 0 minutes', true, false, '8', 29, 7, 'c46a6d88-7265-8833-f24d-cbf118dc0ddb', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (39, 'Report 9', 'wagtail.create', '{}', now() - interval '303 days 0 minutes', true, false, '9', 29, 10, 'd7ffc8cd-4105-d9f9-2182-e980f6a5da24', NULL);
INSERT INTO wagtail.wagtailcore_modellogentry (id, label, action, data, timestamp, content_changed, deleted, object_id, content_type_id, user_id, uuid, revision_id) VALUES (40, 'Report 10', 'wagtail.create', '{}', now() - interval '19 days 0 minutes', true, false, '10', 29, 6, '60d1d905-2e44-accb-fe9f-0bb4337405bf', NULL);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (1, 'Please check this paragraph (1)', 'body', '', now() - interval '33 days 0 minutes', now() - interval '33 days 0 minutes', NULL, 6, NULL, 17, 1);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (2, 'Please check this paragraph (2)', 'body', '', now() - interval '16 days 0 minutes', now() - interval '16 days 0 minutes', NULL, 21, NULL, 117, 12);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (3, 'Please check this paragraph (3)', 'body', '', now() - interval '11 days 0 minutes', now() - interval '11 days 0 minutes', now() - interval '9 days 0 minutes', 24, 1, 141, 2);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (4, 'Please check this paragraph (4)', 'body', '', now() - interval '68 days 0 minutes', now() - interval '68 days 0 minutes', NULL, 12, NULL, 61, 10);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (5, 'Please check this paragraph (5)', 'body', '', now() - interval '13 days 0 minutes', now() - interval '13 days 0 minutes', NULL, 6, NULL, 22, 9);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (6, 'Please check this paragraph (6)', 'body', '', now() - interval '62 days 0 minutes', now() - interval '62 days 0 minutes', now() - interval '60 days 0 minutes', 15, 1, 72, 12);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (7, 'Please check this paragraph (7)', 'body', '', now() - interval '52 days 0 minutes', now() - interval '52 days 0 minutes', NULL, 5, NULL, 13, 6);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (8, 'Please check this paragraph (8)', 'body', '', now() - interval '186 days 0 minutes', now() - interval '186 days 0 minutes', NULL, 32, NULL, 185, 1);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (9, 'Please check this paragraph (9)', 'body', '', now() - interval '0 days 0 minutes', now() - interval '0 days 0 minutes', now() - interval '0 days 0 minutes', 27, 1, 159, 8);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (10, 'Please check this paragraph (10)', 'body', '', now() - interval '133 days 0 minutes', now() - interval '133 days 0 minutes', NULL, 7, NULL, 26, 6);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (11, 'Please check this paragraph (11)', 'body', '', now() - interval '2 days 0 minutes', now() - interval '2 days 0 minutes', NULL, 10, NULL, 52, 12);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (12, 'Please check this paragraph (12)', 'body', '', now() - interval '107 days 0 minutes', now() - interval '107 days 0 minutes', now() - interval '105 days 0 minutes', 18, 1, 89, 8);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (13, 'Please check this paragraph (13)', 'body', '', now() - interval '228 days 0 minutes', now() - interval '228 days 0 minutes', NULL, 16, NULL, 78, 6);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (14, 'Please check this paragraph (14)', 'body', '', now() - interval '184 days 0 minutes', now() - interval '184 days 0 minutes', NULL, 11, NULL, 54, 11);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (15, 'Please check this paragraph (15)', 'body', '', now() - interval '92 days 0 minutes', now() - interval '92 days 0 minutes', now() - interval '90 days 0 minutes', 18, 1, 91, 1);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (16, 'Please check this paragraph (16)', 'body', '', now() - interval '15 days 0 minutes', now() - interval '15 days 0 minutes', NULL, 6, NULL, 21, 6);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (17, 'Please check this paragraph (17)', 'body', '', now() - interval '114 days 0 minutes', now() - interval '114 days 0 minutes', NULL, 7, NULL, 30, 1);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (18, 'Please check this paragraph (18)', 'body', '', now() - interval '74 days 0 minutes', now() - interval '74 days 0 minutes', now() - interval '72 days 0 minutes', 18, 1, 93, 6);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (19, 'Please check this paragraph (19)', 'body', '', now() - interval '122 days 0 minutes', now() - interval '122 days 0 minutes', NULL, 7, NULL, 29, 3);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (20, 'Please check this paragraph (20)', 'body', '', now() - interval '58 days 0 minutes', now() - interval '58 days 0 minutes', NULL, 5, NULL, 11, 12);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (21, 'Please check this paragraph (21)', 'body', '', now() - interval '297 days 0 minutes', now() - interval '297 days 0 minutes', now() - interval '295 days 0 minutes', 31, 1, 182, 5);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (22, 'Please check this paragraph (22)', 'body', '', now() - interval '119 days 0 minutes', now() - interval '119 days 0 minutes', NULL, 4, NULL, 5, 10);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (23, 'Please check this paragraph (23)', 'body', '', now() - interval '15 days 0 minutes', now() - interval '15 days 0 minutes', NULL, 12, NULL, 62, 2);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (24, 'Please check this paragraph (24)', 'body', '', now() - interval '133 days 0 minutes', now() - interval '133 days 0 minutes', now() - interval '131 days 0 minutes', 7, 1, 26, 9);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (25, 'Please check this paragraph (25)', 'body', '', now() - interval '56 days 0 minutes', now() - interval '56 days 0 minutes', NULL, 24, NULL, 138, 9);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (26, 'Please check this paragraph (26)', 'body', '', now() - interval '141 days 0 minutes', now() - interval '141 days 0 minutes', NULL, 28, NULL, 160, 6);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (27, 'Please check this paragraph (27)', 'body', '', now() - interval '114 days 0 minutes', now() - interval '114 days 0 minutes', now() - interval '112 days 0 minutes', 7, 1, 30, 5);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (28, 'Please check this paragraph (28)', 'body', '', now() - interval '124 days 0 minutes', now() - interval '124 days 0 minutes', NULL, 13, NULL, 65, 11);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (29, 'Please check this paragraph (29)', 'body', '', now() - interval '8 days 0 minutes', now() - interval '8 days 0 minutes', NULL, 18, NULL, 96, 6);
INSERT INTO wagtail.wagtailcore_comment (id, text, contentpath, position, created_at, updated_at, resolved_at, page_id, resolved_by_id, revision_created_id, user_id) VALUES (30, 'Please check this paragraph (30)', 'body', '', now() - interval '119 days 0 minutes', now() - interval '119 days 0 minutes', now() - interval '117 days 0 minutes', 4, 1, 5, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (1, 'Done.', now() - interval '15 days 0 minutes', now() - interval '15 days 0 minutes', 2, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (2, 'Done.', now() - interval '15 days 0 minutes', now() - interval '15 days 0 minutes', 2, 2);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (3, 'Done.', now() - interval '15 days 0 minutes', now() - interval '15 days 0 minutes', 2, 10);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (4, 'Done.', now() - interval '67 days 0 minutes', now() - interval '67 days 0 minutes', 4, 11);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (5, 'Done.', now() - interval '12 days 0 minutes', now() - interval '12 days 0 minutes', 5, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (6, 'Done.', now() - interval '12 days 0 minutes', now() - interval '12 days 0 minutes', 5, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (7, 'Done.', now() - interval '12 days 0 minutes', now() - interval '12 days 0 minutes', 5, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (8, 'Done.', now() - interval '61 days 0 minutes', now() - interval '61 days 0 minutes', 6, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (9, 'Done.', now() - interval '185 days 0 minutes', now() - interval '185 days 0 minutes', 8, 9);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (10, 'Done.', now() - interval '185 days 0 minutes', now() - interval '185 days 0 minutes', 8, 12);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (11, 'Done.', now() - interval '1 days 0 minutes', now() - interval '1 days 0 minutes', 11, 10);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (12, 'Done.', now() - interval '1 days 0 minutes', now() - interval '1 days 0 minutes', 11, 10);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (13, 'Done.', now() - interval '106 days 0 minutes', now() - interval '106 days 0 minutes', 12, 6);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (14, 'Done.', now() - interval '106 days 0 minutes', now() - interval '106 days 0 minutes', 12, 5);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (15, 'Done.', now() - interval '227 days 0 minutes', now() - interval '227 days 0 minutes', 13, 7);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (16, 'Done.', now() - interval '227 days 0 minutes', now() - interval '227 days 0 minutes', 13, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (17, 'Done.', now() - interval '227 days 0 minutes', now() - interval '227 days 0 minutes', 13, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (18, 'Done.', now() - interval '91 days 0 minutes', now() - interval '91 days 0 minutes', 15, 4);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (19, 'Done.', now() - interval '14 days 0 minutes', now() - interval '14 days 0 minutes', 16, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (20, 'Done.', now() - interval '73 days 0 minutes', now() - interval '73 days 0 minutes', 18, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (21, 'Done.', now() - interval '121 days 0 minutes', now() - interval '121 days 0 minutes', 19, 4);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (22, 'Done.', now() - interval '121 days 0 minutes', now() - interval '121 days 0 minutes', 19, 12);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (23, 'Done.', now() - interval '57 days 0 minutes', now() - interval '57 days 0 minutes', 20, 9);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (24, 'Done.', now() - interval '57 days 0 minutes', now() - interval '57 days 0 minutes', 20, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (25, 'Done.', now() - interval '57 days 0 minutes', now() - interval '57 days 0 minutes', 20, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (26, 'Done.', now() - interval '296 days 0 minutes', now() - interval '296 days 0 minutes', 21, 7);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (27, 'Done.', now() - interval '296 days 0 minutes', now() - interval '296 days 0 minutes', 21, 4);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (28, 'Done.', now() - interval '296 days 0 minutes', now() - interval '296 days 0 minutes', 21, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (29, 'Done.', now() - interval '118 days 0 minutes', now() - interval '118 days 0 minutes', 22, 6);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (30, 'Done.', now() - interval '118 days 0 minutes', now() - interval '118 days 0 minutes', 22, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (31, 'Done.', now() - interval '14 days 0 minutes', now() - interval '14 days 0 minutes', 23, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (32, 'Done.', now() - interval '14 days 0 minutes', now() - interval '14 days 0 minutes', 23, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (33, 'Done.', now() - interval '55 days 0 minutes', now() - interval '55 days 0 minutes', 25, 5);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (34, 'Done.', now() - interval '55 days 0 minutes', now() - interval '55 days 0 minutes', 25, 2);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (35, 'Done.', now() - interval '55 days 0 minutes', now() - interval '55 days 0 minutes', 25, 5);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (36, 'Done.', now() - interval '140 days 0 minutes', now() - interval '140 days 0 minutes', 26, 5);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (37, 'Done.', now() - interval '140 days 0 minutes', now() - interval '140 days 0 minutes', 26, 4);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (38, 'Done.', now() - interval '140 days 0 minutes', now() - interval '140 days 0 minutes', 26, 4);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (39, 'Done.', now() - interval '113 days 0 minutes', now() - interval '113 days 0 minutes', 27, 3);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (40, 'Done.', now() - interval '113 days 0 minutes', now() - interval '113 days 0 minutes', 27, 1);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (41, 'Done.', now() - interval '113 days 0 minutes', now() - interval '113 days 0 minutes', 27, 12);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (42, 'Done.', now() - interval '7 days 0 minutes', now() - interval '7 days 0 minutes', 29, 8);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (43, 'Done.', now() - interval '118 days 0 minutes', now() - interval '118 days 0 minutes', 30, 7);
INSERT INTO wagtail.wagtailcore_commentreply (id, text, created_at, updated_at, comment_id, user_id) VALUES (44, 'Done.', now() - interval '118 days 0 minutes', now() - interval '118 days 0 minutes', 30, 1);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (1, true, 5, 2);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (2, true, 6, 3);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (3, true, 7, 4);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (4, true, 8, 5);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (5, true, 9, 6);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (6, true, 10, 7);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (7, true, 11, 8);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (8, true, 12, 9);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (9, true, 13, 10);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (10, true, 14, 11);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (11, true, 15, 12);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (12, true, 16, 1);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (13, true, 17, 2);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (14, true, 18, 3);
INSERT INTO wagtail.wagtailcore_pagesubscription (id, comment_notifications, page_id, user_id) VALUES (15, true, 19, 4);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (1, 'rejected', now() - interval '20 days 0 minutes', 1, '5', 8, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (2, 'approved', now() - interval '10 days 0 minutes', 2, '6', 3, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (3, 'in_progress', now() - interval '51 days 0 minutes', 3, '7', 3, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (4, 'approved', now() - interval '8 days 0 minutes', 4, '8', 3, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (5, 'approved', now() - interval '10 days 0 minutes', 5, '9', 12, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (6, 'approved', now() - interval '2 days 0 minutes', 6, '10', 3, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (7, 'approved', now() - interval '15 days 0 minutes', 7, '11', 8, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (8, 'approved', now() - interval '3 days 0 minutes', 8, '12', 8, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (9, 'approved', now() - interval '59 days 0 minutes', 9, '13', 5, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (10, 'approved', now() - interval '13 days 0 minutes', 10, '14', 5, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (11, 'approved', now() - interval '6 days 0 minutes', 11, '15', 11, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_workflowstate (id, status, created_at, current_task_state_id, object_id, requested_by_id, workflow_id, content_type_id, base_content_type_id) VALUES (12, 'rejected', now() - interval '47 days 0 minutes', 12, '16', 7, 1, 2, 1);
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (1, 'rejected', now() - interval '20 days 0 minutes', now() - interval '19 days 0 minutes', 4, 16, 1, 1, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (2, 'approved', now() - interval '10 days 0 minutes', now() - interval '9 days 0 minutes', 4, 23, 1, 2, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (3, 'in_progress', now() - interval '51 days 0 minutes', NULL, 4, 33, 1, 3, NULL, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (4, 'approved', now() - interval '8 days 0 minutes', now() - interval '7 days 0 minutes', 4, 43, 1, 4, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (5, 'approved', now() - interval '10 days 0 minutes', now() - interval '9 days 0 minutes', 4, 46, 1, 5, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (6, 'approved', now() - interval '2 days 0 minutes', now() - interval '1 days 0 minutes', 4, 52, 1, 6, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (7, 'approved', now() - interval '15 days 0 minutes', now() - interval '14 days 0 minutes', 4, 58, 1, 7, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (8, 'approved', now() - interval '3 days 0 minutes', now() - interval '2 days 0 minutes', 4, 63, 1, 8, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (9, 'approved', now() - interval '59 days 0 minutes', now() - interval '58 days 0 minutes', 4, 67, 1, 9, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (10, 'approved', now() - interval '13 days 0 minutes', now() - interval '12 days 0 minutes', 4, 70, 1, 10, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (11, 'approved', now() - interval '6 days 0 minutes', now() - interval '5 days 0 minutes', 4, 77, 1, 11, 2, '');
INSERT INTO wagtail.wagtailcore_taskstate (id, status, started_at, finished_at, content_type_id, revision_id, task_id, workflow_state_id, finished_by_id, comment) VALUES (12, 'rejected', now() - interval '47 days 0 minutes', now() - interval '46 days 0 minutes', 4, 83, 1, 12, 2, '');
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (1, '28', now() - interval '0 days 49 minutes', 1, 4, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (2, '8', now() - interval '0 days 110 minutes', 1, 12, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (3, '24', now() - interval '0 days 146 minutes', 1, 10, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (4, '13', now() - interval '0 days 36 minutes', 1, 2, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (5, '26', now() - interval '0 days 131 minutes', 1, 7, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (6, '30', now() - interval '0 days 129 minutes', 1, 1, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (7, '20', now() - interval '0 days 145 minutes', 1, 6, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (8, '13', now() - interval '0 days 151 minutes', 1, 8, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (9, '6', now() - interval '0 days 2 minutes', 1, 8, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (10, '8', now() - interval '0 days 156 minutes', 1, 5, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (11, '11', now() - interval '0 days 33 minutes', 1, 6, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (12, '5', now() - interval '0 days 29 minutes', 1, 6, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (13, '22', now() - interval '0 days 107 minutes', 1, 1, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (14, '15', now() - interval '0 days 93 minutes', 1, 8, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (15, '20', now() - interval '0 days 12 minutes', 1, 6, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (16, '26', now() - interval '0 days 44 minutes', 1, 6, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (17, '28', now() - interval '0 days 128 minutes', 1, 7, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (18, '22', now() - interval '0 days 135 minutes', 1, 1, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (19, '13', now() - interval '0 days 157 minutes', 1, 12, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (20, '19', now() - interval '0 days 80 minutes', 1, 1, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (21, '20', now() - interval '35 days 0 minutes', 1, 3, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (22, '4', now() - interval '16 days 0 minutes', 1, 2, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (23, '11', now() - interval '40 days 0 minutes', 1, 3, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (24, '9', now() - interval '7 days 0 minutes', 1, 5, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (25, '12', now() - interval '36 days 0 minutes', 1, 1, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (26, '4', now() - interval '7 days 0 minutes', 1, 12, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (27, '27', now() - interval '13 days 0 minutes', 1, 5, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (28, '4', now() - interval '39 days 0 minutes', 1, 11, true);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (29, '22', now() - interval '30 days 0 minutes', 1, 9, false);
INSERT INTO wagtail.wagtailadmin_editingsession (id, object_id, last_seen_at, content_type_id, user_id, is_editing) VALUES (30, '11', now() - interval '29 days 0 minutes', 1, 2, true);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (1, 'title=Draft+1&slug=draft-1', '5', '', now() - interval '0 days 420 minutes', 2, 2);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (2, 'title=Draft+2&slug=draft-2', '6', '', now() - interval '0 days 860 minutes', 2, 1);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (3, 'title=Draft+3&slug=draft-3', '7', '', now() - interval '0 days 327 minutes', 2, 8);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (4, 'title=Draft+4&slug=draft-4', '8', '', now() - interval '0 days 592 minutes', 2, 9);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (5, 'title=Draft+5&slug=draft-5', '9', '', now() - interval '0 days 913 minutes', 2, 2);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (6, 'title=Draft+6&slug=draft-6', '10', '', now() - interval '0 days 146 minutes', 2, 7);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (7, 'title=Draft+7&slug=draft-7', '11', '', now() - interval '0 days 1061 minutes', 2, 9);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (8, 'title=Draft+8&slug=draft-8', '12', '', now() - interval '0 days 710 minutes', 2, 4);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (9, 'title=Draft+9&slug=draft-9', '13', '', now() - interval '19 days 0 minutes', 2, 11);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (10, 'title=Draft+10&slug=draft-10', '14', '', now() - interval '74 days 0 minutes', 2, 8);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (11, 'title=Draft+11&slug=draft-11', '15', '', now() - interval '51 days 0 minutes', 2, 3);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (12, 'title=Draft+12&slug=draft-12', '16', '', now() - interval '3 days 0 minutes', 2, 11);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (13, 'title=Draft+13&slug=draft-13', '17', '', now() - interval '50 days 0 minutes', 2, 12);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (14, 'title=Draft+14&slug=draft-14', '18', '', now() - interval '54 days 0 minutes', 2, 10);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (15, 'title=Draft+15&slug=draft-15', '19', '', now() - interval '78 days 0 minutes', 2, 9);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (16, 'title=Draft+16&slug=draft-16', '20', '', now() - interval '5 days 0 minutes', 2, 7);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (17, 'title=Draft+17&slug=draft-17', '21', '', now() - interval '7 days 0 minutes', 2, 6);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (18, 'title=Draft+18&slug=draft-18', '22', '', now() - interval '44 days 0 minutes', 2, 7);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (19, 'title=Draft+19&slug=draft-19', '23', '', now() - interval '31 days 0 minutes', 2, 6);
INSERT INTO wagtail.wagtailadmin_formstate (id, data, object_id, parent_object_id, last_updated_at, content_type_id, user_id) VALUES (20, 'title=Draft+20&slug=draft-20', '24', '', now() - interval '56 days 0 minutes', 2, 10);
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('5214c96ae9ab5979fc5f26b9cdebbef6', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00001', now() + interval '14 days' - interval '205 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('532b51fc0db5a9398fa2fc70d8fe52f8', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00002', now() + interval '14 days' - interval '264 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('ef307307ae1f39d7f53660b925897dfa', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00003', now() + interval '14 days' - interval '180 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('a9c220756c111d32ded8ddd23fd11af5', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00004', now() + interval '14 days' - interval '323 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('87e266361be917e55d4b69e002f53c3b', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00005', now() + interval '14 days' - interval '95 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('3366a3116edbbe9453089e3f11bb4cbe', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00006', now() + interval '14 days' - interval '258 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('23b0284539b8f4a70554fad0ab4cc89d', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00007', now() + interval '14 days' - interval '215 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('ff5c859dc6cdeb4d65a52d10f83e0220', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00008', now() + interval '14 days' - interval '232 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('faedbed1cf2c39e40bf895d7a21a2672', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00009', now() + interval '14 days' - interval '20 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('9ef50006a43e3769dd98661908ccb63c', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00010', now() + interval '14 days' - interval '136 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('45ffb65d9f9bc6d3adae2c57eafd6a99', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00011', now() + interval '14 days' - interval '321 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('0928ca2ceca468e9ce6ba18b8ad12fc9', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00012', now() + interval '14 days' - interval '318 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('8532b56c1f27b474402615f619baa4a4', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00013', now() + interval '14 days' - interval '6 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('0a175b0ef36bf2113c953f5d6f066429', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00014', now() + interval '14 days' - interval '147 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('a5c3e09d58f945ca4e2f76c21cf070c7', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00015', now() + interval '14 days' - interval '85 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('f5866403982355990f7265191ed14e6a', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00016', now() + interval '14 days' - interval '263 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('77671f6c15a0178344b69e2fe6c38898', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00017', now() + interval '14 days' - interval '302 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('70a2579425fe05eaee92b44588a92e3c', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00018', now() + interval '14 days' - interval '63 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('4b29558fe29bd78f21a16b1682fa5847', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00019', now() + interval '14 days' - interval '208 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('3e4f81fc462c347649ce7f4f93cce111', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00020', now() + interval '14 days' - interval '44 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('d6f9ac8b4983cdd88bdb460abd8b16d7', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00021', now() + interval '14 days' - interval '232 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('38bbd46291f7442cb1e0ae359c25da84', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00022', now() + interval '14 days' - interval '332 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('b5da24688c6f5a9c33814f5762fb96f0', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00023', now() + interval '14 days' - interval '187 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('4dbf5d848c4bad76e44d9ef075fc74c4', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00024', now() + interval '14 days' - interval '313 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('4f7d39dad19e2a95780e21047a54c2e3', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00025', now() + interval '14 days' - interval '15 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('305576f338b98187556b29dd3e046328', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00026', now() + interval '14 days' - interval '262 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('95ef5783f83815f5621789c98bc11ff7', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00027', now() + interval '14 days' - interval '202 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('298c21ba5a4775f8ec97d7e1030a7221', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00028', now() + interval '14 days' - interval '122 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('7dccdf5b535282cb8e80d2fd52ee8d44', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00029', now() + interval '14 days' - interval '138 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('375504a5fccd7d53e0dd06f248e9f659', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00030', now() + interval '14 days' - interval '151 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('2897d3720593c11ac5aa385e0e917e0b', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00031', now() + interval '14 days' - interval '282 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('591631cddf0bbe3e9b1dda1b1119ba30', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00032', now() + interval '14 days' - interval '225 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('634c93288459d2f40fe0564ca8603999', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00033', now() + interval '14 days' - interval '225 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('1bf76e53c349dc1abc4406c65aa72b97', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00034', now() + interval '14 days' - interval '266 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('ad7b13d5f594ff78fd43345c39a48c48', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00035', now() + interval '14 days' - interval '79 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('5a3a701cab11f5e05646aa7a6ab03eaa', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00036', now() + interval '14 days' - interval '71 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('9c5a8a4f9dc59da033d68d17ace357b4', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00037', now() + interval '14 days' - interval '141 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('18554f8c848c7bccd6c67dc3d239bf0b', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00038', now() + interval '14 days' - interval '243 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('b563aa56a17370f4c8f1f9c144c862cf', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00039', now() + interval '14 days' - interval '323 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('69bc95502094f08fb418b27aea2a15ed', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00040', now() + interval '14 days' - interval '52 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('8cc948e7c4036eab69112487011b5d7d', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00041', now() + interval '14 days' - interval '299 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('f67649bc65c220e77f7545c01e110eb0', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00042', now() + interval '14 days' - interval '292 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('c89fa771d99619cd6afc289a264e5ace', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00043', now() + interval '14 days' - interval '143 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('1c6c347d9b7a39399f140adbdf6d487a', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00044', now() + interval '14 days' - interval '194 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('75391799b151140073c8d589da080c92', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00045', now() + interval '14 days' - interval '147 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('5a5b2c164afcbac65a453866b91a8326', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00046', now() + interval '14 days' - interval '200 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('626ea6b3986d7a4c8e2b86b886afe7df', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00047', now() + interval '14 days' - interval '331 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('beeb48ddc97df06b01bb277e526e2f0b', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00048', now() + interval '14 days' - interval '255 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('2f287d984cce4a5071ac02786173db2a', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00049', now() + interval '14 days' - interval '274 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('6f867ce3251e1ae1cd8e4dc54dd5169a', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00050', now() + interval '14 days' - interval '294 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('168290053b603d9294e29546608302a7', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00051', now() + interval '14 days' - interval '169 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('9bab7a3ed7e86685f80d1a6552e8f127', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00052', now() + interval '14 days' - interval '124 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('f8dce53f344da10e5368de8bf57181a7', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00053', now() + interval '14 days' - interval '218 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('02bcbaa1f4b6c7c1e91b5531e429370c', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00054', now() + interval '14 days' - interval '13 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('e55929b1909f8ff141ad2c8b0c252a09', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00055', now() + interval '14 days' - interval '254 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('c602e3de89547528eb998e414cc0eedb', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00056', now() + interval '14 days' - interval '159 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('6fe9b385ff92655e9eb7ce5b89db1c3f', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00057', now() + interval '14 days' - interval '264 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('af6b1827ba243b69846b853bd35f847e', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00058', now() + interval '14 days' - interval '220 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('0a6c18dc5b93046e76d8fc8f63b76c86', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00059', now() + interval '14 days' - interval '304 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('f2a991f873fc117459e2221fad1d2cb9', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00060', now() + interval '14 days' - interval '5 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('3ab18dae8676ab61117a13aead2d9c5f', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00061', now() + interval '14 days' - interval '50 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('66a0f7da803b8f4d5fd9b34a68d63e75', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00062', now() + interval '14 days' - interval '332 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('277afd0b92f54112edac6e6c8fb3e428', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00063', now() + interval '14 days' - interval '96 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('66d1eec97c993a3a6bd56c0df6e79284', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00064', now() + interval '14 days' - interval '225 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('ff0200aee62ee61c9fe60efbc46f9c9a', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00065', now() + interval '14 days' - interval '300 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('bf187fee87b72d51b10b43a157e12d4d', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00066', now() + interval '14 days' - interval '47 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('5ddd479a516d8b3b5cdb039e2bb4754a', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00067', now() + interval '14 days' - interval '38 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('2cf33142833955bc4f857281d376a833', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00068', now() + interval '14 days' - interval '56 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('b09c724a4b7fe9b1e4fead80a7eac1c8', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00069', now() + interval '14 days' - interval '175 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('8245fb9cfd80eda2ef75d22fd20fde9d', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00070', now() + interval '14 days' - interval '215 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('4a389d6386289b362809cebfa18fda26', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00071', now() + interval '14 days' - interval '261 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('3027db71e4a4e6b881404caf3532000c', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00072', now() + interval '14 days' - interval '211 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('90a0aad5a14e1d710f674b812eb26aa7', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00073', now() + interval '14 days' - interval '308 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('fe6652b991e2cd455a6a48211b4b76d5', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00074', now() + interval '14 days' - interval '323 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('b115d13b0ad511b1b90daa6ba2f279aa', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00075', now() + interval '14 days' - interval '210 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('4e868ac300b62052c9a27dd402bf7217', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00076', now() + interval '14 days' - interval '363 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('eac29dbf010072718d8cf9a8b0d1937a', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00077', now() + interval '14 days' - interval '155 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('96113b6719371cb1d797a9ee65c6e445', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00078', now() + interval '14 days' - interval '7 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('2cd986e83257ae42078f6a4cab090579', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00079', now() + interval '14 days' - interval '254 days');
INSERT INTO wagtail.django_session (session_key, session_data, expire_date) VALUES ('4419ca8e9128a82e8da1c6a4c4daf940', 'eyJfYXV0aF91c2VyX2lkIjoiJXMifQ:1t00080', now() + interval '14 days' - interval '331 days');
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (1, '{"name": "Rosa Novak", "email": "rosa.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 19289438"}', now() - interval '294 days 238 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (2, '{"name": "Tara Jones", "email": "tara.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 19509072"}', now() - interval '80 days 622 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (3, '{"name": "Quinn Jones", "email": "quinn.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 03896898"}', now() - interval '51 days 91 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (4, '{"name": "Quinn Kim", "email": "quinn.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 62749150"}', now() - interval '313 days 516 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (5, '{"name": "Ben Smith", "email": "ben.smith@example.com", "message": "Hello, please call me back.", "phone": "+33 6 91880705"}', now() - interval '296 days 387 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (6, '{"name": "Hugo Dubois", "email": "hugo.dubois@example.com", "message": "Hello, please call me back.", "phone": "+33 6 36969973"}', now() - interval '86 days 39 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (7, '{"name": "Dev Berg", "email": "dev.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 08458742"}', now() - interval '178 days 229 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (8, '{"name": "Tara Silva", "email": "tara.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 02623734"}', now() - interval '27 days 264 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (9, '{"name": "Max Berg", "email": "max.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 05895327"}', now() - interval '225 days 65 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (10, '{"name": "Hugo Muller", "email": "hugo.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 29917063"}', now() - interval '22 days 191 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (11, '{"name": "Sam Garcia", "email": "sam.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 42250868"}', now() - interval '3 days 1078 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (12, '{"name": "Omar Rossi", "email": "omar.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 56153533"}', now() - interval '308 days 302 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (13, '{"name": "Pia Jones", "email": "pia.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 32605224"}', now() - interval '346 days 467 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (14, '{"name": "Sam Muller", "email": "sam.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 55498353"}', now() - interval '158 days 478 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (15, '{"name": "Pia Smith", "email": "pia.smith@example.com", "message": "Hello, please call me back.", "phone": "+33 6 32667382"}', now() - interval '44 days 208 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (16, '{"name": "Lena Silva", "email": "lena.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 25038690"}', now() - interval '3 days 1165 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (17, '{"name": "Jon Silva", "email": "jon.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 75367821"}', now() - interval '185 days 137 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (18, '{"name": "Rosa Silva", "email": "rosa.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 45081096"}', now() - interval '206 days 781 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (19, '{"name": "Dev Silva", "email": "dev.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 47143648"}', now() - interval '283 days 293 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (20, '{"name": "Gina Kim", "email": "gina.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 38062384"}', now() - interval '176 days 284 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (21, '{"name": "Ben Rossi", "email": "ben.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 89157404"}', now() - interval '12 days 409 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (22, '{"name": "Eva Muller", "email": "eva.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 94740419"}', now() - interval '66 days 111 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (23, '{"name": "Ines Novak", "email": "ines.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 17152276"}', now() - interval '284 days 531 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (24, '{"name": "Hugo Garcia", "email": "hugo.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 49381004"}', now() - interval '180 days 259 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (25, '{"name": "Max Silva", "email": "max.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 84469086"}', now() - interval '297 days 249 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (26, '{"name": "Pia Novak", "email": "pia.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 27440209"}', now() - interval '116 days 1030 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (27, '{"name": "Eva Rossi", "email": "eva.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 79987474"}', now() - interval '225 days 705 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (28, '{"name": "Lena Novak", "email": "lena.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 33051201"}', now() - interval '206 days 729 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (29, '{"name": "Gina Garcia", "email": "gina.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 16480445"}', now() - interval '347 days 615 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (30, '{"name": "Rosa Rossi", "email": "rosa.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 98775968"}', now() - interval '197 days 34 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (31, '{"name": "Sam Garcia", "email": "sam.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 41713388"}', now() - interval '7 days 467 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (32, '{"name": "Carla Garcia", "email": "carla.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 31080089"}', now() - interval '164 days 225 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (33, '{"name": "Dev Jones", "email": "dev.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 75429109"}', now() - interval '185 days 966 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (34, '{"name": "Jon Muller", "email": "jon.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 08846423"}', now() - interval '159 days 105 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (35, '{"name": "Jon Garcia", "email": "jon.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 96192784"}', now() - interval '204 days 338 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (36, '{"name": "Max Kim", "email": "max.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 84293432"}', now() - interval '321 days 1033 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (37, '{"name": "Eva Rossi", "email": "eva.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 23675126"}', now() - interval '15 days 439 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (38, '{"name": "Lena Silva", "email": "lena.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 03390823"}', now() - interval '337 days 844 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (39, '{"name": "Omar Muller", "email": "omar.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 53757765"}', now() - interval '180 days 1087 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (40, '{"name": "Dev Garcia", "email": "dev.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 39121311"}', now() - interval '58 days 325 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (41, '{"name": "Tara Muller", "email": "tara.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 95641818"}', now() - interval '346 days 48 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (42, '{"name": "Ben Berg", "email": "ben.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 21745029"}', now() - interval '220 days 237 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (43, '{"name": "Jon Garcia", "email": "jon.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 51102325"}', now() - interval '20 days 662 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (44, '{"name": "Farid Berg", "email": "farid.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 30555331"}', now() - interval '291 days 597 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (45, '{"name": "Quinn Rossi", "email": "quinn.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 58375628"}', now() - interval '343 days 821 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (46, '{"name": "Lena Smith", "email": "lena.smith@example.com", "message": "Hello, please call me back.", "phone": "+33 6 15015221"}', now() - interval '335 days 343 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (47, '{"name": "Ben Berg", "email": "ben.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 81522126"}', now() - interval '356 days 56 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (48, '{"name": "Hugo Jones", "email": "hugo.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 04983611"}', now() - interval '163 days 252 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (49, '{"name": "Lena Jones", "email": "lena.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 56000509"}', now() - interval '355 days 892 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (50, '{"name": "Tara Muller", "email": "tara.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 37737420"}', now() - interval '269 days 107 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (51, '{"name": "Nora Kim", "email": "nora.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 45674228"}', now() - interval '354 days 603 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (52, '{"name": "Omar Novak", "email": "omar.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 07288103"}', now() - interval '346 days 837 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (53, '{"name": "Nora Novak", "email": "nora.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 17132173"}', now() - interval '250 days 914 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (54, '{"name": "Ben Novak", "email": "ben.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 35057340"}', now() - interval '89 days 655 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (55, '{"name": "Hugo Novak", "email": "hugo.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 34933767"}', now() - interval '127 days 1156 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (56, '{"name": "Farid Dubois", "email": "farid.dubois@example.com", "message": "Hello, please call me back.", "phone": "+33 6 46604290"}', now() - interval '210 days 111 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (57, '{"name": "Jon Garcia", "email": "jon.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 18327863"}', now() - interval '351 days 848 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (58, '{"name": "Pia Muller", "email": "pia.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 94706860"}', now() - interval '123 days 7 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (59, '{"name": "Omar Garcia", "email": "omar.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 86021426"}', now() - interval '179 days 837 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (60, '{"name": "Eva Garcia", "email": "eva.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 78860125"}', now() - interval '288 days 288 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (61, '{"name": "Dev Novak", "email": "dev.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 56993575"}', now() - interval '86 days 812 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (62, '{"name": "Eva Berg", "email": "eva.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 61898372"}', now() - interval '207 days 997 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (63, '{"name": "Dev Rossi", "email": "dev.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 01660448"}', now() - interval '184 days 583 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (64, '{"name": "Ben Smith", "email": "ben.smith@example.com", "message": "Hello, please call me back.", "phone": "+33 6 37699486"}', now() - interval '155 days 236 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (65, '{"name": "Jon Kim", "email": "jon.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 15165038"}', now() - interval '82 days 389 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (66, '{"name": "Omar Berg", "email": "omar.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 48717794"}', now() - interval '148 days 201 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (67, '{"name": "Carla Smith", "email": "carla.smith@example.com", "message": "Hello, please call me back.", "phone": "+33 6 01451451"}', now() - interval '239 days 1190 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (68, '{"name": "Pia Jones", "email": "pia.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 96253077"}', now() - interval '169 days 1176 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (69, '{"name": "Sam Rossi", "email": "sam.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 14603222"}', now() - interval '330 days 586 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (70, '{"name": "Nora Kim", "email": "nora.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 25475680"}', now() - interval '278 days 386 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (71, '{"name": "Lena Jones", "email": "lena.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 86504230"}', now() - interval '146 days 753 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (72, '{"name": "Ines Muller", "email": "ines.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 10488418"}', now() - interval '70 days 896 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (73, '{"name": "Anna Silva", "email": "anna.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 19479991"}', now() - interval '151 days 441 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (74, '{"name": "Quinn Garcia", "email": "quinn.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 13713975"}', now() - interval '158 days 890 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (75, '{"name": "Kai Silva", "email": "kai.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 24768920"}', now() - interval '331 days 990 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (76, '{"name": "Kai Muller", "email": "kai.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 49462686"}', now() - interval '69 days 661 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (77, '{"name": "Lena Rossi", "email": "lena.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 32129000"}', now() - interval '29 days 49 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (78, '{"name": "Sam Silva", "email": "sam.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 06784302"}', now() - interval '110 days 593 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (79, '{"name": "Pia Garcia", "email": "pia.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 40207900"}', now() - interval '308 days 697 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (80, '{"name": "Carla Garcia", "email": "carla.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 92339649"}', now() - interval '116 days 196 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (81, '{"name": "Omar Silva", "email": "omar.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 12034116"}', now() - interval '20 days 1020 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (82, '{"name": "Pia Muller", "email": "pia.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 29296409"}', now() - interval '190 days 3 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (83, '{"name": "Tara Novak", "email": "tara.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 57102171"}', now() - interval '73 days 339 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (84, '{"name": "Ben Novak", "email": "ben.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 95398945"}', now() - interval '215 days 1068 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (85, '{"name": "Carla Kim", "email": "carla.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 01180836"}', now() - interval '341 days 1147 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (86, '{"name": "Farid Garcia", "email": "farid.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 50844725"}', now() - interval '151 days 5 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (87, '{"name": "Sam Dubois", "email": "sam.dubois@example.com", "message": "Hello, please call me back.", "phone": "+33 6 76170595"}', now() - interval '100 days 562 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (88, '{"name": "Rosa Dubois", "email": "rosa.dubois@example.com", "message": "Hello, please call me back.", "phone": "+33 6 69361029"}', now() - interval '235 days 514 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (89, '{"name": "Rosa Garcia", "email": "rosa.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 53870564"}', now() - interval '311 days 743 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (90, '{"name": "Ben Dubois", "email": "ben.dubois@example.com", "message": "Hello, please call me back.", "phone": "+33 6 81758548"}', now() - interval '337 days 356 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (91, '{"name": "Sam Silva", "email": "sam.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 49477840"}', now() - interval '246 days 787 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (92, '{"name": "Eva Rossi", "email": "eva.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 46091547"}', now() - interval '271 days 1062 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (93, '{"name": "Anna Muller", "email": "anna.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 29861201"}', now() - interval '347 days 887 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (94, '{"name": "Carla Garcia", "email": "carla.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 88648413"}', now() - interval '296 days 446 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (95, '{"name": "Sam Silva", "email": "sam.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 48318545"}', now() - interval '271 days 288 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (96, '{"name": "Omar Silva", "email": "omar.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 35041728"}', now() - interval '58 days 272 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (97, '{"name": "Gina Novak", "email": "gina.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 15068865"}', now() - interval '113 days 1034 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (98, '{"name": "Ines Jones", "email": "ines.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 25171201"}', now() - interval '271 days 804 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (99, '{"name": "Pia Muller", "email": "pia.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 74359473"}', now() - interval '234 days 271 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (100, '{"name": "Sam Jones", "email": "sam.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 98728775"}', now() - interval '262 days 1091 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (101, '{"name": "Sam Jones", "email": "sam.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 54764361"}', now() - interval '347 days 88 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (102, '{"name": "Omar Garcia", "email": "omar.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 67529044"}', now() - interval '281 days 608 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (103, '{"name": "Dev Novak", "email": "dev.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 13702718"}', now() - interval '235 days 996 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (104, '{"name": "Max Novak", "email": "max.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 22985481"}', now() - interval '98 days 675 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (105, '{"name": "Carla Garcia", "email": "carla.garcia@example.com", "message": "Hello, please call me back.", "phone": "+33 6 50112096"}', now() - interval '316 days 69 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (106, '{"name": "Hugo Smith", "email": "hugo.smith@example.com", "message": "Hello, please call me back.", "phone": "+33 6 49975556"}', now() - interval '21 days 18 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (107, '{"name": "Tara Muller", "email": "tara.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 61700653"}', now() - interval '153 days 144 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (108, '{"name": "Eva Silva", "email": "eva.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 11771612"}', now() - interval '318 days 1186 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (109, '{"name": "Gina Berg", "email": "gina.berg@example.com", "message": "Hello, please call me back.", "phone": "+33 6 15396245"}', now() - interval '181 days 201 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (110, '{"name": "Kai Smith", "email": "kai.smith@example.com", "message": "Hello, please call me back.", "phone": "+33 6 34308172"}', now() - interval '62 days 287 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (111, '{"name": "Quinn Novak", "email": "quinn.novak@example.com", "message": "Hello, please call me back.", "phone": "+33 6 47910333"}', now() - interval '250 days 52 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (112, '{"name": "Tara Dubois", "email": "tara.dubois@example.com", "message": "Hello, please call me back.", "phone": "+33 6 13374164"}', now() - interval '182 days 658 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (113, '{"name": "Tara Jones", "email": "tara.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 04583059"}', now() - interval '345 days 290 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (114, '{"name": "Lena Muller", "email": "lena.muller@example.com", "message": "Hello, please call me back.", "phone": "+33 6 93137412"}', now() - interval '228 days 25 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (115, '{"name": "Sam Kim", "email": "sam.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 15243935"}', now() - interval '10 days 585 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (116, '{"name": "Carla Rossi", "email": "carla.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 24866357"}', now() - interval '76 days 665 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (117, '{"name": "Jon Silva", "email": "jon.silva@example.com", "message": "Hello, please call me back.", "phone": "+33 6 19359775"}', now() - interval '301 days 1050 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (118, '{"name": "Rosa Rossi", "email": "rosa.rossi@example.com", "message": "Hello, please call me back.", "phone": "+33 6 59604622"}', now() - interval '7 days 29 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (119, '{"name": "Eva Kim", "email": "eva.kim@example.com", "message": "Hello, please call me back.", "phone": "+33 6 67347082"}', now() - interval '247 days 1047 minutes', 5);
INSERT INTO wagtail.wagtailforms_formsubmission (id, form_data, submit_time, page_id) VALUES (120, '{"name": "Ben Jones", "email": "ben.jones@example.com", "message": "Hello, please call me back.", "phone": "+33 6 24465903"}', now() - interval '317 days 981 minutes', 5);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (1, 'https://www.youtube.com/watch?v=vid00001', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00001"></iframe>', 'Video 1', 'Channel', 'YouTube', '', 480, 270, now() - interval '347 days 0 minutes', '79cb35abd7cc2577647f1d4399975e05', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (2, 'https://www.youtube.com/watch?v=vid00002', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00002"></iframe>', 'Video 2', 'Channel', 'YouTube', '', 480, 270, now() - interval '81 days 0 minutes', '64b6eaaa72d69b79d8593f6fb1632468', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (3, 'https://www.youtube.com/watch?v=vid00003', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00003"></iframe>', 'Video 3', 'Channel', 'YouTube', '', 480, 270, now() - interval '117 days 0 minutes', '8459f0729c606004f53a1344df7e4425', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (4, 'https://www.youtube.com/watch?v=vid00004', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00004"></iframe>', 'Video 4', 'Channel', 'YouTube', '', 480, 270, now() - interval '38 days 0 minutes', '376060af873c0308544b316a5c6611ff', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (5, 'https://www.youtube.com/watch?v=vid00005', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00005"></iframe>', 'Video 5', 'Channel', 'YouTube', '', 480, 270, now() - interval '159 days 0 minutes', '9fe70a1396d756e0218408e5e4dc2b23', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (6, 'https://www.youtube.com/watch?v=vid00006', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00006"></iframe>', 'Video 6', 'Channel', 'YouTube', '', 480, 270, now() - interval '22 days 0 minutes', '5c698554d1b5c55f2b734818361d0299', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (7, 'https://www.youtube.com/watch?v=vid00007', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00007"></iframe>', 'Video 7', 'Channel', 'YouTube', '', 480, 270, now() - interval '239 days 0 minutes', '634c305d77e96a0d93b90dcb54d49c9b', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (8, 'https://www.youtube.com/watch?v=vid00008', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00008"></iframe>', 'Video 8', 'Channel', 'YouTube', '', 480, 270, now() - interval '181 days 0 minutes', '9443efe955e3aa7e01886f435079e1d6', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (9, 'https://www.youtube.com/watch?v=vid00009', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00009"></iframe>', 'Video 9', 'Channel', 'YouTube', '', 480, 270, now() - interval '247 days 0 minutes', '3fad6bbb054049b73a0392f2557291ca', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (10, 'https://www.youtube.com/watch?v=vid00010', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00010"></iframe>', 'Video 10', 'Channel', 'YouTube', '', 480, 270, now() - interval '235 days 0 minutes', '0b9e1f0e9bd172c1fc848f79e053cffd', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (11, 'https://www.youtube.com/watch?v=vid00011', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00011"></iframe>', 'Video 11', 'Channel', 'YouTube', '', 480, 270, now() - interval '323 days 0 minutes', '24c64fcbabc4f4dbba1a40ee2555070b', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (12, 'https://www.youtube.com/watch?v=vid00012', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00012"></iframe>', 'Video 12', 'Channel', 'YouTube', '', 480, 270, now() - interval '139 days 0 minutes', '80001cf510406af345f97bce626a1495', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (13, 'https://www.youtube.com/watch?v=vid00013', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00013"></iframe>', 'Video 13', 'Channel', 'YouTube', '', 480, 270, now() - interval '134 days 0 minutes', '8734bd6d92d2a63c91a76acc5b5974aa', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (14, 'https://www.youtube.com/watch?v=vid00014', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00014"></iframe>', 'Video 14', 'Channel', 'YouTube', '', 480, 270, now() - interval '299 days 0 minutes', 'b2d80f0bfdffacba239bb65bf4fb5de4', NULL);
INSERT INTO wagtail.wagtailembeds_embed (id, url, max_width, type, html, title, author_name, provider_name, thumbnail_url, width, height, last_updated, hash, cache_until) VALUES (15, 'https://www.youtube.com/watch?v=vid00015', NULL, 'video', '<iframe src="https://www.youtube.com/embed/vid00015"></iframe>', 'Video 15', 'Channel', 'YouTube', '', 480, 270, now() - interval '17 days 0 minutes', 'c55a8a05e71363538f855845ea410a35', NULL);
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (1, '/old-page-1', true, '', 7, 2, false, now() - interval '102 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (2, '/old-page-2', true, '', 28, NULL, false, now() - interval '218 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (3, '/old-page-3', true, '', 24, 2, true, now() - interval '292 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (4, '/old-page-4', true, '', 24, NULL, false, now() - interval '50 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (5, '/old-page-5', true, '', 15, 2, false, now() - interval '144 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (6, '/old-page-6', true, '', 29, NULL, true, now() - interval '121 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (7, '/old-page-7', true, '', 31, 2, false, now() - interval '72 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (8, '/old-page-8', true, '', 25, NULL, false, now() - interval '36 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (9, '/old-page-9', true, '', 13, 2, true, now() - interval '174 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (10, '/old-page-10', true, '', 27, NULL, false, now() - interval '185 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (11, '/old-page-11', true, '', 20, 2, false, now() - interval '325 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (12, '/old-page-12', true, '', 11, NULL, true, now() - interval '179 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (13, '/old-page-13', true, '', 31, 2, false, now() - interval '281 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (14, '/old-page-14', true, '', 26, NULL, false, now() - interval '207 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (15, '/old-page-15', true, '', 14, 2, true, now() - interval '30 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (16, '/old-page-16', true, '', 26, NULL, false, now() - interval '172 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (17, '/old-page-17', true, '', 25, 2, false, now() - interval '165 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (18, '/old-page-18', true, '', 32, NULL, true, now() - interval '246 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (19, '/old-page-19', true, '', 20, 2, false, now() - interval '188 days 0 minutes', '');
INSERT INTO wagtail.wagtailredirects_redirect (id, old_path, is_permanent, redirect_link, redirect_page_id, site_id, automatically_created, created_at, redirect_page_route_path) VALUES (20, '/old-page-20', true, '', 32, NULL, false, now() - interval '124 days 0 minutes', '');
INSERT INTO wagtail.wagtailcore_apitoken (id, name, key_hash, prefix, created, revoked_at, last_used_at, user_id) VALUES (1, 'ci token 1', '01d9fd0534929c9822b7ff5e269b79ab596787a8ff2359a83c1cd078cf28e54f', 'wt_e38620', now() - interval '130 days 0 minutes', NULL, now() - interval '42 days 0 minutes', 2);
INSERT INTO wagtail.wagtailcore_apitoken (id, name, key_hash, prefix, created, revoked_at, last_used_at, user_id) VALUES (2, 'ci token 2', 'edf264c54d6ac110c5b894fa9198163065651e31720d7c9f67acde5e74001fac', 'wt_2b3e4a', now() - interval '160 days 0 minutes', now() - interval '52 days 0 minutes', now() - interval '37 days 0 minutes', 3);
INSERT INTO wagtail.wagtailcore_apitoken (id, name, key_hash, prefix, created, revoked_at, last_used_at, user_id) VALUES (3, 'ci token 3', '9267f1d4ba060e79408ac8584ef99ef3b8484ea94d2e6a0024d10dbf10fab188', 'wt_8d200f', now() - interval '190 days 0 minutes', NULL, now() - interval '42 days 0 minutes', 4);
INSERT INTO wagtail.wagtailcore_apitoken (id, name, key_hash, prefix, created, revoked_at, last_used_at, user_id) VALUES (4, 'ci token 4', 'ecbe438695560de930b36275ebd55d5a12d0ee525728dbbcf73fd3aaeffb62c3', 'wt_147cfa', now() - interval '220 days 0 minutes', now() - interval '54 days 0 minutes', now() - interval '37 days 0 minutes', 5);
INSERT INTO wagtail.wagtailcore_apitoken (id, name, key_hash, prefix, created, revoked_at, last_used_at, user_id) VALUES (5, 'ci token 5', 'f8764ea45b62d31977c67cc2fcca53595a7e4dbc949a5ee04de27deb2dc220d3', 'wt_c6419f', now() - interval '250 days 0 minutes', NULL, now() - interval '44 days 0 minutes', 6);
INSERT INTO wagtail.wagtailcore_apitoken (id, name, key_hash, prefix, created, revoked_at, last_used_at, user_id) VALUES (6, 'ci token 6', '51bad83a7c093a7dd6ada4f91157df13ec052899de4963fdb8a0e3286da3158d', 'wt_e62bca', now() - interval '280 days 0 minutes', now() - interval '56 days 0 minutes', now() - interval '11 days 0 minutes', 7);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (1, now() - interval '141 days 0 minutes', '2', 'user 2', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (2, now() - interval '131 days 0 minutes', '3', 'user 3', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (3, now() - interval '279 days 0 minutes', '4', 'user 4', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (4, now() - interval '11 days 0 minutes', '5', 'user 5', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (5, now() - interval '84 days 0 minutes', '6', 'user 6', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (6, now() - interval '320 days 0 minutes', '7', 'user 7', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (7, now() - interval '137 days 0 minutes', '8', 'user 8', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (8, now() - interval '121 days 0 minutes', '9', 'user 9', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (9, now() - interval '360 days 0 minutes', '10', 'user 10', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES (10, now() - interval '10 days 0 minutes', '11', 'user 11', 2, '[{"changed": {"fields": ["Staff status"]}}]', 44, 1);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (1, '5', '1', 'body.0.image', 'body.0.image', '72aacd6d-664a-7421-0c35-b29937e37148', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (2, '6', '2', 'body.0.image', 'body.0.image', '485acab3-9a57-cce3-e491-18ed3349fd14', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (3, '7', '3', 'body.0.image', 'body.0.image', '197d69ba-a5e9-7c42-807d-93dddd33cf9d', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (4, '8', '4', 'body.0.image', 'body.0.image', '0e8a788b-bbe0-2c43-3de2-633d325ba5eb', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (5, '9', '5', 'body.0.image', 'body.0.image', '0c711ed4-99dc-8ea7-2107-14baf6905a86', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (6, '10', '6', 'body.0.image', 'body.0.image', 'd0fd57c9-cf39-6ff1-12cd-4650144d8e2c', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (7, '11', '7', 'body.0.image', 'body.0.image', 'b811529b-5756-48d1-9352-c7f7e021d1dc', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (8, '12', '8', 'body.0.image', 'body.0.image', '45482e5e-302c-5d57-014a-f67d22fc8104', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (9, '13', '9', 'body.0.image', 'body.0.image', '03d77f2a-e01c-f99b-a479-ef0f8974dce4', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (10, '14', '10', 'body.0.image', 'body.0.image', '070f104a-ec42-5fce-52a9-5476a3cffa6a', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (11, '15', '11', 'body.0.image', 'body.0.image', 'de23c57e-53a5-e589-5250-f5953654771b', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (12, '16', '12', 'body.0.image', 'body.0.image', '7c7fbd93-a620-7b28-06ef-0532bfd3b946', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (13, '17', '13', 'body.0.image', 'body.0.image', 'cce5ca93-add0-8f96-9c1a-fb6e67c2e91c', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (14, '18', '14', 'body.0.image', 'body.0.image', 'dd018ce5-0eb4-ea73-2cac-590156786908', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (15, '19', '15', 'body.0.image', 'body.0.image', '16529c73-0ba3-8a2b-cbd7-d4aa6a0db8b0', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (16, '20', '16', 'body.0.image', 'body.0.image', 'c6a55eb8-55a3-153e-9cdf-eddda055eefc', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (17, '21', '17', 'body.0.image', 'body.0.image', '6649647b-990c-7e54-fce2-18457e8e5f15', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (18, '22', '18', 'body.0.image', 'body.0.image', 'df91857f-769f-f26a-f0b3-815841cbe3fd', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (19, '23', '19', 'body.0.image', 'body.0.image', '511fd02e-ecdf-bd22-0696-f541037b4b62', 1, 2, 30);
INSERT INTO wagtail.wagtailcore_referenceindex (id, object_id, to_object_id, model_path, content_path, content_path_hash, base_content_type_id, content_type_id, to_content_type_id) VALUES (20, '24', '20', 'body.0.image', 'body.0.image', '503d63f5-fcce-6b2e-a772-9aa0906b6ef7', 1, 2, 30);`,
  cleans: [
    {
      table: "wagtail.wagtailcore_revision",
      clock: "created_at",
      retention:
        "purge_revisions --days N (the operator's N; without --days every revision but the latest)",
      source: "wagtail/management/commands/purge_revisions.py:79",
      note: "an operator's management command (docs/reference/management_commands.md:55-70), not scheduled by Wagtail; keeps each object's latest revision (:86), those with approved_go_live_at (:64-67), those of a workflow in_progress or needs_changes (:69-74) and those a PROTECT foreign key holds; deleted one by one with revision.delete() (:88)",
    },
    {
      table: "wagtail.wagtailcore_taskstate",
      clock: "created_at of its revision",
      retention: "as its revision (purge_revisions --days N)",
      source: "wagtail/management/commands/purge_revisions.py:88",
      note: "deleted with its revision by Django's collector (TaskState.revision on_delete=CASCADE, wagtail/models/workflows.py:964-966); only task states of finished workflows, as purge_revisions skips revisions of workflows in progress",
    },
    {
      table: "wagtail.wagtailcore_comment",
      clock: "created_at of its revision_created",
      retention: "as the revision it was made in (purge_revisions --days N)",
      source: "wagtail/management/commands/purge_revisions.py:88",
      note: "deleted with the revision it was created in by Django's collector (Comment.revision_created on_delete=CASCADE, wagtail/models/pages.py:2837-2839)",
    },
    {
      table: "wagtail.wagtailcore_commentreply",
      clock: "created_at of its comment's revision_created",
      retention: "as its comment's revision (purge_revisions --days N)",
      source: "wagtail/management/commands/purge_revisions.py:88",
      note: "deleted with its comment by Django's collector (CommentReply.comment ParentalKey on_delete=CASCADE, wagtail/models/pages.py:2940)",
    },
    {
      table: "wagtail.wagtailadmin_editingsession",
      clock: "last_seen_at",
      retention: "1h (EditingSession.STALE_TIMEOUT, wagtail/admin/models.py:106)",
      source: "wagtail/admin/models.py:111",
      note: "EditingSession.cleanup() deletes every stale session (last_seen_at older than 1 hour, :73-76) each time an edit view is opened (wagtail/admin/views/generic/mixins.py:750, wagtail/admin/views/pages/edit.py:1034)",
    },
    {
      table: "wagtail.wagtailadmin_formstate",
      clock: "last_updated_at",
      retention: "24h (FormState.STALE_TIMEOUT, wagtail/admin/models.py:205)",
      source: "wagtail/admin/views/generic/preview.py:40",
      note: "remove_old_preview_data() deletes every form state whose last_updated_at is older than 24 hours (wagtail/admin/models.py:149-150) on each preview POST (wagtail/admin/views/generic/preview.py:88)",
    },
  ],
  shouldAsk: [
    {
      table: "wagtail.django_session",
      why: "Django's database sessions (the default SESSION_ENGINE; the template's SessionMiddleware), with the logged-in user's id and the page view restrictions passed, expire_date; Wagtail never runs clearsessions",
    },
    {
      table: "wagtail.wagtailforms_formsubmission",
      why: "visitors' form submissions (names, e-mail addresses, messages in form_data), submit_time; kept until an editor deletes them",
    },
    {
      table: "wagtail.wagtailcore_apitoken",
      why: "users' API tokens (hashed) with last_used_at; revoking only sets revoked_at and the row stays for ever",
    },
  ],
  neverDelete: [
    "wagtail.auth_user",
    "wagtail.auth_group",
    "wagtail.auth_user_groups",
    "wagtail.wagtailusers_userprofile",
    "wagtail.wagtailcore_page",
    "wagtail.home_homepage",
    "wagtail.wagtailcore_site",
    "wagtail.wagtailcore_locale",
    "wagtail.wagtailcore_collection",
    "wagtail.wagtailcore_workflow",
    "wagtail.wagtailcore_workflowstate",
    "wagtail.wagtailimages_image",
    "wagtail.wagtaildocs_document",
    "wagtail.wagtailredirects_redirect",
    "wagtail.taggit_tag",
    "wagtail.taggit_taggeditem",
    "wagtail.wagtailcore_pagelogentry",
    "wagtail.wagtailcore_modellogentry",
    "wagtail.django_admin_log",
  ],
};
