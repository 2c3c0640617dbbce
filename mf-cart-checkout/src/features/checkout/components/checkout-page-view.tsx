import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { focusFirstInvalid } from '../focus-first-invalid';
import { CheckoutSuggestions } from './checkout-suggestions';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { track } from '@barrio/shared/analytics';
import { countryById } from '@barrio/shared/countries';
import type { Shop } from '@barrio/shared/contract';
import { useBusState, type ContextChangedPayload } from '@barrio/shared/bus';
import {
  Button,
  Card,
  Notice,
  Skeleton,
  Stack,
  useFirstArrivalInSlices,
  useHydrated,
} from '@barrio/shared/design-system';
import {
  DEFAULT_PAYMENT_METHOD_ID,
  PAYMENT_METHOD,
  allowedQuantity,
  formatMoney,
  paymentMethodsForCountry,
  toOrderLines,
  walletFeaturesEnabled,
  walletPaymentEnabled,
  type PaymentMethodOption,
} from '@barrio/shared/domain';
import { normalizePhone } from '@barrio/shared/phone';
import { commonMessages } from '@barrio/shared/i18n';
import { useCart } from '../../../cart-store/hooks/use-cart';
import type { OrderDelivery } from '../../../last-order/last-order';
import { shopPath } from '../../../shell-context/routes';
import { useShellContext } from '../../../shell-context/use-shell-context';
import { useShop } from '../api/get-shop';
import { usePaymentAccounts } from '../api/get-payment-accounts';
import type { CouponValidation } from '../api/validate-coupon';
import { OrderItems } from '../../../cart-store/components/order-items';
import {
  validateCheckout,
  type CheckoutErrors,
  type CheckoutFieldError,
  type CheckoutFormValues,
} from '../buyer-form';
import type { CheckoutSlots } from '../checkout-slots';
import { usableAddress } from '../delivery-choice';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { usePlaceOrder } from '../hooks/use-place-order';
import { QueuedOrderNotice } from './queued-order-notice';
import { checkoutMessages, paymentMessages } from '../messages';
import { buildOrderPayload } from '../order-payload';
import { walletPayment } from '../wallet-payment';
import { BuyerFields } from './buyer-fields';
import { CouponField, type CouponProblem } from './coupon-field';
import { DeliverySection } from './delivery-section';
import { LimitDialog } from './limit-dialog';
import { PaymentOptions } from './payment-options';

export interface CheckoutPageViewProps {
  shopSlug: string;
  /** Other remotes' pickers, placed by the shell; see CheckoutSlots. */
  slots?: CheckoutSlots;
}

const NO_SLOTS: CheckoutSlots = {};

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

// Sized like the form's other section titles, not the browser's default h2.
const SummaryTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const FIELD_MESSAGES: Record<CheckoutFieldError, MessageDescriptor> = {
  required: checkoutMessages.errorRequired,
  phone_invalid: checkoutMessages.errorPhone,
  email_invalid: checkoutMessages.errorEmail,
  customer_id_invalid: checkoutMessages.errorCustomerId,
};

const SPECIFIC_MESSAGES: Partial<Record<keyof CheckoutErrors, MessageDescriptor>> = {
  payment_method: checkoutMessages.errorChoosePayment,
  addressMainLine: checkoutMessages.errorAddress,
  deliveryDay: checkoutMessages.errorDay,
};

/**
 * Every error once the shopper has tried to submit; before that only the phone's, once the
 * shopper has typed one and left the field (an empty field is not an error yet).
 */
function visibleErrors(
  found: CheckoutErrors,
  submitted: boolean,
  phoneLeft: boolean,
): CheckoutErrors {
  if (submitted) return found;
  return phoneLeft && found.telefono === 'phone_invalid' ? { telefono: found.telefono } : {};
}

