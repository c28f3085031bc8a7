import type { Server } from 'node:http';

/**
 * HTTP timeouts for every listener (production and tests alike). Node's default keep-alive of 5 s
 * closes idle sockets while clients and load balancers still reuse them, and a POST sent on such a
 * socket dies with ECONNRESET; 65 s outlasts the usual 60 s idle timeout of load balancers, and the
 * header timeout must exceed it so a reused socket is never cut mid-request.
 */
export function tuneHttpServer(server: Server): Server {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
