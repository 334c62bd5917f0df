// The database's behaviour has one current home: the trigger functions in db/functions/<effect>.sql
// and their bindings in db/triggers.ts. After the migrations, every boot applies both: the functions
// are replaced (CREATE OR REPLACE, so it is idempotent) and the triggers made equal to the list. The
// migrations keep the history; what runs is what these files say.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EFFECTS, type Effect, TRIGGERS, triggerDefinition } from "./triggers";

/** Runs one SQL text (it may hold several statements) and answers the rows of its last statement. */
export type SqlRunner = (text: string) => Promise<Record<string, unknown>[]>;

function functionsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "functions");
}

export function readFunctionFile(effect: Effect): string {
  return readFileSync(path.join(functionsFolder(), `${effect}.sql`), "utf8");
}

export interface FunctionSource {
  name: string;
  effect: Effect;
  /** The text between the $$ quotes: what pg_proc.prosrc holds once applied. */
  body: string;
}

/** Every function the files define, with its body. */
export function functionSources(): FunctionSource[] {
  return EFFECTS.flatMap((effect) =>
    [...readFunctionFile(effect).matchAll(/CREATE OR REPLACE FUNCTION (pm_\w+)\([^)]*\)[^$]*\$\$([\s\S]*?)\$\$;/g)].map(
      (m) => ({ name: m[1] as string, effect, body: m[2] as string }),
    ),
  );
}

export interface AppliedFunctions {
  /** Triggers created or replaced because they were missing or differed from the list. */
  created: string[];
  /** Triggers that ran one of the functions and are not in the list. */
  dropped: string[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Applies the functions and the trigger list in one transaction. Processes that boot together
 * take turns (an advisory lock): two replacing the same function at once would fail.
 */
export async function applyDatabaseFunctions(run: SqlRunner): Promise<AppliedFunctions> {
  const created: string[] = [];
  const dropped: string[] = [];
  await run("BEGIN");
  try {
    await run("SELECT pg_advisory_xact_lock(hashtext('pm_database_functions'))");
    for (const effect of EFFECTS) await run(readFunctionFile(effect));
    const ours = new Set(functionSources().map((f) => f.name));
    const rows = (await run(`
      SELECT c.relname AS "table", n.nspname AS "schema", t.tgname AS "name",
             pg_get_triggerdef(t.oid) AS "def", p.proname AS "fn"
      FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND n.nspname = current_schema()`)) as {
      table: string;
      schema: string;
      name: string;
      def: string;
      fn: string;
    }[];
    const [{ schema } = { schema: "public" }] = (await run(`SELECT current_schema() AS "schema"`)) as {
      schema: string;
    }[];
    const actual = new Map(rows.map((r) => [`${r.table}.${r.name}`, r]));
    const listed = new Set<string>();
    for (const binding of TRIGGERS) {
      const key = `${binding.table}.${binding.name}`;
      listed.add(key);
      const definition = triggerDefinition(binding, schema);
      if (actual.get(key)?.def === definition) continue;
      await run(`DROP TRIGGER IF EXISTS ${quoteIdent(binding.name)} ON ${quoteIdent(binding.table)}; ${definition}`);
      created.push(key);
    }
    for (const [key, row] of actual) {
      if (listed.has(key) || !ours.has(row.fn)) continue;
      await run(`DROP TRIGGER ${quoteIdent(row.name)} ON ${quoteIdent(row.table)}`);
      dropped.push(key);
    }
    await run("COMMIT");
  } catch (error) {
    await run("ROLLBACK").catch(() => {});
    throw error;
  }
  return { created, dropped };
}
