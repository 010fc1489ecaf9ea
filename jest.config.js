/** Jest projects: unit (pure), int (real PostgreSQL/Redis), e2e (built app, browser, faults). */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      // transpile only (type checking is `npm run typecheck`): fast, decorators included
      isolatedModules: true,
      target: 'es2022',
      module: 'commonjs',
      jsx: 'react-jsx',
      esModuleInterop: true,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      sourceMap: true,
    },
  },
];

/**
 * NestJS 12 publishes its packages as ES modules. Node 20.19+ requires them from our CommonJS
 * build (require(esm)); Jest's own module system does that only on Node 24.9+, and below it
 * falls back to transforming the ESM file. So these packages are not ignored by the
 * transform, and babel-jest turns their `import`/`export`, `import.meta.url` and the dynamic
 * `import()` Nest loads its platform packages with into CommonJS `require` (our TypeScript
 * stays with ts-jest). Outside Jest nothing is transformed: Node requires the ESM itself.
 */
// content-disposition 2 (ESM only) comes with @fastify/static
const ESM_PACKAGES = [
  '@nestjs',
  '@fastify/static/node_modules/content-disposition',
  'content-disposition',
];
const esmToCommonJs = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    plugins: [
      ['babel-plugin-transform-import-meta', { module: 'ES6' }],
      '@babel/plugin-transform-modules-commonjs',
      '@babel/plugin-transform-dynamic-import',
    ],
  },
];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': tsJest, '/node_modules/.+\\.m?js$': esmToCommonJs },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: { '^@liga/contracts$': '<rootDir>/libs/contracts/src/index.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testEnvironment: 'node',
};

module.exports = {
  // tests and hooks (an app started in beforeAll) on a loaded 2-core machine: 5 s is too short
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs,test}/**/*.unit.spec.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/{apps,libs,test}/**/*.int.spec.ts'],
      slowTestThreshold: 30,
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e.spec.ts'],
      slowTestThreshold: 60,
    },
  ],
};
