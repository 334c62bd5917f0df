// Entrevistas: the company proposes 1–5 times for an application, the militar picks one (or asks
// for others), either side reschedules or cancels with a reason, and after the time the company
// records how it went. Times travel in UTC (ISO 8601) and are shown in Brasília's time, and in the
// militar's own zone when his state keeps another.
import { z } from "zod";
import { safeString } from "./text";

export const INTERVIEW_KINDS = ["presencial", "video", "telefone"] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = {
  presencial: "Presencial",
  video: "Vídeo",
  telefone: "Telefone",
};

/**
 * 'proposta': times offered, waiting for the militar; 'remarcar': he asked for other times;
 * 'confirmada': a time chosen; then 'realizada' or 'nao_compareceu' as the company records it, or
 * 'cancelada' by either side.
 */
export const INTERVIEW_STATUSES = [
  "proposta",
  "remarcar",
  "confirmada",
  "cancelada",
  "realizada",
  "nao_compareceu",
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  proposta: "Aguardando o candidato",
  remarcar: "Novos horários pedidos",
  confirmada: "Confirmada",
  cancelada: "Cancelada",
  realizada: "Realizada",
  nao_compareceu: "Não compareceu",
};
/** An interview still ahead: one at a time per application. */
export const OPEN_INTERVIEW_STATUSES: readonly InterviewStatus[] = ["proposta", "remarcar", "confirmada"];
export const INTERVIEW_OUTCOMES = ["realizada", "nao_compareceu"] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];

export const INTERVIEW_LIMITS = {
  slots: 5,
  minDuration: 15,
  maxDuration: 240,
  location: 300,
  message: 1000,
  reason: 500,
  note: 2000,
  /** How far ahead a time may be proposed. */
  aheadDays: 120,
} as const;
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

