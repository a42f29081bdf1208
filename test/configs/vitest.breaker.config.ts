// The breaker's and the policy pipeline's own tests: what `npm run mutation:breaker` runs against
// each mutant of functions/engine/pipeline/breaker.ts and functions/engine/pipeline/{gate,policy}.ts (the
// whole engine suite runs through the gate, so every mutant of it would cost minutes there).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/safety.test.ts",
      "test/engine/speed-and-throttle.test.ts",
      "test/engine/report-and-logs.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
