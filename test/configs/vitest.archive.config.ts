// The archive's and the evidence record's own tests: what `npm run mutation:archive` runs against
// each mutant of functions/engine/archive and functions/engine/evidence (the whole engine suite
// would run every mutant of the evidence record, which every run writes, for hours).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/archive.test.ts",
      "test/engine/archive-edges.test.ts",
      "test/engine/evidence.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
