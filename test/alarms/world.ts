// One deployment of the construct, run night after night on a simulated clock: its alarms read back
// from the synthesized template, the real handler (with the template's environment) on a real
// database, its EMF kept by the simulation's CloudWatch, S3 and EventBridge as local wire fakes
// (an archive's objects through to a real S3 server, s3rver).
import type { LambdaClient } from "@aws-sdk/client-lambda";
import type { Stack } from "aws-cdk-lib";
import pg from "pg";
import { MetricStore, queueRecord, simulatedRules } from "../../bench/simulate/cloudwatch.js";
import { capturing, FakeLambda, functionEnv } from "../../bench/simulate/deployment.js";
import { type AlarmRule, type AlarmState, evaluateAlarm } from "../../functions/contract/alarms.js";
import { type Policy, parseRetentionTable } from "../../functions/contract/retention-table.js";
import { silentLogger } from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import type { RetentionJobProps } from "../../infra/index.js";
import { startEventBridge, startS3Lifecycle } from "../helpers/aws-wire.js";
import { synthesizeJob } from "../helpers/cdk.js";
import { fakeContext } from "../helpers/context.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** The statements that insert `count` governed rows of a table whose clock is `clock` (terminal, not held). */
export type RowMaker = (count: number, clock: Date) => { text: string; values?: unknown[] }[];

export interface Deployment {
  name: string;
  /** The construct's props beside the imported VPC, database and secret. */
  props: (stack: Stack) => Partial<RetentionJobProps>;
  /** The retention table the props give (to know its policies and buckets). */
  table: unknown;
  /** SQL run once on the test database (tables the template database lacks, a user row...). */
  setup?: string;
  /** By table (`schema.name`): how to insert rows of a given clock. */
  rows: Record<string, RowMaker>;
  /** Set when a policy publishes: the bus name the deployed function would get. */
  eventBusName?: string;
  /** Set when a policy archives: the archive's bucket, served by a real S3 server (s3rver). */
  archiveBucket?: string;
}

// A segment works up to 20 s (SAFETY_MARGIN_MS is 10 s): longer than a lock_timeout, as a real one is.
const SEGMENT_BUDGET_MS = 30_000;

const templates = new Map<string, Record<string, unknown>>();
/** The deployment's synthesized template (once per deployment). */
export function templateOf(deployment: Deployment): Record<string, unknown> {
  let template = templates.get(deployment.name);
  if (!template) {
    template = synthesizeJob(deployment.props);
    templates.set(deployment.name, template);
  }
  return template;
}
/** The schedule's default: 02:05 UTC, inside the default night window 02:00-05:00. */
const FIRE_OFFSET_MS = 2 * HOUR + 5 * 60_000;

/** A deployment's world for one scenario: a fresh database, a fresh CloudWatch, night 0 twenty days ago. */
export class World {
  readonly store = new MetricStore();
  /** What each invocation returned (or the error it threw), night by night. */
  readonly results: { night: number; result: unknown }[] = [];
  readonly rules: AlarmRule[];
  readonly policies: Policy[];
  now: number;
  readonly start: number;
  private holders: pg.Client[] = [];

  private constructor(
    readonly deployment: Deployment,
    readonly db: TestDatabase,
    private readonly env: NodeJS.ProcessEnv,
    private readonly fakes: {
      s3: Awaited<ReturnType<typeof startS3Lifecycle>>;
      bus: Awaited<ReturnType<typeof startEventBridge>>;
      objects?: LocalS3;
    },
    template: Record<string, unknown>,
  ) {
    this.rules = simulatedRules(template);
    this.policies = parseRetentionTable(deployment.table).policies;
    const today = Math.floor(Date.now() / DAY) * DAY;
    this.start = today - 20 * DAY + FIRE_OFFSET_MS;
    this.now = this.start;
  }

