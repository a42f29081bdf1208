// Which partial indexes serve a lookup: one whose predicate only says `col IS NOT NULL` for the
// columns looked up (`fk = $1`, `clock < $1` both imply it), so PostgreSQL uses it for them.

/** The column an `X IS NOT NULL` term names (unquoted), or undefined for any other term. */
function notNullColumn(term: string): string | undefined {
  const bare = term
    .trim()
    .replace(/^\((.*)\)$/, "$1")
    .trim();
  const match = /^("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*) IS NOT NULL$/.exec(bare);
  if (!match) return undefined;
  const name = match[1] as string;
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name;
}

/**
 * Whether an index with this predicate (pg_get_expr text; null: none) serves lookups on `columns`:
 * no predicate, or a conjunction of `column IS NOT NULL` over those columns only.
 */
export function servesLookups(predicate: string | null, columns: string[]): boolean {
  if (predicate === null) return true;
  const whole = predicate.trim();
  const inner = whole.startsWith("((") && whole.endsWith("))") ? whole.slice(1, -1) : whole;
  const terms = inner.split(/\) AND \(|\sAND\s/).map((term) => term.replace(/^\(+|\)+$/g, ""));
  return terms.every((term) => {
    const column = notNullColumn(term);
    return column !== undefined && columns.includes(column);
  });
}
