#!/usr/bin/env node
// Builds what users run, into dist/: the command line (dist/cli: ESM, one chunk per command, so
// each loads only when it runs; dependencies stay in node_modules), the Lambda's bundle
// (dist/lambda: one minified ESM file with its dependencies, as the construct deploys it) and,
// with --infra, the construct compiled with its type declarations (dist/infra, dist/functions/
// contract). Runs on `npm ci` and `npm pack` (prepare); the tests build the first two.
import { execFileSync } from "node:child_process";
import { cp, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const cliOutDir = join(root, "dist/cli");
export const lambdaOutDir = join(root, "dist/lambda");

/**
 * Builds into a directory of its own, then moves each file into `outDir` (a rename: atomic), the
 * entry file last, and removes what the build no longer makes. A process running the old build
 * meanwhile (a test reading the Lambda's bundle while a child test run builds again) never finds a
 * file missing or half written.
 */
async function replaceDir(outDir, entry, fill) {
  const building = `${outDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await fill(building);
  await mkdir(outDir, { recursive: true });
  const made = await readdir(building);
  const entryLast = [...made].sort(
    (a, b) => Number(a.startsWith(entry)) - Number(b.startsWith(entry)),
  );
  for (const name of entryLast) {
    const target = join(outDir, name);
    if ((await stat(target).catch(() => undefined))?.isDirectory())
      await rm(target, { recursive: true, force: true });
    await rename(join(building, name), target);
  }
  for (const name of await readdir(outDir))
    if (!made.includes(name)) await rm(join(outDir, name), { recursive: true, force: true });
  await rm(building, { recursive: true, force: true });
}

/**
 * The worker threads, beside each build's code: the latency budget's probes (functions/engine/
 * throttle/latency-probe.ts) and a partition export's encoding (functions/engine/archive/copy-thread.ts).
 */
const workers = {
  "probe-worker": join(root, "functions/engine/throttle/probe-worker.mjs"),
  "copy-worker": join(root, "functions/engine/archive/copy-worker.mjs"),
};

export const buildCli = () => replaceDir(cliOutDir, "main.", buildCliInto);

async function buildCliInto(outdir) {
  await build({
    entryPoints: { main: join(root, "functions/cli/main.ts"), ...workers },
    outdir,
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

/** The Lambda's code: functions/lambda/handler.ts and everything it imports, in one file. */
export const buildLambda = () => replaceDir(lambdaOutDir, "index.", buildLambdaInto);

async function buildLambdaInto(outdir) {
  await build({
    entryPoints: { index: join(root, "functions/lambda/handler.ts"), ...workers },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    minify: true,
    sourcemap: true,
    mainFields: ["module", "main"],
    external: ["pg-native"],
    // CommonJS dependencies (pg, pino) call require(): give the ESM bundle one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: "warning",
  });
  // A pinned RDS CA bundle, if the operator put one in functions/lambda/certs (see README, TLS).
  const certs = join(root, "functions/lambda/certs");
  if (await stat(certs).catch(() => undefined))
    await cp(certs, join(outdir, "certs"), { recursive: true });
}

/** The construct as JavaScript with type declarations, for a user's CDK app (tsc, tsconfig.build.json). */
export function buildInfra() {
  execFileSync(
    process.execPath,
    [join(root, "node_modules/typescript/bin/tsc"), "-p", join(root, "tsconfig.build.json")],
    {
      stdio: "inherit",
    },
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli();
  await buildLambda();
  if (process.argv.includes("--infra")) buildInfra();
}
