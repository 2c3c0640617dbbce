import { paymentOutcomeText } from './payment-message-text';

const declined = (countryId: number) =>
  paymentOutcomeText({
    outcome: 'declined',
    amount: '$ 250',
    code: 'ABC123',
    shopName: 'Abarrotes Doña Lupe',
    countryId,
  });

describe('payment outcome messages', () => {
  it('asks a shopper in Mexico, Peru or Colombia with tú, never voseo', () => {
    for (const countryId of [2, 180, 46, 59, 95, 61, 257]) {
      expect(declined(countryId)).toContain('Puedes intentarlo de nuevo');
      expect(declined(countryId)).not.toContain('Podés');
    }
  });

  it('keeps voseo for Argentina', () => {
    expect(declined(1)).toContain('Podés intentarlo de nuevo');
  });

  it('thanks for an approved payment with the amount, the code and the shop', () => {
    expect(
      paymentOutcomeText({
        outcome: 'approved',
        amount: '$ 250',
        code: 'ABC123',
        shopName: 'Abarrotes Doña Lupe',
        countryId: 2,
      }),
    ).toBe('Recibimos tu pago de $ 250 del pedido ABC123 en Abarrotes Doña Lupe. ¡Gracias!');
  });
});
