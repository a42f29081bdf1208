// plan's advice tests: what `npm run mutation:plan` runs against each mutant of plan's warning code
// (the delete mechanism's plan, EXPLAIN's reading, the plan's assembly, the status findings).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/plan-advice.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
