import { zodResolver } from "@hookform/resolvers/zod";
import { accountSettingsMessages, type ChangeEmailInput, changeEmailSchema } from "@pm/shared/account.settings";
import { MailIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField, invalidProps } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useRequestEmailChange } from "../api";

/**
 * The sign-in e-mail, and the way to change it: the current password (a session alone is not
 * enough to hand the account to another address), then a link sent to the new address.
 */
export function EmailChange({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "", currentPassword: "" },
  });
  const error = form.formState.errors.email?.message;
  const passwordError = form.formState.errors.currentPassword?.message;

  const submit = form.handleSubmit(async (input) => {
    if (input.email === email.toLowerCase()) {
      form.setError("email", { message: accountSettingsMessages.emailSame });
      return;
    }
    try {
      const res = await request.mutateAsync(input);
      setSentTo(res.pendingEmail);
      setOpen(false);
      form.reset();
      toast.success(accountSettingsMessages.emailChangeSent);
    } catch (e) {
      const message = errorMessage(e);
      const onPassword = e instanceof ApiRequestError && e.issues.some((issue) => issue.path === "currentPassword");
      form.setError(onPassword ? "currentPassword" : "email", { message });
      toast.error(message);
    }
  });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2">
          <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="break-all">{email}</span>
        </p>
        {!open ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            Alterar e-mail
          </Button>
        ) : null}
      </div>
      {sentTo ? (
        <p role="status" className="rounded-md bg-secondary p-3 text-secondary-foreground text-sm">
          Enviamos um link de confirmação para <strong className="break-all">{sentTo}</strong>. Seu e-mail só muda
          depois que você abrir o link (válido por 24 horas).
        </p>
      ) : null}
      {open ? (
        <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border p-4">
          <FormField id="novo-email" label="Novo e-mail" error={error}>
            <Input
              id="novo-email"
              type="email"
              autoComplete="email"
              autoFocus
              {...invalidProps("novo-email", error)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id="email-senha-atual" label="Senha atual" error={passwordError}>
            <PasswordInput
              id="email-senha-atual"
              autoComplete="current-password"
              {...invalidProps("email-senha-atual", passwordError)}
              {...form.register("currentPassword")}
            />
          </FormField>
          <p className="text-muted-foreground text-xs">
            Vamos enviar um link de confirmação para o novo endereço. Até você confirmar, continue entrando com o e-mail
            atual.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setOpen(false);
                form.reset();
              }}
            >
              Cancelar
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Enviando..." : "Enviar link de confirmação"}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
