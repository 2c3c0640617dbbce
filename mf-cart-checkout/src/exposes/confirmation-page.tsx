import { ConfirmationView } from '../features/confirmation/components/confirmation-view';
import { RemoteRoot } from '../features/shell-context/remote-root';

export interface ConfirmationPageProps {
  shopSlug: string;
}

/** `/:shop/checkout/confirmacion`: what the shopper needs after placing the order. */
export default function ConfirmationPage({ shopSlug }: ConfirmationPageProps) {
  return (
    <RemoteRoot>
      <ConfirmationView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
