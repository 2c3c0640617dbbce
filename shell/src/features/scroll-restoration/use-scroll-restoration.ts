import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { restoreWhenTall } from './restore-when-tall';
import { savePosition, savedPosition } from './scroll-positions';

/**
 * Each new screen opens at its top (the checkout, the confirmation, the notices of an edit);
 * Back and Forward return to the position the screen had. Changes of the query string alone
 * (a category, a search) stay on the same screen and keep the position.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryKey = useRef(location.key);
  const pathname = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Saved as it happens (scroll events come at most once a frame), under the entry shown
    // then: read later, the position could already be the next screen's.
    const remember = () => savePosition(entryKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const previousPath = pathname.current;
    entryKey.current = location.key;
    pathname.current = location.pathname;
    if (previousPath === location.pathname) return undefined;
    const y = navigationType === NavigationType.Pop ? savedPosition(location.key) : null;
    if (y === null || y === 0) {
      window.scrollTo(0, 0);
      return undefined;
    }
    return restoreWhenTall(y);
  }, [location.key, location.pathname, navigationType]);
}
