import { alertMessages } from "@pm/shared/alerts.constants";
import { href } from "@pm/shared/pages";
import { LinkIcon } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { PublicPage } from "../components/public-page";
import { SITE_LINKS, SignInAction } from "../landing/site-nav";

/** What a link's request came to: under way, answered, a link that names nothing, or a failure. */
export type LinkAnswer<T> =
  | { state: "loading" }
  | { state: "done"; data: T }
  | { state: "invalid" }
  | { state: "failed"; message: string };

/** A token the API does not know (or refuses the shape of) is the same to its reader: a dead link. */
function answerOf<T>(error: unknown): LinkAnswer<T> {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return { state: "invalid" };
  return { state: "failed", message: errorMessage(error) };
}

/**
 * The link's token (?token=), sent once by `request` when the page opens, and again on `retry`.
 * A page opened twice in development (StrictMode) still sends it once.
 */
export function useLinkRequest<T>(request: (token: string) => Promise<T>) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [answer, setAnswer] = useState<LinkAnswer<T>>(token ? { state: "loading" } : { state: "invalid" });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token) return;
    const key = `${attempt} ${token}`;
    if (sent.current === key) return;
    sent.current = key;
    setAnswer({ state: "loading" });
    request(token).then(
      (data) => setAnswer({ state: "done", data }),
      (error: unknown) => setAnswer(answerOf<T>(error)),
    );
  }, [token, attempt, request]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { token, answer, setAnswer, retry };
}

/** The frame of every page an alert's e-mail links to: the public site's, never indexed. */
export function AlertLinkPage({ children }: { children: ReactNode }) {
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      {/* Personal links: React puts this in the document's head. */}
      <meta name="robots" content="noindex" />
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 md:py-16">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">Alertas de vagas</p>
        {children}
      </div>
    </PublicPage>
  );
}

/** While the link's request runs. */
export function LinkLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-muted-foreground">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** The link names nothing (any more): what happened and where to go instead. */
export function InvalidLink() {
  return (
    <section aria-labelledby="link-invalido" className="grid justify-items-start gap-3 rounded-xl border p-6">
      <h1 id="link-invalido" className="flex items-center gap-3 font-bold text-2xl tracking-tight md:text-3xl">
        <LinkIcon className="size-7 shrink-0 text-destructive" aria-hidden="true" />
        {alertMessages.invalidLink}
      </h1>
      <p className="text-muted-foreground">
        Use o link do e-mail mais recente que você recebeu ou crie um alerta novo na página de vagas.
      </p>
      <Button asChild>
        <Link to={href("publicJobs")}>Ver vagas</Link>
      </Button>
    </section>
  );
}

/** The request failed for a reason other than the link (the connection, the server). */
export function LinkFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section role="alert" className="grid justify-items-start gap-3 rounded-xl border p-6">
      <h1 className="font-bold text-2xl tracking-tight">Não foi possível abrir este link agora</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </section>
  );
}
