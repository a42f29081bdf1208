// The schedule's rules, shared by the construct (errors name `props.<name>`) and the bundled app's
// context (`retention-job.<name>`): the interval, the night window on the schedule's clock.
import { ConfigError } from "../functions/contract/errors.js";
import { DEFAULTS } from "../functions/contract/limits.js";
import {
  insideWindow,
  type NightWindow,
  parseNightWindow,
  skippedMinutes,
  windowMinutes,
} from "../functions/contract/night-window.js";

/** EventBridge Scheduler retries a failed delivery (throttled, unavailable) this often. */
export const SCHEDULE_RETRY = { attempts: 3 } as const;

/** Shared by the construct (errors name `props.<name>`) and the stack's context (`retention-job.<name>`). */
export function checkRetentionInterval(ms: number, field: string): void {
  // The "no successful run" alarm looks back 2 x interval; CloudWatch allows at most 7 days.
  if (ms * 2 > 7 * 86_400_000 || ms % 60_000 !== 0 || ms <= 0) {
    throw new ConfigError(field, "must be whole minutes and at most 84h");
  }
}

/**
 * A cron schedule must fire inside the night window (both on the schedule's wall clock), or every
 * scheduled run would be skipped; and not in the hour the clocks skip in spring, or EventBridge
 * Scheduler skips that night's run.
 */
export function checkScheduleInsideWindow(
  schedule: string,
  timeZone: string,
  window: NightWindow,
  field: string,
): void {
  const cron = /^cron\((\d+) (\d+) /.exec(schedule);
  if (!cron) return;
  const minute = Number(cron[2]) * 60 + Number(cron[1]);
  const at = `${cron[2]}:${cron[1]!.padStart(2, "0")} ${timeZone}`;
  if (window.timeZone !== timeZone) {
    throw new ConfigError(
      field,
      `is in ${timeZone} but the night window is on ${window.timeZone}'s clock: give the window in the schedule's time zone`,
    );
  }
  if (!insideWindow(window, minute)) {
    throw new ConfigError(
      field,
      `fires at ${at}, outside the night window ${window.text}; scheduled runs would be skipped`,
    );
  }
  const gap = skippedMinutes(timeZone, 2027).find(([from, to]) => minute >= from && minute < to);
  if (gap) {
    const clock = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    throw new ConfigError(
      field,
      `fires at ${at}, in the hour the clocks skip when daylight saving time starts (${clock(gap[0])}-${clock(gap[1])}): EventBridge Scheduler skips that night's run; pick a time outside it`,
    );
  }
}

/**
 * The night window on the schedule's clock: `nightWindow`, or the older `nightWindowUtc`, which
 * only a schedule in UTC may use (for a schedule in another zone it would drift with the clocks).
 */
export function nightWindowOf(
  window: string | undefined,
  windowUtc: string | undefined,
  scheduleZone: string,
  prefix: string,
): NightWindow {
  if (window !== undefined && windowUtc !== undefined)
    throw new ConfigError(
      `${prefix}.nightWindowUtc`,
      "give nightWindow or nightWindowUtc, not both",
    );
  if (windowUtc !== undefined && !UTC_ZONES.includes(scheduleZone)) {
    throw new ConfigError(
      `${prefix}.nightWindowUtc`,
      `the schedule is in ${scheduleZone}: a UTC window would move against it by an hour when the clocks change; give nightWindow, on the schedule's clock`,
    );
  }
  const field = windowUtc !== undefined ? `${prefix}.nightWindowUtc` : `${prefix}.nightWindow`;
  return parseNightWindow(
    window ?? windowUtc ?? DEFAULTS.nightWindowUtc,
    field,
    scheduleZone,
    `${prefix}.schedule`,
  );
}

const UTC_ZONES = ["UTC", "Etc/UTC", "GMT", "Etc/GMT"];

/** A late delivery still lands in the window: at most half of it, at most an hour, at least a minute. */
export const scheduleMaxEventAgeMinutes = (window: NightWindow) =>
  Math.max(1, Math.min(60, Math.floor(windowMinutes(window) / 2)));
