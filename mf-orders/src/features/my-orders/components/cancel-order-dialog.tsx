import { isApiError } from '@barrio/shared/api';
import { Button, Dialog, Notice, Stack } from '@barrio/shared/design-system';
import { CANCEL_REASONS } from '@barrio/shared/domain';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useCancelOrder, type CancelReason } from '../api/cancel-order';
import { myOrdersMessages } from '../messages';

export interface CancelOrderDialogProps {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onCanceled: () => void;
}

export const CANCEL_REASON_LABELS: Record<CancelReason, MessageDescriptor> = {
  customer_canceled: myOrdersMessages.reasonCustomerCanceled,
  invalid_data: myOrdersMessages.reasonInvalidData,
  dropoff_closed_point: myOrdersMessages.reasonDropoffClosed,
};

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

function refusedBecauseOfStatus(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.code === 'order_not_editable');
}

/** Asks for one of the SPEC §4 reasons before cancelling. */
export function CancelOrderDialog({ orderId, open, onClose, onCanceled }: CancelOrderDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const cancel = useCancelOrder();

  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    setReason(null);
    onClose();
  };

  const submit = () => {
    if (!reason) return;
    cancel.mutate(
      { orderId, reason },
      {
        onSuccess: () => {
          setReason(null);
          onCanceled();
        },
      },
    );
  };

  const title = intl.formatMessage(myOrdersMessages.cancelTitle);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      data-testid="cancel-order-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {intl.formatMessage(myOrdersMessages.cancelKeep)}
          </Button>
          <Button onClick={submit} disabled={reason === null} loading={cancel.isPending}>
            {intl.formatMessage(myOrdersMessages.cancelConfirm)}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Fieldset aria-label={title}>
          {CANCEL_REASONS.map((value) => (
            <Option key={value}>
              <input
                type="radio"
                name={`cancel-reason-${orderId}`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {intl.formatMessage(CANCEL_REASON_LABELS[value])}
            </Option>
          ))}
        </Fieldset>
        {cancel.isError && (
          <Notice tone="error">
            {intl.formatMessage(
              refusedBecauseOfStatus(cancel.error)
                ? myOrdersMessages.cancelNotAllowed
                : myOrdersMessages.cancelError,
            )}
          </Notice>
        )}
      </Stack>
    </Dialog>
  );
}
