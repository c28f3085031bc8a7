import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '../../../src/api/client';
import { pathFromKey } from '../../../src/api/queryClient';
import { checkPlayerName } from '../../../src/api/calls';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const mock = vi.fn(async () => response);
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('API client', () => {
  it('sends cookies and JSON bodies', async () => {
    const mock = stubFetch(new Response(JSON.stringify({ valid: true }), { status: 200 }));
    await apiRequest(z.object({ valid: z.boolean() }), '/api/validate-coupon', { code: 'X' });
    const [, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"code":"X"}');
  });
  it("turns a failure into '{status}: {text}', or the status text when the body is empty", async () => {
    stubFetch(new Response('Name already taken', { status: 409 }));
    await expect(apiRequest(z.unknown(), '/api/game-stats', {})).rejects.toThrow('409: Name already taken');
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest(z.unknown(), '/api/high-scores')).rejects.toThrow('401: Unauthorized');
  });
  it('URL-encodes the trimmed name of the existence check', async () => {
    const mock = stubFetch(new Response(JSON.stringify({ exists: false }), { status: 200 }));
    expect(await checkPlayerName('  Sir Lance ')).toBe(false);
    expect((mock.mock.calls[0] as unknown as [string])[0]).toBe('/api/check-player-name/Sir%20Lance');
  });
  it('builds default read paths from query keys', () => {
    expect(pathFromKey(['/api/high-scores', 'top'])).toBe('/api/high-scores/top');
  });
});
