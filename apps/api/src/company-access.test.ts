// The company workspace's authorization matrix: every company route, called by a visitor, a
// militar, and two paid companies, on each company's own objects and on the other's. Another
// company's object must answer exactly like a missing one, and lists must never hold its ids.
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, job, offer, paidCompany, redemption } from "../test/factories";
import { createTestApp, type TestApp, type TestClient, type TestResponse } from "../test/harness";
import { benefitOffers, benefitRedemptions } from "./db/schema/benefits";
import { companies } from "./db/schema/companies";
import { jobApplications, jobs } from "./db/schema/jobs";
import { snapshotResume } from "./features/resumes/resumes.public";

type Actor = "anonymous" | "militar" | "empresaA" | "empresaB";
type Owner = "A" | "B";

interface Objects {
  companyId: string;
  job: string;
  /** A job only the DELETE row removes. */
  doomedJob: string;
  application: string;
  offer: string;
  /** An offer nobody redeemed, which only the DELETE row removes. */
  doomedOffer: string;
  /** A militar's unused redemption code of `offer`, as the till presents it. */
  code: string;
  /** A redemption of `offer` used with cashback, still open to contest. */
  use: string;
}

interface RouteCase {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: (o: Objects) => string;
  body?: (o: Objects) => unknown;
  /** Status for the owner on its own object; a route without an object has no "other's" column. */
  own: number;
  hasObject: boolean;
  /** A list: the caller's answer holds this id of its own and none of the other company's ids. */
  listed?: (o: Objects) => string;
}

// A 1×1 PNG, enough for the logo route to accept.
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPwitIGAAHBANDEMAJsAAAAAElFTkSuQmCC",
  "base64",
);

const validJob = () => ({
  title: "Supervisor de Operações",
  city: "Campinas, SP",
  regime: "CLT",
  description: "Supervisionar a operação do turno.",
  requirements: ["Liderança"],
  benefits: ["Vale-refeição"],
});

const validOffer = () => ({
  title: "15% em revisões",
  category: "Automotivo",
  discountPercent: 15,
  description: "Revisão completa com desconto.",
  terms: "Agende pelo telefone.",
  online: true,
  mode: "coupon",
  codePrefix: "REVISAO",
  startsOn: "2026-01-01",
  endsOn: "2099-12-31",
});

const validProfile = () => ({
  name: "Empresa Matriz Ltda",
  cnpj: "11.222.333/0001-81",
  email: "contato@empresa-matriz.com.br",
});

function logoForm() {
  const form = new FormData();
  form.set("file", new Blob([PNG_1PX], { type: "image/png" }), "logo.png");
  return form;
}

