// A civilian recruiter reads a CV: military acronyms (QMS, OM, CFS, GLO…) mean nothing to him
// unless the CV spells them out. These are the acronyms he knows without help; any other one
// must be explained where it appears, as "Curso de Formação de Sargentos (CFS)".

/** Acronyms a Brazilian recruiter reads without help: licences, norms, common business terms. */
export const CIVILIAN_ACRONYMS: ReadonlySet<string> = new Set([
  "CNH",
  "NR",
  "EPI",
  "EPIs",
  "CFTV",
  "GPS",
  "TI",
  "RH",
  "ERP",
  "SST",
  "CIPA",
  "SIPAT",
  "LGPD",
  "CLT",
  "PDF",
  "SUS",
  "ABNT",
  "ISO",
  "ONU",
  "PcD",
  "UTI",
  "SAMU",
  "CPF",
  "CNPJ",
  "ANAC",
  "ANVISA",
  "ANATEL",
  "INSS",
  "GLP",
  "GNV",
  "LTDA",
  "SAC",
  "KPI",
  "KPIs",
  "PMBOK",
  "SLA",
  "SLAs",
  "HTML",
  "SQL",
  "VoIP",
  "WMS",
  "TMS",
  "PCP",
  "PPCI",
  "AVCB",
  "RCP",
  "DEA",
  "HF",
  "VHF",
  "UHF",
  "TV",
  "IT",
  "PC",
  "PCs",
  "CAD",
  "LAN",
  "WAN",
  "VPN",
  "IP",
  "USB",
  "UPS",
]);

/** A token written mostly in capitals: two or more capitals, perhaps with lower-case letters between. */
const ACRONYM = /(?<![\p{L}\d])(?=[\p{L}\d]*\p{Lu}[\p{L}\d]*\p{Lu})[\p{L}][\p{L}\d]*(?![\p{L}\d])/gu;

/** Whether a token reads as an acronym rather than a capitalized word ("QMS", "CFSd", but not "Exército"). */
function isAcronymShaped(token: string): boolean {
  const capitals = token.match(/\p{Lu}/gu)?.length ?? 0;
  return capitals >= 2 && capitals * 2 >= token.replace(/\d/g, "").length;
}

/**
 * The acronyms of `text` a civilian reader would not understand: shaped like one, not in
 * CIVILIAN_ACRONYMS, and not explained in the same text by appearing in parentheses after its
 * meaning ("Organização Militar (OM)").
 */
export function unexplainedAcronyms(text: string): string[] {
  const explained = new Set([...text.matchAll(/\(([\p{L}\d]+)\)/gu)].map((m) => m[1]));
  const found = new Set<string>();
  for (const [token] of text.matchAll(ACRONYM)) {
    if (!isAcronymShaped(token)) continue;
    if (CIVILIAN_ACRONYMS.has(token) || explained.has(token)) continue;
    found.add(token);
  }
  return [...found];
}
