// The RetentionJob construct as a user's own CDK app uses it: the README's example, synthesized.
import { readFileSync } from "node:fs";
import { App, Duration, Stack, TimeZone } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as events from "aws-cdk-lib/aws-events";
import * as kms from "aws-cdk-lib/aws-kms";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import * as sns from "aws-cdk-lib/aws-sns";
import { beforeAll, describe, expect, it } from "vitest";
import type { RetentionTableInput } from "../../functions/contract/retention-table.js";
import { RetentionJob, type RetentionJobProps } from "../../infra/index.js";
import { imported, synthesizeJob } from "../helpers/cdk.js";

describe("the README's own-app example", () => {
  let example: typeof import("../../infra/examples/own-app.js");
  let template: Template;
  beforeAll(async () => {
    example = await import("../../infra/examples/own-app.js");
    template = Template.fromStack(example.stack);
  });

  it("is in the README verbatim", () => {
    const source = readFileSync("infra/examples/own-app.ts", "utf8");
    expect(readFileSync("README.md", "utf8")).toContain(source.trim());
  });

  it("creates the function in the user's VPC, allowed into the database on its own port", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "Identity-retention",
      Runtime: "nodejs22.x",
      Environment: { Variables: Match.objectLike({ RETENTION_PRESET: "identity" }) },
    });
    const databaseSg = Object.keys(template.findResources("AWS::EC2::SecurityGroup")).find((id) =>
      id.startsWith("DatabaseSecurityGroup"),
    );
    template.hasResourceProperties("AWS::EC2::SecurityGroupIngress", {
      GroupId: { "Fn::GetAtt": [databaseSg, "GroupId"] },
      FromPort: { "Fn::GetAtt": [Match.stringLikeRegexp("^Database"), "Endpoint.Port"] },
      SourceSecurityGroupId: {
        "Fn::GetAtt": [Match.stringLikeRegexp("^RetentionFunctionSg"), "GroupId"],
      },
    });
  });

  it("reads the maintenance role's secret and nothing else", () => {
    const secret = Object.keys(template.findResources("AWS::SecretsManager::Secret")).find((id) =>
      id.startsWith("RetentionRole"),
    );
    const policies = Object.values(template.findResources("AWS::IAM::Policy")) as {
      Properties: { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } };
    }[];
    const reads = policies
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => [statement.Action].flat().includes("secretsmanager:GetSecretValue"));
    expect(reads.map((statement) => statement.Resource)).toEqual([{ Ref: secret }]);
  });

  it("exports its alarms, each wired to the user's own paging topic", () => {
    const paging = Object.keys(template.findResources("AWS::SNS::Topic")).find((id) =>
      id.startsWith("Paging"),
    );
    // Three for the run, three per policy (backlog, oldest row, breaker).
    expect(example.job.alarms).toHaveLength(3 + 3 * 2);
    expect(Object.keys(example.job.backlogGrowingAlarms)).toEqual([
      "sign_in_confirmation_requests",
      "refresh_sessions",
    ]);
    const alarms = Object.values(template.findResources("AWS::CloudWatch::Alarm")) as {
      Properties: { AlarmActions: unknown[] };
    }[];
    expect(alarms).toHaveLength(9);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: paging }]);
    template.resourceCountIs("AWS::KMS::Key", 0); // no topic of its own
  });
});

