// The catalog: what PostgreSQL says of the governed tables, read and checked before a run.

export { refsRead } from "./foreign-keys.js";
export { checkPrivileges } from "./privileges.js";
export { statusValueFindings, statusValueWarnings } from "./status-values.js";
export { readTableFacts, type TableFacts } from "./table-facts.js";
