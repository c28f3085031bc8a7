// An answer given without the request's body (a shed batch) still waits for that body, read and
// dropped: a server that closes a connection with bytes unread makes the client's side see a reset,
// which can lose the answer with it. What is read is bounded by the route's body limit and never parsed
// or inflated; past the limit the answer is the route's 413 and the connection closes unread.
import type { Request, Response } from 'express';
import { BODY_TOO_LARGE_MESSAGE, sendText } from './errors';

/** Reads and drops `req`'s body, at most `limitBytes` of it, then calls `answer`; past the limit, 413 and close. */
export function answerAfterBody(req: Request, res: Response, limitBytes: number, answer: () => void): void {
  const tooLarge = () => {
    res.set('Connection', 'close');
    sendText(res, 413, BODY_TOO_LARGE_MESSAGE);
  };
  if (Number(req.headers['content-length'] ?? 0) > limitBytes) return tooLarge();
  if (req.readableEnded) return answer();
  let read = 0;
  const onData = (chunk: Buffer) => {
    read += chunk.length;
    if (read <= limitBytes) return;
    req.off('data', onData).off('end', answer).pause();
    tooLarge();
  };
  req.on('data', onData).once('end', answer);
}
