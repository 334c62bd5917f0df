// The OpenAPI 3.1 document of /api/v1, generated from V1_ROUTES: the paths, the permission each
// needs, and the JSON Schemas zod derives from the very schemas the routes validate with.
import { z } from "zod";
import { API_RATE } from "./api-v1.rate-limit";
import { V1_ROUTES, type V1Route } from "./api-v1.routes";
import { errorV1 } from "./api-v1.schemas";

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses), without its `$schema` line. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** Path or query parameters from an object schema's properties. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const RATE_HEADERS = {
  "X-RateLimit-Limit": { description: "Tamanho do balde de requisições da chave", schema: { type: "integer" } },
  "X-RateLimit-Remaining": { description: "Requisições disponíveis agora", schema: { type: "integer" } },
  "X-RateLimit-Reset": {
    description: "Quando o balde estará cheio de novo (Unix, segundos)",
    schema: { type: "integer" },
  },
};

function operation(route: V1Route) {
  const [resource, level] = route.permission;
  const responses: Record<string, unknown> = {
    [route.response.status]: {
      description: route.response.description,
      headers: RATE_HEADERS,
      content: route.response.file
        ? { [route.response.file]: { schema: { type: "string", format: "binary" } } }
        : { "application/json": { schema: jsonSchema(route.response.schema, "output") } },
    },
    401: errorResponse("Chave ausente, inválida ou revogada"),
    403: errorResponse(`A chave não tem a permissão ${resource}:${level}, ou a empresa não é Enterprise`),
    422: errorResponse("Entrada inválida (o campo e o motivo em issues)"),
    429: {
      ...errorResponse(`Mais de ${API_RATE.perSecond} requisições por segundo (picos de ${API_RATE.burst})`),
      headers: {
        ...RATE_HEADERS,
        "Retry-After": { description: "Segundos até tentar de novo", schema: { type: "integer" } },
      },
    },
  };
  if (route.errors.includes(404)) responses[404] = errorResponse("Não existe, ou é de outra empresa");
  if (route.errors.includes(409)) responses[409] = errorResponse("Limite de vagas ativas do contrato atingido");
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    "x-permission": `${resource}:${level}`,
    parameters: [
      ...parameters(route.params, "path"),
      ...parameters(route.query, "query"),
      ...(route.method === "post"
        ? [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description: "Repetir a requisição com a mesma chave (em até 24 h) devolve a primeira resposta",
              schema: { type: "string", maxLength: 255 },
            },
          ]
        : []),
    ],
    ...(route.body
      ? {
          requestBody: { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input") } } },
        }
      : {}),
    responses,
  };
}

/** The document served at /api/v1/openapi.json. */
export function openApiDocument(baseUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of V1_ROUTES) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "API da Próxima Missão",
      version: "1.0.0",
      description:
        "Vagas, candidaturas e perfis de candidatos da sua empresa (plano Enterprise). Autentique com a chave criada em Integrações: `Authorization: Bearer pm_live_…`.",
    },
    servers: [{ url: `${baseUrl.replace(/\/$/, "")}/api/v1` }],
    security: [{ apiKey: [] }],
    tags: [{ name: "Vagas" }, { name: "Candidaturas" }, { name: "Candidatos" }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "Chave de API pm_live_…" } },
      schemas: { Error: jsonSchema(errorV1, "output") },
    },
  };
}
