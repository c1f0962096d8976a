/**
 * A segment of a page's address as the web app's router reads it: percent-escapes decoded, so
 * `/category/amul%65ts` names the category `/category/amulets` does (RFC 3986 counts an escaped letter
 * as the letter), and the server's first HTML and status agree with the page the browser then shows.
 * Null for a malformed escape ("%E0"), which names nothing.
 */
export function decodedSegment(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
