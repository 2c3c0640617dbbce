import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import { providerMessages, type Catalogue, type CatalogueLoader } from './catalogue';
import { reportRemoteCatalogueError, useCatalogue } from './use-catalogue';

const cache = createIntlCache();
// One formatter per shell locale and remote catalogue, shared by every instance of a control.
const mergedBy = new WeakMap<IntlShape, WeakMap<Catalogue, IntlShape>>();

function merged(parent: IntlShape, messages: Catalogue): IntlShape {
  let byCatalogue = mergedBy.get(parent);
  if (!byCatalogue) {
    byCatalogue = new WeakMap();
    mergedBy.set(parent, byCatalogue);
  }
  let intl = byCatalogue.get(messages);
  if (!intl) {
    intl = createIntl(
      {
        locale: parent.locale,
        defaultLocale: parent.defaultLocale,
        messages: providerMessages({ ...(parent.messages as Catalogue), ...messages }),
        onError: parent.onError,
        onWarn: parent.onWarn,
        formats: parent.formats,
        defaultFormats: parent.defaultFormats,
        timeZone: parent.timeZone,
        textComponent: parent.textComponent,
        defaultRichTextElements: parent.defaultRichTextElements,
        fallbackOnEmptyString: parent.fallbackOnEmptyString,
      },
      cache,
    );
    byCatalogue.set(messages, intl);
  }
  return intl;
}

/**
 * A remote's messages under the shell's, for a small component another remote places many
 * times on a page (the cart's control on every product card): where RemoteMessages would nest
 * one provider per instance, each with its own formatters, every instance here shares one.
 * Null until the remote's catalogue has arrived (at once on a page the browser hydrates, whose
 * catalogues the shell loads first); the shell's messages alone if it cannot be loaded.
 */
export function useRemoteIntl(load: CatalogueLoader): IntlShape | null {
  const parent = useIntl();
  const { messages, failed } = useCatalogue(load, parent.locale, reportRemoteCatalogueError);
  if (!messages) return failed ? parent : null;
  return merged(parent, messages);
}
