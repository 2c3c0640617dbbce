import assert from 'node:assert/strict';
import { test } from 'node:test';
import { untilQuiet, valueInPage } from './main-thread.mjs';

/** A DevTools session that answers Runtime.evaluate with `values` in turn, and records asks. */
function fakeSession(values) {
  const asked = [];
  return {
    asked,
    async send(method, params) {
      asked.push({ method, ...params });
      const value = values.shift();
      if (value instanceof Error) return { result: {}, exceptionDetails: { text: value.message } };
      return { result: { value } };
    },
  };
}

test('the page is asked through Runtime.evaluate, not through Playwright', async () => {
  const session = fakeSession([[60, 75]]);
  assert.deepEqual(await valueInPage(session, 'globalThis.__barrioLongTasks'), [60, 75]);
  assert.deepEqual(session.asked, [
    { method: 'Runtime.evaluate', expression: 'globalThis.__barrioLongTasks', returnByValue: true },
  ]);
});

test("an expression that throws in the page fails the load, with the page's message", async () => {
  await assert.rejects(
    valueInPage(fakeSession([new Error('ReferenceError: x is not defined')]), 'x'),
    /x: ReferenceError: x is not defined/,
  );
});

test('a load ends only once no long task has ended for a second', async () => {
  const session = fakeSession([12, 640, 1000, 1001]);
  await untilQuiet(session);
  assert.equal(session.asked.length, 4);
});

test('a page that never goes quiet fails its load instead of holding the bench', async () => {
  const busyForever = { send: async () => ({ result: { value: 0 } }) };
  await assert.rejects(untilQuiet(busyForever, { timeoutMs: 0 }), /no quiet end/);
});
