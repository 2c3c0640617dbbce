import { z } from '../../zod';

// `POST /api/deploys/beacon`: what a page tells the gateway about the builds it ran, so that
// a canary release is promoted or rolled back on what its visitors met (docs/teams.md).
//   visit               the app's code loaded on a page
//   client_error        the app's module threw while rendering (its slot shows the fallback)
//   remote_load_failed  the app's code could not be loaded
//   api_failed          an API call made on a page the app's code was on failed
export const releaseReportKindSchema = z.enum([
  'visit',
  'client_error',
  'remote_load_failed',
  'api_failed',
]);

export const releaseReportSchema = z.object({
  /** `shell` or a remote's folder name (`mf-catalog`). */
  app: z.string().check(z.regex(/^(shell|mf-[a-z-]{1,40})$/)),
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/)),
  kind: releaseReportKindSchema,
});

/** The most reports one request may carry (a page sends more in several requests). */
export const RELEASE_REPORTS_PER_REQUEST = 20;

export const releaseReportsSchema = z.object({
  reports: z
    .array(releaseReportSchema)
    .check(z.minLength(1), z.maxLength(RELEASE_REPORTS_PER_REQUEST)),
});

export type ReleaseReportKind = z.infer<typeof releaseReportKindSchema>;
export type ReleaseReport = z.infer<typeof releaseReportSchema>;
