import { useIntl } from 'react-intl';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { layoutMessages } from '../layout/messages';
import { Main, Page, SkipLink } from '../layout/shell-layout';

export interface FirstViewFrameProps {
  /** The route remote's own first view, rendered by its server bundle. */
  mainHtml: string;
}

/**
 * The shell's layout (shell-layout.tsx) as a guest first sees it, around markup the shell does
 * not own: what needs the browser (notices, the cart bar, the support widget) comes with it.
 */
export function FirstViewFrame({ mainHtml }: FirstViewFrameProps) {
  const intl = useIntl();
  return (
    <Page data-testid="shell-layout">
      <SkipLink href="#main-content">{intl.formatMessage(layoutMessages.skipToContent)}</SkipLink>
      <Header />
      <Main id="main-content" dangerouslySetInnerHTML={{ __html: mainHtml }} />
      <Footer />
    </Page>
  );
}
