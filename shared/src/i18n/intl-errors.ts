import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';

export type IntlErrorHandler = NonNullable<IntlConfig['onError']>;

export function isProductionBuild(): boolean {
  // Bundlers replace `process.env.NODE_ENV` textually; the guard covers an untouched browser.
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

export interface IntlErrorReporter {
  warn: (message: string, error: unknown) => void;
  error: (message: string, error: unknown) => void;
}

const consoleReporter: IntlErrorReporter = {
  warn: (message, error) => console.warn(message, error),
  error: (message, error) => console.error(message, error),
};

/**
 * A missing translation falls back to the Spanish default, which is expected while a catalogue
 * catches up: worth a warning during development, noise in production. Anything else (a message
 * that does not parse, a bad format) is a bug and always reported.
 */
export function createIntlErrorHandler(
  production: boolean = isProductionBuild(),
  reporter: IntlErrorReporter = consoleReporter,
): IntlErrorHandler {
  return (error) => {
    if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
      if (!production) reporter.warn(`[intl] ${error.message}`, error);
      return;
    }
    reporter.error(`[intl] ${error.message}`, error);
  };
}
