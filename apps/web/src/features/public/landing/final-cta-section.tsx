import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SIGN_UP } from "./site-nav";

// The default olive focus ring would vanish against this olive band.
const ON_PRIMARY_FOCUS = "focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary";

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center md:px-6 md:py-20">
        <h2 id="final-cta-title" className="text-balance font-bold text-3xl tracking-tight md:text-4xl">
          Pronto para a sua próxima missão?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-primary-foreground/90 leading-relaxed">
          Crie sua conta em poucos minutos. Se você está deixando o serviço, encontre a sua vaga. Se a sua empresa
          contrata, encontre quem já provou que sabe cumprir uma missão.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent" className={ON_PRIMARY_FOCUS}>
            <Link to={SIGN_UP.militar}>Sou militar, quero me cadastrar</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className={`border-transparent text-foreground ${ON_PRIMARY_FOCUS}`}
          >
            <Link to={SIGN_UP.empresa}>Sou empresa, quero contratar</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
