// The paths the web app draws a page for. The server serves the app shell with 200 for these
// and with 404 for any other path (the app then shows its not-found page), so a wrong link is
// honest about it to browsers, crawlers and monitors. A test keeps this list and the web's
// route tree in step.

/** `:name` stands for one path segment. */
export const APP_PATHS = [
  "/",
  "/precos/militar",
  "/precos/empresa",
  "/parceiros",
  "/parceiros/diretorio",
  "/vagas",
  "/vagas/:ref",
  "/termos",
  "/privacidade",
  "/ajuda",
  "/certificados/:code",
  "/auth",
  "/auth/confirmado",
  "/auth/redefinir-senha",
  "/app",
  "/app/onboarding",
  "/app/trilhas",
  "/app/trilhas/:slug",
  "/app/trilhas/:slug/:module",
  "/app/vagas",
  "/app/candidaturas",
  "/app/beneficios",
  "/app/beneficios/historico",
  "/app/mensagens",
  "/app/perfil",
  "/app/pagamentos",
  "/app/configuracoes",
  "/empresa/checkout",
  "/empresa/payment-success",
  "/empresa/payment-cancel",
  "/empresa",
  "/empresa/vagas",
  "/empresa/vagas/nova",
  "/empresa/vagas/:id",
  "/empresa/vagas/:id/editar",
  "/empresa/candidatos",
  "/empresa/beneficios",
  "/empresa/beneficios/novo",
  "/empresa/beneficios/validar",
  "/empresa/beneficios/:id/editar",
  "/empresa/mensagens",
  "/empresa/talentos",
  "/empresa/relatorios",
  "/empresa/perfil",
  "/empresa/planos",
  "/empresa/integracoes",
  "/empresa/configuracoes",
  "/operacao",
  "/operacao/empresas",
  "/operacao/empresas/:id",
  "/operacao/militares",
  "/operacao/saques",
  "/operacao/ofertas",
  "/operacao/denuncias",
  "/operacao/denuncias/:id",
  "/operacao/lgpd",
  "/operacao/auditoria",
  "/operacao/operadores",
  "/operacao/configuracoes",
] as const;

const segmentsOf = (path: string) => path.split("/").filter(Boolean);
const PATTERNS = APP_PATHS.map(segmentsOf);

/** Whether the web app has a page at `pathname` (a trailing slash is the same page). */
export function isAppPath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(":") ? Boolean(segments[i]) : part === segments[i])),
  );
}
