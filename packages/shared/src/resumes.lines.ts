// The CV's lines in words, one source for every place that shows a CV (the PDF, the editor's
// preview, the shared page), so each says the same thing the same way. They take what a form
// holds while it is typed too: a blank or unknown choice reads as nothing.
import { maskPhone } from "./brazil";
import {
  areaLabel,
  availabilityLabel,
  CNH_CATEGORIES,
  experiencePeriodLabel,
  languageLevelLabel,
  type ResumeCertificate,
  reservistLabel,
} from "./resumes";

/** "A, B e D". */
const listJoin = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} e ${items.at(-1)}` : (items[0] ?? "");

/** "10/2026" of a yyyy-mm-dd day. */
const monthYear = (isoDay: string) => `${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

/** The header's second line, in parts: city/UF, phone, e-mail and link, those he has. */
export function contactParts(
  who: { city: string; state: string; phone: string | null; email: string | null },
  link: string,
): string[] {
  const place = [who.city, who.state].filter(Boolean).join("/");
  return [place, who.phone ? maskPhone(who.phone) : "", who.email ?? "", link].filter(Boolean);
}

/** "Almoxarife — área de Logística" ('Outros' is no área to name). */
export function objectiveLine(objective: { area: string; occupationTitle: string }): string {
  const area = objective.area === "outros" ? "" : areaLabel(objective.area);
  return area ? `${objective.occupationTitle} — área de ${area}` : objective.occupationTitle;
}

/** Where and when, in parts: "Exército Brasileiro, Resende/RJ" and "03/2015 – 2023". */
export function experienceWhere(e: {
  organization: string;
  city: string;
  start: { month: string; year: string };
  end: { month: string; year: string };
  current: boolean;
}): string[] {
  const where = [e.organization, e.city].filter(Boolean).join(", ");
  return [where, e.start.year ? experiencePeriodLabel(e) : ""].filter(Boolean);
}

/** "UFF, 2012", or "UFF, em andamento (conclusão prevista em 2027)". */
export function educationPlace(e: { institution: string; year: string; inProgress: boolean }): string {
  const when = e.inProgress ? `em andamento (conclusão prevista em ${e.year})` : e.year;
  return [e.institution, when].filter(Boolean).join(", ");
}

export const courseLine = (c: { name: string; institution: string; year: string }) =>
  [c.name, c.institution, c.year].filter(Boolean).join(" — ");

/** "Gestão de Equipes — Próxima Missão, 12 h, 10/2026". */
export const certificateLine = (c: ResumeCertificate) =>
  `${c.title} — Próxima Missão, ${c.hours} h, ${monthYear(c.issuedOn)}`;

export function languageLine(l: { language: string; level: string }): string {
  const level = languageLevelLabel(l.level);
  return level ? `${l.language} — ${level}` : l.language;
}

/** 'Informações adicionais': CNH, reservista and availability, those he answered. */
export function additionalLines(content: {
  cnh: readonly string[];
  reservist: string;
  availability: string;
}): string[] {
  const cnh = CNH_CATEGORIES.filter((c) => content.cnh.includes(c));
  return [
    cnh.length > 0 ? `CNH: ${cnh.length > 1 ? "categorias" : "categoria"} ${listJoin(cnh)}` : "",
    content.reservist ? `Certificado de reservista: ${reservistLabel(content.reservist)}` : "",
    content.availability ? `Disponibilidade: ${availabilityLabel(content.availability)}` : "",
  ].filter(Boolean);
}
