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
