/** Copies `text`, saying whether the browser let it (a page without the permission cannot). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
