import { allFlagsOff, parseFlags } from './parse-flags';

const names = ['support_widget', 'home_toggle', 'new_checkout'] as const;

describe('parseFlags', () => {
  it('reads `{ flags: map }` and turns unmentioned flags off', () => {
    expect(parseFlags({ flags: { support_widget: true, home_toggle: false } }, names)).toEqual({
      support_widget: true,
      home_toggle: false,
      new_checkout: false,
    });
  });

  it('reads a bare map and a list of entries', () => {
    expect(parseFlags({ home_toggle: true }, names).home_toggle).toBe(true);
    expect(
      parseFlags(
        [
          { key: 'new_checkout', enabled: true },
          { flag: 'home_toggle', value: true },
        ],
        names,
      ),
    ).toEqual({ support_widget: false, home_toggle: true, new_checkout: true });
  });

  it('accepts only true as on and ignores names it was not asked about', () => {
    const flags = parseFlags(
      { flags: { support_widget: 'yes', other: true, home_toggle: { enabled: true } } },
      names,
    );
    expect(flags).toEqual({ support_widget: false, home_toggle: true, new_checkout: false });
  });

  it('turns everything off for an unreadable answer', () => {
    expect(parseFlags(null, names)).toEqual(allFlagsOff(names));
    expect(parseFlags('oops', names)).toEqual(allFlagsOff(names));
  });
});
