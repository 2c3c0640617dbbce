import type { IntlShape } from 'react-intl';
import { useDecimalQuantities } from '@barrio/shared/bus';
import { useRemoteIntl } from '@barrio/shared/i18n';
import {
  allowedQuantity,
  floorToStep,
  isSoldByWeight,
  quantityRule,
  type CatalogProduct,
  type QuantityRule,
} from '@barrio/shared/domain';
import { loadCartCheckoutCatalogue } from '../../../lang/load-catalogue';
import { useAddToCart, type ControlShop } from './use-add-to-cart';
import { useQuantityInCart } from './use-quantity-in-cart';

export interface ProductControlState {
  /** The cart's words; null until its messages have arrived. */
  intl: IntlShape | null;
  /** Units (or kilos) of the product in the cart. */
  inCart: number;
  addToCart: ReturnType<typeof useAddToCart>;
  rule: QuantityRule;
  /** Quarter kilos read as weights ('500 g'); whole kilos keep the plain count of other units. */
  byWeight: boolean;
  /** What may still be added, in whole steps of the rule. */
  allowed: number;
}

/** What both of the product's controls (card and detail) know of the product and the cart. */
export function useProductControl(
  { shopSlug, catalogId }: ControlShop,
  product: CatalogProduct,
): ProductControlState {
  const intl = useRemoteIntl(loadCartCheckoutCatalogue);
  const inCart = useQuantityInCart(shopSlug, product.id);
  const addToCart = useAddToCart({ shopSlug, catalogId });
  const rule = quantityRule(product, useDecimalQuantities());
  return {
    intl,
    inCart,
    addToCart,
    rule,
    byWeight: isSoldByWeight(product) && rule.step < 1,
    allowed: floorToStep(rule, allowedQuantity(product, inCart)),
  };
}
