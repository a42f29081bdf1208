// What a version of an output's schema promises its consumers, as lines of text: each field that is
// always there, each field's JSON type, each value a field may take (an event's name, a status).
// A version keeps every promise it made (test/contract/output-schemas.test.ts): a field removed,
// renamed, made optional or given another type, or a value no longer written, needs a new version;
// a field or a value added does not. The lines are kept per version in schemas/promises/.

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A constant of a branch's property, when that property is constant in it. */
const constOf = (branch: unknown, property: string): unknown => {
  const schema =
    isNode(branch) && isNode(branch.properties) ? branch.properties[property] : undefined;
  return isNode(schema) && "const" in schema ? schema.const : undefined;
};

/**
 * How each branch of a union is told apart in a promise's path: by the property every branch has
 * a different constant for (a discriminator: `event`, `verdict`), else by its title; branches with
 * neither share their union's path.
 */
function branchLabels(branches: unknown[]): (string | undefined)[] {
  const first = branches[0];
  const candidates = isNode(first) && isNode(first.properties) ? Object.keys(first.properties) : [];
  const discriminator = candidates.find((property) => {
    const values = branches.map((branch) => constOf(branch, property));
    return values.every((value) => value !== undefined) && new Set(values).size === values.length;
  });
  return branches.map((branch) => {
    if (discriminator) return `${discriminator}=${String(constOf(branch, discriminator))}`;
    return isNode(branch) && typeof branch.title === "string" ? branch.title : undefined;
  });
}

function walk(node: unknown, path: string, out: Set<string>): void {
  if (!isNode(node)) return;
  const at = path === "" ? "/" : path;
  for (const type of [node.type ?? []].flat()) out.add(`${at}: type ${String(type)}`);
  if ("const" in node) out.add(`${at}: is ${JSON.stringify(node.const)}`);
  for (const value of Array.isArray(node.enum) ? node.enum : []) {
    out.add(`${at}: may be ${JSON.stringify(value)}`);
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
    const labels = branchLabels(branches);
    for (const [index, branch] of branches.entries()) {
      const label = labels[index];
      walk(branch, label ? `${path}[${label}]` : path, out);
    }
  }
  if (isNode(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties))
      walk(schema, `${path}/${name}`, out);
    for (const name of Array.isArray(node.required) ? node.required : []) {
      out.add(`${path}/${String(name)}: always there`);
    }
  }
  if (isNode(node.additionalProperties)) walk(node.additionalProperties, `${path}/*`, out);
  if (isNode(node.items)) walk(node.items, `${path}/[]`, out);
  if (Array.isArray(node.prefixItems)) {
    for (const [index, item] of node.prefixItems.entries()) walk(item, `${path}/[${index}]`, out);
  }
}

/** The promises of a JSON Schema, sorted. */
export function promisesOf(schema: unknown): string[] {
  const out = new Set<string>();
  walk(schema, "", out);
  return [...out].sort();
}

/** The promises of `kept` that `now` no longer makes (empty: `now` keeps its version's word). */
export const brokenPromises = (kept: readonly string[], now: readonly string[]): string[] => {
  const made = new Set(now);
  return kept.filter((promise) => !made.has(promise));
};
