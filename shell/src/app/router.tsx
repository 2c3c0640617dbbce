import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '@barrio/shared/design-system';
import {
  DEFAULT_COUNTRY_ID,
  LOCALE_QUERY_PARAM,
  NOT_FOUND_PATH,
  SHOP_PATHS,
  countryRootPath,
} from '../config';
import { CountryLook } from '../features/country-look/components/country-look';
import { decideLocale } from '../locale/decide-locale';
import { visitLocale } from '../locale/visit-locale';
import {
  AddressBookRoute,
  CartRoute,
  CheckoutRoute,
  ConfirmationRoute,
  ManagerOrderRoute,
  ManagerOrdersRoute,
  ShopSummaryRoute,
  MyOrdersRoute,
  ShopHomeRoute,
  WalletRoute,
} from './remote-routes';
import { ShopScope } from './shop-scope';

// The shell's own screens are split off the start-up bundle like the remotes are.
const SignInPage = lazy(() => import('../features/session/components/sign-in-page'));
const NotFoundPage = lazy(() => import('../features/not-found/components/not-found-page'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

function SignInRoute() {
  const location = useLocation();
  const state: unknown = location.state;
  const returnTo =
    state &&
    typeof state === 'object' &&
    typeof (state as { returnTo?: unknown }).returnTo === 'string'
      ? (state as { returnTo: string }).returnTo
      : undefined;
  return (
    <Lazy>
      <SignInPage returnTo={returnTo} />
    </Lazy>
  );
}

function NotFoundRoute() {
  const location = useLocation();
  const locale = decideLocale(
    DEFAULT_COUNTRY_ID,
    visitLocale(new URLSearchParams(location.search).get(LOCALE_QUERY_PARAM)),
  );
  return (
    <CountryLook countryId={DEFAULT_COUNTRY_ID} locale={locale}>
      <Lazy>
        <NotFoundPage />
      </Lazy>
    </CountryLook>
  );
}

/** Contracts §3: every route of the storefront and the remote module that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={NOT_FOUND_PATH} element={<NotFoundRoute />} />
      {/* The bare domain opens the default country; the geo rule sends AR visitors to /ar. */}
      <Route index element={<Navigate to={countryRootPath('mx')} replace />} />
      <Route path=":route" element={<ShopScope />}>
        <Route index element={<ShopHomeRoute />} />
        <Route path={SHOP_PATHS.cart} element={<CartRoute />} />
        <Route path={SHOP_PATHS.checkout} element={<CheckoutRoute />} />
        <Route path={SHOP_PATHS.confirmation} element={<ConfirmationRoute />} />
        <Route path={SHOP_PATHS.orders} element={<MyOrdersRoute />} />
        <Route path={SHOP_PATHS.addresses} element={<AddressBookRoute />} />
        <Route path={SHOP_PATHS.addressesAlias} element={<AddressBookRoute />} />
        <Route path={SHOP_PATHS.wallet} element={<WalletRoute />} />
        <Route path={SHOP_PATHS.user} element={<SignInRoute />} />
        <Route path={SHOP_PATHS.managerOrders} element={<ManagerOrdersRoute />} />
        <Route path={SHOP_PATHS.managerSummary} element={<ShopSummaryRoute />} />
        <Route path=":orderId" element={<ManagerOrderRoute />} />
        <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
      </Route>
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
