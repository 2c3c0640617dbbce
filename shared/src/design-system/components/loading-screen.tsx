import { useContext } from 'react';
import { IntlContext, createIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages';
import { DEFAULT_LOCALE } from '../../i18n/locales';
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

// The shell shows this before the catalogue has loaded, so there may be no IntlProvider yet:
// the message's source-language text is then formatted on its own (in production bundles a
// defaultMessage is a syntax tree, not text to show as it is).
let sourceLanguageIntl: IntlShape | null = null;
function withoutCatalogue(): IntlShape {
  sourceLanguageIntl ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE });
  return sourceLanguageIntl;
}

export function LoadingScreen({ label, fullScreen = false }: LoadingScreenProps) {
  const intl = useContext(IntlContext) ?? withoutCatalogue();
  const text = label ?? intl.formatMessage(commonMessages.loading);
  return (
    <Wrapper role="status" aria-live="polite" $fullScreen={fullScreen}>
      <Spinner $size={32} />
      <Label>{text}</Label>
    </Wrapper>
  );
}
