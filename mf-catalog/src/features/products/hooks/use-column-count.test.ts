import { MAX_COLUMNS, MIN_CARD_WIDTH_PX, MIN_COLUMNS, columnsForWidth } from './use-column-count';

describe('columnsForWidth', () => {
  it('keeps two columns on phones and before the width is known', () => {
    expect(columnsForWidth(0)).toBe(MIN_COLUMNS);
    expect(columnsForWidth(320)).toBe(2);
  });

  it('adds a column for each card width that fits, up to the maximum', () => {
    expect(columnsForWidth(MIN_CARD_WIDTH_PX * 3)).toBe(3);
    expect(columnsForWidth(MIN_CARD_WIDTH_PX * 4 - 1)).toBe(3);
    expect(columnsForWidth(4000)).toBe(MAX_COLUMNS);
  });
});
