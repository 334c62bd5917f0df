import { maskPhone } from "@pm/shared/brazil";
import { certificatePath } from "@pm/shared/learning";
import {
  areaLabel,
  availabilityLabel,
  educationTitle,
  experiencePeriodLabel,
  languageLevelLabel,
  type ResumeCertificate,
  type ResumeContentInput,
  reservistLabel,
} from "@pm/shared/resumes";
import type { ReactNode } from "react";

export interface PreviewHeader {
  fullName: string;
  city: string;
  state: string;
  phone: string | null;
  email: string | null;
}

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mt-4 border-primary/70 border-b pb-0.5 font-bold text-primary text-sm">{children}</h3>;
}

const listJoin = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} e ${items.at(-1)}` : (items[0] ?? "");

const monthYear = (isoDay: string) => `${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

/**
 * The CV as the PDF lays it out: the same sections, in the same order, with the same words. An
 * empty section is left out, as the PDF leaves it. The editor's live preview and a shared CV's
 * page draw it.
 */
export function ResumeDocumentView({
  label = "Prévia do currículo",
  header,
  content,
  certificates,
}: {
  header: PreviewHeader;
  content: ResumeContentInput;
  certificates: readonly ResumeCertificate[];
  /** The article's accessible name. */
  label?: string;
}) {
  const place = [header.city, header.state].filter(Boolean).join("/");
  const contact = [place, header.phone ? maskPhone(header.phone) : "", header.email ?? "", content.link].filter(
    Boolean,
  );
  const area = content.objective.area && content.objective.area !== "outros" ? areaLabel(content.objective.area) : "";
  const more = [
    content.cnh.length > 0
      ? `CNH: ${content.cnh.length > 1 ? "categorias" : "categoria"} ${listJoin([...content.cnh].sort())}`
      : "",
    content.reservist ? `Certificado de reservista: ${reservistLabel(content.reservist)}` : "",
    content.availability ? `Disponibilidade: ${availabilityLabel(content.availability)}` : "",
  ].filter(Boolean);

  return (
    <article
      aria-label={label}
      className="grid content-start rounded-lg border bg-white p-5 text-[13px] text-gray-900 leading-relaxed shadow-sm dark:text-gray-900"
    >
      <h2 className="font-bold text-xl wrap-anywhere">{header.fullName}</h2>
      {contact.length > 0 ? <p className="text-gray-600 wrap-anywhere">{contact.join(" · ")}</p> : null}

      {content.objective.occupationTitle ? (
        <>
          <Heading>Objetivo</Heading>
          <p>
            {content.objective.occupationTitle}
            {area ? ` — área de ${area}` : ""}
          </p>
        </>
      ) : null}

      {content.summary ? (
        <>
          <Heading>Resumo</Heading>
          <p className="whitespace-pre-line wrap-anywhere">{content.summary}</p>
        </>
      ) : null}

      {content.experiences.length > 0 ? (
        <>
          <Heading>Experiência</Heading>
          {content.experiences.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview redraws the form's list as it stands.
            <div key={i} className="mt-1.5 grid gap-0.5">
              <p className="font-semibold wrap-anywhere">{e.title || "Cargo"}</p>
              <p className="text-gray-600 wrap-anywhere">
                {[[e.organization, e.city].filter(Boolean).join(", "), e.start.year ? experiencePeriodLabel(e) : ""]
                  .filter(Boolean)
                  .join(" | ")}
              </p>
              {e.bullets.length > 0 ? (
                <ul className="list-disc pl-5">
                  {e.bullets.map((b, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text being typed.
                    <li key={j} className="wrap-anywhere">
                      {b}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </>
      ) : null}

      {content.education.length > 0 ? (
        <>
          <Heading>Formação</Heading>
          {content.education.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview redraws the form's list as it stands.
            <div key={i} className="mt-1">
              <p className="font-semibold wrap-anywhere">{educationTitle(e.level, e.course ?? "") || "Formação"}</p>
              <p className="text-gray-600 wrap-anywhere">
                {[e.institution, e.inProgress ? `em andamento (conclusão prevista em ${e.year})` : e.year]
                  .filter(Boolean)
                  .join(", ")}
              </p>
            </div>
          ))}
        </>
      ) : null}

      {content.courses.length + certificates.length > 0 ? (
        <>
          <Heading>Cursos e certificações</Heading>
          <ul className="list-disc pl-5">
            {content.courses.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview redraws the form's list as it stands.
              <li key={i} className="wrap-anywhere">
                {[c.name, c.institution, c.year].filter(Boolean).join(" — ")}
              </li>
            ))}
            {certificates.map((c) => (
              <li key={c.code} className="wrap-anywhere">
                {c.title} — Próxima Missão, {c.hours} h, {monthYear(c.issuedOn)}
                <br />
                <span className="text-gray-600 text-xs">
                  Verificação:{" "}
                  <a href={certificatePath(c.code)} className="underline underline-offset-2">
                    {certificatePath(c.code)}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {content.languages.length > 0 ? (
        <>
          <Heading>Idiomas</Heading>
          <ul className="list-disc pl-5">
            {content.languages.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview redraws the form's list as it stands.
              <li key={i} className="wrap-anywhere">
                {l.language}
                {l.level ? ` — ${languageLevelLabel(l.level)}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {more.length > 0 ? (
        <>
          <Heading>Informações adicionais</Heading>
          <ul className="list-disc pl-5">
            {more.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
