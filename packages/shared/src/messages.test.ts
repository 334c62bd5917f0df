// Every pt-BR message the shared package shows or answers, written out as the user reads it. The
// expectations are literal on purpose: comparing against the constants themselves would let a
// changed word pass unnoticed. Each object is compared whole, so a new message needs a row here.
import { describe, expect, it } from "vitest";
import { authMessages } from "./account";
import { signUpSchema } from "./account.schemas";
import { accountSettingsMessages } from "./account.settings";
import { applicationLimitReachedMessage } from "./applications";
import { CREDIT_REFUND_SUBJECT, creditMessages } from "./billing";
import {
  conversationMessages,
  mentorshipRoleLabel,
  newMessageEmailSubject,
  REMOVED_MESSAGE_TEXT,
  REMOVED_USER_NAME,
} from "./conversations";
import { ERROR_MESSAGES } from "./errors";
import { activeJobLimitReachedMessage, jobLimitReachedMessage, jobMessages } from "./jobs";
import { jobBoardMessages, moreRequirementsText } from "./jobs.military";
import {
  applicationStatusEmailSubject,
  applicationStatusSentence,
  markNotificationsReadSchema,
  notificationText,
} from "./notifications";
import { companyProfileMessages, logoMessages } from "./profile.company";
import { avatarMessages, militaryProfileMessages } from "./profile.military";
import { INVALID_TEXT_MESSAGE, safeString } from "./text";

/** The table as an object, so `toEqual` fails on a missing, extra or reworded message. */
const table = (rows: [string, string][]) => Object.fromEntries(rows);

/** An object's function-valued messages replaced by what they say for the given arguments. */
function rendered(messages: Record<string, unknown>, calls: Record<string, unknown[]> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "function" ? (value as (...args: unknown[]) => unknown)(...(calls[key] ?? [])) : value,
    ]),
  );
}

describe("ERROR_MESSAGES", () => {
  it("says each error as written", () => {
    expect(ERROR_MESSAGES).toEqual(
      table([
        ["VALIDATION_FAILED", "Verifique os campos destacados e tente novamente."],
        ["PERSONAL_DATA", "Seu texto parece conter dados pessoais. Revise antes de publicar."],
        ["UNAUTHENTICATED", "Sua sessão expirou. Entre novamente."],
        ["INVALID_CREDENTIALS", "E-mail ou senha incorretos."],
        [
          "EMAIL_NOT_VERIFIED",
          "Confirme seu e-mail antes de entrar. Enviamos um novo link para a sua caixa de entrada.",
        ],
        ["FORBIDDEN", "Você não tem permissão para acessar esta área."],
        ["PAYMENT_REQUIRED", "Conclua o pagamento do seu plano para acessar esta área."],
        ["ROLE_REQUIRED", "Seu papel na equipe da empresa não permite esta ação. Fale com um Administrador."],
        ["PLAN_UPGRADE_REQUIRED", "Este recurso não faz parte do seu plano. Faça upgrade para usá-lo."],
        ["PLAN_REQUIRED", "Este conteúdo faz parte do PREMIUM. Assine para acessar."],
        ["PROFILE_INCOMPLETE", "Complete seu perfil para continuar."],
        ["FORBIDDEN_ORIGIN", "Requisição recusada por segurança. Recarregue a página e tente novamente."],
        ["NOT_FOUND", "Não encontrado."],
        ["EMAIL_TAKEN", "Este e-mail já está cadastrado. Entre ou recupere sua senha."],
        ["CONFLICT", "Esta ação entra em conflito com o estado atual. Recarregue a página."],
        ["INVALID_TOKEN", "Este link é inválido ou expirou. Solicite um novo."],
        ["BAD_REQUEST", "Requisição inválida."],
        ["RATE_LIMITED", "Muitas tentativas. Aguarde alguns instantes e tente novamente."],
        [
          "TWO_FACTOR_UNREADABLE",
          "Sua verificação em duas etapas não pode mais ser lida: a chave de segurança do servidor mudou e seus códigos de recuperação deixaram de valer. Peça a outro operador que use 'Redefinir verificação' em /operacao/operadores e depois cadastre o aplicativo de novo.",
        ],
        ["INTERNAL", "Ocorreu um erro inesperado. Tente novamente."],
        ["SERVICE_UNAVAILABLE", "Serviço temporariamente indisponível. Tente novamente em alguns minutos."],
      ]),
    );
  });
});

