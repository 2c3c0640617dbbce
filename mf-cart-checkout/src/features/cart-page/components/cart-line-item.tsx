import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useDecimalQuantities } from '@barrio/shared/bus';
import { Button, Price, QuantityStepper, TextField } from '@barrio/shared/design-system';
import {
  discountPercent,
  floorToStep,
  formatMoney,
  formatUnitDisplay,
  formatWeight,
  imageSources,
  isSoldByWeight,
  quantityLimit,
  quantityRule,
  type CartLine,
} from '@barrio/shared/domain';
import { imageForDataMode } from '@barrio/shared/storage';
import { cartPageMessages } from '../messages';

export interface CartLineItemProps {
  line: CartLine;
  countryId: number;
  onQuantityChange: (quantity: number) => void;
  onNotesChange: (notes: string) => void;
  onRemove: () => void;
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const THUMB_SIZE = 64;
/** A drawing's 80 px bitmap, or its 160 px one on a sharper screen. */
const THUMB_BITMAP_WIDTH = 80;

// A bitmap of the gateway's drawing where there is one: decoded off the main thread.
const Thumb = styled.img`
  width: 64px;
  height: 64px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Placeholder = styled.div`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.h2`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

// Stays at the right edge even when it wraps under the stepper on a narrow phone.
const Subtotal = styled.strong`
  margin-left: auto;
  white-space: nowrap;
`;

// The label names the product, so on a phone it wraps: keep it left-aligned with the line's
// text (the negative margin offsets the padding and 2px border; the button keeps 44px hits).
const RemoveButton = styled(Button)`
  justify-content: flex-start;
  max-width: 100%;
  margin-left: calc(-${({ theme }) => theme.space.sm} - 2px);
  padding: 0 ${({ theme }) => theme.space.sm};
  text-align: left;
`;

/** How much of a line is discounted: units counted, or an amount weighed ("2.25 kg"). */
function discountSplitText(
  intl: IntlShape,
  line: { itemsWithDiscount: number; itemsWithoutDiscount: number },
  byWeight: boolean,
): string {
  if (byWeight) {
    return line.itemsWithoutDiscount > 0
      ? intl.formatMessage(cartPageMessages.lineDiscountSplitAmount, {
          withDiscount: formatWeight(line.itemsWithDiscount),
          withoutDiscount: formatWeight(line.itemsWithoutDiscount),
        })
      : intl.formatMessage(cartPageMessages.lineAllDiscountedAmount, {
          amount: formatWeight(line.itemsWithDiscount),
        });
  }
  return line.itemsWithoutDiscount > 0
    ? intl.formatMessage(cartPageMessages.lineDiscountSplit, {
        withDiscount: line.itemsWithDiscount,
        withoutDiscount: line.itemsWithoutDiscount,
      })
    : intl.formatMessage(cartPageMessages.lineAllDiscounted, { count: line.itemsWithDiscount });
}

export function CartLineItem({
  line,
  countryId,
  onQuantityChange,
  onNotesChange,
  onRemove,
}: CartLineItemProps) {
  const intl = useIntl();
  const product = line.datos_producto;
  const [notes, setNotes] = useState(line.notes);
  useEffect(() => setNotes(line.notes), [line.notes]);

  const units = formatUnitDisplay(
    line.cantidad,
    line.escala,
    product.unit_of_measurement.erp_name,
    intl.locale,
  );
  const percent = discountPercent(product);
  // A weighed line steps by quarter kilos where the shop's country allows it; its cap too.
  const rule = quantityRule(product, useDecimalQuantities());
  const limit = quantityLimit(product);

  return (
    <Row data-testid="cart-line" data-product-id={line.productid}>
      {line.imagen ? (
        <Thumb
          {...imageSources(imageForDataMode(line.imagen), THUMB_BITMAP_WIDTH)}
          sizes={`${THUMB_SIZE}px`}
          alt={intl.formatMessage(cartPageMessages.lineImage, { name: line.nombre })}
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Placeholder aria-hidden="true" />
      )}
      <Body>
        <Name>{line.nombre}</Name>
        <Muted data-testid="cart-line-units">
          {intl.formatMessage(cartPageMessages.lineUnits, { units })}
        </Muted>
        <Price
          amount={line.precio}
          referenceAmount={line.priceWithoutDiscount}
          discountPercent={percent}
          countryId={countryId}
          size="sm"
        />
        {line.itemsWithDiscount > 0 && (
          <Muted data-testid="cart-line-discount-split">
            {discountSplitText(intl, line, isSoldByWeight(product))}
          </Muted>
        )}
        <Controls>
          <QuantityStepper
            value={line.cantidad}
            onChange={onQuantityChange}
            itemLabel={line.nombre}
            min={0}
            step={rule.step}
            max={limit === null ? null : floorToStep(rule, limit)}
            formatValue={isSoldByWeight(product) && rule.step < 1 ? formatWeight : undefined}
          />
          <Subtotal data-testid="cart-line-subtotal">
            {intl.formatMessage(cartPageMessages.lineSubtotal, {
              amount: formatMoney(line.subtotal, countryId),
            })}
          </Subtotal>
        </Controls>
        <TextField
          data-testid="cart-line-notes"
          label={intl.formatMessage(cartPageMessages.lineNotes)}
          hint={intl.formatMessage(cartPageMessages.lineNotesHint)}
          value={notes}
          maxLength={500}
          onChange={(event) => {
            // Kept as typed, not on leaving the field: a reload right after typing keeps it.
            setNotes(event.target.value);
            onNotesChange(event.target.value);
          }}
        />
        <div>
          <RemoveButton variant="ghost" data-testid="cart-line-remove" onClick={onRemove}>
            {intl.formatMessage(cartPageMessages.lineRemove, { name: line.nombre })}
          </RemoveButton>
        </div>
      </Body>
    </Row>
  );
}
