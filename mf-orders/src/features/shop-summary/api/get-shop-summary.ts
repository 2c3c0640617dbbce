import { apiFetch } from '@barrio/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  analyticsSummarySchema,
  type AnalyticsSummary,
  type SummaryRange,
} from '@barrio/shared/analytics-contract';

export async function getShopSummary(
  shopSlug: string,
  range: SummaryRange,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  const body = await apiFetch<unknown>(
    `/api/manager/${encodeURIComponent(shopSlug)}/analytics/summary`,
    { signal, query: { range } },
  );
  return analyticsSummarySchema.parse(body);
}

/** The shop's summary for the owner (or support); another range keeps the last one on screen. */
export function useShopSummary(shopSlug: string, range: SummaryRange) {
  return useQuery({
    queryKey: ['manager', shopSlug, 'analytics-summary', range] as const,
    queryFn: ({ signal }) => getShopSummary(shopSlug, range, signal),
    placeholderData: keepPreviousData,
  });
}
