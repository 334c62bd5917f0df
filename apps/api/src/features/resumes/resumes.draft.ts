// The CV's first draft, written from what the militar told the product: his objective from the
// translator's best suggestion, a summary in civilian words, his service as civilian experience
// with the duties of his especialidades, and his availability. He edits all of it.
import {
  AVAILABILITY_LABELS,
  type Availability,
  DESIRED_AREA_LABELS,
  type DesiredArea,
  isMilitaryBranch,
  isRank,
  type MilitaryBranch,
  RANK_LABELS,
  SERVICE_STATUSES,
  type ServiceStatus,
} from "@pm/shared/profile.military-options";
import { currentMonth, RESUME_LIMITS, type ResumeContent, type ResumeExperience } from "@pm/shared/resumes";
import { cboOccupationByCode, rankOccupationFor, specialtyDutiesFor, suggestionsFor } from "../skills/skills.public";
import type { ResumeFacts } from "./resumes.queries";

/** The força as a CV names the employer. */
export const FORCE_EMPLOYER: Record<MilitaryBranch, string> = {
  exercito: "Exército Brasileiro",
  marinha: "Marinha do Brasil",
  aeronautica: "Força Aérea Brasileira",
  pm: "Polícia Militar",
  bombeiros: "Corpo de Bombeiros Militar",
};

/** What the rank's command adds to the duties, in a recruiter's words. */
const COMMAND_DUTY = {
  supervisao: "Supervisão de equipes, com distribuição de tarefas, orientação e avaliação de desempenho",
  gestao:
    "Liderança e gestão de equipes, com planejamento, definição de metas e responsabilidade por pessoas e recursos",
} as const;

/** The most duties the draft lists for one period of service. */
const DRAFT_BULLETS = 5;

const isServiceStatus = (v: unknown): v is ServiceStatus =>
  typeof v === "string" && (SERVICE_STATUSES as readonly string[]).includes(v);
const isDesiredArea = (v: unknown): v is DesiredArea => typeof v === "string" && v in DESIRED_AREA_LABELS;
const isAvailability = (v: unknown): v is Availability => typeof v === "string" && v in AVAILABILITY_LABELS;

/** The duties of his especialidades, one from each in turn, without repeats, then the rank's command. */
function draftDuties(facts: ResumeFacts): string[] {
  const lists = facts.specialties
    .map((s) => specialtyDutiesFor(facts.militaryBranch, s)?.duties ?? [])
    .filter((l) => l.length > 0);
  const bullets: string[] = [];
  const command = rankOccupationFor(facts.militaryBranch, facts.rank)?.leadership;
  const room = command && command !== "execucao" ? DRAFT_BULLETS - 1 : DRAFT_BULLETS;
  for (let i = 0; bullets.length < room && lists.some((l) => i < l.length); i++) {
    for (const list of lists) {
      const duty = list[i];
      if (duty && !bullets.includes(duty) && bullets.length < room) bullets.push(duty);
    }
  }
  if (command && command !== "execucao") bullets.push(COMMAND_DUTY[command]);
  return bullets.slice(0, RESUME_LIMITS.bullets);
}

/** His service as one experience, when the profile says when it was. */
function serviceExperience(facts: ResumeFacts, title: string): ResumeExperience | null {
  if (!isMilitaryBranch(facts.militaryBranch)) return null;
  const thisYear = Number(currentMonth().slice(0, 4));
  const years = facts.yearsOfService ?? null;
  const start = facts.incorporationYear ?? (years ? thisYear - years : null);
  if (!start) return null;
  const current = facts.serviceStatus === "ativa-temporario" || facts.serviceStatus === "ativa-carreira";
  const end = current ? null : Math.min(thisYear, Math.max(start, start + (years ?? 0)));
  const rank = isRank(facts.rank) ? RANK_LABELS[facts.rank] : null;
  return {
    kind: "militar",
    title: (title || (rank ? `${rank} — ${FORCE_EMPLOYER[facts.militaryBranch]}` : "Militar")).slice(
      0,
      RESUME_LIMITS.title,
    ),
    organization: FORCE_EMPLOYER[facts.militaryBranch],
    city: "",
    start: { month: "", year: String(start) },
    current,
    end: end ? { month: "", year: String(end) } : { month: "", year: "" },
    bullets: draftDuties(facts),
  };
}

