export interface PlatformHints {
  userAgent: string;
  /** `window.ReactNativeWebView` is injected by the React Native WebView wrapper. */
  hasReactNativeWebView: boolean;
  /** `window.Capacitor.isNativePlatform()` when the Capacitor wrapper is present. */
  capacitorNative: boolean;
}

// Our wrapper appends "BarrioApp/<version>"; Android WebViews add "; wv)".
const NATIVE_USER_AGENT = /BarrioApp\/|;\s*wv\)/i;

/** SPEC §4: the native-app flag is derived from the platform. */
export function detectNativeApp({
  userAgent,
  hasReactNativeWebView,
  capacitorNative,
}: PlatformHints): boolean {
  return hasReactNativeWebView || capacitorNative || NATIVE_USER_AGENT.test(userAgent);
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

export function readPlatformHints(win: Window): PlatformHints {
  const extended = win as Window & { ReactNativeWebView?: unknown; Capacitor?: CapacitorGlobal };
  return {
    userAgent: win.navigator.userAgent,
    hasReactNativeWebView: extended.ReactNativeWebView !== undefined,
    capacitorNative: extended.Capacitor?.isNativePlatform?.() === true,
  };
}
