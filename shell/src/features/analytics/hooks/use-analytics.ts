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

/** Once per page: the remotes only call `track`, the shell owns the accounts. */
function ensureConfigured(): void {
  if (configured) return;
  configured = true;
  configureAnalytics(analyticsConfigFrom(document));
  initAnalytics().catch((error: unknown) =>
    console.error('[shell] analytics could not start', error),
  );
}

export interface AnalyticsScope {
  catalogId: number;
  flags: Record<string, boolean>;
  customer: SessionCustomer | null;
}

/** Page views on every route change, the tag-manager context, and `userData` per customer. */
export function useAnalytics({ catalogId, flags, customer }: AnalyticsScope): void {
  const location = useLocation();
  const reportedCustomer = useRef<number | null>(null);

  useEffect(ensureConfigured, []);

  useEffect(() => {
    setAnalyticsContext({ catalogId, automaticFlashDeals: flags.automatic_flash_deals === true });
  }, [catalogId, flags.automatic_flash_deals]);

  useEffect(() => {
    trackPage();
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
