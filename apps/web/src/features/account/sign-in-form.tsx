import type { Role } from "@pm/shared/account";
import { authMessages } from "@pm/shared/account";
import type { SignInInput } from "@pm/shared/account.schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/hooks/use-hydrated";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSignIn, useTwoFactorSignIn } from "./api";
import { toastFirstError } from "./form-errors";
import { lazySchemaResolver, preloadAuthSchemas } from "./lazy-schema";

export function SignInForm({ onForgot, destination }: { onForgot: () => void; destination: (role: Role) => string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const hydrated = useHydrated();
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<SignInInput>({
    resolver: lazySchemaResolver<SignInInput, SignInInput>("signInSchema"),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if ("twoFactorRequired" in result) {
        setCodeStep(true);
        return;
      }
      toast.success(authMessages.loginSuccess);
      navigate(destination(result.profile.role), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, authMessages.loginError));
    }
  }, toastFirstError);
  const onSubmit = useOneSubmit(submit);

  if (codeStep) {
    return (
      <TwoFactorStep
        onSignedIn={(role) => {
          toast.success(authMessages.loginSuccess);
          navigate(destination(role), { replace: true });
        }}
        onRestart={() => {
          setCodeStep(false);
          form.setValue("password", "");
        }}
      />
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} onFocusCapture={preloadAuthSchemas} noValidate className="grid gap-4">
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
      <Button type="submit" disabled={isSubmitting || !hydrated} className="w-full">
        {isSubmitting ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  );
}

/** The second step of a sign-in with two factors: the app's code, or one recovery code. */
function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: (role: Role) => void; onRestart: () => void }) {
  const verify = useTwoFactorSignIn();
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const inputId = "two-factor-code";

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(authMessages.twoFactorCodeRequired);
      return;
    }
    setError(undefined);
    try {
      const me = await verify.mutateAsync({ kind, code });
      onSignedIn(me.profile.role);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === "UNAUTHENTICATED") {
        toast.error(failure.message);
        onRestart();
        return;
      }
      setError(errorMessage(failure, authMessages.twoFactorInvalid));
      setCode("");
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        {kind === "totp"
          ? authMessages.twoFactorPrompt
          : "Digite um dos códigos de recuperação que você guardou ao ativar a verificação."}
      </p>
      <FormField id={inputId} label={kind === "totp" ? "Código de verificação" : "Código de recuperação"} error={error}>
        <Input
          id={inputId}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={kind === "totp" ? "numeric" : "text"}
          autoComplete="one-time-code"
          maxLength={kind === "totp" ? 6 : 32}
          placeholder={kind === "totp" ? "000000" : undefined}
          {...invalidProps(inputId, error)}
        />
      </FormField>
      <Button type="submit" disabled={verify.isPending} className="w-full">
        {verify.isPending ? "Verificando..." : "Verificar e entrar"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={() => {
            setKind(kind === "totp" ? "backup" : "totp");
            setCode("");
            setError(undefined);
          }}
        >
          {kind === "totp" ? "Usar um código de recuperação" : "Usar o aplicativo autenticador"}
        </button>
        <button
          type="button"
          className="text-muted-foreground underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={onRestart}
        >
          Voltar
        </button>
      </div>
    </form>
  );
}
