// How a policy's clock column compares with a cutoff: its kind from the base type, its unit and
// time zone, and every clock the catalog cannot compare refused.
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import type { ClockShape } from "./shape.js";
import type { Column } from "./table-facts.js";

/** Clock types by base type oid (pg_type): any precision, any domain over them. */
export const clockKinds: Record<number, { kind: ClockShape["kind"]; integral?: boolean }> = {
  1184: { kind: "instant" }, // timestamptz
  1114: { kind: "wall-clock" }, // timestamp
  1082: { kind: "date" },
  20: { kind: "epoch", integral: true }, // bigint
  23: { kind: "epoch", integral: true }, // integer
  21: { kind: "epoch", integral: true }, // smallint
  1700: { kind: "epoch", integral: false }, // numeric
  701: { kind: "epoch", integral: false }, // double precision
  700: { kind: "epoch", integral: false }, // real
};

const unitMs = { "epoch-s": 1000, "epoch-ms": 1, "epoch-us": 0.001 } as const;

/** How a policy's clock columns compare with a cutoff (see ClockShape); refuses what cannot. */
export function clockShapeOf(policy: Policy, clocks: Column[], field: string): ClockShape {
  const first = clocks[0] as Column;
  const other = clocks.find((each) => each.baseOid !== first.baseOid);
  if (other) {
    throw new ConfigError(
      `${field}.clock`,
      `columns "${first.name}" (${first.baseType}) and "${other.name}" (${other.baseType}) differ in type; the earliest of several clocks needs one type (and one unit)`,
    );
  }
  const known = clockKinds[first.baseOid];
  if (!known) {
    throw new ConfigError(
      `${field}.clock`,
      `column "${first.name}" is ${first.type}, not a timestamp, a date or a number of epoch seconds or milliseconds`,
    );
  }
  const clock: ClockShape = { kind: known.kind, type: first.castType };
  if (known.kind === "epoch") {
    if (!policy.clockUnit) {
      throw new ConfigError(
        `${field}.clockUnit`,
        `column "${first.name}" is ${first.type}: say what its numbers count, e.g. "clockUnit": "epoch-ms" (milliseconds since 1970-01-01 UTC), "epoch-s" or "epoch-us"`,
      );
    }
    return { ...clock, unitMs: unitMs[policy.clockUnit], integral: known.integral ?? false };
  }
  if (policy.clockUnit) {
    throw new ConfigError(
      `${field}.clockUnit`,
      `applies to a numeric clock; column "${first.name}" is ${first.type}`,
    );
  }
  if (known.kind === "instant") {
    if (policy.clockTimeZone) {
      throw new ConfigError(
        `${field}.clockTimeZone`,
        `column "${first.name}" is ${first.type}: its values are instants already; clockTimeZone applies to timestamp without time zone and date`,
      );
    }
    return clock;
  }
  return { ...clock, timeZone: policy.clockTimeZone ?? "UTC" };
}
