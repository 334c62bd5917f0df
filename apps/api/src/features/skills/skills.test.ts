// The translator over HTTP, the militar's answers about suggested occupations (stored, scoped to
// him, counted anonymously as feedback) and his choice to appear in the talent bank.
import { skillsMessages } from "@pm/shared/skills";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { militaryProfiles } from "../../db/schema/military";
import { militaryOccupations, occupationFeedback } from "../../db/schema/skills";

let t: TestApp;
let militar: TestUser;
let other: TestUser;
let company: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  militar = await completedMilitar(t, { fullName: "Carlos Motorista" });
  other = await completedMilitar(t, { fullName: "Outro Militar" });
  company = (await paidCompany(t)).user;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const call = async (who: TestUser | null, method: string, path: string, body?: unknown) => {
  const res = who ? await who.client.request(method, path, body) : await t.client().request(method, path, body);
  return { status: res.status, body: res.body as Body };
};

const EXAMPLE = { branch: "exercito", rank: "3-sargento", specialties: ["motorista de viatura", "mecânico"] };

describe("POST /api/skills/translate", () => {
  it("answers any signed-in user with occupations best first, at most ten, and the rank's occupation", async () => {
    for (const who of [militar, company]) {
      const res = await call(who, "POST", "/api/skills/translate", EXAMPLE);
      expect(res.status).toBe(200);
      const occupations = res.body.occupations as { code: string; family: string; score: number }[];
      expect(occupations.length).toBeGreaterThan(0);
      expect(occupations.length).toBeLessThanOrEqual(10);
      expect(occupations.map((o) => o.family)).toEqual(expect.arrayContaining(["7825", "9144"]));
      expect(occupations[0]).toEqual({
        code: expect.stringMatching(/^\d{6}$/),
        title: expect.any(String),
        family: expect.stringMatching(/^\d{4}$/),
        score: expect.any(Number),
        reason: expect.any(String),
        specialty: expect.any(String),
      });
      expect(res.body.rank).toEqual({ code: "010310", title: "Praça do exército", leadership: "supervisao" });
    }
  });

  it("refuses a visitor", async () => {
    expect((await call(null, "POST", "/api/skills/translate", EXAMPLE)).status).toBe(401);
  });

  it("answers 422 to a branch or rank off the lists, a long specialty, too many, or an unknown field", async () => {
    const bad = [
      { ...EXAMPLE, branch: "guarda-costeira" },
      { ...EXAMPLE, rank: "general" },
      { ...EXAMPLE, specialties: ["x".repeat(81)] },
      { ...EXAMPLE, specialties: Array.from({ length: 21 }, (_, i) => `especialidade ${i}`) },
      { ...EXAMPLE, specialties: "motorista" },
      { ...EXAMPLE, extra: true },
      {},
    ];
    for (const body of bad) {
      const res = await call(militar, "POST", "/api/skills/translate", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
  });

  it("the type-ahead finds CBO occupations by the start of their words", async () => {
    const res = await call(company, "GET", "/api/skills/occupations?q=motorista%20caminh");
    expect(res.status).toBe(200);
    expect(res.body.occupations).toEqual(
      expect.arrayContaining([
        { code: "782510", title: "Motorista de caminhão (rotas regionais e internacionais)", family: "7825" },
      ]),
    );
    expect((await call(null, "GET", "/api/skills/occupations?q=motorista")).status).toBe(401);
  });
});

describe("the militar's answers", () => {
  it("confirms and removes suggestions, each his own, and counts each change once as feedback", async () => {
    const confirm = { code: "782510", status: "confirmed", specialty: "Motorista de Viatura" };
    const saved = await call(militar, "PUT", "/api/military/occupations", confirm);
    expect(saved).toEqual({
      status: 200,
      body: {
        code: "782510",
        family: "7825",
        title: "Motorista de caminhão (rotas regionais e internacionais)",
        status: "confirmed",
      },
    });
    // The same answer twice is one answer.
    await call(militar, "PUT", "/api/military/occupations", confirm);
    await call(militar, "PUT", "/api/military/occupations", {
      code: "914405",
      status: "removed",
      specialty: "mecânico",
    });

    const mine = await call(militar, "GET", "/api/military/occupations");
    expect(mine.body.choices).toEqual([
      expect.objectContaining({ code: "782510", status: "confirmed" }),
      expect.objectContaining({ code: "914405", status: "removed" }),
    ]);
    expect((await call(other, "GET", "/api/military/occupations")).body.choices).toEqual([]);

    const feedback = await t.db.select().from(occupationFeedback).orderBy(occupationFeedback.code);
    expect(
      feedback.map(({ specialty, code, confirmed, removed }) => ({ specialty, code, confirmed, removed })),
    ).toEqual([
      { specialty: "motorista de viatura", code: "782510", confirmed: 1, removed: 0 },
      { specialty: "mecanico", code: "914405", confirmed: 0, removed: 1 },
    ]);

    // Changing his mind counts the other way too; undoing forgets his answer, not the feedback.
    await call(militar, "PUT", "/api/military/occupations", { ...confirm, status: "removed" });
    const feedbackOf = async (code: string) =>
      (await t.db.select().from(occupationFeedback).where(eq(occupationFeedback.code, code)))[0];
    expect(await feedbackOf("782510")).toMatchObject({ confirmed: 1, removed: 1 });
    await call(militar, "PUT", "/api/military/occupations", confirm);
    expect(await feedbackOf("782510")).toMatchObject({ confirmed: 2, removed: 1 });
    await call(militar, "PUT", "/api/military/occupations", { ...confirm, status: "removed" });
    expect(await feedbackOf("782510")).toMatchObject({ confirmed: 2, removed: 2 });
    expect((await call(militar, "DELETE", "/api/military/occupations/782510")).status).toBe(204);
    expect((await call(militar, "DELETE", "/api/military/occupations/782510")).status).toBe(404);
    const left = await t.db.select().from(militaryOccupations).where(eq(militaryOccupations.userId, militar.userId));
    expect(left.map((r) => r.code)).toEqual(["914405"]);
  });

  it("another militar cannot clear his answer; a company and a visitor reach none of it", async () => {
    await call(militar, "PUT", "/api/military/occupations", { code: "782310", status: "confirmed" });
    expect((await call(other, "DELETE", "/api/military/occupations/782310")).status).toBe(404);
    expect((await call(company, "GET", "/api/military/occupations")).status).toBe(403);
    expect(
      (await call(company, "PUT", "/api/military/occupations", { code: "782310", status: "removed" })).status,
    ).toBe(403);
    expect((await call(null, "GET", "/api/military/occupations")).status).toBe(401);
    const [row] = await t.db.select().from(militaryOccupations).where(eq(militaryOccupations.code, "782310"));
    expect(row?.status).toBe("confirmed");
    // Without the specialty it came from, an answer is his alone: no feedback is counted.
    expect(await t.db.select().from(occupationFeedback).where(eq(occupationFeedback.code, "782310"))).toEqual([]);
  });

  it("refuses a code that is not a CBO occupation, or a bad status, storing nothing", async () => {
    const before = (await t.db.select().from(militaryOccupations)).length;
    const unknown = await call(militar, "PUT", "/api/military/occupations", { code: "999999", status: "confirmed" });
    expect(unknown.status).toBe(422);
    expect((unknown.body.error as Body).message).toBe(skillsMessages.occupationUnknown);
    for (const body of [
      { code: "7825", status: "confirmed" },
      { code: "782510", status: "maybe" },
      { code: "782510" },
      { code: "782510", status: "confirmed", specialty: "x".repeat(81) },
    ]) {
      expect((await call(militar, "PUT", "/api/military/occupations", body)).status).toBe(422);
    }
    expect((await t.db.select().from(militaryOccupations)).length).toBe(before);
  });
});

describe("the stored suggestions", () => {
  const profileBody = {
    fullName: "Sgt Ribeiro",
    phone: "(24) 99876-5432",
    city: "Resende",
    state: "RJ",
    militaryBranch: "exercito",
    rank: "3-sargento",
    specialties: ["motorista de viatura", "mecânico"],
  };
  const stored = async (userId: string) =>
    (
      await t.db
        .select({ code: militaryOccupations.code, status: militaryOccupations.status })
        .from(militaryOccupations)
        .where(eq(militaryOccupations.userId, userId))
        .orderBy(militaryOccupations.code)
    ).map((r) => `${r.code}:${r.status}`);

  it("follow the saved profile, keep his answers, and go when nothing translates", async () => {
    const sgt = await completedMilitar(t, { fullName: "Sgt Ribeiro" });
    expect((await call(sgt, "PUT", "/api/military/profile", profileBody)).status).toBe(200);
    const first = await stored(sgt.userId);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(5);
    expect(first).toContain("782510:suggested");
    await call(sgt, "PUT", "/api/military/occupations", { code: "782510", status: "confirmed" });

    // Saved again with nothing the translator knows: the suggestions go, his answer stays.
    const blank = { ...profileBody, rank: null, specialties: ["xqzw"] };
    expect((await call(sgt, "PUT", "/api/military/profile", blank)).status).toBe(200);
    expect(await stored(sgt.userId)).toEqual(["782510:confirmed"]);

    // And come back, the confirmed one not suggested twice.
    expect((await call(sgt, "PUT", "/api/military/profile", profileBody)).status).toBe(200);
    const again = await stored(sgt.userId);
    expect(again).toContain("782510:confirmed");
    expect(again).not.toContain("782510:suggested");
    expect(again.length).toBe(first.length);
  });
});

describe("privacy", () => {
  it("the export holds his answers and his choice; deleting the account deletes the answers", async () => {
    const leaving = await completedMilitar(t, { profile: { talentBank: true } });
    await call(leaving, "PUT", "/api/military/occupations", {
      code: "782510",
      status: "confirmed",
      specialty: "motorista",
    });
    const exported = await call(leaving, "GET", "/api/account/export");
    expect(exported.body.civilianOccupations).toEqual([
      {
        code: "782510",
        title: "Motorista de caminhão (rotas regionais e internacionais)",
        status: "confirmed",
        updatedAt: expect.any(String),
      },
    ]);
    expect((exported.body.militaryProfile as Body).talentBank).toBe(true);
    expect((await call(leaving, "DELETE", "/api/account", { password: leaving.password })).status).toBe(200);
    const left = await t.db.select().from(militaryOccupations).where(eq(militaryOccupations.userId, leaving.userId));
    expect(left).toEqual([]);
    // The anonymous count stays: it names no one.
    const [kept] = await t.db.select().from(occupationFeedback).where(eq(occupationFeedback.specialty, "motorista"));
    expect(kept?.confirmed).toBe(1);
  });
});

describe("the talent bank's opt-in", () => {
  it("is unset until chosen, then follows the militar's switch", async () => {
    const fresh = await completedMilitar(t);
    const talentBank = async () =>
      (await t.db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, fresh.userId)))[0]?.talentBank;
    expect(await talentBank()).toBeNull();
    expect(await call(fresh, "PUT", "/api/military/talent-bank", { talentBank: true })).toEqual({
      status: 200,
      body: { talentBank: true },
    });
    expect(await talentBank()).toBe(true);
    await call(fresh, "PUT", "/api/military/talent-bank", { talentBank: false });
    expect(await talentBank()).toBe(false);
    expect((await call(fresh, "PUT", "/api/military/talent-bank", { talentBank: "sim" })).status).toBe(422);
    expect((await call(company, "PUT", "/api/military/talent-bank", { talentBank: true })).status).toBe(403);
  });

  it("is asked at the end of onboarding", async () => {
    const user = await t.createUser({ role: "militar" });
    const res = await call(user, "PUT", "/api/military/onboarding", {
      city: "Resende",
      militaryBranch: "exercito",
      specialties: ["motorista de viatura"],
      talentBank: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.talentBank).toBe(true);
  });
});
