// The calendar invite of an interview (RFC 5545, through ical-generator): METHOD:REQUEST when it is
// confirmed, METHOD:CANCEL when its time is gone (cancelled, or moved until a new time is chosen).
// One event per interview: its UID is the interview's and every change raises SEQUENCE, so Google
// Calendar, Outlook and Apple Calendar update the event they imported instead of adding another.
import { INTERVIEW_KIND_LABELS, type InterviewKind, interviewTitle } from "@pm/shared/interviews";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { CalendarInvite } from "../../mail/mailer";

export interface CalendarInterview {
  id: string;
  kind: InterviewKind;
  location: string | null;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  jobTitle: string;
  companyName: string;
  candidate: { name: string; email: string };
  interviewers: { name: string; email: string }[];
  message: string | null;
  url: string;
}

/** The address of the UID: the platform's host, so the UID is unique across calendars. */
const UID_DOMAIN = "proximamissao.com.br";

function description(i: CalendarInterview): string {
  const lines = [
    `${interviewTitle(i.kind)} — ${i.jobTitle} (${i.companyName}).`,
    i.kind === "video" && i.location ? `Link da chamada: ${i.location}` : "",
    i.kind === "telefone" ? `Telefone: ${i.location ?? "a empresa liga para o número do seu perfil"}` : "",
    i.message ? `Mensagem da empresa: ${i.message}` : "",
    `Detalhes e remarcação: ${i.url}`,
  ];
  return lines.filter(Boolean).join("\n");
}

/** The invite of an interview, as `method` says: the event confirmed, or cancelled. */
export function interviewInvite(i: CalendarInterview, method: "REQUEST" | "CANCEL"): CalendarInvite {
  const calendar = ical({
    prodId: { company: "Próxima Missão", product: "Entrevistas", language: "PT-BR" },
    method: method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  const organizer = i.interviewers[0];
  calendar.createEvent({
    id: `${i.id}@${UID_DOMAIN}`,
    sequence: i.sequence,
    start: i.startsAt,
    end: i.endsAt,
    // Stored and sent in UTC: each calendar shows it in its reader's own zone.
    stamp: new Date(),
    summary: `${interviewTitle(i.kind)}: ${i.jobTitle} — ${i.companyName}`,
    description: description(i),
    location: i.kind === "presencial" ? i.location : i.kind === "video" ? i.location : INTERVIEW_KIND_LABELS.telefone,
    url: i.kind === "video" && i.location ? i.location : i.url,
    status: method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: organizer ? { name: `${organizer.name} (${i.companyName})`, email: organizer.email } : undefined,
    attendees: [
      {
        name: i.candidate.name,
        email: i.candidate.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
      ...i.interviewers.map((person) => ({
        name: person.name,
        email: person.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      })),
    ],
  });
  return {
    method,
    filename: method === "REQUEST" ? "entrevista.ics" : "entrevista-cancelada.ics",
    content: calendar.toString(),
  };
}
