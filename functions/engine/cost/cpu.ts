// A backend's CPU time, read from /proc when the server runs on this machine (the same process: its
// start time in /proc/<pid>/stat matches the backend's start in pg_stat_activity); else unknown.
// The time is the scheduler's own count in nanoseconds (/proc/<pid>/schedstat) where the kernel
// keeps it: /proc/<pid>/stat's user and system times are whole 10 ms ticks, and a lane's share of a
// small run (20,000 rows in two lanes) can stay within one tick, read as 0 ms.
import { readFile } from "node:fs/promises";

/** Clock ticks a second of /proc's times (USER_HZ: 100 on every Linux architecture Node runs on). */
const TICKS_PER_SECOND = 100;
/** How far /proc's start time and pg_stat_activity's may differ for the same process (s). */
const START_SLACK_S = 2;

let bootTime: Promise<number | undefined> | undefined;

/** The machine's boot time, seconds since the epoch (/proc/stat's btime). */
function boot(): Promise<number | undefined> {
  bootTime ??= readFile("/proc/stat", "utf8")
    .then((text) => Number(/^btime (\d+)$/m.exec(text)?.[1]) || undefined)
    .catch(() => undefined);
  return bootTime;
}

/** The time a process has run on a CPU (ms), from /proc/<pid>/schedstat's first field (ns). */
async function scheduledMs(pid: number): Promise<number | undefined> {
  const text = await readFile(`/proc/${pid}/schedstat`, "utf8").catch(() => undefined);
  const ns = Number(text?.split(" ")[0]);
  return text !== undefined && Number.isFinite(ns) ? ns / 1e6 : undefined;
}

/** A process's CPU time (ms) and its start (s since the epoch), from /proc. */
async function procTimes(pid: number): Promise<{ cpuMs: number; startedS: number } | undefined> {
  const [text, booted, scheduled] = await Promise.all([
    readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined),
    boot(),
    scheduledMs(pid),
  ]);
  if (text === undefined || booted === undefined) return undefined;
  // Fields after the command name (which may hold spaces), from field 3 on.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const ticks = (index: number) => Number(fields[index - 3]);
  return {
    cpuMs: scheduled ?? ((ticks(14) + ticks(15)) * 1000) / TICKS_PER_SECOND,
    startedS: booted + ticks(22) / TICKS_PER_SECOND,
  };
}

/**
 * A backend's CPU time so far (ms), if its process is this machine's: `backendStartS` is its
 * pg_stat_activity.backend_start; undefined when /proc has no such process or another one.
 */
export async function backendCpuMs(
  pid: number,
  backendStartS: number | null,
): Promise<number | undefined> {
  if (backendStartS === null) return undefined;
  const times = await procTimes(pid);
  if (!times || Math.abs(times.startedS - backendStartS) > START_SLACK_S) return undefined;
  return times.cpuMs;
}
