import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, job } from "../../test/factories";
import type { TestApp, TestUser } from "../../test/harness";
import { createRealtimeTestApp, readEvents } from "../../test/realtime-helpers";
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_USER } from "./hub";

type Stream = ReturnType<typeof readEvents>;

let t: TestApp;
beforeAll(async () => {
  // One proxy of ours in front: each test's streams come from an address of its own.
  t = await createRealtimeTestApp({}, { env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await t.deps.realtime.stop();
  await t.close();
});

async function openStream(user: TestUser, address: string): Promise<Stream> {
  const res = await t.app.request("/api/events", {
    headers: { cookie: user.client.cookieHeader(), "x-forwarded-for": address },
  });
  expect(res.status).toBe(200);
  const stream = readEvents(res);
  await stream.ready();
  return stream;
}

/** A change that concerns `owner`: a job published by their company. */
async function publishJob(owner: TestUser): Promise<string> {
  const { id: companyId } = await companyOf(t, owner.userId);
  const { id } = await job(t, companyId, {
    title: "Supervisor de Logística",
    city: "Recife",
    description: "Supervisionar a expedição.",
  });
  return id;
}

const sawJob = (stream: Stream, jobId: string) => stream.events.some((e) => e.table === "jobs" && e.id === jobId);

describe("open SSE streams are capped, the oldest giving way", () => {
  it(`a user's ${MAX_STREAMS_PER_USER + 1}th stream ends their first; the others stay open`, async () => {
    const owner = await t.createUser({ role: "empresa" });
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openStream(owner, "203.0.113.10"));
    const [first, ...rest] = streams as [Stream, ...Stream[]];

    const newest = await openStream(owner, "203.0.113.10");
    await first.waitFor(() => first.ended);

    const jobId = await publishJob(owner);
    for (const stream of [...rest, newest]) await stream.waitFor(() => sawJob(stream, jobId));
    expect([...rest, newest].map((s) => s.ended)).toEqual(Array(MAX_STREAMS_PER_USER).fill(false));
    expect(sawJob(first, jobId)).toBe(false);
    for (const stream of streams.concat(newest)) await stream.close();
  });

  it(`${MAX_STREAMS_PER_ADDRESS + 1} streams of different users from one address end the oldest`, async () => {
    // Enough users that none reaches their own cap: the address's cap is the one that acts.
    const userCount = Math.ceil(MAX_STREAMS_PER_ADDRESS / MAX_STREAMS_PER_USER) + 1;
    const users = await Promise.all(Array.from({ length: userCount }, () => t.createUser({ role: "empresa" })));
    const [oldestUser, lastUser] = [users[0] as TestUser, users.at(-1) as TestUser];
    // A stream from another address, opened before all of them, is no business of this cap.
    const elsewhere = await openStream(lastUser, "198.51.100.20");

    const streams: Stream[] = [];
    for (const user of users.slice(0, -1)) {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openStream(user, "203.0.113.20"));
    }
    expect(streams).toHaveLength(MAX_STREAMS_PER_ADDRESS);
    const [oldest, ...rest] = streams as [Stream, ...Stream[]];

    const newest = await openStream(lastUser, "203.0.113.20");
    await oldest.waitFor(() => oldest.ended);

    const ownersJob = await publishJob(oldestUser);
    const lastUsersJob = await publishJob(lastUser);
    await newest.waitFor(() => sawJob(newest, lastUsersJob));
    await elsewhere.waitFor(() => sawJob(elsewhere, lastUsersJob));
    for (const stream of rest.slice(0, MAX_STREAMS_PER_USER - 1)) await stream.waitFor(() => sawJob(stream, ownersJob));
    expect([...rest, newest, elsewhere].filter((s) => s.ended)).toHaveLength(0);
    expect(sawJob(oldest, ownersJob)).toBe(false);
    for (const stream of [...streams, newest, elsewhere]) await stream.close();
  });
});
