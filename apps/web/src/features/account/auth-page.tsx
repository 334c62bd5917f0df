import { homePathFor, type Role } from "@pm/shared/account";
import { authPageVariant } from "@pm/shared/account.auth-page";
import { CONTINUE_PATH } from "@pm/shared/job-links.continue";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, BriefcaseBusiness, Shield } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Wordmark } from "@/components/wordmark";
import { meQuery } from "@/lib/session";
import { cx } from "@/lib/utils";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/**
 * After sign-in, go back where the guard found the user, if that page belongs to their area; a
 * militar who came from a public job's 'Candidatar-se' (?continuar=) goes to that job.
 */
function destinationFor(role: Role, from: unknown, continueTo: string | undefined): string {
  const home = homePathFor(role);
  if (role === "militar" && continueTo) return continueTo;
  const path = (from as { pathname?: string; search?: string } | undefined)?.pathname;
  if (path && (path === home || path.startsWith(`${home}/`))) {
    return path + ((from as { search?: string }).search ?? "");
  }
  return home;
}

/** The job a visitor wants to apply to, when the address names one the app accepts. */
const continuePathOf = (value: string | null) => (value && CONTINUE_PATH.test(value) ? value : undefined);

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { data: me, isPending } = useQuery(meQuery);
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // E-mails link to `?esqueci=1` to open the reset form. Set after the first render, so the
  // prerendered page (the sign-in form) hydrates as it was built.
  const askedForReset = params.get("esqueci") === "1";
  useEffect(() => {
    if (askedForReset) setForgot(true);
  }, [askedForReset]);

  const query = { type: params.get("type"), tab: params.get("tab"), plan: params.get("plan") };
  const continueTo = continuePathOf(params.get("continuar"));
  const { role, tab } = authPageVariant(query);
  // The plan the sign-up form starts with, also when the visitor opens the tab by hand.
  const plan = authPageVariant({ ...query, tab: "signup" }).plan ?? undefined;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true, state: location.state });
  };

  // The page is prerendered: the form shows at once, with a spinner while the session is checked.
  if (me) return <Navigate to={destinationFor(me.profile.role, location.state?.from, continueTo)} replace />;

  const title = role === "militar" ? "Acesso Militar" : "Acesso Empresa";
  const description =
    role === "militar"
      ? "Encontre vagas, trilhas e benefícios para a sua transição de carreira."
      : "Publique vagas e encontre profissionais com formação militar.";

  return (
    <main className="flex min-h-svh flex-col items-center bg-gradient-to-b from-secondary to-background px-4 py-8">
      <div className="w-full max-w-md">
        <Link
          to={href("home")}
          className="mb-6 inline-flex items-center gap-2 text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar para o início
        </Link>
        <div className="mb-6 text-center">
          <Wordmark className="mb-4 text-xl" />
          <h1 className="font-bold text-2xl tracking-tight">Bem-vindo à Próxima Missão</h1>
          <p className="mt-1 text-muted-foreground">Entre ou crie sua conta para continuar.</p>
        </div>

        <fieldset className="mb-4 grid grid-cols-2 gap-2 rounded-lg bg-muted p-1">
          <legend className="sr-only">Tipo de conta</legend>
          {(
            [
              ["militar", "Militar", Shield],
              ["empresa", "Empresa", BriefcaseBusiness],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={role === value}
              onClick={() => {
                setForgot(false);
                setNotice(null);
                update({ type: value, plan: null });
              }}
              className={cx(
                "inline-flex h-10 items-center justify-center gap-2 rounded-md font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                role === value
                  ? "bg-primary text-primary-foreground shadow-sm"
                  : "text-foreground/80 hover:bg-background",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </fieldset>

        <Card padding="parts">
          <CardHeader className="relative">
            {isPending ? (
              <span className="absolute top-0 right-6">
                <Spinner size="sm" label="Verificando sua sessão..." />
              </span>
            ) : null}
            <CardTitle>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs
              value={tab}
              onValueChange={(value) => {
                setForgot(false);
                update({ tab: value === "signup" ? "signup" : null });
              }}
            >
              <TabsList>
                <TabsTrigger value="login">Entrar</TabsTrigger>
                <TabsTrigger value="signup">Cadastrar</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                {notice ? (
                  <p role="status" className="mb-4 rounded-md border border-primary/30 bg-secondary p-3 text-sm">
                    {notice}
                  </p>
                ) : null}
                {forgot ? (
                  <ForgotPasswordForm onBack={() => setForgot(false)} />
                ) : (
                  <SignInForm
                    onForgot={() => setForgot(true)}
                    destination={(signedInRole) => destinationFor(signedInRole, location.state?.from, continueTo)}
                  />
                )}
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm
                  key={role}
                  role={role}
                  plan={plan}
                  continueTo={role === "militar" ? continueTo : undefined}
                  onMilitarySignedUp={(email) => {
                    setNotice(
                      `Enviamos um link de confirmação para ${email}. Abra seu e-mail para ativar a conta e depois entre.`,
                    );
                    update({ tab: null });
                  }}
                />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