describe("props are validated, naming the prop", () => {
  const build = (override: Partial<RetentionJobProps>) => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "S");
    const vpc = ec2.Vpc.fromVpcAttributes(stack, "Vpc", {
      vpcId: "vpc-0a1b2c3d4e5f60718",
      availabilityZones: ["eu-west-1a"],
      privateSubnetIds: ["subnet-0a1b2c3d4e5f60718"],
    });
    const props: RetentionJobProps = {
      preset: "identity",
      vpc,
      databaseSecurityGroup: ec2.SecurityGroup.fromSecurityGroupId(stack, "Sg", "sg-0a1b2c3d"),
      secret: secretsmanager.Secret.fromSecretCompleteArn(
        stack,
        "Secret",
        "arn:aws:secretsmanager:eu-west-1:123456789012:secret:db-AbCdEf",
      ),
      ...override,
    };
    return () => new RetentionJob(stack, "Retention", props);
  };
  const cases: [string, Partial<RetentionJobProps>, RegExp][] = [
    [
      "both a preset and a table",
      { retentionTable: { policies: [] } },
      /^props\.preset: give exactly one of preset or retentionTable/,
    ],
    ["an unknown preset", { preset: "nope" }, /^props\.preset: unknown preset "nope"/],
    [
      "a bad retention table",
      // As a JavaScript app could pass it: the types say no, the construct's check says why.
      { preset: undefined, retentionTable: { policies: [{ name: "x" }] } as never },
      /^props\.retentionTable\.policies\[0\]\.table/,
    ],
    ["no database", { databaseSecurityGroup: undefined }, /^props\.database: give exactly one of/],
    [
      "an interval the alarm cannot look back over",
      { retentionInterval: Duration.days(5) },
      /^props\.retentionInterval: must be whole minutes and at most 84h/,
    ],
    [
      "a UTC schedule outside the night window",
      {
        schedule: scheduler.ScheduleExpression.expression("cron(0 14 * * ? *)", TimeZone.ETC_UTC),
      },
      /^props\.schedule: fires at 14:00 Etc\/UTC, outside the night window 02:00-05:00/,
    ],
    [
      "a bad night window",
      { nightWindowUtc: "2-5" },
      /^props\.nightWindowUtc: "2-5" is not a window/,
    ],
    [
      "too much memory",
      { memorySize: 20_000 },
      /^props\.memorySize: must be a positive integer from 256 to 10240, got "20000"/,
    ],
    [
      "a timeout over Lambda's",
      { timeout: Duration.minutes(20) },
      /^props\.timeout: must be from 2 to 15 minutes/,
    ],
    [
      "a bad e-mail",
      { alarmEmail: "oncall" },
      /^props\.alarmEmail: must be an e-mail address, got "oncall"/,
    ],
    [
      "too many chains",
      { maxChains: 9 },
      /^props\.maxChains: must be a positive integer from 1 to 8, got "9"/,
    ],
    [
      "no lane at all",
      { parallel: 0 },
      /^props\.parallel: must be a whole number of lanes from 1 to 8, got "0"/,
    ],
    ["a WAL rate per hour", { maxWalRate: "8MB/h" }, /^props\.maxWalRate: "8MB\/h" is not a rate/],
    [
      "no latency growth at all",
      { latencyBudget: 1 },
      /^props\.latencyBudget: "1" is not a factor from 1\.05 to 10/,
    ],
    [
      "a policy that hashes without the key's secret",
      {
        preset: undefined,
        retentionTable: {
          policies: [
            {
              name: "contacts",
              table: "app.members",
              mechanism: "redact",
              columns: { email: "hash" },
              clock: "last_seen_at",
              retention: "90d",
              owner: "growth",
            },
          ],
        },
      },
      /^props\.redactionKey: policy contacts redacts a column to a keyed hash/,
    ],
  ];
  for (const [what, override, message] of cases) {
    it(`refuses ${what}`, () => {
      expect(build(override)).toThrow(message);
    });
  }

  it("an e-mail and a topic of the user's own: subscribe it there", () => {
    const app = new App();
    const topic = new sns.Topic(new Stack(app, "T"), "Topic");
    expect(build({ alarmTopic: topic, alarmEmail: "oncall@example.com" })).toThrow(
      /^props\.alarmEmail: subscribe the address to your own alarmTopic/,
    );
  });
});

/** The IAM statements of a template's policies. */
function statementsOf(template: Template): { Action: unknown; Resource: unknown }[] {
  return Object.values(template.findResources("AWS::IAM::Policy")).flatMap(
    (policy) =>
      (
        policy as {
          Properties: { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } };
        }
      ).Properties.PolicyDocument.Statement,
  );
}

