import sharp from 'sharp';
import { BANNER_IMAGE_WIDTHS, bannerImageSources } from '@barrio/shared/domain';
import { bannerImage } from '../src/seed/banner-image';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

interface ErrorBody {
  error: { code: string; message: string };
}
interface Banner {
  id: number;
  title: string;
  image: string;
  link: string | null;
}

const DRAWING_URL = /^\/images\/banners\/([1-9][0-9]*)\/([A-Za-z0-9_-]{22})\.svg$/;

let app: TestApp;
let mxCatalog: number;

beforeAll(async () => {
  app = await startTestApp();
  mxCatalog = app.seed!.catalogsByCountry[2]!;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function banners(locale?: string): Promise<Banner[]> {
  const res = await app.request<Banner[]>('/api/banners', {
    query: { catalog_id: mxCatalog, ...(locale ? { locale } : {}) },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const deals = async (locale?: string) =>
  (await banners(locale)).find((b) => b.link === '?q=oferta')!;

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(url, app.baseUrl), { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Stores `image` as banner `id`'s picture and announces it, as a catalogue edit does. */
async function storePicture(id: number, image: string): Promise<void> {
  await app.ctx.db.updateTable('banners').set({ image }).where('id', '=', id).execute();
  await app.ctx.shared.publish('catalogue');
}

const bitmapOf = (drawing: string, width: number) => drawing.replace(/\.svg$/, `.w${width}.webp`);

describe('the banners the API lists', () => {
  it("name each demo banner's drawing at the gateway, never inline", async () => {
    const listed = await banners();
    expect(listed.length).toBeGreaterThan(0);
    for (const banner of listed) {
      const [, id] = DRAWING_URL.exec(banner.image) ?? [];
      expect(Number(id)).toBe(banner.id);
    }
  });

  it("name each locale's own drawing", async () => {
    expect((await deals('en-US')).image).not.toBe((await deals()).image);
  });
});

describe('a banner drawing', () => {
  it('is served as the shop stored it, with the title drawn in, immutable', async () => {
    for (const [locale, title] of [
      [undefined, 'Ofertas de la semana'],
      ['en-US', 'Deals of the week'],
    ] as const) {
      const { res, bytes } = await get((await deals(locale)).image);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml(;|$)/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(bytes.toString('utf8')).toContain(`>${title}</text>`);
      const again = await get((await deals(locale)).image, {
        'if-none-match': res.headers.get('etag')!,
      });
      expect(again.res.status).toBe(304);
    }
  });

  it('is drawn as a WebP of each offered width, in the proportions of the banner', async () => {
    const drawing = (await deals()).image;
    for (const width of BANNER_IMAGE_WIDTHS) {
      const { res, bytes } = await get(bitmapOf(drawing, width));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: width / 4,
      });
      // A banner strip in a few kilobytes: no heavier on a phone than the drawing's markup was
      // for its main thread.
      expect(bytes.length).toBeLessThan(width * 12);
      const again = await get(bitmapOf(drawing, width), {
        'if-none-match': res.headers.get('etag')!,
      });
      expect(again.res.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    }
  });

  it("is what the storefront's <img> asks for", async () => {
    const drawing = (await deals()).image;
    const { src, srcSet } = bannerImageSources(drawing, false);
    const asked = [src, ...srcSet!.split(', ').map((candidate) => candidate.split(' ')[0]!)];
    for (const url of asked) expect((await get(url)).res.status).toBe(200);
  });

  it('draws its title: the Spanish and the English bitmaps differ', async () => {
    const pixels = async (locale?: string) =>
      sharp((await get(bitmapOf((await deals(locale)).image, 480))).bytes)
        .raw()
        .toBuffer();
    expect((await pixels()).equals(await pixels('en-US'))).toBe(false);
  });
});

describe('what a banner URL refuses', () => {
  it.each([
    (drawing: string) => bitmapOf(drawing, 640),
    (drawing: string) => bitmapOf(drawing, 4800),
    (drawing: string) =>
      drawing.replace(/\/[A-Za-z0-9_-]{22}\.svg$/, '/AAAAAAAAAAAAAAAAAAAAAA.svg'),
    (drawing: string) => drawing.replace(/\.svg$/, '.png'),
    (drawing: string) => drawing.replace(/\.svg$/, 'x.svg'),
    (drawing: string) => drawing.replace(/^\/images\/banners\/\d+/, '/images/banners/0'),
    (drawing: string) => drawing.replace(/^\/images\/banners\/\d+/, '/images/banners/99999999'),
    (drawing: string) => drawing.replace(/^\/images\/banners\/\d+/, '/images/banners/1e3'),
    (drawing: string) => `${drawing}/more`,
  ])('answers a JSON 404 to a URL that is not a drawing of that banner (%#)', async (urlOf) => {
    const url = urlOf((await deals()).image);
    const res = await app.request<ErrorBody>(url);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toMatch(/not_found$/);
  });

  it("refuses one banner's drawing under another banner's id", async () => {
    const [first, second] = await banners();
    const [, , digest] = DRAWING_URL.exec(first!.image)!;
    const res = await app.request<ErrorBody>(`/images/banners/${second!.id}/${digest}.svg`);
    expect(res.status).toBe(404);
  });
});

describe('a banner the shop changes', () => {
  it('gets a new URL, and the old one no longer answers', async () => {
    const before = await deals();
    await storePicture(before.id, bannerImage('Ofertas del mes', 'default'));
    try {
      const after = await deals();
      expect(after.image).not.toBe(before.image);
      expect((await get(after.image)).bytes.toString('utf8')).toContain('>Ofertas del mes</text>');
      expect((await get(before.image)).res.status).toBe(404);
    } finally {
      await storePicture(before.id, bannerImage('Ofertas de la semana', 'default'));
    }
  });

  it('is given as it is when its picture lives elsewhere or is not whole by itself', async () => {
    const { id } = await deals();
    const tracked = `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/hostname"/></svg>',
    )}`;
    try {
      for (const image of ['https://cdn.example.com/ofertas.jpg', tracked]) {
        await storePicture(id, image);
        expect((await deals()).image).toBe(image);
      }
    } finally {
      await storePicture(id, bannerImage('Ofertas de la semana', 'default'));
    }
  });
});
