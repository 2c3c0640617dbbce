import { z } from '../zod';
import { createSafeStorage } from './safe-storage';
import { defineJsonItem, defineTextItem } from './stored-item';

describe('stored items', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips JSON values validated by their schema', () => {
    const item = defineJsonItem('point', z.object({ lat: z.number(), lng: z.number() }));
    expect(item.get()).toBeNull();
    item.set({ lat: -34.6, lng: -58.4 });
    expect(window.localStorage.getItem('point')).toBe('{"lat":-34.6,"lng":-58.4}');
    expect(item.get()).toEqual({ lat: -34.6, lng: -58.4 });
    item.remove();
    expect(item.get()).toBeNull();
  });

  it('treats corrupt JSON and values of the wrong shape as absent', () => {
    const item = defineJsonItem('count', z.number());
    window.localStorage.setItem('count', '{not json');
    expect(item.get()).toBeNull();
    window.localStorage.setItem('count', '"seven"');
    expect(item.get()).toBeNull();
    window.localStorage.setItem('count', '7');
    expect(item.get()).toBe(7);
  });

  it('keeps text values raw and validates them', () => {
    const item = defineTextItem('style', z.enum(['metric', 'blocks']));
    item.set('blocks');
    expect(window.localStorage.getItem('style')).toBe('blocks');
    expect(item.get()).toBe('blocks');
    window.localStorage.setItem('style', 'furlongs');
    expect(item.get()).toBeNull();
  });

  it('tells subscribers the new value of their own key only', () => {
    const store = createSafeStorage();
    const a = defineJsonItem('a', z.number(), store);
    const b = defineJsonItem('b', z.number(), store);
    const values: (number | null)[] = [];
    const unsubscribe = a.subscribe((value) => values.push(value));
    a.set(1);
    b.set(2);
    a.remove();
    unsubscribe();
    a.set(3);
    expect(values).toEqual([1, null]);
  });
});
