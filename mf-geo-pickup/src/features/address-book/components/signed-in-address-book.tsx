import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@barrio/shared/api';
import type { DeliveryAddressSummary } from '@barrio/shared/bus';
import { Button, Card, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import type { AddressField } from '../address-draft';
import { toAddressSummary } from '../api/address-schema';
import { useCreateAddress } from '../api/create-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSelectedAddress } from '../hooks/use-selected-address';
import { addressMessages } from '../messages';
import { AddressForm } from './address-form';
import { AddressItem } from './address-item';
import { AddressList } from './address-list';

export interface SignedInAddressBookProps {
  customerId: number;
  shopSlug: string;
  /** The session turned out to be gone (401): the page shows the guest's book instead. */
  onSessionLost: () => void;
}

const ADDRESS_FIELDS: readonly AddressField[] = ['label', 'main_line', 'details'];

function serverFieldErrors(error: unknown): Partial<Record<AddressField, true>> {
  if (!isApiError(error)) return {};
  const refused: Partial<Record<AddressField, true>> = {};
  for (const field of ADDRESS_FIELDS) if (error.fields[field]) refused[field] = true;
  return refused;
}

export function SignedInAddressBook({
  customerId,
  shopSlug,
  onSessionLost,
}: SignedInAddressBookProps) {
  const intl = useIntl();
  const addresses = useAddresses(customerId);
  const create = useCreateAddress();
  const remove = useDeleteAddress();
  const { selected, select, clear } = useSelectedAddress();

  const sessionLost = isApiError(addresses.error) && addresses.error.status === 401;
  useEffect(() => {
    if (sessionLost) onSessionLost();
  }, [sessionLost, onSessionLost]);
  if (sessionLost) return null;

  const handleDelete = (address: DeliveryAddressSummary) => {
    remove.mutate(address.id, {
      onSuccess: () => {
        if (selected?.id === address.id) clear();
      },
    });
  };

  const submitError = create.error
    ? isApiError(create.error) && create.error.code === 'address_book_full'
      ? intl.formatMessage(addressMessages.bookFull)
      : intl.formatMessage(addressMessages.saveError)
    : undefined;

  return (
    <Stack gap="lg">
      {addresses.isPending ? (
        <Stack
          gap="sm"
          data-testid="address-list-loading"
          role="status"
          aria-label={intl.formatMessage(addressMessages.loading)}
        >
          <Skeleton height="88px" />
          <Skeleton height="88px" />
        </Stack>
      ) : addresses.isError ? (
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
      ) : addresses.data.length === 0 ? (
        <p data-testid="address-list-empty">
          <FormattedMessage {...addressMessages.empty} />
        </p>
      ) : (
        <AddressList label={intl.formatMessage(addressMessages.listLabel)}>
          {addresses.data.map((address) => (
            <AddressItem
              key={address.id}
              address={toAddressSummary(address)}
              selected={selected?.id === address.id}
              onSelect={select}
              onDelete={handleDelete}
              deleting={remove.isPending && remove.variables === address.id}
            />
          ))}
        </AddressList>
      )}
      {remove.isError && (
        <div data-testid="address-delete-error">
          <Notice tone="error">
            <FormattedMessage {...addressMessages.removeError} />
          </Notice>
        </div>
      )}

      <Card>
        <AddressForm
          title={<FormattedMessage {...addressMessages.formTitle} />}
          submitLabel={<FormattedMessage {...addressMessages.save} />}
          submitting={create.isPending}
          submitError={submitError}
          serverFieldErrors={serverFieldErrors(create.error)}
          shopSlug={shopSlug}
          onSubmit={async (body) => {
            const saved = await create.mutateAsync(body);
            // A new address is usually typed to deliver there now.
            select(toAddressSummary(saved));
          }}
        />
      </Card>
    </Stack>
  );
}
