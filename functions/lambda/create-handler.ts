// The Lambda handler, built once per cold start: settings checked, clients traced, pool kept.
import { readFileSync } from "node:fs";
import type { Metrics } from "@aws-lambda-powertools/metrics";
import { Tracer } from "@aws-lambda-powertools/tracer";
import { captureLambdaHandler } from "@aws-lambda-powertools/tracer/middleware";
import { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import { LambdaClient } from "@aws-sdk/client-lambda";
import { S3Client } from "@aws-sdk/client-s3";
import { SFNClient } from "@aws-sdk/client-sfn";
import middy from "@middy/core";
import secretsManager from "@middy/secrets-manager";
import type { Context } from "aws-lambda";
import type pg from "pg";
import { clientSource } from "../aws/stores/index.js";
import { ConfigError } from "../contract/errors.js";
import { fleetOf, isErasureEvent, queueBatchOf } from "../contract/events.js";
import { parseFleetTargets } from "../contract/fleet.js";
import { isHoldEvent } from "../contract/holds.js";
import { SERVICE_NAME } from "../contract/names.js";
import { stamp } from "../contract/output-versions.js";
import {
  createLogger,
  createPool,
  describeError,
  ensureLedger,
  type Logger,
} from "../engine/index.js";
import type { SegmentResult } from "./context.js";
import { createMetrics } from "./emit-metrics.js";
import { runErasureEvent } from "./erase.js";
import { runErasureQueue } from "./erase-queue.js";
import { fleetOutcome, reportToFleet } from "./finish.js";
import { runHoldEvent } from "./hold.js";
import { poolConfigFromSecret } from "./secret.js";
import { runSegment } from "./segment.js";
import { loadSettings, type Settings } from "./settings.js";
import { xrayTracing } from "./tracing.js";

export interface HandlerOverrides {
  lambda?: LambdaClient;
  s3?: S3Client;
  /** Clients of the store checks by service (`dynamodb`, ...); `s3` is the one above. */
  storeClients?: Record<string, unknown>;
  events?: EventBridgeClient;
  /** The fleet's state machine, which a fleet item's run reports its end to. */
  sfn?: SFNClient;
  logger?: Logger;
  metrics?: Metrics;
  /** Wall clock for the night window (tests move it); the engine's deadlines use real time. */
  clock?: () => number;
  /**
   * The simulation's seam (npm run simulate), not a setting: the night window's clock AND the run's
   * `now` (cutoffs, ages). It must not be ahead of the database's clock (a clock that went back is
   * refused); deadlines and time budgets stay real.
   */
  simulatedTime?: () => number;
  tracer?: Tracer;
}

/** The redaction key: as given, or the secret's string (or its JSON's `key`). */
function redactionKeyOf(settings: Settings, secret: unknown): string | undefined {
  if (!settings.redactionKey) return undefined;
  if ("value" in settings.redactionKey) return settings.redactionKey.value;
  const key = typeof secret === "string" ? secret : (secret as { key?: unknown } | null)?.key;
  if (typeof key !== "string" || key === "") {
    throw new ConfigError(
      "REDACTION_KEY_SECRET_ARN",
      'the secret holds no key: store the key as the secret\'s string, or as JSON {"key": "..."}',
    );
  }
  return key;
}

/** The Lambda context, with the secrets the middleware put on it. */
type SecretsContext = Context & { dbSecret?: unknown; redactionSecret?: unknown };

/** A secret rotated meanwhile is picked up when the cache expires. */
const SECRET_CACHE_MS = 15 * 60_000;

/**
 * One pool per credentials, kept across invocations: a rotated secret gets a new pool, and the
 * ledger is made sure of once per pool.
 */
function poolKeeper(logger: Logger) {
  let pool: pg.Pool | undefined;
  let poolKey = "";
  let ledgerReady = false;
  return async (config: pg.PoolConfig): Promise<pg.Pool> => {
    const key = JSON.stringify([
      config.connectionString,
      config.host,
      config.user,
      config.password,
    ]);
    if (!pool || key !== poolKey) {
      void pool?.end().catch(() => undefined);
      pool = createPool(config, (error) =>
        logger.warn({ event: "idle-connection-error", error: describeError(error) }),
      );
      poolKey = key;
      ledgerReady = false;
    }
    if (!ledgerReady) {
      await ensureLedger(pool);
      ledgerReady = true;
    }
    return pool;
  };
}

/** The AWS clients, traced: the continuation's invoke carries the trace header on. */
function awsClients(tracer: Tracer, overrides: HandlerOverrides) {
  const s3 = tracer.captureAWSv3Client(overrides.s3 ?? new S3Client({}));
  const seeded = Object.fromEntries(
    Object.entries(overrides.storeClients ?? {}).map(([service, client]) => [
      service,
      tracer.captureAWSv3Client(client as S3Client),
    ]),
  );
  return {
    lambda: tracer.captureAWSv3Client(overrides.lambda ?? new LambdaClient({})),
    s3,
    storeClients: clientSource(
      { s3, ...seeded },
      {},
      (client) => tracer.captureAWSv3Client(client as S3Client) as typeof client,
    ),
    events: tracer.captureAWSv3Client(overrides.events ?? new EventBridgeClient({})),
    sfn: tracer.captureAWSv3Client(overrides.sfn ?? new SFNClient({})),
  };
}

type Segmenter = (
  event: unknown,
  context: SecretsContext,
  options?: { signal?: AbortSignal },
) => Promise<unknown>;

/** A segment whose fleet item's run tells its state machine how it ended (or that it crashed). */
function reportingToFleet(segment: Segmenter, sfn: SFNClient, logger: Logger): Segmenter {
  return async (event, context, options) => {
    const fleet = fleetOf(event);
    // An erasure is an application's event, never a fleet's item.
    if (!fleet || isErasureEvent(event) || isHoldEvent(event))
      return segment(event, context, options);
    const log = logger.child({ requestId: context.awsRequestId, target: fleet.target });
    const result = (await segment(event, context, options).catch(async (crashed: unknown) => {
      await reportToFleet(sfn, fleet, fleetOutcome(fleet, { crashed }), log);
      throw crashed;
    })) as SegmentResult;
    await reportToFleet(sfn, fleet, fleetOutcome(fleet, result), log);
    return result;
  };
}

/** The secrets the settings name (the database's, the redaction key's), fetched into the context. */
function withSecrets(handler: { use: (middleware: never) => unknown }, settings: Settings): void {
  const fetchData = {
    ...("secretArn" in settings.database ? { dbSecret: settings.database.secretArn } : {}),
    ...(settings.redactionKey && "secretArn" in settings.redactionKey
      ? { redactionSecret: settings.redactionKey.secretArn }
      : {}),
  };
  if (Object.keys(fetchData).length === 0) return;
  handler.use(
    secretsManager({
      fetchData,
      setToContext: true,
      cacheExpiry: SECRET_CACHE_MS,
      // The cache is the process's: keyed by what is fetched, not shared by every handler.
      cacheKey: `secrets-manager:${JSON.stringify(fetchData)}`,
    }) as never,
  );
}

/**
 * Builds the Lambda handler. Settings are read and checked here, once, at cold start: a bad
 * variable fails the init with a message that names it, before any event is handled. A fleet's
 * target (`database`) has its metrics under its own Database dimension.
 */
export function createHandler(
  env: NodeJS.ProcessEnv = process.env,
  overrides: HandlerOverrides = {},
  database?: string,
) {
  const settings = loadSettings(env);
  const logger = overrides.logger ?? createLogger({ level: settings.logLevel ?? "info" });
  const metrics = overrides.metrics ?? createMetrics(settings.metricsNamespace, database);
  // Off outside Lambda (no AWS_EXECUTION_ENV) or with POWERTOOLS_TRACE_ENABLED=false.
  const tracer = overrides.tracer ?? new Tracer({ serviceName: SERVICE_NAME });
  const clients = awsClients(tracer, overrides);
  const tracing = xrayTracing(tracer);
  const clock = overrides.simulatedTime ?? overrides.clock ?? Date.now;
  const functionName = env.AWS_LAMBDA_FUNCTION_NAME ?? "retention-job";
  const poolFor = poolKeeper(logger);

  const segment = async (
    event: unknown,
    context: SecretsContext,
    options?: { signal?: AbortSignal },
  ) => {
    const config =
      "url" in settings.database
        ? { connectionString: settings.database.url }
        : poolConfigFromSecret(context.dbSecret, settings.database.caBundlePath);
    const pool = await poolFor(config);
    const redactionKey = redactionKeyOf(settings, context.redactionSecret);
    const log = logger.child({ requestId: context.awsRequestId });
    const remainingMs = () => context.getRemainingTimeInMillis();
    const erasureDeps = { settings, pool, redactionKey, logger: log, remainingMs, s3: clients.s3 };
    if (isErasureEvent(event))
      return { ...stamp("lambda-result"), ...(await runErasureEvent(event, erasureDeps)) };
    if (isHoldEvent(event))
      return { ...stamp("lambda-result"), ...(await runHoldEvent(event, erasureDeps)) };
    // SQS's partial batch response, as AWS defines it.
    const batch = queueBatchOf(event);
    if (batch) return runErasureQueue(batch, erasureDeps);
    const result = await runSegment(event, {
      settings,
      pool,
      redactionKey,
      ...clients,
      metrics,
      clock,
      simulated: overrides.simulatedTime !== undefined,
      functionName,
      logger: log,
      remainingMs,
      signal: options?.signal,
      tracing,
    });
    return { ...stamp("lambda-result"), ...result };
  };

  const core = reportingToFleet(segment, clients.sfn, logger);
  const handler = middy(core).use(captureLambdaHandler(tracer, { captureResponse: false }));
  withSecrets(handler, settings);
  return handler;
}

/**
 * The handler of a fleet's one function (infra's RetentionFleet): a handler per target, each with
 * its own settings (the targets file, FLEET_TARGETS, over the function's), pool and Database
 * dimension, all checked at cold start; each event runs the target its fleet item names.
 */
export function createFleetHandler(
  env: NodeJS.ProcessEnv = process.env,
  overrides: HandlerOverrides = {},
) {
  const file = env.FLEET_TARGETS as string;
  const targets = parseFleetTargets(readFileSync(file, "utf8"), "FLEET_TARGETS");
  const handlers = new Map(
    Object.entries(targets).map(([name, variables]) => {
      // Not a RetentionJob's prefix: the fleet's function may put objects under its targets' only.
      if (env.EVIDENCE_BUCKET && !variables.EVIDENCE_PREFIX)
        throw new ConfigError(
          `FLEET_TARGETS.${name}.EVIDENCE_PREFIX`,
          "EVIDENCE_BUCKET is set: give each target its own prefix (infra's RetentionFleet writes it)",
        );
      try {
        return [name, createHandler({ ...env, ...variables }, overrides, name)] as const;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        throw new ConfigError(`FLEET_TARGETS.${name}.${error.field}`, error.problems[0]!.message);
      }
    }),
  );
  const sfn = overrides.sfn ?? new SFNClient({});
  const logger = overrides.logger ?? createLogger();
  return async (event: unknown, context: Context) => {
    const fleet = fleetOf(event);
    const handler = fleet && handlers.get(fleet.target);
    if (!handler) {
      const refused = new ConfigError(
        "event.fleet.target",
        fleet
          ? `this fleet has no target "${fleet.target}"`
          : "a fleet's function runs its state machine's items only (an event with fleet.target)",
      );
      // Its item (a re-run of a name the fleet does not have) fails now, not at its timeout.
      if (fleet) {
        const log = logger.child({ requestId: context.awsRequestId, target: fleet.target });
        await reportToFleet(sfn, fleet, fleetOutcome(fleet, { crashed: refused }), log);
      }
      throw refused;
    }
    return handler(event, context);
  };
}
