// 'Mentoria' (decision 040): militares who made the move ('Já fiz a transição') offer themselves as
// mentors; those still in uniform find one by area, occupation or força and ask. The areas, limits,
// pt-BR texts and schemas both the API and the screens read.
import { z } from "zod";
import { MILITARY_BRANCHES } from "./profile.military-options";
import { blankToUndefined, safeString } from "./text";
import { occupationCodeSchema } from "./transition";

export const MENTOR_AREAS = {
  transicao: "Transição de carreira",
  curriculo: "Currículo e entrevistas",
  logistica: "Logística",
  seguranca: "Segurança",
  gestao: "Gestão",
  tecnologia: "Tecnologia",
  operacoes: "Operações",
  outros: "Outras áreas",
} as const;
export type MentorArea = keyof typeof MENTOR_AREAS;
export const MENTOR_AREA_IDS = Object.keys(MENTOR_AREAS) as MentorArea[];

export const MENTORING_LIMITS = {
  capacityMin: 1,
  capacityMax: 5,
  occupations: 10,
  availability: 300,
  messageMin: 20,
  message: 1_000,
  goal: 300,
  comment: 1_000,
  /** How long a mentorship runs unless the mentor sets another end. */
  defaultDays: 90,
  /** The most days a mentor may set. */
  maxDays: 365,
  /** Ratings a mentor needs before his average is shown (to him only). */
  ratingsShownFrom: 3,
} as const;

export const MENTORSHIP_STATUS_LABELS = {
  solicitada: "Aguardando resposta",
  recusada: "Recusada",
  ativa: "Em andamento",
  encerrada: "Encerrada",
  cancelada: "Cancelada",
} as const;

export const mentoringMessages = {
  needsBadge:
    "Só membros com o selo 'Já fiz a transição' podem ser mentores: quem foi contratado pela plataforma ou é veterano confirmado pela equipe.",
  areasRequired: "Escolha pelo menos uma área",
  areaInvalid: "Escolha áreas da lista",
  occupationsTooMany: `Escolha no máximo ${MENTORING_LIMITS.occupations} ocupações`,
  capacityInvalid: `Escolha de ${MENTORING_LIMITS.capacityMin} a ${MENTORING_LIMITS.capacityMax} mentorados ao mesmo tempo`,
  availabilityRequired: "Conte quando você costuma estar disponível",
  availabilityTooLong: `A disponibilidade deve ter no máximo ${MENTORING_LIMITS.availability} caracteres`,
  profileSaved: "Perfil de mentor salvo",
  messageTooShort: `Escreva uma mensagem de pelo menos ${MENTORING_LIMITS.messageMin} caracteres: conte quem você é e no que precisa de ajuda`,
  messageTooLong: `A mensagem deve ter no máximo ${MENTORING_LIMITS.message.toLocaleString("pt-BR")} caracteres`,
  mentorNotFound: "Mentor não encontrado",
  requestSelf: "Você não pode pedir mentoria a si mesmo",
  mentorFull: "Este mentor está com todas as vagas de mentoria ocupadas. Procure outro mentor ou tente mais tarde.",
  requestOpen: "Você já tem um pedido ou uma mentoria em andamento com este mentor",
  requestSent: "Pedido de mentoria enviado. Você será avisado quando o mentor responder.",
  mentorshipNotFound: "Mentoria não encontrada",
  notPending: "Este pedido já foi respondido",
  notRunning: "Esta mentoria não está em andamento",
  accepted: "Mentoria aceita. Combine com o militar os próximos passos em Mensagens.",
  declined: "Pedido recusado. Sua mensagem foi enviada ao militar.",
  declineDefault:
    "Obrigado por me procurar! No momento não consigo acompanhar você como mentor. Procure outro mentor da comunidade: tem muita gente pronta para ajudar. Boa missão!",
  goalTooLong: `O objetivo deve ter no máximo ${MENTORING_LIMITS.goal} caracteres`,
  endsOnInvalid: `Escolha uma data de término entre amanhã e ${MENTORING_LIMITS.maxDays} dias`,
  ended: "Mentoria encerrada. Não deixe de avaliá-la.",
  cancelled: "Pedido de mentoria cancelado",
  starsInvalid: "Dê uma nota de 1 a 5",
  commentTooLong: `O comentário deve ter no máximo ${MENTORING_LIMITS.comment.toLocaleString("pt-BR")} caracteres`,
  rated: "Avaliação registrada. Obrigado!",
  alreadyRated: "Você já avaliou esta mentoria",
  rateAfterEnd: "Avalie a mentoria depois que ela terminar",
} as const;

