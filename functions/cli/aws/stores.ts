// `plan`'s look at each derived store (a bucket's lifecycle, a table's TTL), read-only, with AWS
// credentials when there are some: the nightly run's checks, through the same registry.
import { checkStores, clientSource } from "../../aws/stores/index.js";
import {
  type ClientSource,
  type StoreEntry,
  type StoreFinding,
  storeMissing,
  storeWhere,
} from "../../contract/stores/index.js";

export type PlanStoreFinding =
  | StoreFinding
  | {
      name: string;
      kind: string;
      where: string;
      verdict: "not-checked";
      status: "not-checked";
      detail: string;
    };

const notChecked = (entry: StoreEntry, detail: string): PlanStoreFinding => ({
  name: entry.name,
  kind: entry.kind,
  where: storeWhere(entry),
  verdict: "not-checked",
  status: "not-checked",
  detail,
});

/**
 * Each store entry checked as the nightly run checks it (read-only), or why not: no region, or an
 * entry that leaves a field to the CDK app (a bucket entry without its bucket's name).
 */
export async function storeFindings(
  stores: StoreEntry[],
  region: string | undefined,
  clients: ClientSource | undefined = region ? clientSource({}, { region }) : undefined,
): Promise<PlanStoreFinding[]> {
  if (!clients)
    return stores.map((entry) =>
      notChecked(entry, "not checked: set AWS_REGION (and credentials) to read it"),
    );
  const complete = stores.filter((entry) => !storeMissing(entry));
  const findings = await checkStores(complete, clients);
  return stores.map(
    (entry) =>
      findings.find((finding) => finding.name === entry.name) ??
      notChecked(
        entry,
        `not checked: ${storeMissing(entry)?.message} (the CDK construct fills it in)`,
      ),
  );
}
