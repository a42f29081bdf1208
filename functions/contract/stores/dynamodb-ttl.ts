/**
 * The dynamodb-ttl store kind, its contract half: a DynamoDB table whose Time to Live must be
 * enabled on the named attribute, that attribute a Number of epoch seconds (DynamoDB silently
 * never expires milliseconds: they lie thousands of years ahead). Its fields, its IAM grants (the
 * sample reads that one attribute only) and the judgement of what the check read.
 */
import { z } from "zod";
import type { StoreEntryBase, StoreFinding, StoreKind } from "./port.js";
import { storeName } from "./s3-lifecycle.js";

/** At or above this an epoch value is milliseconds (1e11 seconds is the year 5138). */
export const EPOCH_MS_FLOOR = 1e11;

export interface DynamoDbTtlEntry extends StoreEntryBase {
  kind: "dynamodb-ttl";
  table: string;
  attribute: string;
  /** How many items the check reads (the TTL attribute alone) to see its type and unit. */
  sampleSize: number;
}

const schema = z.strictObject({
  kind: z.literal("dynamodb-ttl"),
  name: storeName,
  table: z.string().regex(/^[A-Za-z0-9_.-]{3,255}$/, {
    message: "must be a DynamoDB table name (3 to 255 letters, digits, _ . or -)",
  }),
  attribute: z.string().min(1).max(255),
  sampleSize: z.number().int().min(1).max(1000).default(100),
  owner: z.string().min(1, { message: "must name who owns this rule" }),
  description: z.string().optional(),
});

export const dynamodbTtl: StoreKind<"dynamodb-ttl", typeof schema, DynamoDbTtlEntry> = {
  kind: "dynamodb-ttl",
  summary:
    "a DynamoDB table: Time to Live enabled on the attribute, and a sample of items holds it as a Number of epoch seconds",
  schema,
  entry: (input, at) => ({ ...input, at }),
  where: (entry) => `DynamoDB table ${entry.table}, attribute ${entry.attribute}`,
  grants: (entry, arn) => {
    const table = `arn:${arn.partition}:dynamodb:${arn.region}:${arn.account}:table/${entry.table}`;
    return [
      { actions: ["dynamodb:DescribeTimeToLive"], resources: [table] },
      {
        actions: ["dynamodb:Scan"],
        resources: [table],
        // The sample reads the TTL attribute and nothing else of an item.
        conditions: {
          "ForAllValues:StringEquals": { "dynamodb:Attributes": [entry.attribute] },
          StringEquals: { "dynamodb:Select": "SPECIFIC_ATTRIBUTES" },
        },
      },
    ];
  },
};

/** What the check read: the table's TTL description, and the sampled items' attribute values. */
export interface TimeToLiveView {
  status?: string;
  attribute?: string;
  /** Each sampled item's attribute as DynamoDB typed it (`{ N: "1700000000" }`); absent: not set. */
  sample: Record<string, unknown>[];
}

/** The attribute's sampled values, sorted into what DynamoDB does with them. */
function sampleCounts(view: TimeToLiveView) {
  const numbers = view.sample.flatMap((value) =>
    typeof value.N === "string" ? [Number(value.N)] : [],
  );
  return {
    other: view.sample
      .filter((value) => typeof value.N !== "string")
      .map((value) => Object.keys(value)[0]),
    numbers: numbers.length,
    milliseconds: numbers.filter((value) => value >= EPOCH_MS_FLOOR).length,
  };
}

export function judgeTimeToLive(entry: DynamoDbTtlEntry, view: TimeToLiveView): StoreFinding {
  const where = dynamodbTtl.where(entry);
  const base = { name: entry.name, kind: entry.kind, where };
  const mismatch = (status: string, detail: string): StoreFinding => ({
    ...base,
    verdict: "mismatch",
    status,
    detail,
  });
  if (view.status !== "ENABLED")
    return mismatch(
      "ttl-disabled",
      `Time to Live of table ${entry.table} is ${view.status ?? "unknown"}, not ENABLED: items are kept forever; enable it on ${entry.attribute}`,
    );
  if (view.attribute !== entry.attribute)
    return mismatch(
      "wrong-attribute",
      `Time to Live of table ${entry.table} is on ${view.attribute}, not on ${entry.attribute}`,
    );
  const counts = sampleCounts(view);
  if (counts.other.length > 0)
    return mismatch(
      "not-a-number",
      `${counts.other.length} of ${view.sample.length} sampled items hold ${entry.attribute} as ${[...new Set(counts.other)].join(", ")}, not a Number: DynamoDB never expires them`,
    );
  if (counts.milliseconds > 0)
    return mismatch(
      "milliseconds",
      `${counts.milliseconds} of ${counts.numbers} sampled values of ${entry.attribute} are epoch milliseconds (>= 1e11), not seconds: DynamoDB never expires them`,
    );
  return {
    ...base,
    verdict: "ok",
    status: "ok",
    detail: `${where}: Time to Live enabled; ${counts.numbers} sampled values in epoch seconds`,
  };
}
