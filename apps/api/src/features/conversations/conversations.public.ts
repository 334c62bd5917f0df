// What other domains reach of conversations: a talent invitation speaks in the pair's
// conversation, the militar's dashboard counts unread messages, and account settings turn the
// message e-mails on or off; a mentorship opens and closes the pair's conversation.
export {
  closeMentorConversation,
  openConversation,
  openMentorConversation,
  sendMessage,
  setMessageEmails,
  unreadTotal,
} from "./conversations.queries";
