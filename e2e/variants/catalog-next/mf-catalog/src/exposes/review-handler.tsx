// Loads after the intent was published: the page's bus kept it for this first handler.
import { defineEvents } from '@barrio/shared/bus';
import { useEffect, useState } from 'react';
import { REVIEW_EVENT_KINDS, type ReviewEvents } from './review-events';

const reviews = defineEvents<ReviewEvents>(REVIEW_EVENT_KINDS);

export default function ReviewHandler() {
  const [received, setReceived] = useState<number[]>([]);
  useEffect(
    () =>
      reviews.subscribe('catalog:review-requested', ({ productId }) =>
        setReceived((current) => [...current, productId]),
      ),
    [],
  );
  return <output data-testid="review-requests">{received.join(',')}</output>;
}
