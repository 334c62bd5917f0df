// The certificate of a completed path as a one-page PDF (A4, landscape): the militar's name, the
// path, its hours, the date, and the verification code with a QR code of its public page.
import { certificatePath, hoursText } from "@pm/shared/learning";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";

export interface CertificateFacts {
  code: string;
  fullName: string;
  pathTitle: string;
  hours: number;
  issuedAt: Date;
}

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "America/Sao_Paulo" });
const NAVY = "#1f3a5f";
const GREY = "#4b5563";

/** Draws the QR code of `text` as dark squares, `size` points wide, at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const cell = size / count;
  doc.save().fillColor("#000000");
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

export function certificatePdf(certificate: CertificateFacts, baseUrl: string): Promise<Buffer> {
  const verifyUrl = new URL(certificatePath(certificate.code), baseUrl).toString();
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: {
      Title: `Certificado: ${certificate.pathTitle}`,
      Author: "Próxima Missão",
      Subject: `Certificado de conclusão de ${certificate.fullName}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor(NAVY)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(1)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(16).text("PRÓXIMA MISSÃO", 56, 70, { align: "center" });
  doc.moveDown(1.2).fontSize(34).text("Certificado de Conclusão", { align: "center" });
  doc.moveDown(1).font("Helvetica").fontSize(14).fillColor(GREY).text("Certificamos que", { align: "center" });
  doc
    .moveDown(0.6)
    .font("Helvetica-Bold")
    .fontSize(26)
    .fillColor("#111827")
    .text(certificate.fullName, { align: "center" });
  doc
    .moveDown(0.6)
    .font("Helvetica")
    .fontSize(14)
    .fillColor(GREY)
    .text("concluiu a trilha de capacitação", { align: "center" });
  doc
    .moveDown(0.5)
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(NAVY)
    .text(certificate.pathTitle, { align: "center" });
  doc
    .moveDown(0.6)
    .font("Helvetica")
    .fontSize(13)
    .fillColor(GREY)
    .text(`com carga horária de ${hoursText(certificate.hours)}, em ${longDate.format(certificate.issuedAt)}.`, {
      align: "center",
    });

  const qrSize = 96;
  const qrX = width - 56 - qrSize - 16;
  const qrY = height - 56 - qrSize - 16;
  drawQr(doc, verifyUrl, qrX, qrY, qrSize);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(GREY)
    .text(`Código de verificação: ${certificate.code}`, 72, qrY + 30, { width: qrX - 100 })
    .text(`Confira a autenticidade em ${verifyUrl}`, { width: qrX - 100 });
  doc.end();
  return done;
}
