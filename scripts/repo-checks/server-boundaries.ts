import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The server's boundaries that an import graph cannot show, checked by `npm run lint`
// (docs/architecture.md#module-boundaries):
// - a module writes only its own tables: every Drizzle write (`.insert(t)`, `.update(t)`, `.delete(t)`)
//   and raw SQL write (`insert into`, `update`, `delete from`) in the server's sources is matched to the
//   table's owner in apps/server/src/db/table-owners.ts; a write from any other area fails;
// - http/ holds no domain errors: an error class declared there fails (they live in domain/errors.ts);
// - domain/ and the services know no HTTP status: `statusCode`, or an error built with a number such as
//   `new AppError(403, …)` or `super(413, …)`, fails there; an error has a kind, and http/error-handler.ts
//   gives the kind its status (docs/contributing.md#services).

export interface TableWrite {
  file: string;
  line: number;
  table: string;
  writer: string;
  owner: string;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface Layout {
  /** The repository (or fixture) root. */
  root: string;
  /** The server's source folder, relative to root. */
  serverSrc: string;
  /** Table variable name -> owning area (a module name, or a folder such as `db`). */
  owners: Record<string, string>;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const NOT_CHECKED = /\.test\.tsx?$|\/test\/|\/db\/(migrations|seed|factories)\//;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

/** The area a server file belongs to: `modules/<m>/…` is module m, anything else its top folder. */
export function areaOf(relativeToSrc: string): string {
  const parts = relativeToSrc.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'integrations' && parts.length > 2) return `integrations/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '.';
}

/** Table variable name -> SQL name, read from the schema files. */
export function schemaTables(schemaDir: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of walk(schemaDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*['"]([\w]+)['"]/g))
      tables.set(m[1]!, m[2]!);
  }
  return tables;
}

/** Blanks out comments, keeping line numbers, so prose such as "update the cart" is not read as SQL. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(
      /(^|[^:'"`\\])\/\/[^\n]*/g,
      (c, before: string) => before + ' '.repeat(c.length - before.length),
    );
}

export function findWrites(layout: Layout): { writes: TableWrite[]; problems: Problem[] } {
  const src = path.join(layout.root, layout.serverSrc);
  const tables = schemaTables(path.join(src, 'db/schema'));
  const problems: Problem[] = [];
  const ownersFile = path.join(layout.serverSrc, 'db/table-owners.ts');
  for (const name of tables.keys()) {
    if (!layout.owners[name]) {
      problems.push({ file: ownersFile, line: 1, message: `table ${name} has no owner in ${ownersFile}` });
    }
  }
  const bySqlName = new Map([...tables].map(([variable, sqlName]) => [sqlName, variable]));
  const writes: TableWrite[] = [];
  for (const full of walk(src)) {
    const rel = path.relative(src, full).split(path.sep).join('/');
    if (NOT_CHECKED.test(`/${rel}`) || rel.startsWith('db/schema/')) continue;
    const text = withoutComments(readFileSync(full, 'utf8'));
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;
    const found: Array<{ index: number; table: string }> = [];
    for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      if (tables.has(m[2]!)) found.push({ index: m.index!, table: m[2]! });
    }
    for (const m of text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      const variable = bySqlName.get(m[2]!);
      if (variable) found.push({ index: m.index!, table: variable });
    }
    for (const { index, table } of found) {
      const owner = layout.owners[table];
      if (!owner) continue;
      writes.push({
        file: path.join(layout.serverSrc, rel).split(path.sep).join('/'),
        line: lineOf(index),
        table,
        writer: areaOf(rel),
        owner,
      });
    }
  }
  for (const w of writes) {
    if (w.writer === w.owner) continue;
    problems.push({
      file: w.file,
      line: w.line,
      message:
        `${w.writer} writes table ${w.table}, which belongs to ${w.owner}: ` +
        `call a function that ${w.owner} exports instead (docs/architecture.md#module-boundaries)`,
    });
  }
  return { writes, problems };
}

