import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { startEntryAfterPaint } from './entry-after-paint';
import { inlineJson } from './inline-json';
import type { PublicRegistry } from './remotes-registry';
import type { ServerMarkup } from './server-first-view';

/** An exposed module a route shows on its first screen, by remote folder and expose name. */
interface RouteModule {
  folder: string;
  expose: string;
}

// What the shell's routes load first (shell/src/config/routes.ts): only hints, so a route
// missing here loads as before, one step after another, and a stale entry costs one unused
// download. The shop page is every one-segment path the shell does not reserve.
const RESERVED_FIRST_SEGMENTS = new Set(['404', 'dev', 'pay', 'api', 'remotes']);
const SHOP_PAGE: RouteModule[] = [
  { folder: 'mf-catalog', expose: 'ShopPage' },
  { folder: 'mf-cart-checkout', expose: 'CartBar' },
  { folder: 'mf-cart-checkout', expose: 'ProductCartControl' },
];
const SHOP_SUBPAGES: Record<string, RouteModule[]> = {
  'mi-carrito': [{ folder: 'mf-cart-checkout', expose: 'CartPage' }],
  checkout: [{ folder: 'mf-cart-checkout', expose: 'CheckoutPage' }],
};

/** The shop slug and the modules of a shell route, or null for a route without hints. */
export function firstViewOf(urlPath: string): { slug: string; modules: RouteModule[] } | null {
  const segments = urlPath.split('/').filter(Boolean);
  const [slug, subpage] = segments;
  if (!slug || segments.length > 2 || RESERVED_FIRST_SEGMENTS.has(slug)) return null;
  if (!/^[a-z0-9-]{1,64}$/i.test(slug)) return null;
  if (subpage === undefined) return { slug, modules: SHOP_PAGE };
  const modules = SHOP_SUBPAGES[subpage];
  return modules ? { slug, modules } : null;
}

// Country roots (`/mx`), the innovation demo and the marketplace groups resolve their shop
// through other calls; shop slugs are `name-country` (`demo-mx`, `grande-mx`).
function looksLikeShopSlug(slug: string): boolean {
  return slug.includes('-') && !/^(?:marketplace|vende)(?:-|$)/.test(slug);
}

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}

// The shell's start-up chunks, preloaded by its index.html for the pages the browser renders
// (scripts/webpack/startup-preload-plugin.cjs). A shop page the server rendered paints from its
// markup and its product images: the scripts, only needed to hydrate it, would share the phone's
// slow link with those images (Lighthouse put /grande-mx's LCP at 2.4 s instead of 1.5 s). There
// the entry asks for them when it runs, as before.
const SHELL_START_PRELOAD = /<link [^>]*\bdata-shell-start\b[^>]*>/g;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Composes the shell's index.html for a route so that everything its first screen needs
 * starts downloading with the document instead of five steps later: the registry is written
 * into the page (the shell reads it instead of asking for /remotes.json), and the shop
 * lookup, each remote's manifest, remote entry and the first-screen chunks of the exposed
 * modules are preloaded. The remotes keep their ownership: what is preloaded is what their
 * deployed manifests list, read from the versions the registry points at.
 */
export class FirstViewComposer {
  // Deployed builds never change in place: a manifest is read once per version.
  private readonly manifests = new Map<string, Promise<Manifest | null>>();
  private template: { mtimeMs: number; html: string } | null = null;

  constructor(
    private readonly shellDir: string,
    private readonly remotesDir: string,
  ) {}

  private async indexHtml(): Promise<string> {
    const file = path.join(this.shellDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (this.template?.mtimeMs !== mtimeMs) {
      this.template = { mtimeMs, html: await readFile(file, 'utf8') };
    }
    return this.template.html;
  }

  private manifest(folder: string, version: string): Promise<Manifest | null> {
    const key = `${folder}/${version}`;
    let found = this.manifests.get(key);
    if (!found) {
      found = readFile(path.join(this.remotesDir, folder, version, 'mf-manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => null);
      this.manifests.set(key, found);
    }
    return found;
  }

  /** `server`: the first screen rendered on the server, when there is one for the route. */
  async compose(
    urlPath: string,
    registry: PublicRegistry,
    server: ServerMarkup | null = null,
  ): Promise<string> {
    const html = await this.indexHtml();
    const view = firstViewOf(urlPath);
    const tags = [
      `<script id="barrio-registry" type="application/json">${inlineJson(registry)}</script>`,
    ];
    if (view) {
      // A first view rendered here carries the shop already.
      if (looksLikeShopSlug(view.slug) && !server) {
        const shopUrl = `/api/shops/${encodeURIComponent(view.slug)}`;
        tags.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(shopUrl)}">`);
      }
      const seen = new Set<string>();
      for (const { folder, expose } of view.modules) {
        const remote = registry.remotes[folder];
        if (!remote) continue;
        const base = remote.url.replace(/\/+$/, '');
        // Dev servers (version `dev`) have no manifest on disk: nothing more to hint.
        const manifest =
          remote.version === 'dev' ? null : await this.manifest(folder, remote.version);
        if (!manifest) continue;
        const entry = manifest.metaData?.remoteEntry;
        const files = [
          path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js'),
          ...(manifest.exposes?.find((candidate) => candidate.name === expose)?.assets?.js?.sync ??
            []),
        ];
        for (const file of files) {
          const href = `${base}/${file}`;
          if (seen.has(href)) continue;
          seen.add(href);
          tags.push(`<link rel="preload" as="script" href="${attribute(href)}">`);
        }
      }
    }
    if (server) tags.push(server.head);
    // Replacer functions: the markup holds prices like `$1.50`, which a replacement string
    // would read as patterns.
    const composed = html.replace('</head>', () => `${tags.join('')}</head>`);
    if (!server) return composed;
    // The images go first: right after the charset (or the head's start), ahead of the shell's
    // entry script.
    const start = /<meta charset[^>]*>/i.test(composed) ? /<meta charset[^>]*>/i : /<head[^>]*>/i;
    // The checkout's frame has no pictures to share the link with: its start-up preloads stay.
    const preloaded = server.hints ? composed.replace(SHELL_START_PRELOAD, '') : composed;
    const withServerMarkup = startEntryAfterPaint(preloaded)
      .replace(start, (tag) => `${tag}${server.hints}`)
      .replace(/<html lang="[^"]*"/, () => `<html lang="${attribute(server.lang)}"`)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${server.root}</div>`);
    // A page that works without script (its links are links) needs no notice that it cannot.
    return server.worksWithoutScript
      ? withServerMarkup.replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      : withServerMarkup;
  }
}
