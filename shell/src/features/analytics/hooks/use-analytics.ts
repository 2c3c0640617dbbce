import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  configureAnalytics,
  initAnalytics,
  setAnalyticsContext,
  track,
  trackPage,
} from '@barrio/shared/analytics';
import type { SessionCustomer } from '@barrio/shared/bus';
import { analyticsConfigFrom } from '../analytics-config';

let configured = false;
let started = false;

/** Once per page: the remotes only call `track`, the shell owns the accounts. */
function ensureConfigured(): void {
  if (configured) return;
  configured = true;
  configureAnalytics(analyticsConfigFrom(document));
}

/**
 * Once per page, after the context is set: what remotes tracked before is replayed now and
 * must carry the shop. The SDK itself loads when the page is idle (mixpanel-transport.ts).
 */
function ensureStarted(): void {
  if (started) return;
  started = true;
  initAnalytics().catch((error: unknown) =>
    console.error('[shell] analytics could not start', error),
  );
}

export interface AnalyticsScope {
  /** Every event carries the shop, so that the collector can attribute it. */
  shopSlug: string;
  catalogId: number;
  flags: Record<string, boolean>;
  customer: SessionCustomer | null;
}

/** Page views on every route change, the tag-manager context, and `userData` per customer. */
export function useAnalytics({ shopSlug, catalogId, flags, customer }: AnalyticsScope): void {
  const location = useLocation();
  const reportedCustomer = useRef<number | null>(null);

  useEffect(() => {
    ensureConfigured();
    setAnalyticsContext({
      shopSlug,
      catalogId,
      automaticFlashDeals: flags.automatic_flash_deals === true,
    });
    ensureStarted();
  }, [shopSlug, catalogId, flags.automatic_flash_deals]);

  useEffect(() => {
    trackPage({ path: location.pathname });
  }, [location.pathname]);

  useEffect(() => {
    if (!customer || reportedCustomer.current === customer.id) return;
    reportedCustomer.current = customer.id;
    track('userData', {
      customer_id: customer.id,
      tier_id: customer.tier_id,
      customer_sub_type_id: customer.customer_sub_type_id,
      role: customer.role,
    });
  }, [customer]);
}
