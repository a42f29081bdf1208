// `retention-job evidence` and `retention-job verify-ledger`: the record read back for an auditor,
// from the ledger (the database) or from the evidence bucket (which outlives it).

import { writeFile } from "node:fs/promises";
import { archiveS3Client } from "../../aws/archive-store.js";
import { type EvidenceBucket, evidenceAddressOf, readEvidence } from "../../aws/evidence-bucket.js";
import { ConfigError } from "../../contract/errors.js";
import { stamp } from "../../contract/output-versions.js";
import {
  buildEvidence,
  type EvidenceRecord,
  evidenceSince,
  ledgerHashAt,
  verifyLedger,
} from "../../engine/index.js";
import { databaseUrl, duration, parseOptions } from "../args.js";
import { withDatabaseClient } from "../database.js";
import { buildNightsReport, isFleetNightsPrefix } from "../fleet-nights-report.js";
import { EXIT, type Io } from "../io.js";
import { evidenceHtml, evidenceMarkdown } from "../render/evidence.js";
import { nightsMarkdown } from "../render/fleet-night.js";

const FORMATS = ["md", "html", "json"] as const;

/** The records since `since`: from the bucket when --from names one, else from the ledger. */
async function recordsSince(
  values: { from?: string; "database-url"?: string },
  io: Io,
  since: Date,
): Promise<EvidenceRecord[]> {
  if (values.from !== undefined)
    return readEvidence(archiveS3Client(io.env), evidenceAddressOf(values.from, "--from"), since);
  return withDatabaseClient(databaseUrl(values, io), (client) => evidenceSince(client, since));
}

/** `--from` a fleet's nights: their Summaries as a report (md or json), written or printed. */
async function nightsEvidence(
  values: { format?: string; out?: string },
  io: Io,
  from: EvidenceBucket,
  period: { since: Date; until: Date },
): Promise<number> {
  if (values.format === "html")
    throw new ConfigError(
      "--format",
      "a fleet's nights are md or json (html is one database's report)",
    );
  const report = await buildNightsReport(archiveS3Client(io.env), from, period.since, period.until);
  const text =
    values.format === "json"
      ? `${JSON.stringify(report, null, 2)}\n`
      : `${nightsMarkdown(report)}\n`;
  if (values.out) {
    await writeFile(values.out, text);
    io.err(
      `wrote ${values.out}: ${report.totals.nights} nights since ${period.since.toISOString().slice(0, 10)}`,
    );
  } else io.out(text.trimEnd());
  return EXIT.ok;
}

export async function evidenceCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(
    args,
    {
      since: { type: "string" },
      format: { type: "string" },
      out: { type: "string" },
      interval: { type: "string" },
      from: { type: "string" },
      "database-url": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    (given) => {
      if (given.format !== undefined && !(FORMATS as readonly string[]).includes(given.format))
        throw new ConfigError("--format", `must be md, html or json, got "${given.format}"`);
      duration(given.since, "--since");
    },
  );
  if (values.help) return "help";
  const format = values.format ?? "md";
  const sinceMs = duration(values.since ?? "365d", "--since") as number;
  const intervalMs = duration(values.interval ?? "24h", "--interval") as number;
  const until = new Date();
  const since = new Date(until.getTime() - sinceMs);
  const from = values.from === undefined ? undefined : evidenceAddressOf(values.from, "--from");
  if (from && isFleetNightsPrefix(from.prefix))
    return nightsEvidence(values, io, from, { since, until });
  const records = await recordsSince(values, io, since);
  const report = buildEvidence(records, { since, until, intervalMs });
  const text =
    format === "json"
      ? `${JSON.stringify({ ...stamp("evidence-report"), ...report }, null, 2)}\n`
      : format === "html"
        ? evidenceHtml(report)
        : `${evidenceMarkdown(report)}\n`;
  if (values.out) {
    await writeFile(values.out, text);
    io.err(
      `wrote ${values.out}: ${report.policies.length} policies, ${report.records} records since ${since.toISOString().slice(0, 10)}`,
    );
  } else io.out(text.trimEnd());
  return EXIT.ok;
}

/** Each bucket record must be the ledger's record of the same place, hash for hash. */
async function compareWithBucket(io: Io, from: string, url: string): Promise<string | undefined> {
  const bucket = evidenceAddressOf(from, "--from");
  const copies = await readEvidence(archiveS3Client(io.env), bucket, new Date(0));
  return withDatabaseClient(url, async (client) => {
    for (const copy of copies) {
      const held = await ledgerHashAt(client, copy.seq);
      if (held === undefined)
        return `record ${copy.seq} is in the bucket, not in the ledger: it was removed`;
      if (held !== copy.hash)
        return `record ${copy.seq} differs from the bucket's copy: it was rewritten`;
    }
    return undefined;
  });
}

export async function verifyLedgerCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    against: { type: "string" },
    "database-url": { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const url = databaseUrl(values, io);
  const verdict = await withDatabaseClient(url, (client) => verifyLedger(client));
  if (verdict.broken) {
    io.err(
      `ledger broken at record ${verdict.broken.seq}: ${verdict.broken.reason} (${verdict.records} records before it hold)`,
    );
    return EXIT.runFailed;
  }
  const mismatch = values.against ? await compareWithBucket(io, values.against, url) : undefined;
  if (mismatch) {
    io.err(`ledger differs from ${values.against}: ${mismatch}`);
    return EXIT.runFailed;
  }
  io.out(
    verdict.head
      ? `ledger holds: ${verdict.records} records chained, head record ${verdict.head.seq} sha256 ${verdict.head.hash}${values.against ? `; every record in ${values.against} matches` : ""}`
      : "ledger holds: no record yet",
  );
  return EXIT.ok;
}
