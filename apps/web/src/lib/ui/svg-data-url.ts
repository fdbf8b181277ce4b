// The SVG markup a `data:image/svg+xml` URL carries (RFC 2397: the part after the first comma,
// base64 or percent-encoded text), as ionicons gives its icons: the side menu draws them inline,
// styled as ion-icon styles them, without an ion-icon component per entry.
export function svgOfDataUrl(url: string): string {
  const comma = url.indexOf(',');
  const header = url.slice(0, comma);
  if (comma < 0 || !header.startsWith('data:image/svg+xml')) {
    throw new Error('not an SVG data URL');
  }
  const body = url.slice(comma + 1);
  return header.endsWith(';base64') ? atob(body) : decodeURIComponent(body);
}
