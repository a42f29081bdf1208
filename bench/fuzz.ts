// npm run fuzz [-- --runs 2500 --seed N]: the edges' properties (test/fuzz/properties.ts) with many
// more cases than npm test runs, on DATABASE_URL's server or an embedded one; prints how each ended.
import { parseArgs } from "node:util";
import fc from "fast-check";
import { startEmbeddedPostgres } from "../functions/cli/demo/embedded.js";
import * as property from "../test/fuzz/properties.js";

const { values: flags } = parseArgs({
  options: { runs: { type: "string", default: "2500" }, seed: { type: "string" } },
});
const runs = Number(flags.runs);
const seed = flags.seed === undefined ? Date.now() % 1_000_000 : Number(flags.seed);
const server = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres();
const db = await property.fuzzDatabase(server.url, `fuzz_script_${process.pid}`);
const started = Date.now();
const edges: Record<string, (seen: property.Tally) => Parameters<typeof fc.assert>[0]> = {
  "retention tables": (seen: property.Tally) => property.retentionTables(db, seen),
  events: (seen: property.Tally) => property.events(db, seen),
  environment: (seen: property.Tally) => property.settings(seen),
  "command lines": (seen: property.Tally) => property.commandLines(db, seen),
  "erasure tables and subjects": (seen: property.Tally) => property.erasures(db, seen),
};
let total = 0;
try {
  process.stdout.write(`seed ${seed}, ${runs} cases per edge\n`);
  for (const [edge, build] of Object.entries(edges)) {
    const seen = property.tally();
    const edgeStarted = Date.now();
    await fc.assert(build(seen), { numRuns: runs, seed });
    total += seen.cases;
    process.stdout.write(
      `${edge}: ${seen.cases} cases, ${seen.refused} refused naming a field, ${seen.accepted} ran (${Math.round((Date.now() - edgeStarted) / 1000)} s)\n`,
    );
  }
  process.stdout.write(
    `${total} cases, every one a result or a ConfigError naming a field; no refused input deleted a row (${Math.round((Date.now() - started) / 1000)} s)\n`,
  );
} finally {
  await db.drop();
  await server.stop();
}
