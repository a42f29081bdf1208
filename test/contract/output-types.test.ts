// The output schemas (contract/outputs/) and the types the code builds its outputs from say the same
// thing, field for field: a field the code adds, drops, makes optional or retypes without its schema
// does not compile (`npx tsc --noEmit`, which CI runs). The runtime half: the outputs' own tests.
import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { Fleet } from "../../functions/cli/aws/fleet.js";
import type { StatusData } from "../../functions/cli/aws/status.js";
import type { PlanStoreFinding } from "../../functions/cli/aws/stores.js";
import type { Verdict } from "../../functions/cli/health.js";
import type { TenantStatus } from "../../functions/cli/tenant-status.js";
import type { PolicyTotals } from "../../functions/contract/events.js";
import type { LifecycleFinding } from "../../functions/contract/lifecycle.js";
import type {
  archiveManifest,
  cliFleetStatus,
  cliPlan,
  cliStatus,
  drillReport,
  erasurePlan,
  policyPlan,
  suppressed,
} from "../../functions/contract/outputs/cli.js";
import type {
  drainReport,
  legacyBucketFinding,
  policyTotals,
  storeFinding,
  subjectResult,
  tableFigures,
  tenantReport,
} from "../../functions/contract/outputs/common.js";
import type {
  erasureReceiptFields,
  evidenceReportFields,
  policyRecord,
} from "../../functions/contract/outputs/evidence.js";
import type {
  deletionEventFields,
  erasureResultFields,
  fleetOutcome,
  segmentResultFields,
} from "../../functions/contract/outputs/lambda.js";
import type { policyReport, runReport } from "../../functions/contract/outputs/run-report.js";
import type { StoreFinding } from "../../functions/contract/stores/index.js";
import type { Manifest } from "../../functions/engine/archive/store.js";
import type { ErasurePlan } from "../../functions/engine/erasure/plan.js";
import type { DrillReport, Suppressed } from "../../functions/engine/erasure/replay.js";
import type {
  ErasureReceipt,
  TableFigures,
} from "../../functions/engine/evidence/erasure-receipt.js";
import type { EvidenceBody } from "../../functions/engine/evidence/record.js";
import type { EvidenceReport } from "../../functions/engine/evidence/report.js";
import type {
  DeletionEvent,
  DrainReport,
  PolicyPlan,
  PolicyReport,
  RunReport,
  SubjectResult,
} from "../../functions/engine/index.js";
import type { TenantReport } from "../../functions/engine/report.js";
import type { ErasureResult } from "../../functions/lambda/erase.js";
import type { FleetOutcome } from "../../functions/lambda/finish.js";
import type { SegmentResult } from "../../functions/lambda/segment.js";

type Out<Schema extends z.ZodType> = z.output<Schema>;
type Fields<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

describe("the output schemas and the code's types", () => {
  it("the run report, the function's result, a fleet's outcome, a deletion event", () => {
    expectTypeOf<PolicyReport>().toEqualTypeOf<Out<typeof policyReport>>();
    expectTypeOf<RunReport>().toEqualTypeOf<Out<typeof runReport>>();
    // A store's finding is written `base & (ok | mismatch | unreadable)` there, a union here: each
    // is the other's.
    type Segment = Fields<typeof segmentResultFields>;
    expectTypeOf<Omit<SegmentResult, "stores">>().toEqualTypeOf<Omit<Segment, "stores">>();
    expectTypeOf<SegmentResult["stores"]>().toMatchTypeOf<Segment["stores"]>();
    expectTypeOf<Segment["stores"]>().toMatchTypeOf<SegmentResult["stores"]>();
    expectTypeOf<ErasureResult>().toEqualTypeOf<Fields<typeof erasureResultFields>>();
    expectTypeOf<FleetOutcome>().toEqualTypeOf<Omit<Out<typeof fleetOutcome>, "schemaVersion">>();
    expectTypeOf<DeletionEvent>().toEqualTypeOf<Fields<typeof deletionEventFields>>();
    expectTypeOf<PolicyTotals>().toEqualTypeOf<Out<typeof policyTotals>>();
    expectTypeOf<StoreFinding>().toMatchTypeOf<Out<typeof storeFinding>>();
    expectTypeOf<Out<typeof storeFinding>>().toMatchTypeOf<StoreFinding>();
    expectTypeOf<LifecycleFinding>().toEqualTypeOf<Out<typeof legacyBucketFinding>>();
    expectTypeOf<DrainReport>().toEqualTypeOf<Out<typeof drainReport>>();
  });

  it("the evidence: a policy's record, an erasure's receipt, the report", () => {
    expectTypeOf<Omit<EvidenceBody, "rule">>().toEqualTypeOf<
      Omit<Out<typeof policyRecord>, "rule">
    >();
    expectTypeOf<ErasureReceipt>().toEqualTypeOf<Fields<typeof erasureReceiptFields>>();
    expectTypeOf<TableFigures>().toEqualTypeOf<Out<typeof tableFigures>>();
    expectTypeOf<SubjectResult>().toEqualTypeOf<Out<typeof subjectResult>>();
    expectTypeOf<TenantReport>().toEqualTypeOf<Out<typeof tenantReport>>();
    type Report = Fields<typeof evidenceReportFields>;
    expectTypeOf<keyof EvidenceReport>().toEqualTypeOf<keyof Report>();
    expectTypeOf<Manifest>().toEqualTypeOf<Out<typeof archiveManifest>>();
  });

  it("the command line's plan, status and erasure outputs", () => {
    expectTypeOf<PolicyPlan>().toEqualTypeOf<Out<typeof policyPlan>>();
    expectTypeOf<PlanStoreFinding[]>().toMatchTypeOf<Out<typeof cliPlan>["stores"]>();
    type Status = Out<typeof cliStatus>;
    expectTypeOf<StatusData["policies"]>().toEqualTypeOf<Status["policies"]>();
    expectTypeOf<StatusData["runs"]>().toEqualTypeOf<Status["runs"]>();
    expectTypeOf<StatusData["alarms"]>().toEqualTypeOf<Status["alarms"]>();
    expectTypeOf<StatusData["target"]>().toEqualTypeOf<Status["target"]>();
    expectTypeOf<TenantStatus>().toEqualTypeOf<NonNullable<Status["tenants"]>>();
    expectTypeOf<Verdict>().toEqualTypeOf<Status["verdict"]>();
    expectTypeOf<Fleet>().toEqualTypeOf<Out<typeof cliFleetStatus>["fleet"]>();
    expectTypeOf<Suppressed>().toEqualTypeOf<Out<typeof suppressed>>();
    expectTypeOf<ErasurePlan>().toEqualTypeOf<Out<typeof erasurePlan>>();
    expectTypeOf<DrillReport>().toEqualTypeOf<Out<typeof drillReport>>();
  });
});
