// Zod 4 compiles object parsers with `new Function` when it may. Our Content-Security-Policy grants no
// 'unsafe-eval' (server/http/security.ts), so in the browser zod's probe for it is refused and the
// page reports a CSP violation (Lighthouse's inspector-issues). Jitless parsing skips the probe; the
// payloads the client parses are small, so the compiled fast path buys nothing there.
import { z } from 'zod';

z.config({ jitless: true });
