// init's judgement, rule by rule (functions/engine/init/heuristics.ts, as docs/init.md states it):
// every name each rule reads, and names it must not; no database. The schemas that show the rules
// at work are in init.test.ts and the corpus (init-corpus.test.ts).
import { describe, expect, it } from "vitest";
import type { Column } from "../../functions/engine/catalog/table-facts.js";
import {
  clockCandidates,
  endsWhenIdle,
  epochUnit,
  idleKind,
  isDueColumn,
  isExpiringFlag,
  isHoldColumn,
  isKeptTable,
  isPersonalColumn,
  isStatusColumn,
  snake,
  splitStatus,
  tableKind,
} from "../../functions/engine/init/heuristics.js";

const TYPES = {
  timestamptz: 1184,
  timestamp: 1114,
  date: 1082,
  bigint: 20,
  integer: 23,
  text: 25,
  boolean: 16,
};
const column = (name: string, type: keyof typeof TYPES = "timestamptz", attnum = 1): Column => ({
  name,
  type,
  attnum,
  notNull: false,
  baseOid: TYPES[type],
  baseType: type,
  castType: type,
});

describe("what a table is, by its name", () => {
  it.each([
    ["sessions", ["sessions", "session", "django_session", "session_activations", "UserSession"]],
    [
      "tokens",
      [
        "tokens",
        "token",
        "refresh_tokens",
        "oauth_access_tokens",
        "one_time_tokens",
        "verification_token",
        "reset_tokens",
        "api_tokens",
        "auth_tokens",
        "pre_tokens",
        "VerificationToken",
      ],
    ],
    [
      "one-time codes and grants",
      [
        "grants",
        "oauth_grant",
        "codes",
        "auth_code",
        "otps",
        "otp",
        "nonces",
        "nonce",
        "challenges",
        "webauthn_challenge",
      ],
    ],
    [
      "verification requests",
      [
        "email_verifications",
        "confirmations_sent",
        "password_resets_x",
        "account_recovery_x",
        "magic_links_x",
      ],
    ],
    [
      "short-lived flows",
      ["flows", "login_flow", "flow_state", "relay_states", "saml_relay_state"],
    ],
    [
      "locks and leases",
      ["locks", "worker_lock", "leases", "lease", "oban_peers", "heartbeats", "node_heartbeat"],
    ],
    ["invitations", ["invites", "invite", "invitations", "team_invitation"]],
    [
      "login events",
      [
        "login_logs",
        "sign_in_events",
        "signin_attempts",
        "auth_history",
        "login_activities",
        "login_activity",
        "auth_entries",
        "login_log",
        "auth_event",
        "login_attempt",
      ],
    ],
    ["audit events", ["audit_trail", "audits"]],
    [
      "event logs",
      [
        "logs",
        "log",
        "events",
        "event_entity",
        "activities",
        "activity",
        "history",
        "entries",
        "user_ips",
        "daily_visits",
        "change_log",
        "sticky_event",
      ],
    ],
    ["search history", ["search_queries", "search_query", "recent_searches", "searches"]],
    [
      "aggregated statistics",
      [
        "feed_stats",
        "statistics",
        "document_insights",
        "insight",
        "metrics_daily",
        "analytics",
        "insights_by_period",
      ],
    ],
    [
      "job and queue history",
      [
        "jobs",
        "job",
        "queue",
        "job_runs",
        "job_run",
        "executions",
        "execution_entity",
        "deliveries",
        "scheduled_tasks",
        "webhook_calls",
      ],
    ],
    [
      "notifications",
      ["notifications", "notification", "outbox", "device_inbox", "sent_emails", "sent_messages"],
    ],
    [
      "caches, backups and exports",
      ["caches", "url_cache", "backups", "backup", "exports", "export", "push_staging"],
    ],
  ])("%s", (kind, names) => {
    for (const name of names) expect([name, tableKind(name)?.kind]).toEqual([name, kind]);
  });

  it("a kind's word ends the name (a table named after one is something else)", () => {
    for (const name of [
      "sessions_archive",
      "tokens_x",
      "flows_x",
      "locks_x",
      "invites_x",
      "login_logs_x",
      "event_x_y",
      "search_queries_x",
      "jobs_x",
      "notifications_x",
      "backups_x",
      "session_activations_x",
    ])
      expect([name, tableKind(name)]).toEqual([name, undefined]);
    expect(tableKind("UserEntity")).toBeUndefined();
    expect(tableKind("event_entity")?.kind).toBe("event logs");
    expect(tableKind("event_entities")?.kind).toBe("event logs");
    expect(tableKind("job_model")?.kind).toBe("job and queue history");
    expect(tableKind("job_record")?.kind).toBe("job and queue history");
    expect(tableKind("signin_x_attempts")?.kind).toBe("login events");
  });

  it("not what a table holds: records of the application's own", () => {
    for (const name of [
      "widgets",
      "tokenizer",
      "sessionless",
      "codebook",
      "eventual",
      "blogs_x",
      "catalogue",
      "users",
    ])
      expect([name, tableKind(name)]).toEqual([name, undefined]);
  });

  it("a cache by its first word, counts by their period, deliveries in transit, records of a transfer", () => {
    for (const [name, kind] of [
      ["cache_invalidation_stream", "caches, backups and exports"],
      ["caches_by_key", "caches, backups and exports"],
      ["monthly_active_users", "aggregated statistics"],
      ["daily_page_views", "aggregated statistics"],
      ["hourly_rollups", "aggregated statistics"],
      ["device_lists_outbound_pokes", "messages in transit"],
      ["incoming_pokes_x", "messages in transit"],
      ["received_transactions", "event logs"],
      ["delivered_receipts", "event logs"],
      // First match wins: the kinds of the end of the name come first.
      ["sent_emails", "notifications"],
      ["daily_visits", "event logs"],
    ] as const)
      expect([name, tableKind(name)?.kind]).toEqual([name, kind]);
    for (const name of ["cachet", "dailyx_y", "outbounder", "processed_data", "x_received"])
      expect([name, tableKind(name)]).toEqual([name, undefined]);
  });

  it("a client's devices and connections, by the name's last word (a kind only with a last activity: init.test.ts)", () => {
    for (const name of ["devices", "user_devices", "sliding_sync_connections", "UserDevice"])
      expect([name, idleKind(name)?.kind]).toEqual([
        name,
        "a client's devices and connections, stale once quiet",
      ]);
    for (const name of ["device_lists_outbound_pokes", "usersourceconnection", "devices_x"])
      expect([name, idleKind(name)]).toEqual([name, undefined]);
    expect(idleKind("devices")?.confidence).toBe("low");
    expect(tableKind("devices")).toBeUndefined();
    // Their rows, and sessions', end when idle whatever an expiry column leaves NULL.
    expect(endsWhenIdle("sessions")).toBe(true);
    expect(endsWhenIdle(idleKind("devices")?.kind ?? "")).toBe(true);
    expect(endsWhenIdle("tokens")).toBe(false);
  });

  it("says how sure it is", () => {
    expect(tableKind("sessions")?.confidence).toBe("high");
    expect(tableKind("audit_trail")?.confidence).toBe("high");
    expect(tableKind("invites")?.confidence).toBe("medium");
    expect(tableKind("logs")?.confidence).toBe("medium");
  });

  it("reads camelCase as snake_case", () => {
    expect(snake("VerificationToken")).toBe("verification_token");
    expect(snake("apiKeys")).toBe("api_keys");
    expect(snake("a-b c")).toBe("a_b_c");
  });
});

