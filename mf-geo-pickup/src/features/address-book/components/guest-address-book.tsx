import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { bus } from '@barrio/shared/bus';
import { Button, Card, Notice, Stack } from '@barrio/shared/design-system';
import { GUEST_ADDRESS_ID } from '../guest-address';
import { useGuestAddress } from '../hooks/use-guest-address';
import { useSelectedAddress } from '../hooks/use-selected-address';
import { addressMessages } from '../messages';
import { AddressForm } from './address-form';
import { AddressItem } from './address-item';
import { AddressList } from './address-list';

export interface GuestAddressBookProps {
  shopSlug: string;
}

const Subtitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** A guest has no book on the server: one manual address, kept on this device only. */
export function GuestAddressBook({ shopSlug }: GuestAddressBookProps) {
  const intl = useIntl();
  const { address, save, remove } = useGuestAddress();
  const { selected, select, clear } = useSelectedAddress();

  return (
    <Stack gap="lg">
      <div data-testid="address-guest-notice">
        <Notice
          tone="info"
          action={
            <Button
              type="button"
              variant="secondary"
              data-testid="address-sign-in"
              onClick={() => bus.publish('shell:sign-in-requested', { reason: 'address_book' })}
            >
              <FormattedMessage {...addressMessages.signIn} />
            </Button>
          }
        >
          <FormattedMessage {...addressMessages.guestNotice} />
        </Notice>
      </div>

      {address && (
        <Stack gap="sm">
          <Subtitle>
            <FormattedMessage {...addressMessages.guestAddressTitle} />
          </Subtitle>
          <AddressList label={intl.formatMessage(addressMessages.guestAddressTitle)}>
            <AddressItem
              address={address}
              selected={selected?.id === GUEST_ADDRESS_ID}
              onSelect={select}
              onDelete={() => {
                remove();
                if (selected?.id === GUEST_ADDRESS_ID) clear();
              }}
            />
          </AddressList>
        </Stack>
      )}

      <Card>
        <AddressForm
          title={<FormattedMessage {...addressMessages.guestFormTitle} />}
          submitLabel={<FormattedMessage {...addressMessages.saveGuest} />}
          shopSlug={shopSlug}
          onSubmit={(body) => {
            select(save(body));
          }}
        />
      </Card>
    </Stack>
  );
}
