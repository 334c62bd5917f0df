// /api/v1 as mounted by app.ts: the OpenAPI document and its documentation page are public; every
// other route needs an API key.
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { docsPage } from "./api-v1.docs";
import { openApiDocument } from "./api-v1.openapi";
import { apiV1Routes } from "./api-v1.routes";

export function apiV1() {
  let document: ReturnType<typeof openApiDocument> | undefined;
  let html: string | undefined;
  const doc = (baseUrl: string) => {
    document ??= openApiDocument(baseUrl);
    return document;
  };
  return new Hono<AppEnv>()
    .get("/openapi.json", (c) => c.json(doc(c.var.deps.env.BASE_URL)))
    .get("/docs", (c) => {
      html ??= docsPage(doc(c.var.deps.env.BASE_URL));
      return c.html(html);
    })
    .route("/", apiV1Routes());
}
