#!/usr/bin/env node
// The figures at the top of docs/speed.md, generated from docs/bench-results.json (what
// `npm run bench` measured, committed with the docs): no figure there is copied by hand, and
// each one says what it ran on (Lighthouse and Chromium versions, Lighthouse's benchmarkIndex,
// the machine and its load average).
//   npm run docs:speed                                  the table again from the committed file
//   npm run docs:speed -- --from bench/results/latest.json   take the last bench run first
// `BENCH_DOCS=1 npm run bench` does both at the end of a run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIGHTHOUSE_TARGET_TEXT, meetsLighthouseTarget } from '../bench/targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_FILE = path.join(root, 'docs', 'bench-results.json');
export const SPEED_DOC = path.join(root, 'docs', 'speed.md');
export const START = '<!-- bench:start -->';
export const END = '<!-- bench:end -->';

const round = (n) => Math.round(n);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const met = (ok) => (ok ? 'met' : 'NOT met');
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
    .concat(rows.map((row) => `| ${row.join(' | ')} |`))
    .join('\n');
const pathOf = (url) => new URL(url).pathname;
const notMeasured = (what) => `${what}: not measured in this run.`;

function machineLine(r) {
  const m = r.machine;
  const after = r.machineAfter ? ` → ${r.machineAfter.load.join(' ')} at the end` : '';
  const skipped = r.settings?.skip?.length ? `; skipped: ${r.settings.skip.join(', ')}` : '';
  const runs = r.settings
    ? `; Lighthouse median of ${r.settings.lighthouseRuns}, main thread median of ${r.settings.mainThreadRuns}`
    : '';
  return (
    `Measured ${r.at.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC')} by \`npm run bench\` ` +
    `(catalogue of ${r.products} products${runs}${skipped}) on Node ${m.node}, ${m.cpu} × ${m.cores} cores, ` +
    `load average ${m.load.join(' ')} at the start${after}` +
    (r.versions ? `; Chromium ${r.versions.chromium}, Lighthouse ${r.versions.lighthouse}.` : '.') +
    (Math.max(m.load[0], r.machineAfter?.load[0] ?? 0) > m.cores
      ? ' The machine was busier than its cores during the run: these figures are worse than a quiet run would give.'
      : '')
  );
}

/** A Lighthouse figure's benchmarkIndex: the median, then each run's ("2477 (2477, 2609, …)"). */
const benchmarkIndexCell = (x) =>
  `${round(x.benchmarkIndex)} (${(x.benchmarkIndexes ?? []).map(round).join(', ')})`;

function lighthouse(r) {
  if (!r.lighthouse) return notMeasured('Lighthouse');
  const rows = Object.entries(r.lighthouse).map(([page, x]) => {
    const ok = meetsLighthouseTarget(x);
    return [
      page,
      x.score.toFixed(2),
      seconds(x.lcp),
      `${round(x.tbt)} ms`,
      x.cls.toFixed(3),
      met(ok),
      x.lighthouseVersion ?? '?',
      x.chromiumVersion ?? '?',
      benchmarkIndexCell(x),
    ];
  });
  return (
    'Lighthouse, mobile preset (simulated 4× CPU, 150 ms RTT), medians; target on every page ' +
    `${LIGHTHOUSE_TARGET_TEXT}:\n\n` +
    table(
      [
        'page',
        'score',
        'LCP',
        'TBT',
        'CLS',
        'target',
        'Lighthouse',
        'Chromium',
        'benchmarkIndex (each run)',
      ],
      rows,
    ) +
    lighthouseFloor(r)
  );
}

// What the machine allows: /demo-mx's markup with its script files refused, and a blank page,
// measured in turns with /demo-mx itself. The distance from these to /demo-mx is the
// storefront's script; what these show is the browser's, on this machine, that day.
function lighthouseFloor(r) {
  if (!r.lighthouseFloor) return '';
  const rows = Object.entries(r.lighthouseFloor).map(([page, x]) => [
    page,
    x.score.toFixed(2),
    seconds(x.lcp),
    `${round(x.tbt)} ms (${round(Math.min(...x.tbts))} to ${round(Math.max(...x.tbts))})`,
    benchmarkIndexCell(x),
  ]);
  return (
    '\n\nThe floor, measured in turns with /demo-mx above (same Lighthouse, same Chromium, same ' +
    'minutes): the same server HTML with every script file refused, and a blank page with one ' +
    "line of text. No change to the storefront's script brings /demo-mx below the first:\n\n" +
    table(['page', 'score', 'LCP', 'TBT (range)', 'benchmarkIndex (each run)'], rows)
  );
}

