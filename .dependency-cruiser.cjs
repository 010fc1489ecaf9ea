/**
 * The one-way rules of the code (`npm run boundaries`, part of `npm run lint` and so of
 * `npm test`). dependency-cruiser resolves every import of the TypeScript graph (type-only
 * imports included) and checks cycles and path rules in this one file.
 *
 * Violations that existed when the rules came in are listed in
 * .dependency-cruiser-known-violations.json (the `known-violations` baseline, read with
 * --ignore-known): they are tolerated until fixed, every new one fails. Once the branches
 * fixing them are merged, empty that file (`[]`).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, across the whole graph (type-only imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-features-independent',
      comment: 'A client feature does not import another feature: shared code goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/client/src/features/([^/]+)/' },
      to: {
        path: '^apps/client/src/features/[^/]+/',
        pathNot: '^apps/client/src/features/$1/',
      },
    },
    {
      name: 'domain-free-of-http-and-database',
      comment: 'A module domain (deciders, events, errors) knows neither HTTP nor the database.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/domain/' },
      to: {
        path: [
          '^apps/server/src/platform/http/',
          '^apps/server/src/platform/database/',
          '(^|/)node_modules/(@types/)?(typeorm|pg)/',
        ],
      },
    },
    {
      name: 'platform-independent-of-modules',
      comment: 'platform/ is below the feature modules: it never imports them.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^\\.data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.d.ts'],
    },
  },
};
