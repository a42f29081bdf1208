// `retention-job init`'s judgement, written down (docs/init.md): which tables hold data that
// expires, which are accounts, content or money (never proposed for deletion), which column
// starts a row's clock (by its type, its name's words and, for numbers, the size of its values),
// which status values are terminal, which boolean is a hold or says a row expires, which columns
// look personal.

import { clockKinds } from "../catalog/clock-shape.js";
import type { Column } from "../catalog/table-facts.js";

export type Confidence = "high" | "medium" | "low";

/** CamelCase (Prisma's "VerificationToken") and snake_case read alike: `verification_token`. */
export const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toLowerCase();

/**
 * A run-together lower-case word of a column's name (`createat`, `expiresat`, `lastactivityat`,
 * `updatedon`: Go fields lower-cased by an ORM; Java's `expiretime`) split into the words it is
 * made of, its verb in the form the clock roles read (`created_at`, `expires_at`,
 * `last_activity_at`). Only a known event word followed by a time suffix is split.
 */
const RUN_TOGETHER =
  /^(last)?(expires?|expiry|expiration|created?|creation|updated?|modified|deleted?|revoked|used|seen|accessed|refreshed|activity|active|login|logged|sent|started|ended|finished|completed|closed|published|received|processed|inserted|issued)(at|on|time|date|ts|unix|ms)$/;
const VERB: Record<string, string> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  expire: "expires",
};
const splitWord = (word: string) => {
  const parts = RUN_TOGETHER.exec(word);
  if (!parts) return word;
  const [, last, event = "", suffix] = parts;
  return [last, VERB[event] ?? event, suffix].filter(Boolean).join("_");
};

/** The words of a column's name: snake_case, run-together words split (`createat`: `created_at`). */
export const columnWords = (name: string) => snake(name).split("_").map(splitWord).join("_");

/** The words of a table's name, an ORM's suffix left off (TypeORM's and Keycloak's `_entity`). */
const tableWords = (name: string) => snake(name).replace(/_(entity|entities|model|record)$/, "");

/** The kind of a table of tokens, by its name (`refresh_tokens`, `VerificationToken`). */
export const TOKENS = "tokens";

/** What a table is, by its name: the kinds of data that expire. First match wins. */
const KINDS: [RegExp, string, Confidence][] = [
  [/(^|_)sessions?(_activations?)?$/, "sessions", "high"],
  [/(^|_)(one_time|verification|refresh|access|reset|api|auth|pre)?_?tokens?$/, TOKENS, "high"],
  [/(^|_)(grants?|codes?|otps?|nonces?|challenges?)$/, "one-time codes and grants", "high"],
  [
    /(verification|confirmation|password_reset|recovery|magic_link)/,
    "verification requests",
    "high",
  ],
  [/(^|_)(flows?|flow_state|relay_states?)$/, "short-lived flows", "high"],
  [/(^|_)(locks?|leases?|peers|heartbeats?)$/, "locks and leases", "high"],
  [/(^|_)invit(e|ation)s?$/, "invitations", "medium"],
  [
    /(login|sign_in|signin|auth).*(logs?|events?|activit(y|ies)|attempts?|history|entries)$/,
    "login events",
    "high",
  ],
  [/audit/, "audit events", "high"],
  [/(^|_)(logs?|events?|activit(y|ies)|history|entries|ips|visits)$/, "event logs", "medium"],
  [/(^|_)(search_quer(y|ies)|recent_searches|searches)$/, "search history", "medium"],
  [/(^|_)(stats|statistics|insights?|metrics|analytics)(_|$)/, "aggregated statistics", "medium"],
  [
    /(^|_)(jobs?|queue|job_runs?|executions?|deliveries|tasks|webhook_\w+)$/,
    "job and queue history",
    "medium",
  ],
  [/(^|_)(notifications?|outbox|inbox|sent_emails|sent_messages)$/, "notifications", "medium"],
  [/(^|_)(caches?|backups?|exports?|staging)$|^caches?_/, "caches, backups and exports", "medium"],
  // Counts per period: the period names the table (`monthly_active_users`, `daily_page_views`).
  [/^(hourly|daily|weekly|monthly|yearly)_/, "aggregated statistics", "medium"],
  // Deliveries on their way (`device_lists_outbound_pokes`, `incoming_webhooks_x`).
  [/(^|_)(outbound|inbound|outgoing|incoming)_/, "messages in transit", "medium"],
  // A record of a transfer, named by what happened to it (`received_transactions`).
  [/^(received|sent|delivered)_/, "event logs", "medium"],
];

