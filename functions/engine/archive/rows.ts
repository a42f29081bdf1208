// Archive, verify, then purge, a batch at a time: the oldest deletable rows are read and locked in
// one transaction, written as one object (with its manifest), read back and checked, and deleted
// by that same transaction, which also marks the object done. A crash anywhere leaves the rows in
// the database (the object is then abandoned by the next run) or in a verified, done object.
import { RetentionError } from "../../contract/errors.js";
import type { PolicyShape } from "../catalog/shape.js";
import type { ArchiveFigures } from "../report.js";
import {
  archiveDeleteSql,
  archiveLockSql,
  archivePickSql,
  markDoneSql,
  PICKED_LEAD,
  textSettingsSql,
} from "../sql/archive.js";
import type { StrategyContext, StrategyOutcome } from "../strategies/context.js";
import {
  type ArchiveColumn,
  contentChecksum,
  encodeRows,
  readArchiveColumns,
  sha256,
  type TextRow,
} from "./format.js";
import { abandon, recordPending, unfinished } from "./ledger.js";
import { putManifest } from "./manifest.js";
import { type ArchiveWork, CONTENT_TYPE, EXTENSION } from "./store.js";
import { verifyObject } from "./verify.js";

/** A batch whose rows changed between their archive and their delete: rolled back, tried again. */
class RowsChanged extends RetentionError {}
const BATCH_ATTEMPTS = 3;

/**
 * Archives and deletes a policy's deletable rows, oldest first, under the policy's archive lock
 * (one instance at a time: another one's pending object is not a crash's), after taking up what
 * an earlier crash left pending. `around` runs the walk its own way (tenant by tenant).
 */
export async function archiveRows(
  context: StrategyContext,
  work: ArchiveWork,
  around?: (walk: (one: StrategyContext) => Promise<StrategyOutcome>) => Promise<StrategyOutcome>,
): Promise<StrategyOutcome | "skipped"> {
  const { client, shape } = context;
  const locked = await client.query<{ locked: boolean }>(archiveLockSql(shape.policy.name, true));
  if (!locked.rows[0]?.locked) return "skipped";
  try {
    for (const left of await unfinished(work.pool, shape.policy.name)) {
      if (left.kind === "rows") await abandon(work.pool, work.target.store, left.id);
    }
    const columns = await readArchiveColumns(client, shape.policy.table);
    return await (around ?? ((all) => all(context)))((one) => walk(one, work, columns));
  } finally {
    await client.query(archiveLockSql(shape.policy.name, false));
  }
}

async function walk(
  context: StrategyContext,
  work: ArchiveWork,
  columns: ArchiveColumn[],
): Promise<StrategyOutcome> {
  for (let failures = 0; ; ) {
    const stop = context.stop();
    if (stop) return stop;
    const size = context.sizer.size;
    try {
      const { picked, durationMs } = await archiveBatch(context, work, columns, size);
      if (picked < size) return "completed";
      context.sizer.observe(size, durationMs, true);
      failures = 0;
    } catch (error) {
      if (!(error instanceof RowsChanged) || ++failures >= BATCH_ATTEMPTS) throw error;
    }
    await context.pause();
  }
}

/** One batch in one transaction: read and lock, write and verify, delete, mark done, commit. */
async function archiveBatch(
  context: StrategyContext,
  work: ArchiveWork,
  columns: ArchiveColumn[],
  size: number,
): Promise<{ picked: number; durationMs: number }> {
  const { client } = context;
  const started = Date.now();
  const pending: { id?: string } = {};
  const { stream } = context;
  // The batch's transaction as its change-stream mode opens it (strategies/change-stream.ts).
  const inTransaction = () => archiveInTransaction(context, work, columns, size, pending);
  try {
    const done = await stream.transaction(client, stream.next(), inTransaction, (batch) =>
      Boolean(batch.result),
    );
    if (!done.result) return { picked: 0, durationMs: Date.now() - started };
    addFigures(work.figures, done.written);
    const durationMs = Date.now() - started;
    context.onBatch(done.picked, durationMs, {
      cascaded: done.result.cascaded.map(Number),
      alsoDeleted: done.result.also_deleted.map(Number),
    });
    return { picked: done.picked, durationMs };
  } catch (error) {
    // Safe whatever happened: only a pending object is abandoned, never a done one.
    if (pending.id !== undefined)
      await abandon(work.pool, work.target.store, pending.id).catch(() => undefined);
    throw error;
  }
}

