// The team page's reads and changes, and the invitation page's. Types only from the shared
// members module: the invitation page is in the sign-in chunk, which loads zod only on demand.
import type {
  CompanyRole,
  InvitationSignUpInput,
  InvitationView,
  InviteMemberInput,
  TeamView,
} from "@pm/shared/members";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { broadcastAuthChange } from "@/lib/auth-channel";
import { type Me, meQuery } from "@/lib/session";

/** Under "billing": a change of plan changes the seats, and makes this stale with the plan's queries. */
export const teamQuery = queryOptions({
  queryKey: ["billing", "team"],
  queryFn: async (): Promise<TeamView> => (await unwrap(api.company.team.$get())) as TeamView,
});

/**
 * Every change to the team reads the team again, refused ones too (a member removed meanwhile, an
 * invitation accepted): seats, members and invitations move together.
 */
function useTeamMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}

export const useInviteMember = () =>
  useTeamMutation((json: InviteMemberInput) => unwrap(api.company.team.invitations.$post({ json })));

export const useResendInvitation = () =>
  useTeamMutation((id: string) => unwrap(api.company.team.invitations[":id"].resend.$post({ param: { id } })));

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => unwrap(api.company.team.invitations[":id"].$delete({ param: { id } })));

export const useChangeMemberRole = () =>
  useTeamMutation(({ userId, role }: { userId: string; role: CompanyRole }) =>
    unwrap(api.company.team.members[":userId"].$patch({ param: { userId }, json: { role } })),
  );

export const useRemoveMember = () =>
  useTeamMutation((userId: string) => unwrap(api.company.team.members[":userId"].$delete({ param: { userId } })));

/** The team's texts and schemas (zod): loaded when the invitation page needs them, not with it. */
export const loadMembersModule = () => import("@pm/shared/members");

/** What the invitation page shows: the invitation, and what to say to an address with an account. */
export type InvitationDetails = InvitationView & { signInNotice: string };

/** The invitation behind an e-mail's link; refusals (expired, revoked, accepted, unknown) are final. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ["team-invitation", token],
    queryFn: async (): Promise<InvitationDetails> => {
      const [invitation, { memberMessages }] = await Promise.all([
        unwrap(api["team-invitations"][":token"].$get({ param: { token } })),
        loadMembersModule(),
      ]);
      return { ...(invitation as InvitationView), signInNotice: memberMessages.invitationHasAccount };
    },
    retry: false,
  });

/** Joining the team: the session now carries the company, for this tab and the others. */
function useJoinMutation<I>(mutationFn: (input: I) => Promise<{ me: unknown; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      const result = await mutationFn(input);
      return { me: result.me as Me, message: result.message };
    },
    onSuccess: ({ me }) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      broadcastAuthChange("signed-in");
    },
  });
}

/** Accepts with the account signed in. */
export const useAcceptInvitation = (token: string) =>
  useJoinMutation((_: undefined) => unwrap(api["team-invitations"][":token"].accept.$post({ param: { token } })));

/** Creates the invited address's account, signs it in and joins the team. */
export const useInvitationSignUp = (token: string) =>
  useJoinMutation((json: InvitationSignUpInput) =>
    unwrap(api["team-invitations"][":token"]["sign-up"].$post({ param: { token }, json })),
  );
