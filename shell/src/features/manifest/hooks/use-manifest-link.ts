import { useEffect } from 'react';
import { manifestHref } from '../manifest-href';

/** Keeps `<link rel="manifest">` pointing at the country's installable-app manifest. */
export function useManifestLink(countryId: number | null, pathname: string): void {
  const href = manifestHref(countryId, pathname);
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.appendChild(link);
    }
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [href]);
}
