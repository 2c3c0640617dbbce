import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSupportLink } from '../hooks/use-support-link';
import { supportMessages } from '../messages';

export interface SupportWidgetProps {
  countryId: number;
}

// A header item, not a floating bubble: it never covers a price, a button or the cart bar, and
// it sits inside the header's navigation landmark. On phones it is the icon alone, so the
// header keeps to one line; wider screens show the words.
const HeaderLink = styled.a`
  gap: ${({ theme }) => theme.space.xs};
`;

// Visually hidden on phones (still the link's accessible name), shown from tablets up.
const Label = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;

  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

// A speech bubble; decorative, the label names the link.
function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.8 2 11.5c0 2.3 1.1 4.4 2.9 5.9L4 21l4.2-2.1c1.2.4 2.5.6 3.8.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3z"
      />
    </svg>
  );
}

/** The support chat link the `support_widget` flag turns on, in the header's navigation. */
export function SupportWidget({ countryId }: SupportWidgetProps) {
  const intl = useIntl();
  const support = useSupportLink(countryId);
  if (support.url === null) return null;
  return (
    <HeaderLink
      href={support.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="support-widget"
    >
      <ChatIcon />
      <Label>{intl.formatMessage(supportMessages.widget)}</Label>
    </HeaderLink>
  );
}
