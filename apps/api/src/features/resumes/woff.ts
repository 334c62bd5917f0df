// Inter ships as WOFF (@fontsource/inter). pdfkit reads WOFF, but inflates every table again for
// each document, which made a CV cost ~80 ms of CPU per font. Inflated once here into the plain
// TrueType (sfnt) it wraps, the font is read at TrueType's speed.
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

const tagOf = (name: string) => Buffer.from(name, "latin1").readUInt32BE(0);

/**
 * The TrueType/OpenType font a WOFF (1.0) file wraps, its tables inflated and in their order,
 * without those named in `drop`.
 */
export function woffToSfnt(woff: Buffer, drop: readonly string[] = []): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const dropped = new Set(drop.map(tagOf));
  const all = Array.from({ length: woff.readUInt16BE(12) }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const tables = all.filter((table) => !dropped.has(table.tag));
  const numTables = tables.length;
  // The offset table's search hints, as the OpenType specification defines them.
  const power = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(SFNT_HEADER + numTables * SFNT_ENTRY);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = head.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    head.writeUInt32BE(table.tag, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(pad4(table.data.length));
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}
