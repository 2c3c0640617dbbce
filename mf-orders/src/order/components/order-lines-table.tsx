import { formatMoney, roundMoney } from '@barrio/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../api/order-schema';
import { formatLineQuantity } from '../line-quantity';
import { orderCommonMessages } from '../messages';

export interface OrderLinesTableProps {
  order: Order;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th[data-numeric],
  td[data-numeric] {
    text-align: right;
    white-space: nowrap;
  }

  tfoot th,
  tfoot td {
    border-bottom: 0;
  }

  tfoot tr[data-total] th,
  tfoot tr[data-total] td {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Caption = styled.caption`
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

const LineNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The order's lines with quantity, unit price and amount, and the totals underneath. */
export function OrderLinesTable({ order }: OrderLinesTableProps) {
  const intl = useIntl();
  const captionId = useId();
  const money = (value: number) => formatMoney(value, order.country_id);
  const discount = order.discount_value?.value ?? 0;
  const serviceCharge = order.service_charge_value?.value ?? 0;

  return (
    <Table aria-labelledby={captionId} data-testid="order-lines">
      <Caption id={captionId}>{intl.formatMessage(orderCommonMessages.linesTitle)}</Caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(orderCommonMessages.product)}</th>
          <th scope="col" data-numeric="">
            {intl.formatMessage(orderCommonMessages.quantity)}
          </th>
          <th scope="col" data-numeric="">
            {intl.formatMessage(orderCommonMessages.price)}
          </th>
          <th scope="col" data-numeric="">
            {intl.formatMessage(orderCommonMessages.lineTotal)}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${line.productid}-${index}`} data-testid="order-line">
            <td>
              {line.nombre}
              {/* What the customer asked of this line ("Sin golpes") is part of preparing it. */}
              {line.notes?.trim() && (
                <LineNote data-testid="order-line-note">
                  {intl.formatMessage(orderCommonMessages.lineNote, { note: line.notes.trim() })}
                </LineNote>
              )}
            </td>
            <td data-numeric="" data-testid="order-line-quantity">
              {formatLineQuantity(
                line.cantidad,
                line.datos_producto?.unit_of_measurement?.erp_name,
                (value) => intl.formatNumber(value),
              )}
            </td>
            <td data-numeric="">{money(line.precio)}</td>
            <td data-numeric="">
              {money(line.subtotal ?? roundMoney(line.precio * line.cantidad))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.sum_of_line_totals && (
          <tr>
            <th scope="row" colSpan={3}>
              {intl.formatMessage(orderCommonMessages.subtotal)}
            </th>
            <td data-numeric="">{money(order.sum_of_line_totals.value)}</td>
          </tr>
        )}
        {discount > 0 && (
          <tr>
            <th scope="row" colSpan={3}>
              {intl.formatMessage(orderCommonMessages.discount)}
            </th>
            <td data-numeric="">{`−${money(discount)}`}</td>
          </tr>
        )}
        {serviceCharge > 0 && (
          <tr>
            <th scope="row" colSpan={3}>
              {intl.formatMessage(orderCommonMessages.serviceCharge)}
            </th>
            <td data-numeric="">{money(serviceCharge)}</td>
          </tr>
        )}
        <tr data-total="">
          <th scope="row" colSpan={3}>
            {intl.formatMessage(orderCommonMessages.total)}
          </th>
          <td data-numeric="" data-testid="order-total">
            {money(order.total.value)}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
