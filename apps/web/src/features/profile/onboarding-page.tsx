import { zodResolver } from "@hookform/resolvers/zod";
import { maskPhone } from "@pm/shared/brazil";
import { applyContinuePath } from "@pm/shared/job-links.continue";
import { href } from "@pm/shared/pages";
import { militaryProfileMessages, type OnboardingInput, onboardingSchema } from "@pm/shared/profile.military";
import {
  AVAILABILITY_LABELS,
  choiceLabel,
  DESIRED_AREA_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  MILITARY_BRANCH_LABELS,
  ONBOARDING_STEPS,
  RANK_FIELD_LABEL,
  RANK_LABELS,
  SERVICE_STATUS_FIELD_LABEL,
  SERVICE_STATUS_LABELS,
  yearsOfServiceLabel,
} from "@pm/shared/profile.military-options";
import { talentBankMessages } from "@pm/shared/talent";
import { useQuery } from "@tanstack/react-query";
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, LogOutIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type FieldPath, type Resolver, useForm, useFormContext } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { PreferenceSwitch } from "@/components/preference-switch";
import { WhatCompaniesSee } from "@/components/talent-bank-disclosure";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Wordmark } from "@/components/wordmark";
import { ApiRequestError } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { type Me, meQuery, useSignOut } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useCompleteOnboarding } from "./api";
import {
  BirthDateField,
  CityField,
  FieldGrid,
  GoalsFields,
  MilitaryFields,
  type MilitaryFormValues,
  PhoneField,
  ServiceFields,
  StateField,
} from "./components/military-fields";
import { SuggestedOccupations } from "./components/suggested-occupations";

/** What the wizard holds: every answer as typed, the specialties as a list, the talent bank's switch. */
type FormValues = MilitaryFormValues<Omit<OnboardingInput, "talentBank">> & { talentBank: boolean };
type Field = keyof FormValues;

const STEP_FIELDS: Field[][] = [
  ["phone", "city", "state", "birthDate"],
  ["militaryBranch", "rank", "serviceStatus", "om", "incorporationYear", "yearsOfService", "specialties"],
  ["desiredArea", "experienceLevel", "goals", "availability"],
  [],
];
const ALL_FIELDS = STEP_FIELDS.flat();
const LAST_STEP = ONBOARDING_STEPS.length - 1;

function initialValues(profile: Me["militaryProfile"] | undefined): FormValues {
  const p = profile ?? null;
  return {
    phone: p?.phone ? maskPhone(p.phone) : "",
    city: p?.city ?? "",
    state: p?.state ?? "",
    birthDate: p?.birthDate ?? "",
    militaryBranch: p?.militaryBranch ?? "",
    rank: p?.rank ?? "",
    serviceStatus: p?.serviceStatus ?? "",
    om: p?.om ?? "",
    incorporationYear: p?.incorporationYear ? String(p.incorporationYear) : "",
    yearsOfService: p?.yearsOfService ? String(p.yearsOfService) : "",
    specialties: p?.specialties ?? [],
    desiredArea: p?.desiredArea ?? "",
    experienceLevel: p?.experienceLevel ?? "",
    goals: p?.goals ?? "",
    availability: p?.availability ?? "",
    talentBank: p?.talentBank ?? false,
  };
}

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
        [SERVICE_STATUS_FIELD_LABEL, choiceLabel(SERVICE_STATUS_LABELS, values.serviceStatus)],
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

/** The answers of one step; the last step shows them all back. */
function StepFields({
  step,
  values,
  onEdit,
}: {
  step: number;
  values: () => FormValues;
  onEdit: (step: number) => void;
}) {
  if (step === 0) {
    return (
      <FieldGrid>
        <CityField />
        <StateField autoComplete="address-level1" />
        <PhoneField />
        <BirthDateField />
      </FieldGrid>
    );
  }
  if (step === 1) {
    return (
      <FieldGrid>
        <ServiceFields omPlaceholder="Ex.: 1º Batalhão de Infantaria" />
      </FieldGrid>
    );
  }
  if (step === 2) {
    const { militaryBranch, rank, specialties } = values();
    return (
      <>
        <FieldGrid>
          <GoalsFields
            goalsRows={4}
            goalsPlaceholder="Que tipo de trabalho você procura? Onde quer estar daqui a alguns anos?"
          />
        </FieldGrid>
        <SuggestedOccupations branch={militaryBranch} rank={rank} specialties={specialties} variant="plain" />
      </>
    );
  }
  return (
    <>
      <Summary values={values()} onEdit={onEdit} />
      <TalentBankChoice />
    </>
  );
}

