import type { ChangeEvent } from 'react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { choiceCard } from './choice-card';
import { track } from '@barrio/shared/analytics';
import type { Shop } from '@barrio/shared/contract';
import type { DeliveryAddressSummary, PickupPointSummary } from '@barrio/shared/bus';
import { Select, TextField } from '@barrio/shared/design-system';
import { PICKUP_HOUR_LABEL, parseDeliveryDate, timeRangeLabel } from '@barrio/shared/domain';
import type { CheckoutErrors, CheckoutFormValues } from '../buyer-form';
import type { CheckoutSlots } from '../checkout-slots';
import { checkoutMessages } from '../messages';

export interface DeliverySectionProps {
  shop: Shop;
  values: CheckoutFormValues;
  errorText: (field: keyof CheckoutErrors) => string | undefined;
  onChange: <K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => void;
  pickupPoint: PickupPointSummary | null;
  selectedAddress: DeliveryAddressSummary | null;
  pickupPointPicker?: CheckoutSlots['pickupPointPicker'];
  addressPicker?: CheckoutSlots['addressPicker'];
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
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

const Choice = styled.label`
  ${choiceCard}
  align-items: center;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

// The picker, the chosen point and the pickup hour, spaced apart rather than run together.
const PickupDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Browsers fill a field from saved addresses without a keystroke: no inputType, or a replacement.
function isAutofill(event: ChangeEvent<HTMLInputElement>): boolean {
  const native = event.nativeEvent as Partial<InputEvent>;
  return native.inputType === undefined || native.inputType === 'insertReplacementText';
}

function dayLabel(day: string, format: (date: Date) => string): string {
  const parts = parseDeliveryDate(day);
  return parts ? format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : day;
}

/**
 * Pickup at a point or delivery home. The `data-slot` regions hold mf-geo-pickup's pickers when
 * the shell provides them; the chosen point and address come back over the bus. Without a
 * picker (or while its remote is down) the order is picked up at the shop itself, or delivered
 * to the address typed here.
 */
export function DeliverySection({
  shop,
  values,
  errorText,
  onChange,
  pickupPoint,
  selectedAddress,
  pickupPointPicker,
  addressPicker,
}: DeliverySectionProps) {
  const intl = useIntl();
  const autocompleteTracked = useRef(false);
  const point = pickupPoint ?? { name: shop.name, address: shop.address };
  const formatDay = (date: Date) =>
    intl.formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

  return (
    <Fieldset data-testid="checkout-delivery">
      <Legend>{intl.formatMessage(checkoutMessages.deliveryTitle)}</Legend>
      <Choice>
        <input
          type="radio"
          name="delivery_mode"
          data-testid="delivery-mode-pickup"
          checked={values.deliveryMode === 'pickup'}
          onChange={() => onChange('deliveryMode', 'pickup')}
        />
        {intl.formatMessage(checkoutMessages.pickup)}
      </Choice>
      {shop.has_delivery && (
        <Choice>
          <input
            type="radio"
            name="delivery_mode"
            data-testid="delivery-mode-delivery"
            checked={values.deliveryMode === 'delivery'}
            onChange={() => onChange('deliveryMode', 'delivery')}
          />
          {intl.formatMessage(checkoutMessages.delivery)}
        </Choice>
      )}

      {values.deliveryMode === 'pickup' ? (
        <PickupDetails data-testid="checkout-pickup">
          <div
            data-slot="pickup-point-picker"
            data-shop-slug={shop.slug}
            data-country-id={shop.country_id}
          >
            {pickupPointPicker?.({ countryId: shop.country_id })}
          </div>
          <p data-testid="checkout-pickup-point" data-point-id={pickupPoint?.id ?? shop.id}>
            <strong>{intl.formatMessage(checkoutMessages.pickupAt, { name: point.name })}</strong>
            {point.address ? ` · ${point.address}` : ''}
          </p>
          <Muted>
            {intl.formatMessage(checkoutMessages.pickupHour, { hour: PICKUP_HOUR_LABEL })}
          </Muted>
        </PickupDetails>
      ) : (
        <div data-testid="checkout-home-delivery">
          <div
            data-slot="delivery-address-picker"
            data-shop-slug={shop.slug}
            data-country-id={shop.country_id}
          >
            {addressPicker?.()}
          </div>
          {selectedAddress ? (
            <p data-testid="checkout-saved-address">
              {intl.formatMessage(checkoutMessages.savedAddress, {
                label: selectedAddress.label,
                address: selectedAddress.main_line,
              })}
            </p>
          ) : (
            <>
              <TextField
                label={intl.formatMessage(checkoutMessages.addressMainLine)}
                hint={intl.formatMessage(checkoutMessages.addressMainLineHint)}
                data-testid="checkout-address"
                name="address-line1"
                autoComplete="address-line1"
                required
                maxLength={300}
                value={values.addressMainLine}
                error={errorText('addressMainLine')}
                onChange={(event) => {
                  onChange('addressMainLine', event.target.value);
                  if (
                    !autocompleteTracked.current &&
                    isAutofill(event) &&
                    event.target.value.trim()
                  ) {
                    autocompleteTracked.current = true;
                    track('address_autocompleted', {
                      source: 'browser_autofill',
                      shop_id: shop.id,
                    });
                  }
                }}
              />
              <TextField
                label={intl.formatMessage(checkoutMessages.addressDetails)}
                data-testid="checkout-address-details"
                name="address-line2"
                autoComplete="address-line2"
                maxLength={300}
                value={values.addressDetails}
                onChange={(event) => onChange('addressDetails', event.target.value)}
              />
            </>
          )}
        </div>
      )}

      {shop.delivery_days.length > 0 && (
        <Select
          label={intl.formatMessage(checkoutMessages.deliveryDay)}
          data-testid="checkout-delivery-day"
          required
          value={values.deliveryDay}
          error={errorText('deliveryDay')}
          options={shop.delivery_days.map((day) => ({
            value: day,
            label: dayLabel(day, formatDay),
          }))}
          onChange={(event) => onChange('deliveryDay', event.target.value)}
        />
      )}
      {shop.delivery_time_ranges.length > 0 && (
        <Select
          label={intl.formatMessage(checkoutMessages.timeRange)}
          data-testid="checkout-time-range"
          value={values.timeRangeId === null ? '' : String(values.timeRangeId)}
          options={[
            { value: '', label: intl.formatMessage(checkoutMessages.anyTime) },
            ...shop.delivery_time_ranges.map((range) => ({
              value: String(range.id),
              label: timeRangeLabel(range.label, intl.locale),
            })),
          ]}
          onChange={(event) =>
            onChange('timeRangeId', event.target.value === '' ? null : Number(event.target.value))
          }
        />
      )}
    </Fieldset>
  );
}
