import { entryChunkFiles, remoteBaseUrls, remoteFileUrls } from './remote-files';

describe('remote files kept for offline use', () => {
  test('every remote of the registry, by its deployed folder', () => {
    expect(
      remoteBaseUrls(
        { remotes: { mf_catalog: { url: '/remotes/mf-catalog/0.1.0-ab12cd34' }, bad: {} } },
        'https://barrio.test',
      ),
    ).toEqual(['https://barrio.test/remotes/mf-catalog/0.1.0-ab12cd34/']);
    expect(remoteBaseUrls(null, 'https://barrio.test')).toEqual([]);
  });

  test("the manifest, the entry and the exposed modules' chunks, not third-party shared libraries", () => {
    const base = 'https://barrio.test/remotes/mf-cart-checkout/1/';
    const urls = remoteFileUrls(base, {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['950.24de4800.js'] } } }],
      exposes: [
        { assets: { js: { sync: ['expose_a.1.js'], async: ['12.aa.js'] }, css: { sync: [] } } },
        { assets: { js: { sync: ['expose_b.2.js'], async: ['12.aa.js'] } } },
      ],
    });
    expect(urls).toEqual(
      ['mf-manifest.json', 'remoteEntry.js', 'expose_a.1.js', '12.aa.js', 'expose_b.2.js'].map(
        (file) => `${base}${file}`,
      ),
    );
  });

  test("the remote's own copies of the storefront's shared code, which a newer remote loads", () => {
    const base = 'https://barrio.test/remotes/mf-cart-checkout/2/';
    const urls = remoteFileUrls(base, {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: 'react', assets: { js: { sync: ['react.1.js'] } } },
        { name: '@barrio/shared/api', assets: { js: { sync: ['shared-api.3.js', '8569.dc.js'] } } },
      ],
      exposes: [{ assets: { js: { sync: ['expose_a.1.js'] } } }],
    });
    expect(urls).toEqual(
      ['mf-manifest.json', 'remoteEntry.js', 'expose_a.1.js', 'shared-api.3.js', '8569.dc.js'].map(
        (file) => `${base}${file}`,
      ),
    );
  });

  test("the chunks an entry's own chunk map names, with the names of named chunks", () => {
    const entry =
      'x.u=e=>(({4421:"__federation_expose_ShopPage"})[e]||e)+"."+({238:"74b4eff4",4421:"0a1b2c3d",8569:"4d39544c"})[e]+".js",x.g=1';
    expect(entryChunkFiles(entry)).toEqual([
      '238.74b4eff4.js',
      '__federation_expose_ShopPage.0a1b2c3d.js',
      '8569.4d39544c.js',
    ]);
    expect(entryChunkFiles('x.u=e=>e+"."+{12:"aabbccdd"}[e]+".js"')).toEqual(['12.aabbccdd.js']);
    expect(entryChunkFiles('console.log("no chunks")')).toEqual([]);
  });
});
