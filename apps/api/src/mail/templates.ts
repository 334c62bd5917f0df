import type { ApplicationStatus } from "@pm/shared/applications";
import { newMessageEmailSubject } from "@pm/shared/conversations";
import { applicationStatusEmailSubject, applicationStatusSentence } from "@pm/shared/notifications";
import type { CalendarInvite, Email } from "./mailer";

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The one HTML layout of every e-mail: the brand, a title, the body and, when given, the action button. */
export function layout(
  title: string,
  body: string,
  action?: { label: string; url: string },
  /** Fine print after the button (an alert's unsubscribe links). */
  footer = "",
): string {
  const button = action
    ? `
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4d5d2a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#64748b">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1e293b;background:#f8fafc;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<tr><td><p style="font-weight:bold;color:#4d5d2a;font-size:18px;margin:0 0 16px">Próxima Missão</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}${footer}
</td></tr></table></body></html>`;
}

/** Paragraphs of plain text, escaped. */
export const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join("");

export function verificationEmail(to: string, name: string, url: string): Email {
  return {
    to,
    subject: "Confirme seu e-mail na Próxima Missão",
    html: layout(
      `Olá, ${name}!`,
      "<p>Falta pouco para começar. Confirme seu e-mail para ativar sua conta na Próxima Missão.</p><p>O link vale por 24 horas.</p>",
      { label: "Confirmar e-mail", url },
    ),
    text: `Olá, ${name}!\n\nConfirme seu e-mail para ativar sua conta na Próxima Missão:\n${url}\n\nO link vale por 24 horas.`,
  };
}

export function resetPasswordEmail(to: string, name: string, url: string): Email {
  return {
    to,
    subject: "Redefinição de senha da Próxima Missão",
    html: layout(
      `Olá, ${name}!`,
      "<p>Recebemos um pedido para redefinir a senha da sua conta. Se não foi você, ignore este e-mail.</p><p>O link vale por 1 hora.</p>",
      { label: "Redefinir senha", url },
    ),
    text: `Olá, ${name}!\n\nPara redefinir sua senha, acesse:\n${url}\n\nSe não foi você, ignore este e-mail. O link vale por 1 hora.`,
  };
}

export function upcomingChargeEmail(
  to: string,
  c: { name: string; planName: string; amount: string; date: string; credit: string | null; url: string },
): Email {
  const credit = c.credit ? ` (já descontado o seu crédito de ${c.credit})` : "";
  return {
    to,
    subject: `Sua assinatura ${c.planName} será renovada em ${c.date}`,
    html: layout(
      `Olá, ${c.name}!`,
      `<p>Em <strong>${escapeHtml(c.date)}</strong> sua assinatura do plano <strong>${escapeHtml(c.planName)}</strong> será renovada automaticamente.</p>
<p>Valor da próxima cobrança: <strong>${escapeHtml(c.amount)}</strong>${escapeHtml(credit)}.</p>
<p>Se quiser mudar de plano ou cancelar, faça isso antes dessa data. O cancelamento mantém o acesso até o fim do período pago.</p>`,
      { label: "Gerenciar Plano", url: c.url },
    ),
    text: `Olá, ${c.name}!\n\nEm ${c.date} sua assinatura do plano ${c.planName} será renovada automaticamente.\nValor da próxima cobrança: ${c.amount}${credit}.\n\nPara mudar de plano ou cancelar antes dessa data:\n${c.url}`,
  };
}

export function applicationStatusEmail(
  to: string,
  a: { name: string; jobTitle: string; companyName: string; status: ApplicationStatus; url: string },
): Email {
  const sentence = applicationStatusSentence(a);
  const greeting = a.name ? `Olá, ${a.name}!` : "Olá!";
  return {
    to,
    subject: applicationStatusEmailSubject(a.jobTitle),
    html: layout(
      greeting,
      `<p>${escapeHtml(sentence)}</p><p>Acompanhe suas candidaturas no painel de vagas.</p>
<p style="font-size:12px;color:#64748b">Você recebe este e-mail porque ativou as notificações por e-mail. Para deixar de recebê-las, desative a opção em Configurações.</p>`,
      { label: "Ver minhas vagas", url: a.url },
    ),
    text: `${greeting}\n\n${sentence}\n\nAcompanhe suas candidaturas no painel de vagas:\n${a.url}\n\nPara deixar de receber estes e-mails, desative as notificações por e-mail em Configurações.`,
  };
}

