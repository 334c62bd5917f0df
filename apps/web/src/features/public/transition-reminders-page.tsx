// /plano/lembretes?token=…: the 'Cancelar lembretes' link of the transition plan's monthly e-mail.
// Opening it turns the reminders off (the page posts the token; a GET changes nothing, whatever
// opens it: a mail scanner, a preview). The plan itself stays as it is.
import { href } from "@pm/shared/pages";
import { transitionMessages as m } from "@pm/shared/transition.constants";
import { LinkIcon, MailXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { api, unwrap } from "@/lib/api-client";
import { LinkFailed, LinkLoading, useLinkRequest } from "./alerts/alert-link-page";
import { PublicPage } from "./components/public-page";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

/**
 * The same route takes the token in its address for mail clients' one-click unsubscribe (RFC 8058);
 * the page posts it as JSON, where no log of addresses along the way keeps it.
 */
const stopReminders = (token: string) =>
  unwrap(
    api.transition.reminders.unsubscribe.$post(
      { query: {} },
      { headers: { "Content-Type": "application/json" }, init: { body: JSON.stringify({ token }) } },
    ),
  );

function RemindersLinkPage({ children }: { children: ReactNode }) {
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      {/* A personal link: React puts this in the document's head. */}
      <meta name="robots" content="noindex" />
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 md:py-16">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">Plano de transição</p>
        {children}
      </div>
    </PublicPage>
  );
}

export function TransitionRemindersPage() {
  const { answer, retry } = useLinkRequest(stopReminders);
  return (
    <RemindersLinkPage>
      {answer.state === "loading" ? (
        <LinkLoading label="Cancelando os lembretes…" />
      ) : answer.state === "failed" ? (
        <LinkFailed message={answer.message} onRetry={retry} />
      ) : answer.state === "invalid" ? (
        <section aria-labelledby="link-invalido" className="grid justify-items-start gap-3 rounded-xl border p-6">
          <h1 id="link-invalido" className="flex items-center gap-3 font-bold text-2xl tracking-tight md:text-3xl">
            <LinkIcon className="size-7 shrink-0 text-destructive" aria-hidden="true" />
            {m.invalidLink}
          </h1>
          <p className="text-muted-foreground">
            Use o link do e-mail mais recente que você recebeu ou desligue os lembretes no seu plano de transição.
          </p>
          <Button asChild>
            <Link to={href("militaryPlan")}>Abrir meu plano</Link>
          </Button>
        </section>
      ) : (
        <section
          aria-labelledby="lembretes-cancelados"
          className="grid justify-items-start gap-3 rounded-xl border border-success/40 bg-success/5 p-6"
        >
          <h1
            id="lembretes-cancelados"
            className="flex items-center gap-3 font-bold text-2xl tracking-tight md:text-3xl"
          >
            <MailXIcon className="size-7 shrink-0 text-success" aria-hidden="true" />
            Lembretes cancelados
          </h1>
          <p role="status">{m.remindersOff}</p>
          <p className="text-muted-foreground text-sm">
            Seu plano continua salvo. Para voltar a receber os lembretes, ligue a opção no seu plano de transição.
          </p>
          <Button asChild variant="outline">
            <Link to={href("militaryPlan")}>Abrir meu plano</Link>
          </Button>
        </section>
      )}
    </RemindersLinkPage>
  );
}
