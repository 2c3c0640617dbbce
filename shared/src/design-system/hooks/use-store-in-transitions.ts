import { startTransition, useEffect, useRef } from 'react';
import { useServerMarkupDrawn } from './use-hydrated';
import { useRedraw } from './use-redraw';

// The events React answers at once (its discrete events): a change the shopper makes with one of
// these is the answer to their tap or key, and a controlled input must show it in the same task,
// or React puts the input back as it was drawn and the tap looks lost.
const INPUT_EVENTS = new Set([
  'change',
  'click',
  'input',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'submit',
  'touchend',
  'touchstart',
]);

function duringShoppersInput(): boolean {
  const event = (globalThis as { event?: Event }).event;
  return event !== undefined && INPUT_EVENTS.has(event.type);
}

/**
 * A store's value (`getSnapshot()`, or `getServerSnapshot()` while the page hydrates the server's
 * markup), the component drawn again in a transition when that value changes.
 *
 * For what changes the page around the shopper rather than answers a tap: the shell's context
 * (the session, the flags and the tier arriving while the page starts) and the bus's state
 * events. Read through useSyncExternalStore, each such change re-rendered every reader at once in
 * one synchronous render, which React cannot slice and which also runs the effects it causes in
 * the same task: right after the page came alive, tasks of 20 to 40 ms unthrottled, 80 to 160 ms
 * on the phone Lighthouse simulates. A transition is drawn in slices between which the browser
 * handles input and paints.
 *
 * A change made while the browser dispatches a shopper's tap or key (a switch publishing its new
 * state on the bus) is the answer to that input: it is drawn at once, with the input's priority.
 *
 * Readers may see a change one render later than the store has it (never an older value after a
 * newer one). `getSnapshot` must return a value kept as it is (compared with Object.is). A reader
 * that hydrated the server's snapshot is drawn again only if the store holds something else.
 */
export function useStoreInTransitions<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T = getSnapshot,
): T {
  const serverMarkup = useServerMarkupDrawn();
  const redraw = useRedraw();
  const value = serverMarkup.current ? getServerSnapshot() : getSnapshot();
  // What this component last drew and how to read the store now, for the listener below.
  const drawn = useRef(value);
  const read = useRef(getSnapshot);
  useEffect(() => {
    drawn.current = value;
    // The store itself from the first effect on: the check below redraws a reader that
    // hydrated the server's snapshot if the store holds something else.
    read.current = getSnapshot;
  });
  useEffect(() => {
    const onStoreChange = () => {
      if (Object.is(read.current(), drawn.current)) return;
      if (duringShoppersInput()) redraw();
      else startTransition(redraw);
    };
    // A change between this component's render and now is drawn too.
    onStoreChange();
    return subscribe(onStoreChange);
  }, [subscribe, redraw]);
  return value;
}
