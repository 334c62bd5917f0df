import { randomBytes } from "node:crypto";
// `npm run seed`: adds demo accounts, jobs, partner benefits and conversations to the configured database (embedded by default).
// Every demo account signs in with the password "demo1234".
import { brazilDay } from "@pm/shared/benefits";
import { billingPlanPriceCents, COMPANY_PLANS } from "@pm/shared/billing";
import { addDays, brazilToday } from "@pm/shared/jobs";
import { salaryRangeText } from "@pm/shared/jobs.salary";
import { COMPANY_ROLE_LABELS, INVITATION_TTL_DAYS } from "@pm/shared/members";
import type { ResumeContent } from "@pm/shared/resumes";
import { checkAnswers, type ScreeningQuestion } from "@pm/shared/screening";
import type { SupportAnswerStatus, SupportCategory, SupportPlan } from "@pm/shared/support";
import { addMonths } from "@pm/shared/transition";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import pino from "pino";
import { insertAccount, insertTeamAccount } from "../src/auth/accounts.queries";
import type { Db } from "../src/db/client";
import { jobAlerts } from "../src/db/schema/alerts";
import { accounts, users, verifications } from "../src/db/schema/auth";
import { benefitOffers } from "../src/db/schema/benefits";
import { companies } from "../src/db/schema/companies";
import { conversations, messages } from "../src/db/schema/conversations";
import { interviewSlots, interviews } from "../src/db/schema/interviews";
import { applicationEvents, jobApplications, jobs, jobViews } from "../src/db/schema/jobs";
import { learningEnrollments, learningModules } from "../src/db/schema/learning";
import { companyInvitations, companyMembers } from "../src/db/schema/members";
import { militaryProfiles } from "../src/db/schema/military";
import { checkoutSessions } from "../src/db/schema/payments";
import { profiles } from "../src/db/schema/profiles";
import { applicationMilestones } from "../src/db/schema/reports";
import { applicationResumes, resumes } from "../src/db/schema/resumes";
import { supportMessages, supportRequests } from "../src/db/schema/support";
import { applicationNotes } from "../src/db/schema/teamwork";
import { transitionPlans } from "../src/db/schema/transition";
import { openAppDatabaseOrExit } from "../src/deps";
import { loadEnv } from "../src/env";
import { findUserIdByEmail } from "../src/features/account/account.queries";
import { countUserAlerts, insertAlert } from "../src/features/alerts/alerts.queries";
import { matchAlerts, sendDueAlerts } from "../src/features/alerts/alerts.worker";
import { createOffer, markCodeUsed } from "../src/features/benefits/benefits.company.queries";
import { redeemOffer } from "../src/features/benefits/benefits.military.queries";
import { newRedemptionCode } from "../src/features/benefits/redemption-codes";
import { processEvent } from "../src/features/billing/fulfillment.queries";
import type { BillingOwner } from "../src/features/billing/subscriptions.queries";
import { chooseSlot, scheduleInterview } from "../src/features/interviews/interviews.queries";
import { findModule, markModuleRead, recordQuizAttempt } from "../src/features/learning/learning.queries";
import { syncShippedLearningContent } from "../src/features/learning/learning.service";
import { setEnterpriseContract } from "../src/features/operations/operations.companies.queries";
import { createOperator } from "../src/features/operations/operators.queries";
import { resumePdf } from "../src/features/resumes/resume-pdf";
import { replaceResumeUpload, saveResumeContent } from "../src/features/resumes/resumes.queries";
import { currentResume, resumeDocument, snapshotResume } from "../src/features/resumes/resumes.service";
import { requirementTermsOf } from "../src/features/skills/skills.public";
import { refreshSuggestions } from "../src/features/skills/skills.service";
import { answerRequest, createRequest, rateRequest, saveMacro } from "../src/features/support/support.queries";
import { insertNote, upsertRating } from "../src/features/teamwork/teamwork.queries";
import { savePlan } from "../src/features/transition/transition.queries";
import { createMailer } from "../src/mail/mailer";
import { sandboxCompletedEvent } from "../src/payments/sandbox";
import { seedCommunity } from "./seed-community";

const PASSWORD = "demo1234";

const DEMO_OPERATOR = { email: "operacao@proximamissao.com.br", fullName: "Otávio Operações" };
/** A second operator, who answers support requests. */
const DEMO_SUPPORT_OPERATOR = { email: "suporte@proximamissao.com.br", fullName: "Sofia Atendimento" };
/** Who moderates the Comunidade in the demo. */
const DEMO_MODERATOR = { email: "moderacao@proximamissao.com.br", fullName: "Marta Moderação" };

const demoCompanies = [
  {
    email: "rh@logisticaforte.com.br",
    fullName: "Carla Mendes",
    name: "Logística Forte",
    city: "Campinas",
    plan: "pro" as const,
    profile: {
      sector: "Transporte e logística",
      employeesCount: "201-500",
      website: "https://www.logisticaforte.com.br",
      description:
        "Operador logístico com centros de distribuição em Campinas e Jundiaí. Contratamos militares e veteranos para coordenação de equipes, frota e segurança das operações.",
    },
  },
  {
    email: "vagas@guardiaseg.com.br",
    fullName: "Roberto Lima",
    name: "Guardiã Segurança",
    city: "Rio de Janeiro",
    plan: "parceiro" as const,
    profile: {
      sector: "Segurança patrimonial",
      employeesCount: "51-200",
      website: "https://www.guardiaseg.com.br",
      description:
        "Segurança patrimonial e monitoramento para condomínios e empresas no Rio de Janeiro. Boa parte da nossa liderança veio das Forças Armadas e das polícias.",
    },
  },
];

/** 'Perguntas de triagem' of the demo's Coordenador de Logística: one eliminatória. */
const COORDINATOR_QUESTIONS: ScreeningQuestion[] = [
  {
    id: "5b0f8f3e-7c1a-4e52-9d3b-2a6f1c0e9a01",
    type: "sim_nao",
    text: "Você tem disponibilidade para trabalhar em turnos, inclusive no noturno?",
    eliminatory: true,
    accepted: true,
  },
  {
    id: "5b0f8f3e-7c1a-4e52-9d3b-2a6f1c0e9a02",
    type: "multipla_escolha",
    text: "Com qual sistema de gestão de armazém (WMS) você já trabalhou?",
    options: ["SAP EWM", "Oracle WMS", "TOTVS WMS", "Nenhum: controlei almoxarifado ou paiol no quartel"],
    eliminatory: false,
    accepted: [],
  },
  {
    id: "5b0f8f3e-7c1a-4e52-9d3b-2a6f1c0e9a03",
    type: "numero",
    text: "Quantas pessoas você já liderou diretamente?",
    eliminatory: false,
    minimum: null,
  },
];

const demoJobs = [
  {
    title: "Coordenador de Logística",
    // The família the company chose on the form.
    cboFamily: "1416",
    cboFamilySource: "empresa" as const,
    area: "logistica" as const,
    city: "Campinas",
    regime: "CLT" as const,
    modality: "Presencial" as const,
    salary: "R$ 6.500,00",
    salaryMin: 6500,
    openings: 3,
    pcd: "tambem" as const,
    description:
      "Coordenar a operação de armazenagem e distribuição do centro de Campinas.\n\nLiderar equipes de 20 pessoas em turnos.",
    requirements: ["Experiência com gestão de equipes", "Conhecimento de WMS", "Disponibilidade para turnos"],
    benefits: ["Vale-refeição", "Plano de saúde", "PLR"],
    screeningQuestions: COORDINATOR_QUESTIONS,
  },
  {
    title: "Analista de Segurança Patrimonial",
    // The família the company chose on the form.
    cboFamily: "2526",
    cboFamilySource: "empresa" as const,
    area: "seguranca" as const,
    city: "Rio de Janeiro",
    regime: "CLT" as const,
    modality: "Híbrido" as const,
    salary: "R$ 4.800,00",
    salaryMin: 4800,
    salaryMax: 5600,
    openings: 2,
    pcd: "exclusiva" as const,
    description: "Planejar e auditar rotinas de segurança patrimonial de clientes corporativos.",
    requirements: ["Formação em segurança ou experiência militar", "Curso de vigilante", "CNH B"],
    benefits: ["Vale-transporte", "Seguro de vida"],
  },
  {
    title: "Técnico de Manutenção de Frota",
    // The família the company chose on the form.
    cboFamily: "9144",
    cboFamilySource: "empresa" as const,
    area: "operacoes" as const,
    city: "Campinas",
    regime: "PJ" as const,
    modality: "Presencial" as const,
    salary: null,
    description: "Manutenção preventiva e corretiva de frota leve e pesada.",
    requirements: ["Experiência em mecânica diesel", "Leitura de manuais técnicos"],
    benefits: [],
  },
];