/** Error classes declared in http/: the typed errors belong in domain/errors.ts. */
export function findHttpErrors(layout: Pick<Layout, 'root' | 'serverSrc'>): Problem[] {
  const http = path.join(layout.root, layout.serverSrc, 'http');
  const problems: Problem[] = [];
  for (const full of walk(http)) {
    if (NOT_CHECKED.test(full)) continue;
    const text = withoutComments(readFileSync(full, 'utf8'));
    for (const m of text.matchAll(
      /\bclass\s+(\w+)\s+extends\s+(\w*Error|BadRequest|NotFound|Conflict|Forbidden|Unauthorized)\b/g,
    )) {
      problems.push({
        file: path.relative(layout.root, full).split(path.sep).join('/'),
        line: text.slice(0, m.index).split('\n').length,
        message: `http/ declares the error ${m[1]}: domain errors live in ${layout.serverSrc}/domain/errors.ts, and the error handler maps them`,
      });
    }
  }
  return problems;
}

// A module's HTTP files (as .dependency-cruiser.cjs names them) may speak of statuses; its services may not.
const MODULE_HTTP_FILE = /(^|\/)(routes|[a-z-]+-routes|[a-z-]+-http)\.ts$/;
const STATUS_CODE = /\bstatusCode\b/g;
// A constructor (or super) whose first argument is a three-digit status; arrays, buffers and dates sized or
// dated with such a number are not errors.
const ERROR_WITH_STATUS =
  /\b(?:new\s+(?!(?:\w*Array|Date|Buffer|Map|Set)\b)[A-Z]\w*|super)\(\s*[1-5]\d\d\s*[,)]/g;

/** HTTP statuses in domain/ or a service: an error there says what went wrong, not how to answer it. */
export function findStatusesOutsideHttp(layout: Pick<Layout, 'root' | 'serverSrc'>): Problem[] {
  const src = path.join(layout.root, layout.serverSrc);
  const problems: Problem[] = [];
  for (const folder of ['domain', 'modules'].map((name) => path.join(src, name)).filter(existsSync)) {
    for (const full of walk(folder)) {
      const rel = path.relative(src, full).split(path.sep).join('/');
      if (NOT_CHECKED.test(`/${rel}`) || MODULE_HTTP_FILE.test(rel)) continue;
      const text = withoutComments(readFileSync(full, 'utf8'));
      const file = path.join(layout.serverSrc, rel).split(path.sep).join('/');
      const found = [
        ...[...text.matchAll(STATUS_CODE)].map((m) => ({ index: m.index, what: 'reads or sets statusCode' })),
        ...[...text.matchAll(ERROR_WITH_STATUS)].map((m) => ({
          index: m.index,
          what: `builds an error with an HTTP status (${m[0].replace(/\s*[,)]$/, '')}…)`,
        })),
      ].sort((a, b) => a.index - b.index);
      for (const { index, what } of found) {
        problems.push({
          file,
          line: text.slice(0, index).split('\n').length,
          message: `${rel.startsWith('domain/') ? 'domain/' : 'a service'} ${what}: throw an error of ${layout.serverSrc}/domain/errors.ts by its kind; http/error-handler.ts gives the status`,
        });
      }
    }
  }
  return problems;
}

export async function checkRepository(root: string, serverSrc = 'apps/server/src'): Promise<Problem[]> {
  const ownersUrl = pathToFileURL(path.join(root, serverSrc, 'db/table-owners.ts')).href;
  const { tableOwners } = (await import(ownersUrl)) as { tableOwners: Record<string, string> };
  return [
    ...findWrites({ root, serverSrc, owners: tableOwners }).problems,
    ...findHttpErrors({ root, serverSrc }),
    ...findStatusesOutsideHttp({ root, serverSrc }),
  ];
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const root = path.resolve(import.meta.dirname, '../..');
  const problems = await checkRepository(root);
  for (const p of problems) console.error(`${p.file}:${p.line}  ${p.message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} server boundary problem(s).`);
    process.exit(1);
  }
  console.log(
    'server boundaries: every module writes only its own tables; http/ declares no domain errors; no HTTP status outside http/',
  );
}
