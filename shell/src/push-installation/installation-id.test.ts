import { isValidInstallationId } from '@barrio/shared/domain';
import { installationIdFor } from './installation-id';

describe('installationIdFor', () => {
  it('gives a valid id that is stable per endpoint and differs between endpoints', () => {
    const first = installationIdFor('https://push.example.test/a');
    expect(isValidInstallationId(first)).toBe(true);
    expect(first).toHaveLength(22);
    expect(installationIdFor('https://push.example.test/a')).toBe(first);
    expect(installationIdFor('https://push.example.test/b')).not.toBe(first);
  });
});
