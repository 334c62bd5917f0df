import { href } from "@pm/shared/pages";
import { Link } from "react-router";
import { Wordmark } from "@/components/wordmark";
import { mailto, publicConfig } from "@/lib/public-config";

const FIRST_YEAR = "2025";

export function PublicFooter() {
  const year = publicConfig.year;
  const span = year === FIRST_YEAR ? FIRST_YEAR : `${FIRST_YEAR}–${year}`;
  return (
    <footer className="border-t bg-sidebar text-sidebar-foreground">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr] md:px-6">
        <div className="space-y-3">
          <Wordmark light />
          <p className="max-w-sm text-sidebar-muted text-sm">
            A ponte entre quem serviu ao país e as empresas que valorizam disciplina, liderança e compromisso.
          </p>
        </div>
        <nav aria-label="Institucional" className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold text-white">Institucional</h2>
          <Link to={href("partners")} className="hover:underline">
            Parceiros
          </Link>
          <Link to={href("terms")} className="hover:underline">
            Termos de Uso
          </Link>
          <Link to={href("privacy")} className="hover:underline">
            Privacidade
          </Link>
        </nav>
        <nav aria-label="Suporte" className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold text-white">Suporte</h2>
          <Link to={href("help")} className="hover:underline">
            Central de Ajuda
          </Link>
          <a href={mailto(publicConfig.contactEmail, "Contato pelo site")} className="hover:underline">
            Contato
          </a>
        </nav>
      </div>
      <div className="border-sidebar-border border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sidebar-muted text-xs md:px-6">
          © {span} Próxima Missão. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
