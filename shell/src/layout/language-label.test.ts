import { languageLabel } from './language-label';

const spanish = (tag: string) =>
  new Intl.DisplayNames(['es-MX'], { type: 'language' }).of(tag) ?? undefined;

describe('the language named in the header', () => {
  it('names the language alone where the locale is another country’s', () => {
    for (const iso of ['EC', 'HN', 'SV']) {
      const label = languageLabel('es-MX', iso, spanish);
      expect(label).toBe('español');
      expect(label).not.toContain('México');
    }
  });

  it('keeps the country’s own variant where it matches', () => {
    expect(languageLabel('es-MX', 'MX', spanish)).toContain('México');
    expect(languageLabel('es-AR', 'AR', spanish)).toContain('Argentina');
  });
});
