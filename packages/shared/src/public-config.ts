// Facts the public pages show that belong to the deployment, not the code: contacts and the
// legal identity of the data controller. The server reads them from the environment and hands
// them to the page; prerendered HTML carries tokens the server fills in when it serves the file.

export interface PublicConfig {
  baseUrl: string;
  contactEmail: string;
  salesEmail: string;
  legalName: string;
  cnpj: string;
  address: string;
  dpoName: string;
  dpoEmail: string;
  /** The current year, for the copyright line. */
  year: string;
}

export const PUBLIC_CONFIG_DEFAULTS: Omit<PublicConfig, "baseUrl" | "year"> = {
  contactEmail: "contato@proximamissao.com.br",
  salesEmail: "vendas@proximamissao.com.br",
  legalName: "Próxima Missão Tecnologia Ltda.",
  cnpj: "12.345.678/0001-95",
  address: "Av. Paulista, 1000, Bela Vista, São Paulo/SP, CEP 01310-100",
  dpoName: "Encarregado de Proteção de Dados",
  dpoEmail: "privacidade@proximamissao.com.br",
};

const KEYS: (keyof PublicConfig)[] = [
  "baseUrl",
  "contactEmail",
  "salesEmail",
  "legalName",
  "cnpj",
  "address",
  "dpoName",
  "dpoEmail",
  "year",
];

/** Where the serialized config goes in an HTML document. */
export const CONFIG_JSON_TOKEN = "%%PM:json%%";
export const configToken = (key: keyof PublicConfig) => `%%PM:${key}%%`;

/** The config prerendering uses: every value is its token, filled in when the file is served. */
export const TOKEN_CONFIG = Object.fromEntries(KEYS.map((k) => [k, configToken(k)])) as unknown as PublicConfig;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Fills the tokens of a prerendered document (or sitemap, robots.txt) with the real values. */
export function fillConfigTokens(document: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  let out = document.split(CONFIG_JSON_TOKEN).join(json);
  for (const key of KEYS) out = out.split(configToken(key)).join(escapeHtml(config[key]));
  return out;
}
