// RetentionJob's `erasure` prop, synthesized with cdk-nag's checks on: the erasure table in the
// function's environment, the queue of erase requests feeding the function (one message a batch,
// partial batch responses), its dead-letter queue and alarm, both queues encrypted and TLS-only,
// the function's SQS actions on that queue alone; the prop's checks naming the field.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { App, Stack, Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import * as events from "aws-cdk-lib/aws-events";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { AwsSolutionsChecks } from "cdk-nag";
import { beforeAll, describe, expect, it } from "vitest";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import { parseErasureEvent } from "../../functions/contract/events.js";
import { type ErasureProps, RetentionJob, type RetentionJobProps } from "../../infra/index.js";
import { ERASURE_QUEUE } from "../../infra/props.js";
import { imported } from "../helpers/cdk.js";

const erasureTable = {
  name: "keycloak-user",
  subject: { table: "keycloak.user_entity" },
  tables: { "keycloak.credential": { action: "delete" as const } },
  owner: "Identity",
};

const redactionKey = (stack: Stack) =>
  secretsmanager.Secret.fromSecretCompleteArn(
    stack,
    "Key",
    "arn:aws:secretsmanager:eu-west-1:123456789012:secret:redaction-AbCdEf",
  );

/** A job with `erasure` in its own stack, cdk-nag on (an unacknowledged finding fails the synth). */
function build(
  erasure: ErasureProps | ((stack: Stack) => ErasureProps) | undefined,
  more: Partial<RetentionJobProps> = {},
) {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, "Erasure");
  const job = new RetentionJob(stack, "Retention", {
    preset: "identity",
    ...imported(stack),
    redactionKey: redactionKey(stack),
    ...(erasure ? { erasure: typeof erasure === "function" ? erasure(stack) : erasure } : {}),
    ...more,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, job };
}

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const statementsOf = (template: Template): Statement[] =>
  Object.values(template.findResources("AWS::IAM::Policy")).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties
        .PolicyDocument.Statement,
  );

