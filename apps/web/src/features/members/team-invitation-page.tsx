import { zodResolver } from "@hookform/resolvers/zod";
import { authMessages } from "@pm/shared/account";
import { brazilDate } from "@pm/shared/brazil";
import { COMPANY_ROLE_LABELS, companyHomePage } from "@pm/shared/company-roles";
import type { InvitationSignUpInput } from "@pm/shared/members";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { LoadError } from "@/components/load-error";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Wordmark } from "@/components/wordmark";
import { useHydrated } from "@/hooks/use-hydrated";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { type Me, meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import {
  type InvitationDetails,
  invitationQuery,
  loadMembersModule,
  useAcceptInvitation,
  useInvitationSignUp,
} from "./api";

/** The sign-in page, on its company side. */
const signInPage = () => href("auth", {}, { type: "empresa" });

/** The sign-up schema needs zod: it loads when the visitor starts filling the form, not with the page. */
function signUpResolver(): Resolver<InvitationSignUpInput> {
  let resolver: Resolver<InvitationSignUpInput> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      const { invitationSignUpSchema } = await loadMembersModule();
      resolver = zodResolver(invitationSignUpSchema) as unknown as Resolver<InvitationSignUpInput>;
    }
    return resolver(values, context, options);
  };
}
const resolveSignUp = signUpResolver();

/** A refused form also says its first message as a toast, as the sign-up form does. */
function toastFirstError(errors: FieldErrors<InvitationSignUpInput>) {
  const first = Object.values(errors).find((e) => typeof e?.message === "string");
  if (first?.message) toast.error(String(first.message));
}

/** After joining: the toast, and the member's home in the company area. */
function useLandInTeam() {
  const navigate = useNavigate();
  return ({ me, message }: { me: Me; message: string }) => {
    toast.success(message);
    navigate(href(companyHomePage(me.companyRole ?? "recrutador")), { replace: true });
  };
}

/**
 * /auth/convite/:token, from an invitation's e-mail: who invites the visitor to which company and
 * role; then a new account, a sign-in, or 'Aceitar convite' for whoever is signed in already.
 */
export function TeamInvitationPage() {
  const { token = "" } = useParams();
  const invitation = useQuery(invitationQuery(token));
  const me = useQuery(meQuery);

  if (invitation.isPending) {
    return (
      <Frame title="Convite para equipe">
        <div className="flex justify-center py-4">
          <Spinner label="Carregando o convite..." />
        </div>
      </Frame>
    );
  }

  if (invitation.isError) {
    const error = invitation.error;
    // Not found, expired, cancelled or already accepted: said once and for all.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return (
        <Frame title="Convite indisponível" description={<span role="alert">{error.message}</span>}>
          <Button asChild className="w-full">
            <Link to={signInPage()}>Ir para o login</Link>
          </Button>
        </Frame>
      );
    }
    return (
      <Frame title="Convite para equipe">
        <LoadError
          message="Não foi possível carregar o convite"
          hint={errorMessage(error, "Verifique sua conexão e tente novamente.")}
          frame="plain"
          query={invitation}
        />
      </Frame>
    );
  }

  const details = invitation.data;
  return (
    <Frame title={`Convite para a equipe de ${details.companyName}`} description={<Invited details={details} />}>
      {me.isPending ? (
        <div className="flex justify-center py-2">
          <Spinner size="sm" label="Verificando sua sessão..." />
        </div>
      ) : me.data ? (
        <Accept token={token} me={me.data} />
      ) : details.hasAccount ? (
        <SignInToAccept notice={details.signInNotice} />
      ) : (
        <SignUpToAccept token={token} email={details.email} />
      )}
    </Frame>
  );
}

