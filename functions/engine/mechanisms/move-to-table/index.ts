// The move-to-table mechanism (pt-archiver's --dest): expired rows go into an archive table of the
// same database in the statement that deletes them, ids and values kept, and the rows their ON
// DELETE CASCADE would take (and those of a referencing table it names: a Django key) go into
// archive tables of their own with them. It walks the table as
// delete does, under the same guards (references, holds, breaker, report mode, dry run); its
// statement is its action's (action.ts); the archive tables are then an ordinary policy's.
import { policyOf } from "../../../contract/mechanisms.js";
import { describeRows } from "../../catalog/describe.js";
import { tableText } from "../../catalog/shape.js";
import { deleteMechanism } from "../delete/index.js";
import type { Mechanism } from "../mechanism.js";
import { moveAction } from "./action.js";
import { checkMove, movedRefs } from "./archive-tables.js";

export const moveMechanism: Mechanism = {
  ...deleteMechanism,
  async describe(at, base, facts, field) {
    const described = await describeRows(at, base, facts, field, { rowsLeave: true });
    const { into } = policyOf("move-to-table", base.policy);
    const inbound = await movedRefs(at.keys, described.inbound, into);
    const shape = { ...described, inbound };
    const move = await checkMove(at.db, shape, facts.ref, field);
    return { ...shape, action: moveAction(move) };
  },
  async plan(db, shape) {
    const plan = await deleteMechanism.plan(db, shape);
    const into = shape.action?.inserts ?? [];
    plan.notes.push(
      `moves: each batch's statement deletes its rows and inserts them into ${into.map(tableText).join(", ")}, ids and values kept`,
    );
    return plan;
  },
};
