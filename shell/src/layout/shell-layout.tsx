import { useIntl } from 'react-intl';
import { Outlet, useMatch } from 'react-router';
import styled from 'styled-components';
import { useShellContext } from '../app/shell-context';
import { ClosableBanner } from '../features/banner/components/closable-banner';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdateNotice } from '../features/offline/components/update-notice';
import { CartBarSlot } from './cart-bar-slot';
import { Footer } from './footer';
import { Header } from './header';
import { layoutMessages } from './messages';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`;

// At least a screen tall: the footer starts below the fold, so the remotes filling the page
// never push it across the screen (a layout shift).
export const Main = styled.main`
  flex: 1;
  min-height: 100dvh;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndices.toast};
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Header, banner, the route's remote, the cart bar on the shop page, footer. */
export function ShellLayout() {
  const intl = useIntl();
  const { shop, isNativeApp } = useShellContext();
  const onShopPage = useMatch('/:route') !== null;

  return (
    <Page data-testid="shell-layout">
      <SkipLink href="#main-content">{intl.formatMessage(layoutMessages.skipToContent)}</SkipLink>
      <Header />
      <OfflineBanner />
      <UpdateNotice />
      <Main id="main-content">
        <Outlet />
      </Main>
      {/* Below the page's content: the offer never stands between a shopper and the products. */}
      {!isNativeApp && <ClosableBanner />}
      {onShopPage && <CartBarSlot shopSlug={shop.slug} />}
      <Footer />
    </Page>
  );
}
