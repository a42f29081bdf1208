// The Lambda entry point: a RetentionJob's function, or a RetentionFleet's (FLEET_TARGETS set).
import { createFleetHandler, createHandler } from "./create-handler.js";

/** The Lambda entry point (`index.handler` in the bundle). Settings are checked here, at cold start. */
export const handler = process.env.FLEET_TARGETS
  ? createFleetHandler(process.env)
  : createHandler(process.env);