describe("accounts, content and money: never proposed for deletion", () => {
  it.each([
    [
      "by the last word",
      [
        "users",
        "user",
        "accounts",
        "members",
        "customers",
        "profiles",
        "people",
        "persons",
        "identities",
        "identity",
        "organizations",
        "organisation",
        "teams",
        "tenants",
        "workspaces",
        "posts",
        "comments",
        "messages",
        "documents",
        "pages",
        "articles",
        "notes",
        "statuses",
        "stories",
        "objects",
        "files",
        "attachments",
        "media",
        "uploads",
        "repositories",
        "repository",
        "projects",
        "orders",
        "payments",
        "invoices",
        "charges",
        "refunds",
        "subscriptions",
        "products",
        "prices",
        "plans",
        "balances",
        "ledgers",
        "payouts",
        "donations",
        "purchases",
        "carts",
        "wallets",
        "user_entity",
        "core_user",
      ],
    ],
    [
      "by any word",
      [
        "config_cache",
        "configs",
        "configuration_x",
        "settings_log",
        "preferences",
        "credentials_entity",
        "credential",
        "secrets",
        "secret_x",
        "api_keys",
        "apikeys",
        "api_key",
        "authentications",
        "authentication_x",
        "integrations",
        "billing_events",
        "purchase_log",
        "app_store_notifications",
        "invoice_items",
        "payment_events",
        "crypto_certificatekeypair",
        "certificates",
        "keypair",
      ],
    ],
    [
      "by the first word",
      [
        "starred_entries",
        "saved_searches",
        "queued_entries",
        "bookmarked_posts_x",
        "pinned_x",
        "favorite_x",
        "favourites_x",
        "favorited_x",
        "liked_x",
      ],
    ],
  ])("%s", (_how, names) => {
    for (const name of names) expect([name, isKeptTable(name)]).toEqual([name, true]);
  });

  it("one of them or many", () => {
    const singular = [
      "member",
      "customer",
      "profile",
      "person",
      "organization",
      "team",
      "tenant",
      "workspace",
      "post",
      "comment",
      "message",
      "document",
      "page",
      "article",
      "note",
      "object",
      "file",
      "attachment",
      "upload",
      "project",
      "order",
      "payment",
      "invoice",
      "charge",
      "refund",
      "subscription",
      "product",
      "price",
      "plan",
      "balance",
      "ledger",
      "payout",
      "donation",
      "purchase",
      "cart",
      "wallet",
      "account",
      "x_credential",
      "x_secret",
      "x_api_key",
      "x_authentication",
      "x_integration",
      "x_invoice",
      "x_payment",
      "x_purchase",
      "x_config",
      "x_preferences_y",
    ];
    expect(singular.filter((name) => !isKeptTable(name))).toEqual([]);
    expect(
      [
        "superusers",
        "xaccounts",
        "posting",
        "filesystem_x",
        "configured_x",
        "x_settingsy",
        "unsaved_x",
        "requeued_x",
      ].filter((name) => isKeptTable(name)),
    ).toEqual([]);
  });

  it("counts of a period are statistics, whatever they count; money or credentials stay kept", () => {
    expect(isKeptTable("monthly_active_users")).toBe(false);
    expect(isKeptTable("daily_visits_by_account")).toBe(false);
    expect(isKeptTable("daily_payments")).toBe(true);
    expect(isKeptTable("monthly_invoices")).toBe(true);
    expect(isKeptTable("active_users")).toBe(true);
  });

  it("not a token, a log or a session", () => {
    for (const name of [
      "sessions",
      "oauth_access_tokens",
      "login_activities",
      "user_ips_x_log",
      "event_entity",
      "unstarred_x",
      "userlog",
    ])
      expect([name, isKeptTable(name)]).toEqual([name, false]);
  });
});

