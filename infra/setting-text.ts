// A setting between its text and a construct prop: a prop's value as the text the table's parser
// reads (a Duration as milliseconds, a construct as its ARN or name), and a context value (the
// bundled app's) as the prop it stands for (an ARN imported as a construct).
import { Duration, Stack } from "aws-cdk-lib";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as events from "aws-cdk-lib/aws-events";
import * as kms from "aws-cdk-lib/aws-kms";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import type { PropType, Setting } from "../functions/contract/settings.js";

/** What each construct type reaches the function as. */
const CONSTRUCT_TEXT: Partial<Record<PropType, (value: never) => string>> = {
  "secretsmanager.ISecret": (secret: secretsmanager.ISecret) => secret.secretArn,
  "events.IEventBus": (bus: events.IEventBus) => bus.eventBusArn,
  "kms.IKey": (key: kms.IKey) => key.keyArn,
  "s3.IBucket": (bucket: s3.IBucket) => bucket.bucketName,
  "ec2.ISecurityGroup": (group: ec2.ISecurityGroup) => group.securityGroupId,
  "scheduler.ScheduleExpression": (schedule: { expressionString: string }) =>
    schedule.expressionString,
};

/** A prop's value as its setting's text (undefined: not given). */
export function propText(setting: Setting<unknown>, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const construct = setting.propType && CONSTRUCT_TEXT[setting.propType];
  if (construct) return construct(value as never);
  if (value instanceof Duration)
    return setting.propUnit === "minutes"
      ? String(value.toMinutes({ integral: false }))
      : `${value.toMilliseconds()}ms`;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** `arn:...:secret:name-AbCdEf`: the ARN with the six characters Secrets Manager adds to a name. */
const COMPLETE_SECRET_ARN = /-[A-Za-z0-9]{6}$/;

/** A construct from its ARN or name, as the bundled app's context gives it. */
const IMPORTS: Partial<Record<PropType, (scope: Construct, id: string, text: string) => unknown>> =
  {
    "secretsmanager.ISecret": (scope, id, arn) =>
      COMPLETE_SECRET_ARN.test(arn)
        ? secretsmanager.Secret.fromSecretCompleteArn(scope, id, arn)
        : secretsmanager.Secret.fromSecretPartialArn(scope, id, arn),
    "events.IEventBus": (scope, id, text) =>
      text.startsWith("arn:")
        ? events.EventBus.fromEventBusArn(scope, id, text)
        : events.EventBus.fromEventBusName(scope, id, text),
    "kms.IKey": (scope, id, text) =>
      text.startsWith("alias/")
        ? kms.Alias.fromAliasName(scope, id, text)
        : kms.Key.fromKeyArn(
            scope,
            id,
            text.startsWith("arn:")
              ? text
              : Stack.of(scope).formatArn({ service: "kms", resource: "key", resourceName: text }),
          ),
    "s3.IBucket": (scope, id, name) => s3.Bucket.fromBucketName(scope, id, name),
    "ec2.ISecurityGroup": (scope, id, groupId) =>
      ec2.SecurityGroup.fromSecurityGroupId(scope, id, groupId, { mutable: true }),
  };

/**
 * The prop a context setting stands for: a construct imported from its text, a Duration from its
 * value, the text itself otherwise (the prop's parser reads it again, as at every door).
 */
export function contextProp(
  scope: Construct,
  setting: Setting<unknown>,
  value: unknown,
  raw: unknown,
): unknown {
  const imported = setting.propType && IMPORTS[setting.propType];
  if (imported) return imported(scope, `Context${setting.prop}`, String(value));
  if (setting.propType === "Duration")
    return setting.propUnit === "minutes"
      ? Duration.minutes(value as number)
      : Duration.millis(value as number);
  if (setting.propType === "RetentionTableInput") return raw;
  if (setting.propType === "number" || setting.propType === "logs.RetentionDays") return value;
  return setting.format(value as never);
}
