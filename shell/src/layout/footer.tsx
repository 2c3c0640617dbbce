import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useShellContext } from '../app/shell-context';
import { LowDataToggle } from '../features/offline/components/low-data-toggle';
import { SupportLink } from '../features/support/components/support-link';
import { layoutMessages } from './messages';

const Bar = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  padding-inline: max(
    ${({ theme }) => theme.space.lg},
    calc((100% - 1200px) / 2 + ${({ theme }) => theme.space.lg})
  );
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Footer() {
  const intl = useIntl();
  const { countryId } = useShellContext();
  return (
    <Bar data-testid="shell-footer">
      <SupportLink countryId={countryId} />
      <LowDataToggle />
      <p>{intl.formatMessage(layoutMessages.footerNote)}</p>
    </Bar>
  );
}
