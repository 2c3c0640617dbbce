import { pickDistanceStyle, type DistanceStyle } from '../domain';
import { distanceTypeStorage } from './items';

/**
 * SPEC §5: the distance style is chosen at random once and stored when not given; a given
 * style is stored too so that analytics reports what the visitor saw.
 */
export function resolveDistanceType(
  given?: DistanceStyle | null,
  random: () => number = Math.random,
): DistanceStyle {
  if (given) {
    distanceTypeStorage.set(given);
    return given;
  }
  const stored = distanceTypeStorage.get();
  if (stored) return stored;
  const chosen = pickDistanceStyle(null, random);
  distanceTypeStorage.set(chosen);
  return chosen;
}
