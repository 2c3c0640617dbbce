import { useContext } from 'react';
import { IntlContext } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages';
import { Spinner } from './spinner';

export interface LoadingScreenProps {
  /** Overrides the announced text. */
  label?: string;
  /** Fill the viewport (the shell's first paint) or only the parent (a remote's area). */
  fullScreen?: boolean;
}

const Wrapper = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100dvh' : '240px')};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function LoadingScreen({ label, fullScreen = false }: LoadingScreenProps) {
  // The shell shows this before the catalogue has loaded, so there may be no IntlProvider yet;
  // the source-language text is then used directly.
  const intl = useContext(IntlContext);
  const text =
    label ??
    (intl ? intl.formatMessage(commonMessages.loading) : commonMessages.loading.defaultMessage);
  return (
    <Wrapper role="status" aria-live="polite" $fullScreen={fullScreen}>
      <Spinner $size={32} />
      <Label>{text}</Label>
    </Wrapper>
  );
}
