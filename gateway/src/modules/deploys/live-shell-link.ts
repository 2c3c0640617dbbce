import { rename, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Points WEB_DIR/shell (the folder the live shell is served from) at a kept release,
 * WEB_DIR/shells/<version>, in one rename of a symbolic link: no request sees half a shell.
 * The deploy scripts do the same (scripts/web/deploy-lib.mjs); the gateway does it when it
 * promotes a shell canary.
 */
export async function linkLiveShell(webDir: string, version: string): Promise<void> {
  const temporary = path.join(webDir, `.shell-link-${process.pid}-${Date.now()}`);
  await symlink(path.join('shells', version), temporary, 'dir');
  await rename(temporary, path.join(webDir, 'shell'));
}
