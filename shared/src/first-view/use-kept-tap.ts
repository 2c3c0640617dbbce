import { useCallback, useEffect, useRef } from 'react';
import { TAP_KEY_ATTRIBUTE, claimKeptTap } from './kept-taps';

/** What a control spreads on the element tapped. */
export interface KeptTapProps {
  ref: (element: HTMLElement | null) => void;
  [TAP_KEY_ATTRIBUTE]?: string;
}

/**
 * Makes a control of the server's markup keep a tap made before it was hydrated: the tap runs
 * `onTap` as soon as the control is React's (its first effect), once. A null key keeps nothing
 * (the control is not on the first screen, or shows another state).
 */
export function useKeptTap(key: string | null, onTap: () => void): KeptTapProps {
  const latest = useRef(onTap);
  const node = useRef<HTMLElement | null>(null);
  useEffect(() => {
    latest.current = onTap;
  });
  useEffect(() => {
    if (key === null) return undefined;
    const { tapped, release } = claimKeptTap(key, node.current);
    if (tapped) latest.current();
    return release;
  }, [key]);
  const ref = useCallback((element: HTMLElement | null) => {
    node.current = element;
  }, []);
  return key === null ? { ref } : { ref, [TAP_KEY_ATTRIBUTE]: key };
}
