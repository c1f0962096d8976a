import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRepository, checkText, headingAnchor, markdownAnchors } from './citations.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the repository', () => {
  it('cites only documents, sections and paths that exist in it', () => {
    expect(checkRepository(root)).toEqual([]);
  });
});

// The names of the outside documents are put together here, so this file does not cite them itself.
const outside = (name: string) => `${name}.md`;

describe('the citation check', () => {
  let sandbox: string;
  const repository = () => ({ root: sandbox });
  const problemsOf = (text: string, file = 'apps/x.ts') =>
    checkText(repository(), file, text).map((p) => p.message);

  beforeAll(() => {
    sandbox = mkdtempSync(path.join(tmpdir(), 'citations-'));
    mkdirSync(path.join(sandbox, 'docs/decisions'), { recursive: true });
    mkdirSync(path.join(sandbox, 'apps/server/src'), { recursive: true });
    writeFileSync(path.join(sandbox, 'docs/cart.md'), '# Cart\n\n## Limits\n\n## Merge on sign-in\n');
    writeFileSync(path.join(sandbox, 'docs/decisions/001-stack.md'), '# 001: Stack\n');
    writeFileSync(path.join(sandbox, 'apps/server/src/app.ts'), '');
  });
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  it('accepts a document and its sections that exist', () => {
    expect(problemsOf('// docs/cart.md#limits and #merge-on-sign-in: at most 99')).toEqual([]);
    expect(problemsOf('/** See docs/decisions/001-stack.md and apps/server/src/app.ts. */')).toEqual([]);
  });

  it('names the file and line of a document that does not exist', () => {
    const problems = checkText(repository(), 'apps/y.ts', 'const a = 1;\n// docs/carts.md#limits: 99');
    expect(problems).toEqual([
      { file: 'apps/y.ts', line: 2, message: 'cites docs/carts.md, which does not exist' },
    ]);
  });

  it('refuses a section the document does not have', () => {
    expect(problemsOf('// docs/cart.md#totals')).toEqual([
      'cites docs/cart.md#totals, but docs/cart.md has no heading with that anchor',
    ]);
    expect(problemsOf('// docs/cart.md#limits and #fallbacks')).toHaveLength(1);
  });

  it('refuses a repository path that does not exist', () => {
    expect(problemsOf('// see apps/server/src/gone.ts')).toEqual([
      'names apps/server/src/gone.ts, which does not exist',
    ]);
  });

  it('refuses the documents that were never in the repository, with or without a section', () => {
    for (const name of ['storefront', 'accounts-content', 'DESIGN', 'PROTOCOLS', 'STYLE']) {
      expect(problemsOf(`// ${outside(name)} 4 "Cart": quantity`)).toHaveLength(1);
    }
    expect(problemsOf(`Rules are in \`../shared/${outside('DESIGN')}\`.`, 'README.md')).toHaveLength(1);
  });

  it('refuses a bare issue number', () => {
    expect(problemsOf(`/** The owner's desk (${'issue'} 7). */`)).toHaveLength(1);
    expect(problemsOf(`// ${'Issue'} 8: true facts only`)).toHaveLength(1);
  });

  it('checks the links of Markdown files, relative to the file', () => {
    expect(problemsOf('See [the cart](../cart.md#limits).', 'docs/decisions/009-x.md')).toEqual([]);
    expect(problemsOf('See [the cart](cart.md#nope) and [gone](gone.md).', 'docs/admin.md')).toEqual([
      'links cart.md#nope, but docs/cart.md has no heading with that anchor',
      'links gone.md, which does not exist',
    ]);
    expect(problemsOf('[site](https://example.com) [mail](mailto:a@b.ph)', 'docs/cart.md')).toEqual([]);
  });
});

describe('heading anchors', () => {
  it('are made as GitHub makes them', () => {
    expect(headingAnchor('E-mail verification')).toBe('e-mail-verification');
    expect(headingAnchor('Contact, consultation and `appointment`')).toBe(
      'contact-consultation-and-appointment',
    );
    expect(headingAnchor('001: Stack')).toBe('001-stack');
  });

  it('number a repeated heading and ignore code blocks', () => {
    const anchors = markdownAnchors('## API\n\n```\n## Not a heading\n```\n\n## API\n');
    expect([...anchors]).toEqual(['api', 'api-1']);
  });
});
