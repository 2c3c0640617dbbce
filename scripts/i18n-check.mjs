#!/usr/bin/env node
// Keeps every package's message catalogues in step with its source.
//
//   node scripts/i18n-check.mjs                   check, exit 1 listing every problem
//   node scripts/i18n-check.mjs --write           first add new or changed source messages to es-MX
//   node scripts/i18n-check.mjs [--write] shell   only the named package folder(s)
//
// For each package among shared, shell and mf-* that has src/lang/, the message descriptors of
// src/**/*.{ts,tsx} (tests excluded) are extracted with the formatjs CLI and compared with
// src/lang/<locale>.json for every supported locale. es-MX is the source language: its
// catalogue must equal the defaultMessages, which is what --write brings about.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const SOURCE_LOCALE = 'es-MX';
// The extractor names descriptors that have no id after this prefix, so they can be reported.
const NO_ID_PREFIX = 'NO-EXPLICIT-ID-';

/** The locale list is read from the i18n entry point so that it has one home. */
function supportedLocales() {
  const file = path.join(root, 'shared/src/i18n/locales.ts');
  const match = /SUPPORTED_LOCALES\s*=\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`SUPPORTED_LOCALES not found in ${path.relative(root, file)}`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

function packagesWithCatalogues(only) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => name === 'shared' || name === 'shell' || name.startsWith('mf-'))
    .filter((name) => existsSync(path.join(root, name, 'src/lang')))
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
}

function formatjsBin() {
  const pkgJson = require.resolve('@formatjs/cli/package.json');
  const { bin } = JSON.parse(readFileSync(pkgJson, 'utf8'));
  return path.join(path.dirname(pkgJson), typeof bin === 'string' ? bin : bin.formatjs);
}

/** @returns {Record<string, { defaultMessage?: string, description?: string }>} */
function extract(pkg) {
  const result = spawnSync(
    process.execPath,
    [
      formatjsBin(),
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--id-interpolation-pattern',
      `${NO_ID_PREFIX}[sha512:contenthash:base64:6]`,
      '--throws',
    ],
    { cwd: path.join(root, pkg), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`formatjs extract failed in ${pkg}:\n${result.stderr || result.stdout}`);
  }
  const output = result.stdout.trim();
  return output ? JSON.parse(output) : {};
}

function catalogueFile(pkg, locale) {
  return path.join(root, pkg, 'src/lang', `${locale}.json`);
}

