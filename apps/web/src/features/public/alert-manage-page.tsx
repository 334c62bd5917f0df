// /alertas/gerenciar?token=…: the 'Gerenciar alertas' link of a visitor's e-mails. The address's
// alerts, each cancelled (paused) or reactivated here, and 'Excluir meus dados', which deletes the
// address and every alert of it.
import { alertMessages } from "@pm/shared/alerts.constants";
import { href } from "@pm/shared/pages";
import { CheckCircle2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AlertStatusList } from "@/components/alert-status-list";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { AlertLinkPage, InvalidLink, LinkFailed, LinkLoading, useLinkRequest } from "./alerts/alert-link-page";
import { eraseAlerts, type ManagedAlert, manageAlerts, resumeAlert, unsubscribeAlert } from "./alerts/alert-links-api";

export function AlertManagePage() {
  const { token, answer, setAnswer, retry } = useLinkRequest(manageAlerts);
  const [erased, setErased] = useState(false);

  if (erased) {
    return (
      <AlertLinkPage>
        <section aria-labelledby="dados-excluidos" className="grid justify-items-start gap-3 rounded-xl border p-6">
          <h1 id="dados-excluidos" className="flex items-center gap-3 font-bold text-2xl tracking-tight md:text-3xl">
            <CheckCircle2Icon className="size-7 shrink-0 text-success" aria-hidden="true" />
            Dados excluídos
          </h1>
          <p role="status">{alertMessages.erased}</p>
          <Button asChild variant="outline">
            <Link to={href("publicJobs")}>Ver vagas abertas</Link>
          </Button>
        </section>
      </AlertLinkPage>
    );
  }

  if (answer.state !== "done") {
    return (
      <AlertLinkPage>
        {answer.state === "loading" ? (
          <LinkLoading label="Carregando seus alertas…" />
        ) : answer.state === "invalid" ? (
          <InvalidLink />
        ) : (
          <LinkFailed message={answer.message} onRetry={retry} />
        )}
      </AlertLinkPage>
    );
  }

  const { email, alerts } = answer.data;
  const replace = (changed: ManagedAlert) =>
    setAnswer((prev) =>
      prev.state === "done"
        ? { ...prev, data: { ...prev.data, alerts: prev.data.alerts.map((a) => (a.id === changed.id ? changed : a)) } }
        : prev,
    );

  return (
    <AlertLinkPage>
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Seus alertas</h1>
        <p className="text-muted-foreground wrap-anywhere">
          Alertas enviados para <strong className="text-foreground">{email}</strong>
        </p>
      </div>
      {alerts.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6">
          <p className="font-semibold" role="status">
            Nenhum alerta neste e-mail
          </p>
          <p className="text-muted-foreground text-sm">
            Faça uma busca em Vagas e clique em 'Criar alerta' para receber as vagas novas por e-mail.
          </p>
          <Button asChild>
            <Link to={href("publicJobs")}>Ver vagas</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label="Alertas deste e-mail">
          {alerts.map((alert) => (
            <ManagedAlertCard key={alert.id} alert={alert} onChange={replace} />
          ))}
        </ul>
      )}
      <EraseData token={token} onErased={() => setErased(true)} />
    </AlertLinkPage>
  );
}

/** One alert of the address, with 'Cancelar alerta' (or 'Reativar alerta' once paused). */
function ManagedAlertCard({ alert, onChange }: { alert: ManagedAlert; onChange: (alert: ManagedAlert) => void }) {
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const change = async () => {
    if (pending) return;
    setPending(true);
    setNotice(null);
    try {
      if (alert.active) {
        await unsubscribeAlert(alert.unsubscribeToken);
        onChange({ ...alert, active: false, pausedReason: "descadastro" });
        setNotice({ text: alertMessages.unsubscribed, error: false });
      } else {
        await resumeAlert(alert.unsubscribeToken);
        onChange({ ...alert, active: true, pausedReason: null });
        setNotice({ text: alertMessages.resumed, error: false });
      }
    } catch (error) {
      setNotice({ text: errorMessage(error), error: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card asChild padding="tile" className="grid gap-3">
      <li>
        <div className="grid min-w-0 gap-1">
          <h2 className="font-semibold text-lg leading-snug wrap-anywhere">{alert.name}</h2>
          <p className="text-muted-foreground text-sm wrap-anywhere">{alert.summary}</p>
        </div>
        <AlertStatusList alert={alert} pausedBy="descadastro" />
        {notice ? (
          <p role={notice.error ? "alert" : "status"} className={notice.error ? "text-destructive text-sm" : "text-sm"}>
            {notice.text}
          </p>
        ) : null}
        <div>
          <Button
            variant={alert.active ? "outline" : "default"}
            size="sm"
            disabled={pending}
            onClick={() => void change()}
          >
            {alert.active ? "Cancelar alerta" : "Reativar alerta"}
            <span className="sr-only"> {alert.name}</span>
          </Button>
        </div>
      </li>
    </Card>
  );
}

/** 'Excluir meus dados': the address and all its alerts, after a confirmation. */
function EraseData({ token, onErased }: { token: string; onErased: () => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const erase = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await eraseAlerts(token);
      setOpen(false);
      onErased();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="excluir-dados" className="grid justify-items-start gap-2 border-t pt-6">
      <h2 id="excluir-dados" className="font-semibold">
        Excluir meus dados
      </h2>
      <p className="text-muted-foreground text-sm">
        Apaga este e-mail e todos os alertas dele da Próxima Missão. Para voltar a receber vagas, será preciso criar um
        alerta novo.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFailure(null);
        }}
        pending={pending}
        trigger={<Button variant="destructive">Excluir meus dados</Button>}
        title="Excluir seus dados?"
        description="Este e-mail e todos os alertas dele serão apagados. Esta ação não pode ser desfeita."
        cancelLabel="Cancelar"
        confirmLabel="Excluir tudo"
        pendingLabel="Excluindo..."
        destructive
        onConfirm={erase}
      >
        {failure ? (
          <p role="alert" className="text-destructive text-sm">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
