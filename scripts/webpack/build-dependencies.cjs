// Files whose change must invalidate the persistent webpack cache of every app.
const path = require('node:path');

module.exports = [
  path.join(__dirname, 'apps.cjs'),
  path.join(__dirname, 'shared-config.cjs'),
  path.join(__dirname, 'shared-usage.cjs'),
  path.join(__dirname, 'styled-components-swc.cjs'),
  path.join(__dirname, 'html-template.cjs'),
  path.join(__dirname, 'build-info-runtime-plugin.js'),
  path.join(__dirname, 'react-router-dom-shim.cjs'),
  path.join(__dirname, 'library-facades.cjs'),
  path.join(__dirname, 'write-if-changed.cjs'),
  path.join(__dirname, 'compat-manifest-plugin.cjs'),
  path.join(__dirname, 'startup-preload-plugin.cjs'),
  path.join(__dirname, 'startup-chunks-plugin.cjs'),
  path.join(__dirname, 'compile-hints-plugin.cjs'),
  path.join(__dirname, 'behaviour-contracts.cjs'),
  path.join(__dirname, 'precompile-messages.cjs'),
  path.join(__dirname, '..', '..', 'shared', 'src', 'page-instance', 'protocols.json'),
  path.join(__dirname, '..', '..', 'shared', 'package.json'),
];
