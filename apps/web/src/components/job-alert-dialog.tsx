// 'Criar alerta': the board's current search saved as a job alert, from the militar's board (into
// his account) and from the public board (a visitor's address, confirmed by e-mail first). Both
// boards draw the same button and dialog; only where the alert goes differs.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_HINTS,
  ALERT_FREQUENCY_LABELS,
  ALERT_NAME_MAX,
  type AlertFrequency,
  type AlertSearch,
  alertMessages,
  alertSearchSchema,
  alertSearchSummary,
  createAlertSchema,
  defaultAlertName,
  searchIsEmpty,
  subscribeAlertSchema,
} from "@pm/shared/alerts";
import { href } from "@pm/shared/pages";
import { BellPlusIcon } from "lucide-react";
import { type ComponentProps, useId, useMemo, useState } from "react";
import { type FieldErrors, type FieldPath, type UseFormRegister, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { ConfirmDialog, ConfirmDialogPanel } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, api, errorMessage, unwrap } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** The board's filters as its address has them (other filters, such as the order, are ignored). */
export type AlertFilters = { [K in keyof AlertSearch]?: string };

const SEARCH_KEYS = Object.keys(alertSearchSchema.shape) as (keyof AlertSearch)[];

/**
 * The search an alert keeps, each filter read as the API reads it; one the API would refuse (an
 * old address with a regime that no longer exists) is left out rather than failing the alert.
 */
export function alertSearchOf(filters: AlertFilters): AlertSearch {
  const search: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) {
    const read = alertSearchSchema.shape[key].safeParse(filters[key]);
    if (read.success && read.data !== undefined) search[key] = read.data;
  }
  return search as AlertSearch;
}

/** What the dialog asks: a name and a frequency, and a visitor's address. */
const alertFieldsSchema = z.strictObject({
  name: createAlertSchema.shape.name,
  frequency: createAlertSchema.shape.frequency,
});
const visitorFieldsSchema = alertFieldsSchema.extend({ email: subscribeAlertSchema.shape.email });

export type AlertFields = z.output<typeof alertFieldsSchema>;
type DialogFields = AlertFields & { email?: string };
const FIELDS = ["name", "frequency", "email"] as const;
/** What a new alert sends unless told otherwise: each new job as it comes. */
const FIRST_FREQUENCY: AlertFrequency = "imediato";

/** 'Nome do alerta' and 'Frequência', as the dialog and the alerts page's edit dialog ask them. */
export function AlertFieldsInputs<T extends AlertFields>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The two fields are common to every form that uses this, whatever else it asks.
  const reg = register as unknown as UseFormRegister<AlertFields>;
  const e = errors as FieldErrors<AlertFields>;
  const nameId = `${idPrefix}-nome`;
  const frequencyError = e.frequency?.message;
  return (
    <>
      <FormField id={nameId} label="Nome do alerta" error={e.name?.message} required>
        <Input
          id={nameId}
          maxLength={ALERT_NAME_MAX}
          autoComplete="off"
          {...invalidProps(nameId, e.name?.message)}
          {...reg("name")}
        />
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-invalid={frequencyError ? true : undefined}
        aria-describedby={frequencyError ? `${idPrefix}-frequencia-error` : undefined}
      >
        <legend className="mb-2 font-medium text-sm leading-none">Frequência</legend>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label
            key={frequency}
            htmlFor={`${idPrefix}-frequencia-${frequency}`}
            className="flex items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              id={`${idPrefix}-frequencia-${frequency}`}
              type="radio"
              value={frequency}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-describedby={`${idPrefix}-frequencia-${frequency}-dica`}
              {...reg("frequency")}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{ALERT_FREQUENCY_LABELS[frequency]}</span>
              <span id={`${idPrefix}-frequencia-${frequency}-dica`} className="text-muted-foreground">
                {ALERT_FREQUENCY_HINTS[frequency]}
              </span>
            </span>
          </label>
        ))}
        {frequencyError ? (
          <p id={`${idPrefix}-frequencia-error`} className="text-destructive text-sm">
            {frequencyError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/** Whether an API's refusal names one of the fields: each goes under its field; true when any did. */
export function placeFieldIssues<T extends AlertFields>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: (name: FieldPath<T>, error: { message: string }) => void,
): boolean {
  if (!(error instanceof ApiRequestError) || error.code !== "VALIDATION_FAILED") return false;
  let placed = false;
  for (const issue of error.issues) {
    const name = issue.path.split(".")[0] as FieldPath<T>;
    if (fields.includes(name)) {
      setError(name, { message: issue.message });
      placed = true;
    }
  }
  return placed;
}

/** The sentence for a refusal no field explains: the cap, too many tries, the connection. */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return alertMessages.tooManyTries;
  return errorMessage(error);
}

type Send = (
  fields: DialogFields,
  search: AlertSearch,
) => Promise<{ done: "close" } | { done: "message"; text: string }>;

function TriggerButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <BellPlusIcon aria-hidden="true" />
      Criar alerta
    </Button>
  );
}

