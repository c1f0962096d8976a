// Import boundaries, checked by `npm run lint` (docs/architecture.md#module-boundaries).
// Test files and test helpers may reach anywhere; the product's own files keep these rules.
const TESTS = '(\\.test\\.tsx?$|/test/|^apps/server/src/test/)';
const SERVER_HTTP_FILES = '(^|/)(routes|[a-z-]+-routes|[a-z-]+-http)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles in apps/ or packages/: split the shared piece into a file both can import.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'server-module-public-entry',
      severity: 'error',
      comment:
        "A server module reaches another module only through that module's index.ts (its exported functions).",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-plumbing-public-entry',
      severity: 'error',
      comment: 'http/, jobs/, integrations/, db/ and domain/ reach a module only through its index.ts.',
      from: { path: '^apps/server/src/(http|jobs|integrations|db|domain)/', pathNot: TESTS },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment:
        'A service (a module file other than routes.ts, *-routes.ts or *-http.ts) imports neither Fastify nor http/: it takes values and returns domain values or throws domain errors.',
      from: { path: '^apps/server/src/modules/', pathNot: [TESTS, SERVER_HTTP_FILES] },
      to: { path: ['^apps/server/src/http/', '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/'] },
    },
    {
      name: 'domain-knows-no-http',
      severity: 'error',
      comment: 'domain/ (the typed errors) depends on nothing of the HTTP layer.',
      from: { path: '^apps/server/src/domain/' },
      to: {
        path: [
          '^apps/server/src/(http|modules)/',
          '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/',
        ],
      },
    },
    {
      name: 'web-feature-public-entry',
      severity: 'error',
      comment:
        'A web feature reaches another feature only through its public.ts; shared pieces belong in components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/public\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-knows-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ are shared by the features, so they import none of them.',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
