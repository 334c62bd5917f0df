// /api/v1/docs: the API's documentation, an HTML page rendered from the OpenAPI document (no
// script, nothing loaded from elsewhere), with the authentication, errors, limits and paging.

import { href } from "@pm/shared/pages";
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
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

/**
 * A code block: its long lines scroll inside it, so it takes a keyboard stop (tabindex) to be
 * scrolled without a mouse.
 */
const pre = (text: string) => `<pre tabindex="0"><code>${text}</code></pre>`;
const code = (value: unknown) => pre(escapeHtml(JSON.stringify(value, null, 2)));

/** A table that scrolls sideways inside its own box on a narrow screen, named for the keyboard stop. */
const scrollingTable = (name: string, table: string) =>
  `<div class="table-scroll" role="region" aria-label="${escapeHtml(name)}" tabindex="0">${table}</div>`;

function operationHtml(method: string, path: string, op: Operation) {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-");
  const params = op.parameters.length
    ? scrollingTable(
        `Parâmetros de ${method.toUpperCase()} /api/v1${path}`,
        `<table><caption>Parâmetros</caption><thead><tr><th scope="col">Nome</th><th scope="col">Onde</th><th scope="col">Obrigatório</th><th scope="col">Descrição</th></tr></thead><tbody>${op.parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in === "path" ? "caminho" : p.in === "query" ? "consulta" : "cabeçalho"}</td><td>${p.required ? "sim" : "não"}</td><td>${escapeHtml(p.description ?? "")}</td></tr>`,
          )
          .join("")}</tbody></table>`,
      )
    : "";
  const body = op.requestBody
    ? `<details><summary>Corpo (JSON Schema)</summary>${code(op.requestBody.content["application/json"].schema)}</details>`
    : "";
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<li><strong>${status}</strong>: ${escapeHtml(r.description)}</li>`)
    .join("");
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith("2"));
  const okJson = ok?.[1].content?.["application/json"];
  // A file's answer says its type; a JSON answer shows its schema.
  const okFile = ok?.[1].content && !okJson ? Object.keys(ok[1].content)[0] : undefined;
  const okSchema = okJson
    ? `<details><summary>Resposta ${ok?.[0]} (JSON Schema)</summary>${code(okJson.schema)}</details>`
    : okFile
      ? `<p>Resposta ${ok?.[0]}: arquivo <code>${escapeHtml(okFile)}</code>.</p>`
      : "";
  return `<section id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method">${method.toUpperCase()}</span> <code>/api/v1${escapeHtml(path)}</code> — ${escapeHtml(op.summary)}</h3>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
<p>Permissão: <code>${escapeHtml(op["x-permission"])}</code></p>
${params}${body}<p>Respostas:</p><ul>${responses}</ul>${okSchema}
</section>`;
}

/**
 * The receiver's check of a delivery, as the page shows it. The tests run this very text against a
 * real signed delivery, so what integrators copy is known to work.
 */
export const VERIFY_SNIPPET = `import { Webhook, WebhookVerificationError } from "standardwebhooks";

// secret: o segredo do endpoint ("whsec_…"), mostrado uma única vez, ao cadastrá-lo.
// body: o corpo recebido, como texto, exatamente como chegou (antes de qualquer JSON.parse).
// headers: os cabeçalhos recebidos (webhook-id, webhook-timestamp e webhook-signature).
// Devolve o evento já lido do JSON, ou null se a assinatura não confere ou se o horário
// da entrega está a mais de 5 minutos do relógio do seu servidor.
export function verifyEvent(secret, body, headers) {
  try {
    return new Webhook(secret).verify(body, headers);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return null;
    throw error;
  }
}`;

