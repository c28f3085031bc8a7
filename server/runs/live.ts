// The witnessed runs of one instance, built from the configuration: the service, its streams and
// statistics, and how to stop their timers and end the streams at shutdown.
import type { Config } from '../config';
import type { DailyService } from '../daily/service';
import type { Logger } from '../http/logging';
import type { LiveRunRepository, RunStatsRepository } from './repository';
import type { WordsService } from '../words/service';
import { RunsService } from './service';
import { RunStats } from './stats';
import { RunStreams } from './streams';
import type { SealedStreamStart } from '../../src/shared/api';

/** The witnessed runs of one instance. */
export interface LiveRuns {
  service: RunsService;
  streams: RunStreams;
  stats: RunStats;
  /** Stops the timers and ends every stream (before the server closes: a stream never finishes by itself). */
  close(): void;
}

/** Builds the witnessed runs over their repositories; several instances share them when `shared` (MongoDB). */
export function createLiveRuns(deps: {
  liveRuns: LiveRunRepository;
  runStats: RunStatsRepository;
  /** Other instances write the same runs (MongoDB): streams poll, batches check the stored count. */
  shared: boolean;
  config: Config;
  clock: () => Date;
  logger: Logger;
  words: WordsService;
  daily: DailyService;
  drawSeed?: () => string;
}): LiveRuns {
  const { liveRuns, config, clock, logger, shared } = deps;
  const streams: RunStreams = new RunStreams({
    heartbeatMs: config.RUNS_HEARTBEAT_MS,
    pollMs: shared ? config.RUNS_POLL_MS : null,
    maxStreams: config.RUNS_STREAMS_MAX,
    maxPerClient: config.RUNS_STREAMS_PER_CLIENT_MAX,
    stallMs: config.RUNS_STREAM_STALL_MS,
    ipv6Prefix: config.RATE_LIMIT_IPV6_PREFIX,
    load: (id) => liveRuns.get(id),
    // The service is made just below; a spectator asks only once both exist.
    sealedStart: (id): Promise<SealedStreamStart | null> => service.sealedStart(id),
    heads: (ids) => liveRuns.heads(ids),
    onError: (error) => logger.error('live stream update failed', { error: String(error) }),
  });
  const service: RunsService = new RunsService({
    liveRuns,
    words: deps.words,
    daily: deps.daily,
    clock,
    streams,
    logger,
    drawSeed: deps.drawSeed,
    options: {
      expireMs: config.RUNS_EXPIRE_DAYS * 86_400_000,
      idleMs: config.RUNS_IDLE_MS,
      keptMax: config.RUNS_KEPT_MAX,
      keptBytes: config.RUNS_KEPT_MB * 1024 * 1024,
      actionsPerSecond: config.RUNS_ACTIONS_PER_S,
      liveWindowMs: config.RUNS_LIVE_WINDOW_MS,
      sweepMs: config.RUNS_SWEEP_MS,
      shared,
    },
  });
  const stats = new RunStats(
    deps.runStats,
    clock,
    config.STATS_CACHE_MS,
    config.RUNS_LIVE_WINDOW_MS,
    config.RUNS_SWEEP_MS,
    (error) => logger.error('run statistics count failed', { error: String(error) }),
  );
  return {
    service,
    streams,
    stats,
    close: () => {
      service.close();
      streams.close();
      stats.close();
    },
  };
}
