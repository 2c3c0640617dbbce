import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { geoConfirmedStorage } from '@barrio/shared/storage';
import { geoQueryOptions } from '../api/get-geo';
import { reloadPage } from '../api/reload-page';
import { decideGeoAction, type GeoAction } from '../decide-geo-action';

export interface UseGeoRuleOptions {
  shopCountryId: number;
  isCountryRoute: boolean;
}

export interface GeoRule {
  action: GeoAction;
  confirm: () => void;
  leave: () => void;
}

export function useGeoRule({ shopCountryId, isCountryRoute }: UseGeoRuleOptions): GeoRule {
  const navigate = useNavigate();
  const geo = useQuery(geoQueryOptions);
  const [confirmed, setConfirmed] = useState(() => geoConfirmedStorage.get() === true);

  useEffect(() => {
    // SPEC §8: a failed geo lookup is logged only; the shopper sees nothing.
    if (geo.isError) console.error('[shell] geo lookup failed', geo.error);
  }, [geo.isError, geo.error]);

  const action = useMemo(
    () =>
      decideGeoAction({
        shopCountryId,
        visitorIso: geo.data ?? null,
        isCountryRoute,
        geoConfirmed: confirmed,
      }),
    [shopCountryId, geo.data, isCountryRoute, confirmed],
  );

  useEffect(() => {
    // The router shows a failed navigation itself; its promise only says when it ended.
    if (action.kind === 'redirect') void navigate(action.to, { replace: true });
  }, [action, navigate]);

  const confirm = useCallback(() => {
    geoConfirmedStorage.set(true);
    setConfirmed(true);
  }, []);

  const leave = useCallback(() => {
    if (action.kind !== 'modal') return;
    // Fire and forget: the page reloads at once, whatever the navigation's promise would say.
    void navigate(action.otherCountryRoot);
    reloadPage();
  }, [action, navigate]);

  return { action, confirm, leave };
}
