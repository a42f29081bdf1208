// The function's hold events (`kind` hold-add, hold-list, hold-release): the same register, checks
// and ledger records as `retention-job hold` (docs/holds.md), with the function's retention table
// and erasure table (ERASURE_TABLE) to check a scope against. Logged by case and action only; a
// subject's key is never returned or logged (its keyed hash only).
import type pg from "pg";
import { type HoldEvent, holdEvent, parseHold } from "../contract/holds.js";
import {
  addHold,
  type DueErasure,
  type Logger,
  listHolds,
  type PublicHold,
  publicHold,
  releaseHold,
} from "../engine/index.js";
import type { Settings } from "./settings.js";

export interface HoldResult {
  kind: HoldEvent["kind"];
  holds: PublicHold[];
  due: DueErasure[];
}

export interface HoldDeps {
  settings: Settings;
  pool: pg.Pool;
  redactionKey: string | undefined;
  logger: Logger;
}

async function act(event: HoldEvent, deps: HoldDeps, now: Date) {
  if (event.kind === "hold-list")
    return { holds: (await listHolds(deps.pool, event.all)).map((each) => publicHold(each, now)) };
  if (event.kind === "hold-release") {
    const { released, due } = await releaseHold(event, { pool: deps.pool, now });
    return { holds: released.map((each) => publicHold(each, now)), due };
  }
  const { kind: _kind, ...input } = event;
  const hold = await addHold(input, {
    pool: deps.pool,
    redactionKey: deps.redactionKey,
    policies: deps.settings.policies,
    ...(deps.settings.erasure ? { erasureTable: deps.settings.erasure } : {}),
    now,
  });
  return { holds: [publicHold(hold, now)] };
}

export async function runHoldEvent(event: unknown, deps: HoldDeps): Promise<HoldResult> {
  const parsed = parseHold(holdEvent, event, "event");
  const done = await act(parsed, deps, new Date());
  deps.logger.info(
    { event: "hold", kind: parsed.kind, cases: done.holds.map((each) => each.case) },
    `${parsed.kind}: ${done.holds.length} hold(s)`,
  );
  return { kind: parsed.kind, holds: done.holds, due: ("due" in done && done.due) || [] };
}
