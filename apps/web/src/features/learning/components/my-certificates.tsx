import { hoursText, learningMessages as m } from "@pm/shared/learning";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { AwardIcon, DownloadIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { shortDate } from "@/lib/dates";
import { certificatePdfUrl, certificatesQuery } from "../api";

/** The profile's 'Certificados': his completed paths, to download, and what companies see of them. */
export function MyCertificates() {
  const { data, isPending, isError } = useQuery(certificatesQuery);
  return (
    <Section id="perfil-certificados" title={m.certificates} className="content-start gap-4">
      <p className="text-muted-foreground text-sm">
        As empresas veem seus certificados no seu perfil de candidato e no banco de talentos.
      </p>
      {isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : isError ? (
        <p className="text-muted-foreground text-sm">Não foi possível carregar seus certificados.</p>
      ) : data.certificates.length === 0 ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-muted-foreground text-sm">Conclua uma trilha para receber seu primeiro certificado.</p>
          <Button asChild variant="outline" size="sm">
            <Link to={href("learningPaths")}>Ver trilhas</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {data.certificates.map((c) => (
            <li key={c.code} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 font-medium">
                  <AwardIcon className="size-4 text-success" aria-hidden="true" />
                  {c.pathTitle}
                </span>
                <span className="text-muted-foreground text-xs">
                  {hoursText(c.hours)} · concluída em {shortDate(String(c.issuedAt))} · código{" "}
                  <span className="font-mono">{c.code}</span>
                </span>
              </span>
              <Button asChild variant="outline" size="sm">
                <a href={certificatePdfUrl(c.code)} download aria-label={`Baixar certificado de ${c.pathTitle} (PDF)`}>
                  <DownloadIcon aria-hidden="true" />
                  PDF
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
