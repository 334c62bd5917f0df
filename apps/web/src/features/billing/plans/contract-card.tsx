import { companyComparisonRow } from "@pm/shared/billing";
import { Section } from "@/components/section";
import { longDate } from "@/lib/dates";
import { publicConfig } from "@/lib/public-config";

interface Contract {
  jobLimit: number | null;
  /** Members of the team, pending invitations included; null: no limit. */
  seatLimit: number | null;
  priceNote: string;
  startsOn: string;
  endsOn: string;
}

/** The company's Enterprise contract, as the Próxima Missão team set it. */
export function ContractCard({ contract }: { contract: Contract }) {
  return (
    <Section
      id="contrato-enterprise"
      title="Contrato Enterprise"
      description="Seu plano é definido por contrato com a equipe comercial da Próxima Missão."
    >
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Vagas ativas</dt>
          <dd className="font-medium">{contract.jobLimit === null ? "Ilimitadas" : `Até ${contract.jobLimit}`}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{companyComparisonRow("teamSeats").label}</dt>
          <dd className="font-medium">{contract.seatLimit === null ? "Ilimitados" : `Até ${contract.seatLimit}`}</dd>
        </div>
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-muted-foreground">Vigência</dt>
          <dd className="font-medium">
            De {longDate(contract.startsOn)} a {longDate(contract.endsOn)}
          </dd>
        </div>
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-muted-foreground">Condição comercial</dt>
          <dd className="font-medium">{contract.priceNote}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-sm">
        Para alterar o contrato, fale com seu gerente de conta ou escreva para{" "}
        <a className="text-primary underline underline-offset-4" href={`mailto:${publicConfig.salesEmail}`}>
          {publicConfig.salesEmail}
        </a>
        .
      </p>
    </Section>
  );
}
