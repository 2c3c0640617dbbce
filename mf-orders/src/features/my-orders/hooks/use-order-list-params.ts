import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list's filter and how far it was paged live in the URL, like the open order: reload,
 * Back and a shared link show the same orders. `?estado=confirmado&paginas=2`.
 */
export const ORDER_LIST_PARAMS = { status: 'estado', pages: 'paginas' } as const;
const CONFIRMED = 'confirmado';
const MAX_PAGES = 20;

export interface OrderListParams {
  confirmedOnly: boolean;
  /** Pages of the list shown: 1 until "load more" is used. */
  pages: number;
  setConfirmedOnly: (confirmedOnly: boolean) => void;
  setPages: (pages: number) => void;
}

function pagesFrom(value: string | null): number {
  const pages = Number(value);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1;
}

export function useOrderListParams(): OrderListParams {
  const [params, setParams] = useSearchParams();
  const setConfirmedOnly = useCallback(
    (confirmedOnly: boolean) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (confirmedOnly) next.set(ORDER_LIST_PARAMS.status, CONFIRMED);
        else next.delete(ORDER_LIST_PARAMS.status);
        // Another filter is another list: it starts again from its first page.
        next.delete(ORDER_LIST_PARAMS.pages);
        return next;
      }),
    [setParams],
  );
  const setPages = useCallback(
    (pages: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (pages > 1) next.set(ORDER_LIST_PARAMS.pages, String(Math.min(pages, MAX_PAGES)));
          else next.delete(ORDER_LIST_PARAMS.pages);
          return next;
        },
        // Loading more is not a place to go Back to.
        { replace: true },
      ),
    [setParams],
  );
  return {
    confirmedOnly: params.get(ORDER_LIST_PARAMS.status) === CONFIRMED,
    pages: pagesFrom(params.get(ORDER_LIST_PARAMS.pages)),
    setConfirmedOnly,
    setPages,
  };
}
