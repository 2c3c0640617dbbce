import type { MessageDescriptor } from 'react-intl';
import type { ReservedGroup } from '../config';
import { pageMetaMessages } from './messages';

export interface PageMetaMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** SPEC §2: the reserved groups carry their page's title and description; a shop its own. */
export function pageMetaFor(group: ReservedGroup | null): PageMetaMessages {
  switch (group) {
    case 'marketplace':
      return {
        title: pageMetaMessages.marketplaceTitle,
        description: pageMetaMessages.marketplaceDescription,
      };
    case 'sellers':
      return {
        title: pageMetaMessages.sellersTitle,
        description: pageMetaMessages.sellersDescription,
      };
    default:
      return { title: pageMetaMessages.shopTitle, description: pageMetaMessages.shopDescription };
  }
}