export const interviewMessages = {
  kindInvalid: "Escolha o tipo: Presencial, Vídeo ou Telefone",
  addressRequired: "Informe o endereço da entrevista presencial",
  linkRequired: "Cole o link da chamada de vídeo",
  linkInvalid: "O link da chamada deve começar com http:// ou https://",
  phoneInvalid: "Informe um telefone com DDD",
  locationTooLong: `No máximo ${INTERVIEW_LIMITS.location} caracteres`,
  durationInvalid: `Escolha uma duração entre ${INTERVIEW_LIMITS.minDuration} minutos e ${INTERVIEW_LIMITS.maxDuration / 60} horas`,
  slotsRequired: "Proponha ao menos um horário",
  slotsTooMany: `Proponha no máximo ${INTERVIEW_LIMITS.slots} horários`,
  slotInvalid: "Informe data e hora válidas",
  slotPast: "Este horário já passou",
  slotTooFar: `Proponha horários nos próximos ${INTERVIEW_LIMITS.aheadDays} dias`,
  slotDuplicated: "Este horário está repetido",
  messageTooLong: `A mensagem deve ter no máximo ${INTERVIEW_LIMITS.message} caracteres`,
  interviewerInvalid: "Escolha entrevistadores da equipe da empresa",
  reasonRequired: "Informe o motivo",
  reasonTooLong: `O motivo deve ter no máximo ${INTERVIEW_LIMITS.reason} caracteres`,
  noteTooLong: `A anotação deve ter no máximo ${INTERVIEW_LIMITS.note} caracteres`,
  outcomeInvalid: "Escolha Realizada ou Não compareceu",
  notFound: "Entrevista não encontrada",
  alreadyOpen: "Esta candidatura já tem uma entrevista em aberto: remarque ou cancele a atual",
  applicationClosed: "Só é possível agendar entrevistas de candidaturas pendentes ou em análise",
  notProposed: "Esta entrevista não está aguardando a escolha de um horário",
  slotNotOffered: "Este horário não foi proposto para esta entrevista",
  slotGone: "Este horário já passou. Escolha outro ou peça novos horários.",
  doubleBooked: "Você já tem uma entrevista confirmada nesse horário. Escolha outro ou peça novos horários.",
  notOpen: "Esta entrevista já foi encerrada",
  notConfirmed: "Só uma entrevista confirmada pode ter o resultado registrado",
  notYet: "O resultado só pode ser registrado depois do horário da entrevista",
  scheduled: "Convite de entrevista enviado ao candidato",
  confirmed: "Entrevista confirmada! Enviamos o convite para a sua agenda.",
  timesRequested: "Pedido enviado. A empresa vai propor novos horários.",
  rescheduled: "Novos horários enviados ao candidato",
  canceled: "Entrevista cancelada",
  outcomeSaved: "Resultado registrado",
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** Proposed times: 1–5, distinct, from now up to INTERVIEW_LIMITS.aheadDays ahead (checked against `now`). */
export const slotsSchema = (now: () => Date = () => new Date()) =>
  z
    .array(z.iso.datetime({ offset: true, error: interviewMessages.slotInvalid }), {
      error: interviewMessages.slotsRequired,
    })
    .min(1, interviewMessages.slotsRequired)
    .max(INTERVIEW_LIMITS.slots, interviewMessages.slotsTooMany)
    .superRefine((slots, ctx) => {
      const at = now().getTime();
      const seen = new Set<number>();
      slots.forEach((slot, i) => {
        const time = new Date(slot).getTime();
        if (time <= at) ctx.addIssue({ code: "custom", path: [i], message: interviewMessages.slotPast });
        else if (time > at + INTERVIEW_LIMITS.aheadDays * 86_400_000)
          ctx.addIssue({ code: "custom", path: [i], message: interviewMessages.slotTooFar });
        if (seen.has(time)) ctx.addIssue({ code: "custom", path: [i], message: interviewMessages.slotDuplicated });
        seen.add(time);
      });
    });

const optionalText = (max: number, tooLong: string) =>
  safeString()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

const reason = safeString({ error: interviewMessages.reasonRequired })
  .trim()
  .min(1, interviewMessages.reasonRequired)
  .max(INTERVIEW_LIMITS.reason, interviewMessages.reasonTooLong);

/** 'Agendar entrevista': where, how long, the times, who interviews and a message. */
export const scheduleInterviewSchema = (now?: () => Date) =>
  z
    .strictObject({
      kind: z.enum(INTERVIEW_KINDS, { error: interviewMessages.kindInvalid }),
      location: optionalText(INTERVIEW_LIMITS.location, interviewMessages.locationTooLong),
      durationMinutes: z
        .number({ error: interviewMessages.durationInvalid })
        .int(interviewMessages.durationInvalid)
        .min(INTERVIEW_LIMITS.minDuration, interviewMessages.durationInvalid)
        .max(INTERVIEW_LIMITS.maxDuration, interviewMessages.durationInvalid),
      slots: slotsSchema(now),
      interviewerIds: z.array(z.string().min(1).max(64)).max(15, interviewMessages.interviewerInvalid).default([]),
      message: optionalText(INTERVIEW_LIMITS.message, interviewMessages.messageTooLong),
    })
    .superRefine((input, ctx) => {
      const at = ["location"];
      if (input.kind === "presencial" && !input.location) {
        ctx.addIssue({ code: "custom", path: at, message: interviewMessages.addressRequired });
      }
      if (input.kind === "video") {
        if (!input.location) ctx.addIssue({ code: "custom", path: at, message: interviewMessages.linkRequired });
        else if (!isHttpUrl(input.location))
          ctx.addIssue({ code: "custom", path: at, message: interviewMessages.linkInvalid });
      }
      if (input.kind === "telefone" && input.location && input.location.replace(/\D/g, "").length < 10) {
        ctx.addIssue({ code: "custom", path: at, message: interviewMessages.phoneInvalid });
      }
    });
export type ScheduleInterviewInput = z.input<ReturnType<typeof scheduleInterviewSchema>>;

/** The company's new times for an interview (the militar asked, or the company must move it). */
export const rescheduleInterviewSchema = (now?: () => Date) =>
  z.strictObject({
    slots: slotsSchema(now),
    reason: optionalText(INTERVIEW_LIMITS.reason, interviewMessages.reasonTooLong),
  });
export type RescheduleInterviewInput = z.input<ReturnType<typeof rescheduleInterviewSchema>>;

export const chooseSlotSchema = z.strictObject({ slotId: z.guid({ error: interviewMessages.slotNotOffered }) });
export const requestTimesSchema = z.strictObject({ reason });
export const cancelInterviewSchema = z.strictObject({ reason });
export const interviewOutcomeSchema = z.strictObject({
  outcome: z.enum(INTERVIEW_OUTCOMES, { error: interviewMessages.outcomeInvalid }),
  note: optionalText(INTERVIEW_LIMITS.note, interviewMessages.noteTooLong),
});

/**
 * The time zone a militar lives in, by his state: Brasília's for most; Acre's UTC−5; Amazonas,
 * Roraima, Rondônia, Mato Grosso and Mato Grosso do Sul at UTC−4; Fernando de Noronha at UTC−2.
 */
export function zoneOf(state: string | null | undefined, city?: string | null): string {
  if (city && /fernando de noronha/i.test(city)) return "America/Noronha";
  switch (state) {
    case "AC":
      return "America/Rio_Branco";
    case "AM":
      return "America/Manaus";
    case "RR":
      return "America/Boa_Vista";
    case "RO":
      return "America/Porto_Velho";
    case "MT":
      return "America/Cuiaba";
    case "MS":
      return "America/Campo_Grande";
    default:
      return BRASILIA;
  }
}
export const BRASILIA = "America/Sao_Paulo";

const ZONE_NAMES: Record<string, string> = {
  "America/Sao_Paulo": "horário de Brasília",
  "America/Rio_Branco": "horário do Acre",
  "America/Manaus": "horário do Amazonas",
  "America/Boa_Vista": "horário de Roraima",
  "America/Porto_Velho": "horário de Rondônia",
  "America/Cuiaba": "horário de Mato Grosso",
  "America/Campo_Grande": "horário de Mato Grosso do Sul",
  "America/Noronha": "horário de Fernando de Noronha",
};

/** "ter., 1 de dez., 14:00" in a zone. */
function inZone(at: Date, zone: string): string {
  return new Intl.DateTimeFormat("pt-BR", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
}

/**
 * A time as both sides read it: "ter., 1 de dez., 14:00 (horário de Brasília)", followed by the
 * militar's own when his zone differs: "… — 13:00 no horário do Amazonas".
 */
export function interviewTimeLabel(at: Date | string, militarZone: string = BRASILIA): string {
  const when = typeof at === "string" ? new Date(at) : at;
  const brasilia = `${inZone(when, BRASILIA)} (${ZONE_NAMES[BRASILIA]})`;
  if (militarZone === BRASILIA) return brasilia;
  const local = new Intl.DateTimeFormat("pt-BR", { timeZone: militarZone, hour: "2-digit", minute: "2-digit" }).format(
    when,
  );
  return `${brasilia} — ${local} no ${ZONE_NAMES[militarZone] ?? militarZone}`;
}

/** "Entrevista por vídeo", "Entrevista presencial", "Entrevista por telefone". */
export function interviewTitle(kind: InterviewKind): string {
  return kind === "presencial" ? "Entrevista presencial" : `Entrevista por ${kind === "video" ? "vídeo" : "telefone"}`;
}
