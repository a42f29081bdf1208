// The evidence record's statements: an append-only, hash-chained table of what each run did to
// each policy (figures and the rule's text, never a row's value or key).
import { LEDGER_SCHEMA } from "./ledger.js";
import { quoteIdent, sql } from "./text.js";

const schema = quoteIdent(LEDGER_SCHEMA);
export const EVIDENCE_TABLE = `${schema}.evidence`;

/** The advisory-lock class that serializes appends: the chain has one head per database. */
export const EVIDENCE_LOCK_CLASS = 731_003;

/**
 * `body` is the record's canonical JSON, kept as text so that its hash can be computed again
 * byte for byte; `hash` = sha256(prev_hash, seq, body).
 */
export const createEvidenceTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${EVIDENCE_TABLE} (
  seq bigint PRIMARY KEY,
  recorded_at timestamptz NOT NULL,
  run_id uuid NOT NULL,
  policy text NOT NULL,
  body text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL)`);

export const lockEvidenceSql = () =>
  sql("SELECT pg_advisory_xact_lock($1, 0)", [EVIDENCE_LOCK_CLASS]);

export const evidenceHeadSql = () =>
  sql(`SELECT seq, hash FROM ${EVIDENCE_TABLE} ORDER BY seq DESC LIMIT 1`);

export const appendEvidenceSql = (row: {
  seq: number;
  recordedAt: string;
  runId: string;
  policy: string;
  body: string;
  prevHash: string;
  hash: string;
}) =>
  sql(
    `INSERT INTO ${EVIDENCE_TABLE} (seq, recorded_at, run_id, policy, body, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.seq, row.recordedAt, row.runId, row.policy, row.body, row.prevHash, row.hash],
  );

/** Every record after `afterSeq`, in order, a page at a time (verify-ledger walks the chain). */
export const evidencePageSql = (afterSeq: number, limit: number) =>
  sql(
    `SELECT seq, body, prev_hash, hash FROM ${EVIDENCE_TABLE}
     WHERE seq > $1 ORDER BY seq LIMIT $2`,
    [afterSeq, limit],
  );

/** The records since a time (evidence reads them). */
export const evidenceSinceSql = (since: string) =>
  sql(
    `SELECT seq, body, prev_hash, hash FROM ${EVIDENCE_TABLE}
     WHERE recorded_at >= $1 ORDER BY seq`,
    [since],
  );

/** One run's records (the Lambda copies them to the evidence bucket). */
export const evidenceOfRunSql = (runId: string) =>
  sql(
    `SELECT seq, body, prev_hash, hash FROM ${EVIDENCE_TABLE}
     WHERE run_id = $1 ORDER BY seq`,
    [runId],
  );

/** A subject's latest erasure receipt (a resumed erasure reads where it stood). */
/**
 * Of the subjects an erasure receipt refused with `text` in its reason (a case's id), each one's
 * latest receipt (it may be a later one: the subject erased since, or refused again).
 */
export const refusedReceiptsSql = (text: string) =>
  sql(
    `WITH named AS (
       SELECT DISTINCT policy, (body::jsonb)->>'subjectHash' AS h FROM ${EVIDENCE_TABLE}
        WHERE policy LIKE 'erasure:%' AND (body::jsonb)->>'outcome' = 'held'
          AND strpos((body::jsonb)->>'reason', $1) > 0)
     SELECT latest.seq, latest.body FROM named CROSS JOIN LATERAL (
       SELECT seq, body FROM ${EVIDENCE_TABLE} AS e
        WHERE e.policy = named.policy AND (e.body::jsonb)->>'subjectHash' = named.h
        ORDER BY seq DESC LIMIT 1) AS latest
     ORDER BY latest.seq`,
    [text],
  );

export const latestReceiptSql = (policy: string, subjectHash: string) =>
  sql(
    `SELECT seq, body FROM ${EVIDENCE_TABLE}
     WHERE policy = $1 AND (body::jsonb)->>'subjectHash' = $2 ORDER BY seq DESC LIMIT 1`,
    [policy, subjectHash],
  );