/**
 * So the demo shows a job's expiry: one with a closing date (open through that day in Brazil) and
 * one that expires within days, whose company is asked to confirm it is still open. The others
 * get the column's default: 60 days.
 */
function demoExpiry(title: string): { closesOn?: string; expiresAt?: Date } {
  if (title === "Analista de Segurança Patrimonial") {
    const closesOn = addDays(brazilToday(), 45);
    return { closesOn, expiresAt: new Date(`${closesOn}T23:59:59.000-03:00`) };
  }
  if (title === "Técnico de Manutenção de Frota") return { expiresAt: new Date(Date.now() + 5 * 86_400_000) };
  return {};
}

/** Partner companies that offer discounts: paid plans (Parceiro; Avante on Plus), no jobs. */
const demoPartners: {
  email: string;
  fullName: string;
  name: string;
  city: string;
  state: string;
  sector: string;
  employeesCount: string;
  website: string;
  description: string;
  plan: "parceiro" | "plus";
}[] = [
  {
    plan: "parceiro",
    email: "parcerias@redesaudeintegral.com.br",
    fullName: "Patrícia Nogueira",
    name: "Rede Saúde Integral",
    city: "Campinas",
    state: "SP",
    sector: "Saúde",
    employeesCount: "501-1000",
    website: "https://www.redesaudeintegral.com.br",
    description:
      "Rede de clínicas com consultas e exames em Campinas e região, com condições especiais para militares.",
  },
  {
    plan: "plus",
    email: "contato@avanteidiomas.com.br",
    fullName: "Marcelo Antunes",
    name: "Avante Idiomas",
    city: "Rio de Janeiro",
    state: "RJ",
    sector: "Educação",
    employeesCount: "11-50",
    website: "https://www.avanteidiomas.com.br",
    description:
      "Escola de idiomas com turmas ao vivo à noite e aos sábados, para quem se prepara para o mercado civil.",
  },
];

/**
 * The teams (decision 035): Logística Forte's two Recrutadores beside its Administrador (Carla)
 * and one invitation still pending; Rede Saúde Integral's Atendente de caixa at the till.
 */
const demoTeams = [
  {
    company: "Logística Forte",
    members: [
      { email: "diego.almeida@logisticaforte.com.br", fullName: "Diego Almeida", role: "recrutador" as const },
      { email: "fernanda.rocha@logisticaforte.com.br", fullName: "Fernanda Rocha", role: "recrutador" as const },
    ],
    pending: [{ email: "juliana.castro@logisticaforte.com.br", role: "recrutador" as const }],
  },
  {
    company: "Rede Saúde Integral",
    members: [{ email: "caixa@redesaudeintegral.com.br", fullName: "Marcos Vieira", role: "caixa" as const }],
    pending: [],
  },
];

/** The partners' offers (20 %, 15 % and 10 %; coupon and QR), live from 30 days ago for a year. */
const demoOffers = [
  {
    partner: "Rede Saúde Integral",
    title: "20% em consultas e exames",
    category: "Saúde e Bem-estar" as const,
    discountPercent: 20,
    cashbackPercent: 5,
    description: "Consultas com clínico geral, ortopedista e cardiologista, e exames laboratoriais e de imagem.",
    terms: "Apresente o código na recepção antes do atendimento. Não cumulativo com outras promoções.",
    online: false,
    cities: [
      { city: "Campinas", state: "SP" as const },
      { city: "Sumaré", state: "SP" as const },
      { city: "Rio de Janeiro", state: "RJ" as const },
    ],
    mode: "coupon" as const,
    codePrefix: "SAUDE",
    monthlyLimit: 2,
  },
  {
    partner: "Rede Saúde Integral",
    title: "10% em óculos e lentes",
    category: "Saúde e Bem-estar" as const,
    discountPercent: 10,
    cashbackPercent: 0,
    description: "Armações, lentes de grau e lentes de contato nas óticas da rede.",
    terms: "Mostre o QR Code no caixa. Válido para compras à vista ou no cartão.",
    online: false,
    cities: [{ city: "Campinas", state: "SP" as const }],
    mode: "qr" as const,
    codePrefix: null,
    monthlyLimit: 1,
  },
  {
    partner: "Avante Idiomas",
    title: "15% no curso de inglês online",
    category: "Educação" as const,
    discountPercent: 15,
    cashbackPercent: 10,
    description: "Inglês do básico ao avançado, com aulas ao vivo à noite e aos sábados e certificado.",
    terms: "Informe o código na matrícula pelo site. Desconto nas mensalidades do primeiro semestre.",
    online: true,
    cities: [],
    mode: "coupon" as const,
    codePrefix: "AVANTE",
    monthlyLimit: 1,
  },
];

/** Redemptions of the demo militares: some used at the partner with a purchase (and cashback). */
const demoRedemptions = [
  {
    email: "joao.silva@exemplo.com.br",
    offer: "20% em consultas e exames",
    daysAgo: 6,
    usedAfterDays: 1,
    purchase: 18_000,
  },
  {
    email: "ana.souza@exemplo.com.br",
    offer: "15% no curso de inglês online",
    daysAgo: 40,
    usedAfterDays: 2,
    purchase: 32_000,
  },
  {
    email: "ana.souza@exemplo.com.br",
    offer: "10% em óculos e lentes",
    daysAgo: 3,
    usedAfterDays: null,
    purchase: null,
  },
  {
    email: "mariana.costa@exemplo.com.br",
    offer: "20% em consultas e exames",
    daysAgo: 1,
    usedAfterDays: null,
    purchase: null,
  },
];

/** Pays the plan the way a buyer does in the sandbox, so the demo has a subscription and a payment. */
async function payInSandbox(db: Db, owner: BillingOwner, plan: "parceiro" | "plus" | "pro" | "PREMIUM") {
  const oneTime = plan !== "PREMIUM" && COMPANY_PLANS[plan].period === "one_time";
  const back = owner.companyId ? "http://localhost/empresa/planos" : "http://localhost/app/pagamentos";
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      id: `cs_sandbox_seed_${owner.companyId ?? owner.userId}`,
      provider: "sandbox",
      ...owner,
      plan,
      mode: oneTime ? "payment" : "subscription",
      amountCents: billingPlanPriceCents(plan),
      successUrl: `${back}?success=true`,
      cancelUrl: `${back}?canceled=true`,
    })
    .returning();
  if (session) await processEvent(db, "sandbox", sandboxCompletedEvent(session));
}

