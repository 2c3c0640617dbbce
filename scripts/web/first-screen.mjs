// What a remote build costs the shop page's first screen, against its budget. The build writes
// barrio-first-screen.json (scripts/webpack/compat-manifest-plugin.cjs): the files the page
// loads from it first and their bytes as served (brotli). The deploy measures those files
// again in the build it is about to publish and refuses a build over its budget in
// deploy/first-screen-budgets.json, naming the remote and the overrun. A build made before the
// record existed is not measured and deploys as before.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIRST_SCREEN_FILE = 'barrio-first-screen.json';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the budgets are declared, once for every remote. */
export const BUDGETS_FILE = path.join(repoRoot, 'deploy', 'first-screen-budgets.json');

/**
 * @typedef {{ page: string, modules: string[], files: Record<string, number>, bytes: number }} FirstScreenRecord
 * @typedef {{ bytes: number, mainThreadMs?: number, reason: string }} Budget
 * @typedef {{ page: string, total: number, budgets: Record<string, Budget> }} Budgets
 */

const KB = 1024;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** @returns {FirstScreenRecord | null} null for a build made before the record existed */
export function readFirstScreen(dir) {
  const file = path.join(dir, FIRST_SCREEN_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** @returns {Budgets | null} null where no budgets are declared */
export function readBudgets(file = BUDGETS_FILE) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A built file's bytes as the gateway serves it: its brotli twin, or the file itself. */
function servedBytes(dir, file) {
  const full = path.join(dir, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

/**
 * The first-screen bytes of the build in `dir`, measured on its files as they are now (the
 * record names the files; a build changed after it was made is measured as it is), or null
 * for a build without a record.
 * @returns {{ modules: string[], files: Record<string, number>, bytes: number } | null}
 */
export function measureFirstScreen(dir) {
  const record = readFirstScreen(dir);
  if (!record) return null;
  const files = Object.fromEntries(
    Object.keys(record.files).map((file) => [file, servedBytes(dir, file)]),
  );
  const bytes = Object.values(files).reduce((total, size) => total + size, 0);
  return { modules: record.modules, files, bytes };
}

/** The budgets file as the messages name it (a path from the repository's root). */
export function budgetsName(file) {
  return path.relative(repoRoot, file).split(path.sep).join('/');
}

/**
 * The budget of the build of `folder` in `dir`: its measure, its budget and whether it is over.
 * Null when the build has no record or no budget is declared for it.
 */
export function firstScreenStanding({ folder, dir, budgetsFile = BUDGETS_FILE }) {
  const measured = measureFirstScreen(dir);
  const budget = readBudgets(budgetsFile)?.budgets?.[folder];
  if (!measured || !budget) return null;
  return { folder, measured, budget: budget.bytes, budgetsFile: budgetsName(budgetsFile) };
}

/**
 * A remote build over its first-screen budget, as a problem for the deploy check (none when it
 * fits, has no record, or has no budget).
 * @returns {{ message: string, deployFirst: string }[]}
 */
export function firstScreenProblems({ folder, dir, budgetsFile = BUDGETS_FILE }) {
  const standing = firstScreenStanding({ folder, dir, budgetsFile });
  if (!standing || standing.measured.bytes <= standing.budget) return [];
  const { measured, budget } = standing;
  const over = measured.bytes - budget;
  const files = Object.entries(measured.files)
    .map(([file, bytes]) => `${file} ${kb(bytes)}`)
    .join(', ');
  return [
    {
      message: `${folder}: first screen ${kb(measured.bytes)} over its ${kb(budget)} budget by ${kb(over)} (${standing.budgetsFile})`,
      deployFirst: `${folder}, lighter by ${kb(over)} (counted: ${files}), or with a larger budget agreed in ${standing.budgetsFile} (docs/teams.md)`,
    },
  ];
}

/** One line for the deploy's report: the build's first-screen bytes against its budget. */
export function describeStanding(folder, dir, budgetsFile = BUDGETS_FILE) {
  const measured = measureFirstScreen(dir);
  if (!measured) return `${folder}: first screen not recorded (built before first-screen records)`;
  const budget = readBudgets(budgetsFile)?.budgets?.[folder];
  const modules = measured.modules.length ? ` (${measured.modules.join(', ')})` : '';
  if (!budget) return `${folder}: first screen ${kb(measured.bytes)}${modules}, no budget declared`;
  const left = budget.bytes - measured.bytes;
  return `${folder}: first screen ${kb(measured.bytes)}${modules} of its ${kb(budget.bytes)} budget, ${left >= 0 ? `${kb(left)} left` : `${kb(-left)} over`}`;
}

/**
 * The deploy's report of the shop page's first screen: the build being deployed and every other
 * live remote that has a budget, each against it.
 * @param {{ folder: string, dir: string, webDir: string, registry: any, budgetsFile?: string }} options
 */
export function firstScreenReport({ folder, dir, webDir, registry, budgetsFile = BUDGETS_FILE }) {
  const budgets = readBudgets(budgetsFile);
  if (!budgets) return [];
  const lines = [`${describeStanding(folder, dir, budgetsFile)} (this build)`];
  for (const [other, entry] of Object.entries(registry.remotes ?? {})) {
    if (other === folder || !budgets.budgets?.[other]) continue;
    const liveDir = path.join(webDir, ...entry.url.split('/').filter(Boolean));
    if (existsSync(liveDir)) lines.push(`${describeStanding(other, liveDir, budgetsFile)} (live)`);
  }
  return lines;
}
