/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A JSON.parse reviver that refuses strings (values and keys) holding a lone UTF-16
 * surrogate (`"\ud800"`): valid JSON, but not text, and PostgreSQL refuses to store it. Thrown
 * here, body-parser turns it into the usual 400 `invalid_json` before any handler runs.
 */
export function rejectLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new SyntaxError('The request body holds a lone UTF-16 surrogate.');
  }
  return value;
}
