import { FBCLID_TTL_MS, PUSH_TOKEN_REFRESH_MS, RECENT_SEARCHES_MAX } from '../domain';
import { addRecentSearch, getRecentSearches, removeRecentSearch } from './recent-searches';
import {
  getRememberedBuyer,
  getRememberedField,
  rememberBuyer,
  rememberField,
} from './buyer-details';
import { createUuid, getAnonymousId, peekAnonymousId } from './anonymous-id';
import { getFbclid, getFbclidExpiresAt, saveFbclid } from './fbclid';
import { canRefreshPushToken, markPushTokenSaved } from './push-token';
import { getStoredRollout, resolveRollout } from './feature-rollout';
import { resolveDistanceType } from './distance-type';
import { STORAGE_KEYS } from './keys';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('recent searches', () => {
  it('adds new terms at the front and moves a repeated term to the front', () => {
    addRecentSearch('arroz');
    addRecentSearch('leche');
    expect(addRecentSearch('arroz')).toEqual(['arroz', 'leche']);
    expect(getRecentSearches()).toEqual(['arroz', 'leche']);
  });

  it('ignores blank terms and trims to the maximum', () => {
    addRecentSearch('   ');
    expect(window.localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
    for (let index = 0; index < RECENT_SEARCHES_MAX + 3; index += 1) addRecentSearch(`t${index}`);
    const terms = getRecentSearches();
    expect(terms).toHaveLength(RECENT_SEARCHES_MAX);
    expect(terms[0]).toBe(`t${RECENT_SEARCHES_MAX + 2}`);
    expect(addRecentSearch('x', 2)).toEqual(['x', `t${RECENT_SEARCHES_MAX + 2}`]);
  });

  it('drops the key when the last term is removed', () => {
    addRecentSearch('pan');
    addRecentSearch('café');
    expect(removeRecentSearch('pan')).toEqual(['café']);
    expect(removeRecentSearch('café')).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
  });
});

describe('remember once not empty', () => {
  it('saves non-empty values and never lets a blank one erase them', () => {
    expect(rememberField('phone', '')).toBe(false);
    expect(getRememberedField('phone')).toBeNull();
    expect(rememberField('phone', ' +5491155550001 ')).toBe(true);
    expect(rememberField('phone', '   ')).toBe(false);
    expect(rememberField('phone', undefined)).toBe(false);
    expect(getRememberedField('phone')).toBe('+5491155550001');
  });

  it('remembers the buyer form fields that are filled', () => {
    rememberBuyer({ nombre: 'Ana', apellido: '', email: 'ana@example.com' });
    expect(getRememberedBuyer()).toEqual({ nombre: 'Ana', email: 'ana@example.com' });
    rememberBuyer({ nombre: '', apellido: 'Pérez' });
    expect(getRememberedBuyer()).toEqual({
      nombre: 'Ana',
      apellido: 'Pérez',
      email: 'ana@example.com',
    });
  });
});

describe('anonymous id', () => {
  it('is created once and then kept', () => {
    expect(peekAnonymousId()).toBeNull();
    const first = getAnonymousId();
    expect(first).toMatch(UUID_V4);
    expect(getAnonymousId()).toBe(first);
    expect(window.localStorage.getItem(STORAGE_KEYS.anonymousId)).toBe(first);
  });

  it('falls back to getRandomValues when randomUUID is missing', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => createUuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
  });
});

describe('fbclid', () => {
  it('is kept for two days then dropped', () => {
    const now = Date.UTC(2026, 0, 10);
    saveFbclid('IwAR0abc', now);
    expect(getFbclid(now + FBCLID_TTL_MS - 1)).toBe('IwAR0abc');
    expect(getFbclidExpiresAt(now)).toBe(now + 2 * 24 * 3600 * 1000);
    expect(getFbclid(now + FBCLID_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.fbclid)).toBeNull();
    expect(getFbclidExpiresAt(now)).toBeNull();
  });
});

describe('push token refresh', () => {
  it('is allowed only 48 hours after the last save', () => {
    const now = 1_700_000_000_000;
    expect(canRefreshPushToken(now)).toBe(true);
    markPushTokenSaved(now);
    expect(canRefreshPushToken(now + PUSH_TOKEN_REFRESH_MS - 1)).toBe(false);
    expect(canRefreshPushToken(now + 48 * 3600 * 1000)).toBe(true);
  });
});

describe('feature rollout and distance type', () => {
  it('decides a rollout once and keeps the stored decision', () => {
    const decide = jest.fn(() => true);
    expect(resolveRollout('new_checkout', decide)).toBe(true);
    expect(resolveRollout('new_checkout', () => false)).toBe(true);
    expect(decide).toHaveBeenCalledTimes(1);
    expect(getStoredRollout('manual_address')).toBeNull();
  });

  it('chooses a distance style at random once, and stores a given one', () => {
    expect(resolveDistanceType(undefined, () => 0.5)).toBe('blocks');
    expect(resolveDistanceType(undefined, () => 0)).toBe('blocks');
    expect(resolveDistanceType('walking')).toBe('walking');
    expect(window.localStorage.getItem(STORAGE_KEYS.distanceType)).toBe('walking');
    window.localStorage.clear();
    expect(resolveDistanceType(undefined, () => 0.999999)).toBe('walking');
  });
});
