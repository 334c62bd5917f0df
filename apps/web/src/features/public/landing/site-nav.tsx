import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { HeaderLink } from "../components/public-header";

/** The header links of the landing page and the help center (SPEC, route "/"). */
export const SITE_LINKS: HeaderLink[] = [
  { label: "Vagas", to: "/vagas" },
  { label: "Planos Militares", to: "/precos/militar" },
  { label: "Planos Empresas", to: "/precos/empresa" },
  { label: "Seja Parceiro", to: "/parceiros" },
];

/** Sign-up entry points; the auth page reads `type` and `tab` to open the right form. */
export const SIGN_UP = {
  militar: "/auth?type=militar&tab=signup",
  empresa: "/auth?type=empresa&tab=signup",
} as const;

export function SignInAction() {
  return (
    <Button asChild>
      <Link to="/auth">Entrar</Link>
    </Button>
  );
}
