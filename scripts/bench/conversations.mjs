// npm run bench, conversations: the lists, a conversation's page, and a message's delivery across
// two API processes.
import { apiModule, CONCURRENCY, drive, httpPoster, log, md5uuid, ms, percentile, ratioLines } from "./lib.mjs";

/** Messages sent for the delivery latency, at DELIVERY_PER_SECOND (BENCH_DELIVERY_MESSAGES to change). */
const DELIVERY_MESSAGES = Math.max(10, Number(process.env.BENCH_DELIVERY_MESSAGES ?? 1000));
const DELIVERY_PER_SECOND = 20;

/**
 * The delivery latency of a message across API processes: the militar's SSE stream is opened on
 * a second process, the company posts DELIVERY_MESSAGES messages to the first at
 * DELIVERY_PER_SECOND, and each post is timed to the frame announcing it on the stream.
 */
async function measureDelivery({ base, companyCookie, militarCookie, conversationId, startSecond }) {
  const secondBase = await startSecond();
  const controller = new AbortController();
  const res = await fetch(`${secondBase}/api/events`, {
    headers: { cookie: militarCookie },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`the second process's stream answered ${res.status}`);
  const frames = [];
  let ready = false;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith("event: ready")) ready = true;
        if (frame.startsWith("event: change") && frame.includes(conversationId)) frames.push(performance.now());
        end = buffer.indexOf("\n\n");
      }
    }
  })();
  while (!ready) await new Promise((r) => setTimeout(r, 20));
  const post = httpPoster(base);
  const sentAt = [];
  for (let i = 0; i < DELIVERY_MESSAGES; i++) {
    const due = i * (1000 / DELIVERY_PER_SECOND);
    const started = sentAt.length ? sentAt[0] + due : performance.now();
    const wait = started - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt.push(performance.now());
    const status = await post(`/api/company/conversations/${conversationId}/messages`, companyCookie, {
      body: `Mensagem de medição ${i}`,
    });
    if (status !== 201) throw new Error(`message ${i} answered ${status}`);
  }
  const until = Date.now() + 5000;
  while (frames.length < sentAt.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  controller.abort();
  await pump;
  if (frames.length < sentAt.length)
    throw new Error(`${sentAt.length - frames.length} messages never reached the stream`);
  const latencies = sentAt.map((t, i) => frames[i] - t).sort((a, b) => a - b);
  log(`delivery: ${latencies.length} messages across two processes`);
  return { count: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** A company's list, a militar's list and a conversation's newest page, each beside the statements it sends. */
async function measureConversations(ctx) {
  const { root, mockDb, pool, rows, get, cookies, companyIds } = ctx;
  const militaryCookies = await ctx.militaryCookies();
  const militaryIds = Array.from({ length: CONCURRENCY }, (_, i) => `bench-mil-${i}`);
  const conversationQueries = await apiModule(root, "features/conversations/conversations.queries.ts");
  const conversationOf = (w) => md5uuid(`conv${(w % CONCURRENCY) * 5}`);
  const conversationCases = [
    {
      name: "GET /api/company/conversations",
      path: () => "/api/company/conversations",
      cookieOf: (w) => cookies[w % cookies.length],
      sqlOf: (w) => [
        conversationQueries
          .listConversations(
            mockDb,
            {
              side: "empresa",
              companyId: companyIds[w % companyIds.length],
              memberId: `bench-co-${(w % companyIds.length) + 1}`,
            },
            undefined,
            null,
          )
          .toSQL(),
      ],
      rawName: "company conversation list SQL",
    },
    {
      name: "GET /api/military/conversations",
      path: () => "/api/military/conversations",
      cookieOf: (w) => militaryCookies[w % militaryCookies.length],
      sqlOf: (w) => [
        conversationQueries
          .listConversations(mockDb, { side: "militar", userId: militaryIds[w % militaryIds.length] }, undefined, null)
          .toSQL(),
      ],
      rawName: "militar conversation list SQL",
    },
    {
      name: "GET /api/military/conversations/:id/messages",
      // Militar w's first conversation: number 5w (see the seed).
      path: (w) => `/api/military/conversations/${conversationOf(w)}/messages`,
      cookieOf: (w) => militaryCookies[w % militaryCookies.length],
      sqlOf: (w) => [
        conversationQueries
          .listMessages(
            mockDb,
            { side: "militar", userId: militaryIds[w % militaryIds.length] },
            conversationOf(w),
            null,
          )
          .toSQL(),
      ],
      rawName: "conversation page SQL",
    },
  ];
  const ratios = [];
  for (const c of conversationCases) {
    const status = await get(c.path(0), c.cookieOf(0));
    if (status !== 200) throw new Error(`${c.path(0)} answered ${status}`);
    const api = await drive(async (w) => (await get(c.path(w), c.cookieOf(w))) === 200);
    rows.push({ name: c.name, via: "API", ...api });
    const statements = Array.from({ length: CONCURRENCY }, (_, w) => c.sqlOf(w));
    const raw = await drive(async (w) => {
      for (const q of statements[w % statements.length]) await pool.query(q.sql, q.params);
      return true;
    });
    rows.push({ name: c.rawName, via: "pg", ...raw });
    ratios.push({ label: c.name.replace("GET ", ""), api, raw });
  }
  const delivery = await measureDelivery({
    base: ctx.base,
    companyCookie: cookies[0],
    militarCookie: militaryCookies[0],
    conversationId: md5uuid("conv0"),
    startSecond: ctx.startSecond,
  });
  return [
    ...ratioLines(ratios),
    `  message delivery, POST on one process to the SSE frame on another (${delivery.count} messages at ${DELIVERY_PER_SECOND}/s): p50 ${ms(delivery.p50)}, p99 ${ms(delivery.p99)} (≤ 500 ms): ${delivery.p99 <= 500 ? "met" : "NOT met"}`,
  ];
}

export const steps = [{ run: measureConversations }];
