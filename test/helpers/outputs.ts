// Real outputs checked as a consumer would check them: against the committed schema files
// (schemas/<name>.v<N>.json, what the package ships), by Ajv in strict mode, not by the zod
// declarations they were generated from.
import { readFileSync } from "node:fs";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { expect } from "vitest";
import type { OutputName } from "../../functions/contract/output-versions.js";
import { schemaFile } from "../../functions/contract/outputs/index.js";

const ajv = new Ajv2020({ strict: true, allErrors: true });
const validators = new Map<OutputName, ValidateFunction>();
const schemas = new Map<OutputName, Branches>();

type Branches = { anyOf?: Branch[]; oneOf?: Branch[] };
type Branch = { properties?: Record<string, { const?: unknown }> };

export function validatorOf(name: OutputName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    const schema = JSON.parse(readFileSync(`schemas/${schemaFile(name)}`, "utf8")) as Branches;
    validate = ajv.compile(schema);
    validators.set(name, validate);
    schemas.set(name, schema);
  }
  return validate;
}

/** The branch of a union whose constants the value has (its event, its kind), as a schema path. */
function branchOf(name: OutputName, value: unknown): string | undefined {
  const schema = schemas.get(name) ?? {};
  for (const key of ["oneOf", "anyOf"] as const) {
    const index = (schema[key] ?? []).findIndex((branch) => {
      const constants = Object.entries(branch.properties ?? {}).filter(
        ([field, each]) => "const" in each && field !== "schemaVersion",
      );
      return (
        constants.length > 0 &&
        constants.every(
          ([field, each]) => (value as Record<string, unknown>)?.[field] === each.const,
        )
      );
    });
    if (index >= 0) return `#/${key}/${index}/`;
  }
  return undefined;
}

/**
 * The errors worth reading: a union's branches that failed only on their discriminator (another
 * event's, another kind's) are left out, so that what is wrong with the matching branch shows.
 */
function readable(errors: ErrorObject[], branch: string | undefined): string {
  const picked = branch
    ? errors.filter((error) => error.schemaPath.startsWith(branch))
    : errors.filter(
        (error) => !["const", "anyOf", "oneOf", "enum", "required"].includes(error.keyword),
      );
  const said = (picked.length > 0 ? picked : errors).map((error) => {
    const field = (error.params as { additionalProperty?: string }).additionalProperty;
    return `${error.instancePath || "/"} ${error.message}${field ? `: ${field}` : ""}`;
  });
  return [...new Set(said)].slice(0, 8).join("; ");
}

/** Whether `value` is a valid `name` output, or why not. */
export function outputProblems(name: OutputName, value: unknown): string | undefined {
  const validate = validatorOf(name);
  return validate(value) ? undefined : readable(validate.errors ?? [], branchOf(name, value));
}

/** Asserts that `value`, a real output, is valid under its committed schema file. */
export function expectOutput(name: OutputName, value: unknown, what: string = name): void {
  const problems = outputProblems(name, value);
  expect(
    problems,
    `${what} is not a valid ${schemaFile(name)}: ${problems}\n${JSON.stringify(value)?.slice(0, 1500)}`,
  ).toBeUndefined();
}

/** Asserts each JSON log line valid; returns the events they name. */
export function expectLogLines(lines: string[], what = "a log line"): Set<string> {
  const events = new Set<string>();
  for (const line of lines.filter((each) => each.trim() !== "")) {
    const parsed = JSON.parse(line) as { event?: string };
    expectOutput("log-line", parsed, `${what} (${parsed.event})`);
    if (parsed.event) events.add(parsed.event);
  }
  return events;
}
