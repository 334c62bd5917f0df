// /curriculo/:token: a militar's CV, for anyone he gave the link to (a recruiter, a friend who
// refers him), while the link lives: 30 days unless he renews it, or until he revokes it. Rendered
// by the server for each request (200, or 404 for a link that no longer opens anything), never
// indexed; 'Baixar PDF' gives the same CV as a file.
import { href } from "@pm/shared/pages";
import type { PageHead } from "@pm/shared/public-data";
import { sharedResumeMessages as m, resumeSharePath, type SharedResumeLookup } from "@pm/shared/resumes";
import { DownloadIcon, FileXIcon } from "lucide-react";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { pageTitle } from "@/app/titles";
import { ResumeDocumentView } from "@/components/resume-document";
import { Button } from "@/components/ui/button";
import { publicData } from "@/lib/public-data";
import { PublicPage } from "./components/public-page";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

const UNAVAILABLE_TITLE = "Não foi possível abrir o currículo agora";

// In Brazil's time, so the server's render and the browser's hydration say the same day.
const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "America/Sao_Paulo" });

export interface SharedResumeData {
  /** Null when it could not be read (the database or the API failed). */
  lookup: SharedResumeLookup | null;
  head: PageHead;
}

/** The head the server writes: whose CV it is, never indexed. */
export function sharedResumeHead(lookup: SharedResumeLookup | null): PageHead {
  if (lookup?.status === "found") {
    const { fullName, objective } = lookup.document;
    return {
      title: pageTitle(`Currículo de ${fullName}`),
      description: objective.occupationTitle
        ? `Currículo de ${fullName}: ${objective.occupationTitle}.`
        : `Currículo de ${fullName}.`,
      path: resumeSharePath(lookup.token),
      noindex: true,
    };
  }
  return {
    title: pageTitle(lookup ? m.missingTitle : UNAVAILABLE_TITLE),
    description: lookup ? m.missingHint : "Tente novamente em instantes.",
    noindex: true,
  };
}

/** The CV the link opens: 200 while it lives, 404 when it does not, 503 when it could not be read. */
export async function sharedResumeLoader({ params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  try {
    const lookup = await publicData(context).sharedResume(token);
    return data<SharedResumeData>(
      { lookup, head: sharedResumeHead(lookup) },
      { status: lookup.status === "found" ? 200 : 404 },
    );
  } catch {
    return data<SharedResumeData>({ lookup: null, head: sharedResumeHead(null) }, { status: 503 });
  }
}

export function SharedResumePage() {
  const { lookup } = useLoaderData() as SharedResumeData;
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 md:py-14">
        {lookup?.status === "found" ? (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="grid gap-1">
                <h1 className="font-bold text-2xl tracking-tight md:text-3xl">
                  Currículo de {lookup.document.fullName}
                </h1>
                <p className="text-muted-foreground text-sm">
                  Compartilhado pela Próxima Missão. Link válido até {longDate.format(new Date(lookup.expiresAt))}.
                </p>
              </div>
              <Button asChild>
                {/* A file, not a page: the browser saves it. */}
                <a href={`/api/resumes/shared/${encodeURIComponent(lookup.token)}/pdf`} download>
                  <DownloadIcon aria-hidden="true" />
                  Baixar PDF
                </a>
              </Button>
            </div>
            <ResumeDocumentView
              label={`Currículo de ${lookup.document.fullName}`}
              header={lookup.document}
              content={lookup.document}
              certificates={lookup.document.certificates}
            />
          </>
        ) : (
          <section aria-labelledby="curriculo-titulo" className="grid justify-items-start gap-3 rounded-xl border p-6">
            <h1 id="curriculo-titulo" className="flex items-center gap-3 font-bold text-2xl tracking-tight">
              <FileXIcon className="size-7 text-muted-foreground" aria-hidden="true" />
              {lookup ? m.missingTitle : UNAVAILABLE_TITLE}
            </h1>
            <p className="text-muted-foreground">
              {lookup ? m.missingHint : "Tente novamente em instantes. Se o problema continuar, fale conosco."}
            </p>
            <Button asChild>
              <Link to={href("home")}>Voltar para a página inicial</Link>
            </Button>
          </section>
        )}
      </div>
    </PublicPage>
  );
}