describe("which column is a clock, and what it says", () => {
  const role = (name: string, type: keyof typeof TYPES = "timestamptz") =>
    clockCandidates([column(name, type)])[0];

  it.each([
    [
      "expiry",
      5,
      [
        "expires_at",
        "expire_at",
        "expiresAt",
        "expiry",
        "expiry_ts",
        "expiration_date",
        "valid_until",
        "valid_till",
        "valid_to",
        "not_after",
        "expires",
        "expired",
        "expired_at",
        "exp",
      ],
    ],
    [
      "expiry (when the row is to be deleted, by its name)",
      5,
      [
        "delete_at",
        "deleteAt",
        "deletion_date",
        "delete_after",
        "purge_at",
        "purge_after",
        "remove_at",
        "removal_date",
        "expunge_at",
        "destroy_at",
        "erase_at",
        "deletion_scheduled_at",
        "scheduled_deletion_at",
        "hard_delete_at",
      ],
    ],
    [
      "expiry (a moment named as a duration: its type or its values say it is when the row ends)",
      5,
      ["ttl", "lifetime", "max_age", "maxAge", "valid_for", "cache_ttl", "sessionLifetime"],
    ],
    [
      "terminal event",
      4,
      [
        "revoked_at",
        "ended_at",
        "closed_at",
        "finished_at",
        "completed_at",
        "consumed_at",
        "used_at",
        "logged_out_at",
        "cancelled_at",
        "canceled_at",
        "terminated_at",
        "processed_at",
        "delivered_at",
        "failed_at",
        "stoppedAt",
        "discarded_at",
        "rejected_at",
      ],
    ],
    [
      "soft delete",
      0.5,
      ["deleted_at", "archived_at", "suspended_at", "disabled_at", "banned_at", "trashed_at"],
    ],
    [
      "last change",
      2,
      [
        "updated_at",
        "modified",
        "changed_at",
        "update_time",
        "last_updated",
        "update_at",
        "update_date",
        "modify_time",
      ],
    ],
    [
      "last activity",
      3,
      [
        "last_used_at",
        "last_login",
        "seen_at",
        "accessed_at",
        "refreshed_at",
        "renewed_at",
        "heartbeat_at",
        "last_active_at",
      ],
    ],
    [
      "creation or event time",
      1,
      [
        "created_at",
        "creation_time",
        "inserted_at",
        "issued_at",
        "timestamp",
        "ts",
        "event_time",
        "occurred_at",
        "logged_at",
        "sent_at",
        "started_at",
        "received_ts",
        "published_at",
        "recorded_at",
        "date",
        "day",
        "date_joined",
        "period_start",
        "at",
        "iat",
      ],
    ],
  ])("%s", (expected, score, names) => {
    for (const name of names)
      expect([name, role(name)?.role, role(name)?.score]).toEqual([name, expected, score]);
  });

  it("a role's word is a whole word of the name", () => {
    for (const name of [
      "expiresx",
      "xexpires",
      "revokedness",
      "deletedx",
      "updatedness",
      "lastly",
      "xlast_seen_y",
      "createdx",
      "my_update_time",
    ])
      expect([name, role(name)?.role ?? "none"]).not.toEqual([name, "expiry"]);
    expect(role("expiresx")?.score).toBe(0);
    expect(role("xexpires")?.score).toBe(0);
    expect(role("deleted_x")?.role).toBe("soft delete");
    expect(role("deletedx")?.score).toBe(0);
    expect(role("updatedness")?.score).toBe(0);
    expect(role("my_update_time")?.role).toBe("creation or event time");
    expect(role("update_time_x")?.role).toBe("creation or event time");
    expect(role("xlast_seen")?.role).toBe("last activity");
    expect(role("lastly")?.score).toBe(0);
    expect(role("cancelled")?.role).toBe("terminal event");
    expect(role("x_revoked")?.role).toBe("terminal event");
    expect(role("revokedness")?.score).toBe(0);
  });

  it("a run-together lower-case name is read as its words (Go fields an ORM lower-cases)", () => {
    for (const [name, expected, score] of [
      ["createat", "creation or event time", 1],
      ["createdat", "creation or event time", 1],
      ["creationtime", "creation or event time", 1],
      ["createdon", "creation or event time", 1],
      ["expiresat", "expiry", 5],
      ["expireat", "expiry", 5],
      ["expiretime", "expiry", 5],
      ["expirydate", "expiry", 5],
      ["lastactivityat", "last activity", 3],
      ["lastseenat", "last activity", 3],
      ["lastupdateat", "last change", 2],
      ["updateat", "last change", 2],
      ["updatetime", "last change", 2],
      ["revokedat", "terminal event", 4],
      ["usedat", "terminal event", 4],
      ["deleteat", "soft delete", 0.5],
      ["deletedat", "soft delete", 0.5],
    ] as const)
      expect([name, role(name)?.role, role(name)?.score]).toEqual([name, expected, score]);
    // A number so named is a clock by its name alone.
    for (const name of ["createat", "expiresat", "lastactivityat", "updateat"])
      expect([name, role(name, "bigint")?.epoch]).toEqual([name, true]);
    // Only a known event word followed by a time suffix, and the whole word: nothing else is split.
    for (const name of ["createx", "xcreateat", "lastupdate", "expiresx", "dateat", "format"])
      expect([name, role(name)?.score]).toEqual([name, 0]);
    expect(role("format", "bigint")).toBeUndefined();
  });

  it("an epoch number's `_unix` suffix names it a time (xorm's `created_unix`)", () => {
    expect(role("created_unix", "bigint")).toMatchObject({
      epoch: true,
      role: "creation or event time",
      score: 1,
    });
    expect(role("updated_unix", "bigint")).toMatchObject({ epoch: true, role: "last change" });
    expect(role("deadline_unix", "bigint")).toMatchObject({ epoch: true, score: 0 });
    expect(role("unixsocket", "bigint")).toBeUndefined();
  });

  it("a time column of no known meaning is a candidate of score 0; a personal date is none", () => {
    expect(role("foo")).toMatchObject({ role: "a time of unknown meaning", score: 0 });
    expect(role("birth_date")).toBeUndefined();
    expect(role("created_at", "text")).toBeUndefined();
    expect(role("created_at", "date")).toMatchObject({ score: 1 });
    expect(role("created_at", "timestamp")).toMatchObject({ score: 1 });
  });

  it("a deletion date is not a soft delete, a past deletion or a last purge", () => {
    expect(role("deleted_at")?.role).toBe("soft delete");
    for (const name of ["removed_at", "purged_at", "last_purge_at", "delete_after_days"])
      expect([name, role(name)?.role]).not.toEqual([name, expect.stringContaining("deleted")]);
  });

  it("a reference is never a time, whatever its name says (`created_by_id`), but by epoch values", () => {
    expect(role("created_by_id", "integer")).toBeUndefined();
    expect(role("expires_by_ids", "bigint")).toBeUndefined();
    const byValues = clockCandidates(
      [column("created_id", "bigint")],
      new Map([["created_id", { nullFrac: 0, bounds: "{1700000000,1710000000}" }]]),
    );
    expect(byValues[0]?.epoch).toBe(true);
  });

  it("a number named as a duration is a duration, but an expiry when its values are epoch times; `exp` unless its values say no", () => {
    const epochMs = { nullFrac: 0, bounds: "{1700000000000,1710000000000,1720000000000}" };
    expect(
      clockCandidates([column("lifetime", "bigint")], new Map([["lifetime", epochMs]]))[0],
    ).toMatchObject({
      clock: "lifetime",
      epoch: true,
      score: 5,
    });
    const small = { nullFrac: 0, bounds: "{60,3600,86400}" };
    expect(clockCandidates([column("ttl", "integer")], new Map([["ttl", small]]))).toEqual([]);
    expect(
      clockCandidates([column("token_ttl_ms", "bigint")], new Map([["token_ttl_ms", small]])),
    ).toEqual([]);
    expect(role("exp", "bigint")).toMatchObject({ role: "expiry", epoch: true });
    expect(clockCandidates([column("exp", "integer")], new Map([["exp", small]]))).toEqual([]);
    // A lifetime of epoch values is no duration to add to a start.
    const both = clockCandidates(
      [column("created_at", "timestamptz", 1), column("ttl", "bigint", 2)],
      new Map([["ttl", epochMs]]),
    );
    expect(both.map((each) => each.clock)).toEqual(["ttl", "created_at"]);
  });

  it("a number named as a time is none when the values the statistics know hold no epoch time (a count, a duration)", () => {
    const stats = (bounds: string | null, common: string | null = null) => ({
      nullFrac: 0,
      bounds,
      common,
    });
    const of = (name: string, bounds: string | null, common: string | null = null) =>
      clockCandidates([column(name, "integer")], new Map([[name, stats(bounds, common)]]));
    expect(of("response_time_ms", "{5,120,900}")).toEqual([]);
    expect(of("created", null, "{0,1,2}")).toEqual([]);
    expect(of("exp", "{60,3600}")).toEqual([]);
    // A sentinel 0 beside epoch times, or no statistics at all: its name decides.
    expect(of("retry_last_ts", "{0,1796463029055}")[0]?.epoch).toBe(true);
    expect(of("created_ts", null)[0]?.epoch).toBe(true);
    expect(of("last_renewed_ts", null, "{1796470805,1796470806}")[0]?.epoch).toBe(true);
  });

  it("a number is a clock when named as a time, or when its values are epoch times; a duration never by its name", () => {
    for (const name of [
      "created_ts",
      "expiry_time_ms",
      "creation_time",
      "timestamp",
      "last_seen",
      "expires",
      "created",
      "epoch_x",
      "x_date",
      "x_at",
    ])
      expect([name, role(name, "bigint")?.epoch]).toEqual([name, true]);
    for (const name of [
      "hits",
      "count",
      "expires_in",
      "ttl",
      "lifetime_ms",
      "max_age",
      "valid_for_s",
      // A time word, then words that name something else: a latitude, a count (Firezone's devices).
      "last_seen_remote_ip_location_lat",
      "created_count",
    ])
      expect([name, role(name, "bigint")]).toEqual([name, undefined]);
    const byValues = clockCandidates(
      [column("last_activity", "integer")],
      new Map([["last_activity", { nullFrac: 0, bounds: "{1700000000,1710000000,1720000000}" }]]),
    );
    expect(byValues[0]).toMatchObject({
      clock: "last_activity",
      epoch: true,
      role: "last activity",
    });
    const counts = clockCandidates(
      [column("hits", "integer")],
      new Map([["hits", { nullFrac: 0, bounds: "{1,50,1720000000}" }]]),
    );
    expect(counts).toEqual([]);
  });

  it("a start and a duration make a computed expiry, in seconds or milliseconds, ranked first", () => {
    const seconds = clockCandidates([
      column("created_at", "timestamptz", 1),
      column("expires_in", "integer", 2),
    ]);
    expect(seconds[0]).toMatchObject({
      clock: { column: "created_at", plus: "expires_in", unit: "s" },
      score: 5.5,
    });
    const ms = clockCandidates([
      column("issued_at", "timestamptz", 1),
      column("ttl_ms", "bigint", 2),
    ]);
    expect(ms[0]).toMatchObject({ clock: { column: "issued_at", plus: "ttl_ms", unit: "ms" } });
    expect(ms[0]?.role).toBe("computed expiry (issued_at + ttl_ms, in milliseconds)");
    expect(seconds[0]?.role).toBe("computed expiry (created_at + expires_in, in seconds)");
    expect(
      clockCandidates([column("published_at", "timestamptz", 1), column("ttl", "integer", 2)]),
    ).toHaveLength(1);
  });

  it("best first", () => {
    const ranked = clockCandidates([
      column("created_at", "timestamptz", 1),
      column("expires_at", "timestamptz", 2),
      column("updated_at", "timestamptz", 3),
    ]);
    expect(ranked.map((each) => each.clock)).toEqual(["expires_at", "updated_at", "created_at"]);
  });
});

