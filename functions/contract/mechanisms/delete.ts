// The delete mechanism, its contract half: batched DELETEs (the default, when a policy names no
// mechanism); every shared field, no field of its own. Its engine half: engine/mechanisms/delete/
// (with an archive: delete/archived.ts).
import { defineMechanism, type PolicyOf } from "./port.js";

export const deletion = defineMechanism({
  name: "delete",
  facts: { verb: "delete", past: "deleted", counts: "deleted", onTime: "oldest-row" },
  takes: [
    "key",
    "clockUnit",
    "clockTimeZone",
    "tenant",
    "where",
    "keep",
    "alsoDelete",
    "orphans",
    "archive",
    "vacuumAfter",
    "status",
    "selfReference",
    "cascades",
    "deleteFirst",
    "hold",
    "publish",
  ],
  fields: {},
  doc: {
    summary:
      "batched DELETEs, in block ranges when a run gets through the table anyway, else in clock order (leaf-first along a self-reference); with `archive`, each batch's rows go to an object store first",
    fields: {},
  },
});

/** A validated delete policy. */
export type DeletePolicy = PolicyOf<typeof deletion>;
