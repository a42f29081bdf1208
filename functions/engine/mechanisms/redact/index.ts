// The redact mechanism: the row stays, its personal columns are overwritten (NULL, a fixed value,
// or a keyed hash) once it is past its retention. It walks the table as delete does, under the same
// guards (status, conditions, hold, breaker, report mode, dry run); its statement is the UPDATE of
// its action (action.ts), whose predicate leaves a redacted row alone, so a second run redacts
// nothing.
import { foreignKeyColumns } from "../../catalog/also-delete.js";
import { describeRows } from "../../catalog/describe.js";
import { deleteMechanism } from "../delete/index.js";
import type { Mechanism } from "../mechanism.js";
import { redactAction } from "./action.js";
import { checkRedact } from "./columns.js";

export const redactMechanism: Mechanism = {
  ...deleteMechanism,
  async describe(at, base, facts, field) {
    const shape = await describeRows(at, base, facts, field, { rowsLeave: false });
    const foreign = new Set([
      ...(await foreignKeyColumns(at.db, facts)),
      ...(await at.keys.into(facts.ref)).flatMap((fk) => fk.parentColumns),
    ]);
    const keyed = { key: shape.key?.columns ?? [], foreignKeyColumns: foreign };
    const columns = await checkRedact(at.db, base.policy, facts, keyed, field);
    return { ...shape, action: redactAction(shape, columns) };
  },
};
