// The Android and iOS apps (DESIGN "The system"): Capacitor 7 wraps the built web app
// (dist/, copied into android/ and ios/ by `npm run mobile:sync`). The native app calls the API at the
// absolute URL the web build got in VITE_API_BASE (see README "App híbrido"); the API lets its origin
// (capacitor://localhost on iOS, https://localhost on Android) through CORS_ORIGINS.
import type { CapacitorConfig } from '@capacitor/cli';
import { KeyboardResize } from '@capacitor/keyboard';

const config: CapacitorConfig = {
  appId: 'br.com.fidelidade.app',
  appName: 'Fidelidade',
  webDir: 'dist',
  backgroundColor: '#ffffff',
  android: {
    // The API is reached over HTTPS in production; plain HTTP only when a developer points at one.
    allowMixedContent: false,
    // Android 15 draws apps edge to edge: keep the web view between the status and navigation bars.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  ios: {
    contentInset: 'never',
  },
  plugins: {
    // The web view shrinks when the keyboard opens, so the focused field stays visible (keyboard.ts
    // scrolls it back into view).
    Keyboard: { resize: KeyboardResize.Native, resizeOnFullScreen: true },
    StatusBar: { style: 'DARK', backgroundColor: '#00695c', overlaysWebView: false },
  },
};

export default config;
