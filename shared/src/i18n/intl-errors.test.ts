import { MessageFormatError, MissingTranslationError } from 'react-intl';
import { createIntlErrorHandler, type IntlErrorReporter } from './intl-errors';

function recorder() {
  const seen: Array<['warn' | 'error', string]> = [];
  const reporter: IntlErrorReporter = {
    warn: (message) => seen.push(['warn', message]),
    error: (message) => seen.push(['error', message]),
  };
  return { seen, reporter };
}

const missing = new MissingTranslationError({ id: 'shell.header.title' }, 'en-US');
const broken = new MessageFormatError('bad message', 'es-MX');

describe('createIntlErrorHandler', () => {
  it('stays quiet about missing translations in production but reports real errors', () => {
    const { seen, reporter } = recorder();
    const onError = createIntlErrorHandler(true, reporter);
    onError(missing);
    expect(seen).toEqual([]);
    onError(broken);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.[0]).toBe('error');
  });

  it('warns about missing translations during development', () => {
    const { seen, reporter } = recorder();
    const onError = createIntlErrorHandler(false, reporter);
    onError(missing);
    onError(broken);
    expect(seen.map(([level]) => level)).toEqual(['warn', 'error']);
    expect(seen[0]?.[1]).toContain('shell.header.title');
  });
});
