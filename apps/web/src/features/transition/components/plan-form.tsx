import { href } from "@pm/shared/pages";
import { type TransitionPlanInput, transitionPlanSchema } from "@pm/shared/transition";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { PreferenceSwitch } from "@/components/preference-switch";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type OccupationSummary, type PlanView, useSavePlan } from "../api";
import { OccupationSearch } from "./occupation-search";

/** The id of the occupation's part of the form: the 'Escolher uma ocupação' step links to it. */
export const OCCUPATION_SECTION_ID = "ocupacao";

const DATE_ID = "plano-desligamento";
const OCCUPATION_ERROR_ID = "plano-ocupacao-error";

type FieldName = "dischargeDate" | "occupationCode";
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELDS: readonly string[] = ["dischargeDate", "occupationCode"] satisfies FieldName[];

/** The messages of `issues` that belong to a field of the form, the first of each. */
function fieldErrorsOf(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path as FieldName;
    if (FIELDS.includes(name) && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** The occupations offered: the plan's own first when it is not among the suggestions. */
function initialOptions(view: PlanView): OccupationSummary[] {
  const chosen = view.plan?.occupation;
  const suggested = view.suggestions;
  return chosen && !suggested.some((s) => s.code === chosen.code) ? [chosen, ...suggested] : [...suggested];
}

/**
 * The plan's form: 'Data prevista de desligamento' (blank for a veteran), 'Ocupação escolhida'
 * among the suggestions or any the search finds, and the monthly e-mail. Checked here with the
 * API's own schema; what the API still refuses shows under its field.
 */
export function PlanForm({ view }: { view: PlanView }) {
  const save = useSavePlan();
  const plan = view.plan;
  const [dischargeDate, setDischargeDate] = useState(plan?.dischargeDate ?? "");
  const [occupation, setOccupation] = useState<OccupationSummary | null>(plan?.occupation ?? null);
  const [options, setOptions] = useState(() => initialOptions(view));
  const [reminders, setReminders] = useState(plan?.reminders ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const choose = (chosen: OccupationSummary | null) => {
    setOccupation(chosen);
    setErrors(({ occupationCode: _, ...rest }) => rest);
    if (chosen && !options.some((o) => o.code === chosen.code)) setOptions([chosen, ...options]);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (found.dischargeDate) document.getElementById(DATE_ID)?.focus();
  };

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = transitionPlanSchema.safeParse({
      dischargeDate: dischargeDate || null,
      occupationCode: occupation?.code ?? null,
      reminders,
    });
    if (!read.success) {
      showErrors(fieldErrorsOf(read.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message }))));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(read.data satisfies TransitionPlanInput);
      toast.success(saved.message);
    } catch (error) {
      const found = error instanceof ApiRequestError ? fieldErrorsOf(error.issues) : {};
      if (Object.keys(found).length > 0) showErrors(found);
      else toast.error(errorMessage(error, "Não foi possível salvar o plano. Tente novamente."));
    }
  });

  const dateError = errors.dischargeDate;
  const dateDescribedBy = [`${DATE_ID}-dica`, dateError ? `${DATE_ID}-error` : null].filter(Boolean).join(" ");
  const busy = save.isPending;

  return (
    <Section
      id="plano-form-titulo"
      title={plan ? "Ajustar o plano" : "Montar o plano"}
      description="Os prazos de cada passo são contados a partir da data de desligamento."
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="grid gap-6">
        <div className="grid gap-2">
          <Label htmlFor={DATE_ID}>Data prevista de desligamento</Label>
          <Input
            id={DATE_ID}
            type="date"
            className="sm:max-w-56"
            value={dischargeDate}
            onChange={(event) => {
              setDischargeDate(event.target.value);
              if (dateError) setErrors(({ dischargeDate: _, ...rest }) => rest);
            }}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateDescribedBy}
          />
          <p id={`${DATE_ID}-dica`} className="text-muted-foreground text-sm">
            Deixe em branco se você já é veterano.
          </p>
          {dateError ? (
            <p id={`${DATE_ID}-error`} className="text-destructive text-sm">
              {dateError}
            </p>
          ) : null}
        </div>

        <fieldset
          id={OCCUPATION_SECTION_ID}
          className="grid min-w-0 scroll-mt-20 gap-3"
          aria-describedby={errors.occupationCode ? OCCUPATION_ERROR_ID : undefined}
        >
          <legend className="mb-1 font-medium text-sm">Ocupação escolhida</legend>
          <p className="text-muted-foreground text-sm">
            Sugeridas para a sua experiência militar. Veja cada uma antes de escolher: as vagas, os salários e o que
            elas pedem.
          </p>
          <ul className="grid gap-2">
            {options.map((o) => {
              const radioId = `plano-ocupacao-${o.code}`;
              return (
                <li
                  key={o.code}
                  className="flex flex-col gap-2 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary sm:flex-row sm:items-center sm:justify-between"
                >
                  <label htmlFor={radioId} className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
                    <input
                      id={radioId}
                      type="radio"
                      name="plano-ocupacao"
                      value={o.code}
                      checked={occupation?.code === o.code}
                      onChange={() => choose(o)}
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                    />
                    <span className="grid min-w-0">
                      <span className="font-medium text-sm wrap-anywhere">{o.title}</span>
                      <span className="text-muted-foreground text-xs tabular-nums">CBO {o.code}</span>
                    </span>
                  </label>
                  <Link
                    to={href("militaryOccupation", { code: o.code })}
                    className="shrink-0 pl-7 text-primary text-sm underline-offset-4 hover:underline sm:pl-0"
                  >
                    Ver ocupação<span className="sr-only"> {o.title}</span>
                  </Link>
                </li>
              );
            })}
            <li className="flex rounded-lg border border-dashed p-3 has-[:checked]:border-primary">
              <label htmlFor="plano-ocupacao-nenhuma" className="flex cursor-pointer items-center gap-3 text-sm">
                <input
                  id="plano-ocupacao-nenhuma"
                  type="radio"
                  name="plano-ocupacao"
                  value=""
                  checked={occupation === null}
                  onChange={() => choose(null)}
                  className="size-4 shrink-0 accent-primary"
                />
                Decidir depois
              </label>
            </li>
          </ul>
          <OccupationSearch id="plano-ocupacao-busca" onChoose={choose} />
          {errors.occupationCode ? (
            <p id={OCCUPATION_ERROR_ID} className="text-destructive text-sm">
              {errors.occupationCode}
            </p>
          ) : null}
        </fieldset>

        <PreferenceSwitch
          id="plano-lembretes"
          label="Receber um lembrete mensal por e-mail"
          hint="Uma vez por mês, o próximo passo do seu plano. Você pode desligar quando quiser."
          checked={reminders}
          pending={busy}
          onChange={setReminders}
        />

        <div>
          <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
            {busy ? "Salvando..." : "Salvar plano"}
          </Button>
        </div>
      </form>
    </Section>
  );
}
