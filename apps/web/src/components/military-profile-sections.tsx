import { certificatePath, hoursText } from "@pm/shared/learning";
import {
  AVAILABILITY_LABELS,
  DESIRED_AREA_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  MILITARY_BRANCH_LABELS,
  RANK_FIELD_LABEL,
  RANK_LABELS,
  SERVICE_STATUS_FIELD_LABEL,
  SERVICE_STATUS_LABELS,
} from "@pm/shared/profile.military-options";
import { AwardIcon } from "lucide-react";
import type { ReactNode } from "react";
import { RichText } from "@/components/linked-text";
import { Section } from "@/components/section";
import { TagList } from "@/components/tag-list";
import { shortDate } from "@/lib/dates";

export const NOT_INFORMED = "Não informado";

/** The label of a known choice; a value from before the choices changed reads as itself. */
function labelOf(labels: Record<string, string>, value: string | null): string | null {
  if (!value) return null;
  return labels[value] ?? value;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className={empty ? "text-muted-foreground text-sm" : "text-sm wrap-anywhere"}>
        {empty ? NOT_INFORMED : children}
      </dd>
    </div>
  );
}

/** What a company reads of a militar's profile: a candidate's, or a talent's from the bank. */
export interface MilitaryProfileFacts {
  militaryBranch: string | null;
  rank: string | null;
  serviceStatus: string | null;
  om: string | null;
  incorporationYear: number | null;
  yearsOfService: number | null;
  /** A candidate's; the talent bank does not show it. */
  birthDate?: string | null;
  specialties: string[];
  desiredArea: string | null;
  experienceLevel: string | null;
  availability: string | null;
  goals: string | null;
  biography: string | null;
  /** The certificates of the learning paths he completed, newest first. */
  certificates?: { code: string; pathTitle: string; hours: number; issuedAt: string }[];
}

/** 'Certificados': each completed path, with the link anyone can open to verify it. */
export function CertificatesList({
  certificates,
}: {
  certificates: NonNullable<MilitaryProfileFacts["certificates"]>;
}) {
  if (certificates.length === 0) return <p className="text-muted-foreground text-sm">Nenhum certificado ainda.</p>;
  return (
    <ul className="grid gap-2">
      {certificates.map((c) => (
        <li key={c.code} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
          <span className="flex items-center gap-1.5 font-medium">
            <AwardIcon className="size-4 text-success" aria-hidden="true" />
            {c.pathTitle}
          </span>
          <span className="text-muted-foreground text-xs">
            {hoursText(c.hours)} · {shortDate(c.issuedAt)} ·{" "}
            <a
              className="text-primary underline"
              href={certificatePath(c.code)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Verificar o certificado ${c.pathTitle}`}
            >
              verificar
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Experiência militar', 'Objetivos profissionais' and 'Sobre', as a sheet shows them. */
export function MilitaryProfileSections({ profile: c }: { profile: MilitaryProfileFacts }) {
  return (
    <>
      <Section variant="divided" title="Experiência militar">
        <dl className="grid grid-cols-2 gap-3">
          <Fact term="Força">{labelOf(MILITARY_BRANCH_LABELS, c.militaryBranch)}</Fact>
          <Fact term={RANK_FIELD_LABEL}>{labelOf(RANK_LABELS, c.rank)}</Fact>
          <Fact term={SERVICE_STATUS_FIELD_LABEL}>{labelOf(SERVICE_STATUS_LABELS, c.serviceStatus)}</Fact>
          <Fact term="Organização militar (OM)">{c.om}</Fact>
          <Fact term="Ano de incorporação">{c.incorporationYear}</Fact>
          <Fact term="Tempo de serviço">
            {c.yearsOfService ? `${c.yearsOfService} ${c.yearsOfService === 1 ? "ano" : "anos"}` : null}
          </Fact>
          {c.birthDate !== undefined ? (
            <Fact term="Data de nascimento">{c.birthDate ? shortDate(c.birthDate) : null}</Fact>
          ) : null}
        </dl>
        <div className="grid gap-1.5">
          <p className="text-muted-foreground text-xs">Especialidades</p>
          {c.specialties.length > 0 ? (
            <TagList items={c.specialties} />
          ) : (
            <p className="text-muted-foreground text-sm">{NOT_INFORMED}</p>
          )}
        </div>
      </Section>

      <Section variant="divided" title="Objetivos profissionais">
        <dl className="grid grid-cols-2 gap-3">
          <Fact term="Área desejada">{labelOf(DESIRED_AREA_LABELS, c.desiredArea)}</Fact>
          <Fact term="Nível de experiência">{labelOf(EXPERIENCE_LEVEL_LABELS, c.experienceLevel)}</Fact>
          <Fact term="Disponibilidade">{labelOf(AVAILABILITY_LABELS, c.availability)}</Fact>
        </dl>
        {c.goals ? <RichText text={c.goals} className="text-sm" /> : null}
      </Section>

      {c.certificates ? (
        <Section variant="divided" title="Certificados">
          <CertificatesList certificates={c.certificates} />
        </Section>
      ) : null}

      <Section variant="divided" title="Sobre">
        {c.biography ? (
          <RichText text={c.biography} className="text-sm" />
        ) : (
          <p className="text-muted-foreground text-sm">{NOT_INFORMED}</p>
        )}
      </Section>
    </>
  );
}
