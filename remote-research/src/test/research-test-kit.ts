/**
 * Test support for the research screens: mock-api answering in process, with the calls the
 * tests need to find real subjects (an influencer, a wallet behind a row) and to read the
 * very answer the screen got.
 */
import { PATHS } from '@flowscope/shared-api/contract';
import { screenApi, type SignedInUser } from '@flowscope/shared-api/testing';
import { mockBackendPerTest, type MockBackend } from '@flowscope/mock-api/testing';

/** The first load builds on mock-api's market: generous on a busy machine. */
export const LOADED = { timeout: 15_000 };

export interface ResearchBackend {
  backend: MockBackend;
  api: ReturnType<typeof screenApi>;
  /** The last answer the screen got from `path` (its JSON), once one has come. */
  answerOf: <T>(path: string) => T;
  /** Records the screen's answers from `path` from now on. */
  recordAnswers: (path: string) => void;
}

/** Wires the test file to a fresh mock-api per test; call at the top of the file. */
export function researchBackend(): ResearchBackend {
  const backend = mockBackendPerTest();
  const api = screenApi(backend);
  const answers = new Map<string, unknown>();
  return {
    backend,
    api,
    recordAnswers: (path) => {
      answers.delete(path);
      api.rewriteAnswer(path, async (answer) => {
        if (answer.ok) answers.set(path, await answer.clone().json());
        return answer;
      });
    },
    answerOf: <T>(path: string): T => {
      const answer = answers.get(path);
      if (answer === undefined) throw new Error(`no answer from ${path} yet`);
      return answer as T;
    },
  };
}

/** The most popular influencer of a venue, as Manage Following lists them first. */
export async function popularInfluencer(
  research: ResearchBackend,
  venue: 'cex' | 'dex',
  session: SignedInUser,
): Promise<string> {
  const list = await research.api.callAs<{ data: { twitter_handle: string }[] }>(
    venue === 'cex' ? PATHS.cexInfluencersList : PATHS.dexInfluencersList,
    { only_for_user: false },
    session,
  );
  const handle = list.data[0]?.twitter_handle;
  if (!handle) throw new Error(`no ${venue} influencer`);
  return handle;
}

/** A wallet that holds BTC now, from the wallets behind the BTC holdings row. */
export async function btcHolder(research: ResearchBackend, session: SignedInUser): Promise<string> {
  const answer = await research.api.callAs<{ data: { wallets: { wallet: string }[] } }>(
    PATHS.rowWallets,
    { token: { venue: 'cex', coin: 'BTC' }, list: 'holdings' },
    session,
  );
  const wallet = answer.data.wallets[0]?.wallet;
  if (!wallet) throw new Error('nobody holds BTC');
  return wallet;
}
