// The talent bank: companies search the militares who chose to appear in it. What both sides
// read about it, in pt-BR. Zod-free.

export const talentBankMessages = {
  optInLabel: "Quero aparecer no banco de talentos",
  optInHint:
    "Empresas com plano ativo poderão encontrar seu perfil em buscas e convidar você para vagas. Você pode sair a qualquer momento.",
  whatCompaniesSeeTitle: "O que as empresas verão",
  /** What a company sees on a result and on the opened profile. */
  whatCompaniesSee: [
    "Seu nome, força, posto ou graduação e tempo de serviço",
    "Suas especialidades e as ocupações civis que você confirmou",
    'Cidade, área desejada, nível de experiência, disponibilidade, objetivos e o texto "Sobre você"',
  ],
  contactsHidden:
    "Seu e-mail e telefone só aparecem para uma empresa depois que você se candidatar a uma vaga dela ou aceitar um convite.",
  joined: "Você agora aparece no banco de talentos.",
  left: "Você saiu do banco de talentos.",
  saveError: "Não foi possível salvar sua escolha. Tente novamente.",
} as const;
