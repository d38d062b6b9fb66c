// Builds and starts the bff: Apollo Server 5 on Express 5, hardened, serving the web app in production.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import compression from 'compression';
import type { GraphQLError, ValidationContext } from 'graphql';
import express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import helmet from 'helmet';
import Negotiator from 'negotiator';
import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { LogFormat, LogLevel } from '@wallet/common/env';
import { STATEMENT_DOWNLOAD_PATH } from '@wallet/common/settings';
import type { MetricsEndpoint } from '@wallet/common/metrics-endpoint';
import { startMetricsEndpoint } from '@wallet/common/metrics-endpoint';
import { graphqlLimits, loadConfig, shutdownGraceMs } from './config';
import type { Context } from './context';
import { createContext } from './context';
import type { GraphqlLimit } from './errors';
import { createFormatError, ErrorCode, limitError } from './errors';
import { createGraphiqlRouter, GRAPHIQL_PATH, landingPageWithGraphiqlLink } from './graphiql';
import { createRestTransport } from './rest/client';
import { requestIdOf, requestLogging } from './request-logging';
import { loadTypeDefs, resolvers } from './schema';
import { createBffMetrics } from './metrics';
import { createStatementDownloadHandler } from './statement-download';
import { createWebAppRouter } from './static';
import type { LiveServer } from './live/server';
import { startLiveServer } from './live/server';

export const GRAPHQL_PATH = '/graphql';
export const HEALTH_PATH = '/healthz';

export interface StartBffOptions {
  /** The environment to read (PORT, API_URL, NODE_ENV, WEB_DIST, LOG_LEVEL); process.env when not given. */
  env?: NodeJS.ProcessEnv;
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  /** Overrides API_URL. */
  apiUrl?: string;
  /** Overrides WEB_DIST. */
  webDist?: string;
  /** Overrides NODE_ENV === 'production'. */
  production?: boolean;
  /** Where the built GraphiQL page is served from in development (tests); bff/graphiql/dist by default. */
  graphiqlDist?: string;
  /** JSON log lines at this level to this destination instead of LOG_LEVEL and stdout (tests read them). */
  log?: { level: LogLevel; destination: DestinationStream };
  /** Where JSON log lines go at LOG_LEVEL (main.ts: a destination that never blocks); stdout through pino otherwise. */
  logDestination?: DestinationStream;
}

export interface RunningBff {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  port: number;
  logger: Logger;
  /** With METRICS=1, where Prometheus scrapes this bff (its own port, METRICS_PORT); undefined otherwise. */
  metricsUrl: string | undefined;
  /** The live-updates sockets on /graphql (docs/live.md). */
  live: LiveServer;
  /** Stops taking requests, lets the ones in flight finish (up to a grace period), then closes everything. */
  close(): Promise<void>;
}

/**
 * GraphQL answers of at least this size are compressed on the fly (brotli at quality 4, else gzip, as Accept-Encoding
 * allows); smaller ones fit a packet or two anyway. Statement downloads are left alone: they stream row by row, and a
 * compressor would hold the first rows back until its buffer fills.
 */
export const GRAPHQL_COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON lines for machines; readable lines (pino-pretty, in this process) when LOG_FORMAT=pretty, a terminal. */
function createLogger(level: string, format: LogFormat, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'bff' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  if (format !== 'pretty') return pino(options);
  return pino(
    options,
    PinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' }),
  );
}

/**
 * Helmet's headers with a CSP the built web app runs under: its own scripts and styles, inline styles for
 * styled-components, no plugins, no framing. HSTS only in production, where the bff sits behind HTTPS.
 */
function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/**
 * Apollo's Sandbox page loads its scripts from Apollo's CDN and brings its own CSP in a meta tag; in development only,
 * on that page only, our header keeps just the parts a meta tag cannot carry.
 */
const sandboxPageHeaders: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' && req.path === GRAPHQL_PATH && req.accepts('html') === 'html') {
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
  }
  next();
};

/**
 * Errors of the request itself, before any resolver: the document does not parse, does not validate, exceeds a limit,
 * or its variables do not fit. Always 4xx (the request line is logged at warn), never an internal error.
 */
const REQUEST_ERROR_CODES = new Set<unknown>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
]);

const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
const APPLICATION_JSON = 'application/json';

/**
 * GraphQL over HTTP: a request error is 400 for clients that accept application/graphql-response+json (Apollo Client,
 * the web app) or anything (`*\/*`, curl); a legacy client that asks for application/json only gets it in a 200, as the
 * spec says, since such clients take any non-2xx for a transport failure and would lose the message.
 */
