// /alertas/confirmar?token=…: the link of a visitor's confirmation e-mail. Opening it confirms the
// alert (the page posts the token), and from then on the alert sends the search's new jobs.
import { alertMessages } from "@pm/shared/alerts.constants";
import { href } from "@pm/shared/pages";
import { BellRingIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AlertLinkPage, InvalidLink, LinkFailed, LinkLoading, useLinkRequest } from "./alerts/alert-link-page";
import { confirmAlert } from "./alerts/alert-links-api";

export function AlertConfirmPage() {
  const { answer, retry } = useLinkRequest(confirmAlert);
  return (
    <AlertLinkPage>
      {answer.state === "loading" ? (
        <LinkLoading label="Confirmando seu alerta…" />
      ) : answer.state === "invalid" ? (
        <InvalidLink />
      ) : answer.state === "failed" ? (
        <LinkFailed message={answer.message} onRetry={retry} />
      ) : (
        <section
          aria-labelledby="alerta-confirmado"
          className="grid justify-items-start gap-3 rounded-xl border border-success/40 bg-success/5 p-6"
        >
          <h1 id="alerta-confirmado" className="flex items-center gap-3 font-bold text-2xl tracking-tight md:text-3xl">
            <BellRingIcon className="size-7 shrink-0 text-success" aria-hidden="true" />
            {alertMessages.confirmed}
          </h1>
          <p className="wrap-anywhere">
            Você receberá por e-mail as vagas novas do alerta <strong>{answer.data.name}</strong>.
          </p>
          <p className="text-muted-foreground text-sm wrap-anywhere">Busca: {answer.data.summary}</p>
          <p className="text-muted-foreground text-sm">
            Cada e-mail traz um link para cancelar o alerta ou gerenciar todos os alertas deste endereço.
          </p>
          <Button asChild>
            <Link to={href("publicJobs")}>Ver vagas abertas</Link>
          </Button>
        </section>
      )}
    </AlertLinkPage>
  );
}
