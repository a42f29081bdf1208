// The mechanisms a policy may name: the one list the retention table's enum, every union of
// mechanism names and every door derive from, with what the contract knows of each (the fields it
// takes and refuses, what its runs count, how its lateness is watched). The engine's part of each
// mechanism is its folder under functions/engine/mechanisms/.
import { METRIC } from "./metrics.js";

/** A field of a policy, as the retention table spells it. */
export type PolicyFieldName =
  | "status"
  | "selfReference"
  | "hold"
  | "key"
  | "cascades"
  | "clockUnit"
  | "clockTimeZone"
  | "where"
  | "keep"
  | "alsoDelete"
  | "orphans"
  | "columns"
  | "keepTable"
  | "publish"
  | "archive"
  | "into"
  | "vacuumAfter";

export interface MechanismFacts {
  /** What it does to a row, in words: delete, redact, drop, move (and done: deleted, redacted, ...). */
  verb: string;
  past: string;
  /**
   * Which figure its rows are counted in: deleted (they left the table: RowsDeleted) or redacted
   * (the row stays, overwritten: RowsRedacted).
   */
  counts: "deleted" | "redacted";
  /**
   * How lateness is watched: the oldest row still due (OldestAgeSeconds against retention plus
   * grace), or how long the oldest partition due has been attached (OverdueSeconds > 0).
   */
  onTime: "oldest-row" | "overdue-partition";
  /** Fields only this mechanism (and others that list them) takes. */
  takes: readonly PolicyFieldName[];
  /** Fields every other mechanism takes, which this one refuses. */
  refuses: readonly PolicyFieldName[];
  /** Fields it cannot go without, and why. */
  needs?: Partial<Record<PolicyFieldName, string>>;
  /** Its clock must be one plain column (a partition key), not several nor a computed one. */
  oneClockColumn?: boolean;
}

/** The list. A new mechanism is an entry here and a folder under functions/engine/mechanisms/. */
export const MECHANISMS = {
  delete: {
    verb: "delete",
    past: "deleted",
    counts: "deleted",
    onTime: "oldest-row",
    takes: [],
    refuses: [],
  },
  redact: {
    verb: "redact",
    past: "redacted",
    counts: "redacted",
    onTime: "oldest-row",
    takes: ["columns"],
    refuses: ["selfReference", "cascades", "publish", "alsoDelete", "orphans", "keep", "archive"],
    needs: {
      columns: 'must name the columns to redact, and with what (null, "hash" or {"value": ...})',
    },
  },
  "drop-partitions": {
    verb: "delete",
    past: "deleted",
    counts: "deleted",
    onTime: "overdue-partition",
    oneClockColumn: true,
    takes: ["keepTable"],
    refuses: [
      "status",
      "selfReference",
      "hold",
      "key",
      "cascades",
      "clockUnit",
      "clockTimeZone",
      "where",
      "keep",
      "alsoDelete",
      "orphans",
      "vacuumAfter",
    ],
  },
  "move-to-table": {
    verb: "move",
    past: "moved",
    counts: "deleted",
    onTime: "oldest-row",
    takes: ["into"],
    refuses: ["selfReference", "alsoDelete", "archive", "publish"],
    needs: {
      into: 'must name the archive table its rows go into ({"table": "schema.table"}), and one for each table its cascades reach',
    },
  },
} as const satisfies Record<string, MechanismFacts>;

export type MechanismName = keyof typeof MECHANISMS;
export const MECHANISM_NAMES = Object.keys(MECHANISMS) as [MechanismName, ...MechanismName[]];

/** What the contract knows of a mechanism (the default one when a policy names none). */
export const mechanismFacts = (name: MechanismName = "delete"): MechanismFacts => MECHANISMS[name];

/** The metric a mechanism's rows are counted in. */
export const rowsMetric = (name: MechanismName = "delete") =>
  mechanismFacts(name).counts === "redacted" ? METRIC.rowsRedacted : METRIC.rowsDeleted;

/** The fields some mechanism takes that others do not (each refused where it is not taken). */
export const mechanismOnlyFields = [
  ...new Set(Object.values(MECHANISMS).flatMap((facts) => facts.takes)),
] as PolicyFieldName[];
