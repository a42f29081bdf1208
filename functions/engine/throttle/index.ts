// The throttle: between batches it waits while replicas lag, sessions crowd or a batch keeps
// others waiting, and paces batches to a WAL rate (wal-pace.ts) or a latency budget
// (latency-pace.ts, its probes in a thread of their own: latency-probe.ts, probe-worker.mjs).
export { Throttle, type ThrottleLimits, type ThrottleReport } from "./throttle.js";
