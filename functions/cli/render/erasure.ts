// An erasure's outputs as text: per subject its outcome and per table what went (deleted,
// cascaded, redacted, kept, detached, held); the plan of an erasure table; a replay's drill report.
// A subject is shown only by its keyed hash's first 16 digits.
import type { DrillReport, ErasurePlan, SubjectResult } from "../../engine/index.js";
import { renderTable } from "./table.js";

const short = (hash: string) => `${hash.slice(0, 16)}…`;

export function subjectLines(result: SubjectResult): string[] {
  const mode = result.dryRun ? " (dry run: rehearsed and rolled back, nothing changed)" : "";
  const receipt = result.seq !== undefined ? `; receipt ${result.seq}` : "";
  const steps = result.steps
    ? ` (over the bound of one transaction: in steps, step ${result.steps.last}${result.steps.resumedFrom !== undefined ? `, resumed from receipt ${result.steps.resumedFrom}` : ""}; the figures are the last step's)`
    : "";
  const head = `subject ${short(result.subjectHash)}: ${result.outcome}${steps}${mode}${receipt}${result.reason ? `: ${result.reason}` : ""}`;
  if (result.tables.length === 0) return [head];
  const rows = result.tables.map((each) => [
    each.table,
    each.action,
    ...[
      each.found,
      each.deleted,
      each.cascaded,
      each.redacted,
      each.kept,
      each.detached,
      each.held,
    ].map(String),
  ]);
  return [
    head,
    ...renderTable(
      ["table", "action", "found", "deleted", "cascaded", "redacted", "kept", "detached", "held"],
      rows,
    ),
  ];
}

export function planLines(plan: ErasurePlan): string[] {
  const lines = [
    `erasure ${plan.erasure} (sha256 ${plan.erasureHash.slice(0, 16)}…): subject ${plan.subject.table} by ${plan.subject.key}`,
  ];
  for (const table of plan.tables) {
    const how = table.byCascade ? "delete (through ON DELETE CASCADE)" : table.action;
    lines.push(
      `== ${table.table}: ${how}${table.mentioned ? "" : " (NOT IN THE ERASURE TABLE: deleted by default)"}${table.reason ? `: ${table.reason}` : ""}`,
    );
    for (const key of table.keys)
      lines.push(
        `reached by ${key.constraint}: ${key.from}, ${key.action}${key.indexed ? "" : ", NO INDEX"}`,
      );
    for (const each of table.detaches)
      lines.push(
        `detaches ${each.table} (${each.constraint}, ${each.action}): its rows stay, their reference is set`,
      );
    if (table.missingGrants.length > 0)
      lines.push(`MISSING GRANTS: ${table.missingGrants.join(", ")}`);
    for (const each of table.triggersAndRules)
      lines.push(
        `${each.kind} ${each.name} fires on DELETE or UPDATE: it may refuse or change a statement`,
      );
  }
  if (plan.unmentioned.length > 0)
    lines.push(`not in the erasure table (deleted by default): ${plan.unmentioned.join(", ")}`);
  for (const each of plan.missingIndexes)
    lines.push(`missing index: ${each.table}(${each.columns.join(", ")}) for ${each.constraint}`);
  for (const note of plan.notes) lines.push(`note: ${note}`);
  return lines;
}

export function drillLines(report: DrillReport, dryRun: boolean): string[] {
  return [
    `replay since ${report.since}${dryRun ? " (dry run: nothing changed)" : ""}: ${report.entries} receipt(s), ${report.subjects} subject(s) on the suppression list`,
    `found again: ${report.found}; erased again: ${report.erasedAgain}; already erased: ${report.unchanged}; not erased: ${report.notErased.length}; left: ${report.left}`,
    ...report.notErased.map(
      (each) =>
        `subject ${short(each.subjectHash)}: ${each.outcome}${each.reason ? `: ${each.reason}` : ""}`,
    ),
    ...report.results.flatMap(subjectLines),
  ];
}
