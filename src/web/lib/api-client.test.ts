import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, authRequest } from './api-client';
import { ApiContractError } from './check-response';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: unknown, status = 200) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('apiRequest in development', () => {
  it('answers what the contract allows, sent with the given method and body', async () => {
    const fetch = answer({ due_count: 3 });
    await expect(apiRequest<'GET /api/review/due-count'>('/api/review/due-count')).resolves.toEqual({ due_count: 3 });
    answer({ deleted: true });
    await expect(apiRequest<'DELETE /api/account'>('/api/account', { method: 'DELETE', body: { email: 'a@b.c' } })).resolves.toEqual({ deleted: true });
    expect(fetch).toHaveBeenCalledWith('/api/review/due-count', expect.objectContaining({ method: 'GET' }));
  });

  it('fails loudly when an answer breaks its contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer({ due_count: 'three' });
    await expect(apiRequest<'GET /api/review/due-count'>('/api/review/due-count')).rejects.toThrow(/GET \/api\/review\/due-count answered a shape its contract/);
    answer({ teacher: { slug: 'sophia' } });
    await expect(apiRequest<'GET /api/teachers/:slug'>('/api/teachers/sophia')).rejects.toBeInstanceOf(ApiContractError);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('fails loudly for a path of Parley that no contract names, but not for Better Auth', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer({ anything: true });
    await expect(authRequest('/api/auth/get-session')).resolves.toEqual({ anything: true });
    await expect(authRequest('/api/teacherz')).rejects.toThrow('GET /api/teacherz matches no contract');
  });

  it("keeps the server's error sentence and code", async () => {
    answer({ error: 'This notebook entry could not be found.', code: 'entry_not_found' }, 404);
    const failure = apiRequest<'DELETE /api/notebook/:id'>('/api/notebook/x', { method: 'DELETE' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'This notebook entry could not be found.', status: 404, code: 'entry_not_found' });
  });
});
