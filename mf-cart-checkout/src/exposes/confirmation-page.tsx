import { ConfirmationView } from '../features/confirmation/components/confirmation-view';
import { RemoteRoot } from '../shell-context/remote-root';
import type { ConfirmationPageProps } from '@barrio/shared/contract';

export type { ConfirmationPageProps };

/** `/:shop/checkout/confirmacion`: what the shopper needs after placing the order. */
export default function ConfirmationPage({ shopSlug }: ConfirmationPageProps) {
  return (
    <RemoteRoot>
      <ConfirmationView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