const demoMilitares: {
  email: string;
  fullName: string;
  premium?: boolean;
  profile: Partial<typeof militaryProfiles.$inferInsert>;
}[] = [
  {
    email: "joao.silva@exemplo.com.br",
    fullName: "João Silva",
    profile: {
      phone: "19998765432",
      city: "Campinas",
      state: "SP",
      birthDate: "1996-04-12",
      militaryBranch: "exercito",
      rank: "3-sargento",
      serviceStatus: "ativa-temporario",
      om: "28º Batalhão de Infantaria Leve",
      yearsOfService: 7,
      incorporationYear: 2017,
      specialties: ["Logística", "Gestão de equipes"],
      desiredArea: "logistica",
      experienceLevel: "intermediario",
      availability: "imediata",
      goals: "Coordenar operações logísticas em uma empresa de distribuição.",
      talentBank: true,
      biography: "Sete anos no Exército, os últimos três à frente do almoxarifado e do transporte do batalhão.",
    },
  },
  {
    email: "ana.souza@exemplo.com.br",
    fullName: "Ana Souza",
    premium: true,
    profile: {
      city: "Campinas",
      state: "SP",
      militaryBranch: "aeronautica",
      rank: "cabo",
      serviceStatus: "ativa-temporario",
      yearsOfService: 5,
      incorporationYear: 2019,
      specialties: ["Controle de estoque", "Manutenção de aeronaves"],
      desiredArea: "operacoes",
      experienceLevel: "intermediario",
      availability: "30-dias",
      biography: "Cabo da Aeronáutica com experiência em suprimento e controle de materiais.",
      talentBank: true,
    },
  },
  {
    email: "carlos.pereira@exemplo.com.br",
    fullName: "Carlos Pereira",
    profile: {
      city: "Rio de Janeiro",
      state: "RJ",
      militaryBranch: "marinha",
      rank: "2-tenente",
      serviceStatus: "licenciado",
      yearsOfService: 8,
      incorporationYear: 2016,
      specialties: ["Segurança patrimonial", "Gestão de riscos"],
      desiredArea: "seguranca",
      experienceLevel: "avancado",
      availability: "imediata",
      biography: "Oficial temporário da Marinha, responsável pela segurança orgânica de uma base naval.",
      talentBank: true,
    },
  },
  {
    email: "mariana.costa@exemplo.com.br",
    fullName: "Mariana Costa",
    profile: {
      city: "Sumaré",
      state: "SP",
      militaryBranch: "exercito",
      rank: "soldado-profissional",
      serviceStatus: "ativa-temporario",
      yearsOfService: 3,
      incorporationYear: 2021,
      specialties: ["Mecânica de viaturas"],
      desiredArea: "operacoes",
      experienceLevel: "iniciante",
      availability: "flexivel",
      biography: "Mecânica de viaturas leves e pesadas no parque de manutenção da brigada.",
    },
  },
  {
    email: "roberto.almeida@exemplo.com.br",
    fullName: "Roberto Almeida",
    profile: {
      city: "Sorocaba",
      state: "SP",
      militaryBranch: "pm",
      rank: "subtenente",
      serviceStatus: "reserva",
      yearsOfService: 25,
      incorporationYear: 1999,
      specialties: ["Policiamento ostensivo", "Gestão de efetivo", "Planejamento de escalas"],
      desiredArea: "seguranca",
      experienceLevel: "especialista",
      availability: "imediata",
      biography:
        "Vinte e cinco anos na Polícia Militar do Estado de São Paulo, os últimos oito como subtenente, responsável pelas escalas e pela instrução de uma companhia.",
      talentBank: true,
    },
  },
  {
    email: "sergio.tavares@exemplo.com.br",
    fullName: "Sérgio Tavares",
    profile: {
      city: "Niterói",
      state: "RJ",
      militaryBranch: "marinha",
      rank: "suboficial",
      serviceStatus: "reserva",
      yearsOfService: 30,
      incorporationYear: 1994,
      specialties: ["Máquinas navais", "Manutenção de motores diesel"],
      desiredArea: "operacoes",
      experienceLevel: "especialista",
      availability: "30-dias",
      biography:
        "Suboficial maquinista da Marinha, trinta anos entre praças de máquinas de navios-patrulha e o arsenal.",
      talentBank: true,
    },
  },
];

/** Who applied to which demo job, how long ago, and where it stands. */
const demoApplications = [
  {
    email: "joao.silva@exemplo.com.br",
    job: "Coordenador de Logística",
    daysAgo: 2,
    status: "em_analise" as const,
    answers: [true, "Nenhum: controlei almoxarifado ou paiol no quartel", 30],
  },
  {
    email: "ana.souza@exemplo.com.br",
    job: "Coordenador de Logística",
    daysAgo: 5,
    status: "pendente" as const,
    // No night shifts: 'Não atende', for the company to decide.
    answers: [false, "TOTVS WMS", 12],
  },
  { email: "ana.souza@exemplo.com.br", job: "Técnico de Manutenção de Frota", daysAgo: 9, status: "aprovado" as const },
  {
    email: "mariana.costa@exemplo.com.br",
    job: "Técnico de Manutenção de Frota",
    daysAgo: 1,
    status: "pendente" as const,
  },
  {
    email: "carlos.pereira@exemplo.com.br",
    job: "Analista de Segurança Patrimonial",
    daysAgo: 3,
    status: "pendente" as const,
  },
  {
    email: "joao.silva@exemplo.com.br",
    job: "Analista de Segurança Patrimonial",
    daysAgo: 12,
    status: "rejeitado" as const,
  },
];

const DAY_MS = 24 * 3600 * 1000;

/** Learning progress: João halfway through the free path, Ana with a completed path and its certificate. */
const demoLearning = [
  { email: "joao.silva@exemplo.com.br", path: "primeiros-passos-na-transicao", modules: 2 },
  { email: "ana.souza@exemplo.com.br", path: "logistica-e-armazenagem", modules: Number.POSITIVE_INFINITY },
  { email: "ana.souza@exemplo.com.br", path: "lideranca-de-equipes-civis", modules: 1 },
];

async function seedLearning(db: Db): Promise<boolean> {
  const [already] = await db.select({ userId: learningEnrollments.userId }).from(learningEnrollments).limit(1);
  if (already) return false;
  for (const l of demoLearning) {
    const userId = await findUserIdByEmail(db, l.email);
    if (!userId) continue;
    const modules = await db
      .select({ slug: learningModules.slug })
      .from(learningModules)
      .where(and(eq(learningModules.pathSlug, l.path), isNull(learningModules.retiredAt)))
      .orderBy(asc(learningModules.position));
    for (const { slug } of modules.slice(0, l.modules)) {
      const found = await findModule(db, userId, l.path, slug);
      if (!found) continue;
      await markModuleRead(db, userId, found);
      await recordQuizAttempt(db, userId, found, 100, true);
    }
    console.log(`trilha ${l.path}: ${Math.min(l.modules, modules.length)} módulos de ${l.email}`);
  }
  return true;
}

/**
 * CVs: João's and Ana's written here, from the draft their profiles make with what no profile
 * holds (schooling, courses, languages, CNH); Carlos sends his own PDF.
 */
const demoResumes: { email: string; upload?: string; content: Partial<ResumeContent> }[] = [
  {
    email: "joao.silva@exemplo.com.br",
    content: {
      education: [
        { level: "medio", institution: "Escola Estadual Carlos Gomes", course: "", year: "2014", inProgress: false },
        {
          level: "tecnologo",
          institution: "Faculdade de Tecnologia de Campinas",
          course: "Logística",
          year: "2027",
          inProgress: true,
        },
      ],
      courses: [
        { name: "Operador de empilhadeira, conforme a NR-11", institution: "SENAI Campinas", year: "2023" },
        {
          name: "Curso de Formação de Cabos: liderança de pequenas equipes e instrução",
          institution: "Exército Brasileiro",
          year: "2018",
        },
      ],
      languages: [
        { language: "Português", level: "nativo" },
        { language: "Inglês", level: "basico" },
      ],
      cnh: ["B", "D"],
      reservist: "sim",
    },
  },
  {
    email: "ana.souza@exemplo.com.br",
    content: {
      education: [
        {
          level: "tecnico",
          institution: "Escola Técnica Estadual Bento Quirino",
          course: "Logística",
          year: "2018",
          inProgress: false,
        },
      ],
      languages: [
        { language: "Português", level: "nativo" },
        { language: "Espanhol", level: "intermediario" },
      ],
      cnh: ["B"],
      reservist: "sim",
    },
  },
  {
    email: "carlos.pereira@exemplo.com.br",
    upload: "Curriculo Carlos Pereira.pdf",
    content: {
      education: [
        {
          level: "bacharelado",
          institution: "Universidade Federal Fluminense",
          course: "Administração",
          year: "2015",
          inProgress: false,
        },
      ],
      languages: [
        { language: "Português", level: "nativo" },
        { language: "Inglês", level: "avancado" },
      ],
      cnh: ["B"],
      reservist: "sim",
    },
  },
];

