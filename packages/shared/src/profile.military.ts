// The militar's profile: onboarding's steps and the profile page share these schemas with the API;
// the avatar follows the logo's rules.
import { z } from "zod";
import { BR_STATES, digitsOnly } from "./brazil";
import { companyProfileMessages, LOGO_ACCEPTED_TYPES, LOGO_MAX_BYTES, logoMessages } from "./profile.company";
import { safeString } from "./text";

// The choices themselves, shared with pages that must not load zod.
export * from "./profile.military-options";

import {
  AVAILABILITIES,
  DESIRED_AREAS,
  EXPERIENCE_LEVELS,
  isMilitaryBranch,
  isRank,
  isRankOf,
  MAX_SPECIALTIES,
  MAX_YEARS_OF_SERVICE,
  MILITARY_BRANCHES,
  MIN_INCORPORATION_YEAR,
  MIN_YEARS_OF_SERVICE,
  type MilitaryBranch,
  maxIncorporationYear,
  RANKS,
  SERVICE_STATUSES,
} from "./profile.military-options";

export const militaryProfileMessages = {
  fullNameRequired: "Informe seu nome completo",
  cityRequired: "Informe sua cidade",
  branchRequired: "Selecione sua força",
  rankInvalid: "Selecione uma patente da lista",
  rankNotOfBranch: "Selecione um posto ou graduação da sua força",
  serviceStatusInvalid: "Selecione uma situação da lista",
  stateInvalid: companyProfileMessages.stateInvalid,
  phoneInvalid: companyProfileMessages.phoneInvalid,
  birthDateInvalid: "Informe uma data de nascimento válida",
  incorporationYearInvalid: `O ano de incorporação deve estar entre ${MIN_INCORPORATION_YEAR} e o ano atual`,
  yearsOfServiceInvalid: `O tempo de serviço deve estar entre ${MIN_YEARS_OF_SERVICE} e ${MAX_YEARS_OF_SERVICE} anos`,
  desiredAreaInvalid: "Selecione uma área da lista",
  experienceLevelInvalid: "Selecione um nível de experiência da lista",
  availabilityInvalid: "Selecione uma disponibilidade da lista",
  specialtiesTooMany: `Informe no máximo ${MAX_SPECIALTIES} especialidades`,
  specialtyTooLong: "Cada especialidade deve ter no máximo 80 caracteres",
  tooLong: companyProfileMessages.tooLong,
  onboardingDone: "Perfil completado com sucesso!",
  onboardingError: "Ocorreu um erro ao salvar o perfil. Tente novamente.",
  saved: "Perfil atualizado!",
  saveError: "Ocorreu um erro ao salvar o perfil. Tente novamente.",
  loadError: "Erro ao carregar perfil",
} as const;

/** Optional text: blank or missing becomes null, so saving a blank field clears it. */
const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, militaryProfileMessages.tooLong(max))
    .nullish()
    .transform((v) => v || null);

const requiredText = (message: string, max: number) =>
  safeString({ error: message }).trim().min(1, message).max(max, militaryProfileMessages.tooLong(max));

/** One of `values`, or null when blank or missing. */
const optionalChoice = <const T extends readonly string[]>(values: T, message: string) =>
  safeString({ error: message })
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || values.includes(v), message)
    .transform((v) => v as T[number] | null);

/** A whole number in [min, max], sent as a number or as the text of a picker; blank is null. */
const optionalInt = (min: () => number, max: () => number, message: string) =>
  z
    .union([z.number({ error: message }), safeString({ error: message }).trim()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === "") return null;
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isInteger(n) || n < min() || n > max()) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd of a real day between 100 years ago and today. */
const birthDate = safeString({ error: militaryProfileMessages.birthDateInvalid })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => {
    if (v === null) return true;
    if (!isoDay.test(v)) return false;
    const day = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== v) return false;
    const now = new Date();
    return day.getUTCFullYear() >= now.getFullYear() - 100 && day.getTime() <= now.getTime();
  }, militaryProfileMessages.birthDateInvalid);

const phone = optionalText(32)
  .transform((v) => (v ? digitsOnly(v) : null))
  .refine((v) => v === null || (v.length >= 10 && v.length <= 11), militaryProfileMessages.phoneInvalid);

const state = optionalText(40)
  .transform((v) => v?.toUpperCase() ?? null)
  .refine((v) => v === null || (BR_STATES as readonly string[]).includes(v), militaryProfileMessages.stateInvalid);

/** Specialties: trimmed, blanks and repeats dropped. */
const specialties = z
  .array(safeString().trim().max(80, militaryProfileMessages.specialtyTooLong), {
    error: militaryProfileMessages.specialtiesTooMany,
  })
  .nullish()
  .transform((list) => [...new Set((list ?? []).filter(Boolean))])
  .refine((list) => list.length <= MAX_SPECIALTIES, militaryProfileMessages.specialtiesTooMany);

