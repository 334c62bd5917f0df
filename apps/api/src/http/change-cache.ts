import { LRUCache } from "lru-cache";
import type { RealtimeHub } from "../realtime/hub";

/**
 * An in-memory cache of what is computed from some tables (public pages, the sitemap), emptied as
 * soon as the database announces a change to any of them (the realtime hub hears every change,
 * whichever process made it), and whenever the hub may have missed some. Bounded by the bytes it holds, least recently used out first.
 */
export function changeCache<V extends { size: number }>(
  hub: RealtimeHub,
  tables: readonly string[],
  maxBytes: number,
): LRUCache<string, V> {
  const cache = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, value.size) });
  const watched = new Set(tables);
  const clear = () => {
    cache.clear();
    clearedAt.set(cache, Date.now());
  };
  hub.onAnyChange((change) => {
    if (watched.has(change.table)) clear();
  });
  // The database connection that announces changes was lost (or is back): anything may have changed.
  hub.onMissedChanges(clear);
  return cache;
}

const clearedAt = new WeakMap<object, number>();

/**
 * When a change last emptied `cache` (0: never). What a replica renders within its lag of that
 * moment may not show the change yet, so it is not kept (http/static-web.ts).
 */
export function lastClearedAt(cache: object): number {
  return clearedAt.get(cache) ?? 0;
}
