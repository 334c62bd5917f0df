import { operationsMessages as m } from "@pm/shared/operations";
import { CopyIcon, ShieldCheckIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormField, invalidProps } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { QrCode } from "@/components/qr-code";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useConfirmTwoFactor, useEnableTwoFactor } from "./api";

/** The secret as an authenticator app's manual entry shows it: base32 in groups of four. */
const secretOf = (totpURI: string) =>
  (new URL(totpURI).searchParams.get("secret") ?? "").replace(/(.{4})/g, "$1 ").trim();

/**
 * The console's first screen for an operator without a second factor: the password again, then
 * the QR (and the secret for typing), the recovery codes shown once, and the first code.
 */
export function TwoFactorSetup() {
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string>();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const started = enable.data;

  const onStart = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError(m.twoFactorPasswordRequired);
    setPasswordError(undefined);
    try {
      await enable.mutateAsync(password);
    } catch (error) {
      setPasswordError(errorMessage(error, m.twoFactorPasswordInvalid));
    }
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setCodeError("Informe os 6 dígitos do aplicativo");
    setCodeError(undefined);
    try {
      await confirm.mutateAsync(code.trim());
      toast.success(m.twoFactorEnabled);
    } catch (error) {
      setCodeError(errorMessage(error, "Código de verificação inválido. Tente novamente."));
      setCode("");
    }
  };

  const copyCodes = async () => {
    if (!started) return;
    try {
      await navigator.clipboard.writeText(started.backupCodes.join("\n"));
      toast.success("Códigos copiados.");
    } catch {
      toast.error("Não foi possível copiar. Anote os códigos.");
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="flex items-center gap-2 font-bold text-2xl tracking-tight md:text-3xl">
          <ShieldCheckIcon aria-hidden="true" className="size-7 text-primary" />
          {m.twoFactorTitle}
        </h1>
        <p className="mt-1 text-muted-foreground">{m.twoFactorIntro}</p>
      </div>
      {!started ? (
        <Section id="two-factor-password" title="1. Confirme sua senha">
          <form onSubmit={onStart} noValidate className="grid gap-4">
            <FormField id="two-factor-password-input" label="Senha" error={passwordError}>
              <PasswordInput
                id="two-factor-password-input"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...invalidProps("two-factor-password-input", passwordError)}
              />
            </FormField>
            <Button type="submit" disabled={enable.isPending} className="justify-self-start">
              {enable.isPending ? "Gerando..." : "Gerar código QR"}
            </Button>
          </form>
        </Section>
      ) : (
        <>
          <Section id="two-factor-scan" title="2. Leia o código QR no aplicativo">
            <div className="grid items-start gap-6 sm:grid-cols-[auto_1fr]">
              <QrCode value={started.totpURI} label="Código QR da verificação em duas etapas" />
              <div className="grid gap-2 text-sm">
                <p>Se não puder ler o código, digite esta chave no aplicativo:</p>
                <code className="break-all rounded-md bg-muted p-3 font-mono text-sm">{secretOf(started.totpURI)}</code>
              </div>
            </div>
          </Section>
          <Section id="two-factor-backup" title="3. Guarde os códigos de recuperação" description={m.backupCodesNote}>
            <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" aria-label="Códigos de recuperação">
              {started.backupCodes.map((backup) => (
                <li key={backup} className="rounded-md bg-muted px-2 py-1 text-center">
                  {backup}
                </li>
              ))}
            </ul>
            <Button type="button" variant="outline" className="justify-self-start" onClick={() => void copyCodes()}>
              <CopyIcon aria-hidden="true" />
              Copiar códigos
            </Button>
          </Section>
          <Section id="two-factor-confirm" title="4. Digite o código do aplicativo">
            <form onSubmit={onConfirm} noValidate className="grid gap-4">
              <FormField id="two-factor-confirm-code" label="Código de verificação" error={codeError}>
                <Input
                  id="two-factor-confirm-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="000000"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  {...invalidProps("two-factor-confirm-code", codeError)}
                />
              </FormField>
              <Button type="submit" disabled={confirm.isPending} className="justify-self-start">
                {confirm.isPending ? "Confirmando..." : "Ativar verificação"}
              </Button>
            </form>
          </Section>
        </>
      )}
    </div>
  );
}