export function tableKind(name: string): { kind: string; confidence: Confidence } | undefined {
  const text = tableWords(name);
  const found = KINDS.find(([pattern]) => pattern.test(text));
  return found ? { kind: found[1], confidence: found[2] } : undefined;
}

/**
 * A client's devices and connections (`devices`, `user_devices`, `sliding_sync_connections`):
 * they end when the client goes quiet, so they are a kind only with a clock of last activity
 * (`last_seen`, `last_used_ts`); a device with none is an entity of its own (an IoT registry).
 */
const IDLE = /(^|_)(devices?|connections?)$/;
const IDLE_KIND = "a client's devices and connections, stale once quiet";
export const idleKind = (name: string) =>
  IDLE.test(tableWords(name)) ? { kind: IDLE_KIND, confidence: "low" as const } : undefined;

/** A schema named as a cache or a scratch space (`cache`, `tmp`, `staging`, `app_cache`). */
const CACHE_SCHEMA = /(^|_)(cache|caches|tmp|temp|scratch|staging)$/;

/** The kind of an UNLOGGED table that no name explains. */
export const UNLOGGED_KIND = "unlogged: a cache";

/**
 * What a table's storage says it is, whatever its name: in a schema named as a cache or scratch
 * space, a cache; UNLOGGED (PostgreSQL empties it after a crash: its application has said its rows
 * may be lost), a cache unless its name says what else it is (an UNLOGGED lock is a lock).
 */
export function storageKind(table: { schema: string; name: string; unlogged?: boolean }) {
  if (CACHE_SCHEMA.test(snake(table.schema)))
    return {
      kind: `a cache or scratch space, by its schema (${table.schema})`,
      confidence: "medium" as Confidence,
    };
  if (table.unlogged && !tableKind(table.name))
    return { kind: UNLOGGED_KIND, confidence: "high" as Confidence };
  return undefined;
}

/** Kinds whose rows end when idle, whatever an expiry column says (or leaves NULL). */
export const endsWhenIdle = (kind: string) => kind === "sessions" || kind === IDLE_KIND;

/**
 * Tables of accounts, content and money, by the last word of their name; of credentials and
 * configuration, or of money, by any word; and of what a person chose to keep, by the first
 * (`starred_entries`, `saved_searches`). Never proposed for deletion, whatever clock they carry (a
 * person may still choose to redact their personal columns).
 */
const KEPT_LAST =
  /(^|_)(users?|accounts?|members?|customers?|profiles?|people|persons?|identit(y|ies)|organi[sz]ations?|teams?|tenants?|workspaces?|posts?|comments?|messages?|documents?|pages?|articles?|notes?|statuses|stories|objects?|files?|attachments?|media|uploads?|repositor(y|ies)|projects?|orders?|payments?|invoices?|charges?|refunds?|subscriptions?|products?|prices?|plans?|balances?|ledgers?|payouts?|donations?|purchases?|carts?|wallets?)$/;
const KEPT_ANY =
  /(^|_)(config|configs|configuration|settings|preferences|credentials?|secrets?|api_?keys?|authentications?|integrations?|billing|purchases?|app_store|invoices?|payments?)(_|$)|certificate|keypair/;
const KEPT_FIRST = /^(starred|saved|queued|bookmarked|pinned|favou?rite[ds]?|liked)_/;

/** Counts of a period, whatever they count (`monthly_active_users` is statistics, not users). */
const PER_PERIOD = /^(hourly|daily|weekly|monthly|yearly)_/;

export const isKeptTable = (name: string) => {
  const words = tableWords(name);
  if (PER_PERIOD.test(words) && !KEPT_ANY.test(words)) return false;
  return KEPT_LAST.test(words) || KEPT_ANY.test(words) || KEPT_FIRST.test(words);
};

/** A column naming a moment still to come (`scheduled_at`, `available_at`, `next_run_at`, `due_date`). */
const FUTURE =
  /^(scheduled|available|due|run|remind|send|publish)_(at|on|time|date|for|ts|unix)$|^next_[a-z_]+_(at|on|time|date|ts|unix)$|^(deadline|not_before|nbf)$/;

/** The score of an expiry (a clock at or above it says when a row ends, not when it began). */
const EXPIRY_SCORE = 5;

/** The role of a clock that says when a row was last used (`last_seen`, `last_used_at`). */
export const LAST_ACTIVITY = "last activity";

