import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { track } from '@barrio/shared/analytics';
import { Button, Inline, Notice, TextField } from '@barrio/shared/design-system';
import { positionFailureMessage } from '../../../geolocation/position-failure-message';
import {
  ADDRESS_LIMITS,
  EMPTY_DRAFT,
  hasErrors,
  toNewAddressBody,
  validateAddressDraft,
  type AddressDraft,
  type AddressField,
  type AddressFieldError,
  type NewAddressBody,
} from '../address-draft';
import { useLocateAddress } from '../hooks/use-locate-address';
import { addressMessages } from '../messages';

export interface AddressFormProps {
  title: ReactNode;
  submitLabel: ReactNode;
  /** Rejecting keeps what the shopper typed; resolving clears the form. */
  onSubmit: (body: NewAddressBody) => Promise<void> | void;
  submitting?: boolean;
  /** A problem with the whole request, already worded for the shopper. */
  submitError?: ReactNode;
  /** Fields the server refused. */
  serverFieldErrors?: Partial<Record<AddressField, true>>;
  shopSlug: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Coordinates = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const fieldErrorMessages: Record<
  AddressField,
  Partial<Record<AddressFieldError, MessageDescriptor>>
> = {
  label: { required: addressMessages.labelRequired, tooLong: addressMessages.labelTooLong },
  main_line: {
    required: addressMessages.mainLineRequired,
    tooShort: addressMessages.mainLineTooShort,
    tooLong: addressMessages.mainLineTooLong,
  },
  details: { tooLong: addressMessages.detailsTooLong },
};

const limitValues = {
  label: { max: ADDRESS_LIMITS.labelMax },
  main_line: { min: ADDRESS_LIMITS.mainLineMin, max: ADDRESS_LIMITS.mainLineMax },
  details: { max: ADDRESS_LIMITS.detailsMax },
} as const;

const formatCoordinate = (value: number) => value.toFixed(5);

export function AddressForm({
  title,
  submitLabel,
  onSubmit,
  submitting = false,
  submitError,
  serverFieldErrors = {},
  shopSlug,
}: AddressFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  // Errors appear after the first attempt to send, then follow the typing.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateAddressDraft(draft) : {};

  const { state: locateState, locate } = useLocateAddress((coordinates) => {
    setDraft((current) => ({ ...current, coordinates }));
    track('address_autocompleted', {
      source: 'geolocation',
      fields: ['lat', 'lng'],
      shop_slug: shopSlug,
    });
  });

  const fieldError = (field: AddressField): ReactNode => {
    const kind = errors[field];
    if (kind) {
      const descriptor = fieldErrorMessages[field][kind];
      if (descriptor) return intl.formatMessage(descriptor, limitValues[field]);
    }
    return serverFieldErrors[field] ? intl.formatMessage(addressMessages.fieldInvalid) : undefined;
  };

  const update = (field: AddressField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (submitting || hasErrors(validateAddressDraft(draft))) return;
    try {
      await onSubmit(toNewAddressBody(draft));
    } catch {
      return; // the caller shows the error; what was typed stays
    }
    setDraft(EMPTY_DRAFT);
    setAttempted(false);
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(event)} data-testid="address-form">
      <Title>{title}</Title>
      <TextField
        name="label"
        label={<FormattedMessage {...addressMessages.labelField} />}
        hint={<FormattedMessage {...addressMessages.labelHint} />}
        required
        autoComplete="off"
        value={draft.label}
        onChange={update('label')}
        error={fieldError('label')}
        data-testid="address-label-input"
      />
      <TextField
        name="main_line"
        label={<FormattedMessage {...addressMessages.mainLineField} />}
        hint={<FormattedMessage {...addressMessages.mainLineHint} />}
        required
        autoComplete="street-address"
        value={draft.main_line}
        onChange={update('main_line')}
        error={fieldError('main_line')}
        data-testid="address-main-line-input"
      />
      <TextField
        name="details"
        label={<FormattedMessage {...addressMessages.detailsField} />}
        hint={<FormattedMessage {...addressMessages.detailsHint} />}
        autoComplete="address-line2"
        value={draft.details}
        onChange={update('details')}
        error={fieldError('details')}
        data-testid="address-details-input"
      />

      {draft.coordinates ? (
        <Inline gap="sm" align="center">
          <Coordinates data-testid="address-coordinates">
            <FormattedMessage
              {...addressMessages.locationAdded}
              values={{
                lat: formatCoordinate(draft.coordinates.lat),
                lng: formatCoordinate(draft.coordinates.lng),
              }}
            />
          </Coordinates>
          <Button
            type="button"
            variant="ghost"
            onClick={() => setDraft((current) => ({ ...current, coordinates: null }))}
          >
            <FormattedMessage {...addressMessages.removeLocation} />
          </Button>
        </Inline>
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={locate}
          loading={locateState.status === 'locating'}
          data-testid="address-use-location"
        >
          <FormattedMessage
            {...(locateState.status === 'locating'
              ? addressMessages.locating
              : addressMessages.useLocation)}
          />
        </Button>
      )}
      {locateState.status === 'failed' && (
        <div data-testid="address-location-error">
          <Notice tone="warning">
            <FormattedMessage {...positionFailureMessage(locateState.reason)} />
          </Notice>
        </div>
      )}

      {submitError && (
        <div data-testid="address-form-error">
          <Notice tone="error">{submitError}</Notice>
        </div>
      )}
      <Button type="submit" loading={submitting} data-testid="address-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
