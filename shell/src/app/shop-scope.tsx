import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadingScreen, useFirstArrivalInSlices } from '@barrio/shared/design-system';
import { LOCALE_QUERY_PARAM, NOT_FOUND_PATH } from '../config';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';
import { CountryLook } from '../features/country-look/components/country-look';
import { decideLocale } from '../locale/decide-locale';
import { visitLocale } from '../locale/visit-locale';
import { useFeatureFlags } from '../features/flags/hooks/use-feature-flags';
import { GeoModal } from '../features/geo/components/geo-modal';
import { useManifestLink } from '../features/manifest/hooks/use-manifest-link';
import { useNativeAppFlag } from '../features/native-app/hooks/use-native-app-flag';
import { usePageMeta } from '../page-meta/hooks/use-page-meta';
import { pageMetaFor } from '../page-meta/page-meta';
import { PushSetUp } from '../features/push/components/push-set-up';
import { useSessionParam } from '../features/session-param/hooks/use-session-param';
import { useSession } from '../features/session/hooks/use-session';
import type { Shop } from '../features/shop-route/api/get-shop';
import type { RouteTarget } from '../features/shop-route/decide-shop-route';
import { decideRouteTarget, targetCountryId } from '../features/shop-route/decide-shop-route';
import { useResolvedShop } from '../features/shop-route/hooks/use-resolved-shop';
import { TierNotice } from '../features/tier/components/tier-notice';
import { useTier } from '../features/tier/hooks/use-tier';
import { ShellLayout } from '../layout/shell-layout';
import { ShellContextProvider, type ShellContextValue } from './shell-context';
import { useBusBridge } from './use-bus-bridge';

/**
 * The element of `/:route` and everything under it: resolves the shop, then provides the
 * country's look, the session, flags and tier to the layout and the route's remote.
 */
export function ShopScope() {
  const { route = '' } = useParams();
  const location = useLocation();
  const resolved = useResolvedShop(route, location.search, location.pathname);
  const target = useMemo(
    () => decideRouteTarget(route, location.search, location.pathname),
    [route, location.search, location.pathname],
  );
  const requestedLocale = visitLocale(new URLSearchParams(location.search).get(LOCALE_QUERY_PARAM));
  // While the shop loads, a country route already tells which look to show.
  const countryId =
    resolved.status === 'ready' ? resolved.shop.country_id : targetCountryId(target);
  const locale = decideLocale(countryId, requestedLocale);
  useManifestLink(countryId, location.pathname);
  // The shop's arrival draws the whole page (layout, session, the route's remote): in slices.
  const shopDrawn = useFirstArrivalInSlices(resolved.status === 'ready' ? resolved.shop : null);

  if (resolved.status === 'redirect') return <Navigate to={resolved.to} replace />;
  if (resolved.status === 'not-found') return <Navigate to={NOT_FOUND_PATH} replace />;
  if (resolved.status === 'loading' || shopDrawn === null) {
    return (
      <CountryLook countryId={countryId} locale={locale}>
        <LoadingScreen fullScreen />
      </CountryLook>
    );
  }
  return (
    <CountryLook countryId={resolved.shop.country_id} locale={locale}>
      <ShopSession
        shop={resolved.shop}
        target={resolved.target}
        shopRoute={route}
        locale={locale}
      />
    </CountryLook>
  );
}

interface ShopSessionProps {
  shop: Shop;
  target: RouteTarget;
  shopRoute: string;
  locale: ShellContextValue['locale'];
}

function ShopSession({ shop, target, shopRoute, locale }: ShopSessionProps) {
  const intl = useIntl();
  const session = useSession();
  const customerId = session.customer?.id ?? null;
  const flags = useFeatureFlags({
    countryId: shop.country_id,
    shopSlug: shop.slug,
    shopId: shop.id,
    customerId,
  });
  const tier = useTier({
    shopId: shop.id,
    countryId: shop.country_id,
    customerTierId: session.customer?.tier_id ?? null,
  });
  const isNativeApp = useNativeAppFlag();
  useSessionParam(customerId);
  useAnalytics({
    shopSlug: shop.slug,
    catalogId: shop.catalog_id,
    flags,
    customer: session.status === 'signed-in' ? session.customer : null,
  });

  const meta = pageMetaFor(target.kind === 'reserved' ? target.group : null);
  usePageMeta(
    intl.formatMessage(meta.title, { shop: shop.name }),
    intl.formatMessage(meta.description, { shop: shop.name }),
  );

  const context = useMemo<ShellContextValue>(
    () => ({
      shop,
      shopRoute,
      target,
      countryId: shop.country_id,
      locale,
      session,
      tierId: tier.tierId,
      flags,
      isNativeApp,
    }),
    [shop, shopRoute, target, locale, session, tier.tierId, flags, isNativeApp],
  );
  useBusBridge(context);
  // The session, flags and tier arrive one after another while the page starts; the layout reads
  // what it needs from the context, so those arrivals do not rebuild the whole page each time.
  const layout = useMemo(() => <ShellLayout />, []);

  return (
    <ShellContextProvider value={context}>
      {layout}
      <GeoModal shopCountryId={shop.country_id} isCountryRoute={target.kind === 'country'} />
      <TierNotice open={tier.noticeVisible} onDismiss={tier.dismissNotice} />
      <PushSetUp customerId={customerId} isNativeApp={isNativeApp} />
    </ShellContextProvider>
  );
}
