import { MILITARY_PLANS, planPrice } from "@pm/shared/billing";
import type { FaqItem } from "@/components/faq-list";

const FREE_LIMIT = MILITARY_PLANS.FREE.activeApplicationLimit;

export const PREMIUM_QUESTIONS: FaqItem[] = [
  {
    question: "Posso cancelar a qualquer momento?",
    answer:
      "Sim. Não há fidelidade: cancele quando quiser e continue PREMIUM até o fim do período já pago. Até lá, você pode reativar a assinatura.",
  },
  {
    question: "Como funciona a cobrança?",
    answer: `O PREMIUM custa ${planPrice(MILITARY_PLANS.PREMIUM).label} e é renovado automaticamente todo mês. Antes de cada cobrança você recebe um aviso por e-mail.`,
  },
  {
    question: "O que acontece com minhas candidaturas se eu voltar ao FREE?",
    answer: `Nenhuma candidatura é perdida: as que você já enviou continuam em andamento. No FREE, novas candidaturas só podem ser enviadas enquanto você tiver menos de ${FREE_LIMIT} ativas (pendentes ou em análise).`,
  },
];
