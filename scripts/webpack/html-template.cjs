// The single HTML page of the shell and of each remote's standalone harness.
/** @param {{ title: string, lang?: string }} options */
function htmlTemplate({ title, lang = 'es' }) {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Barrio necesita JavaScript para funcionar.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
