export interface SortablePickupPoint {
  id: number | string;
  distance_to_user?: number | null;
}

/** By distance_to_user (unknown distances last), with the selected point first. */
export function sortPickupPoints<T extends SortablePickupPoint>(
  points: readonly T[],
  selectedId?: number | string | null,
): T[] {
  const distance = (p: T) =>
    typeof p.distance_to_user === 'number' && Number.isFinite(p.distance_to_user)
      ? p.distance_to_user
      : Number.POSITIVE_INFINITY;
  const isSelected = (p: T) =>
    selectedId !== null && selectedId !== undefined && String(p.id) === String(selectedId);
  return [...points].sort((a, b) => {
    const selected = Number(isSelected(b)) - Number(isSelected(a));
    if (selected !== 0) return selected;
    const da = distance(a);
    const db = distance(b);
    return da === db ? 0 : da < db ? -1 : 1;
  });
}
