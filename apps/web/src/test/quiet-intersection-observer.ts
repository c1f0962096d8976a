import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver, and a product grid watches its end to read the next page: for
 * the file's tests it is one that never reports, and the page reads the next page only when asked.
 */
export function withQuietIntersectionObserver(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