async function seedResumes(db: Db, baseUrl: string): Promise<boolean> {
  const [already] = await db.select({ userId: resumes.userId }).from(resumes).limit(1);
  if (already) return false;
  for (const r of demoResumes) {
    const userId = await findUserIdByEmail(db, r.email);
    const current = userId ? await currentResume(db, userId) : null;
    if (!userId || !current) continue;
    const content = { ...current.content, ...r.content };
    await saveResumeContent(db, userId, content);
    if (r.upload) {
      // His own file: here the PDF the product makes, as he might have saved and sent it back.
      const bytes = await resumePdf(resumeDocument(current.facts, content, true), baseUrl);
      await replaceResumeUpload(
        db,
        userId,
        content,
        { bytes, size: bytes.length, contentType: "application/pdf" },
        r.upload,
      );
    }
    console.log(`currículo de ${r.email}${r.upload ? " (PDF enviado)" : ""}`);
  }
  return true;
}

/** A date's day in Brazil, as YYYY-MM-DD. */
const BRAZIL_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** Applications and views spread over the last two weeks, so dashboards and trends have figures. */
async function seedActivity(db: Db): Promise<boolean> {
  const [already] = await db.select({ id: jobApplications.id }).from(jobApplications).limit(1);
  if (already) return false;
  const allJobs = await db.select({ id: jobs.id, title: jobs.title, questions: jobs.screeningQuestions }).from(jobs);
  const jobId = (title: string) => allJobs.find((j) => j.title === title)?.id;
  const now = Date.now();
  for (const a of demoApplications) {
    const userId = await findUserIdByEmail(db, a.email);
    const id = jobId(a.job);
    if (!userId || !id) continue;
    const at = new Date(now - a.daysAgo * DAY_MS);
    // His answers to the job's questions, checked as applying checks them.
    const questions = allJobs.find((j) => j.id === id)?.questions ?? [];
    const given: readonly (boolean | number | string)[] = ("answers" in a ? a.answers : undefined) ?? [];
    const checked = checkAnswers(
      questions,
      questions.map((q, i) => ({ questionId: q.id, value: given[i] ?? "" })),
    );
    const screening = checked.ok
      ? { screeningAnswers: checked.answers, meetsRequirements: checked.meetsRequirements }
      : {};
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(jobApplications)
        .values({ jobId: id, userId, appliedAt: at, updatedAt: at, ...screening })
        .returning({ id: jobApplications.id });
      // The CV he sent with it, as applying keeps it.
      if (inserted) {
        await snapshotResume(tx, userId, inserted.id);
        await tx
          .update(applicationResumes)
          .set({ createdAt: at })
          .where(eq(applicationResumes.applicationId, inserted.id));
      }
      return inserted;
    });
    if (!row || a.status === "pendente") continue;
    // The company's decision a day after the application, in its history as it would be.
    const decidedAt = new Date(at.getTime() + DAY_MS);
    await db
      .update(jobApplications)
      .set({ status: a.status, updatedAt: decidedAt })
      .where(eq(jobApplications.id, row.id));
    await db
      .update(applicationEvents)
      .set({ at: decidedAt })
      .where(and(eq(applicationEvents.applicationId, row.id), isNotNull(applicationEvents.fromStatus)));
    await db
      .update(applicationMilestones)
      .set({
        reviewedAt: decidedAt,
        ...(a.status === "aprovado" ? { approvedAt: decidedAt } : {}),
        ...(a.status === "rejeitado" ? { rejectedAt: decidedAt } : {}),
      })
      .where(eq(applicationMilestones.applicationId, row.id));
  }
  const views = allJobs.flatMap((job, j) =>
    Array.from({ length: 14 + j * 5 }, (_, i) => {
      const viewedAt = new Date(now - ((i * 37) % 14) * DAY_MS - i * 60_000);
      // The day the view counts on, in Brazil (the column's default would say today).
      return { jobId: job.id, viewedAt, viewDay: BRAZIL_DAY.format(viewedAt) };
    }),
  );
  if (views.length > 0) await db.insert(jobViews).values(views);
  return true;
}

/** Conversations between the demo companies and their candidates: who writes, what, how long ago. */
const demoConversations = [
  {
    company: "rh@logisticaforte.com.br",
    militar: "joao.silva@exemplo.com.br",
    messages: [
      {
        from: "empresa",
        minutesAgo: 2 * 24 * 60,
        text: "Olá, João! Recebemos sua candidatura para Coordenador de Logística. Você tem disponibilidade para uma conversa por vídeo nesta semana?",
      },
      {
        from: "militar",
        minutesAgo: 2 * 24 * 60 - 40,
        text: "Bom dia! Tenho, sim. Posso na quinta-feira à tarde ou na sexta pela manhã.",
      },
      {
        from: "empresa",
        minutesAgo: 26 * 60,
        text: "Perfeito. Fica marcado para quinta às 15h. O link da chamada segue por aqui na véspera.",
      },
      {
        from: "empresa",
        minutesAgo: 35,
        text: "João, pode nos enviar o certificado do curso de Logística que você citou no perfil? Pode ser em PDF.",
      },
    ],
  },
  {
    company: "rh@logisticaforte.com.br",
    militar: "ana.souza@exemplo.com.br",
    messages: [
      {
        from: "empresa",
        minutesAgo: 8 * 24 * 60,
        text: "Ana, parabéns! Você foi aprovada para Técnico de Manutenção de Frota. Vamos combinar a entrega dos documentos da admissão?",
      },
      {
        from: "militar",
        minutesAgo: 8 * 24 * 60 - 90,
        text: "Que notícia boa, obrigada! Já separei carteira de trabalho, PIS e o certificado de reservista.",
      },
      {
        from: "empresa",
        minutesAgo: 7 * 24 * 60,
        text: "Ótimo. O exame admissional está agendado para segunda-feira às 8h, na clínica parceira do centro.",
      },
    ],
  },
  {
    company: "vagas@guardiaseg.com.br",
    militar: "carlos.pereira@exemplo.com.br",
    messages: [
      {
        from: "militar",
        minutesAgo: 3 * 24 * 60 - 30,
        text: "Boa tarde! Me candidatei para Analista de Segurança Patrimonial. A vaga aceita quem ainda está em transição para a reserva?",
      },
      {
        from: "empresa",
        minutesAgo: 2 * 24 * 60,
        text: "Boa tarde, Carlos! Aceita, sim. Podemos alinhar a data de início ao seu licenciamento.",
      },
    ],
  },
] as const;