/** 'Quero aparecer no banco de talentos', asked before Concluir with what companies would see. */
function TalentBankChoice() {
  const form = useFormContext<FormValues>();
  const checked = form.watch("talentBank");
  return (
    <section aria-labelledby="onboarding-talentos" className="grid gap-3 rounded-lg border p-4">
      <h3 id="onboarding-talentos" className="font-semibold">
        Banco de talentos
      </h3>
      <PreferenceSwitch
        id="onboarding-talentBank"
        label={talentBankMessages.optInLabel}
        hint={talentBankMessages.optInHint}
        checked={checked}
        pending={false}
        onChange={(v) => form.setValue("talentBank", v, { shouldDirty: true })}
      />
      <WhatCompaniesSee />
      <p className="text-muted-foreground text-sm">{talentBankMessages.contactsHidden}</p>
    </section>
  );
}

/** Voltar, and Próximo or, on the last step, Concluir. */
function StepButtons({ step, busy, onBack }: { step: number; busy: boolean; onBack: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
      <Button type="button" variant="outline" disabled={step === 0 || busy} onClick={onBack}>
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
  );
}

/**
 * The wizard's form and step: Próximo checks the step's fields and moves on, Concluir saves the
 * whole profile and goes back to the step of the first field refused.
 */
function useOnboardingWizard(profile: Me["militaryProfile"] | undefined) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const form = useForm<FormValues, unknown, OnboardingInput>({
    resolver: zodResolver(onboardingSchema) as unknown as Resolver<FormValues, unknown, OnboardingInput>,
    defaultValues: initialValues(profile),
  });

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

  // The page the guard stopped him at (a job he chose to apply to) unless that was the dashboard;
  // else the job he chose on a public page before signing up, which his account kept (he came
  // back in another tab or on another day); else his dashboard.
  const stoppedAt = areaPathOf(useLocation().state?.from);
  const continueTo = (wantedJobId: string | null) =>
    stoppedAt && stoppedAt !== href("militaryDashboard")
      ? stoppedAt
      : wantedJobId
        ? applyContinuePath(wantedJobId)
        : href("militaryDashboard");

  const finish = form.handleSubmit(
    async (input) => {
      try {
        const saved = await complete.mutateAsync(input);
        toast.success(militaryProfileMessages.onboardingDone);
        await navigate(continueTo(saved.wantedJobId), { replace: true });
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

  return { form, step, setStep, heading, next, finish };
}

function OnboardingHeader() {
  const signOut = useSignOut();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
        <Wordmark className="text-base" />
        <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOutIcon aria-hidden="true" />
          Sair
        </Button>
      </div>
    </header>
  );
}

/** A path of the militar's area from the guard's `from` location (never the onboarding again). */
function areaPathOf(from: unknown): string | null {
  const { pathname, search } = (from ?? {}) as { pathname?: unknown; search?: unknown };
  if (typeof pathname !== "string") return null;
  if (!pathname.startsWith(href("militaryDashboard")) || pathname === href("militaryOnboarding")) return null;
  return pathname + (typeof search === "string" ? search : "");
}

/** /app/onboarding: the four-step profile wizard a new militar completes before the area opens. */
export function OnboardingPage() {
  const { data: me } = useQuery(meQuery);
  const { form, step, setStep, heading, next, finish } = useOnboardingWizard(me?.militaryProfile);
  const busy = form.formState.isSubmitting;

  return (
    <div className="min-h-svh bg-muted/40">
      <OnboardingHeader />
      <main id="conteudo" className="mx-auto grid max-w-3xl gap-6 px-4 py-6 md:py-10">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Complete seu perfil</h1>
          <p className="text-muted-foreground">
            {me?.profile.fullName ? `${me.profile.fullName.split(/\s+/)[0]}, conte` : "Conte"} um pouco sobre você para
            encontrarmos as melhores oportunidades. Leva só alguns minutos.
          </p>
        </div>

        <Progress step={step} />

        <MilitaryFields form={form} idPrefix="onboarding">
          <Card asChild className="grid gap-6">
            <form
              noValidate
              aria-busy={busy}
              onSubmit={(e) => {
                e.preventDefault();
                if (step === LAST_STEP) void finish(e);
                else void next();
              }}
            >
              <h2 ref={heading} tabIndex={-1} className="font-semibold text-xl outline-none">
                {ONBOARDING_STEPS[step]}
              </h2>
              <StepFields step={step} values={() => form.watch()} onEdit={setStep} />
              <StepButtons step={step} busy={busy} onBack={() => setStep((s) => Math.max(0, s - 1))} />
            </form>
          </Card>
        </MilitaryFields>
      </main>
    </div>
  );
}
