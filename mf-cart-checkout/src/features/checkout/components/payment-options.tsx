import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { choiceCard } from './choice-card';
import {
  PAYMENT_METHOD,
  type PaymentMethodId,
  type PaymentMethodOption,
} from '@barrio/shared/domain';
import { checkoutMessages, paymentMessages } from '../messages';

export interface PaymentOptionsProps {
  options: readonly PaymentMethodOption[];
  value: number | null;
  onChange: (option: PaymentMethodOption) => void;
  error?: string | undefined;
}

const LABELS: Record<PaymentMethodId, { text: MessageDescriptor; description: MessageDescriptor }> =
  {
    [PAYMENT_METHOD.CASH]: {
      text: paymentMessages.cash,
      description: paymentMessages.cashDescription,
    },
    [PAYMENT_METHOD.BANK_TRANSFER]: {
      text: paymentMessages.bankTransfer,
      description: paymentMessages.bankTransferDescription,
    },
    [PAYMENT_METHOD.WALLET]: {
      text: paymentMessages.wallet,
      description: paymentMessages.walletDescription,
    },
    [PAYMENT_METHOD.WALLET_CASH_ON_DELIVERY]: {
      text: paymentMessages.walletCash,
      description: paymentMessages.walletCashDescription,
    },
    [PAYMENT_METHOD.YAPE]: {
      text: paymentMessages.yape,
      description: paymentMessages.yapeDescription,
    },
    [PAYMENT_METHOD.BCP_TRANSFER]: {
      text: paymentMessages.bcp,
      description: paymentMessages.bcpDescription,
    },
    [PAYMENT_METHOD.PAYMENT_LINK]: {
      text: paymentMessages.paymentLink,
      description: paymentMessages.paymentLinkDescription,
    },
  };

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  border: 0;
  margin: 0;
  padding: 0;
`;

const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label<{ $checked: boolean }>`
  ${choiceCard}
  border-color: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The country's payment options (shared/domain paymentMethodsForCountry) as radio buttons. */
export function PaymentOptions({ options, value, onChange, error }: PaymentOptionsProps) {
  const intl = useIntl();
  return (
    <Fieldset data-testid="payment-options" aria-invalid={error ? true : undefined}>
      <Legend>{intl.formatMessage(checkoutMessages.paymentTitle)}</Legend>
      {options.map((option) => {
        const labels = LABELS[option.id];
        return (
          <Option key={option.id} $checked={value === option.id}>
            <input
              type="radio"
              name="payment_method"
              value={option.id}
              data-testid={`payment-option-${option.id}`}
              data-payment-type={option.type}
              checked={value === option.id}
              onChange={() => onChange(option)}
            />
            <Text>
              <strong>{intl.formatMessage(labels.text)}</strong>
              <Description>{intl.formatMessage(labels.description)}</Description>
            </Text>
          </Option>
        );
      })}
      {error && <Error role="alert">{error}</Error>}
    </Fieldset>
  );
}
