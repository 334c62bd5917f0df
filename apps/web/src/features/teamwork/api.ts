import type { NoteInput, RatingSummary, TeamNote, TimelineEntry } from "@pm/shared/teamwork";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// Hiring together (decision 035): the team's notes, ratings and the application's timeline, under
// ["applications", …] so realtime refreshes them whenever the application changes.

const applicationsApi = api.company.applications;

/**
 * Notes and ratings announce no change of their own: while a sheet shows them they are read again
 * every 30 seconds and whenever the window regains the focus.
 */
const LIVE = { refetchInterval: 30_000, refetchOnWindowFocus: "always" } as const;

const teamworkKey = (applicationId: string) => ["applications", "teamwork", applicationId] as const;

export interface NotesView {
  notes: TeamNote[];
  /** Who may be mentioned: the team's Administradores and Recrutadores. */
  members: { id: string; name: string }[];
}

export const notesQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...teamworkKey(applicationId), "notes"],
    queryFn: async (): Promise<NotesView> =>
      unwrap(applicationsApi[":id"].notes.$get({ param: { id: applicationId } })),
    ...LIVE,
  });

export const ratingQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...teamworkKey(applicationId), "rating"],
    queryFn: async (): Promise<RatingSummary> =>
      unwrap(applicationsApi[":id"].rating.$get({ param: { id: applicationId } })),
    ...LIVE,
  });

export const timelineQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...teamworkKey(applicationId), "timeline"],
    queryFn: async (): Promise<{ entries: TimelineEntry[] }> =>
      unwrap(applicationsApi[":id"].timeline.$get({ param: { id: applicationId } })),
    ...LIVE,
  });

/** After a note changed: the notes and the timeline read again. */
const refreshNotes = (queryClient: QueryClient, applicationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: notesQuery(applicationId).queryKey }),
    queryClient.invalidateQueries({ queryKey: timelineQuery(applicationId).queryKey }),
  ]);

export function useAddNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) =>
      unwrap(
        applicationsApi[":id"].notes.$post({
          param: { id: applicationId },
          json: { body: input.body, mentions: input.mentions ?? [] },
        }),
      ),
    onSuccess: () => refreshNotes(queryClient, applicationId),
  });
}

export function useEditNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, ...input }: NoteInput & { noteId: string }) =>
      unwrap(
        applicationsApi[":id"].notes[":noteId"].$patch({
          param: { id: applicationId, noteId },
          json: { body: input.body, mentions: input.mentions ?? [] },
        }),
      ),
    onSuccess: () => refreshNotes(queryClient, applicationId),
  });
}

export function useDeleteNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      unwrap(applicationsApi[":id"].notes[":noteId"].$delete({ param: { id: applicationId, noteId } })),
    onSuccess: () => refreshNotes(queryClient, applicationId),
  });
}

/** The caller's stars: the summary takes the answer at once; the lists' averages and the timeline refetch. */
export function useRate(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) =>
      unwrap(applicationsApi[":id"].rating.$put({ param: { id: applicationId }, json: { stars } })),
    onSuccess: ({ message: _message, ...summary }) => {
      queryClient.setQueryData<RatingSummary>(ratingQuery(applicationId).queryKey, summary);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["applications", "list"] }),
        queryClient.invalidateQueries({ queryKey: timelineQuery(applicationId).queryKey }),
      ]);
    },
  });
}
