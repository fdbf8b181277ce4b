// A deploy replaces the build's hashed chunks, so a page opened before it finds gone (404) every chunk
// it had not loaded yet. Loading the page again, at the same address, gets the new build: index.html is
// never cached (the API sends it no-cache) and the service worker fetches pages from the network first,
// answering its cached shell only offline. Inside the Android/iOS app every chunk is a file on the
// device, bundled with the app, so a deploy never takes one away there; a failed chunk gets the same
// single reload and then the message.
//
// One reload only, however long it takes: before reloading, the page leaves a mark in session storage
// naming what failed, and while the mark is there no automatic reload happens, so a new build that
// fails too gets the caller's message instead of a reload loop. The mark goes once the code that failed
// has loaded in the new build; from then on a later deploy under the same tab gets its own reload.
// Only that code clears it: the page behind a sheet modal may load fine while the modal's code, the
// one that failed, fails again.

/** Session storage, so the mark lives as long as the tab and no other tab sees it. */
const RELOADED_FOR_KEY = '2v.recarregado-para-nova-versao';

let reloading = false;

/** What the page was loaded again for, '' when it was not; null when there is no storage. */
function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY) ?? '';
  } catch {
    // Storage disabled: without the mark a reload could loop, so none happens.
    return null;
  }
}

/**
 * Loads the page again to get the newly deployed build, because the code named `failed` could not be
 * loaded; answers false instead when it cannot help: the page was already loaded again for a new
 * build and what failed has not loaded since, the device is offline, or there is no storage to
 * remember the reload by. Further calls while the page reloads answer true.
 */
export function reloadForNewBuild(failed: string): boolean {
  if (reloading) return true;
  if (reloadedFor() !== '' || !navigator.onLine) return false;
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, failed);
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** The code named `name` has loaded: if the page was loaded again because it failed, that worked. */
export function loadedAfterReload(name: string): void {
  if (reloadedFor() !== name) return;
  try {
    sessionStorage.removeItem(RELOADED_FOR_KEY);
  } catch {
    // Storage went away meanwhile: reloadForNewBuild refuses without it anyway.
  }
}
