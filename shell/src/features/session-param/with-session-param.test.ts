import { withSessionParam } from './with-session-param';

describe('withSessionParam', () => {
  it('adds the customer id, keeping path, query and hash', () => {
    expect(withSessionParam('https://barrio.test/demo-mx/mi-carrito?a=1#top', 42)).toBe(
      '/demo-mx/mi-carrito?a=1&session_id=42#top',
    );
  });

  it('does nothing for a guest or when the URL already carries the id', () => {
    expect(withSessionParam('https://barrio.test/demo-mx', null)).toBeNull();
    expect(withSessionParam('https://barrio.test/demo-mx?session_id=42', 42)).toBeNull();
  });

  it('replaces a stale id', () => {
    expect(withSessionParam('https://barrio.test/demo-mx?session_id=7', 42)).toBe(
      '/demo-mx?session_id=42',
    );
  });
});
