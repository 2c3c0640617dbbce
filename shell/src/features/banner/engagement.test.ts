import { lastOrderStorage, visitCountStorage } from '@barrio/shared/storage';
import { countVisit, hasEngaged } from './engagement';

describe('the install offer waits for engagement', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('does not count a first visit as engagement, nor its reloads', () => {
    expect(hasEngaged()).toBe(false);
    expect(hasEngaged()).toBe(false);
    expect(visitCountStorage.get()).toBe(1);
  });

  it('counts a second visit (a new browser session) as engagement', () => {
    expect(countVisit()).toBe(1);
    window.sessionStorage.clear();
    expect(countVisit()).toBe(2);
    expect(hasEngaged()).toBe(true);
  });

  it('counts an order placed from this browser as engagement on a first visit', () => {
    lastOrderStorage.set({
      order: { id: '42', code: 'ABC123' },
      lines: [],
      customer: { first_name: 'Ana', last_name: 'Paz', phone_number: '5512345678' },
    });
    expect(hasEngaged()).toBe(true);
  });
});
