// /alertas/cancelar?token=…: the 'Cancelar este alerta' link of every alert e-mail. Opening it
// pauses the alert (the page posts the token); 'Reativar alerta' undoes it from the same page.
import { alertMessages } from "@pm/shared/alerts.constants";
import { href } from "@pm/shared/pages";
import { BellOffIcon, BellRingIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { AlertLinkPage, InvalidLink, LinkFailed, LinkLoading, useLinkRequest } from "./alerts/alert-link-page";
import { resumeAlert, unsubscribeAlert } from "./alerts/alert-links-api";

/** The alert as the link's answers tell it: paused by the page, or reactivated. */
interface LinkedAlert {
  name: string;
  summary: string;
  active: boolean;
}

export function AlertCancelPage() {
  const { token, answer, setAnswer, retry } = useLinkRequest<LinkedAlert>(unsubscribeAlert);
  const [resuming, setResuming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const resume = async () => {
    if (resuming) return;
    setResuming(true);
    setFailure(null);
    try {
      setAnswer({ state: "done", data: await resumeAlert(token) });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setResuming(false);
    }
  };

  if (answer.state !== "done") {
    return (
      <AlertLinkPage>
        {answer.state === "loading" ? (
          <LinkLoading label="Cancelando o alerta…" />
        ) : answer.state === "invalid" ? (
          <InvalidLink />
        ) : (
          <LinkFailed message={answer.message} onRetry={retry} />
        )}
      </AlertLinkPage>
    );
  }

  const { name, summary, active } = answer.data;
  const Icon = active ? BellRingIcon : BellOffIcon;
  return (
    <AlertLinkPage>
      <section aria-labelledby="alerta-situacao" className="grid justify-items-start gap-3 rounded-xl border p-6">
        <h1 id="alerta-situacao" className="flex items-center gap-3 font-bold text-2xl tracking-tight md:text-3xl">
          <Icon className="size-7 shrink-0 text-primary" aria-hidden="true" />
          {active ? alertMessages.resumed : alertMessages.paused}
        </h1>
        <p role="status">
          {active ? "Você voltará a receber por e-mail as vagas novas deste alerta." : alertMessages.unsubscribed}
        </p>
        <dl className="grid gap-1 text-sm">
          <dt className="text-muted-foreground">Alerta</dt>
          <dd className="font-medium wrap-anywhere">{name}</dd>
          <dt className="text-muted-foreground">Busca</dt>
          <dd className="wrap-anywhere">{summary}</dd>
        </dl>
        {failure ? (
          <p role="alert" className="text-destructive text-sm">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {active ? null : (
            <Button onClick={() => void resume()} disabled={resuming}>
              {resuming ? "Reativando..." : "Reativar alerta"}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={href("publicJobs")}>Ver vagas abertas</Link>
          </Button>
        </div>
      </section>
    </AlertLinkPage>
  );
}
