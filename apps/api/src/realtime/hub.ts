import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/client";

export const CHANGES_CHANNEL = "pm_changes";

const changeSchema = z.object({
  table: z.string(),
  op: z.enum(["insert", "update", "delete"]),
  id: z.string(),
  users: z.array(z.string()),
});
export type Change = z.infer<typeof changeSchema>;
export type ChangeListener = (change: Omit<Change, "users">) => void;

/**
 * Fans database change notifications out to the SSE connections of the users they concern.
 * Each API process runs one hub with one LISTEN connection; PostgreSQL delivers every NOTIFY
 * to every process, so a change made through any process reaches users connected to any other.
 */
export class RealtimeHub {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop() {
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** Registers a connection of `userId`; returns the function that removes it. */
  subscribe(userId: string, listener: ChangeListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  get connectionCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
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
    for (const userId of users) {
      for (const listener of this.listeners.get(userId) ?? []) listener(event);
    }
  }
}
