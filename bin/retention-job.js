#!/usr/bin/env node
// The command line, compiled to dist/cli by `npm run build` (run by `npm ci` through prepare).
const { main } = await import("../dist/cli/main.mjs");
process.exitCode = await main(process.argv.slice(2));
