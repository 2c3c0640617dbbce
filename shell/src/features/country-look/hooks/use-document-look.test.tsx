import { renderHook } from '@testing-library/react';
import { blueTheme, defaultTheme } from '@barrio/shared/design-system';
import { useDocumentLook } from './use-document-look';

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('lang');
  document.head.replaceChildren();
});

describe('useDocumentLook', () => {
  it('mirrors the theme and the locale onto the document and its head', () => {
    renderHook(() => useDocumentLook(blueTheme, 'es-CO'));
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-theme', blueTheme.name);
    expect(root).toHaveAttribute('lang', 'es-CO');
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      blueTheme.colors.primary,
    );
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      `/api/manifest/icons/${blueTheme.name}.svg`,
    );
  });

  it('leaves the `lang` the server wrote alone when it is the same', () => {
    const root = document.documentElement;
    root.setAttribute('lang', 'es-MX');
    const setAttribute = jest.spyOn(root, 'setAttribute');
    const { rerender } = renderHook(({ locale }) => useDocumentLook(defaultTheme, locale), {
      initialProps: { locale: 'es-MX' },
    });
    expect(setAttribute).not.toHaveBeenCalledWith('lang', expect.anything());
    rerender({ locale: 'en-US' });
    expect(root).toHaveAttribute('lang', 'en-US');
  });
});
