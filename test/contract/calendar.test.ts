// The one time arithmetic (functions/contract/calendar.ts) against PostgreSQL's own: every day from
// 2024 to 2028 at times around the clock, in UTC and in three zones with clock changes (north and
// south), fixed retentions with month ends and leap days, then random instants and intervals.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fromWall,
  type Interval,
  instantMinus,
  intervalText,
  wallMinus,
} from "../../functions/contract/calendar.js";
import { nightWindowEnd, parseNightWindow } from "../../functions/contract/night-window.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { cutoffFor } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const ZONES = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Sydney"];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** A wall-clock time (fields as if UTC) as PostgreSQL reads a timestamp without time zone. */
const wallText = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** PostgreSQL's `at - interval` for each pair, in a session whose TimeZone is `zone`. */
async function pgInstantMinus(zone: string, cases: { at: number; interval: Interval }[]) {
  const client = await db.pool.connect();
  try {
    await client.query("SELECT set_config('TimeZone', $1, false)", [zone]);
    const { rows } = await client.query<{ ms: string }>(
      `SELECT (extract(epoch FROM t - i) * 1000)::bigint::text AS ms
       FROM unnest($1::timestamptz[], $2::interval[]) WITH ORDINALITY AS u(t, i, n) ORDER BY n`,
      [cases.map((each) => iso(each.at)), cases.map((each) => intervalText(each.interval))],
    );
    return rows.map((row) => Number(row.ms));
  } finally {
    await client.query("RESET TimeZone");
    client.release();
  }
}

/** PostgreSQL's `wall - interval` for timestamps without time zone. */
async function pgWallMinus(cases: { at: number; interval: Interval }[]) {
  const { rows } = await db.pool.query<{ ms: string }>(
    `SELECT (extract(epoch FROM t - i) * 1000)::bigint::text AS ms
     FROM unnest($1::timestamp[], $2::interval[]) WITH ORDINALITY AS u(t, i, n) ORDER BY n`,
    [cases.map((each) => wallText(each.at)), cases.map((each) => intervalText(each.interval))],
  );
  return rows.map((row) => Number(row.ms));
}

/** PostgreSQL's instant for a wall-clock time in a zone (`timestamp AT TIME ZONE zone`). */
async function pgFromWall(zone: string, walls: number[]) {
  const { rows } = await db.pool.query<{ ms: string }>(
    `SELECT (extract(epoch FROM t AT TIME ZONE $2) * 1000)::bigint::text AS ms
     FROM unnest($1::timestamp[]) WITH ORDINALITY AS u(t, n) ORDER BY n`,
    [walls.map(wallText), zone],
  );
  return rows.map((row) => Number(row.ms));
}

const FIXED: Record<string, Interval> = {
  "1 month": { months: 1, days: 0, ms: 0 },
  "12 months": { months: 12, days: 0, ms: 0 },
  P1M15D: { months: 1, days: 15, ms: 0 },
  "30d": { months: 0, days: 30, ms: 0 },
  "1d": { months: 0, days: 1, ms: 0 },
  "24h": { months: 0, days: 0, ms: DAY },
  P1Y2M3DT4H5M6S: { months: 14, days: 3, ms: 4 * 3_600_000 + 5 * 60_000 + 6_000 },
};

/** Every day of 2024-2028 at four times of day (two of them in the hours the clocks change). */
function everyDay(): number[] {
  const instants: number[] = [];
  for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2029, 0, 1); day += DAY) {
    for (const minute of [30, 150, 12 * 60 + 7, 23 * 60 + 45]) instants.push(day + minute * 60_000);
  }
  return instants;
}

