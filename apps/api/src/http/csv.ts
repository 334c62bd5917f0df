// Every CSV the product writes goes through toCsv, so text a user typed (a job title) never reaches
// a spreadsheet as a live formula (OWASP, "CSV injection"). XLSX needs none of this: a string cell
// is stored as text there, never as a formula.
import { stringify } from "csv-stringify/sync";

/** A cell: text (possibly typed by a user), a number the server computed, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * What spreadsheets read as the start of a formula (`=`, `+`, `-`, `@`), or strip before reading
 * one (tab, carriage return).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text made inert: one that starts like a formula gets a `'` in front, which spreadsheets show as text. */
export function inertCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvOptions {
  /** Default `,`; Excel in Brazil expects `;`. */
  delimiter?: string;
  /**
   * How a number is written (Brazil's Excel wants a decimal comma). Numbers are values the server
   * computed, never user text, so they are written as they are: a negative number stays a number
   * a spreadsheet can add up. Text that merely looks like one ("-5" typed by a user) is text and
   * is made inert like any other.
   */
  formatNumber?: (n: number) => string;
  /** A UTF-8 byte-order mark first, so Excel reads accents right. */
  bom?: boolean;
}

/** The rows as CSV with CRLF line ends, every text cell made inert. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const { delimiter = ",", formatNumber = String, bom = false } = options;
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === "number" ? formatNumber(cell) : inertCsvText(cell ?? ""))),
  );
  const text = stringify(cells, { delimiter, record_delimiter: "\r\n" });
  return bom ? `\uFEFF${text}` : text;
}
