import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@barrio/shared/api';
import type { DeliveryAddressSummary } from '@barrio/shared/bus';
import { Button, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { toAddressSummary } from '../features/address-book/api/address-schema';
import { useDeleteAddress } from '../features/address-book/api/delete-address';
import { useAddresses } from '../features/address-book/api/get-addresses';
import { AddressItem } from '../features/address-book/components/address-item';
import { AddressList } from '../features/address-book/components/address-list';
import { GUEST_ADDRESS_ID } from '../features/address-book/guest-address';
import { useGuestAddress } from '../features/address-book/hooks/use-guest-address';
import { useSelectedAddress } from '../features/address-book/hooks/use-selected-address';
import { addressMessages } from '../features/address-book/messages';
import { RemoteRoot } from '../shell-context/remote-root';
import { useSignedInCustomer } from '../shell-context/use-signed-in-customer';
import type { AddressPickerProps } from '@barrio/shared/contract';

export type { AddressPickerProps };

/** The shell's address book route (contracts §3), where addresses are added and managed. */
const ADDRESS_BOOK_SEGMENT = 'direcciones';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Choosing the chosen address again un-chooses it, so the shopper can type another one. */
function useToggleAddress() {
  const { selected, select, clear } = useSelectedAddress();
  const toggle = useCallback(
    (address: DeliveryAddressSummary) => (selected?.id === address.id ? clear() : select(address)),
    [selected?.id, select, clear],
  );
  const forget = useCallback(
    (address: DeliveryAddressSummary) => {
      if (selected?.id === address.id) clear();
    },
    [selected?.id, clear],
  );
  return { selectedId: selected?.id ?? null, toggle, forget, clear };
}

function SavedAddresses({
  customerId,
  onSessionLost,
}: {
  customerId: number;
  onSessionLost: () => void;
}) {
  const intl = useIntl();
  const addresses = useAddresses(customerId);
  const remove = useDeleteAddress();
  const { selectedId, toggle, forget, clear } = useToggleAddress();

  const sessionLost = isApiError(addresses.error) && addresses.error.status === 401;
  useEffect(() => {
    if (sessionLost) onSessionLost();
  }, [sessionLost, onSessionLost]);
  // A choice brought back after a reload may name an address deleted meanwhile (another tab).
  const staleChoice =
    addresses.data !== undefined &&
    selectedId !== null &&
    selectedId !== GUEST_ADDRESS_ID &&
    !addresses.data.some((saved) => saved.id === selectedId);
  useEffect(() => {
    if (staleChoice) clear();
  }, [staleChoice, clear]);
  if (sessionLost) return null;

  if (addresses.isPending) {
    return (
      <div
        data-testid="address-list-loading"
        role="status"
        aria-label={intl.formatMessage(addressMessages.loading)}
      >
        <Skeleton height="88px" />
      </div>
    );
  }
  if (addresses.isError) {
    return (
      <div data-testid="address-list-error">
        <Notice
          tone="error"
          action={
            <Button type="button" variant="secondary" onClick={() => void addresses.refetch()}>
              <FormattedMessage {...addressMessages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...addressMessages.loadError} />
        </Notice>
      </div>
    );
  }
  if (addresses.data.length === 0) {
    return (
      <p data-testid="address-list-empty">
        <FormattedMessage {...addressMessages.empty} />
      </p>
    );
  }
  return (
    <Stack gap="sm">
      <AddressList label={intl.formatMessage(addressMessages.listLabel)}>
        {addresses.data.map((saved) => {
          const address = toAddressSummary(saved);
          return (
            <AddressItem
              key={address.id}
              address={address}
              selected={selectedId === address.id}
              onSelect={toggle}
              onDelete={() => remove.mutate(address.id, { onSuccess: () => forget(address) })}
              deleting={remove.isPending && remove.variables === address.id}
            />
          );
        })}
      </AddressList>
      {remove.isError && (
        <div data-testid="address-delete-error">
          <Notice tone="error">
            <FormattedMessage {...addressMessages.removeError} />
          </Notice>
        </div>
      )}
    </Stack>
  );
}

function GuestAddressChoice() {
  const intl = useIntl();
  const { address, remove } = useGuestAddress();
  const { selectedId, toggle, forget } = useToggleAddress();
  if (!address) return null;
  return (
    <AddressList label={intl.formatMessage(addressMessages.guestAddressTitle)}>
      <AddressItem
        address={address}
        selected={selectedId === GUEST_ADDRESS_ID}
        onSelect={toggle}
        onDelete={() => {
          remove();
          forget(address);
        }}
      />
    </AddressList>
  );
}

/**
 * The address book in a few lines, for checkout's delivery section: choosing an address
 * publishes `geo:address-selected` (a guest's address on this device with id 0); adding and
 * editing addresses stay on the full address book page, which the link opens.
 */
function AddressPickerView({ shopSlug }: AddressPickerProps) {
  const customer = useSignedInCustomer();
  // A 401 means the shell's session is stale; the guest's address is the honest fallback.
  const [sessionLostFor, setSessionLostFor] = useState<number | null>(null);
  const customerId = customer?.id ?? null;
  const signedIn = customerId !== null && sessionLostFor !== customerId;
  const handleSessionLost = useCallback(() => setSessionLostFor(customerId), [customerId]);

  return (
    <Stack as="section" gap="sm" data-testid="address-picker" data-signed-in={signedIn}>
      <Header>
        <Heading>
          <FormattedMessage
            {...(signedIn ? addressMessages.listLabel : addressMessages.guestAddressTitle)}
          />
        </Heading>
        <Link
          to={`/${encodeURIComponent(shopSlug)}/${ADDRESS_BOOK_SEGMENT}`}
          data-testid="address-picker-manage"
        >
          <FormattedMessage {...addressMessages.title} />
        </Link>
      </Header>
      {signedIn ? (
        <SavedAddresses customerId={customerId} onSessionLost={handleSessionLost} />
      ) : (
        <GuestAddressChoice />
      )}
    </Stack>
  );
}

/** A compact choice among the shopper's addresses, for the checkout slot the shell fills. */
export default function AddressPicker({ shopSlug }: AddressPickerProps) {
  return (
    <RemoteRoot>
      <AddressPickerView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
