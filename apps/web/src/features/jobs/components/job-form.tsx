import { zodResolver } from "@hookform/resolvers/zod";
import { addDays, brazilToday, JOB_LIMITS, JOB_OPEN_DAYS, MODALITIES, REGIMES } from "@pm/shared/jobs";
import { type JobFormValues, type JobInput, jobInputSchema } from "@pm/shared/jobs.company";
import { href } from "@pm/shared/pages";
import type { ReactNode } from "react";
import { type FieldError, type FieldPath, type Merge, useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";

/** What the form starts from: an existing job, or blanks. Lists arrive as arrays and show one per line. */
export interface JobFormDefaults {
  title: string;
  city: string;
  regime: string;
  modality: string | null;
  salary: string | null;
  description: string;
  requirements: string[];
  benefits: string[];
  /** 'Data de encerramento' (YYYY-MM-DD), if the company set one. */
  closesOn?: string | null;
}

const EMPTY: JobFormValues = {
  title: "",
  city: "",
  // Chosen by the user: the select starts on its prompt, and the schema names a missing regime.
  regime: "" as JobFormValues["regime"],
  modality: "",
  salary: "",
  description: "",
  requirements: "",
  benefits: "",
  closesOn: "",
};

function formValues(job: JobFormDefaults | undefined): JobFormValues {
  if (!job) return EMPTY;
  return {
    title: job.title,
    city: job.city,
    regime: job.regime as JobFormValues["regime"],
    modality: (job.modality ?? "") as JobFormValues["modality"],
    salary: job.salary ?? "",
    description: job.description,
    requirements: job.requirements.join("\n"),
    benefits: job.benefits.join("\n"),
    closesOn: job.closesOn ?? "",
  };
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
            const name = issue.path.split(".")[0] as FieldPath<JobFormValues>;
            if (name in EMPTY) form.setError(name, { message: issue.message });
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
    salary: messageOf(errors.salary),
    description: messageOf(errors.description),
    requirements: messageOf(errors.requirements as AnyFieldError),
    benefits: messageOf(errors.benefits as AnyFieldError),
    closesOn: messageOf(errors.closesOn as AnyFieldError),
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
          <FormField id="job-salary" label="Salário" error={e.salary}>
            <Input
              id="job-salary"
              placeholder="Ex.: R$ 4.000 a R$ 5.000"
              {...invalidProps("job-salary", e.salary)}
              {...form.register("salary")}
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
        </div>

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
