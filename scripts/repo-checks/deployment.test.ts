import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The image and the compose file cannot be built here (no Docker in the test run): this checks that
// what they name exists and fits the code, so a rename in the repository breaks a test, not a deploy.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const exists = (file: string) => existsSync(path.join(root, file));
const packageJson = (file: string) =>
  JSON.parse(read(file)) as { scripts?: Record<string, string>; dependencies?: Record<string, string> };

/** Dockerfile instructions with their continuation lines joined, comments dropped. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** `COPY [--from=x] [--chown=y] a b dest`: where from, and the sources. */
function copies(lines: string[]) {
  return lines
    .filter((line) => line.startsWith('COPY '))
    .map((line) => {
      const words = line.split(/\s+/).slice(1);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
      const paths = words.filter((word) => !word.startsWith('--'));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
    });
}

/** The keys of the server's environment schema (apps/server/src/config.ts). */
function configVariables(): Set<string> {
  const source = read('apps/server/src/config.ts');
  const schema = source.slice(source.indexOf('const envSchema'), source.indexOf('export type Config'));
  return new Set([...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!));
}

/** The README's "Running in production" section. */
function productionSection(): string {
  const readme = read('README.md');
  const start = readme.indexOf('## Running in production');
  expect(start, 'README.md has a "Running in production" section').toBeGreaterThanOrEqual(0);
  const next = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, next === -1 ? undefined : next);
}

describe('the Dockerfile', () => {
  const lines = instructions(read('Dockerfile'));
  const copied = copies(lines);

  it('builds on Node 24 and runs as a user other than root, in production mode', () => {
    const bases = lines.filter((line) => line.startsWith('FROM '));
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^FROM node:24[-.\w]* AS \w+$/);
    const users = lines.filter((line) => line.startsWith('USER '));
    expect(users.at(-1)).toMatch(/^USER (?!root\b|0\b)\w+/);
    expect(lines.some((line) => /^ENV .*\bNODE_ENV=production\b/.test(line))).toBe(true);
  });

  it('copies from the build context only files that exist and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    for (const { from, sources } of copied.filter((copy) => copy.from === null)) {
      for (const source of sources) {
        if (source === '.') continue;
        expect(exists(source), `COPY ${source}`).toBe(true);
        expect(ignored, `.dockerignore leaves out ${source}`).not.toContain(source);
        expect(from).toBeNull();
      }
    }
  });

  it('copies from the build stage what exists in the repository or is made by the build', () => {
    const made = ['node_modules', 'apps/web/dist'];
    for (const { sources } of copied.filter((copy) => copy.from === 'build')) {
      for (const source of sources) {
        const file = source.replace(/^\/app\//, '');
        if (made.includes(file)) continue;
        expect(exists(file), `COPY --from=build ${source}`).toBe(true);
      }
    }
    // The runtime gets the built web app, which the server reads from its default place.
    expect(copied.some((copy) => copy.from === 'build' && copy.sources.includes('/app/apps/web/dist'))).toBe(
      true,
    );
    expect(read('apps/server/src/config.ts')).toContain("'../../web/dist'");
  });

  it('builds with a script the repository has and drops the devDependencies', () => {
    const scripts = packageJson('package.json').scripts ?? {};
    for (const line of lines.filter((candidate) => candidate.startsWith('RUN '))) {
      for (const [, script] of line.matchAll(/npm run ([\w:-]+)/g))
        expect(scripts, `npm run ${script}`).toHaveProperty(script!);
    }
    expect(lines.some((line) => /npm ci\b/.test(line))).toBe(true);
    expect(lines.some((line) => /npm prune --omit=dev/.test(line))).toBe(true);
  });

  it('starts the server entry through tsx, which a production install keeps', () => {
    const command = lines.find((line) => line.startsWith('CMD '))!;
    const argv = JSON.parse(command.slice(4)) as string[];
    expect(argv.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    expect(exists(argv[3]!)).toBe(true);
    expect(packageJson('apps/server/package.json').dependencies).toHaveProperty('tsx');
  });

  it('checks its health on /api/health', () => {
    const healthcheck = lines.find((line) => line.startsWith('HEALTHCHECK '))!;
    expect(healthcheck).toContain('/api/health');
    expect(read('apps/server/src/modules/health/routes.ts')).toContain("'/health'");
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  const services = [...compose.slice(compose.indexOf('\nservices:')).matchAll(/^ {2}([\w-]+):$/gm)].map(
    (match) => match[1],
  );
  const appBlock = compose.slice(compose.indexOf('x-app:'), compose.indexOf('\nservices:'));
  const environment = appBlock.slice(appBlock.indexOf('  environment:'), appBlock.indexOf('\n  volumes:'));
  const variables = [...environment.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);

  it('runs PostgreSQL, Redis, a mail catcher, two app instances of this Dockerfile and a proxy', () => {
    expect(services).toEqual(expect.arrayContaining(['db', 'redis', 'mailpit', 'app1', 'app2', 'proxy']));
    expect(appBlock).toMatch(/^ {2}build: \.$/m);
    expect(compose).toMatch(/^ {2}app1:\n {4}<<: \*app$/m);
    expect(compose).toMatch(/^ {2}app2:\n {4}<<: \*app$/m);
  });

  it('gives the instances the shared services and what production needs', () => {
    for (const name of [
      'NODE_ENV',
      'HOST',
      'PUBLIC_URL',
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'TRUST_PROXY',
      'DATA_DIR',
    ])
      expect(variables, name).toContain(name);
    expect(environment).toMatch(/DATABASE_URL: postgres:\/\/\w+:.*@db:5432\//);
    expect(environment).toContain('REDIS_URL: redis://redis:6379');
    expect(environment).toContain('smtp://mailpit:1025');
  });

  it('sets only variables the server reads or the README explains', () => {
    const known = configVariables();
    const documented = productionSection();
    for (const name of variables)
      expect(
        known.has(name) || new RegExp(`\`${name}[\`=]`).test(documented),
        `${name} is read or explained`,
      ).toBe(true);
  });

  it("mounts a proxy configuration that exists and sends requests to both instances on the app's port", () => {
    const [, config] = /- \.\/(deploy\/[\w.-]+):\/etc\/caddy\/Caddyfile/.exec(compose) ?? [];
    expect(config).toBeDefined();
    expect(exists(config!)).toBe(true);
    const caddyfile = read(config!);
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(environment).toContain('PORT: "3000"');
  });
});

describe('the README', () => {
  it('says how to run in production: variables, migrations, backups, health checks, scaling out', () => {
    const section = productionSection();
    for (const words of [
      'DATABASE_URL',
      'PUBLIC_URL',
      'pg_dump',
      'pg_restore',
      '/api/health',
      'SKIP LOCKED',
      'ALLOW_SANDBOX',
    ])
      expect(section, words).toContain(words);
  });
});
