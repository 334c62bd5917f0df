import { zodResolver } from "@hookform/resolvers/zod";
import {
  accountSettingsMessages,
  type ChangePasswordInput,
  changePasswordSchema,
  type DeleteAccountInput,
  deleteAccountSchema,
} from "@pm/shared/account.settings";
import { talentBankMessages } from "@pm/shared/talent";
import { useQuery } from "@tanstack/react-query";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { type FieldPath, useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { PreferenceSwitch } from "@/components/preference-switch";
import { Section } from "@/components/section";
import { WhatCompaniesSee } from "@/components/talent-bank-disclosure";
import { Button } from "@/components/ui/button";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useHashScroll } from "@/hooks/use-hash-scroll";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { type Me, meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import {
  useChangePassword,
  useDeleteAccount,
  useExportData,
  useSetEmailNotifications,
  useSetMessageEmails,
  useSetTalentBank,
} from "./api";
import { PrivacyRequests } from "./privacy-requests";

/** Puts the server's field messages on the form; true when there were any. */
function applyIssues<T extends Record<string, unknown>>(
  error: unknown,
  fields: string[],
  setError: (name: FieldPath<T>, e: { message: string }) => void,
): boolean {
  if (!(error instanceof ApiRequestError) || error.code !== "VALIDATION_FAILED") return false;
  let any = false;
  for (const issue of error.issues) {
    if (fields.includes(issue.path)) {
      setError(issue.path as FieldPath<T>, { message: issue.message });
      any = true;
    }
  }
  return any;
}

function PasswordSection() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset();
      toast.success(accountSettingsMessages.passwordChanged);
    } catch (error) {
      applyIssues<ChangePasswordInput>(error, ["currentPassword", "newPassword", "confirmPassword"], form.setError);
      toast.error(errorMessage(error, accountSettingsMessages.passwordChangeError));
    }
  });
  const field = (name: keyof ChangePasswordInput, label: string, autoComplete: string) => {
    const id = `senha-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <PasswordInput id={id} autoComplete={autoComplete} {...invalidProps(id, error)} {...form.register(name)} />
      </FormField>
    );
  };
  return (
    <Section
      id="secao-senha"
      title="Senha"
      description="Ao trocar a senha, as outras sessões abertas da sua conta são encerradas. Esta continua conectada."
    >
      <form onSubmit={submit} noValidate aria-busy={isSubmitting} className="grid gap-4 md:max-w-md">
        {field("currentPassword", "Senha atual", "current-password")}
        {field("newPassword", "Nova senha", "new-password")}
        {field("confirmPassword", "Confirmar nova senha", "new-password")}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Salvando..." : "Alterar senha"}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** Saves a preference and says so in a toast; restores the switch when it fails. */
function useSaveToast<T>(mutateAsync: (value: T) => Promise<unknown>) {
  return async (value: T) => {
    try {
      await mutateAsync(value);
      toast.success(accountSettingsMessages.notificationsSaved);
    } catch {
      toast.error(accountSettingsMessages.notificationsError);
    }
  };
}

function NotificationsSection({
  statusEmails,
  messageEmails,
}: {
  statusEmails: boolean | null;
  messageEmails: boolean;
}) {
  const setStatus = useSetEmailNotifications();
  const setMessages = useSetMessageEmails();
  const saveStatus = useSaveToast((emailNotifications: boolean) => setStatus.mutateAsync({ emailNotifications }));
  const saveMessages = useSaveToast((value: boolean) => setMessages.mutateAsync(value));
  return (
    <Section id="secao-notificacoes" title="Notificações" description="Escolha como quer ser avisado por e-mail.">
      <div className="grid gap-5">
        {statusEmails !== null ? (
          <PreferenceSwitch
            id="email-notificacoes"
            label="E-mails sobre mudanças de status"
            hint="Receba um e-mail quando uma empresa atualizar uma candidatura sua. O sino continua mostrando tudo."
            checked={statusEmails}
            pending={setStatus.isPending}
            onChange={(v) => void saveStatus(v)}
          />
        ) : null}
        <PreferenceSwitch
          id="email-mensagens"
          label="Mensagens"
          hint="Receba um e-mail quando uma mensagem ficar sem leitura por 15 minutos (no máximo um por conversa a cada hora)."
          checked={messageEmails}
          pending={setMessages.isPending}
          onChange={(v) => void saveMessages(v)}
        />
      </div>
    </Section>
  );
}

function DeleteAccountDialog() {
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });
  const { open, setOpen, onOpenChange } = useFormDialog(form);
  const error = form.formState.errors.password?.message;
  const busy = remove.isPending;

  const submit = form.handleSubmit(async (input) => {
    try {
      await remove.mutateAsync(input);
      setOpen(false);
      toast.success(accountSettingsMessages.deleted);
    } catch (e) {
      if (!applyIssues<DeleteAccountInput>(e, ["password"], form.setError)) {
        toast.error(errorMessage(e, accountSettingsMessages.deleteError));
      }
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={busy}
      trigger={
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" />
          Excluir conta
        </Button>
      }
      title="Excluir sua conta?"
      description={
        <>
          Seu perfil, foto, vagas salvas, notificações e candidaturas em andamento serão apagados. Candidaturas já
          decididas ficam para as empresas sem o seu nome. Esta ação não pode ser desfeita.
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel="Excluir conta definitivamente"
      pendingLabel="Excluindo..."
      destructive
      onSubmit={submit}
    >
      <FormField id="excluir-senha" label="Digite sua senha para confirmar" error={error}>
        <PasswordInput
          id="excluir-senha"
          autoComplete="current-password"
          {...invalidProps("excluir-senha", error)}
          {...form.register("password")}
        />
      </FormField>
    </ConfirmDialog>
  );
}

/** Who may delete the account here: a militar, a company team member; never the company's holder. */
type Deletion = "militar" | "member" | "holder" | "none";

function PrivacySection({ deletion, canRequest }: { deletion: Deletion; canRequest: boolean }) {
  useHashScroll("secao-privacidade", true);
  const exportData = useExportData();
  const download = async () => {
    try {
      await exportData.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, accountSettingsMessages.exportError));
    }
  };
  return (
    <Section
      id="secao-privacidade"
      title="Privacidade e dados"
      description="Seus direitos pela LGPD: receba uma cópia dos seus dados ou exclua sua conta."
    >
      <div className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Baixe um arquivo JSON com tudo o que a Próxima Missão guarda sobre você: perfil, candidaturas, vagas salvas
            e notificações.
          </p>
          <Button variant="outline" disabled={exportData.isPending} onClick={() => void download()}>
            <DownloadIcon aria-hidden="true" />
            {exportData.isPending ? "Preparando..." : "Exportar meus dados"}
          </Button>
        </div>
        <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          {deletion === "militar" || deletion === "member" ? (
            <>
              <p className="text-sm">
                {deletion === "member"
                  ? accountSettingsMessages.memberDeletionHint
                  : "Excluir a conta apaga seus dados pessoais de forma permanente."}
              </p>
              <DeleteAccountDialog />
            </>
          ) : (
            <p className="text-muted-foreground text-sm">
              {deletion === "holder"
                ? accountSettingsMessages.holderDeletionUnavailable
                : accountSettingsMessages.companyDeletionUnavailable}
            </p>
          )}
        </div>
        {canRequest ? <PrivacyRequests /> : null}
      </div>
    </Section>
  );
}

/** The militar's place in the talent bank, with what companies see of him. */
function TalentBankSection({ talentBank }: { talentBank: boolean }) {
  const set = useSetTalentBank();
  useHashScroll("secao-talentos", true);
  const save = async (value: boolean) => {
    try {
      await set.mutateAsync(value);
      toast.success(value ? talentBankMessages.joined : talentBankMessages.left);
    } catch {
      toast.error(talentBankMessages.saveError);
    }
  };
  return (
    <Section id="secao-talentos" title="Banco de talentos" description={talentBankMessages.optInHint}>
      <div className="grid gap-4">
        <PreferenceSwitch
          id="banco-de-talentos"
          label={talentBankMessages.optInLabel}
          hint={talentBankMessages.contactsHidden}
          checked={talentBank}
          pending={set.isPending}
          onChange={(v) => void save(v)}
        />
        <WhatCompaniesSee />
      </div>
    </Section>
  );
}

function deletionOf(me: Me | null | undefined): Deletion {
  if (me?.profile.role === "militar") return "militar";
  if (me?.profile.role !== "empresa") return "none";
  return me.company?.userId === me.id ? "holder" : "member";
}

/** /app/configuracoes and /empresa/configuracoes: password, e-mail notifications, data export and account deletion (a militar, a team member). */
export function SettingsPage() {
  const { data: me } = useQuery(meQuery);
  const militar = me?.profile.role === "militar";
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 p-4 md:p-8">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Configurações</h1>
        <p className="text-muted-foreground">Segurança, notificações e privacidade da sua conta.</p>
      </div>
      <PasswordSection />
      {me ? (
        <NotificationsSection
          statusEmails={militar && me.militaryProfile ? me.militaryProfile.emailNotifications : null}
          messageEmails={me.profile.messageEmails}
        />
      ) : null}
      {militar && me?.militaryProfile ? (
        <TalentBankSection talentBank={me.militaryProfile.talentBank === true} />
      ) : null}
      <PrivacySection
        deletion={deletionOf(me)}
        canRequest={me?.profile.role === "militar" || me?.profile.role === "empresa"}
      />
    </div>
  );
}
