// The delete mechanism with an archive: each batch's rows go to an object, read back and verified,
// before the same transaction deletes them (archive/rows.ts). Standing, estimates and plans are
// delete's: the rows it takes are the rows delete would.
import { archiveRows } from "../../archive/rows.js";
import type { Mechanism } from "../mechanism.js";
import { deleteMechanism } from "./index.js";
import { byTenant, walkByTenant } from "./tenants.js";

export const archiveDeleteMechanism: Mechanism = {
  ...deleteMechanism,
  async work(context, options) {
    const strategy = context.shape.strategy;
    if (context.dryRun || !options.archive) return { outcome: "completed", strategy, warnings: [] };
    // A retention per tenant: the archive's batches tenant by tenant, as delete's.
    const tenantsDeleted = new Map<string | null, number>();
    const outcome = await archiveRows(
      context,
      options.archive,
      byTenant(context.shape) ? (walk) => walkByTenant(context, tenantsDeleted, walk) : undefined,
    );
    if (outcome !== "skipped")
      return {
        outcome,
        strategy,
        warnings: [],
        ...(byTenant(context.shape) ? { tenantsDeleted } : {}),
      };
    return {
      outcome,
      strategy,
      warnings: [],
      notices: [
        {
          event: "archive-locked",
          message: "another instance is archiving this policy: skipped in this run",
        },
      ],
    };
  },
};