describe("lanes, chains and the redaction key", () => {
  it("the function's reserved concurrency fits its chains; lanes, chains, the WAL rate and the key's secret reach it", () => {
    const template = Template.fromJSON(
      synthesizeJob((stack) => ({
        preset: "identity",
        parallel: 3,
        maxChains: 4,
        maxWalRate: "16MB",
        redactionKey: secretsmanager.Secret.fromSecretCompleteArn(
          stack,
          "Key",
          "arn:aws:secretsmanager:eu-west-1:123456789012:secret:redaction-AbCdEf",
        ),
      })),
    );
    template.hasResourceProperties("AWS::Lambda::Function", {
      ReservedConcurrentExecutions: 5,
      Environment: {
        Variables: Match.objectLike({
          PARALLEL: "3",
          MAX_CHAINS: "4",
          MAX_WAL_RATE: "16MB",
          REDACTION_KEY_SECRET_ARN:
            "arn:aws:secretsmanager:eu-west-1:123456789012:secret:redaction-AbCdEf",
        }),
      },
    });
    // The function may read the key's secret, as it reads the role's.
    const policies = JSON.stringify(template.findResources("AWS::IAM::Policy"));
    expect(policies).toContain("secret:redaction-AbCdEf");
  });
});

describe("buckets in the retention table", () => {
  it("an owned bucket gets the entry's expiration rule; the function reads exactly those buckets' lifecycle", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "B");
    const uploads = new s3.Bucket(stack, "Uploads", { versioned: true });
    const job = new RetentionJob(stack, "Retention", {
      retentionTable: {
        policies: [
          {
            name: "sicr",
            table: "identity.sign_in_confirmation_requests",
            clock: "created_at",
            retention: "30d",
            owner: "t",
          },
        ],
        buckets: [
          { name: "avatars", prefix: "avatars/", retention: "30d", owner: "t" },
          { name: "exports", bucket: "acme-exports", retention: "7d", owner: "t" },
        ],
      },
      buckets: { avatars: uploads },
      ...imported(stack),
    });
    const template = Template.fromStack(stack);
    const uploadsId = stack.getLogicalId(uploads.node.defaultChild as s3.CfnBucket);

    template.hasResourceProperties("AWS::S3::Bucket", {
      LifecycleConfiguration: {
        Rules: [
          {
            Id: "retention-job-avatars",
            Prefix: "avatars/",
            Status: "Enabled",
            ExpirationInDays: 30,
            NoncurrentVersionExpiration: { NoncurrentDays: 30 },
          },
        ],
      },
    });
    const s3Statements = statementsOf(template).filter((statement) =>
      JSON.stringify(statement.Action).includes("s3:"),
    );
    expect(s3Statements).toEqual([
      expect.objectContaining({
        Action: "s3:GetLifecycleConfiguration",
        // The s3-lifecycle kind's grant, on the bucket's ARN as its name makes it.
        Resource: [
          { "Fn::Join": ["", ["arn:", { Ref: "AWS::Partition" }, ":s3:::", { Ref: uploadsId }]] },
          { "Fn::Join": ["", ["arn:", { Ref: "AWS::Partition" }, ":s3:::acme-exports"]] },
        ],
      }),
    ]);
    expect(job.alarms.map((alarm) => alarm.node.id)).toEqual(
      expect.arrayContaining(["LifecycleMismatchavatars", "LifecycleMismatchexports"]),
    );
    const environment = JSON.stringify(
      Object.values(template.findResources("AWS::Lambda::Function"))[0],
    );
    expect(environment).toContain(uploadsId);
  });

  it("a bucket given for an entry the table does not have is refused", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "C");
    expect(
      () =>
        new RetentionJob(stack, "Retention", {
          preset: "identity",
          buckets: { nope: new s3.Bucket(stack, "Nope") },
          ...imported(stack),
        }),
    ).toThrow(/^props\.buckets\.nope: the retention table has no bucket entry "nope"/);
  });
});