describe("an epoch's unit, by the size of its values", () => {
  it.each([
    ["{1700000000,1710000000,1720000000}", "epoch-s"],
    ["{1700000000000,1710000000000,1720000000000}", "epoch-ms"],
    ["{1700000000000000,1710000000000000,1720000000000000}", "epoch-us"],
  ])("%s: %s", (bounds, unit) => {
    expect(epochUnit(bounds)).toBe(unit);
    expect(epochUnit(bounds, true)).toBe(unit);
  });

  it("strictly: every bound a time from 2000 to 2100 in one unit, at least two of them", () => {
    expect(epochUnit("{1700000000}", true)).toBeUndefined();
    expect(epochUnit("{946684800,4102444800}", true)).toBe("epoch-s");
    expect(epochUnit("{946684799,1700000000}", true)).toBeUndefined();
    expect(epochUnit("{1700000000,4102444801}", true)).toBeUndefined();
    expect(epochUnit("{1700000000,1700000000000}", true)).toBeUndefined();
    expect(epochUnit(null, true)).toBeUndefined();
  });

  it("loosely: the middle bound's size; nothing for small or no values", () => {
    expect(epochUnit("{1,2,3}")).toBeUndefined();
    expect(epochUnit("{-5,0,-1}")).toBeUndefined();
    expect(epochUnit(null)).toBeUndefined();
    expect(epochUnit("{100000000}")).toBe("epoch-s");
    expect(epochUnit("{99999999}")).toBeUndefined();
    expect(epochUnit("{100000000000}")).toBe("epoch-ms");
    expect(epochUnit("{100000000000000}")).toBe("epoch-us");
    // Bounds and common values joined, in any order: the middle of the sorted values.
    expect(epochUnit("{1796470805,1796470806},{5}")).toBe("epoch-s");
  });
});

