// What an error says in a report or a log line.
import { describe, expect, it } from "vitest";
import { classifyPgError, errorLine } from "../../functions/engine/db/pg-errors.js";

const error = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe("the error line", () => {
  it("gives a PostgreSQL error's SQLSTATE, never its detail", () => {
    const line = errorLine(
      error('update or delete on table "sessions" violates foreign key constraint', {
        code: "23503",
        detail: "Key (id)=(+15551234567) is still referenced",
      }),
    );
    expect(line).toBe(
      'update or delete on table "sessions" violates foreign key constraint (SQLSTATE 23503)',
    );
  });

  it("says that the connection was lost when the socket says ECONNRESET, and calls that no SQLSTATE", () => {
    const reset = error("read ECONNRESET", { code: "ECONNRESET", errno: -104 });

    expect(classifyPgError(reset)).toBe("connection");
    expect(errorLine(reset)).toBe("connection to the database lost (read ECONNRESET)");
  });

  it("keeps a message that already says so", () => {
    const terminated = error("terminating connection due to administrator command", {
      code: "57P01",
    });
    expect(errorLine(terminated)).toBe(
      "terminating connection due to administrator command (SQLSTATE 57P01)",
    );
  });
});
