// The command line run in-process, as a test reads it: its exit code and what it printed.
import { type Io, main } from "../../functions/cli/main.js";

/** `retention-job <args>` with `env` as its environment: the exit code, stdout and stderr. */
export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await main(args, io);
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}
