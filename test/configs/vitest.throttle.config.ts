// The throttle's, the WAL and latency paces' and the batch sizers' own tests: what `npm run
// mutation:throttle` runs against each mutant of functions/engine/{throttle,wal-pace,latency-pace}.ts
// and strategies/sizer.ts.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/speed-and-throttle.test.ts", "test/engine/latency-budget.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