const fields = {
  phone,
  city: requiredText(militaryProfileMessages.cityRequired, 120),
  state,
  birthDate,
  militaryBranch: safeString({ error: militaryProfileMessages.branchRequired })
    .refine((v) => (MILITARY_BRANCHES as readonly string[]).includes(v), militaryProfileMessages.branchRequired)
    .transform((v) => v as MilitaryBranch),
  rank: optionalChoice(RANKS, militaryProfileMessages.rankInvalid),
  serviceStatus: optionalChoice(SERVICE_STATUSES, militaryProfileMessages.serviceStatusInvalid),
  om: optionalText(160),
  incorporationYear: optionalInt(
    () => MIN_INCORPORATION_YEAR,
    () => maxIncorporationYear(),
    militaryProfileMessages.incorporationYearInvalid,
  ),
  yearsOfService: optionalInt(
    () => MIN_YEARS_OF_SERVICE,
    () => MAX_YEARS_OF_SERVICE,
    militaryProfileMessages.yearsOfServiceInvalid,
  ),
  specialties,
  desiredArea: optionalChoice(DESIRED_AREAS, militaryProfileMessages.desiredAreaInvalid),
  experienceLevel: optionalChoice(EXPERIENCE_LEVELS, militaryProfileMessages.experienceLevelInvalid),
  goals: optionalText(2000),
  availability: optionalChoice(AVAILABILITIES, militaryProfileMessages.availabilityInvalid),
  biography: optionalText(2000),
};

/** Força, posto and especialidades, as the skills translator reads them too. */
export const militaryExperienceFields = {
  militaryBranch: fields.militaryBranch,
  rank: fields.rank,
  specialties: fields.specialties,
};

/** Onboarding step 1, 'Informações Pessoais'. */
export const onboardingPersonalSchema = z.strictObject({
  phone: fields.phone,
  city: fields.city,
  state: fields.state,
  birthDate: fields.birthDate,
});

/**
 * A rank belongs to its força: a Marinheiro of the Exército is a slip of the picker. Checked on
 * every schema that holds both (a refinement does not travel with `.shape`).
 */
function rankOfBranch(value: { militaryBranch: MilitaryBranch; rank: string | null }, ctx: z.RefinementCtx) {
  // Zod runs this even when another field failed: a missing força or rank has its own message.
  if (isMilitaryBranch(value.militaryBranch) && isRank(value.rank) && !isRankOf(value.militaryBranch, value.rank)) {
    ctx.addIssue({ code: "custom", path: ["rank"], message: militaryProfileMessages.rankNotOfBranch });
  }
}

/** Onboarding step 2, 'Experiência Militar'. */
export const onboardingMilitarySchema = z
  .strictObject({
    militaryBranch: fields.militaryBranch,
    rank: fields.rank,
    serviceStatus: fields.serviceStatus,
    om: fields.om,
    incorporationYear: fields.incorporationYear,
    yearsOfService: fields.yearsOfService,
    specialties: fields.specialties,
  })
  .superRefine(rankOfBranch);

/** Onboarding step 3, 'Objetivos Profissionais'. */
export const onboardingGoalsSchema = z.strictObject({
  desiredArea: fields.desiredArea,
  experienceLevel: fields.experienceLevel,
  goals: fields.goals,
  availability: fields.availability,
});

/** 'Quero aparecer no banco de talentos', asked at the end of onboarding and in settings. */
export const talentBankSchema = z.strictObject({
  talentBank: z.boolean({ error: "Escolha se quer aparecer no banco de talentos" }),
});

/** The whole wizard, as PUT /api/military/onboarding accepts it. */
export const onboardingSchema = z
  .strictObject({
    ...onboardingPersonalSchema.shape,
    ...onboardingMilitarySchema.shape,
    ...onboardingGoalsSchema.shape,
    talentBank: talentBankSchema.shape.talentBank.optional(),
  })
  .superRefine(rankOfBranch);
export type OnboardingInput = z.infer<typeof onboardingSchema>;
export type OnboardingValues = z.input<typeof onboardingSchema>;

/**
 * The profile page, as PUT /api/military/profile accepts it: every field at once (a blank or
 * missing optional field is cleared). The e-mail changes only through a confirmed link.
 */
export const militaryProfileSchema = z
  .strictObject({
    fullName: requiredText(militaryProfileMessages.fullNameRequired, 120),
    ...onboardingPersonalSchema.shape,
    ...onboardingMilitarySchema.shape,
    ...onboardingGoalsSchema.shape,
    biography: fields.biography,
  })
  .superRefine(rankOfBranch);
export type MilitaryProfileInput = z.infer<typeof militaryProfileSchema>;
export type MilitaryProfileValues = z.input<typeof militaryProfileSchema>;

/** The avatar follows the company logo's rules: an image, at most 2 MB. */
export const AVATAR_MAX_BYTES = LOGO_MAX_BYTES;
export const AVATAR_ACCEPTED_TYPES = LOGO_ACCEPTED_TYPES;
export const avatarMessages = {
  notImage: logoMessages.notImage,
  tooBig: logoMessages.tooBig,
  tooManyPixels: logoMessages.tooManyPixels,
  uploaded: "Foto atualizada!",
  uploadError: "Ocorreu um erro ao fazer upload da foto. Tente novamente.",
} as const;
