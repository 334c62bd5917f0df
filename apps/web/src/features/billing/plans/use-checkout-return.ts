import { href } from "@pm/shared/pages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { type BillingScope, refreshPlanQueries, verifyPaymentQuery } from "../api";

/** A provider's webhook can trail the buyer's return by a few seconds: ask again before giving up. */
const VERIFY_ATTEMPTS = 6;
const VERIFY_INTERVAL_MS = 1500;

const RETURN_PARAMS = ["success", "canceled", "plan", "session_id"];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider sends the buyer back to the plans screen (/empresa/planos, /app/pagamentos) with `success=true&plan=…&session_id=…`
 * or `canceled=true`. Each return is announced once (StrictMode runs effects twice, and the
 * URL is cleaned so a reload announces nothing), and a paid session refreshes the plan shown.
 */
export function useCheckoutReturn(scope: BillingScope = "company") {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  const success = params.get("success") === "true";
  const canceled = params.get("canceled") === "true";
  const sessionId = params.get("session_id");
  const signature = success || canceled ? params.toString() : null;

  useEffect(() => {
    if (signature === null) {
      handled.current = null;
      return;
    }
    if (handled.current === signature) return;
    handled.current = signature;

    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );

    if (canceled) {
      toast.error("Pagamento cancelado");
      return;
    }
    if (!sessionId) {
      toast.success("Pagamento realizado com sucesso!");
      void refreshPlanQueries(queryClient);
      return;
    }
    void (async () => {
      try {
        for (let attempt = 1; ; attempt++) {
          const result = await queryClient.fetchQuery(verifyPaymentQuery(sessionId, scope));
          if (result.paid) break;
          if (attempt >= VERIFY_ATTEMPTS) {
            // The toast leads to the support page of the buyer's own area.
            toast.error("Pagamento não confirmado. Entre em contato com o suporte.", {
              label: "Abrir suporte",
              onClick: () => void navigate(href(scope === "military" ? "militarySupport" : "companySupport")),
            });
            return;
          }
          await wait(VERIFY_INTERVAL_MS);
        }
        await refreshPlanQueries(queryClient);
        toast.success("Pagamento realizado com sucesso!");
      } catch {
        toast.error("Erro ao verificar pagamento");
      }
    })();
  }, [signature, canceled, sessionId, setParams, queryClient, scope, navigate]);
}
