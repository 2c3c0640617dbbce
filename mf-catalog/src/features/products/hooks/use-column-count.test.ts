import {
  CARD_GAP_PX,
  MAX_COLUMNS,
  MIN_CARD_WIDTH_PX,
  MIN_COLUMNS,
  columnsForWidth,
} from './use-column-count';

/** The width n cards and their gaps take. */
const widthOf = (columns: number) => columns * MIN_CARD_WIDTH_PX + (columns - 1) * CARD_GAP_PX;

describe('columnsForWidth', () => {
  it('never goes below the minimum, even for a narrow or unknown width', () => {
    expect(columnsForWidth(0)).toBe(MIN_COLUMNS);
    expect(columnsForWidth(320)).toBe(2);
  });

  it('fits as many cards of the minimum width as there is room for, gaps included', () => {
    expect(columnsForWidth(widthOf(3))).toBe(3);
    expect(columnsForWidth(widthOf(4) - 1)).toBe(3);
    expect(columnsForWidth(widthOf(4))).toBe(4);
    expect(columnsForWidth(4000)).toBe(MAX_COLUMNS);
  });
});
