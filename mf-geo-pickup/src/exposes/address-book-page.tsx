import styled from 'styled-components';
import { AddressBookView } from '../features/address-book/components/address-book-view';
import { RemoteRoot } from '../shell-context/remote-root';
import type { AddressBookPageProps } from '@barrio/shared/contract';

export type { AddressBookPageProps };

// The page keeps off the screen edges on phones and keeps a reading width on wide screens,
// like the cart and my orders.
const Frame = styled.div`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

/**
 * The direcciones / addresses screen: a signed-in customer's address book, or a guest's one
 * manual address; choosing one publishes `geo:address-selected`.
 */
export default function AddressBookPage({ shopSlug }: AddressBookPageProps) {
  return (
    <RemoteRoot>
      <Frame>
        <AddressBookView shopSlug={shopSlug} />
      </Frame>
    </RemoteRoot>
  );
}