/** The demo conversations, read up to the last message of each side except the newest. */
async function seedConversations(db: Db): Promise<boolean> {
  const [already] = await db.select({ id: conversations.id }).from(conversations).limit(1);
  if (already) return false;
  const now = Date.now();
  for (const demo of demoConversations) {
    const ownerId = await findUserIdByEmail(db, demo.company);
    const userId = await findUserIdByEmail(db, demo.militar);
    const [company] = ownerId
      ? await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, ownerId))
      : [];
    if (!company || !userId) continue;
    const times = demo.messages.map((m) => new Date(now - m.minutesAgo * 60_000));
    const last = demo.messages.at(-1);
    const [conversation] = await db
      .insert(conversations)
      .values({
        companyId: company.id,
        userId,
        startedBy: demo.messages[0]?.from ?? "empresa",
        createdAt: times[0],
        lastMessageAt: times.at(-1),
        // The newest message waits unread, if it is recent: the badge has something to show.
        companyUnread: last?.from === "militar" && last.minutesAgo < 24 * 60 ? 1 : 0,
        militarUnread: last?.from === "empresa" && last.minutesAgo < 24 * 60 ? 1 : 0,
      })
      .returning({ id: conversations.id });
    if (!conversation) continue;
    await db.insert(messages).values(
      demo.messages.map((m, i) => {
        const unread = i === demo.messages.length - 1 && m.minutesAgo < 24 * 60;
        const at = times[i] ?? new Date(now);
        return {
          conversationId: conversation.id,
          sender: m.from,
          body: m.text,
          createdAt: at,
          readAt: unread ? null : new Date(at.getTime() + 20 * 60_000),
          // Already considered by the unread-message e-mail: the seed sends nothing.
          emailedAt: unread ? new Date(now) : null,
        };
      }),
    );
  }
  return true;
}

/** The demo teams' members, signed up as an invitation's link would have them, and a pending invitation. */
async function seedTeams(db: Db, passwordHash: string): Promise<boolean> {
  let added = false;
  for (const team of demoTeams) {
    const [company] = await db
      .select({ id: companies.id, holder: companies.userId })
      .from(companies)
      .where(eq(companies.name, team.company));
    if (!company) continue;
    for (const m of team.members) {
      if (await findUserIdByEmail(db, m.email)) continue;
      await db.transaction(async (tx) => {
        const { userId } = await insertTeamAccount(tx, {
          fullName: m.fullName,
          email: m.email,
          passwordHash,
          termsAcceptedAt: new Date(),
        });
        await tx.insert(companyMembers).values({ companyId: company.id, userId, role: m.role });
      });
      console.log(`${COMPANY_ROLE_LABELS[m.role]} ${m.email} (${team.company})`);
      added = true;
    }
    for (const invitation of team.pending) {
      const [existing] = await db
        .select({ id: companyInvitations.id })
        .from(companyInvitations)
        .where(and(eq(companyInvitations.companyId, company.id), eq(companyInvitations.email, invitation.email)));
      if (existing) continue;
      await db.insert(companyInvitations).values({
        companyId: company.id,
        email: invitation.email,
        role: invitation.role,
        tokenHash: randomBytes(32).toString("hex"),
        invitedBy: company.holder,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
      });
      added = true;
    }
  }
  if (await seedTeamNotes(db)) added = true;
  if (await seedInterviews(db)) added = true;
  return added;
}

/** A whole hour in Brasília (UTC−3 all year), `days` from today. */
function brasiliaHour(days: number, hour: number): string {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCHours(hour + 3, 0, 0, 0);
  return day.toISOString();
}

/**
 * Logística Forte's interviews for the Coordenador de Logística, both with Diego: Ana's confirmed
 * for the day after tomorrow at 14h (her calendar invite in the outbox), João's two times waiting
 * for his choice.
 */
async function seedInterviews(db: Db): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, "Logística Forte"));
  if (!company) return false;
  const [already] = await db.select({ id: interviews.id }).from(interviews).where(eq(interviews.companyId, company.id));
  if (already) return false;
  const diego = await findUserIdByEmail(db, "diego.almeida@logisticaforte.com.br");
  if (!diego) return false;
  const applicationOf = async (email: string) => {
    const userId = await findUserIdByEmail(db, email);
    if (!userId) return null;
    const [row] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(
        and(
          eq(jobs.companyId, company.id),
          eq(jobs.title, "Coordenador de Logística"),
          eq(jobApplications.userId, userId),
        ),
      );
    return row ? { id: row.id, userId } : null;
  };
  const actor = { side: "empresa" as const, companyId: company.id, userId: diego };
  const [ana, joao] = await Promise.all([
    applicationOf("ana.souza@exemplo.com.br"),
    applicationOf("joao.silva@exemplo.com.br"),
  ]);
  if (!ana || !joao) return false;
  const video = {
    kind: "video" as const,
    location: "https://meet.logisticaforte.com.br/coordenacao",
    durationMinutes: 45,
    interviewerIds: [diego],
    message: "Conversa com a coordenação de logística sobre a rotina do CD e os turnos.",
  };
  const anaInterview = await scheduleInterview(db, actor, ana.id, { ...video, slots: [brasiliaHour(2, 14)] });
  if (anaInterview.kind === "done") {
    const [slot] = await db
      .select({ id: interviewSlots.id })
      .from(interviewSlots)
      .where(eq(interviewSlots.interviewId, anaInterview.id));
    if (slot) await chooseSlot(db, { side: "militar", userId: ana.userId }, anaInterview.id, slot.id);
  }
  await scheduleInterview(db, actor, joao.id, {
    ...video,
    kind: "presencial",
    location: "Rua das Indústrias, 450 — Distrito Industrial, Campinas/SP",
    slots: [brasiliaHour(3, 10), brasiliaHour(4, 15)],
  });
  console.log("entrevistas da Logística Forte");
  return true;
}

/**
 * Logística Forte hiring together: on its first application, Diego's note mentioning Carla (her
 * bell rings), Fernanda's answer, and three members' stars.
 */
async function seedTeamNotes(db: Db): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, "Logística Forte"));
  if (!company) return false;
  const [first] = await db
    .select({ id: jobApplications.id, jobTitle: jobs.title, candidateName: profiles.fullName })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(profiles, eq(profiles.id, jobApplications.userId))
    .where(eq(jobs.companyId, company.id))
    .orderBy(asc(jobApplications.appliedAt))
    .limit(1);
  if (!first) return false;
  const [already] = await db
    .select({ id: applicationNotes.id })
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, first.id));
  if (already) return false;
  const idOf = async (email: string) => (await findUserIdByEmail(db, email)) ?? "";
  const [carla, diego, fernanda] = await Promise.all([
    idOf("rh@logisticaforte.com.br"),
    idOf("diego.almeida@logisticaforte.com.br"),
    idOf("fernanda.rocha@logisticaforte.com.br"),
  ]);
  if (!carla || !diego || !fernanda) return false;
  const application = { id: first.id, jobTitle: first.jobTitle, candidateName: first.candidateName };
  await insertNote(db, {
    companyId: company.id,
    application,
    author: { id: diego, name: "Diego Almeida" },
    body: "Coordenou frota e almoxarifado no quartel por 8 anos: bate com o que precisamos no CD de Jundiaí. @Carla Mendes, vale chamar para entrevista?",
    mentions: [carla],
  });
  await insertNote(db, {
    companyId: company.id,
    application,
    author: { id: fernanda, name: "Fernanda Rocha" },
    body: "Conferi a disponibilidade: pode começar em 30 dias, após o licenciamento.",
    mentions: [],
  });
  // Who last wrote each job ('Última alteração por'): Carla published them, Diego keeps the first one.
  await db.update(jobs).set({ updatedBy: carla }).where(eq(jobs.companyId, company.id));
  await db
    .update(jobs)
    .set({ updatedBy: diego })
    .where(
      inArray(
        jobs.id,
        db.select({ id: jobApplications.jobId }).from(jobApplications).where(eq(jobApplications.id, first.id)),
      ),
    );
  const now = new Date();
  await upsertRating(db, company.id, first.id, carla, 5, now);
  await upsertRating(db, company.id, first.id, diego, 4, now);
  await upsertRating(db, company.id, first.id, fernanda, 4, now);
  return true;
}