describe("stores of other kinds in the retention table", () => {
  const policy = {
    name: "sicr",
    table: "identity.sign_in_confirmation_requests",
    clock: "created_at",
    retention: "30d",
    owner: "t",
  };
  const synth = (stores: NonNullable<RetentionTableInput["stores"]>) => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "D", { env: { account: "123456789012", region: "eu-west-1" } });
    const job = new RetentionJob(stack, "Retention", {
      retentionTable: { policies: [policy], stores },
      ...imported(stack),
    });
    return { job, template: Template.fromStack(stack) };
  };
  const dynamodbStatements = (template: Template) =>
    statementsOf(template).filter((statement) =>
      JSON.stringify(statement.Action).includes("dynamodb:"),
    );

  it("a dynamodb-ttl store: the function may describe the table's TTL and scan its TTL attribute alone, on that table only", () => {
    const { job, template } = synth([
      {
        kind: "dynamodb-ttl",
        name: "sessions",
        table: "web-sessions",
        attribute: "expires_at",
        owner: "t",
      },
    ]);

    const table = {
      "Fn::Join": [
        "",
        ["arn:", { Ref: "AWS::Partition" }, ":dynamodb:eu-west-1:123456789012:table/web-sessions"],
      ],
    };
    expect(dynamodbStatements(template)).toEqual([
      expect.objectContaining({ Action: "dynamodb:DescribeTimeToLive", Resource: table }),
      expect.objectContaining({
        Action: "dynamodb:Scan",
        Resource: table,
        Condition: {
          "ForAllValues:StringEquals": { "dynamodb:Attributes": ["expires_at"] },
          StringEquals: { "dynamodb:Select": "SPECIFIC_ATTRIBUTES" },
        },
      }),
    ]);
    expect(statementsOf(template).some((each) => JSON.stringify(each.Action).includes("s3:"))).toBe(
      false,
    );
    expect(job.alarms.map((alarm) => alarm.node.id)).toContain("LifecycleMismatchsessions");
    const variables = JSON.stringify(
      Object.values(template.findResources("AWS::Lambda::Function"))[0],
    );
    expect(variables).toContain("web-sessions");
  });

  it("no dynamodb-ttl store: no DynamoDB action at all", () => {
    const { template } = synth([
      {
        kind: "s3-lifecycle",
        name: "avatars",
        bucket: "acme-uploads",
        retention: "30d",
        owner: "t",
      },
    ]);

    expect(dynamodbStatements(template)).toEqual([]);
    expect(statementsOf(template)).toContainEqual(
      expect.objectContaining({ Action: "s3:GetLifecycleConfiguration" }),
    );
  });
});

describe("archives", () => {
  it("archiveBucket names the archive's entry, gets its expiration rule; the function may put, get and delete under its prefix only, with the archive key", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "A");
    const archive = new s3.Bucket(stack, "Archive", { versioned: false });
    const key = new kms.Key(stack, "ArchiveKey");
    const job = new RetentionJob(stack, "Retention", {
      retentionTable: {
        policies: [
          {
            name: "versions",
            table: "audit.versions",
            clock: "created_at",
            retention: "365d",
            owner: "audit",
            archive: { bucket: "audit-archive", prefix: "versions" },
          },
        ],
        buckets: [{ name: "audit-archive", prefix: "cold/", retention: "2555d", owner: "audit" }],
      },
      archiveBucket: archive,
      archiveKey: key,
      ...imported(stack),
    });
    const template = Template.fromStack(stack);
    const archiveId = stack.getLogicalId(archive.node.defaultChild as s3.CfnBucket);
    const keyId = stack.getLogicalId(key.node.defaultChild as kms.CfnKey);
    template.hasResourceProperties("AWS::S3::Bucket", {
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({
            Id: "retention-job-audit-archive",
            Prefix: "cold/",
            ExpirationInDays: 2555,
          }),
        ],
      },
    });
    const statements = statementsOf(template);
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: ["s3:PutObject", "s3:GetObject", "s3:DeleteObject", "s3:AbortMultipartUpload"],
        Resource: { "Fn::Join": ["", [{ "Fn::GetAtt": [archiveId, "Arn"] }, "/cold/*"]] },
      }),
    );
    // No other S3 object access: the lifecycle read aside, nothing on the bucket as a whole.
    const s3Actions = statements
      .filter((statement) => JSON.stringify(statement.Action).includes("s3:"))
      .flatMap((statement) => [statement.Action].flat());
    expect(s3Actions.sort()).toEqual([
      "s3:AbortMultipartUpload",
      "s3:DeleteObject",
      "s3:GetLifecycleConfiguration",
      "s3:GetObject",
      "s3:PutObject",
    ]);
    expect(JSON.stringify(statements)).toContain(keyId);
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Match.objectLike({ ARCHIVE_KMS_KEY_ID: { "Fn::GetAtt": [keyId, "Arn"] } }),
      },
    });
    expect(JSON.stringify(template.findResources("AWS::Lambda::Function"))).toContain(archiveId);
    expect(job.alarms.map((alarm) => alarm.node.id)).toEqual(
      expect.arrayContaining(["ArchiveVerificationversions", "LifecycleMismatchauditarchive"]),
    );
  });
});