function walletEligible(context: ContextChangedPayload, shop: Shop): boolean {
  const { customer } = context;
  if (!customer) return false;
  return (
    walletFeaturesEnabled({
      inswitchEntityId: customer.inswitch_entity_id,
      customerSubTypeId: customer.customer_sub_type_id,
      shopCustomerTypeId: shop.customer_type_id,
    }) && walletPaymentEnabled(shop.country_id, customer.customer_sub_type_id)
  );
}

/** The community leader of this shop, when the session is one. */
function shopLeader(context: ContextChangedPayload, shop: Shop) {
  const { customer } = context;
  if (!customer || customer.role !== 'community_leader') return null;
  const leaderId = customer.community_leader_id ?? null;
  return leaderId !== null && leaderId === shop.community_leader_id ? customer : null;
}

export function CheckoutPageView({ shopSlug, slots = NO_SLOTS }: CheckoutPageViewProps) {
  const intl = useIntl();
  const shopQuery = useShop(shopSlug);
  // From the start, whatever the shop's answer: an order queued offline leaves from this page as
  // soon as the network is back.
  const placeOrder = usePlaceOrder();
  // The checkout is the cart's, which only the browser knows: the server draws the frame alone,
  // and so does the browser while it adopts that markup; the form comes in the render after.
  const hydrated = useHydrated();
  // The shop's answer draws the whole form: in slices, not in one task (see the hook).
  const shop = useFirstArrivalInSlices(hydrated ? shopQuery.data : null);
  const pending = shopQuery.isPending || (shopQuery.isSuccess && shop === null);

  let content: ReactNode;
  if (pending) {
    content = <Skeleton lines={6} />;
  } else if (shopQuery.isError) {
    content = (
      <Notice
        tone="error"
        data-testid="checkout-load-error"
        action={
          <Button variant="secondary" onClick={() => void shopQuery.refetch()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(checkoutMessages.loadError)}
      </Notice>
    );
  } else {
    content = (
      <CheckoutContent
        shopSlug={shopSlug}
        shop={shopQuery.data}
        placeOrder={placeOrder}
        slots={slots}
      />
    );
  }
  // The title needs nothing the shop's answer brings: drawn at once (by the server on a cold
  // load), it is the first screen's largest text, and the same element whatever follows it, so
  // the shopper reads where they are while the form is on its way.
  return (
    <Page data-testid="checkout-page" aria-busy={pending ? 'true' : undefined}>
      <Title>{intl.formatMessage(checkoutMessages.title)}</Title>
      {content}
    </Page>
  );
}

/** What the checkout's content, and the form in it, are drawn from. */
interface CheckoutContentProps {
  shopSlug: string;
  shop: Shop;
  placeOrder: ReturnType<typeof usePlaceOrder>;
  slots: CheckoutSlots;
}

/** What the checkout shows under its title for this tab's cart: the form, or where it went. */
function CheckoutContent({ shopSlug, shop, placeOrder, slots }: CheckoutContentProps) {
  const intl = useIntl();
  const { lines } = useCart();

  if (placeOrder.paymentUrl) {
    return (
      <Notice tone="info" data-testid="checkout-redirecting">
        {intl.formatMessage(checkoutMessages.redirecting)}{' '}
        <a href={placeOrder.paymentUrl}>{intl.formatMessage(checkoutMessages.redirectingLink)}</a>
      </Notice>
    );
  }
  // While a placed order is being wrapped up the cart is already empty; keep the form.
  if (lines.length === 0 && !placeOrder.placing) {
    return (
      <Card data-testid="checkout-empty">
        <p>{intl.formatMessage(checkoutMessages.emptyCart)}</p>
        <Link to={shopPath(shopSlug)}>{intl.formatMessage(checkoutMessages.backToShop)}</Link>
      </Card>
    );
  }
  return <CheckoutForm shopSlug={shopSlug} shop={shop} placeOrder={placeOrder} slots={slots} />;
}

function CheckoutForm({ shopSlug, shop, placeOrder, slots }: CheckoutContentProps) {
  const intl = useIntl();
  const context = useShellContext();
  const [searchParams] = useSearchParams();
  const { lines, total, quantity, actions } = useCart();
  const pickupPoint = useBusState('geo:pickup-point-selected')?.point ?? null;
  const selectedAddress = useBusState('geo:address-selected')?.address ?? null;
  const walletSwitch = useBusState('wallet:switch-changed');
  const { customer } = context;
  const countryId = shop.country_id;

  const walletEnabled = walletEligible(context, shop);
  const options = useMemo(
    () => paymentMethodsForCountry(countryId, { walletEnabled }),
    [countryId, walletEnabled],
  );
  const defaultMethod = options.some((option) => option.id === DEFAULT_PAYMENT_METHOD_ID)
    ? DEFAULT_PAYMENT_METHOD_ID
    : (options[0]?.id ?? null);
  const { values, setField } = useCheckoutForm(shop, customer, defaultMethod);
  const leader = shopLeader(context, shop);

  const [submitted, setSubmitted] = useState(false);
  const [coupon, setCoupon] = useState<CouponValidation | null>(null);
  const [couponProblem, setCouponProblem] = useState<CouponProblem | null>(null);

  const savedAddress = usableAddress(selectedAddress, customer);
  // The address marked "Dirección de entrega" in the address book opens checkout on home
  // delivery to it (also when the book announces it after a reload), unless the shopper has
  // already chosen how to receive the order here.
  const deliveryModeChosen = useRef(false);
  const chooseField = useCallback(
    <K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => {
      if (field === 'deliveryMode') deliveryModeChosen.current = true;
      setField(field, value);
    },
    [setField],
  );
  const savedAddressId = savedAddress?.id ?? null;
  useEffect(() => {
    if (savedAddressId === null || deliveryModeChosen.current || !shop.has_delivery) return;
    setField('deliveryMode', 'delivery');
  }, [savedAddressId, shop.has_delivery, setField]);
  const validationContext = {
    countryId,
    paymentMethodIds: options.map((option) => option.id),
    hasDeliveryDays: shop.delivery_days.length > 0,
    hasSelectedAddress: savedAddress !== null,
  };
  // The phone is checked as soon as the shopper leaves the field, not only on submit.
  const [phoneLeft, setPhoneLeft] = useState(false);
  const errors = visibleErrors(validateCheckout(values, validationContext), submitted, phoneLeft);
  const countryName = countryById(countryId)?.name ?? '';
  const errorText = (field: keyof CheckoutErrors): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return intl.formatMessage(
      error === 'required'
        ? (SPECIFIC_MESSAGES[field] ?? FIELD_MESSAGES.required)
        : FIELD_MESSAGES[error],
      { country: countryName },
    );
  };

  const beginTracked = useRef(false);
  useEffect(() => {
    if (beginTracked.current) return;
    beginTracked.current = true;
    track('begin_checkout', { shop_id: shop.id, value: total, items: quantity });
  }, [shop.id, total, quantity]);

  const { outcome } = placeOrder;
  useEffect(() => {
    if (outcome?.kind === 'coupon-minimum')
      setCouponProblem({ couponError: 2, minimum: outcome.minimum });
    if (outcome?.kind === 'coupon-invalid')
      setCouponProblem({ couponError: outcome.couponError, minimum: null });
  }, [outcome]);

  const amountDue = coupon ? coupon.total.value : total;
  // The wallet switch, where the shell places it, is the one place to pay with the wallet:
  // the list then leaves the wallet out, and checkout follows the switch (see walletPayment).
  const walletSwitchShown = walletEnabled && slots.walletSwitch !== undefined;
  const wallet = walletPayment(walletSwitch, walletSwitchShown, amountDue, values.payment_method);
  const listedOptions = walletSwitchShown
    ? options.filter((option) => option.id !== PAYMENT_METHOD.WALLET)
    : options;
  const walletCoversAll = wallet.payWithWallet && wallet.remainder === 0;
  const chosenOption = walletCoversAll
    ? undefined
    : options.find((option) => option.id === values.payment_method);
  const accounts = usePaymentAccounts(shopSlug, chosenOption?.type === 'wire_transfer');
  const payInto = accounts.data?.find((a) => a.payment_method_id === chosenOption?.id);

  const choosePayment = (option: PaymentMethodOption) => {
    setField('payment_method', option.id);
    track('add_payment_info', { payment_method_id: option.id, payment_type: option.type });
  };

  const delivery = (): OrderDelivery => {
    if (values.deliveryMode === 'delivery') {
      const address = savedAddress
        ? savedAddress.main_line
        : [values.addressMainLine.trim(), values.addressDetails.trim()].filter(Boolean).join(', ');
      return { mode: 'delivery', address };
    }
    const point = pickupPoint ?? { name: shop.name, address: shop.address };
    return { mode: 'pickup', name: point.name, address: point.address };
  };

  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused submits: each one moves focus to the first field to fix, once rendered.
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  useEffect(() => {
    if (refusedSubmits > 0) focusFirstInvalid(formRef.current);
  }, [refusedSubmits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (placeOrder.placing) return;
    const found = validateCheckout(values, validationContext);
    if (Object.keys(found).length > 0) {
      setRefusedSubmits((count) => count + 1);
      return;
    }
    const payload = buildOrderPayload({
      values: { ...values, payment_method: wallet.paymentMethodId },
      payWithWallet: wallet.payWithWallet,
      lines,
      shopId: shop.id,
      countryId,
      customer,
      tierId: context.tierId,
      selectedAddress: savedAddress,
      pickupPoint,
      couponCode: coupon?.coupon.code ?? null,
      today: new Date(),
      locale: intl.locale,
    });
    void placeOrder.place({
      payload,
      autoconfirm: shop.on_fulfillment_start === true || searchParams.get('autoconfirm') === 'true',
      shopSlug,
      countryId,
      communityLeaderId: shop.community_leader_id,
      payOnline: chosenOption?.type === 'credit_card',
      deliveryCodeEnabled: context.flags.delivery_code === true,
      delivery: delivery(),
      customer: {
        first_name: values.nombre.trim(),
        last_name: values.apellido.trim(),
        phone_number: normalizePhone(values.telefono, countryId),
      },
    });
  };

  const applyAllowedQuantities = () => {
    if (outcome?.kind !== 'limit') return;
    for (const limit of outcome.limits) {
      const line = lines.find((candidate) => candidate.productid === limit.product_id);
      if (!line) continue;
      actions.setExistingQuantity(limit.product_id, limit.existing_quantity);
      actions.setQuantity(
        limit.product_id,
        allowedQuantity(line.datos_producto, limit.existing_quantity),
      );
    }
    placeOrder.dismiss();
  };

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit}>
        <Stack gap="xl">
          <BuyerFields
            values={values}
            errorText={errorText}
            onChange={setField}
            onPhoneLeft={() => setPhoneLeft(true)}
            leader={leader}
            countryId={countryId}
          />
          <DeliverySection
            shop={shop}
            values={values}
            errorText={errorText}
            onChange={chooseField}
            pickupPoint={pickupPoint}
            selectedAddress={savedAddress}
            pickupPointPicker={slots.pickupPointPicker}
            addressPicker={slots.addressPicker}
          />
          <CheckoutSuggestions
            catalogId={shop.catalog_id}
            countryId={countryId}
            inCart={lines.map((line) => line.productid)}
            onAdd={(product) => actions.add(product, 1)}
          />
          <CouponField
            shopId={shop.id}
            customerId={customer?.id ?? null}
            countryId={countryId}
            lines={toOrderLines(lines)}
            applied={coupon}
            onAppliedChange={setCoupon}
            problem={couponProblem}
            onProblemChange={setCouponProblem}
          />
          {walletEnabled && (
            <div
              data-slot="wallet-switch"
              data-testid="checkout-wallet-slot"
              data-amount-due={amountDue}
            >
              {slots.walletSwitch?.({ amountDue })}
            </div>
          )}
          {walletCoversAll ? (
            <Notice tone="info" data-testid="checkout-wallet-covers-all">
              {intl.formatMessage(checkoutMessages.walletCoversAll)}
            </Notice>
          ) : (
            <PaymentOptions
              options={listedOptions}
              value={values.payment_method}
              onChange={choosePayment}
              error={errorText('payment_method')}
            />
          )}
          {payInto && (
            <Notice tone="info" data-testid="checkout-payment-account">
              {intl.formatMessage(paymentMessages.payInto, {
                amount: formatMoney(wallet.remainder, countryId),
                holder: payInto.holder,
                account: [payInto.bank, payInto.account].filter(Boolean).join(' '),
              })}
            </Notice>
          )}
          <Card as="section" data-testid="checkout-summary">
            <SummaryTitle>{intl.formatMessage(checkoutMessages.summaryTitle)}</SummaryTitle>
            <OrderItems lines={lines} countryId={countryId} testId="checkout-items" />
            {coupon && (
              <Row>
                <span>{intl.formatMessage(checkoutMessages.summaryDiscount)}</span>
                <span data-testid="checkout-coupon-discount">
                  -{formatMoney(coupon.discount_value.value, countryId)}
                </span>
              </Row>
            )}
            <Row>
              <strong>{intl.formatMessage(checkoutMessages.summaryTotal)}</strong>
              <strong data-testid="checkout-total">{formatMoney(amountDue, countryId)}</strong>
            </Row>
            {wallet.payWithWallet && (
              <>
                <Row>
                  <span>{intl.formatMessage(checkoutMessages.summaryWallet)}</span>
                  <span data-testid="checkout-wallet-debit">
                    -{formatMoney(wallet.walletDebit, countryId)}
                  </span>
                </Row>
                <Row data-testid="checkout-remainder">
                  {walletCoversAll ? (
                    <strong>{intl.formatMessage(checkoutMessages.summaryNothingLeft)}</strong>
                  ) : (
                    <>
                      <strong>{intl.formatMessage(checkoutMessages.summaryRemainder)}</strong>
                      <strong>{formatMoney(wallet.remainder, countryId)}</strong>
                    </>
                  )}
                </Row>
              </>
            )}
          </Card>
          {hasErrors && (
            <Notice tone="error" data-testid="checkout-form-errors">
              {intl.formatMessage(checkoutMessages.fixErrors)}
            </Notice>
          )}
          <OutcomeNotice outcome={outcome} countryId={countryId} />
          {placeOrder.queued && <QueuedOrderNotice onCancel={placeOrder.cancelQueued} />}
          <Button
            type="submit"
            size="lg"
            fullWidth
            data-testid="checkout-submit"
            loading={placeOrder.placing}
            disabled={placeOrder.queued !== null}
          >
            {intl.formatMessage(checkoutMessages.submit, {
              amount: formatMoney(amountDue, countryId),
            })}
          </Button>
        </Stack>
      </form>
      {outcome?.kind === 'limit' && (
        <LimitDialog
          limits={outcome.limits}
          lines={lines}
          onApply={applyAllowedQuantities}
          onClose={placeOrder.dismiss}
        />
      )}
    </>
  );
}

function OutcomeNotice({
  outcome,
  countryId,
}: {
  outcome: ReturnType<typeof usePlaceOrder>['outcome'];
  countryId: number;
}) {
  const intl = useIntl();
  if (!outcome) return null;
  let text: string;
  switch (outcome.kind) {
    case 'order-minimum':
      text =
        outcome.minimum === null
          ? intl.formatMessage(checkoutMessages.orderMinimum)
          : intl.formatMessage(checkoutMessages.orderMinimumAmount, {
              amount: formatMoney(outcome.minimum, countryId),
            });
      break;
    case 'rejected':
      text = intl.formatMessage(checkoutMessages.rejected);
      break;
    case 'failed':
      text = intl.formatMessage(checkoutMessages.failed);
      break;
    default:
      return null;
  }
  return (
    <div data-testid="checkout-error" data-error-kind={outcome.kind}>
      <Notice tone="error">{text}</Notice>
    </div>
  );
}
