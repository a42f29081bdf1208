// The benchmark's refresh sessions, one definition for `npm run bench` and `bench:profile`: chains
// of 1-5 (20% ending Active, over 200 days), and the one statement that deletes every whole
// expired chain, the leaf-first contenders' "single".
import { sessionChainsSql } from "../functions/cli/demo/identity-rows.js";
import type { Sql } from "../functions/engine/sql/text.js";

/** `chains` chains of 1-5 sessions (about 3 a chain), every fifth ending Active, over 200 days. */
export const benchSessionChainsSql = (chains: number): Sql =>
  sessionChainsSql({
    count: chains,
    length: "1 + c % 5",
    active: "c % 5 = 0",
    at: "now() - random() * interval '200 days'",
    times: [
      "ch.at - (ch.len - l.depth + 1) * interval '3 days'",
      "ch.at - (ch.len - l.depth) * interval '3 days'",
      "ch.at",
    ],
  });

/** The preset's rule for sessions: $1 the cutoff (90 days before `now`), $2 the terminal statuses. */
export const sessionValuesAt = (now: number) => [
  new Date(now - 90 * 86_400_000).toISOString(),
  ["Rotated", "Revoked", "Expired"],
];

/** Every ancestor of a session that may not go ($1, $2 as sessionValuesAt). */
export const blockedSessionsCte = `WITH RECURSIVE blocked(id) AS (
      SELECT parent_session_id FROM identity.refresh_sessions
      WHERE parent_session_id IS NOT NULL AND NOT (status = ANY($2) AND updated_at < $1)
      UNION
      SELECT p.parent_session_id FROM blocked b JOIN identity.refresh_sessions p ON p.id = b.id WHERE p.parent_session_id IS NOT NULL)`;

/** The rows of whole expired chains, after blockedSessionsCte: `SELECT count(*) ...` or `DELETE ...`. */
export const wholeChainsFrom = `FROM identity.refresh_sessions WHERE status = ANY($2) AND updated_at < $1
      AND NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = identity.refresh_sessions.id)`;
