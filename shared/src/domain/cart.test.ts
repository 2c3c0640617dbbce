import {
  addToCart,
  cartLineFor,
  cartTotals,
  pruneCartLines,
  removeFromCart,
  setCartLineQuantity,
  toOrderLines,
} from './cart';
import { testProduct } from '../testing/test-product';

const rice = testProduct({ id: 1, price: 100, local_price: 120 });
const milk = testProduct({
  id: 2,
  name: 'Leche entera 1 l',
  price: 50,
  scale: 12,
  'product-discount': { discount_percentage: 20, max_units_per_order: 2 },
  'master-product': { image: null, erp_purchase_measure_unit_id: 'caja' },
  unit_of_measurement: { erp_name: 'unidad' },
});

describe('cartLineFor', () => {
  it('fills the SPEC fields from the product and priceLine', () => {
    expect(cartLineFor(milk, 3, 'sin lactosa')).toEqual({
      productid: 2,
      nombre: 'Leche entera 1 l',
      categoria: 10,
      imagen: null,
      precio: 40,
      priceWithoutDiscount: 50,
      cantidad: 3,
      subtotal: 130,
      medida: 'caja',
      escala: 12,
      datos_producto: milk,
      notes: 'sin lactosa',
      itemsWithDiscount: 2,
      itemsWithoutDiscount: 1,
      withoutDiscount: true,
    });
  });

  it('falls back to the unit of measurement for medida', () => {
    const line = cartLineFor(rice, 1);
    expect(line.medida).toBe('unidad');
    expect(line.priceWithoutDiscount).toBe(120);
    expect(line.withoutDiscount).toBe(false);
    expect(line.notes).toBe('');
  });
});

describe('addToCart', () => {
  it('appends a new product', () => {
    const lines = addToCart([], rice, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.cantidad).toBe(2);
    expect(lines[0]?.subtotal).toBe(200);
  });

  it('merges a product already present, adding quantity and subtotal', () => {
    const once = addToCart(addToCart([], rice, 2), milk, 1);
    const twice = addToCart(once, rice, 3);
    expect(twice.map((l) => [l.productid, l.cantidad, l.subtotal])).toEqual([
      [1, 5, 500],
      [2, 1, 40],
    ]);
  });

  it('reprices the merged line against the discount limit', () => {
    const lines = addToCart(addToCart([], milk, 2), milk, 2);
    expect(lines[0]?.subtotal).toBe(2 * 40 + 2 * 50);
    expect(lines[0]?.itemsWithoutDiscount).toBe(2);
  });

  it('keeps the line notes unless new ones are given', () => {
    const lines = addToCart([], rice, 1, 'bien cocido');
    expect(addToCart(lines, rice, 1)[0]?.notes).toBe('bien cocido');
    expect(addToCart(lines, rice, 1, 'otro')[0]?.notes).toBe('otro');
  });

  it('drops a line that falls to zero or below', () => {
    const lines = addToCart([], rice, 2);
    expect(addToCart(lines, rice, -2)).toEqual([]);
    expect(addToCart([], rice, 0)).toEqual([]);
  });

  it('does not change its input', () => {
    const lines = addToCart([], rice, 1);
    const snapshot = JSON.stringify(lines);
    addToCart(lines, rice, 4);
    expect(JSON.stringify(lines)).toBe(snapshot);
  });
});

describe('removeFromCart and setCartLineQuantity', () => {
  const cart = addToCart(addToCart([], rice, 3), milk, 3);

  it('subtracts quantity and subtotal', () => {
    const lines = removeFromCart(cart, 1, 1);
    expect(lines[0]?.cantidad).toBe(2);
    expect(lines[0]?.subtotal).toBe(200);
    expect(lines[1]).toBe(cart[1]);
  });

  it('removes the line at or below zero', () => {
    expect(removeFromCart(cart, 1, 3).map((l) => l.productid)).toEqual([2]);
    expect(removeFromCart(cart, 1, 10).map((l) => l.productid)).toEqual([2]);
    expect(removeFromCart(cart, 2).map((l) => l.productid)).toEqual([1]);
  });

  it('ignores an unknown product', () => {
    expect(removeFromCart(cart, 99, 1)).toEqual(cart);
  });

  it('sets a quantity and reprices', () => {
    const lines = setCartLineQuantity(cart, 2, 1);
    expect(lines[1]?.subtotal).toBe(40);
    expect(setCartLineQuantity(cart, 2, 0).map((l) => l.productid)).toEqual([1]);
  });

  it('prunes lines at or below zero', () => {
    const broken = cart.map((l, i) => (i === 0 ? { ...l, cantidad: 0 } : l));
    expect(pruneCartLines(broken).map((l) => l.productid)).toEqual([2]);
  });
});

describe('cartTotals and toOrderLines', () => {
  const cart = addToCart(addToCart([], rice, 3), milk, 3, 'fría');

  it('totals subtotals and quantities', () => {
    expect(cartTotals(cart)).toEqual({ total: 300 + 130, quantity: 6 });
    expect(cartTotals([])).toEqual({ total: 0, quantity: 0 });
  });

  it('builds the order payload lines with the quantity as text', () => {
    expect(toOrderLines(cart)).toEqual([
      { product_id: 1, quantity: { value: '3' }, notes: '' },
      { product_id: 2, quantity: { value: '3' }, notes: 'fría' },
    ]);
  });
});
