// The engine's tests alone (and the handler's, which drive it): what mutation testing runs
// against each mutant of functions/engine. `npm run mutation`, by hand; not part of npm test.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts", "test/lambda/handler.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
