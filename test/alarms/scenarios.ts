// A scenario per kind of alarm: healthy nights first, then the fault that must set the alarm off,
// as it happens to a deployed job (a database down, a table locked, rows the job cannot take, a
// spike, a bucket rule lengthened, a bus that refuses events).
import type { AlarmKind } from "../../functions/contract/alarms.js";
import type { Policy } from "../../functions/contract/retention-table.js";
import { DAY, HOUR, type World } from "./world.js";

export interface Scenario {
  name: string;
  /** The kinds of alarm it drives into ALARM. */
  proves: AlarmKind[];
  /** The first night of the fault; the nights before it are healthy. */
  faultNight: number;
  run(world: World): Promise<void>;
}

const table = (policy: Policy) => `${policy.table.schema}.${policy.table.name}`;

/** Past the policy's retention by a day (a monthly partition: wholly past it). */
const expired = (policy: Policy) =>
  policy.retention.months > 0 ? (policy.retention.months + 1) * 31 * DAY : policy.retentionMs + DAY;
/** Past retention + the alarms' grace (2 x the 24 h interval). */
const overdue = (policy: Policy) =>
  policy.retention.months > 0 ? expired(policy) : policy.retentionMs + 3 * DAY;

/** A healthy night: a few rows past retention and a few young ones, the bucket's rule right, the bus taking events. */
async function healthy(world: World, index: number): Promise<void> {
  world.s3.lifecycles.set("acme-uploads", [{ prefix: "avatars/", days: 30 }]);
  world.s3.lifecycles.set("acme-archive", [{ prefix: "cold/", days: 2555 }]);
  world.s3.state.corrupt = false;
  world.bus.state.refusing = false;
  await world.insert(index, 5, expired);
  await world.insert(index, 5, () => HOUR);
  await world.night(index);
}

async function healthyNights(world: World, count: number): Promise<void> {
  for (let index = 0; index < count; index++) await healthy(world, index);
}

/** Row locks on every row of every governed table: the job skips (or cannot detach) them. */
const holdEveryRow = (world: World) =>
  world.hold(world.policies.map((policy) => `SELECT 1 FROM ${table(policy)} FOR UPDATE`));

export const scenarios: Scenario[] = [
  {
    name: "the database is unreachable for two nights: every invocation fails",
    proves: ["no-successful-run", "failed-invocations"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      for (const index of [1, 2])
        await world.night(index, {
          DATABASE_URL: "postgres://retention@127.0.0.1:1/none?connect_timeout=2",
        });
    },
  },
  {
    name: "a migration holds the first policy's table all night: that policy fails",
    proves: ["errors"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      await world.hold([`LOCK TABLE ${table(world.policies[0]!)} IN ACCESS EXCLUSIVE MODE`]);
      await world.night(1);
      await world.release();
    },
  },
  {
    name: "a long transaction holds the expired rows, and more expire every night",
    proves: ["backlog-growing"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      for (const index of [1, 2, 3]) {
        await world.insert(index, 5, expired);
        await holdEveryRow(world);
        await world.night(index);
        await world.release();
      }
    },
  },
  {
    name: "rows past retention + grace are held by a transaction through the night",
    proves: ["oldest-row-overdue"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      await world.insert(1, 3, overdue);
      await holdEveryRow(world);
      await world.night(1);
      await world.release();
    },
  },
  {
    name: "a restore brings back 12,000 rows past retention: most of each table",
    proves: ["breaker-tripped"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      await world.insert(1, 12_000, expired);
      await world.db.pool.query("ANALYZE");
      await world.night(1);
    },
  },
  {
    name: "someone lengthens the bucket's expiration rule (90 days; the archive's: 10 years)",
    proves: ["lifecycle-mismatch"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      world.s3.lifecycles.set("acme-uploads", [{ prefix: "avatars/", days: 90 }]);
      world.s3.lifecycles.set("acme-archive", [{ prefix: "cold/", days: 3650 }]);
      await world.night(1);
    },
  },
  {
    name: "the event bus refuses every event for two nights",
    proves: ["deletions-unpublished"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      world.bus.state.refusing = true;
      for (const index of [1, 2]) {
        await world.insert(index, 5, expired);
        await world.night(index);
        // A day passes for the database too: the outbox's rows were written a day before the next night.
        await world.db.pool.query(
          "UPDATE retention_job.outbox SET created_at = created_at - interval '1 day'",
        );
      }
    },
  },
  {
    name: "the archive's object store returns objects with a byte changed",
    proves: ["archive-verification"],
    faultNight: 1,
    async run(world) {
      await healthyNights(world, 1);
      world.s3.state.corrupt = true;
      await world.insert(1, 5, expired);
      await world.night(1);
    },
  },
];
