// A person's yes to init's questions (`init --accept TABLE,...`): each named question's rule goes
// into the draft as a proposal resting on that answer, its retention the default given or "?".
// A table with no question, or a question with no rule (a person's data, an audit trail: written
// by hand), is refused by name, with nothing written.
import { ConfigError } from "../../contract/errors.js";
import { RETENTION_TO_CHOOSE } from "../../contract/retention-table.js";
import type { DraftPolicy, Proposal } from "./proposal.js";
import type { Question } from "./questions.js";

/** The accepted questions as proposals, and the questions left (ranked again from 1). */
export function acceptAnswers(
  questions: Question[],
  tables: string[],
  retention: string,
): { accepted: Proposal[]; questions: Question[] } {
  const accepted = tables.map((table) => {
    const question = questions.find((each) => each.table === table);
    if (!question?.policy || !question.rule)
      throw new ConfigError(
        "--accept",
        question
          ? `${table}: its question (${question.reason}) has no rule to accept: a policy on it is written by hand`
          : `${table}: init asks no question about it (write schema.table as the questions name it: ${questions.map((each) => each.table).join(", ") || "none asked"})`,
      );
    const policy = question.policy as DraftPolicy;
    const chosen = policy.retention === RETENTION_TO_CHOOSE ? retention : policy.retention;
    return {
      policy: {
        ...policy,
        retention: chosen,
        description: `${String(policy.description ?? "").replace(/\.$/, "")}; accepted by a person (init --accept), asked as: ${question.reason}.`,
      },
      kind: question.reason,
      confidence: "high" as const,
      rule: question.rule.replace(`+ ${RETENTION_TO_CHOOSE}`, `+ ${chosen}`),
      evidence: [{ kind: "answer" as const, reason: question.reason }],
    };
  });
  const left = questions
    .filter((question) => !tables.includes(question.table))
    .map((question, index) => ({ ...question, rank: index + 1 }));
  return { accepted, questions: left };
}
