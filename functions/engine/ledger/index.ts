// The job's own records in its schema: the run ledger (segments, chains, duplicates, history) and
// the outbox of deletion events, drained to the bus.
export {
  type ChainsDone,
  claimSegment,
  ensureLedger,
  finishChain,
  finishSegment,
  LEDGER_SCHEMA,
  ledgerDdl,
  openChains,
  pruneLedger,
  type RunEnd,
  runEnds,
} from "./ledger.js";
export {
  type DeletionEvent,
  type DrainReport,
  drainOutbox,
  eventsOf,
  outboxStanding,
  type Publish,
} from "./outbox.js";
