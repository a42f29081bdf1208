// The redact mechanism, its contract half: the row stays, its personal columns are overwritten
// (NULL, a fixed value, or a keyed hash); its own field, `columns`, says which and with what. Its
// engine half: engine/mechanisms/redact/.
import { z } from "zod";
import { identifier, redactedValue } from "../rules.js";
import { defineMechanism, type PolicyOf } from "./port.js";

const redactedColumns = z
  .record(identifier, redactedValue)
  .refine((columns) => Object.keys(columns).length > 0, "must name at least one column");

export const redaction = defineMechanism({
  name: "redact",
  facts: { verb: "redact", past: "redacted", counts: "redacted", onTime: "oldest-row" },
  takes: ["key", "clockUnit", "clockTimeZone", "tenant", "where", "vacuumAfter", "status", "hold"],
  fields: {
    /** The columns to overwrite, and with what (null, "hash", {"value": ...}). */
    columns: redactedColumns.optional(),
  },
  needs: {
    columns: 'must name the columns to redact, and with what (null, "hash" or {"value": ...})',
  },
  writesKeyedHashes: (policy) => Object.values(policy.columns ?? {}).includes("hash"),
  doc: {
    summary:
      "the row stays, its `columns` are overwritten in batched UPDATEs, under every guarantee a delete has (see Redaction)",
    fields: {
      columns:
        'what each column becomes, `null`, `"hash"` (a keyed hash, which keeps a unique column unique) or `{"value": "..."}`',
    },
  },
});

/** A validated redact policy. */
export type RedactPolicy = PolicyOf<typeof redaction>;
