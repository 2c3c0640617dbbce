import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is worth loading yet: it is on screen, or it is within `lookAhead` of
 * the screen (a rootMargin) while the shopper scrolls. Once true it stays true.
 *
 * The look-ahead waits for a scroll because a page that has just loaded is not being read
 * downwards yet: on a phone's checkout the map starts a little below the first screen, and
 * loading it with the page put its library, its tiles and a long task into the load of a page
 * the shopper may fill in and send without ever reaching the map. The first scroll starts it,
 * so it is usually drawn by the time the shopper gets there.
 *
 * Browsers without IntersectionObserver (and jsdom) count as near at once, so nothing waits
 * forever for a report that cannot come.
 */
export function useNearViewport(target: RefObject<Element | null>, lookAhead: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    let onScreen = false;
    let withinLookAhead = false;
    let scrolled = false;
    const stop = () => {
      screenObserver.disconnect();
      lookAheadObserver.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    const decide = () => {
      if (!onScreen && !(withinLookAhead && scrolled)) return;
      stop();
      setNear(true);
    };
    const isIntersecting = (entries: IntersectionObserverEntry[]) =>
      entries.at(-1)?.isIntersecting ?? false;
    const screenObserver = new IntersectionObserver((entries) => {
      onScreen = isIntersecting(entries);
      decide();
    });
    const lookAheadObserver = new IntersectionObserver(
      (entries) => {
        withinLookAhead = isIntersecting(entries);
        decide();
      },
      { rootMargin: lookAhead },
    );
    function onScroll() {
      scrolled = true;
      decide();
    }
    screenObserver.observe(element);
    lookAheadObserver.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    return stop;
  }, [target, lookAhead, near]);

  return near;
}