/** The date of the change to Standard Webhooks, for the page's changelog. */
const STANDARD_WEBHOOKS_SINCE = { iso: "2026-11-28", label: "28/11/2026" };

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
*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1c2414;background:#fbfaf6;margin:0;overflow-wrap:anywhere}
.top{border-bottom:1px solid #d8d6cc;background:#fff}
.top div{max-width:60rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:space-between}
.brand{font-weight:700;color:#1c2414}.back{font-weight:600}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-bottom:1px solid #d8d6cc;padding-bottom:.25rem}h3{font-size:1.05rem;margin-top:1.75rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;background:#efeee6;padding:.1em .3em;border-radius:4px}
pre{background:#1c2414;color:#f4f3ec;padding:1rem;border-radius:8px;max-width:100%;overflow-x:auto;overflow-wrap:normal}pre code{background:none;color:inherit;padding:0;white-space:pre}
.table-scroll{max-width:100%;overflow-x:auto;margin:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:.95rem}caption{text-align:left;font-weight:600}
th,td{border-bottom:1px solid #d8d6cc;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:normal}td{min-width:7rem}
.method{display:inline-block;min-width:3.5rem;font-family:ui-monospace,monospace;color:#fff;background:#4a5a24;border-radius:4px;padding:0 .4rem;text-align:center}
a{color:#3d4d17}nav ul{padding-left:1.2rem}
pre:focus-visible,.table-scroll:focus-visible,a:focus-visible{outline:3px solid #4a5a24;outline-offset:2px}
@media (min-width:40rem){nav ul{columns:2}}
</style>
</head>
<body>
<header class="top"><div>
<span class="brand">Próxima Missão</span>
<a class="back" href="${href("companyIntegrations")}"><span aria-hidden="true">← </span>Voltar para a Próxima Missão</a>
</div></header>
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
${pre(`curl ${escapeHtml(server)}/jobs -H "Authorization: Bearer pm_live_…"`)}
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
<p>Cadastre endpoints em <strong>Integrações</strong> para os eventos <code>application.created</code>, <code>application.status_changed</code>, <code>job.created</code> e <code>job.updated</code>. Cada entrega é um <code>POST</code> em JSON com <code>id</code>, <code>type</code>, <code>createdAt</code> e <code>data</code>, assinado conforme a especificação aberta <a href="https://www.standardwebhooks.com">Standard Webhooks</a>, com três cabeçalhos:</p>
${scrollingTable(
  "Cabeçalhos de assinatura",
  `<table><caption>Cabeçalhos de assinatura</caption><thead><tr><th scope="col">Cabeçalho</th><th scope="col">Conteúdo</th></tr></thead><tbody>
<tr><td><code>webhook-id</code></td><td>O identificador do evento, o mesmo <code>id</code> do corpo. É igual em todas as tentativas de um evento e no Reenviar: use-o para ignorar repetições.</td></tr>
<tr><td><code>webhook-timestamp</code></td><td>O momento desta tentativa, em segundos desde 01/01/1970 (Unix, UTC).</td></tr>
<tr><td><code>webhook-signature</code></td><td><code>v1,</code> seguido do HMAC-SHA256, em base64, de <code>webhook-id + "." + webhook-timestamp + "." + corpo</code>. A chave é o segredo do endpoint sem o prefixo <code>whsec_</code>, decodificado de base64.</td></tr>
</tbody></table>`,
)}
<p>Também enviamos <code>PM-Event-Type</code>, com o tipo do evento, e <code>PM-Event-Id</code>, igual a <code>webhook-id</code>.</p>
<p>A entrega é feita ao menos uma vez: responda <code>2xx</code> em até 10 segundos. Sem isso, reenviamos com espera crescente (30 s, 1 min, 2 min…) por 24 horas. Um endpoint que falha por 3 dias é desativado e avisamos a empresa por e-mail. O histórico de entregas, com o código de resposta e o botão Reenviar, fica em Integrações.</p>

<h3 id="webhooks-verificacao">Verificar a assinatura</h3>
<p>Verifique cada entrega antes de confiar no evento, e não escreva a verificação à mão: use a biblioteca da própria especificação, que compara a assinatura em tempo constante e recusa entregas com horário a mais de 5 minutos do seu relógio (o que impede a reutilização de uma entrega antiga). Em Node.js, instale-a com <code>npm install standardwebhooks</code>:</p>
${pre(escapeHtml(VERIFY_SNIPPET))}
<p>Verifique o corpo exatamente como chegou: um JSON lido e serializado de novo pode mudar e não confere. No Express, por exemplo, leia essa rota com <code>express.text({ type: "application/json" })</code>. A mesma biblioteca, com a mesma chamada (<code>new Webhook(segredo).verify(corpo, cabeçalhos)</code>), existe para Python, Go, Ruby, PHP, Java, Kotlin, Rust, C# e Elixir: veja a lista em <a href="https://github.com/standard-webhooks/standard-webhooks/tree/main/libraries">github.com/standard-webhooks/standard-webhooks</a>.</p>
<p>Endpoints cadastrados antes de ${STANDARD_WEBHOOKS_SINCE.label} continuam com a mesma chave de assinatura, mas o segredo mostrado no cadastro não está no formato que as bibliotecas esperam. Há duas saídas: entregar o segredo guardado à biblioteca como chave bruta (em Node.js, <code>new Webhook(segredoGuardado, { format: "raw" })</code>), ou convertê-lo uma vez para o formato novo, <code>"whsec_" + base64(segredoGuardado)</code> (em Node.js, <code>"whsec_" + Buffer.from(segredoGuardado).toString("base64")</code>), e usá-lo como qualquer segredo. Se preferir, cadastre o endpoint de novo para receber um segredo novo e remova o antigo.</p>

<h2 id="mudancas">Histórico de mudanças</h2>
<h3 id="mudancas-${STANDARD_WEBHOOKS_SINCE.iso}"><time datetime="${STANDARD_WEBHOOKS_SINCE.iso}">${STANDARD_WEBHOOKS_SINCE.label}</time> — Webhooks no padrão Standard Webhooks</h3>
<ul>
<li>As entregas de webhook passam a ser assinadas conforme a especificação <a href="https://www.standardwebhooks.com">Standard Webhooks</a>, nos cabeçalhos <code>webhook-id</code>, <code>webhook-timestamp</code> e <code>webhook-signature</code>, e podem ser verificadas com a biblioteca da especificação na sua linguagem (veja <a href="#webhooks-verificacao">Verificar a assinatura</a>).</li>
<li>O cabeçalho <code>PM-Signature</code> deixou de ser enviado: a verificação que o lia passa a recusar todas as entregas e deve ser trocada pela nova.</li>
<li>Os segredos de novos endpoints têm o formato <code>whsec_</code> seguido de 32 bytes aleatórios em base64. Os segredos de endpoints já cadastrados continuam valendo, usados como explicado em <a href="#webhooks-verificacao">Verificar a assinatura</a>.</li>
</ul>
</main>
</body>
</html>`;
}
