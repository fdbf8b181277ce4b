// A deploy replaces the build's hashed chunks, so a page opened before it finds gone (404) every chunk
// it had not loaded yet. Loading the page again, at the same address, gets the new build: index.html is
// never cached (the API sends it no-cache) and the service worker fetches pages from the network first,
// answering its cached shell only offline. One reload only: if a chunk fails again soon after, the new
// build is broken too, and reloading again would loop, so the caller says the screen is unavailable.
// Inside the Android/iOS app every chunk is a file on the device, bundled with the app, so a deploy
// never takes one away there; a failed chunk gets the same single reload and then the message.

/** Session storage, so the mark lives as long as the tab and no other tab sees it. */
const RELOADED_AT_KEY = '2v.recarregado-para-nova-versao';
/** A chunk failing this soon after the reload means the new build fails too. */
const LOOP_WINDOW_MS = 60_000;

let reloading = false;

function reloadedAt(): number | null {
  try {
    const stored = sessionStorage.getItem(RELOADED_AT_KEY);
    return stored === null ? 0 : Number(stored);
  } catch {
    // Storage disabled: without the mark a reload could loop, so none happens.
    return null;
  }
}

/**
 * Loads the page again to get the newly deployed build; answers false instead when it cannot help:
 * the page was loaded again a moment ago for the same reason, the device is offline, or there is no
 * storage to remember the reload by. Further calls while the page reloads answer true.
 */
export function reloadForNewBuild(): boolean {
  if (reloading) return true;
  const last = reloadedAt();
  const now = Date.now();
  if (last === null || !navigator.onLine || Math.abs(now - last) < LOOP_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}
