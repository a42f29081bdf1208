// A batch's transaction as the policy's change-stream mode wants it, the one place every
// mechanism that changes rows opens it: plain (the batch statement alone, its own autocommit
// transaction), mark (the transaction opens with the batch's logical message) or skip (the
// session's replication origin set up around it, and reset after).
import type pg from "pg";
import { type ChangeStream, ORIGIN_NAMES } from "../../contract/change-stream.js";
import { classifyPgError } from "../db/pg-errors.js";
import { markSql, originCreateSql, originResetSql, originSetupSql } from "../sql/change-stream.js";
import { transaction } from "../sql/session.js";

/** SQLSTATEs of an origin's setup: another session holds it; it does not exist yet. */
const ORIGIN_IN_USE = "55006";
const ORIGIN_MISSING = "42704";

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** One policy's batches in its mode: numbered in the order they start, across its lanes. */
export class BatchStream {
  #batches = 0;
  /** The origin each session held last (tried first next time). */
  readonly #origins = new WeakMap<pg.ClientBase, string>();

  constructor(
    readonly mode: ChangeStream,
    readonly runId: string,
    readonly policy: string,
  ) {}

  /** The next batch's number (a batch retried whole keeps its own). */
  next(): number {
    return ++this.#batches;
  }

  /** Whether a batch statement may run alone, in its own autocommit transaction. */
  get autocommit(): boolean {
    return this.mode === "plain";
  }

  /**
   * `work` in the batch's one transaction, opened here: BEGIN, the message (mark), the work,
   * COMMIT; under the session's origin (skip). Rolled back when the work fails, or when it acted
   * on no row (`acted` says): a stream never carries a batch's message without its changes.
   */
  async transaction<T>(
    client: pg.ClientBase,
    batch: number,
    work: () => Promise<T>,
    acted: (result: T) => boolean,
  ): Promise<T> {
    const run = () => this.#inTransaction(client, batch, work, acted);
    if (this.mode !== "skip") return run();
    await this.#setUpOrigin(client);
    try {
      return await run();
    } finally {
      // A session goes back to the pool with no origin; one whose reset fails is broken anyway.
      await client.query(originResetSql()).catch(() => undefined);
    }
  }

  async #inTransaction<T>(
    client: pg.ClientBase,
    batch: number,
    work: () => Promise<T>,
    acted: (result: T) => boolean,
  ) {
    await client.query(transaction.begin);
    try {
      if (this.mode === "mark")
        await client.query(markSql({ runId: this.runId, policy: this.policy, batch }));
      const result = await work();
      await client.query(acted(result) ? transaction.commit : transaction.rollback);
      return result;
    } catch (error) {
      if (classifyPgError(error) !== "connection")
        await client.query(transaction.rollback).catch(() => undefined);
      throw error;
    }
  }

  /** The first of ORIGIN_NAMES no other session holds, made when missing. */
  async #setUpOrigin(client: pg.ClientBase): Promise<void> {
    const last = this.#origins.get(client);
    const names = last ? [last, ...ORIGIN_NAMES.filter((name) => name !== last)] : ORIGIN_NAMES;
    for (const name of names) {
      if (await this.#tryOrigin(client, name)) {
        this.#origins.set(client, name);
        return;
      }
    }
    throw new Error(
      `every replication origin of the job (${ORIGIN_NAMES[0]} and ${ORIGIN_NAMES.length - 1} more) is in use by another session`,
    );
  }

  /** Set up `name`; false when another session holds it (also one that made it as we did). */
  async #tryOrigin(client: pg.ClientBase, name: string): Promise<boolean> {
    const setUp = () =>
      client.query(originSetupSql(name)).then(
        () => "held" as const,
        (error) => {
          if (codeOf(error) === ORIGIN_IN_USE) return "in use" as const;
          if (codeOf(error) === ORIGIN_MISSING) return "missing" as const;
          throw error;
        },
      );
    const first = await setUp();
    if (first !== "missing") return first === "held";
    // Two lanes may find it missing at once: one makes it (the other's 23505 is fine), one holds it.
    await client.query(originCreateSql(name)).catch((error) => {
      if (codeOf(error) !== "23505") throw error;
    });
    return (await setUp()) === "held";
  }
}
