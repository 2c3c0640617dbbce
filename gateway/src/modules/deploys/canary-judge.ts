import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ReleaseReport } from '@barrio/shared/contract';
import { canariesOf, settleCanary, type Canary, type CanaryOutcome } from './canary-registry';

interface Tally {
  visits: number;
  errors: number;
}

/** The decision on a canary given its visitors' reports so far; null while undecided. */
export function verdict(canary: Canary, tally: Tally): CanaryOutcome | null {
  const rate = tally.errors / Math.max(tally.visits, 1);
  if (tally.visits >= canary.judgeAfterVisits && rate > canary.maxErrorRate) return 'rolled-back';
  if (tally.visits >= canary.promoteAfterVisits && rate <= canary.maxErrorRate) return 'promoted';
  return null;
}

/**
 * Counts the reports of each running canary's visitors and settles it when the verdict is in.
 * The tallies live in this gateway process (each instance judges on what it received; the
 * first to decide settles the registry, the others find the canary gone).
 */
export class CanaryJudge {
  private readonly tallies = new Map<string, Tally>();

  constructor(
    private readonly webDir: string,
    private readonly logger: Logger,
  ) {}

  private async runningCanaries() {
    try {
      return canariesOf(JSON.parse(await readFile(path.join(this.webDir, 'remotes.json'), 'utf8')));
    } catch {
      return {};
    }
  }

  /** Takes one page's reports; resolves once any canary they decided is settled. */
  async record(reports: readonly ReleaseReport[]): Promise<void> {
    const canaries = await this.runningCanaries();
    const touched = new Set<string>();
    for (const report of reports) {
      const canary = canaries[report.app];
      if (!canary || canary.version !== report.version) continue;
      const key = `${report.app}@${report.version}`;
      const tally = this.tallies.get(key) ?? { visits: 0, errors: 0 };
      // A page that could not load the app's code is a visit that failed.
      if (report.kind === 'visit' || report.kind === 'remote_load_failed') tally.visits += 1;
      if (report.kind !== 'visit') tally.errors += 1;
      this.tallies.set(key, tally);
      touched.add(report.app);
    }
    for (const app of touched) {
      const canary = canaries[app]!;
      const key = `${app}@${canary.version}`;
      const tally = this.tallies.get(key)!;
      const outcome = verdict(canary, tally);
      if (!outcome) continue;
      const note = `${tally.visits} visits, ${tally.errors} errors (limit ${canary.maxErrorRate * 100} %)`;
      if (await settleCanary(this.webDir, app, canary.version, outcome, note)) {
        this.logger.warn({ app, version: canary.version, outcome, ...tally }, `canary ${outcome}`);
      }
      this.tallies.delete(key);
    }
  }
}
