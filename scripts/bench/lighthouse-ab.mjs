// Two builds served side by side, measured by Lighthouse (mobile preset) in turns: A B A B …
// On a shared machine the speed changes from one minute to the next (benchmarkIndex does not
// show all of it), so a before/after figure comes from runs interleaved in one sitting, never
// from two bench runs hours apart.
//
//   PORT=8091 WEB_DIR=/tmp/web-before DATA_DIR=/tmp/data-before node gateway/dist/server.mjs &
//   npm start &   # the build to compare, on 8080
//   node scripts/bench/lighthouse-ab.mjs --before http://127.0.0.1:8091 \
//     --after http://127.0.0.1:8080 --page checkout --rounds 4
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { lighthouseCheckout, lighthousePage } from './lighthouse.mjs';
import { median } from './storefront.mjs';

const FIGURES = ['score', 'lcp', 'fcp', 'tbt', 'cls', 'benchmarkIndex'];

/** Each side's runs and their medians, from rows of `{ side, ...figures }` in run order. */
export function compareSides(rows) {
  const sides = {};
  for (const row of rows) (sides[row.side] ??= []).push(row);
  return Object.fromEntries(
    Object.entries(sides).map(([side, runs]) => [
      side,
      {
        runs: runs.length,
        ...Object.fromEntries(FIGURES.map((name) => [name, median(runs.map((r) => r[name]))])),
        range: Object.fromEntries(
          ['lcp', 'tbt'].map((name) => {
            const values = runs.map((r) => r[name]);
            return [name, [Math.min(...values), Math.max(...values)]];
          }),
        ),
      },
    ]),
  );
}

/** Milliseconds to the millisecond; scores and CLS as Lighthouse gives them. */
const rounded = (name, value) => (['lcp', 'fcp', 'tbt'].includes(name) ? Math.round(value) : value);

async function measure(origin, page, shop) {
  return page === 'checkout'
    ? lighthouseCheckout(origin, shop, 1)
    : lighthousePage(`${origin}/${shop}`, 1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      after: { type: 'string' },
      page: { type: 'string', default: 'shop' },
      shop: { type: 'string', default: 'demo-mx' },
      rounds: { type: 'string', default: '4' },
    },
  });
  if (!values.before || !values.after || !['shop', 'checkout'].includes(values.page)) {
    console.error(
      'usage: lighthouse-ab.mjs --before <origin> --after <origin> [--page shop|checkout] [--shop demo-mx] [--rounds 4]',
    );
    process.exit(2);
  }
  const rows = [];
  const versions = new Set();
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const side of ['before', 'after']) {
      const result = await measure(values[side], values.page, values.shop);
      versions.add(`Lighthouse ${result.lighthouseVersion}, Chromium ${result.chromiumVersion}`);
      const row = {
        side,
        ...Object.fromEntries(FIGURES.map((name) => [name, rounded(name, result[name])])),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  console.log(
    `${[...versions].join('; ')}: ${values.page} of ${values.shop}, ${values.rounds} rounds in turns`,
  );
  console.log(JSON.stringify(compareSides(rows), null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
