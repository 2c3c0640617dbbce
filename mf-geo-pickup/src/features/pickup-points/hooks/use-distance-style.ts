import { useState } from 'react';
import type { DistanceStyle } from '@barrio/shared/domain';
import { resolveDistanceType } from '@barrio/shared/storage';

/**
 * SPEC §5: the style is drawn at random once per visitor and kept as distance_type, so every
 * later visit (and analytics) sees the same one. Resolved once per mount.
 */
export function useDistanceStyle(): DistanceStyle {
  const [style] = useState(() => resolveDistanceType());
  return style;
}