/** The role of a clock that says when a row's life ended (`revoked_at`, `stopped_at`, `used_at`). */
export const TERMINAL_EVENT = "terminal event";

/**
 * A column naming when its row is to be deleted (`delete_at`, `deletion_date`, `purge_after`,
 * `expunge_at`, `deletion_scheduled_at`): not `deleted_at` (a soft delete), not `removed_at`.
 */
const DELETION_WORD =
  "(delete|deletion|purge|remove|removal|expunge|destroy|destruction|erase|erasure)";
const DELETION = new RegExp(
  `^(?!last_)(.*_)?${DELETION_WORD}(_(scheduled|due|planned))?_(at|on|after|date|time|ts|unix|ms|by)$|^(scheduled|due|planned|pending)_(for_)?${DELETION_WORD}_(at|on|after|date|time|ts)$`,
);

/** The role of a clock that names when its row is to be deleted: an expiry the application set. */
export const DELETION_DATE = "expiry (when the row is to be deleted, by its name)";

/** The role of a moment named as a duration (`ttl timestamptz`): its type says it is when the row ends. */
export const MOMENT_NAMED_AS_DURATION =
  "expiry (a moment named as a duration: its type or its values say it is when the row ends)";

/** A column's clock role by its name's words, best first: an expiry says more than a creation. */
const CLOCKS: [RegExp, string, number][] = [
  // Before the moments still to come: `scheduled_deletion_at` is when the row goes.
  [DELETION, DELETION_DATE, EXPIRY_SCORE],
  // A moment still to come when the row is written (when a job may run, a post goes out): not
  // when the row began or ends; never a row's clock (score 0), first so that `next_run_at` is not
  // read as a last activity.
  [FUTURE, "a time still to come", 0],
  [
    // `exp`: a JSON Web Token's claim, stored as it is named.
    /(^|_)(expire[sd]?|expiry|expiration|valid_(until|till|to)|not_after)(_|$)|^exp$/,
    "expiry",
    EXPIRY_SCORE,
  ],
  // Before the terminal events: `last_used_at` is an activity, not a use that ended the row.
  [
    /^last_(?!(updated|modified|changed)(_|$))|(^|_)(seen|accessed|refreshed|renewed|heartbeat|active_at)(_|$)/,
    LAST_ACTIVITY,
    3,
  ],
  [
    /(^|_)(revoked|ended|closed|finished|completed|consumed|used|logged_out|cancell?ed|terminated|processed|delivered|failed|stopped|discarded|rejected)(_|$)/,
    TERMINAL_EVENT,
    4,
  ],
  [/(^|_)(deleted|archived|suspended|disabled|banned|trashed)(_|$)/, "soft delete", 0.5],
  // The verb's base form too (`update_at`, `modify_time`: SQLAlchemy's and MyBatis' habits).
  [
    /(^|_)(updated|modified|changed)(_|$)|^(update|modify)_(at|on|time|date|ts|unix)$/,
    "last change",
    2,
  ],
  [
    /(^|_)(created|creation|inserted|issued|timestamp|ts|time|occurred|logged|sent|started|received|published|recorded|date|day|joined|start|at)(_|$)|^iat$/,
    "creation or event time",
    1,
  ],
];

/** A column that holds a duration after a start (Doorkeeper's `expires_in` seconds). */
const DURATION = /^(expires_in|ttl|lifetime|max_age|valid_for)(_(s|sec|seconds|ms))?$/;
/** A name ending as a duration's (`cache_ttl`, `session_lifetime`): a moment if its type or values say so. */
const NAMED_DURATION = /(^|_)(expires_in|ttl|lifetime|max_age|valid_for)(_(s|sec|seconds|ms))?$/;
const STARTS = /^(created_at|issued_at|inserted_at|created)$/;
/**
 * A number named as a time: epoch seconds or milliseconds (`created_ts`, `expiry_time_ms`,
 * `created_unix`, `epoch_x`), the time word last but for a unit (`unix` and `epoch` anywhere);
 * not one whose last words name something else (`last_seen_remote_ip_location_lat` is a latitude, `created_count` a count).
 */
const TIME_WORD =
  /(^|_)(unix|epoch)(_|$)|(^|_)(ts|time|timestamp|at|ms|date|seen|expires?|expiry|created)(_(ms|s|sec|secs|seconds|millis|us|micros|utc|unix|epoch))*$/;

