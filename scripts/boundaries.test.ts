// The layer rules of eslint.config.js (README "Layers") load and bite: each case lints a small fixture as if it were
// a file at the named path, with the repository's own config, and expects the boundary rule to refuse it or let it be.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

let eslint: ESLint;

beforeAll(() => {
  // The real eslint.config.js; type-aware rules off, as the fixtures are not files of any tsconfig.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { languageOptions: { parserOptions: { projectService: false } } },
    ],
  });
});

/** The boundary errors ESLint reports for `code` placed at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (result === undefined) throw new Error(`ESLint gave no result for ${file}`);
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal[0]?.message}`);
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport const used = imported;\n`;

describe('api layers', () => {
  it('when a domain folder imports one above it (ledger → wallets), then lint refuses the import', async () => {
    const errors = await boundaryErrors('api/src/ledger/fixture.ts', importing('../wallets/wallet-view'));
    expect(errors).toEqual([expect.stringContaining('Imports go down the layers only')]);
  });

  it('when two domain folders would import each other (a folder cycle), then lint refuses both directions', async () => {
    const walletsToAgents = await boundaryErrors(
      'api/src/wallets/fixture.ts',
      importing('../agents/cash-in'),
    );
    const agentsToWallets = await boundaryErrors(
      'api/src/agents/fixture.ts',
      importing('../wallets/add-money'),
    );
    // agents sits above wallets, so only the downward half passes; siblings refuse both halves.
    expect(walletsToAgents).toHaveLength(1);
    expect(agentsToWallets).toEqual([]);
    const statsToWallets = await boundaryErrors(
      'api/src/stats/fixture.ts',
      importing('../wallets/wallet-view'),
    );
    const walletsToStats = await boundaryErrors(
      'api/src/wallets/fixture.ts',
      importing('../stats/public-stats'),
    );
    expect([...statsToWallets, ...walletsToStats]).toHaveLength(2);
  });

  it('when domain code imports a routes file, start-up seeding or a test helper, then lint refuses each', async () => {
    const file = 'api/src/withdrawals/fixture.ts';
    expect(await boundaryErrors(file, importing('../wallets/wallets.routes'))).toHaveLength(1);
    expect(await boundaryErrors(file, importing('../startup/demo-accounts'))).toHaveLength(1);
    expect(await boundaryErrors(file, importing('../test/money'))).toHaveLength(1);
    expect(await boundaryErrors(file, importing('../app'))).toHaveLength(1);
  });

  it('when a routes file imports another routes file or a test helper, then lint refuses it', async () => {
    const file = 'api/src/wallets/fixture.routes.ts';
    expect(await boundaryErrors(file, importing('../users/users.routes'))).toHaveLength(1);
    expect(await boundaryErrors(file, importing('../test/harness'))).toHaveLength(1);
  });

  it('when code imports downward as the layers allow, then lint lets it be', async () => {
    expect(await boundaryErrors('api/src/wallets/fixture.ts', importing('../ledger/post-journal'))).toEqual(
      [],
    );
    expect(await boundaryErrors('api/src/http/fixture.ts', importing('../people/user'))).toEqual([]);
    expect(
      await boundaryErrors('api/src/wallets/fixture.routes.ts', importing('../agents/cash-out')),
    ).toEqual([]);
    expect(await boundaryErrors('api/src/startup/fixture.ts', importing('../wallets/send-money'))).toEqual(
      [],
    );
    expect(await boundaryErrors('api/src/wallets/fixture.test.ts', importing('../test/money'))).toEqual([]);
  });
});

describe('bff layers', () => {
  it('when rest imports loaders or resolvers, or loaders import resolvers, then lint refuses it', async () => {
    expect(
      await boundaryErrors('bff/src/rest/fixture.ts', importing('../loaders/create-loaders')),
    ).toHaveLength(1);
    expect(await boundaryErrors('bff/src/rest/fixture.ts', importing('../resolvers/Query'))).toHaveLength(1);
    expect(await boundaryErrors('bff/src/loaders/fixture.ts', importing('../resolvers/Wallet'))).toHaveLength(
      1,
    );
    expect(await boundaryErrors('bff/src/resolvers/fixture.ts', importing('../test/stack'))).toHaveLength(1);
  });

  it('when resolvers import loaders and rest, then lint lets it be', async () => {
    expect(
      await boundaryErrors('bff/src/resolvers/fixture.ts', importing('../loaders/create-loaders')),
    ).toEqual([]);
    expect(await boundaryErrors('bff/src/resolvers/fixture.ts', importing('../rest/wallets'))).toEqual([]);
  });
});

describe('web layers', () => {
  it('when a feature imports another feature, then lint refuses it (in a test too)', async () => {
    expect(
      await boundaryErrors('web/src/features/admin/Fixture.tsx', importing('../wallet/MyWalletPage')),
    ).toEqual([expect.stringContaining('no feature imports another')]);
    expect(
      await boundaryErrors('web/src/features/agent/fixture.test.tsx', importing('../history/MyHistoryPage')),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'web/src/features/send-money/Fixture.stories.tsx',
        importing('../withdraw/WithdrawForm'),
      ),
    ).toHaveLength(1);
  });

  it('when shared code imports upward (app, a feature) or production code a test helper, then lint refuses it', async () => {
    expect(await boundaryErrors('web/src/components/Fixture.tsx', importing('../app/router'))).toHaveLength(
      1,
    );
    expect(await boundaryErrors('web/src/lib/fixture.ts', importing('../app/AppProviders'))).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/money/Fixture.tsx', importing('../features/history/MyHistoryPage')),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/components/Fixture.tsx', importing('../money/fragments')),
    ).toHaveLength(1);
    expect(await boundaryErrors('web/src/lib/fixture.ts', importing('../components/Button'))).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/features/wallet/Fixture.tsx', importing('../../app/router')),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/features/wallet/Fixture.tsx', importing('../../test/render-screen')),
    ).toHaveLength(1);
    expect(await boundaryErrors('web/src/app/Fixture.tsx', importing('../test/apollo-mocks'))).toHaveLength(
      1,
    );
  });

  it('when code imports down the layers, then lint lets it be', async () => {
    const feature = 'web/src/features/wallet/Fixture.tsx';
    for (const specifier of [
      '../../money/fragments',
      '../../components/Button',
      '../../lib/paths',
      '../../gql',
    ]) {
      expect(await boundaryErrors(feature, importing(specifier))).toEqual([]);
    }
    expect(await boundaryErrors('web/src/money/Fixture.tsx', importing('../components/Button'))).toEqual([]);
    expect(
      await boundaryErrors('web/src/app/Fixture.tsx', importing('../features/wallet/MyWalletPage')),
    ).toEqual([]);
    expect(
      await boundaryErrors('web/src/features/wallet/fixture.test.tsx', importing('../../app/router')),
    ).toEqual([]);
    expect(
      await boundaryErrors('web/src/components/Fixture.stories.tsx', importing('../test/apollo-mocks')),
    ).toEqual([]);
  });
});

describe('module cycles', () => {
  it('when two modules import each other, then lint reports the cycle', async () => {
    // The fixtures are real files (the cycle rule follows imports on disk), kept out of `npm run lint` by its ignores.
    const cycleLint = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: [
        tseslint.configs.disableTypeChecked,
        { languageOptions: { parserOptions: { projectService: false } } },
      ],
    });
    const [result] = await cycleLint.lintFiles([path.join(root, 'scripts/fixtures/cycle/a.ts')]);
    const cycles = result?.messages.filter((message) => message.ruleId === 'import-x/no-cycle') ?? [];
    expect(cycles).toHaveLength(1);
  });
});
