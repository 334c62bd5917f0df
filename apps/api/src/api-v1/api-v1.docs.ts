// /api/v1/docs: the API's documentation, an HTML page rendered from the OpenAPI document (no
// script, nothing loaded from elsewhere), with the authentication, errors, limits and paging.

import { escapeHtml } from "../mail/templates";
import type { openApiDocument } from "./api-v1.openapi";
import { API_RATE } from "./api-v1.rate-limit";

type Doc = ReturnType<typeof openApiDocument>;
type Operation = {
  summary: string;
  description?: string;
  tags: string[];
  "x-permission": string;
  parameters: { name: string; in: string; required: boolean; description?: string; schema: unknown }[];
  requestBody?: { content: { "application/json": { schema: unknown } } };
  responses: Record<string, { description: string; content?: { "application/json": { schema: unknown } } }>;
};

const code = (value: unknown) => `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

function operationHtml(method: string, path: string, op: Operation) {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-");
  const params = op.parameters.length
    ? `<table><caption>Parâmetros</caption><thead><tr><th scope="col">Nome</th><th scope="col">Onde</th><th scope="col">Obrigatório</th><th scope="col">Descrição</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in === "path" ? "caminho" : p.in === "query" ? "consulta" : "cabeçalho"}</td><td>${p.required ? "sim" : "não"}</td><td>${escapeHtml(p.description ?? "")}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";
  const body = op.requestBody
    ? `<details><summary>Corpo (JSON Schema)</summary>${code(op.requestBody.content["application/json"].schema)}</details>`
    : "";
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<li><strong>${status}</strong>: ${escapeHtml(r.description)}</li>`)
    .join("");
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith("2"));
  const okSchema = ok?.[1].content
    ? `<details><summary>Resposta ${ok[0]} (JSON Schema)</summary>${code(ok[1].content["application/json"].schema)}</details>`
    : "";
  return `<section id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method">${method.toUpperCase()}</span> <code>/api/v1${escapeHtml(path)}</code> — ${escapeHtml(op.summary)}</h3>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
<p>Permissão: <code>${escapeHtml(op["x-permission"])}</code></p>
${params}${body}<p>Respostas:</p><ul>${responses}</ul>${okSchema}
</section>`;
}

export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// header: o valor de PM-Signature ("t=1764000000,v1=…"); body: o corpo recebido, como texto
export function verifyPmSignature(header, body, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=")));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${t}.\${body}\`).digest("hex");
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, "hex"));
}`;

export function docsPage(doc: Doc): string {
  const server = doc.servers[0]?.url ?? "/api/v1";
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path: path as string, method, op: op as Operation })),
  );
  const byTag = doc.tags.map((tag) => ({
    tag: tag.name,
    ops: operations.filter((o) => o.op.tags.includes(tag.name)),
  }));
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API da Próxima Missão — documentação</title>
<meta name="description" content="Documentação da API da Próxima Missão para empresas Enterprise: vagas, candidaturas e candidatos.">
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1c2414;background:#fbfaf6;margin:0}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-bottom:1px solid #d8d6cc;padding-bottom:.25rem}h3{font-size:1.05rem;margin-top:1.75rem;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;background:#efeee6;padding:.1em .3em;border-radius:4px;overflow-wrap:anywhere}
pre{background:#1c2414;color:#f4f3ec;padding:1rem;border-radius:8px;overflow:auto}pre code{background:none;color:inherit;padding:0}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.95rem;display:block;overflow-x:auto}caption{text-align:left;font-weight:600}
th,td{border-bottom:1px solid #d8d6cc;padding:.35rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:3.5rem;font-family:ui-monospace,monospace;color:#fff;background:#4a5a24;border-radius:4px;padding:0 .4rem;text-align:center}
a{color:#3d4d17}nav ul{columns:2;padding-left:1.2rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>
<p>Endereço base: <code>${escapeHtml(server)}</code>. Documento OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
<nav aria-label="Rotas"><ul>${operations
    .map(({ method, path }) => {
      const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-");
      return `<li><a href="#${id}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`;
    })
    .join("")}</ul></nav>

<h2 id="autenticacao">Autenticação e permissões</h2>
<p>Crie uma chave em <strong>Integrações</strong> (<code>/empresa/integracoes</code>), com a permissão de leitura ou escrita de cada recurso, e envie-a em cada requisição:</p>
<pre><code>curl ${escapeHtml(server)}/jobs -H "Authorization: Bearer pm_live_…"</code></pre>
<p>A chave só alcança os dados da sua empresa: uma vaga, candidatura ou candidato de outra empresa responde <code>404</code>. Sem a permissão da rota, <code>403</code>. Uma chave revogada, <code>401</code>.</p>

<h2 id="erros">Erros</h2>
<p>Todo erro tem o mesmo formato, com a mensagem em português e, para entradas inválidas (<code>422</code>), o campo e o motivo:</p>
${code({ error: { code: "VALIDATION_FAILED", message: "Informe o título da vaga", issues: [{ path: "title", message: "Informe o título da vaga" }] } })}

<h2 id="limites">Limites e paginação</h2>
<p>Cada chave faz até ${API_RATE.perSecond} requisições por segundo, com picos de ${API_RATE.burst}. Toda resposta traz <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> e <code>X-RateLimit-Reset</code>; acima do limite a resposta é <code>429</code> com <code>Retry-After</code> em segundos.</p>
<p>As listas vêm em páginas (<code>?limit=</code> de 1 a 100, padrão 25) com <code>nextCursor</code>: envie-o em <code>?cursor=</code> para a próxima página; <code>null</code> indica a última.</p>
<p>Em <code>POST</code>, envie <code>Idempotency-Key</code> (até 255 caracteres) para repetir uma requisição com segurança: em até 24 horas, a mesma chave com o mesmo corpo devolve a primeira resposta (com <code>Idempotent-Replayed: true</code>) em vez de publicar a vaga duas vezes.</p>

${byTag.map(({ tag, ops }) => `<h2 id="${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</h2>${ops.map((o) => operationHtml(o.method, o.path, o.op)).join("\n")}`).join("\n")}

<h2 id="webhooks">Webhooks</h2>
<p>Cadastre endpoints em <strong>Integrações</strong> para os eventos <code>application.created</code>, <code>application.status_changed</code>, <code>job.created</code> e <code>job.updated</code>. Cada entrega é um <code>POST</code> em JSON com <code>id</code>, <code>type</code>, <code>createdAt</code> e <code>data</code>, e os cabeçalhos <code>PM-Event-Id</code>, <code>PM-Event-Type</code> e <code>PM-Signature: t=…,v1=…</code>: o HMAC-SHA256, em hexadecimal, de <code>t + "." + corpo</code> com o segredo do endpoint.</p>
<p>A entrega é feita ao menos uma vez: responda <code>2xx</code> em até 10 segundos. Sem isso, reenviamos com espera crescente (30 s, 1 min, 2 min…) por 24 horas; use <code>id</code> para ignorar repetições. Um endpoint que falha por 3 dias é desativado e avisamos a empresa por e-mail. O histórico de entregas, com o código de resposta e o botão Reenviar, fica em Integrações.</p>
<p>Verifique a assinatura antes de confiar no evento (Node.js):</p>
<pre><code>${escapeHtml(VERIFY_SNIPPET)}</code></pre>
</main>
</body>
</html>`;
}