/**
 * The clock names the end of the row itself, not of a use: a deletion date, a time to live or a
 * lifetime (`purge_at`, `ttl`), where `expires_at` may end a key's or a link's use and keep the row.
 */
export const endsTheRow = (candidate: ClockCandidate) =>
  candidate.role === DELETION_DATE || candidate.role === MOMENT_NAMED_AS_DURATION;

/** The clock says when its row ends: an expiry, a computed one, a partition key. */
export const isExpiry = (candidate: ClockCandidate) => candidate.score >= EXPIRY_SCORE;

export interface ClockCandidate {
  /** A column, or a computed clock. */
  clock: string | { column: string; plus: string; unit: "s" | "ms" };
  role: string;
  score: number;
  /** Columns whose share of NULLs the statistics give (the first one's decides). */
  column: string;
  epoch?: boolean;
}

/** A column's statistics as init reads them (pg_stats). */
export interface ColumnStats {
  nullFrac: number;
  bounds: string | null;
  /** The most common values (a column of few distinct values has them and no histogram). */
  common?: string | null;
}

/** The values the statistics know of a column, as `epochUnit` reads them: bounds and common values. */
export const knownValues = (stats: ColumnStats | undefined): string | null =>
  [stats?.bounds, stats?.common].filter(Boolean).join(",") || null;

/** The boolean type's oid (pg_type). */
const BOOL_OID = 16;
/** A boolean column (a flag: a hold, a switch, a read state). */
export const isBoolean = (column: Column) => column.baseOid === BOOL_OID;

export const isTime = (column: Column) => {
  const kind = clockKinds[column.baseOid]?.kind;
  return kind === "instant" || kind === "wall-clock" || kind === "date";
};
const isNumber = (column: Column) => clockKinds[column.baseOid]?.kind === "epoch";

/** A JSON Web Token's time claims, stored as they are named: expiry, issued at, not before. */
const JWT_CLAIM = /^(exp|iat|nbf)$/;

/** A reference to another row (`created_by_id`, `user_ids`): a number, but never a time. */
const REFERENCE = /(^|_)ids?$/;

/**
 * A number column that is a clock: its values are epoch times (2000-2100), or it is named as one
 * (or as a JSON Web Token's claim: `exp`, `iat`, `nbf`) and none of the values the statistics know
 * says otherwise (a `created` count of 0, a `response_time_ms` of 120: a count or a duration, not a
 * moment); one named as a duration (`ttl`, `lifetime`) or a reference (`created_by_id`) only by its
 * values.
 */
function isEpochColumn(column: Column, stats: ColumnStats | undefined): boolean {
  if (!isNumber(column)) return false;
  const words = columnWords(column.name);
  const values = knownValues(stats);
  const epochValues = epochUnit(values, true) !== undefined;
  if (NAMED_DURATION.test(words) || REFERENCE.test(words)) return epochValues;
  if (!TIME_WORD.test(words) && !JWT_CLAIM.test(words)) return epochValues;
  return values === null || holdsEpochTime(values);
}

/** A column's clock role by its name's words; a moment named as a duration ends its row. */
function roleOf(column: Column): [string, number] | undefined {
  const words = columnWords(column.name);
  const role = CLOCKS.find(([pattern]) => pattern.test(words));
  if (NAMED_DURATION.test(words) && (role?.[2] ?? 0) < EXPIRY_SCORE)
    return [MOMENT_NAMED_AS_DURATION, EXPIRY_SCORE];
  return role && [role[1], role[2]];
}

/** A start and a duration after it (`created_at` + `expires_in` seconds): a number, no epoch time. */
function computedExpiry(columns: Column[], stats: Map<string, ColumnStats>) {
  const start = columns.find((column) => STARTS.test(snake(column.name)) && isTime(column));
  const duration = columns.find(
    (column) =>
      DURATION.test(snake(column.name)) &&
      isNumber(column) &&
      !isEpochColumn(column, stats.get(column.name)),
  );
  if (!start || !duration) return undefined;
  const unit: "s" | "ms" = /_ms$/.test(snake(duration.name)) ? "ms" : "s";
  return {
    clock: { column: start.name, plus: duration.name, unit },
    role: `computed expiry (${start.name} + ${duration.name}, in ${unit === "s" ? "seconds" : "milliseconds"})`,
    score: 5.5,
    column: start.name,
  };
}

