// `retention-job init`: a draft retention table from the catalog and the statistics, every policy
// in report mode, checked by the engine's own preflight (a policy it refuses is left out, and the
// refusal becomes a finding), in the run's order (children first).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import { parseRetentionTable, RETENTION_TO_CHOOSE } from "../../contract/retention-table.js";
import { cutoffsFor } from "../clock.js";
import { databaseNow } from "../db/session.js";
import { describePolicies } from "../pipeline/preflight.js";
import { acceptAnswers } from "./accept.js";
import { draftProposals } from "./draft.js";
import type { DraftPolicy, Finding, Proposal } from "./proposal.js";
import type { Question, QuestionReason } from "./questions.js";
import { readCleanupCode } from "./source.js";
import { type SurveyedTable, surveyTables } from "./survey.js";

export {
  type DraftPolicy,
  type Evidence,
  evidenceText,
  type Finding,
  type Proposal,
} from "./proposal.js";
export { type Question, type QuestionReason, REVIEW_MINUTES } from "./questions.js";

export interface Draft {
  policies: DraftPolicy[];
  /** The policies the draft would run, each with the evidence it rests on. */
  proposals: Proposal[];
  /** Everything else worth a person's look, ranked (1 first), each with what would answer it: a reviewer's half hour of them. */
  questions: Question[];
  /** The lowest-ranked questions beyond that half hour, not asked. */
  unasked: { table: string; reason: QuestionReason }[];
  findings: Finding[];
  /** The application's code was read (`source`): proposals it confirms carry `sites`. */
  sourceRead?: boolean;
  /** Why the server's statistics were not read as evidence anywhere (the job's ledger unreadable). */
  statisticsUnread?: string;
}

/** A retention the preflight can check while the person's choice is still to come. */
const STAND_IN = "30d";

/** A tenant policy's tiers whose period is still to choose (init writes `?` for each). */
export const tiersToChoose = (policy: DraftPolicy): string[] => {
  const values = (policy.tenant as { tiers?: { values: Record<string, string> } } | undefined)
    ?.tiers?.values;
  return Object.keys(values ?? {}).filter((tier) => values?.[tier] === RETENTION_TO_CHOOSE);
};

/** The policy with a stand-in wherever a person's choice is still to come (for the preflight). */
function standIn(policy: DraftPolicy): DraftPolicy {
  const chosen =
    policy.retention === RETENTION_TO_CHOOSE ? { ...policy, retention: STAND_IN } : policy;
  const tenant = policy.tenant as { tiers?: { values: Record<string, string> } } | undefined;
  if (!tenant?.tiers || tiersToChoose(policy).length === 0) return chosen;
  const values = Object.fromEntries(
    Object.entries(tenant.tiers.values).map(([tier, period]) => [
      tier,
      period === RETENTION_TO_CHOOSE ? STAND_IN : period,
    ]),
  );
  return { ...chosen, tenant: { ...tenant, tiers: { ...tenant.tiers, values } } };
}

/** The policy's retention is a person's until something is done first (an index, a tier's period). */
export const waitsOnPerson = (policy: DraftPolicy): boolean =>
  policy.retention === RETENTION_TO_CHOOSE || tiersToChoose(policy).length > 0;

/**
 * The proposals the preflight refused left out, each refusal a finding; a tenant form refused
 * falls back to its plain policy (checked again in the next round); one refused only for the
 * index it needs (`needsIndex`: it names no key) set aside into `waiting`, its `?` the person's.
 */
function leaveOut(
  kept: Proposal[],
  refused: Map<number, string[]>,
  findings: Finding[],
  waiting: Proposal[],
) {
  return kept.flatMap((proposal, index) => {
    const problems = refused.get(index);
    if (problems === undefined) return [proposal];
    if (proposal.needsIndex && problems.every((problem) => problem.startsWith("key: "))) {
      waiting.push(proposal);
      return [];
    }
    const message = problems[0] as string;
    findings.push({
      table: String(proposal.policy.table),
      kind: "left-out",
      message: proposal.plain
        ? `its retention per tenant is not proposed, the preflight refuses it: ${message}`
        : `not proposed, the preflight refuses it: ${message}`,
    });
    const plain = proposal.plain;
    return plain ? [{ ...plain, policy: { ...plain.policy, name: proposal.policy.name } }] : [];
  });
}

/**
 * The engine's preflight on the proposals: each one it refuses is left out, its refusal a finding;
 * the rest in the run's order. Catalog reads only.
 */
async function preflight(
  db: pg.ClientBase,
  proposals: Proposal[],
  findings: Finding[],
  waiting: Proposal[],
) {
  let kept = proposals;
  // Each proposal may fall back once (its tenant form refused), then be left out.
  for (let round = 0; round < 2 * proposals.length + 1 && kept.length > 0; round++) {
    try {
      const table = parseRetentionTable({ policies: kept.map(({ policy }) => standIn(policy)) });
      const now = await databaseNow(db);
      const shapes = await describePolicies(
        db,
        table.policies,
        cutoffsFor(table.policies, now),
        randomUUID(),
        now,
        "none",
      );
      const order = shapes.map((shape) => shape.policy.name);
      return kept.sort((a, b) => order.indexOf(a.policy.name) - order.indexOf(b.policy.name));
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      const refused = new Map<number, string[]>();
      for (const problem of error.problems) {
        const index = /^policies\[(\d+)\]/.exec(problem.field)?.[1];
        if (index === undefined) continue;
        const said = `${problem.field.replace(/^policies\[\d+\]\.?/, "")}: ${problem.message}`;
        refused.set(Number(index), [...(refused.get(Number(index)) ?? []), said]);
      }
      if (refused.size === 0) throw error;
      kept = leaveOut(kept, refused, findings, waiting);
    }
  }
  return kept;
}

const scanned = (tables: SurveyedTable[]) =>
  tables.map((table) => ({
    table: `${table.schema}.${table.name}`,
    name: table.name,
    columns: [...table.facts.columns.keys()],
  }));

/**
 * The draft for the given schemas (or the whole database, but the system's): `retention` fills
 * every policy's retention, or each is left for a person to choose (the draft then does not
 * validate until they have); `source`, the application's code, read for where it deletes by age;
 * `accept`, the tables whose questions a person answered yes (their rules become proposals).
 */
export async function draftRetentionTable(
  db: pg.ClientBase,
  options: { schemas?: string[]; retention?: string; source?: string; accept?: string[] },
): Promise<Draft> {
  const tables = await surveyTables(db, options.schemas);
  const sites = options.source ? await readCleanupCode(options.source, scanned(tables)) : undefined;
  const retention = options.retention ?? RETENTION_TO_CHOOSE;
  const drafted = await draftProposals(db, tables, retention, sites);
  const { unasked, findings } = drafted;
  const { accepted, questions } = acceptAnswers(drafted.questions, options.accept ?? [], retention);
  const proposals = [...drafted.proposals, ...accepted];
  const waiting: Proposal[] = [];
  const kept = [...(await preflight(db, proposals, findings, waiting)), ...waiting];
  const unread = tables.find((table) => table.churn.unread?.startsWith("the job's ledger"));
  return {
    policies: kept.map(({ policy }) => policy),
    proposals: kept,
    questions,
    unasked,
    findings,
    ...(sites ? { sourceRead: true } : {}),
    ...(unread?.churn.unread ? { statisticsUnread: unread.churn.unread } : {}),
  };
}
