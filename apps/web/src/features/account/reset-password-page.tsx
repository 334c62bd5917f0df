import type { ResetPasswordInput } from "@pm/shared/account.schemas";
import { href } from "@pm/shared/pages";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Wordmark } from "@/components/wordmark";
import { useHydrated } from "@/hooks/use-hydrated";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useResetPassword } from "./api";
import { toastFirstError } from "./form-errors";
import { lazySchemaResolver, preloadAuthSchemas } from "./lazy-schema";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const hydrated = useHydrated();
  const token = params.get("token") ?? "";
  const form = useForm<ResetPasswordInput>({
    resolver: lazySchemaResolver<ResetPasswordInput, ResetPasswordInput>("resetPasswordSchema"),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await reset.mutateAsync(values);
      toast.success(message);
      navigate(href("auth"), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }, toastFirstError);

  const invalidLink = params.get("error") || !token;

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-secondary px-4 py-8">
      <Wordmark className="mb-6 text-xl" />
      <Card padding="parts" className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Redefinir senha</CardTitle>
          <CardDescription>
            {invalidLink
              ? "Este link é inválido ou expirou. Peça um novo na tela de login, em 'Esqueci minha senha'."
              : "Escolha uma nova senha com pelo menos 6 caracteres."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {invalidLink ? (
            <Button asChild className="w-full">
              <Link to={href("auth")}>Ir para o login</Link>
            </Button>
          ) : (
            <form
              method="post"
              onSubmit={onSubmit}
              onFocusCapture={preloadAuthSchemas}
              noValidate
              className="grid gap-4"
            >
              <FormField id="reset-password" label="Nova senha" error={errors.password?.message}>
                <PasswordInput
                  id="reset-password"
                  autoComplete="new-password"
                  {...invalidProps("reset-password", errors.password?.message)}
                  {...form.register("password")}
                />
              </FormField>
              <FormField id="reset-confirm" label="Confirmar senha" error={errors.confirmPassword?.message}>
                <PasswordInput
                  id="reset-confirm"
                  autoComplete="new-password"
                  {...invalidProps("reset-confirm", errors.confirmPassword?.message)}
                  {...form.register("confirmPassword")}
                />
              </FormField>
              <Button type="submit" disabled={reset.isPending || !hydrated}>
                {reset.isPending ? "Salvando..." : "Salvar nova senha"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
