// The talent bank as the militar reads it, in pt-BR: joining it, the companies' invitations, who
// viewed his profile. Apart from the company's search (talent.ts, which re-exports this module) on
// purpose: the militar's dashboard shows these, and imports them without the search's filters and
// the military options they read.

export const talentBankMessages = {
  optInLabel: "Quero aparecer no banco de talentos",
  optInHint:
    "Empresas com plano ativo poderão encontrar seu perfil em buscas e convidar você para vagas. Você pode sair a qualquer momento.",
  whatCompaniesSeeTitle: "O que as empresas verão",
  /** What a company sees on a result and on the opened profile. */
  whatCompaniesSee: [
    "Seu nome, sua foto, força, posto ou graduação, situação, OM, ano de incorporação e tempo de serviço",
    "Suas especialidades e as ocupações civis sugeridas para elas (menos as que você remover)",
    'Cidade, área desejada, nível de experiência, disponibilidade, objetivos e o texto "Sobre você"',
  ],
  contactsHidden:
    "Seu e-mail e telefone só aparecem para uma empresa depois que você se candidatar a uma vaga dela ou aceitar um convite.",
  joined: "Você agora aparece no banco de talentos.",
  left: "Você saiu do banco de talentos.",
  saveError: "Não foi possível salvar sua escolha. Tente novamente.",
} as const;

/** A militar's answer to an invitation and what he reads about it. */
export const invitationMessages = {
  title: "Convites de empresas",
  empty: "Nenhum convite por enquanto.",
  accept: "Aceitar e candidatar-me",
  decline: "Recusar",
  accepted: "Convite aceito! Sua candidatura foi enviada.",
  declined: "Convite recusado.",
  notPending: "Este convite já foi respondido.",
  jobClosed: "Esta vaga não está mais aberta.",
  notificationTitle: (company: string) => `${company} convidou você para uma vaga`,
} as const;

/** 'Empresas que viram seu perfil' on the militar's dashboard. */
export const PROFILE_VIEWS_WINDOW_DAYS = 30;
export const profileViewsMessages = {
  title: "Empresas que viram seu perfil",
  window: `Nos últimos ${PROFILE_VIEWS_WINDOW_DAYS} dias`,
  empty: "Nenhuma empresa viu seu perfil nos últimos 30 dias.",
  notInBank: "Entre no banco de talentos para que empresas encontrem você.",
} as const;