/** Sent when someone signs up with an address that already has an account: its owner learns of it. */
export function signUpAttemptEmail(to: string, name: string, links: { signIn: string; reset: string }): Email {
  const greeting = name ? `Olá, ${name}!` : "Olá!";
  const lines = [
    "Alguém tentou criar uma conta na Próxima Missão com seu e-mail, que já tem uma conta conosco. Nenhuma conta nova foi criada.",
    "Se foi você, basta entrar com sua senha. Se esqueceu a senha, peça uma nova.",
    "Se não foi você, nada muda na sua conta e você pode ignorar este e-mail.",
  ];
  return {
    to,
    subject: "Alguém tentou criar uma conta com seu e-mail",
    html: layout(
      greeting,
      `<p>${escapeHtml(lines[0] ?? "")}</p><p>${escapeHtml(lines[1] ?? "")}</p>
<p>Esqueceu a senha? <a href="${escapeHtml(links.reset)}">Redefinir senha</a></p><p>${escapeHtml(lines[2] ?? "")}</p>`,
      { label: "Entrar na minha conta", url: links.signIn },
    ),
    text: `${greeting}\n\n${lines[0]}\n\n${lines[1]}\nEntrar: ${links.signIn}\nRedefinir senha: ${links.reset}\n\n${lines[2]}`,
  };
}

/** What an alert of failed sign-ins tells: how many failures (null when unknown) and when the last one was. */
export interface SignInAlert {
  name: string;
  failures: number | null;
  /** Brasília time, e.g. "10/03/2026 às 09:05". */
  at: string;
  resetUrl: string;
}

const times = (n: number | null, one: string, many: string) =>
  n === null ? `várias ${many}` : `${n} ${n === 1 ? one : many}`;

function alertEmail(to: string, subject: string, name: string, lines: string[], resetUrl: string): Email {
  const greeting = name ? `Olá, ${name}!` : "Olá!";
  return {
    to,
    subject,
    html: layout(greeting, paragraphs(lines), { label: "Trocar minha senha", url: resetUrl }),
    text: `${greeting}\n\n${lines.join("\n\n")}\n\nPara trocar a senha:\n${resetUrl}`,
  };
}

/** Sent, at most once an hour, when many wrong passwords are tried on an account. */
export function signInAlertEmail(to: string, a: SignInAlert): Email {
  return alertEmail(
    to,
    "Tentativas de acesso à sua conta",
    a.name,
    [
      `Registramos ${times(a.failures, "tentativa", "tentativas")} de entrar na sua conta da Próxima Missão com a senha errada, a última em ${a.at} (horário de Brasília).`,
      "Se a sua senha é forte e só você a conhece, sua conta está segura: novas tentativas com a senha errada estão sendo atrasadas, e você continua podendo entrar normalmente.",
      "Se não foi você, recomendamos trocar a senha agora e não reutilizá-la em outros sites.",
    ],
    a.resetUrl,
  );
}

/** Sent, at most once an hour, when wrong second-factor codes follow the right password. */
export function twoFactorAlertEmail(to: string, a: SignInAlert): Email {
  return alertEmail(
    to,
    "Tentativas de acesso à sua conta de operador",
    a.name,
    [
      `Alguém usou a sua senha para entrar na Próxima Missão, mas errou o código da verificação em duas etapas ${times(a.failures, "vez", "vezes")}, a última em ${a.at} (horário de Brasília).`,
      "A verificação em duas etapas impediu o acesso: sem o código do seu aplicativo autenticador, ninguém entra na sua conta.",
      "Se não foi você, sua senha deixou de ser segredo: troque-a agora, por uma que você não use em outros sites, e avise a equipe.",
    ],
    a.resetUrl,
  );
}

