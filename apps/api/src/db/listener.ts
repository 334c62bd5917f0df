import pg from "pg";

/** What a listener tells its owner besides the notifications. */
export interface ListenerEvents {
  /** The connection was lost: notifications are being missed until `onUp`. */
  onDown?: () => void;
  /** The connection is back and listening again (after a loss; not on the first connection). */
  onUp?: () => void;
  /** A reconnection attempt failed (the owner logs it; nothing may crash on it). */
  onError?: (error: unknown, attempt: number) => void;
}

export interface ReconnectingListenerOptions {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  events?: ListenerEvents;
  /** First wait before reconnecting; it doubles up to `maxDelayMs`, each wait jittered. */
  minDelayMs?: number;
  maxDelayMs?: number;
  connectTimeoutMs?: number;
}

/**
 * A LISTEN connection that survives the database: when the server restarts, fails over, or an
 * administrator or an idle-connection reaper ends it, it reconnects with backoff and listens
 * again. Notifications sent while it was down are lost (NOTIFY keeps no history), so its owner is
 * told, on `onUp`, to make everyone who depends on it refetch.
 */
export class ReconnectingListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private connected = false;
  /** Set by the first successful connection: only then is a loss reconnected (boot fails loudly). */
  private started = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(private readonly options: ReconnectingListenerOptions) {
    this.minDelayMs = options.minDelayMs ?? 100;
    this.maxDelayMs = options.maxDelayMs ?? 2_000;
  }

  get isListening(): boolean {
    return this.connected;
  }

  /** Connects and listens; the first connection must succeed (a boot with no database fails loudly). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => {});
  }

  /** Ends the current connection as a failure would (tests and chaos runs use it). */
  dropConnection(): void {
    const client = this.client;
    if (client) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      connectionTimeoutMillis: this.options.connectTimeoutMs ?? 5_000,
      // A half-open TCP connection (a vanished host) is noticed by the kernel, not after hours.
      keepAlive: true,
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.client !== client) return;
      this.client = null;
      const wasUp = this.connected;
      this.connected = false;
      client.end().catch(() => {});
      if (this.stopped || !this.started) return;
      if (wasUp) this.options.events?.onDown?.();
      this.scheduleReconnect();
    };
    // Without these a lost connection is an unhandled 'error' event, and the process exits.
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (msg) => {
      if (msg.channel === this.options.channel) this.options.onPayload(msg.payload ?? "");
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      if (this.client === client) this.client = null;
      client.removeAllListeners("end");
      client.end().catch(() => {});
      throw error;
    }
    if (lost || this.stopped) return;
    this.connected = true;
    this.started = true;
    this.attempt = 0;
  }

  private scheduleReconnect() {
    if (this.stopped || this.retryTimer) return;
    this.attempt += 1;
    const ceiling = Math.min(this.maxDelayMs, this.minDelayMs * 2 ** (this.attempt - 1));
    // Full jitter: many processes losing the same server do not all knock at the same instant.
    const delay = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.reconnect();
    }, delay);
    this.retryTimer.unref();
  }

  private async reconnect() {
    if (this.stopped) return;
    try {
      await this.connect();
      if (this.stopped) return;
      if (this.connected) this.options.events?.onUp?.();
    } catch (error) {
      this.options.events?.onError?.(error, this.attempt);
      this.scheduleReconnect();
    }
  }
}
