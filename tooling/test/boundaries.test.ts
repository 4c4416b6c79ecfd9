import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: REPO_ROOT });

/** The boundary messages the repo's lint config reports for one import line in one file. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

/** The messages lint reports against a file of this path with this source. */
async function entryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

// Linting loads the whole config and its plugins: slow on a busy 2-core machine.
describe('package boundaries (lint)', { timeout: 60_000 }, () => {
  it("keeps the shared packages' entries curated: no export * there", async () => {
    for (const entry of [
      'shared-ui/src/index.ts',
      'shared-ui/src/feed/index.ts',
      'shared-api/src/index.ts',
    ]) {
      expect(await entryErrors(entry, "export * from './theme/tokens.ts';\n")).toHaveLength(1);
      expect(await entryErrors(entry, "export { spacing } from './theme/tokens.ts';\n")).toEqual(
        [],
      );
    }
  });

  it('fails a remote that imports another remote, by name or by path', async () => {
    expect(
      await boundaryErrors(
        'remote-cex/src/features/x/y.ts',
        "import { value } from '@flowscope/remote-dex';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'remote-cex/src/features/x/y.ts',
        "import { value } from '../../../../remote-dex/src/app/screens.ts';",
      ),
    ).toHaveLength(1);
  });

  it('holds remote-research, and any remote to come, to the same boundaries', async () => {
    expect(
      await boundaryErrors(
        'remote-research/src/features/x/y.ts',
        "import { value } from '@flowscope/remote-cex';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'remote-cex/src/features/x/y.ts',
        "import { value } from '../../../../remote-research/src/app/screens.ts';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'remote-research/src/app/x.ts',
        "import { value } from '@flowscope/host';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'remote-on-chain/src/app/x.ts',
        "import { value } from '../../../remote-research/src/app/route-manifest.ts';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'host/src/routing/x.ts',
        "import { value } from '@flowscope/remote-research';",
      ),
    ).toHaveLength(1);
  });

  it("fences a remote's features from one another, not from their own folders or src/components", async () => {
    const sibling =
      "A remote's features do not import one another: share it from src/components/ or a shared package.";
    expect(
      await boundaryErrors(
        'remote-cex/src/features/alpha-feed/AlphaFeedScreen.tsx',
        "import { value } from '../top-holdings/columns.tsx';",
      ),
    ).toEqual([expect.stringContaining(sibling)]);
    expect(
      await boundaryErrors(
        'remote-dex/src/features/alpha-feed/components/DexSignalCard.tsx',
        "import { value } from '../../token-detail-dex/dex-token-ref.ts';",
      ),
    ).toEqual([expect.stringContaining(sibling)]);
    expect(
      await boundaryErrors(
        'remote-research/src/features/track-record/a/b/deep.ts',
        "import { value } from '../../../wallet-profile/wallet-view.ts';",
      ),
    ).toEqual([expect.stringContaining(sibling)]);
    for (const allowed of [
      "import { value } from './columns.tsx';",
      "import { value } from '../hooks/use-alpha-feed.ts';",
      "import { value } from '../../../components/ProfileHeader.tsx';",
    ]) {
      expect(
        await boundaryErrors('remote-research/src/features/track-record/parts/Table.tsx', allowed),
        allowed,
      ).toEqual([]);
    }
    expect(
      await boundaryErrors(
        'remote-account/src/features/alerts/AlertsSignIn.tsx',
        "import { value } from '../../components/ConnectWalletPrompt.tsx';",
      ),
    ).toEqual([]);
  });

  it('fails a remote that imports the host or another package’s src/ internals', async () => {
    expect(
      await boundaryErrors('remote-dex/src/app/x.ts', "import { value } from '@flowscope/host';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'remote-account/src/app/x.ts',
        "import { value } from '@flowscope/shared-api/src/lists/index.ts';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'remote-account/src/app/x.ts',
        "import { value } from '../../../mock-api/src/app.ts';",
      ),
    ).toHaveLength(1);
  });

  it('fails shared-ui reaching for the API', async () => {
    expect(
      await boundaryErrors(
        'shared-ui/src/components/x.ts',
        "import { value } from '@flowscope/shared-api';",
      ),
    ).toHaveLength(1);
  });

  it('fails shared-api reaching for shared-ui, except in its tests and test kit', async () => {
    expect(
      await boundaryErrors(
        'shared-api/src/lists/x.ts',
        "import { value } from '@flowscope/shared-ui';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'shared-api/src/feeds/lists/x.ts',
        "import { value } from '@flowscope/shared-ui/feed';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'shared-api/src/endpoints/format/x.ts',
        "import { value } from '../../../../shared-ui/src/format/currency.ts';",
      ),
    ).toHaveLength(1);
    // The test kit and tests render shared-ui's components…
    expect(
      await boundaryErrors(
        'shared-api/src/testing/x.tsx',
        "import { value } from '@flowscope/shared-ui/testing';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'shared-api/src/feeds/lists/x.test.ts',
        "import { value } from '@flowscope/shared-ui/feed';",
      ),
    ).toEqual([]);
    // …and are still held to the other boundaries.
    expect(
      await boundaryErrors(
        'shared-api/src/testing/x.tsx',
        "import { value } from '@flowscope/host';",
      ),
    ).toHaveLength(1);
    // What both shared packages need, they take from core.
    expect(
      await boundaryErrors('shared-api/src/lists/x.ts', "import { value } from '@flowscope/core';"),
    ).toEqual([]);
    expect(
      await boundaryErrors('shared-ui/src/feed/x.tsx', "import { value } from '@flowscope/core';"),
    ).toEqual([]);
  });

  it('keeps core under every other package: it imports none of them', async () => {
    for (const name of [
      '@flowscope/shared-ui',
      '@flowscope/shared-ui/feed',
      '@flowscope/shared-api',
      '@flowscope/shared-api/routing',
      '@flowscope/host',
      '@flowscope/remote-cex',
      '@flowscope/mock-api/testing',
    ]) {
      expect(
        await boundaryErrors('core/src/format/x.ts', `import { value } from '${name}';`),
        name,
      ).toHaveLength(1);
    }
    expect(
      await boundaryErrors(
        'core/src/format/x.test.ts',
        "import { value } from '../../../shared-ui/src/format/token-age.ts';",
      ),
    ).toHaveLength(1);
    // Its own modules and its peer libraries are free.
    expect(
      await boundaryErrors(
        'core/src/url-state/x.ts',
        "import { value } from './url-param.ts';\nimport { other } from 'react-router';\nexport const more = other;",
      ),
    ).toEqual([]);
  });

  it('keeps the subpath shared modules (shared-ui/feed, shared-api/feeds) one copy each', async () => {
    // Leaving the subpath's folder by a relative path would bundle a second copy of that module.
    expect(
      await boundaryErrors(
        'shared-ui/src/feed/FeedCard.tsx',
        "import { value } from '../components/button/Button.tsx';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'shared-api/src/feeds/influencers/x.ts',
        "import { value } from '../../session/session-store.ts';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'shared-api/src/feeds/endpoints/shared/x.ts',
        "import { value } from '../../../http/client.ts';",
      ),
    ).toHaveLength(1);
    // …and the rest of the package reaches the subpath only through its entry.
    expect(
      await boundaryErrors(
        'shared-ui/src/screen/x.tsx',
        "import { value } from '../feed/FeedCard.tsx';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'shared-api/src/lists/x.ts',
        "import { value } from '../feeds/influencers/followed-store.ts';",
      ),
    ).toHaveLength(1);
    // Inside the subpath's folder, and through the package's entries, imports are free.
    expect(
      await boundaryErrors(
        'shared-api/src/feeds/endpoints/shared/x.ts',
        "import { value } from '../influencer-row.ts';\nimport { other } from '@flowscope/shared-api';\nexport const more = other;",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'shared-ui/src/feed/x.tsx',
        "import { value } from './FeedCard.tsx';\nimport { other } from '@flowscope/shared-ui';\nexport const more = other;",
      ),
    ).toEqual([]);
  });

  it('lets a remote use the shared packages’ public entries and test subpaths', async () => {
    expect(
      await boundaryErrors(
        'remote-dex/src/features/x/y.ts',
        "import { value } from '@flowscope/shared-ui';\nimport { core } from '@flowscope/core';\nexport const fromCore = core;\nimport { other } from '@flowscope/shared-api/testing';\nimport { feed } from '@flowscope/shared-ui/feed';\nimport { feeds } from '@flowscope/shared-api/feeds';\nexport const subpaths = [feed, feeds];\nimport { third } from '@flowscope/mock-api/testing';\nexport const more = [other, third];",
      ),
    ).toEqual([]);
  });

  it('holds every file to one naming convention: kebab-case, PascalCase only for components', async () => {
    const namingErrors = async (filePath: string) => {
      const [result] = await eslint.lintText('export const value = 1;\n', { filePath });
      return (result?.messages ?? []).filter(
        (message) => message.ruleId === 'check-file/filename-naming-convention',
      );
    };
    expect(await namingErrors('shared-ui/src/table/sortRows.ts')).toHaveLength(1);
    expect(await namingErrors('remote-dex/src/features/x/TokenFilter.ts')).toHaveLength(1);
    expect(await namingErrors('shared-ui/src/table/sort-rows.test.ts')).toEqual([]);
    expect(await namingErrors('remote-dex/src/features/x/DexSignalCard.tsx')).toEqual([]);
    expect(await namingErrors('remote-dex/src/features/x/dex-signal-stats.tsx')).toEqual([]);
  });
});
