// The store checks, one per kind of contract/stores/: each entry read and judged, an entry that
// cannot be read (access denied, no such table) a finding of its own. Both doors call this.
import type {
  ClientConfig,
  ClientSource,
  StoreCheck,
  StoreEntry,
  StoreEntryOf,
  StoreFinding,
  StoreKindName,
} from "../../contract/stores/index.js";
import { storeWhere } from "../../contract/stores/index.js";
import { checkDynamoDbTtl } from "./dynamodb-ttl.js";
import { checkS3Lifecycle } from "./s3-lifecycle.js";

/** One check per kind: the compiler refuses a kind declared in the contract without its check. */
const CHECKS: { [Kind in StoreKindName]: StoreCheck<StoreEntryOf<Kind>> } = {
  "s3-lifecycle": checkS3Lifecycle,
  "dynamodb-ttl": checkDynamoDbTtl,
};

async function checkStore(entry: StoreEntry, clients: ClientSource): Promise<StoreFinding> {
  try {
    return await (CHECKS[entry.kind] as StoreCheck<StoreEntry>)(entry, clients);
  } catch (error) {
    const name = (error as { name?: string }).name ?? "Error";
    return {
      name: entry.name,
      kind: entry.kind,
      where: storeWhere(entry),
      verdict: "unreadable",
      status: "unreadable",
      detail: `cannot read ${storeWhere(entry)}: ${name}: ${(error as Error).message}`,
    };
  }
}

/** Every entry's finding, in the table's order. */
export async function checkStores(
  entries: StoreEntry[],
  clients: ClientSource,
): Promise<StoreFinding[]> {
  const findings: StoreFinding[] = [];
  for (const entry of entries) findings.push(await checkStore(entry, clients));
  return findings;
}

/**
 * Clients made once per service: `seeded` first, else the kind's own (made with `config`, passed
 * through `wrap`: the Lambda traces them).
 */
export function clientSource(
  seeded: Record<string, unknown> = {},
  config: ClientConfig = {},
  wrap: <Client>(client: Client) => Client = (client) => client,
): ClientSource {
  const made = new Map<string, unknown>(Object.entries(seeded));
  return {
    get<Client>(service: string, make: (config: ClientConfig) => Client): Client {
      if (!made.has(service)) made.set(service, wrap(make(config)));
      return made.get(service) as Client;
    },
  };
}
