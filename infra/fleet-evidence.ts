// Where a fleet keeps its evidence (its nights' outcomes, its targets' run records): the evidence
// bucket given, or one the construct makes (S3-managed encryption, TLS only, no public access,
// versioned, expiring after FLEET.evidenceDays).
import { Duration, RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import type * as iam from "aws-cdk-lib/aws-iam";
import * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { FLEET } from "../functions/contract/limits.js";

/** The fleet's own evidence bucket, when none is given. */
export function createFleetEvidenceBucket(scope: Construct): s3.Bucket {
  const bucket = new s3.Bucket(scope, "Evidence", {
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: true,
    lifecycleRules: [
      {
        id: "FleetEvidence",
        expiration: Duration.days(FLEET.evidenceDays),
        noncurrentVersionExpiration: Duration.days(FLEET.evidenceDays),
      },
    ],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: "AwsSolutions-S1",
    reason:
      "The bucket holds the fleet's evidence, written by its state machine (the nights' outcomes, each write in its execution history) and its function (the targets' run records, each copy in its log) only, each under its own prefix; give evidenceBucket for a bucket with access logs.",
  });
  return bucket;
}

/**
 * cdk-nag's finding on a role's s3:PutObject under one prefix of the evidence bucket (a wildcard
 * after the prefix, as a grant of objects must have), acknowledged for `reason`.
 */
export function acknowledgeEvidenceGrant(
  role: iam.IRole,
  bucket: s3.IBucket,
  prefix: string,
  reason: string,
): void {
  const made = bucket.node.defaultChild as s3.CfnBucket | undefined;
  const bucketArn = made
    ? `<${Stack.of(made).getLogicalId(made)}.Arn>`
    : `arn:<AWS::Partition>:s3:::${bucket.bucketName}`;
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${bucketArn}/${prefix}*]`,
    reason,
  });
}
