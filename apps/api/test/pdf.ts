// PDFs for the tests: read one back as text (as an applicant tracking system does), and make the
// files a militar might send: a plain one, one with a script, one locked with a password.
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";

/** The text of a PDF, page by page, in reading order. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

/** A one-page PDF saying `line`. */
export async function plainPdf(line = "Currículo de Carlos Souza"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(line.normalize("NFD").replace(/[\u0300-\u036f]/g, ""), { x: 50, y: 700 });
  return doc.save();
}

/** A PDF that runs a script when opened, its catalog inside a compressed object stream. */
export async function scriptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.catalog.set(
    PDFName.of("OpenAction"),
    doc.context.obj({ S: PDFName.of("JavaScript"), JS: PDFString.of("app.alert('oi')") }),
  );
  return doc.save({ useObjectStreams: true });
}

/** A PDF carrying another file. */
export async function pdfWithAttachment(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  await doc.attach(new TextEncoder().encode("MZ executável"), "programa.exe", { mimeType: "application/octet-stream" });
  return doc.save();
}

/** A PDF whose trailer names an encryption dictionary: opened only with a password. */
export function encryptedPdf(): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    "<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>",
  ];
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<01> <01>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
