// The rules between settings, stated once: each door applies them to its values, and an error
// names the setting as that door does (`props.preset`, `retention-job.preset`, RETENTION_PRESET).
import { ConfigError } from "../errors.js";
import {
  insideWindow,
  type NightWindow,
  parseNightWindow,
  skippedMinutes,
} from "../night-window.js";
import type { Door, Setting } from "./define.js";

/** A door's names for settings: the field an error names, and the bare name its message uses. */
export interface Naming {
  field(setting: Setting<unknown>): string;
  label(setting: Setting<unknown>): string;
}

const PREFIX: Record<Door, string> = {
  env: "",
  flag: "",
  prop: "props.",
  context: "retention-job.",
};

/** The field a door's error names for one of its keys (`props.batchSize`, `--batch-size`). */
export const fieldAt = (door: Door, name: string): string => `${PREFIX[door]}${name}`;

/** How a door names a setting. */
export function namingOf(door: Door): Naming {
  const label = (setting: Setting<unknown>) => setting[door] ?? "(none)";
  return { label, field: (setting) => fieldAt(door, label(setting)) };
}

/** The retention table comes from exactly one place: a preset, or a table. */
export function exactlyOneTable(
  preset: { setting: Setting<unknown>; value: unknown },
  table: { setting: Setting<unknown>; value: unknown },
  naming: Naming,
): void {
  if ((preset.value === undefined) !== (table.value === undefined)) return;
  throw new ConfigError(
    naming.field(preset.setting),
    `give exactly one of ${naming.label(preset.setting)} or ${naming.label(table.setting)}`,
  );
}

const UTC_ZONES = ["UTC", "Etc/UTC", "GMT", "Etc/GMT"];

/**
 * The night window on the schedule's clock: `nightWindow`, or the older `nightWindowUtc`, which only
 * a schedule in UTC may use (for one in another zone it would drift with the clocks).
 */
export function nightWindowOn(
  windows: { window: Setting<unknown>; windowUtc: Setting<unknown>; zone: Setting<unknown> },
  values: { window?: NightWindow; windowUtc?: NightWindow; zone: string },
  naming: Naming,
  defaultWindow: string,
): NightWindow {
  const utcField = naming.field(windows.windowUtc);
  if (values.window !== undefined && values.windowUtc !== undefined)
    throw new ConfigError(
      utcField,
      `give ${naming.label(windows.window)} or ${naming.label(windows.windowUtc)}, not both`,
    );
  if (values.windowUtc !== undefined && !UTC_ZONES.includes(values.zone))
    throw new ConfigError(
      utcField,
      `the schedule is in ${values.zone}: a UTC window would move against it by an hour when the clocks change; give ${naming.label(windows.window)}, on the schedule's clock`,
    );
  const given = values.window ?? values.windowUtc;
  const field = values.windowUtc !== undefined ? utcField : naming.field(windows.window);
  return parseNightWindow(
    given?.text ?? defaultWindow,
    field,
    values.zone,
    naming.field(windows.zone),
  );
}

/**
 * A cron schedule must fire inside the night window (both on the schedule's wall clock), or every
 * scheduled run would be skipped; and not in the hour the clocks skip in spring, or EventBridge
 * Scheduler skips that night's run.
 */
export function scheduleInsideWindow(
  schedule: string,
  timeZone: string,
  window: NightWindow,
  field: string,
): void {
  const cron = /^cron\((\d+) (\d+) /.exec(schedule);
  if (!cron) return;
  const minute = Number(cron[2]) * 60 + Number(cron[1]);
  const at = `${cron[2]}:${cron[1]?.padStart(2, "0")} ${timeZone}`;
  if (window.timeZone !== timeZone)
    throw new ConfigError(
      field,
      `is in ${timeZone} but the night window is on ${window.timeZone}'s clock: give the window in the schedule's time zone`,
    );
  if (!insideWindow(window, minute))
    throw new ConfigError(
      field,
      `fires at ${at}, outside the night window ${window.text}; scheduled runs would be skipped`,
    );
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

/** A value that some policy needs (a bus, a key): refused without it, naming the policy. */
export function neededBy(
  setting: Setting<unknown>,
  value: unknown,
  need: string | undefined,
  naming: Naming,
  what: string,
): void {
  if (need === undefined || value !== undefined) return;
  throw new ConfigError(naming.field(setting), `${need}: set ${naming.label(setting)} to ${what}`);
}

/** Two ways to give one thing (a key, or the secret that holds it): at most one. */
export function notBoth(
  first: { setting: Setting<unknown>; value: unknown },
  second: { setting: Setting<unknown>; value: unknown },
  naming: Naming,
): void {
  if (first.value === undefined || second.value === undefined) return;
  throw new ConfigError(
    naming.field(first.setting),
    `set ${naming.label(second.setting)} or ${naming.label(first.setting)}, not both`,
  );
}

/** A setting that only means something beside another (lock days beside a bucket). */
export function onlyWith(
  setting: { setting: Setting<unknown>; value: unknown },
  other: { setting: Setting<unknown>; value: unknown },
  naming: Naming,
  what: string,
): void {
  if (setting.value === undefined || other.value !== undefined) return;
  throw new ConfigError(
    naming.field(setting.setting),
    `${what} the ${naming.label(other.setting)}: give one`,
  );
}
