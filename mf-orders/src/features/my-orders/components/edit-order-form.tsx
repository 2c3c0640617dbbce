import { Button, Notice, QuantityStepper, Stack } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../order-common/api/order-schema';
import { useEditOrder } from '../api/edit-order';
import { classifyEditError, type EditFailure } from '../edit-error';
import { leavesOrderEmpty, planOrderEdit, type EditableLine } from '../edit-plan';
import { myOrdersMessages } from '../messages';

export interface EditOrderFormProps {
  order: Order;
  onDone: (saved: boolean) => void;
}

const failureMessages: Record<EditFailure, MessageDescriptor> = {
  'not-editable': myOrdersMessages.editNotEditable,
  limit: myOrdersMessages.editLimit,
  minimum: myOrdersMessages.editMinimum,
  'coupon-minimum': myOrdersMessages.editCouponMinimum,
  wallet: myOrdersMessages.editWallet,
  failed: myOrdersMessages.editError,
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li<{ $removed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $removed }) => ($removed ? theme.colors.textMuted : theme.colors.text)};
`;

const Name = styled.span<{ $removed: boolean }>`
  text-decoration: ${({ $removed }) => ($removed ? 'line-through' : 'none')};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function linesOf(order: Order): EditableLine[] {
  return order.lines.map((line) => ({ productId: line.productid, quantity: line.cantidad }));
}

/** Edit-order mode: quantities of the existing lines, zero to remove; the gateway re-prices. */
export function EditOrderForm({ order, onDone }: EditOrderFormProps) {
  const intl = useIntl();
  const edit = useEditOrder();
  const [quantities, setQuantities] = useState(
    () => new Map(linesOf(order).map((l) => [l.productId, l.quantity])),
  );
  const [failure, setFailure] = useState<EditFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const edited = linesOf(order).map((line) => ({
    ...line,
    quantity: quantities.get(line.productId) ?? line.quantity,
  }));
  const empty = leavesOrderEmpty(edited);

  const save = async () => {
    // Planned against the order as it is now: after a partial failure the saved part is not resent.
    const calls = planOrderEdit(order.id, linesOf(order), edited);
    if (calls.length === 0) {
      onDone(false);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      for (const call of calls) await edit.mutateAsync(call);
      onDone(true);
    } catch (error) {
      setFailure(classifyEditError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" data-testid="edit-order">
      <p>{intl.formatMessage(myOrdersMessages.editHint)}</p>
      <List>
        {order.lines.map((line) => {
          const quantity = quantities.get(line.productid) ?? line.cantidad;
          const removed = quantity <= 0;
          return (
            <Row key={line.productid} $removed={removed} data-testid="edit-line">
              <span>
                <Name $removed={removed}>{line.nombre}</Name>
                <Muted>
                  {removed
                    ? intl.formatMessage(myOrdersMessages.editRemovedHint)
                    : formatMoney(line.precio, order.country_id)}
                </Muted>
              </span>
              <QuantityStepper
                value={quantity}
                min={0}
                itemLabel={line.nombre}
                disabled={saving}
                onChange={(next) =>
                  setQuantities((current) => new Map(current).set(line.productid, next))
                }
              />
            </Row>
          );
        })}
      </List>
      {empty && <Notice tone="warning">{intl.formatMessage(myOrdersMessages.editEmpty)}</Notice>}
      {failure && (
        <Notice tone="error" data-testid="edit-error">
          {intl.formatMessage(failureMessages[failure])}
        </Notice>
      )}
      <Stack gap="sm">
        <Button onClick={() => void save()} loading={saving} disabled={empty}>
          {intl.formatMessage(myOrdersMessages.editSave)}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={saving}>
          {intl.formatMessage(myOrdersMessages.editDiscard)}
        </Button>
      </Stack>
    </Stack>
  );
}
