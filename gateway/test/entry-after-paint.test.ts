import {
  ENTRY_AFTER_PAINT_SCRIPT,
  SHELL_ENTRY_ATTRIBUTE,
  startEntryAfterPaint,
} from '../src/modules/web/entry-after-paint';

const INDEX =
  '<!doctype html><html><head><title>Barrio</title><script defer="defer" src="/main.0a1b2c3d.js"></script></head><body><div id="root"></div></body></html>';

describe('startEntryAfterPaint', () => {
  it('replaces the deferred entry by a low-priority preload and the script that starts it', () => {
    const html = startEntryAfterPaint(INDEX);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="/main.0a1b2c3d.js" ${SHELL_ENTRY_ATTRIBUTE}><script>${ENTRY_AFTER_PAINT_SCRIPT}</script></head>`,
    );
  });

  it('leaves a page without a deferred entry as it is', () => {
    const page = '<html><head><script src="/other.js"></script></head></html>';
    expect(startEntryAfterPaint(page)).toBe(page);
  });

  it('is one fixed text, so that one hash allows it on every page', () => {
    expect(ENTRY_AFTER_PAINT_SCRIPT).not.toMatch(/main\./);
    expect(ENTRY_AFTER_PAINT_SCRIPT).not.toContain('</script');
  });
});
