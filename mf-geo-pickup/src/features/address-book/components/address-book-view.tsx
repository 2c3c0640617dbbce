import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@barrio/shared/design-system';
import { useSignedInCustomer } from '../../../shell-context/use-signed-in-customer';
import { addressMessages } from '../messages';
import { GuestAddressBook } from './guest-address-book';
import { SignedInAddressBook } from './signed-in-address-book';

export interface AddressBookViewProps {
  shopSlug: string;
}

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export function AddressBookView({ shopSlug }: AddressBookViewProps) {
  const customer = useSignedInCustomer();
  // A 401 means the shell's session is stale; the guest view is the honest fallback.
  const [sessionLostFor, setSessionLostFor] = useState<number | null>(null);
  const signedIn = customer !== null && sessionLostFor !== customer.id;
  const customerId = customer?.id ?? null;
  const handleSessionLost = useCallback(() => setSessionLostFor(customerId), [customerId]);

  return (
    <Stack as="section" gap="lg" data-testid="address-book-page" data-signed-in={signedIn}>
      <Stack gap="xs">
        <Link to={`/${encodeURIComponent(shopSlug)}`} data-testid="address-back-to-shop">
          <FormattedMessage {...addressMessages.backToShop} />
        </Link>
        <Title>
          <FormattedMessage {...addressMessages.title} />
        </Title>
      </Stack>
      {signedIn ? (
        <SignedInAddressBook
          customerId={customer.id}
          shopSlug={shopSlug}
          onSessionLost={handleSessionLost}
        />
      ) : (
        <GuestAddressBook shopSlug={shopSlug} />
      )}
    </Stack>
  );
}
