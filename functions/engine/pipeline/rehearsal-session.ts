// The session a rehearsal runs on: one connection in one transaction that is rolled back at the
// end, handed out as the run's whole pool. The engine's own transactions become savepoints inside
// it, and every statement gets a savepoint of its own, so that a statement that fails (a lock
// timeout the strategy retries, a trigger that raises) fails as it would in a run and leaves the
// rehearsal's transaction usable.
import type pg from "pg";
import { classifyPgError } from "../db/pg-errors.js";

type Query = pg.ClientBase["query"];

/** Settings a SET LOCAL inside the engine's own transaction changes, put back at its COMMIT. */
const LOCAL_SETTINGS = ["statement_timeout", "idle_in_transaction_session_timeout"];

const verbOf = (config: unknown): string | undefined => {
  const text = typeof config === "string" ? config : (config as { text?: string })?.text;
  const verb = text?.trim().replace(/;$/, "").toUpperCase();
  return verb === "BEGIN" || verb === "COMMIT" || verb === "ROLLBACK" ? verb : undefined;
};

const empty = {
  rows: [],
  rowCount: 0,
  command: "",
  fields: [],
  oid: 0,
} as unknown as pg.QueryResult;

/** One connection's transaction, shared by every policy of the rehearsal. */
export class RehearsalSession {
  /** The settings in force when each of the engine's transactions (now savepoints) began. */
  readonly #settings: string[][] = [];

  constructor(readonly client: pg.PoolClient) {}

  /**
   * Opens the rehearsal's transaction, its deferrable constraints checked at each statement's end:
   * the engine's COMMITs are savepoints here and the rehearsal never commits, so a DEFERRABLE
   * INITIALLY DEFERRED key (Django's) would never be checked; a batch's statement does all a commit
   * would check (deleteFirst's children go in it), so its end meets what the run's commit would.
   */
  async begin(): Promise<void> {
    await this.client.query("BEGIN ISOLATION LEVEL READ COMMITTED");
    await this.client.query("SET CONSTRAINTS ALL IMMEDIATE");
  }

  /** Ends the rehearsal: nothing it did stays. */
  async rollback(): Promise<void> {
    await this.client.query("ROLLBACK");
  }

  /** A statement as the engine sends it; its BEGIN, COMMIT and ROLLBACK become savepoints. */
  readonly query = (async (config: unknown, values?: unknown) => {
    const verb = verbOf(config);
    if (verb === "BEGIN") return this.#open();
    if (verb === "COMMIT") return this.#close(true);
    if (verb === "ROLLBACK") return this.#close(false);
    await this.client.query("SAVEPOINT rj_statement");
    try {
      const result = await this.client.query(config as string, values as unknown[]);
      await this.client.query("RELEASE SAVEPOINT rj_statement");
      return result;
    } catch (error) {
      if (classifyPgError(error) !== "connection") {
        await this.client.query("ROLLBACK TO SAVEPOINT rj_statement");
        await this.client.query("RELEASE SAVEPOINT rj_statement");
      }
      throw error;
    }
  }) as unknown as Query;

  async #open(): Promise<pg.QueryResult> {
    const { rows } = await this.client.query<{ values: string[] }>(
      "SELECT array[current_setting($1), current_setting($2)] AS values",
      LOCAL_SETTINGS,
    );
    this.#settings.push(rows[0]?.values ?? []);
    await this.client.query("SAVEPOINT rj_transaction");
    return empty;
  }

  /** COMMIT keeps what the engine's transaction did, and ends its SET LOCALs as a COMMIT would. */
  async #close(keep: boolean): Promise<pg.QueryResult> {
    const settings = this.#settings.pop();
    if (!settings) return empty;
    if (!keep) await this.client.query("ROLLBACK TO SAVEPOINT rj_transaction");
    await this.client.query("RELEASE SAVEPOINT rj_transaction");
    if (keep) {
      await this.client.query("SELECT set_config($1, $3, true), set_config($2, $4, true)", [
        ...LOCAL_SETTINGS,
        ...settings,
      ]);
    }
    return empty;
  }

  /** The whole pool of a rehearsed run: every connection it asks for is this one. */
  pool(): pg.Pool {
    const lease = {
      query: this.query,
      release: async () => undefined,
      on: () => lease,
      off: () => lease,
    };
    return {
      connect: async () => lease,
      query: this.query,
      on: () => undefined,
    } as unknown as pg.Pool;
  }
}
