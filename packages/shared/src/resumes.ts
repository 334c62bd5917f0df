// The militar's CV ('Meu currículo'): what he may write in it, section by section, shared by the
// form that sends it and the API that stores it, and the completeness the page shows and the PDF
// requires.
import { z } from "zod";
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  DESIRED_AREA_LABELS,
  DESIRED_AREAS,
  MIN_INCORPORATION_YEAR,
} from "./profile.military-options";
import { safeString, tooLongMessage } from "./text";

/** The longest text each field takes, and the most items each list takes. */
export const RESUME_LIMITS = {
  bullet: 200,
  bullets: 6,
  title: 120,
  organization: 160,
  city: 80,
  summary: 1500,
  link: 200,
  occupationTitle: 160,
  institution: 160,
  course: 160,
  language: 40,
  experiences: 20,
  education: 10,
  courses: 30,
  languages: 10,
} as const;

export const RESUME_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const EXPERIENCE_KINDS = ["militar", "civil"] as const;
export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];
export const EXPERIENCE_KIND_LABELS: Record<ExperienceKind, string> = {
  militar: "Serviço militar",
  civil: "Emprego civil",
};

export const EDUCATION_LEVELS = [
  "fundamental",
  "medio",
  "tecnico",
  "tecnologo",
  "bacharelado",
  "licenciatura",
  "pos-graduacao",
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  fundamental: "Ensino fundamental",
  medio: "Ensino médio",
  tecnico: "Técnico",
  tecnologo: "Superior — tecnólogo",
  bacharelado: "Superior — bacharelado",
  licenciatura: "Superior — licenciatura",
  "pos-graduacao": "Pós-graduação",
};

export const LANGUAGE_LEVELS = ["basico", "intermediario", "avancado", "fluente", "nativo"] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const LANGUAGE_LEVEL_LABELS: Record<LanguageLevel, string> = {
  basico: "Básico",
  intermediario: "Intermediário",
  avancado: "Avançado",
  fluente: "Fluente",
  nativo: "Nativo",
};

/** The CNH's categories a job may ask for (CTB, art. 143). */
export const CNH_CATEGORIES = ["A", "B", "C", "D", "E"] as const;
export type CnhCategory = (typeof CNH_CATEGORIES)[number];

export const RESERVIST_ANSWERS = ["sim", "nao"] as const;
export const RESERVIST_LABELS: Record<(typeof RESERVIST_ANSWERS)[number], string> = { sim: "Sim", nao: "Não" };

export const MONTHS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;
export const MONTH_LABELS: Record<(typeof MONTHS)[number], string> = {
  "01": "Janeiro",
  "02": "Fevereiro",
  "03": "Março",
  "04": "Abril",
  "05": "Maio",
  "06": "Junho",
  "07": "Julho",
  "08": "Agosto",
  "09": "Setembro",
  "10": "Outubro",
  "11": "Novembro",
  "12": "Dezembro",
};

