// The maintenance role's secret as a pool config, with verified TLS.
import { readFileSync } from "node:fs";
import type pg from "pg";
import { ConfigError } from "../contract/errors.js";

interface RdsSecret {
  host?: string;
  port?: number | string;
  username?: string;
  password?: string;
  dbname?: string;
}

/** The maintenance role's RDS secret JSON as a pool config, with verified TLS. */
export function poolConfigFromSecret(secret: unknown, caBundlePath: string): pg.PoolConfig {
  const value = (typeof secret === "object" && secret !== null ? secret : {}) as RdsSecret;
  const missing = (["host", "username", "password"] as const).filter((key) => !value[key]);
  if (missing.length > 0) {
    throw new ConfigError(
      "DB_SECRET_ARN",
      `the secret lacks ${missing.join(", ")} (expected the RDS secret JSON)`,
    );
  }
  return {
    host: value.host,
    port: Number(value.port ?? 5432),
    user: value.username,
    password: value.password,
    database: value.dbname ?? "postgres",
    // Verified TLS: the server certificate must chain to the RDS certificate authorities.
    ssl: { ca: readFileSync(caBundlePath, "utf8"), rejectUnauthorized: true },
  };
}
