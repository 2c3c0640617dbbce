// The packshots the gateway draws live at `/images/products/<version>/<id>.svg`; each has a
// lighter twin for low-data mode at `<id>.lite.svg`. The gateway serves both names and the
// storefront picks one, so the shape of the URL is defined here once.

export const LITE_IMAGE_SUFFIX = '.lite.svg';

const PACKSHOT_URL = /^(\/images\/products\/[^/?#]+\/[1-9][0-9]*)\.svg$/;

/**
 * The low-data twin of a gateway packshot URL. Any other picture (a banner, an address on
 * another host, an already lite URL) is returned as it is: there is no lighter copy to ask for.
 */
export function liteProductImageUrl(src: string): string {
  const packshot = PACKSHOT_URL.exec(src);
  return packshot ? `${packshot[1]}${LITE_IMAGE_SUFFIX}` : src;
}
