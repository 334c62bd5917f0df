// The conversation routes both sides share (/api/company/conversations and
// /api/military/conversations): the list, one conversation, its messages, sending, reading and
// reporting. Each area mounts them behind its own guards and adds how its side opens one.

import {
  ATTACHMENT_MAX_BYTES,
  attachmentCaptionSchema,
  CONVERSATIONS_PAGE_SIZE,
  type ConversationKind,
  conversationListQuerySchema,
  MESSAGES_PAGE_SIZE,
  conversationMessages as m,
  mentorshipRoleLabel,
  messagePageQuerySchema,
  militarRoleLabel,
  REMOVED_MESSAGE_TEXT,
  REMOVED_USER_NAME,
  reportConversationSchema,
  type SenderSide,
  sendMessageSchema,
  startWithCompanySchema,
  startWithMilitarSchema,
} from "@pm/shared/conversations";
import { type Context, Hono } from "hono";
import { requireCompletedProfile } from "../../auth/guards";
import { attachmentName, storedMessageAttachment } from "../../files/attachment";
import { fileUrl, insertFile } from "../../files/files.queries";
import { uploadBodyLimit } from "../../files/upload";
import type { AppEnv } from "../../http/context";
import { ApiError, validationError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { idParam, json, param, query } from "../../http/validate";
import { isInTalentBank } from "../talent/talent.public";
import {
  findConversation,
  findConversationRow,
  findPaidCompany,
  hasAppliedTo,
  listConversations,
  listMessages,
  markRead,
  openConversation,
  type Participant,
  reportConversation,
  type SendResult,
  sendMessage,
  setBlocked,
  unreadTotal,
  wasInvitedBy,
} from "./conversations.queries";

const notFound = () => new ApiError("NOT_FOUND", m.notFound);
const conversationId = param(idParam, notFound);

/** The caller as a participant: a company by its company, a militar by himself. */
function participantOf(c: Context<AppEnv>): Participant {
  const company = c.get("company") as AppEnv["Variables"]["company"] | undefined;
  return c.var.user.role === "empresa" && company
    ? { side: "empresa", companyId: company.id, memberId: c.var.user.id }
    : { side: "militar", userId: c.var.user.id };
}

type Counterpart = {
  kind: ConversationKind;
  mySide: SenderSide;
  name: string | null;
  force: string | null;
  rank: string | null;
  sector: string | null;
  pictureUrl: string | null;
  counterpartId: string | null;
  companySlug: string | null;
  online: boolean;
};

/**
 * Who the caller talks to, as the screens show it: a candidate, a company, or the other militar of
 * a mentorship; a militar whose account is gone is 'Usuário removido'.
 */
function counterpartView(row: Counterpart) {
  if (row.mySide !== "militar" || row.kind === "mentoria") {
    const removed = row.counterpartId === null;
    return {
      name: removed ? REMOVED_USER_NAME : (row.name ?? REMOVED_USER_NAME),
      role: removed
        ? null
        : row.kind === "mentoria"
          ? mentorshipRoleLabel(row.mySide)
          : militarRoleLabel(row.force, row.rank),
      pictureUrl: removed ? null : row.pictureUrl,
      online: !removed && row.online,
      removed,
      companySlug: null,
    };
  }
  return {
    name: row.name ?? "",
    role: row.sector,
    pictureUrl: row.pictureUrl,
    online: row.online,
    removed: false,
    // The company's public page, linked from the militar's view of the conversation.
    companySlug: row.companySlug,
  };
}

type MessageRow = Omit<Awaited<ReturnType<typeof listMessages>>[number], "mySide" | "senderRemoved">;

/**
 * A message as the screens show it to `side`: whose it is, its read receipt for the sender, its
 * attachment by address. The messages of one whose account is gone (`erased`) read 'Mensagem removida'.
 */
function messageView(side: SenderSide, erased: boolean, { cursorAt: _, attachmentFileId, ...row }: MessageRow) {
  const mine = row.sender === side;
  return {
    id: row.id,
    mine,
    body: erased ? REMOVED_MESSAGE_TEXT : row.body,
    createdAt: row.createdAt,
    readAt: mine ? row.readAt : null,
    // The member of the company's team who wrote it (decision 035), when known.
    authorName: row.authorName,
    attachment:
      attachmentFileId && !erased
        ? {
            url: fileUrl(attachmentFileId),
            name: row.attachmentName,
            type: row.attachmentType,
            size: row.attachmentSize,
          }
        : null,
  };
}

/** Why a message was not sent, as the sender reads it. */
function refused(p: Participant, result: Exclude<SendResult, { kind: "sent" }>): ApiError {
  if (result.kind === "not-found") return notFound();
  if (result.kind === "closed") return new ApiError("FORBIDDEN", m.mentorshipClosed);
  if (result.conversation === "mentoria") return new ApiError("FORBIDDEN", m.unavailable);
  return new ApiError("FORBIDDEN", p.side === "militar" ? m.youBlocked : m.blocked);
}

/** A refused attachment is a validation failure of the form's `file` field. */
const attachmentError = (message: string) => new ApiError("VALIDATION_FAILED", message, [{ path: "file", message }]);

/** An attachment of a message: a PDF as sent, a PNG or JPEG re-encoded, anything else refused. */
const storedAttachment = (file: File) =>
  storedMessageAttachment(file, {
    tooBig: () => attachmentError(m.attachmentTooBig),
    wrongType: () => attachmentError(m.attachmentType),
  });

/** The routes both sides share; mounted at …/conversations. */
function sharedRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/", query(conversationListQuerySchema), async (c) => {
        const p = participantOf(c);
        const { q, cursor: cursorText } = c.req.valid("query");
        const cursor = readCursor(cursorText, m.cursorInvalid);
        const rows = await listConversations(c.var.deps.database.db, p, q, cursor);
        const { page, nextCursor } = keysetPage(rows, CONVERSATIONS_PAGE_SIZE);
        return c.json({
          conversations: page.map((row) => {
            const who = counterpartView(row);
            const lastErased = who.removed && row.last.sender !== row.mySide;
            return {
              id: row.id,
              kind: row.kind,
              ...who,
              unread: row.unread,
              blocked: row.blockedAt !== null,
              closed: row.closedAt !== null,
              lastMessageAt: row.lastMessageAt,
              lastMessage: row.last.id
                ? {
                    mine: row.last.sender === row.mySide,
                    body: lastErased ? REMOVED_MESSAGE_TEXT : (row.last.body ?? ""),
                    attachmentName: lastErased ? null : row.last.attachmentName,
                    read: row.last.readAt !== null,
                  }
                : null,
            };
          }),
          nextCursor,
        });
      })
      .get("/unread", async (c) => c.json({ total: await unreadTotal(c.var.deps.database.db, participantOf(c)) }))
      .get("/:id", conversationId, async (c) => {
        const p = participantOf(c);
        const row = await findConversation(c.var.deps.database.db, p, c.req.valid("param").id);
        if (!row) throw notFound();
        const who = counterpartView(row);
        return c.json({
          id: row.id,
          kind: row.kind,
          ...who,
          unread: row.unread,
          blocked: row.blockedAt !== null,
          closed: row.closedAt !== null,
          // The company a militar talks to, for 'Ver empresa'; the candidate a company talks to.
          companyId: row.companyId,
          militarId: who.removed || row.kind === "mentoria" ? null : row.userId,
          applications: row.applications,
        });
      })
      .get("/:id/messages", conversationId, query(messagePageQuerySchema), async (c) => {
        const p = participantOf(c);
        const db = c.var.deps.database.db;
        const id = c.req.valid("param").id;
        const before = readCursor(c.req.valid("query").before, m.cursorInvalid);
        // One statement, scoped to the caller's conversations; only an empty page asks whether the
        // conversation is the caller's at all.
        const rows = await listMessages(db, p, id, before);
        if (rows.length === 0 && !(await findConversationRow(db, p, id))) throw notFound();
        const { page, nextCursor } = keysetPage(rows, MESSAGES_PAGE_SIZE);
        // Oldest first, as the screen shows them; `olderCursor` pages back.
        return c.json({
          messages: page.reverse().map(({ mySide, senderRemoved, ...row }) => messageView(mySide, senderRemoved, row)),
          olderCursor: nextCursor,
        });
      })
      .post("/:id/messages", conversationId, json(sendMessageSchema), async (c) => {
        const p = participantOf(c);
        const result = await sendMessage(c.var.deps.database.db, p, c.req.valid("param").id, {
          body: c.req.valid("json").body,
        });
        if (result.kind !== "sent") throw refused(p, result);
        return c.json(messageView(result.side, false, result.message), 201);
      })
      // Multipart: the file in `file`, an optional text in `body`.
      .post(
        "/:id/attachments",
        conversationId,
        uploadBodyLimit(ATTACHMENT_MAX_BYTES, () => attachmentError(m.attachmentTooBig)),
        async (c) => {
          const p = participantOf(c);
          let form: FormData;
          try {
            form = await c.req.formData();
          } catch {
            throw attachmentError(m.attachmentType);
          }
          const file = form.get("file");
          if (!(file instanceof File)) throw attachmentError(m.attachmentType);
          const caption = attachmentCaptionSchema.safeParse({ body: form.get("body") ?? undefined });
          if (!caption.success) throw validationError(caption.error);
          const stored = await storedAttachment(file);
          const name = attachmentName(file.name, stored.contentType);
          const result = await sendMessage(c.var.deps.database.db, p, c.req.valid("param").id, async (tx) => ({
            body: caption.data.body ?? "",
            attachment: {
              fileId: await insertFile(tx, c.var.user.id, "message_attachment", stored),
              name,
              type: stored.contentType,
              size: stored.size,
            },
          }));
          if (result.kind !== "sent") throw refused(p, result);
          return c.json(messageView(result.side, false, result.message), 201);
        },
      )
      .post("/:id/read", conversationId, async (c) => {
        if (!(await markRead(c.var.deps.database.db, participantOf(c), c.req.valid("param").id))) throw notFound();
        return c.body(null, 204);
      })
      .post("/:id/report", conversationId, json(reportConversationSchema), async (c) => {
        const p = participantOf(c);
        const stored = await reportConversation(
          c.var.deps.database.db,
          p,
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json").reason,
        );
        if (!stored) throw notFound();
        return c.json({ message: m.reported }, 201);
      })
  );
}