describe("status, hold, expiring flag and personal columns", () => {
  it("terminal status values, whatever their spelling", () => {
    const values = [
      "Revoked",
      "expired",
      "Rotated",
      "used",
      "consumed",
      "complete",
      "completed",
      "done",
      "failed",
      "cancelled",
      "canceled",
      "closed",
      "ended",
      "superseded",
      "exhausted",
      "rejected",
      "deleted",
      "inactive",
      "logged out",
      "logged_out",
      "finished",
      "archived",
      "confirmed",
      "verified",
      "declined",
      "timed-out",
      "discarded",
      "errored",
      "succeeded",
    ];
    expect(splitStatus([...values, "Active", "pending", "scheduled"])).toEqual({
      terminal: values,
      live: ["Active", "pending", "scheduled"],
    });
  });

  it("status columns, holds, expiring flags and personal columns by name and type", () => {
    expect(
      ["status", "state", "job_status", "flow_state", "statuses"].map((name) =>
        isStatusColumn(column(name, "text")),
      ),
    ).toEqual([true, true, true, true, false]);
    expect(
      [
        "legal_hold",
        "on_hold",
        "hold",
        "litigation_hold",
        "retain",
        "retained",
        "preserve",
        "pinned",
      ].every((name) => isHoldColumn(column(name, "boolean"))),
    ).toBe(true);
    expect([
      isHoldColumn(column("legal_hold", "text")),
      isHoldColumn(column("held_by", "boolean")),
    ]).toEqual([false, false]);
    expect(
      ["expiring", "expires", "can_expire", "does_expire"].every((name) =>
        isExpiringFlag(column(name, "boolean")),
      ),
    ).toBe(true);
    expect([
      isExpiringFlag(column("expiring", "timestamptz")),
      isExpiringFlag(column("expired", "boolean")),
    ]).toEqual([false, false]);
    const personal = [
      "email",
      "user_email",
      "e_mail",
      "phone",
      "phone_number",
      "ip",
      "last_ip",
      "ip_address",
      "user_agent",
      "first_name",
      "last_name",
      "full_name",
      "address",
      "birth_date",
      "birthdate",
      "dob",
      "ssn",
      "passport",
      "birthday",
    ];
    expect(personal.filter((name) => !isPersonalColumn(column(name, "text")))).toEqual([]);
    expect(
      ["emails_sent", "ipsum", "name"].filter((name) => isPersonalColumn(column(name, "text"))),
    ).toEqual([]);
  });
});

