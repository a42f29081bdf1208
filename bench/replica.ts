// A primary and a streaming replica of its own, on loopback, for the benchmark: initdb, a
// pg_basebackup, two postmasters (run as the postgres user when we are root, as PostgreSQL asks).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface ReplicatedServer {
  primaryUrl: string;
  replicaUrl: string;
  binDir: string;
  /** The replica's replay lag now (ms), as the primary sees it; 0 when caught up. */
  replayLagMs(): Promise<number>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** The binaries of a PostgreSQL that has pg_basebackup: PG_BIN, pg_config, or Debian's layout. */
export function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BIN];
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim());
  } catch {
    // no pg_config on the PATH
  }
  if (existsSync("/usr/lib/postgresql")) {
    for (const version of readdirSync("/usr/lib/postgresql").sort().reverse())
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return candidates.find(
    (dir) => dir && existsSync(join(dir, "pg_basebackup")) && existsSync(join(dir, "postgres")),
  );
}

const asRoot = process.getuid?.() === 0;

function run(binDir: string, tool: string, args: string[]): void {
  const command = join(binDir, tool);
  if (asRoot)
    execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "ignore" });
  else execFileSync(command, args, { stdio: "ignore" });
}

export async function startReplicatedServer(
  binDir: string,
  ports = { primary: 5440, replica: 5441 },
): Promise<ReplicatedServer> {
  const dir = await mkdtemp(join(tmpdir(), "retention-bench-"));
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const primary = join(dir, "primary");
  const replica = join(dir, "replica");
  run(binDir, "initdb", ["-D", primary, "-U", "postgres", "--auth=trust"]);
  await appendFile(
    join(primary, "postgresql.conf"),
    `\nport = ${ports.primary}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\n`,
  );
  await appendFile(join(primary, "pg_hba.conf"), "\nhost replication all 127.0.0.1/32 trust\n");
  run(binDir, "pg_ctl", ["-D", primary, "-l", join(dir, "primary.log"), "-w", "start"]);
  const stopAll = async () => {
    for (const data of [replica, primary]) {
      if (existsSync(join(data, "postmaster.pid"))) {
        try {
          run(binDir, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
        } catch {
          // already gone
        }
      }
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    run(binDir, "pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(ports.primary),
      "-U",
      "postgres",
      "-D",
      replica,
      "-R",
      "-X",
      "stream",
    ]);
    const conf = join(replica, "postgresql.conf");
    await writeFile(
      conf,
      (await readFile(conf, "utf8")).replace(`port = ${ports.primary}`, `port = ${ports.replica}`),
    );
    run(binDir, "pg_ctl", ["-D", replica, "-l", join(dir, "replica.log"), "-w", "start"]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${ports.primary}/postgres`;
  const monitor = new pg.Client({
    connectionString: primaryUrl,
    application_name: "bench-monitor",
  });
  await monitor.connect();
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await monitor.query(
      "SELECT 1 FROM pg_stat_replication WHERE state = 'streaming'",
    );
    if (rows.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    primaryUrl,
    replicaUrl: `postgres://postgres@127.0.0.1:${ports.replica}/postgres`,
    binDir,
    async replayLagMs() {
      const { rows } = await monitor.query<{ ms: number | null }>(
        "SELECT max(extract(epoch FROM replay_lag) * 1000)::float8 AS ms FROM pg_stat_replication",
      );
      return rows[0]?.ms ?? 0;
    },
    async caughtUp() {
      const { rows } = await monitor.query<{ lsn: string }>("SELECT pg_current_wal_lsn() AS lsn");
      const target = rows[0]?.lsn;
      for (let attempt = 0; attempt < 600; attempt++) {
        const { rows: done } = await monitor.query(
          "SELECT 1 FROM pg_stat_replication WHERE replay_lsn >= $1::pg_lsn",
          [target],
        );
        if (done.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("the replica did not catch up within 60 s");
    },
    async stop() {
      await monitor.end().catch(() => undefined);
      await stopAll();
    },
  };
}
