// The report as a file: the per-job table of the period with its totals, in CSV (semicolons and a
// BOM, as Excel opens it in Brazil) or XLSX. A title that starts like a formula stays text in both:
// the CSV prefixes it with a quote (http/csv.ts), the XLSX stores it as a string cell.
import { APPLICATION_STATUSES } from "@pm/shared/applications";
import { type BasicReport, EXPORT_COLUMNS } from "@pm/shared/reports";
import ExcelJS from "exceljs";
import { toCsv } from "../../http/csv";

type Cell = string | number;

/** The table's rows: one per job, then the totals. */
export function exportRows(report: BasicReport): Cell[][] {
  const rows: Cell[][] = report.jobs.map((j) => [
    j.title,
    j.active ? "Ativa" : "Pausada",
    j.views,
    j.applications,
    j.conversion,
    ...APPLICATION_STATUSES.map((s) => j.byStatus[s]),
  ]);
  const t = report.totals;
  rows.push(["Total", "", t.views, t.applications, t.conversion, ...APPLICATION_STATUSES.map((s) => t.byStatus[s])]);
  return rows;
}

export function reportCsv(report: BasicReport): string {
  // Brazil's Excel reads ';' as the separator and ',' as the decimal mark.
  return toCsv([[...EXPORT_COLUMNS], ...exportRows(report)], {
    delimiter: ";",
    bom: true,
    formatNumber: (n) => String(n).replace(".", ","),
  });
}

export async function reportXlsx(report: BasicReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Próxima Missão";
  const sheet = workbook.addWorksheet("Relatório");
  sheet.addRow([`Relatório de ${report.from} a ${report.to}`]).font = { bold: true };
  const header = sheet.addRow([...EXPORT_COLUMNS]);
  header.font = { bold: true };
  let last: ExcelJS.Row | undefined;
  for (const row of exportRows(report)) last = sheet.addRow(row);
  // The totals, last, in bold like the header.
  if (last) last.font = { bold: true };
  sheet.getColumn(1).width = 40;
  for (let i = 2; i <= EXPORT_COLUMNS.length; i++) sheet.getColumn(i).width = 14;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
