import { useBrowserValue } from '@barrio/shared/design-system';
import { nativeAppStorage } from '@barrio/shared/storage';
import { detectNativeApp, readPlatformHints } from '../detect-native-app';

/** Detected from the platform and stored, so analytics and remotes read the same answer. */
function isNativeApp(): boolean {
  const detected = detectNativeApp(readPlatformHints(window));
  if (nativeAppStorage.get() !== detected) nativeAppStorage.set(detected);
  return detected;
}

/**
 * Whether the page runs inside the native wrapper. A server cannot tell: the page is drawn as a
 * browser's until it has hydrated.
 */
export function useNativeAppFlag(): boolean {
  return useBrowserValue(isNativeApp, false);
}