describe("moments still to come, and pending work", () => {
  const required = (name: string, type: keyof typeof TYPES = "timestamptz"): Column => ({
    ...column(name, type),
    notNull: true,
  });

  it("a moment still to come is a candidate of score 0, never a row's clock, whatever its type", () => {
    for (const name of [
      "scheduled_at",
      "available_at",
      "due_date",
      "run_at",
      "remind_at",
      "send_at",
      "publish_at",
      "next_run_at",
      "nextAttemptAt",
      "deadline",
      "not_before",
      "nbf",
      "scheduled_for",
    ]) {
      const found = clockCandidates([column(name)])[0];
      expect([name, found?.role, found?.score]).toEqual([name, "a time still to come", 0]);
    }
    // A past moment of the same verbs is a clock as before.
    for (const [name, role] of [
      ["published_at", "creation or event time"],
      ["sent_at", "creation or event time"],
      ["last_run_at", "last activity"],
      ["scheduled", "a time of unknown meaning"],
    ] as const)
      expect([name, clockCandidates([column(name)])[0]?.role]).toEqual([name, role]);
  });

  it("a due column says pending work only when NOT NULL and of a time or epoch type", () => {
    expect(isDueColumn(required("available_at", "integer"))).toBe(true);
    expect(isDueColumn(required("scheduled_at"))).toBe(true);
    expect(isDueColumn(column("scheduled_at"))).toBe(false);
    expect(isDueColumn(required("scheduled_at", "text"))).toBe(false);
    expect(isDueColumn(required("created_at"))).toBe(false);
  });
});
