import type { ForgotPasswordInput } from "@pm/shared/account.schemas";
import { useForm } from "react-hook-form";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/hooks/use-hydrated";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForgotPassword } from "./api";
import { toastFirstError } from "./form-errors";
import { lazySchemaResolver, preloadAuthSchemas } from "./lazy-schema";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const hydrated = useHydrated();
  const form = useForm<ForgotPasswordInput>({
    resolver: lazySchemaResolver<ForgotPasswordInput, ForgotPasswordInput>("forgotPasswordSchema"),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      toast.success(message);
      onBack();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }, toastFirstError);

  return (
    <form method="post" onSubmit={onSubmit} onFocusCapture={preloadAuthSchemas} noValidate className="grid gap-4">
      <div>
        <h3 className="font-semibold">Esqueci minha senha</h3>
        <p className="text-muted-foreground text-sm">
          Informe seu e-mail e enviaremos um link para criar uma nova senha.
        </p>
      </div>
      <FormField id="forgot-email" label="E-mail" error={error}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          {...invalidProps("forgot-email", error)}
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" disabled={forgot.isPending || !hydrated} className="w-full">
        {forgot.isPending ? "Enviando..." : "Enviar link"}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Voltar para o login
      </Button>
    </form>
  );
}
