import { Router } from 'express';
import { Counter, type Registry } from 'prom-client';
import { releaseReportsSchema } from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { CanaryJudge } from './canary-judge';

/**
 * `POST /api/deploys/beacon`: pages report, per app and version, that its code ran (a visit),
 * threw, failed to load, or was on a page whose API call failed. Counted in /metrics
 * (`barrio_release_reports_total`) and judged for each running canary release.
 */
export function deployRoutes(ctx: AppContext, metrics: Registry): Router {
  const router = Router();
  const reports = new Counter({
    name: 'barrio_release_reports_total',
    help: 'What pages reported per app version: visits, client errors, failed remote loads, failed API calls',
    labelNames: ['app', 'version', 'kind'],
    registers: [metrics],
  });
  const judge = new CanaryJudge(ctx.config.webDir, ctx.logger);
  registerOperation({
    method: 'post',
    path: '/api/deploys/beacon',
    summary: "A page's reports on the app versions it ran (canary releases, /metrics)",
    tags: ['deploys'],
    body: releaseReportsSchema,
    responses: { 202: { description: 'Counted' } },
  });
  router.post('/api/deploys/beacon', async (req, res) => {
    const body = parseBody(releaseReportsSchema, req);
    for (const report of body.reports) reports.inc(report);
    await judge.record(body.reports);
    res.status(202).set('Cache-Control', 'no-store').end();
  });
  return router;
}