/** The same load with the page's script files refused, in turns with it: the markup's floor. */
function unthrottledFloorRows(floor) {
  if (!floor) return [];
  return [
    [
      `${pathOf(floor.url)} without its scripts`,
      `${round(floor.tasks)} ms`,
      `${round(floor.scriptBeforeInteractive)} ms`,
      `${round(floor.interactive)} ms`,
      'the floor: no script file ran',
    ],
  ];
}

function bytes(r) {
  if (!r.bytes) return notMeasured('Bytes per page');
  const rows = r.bytes.map((p) => [
    p.path,
    p.screen,
    kb(p.bytes.js),
    p.files.js,
    kb(Object.values(p.bytes).reduce((a, b) => a + b, 0)),
    met(p.bytes.js <= 200 * 1024),
  ]);
  return (
    'Bytes as served (compressed, cold), JS target ≤ 200 KB:\n\n' +
    table(['page', 'screen', 'JS', 'JS files', 'all bytes', 'target'], rows)
  );
}

function mainThread(r) {
  const parts = [];
  if (r.mainThread) {
    parts.push(
      `Main thread of a cold load on a phone's screen at 4× CPU (Chromium's throttling), medians of ${r.mainThread[0]?.runs}:\n\n` +
        table(
          ['page', 'busy', 'script', 'long tasks over 50 ms, summed'],
          r.mainThread.map((x) => [
            pathOf(x.url),
            `${round(x.busy)} ms`,
            `${round(x.script)} ms`,
            `${round(x.blocking)} ms`,
          ]),
        ),
    );
  } else parts.push(notMeasured('Main thread at 4× CPU'));
  const u = r.mainThreadUnthrottled;
  if (u) {
    parts.push(
      `Main thread of a cold load without CPU throttling, from a Chromium trace, medians of ${u.runs} ` +
        '(interactive as defined in `scripts/bench/trace-tasks.mjs`):\n\n' +
        table(
          ['page', 'task time', 'script before interactive', 'interactive at', 'targets'],
          [
            [
              pathOf(u.url),
              `${round(u.tasks)} ms`,
              `${round(u.scriptBeforeInteractive)} ms`,
              `${round(u.interactive)} ms`,
              `tasks ≤ 600 ms: ${met(u.tasks <= 600)}; script ≤ 300 ms: ${met(u.scriptBeforeInteractive <= 300)}`,
            ],
            ...unthrottledFloorRows(r.mainThreadUnthrottledFloor),
          ],
        ),
    );
  } else parts.push(notMeasured('Main thread unthrottled'));
  const intl = r.intlFirstUse?.find((x) => x.name === 'new Intl.NumberFormat');
  if (intl) {
    parts.push(
      `The browser's own first \`Intl.NumberFormat\` in a fresh renderer, on a blank page with none of the storefront's code (\`scripts/bench/intl-first-use.mjs\`), median of ${intl.runs}: ` +
        `${round(intl.first)} ms unthrottled (${round(intl.range[0])} to ${round(intl.range[1])} ms). ` +
        "react-intl asks it of every page once, in a task of its own; at Lighthouse's 4× that task alone blocks about " +
        `${Math.max(0, round(intl.first * 4 - 50))} ms of the 150 ms TBT target.`,
    );
  }
  return parts.join('\n\n');
}

