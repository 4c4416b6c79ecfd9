import { act } from '@testing-library/react';
import { expect } from 'vitest';
import { jsonResponse } from '../http/test-support.ts';
import { routeApiTo, type InProcessApiHandler } from './in-process-api.ts';
import { signInThroughMockApi } from './mock-sign-in.ts';

/** What a screen test needs of an in-process API that records the calls it answers. */
export interface RecordingApi {
  handler: InProcessApiHandler;
  callsTo: (path: string) => readonly { body: unknown }[];
  /** The API itself, answering without recording (calls made outside the screen). */
  api: { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } };
}

export interface SignedInUser {
  userId: string;
  accessToken: string;
}

type Rewrite = (answer: Response) => Response | Promise<Response>;

/** A list call's answer: the result word and its records. */
interface ListBody<Record> {
  result: string;
  data: Record[];
}

/**
 * Request-side helpers for a screen test over `backend`: what the screen sent, who is signed
 * in, and answers rewritten to reach states the simulated market does not show by itself.
 */
export function screenApi(backend: RecordingApi) {
  /** Lets the API answer as usual, then replaces its answer to `path` (query ignored). */
  function rewriteAnswer(path: string, rewrite: Rewrite): void {
    routeApiTo(async (requested, init) => {
      const answer = await backend.handler(requested, init);
      return requested.split('?')[0] === path ? rewrite(answer) : answer;
    });
  }

  /** A call straight to the API as this user, outside the screen; it must answer 200. */
  async function callAs<T>(path: string, body: object, session: SignedInUser): Promise<T> {
    const answer = await backend.api.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken}`,
      },
      body: JSON.stringify({ user_id: session.userId, ...body }),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as T;
  }

  return {
    /** The bodies the screen sent to `path`, in order. */
    bodiesTo: (path: string): unknown[] => backend.callsTo(path).map((call) => call.body),

    /** Signs mock-api's premium or free test user in, as the sign-in control would. */
    async signIn(user: 'premium' | 'free'): Promise<SignedInUser> {
      let session: SignedInUser = { userId: '', accessToken: '' };
      await act(async () => {
        session = await signInThroughMockApi(backend.handler, user);
      });
      return session;
    },

    rewriteAnswer,

    /** Lets the API answer, then rewrites the records of its list answer to `path`. */
    rewriteRecords<Record>(path: string, rewrite: (records: Record[]) => unknown[]): void {
      rewriteAnswer(path, async (answer) => {
        const body = (await answer.json()) as ListBody<Record>;
        return jsonResponse({ ...body, data: rewrite(body.data) });
      });
    },

    callAs,

    /**
     * Follows the first `count` influencers of the list at `listPath` through `addPath`, as
     * the manage screen would; returns their handles.
     */
    async follow(
      paths: { listPath: string; addPath: string },
      session: SignedInUser,
      count: number,
    ): Promise<string[]> {
      const list = await callAs<{ data: { twitter_handle: string }[] }>(
        paths.listPath,
        { only_for_user: false },
        session,
      );
      const handles = list.data.slice(0, count).map((row) => row.twitter_handle);
      for (const handle of handles) {
        await callAs(paths.addPath, { twitter_handle: handle }, session);
      }
      return handles;
    },
  };
}

const HOUR = 3_600_000;

/** Asserts that a payload's `from_datetime` lies `hours` before now (within a minute). */
export function expectWindowHours(payload: Record<string, unknown>, hours: number): void {
  const window = Date.now() - Date.parse(String(payload.from_datetime));
  expect(Math.abs(window - hours * HOUR)).toBeLessThan(60_000);
}
