// The live service: short transactions at a fixed rate on the same tables, until SIGTERM.
// Each: insert a sign-in request, touch an Active session's updated_at. Prints latency figures.
import pg from "pg";

const [url, rateText] = process.argv.slice(2);
const rate = Number(rateText ?? 50);
const client = new pg.Client({ connectionString: url, application_name: "bench-live-load" });
await client.connect();
const { rows: users } = await client.query<{ id: string }>(
  "SELECT id FROM identity.users LIMIT 100",
);
const { rows: active } = await client.query<{ id: string }>(
  "SELECT id FROM identity.refresh_sessions WHERE status = 'Active' LIMIT 2000",
);
const latencies: number[] = [];
let stopping = false;
process.on("SIGTERM", () => {
  stopping = true;
});
process.stdout.write("ready\n");
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
while (!stopping) {
  const started = performance.now();
  await client.query("BEGIN");
  await client.query(
    `INSERT INTO identity.sign_in_confirmation_requests (id, user_id, phone_number, code_hash, status, created_at, expires_at)
     VALUES (gen_random_uuid(), $1, '+15550000000', 'h', 'Pending', now(), now() + interval '5 minutes')`,
    [pick(users).id],
  );
  if (active.length > 0) {
    await client.query("UPDATE identity.refresh_sessions SET updated_at = now() WHERE id = $1", [
      pick(active).id,
    ]);
  }
  await client.query("COMMIT");
  const took = performance.now() - started;
  latencies.push(took);
  const wait = 1000 / rate - took;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await client.end();
latencies.sort((a, b) => a - b);
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({ count: latencies.length, p50: at(0.5), p99: at(0.99), max: at(1) })}\n`,
);
