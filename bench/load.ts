// The live service: short transactions at a fixed rate on the same tables, until SIGTERM, from
// several clients at once. Each: insert a sign-in request, touch an Active session's updated_at.
// With `touch`, instead: update one sign-in request picked at random among all of them, expired or
// not (a support tool, an analytics job marking rows it read): a load that waits on a purge's row
// locks, where the live service never does (bench/lock-waits.ts).
// Prints every latency (ms), the transaction's and its COMMIT's (what a commit waits for: the WAL
// flush, the purge's WAL before it), so that rounds can be pooled for a p99 with enough samples.
// argv: databaseUrl ratePerClient clients [touch]
import pg from "pg";

const [url, rateText, clientsText, mode] = process.argv.slice(2);
const rate = Number(rateText ?? 125);
const clients = Number(clientsText ?? 4);
let stopping = false;
process.on("SIGTERM", () => {
  stopping = true;
});
const latencies: number[] = [];
const commits: number[] = [];
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

/** The live service's transaction on `db`: its COMMIT's time (ms). */
async function service(db: pg.Client): Promise<() => Promise<number>> {
  const { rows: users } = await db.query<{ id: string }>("SELECT id FROM identity.users LIMIT 100");
  const { rows: active } = await db.query<{ id: string }>(
    "SELECT id FROM identity.refresh_sessions WHERE status = 'Active' LIMIT 2000",
  );
  return async () => {
    await db.query("BEGIN");
    await db.query(
      `INSERT INTO identity.sign_in_confirmation_requests (id, user_id, phone_number, code_hash, status, created_at, expires_at)
       VALUES (gen_random_uuid(), $1, '+15550000000', 'h', 'Pending', now(), now() + interval '5 minutes')`,
      [pick(users).id],
    );
    if (active.length > 0) {
      await db.query("UPDATE identity.refresh_sessions SET updated_at = now() WHERE id = $1", [
        pick(active).id,
      ]);
    }
    const committing = performance.now();
    await db.query("COMMIT");
    return performance.now() - committing;
  };
}

/** The touching load's transaction: one request of any age updated, committed with it. */
async function touching(db: pg.Client): Promise<() => Promise<number>> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM identity.sign_in_confirmation_requests TABLESAMPLE SYSTEM (5)",
  );
  return async () => {
    await db.query(
      "UPDATE identity.sign_in_confirmation_requests SET status = status WHERE id = $1",
      [pick(rows).id],
    );
    return 0;
  };
}

async function client(ready: () => void): Promise<void> {
  const db = new pg.Client({ connectionString: url, application_name: "bench-live-load" });
  await db.connect();
  const transaction = await (mode === "touch" ? touching : service)(db);
  ready();
  while (!stopping) {
    const started = performance.now();
    const commit = await transaction();
    const took = performance.now() - started;
    latencies.push(took);
    commits.push(commit);
    const wait = 1000 / rate - took;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await db.end();
}

let readyCount = 0;
await Promise.all(
  Array.from({ length: clients }, () =>
    client(() => {
      readyCount += 1;
      if (readyCount === clients) process.stdout.write("ready\n");
    }),
  ),
);
const rounded = (values: number[]) => values.map((ms) => Math.round(ms * 100) / 100);
process.stdout.write(
  `${JSON.stringify({ total: rounded(latencies), commit: rounded(commits) })}\n`,
);
