import { createHandler } from "./lambda.js";

/** The Lambda entry point (`handler.handler`). Settings are checked here, at cold start. */
export const handler = createHandler(process.env);
