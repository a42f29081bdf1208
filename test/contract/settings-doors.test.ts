// Every setting of the table through every door it has (docs/settings.md): the function's
// environment, the command line's flags (and the environment it reads), the construct's props and
// the bundled app's cdk.json context. What each door delivers reaches what reads it (the engine's
// options and the function's settings, read back from the synthesized template as the function
// reads them at cold start; the template itself for the deployment's settings), equal at every
// door; and a bad value is refused with the same message through each, naming the setting as that
// door does.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import type * as ec2 from "aws-cdk-lib/aws-ec2";
import { afterAll, describe, expect, it } from "vitest";
import { tableFrom } from "../../functions/cli/args.js";
import { runSettingsOf } from "../../functions/cli/commands/run.js";
import type { Io } from "../../functions/cli/io.js";
import { loadErasureTableFile } from "../../functions/contract/erasure-table.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { loadPreset } from "../../functions/contract/retention-table.js";
import {
  type Door,
  fieldAt,
  SETTINGS,
  type Setting,
  type SettingKey,
} from "../../functions/contract/settings.js";
import { settingsOptions } from "../../functions/engine/index.js";
import { loadSettings, type Settings } from "../../functions/lambda/settings.js";
import { buildApp } from "../../infra/app.js";
import { CONTEXT_KEY, parseStackInput } from "../../infra/context.js";
import { RetentionJob, type RetentionJobProps } from "../../infra/index.js";
import { imported } from "../helpers/cdk.js";
import { CA_BUNDLE, EXAMPLES, type Example, textOf } from "../helpers/setting-examples.js";

const KEYS = Object.keys(SETTINGS) as SettingKey[];
const DOORS: Door[] = ["env", "flag", "prop", "context"];
const setting = (key: SettingKey) => SETTINGS[key] as Setting<unknown>;
/** The doors a setting has; the command line's environment counts as its flag door. */
const doorsOf = (key: SettingKey) =>
  DOORS.filter(
    (door) => setting(key)[door] !== undefined || (door === "flag" && setting(key).cliEnv),
  );
const primary = KEYS.filter((key) => !EXAMPLES[key].alternate);
const alternates = KEYS.filter((key) => EXAMPLES[key].alternate);
const example = (key: SettingKey, kind: "good" | "bad") => EXAMPLES[key][kind] as Example["good"];

/** A scenario's settings as the function's environment gives them. */
function envOf(keys: SettingKey[], kind: "good" | "bad" = "good"): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of keys) {
    const name = setting(key).env;
    if (name) env[name] = textOf(example(key, kind).value);
  }
  return env;
}

/** What the function and the engine receive, by setting (the function's own reading of them). */
function received(settings: Settings): Partial<Record<SettingKey, unknown>> {
  const db = settings.database;
  const names = settings.policies.map((policy) => policy.name);
  return {
    ...settings.run,
    retentionIntervalMs: settings.retentionIntervalMs,
    nightWindow: settings.nightWindow.text,
    nightWindowUtc: settings.nightWindow.text,
    nightWindowTimeZone: settings.nightWindow.timeZone,
    safetyMarginMs: settings.safetyMarginMs,
    maxSegments: settings.maxSegments,
    maxChains: settings.maxChains,
    metricsNamespace: settings.metricsNamespace,
    evidenceLockDays: settings.evidence?.lockDays,
    databaseUrl: "url" in db ? db.url : undefined,
    dbSecretArn: "secretArn" in db ? db.secretArn : undefined,
    dbCaBundle: "caBundlePath" in db ? db.caBundlePath : undefined,
    preset: names,
    retentionTable: names,
    erasureTable: settings.erasure?.name,
    redactionKey:
      settings.redactionKey && "value" in settings.redactionKey
        ? settings.redactionKey.value
        : undefined,
    redactionKeySecretArn:
      settings.redactionKey && "secretArn" in settings.redactionKey
        ? settings.redactionKey.secretArn
        : undefined,
    eventBusName: settings.eventBusName,
    archiveBucket: settings.archiveBucket,
    archiveKmsKeyId: settings.archiveKmsKeyId,
    evidenceBucket: settings.evidence?.bucket,
    evidencePrefix: settings.evidence?.prefix,
    logLevel: settings.logLevel,
  };
}

type Variables = Record<string, string>;
const functionOf = (template: Template) =>
  Object.values(template.findResources("AWS::Lambda::Function"))[0] as {
    Properties: { Environment: { Variables: Variables }; [key: string]: unknown };
  };