/** The auth pages' frame: the wordmark over one card. */
function Frame({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-secondary px-4 py-8">
      <Wordmark className="mb-6 text-xl" />
      <Card padding="parts" className="w-full max-w-md">
        <CardHeader>
          <h1 className="font-semibold text-lg leading-snug [overflow-wrap:anywhere]">{title}</h1>
          {description ? <div className="text-muted-foreground text-sm">{description}</div> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}

function Invited({ details }: { details: InvitationDetails }) {
  const role = COMPANY_ROLE_LABELS[details.role];
  return (
    <div className="grid gap-2 [overflow-wrap:anywhere]">
      <p>
        {details.invitedBy
          ? `${details.invitedBy} convidou você para a equipe de ${details.companyName} como ${role}.`
          : `Você foi convidado para a equipe de ${details.companyName} como ${role}.`}
      </p>
      <p>
        Convite para <strong className="font-medium text-foreground">{details.email}</strong>, válido até{" "}
        {brazilDate(new Date(details.expiresAt))}.
      </p>
    </div>
  );
}

/** Signed in: joins with this account; the API says why not when the account cannot join. */
function Accept({ token, me }: { token: string; me: Me }) {
  const accept = useAcceptInvitation(token);
  const land = useLandInTeam();
  return (
    <>
      <p className="text-sm [overflow-wrap:anywhere]">
        Você entrou como <strong className="font-medium">{me.email}</strong>.
      </p>
      {accept.isError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
        >
          {errorMessage(accept.error, "Não foi possível aceitar o convite.")}
        </p>
      ) : null}
      <Button
        className="w-full"
        disabled={accept.isPending}
        onClick={() => {
          if (accept.isPending) return;
          accept.mutate(undefined, { onSuccess: land });
        }}
      >
        {accept.isPending ? "Aceitando..." : "Aceitar convite"}
      </Button>
    </>
  );
}

/** The address has an account: sign in with it, then come back through the e-mail's link. */
function SignInToAccept({ notice }: { notice: string }) {
  const location = useLocation();
  return (
    <>
      <p className="text-sm">{notice}</p>
      <Button asChild className="w-full">
        <Link to={signInPage()} state={{ from: location }}>
          Entrar para aceitar
        </Link>
      </Button>
      <p className="text-muted-foreground text-sm">Depois de entrar, abra o link do e-mail de novo.</p>
    </>
  );
}

/** A new account for the invited address: the link proves the address, so no confirmation e-mail. */
function SignUpToAccept({ token, email }: { token: string; email: string }) {
  const signUp = useInvitationSignUp(token);
  const land = useLandInTeam();
  const hydrated = useHydrated();
  const form = useForm<InvitationSignUpInput>({
    resolver: resolveSignUp,
    defaultValues: { fullName: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      land(await signUp.mutateAsync(values));
    } catch (error) {
      // An address with an account already is said beside the button, with the way to sign in.
      if (!(error instanceof ApiRequestError && error.status === 409)) {
        toast.error(errorMessage(error, authMessages.signUpError));
      }
    }
  }, toastFirstError);
  const onSubmit = useOneSubmit(submit);
  const hasAccount = signUp.error instanceof ApiRequestError && signUp.error.status === 409;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocusCapture={() => void loadMembersModule()}
      noValidate
      className="grid gap-4"
    >
      <FormField id="invite-signup-email" label="E-mail">
        <Input id="invite-signup-email" type="email" value={email} readOnly autoComplete="email" />
      </FormField>
      <FormField id="invite-signup-fullName" label="Nome completo" error={errors.fullName?.message} required>
        <Input
          id="invite-signup-fullName"
          autoComplete="name"
          {...invalidProps("invite-signup-fullName", errors.fullName?.message)}
          {...form.register("fullName")}
        />
      </FormField>
      <FormField id="invite-signup-password" label="Senha" error={errors.password?.message} required>
        <PasswordInput
          id="invite-signup-password"
          autoComplete="new-password"
          {...invalidProps("invite-signup-password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <FormField
        id="invite-signup-confirmPassword"
        label="Confirmar senha"
        error={errors.confirmPassword?.message}
        required
      >
        <PasswordInput
          id="invite-signup-confirmPassword"
          autoComplete="new-password"
          {...invalidProps("invite-signup-confirmPassword", errors.confirmPassword?.message)}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <p className="text-muted-foreground text-sm">
        Ao criar a conta, você aceita os{" "}
        <Link to={href("terms")} target="_blank" className="text-primary underline underline-offset-4">
          Termos de Uso
        </Link>{" "}
        e a{" "}
        <Link to={href("privacy")} target="_blank" className="text-primary underline underline-offset-4">
          Política de Privacidade
        </Link>
        .
      </p>
      {hasAccount ? (
        <p role="alert" className="rounded-md border border-primary/30 bg-secondary p-3 text-sm">
          {errorMessage(signUp.error)}{" "}
          <Link to={signInPage()} className="text-primary underline underline-offset-4">
            Entrar
          </Link>
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting || signUp.isPending || !hydrated} className="w-full">
        {isSubmitting || signUp.isPending ? "Criando conta..." : "Criar conta e entrar na equipe"}
      </Button>
    </form>
  );
}
