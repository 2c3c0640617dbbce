import fc from 'fast-check';
import {
  CONFIRMATION_MESSAGE_CAP,
  MORE_PRODUCTS_MARKER,
  buildConfirmationMessage,
  displayPersonName,
  type ConfirmationMessageInput,
} from './confirmation-message';

const base: ConfirmationMessageInput = {
  customerName: 'Ana',
  orderCode: 'MX-1042',
  shopName: 'Abarrotes Don Pepe',
  countryId: 2,
  lines: [
    { name: 'Leche entera 1 l', quantity: 2, subtotal: 52, unit: 'unidad' },
    { name: 'Refresco 600 ml', quantity: 1, subtotal: 1250.5, unit: 'caja', scale: 12 },
  ],
  total: 1302.5,
  deliveryDate: { year: 2024, month: 9, day: 13 },
};

const manyLines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `Producto de prueba número ${i + 1} con nombre largo`,
    quantity: 1,
    subtotal: 10,
    unit: 'unidad',
  }));

describe('buildConfirmationMessage', () => {
  it('lists the products, the total and the pickup time', () => {
    expect(buildConfirmationMessage(base)).toBe(
      [
        '¡Hola Ana!',
        'Recibimos tu pedido MX-1042 en Abarrotes Don Pepe.',
        'Productos:',
        '- 2 unidades Leche entera 1 l: $ 52',
        '- 1 x12 caja Refresco 600 ml: $ 1,250.50',
        'Total: $ 1,302.50',
        'Retiro el 13/09/2024 a partir de las 6pm.',
      ].join('\n'),
    );
  });

  it('speaks English to a shopper of the English demo', () => {
    expect(
      buildConfirmationMessage({
        ...base,
        locale: 'en-US',
        pickupPlace: { name: 'Punto Centro', address: 'Plaza Mayor 10' },
      }),
    ).toBe(
      [
        'Hi Ana!',
        'We received your order MX-1042 at Abarrotes Don Pepe.',
        'Products:',
        '- 2 units Leche entera 1 l: $ 52',
        '- 1 x12 box Refresco 600 ml: $ 1,250.50',
        'Total: $ 1,302.50',
        'Pickup on 13/09/2024 from 6pm at Punto Centro, Plaza Mayor 10.',
      ].join('\n'),
    );
    expect(
      buildConfirmationMessage({ ...base, locale: 'en-US', deliveryAddress: 'Av. Juárez 10' }),
    ).toContain('Delivery on 13/09/2024 to Av. Juárez 10.');
  });

  it('names the delivery address for a delivery', () => {
    const message = buildConfirmationMessage({
      ...base,
      customerName: null,
      deliveryDate: null,
      deliveryAddress: 'Av. Juárez 10',
      countryId: 180,
    });
    expect(message.startsWith('¡Hola!\n')).toBe(true);
    expect(message).toContain('Total: S/ 1,302.50');
    expect(message.endsWith('Entrega en Av. Juárez 10.')).toBe(true);
  });

  it('is not cut at or under the cap', () => {
    const message = buildConfirmationMessage({ ...base, lines: manyLines(5) });
    expect(message).not.toContain(MORE_PRODUCTS_MARKER);
  });

  it('cuts the product list at a whole line and appends the marker above the cap', () => {
    const message = buildConfirmationMessage({ ...base, lines: manyLines(60) });
    expect(CONFIRMATION_MESSAGE_CAP).toBe(1550);
    expect(message.length).toBeLessThanOrEqual(1550);
    expect(message).toContain(`\n${MORE_PRODUCTS_MARKER}\nTotal: $ 1,302.50`);
    expect(message).toContain('Producto de prueba número 1 con');
    expect(message).not.toContain('número 60 ');
    const listed = message.split('\n').filter((l) => l.startsWith('- '));
    expect(listed.every((l) => l.endsWith(': $ 10'))).toBe(true);
    // nothing more would fit
    const next = `- 1 unidad Producto de prueba número ${listed.length + 1} con nombre largo: $ 10`;
    expect(message.length + next.length + 1).toBeGreaterThan(1550);
  });

  it('never exceeds the cap', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string({ maxLength: 120 }),
            quantity: fc.integer({ min: 1, max: 99 }),
            subtotal: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { maxLength: 80 },
        ),
        fc.string({ maxLength: 2000 }),
        (lines, shopName) => {
          const message = buildConfirmationMessage({ ...base, lines, shopName });
          expect(message.length).toBeLessThanOrEqual(CONFIRMATION_MESSAGE_CAP);
        },
      ),
    );
  });
});

describe('what a shopper reads in the confirmation', () => {
  const base = {
    orderCode: 'ABC123',
    shopName: 'Abarrotes Doña Lupe',
    countryId: 2,
    lines: [{ name: 'Leche entera 1 l', quantity: 2, subtotal: 50 }],
    total: 50,
    deliveryDate: { day: 28, month: 11, year: 2026 },
  };

  it('greets the shopper by the name capitalised, as typed, not lower-cased', () => {
    expect(buildConfirmationMessage({ ...base, customerName: 'lucía pérez-gómez' })).toContain(
      '¡Hola Lucía Pérez-Gómez!',
    );
    expect(displayPersonName('  ana maría ')).toBe('Ana María');
  });

  it('says where a pickup order is collected, with the day', () => {
    const message = buildConfirmationMessage({
      ...base,
      pickupPlace: { name: 'Tienda Don Pepe', address: 'Av. Juárez 12' },
    });
    expect(message).toContain(
      'Retiro el 28/11/2026 a partir de las 6pm en Tienda Don Pepe, Av. Juárez 12.',
    );
  });

  const transfer = { methodId: 2, holder: 'Lupe Pérez', where: 'BBVA 0123', amountDue: 35.5 };

  it('ends with where to pay a transfer, after the total, in Spanish', () => {
    const lines = buildConfirmationMessage({ ...base, paymentAccount: transfer }).split('\n');
    expect(lines.at(-1)).toBe('Transferencia: paga $ 35.50 a Lupe Pérez, BBVA 0123.');
  });

  it("says where to pay in the English demo's words", () => {
    const message = buildConfirmationMessage({
      ...base,
      locale: 'en-US',
      paymentAccount: { ...transfer, methodId: 5, where: '+51987654321' },
    });
    expect(message.split('\n').at(-1)).toBe('Yape: pay $ 35.50 to Lupe Pérez, +51987654321.');
  });

  it('keeps where to pay when the product list is cut', () => {
    const message = buildConfirmationMessage({
      ...base,
      lines: manyLines(200),
      paymentAccount: transfer,
    });
    expect(message.length).toBeLessThanOrEqual(CONFIRMATION_MESSAGE_CAP);
    expect(message).toContain(MORE_PRODUCTS_MARKER);
    expect(message.endsWith('a Lupe Pérez, BBVA 0123.')).toBe(true);
  });
});
