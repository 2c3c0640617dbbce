// The single HTML page of the shell and of each remote's standalone harness.
// Apps with a public/ folder (the shell) name their icons up front, so the browser never
// asks for a /favicon.ico that does not exist.
const iconLinks = `
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />`;

/** @param {{ title: string, lang?: string, withIcons?: boolean }} options */
function htmlTemplate({ title, lang = 'es', withIcons = false }) {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#c2410c" />
    <title>${title}</title>${withIcons ? iconLinks : ''}
  </head>
  <body>
    <noscript>Barrio necesita JavaScript para funcionar.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