/** A benefit used at a partner, or its cashback become available: the bell's sentence, by e-mail. */
export function benefitEmail(to: string, b: { name: string; subject: string; sentence: string; url: string }): Email {
  const greeting = b.name ? `Olá, ${b.name}!` : "Olá!";
  return {
    to,
    subject: b.subject,
    html: layout(
      greeting,
      `<p>${escapeHtml(b.sentence)}</p>
<p style="font-size:12px;color:#64748b">Você recebe este e-mail porque ativou as notificações por e-mail. Para deixar de recebê-las, desative a opção em Configurações.</p>`,
      { label: "Ver meus benefícios", url: b.url },
    ),
    text: `${greeting}\n\n${b.sentence}\n\nVeja seus benefícios e o seu cashback:\n${b.url}\n\nPara deixar de receber estes e-mails, desative as notificações por e-mail em Configurações.`,
  };
}

/** A company invited the militar to one of its jobs from the talent bank. */
export function talentInvitationEmail(to: string, i: { name: string; sentence: string; url: string }): Email {
  const greeting = i.name ? `Olá, ${i.name}!` : "Olá!";
  return {
    to,
    subject: "Você recebeu um convite para uma vaga",
    html: layout(
      greeting,
      `<p>${escapeHtml(i.sentence)}</p>
<p>Veja a vaga e responda ao convite no seu painel. Ao aceitar, sua candidatura é enviada.</p>
<p style="font-size:12px;color:#64748b">Você recebe este e-mail porque está no banco de talentos e ativou as notificações por e-mail. Para deixar de recebê-las, desative a opção em Configurações.</p>`,
      { label: "Ver convite", url: i.url },
    ),
    text: `${greeting}\n\n${i.sentence}\n\nVeja a vaga e responda ao convite no seu painel:\n${i.url}\n\nPara deixar de receber estes e-mails, desative as notificações por e-mail em Configurações.`,
  };
}

/** The militar completed a learning path: his certificate is ready. */
export function learningCompletedEmail(to: string, l: { name: string; sentence: string; url: string }): Email {
  const greeting = l.name ? `Olá, ${l.name}!` : "Olá!";
  return {
    to,
    subject: "Parabéns! Seu certificado está pronto",
    html: layout(
      greeting,
      `<p>${escapeHtml(l.sentence)}</p>
<p>Baixe o certificado em PDF na página da trilha. Ele também aparece no seu perfil, onde as empresas podem vê-lo.</p>
<p style="font-size:12px;color:#64748b">Você recebe este e-mail porque ativou as notificações por e-mail. Para deixar de recebê-las, desative a opção em Configurações.</p>`,
      { label: "Ver certificado", url: l.url },
    ),
    text: `${greeting}\n\n${l.sentence}\n\nBaixe o certificado na página da trilha:\n${l.url}\n\nPara deixar de receber estes e-mails, desative as notificações por e-mail em Configurações.`,
  };
}

/** A saved search of the talent bank found profiles that joined since the day before. */
export function savedSearchEmail(to: string, s: { name: string; search: string; count: number; url: string }): Email {
  const greeting = s.name ? `Olá, ${s.name}!` : "Olá!";
  const profiles = s.count === 1 ? "1 novo perfil entrou" : `${s.count} novos perfis entraram`;
  const sentence = `${profiles} no banco de talentos e ${s.count === 1 ? "combina" : "combinam"} com a sua busca salva "${s.search}".`;
  return {
    to,
    subject: `Novos talentos para a busca "${s.search}"`,
    html: layout(
      greeting,
      `<p>${escapeHtml(sentence)}</p>
<p style="font-size:12px;color:#64748b">Você recebe este e-mail porque salvou esta busca. Para deixar de recebê-lo, exclua a busca em Banco de talentos.</p>`,
      { label: "Ver talentos", url: s.url },
    ),
    text: `${greeting}\n\n${sentence}\n\nVeja os perfis:\n${s.url}\n\nPara deixar de receber este e-mail, exclua a busca em Banco de talentos.`,
  };
}