const areaSchema = z.enum(MENTOR_AREA_IDS as [MentorArea, ...MentorArea[]], { error: mentoringMessages.areaInvalid });

export const mentorProfileSchema = z.strictObject({
  areas: z
    .array(areaSchema, { error: mentoringMessages.areasRequired })
    .min(1, mentoringMessages.areasRequired)
    .max(MENTOR_AREA_IDS.length)
    .transform((a) => [...new Set(a)]),
  occupations: z
    .array(occupationCodeSchema)
    .max(MENTORING_LIMITS.occupations, mentoringMessages.occupationsTooMany)
    .transform((a) => [...new Set(a)]),
  capacity: z.coerce
    .number({ error: mentoringMessages.capacityInvalid })
    .int(mentoringMessages.capacityInvalid)
    .min(MENTORING_LIMITS.capacityMin, mentoringMessages.capacityInvalid)
    .max(MENTORING_LIMITS.capacityMax, mentoringMessages.capacityInvalid),
  availability: safeString({ error: mentoringMessages.availabilityRequired })
    .trim()
    .min(1, mentoringMessages.availabilityRequired)
    .max(MENTORING_LIMITS.availability, mentoringMessages.availabilityTooLong),
  /** Off: he keeps his running mentorships and takes no new requests. */
  active: z.boolean(),
});
export type MentorProfileInput = z.output<typeof mentorProfileSchema>;

export const mentorsQuerySchema = z.strictObject({
  area: z.preprocess(blankToUndefined, areaSchema.optional()),
  ocupacao: z.preprocess(blankToUndefined, occupationCodeSchema.optional()),
  forca: z.preprocess(blankToUndefined, z.enum(MILITARY_BRANCHES, { error: "Escolha uma Força" }).optional()),
});

export const mentorshipRequestSchema = z.strictObject({
  mentorId: safeString({ error: mentoringMessages.mentorNotFound }).min(1, mentoringMessages.mentorNotFound).max(100),
  message: safeString({ error: mentoringMessages.messageTooShort })
    .trim()
    .min(MENTORING_LIMITS.messageMin, mentoringMessages.messageTooShort)
    .max(MENTORING_LIMITS.message, mentoringMessages.messageTooLong),
});

export const mentorshipDecisionSchema = z.discriminatedUnion("decision", [
  z.strictObject({
    decision: z.literal("aceitar"),
    goal: z.preprocess(
      blankToUndefined,
      safeString().trim().max(MENTORING_LIMITS.goal, mentoringMessages.goalTooLong).optional(),
    ),
    /** The mentorship's last day, 'aaaa-mm-dd'; 90 days from today when left out. */
    endsOn: z.preprocess(blankToUndefined, z.iso.date({ error: mentoringMessages.endsOnInvalid }).optional()),
  }),
  z.strictObject({
    decision: z.literal("recusar"),
    message: z.preprocess(
      blankToUndefined,
      safeString().trim().max(MENTORING_LIMITS.message, mentoringMessages.messageTooLong).optional(),
    ),
  }),
]);
export type MentorshipDecision = z.output<typeof mentorshipDecisionSchema>;

export const mentorshipRatingSchema = z.strictObject({
  stars: z.coerce
    .number({ error: mentoringMessages.starsInvalid })
    .int(mentoringMessages.starsInvalid)
    .min(1, mentoringMessages.starsInvalid)
    .max(5, mentoringMessages.starsInvalid),
  comment: z.preprocess(
    blankToUndefined,
    safeString().trim().max(MENTORING_LIMITS.comment, mentoringMessages.commentTooLong).optional(),
  ),
});
