// Just enough MIME decoding to read what nodemailer put on the wire: headers with encoded words,
// multipart bodies, quoted-printable and base64 parts.

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

function qpBytes(input: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    const hex = input.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

/** Decodes RFC 2047 words; adjacent words are joined byte-wise so split characters survive. */
export function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  let out = "";
  let pending: Buffer[] = [];
  let last = 0;
  const flush = () => {
    if (pending.length) out += Buffer.concat(pending).toString("utf8");
    pending = [];
  };
  for (const m of joined.matchAll(ENCODED_WORD)) {
    const between = joined.slice(last, m.index);
    if (between) {
      flush();
      out += between;
    }
    const [, , enc = "Q", data = ""] = m;
    pending.push(enc.toUpperCase() === "B" ? Buffer.from(data, "base64") : qpBytes(data.replace(/_/g, " ")));
    last = (m.index ?? 0) + m[0].length;
  }
  flush();
  return out + joined.slice(last);
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const cut = raw.search(/\r?\n\r?\n/);
  const head = cut < 0 ? raw : raw.slice(0, cut);
  const body = cut < 0 ? "" : raw.slice(cut).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return qpBytes(body.replace(/=\r?\n/g, "")).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** Collects every leaf part as [content type, decoded body]. */
function leaves(raw: string): [string, string][] {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((s) => !s.startsWith("--")).flatMap((s) => leaves(s.replace(/^\r?\n/, "")));
  }
  return [[type.split(";")[0]?.trim().toLowerCase() ?? "", decodeBody(body, headers.get("content-transfer-encoding"))]];
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHeaders(raw);
  const parts = leaves(raw);
  return {
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: parts.find(([type]) => type === "text/plain")?.[1] ?? "",
    html: parts.find(([type]) => type === "text/html")?.[1] ?? "",
  };
}
