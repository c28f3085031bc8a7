// SPEC section 7: a 401 raises an error by default; a mode returning a null result exists. Both, for
// one call and for the default read (GET on the query key's parts joined by slashes).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '../../../src/api/client';
import { createQueryClient, readQueryFn } from '../../../src/api/queryClient';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = '') {
  const mock = vi.fn(async () => new Response(body, { status, statusText }));
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('a 401 answer', () => {
  it('raises "401: {text}" by default', async () => {
    answer(401, '', 'Unauthorized');
    await expect(apiRequest(z.unknown(), '/api/high-scores')).rejects.toThrow('401: Unauthorized');
    answer(401, 'Log in first');
    await expect(apiRequest(z.unknown(), '/api/high-scores', undefined, { on401: 'throw' })).rejects.toThrow(
      '401: Log in first',
    );
  });

  it("gives null in the 'returnNull' mode, and still raises any other failure", async () => {
    answer(401, 'Log in first');
    expect(
      await apiRequest(z.object({ ok: z.boolean() }), '/api/high-scores', undefined, { on401: 'returnNull' }),
    ).toBe(null);
    answer(403, 'Forbidden');
    await expect(apiRequest(z.unknown(), '/api/high-scores', undefined, { on401: 'returnNull' })).rejects.toThrow(
      '403: Forbidden',
    );
    answer(200, '{"ok":true}');
    expect(await apiRequest(z.object({ ok: z.boolean() }), '/x', undefined, { on401: 'returnNull' })).toEqual({
      ok: true,
    });
  });

  it('the default read raises on a 401; a read made with the null mode gives null', async () => {
    const mock = answer(401, 'Unauthorized');
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/secret', 'page'] })).rejects.toThrow('401: Unauthorized');
    expect((mock.mock.calls[0] as unknown as [string])[0]).toBe('/api/secret/page');
    answer(401, 'Unauthorized');
    expect(await client.fetchQuery({ queryKey: ['/api/secret'], queryFn: readQueryFn({ on401: 'returnNull' }) })).toBe(
      null,
    );
  });
});
