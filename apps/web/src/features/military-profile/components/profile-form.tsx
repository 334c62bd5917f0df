import { zodResolver } from "@hookform/resolvers/zod";
import { BR_STATES, maskPhone } from "@pm/shared/company";
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  DESIRED_AREA_LABELS,
  DESIRED_AREAS,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  incorporationYearOptions,
  MILITARY_BRANCH_LABELS,
  MILITARY_BRANCHES,
  type MilitaryProfileInput,
  militaryProfileMessages,
  militaryProfileSchema,
  RANK_FIELD_LABEL,
  RANK_LABELS,
  RANKS,
  YEARS_OF_SERVICE_OPTIONS,
  yearsOfServiceLabel,
} from "@pm/shared/military";
import type { ReactNode } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { Me } from "@/features/auth/api";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateMilitaryProfile } from "../api";
import { PhoneField, SpecialtiesField } from "./military-fields";

type FormValues = Omit<Record<keyof MilitaryProfileInput, string>, "specialties"> & { specialties: string[] };
type Field = keyof FormValues;

const FIELDS: Field[] = [
  "fullName",
  "phone",
  "city",
  "state",
  "birthDate",
  "militaryBranch",
  "rank",
  "om",
  "incorporationYear",
  "yearsOfService",
  "specialties",
  "desiredArea",
  "experienceLevel",
  "availability",
  "goals",
  "biography",
];

type MilitaryProfile = NonNullable<Me["militaryProfile"]>;

export function formValues(fullName: string, p: MilitaryProfile): FormValues {
  return {
    fullName,
    phone: p.phone ? maskPhone(p.phone) : "",
    city: p.city ?? "",
    state: p.state ?? "",
    birthDate: p.birthDate ?? "",
    militaryBranch: p.militaryBranch ?? "",
    rank: p.rank ?? "",
    om: p.om ?? "",
    incorporationYear: p.incorporationYear ? String(p.incorporationYear) : "",
    yearsOfService: p.yearsOfService ? String(p.yearsOfService) : "",
    specialties: p.specialties ?? [],
    desiredArea: p.desiredArea ?? "",
    experienceLevel: p.experienceLevel ?? "",
    availability: p.availability ?? "",
    goals: p.goals ?? "",
    biography: p.biography ?? "",
  };
}

const ids = (name: Field) => `perfil-${name}`;
const textareaClass =
  "flex min-h-28 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";
