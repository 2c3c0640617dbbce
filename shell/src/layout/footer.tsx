import styled from 'styled-components';
import { staticPart } from '@barrio/shared/first-view/static-part';
import { useShellContext } from '../app/shell-context';
import { LowDataToggle } from '../features/offline/components/low-data-toggle';

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

// The support link and the tagline never change once drawn: on a page the server rendered they
// stay its markup, and their code is not downloaded for it (decision 014).
const FooterNotes = staticPart(
  'footer-notes',
  () => import(/* webpackChunkName: "static-footer-notes" */ './footer-notes'),
);

export function Footer() {
  const { countryId } = useShellContext();
  return (
    <Bar data-testid="shell-footer">
      <LowDataToggle />
      <FooterNotes countryId={countryId} />
    </Bar>
  );
}
