// A support thread is live: the person's stream hears an operator's answer, his read receipt and
// his typing, never an internal note; the operators' streams hear the person's messages and
// typing; another person hears nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, operator, type TestOperator } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import { createRealtimeTestApp, openStream } from "../../../test/realtime-helpers";

let t: TestApp;
let op: TestOperator;

beforeAll(async () => {
  t = await createRealtimeTestApp({});
  op = await operator(t);
});
afterAll(async () => {
  await t.deps.realtime.stop();
  await t.close();
});

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("a live support thread", () => {
  it("reaches each side with what concerns it, in order, and nobody else", async () => {
    const person = await completedMilitar(t);
    const outsider = await completedMilitar(t);
    // Every stream is open before the first change, so each hears the changes in commit order and
    // no notice of an earlier change can arrive late and be miscounted.
    const mine = await openStream(person.client, t);
    const theirs = await openStream(op.user.client, t);
    const nobody = await openStream(outsider.client, t);
    const support = (events: { table: string }[]) => events.filter((e) => e.table.startsWith("support_"));
    const messages = (events: { table: string }[]) => events.filter((e) => e.table === "support_messages");
    const created = await person.client.request(
      "POST",
      "/api/support",
      form({ subject: "Erro ao salvar o perfil", category: "conta", message: "Aparece um erro vermelho." }),
    );
    const id = (created.body as { id: string }).id;
    // The person's first message reaches both sides.
    await mine.waitFor(() => messages(mine.events).length === 1);
    await theirs.waitFor(() => messages(theirs.events).length === 1);

    // The operator types: the person hears it (and the operators do not hear their own side).
    await op.user.client.request("POST", `/api/operations/support/${id}/typing`);
    await mine.waitFor(() => support(mine.events).some((e) => e.table === "support_typing"));
    // An internal note, then an answer: the person's stream hears the answer only.
    await op.user.client.request("POST", `/api/operations/support/${id}/notes`, { message: "Ver logs do pedido." });
    await op.user.client.request(
      "POST",
      `/api/operations/support/${id}/answer`,
      form({ message: "Pode tentar de novo agora?", status: "aguardando_voce" }),
    );
    await theirs.waitFor(() => messages(theirs.events).length >= 3);
    await mine.waitFor(() => messages(mine.events).length >= 2);
    // The answer was committed after the note: had the note been announced to the person, its
    // notice would have come before the answer's, and the count would be 3.
    expect(messages(mine.events)).toHaveLength(2);
    expect(support(theirs.events).some((e) => e.table === "support_typing")).toBe(false);

    // The person reads and types: the operators hear both.
    await person.client.request("POST", `/api/support/${id}/read`);
    await person.client.request("POST", `/api/support/${id}/typing`);
    await theirs.waitFor(() => support(theirs.events).some((e) => e.table === "support_typing"));
    const typing = await op.user.client.request("GET", `/api/operations/support/${id}/typing`);
    expect(typing.body).toEqual({ typing: true });
    const thread = await op.user.client.request("GET", `/api/operations/support/${id}`);
    const answer = (thread.body as { messages: { author: string; readAt: string | null }[] }).messages.find(
      (x) => x.author === "operador",
    );
    expect(answer?.readAt).not.toBeNull();

    expect(support(nobody.events)).toEqual([]);
    await Promise.all([mine.close(), theirs.close(), nobody.close()]);
  });
});
