/** Argentina (country 1) speaks to the shopper with voseo; every other country with tú. */
const VOSEO_COUNTRY_IDS: ReadonlySet<number> = new Set([1]);

export interface PaymentOutcomeText {
  outcome: 'approved' | 'declined';
  /** Already formatted in the order's currency. */
  amount: string;
  code: string;
  shopName: string;
  countryId: number;
}

/** The words of a payment outcome message, in the way the order's country speaks. */
export function paymentOutcomeText({
  outcome,
  amount,
  code,
  shopName,
  countryId,
}: PaymentOutcomeText): string {
  if (outcome === 'approved') {
    return `Recibimos tu pago de ${amount} del pedido ${code} en ${shopName}. ¡Gracias!`;
  }
  const tryAgain = VOSEO_COUNTRY_IDS.has(countryId) ? 'Podés' : 'Puedes';
  return `El pago de ${amount} del pedido ${code} en ${shopName} no se aprobó. ${tryAgain} intentarlo de nuevo desde el pedido.`;
}
