import { isTopicName, type QueryRoot, REALTIME_TOPICS, type TopicName } from "@pm/shared/realtime";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

// The web side of the realtime contract (packages/shared/src/realtime.ts): a change event makes
// its topic's queries stale. The tab that made the change leaves that refetch to the event, so it
// refetches once, not once for its own mutation and again for the event.

/** How long a tab waits for the event of its own change before refetching without it. */
export const OWN_CHANGE_WAIT_MS = 1500;

const rootOf = (key: QueryKey) => String(key[0]);

let open = false;
/** Roots this tab changed and awaits the event of, with the refetch to run if none comes. */
const awaiting = new Map<string, ReturnType<typeof setTimeout>>();
/** When an event last made each root stale. */
const lastEventAt = new Map<string, number>();

function invalidateTopic(queryClient: QueryClient, topic: TopicName) {
  for (const queryKey of REALTIME_TOPICS[topic].stale) {
    const root = rootOf(queryKey);
    clearTimeout(awaiting.get(root));
    awaiting.delete(root);
    lastEventAt.set(root, Date.now());
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * After this tab changed a row of `topic`: the topic's queries refresh with the change's event
 * (or after OWN_CHANGE_WAIT_MS without one, or at once with no stream open); `alsoStale`, which
 * no event covers, refresh now.
 */
export function refreshAfterChange(queryClient: QueryClient, topic: TopicName, alsoStale: QueryRoot[] = []) {
  const refreshes: Promise<void>[] = alsoStale.map((root) => queryClient.invalidateQueries({ queryKey: [root] }));
  for (const queryKey of REALTIME_TOPICS[topic].stale) {
    const root = rootOf(queryKey);
    if (!open) {
      refreshes.push(queryClient.invalidateQueries({ queryKey }));
      continue;
    }
    // The event of this change may have come before the answer: the refetch has run already.
    if (Date.now() - (lastEventAt.get(root) ?? 0) < OWN_CHANGE_WAIT_MS || awaiting.has(root)) continue;
    awaiting.set(
      root,
      setTimeout(() => {
        awaiting.delete(root);
        void queryClient.invalidateQueries({ queryKey });
      }, OWN_CHANGE_WAIT_MS),
    );
  }
  return Promise.all(refreshes);
}

/**
 * Opens the SSE stream of changes that concern the signed-in user. The browser reconnects by
 * itself; after a reconnect everything is refreshed, since events may have been missed meanwhile.
 */
export function connectRealtime(queryClient: QueryClient): () => void {
  forgetOwnChanges();
  const source = new EventSource("/api/events");
  let connectedBefore = false;
  source.addEventListener("ready", () => {
    open = true;
    if (connectedBefore) invalidateEverything(queryClient);
    connectedBefore = true;
  });
  // The server lost its database connection for a moment: changes may have gone unannounced.
  source.addEventListener("resync", () => invalidateEverything(queryClient));
  // The server is shutting down: the stream ends, and the browser reconnects (to another process).
  source.addEventListener("reconnect", () => {
    open = false;
  });
  source.addEventListener("error", () => {
    // The browser retries; until it is back, a change this tab makes refreshes at once.
    open = false;
  });
  source.addEventListener("change", (e) => {
    try {
      const { table } = JSON.parse((e as MessageEvent<string>).data) as { table: unknown };
      if (isTopicName(table)) invalidateTopic(queryClient, table);
    } catch {
      // A malformed event changes nothing.
    }
  });
  return () => {
    forgetOwnChanges();
    source.close();
  };
}

/** Makes every query a realtime topic covers stale, once per query root. */
function invalidateEverything(queryClient: QueryClient) {
  const roots = new Set<string>();
  for (const topic of Object.keys(REALTIME_TOPICS) as TopicName[]) {
    for (const queryKey of REALTIME_TOPICS[topic].stale) {
      if (roots.has(rootOf(queryKey))) continue;
      roots.add(rootOf(queryKey));
      void queryClient.invalidateQueries({ queryKey });
    }
  }
}

/** A new stream (another user, or none) starts with nothing awaited. */
function forgetOwnChanges() {
  open = false;
  for (const timer of awaiting.values()) clearTimeout(timer);
  awaiting.clear();
  lastEventAt.clear();
}
