import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/content.md#figures-and-chinese-characters: codes, prices and amounts use lining figures of
// one width. Tailwind's tabular-nums alone would switch the lining figures off again.
const sourceDirectory = join(import.meta.dirname);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx|ts)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('figures', () => {
  it('are lining everywhere, and lining and tabular with the figures class', () => {
    const css = readFileSync(join(sourceDirectory, 'styles.css'), 'utf8');
    expect(css).toMatch(/body \{[^}]*font-variant-numeric: lining-nums;/);
    expect(css).toMatch(/@utility figures \{\s*font-variant-numeric: lining-nums tabular-nums;/);
  });

  it('never use tabular-nums alone in a class name', () => {
    const offenders = sourceFiles(sourceDirectory).filter((path) =>
      /["'`\s]tabular-nums["'`\s]/.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
