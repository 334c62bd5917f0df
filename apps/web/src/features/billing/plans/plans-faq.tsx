import { COMPANY_PLAN_IDS, COMPANY_PLANS } from "@pm/shared/plans";
import { ChevronDown } from "lucide-react";

const monthlyPlanNames = COMPANY_PLAN_IDS.filter((id) => COMPANY_PLANS[id].period === "month")
  .map((id) => COMPANY_PLANS[id].name)
  .join(" e ");

export interface FaqItem {
  question: string;
  answer: string;
}

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
      "Pode, a qualquer momento. A diferença de valor é ajustada de forma proporcional (pro rata) ao período restante.",
  },
];

/** Native <details>: keyboard and screen readers handle them without any script. */
export function PlansFaq({ questions = COMPANY_QUESTIONS }: { questions?: FaqItem[] }) {
  return (
    <section aria-labelledby="planos-faq-titulo">
      <h2 id="planos-faq-titulo" className="font-semibold text-xl tracking-tight">
        Perguntas frequentes
      </h2>
      <div className="mt-4 divide-y rounded-xl border bg-card">
        {questions.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-muted-foreground leading-relaxed">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
