import { remoteNameOf, type RemoteModuleId } from './exposed-modules';
import { rememberedRemoteVersion, sendReleaseReport } from './release-beacon';
import { RemoteLoadError } from './remote-loader';

export const REMOTE_FAILURE_LOG_PREFIX = '[barrio:remote-failure]';

export interface RemoteFailureReport {
  moduleId: RemoteModuleId;
  kind: 'load' | 'render';
  reason: string;
  attempts: number;
  error: unknown;
}

export type RemoteFailureReporter = (report: RemoteFailureReport) => void;

let reporter: RemoteFailureReporter = (report) => {
  console.error(
    `${REMOTE_FAILURE_LOG_PREFIX} ${report.moduleId} ${report.kind} failure (${report.reason}, ${report.attempts} attempt(s))`,
    report.error,
  );
};

/** Lets the shell route failures to its own telemetry; the console is the default. */
export function setRemoteFailureReporter(next: RemoteFailureReporter): void {
  reporter = next;
}

/** Called exactly once for each failure that ends in the fallback. */
export function reportRemoteFailure(
  moduleId: RemoteModuleId,
  error: unknown,
  attempts: number,
): void {
  if (error instanceof RemoteLoadError) {
    reporter({ moduleId, kind: 'load', reason: error.reason, attempts: error.attempts, error });
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  reporter({ moduleId, kind: 'render', reason, attempts, error });
  // A failed load is reported by the loader itself; a render error only the boundary sees.
  const name = remoteNameOf(moduleId);
  sendReleaseReport(name, rememberedRemoteVersion(name), 'client_error');
}
