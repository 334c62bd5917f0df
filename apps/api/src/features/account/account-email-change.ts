import { randomBytes } from "node:crypto";
import type { Email } from "../../mail/mailer";
import { layout, paragraphs } from "../../mail/templates";

/** A random token for a link: 32 bytes, URL-safe. Only its hash is stored. */
export const newEmailChangeToken = () => randomBytes(32).toString("base64url");

/** Sent to the NEW address: the change applies only when this link is followed. */
export function confirmEmailChangeEmail(to: string, name: string, url: string): Email {
  const lines = [
    "Recebemos um pedido para usar este endereço como o novo e-mail da sua conta na Próxima Missão.",
    "A troca só acontece quando você confirmar. O link vale por 24 horas. Se não foi você, ignore este e-mail.",
  ];
  return {
    to,
    subject: "Confirme seu novo e-mail na Próxima Missão",
    html: layout(`Olá, ${name}!`, paragraphs(lines), { label: "Confirmar novo e-mail", url }),
    text: `Olá, ${name}!\n\n${lines[0]}\n\nPara confirmar, acesse:\n${url}\n\n${lines[1]}`,
  };
}

/** Sent to the OLD address once the change is done, so a takeover does not go unnoticed. */
export function emailChangedNotice(to: string, newEmail: string): Email {
  const lines = [
    `O e-mail da sua conta na Próxima Missão foi alterado para ${newEmail}.`,
    "Se não foi você, responda a este e-mail ou escreva para privacidade@proximamissao.com.br.",
  ];
  return {
    to,
    subject: "O e-mail da sua conta foi alterado",
    html: layout("E-mail alterado", paragraphs(lines)),
    text: lines.join("\n\n"),
  };
}