describe("erasure: the queue of erase requests", () => {
  let template: Template;
  let job: RetentionJob;
  let stack: Stack;
  let app: App;
  beforeAll(() => {
    ({ job, stack, app } = build({ table: erasureTable }));
    template = Template.fromStack(stack);
  });
  const idOf = (construct: { node: { defaultChild?: unknown } }) =>
    stack.getLogicalId(construct.node.defaultChild as never);

  it("passes cdk-nag's AwsSolutions checks, every finding acknowledged for a reason", () => {
    const assembly = app.synth();
    const report = JSON.parse(
      readFileSync(join(assembly.directory, "validation-report.json"), "utf8"),
    ) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
  });

  it("gives the function the erasure table, as the cold start checks it", () => {
    const fn = Object.values(template.findResources("AWS::Lambda::Function"))[0] as {
      Properties: { Environment: { Variables: Record<string, string> } };
    };
    const variable = fn.Properties.Environment.Variables.ERASURE_TABLE as string;
    expect(parseErasureTable(JSON.parse(variable), "ERASURE_TABLE")).toEqual(
      parseErasureTable(erasureTable),
    );
  });

  it("feeds the function one message a batch, with partial batch responses, erasures beside the run's chains", () => {
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [idOf(job.erasureQueue as never), "Arn"] },
      BatchSize: 1,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      ScalingConfig: { MaximumConcurrency: ERASURE_QUEUE.maxConcurrency },
    });
    // The default two chains, one catch-up, two erasures.
    template.hasResourceProperties("AWS::Lambda::Function", { ReservedConcurrentExecutions: 5 });
  });

  it("dead-letters a message after five deliveries; the queue hides it 6x the function's timeout", () => {
    template.hasResourceProperties("AWS::SQS::Queue", {
      RedrivePolicy: {
        deadLetterTargetArn: { "Fn::GetAtt": [idOf(job.erasureDeadLetterQueue as never), "Arn"] },
        maxReceiveCount: 5,
      },
      VisibilityTimeout: 6 * 15 * 60,
      SqsManagedSseEnabled: true,
    });
  });

  it("both queues are SQS-encrypted and refuse requests without TLS", () => {
    for (const queue of [job.erasureQueue, job.erasureDeadLetterQueue]) {
      const id = idOf(queue as never);
      expect(template.toJSON().Resources[id].Properties.SqsManagedSseEnabled).toBe(true);
      template.hasResourceProperties("AWS::SQS::QueuePolicy", {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Deny",
              Condition: { Bool: { "aws:SecureTransport": "false" } },
            }),
          ]),
        },
      });
    }
  });

  it("an alarm pages on any dead letter, as the failure queue's does", () => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "ApproximateNumberOfMessagesVisible",
      Dimensions: [
        {
          Name: "QueueName",
          Value: { "Fn::GetAtt": [idOf(job.erasureDeadLetterQueue as never), "QueueName"] },
        },
      ],
      Threshold: 0,
      ComparisonOperator: "GreaterThanThreshold",
      AlarmActions: [{ Ref: Match.stringLikeRegexp("AlarmTopic") }],
    });
    expect(job.alarms).toContain(job.erasureFailedAlarm);
  });

  it("the function's SQS actions: receive and delete on the erasure queue alone, no send", () => {
    const sqsStatements = statementsOf(template).filter((each) =>
      [each.Action].flat().some((action) => action.startsWith("sqs:")),
    );
    const erasureArn = { "Fn::GetAtt": [idOf(job.erasureQueue as never), "Arn"] };
    const onErasure = sqsStatements.filter(
      (each) => JSON.stringify(each.Resource) === JSON.stringify(erasureArn),
    );
    expect(onErasure).toHaveLength(1);
    expect([onErasure[0]?.Action].flat().sort()).toEqual([
      "sqs:ChangeMessageVisibility",
      "sqs:DeleteMessage",
      "sqs:GetQueueAttributes",
      "sqs:GetQueueUrl",
      "sqs:ReceiveMessage",
    ]);
    // Elsewhere: only the failure queue's SendMessage (its async failures), never on these queues.
    for (const each of sqsStatements.filter((statement) => statement !== onErasure[0])) {
      expect(JSON.stringify(each.Resource)).not.toContain(idOf(job.erasureQueue as never));
      expect(JSON.stringify(each.Resource)).not.toContain(
        idOf(job.erasureDeadLetterQueue as never),
      );
    }
  });
});

/** EventBridge's input transformer: each unquoted `<key>` becomes the JSON of its path's value. */
function transform(
  transformer: { InputPathsMap: Record<string, string>; InputTemplate: string },
  event: unknown,
) {
  let text = transformer.InputTemplate;
  for (const [key, path] of Object.entries(transformer.InputPathsMap)) {
    const value = path
      .replace(/^\$\./, "")
      .split(".")
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], event);
    text = text.replaceAll(`<${key}>`, JSON.stringify(value ?? null));
  }
  return text;
}

