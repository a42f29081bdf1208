// The tests of issue 37's init signals and issue 40's bounded walk: what `npm run mutation:init`
// runs against each mutant of init's heuristics and draft and the block walk. By hand; not in npm test.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/init-heuristics.test.ts",
      "test/engine/init.test.ts",
      "test/cli/init.test.ts",
      "test/engine/work-bounded.test.ts",
      "test/engine/property.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
  },
});