function readCatalogue(file) {
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${path.relative(root, file)} is not a flat { id: message } object`);
  }
  return data;
}

function writeCatalogue(file, catalogue) {
  const sorted = Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Names of the arguments a message uses ({name}, {count, plural, …}, <b>…</b> tags). */
function argumentNames(elements, names = new Set()) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        names.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        names.add(element.value);
        for (const option of Object.values(element.options)) argumentNames(option.value, names);
        break;
      case TYPE.tag:
        names.add(`<${element.value}>`);
        argumentNames(element.children, names);
        break;
      default:
        break;
    }
  }
  return names;
}

function parseMessage(message) {
  try {
    return { ast: parse(message) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function sameSet(a, b) {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** es-MX gains every new id and follows every changed defaultMessage. */
function writeSource(pkg, descriptors) {
  const file = catalogueFile(pkg, SOURCE_LOCALE);
  const catalogue = readCatalogue(file) ?? {};
  let changed = 0;
  for (const [id, descriptor] of Object.entries(descriptors)) {
    if (id.startsWith(NO_ID_PREFIX) || typeof descriptor.defaultMessage !== 'string') continue;
    if (catalogue[id] !== descriptor.defaultMessage) {
      catalogue[id] = descriptor.defaultMessage;
      changed += 1;
    }
  }
  if (changed > 0 || !existsSync(file)) writeCatalogue(file, catalogue);
  return changed;
}

function checkPackage(pkg, locales, descriptors, problems) {
  const report = (locale, id, problem) => problems.push({ pkg, locale, id, problem });
  const sourceArgs = new Map();

  for (const [id, descriptor] of Object.entries(descriptors)) {
    if (id.startsWith(NO_ID_PREFIX)) {
      report(
        'source',
        JSON.stringify(descriptor.defaultMessage ?? ''),
        'message has no explicit id',
      );
      continue;
    }
    if (!descriptor.description) report('source', id, 'message has no description');
    if (typeof descriptor.defaultMessage !== 'string') {
      report('source', id, 'message has no defaultMessage');
      continue;
    }
    const parsed = parseMessage(descriptor.defaultMessage);
    if (parsed.error) report('source', id, `defaultMessage is not valid ICU: ${parsed.error}`);
    else sourceArgs.set(id, argumentNames(parsed.ast));
  }

  for (const locale of locales) {
    const file = catalogueFile(pkg, locale);
    const catalogue = readCatalogue(file);
    if (!catalogue) {
      report(locale, '*', `catalogue ${path.relative(root, file)} is missing`);
      continue;
    }
    for (const [id, descriptor] of Object.entries(descriptors)) {
      if (id.startsWith(NO_ID_PREFIX)) continue;
      if (!(id in catalogue)) {
        report(locale, id, 'missing from the catalogue');
      } else if (locale === SOURCE_LOCALE && catalogue[id] !== descriptor.defaultMessage) {
        report(locale, id, 'differs from the defaultMessage (run with --write)');
      }
    }
    for (const [id, message] of Object.entries(catalogue)) {
      if (!(id in descriptors)) {
        report(locale, id, 'no longer in the source');
        continue;
      }
      if (typeof message !== 'string') {
        report(locale, id, 'message is not a string');
        continue;
      }
      const parsed = parseMessage(message);
      if (parsed.error) {
        report(locale, id, `not valid ICU: ${parsed.error}`);
        continue;
      }
      const expected = sourceArgs.get(id);
      if (expected && !sameSet(expected, argumentNames(parsed.ast))) {
        const list = (names) => [...names].sort().join(', ') || 'none';
        report(
          locale,
          id,
          `arguments {${list(argumentNames(parsed.ast))}} differ from the source {${list(expected)}}`,
        );
      }
    }
  }
}

function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const unknownFlags = args.filter((arg) => arg.startsWith('-') && arg !== '--write');
  if (unknownFlags.length > 0) throw new Error(`unknown option(s): ${unknownFlags.join(' ')}`);
  const only = args.filter((arg) => !arg.startsWith('-'));
  const locales = supportedLocales();
  const packages = packagesWithCatalogues(only);
  const unknownPackages = only.filter((name) => !packages.includes(name));
  if (unknownPackages.length > 0) {
    throw new Error(`no package with src/lang/ named: ${unknownPackages.join(', ')}`);
  }
  const problems = [];
  let messageCount = 0;

  for (const pkg of packages) {
    const descriptors = extract(pkg);
    if (write) {
      const changed = writeSource(pkg, descriptors);
      if (changed > 0)
        console.log(`i18n-check: ${pkg} ${SOURCE_LOCALE}: ${changed} message(s) written`);
    }
    messageCount += Object.keys(descriptors).length;
    checkPackage(pkg, locales, descriptors, problems);
  }

  if (problems.length > 0) {
    console.error(`i18n-check: ${problems.length} problem(s)`);
    for (const { pkg, locale, id, problem } of problems) {
      console.error(`  ${pkg}  ${locale}  ${id}  ${problem}`);
    }
    process.exit(1);
  }
  console.log(
    `i18n-check: ${packages.length} package(s) [${packages.join(', ')}], ${messageCount} message(s), ` +
      `${locales.length} locale(s) [${locales.join(', ')}]: all catalogues complete`,
  );
}

try {
  main();
} catch (error) {
  console.error(`i18n-check: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