const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm md:p-6">
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** Edit mode: every field of the profile; Cancelar discards, Salvar saves. */
export function ProfileForm({
  fullName,
  profile,
  onDone,
}: {
  fullName: string;
  profile: MilitaryProfile;
  onDone: () => void;
}) {
  const save = useUpdateMilitaryProfile();
  const form = useForm<FormValues, unknown, MilitaryProfileInput>({
    resolver: zodResolver(militaryProfileSchema) as unknown as Resolver<FormValues, unknown, MilitaryProfileInput>,
    defaultValues: formValues(fullName, profile),
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: Field) => errors[name]?.message;

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync(input);
        toast.success(militaryProfileMessages.saved);
        onDone();
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === "VALIDATION_FAILED" && error.issues.length > 0) {
          for (const issue of error.issues) {
            const name = issue.path.split(".")[0] as Field;
            if (FIELDS.includes(name)) form.setError(name, { message: issue.message });
          }
          toast.error(error.message);
        } else {
          toast.error(militaryProfileMessages.saveError);
        }
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => invalid[f]?.message);
      if (first) form.setFocus(first);
      toast.error(first ? String(invalid[first]?.message) : militaryProfileMessages.saveError);
    },
  );

  const select = (name: Field, placeholder: string, options: { value: string; label: string }[], required = false) => (
    <NativeSelect
      id={ids(name)}
      aria-required={required || undefined}
      {...invalidProps(ids(name), err(name))}
      {...form.register(name)}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
  const text = (name: Field, props: React.ComponentProps<typeof Input> = {}) => (
    <Input id={ids(name)} {...invalidProps(ids(name), err(name))} {...props} {...form.register(name)} />
  );

  const busy = isSubmitting;
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="grid gap-6">
      <Section id="editar-pessoais" title="Informações Pessoais">
        <div className="md:col-span-2">
          <FormField id={ids("fullName")} label="Nome completo" required error={err("fullName")}>
            {text("fullName", { autoComplete: "name", "aria-required": true })}
          </FormField>
        </div>
        <PhoneField control={form.control} name="phone" id={ids("phone")} error={err("phone")} />
        <FormField id={ids("birthDate")} label="Data de nascimento" error={err("birthDate")}>
          {text("birthDate", { type: "date", autoComplete: "bday", max: new Date().toISOString().slice(0, 10) })}
        </FormField>
        <FormField id={ids("city")} label="Cidade" required error={err("city")}>
          {text("city", { autoComplete: "address-level2", "aria-required": true })}
        </FormField>
        <FormField id={ids("state")} label="Estado" error={err("state")}>
          {select(
            "state",
            "Selecione",
            BR_STATES.map((uf) => ({ value: uf, label: uf })),
          )}
        </FormField>
      </Section>

      <Section id="editar-militar" title="Experiência Militar">
        <FormField id={ids("militaryBranch")} label="Força" required error={err("militaryBranch")}>
          {select("militaryBranch", "Selecione", optionsOf(MILITARY_BRANCHES, MILITARY_BRANCH_LABELS), true)}
        </FormField>
        <FormField id={ids("rank")} label={RANK_FIELD_LABEL} error={err("rank")}>
          {select("rank", "Selecione", optionsOf(RANKS, RANK_LABELS))}
        </FormField>
        <FormField id={ids("om")} label="Organização Militar (OM)" error={err("om")}>
          {text("om")}
        </FormField>
        <FormField id={ids("incorporationYear")} label="Ano de incorporação" error={err("incorporationYear")}>
          {select(
            "incorporationYear",
            "Selecione o ano",
            incorporationYearOptions().map((y) => ({ value: String(y), label: String(y) })),
          )}
        </FormField>
        <FormField id={ids("yearsOfService")} label="Tempo de serviço" error={err("yearsOfService")}>
          {select(
            "yearsOfService",
            "Selecione",
            YEARS_OF_SERVICE_OPTIONS.map((y) => ({ value: String(y), label: yearsOfServiceLabel(y) })),
          )}
        </FormField>
        <div className="md:col-span-2">
          <SpecialtiesField
            control={form.control}
            name="specialties"
            id={ids("specialties")}
            error={err("specialties")}
          />
        </div>
      </Section>

      <Section id="editar-objetivos" title="Objetivos Profissionais">
        <FormField id={ids("desiredArea")} label="Área desejada" error={err("desiredArea")}>
          {select("desiredArea", "Selecione", optionsOf(DESIRED_AREAS, DESIRED_AREA_LABELS))}
        </FormField>
        <FormField id={ids("experienceLevel")} label="Nível de experiência" error={err("experienceLevel")}>
          {select("experienceLevel", "Selecione", optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS))}
        </FormField>
        <FormField id={ids("availability")} label="Disponibilidade" error={err("availability")}>
          {select("availability", "Selecione", optionsOf(AVAILABILITIES, AVAILABILITY_LABELS))}
        </FormField>
        <div className="md:col-span-2">
          <FormField id={ids("goals")} label="Objetivos profissionais" error={err("goals")}>
            <textarea
              id={ids("goals")}
              rows={3}
              className={textareaClass}
              {...invalidProps(ids("goals"), err("goals"))}
              {...form.register("goals")}
            />
          </FormField>
        </div>
        <div className="md:col-span-2">
          <FormField id={ids("biography")} label="Sobre você" error={err("biography")}>
            <textarea
              id={ids("biography")}
              rows={5}
              placeholder="Conte sua trajetória, conquistas e o que você leva das Forças para o mercado civil."
              className={textareaClass}
              {...invalidProps(ids("biography"), err("biography"))}
              {...form.register("biography")}
            />
          </FormField>
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Salvando..." : "Salvar"}
        </Button>
      </div>
    </form>
  );
}
