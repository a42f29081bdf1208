// The dynamodb-ttl store check, its reading half: DescribeTimeToLive, then a Scan of a few items
// that projects the TTL attribute alone (no other attribute of an item is read), judged by
// contract/stores/dynamodb-ttl.ts.
import { DescribeTimeToLiveCommand, DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { type DynamoDbTtlEntry, judgeTimeToLive } from "../../contract/stores/dynamodb-ttl.js";
import type { StoreCheck } from "../../contract/stores/index.js";

export const checkDynamoDbTtl: StoreCheck<DynamoDbTtlEntry> = async (entry, clients) => {
  const dynamodb = clients.get("dynamodb", (config) => new DynamoDBClient(config));
  const described = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: entry.table }));
  const ttl = described.TimeToLiveDescription;
  const view = { status: ttl?.TimeToLiveStatus, attribute: ttl?.AttributeName, sample: [] };
  if (view.status !== "ENABLED" || view.attribute !== entry.attribute)
    return judgeTimeToLive(entry, view);
  const scanned = await dynamodb.send(
    new ScanCommand({
      TableName: entry.table,
      Limit: entry.sampleSize,
      Select: "SPECIFIC_ATTRIBUTES",
      ProjectionExpression: "#ttl",
      ExpressionAttributeNames: { "#ttl": entry.attribute },
    }),
  );
  const sample = (scanned.Items ?? []).flatMap((item) => {
    const value = item[entry.attribute];
    return value ? [value as unknown as Record<string, unknown>] : [];
  });
  return judgeTimeToLive(entry, { ...view, sample });
};
