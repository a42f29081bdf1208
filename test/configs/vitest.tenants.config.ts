// The tenant retention's own tests (Keycloak, a Rails SaaS, Zulip, Mastodon's keep rules, more
// than two levels, pages read): what `npm run mutation:tenants` runs against each mutant of the
// tenant catalog, its SQL and its walk.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/engine/tenants.test.ts",
      "test/engine/tenant-keep-mastodon.test.ts",
      "test/engine/tenant-levels.test.ts",
      "test/engine/tenants-pages.test.ts",
    ],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