const ROUTES: RouteCase[] = [
  { name: "company profile", method: "GET", path: () => "/api/company", own: 200, hasObject: false },
  {
    name: "save company profile",
    method: "PUT",
    path: () => "/api/company",
    body: validProfile,
    own: 200,
    hasObject: false,
  },
  { name: "upload logo", method: "PUT", path: () => "/api/company/logo", body: logoForm, own: 200, hasObject: false },
  { name: "dashboard", method: "GET", path: () => "/api/company/dashboard", own: 200, hasObject: false },
  {
    name: "job list",
    method: "GET",
    path: () => "/api/company/jobs",
    own: 200,
    hasObject: false,
    listed: (o) => o.job,
  },
  { name: "create job", method: "POST", path: () => "/api/company/jobs", body: validJob, own: 201, hasObject: false },
  { name: "job details", method: "GET", path: (o) => `/api/company/jobs/${o.job}`, own: 200, hasObject: true },
  {
    name: "edit job",
    method: "PUT",
    path: (o) => `/api/company/jobs/${o.job}`,
    body: validJob,
    own: 200,
    hasObject: true,
  },
  {
    name: "pause job",
    method: "POST",
    path: (o) => `/api/company/jobs/${o.job}/status`,
    body: () => ({ active: false }),
    own: 200,
    hasObject: true,
  },
  {
    name: "renew job",
    method: "POST",
    path: (o) => `/api/company/jobs/${o.job}/renew`,
    own: 200,
    hasObject: true,
  },
  {
    name: "application list",
    method: "GET",
    path: () => "/api/company/applications",
    own: 200,
    hasObject: false,
    listed: (o) => o.application,
  },
  {
    name: "application details",
    method: "GET",
    path: (o) => `/api/company/applications/${o.application}`,
    own: 200,
    hasObject: true,
  },
  {
    name: "application CV",
    method: "GET",
    path: (o) => `/api/company/applications/${o.application}/resume`,
    own: 200,
    hasObject: true,
  },
  {
    name: "application status",
    method: "PATCH",
    path: (o) => `/api/company/applications/${o.application}`,
    body: () => ({ status: "em_analise" }),
    own: 200,
    hasObject: true,
  },
  {
    name: "team notes",
    method: "GET",
    path: (o) => `/api/company/applications/${o.application}/notes`,
    own: 200,
    hasObject: true,
  },
  {
    name: "write a team note",
    method: "POST",
    path: (o) => `/api/company/applications/${o.application}/notes`,
    body: () => ({ body: "Boa comunicação na triagem.", mentions: [] }),
    own: 201,
    hasObject: true,
  },
  {
    name: "rate a candidate",
    method: "PUT",
    path: (o) => `/api/company/applications/${o.application}/rating`,
    body: () => ({ stars: 4 }),
    own: 200,
    hasObject: true,
  },
  {
    name: "application timeline",
    method: "GET",
    path: (o) => `/api/company/applications/${o.application}/timeline`,
    own: 200,
    hasObject: true,
  },
  {
    name: "job's responsible",
    method: "GET",
    path: (o) => `/api/company/jobs/${o.job}/responsible`,
    own: 200,
    hasObject: true,
  },
  {
    name: "set the job's responsible",
    method: "PUT",
    path: (o) => `/api/company/jobs/${o.job}/responsible`,
    body: () => ({ userId: null }),
    own: 200,
    hasObject: true,
  },
  { name: "delete job", method: "DELETE", path: (o) => `/api/company/jobs/${o.doomedJob}`, own: 204, hasObject: true },
  {
    name: "offer list",
    method: "GET",
    path: () => "/api/company/benefits",
    own: 200,
    hasObject: false,
    listed: (o) => o.offer,
  },
  {
    name: "create offer",
    method: "POST",
    path: () => "/api/company/benefits",
    body: validOffer,
    own: 201,
    hasObject: false,
  },
  { name: "offer details", method: "GET", path: (o) => `/api/company/benefits/${o.offer}`, own: 200, hasObject: true },
  {
    name: "edit offer",
    method: "PUT",
    path: (o) => `/api/company/benefits/${o.offer}`,
    body: validOffer,
    own: 200,
    hasObject: true,
  },
  {
    name: "pause offer",
    method: "POST",
    path: (o) => `/api/company/benefits/${o.offer}/pause`,
    body: () => ({ paused: true }),
    own: 200,
    hasObject: true,
  },
  {
    name: "delete offer",
    method: "DELETE",
    path: (o) => `/api/company/benefits/${o.doomedOffer}`,
    own: 204,
    hasObject: true,
  },
  {
    name: "look up a code",
    method: "POST",
    path: () => "/api/company/benefits/validate/lookup",
    body: (o) => ({ code: o.code }),
    own: 200,
    hasObject: true,
  },
  {
    name: "confirm a code",
    method: "POST",
    path: () => "/api/company/benefits/validate/confirm",
    body: (o) => ({ code: o.code, purchaseAmount: "80,00" }),
    own: 200,
    hasObject: true,
  },
  {
    name: "use list",
    method: "GET",
    path: () => "/api/company/benefits/uses",
    own: 200,
    hasObject: false,
    listed: (o) => o.use,
  },
  {
    name: "contest cashback",
    method: "POST",
    path: (o) => `/api/company/benefits/uses/${o.use}/contest`,
    body: () => ({ reason: "Compra devolvida." }),
    own: 204,
    hasObject: true,
  },
  { name: "plan summary", method: "GET", path: () => "/api/billing/summary", own: 200, hasObject: false },
  { name: "payment history", method: "GET", path: () => "/api/billing/payments", own: 200, hasObject: false },
  { name: "team", method: "GET", path: () => "/api/company/team", own: 200, hasObject: false },
  {
    name: "invite a member",
    method: "POST",
    path: () => "/api/company/team/invitations",
    body: () => ({ email: `convite-${randomUUID().slice(0, 8)}@exemplo.com.br`, role: "recrutador" }),
    own: 201,
    hasObject: false,
  },
];

let t: TestApp;
let clients: Record<Actor, TestClient>;
let companyIds: Record<Owner, string>;
let applicantId: string;

