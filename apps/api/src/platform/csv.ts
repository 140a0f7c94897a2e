import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | bigint | null | undefined;

/** A number as the exports write it (a count, or money as "-12.50"): safe to leave unquoted and unguarded. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, because player-chosen text (usernames, affiliate tokens) reaches these files and an
 * operator opens them in a spreadsheet.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (!PLAIN_NUMBER.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: the header row, then each row, CRLF-terminated as RFC 4180 writes it. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('');
}

/** Sends a CSV document as a download named `filename` (letters, digits, dots, dashes only). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  if (!/^[\w.-]+$/.test(filename)) throw new Error(`unsafe CSV file name ${filename}`);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