  static async open(deployment: Deployment): Promise<World> {
    const template = templateOf(deployment);
    const db = await createTestDatabase();
    if (deployment.setup) await db.pool.query(deployment.setup);
    const env = {
      ...functionEnv(template, db.url),
      ...(deployment.eventBusName ? { EVENT_BUS_NAME: deployment.eventBusName } : {}),
    };
    const objects = deployment.archiveBucket ? await startS3(deployment.archiveBucket) : undefined;
    const fakes = {
      s3: await startS3Lifecycle(objects?.endpoint),
      bus: await startEventBridge(),
      ...(objects ? { objects } : {}),
    };
    return new World(deployment, db, env, fakes, template);
  }

  get s3() {
    return this.fakes.s3;
  }
  get bus() {
    return this.fakes.bus;
  }

  /** When night `index` fires (simulated). */
  fireTime(index: number): number {
    return this.start + index * DAY;
  }

  /** Inserts rows into every governed table, `age` before the night's time (per policy). */
  async insert(index: number, count: number, age: (policy: Policy) => number): Promise<void> {
    for (const policy of this.policies) {
      const maker = this.deployment.rows[`${policy.table.schema}.${policy.table.name}`];
      if (!maker) throw new Error(`${this.deployment.name}: no rows for ${policy.table.name}`);
      for (const statement of maker(count, new Date(this.fireTime(index) - age(policy))))
        await this.db.pool.query(statement);
    }
  }

  /** A transaction that holds locks (`statements`) until release(): rows the job cannot take. */
  async hold(statements: string[]): Promise<void> {
    const client = new pg.Client({ connectionString: this.db.url, application_name: "holder" });
    await client.connect();
    await client.query("BEGIN");
    for (const statement of statements) await client.query(statement);
    this.holders.push(client);
  }

  async release(): Promise<void> {
    for (const client of this.holders.splice(0)) {
      await client.query("COMMIT").catch(() => undefined);
      await client.end();
    }
  }

  /** The scheduled run of night `index`, with its continuations, through the handler as deployed. */
  async night(index: number, change: NodeJS.ProcessEnv = {}): Promise<void> {
    this.now = this.fireTime(index);
    const lambda = new FakeLambda();
    const handler = createHandler(
      { ...this.env, ...change },
      {
        lambda: lambda as unknown as LambdaClient,
        s3: this.fakes.s3.client(),
        events: this.fakes.bus.client(),
        logger: silentLogger,
        simulatedTime: () => this.now,
      },
    );
    let event: unknown = { kind: "scheduled", scheduledTime: new Date(this.now).toISOString() };
    for (let hop = 0; event !== undefined && hop < 20; hop++) {
      try {
        const result = await capturing(
          this.store,
          () => this.now,
          () => handler(event, fakeContext(SEGMENT_BUDGET_MS, `night-${index}-${hop}`)),
        );
        this.results.push({ night: index, result });
      } catch (error) {
        this.results.push({ night: index, result: (error as Error).message });
        // A failed asynchronous invocation: its event waits in the failure queue (SQS reports
        // the visible message every 5 minutes; nobody clears it here).
        for (let at = this.now; at < this.now + 3 * DAY; at += 5 * 60_000)
          this.store.add([queueRecord(this.rules, at, 1)]);
      }
      event = lambda.queue.shift();
      this.now += 60_000;
    }
  }

  /** The rule's state each hour of [from, to], as CloudWatch would evaluate it. */
  states(rule: AlarmRule, from: number, to: number): { at: number; state: AlarmState }[] {
    const states: { at: number; state: AlarmState }[] = [];
    let state: AlarmState = "INSUFFICIENT_DATA";
    for (let at = from; at <= to; at += HOUR) {
      state = evaluateAlarm(rule, this.store.series(rule, at), state);
      states.push({ at, state });
    }
    return states;
  }

  async close(): Promise<void> {
    await this.release();
    await Promise.all([this.fakes.s3.close(), this.fakes.bus.close(), this.fakes.objects?.close()]);
    await this.db.drop();
  }
}
