import { COMMUNITY_UNANSWERED_DAYS } from "@pm/shared/community.constants";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { communityQueueQuery } from "./api";
import { CommunityReportedItem } from "./community-reported";
import { CommunityUnansweredItem } from "./community-unanswered";
import { ConsoleList, ConsolePage, ConsoleTabs } from "./console-list";

const TABS = [
  { value: "denuncias", label: "Denúncias" },
  { value: "sem-resposta", label: `Sem resposta há ${COMMUNITY_UNANSWERED_DAYS} dias` },
] as const;
type Tab = (typeof TABS)[number]["value"];

/**
 * /operacao/comunidade: the community's reported posts (hidden ones first) to keep or remove, with
 * their authors to suspend or confirm as veterans; and the questions nobody answered in three days,
 * which the team answers (FREE's support is the community).
 */
export function OperationsCommunityPage() {
  const [params] = useSearchParams();
  const tab: Tab = params.get("aba") === "sem-resposta" ? "sem-resposta" : "denuncias";
  const queue = useQuery(communityQueueQuery);

  return (
    <ConsolePage
      title="Comunidade"
      description={`Decida sobre as publicações denunciadas pelos membros e responda, como equipe, às perguntas sem resposta há mais de ${COMMUNITY_UNANSWERED_DAYS} dias.`}
      narrow
    >
      <ConsoleTabs param="aba" value={tab} tabs={TABS}>
        {tab === "denuncias" ? (
          <ConsoleList
            list={queue}
            items={queue.data?.reported ?? []}
            error="Erro ao carregar as denúncias da comunidade"
            empty="Nenhuma denúncia aguardando decisão."
            row={(post) => <CommunityReportedItem key={`${post.kind}-${post.id}`} post={post} />}
          />
        ) : (
          <ConsoleList
            list={queue}
            items={queue.data?.unanswered ?? []}
            error="Erro ao carregar as perguntas sem resposta"
            empty={`Nenhuma pergunta sem resposta há mais de ${COMMUNITY_UNANSWERED_DAYS} dias.`}
            row={(question) => <CommunityUnansweredItem key={question.id} question={question} />}
          />
        )}
      </ConsoleTabs>
    </ConsolePage>
  );
}
