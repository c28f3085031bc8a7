// The precompressed assets' middleware: a download the browser abandons is no error to log; any other
// failure of the file goes on to the error handler.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { precompressedAssets } from '../../../../server/http/precompressed';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'assets', 'game-abc.js.br'), 'compressed');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** Runs the middleware for the asset with sendFile ending in `failure`; returns what reached next(). */
function serve(failure: Error | undefined): unknown[] {
  const passed: unknown[] = [];
  const res = {
    vary: vi.fn(),
    type: vi.fn(),
    setHeader: vi.fn(),
    sendFile: (_file: string, done: (error?: Error) => void) => done(failure),
  } as unknown as Response;
  const req = { method: 'GET', path: '/game-abc.js', acceptsEncodings: () => 'br' } as unknown as Request;
  precompressedAssets(clientDir, 'public, max-age=31536000, immutable')(req, res, (error?: unknown) =>
    passed.push(error),
  );
  return passed;
}

describe('precompressed assets', () => {
  it('says nothing when the browser abandons the download, and passes on any other failure', () => {
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    expect(serve(aborted)).toEqual([]);
    expect(serve(undefined)).toEqual([]);
    const broken = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    expect(serve(broken)).toEqual([broken]);
  });
});
