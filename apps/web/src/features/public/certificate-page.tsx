// /certificados/:code: anyone, with no session, confirms a certificate of a completed learning
// path by its code (what its QR code opens): the name, the path, its hours and the date. Rendered
// by the server for each request (200, or 404 for a code that names no certificate), never indexed.

import { type CertificateLookup, certificatePath, hoursText, learningMessages as m } from "@pm/shared/learning";
import { href } from "@pm/shared/pages";
import type { PageHead } from "@pm/shared/public-data";
import { AwardIcon, ShieldAlertIcon } from "lucide-react";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { pageTitle } from "@/app/titles";
import { Button } from "@/components/ui/button";
import { publicData } from "@/lib/public-data";
import { PublicPage } from "./components/public-page";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

// In Brazil's time, so the server's render and the browser's hydration say the same day.
const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "America/Sao_Paulo" });

const UNAVAILABLE_TITLE = "Não foi possível verificar agora";

export interface CertificateData {
  /** Null when the certificate could not be read (the database or the API failed). */
  lookup: CertificateLookup | null;
  /** The code as the address has it, upper-cased. */
  code: string;
  head: PageHead;
}

/** The head the server writes: the page says whom the certificate is of, but is never indexed. */
export function certificateHead(lookup: CertificateLookup | null): PageHead {
  if (lookup?.status === "valid") {
    const { fullName, pathTitle, hours, issuedAt } = lookup.certificate;
    return {
      title: pageTitle(`${m.verifyValid}: ${pathTitle}`),
      description: `${fullName} concluiu a trilha ${pathTitle} (${hoursText(hours)}) na Próxima Missão em ${longDate.format(new Date(issuedAt))}.`,
      path: certificatePath(lookup.code),
      noindex: true,
    };
  }
  return {
    title: pageTitle(lookup ? m.verifyNotFound : UNAVAILABLE_TITLE),
    description: lookup ? m.verifyNotFoundHint : "Tente novamente em instantes.",
    ...(lookup?.code ? { path: certificatePath(lookup.code) } : {}),
    noindex: true,
  };
}

/** The certificate the address names: 200 when valid, 404 when there is none, 503 when it could not be read. */
export async function certificateLoader({ params, context }: LoaderFunctionArgs) {
  const typed = params.code ?? "";
  try {
    const lookup = await publicData(context).certificate(typed);
    return data<CertificateData>(
      { lookup, code: lookup.code, head: certificateHead(lookup) },
      { status: lookup.status === "valid" ? 200 : 404 },
    );
  } catch {
    const code = typed.trim().toUpperCase().slice(0, 40);
    return data<CertificateData>({ lookup: null, code, head: certificateHead(null) }, { status: 503 });
  }
}

export function CertificatePage() {
  // The tab's title comes from the data's head (app/routes.tsx), as the server's does.
  const { lookup, code } = useLoaderData() as CertificateData;
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 md:py-16">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">{m.verifyTitle}</p>
        {lookup?.status === "valid" ? (
          <section
            aria-labelledby="certificado-titulo"
            className="grid gap-4 rounded-xl border border-success/40 bg-success/5 p-6"
          >
            <h1 id="certificado-titulo" className="flex items-center gap-3 font-bold text-3xl tracking-tight">
              <AwardIcon className="size-8 text-success" aria-hidden="true" />
              {m.verifyValid}
            </h1>
            <p>
              A Próxima Missão confirma que <strong>{lookup.certificate.fullName}</strong> concluiu a trilha{" "}
              <strong>{lookup.certificate.pathTitle}</strong>.
            </p>
            <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">Titular</dt>
              <dd className="font-semibold">{lookup.certificate.fullName}</dd>
              <dt className="text-muted-foreground">Trilha</dt>
              <dd className="font-semibold">{lookup.certificate.pathTitle}</dd>
              <dt className="text-muted-foreground">Carga horária</dt>
              <dd>{hoursText(lookup.certificate.hours)}</dd>
              <dt className="text-muted-foreground">Concluída em</dt>
              <dd>{longDate.format(new Date(lookup.certificate.issuedAt))}</dd>
              <dt className="text-muted-foreground">Código</dt>
              <dd className="font-mono">{code}</dd>
            </dl>
            <p className="text-muted-foreground text-sm">
              Emitido pela Próxima Missão a um militar que concluiu todos os módulos e testes da trilha.
            </p>
          </section>
        ) : (
          <section
            aria-labelledby="certificado-titulo"
            className="grid justify-items-start gap-3 rounded-xl border p-6"
          >
            <h1 id="certificado-titulo" className="flex items-center gap-3 font-bold text-3xl tracking-tight">
              <ShieldAlertIcon className="size-8 text-destructive" aria-hidden="true" />
              {lookup ? m.verifyNotFound : UNAVAILABLE_TITLE}
            </h1>
            <p className="text-muted-foreground">
              {lookup
                ? m.verifyNotFoundHint
                : "Tente novamente em instantes. Se o problema continuar, fale conosco pela Central de Ajuda."}
            </p>
            <p className="text-sm">
              Código informado: <span className="font-mono">{code || "—"}</span>
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
