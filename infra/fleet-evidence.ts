// Where a fleet keeps its nights' outcomes: the evidence bucket given, or one the construct makes
// (S3-managed encryption, TLS only, no public access, versioned, expiring after FLEET.evidenceDays).
import { Duration, RemovalPolicy, Validations } from "aws-cdk-lib";
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
        id: "NightsOutcomes",
        expiration: Duration.days(FLEET.evidenceDays),
        noncurrentVersionExpiration: Duration.days(FLEET.evidenceDays),
      },
    ],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: "AwsSolutions-S1",
    reason:
      "The bucket holds the fleet's nights' outcomes, written by its state machine only (its execution history records each write); give evidenceBucket for a bucket with access logs.",
  });
  return bucket;
}