/** The partners' offers, and redemptions over the last weeks, so the catalogue and histories have figures. */
async function seedBenefits(db: Db): Promise<boolean> {
  const [already] = await db.select({ id: benefitOffers.id }).from(benefitOffers).limit(1);
  if (already) return false;
  const partners = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const now = Date.now();
  const day = (offset: number) => brazilDay(new Date(now + offset * DAY_MS));
  const offerIds = new Map<string, string>();
  for (const { partner, ...o } of demoOffers) {
    const companyId = partners.find((c) => c.name === partner)?.id;
    if (!companyId) continue;
    const id = await createOffer(db, companyId, { ...o, startsOn: day(-60), endsOn: day(365), totalQuantity: null });
    offerIds.set(o.title, id);
  }
  for (const r of demoRedemptions) {
    const userId = await findUserIdByEmail(db, r.email);
    const offerId = offerIds.get(r.offer);
    if (!userId || !offerId) continue;
    const redeemedAt = new Date(now - r.daysAgo * DAY_MS);
    const result = await redeemOffer(db, userId, offerId, newRedemptionCode, redeemedAt);
    if (result.kind !== "redeemed" || r.usedAfterDays === null) continue;
    const companyId = partners.find((c) => c.name === demoOffers.find((o) => o.title === r.offer)?.partner)?.id;
    if (companyId) {
      await markCodeUsed(
        db,
        companyId,
        result.id,
        r.purchase,
        new Date(redeemedAt.getTime() + r.usedAfterDays * DAY_MS),
      );
    }
  }
  return true;
}

/**
 * João's two alerts: 'Logística' at once and 'Segurança patrimonial no RJ' each morning. The demo
 * jobs already published are matched and e-mailed as the workers would (the daily one as its 8h
 * digest), so their e-mails are at /dev/emails and their lines in his bell.
 */
async function seedAlerts(db: Db, env: ReturnType<typeof loadEnv>): Promise<boolean> {
  const userId = await findUserIdByEmail(db, "joao.silva@exemplo.com.br");
  if (!userId || (await countUserAlerts(db, userId)) > 0) return false;
  await insertAlert(db, { userId }, { name: "Logística", frequency: "imediato", search: { q: "logística" } });
  const daily = await insertAlert(
    db,
    { userId },
    { name: "Segurança patrimonial no RJ", frequency: "diario", search: { q: "segurança patrimonial rj" } },
  );
  await db.update(jobAlerts).set({ digestOn: null }).where(eq(jobAlerts.id, daily));
  const mailer = createMailer({ db, logger: pino({ level: "silent" }), from: env.MAIL_FROM });
  // Sent now: the demo has no burst to gather.
  const deps = { db, mailer, baseUrl: env.BASE_URL, secret: env.AUTH_SECRET, gatherSeconds: 0, resendMinutes: 0 };
  await matchAlerts({ db });
  await sendDueAlerts(deps, "imediato");
  await sendDueAlerts(deps, "diario", new Date(`${brazilToday()}T11:05:00Z`));
  console.log("alertas de vagas de joao.silva@exemplo.com.br");
  return true;
}

/** The Enterprise demo: a contract set on the console, with the demo operator as its dedicated support manager. */
const DEMO_ENTERPRISE = {
  email: "rh@aliancatransportes.com.br",
  fullName: "Renata Figueiredo",
  name: "Aliança Transportes",
  city: "São Paulo",
  state: "SP",
};

async function seedEnterprise(db: Db, passwordHash: string): Promise<boolean> {
  if (await findUserIdByEmail(db, DEMO_ENTERPRISE.email)) return false;
  const operatorId = await findUserIdByEmail(db, DEMO_OPERATOR.email);
  if (!operatorId) return false;
  const { userId } = await insertAccount(db, {
    role: "empresa",
    email: DEMO_ENTERPRISE.email,
    fullName: DEMO_ENTERPRISE.fullName,
    passwordHash,
    termsAcceptedAt: new Date(),
    companyName: DEMO_ENTERPRISE.name,
    city: DEMO_ENTERPRISE.city,
    plan: "parceiro",
  });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  const [company] = await db
    .update(companies)
    .set({ state: DEMO_ENTERPRISE.state, sector: "Transporte e logística", employeesCount: "1001-5000" })
    .where(eq(companies.userId, userId))
    .returning({ id: companies.id });
  if (!company) return false;
  const today = brazilToday();
  await setEnterpriseContract(db, { id: operatorId, email: DEMO_OPERATOR.email }, company.id, {
    jobLimit: null,
    seatLimit: null,
    priceNote: "R$ 4.500,00 por mês, faturado anualmente",
    startsOn: addDays(today, -60),
    endsOn: addDays(today, 305),
    supportManagerId: operatorId,
  });
  console.log(`empresa ${DEMO_ENTERPRISE.email} (Enterprise; gerente de atendimento: ${DEMO_OPERATOR.email})`);
  return true;
}

/**
 * The jobs market the occupation pages read: Aliança Transportes' truck drivers (família 7825),
 * logistics assistants (3421) and vigilantes (5173) of the last eleven months, with salaries, so
 * their pages show pay (most of them closed: a page counts what was published in twelve months,
 * open or not).
 */
const DEMO_MARKET_JOBS: {
  title: string;
  cboFamily: string;
  city: string;
  salaryMin: number;
  salaryMax?: number;
  monthsAgo: number;
  open: boolean;
  requirements: string[];
}[] = [
  {
    title: "Motorista de caminhão truck",
    cboFamily: "7825",
    city: "São Paulo",
    salaryMin: 3400,
    monthsAgo: 0,
    open: true,
    requirements: ["CNH categoria C", "Curso MOPP", "Disponibilidade para viagens"],
  },
  {
    title: "Motorista carreteiro",
    cboFamily: "7825",
    city: "Campinas",
    salaryMin: 4200,
    salaryMax: 5000,
    monthsAgo: 1,
    open: true,
    requirements: ["CNH categoria E", "Curso MOPP atualizado", "Experiência com carreta"],
  },
  {
    title: "Motorista de caminhão toco",
    cboFamily: "7825",
    city: "Guarulhos",
    salaryMin: 3100,
    monthsAgo: 3,
    open: false,
    requirements: ["CNH C", "Ensino fundamental completo"],
  },
  {
    title: "Motorista de caminhão para entregas urbanas",
    cboFamily: "7825",
    city: "São Paulo",
    salaryMin: 3000,
    salaryMax: 3400,
    monthsAgo: 5,
    open: false,
    requirements: ["CNH categoria D", "Curso de direção defensiva", "Conhecer a região metropolitana"],
  },
  {
    title: "Motorista de bitrem",
    cboFamily: "7825",
    city: "Jundiaí",
    salaryMin: 5200,
    monthsAgo: 7,
    open: false,
    requirements: ["CNH E", "MOPP", "Experiência com bitrem ou rodotrem"],
  },
  {
    title: "Motorista de caminhão-pipa",
    cboFamily: "7825",
    city: "Sorocaba",
    salaryMin: 3300,
    monthsAgo: 10,
    open: false,
    requirements: ["CNH C", "Curso MOPP"],
  },
  {
    title: "Assistente de logística",
    cboFamily: "3421",
    city: "São Paulo",
    salaryMin: 2600,
    salaryMax: 3000,
    monthsAgo: 0,
    open: true,
    requirements: ["Ensino médio completo", "Excel intermediário", "Conhecimento de WMS"],
  },
  {
    title: "Assistente de logística de transporte",
    cboFamily: "3421",
    city: "Campinas",
    salaryMin: 2800,
    monthsAgo: 2,
    open: true,
    requirements: ["Ensino técnico em logística", "Pacote Office", "Roteirização de entregas"],
  },
  {
    title: "Assistente de logística",
    cboFamily: "3421",
    city: "Jundiaí",
    salaryMin: 2500,
    monthsAgo: 4,
    open: false,
    requirements: ["Ensino médio completo", "Excel básico"],
  },
  {
    title: "Assistente de logística reversa",
    cboFamily: "3421",
    city: "Guarulhos",
    salaryMin: 2700,
    salaryMax: 3100,
    monthsAgo: 6,
    open: false,
    requirements: ["Ensino médio completo", "Experiência com emissão de notas fiscais"],
  },
  {
    title: "Assistente de logística e expedição",
    cboFamily: "3421",
    city: "São Paulo",
    salaryMin: 3200,
    monthsAgo: 9,
    open: false,
    requirements: ["Superior em Logística cursando", "Excel avançado", "Controle de estoque"],
  },
  {
    title: "Vigilante patrimonial para centro de distribuição",
    cboFamily: "5173",
    city: "Guarulhos",
    salaryMin: 2400,
    monthsAgo: 1,
    open: false,
    requirements: ["Curso de formação de vigilante", "CNV válida", "Ensino médio completo"],
  },
  {
    title: "Vigilante de pátio",
    cboFamily: "5173",
    city: "Campinas",
    salaryMin: 2300,
    salaryMax: 2600,
    monthsAgo: 3,
    open: false,
    requirements: ["Curso de vigilante com reciclagem em dia", "Disponibilidade para escala 12x36"],
  },
  {
    title: "Vigilante",
    cboFamily: "5173",
    city: "São Paulo",
    salaryMin: 2500,
    monthsAgo: 5,
    open: false,
    requirements: ["Curso de formação de vigilante", "Ensino médio completo"],
  },
  {
    title: "Vigilante de escolta de cargas",
    cboFamily: "5173",
    city: "Jundiaí",
    salaryMin: 3100,
    monthsAgo: 6,
    open: false,
    requirements: ["Curso de formação de vigilante", "Extensão em escolta armada", "CNH categoria B"],
  },
  {
    title: "Vigilante noturno",
    cboFamily: "5173",
    city: "Sorocaba",
    salaryMin: 2450,
    monthsAgo: 8,
    open: false,
    requirements: ["Curso de vigilante", "Disponibilidade para trabalhar à noite"],
  },
];

