// The tests of `init --source` (issue 37): what `npm run mutation:source` runs against each mutant
// of the code scan. By hand; not in npm test.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/init-source.test.ts", "test/engine/init-source-forms.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
  },
});