/**
 * The button and its dialog. An empty search would send every new job of the board: the button
 * then says what to choose first, and opens no form.
 */
function JobAlertDialog({
  filters,
  visitor,
  send,
  className,
}: {
  filters: AlertFilters;
  visitor: boolean;
  send: Send;
  className?: string;
}) {
  const id = useId();
  const search = useMemo(() => alertSearchOf(filters), [filters]);
  const summary = alertSearchSummary(search);
  const schema: z.ZodType<DialogFields, DialogFields> = visitor ? visitorFieldsSchema : alertFieldsSchema;
  const form = useForm<DialogFields>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", frequency: FIRST_FREQUENCY, ...(visitor ? { email: "" } : {}) },
  });
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    // Each opening offers the search as it is now: the filters may have changed since.
    if (next) {
      form.reset({ name: defaultAlertName(search), frequency: FIRST_FREQUENCY, ...(visitor ? { email: "" } : {}) });
    }
    setFailure(null);
    setSent(null);
    setOpen(next);
  };

  const submit = useOneSubmit(
    form.handleSubmit(async (fields) => {
      setFailure(null);
      try {
        const result = await send(fields, search);
        if (result.done === "close") setOpen(false);
        else setSent(result.text);
      } catch (error) {
        const asked = visitor ? FIELDS : FIELDS.filter((f) => f !== "email");
        if (!placeFieldIssues<DialogFields>(error, asked, form.setError)) setFailure(failureText(error));
      }
    }),
  );

  if (searchIsEmpty(search)) {
    return (
      <Popover>
        <PopoverTrigger asChild>
          <TriggerButton className={className} />
        </PopoverTrigger>
        <PopoverContent align="end" className="text-sm">
          <p role="status">{alertMessages.emptySearch}</p>
        </PopoverContent>
      </Popover>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={isSubmitting}
      trigger={<TriggerButton className={className} />}
      content={
        sent ? (
          <ConfirmDialogPanel title="Confirme seu e-mail" description={sent} cancelLabel="Fechar" action={null} />
        ) : (
          <ConfirmDialogPanel
            title="Criar alerta de vagas"
            description={
              visitor
                ? "Receba por e-mail as vagas novas desta busca. Antes, enviamos um link para confirmar o seu endereço."
                : "Receba por e-mail as vagas novas desta busca. Você acompanha seus alertas em Alertas."
            }
            cancelLabel="Cancelar"
            confirmLabel="Criar alerta"
            pendingLabel="Criando..."
            pending={isSubmitting}
            onSubmit={(event) => void submit(event)}
          >
            <div className="grid gap-4">
              <p className="rounded-md bg-muted/60 p-3 text-sm wrap-anywhere">
                <span className="text-muted-foreground">Busca: </span>
                <span data-testid="alert-summary">{summary}</span>
              </p>
              <AlertFieldsInputs idPrefix={id} register={form.register} errors={errors} />
              {visitor ? (
                <FormField id={`${id}-email`} label="E-mail" error={errors.email?.message} required>
                  <Input
                    id={`${id}-email`}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={254}
                    {...invalidProps(`${id}-email`, errors.email?.message)}
                    {...form.register("email")}
                  />
                </FormField>
              ) : null}
              {failure ? (
                <p role="alert" className="text-destructive text-sm">
                  {failure}
                </p>
              ) : null}
            </div>
          </ConfirmDialogPanel>
        )
      }
    />
  );
}

/**
 * The militar's board: the alert goes into his account, and the toast leads to his alerts (whose
 * list reads itself again on opening: this module stays free of the query cache, which the public
 * board, sharing it, does not load).
 */
export function MilitaryJobAlertButton({ filters, className }: { filters: AlertFilters; className?: string }) {
  const navigate = useNavigate();
  return (
    <JobAlertDialog
      filters={filters}
      visitor={false}
      className={className}
      send={async ({ name, frequency }, search) => {
        await unwrap(api.military.alerts.$post({ json: { name, frequency, search } }));
        toast.success(alertMessages.created, {
          label: "Ver alertas",
          onClick: () => void navigate(href("militaryAlerts")),
        });
        return { done: "close" };
      }}
    />
  );
}

/**
 * The public board: the visitor's address receives a confirmation link first. The answer is the
 * same whatever the address already has, and the dialog says it.
 */
export function VisitorJobAlertButton({ filters, className }: { filters: AlertFilters; className?: string }) {
  return (
    <JobAlertDialog
      filters={filters}
      visitor
      className={className}
      send={async ({ name, frequency, email }, search) => {
        await unwrap(api.alerts.subscribe.$post({ json: { email: email ?? "", name, frequency, search } }));
        return { done: "message", text: alertMessages.subscribed };
      }}
    />
  );
}
