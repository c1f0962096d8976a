import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/contributing.md#comments-and-citations: every document a comment or a doc cites is in this
// repository, by a path (and section) that exists.

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Documents the first sessions worked from, which never were in the repository. */
const OUTSIDE_DOCUMENTS = ['storefront', 'accounts-content', 'DESIGN', 'PROTOCOLS', 'STYLE'].map(
  (name) => `${name}.md`,
);
const OUTSIDE = new RegExp(
  `(?<![\\w/-])(?:\\.\\./shared/)?(?:spec/)?(${OUTSIDE_DOCUMENTS.join('|').replace(/\./g, '\\.')})\\b`,
  'g',
);
const BARE_ISSUE = /\b[Ii]ssues? #?\d+\b/g;
/** `docs/cart.md`, `docs/cart.md#limits`, `docs/cart.md#limits and #messages`. */
const DOCS_CITATION = /(?<![\w/.-])docs\/[\w./-]*?\.md((?:#[\w-]+)(?:(?:,| and) #[\w-]+)*)?/g;
/** A path from the repository root: `apps/server/src/app.ts`, `packages/shared/src/`. */
const ROOT_PATH =
  /(?<![\w/.@-])(?:apps|packages|scripts|e2e|bench|\.ci)\/[\w./-]*?(?:\.(?:ts|tsx|mjs|js|json|css|html|sql|md)\b|\/(?=[\s`'")\],;:]|$))/g;
/** A Markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** Text files the checks read: what git tracks, without generated and binary files. */
export function repositoryFiles(root: string): string[] {
  // The lock file and migrations are generated; .gitignore names paths that are absent on purpose; the
  // check's own tests cite missing documents as their examples.
  const skip =
    /(^|\/)(package-lock\.json|migrations\/|\.gitignore$)|^scripts\/repo-checks\/citations\.test\.ts$|\.(png|jpe?g|webp|gif|ico|pdf|woff2?|ttf|svg)$/;
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !skip.test(file) && existsSync(path.join(root, file)));
}

/** A heading's anchor as GitHub makes it: lowercase, punctuation dropped, spaces to dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a Markdown text; a repeated heading gets -1, -2 as on GitHub. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Repository {
  root: string;
}

function anchorsOf(repository: Repository, doc: string, cache: Map<string, Set<string>>): Set<string> {
  let anchors = cache.get(doc);
  if (!anchors) {
    anchors = markdownAnchors(readFileSync(path.join(repository.root, doc), 'utf8'));
    cache.set(doc, anchors);
  }
  return anchors;
}

/** The problems of one file's text: citations of outside documents, bare issues, missing targets. */
export function checkText(
  repository: Repository,
  file: string,
  text: string,
  cache = new Map<string, Set<string>>(),
): Problem[] {
  const problems: Problem[] = [];
  const exists = (relative: string) => existsSync(path.join(repository.root, relative));
  const isMarkdown = file.endsWith('.md');
  text.split('\n').forEach((line, index) => {
    const at = (message: string) => problems.push({ file, line: index + 1, message });

    for (const match of line.matchAll(OUTSIDE)) {
      at(`cites ${match[1]}, which is not in the repository: cite docs/<area>.md#<section> instead`);
    }
    for (const match of line.matchAll(BARE_ISSUE)) {
      at(`cites "${match[0]}": cite the doc or decision record (docs/...) that explains the rule`);
    }
    for (const match of line.matchAll(DOCS_CITATION)) {
      const doc = match[0].replace(/#.*$/, '');
      // A pattern for a new record, not a citation: docs/decisions/NNN-title.md.
      if (/NNN/.test(doc)) continue;
      if (!exists(doc)) {
        at(`cites ${doc}, which does not exist`);
        continue;
      }
      for (const [, anchor] of (match[1] ?? '').matchAll(/#([\w-]+)/g)) {
        if (!anchorsOf(repository, doc, cache).has(anchor!))
          at(`cites ${doc}#${anchor}, but ${doc} has no heading with that anchor`);
      }
    }
    for (const match of line.matchAll(ROOT_PATH)) {
      // Build output is not in the repository; it exists once the app is built.
      if (/\/(dist|node_modules)\//.test(match[0])) continue;
      if (!exists(match[0].replace(/\/$/, ''))) at(`names ${match[0]}, which does not exist`);
    }
    if (!isMarkdown) return;
    for (const match of line.matchAll(MARKDOWN_LINK)) {
      const target = match[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const resolved =
        pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
      if (!exists(resolved)) {
        at(`links ${target}, which does not exist`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(repository, resolved, cache).has(anchor))
        at(`links ${target}, but ${resolved} has no heading with that anchor`);
    }
  });
  return problems;
}

/** Every problem of the repository, as "file:line: message" lines. */
export function checkRepository(root: string): string[] {
  const repository = { root };
  const cache = new Map<string, Set<string>>();
  return repositoryFiles(root).flatMap((file) =>
    checkText(repository, file, readFileSync(path.join(root, file), 'utf8'), cache).map(
      (problem) => `${problem.file}:${problem.line}: ${problem.message}`,
    ),
  );
}
