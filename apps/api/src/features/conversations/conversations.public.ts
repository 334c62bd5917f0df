// What other domains reach of conversations: a talent invitation speaks in the pair's
// conversation, the militar's dashboard counts unread messages, and account settings turn the
// message e-mails on or off.
export { openConversation, sendMessage, setMessageEmails, unreadTotal } from "./conversations.queries";
