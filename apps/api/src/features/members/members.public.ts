// What other domains read of a company's team: the operators' console lists its members and
// pending invitations as the team page does.
export { listInvitations, listMembers } from "./members.queries";
