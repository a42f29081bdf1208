// The engine's connection to PostgreSQL: the pool, a session set up for a run (its limits, its
// guards), and PostgreSQL's errors sorted into what a run does about them.
export { describeError, type ErrorDescription, errorLine } from "./pg-errors.js";
export { createPool } from "./pool.js";
export { databaseNow, withClient } from "./session.js";
