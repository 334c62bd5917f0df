// What /api/v1 answers, as zod schemas: the OpenAPI document is generated from these and from the
// shared input schemas the routes validate with.
import { APPLICATION_STATUSES } from "@pm/shared/applications";
import { JOB_AREAS, JOB_LIMITS, MODALITIES, PCD_OPTIONS, REGIMES } from "@pm/shared/jobs";
import { QUESTION_TYPES } from "@pm/shared/screening";
import { z } from "zod";

const screeningQuestionV1 = z
  .object({
    id: z.uuid(),
    type: z.enum(QUESTION_TYPES).meta({ description: "sim_nao, multipla_escolha, numero ou texto_curto" }),
    text: z.string(),
    eliminatory: z
      .boolean()
      .meta({ description: "Eliminatória: quem não der a resposta aceita fica como 'Não atende'" }),
    options: z.array(z.string()).optional().meta({ description: "As opções (multipla_escolha)" }),
    accepted: z
      .union([z.boolean(), z.array(z.string())])
      .nullable()
      .optional()
      .meta({ description: "A resposta que passa: true/false (sim_nao) ou as opções aceitas (multipla_escolha)" }),
    minimum: z.number().nullable().optional().meta({ description: "O menor valor que passa (numero)" }),
  })
  .meta({ title: "ScreeningQuestion", description: "Uma pergunta de triagem da vaga" });

const screeningAnswerV1 = z
  .object({
    question: screeningQuestionV1.meta({ description: "A pergunta como foi feita no dia da candidatura" }),
    value: z.union([z.boolean(), z.number(), z.string()]),
    meets: z
      .boolean()
      .nullable()
      .meta({ description: "Se a resposta passa na regra; null quando a pergunta não elimina" }),
  })
  .meta({ title: "ScreeningAnswer" });

const instant = z.iso.datetime({ offset: true }).meta({ description: "Data e hora (ISO 8601)" });
const id = z.uuid();

export const jobV1 = z
  .object({
    id,
    title: z.string(),
    city: z.string(),
    regime: z.enum(REGIMES),
    modality: z.enum(MODALITIES).nullable(),
    salary: z.string().nullable().meta({ description: "O salário como a empresa o escreveu, exibido na vaga" }),
    salaryMin: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Salário mensal em reais: o valor da vaga, ou o início da faixa. Null: a combinar" }),
    salaryMax: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Fim da faixa salarial mensal em reais; null quando há um valor só" }),
    openings: z.number().int().min(1).max(JOB_LIMITS.openings).meta({ description: "Número de vagas" }),
    pcd: z.enum(PCD_OPTIONS).nullable().meta({
      description: "tambem: aberta a todos e também para PcD; exclusiva: reservada a PcD (Lei 8.213/91, art. 93)",
    }),
    area: z.enum(JOB_AREAS).meta({ description: "Área da vaga (a mesma lista da área de interesse dos militares)" }),
    description: z.string(),
    requirements: z.array(z.string()),
    benefits: z.array(z.string()),
    active: z.boolean().meta({ description: "Publicada (true) ou pausada (false)" }),
    closesOn: z.iso
      .date()
      .nullable()
      .meta({ description: "Data de encerramento definida pela empresa (AAAA-MM-DD, horário de Brasília)" }),
    expiresAt: instant.meta({
      description:
        "Quando a vaga sai do ar se não for renovada: o fim da data de encerramento ou 60 dias após a publicação ou a última renovação",
    }),
    expired: z.boolean().meta({ description: "Ativa, mas passou da expiração: fora do ar até ser renovada" }),
    screeningQuestions: z.array(screeningQuestionV1).meta({ description: "Perguntas de triagem (até 10)" }),
    cboFamily: z
      .string()
      .nullable()
      .meta({ description: "Família de ocupação da CBO 2002 (4 dígitos); null quando nenhuma combina com a vaga" }),
    cboFamilySource: z.enum(["empresa", "inferida"]).nullable().meta({
      description:
        "empresa: escolhida pela empresa; inferida: deduzida do título pela plataforma; null: ainda não definida",
    }),
    applicationsCount: z.number().int(),
    viewsCount: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ title: "Job", description: "Uma vaga da empresa" });

const sentResumeV1 = z
  .object({
    source: z.enum(["generated", "upload"]).meta({
      description: "generated: o currículo montado na plataforma; upload: o PDF do próprio militar",
    }),
    sentAt: instant,
    fileName: z.string().nullable().meta({ description: "O nome do arquivo enviado (só para upload)" }),
  })
  .nullable()
  .meta({
    title: "SentResume",
    description:
      "O currículo enviado com a candidatura, como era no dia (baixe em /applications/{id}/resume). Null: candidatura anterior ao currículo, ou militar que excluiu a conta",
  });

export const applicationV1 = z
  .object({
    id,
    jobId: id,
    candidateId: id.nullable().meta({ description: "Null quando o militar excluiu a conta" }),
    status: z.enum(APPLICATION_STATUSES),
    appliedAt: instant,
    updatedAt: instant,
    resume: sentResumeV1,
    meetsRequirements: z
      .boolean()
      .meta({ description: "false quando uma resposta não passa numa pergunta eliminatória ('Não atende')" }),
    screeningAnswers: z.array(screeningAnswerV1),
  })
  .meta({ title: "Application", description: "Uma candidatura a uma vaga da empresa" });

export const candidateV1 = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    birthDate: z.string().nullable(),
    militaryBranch: z.string().nullable().meta({ description: "Força: Exército, Marinha, Aeronáutica…" }),
    rank: z.string().nullable().meta({ description: "Posto ou graduação" }),
    om: z.string().nullable().meta({ description: "Organização militar" }),
    incorporationYear: z.number().int().nullable(),
    yearsOfService: z.number().int().nullable(),
    specialties: z.array(z.string()),
    desiredArea: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    goals: z.string().nullable(),
    availability: z.string().nullable(),
    biography: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ title: "Candidate", description: "O perfil de um militar que se candidatou a uma vaga da empresa" });

export const page = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      data: z.array(item),
      nextCursor: z
        .string()
        .nullable()
        .meta({ description: "Envie em ?cursor= para a próxima página; null na última" }),
    })
    .meta({ title: name });

export const errorV1 = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: "UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, VALIDATION_FAILED, CONFLICT, RATE_LIMITED…" }),
      message: z.string().meta({ description: "Mensagem em português" }),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ title: "Error" });

const limit = z.coerce.number().int().min(1).max(100).default(25).meta({ description: "Itens por página (1 a 100)" });
const cursor = z.string().max(400).optional().meta({ description: "O nextCursor da página anterior" });

export const jobsQueryV1 = z.strictObject({
  limit,
  cursor,
  active: z.enum(["true", "false"]).optional().meta({ description: "Só publicadas (true) ou só pausadas (false)" }),
});
export const applicationsQueryV1 = z.strictObject({
  limit,
  cursor,
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export const idParamV1 = z.object({ id: z.guid().transform((v) => v.toLowerCase()) });
export const applicationStatusV1 = z.strictObject({ status: z.enum(APPLICATION_STATUSES) });
