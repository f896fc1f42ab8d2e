// Listening and draining, shared by main.ts and the shutdown test: on SIGTERM or SIGINT,
// readiness fails first, the listener closes (new connections are refused), in-flight
// requests and streams finish, and the process exits before the grace period ends.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Logger } from './logger.ts';
import type { Readiness } from './readiness.ts';

/** Headers must arrive a little after the keep-alive window, or Node cuts a reused socket. */
const HEADERS_TIMEOUT_MARGIN_MS = 1_000;
/** Time allowed for a request body once its headers may still take the whole headers timeout. */
const REQUEST_BODY_ALLOWANCE_MS = 30_000;
/** While draining, idle keep-alive sockets are closed this often so they never linger. */
const DRAIN_SWEEP_MS = 100;

export interface ServeOptions {
  port: number;
  host: string | undefined;
  keepAliveTimeoutMs: number;
  shutdownGraceMs: number;
  logger: Logger;
  readiness: Readiness;
  /** Called once drained (code 0) or when the grace period ran out (code 1). */
  exit: (code: number) => void;
  /** Stops the process's timers and resources after the last request. */
  onDrained?: () => void;
  /** Run once listening, before readiness says ready (the warm-up); its failure does not stop the process. */
  beforeReady?: (port: number) => Promise<void>;
}

export function serve(handler: RequestListener, options: ServeOptions): Promise<Server> {
  const { logger, readiness } = options;
  const server = createServer(handler);
  server.keepAliveTimeout = options.keepAliveTimeoutMs;
  server.headersTimeout = options.keepAliveTimeoutMs + HEADERS_TIMEOUT_MARGIN_MS;
  server.requestTimeout = server.headersTimeout + REQUEST_BODY_ALLOWANCE_MS;
  // A socket that neither sends nor reads for this long is closed: a client that stopped reading
  // a page would otherwise hold its buffered bytes for ever. Longer than the keep-alive window.
  server.timeout = server.requestTimeout;

  function shutdown(signal: NodeJS.Signals) {
    if (readiness.state === 'draining') return;
    readiness.markDraining();
    logger.info({ signal, graceMs: options.shutdownGraceMs }, 'draining: readiness fails, in-flight requests finish');
    const deadline = setTimeout(() => {
      logger.error('drain deadline passed: closing the remaining connections');
      server.closeAllConnections();
      options.exit(1);
    }, options.shutdownGraceMs);
    const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      options.onDrained?.();
      logger.info('drained, exiting');
      options.exit(0);
    });
    server.closeIdleConnections();
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      process.on('SIGTERM', shutdown);
      process.on('SIGINT', shutdown);
      const { port } = server.address() as AddressInfo;
      logger.info({ port, host: options.host ?? '*' }, `listening on http://localhost:${port}`);
      resolve(server);
      void Promise.resolve()
        .then(() => options.beforeReady?.(port))
        .catch((error: unknown) => logger.error({ err: error }, 'the step before readiness failed'))
        .finally(() => {
          readiness.markReady();
          if (readiness.state === 'ready') logger.info('ready for traffic');
        });
    });
  });
}