/** The market's jobs, and João's transition plan: his discharge 8 months away, logistics his goal. */
async function seedTransition(db: Db): Promise<boolean> {
  const [already] = await db.select({ userId: transitionPlans.userId }).from(transitionPlans).limit(1);
  if (already) return false;
  const ownerId = await findUserIdByEmail(db, DEMO_ENTERPRISE.email);
  const joaoId = await findUserIdByEmail(db, "joao.silva@exemplo.com.br");
  if (!ownerId || !joaoId) return false;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, ownerId));
  if (!company) return false;
  const now = Date.now();
  await db.insert(jobs).values(
    DEMO_MARKET_JOBS.map((j) => {
      // The middle of a month `monthsAgo` back, so a job stays in the month it names.
      const published = new Date(now - j.monthsAgo * 30 * DAY_MS - (j.monthsAgo > 0 ? 0 : DAY_MS));
      return {
        companyId: company.id,
        title: j.title,
        city: j.city,
        regime: "CLT" as const,
        modality: "Presencial" as const,
        area: "logistica" as const,
        salary: salaryRangeText(j.salaryMin, j.salaryMax ?? null),
        salaryMin: j.salaryMin,
        salaryMax: j.salaryMax ?? null,
        description: `${j.title} para a operação da Aliança Transportes em ${j.city}.`,
        requirements: j.requirements,
        requirementTerms: requirementTermsOf(j.requirements),
        benefits: ["Vale-refeição", "Plano de saúde"],
        cboFamily: j.cboFamily,
        cboFamilySource: "empresa" as const,
        active: j.open,
        createdAt: published,
        updatedAt: published,
        expiresAt: j.open ? new Date(now + 45 * DAY_MS) : new Date(published.getTime() + 30 * DAY_MS),
      };
    }),
  );
  const today = brazilToday();
  await savePlan(db, joaoId, {
    dischargeDate: addMonths(today, 8),
    occupationCode: "342125",
    reminders: true,
  });
  console.log(
    "plano de transição de joao.silva@exemplo.com.br (desligamento em 8 meses); vagas com salário de motorista de caminhão, assistente de logística e vigilante",
  );
  return true;
}

/**
 * Support requests of every plan, in every status: João (FREE) answered, Ana (PREMIUM) asked for
 * more, Mariana (FREE) waiting, the partners (Parceiro resolved and rated, Plus waiting),
 * Logística Forte (Pro) answered and waiting, and the Enterprise one past its 1-hour target; and
 * two saved answers.
 */
