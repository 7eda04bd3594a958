import type { RawBuilder } from 'kysely';
import type { Placeholder, QueryRunner } from './prepared-queries.ts';

/**
 * A write of one module that another module's write must be committed with, and that decides
 * whether the other is made at all (the credits' debit of a chat turn: no credits, no turn). The
 * owner of the write builds it; the other module runs it without knowing its tables:
 * - in a transaction of its own (SQLite: the turn's batch), as statements (`runIn`), which throw
 *   `refusal()` when the write could not be made, so that the transaction is rolled back;
 * - on PostgreSQL, as common table expressions at the head of the other's one statement (`ctes`),
 *   whose own writes then select from the `gate` expression, so that they happen only when the gate
 *   yields its row. One statement is one transaction and one round trip (decision 043).
 */
export interface LeadingWrite {
  /** runs the write's statements on `on` (a transaction of the caller's); throws `refusal()` if it was not made */
  runIn(on: QueryRunner): Promise<void>;
  /** names the shape of the expressions' SQL (a part of the caller's prepared statement's key) */
  key: string;
  /** the values of the expressions' placeholders, in order: they come first in the statement's values */
  values: readonly unknown[];
  /**
   * the expressions, in order, each with its name, built with the placeholders `p(0)` to
   * `p(values.length - 1)`
   */
  ctes(p: Placeholder): readonly (readonly [name: string, body: RawBuilder<unknown>])[];
  /** the expression that yields one row when the write was made, and none when it was not */
  gate: string;
  /** what to throw when the statement wrote nothing because the gate yielded no row */
  refusal(): Error;
}
