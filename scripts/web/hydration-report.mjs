// When the modules a remote build exposes come alive on a page, as the deploy reports it: the
// build records its contract's policies (barrio-compat.json `behaviour.hydration`, from
// EXPOSED_MODULE_HYDRATION in shared/src/contract/exposed-modules.ts), and the live shell,
// which applies them, records its own. Where the two differ, the shell's applies until a shell
// built from the same contract is deployed: a warning, kept in the registry's log, not a
// refusal (either side may go first).
import { liveBuilds, readCompat } from './compat.mjs';

const shortName = (id) => id.slice(id.indexOf('/') + 1);

/**
 * The report's line for the build in `dir` of `folder` and the warnings where the live shell
 * applies another policy. No line for a build recorded before the policies.
 * @returns {{ lines: string[], warnings: string[] }}
 */
export function hydrationReport({ folder, version, dir, webDir, registry }) {
  const policies = readCompat(dir)?.behaviour?.hydration;
  if (!policies || Object.keys(policies).length === 0) return { lines: [], warnings: [] };
  const shell = liveBuilds({ webDir, registry, except: folder }).find(
    (build) => build.folder === 'shell',
  );
  const applied = shell?.record?.behaviour?.hydration ?? {};
  const described = Object.entries(policies)
    .map(([id, policy]) => `${shortName(id)} ${policy}`)
    .join(', ');
  const warnings = Object.entries(policies)
    .filter(([id, policy]) => applied[id] && applied[id] !== policy)
    .map(
      ([id, policy]) =>
        `${folder} ${version}: ${shortName(id)} comes alive '${policy}' by this build's contract and '${applied[id]}' by the live shell's, which applies it until a shell built from this contract is deployed`,
    );
  const shellNote = shell?.record?.behaviour?.hydration
    ? warnings.length === 0
      ? 'as the live shell applies them'
      : 'the live shell applies other policies (below)'
    : 'the live shell records no policies: it loads every slot once the page is alive';
  return { lines: [`${folder}: comes alive ${described} (${shellNote})`], warnings };
}
