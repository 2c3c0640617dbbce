import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { KEPT_TAPS_GLOBAL, median } from './storefront.mjs';

test('the bench waits on the very kept-taps global the page declares', async () => {
  const source = await readFile(
    new URL('../../shared/src/first-view/kept-taps.ts', import.meta.url),
    'utf8',
  );
  const declared = /export const KEPT_TAPS_GLOBAL = '([^']+)'/.exec(source)?.[1];
  assert.equal(KEPT_TAPS_GLOBAL, declared);
});

test('the median is the middle value, the upper one of an even count', () => {
  assert.equal(median([30, 10, 20]), 20);
  assert.equal(median([40, 10, 30, 20]), 30);
});
