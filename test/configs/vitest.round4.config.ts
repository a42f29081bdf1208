// The tests of this session's engine rules (init's --accept, a person's answer to its questions;
// the cost account's CPU read from the scheduler's count; the archive's encoding thread's failures;
// counts written without Intl): what `npm run mutation:round4` runs
// against each mutant of those files.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/cli/init.test.ts",
      "test/engine/cost-account.test.ts",
      "test/engine/copy-parquet.test.ts",
      "test/engine/numbers.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
