// The PostgreSQL server's admin connection: CREATE and DROP DATABASE for the test runs
// (pg-global-setup.ts) and for `npm run bench` (scripts/bench-api.mjs).
import pg from "pg";

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
