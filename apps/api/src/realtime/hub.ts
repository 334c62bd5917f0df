import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/client";
import { clearProcess, markOffline, markOnline, PRESENCE_TOUCH_MS, touchProcess } from "./presence.queries";

export const CHANGES_CHANNEL = "pm_changes";

/** Open streams one user may hold on one process (a few tabs and devices). */
export const MAX_STREAMS_PER_USER = 5;
/** Open streams one client address may hold on one process (an office behind one NAT). */
export const MAX_STREAMS_PER_ADDRESS = 50;
/** Proxies close idle connections; a comment line this often keeps a stream open. */
export const DEFAULT_HEARTBEAT_MS = 25_000;

const changeSchema = z.object({
  table: z.string(),
  op: z.enum(["insert", "update", "delete"]),
  id: z.string(),
  users: z.array(z.string()),
});
export type Change = z.infer<typeof changeSchema>;
export type ChangeListener = (change: Omit<Change, "users">) => void;

/** One open SSE stream. */
export interface StreamSubscriber {
  userId: string;
  /** The client's address, as `clientIp` reads it. */
  address: string;
  onChange: ChangeListener;
  /** A newer stream pushed this one over a cap: the stream must end. */
  onEvict: () => void;
  /** Changes may have been missed (the database connection was lost): the page must refetch. */
  onResync: () => void;
  /** The process is shutting down: the stream must end, telling the browser to reconnect elsewhere. */
  onShutdown: () => void;
}

interface Subscription extends StreamSubscriber {
  remove: () => void;
}

export interface RealtimeHubOptions {
  heartbeatMs?: number;
}

/**
 * Fans database change notifications out to the SSE connections of the users they concern.
 * Each API process runs one hub with one LISTEN connection; PostgreSQL delivers every NOTIFY
 * to every process, so a change made through any process reaches users connected to any other.
 *
 * The hub also caps the streams per user and per client address. The count is per process on
 * purpose: an open stream costs the process that holds it a socket, memory and a share of every
 * fan-out, and no other process can close it, so each process guards its own.
 */
export class RealtimeHub {
  /** Insertion-ordered sets: the first subscription of each is the oldest. */
  private readonly byUser = new Map<string, Set<Subscription>>();
  private readonly byAddress = new Map<string, Set<Subscription>>();
  private unlisten: (() => Promise<void>) | null = null;
  /** This process's own listeners (caches), told of every change whoever it concerns. */
  private readonly processListeners = new Set<ChangeListener>();
  /** This process's own listeners told when changes may have been missed (they drop everything). */
  private readonly missedListeners = new Set<() => void>();
  private listening = false;
  private draining = false;
  readonly heartbeatMs: number;
  /** This process, as its presence rows name it. */
  readonly processId = randomUUID();
  /** Presence writes, one after another, so a user's online and offline rows land in order. */
  private presenceWrites: Promise<void> = Promise.resolve();
  private presenceTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    options: RealtimeHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

