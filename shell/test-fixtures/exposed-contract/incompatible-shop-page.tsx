// ShopPages a remote must not ship without changing the contract (and the shell) first.
import type { ImplementsExposedModule } from '@barrio/shared/contract';

/** Requires a prop the shell does not pass. */
export function NeedsCurrency({ shopSlug, currency }: { shopSlug: string; currency: string }) {
  return (
    <p>
      {shopSlug} {currency}
    </p>
  );
}

/** Types a prop differently from what the shell passes. */
export function NumericSlug({ shopSlug }: { shopSlug: number }) {
  return <p>{shopSlug.toFixed(0)}</p>;
}

export type CheckCurrency = ImplementsExposedModule<'mf_catalog/ShopPage', typeof NeedsCurrency>;
export type CheckSlug = ImplementsExposedModule<'mf_catalog/ShopPage', typeof NumericSlug>;
