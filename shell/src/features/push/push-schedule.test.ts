import { decidePushWork } from './push-schedule';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const base = {
  now: 100 * DAY,
  savedEndpoint: 'https://push.test/a',
  endpoint: 'https://push.test/a',
  heartbeatAt: null,
};

describe('decidePushWork', () => {
  test('a device never registered registers', () => {
    expect(decidePushWork({ ...base, savedAt: null })).toBe('register');
  });

  test('a changed token waits 48 hours after the last save', () => {
    const changed = { ...base, endpoint: 'https://push.test/b', heartbeatAt: base.now - HOUR };
    expect(decidePushWork({ ...changed, savedAt: base.now - 47 * HOUR })).toBe('nothing');
    expect(decidePushWork({ ...changed, savedAt: base.now - 48 * HOUR })).toBe('register');
  });

  test('the registration is refreshed after 7 days even when nothing changed', () => {
    const fresh = { ...base, heartbeatAt: base.now - HOUR };
    expect(decidePushWork({ ...fresh, savedAt: base.now - 7 * DAY + 1 })).toBe('nothing');
    expect(decidePushWork({ ...fresh, savedAt: base.now - 7 * DAY })).toBe('register');
  });

  test('one heartbeat a day at most in between', () => {
    const saved = { ...base, savedAt: base.now - 3 * DAY };
    expect(decidePushWork({ ...saved, heartbeatAt: base.now - 23 * HOUR })).toBe('nothing');
    expect(decidePushWork({ ...saved, heartbeatAt: base.now - DAY })).toBe('heartbeat');
    expect(decidePushWork({ ...saved, heartbeatAt: null })).toBe('heartbeat');
    // Saving counts as a sign of life: no heartbeat on the day of a save.
    expect(decidePushWork({ ...base, savedAt: base.now - HOUR, heartbeatAt: null })).toBe(
      'nothing',
    );
  });
});
