const { createConfig } = require('../scripts/webpack/create-config.cjs');

// The host: no remote is known at build time; their locations come from /remotes.json.
module.exports = createConfig({ appDir: __dirname, title: 'Barrio' });
