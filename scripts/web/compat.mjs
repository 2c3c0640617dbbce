// "Can I deploy?": compares a build's barrio-compat.json (written by
// scripts/webpack/compat-manifest-plugin.cjs) with what is deployed, before a deploy goes live.
//   - A remote needs every singleton it was built with, from the shell, at a version its
//     range accepts: the shell provides react, the router, styled-components… for the page.
//   - The remote and the shell must speak the same page protocols (the bus instance, the
//     storage, the analytics holder; shared/src/page-instance/protocols.json).
//   - The remote must expose every module the shell's contract loads from it (the props of
//     each are checked at build time, by the shell's typecheck).
//   - A remote built without its own federation runtime needs the shell's, at a version its
//     range accepts (the shell hands its runtime to the page).
// Pure code the shared package offers is versioned by content and never blocks a deploy: a
// remote needing other shared code than the shell has brings its own copy.
// Then the behaviour every live app relies on (scripts/web/behaviour-check.mjs): bus event
// payloads, exposed modules' props, and the shared rules two apps would answer differently.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { behaviourProblems, describeDisagreements, ruleDisagreements } from './behaviour-check.mjs';

export const COMPAT_FILE = 'barrio-compat.json';

/**
 * @typedef {{
 *   app: string,
 *   kind: 'host' | 'remote',
 *   singletons: Record<string, { version: string, requiredVersion: string }>,
 *   protocols: Record<string, string>,
 *   exposes?: string[],
 *   loads?: Record<string, string[]>,
 *   federationRuntime?: { provides?: string, requiredVersion?: string },
 * }} CompatRecord
 * @typedef {{ message: string, deployFirst: string }} Incompatibility
 */

