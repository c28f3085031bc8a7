// The Express app: every call of docs/OPERATIONS.md ("Calls"), the built client, security
// headers, logs and rate limits. Built from its collaborators; it never listens (server/index.ts does).
import express, { type Express } from 'express';
import type { Config } from './config';
import { trustProxySetting } from './config';
import type { Store } from './store/types';
import { repositoriesOf } from './repositories';
import { apiNotFound, errorHandler, sendText, shownPath } from './http/errors';
import { createLogger, requestId, requestLog, type Logger } from './http/logging';
import { rateLimit } from './http/rateLimit';
import { securityHeaders } from './http/security';
import { staticClient } from './http/staticClient';
import { WordsService } from './words/service';
import { wordsRouter } from './words/router';
import { SeasonsService } from './seasons/service';
import { seasonsRouter } from './seasons/router';
import { CouponsService } from './coupons/service';
import { couponsRouter } from './coupons/router';
import { namesRouter } from './names/router';
import { paymentRouter } from './payment/router';
import { scoresRouter } from './scores/router';
import { POOL_MESSAGES, VERIFY_RETRY_AFTER_SECONDS, inlineVerifier, type Verifier } from './scores/verifier';
import { jsonBody } from './http/jsonBody';
import { admission } from './http/admission';
import { MAX_SUBMISSION_BYTES } from '../src/shared/api';
import { DailyService } from './daily/service';
import { dailyRouter } from './daily/router';
import { dailyBoardRouter } from './scores/dailyBoardRouter';
import { entryKindsRouter } from './scores/entryKindsRouter';
import { createLiveRuns, type LiveRuns } from './runs/live';
import { runsRouter } from './runs/router';
import { endRouter } from './runs/endRouter';
import { clientKey } from './http/clientKey';
import { LoopLag, whileNotLate, type LateLoop } from './http/loopLag';

// Bodies of the calls other than a score submission: a coupon check is under 100 bytes.
const SMALL_BODY_LIMIT = 16 * 1024;
// A batch of a witnessed run: at most MAX_BATCH_TEXT (16,000) characters of actions and a secret.
const BATCH_BODY_LIMIT = 32 * 1024;

/** The witnessed runs of an app built by createApp (index.ts ends their streams at shutdown). */
export function liveRunsOf(app: Express): LiveRuns {
  return app.locals.liveRuns as LiveRuns;
}

/** What the app is built from; tests pass a real store in a temp folder and a fixed clock. */
export interface AppDeps {
  store: Store;
  config: Config;
  clock?: () => Date;
  verifier?: Verifier;
  logger?: Logger;
  random?: () => number;
  /** Seeds of registered runs (server/runs); by default 128 random bits each. */
  runSeed?: () => string;
  /** The 16 bytes of a day's seed (server/daily); random by default. */
  dailySeedBytes?: () => ArrayLike<number>;
  /** How late the event loop runs, read by the busy gate; a LoopLag by default (tests hold it late). */
  loopLag?: LateLoop;
}

