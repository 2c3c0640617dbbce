import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type * as VirtualCoreModule from '@tanstack/virtual-core';
import type { Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core';
import { useRedraw } from '@barrio/shared/design-system';
import { ISLAND_ATTRIBUTE } from '@barrio/shared/first-view/kept-taps';

type VirtualCore = typeof VirtualCoreModule;

let loading: Promise<VirtualCore> | null = null;
let loaded: VirtualCore | null = null;

/**
 * Loads the virtualiser, once per page. It is not part of the shop page's first load: a first
 * page of products flows as plain rows, and the virtualiser is asked for together with the
 * second page (see `preloadWindowRows`), so it costs no wait. A failed load is tried again on
 * the next call; until then the rows keep flowing.
 */
export function preloadWindowRows(): Promise<VirtualCore> {
  loading ??= import(/* webpackChunkName: "virtual-core" */ '@tanstack/virtual-core').then(
    (core) => (loaded = core),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface WindowRow {
  index: number;
  key: number | string | bigint;
  /** Distance from the list's top while rows are positioned; null while they flow. */
  offset: number | null;
}

export interface WindowRowsOptions {
  /** The list: its children with a `data-index` are its rows. */
  listRef: RefObject<HTMLElement | null>;
  rowCount: number;
  /** The list's distance from the top of the document. */
  scrollMargin: number;
  /** Whether the list has grown long enough to keep only the rows near the viewport. */
  windowed: boolean;
  /** A first guess of a row's height, for rows never measured. */
  estimatedRowHeight: number;
  /** Rows kept in the DOM above and below the viewport. */
  overscanRows: number;
  /** The space between two rows (a positioned row's padding below it). */
  rowGap: number;
}

export interface WindowRows {
  rows: readonly WindowRow[];
  /** The list's height while its rows are positioned; undefined while they flow. */
  height: number | undefined;
  /** The ref callback of each row element (positioned rows are measured once rendered). */
  measureRow: ((node: Element | null) => void) | undefined;
  /** The last row near the viewport (within the overscan): where loading more is decided. */
  lastNearRow: number;
}

function windowRect(): { width: number; height: number } {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

function rowElements(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(':scope > [data-index]')] : [];
}

/**
 * A row's cards, the boxes it is laid out by: its children, or, for a card in a hydration
 * island, the island's own child (the island's wrapper has no box either).
 */
function cardsOf(row: Element): Element[] {
  return [...row.children].flatMap((child) =>
    child.hasAttribute(ISLAND_ATTRIBUTE) ? [...child.children] : [child],
  );
}

const rowIndex = (element: Element) => Number(element.getAttribute('data-index'));

// A row's height as laid out, fractions included: the virtualiser's own measure rounds it, and
// rounded heights add up to rows a pixel or two away from where they flowed.
const rowHeight = (row: Element) => row.getBoundingClientRect().height;

/**
 * A flowing row's height as a positioned row will take it: a flowing row is only a group of
 * cards in the list's grid (it has no box of its own), from its cards' top to their bottom,
 * with the gap below it that a positioned row keeps as its padding.
 */
function flowingRowHeight(row: Element, gap: number): number {
  let top = Infinity;
  let bottom = -Infinity;
  for (const card of cardsOf(row)) {
    const rect = card.getBoundingClientRect();
    top = Math.min(top, rect.top);
    bottom = Math.max(bottom, rect.bottom);
  }
  return bottom > top ? bottom - top + gap : 0;
}

/** What a flowing row is watched by: its first card (the row itself has no box). */
const watchedElement = (row: Element) => cardsOf(row)[0] ?? row;
const rowOfWatched = (element: Element) => element.closest('[data-index]') ?? element;

/**
 * A list's rows against the window's scroll. A short list flows: every row is in the DOM as
 * the server rendered it, and nothing heavier than an IntersectionObserver watches how far the
 * shopper has come. Once the list is `windowed` (its second page has
 * arrived), the rows are positioned by TanStack's virtualiser and only those near the viewport
 * stay in the DOM, so ten thousand products scroll like twenty. The switch keeps every row
 * where it was: the flowing rows are measured and handed to the virtualiser as their sizes,
 * and rows keep their keys, so the cards (and the focus within them) stay the same elements.
 * This is `useWindowVirtualizer` of @tanstack/react-virtual, over virtual-core loaded late.
 */
export function useWindowRows({
  listRef,
  rowCount,
  scrollMargin,
  windowed,
  estimatedRowHeight,
  overscanRows,
  rowGap,
}: WindowRowsOptions): WindowRows {
  const [core, setCore] = useState<VirtualCore | null>(loaded);
  const [positioned, setPositioned] = useState(false);
  const [lastFlowingNearRow, setLastFlowingNearRow] = useState(-1);
  const rerender = useRedraw();
  const flowingHeights = useRef<number[]>([]);
  const measuring = useRef(false);
  const instance = useRef<Virtualizer<Window, Element> | null>(null);

  useEffect(() => {
    if (!windowed || core) return undefined;
    let current = true;
    preloadWindowRows().then(
      (loadedCore) => current && setCore(loadedCore),
      // The rows keep flowing; the next change of the list asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [windowed, core, rowCount]);

  // The switch, before the browser paints: the flowing rows' heights become the virtualiser's
  // sizes, so that no row moves. A list that has been positioned stays so (a new search that
  // fits one page does not bring every card back into the DOM only to leave it again).
  useLayoutEffect(() => {
    if (!windowed || !core || positioned) return;
    flowingHeights.current = rowElements(listRef.current).map((row) =>
      flowingRowHeight(row, rowGap),
    );
    setPositioned(true);
  }, [windowed, core, positioned, listRef, rowGap]);

  const options: VirtualizerOptions<Window, Element> | null =
    positioned && core
      ? {
          count: rowCount,
          getScrollElement: () => window,
          estimateSize: (index) => flowingHeights.current[index] || estimatedRowHeight,
          overscan: overscanRows,
          scrollMargin,
          initialRect: windowRect(),
          initialOffset: () => window.scrollY,
          observeElementRect: core.observeWindowRect,
          observeElementOffset: core.observeWindowOffset,
          scrollToFn: core.windowScroll,
          measureElement: rowHeight,
          // A scroll asks for the rows at once (as react-virtual does), except while a row is
          // being measured from its ref, inside React's own commit.
          onChange: (_virtualizer, sync) => {
            if (sync && !measuring.current) flushSync(rerender);
            else rerender();
          },
        }
      : null;
  if (options && core && !instance.current) {
    const virtualizer = new core.Virtualizer(options);
    const measure = virtualizer.measureElement;
    virtualizer.measureElement = (node) => {
      measuring.current = true;
      try {
        measure(node);
      } finally {
        measuring.current = false;
      }
    };
    instance.current = virtualizer;
  }
  const virtualizer = instance.current;
  if (virtualizer && options) virtualizer.setOptions(options);

  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());

  // While rows flow, each one near the viewport is watched, with the overscan as margin: the
  // same "near" the virtualiser's rendered range means once rows are positioned.
  useLayoutEffect(() => {
    if (virtualizer) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing tells where the shopper is: every row counts as near.
      setLastFlowingNearRow(rowElements(listRef.current).length - 1);
      return undefined;
    }
    const near = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = rowIndex(rowOfWatched(entry.target));
          if (entry.isIntersecting) near.add(index);
          else near.delete(index);
        }
        setLastFlowingNearRow(near.size > 0 ? Math.max(...near) : -1);
      },
      { rootMargin: `${overscanRows * estimatedRowHeight}px 0px` },
    );
    // A card that comes alive (hydration-island) is drawn anew as another element: the row is
    // then watched by that one.
    const watched = new Map<Element, Element>();
    const watchRows = () => {
      for (const row of rowElements(listRef.current)) {
        const card = watchedElement(row);
        const before = watched.get(row);
        if (before === card) continue;
        if (before) observer.unobserve(before);
        observer.observe(card);
        watched.set(row, card);
      }
    };
    watchRows();
    const redrawn = new MutationObserver(watchRows);
    if (listRef.current) redrawn.observe(listRef.current, { childList: true, subtree: true });
    return () => {
      redrawn.disconnect();
      observer.disconnect();
    };
  }, [virtualizer, listRef, rowCount, overscanRows, estimatedRowHeight]);

  if (virtualizer) {
    const items = virtualizer.getVirtualItems();
    return {
      rows: items.map((item) => ({
        index: item.index,
        key: item.key,
        offset: item.start - virtualizer.options.scrollMargin,
      })),
      height: virtualizer.getTotalSize(),
      measureRow: virtualizer.measureElement,
      lastNearRow: items[items.length - 1]?.index ?? -1,
    };
  }
  return {
    rows: Array.from({ length: rowCount }, (_, index) => ({ index, key: index, offset: null })),
    height: undefined,
    measureRow: undefined,
    lastNearRow: Math.min(lastFlowingNearRow, rowCount - 1),
  };
}
