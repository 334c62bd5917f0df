import { zodResolver } from "@hookform/resolvers/zod";
import { BR_STATES, maskPhone } from "@pm/shared/company";
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  choiceLabel,
  DESIRED_AREA_LABELS,
  DESIRED_AREAS,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  incorporationYearOptions,
  MILITARY_BRANCH_LABELS,
  MILITARY_BRANCHES,
  militaryProfileMessages,
  ONBOARDING_STEPS,
  type OnboardingInput,
  onboardingSchema,
  RANK_FIELD_LABEL,
  RANK_LABELS,
  RANKS,
  YEARS_OF_SERVICE_OPTIONS,
  yearsOfServiceLabel,
} from "@pm/shared/military";
import { useQuery } from "@tanstack/react-query";
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, LogOutIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Wordmark } from "@/components/wordmark";
import { type Me, meQuery, useSignOut } from "@/features/auth/api";
import { PhoneField, SpecialtiesField } from "@/features/military-profile/components/military-fields";
import { ApiRequestError } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { useCompleteOnboarding } from "./api";

/** What the wizard holds: every answer as typed, the specialties as a list. */
type FormValues = Omit<Record<keyof OnboardingInput, string>, "specialties"> & { specialties: string[] };
type Field = keyof FormValues;

const STEP_FIELDS: Field[][] = [
  ["phone", "city", "state", "birthDate"],
  ["militaryBranch", "rank", "om", "incorporationYear", "yearsOfService", "specialties"],
  ["desiredArea", "experienceLevel", "goals", "availability"],
  [],
];
const ALL_FIELDS = STEP_FIELDS.flat();
const LAST_STEP = ONBOARDING_STEPS.length - 1;

const ids = (name: Field) => `onboarding-${name}`;

function initialValues(profile: Me["militaryProfile"] | undefined): FormValues {
  const p = profile ?? null;
  return {
    phone: p?.phone ? maskPhone(p.phone) : "",
    city: p?.city ?? "",
    state: p?.state ?? "",
    birthDate: p?.birthDate ?? "",
    militaryBranch: p?.militaryBranch ?? "",
    rank: p?.rank ?? "",
    om: p?.om ?? "",
    incorporationYear: p?.incorporationYear ? String(p.incorporationYear) : "",
    yearsOfService: p?.yearsOfService ? String(p.yearsOfService) : "",
    specialties: p?.specialties ?? [],
    desiredArea: p?.desiredArea ?? "",
    experienceLevel: p?.experienceLevel ?? "",
    goals: p?.goals ?? "",
    availability: p?.availability ?? "",
  };
}

const today = () => new Date().toISOString().slice(0, 10);

const textareaClass =
  "flex min-h-28 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** Step n of 4, as a list a screen reader reads with the current step marked. */
