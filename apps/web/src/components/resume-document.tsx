import { certificatePath } from "@pm/shared/learning";
import { educationTitle, type ResumeCertificate, type ResumeContentInput } from "@pm/shared/resumes";
import {
  additionalLines,
  certificateLine,
  contactParts,
  courseLine,
  educationPlace,
  experienceWhere,
  languageLine,
  objectiveLine,
} from "@pm/shared/resumes.lines";
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
  const contact = contactParts(header, content.link);
  const more = additionalLines(content);

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
          <p>{objectiveLine(content.objective)}</p>
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
              <p className="text-gray-600 wrap-anywhere">{experienceWhere(e).join(" | ")}</p>
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
              <p className="text-gray-600 wrap-anywhere">{educationPlace(e)}</p>
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
                {courseLine(c)}
              </li>
            ))}
            {certificates.map((c) => (
              <li key={c.code} className="wrap-anywhere">
                {certificateLine(c)}
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
                {languageLine(l)}
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
