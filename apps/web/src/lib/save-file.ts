// Saves a file the app built ('Baixar meus dados'). In a browser: a Blob behind an
// <a download> link, clicked once. The Android/iOS web view ignores such links and the project has no
// Filesystem or Share plugin installed, so there the system share sheet (Web Share API with a file) is
// used when the web view offers it; otherwise the link is tried anyway (README, "Baixar meus dados").
import { isNativeApp } from './native/platform.ts';

/** How long the Blob's address stays valid after the click (the download has started by then). */
const REVOKE_AFTER_MS = 60_000;

function downloadThroughLink(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, REVOKE_AFTER_MS);
}

async function shareFromNativeApp(blob: Blob, fileName: string): Promise<boolean> {
  const file = new File([blob], fileName, { type: blob.type });
  if (typeof navigator.canShare !== 'function' || !navigator.canShare({ files: [file] })) {
    return false;
  }
  await navigator.share({ files: [file], title: fileName });
  return true;
}

/** Saves `data` as pretty-printed JSON under `fileName`. */
export async function saveJsonFile(fileName: string, data: unknown): Promise<void> {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  if (isNativeApp() && (await shareFromNativeApp(blob, fileName))) return;
  downloadThroughLink(blob, fileName);
}
