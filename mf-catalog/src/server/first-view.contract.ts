// The server bundle's exports against the contract the gateway loads them by (shared/first-view):
// a drift fails the typecheck, not a page rendered in production.
import type { CatalogServerBundle } from '@barrio/shared/first-view';
import type * as serverBundle from './first-view';

type MeetsContract<Bundle extends CatalogServerBundle> = Bundle;
export type CatalogServerBundleChecked = MeetsContract<typeof serverBundle>;
