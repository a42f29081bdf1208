// The erasure's own tests (engine: Rails, Django, Keycloak, steps, the property over random
// foreign-key graphs): what `npm run mutation:erasure` runs against each mutant of
// functions/engine/erasure/.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/erasure.test.ts",
      "test/engine/erasure-keycloak.test.ts",
      "test/engine/erasure-property.test.ts",
      "test/engine/erasure-steps.test.ts",
      "test/engine/erasure-edges.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