describe("erasure: an EventBridge rule from the application's bus", () => {
  let template: Template;
  let job: RetentionJob;
  let stack: Stack;
  let app: App;
  beforeAll(() => {
    ({ job, stack, app } = build((scope) => ({
      table: erasureTable,
      eventBus: new events.EventBus(scope, "Accounts"),
      eventSource: "com.example.accounts",
    })));
    template = Template.fromStack(stack);
  });

  it("matches Erasure Requested events of the source and sends the queue an erase event of their subjects", () => {
    const rule = Object.values(template.findResources("AWS::Events::Rule"))[0] as {
      Properties: {
        EventPattern: unknown;
        Targets: { Arn: unknown; InputTransformer: Parameters<typeof transform>[0] }[];
      };
    };
    expect(rule.Properties.EventPattern).toEqual({
      "detail-type": ["Erasure Requested"],
      source: ["com.example.accounts"],
    });
    const queueId = stack.getLogicalId(job.erasureQueue?.node.defaultChild as never);
    const [target] = rule.Properties.Targets;
    expect(target?.Arn).toEqual({ "Fn::GetAtt": [queueId, "Arn"] });
    const body = transform(target!.InputTransformer, {
      "detail-type": "Erasure Requested",
      source: "com.example.accounts",
      detail: { subjects: ["42", "43"] },
    });
    // The message body the handler reads: an erase event, as the contract parses it.
    expect(parseErasureEvent(JSON.parse(body))).toEqual({
      kind: "erase",
      subjects: ["42", "43"],
      dryRun: false,
    });
  });

  it("EventBridge may send to the queue from this rule only; cdk-nag clean", () => {
    const ruleId = stack.getLogicalId(job.erasureRequestRule?.node.defaultChild as never);
    template.hasResourceProperties("AWS::SQS::QueuePolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Allow",
            Principal: { Service: "events.amazonaws.com" },
            Action: Match.arrayWith(["sqs:SendMessage"]),
            Condition: { ArnEquals: { "aws:SourceArn": { "Fn::GetAtt": [ruleId, "Arn"] } } },
          }),
        ]),
      },
    });
    const report = JSON.parse(
      readFileSync(join(app.synth().directory, "validation-report.json"), "utf8"),
    ) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
  });
});

describe("erasure: without a queue, or without erasure", () => {
  it("queue: false gives the function the table, no queue and no event source", () => {
    const { stack, job } = build({ table: erasureTable, queue: false });
    const template = Template.fromStack(stack);
    template.resourceCountIs("AWS::Lambda::EventSourceMapping", 0);
    template.resourceCountIs("AWS::SQS::Queue", 1);
    template.hasResourceProperties("AWS::Lambda::Function", {
      ReservedConcurrentExecutions: 3,
      Environment: { Variables: Match.objectLike({ ERASURE_TABLE: Match.anyValue() }) },
    });
    expect(job.erasureQueue).toBeUndefined();
  });

  it("no erasure prop: no ERASURE_TABLE, no erasure queue", () => {
    const { stack } = build(undefined);
    const template = Template.fromStack(stack);
    expect(JSON.stringify(template.toJSON())).not.toContain("ERASURE_TABLE");
    template.resourceCountIs("AWS::SQS::Queue", 1);
  });
});

describe("erasure: the prop's checks name the field", () => {
  const cases: [string, ErasureProps, Partial<RetentionJobProps>, RegExp][] = [
    [
      "an erasure table without an owner",
      { table: { subject: { table: "keycloak.user_entity" } } as never },
      {},
      /^props\.erasure\.table\.owner/,
    ],
    [
      "a table keyed by an unqualified name",
      { table: { ...erasureTable, tables: { credential: { action: "delete" } } } },
      {},
      /^props\.erasure\.table\.tables\.credential: must be a schema-qualified table name/,
    ],
    [
      "no redaction key",
      { table: erasureTable },
      { redactionKey: undefined },
      /^props\.redactionKey: erasure keycloak-user keeps each subject's key as a keyed hash/,
    ],
    [
      "no delivery at all",
      { table: erasureTable, maxReceiveCount: 0 },
      {},
      /^props\.erasure\.maxReceiveCount: must be an integer from 1 to 1000/,
    ],
    [
      "a receive count without a queue",
      { table: erasureTable, queue: false, maxReceiveCount: 3 },
      {},
      /^props\.erasure\.maxReceiveCount: is the queue's: queue is false/,
    ],
    [
      "a source without a bus",
      { table: erasureTable, eventSource: "com.example.accounts" },
      {},
      /^props\.erasure\.eventSource: matches events of the eventBus: give one/,
    ],
    [
      "a table too large for the function's environment",
      { table: { ...erasureTable, description: "x".repeat(5000) } },
      {},
      /^props\.erasure\.table: is \d+ bytes as JSON; the function's environment holds 4096/,
    ],
  ];
  for (const [what, erasure, more, message] of cases) {
    it(`refuses ${what}`, () => {
      expect(() => build(erasure, more)).toThrow(message);
    });
  }
});
