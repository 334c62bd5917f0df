import { homePathFor } from "@pm/shared/account";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { PublicPage } from "@/features/public/components/public-page";
import { SITE_LINKS, SignInAction } from "@/features/public/landing/site-nav";
import { meQuery } from "@/lib/session";

/**
 * Any path the app has no page for (the server answers it with 404). In Portuguese, inside the
 * public site's header and footer, like every other page (decision 026); a signed-in user also
 * gets the way back to his own area.
 */
export function NotFound() {
  const location = useLocation();
  const { data: me } = useQuery(meQuery);
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <PublicPage links={SITE_LINKS} actions={me === null ? <SignInAction /> : null}>
      <section
        aria-labelledby="nao-encontrada-titulo"
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-28"
      >
        <p className="font-bold text-5xl text-primary tabular-nums" aria-hidden="true">
          404
        </p>
        <h1 id="nao-encontrada-titulo" className="mt-4 font-bold text-3xl tracking-tight">
          Página não encontrada
        </h1>
        <p className="mt-3 text-muted-foreground">
          O endereço pode ter sido digitado errado ou a página mudou de lugar. Confira o link ou siga por um dos
          caminhos abaixo.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={href("home")}>Voltar para o início</Link>
          </Button>
          {me ? (
            <Button asChild variant="outline">
              <Link to={homePathFor(me.profile.role)}>Ir para o meu painel</Link>
            </Button>
          ) : null}
        </div>
      </section>
    </PublicPage>
  );
}
