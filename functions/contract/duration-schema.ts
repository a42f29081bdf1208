// The zod schema of a duration setting, shared by the Lambda's events and the stack's context.
import { z } from "zod";
import { durationHelp, parseDuration } from "./duration.js";

/** A positive duration (`30m`, `PT2H`) in ms, optionally capped; the one schema for settings and events. */
export function durationSchema(cap?: { ms: number; text: string }) {
  return z.string().transform((value, ctx) => {
    const ms = parseDuration(value);
    if (ms === undefined || ms <= 0) {
      ctx.addIssue({ code: "custom", message: `"${value}" is not ${durationHelp}` });
      return z.NEVER;
    }
    if (cap && ms > cap.ms) {
      ctx.addIssue({ code: "custom", message: `"${value}" is over the cap of ${cap.text}` });
      return z.NEVER;
    }
    return ms;
  });
}
