// A job's public address (/vagas/{slug}-{short id}) and where a visitor who chose to apply from it
// continues after signing in, and the public pages' texts. Zod-free, so the sign-in page and the
// share buttons stay light.
// Where a visitor continues is in job-links.continue.ts, re-exported here.

export * from "./job-links.continue";

export const publicJobMessages = {
  gone: "Esta vaga não está mais disponível",
  goneHint: "A empresa encerrou esta vaga. Veja outras oportunidades parecidas abaixo.",
  notFound: "Vaga não encontrada",
  empty: "Nenhuma vaga encontrada",
  loadError: "Não foi possível carregar as vagas. Tente novamente em instantes.",
  copyLink: "Copiar link",
  share: "Compartilhar",
  linkCopied: "Link copiado",
  linkCopyFailed: "Não foi possível copiar o link. Copie o endereço da barra do navegador.",
} as const;

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** A job's id in its address: the UUID's 16 bytes in base64url, 22 characters, exact. */
export const SHORT_ID_LENGTH = 22;

/** The job's UUID as 22 base64url characters. */
export function shortJobId(uuid: string): string {
  const hex = uuid.replace(/-/g, "");
  let bits = "";
  for (const h of hex) bits += Number.parseInt(h, 16).toString(2).padStart(4, "0");
  bits += "0000"; // 128 bits → 22 groups of 6
  let out = "";
  for (let i = 0; i < bits.length; i += 6) out += BASE64URL[Number.parseInt(bits.slice(i, i + 6), 2)];
  return out;
}

/** The UUID a short id stands for; null when it is not one (wrong length, characters or padding). */
export function jobIdFromShort(short: string): string | null {
  if (short.length !== SHORT_ID_LENGTH) return null;
  let bits = "";
  for (const ch of short) {
    const value = BASE64URL.indexOf(ch);
    if (value < 0) return null;
    bits += value.toString(2).padStart(6, "0");
  }
  if (!bits.endsWith("0000")) return null;
  let hex = "";
  for (let i = 0; i < 128; i += 4) hex += Number.parseInt(bits.slice(i, i + 4), 2).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The words of a title in an address: lower case, no accents, hyphens between, 80 characters at most. */
export function jobSlug(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "vaga";
}

/** A job's public address: /vagas/coordenador-de-logistica-{short id}. */
export const publicJobPath = (job: { id: string; title: string }) =>
  `/vagas/${jobSlug(job.title)}-${shortJobId(job.id)}`;

/**
 * The job a public address names, whatever its words say (a retitled job keeps its old links):
 * the last 22 characters, after a hyphen or alone.
 */
export function jobIdFromPublicParam(param: string): string | null {
  const short = param.slice(-SHORT_ID_LENGTH);
  if (param.length > SHORT_ID_LENGTH && param[param.length - SHORT_ID_LENGTH - 1] !== "-") return null;
  return jobIdFromShort(short);
}
