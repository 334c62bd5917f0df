// Trilhas: learning paths written as content in the repository, taken module by module, with a
// quiz per module and a certificate at the end. What both sides read about them, in pt-BR, and
// which militar plan opens which path. Zod-free.
import type { MilitaryPlanId } from "./billing";

export const LEARNING_CATEGORIES = [
  "carreira",
  "logistica",
  "seguranca",
  "lideranca",
  "administrativo",
  "empreendedorismo",
  "seguranca-do-trabalho",
  "tecnologia",
] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];
export const LEARNING_CATEGORY_LABELS: Record<LearningCategory, string> = {
  carreira: "Carreira",
  logistica: "Logística",
  seguranca: "Segurança",
  lideranca: "Liderança",
  administrativo: "Administrativo",
  empreendedorismo: "Empreendedorismo",
  "seguranca-do-trabalho": "Segurança do Trabalho",
  tecnologia: "Tecnologia",
};

export const LEARNING_DIFFICULTIES = ["iniciante", "intermediario", "avancado"] as const;
export type LearningDifficulty = (typeof LEARNING_DIFFICULTIES)[number];
export const LEARNING_DIFFICULTY_LABELS: Record<LearningDifficulty, string> = {
  iniciante: "Iniciante",
  intermediario: "Intermediário",
  avancado: "Avançado",
};

/** A path is open to every militar (FREE) or to PREMIUM subscribers only. */
export const LEARNING_PATH_PLANS = ["FREE", "PREMIUM"] as const;
export type LearningPathPlan = (typeof LEARNING_PATH_PLANS)[number];

/** Whether a militar on `plan` may take a path offered on `pathPlan`. */
export function canTakePath(plan: MilitaryPlanId, pathPlan: LearningPathPlan): boolean {
  return pathPlan === "FREE" || plan === "PREMIUM";
}

export const LEARNING_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];
export const LEARNING_STATUS_FILTER_LABELS: Record<LearningStatus, string> = {
  not_started: "Não iniciado",
  in_progress: "Em progresso",
  completed: "Concluído",
};

/** The status a path's card shows. */
export function learningStatusLabel(status: LearningStatus, percent: number): string {
  if (status === "completed") return "Concluído";
  if (status === "in_progress") return `Em progresso (${percent}%)`;
  return "Não iniciado";
}

/** A quiz passes at this share of right answers, in percent. */
export const QUIZ_PASS_PERCENT = 70;

export function quizPassed(correct: number, total: number): boolean {
  return total > 0 && correct * 100 >= QUIZ_PASS_PERCENT * total;
}

/** The score shown, rounded down: it never reads 70 % for a sheet that failed at 69.9 %. */
export function quizScorePercent(correct: number, total: number): number {
  return total > 0 ? Math.floor((correct * 100) / total) : 0;
}

/** Right answers needed to pass a quiz of `total` questions. */
export const answersToPass = (total: number) => Math.ceil((QUIZ_PASS_PERCENT * total) / 100);

/** The share of a path's modules complete, in whole percent. */
export function pathPercent(complete: number, modules: number): number {
  return modules > 0 ? Math.floor((complete * 100) / modules) : 0;
}

/** Hours as a certificate and a card say them. */
export const hoursText = (hours: number) => (hours === 1 ? "1 hora" : `${hours} horas`);
/** "25 min", "1 h", "2 h 05 min". */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0
    ? `${Math.floor(minutes / 60)} h`
    : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, "0")} min`;
}

export const learningMessages = {
  title: "Trilhas",
  subtitle: "Aprenda o que o mercado civil espera e ganhe certificados que as empresas podem verificar.",
  empty: "Nenhuma trilha encontrada",
  emptyHint: "Tente outra busca ou remova algum filtro.",
  loadError: "Não foi possível carregar as trilhas.",
  searchLabel: "Buscar trilhas",
  clearFilters: "Limpar filtros",
  recommended: "Recomendadas para você",
  start: "Iniciar",
  continue: "Continuar",
  review: "Revisar",
  locked: "Disponível no PREMIUM",
  lockedHint: "Assine o PREMIUM para fazer todas as trilhas e receber os certificados.",
  seePlans: "Ver planos",
  // "0 militares inscritos" reads as a path nobody wants; an empty one is an invitation instead.
  enrolled: (n: number) =>
    n <= 0
      ? "Seja o primeiro a começar"
      : n === 1
        ? "1 militar inscrito"
        : `${n.toLocaleString("pt-BR")} militares inscritos`,
  modules: (n: number) => (n === 1 ? "1 módulo" : `${n} módulos`),
  pathNotFound: "Trilha não encontrada.",
  moduleNotFound: "Módulo não encontrado.",
  planRequired: "Esta trilha faz parte do PREMIUM. Assine para acessar os módulos.",
  // A module.
  markRead: "Marcar como lida",
  markedRead: "Leitura registrada.",
  read: "Leitura concluída",
  quizTitle: "Teste seus conhecimentos",
  /** Before a wrong answer's feedback; a right answer's feedback opens with its own confirmation. */
  quizWrong: "Incorreto.",
  quizHint: (total: number) =>
    `Acerte pelo menos ${QUIZ_PASS_PERCENT}% das perguntas (${answersToPass(total)} de ${total}) para concluir o módulo. Você pode tentar quantas vezes quiser.`,
  quizReadFirst: "Clique em 'Marcar como lida' para responder ao teste.",
  quizSubmit: "Enviar respostas",
  quizRetry: "Tentar novamente",
  quizAnswerAll: "Responda a todas as perguntas.",
  quizPassed: (score: number) => `Parabéns! Você acertou ${score}% e concluiu o módulo.`,
  quizFailed: (score: number) => `Você acertou ${score}%. Revise o conteúdo e tente de novo.`,
  quizBest: (score: number) => `Melhor resultado: ${score}%`,
  quizStale: "O teste mudou desde que esta página foi aberta. Recarregue e responda de novo.",
  nextModule: "Próximo módulo",
  backToPath: "Voltar à trilha",
  moduleComplete: "Concluído",
  modulePending: "Pendente",
  pathCompleted: "Trilha concluída! Seu certificado está pronto.",
  // Certificates.
  certificate: "Certificado",
  certificates: "Certificados",
  downloadCertificate: "Baixar certificado (PDF)",
  verifyTitle: "Verificação de certificado",
  verifyValid: "Certificado válido",
  verifyNotFound: "Certificado não encontrado",
  verifyNotFoundHint: "Confira o código. Um certificado cujo titular excluiu a conta deixa de ser válido.",
  certificateNotFound: "Certificado não encontrado.",
  notificationTitle: (path: string) => `Você concluiu a trilha ${path}`,
  notificationBody: "Seu certificado está disponível para download.",
} as const;

/** The verification code of a certificate: 10 letters and digits without look-alikes (no 0/O, 1/I/L). */
export const CERTIFICATE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CERTIFICATE_CODE_LENGTH = 10;
export const CERTIFICATE_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

/** A certificate's public address, which its QR code carries. */
export const certificatePath = (code: string) => `/certificados/${code}`;

/** What anyone reads of a certificate by its code: the holder, the path, its hours and the date. */
export interface VerifiedCertificate {
  fullName: string;
  pathTitle: string;
  hours: number;
  issuedAt: string;
}

/**
 * A certificate's public address: valid (200), or no certificate by that code (404), which is also
 * what remains of one whose holder deleted the account. `code` is the address's, upper-cased.
 */
export type CertificateLookup =
  | { status: "valid"; code: string; certificate: VerifiedCertificate }
  | { status: "missing"; code: string };
