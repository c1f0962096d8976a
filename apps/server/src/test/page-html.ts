// What the page tests read out of a server-rendered page's first HTML (http/*-page.ts, catalog-pages.ts).

/** The page's JSON-LD, parsed, or null when it has none. */
export function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

/** The query data the page inlines for its first render, parsed, or null when it inlines none. */
export function inlineDataOf(html: string): Record<string, unknown> | null {
  const match = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}
