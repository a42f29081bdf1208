// A fleet's night in words: each target's outcome and why (a failed run's errors, kind, SQLSTATE,
// message), its rows and oldest row, its worst tenants; for `status --fleet` and `evidence`.
import type { FleetError } from "../../contract/fleet.js";
import type { ItemTold, LastNight, TargetTold } from "../fleet-last-night.js";
import type { NightsReport } from "../fleet-nights-report.js";
import { count, formatAge, renderTable } from "./table.js";
import { namedTenants } from "./tenants.js";

/** One error as an operator reads it: `policy: message (SQLSTATE code)`. */
const errorText = (error: FleetError) =>
  `${error.policy ? `${error.policy}: ` : ""}${error.message}${error.code ? ` (SQLSTATE ${error.code})` : ""}`;

/** Why an item ended as it did: a failed run's errors, an unreported failure's cause, a reason. */
export function whyOf(item: ItemTold): string {
  const [first, ...more] = item.errors ?? [];
  if (first) return `${errorText(first)}${more.length > 0 ? `; and ${more.length} more` : ""}`;
  if (item.status === "lost") return `${item.error ?? "failed"}: ${item.cause ?? "no cause"}`;
  if (item.status === "succeeded") return "";
  return item.reason ?? "";
}

/** The outcome of a target's night: its status, and whether a re-run came to it. */
export function outcomeWord(target: TargetTold): string {
  const word = target.status === "lost" ? `lost (${target.error ?? "no report"})` : target.status;
  return `${word}${target.rerun ? " (re-run)" : ""}`;
}

/** Why, for a target: its own, or (a re-run that succeeded) what the run before it failed with. */
export function whyOfTarget(target: TargetTold): string {
  const own = whyOf(target);
  const earlier = target.before.at(-1);
  if (own !== "" || !target.rerun || !earlier) return own;
  return `after ${earlier.failed ? "a failed run" : `a run ${earlier.status}`}: ${whyOf(earlier)}`;
}

/** The executions of a night: the night's own, then each re-run (and whose). */
const executionsText = (night: LastNight) =>
  night.executions
    .map((each) => (each.rerun ? `re-run of ${each.rerun}: ${each.name}` : each.name))
    .join("; ");

/** `status --fleet`'s last night: one row per target in `order`, then their worst tenants. */
export function lastNightLines(night: LastNight | undefined, order: string[]): string[] {
  if (night === undefined)
    return ["last night: this fleet's state machine keeps no Summary (no Keep outcomes state)"];
  if (night.problem)
    return [`last night: could not be read from ${night.source}: ${night.problem}`];
  if (night.scheduledTime === null) return [`last night: none kept in ${night.source} yet`];
  const targets = order.flatMap((name) => night.targets.filter((each) => each.target === name));
  const rows = targets.map((each) => [
    each.target,
    outcomeWord(each),
    count(each.deleted, "-"),
    formatAge(each.oldestAgeSeconds),
    whyOfTarget(each),
  ]);
  const tenants = targets.flatMap((each) =>
    each.tenants.map(({ policy, record }) => {
      const named = record?.tenants ? namedTenants(record.tenants) : undefined;
      return `  ${each.target} ${policy}: ${named ?? "none overdue, none left"}`;
    }),
  );
  return [
    `last night ${night.scheduledTime} (${executionsText(night)}), from ${night.source}`,
    ...renderTable(["target", "outcome", "rows deleted", "oldest row", "why"], rows, "left"),
    ...(tenants.length > 0 ? ["tenants worst off (the run's evidence records)", ...tenants] : []),
  ];
}

const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? "" : "s"}`;

const cell = (text: string) => text.replaceAll("|", "\\|");

/** `evidence --from` a fleet's nights: per night, its executions and each target's outcome. */
export function nightsMarkdown(report: NightsReport): string {
  const { totals } = report;
  const lines = [
    `# A fleet's nights: ${report.source}`,
    "",
    `From ${report.since.slice(0, 10)} to ${report.until.slice(0, 10)}: ${plural(totals.nights, "night")}, ${plural(totals.targetNights, "target-night")}, ${count(totals.failed)} failed at the end, ${count(totals.completedByRerun)} completed by a re-run.`,
  ];
  for (const night of report.nights) {
    const executions = night.executions.map((each) =>
      each.rerun
        ? `${each.name} (re-run of ${each.rerun}, completes ${each.completes})`
        : `${each.name} (the night${each.anyFailed ? ", a target failed" : ""})`,
    );
    lines.push(
      "",
      `## ${night.scheduledTime}`,
      "",
      `Executions: ${executions.join("; ")}.`,
      "",
      "| target | outcome | rows deleted | run | why |",
      "| --- | --- | ---: | --- | --- |",
      ...night.targets.map(
        (each) =>
          `| ${each.target} | ${outcomeWord(each)} | ${count(each.deleted, "-")} | ${each.runId ?? "-"} | ${cell(whyOfTarget(each))} |`,
      ),
    );
  }
  return lines.join("\n");
}
