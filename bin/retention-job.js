#!/usr/bin/env node
// The command line. TypeScript is loaded through tsx, so the CLI and the Lambda share one source.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../functions/retention/cli.ts");
process.exitCode = await main(process.argv.slice(2));
