import fc from 'fast-check';
import { isInRollout, rolloutBucket } from './rollout';

describe('rollout', () => {
  it('gives a stable bucket between 0 and 99', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), (id) => {
        const bucket = rolloutBucket(id);
        expect(Number.isInteger(bucket)).toBe(true);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(100);
        expect(rolloutBucket(id)).toBe(bucket);
      }),
    );
  });

  it('hashes a number like its text', () => {
    expect(rolloutBucket(12345)).toBe(rolloutBucket('12345'));
  });

  it('spreads ids over the buckets', () => {
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 10000; i += 1) {
      const b = rolloutBucket(`anon-${i}`);
      counts[b] = (counts[b] ?? 0) + 1;
    }
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(150);
  });

  it('compares the bucket with the percentage, defaulting to everyone', () => {
    expect(isInRollout('anyone')).toBe(true);
    expect(isInRollout('anyone', 0)).toBe(false);
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 100 }), (id, pct) => {
        expect(isInRollout(id, pct)).toBe(rolloutBucket(id) < pct);
      }),
    );
    let inside = 0;
    for (let i = 0; i < 10000; i += 1) if (isInRollout(i, 30)) inside += 1;
    expect(inside).toBeGreaterThan(2500);
    expect(inside).toBeLessThan(3500);
  });
});
