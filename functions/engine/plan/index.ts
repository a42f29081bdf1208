// What a run would do, read-only: `retention-job plan` (each policy's SQL, EXPLAIN, references and
// warnings) and `provision-role` (the maintenance role the table needs).
export { type PlannedStatement, type PolicyPlan, planPolicies } from "./plan.js";
export { applyMaintenanceRole, planMaintenanceRole, type RolePlan } from "./provision.js";
