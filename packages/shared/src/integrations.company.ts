// The integrations forms: one schema for each form and the API that receives it.
import { z } from "zod";
import { integrationMessages as m } from "./integrations";
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
