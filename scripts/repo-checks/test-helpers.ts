import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryFiles } from './citations.ts';

// docs/contributing.md#where-test-helpers-live: test tools are imported by tests and by the helpers under
// test/ folders only, so no product file can pull vitest, msw or Testing Library into a build.

const TEST_TOOL = /^(vitest|msw|@testing-library\/[\w-]+)(\/[\w./-]*)?$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** A test, a helper under a test/ folder, or a test runner's configuration: free to import test tools. */
export function isTestFile(file: string): boolean {
  return (
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
    /(^|\/)test\//.test(file) ||
    /(^|\/)vitest\.config\.[cm]?[jt]s$/.test(file)
  );
}

/** The test tools a file imports. */
export function testToolsImported(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? '').filter((name) => TEST_TOOL.test(name));
}

/** `file: imports tool` for each product file (under apps/ or packages/) that imports a test tool. */
export function misplacedTestImports(root: string): string[] {
  return repositoryFiles(root)
    .filter((file) => /^(apps|packages)\//.test(file) && SOURCE.test(file) && !isTestFile(file))
    .flatMap((file) =>
      testToolsImported(readFileSync(path.join(root, file), 'utf8')).map(
        (tool) => `${file}: imports ${tool}`,
      ),
    );
}

// docs/contributing.md#the-web-test-toolkit: the web and shared tests answer requests through MSW's one
// stand-in API; a test that replaces fetch itself would bypass its unhandled-request check.
const FETCH_STUB =
  /\bstubGlobal\(\s*['"]fetch['"]|\b(?:globalThis|window|global)\.fetch\s*=[^=]|\bspyOn\(\s*(?:globalThis|window|global)\s*,\s*['"]fetch['"]/;

/** Whether a test's text replaces fetch by hand. */
export function stubsFetch(text: string): boolean {
  return FETCH_STUB.test(text);
}

/** The web and shared tests (and their helpers) that replace fetch instead of answering through MSW. */
export function testsStubbingFetch(root: string): string[] {
  return repositoryFiles(root).filter(
    (file) =>
      /^(apps\/web|packages\/shared)\//.test(file) &&
      SOURCE.test(file) &&
      isTestFile(file) &&
      stubsFetch(readFileSync(path.join(root, file), 'utf8')),
  );
}