/** @returns {CompatRecord | null} null for a build made before compatibility was recorded */
export function readCompat(dir) {
  const file = path.join(dir, COMPAT_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `@barrio/shared/bus@2` → 2 (a key without a version counts as 0). */
function protocolVersion(key) {
  const match = /@(\d+)$/.exec(key);
  return match ? Number(match[1]) : 0;
}

/**
 * Everything that would break if `remote` ran next to `shell`, each with what to deploy first.
 * @param {CompatRecord} shell
 * @param {CompatRecord} remote
 * @returns {Incompatibility[]}
 */
/** The parts of the federation runtime a remote needs that the shell does not provide. */
function missingParts(provided, needed) {
  // A shell that records no parts provides the runtime core alone.
  const has = new Set(provided?.parts ?? ['core']);
  return (needed.parts ?? ['core']).filter((part) => !has.has(part));
}

export function incompatibilities(shell, remote) {
  const problems = [];
  for (const [name, needed] of Object.entries(remote.singletons)) {
    const provided = shell.singletons[name];
    if (!provided) {
      problems.push({
        message: `${remote.app} shares ${name} as a singleton, which the shell does not provide`,
        deployFirst: `the shell, built with ${name} ${needed.requiredVersion}`,
      });
      continue;
    }
    // Page-wide rules carry content versions (prereleases) and accept any one ('*').
    if (semver.satisfies(provided.version, needed.requiredVersion, { includePrerelease: true })) {
      continue;
    }
    const shellIsOlder = semver.lt(provided.version, semver.minVersion(needed.requiredVersion));
    problems.push({
      message: `${remote.app} needs ${name} ${needed.requiredVersion}; the shell provides ${provided.version}`,
      deployFirst: shellIsOlder
        ? `the shell, built with ${name} ${needed.requiredVersion}`
        : `${remote.app}, rebuilt with ${name} ^${provided.version}`,
    });
  }
  for (const [name, key] of Object.entries(remote.protocols)) {
    const shellKey = shell.protocols[name];
    if (shellKey === key) continue;
    const shellIsOlder = !shellKey || protocolVersion(shellKey) < protocolVersion(key);
    problems.push({
      message: `${remote.app} uses the page's ${name} as ${key}; the shell uses ${shellKey ?? 'none'}`,
      deployFirst: shellIsOlder
        ? `the shell and every remote together (npm run build, then npm run publish-web): the shell's ${name} changed`
        : `${remote.app}, rebuilt from a commit whose ${name} is ${shellKey}`,
    });
  }
  const runtime = remote.federationRuntime;
  if (runtime?.requiredVersion) {
    const provided = shell.federationRuntime?.provides;
    if (!provided) {
      problems.push({
        message: `${remote.app} uses the federation runtime the shell provides, and this shell provides none`,
        deployFirst:
          'the shell, built with the current build scripts (it provides the federation runtime)',
      });
    } else if (missingParts(shell.federationRuntime, runtime).length > 0) {
      problems.push({
        message: `${remote.app} uses the federation runtime's ${missingParts(shell.federationRuntime, runtime).join(' and ')} from the shell, and this shell does not provide it`,
        deployFirst:
          'the shell, built with the current build scripts (it provides the federation bundler runtime)',
      });
    } else if (!semver.satisfies(provided, runtime.requiredVersion)) {
      const shellIsOlder = semver.lt(provided, semver.minVersion(runtime.requiredVersion));
      problems.push({
        message: `${remote.app} needs the federation runtime ${runtime.requiredVersion}; the shell provides ${provided}`,
        deployFirst: shellIsOlder
          ? `the shell, built with @module-federation/enhanced ${runtime.requiredVersion}`
          : `${remote.app}, rebuilt with @module-federation/enhanced ^${provided}`,
      });
    }
  }
  const container = remote.app.replace(/-/g, '_');
  if (remote.exposes && shell.loads) {
    for (const name of shell.loads[container] ?? []) {
      if (remote.exposes.includes(name)) continue;
      problems.push({
        message: `the shell loads ${container}/${name}, which ${remote.app} does not expose`,
        deployFirst: `the shell, built from a contract without ${container}/${name}`,
      });
    }
  }
  return problems;
}

/** One readable paragraph for a refused deploy. */
export function describeRefusal(subject, problems) {
  const lines = problems.map((p) => `  - ${p.message}\n    deploy first: ${p.deployFirst}`);
  return `${subject} was not deployed: it does not fit what is deployed.\n${lines.join('\n')}\nRun again with --force to deploy anyway.`;
}

/** The live builds the registry points at (and the live shell), with their records. */
export function liveBuilds({ webDir, registry, except }) {
  const builds = [];
  const shellDir = path.join(webDir, 'shell');
  if (except !== 'shell' && existsSync(path.join(shellDir, 'index.html'))) {
    const record = readCompat(shellDir);
    if (record)
      builds.push({ folder: 'shell', version: registry.shell?.version ?? 'live', record });
  }
  for (const [folder, entry] of Object.entries(registry.remotes ?? {})) {
    if (folder === except) continue;
    const record = readCompat(path.join(webDir, ...entry.url.split('/').filter(Boolean)));
    if (record) builds.push({ folder, version: entry.version, record });
  }
  return builds;
}

/**
 * A remote build against what is live: the deployed shell (WEB_DIR/shell) for what it
 * provides, and the shell and every other live remote for the behaviour they rely on.
 * @param {{ webDir: string, remoteDir: string, folder: string, version?: string, registry?: any }} options
 * @returns {Incompatibility[]}
 */
export function checkRemoteAgainstShell({
  webDir,
  remoteDir,
  folder,
  version = 'this build',
  registry,
}) {
  const remote = readCompat(remoteDir);
  if (!remote) {
    return [
      {
        message: `${remoteDir} has no ${COMPAT_FILE}`,
        deployFirst: `${folder}, rebuilt with the current build scripts`,
      },
    ];
  }
  const live = liveBuilds({ webDir, registry: registry ?? { remotes: {} }, except: folder });
  const behaviour = behaviourProblems({ folder, version, record: remote }, live);
  const shellDir = path.join(webDir, 'shell');
  // No shell deployed yet (a remote published before the first shell): nothing to break.
  if (!existsSync(path.join(shellDir, 'index.html'))) return behaviour;
  const shell = readCompat(shellDir);
  if (!shell) {
    return [
      {
        message: `the deployed shell records no ${COMPAT_FILE}, so what it provides is unknown`,
        deployFirst: 'the shell, built with the current build scripts',
      },
      ...behaviour,
    ];
  }
  return [...incompatibilities(shell, remote), ...behaviour];
}

/**
 * The live apps bundling another version of a shared rule than the build in `dir`, as
 * sentences for the deploy to print and log.
 */
export function sharedRuleWarnings({ webDir, dir, app, version, registry }) {
  const record = readCompat(dir);
  if (!record) return [];
  const live = liveBuilds({ webDir, registry, except: app });
  return describeDisagreements(
    `${app} ${version}`,
    ruleDisagreements({ folder: app, version, record }, live),
  );
}

/**
 * A shell build against every remote the registry points at.
 * @param {{ webDir: string, shellDir: string, registry: { remotes: Record<string, { url: string, version: string }> } }} options
 * @returns {Incompatibility[]}
 */
export function checkShellAgainstRemotes({ webDir, shellDir, registry }) {
  const shell = readCompat(shellDir);
  if (!shell) {
    return [
      {
        message: `${shellDir} has no ${COMPAT_FILE}`,
        deployFirst: 'the shell, rebuilt with the current build scripts',
      },
    ];
  }
  const problems = [];
  for (const [folder, entry] of Object.entries(registry.remotes)) {
    const remoteDir = path.join(webDir, ...entry.url.split('/').filter(Boolean));
    const remote = readCompat(remoteDir);
    if (!remote) {
      problems.push({
        message: `${folder} ${entry.version} is deployed without a ${COMPAT_FILE}`,
        deployFirst: `${folder}, rebuilt with the current build scripts`,
      });
      continue;
    }
    for (const problem of incompatibilities(shell, remote)) {
      problems.push({
        ...problem,
        message: `${problem.message} (deployed: ${folder} ${entry.version})`,
      });
    }
  }
  const live = liveBuilds({ webDir, registry, except: 'shell' });
  problems.push(
    ...behaviourProblems({ folder: 'shell', version: 'this build', record: shell }, live),
  );
  return problems;
}
