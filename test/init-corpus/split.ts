// The corpus's two halves, fixed before init's heuristics were changed for it (2026-12-02): the
// applications sorted by sha256 of their name, even places tuned on, odd places held out. An
// application never moves from the held-out half once its result is known; new ones are added
// (to the held-out half first, until a measure of it has been written down).

/** The half the heuristics may be changed for. */
export const TUNE = [
  "authentik",
  "pleroma",
  "outline",
  "n8n",
  "pixelfed",
  "asciinema",
  "feedbin",
  "synapse",
  // Added 2026-12-04 (fourth round, initapps4): lists written from the application's own cleanup code
  // before init was run on it.
  "wikijs",
  "netbox",
  "mealie",
  // Added 2026-12-07 (issue 52's third round, tuning on cleanup loops the corpus lacked: Go's raw SQL in a
  // garbage collector, Rust's sqlx and sea-orm, Django's periodic tasks, Go's bun): lists written from the
  // application's own cleanup code by sessions that did not run init nor read its rules.
  "dex",
  "svix",
  "gotosocial",
  "awx",
  "freshrss",
  "medusa",
  "traccar",
  "pocketid",
  "firezone",
] as const;

/** The half measured only: no heuristic is written by looking at these. */
export const HELD_OUT = [
  "lemmy",
  "vaultwarden",
  "hydra",
  "gitea",
  "thingsboard",
  "ghost",
  "mattermost",
  // Added 2026-12-03, fixtures written before init was run on them (issue 37).
  "miniflux",
  "vikunja",
  "healthchecks",
  // Added 2026-12-03 (second round), fixtures written from their own cleanup code before init was
  // run on them: Crystal, Go with a plain schema.sql, Prisma.
  "invidious",
  "listmonk",
  "rallly",
  // Added 2026-12-04 (issue 37, third round, heldout3b), fixtures written from their own cleanup code
  // before init was run on them: Django with South, Go with SQL setup steps, Prisma.
  "sentry",
  "zitadel",
  "umami",
  // Added 2026-12-04, fixtures written from their own cleanup code before init was run on them:
  // Supabase Auth (Go, SQL migrations), Ory Kratos (Go, popx) and OpenStreetMap (Rails,
  // structure.sql), in place of Chatwoot and Plausible, whose repositories could not be fetched.
  "gotrue",
  "kratos",
  "openstreetmap",
  // Added 2026-12-04 (fourth round, heldout4), fixtures written from their own cleanup code before
  // init was run on them: Kong (Lua, its migrations rendered and replayed), Harbor (Go, SQL
  // migrations), Redash (Flask-SQLAlchemy, its models' create_all).
  "kong",
  "harbor",
  "redash",
  // Added 2026-12-05 (fifth round, heldout5a), fixtures written from their own cleanup code before
  // init was run on them: Coder (Go, its SQL migrations replayed) and Windmill (Rust, its sqlx
  // migrations replayed by its own migrator's rules), both read from mirrors of their repositories.
  "coder",
  "windmill",
  // Added 2026-12-05 (fifth round, heldout5b), fixtures written from their own cleanup code before init
  // was run on them: Infisical (Node, Knex migrations) and Misskey (Node, TypeORM migrations of raw SQL),
  // both read from copies of their repositories (the originals are over the fetch size limit).
  "infisical",
  "misskey",
  // Added 2026-12-05 (fifth round, heldout5c), fixtures written from their own cleanup code before init was run
  // on them: Ente (Go, SQL migrations run by golang-migrate) and Dify (Flask-SQLAlchemy, its Alembic revisions run),
  // Dify read from a fork holding the upstream commit (langgenius/dify, Apache Airflow and Apache Superset are over
  // the fetch size limit).
  "ente",
  "dify",
  // Added 2026-12-06 as the blind group (written from their own cleanup code by people who did not run
  // init), measured once as a group on 2026-12-07 (bench/results/2026-12-07-init-corpus*-blind-blind-first.md),
  // then moved here.
  "hoppscotch",
  "calcom",
  "logto",
  "authelia",
  "lago",
  "triggerdev",
  "immich",
  "documenso",
  // Added 2026-12-07 as the blind group of issue 52's second round (blind6a, blind6b, blind6c: lists written from
  // the application's own code by sessions that did not run init nor read its rules), measured once as a group on
  // 2026-12-07 (bench/results/2026-12-07-init-corpus*-blind-blind6-first.md), then moved here.
  "huginn",
  "redmine",
  "mobilizon",
  "unleash",
  "formbricks",
  "answer",
  "saleor",
  "plane",
  "paperless",
  // Added 2026-12-07 as the blind group of issue 52's third round (lists written from the application's own code
  // by sessions that did not run init nor read its rules; Weblate and pretix, asked for first, are over the fetch
  // size limit), measured once as a group (bench/results/2026-12-07-init-corpus*-blind-blind-third-first.md), then
  // moved here.
  "hatchet",
  "taiga",
  "docuseal",
  "kestra",
  "fireflyiii",
  // Added 2026-12-07 as a blind group after the third round (lists written the same way, none of the sessions
  // having run init or read its rules; PeerTube read from a copy holding the upstream commit, Plausible from a fork
  // holding it, both upstreams over the fetch size limit), measured once as a group
  // (bench/results/2026-12-07-init-corpus*-blind-blind-fourth-first.md), then moved here.
  "plausible",
  "peertube",
  "wagtail",
  "langfuse",
] as const;

/**
 * Applications written blind to init (their lists written by people who did not run it), measured
 * once as a group of their own when they are merged (`npm run bench:init-corpus -- --half blind`),
 * before any change is made for them; they join the held-out half after.
 */
export const BLIND = [] as const;
