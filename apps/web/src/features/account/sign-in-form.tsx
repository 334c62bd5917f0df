import type { Role } from "@pm/shared/account";
import { authMessages } from "@pm/shared/account";
import type { SignInInput } from "@pm/shared/account.schemas";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSignIn } from "./api";
import { toastFirstError } from "./form-errors";
import { lazySchemaResolver, preloadAuthSchemas } from "./lazy-schema";

export function SignInForm({ onForgot, destination }: { onForgot: () => void; destination: (role: Role) => string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: lazySchemaResolver<SignInInput, SignInInput>("signInSchema"),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await signIn.mutateAsync(values);
      toast.success(authMessages.loginSuccess);
      navigate(destination(me.profile.role), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, authMessages.loginError));
    }
  }, toastFirstError);

  return (
    <form onSubmit={onSubmit} onFocusCapture={preloadAuthSchemas} noValidate className="grid gap-4">
      <FormField id="login-email" label="E-mail" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          {...invalidProps("login-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="login-password" label="Senha" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          {...invalidProps("login-password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <button
        type="button"
        onClick={onForgot}
        className="justify-self-end text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Esqueci minha senha
      </button>
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  );
}