describe("evidence", () => {
  it("evidenceBucket: the function may put objects (and their retention, when locked) under retention-evidence/ only", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "E");
    const bucket = new s3.Bucket(stack, "Evidence", { objectLockEnabled: true });
    new RetentionJob(stack, "Retention", {
      preset: "identity",
      evidenceBucket: bucket,
      evidenceLockDays: 2555,
      ...imported(stack),
    });
    const template = Template.fromStack(stack);
    const bucketId = stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
    expect(statementsOf(template)).toContainEqual(
      expect.objectContaining({
        Action: ["s3:PutObject", "s3:PutObjectRetention"],
        Resource: {
          "Fn::Join": ["", [{ "Fn::GetAtt": [bucketId, "Arn"] }, "/retention-evidence/*"]],
        },
      }),
    );
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Match.objectLike({
          EVIDENCE_BUCKET: { Ref: bucketId },
          EVIDENCE_PREFIX: "retention-evidence/",
          EVIDENCE_LOCK_DAYS: "2555",
        }),
      },
    });
  });

  it("a lock without an evidence bucket is refused", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "F");
    expect(
      () =>
        new RetentionJob(stack, "Retention", {
          preset: "identity",
          evidenceLockDays: 30,
          ...imported(stack),
        }),
    ).toThrow(/^props\.evidenceLockDays: locks objects of the evidenceBucket/);
  });
});

describe("deletion events for derived stores", () => {
  const publishing = {
    policies: [
      {
        name: "sicr",
        table: "identity.sign_in_confirmation_requests",
        clock: "created_at",
        retention: "30d",
        owner: "t",
        publish: true,
      },
    ],
  };

  it("the function gets the bus and events:PutEvents on it, nothing more; an alarm watches the outbox", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "E");
    const bus = new events.EventBus(stack, "DerivedStores");
    const job = new RetentionJob(stack, "Retention", {
      retentionTable: publishing,
      eventBus: bus,
      ...imported(stack),
    });
    const template = Template.fromStack(stack);
    const busId = stack.getLogicalId(bus.node.defaultChild as events.CfnEventBus);

    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Match.objectLike({ EVENT_BUS_NAME: { "Fn::GetAtt": [busId, "Arn"] } }),
      },
    });
    const eventStatements = statementsOf(template).filter((statement) =>
      JSON.stringify(statement.Action).includes("events:"),
    );
    expect(eventStatements).toEqual([
      expect.objectContaining({
        Action: "events:PutEvents",
        Resource: { "Fn::GetAtt": [busId, "Arn"] },
      }),
    ]);
    expect(job.alarms.map((alarm) => alarm.node.id)).toContain("DeletionsUnpublishedAlarm");
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "OutboxAgeSeconds",
      Threshold: 86_400,
      ComparisonOperator: "GreaterThanThreshold",
    });
  });

  it("no policy publishes: no PutEvents, no outbox alarm", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "F");
    const job = new RetentionJob(stack, "Retention", { preset: "identity", ...imported(stack) });
    expect(JSON.stringify(statementsOf(Template.fromStack(stack)))).not.toContain("events:");
    expect(job.alarms.map((alarm) => alarm.node.id)).not.toContain("DeletionsUnpublishedAlarm");
  });

  it("a policy that publishes without a bus is refused, naming the prop", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "G");
    expect(
      () =>
        new RetentionJob(stack, "Retention", { retentionTable: publishing, ...imported(stack) }),
    ).toThrow(/^props\.eventBus: policy sicr publishes its deletions/);
  });
});
