// A build's version: the package version plus a hash of what the build is made of, so that the
// same sources give the same version and deploying an unchanged build changes nothing.
// Two things in a build's folder vary between builds of the same sources without changing
// what the page runs, and are left out of the hash:
//   - the order of the JSON files webpack and the federation plugin write (the manifest
//     plugin walks its stats in whatever order the compilation handed them over: the same
//     build lists a shared module's `usedIn` as ShopPage, ProductPicker one time and the other
//     way round the next), so JSON is hashed in a canonical form: keys sorted, and lists of
//     strings sorted (names and files, whose order means nothing to the federation runtime);
//   - the precompressed copies (`x.js.br`, `x.js.gz`), made from a file that is hashed itself.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const COMPRESSED = /\.(br|gz)$/;

async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full, base)));
    else files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files.sort();
}

/** JSON with every object's keys sorted and every list of strings sorted. */
export function canonicalJson(value) {
  if (Array.isArray(value)) {
    const items = value.every((item) => typeof item === 'string') ? [...value].sort() : value;
    return `[${items.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function hashedContent(file) {
  const bytes = await readFile(file);
  if (!file.endsWith('.json')) return bytes;
  try {
    return Buffer.from(canonicalJson(JSON.parse(bytes.toString('utf8'))));
  } catch {
    return bytes;
  }
}

/** A hex digest of every file of a build that is not a compressed copy of another. */
export async function buildContentHash(distDir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    const full = path.join(distDir, file);
    if (COMPRESSED.test(file) && existsSync(full.replace(COMPRESSED, ''))) continue;
    hash.update(file);
    hash.update('\0');
    hash.update(await hashedContent(full));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** `<package version>-<8 hex digits>`: the same build content gives the same version. */
export async function versionOf(packageVersion, distDir) {
  return `${packageVersion}-${(await buildContentHash(distDir)).slice(0, 8)}`;
}
