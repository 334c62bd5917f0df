// The talent bank: companies search the militares who chose to appear in it. What both sides
// read about it, in pt-BR. Zod-free. What the militar reads (joining the bank, companies'
// invitations, who viewed his profile) is in talent.military.ts, re-exported here.
import type { CompanyPlanId } from "./billing";
import { MAX_YEARS_OF_SERVICE, MIN_YEARS_OF_SERVICE } from "./profile.military-options";

export * from "./talent.military";

// --- The company's search ------------------------------------------------------------------------

/** Parceiro and Plus search with the basic filters; Pro and Enterprise with every filter. */
export type TalentSearchLevel = "basico" | "avancado";
export const TALENT_SEARCH_LEVEL: Record<CompanyPlanId, TalentSearchLevel> = {
  parceiro: "basico",
  plus: "basico",
  pro: "avancado",
  enterprise: "avancado",
};

export const TALENT_PAGE_SIZE = 20;
/** Deeper than this a search should be narrowed, not paged. */
export const TALENT_MAX_PAGE = 50;
/** Saved searches a company may keep. */
export const MAX_SAVED_SEARCHES = 20;

/** The filters every plan has. */
export const BASIC_TALENT_FILTERS = ["branch", "desiredArea", "city", "state", "availability"] as const;
/** The filters, free text and ordering of Pro and Enterprise. */
export const ADVANCED_TALENT_FILTERS = [
  "rank",
  "minYearsOfService",
  "experienceLevel",
  "specialty",
  "occupation",
  "q",
  "sort",
] as const;
export type AdvancedTalentFilter = (typeof ADVANCED_TALENT_FILTERS)[number];

export const TALENT_SORTS = ["relevancia", "recentes"] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const TALENT_SORT_LABELS: Record<TalentSort, string> = {
  relevancia: "Relevância",
  recentes: "Mais recentes",
};

export const INVITATION_STATUSES = ["pending", "accepted", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: "Aguardando resposta",
  accepted: "Aceito",
  declined: "Recusado",
};

export const talentSearchMessages = {
  title: "Banco de talentos",
  navLabel: "Talentos",
  subtitle: "Encontre militares que querem trabalhar com você.",
  empty: "Nenhum talento encontrado com esses filtros.",
  emptyHint: "Tente remover algum filtro ou buscar por outra cidade.",
  loadError: "Não foi possível carregar o banco de talentos.",
  advancedLocked: "Busca avançada disponível nos planos Pro e Enterprise.",
  upgrade: "Fazer upgrade",
  advancedTitle: "Busca avançada",
  clearFilters: "Limpar filtros",
  resultCount: (n: number) => (n === 1 ? "1 talento encontrado" : `${n.toLocaleString("pt-BR")} talentos encontrados`),
  pageTooDeep: "Refine a busca para ver mais resultados",
  occupationInvalid: "Escolha uma ocupação da lista",
  occupationNone: "Nenhuma ocupação encontrada",
  queryTooLong: "A busca deve ter no máximo 120 caracteres",
  specialtyTooLong: "A especialidade deve ter no máximo 80 caracteres",
  cityTooLong: "A cidade deve ter no máximo 120 caracteres",
  stateInvalid: "Selecione um estado válido",
  choiceInvalid: "Selecione uma opção da lista",
  yearsInvalid: `Informe um tempo de serviço entre ${MIN_YEARS_OF_SERVICE} e ${MAX_YEARS_OF_SERVICE} anos`,
  pageInvalid: "Página inválida",
  profileNotFound: "Perfil não encontrado",
  contactsLocked: "Os contatos aparecem depois que o militar se candidatar a uma vaga sua ou aceitar um convite.",
  viewProfile: "Ver perfil",
  // Saved searches.
  savedTitle: "Buscas salvas",
  save: "Salvar busca",
  savedName: "Nome da busca",
  savedNameRequired: "Dê um nome à busca",
  savedNameTooLong: "O nome deve ter no máximo 80 caracteres",
  saved: "Busca salva. Avisaremos por e-mail quando novos perfis combinarem.",
  savedDeleted: "Busca excluída",
  savedLimit: `Você pode manter no máximo ${MAX_SAVED_SEARCHES} buscas salvas.`,
  savedEmpty: "Nenhuma busca salva",
  // Invitations.
  invite: "Convidar para vaga",
  inviteTitle: "Convidar para uma vaga",
  inviteJob: "Vaga",
  inviteMessage: "Mensagem (opcional)",
  inviteSend: "Enviar convite",
  invited: "Convite enviado!",
  inviteNoJobs: "Publique uma vaga ativa para convidar talentos.",
  inviteJobRequired: "Escolha uma vaga ativa",
  inviteDuplicate: "Este militar já foi convidado para esta vaga.",
  inviteApplied: "Este militar já se candidatou a esta vaga.",
  inviteMessageTooLong: "A mensagem deve ter no máximo 1000 caracteres",
  inviteNotOpen: "O militar não está mais no banco de talentos.",
} as const;

/** The message an invitation leaves in the conversation with the militar. */
export function invitationConversationText(jobTitle: string, message: string | null): string {
  const opening = `Olá! Convidamos você para a vaga "${jobTitle}". Veja o convite no seu painel e, se tiver interesse, aceite para se candidatar.`;
  return message ? `${opening}\n\n${message}` : opening;
}
