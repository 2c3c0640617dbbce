import { useIntl } from 'react-intl';
import { SupportLink } from '../features/support/components/support-link';
import { layoutMessages } from './messages';

export interface FooterNotesProps {
  countryId: number;
}

/**
 * The footer's text: the country's support chat and the tagline. Static (a link and a line):
 * loaded only where the browser draws it itself (see Footer).
 */
export default function FooterNotes({ countryId }: FooterNotesProps) {
  const intl = useIntl();
  return (
    <>
      <SupportLink countryId={countryId} />
      <p>{intl.formatMessage(layoutMessages.footerNote)}</p>
    </>
  );
}
