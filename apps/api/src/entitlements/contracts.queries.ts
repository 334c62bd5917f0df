// A company's Enterprise contract, set by an operator: what /empresa/planos shows of it.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { enterpriseContracts } from "../db/schema/companies";

export async function findEnterpriseContract(db: Db, companyId: string) {
  const [row] = await db
    .select({
      jobLimit: enterpriseContracts.jobLimit,
      seatLimit: enterpriseContracts.seatLimit,
      priceNote: enterpriseContracts.priceNote,
      startsOn: enterpriseContracts.startsOn,
      endsOn: enterpriseContracts.endsOn,
    })
    .from(enterpriseContracts)
    .where(eq(enterpriseContracts.companyId, companyId));
  return row ?? null;
}
