// The tests of issue 52's proposals and questions: what `npm run mutation:init-proposals` runs
// against each mutant of the never-proposed rule, the questions' ranking and the statistics'
// reading. By hand; not in npm test (its files are, through the default config).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/init-safety.test.ts",
      "test/engine/init-questions.test.ts",
      "test/engine/init-statistics.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
  },
});
