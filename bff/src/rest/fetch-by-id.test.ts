// One thing by its id (a person, a movement): the api's answer; null for an id that cannot name anything (not even
// asked) and for the api's 404; any other failure passed on.
import { describe, expect, it, vi } from 'vitest';
import { restErrorToGraphQLError } from '../errors';
import type { RestClient, RestEnvelope } from './client';
import { fetchByIdOrNull } from './client';

const id = 'c0a80101-0000-4000-8000-0000000000b2';

/** A client whose GET answers with `answer` (or fails with it). */
function clientAnswering(answer: () => Promise<RestEnvelope<unknown>>) {
  const get = vi.fn(answer);
  return { rest: { get } as unknown as RestClient, get };
}

describe('fetchByIdOrNull', () => {
  it('when the api has it, then its data is the answer, asked for at resource/id', async () => {
    const { rest, get } = clientAnswering(() =>
      Promise.resolve({ success: true, message: 'OK', data: { id, name: 'Bob Karim' } }),
    );

    await expect(fetchByIdOrNull(rest, 'users', id)).resolves.toEqual({ id, name: 'Bob Karim' });
    expect(get).toHaveBeenCalledWith(`users/${id}`);
  });

  it.each(['', '..', 'x/y', 'not-an-id'])(
    'when the id is %j, then the answer is null and the api is not asked',
    async (badId) => {
      const { rest, get } = clientAnswering(() => Promise.reject(new Error('must not be asked')));

      await expect(fetchByIdOrNull(rest, 'transactions', badId)).resolves.toBeNull();
      expect(get).not.toHaveBeenCalled();
    },
  );

  it('when the api answers 404, then the answer is null', async () => {
    const { rest } = clientAnswering(() =>
      Promise.reject(restErrorToGraphQLError({ status: 404, message: 'User not found' })),
    );

    await expect(fetchByIdOrNull(rest, 'users', id)).resolves.toBeNull();
  });

  it('when the api fails otherwise, then that failure is passed on', async () => {
    const failure = restErrorToGraphQLError({ status: 403, message: 'Forbidden' });
    const { rest } = clientAnswering(() => Promise.reject(failure));

    await expect(fetchByIdOrNull(rest, 'users', id)).rejects.toBe(failure);
  });
});
