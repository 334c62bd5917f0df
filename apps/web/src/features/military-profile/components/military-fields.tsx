import { maskPhone } from "@pm/shared/company";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { FormField, invalidProps } from "@/components/form-field";
import { SpecialtiesInput } from "@/components/specialties-input";
import { Input } from "@/components/ui/input";

// The militar's fields that need a controller, as onboarding and the profile form both show them.

interface ControlledFieldProps<T extends FieldValues, V, R extends FieldValues> {
  /** The form's control, whatever its resolver turns the values into (R). */
  control: Control<T, unknown, R>;
  name: FieldPathByValue<T, V>;
  id: string;
  error?: string;
}

/** 'Telefone', masked as (00) 00000-0000 while typing. */
export function PhoneField<T extends FieldValues, R extends FieldValues>({
  control,
  name,
  id,
  error,
}: ControlledFieldProps<T, string, R>) {
  return (
    <FormField id={id} label="Telefone" error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(00) 00000-0000"
            {...invalidProps(id, error)}
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
export function SpecialtiesField<T extends FieldValues, R extends FieldValues>({
  control,
  name,
  id,
  error,
}: ControlledFieldProps<T, string[], R>) {
  return (
    <FormField id={id} label="Especializações" error={error}>
      <Controller
        control={control}
        name={name}
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
