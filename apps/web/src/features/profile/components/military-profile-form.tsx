import { zodResolver } from "@hookform/resolvers/zod";
import { maskPhone } from "@pm/shared/brazil";
import { type MilitaryProfileInput, militaryProfileMessages, militaryProfileSchema } from "@pm/shared/profile.military";
import { type Resolver, useForm } from "react-hook-form";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";
import type { Me } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useUpdateMilitaryProfile } from "../api";
import {
  BiographyField,
  BirthDateField,
  CityField,
  FieldGrid,
  FullNameField,
  GoalsFields,
  MilitaryFields,
  type MilitaryFormValues,
  PhoneField,
  ServiceFields,
  StateField,
} from "./military-fields";

type FormValues = MilitaryFormValues<MilitaryProfileInput>;
type Field = keyof FormValues;

const FIELDS: Field[] = [
  "fullName",
  "phone",
  "city",
  "state",
  "birthDate",
  "militaryBranch",
  "rank",
  "serviceStatus",
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
    serviceStatus: p.serviceStatus ?? "",
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

/** Edit mode: every field of the profile; Cancelar discards, Salvar saves. */
export function MilitaryProfileForm({
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
  const { isSubmitting } = form.formState;

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

  const busy = isSubmitting;
  return (
    <MilitaryFields form={form} idPrefix="perfil">
      <form onSubmit={submit} noValidate aria-busy={busy} className="grid gap-6">
        <Section id="editar-pessoais" title="Informações Pessoais">
          <FieldGrid>
            <FullNameField />
            <PhoneField />
            <BirthDateField />
            <CityField />
            <StateField />
          </FieldGrid>
        </Section>

        <Section id="editar-militar" title="Experiência Militar">
          <FieldGrid>
            <ServiceFields />
          </FieldGrid>
        </Section>

        <Section id="editar-objetivos" title="Objetivos Profissionais">
          <FieldGrid>
            <GoalsFields goalsRows={3} />
            <BiographyField />
          </FieldGrid>
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
    </MilitaryFields>
  );
}
