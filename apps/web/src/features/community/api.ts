// 'Comunidade' (decision 040): militares' questions and answers by topic, 'Útil' votes, the asker's
// 'Melhor resposta', follows and reports. Every key lives under ["community"]; no realtime topic
// announces these rows, so each change refreshes what it touched itself. Mentoria's keys are apart
// (below).
import { COMMUNITY_TOPICS, type CommunityReportReason, type CommunityTopic } from "@pm/shared/community.constants";
import type { MentorArea, MentorProfileInput } from "@pm/shared/mentoring";
import type { MilitaryBranch } from "@pm/shared/profile.military-options";
import { type InfiniteData, type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, api, unwrap } from "@/lib/api-client";
import { keysetQuery } from "@/lib/keyset";

const communityApi = api.military.community;

/**
 * How a post's author is shown: his name, his força and posto ('Exército · 3º Sargento') only when
 * he chose to show them, and whether he holds 'Já fiz a transição'.
 */
export interface CommunityAuthor {
  name: string;
  service: string | null;
  transitioned: boolean;
}

/** Whether the author's line carries 'Já fiz a transição'. */
export const hasTransitioned = (author: CommunityAuthor | null) => Boolean(author?.transitioned);

/** A topic's name; the API's column is typed as any text, though it only ever holds a topic's id. */
export const topicLabel = (topic: string): string => COMMUNITY_TOPICS[topic as CommunityTopic] ?? topic;

/** What every post may carry beyond its own fields: `hidden` reaches only its author. */
interface PostExtras {
  author: CommunityAuthor | null;
  hidden?: boolean;
}

export interface ListFilters {
  topic?: CommunityTopic;
  q?: string;
}

const fetchQuestions = (filters: ListFilters, cursor: string | undefined) =>
  unwrap(
    communityApi.questions.$get({
      query: {
        ...(filters.topic ? { topic: filters.topic } : {}),
        ...(filters.q ? { q: filters.q } : {}),
        ...(cursor ? { cursor } : {}),
      },
    }),
  );
const fetchQuestionRaw = (id: string) => unwrap(communityApi.questions[":id"].$get({ param: { id } }));

type RawListItem = Awaited<ReturnType<typeof fetchQuestions>>["questions"][number];
type RawQuestion = Awaited<ReturnType<typeof fetchQuestionRaw>>;
type RawAnswer = RawQuestion["answers"][number];

export type QuestionSummary = Omit<RawListItem, "author"> & PostExtras;
export type CommunityAnswer = Omit<RawAnswer, "author"> & PostExtras;
export type CommunityQuestion = Omit<RawQuestion, "author" | "answers"> & PostExtras & { answers: CommunityAnswer[] };

interface QuestionsPage {
  questions: QuestionSummary[];
  nextCursor: string | null;
}

// Annotated rather than cast: a change of the API's shape that the screens cannot read fails here.
async function fetchQuestionsPage(filters: ListFilters, cursor: string | undefined): Promise<QuestionsPage> {
  const page = await fetchQuestions(filters, cursor);
  return { questions: page.questions, nextCursor: page.nextCursor ?? null };
}

async function fetchQuestion(id: string): Promise<CommunityQuestion> {
  return fetchQuestionRaw(id);
}

const ROOT = "community";
const LIST_KEY = [ROOT, "questions"] as const;

/** The questions, newest activity first, 20 at a time, by topic and words. */
export const questionsQuery = (filters: ListFilters) =>
  keysetQuery([...LIST_KEY, filters.topic ?? "", filters.q ?? ""], (cursor) => fetchQuestionsPage(filters, cursor));

export type QuestionsData = InfiniteData<QuestionsPage>;

/** One question with its answers (the best first); an unknown id answers 404 (never retried). */
export const questionQuery = (id: string) =>
  queryOptions({ queryKey: [ROOT, "question", id], queryFn: () => fetchQuestion(id) });

/**
 * The API's answer when a text looks like it holds a CPF or a phone number: 422 with the code
 * PERSONAL_DATA (not a field's error), which the author may override with `confirmPersonalData`.
 */
export const isPersonalDataError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.code as string) === "PERSONAL_DATA";

function refreshList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

function refreshQuestion(queryClient: QueryClient, id: string) {
  return queryClient.invalidateQueries({ queryKey: questionQuery(id).queryKey });
}

/** A question as sent: the schema's fields, and the override once the author confirmed. */
export interface QuestionInput {
  topic: CommunityTopic;
  title: string;
  body: string;
  confirmPersonalData?: boolean;
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: QuestionInput) => unwrap(communityApi.questions.$post({ json })),
    onSuccess: () => refreshList(queryClient),
  });
}

export function useAnswerQuestion(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { body: string; confirmPersonalData?: boolean }) =>
      unwrap(communityApi.questions[":id"].answers.$post({ param: { id: questionId }, json })),
    // A new answer moves its question up the list and counts there too.
    onSuccess: () => Promise.all([refreshQuestion(queryClient, questionId), refreshList(queryClient)]),
  });
}

/** 'Útil': shown at once on the answer; the question is read again either way (a 409 means it was already). */
export function useMarkUseful(questionId: string) {
  const queryClient = useQueryClient();
  const key = questionQuery(questionId).queryKey;
  return useMutation({
    mutationFn: (answerId: string) => unwrap(communityApi.answers[":id"].useful.$post({ param: { id: answerId } })),
    onSuccess: (_res, answerId) =>
      queryClient.setQueryData(key, (question) =>
        question
          ? {
              ...question,
              answers: question.answers.map((a) =>
                a.id === answerId ? { ...a, markedUseful: true, usefulCount: a.usefulCount + 1 } : a,
              ),
            }
          : question,
      ),
    onSettled: () => refreshQuestion(queryClient, questionId),
  });
}

