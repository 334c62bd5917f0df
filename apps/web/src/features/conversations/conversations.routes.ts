import type { FeatureRoutes } from "@/lib/feature-routes";

export const conversationsRoutes = {
  routes: {
    military: [{ page: "militaryMessages", component: "MessagesPage", title: "Mensagens" }],
    company: [{ page: "companyMessages", component: "CompanyMessagesPage", title: "Mensagens" }],
  },
  nav: {
    military: [
      {
        page: "militaryMessages",
        label: "Mensagens",
        icon: "message-square",
        menus: ["main"],
        section: "principal",
        order: 60,
        badge: "unreadMessages",
      },
    ],
    company: [
      {
        page: "companyMessages",
        label: "Mensagens",
        icon: "message-square",
        menus: ["main"],
        order: 70,
        badge: "unreadMessages",
      },
    ],
  },
} satisfies FeatureRoutes;
