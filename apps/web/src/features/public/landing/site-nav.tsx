import { href } from "@pm/shared/pages";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { HeaderLink } from "../components/public-header";

/** The header links of the landing page and the help center (SPEC, route "/"). */
export const SITE_LINKS: HeaderLink[] = [
  { label: "Vagas", to: href("publicJobs") },
  { label: "Planos Militares", to: href("militaryPricing") },
  { label: "Planos Empresas", to: href("companyPricing") },
  { label: "Seja Parceiro", to: href("partners") },
];

/** Sign-up entry points; the auth page reads `type` and `tab` to open the right form. */
export const SIGN_UP = {
  militar: href("auth", {}, { type: "militar", tab: "signup" }),
  empresa: href("auth", {}, { type: "empresa", tab: "signup" }),
} as const;

export function SignInAction() {
  return (
    <Button asChild>
      <Link to={href("auth")}>Entrar</Link>
    </Button>
  );
}
