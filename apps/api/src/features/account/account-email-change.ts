import { randomBytes } from "node:crypto";
import type { Email } from "../../mail/mailer";

/** A random token for a link: 32 bytes, URL-safe. Only its hash is stored. */
export const newEmailChangeToken = () => randomBytes(32).toString("base64url");

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function page(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4d5d2a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#64748b">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1e293b;background:#f8fafc;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<tr><td><p style="font-weight:bold;color:#4d5d2a;font-size:18px;margin:0 0 16px">Próxima Missão</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}
</td></tr></table></body></html>`;
}

/** Sent to the NEW address: the change applies only when this link is followed. */
export function confirmEmailChangeEmail(to: string, name: string, url: string): Email {
  const lines = [
    "Recebemos um pedido para usar este endereço como o novo e-mail da sua conta na Próxima Missão.",
    "A troca só acontece quando você confirmar. O link vale por 24 horas. Se não foi você, ignore este e-mail.",
  ];
  return {
    to,
    subject: "Confirme seu novo e-mail na Próxima Missão",
    html: page(`Olá, ${name}!`, lines, { label: "Confirmar novo e-mail", url }),
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
    html: page("E-mail alterado", lines),
    text: lines.join("\n\n"),
  };
}
