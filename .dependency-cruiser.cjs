/**
 * The one-way rules of the code (`npm run boundaries`, part of `npm run lint` and so of
 * `npm test`). dependency-cruiser resolves every import of the TypeScript graph (type-only
 * imports included) and checks cycles and path rules in this one file.
 *
 * There is no baseline of tolerated violations: every violation fails the check.
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
      comment:
        'A client feature does not import another feature: shared code goes to components/ or lib/.',
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
      // production code only: a decider's unit test may assert the edge's status and message
      from: { path: '^apps/server/src/modules/[^/]+/domain/', pathNot: '\\.spec\\.ts$' },
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
      // production code only: a platform integration test may wire a feature's decider
      from: { path: '^apps/server/src/platform/', pathNot: '\\.spec\\.ts$' },
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
