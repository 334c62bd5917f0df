import { zodResolver } from "@hookform/resolvers/zod";
import { BR_STATES, maskCep, maskPhone } from "@pm/shared/brazil";
import { formatCnpj } from "@pm/shared/cnpj";
import {
  COMPANY_PROFILE_FIELDS,
  type CompanyProfileInput,
  companyProfileMessages,
  companyProfileSchema,
  EMPLOYEE_COUNT_OPTIONS,
} from "@pm/shared/profile.company";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { FormField, invalidProps } from "@/components/form-field";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type CompanyProfile, useUpdateCompanyProfile } from "../api";

/** What the form holds: every field as typed, masks included. */
type FormValues = Record<keyof CompanyProfileInput, string>;

/** The saved profile as the form shows it, masks applied. */
export function formValues(profile: CompanyProfile): FormValues {
  return {
    name: profile.name,
    cnpj: profile.cnpj ? formatCnpj(profile.cnpj) : "",
    email: profile.email,
    phone: profile.phone ? maskPhone(profile.phone) : "",
    website: profile.website ?? "",
    address: profile.address ?? "",
    city: profile.city ?? "",
    state: profile.state ?? "",
    zipCode: profile.zipCode ? maskCep(profile.zipCode) : "",
    sector: profile.sector ?? "",
    employeesCount: profile.employeesCount ?? "",
    description: profile.description ?? "",
  };
}

const ids = (name: keyof CompanyProfileInput) => `empresa-${name}`;

