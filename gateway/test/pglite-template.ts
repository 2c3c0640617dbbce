/**
 * A migrated (and, for most tests, seeded) PGlite database, built once and then loaded by every
 * test app that runs on PGlite. Creating PGlite runs initdb, which takes seconds on a busy
 * machine; loading a dump of the same database takes a fraction of that. Over the forty-odd
 * API test files this is minutes of a CI run.
 *
 * The dump lives in the system's temp folder under a key of everything that shapes it: the
 * gateway's and shared's sources (migrations, seed, its data) and the UTC day (the seed writes
 * dates relative to now). Either of Jest's workers may build it; the file is written under a
 * temporary name and renamed, so a reader sees a whole dump or none.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CoreSeedResult } from '../src/seed/types';

const gatewayRoot = path.resolve(__dirname, '..');
const SOURCE_DIRS = [path.join(gatewayRoot, 'src'), path.join(gatewayRoot, '..', 'shared', 'src')];
const TEMPLATE_DIR = path.join(os.tmpdir(), 'barrio-pglite-templates');
const DAY_MS = 86_400_000;

export type TemplateKind = 'migrated' | 'seeded';

export interface PgliteTemplate {
  dump: Blob;
  seed: CoreSeedResult | null;
}

function addFiles(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) addFiles(hash, full);
    else if (!/\.test\.tsx?$/.test(entry.name)) {
      hash.update(full);
      hash.update(readFileSync(full));
    }
  }
}

let sourcesKey: string | undefined;

function templateKey(kind: TemplateKind): string {
  if (!sourcesKey) {
    const hash = createHash('sha256');
    for (const dir of SOURCE_DIRS) addFiles(hash, dir);
    sourcesKey = hash.digest('hex').slice(0, 16);
  }
  const day = new Date().toISOString().slice(0, 10);
  return `${kind}-${day}-${sourcesKey}`;
}

/** Dumps of other sources or days: nobody loads them again. */
function removeStaleTemplates(): void {
  for (const name of readdirSync(TEMPLATE_DIR)) {
    const full = path.join(TEMPLATE_DIR, name);
    try {
      if (Date.now() - statSync(full).mtimeMs > DAY_MS) rmSync(full, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

/**
 * The template of this kind: loaded from the temp folder, or built by `build` (which returns
 * the dump and what the seed created) and kept there for the next test file.
 */
export async function pgliteTemplate(
  kind: TemplateKind,
  build: () => Promise<PgliteTemplate>,
): Promise<PgliteTemplate> {
  const key = templateKey(kind);
  const dumpFile = path.join(TEMPLATE_DIR, `${key}.tar`);
  const seedFile = path.join(TEMPLATE_DIR, `${key}.json`);
  if (existsSync(dumpFile) && existsSync(seedFile)) {
    return {
      dump: new Blob([readFileSync(dumpFile)]),
      seed: JSON.parse(readFileSync(seedFile, 'utf8')) as CoreSeedResult | null,
    };
  }
  const template = await build();
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  removeStaleTemplates();
  const partial = `.${process.pid}-${Date.now()}`;
  // The seed result first: the dump's presence is what readers check, and it lands last.
  await writeFile(seedFile + partial, JSON.stringify(template.seed));
  renameSync(seedFile + partial, seedFile);
  await writeFile(dumpFile + partial, Buffer.from(await template.dump.arrayBuffer()));
  renameSync(dumpFile + partial, dumpFile);
  return template;
}
