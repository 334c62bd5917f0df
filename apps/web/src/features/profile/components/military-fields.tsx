import { BR_STATES, maskPhone } from "@pm/shared/brazil";
import type { MilitaryProfileInput } from "@pm/shared/profile.military";
import {
  incorporationYearOptions,
  isMilitaryBranch,
  isRankOf,
  MILITARY_CHOICES,
  RANK_FIELD_LABEL,
  rankChoices,
  SERVICE_STATUS_FIELD_LABEL,
} from "@pm/shared/profile.military-options";
import { createContext, type ReactNode, useContext, useEffect } from "react";
import {
  Controller,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormContext,
  useWatch,
} from "react-hook-form";
import { FormField, invalidProps } from "@/components/form-field";
import { SpecialtiesInput } from "@/components/specialties-input";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";

// The militar's profile fields, as the onboarding wizard and the profile form both show them.

/** What a militar form holds: every answer as typed, the specialties as a list. */
export type MilitaryFormValues<Input = MilitaryProfileInput> = Omit<Record<keyof Input, string>, "specialties"> & {
  specialties: string[];
};
type Field = keyof MilitaryFormValues;

const IdPrefix = createContext("perfil");

/**
 * Gives the fields inside it their form and the prefix of their ids (`{idPrefix}-{field}`). The
 * form may hold fewer fields than the profile (onboarding asks neither the name nor the biography):
 * only the fields rendered are registered.
 */
export function MilitaryFields<T extends FieldValues, R>({
  form,
  idPrefix,
  children,
}: {
  form: UseFormReturn<T, unknown, R>;
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <IdPrefix.Provider value={idPrefix}>{children}</IdPrefix.Provider>
    </FormProvider>
  );
}

/** Two columns from md up; a wide field takes both. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 md:grid-cols-2">{children}</div>;
}

function Wide({ children }: { children: ReactNode }) {
  return <div className="md:col-span-2">{children}</div>;
}

function useField(name: Field) {
  const form = useFormContext<MilitaryFormValues>();
  const id = `${useContext(IdPrefix)}-${name}`;
  const error = form.formState.errors[name]?.message;
  return { form, id, error, invalid: invalidProps(id, error) };
}

function TextField({
  name,
  label,
  required = false,
  ...props
}: { name: Field; label: string; required?: boolean } & React.ComponentProps<typeof Input>) {
  const { form, id, error, invalid } = useField(name);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <Input id={id} aria-required={required || undefined} {...invalid} {...props} {...form.register(name)} />
    </FormField>
  );
}

function SelectField({
  name,
  label,
  options,
  placeholder = "Selecione",
  required = false,
  ...props
}: {
  name: Field;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
} & React.ComponentProps<typeof NativeSelect>) {
  const { form, id, error, invalid } = useField(name);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <NativeSelect id={id} aria-required={required || undefined} {...invalid} {...props} {...form.register(name)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

const textareaClass =
  "flex min-h-28 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

function TextareaField({
  name,
  label,
  ...props
}: { name: Field; label: string } & Pick<React.ComponentProps<"textarea">, "rows" | "placeholder">) {
  const { form, id, error, invalid } = useField(name);
  return (
    <Wide>
      <FormField id={id} label={label} error={error}>
        <textarea id={id} className={textareaClass} {...invalid} {...props} {...form.register(name)} />
      </FormField>
    </Wide>
  );
}

/** 'Nome completo', the whole row. */
export function FullNameField() {
  return (
    <Wide>
      <TextField name="fullName" label="Nome completo" required autoComplete="name" />
    </Wide>
  );
}

export function CityField() {
  return <TextField name="city" label="Cidade" required autoComplete="address-level2" />;
}

export function StateField({ autoComplete }: { autoComplete?: string }) {
  return (
    <SelectField
      name="state"
      label="Estado"
      autoComplete={autoComplete}
      options={BR_STATES.map((uf) => ({ value: uf, label: uf }))}
    />
  );
}

export function BirthDateField() {
  return (
    <TextField
      name="birthDate"
      label="Data de nascimento"
      type="date"
      autoComplete="bday"
      max={new Date().toISOString().slice(0, 10)}
    />
  );
}

/** 'Telefone', masked as (00) 00000-0000 while typing. */
export function PhoneField() {
  const { form, id, error, invalid } = useField("phone");
  return (
    <FormField id={id} label="Telefone" error={error}>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <Input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(00) 00000-0000"
            {...invalid}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(maskPhone(e.target.value))}
          />
        )}
      />
    </FormField>
  );
}

/** 'Especializações', a list of tags. */
function SpecialtiesField() {
  const { form, id, error } = useField("specialties");
  return (
    <FormField id={id} label="Especializações" error={error}>
      <Controller
        control={form.control}
        name="specialties"
        render={({ field }) => (
          <SpecialtiesInput
            id={id}
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
          />
        )}
      />
    </FormField>
  );
}

/**
 * 'Posto ou graduação': the chosen força's own ranks. Changing the força drops a rank it does not
 * have, so a Cabo of the PM who picks Marinha by mistake is asked again instead of saved wrong.
 */
function RankField() {
  const form = useFormContext<MilitaryFormValues>();
  const branch = useWatch({ control: form.control, name: "militaryBranch" });
  const force = isMilitaryBranch(branch) ? branch : null;
  useEffect(() => {
    const rank = form.getValues("rank");
    if (force && rank && !isRankOf(force, rank)) form.setValue("rank", "", { shouldDirty: true });
  }, [force, form]);
  return (
    <SelectField
      name="rank"
      label={RANK_FIELD_LABEL}
      placeholder={force ? "Selecione" : "Escolha a força primeiro"}
      disabled={!force}
      options={rankChoices(force)}
    />
  );
}

/** The service: branch (required), rank, situation, OM, incorporation year, years of service and specialties. */
export function ServiceFields({ omPlaceholder }: { omPlaceholder?: string }) {
  return (
    <>
      <SelectField name="militaryBranch" label="Força" required options={MILITARY_CHOICES.branch} />
      <RankField />
      <SelectField name="serviceStatus" label={SERVICE_STATUS_FIELD_LABEL} options={MILITARY_CHOICES.serviceStatus} />
      <TextField name="om" label="Organização Militar (OM)" placeholder={omPlaceholder} />
      <SelectField
        name="incorporationYear"
        label="Ano de incorporação"
        placeholder="Selecione o ano"
        options={incorporationYearOptions().map((y) => ({ value: String(y), label: String(y) }))}
      />
      <SelectField name="yearsOfService" label="Tempo de serviço" options={MILITARY_CHOICES.yearsOfService} />
      <Wide>
        <SpecialtiesField />
      </Wide>
    </>
  );
}

/** What the militar looks for: area, experience level, availability and goals. */
export function GoalsFields({ goalsRows, goalsPlaceholder }: { goalsRows: number; goalsPlaceholder?: string }) {
  return (
    <>
      <SelectField name="desiredArea" label="Área desejada" options={MILITARY_CHOICES.desiredArea} />
      <SelectField name="experienceLevel" label="Nível de experiência" options={MILITARY_CHOICES.experienceLevel} />
      <SelectField name="availability" label="Disponibilidade" options={MILITARY_CHOICES.availability} />
      <TextareaField name="goals" label="Objetivos profissionais" rows={goalsRows} placeholder={goalsPlaceholder} />
    </>
  );
}

/** 'Sobre você', the whole row. */
export function BiographyField() {
  return (
    <TextareaField
      name="biography"
      label="Sobre você"
      rows={5}
      placeholder="Conte sua trajetória, conquistas e o que você leva das Forças para o mercado civil."
    />
  );
}
