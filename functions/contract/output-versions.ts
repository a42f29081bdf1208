// The version of each output's JSON Schema (schemas/<name>.v<N>.json, declared in contract/outputs/):
// every output carries its own as `schemaVersion` (an evidence record and an archive manifest as
// `version`, an evidence line in its body), so a consumer knows which shape it reads. A
// change that breaks a consumer bumps it here (and the package's version, in CHANGELOG.md).
// No schema library here: the doors stamp their outputs with these numbers.

export const OUTPUT_VERSION = {
  "lambda-result": 1,
  "fleet-outcome": 1,
  "log-line": 1,
  "emf-record": 1,
  "deletion-event": 1,
  "evidence-record": 1,
  "evidence-line": 1,
  "evidence-report": 1,
  "cli-run": 1,
  "cli-plan": 1,
  "cli-status": 1,
  "cli-fleet-status": 1,
  "cli-invoke": 1,
  "cli-restore": 1,
  "cli-erase": 1,
  "cli-hold": 1,
  "suppression-file": 1,
  "archive-manifest": 1,
} as const;

export type OutputName = keyof typeof OUTPUT_VERSION;

/** The field an output carries its schema's version in (an evidence record's is `version`). */
export const stamp = <Name extends OutputName>(name: Name) => ({
  schemaVersion: OUTPUT_VERSION[name],
});
