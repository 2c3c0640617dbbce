import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CART_BAR_OFFSET_VAR } from '../../cart-bar-offset/use-cart-bar-offset';
import { useSupportLink } from '../hooks/use-support-link';
import { supportMessages } from '../messages';

export interface SupportWidgetProps {
  countryId: number;
}

// Sits above the cart bar (which publishes how much of the bottom edge it covers), so it never
// hides the total. It is moved there by a transform rather than by its `bottom`, so that the
// bar arriving or changing height does not move a laid-out element (a layout shift that
// Lighthouse measured on the shop page). On phones it is a round icon, so it does not cover
// product names and prices; wider screens show the words.
const Floating = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  transform: translateY(calc(-1 * var(${CART_BAR_OFFSET_VAR}, 0px)));
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);

  ${({ theme }) => theme.media.md} {
    right: ${({ theme }) => theme.space.lg};
    padding: 0 ${({ theme }) => theme.space.lg};
  }
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

/** The floating support button the `support_widget` flag turns on. */
export function SupportWidget({ countryId }: SupportWidgetProps) {
  const intl = useIntl();
  const support = useSupportLink(countryId);
  if (support.url === null) return null;
  return (
    <Floating
      href={support.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="support-widget"
    >
      <ChatIcon />
      <Label>{intl.formatMessage(supportMessages.widget)}</Label>
    </Floating>
  );
}
