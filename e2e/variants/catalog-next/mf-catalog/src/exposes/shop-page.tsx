// The variant's exposed ShopPage: the real page, plus a call to a shared function only the
// variant's shared code has, and an intent event only this remote declares, whose handler is
// in a chunk that loads when asked (after the intent was published).
import { defineEvents } from '@barrio/shared/bus';
import type { ShopPageProps } from '@barrio/shared/contract';
import { reviewProbe } from '@barrio/shared/domain';
import { RemoteMessages } from '@barrio/shared/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ProductGridSkeleton } from '../features/products/components/product-grid-skeleton';
import { ShopScreen } from '../shop-page/components/shop-screen';
import { loadCatalogCatalogue } from '../lang/load-catalogue';
import { REVIEW_EVENT_KINDS, type ReviewEvents } from './review-events';

const reviews = defineEvents<ReviewEvents>(REVIEW_EVENT_KINDS);
const ReviewHandler = lazy(() => import('./review-handler'));

// Once per page load, StrictMode's second effect run included.
let published = false;

export default function ShopPage({ shopSlug, slots }: ShopPageProps) {
  const [handlerWanted, setHandlerWanted] = useState(false);
  useEffect(() => {
    if (published) return;
    published = true;
    reviews.publish('catalog:review-requested', { productId: 42 });
  }, []);
  return (
    <>
      <p data-testid="review-probe">{reviewProbe(shopSlug)}</p>
      <button
        type="button"
        data-testid="load-review-handler"
        onClick={() => setHandlerWanted(true)}
      >
        reviews
      </button>
      {handlerWanted && (
        <Suspense fallback={null}>
          <ReviewHandler />
        </Suspense>
      )}
      <RemoteMessages load={loadCatalogCatalogue} fallback={<ProductGridSkeleton />}>
        <ShopScreen shopSlug={shopSlug} slots={slots} />
      </RemoteMessages>
    </>
  );
}
