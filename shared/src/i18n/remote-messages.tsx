import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { providerMessages, type Catalogue, type CatalogueLoader } from './catalogue';
import { CatalogueArrival } from './catalogue-arrival';
import { reportRemoteCatalogueError, useCatalogue } from './use-catalogue';

export interface RemoteMessagesProps {
  /** The remote's catalogue for a locale; define it once at module level so it stays stable. */
  load: CatalogueLoader;
  /** Shown until the remote's catalogue has arrived, e.g. a Skeleton; nothing by default. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Lets a remote add its own catalogue under the shell's locale: the nested provider keeps the
 * shell's messages and settings and adds the remote's ids on top.
 */
export function RemoteMessages({ load, fallback = null, children }: RemoteMessagesProps) {
  const parent = useIntl();
  const { messages, failed } = useCatalogue(load, parent.locale, reportRemoteCatalogueError);

  const merged = useMemo(
    (): Catalogue => ({ ...parent.messages, ...(messages ?? {}) }),
    [parent.messages, messages],
  );

  if (!messages && !failed) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={providerMessages(merged)}
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
