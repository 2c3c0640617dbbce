import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/** Distinct statements named per process; later ones run unnamed (parsed each time). */
const MAX_NAMED_STATEMENTS = 2_000;

// Statements that stay unnamed: transaction control and DDL (nothing to gain, and DDL must see
// the schema as it is), and pattern searches, whose best plan depends on the pattern (a named
// statement may settle on one generic plan for every pattern).
const UNNAMED =
  /^\s*(begin|commit|rollback|savepoint|release|set|create|alter|drop|analyze|do)\b|\blike\b/i;

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_NAMED_STATEMENTS || UNNAMED.test(text)) return undefined;
  const name = `b_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * The query pg runs for a statement: named, so that each pooled connection parses and plans it
 * once and afterwards only binds the parameters (the statements the gateway runs are few and
 * fixed: kysely builds the same text for the same call). The name is derived from the text, so
 * it can never stand for two different statements.
 */
export function preparedQuery(text: string, values: unknown[]): QueryConfig {
  const name = nameOf(text);
  return name ? { name, text, values } : { text, values };
}
