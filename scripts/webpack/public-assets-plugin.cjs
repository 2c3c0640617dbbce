// Copies an app's public/ folder (favicon, icons, robots.txt) into its build as-is, under the
// same relative paths, so that the gateway and the dev server serve them beside index.html.
const fs = require('node:fs');
const path = require('node:path');

class PublicAssetsPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          compilation.contextDependencies.add(this.dir);
          for (const file of listFiles(this.dir)) {
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            if (compilation.getAsset(name)) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

module.exports = { PublicAssetsPlugin };