/** The function's settings from the environment the template gives it (the CA file is the machine's). */
const fromTemplate = (template: Template) =>
  received(
    loadSettings({
      ...functionOf(template).Properties.Environment.Variables,
      DB_CA_BUNDLE: CA_BUNDLE,
    }),
  );

/** What the template makes of the deployment's settings. */
function deployed(template: Template): Partial<Record<SettingKey, unknown>> {
  const one = (type: string) =>
    (Object.values(template.findResources(type))[0] as { Properties: Record<string, unknown> })
      ?.Properties ?? {};
  const fn = functionOf(template).Properties;
  const ingress = one("AWS::EC2::SecurityGroupIngress");
  const overdue = Object.entries(template.findResources("AWS::CloudWatch::Alarm"))
    .filter(([id]) => id.includes("OldestRow"))
    .map(([, alarm]) => (alarm as { Properties: { Threshold: number } }).Properties.Threshold);
  return {
    schedule: one("AWS::Scheduler::Schedule").ScheduleExpression,
    nightWindowTimeZone: one("AWS::Scheduler::Schedule").ScheduleExpressionTimezone,
    timeoutMinutes: (fn.Timeout as number) / 60,
    memoryMb: fn.MemorySize,
    logRetentionDays: one("AWS::Logs::LogGroup").RetentionInDays,
    oldestAgeGraceMs: overdue,
    alarmEmail: one("AWS::SNS::Subscription").Endpoint,
    functionName: fn.FunctionName,
    databaseSecurityGroupId: ingress.GroupId,
    databasePort: ingress.FromPort,
  };
}

/** The construct's props of a scenario, built in `stack`. */
function propsOf(stack: Stack, keys: SettingKey[], kind: "good" | "bad" = "good") {
  const props: Record<string, unknown> = {};
  for (const key of keys) {
    const prop = setting(key).prop;
    if (!prop || prop.includes(".")) continue;
    const value = example(key, kind);
    props[prop] = value.prop ? value.prop(stack) : value.value;
  }
  if (keys.includes("erasureTable")) props.erasure = { table: example("erasureTable", kind).value };
  return props;
}

/** A RetentionJob with the props `build` makes (and the imported basics it does not give). */
const job = (build: (stack: Stack) => Record<string, unknown>) => {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, "Job");
  const base = imported(stack);
  const given = build(stack);
  new RetentionJob(stack, "Retention", {
    vpc: base.vpc,
    secret: base.secret,
    ...("databaseSecurityGroup" in given
      ? {}
      : { databaseSecurityGroup: base.databaseSecurityGroup }),
    ...given,
  } as RetentionJobProps);
  return Template.fromStack(stack);
};

/** The context of a scenario (the alternates' scenario keeps the keys the app cannot do without). */
function contextOf(keys: SettingKey[], kind: "good" | "bad" = "good"): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  for (const key of keys) {
    const name = setting(key).context;
    if (name) context[name] = example(key, kind).value;
  }
  return context;
}
const REQUIRED_CONTEXT = KEYS.filter((key) => setting(key).contextRequired);
const contextApp = (context: Record<string, unknown>) => {
  const app = new App({ context: { [CONTEXT_KEY]: context, "aws:cdk:bundling-stacks": [] } });
  const { stack } = buildApp(app);
  return { stack, template: Template.fromStack(stack) };
};

const io = (env: Record<string, string> = {}): Io => ({ out: () => {}, err: () => {}, env });
/** The command line's flags and environment of a scenario. */
function cliOf(keys: SettingKey[], kind: "good" | "bad" = "good") {
  const args: string[] = [];
  const env: Record<string, string> = {};
  for (const key of keys) {
    const { flag, cliEnv, env: name, flagFile } = setting(key);
    const text = textOf(example(key, kind).value);
    if (flag && !flagFile) args.push(`${flag}=${text}`);
    else if (cliEnv && name) env[name] = text;
  }
  return { args, env };
}
function fromCli(keys: SettingKey[]) {
  const { args, env } = cliOf(keys);
  const { settings, connection } = runSettingsOf(args, io(env));
  return {
    ...settings,
    ...connection,
    preset: connection.preset && loadPreset(connection.preset).policies.map((each) => each.name),
  } as Partial<Record<SettingKey, unknown>>;
}