export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const save = useUpdateCompanyProfile();
  const form = useForm<FormValues, unknown, CompanyProfileInput>({
    // The form holds every field as a string; the schema also takes null and missing ones.
    resolver: zodResolver(companyProfileSchema) as unknown as Resolver<FormValues, unknown, CompanyProfileInput>,
    defaultValues: formValues(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const err = (name: keyof CompanyProfileInput) => errors[name]?.message;

  const submit = form.handleSubmit(
    async (input) => {
      try {
        const saved = await save.mutateAsync(input);
        form.reset(formValues(saved));
        toast.success(companyProfileMessages.saved);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === "VALIDATION_FAILED" && error.issues.length > 0) {
          for (const issue of error.issues) {
            const name = issue.path.split(".")[0] as FieldPath<FormValues>;
            if ((COMPANY_PROFILE_FIELDS as readonly string[]).includes(name))
              form.setError(name, { message: issue.message });
          }
          toast.error(error.message);
        } else {
          toast.error(companyProfileMessages.saveError);
        }
      }
    },
    (invalid) => {
      const first = COMPANY_PROFILE_FIELDS.find((f) => invalid[f]?.message);
      toast.error(first ? String(invalid[first]?.message) : companyProfileMessages.saveError);
    },
  );

  /** A text input bound to the form; `mask` reformats as the user types. */
  const text = (
    name: keyof CompanyProfileInput,
    props: React.ComponentProps<typeof Input> & { mask?: (v: string) => string } = {},
  ) => {
    const { mask, ...rest } = props;
    const id = ids(name);
    if (!mask) return <Input id={id} {...invalidProps(id, err(name))} {...rest} {...form.register(name)} />;
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            id={id}
            {...invalidProps(id, err(name))}
            {...rest}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(mask(e.target.value))}
          />
        )}
      />
    );
  };

  const busy = isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={busy}>
      <Section
        id="secao-informa-es-b-sicas"
        title="Informações Básicas"
        description="Como sua empresa aparece para os candidatos."
      >
        <div className="grid items-start gap-5 md:grid-cols-2">
          <div className="md:col-span-2">
            <FormField id={ids("name")} label="Nome da empresa" required error={err("name")}>
              {text("name", { autoComplete: "organization", "aria-required": true })}
            </FormField>
          </div>
          <FormField id={ids("cnpj")} label="CNPJ" required error={err("cnpj")}>
            {text("cnpj", {
              mask: formatCnpj,
              placeholder: "00.000.000/0000-00",
              autoComplete: "off",
              spellCheck: false,
              className: "uppercase",
              "aria-required": true,
            })}
          </FormField>
          <FormField id={ids("email")} label="E-mail" required error={err("email")}>
            {text("email", {
              type: "email",
              autoComplete: "email",
              placeholder: "contato@suaempresa.com.br",
              "aria-required": true,
              "aria-describedby": `${ids("email")}-hint${err("email") ? ` ${ids("email")}-error` : ""}`,
            })}
            <p id={`${ids("email")}-hint`} className="text-muted-foreground text-xs">
              E-mail de contato da empresa. O e-mail usado para entrar na conta não muda.
            </p>
          </FormField>
          <FormField id={ids("phone")} label="Telefone" error={err("phone")}>
            {text("phone", { mask: maskPhone, type: "tel", inputMode: "tel", placeholder: "(00) 00000-0000" })}
          </FormField>
          <FormField id={ids("website")} label="Website" error={err("website")}>
            {text("website", { type: "url", inputMode: "url", placeholder: "https://suaempresa.com.br" })}
          </FormField>
        </div>
      </Section>

      <Section id="secao-endere-o" title="Endereço" description="Onde fica a sua empresa.">
        <div className="grid items-start gap-5 md:grid-cols-6">
          <div className="md:col-span-6">
            <FormField id={ids("address")} label="Endereço" error={err("address")}>
              {text("address", { autoComplete: "street-address", placeholder: "Rua, número, complemento" })}
            </FormField>
          </div>
          <div className="md:col-span-3">
            <FormField id={ids("city")} label="Cidade" error={err("city")}>
              {text("city", { autoComplete: "address-level2" })}
            </FormField>
          </div>
          <div className="md:col-span-1">
            <FormField id={ids("state")} label="Estado" error={err("state")}>
              <NativeSelect
                id={ids("state")}
                autoComplete="address-level1"
                {...invalidProps(ids("state"), err("state"))}
                {...form.register("state")}
              >
                <option value="">UF</option>
                <ValueOptions values={BR_STATES} />
              </NativeSelect>
            </FormField>
          </div>
          <div className="md:col-span-2">
            <FormField id={ids("zipCode")} label="CEP" error={err("zipCode")}>
              {text("zipCode", {
                mask: maskCep,
                inputMode: "numeric",
                autoComplete: "postal-code",
                placeholder: "00000-000",
              })}
            </FormField>
          </div>
        </div>
      </Section>

      <Section
        id="secao-detalhes-da-empresa"
        title="Detalhes da Empresa"
        description="Conte aos candidatos o que sua empresa faz."
      >
        <div className="grid items-start gap-5 md:grid-cols-2">
          <FormField id={ids("sector")} label="Setor" error={err("sector")}>
            {text("sector", { placeholder: "Ex.: Logística, Segurança, Tecnologia" })}
          </FormField>
          <FormField id={ids("employeesCount")} label="Número de funcionários" error={err("employeesCount")}>
            <NativeSelect
              id={ids("employeesCount")}
              {...invalidProps(ids("employeesCount"), err("employeesCount"))}
              {...form.register("employeesCount")}
            >
              <option value="">Selecione</option>
              {EMPLOYEE_COUNT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="md:col-span-2">
            <FormField id={ids("description")} label="Descrição" error={err("description")}>
              <textarea
                id={ids("description")}
                rows={5}
                placeholder="Missão, áreas de atuação, cultura e o que valoriza em profissionais vindos das Forças."
                className="flex min-h-28 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
                {...invalidProps(ids("description"), err("description"))}
                {...form.register("description")}
              />
            </FormField>
          </div>
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={busy || !isDirty}
          onClick={() => form.reset(formValues(profile))}
        >
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Salvando..." : "Salvar Alterações"}
        </Button>
      </div>
    </form>
  );
}
