import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSupportLink } from '../hooks/use-support-link';
import { supportMessages } from '../messages';

export interface SupportWidgetProps {
  countryId: number;
}

// Sits above the cart bar, which owns the bottom edge of the screen on phones.
const Floating = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: calc(${({ theme }) => theme.touchTarget} * 2);
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
`;

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
      {intl.formatMessage(supportMessages.widget)}
    </Floating>
  );
}
