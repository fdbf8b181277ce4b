// The status bar in the brand's colour with light text (theme.css --ion-color-primary). The web view is
// laid out below it on Android; on iOS the page runs under it and Ionic pads the header with the
// safe-area inset (viewport-fit=cover in index.html).
import { Capacitor } from '@capacitor/core';
import { StatusBar, Style } from '@capacitor/status-bar';

const BRAND_COLOUR = '#00695c';

export async function styleStatusBar(): Promise<void> {
  await StatusBar.setStyle({ style: Style.Dark });
  if (Capacitor.getPlatform() === 'android') {
    await StatusBar.setOverlaysWebView({ overlay: false });
    await StatusBar.setBackgroundColor({ color: BRAND_COLOUR });
  }
}
