// An invitation also speaks in the conversation with the militar: it opens (or finds) the pair's
// conversation and leaves the invitation's text there, so he can answer the company directly.
import type { AppDeps } from "../../http/context";
import { openConversation, sendMessage } from "../conversations/conversations.public";

type Db = AppDeps["database"]["db"];

/** Sends the invitation's message, by the member who invites; a conversation the militar blocked stays silent. */
export async function sendInvitationMessage(db: Db, companyId: string, memberId: string, userId: string, body: string) {
  const { id } = await openConversation(db, companyId, userId, "empresa");
  await sendMessage(db, { side: "empresa", companyId, memberId }, id, { body });
}