export const resumeMessages = {
  tooLong: tooLongMessage,
  kindInvalid: "Selecione o tipo de experiência",
  titleRequired: "Informe o cargo",
  organizationRequired: "Informe a organização ou empresa",
  bulletRequired: "Escreva a atividade ou remova o item",
  bulletsTooMany: `Use no máximo ${RESUME_LIMITS.bullets} atividades por experiência`,
  experiencesTooMany: `Adicione no máximo ${RESUME_LIMITS.experiences} experiências`,
  educationTooMany: `Adicione no máximo ${RESUME_LIMITS.education} formações`,
  coursesTooMany: `Adicione no máximo ${RESUME_LIMITS.courses} cursos`,
  languagesTooMany: `Adicione no máximo ${RESUME_LIMITS.languages} idiomas`,
  yearInvalid: "Informe um ano válido",
  monthInvalid: "Selecione um mês da lista",
  startInFuture: "A data de início não pode estar no futuro",
  endInFuture: "A data de término não pode estar no futuro",
  endBeforeStart: "A data de término não pode ser anterior à de início",
  endRequired: "Informe o término ou marque 'Trabalho aqui atualmente'",
  educationLevelInvalid: "Selecione o nível da formação",
  institutionRequired: "Informe a instituição",
  courseRequired: "Informe o curso",
  courseNameRequired: "Informe o nome do curso",
  languageRequired: "Informe o idioma",
  languageLevelInvalid: "Selecione o nível do idioma",
  cnhInvalid: "Selecione categorias da CNH da lista",
  reservistInvalid: "Responda sim ou não",
  areaInvalid: "Selecione uma área da lista",
  occupationInvalid: "Escolha um cargo da lista de sugestões",
  availabilityInvalid: "Selecione uma disponibilidade da lista",
  linkInvalid: "Informe um endereço que comece com https://",
  saved: "Currículo salvo!",
  saveError: "Não foi possível salvar o currículo. Tente novamente.",
  loadError: "Erro ao carregar o currículo",
  incomplete: "Preencha as seções obrigatórias antes de gerar o PDF",
  uploadNotPdf: "Envie um arquivo PDF",
  uploadTooBig: "O arquivo deve ter no máximo 5 MB",
  uploadEncrypted: "Este PDF está protegido por senha. Envie uma versão sem senha.",
  uploadActiveContent: "Este PDF contém scripts ou arquivos anexados. Envie uma versão sem eles.",
  uploadUnreadable: "Não foi possível ler este PDF. Gere o arquivo novamente e tente outra vez.",
  uploaded: "Currículo em PDF enviado!",
  noUpload: "Envie seu arquivo antes de escolhê-lo",
  removed: "Currículo removido pelo candidato",
  notFound: "Currículo não encontrado",
} as const;

const text = (max: number) => safeString().trim().max(max, resumeMessages.tooLong(max));
const requiredText = (max: number, message: string) =>
  safeString({ error: message }).trim().min(1, message).max(max, resumeMessages.tooLong(max));
/** One of `values`, or "" for none. */
const choiceOrBlank = <const T extends readonly string[]>(values: T, message: string) =>
  safeString({ error: message })
    .refine((v) => v === "" || values.includes(v), message)
    .transform((v) => v as T[number] | "");
const choice = <const T extends readonly string[]>(values: T, message: string) =>
  safeString({ error: message })
    .refine((v) => values.includes(v), message)
    .transform((v) => v as T[number]);

/** "YYYY-MM" of a day, in the militar's time zone: what "the future" means for a month. */
export function currentMonth(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" })
    .format(now)
    .slice(0, 7);
}

const isPeriodYear = (v: string) => /^\d{4}$/.test(v) && Number(v) >= MIN_INCORPORATION_YEAR;

/** A month of a period: the year, and the month when he remembers it. */
const periodSchema = z.strictObject({
  month: choiceOrBlank(MONTHS, resumeMessages.monthInvalid),
  year: safeString({ error: resumeMessages.yearInvalid }).trim().refine(isPeriodYear, resumeMessages.yearInvalid),
});
export type ResumePeriod = z.output<typeof periodSchema>;
type PeriodLike = { month: string; year: string };

/** An end that may be blank (a current job has none). */
const endSchema = z.strictObject({
  month: choiceOrBlank(MONTHS, resumeMessages.monthInvalid),
  year: safeString({ error: resumeMessages.yearInvalid })
    .trim()
    .refine((v) => v === "" || isPeriodYear(v), resumeMessages.yearInvalid),
});

const blankPeriod: ResumePeriod = { month: "", year: "" };

/**
 * Compares two periods; when either has no month, by the year alone (an end in "2019" is not
 * before a start in "03/2019").
 */
export function comparePeriods(a: PeriodLike, b: PeriodLike): number {
  if (a.year !== b.year) return Number(a.year) - Number(b.year);
  if (!a.month || !b.month) return 0;
  return Number(a.month) - Number(b.month);
}

function isFuture(period: PeriodLike, now: Date): boolean {
  const [year, month] = currentMonth(now).split("-") as [string, string];
  return comparePeriods(period, { year, month }) > 0;
}

