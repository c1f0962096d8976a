import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;
type PurifierWindow = Parameters<typeof DOMPurify>[0];

// The browser's window, or the DOM the server-side renderer provides (docs/decisions/006-server-rendering.md),
// so that rich text is cleaned to the same markup on both sides and hydrates without a mismatch.
let serverWindow: PurifierWindow | null = null;

export function setPurifierWindow(window: PurifierWindow): void {
  serverWindow = window;
}

/** A new DOMPurify instance over the page's DOM: each feature adds its own hooks to its own. */
export function createPurifier(): Purifier {
  return DOMPurify(serverWindow ?? window);
}
