import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Brand } from '../../catalog-api/get-brands';
import type { Category } from '../../catalog-api/get-categories';
import { useDebouncedValue } from '../../debounce/use-debounced-value';

/** The query parameters the shop page keeps its place in (banners and shared links use them). */
export const CATALOG_PARAMS = { search: 'q', category: 'category', brand: 'brand' } as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * A category or brand named in the URL by id or by name ("?category=Limpieza"); a translated
 * category is found by its shown name and by its original one, which banner links use.
 */
export function resolveByIdOrName<T extends { id: number; name: string; original_name?: string }>(
  value: string | null,
  options: readonly T[] | undefined,
): T | null {
  if (!value || !options) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return options.find((o) => o.id === Number(trimmed)) ?? null;
  const wanted = fold(trimmed);
  return (
    options.find((o) => fold(o.name) === wanted) ??
    options.find((o) => o.original_name !== undefined && fold(o.original_name) === wanted) ??
    null
  );
}

export interface CatalogUrlState {
  /** What the search field shows right now. */
  term: string;
  setTerm: (term: string) => void;
  /** The settled search the grid asks for. */
  q: string;
  categoryId: number | null;
  setCategoryId: (id: number | null) => void;
  brandId: number | null;
  setBrandId: (id: number | null) => void;
  showAll: () => void;
  /** A category or brand named in the URL is still being looked up. */
  resolving: boolean;
}

/**
 * Search, category and brand live in the URL, so reload, Back, a shared link and a banner's
 * `?q=oferta` or `?category=Limpieza` all land on the same view. Choosing a filter pushes a
 * history entry; typing replaces the current one, so Back does not replay every key.
 */
export function useCatalogUrlState(
  categories: readonly Category[] | undefined,
  brands: readonly Brand[] | undefined,
): CatalogUrlState {
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get(CATALOG_PARAMS.search) ?? '';
  const [term, setTerm] = useState(urlTerm);
  const q = useDebouncedValue(term.trim());

  // What this hook last wrote, to tell its own URL updates from Back, Forward or a banner link.
  const written = useRef(urlTerm);
  useEffect(() => {
    if (urlTerm === written.current) return;
    written.current = urlTerm;
    setTerm(urlTerm);
  }, [urlTerm]);

  // A typed search searches the whole shop, as grocery apps do: it clears the chosen category,
  // which shows as "Todas" again, instead of silently finding nothing outside it. A link that
  // names both (a banner's) keeps both, and a category chosen after the search refines it.
  const typedSearchPending = q !== '' && q !== urlTerm.trim();
  useEffect(() => {
    if (q === urlTerm.trim()) return;
    written.current = q;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) {
          next.set(CATALOG_PARAMS.search, q);
          next.delete(CATALOG_PARAMS.category);
        } else next.delete(CATALOG_PARAMS.search);
        return next;
      },
      { replace: true },
    );
    // Only a settled search writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const category = resolveByIdOrName(params.get(CATALOG_PARAMS.category), categories);
  const brand = resolveByIdOrName(params.get(CATALOG_PARAMS.brand), brands);

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [setParams],
  );

  const setCategoryId = useCallback(
    (id: number | null) => {
      const chosen = id === null ? null : categories?.find((c) => c.id === id);
      setParam(CATALOG_PARAMS.category, chosen ? chosen.name : null);
    },
    [categories, setParam],
  );
  const setBrandId = useCallback(
    (id: number | null) => setParam(CATALOG_PARAMS.brand, id === null ? null : String(id)),
    [setParam],
  );
  const showAll = useCallback(() => {
    setTerm('');
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of Object.values(CATALOG_PARAMS)) next.delete(name);
      return next;
    });
  }, [setParams]);

  // While the lists load, a category named in the URL must not show the whole catalogue first.
  const resolving =
    (params.get(CATALOG_PARAMS.category) !== null && categories === undefined) ||
    (params.get(CATALOG_PARAMS.brand) !== null && brands === undefined);

  return useMemo(
    () => ({
      term,
      setTerm,
      // Typing shows results as soon as it settles; the URL catches up on the same value.
      q,
      categoryId: typedSearchPending ? null : (category?.id ?? null),
      setCategoryId,
      brandId: brand?.id ?? null,
      setBrandId,
      showAll,
      resolving,
    }),
    [term, q, typedSearchPending, category, setCategoryId, brand, setBrandId, showAll, resolving],
  );
}
