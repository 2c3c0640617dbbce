import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_STYLES_ID,
} from '@barrio/shared/first-view';
import { TAKE_OVER_AT_THE_LATEST_MS, takeOverFirstView } from './take-over';

function serverPage(): HTMLElement {
  document.head.innerHTML = `<style id="${FIRST_VIEW_STYLES_ID}">.a{}</style>`;
  document.body.innerHTML = `<div id="${FIRST_VIEW_ELEMENT_ID}"><button>Agregar</button></div><div id="root"></div>`;
  return document.getElementById('root')!;
}

const firstView = () => document.getElementById(FIRST_VIEW_ELEMENT_ID);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the page taking the first view over', () => {
  it('keeps the first view, out of reach, until the catalogue shows its first screen', async () => {
    const root = serverPage();
    takeOverFirstView(root);
    expect(firstView()?.inert).toBe(true);

    root.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}="pending"></div>`;
    await flush();
    expect(firstView()).not.toBeNull();

    root.firstElementChild?.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'ready');
    await flush();
    expect(firstView()).toBeNull();
    expect(document.getElementById(FIRST_VIEW_STYLES_ID)).toBeNull();
  });

  it("gives way to the page's error or fallback, and to another route", async () => {
    const root = serverPage();
    takeOverFirstView(root);
    root.innerHTML = '<div data-testid="remote-fallback"></div>';
    await flush();
    expect(firstView()).toBeNull();

    const again = serverPage();
    takeOverFirstView(again);
    window.history.pushState(null, '', '/404');
    again.innerHTML = '<p>not found</p>';
    await flush();
    expect(firstView()).toBeNull();
  });

  it('gives way at the latest after a while, whatever the page shows', () => {
    jest.useFakeTimers();
    const root = serverPage();
    takeOverFirstView(root);
    jest.advanceTimersByTime(TAKE_OVER_AT_THE_LATEST_MS);
    expect(firstView()).toBeNull();
  });

  it('does nothing on a page without a first view', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => takeOverFirstView(document.getElementById('root')!)).not.toThrow();
  });
});
