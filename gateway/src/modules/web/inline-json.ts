/**
 * JSON to write inside an inline `<script>`: `<` never appears raw, so no data can close the
 * script, and U+2028/U+2029 are escaped for older parsers.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