/** A message left unread for a while: who wrote, its first 200 characters, the conversation's link. */
export function newMessageEmail(to: string, m: { name: string; from: string; preview: string; url: string }): Email {
  const greeting = m.name ? `Olá, ${m.name}!` : "Olá!";
  const subject = newMessageEmailSubject(m.from);
  return {
    to,
    subject,
    html: layout(
      greeting,
      `<p>${escapeHtml(m.from)} enviou uma mensagem para você na Próxima Missão:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #4d5d2a;background:#f1f5f9">${escapeHtml(m.preview)}</blockquote>
<p style="font-size:12px;color:#64748b">Você recebe este e-mail porque ativou os e-mails de mensagens. Para deixar de recebê-los, desative a opção Mensagens em Configurações.</p>`,
      { label: "Responder mensagem", url: m.url },
    ),
    text: `${greeting}\n\n${m.from} enviou uma mensagem para você na Próxima Missão:\n\n"${m.preview}"\n\nResponda pela plataforma:\n${m.url}\n\nPara deixar de receber estes e-mails, desative a opção Mensagens em Configurações.`,
  };
}

/** A webhook endpoint failed for 3 days and was disabled. */
export function webhookDisabledEmail(to: string, w: { name: string; endpoint: string; url: string }): Email {
  const greeting = w.name ? `Olá, ${w.name}!` : "Olá!";
  const sentence = `O endpoint ${w.endpoint} não recebe nossos eventos há 3 dias e foi desativado. Os eventos seguintes não serão enviados até você reativá-lo em Integrações.`;
  return {
    to,
    subject: "Endpoint de webhook desativado",
    html: layout(greeting, `<p>${escapeHtml(sentence)}</p>`, { label: "Ver integrações", url: w.url }),
    text: `${greeting}\n\n${sentence}\n\n${w.url}`,
  };
}

/** An operator took down one of the partner's offers, saying why. */
export function offerUnpublishedEmail(
  to: string,
  o: { name: string; offer: string; reason: string; url: string },
): Email {
  const greeting = o.name ? `Olá, ${o.name}!` : "Olá!";
  const lines = [
    `A oferta "${o.offer}" foi despublicada pela equipe da Próxima Missão e não aparece mais para os militares.`,
    `Motivo: ${o.reason}`,
    "Se quiser esclarecer ou corrigir a oferta, responda a este e-mail.",
  ];
  return {
    to,
    subject: "Sua oferta foi despublicada",
    html: layout(greeting, paragraphs(lines), { label: "Ver minhas ofertas", url: o.url }),
    text: `${greeting}\n\n${lines.join("\n\n")}\n\n${o.url}`,
  };
}

/** The operators' answer to a request under the LGPD: met, or refused with the reason (art. 18 § 4º). */
export function privacyAnswerEmail(
  to: string,
  a: {
    name: string;
    request: string;
    status: "atendida" | "recusada";
    response: string;
    dpoEmail: string;
    url: string;
  },
): Email {
  const greeting = a.name ? `Olá, ${a.name}!` : "Olá!";
  const lines = [
    `Sua solicitação “${a.request}”, feita com base na Lei Geral de Proteção de Dados (LGPD), foi ${a.status}.`,
    a.status === "atendida" ? `Resposta: ${a.response}` : `Motivo: ${a.response}`,
    `Se entender que seu pedido não foi atendido, escreva ao nosso encarregado de dados em ${a.dpoEmail}. Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD), pelo site www.gov.br/anpd.`,
  ];
  return {
    to,
    subject: `Resposta à sua solicitação sobre dados pessoais: ${a.status}`,
    html: layout(greeting, paragraphs(lines), { label: "Ver minhas solicitações", url: a.url }),
    text: `${greeting}\n\n${lines.join("\n\n")}\n\n${a.url}`,
  };
}

/** Another operator cleared this operator's second factor: he enrolls a new app at his next sign-in. */
export function twoFactorResetEmail(to: string, r: { name: string; by: string; url: string }): Email {
  const greeting = r.name ? `Olá, ${r.name}!` : "Olá!";
  const lines = [
    `${r.by} redefiniu a verificação em duas etapas da sua conta de operador na Próxima Missão, e suas sessões foram encerradas.`,
    "Ao entrar de novo com a sua senha, configure um novo aplicativo autenticador e guarde os novos códigos de recuperação.",
    "Se você não pediu isso, avise a equipe imediatamente.",
  ];
  return {
    to,
    subject: "Sua verificação em duas etapas foi redefinida",
    html: layout(greeting, paragraphs(lines), { label: "Entrar no console", url: r.url }),
    text: `${greeting}\n\n${lines.join("\n\n")}\n\n${r.url}`,
  };
}

