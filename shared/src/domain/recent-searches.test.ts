import fc from 'fast-check';
import { addRecentSearch, removeRecentSearch } from './recent-searches';

describe('addRecentSearch', () => {
  it('adds a new term at the front', () => {
    expect(addRecentSearch(['leche'], 'arroz')).toEqual(['arroz', 'leche']);
    expect(addRecentSearch(null, ' pan ')).toEqual(['pan']);
  });

  it('moves a repeated term to the front without duplicating it', () => {
    expect(addRecentSearch(['leche', 'arroz', 'pan'], 'Arroz')).toEqual(['Arroz', 'leche', 'pan']);
  });

  it('trims the list to the maximum', () => {
    expect(addRecentSearch(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
    expect(addRecentSearch(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
  });

  it('ignores a blank term', () => {
    expect(addRecentSearch(['leche'], '   ')).toEqual(['leche']);
  });

  it('keeps at most max distinct terms with the newest first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 10 }),
        fc.string(),
        fc.integer({ min: 1, max: 8 }),
        (list, term, max) => {
          const next = addRecentSearch(list, term, max);
          expect(next.length).toBeLessThanOrEqual(max);
          if (term.trim()) {
            expect(next[0]).toBe(term.trim());
            expect(next.filter((t) => t.toLowerCase() === term.trim().toLowerCase())).toHaveLength(
              1,
            );
          }
        },
      ),
    );
  });
});

describe('removeRecentSearch', () => {
  it('removes the term', () => {
    expect(removeRecentSearch(['leche', 'arroz'], 'leche')).toEqual(['arroz']);
  });

  it('gives null when the list becomes empty', () => {
    expect(removeRecentSearch(['leche'], 'leche')).toBeNull();
    expect(removeRecentSearch(null, 'leche')).toBeNull();
  });
});
