// The function's erasure events (`kind: "erase"`, from an application when a user deletes their
// account): each subject erased by the function's erasure table in one transaction with its
// receipt, as `retention-job erase` does. Logged by keyed hash and outcome only, never the key.
import type pg from "pg";
import { ConfigError } from "../contract/errors.js";
import { parseErasureEvent } from "../contract/events.js";
import {
  checkSubjectKeys,
  describeErasure,
  eraseSubject,
  type Logger,
  type SubjectResult,
  withClient,
} from "../engine/index.js";
import type { Settings } from "./settings.js";

export interface ErasureResult {
  kind: "erase";
  erasure: string;
  subjects: SubjectResult[];
}

export interface ErasureDeps {
  settings: Settings;
  pool: pg.Pool;
  redactionKey: string | undefined;
  logger: Logger;
  /** The invocation's time left: a subject erased in steps stops between them before it runs out. */
  remainingMs?: () => number;
}

export async function runErasureEvent(event: unknown, deps: ErasureDeps): Promise<ErasureResult> {
  const parsed = parseErasureEvent(event);
  const erasure = deps.settings.erasure;
  if (!erasure)
    throw new ConfigError(
      "ERASURE_TABLE",
      "an erase event needs the function's erasure table: set ERASURE_TABLE (docs/erasure.md)",
    );
  const shape = await withClient(deps.pool, async (client) => {
    const described = await describeErasure(client, erasure);
    await checkSubjectKeys(client, described, parsed.subjects);
    return described;
  });
  const subjects: SubjectResult[] = [];
  for (const key of parsed.subjects) {
    const result = await eraseSubject(shape, key, {
      pool: deps.pool,
      redactionKey: deps.redactionKey,
      dryRun: parsed.dryRun,
      ...(deps.remainingMs
        ? { deadline: Date.now() + deps.remainingMs() - deps.settings.safetyMarginMs }
        : {}),
    });
    deps.logger.info(
      {
        event: "erasure",
        erasure: erasure.name,
        subjectHash: result.subjectHash,
        outcome: result.outcome,
        seq: result.seq,
        ...(result.steps ? { steps: result.steps } : {}),
        dryRun: parsed.dryRun,
      },
      `erasure ${result.outcome}`,
    );
    subjects.push(result);
  }
  return { kind: "erase", erasure: erasure.name, subjects };
}