/** A job as an alert's e-mail lists it. */
export interface AlertEmailJob {
  title: string;
  companyName: string;
  place: string;
  salary: string;
  url: string;
}

/** The links every alert e-mail carries: pausing it in one click, and where to manage alerts. */
export interface AlertEmailLinks {
  /** The page that pauses the alert (the link in the text). */
  unsubscribeUrl: string;
  /** The address List-Unsubscribe names, which a mail client POSTs to (RFC 8058). */
  oneClickUrl: string;
  manageUrl: string;
}

/** The headers that let a mail client offer 'Cancelar inscrição' and pause the alert with one POST. */
const unsubscribeHeaders = (links: AlertEmailLinks) => ({
  "List-Unsubscribe": `<${links.oneClickUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const alertFooter = (links: AlertEmailLinks) =>
  `<p style="font-size:12px;color:#64748b;margin-top:24px">Você recebe este e-mail porque criou este alerta na Próxima Missão.
<a href="${escapeHtml(links.unsubscribeUrl)}">Cancelar este alerta</a> · <a href="${escapeHtml(links.manageUrl)}">Gerenciar alertas</a></p>`;

/** New jobs matching an alert: at once ('Imediato') or the morning's digest ('Diário'). */
export function jobAlertEmail(
  to: string,
  a: { alertName: string; summary: string; jobs: AlertEmailJob[]; total: number; allUrl: string } & AlertEmailLinks,
): Email {
  const subject =
    a.total === 1 && a.jobs[0]
      ? `Nova vaga para “${a.alertName}”: ${a.jobs[0].title}`
      : `${a.total} vagas novas para “${a.alertName}”`;
  const items = a.jobs
    .map(
      (
        j,
      ) => `<li style="margin:0 0 16px"><a href="${escapeHtml(j.url)}" style="font-weight:bold;color:#4d5d2a">${escapeHtml(j.title)}</a><br>
<span>${escapeHtml(j.companyName)} · ${escapeHtml(j.place)}</span><br><span style="color:#64748b">${escapeHtml(j.salary)}</span></li>`,
    )
    .join("");
  const allLabel = a.total === 1 ? "Ver a busca no mural de vagas" : `Ver todas as ${a.total} vagas`;
  const textJobs = a.jobs
    .map((j) => `- ${j.title} — ${j.companyName}, ${j.place} (${j.salary})\n  ${j.url}`)
    .join("\n");
  return {
    to,
    subject,
    html: layout(
      subject,
      `<p>Busca: ${escapeHtml(a.summary)}</p><ul style="padding-left:18px">${items}</ul>`,
      { label: allLabel, url: a.allUrl },
      alertFooter(a),
    ),
    text: `${subject}\n\nBusca: ${a.summary}\n\n${textJobs}\n\n${allLabel}: ${a.allUrl}\n\nCancelar este alerta: ${a.unsubscribeUrl}\nGerenciar alertas: ${a.manageUrl}`,
    headers: unsubscribeHeaders(a),
  };
}

/** A visitor's new alert waits for this confirmation (double opt-in). */
export function alertConfirmationEmail(
  to: string,
  a: { alertName: string; summary: string; confirmUrl: string; manageUrl: string; hours: number },
): Email {
  return {
    to,
    subject: `Confirme seu alerta de vagas “${a.alertName}”`,
    html: layout(
      "Confirme seu alerta de vagas",
      `${paragraphs([
        `Recebemos um pedido para enviar a este endereço as vagas novas da busca “${a.summary}”.`,
        `Confirme para começar a receber. Sem confirmação, o pedido é apagado em ${a.hours} horas.`,
        "Se não foi você, ignore este e-mail: nada será enviado.",
      ])}<p style="font-size:12px;color:#64748b">Para ver ou excluir os alertas deste e-mail: <a href="${escapeHtml(a.manageUrl)}">Gerenciar alertas</a></p>`,
      { label: "Confirmar alerta", url: a.confirmUrl },
    ),
    text: `Recebemos um pedido para enviar a este endereço as vagas novas da busca “${a.summary}”.\n\nConfirme para começar a receber:\n${a.confirmUrl}\n\nSem confirmação, o pedido é apagado em ${a.hours} horas. Se não foi você, ignore este e-mail.\n\nGerenciar alertas: ${a.manageUrl}`,
  };
}

/** An Administrador invited this address to the company's team on Próxima Missão. */
export function teamInvitationEmail(
  to: string,
  i: { companyName: string; invitedBy: string; role: string; url: string; expiresOn: string },
): Email {
  const lines = [
    `${i.invitedBy} convidou você para a equipe de ${i.companyName} na Próxima Missão, como ${i.role}.`,
    "A Próxima Missão liga empresas a profissionais que estão deixando as Forças Armadas. Na equipe, você trabalha nas mesmas vagas, candidatos e mensagens que seus colegas.",
    `Para aceitar, crie sua conta ou entre com este e-mail pelo botão abaixo. O convite vale até ${i.expiresOn}.`,
    "Se você não esperava este convite, ignore este e-mail: nada acontece sem o seu aceite.",
  ];
  return {
    to,
    subject: `Convite para a equipe de ${i.companyName}`,
    html: layout(`Você foi convidado para a equipe de ${i.companyName}`, paragraphs(lines), {
      label: "Aceitar convite",
      url: i.url,
    }),
    text: `${lines.join("\n\n")}\n\nAceitar o convite:\n${i.url}`,
  };
}

/** A teammate mentioned the member in a note on a candidate, and the bell did not show it for 10 minutes. */
export function teamMentionEmail(
  to: string,
  m: { name: string; sentence: string; excerpt: string; url: string },
): Email {
  const greeting = m.name ? `Olá, ${m.name}!` : "Olá!";
  return {
    to,
    subject: "Você foi mencionado em uma nota da equipe",
    html: layout(
      greeting,
      `<p>${escapeHtml(m.sentence)}</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-left:3px solid #cbd5e1;color:#334155">${escapeHtml(m.excerpt)}</blockquote>
<p style="font-size:12px;color:#64748b">Você recebe este e-mail porque a menção não foi vista no sino da Próxima Missão em 10 minutos.</p>`,
      { label: "Ver candidatura", url: m.url },
    ),
    text: `${greeting}\n\n${m.sentence}\n\n"${m.excerpt}"\n\nVer candidatura:\n${m.url}`,
  };
}

/**
 * The community's news to a member: a new answer to a question he follows, the team's decision about
 * a post of his or his suspension, a mentorship's change. The sentence is the bell's.
 */
export function communityEmail(
  to: string,
  m: { name: string; subject: string; sentence: string; label: string; url: string },
): Email {
  const greeting = m.name ? `Olá, ${m.name}!` : "Olá!";
  return {
    to,
    subject: m.subject,
    html: layout(
      greeting,
      `<p>${escapeHtml(m.sentence)}</p>
<p style="font-size:12px;color:#64748b">Você pode desligar estes e-mails em Configurações › Notificações.</p>`,
      { label: m.label, url: m.url },
    ),
    text: `${greeting}\n\n${m.sentence}\n\n${m.label}:\n${m.url}`,
  };
}

/**
 * An interview's news, to the militar or a member of the company's team: the sentence the bell
 * shows, the interview's facts, and a calendar invite when a time was confirmed or given up.
 */
export function interviewEmail(
  to: string,
  m: {
    name: string;
    subject: string;
    sentence: string;
    facts: [label: string, value: string][];
    url: string;
    action: string;
    calendar?: CalendarInvite;
  },
): Email {
  const greeting = m.name ? `Olá, ${m.name}!` : "Olá!";
  const rows = m.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#64748b">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const invite = m.calendar
    ? m.calendar.method === "REQUEST"
      ? "O convite anexo (entrevista.ics) adiciona a entrevista à sua agenda, e a atualiza se algo mudar."
      : "O arquivo anexo (entrevista-cancelada.ics) retira a entrevista da sua agenda."
    : "";
  return {
    to,
    subject: m.subject,
    html: layout(
      greeting,
      `<p>${escapeHtml(m.sentence)}</p>
<table style="border-collapse:collapse;margin:16px 0;font-size:14px">${rows}</table>
${invite ? `<p style="font-size:12px;color:#64748b">${escapeHtml(invite)}</p>` : ""}`,
      { label: m.action, url: m.url },
    ),
    text: `${greeting}\n\n${m.sentence}\n\n${m.facts.map(([l, v]) => `${l}: ${v}`).join("\n")}\n\n${invite ? `${invite}\n\n` : ""}${m.action}:\n${m.url}`,
    ...(m.calendar ? { calendar: m.calendar } : {}),
  };
}

/** An operator answered a support request: the answer itself, and the way back to the thread. */
export function supportAnswerEmail(
  to: string,
  a: { name: string; subject: string; operatorName: string | null; body: string; url: string },
): Email {
  const first = a.name.trim().split(/\s+/)[0] ?? "";
  const greeting = first ? `Olá, ${first}!` : "Olá!";
  const who = a.operatorName ? `${a.operatorName}, da equipe de suporte,` : "Nossa equipe de suporte";
  const intro = `${who} respondeu ao seu atendimento “${a.subject}”:`;
  const closing = "Para responder, use o atendimento na plataforma: assim toda a conversa fica registrada.";
  return {
    to,
    subject: `Resposta do suporte: ${a.subject}`,
    html: layout(
      greeting,
      `<p>${escapeHtml(intro)}</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #4d5d2a;background:#fff;white-space:pre-wrap">${escapeHtml(a.body)}</blockquote>
<p>${escapeHtml(closing)}</p>`,
      { label: "Ver atendimento", url: a.url },
    ),
    text: `${greeting}\n\n${intro}\n\n${a.body}\n\n${closing}\n${a.url}`,
  };
}

/** An Enterprise request passed its target unanswered: to its dedicated manager and every operator. */
export function supportBreachEmail(
  to: string,
  a: { subject: string; companyName: string | null; managerName: string | null; dueAt: string; url: string },
): Email {
  const lines = [
    `O atendimento “${a.subject}”${a.companyName ? `, da ${a.companyName}` : ""} (Enterprise) passou do prazo de primeira resposta do SLA (${a.dueAt}) sem resposta.`,
    a.managerName
      ? `Gerente dedicado: ${a.managerName}. Se ele não puder responder agora, assuma o atendimento.`
      : "A empresa não tem gerente dedicado definido no contrato: assuma o atendimento.",
  ];
  return {
    to,
    subject: `SLA estourado: ${a.subject}`,
    html: layout("Prazo de atendimento estourado", paragraphs(lines), { label: "Abrir atendimento", url: a.url }),
    text: `${lines.join("\n\n")}\n\n${a.url}`,
  };
}

/** The transition plan's monthly reminder: the next step, how far along, and a one-click way out. */
export function transitionReminderEmail(
  to: string,
  r: {
    name: string;
    step: string;
    hint: string;
    done: number;
    total: number;
    /** "Faltam 8 meses para a data prevista do seu desligamento." or null without a date. */
    countdown: string | null;
    url: string;
    unsubscribeUrl: string;
    oneClickUrl: string;
  },
): Email {
  const subject = `Seu plano de transição: próximo passo, ${r.step.toLowerCase()}`;
  const lines = [
    `Olá, ${r.name}!`,
    ...(r.countdown ? [r.countdown] : []),
    `Você já concluiu ${r.done} de ${r.total} passos do seu plano. O próximo é: ${r.step}.`,
    r.hint,
  ];
  const footer = `<p style="font-size:12px;color:#64748b;margin-top:24px">Você recebe este lembrete uma vez por mês porque montou seu plano de transição na Próxima Missão.
<a href="${escapeHtml(r.unsubscribeUrl)}">Não quero mais receber estes lembretes</a></p>`;
  return {
    to,
    subject,
    html: layout(subject, paragraphs(lines), { label: "Abrir meu plano", url: r.url }, footer),
    text: `${lines.join("\n\n")}\n\nAbrir meu plano: ${r.url}\n\nNão quero mais receber estes lembretes: ${r.unsubscribeUrl}`,
    headers: { "List-Unsubscribe": `<${r.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