describe("every setting, through every door it has", () => {
  const scenarios = { primary, alternates };
  const defaults = received(
    loadSettings({ RETENTION_PRESET: "identity", DATABASE_URL: "postgres://x" }),
  );
  const walked = new Set<string>();
  afterAll(() => {
    const counts = DOORS.map(
      (door) => `${door} ${[...walked].filter((each) => each.endsWith(door)).length}`,
    );
    console.log(
      `settings walked: ${KEYS.length} settings, ${walked.size} doors (${counts.join(", ")})`,
    );
  });

  it("has a good and a bad example of every setting, and names no setting twice at a door", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...KEYS].sort());
    for (const door of DOORS) {
      const names = KEYS.flatMap((key) => setting(key)[door] ?? []);
      expect(new Set(names).size, door).toBe(names.length);
    }
  });

  for (const [name, keys] of Object.entries(scenarios)) {
    it(`${name}: the environment, the flags, the props and the context deliver the same values, none the default`, () => {
      // Prepare: the scenario's values at each door.
      const env = {
        ...envOf(keys),
        ...(name === "primary" ? {} : { DB_CA_BUNDLE: CA_BUNDLE }),
      };
      const contextKeys = name === "primary" ? keys : [...keys, ...REQUIRED_CONTEXT];
      // Act
      const byEnv = received(loadSettings(env));
      const byProps = fromTemplate(job((stack) => propsOf(stack, keys)));
      const context = contextApp({
        ...contextOf(contextKeys),
        ...(name === "primary" ? {} : { preset: undefined }),
      });
      const byContext = fromTemplate(context.template);
      const byFlags = fromCli(keys);
      // Assess: each door's value reaches the function (the engine's options) as the environment's does.
      for (const key of keys) {
        const reference = byEnv[key];
        if (setting(key).env) {
          expect(reference, `${key} by its variable`).toBeDefined();
          expect(reference, `${key} is not its default`).not.toEqual(defaults[key]);
          push(walked, `${key} env`);
        }
        for (const [door, got] of [
          ["prop", byProps],
          ["context", byContext],
        ] as const) {
          if (!setting(key)[door] || !setting(key).env) continue;
          expect(got[key], `${key} by ${door}`).toEqual(reference);
          push(walked, `${key} ${door}`);
        }
        if ((setting(key).flag && !setting(key).flagFile) || setting(key).cliEnv) {
          expect(byFlags[key], `${key} by the command line`).toEqual(reference);
          push(walked, `${key} flag`);
        }
      }
      expect(settingsOptions(loadSettings(env).run)).toEqual(settingsOptions(byFlags as never));
    }, 60_000);
  }

  it("the deployment's settings: the props and the context make the same template, none the default's", () => {
    const keys = primary.filter((key) => setting(key).group === "deploy");
    const byProps = deployed(job((stack) => propsOf(stack, primary)));
    const context = contextApp(contextOf(primary));
    const byContext = deployed(context.template);
    const byDefault = deployed(
      contextApp({ ...contextOf(REQUIRED_CONTEXT), preset: "identity" }).template,
    );
    for (const key of keys.filter((each) => setting(each).prop && setting(each).context)) {
      expect(byProps[key], `${key} by its prop`).toBeDefined();
      expect(byContext[key], `${key} by its context key`).toEqual(byProps[key]);
      // A key the app cannot do without has no default: it is the example itself.
      if (setting(key).contextRequired) expect(byContext[key]).toEqual(example(key, "good").value);
      else expect(byContext[key], `${key} is not its default`).not.toEqual(byDefault[key]);
      push(walked, `${key} prop`, `${key} context`);
    }
    // The keys only the bundled app has: the stack and the network it imports.
    const { stack } = context;
    const vpc = stack.node.findChild("Vpc") as ec2.IVpc;
    const onlyContext: Partial<Record<SettingKey, unknown>> = {
      stackName: stack.stackName,
      account: stack.account,
      region: stack.region,
      vpcId: vpc.vpcId,
      availabilityZones: vpc.availabilityZones,
      privateSubnetIds: vpc.privateSubnets.map((subnet) => subnet.subnetId),
      privateSubnetRouteTableIds: vpc.privateSubnets.map(
        (subnet) => subnet.routeTable.routeTableId,
      ),
    };
    for (const key of keys.filter((each) => !setting(each).prop)) {
      expect(onlyContext[key], key).toEqual(example(key, "good").value);
      push(walked, `${key} context`);
    }
    expect(functionOf(context.template).Properties.VpcConfig).toMatchObject({
      SubnetIds: example("privateSubnetIds", "good").value,
    });
  }, 60_000);

  it("the command line's file flags: --config and --erasure-table read the same tables as the other doors", async () => {
    const dir = mkdtempSync(join(tmpdir(), "settings-doors-"));
    writeFileSync(join(dir, "table.json"), JSON.stringify(example("retentionTable", "good").value));
    writeFileSync(join(dir, "erasure.json"), JSON.stringify(example("erasureTable", "good").value));
    const table = await tableFrom({ config: join(dir, "table.json") });
    const erasure = await loadErasureTableFile(join(dir, "erasure.json"));
    const byEnv = received(loadSettings(envOf(alternates)));
    expect(table.policies.map((policy) => policy.name)).toEqual(byEnv.retentionTable);
    expect(erasure.name).toEqual(received(loadSettings(envOf(primary))).erasureTable);
    push(walked, "retentionTable flag", "erasureTable flag");
  });

  it("walked every door of every setting", () => {
    const doors = KEYS.flatMap((key) => doorsOf(key).map((door) => `${key} ${door}`));
    expect([...walked].sort()).toEqual(doors.sort());
  });
});

