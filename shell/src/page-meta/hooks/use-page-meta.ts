import { useEffect } from 'react';

/** Sets the tab title and `<meta name="description">`. */
export function usePageMeta(title: string, description: string | null): void {
  useEffect(() => {
    document.title = title;
    if (description === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
