// `retention-job init`'s judgement, written down (and in the README): which tables hold data that
// expires, which column starts its clock, which status values are terminal, which boolean is a
// hold, which columns look personal. Names only; the catalog and statistics decide the rest.

import { clockKinds } from "../catalog/clock-shape.js";
import type { Column } from "../catalog/table-facts.js";

export type Confidence = "high" | "medium" | "low";

/** CamelCase (Prisma's "VerificationToken") and snake_case read alike: `verification_token`. */
export const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toLowerCase();

/** What a table is, by its name: the kinds of data that expire. First match wins. */
const KINDS: [RegExp, string, Confidence][] = [
  [/(^|_)sessions?(_activations?)?$/, "sessions", "high"],
  [/(^|_)(one_time|verification|refresh|access|reset|api|auth|pre)?_?tokens?$/, "tokens", "high"],
  [/(^|_)(grants?|codes?|otps?|nonces?|challenges?)$/, "one-time codes and grants", "high"],
  [
    /(verification|confirmation|password_reset|recovery|magic_link)/,
    "verification requests",
    "high",
  ],
  [/(^|_)(flows?|flow_state|relay_states?)$/, "short-lived flows", "high"],
  [/(^|_)invit(e|ation)s?$/, "invitations", "medium"],
  [
    /(login|sign_in|signin|auth).*(logs?|events?|activit(y|ies)|attempts?|history|entries)$/,
    "login events",
    "high",
  ],
  [/audit/, "audit events", "high"],
  [/(_logs?|_events?|event_entity|_activit(y|ies)|_history|_entries)$/, "event logs", "medium"],
  [
    /(^|_)(jobs?|queue|job_runs?|executions?|deliveries|webhook_\w+)$/,
    "job and queue history",
    "medium",
  ],
  [/(^|_)(notifications?|outbox|sent_emails|sent_messages)$/, "notifications", "medium"],
];

export function tableKind(name: string): { kind: string; confidence: Confidence } | undefined {
  const text = snake(name);
  const found = KINDS.find(([pattern]) => pattern.test(text));
  return found ? { kind: found[1], confidence: found[2] } : undefined;
}

/** Clock roles, best first: an expiry or a terminal event says more than a creation time. */
const CLOCKS: [RegExp, string, number][] = [
  [
    /^(expires?_at|expire_date|expires|expiry|expiration|expires_on|valid_until|not_after|expired_at)$/,
    "expiry",
    5,
  ],
  [
    /^(revoked_at|ended_at|closed_at|finished_at|completed_at|consumed_at|used_at|logged_out_at|cancell?ed_at|terminated_at|processed_at|delivered_at|failed_at)$/,
    "terminal event",
    4,
  ],
  [
    /^(last_used_at|last_seen_at|last_active_at|last_activity_at|last_seen|last_login|last_sign_in_at|current_sign_in_at|refreshed_at|accessed_at)$/,
    "last activity",
    3,
  ],
  [/^(updated_at|modified_at|update_time|last_modified)$/, "last change", 2],
  [
    /^(created_at|created|inserted_at|issued_at|timestamp|occurred_at|event_time|admin_event_time|action_time|logged_at|created_on|started_at|sent_at|date_joined)$/,
    "creation or event time",
    1,
  ],
];

/** A column that holds a duration after a start (Doorkeeper's `expires_in` seconds). */
const DURATION = /^(expires_in|ttl|lifetime|max_age|valid_for)(_(s|sec|seconds|ms))?$/;
const STARTS = /^(created_at|issued_at|inserted_at|created)$/;

export interface ClockCandidate {
  /** A column, or a computed clock. */
  clock: string | { column: string; plus: string; unit: "s" | "ms" };
  role: string;
  score: number;
  /** Columns whose share of NULLs the statistics give (the first one's decides). */
  column: string;
  epoch?: boolean;
}

const isTime = (column: Column) => {
  const kind = clockKinds[column.baseOid]?.kind;
  return kind === "instant" || kind === "wall-clock" || kind === "date";
};
const isNumber = (column: Column) => clockKinds[column.baseOid]?.kind === "epoch";

/** The columns that could start a row's clock, best first. */
export function clockCandidates(columns: Column[]): ClockCandidate[] {
  const found: ClockCandidate[] = [];
  for (const column of columns) {
    const name = snake(column.name);
    const role = CLOCKS.find(([pattern]) => pattern.test(name));
    if (!role) continue;
    // A number is a clock only when named like one: epoch seconds or milliseconds.
    if (isTime(column) || (isNumber(column) && /(time|_at|created)$/.test(name))) {
      found.push({
        clock: column.name,
        role: role[1],
        score: role[2],
        column: column.name,
        ...(isNumber(column) ? { epoch: true } : {}),
      });
    }
  }
  const start = columns.find((column) => STARTS.test(snake(column.name)) && isTime(column));
  const duration = columns.find((column) => DURATION.test(snake(column.name)) && isNumber(column));
  if (start && duration) {
    const unit = /_ms$/.test(snake(duration.name)) ? "ms" : "s";
    found.push({
      clock: { column: start.name, plus: duration.name, unit },
      role: `computed expiry (${start.name} + ${duration.name}, in ${unit === "s" ? "seconds" : "milliseconds"})`,
      score: 5.5,
      column: start.name,
    });
  }
  return found.sort((a, b) => b.score - a.score);
}

/** The epoch unit a number clock's values are in, from their size (the histogram's middle bound). */
export function epochUnit(bounds: string | null): "epoch-s" | "epoch-ms" | "epoch-us" | undefined {
  const values = (bounds ?? "").replace(/[{}]/g, "").split(",").map(Number).filter(Number.isFinite);
  const middle = values[Math.floor(values.length / 2)];
  if (middle === undefined || middle <= 0) return undefined;
  if (middle >= 1e14) return "epoch-us";
  if (middle >= 1e11) return "epoch-ms";
  return middle >= 1e8 ? "epoch-s" : undefined;
}

const TERMINAL =
  /^(revoked|expired|rotated|used|consumed|completed?|done|failed|cancell?ed|closed|ended|superseded|exhausted|rejected|deleted|inactive|logged_?out|finished|archived|confirmed|verified|declined|timed_?out)$/i;

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
  column.baseOid === 16 &&
  /^(legal_hold|on_hold|hold|litigation_hold|retain|retained|preserve|pinned)$/.test(
    snake(column.name),
  );

/** Columns that look personal: who, where from, how to reach them. */
export const isPersonalColumn = (column: Column) =>
  /(^|_)(email|e_mail|phone|phone_number|ip|ip_address|user_agent|first_name|last_name|full_name|address|birth_?date|dob|ssn|passport)$/.test(
    snake(column.name),
  );
