import { authMessages, type SignUpRole } from "@pm/shared/account";
import type { SignUpInput, SignUpValues } from "@pm/shared/account.schemas";
import {
  COMPANY_PLAN_IDS,
  COMPANY_PLAN_TERMS,
  companyPlanOrDefault,
  MILITARY_PLAN_IDS,
  MILITARY_PLAN_TERMS,
} from "@pm/shared/billing.constants";
import { formatCents } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useHydrated } from "@/hooks/use-hydrated";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { errorMessage } from "@/lib/api-client";
import { savePendingCompany } from "@/lib/pending-company";
import { savePremiumIntent } from "@/lib/premium-intent";
import { toast } from "@/lib/toast";
import { useSignUp } from "./api";
import { toastFirstError } from "./form-errors";
import { lazySchemaResolver, preloadAuthSchemas } from "./lazy-schema";

function planOptions(role: SignUpRole) {
  if (role === "empresa") {
    return COMPANY_PLAN_IDS.map((id) => {
      const p = COMPANY_PLAN_TERMS[id];
      const price = p.priceCents === null ? "sob consulta" : formatCents(p.priceCents);
      const period = p.period === "month" ? "/mês" : p.period === "one_time" ? " (pagamento único)" : "";
      return { value: id, label: `${p.name} — ${price}${period}` };
    });
  }
  return MILITARY_PLAN_IDS.map((id) => ({
    value: id,
    label: `${MILITARY_PLAN_TERMS[id].name} — ${formatCents(MILITARY_PLAN_TERMS[id].priceCents)}/mês`,
  }));
}

export function SignUpForm({
  role,
  plan,
  continueTo,
  onMilitarySignedUp,
}: {
  role: SignUpRole;
  /** Preselected plan, already resolved for this side (see authPageVariant). */
  plan?: SignUpInput["plan"];
  /** Where a militar continues once confirmed (a public job he chose to apply to). */
  continueTo?: string;
  onMilitarySignedUp: (email: string) => void;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpValues, unknown, SignUpInput>({
    resolver: lazySchemaResolver<SignUpValues, SignUpInput>("signUpSchema"),
    defaultValues: {
      role,
      fullName: "",
      email: "",
      password: "",
      confirmPassword: "",
      companyName: role === "empresa" ? "" : undefined,
      city: role === "empresa" ? "" : undefined,
      plan,
      continueTo,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success(authMessages.signUpSuccess);
      if (values.role === "empresa") {
        const chosen = companyPlanOrDefault(values.plan);
        savePendingCompany({
          email: values.email,
          plan: chosen,
          companyName: values.companyName ?? "",
          city: values.city ?? null,
        });
        navigate(href("companyCheckout", {}, { plan: chosen }));
      } else {
        if (values.plan?.toUpperCase() === "PREMIUM") savePremiumIntent(values.email);
        form.reset();
        onMilitarySignedUp(values.email);
      }
    } catch (error) {
      toast.error(errorMessage(error, authMessages.signUpError));
    }
  }, toastFirstError);
  const onSubmit = useOneSubmit(submit);

  const field = (id: keyof SignUpInput) => ({
    id: `signup-${id}`,
    error: errors[id]?.message,
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocusCapture={preloadAuthSchemas} noValidate className="grid gap-4">
      <FormField {...field("fullName")} label="Nome completo" required>
        <Input
          id="signup-fullName"
          autoComplete="name"
          {...invalidProps("signup-fullName", errors.fullName?.message)}
          {...form.register("fullName")}
        />
      </FormField>
      <FormField {...field("email")} label="E-mail" required>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          {...invalidProps("signup-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      {role === "empresa" ? (
        <>
          <FormField {...field("companyName")} label="Nome da empresa" required>
            <Input
              id="signup-companyName"
              autoComplete="organization"
              {...invalidProps("signup-companyName", errors.companyName?.message)}
              {...form.register("companyName")}
            />
          </FormField>
          <FormField {...field("city")} label="Cidade">
            <Input
              id="signup-city"
              autoComplete="address-level2"
              {...invalidProps("signup-city", errors.city?.message)}
              {...form.register("city")}
            />
          </FormField>
        </>
      ) : null}
      <FormField {...field("password")} label="Senha" required>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...invalidProps("signup-password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <FormField {...field("confirmPassword")} label="Confirmar senha" required>
        <PasswordInput
          id="signup-confirmPassword"
          autoComplete="new-password"
          {...invalidProps("signup-confirmPassword", errors.confirmPassword?.message)}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <FormField {...field("plan")} label="Plano">
        <NativeSelect id="signup-plan" defaultValue={plan} {...form.register("plan")}>
          {planOptions(role).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <p className="text-muted-foreground text-sm">
        Ao criar a conta, você aceita os{" "}
        <Link to={href("terms")} target="_blank" className="text-primary underline underline-offset-4">
          Termos de Uso
        </Link>{" "}
        e a{" "}
        <Link to={href("privacy")} target="_blank" className="text-primary underline underline-offset-4">
          Política de Privacidade
        </Link>
        .
      </p>
      <Button type="submit" disabled={isSubmitting || !hydrated} className="w-full">
        {isSubmitting ? "Criando conta..." : "Criar conta"}
      </Button>
    </form>
  );
}
