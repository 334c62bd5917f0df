import { zodResolver } from "@hookform/resolvers/zod";
import {
  MENTOR_AREA_IDS,
  MENTOR_AREAS,
  MENTORING_LIMITS,
  type MentorArea,
  type MentorProfileInput,
  mentoringMessages as m,
  mentorProfileSchema,
} from "@pm/shared/mentoring";
import { BadgeCheckIcon, Loader2Icon, StarIcon } from "lucide-react";
import { useId, useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField, invalidProps } from "@/components/form-field";
import { PreferenceSwitch } from "@/components/preference-switch";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type MentoringView, type MentorProfileView, useRefreshMentoring, useSaveMentorProfile } from "../api";
import { OccupationChip, OccupationCombobox } from "./mentoring-occupation";
import { CharacterCount } from "./post-text-field";

/** The form's values: the capacity as its select holds it. */
type Fields = {
  areas: MentorArea[];
  occupations: string[];
  capacity: string;
  availability: string;
  active: boolean;
};
const FIELDS = [
  "areas",
  "occupations",
  "capacity",
  "availability",
  "active",
] as const satisfies readonly FieldPath<Fields>[];

const CAPACITIES = Array.from(
  { length: MENTORING_LIMITS.capacityMax - MENTORING_LIMITS.capacityMin + 1 },
  (_, i) => MENTORING_LIMITS.capacityMin + i,
);

/**
 * The occupations' message: the list's own (too many), else the first of its items' (a code the
 * CBO does not know).
 */
function occupationsMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  if (Array.isArray(error)) return error.map(occupationsMessage).find(Boolean);
  return undefined;
}

function fieldsOf(profile: MentorProfileView | MentorProfileInput | null): Fields {
  if (!profile) return { areas: [], occupations: [], capacity: "1", availability: "", active: true };
  return {
    areas: profile.areas as MentorArea[],
    occupations: [...profile.occupations],
    capacity: String(profile.capacity),
    availability: profile.availability,
    active: profile.active,
  };
}

/**
 * 'Quero ser mentor'. Only a member with the 'Já fiz a transição' badge may offer himself: the
 * others are told how the badge is earned, and see no form. A mentor sees how many of his places
 * are taken and, from the third rating on, his average (to him only).
 */
export function MentoringOffer({ view }: { view: MentoringView }) {
  if (!view.transitioned) return <NeedsBadge />;
  return (
    <div className="grid min-w-0 gap-6">
      <MentorStatus profile={view.profile} />
      <MentorProfileForm profile={view.profile} />
    </div>
  );
}

function NeedsBadge() {
  return (
    <Section
      id="mentor-selo"
      title="Para ser mentor, você precisa do selo 'Já fiz a transição'"
      description="Mentores são militares que já estão na vida civil e podem contar como foi."
    >
      <div className="grid gap-3 text-sm">
        <p className="flex items-start gap-2">
          <BadgeCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {m.needsBadge}
        </p>
        <p className="text-muted-foreground">
          O selo aparece sozinho quando uma empresa aprova sua candidatura pela Próxima Missão. Se você já saiu das
          Forças por outro caminho, fale com o suporte para a equipe confirmar que você é veterano.
        </p>
      </div>
    </Section>
  );
}

function MentorStatus({ profile }: { profile: MentoringView["profile"] }) {
  if (!profile) return null;
  const rating = profile.rating;
  return (
    <Section id="mentor-situacao" title="Sua mentoria">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Vagas</dt>
          <dd className="font-medium">
            {profile.activeMentees} de {profile.capacity} {profile.capacity === 1 ? "vaga ocupada" : "vagas ocupadas"}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Novos pedidos</dt>
          <dd>
            {profile.active ? (
              <Badge variant="default">Aceitando novos pedidos</Badge>
            ) : (
              <Badge variant="secondary">Pausados</Badge>
            )}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Sua avaliação</dt>
          <dd className={rating ? "flex items-center gap-1.5 font-medium" : "text-muted-foreground"}>
            {rating ? (
              <>
                <StarIcon className="size-4 fill-accent" aria-hidden="true" />
                {rating.average.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} de 5 ·{" "}
                {rating.count === 1 ? "1 avaliação" : `${rating.count} avaliações`}
              </>
            ) : (
              `Sua média aparece depois de ${MENTORING_LIMITS.ratingsShownFrom} avaliações.`
            )}
          </dd>
        </div>
      </dl>
    </Section>
  );
}

