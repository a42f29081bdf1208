// The Lambda entry point.
import { createHandler } from "./create-handler.js";

/** The Lambda entry point (`index.handler` in the bundle). Settings are checked here, at cold start. */
export const handler = createHandler(process.env);
