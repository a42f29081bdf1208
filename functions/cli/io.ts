/** Exit codes: 0 success, 1 a partial or failed run (or the database failed), 2 bad input. */
export const EXIT = { ok: 0, runFailed: 1, badInput: 2 } as const;

/** Where a command writes; tests pass their own. */
export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
};