/** The batch's work inside its transaction: read and lock, write and verify, delete, mark done. */
async function archiveInTransaction(
  context: StrategyContext,
  work: ArchiveWork,
  columns: ArchiveColumn[],
  size: number,
  pending: { id?: string },
) {
  const { client, shape } = context;
  await client.query(textSettingsSql());
  const { rows } = await client.query<unknown[]>({
    ...archivePickSql(
      shape,
      columns.map((column) => column.name),
      size,
    ),
    rowMode: "array",
  });
  if (rows.length === 0) return { picked: 0 };
  const batch = splitPicked(shape, rows);
  const written = await writeObject(work, shape, columns, batch, pending);
  const deleted = await client.query<{
    deleted: number;
    cascaded: (number | string)[];
    also_deleted: (number | string)[];
  }>(archiveDeleteSql(shape, batch.lead));
  const result = deleted.rows[0];
  if (result?.deleted !== rows.length) {
    throw new RowsChanged(`${rows.length} rows archived, ${result?.deleted} still deletable`);
  }
  const done = await client.query(markDoneSql(written.id, written.figures));
  if (done.rowCount !== 1) throw new RetentionError("the archive object was taken up meanwhile");
  return { picked: rows.length, result, written: written.figures };
}

/** A verified object, counted in the policy's figures once its rows (or partition) are gone. */
export const addFigures = (figures: ArchiveFigures, written: { rows: number; bytes: number }) => {
  figures.objects += 1;
  figures.rows += written.rows;
  figures.bytes += written.bytes;
};

/** A batch's rows as read: where each is (table, ctid), its clock, its key, its values. */
interface Picked {
  lead: { tableoid: number; ctid: string }[];
  clocks: (string | null)[];
  keys: string[][];
  values: TextRow[];
}

function splitPicked(shape: PolicyShape, rows: unknown[][]): Picked {
  const width = shape.key?.columns.length ?? 0;
  return {
    lead: rows.map((row) => ({ tableoid: row[0] as number, ctid: row[1] as string })),
    clocks: rows.map((row) => row[2] as string | null),
    keys: rows.map((row) => row.slice(PICKED_LEAD, PICKED_LEAD + width) as string[]),
    values: rows.map((row) => row.slice(PICKED_LEAD + width) as TextRow),
  };
}

/**
 * The batch's object and manifest, written and verified, recorded pending first (in `pending`, for
 * the caller to abandon if anything fails). Its name comes
 * from the rows' keys (their values when the table has no key): a retried batch writes the same.
 */
async function writeObject(
  work: ArchiveWork,
  shape: PolicyShape,
  columns: ArchiveColumn[],
  batch: Picked,
  pending: { id?: string },
) {
  const { store, prefix, format } = work.target;
  const body = encodeRows(format, columns, batch.values);
  const name = sha256(JSON.stringify(shape.key ? batch.keys : batch.values)).slice(0, 32);
  const key = `${prefix}${name}${EXTENSION[format]}`;
  const figures = {
    rows: batch.values.length,
    bytes: body.length,
    sha256: sha256(body),
    content: contentChecksum(batch.values),
  };
  const id = await recordPending(work.pool, {
    runId: work.runId,
    policy: shape.policy.name,
    bucket: store.bucket,
    key,
    kind: "rows",
  });
  pending.id = id;
  await store.put(key, body, CONTENT_TYPE[format]);
  await putManifest(
    work,
    shape,
    columns,
    { key, ...figures },
    {
      ...(shape.key
        ? {
            key: {
              columns: shape.key.columns,
              first: batch.keys[0] as string[],
              last: batch.keys.at(-1) as string[],
            },
          }
        : {}),
      clock: {
        expression: shape.policy.clock.join(" + "),
        min: batch.clocks[0] ?? null,
        max: batch.clocks.at(-1) ?? null,
      },
    },
  );
  try {
    await verifyObject(store, key, format, figures);
  } catch (error) {
    work.figures.verificationFailures += 1;
    throw error;
  }
  return { id, figures };
}