/** "Exército Brasileiro", "Polícia Militar" — in a sentence, with its article. */
function forceInSentence(branch: MilitaryBranch): string {
  const feminine: readonly MilitaryBranch[] = ["marinha", "aeronautica", "pm"];
  return `${feminine.includes(branch) ? "na" : "no"} ${FORCE_EMPLOYER[branch]}`;
}

/** The summary's first draft: who he is, what he did, what he seeks. */
function draftSummary(facts: ResumeFacts, occupations: readonly string[], objective: string): string {
  const parts: string[] = [];
  const years = facts.yearsOfService;
  const branch = isMilitaryBranch(facts.militaryBranch) ? facts.militaryBranch : null;
  const status = isServiceStatus(facts.serviceStatus) ? facts.serviceStatus : null;
  const who = status === "reserva" ? "Militar da reserva" : status === "licenciado" ? "Ex-militar" : "Militar";
  if (branch) {
    parts.push(
      `${who} com ${years ? `${years} ${years === 1 ? "ano" : "anos"} de experiência` : "experiência"} ${forceInSentence(branch)}.`,
    );
  }
  const fields = occupations.slice(0, 3).map((o) => o.toLowerCase());
  if (fields.length > 0) {
    const list = fields.length > 1 ? `${fields.slice(0, -1).join(", ")} e ${fields.at(-1)}` : fields[0];
    parts.push(`Experiência prática em atividades equivalentes às de ${list}.`);
  }
  const command = rankOccupationFor(facts.militaryBranch, facts.rank)?.leadership;
  if (command === "supervisao") parts.push("Acostumado a supervisionar equipes e a cumprir prazos sob pressão.");
  if (command === "gestao") parts.push("Experiência em liderança, planejamento e gestão de pessoas e recursos.");
  parts.push("Disciplina, pontualidade e compromisso com segurança e resultados.");
  const area = isDesiredArea(facts.desiredArea) && facts.desiredArea !== "outros" ? facts.desiredArea : null;
  if (objective) {
    parts.push(
      `Busco oportunidade como ${objective.toLowerCase()}${area ? `, na área de ${DESIRED_AREA_LABELS[area].toLowerCase()}` : ""}.`,
    );
  }
  return parts.join(" ").slice(0, RESUME_LIMITS.summary);
}

/**
 * The draft of a militar who never saved his CV. Its objective is the occupation his transition
 * plan chose, or else the translator's first suggestion.
 */
export function draftResume(facts: ResumeFacts): ResumeContent {
  const suggestions = suggestionsFor(facts);
  const goal = facts.goalCode ? cboOccupationByCode(facts.goalCode) : null;
  const best = goal ? { code: goal.code, title: goal.title } : (suggestions[0] ?? null);
  const experience = serviceExperience(facts, best?.title ?? "");
  return {
    link: "",
    objective: {
      area: isDesiredArea(facts.desiredArea) ? facts.desiredArea : "",
      occupationCode: best?.code ?? "",
      occupationTitle: best?.title ?? "",
    },
    summary: draftSummary(
      facts,
      suggestions.map((s) => s.title),
      best?.title ?? "",
    ),
    experiences: experience ? [experience] : [],
    education: [],
    courses: [],
    languages: [{ language: "Português", level: "nativo" }],
    cnh: [],
    reservist: "",
    availability: isAvailability(facts.availability) ? facts.availability : "",
  };
}

/** The translator's suggestions for his objective: the occupations he may pick. */
export function objectiveSuggestions(facts: ResumeFacts) {
  return suggestionsFor(facts).map(({ code, title, reason }) => ({ code, title, reason }));
}