function Progress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / ONBOARDING_STEPS.length) * 100);
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium">
          Etapa {step + 1} de {ONBOARDING_STEPS.length}
        </p>
        <p className="text-muted-foreground">{percent}% concluído</p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Progresso do cadastro"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="grid grid-cols-4 gap-2" aria-label="Etapas">
        {ONBOARDING_STEPS.map((label, i) => {
          const done = i < step;
          const current = i === step;
          return (
            <li
              key={label}
              aria-current={current ? "step" : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                className={`flex size-8 items-center justify-center rounded-full border-2 font-semibold text-sm ${
                  done
                    ? "border-primary bg-primary text-primary-foreground"
                    : current
                      ? "border-primary bg-background text-primary"
                      : "border-border bg-background text-muted-foreground"
                }`}
              >
                {done ? <CheckIcon className="size-4" aria-hidden="true" /> : i + 1}
              </span>
              <span
                className={`text-xs leading-tight ${current ? "font-medium text-foreground" : "text-muted-foreground"} max-sm:sr-only`}
              >
                {label}
                {done ? <span className="sr-only"> (concluída)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Summary({ values, onEdit }: { values: FormValues; onEdit: (step: number) => void }) {
  const none = "Não informado";
  const groups: { step: number; title: string; rows: [string, string | null][] }[] = [
    {
      step: 0,
      title: ONBOARDING_STEPS[0],
      rows: [
        ["Telefone", values.phone || null],
        ["Cidade", [values.city, values.state].filter(Boolean).join(" - ") || null],
        ["Data de nascimento", values.birthDate ? shortDate(values.birthDate) : null],
      ],
    },
    {
      step: 1,
      title: ONBOARDING_STEPS[1],
      rows: [
        ["Força", choiceLabel(MILITARY_BRANCH_LABELS, values.militaryBranch)],
        [RANK_FIELD_LABEL, choiceLabel(RANK_LABELS, values.rank)],
        ["Organização Militar (OM)", values.om || null],
        ["Ano de incorporação", values.incorporationYear || null],
        ["Tempo de serviço", values.yearsOfService ? yearsOfServiceLabel(Number(values.yearsOfService)) : null],
        ["Especializações", values.specialties.join(", ") || null],
      ],
    },
    {
      step: 2,
      title: ONBOARDING_STEPS[2],
      rows: [
        ["Área desejada", choiceLabel(DESIRED_AREA_LABELS, values.desiredArea)],
        ["Nível de experiência", choiceLabel(EXPERIENCE_LEVEL_LABELS, values.experienceLevel)],
        ["Disponibilidade", choiceLabel(AVAILABILITY_LABELS, values.availability)],
        ["Objetivos", values.goals || null],
      ],
    },
  ];
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        Confira suas respostas. Você pode alterá-las agora ou depois, na página Perfil.
      </p>
      {groups.map((g) => (
        <section key={g.title} aria-labelledby={`resumo-${g.step}`} className="grid gap-2 rounded-lg border p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`resumo-${g.step}`} className="font-semibold">
              {g.title}
            </h3>
            <Button type="button" variant="link" size="sm" onClick={() => onEdit(g.step)}>
              Editar<span className="sr-only"> {g.title}</span>
            </Button>
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
            {g.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className={`break-words ${value ? "" : "text-muted-foreground italic"}`}>{value ?? none}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function Select({
  id,
  error,
  placeholder,
  options,
  ...props
}: React.ComponentProps<typeof NativeSelect> & {
  id: string;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect id={id} {...invalidProps(id, error)} {...props}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}

const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

function Step({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 md:grid-cols-2">{children}</div>;
}

/** /app/onboarding: the four-step profile wizard a new militar completes before the area opens. */
export function OnboardingPage() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQuery);
  const signOut = useSignOut();
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const form = useForm<FormValues, unknown, OnboardingInput>({
    resolver: zodResolver(onboardingSchema) as unknown as Resolver<FormValues, unknown, OnboardingInput>,
    defaultValues: initialValues(me?.militaryProfile),
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: Field) => errors[name]?.message;

  // A new step is announced by moving focus to its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const focusFirstError = (fields: Field[]) => {
    const first = fields.find((f) => form.getFieldState(f).error);
    if (first) form.setFocus(first as FieldPath<FormValues>);
    const message = first ? form.getFieldState(first).error?.message : undefined;
    if (message) toast.error(message);
  };

  const next = async () => {
    const fields = STEP_FIELDS[step] ?? [];
    if (!(await form.trigger(fields))) {
      focusFirstError(fields);
      return;
    }
    setStep((s) => Math.min(s + 1, LAST_STEP));
  };

  const finish = form.handleSubmit(
    async (input) => {
      try {
        await complete.mutateAsync(input);
        toast.success(militaryProfileMessages.onboardingDone);
        await navigate("/app", { replace: true });
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === "VALIDATION_FAILED" && error.issues.length > 0) {
          for (const issue of error.issues) {
            const name = issue.path.split(".")[0] as Field;
            if (ALL_FIELDS.includes(name)) form.setError(name, { message: issue.message });
          }
          const back = STEP_FIELDS.findIndex((fields) => fields.some((f) => form.getFieldState(f).error));
          if (back >= 0) setStep(back);
          toast.error(error.message);
        } else {
          toast.error(militaryProfileMessages.onboardingError);
        }
      }
    },
    (invalid) => {
      const back = STEP_FIELDS.findIndex((fields) => fields.some((f) => invalid[f]));
      if (back >= 0) setStep(back);
      const first = ALL_FIELDS.find((f) => invalid[f]?.message);
      toast.error(first ? String(invalid[first]?.message) : militaryProfileMessages.onboardingError);
    },
  );

  const years = incorporationYearOptions().map((y) => ({ value: String(y), label: String(y) }));
  const busy = isSubmitting;
  const stepTitle = ONBOARDING_STEPS[step];

  return (
    <div className="min-h-svh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <Wordmark className="text-base" />
          <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOutIcon aria-hidden="true" />
            Sair
          </Button>
        </div>
      </header>
      <main id="conteudo" className="mx-auto grid max-w-3xl gap-6 px-4 py-6 md:py-10">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Complete seu perfil</h1>
          <p className="text-muted-foreground">
            {me?.profile.fullName ? `${me.profile.fullName.split(/\s+/)[0]}, conte` : "Conte"} um pouco sobre você para
            encontrarmos as melhores oportunidades. Leva só alguns minutos.
          </p>
        </div>

        <Progress step={step} />

        <form
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            if (step === LAST_STEP) void finish(e);
            else void next();
          }}
          className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm md:p-6"
        >
          <h2 ref={heading} tabIndex={-1} className="font-semibold text-xl outline-none">
            {stepTitle}
          </h2>

          {step === 0 ? (
            <Step>
              <FormField id={ids("city")} label="Cidade" required error={err("city")}>
                <Input
                  id={ids("city")}
                  autoComplete="address-level2"
                  aria-required
                  {...invalidProps(ids("city"), err("city"))}
                  {...form.register("city")}
                />
              </FormField>
              <FormField id={ids("state")} label="Estado" error={err("state")}>
                <Select
                  id={ids("state")}
                  error={err("state")}
                  autoComplete="address-level1"
                  placeholder="Selecione"
                  options={BR_STATES.map((uf) => ({ value: uf, label: uf }))}
                  {...form.register("state")}
                />
              </FormField>
              <PhoneField control={form.control} name="phone" id={ids("phone")} error={err("phone")} />
              <FormField id={ids("birthDate")} label="Data de nascimento" error={err("birthDate")}>
                <Input
                  id={ids("birthDate")}
                  type="date"
                  autoComplete="bday"
                  max={today()}
                  {...invalidProps(ids("birthDate"), err("birthDate"))}
                  {...form.register("birthDate")}
                />
              </FormField>
            </Step>
          ) : null}

          {step === 1 ? (
            <Step>
              <FormField id={ids("militaryBranch")} label="Força" required error={err("militaryBranch")}>
                <Select
                  id={ids("militaryBranch")}
                  error={err("militaryBranch")}
                  aria-required
                  placeholder="Selecione"
                  options={optionsOf(MILITARY_BRANCHES, MILITARY_BRANCH_LABELS)}
                  {...form.register("militaryBranch")}
                />
              </FormField>
              <FormField id={ids("rank")} label={RANK_FIELD_LABEL} error={err("rank")}>
                <Select
                  id={ids("rank")}
                  error={err("rank")}
                  placeholder="Selecione"
                  options={optionsOf(RANKS, RANK_LABELS)}
                  {...form.register("rank")}
                />
              </FormField>
              <FormField id={ids("om")} label="Organização Militar (OM)" error={err("om")}>
                <Input
                  id={ids("om")}
                  placeholder="Ex.: 1º Batalhão de Infantaria"
                  {...invalidProps(ids("om"), err("om"))}
                  {...form.register("om")}
                />
              </FormField>
              <FormField id={ids("incorporationYear")} label="Ano de incorporação" error={err("incorporationYear")}>
                <Select
                  id={ids("incorporationYear")}
                  error={err("incorporationYear")}
                  placeholder="Selecione o ano"
                  options={years}
                  {...form.register("incorporationYear")}
                />
              </FormField>
              <FormField id={ids("yearsOfService")} label="Tempo de serviço" error={err("yearsOfService")}>
                <Select
                  id={ids("yearsOfService")}
                  error={err("yearsOfService")}
                  placeholder="Selecione"
                  options={YEARS_OF_SERVICE_OPTIONS.map((y) => ({ value: String(y), label: yearsOfServiceLabel(y) }))}
                  {...form.register("yearsOfService")}
                />
              </FormField>
              <div className="md:col-span-2">
                <SpecialtiesField
                  control={form.control}
                  name="specialties"
                  id={ids("specialties")}
                  error={err("specialties")}
                />
              </div>
            </Step>
          ) : null}

          {step === 2 ? (
            <Step>
              <FormField id={ids("desiredArea")} label="Área desejada" error={err("desiredArea")}>
                <Select
                  id={ids("desiredArea")}
                  error={err("desiredArea")}
                  placeholder="Selecione"
                  options={optionsOf(DESIRED_AREAS, DESIRED_AREA_LABELS)}
                  {...form.register("desiredArea")}
                />
              </FormField>
              <FormField id={ids("experienceLevel")} label="Nível de experiência" error={err("experienceLevel")}>
                <Select
                  id={ids("experienceLevel")}
                  error={err("experienceLevel")}
                  placeholder="Selecione"
                  options={optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS)}
                  {...form.register("experienceLevel")}
                />
              </FormField>
              <FormField id={ids("availability")} label="Disponibilidade" error={err("availability")}>
                <Select
                  id={ids("availability")}
                  error={err("availability")}
                  placeholder="Selecione"
                  options={optionsOf(AVAILABILITIES, AVAILABILITY_LABELS)}
                  {...form.register("availability")}
                />
              </FormField>
              <div className="md:col-span-2">
                <FormField id={ids("goals")} label="Objetivos profissionais" error={err("goals")}>
                  <textarea
                    id={ids("goals")}
                    rows={4}
                    placeholder="Que tipo de trabalho você procura? Onde quer estar daqui a alguns anos?"
                    className={textareaClass}
                    {...invalidProps(ids("goals"), err("goals"))}
                    {...form.register("goals")}
                  />
                </FormField>
              </div>
            </Step>
          ) : null}

          {step === LAST_STEP ? <Summary values={form.watch()} onEdit={setStep} /> : null}

          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="outline"
              disabled={step === 0 || busy}
              onClick={() => setStep((s) => Math.max(0, s - 1))}
            >
              <ChevronLeftIcon aria-hidden="true" />
              Voltar
            </Button>
            {step === LAST_STEP ? (
              <Button type="submit" disabled={busy}>
                <CheckIcon aria-hidden="true" />
                {busy ? "Salvando..." : "Concluir"}
              </Button>
            ) : (
              <Button type="submit">
                Próximo
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            )}
          </div>
        </form>
      </main>
    </div>
  );
}
