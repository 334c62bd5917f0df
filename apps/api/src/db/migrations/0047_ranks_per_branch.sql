ALTER TABLE "military_profiles" ADD COLUMN "service_status" text;
--> statement-breakpoint
-- The Exército's soldado ranks were offered to every força. The Marinha's, the Aeronáutica's and
-- the state forces' own names for the same service replace them, so each profile keeps what it said.
UPDATE "military_profiles" SET "rank" = 'marinheiro'
  WHERE "military_branch" = 'marinha' AND "rank" IN ('soldado-variavel', 'soldado-profissional');
--> statement-breakpoint
UPDATE "military_profiles"
  SET "rank" = CASE "rank" WHEN 'soldado-variavel' THEN 'soldado-2-classe' ELSE 'soldado-1-classe' END
  WHERE "military_branch" = 'aeronautica' AND "rank" IN ('soldado-variavel', 'soldado-profissional');
--> statement-breakpoint
UPDATE "military_profiles" SET "rank" = 'soldado'
  WHERE "military_branch" IN ('pm', 'bombeiros') AND "rank" IN ('soldado-variavel', 'soldado-profissional');
