import {
  COMMUNITY_LIMITS,
  COMMUNITY_TOPIC_IDS,
  COMMUNITY_TOPICS,
  type CommunityTopic,
} from "@pm/shared/community.constants";
import { countLabel } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { CheckCircle2Icon, MessageCircleQuestionIcon, MessagesSquareIcon, PlusIcon } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { SearchBox } from "@/components/search-box";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { patchParams } from "@/lib/search-params";
import { type ListFilters, type QuestionSummary, questionsQuery, topicLabel } from "./api";
import { AskQuestionDialog } from "./components/ask-question-dialog";
import { AuthorLine } from "./components/author-line";
import { CommunityIdentity } from "./components/community-identity";
import { HiddenNotice } from "./components/hidden-notice";

/** The address's filters: ?tema= (a topic's id) and ?q= (words), so a search can be shared. */
const TOPIC_PARAM = "tema";
const WORDS_PARAM = "q";

const isTopic = (value: string | null): value is CommunityTopic =>
  value !== null && (COMMUNITY_TOPIC_IDS as readonly string[]).includes(value);

/** The filters the address names; an unknown topic reads as every topic, words past the API's limit are cut. */
function filtersOf(params: URLSearchParams): ListFilters {
  const topic = params.get(TOPIC_PARAM);
  const q = (params.get(WORDS_PARAM) ?? "").trim().slice(0, COMMUNITY_LIMITS.search);
  return { ...(isTopic(topic) ? { topic } : {}), ...(q ? { q } : {}) };
}

/**
 * /app/comunidade: militares' questions, the most recently active first, by topic and words, 20
 * at a time; 'Fazer uma pergunta' opens the form and, once published, the question's page.
 */
export function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const questions = useInfiniteQuery(questionsQuery(filters));
  const items = questions.data?.pages.flatMap((page) => page.questions) ?? [];
  const navigate = useNavigate();
  const filtered = Boolean(filters.topic || filters.q);

  const setFilter = (key: string, value: string | null) =>
    setParams((prev) => patchParams(prev, { [key]: value }, { trim: true }), { replace: true });

  const askButton = (
    <AskQuestionDialog
      onAsked={(id) => navigate(href("militaryCommunityQuestion", { id }))}
      trigger={
        <Button className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          Fazer uma pergunta
        </Button>
      }
    />
  );

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 p-4 md:p-8">
      <PageHeader
        title="Comunidade"
        description="Pergunte e responda com outros militares e com quem já fez a transição para a vida civil."
        aside={askButton}
      />
      <CommunityIdentity />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-1.5 sm:w-64">
          <Label htmlFor="comunidade-tema">Filtrar por tema</Label>
          <NativeSelect
            id="comunidade-tema"
            value={filters.topic ?? ""}
            onChange={(event) => setFilter(TOPIC_PARAM, event.target.value || null)}
          >
            <option value="">Todos os temas</option>
            <ValueOptions values={COMMUNITY_TOPIC_IDS} labels={COMMUNITY_TOPICS} />
          </NativeSelect>
        </div>
        <SearchBox
          value={filters.q ?? ""}
          onChange={(q) => setFilter(WORDS_PARAM, q || null)}
          label="Buscar perguntas"
          placeholder="Buscar nas perguntas"
        />
      </div>

      <PagedList
        list={questions}
        items={items}
        skeleton={{
          rows: 4,
          className: "grid gap-3",
          status: "Carregando perguntas…",
          row: (
            <div className="grid gap-3 rounded-xl border p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ),
        }}
        error={{ message: "Não foi possível carregar as perguntas.", hint: "Verifique sua conexão e tente novamente." }}
        empty={
          filtered ? (
            <EmptyState
              icon={MessageCircleQuestionIcon}
              title="Nenhuma pergunta encontrada para esta busca."
              description="Tente outras palavras ou outro tema. Se ninguém perguntou ainda, pergunte você."
              action={
                <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  Limpar busca
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={MessagesSquareIcon}
              title="Nenhuma pergunta ainda. Seja o primeiro a perguntar."
              description="Dúvidas sobre a transição, o currículo, uma área ou os seus direitos: quem já passou por isso pode ajudar."
            />
          )
        }
      >
        {(list, more) => (
          <>
            <ul className="grid gap-3" aria-label="Perguntas">
              {list.map((question) => (
                <QuestionItem key={question.id} question={question} />
              ))}
            </ul>
            {more}
          </>
        )}
      </PagedList>
    </div>
  );
}

function QuestionItem({ question }: { question: QuestionSummary }) {
  const titleId = `pergunta-${question.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid min-w-0 gap-2 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary">{topicLabel(question.topic)}</Badge>
          {question.solved ? (
            <Badge variant="default">
              <CheckCircle2Icon aria-hidden="true" />
              Resolvida
            </Badge>
          ) : null}
          <span className="text-muted-foreground">{countLabel(question.answersCount, "resposta", "respostas")}</span>
        </div>
        <h2 id={titleId} className="font-semibold leading-snug wrap-anywhere">
          <Link
            to={href("militaryCommunityQuestion", { id: question.id })}
            className="underline-offset-4 hover:underline"
          >
            {question.title}
          </Link>
        </h2>
        <AuthorLine author={question.author} at={question.createdAt} />
        {question.hidden ? <HiddenNotice /> : null}
      </article>
    </li>
  );
}
