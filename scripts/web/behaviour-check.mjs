// "Will the page still work?": compares what a build promises in its barrio-compat.json
// `behaviour` (scripts/webpack/behaviour-contracts.cjs) with what every live app promises.
//   - A bus event's publisher must send every field each live subscriber requires, with the
//     same type: a field removed or renamed breaks the subscribers that need it (a subscriber
//     whose schema makes it optional, accepting both, does not break).
//   - A remote's exposed module must read every prop the shell passes it, need none the shell
//     does not pass, and take each with the same type.
//   - Shared domain rules (prices, discounts, limits) bundled by two live apps in two versions
//     would show a shopper two answers for one product: not a refusal (one of them has to go
//     first), but the deploy names every app that would disagree.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../webpack/apps.cjs');
const { sharedPackageEntries } = require('../webpack/shared-config.cjs');

/**
 * @typedef {{ folder: string, version: string, record: any }} LiveBuild
 * @typedef {{ message: string, deployFirst: string }} Incompatibility
 */

/** The types a schema admits, as names (`string`, `null`, `enum(a,b)`); `any` when open. */
function typesOf(schema) {
  if (!schema || typeof schema !== 'object') return ['any'];
  if (schema.enum) return schema.enum.map((value) => `enum(${JSON.stringify(value)})`);
  if (schema.const !== undefined) return [`enum(${JSON.stringify(schema.const)})`];
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return members.flatMap(typesOf);
  if (schema.type)
    return [].concat(schema.type).map((type) => (type === 'integer' ? 'number' : type));
  return ['any'];
}

/** An object schema out of a schema that may be nullable (`anyOf: [{type: object}, {type: null}]`). */
function objectPart(schema) {
  if (schema?.type === 'object') return schema;
  return (schema?.anyOf ?? schema?.oneOf ?? []).find((member) => member.type === 'object') ?? null;
}

/**
 * What a subscriber needs that a publisher's payload does not give as needed, one sentence
 * per field by its path (`productId is not sent`, `shop.slug may be left out`).
 * @param {object} sent the publisher's payload schema
 * @param {object} needed the subscriber's payload schema
 */
export function missingFields(sent, needed, at = '') {
  const sentObject = objectPart(sent);
  const neededObject = objectPart(needed);
  const sentTypes = typesOf(sent);
  const accepted = typesOf(needed);
  const open = sentTypes.includes('any') || accepted.includes('any');
  const unaccepted = open ? [] : sentTypes.filter((type) => !accepted.includes(type));
  if (!sentObject || !neededObject) {
    return unaccepted.length > 0
      ? [`${at || 'the payload'} can be ${unaccepted.join(' or ')}, which it does not accept`]
      : [];
  }
  const problems =
    unaccepted.length > 0
      ? [`${at} can be ${unaccepted.join(' or ')}, which it does not accept`]
      : [];
  const sentRequired = new Set(sentObject.required ?? []);
  const path = (key) => (at ? `${at}.${key}` : key);
  for (const key of neededObject.required ?? []) {
    if (!sentObject.properties?.[key]) problems.push(`${path(key)} is not sent`);
    else if (!sentRequired.has(key)) problems.push(`${path(key)} may be left out`);
  }
  for (const [key, neededField] of Object.entries(neededObject.properties ?? {})) {
    const sentField = sentObject.properties?.[key];
    if (sentField) problems.push(...missingFields(sentField, neededField, path(key)));
  }
  return problems;
}

const described = (build) => `${build.folder} ${build.version}`;

/** Bus events: the candidate against every live build, both ways. */
function eventProblems(candidate, live) {
  const problems = [];
  const candidateEvents = candidate.record.behaviour?.events ?? {};
  for (const other of live) {
    const otherEvents = other.record.behaviour?.events ?? {};
    for (const [name, ours] of Object.entries(candidateEvents)) {
      const theirs = otherEvents[name];
      if (!theirs || !ours.schema || !theirs.schema) continue;
      if (ours.publishes && theirs.subscribes) {
        for (const gap of missingFields(ours.schema, theirs.schema)) {
          problems.push({
            message: `${described(other)} (live) subscribes to ${name} v${theirs.version}, and in what ${candidate.folder} publishes as v${ours.version} ${gap}`,
            deployFirst: `${other.folder}, rebuilt to accept ${name} v${ours.version} (or publish both shapes until every subscriber has moved)`,
          });
        }
      }
      if (ours.subscribes && theirs.publishes) {
        for (const gap of missingFields(theirs.schema, ours.schema)) {
          problems.push({
            message: `${candidate.folder} subscribes to ${name} v${ours.version}, and in what ${described(other)} (live) publishes as v${theirs.version} ${gap}`,
            deployFirst: `${other.folder}, rebuilt to publish ${name} v${ours.version}`,
          });
        }
      }
    }
  }
  return problems;
}

/** Props the provider of an exposed module and the shell that renders it disagree on. */
export function propGaps(provided, passed) {
  const gaps = [];
  for (const [prop, spec] of Object.entries(provided)) {
    const given = passed[prop];
    if (!given && !spec.optional) gaps.push(`needs ${prop}, which the shell does not pass`);
    else if (given && given.optional && !spec.optional)
      gaps.push(`needs ${prop}, which the shell may leave out`);
  }
  for (const [prop, spec] of Object.entries(passed)) {
    const read = provided[prop];
    if (!read) gaps.push(`no longer reads ${prop}, which the shell passes`);
    else if (read.type !== spec.type)
      gaps.push(`takes ${prop} as ${read.type} where the shell passes ${spec.type}`);
  }
  return gaps;
}

