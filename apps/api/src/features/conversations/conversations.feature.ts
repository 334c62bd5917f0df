import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { newMessageEmail } from "../../mail/templates";
import {
  conversationsAccountExport,
  conversationsCompanyAccountExport,
  eraseMessagesOf,
} from "./conversations.queries";
import { conversationsCompanyRoutes, conversationsMilitaryRoutes } from "./conversations.routes";
import { messageEmailsJob } from "./conversations.worker";

/** Messages between a company and a militar (decision 014). */
export const conversationsFeature = {
  name: "conversations",
  routes: {
    company: [{ path: "/conversations", router: conversationsCompanyRoutes, roles: HIRING_ROLES }],
    military: [{ path: "/conversations", router: conversationsMilitaryRoutes }],
  },
  jobs: (deps) => [messageEmailsJob(deps)],
  accountExport: { user: conversationsAccountExport, company: conversationsCompanyAccountExport },
  accountDeletion: eraseMessagesOf,
  emails: [newMessageEmail],
  realtime: ["conversations", "conversation_member_unread"],
  bench: "conversations.mjs",
  mutation: ["conversations"],
} as const satisfies Feature;
