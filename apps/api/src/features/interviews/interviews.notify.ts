// Tells each side of an interview what changed: the bell (live, through the notifications table's
// realtime topic) for the side that did not act, and an e-mail with the calendar invite whenever a
// time is confirmed (METHOD:REQUEST) or given up (METHOD:CANCEL), so both calendars follow.
import { INTERVIEW_KIND_LABELS, INTERVIEW_LIMITS, interviewTimeLabel, zoneOf } from "@pm/shared/interviews";
import { type InterviewEvent, type InterviewNotificationData, interviewSentence } from "@pm/shared/notifications";
import { href } from "@pm/shared/pages";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { CalendarInvite, Mailer } from "../../mail/mailer";
import { interviewEmail } from "../../mail/templates";
import { interviewInvite } from "./interviews.calendar";
import { insertInterviewBells, interviewFacts } from "./interviews.queries";

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  logger?: Logger;
}

type Facts = NonNullable<Awaited<ReturnType<typeof interviewFacts>>>;

const SUBJECTS: Record<InterviewEvent, (job: string, name: string) => string> = {
  proposta: (job) => `Convite para entrevista: ${job}`,
  reagendada: (job) => `Novos horários para a entrevista: ${job}`,
  confirmada: (job) => `Entrevista confirmada: ${job}`,
  remarcar: (job, name) => `${name} pediu outros horários: ${job}`,
  cancelada: (job) => `Entrevista cancelada: ${job}`,
  lembrete: (job) => `Lembrete de entrevista: ${job}`,
};

/** Which side hears of an event with a bell: the side that did not act; both for a reminder. */
function bellSides(by: "empresa" | "militar" | "sistema"): ("militar" | "empresa")[] {
  if (by === "sistema") return ["militar", "empresa"];
  return by === "empresa" ? ["militar"] : ["empresa"];
}

function facts(f: Facts, when: string | null, previous: string | null): [string, string][] {
  const rows: [string, string][] = [
    ["Vaga", `${f.jobTitle} — ${f.companyName}`],
    ["Tipo", INTERVIEW_KIND_LABELS[f.kind]],
  ];
  if (when) rows.push(["Quando", when]);
  if (previous) rows.push(["Horário anterior", previous]);
  rows.push(["Duração", `${f.durationMinutes} minutos`]);
  if (f.kind === "presencial" && f.location) rows.push(["Endereço", f.location]);
  if (f.kind === "video" && f.location) rows.push(["Link da chamada", f.location]);
  if (f.kind === "telefone") rows.push(["Telefone", f.location ?? "A empresa liga para o telefone do seu perfil"]);
  if (f.message) rows.push(["Mensagem da empresa", f.message.slice(0, INTERVIEW_LIMITS.message)]);
  if (f.reason) rows.push(["Motivo", f.reason]);
  return rows;
}

/**
 * Announces `event` of interview `id`, done by `by` (or the reminders' job). `previous` is the time
 * the interview held before a change gave it up: the invite that cancels it carries that time.
 */
export async function announceInterview(
  deps: NotifyDeps,
  id: string,
  event: InterviewEvent,
  by: "empresa" | "militar" | "sistema",
  previous: { startsAt: Date; endsAt: Date } | null = null,
): Promise<void> {
  const f = await interviewFacts(deps.db, id);
  if (!f?.userId || !f.candidateEmail) return;
  const zone = zoneOf(f.candidateState, f.candidateCity);
  const when = f.startsAt ? interviewTimeLabel(f.startsAt, zone) : null;
  const before = previous ? interviewTimeLabel(previous.startsAt, zone) : null;
  const militarUrl = `${deps.baseUrl}${href("militaryApplications")}#entrevista-${f.id}`;
  const companyUrl = `${deps.baseUrl}${href("companyCandidates", {}, { candidatura: f.applicationId })}`;

  const calendarOf = (): CalendarInvite | undefined => {
    const base = {
      id: f.id,
      kind: f.kind,
      location: f.location,
      sequence: f.sequence,
      jobTitle: f.jobTitle,
      companyName: f.companyName,
      candidate: { name: f.candidateName ?? "Candidato", email: f.candidateEmail ?? "" },
      interviewers: f.team.map((m) => ({ name: m.name, email: m.email })),
      message: f.message,
      url: militarUrl,
    };
    if (event === "confirmada" && f.startsAt && f.endsAt) {
      return interviewInvite({ ...base, startsAt: f.startsAt, endsAt: f.endsAt }, "REQUEST");
    }
    if (previous && (event === "reagendada" || event === "remarcar" || event === "cancelada")) {
      return interviewInvite({ ...base, ...previous }, "CANCEL");
    }
    return undefined;
  };
  const calendar = calendarOf();

  const militarData: InterviewNotificationData = {
    interviewId: f.id,
    applicationId: f.applicationId,
    event,
    to: "militar",
    jobTitle: f.jobTitle,
    otherName: f.companyName,
    when,
  };
  const companyData: InterviewNotificationData = {
    ...militarData,
    to: "empresa",
    otherName: f.candidateName ?? "Candidato",
  };

  const bells = bellSides(by);
  const rows = [
    ...(bells.includes("militar") ? [{ userId: f.userId, data: militarData }] : []),
    ...(bells.includes("empresa") ? f.team.map((m) => ({ userId: m.id, data: companyData })) : []),
  ];
  await insertInterviewBells(deps.db, rows);

  // E-mails: the side told by the bell, and both whenever a calendar changes.
  const mailMilitar = bells.includes("militar") || calendar !== undefined;
  const mailTeam = bells.includes("empresa") || calendar !== undefined;
  const emails = [
    ...(mailMilitar
      ? [
          interviewEmail(f.candidateEmail, {
            name: f.candidateName ?? "",
            subject: SUBJECTS[event](f.jobTitle, f.companyName),
            sentence: interviewSentence(militarData),
            facts: facts(f, when, before),
            url: militarUrl,
            action: event === "proposta" || event === "reagendada" ? "Escolher horário" : "Ver entrevista",
            calendar,
          }),
        ]
      : []),
    ...(mailTeam
      ? f.team.map((m) =>
          interviewEmail(m.email, {
            name: m.name,
            subject: SUBJECTS[event](f.jobTitle, f.candidateName ?? "O candidato"),
            sentence: interviewSentence(companyData),
            facts: facts(f, when, before),
            url: companyUrl,
            action: "Ver candidatura",
            calendar,
          }),
        )
      : []),
  ];
  if (emails.length === 0) return;
  const outcomes = await deps.mailer.sendMany(emails);
  for (const error of outcomes) {
    if (error) deps.logger?.error({ err: error, interviewId: f.id, event }, "interview e-mail failed");
  }
}
