// The tests of issue 35's exactness (the calendar, the rehearsal, guards, conditions): what
// `npm run mutation:exact` runs against each mutant of those files. By hand; not part of npm test.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/contract/calendar.test.ts",
      "test/engine/dry-run.test.ts",
      "test/engine/refusals.test.ts",
      "test/engine/conditions.test.ts",
      "test/engine/rules.test.ts",
      "test/engine/clocks.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
