// The simulation's verdicts as text: a table per fault, the false alarms, the SLO over all nights.
import { shortAlarm } from "./picture.js";
import type { SimulationResult } from "./simulation.js";

export function renderVerdicts(result: SimulationResult): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const rows = result.verdicts.map((verdict) => {
    const night = result.nights[verdict.fault.night];
    return line([
      `${verdict.fault.kind} (night ${verdict.fault.night}, ${night?.date ?? ""})`,
      verdict.expected.map(shortAlarm).join(", ") || "none",
      verdict.fired.map((each) => `${shortAlarm(each.alarm)} +${each.hoursAfter} h`).join(", ") ||
        "none",
      !verdict.exercised
        ? "**no**: the fault did not happen as planned"
        : verdict.missing.length + verdict.unexpected.length === 0
          ? "yes"
          : `**no**: ${[...verdict.missing.map((m) => `missing ${m}`), ...verdict.unexpected.map((u) => `unexpected ${shortAlarm(u)}`)].join(", ")}`,
      verdict.sloBroken.length === 0 ? "held" : `broken: ${verdict.sloBroken.join("; ")}`,
      verdict.note,
    ]);
  });
  const slo = Object.entries(result.slo).map(([policy, figures]) =>
    line([
      policy,
      `${figures.line1Met} / ${figures.nights}`,
      `${figures.line2Met} / ${figures.nights}`,
      `${figures.maxOldestPastDays.toFixed(2)} d`,
    ]),
  );
  const healthy = result.nights.filter((night) => night.faults.length === 0).length;
  return [
    `${result.nights.length} nights from ${result.nights[0]?.date} (schedule ${result.options.schedule.cron} ${result.options.schedule.timeZone}, window ${result.options.schedule.window}), seed ${result.options.seed}, ${Math.round(result.durationMs / 1000)} s`,
    "",
    line([
      "fault",
      "alarms expected",
      "alarms fired (hours after the fault began)",
      "as expected",
      "SLO (the fault's nights and the next)",
      "what happened",
    ]),
    line(["---", "---", "---", "---", "---", "---"]),
    ...rows,
    "",
    `False alarms (not within 3 days after a fault): ${result.falseAlarms.length === 0 ? "0" : result.falseAlarms.map((e) => `${shortAlarm(e.rule)} at ${new Date(e.start).toISOString()}`).join(", ")} (goal 0; ${healthy} nights without a fault).`,
    `SLO broken on nights no fault touched: ${result.healthyBreaks.length === 0 ? "none" : result.healthyBreaks.map((b) => `${b.policy} night ${b.night} (${b.line})`).join(", ")}.`,
    "",
    line([
      "policy",
      "99% gone within interval + one run",
      "no row older than retention + 2 x interval",
      "oldest row past retention, worst morning",
    ]),
    line(["---", "---", "---", "---"]),
    ...slo,
    "",
    result.ok ? "Verdict: every expectation met." : "Verdict: **expectations failed** (see above).",
  ].join("\n");
}
