// Custom (a federation `runtimePlugins` entry): no federation option records a build label.
//
// Federation runtime plugin bundled into each remote's container: it records which build of
// the remote the page is running, so that the shell can show it (data-remote-build) and a
// deploy or rollback can be verified in the browser. Values are replaced at build time.
export default function barrioBuildInfoPlugin() {
  const builds = (globalThis.__BARRIO_REMOTE_BUILDS__ = globalThis.__BARRIO_REMOTE_BUILDS__ || {});
  builds[process.env.BARRIO_CONTAINER_NAME] = process.env.BARRIO_BUILD_LABEL;
  return { name: 'barrio-build-info' };
}
