import { COMPANY_PLAN_IDS, COMPANY_PLANS } from "@pm/shared/billing";
import { type FaqItem, FaqList } from "@/components/faq-list";

const monthlyPlanNames = COMPANY_PLAN_IDS.filter((id) => COMPANY_PLANS[id].period === "month")
  .map((id) => COMPANY_PLANS[id].name)
  .join(" e ");

const COMPANY_QUESTIONS: FaqItem[] = [
  {
    question: "Posso cancelar a qualquer momento?",
    answer:
      "Sim. Não há fidelidade: cancele a assinatura quando quiser e mantenha o acesso até o fim do período já pago.",
  },
  {
    question: "Como funciona a cobrança mensal?",
    answer: `Os planos ${monthlyPlanNames} são renovados automaticamente todo mês. Antes de cada cobrança você recebe a fatura por e-mail.`,
  },
  {
    question: "Posso mudar de plano depois?",
    answer:
      "Pode, a qualquer momento. A diferença de valor é ajustada de forma proporcional (pro rata) ao período restante. Para ir a um plano com menos membros, a equipe, contando os convites pendentes, precisa caber no limite do novo plano.",
  },
];

export function PlansFaq({ questions = COMPANY_QUESTIONS }: { questions?: FaqItem[] }) {
  return (
    <section aria-labelledby="planos-faq-titulo">
      <h2 id="planos-faq-titulo" className="font-semibold text-xl tracking-tight">
        Perguntas frequentes
      </h2>
      <FaqList items={questions} className="mt-4" />
    </section>
  );
}
