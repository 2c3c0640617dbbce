// Generated build inputs (shims, replacement modules) are rewritten only when their text
// changes, so webpack's filesystem cache keeps seeing the same file between builds.
const fs = require('node:fs');
const path = require('node:path');

/** Writes `source` to `file` unless it already holds exactly that; returns `file`. */
function writeIfChanged(file, source) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source)
    fs.writeFileSync(file, source);
  return file;
}

/** Where the builds' generated modules (shims, facades) are written, by file name. */
function generatedModuleFile(name) {
  return path.join(__dirname, '..', '..', 'node_modules', '.cache', 'barrio-webpack', name);
}

module.exports = { generatedModuleFile, writeIfChanged };