function gateway(r) {
  const parts = [];
  for (const kind of ['pglite', 'postgres']) {
    const x = r[kind];
    if (x?.ratios) {
      parts.push(
        `Gateway against a raw node:http server answering the same bytes, ${kind}:\n\n` +
          table(
            ['call', 'connections', 'gateway req/s', 'raw req/s', 'gateway / raw', 'p99', 'errors'],
            x.ratios.map((row) => [
              row.label,
              row.connections,
              row.gatewayRps,
              row.rawRps,
              `${(row.ratio * 100).toFixed(1)} %`,
              `${row.p99} ms`,
              row.errors,
            ]),
          ) +
          `\n\nSearch in ${r.products} products, ${x.search.count} searches: p50 ${x.search.p50.toFixed(1)} ms, ` +
          `p95 ${x.search.p95.toFixed(1)} ms (target ≤ 50 ms: ${met(x.search.p95 <= 50)}).`,
      );
    } else parts.push(notMeasured(`Gateway reads on ${kind}`));
    const o = x?.orders;
    if (o) {
      const on = o.ranOn;
      const database = on.database
        ? `PostgreSQL ${on.database.version} (fsync ${on.database.fsync}, synchronous_commit ${on.database.synchronous_commit}, one commit ${on.database.commitMs} ms)`
        : 'PGlite';
      parts.push(
        `Orders on ${kind} at ${o.connections} concurrent shoppers: ${o.ordersPerSecond.toFixed(0)}/s, ` +
          `p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.errors} errors` +
          (kind === 'postgres'
            ? ` (target ≥ 400/s, p99 ≤ 150 ms: ${met(o.ordersPerSecond >= 400 && o.p99 <= 150 && o.errors === 0)})`
            : '') +
          `; ran on ${database}, load average ${on.before.load.join(' ')} before → ${on.after.load.join(' ')} after.`,
      );
    } else parts.push(notMeasured(`Orders on ${kind}`));
  }
  return parts.join('\n\n');
}

function analytics(r) {
  if (!r.analytics) return notMeasured("The owner's analytics summary");
  const ranges = Object.entries(r.analytics.ranges)
    .map(([range, x]) => `${range} p95 ${x.p95.toFixed(1)} ms`)
    .join(', ');
  return `Owner's analytics summary over ${r.analytics.events} events on PostgreSQL (target p95 ≤ 200 ms): ${ranges}.`;
}

function cluster(r) {
  if (!r.cluster) return notMeasured('Two gateways against one');
  return (
    `Two gateways against one (PostgreSQL and Redis): orders ${r.cluster.ratios.orders.toFixed(2)}×, ` +
    `catalogue reads ${r.cluster.ratios.reads.toFixed(2)}×.`
  );
}

/** The generated block, markers included, for the results of one bench run. */
export function renderSpeedTable(results) {
  return [
    START,
    '<!-- Generated by scripts/docs/speed-table.mjs from docs/bench-results.json; edit neither by hand. -->',
    '',
    `**Latest bench run.** ${machineLine(results)}`,
    '',
    lighthouse(results),
    '',
    bytes(results),
    '',
    mainThread(results),
    '',
    gateway(results),
    '',
    analytics(results),
    '',
    cluster(results),
    END,
  ].join('\n');
}

/** `doc` with the block between the markers replaced by `block`. */
export function replaceBlock(doc, block) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} … ${END} block in the page`);
  return doc.slice(0, start) + block + doc.slice(end + END.length);
}

/** The block in docs/speed.md as it stands, markers included. */
export function currentBlock(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} … ${END} block in the page`);
  return doc.slice(start, end + END.length);
}

// Prettier checks the docs (`npm test`): what is written here is written as it would format it.
async function prettierFormat(text, filepath) {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...options, filepath });
}

/** docs/speed.md as it should read with the table of `results`. */
export async function speedDocWith(results, doc) {
  return prettierFormat(replaceBlock(doc, renderSpeedTable(results)), SPEED_DOC);
}

/** Writes `results` to docs/bench-results.json and the table into docs/speed.md from them. */
export async function publishResults(results) {
  writeFileSync(RESULTS_FILE, await prettierFormat(JSON.stringify(results), RESULTS_FILE));
  writeFileSync(SPEED_DOC, await speedDocWith(results, readFileSync(SPEED_DOC, 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const from = process.argv.indexOf('--from');
  const source = from > 0 ? path.resolve(process.argv[from + 1]) : RESULTS_FILE;
  await publishResults(JSON.parse(readFileSync(source, 'utf8')));
  console.log(
    `${path.relative(root, SPEED_DOC)}: table written from ${path.relative(root, source)}`,
  );
}
