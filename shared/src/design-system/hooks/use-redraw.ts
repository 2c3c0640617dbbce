import { useReducer } from 'react';

const nextVersion = (version: number) => version + 1;

/**
 * A function that draws the component again: for a component that reads what React does not
 * hold (a store, the browser, a list's measured rows) at render time and has just learnt that
 * it changed.
 */
export function useRedraw(): () => void {
  return useReducer(nextVersion, 0)[1];
}