/** Every column that could be a row's clock (of a time type, or an epoch number), with its role. */
export function clockCandidates(
  columns: Column[],
  stats: Map<string, ColumnStats> = new Map(),
): ClockCandidate[] {
  const found: ClockCandidate[] = [];
  for (const column of columns) {
    const epoch = isEpochColumn(column, stats.get(column.name));
    if ((!isTime(column) && !epoch) || isPersonalColumn(column)) continue;
    const role = roleOf(column);
    found.push({
      clock: column.name,
      role: role?.[0] ?? "a time of unknown meaning",
      score: role?.[1] ?? 0,
      column: column.name,
      ...(epoch ? { epoch: true } : {}),
    });
  }
  const computed = computedExpiry(columns, stats);
  if (computed) found.push(computed);
  return found.sort((a, b) => b.score - a.score);
}

/** The epoch range a clock's values fall in when they are times between 2000 and 2100. */
const EPOCH_RANGES = [
  ["epoch-s", 1],
  ["epoch-ms", 1e3],
  ["epoch-us", 1e6],
] as const;
const YEAR_2000 = 946_684_800;
const YEAR_2100 = 4_102_444_800;

/** The numbers of a statistics array's text (`{1,2}`, or several joined: `{1,2},{3}`), ascending. */
const numbersOf = (text: string | null) =>
  (text ?? "")
    .replace(/[{}]/g, "")
    .split(",")
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);

/** Some value is an epoch time between 2000 and 2100, in seconds, milliseconds or microseconds. */
const holdsEpochTime = (text: string) =>
  numbersOf(text).some((value) =>
    EPOCH_RANGES.some(([, scale]) => value >= YEAR_2000 * scale && value <= YEAR_2100 * scale),
  );

/**
 * The epoch unit a number clock's values are in, from their size (the histogram's bounds and the
 * most common values); `strict`: every value a time between 2000 and 2100 in that unit, or no
 * unit at all.
 */
export function epochUnit(
  bounds: string | null,
  strict = false,
): "epoch-s" | "epoch-ms" | "epoch-us" | undefined {
  const values = numbersOf(bounds);
  if (strict) {
    if (values.length < 2) return undefined;
    const inRange = EPOCH_RANGES.find(([, scale]) =>
      values.every((value) => value >= YEAR_2000 * scale && value <= YEAR_2100 * scale),
    );
    return inRange?.[0];
  }
  const middle = values[Math.floor(values.length / 2)];
  if (middle === undefined || middle <= 0) return undefined;
  if (middle >= 1e14) return "epoch-us";
  if (middle >= 1e11) return "epoch-ms";
  return middle >= 1e8 ? "epoch-s" : undefined;
}

const TERMINAL =
  /^(revoked|expired|rotated|used|consumed|completed?|done|failed|cancell?ed|closed|ended|superseded|exhausted|rejected|deleted|inactive|logged_?out|finished|archived|confirmed|verified|declined|timed_?out|discarded|errored|succeeded)$/i;

/** A status column's values split into the terminal ones (proposed) and the rest (named, left out). */
export function splitStatus(values: string[]): { terminal: string[]; live: string[] } {
  return {
    terminal: values.filter((value) => TERMINAL.test(value.replace(/[\s-]+/g, "_"))),
    live: values.filter((value) => !TERMINAL.test(value.replace(/[\s-]+/g, "_"))),
  };
}

export const isStatusColumn = (column: Column) =>
  /^(status|state)$|_(status|state)$/.test(snake(column.name));

/** A boolean that keeps a row: a legal hold. */
export const isHoldColumn = (column: Column) =>
  isBoolean(column) &&
  /^(legal_hold|on_hold|hold|litigation_hold|retain|retained|preserve|pinned)$/.test(
    snake(column.name),
  );

/** Columns that look personal: who, where from, how to reach them. */
export const isPersonalColumn = (column: Column) =>
  /(^|_)(email|e_mail|phone|phone_number|ip|ip_address|user_agent|first_name|last_name|full_name|address|birth_?date|dob|ssn|passport|birth_?day)$/.test(
    snake(column.name),
  );

/** A boolean that says whether a row expires at all (Django's ExpiringModel: `expiring`). */
export const isExpiringFlag = (column: Column) =>
  isBoolean(column) && /^(expiring|expires|can_expire|does_expire)$/.test(snake(column.name));

/**
 * A column saying when a row's work is due (a queue's `available_at`, a schedule's
 * `scheduled_at`), NOT NULL: the row is pending work its consumer removes when done.
 */
export const isDueColumn = (column: Column) =>
  column.notNull && (isTime(column) || isNumber(column)) && FUTURE.test(columnWords(column.name));
