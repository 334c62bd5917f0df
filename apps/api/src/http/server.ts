import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type HttpBindings, serve } from "@hono/node-server";
import { errorBody } from "./errors";

export interface ServerLimits {
  /** Receiving a request's headers may take this long (slowloris). */
  headersTimeoutMs: number;
  /** Receiving a whole request, body included, may take this long; then 408 and the socket closes. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Connections this process holds at once; more are refused by the kernel's backlog. */
  maxConnections: number;
}

export interface HttpServerOptions {
  fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>;
  port: number;
  hostname: string;
  limits: ServerLimits;
  onListen?: (info: AddressInfo) => void;
}

export interface RunningServer {
  server: Server;
  /** Requests being answered now (a stream counts until it ends). */
  readonly inFlight: number;
  /**
   * Stops accepting connections, answers any new request on an open connection with 503 and
   * `Connection: close`, and closes connections as their requests finish.
   */
  beginDrain(): void;
  /**
   * Resolves once every running request has finished, or at the deadline, when the connections
   * still open are destroyed. `finished` says which.
   */
  finish(deadlineMs: number): Promise<{ finished: boolean; cut: number }>;
}

/** How often Node looks for requests past their timeouts (its default, 30 s, would double them). */
const TIMEOUT_CHECK_MS = 1_000;

/** Serves `fetch` with our own timeouts and caps, and a drain for a graceful shutdown. */
export function startHttpServer(options: HttpServerOptions): RunningServer {
  const { limits } = options;
  let inFlight = 0;
  let draining = false;
  let settle: (() => void) | null = null;

  const fetch = async (request: Request, env: HttpBindings): Promise<Response> => {
    if (draining) {
      return Response.json(errorBody("SERVICE_UNAVAILABLE"), {
        status: 503,
        headers: { connection: "close", "retry-after": "1" },
      });
    }
    inFlight += 1;
    try {
      const response = await options.fetch(request, env);
      // Keep-alive clients of a draining process open their next connection elsewhere.
      return draining ? withConnectionClose(response) : response;
    } finally {
      // A streamed body is still being written here; Node's 'close' of the response ends it.
      const done = () => {
        inFlight -= 1;
        if (inFlight === 0) settle?.();
      };
      if (env.outgoing.writableFinished || env.outgoing.destroyed) done();
      else env.outgoing.once("close", done);
    }
  };

  const server = serve(
    {
      fetch: fetch as (request: Request, env: unknown) => Promise<Response>,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_MS,
      },
    },
    options.onListen,
  ) as Server;
  server.maxConnections = limits.maxConnections;

  return {
    server,
    get inFlight() {
      return inFlight;
    },
    beginDrain() {
      if (draining) return;
      draining = true;
      // Stops listening; idle keep-alive connections are closed now, busy ones after their answer.
      server.close();
      server.closeIdleConnections();
    },
    async finish(deadlineMs) {
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadlineMs);
          settle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      settle = null;
      const cut = inFlight;
      server.closeAllConnections();
      return { finished: cut === 0, cut };
    },
  };
}

function withConnectionClose(response: Response): Response {
  try {
    response.headers.set("connection", "close");
    return response;
  } catch {
    // Some responses (a fetched one, a redirect) have immutable headers.
    const copy = new Response(response.body, response);
    copy.headers.set("connection", "close");
    return copy;
  }
}