const push = (set: Set<string>, ...doors: string[]) => {
  for (const door of doors) set.add(door);
};

/** The ConfigError `act` throws. */
function refusal(act: () => unknown): ConfigError {
  try {
    act();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("not refused");
}

/** The settings a door reads beside the one under test, so that only it can be wrong. */
const BASE_ENV = { RETENTION_PRESET: "identity", DATABASE_URL: "postgres://localhost/x" };
const BASE_CONTEXT = JSON.parse(readFileSync("cdk.json", "utf8")).context[CONTEXT_KEY] as Record<
  string,
  unknown
>;

/** A bad value of `key` given through `door`: the refusal. */
function refusedAt(key: SettingKey, door: Door): ConfigError {
  const table = key === "retentionTable";
  const only = [key];
  if (door === "env")
    return refusal(() =>
      loadSettings({
        ...(table ? { DATABASE_URL: BASE_ENV.DATABASE_URL } : BASE_ENV),
        ...envOf(only, "bad"),
      }),
    );
  if (door === "flag") {
    const { args, env } = cliOf(only, "bad");
    return refusal(() => runSettingsOf(args, io(env)));
  }
  if (door === "prop")
    return refusal(() =>
      job((stack) => ({
        ...(table ? {} : { preset: "identity" }),
        ...propsOf(stack, only, "bad"),
      })),
    );
  const { preset: _preset, ...noTable } = BASE_CONTEXT;
  return refusal(() =>
    parseStackInput({ ...(table ? noTable : BASE_CONTEXT), ...contextOf(only, "bad") }),
  );
}

/** How `door` names `key` in a refusal (a table's field also says where inside it). */
function fieldOf(key: SettingKey, door: Door): string {
  const named = setting(key);
  if (door === "flag" && !named.flag) return named.env as string;
  if (key === "nightWindowTimeZone" && door === "prop") return "props.schedule";
  return fieldAt(door, named[door] as string);
}

describe("a bad value is refused with one message at every door, naming the setting as the door does", () => {
  const cases = KEYS.flatMap((key) =>
    doorsOf(key)
      .filter((door) => EXAMPLES[key].bad && !EXAMPLES[key].badUnsayable?.[door])
      .filter((door) => !(door === "flag" && setting(key).flagFile))
      .map((door) => [key, door] as const),
  );
  const messages = new Map<SettingKey, string>();
  afterAll(() => {
    const unsayable = KEYS.flatMap((key) => Object.keys(EXAMPLES[key].badUnsayable ?? {}));
    const anyText = KEYS.filter((key) => !EXAMPLES[key].bad);
    console.log(
      `bad values refused: ${cases.length} doors of ${messages.size} settings; not sayable at ${unsayable.length} (the prop's type refuses first); ${anyText.length} take any text (${anyText.join(", ")})`,
    );
  });

  it.each(cases)("%s through %s", (key, door) => {
    const error = refusedAt(key, door);
    const [first] = error.problems;
    const field = fieldOf(key, door);
    expect(
      first?.field === field ||
        (first?.field.startsWith(field) && /^[.[]/.test(first.field.slice(field.length))),
      `${first?.field} is ${field}`,
    ).toBe(true);
    // Assess: the same message through every door (the first door seen sets it).
    const message = first?.message as string;
    const seen = messages.get(key) ?? message;
    messages.set(key, seen);
    expect(message).toBe(seen);
  });

  it("every setting with a bad value is refused at two doors or more, or has only one", () => {
    for (const key of KEYS.filter((each) => EXAMPLES[each].bad)) {
      const refusedDoors = cases.filter(([each]) => each === key).length;
      expect(refusedDoors, key).toBeGreaterThanOrEqual(Math.min(2, doorsOf(key).length));
    }
  });
});
