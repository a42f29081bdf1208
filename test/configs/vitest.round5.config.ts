// The tests of issue 52's third round (init --source's scan of an application's cleanup loops, and
// what goes with a row the code deletes: deleteFirst): what `npm run mutation:round5` runs against
// each mutant of functions/engine/init/source.ts and orm-cascades.ts (the query builders' forms too).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/init-source.test.ts",
      "test/engine/init-source-forms.test.ts",
      "test/engine/init-source-builders.test.ts",
      "test/engine/init-orm-cascades.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
  },
});
