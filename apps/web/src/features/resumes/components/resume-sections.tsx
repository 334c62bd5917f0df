// The CV form's sections, each a card of the page. Fields are named cv-… after their path, so a
// message from the server lands beside the field it is about.

import { searchMilitaryCourses } from "@pm/shared/military-courses";
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  DESIRED_AREA_LABELS,
  DESIRED_AREAS,
} from "@pm/shared/profile.military-options";
import {
  CNH_CATEGORIES,
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  EXPERIENCE_KIND_LABELS,
  EXPERIENCE_KINDS,
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_LEVELS,
  MONTH_LABELS,
  MONTHS,
  RESERVIST_ANSWERS,
  RESERVIST_LABELS,
  RESUME_LIMITS,
  type ResumeCertificate,
} from "@pm/shared/resumes";
import { unexplainedAcronyms } from "@pm/shared/resumes.wording";
import { PlusIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { type FieldError, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { FormField, invalidProps } from "@/components/form-field";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { cx } from "@/lib/utils";
import type { ResumeFormValues } from "../resume-form";

export type ResumeForm = UseFormReturn<ResumeFormValues, unknown, unknown>;

const CHOICE = "size-4 shrink-0 accent-primary";
const OTHER_OCCUPATION = "outro";

/** A hint under a field: the acronyms a recruiter may not know, when the text has any. */
function AcronymHint({ id, text }: { id: string; text: string }) {
  const found = unexplainedAcronyms(text);
  if (found.length === 0) return null;
  return (
    <p id={id} className="text-amber-700 text-xs dark:text-amber-400">
      Siglas que um recrutador pode não conhecer: {found.join(", ")}. Escreva por extenso ou explique entre parênteses,
      como em "Curso de Formação de Sargentos (CFS)".
    </p>
  );
}

/** A list's own message (too many items). */
function ListError({ id, error }: { id: string; error?: FieldError & { root?: FieldError } }) {
  const message = error?.root?.message ?? error?.message;
  return message ? (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="w-fit text-destructive" onClick={onClick}>
      <Trash2Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

function AddButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" className="w-fit" disabled={disabled} onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      {children}
    </Button>
  );
}

/** An item of a list section: a bordered group named for screen readers. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="grid gap-4 rounded-lg border p-4" aria-label={label}>
      {children}
    </li>
  );
}

export function LinkSection({ form }: { form: ResumeForm }) {
  const error = form.formState.errors.link?.message;
  return (
    <FormField id="cv-link" label="LinkedIn ou site (opcional)" error={error}>
      <Input
        id="cv-link"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/seu-nome"
        maxLength={RESUME_LIMITS.link}
        {...invalidProps("cv-link", error)}
        {...form.register("link")}
      />
    </FormField>
  );
}

export function ObjectiveSection({
  form,
  suggestions,
}: {
  form: ResumeForm;
  suggestions: readonly { code: string; title: string; reason: string }[];
}) {
  const errors = form.formState.errors.objective;
  const [code, title] = useWatch({
    control: form.control,
    name: ["objective.occupationCode", "objective.occupationTitle"],
  });
  const known = suggestions.some((s) => s.code === code);
  const picked = known ? code : title ? OTHER_OCCUPATION : "";
  const reason = suggestions.find((s) => s.code === code)?.reason;
  return (
    <Section
      id="cv-secao-objective"
      title="Objetivo"
      description="O cargo que você busca, entre os que o tradutor de habilidades sugere para a sua experiência."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="cv-objective-occupation" label="Cargo" required error={errors?.occupationCode?.message}>
          <NativeSelect
            id="cv-objective-occupation"
            value={picked}
            aria-required="true"
            onChange={(event) => {
              const chosen = suggestions.find((s) => s.code === event.target.value);
              form.setValue("objective.occupationCode", chosen?.code ?? "", { shouldDirty: true });
              form.setValue("objective.occupationTitle", chosen?.title ?? "", { shouldDirty: true });
            }}
          >
            <option value="" disabled>
              Escolha um cargo
            </option>
            {suggestions.map((s) => (
              <option key={s.code} value={s.code}>
                {s.title}
              </option>
            ))}
            <option value={OTHER_OCCUPATION}>Outro cargo</option>
          </NativeSelect>
          {reason ? <p className="text-muted-foreground text-xs">{reason}</p> : null}
        </FormField>
        <FormField id="cv-objective-area" label="Área" error={errors?.area?.message}>
          <NativeSelect id="cv-objective-area" {...form.register("objective.area")}>
            <option value="">Não informar</option>
            <ValueOptions values={DESIRED_AREAS} labels={DESIRED_AREA_LABELS} />
          </NativeSelect>
        </FormField>
      </div>
      {picked === OTHER_OCCUPATION || (!known && suggestions.length === 0) ? (
        <FormField id="cv-objective-title" label="Qual cargo?" required error={errors?.occupationTitle?.message}>
          <Input
            id="cv-objective-title"
            maxLength={RESUME_LIMITS.occupationTitle}
            placeholder="Ex.: Supervisor de logística"
            {...invalidProps("cv-objective-title", errors?.occupationTitle?.message)}
            {...form.register("objective.occupationTitle")}
          />
        </FormField>
      ) : null}
    </Section>
  );
}

export function SummarySection({ form }: { form: ResumeForm }) {
  const error = form.formState.errors.summary?.message;
  const summary = useWatch({ control: form.control, name: "summary" }) ?? "";
  return (
    <Section
      id="cv-secao-summary"
      title="Resumo"
      description="Três ou quatro frases sobre quem você é, o que sabe fazer e o que procura, em palavras de quem contrata."
    >
      <FormField id="cv-summary" label="Resumo profissional" required error={error}>
        <textarea
          id="cv-summary"
          rows={6}
          maxLength={RESUME_LIMITS.summary}
          className={cx(TEXTAREA_CLASS, "min-h-32")}
          {...invalidProps("cv-summary", error)}
          aria-describedby={cx(error && "cv-summary-error", "cv-summary-count", "cv-summary-acronyms")}
          {...form.register("summary")}
        />
        <p id="cv-summary-count" className="text-muted-foreground text-xs">
          {summary.length} de {RESUME_LIMITS.summary} caracteres
        </p>
        <AcronymHint id="cv-summary-acronyms" text={summary} />
      </FormField>
    </Section>
  );
}

function PeriodFields({
  form,
  index,
  which,
  disabled = false,
}: {
  form: ResumeForm;
  index: number;
  which: "start" | "end";
  disabled?: boolean;
}) {
  const id = `cv-experiences-${index}-${which}`;
  const errors = form.formState.errors.experiences?.[index]?.[which];
  const error = errors?.year?.message ?? errors?.month?.message;
  const label = which === "start" ? "Início" : "Término";
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">
        {label}
        {which === "start" ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
        <NativeSelect
          id={`${id}-month`}
          aria-label={`Mês de ${label.toLowerCase()}`}
          {...form.register(`experiences.${index}.${which}.month`)}
        >
          <option value="">Mês (opcional)</option>
          <ValueOptions values={MONTHS} labels={MONTH_LABELS} />
        </NativeSelect>
        <Input
          id={`${id}-year`}
          inputMode="numeric"
          maxLength={4}
          placeholder="Ano"
          aria-label={`Ano de ${label.toLowerCase()}`}
          {...invalidProps(id, error)}
          {...form.register(`experiences.${index}.${which}.year`)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ExperienceItem({ form, index, onRemove }: { form: ResumeForm; index: number; onRemove: () => void }) {
  const prefix = `experiences.${index}` as const;
  const id = `cv-experiences-${index}`;
  const errors = form.formState.errors.experiences?.[index];
  const [title, current, bullets] = useWatch({
    control: form.control,
    name: [`${prefix}.title`, `${prefix}.current`, `${prefix}.bullets`],
  });
  return (
    <Item label={`Experiência ${index + 1}${title ? `: ${title}` : ""}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-kind`} label="Tipo">
          <NativeSelect id={`${id}-kind`} {...form.register(`${prefix}.kind`)}>
            <ValueOptions values={EXPERIENCE_KINDS} labels={EXPERIENCE_KIND_LABELS} />
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-title`} label="Cargo" required error={errors?.title?.message}>
          <Input
            id={`${id}-title`}
            maxLength={RESUME_LIMITS.title}
            placeholder="Ex.: Motorista de caminhão"
            aria-required="true"
            {...invalidProps(`${id}-title`, errors?.title?.message)}
            {...form.register(`${prefix}.title`)}
          />
        </FormField>
        <FormField
          id={`${id}-organization`}
          label="Organização ou empresa"
          required
          error={errors?.organization?.message}
        >
          <Input
            id={`${id}-organization`}
            maxLength={RESUME_LIMITS.organization}
            placeholder="Ex.: Exército Brasileiro"
            aria-required="true"
            {...invalidProps(`${id}-organization`, errors?.organization?.message)}
            {...form.register(`${prefix}.organization`)}
          />
        </FormField>
        <FormField id={`${id}-city`} label="Cidade" error={errors?.city?.message}>
          <Input
            id={`${id}-city`}
            maxLength={RESUME_LIMITS.city}
            placeholder="Ex.: Resende/RJ"
            {...form.register(`${prefix}.city`)}
          />
        </FormField>
        <PeriodFields form={form} index={index} which="start" />
        <PeriodFields form={form} index={index} which="end" disabled={current} />
      </div>
      <label htmlFor={`${id}-current`} className="flex w-fit items-center gap-2 text-sm">
        <input id={`${id}-current`} type="checkbox" className={CHOICE} {...form.register(`${prefix}.current`)} />
        Trabalho aqui atualmente
      </label>
      <FormField id={`${id}-bullets`} label="Atividades (uma por linha)" error={errors?.bullets?.message}>
        <textarea
          id={`${id}-bullets`}
          rows={5}
          className={cx(TEXTAREA_CLASS, "min-h-28")}
          {...invalidProps(`${id}-bullets`, errors?.bullets?.message)}
          aria-describedby={cx(
            errors?.bullets && `${id}-bullets-error`,
            `${id}-bullets-hint`,
            `${id}-bullets-acronyms`,
          )}
          {...form.register(`${prefix}.bullets`)}
        />
        <p id={`${id}-bullets-hint`} className="text-muted-foreground text-xs">
          Até {RESUME_LIMITS.bullets} atividades, cada uma com até {RESUME_LIMITS.bullet} caracteres. Comece pela ação:
          "Condução de…", "Controle de…".
        </p>
        <AcronymHint id={`${id}-bullets-acronyms`} text={bullets ?? ""} />
      </FormField>
      <RemoveButton label="Remover experiência" onClick={onRemove} />
    </Item>
  );
}

export function ExperienceSection({ form }: { form: ResumeForm }) {
  const list = useFieldArray({ control: form.control, name: "experiences" });
  const error = form.formState.errors.experiences as (FieldError & { root?: FieldError }) | undefined;
  return (
    <Section
      id="cv-secao-experiences"
      title="Experiência"
      description="Seu tempo de serviço como experiência profissional, e empregos civis antes ou depois dele."
    >
      {list.fields.length > 0 ? (
        <ul aria-label="Experiências" className="grid gap-4">
          {list.fields.map((field, index) => (
            <ExperienceItem key={field.id} form={form} index={index} onRemove={() => list.remove(index)} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">Nenhuma experiência adicionada.</p>
      )}
      <ListError id="cv-experiences-error" error={error} />
      <AddButton
        disabled={list.fields.length >= RESUME_LIMITS.experiences}
        onClick={() =>
          list.append({
            kind: "civil",
            title: "",
            organization: "",
            city: "",
            start: { month: "", year: "" },
            current: false,
            end: { month: "", year: "" },
            bullets: "",
          })
        }
      >
        Adicionar experiência
      </AddButton>
    </Section>
  );
}

export function EducationSection({ form }: { form: ResumeForm }) {
  const list = useFieldArray({ control: form.control, name: "education" });
  const errors = form.formState.errors.education;
  return (
    <Section id="cv-secao-education" title="Formação" description="Do ensino fundamental à pós-graduação.">
      {list.fields.length > 0 ? (
        <ul aria-label="Formações" className="grid gap-4">
          {list.fields.map((field, index) => {
            const id = `cv-education-${index}`;
            const e = errors?.[index];
            return (
              <Item key={field.id} label={`Formação ${index + 1}`}>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField id={`${id}-level`} label="Nível" required error={e?.level?.message}>
                    <NativeSelect
                      id={`${id}-level`}
                      aria-required="true"
                      {...invalidProps(`${id}-level`, e?.level?.message)}
                      {...form.register(`education.${index}.level`)}
                    >
                      <option value="" disabled>
                        Selecione o nível
                      </option>
                      <ValueOptions values={EDUCATION_LEVELS} labels={EDUCATION_LEVEL_LABELS} />
                    </NativeSelect>
                  </FormField>
                  <FormField id={`${id}-institution`} label="Instituição" required error={e?.institution?.message}>
                    <Input
                      id={`${id}-institution`}
                      maxLength={RESUME_LIMITS.institution}
                      aria-required="true"
                      {...invalidProps(`${id}-institution`, e?.institution?.message)}
                      {...form.register(`education.${index}.institution`)}
                    />
                  </FormField>
                  <FormField id={`${id}-course`} label="Curso" error={e?.course?.message}>
                    <Input
                      id={`${id}-course`}
                      maxLength={RESUME_LIMITS.course}
                      placeholder="Ex.: Logística"
                      {...form.register(`education.${index}.course`)}
                    />
                  </FormField>
                  <FormField id={`${id}-year`} label="Ano de conclusão" required error={e?.year?.message}>
                    <Input
                      id={`${id}-year`}
                      inputMode="numeric"
                      maxLength={4}
                      aria-required="true"
                      {...invalidProps(`${id}-year`, e?.year?.message)}
                      {...form.register(`education.${index}.year`)}
                    />
                  </FormField>
                </div>
                <label htmlFor={`${id}-progress`} className="flex w-fit items-center gap-2 text-sm">
                  <input
                    id={`${id}-progress`}
                    type="checkbox"
                    className={CHOICE}
                    {...form.register(`education.${index}.inProgress`)}
                  />
                  Em andamento (o ano é o da conclusão prevista)
                </label>
                <RemoveButton label="Remover formação" onClick={() => list.remove(index)} />
              </Item>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">Nenhuma formação adicionada.</p>
      )}
      <ListError id="cv-education-error" error={errors as FieldError & { root?: FieldError }} />
      <AddButton
        disabled={list.fields.length >= RESUME_LIMITS.education}
        onClick={() => list.append({ level: "" as never, institution: "", course: "", year: "", inProgress: false })}
      >
        Adicionar formação
      </AddButton>
    </Section>
  );
}

/**
 * A course of his: what the forces call it, and below it the civilian wording of the courses it
 * names ('Usar nome civil' puts that wording in the field).
 */
function CourseItem({ form, index, onRemove }: { form: ResumeForm; index: number; onRemove: () => void }) {
  const id = `cv-courses-${index}`;
  const e = form.formState.errors.courses?.[index];
  const name = useWatch({ control: form.control, name: `courses.${index}.name` }) ?? "";
  const suggestions =
    name.trim().length >= 2 ? searchMilitaryCourses(name, 3).filter((c) => c.civilianName !== name.trim()) : [];
  return (
    <Item label={`Curso ${index + 1}`}>
      <FormField id={`${id}-name`} label="Nome do curso" required error={e?.name?.message}>
        <Input
          id={`${id}-name`}
          maxLength={RESUME_LIMITS.course}
          placeholder="Ex.: Curso de Formação de Cabos"
          aria-required="true"
          {...invalidProps(`${id}-name`, e?.name?.message)}
          {...form.register(`courses.${index}.name`)}
        />
      </FormField>
      {suggestions.length > 0 ? (
        <div className="grid gap-2 rounded-lg bg-muted/50 p-3 text-sm">
          <p className="text-muted-foreground text-xs">Como um recrutador entende este curso:</p>
          <ul className="grid gap-2">
            {suggestions.map((course) => (
              <li key={course.name} className="grid gap-1">
                <span>
                  <span className="font-medium">{course.name}</span>: {course.civilianName}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="w-fit"
                  aria-label={`Usar nome civil: ${course.civilianName}`}
                  onClick={() =>
                    form.setValue(`courses.${index}.name`, course.civilianName, {
                      shouldDirty: true,
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                >
                  Usar nome civil
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField id={`${id}-institution`} label="Instituição" error={e?.institution?.message}>
          <Input
            id={`${id}-institution`}
            maxLength={RESUME_LIMITS.institution}
            {...form.register(`courses.${index}.institution`)}
          />
        </FormField>
        <FormField id={`${id}-year`} label="Ano" error={e?.year?.message}>
          <Input
            id={`${id}-year`}
            inputMode="numeric"
            maxLength={4}
            {...invalidProps(`${id}-year`, e?.year?.message)}
            {...form.register(`courses.${index}.year`)}
          />
        </FormField>
      </div>
      <RemoveButton label="Remover curso" onClick={onRemove} />
    </Item>
  );
}

export function CoursesSection({
  form,
  certificates,
}: {
  form: ResumeForm;
  certificates: readonly ResumeCertificate[];
}) {
  const list = useFieldArray({ control: form.control, name: "courses" });
  const errors = form.formState.errors.courses;
  return (
    <Section
      id="cv-secao-courses"
      title="Cursos e certificações"
      description="Cursos militares com o nome que um civil entende, cursos civis, e as suas trilhas concluídas."
    >
      {certificates.length > 0 ? (
        <div className="grid gap-2 rounded-lg bg-muted/50 p-4 text-sm">
          <p className="font-medium">Incluídos automaticamente, com o link de verificação:</p>
          <ul className="list-disc pl-5">
            {certificates.map((c) => (
              <li key={c.code}>
                {c.title} — {c.hours} h
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {list.fields.length > 0 ? (
        <ul aria-label="Cursos" className="grid gap-4">
          {list.fields.map((field, index) => (
            <CourseItem key={field.id} form={form} index={index} onRemove={() => list.remove(index)} />
          ))}
        </ul>
      ) : null}
      <ListError id="cv-courses-error" error={errors as FieldError & { root?: FieldError }} />
      <AddButton
        disabled={list.fields.length >= RESUME_LIMITS.courses}
        onClick={() => list.append({ name: "", institution: "", year: "" })}
      >
        Adicionar curso
      </AddButton>
    </Section>
  );
}

export function LanguagesSection({ form }: { form: ResumeForm }) {
  const list = useFieldArray({ control: form.control, name: "languages" });
  const errors = form.formState.errors.languages;
  return (
    <Section id="cv-secao-languages" title="Idiomas">
      {list.fields.length > 0 ? (
        <ul aria-label="Idiomas" className="grid gap-4">
          {list.fields.map((field, index) => {
            const id = `cv-languages-${index}`;
            const e = errors?.[index];
            return (
              <Item key={field.id} label={`Idioma ${index + 1}`}>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField id={`${id}-language`} label="Idioma" required error={e?.language?.message}>
                    <Input
                      id={`${id}-language`}
                      maxLength={RESUME_LIMITS.language}
                      placeholder="Ex.: Inglês"
                      aria-required="true"
                      {...invalidProps(`${id}-language`, e?.language?.message)}
                      {...form.register(`languages.${index}.language`)}
                    />
                  </FormField>
                  <FormField id={`${id}-level`} label="Nível" required error={e?.level?.message}>
                    <NativeSelect
                      id={`${id}-level`}
                      aria-required="true"
                      {...invalidProps(`${id}-level`, e?.level?.message)}
                      {...form.register(`languages.${index}.level`)}
                    >
                      <option value="" disabled>
                        Selecione o nível
                      </option>
                      <ValueOptions values={LANGUAGE_LEVELS} labels={LANGUAGE_LEVEL_LABELS} />
                    </NativeSelect>
                  </FormField>
                </div>
                <RemoveButton label="Remover idioma" onClick={() => list.remove(index)} />
              </Item>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">Nenhum idioma adicionado.</p>
      )}
      <ListError id="cv-languages-error" error={errors as FieldError & { root?: FieldError }} />
      <AddButton
        disabled={list.fields.length >= RESUME_LIMITS.languages}
        onClick={() => list.append({ language: "", level: "" as never })}
      >
        Adicionar idioma
      </AddButton>
    </Section>
  );
}

export function MoreSection({ form }: { form: ResumeForm }) {
  const errors = form.formState.errors;
  return (
    <Section id="cv-secao-more" title="CNH, reservista e disponibilidade">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">CNH (categorias que você tem)</legend>
        <div className="flex flex-wrap gap-4">
          {CNH_CATEGORIES.map((category) => (
            <label key={category} htmlFor={`cv-cnh-${category}`} className="flex items-center gap-2 text-sm">
              <input
                id={`cv-cnh-${category}`}
                type="checkbox"
                value={category}
                className={CHOICE}
                {...form.register("cnh")}
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2" id="cv-secao-reservist">
        <legend className="mb-2 font-medium text-sm">Certificado de reservista</legend>
        <div className="flex flex-wrap gap-4">
          {RESERVIST_ANSWERS.map((answer) => (
            <label key={answer} htmlFor={`cv-reservist-${answer}`} className="flex items-center gap-2 text-sm">
              <input
                id={`cv-reservist-${answer}`}
                type="radio"
                value={answer}
                className={CHOICE}
                {...form.register("reservist")}
              />
              {RESERVIST_LABELS[answer]}
            </label>
          ))}
        </div>
        {errors.reservist?.message ? <p className="text-destructive text-sm">{errors.reservist.message}</p> : null}
      </fieldset>
      <FormField id="cv-availability" label="Disponibilidade" required error={errors.availability?.message}>
        <NativeSelect
          id="cv-availability"
          aria-required="true"
          {...invalidProps("cv-availability", errors.availability?.message)}
          {...form.register("availability")}
        >
          <option value="">Selecione</option>
          <ValueOptions values={AVAILABILITIES} labels={AVAILABILITY_LABELS} />
        </NativeSelect>
      </FormField>
    </Section>
  );
}
