// Saves a file the API answered (the audit CSV, a customer's data) through a detached link's
// download, which needs no element in the page.

/** How long the file's address stays valid after the click (the download has started by then). */
const REVOKE_AFTER_MS = 60_000;

export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href, download: fileName }).click();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, REVOKE_AFTER_MS);
}
