// /certificados/:code: anyone, with no session, confirms a certificate of a completed learning
// path by its code (what its QR code opens): the name, the path, its hours and the date.
import { hoursText, learningMessages as m } from "@pm/shared/learning";
import { AwardIcon, ShieldAlertIcon } from "lucide-react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PublicPage } from "./components/public-page";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

interface Verified {
  fullName: string;
  pathTitle: string;
  hours: number;
  issuedAt: string;
}
type CertificateData =
  | { kind: "valid"; certificate: Verified; code: string }
  | { kind: "not-found" | "error"; code: string };

export async function certificateLoader({ params }: LoaderFunctionArgs): Promise<CertificateData> {
  const code = (params.code ?? "").toUpperCase();
  try {
    const res = await fetch(`/api/certificates/${encodeURIComponent(code)}`);
    if (res.status === 404) return { kind: "not-found", code };
    if (!res.ok) return { kind: "error", code };
    return { kind: "valid", certificate: (await res.json()) as Verified, code };
  } catch {
    return { kind: "error", code };
  }
}

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "America/Sao_Paulo" });

export function CertificatePage() {
  const data = useLoaderData() as CertificateData;
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 md:py-16">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">{m.verifyTitle}</p>
        {data.kind === "valid" ? (
          <section
            aria-labelledby="certificado-titulo"
            className="grid gap-4 rounded-xl border border-success/40 bg-success/5 p-6"
          >
            <h1 id="certificado-titulo" className="flex items-center gap-3 font-bold text-3xl tracking-tight">
              <AwardIcon className="size-8 text-success" aria-hidden="true" />
              {m.verifyValid}
            </h1>
            <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">Titular</dt>
              <dd className="font-semibold">{data.certificate.fullName}</dd>
              <dt className="text-muted-foreground">Trilha</dt>
              <dd className="font-semibold">{data.certificate.pathTitle}</dd>
              <dt className="text-muted-foreground">Carga horária</dt>
              <dd>{hoursText(data.certificate.hours)}</dd>
              <dt className="text-muted-foreground">Concluída em</dt>
              <dd>{longDate.format(new Date(data.certificate.issuedAt))}</dd>
              <dt className="text-muted-foreground">Código</dt>
              <dd className="font-mono">{data.code}</dd>
            </dl>
            <p className="text-muted-foreground text-sm">
              Emitido pela Próxima Missão a um militar que concluiu todos os módulos e testes da trilha.
            </p>
          </section>
        ) : (
          <section aria-labelledby="certificado-titulo" className="grid gap-3 rounded-xl border p-6">
            <h1 id="certificado-titulo" className="flex items-center gap-3 font-bold text-3xl tracking-tight">
              <ShieldAlertIcon className="size-8 text-destructive" aria-hidden="true" />
              {data.kind === "not-found" ? m.verifyNotFound : "Não foi possível verificar agora"}
            </h1>
            <p className="text-muted-foreground">
              {data.kind === "not-found"
                ? m.verifyNotFoundHint
                : "Tente novamente em instantes. Se o problema continuar, fale conosco pela Central de Ajuda."}
            </p>
            <p className="text-sm">
              Código informado: <span className="font-mono">{data.code || "—"}</span>
            </p>
          </section>
        )}
      </div>
    </PublicPage>
  );
}