const experienceSchema = z
  .strictObject({
    kind: choice(EXPERIENCE_KINDS, resumeMessages.kindInvalid),
    title: requiredText(RESUME_LIMITS.title, resumeMessages.titleRequired),
    organization: requiredText(RESUME_LIMITS.organization, resumeMessages.organizationRequired),
    city: text(RESUME_LIMITS.city),
    start: periodSchema,
    current: z.boolean(),
    // A current one has no end: what the form still holds there is dropped.
    end: endSchema,
    bullets: z
      .array(requiredText(RESUME_LIMITS.bullet, resumeMessages.bulletRequired))
      .max(RESUME_LIMITS.bullets, resumeMessages.bulletsTooMany),
  })
  .superRefine((value, ctx) => {
    const now = new Date();
    if (isFuture(value.start, now)) {
      ctx.addIssue({ code: "custom", path: ["start", "year"], message: resumeMessages.startInFuture });
    }
    if (value.current) return;
    if (!value.end.year) {
      ctx.addIssue({ code: "custom", path: ["end", "year"], message: resumeMessages.endRequired });
    } else if (isFuture(value.end, now)) {
      ctx.addIssue({ code: "custom", path: ["end", "year"], message: resumeMessages.endInFuture });
    } else if (comparePeriods(value.end, value.start) < 0) {
      ctx.addIssue({ code: "custom", path: ["end", "year"], message: resumeMessages.endBeforeStart });
    }
  })
  .transform((value) => (value.current ? { ...value, end: blankPeriod } : value));
export type ResumeExperience = z.output<typeof experienceSchema>;

/** A year of a formação: the one it ended, or is expected to end (up to six years ahead). */
const educationYear = safeString({ error: resumeMessages.yearInvalid })
  .trim()
  .refine((v) => {
    const year = Number(v);
    return /^\d{4}$/.test(v) && year >= MIN_INCORPORATION_YEAR - 10 && year <= new Date().getFullYear() + 6;
  }, resumeMessages.yearInvalid);

const educationSchema = z.strictObject({
  level: choice(EDUCATION_LEVELS, resumeMessages.educationLevelInvalid),
  institution: requiredText(RESUME_LIMITS.institution, resumeMessages.institutionRequired),
  course: text(RESUME_LIMITS.course),
  year: educationYear,
  inProgress: z.boolean(),
});
export type ResumeEducation = z.output<typeof educationSchema>;

const courseSchema = z.strictObject({
  name: requiredText(RESUME_LIMITS.course, resumeMessages.courseNameRequired),
  institution: text(RESUME_LIMITS.institution),
  year: z.union([z.literal(""), educationYear]),
});
export type ResumeCourse = z.output<typeof courseSchema>;

const languageSchema = z.strictObject({
  language: requiredText(RESUME_LIMITS.language, resumeMessages.languageRequired),
  level: choice(LANGUAGE_LEVELS, resumeMessages.languageLevelInvalid),
});
export type ResumeLanguage = z.output<typeof languageSchema>;

