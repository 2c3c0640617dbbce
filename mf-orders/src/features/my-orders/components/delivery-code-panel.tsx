import { isApiError } from '@barrio/shared/api';
import { Button, Card, Notice } from '@barrio/shared/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDeliveryCode } from '../api/get-delivery-code';
import { myOrdersMessages } from '../messages';

export interface DeliveryCodePanelProps {
  orderId: string;
  countryId: number;
  customerId: number;
}

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.2em;
`;

// The gateway answers 404 or this code where the country or the order has no delivery code.
function codeNotUsed(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'delivery_code_not_used');
}

/** The code the customer dictates to the shop owner, who confirms the delivery with it. */
export function DeliveryCodePanel({ orderId, countryId, customerId }: DeliveryCodePanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const code = useDeliveryCode();
  const request = () => code.mutate({ orderId, countryId, customerId });

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="delivery-code">
      <h2 id={headingId}>{intl.formatMessage(myOrdersMessages.deliveryCodeTitle)}</h2>
      {code.isSuccess ? (
        <>
          <Code data-testid="delivery-code-value">{code.data.code}</Code>
          <p>{intl.formatMessage(myOrdersMessages.deliveryCodeHint)}</p>
        </>
      ) : code.isError && codeNotUsed(code.error) ? (
        <p>{intl.formatMessage(myOrdersMessages.deliveryCodeNotUsed)}</p>
      ) : (
        <>
          {code.isError && (
            <Notice tone="error">{intl.formatMessage(myOrdersMessages.deliveryCodeError)}</Notice>
          )}
          <div>
            <Button variant="secondary" loading={code.isPending} onClick={request}>
              {intl.formatMessage(myOrdersMessages.deliveryCodeShow)}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
