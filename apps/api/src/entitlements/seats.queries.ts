// The seats of a company's team (decision 035): its members and its pending invitations, against
// what its plan (or, for Enterprise, its contract) allows. Read by the team page, the invitations
// and a plan change, which is refused below the seats in use.
import type { CompanyPlanId } from "@pm/shared/billing";
import { seatLimitOf } from "@pm/shared/members";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { enterpriseContracts } from "../db/schema/companies";
import { companyInvitations, companyMembers } from "../db/schema/members";

/** Members plus pending invitations (expired ones too, until resent or revoked). */
export async function countSeatsUsed(db: Db, companyId: string): Promise<number> {
  const [[members], [invitations]] = await Promise.all([
    db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId)),
    db
      .select({ n: count() })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      ),
  ]);
  return (members?.n ?? 0) + (invitations?.n ?? 0);
}

/** The members a company may have on `plan`: the plan's, or for Enterprise its contract's. */
export async function seatLimitFor(db: Db, companyId: string, plan: CompanyPlanId): Promise<number | null> {
  if (plan !== "enterprise") return seatLimitOf(plan);
  const [contract] = await db
    .select({ seats: enterpriseContracts.seatLimit })
    .from(enterpriseContracts)
    .where(eq(enterpriseContracts.companyId, companyId));
  return seatLimitOf(plan, contract?.seats ?? null);
}
