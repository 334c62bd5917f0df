// Integrations (/empresa/integracoes): the Enterprise company's API keys, their permissions and
// the pt-BR texts. Kept apart from the zod schemas (integrations.company.ts).
import type { CompanyPlanId } from "./billing";

/** Only Enterprise sells 'Integrações personalizadas e via API'. */
export const API_ACCESS: Record<CompanyPlanId, boolean> = {
  parceiro: false,
  plus: false,
  pro: false,
  enterprise: true,
};

/** What a key may reach, resource by resource; candidates' profiles are read only. */
export const API_RESOURCES = {
  jobs: { label: "Vagas", levels: ["nenhum", "leitura", "escrita"] },
  applications: { label: "Candidaturas", levels: ["nenhum", "leitura", "escrita"] },
  candidates: { label: "Perfis de candidatos", levels: ["nenhum", "leitura"] },
} as const;
export type ApiResource = keyof typeof API_RESOURCES;
export type ApiAccessLevel = "nenhum" | "leitura" | "escrita";
export type ApiPermissions = { [R in ApiResource]: (typeof API_RESOURCES)[R]["levels"][number] };

export const ACCESS_LEVEL_LABELS: Record<ApiAccessLevel, string> = {
  nenhum: "Sem acesso",
  leitura: "Leitura",
  escrita: "Leitura e escrita",
};

/** Whether a key's permissions allow `need` on `resource` (escrita includes leitura). */
export function allows(permissions: ApiPermissions, resource: ApiResource, need: "leitura" | "escrita"): boolean {
  const level = permissions[resource];
  return need === "leitura" ? level === "leitura" || level === "escrita" : level === "escrita";
}

/** Every key starts with this, so a leaked key is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = "pm_live_";

/** How many keys a company may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;

export const integrationMessages = {
  title: "Integrações",
  planRequired: "A API faz parte do plano Enterprise. Fale com nosso time comercial para contratar.",
  nameRequired: "Dê um nome à chave (por exemplo, o sistema que vai usá-la)",
  nameTooLong: "O nome deve ter no máximo 80 caracteres",
  permissionRequired: "Escolha ao menos uma permissão",
  keyCreated: "Chave criada. Copie agora: ela não será mostrada de novo.",
  keyRevoked: "Chave revogada. Integrações que a usam deixam de funcionar na hora.",
  tooManyKeys: `Sua empresa já tem ${MAX_API_KEYS} chaves ativas. Revogue uma antes de criar outra.`,
  keysEmpty: "Nenhuma chave criada.",
} as const;

// --- Webhooks ---------------------------------------------------------------------------------

/** The events a company's endpoints may receive, with their pt-BR labels. */
export const WEBHOOK_EVENTS = {
  "application.created": "Nova candidatura",
  "application.status_changed": "Status de candidatura alterado",
  "job.created": "Vaga publicada",
  "job.updated": "Vaga alterada, pausada ou reativada",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;

/** How many endpoints a company may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** A delivery's state: waiting (first try or a retry), delivered, or given up after 24 hours. */
export const DELIVERY_STATUS_LABELS = {
  pendente: "Aguardando",
  entregue: "Entregue",
  falhou: "Falhou",
} as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_LABELS;

export const webhookMessages = {
  urlInvalid: "Informe um endereço https:// válido",
  httpsRequired: "Use um endereço https://",
  publicAddressRequired: "Use um endereço público da internet, não um endereço interno ou local",
  hostNotFound: "Não encontramos esse endereço: confira o nome do servidor",
  eventsRequired: "Escolha ao menos um evento",
  endpointCreated: "Endpoint criado. Guarde o segredo de assinatura: ele não será mostrado de novo.",
  endpointRemoved: "Endpoint removido.",
  endpointEnabled: "Endpoint reativado.",
  tooManyEndpoints: `Sua empresa já tem ${MAX_WEBHOOK_ENDPOINTS} endpoints. Remova um antes de criar outro.`,
  resent: "Reenvio agendado.",
  deliveriesEmpty: "Nenhum evento enviado ainda.",
  endpointsEmpty: "Nenhum endpoint cadastrado.",
} as const;
