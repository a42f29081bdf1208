// `retention-job hold add | list | release`: legal holds tied to a case, in the register of the
// job's own schema (docs/holds.md). A scope is one JSON object (--scope), checked against the
// catalog, the retention table (--config / --preset: a policy or tenant scope) and the erasure
// table (--erasure-table: a subject scope) before anything is written; each change is recorded in
// the evidence ledger. A subject's key is shown only as its keyed hash (REDACTION_KEY).
import { loadErasureTableFile } from "../../contract/erasure-table.js";
import { ConfigError } from "../../contract/errors.js";
import { holdAdd, holdRelease, parseHold, scopeFromJson } from "../../contract/holds.js";
import { stamp } from "../../contract/output-versions.js";
import {
  addHold,
  createPool,
  type DueErasure,
  listHolds,
  type PublicHold,
  publicHold,
  releaseHold,
} from "../../engine/index.js";
import { connection, databaseUrl, parseOptions, tableFrom } from "../args.js";
import { EXIT, type Io } from "../io.js";

const options = {
  case: { type: "string" },
  reason: { type: "string" },
  by: { type: "string" },
  "review-by": { type: "string" },
  scope: { type: "string" },
  preset: { type: "string" },
  config: { type: "string" },
  "erasure-table": { type: "string" },
  all: { type: "boolean" },
  "database-url": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;
type Values = ReturnType<typeof parseOptions<typeof options>>;

const ACTIONS = ["add", "list", "release"] as const;
type Action = (typeof ACTIONS)[number];

/** The flags as the contract's hold input (its errors name the field: case, scope.table, ...). */
function inputOf(action: Action, values: Values) {
  if (action === "add")
    return parseHold(holdAdd, {
      case: values.case,
      reason: values.reason,
      placedBy: values.by,
      ...(values["review-by"] !== undefined ? { reviewBy: values["review-by"] } : {}),
      scope: values.scope === undefined ? undefined : scopeFromJson(values.scope),
    });
  if (action === "release")
    return parseHold(holdRelease, { case: values.case, releasedBy: values.by });
  return undefined;
}

function lines(action: Action, holds: PublicHold[], due: DueErasure[]): string[] {
  const verb = { add: "placed", list: "in force", release: "released" }[action];
  if (holds.length === 0) return [`no hold ${verb}`];
  return [
    ...holds.map(
      (hold) =>
        `${verb}: case ${hold.case} (hold ${hold.id}) ${JSON.stringify(hold.scope)}; by ${hold.placedBy} at ${hold.placedAt}${hold.reviewBy ? `; review by ${hold.reviewBy.slice(0, 10)}${hold.reviewPassed ? " (passed)" : ""}` : ""}${hold.releasedAt ? `; released by ${hold.releasedBy} at ${hold.releasedAt}` : ""}: ${hold.reason}`,
    ),
    ...due.map(
      (each) =>
        `erasure due: ${each.erasure} subject ${each.subjectHash} (refused under case ${each.case}, receipt ${each.refusedAt}): run retention-job erase for it again`,
    ),
  ];
}

export async function holdCommand(args: string[], io: Io): Promise<number | "help"> {
  const [first, ...rest] = args;
  if (first === undefined || first === "--help" || first === "-h") return "help";
  if (!(ACTIONS as readonly string[]).includes(first))
    throw new ConfigError("hold", `"${first}" is not one of ${ACTIONS.join(", ")}`);
  const action = first as Action;
  const values = parseOptions(rest, options, (given) => {
    if (!given.help) inputOf(action, given);
  });
  if (values.help) return "help";
  const input = inputOf(action, values);
  const pool = createPool({ connectionString: databaseUrl(values, io), max: 2 });
  const now = new Date();
  try {
    let holds: PublicHold[];
    let due: DueErasure[] = [];
    if (action === "add") {
      const given = values.config !== undefined || values.preset !== undefined;
      const erasureFile = values["erasure-table"];
      const hold = await addHold(input as Parameters<typeof addHold>[0], {
        pool,
        redactionKey: connection(values, io).redactionKey,
        ...(given ? { policies: (await tableFrom(values)).policies } : {}),
        ...(erasureFile !== undefined
          ? { erasureTable: await loadErasureTableFile(erasureFile) }
          : {}),
        now,
      });
      holds = [publicHold(hold, now)];
    } else if (action === "release") {
      const done = await releaseHold(input as Parameters<typeof releaseHold>[0], { pool, now });
      holds = done.released.map((each) => publicHold(each, now));
      due = done.due;
    } else
      holds = (await listHolds(pool, values.all === true)).map((each) => publicHold(each, now));
    io.out(
      values.json
        ? JSON.stringify({ ...stamp("cli-hold"), action, holds, due })
        : lines(action, holds, due).join("\n"),
    );
    return EXIT.ok;
  } finally {
    await pool.end();
  }
}
