import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { countryById } from '@barrio/shared/countries';
import { walletFeaturesEnabled } from '@barrio/shared/domain';
import { useShellContext } from '../app/shell-context';
import { shopPath } from '../config';
import { HeaderAvatar } from '../profile-picture/components/header-avatar';
import { useDeleteSession } from '../features/session/api/delete-session';
import { SupportWidget } from '../features/support/components/support-widget';
import { languageLabel } from './language-label';
import { layoutMessages } from './messages';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  /* Lines up with the pages' 1200px content column on wide screens. */
  padding-inline: max(
    ${({ theme }) => theme.space.lg},
    calc((100% - 1200px) / 2 + ${({ theme }) => theme.space.lg})
  );
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  /* The theme's focus ring is not visible on the brand colour; white is. */
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

// One line in every country: the name gives way (ellipsis) to the links, never wraps.
const Brand = styled(Link)`
  display: flex;
  flex: 1 1 auto;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  text-decoration: none;
  min-width: 0;
`;

const ShopName = styled.span`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// The country and language beside the name where there is room; read aloud on phones.
const Sub = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;

  @media (max-width: 767.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

// Words read aloud on phones, shown from tablets up (the avatar stands for the account there).
const WideOnly = styled.span`
  @media (max-width: 767.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

// The links stay on the shop name's line; the negative margin lines the last one up with the
// right edge while each keeps its 44px hit area.
const Nav = styled.nav`
  display: flex;
  flex: none;
  flex-wrap: nowrap;
  align-items: center;
  gap: 0;
  margin-inline-end: -${({ theme }) => theme.space.sm};
  white-space: nowrap;

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    gap: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover:not(:disabled) {
    text-decoration: underline;
  }

  /* On a phone the shop's name is the way home: its line has no room for a second one. */
  @media (max-width: 767.98px) {
    .wide-only {
      display: none;
    }
  }

  a.active {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
  }
`;

export function Header() {
  const intl = useIntl();
  const { shop, countryId, locale, session, flags } = useShellContext();
  const signOut = useDeleteSession();
  const customer = session.customer;
  const country = countryById(countryId);
  const walletEligible =
    customer !== null &&
    walletFeaturesEnabled({
      inswitchEntityId: customer.inswitch_entity_id,
      customerSubTypeId: customer.customer_sub_type_id,
      shopCustomerTypeId: shop.customer_type_id,
    });

  return (
    <Bar data-testid="shell-header">
      <Brand to={shopPath(shop.slug)}>
        <ShopName data-testid="shop-name">{shop.name}</ShopName>
        <Sub data-testid="shop-country" data-country-id={countryId} data-locale={locale}>
          {intl.formatMessage(layoutMessages.shopIn, {
            country: country?.name ?? '',
            // "español de México" rather than the raw tag "es-MX"; "español" where the
            // country borrows another country's locale.
            locale: languageLabel(locale, country?.iso, (tag) =>
              intl.formatDisplayName(tag, { type: 'language' }),
            ),
          })}
        </Sub>
      </Brand>
      <Nav aria-label={intl.formatMessage(layoutMessages.mainNavigation)}>
        {flags.home_toggle && (
          <NavLink to={shopPath(shop.slug)} end data-testid="home-toggle" className="wide-only">
            {intl.formatMessage(layoutMessages.home)}
          </NavLink>
        )}
        <NavLink to={shopPath(shop.slug, 'orders')}>
          {intl.formatMessage(layoutMessages.myOrders)}
        </NavLink>
        {walletEligible && (
          <NavLink to={shopPath(shop.slug, 'wallet')} data-testid="wallet-link">
            {intl.formatMessage(layoutMessages.wallet)}
          </NavLink>
        )}
        {flags.support_widget && <SupportWidget countryId={countryId} />}
        {customer ? (
          <>
            <NavLink to={shopPath(shop.slug, 'user')} data-testid="account-link">
              <HeaderAvatar customerId={customer.id} />{' '}
              <WideOnly>
                {intl.formatMessage(layoutMessages.account, { name: customer.name })}
              </WideOnly>
            </NavLink>
            <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {intl.formatMessage(layoutMessages.signOut)}
            </button>
          </>
        ) : (
          <NavLink to={shopPath(shop.slug, 'user')} data-testid="sign-in-link">
            {intl.formatMessage(layoutMessages.signIn)}
          </NavLink>
        )}
      </Nav>
    </Bar>
  );
}
