// The tests of this round's rules (legal holds' predicate and erasure check, with the erasure's own
// tests, which reach the check with no hold and no register; a batch's
// change-stream transaction, the children an ORM deletes first): what `npm run mutation:round3`
// runs against each mutant of those files.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/holds.test.ts",
      "test/engine/holds-erasure.test.ts",
      "test/engine/erasure.test.ts",
      "test/engine/erasure-steps.test.ts",
      "test/engine/change-streams.test.ts",
      "test/engine/delete-first.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
