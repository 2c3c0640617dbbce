import { detectNativeApp } from './detect-native-app';

const browser =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('detectNativeApp', () => {
  it('is false in a plain mobile browser', () => {
    expect(
      detectNativeApp({ userAgent: browser, hasReactNativeWebView: false, capacitorNative: false }),
    ).toBe(false);
  });

  it("recognises the wrapper's user agent and Android WebViews", () => {
    expect(
      detectNativeApp({
        userAgent: `${browser} BarrioApp/3.2.0`,
        hasReactNativeWebView: false,
        capacitorNative: false,
      }),
    ).toBe(true);
    expect(
      detectNativeApp({
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Version/4.0 Chrome/126.0',
        hasReactNativeWebView: false,
        capacitorNative: false,
      }),
    ).toBe(true);
  });

  it('recognises the injected bridges', () => {
    expect(
      detectNativeApp({ userAgent: browser, hasReactNativeWebView: true, capacitorNative: false }),
    ).toBe(true);
    expect(
      detectNativeApp({ userAgent: browser, hasReactNativeWebView: false, capacitorNative: true }),
    ).toBe(true);
  });
});
