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

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: { '^@liga/contracts$': '<rootDir>/libs/contracts/src/index.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testEnvironment: 'node',
};

module.exports = {
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
