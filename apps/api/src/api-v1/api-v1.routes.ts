// /api/v1, the public API of Enterprise companies. Each route is one entry of V1_ROUTES: the same
// entry mounts the route (its validators, its permission) and describes it in the OpenAPI
// document (api-v1.openapi.ts), so the document cannot drift from what the routes accept.
import type { ApiResource } from "@pm/shared/integrations";
import { activeJobLimitReachedMessage, jobLimitReachedMessage, jobMessages } from "@pm/shared/jobs";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  findCompanyApplication,
  findCompanyCandidate,
  setApplicationStatus,
} from "../features/applications/applications.public";
import {
  checkedJobInputSchema,
  createJobWithinCap,
  findCompanyJob,
  setCompanyJobActive,
  updateCompanyJob,
} from "../features/jobs/jobs.public";
import { sentResumeError, sentResumeFile } from "../features/resumes/resumes.public";
import { privatePdf } from "../files/download";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { keysetPage, readCursor } from "../http/page";
import { json, param, query } from "../http/validate";
import { requireApiKey, requirePermission } from "./api-v1.auth";
import { idempotency } from "./api-v1.idempotency";
import { listApplicationsPage, listJobsPage } from "./api-v1.queries";
import { apiRateLimit } from "./api-v1.rate-limit";
import {
  applicationStatusV1,
  applicationsQueryV1,
  applicationV1,
  candidateV1,
  idParamV1,
  jobsQueryV1,
  jobV1,
  page,
} from "./api-v1.schemas";

type Ctx = Context<AppEnv>;

export interface V1Route {
  method: "get" | "post" | "put";
  /** Hono's path under /api/v1 (`/jobs/:id`). */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: "Vagas" | "Candidaturas" | "Candidatos";
  permission: [ApiResource, "leitura" | "escrita"];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: {
    status: 200 | 201;
    schema: z.ZodType;
    description: string;
    /** A file rather than JSON: the schema is then only what the document says of it. */
    file?: "application/pdf";
  };
  /** Statuses besides 401, 403, 429 and 422 that every route may answer. */
  errors: (404 | 409)[];
  handler: (c: Ctx) => Promise<Response>;
}

const jobNotFound = () => new ApiError("NOT_FOUND", jobMessages.notFound);
const applicationNotFound = () => new ApiError("NOT_FOUND", "Candidatura não encontrada");
const candidateNotFound = () => new ApiError("NOT_FOUND", "Candidato não encontrado");
const cursorInvalidMessage = "Cursor inválido";

const valid = <T>(c: Ctx, target: "json" | "query" | "param") => (c.req.valid as (t: string) => T)(target);
const db = (c: Ctx) => c.var.deps.database.db;
const companyId = (c: Ctx) => c.var.apiKey.companyId;

/** A keyset page as the API answers it: the rows without their cursor column, and the next cursor. */
function pageOf<R extends { id: string; cursorAt: string }>(rows: R[], limit: number) {
  const { page, nextCursor } = keysetPage(rows, limit);
  return { data: page.map(({ cursorAt: _, ...row }) => row), nextCursor };
}

async function jobAnswer(c: Ctx, jobId: string, status: 200 | 201 = 200) {
  const job = await findCompanyJob(db(c), companyId(c), jobId);
  if (!job) throw jobNotFound();
  return c.json(job, status);
}

async function setActive(c: Ctx, active: boolean) {
  const { id } = valid<{ id: string }>(c, "param");
  const result = await setCompanyJobActive(db(c), companyId(c), id, active, c.var.apiKey.createdBy);
  if (result.kind === "missing") throw jobNotFound();
  if (result.kind === "limit") throw new ApiError("CONFLICT", activeJobLimitReachedMessage(result.jobLimit));
  return jobAnswer(c, id);
}