describe("now - interval, as PostgreSQL computes it", () => {
  it("every day from 2024 to 2028, in UTC and three zones with clock changes, for fixed retentions", async () => {
    const instants = everyDay();
    let compared = 0;
    for (const zone of ZONES) {
      const cases = Object.values(FIXED).flatMap((interval) =>
        instants.map((at) => ({ at, interval })),
      );
      const expected = await pgInstantMinus(zone, cases);
      const mismatches = cases
        .map((each) => ({ ...each, ours: instantMinus(each.at, each.interval, zone) }))
        .filter((each, index) => each.ours !== expected[index])
        .map(
          (each) => `${zone} ${iso(each.at)} - ${intervalText(each.interval)}: ${iso(each.ours)}`,
        );
      expect(mismatches.slice(0, 5)).toEqual([]);
      compared += cases.length;
    }
    expect(compared).toBe(ZONES.length * Object.keys(FIXED).length * 1827 * 4);
  });

  it("the month ends the issue names: 31 March, 31 May, 31 December and 29 February 2028", () => {
    const month = FIXED["1 month"] as Interval;
    const at = (text: string) => instantMinus(Date.parse(text), month);
    expect(iso(at("2026-03-31T03:00:00Z"))).toBe("2026-02-28T03:00:00.000Z");
    expect(iso(at("2026-05-31T03:00:00Z"))).toBe("2026-04-30T03:00:00.000Z");
    expect(iso(at("2026-12-31T03:00:00Z"))).toBe("2026-11-30T03:00:00.000Z");
    const year = FIXED["12 months"] as Interval;
    expect(iso(instantMinus(Date.parse("2028-02-29T03:00:00Z"), year))).toBe(
      "2027-02-28T03:00:00.000Z",
    );
  });

  it("timestamps without time zone, every day from 2024 to 2028", async () => {
    const cases = Object.values(FIXED).flatMap((interval) =>
      everyDay().map((at) => ({ at, interval })),
    );
    const expected = await pgWallMinus(cases);
    const mismatches = cases.filter(
      (each, index) => wallMinus(each.at, each.interval) !== expected[index],
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("random instants and intervals in random zones (fast-check)", async () => {
    const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) });
    const interval = fc.record({
      months: fc.integer({ min: 0, max: 40 }),
      days: fc.integer({ min: 0, max: 400 }),
      ms: fc.integer({ min: 0, max: 10 * DAY }),
    });
    const samples = fc.sample(
      fc.record({ at: instant, interval, zone: fc.constantFrom(...ZONES) }),
      { numRuns: 4_000, seed: 35 },
    );
    for (const zone of ZONES) {
      const cases = samples.filter((each) => each.zone === zone);
      const expected = await pgInstantMinus(zone, cases);
      const wrong = cases.filter(
        (each, index) => instantMinus(each.at, each.interval, zone) !== expected[index],
      );
      expect(wrong.slice(0, 3)).toEqual([]);
    }
  });
});

describe("wall clocks read as PostgreSQL reads them", () => {
  it("every quarter hour of 2024-2028's clock-change days (skipped and doubled hours)", async () => {
    for (const zone of ZONES.slice(1)) {
      const walls: number[] = [];
      for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2029, 0, 1); day += DAY) {
        const offsets = [0, DAY - 1].map((ms) => fromWall(zone, day + ms) - (day + ms));
        if (offsets[0] === offsets[1]) continue;
        for (let minute = 0; minute < 24 * 60; minute += 15) walls.push(day + minute * 60_000);
      }
      expect(walls.length).toBe(5 * 2 * 96);
      const expected = await pgFromWall(zone, walls);
      const wrong = walls.filter((wall, index) => fromWall(zone, wall) !== expected[index]);
      expect(wrong.map(iso).slice(0, 5)).toEqual([]);
    }
  });

  it("the night window ends where PostgreSQL puts the zone's wall clock at its end", async () => {
    const window = parseNightWindow("01:00-02:30", "NIGHT_WINDOW", "Europe/Berlin");
    // The spring-forward night of 2026: 02:30 does not exist, PostgreSQL reads it as 03:30 CEST.
    const start = Date.parse("2026-03-29T00:10:00Z");
    const end = nightWindowEnd(window, new Date(start));
    const [expected] = await pgFromWall("Europe/Berlin", [Date.UTC(2026, 2, 29, 2, 30)]);
    expect(end?.getTime()).toBe(expected);
  });
});

describe("a policy's cutoff", () => {
  const policyOf = (retention: string, clockTimeZone?: string) =>
    parseRetentionTable({
      policies: [
        {
          name: "p",
          table: "public.t",
          clock: "created_at",
          retention,
          owner: "o",
          ...(clockTimeZone ? { clockTimeZone } : {}),
        },
      ],
    }).policies[0]!;

  it("is now() - interval as PostgreSQL computes it, for every retention form", async () => {
    const forms = [
      "1 month",
      "P1M",
      "P1Y",
      "12 months",
      "P1M15D",
      "1 month 15 days",
      "30d",
      "2 weeks",
      "PT12H",
      "1h30m",
    ];
    const now = new Date("2026-03-31T01:30:00.123Z");
    for (const zone of [undefined, "Europe/Berlin"]) {
      for (const form of forms) {
        const policy = policyOf(form, zone);
        const [expected] = await pgInstantMinus(zone ?? "UTC", [
          { at: now.getTime(), interval: policy.retention },
        ]);
        const { rows } = await db.pool.query<{ same: boolean }>(
          "SELECT $1::interval = $2::interval AS same",
          [intervalText(policy.retention), form],
        );
        expect(rows[0]?.same, `${form} read as PostgreSQL reads it`).toBe(true);
        expect(cutoffFor(policy, now)).toBe(iso(expected as number));
      }
    }
  });
});
