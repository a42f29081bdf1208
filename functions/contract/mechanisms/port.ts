/**
 * The port of a retention mechanism, its contract half: what a mechanism declares so that the
 * retention table (its schema, its refusals), the JSON Schema editors read, the docs and the doors
 * take it as it is: its facts, the shared fields it takes, its own fields, what it cannot go
 * without, its docs' text. Its engine half is functions/engine/mechanisms/<name>/.
 */
import type { z } from "zod";
import type {
  ParsedFields,
  PolicyCommon,
  SharedFieldName,
  SharedFieldsTaken,
} from "../policy-fields.js";

export interface MechanismFacts {
  /** What it does to a row, in words: delete, redact, drop, move (and done: deleted, redacted, ...). */
  verb: string;
  past: string;
  /**
   * Which figure its rows are counted in: deleted (they left the table: RowsDeleted) or redacted
   * (the row stays, overwritten: RowsRedacted).
   */
  counts: "deleted" | "redacted";
  /**
   * How lateness is watched: the oldest row still due (OldestAgeSeconds against retention plus
   * grace), or how long the oldest partition due has been attached (OverdueSeconds > 0).
   */
  onTime: "oldest-row" | "overdue-partition";
  /** Its clock must be one plain column (a partition key), not several nor a computed one. */
  oneClockColumn?: boolean;
}

/** A refusal: the field it names (relative to the policy) and why. */
export type Issue = (field: string, message: string) => void;

/** A mechanism's own fields, as the schema gives them (none: nothing, where zod says no key at all). */
export type OwnFields<Own extends z.ZodRawShape> = keyof Own extends never
  ? unknown
  : z.output<z.ZodObject<Own, z.core.$strip>>;

/** A policy's fields as the schema gives them, with a mechanism's own (`Own`). */
export type ParsedPolicy<Own extends z.ZodRawShape> = ParsedFields & OwnFields<Own>;

export interface MechanismContract<
  Name extends string = string,
  Taken extends SharedFieldName = SharedFieldName,
  Own extends z.ZodRawShape = z.ZodRawShape,
> {
  /** As a policy's `mechanism` names it. */
  name: Name;
  facts: MechanismFacts;
  /** The shared fields (contract/policy-fields.ts) it takes; a policy of it giving another is refused. */
  takes: readonly Taken[];
  /** Its own fields: no other mechanism takes them (there: `applies only to mechanism <name>`). */
  fields: Own;
  /**
   * The shared fields others take that it still declines, each with why and the nearest statement
   * (its refusal says them: `does not apply to mechanism <name> yet: <why>`). A shared field it
   * neither takes nor declines does not apply to it at all.
   */
  declines?: Partial<Record<SharedFieldName, string>>;
  /** The fields it cannot go without, each with the refusal's message. */
  needs?: Partial<Record<Taken | (keyof Own & string), string>>;
  /** What its fields say together, beyond each field's own schema (after the shared checks). */
  check?(policy: ParsedPolicy<Own>, issue: Issue): void;
  /** Whether a policy of it writes keyed hashes (the job then needs the redaction key). */
  writesKeyedHashes?(policy: OwnFields<Own>): boolean;
  /** The docs' text: what it does, in a line, and what each of its own fields means. */
  doc: { summary: string; fields: { [Field in keyof Own]: string } };
}

/** A validated policy of mechanism `Contract`: the common fields, the shared ones it takes, its own. */
export type PolicyOf<
  Contract extends { name: string; takes: readonly SharedFieldName[]; fields: z.ZodRawShape },
> = PolicyCommon & { mechanism: Contract["name"] } & SharedFieldsTaken<Contract["takes"][number]> &
  OwnFields<Contract["fields"]>;

/** Declares a mechanism's contract half, its name and fields kept as literal types. */
export const defineMechanism = <
  const Name extends string,
  const Taken extends SharedFieldName,
  const Own extends z.ZodRawShape,
>(
  contract: MechanismContract<Name, Taken, Own>,
): MechanismContract<Name, Taken, Own> => contract;
