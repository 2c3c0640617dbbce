import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSupportLink } from '../hooks/use-support-link';
import { supportMessages } from '../messages';

export interface SupportLinkProps {
  countryId: number;
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function SupportLink({ countryId }: SupportLinkProps) {
  const intl = useIntl();
  const support = useSupportLink(countryId);
  if (support.url === null) {
    return (
      <Muted data-testid="support-unavailable">
        {intl.formatMessage(supportMessages.unavailable)}
      </Muted>
    );
  }
  return (
    <a href={support.url} target="_blank" rel="noopener noreferrer" data-testid="support-link">
      {intl.formatMessage(supportMessages.chat)}
    </a>
  );
}