const link = text(RESUME_LIMITS.link).refine((v) => {
  if (v === "") return true;
  try {
    const url = new URL(v);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}, resumeMessages.linkInvalid);

/** Everything he writes in his CV; what the product knows (name, contact, certificates) is added when shown. */
export const resumeContentSchema = z.strictObject({
  link,
  objective: z.strictObject({
    area: choiceOrBlank(DESIRED_AREAS, resumeMessages.areaInvalid),
    occupationCode: safeString()
      .trim()
      .refine((v) => v === "" || /^\d{6}$/.test(v), resumeMessages.occupationInvalid),
    occupationTitle: text(RESUME_LIMITS.occupationTitle),
  }),
  summary: text(RESUME_LIMITS.summary),
  experiences: z.array(experienceSchema).max(RESUME_LIMITS.experiences, resumeMessages.experiencesTooMany),
  education: z.array(educationSchema).max(RESUME_LIMITS.education, resumeMessages.educationTooMany),
  courses: z.array(courseSchema).max(RESUME_LIMITS.courses, resumeMessages.coursesTooMany),
  languages: z.array(languageSchema).max(RESUME_LIMITS.languages, resumeMessages.languagesTooMany),
  cnh: z
    .array(choice(CNH_CATEGORIES, resumeMessages.cnhInvalid))
    .max(CNH_CATEGORIES.length, resumeMessages.cnhInvalid)
    .transform((list) => CNH_CATEGORIES.filter((c) => list.includes(c))),
  reservist: choiceOrBlank(RESERVIST_ANSWERS, resumeMessages.reservistInvalid),
  availability: choiceOrBlank(AVAILABILITIES, resumeMessages.availabilityInvalid),
});
export type ResumeContent = z.output<typeof resumeContentSchema>;
export type ResumeContentInput = z.input<typeof resumeContentSchema>;

/** Which CV companies receive: the one written here, or the PDF he sent. */
export const RESUME_SOURCES = ["generated", "upload"] as const;
export type ResumeSource = (typeof RESUME_SOURCES)[number];
export const resumeSourceSchema = z.strictObject({
  source: choice(RESUME_SOURCES, resumeMessages.noUpload),
});

/** A CV's sections in the order the page and the PDF show them, each with what is missing from it. */
export const RESUME_SECTIONS = [
  { key: "objective", label: "Objetivo", required: true, missing: "Escolha o cargo que você busca" },
  { key: "summary", label: "Resumo", required: true, missing: "Escreva seu resumo profissional" },
  { key: "experiences", label: "Experiência", required: true, missing: "Adicione ao menos uma experiência" },
  { key: "education", label: "Formação", required: true, missing: "Adicione sua formação" },
  {
    key: "courses",
    label: "Cursos e certificações",
    required: false,
    missing: "Adicione seus cursos ou conclua uma trilha",
  },
  { key: "languages", label: "Idiomas", required: false, missing: "Informe os idiomas que você fala" },
  { key: "cnh", label: "CNH", required: false, missing: "Informe sua CNH, se tiver" },
  {
    key: "reservist",
    label: "Certificado de reservista",
    required: false,
    missing: "Informe se tem certificado de reservista",
  },
  { key: "availability", label: "Disponibilidade", required: true, missing: "Informe sua disponibilidade" },
] as const;
export type ResumeSectionKey = (typeof RESUME_SECTIONS)[number]["key"];

/** What the completeness meter reads: the content, and whether he holds a trilha certificate. */
export interface CompletenessInput {
  content: Pick<
    ResumeContentInput,
    | "objective"
    | "summary"
    | "experiences"
    | "education"
    | "courses"
    | "languages"
    | "cnh"
    | "reservist"
    | "availability"
  >;
  certificates: number;
}

function isFilled(key: ResumeSectionKey, { content, certificates }: CompletenessInput): boolean {
  switch (key) {
    case "objective":
      return Boolean(content.objective.occupationTitle?.trim());
    case "summary":
      return Boolean(content.summary?.trim());
    case "experiences":
      return content.experiences.length > 0;
    case "education":
      return content.education.length > 0;
    case "courses":
      return content.courses.length + certificates > 0;
    case "languages":
      return content.languages.length > 0;
    case "cnh":
      return content.cnh.length > 0;
    case "reservist":
      return Boolean(content.reservist);
    case "availability":
      return Boolean(content.availability);
  }
}

export interface Completeness {
  /** 0 to 100. */
  percent: number;
  /** Each section still empty, required ones first. */
  missing: { key: ResumeSectionKey; label: string; message: string; required: boolean }[];
  /** Every required section filled: the PDF may be made. */
  ready: boolean;
}

export function resumeCompleteness(input: CompletenessInput): Completeness {
  const empty = RESUME_SECTIONS.filter((s) => !isFilled(s.key, input));
  const missing = [...empty]
    .sort((a, b) => Number(b.required) - Number(a.required))
    .map((s) => ({ key: s.key, label: s.label, message: s.missing, required: s.required }));
  return {
    percent: Math.round((100 * (RESUME_SECTIONS.length - empty.length)) / RESUME_SECTIONS.length),
    missing,
    ready: !missing.some((s) => s.required),
  };
}

/** "03/2015", or "2015" when the month is not known. */
export function periodLabel(period: PeriodLike): string {
  return period.month ? `${period.month}/${period.year}` : period.year;
}

/** "03/2015 – 12/2023", "2015 – atual". */
export function experiencePeriodLabel(experience: { start: PeriodLike; end: PeriodLike; current: boolean }): string {
  return `${periodLabel(experience.start)} – ${experience.current ? "atual" : periodLabel(experience.end)}`;
}

/** A key's label in a closed list, or "" for a blank or unknown one (a form being typed). */
const labelOf = (labels: Record<string, string>, key: string) =>
  Object.hasOwn(labels, key) ? (labels[key] ?? "") : "";
export const areaLabel = (area: string) => labelOf(DESIRED_AREA_LABELS, area);
export const availabilityLabel = (availability: string) => labelOf(AVAILABILITY_LABELS, availability);
export const reservistLabel = (answer: string) => labelOf(RESERVIST_LABELS, answer);
export const languageLevelLabel = (level: string) => labelOf(LANGUAGE_LEVEL_LABELS, level);

/** How a CV names a formação with its course: "Bacharelado em Administração", "Técnico em Mecânica". */
const EDUCATION_WITH_COURSE: Record<EducationLevel, string> = {
  fundamental: "Ensino fundamental",
  medio: "Ensino médio",
  tecnico: "Técnico",
  tecnologo: "Tecnólogo",
  bacharelado: "Bacharelado",
  licenciatura: "Licenciatura",
  "pos-graduacao": "Pós-graduação",
};

export function educationTitle(level: string, course: string): string {
  if (!Object.hasOwn(EDUCATION_WITH_COURSE, level)) return course;
  const key = level as EducationLevel;
  if (!course || key === "fundamental" || key === "medio") return EDUCATION_LEVEL_LABELS[key];
  return `${EDUCATION_WITH_COURSE[key]} em ${course}`;
}

/** The name a CV's PDF is saved under: `Curriculo-Joao-da-Silva.pdf`. */
export function resumeFileName(fullName: string): string {
  const name = fullName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `Curriculo-${name || "candidato"}.pdf`;
}

/** How long a share link lives before it must be renewed. */
export const RESUME_SHARE_DAYS = 30;

/** Where a shared CV is read: a public page no search engine keeps. */
export const resumeSharePath = (token: string) => `/curriculo/${token}`;

/** A certificate of a finished trilha, as the CV lists it with the address that verifies it. */
export interface ResumeCertificate {
  title: string;
  hours: number;
  /** yyyy-mm-dd. */
  issuedOn: string;
  /** Its verification code: the public page that proves it (`certificatePath`). */
  code: string;
}

/**
 * A CV as a reader gets it: what he wrote, with what the product knows of him (name, city, the
 * contact the reader may see, his trilha certificates). The PDF, the share page and the copy
 * kept with an application are made from it.
 */
export interface ResumeDocument extends ResumeContent {
  fullName: string;
  city: string;
  state: string;
  /** Null where the reader may not see it (the talent bank before he applied or accepted). */
  phone: string | null;
  email: string | null;
  certificates: ResumeCertificate[];
}

/** A share link's secret as the address holds it: what `nanoid(32)` makes. */
export const RESUME_SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** What a share address opens: the CV, or nothing (unknown, revoked or expired link). */
export type SharedResumeLookup =
  | { status: "found"; token: string; document: ResumeDocument; expiresAt: string }
  | { status: "missing"; token: string };

export const sharedResumeMessages = {
  missingTitle: "Currículo indisponível",
  missingHint: "Este link de currículo expirou ou foi desativado por quem o compartilhou.",
  shared: "Link criado! Ele vale por 30 dias.",
  renewed: "Link renovado por mais 30 dias.",
  revoked: "Link desativado. Quem tiver o endereço não verá mais o seu currículo.",
  copied: "Link copiado!",
} as const;