describe("authMessages", () => {
  it("says each sign-in, sign-up and reset message as written", () => {
    expect(authMessages).toEqual(
      table([
        ["loginRequired", "Por favor, preencha todos os campos"],
        ["signUpRequired", "Por favor, preencha todos os campos obrigatórios"],
        ["passwordsDiffer", "As senhas não coincidem"],
        ["passwordTooShort", "A senha deve ter pelo menos 6 caracteres"],
        ["passwordTooLong", "A senha deve ter no máximo 128 caracteres"],
        ["companyNameRequired", "Nome da empresa é obrigatório"],
        ["invalidEmail", "Informe um e-mail válido"],
        ["signUpSuccess", "Conta criada com sucesso! Verifique seu email para confirmar."],
        ["loginSuccess", "Login realizado com sucesso!"],
        ["loginError", "Erro ao fazer login"],
        ["signUpError", "Erro ao criar conta"],
        ["profileLoadError", "Erro ao carregar perfil do usuário"],
        ["resetRequested", "Se existir uma conta com este e-mail, enviamos um link para redefinir a senha."],
        ["resetDone", "Senha redefinida! Entre com a nova senha."],
        ["resetInvalidLink", "Este link é inválido ou expirou. Solicite um novo."],
        ["twoFactorPrompt", "Digite o código de 6 dígitos do seu aplicativo autenticador."],
        ["twoFactorCodeRequired", "Informe o código de verificação"],
        ["twoFactorInvalid", "Código de verificação inválido. Tente novamente."],
        ["twoFactorExpired", "A verificação expirou. Entre com e-mail e senha novamente."],
      ]),
    );
  });

  it("refuses a plan of the other role in words", () => {
    const base = {
      fullName: "Ana Souza",
      email: "ana@exemplo.com.br",
      password: "segredo1",
      confirmPassword: "segredo1",
    };
    const company = signUpSchema.safeParse({ ...base, role: "empresa", companyName: "Forte", plan: "PREMIUM" });
    const military = signUpSchema.safeParse({ ...base, role: "militar", plan: "pro" });
    expect(company.error?.issues.map((i) => i.message)).toEqual(["Plano inválido para empresas"]);
    expect(military.error?.issues.map((i) => i.message)).toEqual(["Plano inválido para militares"]);
  });
});

describe("companyProfileMessages and logoMessages", () => {
  it("says each company profile message as written", () => {
    expect(rendered(companyProfileMessages, { tooLong: [160] })).toEqual(
      table([
        ["nameRequired", "Nome da empresa é obrigatório"],
        ["cnpjRequired", "CNPJ é obrigatório"],
        ["cnpjInvalid", "CNPJ inválido. Confira os números e letras digitados."],
        ["emailRequired", "E-mail é obrigatório"],
        ["emailInvalid", "Informe um e-mail válido"],
        ["phoneInvalid", "Telefone inválido. Informe DDD e número (10 ou 11 dígitos)."],
        ["zipCodeInvalid", "CEP inválido. Informe os 8 dígitos."],
        ["stateInvalid", "Selecione um estado válido."],
        ["websiteInvalid", "Informe um endereço válido, como https://suaempresa.com.br"],
        ["employeesCountInvalid", "Selecione uma faixa de funcionários."],
        ["tooLong", "Use no máximo 160 caracteres."],
        ["saved", "Perfil atualizado!"],
        ["saveError", "Ocorreu um erro ao salvar o perfil. Tente novamente."],
        ["loadError", "Erro ao carregar perfil da empresa"],
      ]),
    );
    expect(companyProfileMessages.tooLong(1)).toBe("Use no máximo 1 caracteres.");
  });

  it("says each logo message as written", () => {
    expect(logoMessages).toEqual(
      table([
        ["notImage", "Por favor, selecione um arquivo de imagem."],
        ["tooBig", "O arquivo deve ter no máximo 2MB."],
        ["tooManyPixels", "A imagem deve ter no máximo 4096 x 4096 pixels."],
        ["uploaded", "Logo atualizada!"],
        ["uploadError", "Ocorreu um erro ao fazer upload da logo. Tente novamente."],
      ]),
    );
  });
});

