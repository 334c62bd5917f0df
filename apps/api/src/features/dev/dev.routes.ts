import { Hono } from "hono";
import { html, raw } from "hono/html";
import { clientIp, isLoopback } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { listOutbox } from "../../mail/outbox.queries";

/** The part of a stored e-mail document that can sit inside this page. */
const bodyOf = (doc: string) => doc.replace(/^[\s\S]*?<body[^>]*>|<\/body>[\s\S]*$/g, "");

/** The e-mail outbox, readable outside production so a developer can follow confirmation links. */
export const devRoutes = new Hono<AppEnv>()
  // Only the developer's own machine: anyone else on the network could read reset links here.
  .use(async (c, next) => {
    if (!isLoopback(clientIp(c, c.var.deps.env.TRUST_PROXY))) throw new ApiError("NOT_FOUND");
    await next();
  })
  .get("/emails.json", async (c) => {
    const to = c.req.query("to");
    const rows = await listOutbox(c.var.deps.database.db, to?.toLowerCase());
    return c.json(rows);
  })
  // An e-mail's calendar invite, as the receiver's calendar would import it.
  .get("/emails/:id/calendar", async (c) => {
    const row = (await listOutbox(c.var.deps.database.db)).find((r) => r.id === c.req.param("id"));
    if (!row?.calendar) throw new ApiError("NOT_FOUND");
    c.header("Content-Type", `text/calendar; charset=utf-8; method=${row.calendar.method}`);
    c.header("Content-Disposition", `attachment; filename="${row.calendar.filename}"`);
    return c.body(row.calendar.content);
  })
  .get("/emails", async (c) => {
    const rows = await listOutbox(c.var.deps.database.db);
    return c.html(html`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída de e-mails</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f8fafc;color:#0f172a}
article{background:#fff;border:1px solid #e2e8f0;border-radius:8px;margin:0 0 16px;padding:16px}
h1{font-size:20px}h2{font-size:16px;margin:0 0 4px}.meta{color:#475569;font-size:13px;margin:0 0 8px}</style></head>
<body><h1>Caixa de saída de e-mails (${rows.length})</h1>
${rows.length === 0 ? html`<p>Nenhum e-mail enviado ainda.</p>` : ""}
${rows.map(
  (r) => html`<article data-to="${r.to}">
<h2>${r.subject}</h2>
<p class="meta">Para: ${r.to} · ${r.createdAt.toLocaleString("pt-BR")} · ${r.status}</p>
<div>${raw(bodyOf(r.html))}</div>
${r.calendar ? html`<p class="meta">Anexo: <a href="/dev/emails/${r.id}/calendar">${r.calendar.filename}</a> (convite de agenda, ${r.calendar.method})</p>` : ""}</article>`,
)}
</body></html>`);
  });
