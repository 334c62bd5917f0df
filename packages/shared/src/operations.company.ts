// What the console's decisions show in a company's own area. Apart from the console's texts
// (operations.ts, which re-exports it) on purpose: the company's layout shows it on every page.

/** What the company's users read while their company is suspended. */
export const suspensionNotice = (reason: string) =>
  `Sua empresa está suspensa pela equipe da Próxima Missão: ${reason} Suas vagas e ofertas não aparecem para os militares até a reativação.`;