export const V1_ROUTES: V1Route[] = [
  {
    method: "get",
    path: "/jobs",
    operationId: "listJobs",
    summary: "Listar vagas",
    description: "As vagas da empresa, das mais novas para as mais antigas.",
    tag: "Vagas",
    permission: ["jobs", "leitura"],
    query: jobsQueryV1,
    response: { status: 200, schema: page(jobV1, "JobPage"), description: "Uma página de vagas" },
    errors: [],
    handler: async (c) => {
      const q = valid<z.output<typeof jobsQueryV1>>(c, "query");
      const active = q.active === undefined ? undefined : q.active === "true";
      const rows = await listJobsPage(
        db(c),
        companyId(c),
        { active },
        readCursor(q.cursor, cursorInvalidMessage),
        q.limit,
      );
      return c.json(pageOf(rows, q.limit));
    },
  },
  {
    method: "get",
    path: "/jobs/:id",
    operationId: "getJob",
    summary: "Consultar uma vaga",
    tag: "Vagas",
    permission: ["jobs", "leitura"],
    params: idParamV1,
    response: { status: 200, schema: jobV1, description: "A vaga" },
    errors: [404],
    handler: (c) => jobAnswer(c, valid<{ id: string }>(c, "param").id),
  },
  {
    method: "post",
    path: "/jobs",
    operationId: "createJob",
    summary: "Publicar uma vaga",
    description: "Publica a vaga ativa, dentro do limite de vagas ativas do contrato. Aceita Idempotency-Key.",
    tag: "Vagas",
    permission: ["jobs", "escrita"],
    body: checkedJobInputSchema,
    response: { status: 201, schema: jobV1, description: "A vaga publicada" },
    errors: [409],
    handler: async (c) => {
      const result = await createJobWithinCap(db(c), companyId(c), valid(c, "json"), c.var.apiKey.createdBy);
      if (result.kind === "limit") throw new ApiError("CONFLICT", jobLimitReachedMessage(result.jobLimit));
      return jobAnswer(c, result.job.id, 201);
    },
  },
  {
    method: "put",
    path: "/jobs/:id",
    operationId: "updateJob",
    summary: "Alterar uma vaga",
    description:
      "Substitui título, cidade, regime, modalidade, salário (texto e faixa), número de vagas, PcD, descrição, requisitos, benefícios e data de encerramento: um campo opcional omitido volta ao padrão (número de vagas 1, os demais vazios). Uma nova data de encerramento muda a expiração; se isso reabre uma vaga expirada, ela ocupa uma vaga ativa do contrato.",
    tag: "Vagas",
    permission: ["jobs", "escrita"],
    params: idParamV1,
    body: checkedJobInputSchema,
    response: { status: 200, schema: jobV1, description: "A vaga alterada" },
    errors: [404, 409],
    handler: async (c) => {
      const { id } = valid<{ id: string }>(c, "param");
      const result = await updateCompanyJob(db(c), companyId(c), id, valid(c, "json"), c.var.apiKey.createdBy);
      if (result.kind === "missing") throw jobNotFound();
      if (result.kind === "limit") throw new ApiError("CONFLICT", activeJobLimitReachedMessage(result.jobLimit));
      return jobAnswer(c, id);
    },
  },
  {
    method: "post",
    path: "/jobs/:id/pause",
    operationId: "pauseJob",
    summary: "Pausar uma vaga",
    tag: "Vagas",
    permission: ["jobs", "escrita"],
    params: idParamV1,
    response: { status: 200, schema: jobV1, description: "A vaga pausada" },
    errors: [404],
    handler: (c) => setActive(c, false),
  },
  {
    method: "post",
    path: "/jobs/:id/activate",
    operationId: "activateJob",
    summary: "Reativar uma vaga",
    description:
      "Volta a publicar a vaga, dentro do limite de vagas ativas do contrato. Uma vaga expirada é renovada: fica aberta até a data de encerramento ou por mais 60 dias.",
    tag: "Vagas",
    permission: ["jobs", "escrita"],
    params: idParamV1,
    response: { status: 200, schema: jobV1, description: "A vaga publicada" },
    errors: [404, 409],
    handler: (c) => setActive(c, true),
  },
  {
    method: "get",
    path: "/jobs/:id/applications",
    operationId: "listApplications",
    summary: "Listar as candidaturas de uma vaga",
    description: "Das mais novas para as mais antigas, por status se pedido.",
    tag: "Candidaturas",
    permission: ["applications", "leitura"],
    params: idParamV1,
    query: applicationsQueryV1,
    response: {
      status: 200,
      schema: page(applicationV1, "ApplicationPage"),
      description: "Uma página de candidaturas",
    },
    errors: [404],
    handler: async (c) => {
      const { id } = valid<{ id: string }>(c, "param");
      const q = valid<z.output<typeof applicationsQueryV1>>(c, "query");
      if (!(await findCompanyJob(db(c), companyId(c), id))) throw jobNotFound();
      const rows = await listApplicationsPage(db(c), id, q.status, readCursor(q.cursor, cursorInvalidMessage), q.limit);
      return c.json(pageOf(rows, q.limit));
    },
  },
  {
    method: "get",
    path: "/applications/:id",
    operationId: "getApplication",
    summary: "Consultar uma candidatura",
    tag: "Candidaturas",
    permission: ["applications", "leitura"],
    params: idParamV1,
    response: { status: 200, schema: applicationV1, description: "A candidatura" },
    errors: [404],
    handler: async (c) => {
      const found = await findCompanyApplication(db(c), companyId(c), valid<{ id: string }>(c, "param").id);
      if (!found) throw applicationNotFound();
      return c.json({
        id: found.id,
        jobId: found.job.id,
        candidateId: found.candidate.id,
        status: found.status,
        appliedAt: found.appliedAt,
        updatedAt: found.updatedAt,
        resume: found.resume,
        meetsRequirements: found.meetsRequirements,
        screeningAnswers: found.screeningAnswers,
      });
    },
  },
  {
    method: "get",
    path: "/applications/:id/resume",
    operationId: "getApplicationResume",
    summary: "Baixar o currículo enviado com uma candidatura",
    description:
      "O PDF que o militar enviou ao se candidatar, como era naquele dia, mesmo que ele tenha editado o currículo depois.",
    tag: "Candidaturas",
    permission: ["applications", "leitura"],
    params: idParamV1,
    response: {
      status: 200,
      schema: z.string().meta({ format: "binary" }),
      description: "O currículo em PDF",
      file: "application/pdf",
    },
    errors: [404],
    handler: async (c) => {
      const id = valid<{ id: string }>(c, "param").id;
      const sent = await sentResumeFile(db(c), { companyId: companyId(c) }, id, c.var.deps.env.BASE_URL);
      if (sent.kind !== "file") throw sentResumeError(sent.kind);
      return privatePdf(c, sent.bytes, sent.name);
    },
  },
  {
    method: "post",
    path: "/applications/:id/status",
    operationId: "setApplicationStatus",
    summary: "Mudar o status de uma candidatura",
    description: "O candidato é avisado, como quando a mudança é feita na plataforma. Aceita Idempotency-Key.",
    tag: "Candidaturas",
    permission: ["applications", "escrita"],
    params: idParamV1,
    body: applicationStatusV1,
    response: { status: 200, schema: applicationV1, description: "A candidatura com o novo status" },
    errors: [404],
    handler: async (c) => {
      const { id } = valid<{ id: string }>(c, "param");
      const { status } = valid<{ status: "pendente" | "em_analise" | "aprovado" | "rejeitado" }>(c, "json");
      // The history names the user who created the key as the one who changed it.
      const updated = await setApplicationStatus(db(c), companyId(c), c.var.apiKey.createdBy, id, status);
      if (!updated) throw applicationNotFound();
      const found = await findCompanyApplication(db(c), companyId(c), id);
      return c.json({
        ...updated,
        candidateId: found?.candidate.id ?? null,
        resume: found?.resume ?? null,
        meetsRequirements: found?.meetsRequirements ?? true,
        screeningAnswers: found?.screeningAnswers ?? [],
      });
    },
  },
  {
    method: "get",
    path: "/candidates/:id",
    operationId: "getCandidate",
    summary: "Consultar o perfil de um candidato",
    description: "Só de militares que se candidataram a alguma vaga da empresa.",
    tag: "Candidatos",
    permission: ["candidates", "leitura"],
    params: idParamV1,
    response: { status: 200, schema: candidateV1, description: "O perfil do candidato" },
    errors: [404],
    handler: async (c) => {
      const found = await findCompanyCandidate(db(c), companyId(c), valid<{ id: string }>(c, "param").id);
      if (!found) throw candidateNotFound();
      const { certificates: _, ...candidate } = found;
      return c.json(candidate);
    },
  },
];

/** The routes, each behind the key, the rate limit, its permission and its validators. */
export function apiV1Routes() {
  const app = new Hono<AppEnv>().use(requireApiKey, apiRateLimit, idempotency);
  for (const route of V1_ROUTES) {
    const [resource, level] = route.permission;
    const notFound = route.path.startsWith("/jobs")
      ? jobNotFound
      : route.path.startsWith("/candidates")
        ? candidateNotFound
        : applicationNotFound;
    const chain: MiddlewareHandler<AppEnv>[] = [requirePermission(resource, level)];
    if (route.params) chain.push(param(route.params, notFound) as MiddlewareHandler<AppEnv>);
    if (route.query) chain.push(query(route.query) as MiddlewareHandler<AppEnv>);
    if (route.body) chain.push(json(route.body) as MiddlewareHandler<AppEnv>);
    const handlers = [...chain, (c: Ctx) => route.handler(c)] as unknown as [MiddlewareHandler<AppEnv>];
    app.on(route.method.toUpperCase(), [route.path], ...handlers);
  }
  app.all("*", () => {
    throw new ApiError("NOT_FOUND", "Rota não encontrada. Veja /api/v1/docs.");
  });
  return app;
}