/** Exposed modules: a remote's props against the live shell's, or a shell's against each remote. */
function propProblems(candidate, live) {
  const problems = [];
  const shells = candidate.record.kind === 'host' ? [candidate] : live.filter(isHost);
  const remotes = candidate.record.kind === 'host' ? live.filter((b) => !isHost(b)) : [candidate];
  for (const shell of shells) {
    const consumes = shell.record.behaviour?.consumes ?? {};
    for (const remote of remotes) {
      for (const [module, provided] of Object.entries(remote.record.behaviour?.exposes ?? {})) {
        const passed = consumes[module];
        if (!passed) continue;
        for (const gap of propGaps(provided, passed)) {
          problems.push(
            candidate === shell
              ? {
                  message: `${described(remote)} (live) exposes ${module}, which ${gap.replace('the shell', 'this shell')}`,
                  deployFirst: `${remote.folder}, built from the same contract as this shell (reading the shell's old and new props until both are live)`,
                }
              : {
                  message: `${module} in ${described(remote)} ${gap} (the live shell ${shell.version} renders it)`,
                  deployFirst: `the shell, built from this contract, once a ${remote.folder} reading both the old and the new props is live (or keep the old props)`,
                },
          );
        }
      }
    }
  }
  return problems;
}

// The rules the page holds once, the shell's copy (scripts/webpack/shared-config.cjs), by their
// path under shared/src as the builds record them.
const PAGE_WIDE_RULES = new Set(
  sharedPackageEntries()
    .filter((entry) => entry.pageWide)
    .map((entry) =>
      path
        .relative(path.join(repoRoot, 'shared', 'src'), entry.file)
        .split(path.sep)
        .join('/'),
    ),
);

const isHost = (build) => build.record.kind === 'host';

/**
 * The live apps whose bundled copy of a shared domain rule differs from the candidate's.
 * @returns {{ rule: string, apps: string[] }[]}
 */
export function ruleDisagreements(candidate, live) {
  const ours = candidate.record.behaviour?.sharedRules ?? {};
  const byRule = new Map();
  for (const other of live) {
    for (const [rule, hash] of Object.entries(other.record.behaviour?.sharedRules ?? {})) {
      if (ours[rule] && ours[rule] !== hash) {
        byRule.set(rule, [...(byRule.get(rule) ?? []), described(other)]);
      }
    }
  }
  return [...byRule].map(([rule, apps]) => ({ rule, apps }));
}

/** One line per shared rule the live apps and the candidate were built from in two versions. */
export function describeDisagreements(subject, disagreements) {
  return disagreements.map(({ rule, apps }) =>
    PAGE_WIDE_RULES.has(rule)
      ? `${subject} was built from another shared/src/${rule} than ${apps.join(', ')} (live): the page holds one copy of it, the shell's, so every remote shows the shell's prices, discounts and limits; deploy the shell built from the same commit for the new rule to reach shoppers`
      : `${subject} bundles another shared/src/${rule} than ${apps.join(', ')} (live): until they are rebuilt from the same commit and deployed, the two may answer differently (a price, a discount, a limit)`,
  );
}

/**
 * Every behaviour the candidate would break on the live page.
 * @param {LiveBuild} candidate
 * @param {LiveBuild[]} live every live build but the candidate's own app
 * @returns {Incompatibility[]}
 */
export function behaviourProblems(candidate, live) {
  return [...eventProblems(candidate, live), ...propProblems(candidate, live)];
}

/** Whether a called path (`/api/shops/{}`) is one the document names (`/api/shops/{slug}`). */
function documented(call, paths) {
  const segments = call.split('/');
  return paths.some((documentedPath) => {
    const parts = documentedPath.split('/');
    if (parts.length !== segments.length) return false;
    return parts.every(
      (part, index) =>
        part === segments[index] || /^\{.+\}$/.test(part) || segments[index].includes('{}'),
    );
  });
}

/**
 * The API paths a build calls that the live gateway's OpenAPI document does not have.
 * @param {LiveBuild} candidate
 * @param {{ paths?: Record<string, unknown> }} openapi
 * @returns {Incompatibility[]}
 */
export function apiProblems(candidate, openapi) {
  const paths = Object.keys(openapi.paths ?? {});
  return (candidate.record.behaviour?.apiCalls ?? [])
    .filter((call) => !documented(call, paths))
    .map((call) => ({
      message: `${candidate.folder} calls ${call}, which the live API does not have`,
      deployFirst: `the gateway, with ${call} (or ${candidate.folder} without the call)`,
    }));
}

/**
 * The live gateway's OpenAPI document, or null (with why) when none answers: the deploy then
 * says the API calls went unchecked.
 * @returns {Promise<{ openapi: any } | { unchecked: string }>}
 */
export async function liveOpenApi(gatewayUrl) {
  const url = new URL('/api/openapi.json', gatewayUrl).href;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return { unchecked: `${url} answered ${response.status}` };
    return { openapi: await response.json() };
  } catch (error) {
    return { unchecked: `no gateway answered ${url} (${error.cause?.code ?? error.name})` };
  }
}
