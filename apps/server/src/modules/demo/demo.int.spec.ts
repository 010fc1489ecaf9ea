import { FixedClock } from '../../platform/clock/clock';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { type ApiApp, createApiApp } from '../../platform/bootstrap/api-app';
import type { DemoResult } from './demo-generator';
import { demoGeneratorFor } from './demo-start';

jest.setTimeout(600_000);

const NOW = new Date('2025-11-20T18:00:00Z');

async function generate(label: string, seed: number) {
  const clock = new FixedClock(NOW);
  const infra = await createTestInfrastructure({ label, clock });
  const api = await createApiApp(infra, { serveClient: false });
  const started = Date.now();
  const generator = demoGeneratorFor(api.app, infra.db, api.daemon);
  const result = await generator.generate({
    seed,
    now: NOW,
    clock,
    log: (line) =>
      process.stdout.write(
        `${line} (${Date.now() - started} ms; ${JSON.stringify(generator.timings)})\n`,
      ),
  });
  return { infra, api, result, ms: Date.now() - started };
}

describe('demo league', () => {
  let first: { infra: TestInfrastructure; api: ApiApp; result: DemoResult; ms: number };

  beforeAll(async () => {
    first = await generate('demo-a', 7);
  });
  afterAll(async () => {
    await first?.api.close();
    await first?.infra.dispose();
  });

  it('builds a league', () => {
    process.stdout.write(
      JSON.stringify({ ms: first.ms, counts: first.result.counts }, null, 2) + '\n',
    );
    expect(first.result.counts.verifiedResults).toBeGreaterThan(100);
  });
});
