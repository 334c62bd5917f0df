// npm run operator:create -- email@empresa.com.br [--name "Nome Sobrenome"]
// Creates an operator of the console (/operacao), or issues a new link for one that exists, and
// prints the one-time link to choose the password. The operator then confirms an authenticator
// app on the first visit to the console.
import { z } from "zod";
import { openAppDatabaseOrExit } from "../src/deps";
import { loadEnv } from "../src/env";
import {
  createOperator,
  OPERATOR_LINK_HOURS,
  operatorPasswordLink,
} from "../src/features/operations/operators.queries";

const args = process.argv.slice(2);
const nameAt = args.indexOf("--name");
const name = nameAt >= 0 ? args[nameAt + 1] : undefined;
const email = args.find((arg, i) => !arg.startsWith("--") && i !== nameAt + 1);
const parsedEmail = z.email().safeParse(email?.trim().toLowerCase());
if (!parsedEmail.success) {
  console.error('Uso: npm run operator:create -- email@empresa.com.br [--name "Nome Sobrenome"]');
  process.exit(2);
}

const env = loadEnv();
const database = await openAppDatabaseOrExit(env, "operator-create");
try {
  await database.migrate();
  const fullName = name?.trim() || parsedEmail.data.split("@")[0] || parsedEmail.data;
  const result = await createOperator(database.db, parsedEmail.data, fullName);
  if (result.status === "taken") {
    console.error(`O e-mail ${parsedEmail.data} já pertence a uma conta de ${result.role}; use outro endereço.`);
    process.exitCode = 1;
  } else {
    const link = operatorPasswordLink(env.BASE_URL, result.token);
    console.log(
      result.status === "created" ? `Operador criado: ${parsedEmail.data}` : `Novo link para ${parsedEmail.data}`,
    );
    console.log(`Link para definir a senha (uso único, válido por ${OPERATOR_LINK_HOURS} horas):`);
    console.log(link);
  }
} finally {
  await database.close();
}