function requestErrorStatusPlugin(): ApolloServerPlugin<Context> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ request, response, errors }) {
          if (response.http.status !== 400 || !errors?.length) return Promise.resolve();
          if (!errors.every((error) => REQUEST_ERROR_CODES.has(error.extensions.code)))
            return Promise.resolve();
          const accept = request.http?.headers.get('accept');
          const preferred = accept
            ? new Negotiator({ headers: { accept } }).mediaType([GRAPHQL_RESPONSE_JSON, APPLICATION_JSON])
            : undefined;
          if (preferred === APPLICATION_JSON) response.http.status = 200;
          return Promise.resolve();
        },
      });
    },
  };
}

/** graphql-armor's refusal, reported as a validation error naming the limit instead of thrown. */
function reportLimit(limit: GraphqlLimit) {
  return {
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        context?.reportError(limitError(limit, error.message));
      },
    ],
    propagateOnRejection: false as const,
  };
}

/** Logs internal errors with the request id; errors caused by the request itself only at debug. */
function errorLoggingPlugin(logger: Logger): ApolloServerPlugin<Context> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const code = error.extensions.code;
            const internal = code === undefined || code === ErrorCode.INTERNAL_SERVER_ERROR;
            const entry = {
              requestId: contextValue.requestId,
              operationName,
              code,
              err: error.originalError ?? error,
            };
            if (internal) logger.error(entry, error.message);
            else logger.debug(entry, error.message);
          }
          return Promise.resolve();
        },
      });
    },
  };
}

/**
 * graphql-armor's limits, shared by HTTP and the live socket. Depth, aliases, cost and directives are checked while
 * validating, tokens while parsing: before any resolver, so before any REST call. Each refusal is a 400 with the code
 * GRAPHQL_LIMIT_EXCEEDED (errors.ts).
 */
