import {
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type QueryResult,
  type RootOperationNode,
} from 'kysely';
import type { DbOrTx } from './schema';

/**
 * Statements built with kysely once per shape and then run with each call's values.
 *
 * Building a large statement with kysely (its WITHs, joins, JSON subqueries, rows) and compiling
 * it to SQL costs the gateway more CPU than PostgreSQL spends running it, and on a hot path
 * (placing an order) that is most of the request. Yet the SQL only changes with the statement's
 * shape: which optional parts it has, how many rows or ids it carries. A template builds the
 * statement from a copy of its values in which every value is a placeholder, compiles it, and
 * remembers which parameter is which value; the next call of that shape only lists its values.
 *
 * The build function must read every value from its `values` argument and may only branch on
 * the values' structure (which keys are set, how long arrays are), never on a value itself:
 * the shape is that structure, and a value is a placeholder while building. A parameter that is
 * not a placeholder (a value from elsewhere, or a constant: write constants as SQL literals)
 * throws when the shape is first built, so a statement cannot run with another call's values.
 */
export interface StatementTemplate<V, R> {
  execute(db: DbOrTx, values: V): Promise<QueryResult<R>>;
}

/** Distinct shapes kept per template; a template's later shapes are built on every call. */
const MAX_SHAPES = 200;

class Placeholder {
  constructor(readonly index: number) {}
}

interface Shape {
  sql: string;
  query: RootOperationNode;
  /** For each parameter of `sql`, the index of the value it takes (in walk order). */
  slots: number[];
}

/** Values, Dates and null are leaves; arrays and other objects are walked. */
function isLeaf(value: unknown): boolean {
  return value === null || typeof value !== 'object' || value instanceof Date;
}

/**
 * Walks `value` in a fixed order: its leaves, in that order, and its structure as a string
 * (object keys in order, array lengths, which values are undefined).
 */
function walk(value: unknown, leaves: unknown[], parts: string[]): void {
  if (value === undefined) {
    parts.push('u');
  } else if (isLeaf(value)) {
    leaves.push(value);
    parts.push('.');
  } else if (Array.isArray(value)) {
    parts.push(`[${value.length}`);
    for (const item of value) walk(item, leaves, parts);
    parts.push(']');
  } else {
    const object = value as Record<string, unknown>;
    parts.push('{');
    for (const key of Object.keys(object)) {
      parts.push(key, ':');
      walk(object[key], leaves, parts);
    }
    parts.push('}');
  }
}

/** A copy of `value` with each leaf replaced by its placeholder, in walk order. */
function placeholders(value: unknown, next: { index: number }): unknown {
  if (value === undefined) return undefined;
  if (isLeaf(value)) return new Placeholder(next.index++);
  if (Array.isArray(value)) return value.map((item) => placeholders(item, next));
  const object = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) copy[key] = placeholders(object[key], next);
  return copy;
}

function compileShape<V>(
  db: DbOrTx,
  values: V,
  build: (db: DbOrTx, values: V) => Compilable<unknown>,
): Shape {
  const compiled = build(db, placeholders(values, { index: 0 }) as V).compile();
  const slots = compiled.parameters.map((parameter, position) => {
    if (!(parameter instanceof Placeholder)) {
      throw new Error(
        `statement template: parameter $${position + 1} is not one of the values (${String(parameter)}): ${compiled.sql}`,
      );
    }
    return parameter.index;
  });
  return { sql: compiled.sql, query: compiled.query, slots };
}

export function statementTemplate<V, R>(
  build: (db: DbOrTx, values: V) => Compilable<R>,
): StatementTemplate<V, R> {
  const shapes = new Map<string, Shape>();
  return {
    async execute(db, values) {
      const leaves: unknown[] = [];
      const parts: string[] = [];
      walk(values, leaves, parts);
      const key = parts.join('');
      let shape = shapes.get(key);
      if (!shape) {
        shape = compileShape(db, values, build);
        if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
      }
      const compiled: CompiledQuery<R> = {
        sql: shape.sql,
        query: shape.query,
        parameters: shape.slots.map((index) => leaves[index]),
        queryId: createQueryId(),
      };
      return await db.executeQuery(compiled);
    },
  };
}
