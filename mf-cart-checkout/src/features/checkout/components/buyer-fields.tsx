import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SessionCustomer } from '@barrio/shared/bus';
import { TextField } from '@barrio/shared/design-system';
import type { CheckoutErrors, CheckoutFormValues } from '../buyer-form';
import { checkoutMessages } from '../messages';
import { NeighbourPicker } from './neighbour-picker';

export interface BuyerFieldsProps {
  values: CheckoutFormValues;
  errorText: (field: keyof CheckoutErrors) => string | undefined;
  onChange: <K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => void;
  /** The shopper left the phone field: its number is checked there and then. */
  onPhoneLeft?: () => void;
  /** The shop's country, whose numbering plan phones are read by. */
  countryId: number;
  /** A community leader may order for a member of the beneficiary group they coordinate. */
  leader: SessionCustomer | null;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  border: 0;
  margin: 0;
  padding: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
`;

/** nombre, apellido, telefono, email and comentario (SPEC §3 buyer form). */
export function BuyerFields({
  values,
  errorText,
  onChange,
  onPhoneLeft,
  countryId,
  leader,
}: BuyerFieldsProps) {
  const intl = useIntl();
  return (
    <Fieldset data-testid="checkout-buyer">
      <Legend>{intl.formatMessage(checkoutMessages.buyerTitle)}</Legend>
      <TextField
        label={intl.formatMessage(checkoutMessages.firstName)}
        data-testid="checkout-nombre"
        name="given-name"
        autoComplete="given-name"
        required
        maxLength={80}
        value={values.nombre}
        error={errorText('nombre')}
        onChange={(event) => onChange('nombre', event.target.value)}
      />
      <TextField
        label={intl.formatMessage(checkoutMessages.lastName)}
        data-testid="checkout-apellido"
        name="family-name"
        autoComplete="family-name"
        required
        maxLength={80}
        value={values.apellido}
        error={errorText('apellido')}
        onChange={(event) => onChange('apellido', event.target.value)}
      />
      <TextField
        label={intl.formatMessage(checkoutMessages.phone)}
        hint={intl.formatMessage(checkoutMessages.phoneHint)}
        data-testid="checkout-telefono"
        name="tel"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={32}
        value={values.telefono}
        error={errorText('telefono')}
        onChange={(event) => onChange('telefono', event.target.value)}
        onBlur={(event) => {
          if (event.target.value.trim()) onPhoneLeft?.();
        }}
      />
      <TextField
        label={intl.formatMessage(checkoutMessages.email)}
        data-testid="checkout-email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={200}
        value={values.email}
        error={errorText('email')}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <Wide>
        <TextField
          label={intl.formatMessage(checkoutMessages.comment)}
          hint={intl.formatMessage(checkoutMessages.commentHint)}
          data-testid="checkout-comentario"
          maxLength={1000}
          value={values.comentario}
          onChange={(event) => onChange('comentario', event.target.value)}
        />
      </Wide>
      {leader && (
        <Wide>
          <Choice>
            <input
              type="checkbox"
              data-testid="checkout-on-behalf"
              checked={values.onBehalf}
              onChange={(event) => onChange('onBehalf', event.target.checked)}
            />
            {intl.formatMessage(checkoutMessages.onBehalf)}
          </Choice>
          {values.onBehalf && typeof leader.community_leader_id === 'number' && (
            <NeighbourPicker
              leaderId={leader.community_leader_id}
              countryId={countryId}
              selectedId={values.onBehalfCustomerId}
              onSelect={(customerId) => onChange('onBehalfCustomerId', customerId)}
              error={errorText('onBehalfCustomerId')}
            />
          )}
        </Wide>
      )}
    </Fieldset>
  );
}