  async start() {
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, (payload) => this.dispatch(payload), {
      onDown: () => {
        this.listening = false;
        this.logger.warn("realtime listener lost its database connection; reconnecting");
        // Whatever is cached now may miss changes made from here on.
        this.announceMissedChanges(false);
      },
      onUp: () => {
        this.listening = true;
        this.logger.info("realtime listener reconnected; open streams refetch");
        this.announceMissedChanges(true);
      },
      onError: (err, attempt) => this.logger.warn({ err, attempt }, "realtime listener reconnection failed"),
    });
    this.listening = true;
    this.presenceTimer = setInterval(
      () => this.writePresence((db) => touchProcess(db, this.processId)),
      PRESENCE_TOUCH_MS,
    );
    this.presenceTimer.unref();
  }

  /** Whether changes are being heard (false while the LISTEN connection is down). */
  get isListening(): boolean {
    return this.listening;
  }

  /**
   * Ends every open stream with a last event telling its browser to reconnect (to another process
   * behind the load balancer), and refuses new ones from now on.
   */
  drain() {
    this.draining = true;
    for (const set of [...this.byUser.values()]) {
      for (const subscription of [...set]) {
        subscription.remove();
        subscription.onShutdown();
      }
    }
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async stop() {
    this.listening = false;
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    this.presenceTimer = null;
    this.writePresence((db) => clearProcess(db, this.processId));
    await this.presenceWrites;
    await this.unlisten?.();
    this.unlisten = null;
  }

  private writePresence(write: (db: Database["db"]) => Promise<void>) {
    this.presenceWrites = this.presenceWrites
      .then(() => write(this.database.db))
      .catch((err) => this.logger.warn({ err }, "presence write failed"));
  }

  /**
   * Registers a stream; returns the function that removes it, which may be called any number of
   * times. If the new stream puts its user or its address over a cap, the oldest stream of that
   * user or address is removed and told to end (its browser reconnects by itself).
   */
  subscribe(subscriber: StreamSubscriber): () => void {
    let removed = false;
    const { userId } = subscriber;
    const subscription: Subscription = {
      ...subscriber,
      remove: () => {
        if (removed) return;
        removed = true;
        detach(this.byUser, userId, subscription);
        detach(this.byAddress, subscriber.address, subscription);
        // The user's last stream on this process: offline here (maybe online on another).
        if (!this.byUser.has(userId)) this.writePresence((db) => markOffline(db, this.processId, userId));
      },
    };
    if (!this.byUser.has(userId)) this.writePresence((db) => markOnline(db, this.processId, userId));
    attach(this.byUser, subscriber.userId, subscription);
    attach(this.byAddress, subscriber.address, subscription);
    this.evictOldest(this.byUser.get(subscriber.userId), MAX_STREAMS_PER_USER);
    this.evictOldest(this.byAddress.get(subscriber.address), MAX_STREAMS_PER_ADDRESS);
    return subscription.remove;
  }

  /** Tells `listener` of every change announced (a cache drops what it changed); returns its removal. */
  onAnyChange(listener: ChangeListener): () => void {
    this.processListeners.add(listener);
    return () => this.processListeners.delete(listener);
  }

  /**
   * Tells `listener` when changes may have gone unheard: the LISTEN connection was lost, and again
   * when it is back (a cache drops everything both times). Returns its removal.
   */
  onMissedChanges(listener: () => void): () => void {
    this.missedListeners.add(listener);
    return () => this.missedListeners.delete(listener);
  }

  /** Caches drop everything; once listening again, every open stream is told to refetch. */
  private announceMissedChanges(streamsToo: boolean) {
    for (const listener of this.missedListeners) listener();
    if (!streamsToo) return;
    for (const set of this.byUser.values()) {
      for (const subscription of set) subscription.onResync();
    }
  }

  get connectionCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private evictOldest(set: Set<Subscription> | undefined, cap: number) {
    while (set && set.size > cap) {
      const [oldest] = set;
      if (!oldest) return;
      oldest.remove();
      oldest.onEvict();
    }
  }

  private dispatch(payload: string) {
    let change: Change;
    try {
      change = changeSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.logger.warn({ err: error, payload }, "ignored malformed change notification");
      return;
    }
    const { users, ...event } = change;
    for (const listener of this.processListeners) listener(event);
    for (const userId of users) {
      for (const subscription of this.byUser.get(userId) ?? []) subscription.onChange(event);
    }
  }
}

function attach(map: Map<string, Set<Subscription>>, key: string, subscription: Subscription) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(subscription);
}

/**
 * Looks the set up again rather than keeping the one it was added to: once emptied and dropped,
 * a key gets a new set for the user's next stream, which a late removal must never drop.
 */
function detach(map: Map<string, Set<Subscription>>, key: string, subscription: Subscription) {
  const set = map.get(key);
  if (!set?.delete(subscription)) return;
  if (set.size === 0) map.delete(key);
}