describe("militaryProfileMessages, avatarMessages and accountSettingsMessages", () => {
  it("says each military profile message as written", () => {
    expect(rendered(militaryProfileMessages, { tooLong: [120] })).toEqual(
      table([
        ["fullNameRequired", "Informe seu nome completo"],
        ["cityRequired", "Informe sua cidade"],
        ["branchRequired", "Selecione sua força"],
        ["rankInvalid", "Selecione uma patente da lista"],
        ["rankNotOfBranch", "Selecione um posto ou graduação da sua força"],
        ["serviceStatusInvalid", "Selecione uma situação da lista"],
        ["stateInvalid", "Selecione um estado válido."],
        ["phoneInvalid", "Telefone inválido. Informe DDD e número (10 ou 11 dígitos)."],
        ["birthDateInvalid", "Informe uma data de nascimento válida"],
        ["incorporationYearInvalid", "O ano de incorporação deve estar entre 1950 e o ano atual"],
        ["yearsOfServiceInvalid", "O tempo de serviço deve estar entre 1 e 40 anos"],
        ["desiredAreaInvalid", "Selecione uma área da lista"],
        ["experienceLevelInvalid", "Selecione um nível de experiência da lista"],
        ["availabilityInvalid", "Selecione uma disponibilidade da lista"],
        ["specialtiesTooMany", "Informe no máximo 20 especialidades"],
        ["specialtyTooLong", "Cada especialidade deve ter no máximo 80 caracteres"],
        ["tooLong", "Use no máximo 120 caracteres."],
        ["onboardingDone", "Perfil completado com sucesso!"],
        ["onboardingError", "Ocorreu um erro ao salvar o perfil. Tente novamente."],
        ["saved", "Perfil atualizado!"],
        ["saveError", "Ocorreu um erro ao salvar o perfil. Tente novamente."],
        ["loadError", "Erro ao carregar perfil"],
      ]),
    );
  });

  it("says each avatar message as written", () => {
    expect(avatarMessages).toEqual(
      table([
        ["notImage", "Por favor, selecione um arquivo de imagem."],
        ["tooBig", "O arquivo deve ter no máximo 2MB."],
        ["tooManyPixels", "A imagem deve ter no máximo 4096 x 4096 pixels."],
        ["uploaded", "Foto atualizada!"],
        ["uploadError", "Ocorreu um erro ao fazer upload da foto. Tente novamente."],
      ]),
    );
  });

  it("says each account settings message as written", () => {
    expect(accountSettingsMessages).toEqual(
      table([
        ["currentPasswordRequired", "Informe sua senha atual"],
        ["currentPasswordWrong", "Senha atual incorreta"],
        ["newPasswordRequired", "Informe a nova senha"],
        ["newPasswordSame", "A nova senha deve ser diferente da atual"],
        ["passwordChanged", "Senha alterada! As outras sessões foram encerradas."],
        ["passwordChangeError", "Não foi possível alterar a senha. Tente novamente."],
        ["notificationsSaved", "Preferência de notificações salva"],
        ["notificationsError", "Não foi possível salvar a preferência. Tente novamente."],
        ["exportError", "Não foi possível exportar seus dados. Tente novamente."],
        ["deletePasswordRequired", "Informe sua senha para confirmar a exclusão"],
        ["deletePasswordWrong", "Senha incorreta"],
        ["deleted", "Sua conta foi excluída."],
        ["deleteError", "Não foi possível excluir a conta. Tente novamente."],
        [
          "deleteSubscriptionFailed",
          "Não foi possível encerrar sua assinatura PREMIUM agora, então nada foi excluído. Tente novamente em alguns minutos.",
        ],
        [
          "companyDeletionUnavailable",
          "A exclusão de contas de empresa não é feita por aqui: envie uma solicitação de eliminação em “Nova solicitação” e cuidaremos do pedido, inclusive do encerramento do plano.",
        ],
        [
          "holderDeletionUnavailable",
          "Sua conta é a titular do plano da empresa e não pode ser excluída por aqui. Peça a outro Administrador que remova você da equipe (a titularidade passa para ele) e depois exclua a conta, ou envie uma solicitação de eliminação em “Nova solicitação” para encerrar a empresa.",
        ],
        [
          "memberDeletionHint",
          "Excluir a conta apaga seus dados pessoais de forma permanente. O que você escreveu para a empresa (notas, avaliações e mensagens) fica com a equipe, assinado como “Ex-membro”.",
        ],
        ["emailInvalid", "Informe um e-mail válido"],
        ["emailSame", "Este já é o seu e-mail atual"],
        [
          "emailChangeSent",
          "Enviamos um link de confirmação para o novo e-mail. A troca só vale depois de confirmada.",
        ],
        ["emailChanged", "E-mail alterado!"],
        ["emailChangeInvalid", "Este link de troca de e-mail é inválido ou expirou. Solicite um novo."],
      ]),
    );
  });
});

