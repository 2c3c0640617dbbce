import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, formatUnitDisplay, type CartLine } from '@barrio/shared/domain';
import { cartMessages } from '../messages';

export interface OrderItemsProps {
  lines: readonly CartLine[];
  countryId: number;
  /** Names the list and its rows for tests: `${testId}` and `${testId}-line`. */
  testId: string;
}

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  white-space: nowrap;
`;

/** What is being bought, line by line, where checkout and the confirmation show the total. */
export function OrderItems({ lines, countryId, testId }: OrderItemsProps) {
  const intl = useIntl();
  if (lines.length === 0) return null;
  return (
    <Items aria-label={intl.formatMessage(cartMessages.itemsLabel)} data-testid={testId}>
      {lines.map((line) => (
        <Item key={line.productid} data-testid={`${testId}-line`}>
          <span>
            {intl.formatMessage(cartMessages.itemLine, {
              amount: formatUnitDisplay(
                line.cantidad,
                line.escala,
                line.datos_producto.unit_of_measurement.erp_name,
                intl.locale,
              ),
              name: line.nombre,
            })}
          </span>
          <Amount>{formatMoney(line.subtotal, countryId)}</Amount>
        </Item>
      ))}
    </Items>
  );
}