/** Builds the app. */
export function createApp({
  store,
  config,
  clock = () => new Date(),
  verifier,
  logger,
  random = Math.random,
  runSeed,
  dailySeedBytes,
  loopLag,
}: AppDeps): Express {
  const log = logger ?? createLogger(config.LOG_LEVEL);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.use(requestId());
  app.use(securityHeaders());
  if (config.LOG_LEVEL === 'info' || config.LOG_LEVEL === 'debug') app.use(requestLog(log));

  const repositories = repositoriesOf(store);
  const seasons = new SeasonsService(clock);
  // On MongoDB each read of the list is a network round trip: it is kept 10 s.
  const words = new WordsService(repositories.words, store.kind === 'mongodb' ? 10_000 : 0);
  const daily = new DailyService(repositories.daily, repositories.board, clock, dailySeedBytes);
  // On MongoDB the counters live in the database, so N instances grant one budget, not N.
  const mongo = store.rateLimitConnection?.();
  const limit = (name: string, max: number, message: string, keyOf?: (req: express.Request) => string | null) =>
    rateLimit({
      enabled: config.RATE_LIMIT_ENABLED,
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      max,
      message,
      name,
      mongo,
      ipv6Prefix: config.RATE_LIMIT_IPV6_PREFIX,
      keyOf,
    });
  const live = createLiveRuns({
    liveRuns: repositories.liveRuns,
    runStats: repositories.runStats,
    shared: store.kind === 'mongodb',
    config,
    clock,
    logger: log,
    words,
    daily,
    drawSeed: runSeed,
  });
  app.locals.liveRuns = live;
  // Daily runs a client begins per UTC day: counted under the client and the day the body names
  // (a day other than today is refused after, at no cost); other registrations are not counted.
  const dailyLimit = rateLimit({
    enabled: config.RATE_LIMIT_ENABLED,
    windowMs: 86_400_000,
    max: config.RATE_LIMIT_DAILY_MAX,
    message:
      "Too many daily challenge runs begun today from this address. Today's runs already begun can still be played; try again tomorrow.",
    name: 'daily-register',
    mongo,
    ipv6Prefix: config.RATE_LIMIT_IPV6_PREFIX,
    keyOf: (req) => {
      const day: unknown = (req.body as { daily?: unknown } | undefined)?.daily;
      return typeof day === 'string' ? `${clientKey(req.ip, config.RATE_LIMIT_IPV6_PREFIX)}|${day.slice(0, 10)}` : null;
    },
  });
  // A batch's secret is checked before the run is read or its per-run budget is spent, so a stranger
  // (the id is on the live list) can neither cost a replay nor use up the owner's batches.
  // Batches wait while the event loop runs late (the client sends them again after a 503). The gate
  // is the cheapest check, so it comes first: a shed batch is counted by no limit, as it gets no work
  // done (its body is dropped unparsed); a batch shed later, past RUNS_ACTIONS_PER_S, was parsed and
  // its run loaded, and stays counted, so provoking sheds buys no client more than its limits.
  const notLate = whileNotLate(loopLag ?? new LoopLag(), config.RUNS_BUSY_LAG_MS, BATCH_BODY_LIMIT);
  // A sealed run's requests (one action each, as it is played) are counted by their own limits: the
  // client's batch count is given back once the owner is known (a stranger's still counts).
  const batchLimit = limit(
    'batch',
    config.RATE_LIMIT_BATCH_MAX,
    'Too many moves sent. Please wait a minute and try again.',
  );
  const isSealed = (req: express.Request) => (req.res?.locals as { sealed?: boolean } | undefined)?.sealed === true;
  const batchOwner: express.RequestHandler = (req, res, next) => {
    live.service
      .checkBatchOwner(String(req.params.id), req.body)
      .then(async ({ sealed }) => {
        res.locals.sealed = sealed;
        if (sealed) await batchLimit.refund(req);
      })
      .then(() => next(), next);
  };
  const runKey = (req: express.Request) => `run:${String(req.params.id).slice(0, 64)}`;

  app.get('/healthz', async (_req, res) => {
    await store.ping();
    res.json({ status: 'ok', store: store.kind, season: seasons.current().id });
  });

  const api = express.Router();
  // Each route reads its own body, after its rate limit: a refused client costs no parsing.
  api.use(wordsRouter(words));
  api.use(seasonsRouter(seasons));
  api.use(namesRouter(repositories.entries, seasons));
  api.use(
    dailyRouter(
      daily,
      limit(
        'past-day',
        config.RATE_LIMIT_PAST_DAY_MAX,
        'Too many past daily challenges read. Please wait a minute and try again.',
      ),
    ),
  );
  api.use(dailyBoardRouter(repositories.board, daily));
  api.use(entryKindsRouter(repositories.board, seasons));
  api.use(paymentRouter(config.PAYMENT_LINK_URL));
  api.use(
    couponsRouter(new CouponsService(repositories.coupons, clock), [
      limit('coupon', config.RATE_LIMIT_COUPON_MAX, 'Too many coupon checks. Please wait a minute and try again.'),
      jsonBody(SMALL_BODY_LIMIT),
    ]),
  );
  api.use(
    scoresRouter(
      {
        entries: repositories.entries,
        board: repositories.board,
        coupons: repositories.coupons,
        words,
        seasons,
        verifier: verifier ?? inlineVerifier(),
        clock,
        random,
        daily,
        runs: live.service,
      },
      {
        submit: [
          limit(
            'submit',
            config.RATE_LIMIT_SUBMIT_MAX,
            'Too many score submissions. Please wait a minute and try again.',
          ),
          admission(config.SUBMIT_IN_FLIGHT_MAX, POOL_MESSAGES.busy, VERIFY_RETRY_AFTER_SECONDS),
          jsonBody(MAX_SUBMISSION_BYTES),
        ],
        run: limit('run', config.RATE_LIMIT_RUN_MAX, 'Too many runs watched. Please wait a minute and try again.'),
      },
    ),
  );
  api.use(
    endRouter(live.service, [
      limit('end', config.RATE_LIMIT_REGISTER_MAX, 'Too many runs ended. Please wait a minute and try again.'),
      jsonBody(SMALL_BODY_LIMIT),
    ]),
  );
  api.use(
    runsRouter(
      {
        runs: live.service,
        streams: live.streams,
        stats: live.stats,
        liveRuns: repositories.liveRuns,
        daily,
        clock,
        liveWindowMs: config.RUNS_LIVE_WINDOW_MS,
        liveCacheMs: config.RUNS_LIVE_CACHE_MS,
        expireMs: config.RUNS_EXPIRE_DAYS * 86_400_000,
      },
      {
        register: [
          limit('register', config.RATE_LIMIT_REGISTER_MAX, 'Too many runs begun. Please wait a minute and try again.'),
          jsonBody(SMALL_BODY_LIMIT),
          dailyLimit,
        ],
        batch: [
          notLate,
          batchLimit,
          jsonBody(BATCH_BODY_LIMIT),
          batchOwner,
          limit(
            'run-batch',
            config.RATE_LIMIT_RUN_BATCH_MAX,
            'Too many batches for this run. Please wait a minute and try again.',
            (req) => (isSealed(req) ? null : runKey(req)),
          ),
          limit(
            'sealed-client',
            config.RATE_LIMIT_SEALED_MAX,
            'Too many moves sent. Please wait a minute and try again.',
            (req) => (isSealed(req) ? clientKey(req.ip, config.RATE_LIMIT_IPV6_PREFIX) : null),
          ),
          limit(
            'sealed-run',
            config.RATE_LIMIT_RUN_SEALED_MAX,
            'Too many moves for this run. Please wait a minute and try again.',
            (req) => (isSealed(req) ? runKey(req) : null),
          ),
        ],
        record: limit(
          'run-record',
          config.RATE_LIMIT_RUN_MAX,
          'Too many runs read. Please wait a minute and try again.',
        ),
        watch: limit(
          'watch',
          config.RATE_LIMIT_WATCH_MAX,
          'Too many live runs watched. Please wait a minute and try again.',
        ),
      },
    ),
  );
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(staticClient(config.CLIENT_DIR));
  // Non-GET requests to non-API paths: a text 404 like every other error, not Express's HTML page.
  app.use((req, res) => sendText(res, 404, `Not found: ${req.method} ${shownPath(req.path)}`));
  app.use(errorHandler(log));
  return app;
}
