import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDays,
  brazilToday,
  JOB_AREA_LABELS,
  JOB_AREAS,
  JOB_LIMITS,
  JOB_OPEN_DAYS,
  type JobArea,
  MODALITIES,
  PCD_LABELS,
  PCD_OPTIONS,
  type PcdOption,
  REGIMES,
} from "@pm/shared/jobs";
import { type JobFormValues, type JobInput, jobInputSchema } from "@pm/shared/jobs.company";
import { parseSalaryText } from "@pm/shared/jobs.salary";
import { href } from "@pm/shared/pages";
import type { ScreeningQuestion } from "@pm/shared/screening";
import type { ReactNode } from "react";
import { type FieldError, type FieldPath, type Merge, useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { CboFamilyField } from "./cbo-family-field";
import { ScreeningBuilder, screeningIssueField } from "./screening-builder";

/** What the form starts from: an existing job, or blanks. Lists arrive as arrays and show one per line. */
export interface JobFormDefaults {
  title: string;
  city: string;
  regime: string;
  modality: string | null;
  area?: JobArea;
  salary: string | null;
  description: string;
  requirements: string[];
  benefits: string[];
  /** 'Data de encerramento' (YYYY-MM-DD), if the company set one. */
  closesOn?: string | null;
  openings?: number;
  pcd?: PcdOption | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  /** 'Perguntas de triagem', with their ids: an edited question keeps its id. */
  screeningQuestions?: ScreeningQuestion[];
  /** 'Família de ocupação (CBO)': its código, and whether the company chose it or the title gave it. */
  cboFamily?: string | null;
  cboFamilySource?: "empresa" | "inferida" | null;
}

const EMPTY: JobFormValues = {
  title: "",
  city: "",
  // Chosen by the user: the select starts on its prompt, and the schema names a missing regime.
  regime: "" as JobFormValues["regime"],
  modality: "",
  area: "" as JobFormValues["area"],
  salary: "",
  description: "",
  requirements: "",
  benefits: "",
  closesOn: "",
  openings: "1",
  pcd: "",
  salaryMin: "",
  salaryMax: "",
  screeningQuestions: [],
  cboFamily: "",
};

/** Whole reais as the range's fields show them: "3.500". */
const amountText = (amount: number | null | undefined) =>
  amount == null ? "" : amount.toLocaleString("pt-BR", { maximumFractionDigits: 0 });

const PCD_HINTS: Record<PcdOption, string> = {
  tambem: "aberta a todos, e pessoas com deficiência são bem-vindas",
  exclusiva: "reservada a pessoas com deficiência (cota da Lei 8.213/91, art. 93)",
};

const CHOICE = "size-4 shrink-0 accent-primary";

function formValues(job: JobFormDefaults | undefined): JobFormValues {
  if (!job) return EMPTY;
  return {
    title: job.title,
    city: job.city,
    regime: job.regime as JobFormValues["regime"],
    modality: (job.modality ?? "") as JobFormValues["modality"],
    area: job.area ?? "outros",
    salary: job.salary ?? "",
    description: job.description,
    requirements: job.requirements.join("\n"),
    benefits: job.benefits.join("\n"),
    closesOn: job.closesOn ?? "",
    openings: String(job.openings ?? 1),
    pcd: job.pcd ?? "",
    salaryMin: amountText(job.salaryMin),
    salaryMax: amountText(job.salaryMax),
    screeningQuestions: job.screeningQuestions ?? [],
    // Only a família the company chose is kept; an inferred one is left blank, so the title
    // (perhaps edited now) infers it again on save, and the form shows it as the suggestion.
    cboFamily: job.cboFamilySource === "empresa" ? (job.cboFamily ?? "") : "",
  };
}

/** The field an API issue is about: its path's first part, or the screening question's own field. */
function fieldOfIssue(path: string): FieldPath<JobFormValues> | null {
  const screening = screeningIssueField(path);
  if (screening) return screening;
  const name = path.split(".")[0] as FieldPath<JobFormValues>;
  return name in EMPTY ? name : null;
}

type AnyFieldError = FieldError | Merge<FieldError, (FieldError | undefined)[]> | undefined;

/** A field's message; for a list, the first line's. */
function messageOf(error: AnyFieldError): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === "string" && error.message) return error.message;
  if (Array.isArray(error)) return error.find((e) => typeof e?.message === "string")?.message;
  return undefined;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-muted-foreground text-xs">
      {children}
    </p>
  );
}

