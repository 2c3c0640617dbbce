import type { EventKind } from '@barrio/shared/bus';

/** An event only this remote knows: neither the shell nor the shared event map declares it. */
export interface ReviewEvents {
  'catalog:review-requested': { productId: number };
}

export const REVIEW_EVENT_KINDS: { readonly [N in keyof ReviewEvents]: EventKind } = {
  'catalog:review-requested': 'intent',
};