describe("jobMessages", () => {
  it("says each job form message as written", () => {
    expect(jobMessages).toEqual(
      table([
        ["cboFamilyInvalid", "Escolha uma família de ocupação da CBO (4 dígitos)"],
        ["cboFamilyUnknown", "Família de ocupação não encontrada na CBO"],
        ["titleRequired", "Informe o título da vaga"],
        ["titleTooLong", "O título deve ter no máximo 120 caracteres"],
        ["cityRequired", "Informe a localização da vaga"],
        ["cityTooLong", "A localização deve ter no máximo 120 caracteres"],
        ["regimeRequired", "Selecione o regime de contratação"],
        ["modalityInvalid", "Selecione uma modalidade válida"],
        ["areaRequired", "Selecione a área da vaga"],
        ["salaryTooLong", "O salário deve ter no máximo 120 caracteres"],
        ["descriptionRequired", "Informe a descrição da vaga"],
        ["descriptionTooLong", "A descrição deve ter no máximo 10.000 caracteres"],
        ["linesInvalid", "Informe um item por linha"],
        ["requirementsTooMany", "Informe no máximo 50 requisitos"],
        ["requirementTooLong", "Cada requisito deve ter no máximo 300 caracteres"],
        ["benefitsTooMany", "Informe no máximo 50 benefícios"],
        ["benefitTooLong", "Cada benefício deve ter no máximo 300 caracteres"],
        ["activeRequired", "Informe se a vaga deve ficar ativa"],
        ["closesOnInvalid", "Informe uma data de encerramento válida"],
        ["closesOnPast", "A data de encerramento não pode ser anterior a hoje"],
        ["closesOnTooFar", "A data de encerramento deve ser no máximo 180 dias a partir de hoje"],
        ["openingsInvalid", "Informe um número de vagas entre 1 e 999"],
        ["pcdInvalid", "Selecione uma opção válida para PcD"],
        ["salaryAmountInvalid", "Informe um valor em reais, sem centavos (ex.: 3.500)"],
        ["salaryAmountTooLow", "Informe um valor maior que zero"],
        ["salaryAmountTooHigh", "Informe um valor de até R$ 999.999 por mês"],
        ["salaryMinRequired", "Informe o valor inicial da faixa salarial"],
        ["salaryMaxBelowMin", "O valor final da faixa salarial deve ser maior ou igual ao inicial"],
        ["notFound", "Vaga não encontrada"],
        ["expired", "Esta vaga expirou e não recebe mais candidaturas."],
      ]),
    );
  });

  it("words the job limit refusals in singular and plural", () => {
    expect(jobLimitReachedMessage(1)).toBe(
      "Limite de vagas atingido. Seu plano permite até 1 vaga ativa: pause uma vaga ou faça upgrade do plano para publicar outra.",
    );
    expect(jobLimitReachedMessage(5)).toBe(
      "Limite de vagas atingido. Seu plano permite até 5 vagas ativas: pause uma vaga ou faça upgrade do plano para publicar outra.",
    );
    expect(activeJobLimitReachedMessage(1)).toBe(
      "Limite de vagas ativas atingido. Seu plano permite até 1 vaga ativa: pause outra vaga ou faça upgrade do plano para ativar esta.",
    );
    expect(activeJobLimitReachedMessage(15)).toBe(
      "Limite de vagas ativas atingido. Seu plano permite até 15 vagas ativas: pause outra vaga ou faça upgrade do plano para ativar esta.",
    );
  });
});

