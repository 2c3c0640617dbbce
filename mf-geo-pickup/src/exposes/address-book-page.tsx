import { AddressBookView } from '../features/address-book/components/address-book-view';
import { RemoteRoot } from '../features/shell-context/remote-root';
import type { AddressBookPageProps } from '@barrio/shared/contract';

export type { AddressBookPageProps };

/**
 * The direcciones / addresses screen: a signed-in customer's address book, or a guest's one
 * manual address; choosing one publishes `geo:address-selected`.
 */
export default function AddressBookPage({ shopSlug }: AddressBookPageProps) {
  return (
    <RemoteRoot>
      <AddressBookView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
