import { badRequest } from '../../errors/app-error';

export interface ProductCursor {
  name: string;
  id: number;
}

export function encodeCursor(cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id]), 'utf8').toString('base64url');
}

export function decodeCursor(value: string): ProductCursor {
  const invalid = () =>
    badRequest('invalid_cursor', 'The cursor is not valid.', {
      fields: { cursor: 'Not a cursor this API returned.' },
    });
  if (!/^[A-Za-z0-9_-]{1,800}$/.test(value)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    !Number.isInteger(parsed[1]) ||
    (parsed[1] as number) < 0
  ) {
    throw invalid();
  }
  return { name: parsed[0], id: parsed[1] as number };
}
