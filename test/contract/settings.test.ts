// The settings table (functions/contract/settings.ts): each setting declared once, read the same
// by both doors, and listed in the docs as the table says.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSettings } from "../../bench/settings-docs.js";
import { ConfigError } from "../../functions/contract/errors.js";
import {
  LAMBDA_SETTINGS,
  RUN_SETTINGS,
  readSettings,
  SETTINGS,
  settingsEnvironment,
} from "../../functions/contract/settings.js";
import { settingsOptions } from "../../functions/engine/index.js";

describe("the settings table", () => {
  it("docs/lambda.md lists every setting as the table says (npm run docs:settings)", () => {
    const page = readFileSync("docs/lambda.md", "utf8");
    const start = page.indexOf("-->", page.indexOf("<!-- settings:start")) + 3;
    const end = page.indexOf("<!-- settings:end -->");
    expect(page.slice(start, end).trim()).toBe(renderSettings());
    for (const setting of Object.values(SETTINGS)) {
      expect(page).toContain(`| ${setting.env ? `\`${setting.env}\`` : "(`run` only)"} |`);
    }
  });

  it("every setting has a name at some door, a default and a doc line; no name is used twice", () => {
    const names = Object.values(SETTINGS).flatMap((each) =>
      [each.env, each.flag, each.prop].filter((name) => name !== undefined),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const setting of Object.values(SETTINGS)) {
      expect(setting.env ?? setting.flag).toBeDefined();
      expect(setting.default).not.toBe("");
      expect(setting.doc).not.toBe("");
    }
  });

  it("the Lambda's variables and the command line's flags read to the same settings", () => {
    // Prepare: one text per setting, given by its variable and by its flag.
    const texts: Record<string, string> = {
      maxRunDurationMs: "45m",
      batchSize: "500",
      batchTimeMs: "50ms",
      parallel: "3",
      maxReplicaLagMs: "off",
      maxActiveSessions: "40",
      maxLockWaiters: "2",
      maxWalRate: "16MB",
      pauseMs: "100ms",
    };
    const env: Record<string, string> = {};
    const flags: Record<string, string> = {};
    for (const [key, text] of Object.entries(texts)) {
      const setting = RUN_SETTINGS[key as keyof typeof RUN_SETTINGS];
      if (setting.env) env[setting.env] = text;
      if (setting.flag) flags[setting.flag.slice(2)] = text;
    }

    // Act
    const fromEnv = readSettings(RUN_SETTINGS, "env", env);
    const fromFlags = readSettings(RUN_SETTINGS, "flag", flags);

    // Assess
    expect(fromEnv).toEqual({ ...fromFlags, order: undefined });
    expect(settingsOptions(fromEnv)).toEqual({
      batchSize: 500,
      batchTimeMs: 50,
      parallel: 3,
      throttle: {
        maxReplicaLagMs: null,
        maxActiveSessions: 40,
        maxLockWaiters: 2,
        maxWalRate: 16 * 1024 ** 2,
      },
      pauseMs: 100,
    });
  });

  it("a value written into the environment reads back as itself", () => {
    const values = {
      ...readSettings(RUN_SETTINGS, "env", { PARALLEL: "4", MAX_WAL_RATE: "1MB", BATCH_SIZE: "7" }),
      ...readSettings(LAMBDA_SETTINGS, "env", { MAX_CHAINS: "3" }),
    };
    const env = settingsEnvironment(values);
    expect({
      ...readSettings(RUN_SETTINGS, "env", env),
      ...readSettings(LAMBDA_SETTINGS, "env", env),
    }).toEqual(values);
  });

  it("a bad text is refused, naming the variable or the flag it came by", () => {
    const refusal = (act: () => unknown) => {
      try {
        act();
      } catch (error) {
        return error instanceof ConfigError ? error.field : error;
      }
      return undefined;
    };
    expect(refusal(() => readSettings(RUN_SETTINGS, "env", { PARALLEL: "9" }))).toBe("PARALLEL");
    expect(refusal(() => readSettings(RUN_SETTINGS, "flag", { parallel: "0" }))).toBe("--parallel");
    expect(refusal(() => readSettings(LAMBDA_SETTINGS, "env", { MAX_CHAINS: "x" }))).toBe(
      "MAX_CHAINS",
    );
  });
});