function MentorProfileForm({ profile }: { profile: MentorProfileView | null }) {
  const id = useId();
  const save = useSaveMentorProfile();
  const refresh = useRefreshMentoring();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields, unknown, MentorProfileInput>({
    resolver: zodResolver(mentorProfileSchema as z.ZodType<MentorProfileInput, Fields>),
    defaultValues: fieldsOf(profile),
  });
  const { errors, isSubmitted } = form.formState;
  const occupations = form.watch("occupations");
  const availability = form.watch("availability");
  const full = occupations.length >= MENTORING_LIMITS.occupations;
  const occupationsError = occupationsMessage(errors.occupations);

  const setOccupations = (next: string[]) =>
    form.setValue("occupations", next, { shouldDirty: true, shouldValidate: isSubmitted });

  const placeRefusal = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 403) {
      // The badge went away meanwhile: say why, and read the page again, which then explains it.
      setFormError(error.message);
      void refresh();
      return;
    }
    if (!(error instanceof ApiRequestError) || error.code !== "VALIDATION_FAILED") {
      setFormError(errorMessage(error, "Não foi possível salvar o perfil de mentor. Tente novamente."));
      return;
    }
    let placed = false;
    for (const issue of error.issues) {
      const field = issue.path.split(".")[0] ?? "";
      if ((FIELDS as readonly string[]).includes(field)) {
        form.setError(field as (typeof FIELDS)[number], { message: issue.message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setFormError(error.message);
  };

  const submit = useOneSubmit(
    form.handleSubmit(async (input) => {
      setFormError(null);
      try {
        const res = await save.mutateAsync(input);
        toast.success(res.message);
        form.reset(fieldsOf(input));
      } catch (error) {
        placeRefusal(error);
      }
    }),
  );

  const areasId = `${id}-areas`;
  const occupationsId = `${id}-ocupacoes`;
  const capacityId = `${id}-capacidade`;
  const availabilityId = `${id}-disponibilidade`;
  const busy = form.formState.isSubmitting || save.isPending;

  return (
    <Section
      id="mentor-perfil"
      title={profile ? "Seu perfil de mentor" : "Quero ser mentor"}
      description="Conte em que você pode ajudar quem ainda está nas Forças. Seu nome, Força e posto aparecem para quem procura mentor."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-5">
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
          >
            {formError}
          </p>
        ) : null}

        <fieldset className="grid gap-2" aria-describedby={errors.areas ? `${areasId}-error` : undefined}>
          <legend className="mb-1 font-medium text-sm">Áreas em que você ajuda</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {MENTOR_AREA_IDS.map((area) => (
              <label
                key={area}
                htmlFor={`${areasId}-${area}`}
                className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  id={`${areasId}-${area}`}
                  type="checkbox"
                  value={area}
                  className="size-4 shrink-0 accent-primary"
                  {...form.register("areas")}
                />
                {MENTOR_AREAS[area]}
              </label>
            ))}
          </div>
          {errors.areas ? (
            <p id={`${areasId}-error`} className="text-destructive text-sm">
              {errors.areas.message}
            </p>
          ) : null}
        </fieldset>

        <div className="grid min-w-0 gap-2">
          <label htmlFor={occupationsId} className="font-medium text-sm">
            Ocupações (opcional)
          </label>
          <OccupationCombobox
            id={occupationsId}
            disabled={full}
            invalid={Boolean(occupationsError)}
            describedBy={[occupationsError ? `${occupationsId}-error` : null, `${occupationsId}-dica`]
              .filter(Boolean)
              .join(" ")}
            onChoose={(occupation) => {
              if (!occupations.includes(occupation.code) && !full) setOccupations([...occupations, occupation.code]);
            }}
          />
          <p id={`${occupationsId}-dica`} className="text-muted-foreground text-xs">
            {full
              ? `Você escolheu ${MENTORING_LIMITS.occupations} ocupações, o máximo. Remova uma para escolher outra.`
              : `Até ${MENTORING_LIMITS.occupations} ocupações da CBO em que você trabalha ou trabalhou.`}
          </p>
          {occupationsError ? (
            <p id={`${occupationsId}-error`} className="text-destructive text-sm">
              {occupationsError}
            </p>
          ) : null}
          {occupations.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Ocupações escolhidas">
              {occupations.map((code) => (
                <li key={code} className="min-w-0 max-w-full">
                  <OccupationChip code={code} onRemove={() => setOccupations(occupations.filter((c) => c !== code))} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <FormField id={capacityId} label="Quantos mentorados ao mesmo tempo" error={errors.capacity?.message} required>
          <NativeSelect
            id={capacityId}
            className="sm:w-48"
            {...invalidProps(capacityId, errors.capacity?.message)}
            {...form.register("capacity")}
          >
            {CAPACITIES.map((n) => (
              <option key={n} value={String(n)}>
                {n === 1 ? "1 mentorado" : `${n} mentorados`}
              </option>
            ))}
          </NativeSelect>
        </FormField>

        <div className="grid gap-2">
          <div className="flex items-baseline gap-0.5">
            <label htmlFor={availabilityId} className="font-medium text-sm">
              Disponibilidade
            </label>
            <span aria-hidden="true" className="font-medium text-destructive text-sm">
              *
            </span>
          </div>
          <Textarea
            id={availabilityId}
            rows={3}
            className="min-h-20"
            placeholder="Ex.: noites de terça e quinta, por mensagem ou vídeo"
            aria-invalid={errors.availability ? true : undefined}
            aria-describedby={[errors.availability ? `${availabilityId}-error` : null, `${availabilityId}-contagem`]
              .filter(Boolean)
              .join(" ")}
            {...form.register("availability")}
          />
          {errors.availability ? (
            <p id={`${availabilityId}-error`} className="text-destructive text-sm">
              {errors.availability.message}
            </p>
          ) : null}
          <div className="flex justify-end">
            <CharacterCount
              id={`${availabilityId}-contagem`}
              length={availability.length}
              max={MENTORING_LIMITS.availability}
            />
          </div>
        </div>

        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <PreferenceSwitch
              id={`${id}-ativo`}
              label="Aceitando novos pedidos"
              hint="Desligado, você continua com as mentorias em andamento e não recebe pedidos novos."
              checked={field.value}
              pending={busy}
              onChange={field.onChange}
            />
          )}
        />

        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
            {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {busy ? "Salvando..." : profile ? "Salvar perfil de mentor" : "Quero ser mentor"}
          </Button>
        </div>
      </form>
    </Section>
  );
}
