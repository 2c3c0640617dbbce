import { useState } from 'react';
import { nativeAppStorage } from '@barrio/shared/storage';
import { detectNativeApp, readPlatformHints } from '../detect-native-app';

/** Detected once per page load and stored, so analytics and remotes read the same answer. */
export function useNativeAppFlag(): boolean {
  const [isNativeApp] = useState(() => {
    const detected = detectNativeApp(readPlatformHints(window));
    if (nativeAppStorage.get() !== detected) nativeAppStorage.set(detected);
    return detected;
  });
  return isNativeApp;
}
