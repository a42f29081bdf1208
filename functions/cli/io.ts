/** Exit codes: 0 success, 1 a partial or failed run (or the database failed), 2 bad input. */
export const EXIT = { ok: 0, runFailed: 1, badInput: 2 } as const;

/** Where a command writes; tests pass their own. */
export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** stderr is a terminal (a person watches): progress bars and warnings written for people. */
  errIsTerminal?: boolean;
  /** stderr as a stream, for what redraws itself (the progress bar). */
  errStream?: NodeJS.WriteStream;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  errIsTerminal: process.stderr.isTTY === true,
  errStream: process.stderr,
};
