// Listening and draining, shared by main.ts and the shutdown test. On SIGTERM or SIGINT:
//   1. readiness fails at once, while the process goes on accepting and answering requests for
//      DRAIN_DELAY_MS, so that the load balancer notices and stops sending it traffic before
//      anything is refused; answers meanwhile say `Connection: close`, so that the connections
//      the load balancer keeps are closed after their next answer, by us, between requests
//      (closing an idle one ourselves could cut a request the balancer is sending on it);
//   2. then the listener closes (new connections are refused), in-flight requests and streams
//      finish, and the process exits 0, or 1 when SHUTDOWN_GRACE_MS passes first;
//   a second signal exits at once (1).
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
  /** How long the listener stays open after the signal, readiness failing. */
  drainDelayMs: number;
  shutdownGraceMs: number;
  logger: Logger;
  readiness: Readiness;
  /** Called once drained (code 0) or when the grace period ran out (code 1). */
  exit: (code: number) => void;
  /** Stops the process's timers and resources after the last request. */
  onDrained?: () => void | Promise<void>;
  /** Run once listening, before readiness says ready (the warm-up); its failure does not stop the process. */
  beforeReady?: (port: number) => Promise<void>;
}

export function serve(handler: RequestListener, options: ServeOptions): Promise<Server> {
  const { logger, readiness } = options;
  let draining = false;
  const server = createServer((req, res) => {
    // While draining, each answer closes its connection: the load balancer opens new ones to
    // the processes that stay.
    if (draining) res.shouldKeepAlive = false;
    handler(req, res);
  });
  server.keepAliveTimeout = options.keepAliveTimeoutMs;
  server.headersTimeout = options.keepAliveTimeoutMs + HEADERS_TIMEOUT_MARGIN_MS;
  server.requestTimeout = server.headersTimeout + REQUEST_BODY_ALLOWANCE_MS;
  // A socket that neither sends nor reads for this long is closed: a client that stopped reading
  // a page would otherwise hold its buffered bytes for ever. Longer than the keep-alive window.
  server.timeout = server.requestTimeout;

  function closeListener() {
    const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS);
    const deadline = setTimeout(() => {
      logger.error('drain deadline passed: closing the remaining connections');
      server.closeAllConnections();
      options.exit(1);
    }, options.shutdownGraceMs);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      void Promise.resolve()
        .then(options.onDrained)
        .catch((error: unknown) => logger.error({ err: error }, 'closing resources after the drain failed'))
        .finally(() => {
          logger.info('drained, exiting');
          options.exit(0);
        });
    });
    server.closeIdleConnections();
    // Said once the listener is closed: whoever reads it finds new connections refused.
    logger.info({ graceMs: options.shutdownGraceMs }, 'draining: the listener closes; in-flight requests finish');
  }

  function shutdown(signal: NodeJS.Signals) {
    if (draining) {
      logger.warn({ signal }, 'second signal while draining: exiting now');
      server.closeAllConnections();
      options.exit(1);
      return;
    }
    draining = true;
    readiness.markDraining();
    logger.info(
      { signal, drainDelayMs: options.drainDelayMs, graceMs: options.shutdownGraceMs },
      `draining: readiness fails; requests are still answered for ${options.drainDelayMs} ms`,
    );
    setTimeout(closeListener, options.drainDelayMs);
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
