// An app's main-thread time on the shop page (main-thread-check.mjs measures it) against its
// `mainThreadMs` in deploy/first-screen-budgets.json, and the page's whole busy time against
// the file's own `mainThreadMs`: the deploy's refusal when either is over (unless the live
// release, measured in the same run, is over as well and the build costs little more than it),
// and the lines of the deploy's report. The shell's figure counts the shared libraries it
// provides (React's own work among them).
import { BUDGETS_FILE, budgetsName, readBudgets } from './first-screen.mjs';

const ms = (value) => `${Math.round(value)} ms`;

// The budgets are milliseconds on the machine that runs the deploy, and a machine twice as slow
// doubles every figure. A build over a budget is held to the live release instead when the live
// release, measured in the same run on the same machine, is over it too: it may cost this much
// more than the live release (the medians of a few loads swing by about a tenth between runs).
export const LIVE_RATIO = 1.25;
export const LIVE_SLACK_MS = 100;

/**
 * Whether `spent`, over `budget`, is excused by the live release measured in the same run:
 * the live release is over the budget too, and `spent` is within its share more than it.
 */
function excusedByLive(spent, budget, liveSpent) {
  return (
    liveSpent !== undefined && liveSpent > budget && spent <= liveSpent * LIVE_RATIO + LIVE_SLACK_MS
  );
}

const liveNote = (liveSpent) =>
  liveSpent === undefined ? '' : `; the live release ${ms(liveSpent)} in the same run`;

/** How the figures were taken, for every message that quotes one. */
function conditions(measured) {
  return `${measured.slowdown}× CPU, median of ${measured.loads} loads of ${measured.page}, Chromium ${measured.chromium}`;
}

/**
 * The build of `folder` over its main-thread budget on the measured page, or the page with it
 * over the page's (the file's top-level `mainThreadMs`: everything the main thread did, the
 * browser's and React's work a build causes included), as problems for the deploy check
 * (none when it fits or no budget is declared).
 * @param {string} folder
 * @param {{ page: string, loads: number, slowdown: number, chromium: string, busy: number, byApp: Record<string, number>, waiting?: Record<string, { parts: number, waiting: number }> }} measured
 * @param {string} [budgetsFile]
 * @param {{ busy: number, byApp: Record<string, number> } | null} [live] the live release, measured
 *   in the same run: a figure over its budget is excused where the live release's is over too
 *   and the build costs at most LIVE_RATIO × it + LIVE_SLACK_MS
 * @returns {{ message: string, deployFirst: string }[]}
 */
export function mainThreadProblems(folder, measured, budgetsFile = BUDGETS_FILE, live = null) {
  const budgets = readBudgets(budgetsFile);
  const file = budgetsName(budgetsFile);
  const problems = [];
  const budget = budgets?.budgets?.[folder]?.mainThreadMs;
  const spent = measured.byApp[folder] ?? 0;
  const liveSpent = live ? (live.byApp[folder] ?? 0) : undefined;
  if (budget !== undefined && spent > budget && !excusedByLive(spent, budget, liveSpent)) {
    problems.push({
      message: `${folder}: first screen main thread ${ms(spent)} over its ${ms(budget)} budget by ${ms(spent - budget)} (${conditions(measured)}${liveNote(liveSpent)}; ${file})`,
      deployFirst: `${folder}, with ${ms(spent - budget)} less of its code running while the shop page loads, or with a larger budget agreed in ${file} (docs/teams.md)`,
    });
  }
  const pageBudget = budgets?.mainThreadMs;
  if (
    pageBudget !== undefined &&
    measured.busy > pageBudget &&
    !excusedByLive(measured.busy, pageBudget, live?.busy)
  ) {
    const over = measured.busy - pageBudget;
    problems.push({
      message: `${folder}: with this build ${measured.page}'s main thread is busy ${ms(measured.busy)}, over the page's ${ms(pageBudget)} budget by ${ms(over)} (${conditions(measured)}${liveNote(live?.busy)}; ${file})`,
      deployFirst: `${folder}, causing ${ms(over)} less work while the shop page loads (its own code ${ms(spent)}, the browser's work ${ms(measured.byApp.browser ?? 0)}), or with a larger page budget agreed in ${file} (docs/teams.md)`,
    });
  }
  return problems;
}

/**
 * The report's lines: each app with a main-thread budget against it on the measured page
 * (`folder` is the build being deployed), then the page's whole busy time; with `live` (the
 * live release measured in the same run), how the build compares with it.
 */
export function mainThreadReport(folder, measured, budgetsFile = BUDGETS_FILE, live = null) {
  const declared = readBudgets(budgetsFile);
  const budgets = declared?.budgets ?? {};
  const lines = [];
  for (const [app, budget] of Object.entries(budgets)) {
    if (budget.mainThreadMs === undefined || (app !== folder && !(app in measured.byApp))) continue;
    const spent = measured.byApp[app] ?? 0;
    const left = budget.mainThreadMs - spent;
    lines.push(
      `${app}: first screen main thread ${ms(spent)} of its ${ms(budget.mainThreadMs)} budget, ${left >= 0 ? `${ms(left)} left` : `${ms(-left)} over`} (${app === folder ? 'this build' : 'live'})`,
    );
  }
  const waiting = Object.entries(measured.waiting ?? {});
  if (waiting.length > 0) {
    const parts = waiting
      .map(([policy, { parts, waiting: left }]) => `${parts} ${policy} (${left} still waiting)`)
      .join(', ');
    lines.push(`${measured.page}: parts coming alive by policy after the load: ${parts}`);
  }
  const pageBudget = declared?.mainThreadMs;
  const ofBudget = pageBudget === undefined ? '' : ` of its ${ms(pageBudget)} budget`;
  lines.push(
    `${measured.page}: main thread busy ${ms(measured.busy)}${ofBudget}, of which the browser's own work (style, layout, paint, parsing, collecting) ${ms(measured.byApp.browser ?? 0)} (${conditions(measured)})`,
  );
  if (live) {
    lines.push(
      `${folder}: over a budget on this machine, so measured beside the live release in the same run: this build ${ms(measured.byApp[folder] ?? 0)} against ${ms(live.byApp[folder] ?? 0)}, the page busy ${ms(measured.busy)} against ${ms(live.busy)}; a build may cost up to ${LIVE_RATIO}× the live release + ${ms(LIVE_SLACK_MS)} where the live release is over the budget too`,
    );
  }
  return lines;
}

/**
 * What the build of `folder` costs the shop page's first screen, for the registry's log: its
 * first-screen bytes as served (`bytes`, from the build's record; absent for the shell, whose
 * share is the page's rest) and, when the deploy measured it, its own main-thread time and the
 * page's whole busy time, with how they were taken. Null when there is nothing to record.
 * @param {string} folder
 * @param {{ bytes?: number, measured?: { page: string, loads: number, slowdown: number, chromium: string, busy: number, byApp: Record<string, number> } | null }} figures
 */
export function firstScreenCost(folder, { bytes, measured }) {
  const cost = {
    ...(bytes !== undefined ? { bytes } : {}),
    ...(measured
      ? {
          mainThreadMs: Math.round(measured.byApp[folder] ?? 0),
          pageBusyMs: Math.round(measured.busy),
          measuredWith: conditions(measured),
        }
      : {}),
  };
  return Object.keys(cost).length > 0 ? cost : null;
}