async function seedSupport(db: Db): Promise<boolean> {
  const [already] = await db.select({ id: supportRequests.id }).from(supportRequests).limit(1);
  if (already) return false;
  const operatorId = await findUserIdByEmail(db, DEMO_OPERATOR.email);
  if (!operatorId) return false;
  const actor = { id: operatorId, email: DEMO_OPERATOR.email };
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const requesterOf = async (email: string) => {
    const userId = await findUserIdByEmail(db, email);
    if (!userId) return null;
    const [row] = await db
      .select({
        role: profiles.role,
        military: militaryProfiles.plan,
        companyId: companyMembers.companyId,
        company: companies.plan,
      })
      .from(profiles)
      .leftJoin(militaryProfiles, eq(militaryProfiles.userId, profiles.id))
      .leftJoin(companyMembers, eq(companyMembers.userId, profiles.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(profiles.id, userId));
    if (!row) return null;
    const plan: SupportPlan = row.role === "empresa" ? (row.company ?? "parceiro") : (row.military ?? "FREE");
    return { userId, plan, companyId: row.companyId ?? null };
  };
  const cases: {
    email: string;
    category: SupportCategory;
    subject: string;
    message: string;
    openedHoursAgo: number;
    answer?: { text: string; status: SupportAnswerStatus; hoursAgo: number };
    rating?: { stars: number; comment: string };
  }[] = [
    {
      email: "joao.silva@exemplo.com.br",
      category: "trilhas",
      subject: "Certificado da trilha não aparece no perfil",
      message: "Concluí o módulo 2 de Primeiros passos na transição, mas o certificado não aparece no meu perfil.",
      openedHoursAgo: 30,
      answer: {
        text: "Olá, João! O certificado sai quando todos os módulos da trilha são concluídos: faltam os módulos 3 e 4. Assim que terminar, ele aparece no seu perfil e no currículo.",
        status: "respondido",
        hoursAgo: 26,
      },
    },
    {
      email: "ana.souza@exemplo.com.br",
      category: "beneficios",
      subject: "Cashback de compra na Avante Idiomas",
      message: "Fiz a matrícula com o código de desconto, mas o cashback ainda não apareceu no meu saldo.",
      openedHoursAgo: 20,
      answer: {
        text: "Olá, Ana! Para localizarmos a compra, pode nos enviar a data da matrícula e os últimos dígitos do código usado?",
        status: "aguardando_voce",
        hoursAgo: 18,
      },
    },
    {
      email: "mariana.costa@exemplo.com.br",
      category: "conta",
      subject: "Corrigir o posto no meu perfil",
      message: "Fui promovida a 2º Sargento antes do desligamento e o perfil ainda mostra 3º Sargento. Como corrijo?",
      openedHoursAgo: 2,
    },
    {
      email: "vagas@guardiaseg.com.br",
      category: "pagamentos",
      subject: "Nota fiscal do plano Parceiro",
      message: "Precisamos da nota fiscal do pagamento do plano Parceiro para o financeiro.",
      openedHoursAgo: 72,
      answer: {
        text: "Olá, Roberto! A nota fiscal está em Planos > Pagamentos, no botão 'Baixar' ao lado do pagamento. Qualquer dúvida, é só responder.",
        status: "resolvido",
        hoursAgo: 70,
      },
      rating: { stars: 5, comment: "Resposta clara e rápida." },
    },
    {
      email: "contato@avanteidiomas.com.br",
      category: "beneficios",
      subject: "Desconto só para militares PREMIUM",
      message: "Queremos oferecer 20% de desconto só para quem é PREMIUM. Como configuro a oferta?",
      openedHoursAgo: 5,
    },
    {
      email: "rh@logisticaforte.com.br",
      category: "vagas",
      subject: "Exportar os candidatos de uma vaga em planilha",
      message: "Existe como baixar a lista de candidatos do Coordenador de Logística em planilha?",
      openedHoursAgo: 50,
      answer: {
        text: "Olá, Carla! Em Candidatos, filtre pela vaga e use 'Exportar' no alto da lista: o arquivo sai em CSV, que abre no Excel e no Google Planilhas.",
        status: "respondido",
        hoursAgo: 49,
      },
    },
    {
      email: "diego.almeida@logisticaforte.com.br",
      category: "outro",
      subject: "Lembrete de entrevista não chegou",
      message: "O candidato disse que não recebeu o lembrete da entrevista de amanhã. Podem verificar?",
      openedHoursAgo: 1,
    },
    {
      email: DEMO_ENTERPRISE.email,
      category: "integracoes",
      subject: "Webhook de candidaturas parou de chegar",
      message: "Desde ontem nosso sistema não recebe o evento application.created. A chave de API continua ativa.",
      // Three days back: past its 1-hour business target whatever the day the demo is seeded.
      openedHoursAgo: 72,
    },
  ];
  for (const c of cases) {
    const who = await requesterOf(c.email);
    if (!who) continue;
    const created = await createRequest(
      db,
      who,
      { subject: c.subject, category: c.category, message: c.message },
      [],
      hoursAgo(c.openedHoursAgo),
    );
    if (created.kind !== "created" || !c.answer) continue;
    await answerRequest(
      db,
      actor,
      created.id,
      { message: c.answer.text, status: c.answer.status },
      [],
      hoursAgo(c.answer.hoursAgo),
    );
    // The demo's answers were e-mailed when given: none is due any more.
    await db
      .update(supportMessages)
      .set({ emailedAt: hoursAgo(c.answer.hoursAgo) })
      .where(eq(supportMessages.requestId, created.id));
    if (c.rating) {
      await rateRequest(db, who.userId, created.id, { rating: c.rating.stars, comment: c.rating.comment });
    }
  }
  await saveMacro(
    db,
    actor,
    { title: "Boas-vindas", body: "Olá, {nome}! Obrigado por escrever. Já estamos verificando e voltamos em seguida." },
    null,
  );
  await saveMacro(
    db,
    actor,
    {
      title: "Nota fiscal",
      body: "Olá, {nome}! A nota fiscal de cada pagamento fica em Planos > Pagamentos (empresas) ou em Pagamentos (militares), no botão 'Baixar'.",
    },
    null,
  );
  console.log("atendimentos de suporte de todos os planos");
  return true;
}

async function main() {
  const env = loadEnv();
  const database = await openAppDatabaseOrExit(env, "seed");
  await database.migrate();
  const db = database.db;
  await syncShippedLearningContent(db);
  const passwordHash = await hashPassword(PASSWORD);
  let added = 0;

  for (const [i, c] of demoCompanies.entries()) {
    if (await findUserIdByEmail(db, c.email)) continue;
    const { userId } = await insertAccount(db, {
      role: "empresa",
      email: c.email,
      fullName: c.fullName,
      passwordHash,
      termsAcceptedAt: new Date(),
      companyName: c.name,
      city: c.city,
      plan: c.plan,
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const [company] = await db
      .update(companies)
      .set({ state: i === 0 ? "SP" : "RJ", ...c.profile })
      .where(eq(companies.userId, userId))
      .returning({ id: companies.id });
    if (!company) continue;
    await payInSandbox(db, { userId, companyId: company.id }, c.plan);
    const own = demoJobs.filter((j) => j.city === c.city);
    if (own.length > 0)
      await db.insert(jobs).values(own.map((j) => ({ ...j, ...demoExpiry(j.title), companyId: company.id })));
    console.log(`empresa ${c.email}`);
    added++;
  }

  for (const m of demoMilitares) {
    if (await findUserIdByEmail(db, m.email)) continue;
    const { userId } = await insertAccount(db, {
      role: "militar",
      email: m.email,
      fullName: m.fullName,
      passwordHash,
      termsAcceptedAt: new Date(),
      plan: "FREE",
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const [saved] = await db
      .update(militaryProfiles)
      .set({ completedAt: new Date(), ...m.profile, talentBankAt: m.profile.talentBank ? new Date() : null })
      .where(eq(militaryProfiles.userId, userId))
      .returning();
    // The civilian occupations the translator suggests, as saving the profile would store them.
    if (saved) await refreshSuggestions(db, userId, saved);
    if (m.premium) await payInSandbox(db, { userId, companyId: null }, "PREMIUM");
    console.log(`militar ${m.email}${m.premium ? " (PREMIUM)" : ""}`);
    added++;
  }
  // Certificates first, then CVs, then applications: each application keeps the CV of that day.
  if (await seedLearning(db)) added++;
  if (await seedResumes(db, env.BASE_URL)) added++;
  if (await seedActivity(db)) added++;

  for (const p of demoPartners) {
    if (await findUserIdByEmail(db, p.email)) continue;
    const { userId } = await insertAccount(db, {
      role: "empresa",
      email: p.email,
      fullName: p.fullName,
      passwordHash,
      termsAcceptedAt: new Date(),
      companyName: p.name,
      city: p.city,
      plan: p.plan,
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const [company] = await db
      .update(companies)
      .set({
        state: p.state,
        sector: p.sector,
        employeesCount: p.employeesCount,
        website: p.website,
        description: p.description,
      })
      .where(eq(companies.userId, userId))
      .returning({ id: companies.id });
    if (!company) continue;
    await payInSandbox(db, { userId, companyId: company.id }, p.plan);
    console.log(`parceiro ${p.email} (${COMPANY_PLANS[p.plan].name})`);
    added++;
  }
  if (await seedTeams(db, passwordHash)) added++;
  if (await seedBenefits(db)) added++;
  if (await seedConversations(db)) added++;
  if (await seedAlerts(db, env)) added++;

  // Operators of the console, with the demo password; the authenticator app is confirmed on
  // the first visit to /operacao.
  for (const o of [DEMO_OPERATOR, DEMO_SUPPORT_OPERATOR, DEMO_MODERATOR]) {
    if (await findUserIdByEmail(db, o.email)) continue;
    const created = await createOperator(db, o.email, o.fullName);
    if (created.status === "created") {
      await db.update(accounts).set({ password: passwordHash }).where(eq(accounts.userId, created.userId));
      await db.delete(verifications).where(eq(verifications.identifier, `reset-password:${created.token}`));
      console.log(`operador ${o.email}`);
      added++;
    }
  }

  if (await seedEnterprise(db, passwordHash)) added++;
  if (await seedSupport(db)) added++;
  if (await seedTransition(db)) added++;
  const operatorId = await findUserIdByEmail(db, DEMO_OPERATOR.email);
  if (await seedCommunity(db, operatorId ? { id: operatorId } : null)) added++;

  const where = env.DATABASE_URL ? "no PostgreSQL de DATABASE_URL" : `no banco embutido em ${env.DATA_DIR}`;
  console.log(
    added > 0
      ? `Dados de demonstração prontos ${where}. Senha de todas as contas de demonstração: ${PASSWORD}`
      : `Os dados de demonstração já estavam ${where}: nada foi alterado. Senha das contas de demonstração: ${PASSWORD}`,
  );
  await database.close();
}

void main();
