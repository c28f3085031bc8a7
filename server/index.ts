// Starts the server: validated configuration, the configured store, listen on PORT, and a
// graceful shutdown on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the store).
import type { Server } from 'node:http';
import { ConfigError, loadConfig } from './config';
import { createApp, liveRunsOf } from './app';
import { openStore } from './openStore';
import { repositoriesOf } from './repositories';
import { DEFAULT_PROFANITY_WORDS } from './words/defaultWords';
import { createLogger } from './http/logging';
import { inlineVerifier, workerVerifier } from './scores/verifier';
import { seasonAt } from '../src/shared/season';
import { tuneHttpServer } from './http/tuneServer';

// In-flight requests get this long to finish before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

/** One line naming what the operator can change when the port cannot be opened. */
function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE')
    return `port ${port} on ${host} is already in use; stop the other process or set PORT`;
  if (error.code === 'EACCES')
    return `no permission to listen on port ${port} on ${host}; use a port above 1023 or set PORT`;
  if (error.code === 'EADDRNOTAVAIL') return `address ${host} is not available on this machine; set HOST`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const store = await openStore(config, DEFAULT_PROFANITY_WORDS);
  const verifier =
    config.VERIFY_WORKERS > 0
      ? workerVerifier(config.VERIFY_WORKERS, {
          maxQueue: config.VERIFY_QUEUE_MAX,
          jobTimeoutMs: config.VERIFY_TIMEOUT_MS,
        })
      : inlineVerifier();
  const app = createApp({ store, config, verifier, logger });
  // Express 5 hands a listen failure (port taken, no permission) to this callback instead of throwing.
  const server: Server = app.listen(config.PORT, config.HOST, (error?: Error) => {
    if (error) {
      process.stderr.write(
        `Server failed to start: ${listenFailure(error as NodeJS.ErrnoException, config.HOST, config.PORT)}\n`,
      );
      process.exit(1);
    }
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info('listening', { url: `http://localhost:${port}/`, store: store.kind });
  });
  tuneHttpServer(server);
  // Builds the current season's rank index now rather than on the first player's read.
  const season = seasonAt(new Date()).id;
  const warm = performance.now();
  const { board } = repositoriesOf(store);
  board.warmUp?.(season).then(
    () => logger.info('warmed up', { season, ms: Math.round(performance.now() - warm) }),
    (error: unknown) => logger.error('warm-up failed', { error: String(error) }),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Live streams never finish by themselves: end them so close() can complete.
    liveRunsOf(app).close();
    server.close(async () => {
      await verifier.close();
      await store.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open; busy ones finish their request first and are then
    // idle too, kept alive for the 65 s tuneHttpServer allows, past the grace period: close each as soon
    // as it is idle, not only those idle at the signal.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${(error as Error).message}\n`);
  process.exit(1);
});
