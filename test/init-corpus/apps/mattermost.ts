// Mattermost server (Go, SQL migrations via morph), read at legendaSVD/mattermost@b24f322e, a public
// re-upload of mattermost/mattermost's server (v11.6 line) with comments and blank lines stripped;
// the upstream repository (1.3 GB) could not be fetched here, so every path:line below is in
// that copy (line numbers differ from upstream). Schema: the postgres migrations replayed.
// Cleanup: recurring tasks started in channels/app/server.go:407-424 (sessions, tokens, command
// webhooks, jobs, configurations), job workers under channels/jobs/, the cluster discovery
// service, the post-reminder task, and the store methods of the data-retention job. The
// data-retention job itself is Enterprise code that is not in this repository: only the
// PermanentDeleteBatch* store methods it calls are (einterfaces/data_retention.go).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "mattermost",
  framework: "go",
  source: {
    repo: "legendaSVD/mattermost",
    commit: "b24f322ebce36b9d20e777f99a0d8d747ae40202",
    schemaFrom:
      "server/channels/db/migrations/postgres/*.up.sql (158 files) and server/config/migrations/postgres/*.up.sql replayed on PostgreSQL 15, catalog read back; db_migrations as in server/scripts/mattermost-postgresql-6.0.0.sql:391",
  },
  schemas: ["mattermost"],
  schemaSql: `
-- Mattermost server: legendaSVD/mattermost@b24f322ebce36b9d20e777f99a0d8d747ae40202, a public
-- re-upload of mattermost/mattermost (server v11.6 line; comments and blank lines stripped)
-- used because the upstream repository (1.3 GB) could not be fetched here.
-- Built by replaying server/channels/db/migrations/postgres/*.up.sql (158 files, 000001-000159)
-- and server/config/migrations/postgres/*.up.sql (the Configurations tables, used when the
-- config lives in the database) on PostgreSQL 15, then reading the catalog back.
-- db_migrations is morph's own table, as in the committed dump
-- server/scripts/mattermost-postgresql-6.0.0.sql:391-393.
-- Mattermost declares no foreign keys. Times are Unix milliseconds in BIGINT columns
-- (except desktoptokens.createat, Unix seconds). The five materialized views are the
-- migrations' own (WITH NO DATA here, as on a fresh install).
-- Mattermost uses public; here the tables are in schema mattermost.
CREATE SCHEMA mattermost;
SET search_path TO mattermost;

CREATE TYPE channel_bookmark_type AS ENUM (
    'link',
    'file'
);

CREATE TYPE channel_type AS ENUM (
    'P',
    'G',
    'O',
    'D'
);

CREATE TYPE outgoingoauthconnections_granttype AS ENUM (
    'client_credentials',
    'password'
);

CREATE TYPE property_field_type AS ENUM (
    'text',
    'select',
    'multiselect',
    'date',
    'user',
    'multiuser'
);

CREATE TYPE team_type AS ENUM (
    'I',
    'O'
);

CREATE TYPE upload_session_type AS ENUM (
    'attachment',
    'import'
);

CREATE TABLE accesscontrolpolicies (
    id varchar(26) NOT NULL,
    name varchar(128) NOT NULL,
    type varchar(128) NOT NULL,
    active boolean NOT NULL,
    createat bigint NOT NULL,
    revision integer NOT NULL,
    version varchar(8) NOT NULL,
    data jsonb,
    props jsonb
);

CREATE TABLE accesscontrolpolicyhistory (
    id varchar(26) NOT NULL,
    name varchar(128) NOT NULL,
    type varchar(128) NOT NULL,
    createat bigint NOT NULL,
    revision integer NOT NULL,
    version varchar(8) NOT NULL,
    data jsonb,
    props jsonb
);

CREATE TABLE propertyfields (
    id varchar(26) NOT NULL,
    groupid varchar(26) NOT NULL,
    name varchar(255) NOT NULL,
    type property_field_type,
    attrs jsonb,
    targetid varchar(255),
    targettype varchar(255),
    createat bigint NOT NULL,
    updateat bigint NOT NULL,
    deleteat bigint NOT NULL
);

CREATE TABLE propertyvalues (
    id varchar(26) NOT NULL,
    targetid varchar(255) NOT NULL,
    targettype varchar(255) NOT NULL,
    groupid varchar(26) NOT NULL,
    fieldid varchar(26) NOT NULL,
    value jsonb NOT NULL,
    createat bigint NOT NULL,
    updateat bigint NOT NULL,
    deleteat bigint NOT NULL
);

CREATE MATERIALIZED VIEW attributeview AS
 SELECT pv.groupid,
    pv.targetid,
    pv.targettype,
    jsonb_object_agg(pf.name,
        CASE
            WHEN (pf.type = 'select'::property_field_type) THEN ( SELECT to_jsonb(options.name) AS to_jsonb
               FROM jsonb_to_recordset((pf.attrs -> 'options'::text)) options(id text, name text)
              WHERE (options.id = (pv.value #>> '{}'::text[]))
             LIMIT 1)
            WHEN ((pf.type = 'multiselect'::property_field_type) AND (jsonb_typeof(pv.value) = 'array'::text)) THEN ( SELECT jsonb_agg(option_names.name) AS jsonb_agg
               FROM (jsonb_array_elements_text(pv.value) option_id(value)
                 JOIN jsonb_to_recordset((pf.attrs -> 'options'::text)) option_names(id text, name text) ON ((option_id.value = option_names.id))))
            ELSE pv.value
        END) AS attributes
   FROM (propertyvalues pv
     LEFT JOIN propertyfields pf ON (((pf.id)::text = (pv.fieldid)::text)))
  WHERE (((pv.deleteat = 0) OR (pv.deleteat IS NULL)) AND ((pf.deleteat = 0) OR (pf.deleteat IS NULL)))
  GROUP BY pv.groupid, pv.targetid, pv.targettype
  WITH NO DATA;

CREATE TABLE audits (
    id varchar(26) NOT NULL,
    createat bigint,
    userid varchar(26),
    action varchar(512),
    extrainfo varchar(1024),
    ipaddress varchar(64),
    sessionid varchar(26)
);

CREATE TABLE bots (
    userid varchar(26) NOT NULL,
    description varchar(1024),
    ownerid varchar(190),
    createat bigint,
    updateat bigint,
    deleteat bigint,
    lasticonupdate bigint
);

CREATE TABLE channels (
    id varchar(26) NOT NULL,
    createat bigint,
    updateat bigint,
    deleteat bigint,
    teamid varchar(26),
    type channel_type,
    displayname varchar(64),
    name varchar(64),
    header varchar(1024),
    purpose varchar(250),
    lastpostat bigint,
    totalmsgcount bigint,
    extraupdateat bigint,
    creatorid varchar(26),
    schemeid varchar(26),
    groupconstrained boolean,
    shared boolean,
    totalmsgcountroot bigint,
    lastrootpostat bigint DEFAULT '0'::bigint,
    bannerinfo jsonb,
    defaultcategoryname varchar(64) DEFAULT ''::character varying NOT NULL,
    autotranslation boolean DEFAULT false NOT NULL
);

CREATE TABLE posts (
    id varchar(26) NOT NULL,
    createat bigint,
    updateat bigint,
    deleteat bigint,
    userid varchar(26),
    channelid varchar(26),
    rootid varchar(26),
    originalid varchar(26),
    message varchar(65535),
    type varchar(26),
    props jsonb,
    hashtags varchar(1000),
    filenames varchar(4000),
    fileids varchar(300),
    hasreactions boolean,
    editat bigint,
    ispinned boolean,
    remoteid varchar(26)
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05');

CREATE MATERIALIZED VIEW bot_posts_by_team_day AS
 SELECT (to_timestamp(((p.createat / 1000))::double precision))::date AS day,
    count(*) AS num,
    c.teamid
   FROM ((posts p
     JOIN bots b ON (((p.userid)::text = (b.userid)::text)))
     JOIN channels c ON (((p.channelid)::text = (c.id)::text)))
  GROUP BY ((to_timestamp(((p.createat / 1000))::double precision))::date), c.teamid
  WITH NO DATA;

CREATE TABLE channelbookmarks (
    id varchar(26) NOT NULL,
    ownerid varchar(26) NOT NULL,
    channelid varchar(26) NOT NULL,
    fileinfoid varchar(26) DEFAULT NULL::character varying,
    createat bigint DEFAULT 0,
    updateat bigint DEFAULT 0,
    deleteat bigint DEFAULT 0,
    displayname text DEFAULT ''::text,
    sortorder integer DEFAULT 0,
    linkurl text,
    imageurl text,
    emoji varchar(64) DEFAULT NULL::character varying,
    type channel_bookmark_type DEFAULT 'link'::channel_bookmark_type,
    originalid varchar(26) DEFAULT NULL::character varying,
    parentid varchar(26) DEFAULT NULL::character varying
);

CREATE TABLE channelmemberhistory (
    channelid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    jointime bigint NOT NULL,
    leavetime bigint
);

CREATE TABLE channelmembers (
    channelid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    roles varchar(256),
    lastviewedat bigint,
    msgcount bigint,
    mentioncount bigint,
    notifyprops jsonb,
    lastupdateat bigint,
    schemeuser boolean,
    schemeadmin boolean,
    schemeguest boolean,
    mentioncountroot bigint,
    msgcountroot bigint,
    urgentmentioncount bigint,
    autotranslation boolean DEFAULT false NOT NULL,
    autotranslationdisabled boolean DEFAULT false NOT NULL
);

CREATE TABLE clusterdiscovery (
    id varchar(26) NOT NULL,
    type varchar(64),
    clustername varchar(64),
    hostname varchar(512),
    gossipport integer,
    port integer,
    createat bigint,
    lastpingat bigint
);

CREATE TABLE commands (
    id varchar(26) NOT NULL,
    token varchar(26),
    createat bigint,
    updateat bigint,
    deleteat bigint,
    creatorid varchar(26),
    teamid varchar(26),
    trigger varchar(128),
    method varchar(1),
    username varchar(64),
    iconurl varchar(1024),
    autocomplete boolean,
    autocompletedesc varchar(1024),
    autocompletehint varchar(1024),
    displayname varchar(64),
    description varchar(128),
    url varchar(1024),
    pluginid varchar(190)
);

CREATE TABLE commandwebhooks (
    id varchar(26) NOT NULL,
    createat bigint,
    commandid varchar(26),
    userid varchar(26),
    channelid varchar(26),
    rootid varchar(26),
    usecount integer
);

CREATE TABLE compliances (
    id varchar(26) NOT NULL,
    createat bigint,
    userid varchar(26),
    status varchar(64),
    count integer,
    "desc" varchar(512),
    type varchar(64),
    startat bigint,
    endat bigint,
    keywords varchar(512),
    emails varchar(1024)
);

CREATE TABLE configurationfiles (
    name varchar(64) NOT NULL,
    data text NOT NULL,
    createat bigint NOT NULL,
    updateat bigint NOT NULL
);

CREATE TABLE configurations (
    id varchar(26) NOT NULL,
    value text NOT NULL,
    createat bigint NOT NULL,
    active boolean,
    sha character(64) DEFAULT ''::bpchar
);

CREATE TABLE contentflaggingcommonreviewers (
    userid varchar(26) NOT NULL
);

CREATE TABLE contentflaggingteamreviewers (
    teamid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL
);

CREATE TABLE contentflaggingteamsettings (
    teamid varchar(26) NOT NULL,
    enabled boolean
);

CREATE TABLE db_migrations (
    version bigint NOT NULL,
    name varchar NOT NULL
);

CREATE TABLE desktoptokens (
    token varchar(64) NOT NULL,
    createat bigint NOT NULL,
    userid varchar(26) NOT NULL
);

CREATE TABLE drafts (
    createat bigint,
    updateat bigint,
    deleteat bigint,
    userid varchar(26) NOT NULL,
    channelid varchar(26) NOT NULL,
    rootid varchar(26) DEFAULT ''::character varying NOT NULL,
    message varchar(65535),
    props varchar(8000),
    fileids varchar(300),
    priority text,
    type text
);

CREATE TABLE emoji (
    id varchar(26) NOT NULL,
    createat bigint,
    updateat bigint,
    deleteat bigint,
    creatorid varchar(26),
    name varchar(64)
);

CREATE TABLE fileinfo (
    id varchar(26) NOT NULL,
    creatorid varchar(26),
    postid varchar(26),
    createat bigint,
    updateat bigint,
    deleteat bigint,
    path varchar(512),
    thumbnailpath varchar(512),
    previewpath varchar(512),
    name varchar(256),
    extension varchar(64),
    size bigint,
    mimetype varchar(256),
    width integer,
    height integer,
    haspreviewimage boolean,
    minipreview bytea,
    content text,
    remoteid varchar(26),
    archived boolean DEFAULT false NOT NULL,
    channelid varchar(26)
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05');

CREATE MATERIALIZED VIEW file_stats AS
 SELECT count(*) AS num,
    COALESCE(sum(fileinfo.size), (0)::numeric) AS usage
   FROM fileinfo
  WHERE (fileinfo.deleteat = 0)
  WITH NO DATA;

CREATE TABLE groupchannels (
    groupid varchar(26) NOT NULL,
    autoadd boolean,
    schemeadmin boolean,
    createat bigint,
    deleteat bigint,
    updateat bigint,
    channelid varchar(26) NOT NULL
);

CREATE TABLE groupmembers (
    groupid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    createat bigint,
    deleteat bigint
);

CREATE TABLE groupteams (
    groupid varchar(26) NOT NULL,
    autoadd boolean,
    schemeadmin boolean,
    createat bigint,
    deleteat bigint,
    updateat bigint,
    teamid varchar(26) NOT NULL
);

CREATE TABLE incomingwebhooks (
    id varchar(26) NOT NULL,
    createat bigint,
    updateat bigint,
    deleteat bigint,
    userid varchar(26),
    channelid varchar(26),
    teamid varchar(26),
    displayname varchar(64),
    description varchar(500),
    username varchar(255),
    iconurl varchar(1024),
    channellocked boolean
);

CREATE TABLE jobs (
    id varchar(26) NOT NULL,
    type varchar(32),
    priority bigint,
    createat bigint,
    startat bigint,
    lastactivityat bigint,
    status varchar(32),
    progress bigint,
    data jsonb
);

CREATE TABLE licenses (
    id varchar(26) NOT NULL,
    createat bigint,
    bytes varchar(10000)
);

CREATE TABLE linkmetadata (
    hash bigint NOT NULL,
    url varchar(2048),
    "timestamp" bigint,
    type varchar(16),
    data jsonb
);

CREATE TABLE notifyadmin (
    userid varchar(26) NOT NULL,
    createat bigint,
    requiredplan varchar(100) NOT NULL,
    requiredfeature varchar(255) NOT NULL,
    trial boolean NOT NULL,
    sentat bigint
);

CREATE TABLE oauthaccessdata (
    token varchar(26) NOT NULL,
    refreshtoken varchar(26),
    redirecturi varchar(256),
    clientid varchar(26),
    userid varchar(26),
    expiresat bigint,
    scope varchar(128),
    audience varchar(512) DEFAULT ''::character varying
);

CREATE TABLE oauthapps (
    id varchar(26) NOT NULL,
    creatorid varchar(26),
    createat bigint,
    updateat bigint,
    clientsecret varchar(128),
    name varchar(64),
    description varchar(512),
    callbackurls varchar(1024),
    homepage varchar(256),
    istrusted boolean,
    iconurl varchar(512),
    mattermostappid varchar(32) DEFAULT ''::character varying NOT NULL,
    isdynamicallyregistered boolean DEFAULT false
);

CREATE TABLE oauthauthdata (
    clientid varchar(26),
    userid varchar(26),
    code varchar(128) NOT NULL,
    expiresin integer,
    createat bigint,
    redirecturi varchar(256),
    state varchar(1024),
    scope varchar(128),
    codechallenge varchar(128) DEFAULT ''::character varying,
    codechallengemethod varchar(10) DEFAULT ''::character varying,
    resource varchar(512) DEFAULT ''::character varying
);

CREATE TABLE outgoingoauthconnections (
    id varchar(26) NOT NULL,
    name varchar(64),
    creatorid varchar(26),
    createat bigint,
    updateat bigint,
    clientid varchar(255),
    clientsecret varchar(255),
    credentialsusername varchar(255),
    credentialspassword varchar(255),
    oauthtokenurl text,
    granttype outgoingoauthconnections_granttype DEFAULT 'client_credentials'::outgoingoauthconnections_granttype,
    audiences varchar(1024)
);

CREATE TABLE outgoingwebhooks (
    id varchar(26) NOT NULL,
    token varchar(26),
    createat bigint,
    updateat bigint,
    deleteat bigint,
    creatorid varchar(26),
    channelid varchar(26),
    teamid varchar(26),
    triggerwords varchar(1024),
    callbackurls varchar(1024),
    displayname varchar(64),
    contenttype varchar(128),
    triggerwhen integer,
    username varchar(64),
    iconurl varchar(1024),
    description varchar(500)
);

CREATE TABLE persistentnotifications (
    postid varchar(26) NOT NULL,
    createat bigint,
    lastsentat bigint,
    deleteat bigint,
    sentcount smallint
);

CREATE TABLE pluginkeyvaluestore (
    pluginid varchar(190) NOT NULL,
    pkey varchar(150) NOT NULL,
    pvalue bytea,
    expireat bigint
);

CREATE TABLE postacknowledgements (
    postid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    acknowledgedat bigint,
    remoteid varchar(26) DEFAULT ''::character varying,
    channelid varchar(26) DEFAULT ''::character varying
);

CREATE TABLE postreminders (
    postid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    targettime bigint
);

CREATE MATERIALIZED VIEW posts_by_team_day AS
 SELECT (to_timestamp(((p.createat / 1000))::double precision))::date AS day,
    count(*) AS num,
    c.teamid
   FROM (posts p
     JOIN channels c ON (((p.channelid)::text = (c.id)::text)))
  GROUP BY ((to_timestamp(((p.createat / 1000))::double precision))::date), c.teamid
  WITH NO DATA;

CREATE TABLE postspriority (
    postid varchar(26) NOT NULL,
    channelid varchar(26) NOT NULL,
    priority varchar(32) NOT NULL,
    requestedack boolean,
    persistentnotifications boolean
);

CREATE MATERIALIZED VIEW poststats AS
 SELECT posts.userid,
    (to_timestamp(((posts.createat / 1000))::double precision))::date AS day,
    count(*) AS numposts,
    max(posts.createat) AS lastpostdate
   FROM posts
  GROUP BY posts.userid, ((to_timestamp(((posts.createat / 1000))::double precision))::date)
  WITH NO DATA;

CREATE TABLE preferences (
    userid varchar(26) NOT NULL,
    category varchar(32) NOT NULL,
    name varchar(32) NOT NULL,
    value text
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05');

CREATE TABLE productnoticeviewstate (
    userid varchar(26) NOT NULL,
    noticeid varchar(26) NOT NULL,
    viewed integer,
    "timestamp" bigint
);

CREATE TABLE propertygroups (
    id varchar(26) NOT NULL,
    name varchar(64) NOT NULL
);

CREATE TABLE publicchannels (
    id varchar(26) NOT NULL,
    deleteat bigint,
    teamid varchar(26),
    displayname varchar(64),
    name varchar(64),
    header varchar(1024),
    purpose varchar(250)
);

CREATE TABLE reactions (
    userid varchar(26) NOT NULL,
    postid varchar(26) NOT NULL,
    emojiname varchar(64) NOT NULL,
    createat bigint,
    updateat bigint,
    deleteat bigint,
    remoteid varchar(26),
    channelid varchar(26) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE readreceipts (
    postid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    expireat bigint NOT NULL
);

CREATE TABLE recapchannels (
    id varchar(26) NOT NULL,
    recapid varchar(26) NOT NULL,
    channelid varchar(26) NOT NULL,
    channelname varchar(64) NOT NULL,
    highlights text,
    actionitems text,
    sourcepostids text,
    createat bigint NOT NULL
);

CREATE TABLE recaps (
    id varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    title varchar(255) NOT NULL,
    createat bigint NOT NULL,
    updateat bigint NOT NULL,
    deleteat bigint NOT NULL,
    totalmessagecount integer NOT NULL,
    status varchar(32) NOT NULL,
    readat bigint DEFAULT 0 NOT NULL,
    botid varchar(26) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE recentsearches (
    userid character(26) NOT NULL,
    searchpointer integer NOT NULL,
    query jsonb,
    createat bigint NOT NULL
);

CREATE TABLE remoteclusters (
    remoteid varchar(26) NOT NULL,
    remoteteamid varchar(26),
    name varchar(64) NOT NULL,
    displayname varchar(64),
    siteurl varchar(512),
    createat bigint,
    lastpingat bigint,
    token varchar(26),
    remotetoken varchar(26),
    topics varchar(512),
    creatorid varchar(26),
    pluginid varchar(190) DEFAULT ''::character varying NOT NULL,
    options smallint DEFAULT 0 NOT NULL,
    defaultteamid varchar(26) DEFAULT ''::character varying,
    deleteat bigint DEFAULT 0,
    lastglobalusersyncat bigint DEFAULT 0
);

CREATE TABLE retentionidsfordeletion (
    id varchar(26) NOT NULL,
    tablename varchar(64),
    ids varchar(26)[]
);

CREATE TABLE retentionpolicies (
    id varchar(26) NOT NULL,
    displayname varchar(64),
    postduration bigint
);

CREATE TABLE retentionpolicieschannels (
    policyid varchar(26),
    channelid varchar(26) NOT NULL
);

CREATE TABLE retentionpoliciesteams (
    policyid varchar(26),
    teamid varchar(26) NOT NULL
);

CREATE TABLE roles (
    id varchar(26) NOT NULL,
    name varchar(64),
    displayname varchar(128),
    description varchar(1024),
    createat bigint,
    updateat bigint,
    deleteat bigint,
    permissions text,
    schememanaged boolean,
    builtin boolean,
    schemeid varchar(26)
);

CREATE TABLE scheduledposts (
    id varchar(26) NOT NULL,
    createat bigint,
    updateat bigint,
    userid varchar(26) NOT NULL,
    channelid varchar(26) NOT NULL,
    rootid varchar(26),
    message varchar(65535),
    props varchar(8000),
    fileids varchar(300),
    priority text,
    scheduledat bigint NOT NULL,
    processedat bigint,
    errorcode varchar(200),
    type text
);

CREATE TABLE schemes (
    id varchar(26) NOT NULL,
    name varchar(64),
    displayname varchar(128),
    description varchar(1024),
    createat bigint,
    updateat bigint,
    deleteat bigint,
    scope varchar(32),
    defaultteamadminrole varchar(64),
    defaultteamuserrole varchar(64),
    defaultchanneladminrole varchar(64),
    defaultchanneluserrole varchar(64),
    defaultteamguestrole varchar(64),
    defaultchannelguestrole varchar(64),
    defaultplaybookadminrole varchar(64) DEFAULT ''::character varying,
    defaultplaybookmemberrole varchar(64) DEFAULT ''::character varying,
    defaultrunadminrole varchar(64) DEFAULT ''::character varying,
    defaultrunmemberrole varchar(64) DEFAULT ''::character varying
);

CREATE TABLE sessions (
    id varchar(26) NOT NULL,
    token varchar(26),
    createat bigint,
    expiresat bigint,
    lastactivityat bigint,
    userid varchar(26),
    deviceid varchar(512),
    roles varchar(256),
    isoauth boolean,
    props jsonb,
    expirednotify boolean
);

CREATE TABLE sharedchannelattachments (
    id varchar(26) NOT NULL,
    fileid varchar(26),
    remoteid varchar(26),
    createat bigint,
    lastsyncat bigint
);

CREATE TABLE sharedchannelremotes (
    id varchar(26) NOT NULL,
    channelid varchar(26) NOT NULL,
    creatorid varchar(26),
    createat bigint,
    updateat bigint,
    isinviteaccepted boolean,
    isinviteconfirmed boolean,
    remoteid varchar(26),
    lastpostupdateat bigint,
    lastpostid varchar(26),
    lastpostcreateat bigint DEFAULT 0 NOT NULL,
    lastpostcreateid varchar(26),
    deleteat bigint DEFAULT 0,
    lastmemberssyncat bigint DEFAULT 0
);

CREATE TABLE sharedchannels (
    channelid varchar(26) NOT NULL,
    teamid varchar(26),
    home boolean,
    readonly boolean,
    sharename varchar(64),
    sharedisplayname varchar(64),
    sharepurpose varchar(250),
    shareheader varchar(1024),
    creatorid varchar(26),
    createat bigint,
    updateat bigint,
    remoteid varchar(26)
);

CREATE TABLE sharedchannelusers (
    id varchar(26) NOT NULL,
    userid varchar(26),
    remoteid varchar(26),
    createat bigint,
    lastsyncat bigint,
    channelid varchar(26),
    lastmembershipsyncat bigint DEFAULT 0
);

CREATE TABLE sidebarcategories (
    id varchar(128) NOT NULL,
    userid varchar(26),
    teamid varchar(26),
    sortorder bigint,
    sorting varchar(64),
    type varchar(64),
    displayname varchar(64),
    muted boolean,
    collapsed boolean
);

CREATE TABLE sidebarchannels (
    channelid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    categoryid varchar(128) NOT NULL,
    sortorder bigint
);

CREATE TABLE status (
    userid varchar(26) NOT NULL,
    status varchar(32),
    manual boolean,
    lastactivityat bigint,
    dndendtime bigint,
    prevstatus varchar(32)
);

CREATE TABLE systems (
    name varchar(64) NOT NULL,
    value varchar(1024)
);

CREATE TABLE teammembers (
    teamid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    roles varchar(256),
    deleteat bigint,
    schemeuser boolean,
    schemeadmin boolean,
    schemeguest boolean,
    createat bigint DEFAULT 0
);

CREATE TABLE teams (
    id varchar(26) NOT NULL,
    createat bigint,
    updateat bigint,
    deleteat bigint,
    displayname varchar(64),
    name varchar(64),
    description varchar(255),
    email varchar(128),
    type team_type,
    companyname varchar(64),
    alloweddomains varchar(1000),
    inviteid varchar(32),
    schemeid varchar(26),
    allowopeninvite boolean,
    lastteamiconupdate bigint,
    groupconstrained boolean,
    cloudlimitsarchived boolean DEFAULT false NOT NULL
);

CREATE TABLE temporaryposts (
    postid varchar(26) NOT NULL,
    type varchar(26) NOT NULL,
    expireat bigint NOT NULL,
    message varchar(65535),
    fileids varchar(300)
);

CREATE TABLE termsofservice (
    id varchar(26) NOT NULL,
    createat bigint,
    userid varchar(26),
    text varchar(65535)
);

CREATE TABLE threadmemberships (
    postid varchar(26) NOT NULL,
    userid varchar(26) NOT NULL,
    following boolean,
    lastviewed bigint,
    lastupdated bigint,
    unreadmentions bigint
)
WITH (autovacuum_vacuum_scale_factor='0.1', autovacuum_analyze_scale_factor='0.05');

CREATE TABLE threads (
    postid varchar(26) NOT NULL,
    replycount bigint,
    lastreplyat bigint,
    participants jsonb,
    channelid varchar(26),
    threaddeleteat bigint,
    threadteamid varchar(26)
);

CREATE TABLE tokens (
    token varchar(64) NOT NULL,
    createat bigint,
    type varchar(64),
    extra varchar(2048)
);

CREATE TABLE translations (
    objectid varchar(26) NOT NULL,
    dstlang varchar NOT NULL,
    objecttype varchar NOT NULL,
    providerid varchar NOT NULL,
    normhash character(64) NOT NULL,
    text text NOT NULL,
    confidence real,
    meta jsonb,
    updateat bigint NOT NULL,
    state varchar(20) NOT NULL,
    channelid varchar(26)
);

CREATE TABLE uploadsessions (
    id varchar(26) NOT NULL,
    type upload_session_type,
    createat bigint,
    userid varchar(26),
    channelid varchar(26),
    filename varchar(256),
    path varchar(512),
    filesize bigint,
    fileoffset bigint,
    remoteid varchar(26),
    reqfileid varchar(26)
);

CREATE TABLE useraccesstokens (
    id varchar(26) NOT NULL,
    token varchar(26),
    userid varchar(26),
    description varchar(512),
    isactive boolean
);

CREATE TABLE usergroups (
    id varchar(26) NOT NULL,
    name varchar(64),
    displayname varchar(128),
    description varchar(1024),
    source varchar(64),
    remoteid varchar(48),
    createat bigint,
    updateat bigint,
    deleteat bigint,
    allowreference boolean
);

CREATE TABLE users (
    id varchar(26) NOT NULL,
    createat bigint,
    updateat bigint,
    deleteat bigint,
    username varchar(64),
    password varchar(128),
    authdata varchar(128),
    authservice varchar(32),
    email varchar(128),
    emailverified boolean,
    nickname varchar(64),
    firstname varchar(64),
    lastname varchar(64),
    roles varchar(256),
    allowmarketing boolean,
    props jsonb,
    notifyprops jsonb,
    lastpasswordupdate bigint,
    lastpictureupdate bigint,
    failedattempts integer,
    locale varchar(5),
    mfaactive boolean,
    mfasecret varchar(128),
    "position" varchar(128),
    timezone jsonb,
    remoteid varchar(26),
    lastlogin bigint DEFAULT 0 NOT NULL,
    mfausedtimestamps jsonb
);

CREATE TABLE usertermsofservice (
    userid varchar(26) NOT NULL,
    termsofserviceid varchar(26),
    createat bigint
);

ALTER TABLE accesscontrolpolicies
    ADD CONSTRAINT accesscontrolpolicies_pkey PRIMARY KEY (id);

ALTER TABLE accesscontrolpolicyhistory
    ADD CONSTRAINT accesscontrolpolicyhistory_pkey PRIMARY KEY (id, revision);

ALTER TABLE audits
    ADD CONSTRAINT audits_pkey PRIMARY KEY (id);

ALTER TABLE bots
    ADD CONSTRAINT bots_pkey PRIMARY KEY (userid);

ALTER TABLE channelbookmarks
    ADD CONSTRAINT channelbookmarks_pkey PRIMARY KEY (id);

ALTER TABLE channelmemberhistory
    ADD CONSTRAINT channelmemberhistory_pkey PRIMARY KEY (channelid, userid, jointime);

ALTER TABLE channelmembers
    ADD CONSTRAINT channelmembers_pkey PRIMARY KEY (channelid, userid);

ALTER TABLE channels
    ADD CONSTRAINT channels_name_teamid_key UNIQUE (name, teamid);

ALTER TABLE channels
    ADD CONSTRAINT channels_pkey PRIMARY KEY (id);

ALTER TABLE clusterdiscovery
    ADD CONSTRAINT clusterdiscovery_pkey PRIMARY KEY (id);

ALTER TABLE commands
    ADD CONSTRAINT commands_pkey PRIMARY KEY (id);

ALTER TABLE commandwebhooks
    ADD CONSTRAINT commandwebhooks_pkey PRIMARY KEY (id);

ALTER TABLE compliances
    ADD CONSTRAINT compliances_pkey PRIMARY KEY (id);

ALTER TABLE configurationfiles
    ADD CONSTRAINT configurationfiles_pkey PRIMARY KEY (name);

ALTER TABLE configurations
    ADD CONSTRAINT configurations_active_key UNIQUE (active);

ALTER TABLE configurations
    ADD CONSTRAINT configurations_pkey PRIMARY KEY (id);

ALTER TABLE contentflaggingcommonreviewers
    ADD CONSTRAINT contentflaggingcommonreviewers_pkey PRIMARY KEY (userid);

ALTER TABLE contentflaggingteamreviewers
    ADD CONSTRAINT contentflaggingteamreviewers_pkey PRIMARY KEY (teamid, userid);

ALTER TABLE contentflaggingteamsettings
    ADD CONSTRAINT contentflaggingteamsettings_pkey PRIMARY KEY (teamid);

ALTER TABLE db_migrations
    ADD CONSTRAINT db_migrations_pkey PRIMARY KEY (version);

ALTER TABLE desktoptokens
    ADD CONSTRAINT desktoptokens_pkey PRIMARY KEY (token);

ALTER TABLE drafts
    ADD CONSTRAINT drafts_pkey PRIMARY KEY (userid, channelid, rootid);

ALTER TABLE emoji
    ADD CONSTRAINT emoji_name_deleteat_key UNIQUE (name, deleteat);

ALTER TABLE emoji
    ADD CONSTRAINT emoji_pkey PRIMARY KEY (id);

ALTER TABLE fileinfo
    ADD CONSTRAINT fileinfo_pkey PRIMARY KEY (id);

ALTER TABLE groupchannels
    ADD CONSTRAINT groupchannels_pkey PRIMARY KEY (groupid, channelid);

ALTER TABLE groupmembers
    ADD CONSTRAINT groupmembers_pkey PRIMARY KEY (groupid, userid);

ALTER TABLE groupteams
    ADD CONSTRAINT groupteams_pkey PRIMARY KEY (groupid, teamid);

ALTER TABLE incomingwebhooks
    ADD CONSTRAINT incomingwebhooks_pkey PRIMARY KEY (id);

ALTER TABLE jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);

ALTER TABLE licenses
    ADD CONSTRAINT licenses_pkey PRIMARY KEY (id);

ALTER TABLE linkmetadata
    ADD CONSTRAINT linkmetadata_pkey PRIMARY KEY (hash);

ALTER TABLE notifyadmin
    ADD CONSTRAINT notifyadmin_pkey PRIMARY KEY (userid, requiredfeature, requiredplan);

ALTER TABLE oauthaccessdata
    ADD CONSTRAINT oauthaccessdata_clientid_userid_key UNIQUE (clientid, userid);

ALTER TABLE oauthaccessdata
    ADD CONSTRAINT oauthaccessdata_pkey PRIMARY KEY (token);

ALTER TABLE oauthapps
    ADD CONSTRAINT oauthapps_pkey PRIMARY KEY (id);

ALTER TABLE oauthauthdata
    ADD CONSTRAINT oauthauthdata_pkey PRIMARY KEY (code);

ALTER TABLE outgoingoauthconnections
    ADD CONSTRAINT outgoingoauthconnections_pkey PRIMARY KEY (id);

ALTER TABLE outgoingwebhooks
    ADD CONSTRAINT outgoingwebhooks_pkey PRIMARY KEY (id);

ALTER TABLE persistentnotifications
    ADD CONSTRAINT persistentnotifications_pkey PRIMARY KEY (postid);

ALTER TABLE pluginkeyvaluestore
    ADD CONSTRAINT pluginkeyvaluestore_pkey PRIMARY KEY (pluginid, pkey);

ALTER TABLE postacknowledgements
    ADD CONSTRAINT postacknowledgements_pkey PRIMARY KEY (postid, userid);

ALTER TABLE postreminders
    ADD CONSTRAINT postreminders_pkey PRIMARY KEY (postid, userid);

ALTER TABLE posts
    ADD CONSTRAINT posts_pkey PRIMARY KEY (id);

ALTER TABLE postspriority
    ADD CONSTRAINT postspriority_pkey PRIMARY KEY (postid);

ALTER TABLE preferences
    ADD CONSTRAINT preferences_pkey PRIMARY KEY (userid, category, name);

ALTER TABLE productnoticeviewstate
    ADD CONSTRAINT productnoticeviewstate_pkey PRIMARY KEY (userid, noticeid);

ALTER TABLE propertyfields
    ADD CONSTRAINT propertyfields_pkey PRIMARY KEY (id);

ALTER TABLE propertygroups
    ADD CONSTRAINT propertygroups_name_key UNIQUE (name);

ALTER TABLE propertygroups
    ADD CONSTRAINT propertygroups_pkey PRIMARY KEY (id);

ALTER TABLE propertyvalues
    ADD CONSTRAINT propertyvalues_pkey PRIMARY KEY (id);

ALTER TABLE publicchannels
    ADD CONSTRAINT publicchannels_name_teamid_key UNIQUE (name, teamid);

ALTER TABLE publicchannels
    ADD CONSTRAINT publicchannels_pkey PRIMARY KEY (id);

ALTER TABLE reactions
    ADD CONSTRAINT reactions_pkey PRIMARY KEY (postid, userid, emojiname);

ALTER TABLE readreceipts
    ADD CONSTRAINT readreceipts_pkey PRIMARY KEY (postid, userid);

ALTER TABLE recapchannels
    ADD CONSTRAINT recapchannels_pkey PRIMARY KEY (id);

ALTER TABLE recaps
    ADD CONSTRAINT recaps_pkey PRIMARY KEY (id);

ALTER TABLE recentsearches
    ADD CONSTRAINT recentsearches_pkey PRIMARY KEY (userid, searchpointer);

ALTER TABLE remoteclusters
    ADD CONSTRAINT remoteclusters_pkey PRIMARY KEY (remoteid, name);

ALTER TABLE retentionidsfordeletion
    ADD CONSTRAINT retentionidsfordeletion_pkey PRIMARY KEY (id);

ALTER TABLE retentionpolicies
    ADD CONSTRAINT retentionpolicies_pkey PRIMARY KEY (id);

ALTER TABLE retentionpolicieschannels
    ADD CONSTRAINT retentionpolicieschannels_pkey PRIMARY KEY (channelid);

ALTER TABLE retentionpoliciesteams
    ADD CONSTRAINT retentionpoliciesteams_pkey PRIMARY KEY (teamid);

ALTER TABLE roles
    ADD CONSTRAINT roles_name_key UNIQUE (name);

ALTER TABLE roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

ALTER TABLE scheduledposts
    ADD CONSTRAINT scheduledposts_pkey PRIMARY KEY (id);

ALTER TABLE schemes
    ADD CONSTRAINT schemes_name_key UNIQUE (name);

ALTER TABLE schemes
    ADD CONSTRAINT schemes_pkey PRIMARY KEY (id);

ALTER TABLE sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE sharedchannelattachments
    ADD CONSTRAINT sharedchannelattachments_fileid_remoteid_key UNIQUE (fileid, remoteid);

ALTER TABLE sharedchannelattachments
    ADD CONSTRAINT sharedchannelattachments_pkey PRIMARY KEY (id);

ALTER TABLE sharedchannelremotes
    ADD CONSTRAINT sharedchannelremotes_channelid_remoteid_key UNIQUE (channelid, remoteid);

ALTER TABLE sharedchannelremotes
    ADD CONSTRAINT sharedchannelremotes_pkey PRIMARY KEY (id, channelid);

ALTER TABLE sharedchannels
    ADD CONSTRAINT sharedchannels_pkey PRIMARY KEY (channelid);

ALTER TABLE sharedchannels
    ADD CONSTRAINT sharedchannels_sharename_teamid_key UNIQUE (sharename, teamid);

ALTER TABLE sharedchannelusers
    ADD CONSTRAINT sharedchannelusers_pkey PRIMARY KEY (id);

ALTER TABLE sharedchannelusers
    ADD CONSTRAINT sharedchannelusers_userid_channelid_remoteid_key UNIQUE (userid, channelid, remoteid);

ALTER TABLE sidebarcategories
    ADD CONSTRAINT sidebarcategories_pkey PRIMARY KEY (id);

ALTER TABLE sidebarchannels
    ADD CONSTRAINT sidebarchannels_pkey PRIMARY KEY (channelid, userid, categoryid);

ALTER TABLE status
    ADD CONSTRAINT status_pkey PRIMARY KEY (userid);

ALTER TABLE systems
    ADD CONSTRAINT systems_pkey PRIMARY KEY (name);

ALTER TABLE teammembers
    ADD CONSTRAINT teammembers_pkey PRIMARY KEY (teamid, userid);

ALTER TABLE teams
    ADD CONSTRAINT teams_name_key UNIQUE (name);

ALTER TABLE teams
    ADD CONSTRAINT teams_pkey PRIMARY KEY (id);

ALTER TABLE temporaryposts
    ADD CONSTRAINT temporaryposts_pkey PRIMARY KEY (postid);

ALTER TABLE termsofservice
    ADD CONSTRAINT termsofservice_pkey PRIMARY KEY (id);

ALTER TABLE threadmemberships
    ADD CONSTRAINT threadmemberships_pkey PRIMARY KEY (postid, userid);

ALTER TABLE threads
    ADD CONSTRAINT threads_pkey PRIMARY KEY (postid);

ALTER TABLE tokens
    ADD CONSTRAINT tokens_pkey PRIMARY KEY (token);

ALTER TABLE translations
    ADD CONSTRAINT translations_pkey PRIMARY KEY (objectid, objecttype, dstlang);

ALTER TABLE uploadsessions
    ADD CONSTRAINT uploadsessions_pkey PRIMARY KEY (id);

ALTER TABLE useraccesstokens
    ADD CONSTRAINT useraccesstokens_pkey PRIMARY KEY (id);

ALTER TABLE useraccesstokens
    ADD CONSTRAINT useraccesstokens_token_key UNIQUE (token);

ALTER TABLE usergroups
    ADD CONSTRAINT usergroups_name_key UNIQUE (name);

ALTER TABLE usergroups
    ADD CONSTRAINT usergroups_pkey PRIMARY KEY (id);

ALTER TABLE usergroups
    ADD CONSTRAINT usergroups_source_remoteid_key UNIQUE (source, remoteid);

ALTER TABLE users
    ADD CONSTRAINT users_authdata_key UNIQUE (authdata);

ALTER TABLE users
    ADD CONSTRAINT users_email_key UNIQUE (email);

ALTER TABLE users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE users
    ADD CONSTRAINT users_username_key UNIQUE (username);

ALTER TABLE usertermsofservice
    ADD CONSTRAINT usertermsofservice_pkey PRIMARY KEY (userid);

CREATE UNIQUE INDEX idx_accesscontrolpolicies_name_type ON accesscontrolpolicies USING btree (name, type) WHERE ((type)::text = 'parent'::text);

CREATE INDEX idx_audits_user_id ON audits USING btree (userid);

CREATE INDEX idx_channel_search_txt ON channels USING gin (to_tsvector('english'::regconfig, (((((name)::text || ' '::text) || (displayname)::text) || ' '::text) || (purpose)::text)));

CREATE INDEX idx_channelbookmarks_channelid ON channelbookmarks USING btree (channelid);

CREATE INDEX idx_channelbookmarks_delete_at ON channelbookmarks USING btree (deleteat);

CREATE INDEX idx_channelbookmarks_update_at ON channelbookmarks USING btree (updateat);

CREATE INDEX idx_channelmembers_autotranslation_enabled ON channelmembers USING btree (channelid) WHERE (autotranslation = true);

CREATE INDEX idx_channelmembers_channel_id_scheme_guest_user_id ON channelmembers USING btree (channelid, schemeguest, userid);

CREATE INDEX idx_channelmembers_user_id_channel_id_last_viewed_at ON channelmembers USING btree (userid, channelid, lastviewedat);

CREATE INDEX idx_channels_autotranslation_enabled ON channels USING btree (id) WHERE (autotranslation = true);

CREATE INDEX idx_channels_create_at ON channels USING btree (createat);

CREATE INDEX idx_channels_delete_at ON channels USING btree (deleteat);

CREATE INDEX idx_channels_displayname_lower ON channels USING btree (lower((displayname)::text));

CREATE INDEX idx_channels_name_lower ON channels USING btree (lower((name)::text));

CREATE INDEX idx_channels_scheme_id ON channels USING btree (schemeid);

CREATE INDEX idx_channels_team_id_display_name ON channels USING btree (teamid, displayname);

CREATE INDEX idx_channels_team_id_type ON channels USING btree (teamid, type);

CREATE INDEX idx_channels_update_at ON channels USING btree (updateat);

CREATE INDEX idx_command_create_at ON commands USING btree (createat);

CREATE INDEX idx_command_delete_at ON commands USING btree (deleteat);

CREATE INDEX idx_command_team_id ON commands USING btree (teamid);

CREATE INDEX idx_command_update_at ON commands USING btree (updateat);

CREATE INDEX idx_command_webhook_create_at ON commandwebhooks USING btree (createat);

CREATE INDEX idx_contentflaggingteamreviewers_userid ON contentflaggingteamreviewers USING btree (userid);

CREATE INDEX idx_desktoptokens_token_createat ON desktoptokens USING btree (token, createat);

CREATE INDEX idx_emoji_create_at ON emoji USING btree (createat);

CREATE INDEX idx_emoji_delete_at ON emoji USING btree (deleteat);

CREATE INDEX idx_emoji_update_at ON emoji USING btree (updateat);

CREATE INDEX idx_fileinfo_channel_id_create_at ON fileinfo USING btree (channelid, createat);

CREATE INDEX idx_fileinfo_content_txt ON fileinfo USING gin (to_tsvector('english'::regconfig, content));

CREATE INDEX idx_fileinfo_create_at ON fileinfo USING btree (createat);

CREATE INDEX idx_fileinfo_delete_at ON fileinfo USING btree (deleteat);

CREATE INDEX idx_fileinfo_extension_at ON fileinfo USING btree (extension);

CREATE INDEX idx_fileinfo_name_splitted ON fileinfo USING gin (to_tsvector('english'::regconfig, translate((name)::text, '.,-'::text, '   '::text)));

CREATE INDEX idx_fileinfo_name_txt ON fileinfo USING gin (to_tsvector('english'::regconfig, (name)::text));

CREATE INDEX idx_fileinfo_postid_at ON fileinfo USING btree (postid);

CREATE INDEX idx_fileinfo_update_at ON fileinfo USING btree (updateat);

CREATE INDEX idx_groupchannels_channelid ON groupchannels USING btree (channelid);

CREATE INDEX idx_groupchannels_schemeadmin ON groupchannels USING btree (schemeadmin);

CREATE INDEX idx_groupmembers_create_at ON groupmembers USING btree (createat);

CREATE INDEX idx_groupteams_schemeadmin ON groupteams USING btree (schemeadmin);

CREATE INDEX idx_groupteams_teamid ON groupteams USING btree (teamid);

CREATE INDEX idx_incoming_webhook_create_at ON incomingwebhooks USING btree (createat);

CREATE INDEX idx_incoming_webhook_delete_at ON incomingwebhooks USING btree (deleteat);

CREATE INDEX idx_incoming_webhook_team_id ON incomingwebhooks USING btree (teamid);

CREATE INDEX idx_incoming_webhook_update_at ON incomingwebhooks USING btree (updateat);

CREATE INDEX idx_incoming_webhook_user_id ON incomingwebhooks USING btree (userid);

CREATE INDEX idx_jobs_status_type ON jobs USING btree (status, type);

CREATE INDEX idx_jobs_type ON jobs USING btree (type);

CREATE INDEX idx_link_metadata_url_timestamp ON linkmetadata USING btree (url, "timestamp");

CREATE INDEX idx_notice_views_notice_id ON productnoticeviewstate USING btree (noticeid);

CREATE INDEX idx_notice_views_timestamp ON productnoticeviewstate USING btree ("timestamp");

CREATE INDEX idx_oauthaccessdata_refresh_token ON oauthaccessdata USING btree (refreshtoken);

CREATE INDEX idx_oauthaccessdata_user_id ON oauthaccessdata USING btree (userid);

CREATE INDEX idx_oauthapps_creator_id ON oauthapps USING btree (creatorid);

CREATE INDEX idx_outgoing_webhook_create_at ON outgoingwebhooks USING btree (createat);

CREATE INDEX idx_outgoing_webhook_delete_at ON outgoingwebhooks USING btree (deleteat);

CREATE INDEX idx_outgoing_webhook_team_id ON outgoingwebhooks USING btree (teamid);

CREATE INDEX idx_outgoing_webhook_update_at ON outgoingwebhooks USING btree (updateat);

CREATE INDEX idx_outgoingoauthconnections_name ON outgoingoauthconnections USING btree (name);

CREATE INDEX idx_postreminders_targettime ON postreminders USING btree (targettime);

CREATE INDEX idx_posts_channel_id_delete_at_create_at ON posts USING btree (channelid, deleteat, createat);

CREATE INDEX idx_posts_channel_id_update_at ON posts USING btree (channelid, updateat);

CREATE INDEX idx_posts_create_at ON posts USING btree (createat);

CREATE INDEX idx_posts_create_at_id ON posts USING btree (createat, id);

CREATE INDEX idx_posts_delete_at ON posts USING btree (deleteat);

CREATE INDEX idx_posts_hashtags_txt ON posts USING gin (to_tsvector('english'::regconfig, (hashtags)::text));

CREATE INDEX idx_posts_is_pinned ON posts USING btree (ispinned);

CREATE INDEX idx_posts_message_txt ON posts USING gin (to_tsvector('english'::regconfig, (message)::text));

CREATE INDEX idx_posts_original_id ON posts USING btree (originalid);

CREATE INDEX idx_posts_root_id_delete_at ON posts USING btree (rootid, deleteat);

CREATE INDEX idx_posts_update_at ON posts USING btree (updateat);

CREATE INDEX idx_posts_user_id ON posts USING btree (userid);

CREATE INDEX idx_poststats_userid ON poststats USING btree (userid);

CREATE INDEX idx_preferences_category ON preferences USING btree (category);

CREATE INDEX idx_preferences_name ON preferences USING btree (name);

CREATE INDEX idx_propertyfields_create_at_id ON propertyfields USING btree (createat, id);

CREATE UNIQUE INDEX idx_propertyfields_unique ON propertyfields USING btree (groupid, targetid, name) WHERE (deleteat = 0);

CREATE INDEX idx_propertyvalues_create_at_id ON propertyvalues USING btree (createat, id);

CREATE INDEX idx_propertyvalues_targetid_groupid ON propertyvalues USING btree (targetid, groupid);

CREATE UNIQUE INDEX idx_propertyvalues_unique ON propertyvalues USING btree (groupid, targetid, fieldid) WHERE (deleteat = 0);

CREATE INDEX idx_publicchannels_delete_at ON publicchannels USING btree (deleteat);

CREATE INDEX idx_publicchannels_displayname_lower ON publicchannels USING btree (lower((displayname)::text));

CREATE INDEX idx_publicchannels_name_lower ON publicchannels USING btree (lower((name)::text));

CREATE INDEX idx_publicchannels_search_txt ON publicchannels USING gin (to_tsvector('english'::regconfig, (((((name)::text || ' '::text) || (displayname)::text) || ' '::text) || (purpose)::text)));

CREATE INDEX idx_publicchannels_team_id ON publicchannels USING btree (teamid);

CREATE INDEX idx_reactions_channel_id ON reactions USING btree (channelid);

CREATE INDEX idx_read_receipts_post_id ON readreceipts USING btree (postid);

CREATE INDEX idx_read_receipts_user_id_post_id_expire_at ON readreceipts USING btree (userid, postid, expireat);

CREATE INDEX idx_recap_channels_channel_id ON recapchannels USING btree (channelid);

CREATE INDEX idx_recap_channels_recap_id ON recapchannels USING btree (recapid);

CREATE INDEX idx_recaps_bot_id ON recaps USING btree (botid);

CREATE INDEX idx_recaps_create_at ON recaps USING btree (createat);

CREATE INDEX idx_recaps_user_id ON recaps USING btree (userid);

CREATE INDEX idx_recaps_user_id_delete_at ON recaps USING btree (userid, deleteat);

CREATE INDEX idx_recaps_user_id_read_at ON recaps USING btree (userid, readat);

CREATE INDEX idx_retentionidsfordeletion_tablename ON retentionidsfordeletion USING btree (tablename);

CREATE INDEX idx_retentionpolicies_displayname ON retentionpolicies USING btree (displayname);

CREATE INDEX idx_retentionpolicieschannels_policyid ON retentionpolicieschannels USING btree (policyid);

CREATE INDEX idx_retentionpoliciesteams_policyid ON retentionpoliciesteams USING btree (policyid);

CREATE INDEX idx_roles_scheme_id ON roles USING btree (schemeid);

CREATE INDEX idx_scheduledposts_userid_channel_id_scheduled_at ON scheduledposts USING btree (userid, channelid, scheduledat);

CREATE INDEX idx_schemes_channel_admin_role ON schemes USING btree (defaultchanneladminrole);

CREATE INDEX idx_schemes_channel_guest_role ON schemes USING btree (defaultchannelguestrole);

CREATE INDEX idx_schemes_channel_user_role ON schemes USING btree (defaultchanneluserrole);

CREATE INDEX idx_sessions_create_at ON sessions USING btree (createat);

CREATE INDEX idx_sessions_expires_at ON sessions USING btree (expiresat);

CREATE INDEX idx_sessions_last_activity_at ON sessions USING btree (lastactivityat);

CREATE INDEX idx_sessions_token ON sessions USING btree (token);

CREATE INDEX idx_sessions_user_id ON sessions USING btree (userid);

CREATE INDEX idx_sharedchannelusers_remote_id ON sharedchannelusers USING btree (remoteid);

CREATE INDEX idx_sidebarcategories_userid_teamid ON sidebarcategories USING btree (userid, teamid);

CREATE INDEX idx_sidebarchannels_categoryid ON sidebarchannels USING btree (categoryid);

CREATE INDEX idx_status_status_dndendtime ON status USING btree (status, dndendtime);

CREATE INDEX idx_teammembers_createat ON teammembers USING btree (createat);

CREATE INDEX idx_teammembers_delete_at ON teammembers USING btree (deleteat);

CREATE INDEX idx_teammembers_user_id ON teammembers USING btree (userid);

CREATE INDEX idx_teams_create_at ON teams USING btree (createat);

CREATE INDEX idx_teams_delete_at ON teams USING btree (deleteat);

CREATE INDEX idx_teams_invite_id ON teams USING btree (inviteid);

CREATE INDEX idx_teams_scheme_id ON teams USING btree (schemeid);

CREATE INDEX idx_teams_update_at ON teams USING btree (updateat);

CREATE INDEX idx_temporary_posts_expire_at ON temporaryposts USING btree (expireat);

CREATE INDEX idx_thread_memberships_last_update_at ON threadmemberships USING btree (lastupdated);

CREATE INDEX idx_thread_memberships_last_view_at ON threadmemberships USING btree (lastviewed);

CREATE INDEX idx_thread_memberships_user_id ON threadmemberships USING btree (userid);

CREATE INDEX idx_threads_channel_id_last_reply_at ON threads USING btree (channelid, lastreplyat);

CREATE INDEX idx_translations_channel_updateat ON translations USING btree (channelid, objecttype, updateat DESC, dstlang);

CREATE INDEX idx_translations_state ON translations USING btree (state) WHERE ((state)::text = 'processing'::text);

CREATE INDEX idx_uploadsessions_create_at ON uploadsessions USING btree (createat);

CREATE INDEX idx_uploadsessions_type ON uploadsessions USING btree (type);

CREATE INDEX idx_uploadsessions_user_id ON uploadsessions USING btree (userid);

CREATE INDEX idx_user_access_tokens_user_id ON useraccesstokens USING btree (userid);

CREATE INDEX idx_usergroups_delete_at ON usergroups USING btree (deleteat);

CREATE INDEX idx_usergroups_displayname ON usergroups USING btree (displayname);

CREATE INDEX idx_usergroups_remote_id ON usergroups USING btree (remoteid);

CREATE INDEX idx_users_all_no_full_name_txt ON users USING gin (to_tsvector('english'::regconfig, (((((username)::text || ' '::text) || (nickname)::text) || ' '::text) || (email)::text)));

CREATE INDEX idx_users_all_txt ON users USING gin (to_tsvector('english'::regconfig, (((((((((username)::text || ' '::text) || (firstname)::text) || ' '::text) || (lastname)::text) || ' '::text) || (nickname)::text) || ' '::text) || (email)::text)));

CREATE INDEX idx_users_create_at ON users USING btree (createat);

CREATE INDEX idx_users_delete_at ON users USING btree (deleteat);

CREATE INDEX idx_users_email_lower_textpattern ON users USING btree (lower((email)::text) text_pattern_ops);

CREATE INDEX idx_users_firstname_lower_textpattern ON users USING btree (lower((firstname)::text) text_pattern_ops);

CREATE INDEX idx_users_id_locale ON users USING btree (id, locale);

CREATE INDEX idx_users_lastname_lower_textpattern ON users USING btree (lower((lastname)::text) text_pattern_ops);

CREATE INDEX idx_users_names_no_full_name_txt ON users USING gin (to_tsvector('english'::regconfig, (((username)::text || ' '::text) || (nickname)::text)));

CREATE INDEX idx_users_names_txt ON users USING gin (to_tsvector('english'::regconfig, (((((((username)::text || ' '::text) || (firstname)::text) || ' '::text) || (lastname)::text) || ' '::text) || (nickname)::text)));

CREATE INDEX idx_users_nickname_lower_textpattern ON users USING btree (lower((nickname)::text) text_pattern_ops);

CREATE INDEX idx_users_update_at ON users USING btree (updateat);

CREATE INDEX idx_users_username_lower_textpattern ON users USING btree (lower((username)::text) text_pattern_ops);

ALTER TABLE retentionpolicieschannels
    ADD CONSTRAINT fk_retentionpolicieschannels_retentionpolicies FOREIGN KEY (policyid) REFERENCES retentionpolicies(id) ON DELETE CASCADE;

ALTER TABLE retentionpoliciesteams
    ADD CONSTRAINT fk_retentionpoliciesteams_retentionpolicies FOREIGN KEY (policyid) REFERENCES retentionpolicies(id) ON DELETE CASCADE;

ALTER TABLE recapchannels
    ADD CONSTRAINT recapchannels_recapid_fkey FOREIGN KEY (recapid) REFERENCES recaps(id) ON DELETE CASCADE;

RESET search_path;
`,
  dataSql: `
SET search_path TO mattermost;

INSERT INTO db_migrations (version, name) VALUES
(1, 'create_teams'),
(2, 'create_team_members'),
(3, 'create_cluster_discovery'),
(4, 'create_command_webhooks'),
(5, 'create_compliances'),
(6, 'create_emojis'),
(7, 'create_user_groups'),
(8, 'create_group_members'),
(9, 'create_group_teams'),
(10, 'create_group_channels'),
(11, 'create_link_metadata'),
(12, 'create_commands'),
(13, 'create_incoming_webhooks'),
(14, 'create_outgoing_webhooks'),
(15, 'create_systems'),
(16, 'create_reactions'),
(17, 'create_roles'),
(18, 'create_schemes'),
(19, 'create_licenses'),
(20, 'create_posts'),
(21, 'create_product_notice_view_state'),
(22, 'create_sessions'),
(23, 'create_terms_of_service'),
(24, 'create_audits'),
(25, 'create_oauth_access_data'),
(26, 'create_preferences'),
(27, 'create_status'),
(28, 'create_tokens'),
(29, 'create_bots'),
(30, 'create_user_access_tokens'),
(31, 'create_remote_clusters'),
(32, 'create_sharedchannels'),
(33, 'create_sidebar_channels'),
(34, 'create_oauthauthdata'),
(35, 'create_sharedchannelattachments'),
(36, 'create_sharedchannelusers'),
(37, 'create_sharedchannelremotes'),
(38, 'create_jobs'),
(39, 'create_channel_member_history'),
(40, 'create_sidebar_categories'),
(41, 'create_upload_sessions'),
(42, 'create_threads'),
(43, 'thread_memberships'),
(44, 'create_user_terms_of_service'),
(45, 'create_plugin_key_value_store'),
(46, 'create_users'),
(47, 'create_file_info'),
(48, 'create_oauth_apps'),
(49, 'create_channels'),
(50, 'create_channelmembers'),
(51, 'create_msg_root_count'),
(52, 'create_public_channels'),
(53, 'create_retention_policies'),
(54, 'create_crt_channelmembership_count'),
(55, 'create_crt_thread_count_and_unreads'),
(56, 'upgrade_channels_v6.0'),
(57, 'upgrade_command_webhooks_v6.0'),
(58, 'upgrade_channelmembers_v6.0'),
(59, 'upgrade_users_v6.0'),
(60, 'upgrade_jobs_v6.0'),
(61, 'upgrade_link_metadata_v6.0'),
(62, 'upgrade_sessions_v6.0'),
(63, 'upgrade_threads_v6.0'),
(64, 'upgrade_status_v6.0'),
(65, 'upgrade_groupchannels_v6.0'),
(66, 'upgrade_posts_v6.0'),
(67, 'upgrade_channelmembers_v6.1'),
(68, 'upgrade_teammembers_v6.1'),
(69, 'upgrade_jobs_v6.1'),
(70, 'upgrade_cte_v6.1'),
(71, 'upgrade_sessions_v6.1'),
(72, 'upgrade_schemes_v6.3'),
(73, 'upgrade_plugin_key_value_store_v6.3'),
(74, 'upgrade_users_v6.3'),
(75, 'alter_upload_sessions_index'),
(76, 'upgrade_lastrootpostat'),
(77, 'upgrade_users_v6.5'),
(78, 'create_oauth_mattermost_app_id'),
(79, 'usergroups_displayname_index'),
(80, 'posts_createat_id'),
(81, 'threads_deleteat'),
(82, 'upgrade_oauth_mattermost_app_id'),
(83, 'threads_threaddeleteat'),
(84, 'recent_searches'),
(85, 'fileinfo_add_archived_column'),
(86, 'add_cloud_limits_archived'),
(87, 'sidebar_categories_index'),
(88, 'remaining_migrations'),
(89, 'add-channelid-to-reaction'),
(90, 'create_enums'),
(91, 'create_post_reminder'),
(92, 'add_createat_to_teamembers'),
(93, 'notify_admin'),
(94, 'threads_teamid'),
(95, 'remove_posts_parentid'),
(96, 'threads_threadteamid'),
(97, 'create_posts_priority'),
(98, 'create_post_acknowledgements'),
(99, 'create_drafts'),
(100, 'add_draft_priority_column'),
(101, 'create_true_up_review_history'),
(102, 'posts_originalid_index'),
(103, 'add_sentat_to_notifyadmin'),
(104, 'upgrade_notifyadmin'),
(105, 'remove_tokens'),
(106, 'fileinfo_channelid'),
(107, 'threadmemberships_cleanup'),
(108, 'remove_orphaned_oauth_preferences'),
(109, 'create_persistent_notifications'),
(111, 'update_vacuuming'),
(112, 'rework_desktop_tokens'),
(113, 'create_retentionidsfordeletion_table'),
(114, 'sharedchannelremotes_drop_nextsyncat_description'),
(115, 'user_reporting_changes'),
(116, 'create_outgoing_oauth_connections'),
(117, 'msteams_shared_channels'),
(118, 'create_index_poststats'),
(119, 'msteams_shared_channels_opts'),
(120, 'create_channelbookmarks_table'),
(121, 'remove_true_up_review_history'),
(122, 'preferences_value_length'),
(123, 'remove_upload_file_permission'),
(124, 'remove_manage_team_permission'),
(125, 'remoteclusters_add_default_team_id'),
(126, 'sharedchannels_remotes_add_deleteat'),
(127, 'add_mfa_used_ts_to_users'),
(128, 'create_scheduled_posts'),
(129, 'add_property_system_architecture'),
(130, 'system_console_stats'),
(131, 'create_index_pagination_on_property_values'),
(132, 'create_index_pagination_on_property_fields'),
(133, 'add_channel_banner_fields'),
(134, 'create_access_control_policies'),
(135, 'sidebarchannels_categoryid'),
(136, 'create_attribute_view'),
(137, 'update_attribute_view'),
(138, 'add_default_category_name_to_channel'),
(139, 'remoteclusters_add_last_global_user_sync_at'),
(140, 'add_lastmemberssyncat_to_sharedchannelremotes'),
(141, 'add_remoteid_channelid_to_post_acknowledgements'),
(142, 'create_content_flagging_tables'),
(143, 'content_flagging_table_index'),
(144, 'add_dcr_fields_to_oauth_apps'),
(145, 'add_pkce_to_oauthauthdata'),
(146, 'add_audience_and_resource_to_oauth'),
(147, 'create_autotranslation_tables'),
(148, 'add_burn_on_read_messages'),
(149, 'create_recaps'),
(150, 'add_translation_state'),
(151, 'add_autotranslationdisabled_to_channelmembers'),
(152, 'translations_primary_key_change'),
(153, 'add_translation_channel_id'),
(154, 'drop_translation_updateat_index'),
(155, 'create_translation_channel_updateat_index'),
(156, 'add_schemeid_to_roles'),
(157, 'backfill_roles_schemeid'),
(158, 'add_roles_schemeid_index'),
(159, 'deduplicate_policy_names');

INSERT INTO users (id, createat, updateat, deleteat, username, password, authdata, authservice, email, emailverified, nickname, firstname, lastname, roles, allowmarketing, props, notifyprops, lastpasswordupdate, lastpictureupdate, failedattempts, locale, mfaactive, mfasecret) VALUES
('kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 52523184667), ((extract(epoch from now()) * 1000)::bigint - 8458028103), 0, 'user0', '$2a$10$hash0', NULL, '', 'user0@example.com', true, '', 'First0', 'Last0', 'system_admin system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 52523184667), 0, 0, 'en', false, ''),
('usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 7207518726), ((extract(epoch from now()) * 1000)::bigint - 4151361818), 0, 'user1', '$2a$10$hash1', NULL, '', 'user1@example.com', true, '', 'First1', 'Last1', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 7207518726), 0, 0, 'en', false, ''),
('uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 39017609644), ((extract(epoch from now()) * 1000)::bigint - 27334348674), 0, 'user2', '$2a$10$hash2', NULL, '', 'user2@example.com', true, '', 'First2', 'Last2', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 39017609644), 0, 0, 'en', false, ''),
('uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 46418329475), ((extract(epoch from now()) * 1000)::bigint - 28109135656), 0, 'user3', '$2a$10$hash3', NULL, '', 'user3@example.com', true, '', 'First3', 'Last3', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 46418329475), 0, 0, 'en', false, ''),
('w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 3089866099), ((extract(epoch from now()) * 1000)::bigint - 2455743498), 0, 'user4', '$2a$10$hash4', NULL, '', 'user4@example.com', true, '', 'First4', 'Last4', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 3089866099), 0, 0, 'en', false, ''),
('fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 24452025309), ((extract(epoch from now()) * 1000)::bigint - 11531579192), 0, 'user5', '$2a$10$hash5', NULL, '', 'user5@example.com', true, '', 'First5', 'Last5', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 24452025309), 0, 0, 'en', false, ''),
('2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 12663983237), ((extract(epoch from now()) * 1000)::bigint - 1140398455), 0, 'user6', '$2a$10$hash6', NULL, '', 'user6@example.com', true, '', 'First6', 'Last6', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 12663983237), 0, 0, 'en', false, ''),
('qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 32042961520), ((extract(epoch from now()) * 1000)::bigint - 13848262306), 0, 'user7', '$2a$10$hash7', NULL, '', 'user7@example.com', true, '', 'First7', 'Last7', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 32042961520), 0, 0, 'en', false, ''),
('ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 24273508407), ((extract(epoch from now()) * 1000)::bigint - 18763839203), 0, 'user8', '$2a$10$hash8', NULL, '', 'user8@example.com', true, '', 'First8', 'Last8', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 24273508407), 0, 0, 'en', false, ''),
('4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 59342340117), ((extract(epoch from now()) * 1000)::bigint - 54050366161), 0, 'user9', '$2a$10$hash9', NULL, '', 'user9@example.com', true, '', 'First9', 'Last9', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 59342340117), 0, 0, 'en', false, ''),
('1s3p0qatk4tattmt2cpq16xwhm', ((extract(epoch from now()) * 1000)::bigint - 3549345208), ((extract(epoch from now()) * 1000)::bigint - 1407469163), 0, 'user10', '$2a$10$hash10', NULL, '', 'user10@example.com', true, '', 'First10', 'Last10', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 3549345208), 0, 0, 'en', false, ''),
('up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 16021956579), ((extract(epoch from now()) * 1000)::bigint - 11890678903), 0, 'user11', '$2a$10$hash11', NULL, '', 'user11@example.com', true, '', 'First11', 'Last11', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 16021956579), 0, 0, 'en', false, ''),
('da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 40889473460), ((extract(epoch from now()) * 1000)::bigint - 27811053093), 0, 'user12', '$2a$10$hash12', NULL, '', 'user12@example.com', true, '', 'First12', 'Last12', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 40889473460), 0, 0, 'en', false, ''),
('atke08ulj5i0pksk18m5hamkv9', ((extract(epoch from now()) * 1000)::bigint - 44217872487), ((extract(epoch from now()) * 1000)::bigint - 14298610462), 0, 'user13', '$2a$10$hash13', NULL, '', 'user13@example.com', true, '', 'First13', 'Last13', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 44217872487), 0, 0, 'en', false, ''),
('u4wkrlfh9ebkj9z8h4mb91yb8x', ((extract(epoch from now()) * 1000)::bigint - 2932002078), ((extract(epoch from now()) * 1000)::bigint - 1074175528), 0, 'user14', '$2a$10$hash14', NULL, '', 'user14@example.com', true, '', 'First14', 'Last14', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 2932002078), 0, 0, 'en', false, ''),
('2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 46264304764), ((extract(epoch from now()) * 1000)::bigint - 44749985376), 0, 'user15', '$2a$10$hash15', NULL, '', 'user15@example.com', true, '', 'First15', 'Last15', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 46264304764), 0, 0, 'en', false, ''),
('5exqyv76aemwjrmpghx0i8d9gb', ((extract(epoch from now()) * 1000)::bigint - 26910631979), ((extract(epoch from now()) * 1000)::bigint - 10494504477), 0, 'user16', '$2a$10$hash16', NULL, '', 'user16@example.com', true, '', 'First16', 'Last16', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 26910631979), 0, 0, 'en', false, ''),
('zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 47705952899), ((extract(epoch from now()) * 1000)::bigint - 26708070243), 0, 'user17', '$2a$10$hash17', NULL, '', 'user17@example.com', true, '', 'First17', 'Last17', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 47705952899), 0, 0, 'en', false, ''),
('5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 24986533238), ((extract(epoch from now()) * 1000)::bigint - 19213048871), 0, 'user18', '$2a$10$hash18', NULL, '', 'user18@example.com', true, '', 'First18', 'Last18', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 24986533238), 0, 0, 'en', false, ''),
('6oo77fo8k796rsokbzwzl1xaa2', ((extract(epoch from now()) * 1000)::bigint - 56262766305), ((extract(epoch from now()) * 1000)::bigint - 51077921533), 0, 'user19', '$2a$10$hash19', NULL, '', 'user19@example.com', true, '', 'First19', 'Last19', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 56262766305), 0, 0, 'en', false, ''),
('ixexnl2uab5vqir9wi21kd5bqi', ((extract(epoch from now()) * 1000)::bigint - 48352816367), ((extract(epoch from now()) * 1000)::bigint - 26662454878), 0, 'user20', '$2a$10$hash20', NULL, '', 'user20@example.com', true, '', 'First20', 'Last20', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 48352816367), 0, 0, 'en', false, ''),
('we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 38345983783), ((extract(epoch from now()) * 1000)::bigint - 10620233735), 0, 'user21', '$2a$10$hash21', NULL, '', 'user21@example.com', true, '', 'First21', 'Last21', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 38345983783), 0, 0, 'en', false, ''),
('s63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 3187232735), ((extract(epoch from now()) * 1000)::bigint - 1373561970), 0, 'user22', '$2a$10$hash22', NULL, '', 'user22@example.com', true, '', 'First22', 'Last22', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 3187232735), 0, 0, 'en', false, ''),
('zxaafvgqj0y5rwmdxhxemzvyg0', ((extract(epoch from now()) * 1000)::bigint - 7164901681), ((extract(epoch from now()) * 1000)::bigint - 4811219356), 0, 'user23', '$2a$10$hash23', NULL, '', 'user23@example.com', true, '', 'First23', 'Last23', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 7164901681), 0, 0, 'en', false, ''),
('uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 41088442219), ((extract(epoch from now()) * 1000)::bigint - 20218763408), 0, 'user24', '$2a$10$hash24', NULL, '', 'user24@example.com', true, '', 'First24', 'Last24', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 41088442219), 0, 0, 'en', false, ''),
('la0dx5xmi8ozsqrqxyf0pdpoqg', ((extract(epoch from now()) * 1000)::bigint - 29064629408), ((extract(epoch from now()) * 1000)::bigint - 2578977590), 0, 'user25', '$2a$10$hash25', NULL, '', 'user25@example.com', true, '', 'First25', 'Last25', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 29064629408), 0, 0, 'en', false, ''),
('rhl4h9mpxepatutey7zeeka9ld', ((extract(epoch from now()) * 1000)::bigint - 28562624057), ((extract(epoch from now()) * 1000)::bigint - 14921921230), 0, 'user26', '$2a$10$hash26', NULL, '', 'user26@example.com', true, '', 'First26', 'Last26', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 28562624057), 0, 0, 'en', false, ''),
('hg3yfczo1bk2z3v2hpstdkd9sm', ((extract(epoch from now()) * 1000)::bigint - 41577057985), ((extract(epoch from now()) * 1000)::bigint - 14310092302), 0, 'user27', '$2a$10$hash27', NULL, '', 'user27@example.com', true, '', 'First27', 'Last27', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 41577057985), 0, 0, 'en', false, ''),
('pfc5bkzoma3j1j5sccziznltuf', ((extract(epoch from now()) * 1000)::bigint - 17343025828), ((extract(epoch from now()) * 1000)::bigint - 13587597914), 0, 'user28', '$2a$10$hash28', NULL, '', 'user28@example.com', true, '', 'First28', 'Last28', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 17343025828), 0, 0, 'en', false, ''),
('vt2cjrnbhvy0bnglnw88ndi7tq', ((extract(epoch from now()) * 1000)::bigint - 42349709037), ((extract(epoch from now()) * 1000)::bigint - 22072583730), ((extract(epoch from now()) * 1000)::bigint - 14116569679), 'user29', '$2a$10$hash29', NULL, '', 'user29@example.com', true, '', 'First29', 'Last29', 'system_user', false, '{}', '{"email":"true"}', ((extract(epoch from now()) * 1000)::bigint - 42349709037), 0, 0, 'en', false, '');

INSERT INTO teams (id, createat, updateat, deleteat, displayname, name, description, email, type, companyname, alloweddomains, inviteid, schemeid, allowopeninvite, lastteamiconupdate, groupconstrained, cloudlimitsarchived) VALUES
('5gq62bxpk50s5jkks6t13utehz', ((extract(epoch from now()) * 1000)::bigint - 51840000000), ((extract(epoch from now()) * 1000)::bigint - 4320000000), 0, 'Engineering', 'engineering', '', 'admin@example.com', 'O', '', '', 'flj4x4vtv4womae4td639v7dtz', NULL, true, 0, false, false),
('5kbvpa8x8wisqabja9vax1826l', ((extract(epoch from now()) * 1000)::bigint - 51840000000), ((extract(epoch from now()) * 1000)::bigint - 4320000000), 0, 'Sales', 'sales', '', 'admin@example.com', 'O', '', '', 'b6w4d6hpeqaj3p679xxqpwj8js', NULL, true, 0, false, false),
('n57v80orrm8rm3jvbmwzverfjo', ((extract(epoch from now()) * 1000)::bigint - 51840000000), ((extract(epoch from now()) * 1000)::bigint - 4320000000), 0, 'Support', 'support', '', 'admin@example.com', 'O', '', '', 'wtoe1r6suzhso6jvqn9ovuw7z1', NULL, true, 0, false, false);

INSERT INTO teammembers (teamid, userid, roles, deleteat, schemeuser, schemeadmin, schemeguest, createat) VALUES
('5gq62bxpk50s5jkks6t13utehz', 'kor487l6u742set0t75d1ru9ph', '', 0, true, true, false, ((extract(epoch from now()) * 1000)::bigint - 52523184667)),
('5kbvpa8x8wisqabja9vax1826l', 'usnexhup6ruaw7t9zylhcx9hej', '', 0, true, true, false, ((extract(epoch from now()) * 1000)::bigint - 7207518726)),
('n57v80orrm8rm3jvbmwzverfjo', 'uad0rwmmy34w83t5ea4yyxhpa8', '', 0, true, true, false, ((extract(epoch from now()) * 1000)::bigint - 39017609644)),
('5gq62bxpk50s5jkks6t13utehz', 'uk54cfs3r160q44ybzuukglusl', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 46418329475)),
('5kbvpa8x8wisqabja9vax1826l', 'w11vx6cao4frfhmmmeea17xaj0', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 3089866099)),
('n57v80orrm8rm3jvbmwzverfjo', 'fi3cbn9ohvxf5tbba5svu7ivgv', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 24452025309)),
('5gq62bxpk50s5jkks6t13utehz', '2rmf7miqgl07ii4833upabbfjv', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 12663983237)),
('5kbvpa8x8wisqabja9vax1826l', 'qpta52ysrocskzbwfhmyvpycpi', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 32042961520)),
('n57v80orrm8rm3jvbmwzverfjo', 'ye5mm1ssyt1py32zgx2krncgkl', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 24273508407)),
('5gq62bxpk50s5jkks6t13utehz', '4l1ipgi70j6fzg72yag25n6tl8', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 59342340117)),
('5kbvpa8x8wisqabja9vax1826l', '1s3p0qatk4tattmt2cpq16xwhm', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 3549345208)),
('n57v80orrm8rm3jvbmwzverfjo', 'up9rvqwbshl6nbsd07uug16wqw', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 16021956579)),
('5gq62bxpk50s5jkks6t13utehz', 'da894fq2tfu1vlyjtil3xwtssu', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 40889473460)),
('5kbvpa8x8wisqabja9vax1826l', 'atke08ulj5i0pksk18m5hamkv9', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 44217872487)),
('n57v80orrm8rm3jvbmwzverfjo', 'u4wkrlfh9ebkj9z8h4mb91yb8x', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 2932002078)),
('5gq62bxpk50s5jkks6t13utehz', '2fmjj5suwn7jninhu9picgno8z', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 46264304764)),
('5kbvpa8x8wisqabja9vax1826l', '5exqyv76aemwjrmpghx0i8d9gb', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 26910631979)),
('n57v80orrm8rm3jvbmwzverfjo', 'zvqxywo6h7vykgbt9qb7l412zr', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 47705952899)),
('5gq62bxpk50s5jkks6t13utehz', '5fmz71yjxdl8vvyuthttxxnltd', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 24986533238)),
('5kbvpa8x8wisqabja9vax1826l', '6oo77fo8k796rsokbzwzl1xaa2', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 56262766305)),
('n57v80orrm8rm3jvbmwzverfjo', 'ixexnl2uab5vqir9wi21kd5bqi', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 48352816367)),
('5gq62bxpk50s5jkks6t13utehz', 'we4fbnhkfg4gvlvc3j3dali7zk', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 38345983783)),
('5kbvpa8x8wisqabja9vax1826l', 's63k320x95ze3im1xs7ym9kx8v', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 3187232735)),
('n57v80orrm8rm3jvbmwzverfjo', 'zxaafvgqj0y5rwmdxhxemzvyg0', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 7164901681)),
('5gq62bxpk50s5jkks6t13utehz', 'uhtzkaxdsik1y7cj5ic0jwr1pv', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 41088442219)),
('5kbvpa8x8wisqabja9vax1826l', 'la0dx5xmi8ozsqrqxyf0pdpoqg', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 29064629408)),
('n57v80orrm8rm3jvbmwzverfjo', 'rhl4h9mpxepatutey7zeeka9ld', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 28562624057)),
('5gq62bxpk50s5jkks6t13utehz', 'hg3yfczo1bk2z3v2hpstdkd9sm', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 41577057985)),
('5kbvpa8x8wisqabja9vax1826l', 'pfc5bkzoma3j1j5sccziznltuf', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 17343025828)),
('n57v80orrm8rm3jvbmwzverfjo', 'vt2cjrnbhvy0bnglnw88ndi7tq', '', 0, true, false, false, ((extract(epoch from now()) * 1000)::bigint - 42349709037));

INSERT INTO channels (id, createat, updateat, deleteat, teamid, type, displayname, name, header, purpose, lastpostat, totalmsgcount, extraupdateat, creatorid, schemeid, groupconstrained, shared, totalmsgcountroot, lastrootpostat, bannerinfo, defaultcategoryname, autotranslation) VALUES
('0hoticql7dkqame5b8xebplwgk', ((extract(epoch from now()) * 1000)::bigint - 27664518636), ((extract(epoch from now()) * 1000)::bigint - 13832259318), 0, '5gq62bxpk50s5jkks6t13utehz', 'O', 'Channel 0', 'channel-0', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('erlb73i6hgxvfgymdstrejn37h', ((extract(epoch from now()) * 1000)::bigint - 37883179811), ((extract(epoch from now()) * 1000)::bigint - 18941589905), 0, '5kbvpa8x8wisqabja9vax1826l', 'O', 'Channel 1', 'channel-1', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('annn7oxmy17ss6csj5hq57bbpb', ((extract(epoch from now()) * 1000)::bigint - 39201299348), ((extract(epoch from now()) * 1000)::bigint - 19600649674), 0, 'n57v80orrm8rm3jvbmwzverfjo', 'O', 'Channel 2', 'channel-2', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('pxcpb5w2g4b9j15cawfdh28xs4', ((extract(epoch from now()) * 1000)::bigint - 28251451916), ((extract(epoch from now()) * 1000)::bigint - 14125725958), 0, '5gq62bxpk50s5jkks6t13utehz', 'O', 'Channel 3', 'channel-3', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('vu6vfkio3amaevzbef2u64ib7j', ((extract(epoch from now()) * 1000)::bigint - 13356304775), ((extract(epoch from now()) * 1000)::bigint - 6678152387), 0, '5kbvpa8x8wisqabja9vax1826l', 'O', 'Channel 4', 'channel-4', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('mmrh8oehqhsenp0k6lrr011uzf', ((extract(epoch from now()) * 1000)::bigint - 21214464974), ((extract(epoch from now()) * 1000)::bigint - 10607232487), 0, 'n57v80orrm8rm3jvbmwzverfjo', 'O', 'Channel 5', 'channel-5', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('3vy1z4mv6bro11r3dw5gviy3co', ((extract(epoch from now()) * 1000)::bigint - 41756316237), ((extract(epoch from now()) * 1000)::bigint - 20878158118), 0, '5gq62bxpk50s5jkks6t13utehz', 'O', 'Channel 6', 'channel-6', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('3tkdzbb2t674yk363q1va6ujuw', ((extract(epoch from now()) * 1000)::bigint - 49903359891), ((extract(epoch from now()) * 1000)::bigint - 24951679945), 0, '5kbvpa8x8wisqabja9vax1826l', 'O', 'Channel 7', 'channel-7', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('0avjnci00s1szmd4q4vvi52mwv', ((extract(epoch from now()) * 1000)::bigint - 22070570341), ((extract(epoch from now()) * 1000)::bigint - 11035285170), 0, 'n57v80orrm8rm3jvbmwzverfjo', 'O', 'Channel 8', 'channel-8', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('p5p2oh551s0sxqzynetkwib5yv', ((extract(epoch from now()) * 1000)::bigint - 36796170842), ((extract(epoch from now()) * 1000)::bigint - 18398085421), 0, '5gq62bxpk50s5jkks6t13utehz', 'O', 'Channel 9', 'channel-9', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('a4nihbx1mdjry4c7k2w21kkmfg', ((extract(epoch from now()) * 1000)::bigint - 42822532563), ((extract(epoch from now()) * 1000)::bigint - 21411266281), 0, '5kbvpa8x8wisqabja9vax1826l', 'P', 'Channel 10', 'channel-10', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('25w5nzj90v0341y55it6zzmxwf', ((extract(epoch from now()) * 1000)::bigint - 18057523364), ((extract(epoch from now()) * 1000)::bigint - 9028761682), 0, 'n57v80orrm8rm3jvbmwzverfjo', 'P', 'Channel 11', 'channel-11', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('ho3ujbvja2puancjuykfgvys28', ((extract(epoch from now()) * 1000)::bigint - 31350971431), ((extract(epoch from now()) * 1000)::bigint - 15675485715), 0, '5gq62bxpk50s5jkks6t13utehz', 'P', 'Channel 12', 'channel-12', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('nzjo7bt0r6v6gxhyye5cko9jgu', ((extract(epoch from now()) * 1000)::bigint - 22638675546), ((extract(epoch from now()) * 1000)::bigint - 11319337773), 0, '', 'D', 'Channel 13', 'channel-13', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false),
('38z1a7zwhdfuihhy4qx9jc756r', ((extract(epoch from now()) * 1000)::bigint - 29670719245), ((extract(epoch from now()) * 1000)::bigint - 14835359622), 0, '', 'D', 'Channel 14', 'channel-14', '', '', ((extract(epoch from now()) * 1000)::bigint - 8640000), 30, 0, 'kor487l6u742set0t75d1ru9ph', NULL, false, false, 20, ((extract(epoch from now()) * 1000)::bigint - 17280000), NULL, '', false);

INSERT INTO publicchannels (id, deleteat, teamid, displayname, name, header, purpose) VALUES
('0hoticql7dkqame5b8xebplwgk', 0, '5gq62bxpk50s5jkks6t13utehz', 'Channel 0', 'channel-0', '', ''),
('erlb73i6hgxvfgymdstrejn37h', 0, '5kbvpa8x8wisqabja9vax1826l', 'Channel 1', 'channel-1', '', ''),
('annn7oxmy17ss6csj5hq57bbpb', 0, 'n57v80orrm8rm3jvbmwzverfjo', 'Channel 2', 'channel-2', '', ''),
('pxcpb5w2g4b9j15cawfdh28xs4', 0, '5gq62bxpk50s5jkks6t13utehz', 'Channel 3', 'channel-3', '', ''),
('vu6vfkio3amaevzbef2u64ib7j', 0, '5kbvpa8x8wisqabja9vax1826l', 'Channel 4', 'channel-4', '', ''),
('mmrh8oehqhsenp0k6lrr011uzf', 0, 'n57v80orrm8rm3jvbmwzverfjo', 'Channel 5', 'channel-5', '', ''),
('3vy1z4mv6bro11r3dw5gviy3co', 0, '5gq62bxpk50s5jkks6t13utehz', 'Channel 6', 'channel-6', '', ''),
('3tkdzbb2t674yk363q1va6ujuw', 0, '5kbvpa8x8wisqabja9vax1826l', 'Channel 7', 'channel-7', '', ''),
('0avjnci00s1szmd4q4vvi52mwv', 0, 'n57v80orrm8rm3jvbmwzverfjo', 'Channel 8', 'channel-8', '', ''),
('p5p2oh551s0sxqzynetkwib5yv', 0, '5gq62bxpk50s5jkks6t13utehz', 'Channel 9', 'channel-9', '', '');

INSERT INTO channelmembers (channelid, userid, roles, lastviewedat, msgcount, mentioncount, notifyprops, lastupdateat, schemeuser, schemeadmin, schemeguest, mentioncountroot, msgcountroot, urgentmentioncount, autotranslation, autotranslationdisabled) VALUES
('ho3ujbvja2puancjuykfgvys28', 'pfc5bkzoma3j1j5sccziznltuf', '', ((extract(epoch from now()) * 1000)::bigint - 363980459), 184, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1710247893), true, false, false, 0, 95, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', 'qpta52ysrocskzbwfhmyvpycpi', '', ((extract(epoch from now()) * 1000)::bigint - 1360287982), 281, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1057721044), true, false, false, 0, 183, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'hg3yfczo1bk2z3v2hpstdkd9sm', '', ((extract(epoch from now()) * 1000)::bigint - 980047045), 272, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 819323564), true, false, false, 0, 84, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', '2fmjj5suwn7jninhu9picgno8z', '', ((extract(epoch from now()) * 1000)::bigint - 1235701910), 151, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 257275171), true, false, false, 0, 4, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', 'zvqxywo6h7vykgbt9qb7l412zr', '', ((extract(epoch from now()) * 1000)::bigint - 822963854), 239, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 663962216), true, false, false, 0, 119, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', '2fmjj5suwn7jninhu9picgno8z', '', ((extract(epoch from now()) * 1000)::bigint - 333247150), 11, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1347621720), true, false, false, 0, 200, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 's63k320x95ze3im1xs7ym9kx8v', '', ((extract(epoch from now()) * 1000)::bigint - 1683671321), 74, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1184709637), true, false, false, 0, 1, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'ye5mm1ssyt1py32zgx2krncgkl', '', ((extract(epoch from now()) * 1000)::bigint - 455885393), 124, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1008074512), true, false, false, 0, 111, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'up9rvqwbshl6nbsd07uug16wqw', '', ((extract(epoch from now()) * 1000)::bigint - 836382120), 284, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1093674891), true, false, false, 0, 2, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'la0dx5xmi8ozsqrqxyf0pdpoqg', '', ((extract(epoch from now()) * 1000)::bigint - 861142902), 270, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1118728121), true, false, false, 0, 166, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', 'uad0rwmmy34w83t5ea4yyxhpa8', '', ((extract(epoch from now()) * 1000)::bigint - 75475908), 184, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 794136732), true, false, false, 0, 49, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', '6oo77fo8k796rsokbzwzl1xaa2', '', ((extract(epoch from now()) * 1000)::bigint - 1571557942), 90, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 989851293), true, false, false, 0, 134, 0, false, false),
('annn7oxmy17ss6csj5hq57bbpb', 'rhl4h9mpxepatutey7zeeka9ld', '', ((extract(epoch from now()) * 1000)::bigint - 1192818283), 92, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1055302942), true, false, false, 0, 1, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', 'kor487l6u742set0t75d1ru9ph', '', ((extract(epoch from now()) * 1000)::bigint - 971457659), 141, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1004295535), true, false, false, 0, 86, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 'w11vx6cao4frfhmmmeea17xaj0', '', ((extract(epoch from now()) * 1000)::bigint - 250212446), 296, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 562443407), true, false, false, 0, 200, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', 'ixexnl2uab5vqir9wi21kd5bqi', '', ((extract(epoch from now()) * 1000)::bigint - 918617455), 180, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 297637498), true, false, false, 0, 87, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'la0dx5xmi8ozsqrqxyf0pdpoqg', '', ((extract(epoch from now()) * 1000)::bigint - 103155682), 175, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 563150669), true, false, false, 0, 189, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', '5fmz71yjxdl8vvyuthttxxnltd', '', ((extract(epoch from now()) * 1000)::bigint - 1090761532), 89, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1408807796), true, false, false, 0, 116, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'we4fbnhkfg4gvlvc3j3dali7zk', '', ((extract(epoch from now()) * 1000)::bigint - 234987874), 122, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1405031742), true, false, false, 0, 3, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', 'qpta52ysrocskzbwfhmyvpycpi', '', ((extract(epoch from now()) * 1000)::bigint - 1378685295), 180, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1107421837), true, false, false, 0, 81, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'uk54cfs3r160q44ybzuukglusl', '', ((extract(epoch from now()) * 1000)::bigint - 249453874), 137, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 212163919), true, false, false, 0, 36, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', 'hg3yfczo1bk2z3v2hpstdkd9sm', '', ((extract(epoch from now()) * 1000)::bigint - 1088884925), 181, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 600318459), true, false, false, 0, 111, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'qpta52ysrocskzbwfhmyvpycpi', '', ((extract(epoch from now()) * 1000)::bigint - 362155769), 38, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 717537218), true, false, false, 0, 137, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'ye5mm1ssyt1py32zgx2krncgkl', '', ((extract(epoch from now()) * 1000)::bigint - 1120634954), 292, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 235469190), true, false, false, 0, 159, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'atke08ulj5i0pksk18m5hamkv9', '', ((extract(epoch from now()) * 1000)::bigint - 648597441), 170, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1336833149), true, false, false, 0, 24, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'hg3yfczo1bk2z3v2hpstdkd9sm', '', ((extract(epoch from now()) * 1000)::bigint - 1338887183), 110, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 677347470), true, false, false, 0, 173, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', 'w11vx6cao4frfhmmmeea17xaj0', '', ((extract(epoch from now()) * 1000)::bigint - 767861384), 35, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 367690875), true, false, false, 0, 91, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', 'la0dx5xmi8ozsqrqxyf0pdpoqg', '', ((extract(epoch from now()) * 1000)::bigint - 1083493520), 176, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 121398907), true, false, false, 0, 68, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'atke08ulj5i0pksk18m5hamkv9', '', ((extract(epoch from now()) * 1000)::bigint - 1562234350), 126, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 435488124), true, false, false, 0, 51, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', 'uk54cfs3r160q44ybzuukglusl', '', ((extract(epoch from now()) * 1000)::bigint - 1366711403), 147, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 643609740), true, false, false, 0, 150, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', '4l1ipgi70j6fzg72yag25n6tl8', '', ((extract(epoch from now()) * 1000)::bigint - 13432438), 261, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 973315802), true, false, false, 0, 164, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 's63k320x95ze3im1xs7ym9kx8v', '', ((extract(epoch from now()) * 1000)::bigint - 116834315), 240, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1721156584), true, false, false, 0, 191, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', 'ye5mm1ssyt1py32zgx2krncgkl', '', ((extract(epoch from now()) * 1000)::bigint - 1006328147), 111, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1574880708), true, false, false, 0, 183, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', '1s3p0qatk4tattmt2cpq16xwhm', '', ((extract(epoch from now()) * 1000)::bigint - 666941023), 150, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 411596816), true, false, false, 0, 102, 0, false, false),
('3vy1z4mv6bro11r3dw5gviy3co', 'atke08ulj5i0pksk18m5hamkv9', '', ((extract(epoch from now()) * 1000)::bigint - 1346499107), 144, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 899301242), true, false, false, 0, 196, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'atke08ulj5i0pksk18m5hamkv9', '', ((extract(epoch from now()) * 1000)::bigint - 869008947), 52, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1205662259), true, false, false, 0, 95, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'zvqxywo6h7vykgbt9qb7l412zr', '', ((extract(epoch from now()) * 1000)::bigint - 879858811), 87, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1098553338), true, false, false, 0, 114, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'ixexnl2uab5vqir9wi21kd5bqi', '', ((extract(epoch from now()) * 1000)::bigint - 1472315057), 85, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 755032465), true, false, false, 0, 98, 0, false, false),
('annn7oxmy17ss6csj5hq57bbpb', 'uhtzkaxdsik1y7cj5ic0jwr1pv', '', ((extract(epoch from now()) * 1000)::bigint - 756928971), 194, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1023647456), true, false, false, 0, 35, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', '2rmf7miqgl07ii4833upabbfjv', '', ((extract(epoch from now()) * 1000)::bigint - 1284250216), 189, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1131892906), true, false, false, 0, 93, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', '5fmz71yjxdl8vvyuthttxxnltd', '', ((extract(epoch from now()) * 1000)::bigint - 329604659), 260, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 495610188), true, false, false, 0, 117, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'pfc5bkzoma3j1j5sccziznltuf', '', ((extract(epoch from now()) * 1000)::bigint - 1360176736), 78, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 572146034), true, false, false, 0, 127, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', '1s3p0qatk4tattmt2cpq16xwhm', '', ((extract(epoch from now()) * 1000)::bigint - 703648437), 106, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 200112236), true, false, false, 0, 183, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'uhtzkaxdsik1y7cj5ic0jwr1pv', '', ((extract(epoch from now()) * 1000)::bigint - 1088518987), 256, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 926545739), true, false, false, 0, 68, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', 'da894fq2tfu1vlyjtil3xwtssu', '', ((extract(epoch from now()) * 1000)::bigint - 1695088296), 43, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 236049200), true, false, false, 0, 128, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'da894fq2tfu1vlyjtil3xwtssu', '', ((extract(epoch from now()) * 1000)::bigint - 1685502195), 38, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 655110877), true, false, false, 0, 141, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', 'pfc5bkzoma3j1j5sccziznltuf', '', ((extract(epoch from now()) * 1000)::bigint - 1668885824), 295, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 326839033), true, false, false, 0, 156, 0, false, false),
('3vy1z4mv6bro11r3dw5gviy3co', 'kor487l6u742set0t75d1ru9ph', '', ((extract(epoch from now()) * 1000)::bigint - 1253453512), 219, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1252730481), true, false, false, 0, 119, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'uhtzkaxdsik1y7cj5ic0jwr1pv', '', ((extract(epoch from now()) * 1000)::bigint - 411150074), 145, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 171703056), true, false, false, 0, 98, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', 'ixexnl2uab5vqir9wi21kd5bqi', '', ((extract(epoch from now()) * 1000)::bigint - 922474412), 37, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 853964559), true, false, false, 0, 5, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', '1s3p0qatk4tattmt2cpq16xwhm', '', ((extract(epoch from now()) * 1000)::bigint - 668923597), 114, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 919925690), true, false, false, 0, 50, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 'rhl4h9mpxepatutey7zeeka9ld', '', ((extract(epoch from now()) * 1000)::bigint - 1708485874), 239, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 760290904), true, false, false, 0, 60, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'ixexnl2uab5vqir9wi21kd5bqi', '', ((extract(epoch from now()) * 1000)::bigint - 1439507784), 6, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1657274704), true, false, false, 0, 169, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', '2rmf7miqgl07ii4833upabbfjv', '', ((extract(epoch from now()) * 1000)::bigint - 1208486574), 165, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 346029228), true, false, false, 0, 145, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'uad0rwmmy34w83t5ea4yyxhpa8', '', ((extract(epoch from now()) * 1000)::bigint - 1255953179), 110, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 388005008), true, false, false, 0, 116, 0, false, false),
('3vy1z4mv6bro11r3dw5gviy3co', '2rmf7miqgl07ii4833upabbfjv', '', ((extract(epoch from now()) * 1000)::bigint - 113477204), 98, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 590663420), true, false, false, 0, 131, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'vt2cjrnbhvy0bnglnw88ndi7tq', '', ((extract(epoch from now()) * 1000)::bigint - 1404355013), 50, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 376968822), true, false, false, 0, 54, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'up9rvqwbshl6nbsd07uug16wqw', '', ((extract(epoch from now()) * 1000)::bigint - 573483556), 247, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1075471666), true, false, false, 0, 2, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', 'uk54cfs3r160q44ybzuukglusl', '', ((extract(epoch from now()) * 1000)::bigint - 1033474703), 246, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 820539192), true, false, false, 0, 59, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', 'uad0rwmmy34w83t5ea4yyxhpa8', '', ((extract(epoch from now()) * 1000)::bigint - 1419260928), 132, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1149114743), true, false, false, 0, 192, 0, false, false),
('annn7oxmy17ss6csj5hq57bbpb', 'usnexhup6ruaw7t9zylhcx9hej', '', ((extract(epoch from now()) * 1000)::bigint - 162769796), 163, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 258722879), true, false, false, 0, 191, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'uk54cfs3r160q44ybzuukglusl', '', ((extract(epoch from now()) * 1000)::bigint - 36777780), 81, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 264949470), true, false, false, 0, 175, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'usnexhup6ruaw7t9zylhcx9hej', '', ((extract(epoch from now()) * 1000)::bigint - 276594475), 162, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1442309045), true, false, false, 0, 107, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', 'rhl4h9mpxepatutey7zeeka9ld', '', ((extract(epoch from now()) * 1000)::bigint - 1465388950), 19, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 147587901), true, false, false, 0, 65, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', '5exqyv76aemwjrmpghx0i8d9gb', '', ((extract(epoch from now()) * 1000)::bigint - 448428867), 297, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1552772014), true, false, false, 0, 115, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', 'u4wkrlfh9ebkj9z8h4mb91yb8x', '', ((extract(epoch from now()) * 1000)::bigint - 1198001714), 247, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1426105176), true, false, false, 0, 76, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'vt2cjrnbhvy0bnglnw88ndi7tq', '', ((extract(epoch from now()) * 1000)::bigint - 304030699), 232, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1662942011), true, false, false, 0, 195, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'u4wkrlfh9ebkj9z8h4mb91yb8x', '', ((extract(epoch from now()) * 1000)::bigint - 1545534706), 58, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1053845557), true, false, false, 0, 132, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'fi3cbn9ohvxf5tbba5svu7ivgv', '', ((extract(epoch from now()) * 1000)::bigint - 1285851755), 38, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 766433052), true, false, false, 0, 182, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', 'kor487l6u742set0t75d1ru9ph', '', ((extract(epoch from now()) * 1000)::bigint - 1219099517), 14, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 899092038), true, false, false, 0, 64, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 'fi3cbn9ohvxf5tbba5svu7ivgv', '', ((extract(epoch from now()) * 1000)::bigint - 1140642520), 135, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 986596524), true, false, false, 0, 108, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'usnexhup6ruaw7t9zylhcx9hej', '', ((extract(epoch from now()) * 1000)::bigint - 781608966), 25, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1101786471), true, false, false, 0, 13, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', '2rmf7miqgl07ii4833upabbfjv', '', ((extract(epoch from now()) * 1000)::bigint - 1317472987), 189, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1413303447), true, false, false, 0, 135, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'zxaafvgqj0y5rwmdxhxemzvyg0', '', ((extract(epoch from now()) * 1000)::bigint - 682258258), 89, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1139130826), true, false, false, 0, 31, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 'uhtzkaxdsik1y7cj5ic0jwr1pv', '', ((extract(epoch from now()) * 1000)::bigint - 1584805888), 221, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 713876324), true, false, false, 0, 85, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', '4l1ipgi70j6fzg72yag25n6tl8', '', ((extract(epoch from now()) * 1000)::bigint - 463086869), 51, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 992567466), true, false, false, 0, 25, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'uk54cfs3r160q44ybzuukglusl', '', ((extract(epoch from now()) * 1000)::bigint - 1059974885), 216, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1208504596), true, false, false, 0, 153, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'uhtzkaxdsik1y7cj5ic0jwr1pv', '', ((extract(epoch from now()) * 1000)::bigint - 514350678), 270, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 803705200), true, false, false, 0, 14, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', '2rmf7miqgl07ii4833upabbfjv', '', ((extract(epoch from now()) * 1000)::bigint - 138216626), 77, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 932034010), true, false, false, 0, 91, 0, false, false),
('3vy1z4mv6bro11r3dw5gviy3co', 'usnexhup6ruaw7t9zylhcx9hej', '', ((extract(epoch from now()) * 1000)::bigint - 1136349667), 151, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 117415730), true, false, false, 0, 16, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'usnexhup6ruaw7t9zylhcx9hej', '', ((extract(epoch from now()) * 1000)::bigint - 377783624), 27, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 596111798), true, false, false, 0, 172, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'da894fq2tfu1vlyjtil3xwtssu', '', ((extract(epoch from now()) * 1000)::bigint - 611872569), 205, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 721156908), true, false, false, 0, 113, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', 'atke08ulj5i0pksk18m5hamkv9', '', ((extract(epoch from now()) * 1000)::bigint - 1365163253), 228, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 384452416), true, false, false, 0, 81, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'kor487l6u742set0t75d1ru9ph', '', ((extract(epoch from now()) * 1000)::bigint - 1128933530), 56, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 161206521), true, false, false, 0, 188, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'zxaafvgqj0y5rwmdxhxemzvyg0', '', ((extract(epoch from now()) * 1000)::bigint - 769993113), 270, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 315489853), true, false, false, 0, 177, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 'u4wkrlfh9ebkj9z8h4mb91yb8x', '', ((extract(epoch from now()) * 1000)::bigint - 509790464), 60, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1076647357), true, false, false, 0, 74, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', '6oo77fo8k796rsokbzwzl1xaa2', '', ((extract(epoch from now()) * 1000)::bigint - 1207321172), 117, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 705796907), true, false, false, 0, 120, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'fi3cbn9ohvxf5tbba5svu7ivgv', '', ((extract(epoch from now()) * 1000)::bigint - 1245575318), 58, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 849478115), true, false, false, 0, 85, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', '1s3p0qatk4tattmt2cpq16xwhm', '', ((extract(epoch from now()) * 1000)::bigint - 1109159540), 181, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 498560336), true, false, false, 0, 200, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', 'la0dx5xmi8ozsqrqxyf0pdpoqg', '', ((extract(epoch from now()) * 1000)::bigint - 1615990071), 171, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 710961791), true, false, false, 0, 87, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'rhl4h9mpxepatutey7zeeka9ld', '', ((extract(epoch from now()) * 1000)::bigint - 417742069), 254, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 546539225), true, false, false, 0, 59, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', '5fmz71yjxdl8vvyuthttxxnltd', '', ((extract(epoch from now()) * 1000)::bigint - 1330584377), 295, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1505590979), true, false, false, 0, 125, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'we4fbnhkfg4gvlvc3j3dali7zk', '', ((extract(epoch from now()) * 1000)::bigint - 1387194624), 180, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 742367080), true, false, false, 0, 160, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', 's63k320x95ze3im1xs7ym9kx8v', '', ((extract(epoch from now()) * 1000)::bigint - 1685169597), 39, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 612432169), true, false, false, 0, 83, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', '2fmjj5suwn7jninhu9picgno8z', '', ((extract(epoch from now()) * 1000)::bigint - 235491908), 254, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 470056494), true, false, false, 0, 88, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', '4l1ipgi70j6fzg72yag25n6tl8', '', ((extract(epoch from now()) * 1000)::bigint - 137386397), 26, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 93117390), true, false, false, 0, 117, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', 'uad0rwmmy34w83t5ea4yyxhpa8', '', ((extract(epoch from now()) * 1000)::bigint - 1470217171), 176, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1368798717), true, false, false, 0, 8, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 'vt2cjrnbhvy0bnglnw88ndi7tq', '', ((extract(epoch from now()) * 1000)::bigint - 843067540), 161, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1522233669), true, false, false, 0, 5, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', '5exqyv76aemwjrmpghx0i8d9gb', '', ((extract(epoch from now()) * 1000)::bigint - 1020537731), 217, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1583267803), true, false, false, 0, 192, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', 'ye5mm1ssyt1py32zgx2krncgkl', '', ((extract(epoch from now()) * 1000)::bigint - 338749237), 151, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 892691675), true, false, false, 0, 64, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'da894fq2tfu1vlyjtil3xwtssu', '', ((extract(epoch from now()) * 1000)::bigint - 161603590), 128, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 362045562), true, false, false, 0, 125, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', 'up9rvqwbshl6nbsd07uug16wqw', '', ((extract(epoch from now()) * 1000)::bigint - 1687141392), 252, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1512434129), true, false, false, 0, 80, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', 'u4wkrlfh9ebkj9z8h4mb91yb8x', '', ((extract(epoch from now()) * 1000)::bigint - 1484908485), 181, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 25182882), true, false, false, 0, 180, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', '5exqyv76aemwjrmpghx0i8d9gb', '', ((extract(epoch from now()) * 1000)::bigint - 717516776), 153, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 733204002), true, false, false, 0, 32, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', '4l1ipgi70j6fzg72yag25n6tl8', '', ((extract(epoch from now()) * 1000)::bigint - 147160822), 13, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 796933465), true, false, false, 0, 23, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', '1s3p0qatk4tattmt2cpq16xwhm', '', ((extract(epoch from now()) * 1000)::bigint - 1160247913), 31, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1676419005), true, false, false, 0, 167, 0, false, false),
('3vy1z4mv6bro11r3dw5gviy3co', '5exqyv76aemwjrmpghx0i8d9gb', '', ((extract(epoch from now()) * 1000)::bigint - 786527111), 259, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1371757683), true, false, false, 0, 58, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', 'zxaafvgqj0y5rwmdxhxemzvyg0', '', ((extract(epoch from now()) * 1000)::bigint - 30910029), 16, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1129728975), true, false, false, 0, 36, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'we4fbnhkfg4gvlvc3j3dali7zk', '', ((extract(epoch from now()) * 1000)::bigint - 706392725), 121, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1637782946), true, false, false, 0, 90, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'pfc5bkzoma3j1j5sccziznltuf', '', ((extract(epoch from now()) * 1000)::bigint - 1265987188), 241, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 352579776), true, false, false, 0, 185, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 's63k320x95ze3im1xs7ym9kx8v', '', ((extract(epoch from now()) * 1000)::bigint - 570648560), 232, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1622790007), true, false, false, 0, 177, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', 'zvqxywo6h7vykgbt9qb7l412zr', '', ((extract(epoch from now()) * 1000)::bigint - 1057198181), 142, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1205117971), true, false, false, 0, 25, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'zxaafvgqj0y5rwmdxhxemzvyg0', '', ((extract(epoch from now()) * 1000)::bigint - 1420815242), 113, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1413341556), true, false, false, 0, 51, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', 'qpta52ysrocskzbwfhmyvpycpi', '', ((extract(epoch from now()) * 1000)::bigint - 1571278213), 260, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1051508026), true, false, false, 0, 64, 0, false, false),
('0avjnci00s1szmd4q4vvi52mwv', 'vt2cjrnbhvy0bnglnw88ndi7tq', '', ((extract(epoch from now()) * 1000)::bigint - 1471878635), 150, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 320479606), true, false, false, 0, 156, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', '5fmz71yjxdl8vvyuthttxxnltd', '', ((extract(epoch from now()) * 1000)::bigint - 623192982), 103, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1161249322), true, false, false, 0, 58, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'kor487l6u742set0t75d1ru9ph', '', ((extract(epoch from now()) * 1000)::bigint - 431259076), 201, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 446430491), true, false, false, 0, 137, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'uad0rwmmy34w83t5ea4yyxhpa8', '', ((extract(epoch from now()) * 1000)::bigint - 1266518544), 146, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 615904103), true, false, false, 0, 30, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'fi3cbn9ohvxf5tbba5svu7ivgv', '', ((extract(epoch from now()) * 1000)::bigint - 1492749511), 32, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 405368095), true, false, false, 0, 120, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', '2fmjj5suwn7jninhu9picgno8z', '', ((extract(epoch from now()) * 1000)::bigint - 529834751), 4, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 181077065), true, false, false, 0, 143, 0, false, false),
('mmrh8oehqhsenp0k6lrr011uzf', 'ye5mm1ssyt1py32zgx2krncgkl', '', ((extract(epoch from now()) * 1000)::bigint - 754402594), 233, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1396510071), true, false, false, 0, 0, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', '2fmjj5suwn7jninhu9picgno8z', '', ((extract(epoch from now()) * 1000)::bigint - 1197761150), 300, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1018208565), true, false, false, 0, 84, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', 's63k320x95ze3im1xs7ym9kx8v', '', ((extract(epoch from now()) * 1000)::bigint - 386522900), 105, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1437094094), true, false, false, 0, 113, 0, false, false),
('annn7oxmy17ss6csj5hq57bbpb', 'w11vx6cao4frfhmmmeea17xaj0', '', ((extract(epoch from now()) * 1000)::bigint - 1477387385), 203, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 466208331), true, false, false, 0, 93, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', 'w11vx6cao4frfhmmmeea17xaj0', '', ((extract(epoch from now()) * 1000)::bigint - 29031455), 299, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 596278095), true, false, false, 0, 41, 0, false, false),
('a4nihbx1mdjry4c7k2w21kkmfg', 'zvqxywo6h7vykgbt9qb7l412zr', '', ((extract(epoch from now()) * 1000)::bigint - 1451909878), 192, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1252312896), true, false, false, 0, 118, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', 'rhl4h9mpxepatutey7zeeka9ld', '', ((extract(epoch from now()) * 1000)::bigint - 848931231), 211, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1240955800), true, false, false, 0, 45, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', 'fi3cbn9ohvxf5tbba5svu7ivgv', '', ((extract(epoch from now()) * 1000)::bigint - 690436277), 134, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 761657438), true, false, false, 0, 174, 0, false, false),
('3vy1z4mv6bro11r3dw5gviy3co', 'pfc5bkzoma3j1j5sccziznltuf', '', ((extract(epoch from now()) * 1000)::bigint - 923138703), 271, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1662853740), true, false, false, 0, 116, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'vt2cjrnbhvy0bnglnw88ndi7tq', '', ((extract(epoch from now()) * 1000)::bigint - 815195267), 4, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 401471689), true, false, false, 0, 106, 0, false, false),
('annn7oxmy17ss6csj5hq57bbpb', 'hg3yfczo1bk2z3v2hpstdkd9sm', '', ((extract(epoch from now()) * 1000)::bigint - 854418145), 67, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 41247350), true, false, false, 0, 95, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'hg3yfczo1bk2z3v2hpstdkd9sm', '', ((extract(epoch from now()) * 1000)::bigint - 538297256), 260, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1038279898), true, false, false, 0, 28, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', '4l1ipgi70j6fzg72yag25n6tl8', '', ((extract(epoch from now()) * 1000)::bigint - 787385214), 26, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 520162409), true, false, false, 0, 62, 0, false, false),
('p5p2oh551s0sxqzynetkwib5yv', 'qpta52ysrocskzbwfhmyvpycpi', '', ((extract(epoch from now()) * 1000)::bigint - 489848486), 251, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 481724038), true, false, false, 0, 118, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'zvqxywo6h7vykgbt9qb7l412zr', '', ((extract(epoch from now()) * 1000)::bigint - 520286845), 181, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1468362660), true, false, false, 0, 145, 0, false, false),
('3vy1z4mv6bro11r3dw5gviy3co', '6oo77fo8k796rsokbzwzl1xaa2', '', ((extract(epoch from now()) * 1000)::bigint - 493194950), 137, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 429469191), true, false, false, 0, 84, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', '6oo77fo8k796rsokbzwzl1xaa2', '', ((extract(epoch from now()) * 1000)::bigint - 1404546425), 93, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 240263080), true, false, false, 0, 23, 0, false, false),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'u4wkrlfh9ebkj9z8h4mb91yb8x', '', ((extract(epoch from now()) * 1000)::bigint - 434494836), 135, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1478891785), true, false, false, 0, 36, 0, false, false),
('25w5nzj90v0341y55it6zzmxwf', 'la0dx5xmi8ozsqrqxyf0pdpoqg', '', ((extract(epoch from now()) * 1000)::bigint - 1174820022), 239, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 212012136), true, false, false, 0, 91, 0, false, false),
('3tkdzbb2t674yk363q1va6ujuw', 'we4fbnhkfg4gvlvc3j3dali7zk', '', ((extract(epoch from now()) * 1000)::bigint - 1461942342), 75, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 308760154), true, false, false, 0, 143, 0, false, false),
('pxcpb5w2g4b9j15cawfdh28xs4', '5exqyv76aemwjrmpghx0i8d9gb', '', ((extract(epoch from now()) * 1000)::bigint - 698883249), 152, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 983269581), true, false, false, 0, 68, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', 'zxaafvgqj0y5rwmdxhxemzvyg0', '', ((extract(epoch from now()) * 1000)::bigint - 815646043), 171, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 61887422), true, false, false, 0, 4, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', '5fmz71yjxdl8vvyuthttxxnltd', '', ((extract(epoch from now()) * 1000)::bigint - 750300933), 266, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 697934418), true, false, false, 0, 158, 0, false, false),
('ho3ujbvja2puancjuykfgvys28', 'we4fbnhkfg4gvlvc3j3dali7zk', '', ((extract(epoch from now()) * 1000)::bigint - 979849237), 33, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1619625862), true, false, false, 0, 39, 0, false, false),
('annn7oxmy17ss6csj5hq57bbpb', 'up9rvqwbshl6nbsd07uug16wqw', '', ((extract(epoch from now()) * 1000)::bigint - 62192347), 178, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 148347275), true, false, false, 0, 117, 0, false, false),
('vu6vfkio3amaevzbef2u64ib7j', 'up9rvqwbshl6nbsd07uug16wqw', '', ((extract(epoch from now()) * 1000)::bigint - 766341915), 41, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 771369474), true, false, false, 0, 55, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', 'da894fq2tfu1vlyjtil3xwtssu', '', ((extract(epoch from now()) * 1000)::bigint - 1110857261), 150, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 788162500), true, false, false, 0, 119, 0, false, false),
('erlb73i6hgxvfgymdstrejn37h', 'w11vx6cao4frfhmmmeea17xaj0', '', ((extract(epoch from now()) * 1000)::bigint - 196987508), 206, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 999950045), true, false, false, 0, 139, 0, false, false),
('0hoticql7dkqame5b8xebplwgk', '6oo77fo8k796rsokbzwzl1xaa2', '', ((extract(epoch from now()) * 1000)::bigint - 1169945750), 250, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 788752749), true, false, false, 0, 105, 0, false, false),
('38z1a7zwhdfuihhy4qx9jc756r', 'ixexnl2uab5vqir9wi21kd5bqi', '', ((extract(epoch from now()) * 1000)::bigint - 1116895739), 260, 0, '{"desktop":"default"}', ((extract(epoch from now()) * 1000)::bigint - 1050673989), true, false, false, 0, 186, 0, false, false);

INSERT INTO channelmemberhistory (channelid, userid, jointime, leavetime) VALUES
('ho3ujbvja2puancjuykfgvys28', 'pfc5bkzoma3j1j5sccziznltuf', ((extract(epoch from now()) * 1000)::bigint - 27338239125), NULL),
('vu6vfkio3amaevzbef2u64ib7j', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 25585512626), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'hg3yfczo1bk2z3v2hpstdkd9sm', ((extract(epoch from now()) * 1000)::bigint - 43182758317), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 24027747454), NULL),
('3tkdzbb2t674yk363q1va6ujuw', 'zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 5263534705), NULL),
('0avjnci00s1szmd4q4vvi52mwv', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 28235343636), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 's63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 26846434491), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 19671632046), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 28738166437), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'la0dx5xmi8ozsqrqxyf0pdpoqg', ((extract(epoch from now()) * 1000)::bigint - 35221903873), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 21293477436), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', '6oo77fo8k796rsokbzwzl1xaa2', ((extract(epoch from now()) * 1000)::bigint - 13481003413), NULL),
('annn7oxmy17ss6csj5hq57bbpb', 'rhl4h9mpxepatutey7zeeka9ld', ((extract(epoch from now()) * 1000)::bigint - 4587458854), NULL),
('p5p2oh551s0sxqzynetkwib5yv', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 18635451422), NULL),
('ho3ujbvja2puancjuykfgvys28', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 28101570962), NULL),
('p5p2oh551s0sxqzynetkwib5yv', 'ixexnl2uab5vqir9wi21kd5bqi', ((extract(epoch from now()) * 1000)::bigint - 3684731246), NULL),
('0hoticql7dkqame5b8xebplwgk', 'la0dx5xmi8ozsqrqxyf0pdpoqg', ((extract(epoch from now()) * 1000)::bigint - 40425147421), NULL),
('0hoticql7dkqame5b8xebplwgk', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 26486698982), NULL),
('0hoticql7dkqame5b8xebplwgk', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 13901892634), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 22976135407), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 31249604630), NULL),
('3tkdzbb2t674yk363q1va6ujuw', 'hg3yfczo1bk2z3v2hpstdkd9sm', ((extract(epoch from now()) * 1000)::bigint - 24291906161), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 17228006283), NULL),
('0hoticql7dkqame5b8xebplwgk', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 37030137402), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'atke08ulj5i0pksk18m5hamkv9', ((extract(epoch from now()) * 1000)::bigint - 32668504889), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'hg3yfczo1bk2z3v2hpstdkd9sm', ((extract(epoch from now()) * 1000)::bigint - 42920790942), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 18584054849), NULL),
('3tkdzbb2t674yk363q1va6ujuw', 'la0dx5xmi8ozsqrqxyf0pdpoqg', ((extract(epoch from now()) * 1000)::bigint - 26282339903), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'atke08ulj5i0pksk18m5hamkv9', ((extract(epoch from now()) * 1000)::bigint - 6711514480), NULL),
('p5p2oh551s0sxqzynetkwib5yv', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 16125205802), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', '4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 35625522548), NULL),
('ho3ujbvja2puancjuykfgvys28', 's63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 40038020304), NULL),
('3tkdzbb2t674yk363q1va6ujuw', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 37612456950), NULL),
('vu6vfkio3amaevzbef2u64ib7j', '1s3p0qatk4tattmt2cpq16xwhm', ((extract(epoch from now()) * 1000)::bigint - 10387172842), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', 'atke08ulj5i0pksk18m5hamkv9', ((extract(epoch from now()) * 1000)::bigint - 14944970145), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'atke08ulj5i0pksk18m5hamkv9', ((extract(epoch from now()) * 1000)::bigint - 29753182362), NULL),
('0hoticql7dkqame5b8xebplwgk', 'zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 39632362967), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'ixexnl2uab5vqir9wi21kd5bqi', ((extract(epoch from now()) * 1000)::bigint - 12514341741), NULL),
('annn7oxmy17ss6csj5hq57bbpb', 'uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 9164463111), NULL),
('25w5nzj90v0341y55it6zzmxwf', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 14814765663), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 16298163163), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'pfc5bkzoma3j1j5sccziznltuf', ((extract(epoch from now()) * 1000)::bigint - 10856448626), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', '1s3p0qatk4tattmt2cpq16xwhm', ((extract(epoch from now()) * 1000)::bigint - 6526387864), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 12749563870), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', 'da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 38648388790), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 34328955156), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', 'pfc5bkzoma3j1j5sccziznltuf', ((extract(epoch from now()) * 1000)::bigint - 35423452174), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 25777107876), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 24420074850), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', 'ixexnl2uab5vqir9wi21kd5bqi', ((extract(epoch from now()) * 1000)::bigint - 19561776967), NULL),
('p5p2oh551s0sxqzynetkwib5yv', '1s3p0qatk4tattmt2cpq16xwhm', ((extract(epoch from now()) * 1000)::bigint - 15834036546), NULL),
('ho3ujbvja2puancjuykfgvys28', 'rhl4h9mpxepatutey7zeeka9ld', ((extract(epoch from now()) * 1000)::bigint - 10277904801), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'ixexnl2uab5vqir9wi21kd5bqi', ((extract(epoch from now()) * 1000)::bigint - 3497482361), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 24218795547), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 18510588124), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 17822098297), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'vt2cjrnbhvy0bnglnw88ndi7tq', ((extract(epoch from now()) * 1000)::bigint - 40605882364), NULL),
('0hoticql7dkqame5b8xebplwgk', 'up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 3745175846), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 7347631066), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 34130017784), NULL),
('annn7oxmy17ss6csj5hq57bbpb', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 21207715871), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 27501274065), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 28129389696), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', 'rhl4h9mpxepatutey7zeeka9ld', ((extract(epoch from now()) * 1000)::bigint - 34439636097), NULL),
('p5p2oh551s0sxqzynetkwib5yv', '5exqyv76aemwjrmpghx0i8d9gb', ((extract(epoch from now()) * 1000)::bigint - 37622404112), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', 'u4wkrlfh9ebkj9z8h4mb91yb8x', ((extract(epoch from now()) * 1000)::bigint - 35590710193), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'vt2cjrnbhvy0bnglnw88ndi7tq', ((extract(epoch from now()) * 1000)::bigint - 29884594270), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'u4wkrlfh9ebkj9z8h4mb91yb8x', ((extract(epoch from now()) * 1000)::bigint - 26144369795), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 10036226626), NULL),
('3tkdzbb2t674yk363q1va6ujuw', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 30439849287), NULL),
('ho3ujbvja2puancjuykfgvys28', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 24811457807), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 33526441634), NULL),
('3tkdzbb2t674yk363q1va6ujuw', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 7444011918), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'zxaafvgqj0y5rwmdxhxemzvyg0', ((extract(epoch from now()) * 1000)::bigint - 40189536942), NULL),
('ho3ujbvja2puancjuykfgvys28', 'uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 39155954601), NULL),
('erlb73i6hgxvfgymdstrejn37h', '4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 7545583069), NULL),
('0hoticql7dkqame5b8xebplwgk', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 39830851256), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 39280945769), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 4318262843), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 14920789752), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 23718918690), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 36878064877), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', 'atke08ulj5i0pksk18m5hamkv9', ((extract(epoch from now()) * 1000)::bigint - 36370230171), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 8578680476), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'zxaafvgqj0y5rwmdxhxemzvyg0', ((extract(epoch from now()) * 1000)::bigint - 35804421935), NULL),
('ho3ujbvja2puancjuykfgvys28', 'u4wkrlfh9ebkj9z8h4mb91yb8x', ((extract(epoch from now()) * 1000)::bigint - 34454435973), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', '6oo77fo8k796rsokbzwzl1xaa2', ((extract(epoch from now()) * 1000)::bigint - 5203755391), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 39485980957), NULL),
('erlb73i6hgxvfgymdstrejn37h', '1s3p0qatk4tattmt2cpq16xwhm', ((extract(epoch from now()) * 1000)::bigint - 15830824623), NULL),
('vu6vfkio3amaevzbef2u64ib7j', 'la0dx5xmi8ozsqrqxyf0pdpoqg', ((extract(epoch from now()) * 1000)::bigint - 7134267972), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'rhl4h9mpxepatutey7zeeka9ld', ((extract(epoch from now()) * 1000)::bigint - 31775058808), NULL),
('25w5nzj90v0341y55it6zzmxwf', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 30669659696), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 42261816333), NULL),
('vu6vfkio3amaevzbef2u64ib7j', 's63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 10129424846), NULL),
('25w5nzj90v0341y55it6zzmxwf', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 10475412420), NULL),
('3tkdzbb2t674yk363q1va6ujuw', '4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 13190335854), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 39919747103), NULL),
('ho3ujbvja2puancjuykfgvys28', 'vt2cjrnbhvy0bnglnw88ndi7tq', ((extract(epoch from now()) * 1000)::bigint - 35562817731), NULL),
('0avjnci00s1szmd4q4vvi52mwv', '5exqyv76aemwjrmpghx0i8d9gb', ((extract(epoch from now()) * 1000)::bigint - 41863548459), NULL),
('vu6vfkio3amaevzbef2u64ib7j', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 36008926391), NULL),
('0hoticql7dkqame5b8xebplwgk', 'da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 41974032921), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', 'up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 35668234265), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', 'u4wkrlfh9ebkj9z8h4mb91yb8x', ((extract(epoch from now()) * 1000)::bigint - 23626355144), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', '5exqyv76aemwjrmpghx0i8d9gb', ((extract(epoch from now()) * 1000)::bigint - 32976718658), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', '4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 22108366214), NULL),
('0hoticql7dkqame5b8xebplwgk', '1s3p0qatk4tattmt2cpq16xwhm', ((extract(epoch from now()) * 1000)::bigint - 35438569629), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', '5exqyv76aemwjrmpghx0i8d9gb', ((extract(epoch from now()) * 1000)::bigint - 4068794413), NULL),
('3tkdzbb2t674yk363q1va6ujuw', 'zxaafvgqj0y5rwmdxhxemzvyg0', ((extract(epoch from now()) * 1000)::bigint - 12567470303), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 10023731764), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'pfc5bkzoma3j1j5sccziznltuf', ((extract(epoch from now()) * 1000)::bigint - 33278928887), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 's63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 3147526550), NULL),
('vu6vfkio3amaevzbef2u64ib7j', 'zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 24468759722), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'zxaafvgqj0y5rwmdxhxemzvyg0', ((extract(epoch from now()) * 1000)::bigint - 40597732750), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 30883013462), NULL),
('0avjnci00s1szmd4q4vvi52mwv', 'vt2cjrnbhvy0bnglnw88ndi7tq', ((extract(epoch from now()) * 1000)::bigint - 32371675935), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 9913761723), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 21653448630), NULL),
('0hoticql7dkqame5b8xebplwgk', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 4257526488), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 21765197262), NULL),
('p5p2oh551s0sxqzynetkwib5yv', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 4275409498), NULL),
('mmrh8oehqhsenp0k6lrr011uzf', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 15881535019), NULL),
('erlb73i6hgxvfgymdstrejn37h', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 23184227709), NULL),
('p5p2oh551s0sxqzynetkwib5yv', 's63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 32302025188), NULL),
('annn7oxmy17ss6csj5hq57bbpb', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 13635473978), NULL),
('vu6vfkio3amaevzbef2u64ib7j', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 33325206484), NULL),
('a4nihbx1mdjry4c7k2w21kkmfg', 'zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 24015850846), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', 'rhl4h9mpxepatutey7zeeka9ld', ((extract(epoch from now()) * 1000)::bigint - 29711840702), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 31791242457), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', 'pfc5bkzoma3j1j5sccziznltuf', ((extract(epoch from now()) * 1000)::bigint - 42950624665), NULL),
('0hoticql7dkqame5b8xebplwgk', 'vt2cjrnbhvy0bnglnw88ndi7tq', ((extract(epoch from now()) * 1000)::bigint - 35630878660), NULL),
('annn7oxmy17ss6csj5hq57bbpb', 'hg3yfczo1bk2z3v2hpstdkd9sm', ((extract(epoch from now()) * 1000)::bigint - 41528325933), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'hg3yfczo1bk2z3v2hpstdkd9sm', ((extract(epoch from now()) * 1000)::bigint - 34940824946), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', '4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 34128119967), NULL),
('p5p2oh551s0sxqzynetkwib5yv', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 35922426789), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 10314181181), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', '6oo77fo8k796rsokbzwzl1xaa2', ((extract(epoch from now()) * 1000)::bigint - 18431690930), NULL),
('erlb73i6hgxvfgymdstrejn37h', '6oo77fo8k796rsokbzwzl1xaa2', ((extract(epoch from now()) * 1000)::bigint - 22339386421), NULL),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'u4wkrlfh9ebkj9z8h4mb91yb8x', ((extract(epoch from now()) * 1000)::bigint - 41644459792), NULL),
('25w5nzj90v0341y55it6zzmxwf', 'la0dx5xmi8ozsqrqxyf0pdpoqg', ((extract(epoch from now()) * 1000)::bigint - 38205753723), NULL),
('3tkdzbb2t674yk363q1va6ujuw', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 34808130364), NULL),
('pxcpb5w2g4b9j15cawfdh28xs4', '5exqyv76aemwjrmpghx0i8d9gb', ((extract(epoch from now()) * 1000)::bigint - 20291641680), NULL),
('0hoticql7dkqame5b8xebplwgk', 'zxaafvgqj0y5rwmdxhxemzvyg0', ((extract(epoch from now()) * 1000)::bigint - 34464534590), NULL),
('ho3ujbvja2puancjuykfgvys28', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 30548646003), NULL),
('ho3ujbvja2puancjuykfgvys28', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 25786981888), NULL),
('annn7oxmy17ss6csj5hq57bbpb', 'up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 11887408400), NULL),
('vu6vfkio3amaevzbef2u64ib7j', 'up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 38195881044), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', 'da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 5058327484), NULL),
('erlb73i6hgxvfgymdstrejn37h', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 22491566262), NULL),
('0hoticql7dkqame5b8xebplwgk', '6oo77fo8k796rsokbzwzl1xaa2', ((extract(epoch from now()) * 1000)::bigint - 29185897848), NULL),
('38z1a7zwhdfuihhy4qx9jc756r', 'ixexnl2uab5vqir9wi21kd5bqi', ((extract(epoch from now()) * 1000)::bigint - 29817425981), NULL),
('3vy1z4mv6bro11r3dw5gviy3co', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 22490296680), ((extract(epoch from now()) * 1000)::bigint - 7343056869)),
('ho3ujbvja2puancjuykfgvys28', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 57342584410), ((extract(epoch from now()) * 1000)::bigint - 52806320256)),
('3vy1z4mv6bro11r3dw5gviy3co', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 35526190726), ((extract(epoch from now()) * 1000)::bigint - 5444508265)),
('pxcpb5w2g4b9j15cawfdh28xs4', 'ixexnl2uab5vqir9wi21kd5bqi', ((extract(epoch from now()) * 1000)::bigint - 13217273508), ((extract(epoch from now()) * 1000)::bigint - 8012292821)),
('mmrh8oehqhsenp0k6lrr011uzf', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 17274388658), ((extract(epoch from now()) * 1000)::bigint - 7111128634)),
('3tkdzbb2t674yk363q1va6ujuw', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 12707490414), ((extract(epoch from now()) * 1000)::bigint - 12283286069)),
('annn7oxmy17ss6csj5hq57bbpb', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 19603273399), ((extract(epoch from now()) * 1000)::bigint - 14814217704)),
('25w5nzj90v0341y55it6zzmxwf', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 47283438745), ((extract(epoch from now()) * 1000)::bigint - 28533149602)),
('3tkdzbb2t674yk363q1va6ujuw', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 23443109588), ((extract(epoch from now()) * 1000)::bigint - 3165462107)),
('ho3ujbvja2puancjuykfgvys28', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 37171673587), ((extract(epoch from now()) * 1000)::bigint - 13929911316)),
('3vy1z4mv6bro11r3dw5gviy3co', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - 45501030998), ((extract(epoch from now()) * 1000)::bigint - 17611318559)),
('erlb73i6hgxvfgymdstrejn37h', 'da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 55668691104), ((extract(epoch from now()) * 1000)::bigint - 35782892306)),
('erlb73i6hgxvfgymdstrejn37h', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 43664261472), ((extract(epoch from now()) * 1000)::bigint - 23803047312)),
('vu6vfkio3amaevzbef2u64ib7j', 'uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 22903092325), ((extract(epoch from now()) * 1000)::bigint - 16864098884)),
('ho3ujbvja2puancjuykfgvys28', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 19416042348), ((extract(epoch from now()) * 1000)::bigint - 1573797676)),
('mmrh8oehqhsenp0k6lrr011uzf', '4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 55434201589), ((extract(epoch from now()) * 1000)::bigint - 25368182666)),
('25w5nzj90v0341y55it6zzmxwf', '1s3p0qatk4tattmt2cpq16xwhm', ((extract(epoch from now()) * 1000)::bigint - 45704802732), ((extract(epoch from now()) * 1000)::bigint - 23717770977)),
('0avjnci00s1szmd4q4vvi52mwv', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 38954069346), ((extract(epoch from now()) * 1000)::bigint - 21682096002)),
('0avjnci00s1szmd4q4vvi52mwv', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 53378595624), ((extract(epoch from now()) * 1000)::bigint - 35763929994)),
('0avjnci00s1szmd4q4vvi52mwv', '6oo77fo8k796rsokbzwzl1xaa2', ((extract(epoch from now()) * 1000)::bigint - 35400770685), ((extract(epoch from now()) * 1000)::bigint - 11933459255)),
('38z1a7zwhdfuihhy4qx9jc756r', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 29608520163), ((extract(epoch from now()) * 1000)::bigint - 8060946857)),
('25w5nzj90v0341y55it6zzmxwf', 'zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 13071089957), ((extract(epoch from now()) * 1000)::bigint - 9226707115)),
('nzjo7bt0r6v6gxhyye5cko9jgu', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 30704062278), ((extract(epoch from now()) * 1000)::bigint - 23310805509)),
('pxcpb5w2g4b9j15cawfdh28xs4', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 43420400853), ((extract(epoch from now()) * 1000)::bigint - 288534992)),
('3tkdzbb2t674yk363q1va6ujuw', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 24605810518), ((extract(epoch from now()) * 1000)::bigint - 19701925733)),
('pxcpb5w2g4b9j15cawfdh28xs4', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 54138766343), ((extract(epoch from now()) * 1000)::bigint - 38829548111)),
('25w5nzj90v0341y55it6zzmxwf', 's63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 46339517531), ((extract(epoch from now()) * 1000)::bigint - 5252521829)),
('ho3ujbvja2puancjuykfgvys28', 'uhtzkaxdsik1y7cj5ic0jwr1pv', ((extract(epoch from now()) * 1000)::bigint - 26456925148), ((extract(epoch from now()) * 1000)::bigint - 2440022431)),
('0hoticql7dkqame5b8xebplwgk', 'zvqxywo6h7vykgbt9qb7l412zr', ((extract(epoch from now()) * 1000)::bigint - 40788562212), ((extract(epoch from now()) * 1000)::bigint - 2599486934)),
('ho3ujbvja2puancjuykfgvys28', 'up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 14883216465), ((extract(epoch from now()) * 1000)::bigint - 7772882222)),
('mmrh8oehqhsenp0k6lrr011uzf', 'zxaafvgqj0y5rwmdxhxemzvyg0', ((extract(epoch from now()) * 1000)::bigint - 31709513201), ((extract(epoch from now()) * 1000)::bigint - 3399038108)),
('pxcpb5w2g4b9j15cawfdh28xs4', 'vt2cjrnbhvy0bnglnw88ndi7tq', ((extract(epoch from now()) * 1000)::bigint - 39736129083), ((extract(epoch from now()) * 1000)::bigint - 31598793391)),
('p5p2oh551s0sxqzynetkwib5yv', 's63k320x95ze3im1xs7ym9kx8v', ((extract(epoch from now()) * 1000)::bigint - 34175744015), ((extract(epoch from now()) * 1000)::bigint - 13101164124)),
('38z1a7zwhdfuihhy4qx9jc756r', '2fmjj5suwn7jninhu9picgno8z', ((extract(epoch from now()) * 1000)::bigint - 13596167325), ((extract(epoch from now()) * 1000)::bigint - 11231718565)),
('p5p2oh551s0sxqzynetkwib5yv', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 30472087896), ((extract(epoch from now()) * 1000)::bigint - 14865303132)),
('38z1a7zwhdfuihhy4qx9jc756r', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 19045550355), ((extract(epoch from now()) * 1000)::bigint - 18316340667)),
('a4nihbx1mdjry4c7k2w21kkmfg', 'up9rvqwbshl6nbsd07uug16wqw', ((extract(epoch from now()) * 1000)::bigint - 36343150786), ((extract(epoch from now()) * 1000)::bigint - 32579517974)),
('annn7oxmy17ss6csj5hq57bbpb', 'we4fbnhkfg4gvlvc3j3dali7zk', ((extract(epoch from now()) * 1000)::bigint - 41735169066), ((extract(epoch from now()) * 1000)::bigint - 19084208084)),
('a4nihbx1mdjry4c7k2w21kkmfg', 'da894fq2tfu1vlyjtil3xwtssu', ((extract(epoch from now()) * 1000)::bigint - 36268900586), ((extract(epoch from now()) * 1000)::bigint - 34740516967)),
('pxcpb5w2g4b9j15cawfdh28xs4', '5fmz71yjxdl8vvyuthttxxnltd', ((extract(epoch from now()) * 1000)::bigint - 56952913017), ((extract(epoch from now()) * 1000)::bigint - 33908785418));

INSERT INTO posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type, props, hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid) VALUES
('adfzwlmjz0hxy4as4lezbpjz7g', ((extract(epoch from now()) * 1000)::bigint - 2488385534), ((extract(epoch from now()) * 1000)::bigint - 2488385534), ((extract(epoch from now()) * 1000)::bigint - 1244192767), 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 0', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('wwpiolctcyxdaqdtjh3kr99xe8', ((extract(epoch from now()) * 1000)::bigint - 7744604483), ((extract(epoch from now()) * 1000)::bigint - 7744604483), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 1', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dsvymgvzvtc6y5v1narsgjzr9c', ((extract(epoch from now()) * 1000)::bigint - 11229479431), ((extract(epoch from now()) * 1000)::bigint - 11229479431), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 2', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9b9kyk0i9ofwvfpk8bop7huzkf', ((extract(epoch from now()) * 1000)::bigint - 39304981990), ((extract(epoch from now()) * 1000)::bigint - 39304981990), 0, 'kor487l6u742set0t75d1ru9ph', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 3', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zs46fgjwh52ib1r1yvxuhzxgih', ((extract(epoch from now()) * 1000)::bigint - 3896699072), ((extract(epoch from now()) * 1000)::bigint - 3896699072), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 4', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('795hi8mvpu50eywlluzphl05yf', ((extract(epoch from now()) * 1000)::bigint - 11097150071), ((extract(epoch from now()) * 1000)::bigint - 11097150071), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 5', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ifuh9j3fz0asssqjd33j1we8ir', ((extract(epoch from now()) * 1000)::bigint - 18069873584), ((extract(epoch from now()) * 1000)::bigint - 18069873584), 0, 'atke08ulj5i0pksk18m5hamkv9', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 6', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('c51ut9inpz3609bmonnw7369gm', ((extract(epoch from now()) * 1000)::bigint - 1812874476), ((extract(epoch from now()) * 1000)::bigint - 1812874476), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 7', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('qqc87fzrjikemt22dbm5nuix5t', ((extract(epoch from now()) * 1000)::bigint - 9109480371), ((extract(epoch from now()) * 1000)::bigint - 9109480371), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 8', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('h67bnx8ckpbupsjtu6a7ymhy8w', ((extract(epoch from now()) * 1000)::bigint - 2227633423), ((extract(epoch from now()) * 1000)::bigint - 2227633423), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 9', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('twhiw3jywugfzwn9y15hp4vptm', ((extract(epoch from now()) * 1000)::bigint - 23806177109), ((extract(epoch from now()) * 1000)::bigint - 23806177109), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 10', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('2y30d7brqtzl07e3pccb2wi1xc', ((extract(epoch from now()) * 1000)::bigint - 20323751663), ((extract(epoch from now()) * 1000)::bigint - 20323751663), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 11', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('waar1cya4oo1g3mg95bwhtr7wr', ((extract(epoch from now()) * 1000)::bigint - 10609209293), ((extract(epoch from now()) * 1000)::bigint - 10609209293), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 12', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gkxfzu22lqlvu3eh9c1f677hqu', ((extract(epoch from now()) * 1000)::bigint - 8224537933), ((extract(epoch from now()) * 1000)::bigint - 8224537933), 0, '4l1ipgi70j6fzg72yag25n6tl8', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 13', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('by4i7777bjurwf3qp5durc5r8f', ((extract(epoch from now()) * 1000)::bigint - 9951201591), ((extract(epoch from now()) * 1000)::bigint - 9951201591), 0, 'kor487l6u742set0t75d1ru9ph', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 14', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3ol86fmetnb56pwjzpenwk4u72', ((extract(epoch from now()) * 1000)::bigint - 8265176957), ((extract(epoch from now()) * 1000)::bigint - 8265176957), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 15', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('7bjup6fnf5luho2d4bv3vlwvkg', ((extract(epoch from now()) * 1000)::bigint - 34723882873), ((extract(epoch from now()) * 1000)::bigint - 34723882873), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 16', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('v1ofdw0dsxx1x4fpw32c7k6sxi', ((extract(epoch from now()) * 1000)::bigint - 17874550251), ((extract(epoch from now()) * 1000)::bigint - 17874550251), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 17', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('2z80u7u5paiimuabirtuv8m8qz', ((extract(epoch from now()) * 1000)::bigint - 3959853743), ((extract(epoch from now()) * 1000)::bigint - 3959853743), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 18', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ub6buo8t4mcw5zow1tbsyobo6p', ((extract(epoch from now()) * 1000)::bigint - 2271682153), ((extract(epoch from now()) * 1000)::bigint - 2271682153), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 19', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9822vu42gskawcxhd5b5nj5vrx', ((extract(epoch from now()) * 1000)::bigint - 15578183060), ((extract(epoch from now()) * 1000)::bigint - 15578183060), 0, '5fmz71yjxdl8vvyuthttxxnltd', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 20', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('wfdyui8cvkdg0ngu8xm59ekz2r', ((extract(epoch from now()) * 1000)::bigint - 11105285918), ((extract(epoch from now()) * 1000)::bigint - 11105285918), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 21', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('yxr30khulmd6p9fmyvm74izlb4', ((extract(epoch from now()) * 1000)::bigint - 23407415125), ((extract(epoch from now()) * 1000)::bigint - 23407415125), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 22', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mmxb9mimup6wp8zt3jzd1frovo', ((extract(epoch from now()) * 1000)::bigint - 21248233992), ((extract(epoch from now()) * 1000)::bigint - 21248233992), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 23', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('4n1ou2u4qtibr2ay5uztyygytg', ((extract(epoch from now()) * 1000)::bigint - 9905861325), ((extract(epoch from now()) * 1000)::bigint - 9905861325), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 24', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xs779sh9unbnv0u3seqxqqf420', ((extract(epoch from now()) * 1000)::bigint - 2849755147), ((extract(epoch from now()) * 1000)::bigint - 2849755147), 0, 'usnexhup6ruaw7t9zylhcx9hej', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 25', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('7qp05ppbkafs4n0pj4rzb1iawt', ((extract(epoch from now()) * 1000)::bigint - 33835468267), ((extract(epoch from now()) * 1000)::bigint - 33835468267), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 26', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('yl95zgb4rsd7afayakn4rll7ub', ((extract(epoch from now()) * 1000)::bigint - 2806363606), ((extract(epoch from now()) * 1000)::bigint - 2806363606), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 27', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('nm1upa6junk25ccpxlka38dv27', ((extract(epoch from now()) * 1000)::bigint - 2929026996), ((extract(epoch from now()) * 1000)::bigint - 2929026996), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 28', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ixlwkglf0e5k4kqceecgw82l6t', ((extract(epoch from now()) * 1000)::bigint - 1697380847), ((extract(epoch from now()) * 1000)::bigint - 1697380847), 0, 's63k320x95ze3im1xs7ym9kx8v', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 29', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3wyf9xihauncy4o9n54fjt2sts', ((extract(epoch from now()) * 1000)::bigint - 19902609865), ((extract(epoch from now()) * 1000)::bigint - 19902609865), 0, 'qpta52ysrocskzbwfhmyvpycpi', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 30', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('aszag0giiqwfob0pzmfoyln1tf', ((extract(epoch from now()) * 1000)::bigint - 8458554868), ((extract(epoch from now()) * 1000)::bigint - 8458554868), 0, 'ye5mm1ssyt1py32zgx2krncgkl', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 31', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('s7qeqeguq549c7kbrgyxfn3azn', ((extract(epoch from now()) * 1000)::bigint - 5768883663), ((extract(epoch from now()) * 1000)::bigint - 5768883663), 0, 'ye5mm1ssyt1py32zgx2krncgkl', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 32', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('0urv9yufedoy2qox3ijf9aqvso', ((extract(epoch from now()) * 1000)::bigint - 2370399948), ((extract(epoch from now()) * 1000)::bigint - 2370399948), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 33', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7afs69upij6k395nmbry996o7s', ((extract(epoch from now()) * 1000)::bigint - 3823391885), ((extract(epoch from now()) * 1000)::bigint - 3823391885), 0, '2fmjj5suwn7jninhu9picgno8z', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 34', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('4knd12cslkpy96dknlacy0h4nm', ((extract(epoch from now()) * 1000)::bigint - 7106221431), ((extract(epoch from now()) * 1000)::bigint - 7106221431), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 35', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('2m2j4dy9hjvsiqnrnief846akk', ((extract(epoch from now()) * 1000)::bigint - 11456592087), ((extract(epoch from now()) * 1000)::bigint - 11456592087), 0, 'uk54cfs3r160q44ybzuukglusl', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 36', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zx1gz7qac0ungo4jj1xyifs8rq', ((extract(epoch from now()) * 1000)::bigint - 31604683774), ((extract(epoch from now()) * 1000)::bigint - 31604683774), ((extract(epoch from now()) * 1000)::bigint - 15802341887), 'zvqxywo6h7vykgbt9qb7l412zr', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 37', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('plar6yt77dl1f84dc1uq09x09j', ((extract(epoch from now()) * 1000)::bigint - 12023866096), ((extract(epoch from now()) * 1000)::bigint - 12023866096), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 38', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('u3jc6bd0b5di7ctz8wyvzy3sbj', ((extract(epoch from now()) * 1000)::bigint - 25808807484), ((extract(epoch from now()) * 1000)::bigint - 25808807484), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 39', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gikfhiz46r4m55fc1fbl21grro', ((extract(epoch from now()) * 1000)::bigint - 33680780820), ((extract(epoch from now()) * 1000)::bigint - 33680780820), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 40', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ek7n4ivzlvz6ng1n0gp0leg6zg', ((extract(epoch from now()) * 1000)::bigint - 120934924), ((extract(epoch from now()) * 1000)::bigint - 120934924), 0, 'rhl4h9mpxepatutey7zeeka9ld', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 41', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dpwym10x2v08271qs63lavpq14', ((extract(epoch from now()) * 1000)::bigint - 4564973177), ((extract(epoch from now()) * 1000)::bigint - 4564973177), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 42', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('npcccl5gta1vohk05fp6n6i8ze', ((extract(epoch from now()) * 1000)::bigint - 1852053763), ((extract(epoch from now()) * 1000)::bigint - 1852053763), 0, '1s3p0qatk4tattmt2cpq16xwhm', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 43', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('uhoai1fq0dwvqc0iguqdkpsp2o', ((extract(epoch from now()) * 1000)::bigint - 8490479604), ((extract(epoch from now()) * 1000)::bigint - 8490479604), 0, 'da894fq2tfu1vlyjtil3xwtssu', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 44', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('6szw85crs478blkn2apdwyvx1t', ((extract(epoch from now()) * 1000)::bigint - 1663385835), ((extract(epoch from now()) * 1000)::bigint - 1663385835), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 45', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('8h7msg1390u4frzq6vg6oczx4y', ((extract(epoch from now()) * 1000)::bigint - 875878451), ((extract(epoch from now()) * 1000)::bigint - 875878451), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 46', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3tgrgtu6ns6t3sn11xr6tfzqm4', ((extract(epoch from now()) * 1000)::bigint - 4009183430), ((extract(epoch from now()) * 1000)::bigint - 4009183430), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 47', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('y1khc79lv5vhgqsjdd8tswrofj', ((extract(epoch from now()) * 1000)::bigint - 26036077292), ((extract(epoch from now()) * 1000)::bigint - 26036077292), 0, 'atke08ulj5i0pksk18m5hamkv9', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 48', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('6tbcj1i4sr4wt9d5l8glwxkxv1', ((extract(epoch from now()) * 1000)::bigint - 5942739685), ((extract(epoch from now()) * 1000)::bigint - 5942739685), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 49', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1v6ufq9k2apf2kkkqxtlgf1383', ((extract(epoch from now()) * 1000)::bigint - 9323267729), ((extract(epoch from now()) * 1000)::bigint - 9323267729), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 50', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('7xqsab70xeu74ywaljg7pz24vv', ((extract(epoch from now()) * 1000)::bigint - 9067286411), ((extract(epoch from now()) * 1000)::bigint - 9067286411), 0, '5exqyv76aemwjrmpghx0i8d9gb', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 51', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('44807u1y0ofrjw581qk17d4hxz', ((extract(epoch from now()) * 1000)::bigint - 13138617833), ((extract(epoch from now()) * 1000)::bigint - 13138617833), 0, 'up9rvqwbshl6nbsd07uug16wqw', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 52', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5odjtm6jd9z7gq7wujvo4f735r', ((extract(epoch from now()) * 1000)::bigint - 2439492158), ((extract(epoch from now()) * 1000)::bigint - 2439492158), 0, 'w11vx6cao4frfhmmmeea17xaj0', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 53', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3in0e4o29tu2ectt4uxdqavc0f', ((extract(epoch from now()) * 1000)::bigint - 10547014744), ((extract(epoch from now()) * 1000)::bigint - 10547014744), 0, 'atke08ulj5i0pksk18m5hamkv9', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 54', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1e74x1tw9oa9gshyjk1flmdwtb', ((extract(epoch from now()) * 1000)::bigint - 6880967018), ((extract(epoch from now()) * 1000)::bigint - 6880967018), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 55', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('o8r45z6exrsk516m37drd1tgm0', ((extract(epoch from now()) * 1000)::bigint - 8740384923), ((extract(epoch from now()) * 1000)::bigint - 8740384923), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 56', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zy6chrk5bpja10q6p6m6wj403q', ((extract(epoch from now()) * 1000)::bigint - 10087077522), ((extract(epoch from now()) * 1000)::bigint - 10087077522), 0, '6oo77fo8k796rsokbzwzl1xaa2', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 57', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('vep1azk26sbwcthdlbpb3w48q4', ((extract(epoch from now()) * 1000)::bigint - 14400775983), ((extract(epoch from now()) * 1000)::bigint - 14400775983), 0, 'uk54cfs3r160q44ybzuukglusl', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 58', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('abcjd59yu0bce09vs4th5u0y7i', ((extract(epoch from now()) * 1000)::bigint - 27653722242), ((extract(epoch from now()) * 1000)::bigint - 27653722242), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 59', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('a96i8v7effrs3nigyag0gulp9s', ((extract(epoch from now()) * 1000)::bigint - 15100635679), ((extract(epoch from now()) * 1000)::bigint - 15100635679), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 60', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('m5bco1fsby2wfz0rdxcwr18txj', ((extract(epoch from now()) * 1000)::bigint - 5088938864), ((extract(epoch from now()) * 1000)::bigint - 5088938864), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 61', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('u7lrm17jz8hjen46au66d8xzhl', ((extract(epoch from now()) * 1000)::bigint - 2678046022), ((extract(epoch from now()) * 1000)::bigint - 2678046022), 0, 's63k320x95ze3im1xs7ym9kx8v', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 62', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('h0cljp6rsx4xw1zjzjw8dhf1xh', ((extract(epoch from now()) * 1000)::bigint - 3997384133), ((extract(epoch from now()) * 1000)::bigint - 3997384133), 0, 'up9rvqwbshl6nbsd07uug16wqw', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 63', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mbd40dozun43qy32m1a9v6d17r', ((extract(epoch from now()) * 1000)::bigint - 1573554803), ((extract(epoch from now()) * 1000)::bigint - 1573554803), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 64', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('h5ini361ns8cjnv2v1wy4cuqlf', ((extract(epoch from now()) * 1000)::bigint - 24316963280), ((extract(epoch from now()) * 1000)::bigint - 24316963280), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 65', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('n23dn8map4r1hwxhvxdawd5q8f', ((extract(epoch from now()) * 1000)::bigint - 7295559398), ((extract(epoch from now()) * 1000)::bigint - 7295559398), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 66', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('0qih74bg4yzm6pv987eso3moi6', ((extract(epoch from now()) * 1000)::bigint - 18397955652), ((extract(epoch from now()) * 1000)::bigint - 18397955652), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 67', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('cgb99n9l9kd4ppfbgqs5mhhrjj', ((extract(epoch from now()) * 1000)::bigint - 3990952613), ((extract(epoch from now()) * 1000)::bigint - 3990952613), 0, 'up9rvqwbshl6nbsd07uug16wqw', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 68', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('o57mjh011ug3oz9rme2m9wk568', ((extract(epoch from now()) * 1000)::bigint - 8770881080), ((extract(epoch from now()) * 1000)::bigint - 8770881080), 0, 'kor487l6u742set0t75d1ru9ph', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 69', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('777lu9j0v7yeawagncj7oh2zxf', ((extract(epoch from now()) * 1000)::bigint - 8047662592), ((extract(epoch from now()) * 1000)::bigint - 8047662592), 0, 'zvqxywo6h7vykgbt9qb7l412zr', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 70', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('dpywy99yyx1vde4zjm9a0geyet', ((extract(epoch from now()) * 1000)::bigint - 6330273955), ((extract(epoch from now()) * 1000)::bigint - 6330273955), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 71', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('g7p25amonjsjkw7tkkfvxr4lcr', ((extract(epoch from now()) * 1000)::bigint - 25235948740), ((extract(epoch from now()) * 1000)::bigint - 25235948740), 0, 'uk54cfs3r160q44ybzuukglusl', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 72', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('6futwt9pv52brs7l1iycndxik9', ((extract(epoch from now()) * 1000)::bigint - 2037250564), ((extract(epoch from now()) * 1000)::bigint - 2037250564), 0, 's63k320x95ze3im1xs7ym9kx8v', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 73', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('j3xdonal6rydcml0uh02n0v9rd', ((extract(epoch from now()) * 1000)::bigint - 21554154703), ((extract(epoch from now()) * 1000)::bigint - 21554154703), ((extract(epoch from now()) * 1000)::bigint - 10777077351), 'vt2cjrnbhvy0bnglnw88ndi7tq', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 74', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1qf7vw9k799zvgm01rz7r1j0tz', ((extract(epoch from now()) * 1000)::bigint - 10817149411), ((extract(epoch from now()) * 1000)::bigint - 10817149411), 0, '5exqyv76aemwjrmpghx0i8d9gb', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 75', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('xynemcow4vn2g9m84u8v5onz06', ((extract(epoch from now()) * 1000)::bigint - 18228543203), ((extract(epoch from now()) * 1000)::bigint - 18228543203), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 76', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dxducuuo45jrud9mjr4wwrlyjv', ((extract(epoch from now()) * 1000)::bigint - 16240054849), ((extract(epoch from now()) * 1000)::bigint - 16240054849), 0, 'pfc5bkzoma3j1j5sccziznltuf', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 77', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('bfv346j52or9d9kdm1nc531uij', ((extract(epoch from now()) * 1000)::bigint - 21939295613), ((extract(epoch from now()) * 1000)::bigint - 21939295613), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 78', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('eoyylf0tcfbmi7u7kclctk2cma', ((extract(epoch from now()) * 1000)::bigint - 29402127806), ((extract(epoch from now()) * 1000)::bigint - 29402127806), 0, 'da894fq2tfu1vlyjtil3xwtssu', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 79', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3tti41krufiuw44eplh7tkckd7', ((extract(epoch from now()) * 1000)::bigint - 10569637089), ((extract(epoch from now()) * 1000)::bigint - 10569637089), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 80', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('lmohgxdkbhj7yhrhys9mlzrmqf', ((extract(epoch from now()) * 1000)::bigint - 9150088780), ((extract(epoch from now()) * 1000)::bigint - 9150088780), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 81', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('2y86b4o3cj7be9buuuaoyeqhpm', ((extract(epoch from now()) * 1000)::bigint - 5778550989), ((extract(epoch from now()) * 1000)::bigint - 5778550989), 0, 'uk54cfs3r160q44ybzuukglusl', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 82', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('t3enb7pzevu8iv2ytnynmjat9f', ((extract(epoch from now()) * 1000)::bigint - 8509270223), ((extract(epoch from now()) * 1000)::bigint - 8509270223), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 83', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5x5bs39321alu77fco5j2x36pw', ((extract(epoch from now()) * 1000)::bigint - 902860863), ((extract(epoch from now()) * 1000)::bigint - 902860863), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 84', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('l1c11ibl1ea6euq4jvwarvmhxt', ((extract(epoch from now()) * 1000)::bigint - 3832417947), ((extract(epoch from now()) * 1000)::bigint - 3832417947), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 85', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('lgs3w7c94ncmg8rzw6c707l28t', ((extract(epoch from now()) * 1000)::bigint - 16255177377), ((extract(epoch from now()) * 1000)::bigint - 16255177377), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 86', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7ymz44n9hlably7sr0dqhyngj5', ((extract(epoch from now()) * 1000)::bigint - 15729532663), ((extract(epoch from now()) * 1000)::bigint - 15729532663), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 87', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('p5xbaf71e5zt5xu5qoqgyf5vuz', ((extract(epoch from now()) * 1000)::bigint - 24250872066), ((extract(epoch from now()) * 1000)::bigint - 24250872066), 0, 'ye5mm1ssyt1py32zgx2krncgkl', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 88', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3yex7s4uq2g2o8gh7vgi75syll', ((extract(epoch from now()) * 1000)::bigint - 4261740691), ((extract(epoch from now()) * 1000)::bigint - 4261740691), 0, 'atke08ulj5i0pksk18m5hamkv9', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 89', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zhcg15tfxiacc3zi0l9nm39lxx', ((extract(epoch from now()) * 1000)::bigint - 16729179919), ((extract(epoch from now()) * 1000)::bigint - 16729179919), 0, 'uk54cfs3r160q44ybzuukglusl', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 90', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('i95frs818cdrmjieqhfsukz3l5', ((extract(epoch from now()) * 1000)::bigint - 426562886), ((extract(epoch from now()) * 1000)::bigint - 426562886), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 91', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('z123omuc0rh6opgo5ma6khdojj', ((extract(epoch from now()) * 1000)::bigint - 17604435411), ((extract(epoch from now()) * 1000)::bigint - 17604435411), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 92', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('pgae594m2tzfealprimukvvacc', ((extract(epoch from now()) * 1000)::bigint - 2973945204), ((extract(epoch from now()) * 1000)::bigint - 2973945204), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 93', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('g6guvy5v7660qvkh4ynr6mxdd0', ((extract(epoch from now()) * 1000)::bigint - 20947235249), ((extract(epoch from now()) * 1000)::bigint - 20947235249), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 94', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('hetpcdlbmtjov3lmf0skvavi6t', ((extract(epoch from now()) * 1000)::bigint - 21118267774), ((extract(epoch from now()) * 1000)::bigint - 21118267774), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 95', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('le97jrvlb2zx80bfk8ky8zxe9e', ((extract(epoch from now()) * 1000)::bigint - 11893227650), ((extract(epoch from now()) * 1000)::bigint - 11893227650), 0, 'atke08ulj5i0pksk18m5hamkv9', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 96', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ozrqygiy6cf6kenctaifdciqyd', ((extract(epoch from now()) * 1000)::bigint - 21853129570), ((extract(epoch from now()) * 1000)::bigint - 21853129570), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 97', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3p58wnyocn3ygpbrzryoxvhvft', ((extract(epoch from now()) * 1000)::bigint - 38840640439), ((extract(epoch from now()) * 1000)::bigint - 38840640439), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 98', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5k0ezqv3lwg8twmsqdgm2v6433', ((extract(epoch from now()) * 1000)::bigint - 10063664627), ((extract(epoch from now()) * 1000)::bigint - 10063664627), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 99', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('cizfz9yho9v4muz8x9nqf2nhs5', ((extract(epoch from now()) * 1000)::bigint - 1862884781), ((extract(epoch from now()) * 1000)::bigint - 1862884781), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 100', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('uwamdr9f0vgipunuhmogdzv5mj', ((extract(epoch from now()) * 1000)::bigint - 9492746522), ((extract(epoch from now()) * 1000)::bigint - 9492746522), 0, 'kor487l6u742set0t75d1ru9ph', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 101', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('z1e88aw1lm6aidnrugj4ydoq1h', ((extract(epoch from now()) * 1000)::bigint - 11482172223), ((extract(epoch from now()) * 1000)::bigint - 11482172223), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 102', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('2ncmuabx35cs2d6xs2ml5lekuo', ((extract(epoch from now()) * 1000)::bigint - 9197009193), ((extract(epoch from now()) * 1000)::bigint - 9197009193), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 103', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zgvlyghwv5v0ss5ng85yrzdua1', ((extract(epoch from now()) * 1000)::bigint - 2848406682), ((extract(epoch from now()) * 1000)::bigint - 2848406682), 0, 'ye5mm1ssyt1py32zgx2krncgkl', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 104', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('meyadek75bjn9f8lmec90cxuap', ((extract(epoch from now()) * 1000)::bigint - 31053070965), ((extract(epoch from now()) * 1000)::bigint - 31053070965), 0, '2fmjj5suwn7jninhu9picgno8z', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 105', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('mr52h41grtc1kuhnd9ftywpprz', ((extract(epoch from now()) * 1000)::bigint - 11255636602), ((extract(epoch from now()) * 1000)::bigint - 11255636602), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 106', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mbz853e0icbqnn3wig5hr5ukk7', ((extract(epoch from now()) * 1000)::bigint - 9606078626), ((extract(epoch from now()) * 1000)::bigint - 9606078626), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 107', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ul18f3egrnw36vq3oltuln0cwl', ((extract(epoch from now()) * 1000)::bigint - 18628188981), ((extract(epoch from now()) * 1000)::bigint - 18628188981), 0, 'rhl4h9mpxepatutey7zeeka9ld', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 108', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gsn8515522nx9rwdi7zlax31pz', ((extract(epoch from now()) * 1000)::bigint - 16202601867), ((extract(epoch from now()) * 1000)::bigint - 16202601867), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 109', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('62od61i5jry682u78e9ru5ukco', ((extract(epoch from now()) * 1000)::bigint - 10101005897), ((extract(epoch from now()) * 1000)::bigint - 10101005897), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 110', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('vowczg7bpd8hm9vxb23kzzke8t', ((extract(epoch from now()) * 1000)::bigint - 18369486286), ((extract(epoch from now()) * 1000)::bigint - 18369486286), ((extract(epoch from now()) * 1000)::bigint - 9184743143), '2fmjj5suwn7jninhu9picgno8z', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 111', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('4sgm8sxhgbcfj3sty0xlxhvpuu', ((extract(epoch from now()) * 1000)::bigint - 7257470941), ((extract(epoch from now()) * 1000)::bigint - 7257470941), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 112', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('r07nfd78zi7a0rvjj17btyl7ot', ((extract(epoch from now()) * 1000)::bigint - 528492227), ((extract(epoch from now()) * 1000)::bigint - 528492227), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 113', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('4xt6dckuk7f8sorsd1p46xx3cg', ((extract(epoch from now()) * 1000)::bigint - 2584664895), ((extract(epoch from now()) * 1000)::bigint - 2584664895), 0, 's63k320x95ze3im1xs7ym9kx8v', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 114', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('yvx392hqt154cxkwu8wp5hfpal', ((extract(epoch from now()) * 1000)::bigint - 9653603368), ((extract(epoch from now()) * 1000)::bigint - 9653603368), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 115', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('c8mpva3xsyxxdcgi9xuo9ivw89', ((extract(epoch from now()) * 1000)::bigint - 11401894044), ((extract(epoch from now()) * 1000)::bigint - 11401894044), 0, 'up9rvqwbshl6nbsd07uug16wqw', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 116', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('rvdt43sm2zedo2p9wk5cbshj1e', ((extract(epoch from now()) * 1000)::bigint - 4089877841), ((extract(epoch from now()) * 1000)::bigint - 4089877841), 0, 'uk54cfs3r160q44ybzuukglusl', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 117', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('nmbp9iobwa56ymotgstpoo5ips', ((extract(epoch from now()) * 1000)::bigint - 16952901422), ((extract(epoch from now()) * 1000)::bigint - 16952901422), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 118', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gii0vp9kgrx1j1g1qyegw47w6h', ((extract(epoch from now()) * 1000)::bigint - 3038441805), ((extract(epoch from now()) * 1000)::bigint - 3038441805), 0, 's63k320x95ze3im1xs7ym9kx8v', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 119', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('c2r164x9ofvlx2m827zdu8j6p4', ((extract(epoch from now()) * 1000)::bigint - 35278099138), ((extract(epoch from now()) * 1000)::bigint - 35278099138), 0, 'uk54cfs3r160q44ybzuukglusl', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 120', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('br2rcj1yt59fjv2wca1r4b2p29', ((extract(epoch from now()) * 1000)::bigint - 1966409113), ((extract(epoch from now()) * 1000)::bigint - 1966409113), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 121', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('jsfy6auhz4unx8rethrtd8xlvc', ((extract(epoch from now()) * 1000)::bigint - 15150173994), ((extract(epoch from now()) * 1000)::bigint - 15150173994), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 122', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('g3pvg1j0qse8x3inoaudt2mab3', ((extract(epoch from now()) * 1000)::bigint - 20251927279), ((extract(epoch from now()) * 1000)::bigint - 20251927279), 0, '5exqyv76aemwjrmpghx0i8d9gb', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 123', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('h4ghvw9p5bzafdu3qq69cn3bjh', ((extract(epoch from now()) * 1000)::bigint - 2575977877), ((extract(epoch from now()) * 1000)::bigint - 2575977877), 0, '1s3p0qatk4tattmt2cpq16xwhm', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 124', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('h8yvu69gyfl94z7b1zkmcd02wm', ((extract(epoch from now()) * 1000)::bigint - 1013310134), ((extract(epoch from now()) * 1000)::bigint - 1013310134), 0, 's63k320x95ze3im1xs7ym9kx8v', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 125', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('k5la3jegk4fddkvmze18m7p6kb', ((extract(epoch from now()) * 1000)::bigint - 6101009284), ((extract(epoch from now()) * 1000)::bigint - 6101009284), 0, '2rmf7miqgl07ii4833upabbfjv', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 126', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('0bsqosj4of6sgz0k5nmnuj68oy', ((extract(epoch from now()) * 1000)::bigint - 504367086), ((extract(epoch from now()) * 1000)::bigint - 504367086), 0, 'w11vx6cao4frfhmmmeea17xaj0', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 127', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('4mimk5eha9ojj6fsagvnbhdpuz', ((extract(epoch from now()) * 1000)::bigint - 3485456466), ((extract(epoch from now()) * 1000)::bigint - 3485456466), 0, '2rmf7miqgl07ii4833upabbfjv', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 128', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('p6mptwd3adwacj461te9u2jxwu', ((extract(epoch from now()) * 1000)::bigint - 12132615940), ((extract(epoch from now()) * 1000)::bigint - 12132615940), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 129', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('lvg52774y7oqr7fcvrzl5qa7l8', ((extract(epoch from now()) * 1000)::bigint - 6518086231), ((extract(epoch from now()) * 1000)::bigint - 6518086231), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 130', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('2gxpjp4uc682upxyedj3dv008w', ((extract(epoch from now()) * 1000)::bigint - 8147361020), ((extract(epoch from now()) * 1000)::bigint - 8147361020), 0, '5exqyv76aemwjrmpghx0i8d9gb', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 131', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('y5ph12ni6tgbmeitju9w7o6mu6', ((extract(epoch from now()) * 1000)::bigint - 6094780918), ((extract(epoch from now()) * 1000)::bigint - 6094780918), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 132', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('qpg8yg45jcl2k6lxwda9i0htgr', ((extract(epoch from now()) * 1000)::bigint - 1883672011), ((extract(epoch from now()) * 1000)::bigint - 1883672011), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 133', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('nxtn2nyh83qumd6s6qvc4xg526', ((extract(epoch from now()) * 1000)::bigint - 22986484432), ((extract(epoch from now()) * 1000)::bigint - 22986484432), 0, 'uk54cfs3r160q44ybzuukglusl', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 134', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('duoatpmjawt9pt6gii9er7tkxa', ((extract(epoch from now()) * 1000)::bigint - 30809423495), ((extract(epoch from now()) * 1000)::bigint - 30809423495), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 135', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('j95932qbuwnvmlbsz8yiyjvthn', ((extract(epoch from now()) * 1000)::bigint - 36588986), ((extract(epoch from now()) * 1000)::bigint - 36588986), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 136', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('thzcopxj15lbx5boe9ezxvkwcj', ((extract(epoch from now()) * 1000)::bigint - 11084995737), ((extract(epoch from now()) * 1000)::bigint - 11084995737), 0, '6oo77fo8k796rsokbzwzl1xaa2', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 137', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('qjtotwafjrmcw5em25kfuubxzs', ((extract(epoch from now()) * 1000)::bigint - 348052500), ((extract(epoch from now()) * 1000)::bigint - 348052500), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 138', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('vleomqdk4r460s1pgxeiis7l53', ((extract(epoch from now()) * 1000)::bigint - 4069437661), ((extract(epoch from now()) * 1000)::bigint - 4069437661), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 139', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('axrt08e1vt1vjkasnz3ltoqzc0', ((extract(epoch from now()) * 1000)::bigint - 1667025214), ((extract(epoch from now()) * 1000)::bigint - 1667025214), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 140', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('p2d5zt2c5on3ej3xyh324bexkg', ((extract(epoch from now()) * 1000)::bigint - 21667476767), ((extract(epoch from now()) * 1000)::bigint - 21667476767), 0, '6oo77fo8k796rsokbzwzl1xaa2', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 141', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('lb1g1hkbkq2rzs7l6opam5xrnp', ((extract(epoch from now()) * 1000)::bigint - 32177862487), ((extract(epoch from now()) * 1000)::bigint - 32177862487), 0, 'kor487l6u742set0t75d1ru9ph', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 142', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('wfh2c73z24gn232kbldy1eoa5q', ((extract(epoch from now()) * 1000)::bigint - 5432345720), ((extract(epoch from now()) * 1000)::bigint - 5432345720), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 143', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ajvevgl2jzshs8wah9fh74byf6', ((extract(epoch from now()) * 1000)::bigint - 1392660411), ((extract(epoch from now()) * 1000)::bigint - 1392660411), 0, '5fmz71yjxdl8vvyuthttxxnltd', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 144', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9yv9r46f2xehclj4b9min31v4w', ((extract(epoch from now()) * 1000)::bigint - 19040930234), ((extract(epoch from now()) * 1000)::bigint - 19040930234), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 145', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('573xjv4qee837z8i5qcjxgqa4l', ((extract(epoch from now()) * 1000)::bigint - 3139730471), ((extract(epoch from now()) * 1000)::bigint - 3139730471), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 146', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1hlgfo2ee3mlpndblqm9rb6chh', ((extract(epoch from now()) * 1000)::bigint - 3704755934), ((extract(epoch from now()) * 1000)::bigint - 3704755934), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 147', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('f3srguib4aje0u435nn95x59zg', ((extract(epoch from now()) * 1000)::bigint - 199096844), ((extract(epoch from now()) * 1000)::bigint - 199096844), ((extract(epoch from now()) * 1000)::bigint - 99548422), 'kor487l6u742set0t75d1ru9ph', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 148', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ae0sfh4nrs13qaj02jkjwbp8r9', ((extract(epoch from now()) * 1000)::bigint - 13344044042), ((extract(epoch from now()) * 1000)::bigint - 13344044042), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 149', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('b1jxpws0eop5kfrqho3m2bmglh', ((extract(epoch from now()) * 1000)::bigint - 20042356157), ((extract(epoch from now()) * 1000)::bigint - 20042356157), 0, '5fmz71yjxdl8vvyuthttxxnltd', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 150', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('pfynnlsmw5t4dr4y3y5z7tsva1', ((extract(epoch from now()) * 1000)::bigint - 30790310671), ((extract(epoch from now()) * 1000)::bigint - 30790310671), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 151', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('t6fx1ctdbp0ghtt698zrea4xm3', ((extract(epoch from now()) * 1000)::bigint - 1499958038), ((extract(epoch from now()) * 1000)::bigint - 1499958038), 0, 'atke08ulj5i0pksk18m5hamkv9', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 152', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('qd0p8c5ikz9fyizysqx9kfmw5s', ((extract(epoch from now()) * 1000)::bigint - 14922874741), ((extract(epoch from now()) * 1000)::bigint - 14922874741), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 153', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('vcpqk9j359snx3qmm34x2no2em', ((extract(epoch from now()) * 1000)::bigint - 2429351592), ((extract(epoch from now()) * 1000)::bigint - 2429351592), 0, 'rhl4h9mpxepatutey7zeeka9ld', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 154', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('pk2votduoasjqcltgaju3e5wwo', ((extract(epoch from now()) * 1000)::bigint - 5569568375), ((extract(epoch from now()) * 1000)::bigint - 5569568375), 0, 'ye5mm1ssyt1py32zgx2krncgkl', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 155', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('mxdq6cfiema28a25ijrdxodnbw', ((extract(epoch from now()) * 1000)::bigint - 1675970917), ((extract(epoch from now()) * 1000)::bigint - 1675970917), 0, 's63k320x95ze3im1xs7ym9kx8v', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 156', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gxjcihdmgte6ynjw5wwk8f78hf', ((extract(epoch from now()) * 1000)::bigint - 745599675), ((extract(epoch from now()) * 1000)::bigint - 745599675), 0, 's63k320x95ze3im1xs7ym9kx8v', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 157', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9s63sunu0z5kv0e2dqhtqz0pd0', ((extract(epoch from now()) * 1000)::bigint - 22752487374), ((extract(epoch from now()) * 1000)::bigint - 22752487374), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 158', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xdfgdjzkln4u1jlb6gmh8b4uac', ((extract(epoch from now()) * 1000)::bigint - 74974030), ((extract(epoch from now()) * 1000)::bigint - 74974030), 0, 'w11vx6cao4frfhmmmeea17xaj0', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 159', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('0nv1j6i2q0zeq1g6nn1dyoaki2', ((extract(epoch from now()) * 1000)::bigint - 1025424930), ((extract(epoch from now()) * 1000)::bigint - 1025424930), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 160', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('73aweno128u10m6jgt39bk20pa', ((extract(epoch from now()) * 1000)::bigint - 18368275332), ((extract(epoch from now()) * 1000)::bigint - 18368275332), 0, '2fmjj5suwn7jninhu9picgno8z', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 161', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('487d7sngt7tj2qluf5obf5phke', ((extract(epoch from now()) * 1000)::bigint - 19699014748), ((extract(epoch from now()) * 1000)::bigint - 19699014748), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 162', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('77b56z4cep9sb3ep1f0ygtbwxq', ((extract(epoch from now()) * 1000)::bigint - 22243348786), ((extract(epoch from now()) * 1000)::bigint - 22243348786), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 163', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('t9ytxx0x5l28lb11nw93d3l3na', ((extract(epoch from now()) * 1000)::bigint - 15558528708), ((extract(epoch from now()) * 1000)::bigint - 15558528708), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 164', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('caqtj1q9btpir8jxe78aqvbo55', ((extract(epoch from now()) * 1000)::bigint - 2706032008), ((extract(epoch from now()) * 1000)::bigint - 2706032008), 0, '2fmjj5suwn7jninhu9picgno8z', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 165', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('iw08kx1snvlkwdaf40j7p504zj', ((extract(epoch from now()) * 1000)::bigint - 918602194), ((extract(epoch from now()) * 1000)::bigint - 918602194), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 166', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5t0osnol04mfehhcel7optuzjo', ((extract(epoch from now()) * 1000)::bigint - 12454309070), ((extract(epoch from now()) * 1000)::bigint - 12454309070), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 167', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('6mp4807s9g3ltyy27j17q2l47a', ((extract(epoch from now()) * 1000)::bigint - 2187446788), ((extract(epoch from now()) * 1000)::bigint - 2187446788), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 168', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ac353fnvef5inhwv2jw5n8ctnq', ((extract(epoch from now()) * 1000)::bigint - 2872027787), ((extract(epoch from now()) * 1000)::bigint - 2872027787), 0, '1s3p0qatk4tattmt2cpq16xwhm', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 169', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1n0ohstxedca2z61gj02g4ozoe', ((extract(epoch from now()) * 1000)::bigint - 6211591554), ((extract(epoch from now()) * 1000)::bigint - 6211591554), 0, '5exqyv76aemwjrmpghx0i8d9gb', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 170', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('sosvdffah5mpgdcuv3zjhak56i', ((extract(epoch from now()) * 1000)::bigint - 2819548086), ((extract(epoch from now()) * 1000)::bigint - 2819548086), 0, 's63k320x95ze3im1xs7ym9kx8v', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 171', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('woc07tcxkeqr32oprtv90813v3', ((extract(epoch from now()) * 1000)::bigint - 14890593976), ((extract(epoch from now()) * 1000)::bigint - 14890593976), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 172', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('tsffacgjibrv9oqdkmhcedlfxe', ((extract(epoch from now()) * 1000)::bigint - 325054477), ((extract(epoch from now()) * 1000)::bigint - 325054477), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 173', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('hranoq7rpk2bjwpdmlf8ho4rcp', ((extract(epoch from now()) * 1000)::bigint - 23702462838), ((extract(epoch from now()) * 1000)::bigint - 23702462838), 0, 'atke08ulj5i0pksk18m5hamkv9', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 174', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('jope5uv9r7bauamv5ly2sooisj', ((extract(epoch from now()) * 1000)::bigint - 15792673452), ((extract(epoch from now()) * 1000)::bigint - 15792673452), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 175', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ab7gtsmjnjbxn3kjwxmkkm4ml4', ((extract(epoch from now()) * 1000)::bigint - 2135410708), ((extract(epoch from now()) * 1000)::bigint - 2135410708), 0, '1s3p0qatk4tattmt2cpq16xwhm', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 176', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('qsslwrzlzlg1btw0ia7mrv8ay2', ((extract(epoch from now()) * 1000)::bigint - 6791719602), ((extract(epoch from now()) * 1000)::bigint - 6791719602), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 177', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('sore4b0zlwar8es3qxhnbmjkil', ((extract(epoch from now()) * 1000)::bigint - 7539104847), ((extract(epoch from now()) * 1000)::bigint - 7539104847), 0, 'qpta52ysrocskzbwfhmyvpycpi', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 178', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('pw6k5rtugq1phv6965os6m2dis', ((extract(epoch from now()) * 1000)::bigint - 10712008688), ((extract(epoch from now()) * 1000)::bigint - 10712008688), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 179', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('b1pm8laes8mgc8dxqbq4jvy9b7', ((extract(epoch from now()) * 1000)::bigint - 14866087167), ((extract(epoch from now()) * 1000)::bigint - 14866087167), 0, 'atke08ulj5i0pksk18m5hamkv9', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 180', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ojo6ucvqm2a7v1edl2slryzc2i', ((extract(epoch from now()) * 1000)::bigint - 5866878352), ((extract(epoch from now()) * 1000)::bigint - 5866878352), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 181', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('v89r6jybnmvqf91ap6o8nikww3', ((extract(epoch from now()) * 1000)::bigint - 10516709212), ((extract(epoch from now()) * 1000)::bigint - 10516709212), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 182', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('roosj4ntk6l5t77bzcebfo1dxt', ((extract(epoch from now()) * 1000)::bigint - 18171688412), ((extract(epoch from now()) * 1000)::bigint - 18171688412), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 183', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('kxs4lo0vh2fmcudy2rvgkar3yd', ((extract(epoch from now()) * 1000)::bigint - 4884108473), ((extract(epoch from now()) * 1000)::bigint - 4884108473), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 184', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mdbee4qs3zh14angkvo8tiqjhv', ((extract(epoch from now()) * 1000)::bigint - 5455763114), ((extract(epoch from now()) * 1000)::bigint - 5455763114), ((extract(epoch from now()) * 1000)::bigint - 2727881557), 'la0dx5xmi8ozsqrqxyf0pdpoqg', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 185', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('q9xmzbly4z4t47p3k0kuzvnyun', ((extract(epoch from now()) * 1000)::bigint - 13448564725), ((extract(epoch from now()) * 1000)::bigint - 13448564725), 0, 'zvqxywo6h7vykgbt9qb7l412zr', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 186', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('n6o3l7thv9nrmgvjwv0ig8afyt', ((extract(epoch from now()) * 1000)::bigint - 1381587029), ((extract(epoch from now()) * 1000)::bigint - 1381587029), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 187', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('jktaypmv46e08mx1b9vhdp3nvr', ((extract(epoch from now()) * 1000)::bigint - 9462471650), ((extract(epoch from now()) * 1000)::bigint - 9462471650), 0, '2rmf7miqgl07ii4833upabbfjv', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 188', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ae9b0frqowm8ynh8iujrwy9knw', ((extract(epoch from now()) * 1000)::bigint - 851160832), ((extract(epoch from now()) * 1000)::bigint - 851160832), 0, '2rmf7miqgl07ii4833upabbfjv', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 189', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('uncgsc6a1sw5am824xr12z24nt', ((extract(epoch from now()) * 1000)::bigint - 34707947393), ((extract(epoch from now()) * 1000)::bigint - 34707947393), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 190', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('wty5el83hv8de311li7td3cj61', ((extract(epoch from now()) * 1000)::bigint - 12320501481), ((extract(epoch from now()) * 1000)::bigint - 12320501481), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 191', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gymbc99v3ypi69okkuudr0h6ow', ((extract(epoch from now()) * 1000)::bigint - 1384018909), ((extract(epoch from now()) * 1000)::bigint - 1384018909), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 192', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('hu52t1le8iyyudbctejy04ydrh', ((extract(epoch from now()) * 1000)::bigint - 2421974441), ((extract(epoch from now()) * 1000)::bigint - 2421974441), 0, 'up9rvqwbshl6nbsd07uug16wqw', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 193', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('go46i7ylqagdep1p4p2kld24oz', ((extract(epoch from now()) * 1000)::bigint - 6714562047), ((extract(epoch from now()) * 1000)::bigint - 6714562047), 0, 'up9rvqwbshl6nbsd07uug16wqw', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 194', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9azliku839hkenarais8o6e565', ((extract(epoch from now()) * 1000)::bigint - 6584893491), ((extract(epoch from now()) * 1000)::bigint - 6584893491), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 195', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('xusp9dz9vmwfx6mdavoeahzx51', ((extract(epoch from now()) * 1000)::bigint - 1916062184), ((extract(epoch from now()) * 1000)::bigint - 1916062184), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 196', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7na2rasa53tlt1vljhk5hpthjj', ((extract(epoch from now()) * 1000)::bigint - 7399456092), ((extract(epoch from now()) * 1000)::bigint - 7399456092), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 197', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9jt40jiy5z7a7z28ih7kbm0ygi', ((extract(epoch from now()) * 1000)::bigint - 19422833794), ((extract(epoch from now()) * 1000)::bigint - 19422833794), 0, 'kor487l6u742set0t75d1ru9ph', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 198', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('axnghmytmoxc51nhifyggba86i', ((extract(epoch from now()) * 1000)::bigint - 2880839069), ((extract(epoch from now()) * 1000)::bigint - 2880839069), 0, '5fmz71yjxdl8vvyuthttxxnltd', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 199', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xhqogjrb43kyjxttaygxmfu8yp', ((extract(epoch from now()) * 1000)::bigint - 616628728), ((extract(epoch from now()) * 1000)::bigint - 616628728), 0, 'kor487l6u742set0t75d1ru9ph', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 200', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('uu1pvdo7cygopf9j1dj7bvxdra', ((extract(epoch from now()) * 1000)::bigint - 21160286023), ((extract(epoch from now()) * 1000)::bigint - 21160286023), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 201', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('13d580t58mxkw37kvl8rwqw3ti', ((extract(epoch from now()) * 1000)::bigint - 330481497), ((extract(epoch from now()) * 1000)::bigint - 330481497), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 202', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('hu70whngbxlbrsvlbq1b50vpqg', ((extract(epoch from now()) * 1000)::bigint - 17864969744), ((extract(epoch from now()) * 1000)::bigint - 17864969744), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 203', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('c7azm40lh8x6b1h86jx8bxwe3k', ((extract(epoch from now()) * 1000)::bigint - 8281369377), ((extract(epoch from now()) * 1000)::bigint - 8281369377), 0, '2rmf7miqgl07ii4833upabbfjv', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 204', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('puxbtm4x9lxigb5ruvvjgc27ju', ((extract(epoch from now()) * 1000)::bigint - 24021545364), ((extract(epoch from now()) * 1000)::bigint - 24021545364), 0, 'kor487l6u742set0t75d1ru9ph', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 205', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('jqpcxlcvtdywe1pcwgctem594a', ((extract(epoch from now()) * 1000)::bigint - 11830945512), ((extract(epoch from now()) * 1000)::bigint - 11830945512), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 206', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gy7j9s7gqzku9lmagwfqokyluu', ((extract(epoch from now()) * 1000)::bigint - 15669758), ((extract(epoch from now()) * 1000)::bigint - 15669758), 0, '1s3p0qatk4tattmt2cpq16xwhm', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 207', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('l10fvxapdav8vho0ukpa9wqnbz', ((extract(epoch from now()) * 1000)::bigint - 24867997509), ((extract(epoch from now()) * 1000)::bigint - 24867997509), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 208', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('rs94j4fwh8edvd5g6c8pi7a5l1', ((extract(epoch from now()) * 1000)::bigint - 2137557698), ((extract(epoch from now()) * 1000)::bigint - 2137557698), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 209', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('f5p87r0y5yqbld9245hbj5pe3c', ((extract(epoch from now()) * 1000)::bigint - 19763877620), ((extract(epoch from now()) * 1000)::bigint - 19763877620), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 210', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('1rzrqn210v0snmn5jot2r7iq74', ((extract(epoch from now()) * 1000)::bigint - 234414069), ((extract(epoch from now()) * 1000)::bigint - 234414069), 0, '1s3p0qatk4tattmt2cpq16xwhm', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 211', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('4wasdrhuoxklgq9q19rekosfyv', ((extract(epoch from now()) * 1000)::bigint - 17638629739), ((extract(epoch from now()) * 1000)::bigint - 17638629739), 0, 'rhl4h9mpxepatutey7zeeka9ld', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 212', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mcodqfeoj28nsqj348sffay0sj', ((extract(epoch from now()) * 1000)::bigint - 3374314778), ((extract(epoch from now()) * 1000)::bigint - 3374314778), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 213', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dwp2ria7je7v9bl99kqt115ian', ((extract(epoch from now()) * 1000)::bigint - 1094345232), ((extract(epoch from now()) * 1000)::bigint - 1094345232), 0, 'rhl4h9mpxepatutey7zeeka9ld', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 214', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('b645nbbaaytpbdzsjix7ajq0wg', ((extract(epoch from now()) * 1000)::bigint - 5648941426), ((extract(epoch from now()) * 1000)::bigint - 5648941426), 0, 'rhl4h9mpxepatutey7zeeka9ld', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 215', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('or0wt0scs0oomablpcri15degy', ((extract(epoch from now()) * 1000)::bigint - 5304740845), ((extract(epoch from now()) * 1000)::bigint - 5304740845), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 216', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('nlhjocrezhzsot2681xtu4kr6g', ((extract(epoch from now()) * 1000)::bigint - 23048822493), ((extract(epoch from now()) * 1000)::bigint - 23048822493), 0, '2fmjj5suwn7jninhu9picgno8z', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 217', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('bswa27xk8gs5z4svq4oggsvvjd', ((extract(epoch from now()) * 1000)::bigint - 10349261003), ((extract(epoch from now()) * 1000)::bigint - 10349261003), 0, '5exqyv76aemwjrmpghx0i8d9gb', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 218', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('iyalqon9gc8w1iy66zcvx0lc63', ((extract(epoch from now()) * 1000)::bigint - 1615044524), ((extract(epoch from now()) * 1000)::bigint - 1615044524), 0, '4l1ipgi70j6fzg72yag25n6tl8', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 219', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('v4edbdspjsf4ir2p1t3aqoqvqk', ((extract(epoch from now()) * 1000)::bigint - 29702771692), ((extract(epoch from now()) * 1000)::bigint - 29702771692), 0, 'qpta52ysrocskzbwfhmyvpycpi', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 220', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('1tcec324a4j97f4ci7e2iiggsj', ((extract(epoch from now()) * 1000)::bigint - 14496695508), ((extract(epoch from now()) * 1000)::bigint - 14496695508), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 221', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1xipr7jeh8xy2o0c10u731dm1w', ((extract(epoch from now()) * 1000)::bigint - 10848416324), ((extract(epoch from now()) * 1000)::bigint - 10848416324), ((extract(epoch from now()) * 1000)::bigint - 5424208162), 'ye5mm1ssyt1py32zgx2krncgkl', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 222', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ugk30hvtyzrswmxudpzaahywry', ((extract(epoch from now()) * 1000)::bigint - 1757394440), ((extract(epoch from now()) * 1000)::bigint - 1757394440), 0, 's63k320x95ze3im1xs7ym9kx8v', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 223', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ram8y3t4jyhu74mf56rge4zyc8', ((extract(epoch from now()) * 1000)::bigint - 7224420266), ((extract(epoch from now()) * 1000)::bigint - 7224420266), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 224', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7fqdeppiydmzjf3imhs51xjrix', ((extract(epoch from now()) * 1000)::bigint - 534043037), ((extract(epoch from now()) * 1000)::bigint - 534043037), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 225', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ks7pehh06v8futqv7gabeal0sd', ((extract(epoch from now()) * 1000)::bigint - 2651195532), ((extract(epoch from now()) * 1000)::bigint - 2651195532), 0, 'up9rvqwbshl6nbsd07uug16wqw', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 226', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ay2c259v21cuabogf201gb02rh', ((extract(epoch from now()) * 1000)::bigint - 8567918968), ((extract(epoch from now()) * 1000)::bigint - 8567918968), 0, '2fmjj5suwn7jninhu9picgno8z', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 227', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zdck0v115odtpzfc4wk4xjir1c', ((extract(epoch from now()) * 1000)::bigint - 4965227630), ((extract(epoch from now()) * 1000)::bigint - 4965227630), 0, 'usnexhup6ruaw7t9zylhcx9hej', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 228', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ro40wuu9omwbvn2rr4rewmihn1', ((extract(epoch from now()) * 1000)::bigint - 2307899194), ((extract(epoch from now()) * 1000)::bigint - 2307899194), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 229', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('efwmis9axwe8ngp357ge0qxe30', ((extract(epoch from now()) * 1000)::bigint - 33839158608), ((extract(epoch from now()) * 1000)::bigint - 33839158608), 0, '2fmjj5suwn7jninhu9picgno8z', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 230', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('aaibm4do7y55i5k6y0abmxh7x0', ((extract(epoch from now()) * 1000)::bigint - 18081779888), ((extract(epoch from now()) * 1000)::bigint - 18081779888), 0, '4l1ipgi70j6fzg72yag25n6tl8', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 231', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mu3t06e4onchglbbwmytdkuf4h', ((extract(epoch from now()) * 1000)::bigint - 20009137735), ((extract(epoch from now()) * 1000)::bigint - 20009137735), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 232', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('98veh87tb5ajrt2k5at3pafa8d', ((extract(epoch from now()) * 1000)::bigint - 16729194642), ((extract(epoch from now()) * 1000)::bigint - 16729194642), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 233', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('kzldvgem2jxh1lpjcsyr0vb8r2', ((extract(epoch from now()) * 1000)::bigint - 22604299905), ((extract(epoch from now()) * 1000)::bigint - 22604299905), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 234', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xc7c51g495ef7xaaa58xglzb3o', ((extract(epoch from now()) * 1000)::bigint - 20742577715), ((extract(epoch from now()) * 1000)::bigint - 20742577715), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 235', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('3knnn6b3haiqwvd63rvzk3ckm1', ((extract(epoch from now()) * 1000)::bigint - 2611463494), ((extract(epoch from now()) * 1000)::bigint - 2611463494), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 236', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('jfzum2g1z9r2ldzvnvmbj1lw0z', ((extract(epoch from now()) * 1000)::bigint - 4443065475), ((extract(epoch from now()) * 1000)::bigint - 4443065475), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 237', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1tli2juezux897hy5s91s9o3at', ((extract(epoch from now()) * 1000)::bigint - 22908897873), ((extract(epoch from now()) * 1000)::bigint - 22908897873), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 238', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('r4vnt0g8sn7cy5uwatqbg85n01', ((extract(epoch from now()) * 1000)::bigint - 451804974), ((extract(epoch from now()) * 1000)::bigint - 451804974), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 239', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('u7ay0rxl9pjqo7opmvq11g5uac', ((extract(epoch from now()) * 1000)::bigint - 10797828564), ((extract(epoch from now()) * 1000)::bigint - 10797828564), 0, '6oo77fo8k796rsokbzwzl1xaa2', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 240', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('jmkbrsr8b4n775pjmksmjkz8to', ((extract(epoch from now()) * 1000)::bigint - 4164662595), ((extract(epoch from now()) * 1000)::bigint - 4164662595), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 241', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('8u7l6pqjsip6iu8eov04hg2hwn', ((extract(epoch from now()) * 1000)::bigint - 7585109686), ((extract(epoch from now()) * 1000)::bigint - 7585109686), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 242', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('661hghnqocz7iixc3jpgf69eg8', ((extract(epoch from now()) * 1000)::bigint - 16647404029), ((extract(epoch from now()) * 1000)::bigint - 16647404029), 0, 'da894fq2tfu1vlyjtil3xwtssu', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 243', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5t1f983buo431kb95z34yvr5hl', ((extract(epoch from now()) * 1000)::bigint - 2338273261), ((extract(epoch from now()) * 1000)::bigint - 2338273261), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 244', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('yj5ke28e2n7pb52txkt9bw6pbk', ((extract(epoch from now()) * 1000)::bigint - 18647721652), ((extract(epoch from now()) * 1000)::bigint - 18647721652), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 245', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('d3kofdras3zi9u6irkry5zr6u0', ((extract(epoch from now()) * 1000)::bigint - 40426653100), ((extract(epoch from now()) * 1000)::bigint - 40426653100), 0, 'kor487l6u742set0t75d1ru9ph', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 246', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('cgg618xu4sosxroq6l6fqeea01', ((extract(epoch from now()) * 1000)::bigint - 14134857762), ((extract(epoch from now()) * 1000)::bigint - 14134857762), 0, 'kor487l6u742set0t75d1ru9ph', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 247', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('pygqcag2fsel64z57f7cf4nqlf', ((extract(epoch from now()) * 1000)::bigint - 5257852992), ((extract(epoch from now()) * 1000)::bigint - 5257852992), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 248', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('tulxgz2ml0tcpba490go1ktdhk', ((extract(epoch from now()) * 1000)::bigint - 5287159037), ((extract(epoch from now()) * 1000)::bigint - 5287159037), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '25w5nzj90v0341y55it6zzmxwf', '', '', 'Message 249', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dhf772cwakzb161ohy9apiko7k', ((extract(epoch from now()) * 1000)::bigint - 7351691190), ((extract(epoch from now()) * 1000)::bigint - 7351691190), 0, 'uk54cfs3r160q44ybzuukglusl', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 250', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('f9iu6l0rl4u1umxqozyh7snp1n', ((extract(epoch from now()) * 1000)::bigint - 613319071), ((extract(epoch from now()) * 1000)::bigint - 613319071), 0, 'usnexhup6ruaw7t9zylhcx9hej', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 251', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('250stynvb0kiji3a55m53d7l0o', ((extract(epoch from now()) * 1000)::bigint - 24941770185), ((extract(epoch from now()) * 1000)::bigint - 24941770185), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 252', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('rfjgxr2ms4r6lx9qlliqarv736', ((extract(epoch from now()) * 1000)::bigint - 18981842698), ((extract(epoch from now()) * 1000)::bigint - 18981842698), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 253', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ubli4a4emsbp9dq3z4meoich95', ((extract(epoch from now()) * 1000)::bigint - 22390046075), ((extract(epoch from now()) * 1000)::bigint - 22390046075), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 254', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('nfyc0qbfxh7xppmwlzybopjnzx', ((extract(epoch from now()) * 1000)::bigint - 8781862322), ((extract(epoch from now()) * 1000)::bigint - 8781862322), 0, 'kor487l6u742set0t75d1ru9ph', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 255', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('50dkdfhvc2reitb1hy67dz0rgy', ((extract(epoch from now()) * 1000)::bigint - 1573128706), ((extract(epoch from now()) * 1000)::bigint - 1573128706), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 256', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ml88gjm8mxywab1x175wihdhtr', ((extract(epoch from now()) * 1000)::bigint - 919040950), ((extract(epoch from now()) * 1000)::bigint - 919040950), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 257', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('uikairpg3lu93esxoa8a5e5be8', ((extract(epoch from now()) * 1000)::bigint - 384564886), ((extract(epoch from now()) * 1000)::bigint - 384564886), 0, '1s3p0qatk4tattmt2cpq16xwhm', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 258', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('imuthghcqs3op8ivd13qnsjkrf', ((extract(epoch from now()) * 1000)::bigint - 2358745884), ((extract(epoch from now()) * 1000)::bigint - 2358745884), ((extract(epoch from now()) * 1000)::bigint - 1179372942), 'u4wkrlfh9ebkj9z8h4mb91yb8x', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 259', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ntc2t4vd8aujkk7ona813bh5ji', ((extract(epoch from now()) * 1000)::bigint - 18119674697), ((extract(epoch from now()) * 1000)::bigint - 18119674697), 0, '6oo77fo8k796rsokbzwzl1xaa2', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 260', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('9e6d2l2lvrles0ob7tk5memf6t', ((extract(epoch from now()) * 1000)::bigint - 18348847772), ((extract(epoch from now()) * 1000)::bigint - 18348847772), 0, 'uk54cfs3r160q44ybzuukglusl', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 261', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('i0b8h17y6fqq2uyxfmzngn5sjh', ((extract(epoch from now()) * 1000)::bigint - 41917962697), ((extract(epoch from now()) * 1000)::bigint - 41917962697), 0, '6oo77fo8k796rsokbzwzl1xaa2', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 262', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zu4xpeao4m4fuedy3mg40jtnlb', ((extract(epoch from now()) * 1000)::bigint - 1902266335), ((extract(epoch from now()) * 1000)::bigint - 1902266335), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 263', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('q54gbhihlr7wahjp29uirei45a', ((extract(epoch from now()) * 1000)::bigint - 17103976935), ((extract(epoch from now()) * 1000)::bigint - 17103976935), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 264', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ez6nfpiy4h0o4mhl2dx0pv7uep', ((extract(epoch from now()) * 1000)::bigint - 447719978), ((extract(epoch from now()) * 1000)::bigint - 447719978), 0, '1s3p0qatk4tattmt2cpq16xwhm', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 265', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('akbavantdv44q29b2n3jnkp626', ((extract(epoch from now()) * 1000)::bigint - 13102491796), ((extract(epoch from now()) * 1000)::bigint - 13102491796), 0, 'up9rvqwbshl6nbsd07uug16wqw', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 266', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('0whfdmchr2jmo23fepelqb1l9a', ((extract(epoch from now()) * 1000)::bigint - 23418572773), ((extract(epoch from now()) * 1000)::bigint - 23418572773), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 267', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('16igzq312pilpwbhmt7ub8kceo', ((extract(epoch from now()) * 1000)::bigint - 461279607), ((extract(epoch from now()) * 1000)::bigint - 461279607), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 268', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('jsa69fbufo8th2fwrkkmm8x8b3', ((extract(epoch from now()) * 1000)::bigint - 4400099157), ((extract(epoch from now()) * 1000)::bigint - 4400099157), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 269', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('lk1ld1wr9qvlsjy3cwal03m2sa', ((extract(epoch from now()) * 1000)::bigint - 33303344), ((extract(epoch from now()) * 1000)::bigint - 33303344), 0, '1s3p0qatk4tattmt2cpq16xwhm', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 270', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('iewxpxvupuu2qwmnxddlhsdpox', ((extract(epoch from now()) * 1000)::bigint - 6486473145), ((extract(epoch from now()) * 1000)::bigint - 6486473145), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 271', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('40ydt0d0itq4ws3vezj9b42wgz', ((extract(epoch from now()) * 1000)::bigint - 14465005781), ((extract(epoch from now()) * 1000)::bigint - 14465005781), 0, 'up9rvqwbshl6nbsd07uug16wqw', 'mmrh8oehqhsenp0k6lrr011uzf', '', '', 'Message 272', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('0wj2mpcfrq97jwkht1r3nzblp2', ((extract(epoch from now()) * 1000)::bigint - 23066254622), ((extract(epoch from now()) * 1000)::bigint - 23066254622), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 273', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('clvaivyfjdni5fhtxpkvuj3bp3', ((extract(epoch from now()) * 1000)::bigint - 1456149364), ((extract(epoch from now()) * 1000)::bigint - 1456149364), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 274', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('tcfzbkqrbj7bwzpxh4b5553mcv', ((extract(epoch from now()) * 1000)::bigint - 5258169242), ((extract(epoch from now()) * 1000)::bigint - 5258169242), 0, 'usnexhup6ruaw7t9zylhcx9hej', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 275', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('tjg94r1pxvxlymxvuvcqnjsv7p', ((extract(epoch from now()) * 1000)::bigint - 9830453007), ((extract(epoch from now()) * 1000)::bigint - 9830453007), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 276', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5lwcobsqh0kx5g34gi0lbl0uvo', ((extract(epoch from now()) * 1000)::bigint - 24077425240), ((extract(epoch from now()) * 1000)::bigint - 24077425240), 0, 'ye5mm1ssyt1py32zgx2krncgkl', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 277', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('08316gdo16s7nhcujinvhr1fob', ((extract(epoch from now()) * 1000)::bigint - 1440692218), ((extract(epoch from now()) * 1000)::bigint - 1440692218), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'p5p2oh551s0sxqzynetkwib5yv', '', '', 'Message 278', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xdespjrbwnyw7nalowebkvicbp', ((extract(epoch from now()) * 1000)::bigint - 13710607123), ((extract(epoch from now()) * 1000)::bigint - 13710607123), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 279', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('nqehs0kn1bymp43blzmfb7toyq', ((extract(epoch from now()) * 1000)::bigint - 2911364290), ((extract(epoch from now()) * 1000)::bigint - 2911364290), 0, 'w11vx6cao4frfhmmmeea17xaj0', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 280', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('0xnhb8wnvtbunsja1e23d0xb28', ((extract(epoch from now()) * 1000)::bigint - 13755617886), ((extract(epoch from now()) * 1000)::bigint - 13755617886), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 281', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('sjb8rfi8di8yb06a82u5velda7', ((extract(epoch from now()) * 1000)::bigint - 16274999975), ((extract(epoch from now()) * 1000)::bigint - 16274999975), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 282', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('q9fhfocb44q1vim9trrg7yhtuw', ((extract(epoch from now()) * 1000)::bigint - 36090369255), ((extract(epoch from now()) * 1000)::bigint - 36090369255), 0, '4l1ipgi70j6fzg72yag25n6tl8', '3vy1z4mv6bro11r3dw5gviy3co', '', '', 'Message 283', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('85hi2froh40aca999jdxqtkny7', ((extract(epoch from now()) * 1000)::bigint - 2806024749), ((extract(epoch from now()) * 1000)::bigint - 2806024749), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 284', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('8p90kk0jvc6nsv3n2g1lstwmdw', ((extract(epoch from now()) * 1000)::bigint - 13039357768), ((extract(epoch from now()) * 1000)::bigint - 13039357768), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', '', 'Message 285', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('961hhwzkpep6e6p0qgzpj7prvy', ((extract(epoch from now()) * 1000)::bigint - 12270881007), ((extract(epoch from now()) * 1000)::bigint - 12270881007), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 286', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zkh9zhzsxpuaxmkscdq47sx2cq', ((extract(epoch from now()) * 1000)::bigint - 12793448801), ((extract(epoch from now()) * 1000)::bigint - 12793448801), 0, 'kor487l6u742set0t75d1ru9ph', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 287', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('e3148pdi9pd8u2067tjadnswm7', ((extract(epoch from now()) * 1000)::bigint - 2356815890), ((extract(epoch from now()) * 1000)::bigint - 2356815890), 0, 's63k320x95ze3im1xs7ym9kx8v', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 288', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('z5np2stw5hr096le2f8db91ms7', ((extract(epoch from now()) * 1000)::bigint - 998757868), ((extract(epoch from now()) * 1000)::bigint - 998757868), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', '38z1a7zwhdfuihhy4qx9jc756r', '', '', 'Message 289', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('y1cb87u0aw2sxwoimk33sxvp0u', ((extract(epoch from now()) * 1000)::bigint - 1445017132), ((extract(epoch from now()) * 1000)::bigint - 1445017132), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 290', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('bqru1okx23b59v0jfxo2lb71z9', ((extract(epoch from now()) * 1000)::bigint - 20108558504), ((extract(epoch from now()) * 1000)::bigint - 20108558504), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '0avjnci00s1szmd4q4vvi52mwv', '', '', 'Message 291', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xy56vgjzdy0beehay4m0nwku7h', ((extract(epoch from now()) * 1000)::bigint - 31515636679), ((extract(epoch from now()) * 1000)::bigint - 31515636679), 0, 'atke08ulj5i0pksk18m5hamkv9', 'a4nihbx1mdjry4c7k2w21kkmfg', '', '', 'Message 292', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('lmq4srj9axrksm1lar1lf5mlbi', ((extract(epoch from now()) * 1000)::bigint - 7670699977), ((extract(epoch from now()) * 1000)::bigint - 7670699977), 0, '2fmjj5suwn7jninhu9picgno8z', 'annn7oxmy17ss6csj5hq57bbpb', '', '', 'Message 293', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('e0evlaybbcupd5ojmgph9v91nj', ((extract(epoch from now()) * 1000)::bigint - 5458241641), ((extract(epoch from now()) * 1000)::bigint - 5458241641), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', 'vu6vfkio3amaevzbef2u64ib7j', '', '', 'Message 294', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xfmn9qwcqqf6th3rf56rfdjgsf', ((extract(epoch from now()) * 1000)::bigint - 7163704502), ((extract(epoch from now()) * 1000)::bigint - 7163704502), 0, 'usnexhup6ruaw7t9zylhcx9hej', '3tkdzbb2t674yk363q1va6ujuw', '', '', 'Message 295', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ebvac3ibifqhj2qrnpbw5px6b9', ((extract(epoch from now()) * 1000)::bigint - 36015948), ((extract(epoch from now()) * 1000)::bigint - 36015948), ((extract(epoch from now()) * 1000)::bigint - 18007974), 's63k320x95ze3im1xs7ym9kx8v', 'erlb73i6hgxvfgymdstrejn37h', '', '', 'Message 296', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('evwv2hko6ud73roipoqyknwf77', ((extract(epoch from now()) * 1000)::bigint - 22905059808), ((extract(epoch from now()) * 1000)::bigint - 22905059808), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'ho3ujbvja2puancjuykfgvys28', '', '', 'Message 297', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('8a0repkk9heze0jpecw99dcqfm', ((extract(epoch from now()) * 1000)::bigint - 2380184986), ((extract(epoch from now()) * 1000)::bigint - 2380184986), 0, 's63k320x95ze3im1xs7ym9kx8v', 'pxcpb5w2g4b9j15cawfdh28xs4', '', '', 'Message 298', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9g2hs7za7zykjhosbbenbhdsq7', ((extract(epoch from now()) * 1000)::bigint - 8767843898), ((extract(epoch from now()) * 1000)::bigint - 8767843898), 0, 'up9rvqwbshl6nbsd07uug16wqw', '0hoticql7dkqame5b8xebplwgk', '', '', 'Message 299', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dp3oylggk45z1l6acfgrqjg2ys', ((extract(epoch from now()) * 1000)::bigint - 11272616699), ((extract(epoch from now()) * 1000)::bigint - 11272616699), 0, '2fmjj5suwn7jninhu9picgno8z', 'nzjo7bt0r6v6gxhyye5cko9jgu', 'f9iu6l0rl4u1umxqozyh7snp1n', '', 'Message 300', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('efcp84o95jryzqohci1o3pxae6', ((extract(epoch from now()) * 1000)::bigint - 2091700432), ((extract(epoch from now()) * 1000)::bigint - 2091700432), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'annn7oxmy17ss6csj5hq57bbpb', 'g7p25amonjsjkw7tkkfvxr4lcr', '', 'Message 301', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('6v8wiou95vk3fbpa2fwhlghvdh', ((extract(epoch from now()) * 1000)::bigint - 2570398764), ((extract(epoch from now()) * 1000)::bigint - 2570398764), 0, 'w11vx6cao4frfhmmmeea17xaj0', '3vy1z4mv6bro11r3dw5gviy3co', 'bfv346j52or9d9kdm1nc531uij', '', 'Message 302', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('if9iwua3bjrf0muobqgur6ba6b', ((extract(epoch from now()) * 1000)::bigint - 25254050503), ((extract(epoch from now()) * 1000)::bigint - 25254050503), 0, 'atke08ulj5i0pksk18m5hamkv9', 'ho3ujbvja2puancjuykfgvys28', '13d580t58mxkw37kvl8rwqw3ti', '', 'Message 303', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('d9wk0bnme9c06xlxc5bjg4fiwy', ((extract(epoch from now()) * 1000)::bigint - 14847274062), ((extract(epoch from now()) * 1000)::bigint - 14847274062), 0, '5exqyv76aemwjrmpghx0i8d9gb', '0hoticql7dkqame5b8xebplwgk', '3knnn6b3haiqwvd63rvzk3ckm1', '', 'Message 304', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5sfk83q9ekrs2wjfvc86pmhf2v', ((extract(epoch from now()) * 1000)::bigint - 6557746173), ((extract(epoch from now()) * 1000)::bigint - 6557746173), 0, '5exqyv76aemwjrmpghx0i8d9gb', '3vy1z4mv6bro11r3dw5gviy3co', 'r4vnt0g8sn7cy5uwatqbg85n01', '', 'Message 305', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('925txxjqtuturzoz9o9v2cepys', ((extract(epoch from now()) * 1000)::bigint - 15297094850), ((extract(epoch from now()) * 1000)::bigint - 15297094850), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '0hoticql7dkqame5b8xebplwgk', 'le97jrvlb2zx80bfk8ky8zxe9e', '', 'Message 306', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('24svgqx4bhgntc487rnq8o7b4p', ((extract(epoch from now()) * 1000)::bigint - 5590622401), ((extract(epoch from now()) * 1000)::bigint - 5590622401), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'pxcpb5w2g4b9j15cawfdh28xs4', 'qqc87fzrjikemt22dbm5nuix5t', '', 'Message 307', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7jlwwwuyh2jcxdmduse94jhhsl', ((extract(epoch from now()) * 1000)::bigint - 6893894814), ((extract(epoch from now()) * 1000)::bigint - 6893894814), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'mmrh8oehqhsenp0k6lrr011uzf', 'bswa27xk8gs5z4svq4oggsvvjd', '', 'Message 308', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('rbagcy3dzzfavevsfowaaz5qk2', ((extract(epoch from now()) * 1000)::bigint - 15533579853), ((extract(epoch from now()) * 1000)::bigint - 15533579853), 0, 'atke08ulj5i0pksk18m5hamkv9', 'erlb73i6hgxvfgymdstrejn37h', 'v1ofdw0dsxx1x4fpw32c7k6sxi', '', 'Message 309', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('20rpf68zin7sh4w5zw6s3u54q7', ((extract(epoch from now()) * 1000)::bigint - 8985001850), ((extract(epoch from now()) * 1000)::bigint - 8985001850), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'mmrh8oehqhsenp0k6lrr011uzf', 'lvg52774y7oqr7fcvrzl5qa7l8', '', 'Message 310', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('lyqvh57utwf2hownmj09dg3wnq', ((extract(epoch from now()) * 1000)::bigint - 3655384610), ((extract(epoch from now()) * 1000)::bigint - 3655384610), 0, 'zvqxywo6h7vykgbt9qb7l412zr', '38z1a7zwhdfuihhy4qx9jc756r', 'q9xmzbly4z4t47p3k0kuzvnyun', '', 'Message 311', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('lbaohmjo3glshzfsp25nmosevc', ((extract(epoch from now()) * 1000)::bigint - 17021245480), ((extract(epoch from now()) * 1000)::bigint - 17021245480), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '0hoticql7dkqame5b8xebplwgk', '85hi2froh40aca999jdxqtkny7', '', 'Message 312', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ev2xzdfnl9jus2iknl5qec5fcu', ((extract(epoch from now()) * 1000)::bigint - 15141682100), ((extract(epoch from now()) * 1000)::bigint - 15141682100), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'pxcpb5w2g4b9j15cawfdh28xs4', 'aszag0giiqwfob0pzmfoyln1tf', '', 'Message 313', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('010qyiv35n7u4ck80lpq4jmbcq', ((extract(epoch from now()) * 1000)::bigint - 222435852), ((extract(epoch from now()) * 1000)::bigint - 222435852), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'annn7oxmy17ss6csj5hq57bbpb', 'jfzum2g1z9r2ldzvnvmbj1lw0z', '', 'Message 314', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('oj1xmvzw8cc388k2z3ogabw4jw', ((extract(epoch from now()) * 1000)::bigint - 7578417876), ((extract(epoch from now()) * 1000)::bigint - 7578417876), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'nzjo7bt0r6v6gxhyye5cko9jgu', 'uwamdr9f0vgipunuhmogdzv5mj', '', 'Message 315', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('bxnk5706ctupn49qm5t02c1baz', ((extract(epoch from now()) * 1000)::bigint - 711175550), ((extract(epoch from now()) * 1000)::bigint - 711175550), 0, 's63k320x95ze3im1xs7ym9kx8v', '0hoticql7dkqame5b8xebplwgk', 'e0evlaybbcupd5ojmgph9v91nj', '', 'Message 316', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('v4m26ui7crbk3i3tpt7l8a7ctr', ((extract(epoch from now()) * 1000)::bigint - 18186262696), ((extract(epoch from now()) * 1000)::bigint - 18186262696), 0, 'rhl4h9mpxepatutey7zeeka9ld', '0avjnci00s1szmd4q4vvi52mwv', 'q9fhfocb44q1vim9trrg7yhtuw', '', 'Message 317', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('hp7suadek8n0wsu8174bj3vo84', ((extract(epoch from now()) * 1000)::bigint - 5243713448), ((extract(epoch from now()) * 1000)::bigint - 5243713448), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'erlb73i6hgxvfgymdstrejn37h', 'd3kofdras3zi9u6irkry5zr6u0', '', 'Message 318', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('wssi9wpuwhfxfdi24jkaymbp6u', ((extract(epoch from now()) * 1000)::bigint - 394539400), ((extract(epoch from now()) * 1000)::bigint - 394539400), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', '25w5nzj90v0341y55it6zzmxwf', '7ymz44n9hlably7sr0dqhyngj5', '', 'Message 319', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('hlu7fjyukbxjvwgumapqlo5drq', ((extract(epoch from now()) * 1000)::bigint - 25159975581), ((extract(epoch from now()) * 1000)::bigint - 25159975581), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'pxcpb5w2g4b9j15cawfdh28xs4', 'nm1upa6junk25ccpxlka38dv27', '', 'Message 320', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('rvbvagamnzhitz6v06okjq1ilb', ((extract(epoch from now()) * 1000)::bigint - 27214902083), ((extract(epoch from now()) * 1000)::bigint - 27214902083), 0, 'la0dx5xmi8ozsqrqxyf0pdpoqg', '0hoticql7dkqame5b8xebplwgk', 'zkh9zhzsxpuaxmkscdq47sx2cq', '', 'Message 321', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mdyyhh44jwt6f2pcec1endz8vu', ((extract(epoch from now()) * 1000)::bigint - 20490061), ((extract(epoch from now()) * 1000)::bigint - 20490061), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'annn7oxmy17ss6csj5hq57bbpb', 'eoyylf0tcfbmi7u7kclctk2cma', '', 'Message 322', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('tejssvjkanptbdkz8n3yp8th4r', ((extract(epoch from now()) * 1000)::bigint - 6241750802), ((extract(epoch from now()) * 1000)::bigint - 6241750802), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'vu6vfkio3amaevzbef2u64ib7j', 'iw08kx1snvlkwdaf40j7p504zj', '', 'Message 323', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('0jcy1uw9iwuib3tp757ap86h7f', ((extract(epoch from now()) * 1000)::bigint - 480508985), ((extract(epoch from now()) * 1000)::bigint - 480508985), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'vu6vfkio3amaevzbef2u64ib7j', '6tbcj1i4sr4wt9d5l8glwxkxv1', '', 'Message 324', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('u66d5no0nxukpesu4lyd7p8kq5', ((extract(epoch from now()) * 1000)::bigint - 1663028100), ((extract(epoch from now()) * 1000)::bigint - 1663028100), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'mmrh8oehqhsenp0k6lrr011uzf', '4mimk5eha9ojj6fsagvnbhdpuz', '', 'Message 325', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('chzf1y3eztuns9go2f8wiztn5u', ((extract(epoch from now()) * 1000)::bigint - 1688196310), ((extract(epoch from now()) * 1000)::bigint - 1688196310), 0, 's63k320x95ze3im1xs7ym9kx8v', '3tkdzbb2t674yk363q1va6ujuw', 'lvg52774y7oqr7fcvrzl5qa7l8', '', 'Message 326', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7j03vjuhviq4fcvimka1r3cncz', ((extract(epoch from now()) * 1000)::bigint - 1019165147), ((extract(epoch from now()) * 1000)::bigint - 1019165147), 0, '1s3p0qatk4tattmt2cpq16xwhm', '0avjnci00s1szmd4q4vvi52mwv', '0bsqosj4of6sgz0k5nmnuj68oy', '', 'Message 327', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('26haazyw1yjh5cwiv017co6uqa', ((extract(epoch from now()) * 1000)::bigint - 2305178356), ((extract(epoch from now()) * 1000)::bigint - 2305178356), 0, 's63k320x95ze3im1xs7ym9kx8v', 'p5p2oh551s0sxqzynetkwib5yv', 'uikairpg3lu93esxoa8a5e5be8', '', 'Message 328', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('lv1n9elrx9b24zvspkcavrq586', ((extract(epoch from now()) * 1000)::bigint - 2433555076), ((extract(epoch from now()) * 1000)::bigint - 2433555076), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'pxcpb5w2g4b9j15cawfdh28xs4', 'j95932qbuwnvmlbsz8yiyjvthn', '', 'Message 329', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('5amim4ugowv10ux01oqst3e497', ((extract(epoch from now()) * 1000)::bigint - 21762375376), ((extract(epoch from now()) * 1000)::bigint - 21762375376), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'erlb73i6hgxvfgymdstrejn37h', 'mmxb9mimup6wp8zt3jzd1frovo', '', 'Message 330', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('xcs8xtitmqcktqxpgvras6p2kw', ((extract(epoch from now()) * 1000)::bigint - 15815525403), ((extract(epoch from now()) * 1000)::bigint - 15815525403), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '3vy1z4mv6bro11r3dw5gviy3co', 'u7lrm17jz8hjen46au66d8xzhl', '', 'Message 331', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('2prkyyt5fpxwokjra89aj4idxd', ((extract(epoch from now()) * 1000)::bigint - 29013440239), ((extract(epoch from now()) * 1000)::bigint - 29013440239), 0, '4l1ipgi70j6fzg72yag25n6tl8', '3tkdzbb2t674yk363q1va6ujuw', '961hhwzkpep6e6p0qgzpj7prvy', '', 'Message 332', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mrud41e83z1ev3d3a80jfz2pzr', ((extract(epoch from now()) * 1000)::bigint - 22098689319), ((extract(epoch from now()) * 1000)::bigint - 22098689319), ((extract(epoch from now()) * 1000)::bigint - 11049344659), 'ye5mm1ssyt1py32zgx2krncgkl', 'annn7oxmy17ss6csj5hq57bbpb', 'z1e88aw1lm6aidnrugj4ydoq1h', '', 'Message 333', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xnwhxohk4n9lzja275l5qhze54', ((extract(epoch from now()) * 1000)::bigint - 23068962370), ((extract(epoch from now()) * 1000)::bigint - 23068962370), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', '0hoticql7dkqame5b8xebplwgk', 'mxdq6cfiema28a25ijrdxodnbw', '', 'Message 334', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('bl7fxggrpu9n1phg8mg90o65sd', ((extract(epoch from now()) * 1000)::bigint - 19880176866), ((extract(epoch from now()) * 1000)::bigint - 19880176866), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '3vy1z4mv6bro11r3dw5gviy3co', 'xynemcow4vn2g9m84u8v5onz06', '', 'Message 335', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('k2blbqoweuoev10dubnyyx7o67', ((extract(epoch from now()) * 1000)::bigint - 2113906080), ((extract(epoch from now()) * 1000)::bigint - 2113906080), 0, '2rmf7miqgl07ii4833upabbfjv', 'a4nihbx1mdjry4c7k2w21kkmfg', 's7qeqeguq549c7kbrgyxfn3azn', '', 'Message 336', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dkipdiaahf5ouhmq3cb1pco2z3', ((extract(epoch from now()) * 1000)::bigint - 20676741051), ((extract(epoch from now()) * 1000)::bigint - 20676741051), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', '38z1a7zwhdfuihhy4qx9jc756r', '6futwt9pv52brs7l1iycndxik9', '', 'Message 337', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('gsccl9n3y0akd6gujvxqnwqsb6', ((extract(epoch from now()) * 1000)::bigint - 376166249), ((extract(epoch from now()) * 1000)::bigint - 376166249), 0, 's63k320x95ze3im1xs7ym9kx8v', '3vy1z4mv6bro11r3dw5gviy3co', 'xs779sh9unbnv0u3seqxqqf420', '', 'Message 338', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('8g487x5z2mabtxwuo0zzv27axj', ((extract(epoch from now()) * 1000)::bigint - 2454110605), ((extract(epoch from now()) * 1000)::bigint - 2454110605), 0, '1s3p0qatk4tattmt2cpq16xwhm', '25w5nzj90v0341y55it6zzmxwf', 'nmbp9iobwa56ymotgstpoo5ips', '', 'Message 339', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('h2v60t046jeviyg546w7dafkes', ((extract(epoch from now()) * 1000)::bigint - 1942529727), ((extract(epoch from now()) * 1000)::bigint - 1942529727), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', '0hoticql7dkqame5b8xebplwgk', 'ay2c259v21cuabogf201gb02rh', '', 'Message 340', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('vhelkd02d6xymbkcy29d5oecup', ((extract(epoch from now()) * 1000)::bigint - 18503627171), ((extract(epoch from now()) * 1000)::bigint - 18503627171), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '3tkdzbb2t674yk363q1va6ujuw', 'gikfhiz46r4m55fc1fbl21grro', '', 'Message 341', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zv5tqz691j3ichn8kcq8gpdlfp', ((extract(epoch from now()) * 1000)::bigint - 11923765154), ((extract(epoch from now()) * 1000)::bigint - 11923765154), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'pxcpb5w2g4b9j15cawfdh28xs4', 'y5ph12ni6tgbmeitju9w7o6mu6', '', 'Message 342', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('xs5vp4ro5a4lyzewhmneo8npp4', ((extract(epoch from now()) * 1000)::bigint - 2354777786), ((extract(epoch from now()) * 1000)::bigint - 2354777786), 0, 's63k320x95ze3im1xs7ym9kx8v', '25w5nzj90v0341y55it6zzmxwf', 'gikfhiz46r4m55fc1fbl21grro', '', 'Message 343', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('o925zy15r6ik8wqi85nwvcf5ve', ((extract(epoch from now()) * 1000)::bigint - 5224352388), ((extract(epoch from now()) * 1000)::bigint - 5224352388), 0, 'usnexhup6ruaw7t9zylhcx9hej', '38z1a7zwhdfuihhy4qx9jc756r', 'g6guvy5v7660qvkh4ynr6mxdd0', '', 'Message 344', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ng06mi4x5w9bpl18vmz7lljenf', ((extract(epoch from now()) * 1000)::bigint - 2389473323), ((extract(epoch from now()) * 1000)::bigint - 2389473323), 0, 'da894fq2tfu1vlyjtil3xwtssu', '0hoticql7dkqame5b8xebplwgk', 'qqc87fzrjikemt22dbm5nuix5t', '', 'Message 345', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('iggdib6it9biqg86dzlgiohs4q', ((extract(epoch from now()) * 1000)::bigint - 1382204620), ((extract(epoch from now()) * 1000)::bigint - 1382204620), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'a4nihbx1mdjry4c7k2w21kkmfg', 'z123omuc0rh6opgo5ma6khdojj', '', 'Message 346', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('jfjuos2p8hu9kbj6bbq5v5p76d', ((extract(epoch from now()) * 1000)::bigint - 477521338), ((extract(epoch from now()) * 1000)::bigint - 477521338), 0, '1s3p0qatk4tattmt2cpq16xwhm', 'mmrh8oehqhsenp0k6lrr011uzf', 'hu52t1le8iyyudbctejy04ydrh', '', 'Message 347', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('vt9hgz6d85alqb65ygamxs0gwh', ((extract(epoch from now()) * 1000)::bigint - 1204764944), ((extract(epoch from now()) * 1000)::bigint - 1204764944), 0, 'usnexhup6ruaw7t9zylhcx9hej', '3vy1z4mv6bro11r3dw5gviy3co', '573xjv4qee837z8i5qcjxgqa4l', '', 'Message 348', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('c021r2lfsza4pb9iqcrg335nhs', ((extract(epoch from now()) * 1000)::bigint - 530141833), ((extract(epoch from now()) * 1000)::bigint - 530141833), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'nzjo7bt0r6v6gxhyye5cko9jgu', 'j3xdonal6rydcml0uh02n0v9rd', '', 'Message 349', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1a14q9bh2uvmpzibfo5a14fs8v', ((extract(epoch from now()) * 1000)::bigint - 3529217441), ((extract(epoch from now()) * 1000)::bigint - 3529217441), 0, 'zvqxywo6h7vykgbt9qb7l412zr', '3vy1z4mv6bro11r3dw5gviy3co', 'qsslwrzlzlg1btw0ia7mrv8ay2', '', 'Message 350', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('51dgqa1r02l1gc0y2n65quc2wl', ((extract(epoch from now()) * 1000)::bigint - 1046935516), ((extract(epoch from now()) * 1000)::bigint - 1046935516), 0, '2rmf7miqgl07ii4833upabbfjv', 'p5p2oh551s0sxqzynetkwib5yv', 'clvaivyfjdni5fhtxpkvuj3bp3', '', 'Message 351', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('66t2rhk5npz3nldyqpw2v4vnj3', ((extract(epoch from now()) * 1000)::bigint - 8228715868), ((extract(epoch from now()) * 1000)::bigint - 8228715868), 0, 'qpta52ysrocskzbwfhmyvpycpi', '25w5nzj90v0341y55it6zzmxwf', '7xqsab70xeu74ywaljg7pz24vv', '', 'Message 352', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('kyp9594vrfxxzlys67dz9jd8ql', ((extract(epoch from now()) * 1000)::bigint - 2098545360), ((extract(epoch from now()) * 1000)::bigint - 2098545360), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'vu6vfkio3amaevzbef2u64ib7j', '1n0ohstxedca2z61gj02g4ozoe', '', 'Message 353', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('aym90kcfmv16vz9ts9806cz8dl', ((extract(epoch from now()) * 1000)::bigint - 1785389034), ((extract(epoch from now()) * 1000)::bigint - 1785389034), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', 'nzjo7bt0r6v6gxhyye5cko9jgu', '08316gdo16s7nhcujinvhr1fob', '', 'Message 354', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('q5zl2cuel94c9z7f8t0oa1eu5v', ((extract(epoch from now()) * 1000)::bigint - 3738435200), ((extract(epoch from now()) * 1000)::bigint - 3738435200), 0, '5fmz71yjxdl8vvyuthttxxnltd', '38z1a7zwhdfuihhy4qx9jc756r', '1tli2juezux897hy5s91s9o3at', '', 'Message 355', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('zha55i2k81th0qttuosdgrbj8f', ((extract(epoch from now()) * 1000)::bigint - 17106459755), ((extract(epoch from now()) * 1000)::bigint - 17106459755), 0, '6oo77fo8k796rsokbzwzl1xaa2', '38z1a7zwhdfuihhy4qx9jc756r', 'uhoai1fq0dwvqc0iguqdkpsp2o', '', 'Message 356', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('99s52a473y9q2aybs6brjhqq56', ((extract(epoch from now()) * 1000)::bigint - 3324684389), ((extract(epoch from now()) * 1000)::bigint - 3324684389), 0, '2fmjj5suwn7jninhu9picgno8z', 'vu6vfkio3amaevzbef2u64ib7j', 'gsn8515522nx9rwdi7zlax31pz', '', 'Message 357', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('rdd4x7rkrsgdtksyxhm7yiabqk', ((extract(epoch from now()) * 1000)::bigint - 8162030306), ((extract(epoch from now()) * 1000)::bigint - 8162030306), 0, '5fmz71yjxdl8vvyuthttxxnltd', '0avjnci00s1szmd4q4vvi52mwv', 'zhcg15tfxiacc3zi0l9nm39lxx', '', 'Message 358', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('w0l4lmq9j76ne1jawyglifdn6c', ((extract(epoch from now()) * 1000)::bigint - 2547190351), ((extract(epoch from now()) * 1000)::bigint - 2547190351), 0, 's63k320x95ze3im1xs7ym9kx8v', '3tkdzbb2t674yk363q1va6ujuw', 'duoatpmjawt9pt6gii9er7tkxa', '', 'Message 359', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('yexlihmt2ihw710yuhd06h4xyl', ((extract(epoch from now()) * 1000)::bigint - 8385246496), ((extract(epoch from now()) * 1000)::bigint - 8385246496), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'vu6vfkio3amaevzbef2u64ib7j', '50dkdfhvc2reitb1hy67dz0rgy', '', 'Message 360', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('2fo045kinsgx2ed47cfkj6vsok', ((extract(epoch from now()) * 1000)::bigint - 28848395316), ((extract(epoch from now()) * 1000)::bigint - 28848395316), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'a4nihbx1mdjry4c7k2w21kkmfg', 'tulxgz2ml0tcpba490go1ktdhk', '', 'Message 361', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('8111c57eqtlv5ubm7fxk1f3zs7', ((extract(epoch from now()) * 1000)::bigint - 23414074016), ((extract(epoch from now()) * 1000)::bigint - 23414074016), 0, '4l1ipgi70j6fzg72yag25n6tl8', '0hoticql7dkqame5b8xebplwgk', 'l10fvxapdav8vho0ukpa9wqnbz', '', 'Message 362', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9wmiakweu6cznegnkr61140fz6', ((extract(epoch from now()) * 1000)::bigint - 2724016564), ((extract(epoch from now()) * 1000)::bigint - 2724016564), 0, '2rmf7miqgl07ii4833upabbfjv', '25w5nzj90v0341y55it6zzmxwf', '9jt40jiy5z7a7z28ih7kbm0ygi', '', 'Message 363', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ap50foit1f82epsub8c1zvi3sm', ((extract(epoch from now()) * 1000)::bigint - 12678859377), ((extract(epoch from now()) * 1000)::bigint - 12678859377), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'p5p2oh551s0sxqzynetkwib5yv', '0xnhb8wnvtbunsja1e23d0xb28', '', 'Message 364', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('qu6d1o4290sdjhoqshcptgnx5n', ((extract(epoch from now()) * 1000)::bigint - 3058249052), ((extract(epoch from now()) * 1000)::bigint - 3058249052), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', '3vy1z4mv6bro11r3dw5gviy3co', 'rvdt43sm2zedo2p9wk5cbshj1e', '', 'Message 365', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('wql2dn96b292l0ysrzplhop7w2', ((extract(epoch from now()) * 1000)::bigint - 18525793065), ((extract(epoch from now()) * 1000)::bigint - 18525793065), 0, 'rhl4h9mpxepatutey7zeeka9ld', 'erlb73i6hgxvfgymdstrejn37h', '2ncmuabx35cs2d6xs2ml5lekuo', '', 'Message 366', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3onljvgjqt0scr5yb0i59skt47', ((extract(epoch from now()) * 1000)::bigint - 22350281104), ((extract(epoch from now()) * 1000)::bigint - 22350281104), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'annn7oxmy17ss6csj5hq57bbpb', 'z5np2stw5hr096le2f8db91ms7', '', 'Message 367', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('15hp2fzdm87pmlxmw5rzpe7blm', ((extract(epoch from now()) * 1000)::bigint - 20846225314), ((extract(epoch from now()) * 1000)::bigint - 20846225314), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'mmrh8oehqhsenp0k6lrr011uzf', 'u7ay0rxl9pjqo7opmvq11g5uac', '', 'Message 368', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('q2vdn9k9y2di3a67karho851ak', ((extract(epoch from now()) * 1000)::bigint - 473144132), ((extract(epoch from now()) * 1000)::bigint - 473144132), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'pxcpb5w2g4b9j15cawfdh28xs4', 'duoatpmjawt9pt6gii9er7tkxa', '', 'Message 369', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('e88di3ozpdaio0edxcgbkthxsd', ((extract(epoch from now()) * 1000)::bigint - 1019349394), ((extract(epoch from now()) * 1000)::bigint - 1019349394), ((extract(epoch from now()) * 1000)::bigint - 509674697), 'kor487l6u742set0t75d1ru9ph', '3tkdzbb2t674yk363q1va6ujuw', 'ks7pehh06v8futqv7gabeal0sd', '', 'Message 370', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('gnm1gtbabv1rc956l9ghdrgqzi', ((extract(epoch from now()) * 1000)::bigint - 13964358920), ((extract(epoch from now()) * 1000)::bigint - 13964358920), 0, 'da894fq2tfu1vlyjtil3xwtssu', '25w5nzj90v0341y55it6zzmxwf', 'pfynnlsmw5t4dr4y3y5z7tsva1', '', 'Message 371', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('su5skxadmzn5bebpl39agv1p1o', ((extract(epoch from now()) * 1000)::bigint - 5450746669), ((extract(epoch from now()) * 1000)::bigint - 5450746669), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'pxcpb5w2g4b9j15cawfdh28xs4', 'xynemcow4vn2g9m84u8v5onz06', '', 'Message 372', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('8f5fegzkl5tfwk5ytbdm09ek5i', ((extract(epoch from now()) * 1000)::bigint - 1174353824), ((extract(epoch from now()) * 1000)::bigint - 1174353824), 0, 'uk54cfs3r160q44ybzuukglusl', '0avjnci00s1szmd4q4vvi52mwv', '2y30d7brqtzl07e3pccb2wi1xc', '', 'Message 373', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ycnjie88hmd9bq0wzambmy4n1x', ((extract(epoch from now()) * 1000)::bigint - 11420241583), ((extract(epoch from now()) * 1000)::bigint - 11420241583), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'ho3ujbvja2puancjuykfgvys28', '6mp4807s9g3ltyy27j17q2l47a', '', 'Message 374', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('el17k2d6g5afi7u6iqb8fwp6df', ((extract(epoch from now()) * 1000)::bigint - 3270097832), ((extract(epoch from now()) * 1000)::bigint - 3270097832), 0, 'kor487l6u742set0t75d1ru9ph', 'vu6vfkio3amaevzbef2u64ib7j', 'ubli4a4emsbp9dq3z4meoich95', '', 'Message 375', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('idtrsi4m1t2up9wocy7u0ua9x8', ((extract(epoch from now()) * 1000)::bigint - 1952141462), ((extract(epoch from now()) * 1000)::bigint - 1952141462), 0, '2rmf7miqgl07ii4833upabbfjv', '25w5nzj90v0341y55it6zzmxwf', '13d580t58mxkw37kvl8rwqw3ti', '', 'Message 376', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dkx53qhpui09gkv4uuqgwb63sw', ((extract(epoch from now()) * 1000)::bigint - 28319359834), ((extract(epoch from now()) * 1000)::bigint - 28319359834), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '3vy1z4mv6bro11r3dw5gviy3co', 'mcodqfeoj28nsqj348sffay0sj', '', 'Message 377', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('fqh15f2h15jhyd29qdij2exy4n', ((extract(epoch from now()) * 1000)::bigint - 18398561906), ((extract(epoch from now()) * 1000)::bigint - 18398561906), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', '38z1a7zwhdfuihhy4qx9jc756r', 'f9iu6l0rl4u1umxqozyh7snp1n', '', 'Message 378', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('pi112jjy2m0cep8ch5x3o71x77', ((extract(epoch from now()) * 1000)::bigint - 30537733441), ((extract(epoch from now()) * 1000)::bigint - 30537733441), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'p5p2oh551s0sxqzynetkwib5yv', 'yvx392hqt154cxkwu8wp5hfpal', '', 'Message 379', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('l41gemdzo159gm73k3pmlxfkav', ((extract(epoch from now()) * 1000)::bigint - 673631433), ((extract(epoch from now()) * 1000)::bigint - 673631433), 0, '2fmjj5suwn7jninhu9picgno8z', 'vu6vfkio3amaevzbef2u64ib7j', 'zu4xpeao4m4fuedy3mg40jtnlb', '', 'Message 380', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('cqtj6ceeja7o33fk5kkrxg3int', ((extract(epoch from now()) * 1000)::bigint - 268414734), ((extract(epoch from now()) * 1000)::bigint - 268414734), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'ho3ujbvja2puancjuykfgvys28', 'zkh9zhzsxpuaxmkscdq47sx2cq', '', 'Message 381', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('rwf6zfuedlihvoiwr88m3q8vv7', ((extract(epoch from now()) * 1000)::bigint - 433663061), ((extract(epoch from now()) * 1000)::bigint - 433663061), 0, 's63k320x95ze3im1xs7ym9kx8v', '3vy1z4mv6bro11r3dw5gviy3co', 'xfmn9qwcqqf6th3rf56rfdjgsf', '', 'Message 382', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('dl9a9rmw8em7zvsywi3z10cp1j', ((extract(epoch from now()) * 1000)::bigint - 23790654287), ((extract(epoch from now()) * 1000)::bigint - 23790654287), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'erlb73i6hgxvfgymdstrejn37h', '0wj2mpcfrq97jwkht1r3nzblp2', '', 'Message 383', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ykvq2sb5k3rtptt0zfgzn79jsw', ((extract(epoch from now()) * 1000)::bigint - 11955631623), ((extract(epoch from now()) * 1000)::bigint - 11955631623), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'p5p2oh551s0sxqzynetkwib5yv', 'clvaivyfjdni5fhtxpkvuj3bp3', '', 'Message 384', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('m9mrfd3vr83o73uyw2elfjd52w', ((extract(epoch from now()) * 1000)::bigint - 5390860040), ((extract(epoch from now()) * 1000)::bigint - 5390860040), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'nzjo7bt0r6v6gxhyye5cko9jgu', 'lmohgxdkbhj7yhrhys9mlzrmqf', '', 'Message 385', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ou00kmg3k6l2berpl5njmut2dw', ((extract(epoch from now()) * 1000)::bigint - 4374466572), ((extract(epoch from now()) * 1000)::bigint - 4374466572), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '38z1a7zwhdfuihhy4qx9jc756r', '6tbcj1i4sr4wt9d5l8glwxkxv1', '', 'Message 386', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('357jgy9ynuzhbz659gnf30w88v', ((extract(epoch from now()) * 1000)::bigint - 2066786093), ((extract(epoch from now()) * 1000)::bigint - 2066786093), 0, '1s3p0qatk4tattmt2cpq16xwhm', '0hoticql7dkqame5b8xebplwgk', '40ydt0d0itq4ws3vezj9b42wgz', '', 'Message 387', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7g62e65xzq4a7wxclhr67k8xtt', ((extract(epoch from now()) * 1000)::bigint - 26340860087), ((extract(epoch from now()) * 1000)::bigint - 26340860087), 0, '2fmjj5suwn7jninhu9picgno8z', '38z1a7zwhdfuihhy4qx9jc756r', 'wwpiolctcyxdaqdtjh3kr99xe8', '', 'Message 388', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9zdfd5hqwyp5hlg79fr9h7ytq7', ((extract(epoch from now()) * 1000)::bigint - 19169749993), ((extract(epoch from now()) * 1000)::bigint - 19169749993), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '3vy1z4mv6bro11r3dw5gviy3co', '9822vu42gskawcxhd5b5nj5vrx', '', 'Message 389', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7l1avhspunjplfdiprq4w0epj5', ((extract(epoch from now()) * 1000)::bigint - 6774131669), ((extract(epoch from now()) * 1000)::bigint - 6774131669), 0, 'pfc5bkzoma3j1j5sccziznltuf', '25w5nzj90v0341y55it6zzmxwf', 'qqc87fzrjikemt22dbm5nuix5t', '', 'Message 390', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('y2enud1rhatwwc7d6g30l3guw8', ((extract(epoch from now()) * 1000)::bigint - 10530956289), ((extract(epoch from now()) * 1000)::bigint - 10530956289), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '25w5nzj90v0341y55it6zzmxwf', '4n1ou2u4qtibr2ay5uztyygytg', '', 'Message 391', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ockbfmrvkdjpb7k9en11tjbqrt', ((extract(epoch from now()) * 1000)::bigint - 6826832342), ((extract(epoch from now()) * 1000)::bigint - 6826832342), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '25w5nzj90v0341y55it6zzmxwf', 'ay2c259v21cuabogf201gb02rh', '', 'Message 392', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('st70kgxl9lbeq28hgzqim49bg1', ((extract(epoch from now()) * 1000)::bigint - 19670594833), ((extract(epoch from now()) * 1000)::bigint - 19670594833), 0, 'atke08ulj5i0pksk18m5hamkv9', '38z1a7zwhdfuihhy4qx9jc756r', 'u7ay0rxl9pjqo7opmvq11g5uac', '', 'Message 393', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('rrhu18odgcbwjx3duxqcebrpzb', ((extract(epoch from now()) * 1000)::bigint - 9472533603), ((extract(epoch from now()) * 1000)::bigint - 9472533603), 0, '2fmjj5suwn7jninhu9picgno8z', 'erlb73i6hgxvfgymdstrejn37h', 'mu3t06e4onchglbbwmytdkuf4h', '', 'Message 394', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ybuduxds19y4c6vivrquxnhc29', ((extract(epoch from now()) * 1000)::bigint - 2029612382), ((extract(epoch from now()) * 1000)::bigint - 2029612382), 0, 's63k320x95ze3im1xs7ym9kx8v', 'erlb73i6hgxvfgymdstrejn37h', 'h67bnx8ckpbupsjtu6a7ymhy8w', '', 'Message 395', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('p63iqrpfcbsj4ksqy9f2pzzisa', ((extract(epoch from now()) * 1000)::bigint - 2223294203), ((extract(epoch from now()) * 1000)::bigint - 2223294203), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'pxcpb5w2g4b9j15cawfdh28xs4', 'lmq4srj9axrksm1lar1lf5mlbi', '', 'Message 396', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('3m8rv3nsivb048gm42ink9zuay', ((extract(epoch from now()) * 1000)::bigint - 16359228936), ((extract(epoch from now()) * 1000)::bigint - 16359228936), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', '0avjnci00s1szmd4q4vvi52mwv', 'l1c11ibl1ea6euq4jvwarvmhxt', '', 'Message 397', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('49c1c5lbgo88lkl27sk42d8gqz', ((extract(epoch from now()) * 1000)::bigint - 2243227929), ((extract(epoch from now()) * 1000)::bigint - 2243227929), 0, 'uk54cfs3r160q44ybzuukglusl', 'vu6vfkio3amaevzbef2u64ib7j', 'yvx392hqt154cxkwu8wp5hfpal', '', 'Message 398', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('n5vf2u78bgms0dkavktnpg2wdb', ((extract(epoch from now()) * 1000)::bigint - 28061216849), ((extract(epoch from now()) * 1000)::bigint - 28061216849), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'ho3ujbvja2puancjuykfgvys28', 'cgg618xu4sosxroq6l6fqeea01', '', 'Message 399', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('sdribmn0g6chdiyapbw444suuw', ((extract(epoch from now()) * 1000)::bigint - 10489524724), ((extract(epoch from now()) * 1000)::bigint - 10489524724), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', '38z1a7zwhdfuihhy4qx9jc756r', 't9ytxx0x5l28lb11nw93d3l3na', '', 'Message 400', '', '{}', '', '[]', '[]', true, 0, true, NULL),
('57neouiylfffhvb1jatkbwdlcu', ((extract(epoch from now()) * 1000)::bigint - 3751392760), ((extract(epoch from now()) * 1000)::bigint - 3751392760), 0, 'up9rvqwbshl6nbsd07uug16wqw', 'annn7oxmy17ss6csj5hq57bbpb', 'hetpcdlbmtjov3lmf0skvavi6t', '', 'Message 401', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('g2y8o7jshvigv8tyt4djfybmuo', ((extract(epoch from now()) * 1000)::bigint - 443066689), ((extract(epoch from now()) * 1000)::bigint - 443066689), 0, 'w11vx6cao4frfhmmmeea17xaj0', '0avjnci00s1szmd4q4vvi52mwv', 'h0cljp6rsx4xw1zjzjw8dhf1xh', '', 'Message 402', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('na1l2qus5z0dtscettr6iiuopg', ((extract(epoch from now()) * 1000)::bigint - 14466682595), ((extract(epoch from now()) * 1000)::bigint - 14466682595), 0, 'atke08ulj5i0pksk18m5hamkv9', 'ho3ujbvja2puancjuykfgvys28', 'or0wt0scs0oomablpcri15degy', '', 'Message 403', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('fyxmi5w40whtv9r1y0pb5t4jwj', ((extract(epoch from now()) * 1000)::bigint - 3287448124), ((extract(epoch from now()) * 1000)::bigint - 3287448124), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'mmrh8oehqhsenp0k6lrr011uzf', 'or0wt0scs0oomablpcri15degy', '', 'Message 404', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('6v1gxg2q31qx4oi8umw152gbzp', ((extract(epoch from now()) * 1000)::bigint - 9895531254), ((extract(epoch from now()) * 1000)::bigint - 9895531254), 0, 'ixexnl2uab5vqir9wi21kd5bqi', '3vy1z4mv6bro11r3dw5gviy3co', 'n23dn8map4r1hwxhvxdawd5q8f', '', 'Message 405', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('6dwyo78be1nsbzb80jox3d4evl', ((extract(epoch from now()) * 1000)::bigint - 13986811805), ((extract(epoch from now()) * 1000)::bigint - 13986811805), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', '25w5nzj90v0341y55it6zzmxwf', '2y30d7brqtzl07e3pccb2wi1xc', '', 'Message 406', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('wq13nictvkekeutjh6shbl21ws', ((extract(epoch from now()) * 1000)::bigint - 11684500722), ((extract(epoch from now()) * 1000)::bigint - 11684500722), ((extract(epoch from now()) * 1000)::bigint - 5842250361), 'fi3cbn9ohvxf5tbba5svu7ivgv', 'nzjo7bt0r6v6gxhyye5cko9jgu', '1e74x1tw9oa9gshyjk1flmdwtb', '', 'Message 407', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('8939n44k2j1vugh93ludam11nt', ((extract(epoch from now()) * 1000)::bigint - 13173068021), ((extract(epoch from now()) * 1000)::bigint - 13173068021), 0, 'vt2cjrnbhvy0bnglnw88ndi7tq', 'mmrh8oehqhsenp0k6lrr011uzf', 'b1pm8laes8mgc8dxqbq4jvy9b7', '', 'Message 408', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('kdnse1dylo7autyjbybzou6acg', ((extract(epoch from now()) * 1000)::bigint - 5446141401), ((extract(epoch from now()) * 1000)::bigint - 5446141401), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', '38z1a7zwhdfuihhy4qx9jc756r', 'p5xbaf71e5zt5xu5qoqgyf5vuz', '', 'Message 409', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ido9g3jxte9mn8etruzzqm2art', ((extract(epoch from now()) * 1000)::bigint - 9725324997), ((extract(epoch from now()) * 1000)::bigint - 9725324997), 0, 'pfc5bkzoma3j1j5sccziznltuf', '25w5nzj90v0341y55it6zzmxwf', '0nv1j6i2q0zeq1g6nn1dyoaki2', '', 'Message 410', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('r8z5xp5uyycf2q16u3c3z99b6a', ((extract(epoch from now()) * 1000)::bigint - 8296797), ((extract(epoch from now()) * 1000)::bigint - 8296797), 0, 'kor487l6u742set0t75d1ru9ph', 'nzjo7bt0r6v6gxhyye5cko9jgu', '6futwt9pv52brs7l1iycndxik9', '', 'Message 411', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('jlthip240veqi46sug95txq6vl', ((extract(epoch from now()) * 1000)::bigint - 1238223422), ((extract(epoch from now()) * 1000)::bigint - 1238223422), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'nzjo7bt0r6v6gxhyye5cko9jgu', 'hranoq7rpk2bjwpdmlf8ho4rcp', '', 'Message 412', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('7epe5bw6430abwtt5mxd29lvfp', ((extract(epoch from now()) * 1000)::bigint - 33905682696), ((extract(epoch from now()) * 1000)::bigint - 33905682696), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'p5p2oh551s0sxqzynetkwib5yv', 'cizfz9yho9v4muz8x9nqf2nhs5', '', 'Message 413', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('clkv60xa36bwrvnt8h9ih02zhb', ((extract(epoch from now()) * 1000)::bigint - 7830261809), ((extract(epoch from now()) * 1000)::bigint - 7830261809), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'nzjo7bt0r6v6gxhyye5cko9jgu', 'qsslwrzlzlg1btw0ia7mrv8ay2', '', 'Message 414', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('cad57e4oeh0cjep9hw5btuu3y1', ((extract(epoch from now()) * 1000)::bigint - 26009912291), ((extract(epoch from now()) * 1000)::bigint - 26009912291), 0, 'da894fq2tfu1vlyjtil3xwtssu', 'pxcpb5w2g4b9j15cawfdh28xs4', 'ram8y3t4jyhu74mf56rge4zyc8', '', 'Message 415', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('iv2jwcw8poiirbly0r6e1n7f1f', ((extract(epoch from now()) * 1000)::bigint - 16608580619), ((extract(epoch from now()) * 1000)::bigint - 16608580619), 0, '5fmz71yjxdl8vvyuthttxxnltd', '3vy1z4mv6bro11r3dw5gviy3co', 'wty5el83hv8de311li7td3cj61', '', 'Message 416', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('mzu3tbsb2ei0ojtzzq9r5gy64l', ((extract(epoch from now()) * 1000)::bigint - 1363520377), ((extract(epoch from now()) * 1000)::bigint - 1363520377), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'a4nihbx1mdjry4c7k2w21kkmfg', 'jktaypmv46e08mx1b9vhdp3nvr', '', 'Message 417', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('24qdbfdmtzx763jiaf7qqhra1p', ((extract(epoch from now()) * 1000)::bigint - 8654616110), ((extract(epoch from now()) * 1000)::bigint - 8654616110), 0, '2rmf7miqgl07ii4833upabbfjv', '0hoticql7dkqame5b8xebplwgk', '6futwt9pv52brs7l1iycndxik9', '', 'Message 418', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('879q8gqtgwq4b85muut2mbha1t', ((extract(epoch from now()) * 1000)::bigint - 836011326), ((extract(epoch from now()) * 1000)::bigint - 836011326), 0, 'kor487l6u742set0t75d1ru9ph', 'vu6vfkio3amaevzbef2u64ib7j', 'sjb8rfi8di8yb06a82u5velda7', '', 'Message 419', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('bs2rlscl1ymbnz8yzilfckk6ex', ((extract(epoch from now()) * 1000)::bigint - 1611395547), ((extract(epoch from now()) * 1000)::bigint - 1611395547), 0, 'w11vx6cao4frfhmmmeea17xaj0', '25w5nzj90v0341y55it6zzmxwf', 'mdbee4qs3zh14angkvo8tiqjhv', '', 'Message 420', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('ujswmutki4r3sz0a1hzn5yucop', ((extract(epoch from now()) * 1000)::bigint - 35493460479), ((extract(epoch from now()) * 1000)::bigint - 35493460479), 0, '6oo77fo8k796rsokbzwzl1xaa2', '3vy1z4mv6bro11r3dw5gviy3co', '4sgm8sxhgbcfj3sty0xlxhvpuu', '', 'Message 421', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('p9fc3iaxpx64c2nxe6bydgnd80', ((extract(epoch from now()) * 1000)::bigint - 1925908472), ((extract(epoch from now()) * 1000)::bigint - 1925908472), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'pxcpb5w2g4b9j15cawfdh28xs4', '9jt40jiy5z7a7z28ih7kbm0ygi', '', 'Message 422', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('g2dvwxfbtqx8igo38u70thegrp', ((extract(epoch from now()) * 1000)::bigint - 4339456145), ((extract(epoch from now()) * 1000)::bigint - 4339456145), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '38z1a7zwhdfuihhy4qx9jc756r', '6futwt9pv52brs7l1iycndxik9', '', 'Message 423', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('29spcjwbexhlx7iiry3f9ytoof', ((extract(epoch from now()) * 1000)::bigint - 935805550), ((extract(epoch from now()) * 1000)::bigint - 935805550), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'vu6vfkio3amaevzbef2u64ib7j', '73aweno128u10m6jgt39bk20pa', '', 'Message 424', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('ibadrvmkjcluucruwv7xqiykyn', ((extract(epoch from now()) * 1000)::bigint - 11418240162), ((extract(epoch from now()) * 1000)::bigint - 11418240162), 0, '2fmjj5suwn7jninhu9picgno8z', '3vy1z4mv6bro11r3dw5gviy3co', 'ebvac3ibifqhj2qrnpbw5px6b9', '', 'Message 425', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('29py4lv12ze7x8tabhq8da8wn9', ((extract(epoch from now()) * 1000)::bigint - 6547263212), ((extract(epoch from now()) * 1000)::bigint - 6547263212), 0, '5fmz71yjxdl8vvyuthttxxnltd', 'vu6vfkio3amaevzbef2u64ib7j', '2z80u7u5paiimuabirtuv8m8qz', '', 'Message 426', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('nt1k9qnvv5nr824wvzp55ioj8c', ((extract(epoch from now()) * 1000)::bigint - 14091414459), ((extract(epoch from now()) * 1000)::bigint - 14091414459), 0, 'zvqxywo6h7vykgbt9qb7l412zr', 'erlb73i6hgxvfgymdstrejn37h', '0wj2mpcfrq97jwkht1r3nzblp2', '', 'Message 427', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('yqnpsfxhfddaqmmnvrciy663h9', ((extract(epoch from now()) * 1000)::bigint - 879905455), ((extract(epoch from now()) * 1000)::bigint - 879905455), 0, 'kor487l6u742set0t75d1ru9ph', 'vu6vfkio3amaevzbef2u64ib7j', '1tcec324a4j97f4ci7e2iiggsj', '', 'Message 428', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('9r03g01v5oyh3w3i75ncskflvu', ((extract(epoch from now()) * 1000)::bigint - 8490786254), ((extract(epoch from now()) * 1000)::bigint - 8490786254), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', '0avjnci00s1szmd4q4vvi52mwv', 'k5la3jegk4fddkvmze18m7p6kb', '', 'Message 429', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('bu9m0yl6soteyz8i4dy62egrwm', ((extract(epoch from now()) * 1000)::bigint - 13041671011), ((extract(epoch from now()) * 1000)::bigint - 13041671011), 0, '6oo77fo8k796rsokbzwzl1xaa2', 'ho3ujbvja2puancjuykfgvys28', 'g7p25amonjsjkw7tkkfvxr4lcr', '', 'Message 430', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('fgsid5yax36lnq8mfe0wmp8gb5', ((extract(epoch from now()) * 1000)::bigint - 11021146607), ((extract(epoch from now()) * 1000)::bigint - 11021146607), 0, 'up9rvqwbshl6nbsd07uug16wqw', '0avjnci00s1szmd4q4vvi52mwv', 'waar1cya4oo1g3mg95bwhtr7wr', '', 'Message 431', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('zjwgovybhjhyo4mp2wab8mtgbf', ((extract(epoch from now()) * 1000)::bigint - 16327715181), ((extract(epoch from now()) * 1000)::bigint - 16327715181), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'pxcpb5w2g4b9j15cawfdh28xs4', '777lu9j0v7yeawagncj7oh2zxf', '', 'Message 432', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('2kd12ijaa06bs2f7o2ckly5zhm', ((extract(epoch from now()) * 1000)::bigint - 2519767819), ((extract(epoch from now()) * 1000)::bigint - 2519767819), 0, 'uk54cfs3r160q44ybzuukglusl', 'vu6vfkio3amaevzbef2u64ib7j', 'imuthghcqs3op8ivd13qnsjkrf', '', 'Message 433', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('g0jo6cocm0dohxwu9u4m1cq2do', ((extract(epoch from now()) * 1000)::bigint - 1081046373), ((extract(epoch from now()) * 1000)::bigint - 1081046373), 0, 's63k320x95ze3im1xs7ym9kx8v', '3tkdzbb2t674yk363q1va6ujuw', '0urv9yufedoy2qox3ijf9aqvso', '', 'Message 434', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('h5ogkwykzc50mbw8ev7m22hsip', ((extract(epoch from now()) * 1000)::bigint - 15355668556), ((extract(epoch from now()) * 1000)::bigint - 15355668556), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'p5p2oh551s0sxqzynetkwib5yv', '1tcec324a4j97f4ci7e2iiggsj', '', 'Message 435', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('sn6e7p93iza34kden6mi6ru45g', ((extract(epoch from now()) * 1000)::bigint - 2916617028), ((extract(epoch from now()) * 1000)::bigint - 2916617028), 0, 'u4wkrlfh9ebkj9z8h4mb91yb8x', '25w5nzj90v0341y55it6zzmxwf', 'cgg618xu4sosxroq6l6fqeea01', '', 'Message 436', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('l91htmh0yujs0adpa3n5u4v56c', ((extract(epoch from now()) * 1000)::bigint - 916365330), ((extract(epoch from now()) * 1000)::bigint - 916365330), 0, 's63k320x95ze3im1xs7ym9kx8v', 'erlb73i6hgxvfgymdstrejn37h', 'cgb99n9l9kd4ppfbgqs5mhhrjj', '', 'Message 437', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('chd4pjy5bgqljl8opnstjb8o7h', ((extract(epoch from now()) * 1000)::bigint - 1490826251), ((extract(epoch from now()) * 1000)::bigint - 1490826251), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', '3tkdzbb2t674yk363q1va6ujuw', '2gxpjp4uc682upxyedj3dv008w', '', 'Message 438', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('1oyfoymfw897l3kwdo69otm7x8', ((extract(epoch from now()) * 1000)::bigint - 33016548333), ((extract(epoch from now()) * 1000)::bigint - 33016548333), 0, 'we4fbnhkfg4gvlvc3j3dali7zk', 'erlb73i6hgxvfgymdstrejn37h', '487d7sngt7tj2qluf5obf5phke', '', 'Message 439', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('z4y6ff0rd1lyose7s2fv2ms9sy', ((extract(epoch from now()) * 1000)::bigint - 11285560164), ((extract(epoch from now()) * 1000)::bigint - 11285560164), 0, 'ye5mm1ssyt1py32zgx2krncgkl', 'mmrh8oehqhsenp0k6lrr011uzf', 'ac353fnvef5inhwv2jw5n8ctnq', '', 'Message 440', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('qvq9dvv5gzlasypy1aigni9u6v', ((extract(epoch from now()) * 1000)::bigint - 2856865413), ((extract(epoch from now()) * 1000)::bigint - 2856865413), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'ho3ujbvja2puancjuykfgvys28', '1hlgfo2ee3mlpndblqm9rb6chh', '', 'Message 441', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('x2k6rao1dvlig6t93lc260wybq', ((extract(epoch from now()) * 1000)::bigint - 14996275523), ((extract(epoch from now()) * 1000)::bigint - 14996275523), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', '3tkdzbb2t674yk363q1va6ujuw', 'zx1gz7qac0ungo4jj1xyifs8rq', '', 'Message 442', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('vxxtlx6g4l4iowp1qrss11f0dh', ((extract(epoch from now()) * 1000)::bigint - 14975255485), ((extract(epoch from now()) * 1000)::bigint - 14975255485), 0, 'pfc5bkzoma3j1j5sccziznltuf', 'p5p2oh551s0sxqzynetkwib5yv', 'le97jrvlb2zx80bfk8ky8zxe9e', '', 'Message 443', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('pe3zrdwpgjr7iqz39ucfqptmh4', ((extract(epoch from now()) * 1000)::bigint - 1428054502), ((extract(epoch from now()) * 1000)::bigint - 1428054502), ((extract(epoch from now()) * 1000)::bigint - 714027251), 's63k320x95ze3im1xs7ym9kx8v', 'pxcpb5w2g4b9j15cawfdh28xs4', 'nm1upa6junk25ccpxlka38dv27', '', 'Message 444', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('d1i59xosvc7pbmnokdx6jxacy4', ((extract(epoch from now()) * 1000)::bigint - 10534347741), ((extract(epoch from now()) * 1000)::bigint - 10534347741), 0, 'ixexnl2uab5vqir9wi21kd5bqi', 'a4nihbx1mdjry4c7k2w21kkmfg', 'f3srguib4aje0u435nn95x59zg', '', 'Message 445', '', '{}', '', '[]', '[]', true, 0, false, NULL),
('j904q94l12bichjwhr6ouojss0', ((extract(epoch from now()) * 1000)::bigint - 23814813731), ((extract(epoch from now()) * 1000)::bigint - 23814813731), 0, 'kor487l6u742set0t75d1ru9ph', '0hoticql7dkqame5b8xebplwgk', 'ks7pehh06v8futqv7gabeal0sd', '', 'Message 446', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('i2q464u1jzq7stlxu2p2s01us9', ((extract(epoch from now()) * 1000)::bigint - 6354855572), ((extract(epoch from now()) * 1000)::bigint - 6354855572), 0, 'qpta52ysrocskzbwfhmyvpycpi', 'mmrh8oehqhsenp0k6lrr011uzf', 'ub6buo8t4mcw5zow1tbsyobo6p', '', 'Message 447', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('j9lks5z7fwyx7cabamnee329xs', ((extract(epoch from now()) * 1000)::bigint - 11358530328), ((extract(epoch from now()) * 1000)::bigint - 11358530328), 0, 'qpta52ysrocskzbwfhmyvpycpi', 'ho3ujbvja2puancjuykfgvys28', 'u7lrm17jz8hjen46au66d8xzhl', '', 'Message 448', '', '{}', '', '[]', '[]', false, 0, false, NULL),
('6zvpjpfj6aywmmni5dttjg0b9j', ((extract(epoch from now()) * 1000)::bigint - 35130465073), ((extract(epoch from now()) * 1000)::bigint - 35130465073), 0, 'zvqxywo6h7vykgbt9qb7l412zr', '3vy1z4mv6bro11r3dw5gviy3co', 'nmbp9iobwa56ymotgstpoo5ips', '', 'Message 449', '', '{}', '', '[]', '[]', false, 0, false, NULL);

INSERT INTO threads (postid, replycount, lastreplyat, participants, channelid, threaddeleteat, threadteamid) VALUES
('f9iu6l0rl4u1umxqozyh7snp1n', 2, ((extract(epoch from now()) * 1000)::bigint - 11272616699), '["usnexhup6ruaw7t9zylhcx9hej"]', '3tkdzbb2t674yk363q1va6ujuw', 0, NULL),
('g7p25amonjsjkw7tkkfvxr4lcr', 2, ((extract(epoch from now()) * 1000)::bigint - 2091700432), '["uk54cfs3r160q44ybzuukglusl"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('bfv346j52or9d9kdm1nc531uij', 1, ((extract(epoch from now()) * 1000)::bigint - 2570398764), '["rhl4h9mpxepatutey7zeeka9ld"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('13d580t58mxkw37kvl8rwqw3ti', 2, ((extract(epoch from now()) * 1000)::bigint - 1952141462), '["vt2cjrnbhvy0bnglnw88ndi7tq"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('3knnn6b3haiqwvd63rvzk3ckm1', 1, ((extract(epoch from now()) * 1000)::bigint - 14847274062), '["u4wkrlfh9ebkj9z8h4mb91yb8x"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('r4vnt0g8sn7cy5uwatqbg85n01', 1, ((extract(epoch from now()) * 1000)::bigint - 6557746173), '["5fmz71yjxdl8vvyuthttxxnltd"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('le97jrvlb2zx80bfk8ky8zxe9e', 2, ((extract(epoch from now()) * 1000)::bigint - 14975255485), '["atke08ulj5i0pksk18m5hamkv9"]', '3vy1z4mv6bro11r3dw5gviy3co', 0, NULL),
('qqc87fzrjikemt22dbm5nuix5t', 3, ((extract(epoch from now()) * 1000)::bigint - 2389473323), '["la0dx5xmi8ozsqrqxyf0pdpoqg"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('bswa27xk8gs5z4svq4oggsvvjd', 1, ((extract(epoch from now()) * 1000)::bigint - 6893894814), '["5exqyv76aemwjrmpghx0i8d9gb"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('v1ofdw0dsxx1x4fpw32c7k6sxi', 1, ((extract(epoch from now()) * 1000)::bigint - 15533579853), '["da894fq2tfu1vlyjtil3xwtssu"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('lvg52774y7oqr7fcvrzl5qa7l8', 2, ((extract(epoch from now()) * 1000)::bigint - 1688196310), '["ye5mm1ssyt1py32zgx2krncgkl"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('q9xmzbly4z4t47p3k0kuzvnyun', 1, ((extract(epoch from now()) * 1000)::bigint - 3655384610), '["zvqxywo6h7vykgbt9qb7l412zr"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('85hi2froh40aca999jdxqtkny7', 1, ((extract(epoch from now()) * 1000)::bigint - 17021245480), '["fi3cbn9ohvxf5tbba5svu7ivgv"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('aszag0giiqwfob0pzmfoyln1tf', 1, ((extract(epoch from now()) * 1000)::bigint - 15141682100), '["ye5mm1ssyt1py32zgx2krncgkl"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('jfzum2g1z9r2ldzvnvmbj1lw0z', 1, ((extract(epoch from now()) * 1000)::bigint - 222435852), '["ixexnl2uab5vqir9wi21kd5bqi"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('uwamdr9f0vgipunuhmogdzv5mj', 1, ((extract(epoch from now()) * 1000)::bigint - 7578417876), '["kor487l6u742set0t75d1ru9ph"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('e0evlaybbcupd5ojmgph9v91nj', 1, ((extract(epoch from now()) * 1000)::bigint - 711175550), '["vt2cjrnbhvy0bnglnw88ndi7tq"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('q9fhfocb44q1vim9trrg7yhtuw', 1, ((extract(epoch from now()) * 1000)::bigint - 18186262696), '["4l1ipgi70j6fzg72yag25n6tl8"]', '3vy1z4mv6bro11r3dw5gviy3co', 0, NULL),
('d3kofdras3zi9u6irkry5zr6u0', 1, ((extract(epoch from now()) * 1000)::bigint - 5243713448), '["kor487l6u742set0t75d1ru9ph"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('7ymz44n9hlably7sr0dqhyngj5', 1, ((extract(epoch from now()) * 1000)::bigint - 394539400), '["vt2cjrnbhvy0bnglnw88ndi7tq"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('nm1upa6junk25ccpxlka38dv27', 2, ((extract(epoch from now()) * 1000)::bigint - 1428054502), '["5fmz71yjxdl8vvyuthttxxnltd"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('zkh9zhzsxpuaxmkscdq47sx2cq', 2, ((extract(epoch from now()) * 1000)::bigint - 268414734), '["kor487l6u742set0t75d1ru9ph"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('eoyylf0tcfbmi7u7kclctk2cma', 1, ((extract(epoch from now()) * 1000)::bigint - 20490061), '["da894fq2tfu1vlyjtil3xwtssu"]', '3vy1z4mv6bro11r3dw5gviy3co', 0, NULL),
('iw08kx1snvlkwdaf40j7p504zj', 1, ((extract(epoch from now()) * 1000)::bigint - 6241750802), '["zxaafvgqj0y5rwmdxhxemzvyg0"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('6tbcj1i4sr4wt9d5l8glwxkxv1', 2, ((extract(epoch from now()) * 1000)::bigint - 480508985), '["we4fbnhkfg4gvlvc3j3dali7zk"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('4mimk5eha9ojj6fsagvnbhdpuz', 1, ((extract(epoch from now()) * 1000)::bigint - 1663028100), '["2rmf7miqgl07ii4833upabbfjv"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('0bsqosj4of6sgz0k5nmnuj68oy', 1, ((extract(epoch from now()) * 1000)::bigint - 1019165147), '["w11vx6cao4frfhmmmeea17xaj0"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('uikairpg3lu93esxoa8a5e5be8', 1, ((extract(epoch from now()) * 1000)::bigint - 2305178356), '["1s3p0qatk4tattmt2cpq16xwhm"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('j95932qbuwnvmlbsz8yiyjvthn', 1, ((extract(epoch from now()) * 1000)::bigint - 2433555076), '["we4fbnhkfg4gvlvc3j3dali7zk"]', 'erlb73i6hgxvfgymdstrejn37h', 0, NULL),
('mmxb9mimup6wp8zt3jzd1frovo', 1, ((extract(epoch from now()) * 1000)::bigint - 21762375376), '["hg3yfczo1bk2z3v2hpstdkd9sm"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('u7lrm17jz8hjen46au66d8xzhl', 2, ((extract(epoch from now()) * 1000)::bigint - 11358530328), '["s63k320x95ze3im1xs7ym9kx8v"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('961hhwzkpep6e6p0qgzpj7prvy', 1, ((extract(epoch from now()) * 1000)::bigint - 29013440239), '["we4fbnhkfg4gvlvc3j3dali7zk"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('z1e88aw1lm6aidnrugj4ydoq1h', 1, ((extract(epoch from now()) * 1000)::bigint - 22098689319), '["5exqyv76aemwjrmpghx0i8d9gb"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('mxdq6cfiema28a25ijrdxodnbw', 1, ((extract(epoch from now()) * 1000)::bigint - 23068962370), '["s63k320x95ze3im1xs7ym9kx8v"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('xynemcow4vn2g9m84u8v5onz06', 2, ((extract(epoch from now()) * 1000)::bigint - 5450746669), '["fi3cbn9ohvxf5tbba5svu7ivgv"]', '3vy1z4mv6bro11r3dw5gviy3co', 0, NULL),
('s7qeqeguq549c7kbrgyxfn3azn', 1, ((extract(epoch from now()) * 1000)::bigint - 2113906080), '["ye5mm1ssyt1py32zgx2krncgkl"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('6futwt9pv52brs7l1iycndxik9', 4, ((extract(epoch from now()) * 1000)::bigint - 8296797), '["s63k320x95ze3im1xs7ym9kx8v"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('xs779sh9unbnv0u3seqxqqf420', 1, ((extract(epoch from now()) * 1000)::bigint - 376166249), '["usnexhup6ruaw7t9zylhcx9hej"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('nmbp9iobwa56ymotgstpoo5ips', 2, ((extract(epoch from now()) * 1000)::bigint - 2454110605), '["da894fq2tfu1vlyjtil3xwtssu"]', 'erlb73i6hgxvfgymdstrejn37h', 0, NULL),
('ay2c259v21cuabogf201gb02rh', 2, ((extract(epoch from now()) * 1000)::bigint - 1942529727), '["2fmjj5suwn7jninhu9picgno8z"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('gikfhiz46r4m55fc1fbl21grro', 2, ((extract(epoch from now()) * 1000)::bigint - 2354777786), '["zvqxywo6h7vykgbt9qb7l412zr"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('y5ph12ni6tgbmeitju9w7o6mu6', 1, ((extract(epoch from now()) * 1000)::bigint - 11923765154), '["rhl4h9mpxepatutey7zeeka9ld"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('g6guvy5v7660qvkh4ynr6mxdd0', 1, ((extract(epoch from now()) * 1000)::bigint - 5224352388), '["ixexnl2uab5vqir9wi21kd5bqi"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('z123omuc0rh6opgo5ma6khdojj', 1, ((extract(epoch from now()) * 1000)::bigint - 1382204620), '["la0dx5xmi8ozsqrqxyf0pdpoqg"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('hu52t1le8iyyudbctejy04ydrh', 1, ((extract(epoch from now()) * 1000)::bigint - 477521338), '["up9rvqwbshl6nbsd07uug16wqw"]', 'erlb73i6hgxvfgymdstrejn37h', 0, NULL),
('573xjv4qee837z8i5qcjxgqa4l', 1, ((extract(epoch from now()) * 1000)::bigint - 1204764944), '["la0dx5xmi8ozsqrqxyf0pdpoqg"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('j3xdonal6rydcml0uh02n0v9rd', 1, ((extract(epoch from now()) * 1000)::bigint - 530141833), '["vt2cjrnbhvy0bnglnw88ndi7tq"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('qsslwrzlzlg1btw0ia7mrv8ay2', 2, ((extract(epoch from now()) * 1000)::bigint - 3529217441), '["ye5mm1ssyt1py32zgx2krncgkl"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('clvaivyfjdni5fhtxpkvuj3bp3', 2, ((extract(epoch from now()) * 1000)::bigint - 1046935516), '["uad0rwmmy34w83t5ea4yyxhpa8"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('7xqsab70xeu74ywaljg7pz24vv', 1, ((extract(epoch from now()) * 1000)::bigint - 8228715868), '["5exqyv76aemwjrmpghx0i8d9gb"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('1n0ohstxedca2z61gj02g4ozoe', 1, ((extract(epoch from now()) * 1000)::bigint - 2098545360), '["5exqyv76aemwjrmpghx0i8d9gb"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('08316gdo16s7nhcujinvhr1fob', 1, ((extract(epoch from now()) * 1000)::bigint - 1785389034), '["uad0rwmmy34w83t5ea4yyxhpa8"]', 'p5p2oh551s0sxqzynetkwib5yv', 0, NULL),
('1tli2juezux897hy5s91s9o3at', 1, ((extract(epoch from now()) * 1000)::bigint - 3738435200), '["5fmz71yjxdl8vvyuthttxxnltd"]', 'erlb73i6hgxvfgymdstrejn37h', 0, NULL),
('uhoai1fq0dwvqc0iguqdkpsp2o', 1, ((extract(epoch from now()) * 1000)::bigint - 17106459755), '["da894fq2tfu1vlyjtil3xwtssu"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('gsn8515522nx9rwdi7zlax31pz', 1, ((extract(epoch from now()) * 1000)::bigint - 3324684389), '["vt2cjrnbhvy0bnglnw88ndi7tq"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('zhcg15tfxiacc3zi0l9nm39lxx', 1, ((extract(epoch from now()) * 1000)::bigint - 8162030306), '["uk54cfs3r160q44ybzuukglusl"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('duoatpmjawt9pt6gii9er7tkxa', 2, ((extract(epoch from now()) * 1000)::bigint - 473144132), '["ixexnl2uab5vqir9wi21kd5bqi"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('50dkdfhvc2reitb1hy67dz0rgy', 1, ((extract(epoch from now()) * 1000)::bigint - 8385246496), '["ye5mm1ssyt1py32zgx2krncgkl"]', '3tkdzbb2t674yk363q1va6ujuw', 0, NULL),
('tulxgz2ml0tcpba490go1ktdhk', 1, ((extract(epoch from now()) * 1000)::bigint - 28848395316), '["ye5mm1ssyt1py32zgx2krncgkl"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('l10fvxapdav8vho0ukpa9wqnbz', 1, ((extract(epoch from now()) * 1000)::bigint - 23414074016), '["zvqxywo6h7vykgbt9qb7l412zr"]', 'pxcpb5w2g4b9j15cawfdh28xs4', 0, NULL),
('9jt40jiy5z7a7z28ih7kbm0ygi', 2, ((extract(epoch from now()) * 1000)::bigint - 1925908472), '["kor487l6u742set0t75d1ru9ph"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('0xnhb8wnvtbunsja1e23d0xb28', 1, ((extract(epoch from now()) * 1000)::bigint - 12678859377), '["hg3yfczo1bk2z3v2hpstdkd9sm"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('rvdt43sm2zedo2p9wk5cbshj1e', 1, ((extract(epoch from now()) * 1000)::bigint - 3058249052), '["uk54cfs3r160q44ybzuukglusl"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('2ncmuabx35cs2d6xs2ml5lekuo', 1, ((extract(epoch from now()) * 1000)::bigint - 18525793065), '["we4fbnhkfg4gvlvc3j3dali7zk"]', '3tkdzbb2t674yk363q1va6ujuw', 0, NULL),
('z5np2stw5hr096le2f8db91ms7', 1, ((extract(epoch from now()) * 1000)::bigint - 22350281104), '["u4wkrlfh9ebkj9z8h4mb91yb8x"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('u7ay0rxl9pjqo7opmvq11g5uac', 2, ((extract(epoch from now()) * 1000)::bigint - 19670594833), '["6oo77fo8k796rsokbzwzl1xaa2"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('ks7pehh06v8futqv7gabeal0sd', 2, ((extract(epoch from now()) * 1000)::bigint - 1019349394), '["up9rvqwbshl6nbsd07uug16wqw"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('pfynnlsmw5t4dr4y3y5z7tsva1', 1, ((extract(epoch from now()) * 1000)::bigint - 13964358920), '["uad0rwmmy34w83t5ea4yyxhpa8"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('2y30d7brqtzl07e3pccb2wi1xc', 2, ((extract(epoch from now()) * 1000)::bigint - 1174353824), '["fi3cbn9ohvxf5tbba5svu7ivgv"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('6mp4807s9g3ltyy27j17q2l47a', 1, ((extract(epoch from now()) * 1000)::bigint - 11420241583), '["4l1ipgi70j6fzg72yag25n6tl8"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('ubli4a4emsbp9dq3z4meoich95', 1, ((extract(epoch from now()) * 1000)::bigint - 3270097832), '["we4fbnhkfg4gvlvc3j3dali7zk"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('mcodqfeoj28nsqj348sffay0sj', 1, ((extract(epoch from now()) * 1000)::bigint - 28319359834), '["rhl4h9mpxepatutey7zeeka9ld"]', 'p5p2oh551s0sxqzynetkwib5yv', 0, NULL),
('yvx392hqt154cxkwu8wp5hfpal', 2, ((extract(epoch from now()) * 1000)::bigint - 2243227929), '["pfc5bkzoma3j1j5sccziznltuf"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('zu4xpeao4m4fuedy3mg40jtnlb', 1, ((extract(epoch from now()) * 1000)::bigint - 673631433), '["zxaafvgqj0y5rwmdxhxemzvyg0"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('xfmn9qwcqqf6th3rf56rfdjgsf', 1, ((extract(epoch from now()) * 1000)::bigint - 433663061), '["usnexhup6ruaw7t9zylhcx9hej"]', '3tkdzbb2t674yk363q1va6ujuw', 0, NULL),
('0wj2mpcfrq97jwkht1r3nzblp2', 2, ((extract(epoch from now()) * 1000)::bigint - 14091414459), '["5exqyv76aemwjrmpghx0i8d9gb"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('lmohgxdkbhj7yhrhys9mlzrmqf', 1, ((extract(epoch from now()) * 1000)::bigint - 5390860040), '["uad0rwmmy34w83t5ea4yyxhpa8"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('40ydt0d0itq4ws3vezj9b42wgz', 1, ((extract(epoch from now()) * 1000)::bigint - 2066786093), '["up9rvqwbshl6nbsd07uug16wqw"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('wwpiolctcyxdaqdtjh3kr99xe8', 1, ((extract(epoch from now()) * 1000)::bigint - 26340860087), '["ye5mm1ssyt1py32zgx2krncgkl"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('9822vu42gskawcxhd5b5nj5vrx', 1, ((extract(epoch from now()) * 1000)::bigint - 19169749993), '["5fmz71yjxdl8vvyuthttxxnltd"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('4n1ou2u4qtibr2ay5uztyygytg', 1, ((extract(epoch from now()) * 1000)::bigint - 10530956289), '["ixexnl2uab5vqir9wi21kd5bqi"]', 'p5p2oh551s0sxqzynetkwib5yv', 0, NULL),
('mu3t06e4onchglbbwmytdkuf4h', 1, ((extract(epoch from now()) * 1000)::bigint - 9472533603), '["rhl4h9mpxepatutey7zeeka9ld"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('h67bnx8ckpbupsjtu6a7ymhy8w', 1, ((extract(epoch from now()) * 1000)::bigint - 2029612382), '["hg3yfczo1bk2z3v2hpstdkd9sm"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('lmq4srj9axrksm1lar1lf5mlbi', 1, ((extract(epoch from now()) * 1000)::bigint - 2223294203), '["2fmjj5suwn7jninhu9picgno8z"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('l1c11ibl1ea6euq4jvwarvmhxt', 1, ((extract(epoch from now()) * 1000)::bigint - 16359228936), '["zxaafvgqj0y5rwmdxhxemzvyg0"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('cgg618xu4sosxroq6l6fqeea01', 2, ((extract(epoch from now()) * 1000)::bigint - 2916617028), '["kor487l6u742set0t75d1ru9ph"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('t9ytxx0x5l28lb11nw93d3l3na', 1, ((extract(epoch from now()) * 1000)::bigint - 10489524724), '["fi3cbn9ohvxf5tbba5svu7ivgv"]', 'a4nihbx1mdjry4c7k2w21kkmfg', 0, NULL),
('hetpcdlbmtjov3lmf0skvavi6t', 1, ((extract(epoch from now()) * 1000)::bigint - 3751392760), '["vt2cjrnbhvy0bnglnw88ndi7tq"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('h0cljp6rsx4xw1zjzjw8dhf1xh', 1, ((extract(epoch from now()) * 1000)::bigint - 443066689), '["up9rvqwbshl6nbsd07uug16wqw"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('or0wt0scs0oomablpcri15degy', 2, ((extract(epoch from now()) * 1000)::bigint - 3287448124), '["uad0rwmmy34w83t5ea4yyxhpa8"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('n23dn8map4r1hwxhvxdawd5q8f', 1, ((extract(epoch from now()) * 1000)::bigint - 9895531254), '["5exqyv76aemwjrmpghx0i8d9gb"]', 'p5p2oh551s0sxqzynetkwib5yv', 0, NULL),
('1e74x1tw9oa9gshyjk1flmdwtb', 1, ((extract(epoch from now()) * 1000)::bigint - 11684500722), '["usnexhup6ruaw7t9zylhcx9hej"]', 'p5p2oh551s0sxqzynetkwib5yv', 0, NULL),
('b1pm8laes8mgc8dxqbq4jvy9b7', 1, ((extract(epoch from now()) * 1000)::bigint - 13173068021), '["atke08ulj5i0pksk18m5hamkv9"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('p5xbaf71e5zt5xu5qoqgyf5vuz', 1, ((extract(epoch from now()) * 1000)::bigint - 5446141401), '["ye5mm1ssyt1py32zgx2krncgkl"]', 'pxcpb5w2g4b9j15cawfdh28xs4', 0, NULL),
('0nv1j6i2q0zeq1g6nn1dyoaki2', 1, ((extract(epoch from now()) * 1000)::bigint - 9725324997), '["pfc5bkzoma3j1j5sccziznltuf"]', 'nzjo7bt0r6v6gxhyye5cko9jgu', 0, NULL),
('hranoq7rpk2bjwpdmlf8ho4rcp', 1, ((extract(epoch from now()) * 1000)::bigint - 1238223422), '["atke08ulj5i0pksk18m5hamkv9"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('cizfz9yho9v4muz8x9nqf2nhs5', 1, ((extract(epoch from now()) * 1000)::bigint - 33905682696), '["we4fbnhkfg4gvlvc3j3dali7zk"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('ram8y3t4jyhu74mf56rge4zyc8', 1, ((extract(epoch from now()) * 1000)::bigint - 26009912291), '["ixexnl2uab5vqir9wi21kd5bqi"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('wty5el83hv8de311li7td3cj61', 1, ((extract(epoch from now()) * 1000)::bigint - 16608580619), '["vt2cjrnbhvy0bnglnw88ndi7tq"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('jktaypmv46e08mx1b9vhdp3nvr', 1, ((extract(epoch from now()) * 1000)::bigint - 1363520377), '["2rmf7miqgl07ii4833upabbfjv"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('sjb8rfi8di8yb06a82u5velda7', 1, ((extract(epoch from now()) * 1000)::bigint - 836011326), '["pfc5bkzoma3j1j5sccziznltuf"]', 'erlb73i6hgxvfgymdstrejn37h', 0, NULL),
('mdbee4qs3zh14angkvo8tiqjhv', 1, ((extract(epoch from now()) * 1000)::bigint - 1611395547), '["la0dx5xmi8ozsqrqxyf0pdpoqg"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('4sgm8sxhgbcfj3sty0xlxhvpuu', 1, ((extract(epoch from now()) * 1000)::bigint - 35493460479), '["ye5mm1ssyt1py32zgx2krncgkl"]', '3tkdzbb2t674yk363q1va6ujuw', 0, NULL),
('73aweno128u10m6jgt39bk20pa', 1, ((extract(epoch from now()) * 1000)::bigint - 935805550), '["2fmjj5suwn7jninhu9picgno8z"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('ebvac3ibifqhj2qrnpbw5px6b9', 1, ((extract(epoch from now()) * 1000)::bigint - 11418240162), '["s63k320x95ze3im1xs7ym9kx8v"]', 'erlb73i6hgxvfgymdstrejn37h', 0, NULL),
('2z80u7u5paiimuabirtuv8m8qz', 1, ((extract(epoch from now()) * 1000)::bigint - 6547263212), '["ixexnl2uab5vqir9wi21kd5bqi"]', 'mmrh8oehqhsenp0k6lrr011uzf', 0, NULL),
('1tcec324a4j97f4ci7e2iiggsj', 2, ((extract(epoch from now()) * 1000)::bigint - 879905455), '["la0dx5xmi8ozsqrqxyf0pdpoqg"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('k5la3jegk4fddkvmze18m7p6kb', 1, ((extract(epoch from now()) * 1000)::bigint - 8490786254), '["2rmf7miqgl07ii4833upabbfjv"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('waar1cya4oo1g3mg95bwhtr7wr', 1, ((extract(epoch from now()) * 1000)::bigint - 11021146607), '["da894fq2tfu1vlyjtil3xwtssu"]', 'p5p2oh551s0sxqzynetkwib5yv', 0, NULL),
('777lu9j0v7yeawagncj7oh2zxf', 1, ((extract(epoch from now()) * 1000)::bigint - 16327715181), '["zvqxywo6h7vykgbt9qb7l412zr"]', '0hoticql7dkqame5b8xebplwgk', 0, NULL),
('imuthghcqs3op8ivd13qnsjkrf', 1, ((extract(epoch from now()) * 1000)::bigint - 2519767819), '["u4wkrlfh9ebkj9z8h4mb91yb8x"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('0urv9yufedoy2qox3ijf9aqvso', 1, ((extract(epoch from now()) * 1000)::bigint - 1081046373), '["ixexnl2uab5vqir9wi21kd5bqi"]', 'vu6vfkio3amaevzbef2u64ib7j', 0, NULL),
('cgb99n9l9kd4ppfbgqs5mhhrjj', 1, ((extract(epoch from now()) * 1000)::bigint - 916365330), '["up9rvqwbshl6nbsd07uug16wqw"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL),
('2gxpjp4uc682upxyedj3dv008w', 1, ((extract(epoch from now()) * 1000)::bigint - 1490826251), '["5exqyv76aemwjrmpghx0i8d9gb"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('487d7sngt7tj2qluf5obf5phke', 1, ((extract(epoch from now()) * 1000)::bigint - 33016548333), '["fi3cbn9ohvxf5tbba5svu7ivgv"]', 'ho3ujbvja2puancjuykfgvys28', 0, NULL),
('ac353fnvef5inhwv2jw5n8ctnq', 1, ((extract(epoch from now()) * 1000)::bigint - 11285560164), '["1s3p0qatk4tattmt2cpq16xwhm"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('1hlgfo2ee3mlpndblqm9rb6chh', 1, ((extract(epoch from now()) * 1000)::bigint - 2856865413), '["ixexnl2uab5vqir9wi21kd5bqi"]', '38z1a7zwhdfuihhy4qx9jc756r', 0, NULL),
('zx1gz7qac0ungo4jj1xyifs8rq', 1, ((extract(epoch from now()) * 1000)::bigint - 14996275523), '["zvqxywo6h7vykgbt9qb7l412zr"]', 'annn7oxmy17ss6csj5hq57bbpb', 0, NULL),
('f3srguib4aje0u435nn95x59zg', 1, ((extract(epoch from now()) * 1000)::bigint - 10534347741), '["kor487l6u742set0t75d1ru9ph"]', '25w5nzj90v0341y55it6zzmxwf', 0, NULL),
('ub6buo8t4mcw5zow1tbsyobo6p', 1, ((extract(epoch from now()) * 1000)::bigint - 6354855572), '["zxaafvgqj0y5rwmdxhxemzvyg0"]', '0avjnci00s1szmd4q4vvi52mwv', 0, NULL);

INSERT INTO threadmemberships (postid, userid, following, lastviewed, lastupdated, unreadmentions) VALUES
('f9iu6l0rl4u1umxqozyh7snp1n', '2fmjj5suwn7jninhu9picgno8z', true, ((extract(epoch from now()) * 1000)::bigint - 1886145370), ((extract(epoch from now()) * 1000)::bigint - 11272616699), 0),
('f9iu6l0rl4u1umxqozyh7snp1n', 'uad0rwmmy34w83t5ea4yyxhpa8', true, ((extract(epoch from now()) * 1000)::bigint - 1350504447), ((extract(epoch from now()) * 1000)::bigint - 11272616699), 0),
('g7p25amonjsjkw7tkkfvxr4lcr', '4l1ipgi70j6fzg72yag25n6tl8', true, ((extract(epoch from now()) * 1000)::bigint - 732566887), ((extract(epoch from now()) * 1000)::bigint - 2091700432), 0),
('g7p25amonjsjkw7tkkfvxr4lcr', '6oo77fo8k796rsokbzwzl1xaa2', true, ((extract(epoch from now()) * 1000)::bigint - 2121458380), ((extract(epoch from now()) * 1000)::bigint - 2091700432), 0),
('bfv346j52or9d9kdm1nc531uij', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 2513341502), ((extract(epoch from now()) * 1000)::bigint - 2570398764), 0),
('13d580t58mxkw37kvl8rwqw3ti', '2rmf7miqgl07ii4833upabbfjv', true, ((extract(epoch from now()) * 1000)::bigint - 2070555419), ((extract(epoch from now()) * 1000)::bigint - 1952141462), 0),
('13d580t58mxkw37kvl8rwqw3ti', 'atke08ulj5i0pksk18m5hamkv9', true, ((extract(epoch from now()) * 1000)::bigint - 134425217), ((extract(epoch from now()) * 1000)::bigint - 1952141462), 0),
('3knnn6b3haiqwvd63rvzk3ckm1', '5exqyv76aemwjrmpghx0i8d9gb', true, ((extract(epoch from now()) * 1000)::bigint - 2050939911), ((extract(epoch from now()) * 1000)::bigint - 14847274062), 0),
('r4vnt0g8sn7cy5uwatqbg85n01', '5exqyv76aemwjrmpghx0i8d9gb', true, ((extract(epoch from now()) * 1000)::bigint - 812455727), ((extract(epoch from now()) * 1000)::bigint - 6557746173), 0),
('le97jrvlb2zx80bfk8ky8zxe9e', 'ixexnl2uab5vqir9wi21kd5bqi', true, ((extract(epoch from now()) * 1000)::bigint - 1348209110), ((extract(epoch from now()) * 1000)::bigint - 14975255485), 0),
('le97jrvlb2zx80bfk8ky8zxe9e', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 1342569069), ((extract(epoch from now()) * 1000)::bigint - 14975255485), 0),
('qqc87fzrjikemt22dbm5nuix5t', 'da894fq2tfu1vlyjtil3xwtssu', true, ((extract(epoch from now()) * 1000)::bigint - 2216915091), ((extract(epoch from now()) * 1000)::bigint - 2389473323), 0),
('qqc87fzrjikemt22dbm5nuix5t', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 459974344), ((extract(epoch from now()) * 1000)::bigint - 2389473323), 0),
('qqc87fzrjikemt22dbm5nuix5t', 'usnexhup6ruaw7t9zylhcx9hej', true, ((extract(epoch from now()) * 1000)::bigint - 2244744547), ((extract(epoch from now()) * 1000)::bigint - 2389473323), 0),
('bswa27xk8gs5z4svq4oggsvvjd', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 322233301), ((extract(epoch from now()) * 1000)::bigint - 6893894814), 0),
('v1ofdw0dsxx1x4fpw32c7k6sxi', 'atke08ulj5i0pksk18m5hamkv9', true, ((extract(epoch from now()) * 1000)::bigint - 1119085253), ((extract(epoch from now()) * 1000)::bigint - 15533579853), 0),
('lvg52774y7oqr7fcvrzl5qa7l8', 'hg3yfczo1bk2z3v2hpstdkd9sm', true, ((extract(epoch from now()) * 1000)::bigint - 2291835167), ((extract(epoch from now()) * 1000)::bigint - 1688196310), 0),
('lvg52774y7oqr7fcvrzl5qa7l8', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 287915690), ((extract(epoch from now()) * 1000)::bigint - 1688196310), 0),
('q9xmzbly4z4t47p3k0kuzvnyun', 'zvqxywo6h7vykgbt9qb7l412zr', true, ((extract(epoch from now()) * 1000)::bigint - 414453223), ((extract(epoch from now()) * 1000)::bigint - 3655384610), 0),
('85hi2froh40aca999jdxqtkny7', 'ye5mm1ssyt1py32zgx2krncgkl', true, ((extract(epoch from now()) * 1000)::bigint - 246721708), ((extract(epoch from now()) * 1000)::bigint - 17021245480), 0),
('aszag0giiqwfob0pzmfoyln1tf', '5fmz71yjxdl8vvyuthttxxnltd', true, ((extract(epoch from now()) * 1000)::bigint - 2148549347), ((extract(epoch from now()) * 1000)::bigint - 15141682100), 0),
('jfzum2g1z9r2ldzvnvmbj1lw0z', 'usnexhup6ruaw7t9zylhcx9hej', true, ((extract(epoch from now()) * 1000)::bigint - 1765980987), ((extract(epoch from now()) * 1000)::bigint - 222435852), 0),
('uwamdr9f0vgipunuhmogdzv5mj', '4l1ipgi70j6fzg72yag25n6tl8', true, ((extract(epoch from now()) * 1000)::bigint - 1726186993), ((extract(epoch from now()) * 1000)::bigint - 7578417876), 0),
('e0evlaybbcupd5ojmgph9v91nj', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 1465295520), ((extract(epoch from now()) * 1000)::bigint - 711175550), 0),
('q9fhfocb44q1vim9trrg7yhtuw', 'rhl4h9mpxepatutey7zeeka9ld', true, ((extract(epoch from now()) * 1000)::bigint - 110361737), ((extract(epoch from now()) * 1000)::bigint - 18186262696), 0),
('d3kofdras3zi9u6irkry5zr6u0', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 735440858), ((extract(epoch from now()) * 1000)::bigint - 5243713448), 0),
('7ymz44n9hlably7sr0dqhyngj5', 'la0dx5xmi8ozsqrqxyf0pdpoqg', true, ((extract(epoch from now()) * 1000)::bigint - 464992208), ((extract(epoch from now()) * 1000)::bigint - 394539400), 0),
('nm1upa6junk25ccpxlka38dv27', 'da894fq2tfu1vlyjtil3xwtssu', true, ((extract(epoch from now()) * 1000)::bigint - 2264806169), ((extract(epoch from now()) * 1000)::bigint - 1428054502), 0),
('nm1upa6junk25ccpxlka38dv27', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 1659199712), ((extract(epoch from now()) * 1000)::bigint - 1428054502), 0),
('zkh9zhzsxpuaxmkscdq47sx2cq', 'uad0rwmmy34w83t5ea4yyxhpa8', true, ((extract(epoch from now()) * 1000)::bigint - 2233095703), ((extract(epoch from now()) * 1000)::bigint - 268414734), 0),
('zkh9zhzsxpuaxmkscdq47sx2cq', 'la0dx5xmi8ozsqrqxyf0pdpoqg', true, ((extract(epoch from now()) * 1000)::bigint - 2086323283), ((extract(epoch from now()) * 1000)::bigint - 268414734), 0),
('eoyylf0tcfbmi7u7kclctk2cma', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 1103241532), ((extract(epoch from now()) * 1000)::bigint - 20490061), 0),
('iw08kx1snvlkwdaf40j7p504zj', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 689334238), ((extract(epoch from now()) * 1000)::bigint - 6241750802), 0),
('6tbcj1i4sr4wt9d5l8glwxkxv1', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 1537242443), ((extract(epoch from now()) * 1000)::bigint - 480508985), 0),
('6tbcj1i4sr4wt9d5l8glwxkxv1', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 831680155), ((extract(epoch from now()) * 1000)::bigint - 480508985), 0),
('4mimk5eha9ojj6fsagvnbhdpuz', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 1864276046), ((extract(epoch from now()) * 1000)::bigint - 1663028100), 0),
('0bsqosj4of6sgz0k5nmnuj68oy', '1s3p0qatk4tattmt2cpq16xwhm', true, ((extract(epoch from now()) * 1000)::bigint - 1534740867), ((extract(epoch from now()) * 1000)::bigint - 1019165147), 0),
('uikairpg3lu93esxoa8a5e5be8', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 2034789997), ((extract(epoch from now()) * 1000)::bigint - 2305178356), 0),
('j95932qbuwnvmlbsz8yiyjvthn', 'zxaafvgqj0y5rwmdxhxemzvyg0', true, ((extract(epoch from now()) * 1000)::bigint - 853969432), ((extract(epoch from now()) * 1000)::bigint - 2433555076), 0),
('mmxb9mimup6wp8zt3jzd1frovo', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 2056554425), ((extract(epoch from now()) * 1000)::bigint - 21762375376), 0),
('u7lrm17jz8hjen46au66d8xzhl', 'qpta52ysrocskzbwfhmyvpycpi', true, ((extract(epoch from now()) * 1000)::bigint - 890358516), ((extract(epoch from now()) * 1000)::bigint - 11358530328), 0),
('u7lrm17jz8hjen46au66d8xzhl', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 1461300790), ((extract(epoch from now()) * 1000)::bigint - 11358530328), 0),
('961hhwzkpep6e6p0qgzpj7prvy', '4l1ipgi70j6fzg72yag25n6tl8', true, ((extract(epoch from now()) * 1000)::bigint - 1766886277), ((extract(epoch from now()) * 1000)::bigint - 29013440239), 0),
('z1e88aw1lm6aidnrugj4ydoq1h', 'ye5mm1ssyt1py32zgx2krncgkl', true, ((extract(epoch from now()) * 1000)::bigint - 1798817840), ((extract(epoch from now()) * 1000)::bigint - 22098689319), 0),
('mxdq6cfiema28a25ijrdxodnbw', 'uad0rwmmy34w83t5ea4yyxhpa8', true, ((extract(epoch from now()) * 1000)::bigint - 1871101924), ((extract(epoch from now()) * 1000)::bigint - 23068962370), 0),
('xynemcow4vn2g9m84u8v5onz06', '4l1ipgi70j6fzg72yag25n6tl8', true, ((extract(epoch from now()) * 1000)::bigint - 108520520), ((extract(epoch from now()) * 1000)::bigint - 5450746669), 0),
('xynemcow4vn2g9m84u8v5onz06', 'hg3yfczo1bk2z3v2hpstdkd9sm', true, ((extract(epoch from now()) * 1000)::bigint - 1602546024), ((extract(epoch from now()) * 1000)::bigint - 5450746669), 0),
('s7qeqeguq549c7kbrgyxfn3azn', '2rmf7miqgl07ii4833upabbfjv', true, ((extract(epoch from now()) * 1000)::bigint - 1352987433), ((extract(epoch from now()) * 1000)::bigint - 2113906080), 0),
('6futwt9pv52brs7l1iycndxik9', '2rmf7miqgl07ii4833upabbfjv', true, ((extract(epoch from now()) * 1000)::bigint - 2376127953), ((extract(epoch from now()) * 1000)::bigint - 8296797), 0),
('6futwt9pv52brs7l1iycndxik9', 'vt2cjrnbhvy0bnglnw88ndi7tq', true, ((extract(epoch from now()) * 1000)::bigint - 690960986), ((extract(epoch from now()) * 1000)::bigint - 8296797), 0),
('6futwt9pv52brs7l1iycndxik9', 'hg3yfczo1bk2z3v2hpstdkd9sm', true, ((extract(epoch from now()) * 1000)::bigint - 989489810), ((extract(epoch from now()) * 1000)::bigint - 8296797), 0),
('6futwt9pv52brs7l1iycndxik9', 'kor487l6u742set0t75d1ru9ph', true, ((extract(epoch from now()) * 1000)::bigint - 1966553565), ((extract(epoch from now()) * 1000)::bigint - 8296797), 0),
('xs779sh9unbnv0u3seqxqqf420', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 19954235), ((extract(epoch from now()) * 1000)::bigint - 376166249), 0),
('nmbp9iobwa56ymotgstpoo5ips', 'zvqxywo6h7vykgbt9qb7l412zr', true, ((extract(epoch from now()) * 1000)::bigint - 2429572604), ((extract(epoch from now()) * 1000)::bigint - 2454110605), 0),
('nmbp9iobwa56ymotgstpoo5ips', '1s3p0qatk4tattmt2cpq16xwhm', true, ((extract(epoch from now()) * 1000)::bigint - 380608008), ((extract(epoch from now()) * 1000)::bigint - 2454110605), 0),
('ay2c259v21cuabogf201gb02rh', 'ye5mm1ssyt1py32zgx2krncgkl', true, ((extract(epoch from now()) * 1000)::bigint - 84451340), ((extract(epoch from now()) * 1000)::bigint - 1942529727), 0),
('ay2c259v21cuabogf201gb02rh', 'u4wkrlfh9ebkj9z8h4mb91yb8x', true, ((extract(epoch from now()) * 1000)::bigint - 212779095), ((extract(epoch from now()) * 1000)::bigint - 1942529727), 0),
('gikfhiz46r4m55fc1fbl21grro', 'ye5mm1ssyt1py32zgx2krncgkl', true, ((extract(epoch from now()) * 1000)::bigint - 1503662640), ((extract(epoch from now()) * 1000)::bigint - 2354777786), 0),
('gikfhiz46r4m55fc1fbl21grro', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 2098557544), ((extract(epoch from now()) * 1000)::bigint - 2354777786), 0),
('y5ph12ni6tgbmeitju9w7o6mu6', 'da894fq2tfu1vlyjtil3xwtssu', true, ((extract(epoch from now()) * 1000)::bigint - 210944080), ((extract(epoch from now()) * 1000)::bigint - 11923765154), 0),
('g6guvy5v7660qvkh4ynr6mxdd0', 'usnexhup6ruaw7t9zylhcx9hej', true, ((extract(epoch from now()) * 1000)::bigint - 2352983636), ((extract(epoch from now()) * 1000)::bigint - 5224352388), 0),
('z123omuc0rh6opgo5ma6khdojj', 'u4wkrlfh9ebkj9z8h4mb91yb8x', true, ((extract(epoch from now()) * 1000)::bigint - 1235714340), ((extract(epoch from now()) * 1000)::bigint - 1382204620), 0),
('hu52t1le8iyyudbctejy04ydrh', '1s3p0qatk4tattmt2cpq16xwhm', true, ((extract(epoch from now()) * 1000)::bigint - 2037578062), ((extract(epoch from now()) * 1000)::bigint - 477521338), 0),
('573xjv4qee837z8i5qcjxgqa4l', 'usnexhup6ruaw7t9zylhcx9hej', true, ((extract(epoch from now()) * 1000)::bigint - 1752385976), ((extract(epoch from now()) * 1000)::bigint - 1204764944), 0),
('j3xdonal6rydcml0uh02n0v9rd', 'zvqxywo6h7vykgbt9qb7l412zr', true, ((extract(epoch from now()) * 1000)::bigint - 129002579), ((extract(epoch from now()) * 1000)::bigint - 530141833), 0),
('qsslwrzlzlg1btw0ia7mrv8ay2', 'zvqxywo6h7vykgbt9qb7l412zr', true, ((extract(epoch from now()) * 1000)::bigint - 1850666424), ((extract(epoch from now()) * 1000)::bigint - 3529217441), 0),
('qsslwrzlzlg1btw0ia7mrv8ay2', 'hg3yfczo1bk2z3v2hpstdkd9sm', true, ((extract(epoch from now()) * 1000)::bigint - 1794394765), ((extract(epoch from now()) * 1000)::bigint - 3529217441), 0),
('clvaivyfjdni5fhtxpkvuj3bp3', '2rmf7miqgl07ii4833upabbfjv', true, ((extract(epoch from now()) * 1000)::bigint - 1497442146), ((extract(epoch from now()) * 1000)::bigint - 1046935516), 0),
('clvaivyfjdni5fhtxpkvuj3bp3', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 802259105), ((extract(epoch from now()) * 1000)::bigint - 1046935516), 0),
('7xqsab70xeu74ywaljg7pz24vv', 'qpta52ysrocskzbwfhmyvpycpi', true, ((extract(epoch from now()) * 1000)::bigint - 1305857913), ((extract(epoch from now()) * 1000)::bigint - 8228715868), 0),
('1n0ohstxedca2z61gj02g4ozoe', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 1536718921), ((extract(epoch from now()) * 1000)::bigint - 2098545360), 0),
('08316gdo16s7nhcujinvhr1fob', 'fi3cbn9ohvxf5tbba5svu7ivgv', true, ((extract(epoch from now()) * 1000)::bigint - 1396700727), ((extract(epoch from now()) * 1000)::bigint - 1785389034), 0),
('1tli2juezux897hy5s91s9o3at', '5fmz71yjxdl8vvyuthttxxnltd', true, ((extract(epoch from now()) * 1000)::bigint - 1358064713), ((extract(epoch from now()) * 1000)::bigint - 3738435200), 0),
('uhoai1fq0dwvqc0iguqdkpsp2o', '6oo77fo8k796rsokbzwzl1xaa2', true, ((extract(epoch from now()) * 1000)::bigint - 974169502), ((extract(epoch from now()) * 1000)::bigint - 17106459755), 0),
('gsn8515522nx9rwdi7zlax31pz', '2fmjj5suwn7jninhu9picgno8z', true, ((extract(epoch from now()) * 1000)::bigint - 1684739120), ((extract(epoch from now()) * 1000)::bigint - 3324684389), 0),
('zhcg15tfxiacc3zi0l9nm39lxx', '5fmz71yjxdl8vvyuthttxxnltd', true, ((extract(epoch from now()) * 1000)::bigint - 1000762484), ((extract(epoch from now()) * 1000)::bigint - 8162030306), 0),
('duoatpmjawt9pt6gii9er7tkxa', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 1989612776), ((extract(epoch from now()) * 1000)::bigint - 473144132), 0),
('duoatpmjawt9pt6gii9er7tkxa', 'u4wkrlfh9ebkj9z8h4mb91yb8x', true, ((extract(epoch from now()) * 1000)::bigint - 800879197), ((extract(epoch from now()) * 1000)::bigint - 473144132), 0),
('50dkdfhvc2reitb1hy67dz0rgy', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 1956916143), ((extract(epoch from now()) * 1000)::bigint - 8385246496), 0),
('tulxgz2ml0tcpba490go1ktdhk', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 829158677), ((extract(epoch from now()) * 1000)::bigint - 28848395316), 0),
('l10fvxapdav8vho0ukpa9wqnbz', '4l1ipgi70j6fzg72yag25n6tl8', true, ((extract(epoch from now()) * 1000)::bigint - 1166410401), ((extract(epoch from now()) * 1000)::bigint - 23414074016), 0),
('9jt40jiy5z7a7z28ih7kbm0ygi', '2rmf7miqgl07ii4833upabbfjv', true, ((extract(epoch from now()) * 1000)::bigint - 1093036881), ((extract(epoch from now()) * 1000)::bigint - 1925908472), 0),
('9jt40jiy5z7a7z28ih7kbm0ygi', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 1946036204), ((extract(epoch from now()) * 1000)::bigint - 1925908472), 0),
('0xnhb8wnvtbunsja1e23d0xb28', '5exqyv76aemwjrmpghx0i8d9gb', true, ((extract(epoch from now()) * 1000)::bigint - 2500057001), ((extract(epoch from now()) * 1000)::bigint - 12678859377), 0),
('rvdt43sm2zedo2p9wk5cbshj1e', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 2170567007), ((extract(epoch from now()) * 1000)::bigint - 3058249052), 0),
('2ncmuabx35cs2d6xs2ml5lekuo', 'rhl4h9mpxepatutey7zeeka9ld', true, ((extract(epoch from now()) * 1000)::bigint - 32519009), ((extract(epoch from now()) * 1000)::bigint - 18525793065), 0),
('z5np2stw5hr096le2f8db91ms7', 'da894fq2tfu1vlyjtil3xwtssu', true, ((extract(epoch from now()) * 1000)::bigint - 2383082536), ((extract(epoch from now()) * 1000)::bigint - 22350281104), 0),
('u7ay0rxl9pjqo7opmvq11g5uac', 'zvqxywo6h7vykgbt9qb7l412zr', true, ((extract(epoch from now()) * 1000)::bigint - 2403679061), ((extract(epoch from now()) * 1000)::bigint - 19670594833), 0),
('u7ay0rxl9pjqo7opmvq11g5uac', 'atke08ulj5i0pksk18m5hamkv9', true, ((extract(epoch from now()) * 1000)::bigint - 770410340), ((extract(epoch from now()) * 1000)::bigint - 19670594833), 0),
('ks7pehh06v8futqv7gabeal0sd', 'kor487l6u742set0t75d1ru9ph', true, ((extract(epoch from now()) * 1000)::bigint - 2494348483), ((extract(epoch from now()) * 1000)::bigint - 1019349394), 0),
('pfynnlsmw5t4dr4y3y5z7tsva1', 'da894fq2tfu1vlyjtil3xwtssu', true, ((extract(epoch from now()) * 1000)::bigint - 598680365), ((extract(epoch from now()) * 1000)::bigint - 13964358920), 0),
('2y30d7brqtzl07e3pccb2wi1xc', 'uk54cfs3r160q44ybzuukglusl', true, ((extract(epoch from now()) * 1000)::bigint - 1646303644), ((extract(epoch from now()) * 1000)::bigint - 1174353824), 0),
('2y30d7brqtzl07e3pccb2wi1xc', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 1150889351), ((extract(epoch from now()) * 1000)::bigint - 1174353824), 0),
('6mp4807s9g3ltyy27j17q2l47a', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 1670786907), ((extract(epoch from now()) * 1000)::bigint - 11420241583), 0),
('ubli4a4emsbp9dq3z4meoich95', 'kor487l6u742set0t75d1ru9ph', true, ((extract(epoch from now()) * 1000)::bigint - 2447469129), ((extract(epoch from now()) * 1000)::bigint - 3270097832), 0),
('mcodqfeoj28nsqj348sffay0sj', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 1131194353), ((extract(epoch from now()) * 1000)::bigint - 28319359834), 0),
('yvx392hqt154cxkwu8wp5hfpal', '4l1ipgi70j6fzg72yag25n6tl8', true, ((extract(epoch from now()) * 1000)::bigint - 1430612431), ((extract(epoch from now()) * 1000)::bigint - 2243227929), 0),
('yvx392hqt154cxkwu8wp5hfpal', 'uk54cfs3r160q44ybzuukglusl', true, ((extract(epoch from now()) * 1000)::bigint - 1573352649), ((extract(epoch from now()) * 1000)::bigint - 2243227929), 0),
('zu4xpeao4m4fuedy3mg40jtnlb', '2fmjj5suwn7jninhu9picgno8z', true, ((extract(epoch from now()) * 1000)::bigint - 1377466934), ((extract(epoch from now()) * 1000)::bigint - 673631433), 0),
('xfmn9qwcqqf6th3rf56rfdjgsf', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 1984490697), ((extract(epoch from now()) * 1000)::bigint - 433663061), 0),
('0wj2mpcfrq97jwkht1r3nzblp2', 'zvqxywo6h7vykgbt9qb7l412zr', true, ((extract(epoch from now()) * 1000)::bigint - 2476983226), ((extract(epoch from now()) * 1000)::bigint - 14091414459), 0),
('0wj2mpcfrq97jwkht1r3nzblp2', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 514765268), ((extract(epoch from now()) * 1000)::bigint - 14091414459), 0),
('lmohgxdkbhj7yhrhys9mlzrmqf', '5fmz71yjxdl8vvyuthttxxnltd', true, ((extract(epoch from now()) * 1000)::bigint - 1857091632), ((extract(epoch from now()) * 1000)::bigint - 5390860040), 0),
('40ydt0d0itq4ws3vezj9b42wgz', '1s3p0qatk4tattmt2cpq16xwhm', true, ((extract(epoch from now()) * 1000)::bigint - 387416762), ((extract(epoch from now()) * 1000)::bigint - 2066786093), 0),
('wwpiolctcyxdaqdtjh3kr99xe8', '2fmjj5suwn7jninhu9picgno8z', true, ((extract(epoch from now()) * 1000)::bigint - 623813746), ((extract(epoch from now()) * 1000)::bigint - 26340860087), 0),
('9822vu42gskawcxhd5b5nj5vrx', 'ixexnl2uab5vqir9wi21kd5bqi', true, ((extract(epoch from now()) * 1000)::bigint - 2196515015), ((extract(epoch from now()) * 1000)::bigint - 19169749993), 0),
('4n1ou2u4qtibr2ay5uztyygytg', 'ixexnl2uab5vqir9wi21kd5bqi', true, ((extract(epoch from now()) * 1000)::bigint - 2567703436), ((extract(epoch from now()) * 1000)::bigint - 10530956289), 0),
('mu3t06e4onchglbbwmytdkuf4h', '2fmjj5suwn7jninhu9picgno8z', true, ((extract(epoch from now()) * 1000)::bigint - 2417624980), ((extract(epoch from now()) * 1000)::bigint - 9472533603), 0),
('h67bnx8ckpbupsjtu6a7ymhy8w', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 300471397), ((extract(epoch from now()) * 1000)::bigint - 2029612382), 0),
('lmq4srj9axrksm1lar1lf5mlbi', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 2187865456), ((extract(epoch from now()) * 1000)::bigint - 2223294203), 0),
('l1c11ibl1ea6euq4jvwarvmhxt', 'uad0rwmmy34w83t5ea4yyxhpa8', true, ((extract(epoch from now()) * 1000)::bigint - 2588462102), ((extract(epoch from now()) * 1000)::bigint - 16359228936), 0),
('cgg618xu4sosxroq6l6fqeea01', 'hg3yfczo1bk2z3v2hpstdkd9sm', true, ((extract(epoch from now()) * 1000)::bigint - 2533246845), ((extract(epoch from now()) * 1000)::bigint - 2916617028), 0),
('cgg618xu4sosxroq6l6fqeea01', 'u4wkrlfh9ebkj9z8h4mb91yb8x', true, ((extract(epoch from now()) * 1000)::bigint - 969201304), ((extract(epoch from now()) * 1000)::bigint - 2916617028), 0),
('t9ytxx0x5l28lb11nw93d3l3na', 'fi3cbn9ohvxf5tbba5svu7ivgv', true, ((extract(epoch from now()) * 1000)::bigint - 914222512), ((extract(epoch from now()) * 1000)::bigint - 10489524724), 0),
('hetpcdlbmtjov3lmf0skvavi6t', 'up9rvqwbshl6nbsd07uug16wqw', true, ((extract(epoch from now()) * 1000)::bigint - 2536988343), ((extract(epoch from now()) * 1000)::bigint - 3751392760), 0),
('h0cljp6rsx4xw1zjzjw8dhf1xh', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 2356415041), ((extract(epoch from now()) * 1000)::bigint - 443066689), 0),
('or0wt0scs0oomablpcri15degy', '4l1ipgi70j6fzg72yag25n6tl8', true, ((extract(epoch from now()) * 1000)::bigint - 2066225380), ((extract(epoch from now()) * 1000)::bigint - 3287448124), 0),
('or0wt0scs0oomablpcri15degy', 'atke08ulj5i0pksk18m5hamkv9', true, ((extract(epoch from now()) * 1000)::bigint - 2474490014), ((extract(epoch from now()) * 1000)::bigint - 3287448124), 0),
('n23dn8map4r1hwxhvxdawd5q8f', 'ixexnl2uab5vqir9wi21kd5bqi', true, ((extract(epoch from now()) * 1000)::bigint - 2338455798), ((extract(epoch from now()) * 1000)::bigint - 9895531254), 0),
('1e74x1tw9oa9gshyjk1flmdwtb', 'fi3cbn9ohvxf5tbba5svu7ivgv', true, ((extract(epoch from now()) * 1000)::bigint - 1792819819), ((extract(epoch from now()) * 1000)::bigint - 11684500722), 0),
('b1pm8laes8mgc8dxqbq4jvy9b7', 'vt2cjrnbhvy0bnglnw88ndi7tq', true, ((extract(epoch from now()) * 1000)::bigint - 929165486), ((extract(epoch from now()) * 1000)::bigint - 13173068021), 0),
('p5xbaf71e5zt5xu5qoqgyf5vuz', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 518648943), ((extract(epoch from now()) * 1000)::bigint - 5446141401), 0),
('0nv1j6i2q0zeq1g6nn1dyoaki2', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 776652167), ((extract(epoch from now()) * 1000)::bigint - 9725324997), 0),
('hranoq7rpk2bjwpdmlf8ho4rcp', 'usnexhup6ruaw7t9zylhcx9hej', true, ((extract(epoch from now()) * 1000)::bigint - 916464997), ((extract(epoch from now()) * 1000)::bigint - 1238223422), 0),
('cizfz9yho9v4muz8x9nqf2nhs5', 'da894fq2tfu1vlyjtil3xwtssu', true, ((extract(epoch from now()) * 1000)::bigint - 458525472), ((extract(epoch from now()) * 1000)::bigint - 33905682696), 0),
('ram8y3t4jyhu74mf56rge4zyc8', 'da894fq2tfu1vlyjtil3xwtssu', true, ((extract(epoch from now()) * 1000)::bigint - 953641805), ((extract(epoch from now()) * 1000)::bigint - 26009912291), 0),
('wty5el83hv8de311li7td3cj61', '5fmz71yjxdl8vvyuthttxxnltd', true, ((extract(epoch from now()) * 1000)::bigint - 2260182071), ((extract(epoch from now()) * 1000)::bigint - 16608580619), 0),
('jktaypmv46e08mx1b9vhdp3nvr', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 386767752), ((extract(epoch from now()) * 1000)::bigint - 1363520377), 0),
('sjb8rfi8di8yb06a82u5velda7', 'kor487l6u742set0t75d1ru9ph', true, ((extract(epoch from now()) * 1000)::bigint - 970004312), ((extract(epoch from now()) * 1000)::bigint - 836011326), 0),
('mdbee4qs3zh14angkvo8tiqjhv', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 619138785), ((extract(epoch from now()) * 1000)::bigint - 1611395547), 0),
('4sgm8sxhgbcfj3sty0xlxhvpuu', '6oo77fo8k796rsokbzwzl1xaa2', true, ((extract(epoch from now()) * 1000)::bigint - 1498280067), ((extract(epoch from now()) * 1000)::bigint - 35493460479), 0),
('73aweno128u10m6jgt39bk20pa', 'usnexhup6ruaw7t9zylhcx9hej', true, ((extract(epoch from now()) * 1000)::bigint - 2448648564), ((extract(epoch from now()) * 1000)::bigint - 935805550), 0),
('ebvac3ibifqhj2qrnpbw5px6b9', '2fmjj5suwn7jninhu9picgno8z', true, ((extract(epoch from now()) * 1000)::bigint - 458898918), ((extract(epoch from now()) * 1000)::bigint - 11418240162), 0),
('2z80u7u5paiimuabirtuv8m8qz', '5fmz71yjxdl8vvyuthttxxnltd', true, ((extract(epoch from now()) * 1000)::bigint - 2009307252), ((extract(epoch from now()) * 1000)::bigint - 6547263212), 0),
('1tcec324a4j97f4ci7e2iiggsj', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 1341368357), ((extract(epoch from now()) * 1000)::bigint - 879905455), 0),
('1tcec324a4j97f4ci7e2iiggsj', 'kor487l6u742set0t75d1ru9ph', true, ((extract(epoch from now()) * 1000)::bigint - 936444198), ((extract(epoch from now()) * 1000)::bigint - 879905455), 0),
('k5la3jegk4fddkvmze18m7p6kb', 'uhtzkaxdsik1y7cj5ic0jwr1pv', true, ((extract(epoch from now()) * 1000)::bigint - 330598180), ((extract(epoch from now()) * 1000)::bigint - 8490786254), 0),
('waar1cya4oo1g3mg95bwhtr7wr', 'up9rvqwbshl6nbsd07uug16wqw', true, ((extract(epoch from now()) * 1000)::bigint - 1364208039), ((extract(epoch from now()) * 1000)::bigint - 11021146607), 0),
('777lu9j0v7yeawagncj7oh2zxf', 'pfc5bkzoma3j1j5sccziznltuf', true, ((extract(epoch from now()) * 1000)::bigint - 2540710919), ((extract(epoch from now()) * 1000)::bigint - 16327715181), 0),
('imuthghcqs3op8ivd13qnsjkrf', 'uk54cfs3r160q44ybzuukglusl', true, ((extract(epoch from now()) * 1000)::bigint - 859510116), ((extract(epoch from now()) * 1000)::bigint - 2519767819), 0),
('0urv9yufedoy2qox3ijf9aqvso', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 456544573), ((extract(epoch from now()) * 1000)::bigint - 1081046373), 0),
('cgb99n9l9kd4ppfbgqs5mhhrjj', 's63k320x95ze3im1xs7ym9kx8v', true, ((extract(epoch from now()) * 1000)::bigint - 1918892367), ((extract(epoch from now()) * 1000)::bigint - 916365330), 0),
('2gxpjp4uc682upxyedj3dv008w', 'zxaafvgqj0y5rwmdxhxemzvyg0', true, ((extract(epoch from now()) * 1000)::bigint - 2311829107), ((extract(epoch from now()) * 1000)::bigint - 1490826251), 0),
('487d7sngt7tj2qluf5obf5phke', 'we4fbnhkfg4gvlvc3j3dali7zk', true, ((extract(epoch from now()) * 1000)::bigint - 518805769), ((extract(epoch from now()) * 1000)::bigint - 33016548333), 0),
('ac353fnvef5inhwv2jw5n8ctnq', 'ye5mm1ssyt1py32zgx2krncgkl', true, ((extract(epoch from now()) * 1000)::bigint - 1458404976), ((extract(epoch from now()) * 1000)::bigint - 11285560164), 0),
('1hlgfo2ee3mlpndblqm9rb6chh', 'w11vx6cao4frfhmmmeea17xaj0', true, ((extract(epoch from now()) * 1000)::bigint - 1430180656), ((extract(epoch from now()) * 1000)::bigint - 2856865413), 0),
('zx1gz7qac0ungo4jj1xyifs8rq', 'hg3yfczo1bk2z3v2hpstdkd9sm', true, ((extract(epoch from now()) * 1000)::bigint - 1574305117), ((extract(epoch from now()) * 1000)::bigint - 14996275523), 0),
('f3srguib4aje0u435nn95x59zg', 'ixexnl2uab5vqir9wi21kd5bqi', true, ((extract(epoch from now()) * 1000)::bigint - 1231302427), ((extract(epoch from now()) * 1000)::bigint - 10534347741), 0),
('ub6buo8t4mcw5zow1tbsyobo6p', 'qpta52ysrocskzbwfhmyvpycpi', true, ((extract(epoch from now()) * 1000)::bigint - 1166523437), ((extract(epoch from now()) * 1000)::bigint - 6354855572), 0);

INSERT INTO reactions (userid, postid, emojiname, createat, updateat, deleteat, remoteid, channelid) VALUES
('ye5mm1ssyt1py32zgx2krncgkl', 'qd0p8c5ikz9fyizysqx9kfmw5s', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 10980620211), ((extract(epoch from now()) * 1000)::bigint - 10980620211), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'dxducuuo45jrud9mjr4wwrlyjv', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 1392857691), ((extract(epoch from now()) * 1000)::bigint - 1392857691), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('up9rvqwbshl6nbsd07uug16wqw', 'cad57e4oeh0cjep9hw5btuu3y1', 'tada', ((extract(epoch from now()) * 1000)::bigint - 3011475147), ((extract(epoch from now()) * 1000)::bigint - 3011475147), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('we4fbnhkfg4gvlvc3j3dali7zk', 'a96i8v7effrs3nigyag0gulp9s', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1414393140), ((extract(epoch from now()) * 1000)::bigint - 1414393140), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'o925zy15r6ik8wqi85nwvcf5ve', 'smile', ((extract(epoch from now()) * 1000)::bigint - 4035210483), ((extract(epoch from now()) * 1000)::bigint - 4035210483), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'ido9g3jxte9mn8etruzzqm2art', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 2087718634), ((extract(epoch from now()) * 1000)::bigint - 2087718634), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', '4mimk5eha9ojj6fsagvnbhdpuz', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 1537918818), ((extract(epoch from now()) * 1000)::bigint - 1537918818), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'fgsid5yax36lnq8mfe0wmp8gb5', 'tada', ((extract(epoch from now()) * 1000)::bigint - 1539494817), ((extract(epoch from now()) * 1000)::bigint - 1539494817), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('hg3yfczo1bk2z3v2hpstdkd9sm', '3yex7s4uq2g2o8gh7vgi75syll', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 497162326), ((extract(epoch from now()) * 1000)::bigint - 497162326), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'pk2votduoasjqcltgaju3e5wwo', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2025808648), ((extract(epoch from now()) * 1000)::bigint - 2025808648), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'wssi9wpuwhfxfdi24jkaymbp6u', 'tada', ((extract(epoch from now()) * 1000)::bigint - 127654482), ((extract(epoch from now()) * 1000)::bigint - 127654482), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('ye5mm1ssyt1py32zgx2krncgkl', 'cad57e4oeh0cjep9hw5btuu3y1', '+1', ((extract(epoch from now()) * 1000)::bigint - 11244762176), ((extract(epoch from now()) * 1000)::bigint - 11244762176), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('5exqyv76aemwjrmpghx0i8d9gb', '8g487x5z2mabtxwuo0zzv27axj', '+1', ((extract(epoch from now()) * 1000)::bigint - 1745584179), ((extract(epoch from now()) * 1000)::bigint - 1745584179), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('4l1ipgi70j6fzg72yag25n6tl8', 'dkipdiaahf5ouhmq3cb1pco2z3', 'smile', ((extract(epoch from now()) * 1000)::bigint - 18981742661), ((extract(epoch from now()) * 1000)::bigint - 18981742661), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'uncgsc6a1sw5am824xr12z24nt', 'smile', ((extract(epoch from now()) * 1000)::bigint - 30029444000), ((extract(epoch from now()) * 1000)::bigint - 30029444000), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('ixexnl2uab5vqir9wi21kd5bqi', 'q54gbhihlr7wahjp29uirei45a', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 11676840652), ((extract(epoch from now()) * 1000)::bigint - 11676840652), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('1s3p0qatk4tattmt2cpq16xwhm', 's7qeqeguq549c7kbrgyxfn3azn', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 4038842712), ((extract(epoch from now()) * 1000)::bigint - 4038842712), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('ixexnl2uab5vqir9wi21kd5bqi', 'zhcg15tfxiacc3zi0l9nm39lxx', '+1', ((extract(epoch from now()) * 1000)::bigint - 14879107668), ((extract(epoch from now()) * 1000)::bigint - 14879107668), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('zvqxywo6h7vykgbt9qb7l412zr', '7xqsab70xeu74ywaljg7pz24vv', 'tada', ((extract(epoch from now()) * 1000)::bigint - 4268657805), ((extract(epoch from now()) * 1000)::bigint - 4268657805), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'tcfzbkqrbj7bwzpxh4b5553mcv', 'tada', ((extract(epoch from now()) * 1000)::bigint - 3928134983), ((extract(epoch from now()) * 1000)::bigint - 3928134983), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('atke08ulj5i0pksk18m5hamkv9', 'jlthip240veqi46sug95txq6vl', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1201546224), ((extract(epoch from now()) * 1000)::bigint - 1201546224), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'ro40wuu9omwbvn2rr4rewmihn1', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 976235584), ((extract(epoch from now()) * 1000)::bigint - 976235584), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'y1khc79lv5vhgqsjdd8tswrofj', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 13421032648), ((extract(epoch from now()) * 1000)::bigint - 13421032648), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('4l1ipgi70j6fzg72yag25n6tl8', 'p9fc3iaxpx64c2nxe6bydgnd80', 'tada', ((extract(epoch from now()) * 1000)::bigint - 644182702), ((extract(epoch from now()) * 1000)::bigint - 644182702), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('usnexhup6ruaw7t9zylhcx9hej', '1a14q9bh2uvmpzibfo5a14fs8v', 'smile', ((extract(epoch from now()) * 1000)::bigint - 967179879), ((extract(epoch from now()) * 1000)::bigint - 967179879), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'ockbfmrvkdjpb7k9en11tjbqrt', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 537795448), ((extract(epoch from now()) * 1000)::bigint - 537795448), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'nlhjocrezhzsot2681xtu4kr6g', 'smile', ((extract(epoch from now()) * 1000)::bigint - 9458258500), ((extract(epoch from now()) * 1000)::bigint - 9458258500), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('rhl4h9mpxepatutey7zeeka9ld', 'axrt08e1vt1vjkasnz3ltoqzc0', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 88433969), ((extract(epoch from now()) * 1000)::bigint - 88433969), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('w11vx6cao4frfhmmmeea17xaj0', 'xhqogjrb43kyjxttaygxmfu8yp', '+1', ((extract(epoch from now()) * 1000)::bigint - 284622654), ((extract(epoch from now()) * 1000)::bigint - 284622654), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('s63k320x95ze3im1xs7ym9kx8v', 'twhiw3jywugfzwn9y15hp4vptm', '+1', ((extract(epoch from now()) * 1000)::bigint - 12290172666), ((extract(epoch from now()) * 1000)::bigint - 12290172666), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('1s3p0qatk4tattmt2cpq16xwhm', 'vep1azk26sbwcthdlbpb3w48q4', 'smile', ((extract(epoch from now()) * 1000)::bigint - 3973587374), ((extract(epoch from now()) * 1000)::bigint - 3973587374), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'br2rcj1yt59fjv2wca1r4b2p29', '+1', ((extract(epoch from now()) * 1000)::bigint - 316721836), ((extract(epoch from now()) * 1000)::bigint - 316721836), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('vt2cjrnbhvy0bnglnw88ndi7tq', '8a0repkk9heze0jpecw99dcqfm', 'tada', ((extract(epoch from now()) * 1000)::bigint - 401370871), ((extract(epoch from now()) * 1000)::bigint - 401370871), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'k2blbqoweuoev10dubnyyx7o67', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1974318399), ((extract(epoch from now()) * 1000)::bigint - 1974318399), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'st70kgxl9lbeq28hgzqim49bg1', 'tada', ((extract(epoch from now()) * 1000)::bigint - 6997821022), ((extract(epoch from now()) * 1000)::bigint - 6997821022), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('s63k320x95ze3im1xs7ym9kx8v', 'zv5tqz691j3ichn8kcq8gpdlfp', '+1', ((extract(epoch from now()) * 1000)::bigint - 6173472097), ((extract(epoch from now()) * 1000)::bigint - 6173472097), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'rwf6zfuedlihvoiwr88m3q8vv7', 'tada', ((extract(epoch from now()) * 1000)::bigint - 2274563), ((extract(epoch from now()) * 1000)::bigint - 2274563), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('2rmf7miqgl07ii4833upabbfjv', 'chd4pjy5bgqljl8opnstjb8o7h', '+1', ((extract(epoch from now()) * 1000)::bigint - 1262993801), ((extract(epoch from now()) * 1000)::bigint - 1262993801), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('pfc5bkzoma3j1j5sccziznltuf', '777lu9j0v7yeawagncj7oh2zxf', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 4561309429), ((extract(epoch from now()) * 1000)::bigint - 4561309429), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('2fmjj5suwn7jninhu9picgno8z', 'dhf772cwakzb161ohy9apiko7k', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 4770164066), ((extract(epoch from now()) * 1000)::bigint - 4770164066), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('uad0rwmmy34w83t5ea4yyxhpa8', '1oyfoymfw897l3kwdo69otm7x8', 'tada', ((extract(epoch from now()) * 1000)::bigint - 4141338239), ((extract(epoch from now()) * 1000)::bigint - 4141338239), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('we4fbnhkfg4gvlvc3j3dali7zk', '1e74x1tw9oa9gshyjk1flmdwtb', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2954013934), ((extract(epoch from now()) * 1000)::bigint - 2954013934), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('rhl4h9mpxepatutey7zeeka9ld', '795hi8mvpu50eywlluzphl05yf', 'tada', ((extract(epoch from now()) * 1000)::bigint - 2176819194), ((extract(epoch from now()) * 1000)::bigint - 2176819194), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('2rmf7miqgl07ii4833upabbfjv', 'lb1g1hkbkq2rzs7l6opam5xrnp', '+1', ((extract(epoch from now()) * 1000)::bigint - 6730282981), ((extract(epoch from now()) * 1000)::bigint - 6730282981), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('qpta52ysrocskzbwfhmyvpycpi', '7bjup6fnf5luho2d4bv3vlwvkg', 'smile', ((extract(epoch from now()) * 1000)::bigint - 24183653974), ((extract(epoch from now()) * 1000)::bigint - 24183653974), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('hg3yfczo1bk2z3v2hpstdkd9sm', '0urv9yufedoy2qox3ijf9aqvso', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 961197915), ((extract(epoch from now()) * 1000)::bigint - 961197915), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('5fmz71yjxdl8vvyuthttxxnltd', 'nqehs0kn1bymp43blzmfb7toyq', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1234535895), ((extract(epoch from now()) * 1000)::bigint - 1234535895), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', '250stynvb0kiji3a55m53d7l0o', '+1', ((extract(epoch from now()) * 1000)::bigint - 10788071927), ((extract(epoch from now()) * 1000)::bigint - 10788071927), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('we4fbnhkfg4gvlvc3j3dali7zk', '24qdbfdmtzx763jiaf7qqhra1p', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 7702059346), ((extract(epoch from now()) * 1000)::bigint - 7702059346), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('5fmz71yjxdl8vvyuthttxxnltd', 'wssi9wpuwhfxfdi24jkaymbp6u', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 92629527), ((extract(epoch from now()) * 1000)::bigint - 92629527), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('atke08ulj5i0pksk18m5hamkv9', 'c7azm40lh8x6b1h86jx8bxwe3k', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 6571668124), ((extract(epoch from now()) * 1000)::bigint - 6571668124), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('w11vx6cao4frfhmmmeea17xaj0', 'i95frs818cdrmjieqhfsukz3l5', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 102662684), ((extract(epoch from now()) * 1000)::bigint - 102662684), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('1s3p0qatk4tattmt2cpq16xwhm', 'ks7pehh06v8futqv7gabeal0sd', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1834774622), ((extract(epoch from now()) * 1000)::bigint - 1834774622), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('up9rvqwbshl6nbsd07uug16wqw', 'i0b8h17y6fqq2uyxfmzngn5sjh', '+1', ((extract(epoch from now()) * 1000)::bigint - 39265586819), ((extract(epoch from now()) * 1000)::bigint - 39265586819), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('ixexnl2uab5vqir9wi21kd5bqi', 'ub6buo8t4mcw5zow1tbsyobo6p', 'tada', ((extract(epoch from now()) * 1000)::bigint - 1655370584), ((extract(epoch from now()) * 1000)::bigint - 1655370584), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('da894fq2tfu1vlyjtil3xwtssu', 'lmq4srj9axrksm1lar1lf5mlbi', '+1', ((extract(epoch from now()) * 1000)::bigint - 2052050501), ((extract(epoch from now()) * 1000)::bigint - 2052050501), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'dwp2ria7je7v9bl99kqt115ian', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 59629259), ((extract(epoch from now()) * 1000)::bigint - 59629259), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'mbz853e0icbqnn3wig5hr5ukk7', 'smile', ((extract(epoch from now()) * 1000)::bigint - 9470055068), ((extract(epoch from now()) * 1000)::bigint - 9470055068), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('4l1ipgi70j6fzg72yag25n6tl8', '1e74x1tw9oa9gshyjk1flmdwtb', '+1', ((extract(epoch from now()) * 1000)::bigint - 3994729413), ((extract(epoch from now()) * 1000)::bigint - 3994729413), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('6oo77fo8k796rsokbzwzl1xaa2', 'axrt08e1vt1vjkasnz3ltoqzc0', 'tada', ((extract(epoch from now()) * 1000)::bigint - 76096845), ((extract(epoch from now()) * 1000)::bigint - 76096845), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('qpta52ysrocskzbwfhmyvpycpi', '777lu9j0v7yeawagncj7oh2zxf', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2542976547), ((extract(epoch from now()) * 1000)::bigint - 2542976547), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('da894fq2tfu1vlyjtil3xwtssu', 'h5ogkwykzc50mbw8ev7m22hsip', 'smile', ((extract(epoch from now()) * 1000)::bigint - 3482665907), ((extract(epoch from now()) * 1000)::bigint - 3482665907), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('atke08ulj5i0pksk18m5hamkv9', '24qdbfdmtzx763jiaf7qqhra1p', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2077811135), ((extract(epoch from now()) * 1000)::bigint - 2077811135), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('uk54cfs3r160q44ybzuukglusl', 'r8z5xp5uyycf2q16u3c3z99b6a', '+1', ((extract(epoch from now()) * 1000)::bigint - 226671), ((extract(epoch from now()) * 1000)::bigint - 226671), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', '1v6ufq9k2apf2kkkqxtlgf1383', 'smile', ((extract(epoch from now()) * 1000)::bigint - 7623666304), ((extract(epoch from now()) * 1000)::bigint - 7623666304), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('w11vx6cao4frfhmmmeea17xaj0', '3tti41krufiuw44eplh7tkckd7', 'tada', ((extract(epoch from now()) * 1000)::bigint - 3194806068), ((extract(epoch from now()) * 1000)::bigint - 3194806068), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('rhl4h9mpxepatutey7zeeka9ld', '0qih74bg4yzm6pv987eso3moi6', '+1', ((extract(epoch from now()) * 1000)::bigint - 8856083180), ((extract(epoch from now()) * 1000)::bigint - 8856083180), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('we4fbnhkfg4gvlvc3j3dali7zk', 'nm1upa6junk25ccpxlka38dv27', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 2358563139), ((extract(epoch from now()) * 1000)::bigint - 2358563139), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('rhl4h9mpxepatutey7zeeka9ld', 'pe3zrdwpgjr7iqz39ucfqptmh4', 'tada', ((extract(epoch from now()) * 1000)::bigint - 625025010), ((extract(epoch from now()) * 1000)::bigint - 625025010), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('1s3p0qatk4tattmt2cpq16xwhm', '6v1gxg2q31qx4oi8umw152gbzp', '+1', ((extract(epoch from now()) * 1000)::bigint - 3559409782), ((extract(epoch from now()) * 1000)::bigint - 3559409782), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('w11vx6cao4frfhmmmeea17xaj0', 'uncgsc6a1sw5am824xr12z24nt', 'tada', ((extract(epoch from now()) * 1000)::bigint - 75593646), ((extract(epoch from now()) * 1000)::bigint - 75593646), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('usnexhup6ruaw7t9zylhcx9hej', 'na1l2qus5z0dtscettr6iiuopg', 'tada', ((extract(epoch from now()) * 1000)::bigint - 2486715780), ((extract(epoch from now()) * 1000)::bigint - 2486715780), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('da894fq2tfu1vlyjtil3xwtssu', '2prkyyt5fpxwokjra89aj4idxd', 'tada', ((extract(epoch from now()) * 1000)::bigint - 4998448976), ((extract(epoch from now()) * 1000)::bigint - 4998448976), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('pfc5bkzoma3j1j5sccziznltuf', 'jqpcxlcvtdywe1pcwgctem594a', 'smile', ((extract(epoch from now()) * 1000)::bigint - 9973325024), ((extract(epoch from now()) * 1000)::bigint - 9973325024), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('4l1ipgi70j6fzg72yag25n6tl8', 'bswa27xk8gs5z4svq4oggsvvjd', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2341482447), ((extract(epoch from now()) * 1000)::bigint - 2341482447), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('pfc5bkzoma3j1j5sccziznltuf', 'dxducuuo45jrud9mjr4wwrlyjv', '+1', ((extract(epoch from now()) * 1000)::bigint - 11881099505), ((extract(epoch from now()) * 1000)::bigint - 11881099505), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('2fmjj5suwn7jninhu9picgno8z', 'wql2dn96b292l0ysrzplhop7w2', 'tada', ((extract(epoch from now()) * 1000)::bigint - 14270816123), ((extract(epoch from now()) * 1000)::bigint - 14270816123), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('s63k320x95ze3im1xs7ym9kx8v', 'z1e88aw1lm6aidnrugj4ydoq1h', '+1', ((extract(epoch from now()) * 1000)::bigint - 1629220322), ((extract(epoch from now()) * 1000)::bigint - 1629220322), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('4l1ipgi70j6fzg72yag25n6tl8', '62od61i5jry682u78e9ru5ukco', 'smile', ((extract(epoch from now()) * 1000)::bigint - 683657105), ((extract(epoch from now()) * 1000)::bigint - 683657105), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('hg3yfczo1bk2z3v2hpstdkd9sm', '99s52a473y9q2aybs6brjhqq56', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1551056984), ((extract(epoch from now()) * 1000)::bigint - 1551056984), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('2rmf7miqgl07ii4833upabbfjv', '9b9kyk0i9ofwvfpk8bop7huzkf', 'tada', ((extract(epoch from now()) * 1000)::bigint - 3227284644), ((extract(epoch from now()) * 1000)::bigint - 3227284644), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('kor487l6u742set0t75d1ru9ph', '5odjtm6jd9z7gq7wujvo4f735r', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2285162285), ((extract(epoch from now()) * 1000)::bigint - 2285162285), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('2fmjj5suwn7jninhu9picgno8z', 'g6guvy5v7660qvkh4ynr6mxdd0', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2598050359), ((extract(epoch from now()) * 1000)::bigint - 2598050359), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('ye5mm1ssyt1py32zgx2krncgkl', 't9ytxx0x5l28lb11nw93d3l3na', '+1', ((extract(epoch from now()) * 1000)::bigint - 6137697934), ((extract(epoch from now()) * 1000)::bigint - 6137697934), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('zvqxywo6h7vykgbt9qb7l412zr', 'kxs4lo0vh2fmcudy2rvgkar3yd', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 4083973352), ((extract(epoch from now()) * 1000)::bigint - 4083973352), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', '879q8gqtgwq4b85muut2mbha1t', 'smile', ((extract(epoch from now()) * 1000)::bigint - 24224709), ((extract(epoch from now()) * 1000)::bigint - 24224709), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('pfc5bkzoma3j1j5sccziznltuf', 'jfjuos2p8hu9kbj6bbq5v5p76d', 'tada', ((extract(epoch from now()) * 1000)::bigint - 208586198), ((extract(epoch from now()) * 1000)::bigint - 208586198), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'mu3t06e4onchglbbwmytdkuf4h', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 15937055830), ((extract(epoch from now()) * 1000)::bigint - 15937055830), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('up9rvqwbshl6nbsd07uug16wqw', 'ebvac3ibifqhj2qrnpbw5px6b9', 'smile', ((extract(epoch from now()) * 1000)::bigint - 19225222), ((extract(epoch from now()) * 1000)::bigint - 19225222), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', '4n1ou2u4qtibr2ay5uztyygytg', '+1', ((extract(epoch from now()) * 1000)::bigint - 2833933586), ((extract(epoch from now()) * 1000)::bigint - 2833933586), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('rhl4h9mpxepatutey7zeeka9ld', 'rvbvagamnzhitz6v06okjq1ilb', '+1', ((extract(epoch from now()) * 1000)::bigint - 20207651001), ((extract(epoch from now()) * 1000)::bigint - 20207651001), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('usnexhup6ruaw7t9zylhcx9hej', '7bjup6fnf5luho2d4bv3vlwvkg', 'smile', ((extract(epoch from now()) * 1000)::bigint - 12288416104), ((extract(epoch from now()) * 1000)::bigint - 12288416104), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'imuthghcqs3op8ivd13qnsjkrf', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 1054793118), ((extract(epoch from now()) * 1000)::bigint - 1054793118), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 's7qeqeguq549c7kbrgyxfn3azn', 'tada', ((extract(epoch from now()) * 1000)::bigint - 4703824304), ((extract(epoch from now()) * 1000)::bigint - 4703824304), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('usnexhup6ruaw7t9zylhcx9hej', 'zx1gz7qac0ungo4jj1xyifs8rq', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 27398811166), ((extract(epoch from now()) * 1000)::bigint - 27398811166), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('2fmjj5suwn7jninhu9picgno8z', 'ks7pehh06v8futqv7gabeal0sd', 'tada', ((extract(epoch from now()) * 1000)::bigint - 713754041), ((extract(epoch from now()) * 1000)::bigint - 713754041), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('2rmf7miqgl07ii4833upabbfjv', '9jt40jiy5z7a7z28ih7kbm0ygi', '+1', ((extract(epoch from now()) * 1000)::bigint - 7234348026), ((extract(epoch from now()) * 1000)::bigint - 7234348026), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('ye5mm1ssyt1py32zgx2krncgkl', 'ks7pehh06v8futqv7gabeal0sd', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 26379482), ((extract(epoch from now()) * 1000)::bigint - 26379482), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('hg3yfczo1bk2z3v2hpstdkd9sm', '7fqdeppiydmzjf3imhs51xjrix', 'tada', ((extract(epoch from now()) * 1000)::bigint - 135664397), ((extract(epoch from now()) * 1000)::bigint - 135664397), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('qpta52ysrocskzbwfhmyvpycpi', 'bxnk5706ctupn49qm5t02c1baz', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 119055887), ((extract(epoch from now()) * 1000)::bigint - 119055887), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('4l1ipgi70j6fzg72yag25n6tl8', 'zx1gz7qac0ungo4jj1xyifs8rq', '+1', ((extract(epoch from now()) * 1000)::bigint - 28790845680), ((extract(epoch from now()) * 1000)::bigint - 28790845680), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('s63k320x95ze3im1xs7ym9kx8v', 'l10fvxapdav8vho0ukpa9wqnbz', 'tada', ((extract(epoch from now()) * 1000)::bigint - 19426115486), ((extract(epoch from now()) * 1000)::bigint - 19426115486), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('5fmz71yjxdl8vvyuthttxxnltd', 'lyqvh57utwf2hownmj09dg3wnq', 'tada', ((extract(epoch from now()) * 1000)::bigint - 1938509016), ((extract(epoch from now()) * 1000)::bigint - 1938509016), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'v4edbdspjsf4ir2p1t3aqoqvqk', 'tada', ((extract(epoch from now()) * 1000)::bigint - 23176945179), ((extract(epoch from now()) * 1000)::bigint - 23176945179), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'f9iu6l0rl4u1umxqozyh7snp1n', 'tada', ((extract(epoch from now()) * 1000)::bigint - 493875785), ((extract(epoch from now()) * 1000)::bigint - 493875785), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('atke08ulj5i0pksk18m5hamkv9', 'dpywy99yyx1vde4zjm9a0geyet', 'smile', ((extract(epoch from now()) * 1000)::bigint - 4921124989), ((extract(epoch from now()) * 1000)::bigint - 4921124989), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'gsccl9n3y0akd6gujvxqnwqsb6', 'smile', ((extract(epoch from now()) * 1000)::bigint - 177321817), ((extract(epoch from now()) * 1000)::bigint - 177321817), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('atke08ulj5i0pksk18m5hamkv9', 'r07nfd78zi7a0rvjj17btyl7ot', 'smile', ((extract(epoch from now()) * 1000)::bigint - 22408304), ((extract(epoch from now()) * 1000)::bigint - 22408304), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('2rmf7miqgl07ii4833upabbfjv', 'ibadrvmkjcluucruwv7xqiykyn', 'smile', ((extract(epoch from now()) * 1000)::bigint - 4426041858), ((extract(epoch from now()) * 1000)::bigint - 4426041858), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('2fmjj5suwn7jninhu9picgno8z', 'xdespjrbwnyw7nalowebkvicbp', 'smile', ((extract(epoch from now()) * 1000)::bigint - 12387967627), ((extract(epoch from now()) * 1000)::bigint - 12387967627), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('4l1ipgi70j6fzg72yag25n6tl8', 'qqc87fzrjikemt22dbm5nuix5t', 'smile', ((extract(epoch from now()) * 1000)::bigint - 7930608721), ((extract(epoch from now()) * 1000)::bigint - 7930608721), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('1s3p0qatk4tattmt2cpq16xwhm', 'yj5ke28e2n7pb52txkt9bw6pbk', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 8219526968), ((extract(epoch from now()) * 1000)::bigint - 8219526968), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('usnexhup6ruaw7t9zylhcx9hej', '7na2rasa53tlt1vljhk5hpthjj', 'smile', ((extract(epoch from now()) * 1000)::bigint - 4003295104), ((extract(epoch from now()) * 1000)::bigint - 4003295104), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('fi3cbn9ohvxf5tbba5svu7ivgv', '26haazyw1yjh5cwiv017co6uqa', '+1', ((extract(epoch from now()) * 1000)::bigint - 283048692), ((extract(epoch from now()) * 1000)::bigint - 283048692), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('6oo77fo8k796rsokbzwzl1xaa2', 'vcpqk9j359snx3qmm34x2no2em', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1504704714), ((extract(epoch from now()) * 1000)::bigint - 1504704714), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('da894fq2tfu1vlyjtil3xwtssu', '4n1ou2u4qtibr2ay5uztyygytg', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 9337450981), ((extract(epoch from now()) * 1000)::bigint - 9337450981), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'rdd4x7rkrsgdtksyxhm7yiabqk', 'tada', ((extract(epoch from now()) * 1000)::bigint - 7994796542), ((extract(epoch from now()) * 1000)::bigint - 7994796542), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'ntc2t4vd8aujkk7ona813bh5ji', 'smile', ((extract(epoch from now()) * 1000)::bigint - 13523560333), ((extract(epoch from now()) * 1000)::bigint - 13523560333), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('6oo77fo8k796rsokbzwzl1xaa2', 'ab7gtsmjnjbxn3kjwxmkkm4ml4', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 2030830195), ((extract(epoch from now()) * 1000)::bigint - 2030830195), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('5exqyv76aemwjrmpghx0i8d9gb', 'l1c11ibl1ea6euq4jvwarvmhxt', '+1', ((extract(epoch from now()) * 1000)::bigint - 3055162115), ((extract(epoch from now()) * 1000)::bigint - 3055162115), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('da894fq2tfu1vlyjtil3xwtssu', '4knd12cslkpy96dknlacy0h4nm', 'tada', ((extract(epoch from now()) * 1000)::bigint - 2577611643), ((extract(epoch from now()) * 1000)::bigint - 2577611643), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('usnexhup6ruaw7t9zylhcx9hej', 'wq13nictvkekeutjh6shbl21ws', 'smile', ((extract(epoch from now()) * 1000)::bigint - 9200082372), ((extract(epoch from now()) * 1000)::bigint - 9200082372), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('5exqyv76aemwjrmpghx0i8d9gb', '1n0ohstxedca2z61gj02g4ozoe', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 1111765527), ((extract(epoch from now()) * 1000)::bigint - 1111765527), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'ap50foit1f82epsub8c1zvi3sm', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 862965889), ((extract(epoch from now()) * 1000)::bigint - 862965889), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('we4fbnhkfg4gvlvc3j3dali7zk', '13d580t58mxkw37kvl8rwqw3ti', 'tada', ((extract(epoch from now()) * 1000)::bigint - 248000738), ((extract(epoch from now()) * 1000)::bigint - 248000738), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'c7azm40lh8x6b1h86jx8bxwe3k', 'tada', ((extract(epoch from now()) * 1000)::bigint - 7655792660), ((extract(epoch from now()) * 1000)::bigint - 7655792660), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('1s3p0qatk4tattmt2cpq16xwhm', 'jlthip240veqi46sug95txq6vl', 'smile', ((extract(epoch from now()) * 1000)::bigint - 307812698), ((extract(epoch from now()) * 1000)::bigint - 307812698), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('pfc5bkzoma3j1j5sccziznltuf', 'mcodqfeoj28nsqj348sffay0sj', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2391419361), ((extract(epoch from now()) * 1000)::bigint - 2391419361), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('zvqxywo6h7vykgbt9qb7l412zr', '66t2rhk5npz3nldyqpw2v4vnj3', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 2428913980), ((extract(epoch from now()) * 1000)::bigint - 2428913980), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'w0l4lmq9j76ne1jawyglifdn6c', 'tada', ((extract(epoch from now()) * 1000)::bigint - 1059570025), ((extract(epoch from now()) * 1000)::bigint - 1059570025), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'waar1cya4oo1g3mg95bwhtr7wr', 'tada', ((extract(epoch from now()) * 1000)::bigint - 9462471153), ((extract(epoch from now()) * 1000)::bigint - 9462471153), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('1s3p0qatk4tattmt2cpq16xwhm', 'z1e88aw1lm6aidnrugj4ydoq1h', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2621766921), ((extract(epoch from now()) * 1000)::bigint - 2621766921), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('kor487l6u742set0t75d1ru9ph', '6mp4807s9g3ltyy27j17q2l47a', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 93398308), ((extract(epoch from now()) * 1000)::bigint - 93398308), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'wwpiolctcyxdaqdtjh3kr99xe8', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2960165845), ((extract(epoch from now()) * 1000)::bigint - 2960165845), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('da894fq2tfu1vlyjtil3xwtssu', 'eoyylf0tcfbmi7u7kclctk2cma', 'tada', ((extract(epoch from now()) * 1000)::bigint - 4953815353), ((extract(epoch from now()) * 1000)::bigint - 4953815353), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'z5np2stw5hr096le2f8db91ms7', '+1', ((extract(epoch from now()) * 1000)::bigint - 118062109), ((extract(epoch from now()) * 1000)::bigint - 118062109), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'jqpcxlcvtdywe1pcwgctem594a', 'smile', ((extract(epoch from now()) * 1000)::bigint - 301050990), ((extract(epoch from now()) * 1000)::bigint - 301050990), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('qpta52ysrocskzbwfhmyvpycpi', 'ibadrvmkjcluucruwv7xqiykyn', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 10331506238), ((extract(epoch from now()) * 1000)::bigint - 10331506238), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('zxaafvgqj0y5rwmdxhxemzvyg0', '573xjv4qee837z8i5qcjxgqa4l', '+1', ((extract(epoch from now()) * 1000)::bigint - 1693458723), ((extract(epoch from now()) * 1000)::bigint - 1693458723), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('usnexhup6ruaw7t9zylhcx9hej', 'ujswmutki4r3sz0a1hzn5yucop', '+1', ((extract(epoch from now()) * 1000)::bigint - 29167764955), ((extract(epoch from now()) * 1000)::bigint - 29167764955), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('1s3p0qatk4tattmt2cpq16xwhm', 'ycnjie88hmd9bq0wzambmy4n1x', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 10444789968), ((extract(epoch from now()) * 1000)::bigint - 10444789968), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('atke08ulj5i0pksk18m5hamkv9', 'jktaypmv46e08mx1b9vhdp3nvr', '+1', ((extract(epoch from now()) * 1000)::bigint - 8865961548), ((extract(epoch from now()) * 1000)::bigint - 8865961548), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('we4fbnhkfg4gvlvc3j3dali7zk', 'k5la3jegk4fddkvmze18m7p6kb', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1429198480), ((extract(epoch from now()) * 1000)::bigint - 1429198480), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('qpta52ysrocskzbwfhmyvpycpi', '9jt40jiy5z7a7z28ih7kbm0ygi', '+1', ((extract(epoch from now()) * 1000)::bigint - 1228693466), ((extract(epoch from now()) * 1000)::bigint - 1228693466), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'qu6d1o4290sdjhoqshcptgnx5n', '+1', ((extract(epoch from now()) * 1000)::bigint - 940679715), ((extract(epoch from now()) * 1000)::bigint - 940679715), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('up9rvqwbshl6nbsd07uug16wqw', 'chzf1y3eztuns9go2f8wiztn5u', 'smile', ((extract(epoch from now()) * 1000)::bigint - 796172851), ((extract(epoch from now()) * 1000)::bigint - 796172851), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('s63k320x95ze3im1xs7ym9kx8v', 'nxtn2nyh83qumd6s6qvc4xg526', 'smile', ((extract(epoch from now()) * 1000)::bigint - 18205798485), ((extract(epoch from now()) * 1000)::bigint - 18205798485), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('zxaafvgqj0y5rwmdxhxemzvyg0', '9azliku839hkenarais8o6e565', '+1', ((extract(epoch from now()) * 1000)::bigint - 4170841422), ((extract(epoch from now()) * 1000)::bigint - 4170841422), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('up9rvqwbshl6nbsd07uug16wqw', 'ykvq2sb5k3rtptt0zfgzn79jsw', '+1', ((extract(epoch from now()) * 1000)::bigint - 5750631292), ((extract(epoch from now()) * 1000)::bigint - 5750631292), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('5exqyv76aemwjrmpghx0i8d9gb', '925txxjqtuturzoz9o9v2cepys', '+1', ((extract(epoch from now()) * 1000)::bigint - 1337954126), ((extract(epoch from now()) * 1000)::bigint - 1337954126), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('kor487l6u742set0t75d1ru9ph', 'yxr30khulmd6p9fmyvm74izlb4', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 22144232676), ((extract(epoch from now()) * 1000)::bigint - 22144232676), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'p9fc3iaxpx64c2nxe6bydgnd80', '+1', ((extract(epoch from now()) * 1000)::bigint - 1655881308), ((extract(epoch from now()) * 1000)::bigint - 1655881308), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('zvqxywo6h7vykgbt9qb7l412zr', 'zv5tqz691j3ichn8kcq8gpdlfp', 'smile', ((extract(epoch from now()) * 1000)::bigint - 7748393966), ((extract(epoch from now()) * 1000)::bigint - 7748393966), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'r4vnt0g8sn7cy5uwatqbg85n01', '+1', ((extract(epoch from now()) * 1000)::bigint - 4442310), ((extract(epoch from now()) * 1000)::bigint - 4442310), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('5exqyv76aemwjrmpghx0i8d9gb', 'r8z5xp5uyycf2q16u3c3z99b6a', 'smile', ((extract(epoch from now()) * 1000)::bigint - 1064074), ((extract(epoch from now()) * 1000)::bigint - 1064074), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('uk54cfs3r160q44ybzuukglusl', 'zx1gz7qac0ungo4jj1xyifs8rq', 'tada', ((extract(epoch from now()) * 1000)::bigint - 12599546424), ((extract(epoch from now()) * 1000)::bigint - 12599546424), 0, '', 'annn7oxmy17ss6csj5hq57bbpb'),
('zvqxywo6h7vykgbt9qb7l412zr', 'fqh15f2h15jhyd29qdij2exy4n', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 14921114796), ((extract(epoch from now()) * 1000)::bigint - 14921114796), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('2rmf7miqgl07ii4833upabbfjv', 'tulxgz2ml0tcpba490go1ktdhk', 'smile', ((extract(epoch from now()) * 1000)::bigint - 253849472), ((extract(epoch from now()) * 1000)::bigint - 253849472), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'mr52h41grtc1kuhnd9ftywpprz', '+1', ((extract(epoch from now()) * 1000)::bigint - 5084943730), ((extract(epoch from now()) * 1000)::bigint - 5084943730), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'z123omuc0rh6opgo5ma6khdojj', '+1', ((extract(epoch from now()) * 1000)::bigint - 2313806650), ((extract(epoch from now()) * 1000)::bigint - 2313806650), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'u66d5no0nxukpesu4lyd7p8kq5', 'tada', ((extract(epoch from now()) * 1000)::bigint - 932196656), ((extract(epoch from now()) * 1000)::bigint - 932196656), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('ixexnl2uab5vqir9wi21kd5bqi', 'lvg52774y7oqr7fcvrzl5qa7l8', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 812010079), ((extract(epoch from now()) * 1000)::bigint - 812010079), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'm5bco1fsby2wfz0rdxcwr18txj', 'tada', ((extract(epoch from now()) * 1000)::bigint - 1011562265), ((extract(epoch from now()) * 1000)::bigint - 1011562265), 0, '', 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('uk54cfs3r160q44ybzuukglusl', 'qvq9dvv5gzlasypy1aigni9u6v', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 39969646), ((extract(epoch from now()) * 1000)::bigint - 39969646), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'lmohgxdkbhj7yhrhys9mlzrmqf', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 4212192498), ((extract(epoch from now()) * 1000)::bigint - 4212192498), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('atke08ulj5i0pksk18m5hamkv9', 't6fx1ctdbp0ghtt698zrea4xm3', 'tada', ((extract(epoch from now()) * 1000)::bigint - 310732962), ((extract(epoch from now()) * 1000)::bigint - 310732962), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('uad0rwmmy34w83t5ea4yyxhpa8', '13d580t58mxkw37kvl8rwqw3ti', 'tada', ((extract(epoch from now()) * 1000)::bigint - 226760556), ((extract(epoch from now()) * 1000)::bigint - 226760556), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('qpta52ysrocskzbwfhmyvpycpi', 'mcodqfeoj28nsqj348sffay0sj', 'smile', ((extract(epoch from now()) * 1000)::bigint - 3151513869), ((extract(epoch from now()) * 1000)::bigint - 3151513869), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'qjtotwafjrmcw5em25kfuubxzs', 'smile', ((extract(epoch from now()) * 1000)::bigint - 201308970), ((extract(epoch from now()) * 1000)::bigint - 201308970), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'kdnse1dylo7autyjbybzou6acg', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 1786289636), ((extract(epoch from now()) * 1000)::bigint - 1786289636), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('kor487l6u742set0t75d1ru9ph', 'p2d5zt2c5on3ej3xyh324bexkg', 'smile', ((extract(epoch from now()) * 1000)::bigint - 4687175966), ((extract(epoch from now()) * 1000)::bigint - 4687175966), 0, '', '0avjnci00s1szmd4q4vvi52mwv'),
('zvqxywo6h7vykgbt9qb7l412zr', 'o925zy15r6ik8wqi85nwvcf5ve', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2676755398), ((extract(epoch from now()) * 1000)::bigint - 2676755398), 0, '', '38z1a7zwhdfuihhy4qx9jc756r'),
('qpta52ysrocskzbwfhmyvpycpi', '15hp2fzdm87pmlxmw5rzpe7blm', 'tada', ((extract(epoch from now()) * 1000)::bigint - 74433511), ((extract(epoch from now()) * 1000)::bigint - 74433511), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('pfc5bkzoma3j1j5sccziznltuf', 'br2rcj1yt59fjv2wca1r4b2p29', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 1055663540), ((extract(epoch from now()) * 1000)::bigint - 1055663540), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'uncgsc6a1sw5am824xr12z24nt', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 25475941171), ((extract(epoch from now()) * 1000)::bigint - 25475941171), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', '9s63sunu0z5kv0e2dqhtqz0pd0', 'smile', ((extract(epoch from now()) * 1000)::bigint - 21696313118), ((extract(epoch from now()) * 1000)::bigint - 21696313118), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'xdespjrbwnyw7nalowebkvicbp', '+1', ((extract(epoch from now()) * 1000)::bigint - 1570110698), ((extract(epoch from now()) * 1000)::bigint - 1570110698), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('2rmf7miqgl07ii4833upabbfjv', '6tbcj1i4sr4wt9d5l8glwxkxv1', '+1', ((extract(epoch from now()) * 1000)::bigint - 1726622188), ((extract(epoch from now()) * 1000)::bigint - 1726622188), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('5fmz71yjxdl8vvyuthttxxnltd', 'mzu3tbsb2ei0ojtzzq9r5gy64l', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 1311320030), ((extract(epoch from now()) * 1000)::bigint - 1311320030), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('zvqxywo6h7vykgbt9qb7l412zr', '0xnhb8wnvtbunsja1e23d0xb28', '+1', ((extract(epoch from now()) * 1000)::bigint - 5113380888), ((extract(epoch from now()) * 1000)::bigint - 5113380888), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('5fmz71yjxdl8vvyuthttxxnltd', 'q2vdn9k9y2di3a67karho851ak', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 325900062), ((extract(epoch from now()) * 1000)::bigint - 325900062), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('1s3p0qatk4tattmt2cpq16xwhm', '40ydt0d0itq4ws3vezj9b42wgz', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2690699816), ((extract(epoch from now()) * 1000)::bigint - 2690699816), 0, '', 'mmrh8oehqhsenp0k6lrr011uzf'),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'sosvdffah5mpgdcuv3zjhak56i', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 269906981), ((extract(epoch from now()) * 1000)::bigint - 269906981), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('4l1ipgi70j6fzg72yag25n6tl8', '3wyf9xihauncy4o9n54fjt2sts', 'tada', ((extract(epoch from now()) * 1000)::bigint - 16567352728), ((extract(epoch from now()) * 1000)::bigint - 16567352728), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'puxbtm4x9lxigb5ruvvjgc27ju', 'tada', ((extract(epoch from now()) * 1000)::bigint - 4141735794), ((extract(epoch from now()) * 1000)::bigint - 4141735794), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('qpta52ysrocskzbwfhmyvpycpi', 'dsvymgvzvtc6y5v1narsgjzr9c', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 10166690246), ((extract(epoch from now()) * 1000)::bigint - 10166690246), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('we4fbnhkfg4gvlvc3j3dali7zk', 'aszag0giiqwfob0pzmfoyln1tf', 'tada', ((extract(epoch from now()) * 1000)::bigint - 5525167282), ((extract(epoch from now()) * 1000)::bigint - 5525167282), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('zvqxywo6h7vykgbt9qb7l412zr', 'g0jo6cocm0dohxwu9u4m1cq2do', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 136646357), ((extract(epoch from now()) * 1000)::bigint - 136646357), 0, '', '3tkdzbb2t674yk363q1va6ujuw'),
('5exqyv76aemwjrmpghx0i8d9gb', 'lk1ld1wr9qvlsjy3cwal03m2sa', 'tada', ((extract(epoch from now()) * 1000)::bigint - 14414965), ((extract(epoch from now()) * 1000)::bigint - 14414965), 0, '', 'ho3ujbvja2puancjuykfgvys28'),
('4l1ipgi70j6fzg72yag25n6tl8', 'wfdyui8cvkdg0ngu8xm59ekz2r', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 4433269649), ((extract(epoch from now()) * 1000)::bigint - 4433269649), 0, '', 'a4nihbx1mdjry4c7k2w21kkmfg'),
('6oo77fo8k796rsokbzwzl1xaa2', 'qsslwrzlzlg1btw0ia7mrv8ay2', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 6243576432), ((extract(epoch from now()) * 1000)::bigint - 6243576432), 0, '', '25w5nzj90v0341y55it6zzmxwf'),
('uk54cfs3r160q44ybzuukglusl', '9zdfd5hqwyp5hlg79fr9h7ytq7', 'smile', ((extract(epoch from now()) * 1000)::bigint - 3561974872), ((extract(epoch from now()) * 1000)::bigint - 3561974872), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'pi112jjy2m0cep8ch5x3o71x77', 'smile', ((extract(epoch from now()) * 1000)::bigint - 2277268771), ((extract(epoch from now()) * 1000)::bigint - 2277268771), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('1s3p0qatk4tattmt2cpq16xwhm', '51dgqa1r02l1gc0y2n65quc2wl', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 13235360), ((extract(epoch from now()) * 1000)::bigint - 13235360), 0, '', 'p5p2oh551s0sxqzynetkwib5yv'),
('ixexnl2uab5vqir9wi21kd5bqi', 'kyp9594vrfxxzlys67dz9jd8ql', 'tada', ((extract(epoch from now()) * 1000)::bigint - 1390138149), ((extract(epoch from now()) * 1000)::bigint - 1390138149), 0, '', 'vu6vfkio3amaevzbef2u64ib7j'),
('6oo77fo8k796rsokbzwzl1xaa2', 'rrhu18odgcbwjx3duxqcebrpzb', '+1', ((extract(epoch from now()) * 1000)::bigint - 4692183890), ((extract(epoch from now()) * 1000)::bigint - 4692183890), 0, '', 'erlb73i6hgxvfgymdstrejn37h'),
('we4fbnhkfg4gvlvc3j3dali7zk', '777lu9j0v7yeawagncj7oh2zxf', 'eyes', ((extract(epoch from now()) * 1000)::bigint - 230903676), ((extract(epoch from now()) * 1000)::bigint - 230903676), 0, '', '0hoticql7dkqame5b8xebplwgk'),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'efwmis9axwe8ngp357ge0qxe30', 'tada', ((extract(epoch from now()) * 1000)::bigint - 23933795275), ((extract(epoch from now()) * 1000)::bigint - 23933795275), 0, '', '3vy1z4mv6bro11r3dw5gviy3co'),
('zvqxywo6h7vykgbt9qb7l412zr', 'p5xbaf71e5zt5xu5qoqgyf5vuz', '+1', ((extract(epoch from now()) * 1000)::bigint - 1721288502), ((extract(epoch from now()) * 1000)::bigint - 1721288502), 0, '', 'pxcpb5w2g4b9j15cawfdh28xs4'),
('qpta52ysrocskzbwfhmyvpycpi', '010qyiv35n7u4ck80lpq4jmbcq', 'tada', ((extract(epoch from now()) * 1000)::bigint - 219577383), ((extract(epoch from now()) * 1000)::bigint - 219577383), 0, '', 'annn7oxmy17ss6csj5hq57bbpb');

INSERT INTO fileinfo (id, creatorid, postid, createat, updateat, deleteat, path, thumbnailpath, previewpath, name, extension, size, mimetype, width, height, haspreviewimage, minipreview, content, remoteid, archived, channelid) VALUES
('rf6c9griu91p6uk3dmvrtln0rm', '4l1ipgi70j6fzg72yag25n6tl8', 'q9fhfocb44q1vim9trrg7yhtuw', ((extract(epoch from now()) * 1000)::bigint - 36090369255), ((extract(epoch from now()) * 1000)::bigint - 36090369255), 0, '20250101/teams/x/channels/3vy1z4mv6bro11r3dw5gviy3co/users/4l1ipgi70j6fzg72yag25n6tl8/hprlzwtall4au8qqp6m81iblqj/f0.png', '', '', 'f0.png', 'png', 731051, 'image/png', 800, 600, true, NULL, '', NULL, false, '3vy1z4mv6bro11r3dw5gviy3co'),
('17nfnawkc8yr1rwu3vi9y3jxjd', 'uad0rwmmy34w83t5ea4yyxhpa8', 'fqh15f2h15jhyd29qdij2exy4n', ((extract(epoch from now()) * 1000)::bigint - 18398561906), ((extract(epoch from now()) * 1000)::bigint - 18398561906), 0, '20250101/teams/x/channels/38z1a7zwhdfuihhy4qx9jc756r/users/uad0rwmmy34w83t5ea4yyxhpa8/2z1xjalgsqtppj0lmm7ejop366/f1.png', '', '', 'f1.png', 'png', 8787282, 'image/png', 800, 600, true, NULL, '', NULL, false, '38z1a7zwhdfuihhy4qx9jc756r'),
('gbgkijqd51qwb1hg1uzghfotgv', 'fi3cbn9ohvxf5tbba5svu7ivgv', '2y30d7brqtzl07e3pccb2wi1xc', ((extract(epoch from now()) * 1000)::bigint - 20323751663), ((extract(epoch from now()) * 1000)::bigint - 20323751663), 0, '20250101/teams/x/channels/nzjo7bt0r6v6gxhyye5cko9jgu/users/fi3cbn9ohvxf5tbba5svu7ivgv/547hzlr3weraq4ass4pgkqskem/f2.png', '', '', 'f2.png', 'png', 1238130, 'image/png', 800, 600, true, NULL, '', NULL, false, 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('8kmuipy2w8lozf92h0zu8cxev4', 'vt2cjrnbhvy0bnglnw88ndi7tq', '62od61i5jry682u78e9ru5ukco', ((extract(epoch from now()) * 1000)::bigint - 10101005897), ((extract(epoch from now()) * 1000)::bigint - 10101005897), 0, '20250101/teams/x/channels/nzjo7bt0r6v6gxhyye5cko9jgu/users/vt2cjrnbhvy0bnglnw88ndi7tq/imalt1lo58d6pmgzb27c3lt74v/f3.png', '', '', 'f3.png', 'png', 4585683, 'image/png', 800, 600, true, NULL, '', NULL, false, 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('nv6lixq34p5qa3kegt8rjl4pwq', 'zxaafvgqj0y5rwmdxhxemzvyg0', 'iw08kx1snvlkwdaf40j7p504zj', ((extract(epoch from now()) * 1000)::bigint - 918602194), ((extract(epoch from now()) * 1000)::bigint - 918602194), 0, '20250101/teams/x/channels/vu6vfkio3amaevzbef2u64ib7j/users/zxaafvgqj0y5rwmdxhxemzvyg0/fpdi4rd7vj0o2rgd5vb3grx1hq/f4.png', '', '', 'f4.png', 'png', 2734347, 'image/png', 800, 600, true, NULL, '', NULL, false, 'vu6vfkio3amaevzbef2u64ib7j'),
('qbr13e5ddcc86ponzrmsu2em5n', 'up9rvqwbshl6nbsd07uug16wqw', 'c8mpva3xsyxxdcgi9xuo9ivw89', ((extract(epoch from now()) * 1000)::bigint - 11401894044), ((extract(epoch from now()) * 1000)::bigint - 11401894044), 0, '20250101/teams/x/channels/0avjnci00s1szmd4q4vvi52mwv/users/up9rvqwbshl6nbsd07uug16wqw/q7dv6zdyh3lmzbj1ulxzk0nrb6/f5.png', '', '', 'f5.png', 'png', 2012347, 'image/png', 800, 600, true, NULL, '', NULL, false, '0avjnci00s1szmd4q4vvi52mwv'),
('huejhiyglb9d9oryceporo9n1v', 'w11vx6cao4frfhmmmeea17xaj0', 'u66d5no0nxukpesu4lyd7p8kq5', ((extract(epoch from now()) * 1000)::bigint - 1663028100), ((extract(epoch from now()) * 1000)::bigint - 1663028100), 0, '20250101/teams/x/channels/mmrh8oehqhsenp0k6lrr011uzf/users/w11vx6cao4frfhmmmeea17xaj0/w26fxxm43twkg6k303mgym1qij/f6.png', '', '', 'f6.png', 'png', 6646520, 'image/png', 800, 600, true, NULL, '', NULL, false, 'mmrh8oehqhsenp0k6lrr011uzf'),
('tshb73qq031x3mgnjhcyodg61x', 'w11vx6cao4frfhmmmeea17xaj0', 'u66d5no0nxukpesu4lyd7p8kq5', ((extract(epoch from now()) * 1000)::bigint - 1663028100), ((extract(epoch from now()) * 1000)::bigint - 1663028100), 0, '20250101/teams/x/channels/mmrh8oehqhsenp0k6lrr011uzf/users/w11vx6cao4frfhmmmeea17xaj0/iiw3rhlw9l1hrx9ccxbymdqfyf/f7.png', '', '', 'f7.png', 'png', 7627883, 'image/png', 800, 600, true, NULL, '', NULL, false, 'mmrh8oehqhsenp0k6lrr011uzf'),
('o5zt4j2pwhxzx2s5e6iurce5si', '5fmz71yjxdl8vvyuthttxxnltd', 'rdd4x7rkrsgdtksyxhm7yiabqk', ((extract(epoch from now()) * 1000)::bigint - 8162030306), ((extract(epoch from now()) * 1000)::bigint - 8162030306), 0, '20250101/teams/x/channels/0avjnci00s1szmd4q4vvi52mwv/users/5fmz71yjxdl8vvyuthttxxnltd/2k6yvrgm522vusrss9o0pdgw9q/f8.png', '', '', 'f8.png', 'png', 954580, 'image/png', 800, 600, true, NULL, '', NULL, false, '0avjnci00s1szmd4q4vvi52mwv'),
('zzk35t6b3ocs9ehlyy9hsvrndu', 'ixexnl2uab5vqir9wi21kd5bqi', '6v1gxg2q31qx4oi8umw152gbzp', ((extract(epoch from now()) * 1000)::bigint - 9895531254), ((extract(epoch from now()) * 1000)::bigint - 9895531254), 0, '20250101/teams/x/channels/3vy1z4mv6bro11r3dw5gviy3co/users/ixexnl2uab5vqir9wi21kd5bqi/s1n65yiq9prn2zrwmexb9dgmss/f9.png', '', '', 'f9.png', 'png', 4113412, 'image/png', 800, 600, true, NULL, '', NULL, false, '3vy1z4mv6bro11r3dw5gviy3co'),
('j3iv6e0qmctwqetoj3b7jaz6jz', '2fmjj5suwn7jninhu9picgno8z', 'lmq4srj9axrksm1lar1lf5mlbi', ((extract(epoch from now()) * 1000)::bigint - 7670699977), ((extract(epoch from now()) * 1000)::bigint - 7670699977), 0, '20250101/teams/x/channels/annn7oxmy17ss6csj5hq57bbpb/users/2fmjj5suwn7jninhu9picgno8z/8jhro2qt9e3xlpaeqs2g2qo1dz/f10.png', '', '', 'f10.png', 'png', 4796040, 'image/png', 800, 600, true, NULL, '', NULL, false, 'annn7oxmy17ss6csj5hq57bbpb'),
('jbjvc9ugie7ni4rr9n40aln2uf', 's63k320x95ze3im1xs7ym9kx8v', 'gii0vp9kgrx1j1g1qyegw47w6h', ((extract(epoch from now()) * 1000)::bigint - 3038441805), ((extract(epoch from now()) * 1000)::bigint - 3038441805), 0, '20250101/teams/x/channels/0hoticql7dkqame5b8xebplwgk/users/s63k320x95ze3im1xs7ym9kx8v/9pkugyjp3oep6tzkwp6jb11uzf/f11.png', '', '', 'f11.png', 'png', 5009085, 'image/png', 800, 600, true, NULL, '', NULL, false, '0hoticql7dkqame5b8xebplwgk'),
('eepao55b2ep3h7brnm5bkxlkdf', 'usnexhup6ruaw7t9zylhcx9hej', 'xfmn9qwcqqf6th3rf56rfdjgsf', ((extract(epoch from now()) * 1000)::bigint - 7163704502), ((extract(epoch from now()) * 1000)::bigint - 7163704502), 0, '20250101/teams/x/channels/3tkdzbb2t674yk363q1va6ujuw/users/usnexhup6ruaw7t9zylhcx9hej/a3y850ldk4c94706fdt07kw13w/f12.png', '', '', 'f12.png', 'png', 6093020, 'image/png', 800, 600, true, NULL, '', NULL, false, '3tkdzbb2t674yk363q1va6ujuw'),
('t8s2215pnvvlaiwbjek9picf0d', 'we4fbnhkfg4gvlvc3j3dali7zk', 'rfjgxr2ms4r6lx9qlliqarv736', ((extract(epoch from now()) * 1000)::bigint - 18981842698), ((extract(epoch from now()) * 1000)::bigint - 18981842698), 0, '20250101/teams/x/channels/nzjo7bt0r6v6gxhyye5cko9jgu/users/we4fbnhkfg4gvlvc3j3dali7zk/x2wvz3qhc9zpz5uph0qcfnj256/f13.png', '', '', 'f13.png', 'png', 2917265, 'image/png', 800, 600, true, NULL, '', NULL, false, 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('v7j2skgwdx8i7iepopcj3yfd9z', '5fmz71yjxdl8vvyuthttxxnltd', '1tli2juezux897hy5s91s9o3at', ((extract(epoch from now()) * 1000)::bigint - 22908897873), ((extract(epoch from now()) * 1000)::bigint - 22908897873), 0, '20250101/teams/x/channels/erlb73i6hgxvfgymdstrejn37h/users/5fmz71yjxdl8vvyuthttxxnltd/vlg6fu4ku65znlvhxhj0kkv4ac/f14.png', '', '', 'f14.png', 'png', 6541084, 'image/png', 800, 600, true, NULL, '', NULL, false, 'erlb73i6hgxvfgymdstrejn37h'),
('6acdg8547ukx3vyv8f9i56cjbf', 'up9rvqwbshl6nbsd07uug16wqw', '57neouiylfffhvb1jatkbwdlcu', ((extract(epoch from now()) * 1000)::bigint - 3751392760), ((extract(epoch from now()) * 1000)::bigint - 3751392760), 0, '20250101/teams/x/channels/annn7oxmy17ss6csj5hq57bbpb/users/up9rvqwbshl6nbsd07uug16wqw/mkgelhx6p4wtidqgew1iilhqqh/f15.png', '', '', 'f15.png', 'png', 8982812, 'image/png', 800, 600, true, NULL, '', NULL, false, 'annn7oxmy17ss6csj5hq57bbpb'),
('hdflnuelg4x2asm3mjs6wgqbtp', 's63k320x95ze3im1xs7ym9kx8v', 'rwf6zfuedlihvoiwr88m3q8vv7', ((extract(epoch from now()) * 1000)::bigint - 433663061), ((extract(epoch from now()) * 1000)::bigint - 433663061), 0, '20250101/teams/x/channels/3vy1z4mv6bro11r3dw5gviy3co/users/s63k320x95ze3im1xs7ym9kx8v/dfeorq9d7vnyp8oa3oo4bqxheg/f16.png', '', '', 'f16.png', 'png', 8847100, 'image/png', 800, 600, true, NULL, '', NULL, false, '3vy1z4mv6bro11r3dw5gviy3co'),
('cmmk2pzpweuu5ooc6ny58uqrcf', '5fmz71yjxdl8vvyuthttxxnltd', 'ev2xzdfnl9jus2iknl5qec5fcu', ((extract(epoch from now()) * 1000)::bigint - 15141682100), ((extract(epoch from now()) * 1000)::bigint - 15141682100), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/5fmz71yjxdl8vvyuthttxxnltd/s1srg3vewjg7135skcr5kmb9z9/f17.png', '', '', 'f17.png', 'png', 2681570, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('wiqhmxf51xznbmw6nydww3cexj', '5fmz71yjxdl8vvyuthttxxnltd', 'q5zl2cuel94c9z7f8t0oa1eu5v', ((extract(epoch from now()) * 1000)::bigint - 3738435200), ((extract(epoch from now()) * 1000)::bigint - 3738435200), 0, '20250101/teams/x/channels/38z1a7zwhdfuihhy4qx9jc756r/users/5fmz71yjxdl8vvyuthttxxnltd/jin5o6di8foaoi71oldyycpfz3/f18.png', '', '', 'f18.png', 'png', 3210623, 'image/png', 800, 600, true, NULL, '', NULL, false, '38z1a7zwhdfuihhy4qx9jc756r'),
('1ovj16asgkkg7233s0i28gdf31', 'ye5mm1ssyt1py32zgx2krncgkl', 'tulxgz2ml0tcpba490go1ktdhk', ((extract(epoch from now()) * 1000)::bigint - 5287159037), ((extract(epoch from now()) * 1000)::bigint - 5287159037), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/ye5mm1ssyt1py32zgx2krncgkl/iuwfs02iv2w0irbnmpb0xx1vs8/f19.png', '', '', 'f19.png', 'png', 8647825, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('0z7krcc36xb0t38g1069ilqjxr', 'ixexnl2uab5vqir9wi21kd5bqi', 'uncgsc6a1sw5am824xr12z24nt', ((extract(epoch from now()) * 1000)::bigint - 34707947393), ((extract(epoch from now()) * 1000)::bigint - 34707947393), 0, '20250101/teams/x/channels/p5p2oh551s0sxqzynetkwib5yv/users/ixexnl2uab5vqir9wi21kd5bqi/zhei092rp9myvbrt4ks2xseexl/f20.png', '', '', 'f20.png', 'png', 8678593, 'image/png', 800, 600, true, NULL, '', NULL, false, 'p5p2oh551s0sxqzynetkwib5yv'),
('z1thds5a1dd5de4jz2c3skdnht', 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'pgae594m2tzfealprimukvvacc', ((extract(epoch from now()) * 1000)::bigint - 2973945204), ((extract(epoch from now()) * 1000)::bigint - 2973945204), 0, '20250101/teams/x/channels/a4nihbx1mdjry4c7k2w21kkmfg/users/la0dx5xmi8ozsqrqxyf0pdpoqg/fj2mxly1hi8o2jtr02hrujz3rn/f21.png', '', '', 'f21.png', 'png', 4071221, 'image/png', 800, 600, true, NULL, '', NULL, false, 'a4nihbx1mdjry4c7k2w21kkmfg'),
('sc81bet0kr23bmojn7xsf8z4ae', 'pfc5bkzoma3j1j5sccziznltuf', 'ido9g3jxte9mn8etruzzqm2art', ((extract(epoch from now()) * 1000)::bigint - 9725324997), ((extract(epoch from now()) * 1000)::bigint - 9725324997), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/pfc5bkzoma3j1j5sccziznltuf/iw6amtw3yf1ar1cqly8uhxq9vz/f22.png', '', '', 'f22.png', 'png', 6547828, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('fv3gp404a0h6tyn9wdgie0akpi', 'w11vx6cao4frfhmmmeea17xaj0', '6v8wiou95vk3fbpa2fwhlghvdh', ((extract(epoch from now()) * 1000)::bigint - 2570398764), ((extract(epoch from now()) * 1000)::bigint - 2570398764), 0, '20250101/teams/x/channels/3vy1z4mv6bro11r3dw5gviy3co/users/w11vx6cao4frfhmmmeea17xaj0/zmw671z65gio1k5rx0i5w0nxi9/f23.png', '', '', 'f23.png', 'png', 6586182, 'image/png', 800, 600, true, NULL, '', NULL, false, '3vy1z4mv6bro11r3dw5gviy3co'),
('158829dwfhzjobtncuwu1k9pg0', 'up9rvqwbshl6nbsd07uug16wqw', 'akbavantdv44q29b2n3jnkp626', ((extract(epoch from now()) * 1000)::bigint - 13102491796), ((extract(epoch from now()) * 1000)::bigint - 13102491796), 0, '20250101/teams/x/channels/0avjnci00s1szmd4q4vvi52mwv/users/up9rvqwbshl6nbsd07uug16wqw/5beyufmos8fmxglbxzrhny0utw/f24.png', '', '', 'f24.png', 'png', 391520, 'image/png', 800, 600, true, NULL, '', NULL, false, '0avjnci00s1szmd4q4vvi52mwv'),
('yvslwbmtkrh5ivlv3ikw7b81tx', 'kor487l6u742set0t75d1ru9ph', 'cgg618xu4sosxroq6l6fqeea01', ((extract(epoch from now()) * 1000)::bigint - 14134857762), ((extract(epoch from now()) * 1000)::bigint - 14134857762), 0, '20250101/teams/x/channels/mmrh8oehqhsenp0k6lrr011uzf/users/kor487l6u742set0t75d1ru9ph/qrlzfgtfbupyijy0y04r47vprb/f25.png', '', '', 'f25.png', 'png', 7139251, 'image/png', 800, 600, true, NULL, '', NULL, false, 'mmrh8oehqhsenp0k6lrr011uzf'),
('pw15q3pryj6gfof6dtwxaosd0r', 'usnexhup6ruaw7t9zylhcx9hej', '24svgqx4bhgntc487rnq8o7b4p', ((extract(epoch from now()) * 1000)::bigint - 5590622401), ((extract(epoch from now()) * 1000)::bigint - 5590622401), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/usnexhup6ruaw7t9zylhcx9hej/os3piara8cea406gq992cnozdq/f26.png', '', '', 'f26.png', 'png', 5342527, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('j5olnkpkauvk2anfu8pn7ranzm', '4l1ipgi70j6fzg72yag25n6tl8', 'efcp84o95jryzqohci1o3pxae6', ((extract(epoch from now()) * 1000)::bigint - 2091700432), ((extract(epoch from now()) * 1000)::bigint - 2091700432), 0, '20250101/teams/x/channels/annn7oxmy17ss6csj5hq57bbpb/users/4l1ipgi70j6fzg72yag25n6tl8/te69734sn9zyj6n979bvkud95r/f27.png', '', '', 'f27.png', 'png', 7808289, 'image/png', 800, 600, true, NULL, '', NULL, false, 'annn7oxmy17ss6csj5hq57bbpb'),
('sz8xzy0txzphpqcm03atxpt9cr', 'uk54cfs3r160q44ybzuukglusl', 'nxtn2nyh83qumd6s6qvc4xg526', ((extract(epoch from now()) * 1000)::bigint - 22986484432), ((extract(epoch from now()) * 1000)::bigint - 22986484432), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/uk54cfs3r160q44ybzuukglusl/7m87kctmywvxrh2cpapy4uv1vh/f28.png', '', '', 'f28.png', 'png', 8654420, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('82zbw855mcpdmz0xdti2yove1s', 'qpta52ysrocskzbwfhmyvpycpi', 'j9lks5z7fwyx7cabamnee329xs', ((extract(epoch from now()) * 1000)::bigint - 11358530328), ((extract(epoch from now()) * 1000)::bigint - 11358530328), 0, '20250101/teams/x/channels/ho3ujbvja2puancjuykfgvys28/users/qpta52ysrocskzbwfhmyvpycpi/kjwkgcy5n10nrj3lc0xio18pf7/f29.png', '', '', 'f29.png', 'png', 3160574, 'image/png', 800, 600, true, NULL, '', NULL, false, 'ho3ujbvja2puancjuykfgvys28'),
('5ztqrgyyjc0l49zkfhjx7e879s', 'da894fq2tfu1vlyjtil3xwtssu', 'gnm1gtbabv1rc956l9ghdrgqzi', ((extract(epoch from now()) * 1000)::bigint - 13964358920), ((extract(epoch from now()) * 1000)::bigint - 13964358920), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/da894fq2tfu1vlyjtil3xwtssu/tssj8s6f7mv1z8xi1y0cpfc14j/f30.png', '', '', 'f30.png', 'png', 1932245, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('id7twokvj7qx3peuwd6ax2w2r7', 'vt2cjrnbhvy0bnglnw88ndi7tq', '8939n44k2j1vugh93ludam11nt', ((extract(epoch from now()) * 1000)::bigint - 13173068021), ((extract(epoch from now()) * 1000)::bigint - 13173068021), 0, '20250101/teams/x/channels/mmrh8oehqhsenp0k6lrr011uzf/users/vt2cjrnbhvy0bnglnw88ndi7tq/5rvq7w39xr9cev145a4sicuxpt/f31.png', '', '', 'f31.png', 'png', 7967245, 'image/png', 800, 600, true, NULL, '', NULL, false, 'mmrh8oehqhsenp0k6lrr011uzf'),
('nhe62ip5to5jgglffsf0eaz6kk', 'rhl4h9mpxepatutey7zeeka9ld', 'mcodqfeoj28nsqj348sffay0sj', ((extract(epoch from now()) * 1000)::bigint - 3374314778), ((extract(epoch from now()) * 1000)::bigint - 3374314778), 0, '20250101/teams/x/channels/p5p2oh551s0sxqzynetkwib5yv/users/rhl4h9mpxepatutey7zeeka9ld/qo60nk2xfe97h9se8isx1hx022/f32.png', '', '', 'f32.png', 'png', 3190039, 'image/png', 800, 600, true, NULL, '', NULL, false, 'p5p2oh551s0sxqzynetkwib5yv'),
('f62yyl0muco263h5np07lqxhml', 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'pgae594m2tzfealprimukvvacc', ((extract(epoch from now()) * 1000)::bigint - 2973945204), ((extract(epoch from now()) * 1000)::bigint - 2973945204), 0, '20250101/teams/x/channels/a4nihbx1mdjry4c7k2w21kkmfg/users/la0dx5xmi8ozsqrqxyf0pdpoqg/kihvxmtxf3ms0t5bp4qo69hyo0/f33.png', '', '', 'f33.png', 'png', 262169, 'image/png', 800, 600, true, NULL, '', NULL, false, 'a4nihbx1mdjry4c7k2w21kkmfg'),
('vm07o2kwcx4idudwtcyl3lty62', 'zvqxywo6h7vykgbt9qb7l412zr', 'lyqvh57utwf2hownmj09dg3wnq', ((extract(epoch from now()) * 1000)::bigint - 3655384610), ((extract(epoch from now()) * 1000)::bigint - 3655384610), 0, '20250101/teams/x/channels/38z1a7zwhdfuihhy4qx9jc756r/users/zvqxywo6h7vykgbt9qb7l412zr/r07k07konj9vk7dxh4xn3w6cui/f34.png', '', '', 'f34.png', 'png', 875182, 'image/png', 800, 600, true, NULL, '', NULL, false, '38z1a7zwhdfuihhy4qx9jc756r'),
('xz6blm4gjdrccit8sw4uo843q1', 'ixexnl2uab5vqir9wi21kd5bqi', 'g6guvy5v7660qvkh4ynr6mxdd0', ((extract(epoch from now()) * 1000)::bigint - 20947235249), ((extract(epoch from now()) * 1000)::bigint - 20947235249), 0, '20250101/teams/x/channels/38z1a7zwhdfuihhy4qx9jc756r/users/ixexnl2uab5vqir9wi21kd5bqi/pc7ppg5fygyyla63hc81e7ur75/f35.png', '', '', 'f35.png', 'png', 301783, 'image/png', 800, 600, true, NULL, '', NULL, false, '38z1a7zwhdfuihhy4qx9jc756r'),
('h9u4zsf4s790ule8trc7usv2uq', 'zxaafvgqj0y5rwmdxhxemzvyg0', 'lv1n9elrx9b24zvspkcavrq586', ((extract(epoch from now()) * 1000)::bigint - 2433555076), ((extract(epoch from now()) * 1000)::bigint - 2433555076), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/zxaafvgqj0y5rwmdxhxemzvyg0/d6zj5b6vuwd0ef22p6w9uk88g6/f36.png', '', '', 'f36.png', 'png', 3141947, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('blkf9rz20y2ddozfgfs0h4ociv', 'da894fq2tfu1vlyjtil3xwtssu', 'jope5uv9r7bauamv5ly2sooisj', ((extract(epoch from now()) * 1000)::bigint - 15792673452), ((extract(epoch from now()) * 1000)::bigint - 15792673452), 0, '20250101/teams/x/channels/ho3ujbvja2puancjuykfgvys28/users/da894fq2tfu1vlyjtil3xwtssu/3b08xsu29aawmc43soour9if6b/f37.png', '', '', 'f37.png', 'png', 880096, 'image/png', 800, 600, true, NULL, '', NULL, false, 'ho3ujbvja2puancjuykfgvys28'),
('iscc04tb5co142sh8htmf4q4ju', 'zxaafvgqj0y5rwmdxhxemzvyg0', 'qpg8yg45jcl2k6lxwda9i0htgr', ((extract(epoch from now()) * 1000)::bigint - 1883672011), ((extract(epoch from now()) * 1000)::bigint - 1883672011), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/zxaafvgqj0y5rwmdxhxemzvyg0/jzl56m767bbwljgcuf0g97e230/f38.png', '', '', 'f38.png', 'png', 2050649, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('z39ujg6xkho271is0jj277kau6', 'usnexhup6ruaw7t9zylhcx9hej', 'vt9hgz6d85alqb65ygamxs0gwh', ((extract(epoch from now()) * 1000)::bigint - 1204764944), ((extract(epoch from now()) * 1000)::bigint - 1204764944), 0, '20250101/teams/x/channels/3vy1z4mv6bro11r3dw5gviy3co/users/usnexhup6ruaw7t9zylhcx9hej/o1u6x10hlpg3f5qx55k95dip4h/f39.png', '', '', 'f39.png', 'png', 4436731, 'image/png', 800, 600, true, NULL, '', NULL, false, '3vy1z4mv6bro11r3dw5gviy3co'),
('fx8evl4aaxiif48aas1k3rabmj', 's63k320x95ze3im1xs7ym9kx8v', '6futwt9pv52brs7l1iycndxik9', ((extract(epoch from now()) * 1000)::bigint - 2037250564), ((extract(epoch from now()) * 1000)::bigint - 2037250564), 0, '20250101/teams/x/channels/mmrh8oehqhsenp0k6lrr011uzf/users/s63k320x95ze3im1xs7ym9kx8v/jcqf5u9ocs7rh36l8k9kc81hxh/f40.png', '', '', 'f40.png', 'png', 5788172, 'image/png', 800, 600, true, NULL, '', NULL, false, 'mmrh8oehqhsenp0k6lrr011uzf'),
('1fict5q8wdzj0ssnlci9mau0xv', '1s3p0qatk4tattmt2cpq16xwhm', 'lk1ld1wr9qvlsjy3cwal03m2sa', ((extract(epoch from now()) * 1000)::bigint - 33303344), ((extract(epoch from now()) * 1000)::bigint - 33303344), 0, '20250101/teams/x/channels/ho3ujbvja2puancjuykfgvys28/users/1s3p0qatk4tattmt2cpq16xwhm/96048k4vl9x412yrimjmljhvxn/f41.png', '', '', 'f41.png', 'png', 4680673, 'image/png', 800, 600, true, NULL, '', NULL, false, 'ho3ujbvja2puancjuykfgvys28'),
('zc80pddz7vf0rsv6m2368wjhjx', 'qpta52ysrocskzbwfhmyvpycpi', 'j9lks5z7fwyx7cabamnee329xs', ((extract(epoch from now()) * 1000)::bigint - 11358530328), ((extract(epoch from now()) * 1000)::bigint - 11358530328), 0, '20250101/teams/x/channels/ho3ujbvja2puancjuykfgvys28/users/qpta52ysrocskzbwfhmyvpycpi/mglo6b54wjaksl008sqfadrztt/f42.png', '', '', 'f42.png', 'png', 7801896, 'image/png', 800, 600, true, NULL, '', NULL, false, 'ho3ujbvja2puancjuykfgvys28'),
('4qc7fl8c3k7n6qj1eyjrsv5f44', 'zxaafvgqj0y5rwmdxhxemzvyg0', 'i95frs818cdrmjieqhfsukz3l5', ((extract(epoch from now()) * 1000)::bigint - 426562886), ((extract(epoch from now()) * 1000)::bigint - 426562886), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/zxaafvgqj0y5rwmdxhxemzvyg0/0db16mf5qejm2fqku0yg1fvkag/f43.png', '', '', 'f43.png', 'png', 1152713, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('gw9as7cvrp0v352su14snvacgm', 'w11vx6cao4frfhmmmeea17xaj0', 'bs2rlscl1ymbnz8yzilfckk6ex', ((extract(epoch from now()) * 1000)::bigint - 1611395547), ((extract(epoch from now()) * 1000)::bigint - 1611395547), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/w11vx6cao4frfhmmmeea17xaj0/c9ouwz2ficl38odfrcnfv52lp1/f44.png', '', '', 'f44.png', 'png', 4889943, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('kf2ifaftoy9kns6qek5b7xk631', 'ixexnl2uab5vqir9wi21kd5bqi', '925txxjqtuturzoz9o9v2cepys', ((extract(epoch from now()) * 1000)::bigint - 15297094850), ((extract(epoch from now()) * 1000)::bigint - 15297094850), 0, '20250101/teams/x/channels/0hoticql7dkqame5b8xebplwgk/users/ixexnl2uab5vqir9wi21kd5bqi/la9p2ec02w3umy4o68huvvoxcf/f45.png', '', '', 'f45.png', 'png', 7348742, 'image/png', 800, 600, true, NULL, '', NULL, false, '0hoticql7dkqame5b8xebplwgk'),
('4xd0jbt94vmwychg1j0w6s75uw', 'zxaafvgqj0y5rwmdxhxemzvyg0', 'zu4xpeao4m4fuedy3mg40jtnlb', ((extract(epoch from now()) * 1000)::bigint - 1902266335), ((extract(epoch from now()) * 1000)::bigint - 1902266335), 0, '20250101/teams/x/channels/mmrh8oehqhsenp0k6lrr011uzf/users/zxaafvgqj0y5rwmdxhxemzvyg0/8vm6m2ktt9ew8gp0qr3550m5tl/f46.png', '', '', 'f46.png', 'png', 1325511, 'image/png', 800, 600, true, NULL, '', NULL, false, 'mmrh8oehqhsenp0k6lrr011uzf'),
('hklw9q4rvq7pwxio7myto0x5zi', 'ye5mm1ssyt1py32zgx2krncgkl', '77b56z4cep9sb3ep1f0ygtbwxq', ((extract(epoch from now()) * 1000)::bigint - 22243348786), ((extract(epoch from now()) * 1000)::bigint - 22243348786), 0, '20250101/teams/x/channels/0hoticql7dkqame5b8xebplwgk/users/ye5mm1ssyt1py32zgx2krncgkl/r99axb0xhuj9rhklpjtw8g45n6/f47.png', '', '', 'f47.png', 'png', 1074162, 'image/png', 800, 600, true, NULL, '', NULL, false, '0hoticql7dkqame5b8xebplwgk'),
('wrdyvwx0ryzekc9hb47beatw3n', 'da894fq2tfu1vlyjtil3xwtssu', 'ng06mi4x5w9bpl18vmz7lljenf', ((extract(epoch from now()) * 1000)::bigint - 2389473323), ((extract(epoch from now()) * 1000)::bigint - 2389473323), 0, '20250101/teams/x/channels/0hoticql7dkqame5b8xebplwgk/users/da894fq2tfu1vlyjtil3xwtssu/gtees6cmwateuo2tm7j4vdojdp/f48.png', '', '', 'f48.png', 'png', 6474028, 'image/png', 800, 600, true, NULL, '', NULL, false, '0hoticql7dkqame5b8xebplwgk'),
('dura7h799e72ig4jew68buamtf', 'w11vx6cao4frfhmmmeea17xaj0', '6szw85crs478blkn2apdwyvx1t', ((extract(epoch from now()) * 1000)::bigint - 1663385835), ((extract(epoch from now()) * 1000)::bigint - 1663385835), 0, '20250101/teams/x/channels/p5p2oh551s0sxqzynetkwib5yv/users/w11vx6cao4frfhmmmeea17xaj0/qecq423b3993vcj62nnv0toyg6/f49.png', '', '', 'f49.png', 'png', 7340558, 'image/png', 800, 600, true, NULL, '', NULL, false, 'p5p2oh551s0sxqzynetkwib5yv'),
('3mdnkp4po4isxworbjs4q0qxd0', 'la0dx5xmi8ozsqrqxyf0pdpoqg', '1tcec324a4j97f4ci7e2iiggsj', ((extract(epoch from now()) * 1000)::bigint - 14496695508), ((extract(epoch from now()) * 1000)::bigint - 14496695508), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/la0dx5xmi8ozsqrqxyf0pdpoqg/tyqxwapsa5n8fr69ahmnar9yi3/f50.png', '', '', 'f50.png', 'png', 6248724, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('8b9uyb34c4nrlhzuxcodk7ja9b', 'uad0rwmmy34w83t5ea4yyxhpa8', 'lgs3w7c94ncmg8rzw6c707l28t', ((extract(epoch from now()) * 1000)::bigint - 16255177377), ((extract(epoch from now()) * 1000)::bigint - 16255177377), 0, '20250101/teams/x/channels/0hoticql7dkqame5b8xebplwgk/users/uad0rwmmy34w83t5ea4yyxhpa8/h31218af0drnsdzf7vu09sqsdd/f51.png', '', '', 'f51.png', 'png', 1807677, 'image/png', 800, 600, true, NULL, '', NULL, false, '0hoticql7dkqame5b8xebplwgk'),
('iw3wawojlfz6tot47dqp0r6iyq', '5fmz71yjxdl8vvyuthttxxnltd', 'ajvevgl2jzshs8wah9fh74byf6', ((extract(epoch from now()) * 1000)::bigint - 1392660411), ((extract(epoch from now()) * 1000)::bigint - 1392660411), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/5fmz71yjxdl8vvyuthttxxnltd/vfc1wkeqpjdudee8ap0xq0jpll/f52.png', '', '', 'f52.png', 'png', 6506412, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('u9znnz42qyg1rig7ndszm4fz63', 'w11vx6cao4frfhmmmeea17xaj0', 'rs94j4fwh8edvd5g6c8pi7a5l1', ((extract(epoch from now()) * 1000)::bigint - 2137557698), ((extract(epoch from now()) * 1000)::bigint - 2137557698), 0, '20250101/teams/x/channels/ho3ujbvja2puancjuykfgvys28/users/w11vx6cao4frfhmmmeea17xaj0/5oaczonygsmrhz1nlpau3mvkqe/f53.png', '', '', 'f53.png', 'png', 170126, 'image/png', 800, 600, true, NULL, '', NULL, false, 'ho3ujbvja2puancjuykfgvys28'),
('8qrttyb70kav665r96t87w6vsm', 'usnexhup6ruaw7t9zylhcx9hej', 'iewxpxvupuu2qwmnxddlhsdpox', ((extract(epoch from now()) * 1000)::bigint - 6486473145), ((extract(epoch from now()) * 1000)::bigint - 6486473145), 0, '20250101/teams/x/channels/nzjo7bt0r6v6gxhyye5cko9jgu/users/usnexhup6ruaw7t9zylhcx9hej/1mt2wxagp9wilecvmygw7mwjlm/f54.png', '', '', 'f54.png', 'png', 7576492, 'image/png', 800, 600, true, NULL, '', NULL, false, 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('nmyr4xec7j2t9ji9vski8q4mmv', 'uad0rwmmy34w83t5ea4yyxhpa8', 'f5p87r0y5yqbld9245hbj5pe3c', ((extract(epoch from now()) * 1000)::bigint - 19763877620), ((extract(epoch from now()) * 1000)::bigint - 19763877620), 0, '20250101/teams/x/channels/nzjo7bt0r6v6gxhyye5cko9jgu/users/uad0rwmmy34w83t5ea4yyxhpa8/c3jw9u45uzh8un46cgdq2jk417/f55.png', '', '', 'f55.png', 'png', 6529734, 'image/png', 800, 600, true, NULL, '', NULL, false, 'nzjo7bt0r6v6gxhyye5cko9jgu'),
('p762kvzzxbtr8pk0wbb4ig6ate', '5fmz71yjxdl8vvyuthttxxnltd', 'ev2xzdfnl9jus2iknl5qec5fcu', ((extract(epoch from now()) * 1000)::bigint - 15141682100), ((extract(epoch from now()) * 1000)::bigint - 15141682100), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/5fmz71yjxdl8vvyuthttxxnltd/t3k60i1a1jjgc8u80yvamh7upb/f56.png', '', '', 'f56.png', 'png', 430284, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('gjq85op0nkgv6al2hwpxhxlup3', '6oo77fo8k796rsokbzwzl1xaa2', 'ujswmutki4r3sz0a1hzn5yucop', ((extract(epoch from now()) * 1000)::bigint - 35493460479), ((extract(epoch from now()) * 1000)::bigint - 35493460479), 0, '20250101/teams/x/channels/3vy1z4mv6bro11r3dw5gviy3co/users/6oo77fo8k796rsokbzwzl1xaa2/ceqejxk16anmdzlsy798de80ji/f57.png', '', '', 'f57.png', 'png', 1414497, 'image/png', 800, 600, true, NULL, '', NULL, false, '3vy1z4mv6bro11r3dw5gviy3co'),
('mf66qhntrqna7k8lv26zot2p19', '6oo77fo8k796rsokbzwzl1xaa2', 'zy6chrk5bpja10q6p6m6wj403q', ((extract(epoch from now()) * 1000)::bigint - 10087077522), ((extract(epoch from now()) * 1000)::bigint - 10087077522), 0, '20250101/teams/x/channels/3tkdzbb2t674yk363q1va6ujuw/users/6oo77fo8k796rsokbzwzl1xaa2/epbvdpsp6i3djffroipncow8p2/f58.png', '', '', 'f58.png', 'png', 5938183, 'image/png', 800, 600, true, NULL, '', NULL, false, '3tkdzbb2t674yk363q1va6ujuw'),
('np4vcjhdge5y8rykna08mu35wt', 'fi3cbn9ohvxf5tbba5svu7ivgv', 'pw6k5rtugq1phv6965os6m2dis', ((extract(epoch from now()) * 1000)::bigint - 10712008688), ((extract(epoch from now()) * 1000)::bigint - 10712008688), 0, '20250101/teams/x/channels/vu6vfkio3amaevzbef2u64ib7j/users/fi3cbn9ohvxf5tbba5svu7ivgv/t4ng7i6zohzlxtg8fdn80devgw/f59.png', '', '', 'f59.png', 'png', 8662088, 'image/png', 800, 600, true, NULL, '', NULL, false, 'vu6vfkio3amaevzbef2u64ib7j'),
('xy7iocwgt5mxhmmd3a94vgl402', 'da894fq2tfu1vlyjtil3xwtssu', 'twhiw3jywugfzwn9y15hp4vptm', ((extract(epoch from now()) * 1000)::bigint - 23806177109), ((extract(epoch from now()) * 1000)::bigint - 23806177109), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/da894fq2tfu1vlyjtil3xwtssu/8e6cnkl3ltv9o7ls2clatuem3r/f60.png', '', '', 'f60.png', 'png', 6367529, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('o91hisogv2ubwa2wpyxagm0dm9', 's63k320x95ze3im1xs7ym9kx8v', 'gxjcihdmgte6ynjw5wwk8f78hf', ((extract(epoch from now()) * 1000)::bigint - 745599675), ((extract(epoch from now()) * 1000)::bigint - 745599675), 0, '20250101/teams/x/channels/0avjnci00s1szmd4q4vvi52mwv/users/s63k320x95ze3im1xs7ym9kx8v/z5hln342jj3t4kv522yy28iflj/f61.png', '', '', 'f61.png', 'png', 6155271, 'image/png', 800, 600, true, NULL, '', NULL, false, '0avjnci00s1szmd4q4vvi52mwv'),
('kxnoxs9cj8ulwh2rncjtghclf4', 'u4wkrlfh9ebkj9z8h4mb91yb8x', 'adfzwlmjz0hxy4as4lezbpjz7g', ((extract(epoch from now()) * 1000)::bigint - 2488385534), ((extract(epoch from now()) * 1000)::bigint - 2488385534), 0, '20250101/teams/x/channels/a4nihbx1mdjry4c7k2w21kkmfg/users/u4wkrlfh9ebkj9z8h4mb91yb8x/j1ozudo1eddip7e86ix7sqgmfu/f62.png', '', '', 'f62.png', 'png', 2952887, 'image/png', 800, 600, true, NULL, '', NULL, false, 'a4nihbx1mdjry4c7k2w21kkmfg'),
('arb6b0kr74evc1h7o76hqoxfb4', '2rmf7miqgl07ii4833upabbfjv', '24qdbfdmtzx763jiaf7qqhra1p', ((extract(epoch from now()) * 1000)::bigint - 8654616110), ((extract(epoch from now()) * 1000)::bigint - 8654616110), 0, '20250101/teams/x/channels/0hoticql7dkqame5b8xebplwgk/users/2rmf7miqgl07ii4833upabbfjv/gyqrv6pf66hdkyqsakm9xokw4y/f63.png', '', '', 'f63.png', 'png', 2316689, 'image/png', 800, 600, true, NULL, '', NULL, false, '0hoticql7dkqame5b8xebplwgk'),
('j89b0p0mcl1tgo7yb29tbfcwgr', '5exqyv76aemwjrmpghx0i8d9gb', '1n0ohstxedca2z61gj02g4ozoe', ((extract(epoch from now()) * 1000)::bigint - 6211591554), ((extract(epoch from now()) * 1000)::bigint - 6211591554), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/5exqyv76aemwjrmpghx0i8d9gb/srm6t98bdmpf69cwmridusd1r1/f64.png', '', '', 'f64.png', 'png', 6590182, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('11d0v16w6kjnmscv2gsv0ha14d', 'ixexnl2uab5vqir9wi21kd5bqi', 'y2enud1rhatwwc7d6g30l3guw8', ((extract(epoch from now()) * 1000)::bigint - 10530956289), ((extract(epoch from now()) * 1000)::bigint - 10530956289), 0, '20250101/teams/x/channels/25w5nzj90v0341y55it6zzmxwf/users/ixexnl2uab5vqir9wi21kd5bqi/5gea92qkkcoi997k3egxdi21fy/f65.png', '', '', 'f65.png', 'png', 7527847, 'image/png', 800, 600, true, NULL, '', NULL, false, '25w5nzj90v0341y55it6zzmxwf'),
('jg726m0vfv6w2axys410n4kx0n', 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'c51ut9inpz3609bmonnw7369gm', ((extract(epoch from now()) * 1000)::bigint - 1812874476), ((extract(epoch from now()) * 1000)::bigint - 1812874476), 0, '20250101/teams/x/channels/a4nihbx1mdjry4c7k2w21kkmfg/users/uhtzkaxdsik1y7cj5ic0jwr1pv/8dr9olc4sfs4vp09f84hcghxmv/f66.png', '', '', 'f66.png', 'png', 15338, 'image/png', 800, 600, true, NULL, '', NULL, false, 'a4nihbx1mdjry4c7k2w21kkmfg'),
('kopvzvvrhjp8r6kdrkmej0dw1a', 'uhtzkaxdsik1y7cj5ic0jwr1pv', '2fo045kinsgx2ed47cfkj6vsok', ((extract(epoch from now()) * 1000)::bigint - 28848395316), ((extract(epoch from now()) * 1000)::bigint - 28848395316), 0, '20250101/teams/x/channels/a4nihbx1mdjry4c7k2w21kkmfg/users/uhtzkaxdsik1y7cj5ic0jwr1pv/082w5gh4fmuaq57uchfiqkdopq/f67.png', '', '', 'f67.png', 'png', 600472, 'image/png', 800, 600, true, NULL, '', NULL, false, 'a4nihbx1mdjry4c7k2w21kkmfg'),
('91tgcrafbahs8jxog3lttetcjb', 'w11vx6cao4frfhmmmeea17xaj0', '5t1f983buo431kb95z34yvr5hl', ((extract(epoch from now()) * 1000)::bigint - 2338273261), ((extract(epoch from now()) * 1000)::bigint - 2338273261), 0, '20250101/teams/x/channels/pxcpb5w2g4b9j15cawfdh28xs4/users/w11vx6cao4frfhmmmeea17xaj0/uacmqbpqomol4sczpgfhb27gjl/f68.png', '', '', 'f68.png', 'png', 3466660, 'image/png', 800, 600, true, NULL, '', NULL, false, 'pxcpb5w2g4b9j15cawfdh28xs4'),
('vueoicsugm3rczffwpg8x7e1a8', 'hg3yfczo1bk2z3v2hpstdkd9sm', '3ol86fmetnb56pwjzpenwk4u72', ((extract(epoch from now()) * 1000)::bigint - 8265176957), ((extract(epoch from now()) * 1000)::bigint - 8265176957), 0, '20250101/teams/x/channels/annn7oxmy17ss6csj5hq57bbpb/users/hg3yfczo1bk2z3v2hpstdkd9sm/aix5mnpe7dfxma0wmh6rmb2q6x/f69.png', '', '', 'f69.png', 'png', 7896395, 'image/png', 800, 600, true, NULL, '', NULL, false, 'annn7oxmy17ss6csj5hq57bbpb');

INSERT INTO sessions (id, token, createat, expiresat, lastactivityat, userid, deviceid, roles, isoauth, props, expirednotify) VALUES
('eeenhe9siw3nwlmeuyh9czvhvw', '5c960hfo9jlwta62pwyt8x5a0f', ((extract(epoch from now()) * 1000)::bigint - 3220227812), ((extract(epoch from now()) * 1000)::bigint - 628227812), ((extract(epoch from now()) * 1000)::bigint - 3133827812), 'da894fq2tfu1vlyjtil3xwtssu', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('0izvc81i98og7i235gwxveyt5t', '9uqovhzuz46jz9t6y1if1kpl4k', ((extract(epoch from now()) * 1000)::bigint - 9766989633), ((extract(epoch from now()) * 1000)::bigint - 7174989633), ((extract(epoch from now()) * 1000)::bigint - 9680589633), 's63k320x95ze3im1xs7ym9kx8v', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('bzxgln664a4gif197spfr1dxg0', '77rryk6dcb09ueszgiq5z8q530', ((extract(epoch from now()) * 1000)::bigint - 4448752399), ((extract(epoch from now()) * 1000)::bigint - 1856752399), ((extract(epoch from now()) * 1000)::bigint - 4362352399), 'uk54cfs3r160q44ybzuukglusl', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('04im445vhi3sxsqv4v033q8sm9', 'm2ye8k48p5edm4523dusj9xl4x', ((extract(epoch from now()) * 1000)::bigint - 4866729121), ((extract(epoch from now()) * 1000)::bigint - 2274729121), ((extract(epoch from now()) * 1000)::bigint - 4780329121), '2rmf7miqgl07ii4833upabbfjv', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('tb898qv07xvgiiz2tvncik3qtc', '387cyhpji7mz8xxha5zmv1yhgi', ((extract(epoch from now()) * 1000)::bigint - 99964210), ((extract(epoch from now()) * 1000)::bigint - -2492035789), ((extract(epoch from now()) * 1000)::bigint - 84336540), 'we4fbnhkfg4gvlvc3j3dali7zk', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('jnnoz09jatolxy9tjror71680b', '1u8nc4k1at7vyeo1q1ee7k3n7t', ((extract(epoch from now()) * 1000)::bigint - 789370508), ((extract(epoch from now()) * 1000)::bigint - -1802629491), ((extract(epoch from now()) * 1000)::bigint - 314658514), 'zvqxywo6h7vykgbt9qb7l412zr', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('avxdfuxht783sozry0p3sif8dc', '6n454vf99s8s70x1iugrgtm2ke', ((extract(epoch from now()) * 1000)::bigint - 3080215510), ((extract(epoch from now()) * 1000)::bigint - 488215510), ((extract(epoch from now()) * 1000)::bigint - 2993815510), 'vt2cjrnbhvy0bnglnw88ndi7tq', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('tf86oc9kk6cwgha6y8twbiw0ux', 'rpy3vxb3zm6g5fi3jh9w726pd6', ((extract(epoch from now()) * 1000)::bigint - 1184391398), ((extract(epoch from now()) * 1000)::bigint - -1407608601), ((extract(epoch from now()) * 1000)::bigint - 397861107), '5fmz71yjxdl8vvyuthttxxnltd', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('7mdt1tb114b817d79yajyjn4a9', '2krl7w3vczft8slcw3n4sx50up', ((extract(epoch from now()) * 1000)::bigint - 6806926109), ((extract(epoch from now()) * 1000)::bigint - 4214926109), ((extract(epoch from now()) * 1000)::bigint - 6720526109), 'w11vx6cao4frfhmmmeea17xaj0', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('946c9cuwndu6injcpsw8n1vnwe', 'zfgzveqn101lzl7jo1pths7x3t', ((extract(epoch from now()) * 1000)::bigint - 1422148504), ((extract(epoch from now()) * 1000)::bigint - -1169851495), ((extract(epoch from now()) * 1000)::bigint - 900850145), 'pfc5bkzoma3j1j5sccziznltuf', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('kvrmm9pbqglmlby4pkwumo7t5y', 'o7wo0g9b4tki8hx8jgq24iz630', ((extract(epoch from now()) * 1000)::bigint - 314261265), ((extract(epoch from now()) * 1000)::bigint - -2277738734), ((extract(epoch from now()) * 1000)::bigint - 16046064), 'w11vx6cao4frfhmmmeea17xaj0', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('6z8tqzlfc78lernx4r43nse8d0', 'bavpqrjesq2am634hg33wle1d1', ((extract(epoch from now()) * 1000)::bigint - 517010164), ((extract(epoch from now()) * 1000)::bigint - -2074989835), ((extract(epoch from now()) * 1000)::bigint - 10265571), '4l1ipgi70j6fzg72yag25n6tl8', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('0vbc7q8373mtdwhnstoryvl5tz', 'dv4sdgjr7qotjaigozokq2f0bj', ((extract(epoch from now()) * 1000)::bigint - 5690397094), ((extract(epoch from now()) * 1000)::bigint - 3098397094), ((extract(epoch from now()) * 1000)::bigint - 5603997094), 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('5qm7g6sh4y3e9xcvd2fytqw27z', 'zrw8wgl9fo818kx5k1q5q5ua15', ((extract(epoch from now()) * 1000)::bigint - 6982219289), ((extract(epoch from now()) * 1000)::bigint - 4390219289), ((extract(epoch from now()) * 1000)::bigint - 6895819289), 'usnexhup6ruaw7t9zylhcx9hej', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('s6tzih021vg5zrvy4sj3qruyt3', 't78lw1wrzpzqf1lg31ni6mq9cx', ((extract(epoch from now()) * 1000)::bigint - 5284050058), ((extract(epoch from now()) * 1000)::bigint - 2692050058), ((extract(epoch from now()) * 1000)::bigint - 5197650058), 'kor487l6u742set0t75d1ru9ph', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('dyp980tsh2u5kalq3ke9wh3fbi', 'w4ovts62de7u9s0rwigcflwdhj', ((extract(epoch from now()) * 1000)::bigint - 484766355), ((extract(epoch from now()) * 1000)::bigint - -2107233644), ((extract(epoch from now()) * 1000)::bigint - 170145449), 'la0dx5xmi8ozsqrqxyf0pdpoqg', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('9vubj1wavcps4led20kl5nkv5c', '6r80uzj3ul44nh6m463jvu00co', ((extract(epoch from now()) * 1000)::bigint - 2451780227), ((extract(epoch from now()) * 1000)::bigint - -140219772), ((extract(epoch from now()) * 1000)::bigint - 696778071), 'zvqxywo6h7vykgbt9qb7l412zr', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('koshktvbfyxdvwaykxjtqwmce3', 'hboq5t612va52vn00s7w3f37h2', ((extract(epoch from now()) * 1000)::bigint - 7791198923), ((extract(epoch from now()) * 1000)::bigint - 5199198923), ((extract(epoch from now()) * 1000)::bigint - 7704798923), 'zxaafvgqj0y5rwmdxhxemzvyg0', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('vnxag4ntp1ucr6xvalnpiuwo9r', 'fixql5xji8igl95osjz6hwgg5p', ((extract(epoch from now()) * 1000)::bigint - 6752997204), ((extract(epoch from now()) * 1000)::bigint - 4160997204), ((extract(epoch from now()) * 1000)::bigint - 6666597204), 'usnexhup6ruaw7t9zylhcx9hej', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('uf7e50yhcyafdg9ebvpd3wqp0y', 'oyeav20yfykdm6tinhxnwss78y', ((extract(epoch from now()) * 1000)::bigint - 8843487135), ((extract(epoch from now()) * 1000)::bigint - 6251487135), ((extract(epoch from now()) * 1000)::bigint - 8757087135), '2fmjj5suwn7jninhu9picgno8z', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('vcq2oaoko1fiactynzo5bontz0', 'wj8033tul1af1hr8vluljd5ckp', ((extract(epoch from now()) * 1000)::bigint - 1488413496), ((extract(epoch from now()) * 1000)::bigint - -1103586503), ((extract(epoch from now()) * 1000)::bigint - 149006479), 'uk54cfs3r160q44ybzuukglusl', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('4b52xqc2r032i37vg4l4gkjtgd', 'c3zn8lkbyyf7i4hq66wv18g666', ((extract(epoch from now()) * 1000)::bigint - 1166371242), ((extract(epoch from now()) * 1000)::bigint - -1425628757), ((extract(epoch from now()) * 1000)::bigint - 706150514), 'zvqxywo6h7vykgbt9qb7l412zr', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('ajz4c0xtxsxcbtuinjngs1or92', 'm0gak3shy080rsqlst614rw7xa', ((extract(epoch from now()) * 1000)::bigint - 6259379600), ((extract(epoch from now()) * 1000)::bigint - 3667379600), ((extract(epoch from now()) * 1000)::bigint - 6172979600), 'zxaafvgqj0y5rwmdxhxemzvyg0', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('yt2n2booagyt01hyucbfikcw0v', 'umnumkiwgajmlodms0gtmd0ako', ((extract(epoch from now()) * 1000)::bigint - 5544539329), ((extract(epoch from now()) * 1000)::bigint - 2952539329), ((extract(epoch from now()) * 1000)::bigint - 5458139329), 'kor487l6u742set0t75d1ru9ph', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('klqq3k5friutuaueh0uk8idkn3', 'smayfirz73y2ocyifa6gmwyjnp', ((extract(epoch from now()) * 1000)::bigint - 594229192), ((extract(epoch from now()) * 1000)::bigint - -1997770807), ((extract(epoch from now()) * 1000)::bigint - 197105857), 'kor487l6u742set0t75d1ru9ph', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('ha8ohnsn2ni3medu7qvc5gnod4', 'q8t507bhwhdumyjiw3nhdra9oo', ((extract(epoch from now()) * 1000)::bigint - 3953372078), ((extract(epoch from now()) * 1000)::bigint - 1361372078), ((extract(epoch from now()) * 1000)::bigint - 3866972078), 'ye5mm1ssyt1py32zgx2krncgkl', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('xqaynddrysc9tbn15c36pj8map', 'ees195x452cp4kr9o2dmdkfm99', ((extract(epoch from now()) * 1000)::bigint - 226486129), ((extract(epoch from now()) * 1000)::bigint - -2365513870), ((extract(epoch from now()) * 1000)::bigint - 154904535), 'rhl4h9mpxepatutey7zeeka9ld', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('jcsgscfxuxw5d26n0zs3frs25r', 'ri6q6jt7sale9g2qntsusurxn1', ((extract(epoch from now()) * 1000)::bigint - 5057576972), ((extract(epoch from now()) * 1000)::bigint - 2465576972), ((extract(epoch from now()) * 1000)::bigint - 4971176972), 'zvqxywo6h7vykgbt9qb7l412zr', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('r2xds332f9kmaq9lndwpacr54s', 'ksjf87zsapu70ngh06vrlrrrbx', ((extract(epoch from now()) * 1000)::bigint - 4853424478), ((extract(epoch from now()) * 1000)::bigint - 2261424478), ((extract(epoch from now()) * 1000)::bigint - 4767024478), '4l1ipgi70j6fzg72yag25n6tl8', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('oxx5yxeqnlk3jvi7ki2gpas3cx', 'e3xt8rp3c8779enwridzaghaka', ((extract(epoch from now()) * 1000)::bigint - 5054900373), ((extract(epoch from now()) * 1000)::bigint - 2462900373), ((extract(epoch from now()) * 1000)::bigint - 4968500373), '1s3p0qatk4tattmt2cpq16xwhm', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('2ahplnzmq7d1uu1qrfy72hbjfc', '0fs3kiwntvsc6wrxohtj9gur01', ((extract(epoch from now()) * 1000)::bigint - 914786979), ((extract(epoch from now()) * 1000)::bigint - -1677213020), ((extract(epoch from now()) * 1000)::bigint - 131068471), '4l1ipgi70j6fzg72yag25n6tl8', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('z9c3f6umf1q01h42yf0lh1b3zw', 'lgc2aocsetx4gdgvgzt71mmtsk', ((extract(epoch from now()) * 1000)::bigint - 3633055395), ((extract(epoch from now()) * 1000)::bigint - 1041055395), ((extract(epoch from now()) * 1000)::bigint - 3546655395), 'atke08ulj5i0pksk18m5hamkv9', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('rp0w1shjcp02etoswbhwoa8jaq', 'a1ftz5pa1poeye104e24uzr9pk', ((extract(epoch from now()) * 1000)::bigint - 2922432264), ((extract(epoch from now()) * 1000)::bigint - 330432264), ((extract(epoch from now()) * 1000)::bigint - 2836032264), 'w11vx6cao4frfhmmmeea17xaj0', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('vn1smjuulbdqmt24fkmzb5ifs7', '9yhtqp175s1718wsvitmllanxo', ((extract(epoch from now()) * 1000)::bigint - 825823053), ((extract(epoch from now()) * 1000)::bigint - -1766176946), ((extract(epoch from now()) * 1000)::bigint - 595284924), 'hg3yfczo1bk2z3v2hpstdkd9sm', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('91bgpmb5hpkvb3s5a3mraoc8tt', 'nzm48gduycfn8z9blnsg2iq840', ((extract(epoch from now()) * 1000)::bigint - 5420359212), ((extract(epoch from now()) * 1000)::bigint - 2828359212), ((extract(epoch from now()) * 1000)::bigint - 5333959212), 'w11vx6cao4frfhmmmeea17xaj0', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('wkggep7br65ag470qd6spasaju', 'wa3cb9g8x20puh3kutff3xiork', ((extract(epoch from now()) * 1000)::bigint - 7341555631), ((extract(epoch from now()) * 1000)::bigint - 4749555631), ((extract(epoch from now()) * 1000)::bigint - 7255155631), 'pfc5bkzoma3j1j5sccziznltuf', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('u4m8ndoki9ro140wblzhc1y5wi', '9d9f9yrvlevt6c6nolnu6mkgs3', ((extract(epoch from now()) * 1000)::bigint - 1411473232), ((extract(epoch from now()) * 1000)::bigint - -1180526767), ((extract(epoch from now()) * 1000)::bigint - 588661314), 'zxaafvgqj0y5rwmdxhxemzvyg0', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('uupy0o2neb54a3ppr062cjdiqc', 'v9u3cyarmcx95n67eo6yu6r91f', ((extract(epoch from now()) * 1000)::bigint - 5643913346), ((extract(epoch from now()) * 1000)::bigint - 3051913346), ((extract(epoch from now()) * 1000)::bigint - 5557513346), '6oo77fo8k796rsokbzwzl1xaa2', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('wqq991kt60m1hib8hdijvdolkd', '7adpy3zmnw9c0syzvx8qgahfb2', ((extract(epoch from now()) * 1000)::bigint - 3271330764), ((extract(epoch from now()) * 1000)::bigint - 679330764), ((extract(epoch from now()) * 1000)::bigint - 3184930764), 'vt2cjrnbhvy0bnglnw88ndi7tq', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('ndp2l851ph9qbnswzhrwwcs3fq', 'g0ghvpgijy2dhs4m026nl3h7ga', ((extract(epoch from now()) * 1000)::bigint - 7225148829), ((extract(epoch from now()) * 1000)::bigint - 4633148829), ((extract(epoch from now()) * 1000)::bigint - 7138748829), 'kor487l6u742set0t75d1ru9ph', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('ozsde7mu741ow8fd6fnezbmo6e', '36votgh8prubq5c5v0y29uymt6', ((extract(epoch from now()) * 1000)::bigint - 8120351545), ((extract(epoch from now()) * 1000)::bigint - 5528351545), ((extract(epoch from now()) * 1000)::bigint - 8033951545), '1s3p0qatk4tattmt2cpq16xwhm', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('zustylgcjrhpavu9ha4i7p3cdp', 'j1486xhkrxs5jg52rmj12s7977', ((extract(epoch from now()) * 1000)::bigint - 708872139), ((extract(epoch from now()) * 1000)::bigint - -1883127860), ((extract(epoch from now()) * 1000)::bigint - 594675165), '5exqyv76aemwjrmpghx0i8d9gb', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('6y6gh2t7889umifx8xgu4itgao', 'rp4qamw6cd45g3i4dyp0ahngkg', ((extract(epoch from now()) * 1000)::bigint - 5581564524), ((extract(epoch from now()) * 1000)::bigint - 2989564524), ((extract(epoch from now()) * 1000)::bigint - 5495164524), 'atke08ulj5i0pksk18m5hamkv9', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('51y7b7sf4ndkuda4kfaucul1ur', 'ftwp1zrahgl9jnc4mb2auf1xb5', ((extract(epoch from now()) * 1000)::bigint - 138261884), ((extract(epoch from now()) * 1000)::bigint - -2453738115), ((extract(epoch from now()) * 1000)::bigint - 46622851), 'qpta52ysrocskzbwfhmyvpycpi', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('4552yqiseeuebt67u7l2f44569', 'mxy0hp8zgikyuhp4239np1i42b', ((extract(epoch from now()) * 1000)::bigint - 9002620614), ((extract(epoch from now()) * 1000)::bigint - 6410620614), ((extract(epoch from now()) * 1000)::bigint - 8916220614), 'zxaafvgqj0y5rwmdxhxemzvyg0', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('sz78npi1dalzu3jnt66hx6uwp5', '0cjp6rd8544mp9bx14byly8y6b', ((extract(epoch from now()) * 1000)::bigint - 1253774342), ((extract(epoch from now()) * 1000)::bigint - -1338225657), ((extract(epoch from now()) * 1000)::bigint - 599207164), '5fmz71yjxdl8vvyuthttxxnltd', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('b5ixk8urmcoio1c57ua54eljx0', '7eju4zsri0qlly0vappsftmchw', ((extract(epoch from now()) * 1000)::bigint - 4345382635), ((extract(epoch from now()) * 1000)::bigint - 1753382635), ((extract(epoch from now()) * 1000)::bigint - 4258982635), 'qpta52ysrocskzbwfhmyvpycpi', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('mmcng7pvnm6xaavahmew88jw3k', 'il721p9h8pa5o0m11z9w26kb66', ((extract(epoch from now()) * 1000)::bigint - 6403897967), ((extract(epoch from now()) * 1000)::bigint - 3811897967), ((extract(epoch from now()) * 1000)::bigint - 6317497967), 'uk54cfs3r160q44ybzuukglusl', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('zf8qeyy9yd3upje2adhjwhhjnv', '1wwkmwzrpgjtqkdnh493imskr8', ((extract(epoch from now()) * 1000)::bigint - 4625660441), ((extract(epoch from now()) * 1000)::bigint - 2033660441), ((extract(epoch from now()) * 1000)::bigint - 4539260441), 'pfc5bkzoma3j1j5sccziznltuf', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('0fi523w9w2kxyfsxks8k2cxsx6', 'kon6purz7zn4k3w329iec2lrql', ((extract(epoch from now()) * 1000)::bigint - 8928398171), ((extract(epoch from now()) * 1000)::bigint - 6336398171), ((extract(epoch from now()) * 1000)::bigint - 8841998171), 'vt2cjrnbhvy0bnglnw88ndi7tq', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('5ypx2n5p02jivr9kkb9wz02arq', 'mfpg1kse1kaaxp66a02i0ubk3f', ((extract(epoch from now()) * 1000)::bigint - 1841072917), ((extract(epoch from now()) * 1000)::bigint - -750927082), ((extract(epoch from now()) * 1000)::bigint - 599433141), 'zxaafvgqj0y5rwmdxhxemzvyg0', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('h2oqn59d11fnq8u102wcuwvazd', 'r9gs1yw9hjyo0akepsrf5q8xra', ((extract(epoch from now()) * 1000)::bigint - 8393830253), ((extract(epoch from now()) * 1000)::bigint - 5801830253), ((extract(epoch from now()) * 1000)::bigint - 8307430253), 'zvqxywo6h7vykgbt9qb7l412zr', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('vxtdou3bzdkkh4njsqtkv1cy3a', 'v5ac0upqj8uehvqsigynpmcxut', ((extract(epoch from now()) * 1000)::bigint - 4325769430), ((extract(epoch from now()) * 1000)::bigint - 1733769430), ((extract(epoch from now()) * 1000)::bigint - 4239369430), '2rmf7miqgl07ii4833upabbfjv', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('3ytyhbwxo2tr7yecyt6s2tfp9b', 'jq7hxuyyqpxuchhxjct3v1d2xm', ((extract(epoch from now()) * 1000)::bigint - 9308306657), ((extract(epoch from now()) * 1000)::bigint - 6716306657), ((extract(epoch from now()) * 1000)::bigint - 9221906657), 'uk54cfs3r160q44ybzuukglusl', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('dvz8ekjr5bnlrssh7d13hvehyg', 'onc832yvoga5e0uzvy6onjwuvs', ((extract(epoch from now()) * 1000)::bigint - 7086025899), ((extract(epoch from now()) * 1000)::bigint - 4494025899), ((extract(epoch from now()) * 1000)::bigint - 6999625899), 'usnexhup6ruaw7t9zylhcx9hej', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('08rv2zn2t6fj10i4xratw5osq9', 'e8pj7o8k4c8chiqbid6nm48m1u', ((extract(epoch from now()) * 1000)::bigint - 5269850462), ((extract(epoch from now()) * 1000)::bigint - 2677850462), ((extract(epoch from now()) * 1000)::bigint - 5183450462), 'we4fbnhkfg4gvlvc3j3dali7zk', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('b727uo52ic612yqu5s1e5opyyk', '56gshmicquxnxda8q9v1i8jnhp', ((extract(epoch from now()) * 1000)::bigint - 6410125097), ((extract(epoch from now()) * 1000)::bigint - 3818125097), ((extract(epoch from now()) * 1000)::bigint - 6323725097), '2fmjj5suwn7jninhu9picgno8z', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('b714iig2nxs04c3ht0yrwj444j', 'vbh2lqky6geu03nvwftw7zfbd2', ((extract(epoch from now()) * 1000)::bigint - 7395342153), ((extract(epoch from now()) * 1000)::bigint - 4803342153), ((extract(epoch from now()) * 1000)::bigint - 7308942153), '4l1ipgi70j6fzg72yag25n6tl8', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('26qq6hzwwthbcoak4r4bepv6pl', '7runcs2f6sl4g49e976sxki7kw', ((extract(epoch from now()) * 1000)::bigint - 2071543851), ((extract(epoch from now()) * 1000)::bigint - -520456148), ((extract(epoch from now()) * 1000)::bigint - 1681411355), 'u4wkrlfh9ebkj9z8h4mb91yb8x', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('9dr37wacwu6bhiu7yk63j2r940', '8kw0qmjuo89k3vqrfu1lawwnzp', ((extract(epoch from now()) * 1000)::bigint - 3600387517), ((extract(epoch from now()) * 1000)::bigint - 1008387517), ((extract(epoch from now()) * 1000)::bigint - 3513987517), '2rmf7miqgl07ii4833upabbfjv', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('8l817ma0qcam9p86t6c8asvft7', 'gii7u81325vk3i18mi5ta1uksz', ((extract(epoch from now()) * 1000)::bigint - 8679922557), ((extract(epoch from now()) * 1000)::bigint - 6087922557), ((extract(epoch from now()) * 1000)::bigint - 8593522557), 'qpta52ysrocskzbwfhmyvpycpi', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('mte9hbe9575u0c5em3t271zbl6', '91xvvftkhnieot1kqst2ttp9i6', ((extract(epoch from now()) * 1000)::bigint - 6381969653), ((extract(epoch from now()) * 1000)::bigint - 3789969653), ((extract(epoch from now()) * 1000)::bigint - 6295569653), '5fmz71yjxdl8vvyuthttxxnltd', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('4wwc77r5creg4uriyu8toqqvyo', '5vv5pckttj4jhh7tco9wvpnl7o', ((extract(epoch from now()) * 1000)::bigint - 8667848606), ((extract(epoch from now()) * 1000)::bigint - 6075848606), ((extract(epoch from now()) * 1000)::bigint - 8581448606), '1s3p0qatk4tattmt2cpq16xwhm', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('q86za87gmu2yw96jyw0gpus449', 'bxfir433xgzx280yve91exgf08', ((extract(epoch from now()) * 1000)::bigint - 1593723475), ((extract(epoch from now()) * 1000)::bigint - -998276524), ((extract(epoch from now()) * 1000)::bigint - 708541501), '2fmjj5suwn7jninhu9picgno8z', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('9rseuo2c9c2rkurncbmnbmrgoj', '9jdgd0lynr3c2nt07tyuosyjsb', ((extract(epoch from now()) * 1000)::bigint - 3219057454), ((extract(epoch from now()) * 1000)::bigint - 627057454), ((extract(epoch from now()) * 1000)::bigint - 3132657454), '5fmz71yjxdl8vvyuthttxxnltd', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('5upn8ecuyvcw1d9gpsbopaveq4', 'l12iednbm41yjcpz5ltlctehc4', ((extract(epoch from now()) * 1000)::bigint - 5497172462), ((extract(epoch from now()) * 1000)::bigint - 2905172462), ((extract(epoch from now()) * 1000)::bigint - 5410772462), '4l1ipgi70j6fzg72yag25n6tl8', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('p6zkju1kmhm8t8oz6ydx0woh3o', '4ebm2cz9gyrnrw2ylnmb3j25sh', ((extract(epoch from now()) * 1000)::bigint - 2646356129), ((extract(epoch from now()) * 1000)::bigint - 54356129), ((extract(epoch from now()) * 1000)::bigint - 2559956129), 'pfc5bkzoma3j1j5sccziznltuf', '', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('5pg9satxxb2cljm59z3zkdlo6o', '0asqevoem7zj68hsd2djw7snsj', ((extract(epoch from now()) * 1000)::bigint - 4498651721), ((extract(epoch from now()) * 1000)::bigint - 1906651721), ((extract(epoch from now()) * 1000)::bigint - 4412251721), 'qpta52ysrocskzbwfhmyvpycpi', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('62eul14ecjfnh2pxnu5f3x82j5', '6nt0rwmqh017vesj1kci6y0p4p', ((extract(epoch from now()) * 1000)::bigint - 3256119313), ((extract(epoch from now()) * 1000)::bigint - 664119313), ((extract(epoch from now()) * 1000)::bigint - 3169719313), 'we4fbnhkfg4gvlvc3j3dali7zk', 'android_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false),
('qh4j405o5eywmn3g7ciyu9n46z', 'bux2qt28h5w0fp0x1bhqtjo8bt', ((extract(epoch from now()) * 1000)::bigint - 7189602220), ((extract(epoch from now()) * 1000)::bigint - 4597602220), ((extract(epoch from now()) * 1000)::bigint - 7103202220), 'usnexhup6ruaw7t9zylhcx9hej', 'apple_rn-v2:tok', 'system_user', false, '{"os":"Linux","browser":"Firefox/128.0","platform":"Linux"}', false);

INSERT INTO tokens (token, createat, type, extra) VALUES
('e9hs741c1b8lhjzm6nz39wsu76klzlrxiu67tbi75fhwkmvln85i', ((extract(epoch from now()) * 1000)::bigint - 199171171), 'verify_email', '{"email":"user0@example.com"}'),
('s4e6atqu66qa23w1x4817ur3hsd61smgh4bgesvj13lbaeqa8jdm', ((extract(epoch from now()) * 1000)::bigint - 611503701), 'verify_email', '{"email":"user1@example.com"}'),
('fwmp30da67x3r1cni74i1qhrdykl0tazy77pze9mc02cm9ki7azs', ((extract(epoch from now()) * 1000)::bigint - 44859710), 'verify_email', '{"email":"user2@example.com"}'),
('4raetzl0bk5hsnm6isrr164a6mbphn2kv6472az2d5i4rbv8g9ly', ((extract(epoch from now()) * 1000)::bigint - 202591306), 'password_recovery', '{"email":"user3@example.com"}'),
('yegst4vg0a5q39yb4d4ccbag5ooeakh96qmu3v1eyxv2pk5koqsz', ((extract(epoch from now()) * 1000)::bigint - 47032775), 'verify_email', '{"email":"user4@example.com"}'),
('yencbwngs0kv50vuod1ajfedztcmx4lfmjnnrvaazsu8yoepuphz', ((extract(epoch from now()) * 1000)::bigint - 703554989), 'verify_email', '{"email":"user5@example.com"}'),
('bgepa0cqefla55axr5njuhnrz3qpa6ap41rco7alpimpq4zydcxs', ((extract(epoch from now()) * 1000)::bigint - 471410489), 'password_recovery', '{"email":"user6@example.com"}'),
('nnz6uudqo1tsym5mv10rqwgu63yj18njpgmcy5ytj4kkvd9d7x8s', ((extract(epoch from now()) * 1000)::bigint - 578135566), 'verify_email', '{"email":"user7@example.com"}'),
('4apms7vy2yhw4nwaea9mztifz3uuzv4v22hx0mkhe6k192c0mr7y', ((extract(epoch from now()) * 1000)::bigint - 644049387), 'password_recovery', '{"email":"user8@example.com"}'),
('mo15bwsdfyh66edzyn4kp54z64cl9wxb2x9rokyhnb26e995y02q', ((extract(epoch from now()) * 1000)::bigint - 586185523), 'team_invitation', '{"email":"user9@example.com"}'),
('mof90s2uipdec98664z7av05838sq1kmk87qc6at35a2efzc2cmg', ((extract(epoch from now()) * 1000)::bigint - 168260918), 'team_invitation', '{"email":"user10@example.com"}'),
('ic320j7mftl77rrvtl7rvth9y70ije70hz9777t9usttjnucb96a', ((extract(epoch from now()) * 1000)::bigint - 277110574), 'team_invitation', '{"email":"user11@example.com"}'),
('h8v8gam2bolgsrdokih246s6ba4c6wn4fweuqxhw9vzswk2xva91', ((extract(epoch from now()) * 1000)::bigint - 36247083), 'password_recovery', '{"email":"user12@example.com"}'),
('upnyb2u6fk7gdci79v1akp9hl85iwg68yhnc6osj0c2197bzexx9', ((extract(epoch from now()) * 1000)::bigint - 851649107), 'verify_email', '{"email":"user13@example.com"}'),
('l23q2rcqmb23b06sa7idmtn0s15irhvr6sdrspoirfsolciuyckq', ((extract(epoch from now()) * 1000)::bigint - 335045363), 'verify_email', '{"email":"user14@example.com"}'),
('1wd50edzfv3nekuttamx373bxjbv77spkvdt7f7nzsc4ccb37jud', ((extract(epoch from now()) * 1000)::bigint - 259448970), 'password_recovery', '{"email":"user15@example.com"}'),
('jxj3zb98bgi1b5lk35w3e59i6e4hmdxvbl0omwtq26ufp39hx65l', ((extract(epoch from now()) * 1000)::bigint - 678756266), 'password_recovery', '{"email":"user16@example.com"}'),
('8av94rihdgz6to0hdh90tmvlx0cm50l9zt4bagfphxomtfufksbs', ((extract(epoch from now()) * 1000)::bigint - 46586733), 'verify_email', '{"email":"user17@example.com"}'),
('z1yxytloyqj68ds8p4wlq6i4sp31j04nmuceu81cjpt5xe4wo1r7', ((extract(epoch from now()) * 1000)::bigint - 861813228), 'verify_email', '{"email":"user18@example.com"}'),
('q9blmfoz8ln5k2xjlxu3m06m0p4u4cyehn1frgbcjcjfyjen4hoo', ((extract(epoch from now()) * 1000)::bigint - 421386273), 'password_recovery', '{"email":"user19@example.com"}');

INSERT INTO commandwebhooks (id, createat, commandid, userid, channelid, rootid, usecount) VALUES
('3dod1ses9mgzt074w5atkoplil', ((extract(epoch from now()) * 1000)::bigint - 2296234), 'qg3te3nno5zo19yxn2pfp55vpz', 'we4fbnhkfg4gvlvc3j3dali7zk', 'mmrh8oehqhsenp0k6lrr011uzf', '', 2),
('dlvrg3abzvy1hcau1kpu7l0obq', ((extract(epoch from now()) * 1000)::bigint - 1751979), 'ng0knpstffjfzf1q6pfejrfs9u', 'we4fbnhkfg4gvlvc3j3dali7zk', 'annn7oxmy17ss6csj5hq57bbpb', '', 5),
('ffmxasxa4ybb8j0bh27xp83cln', ((extract(epoch from now()) * 1000)::bigint - 2748193), '99kexh5p102uwdpwt57215ffh9', 'zxaafvgqj0y5rwmdxhxemzvyg0', 'ho3ujbvja2puancjuykfgvys28', '', 2),
('smfvdmru9pezl30d22otqajkx1', ((extract(epoch from now()) * 1000)::bigint - 2605800), 'h73le1qbqrewj30cp3eai45gbq', 'uk54cfs3r160q44ybzuukglusl', 'erlb73i6hgxvfgymdstrejn37h', '', 0),
('27wno831wrx1uvg1vm7vc6fp19', ((extract(epoch from now()) * 1000)::bigint - 3231898), '6m54kysbruq3pj0hd5ab308t9e', 'usnexhup6ruaw7t9zylhcx9hej', '38z1a7zwhdfuihhy4qx9jc756r', '', 0),
('d1qevnbomntfrz01sllqbpxve6', ((extract(epoch from now()) * 1000)::bigint - 4208478), 'aacakq858wdg9ayoj83d1zfysr', 'zvqxywo6h7vykgbt9qb7l412zr', '38z1a7zwhdfuihhy4qx9jc756r', '', 0),
('2thrd6ujhpynrc5vvgywmig8hi', ((extract(epoch from now()) * 1000)::bigint - 2344626), 'vvds5txn0f5p5dfvv2httxbc2r', 'uk54cfs3r160q44ybzuukglusl', 'p5p2oh551s0sxqzynetkwib5yv', '', 5),
('oii9mima5l8jx2ihyew0weuc9q', ((extract(epoch from now()) * 1000)::bigint - 5496559), '3g856suzpby6wvw8wj1yzmn8et', 'da894fq2tfu1vlyjtil3xwtssu', 'nzjo7bt0r6v6gxhyye5cko9jgu', '', 5),
('84cj53ug6qnteylm0wr6kth1x5', ((extract(epoch from now()) * 1000)::bigint - 2465849), '3ob2k41ok2sljot0zkxyi2994t', 'pfc5bkzoma3j1j5sccziznltuf', '25w5nzj90v0341y55it6zzmxwf', '', 2),
('bhw9nov3p5hffdplu8x60lgi7p', ((extract(epoch from now()) * 1000)::bigint - 3967436), '6bu9auctpuqoifu0d7o1ijtrro', '2rmf7miqgl07ii4833upabbfjv', 'p5p2oh551s0sxqzynetkwib5yv', '', 2);

INSERT INTO jobs (id, type, priority, createat, startat, lastactivityat, status, progress, data) VALUES
('xpna2fhy8r37zxukgsf75j9gkw', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 4935679850), ((extract(epoch from now()) * 1000)::bigint - 4935593450), ((extract(epoch from now()) * 1000)::bigint - 4935507050), 'success', 100, '{}'),
('flw9rrw1an7r7gq8ldmu9b8mc7', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 1372577595), ((extract(epoch from now()) * 1000)::bigint - 1372491195), ((extract(epoch from now()) * 1000)::bigint - 1372404795), 'canceled', 100, '{}'),
('1m18ik3f7wr54zdpq9envk2afi', 'export_delete', 0, ((extract(epoch from now()) * 1000)::bigint - 12840171530), ((extract(epoch from now()) * 1000)::bigint - 12840085130), ((extract(epoch from now()) * 1000)::bigint - 12839998730), 'canceled', 100, '{}'),
('w5pe6mvvr3zqcs5o2f17vtghsp', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 8732079608), ((extract(epoch from now()) * 1000)::bigint - 8731993208), ((extract(epoch from now()) * 1000)::bigint - 8731906808), 'success', 100, '{}'),
('i9ozrlw31jya8248te0m7d0n03', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 7074380309), ((extract(epoch from now()) * 1000)::bigint - 7074293909), ((extract(epoch from now()) * 1000)::bigint - 7074207509), 'error', 100, '{}'),
('wns4x4quy57mc3rltruotap3g4', 'delete_expired_posts', 0, ((extract(epoch from now()) * 1000)::bigint - 14067837854), ((extract(epoch from now()) * 1000)::bigint - 14067751454), ((extract(epoch from now()) * 1000)::bigint - 14067665054), 'error', 100, '{}'),
('g8c3rpajmizu4y0nyt07b193gx', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 7140191173), ((extract(epoch from now()) * 1000)::bigint - 7140104773), ((extract(epoch from now()) * 1000)::bigint - 7140018373), 'success', 100, '{}'),
('9z1pfmnymy3em5c2fwz7u0sosa', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 13897986445), ((extract(epoch from now()) * 1000)::bigint - 13897900045), ((extract(epoch from now()) * 1000)::bigint - 13897813645), 'success', 100, '{}'),
('uiwwpsyb38j8tdw0jzgw7x89c4', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 13165584228), ((extract(epoch from now()) * 1000)::bigint - 13165497828), ((extract(epoch from now()) * 1000)::bigint - 13165411428), 'success', 100, '{}'),
('r7t7f8lze4zakgw1ap98lrwimg', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 3408518606), ((extract(epoch from now()) * 1000)::bigint - 3408432206), ((extract(epoch from now()) * 1000)::bigint - 3408345806), 'success', 100, '{}'),
('3myjd2gu2ntnsptxpqdir0wew7', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 16353334451), ((extract(epoch from now()) * 1000)::bigint - 16353248051), ((extract(epoch from now()) * 1000)::bigint - 16353161651), 'success', 100, '{}'),
('7pw5q769cs6l58kv4yzvzdb3e3', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 7739637674), ((extract(epoch from now()) * 1000)::bigint - 7739551274), ((extract(epoch from now()) * 1000)::bigint - 7739464874), 'success', 100, '{}'),
('ujtluwd8gwuokb37sji94egq1a', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 8446213709), ((extract(epoch from now()) * 1000)::bigint - 8446127309), ((extract(epoch from now()) * 1000)::bigint - 8446040909), 'error', 100, '{}'),
('zvjph8t1i9cifh4le8xaejntwn', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 2360082701), ((extract(epoch from now()) * 1000)::bigint - 2359996301), ((extract(epoch from now()) * 1000)::bigint - 2359909901), 'error', 100, '{}'),
('n6ef2egfs0y883fvv19yg9eemm', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 3994147090), ((extract(epoch from now()) * 1000)::bigint - 3994060690), ((extract(epoch from now()) * 1000)::bigint - 3993974290), 'success', 100, '{}'),
('oy1cnas1jnwp534hh82ql33jxe', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 16080271515), ((extract(epoch from now()) * 1000)::bigint - 16080185115), ((extract(epoch from now()) * 1000)::bigint - 16080098715), 'canceled', 100, '{}'),
('qqqlhmmbwjz0oybp5i2q25n1ke', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 6323083234), ((extract(epoch from now()) * 1000)::bigint - 6322996834), ((extract(epoch from now()) * 1000)::bigint - 6322910434), 'error', 100, '{}'),
('16h74ydr17trmb6uqylbkzuhxl', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 1163438076), ((extract(epoch from now()) * 1000)::bigint - 1163351676), ((extract(epoch from now()) * 1000)::bigint - 1163265276), 'success', 100, '{}'),
('4a38ehs06h333muk26kfg0zyio', 'export_delete', 0, ((extract(epoch from now()) * 1000)::bigint - 10838210997), ((extract(epoch from now()) * 1000)::bigint - 10838124597), ((extract(epoch from now()) * 1000)::bigint - 10838038197), 'error', 100, '{}'),
('3gcmzv3s6xrb0cfgdzz1fmylul', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 16207101271), ((extract(epoch from now()) * 1000)::bigint - 16207014871), ((extract(epoch from now()) * 1000)::bigint - 16206928471), 'success', 100, '{}'),
('sboci4f8yz55lw6oi4j3lo9jkm', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 16450423042), ((extract(epoch from now()) * 1000)::bigint - 16450336642), ((extract(epoch from now()) * 1000)::bigint - 16450250242), 'success', 100, '{}'),
('9kop7tx0htr0ejes3t2xtqowe5', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 6583706824), ((extract(epoch from now()) * 1000)::bigint - 6583620424), ((extract(epoch from now()) * 1000)::bigint - 6583534024), 'success', 100, '{}'),
('jjaew9d6mh2i6qqumizn8dvoue', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 13390798476), ((extract(epoch from now()) * 1000)::bigint - 13390712076), ((extract(epoch from now()) * 1000)::bigint - 13390625676), 'success', 100, '{}'),
('cn0mt53jkdzfd8towxktti0gft', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 3248631130), ((extract(epoch from now()) * 1000)::bigint - 3248544730), ((extract(epoch from now()) * 1000)::bigint - 3248458330), 'success', 100, '{}'),
('imxeduu9bjtpjukimhjfu9wodq', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 13909641274), ((extract(epoch from now()) * 1000)::bigint - 13909554874), ((extract(epoch from now()) * 1000)::bigint - 13909468474), 'success', 100, '{}'),
('2rs27y3meplg41sya6wbjuhcc2', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 3066770426), ((extract(epoch from now()) * 1000)::bigint - 3066684026), ((extract(epoch from now()) * 1000)::bigint - 3066597626), 'success', 100, '{}'),
('v2cu5brr6x8jnadobmvit6c89q', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 8075560116), ((extract(epoch from now()) * 1000)::bigint - 8075473716), ((extract(epoch from now()) * 1000)::bigint - 8075387316), 'error', 100, '{}'),
('m60zcfpjn8mz5et0sbc5qmkpws', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 1850084741), ((extract(epoch from now()) * 1000)::bigint - 1849998341), ((extract(epoch from now()) * 1000)::bigint - 1849911941), 'success', 100, '{}'),
('dsldff2gp948v4rx2w0pyzapl0', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 7327972141), ((extract(epoch from now()) * 1000)::bigint - 7327885741), ((extract(epoch from now()) * 1000)::bigint - 7327799341), 'success', 100, '{}'),
('87d9p94zfu5vzqzqi1hyw53ffc', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 4342085471), ((extract(epoch from now()) * 1000)::bigint - 4341999071), ((extract(epoch from now()) * 1000)::bigint - 4341912671), 'success', 100, '{}'),
('op7pp7l36szsna4pgd0k9f1nbo', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 9848966120), ((extract(epoch from now()) * 1000)::bigint - 9848879720), ((extract(epoch from now()) * 1000)::bigint - 9848793320), 'success', 100, '{}'),
('d2g0z2jk074cxuygs7znpyxusg', 'export_delete', 0, ((extract(epoch from now()) * 1000)::bigint - 10512409545), ((extract(epoch from now()) * 1000)::bigint - 10512323145), ((extract(epoch from now()) * 1000)::bigint - 10512236745), 'success', 100, '{}'),
('nf5odlvs0koim9ou2vnurfcpab', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 2507201873), ((extract(epoch from now()) * 1000)::bigint - 2507115473), ((extract(epoch from now()) * 1000)::bigint - 2507029073), 'canceled', 100, '{}'),
('5azyclrff1dql6fo25rvf48sux', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 4617447950), ((extract(epoch from now()) * 1000)::bigint - 4617361550), ((extract(epoch from now()) * 1000)::bigint - 4617275150), 'error', 100, '{}'),
('z7esdokkwc38zdf31ca8dc5y3t', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 5984409279), ((extract(epoch from now()) * 1000)::bigint - 5984322879), ((extract(epoch from now()) * 1000)::bigint - 5984236479), 'success', 100, '{}'),
('23oba08ay4ehc5xjn04zrubk3a', 'delete_expired_posts', 0, ((extract(epoch from now()) * 1000)::bigint - 9078789103), ((extract(epoch from now()) * 1000)::bigint - 9078702703), ((extract(epoch from now()) * 1000)::bigint - 9078616303), 'canceled', 100, '{}'),
('zwnxjvvjiwcvdhc2jbwdmh4hov', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 12111442966), ((extract(epoch from now()) * 1000)::bigint - 12111356566), ((extract(epoch from now()) * 1000)::bigint - 12111270166), 'canceled', 100, '{}'),
('8ejynn70te9hrabh45qcj8c3vk', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 8946416191), ((extract(epoch from now()) * 1000)::bigint - 8946329791), ((extract(epoch from now()) * 1000)::bigint - 8946243391), 'error', 100, '{}'),
('5u40lap46fd74hbbgnfsaes3ui', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 1720268346), ((extract(epoch from now()) * 1000)::bigint - 1720181946), ((extract(epoch from now()) * 1000)::bigint - 1720095546), 'error', 100, '{}'),
('w6ecxb063j8jy0rob5ssat8nzx', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 11155945854), ((extract(epoch from now()) * 1000)::bigint - 11155859454), ((extract(epoch from now()) * 1000)::bigint - 11155773054), 'success', 100, '{}'),
('0sz7d4psgpan7eb31nljdigy1a', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 9511014108), ((extract(epoch from now()) * 1000)::bigint - 9510927708), ((extract(epoch from now()) * 1000)::bigint - 9510841308), 'success', 100, '{}'),
('tf1ltqtm31x2z059b4mids15zn', 'delete_expired_posts', 0, ((extract(epoch from now()) * 1000)::bigint - 4298861840), ((extract(epoch from now()) * 1000)::bigint - 4298775440), ((extract(epoch from now()) * 1000)::bigint - 4298689040), 'success', 100, '{}'),
('8swnbhso71zgcvjujkq88jcmde', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 9432434166), ((extract(epoch from now()) * 1000)::bigint - 9432347766), ((extract(epoch from now()) * 1000)::bigint - 9432261366), 'canceled', 100, '{}'),
('ml88whb8udh5vhye1d4purqwo2', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 12545148671), ((extract(epoch from now()) * 1000)::bigint - 12545062271), ((extract(epoch from now()) * 1000)::bigint - 12544975871), 'success', 100, '{}'),
('mmasurwj6trfv9ss8a9u6mpmz8', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 15249263540), ((extract(epoch from now()) * 1000)::bigint - 15249177140), ((extract(epoch from now()) * 1000)::bigint - 15249090740), 'canceled', 100, '{}'),
('94je2borti3aw0jk4y5iq65xe8', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 6270399443), ((extract(epoch from now()) * 1000)::bigint - 6270313043), ((extract(epoch from now()) * 1000)::bigint - 6270226643), 'error', 100, '{}'),
('p23ol1lv9t1tw5p2rlcuzd5c3d', 'expiry_notify', 0, ((extract(epoch from now()) * 1000)::bigint - 6371812573), ((extract(epoch from now()) * 1000)::bigint - 6371726173), ((extract(epoch from now()) * 1000)::bigint - 6371639773), 'success', 100, '{}'),
('evh59yditx01bjpsceqmx3y0qf', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 12921176095), ((extract(epoch from now()) * 1000)::bigint - 12921089695), ((extract(epoch from now()) * 1000)::bigint - 12921003295), 'canceled', 100, '{}'),
('0of1hcakjkdor7qluu4jif365b', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 761723716), ((extract(epoch from now()) * 1000)::bigint - 761637316), ((extract(epoch from now()) * 1000)::bigint - 761550916), 'success', 100, '{}'),
('uo46fa1toh2yv96ka7oft7t7sv', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 3183995438), ((extract(epoch from now()) * 1000)::bigint - 3183909038), ((extract(epoch from now()) * 1000)::bigint - 3183822638), 'success', 100, '{}'),
('5mmhr2bbl23hh0bs4bzui667e9', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 8105613409), ((extract(epoch from now()) * 1000)::bigint - 8105527009), ((extract(epoch from now()) * 1000)::bigint - 8105440609), 'success', 100, '{}'),
('25tt527chw4pv36mftjdb6nabe', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 8716455223), ((extract(epoch from now()) * 1000)::bigint - 8716368823), ((extract(epoch from now()) * 1000)::bigint - 8716282423), 'success', 100, '{}'),
('lduizuxq9vrutpxwmvbe1pe8bq', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 11215569405), ((extract(epoch from now()) * 1000)::bigint - 11215483005), ((extract(epoch from now()) * 1000)::bigint - 11215396605), 'success', 100, '{}'),
('moo37v6gjrh9vwynoayfryt2be', 'delete_expired_posts', 0, ((extract(epoch from now()) * 1000)::bigint - 13891504870), ((extract(epoch from now()) * 1000)::bigint - 13891418470), ((extract(epoch from now()) * 1000)::bigint - 13891332070), 'error', 100, '{}'),
('8po2hmv1a9lrap3j8bb21bk9se', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 7603584166), ((extract(epoch from now()) * 1000)::bigint - 7603497766), ((extract(epoch from now()) * 1000)::bigint - 7603411366), 'success', 100, '{}'),
('2g6rh2vigrvt7layzm4um2x6c1', 'expiry_notify', 0, ((extract(epoch from now()) * 1000)::bigint - 11139260305), ((extract(epoch from now()) * 1000)::bigint - 11139173905), ((extract(epoch from now()) * 1000)::bigint - 11139087505), 'success', 100, '{}'),
('dhui10yuzvwpzh8w163zt5dxtx', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 1182345189), ((extract(epoch from now()) * 1000)::bigint - 1182258789), ((extract(epoch from now()) * 1000)::bigint - 1182172389), 'success', 100, '{}'),
('2dqj6t0yjsqrn5kt8ugfum468f', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 15029249573), ((extract(epoch from now()) * 1000)::bigint - 15029163173), ((extract(epoch from now()) * 1000)::bigint - 15029076773), 'success', 100, '{}'),
('7xxyk97j5nczr61p29y56qv5cv', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 10417031891), ((extract(epoch from now()) * 1000)::bigint - 10416945491), ((extract(epoch from now()) * 1000)::bigint - 10416859091), 'success', 100, '{}'),
('b2o7gc16raz1mn2ephr378oedc', 'cleanup_desktop_tokens', 0, ((extract(epoch from now()) * 1000)::bigint - 14269753645), ((extract(epoch from now()) * 1000)::bigint - 14269667245), ((extract(epoch from now()) * 1000)::bigint - 14269580845), 'success', 100, '{}'),
('ozfuf5i8qhk0v72rzjqljoog14', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 4396658153), ((extract(epoch from now()) * 1000)::bigint - 4396571753), ((extract(epoch from now()) * 1000)::bigint - 4396485353), 'success', 100, '{}'),
('sb0v7op74pidn90hmuurbesrgk', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 6821598658), ((extract(epoch from now()) * 1000)::bigint - 6821512258), ((extract(epoch from now()) * 1000)::bigint - 6821425858), 'error', 100, '{}'),
('5rcx53j6cxilkffjs3a943imb3', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 3215541129), ((extract(epoch from now()) * 1000)::bigint - 3215454729), ((extract(epoch from now()) * 1000)::bigint - 3215368329), 'success', 100, '{}'),
('ookb9h6d6wzjd70fyhj74anu4p', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 14891166516), ((extract(epoch from now()) * 1000)::bigint - 14891080116), ((extract(epoch from now()) * 1000)::bigint - 14890993716), 'success', 100, '{}'),
('fhz3cersdget6c7az4t1wb5tuu', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 17058431345), ((extract(epoch from now()) * 1000)::bigint - 17058344945), ((extract(epoch from now()) * 1000)::bigint - 17058258545), 'error', 100, '{}'),
('8fkey4ifax5jpdptv6cq733pxg', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 5272168065), ((extract(epoch from now()) * 1000)::bigint - 5272081665), ((extract(epoch from now()) * 1000)::bigint - 5271995265), 'success', 100, '{}'),
('oz2kmfmvzn8xn7kfn182gt7wx7', 'delete_expired_posts', 0, ((extract(epoch from now()) * 1000)::bigint - 10255771507), ((extract(epoch from now()) * 1000)::bigint - 10255685107), ((extract(epoch from now()) * 1000)::bigint - 10255598707), 'canceled', 100, '{}'),
('vdr05r857pnpseq8j86fyszeif', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 11289906038), ((extract(epoch from now()) * 1000)::bigint - 11289819638), ((extract(epoch from now()) * 1000)::bigint - 11289733238), 'success', 100, '{}'),
('ov3d3wk02vs8hi2xp862hiikno', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 607550202), ((extract(epoch from now()) * 1000)::bigint - 607463802), ((extract(epoch from now()) * 1000)::bigint - 607377402), 'success', 100, '{}'),
('esjs5yd2t64ozsz7u5kj45gjkg', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 9737264095), ((extract(epoch from now()) * 1000)::bigint - 9737177695), ((extract(epoch from now()) * 1000)::bigint - 9737091295), 'success', 100, '{}'),
('z752dqmdn5ozmxxut3lzntdj1a', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 1769882267), ((extract(epoch from now()) * 1000)::bigint - 1769795867), ((extract(epoch from now()) * 1000)::bigint - 1769709467), 'canceled', 100, '{}'),
('un0u7s07zvlv841txytlirxkv7', 'delete_expired_posts', 0, ((extract(epoch from now()) * 1000)::bigint - 16872048616), ((extract(epoch from now()) * 1000)::bigint - 16871962216), ((extract(epoch from now()) * 1000)::bigint - 16871875816), 'canceled', 100, '{}'),
('8tz1pi3ybp55eggh6jmxc8wmbd', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 10367965013), ((extract(epoch from now()) * 1000)::bigint - 10367878613), ((extract(epoch from now()) * 1000)::bigint - 10367792213), 'success', 100, '{}'),
('r88b205y8b8vky90tr3gn22wvw', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 11274293468), ((extract(epoch from now()) * 1000)::bigint - 11274207068), ((extract(epoch from now()) * 1000)::bigint - 11274120668), 'success', 100, '{}'),
('eaxepsdt0gpuptuyaxehlprv0i', 'expiry_notify', 0, ((extract(epoch from now()) * 1000)::bigint - 13679260812), ((extract(epoch from now()) * 1000)::bigint - 13679174412), ((extract(epoch from now()) * 1000)::bigint - 13679088012), 'canceled', 100, '{}'),
('enb7n2u6xc6tgunm54lei1ljfa', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 15646024602), ((extract(epoch from now()) * 1000)::bigint - 15645938202), ((extract(epoch from now()) * 1000)::bigint - 15645851802), 'success', 100, '{}'),
('g7xifqavsg5s3tf7dab65audk5', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 4724374498), ((extract(epoch from now()) * 1000)::bigint - 4724288098), ((extract(epoch from now()) * 1000)::bigint - 4724201698), 'canceled', 100, '{}'),
('0af941g8spmrppd35mbvm6hqsk', 'elasticsearch_post_indexing', 0, ((extract(epoch from now()) * 1000)::bigint - 14337408821), ((extract(epoch from now()) * 1000)::bigint - 14337322421), ((extract(epoch from now()) * 1000)::bigint - 14337236021), 'error', 100, '{}'),
('9dqaej4xtgj8usob3kwq9fuu44', 'export_delete', 0, ((extract(epoch from now()) * 1000)::bigint - 10108384031), ((extract(epoch from now()) * 1000)::bigint - 10108297631), ((extract(epoch from now()) * 1000)::bigint - 10108211231), 'success', 100, '{}'),
('gonerujws4rmt95aeo0eklgh26', 'message_export', 0, ((extract(epoch from now()) * 1000)::bigint - 76581511), ((extract(epoch from now()) * 1000)::bigint - 76495111), ((extract(epoch from now()) * 1000)::bigint - 76408711), 'success', 100, '{}'),
('yd5ghrcr8pux7nf756dsm8k514', 'product_notices', 0, ((extract(epoch from now()) * 1000)::bigint - 5479128750), ((extract(epoch from now()) * 1000)::bigint - 5479042350), ((extract(epoch from now()) * 1000)::bigint - 5478955950), 'success', 100, '{}'),
('58znstxau6r7ctvxxxn62twc9w', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 848566953), ((extract(epoch from now()) * 1000)::bigint - 848480553), ((extract(epoch from now()) * 1000)::bigint - 848394153), 'success', 100, '{}'),
('ib0u1o148a9dz6y92ce4cdu9n2', 'ldap_sync', 0, ((extract(epoch from now()) * 1000)::bigint - 16258699231), ((extract(epoch from now()) * 1000)::bigint - 16258612831), ((extract(epoch from now()) * 1000)::bigint - 16258526431), 'success', 100, '{}'),
('us255rdqriflal582hq5rn8md8', 'active_users', 0, ((extract(epoch from now()) * 1000)::bigint - 3032772027), ((extract(epoch from now()) * 1000)::bigint - 3032685627), ((extract(epoch from now()) * 1000)::bigint - 3032599227), 'success', 100, '{}'),
('am03bk950zz5jsujuo6evixcgf', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 10085881811), ((extract(epoch from now()) * 1000)::bigint - 10085795411), ((extract(epoch from now()) * 1000)::bigint - 10085709011), 'success', 100, '{}'),
('46ulfhj79cy8x72kge28gi092j', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 633948764), ((extract(epoch from now()) * 1000)::bigint - 633862364), ((extract(epoch from now()) * 1000)::bigint - 633775964), 'success', 100, '{}'),
('4ts0i4v9jg1fbixsazjc1pt12n', 'export_delete', 0, ((extract(epoch from now()) * 1000)::bigint - 15292474941), ((extract(epoch from now()) * 1000)::bigint - 15292388541), ((extract(epoch from now()) * 1000)::bigint - 15292302141), 'success', 100, '{}'),
('gyudf6alhniu7t3pu3g8arbbod', 'data_retention', 0, ((extract(epoch from now()) * 1000)::bigint - 1282159831), ((extract(epoch from now()) * 1000)::bigint - 1282073431), ((extract(epoch from now()) * 1000)::bigint - 1281987031), 'canceled', 100, '{}'),
('hhcdwvcf1uhh20h041f4axgm18', 'plugins', 0, ((extract(epoch from now()) * 1000)::bigint - 12733413613), ((extract(epoch from now()) * 1000)::bigint - 12733327213), ((extract(epoch from now()) * 1000)::bigint - 12733240813), 'success', 100, '{}'),
('wfdt0fh8rtpxi5bm57ww9vu50u', 'expiry_notify', 0, ((extract(epoch from now()) * 1000)::bigint - 10962444250), ((extract(epoch from now()) * 1000)::bigint - 10962357850), ((extract(epoch from now()) * 1000)::bigint - 10962271450), 'success', 100, '{}');

INSERT INTO configurations (id, value, createat, active, sha) VALUES
('84mvsvd6c4gowvxewbhhzlfltb', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 147581515), true, 'f83e4827605cd2c7b4db5cada79d076c0b22ee7777ac0feb2fbf56d842251580'),
('0ofndcngxqq1hv96ot4bxu1b9h', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 4126179119), NULL, 'a887ab4eb653aeef5530f2ed895836fb7e668f010b9e5a7b6bc8acdfe1af5b56'),
('l052vr9udfpygu07mjrixgmbfi', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 5034622541), NULL, '344a6c298fce64335951236ecd00c88c133e820badc2caa01d642f4ed2955596'),
('qipsua8ng042zojptpden2f44s', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 6369066807), NULL, '350086413ae7cd78f00b55af8961dd03b9433c6698895966d2e1bdc1257fa14a'),
('e5e33wje7ku8uip7z910ufhgcc', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 7364840651), NULL, '9a2aa5a1aa1463a4d1de85dec8af6958fa23b14146bde516dc004b409d0fd85f'),
('7q4u9v7r9xrymtke8htk9npnvw', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 12019257643), NULL, 'b9fd39b6c1eb8b8d06c9c57a88aae32b7274ecc8422d59ed8f11c034986eb08e'),
('p8578o7kdf8bdt9p3lkaojkoic', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 12594328415), NULL, '85a62256906dd5cb48d192644709d25726acd063ef5d1902dca4917598dd32dd'),
('02kaeldsjwdoy9zgthgnfclqc3', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 13998938181), NULL, '804f88812bb02d0ee5d32db0c5399b19c713ded7defbffb211e1df9f95b55a32'),
('7ftgc597nqtvj73m0nl6ujkk4m', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 18811183965), NULL, '70e0c0e7b016e14600a2a6c2a36f9a688797ea0ebd42f734d27ea0a653a77d01'),
('p5498c004ri2kj1tull6vr2jxh', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 21854344372), NULL, '4be38945822c83ac516fbe3636dc1ada277a958d90af424393c3aed4740f2d33'),
('kaz0ezz35z38dvqukpt2kbz396', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 23252052396), NULL, '601870ed7de8ade3fe95b7658a7a94f17b102fd6b7aef0b7ae7aa2f6d5a53729'),
('rm2jgtsw6dv39fi1246abvz1gb', '{"ServiceSettings":{}}', ((extract(epoch from now()) * 1000)::bigint - 24668978900), NULL, '2f977e1e9f22cfdd8b27eb62277b3d4a3c55760a9501b3c83bfebe014d2e7140');

INSERT INTO configurationfiles (name, data, createat, updateat) VALUES ('saml-idp.crt', '-----BEGIN CERTIFICATE-----', ((extract(epoch from now()) * 1000)::bigint - 25920000000), ((extract(epoch from now()) * 1000)::bigint - 25920000000));

INSERT INTO clusterdiscovery (id, type, clustername, hostname, gossipport, port, createat, lastpingat) VALUES
('876n4tlpgj0bwbsewtkenhn9i3', 'mattermost_cluster', 'prod', '10.0.0.1', 8074, 8075, ((extract(epoch from now()) * 1000)::bigint - 2592000000), ((extract(epoch from now()) * 1000)::bigint - 43200)),
('9jfry87e88xt79ea31zvh0pgcb', 'mattermost_cluster', 'prod', '10.0.0.2', 8074, 8075, ((extract(epoch from now()) * 1000)::bigint - 2592000000), ((extract(epoch from now()) * 1000)::bigint - 60480)),
('nq65w2aqb4sd6gh1tc5ac49v99', 'mattermost_cluster', 'prod', '10.0.0.3', 8074, 8075, ((extract(epoch from now()) * 1000)::bigint - 7776000000), ((extract(epoch from now()) * 1000)::bigint - 3456000000));

INSERT INTO pluginkeyvaluestore (pluginid, pkey, pvalue, expireat) VALUES
('com.mattermost.calls', 'key0', '\\xbc21114edbc103f4', ((extract(epoch from now()) * 1000)::bigint - -49140442)),
('com.github.jira', 'key1', '\\x8a153397010252b5', 0),
('com.github.jira', 'key2', '\\xb7e2bfb6cc87cc5b', 0),
('com.mattermost.calls', 'key3', '\\xd952d56e04aea35d', ((extract(epoch from now()) * 1000)::bigint - 212853003)),
('com.github.jira', 'key4', '\\xb874494c37c592f3', 0),
('playbooks', 'key5', '\\x5be523dc3dfefe98', 0),
('com.mattermost.calls', 'key6', '\\xec2addc92b2cec22', ((extract(epoch from now()) * 1000)::bigint - -344451870)),
('com.mattermost.calls', 'key7', '\\x1d4b1c12dd94da4f', 0),
('playbooks', 'key8', '\\xad751df31b28f976', 0),
('playbooks', 'key9', '\\xc5f7f950c4a90d1c', ((extract(epoch from now()) * 1000)::bigint - 401053282)),
('com.mattermost.calls', 'key10', '\\x19255149e7e180e1', 0),
('com.github.jira', 'key11', '\\xc12f83fc1837c5d7', 0),
('com.github.jira', 'key12', '\\x8e9071daa750b10f', ((extract(epoch from now()) * 1000)::bigint - -5517443)),
('com.mattermost.calls', 'key13', '\\xc8d010d4a81ee8a2', 0),
('com.github.jira', 'key14', '\\xfb4d165698189473', 0),
('com.mattermost.calls', 'key15', '\\x2db305fd85857ec7', ((extract(epoch from now()) * 1000)::bigint - 244801640)),
('com.mattermost.calls', 'key16', '\\x797c2796fadc7dc3', 0),
('com.github.jira', 'key17', '\\xbc67122169ed397b', 0),
('com.mattermost.calls', 'key18', '\\x0b62100c455de8c7', ((extract(epoch from now()) * 1000)::bigint - 339395287)),
('com.github.jira', 'key19', '\\x1bd6ba4e6d3bc0ac', 0),
('com.github.jira', 'key20', '\\x73811dbc7da8e77e', 0),
('com.mattermost.calls', 'key21', '\\xd3adf974478187a4', ((extract(epoch from now()) * 1000)::bigint - -166375666)),
('com.mattermost.calls', 'key22', '\\x04d0498d3d4d501b', 0),
('playbooks', 'key23', '\\x76a0eaf6346388bb', 0),
('com.mattermost.calls', 'key24', '\\x6b94eb74ef30439e', ((extract(epoch from now()) * 1000)::bigint - 89604245)),
('com.github.jira', 'key25', '\\x2a662af78e227b7d', 0),
('playbooks', 'key26', '\\xa58ad9dad17cc65b', 0),
('playbooks', 'key27', '\\x627aebb29ae7b180', ((extract(epoch from now()) * 1000)::bigint - -252171961)),
('playbooks', 'key28', '\\xe8463e08b1aa3b89', 0),
('com.mattermost.calls', 'key29', '\\x2cfeaa83fb88d363', 0);

INSERT INTO desktoptokens (token, createat, userid) VALUES
('yxld30aj7wbrdzmdv3ygej7knno99jqsha22i2k08bl4rxg9ab7z', (extract(epoch from now())::bigint - 141), 'rhl4h9mpxepatutey7zeeka9ld'),
('om6xgm0gala0r5y5s046nu1il1b246qik7l62zcf59st01dwe7is', (extract(epoch from now())::bigint - 27), 'up9rvqwbshl6nbsd07uug16wqw'),
('jtwmvh0fp0ndkrcvfelqgkrv3caqfkruw96doeqzn0n2ek7l8jqk', (extract(epoch from now())::bigint - 148), 'la0dx5xmi8ozsqrqxyf0pdpoqg'),
('lfn67h9pvfe1ulb29yql72z8cf1zdjq8tycmegc2w9fs8l1z5l0x', (extract(epoch from now())::bigint - 107), '5exqyv76aemwjrmpghx0i8d9gb'),
('y6f3se341oejmfj6nmv6y744f0xwo61h1zaqp5wexoit0wwj43xv', (extract(epoch from now())::bigint - 698), 'qpta52ysrocskzbwfhmyvpycpi');

INSERT INTO temporaryposts (postid, type, expireat, message, fileids) VALUES
('mxdq6cfiema28a25ijrdxodnbw', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - -82377966), 'secret 0', '[]'),
('tsffacgjibrv9oqdkmhcedlfxe', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - -3977376), 'secret 1', '[]'),
('wty5el83hv8de311li7td3cj61', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - 43613808), 'secret 2', '[]'),
('7afs69upij6k395nmbry996o7s', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - 40531326), 'secret 3', '[]'),
('ul18f3egrnw36vq3oltuln0cwl', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - 54985151), 'secret 4', '[]'),
('3tgrgtu6ns6t3sn11xr6tfzqm4', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - -44593697), 'secret 5', '[]'),
('dsvymgvzvtc6y5v1narsgjzr9c', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - 62080390), 'secret 6', '[]'),
('yj5ke28e2n7pb52txkt9bw6pbk', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - -69382142), 'secret 7', '[]'),
('2gxpjp4uc682upxyedj3dv008w', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - 33564812), 'secret 8', '[]'),
('f5p87r0y5yqbld9245hbj5pe3c', 'burn_on_read', ((extract(epoch from now()) * 1000)::bigint - -55203133), 'secret 9', '[]');

INSERT INTO readreceipts (postid, userid, expireat) VALUES
('mxdq6cfiema28a25ijrdxodnbw', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - -33889215)),
('tsffacgjibrv9oqdkmhcedlfxe', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - -67442390)),
('wty5el83hv8de311li7td3cj61', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - -73493346)),
('7afs69upij6k395nmbry996o7s', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - -72927481)),
('ul18f3egrnw36vq3oltuln0cwl', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - -79476868)),
('3tgrgtu6ns6t3sn11xr6tfzqm4', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 80871922)),
('dsvymgvzvtc6y5v1narsgjzr9c', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - -43262626)),
('yj5ke28e2n7pb52txkt9bw6pbk', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - -80435484)),
('2gxpjp4uc682upxyedj3dv008w', 'ye5mm1ssyt1py32zgx2krncgkl', ((extract(epoch from now()) * 1000)::bigint - -13938357)),
('f5p87r0y5yqbld9245hbj5pe3c', '4l1ipgi70j6fzg72yag25n6tl8', ((extract(epoch from now()) * 1000)::bigint - 69420034));

INSERT INTO postreminders (postid, userid, targettime) VALUES
('adfzwlmjz0hxy4as4lezbpjz7g', 'kor487l6u742set0t75d1ru9ph', (extract(epoch from now())::bigint - -3246)),
('wwpiolctcyxdaqdtjh3kr99xe8', 'usnexhup6ruaw7t9zylhcx9hej', (extract(epoch from now())::bigint - -74535)),
('dsvymgvzvtc6y5v1narsgjzr9c', 'uad0rwmmy34w83t5ea4yyxhpa8', (extract(epoch from now())::bigint - -71375)),
('9b9kyk0i9ofwvfpk8bop7huzkf', 'uk54cfs3r160q44ybzuukglusl', (extract(epoch from now())::bigint - -218699)),
('zs46fgjwh52ib1r1yvxuhzxgih', 'w11vx6cao4frfhmmmeea17xaj0', (extract(epoch from now())::bigint - -47168)),
('795hi8mvpu50eywlluzphl05yf', 'fi3cbn9ohvxf5tbba5svu7ivgv', (extract(epoch from now())::bigint - -110137)),
('ifuh9j3fz0asssqjd33j1we8ir', '2rmf7miqgl07ii4833upabbfjv', (extract(epoch from now())::bigint - -144895)),
('c51ut9inpz3609bmonnw7369gm', 'qpta52ysrocskzbwfhmyvpycpi', (extract(epoch from now())::bigint - -116138));

INSERT INTO audits (id, createat, userid, action, extrainfo, ipaddress, sessionid) VALUES
('1qfz8p66rvq8oxpysviujulrm9', ((extract(epoch from now()) * 1000)::bigint - 21835343038), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/users/logout', 'session_user=abc', '203.0.113.8', 'ninlucw4a328wynyuz3nm1y3wq'),
('5ibnta5y8llject0ewa0l5ho5a', ((extract(epoch from now()) * 1000)::bigint - 10870480921), 'zvqxywo6h7vykgbt9qb7l412zr', '/api/v4/users/logout', 'session_user=abc', '203.0.113.212', '314b8kq2wakqb5sn7yr26ic4qr'),
('53kczqtf6vn9rsd4c1ok4hxigj', ((extract(epoch from now()) * 1000)::bigint - 28868047973), '4l1ipgi70j6fzg72yag25n6tl8', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.55', '57kjtpoaffnf50ezb7sogty2z9'),
('f7a479fz4uc1jn7fqp8ypuxtzx', ((extract(epoch from now()) * 1000)::bigint - 25186368477), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/channels', 'success', '203.0.113.68', 'eboub1c0u83c393c34ke5ktego'),
('7d8yc4e9qvzzzonjk1en1cvhe0', ((extract(epoch from now()) * 1000)::bigint - 1677546526), '2rmf7miqgl07ii4833upabbfjv', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.158', 'c9gfm01klsg30ncyxryky1fz49'),
('abwnkrkb6v6gxsvu16yr3tsco2', ((extract(epoch from now()) * 1000)::bigint - 4601555143), 'pfc5bkzoma3j1j5sccziznltuf', '/api/v4/channels', 'session_user=abc', '203.0.113.36', '9tda07c37haxr7uorv11z8wxeu'),
('urjbkvfx0rop2h2174fnluz5n8', ((extract(epoch from now()) * 1000)::bigint - 23104949204), 'zvqxywo6h7vykgbt9qb7l412zr', '/api/v4/users/logout', 'session_user=abc', '203.0.113.240', 'qjynafewl4rl2ih735db5n8ukq'),
('shkz3odf9zqfg6k2ntqy9cjnhb', ((extract(epoch from now()) * 1000)::bigint - 5790927607), 'zvqxywo6h7vykgbt9qb7l412zr', '/api/v4/channels', 'session_user=abc', '203.0.113.32', 'kf6gc3qrhvqcdk43b8ss0w36et'),
('zztzoj2qgdp0neromofms7dcl7', ((extract(epoch from now()) * 1000)::bigint - 2361823741), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/users/logout', 'success', '203.0.113.190', 'xf0czexalgc5sy11m7f512f6pw'),
('os2afgtnhvqtypif51t0j1f504', ((extract(epoch from now()) * 1000)::bigint - 6199956851), 'rhl4h9mpxepatutey7zeeka9ld', '/api/v4/channels', 'success', '203.0.113.229', 'jx07x7uo858d1thkzn44qed52s'),
('8ztuip7fztztxl5zt6k7pd5qn0', ((extract(epoch from now()) * 1000)::bigint - 20923242160), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/users/login', 'success', '203.0.113.238', 'ex6rw12jkv1ouq00wocf4r1vdl'),
('x51e2ufnfbjspaqxwdeiaum5by', ((extract(epoch from now()) * 1000)::bigint - 34264443295), '6oo77fo8k796rsokbzwzl1xaa2', '/api/v4/users/login', 'session_user=abc', '203.0.113.212', 'db7fkkhvdgz60v183u99mk9hkz'),
('v9khgkqr71mthjxf4q3g9q27py', ((extract(epoch from now()) * 1000)::bigint - 19782447895), 'vt2cjrnbhvy0bnglnw88ndi7tq', '/api/v4/users/logout', 'session_user=abc', '203.0.113.99', 'm59dw4rp6c7t0m7wcne834yxyg'),
('loufv8xna6swh6picpl5fe4j8b', ((extract(epoch from now()) * 1000)::bigint - 25759279375), 'rhl4h9mpxepatutey7zeeka9ld', '/api/v4/users/me/patch', 'success', '203.0.113.144', 'rxdn4yupkcr99g38o81gccbln3'),
('0y29xpjewgfzpg9smwd0qqkmzs', ((extract(epoch from now()) * 1000)::bigint - 9360038274), '2fmjj5suwn7jninhu9picgno8z', '/api/v4/users/me/patch', 'success', '203.0.113.201', 'po0336ipj26gvb8m59w2o1h60k'),
('37ept6bk7fwzsugfya5u7qgrba', ((extract(epoch from now()) * 1000)::bigint - 2535847367), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.101', 'gfim57ciymhucoe3y67z31hyj0'),
('ydcn03hzec3b7t40p58dg4u6fc', ((extract(epoch from now()) * 1000)::bigint - 9439462644), 'pfc5bkzoma3j1j5sccziznltuf', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.160', 'ovxakd87xmac8xxsdfgki8kw66'),
('1qrcqz1keobqp4ji8286qdchbe', ((extract(epoch from now()) * 1000)::bigint - 1562403333), 'w11vx6cao4frfhmmmeea17xaj0', '/api/v4/users/logout', 'success', '203.0.113.233', 'v5yzhb6fgwwp35ws3sqd4v102q'),
('ccl1p5yqoazv5xk3ru87gcp337', ((extract(epoch from now()) * 1000)::bigint - 6694881918), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.21', 'h8jif4z0ittw0dsqm33sbujyox'),
('75x5sod5f1tttd3bxhpy3eoozt', ((extract(epoch from now()) * 1000)::bigint - 8432360982), 'rhl4h9mpxepatutey7zeeka9ld', '/api/v4/users/logout', 'session_user=abc', '203.0.113.73', 'x9ex8bvawvsyebd2lkkwqjm2tb'),
('vi85juaoajlpu9cnn91tsnzff0', ((extract(epoch from now()) * 1000)::bigint - 24129173785), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/users/logout', 'success', '203.0.113.135', 'bklfktitlzigjxlrydu0b3aoj4'),
('9rgzu0crm1zw0zbt5u3w4fykte', ((extract(epoch from now()) * 1000)::bigint - 20314164536), 'ixexnl2uab5vqir9wi21kd5bqi', '/api/v4/users/logout', 'success', '203.0.113.165', 'f0sk3c6n516p3bm8tldvyix8mr'),
('f8es725ibepqdbyrbp60ush5fo', ((extract(epoch from now()) * 1000)::bigint - 15622440485), 'kor487l6u742set0t75d1ru9ph', '/api/v4/users/logout', 'session_user=abc', '203.0.113.187', 'fp3wju60rvmqkgrjndbexi45m1'),
('tv31f5t3m4nbf3n00ml9ri02f7', ((extract(epoch from now()) * 1000)::bigint - 6199887795), 'zxaafvgqj0y5rwmdxhxemzvyg0', '/api/v4/users/login', 'success', '203.0.113.167', '99m6eyu4448hjynbcuuym9nrpy'),
('e9t3gln0lfuod05a7sks3ezc3y', ((extract(epoch from now()) * 1000)::bigint - 13643999430), 'qpta52ysrocskzbwfhmyvpycpi', '/api/v4/users/logout', 'success', '203.0.113.118', '8wdd1qebwjypl3361dmwr5f89s'),
('m26d933crq8fp7fwo0fsdwe0kt', ((extract(epoch from now()) * 1000)::bigint - 22655874564), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/users/login', 'success', '203.0.113.53', '87p3xhwa9sk1g7jhht5tyjzhh2'),
('io8wvba4yhfp3d0khow9r273h7', ((extract(epoch from now()) * 1000)::bigint - 2667167218), '1s3p0qatk4tattmt2cpq16xwhm', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.91', 'aojk3ndaf4xw5odxtqnco1bejs'),
('5pcsfji8f3kq91x80ev735shny', ((extract(epoch from now()) * 1000)::bigint - 26947198294), 'uad0rwmmy34w83t5ea4yyxhpa8', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.143', 'a9iwa3hurzu62tcydrvu92haov'),
('96ufoxf9d8vyyvf1abrrx57nwb', ((extract(epoch from now()) * 1000)::bigint - 9526071281), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.252', '5kwbhj0ktskglgrtmwqjyj11rq'),
('jam48qtqk9scz4nm2zut23l2i7', ((extract(epoch from now()) * 1000)::bigint - 684657219), '1s3p0qatk4tattmt2cpq16xwhm', '/api/v4/users/login', 'success', '203.0.113.46', 'fh979s77b5c9r9dx0w6q5cinwj'),
('spgayjizbeorxj3xyoiv3kw5pj', ((extract(epoch from now()) * 1000)::bigint - 7054449700), 'vt2cjrnbhvy0bnglnw88ndi7tq', '/api/v4/channels', 'success', '203.0.113.185', 'mk9iz32d8bl0x1cmvctfck5eo3'),
('ihh28t132l4a13is22rv1voo02', ((extract(epoch from now()) * 1000)::bigint - 18529125404), 'atke08ulj5i0pksk18m5hamkv9', '/api/v4/channels', 'success', '203.0.113.252', '94sd2qvam6d2zd2dezh94czae6'),
('7afjfbn940ddp990pxivwwv3qg', ((extract(epoch from now()) * 1000)::bigint - 896236622), 'u4wkrlfh9ebkj9z8h4mb91yb8x', '/api/v4/users/login', 'session_user=abc', '203.0.113.170', 'ezuspxc8373g5cdczkeiw0i1v3'),
('uhdeyb4h4q6ub915460j93fde2', ((extract(epoch from now()) * 1000)::bigint - 998698600), 'w11vx6cao4frfhmmmeea17xaj0', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.62', 'ystkvpmfo67iuuxyojpoz3deqb'),
('e2cfxq8vpgsjneg70x96c0fz7y', ((extract(epoch from now()) * 1000)::bigint - 14434723626), 'pfc5bkzoma3j1j5sccziznltuf', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.60', 'qdeqzntxvs1jkb130dg6pv2xnf'),
('xxi9ld23xtlxs5xahn3heayj2v', ((extract(epoch from now()) * 1000)::bigint - 2485219931), 'u4wkrlfh9ebkj9z8h4mb91yb8x', '/api/v4/users/login', 'session_user=abc', '203.0.113.26', 'oc4yjnw3bx49fs7a4lfef8nrml'),
('8fq1jbamlhjv8bwnakebzzc36l', ((extract(epoch from now()) * 1000)::bigint - 2195752733), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/channels', 'session_user=abc', '203.0.113.30', 'pbidowovbb1r9zmwefhk2gta5l'),
('6le1m88v26s3db38gc2hzjcgl8', ((extract(epoch from now()) * 1000)::bigint - 8180782196), 'ye5mm1ssyt1py32zgx2krncgkl', '/api/v4/users/login', 'success', '203.0.113.161', 'w5i9wzlbvlkz4osxkvii09kneh'),
('d4fy4ccdfy3pms5iak83u7h732', ((extract(epoch from now()) * 1000)::bigint - 2152746338), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/users/login', 'success', '203.0.113.33', 'fk8bvmuyvebhfocf6q2y3lnknd'),
('uu5y9augprctan31db4js0zg11', ((extract(epoch from now()) * 1000)::bigint - 5989218616), 'uad0rwmmy34w83t5ea4yyxhpa8', '/api/v4/users/login', 'session_user=abc', '203.0.113.34', 'z11utffyhkar809tdxiisaf8if'),
('gsa9lrx019ijx3rfzbe72bgqta', ((extract(epoch from now()) * 1000)::bigint - 11904434830), '6oo77fo8k796rsokbzwzl1xaa2', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.22', 'l1jkg8tw6t590emqo3tonsbcet'),
('zijjjy5g20e1nrvnkpk4bpr8wb', ((extract(epoch from now()) * 1000)::bigint - 10358315200), '6oo77fo8k796rsokbzwzl1xaa2', '/api/v4/users/logout', 'success', '203.0.113.28', 'nm61xmaefiug40ee0a0rbkud4h'),
('lofiua8l43oud9s69aqn5gxyy2', ((extract(epoch from now()) * 1000)::bigint - 7125782604), 'zxaafvgqj0y5rwmdxhxemzvyg0', '/api/v4/users/logout', 'success', '203.0.113.186', 'fn3dop8me89507rg9jv0ii2q1m'),
('ptdt252zkgq44yfciou81inn0m', ((extract(epoch from now()) * 1000)::bigint - 4948891213), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.27', 'acialw43ux81sfybjig65lpwq5'),
('8k645zmvk531x1046qz0m6ibp8', ((extract(epoch from now()) * 1000)::bigint - 626939059), 'ye5mm1ssyt1py32zgx2krncgkl', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.182', 'b33r983dsts6k6337f5hnxqp49'),
('yq5zi5hx3mny8ityqn9dlxi8ld', ((extract(epoch from now()) * 1000)::bigint - 1520520662), 'w11vx6cao4frfhmmmeea17xaj0', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.128', 'mct1dwf8vxti1cvgsl1ll4hkz9'),
('o1rqgh8npdcmuoqur1e88yxrri', ((extract(epoch from now()) * 1000)::bigint - 28907636049), 'uk54cfs3r160q44ybzuukglusl', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.132', 'mi1owemryrhufht3qlhj6upsqe'),
('s2y2g08mbryaeqdr04fbw9pnnz', ((extract(epoch from now()) * 1000)::bigint - 2527620991), 'w11vx6cao4frfhmmmeea17xaj0', '/api/v4/channels', 'session_user=abc', '203.0.113.170', 'nsyapj4azkyu4wqni34krut34t'),
('di3aldk14neybct936obz54cr3', ((extract(epoch from now()) * 1000)::bigint - 23557428163), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.1', '5ugx9kdmao341xj7qwgxlry945'),
('2566e6xiaeoe6pfjtxtyjvd067', ((extract(epoch from now()) * 1000)::bigint - 28474334918), 'zvqxywo6h7vykgbt9qb7l412zr', '/api/v4/users/logout', 'success', '203.0.113.156', '7tkdv363ce08yzgv2mo0g2d3xa'),
('qidfmky4pjdff6eu0te4m3qe1u', ((extract(epoch from now()) * 1000)::bigint - 1378336031), 'u4wkrlfh9ebkj9z8h4mb91yb8x', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.180', 'mrys2bty8ny87x45607v0uwmby'),
('p066iub3vlr7djvehlxceyp97s', ((extract(epoch from now()) * 1000)::bigint - 6513626180), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/channels', 'success', '203.0.113.112', 'ij9vsnjntoet7cluofthwhs0oh'),
('qe3oeai44v6ww1cxjabmezltgv', ((extract(epoch from now()) * 1000)::bigint - 2874612893), '2rmf7miqgl07ii4833upabbfjv', '/api/v4/channels', 'success', '203.0.113.113', 'v2pr34zww3ijkqfmnd7llodpfa'),
('dwo15lp2evp4xgih8p56ygeguh', ((extract(epoch from now()) * 1000)::bigint - 4449515539), 'uad0rwmmy34w83t5ea4yyxhpa8', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.4', 'pkyhz9kec4ahj1czln5vojowir'),
('j1hmf74m56a8c3me7ooundhopw', ((extract(epoch from now()) * 1000)::bigint - 2232057937), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/users/login', 'session_user=abc', '203.0.113.201', 'cougmza2ghc7by5z8qdctkdv83'),
('r3o9mfm8x937wgavv9i02kfa5f', ((extract(epoch from now()) * 1000)::bigint - 9851554784), '4l1ipgi70j6fzg72yag25n6tl8', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.32', 'erdaxbvcf9emcsrgrice744548'),
('uou138yln9ck6qbyz0s030210i', ((extract(epoch from now()) * 1000)::bigint - 2940392106), 'la0dx5xmi8ozsqrqxyf0pdpoqg', '/api/v4/users/login', 'success', '203.0.113.229', 'jblz1w5gc1cuepf402u5775yfk'),
('jqsaz6quodwb6ql5auiz7byqbx', ((extract(epoch from now()) * 1000)::bigint - 29233421684), '4l1ipgi70j6fzg72yag25n6tl8', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.189', 'nry8ggle3l3k8xp8ndfz5fdwrh'),
('y845jdhgkm3oy46njgj1cqn95z', ((extract(epoch from now()) * 1000)::bigint - 15923919336), 'rhl4h9mpxepatutey7zeeka9ld', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.128', '9k09c26qluqfzs7o960gvyjuj5'),
('42p40yx1ktcrsnfm1c1b0sq61l', ((extract(epoch from now()) * 1000)::bigint - 5049514039), 'hg3yfczo1bk2z3v2hpstdkd9sm', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.68', 'hy7pusb24k1i8q53a91d9j3g0j'),
('eohmvnl0g8d52tnq35qk8qzcxl', ((extract(epoch from now()) * 1000)::bigint - 5847469600), 'kor487l6u742set0t75d1ru9ph', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.112', 'bhbpfl2lqkb5jfosfykrd7kj0d'),
('sx4grpbqrryqn9fy68j4o7zfmk', ((extract(epoch from now()) * 1000)::bigint - 21188818285), 'atke08ulj5i0pksk18m5hamkv9', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.247', '4hk8btwrbrao1gzzwd6qi56n90'),
('vedofccri3a2fcqp0vq0ey5xz0', ((extract(epoch from now()) * 1000)::bigint - 3308554434), 'ixexnl2uab5vqir9wi21kd5bqi', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.111', 'oar72b7p79v3d2ug85sq627l74'),
('lud0oaskmgvpx4d9qrpz2gbpf4', ((extract(epoch from now()) * 1000)::bigint - 5734154243), '2rmf7miqgl07ii4833upabbfjv', '/api/v4/users/login', 'session_user=abc', '203.0.113.166', 'qzeay1l8m7j2ie5gppn1cat32u'),
('fr2o6zjpi97uwgqjtabun745t4', ((extract(epoch from now()) * 1000)::bigint - 8628134620), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/channels', 'session_user=abc', '203.0.113.113', 'hhuvfgxvxdclv8yuuzc9zmh87w'),
('jcl4bydk3wrjebd7yyamqe1zsd', ((extract(epoch from now()) * 1000)::bigint - 2904202052), 'usnexhup6ruaw7t9zylhcx9hej', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.97', 'qu7khtry92ys9meaa56o2xdxkm'),
('7ll12yipsfx1m5xybwuzvp9wgv', ((extract(epoch from now()) * 1000)::bigint - 22434332951), 'uk54cfs3r160q44ybzuukglusl', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.164', 'kku7ujdczwiyyorw4t4ai80ybq'),
('e5c5t0x0qwxvwp28iy8wx9dcrm', ((extract(epoch from now()) * 1000)::bigint - 4152313923), 'ixexnl2uab5vqir9wi21kd5bqi', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.118', 'sp0thdsnvlj7ai18jo15ez1t0p'),
('ef3spkrvyt6jt64z54y7d5n8fy', ((extract(epoch from now()) * 1000)::bigint - 11458680269), 'atke08ulj5i0pksk18m5hamkv9', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.65', 'pzc2dkta6rfl4vzhc1c1f7xmys'),
('3bsxaxmazxt6nzg0tnyteyc3jv', ((extract(epoch from now()) * 1000)::bigint - 7851972463), 'we4fbnhkfg4gvlvc3j3dali7zk', '/api/v4/channels', 'session_user=abc', '203.0.113.54', 'k94my2gvi07fr9ef9gzx52cyi8'),
('jectpcbtkzspmjip1yt3pckm5t', ((extract(epoch from now()) * 1000)::bigint - 8833240135), 'pfc5bkzoma3j1j5sccziznltuf', '/api/v4/channels', 'session_user=abc', '203.0.113.230', 'c8wj9ntkp4x0oybi8yr74pqi9n'),
('lszwgw6cehdg78f198u441fs5f', ((extract(epoch from now()) * 1000)::bigint - 4113074665), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/users/login', 'session_user=abc', '203.0.113.55', 'bz78wp4ivyb4m0trbycq3oe8rg'),
('s9bpazbml8du4qn88qbd611p3c', ((extract(epoch from now()) * 1000)::bigint - 14991782255), 'kor487l6u742set0t75d1ru9ph', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.73', '2rir2iqjdlnjy6z2kvdo926f3m'),
('8fszj66yjkk0ixmzq9091h16w5', ((extract(epoch from now()) * 1000)::bigint - 5719119212), 'usnexhup6ruaw7t9zylhcx9hej', '/api/v4/users/logout', 'session_user=abc', '203.0.113.250', 'w12donjob3787570fttznrgwb5'),
('1g64omdm3choltzd4ljftm6t94', ((extract(epoch from now()) * 1000)::bigint - 18485674682), 'ye5mm1ssyt1py32zgx2krncgkl', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.92', 'rag5ve633mkpsxmazmj1woji80'),
('60oggth53fbyf2fdpuh7z62t9n', ((extract(epoch from now()) * 1000)::bigint - 5148900789), 'ye5mm1ssyt1py32zgx2krncgkl', '/api/v4/users/logout', 'success', '203.0.113.120', 'dcm6wis8rpcxvfofjk7npv629r'),
('q3w158scr778po19wquug6zb7u', ((extract(epoch from now()) * 1000)::bigint - 31777009368), 'uk54cfs3r160q44ybzuukglusl', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.51', '66abwecqe29px1bwn936vb2y4n'),
('0if9h5800al2t5bx6tcgrc9v7c', ((extract(epoch from now()) * 1000)::bigint - 25385040359), 'uk54cfs3r160q44ybzuukglusl', '/api/v4/users/me/patch', 'success', '203.0.113.98', 'z4oi99462tkms97rhjskv6mxi5'),
('083bz3p078c7oxrmvor0if1s5s', ((extract(epoch from now()) * 1000)::bigint - 325181945), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/users/login', 'success', '203.0.113.23', '6wxq7nbv31h512wjjj8kgl2dpz'),
('ivn5bq0op7dc1zjtxr95v08ia0', ((extract(epoch from now()) * 1000)::bigint - 12546109613), 'up9rvqwbshl6nbsd07uug16wqw', '/api/v4/users/logout', 'success', '203.0.113.242', '3ufe8ol5vffe32h0o9o3gt65ll'),
('7j8wgpn8xvgon9sdpmw0s4udfw', ((extract(epoch from now()) * 1000)::bigint - 24470883848), 'ixexnl2uab5vqir9wi21kd5bqi', '/api/v4/channels', 'success', '203.0.113.253', '34hq42ogxl0u9y9kwfodk505r4'),
('akperju69igphei1sr9yqedl3n', ((extract(epoch from now()) * 1000)::bigint - 974316782), 'u4wkrlfh9ebkj9z8h4mb91yb8x', '/api/v4/users/login', 'session_user=abc', '203.0.113.196', '8w18vngqmxztga60hmx9zp716u'),
('jbu2p13l2e6vxi4ymw4z8irpq8', ((extract(epoch from now()) * 1000)::bigint - 28823130662), 'kor487l6u742set0t75d1ru9ph', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.171', 'vgcrqjhypmgtwxsisbuikmg77y'),
('oxq2ta1dwmlq0zg1vk36v9pbsv', ((extract(epoch from now()) * 1000)::bigint - 19911272892), 'qpta52ysrocskzbwfhmyvpycpi', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.254', 'suewup3jnpvqo41z181mcbw1sl'),
('bpj1k364zo7bte6q9cnevvifdf', ((extract(epoch from now()) * 1000)::bigint - 850229034), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/users/logout', 'success', '203.0.113.54', 'h57k5gj5g3s2xgy07jjlte9ais'),
('iu0lcahicqox0uca666i3y2hod', ((extract(epoch from now()) * 1000)::bigint - 8258970185), '6oo77fo8k796rsokbzwzl1xaa2', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.87', 'l7nju9p5m9ohy7t16hpj2yh0a3'),
('rmomqbgt8n07saaq1wb5v55skm', ((extract(epoch from now()) * 1000)::bigint - 3010102788), '1s3p0qatk4tattmt2cpq16xwhm', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.171', '3100jafu41ltk92cekl2zg9qus'),
('sdcice71ywnunp2q8n895o93lk', ((extract(epoch from now()) * 1000)::bigint - 24800473137), 'la0dx5xmi8ozsqrqxyf0pdpoqg', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.236', 'e929076gsdf9fx9nh5f5q4ow6b'),
('hjywokenppgpk8s5azeirppdxo', ((extract(epoch from now()) * 1000)::bigint - 4003101105), 'usnexhup6ruaw7t9zylhcx9hej', '/api/v4/channels', 'success', '203.0.113.156', '1kbg3h3md1p1oiapg54yy7lqhh'),
('u418emn9mea627kxa5ay8oyd4q', ((extract(epoch from now()) * 1000)::bigint - 2958542933), '2fmjj5suwn7jninhu9picgno8z', '/api/v4/channels', 'success', '203.0.113.158', 'w1nclqztw5xnridbdzxrmfutu5'),
('aqt2de9fnxn3m6u6dte3v9zbpm', ((extract(epoch from now()) * 1000)::bigint - 973630401), 'ye5mm1ssyt1py32zgx2krncgkl', '/api/v4/channels', 'session_user=abc', '203.0.113.241', '3oe180v99g1iup7ycrcugiwk14'),
('75d2sq7nis9fttjbzpv1uykgpr', ((extract(epoch from now()) * 1000)::bigint - 22074868128), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.124', 'evoo60d37a5kvv7gic94wff2rk'),
('pobea6mlvz6oxz2vfq9k1lbu3l', ((extract(epoch from now()) * 1000)::bigint - 6558322248), 'pfc5bkzoma3j1j5sccziznltuf', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.152', 'iksbm2fckeljok19jrc9jrqwkt'),
('zsnzqaflovjontaaaiqdg482dw', ((extract(epoch from now()) * 1000)::bigint - 7218264594), 'rhl4h9mpxepatutey7zeeka9ld', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.140', 'v38ca7ei2q4eiowuz4s7uy0pdu'),
('jvayn7acma69a1hu8f6f95v372', ((extract(epoch from now()) * 1000)::bigint - 1499000182), 'up9rvqwbshl6nbsd07uug16wqw', '/api/v4/users/me/patch', 'success', '203.0.113.173', 'y3hi77h5a43ujpg7qpri22t6tz'),
('9h7wmdcfwcf3wwb1xl842nbu3i', ((extract(epoch from now()) * 1000)::bigint - 13482362385), 'atke08ulj5i0pksk18m5hamkv9', '/api/v4/channels', 'success', '203.0.113.4', 'xvu46c95xms82q4rtnkouvq4cm'),
('kphclztcbckq5isl0zk1rz6gwe', ((extract(epoch from now()) * 1000)::bigint - 20499981355), '2fmjj5suwn7jninhu9picgno8z', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.131', 'arcqvek7yn29twfxm9o2svygsd'),
('t31xyid86v1vdw9yu0062vfcme', ((extract(epoch from now()) * 1000)::bigint - 20068779775), 'da894fq2tfu1vlyjtil3xwtssu', '/api/v4/users/logout', 'session_user=abc', '203.0.113.13', '17uemw31zdz1stqb3yk637zvn7'),
('60wettrfqyqmx15qi7hyked3uw', ((extract(epoch from now()) * 1000)::bigint - 3195008832), '1s3p0qatk4tattmt2cpq16xwhm', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.24', '5ltmuips0dqbiy7gw5frcmsg70'),
('fydtuu0iwavjnpl6gmr9nrofkj', ((extract(epoch from now()) * 1000)::bigint - 12456643614), 'up9rvqwbshl6nbsd07uug16wqw', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.2', 'ms4cekhxkzsg8izfa1wyuawf32'),
('phdr6fftat6vi9ra3x7e1ob3vp', ((extract(epoch from now()) * 1000)::bigint - 30047355045), 'ixexnl2uab5vqir9wi21kd5bqi', '/api/v4/channels', 'session_user=abc', '203.0.113.217', 'a3h2rmwxvt5qco8ajzgcd3nro8'),
('qclec5b64d2ygz3ocszw2vrh9p', ((extract(epoch from now()) * 1000)::bigint - 2485531397), 'zvqxywo6h7vykgbt9qb7l412zr', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.128', 'ofswln9kzjnpppfz0jb3cpmn72'),
('l4zfufi13tph3248bbjbodnwpm', ((extract(epoch from now()) * 1000)::bigint - 30892207704), 'vt2cjrnbhvy0bnglnw88ndi7tq', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.199', '2h4yevgfqv3a1m3obq3s46u1yh'),
('kvxf3dc0q7ym3cd2tq60w87imt', ((extract(epoch from now()) * 1000)::bigint - 5304984572), '2rmf7miqgl07ii4833upabbfjv', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.123', 'tkmquc6sbc49tsiujzjl9yoxv6'),
('42x2pjxbm2ycwvwq6ovibc5sks', ((extract(epoch from now()) * 1000)::bigint - 6057634420), 'zxaafvgqj0y5rwmdxhxemzvyg0', '/api/v4/users/me/patch', 'success', '203.0.113.87', '1rtopkzsrt9y3xjlyn1p73six1'),
('fwyfqlz649tw3okk9ezkiwyfoh', ((extract(epoch from now()) * 1000)::bigint - 254026188), 'pfc5bkzoma3j1j5sccziznltuf', '/api/v4/users/login', 'success', '203.0.113.7', 'n5iokbgoia0rgp7isjw3a4hj3v'),
('3u3sy47vinx7vovl6hlf66wvzg', ((extract(epoch from now()) * 1000)::bigint - 32110966695), '4l1ipgi70j6fzg72yag25n6tl8', '/api/v4/users/login', 'success', '203.0.113.51', 'bh2dxnb8lwuq3uylchekk9gk67'),
('ejl6q1hsf5q7r25fcna86npdl6', ((extract(epoch from now()) * 1000)::bigint - 22360528208), 'uk54cfs3r160q44ybzuukglusl', '/api/v4/users/login', 'success', '203.0.113.31', '142upgw3ebemmrm6rp5ivf068j'),
('jqr4nbn4yzs4d5wnkjur1h55jx', ((extract(epoch from now()) * 1000)::bigint - 11705539836), '2rmf7miqgl07ii4833upabbfjv', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.79', 'argddnjg5t7b6wp2qz5s4060jn'),
('p1zk2u1b3dfy90n7w8ls6kf651', ((extract(epoch from now()) * 1000)::bigint - 807322956), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/users/logout', 'session_user=abc', '203.0.113.126', 'ldnuh0yhe2e8t1dtu1b2cl8zdq'),
('l7e1xd9rsnd1a5ea2vnmf41t8k', ((extract(epoch from now()) * 1000)::bigint - 4494761121), 'zxaafvgqj0y5rwmdxhxemzvyg0', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.12', 'xou9v3svgkswqg6fyx3v749q0v'),
('u4y6tzb45nr8gfp3wnjqxjy0dq', ((extract(epoch from now()) * 1000)::bigint - 7790600895), 'up9rvqwbshl6nbsd07uug16wqw', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.107', 'cp642suw8zhkqivu6ofqniju2m'),
('sgtayk405l8cc86hyvou4xwj2c', ((extract(epoch from now()) * 1000)::bigint - 10683836648), '2fmjj5suwn7jninhu9picgno8z', '/api/v4/users/login', 'success', '203.0.113.27', 'uevtt1kvyayehv3jk0akjhfs2b'),
('6d1toq8wued03qtt6szvddiosv', ((extract(epoch from now()) * 1000)::bigint - 2548292393), '2rmf7miqgl07ii4833upabbfjv', '/api/v4/channels', 'session_user=abc', '203.0.113.2', 'nueea8kncjbxbax3u66h01gzch'),
('8qmh3jectvrr7e0d0cq2aksxta', ((extract(epoch from now()) * 1000)::bigint - 23671395758), 'rhl4h9mpxepatutey7zeeka9ld', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.96', 'nh3kvziqj2ejsprszst6ioxrj7'),
('53hor5x1vqnxjt2w9pcezttuqj', ((extract(epoch from now()) * 1000)::bigint - 25011981914), '4l1ipgi70j6fzg72yag25n6tl8', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.177', '9dc8pluvtrwpkidmtn30d0zu2h'),
('j0647hbh7n88q3aktt2zkf8fqz', ((extract(epoch from now()) * 1000)::bigint - 22530517216), 'da894fq2tfu1vlyjtil3xwtssu', '/api/v4/users/login', 'session_user=abc', '203.0.113.48', 'mp5msud4a97bivz4s8bdnekqr1'),
('87hcsn92wr5szcq180i2g45v5o', ((extract(epoch from now()) * 1000)::bigint - 17957633565), 'hg3yfczo1bk2z3v2hpstdkd9sm', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.219', '2fkzojj8feneifeskvpl9iid4w'),
('efc8gnmigz10mvnw7yh86mxhtx', ((extract(epoch from now()) * 1000)::bigint - 1465601735), '1s3p0qatk4tattmt2cpq16xwhm', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.11', '60gwi3gma8e1pah0msdhr0cise'),
('7y26tv38v4et37803cfi2td6i6', ((extract(epoch from now()) * 1000)::bigint - 31131766722), 'we4fbnhkfg4gvlvc3j3dali7zk', '/api/v4/users/logout', 'success', '203.0.113.59', 'qd0vs9i9chetbt6lk9i9p762ku'),
('pblq61tld1fykuzobx408z6kjk', ((extract(epoch from now()) * 1000)::bigint - 33167839742), 'da894fq2tfu1vlyjtil3xwtssu', '/api/v4/users/logout', 'success', '203.0.113.1', 'u6f9fx1r119f6ry02ca0xljxs8'),
('7tjvvaualjf6hldnttnpeweh77', ((extract(epoch from now()) * 1000)::bigint - 16968559527), 'qpta52ysrocskzbwfhmyvpycpi', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.209', 'aitikxloyi5f6043robrh3xzk2'),
('uxoeo6qgje8sti4an2fd6nt5w9', ((extract(epoch from now()) * 1000)::bigint - 5117884944), '5fmz71yjxdl8vvyuthttxxnltd', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.40', 'g77d1o1i7vdmiqadm4nxfugdl6'),
('e850156do0b1fb41jpqhwnqjsk', ((extract(epoch from now()) * 1000)::bigint - 6152306938), 'usnexhup6ruaw7t9zylhcx9hej', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.116', 'uqo966tvry9ulzol3xrkcixmm9'),
('560ujjtelrnyyyc583wjh2v7y2', ((extract(epoch from now()) * 1000)::bigint - 13254299112), 'we4fbnhkfg4gvlvc3j3dali7zk', '/api/v4/channels', 'success', '203.0.113.14', 'sqhhvqo754zvhbmwjul34avqs5'),
('h9g8pmv7ykkmmuqtaqofclgor9', ((extract(epoch from now()) * 1000)::bigint - 2751457195), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/channels', 'success', '203.0.113.133', 'rf1r9fg6x4zexll8oy8rf8qxyt'),
('3cntrq5gl7pstzc46izvwuh92a', ((extract(epoch from now()) * 1000)::bigint - 3717199707), 'zxaafvgqj0y5rwmdxhxemzvyg0', '/api/v4/users/login', 'session_user=abc', '203.0.113.236', 'rmfqu06463fuakl1f67giss1vu'),
('cbkeh5fu9npbbo5pqafsnjfvwu', ((extract(epoch from now()) * 1000)::bigint - 12741472476), 'hg3yfczo1bk2z3v2hpstdkd9sm', '/api/v4/users/logout', 'session_user=abc', '203.0.113.226', 'pu237er27vuwbp22z004sn4p9e'),
('2126cgf9hispb3zx4xrgxx8h0t', ((extract(epoch from now()) * 1000)::bigint - 3020935898), 'w11vx6cao4frfhmmmeea17xaj0', '/api/v4/users/login', 'success', '203.0.113.188', '30q2pj7we5yjzgajzmzkhbwwhn'),
('saxz1v2s25ow7lqp6doa0qk67g', ((extract(epoch from now()) * 1000)::bigint - 544723951), 's63k320x95ze3im1xs7ym9kx8v', '/api/v4/users/me/patch', 'success', '203.0.113.180', 'vg84iz3vuz5ofqgx45pfo8ontp'),
('9zn5c344ryoox4lc1f7eiraqxj', ((extract(epoch from now()) * 1000)::bigint - 4769681780), 'usnexhup6ruaw7t9zylhcx9hej', '/api/v4/users/me/patch', 'success', '203.0.113.224', 'm1j0evdmgk09f7a50iy4mzm0yc'),
('w3vn1un3is46bzs3uumbdjzdcx', ((extract(epoch from now()) * 1000)::bigint - 186533793), '5exqyv76aemwjrmpghx0i8d9gb', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.52', '6uxe8wf05nojw4zrbdji2t2xhc'),
('lhvevk53mg402xl3ez92awi4vf', ((extract(epoch from now()) * 1000)::bigint - 13363309650), '2fmjj5suwn7jninhu9picgno8z', '/api/v4/users/login', 'success', '203.0.113.213', 'sp3juktuc2nvi05gwrmh6tsyuz'),
('z4jcpxor3tfaqj0wp9ocek1zfa', ((extract(epoch from now()) * 1000)::bigint - 16669268304), 'da894fq2tfu1vlyjtil3xwtssu', '/api/v4/users/me/patch', 'success', '203.0.113.229', 'k5b8kx29lbj1ggiylzfjxsv7gp'),
('9f06711e3pqck5jqyoqki9yvom', ((extract(epoch from now()) * 1000)::bigint - 7151838414), 'zxaafvgqj0y5rwmdxhxemzvyg0', '/api/v4/users/me/patch', 'success', '203.0.113.1', 'm7jhz4ryg4cnzhr7of4h9qz1qh'),
('mo5y27o47joe7p31vb8n46z1gl', ((extract(epoch from now()) * 1000)::bigint - 25818050097), 'uad0rwmmy34w83t5ea4yyxhpa8', '/api/v4/users/logout', 'success', '203.0.113.100', 'lv8newb4iy8q6bzmmxglb6qf28'),
('6mapaxgi5njxwa0kxq32vj7kl3', ((extract(epoch from now()) * 1000)::bigint - 5741938), 'w11vx6cao4frfhmmmeea17xaj0', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.225', '52k1aioq4yil52tiou9rjaaox4'),
('yhidm3m601v9x4mqlglepf2t9d', ((extract(epoch from now()) * 1000)::bigint - 5226583893), '2rmf7miqgl07ii4833upabbfjv', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.55', 'n6wulamn83f4bhlgsyu3jkr7wh'),
('95y30rfszw46gan6yr9e482pbk', ((extract(epoch from now()) * 1000)::bigint - 12216855983), 'up9rvqwbshl6nbsd07uug16wqw', '/api/v4/users/logout', 'attempt - login_id=user@example.com', '203.0.113.173', '5m0gkeqkyea0w3gypjjmzlusa1'),
('dk85zsnyqm84mz67kwzp0hjnlz', ((extract(epoch from now()) * 1000)::bigint - 33117140725), 'kor487l6u742set0t75d1ru9ph', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.157', 'dqhi7fpaxovq42ukdfua104jpx'),
('yejaw1ku82b4pxxwdf36bgs6lp', ((extract(epoch from now()) * 1000)::bigint - 9355403188), '4l1ipgi70j6fzg72yag25n6tl8', '/api/v4/channels', 'attempt - login_id=user@example.com', '203.0.113.110', '5hv7gj7r8eluwyf861nkqyl5da'),
('8v7xcbcrmwxylkyrbji7l89bs3', ((extract(epoch from now()) * 1000)::bigint - 17567846050), 'hg3yfczo1bk2z3v2hpstdkd9sm', '/api/v4/users/me/patch', 'success', '203.0.113.149', 'sol8dgmxyxc8sgyyvo2o2s3qjr'),
('xztcxx4yrex7gjnp63xzbkuosi', ((extract(epoch from now()) * 1000)::bigint - 5887489014), 'rhl4h9mpxepatutey7zeeka9ld', '/api/v4/users/login', 'success', '203.0.113.154', '5ld5cdnuihibt8psitccyogf7l'),
('om5h1rg85rxf86ybnvblxxi96n', ((extract(epoch from now()) * 1000)::bigint - 1127499111), 'u4wkrlfh9ebkj9z8h4mb91yb8x', '/api/v4/users/login', 'attempt - login_id=user@example.com', '203.0.113.182', 'q0p5qozqd5jcq5jj1pzyery3g2'),
('mno9zb7143tf0n06fw4c49g6u8', ((extract(epoch from now()) * 1000)::bigint - 14034404395), 'la0dx5xmi8ozsqrqxyf0pdpoqg', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.237', '0jvv6jshnsta34hi83k8c1c9a3'),
('gmmqkl6iyotpkdw1c21sdnllrq', ((extract(epoch from now()) * 1000)::bigint - 8388729793), 'uk54cfs3r160q44ybzuukglusl', '/api/v4/channels', 'success', '203.0.113.187', 'tyb7ofcvdhtvs1h7bxethdakq7'),
('n1w9le687i9n3nealpfuuqj1qb', ((extract(epoch from now()) * 1000)::bigint - 5866329329), 'kor487l6u742set0t75d1ru9ph', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.190', '038jp6wjui6o0s2ve5mhbzzxgn'),
('yulv59ecr70gs715uwm7u4sibx', ((extract(epoch from now()) * 1000)::bigint - 1128495765), 'zxaafvgqj0y5rwmdxhxemzvyg0', '/api/v4/users/me/patch', 'attempt - login_id=user@example.com', '203.0.113.205', 'gvagg5ogwducuex2ahowh4gtp6'),
('z7a364imzuqoqnm19t5k39kkn7', ((extract(epoch from now()) * 1000)::bigint - 3492172575), 'vt2cjrnbhvy0bnglnw88ndi7tq', '/api/v4/users/logout', 'success', '203.0.113.10', '5wbzy0vfvhv4ai3a1ce2iw8txb'),
('98jk7i2phrdgg0jognycbcsa13', ((extract(epoch from now()) * 1000)::bigint - 5684482537), 'ye5mm1ssyt1py32zgx2krncgkl', '/api/v4/users/logout', 'session_user=abc', '203.0.113.226', '59vw8c2lew2l7ysp2e6wlhvt65'),
('x32zg8bwerrh5ioevf09i56goh', ((extract(epoch from now()) * 1000)::bigint - 31058938354), 'we4fbnhkfg4gvlvc3j3dali7zk', '/api/v4/users/login', 'session_user=abc', '203.0.113.175', 'w2h6fe63w236lcujrv0vxdzdh3'),
('ab5tu4x97lxwqs7n27d46hnu14', ((extract(epoch from now()) * 1000)::bigint - 8609617594), 'zvqxywo6h7vykgbt9qb7l412zr', '/api/v4/users/logout', 'session_user=abc', '203.0.113.74', 'nd4jlfyn481cwdaji2turo7v0h'),
('g5cqvru2nrz41ohhfqkeyz55fr', ((extract(epoch from now()) * 1000)::bigint - 16205929584), 'vt2cjrnbhvy0bnglnw88ndi7tq', '/api/v4/users/logout', 'success', '203.0.113.101', 'pcdbnai3rwwxhopuzys27kwvy8'),
('5qot7j5ahi5ezqramtqbz3v47g', ((extract(epoch from now()) * 1000)::bigint - 2056794953), 'uk54cfs3r160q44ybzuukglusl', '/api/v4/users/login', 'session_user=abc', '203.0.113.203', 'obqd44esblxzbtf6bzh09m8h08'),
('c0ltngorh1aeloh5zq3bsyeh1o', ((extract(epoch from now()) * 1000)::bigint - 19314132274), 'we4fbnhkfg4gvlvc3j3dali7zk', '/api/v4/users/logout', 'session_user=abc', '203.0.113.107', 'wcm5660rmt0xz2hkdtebfyq64s'),
('devgjnwpup7zlsw8smuhp2soqu', ((extract(epoch from now()) * 1000)::bigint - 587934689), 'w11vx6cao4frfhmmmeea17xaj0', '/api/v4/users/me/patch', 'session_user=abc', '203.0.113.148', '5qnpbizpaofemdkgfuzmtnnkag'),
('sdkhs2s489fev9buhe3mjgs4eb', ((extract(epoch from now()) * 1000)::bigint - 6657631180), 'up9rvqwbshl6nbsd07uug16wqw', '/api/v4/users/logout', 'session_user=abc', '203.0.113.180', 'vixbfex8yk8889pz9d2urvaqre'),
('wg6gxojrai7zdzkqp3lf9jhdxl', ((extract(epoch from now()) * 1000)::bigint - 4874068973), 'atke08ulj5i0pksk18m5hamkv9', '/api/v4/users/login', 'success', '203.0.113.3', 'm9dy1ixg1wv0dtm9gcfpgeq7hz'),
('8zh9mdq076k1ib3d1j4jpxfdlt', ((extract(epoch from now()) * 1000)::bigint - 12038489077), 'da894fq2tfu1vlyjtil3xwtssu', '/api/v4/users/logout', 'success', '203.0.113.182', 'atn6bfkbg2265e6gnea6sq1ad4'),
('xjev05jg6m024z40k8hy1r6qfc', ((extract(epoch from now()) * 1000)::bigint - 23090160636), 'atke08ulj5i0pksk18m5hamkv9', '/api/v4/users/login', 'session_user=abc', '203.0.113.89', '028jgmk2s1w1xc5dpmjdeqo32j');

INSERT INTO recentsearches (userid, searchpointer, query, createat) VALUES
('kor487l6u742set0t75d1ru9ph', 0, '{"terms":"salary review 0","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 16484308343)),
('usnexhup6ruaw7t9zylhcx9hej', 0, '{"terms":"salary review 1","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 15483884467)),
('uad0rwmmy34w83t5ea4yyxhpa8', 0, '{"terms":"salary review 2","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 9374339460)),
('uk54cfs3r160q44ybzuukglusl', 0, '{"terms":"salary review 3","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 9219617097)),
('w11vx6cao4frfhmmmeea17xaj0', 0, '{"terms":"salary review 4","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 17822382794)),
('fi3cbn9ohvxf5tbba5svu7ivgv', 0, '{"terms":"salary review 5","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 10795902745)),
('2rmf7miqgl07ii4833upabbfjv', 0, '{"terms":"salary review 6","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 23488447100)),
('qpta52ysrocskzbwfhmyvpycpi', 0, '{"terms":"salary review 7","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 14187275933)),
('ye5mm1ssyt1py32zgx2krncgkl', 0, '{"terms":"salary review 8","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 24135977784)),
('4l1ipgi70j6fzg72yag25n6tl8', 0, '{"terms":"salary review 9","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 18073798657)),
('kor487l6u742set0t75d1ru9ph', 1, '{"terms":"salary review 10","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 5110295579)),
('usnexhup6ruaw7t9zylhcx9hej', 1, '{"terms":"salary review 11","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 2378472816)),
('uad0rwmmy34w83t5ea4yyxhpa8', 1, '{"terms":"salary review 12","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 18324948823)),
('uk54cfs3r160q44ybzuukglusl', 1, '{"terms":"salary review 13","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 8569567792)),
('w11vx6cao4frfhmmmeea17xaj0', 1, '{"terms":"salary review 14","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 9762326145)),
('fi3cbn9ohvxf5tbba5svu7ivgv', 1, '{"terms":"salary review 15","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 23518176444)),
('2rmf7miqgl07ii4833upabbfjv', 1, '{"terms":"salary review 16","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 18475008617)),
('qpta52ysrocskzbwfhmyvpycpi', 1, '{"terms":"salary review 17","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 14392746109)),
('ye5mm1ssyt1py32zgx2krncgkl', 1, '{"terms":"salary review 18","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 15056316750)),
('4l1ipgi70j6fzg72yag25n6tl8', 1, '{"terms":"salary review 19","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 10869902383)),
('kor487l6u742set0t75d1ru9ph', 2, '{"terms":"salary review 20","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 1555404657)),
('usnexhup6ruaw7t9zylhcx9hej', 2, '{"terms":"salary review 21","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 4456223010)),
('uad0rwmmy34w83t5ea4yyxhpa8', 2, '{"terms":"salary review 22","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 15939474695)),
('uk54cfs3r160q44ybzuukglusl', 2, '{"terms":"salary review 23","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 821891905)),
('w11vx6cao4frfhmmmeea17xaj0', 2, '{"terms":"salary review 24","is_or_search":false}', ((extract(epoch from now()) * 1000)::bigint - 3558844497));

INSERT INTO status (userid, status, manual, lastactivityat, dndendtime, prevstatus) VALUES
('kor487l6u742set0t75d1ru9ph', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 813330133), 0, ''),
('usnexhup6ruaw7t9zylhcx9hej', 'away', false, ((extract(epoch from now()) * 1000)::bigint - 1554969480), 0, ''),
('uad0rwmmy34w83t5ea4yyxhpa8', 'away', false, ((extract(epoch from now()) * 1000)::bigint - 1371894128), 0, ''),
('uk54cfs3r160q44ybzuukglusl', 'offline', false, ((extract(epoch from now()) * 1000)::bigint - 2088780687), 0, ''),
('w11vx6cao4frfhmmmeea17xaj0', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 125420270), 0, ''),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'away', false, ((extract(epoch from now()) * 1000)::bigint - 81657253), 0, ''),
('2rmf7miqgl07ii4833upabbfjv', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 1970035458), 0, ''),
('qpta52ysrocskzbwfhmyvpycpi', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 1539277874), 0, ''),
('ye5mm1ssyt1py32zgx2krncgkl', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 1411600177), 0, ''),
('4l1ipgi70j6fzg72yag25n6tl8', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 1783692955), 0, ''),
('1s3p0qatk4tattmt2cpq16xwhm', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 714938178), 0, ''),
('up9rvqwbshl6nbsd07uug16wqw', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 2315091050), 0, ''),
('da894fq2tfu1vlyjtil3xwtssu', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 1870297757), 0, ''),
('atke08ulj5i0pksk18m5hamkv9', 'offline', false, ((extract(epoch from now()) * 1000)::bigint - 934758054), 0, ''),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 325356916), 0, ''),
('2fmjj5suwn7jninhu9picgno8z', 'offline', false, ((extract(epoch from now()) * 1000)::bigint - 1029212465), 0, ''),
('5exqyv76aemwjrmpghx0i8d9gb', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 136473311), 0, ''),
('zvqxywo6h7vykgbt9qb7l412zr', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 1160031685), 0, ''),
('5fmz71yjxdl8vvyuthttxxnltd', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 1121594844), 0, ''),
('6oo77fo8k796rsokbzwzl1xaa2', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 282531079), 0, ''),
('ixexnl2uab5vqir9wi21kd5bqi', 'away', false, ((extract(epoch from now()) * 1000)::bigint - 62552711), 0, ''),
('we4fbnhkfg4gvlvc3j3dali7zk', 'offline', false, ((extract(epoch from now()) * 1000)::bigint - 148017811), 0, ''),
('s63k320x95ze3im1xs7ym9kx8v', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 1980787219), 0, ''),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'away', false, ((extract(epoch from now()) * 1000)::bigint - 2363696280), 0, ''),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 875203135), 0, ''),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 1898994805), 0, ''),
('rhl4h9mpxepatutey7zeeka9ld', 'away', false, ((extract(epoch from now()) * 1000)::bigint - 2072203823), 0, ''),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 266363240), 0, ''),
('pfc5bkzoma3j1j5sccziznltuf', 'dnd', false, ((extract(epoch from now()) * 1000)::bigint - 2248495278), 0, ''),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'online', false, ((extract(epoch from now()) * 1000)::bigint - 2158879615), 0, '');

INSERT INTO preferences (userid, category, name, value) VALUES
('5exqyv76aemwjrmpghx0i8d9gb', 'display_settings', 'use_military_time', 'false'),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'theme', 'theme', 'false'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'display_settings', 'use_military_time', 'false'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'display_settings', 'use_military_time', 'false'),
('rhl4h9mpxepatutey7zeeka9ld', 'display_settings', 'use_military_time', 'false'),
('kor487l6u742set0t75d1ru9ph', 'theme', 'theme', 'false'),
('2fmjj5suwn7jninhu9picgno8z', 'display_settings', 'collapsed_reply_threads', 'false'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'display_settings', 'use_military_time', 'false'),
('da894fq2tfu1vlyjtil3xwtssu', 'theme', 'theme', 'false'),
('2rmf7miqgl07ii4833upabbfjv', 'display_settings', 'use_military_time', 'false'),
('ixexnl2uab5vqir9wi21kd5bqi', 'display_settings', 'collapsed_reply_threads', 'false'),
('uk54cfs3r160q44ybzuukglusl', 'display_settings', 'collapsed_reply_threads', 'false'),
('1s3p0qatk4tattmt2cpq16xwhm', 'display_settings', 'collapsed_reply_threads', 'false'),
('4l1ipgi70j6fzg72yag25n6tl8', 'display_settings', 'collapsed_reply_threads', 'false'),
('qpta52ysrocskzbwfhmyvpycpi', 'display_settings', 'collapsed_reply_threads', 'false'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'theme', 'theme', 'false'),
('usnexhup6ruaw7t9zylhcx9hej', 'display_settings', 'collapsed_reply_threads', 'false'),
('5fmz71yjxdl8vvyuthttxxnltd', 'display_settings', 'use_military_time', 'false'),
('zvqxywo6h7vykgbt9qb7l412zr', 'display_settings', 'collapsed_reply_threads', 'false'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'display_settings', 'use_military_time', 'false'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'theme', 'theme', 'false'),
('da894fq2tfu1vlyjtil3xwtssu', 'display_settings', 'use_military_time', 'false'),
('w11vx6cao4frfhmmmeea17xaj0', 'display_settings', 'use_military_time', 'false'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'display_settings', 'collapsed_reply_threads', 'false'),
('1s3p0qatk4tattmt2cpq16xwhm', 'theme', 'theme', 'false'),
('6oo77fo8k796rsokbzwzl1xaa2', 'display_settings', 'use_military_time', 'false'),
('pfc5bkzoma3j1j5sccziznltuf', 'display_settings', 'use_military_time', 'false'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'theme', 'theme', 'false'),
('up9rvqwbshl6nbsd07uug16wqw', 'display_settings', 'collapsed_reply_threads', 'false'),
('uad0rwmmy34w83t5ea4yyxhpa8', 'display_settings', 'collapsed_reply_threads', 'false'),
('2rmf7miqgl07ii4833upabbfjv', 'display_settings', 'collapsed_reply_threads', 'false'),
('5fmz71yjxdl8vvyuthttxxnltd', 'theme', 'theme', 'false'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'theme', 'theme', 'false'),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'display_settings', 'use_military_time', 'false'),
('w11vx6cao4frfhmmmeea17xaj0', 'theme', 'theme', 'false'),
('atke08ulj5i0pksk18m5hamkv9', 'display_settings', 'use_military_time', 'false'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'theme', 'theme', 'false'),
('pfc5bkzoma3j1j5sccziznltuf', 'theme', 'theme', 'false'),
('5fmz71yjxdl8vvyuthttxxnltd', 'display_settings', 'collapsed_reply_threads', 'false'),
('la0dx5xmi8ozsqrqxyf0pdpoqg', 'display_settings', 'collapsed_reply_threads', 'false'),
('kor487l6u742set0t75d1ru9ph', 'display_settings', 'collapsed_reply_threads', 'false'),
('da894fq2tfu1vlyjtil3xwtssu', 'display_settings', 'collapsed_reply_threads', 'false'),
('2rmf7miqgl07ii4833upabbfjv', 'theme', 'theme', 'false'),
('s63k320x95ze3im1xs7ym9kx8v', 'display_settings', 'use_military_time', 'false'),
('we4fbnhkfg4gvlvc3j3dali7zk', 'display_settings', 'use_military_time', 'false'),
('5exqyv76aemwjrmpghx0i8d9gb', 'display_settings', 'collapsed_reply_threads', 'false'),
('u4wkrlfh9ebkj9z8h4mb91yb8x', 'display_settings', 'collapsed_reply_threads', 'false'),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'display_settings', 'collapsed_reply_threads', 'false'),
('ixexnl2uab5vqir9wi21kd5bqi', 'display_settings', 'use_military_time', 'false'),
('uk54cfs3r160q44ybzuukglusl', 'display_settings', 'use_military_time', 'false'),
('4l1ipgi70j6fzg72yag25n6tl8', 'display_settings', 'use_military_time', 'false'),
('qpta52ysrocskzbwfhmyvpycpi', 'display_settings', 'use_military_time', 'false'),
('rhl4h9mpxepatutey7zeeka9ld', 'display_settings', 'collapsed_reply_threads', 'false'),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'display_settings', 'use_military_time', 'false'),
('usnexhup6ruaw7t9zylhcx9hej', 'display_settings', 'use_military_time', 'false'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'display_settings', 'use_military_time', 'false'),
('6oo77fo8k796rsokbzwzl1xaa2', 'theme', 'theme', 'false'),
('ye5mm1ssyt1py32zgx2krncgkl', 'display_settings', 'use_military_time', 'false'),
('zvqxywo6h7vykgbt9qb7l412zr', 'display_settings', 'use_military_time', 'false'),
('we4fbnhkfg4gvlvc3j3dali7zk', 'theme', 'theme', 'false'),
('uhtzkaxdsik1y7cj5ic0jwr1pv', 'display_settings', 'use_military_time', 'false'),
('w11vx6cao4frfhmmmeea17xaj0', 'display_settings', 'collapsed_reply_threads', 'false'),
('up9rvqwbshl6nbsd07uug16wqw', 'display_settings', 'use_military_time', 'false'),
('ixexnl2uab5vqir9wi21kd5bqi', 'theme', 'theme', 'false'),
('s63k320x95ze3im1xs7ym9kx8v', 'display_settings', 'collapsed_reply_threads', 'false'),
('usnexhup6ruaw7t9zylhcx9hej', 'theme', 'theme', 'false'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'theme', 'theme', 'false'),
('4l1ipgi70j6fzg72yag25n6tl8', 'theme', 'theme', 'false'),
('we4fbnhkfg4gvlvc3j3dali7zk', 'display_settings', 'collapsed_reply_threads', 'false'),
('6oo77fo8k796rsokbzwzl1xaa2', 'display_settings', 'collapsed_reply_threads', 'false'),
('qpta52ysrocskzbwfhmyvpycpi', 'theme', 'theme', 'false'),
('pfc5bkzoma3j1j5sccziznltuf', 'display_settings', 'collapsed_reply_threads', 'false'),
('2fmjj5suwn7jninhu9picgno8z', 'display_settings', 'use_military_time', 'false'),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'theme', 'theme', 'false'),
('1s3p0qatk4tattmt2cpq16xwhm', 'display_settings', 'use_military_time', 'false'),
('atke08ulj5i0pksk18m5hamkv9', 'theme', 'theme', 'false'),
('ye5mm1ssyt1py32zgx2krncgkl', 'theme', 'theme', 'false'),
('zvqxywo6h7vykgbt9qb7l412zr', 'theme', 'theme', 'false'),
('hg3yfczo1bk2z3v2hpstdkd9sm', 'display_settings', 'collapsed_reply_threads', 'false'),
('s63k320x95ze3im1xs7ym9kx8v', 'theme', 'theme', 'false'),
('5exqyv76aemwjrmpghx0i8d9gb', 'theme', 'theme', 'false'),
('vt2cjrnbhvy0bnglnw88ndi7tq', 'display_settings', 'collapsed_reply_threads', 'false'),
('2fmjj5suwn7jninhu9picgno8z', 'theme', 'theme', 'false'),
('zxaafvgqj0y5rwmdxhxemzvyg0', 'display_settings', 'collapsed_reply_threads', 'false'),
('ye5mm1ssyt1py32zgx2krncgkl', 'display_settings', 'collapsed_reply_threads', 'false'),
('up9rvqwbshl6nbsd07uug16wqw', 'theme', 'theme', 'false'),
('kor487l6u742set0t75d1ru9ph', 'display_settings', 'use_military_time', 'false'),
('atke08ulj5i0pksk18m5hamkv9', 'display_settings', 'collapsed_reply_threads', 'false'),
('uk54cfs3r160q44ybzuukglusl', 'theme', 'theme', 'false'),
('rhl4h9mpxepatutey7zeeka9ld', 'theme', 'theme', 'false');

INSERT INTO systems (name, value) VALUES ('Version', '11.6.0'), ('DiagnosticId', 'qegj2rnfxsx1yl2lucm3u6u09l'), ('FirstServerRunTimestamp', '1700000000000'), ('AsymmetricSigningKey', '{}'), ('InstallationDate', '1700000000000');

INSERT INTO roles (id, name, displayname, description, createat, updateat, deleteat, permissions, schememanaged, builtin, schemeid) VALUES
('5s11s8hi9o4v6hdbm5p7mudvs5', 'system_admin', 'system_admin', '', ((extract(epoch from now()) * 1000)::bigint - 60480000000), ((extract(epoch from now()) * 1000)::bigint - 8640000000), 0, 'create_post read_channel', true, true, NULL),
('0w638mtlp9ubmvwq453ix3xaup', 'system_user', 'system_user', '', ((extract(epoch from now()) * 1000)::bigint - 60480000000), ((extract(epoch from now()) * 1000)::bigint - 8640000000), 0, 'create_post read_channel', true, true, NULL),
('g30pgbviyhnzqs60khjmhwottp', 'team_admin', 'team_admin', '', ((extract(epoch from now()) * 1000)::bigint - 60480000000), ((extract(epoch from now()) * 1000)::bigint - 8640000000), 0, 'create_post read_channel', true, true, NULL),
('cw1jkwfdof16ze4j4pk8hcoin2', 'team_user', 'team_user', '', ((extract(epoch from now()) * 1000)::bigint - 60480000000), ((extract(epoch from now()) * 1000)::bigint - 8640000000), 0, 'create_post read_channel', true, true, NULL),
('dps4cgv7ex2oaj0bi6wsr2hirj', 'channel_admin', 'channel_admin', '', ((extract(epoch from now()) * 1000)::bigint - 60480000000), ((extract(epoch from now()) * 1000)::bigint - 8640000000), 0, 'create_post read_channel', true, true, NULL),
('cd937mdsabpmlkddyc4fynx39q', 'channel_user', 'channel_user', '', ((extract(epoch from now()) * 1000)::bigint - 60480000000), ((extract(epoch from now()) * 1000)::bigint - 8640000000), 0, 'create_post read_channel', true, true, NULL),
('jsfd5gjbvto3hokfhk4v9neelm', 'system_guest', 'system_guest', '', ((extract(epoch from now()) * 1000)::bigint - 60480000000), ((extract(epoch from now()) * 1000)::bigint - 8640000000), 0, 'create_post read_channel', true, true, NULL);

INSERT INTO oauthapps (id, creatorid, createat, updateat, clientsecret, name, description, callbackurls, homepage, istrusted, iconurl, mattermostappid, isdynamicallyregistered) VALUES ('y1xzxw3lm4vazwr4hpwfa04xnx', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 25920000000), ((extract(epoch from now()) * 1000)::bigint - 25920000000), 'secret', 'Zapier', '', '["https://zapier.example/cb"]', 'https://zapier.example', false, '', '', false), ('9bsdfljagbrzhdqg3gpvrxh31f', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 17280000000), ((extract(epoch from now()) * 1000)::bigint - 17280000000), 'secret2', 'Grafana', '', '["https://grafana.example/cb"]', 'https://grafana.example', true, '', '', false);

INSERT INTO oauthaccessdata (token, refreshtoken, redirecturi, clientid, userid, expiresat, scope, audience) VALUES
('c2tw0vkfmh5demvh5w1tk2yp9r', '5p691xcu9rqqqm8eptdnaj36bh', 'https://zapier.example/cb', 'y1xzxw3lm4vazwr4hpwfa04xnx', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 9939321222), 'user', ''),
('eigekkdg1mjal6y2xsy4epdqma', 'oo9p9m0vh3x9v7722eg0awb85y', 'https://zapier.example/cb', '9bsdfljagbrzhdqg3gpvrxh31f', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 6923524679), 'user', ''),
('we398nnvr0aevby7wzbaktty9m', 'mjqo239dyrnrbuztj390e7zvyr', 'https://zapier.example/cb', 'y1xzxw3lm4vazwr4hpwfa04xnx', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 6724643500), 'user', ''),
('zmtjtvo5wvqqd1v58jpvi634qu', 'flzw9ykwb5j5dqn23lxz5ybbl0', 'https://zapier.example/cb', '9bsdfljagbrzhdqg3gpvrxh31f', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 3023255990), 'user', ''),
('3skokf640uuscfh32hrj53ms0g', 't9n71o6zs9err1ppmfk8hb7bxf', 'https://zapier.example/cb', 'y1xzxw3lm4vazwr4hpwfa04xnx', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 15850783649), 'user', ''),
('jnljdy0ngilp0w1yvl73upyidy', 'cntc6may1v1nh0zg0xs387fdy4', 'https://zapier.example/cb', '9bsdfljagbrzhdqg3gpvrxh31f', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 3866362447), 'user', ''),
('mkqdn91l3zipn091pxdekbfvfx', '0m7z7vi84x32hbb9aqq1rggd09', 'https://zapier.example/cb', 'y1xzxw3lm4vazwr4hpwfa04xnx', '2rmf7miqgl07ii4833upabbfjv', ((extract(epoch from now()) * 1000)::bigint - 5068750749), 'user', ''),
('ff1ia7ji4etf6v46fvpciia9cy', 'rv39afzfljc9fznr8yacryfs27', 'https://zapier.example/cb', '9bsdfljagbrzhdqg3gpvrxh31f', 'qpta52ysrocskzbwfhmyvpycpi', ((extract(epoch from now()) * 1000)::bigint - 11747803072), 'user', '');

INSERT INTO oauthauthdata (clientid, userid, code, expiresin, createat, redirecturi, state, scope, codechallenge, codechallengemethod, resource) VALUES
('y1xzxw3lm4vazwr4hpwfa04xnx', 'kor487l6u742set0t75d1ru9ph', 'jr6t4pj5qxarm8wajd79pwhtcp', 600, ((extract(epoch from now()) * 1000)::bigint - 3159160023), 'https://zapier.example/cb', '', 'user', '', '', ''),
('y1xzxw3lm4vazwr4hpwfa04xnx', 'usnexhup6ruaw7t9zylhcx9hej', 'nhqf5bh9yhh4dnjhmcjgvuf3ww', 600, ((extract(epoch from now()) * 1000)::bigint - 403474565), 'https://zapier.example/cb', '', 'user', '', '', ''),
('y1xzxw3lm4vazwr4hpwfa04xnx', 'uad0rwmmy34w83t5ea4yyxhpa8', '1hf5ag5rzhfaf4nuksc7q4iqwr', 600, ((extract(epoch from now()) * 1000)::bigint - 3783806210), 'https://zapier.example/cb', '', 'user', '', '', ''),
('y1xzxw3lm4vazwr4hpwfa04xnx', 'uk54cfs3r160q44ybzuukglusl', '5k1o2rirat86crtx44uejgmai4', 600, ((extract(epoch from now()) * 1000)::bigint - 2745954783), 'https://zapier.example/cb', '', 'user', '', '', '');

INSERT INTO useraccesstokens (id, token, userid, description, isactive) VALUES
('w9y1opb4reprpibrx6rsa5b30p', 'yhoyqkjvjdl387x4cfvcfuapy4', 'kor487l6u742set0t75d1ru9ph', 'ci bot', true),
('sdeg5qjruqicl27uyc2xw2l2en', '0o9cji0vixj09a7u9bf8u8dtep', 'usnexhup6ruaw7t9zylhcx9hej', 'ci bot', true),
('ia1ivr7slj8tafqqvdzubkkafc', 'veqqczt62bjbrcjjmsbs3jvin5', 'uad0rwmmy34w83t5ea4yyxhpa8', 'ci bot', true),
('ioiqbxvushm76hfnn2vt6h8iup', 'grmytqkw2araln7upwbysht8hj', 'uk54cfs3r160q44ybzuukglusl', 'ci bot', true),
('hqtdwfe5irdzfmys7r5v1z7abd', '0h663oujmq4rwlnwapstsyj5ff', 'w11vx6cao4frfhmmmeea17xaj0', 'ci bot', true);

INSERT INTO users (id, createat, updateat, deleteat, username, password, email, emailverified, nickname, firstname, lastname, roles, allowmarketing, props, notifyprops, lastpasswordupdate, lastpictureupdate, failedattempts, locale, mfaactive, mfasecret) VALUES
('ymv2gf448exgoa86cl2jrxhxkh', ((extract(epoch from now()) * 1000)::bigint - 43200000000), ((extract(epoch from now()) * 1000)::bigint - 43200000000), 0, 'feedbackbot', '', 'feedbackbot@localhost', true, '', 'feedbackbot', '', 'system_user', false, '{}', '{}', 0, 0, 0, 'en', false, ''),
('w3hqu0jgidi8t28k67cvyqe7g1', ((extract(epoch from now()) * 1000)::bigint - 43200000000), ((extract(epoch from now()) * 1000)::bigint - 43200000000), 0, 'calls', '', 'calls@localhost', true, '', 'calls', '', 'system_user', false, '{}', '{}', 0, 0, 0, 'en', false, '');

INSERT INTO bots (userid, description, ownerid, createat, updateat, deleteat, lasticonupdate) VALUES
('ymv2gf448exgoa86cl2jrxhxkh', '', 'plugin', ((extract(epoch from now()) * 1000)::bigint - 43200000000), ((extract(epoch from now()) * 1000)::bigint - 43200000000), 0, 0),
('w3hqu0jgidi8t28k67cvyqe7g1', '', 'plugin', ((extract(epoch from now()) * 1000)::bigint - 43200000000), ((extract(epoch from now()) * 1000)::bigint - 43200000000), 0, 0);

INSERT INTO incomingwebhooks (id, createat, updateat, deleteat, userid, channelid, teamid, displayname, description, username, iconurl, channellocked) VALUES
('orb6od0yqy6fr053oaume15o0k', ((extract(epoch from now()) * 1000)::bigint - 25920000000), ((extract(epoch from now()) * 1000)::bigint - 25920000000), 0, 'kor487l6u742set0t75d1ru9ph', '0hoticql7dkqame5b8xebplwgk', '5gq62bxpk50s5jkks6t13utehz', 'CI alerts', '', '', '', false),
('ntmj7cxv2z12y353uvc3fibjam', ((extract(epoch from now()) * 1000)::bigint - 25920000000), ((extract(epoch from now()) * 1000)::bigint - 25920000000), 0, 'kor487l6u742set0t75d1ru9ph', 'erlb73i6hgxvfgymdstrejn37h', '5kbvpa8x8wisqabja9vax1826l', 'CI alerts', '', '', '', false),
('kjrtrh0qz97qniydbnjrg0wx4g', ((extract(epoch from now()) * 1000)::bigint - 25920000000), ((extract(epoch from now()) * 1000)::bigint - 25920000000), 0, 'kor487l6u742set0t75d1ru9ph', 'annn7oxmy17ss6csj5hq57bbpb', 'n57v80orrm8rm3jvbmwzverfjo', 'CI alerts', '', '', '', false);

INSERT INTO outgoingwebhooks (id, token, createat, updateat, deleteat, creatorid, channelid, teamid, triggerwords, callbackurls, displayname, contenttype, triggerwhen, username, iconurl, description) VALUES ('gs9qcvtf18cel9xxzgf7943fex', 'wcwe1v5skw5r7k2e2o8m32rsog', ((extract(epoch from now()) * 1000)::bigint - 21600000000), ((extract(epoch from now()) * 1000)::bigint - 21600000000), 0, 'kor487l6u742set0t75d1ru9ph', '0hoticql7dkqame5b8xebplwgk', '5gq62bxpk50s5jkks6t13utehz', 'deploy', 'https://bot.example/hook', 'deploybot', 'application/json', 0, '', '', '');

INSERT INTO commands (id, token, createat, updateat, deleteat, creatorid, teamid, trigger, method, username, iconurl, autocomplete, autocompletedesc, autocompletehint, displayname, description, url, pluginid) VALUES ('9ow3ce48xjku9wr7t2luuukk6d', 'cvjgglw1zcbyq9stpu00gemspy', ((extract(epoch from now()) * 1000)::bigint - 21600000000), ((extract(epoch from now()) * 1000)::bigint - 21600000000), 0, 'kor487l6u742set0t75d1ru9ph', '5gq62bxpk50s5jkks6t13utehz', 'weather', 'P', '', '', true, 'weather', '[city]', 'Weather', '', 'https://weather.example/cmd', '');

INSERT INTO emoji (id, createat, updateat, deleteat, creatorid, name) VALUES
('drtgy1esfuw0qnud28actfgbwx', ((extract(epoch from now()) * 1000)::bigint - 18812239304), ((extract(epoch from now()) * 1000)::bigint - 432000000), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'custom0'),
('t3yd07o3oxnjgigfszdzawqw1n', ((extract(epoch from now()) * 1000)::bigint - 29135590796), ((extract(epoch from now()) * 1000)::bigint - 432000000), 0, 'zxaafvgqj0y5rwmdxhxemzvyg0', 'custom1'),
('yw7vujiv64qmp7arlhtec829u2', ((extract(epoch from now()) * 1000)::bigint - 16517062660), ((extract(epoch from now()) * 1000)::bigint - 432000000), 0, 'uhtzkaxdsik1y7cj5ic0jwr1pv', 'custom2'),
('3t63i535l50g1jgarb38mj50fy', ((extract(epoch from now()) * 1000)::bigint - 19304997618), ((extract(epoch from now()) * 1000)::bigint - 432000000), 0, '5exqyv76aemwjrmpghx0i8d9gb', 'custom3'),
('fidq0ld1d1wi5on43p2nm79j2y', ((extract(epoch from now()) * 1000)::bigint - 34471483622), ((extract(epoch from now()) * 1000)::bigint - 432000000), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', 'custom4'),
('mmvvhygyyt2gxo9sxij9h1ovhi', ((extract(epoch from now()) * 1000)::bigint - 24924242835), ((extract(epoch from now()) * 1000)::bigint - 432000000), 0, 'hg3yfczo1bk2z3v2hpstdkd9sm', 'custom5');

INSERT INTO linkmetadata (hash, url, timestamp, type, data) VALUES
(4304582859062032604, 'https://news.example.com/0', ((extract(epoch from now()) * 1000)::bigint - 18225722494), 'opengraph', '{}'),
(4172693548710234826, 'https://news.example.com/1', ((extract(epoch from now()) * 1000)::bigint - 22853766064), 'opengraph', '{}'),
(-3662918628856417811, 'https://news.example.com/2', ((extract(epoch from now()) * 1000)::bigint - 2499426855), 'opengraph', '{}'),
(2817284011849719766, 'https://news.example.com/3', ((extract(epoch from now()) * 1000)::bigint - 14162387215), 'opengraph', '{}'),
(3982190818108502158, 'https://news.example.com/4', ((extract(epoch from now()) * 1000)::bigint - 6189367210), 'opengraph', '{}'),
(4014211329444300784, 'https://news.example.com/5', ((extract(epoch from now()) * 1000)::bigint - 5115521677), 'opengraph', '{}'),
(-3633162648228562080, 'https://news.example.com/6', ((extract(epoch from now()) * 1000)::bigint - 9048238671), 'opengraph', '{}'),
(3066144481333293452, 'https://news.example.com/7', ((extract(epoch from now()) * 1000)::bigint - 24055510596), 'opengraph', '{}'),
(619370389902653359, 'https://news.example.com/8', ((extract(epoch from now()) * 1000)::bigint - 25288682018), 'opengraph', '{}'),
(4025948584081577417, 'https://news.example.com/9', ((extract(epoch from now()) * 1000)::bigint - 22660091088), 'opengraph', '{}'),
(1915525548856166496, 'https://news.example.com/10', ((extract(epoch from now()) * 1000)::bigint - 4632843043), 'opengraph', '{}'),
(-4300669028593024472, 'https://news.example.com/11', ((extract(epoch from now()) * 1000)::bigint - 14789128707), 'opengraph', '{}'),
(360864384881838175, 'https://news.example.com/12', ((extract(epoch from now()) * 1000)::bigint - 7295771918), 'opengraph', '{}'),
(-3689829451842875682, 'https://news.example.com/13', ((extract(epoch from now()) * 1000)::bigint - 10855879536), 'opengraph', '{}'),
(-2991314013030132288, 'https://news.example.com/14', ((extract(epoch from now()) * 1000)::bigint - 18687906410), 'opengraph', '{}');

INSERT INTO uploadsessions (id, type, createat, userid, channelid, filename, path, filesize, fileoffset, remoteid, reqfileid) VALUES
('bqpzl70i7kc24ulno42g6hc1pa', 'attachment', ((extract(epoch from now()) * 1000)::bigint - 3877317419), '6oo77fo8k796rsokbzwzl1xaa2', 'pxcpb5w2g4b9j15cawfdh28xs4', 'video0.mp4', 'data/uploads/0.tmp', 104857600, 42056859, '', ''),
('o2a1sux7v08x8l07814695trnt', 'attachment', ((extract(epoch from now()) * 1000)::bigint - 517732966), 'pfc5bkzoma3j1j5sccziznltuf', 'pxcpb5w2g4b9j15cawfdh28xs4', 'video1.mp4', 'data/uploads/1.tmp', 104857600, 24374193, '', ''),
('s7oz0zvuuuxryini4281ccydfe', 'attachment', ((extract(epoch from now()) * 1000)::bigint - 4959184294), 'we4fbnhkfg4gvlvc3j3dali7zk', '3tkdzbb2t674yk363q1va6ujuw', 'video2.mp4', 'data/uploads/2.tmp', 104857600, 24559667, '', ''),
('xci8e253sp9w0ukhzujfjj2yjg', 'attachment', ((extract(epoch from now()) * 1000)::bigint - 2557318674), 'zvqxywo6h7vykgbt9qb7l412zr', '3vy1z4mv6bro11r3dw5gviy3co', 'video3.mp4', 'data/uploads/3.tmp', 104857600, 63829999, '', ''),
('jeyxihzsxzn961fwsxrew50cy1', 'attachment', ((extract(epoch from now()) * 1000)::bigint - 3706598772), 'kor487l6u742set0t75d1ru9ph', 'mmrh8oehqhsenp0k6lrr011uzf', 'video4.mp4', 'data/uploads/4.tmp', 104857600, 25449541, '', ''),
('wgn1kptydi2zvnbfzx7xktisz4', 'attachment', ((extract(epoch from now()) * 1000)::bigint - 5056633111), 'qpta52ysrocskzbwfhmyvpycpi', 'nzjo7bt0r6v6gxhyye5cko9jgu', 'video5.mp4', 'data/uploads/5.tmp', 104857600, 7200977, '', '');

INSERT INTO drafts (createat, updateat, deleteat, userid, channelid, rootid, message, props, fileids, priority, type) VALUES
(((extract(epoch from now()) * 1000)::bigint - 4424082512), ((extract(epoch from now()) * 1000)::bigint - 4424082512), 0, 'kor487l6u742set0t75d1ru9ph', '0hoticql7dkqame5b8xebplwgk', '', 'draft 0', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 2343676920), ((extract(epoch from now()) * 1000)::bigint - 2343676920), 0, 'usnexhup6ruaw7t9zylhcx9hej', 'erlb73i6hgxvfgymdstrejn37h', '', 'draft 1', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 6228621656), ((extract(epoch from now()) * 1000)::bigint - 6228621656), 0, 'uad0rwmmy34w83t5ea4yyxhpa8', 'annn7oxmy17ss6csj5hq57bbpb', '', 'draft 2', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 1048893511), ((extract(epoch from now()) * 1000)::bigint - 1048893511), 0, 'uk54cfs3r160q44ybzuukglusl', 'pxcpb5w2g4b9j15cawfdh28xs4', '', 'draft 3', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 2634350814), ((extract(epoch from now()) * 1000)::bigint - 2634350814), 0, 'w11vx6cao4frfhmmmeea17xaj0', 'vu6vfkio3amaevzbef2u64ib7j', '', 'draft 4', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 5334342788), ((extract(epoch from now()) * 1000)::bigint - 5334342788), 0, 'fi3cbn9ohvxf5tbba5svu7ivgv', 'mmrh8oehqhsenp0k6lrr011uzf', '', 'draft 5', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 1343318325), ((extract(epoch from now()) * 1000)::bigint - 1343318325), 0, '2rmf7miqgl07ii4833upabbfjv', '3vy1z4mv6bro11r3dw5gviy3co', '', 'draft 6', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 493214217), ((extract(epoch from now()) * 1000)::bigint - 493214217), 0, 'qpta52ysrocskzbwfhmyvpycpi', '3tkdzbb2t674yk363q1va6ujuw', '', 'draft 7', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 6736097683), ((extract(epoch from now()) * 1000)::bigint - 6736097683), 0, 'ye5mm1ssyt1py32zgx2krncgkl', '0avjnci00s1szmd4q4vvi52mwv', '', 'draft 8', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 800872071), ((extract(epoch from now()) * 1000)::bigint - 800872071), 0, '4l1ipgi70j6fzg72yag25n6tl8', 'p5p2oh551s0sxqzynetkwib5yv', '', 'draft 9', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 7726967977), ((extract(epoch from now()) * 1000)::bigint - 7726967977), 0, '1s3p0qatk4tattmt2cpq16xwhm', 'a4nihbx1mdjry4c7k2w21kkmfg', '', 'draft 10', '{}', '[]', NULL, NULL),
(((extract(epoch from now()) * 1000)::bigint - 1947946711), ((extract(epoch from now()) * 1000)::bigint - 1947946711), 0, 'up9rvqwbshl6nbsd07uug16wqw', '25w5nzj90v0341y55it6zzmxwf', '', 'draft 11', '{}', '[]', NULL, NULL);

INSERT INTO scheduledposts (id, createat, updateat, userid, channelid, rootid, message, props, fileids, priority, scheduledat, processedat, errorcode, type) VALUES
('jgxjhdxedmdsqnfusgvtu5rqdv', ((extract(epoch from now()) * 1000)::bigint - 172800000), ((extract(epoch from now()) * 1000)::bigint - 172800000), 'kor487l6u742set0t75d1ru9ph', '0hoticql7dkqame5b8xebplwgk', '', 'scheduled 0', '{}', '[]', NULL, ((extract(epoch from now()) * 1000)::bigint - -86400000), 0, '', NULL),
('fw6oc3z35icldgab81zyeoguzs', ((extract(epoch from now()) * 1000)::bigint - 172800000), ((extract(epoch from now()) * 1000)::bigint - 172800000), 'usnexhup6ruaw7t9zylhcx9hej', 'erlb73i6hgxvfgymdstrejn37h', '', 'scheduled 1', '{}', '[]', NULL, ((extract(epoch from now()) * 1000)::bigint - -86400000), 0, '', NULL),
('im6dcewoer311l7c6uz4fwikdk', ((extract(epoch from now()) * 1000)::bigint - 172800000), ((extract(epoch from now()) * 1000)::bigint - 172800000), 'uad0rwmmy34w83t5ea4yyxhpa8', 'annn7oxmy17ss6csj5hq57bbpb', '', 'scheduled 2', '{}', '[]', NULL, ((extract(epoch from now()) * 1000)::bigint - -86400000), 0, '', NULL),
('3a1m6a6bfzrpu65ngh6bzm98xu', ((extract(epoch from now()) * 1000)::bigint - 172800000), ((extract(epoch from now()) * 1000)::bigint - 172800000), 'uk54cfs3r160q44ybzuukglusl', 'pxcpb5w2g4b9j15cawfdh28xs4', '', 'scheduled 3', '{}', '[]', NULL, ((extract(epoch from now()) * 1000)::bigint - -86400000), 0, '', NULL);

INSERT INTO notifyadmin (userid, createat, requiredplan, requiredfeature, trial, sentat) VALUES
('kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 370924461), 'professional', 'mattermost.feature.guest_accounts', false, NULL),
('usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 206830679), 'professional', 'mattermost.feature.guest_accounts', false, NULL),
('uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 424562447), 'professional', 'mattermost.feature.guest_accounts', false, NULL);

INSERT INTO licenses (id, createat, bytes) VALUES ('u9vk1807tw96hly2ymwqzar9ja', ((extract(epoch from now()) * 1000)::bigint - 17280000000), 'eyJpZCI6...');

INSERT INTO termsofservice (id, createat, userid, text) VALUES ('1i7plhpiw02vw99bb0tz91wpr9', ((extract(epoch from now()) * 1000)::bigint - 34560000000), 'kor487l6u742set0t75d1ru9ph', 'Be excellent.');

INSERT INTO productnoticeviewstate (userid, noticeid, viewed, timestamp) VALUES
('kor487l6u742set0t75d1ru9ph', 'notice_0', 1, (extract(epoch from now())::bigint - 10720059)),
('usnexhup6ruaw7t9zylhcx9hej', 'notice_1', 1, (extract(epoch from now())::bigint - 2224699)),
('uad0rwmmy34w83t5ea4yyxhpa8', 'notice_2', 1, (extract(epoch from now())::bigint - 14619036)),
('uk54cfs3r160q44ybzuukglusl', 'notice_0', 1, (extract(epoch from now())::bigint - 12438078)),
('w11vx6cao4frfhmmmeea17xaj0', 'notice_1', 1, (extract(epoch from now())::bigint - 8609533)),
('fi3cbn9ohvxf5tbba5svu7ivgv', 'notice_2', 1, (extract(epoch from now())::bigint - 5048484)),
('2rmf7miqgl07ii4833upabbfjv', 'notice_0', 1, (extract(epoch from now())::bigint - 2609874)),
('qpta52ysrocskzbwfhmyvpycpi', 'notice_1', 1, (extract(epoch from now())::bigint - 11491479)),
('ye5mm1ssyt1py32zgx2krncgkl', 'notice_2', 1, (extract(epoch from now())::bigint - 4890916)),
('4l1ipgi70j6fzg72yag25n6tl8', 'notice_0', 1, (extract(epoch from now())::bigint - 7208088));

INSERT INTO retentionpolicies (id, displayname, postduration) VALUES ('k4u4a6np4v5rquut7exou990wd', 'Support 90 days', 90);

INSERT INTO sidebarcategories (id, userid, teamid, sortorder, sorting, type, displayname, muted, collapsed) VALUES
('favorites_kor487l6u742set0t75d1ru9ph_5gq62bxpk50s5jkks6t13utehz'::varchar(128), 'kor487l6u742set0t75d1ru9ph', '5gq62bxpk50s5jkks6t13utehz', 0, '', 'favorites', 'Favorites', false, false),
('channels_kor487l6u742set0t75d1ru9ph_5gq62bxpk50s5jkks6t13utehz'::varchar(128), 'kor487l6u742set0t75d1ru9ph', '5gq62bxpk50s5jkks6t13utehz', 10, '', 'channels', 'Channels', false, false),
('direct_messages_kor487l6u742set0t75d1ru9ph_5gq62bxpk50s5jkks6t13utehz'::varchar(128), 'kor487l6u742set0t75d1ru9ph', '5gq62bxpk50s5jkks6t13utehz', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_usnexhup6ruaw7t9zylhcx9hej_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'usnexhup6ruaw7t9zylhcx9hej', '5kbvpa8x8wisqabja9vax1826l', 0, '', 'favorites', 'Favorites', false, false),
('channels_usnexhup6ruaw7t9zylhcx9hej_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'usnexhup6ruaw7t9zylhcx9hej', '5kbvpa8x8wisqabja9vax1826l', 10, '', 'channels', 'Channels', false, false),
('direct_messages_usnexhup6ruaw7t9zylhcx9hej_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'usnexhup6ruaw7t9zylhcx9hej', '5kbvpa8x8wisqabja9vax1826l', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_uad0rwmmy34w83t5ea4yyxhpa8_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'uad0rwmmy34w83t5ea4yyxhpa8', 'n57v80orrm8rm3jvbmwzverfjo', 0, '', 'favorites', 'Favorites', false, false),
('channels_uad0rwmmy34w83t5ea4yyxhpa8_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'uad0rwmmy34w83t5ea4yyxhpa8', 'n57v80orrm8rm3jvbmwzverfjo', 10, '', 'channels', 'Channels', false, false),
('direct_messages_uad0rwmmy34w83t5ea4yyxhpa8_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'uad0rwmmy34w83t5ea4yyxhpa8', 'n57v80orrm8rm3jvbmwzverfjo', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_uk54cfs3r160q44ybzuukglusl_5gq62bxpk50s5jkks6t13utehz'::varchar(128), 'uk54cfs3r160q44ybzuukglusl', '5gq62bxpk50s5jkks6t13utehz', 0, '', 'favorites', 'Favorites', false, false),
('channels_uk54cfs3r160q44ybzuukglusl_5gq62bxpk50s5jkks6t13utehz'::varchar(128), 'uk54cfs3r160q44ybzuukglusl', '5gq62bxpk50s5jkks6t13utehz', 10, '', 'channels', 'Channels', false, false),
('direct_messages_uk54cfs3r160q44ybzuukglusl_5gq62bxpk50s5jkks6t13utehz'::varchar(128), 'uk54cfs3r160q44ybzuukglusl', '5gq62bxpk50s5jkks6t13utehz', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_w11vx6cao4frfhmmmeea17xaj0_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'w11vx6cao4frfhmmmeea17xaj0', '5kbvpa8x8wisqabja9vax1826l', 0, '', 'favorites', 'Favorites', false, false),
('channels_w11vx6cao4frfhmmmeea17xaj0_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'w11vx6cao4frfhmmmeea17xaj0', '5kbvpa8x8wisqabja9vax1826l', 10, '', 'channels', 'Channels', false, false),
('direct_messages_w11vx6cao4frfhmmmeea17xaj0_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'w11vx6cao4frfhmmmeea17xaj0', '5kbvpa8x8wisqabja9vax1826l', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_fi3cbn9ohvxf5tbba5svu7ivgv_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'fi3cbn9ohvxf5tbba5svu7ivgv', 'n57v80orrm8rm3jvbmwzverfjo', 0, '', 'favorites', 'Favorites', false, false),
('channels_fi3cbn9ohvxf5tbba5svu7ivgv_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'fi3cbn9ohvxf5tbba5svu7ivgv', 'n57v80orrm8rm3jvbmwzverfjo', 10, '', 'channels', 'Channels', false, false),
('direct_messages_fi3cbn9ohvxf5tbba5svu7ivgv_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'fi3cbn9ohvxf5tbba5svu7ivgv', 'n57v80orrm8rm3jvbmwzverfjo', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_2rmf7miqgl07ii4833upabbfjv_5gq62bxpk50s5jkks6t13utehz'::varchar(128), '2rmf7miqgl07ii4833upabbfjv', '5gq62bxpk50s5jkks6t13utehz', 0, '', 'favorites', 'Favorites', false, false),
('channels_2rmf7miqgl07ii4833upabbfjv_5gq62bxpk50s5jkks6t13utehz'::varchar(128), '2rmf7miqgl07ii4833upabbfjv', '5gq62bxpk50s5jkks6t13utehz', 10, '', 'channels', 'Channels', false, false),
('direct_messages_2rmf7miqgl07ii4833upabbfjv_5gq62bxpk50s5jkks6t13utehz'::varchar(128), '2rmf7miqgl07ii4833upabbfjv', '5gq62bxpk50s5jkks6t13utehz', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_qpta52ysrocskzbwfhmyvpycpi_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'qpta52ysrocskzbwfhmyvpycpi', '5kbvpa8x8wisqabja9vax1826l', 0, '', 'favorites', 'Favorites', false, false),
('channels_qpta52ysrocskzbwfhmyvpycpi_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'qpta52ysrocskzbwfhmyvpycpi', '5kbvpa8x8wisqabja9vax1826l', 10, '', 'channels', 'Channels', false, false),
('direct_messages_qpta52ysrocskzbwfhmyvpycpi_5kbvpa8x8wisqabja9vax1826l'::varchar(128), 'qpta52ysrocskzbwfhmyvpycpi', '5kbvpa8x8wisqabja9vax1826l', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_ye5mm1ssyt1py32zgx2krncgkl_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'ye5mm1ssyt1py32zgx2krncgkl', 'n57v80orrm8rm3jvbmwzverfjo', 0, '', 'favorites', 'Favorites', false, false),
('channels_ye5mm1ssyt1py32zgx2krncgkl_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'ye5mm1ssyt1py32zgx2krncgkl', 'n57v80orrm8rm3jvbmwzverfjo', 10, '', 'channels', 'Channels', false, false),
('direct_messages_ye5mm1ssyt1py32zgx2krncgkl_n57v80orrm8rm3jvbmwzverfjo'::varchar(128), 'ye5mm1ssyt1py32zgx2krncgkl', 'n57v80orrm8rm3jvbmwzverfjo', 20, '', 'direct_messages', 'Direct_Messages', false, false),
('favorites_4l1ipgi70j6fzg72yag25n6tl8_5gq62bxpk50s5jkks6t13utehz'::varchar(128), '4l1ipgi70j6fzg72yag25n6tl8', '5gq62bxpk50s5jkks6t13utehz', 0, '', 'favorites', 'Favorites', false, false),
('channels_4l1ipgi70j6fzg72yag25n6tl8_5gq62bxpk50s5jkks6t13utehz'::varchar(128), '4l1ipgi70j6fzg72yag25n6tl8', '5gq62bxpk50s5jkks6t13utehz', 10, '', 'channels', 'Channels', false, false),
('direct_messages_4l1ipgi70j6fzg72yag25n6tl8_5gq62bxpk50s5jkks6t13utehz'::varchar(128), '4l1ipgi70j6fzg72yag25n6tl8', '5gq62bxpk50s5jkks6t13utehz', 20, '', 'direct_messages', 'Direct_Messages', false, false);

INSERT INTO persistentnotifications (postid, createat, lastsentat, deleteat, sentcount) VALUES
('adfzwlmjz0hxy4as4lezbpjz7g', ((extract(epoch from now()) * 1000)::bigint - 2488385534), ((extract(epoch from now()) * 1000)::bigint - 2488385534), 0, 0),
('wwpiolctcyxdaqdtjh3kr99xe8', ((extract(epoch from now()) * 1000)::bigint - 7744604483), ((extract(epoch from now()) * 1000)::bigint - 7744604483), ((extract(epoch from now()) * 1000)::bigint - 3872302241), 1),
('dsvymgvzvtc6y5v1narsgjzr9c', ((extract(epoch from now()) * 1000)::bigint - 11229479431), ((extract(epoch from now()) * 1000)::bigint - 11229479431), 0, 2),
('9b9kyk0i9ofwvfpk8bop7huzkf', ((extract(epoch from now()) * 1000)::bigint - 39304981990), ((extract(epoch from now()) * 1000)::bigint - 39304981990), ((extract(epoch from now()) * 1000)::bigint - 19652490995), 3),
('zs46fgjwh52ib1r1yvxuhzxgih', ((extract(epoch from now()) * 1000)::bigint - 3896699072), ((extract(epoch from now()) * 1000)::bigint - 3896699072), 0, 4),
('795hi8mvpu50eywlluzphl05yf', ((extract(epoch from now()) * 1000)::bigint - 11097150071), ((extract(epoch from now()) * 1000)::bigint - 11097150071), ((extract(epoch from now()) * 1000)::bigint - 5548575035), 5);

INSERT INTO postacknowledgements (postid, userid, acknowledgedat, remoteid, channelid) VALUES
('adfzwlmjz0hxy4as4lezbpjz7g', 'kor487l6u742set0t75d1ru9ph', ((extract(epoch from now()) * 1000)::bigint - 2488385534), NULL, 'a4nihbx1mdjry4c7k2w21kkmfg'),
('wwpiolctcyxdaqdtjh3kr99xe8', 'usnexhup6ruaw7t9zylhcx9hej', ((extract(epoch from now()) * 1000)::bigint - 7744604483), NULL, '25w5nzj90v0341y55it6zzmxwf'),
('dsvymgvzvtc6y5v1narsgjzr9c', 'uad0rwmmy34w83t5ea4yyxhpa8', ((extract(epoch from now()) * 1000)::bigint - 11229479431), NULL, 'p5p2oh551s0sxqzynetkwib5yv'),
('9b9kyk0i9ofwvfpk8bop7huzkf', 'uk54cfs3r160q44ybzuukglusl', ((extract(epoch from now()) * 1000)::bigint - 39304981990), NULL, '3vy1z4mv6bro11r3dw5gviy3co'),
('zs46fgjwh52ib1r1yvxuhzxgih', 'w11vx6cao4frfhmmmeea17xaj0', ((extract(epoch from now()) * 1000)::bigint - 3896699072), NULL, 'vu6vfkio3amaevzbef2u64ib7j'),
('795hi8mvpu50eywlluzphl05yf', 'fi3cbn9ohvxf5tbba5svu7ivgv', ((extract(epoch from now()) * 1000)::bigint - 11097150071), NULL, 'mmrh8oehqhsenp0k6lrr011uzf');

INSERT INTO compliances (id, createat, userid, status, count, "desc", type, startat, endat, keywords, emails) VALUES
('pw2qc9pyohgfve0r2bjo37qouf', ((extract(epoch from now()) * 1000)::bigint - 10368000000), 'kor487l6u742set0t75d1ru9ph', 'finished', 233, 'Legal hold 0', 'adhoc', ((extract(epoch from now()) * 1000)::bigint - 12960000000), ((extract(epoch from now()) * 1000)::bigint - 10368000000), 'contract', 'user3@example.com'),
('njkjtdr2y4k3t7sgetgyct40po', ((extract(epoch from now()) * 1000)::bigint - 5184000000), 'kor487l6u742set0t75d1ru9ph', 'finished', 231, 'Legal hold 1', 'adhoc', ((extract(epoch from now()) * 1000)::bigint - 7776000000), ((extract(epoch from now()) * 1000)::bigint - 5184000000), 'contract', 'user3@example.com');

RESET search_path;
`,
  cleans: [
    {
      table: "mattermost.sessions",
      clock: "expiresat",
      retention: "expiresat (Unix ms) passed; expiresat = 0 never expires",
      source: "server/channels/store/sqlstore/session_store.go:308",
      note: "Session Cleanup task every 24h (server/channels/app/server.go:946-951, doSessionCleanup), batches of 1000",
    },
    {
      table: "mattermost.tokens",
      clock: "createat",
      retention: "48h (model.MaxTokenExipryTime, server/public/model/token.go:7)",
      source: "server/channels/store/sqlstore/tokens_store.go:75",
      note: "Token Cleanup task every hour (server/channels/app/server.go:934-939); e-mail verification, password reset and invitation tokens",
    },
    {
      table: "mattermost.commandwebhooks",
      clock: "createat",
      retention: "30 min (model.CommandWebhookLifetime, server/public/model/command_webhook.go:15)",
      source: "server/channels/store/sqlstore/command_webhook_store.go:97",
      note: "Command Hook Cleanup task every hour (server/channels/app/server.go:940-945)",
    },
    {
      table: "mattermost.jobs",
      clock: "createat",
      retention: "JobSettings.CleanupJobsThresholdDays, default -1 (disabled)",
      source: "server/channels/store/sqlstore/job_store.go:356",
      note: "Job Cleanup task every 24h (server/channels/app/server.go:952-957, returns early when the setting is < 0); skips jobs in_progress or pending; default at server/public/model/config.go:2670",
    },
    {
      table: "mattermost.configurations",
      clock: "createat",
      retention: "JobSettings.CleanupConfigThresholdDays, default -1 (disabled)",
      source: "server/config/database.go:245",
      note: "only with the configuration stored in the database; keeps the active row and the 5 newest (database.go:245-253); Configuration Cleanup task every 24h (server/channels/app/server.go:958-963), threshold in server/config/store.go:257-262",
    },
    {
      table: "mattermost.clusterdiscovery",
      clock: "lastpingat",
      retention:
        "30 min without a ping (model.CDSOfflineAfterMillis, server/public/model/cluster_discovery.go:7)",
      source: "server/channels/store/sqlstore/cluster_discovery_store.go:117",
      note: "run when a cluster node's discovery service starts (server/channels/app/platform/cluster_discovery.go:16)",
    },
    {
      table: "mattermost.pluginkeyvaluestore",
      clock: "expireat",
      retention: "expireat (Unix ms) passed; expireat = 0 never expires",
      source: "server/channels/store/sqlstore/plugin_store.go:208",
      note: "plugins job, daily (server/channels/jobs/plugins/worker.go:70, scheduler.go:7); also per key before a compare-and-set (plugin_store.go:57)",
    },
    {
      table: "mattermost.desktoptokens",
      clock: "createat",
      retention: "5 min (hard-coded maxAge); createat is Unix SECONDS",
      source: "server/channels/store/sqlstore/desktop_tokens_store.go:84",
      note: "CleanupDesktopTokens job, hourly (server/channels/jobs/cleanup_desktop_tokens/worker.go:9-16, scheduler.go:7)",
    },
    {
      table: "mattermost.temporaryposts",
      clock: "expireat",
      retention: "expireat (Unix ms) passed (burn-on-read posts)",
      source: "server/channels/store/sqlstore/temporary_post_store.go:119",
      note: "DeleteExpiredPosts job when ServiceSettings.EnableBurnOnRead (default true, server/public/model/config.go:801-802) every BurnOnReadSchedulerFrequencySeconds; expired ids are selected there and the rows deleted by permanentDeleteTemporaryPosts (post_store.go:2386-2391, with the post's read receipts) while the post itself is scrubbed and soft-deleted",
    },
    {
      table: "mattermost.postreminders",
      clock: "targettime",
      retention: "targettime (Unix SECONDS) reached: the reminder is sent and the row deleted",
      source: "server/channels/store/sqlstore/post_store.go:2625",
      note: "'Check Post reminders' task every 5 min on the cluster leader (server/channels/app/server.go:1445-1450, app/post.go:2089); a due-queue rather than a retention",
    },
    {
      table: "mattermost.posts",
      clock: "createat",
      retention:
        "DataRetentionSettings.MessageRetentionDays, default 365 (or MessageRetentionHours), only when EnableMessageDeletion (default false); per-team/channel RetentionPolicies.postduration",
      source: "server/channels/store/sqlstore/post_store.go:2125",
      note: "Enterprise data-retention job (not in this repository); global batch PermanentDeleteBatch here, per-policy PermanentDeleteBatchForRetentionPolicies at post_store.go:2099-2122 (PreservePinnedPosts keeps pinned posts); defaults at server/public/model/config.go:179,2598-2611",
    },
    {
      table: "mattermost.reactions",
      clock: "createat",
      retention:
        "same as posts (DataRetentionSettings.MessageRetentionDays, EnableMessageDeletion default false)",
      source: "server/channels/store/sqlstore/reaction_store.go:291",
      note: "Enterprise data-retention job (not in this repository) calls this store method",
    },
    {
      table: "mattermost.fileinfo",
      clock: "createat",
      retention:
        "DataRetentionSettings.FileRetentionDays, default 365, only when EnableFileDeletion (default false)",
      source: "server/channels/store/sqlstore/file_info_store.go:417",
      note: "Enterprise data-retention job; skips files owned by channel bookmarks (CreatorId != bookmark owner)",
    },
    {
      table: "mattermost.channelmemberhistory",
      clock: "leavetime",
      retention:
        "message retention (as posts); rows with NULL leavetime (current members) are kept",
      source: "server/channels/store/sqlstore/channel_member_history_store.go:223",
      note: "PermanentDeleteBatch (leavetime <= end time, channel_member_history_store.go:218-245) and per-policy variant at :188-203; Enterprise data-retention job",
    },
    {
      table: "mattermost.threads",
      clock: "lastreplyat",
      retention:
        "per-team/channel RetentionPolicies (postduration days) and the global message retention",
      source: "server/channels/store/sqlstore/thread_store.go:780",
      note: "PermanentDeleteBatchForRetentionPolicies (thread_store.go:773-788); Enterprise data-retention job",
    },
    {
      table: "mattermost.threadmemberships",
      clock: "lastupdated",
      retention: "per-team/channel RetentionPolicies and the global message retention",
      source: "server/channels/store/sqlstore/thread_store.go:797",
      note: "PermanentDeleteBatchThreadMembershipsForRetentionPolicies (thread_store.go:789-804); Enterprise data-retention job",
    },
  ],
  shouldAsk: [
    {
      table: "mattermost.audits",
      why: "per-user audit trail of API actions with IP address and session id; no code deletes it by age",
    },
    {
      table: "mattermost.recentsearches",
      why: "each user's search queries (terms) with createat; kept forever",
    },
    {
      table: "mattermost.oauthaccessdata",
      why: "per-user OAuth access/refresh tokens; expiresat is checked on use but expired rows are never purged",
    },
  ],
  neverDelete: [
    "mattermost.users",
    "mattermost.teams",
    "mattermost.teammembers",
    "mattermost.channels",
    "mattermost.channelmembers",
    "mattermost.publicchannels",
    "mattermost.preferences",
    "mattermost.roles",
    "mattermost.schemes",
    "mattermost.systems",
    "mattermost.bots",
    "mattermost.emoji",
    "mattermost.incomingwebhooks",
    "mattermost.outgoingwebhooks",
    "mattermost.commands",
    "mattermost.oauthapps",
    "mattermost.useraccesstokens",
    "mattermost.licenses",
    "mattermost.termsofservice",
    "mattermost.usertermsofservice",
    "mattermost.usergroups",
    "mattermost.groupmembers",
    "mattermost.groupteams",
    "mattermost.groupchannels",
    "mattermost.sidebarcategories",
    "mattermost.sidebarchannels",
    "mattermost.drafts",
    "mattermost.scheduledposts",
    "mattermost.channelbookmarks",
    "mattermost.postacknowledgements",
    "mattermost.postspriority",
    "mattermost.retentionpolicies",
    "mattermost.retentionpolicieschannels",
    "mattermost.retentionpoliciesteams",
    "mattermost.remoteclusters",
    "mattermost.sharedchannels",
    "mattermost.sharedchannelremotes",
    "mattermost.sharedchannelusers",
    "mattermost.propertyfields",
    "mattermost.propertygroups",
    "mattermost.propertyvalues",
    "mattermost.accesscontrolpolicies",
    "mattermost.outgoingoauthconnections",
    "mattermost.configurationfiles",
    "mattermost.db_migrations",
  ],
};
