import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { Catalogue, CatalogueLoader } from './catalogue';
import { CatalogueArrival } from './catalogue-arrival';
import { useCatalogue } from './use-catalogue';

export interface RemoteMessagesProps {
  /** The remote's catalogue for a locale; define it once at module level so it stays stable. */
  load: CatalogueLoader;
  /** Shown until the remote's catalogue has arrived, e.g. a Skeleton; nothing by default. */
  fallback?: ReactNode;
  children?: ReactNode;
}

// Catalogues here are ICU strings; a parent given pre-parsed messages keeps only its strings.
function stringMessages(messages: IntlShape['messages']): Catalogue {
  const result: Catalogue = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message === 'string') result[id] = message;
  }
  return result;
}

function reportLoadError(error: unknown): void {
  console.error('[intl] could not load a remote catalogue', error);
}

/**
 * Lets a remote add its own catalogue under the shell's locale: the nested provider keeps the
 * shell's messages and settings and adds the remote's ids on top.
 */
export function RemoteMessages({ load, fallback = null, children }: RemoteMessagesProps) {
  const parent = useIntl();
  const { messages, failed } = useCatalogue(load, parent.locale, reportLoadError);

  const merged = useMemo(
    () => ({ ...stringMessages(parent.messages), ...(messages ?? {}) }),
    [parent.messages, messages],
  );

  if (!messages && !failed) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={merged}
      onError={parent.onError}
      onWarn={parent.onWarn}
      formats={parent.formats}
      defaultFormats={parent.defaultFormats}
      timeZone={parent.timeZone}
      textComponent={parent.textComponent}
      defaultRichTextElements={parent.defaultRichTextElements}
      fallbackOnEmptyString={parent.fallbackOnEmptyString}
    >
      <CatalogueArrival fallback={fallback}>{children}</CatalogueArrival>
    </IntlProvider>
  );
}
