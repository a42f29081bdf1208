// A live load that touches rows of every age: short transactions that update one sign-in request
// picked at random from all of them, expired or not (a support tool, an analytics job marking rows
// it read), at a fixed rate from several clients, until SIGTERM. Such a load waits on a purge's
// row locks where the live service of bench/load.ts never does. Prints every transaction's latency
// (ms) as JSON when it stops. argv: databaseUrl ratePerClient clients
import pg from "pg";

const [url, rateText, clientsText] = process.argv.slice(2);
const rate = Number(rateText ?? 50);
const clients = Number(clientsText ?? 4);
let stopping = false;
process.on("SIGTERM", () => {
  stopping = true;
});
const latencies: number[] = [];

async function client(ready: () => void): Promise<void> {
  const db = new pg.Client({ connectionString: url, application_name: "bench-touch-load" });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM identity.sign_in_confirmation_requests TABLESAMPLE SYSTEM (5)",
  );
  ready();
  while (!stopping) {
    const id = rows[Math.floor(Math.random() * rows.length)]?.id;
    const started = performance.now();
    await db.query(
      "UPDATE identity.sign_in_confirmation_requests SET status = status WHERE id = $1",
      [id],
    );
    const took = performance.now() - started;
    latencies.push(took);
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
process.stdout.write(`${JSON.stringify(latencies.map((ms) => Math.round(ms * 100) / 100))}\n`);