describe("jobBoardMessages and the militar's notifications", () => {
  it("says each job board message as written", () => {
    expect(jobBoardMessages).toEqual(
      table([
        ["notFound", "Vaga não encontrada"],
        ["applicationNotFound", "Candidatura não encontrada"],
        ["alreadyApplied", "Você já se candidatou a esta vaga."],
        ["withdrawNotActive", "Só é possível desistir de uma candidatura enviada ou em análise."],
        ["queryTooLong", "A busca deve ter no máximo 120 caracteres"],
        ["regimeInvalid", "Selecione um regime válido"],
        ["modalityInvalid", "Selecione uma modalidade válida"],
        ["cityTooLong", "A cidade deve ter no máximo 120 caracteres"],
        ["stateInvalid", "Selecione um estado válido"],
        ["savedInvalid", "Filtro de salvos inválido"],
        ["salaryFromInvalid", "Informe um salário entre R$ 1 e R$ 999.999"],
        ["pcdInvalid", "Filtro de PcD inválido"],
        ["areaInvalid", "Selecione uma área válida"],
        ["cboFamilyInvalid", "Família de ocupação inválida"],
        ["publishedWithinInvalid", "Selecione um período de publicação válido"],
        ["sortInvalid", "Selecione uma ordenação válida"],
        ["cursorInvalid", "Página inválida"],
        ["empty", "Nenhuma vaga encontrada"],
        ["loadError", "Erro ao carregar vagas"],
        ["applied", "Candidatura enviada!"],
        ["withdrawn", "Você desistiu da candidatura."],
      ]),
    );
  });

  it("words the application cap in singular and plural", () => {
    expect(applicationLimitReachedMessage(1)).toBe(
      "O plano FREE permite 1 candidatura ativa por vez. Desista de uma candidatura em andamento ou assine o Premium para se candidatar sem limite.",
    );
    expect(applicationLimitReachedMessage(2)).toBe(
      "O plano FREE permite 2 candidaturas ativas por vez. Desista de uma candidatura em andamento ou assine o Premium para se candidatar sem limite.",
    );
  });

  it("words the requirements a card leaves out", () => {
    expect(moreRequirementsText(1)).toBe("e mais 1 requisito...");
    expect(moreRequirementsText(3)).toBe("e mais 3 requisitos...");
  });

  it("words each status change, its e-mail subject and an unknown notification", () => {
    const job = { jobTitle: "Coordenador de Logística", companyName: "Logística Forte" };
    expect(
      Object.fromEntries(
        (["pendente", "em_analise", "aprovado", "rejeitado"] as const).map((status) => [
          status,
          applicationStatusSentence({ ...job, status }),
        ]),
      ),
    ).toEqual(
      table([
        ["pendente", "Sua candidatura para Coordenador de Logística na Logística Forte voltou a ficar pendente."],
        ["em_analise", "Sua candidatura para Coordenador de Logística na Logística Forte está em análise."],
        ["aprovado", "Sua candidatura para Coordenador de Logística na Logística Forte foi aprovada."],
        ["rejeitado", "Sua candidatura para Coordenador de Logística na Logística Forte não foi selecionada."],
      ]),
    );
    expect(applicationStatusSentence({ jobTitle: "Motorista", companyName: "", status: "aprovado" })).toBe(
      "Sua candidatura para Motorista foi aprovada.",
    );
    expect(applicationStatusEmailSubject("Motorista")).toBe("Sua candidatura para Motorista foi atualizada");
    expect(notificationText("other", {})).toBe("Você tem uma nova notificação.");
  });

  it("refuses bad notification ids in words", () => {
    const badId = markNotificationsReadSchema.safeParse({ ids: ["x"] });
    const tooMany = markNotificationsReadSchema.safeParse({
      ids: Array.from({ length: 101 }, () => "6f1c2a52-7d1e-4d3a-9a51-1f0a1c0b9e11"),
    });
    expect(badId.error?.issues.map((i) => i.message)).toEqual(["Notificação inválida"]);
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual(["Informe no máximo 100 notificações"]);
  });
});