export function useChooseBest(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) =>
      unwrap(communityApi.questions[":id"].best.$put({ param: { id: questionId }, json: { answerId } })),
    onSuccess: () => Promise.all([refreshQuestion(queryClient, questionId), refreshList(queryClient)]),
  });
}

/** 'Seguir' / 'Deixar de seguir': the answer says where it stands, and the page shows that. */
export function useFollow(questionId: string) {
  const queryClient = useQueryClient();
  const key = questionQuery(questionId).queryKey;
  return useMutation({
    mutationFn: (follow: boolean): Promise<{ following: boolean }> => {
      const route = communityApi.questions[":id"].follow;
      const param = { id: questionId };
      return follow ? unwrap(route.$put({ param })) : unwrap(route.$delete({ param }));
    },
    onSuccess: ({ following }) =>
      queryClient.setQueryData(key, (question) => (question ? { ...question, following } : question)),
  });
}

export function useDeleteQuestion(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(communityApi.questions[":id"].$delete({ param: { id: questionId } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: questionQuery(questionId).queryKey });
      return refreshList(queryClient);
    },
  });
}

export function useDeleteAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) => unwrap(communityApi.answers[":id"].$delete({ param: { id: answerId } })),
    // Settled, not only succeeded: an answer already gone (404) leaves the page too.
    onSettled: () => Promise.all([refreshQuestion(queryClient, questionId), refreshList(queryClient)]),
  });
}

export interface ReportInput {
  kind: "question" | "answer";
  id: string;
  reason: CommunityReportReason;
  details?: string;
}

/** 'Denunciar': the platform's team reviews the post; three reports hide it meanwhile. */
export function useReportPost() {
  return useMutation({
    mutationFn: (json: ReportInput) => unwrap(communityApi.reports.$post({ json })),
  });
}

const fetchSettings = () => unwrap(communityApi.settings.$get());
export type CommunitySettings = Awaited<ReturnType<typeof fetchSettings>>;
export const communitySettingsQuery = queryOptions({ queryKey: [ROOT, "settings"], queryFn: fetchSettings });

/**
 * Whether his força and posto show beside his name. Every list and question shows authors, so the
 * whole community's cache is refreshed once it is saved.
 */
export function useSaveCommunitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showService: boolean) => unwrap(communityApi.settings.$put({ json: { showService } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

// 'Mentoria' (decision 040): veterans with the badge offer themselves, militares find one and ask.
// Its keys sit under ["mentoring"]: any decision changes both sides' lists and the mentors'
// vacancies, so every change refreshes that root, and the realtime topic 'mentorships' refreshes
// the other side's screen as it happens.
const mentoringApi = api.military.mentoring;
const MENTORING_KEY = ["mentoring"] as const;

const fetchMentoring = () => unwrap(mentoringApi.$get());
const fetchMentors = (filters: MentorFilters) =>
  unwrap(
    mentoringApi.mentors.$get({
      query: {
        ...(filters.area ? { area: filters.area } : {}),
        ...(filters.ocupacao ? { ocupacao: filters.ocupacao } : {}),
        ...(filters.forca ? { forca: filters.forca } : {}),
      },
    }),
  );

export type MentoringView = Awaited<ReturnType<typeof fetchMentoring>>;
export type MentorProfileView = NonNullable<MentoringView["profile"]>;
export type Mentorship = MentoringView["mentorships"][number];
export type MentorCardData = Awaited<ReturnType<typeof fetchMentors>>["mentors"][number];

/** The address's filters of 'Encontrar mentor', named as the API names them. */
export interface MentorFilters {
  area?: MentorArea;
  ocupacao?: string;
  forca?: MilitaryBranch;
}

/** His badge, his offer as mentor and his mentorships on both sides. */
export const mentoringQuery = queryOptions({ queryKey: [...MENTORING_KEY, "own"], queryFn: fetchMentoring });

/** Active mentors, those with room first (never himself). */
export const mentorsQuery = (filters: MentorFilters) =>
  queryOptions({
    queryKey: [...MENTORING_KEY, "mentors", filters.area ?? "", filters.ocupacao ?? "", filters.forca ?? ""],
    queryFn: () => fetchMentors(filters),
  });

function useMentoringChange<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENTORING_KEY }),
  });
}

export const useSaveMentorProfile = () =>
  useMentoringChange((json: MentorProfileInput) => unwrap(mentoringApi.profile.$put({ json })));

export const useRequestMentorship = () =>
  useMentoringChange((json: { mentorId: string; message: string }) => unwrap(mentoringApi.requests.$post({ json })));

export type MentorshipDecisionInput =
  | { decision: "aceitar"; goal?: string; endsOn?: string }
  | { decision: "recusar"; message?: string };

export const useDecideMentorship = (id: string) =>
  useMentoringChange((json: MentorshipDecisionInput) =>
    unwrap(mentoringApi[":id"].decision.$post({ param: { id }, json })),
  );

/** Ends a running mentorship, or withdraws the mentee's pending request: the API tells which. */
export const useEndMentorship = (id: string) =>
  useMentoringChange(() => unwrap(mentoringApi[":id"].end.$post({ param: { id } })));

export const useRateMentorship = (id: string) =>
  useMentoringChange((json: { stars: number; comment?: string }) =>
    unwrap(mentoringApi[":id"].rating.$post({ param: { id }, json })),
  );

/** After a 409 or a 404 the screen was out of date: read it again, whatever the mutation did. */
export function useRefreshMentoring() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MENTORING_KEY });
}