function createArmor() {
  return new ApolloArmor({
    // Depth and cost count fields only: a fragment spread adds no nesting to the answer, so the web's colocated
    // fragments (a page's query spreading a component's fragment spreading another's) cost nothing extra.
    maxDepth: { n: graphqlLimits.depthMax, flattenFragments: true, ...reportLimit('depth') },
    maxAliases: { n: graphqlLimits.aliasesMax, ...reportLimit('aliases') },
    costLimit: { maxCost: graphqlLimits.costMax, flattenFragments: true, ...reportLimit('cost') },
    maxDirectives: { n: graphqlLimits.directivesMax, ...reportLimit('directives') },
    // Armor's token plugin parses in parsingDidStart, where any syntax error (`{`) became a 500; graphql-js's own
    // parser counts tokens instead (parseOptions below), and its refusal is a parse error: 400.
    maxTokens: { enabled: false },
    // Suggestions are removed in formatError instead, which also covers variable errors and leaves no "[hidden]?".
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

type Armor = ReturnType<typeof createArmor>;

function createApollo(options: {
  production: boolean;
  httpServer: http.Server;
  logger: Logger;
  shutdownTimeoutMs: number;
  armor: Armor;
  /** More plugins: the metrics' one when METRICS=1. */
  plugins: ApolloServerPlugin<Context>[];
}) {
  const { production, httpServer, logger, armor } = options;
  return new ApolloServer<Context>({
    typeDefs: loadTypeDefs(),
    resolvers,
    nodeEnv: production ? 'production' : 'development',
    // main.ts owns the signals and closes the whole server, not just Apollo.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    parseOptions: { maxTokens: graphqlLimits.tokensMax },
    validationRules: armor.validationRules,
    formatError: createFormatError(production),
    logger,
    plugins: [
      ...options.plugins,
      ...armor.plugins,
      errorLoggingPlugin(logger),
      requestErrorStatusPlugin(),
      ApolloServerPluginDrainHttpServer({
        httpServer,
        stopGracePeriodMillis: shutdownGraceMs(options.shutdownTimeoutMs),
      }),
      production ? ApolloServerPluginLandingPageDisabled() : landingPageWithGraphiqlLink(),
      // Apollo's defaults that cost on every request without serving this bff: cache hints (a hook on every field;
      // the answer's Cache-Control: no-store is set on /graphql below), and traces, usage and schema reports to
      // Apollo's cloud (which an APOLLO_KEY in the environment would otherwise switch on).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
    ],
  });
}

/** Express's custom ETag function (app setting `etag`) for answers built in memory: none. */
function noBodyEtag(): undefined {
  return undefined;
}

/** GraphQL answers carry a person's data: never kept by a browser or a proxy (Apollo's cache-control plugin is off). */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null
      ? ((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode)
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Errors outside GraphQL (bad JSON, too large a body, a failed file read): the GraphQL shape on /graphql, else the envelope. */
function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = statusOf(error);
    const exposed = status < 500 && error instanceof Error && (error as { expose?: unknown }).expose === true;
    const message = exposed ? error.message : status === 404 ? 'Not found' : 'Internal server error';
    if (status >= 500) logger.error({ err: error, requestId: requestIdOf(req) }, 'request failed');
    if (req.path === GRAPHQL_PATH) {
      const code = status >= 500 ? ErrorCode.INTERNAL_SERVER_ERROR : 'BAD_REQUEST';
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
      return;
    }
    res.status(status).json({ success: false, message, data: null });
  };
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the bff; a bad environment value rejects with a ConfigError whose message is one line. */
export async function startBff(options: StartBffOptions = {}): Promise<RunningBff> {
  const config = loadConfig(options.env ?? process.env);
  const production = options.production ?? config.production;
  const apiUrl = options.apiUrl?.replace(/\/+$/, '') ?? config.apiUrl;
  const webDist = options.webDist ?? config.webDist;
  const logger = createLogger(
    options.log?.level ?? config.logLevel,
    config.logFormat,
    options.log?.destination ?? (config.logFormat === 'json' ? options.logDestination : undefined),
  );

  const app = express();
  const httpServer = http.createServer(app);
  const transport = createRestTransport(apiUrl);
  const metrics = config.metrics === undefined ? undefined : createBffMetrics();
  const armor = createArmor();
  const apollo = createApollo({
    production,
    httpServer,
    logger,
    armor,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    plugins: metrics === undefined ? [] : [metrics.apolloPlugin],
  });
  await apollo.start();

  app.disable('x-powered-by');
  // Express's res.send hashes every answer for an ETag (SHA-1 of the body): on /graphql a POST, or an answer marked
  // no-store, that no one can revalidate. A function that makes none stops that; the setting stays enabled, so the web
  // app's files (res.sendFile, express.static) keep the ETags send makes from their size and time.
  app.set('etag', noBodyEtag);
  if (metrics !== undefined) app.use(metrics.middleware);
  app.use(requestLogging(logger, { quietPaths: [HEALTH_PATH] }));
  app.use(securityHeaders(production));
  if (!production) app.use(sandboxPageHeaders);

  app.get(HEALTH_PATH, (_req, res) => {
    res.json({ success: true, message: 'OK', data: { status: 'ok' } });
  });

  app.all(
    GRAPHQL_PATH,
    noStore,
    compression({ threshold: GRAPHQL_COMPRESSION_THRESHOLD_BYTES }),
    express.json({ limit: graphqlLimits.requestBodyBytesMax }),
    expressMiddleware(apollo, {
      context: ({ req, res }) => Promise.resolve(createContext({ req, res, apiUrl, transport })),
    }),
  );

  app.get(STATEMENT_DOWNLOAD_PATH, createStatementDownloadHandler({ transport, logger }));

  // Development only: in production /graphiql is reserved, so it is a 404 rather than the web app's page.
  if (!production) app.use(createGraphiqlRouter(options.graphiqlDist));

  if (production) {
    const webApp = createWebAppRouter({
      webDist,
      reservedPaths: [GRAPHQL_PATH, HEALTH_PATH, GRAPHIQL_PATH],
      logger,
    });
    if (webApp) app.use(webApp);
  }

  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found', data: null });
  });
  app.use(createErrorHandler(logger));

  // Live updates: graphql-ws on the same port and path (docs/live.md), subscriptions only.
  const live = startLiveServer({
    httpServer,
    path: GRAPHQL_PATH,
    schema: makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers }),
    validationRules: armor.validationRules,
    apiUrl,
    transport,
    logger,
    limits: config.live,
    production,
  });

  let port: number;
  let metricsEndpoint: MetricsEndpoint | undefined;
  try {
    if (config.metrics !== undefined && metrics !== undefined) {
      metricsEndpoint = await startMetricsEndpoint(config.metrics, metrics.render, (error) =>
        logger.error({ err: error }, 'metrics: a scrape failed'),
      );
    }
    port = await listen(httpServer, options.port ?? config.port);
  } catch (error) {
    await metricsEndpoint?.close();
    await live.close();
    await apollo.stop();
    await transport.close();
    throw error;
  }
  const url = `http://127.0.0.1:${port}`;
  const metricsUrl = metricsEndpoint?.url;
  logger.info(
    {
      url,
      apiUrl,
      production,
      metrics: metricsUrl ?? 'off',
      ...(production ? {} : { graphiql: `${url}${GRAPHIQL_PATH}` }),
    },
    `bff listening in ${production ? 'production' : 'development'} mode`,
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    logger,
    metricsUrl,
    live,
    close() {
      // The drain plugin closes the HTTP server and waits for requests in flight; then the api connections go, and
      // the metrics listener last, so a drain shows on the dashboards.
      // Live sockets first (1001, Going away): the drain waits for requests, never for upgraded sockets.
      closing ??= live
        .close()
        .finally(() => apollo.stop())
        .finally(() => transport.close())
        .finally(() => metricsEndpoint?.close())
        .finally(() => {
          logger.info('bff stopped');
        });
      return closing;
    },
  };
}
