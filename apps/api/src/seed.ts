// `npm run seed`: adds demo accounts and jobs to the configured database (embedded by default).
// Every demo account signs in with the password "demo1234".
import { COMPANY_PLANS } from "@pm/shared/plans";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./db/client";
import { users } from "./db/schema/auth";
import { companies } from "./db/schema/companies";
import { jobs } from "./db/schema/jobs";
import { militaryProfiles } from "./db/schema/military";
import { checkoutSessions } from "./db/schema/payments";
import { openAppDatabase } from "./deps";
import { loadEnv } from "./env";
import { findUserIdByEmail, insertAccount } from "./features/account/account.queries";
import { processEvent } from "./payments/fulfillment";
import { sandboxCompletedEvent } from "./payments/sandbox";

const PASSWORD = "demo1234";

const demoCompanies = [
  {
    email: "rh@logisticaforte.com.br",
    fullName: "Carla Mendes",
    name: "Logística Forte",
    city: "Campinas",
    plan: "pro" as const,
  },
  {
    email: "vagas@guardiaseg.com.br",
    fullName: "Roberto Lima",
    name: "Guardiã Segurança",
    city: "Rio de Janeiro",
    plan: "parceiro" as const,
  },
];

const demoJobs = [
  {
    title: "Coordenador de Logística",
    city: "Campinas",
    regime: "CLT" as const,
    modality: "Presencial" as const,
    salary: "R$ 6.500,00",
    description:
      "Coordenar a operação de armazenagem e distribuição do centro de Campinas.\n\nLiderar equipes de 20 pessoas em turnos.",
    requirements: ["Experiência com gestão de equipes", "Conhecimento de WMS", "Disponibilidade para turnos"],
    benefits: ["Vale-refeição", "Plano de saúde", "PLR"],
  },
  {
    title: "Analista de Segurança Patrimonial",
    city: "Rio de Janeiro",
    regime: "CLT" as const,
    modality: "Híbrido" as const,
    salary: "R$ 4.800,00",
    description: "Planejar e auditar rotinas de segurança patrimonial de clientes corporativos.",
    requirements: ["Formação em segurança ou experiência militar", "Curso de vigilante", "CNH B"],
    benefits: ["Vale-transporte", "Seguro de vida"],
  },
  {
    title: "Técnico de Manutenção de Frota",
    city: "Campinas",
    regime: "PJ" as const,
    modality: "Presencial" as const,
    salary: null,
    description: "Manutenção preventiva e corretiva de frota leve e pesada.",
    requirements: ["Experiência em mecânica diesel", "Leitura de manuais técnicos"],
    benefits: [],
  },
];

/** Pays the plan the way a buyer does in the sandbox, so the demo has a subscription and a payment. */
async function payInSandbox(db: Db, userId: string, companyId: string, plan: "parceiro" | "plus" | "pro") {
  const offer = COMPANY_PLANS[plan];
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      id: `cs_sandbox_seed_${companyId}`,
      provider: "sandbox",
      userId,
      companyId,
      plan,
      mode: offer.period === "one_time" ? "payment" : "subscription",
      amountCents: offer.priceCents ?? 0,
      successUrl: "http://localhost/empresa/payment-success",
      cancelUrl: "http://localhost/empresa/payment-cancel",
    })
    .returning();
  if (session) await processEvent(db, "sandbox", sandboxCompletedEvent(session));
}

async function main() {
  const env = loadEnv();
  const database = await openAppDatabase(env);
  await database.migrate();
  const db = database.db;
  const passwordHash = await hashPassword(PASSWORD);

  for (const [i, c] of demoCompanies.entries()) {
    if (await findUserIdByEmail(db, c.email)) continue;
    const { userId } = await insertAccount(db, {
      role: "empresa",
      email: c.email,
      fullName: c.fullName,
      passwordHash,
      companyName: c.name,
      city: c.city,
      plan: c.plan,
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const [company] = await db
      .update(companies)
      .set({ state: i === 0 ? "SP" : "RJ" })
      .where(eq(companies.userId, userId))
      .returning({ id: companies.id });
    if (!company) continue;
    await payInSandbox(db, userId, company.id, c.plan);
    const own = demoJobs.filter((j) => j.city === c.city);
    if (own.length > 0) await db.insert(jobs).values(own.map((j) => ({ ...j, companyId: company.id })));
    console.log(`empresa ${c.email}`);
  }

  const militaryEmail = "joao.silva@exemplo.com.br";
  if (!(await findUserIdByEmail(db, militaryEmail))) {
    const { userId } = await insertAccount(db, {
      role: "militar",
      email: militaryEmail,
      fullName: "João Silva",
      passwordHash,
      plan: "FREE",
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    await db
      .update(militaryProfiles)
      .set({
        completedAt: new Date(),
        city: "Campinas",
        state: "SP",
        militaryBranch: "exercito",
        rank: "3-sargento",
        yearsOfService: 7,
        incorporationYear: 2017,
        specialties: ["Logística", "Gestão de equipes"],
        desiredArea: "logistica",
        experienceLevel: "intermediario",
        availability: "imediata",
      })
      .where(eq(militaryProfiles.userId, userId));
    console.log(`militar ${militaryEmail}`);
  }

  console.log(`Demo data ready. Password for every demo account: ${PASSWORD}`);
  await database.close();
}

void main();
