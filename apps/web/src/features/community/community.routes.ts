import type { FeatureRoutes } from "@/lib/feature-routes";

// 'Comunidade' (decision 040): militares' questions and answers by topic, and each question's page
// with its answers. Its sidebar entry sits right after the plan and the trilhas: those are where a
// militar prepares the move, and the community is where he asks those who already made it.
// 'Mentoria' follows it: the next step from asking the community is one veteran at his side.
export const communityRoutes = {
  routes: {
    military: [
      { page: "militaryCommunity", component: "CommunityPage", title: "Comunidade" },
      { page: "militaryCommunityQuestion", component: "CommunityQuestionPage", title: "Pergunta da comunidade" },
      { page: "militaryMentoring", component: "MentoringPage", title: "Mentoria" },
    ],
  },
  nav: {
    military: [
      {
        page: "militaryCommunity",
        label: "Comunidade",
        icon: "messages-square",
        menus: ["main"],
        section: "principal",
        order: 25,
      },
      {
        page: "militaryMentoring",
        label: "Mentoria",
        icon: "handshake",
        menus: ["main"],
        section: "principal",
        order: 27,
      },
    ],
  },
} satisfies FeatureRoutes;