/**
 * The one job form, for publishing and for editing. Validates with the schema the API uses; a
 * refusal from the server puts its messages under the fields and in a toast.
 */
export function JobForm({
  mode,
  job,
  blocked = false,
  notice,
  onSubmit,
}: {
  mode: "create" | "edit";
  job?: JobFormDefaults;
  /** The plan's cap is reached: the form can be filled in but not published. */
  blocked?: boolean;
  /** Shown above the fields (plan badge, usage, the cap's alert). */
  notice?: ReactNode;
  /** Saves; resolves when done, rejects with the API's error. */
  onSubmit: (input: JobInput) => Promise<void>;
}) {
  const form = useForm<JobFormValues, unknown, JobInput>({
    resolver: zodResolver(jobInputSchema),
    defaultValues: formValues(job),
  });
  const { errors, isSubmitting } = form.formState;
  const creating = mode === "create";
  const fallback = creating ? "Erro ao criar vaga. Tente novamente." : "Erro ao atualizar vaga. Tente novamente.";

  const submit = form.handleSubmit(
    async (values) => {
      if (blocked) return;
      try {
        await onSubmit(values);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.code === "VALIDATION_FAILED" || error.code === "CONFLICT")) {
          for (const issue of error.issues) {
            const name = fieldOfIssue(issue.path);
            if (name) form.setError(name, { message: issue.message });
          }
          toast.error(error.message);
        } else {
          toast.error(fallback);
        }
      }
    },
    () => toast.error("Verifique os campos destacados e tente novamente."),
  );

  const busy = isSubmitting;
  const e = {
    title: messageOf(errors.title),
    city: messageOf(errors.city),
    regime: messageOf(errors.regime),
    modality: messageOf(errors.modality),
    area: messageOf(errors.area),
    salary: messageOf(errors.salary),
    description: messageOf(errors.description),
    requirements: messageOf(errors.requirements as AnyFieldError),
    benefits: messageOf(errors.benefits as AnyFieldError),
    closesOn: messageOf(errors.closesOn as AnyFieldError),
    openings: messageOf(errors.openings as AnyFieldError),
    pcd: messageOf(errors.pcd as AnyFieldError),
    salaryMin: messageOf(errors.salaryMin as AnyFieldError),
    salaryMax: messageOf(errors.salaryMax as AnyFieldError),
    cboFamily: messageOf(errors.cboFamily as AnyFieldError),
  };
  const salaryText = form.register("salary");
  /**
   * A salary typed as text ("R$ 3.500 a R$ 4.200") fills an empty range with the amounts it
   * states, where the company sees and may change them; a range already given is never replaced.
   */
  const fillRangeFromText = (text: string) => {
    const { salaryMin, salaryMax } = form.getValues();
    if (String(salaryMin ?? "").trim() || String(salaryMax ?? "").trim()) return;
    const range = parseSalaryText(text);
    if (!range) return;
    form.setValue("salaryMin", amountText(range.min));
    form.setValue("salaryMax", amountText(range.max));
  };
  // The date picker offers only what the schema accepts: today (in Brazil) to the furthest date.
  const today = brazilToday();
  const describedBy = (id: string, error: string | undefined, hint?: string) =>
    [error ? `${id}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={busy}>
      {notice}
      <Card className="grid gap-6">
        <FormField id="job-title" label="Título da Vaga" required error={e.title}>
          <Input
            id="job-title"
            placeholder="Ex.: Analista de Logística"
            aria-required="true"
            {...invalidProps("job-title", e.title)}
            {...form.register("title")}
          />
        </FormField>

        <FormField id="job-cbo-family" label="Família de ocupação (CBO)" error={e.cboFamily}>
          <CboFamilyField id="job-cbo-family" form={form} error={e.cboFamily} />
        </FormField>

        <div className="grid gap-6 md:grid-cols-2">
          <FormField id="job-city" label="Localização" required error={e.city}>
            <Input
              id="job-city"
              placeholder="Ex.: São Paulo, SP"
              autoComplete="off"
              aria-required="true"
              {...invalidProps("job-city", e.city)}
              {...form.register("city")}
            />
          </FormField>
          <FormField id="job-regime" label="Regime" required error={e.regime}>
            <NativeSelect
              id="job-regime"
              aria-required="true"
              {...invalidProps("job-regime", e.regime)}
              {...form.register("regime")}
            >
              <option value="" disabled>
                Selecione o regime
              </option>
              {REGIMES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="job-modality" label="Modalidade" error={e.modality}>
            <NativeSelect
              id="job-modality"
              {...invalidProps("job-modality", e.modality)}
              {...form.register("modality")}
            >
              <option value="">Não informada</option>
              {MODALITIES.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="job-area" label="Área" required error={e.area}>
            <NativeSelect
              id="job-area"
              aria-required="true"
              {...invalidProps("job-area", e.area)}
              {...form.register("area")}
            >
              <option value="" disabled>
                Selecione a área
              </option>
              <ValueOptions values={JOB_AREAS} labels={JOB_AREA_LABELS} />
            </NativeSelect>
          </FormField>
          <FormField id="job-openings" label="Número de vagas" error={e.openings}>
            <Input
              id="job-openings"
              type="number"
              inputMode="numeric"
              min={1}
              max={JOB_LIMITS.openings}
              step={1}
              className="sm:max-w-40"
              {...invalidProps("job-openings", e.openings)}
              {...form.register("openings")}
            />
          </FormField>
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <FormField id="job-salary" label="Salário" error={e.salary}>
            <Input
              id="job-salary"
              placeholder="Ex.: R$ 4.000 a R$ 5.000 + comissões"
              {...invalidProps("job-salary", e.salary)}
              aria-describedby={describedBy("job-salary", e.salary, "job-salary-hint")}
              {...salaryText}
              onBlur={(event) => {
                fillRangeFromText(event.target.value);
                return salaryText.onBlur(event);
              }}
            />
            <Hint id="job-salary-hint">
              Opcional. Como o salário aparece na vaga; em branco, mostramos a faixa salarial ou "A combinar".
            </Hint>
          </FormField>
          {/* Each end is checked against the other (deps), so a message moves as soon as either changes. */}
          <fieldset className="grid content-start gap-2" aria-describedby="job-salary-range-hint">
            <legend className="mb-2 font-medium text-sm leading-none">Faixa salarial (R$ por mês)</legend>
            <div className="grid grid-cols-2 gap-3">
              <FormField id="job-salary-min" label="De" error={e.salaryMin}>
                <Input
                  id="job-salary-min"
                  inputMode="numeric"
                  placeholder="Ex.: 3.500"
                  autoComplete="off"
                  {...invalidProps("job-salary-min", e.salaryMin)}
                  {...form.register("salaryMin", { deps: ["salaryMax"] })}
                />
              </FormField>
              <FormField id="job-salary-max" label="Até" error={e.salaryMax}>
                <Input
                  id="job-salary-max"
                  inputMode="numeric"
                  placeholder="Ex.: 4.200"
                  autoComplete="off"
                  {...invalidProps("job-salary-max", e.salaryMax)}
                  {...form.register("salaryMax", { deps: ["salaryMin"] })}
                />
              </FormField>
            </div>
            <Hint id="job-salary-range-hint">
              Opcional, em reais, sem centavos. Para um valor fixo, preencha só o "De". É a faixa que a busca por
              salário usa.
            </Hint>
          </fieldset>
        </div>

        <fieldset
          className="grid gap-3"
          aria-invalid={e.pcd ? true : undefined}
          aria-describedby={e.pcd ? "job-pcd-error" : undefined}
        >
          <legend className="mb-3 font-medium text-sm leading-none">Vaga para pessoas com deficiência (PcD)</legend>
          <div className="grid gap-2">
            <label htmlFor="job-pcd-none" className="flex items-center gap-2 text-sm">
              <input id="job-pcd-none" type="radio" value="" className={CHOICE} {...form.register("pcd")} />
              Sem indicação
            </label>
            {PCD_OPTIONS.map((option) => (
              <label key={option} htmlFor={`job-pcd-${option}`} className="flex items-start gap-2 text-sm">
                <input
                  id={`job-pcd-${option}`}
                  type="radio"
                  value={option}
                  className={cx(CHOICE, "mt-0.5")}
                  {...form.register("pcd")}
                />
                <span>
                  {PCD_LABELS[option]}
                  <span className="text-muted-foreground">: {PCD_HINTS[option]}</span>
                </span>
              </label>
            ))}
          </div>
          {e.pcd ? (
            <p id="job-pcd-error" className="text-destructive text-sm">
              {e.pcd}
            </p>
          ) : null}
        </fieldset>

        <FormField id="job-description" label="Descrição da Vaga" required error={e.description}>
          <textarea
            id="job-description"
            rows={8}
            placeholder="Descreva as atividades, a equipe e o que a empresa espera da pessoa contratada."
            aria-required="true"
            className={cx(TEXTAREA_CLASS, "min-h-40")}
            {...invalidProps("job-description", e.description)}
            aria-describedby={describedBy("job-description", e.description, "job-description-hint")}
            {...form.register("description")}
          />
          <Hint id="job-description-hint">Deixe uma linha em branco para separar parágrafos.</Hint>
        </FormField>

        <div className="grid gap-6 md:grid-cols-2">
          <FormField id="job-requirements" label="Requisitos" error={e.requirements}>
            <textarea
              id="job-requirements"
              rows={6}
              placeholder={"Ensino médio completo\nCNH categoria B\nExperiência com equipes"}
              className={cx(TEXTAREA_CLASS, "min-h-32")}
              {...invalidProps("job-requirements", e.requirements)}
              aria-describedby={describedBy("job-requirements", e.requirements, "job-requirements-hint")}
              {...form.register("requirements")}
            />
            <Hint id="job-requirements-hint">Um requisito por linha.</Hint>
          </FormField>
          <FormField id="job-benefits" label="Benefícios" error={e.benefits}>
            <textarea
              id="job-benefits"
              rows={6}
              placeholder={"Vale-refeição\nPlano de saúde\nAuxílio-educação"}
              className={cx(TEXTAREA_CLASS, "min-h-32")}
              {...invalidProps("job-benefits", e.benefits)}
              aria-describedby={describedBy("job-benefits", e.benefits, "job-benefits-hint")}
              {...form.register("benefits")}
            />
            <Hint id="job-benefits-hint">Um benefício por linha.</Hint>
          </FormField>
        </div>
        <FormField id="job-closes-on" label="Data de encerramento" error={e.closesOn}>
          <Input
            id="job-closes-on"
            type="date"
            min={today}
            max={addDays(today, JOB_LIMITS.closesWithinDays)}
            className="sm:max-w-56"
            {...invalidProps("job-closes-on", e.closesOn)}
            aria-describedby={describedBy("job-closes-on", e.closesOn, "job-closes-on-hint")}
            {...form.register("closesOn")}
          />
          <Hint id="job-closes-on-hint">
            Opcional. A vaga sai do ar no fim desse dia. Sem data, ela fica publicada por {JOB_OPEN_DAYS} dias e você
            pode confirmar que continua aberta para renová-la.
          </Hint>
        </FormField>
        <p className="text-muted-foreground text-xs">* Campos obrigatórios</p>
      </Card>

      <ScreeningBuilder form={form} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to={href("companyJobs")}>Cancelar</Link>
        </Button>
        <Button type="submit" disabled={busy || blocked}>
          {creating ? (busy ? "Publicando..." : "Publicar Vaga") : busy ? "Salvando..." : "Salvar Alterações"}
        </Button>
      </div>
    </form>
  );
}
