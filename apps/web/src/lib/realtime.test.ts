import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectRealtime, OWN_CHANGE_WAIT_MS, refreshAfterChange } from "./realtime";

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((e: { data: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: string) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data });
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

/** A query client that records the keys it is told to refresh instead of refetching. */
function recordingClient() {
  const queryClient = new QueryClient();
  const invalidated: string[] = [];
  vi.spyOn(queryClient, "invalidateQueries").mockImplementation(async (filters) => {
    invalidated.push(JSON.stringify(filters?.queryKey));
  });
  return { queryClient, invalidated };
}

/** A tab's realtime connection, with the stream it opened and what it refreshed. */
function connect() {
  vi.stubGlobal("EventSource", FakeEventSource);
  const { queryClient, invalidated } = recordingClient();
  const disconnect = connectRealtime(queryClient);
  const source = FakeEventSource.last as FakeEventSource;
  return { queryClient, invalidated, disconnect, source };
}

describe("realtime invalidation", () => {
  it("opens /api/events and closes it on disconnect", () => {
    const { source, disconnect } = connect();
    expect(source.url).toBe("/api/events");
    disconnect();
    expect(source.closed).toBe(true);
  });

  it.each([
    ["jobs", ['["jobs"]', '["dashboard"]']],
    ["job_applications", ['["applications"]', '["dashboard"]', '["jobs"]', '["talent"]']],
    ["job_views", ['["dashboard"]', '["jobs"]']],
    ["companies", ['["me"]', '["billing"]']],
    ["military_profiles", ['["me"]', '["billing"]', '["applications"]', '["dashboard"]']],
    ["subscriptions", ['["billing"]']],
    ["payments", ['["billing"]']],
    ["notifications", ['["notifications"]']],
  ])("a change to %s makes exactly its screens' queries stale", (table, keys) => {
    const { invalidated, source } = connect();
    source.emit("change", JSON.stringify({ table, op: "update", id: "x" }));
    expect(invalidated).toEqual(keys);
  });

  it("ignores an unknown table and a malformed event", () => {
    const { invalidated, source } = connect();
    source.emit("change", JSON.stringify({ table: "desconhecida", op: "insert", id: "1" }));
    source.emit("change", "{isto não é json");
    expect(invalidated).toEqual([]);
  });

  it("refreshes everything after a reconnect, not on the first connection", () => {
    const { invalidated, source } = connect();
    source.emit("ready", "{}");
    expect(invalidated).toEqual([]);
    source.emit("ready", "{}");
    expect(new Set(invalidated)).toEqual(
      new Set([
        '["jobs"]',
        '["dashboard"]',
        '["applications"]',
        '["me"]',
        '["billing"]',
        '["notifications"]',
        '["benefits"]',
        '["conversations"]',
        '["talent"]',
        '["learning"]',
        '["privacy"]',
        '["interviews"]',
        '["support"]',
        '["support-typing"]',
        '["mentoring"]',
      ]),
    );
  });

  it("refreshes everything, once per query root, when the server says changes may have been missed", () => {
    const { invalidated, source } = connect();
    source.emit("ready", "{}");
    source.emit("resync", "{}");
    expect(invalidated).toHaveLength(new Set(invalidated).size);
    expect(invalidated).toEqual(expect.arrayContaining(['["jobs"]', '["conversations"]', '["notifications"]']));
  });

  it("refreshes at once after its own change while the server is telling it to reconnect", async () => {
    const { invalidated, source } = connect();
    source.emit("ready", "{}");
    source.emit("reconnect", "{}");
    const { queryClient, invalidated: refreshed } = recordingClient();
    // With no stream open, no event would come: the tab's own refetch must not wait for one.
    await refreshAfterChange(queryClient, "jobs");
    expect(refreshed).toEqual(['["jobs"]', '["dashboard"]']);
    expect(invalidated).toEqual([]);
  });
});

describe("the tab that made a change", () => {
  afterEach(() => vi.useRealTimers());

  /** A connected tab (its stream said ready, unless `open` is false) and what it refetched. */
  function tab(open = true) {
    vi.useFakeTimers();
    const connected = connect();
    if (open) connected.source.emit("ready", "{}");
    return connected;
  }

  it("refetches once: its own refresh waits for the change's event", () => {
    const { queryClient, invalidated, source, disconnect } = tab();
    void refreshAfterChange(queryClient, "jobs");
    expect(invalidated).toEqual([]);
    source.emit("change", JSON.stringify({ table: "jobs", op: "insert", id: "1" }));
    expect(invalidated).toEqual(['["jobs"]', '["dashboard"]']);
    vi.advanceTimersByTime(OWN_CHANGE_WAIT_MS * 2);
    expect(invalidated).toEqual(['["jobs"]', '["dashboard"]']);
    disconnect();
  });

  it("refetches once when the event came before the answer", () => {
    const { queryClient, invalidated, source, disconnect } = tab();
    source.emit("change", JSON.stringify({ table: "job_applications", op: "insert", id: "1" }));
    void refreshAfterChange(queryClient, "job_applications");
    vi.advanceTimersByTime(OWN_CHANGE_WAIT_MS * 2);
    expect(invalidated).toEqual(['["applications"]', '["dashboard"]', '["jobs"]', '["talent"]']);
    disconnect();
  });

  it("refetches by itself when no event comes in time", () => {
    const { queryClient, invalidated, disconnect } = tab();
    void refreshAfterChange(queryClient, "notifications");
    vi.advanceTimersByTime(OWN_CHANGE_WAIT_MS - 1);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(invalidated).toEqual(['["notifications"]']);
    disconnect();
  });

  it("refetches at once with no stream open, and what no event covers always at once", () => {
    const closed = tab(false);
    void refreshAfterChange(closed.queryClient, "companies", ["company-profile"]);
    expect(closed.invalidated).toEqual(['["company-profile"]', '["me"]', '["billing"]']);
    closed.disconnect();

    const lost = tab();
    lost.source.emit("error", "{}");
    void refreshAfterChange(lost.queryClient, "subscriptions");
    expect(lost.invalidated).toEqual(['["billing"]']);
    lost.disconnect();

    const open = tab();
    void refreshAfterChange(open.queryClient, "companies", ["company-profile", "dashboard"]);
    expect(open.invalidated).toEqual(['["company-profile"]', '["dashboard"]']);
    open.disconnect();
  });
});
