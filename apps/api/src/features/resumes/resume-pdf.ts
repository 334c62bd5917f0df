// The CV as a PDF a recruiter forwards and an applicant tracking system reads: one column, real
// text in reading order, the sections' names as plain headings, Inter embedded (so accents print
// and extract the same everywhere), A4.
import fs from "node:fs";
import { createRequire } from "node:module";
import { certificatePath } from "@pm/shared/learning";
import { educationTitle, type ResumeDocument } from "@pm/shared/resumes";
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
import PDFDocument from "pdfkit";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);
/**
 * Inter, read and inflated on the first CV (see woff.ts), then shared by every document. Its
 * OpenType layout tables (ligatures, contextual forms, pair kerning) are left out: shaping every
 * line through them cost more than the rest of the CV, and plain text in one weight needs none.
 */
const LAYOUT_TABLES = ["GSUB", "GPOS", "GDEF"];
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const interFonts = () => {
  const read = (weight: number) =>
    woffToSfnt(
      fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      LAYOUT_TABLES,
    );
  fonts ??= { regular: read(400), bold: read(700) };
  return fonts;
};

const INK = "#111827";
const MUTED = "#4b5563";
const ACCENT = "#1f3a5f";
const MARGIN = 50;
const BODY = 10;
const GAP = 2;

export function resumePdf(cv: ResumeDocument, baseUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Currículo — ${cv.fullName}`, Author: cv.fullName, Subject: "Currículo", Creator: "Próxima Missão" },
    lang: "pt-BR",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { regular, bold } = interFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  const body = () => doc.font("regular").fontSize(BODY).fillColor(INK);
  const paragraph = (text: string) => body().text(text, left, doc.y, { width, lineGap: GAP });
  const muted = (text: string) =>
    doc
      .font("regular")
      .fontSize(BODY - 0.5)
      .fillColor(MUTED)
      .text(text, left, doc.y, { width, lineGap: GAP });
  const heading = (title: string) => {
    doc.moveDown(0.9);
    // A heading never sits alone at the foot of a page.
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.font("bold").fontSize(12).fillColor(ACCENT).text(title, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(ACCENT)
      .stroke();
    doc.y = y + 6;
  };
  const bullet = (text: string) => {
    const y = doc.y;
    body().text("•", left + 4, y, { width: 10, lineGap: GAP });
    body().text(text, left + 16, y, { width: width - 16, lineGap: GAP });
  };

  // Header: who he is and how to reach him.
  doc.font("bold").fontSize(20).fillColor(INK).text(cv.fullName, left, MARGIN, { width });
  const contact = contactParts(cv, cv.link);
  if (contact.length > 0) {
    doc.moveDown(0.2);
    muted(contact.join("  ·  "));
  }

  if (cv.objective.occupationTitle) {
    heading("Objetivo");
    paragraph(objectiveLine(cv.objective));
  }

  if (cv.summary) {
    heading("Resumo");
    paragraph(cv.summary);
  }

  if (cv.experiences.length > 0) {
    heading("Experiência");
    cv.experiences.forEach((e, i) => {
      if (i > 0) doc.moveDown(0.6);
      doc
        .font("bold")
        .fontSize(BODY + 0.5)
        .fillColor(INK)
        .text(e.title, left, doc.y, { width });
      muted(experienceWhere(e).join("  |  "));
      doc.moveDown(0.2);
      for (const b of e.bullets) bullet(b);
    });
  }

  if (cv.education.length > 0) {
    heading("Formação");
    for (const e of cv.education) {
      doc.font("bold").fontSize(BODY).fillColor(INK).text(educationTitle(e.level, e.course), left, doc.y, { width });
      muted(educationPlace(e));
      doc.moveDown(0.3);
    }
  }

  if (cv.courses.length + cv.certificates.length > 0) {
    heading("Cursos e certificações");
    for (const c of cv.courses) bullet(courseLine(c));
    for (const c of cv.certificates) {
      const url = new URL(certificatePath(c.code), baseUrl).toString();
      bullet(certificateLine(c));
      // The address on a line of its own, so it is never broken where a reader copies it.
      doc
        .font("regular")
        .fontSize(BODY - 1)
        .fillColor(MUTED)
        .text(`Verificação: ${url}`, left + 16, doc.y, { width: width - 16, link: url, lineGap: GAP });
    }
  }

  if (cv.languages.length > 0) {
    heading("Idiomas");
    for (const l of cv.languages) bullet(languageLine(l));
  }

  const more = additionalLines(cv);
  if (more.length > 0) {
    heading("Informações adicionais");
    for (const line of more) bullet(line);
  }

  doc.end();
  return done;
}
