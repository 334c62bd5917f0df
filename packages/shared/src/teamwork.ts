// Hiring together (decision 035): the team's notes on an application, with mentions, each
// member's rating of the candidate for the job, the job's responsible member, and the application's
// timeline. Only the company's members ever read any of it.
import { z } from "zod";
import { safeString } from "./text";

export const NOTE_MAX_LENGTH = 2000;
/** An author edits or deletes his note within this many minutes of writing it. */
export const NOTE_EDIT_MINUTES = 15;
/** A mention is e-mailed when the bell's notification was not seen within this many minutes. */
export const MENTION_EMAIL_AFTER_MINUTES = 10;
/** What a former member's name reads as, on what he wrote. */
export const FORMER_MEMBER = "Ex-membro";

export const teamworkMessages = {
  noteBlank: "Escreva a nota antes de salvar.",
  noteTooLong: `A nota pode ter até ${NOTE_MAX_LENGTH.toLocaleString("pt-BR")} caracteres.`,
  mentionOutside: "Só é possível mencionar membros da equipe da empresa.",
  noteNotFound: "Esta nota não existe mais.",
  noteLocked: `Uma nota só pode ser editada ou excluída pelo autor, até ${NOTE_EDIT_MINUTES} minutos depois de escrita.`,
  ratingInvalid: "Escolha de 1 a 5 estrelas.",
  responsibleOutside: "O responsável precisa ser um Administrador ou Recrutador da equipe.",
  noteSaved: "Nota salva.",
  noteDeleted: "Nota excluída.",
  ratingSaved: "Avaliação salva.",
} as const;

export const noteSchema = z.strictObject({
  body: safeString({ error: teamworkMessages.noteBlank })
    .trim()
    .min(1, teamworkMessages.noteBlank)
    .max(NOTE_MAX_LENGTH, teamworkMessages.noteTooLong),
  /** The members the note mentions (chosen from the '@' list); each must be in the team. */
  mentions: z.array(z.string().min(1).max(64)).max(20).default([]),
});
export type NoteInput = z.input<typeof noteSchema>;

export const ratingSchema = z.strictObject({
  stars: z
    .number({ error: teamworkMessages.ratingInvalid })
    .int(teamworkMessages.ratingInvalid)
    .min(1, teamworkMessages.ratingInvalid)
    .max(5, teamworkMessages.ratingInvalid),
});

export const responsibleSchema = z.strictObject({
  userId: z.string().min(1).max(64).nullable(),
});

/** A member as a note, a mention or a job names him: null id once his account is gone. */
export interface MemberRef {
  id: string | null;
  name: string;
}

export interface TeamNote {
  id: string;
  author: MemberRef;
  body: string;
  mentions: MemberRef[];
  createdAt: string;
  updatedAt: string;
  /** The caller wrote it and its 15 minutes have not run out. */
  editable: boolean;
}

export interface RatingSummary {
  /** Average stars, one decimal; null before the first rating. */
  average: number | null;
  count: number;
  /** The caller's own stars, if he rated. */
  mine: number | null;
  ratings: { member: MemberRef; stars: number; at: string }[];
}

export type TimelineKind = "applied" | "status" | "note" | "rating" | "message" | "interview";

export interface TimelineEntry {
  kind: TimelineKind;
  at: string;
  /** Who did it: a member, the candidate, or 'Ex-membro'. */
  actor: string;
  /** What the entry says beside the actor ("moveu para Em análise", "deu 4 estrelas", an excerpt). */
  detail: string;
}

/** A member's average in the list and on the card: "4,5 (2)". */
export function ratingLabel(average: number | null, count: number): string {
  if (average === null || count === 0) return "Sem avaliações";
  return `${average.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} (${count})`;
}

/** What the bell stores when a note mentions a member, and when an application arrives. */
export interface TeamMentionData {
  applicationId: string;
  authorName: string;
  candidateName: string;
  jobTitle: string;
  excerpt: string;
}

export interface NewApplicationData {
  applicationId: string;
  candidateName: string;
  jobTitle: string;
}