/** A fresh job, a job to delete and an application, so every row of the matrix finds them there. */
async function freshObjects(owner: Owner): Promise<Objects> {
  const companyId = companyIds[owner];
  const main = await job(t, companyId, { title: "Vaga principal", description: "Descrição." });
  const doomed = await job(t, companyId, { title: "Vaga a excluir", regime: "PJ", description: "Descrição." });
  const applied = await application(t, { jobId: main.id, userId: applicantId });
  // The CV he sent with it, as applying keeps it.
  await t.db.transaction((tx) => snapshotResume(tx, applicantId, applied.id));
  const live = await offer(t, companyId);
  const doomedOffer = await offer(t, companyId, { title: "Oferta a excluir" });
  const unused = await redemption(t, { offerId: live.id, companyId, userId: applicantId });
  const used = await redemption(t, {
    offerId: live.id,
    companyId,
    userId: applicantId,
    usedAt: new Date(),
    purchaseCents: 10_000,
    cashbackCents: 500,
    cashbackAvailableAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return {
    companyId,
    job: main.id,
    doomedJob: doomed.id,
    application: applied.id,
    offer: live.id,
    doomedOffer: doomedOffer.id,
    code: unused.code,
    use: used.id,
  };
}

/** Every column of everything a company owns: its row, its jobs and the applications to them. */
async function tenantState(companyId: string) {
  const company = await t.db.select().from(companies).where(eq(companies.id, companyId));
  const ownJobs = await t.db.select().from(jobs).where(eq(jobs.companyId, companyId)).orderBy(asc(jobs.id));
  const applications = await t.db
    .select({ application: jobApplications })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobApplications.id));
  const offers = await t.db
    .select()
    .from(benefitOffers)
    .where(eq(benefitOffers.companyId, companyId))
    .orderBy(asc(benefitOffers.id));
  const redemptions = await t.db
    .select()
    .from(benefitRedemptions)
    .where(eq(benefitRedemptions.companyId, companyId))
    .orderBy(asc(benefitRedemptions.id));
  return { company, jobs: ownJobs, applications: applications.map((r) => r.application), offers, redemptions };
}

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, militar] = await Promise.all([
    paidCompany(t, { plan: "pro" }),
    paidCompany(t, { plan: "pro" }),
    t.createUser({ role: "militar" }),
  ]);
  clients = { anonymous: t.client(), militar: militar.client, empresaA: a.user.client, empresaB: b.user.client };
  applicantId = militar.userId;
  companyIds = { A: a.company.id, B: b.company.id };
  // Each row of the matrix publishes fresh jobs; the plan's cap on active jobs is not under test here.
  await t.db
    .update(companies)
    .set({ jobLimit: null })
    .where(inArray(companies.id, Object.values(companyIds)));
});
afterAll(() => t.close());

function call(actor: Actor, route: RouteCase, target: Objects): Promise<TestResponse> {
  const client = clients[actor];
  const path = route.path(target);
  const body = route.body?.(target);
  switch (route.method) {
    case "GET":
      return client.get(path);
    case "DELETE":
      return client.delete(path);
    case "POST":
      return client.post(path, body);
    case "PUT":
      return client.put(path, body);
    case "PATCH":
      return client.patch(path, body);
  }
}

const ownerOf: Record<"empresaA" | "empresaB", Owner> = { empresaA: "A", empresaB: "B" };
const otherOf: Record<Owner, Owner> = { A: "B", B: "A" };

/** The expected status of every cell: the table this test walks, route by route. */
function expected(route: RouteCase, actor: Actor, whose: "own" | "other"): number {
  if (actor === "anonymous") return 401;
  if (actor === "militar") return 403;
  return whose === "own" ? route.own : 404;
}

describe("company routes × callers × objects", () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.name}`, async () => {
      const check = async (actor: Actor, whose: "own" | "other", target: Objects) => {
        const res = await call(actor, route, target);
        expect(res.status, `${route.method} ${route.name} as ${actor} on ${whose} object`).toBe(
          expected(route, actor, whose),
        );
        return res;
      };

      // Visitors and militares, on company A's objects: refused, and nothing of A changes.
      for (const actor of ["anonymous", "militar"] as const) {
        const target = await freshObjects("A");
        const before = await tenantState(target.companyId);
        await check(actor, "own", target);
        expect(await tenantState(target.companyId), `${route.name} as ${actor} changed company A`).toEqual(before);
      }

      for (const actor of ["empresaA", "empresaB"] as const) {
        const mine = await freshObjects(ownerOf[actor]);
        const theirs = await freshObjects(otherOf[ownerOf[actor]]);
        const theirsBefore = await tenantState(theirs.companyId);

        const res = await check(actor, "own", mine);
        if (route.listed) {
          const text = JSON.stringify(res.body);
          // The list does show ids of this kind: its own newest ones.
          expect(text).toContain(route.listed(mine));
          for (const id of [
            theirs.job,
            theirs.doomedJob,
            theirs.application,
            theirs.companyId,
            theirs.offer,
            theirs.doomedOffer,
            theirs.use,
            theirs.code,
          ]) {
            expect(text, `${route.name} of ${actor} holds another company's id`).not.toContain(id);
          }
        }
        if (route.hasObject) {
          const other = await check(actor, "other", theirs);
          // Exactly like a missing object.
          const missing = await call(actor, route, {
            companyId: randomUUID(),
            job: randomUUID(),
            doomedJob: randomUUID(),
            application: randomUUID(),
            offer: randomUUID(),
            doomedOffer: randomUUID(),
            code: `NADA-${randomUUID().slice(0, 8).toUpperCase()}`,
            use: randomUUID(),
          });
          expect(missing.status).toBe(404);
          expect(other.body).toEqual(missing.body);
        }
        // Whatever the caller did, nothing the other company owns changed, in any column.
        expect(await tenantState(theirs.companyId), `${route.name} as ${actor} changed the other company`).toEqual(
          theirsBefore,
        );
      }
    });
  }
});
