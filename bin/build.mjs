#!/usr/bin/env node
// Compiles the command line to dist/cli (ESM, one chunk per command, so each loads only when it
// runs). Dependencies stay in node_modules. Runs on `npm ci` (prepare) and before the tests.
import { rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const cliOutDir = join(root, "dist/cli");

export async function buildCli() {
  await rm(cliOutDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: join(root, "functions/cli/main.ts") },
    outdir: cliOutDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli();
}
