import { contrastRatio } from './contrast';
import { blueTheme, defaultTheme, themeByName, themeForCountry, type BarrioTheme } from './themes';

describe('themeForCountry', () => {
  it.each([46, 59, 95, 257, 61])('gives country %i the blue theme', (countryId) => {
    expect(themeForCountry(countryId)).toBe(blueTheme);
  });

  it.each([1, 2, 180])('gives country %i the default orange theme', (countryId) => {
    expect(themeForCountry(countryId)).toBe(defaultTheme);
  });

  it('falls back to the default theme for unknown or missing countries', () => {
    expect(themeForCountry(999)).toBe(defaultTheme);
    expect(themeForCountry(null)).toBe(defaultTheme);
    expect(themeForCountry(undefined)).toBe(defaultTheme);
  });

  it('resolves themes by name', () => {
    expect(themeByName('blue').colors.primary).toBe(blueTheme.colors.primary);
    expect(themeByName('default').name).toBe('default');
  });
});

describe('contrastRatio', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2410c', '#c2410c')).toBeCloseTo(1, 5);
  });

  it('rejects values that are not hex colours', () => {
    expect(() => contrastRatio('orange', '#fff')).toThrow('Not a hex colour');
  });
});

describe.each<[string, BarrioTheme]>([
  ['default', defaultTheme],
  ['blue', blueTheme],
])('the %s theme', (_name, theme) => {
  const { colors } = theme;
  const aa = 4.5;

  it('uses an orange or blue primary as the brand asks', () => {
    const [r, , b] = [1, 3, 5].map((i) => parseInt(colors.primary.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    if (theme.name === 'default') expect(r).toBeGreaterThan(b);
    else expect(b).toBeGreaterThan(r);
  });

  it.each<[keyof typeof colors, keyof typeof colors]>([
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['primary', 'surface'],
    ['onPrimarySoft', 'primarySoft'],
    ['text', 'background'],
    ['text', 'surface'],
    ['textMuted', 'surface'],
    ['textMuted', 'background'],
    ['danger', 'surface'],
    ['success', 'successSoft'],
    ['warning', 'warningSoft'],
    ['danger', 'dangerSoft'],
    ['info', 'infoSoft'],
    ['text', 'infoSoft'],
    ['text', 'dangerSoft'],
    ['onDiscount', 'discount'],
  ])('keeps %s on %s at WCAG AA contrast', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(aa);
  });

  it('gives touch targets at least 44px', () => {
    expect(parseInt(theme.touchTarget, 10)).toBeGreaterThanOrEqual(44);
  });

  it('uses the system font stack, not a downloaded web font', () => {
    expect(theme.fonts.body).toMatch(/^system-ui/);
  });
});
