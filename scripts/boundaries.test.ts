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
    const errors = await boundaryErrors('api/src/ledger/fixture.ts', importing('../wallets/money-answer'));
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
