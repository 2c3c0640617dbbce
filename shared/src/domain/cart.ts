import { roundMoney } from './money';
import { priceLine, referenceUnitPrice } from './pricing';
import type { CatalogProduct } from './product';
import { isSoldByWeight, normalizeQuantity } from './quantity-rule';

/** A cart line as kept locally (SPEC §3). */
export interface CartLine {
  productid: number;
  nombre: string;
  categoria: number | null;
  imagen: string | null;
  /** Sale price of one unit. */
  precio: number;
  /** Reference price of one unit, shown struck through. */
  priceWithoutDiscount: number;
  cantidad: number;
  subtotal: number;
  /** Purchase measure unit, e.g. 'gr'. */
  medida: string;
  /** Items per unit. */
  escala: number;
  datos_producto: CatalogProduct;
  notes: string;
  itemsWithDiscount: number;
  itemsWithoutDiscount: number;
  /** Some units of the line pay the regular price (beyond the discount limit, or no discount). */
  withoutDiscount: boolean;
}

export interface OrderLinePayload {
  product_id: number;
  quantity: { value: string };
  notes: string;
}

/** A cart line for `quantity` units of the product, priced by priceLine. */
export function cartLineFor(product: CatalogProduct, quantity: number, notes = ''): CartLine {
  const priced = priceLine(product, quantity);
  return {
    productid: product.id,
    nombre: product.name,
    categoria: product.category_id,
    imagen: product['master-product'].image,
    precio: priced.unitPrice,
    priceWithoutDiscount: referenceUnitPrice(product),
    cantidad: priced.quantity,
    subtotal: priced.subtotal,
    medida:
      product['master-product'].erp_purchase_measure_unit_id ??
      product.unit_of_measurement.erp_name,
    escala: product.scale,
    datos_producto: product,
    notes,
    itemsWithDiscount: priced.itemsWithDiscount,
    itemsWithoutDiscount: priced.itemsWithoutDiscount,
    withoutDiscount: priced.itemsWithoutDiscount > 0,
  };
}

/** Lines with a quantity at or below zero leave the cart. */
export function pruneCartLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.cantidad > 0);
}

// The whole line is repriced because the discounted-unit limit applies to its total quantity.
function withQuantity(
  lines: readonly CartLine[],
  productId: number,
  next: (line: CartLine) => number,
): CartLine[] {
  return pruneCartLines(
    lines.map((line) => {
      if (line.productid !== productId) return line;
      const quantity = next(line);
      return quantity > 0
        ? cartLineFor(line.datos_producto, quantity, line.notes)
        : { ...line, cantidad: quantity };
    }),
  );
}

/** Adds `quantity` units of the product, merging into its line when already present. */
export function addToCart(
  lines: readonly CartLine[],
  product: CatalogProduct,
  quantity = 1,
  notes?: string,
): CartLine[] {
  const existing = lines.find((line) => line.productid === product.id);
  if (!existing) return pruneCartLines([...lines, cartLineFor(product, quantity, notes)]);
  return pruneCartLines(
    lines.map((line) =>
      line === existing
        ? cartLineFor(
            product,
            normalizeQuantity(existing.cantidad + quantity),
            notes ?? existing.notes,
          )
        : line,
    ),
  );
}

/** Subtracts `quantity` units (the whole line when omitted); an emptied line is dropped. */
export function removeFromCart(
  lines: readonly CartLine[],
  productId: number,
  quantity?: number,
): CartLine[] {
  return withQuantity(lines, productId, (line) =>
    quantity === undefined ? 0 : normalizeQuantity(line.cantidad - quantity),
  );
}

/** Sets a line's quantity; zero or less drops it. */
export function setCartLineQuantity(
  lines: readonly CartLine[],
  productId: number,
  quantity: number,
): CartLine[] {
  return withQuantity(lines, productId, () => quantity);
}

export function cartTotals(lines: readonly CartLine[]): { total: number; quantity: number } {
  return {
    total: roundMoney(lines.reduce((sum, line) => sum + line.subtotal, 0)),
    quantity: normalizeQuantity(lines.reduce((sum, line) => sum + line.cantidad, 0)),
  };
}

/**
 * How many products the shopper sees counted ("3 productos"): units of what is sold by the
 * unit, and one for each line sold by weight (750 g of tomatoes is one product, not 0.75).
 */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce(
    (count, line) => count + (isSoldByWeight(line.datos_producto) ? 1 : line.cantidad),
    0,
  );
}

/** The `lines` of an order payload: product_id, quantity.value as text, notes. */
export function toOrderLines(lines: readonly CartLine[]): OrderLinePayload[] {
  return pruneCartLines(lines).map((line) => ({
    product_id: line.productid,
    quantity: { value: String(line.cantidad) },
    notes: line.notes,
  }));
}
