import { useDecimalQuantities } from '@barrio/shared/bus';
import { Button, Notice, QuantityStepper, Stack } from '@barrio/shared/design-system';
import { formatMoney, formatWeight, quantityRule } from '@barrio/shared/domain';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../order/api/order-schema';
import { lineMeasure } from '../../../order/line-quantity';
import { useEditOrder, type EditOrderInput } from '../api/edit-order';
import { classifyEditError, type EditFailure } from '../edit-error';
import { leavesOrderEmpty, planOrderEdit, type EditableLine } from '../edit-plan';
import { myOrdersMessages } from '../messages';
import type { MyOrdersSlots, PickedProduct } from '../my-orders-slots';

export interface EditOrderFormProps {
  order: Order;
  /** mf-catalog's picker through the shell's slot; without it only existing lines change. */
  productPicker?: MyOrdersSlots['productPicker'] | undefined;
  onDone: (saved: boolean) => void;
}

interface AddedLine {
  name: string;
  quantity: number;
  unit?: string | undefined;
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
export function EditOrderForm({ order, productPicker, onDone }: EditOrderFormProps) {
  const intl = useIntl();
  const edit = useEditOrder();
  const decimalQuantities = useDecimalQuantities();
  // A line sold by weight steps by quarter kilos where the shop's country allows it.
  const stepperFor = (unit: string | null | undefined) => {
    const { step } = quantityRule(lineMeasure(unit), decimalQuantities);
    return { step, formatValue: step < 1 ? formatWeight : undefined };
  };
  const [quantities, setQuantities] = useState(
    () => new Map(linesOf(order).map((l) => [l.productId, l.quantity])),
  );
  const [added, setAdded] = useState<ReadonlyMap<number, AddedLine>>(() => new Map());
  const [failure, setFailure] = useState<EditFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const edited = linesOf(order).map((line) => ({
    ...line,
    quantity: quantities.get(line.productId) ?? line.quantity,
  }));
  const additions = [...added].filter(([, line]) => line.quantity > 0);
  const empty = leavesOrderEmpty(edited) && additions.length === 0;

  const pick = (product: PickedProduct) => {
    if (order.lines.some((line) => line.productid === product.product_id)) {
      // Already in the order: one more unit of that line.
      setQuantities((current) =>
        new Map(current).set(product.product_id, (current.get(product.product_id) ?? 0) + 1),
      );
      return;
    }
    setAdded((current) => {
      const next = new Map(current);
      const line = next.get(product.product_id);
      next.set(product.product_id, {
        name: product.name,
        quantity: (line?.quantity ?? 0) + 1,
        unit: product.unit,
      });
      return next;
    });
  };

  const save = async () => {
    // Planned against the order as it is now: after a partial failure the saved part is not resent.
    const calls: EditOrderInput[] = planOrderEdit(order.id, linesOf(order), edited);
    // New products go first, so that replacing every old line never leaves the order empty
    // in between; the gateway re-prices and rechecks limits, coupon and wallet on each call.
    if (additions.length > 0) {
      calls.unshift({
        orderId: order.id,
        action: 'add_lines',
        lines: additions.map(([productId, line]) => ({
          product_id: productId,
          quantity: { value: String(line.quantity) },
        })),
      });
    }
    if (calls.length === 0) {
      onDone(false);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      for (const call of calls) {
        await edit.mutateAsync(call);
        // Once added, a product is part of the order: a retry must not add it twice.
        if (call.action === 'add_lines') setAdded(new Map());
      }
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
                {...stepperFor(line.datos_producto?.unit_of_measurement?.erp_name)}
                itemLabel={line.nombre}
                disabled={saving}
                onChange={(next) =>
                  setQuantities((current) => new Map(current).set(line.productid, next))
                }
              />
            </Row>
          );
        })}
        {additions.map(([productId, line]) => (
          <Row key={`added-${productId}`} $removed={false} data-testid="edit-added-line">
            <span>
              <Name $removed={false}>{line.name}</Name>
              <Muted>{intl.formatMessage(myOrdersMessages.editAddedHint)}</Muted>
            </span>
            <QuantityStepper
              value={line.quantity}
              min={0}
              {...stepperFor(line.unit)}
              itemLabel={line.name}
              disabled={saving}
              onChange={(next) =>
                setAdded((current) => new Map(current).set(productId, { ...line, quantity: next }))
              }
            />
          </Row>
        ))}
      </List>
      {productPicker && order.shop_slug && (
        <section aria-label={intl.formatMessage(myOrdersMessages.editAddProducts)}>
          {productPicker({
            shopSlug: order.shop_slug,
            excludeIds: order.lines.map((line) => line.productid),
            onPick: pick,
          })}
        </section>
      )}
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
