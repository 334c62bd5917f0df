// The failed requests of signed-in accounts, kept for support (db/schema/system.ts).
import type { Db } from "../db/client";
import { accountRequestErrors } from "../db/schema/system";

export interface FailedRequest {
  userId: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  code: string | null;
}

export async function recordRequestError(db: Db, row: FailedRequest): Promise<void> {
  await db.insert(accountRequestErrors).values(row);
}
