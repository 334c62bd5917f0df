// The integrations forms: one schema for each form and the API that receives it.
import { z } from "zod";
import { integrationMessages as m, WEBHOOK_EVENTS, type WebhookEvent, webhookMessages as wm } from "./integrations";
import { safeString } from "./text";

const readWrite = z.enum(["nenhum", "leitura", "escrita"]).default("nenhum");

/** POST /api/company/integrations/keys: a name and the access per resource. */
export const apiKeyCreateSchema = z
  .strictObject({
    name: safeString({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80, m.nameTooLong),
    permissions: z.strictObject({
      jobs: readWrite,
      applications: readWrite,
      candidates: z.enum(["nenhum", "leitura"]).default("nenhum"),
    }),
  })
  .refine((k) => Object.values(k.permissions).some((p) => p !== "nenhum"), {
    path: ["permissions"],
    message: m.permissionRequired,
  });
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

/** POST /api/company/integrations/webhooks: an endpoint and the events it receives. */
export const webhookEndpointSchema = z.strictObject({
  url: safeString({ error: wm.urlInvalid })
    .trim()
    .max(500, wm.urlInvalid)
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, wm.urlInvalid),
  events: z
    .array(z.enum(Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]], { error: wm.eventsRequired }), {
      error: wm.eventsRequired,
    })
    .min(1, wm.eventsRequired)
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