describe("creditMessages", () => {
  it("says each credit message as written, for a monthly plan", () => {
    expect(
      rendered(creditMessages, {
        nextCharges: ["R$ 12,34"],
        refundable: ["R$ 12,34"],
        noChargesAhead: ["plus"],
        refundHow: ["financeiro@proximamissao.com.br"],
        laterUse: ["plus"],
        refundBody: ["R$ 12,34", "Logística Forte"],
      }),
    ).toEqual(
      table([
        ["nextCharges", "Crédito de R$ 12,34, abatido nas próximas cobranças"],
        ["refundable", "Crédito de R$ 12,34, reembolsável"],
        ["noChargesAhead", "Sua assinatura não será renovada, então não há próximas cobranças para abater esse valor."],
        [
          "refundHow",
          "Para recebê-lo de volta, peça o reembolso pelo e-mail financeiro@proximamissao.com.br: estornamos o valor no cartão usado na assinatura.",
        ],
        ["laterUse", "Se você retomar a assinatura, o crédito volta a ser abatido das próximas cobranças."],
        ["refundBody", "Olá! Peço o reembolso do crédito de R$ 12,34 da empresa Logística Forte."],
      ]),
    );
  });

  it("words a one-time plan's credit and the refund e-mail's subject", () => {
    expect(creditMessages.noChargesAhead("parceiro")).toBe(
      "O plano Parceiro não tem cobranças mensais para abater esse valor.",
    );
    expect(creditMessages.laterUse("parceiro")).toBe(
      "Se você voltar a assinar o Plus ou o Pro, o crédito é abatido das cobranças.",
    );
    expect(CREDIT_REFUND_SUBJECT).toBe("Reembolso de crédito");
  });
});

describe("INVALID_TEXT_MESSAGE", () => {
  it("is what a form shows for text no column can hold", () => {
    expect(INVALID_TEXT_MESSAGE).toBe("O texto contém caracteres inválidos.");
    expect(
      safeString()
        .safeParse("a\u0000b")
        .error?.issues.map((i) => i.message),
    ).toEqual(["O texto contém caracteres inválidos."]);
  });
});

describe("conversationMessages", () => {
  it("says each conversation message as written", () => {
    expect(conversationMessages).toEqual(
      table([
        ["emptyState", "Selecione uma conversa"],
        ["noConversations", "Nenhuma conversa ainda"],
        ["bodyRequired", "Escreva uma mensagem"],
        ["bodyTooLong", "A mensagem deve ter no máximo 4.000 caracteres"],
        ["sendFailed", "Não foi possível enviar. Tentar novamente"],
        ["notFound", "Conversa não encontrada"],
        ["notApplied", "Você só pode falar com empresas às quais se candidatou ou que convidaram você"],
        ["noApplication", "Este militar não se candidatou a nenhuma vaga da sua empresa nem está no banco de talentos"],
        ["blocked", "O militar bloqueou esta conversa. Não é possível enviar mensagens."],
        ["youBlocked", "Você bloqueou esta empresa. Desbloqueie para enviar mensagens."],
        ["reportReasonRequired", "Conte o motivo da denúncia"],
        ["reportReasonTooLong", "O motivo deve ter no máximo 1.000 caracteres"],
        ["reported", "Denúncia enviada. Nossa equipe vai analisar a conversa."],
        ["blockedToast", "Empresa bloqueada"],
        ["unblockedToast", "Empresa desbloqueada"],
        ["searchTooLong", "A busca deve ter no máximo 80 caracteres"],
        ["cursorInvalid", "Página inválida"],
        ["attachmentTooBig", "O anexo deve ter no máximo 5 MB"],
        ["attachmentType", "Envie um arquivo PDF, PNG ou JPEG"],
        ["attachmentNotFound", "Anexo não encontrado"],
        ["mentorshipClosed", "A mentoria foi encerrada. A conversa fica disponível só para leitura."],
        ["unavailable", "Esta conversa não aceita mais mensagens."],
      ]),
    );
    expect([REMOVED_USER_NAME, REMOVED_MESSAGE_TEXT]).toEqual(["Usuário removido", "Mensagem removida"]);
    expect(newMessageEmailSubject("Logística Forte")).toBe("Nova mensagem de Logística Forte");
    expect([mentorshipRoleLabel("mentor"), mentorshipRoleLabel("militar")]).toEqual(["Seu mentorado", "Seu mentor"]);
  });
});