/** /api/company/conversations: a company opens a conversation with a candidate. */
export const conversationsCompanyRoutes = new Hono<AppEnv>()
  .post("/", json(startWithMilitarSchema), async (c) => {
    const db = c.var.deps.database.db;
    const companyId = c.var.company.id;
    const { militarId } = c.req.valid("json");
    // A candidate of the company, or a militar in the talent bank.
    if (!(await hasAppliedTo(db, companyId, militarId)) && !(await isInTalentBank(db, militarId))) {
      throw new ApiError("NOT_FOUND", m.noApplication);
    }
    const opened = await openConversation(db, companyId, militarId, "empresa");
    return c.json({ id: opened.id }, opened.created ? 201 : 200);
  })
  .route("/", sharedRoutes());

/** /api/military/conversations: a militar opens one with a company he applied to, and may block it. */
export const conversationsMilitaryRoutes = new Hono<AppEnv>()
  .use(requireCompletedProfile)
  .post("/", json(startWithCompanySchema), async (c) => {
    const db = c.var.deps.database.db;
    const userId = c.var.user.id;
    const { companyId } = c.req.valid("json");
    // A company he applied to, or one that invited him from the talent bank.
    const known = (await hasAppliedTo(db, companyId, userId)) || (await wasInvitedBy(db, companyId, userId));
    if (!(await findPaidCompany(db, companyId)) || !known) {
      throw new ApiError("NOT_FOUND", m.notApplied);
    }
    const opened = await openConversation(db, companyId, userId, "militar");
    return c.json({ id: opened.id }, opened.created ? 201 : 200);
  })
  .post("/:id/block", conversationId, async (c) => {
    const row = await setBlocked(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id, true);
    if (!row) throw notFound();
    return c.json({ blocked: true, message: m.blockedToast });
  })
  .delete("/:id/block", conversationId, async (c) => {
    const row = await setBlocked(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id, false);
    if (!row) throw notFound();
    return c.json({ blocked: false, message: m.unblockedToast });
  })
  .route("/", sharedRoutes());
