import { describe, expect, it } from "vitest";
import {
  applicationStatusEmailSubject,
  applicationStatusSentence,
  isApplicationStatusData,
  isBenefitNotification,
  markNotificationsReadSchema,
  notificationPath,
  notificationText,
} from "./notifications";

describe("notifications", () => {
  it("words a status change in pt-BR", () => {
    const data = { jobTitle: "Coordenador de Logística", companyName: "Logística Forte" };
    expect(notificationText("application_status", { ...data, status: "em_analise" })).toBe(
      "Sua candidatura para Coordenador de Logística na Logística Forte está em análise.",
    );
    expect(notificationText("application_status", { ...data, status: "aprovado" })).toBe(
      "Sua candidatura para Coordenador de Logística na Logística Forte foi aprovada.",
    );
    expect(notificationText("application_status", { ...data, status: "rejeitado" })).toBe(
      "Sua candidatura para Coordenador de Logística na Logística Forte não foi selecionada.",
    );
    expect(notificationText("application_status", { ...data, status: "toString" })).toBe(
      "Você tem uma nova notificação.",
    );
    expect(notificationText("other", {})).toBe("Você tem uma nova notificação.");
  });
});

describe("notification data", () => {
  const data = { jobTitle: "Coordenador de Logística", companyName: "Logística Forte", status: "aprovado" };

  it("words a change without a company name, and a pending again", () => {
    expect(notificationText("application_status", { jobTitle: "Motorista", status: "pendente" })).toBe(
      "Sua candidatura para Motorista voltou a ficar pendente.",
    );
    expect(notificationText("application_status", { ...data, companyName: "" })).toBe(
      "Sua candidatura para Coordenador de Logística foi aprovada.",
    );
  });

  it("says a status it does not know was updated, rather than nothing", () => {
    expect(applicationStatusSentence({ ...data, status: "arquivada" as never })).toBe(
      "Sua candidatura para Coordenador de Logística na Logística Forte foi atualizada.",
    );
  });

  it("trusts only data of the right shape", () => {
    for (const bad of [
      null,
      "texto",
      { ...data, jobTitle: 3 },
      { ...data, status: 1 },
      { jobTitle: "Motorista" },
      { status: "aprovado" },
      { ...data, companyName: 7 },
      { ...data, companyName: null },
    ]) {
      expect(isApplicationStatusData(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isApplicationStatusData(data)).toBe(true);
    expect(isApplicationStatusData({ jobTitle: "Motorista", status: "pendente" })).toBe(true);
  });

  it("names the e-mail of a status change, and reads the ids to mark", () => {
    expect(applicationStatusEmailSubject("Motorista")).toBe("Sua candidatura para Motorista foi atualizada");
    const id = "0b7a4f7e-2f7e-4c5b-9d43-7a1c3e1f2a10";
    expect(markNotificationsReadSchema.parse({ ids: [id] })).toEqual({ ids: [id] });
    expect(markNotificationsReadSchema.parse({})).toEqual({});
    expect(markNotificationsReadSchema.safeParse({ ids: ["x"] }).error?.issues[0]?.message).toBe(
      "Notificação inválida",
    );
    expect(markNotificationsReadSchema.safeParse({ ids: Array(101).fill(id) }).error?.issues[0]?.message).toBe(
      "Informe no máximo 100 notificações",
    );
    expect(markNotificationsReadSchema.safeParse({ ids: Array(100).fill(id) }).success).toBe(true);
  });
});

describe("benefit notifications", () => {
  it("word a use at the partner, with or without cashback, and cashback become available", () => {
    expect(
      notificationText("benefit_used", { redemptionId: "r", offerTitle: "20% em consultas", cashbackCents: 755 }),
    ).toBe("Seu benefício 20% em consultas foi usado. Cashback de R$ 7,55 pendente por 30 dias.");
    expect(notificationText("benefit_used", { redemptionId: "r", offerTitle: "Pão", cashbackCents: 0 })).toBe(
      "Seu benefício Pão foi usado.",
    );
    expect(notificationText("cashback_available", { redemptionId: "r", offerTitle: "Pão", cashbackCents: 2000 })).toBe(
      "Seu cashback de R$ 20,00 (Pão) está disponível para saque.",
    );
  });

  it("fall back to a true sentence when the data is not theirs", () => {
    expect(notificationText("benefit_used", { offerTitle: "Pão" })).toBe("Você tem uma nova notificação.");
    expect(notificationText("cashback_available", { offerTitle: 1, cashbackCents: 1 })).toBe(
      "Você tem uma nova notificação.",
    );
    expect(isBenefitNotification("application_status", { offerTitle: "Pão", cashbackCents: 1 })).toBe(false);
    expect(isBenefitNotification("benefit_used", { offerTitle: "Pão", cashbackCents: 1.5 })).toBe(false);
  });
});

describe("a notification's kind decides its sentence", () => {
  const statusData = { jobTitle: "Vigilante", companyName: "Guardiã", status: "aprovado" };

  it("never words another kind as an application's status, and reads no data that is not an object", () => {
    expect(notificationText("application_status", statusData)).toBe(
      "Sua candidatura para Vigilante na Guardiã foi aprovada.",
    );
    expect(notificationText("message_received", statusData)).toBe("Você tem uma nova notificação.");
    for (const data of [null, undefined, "texto", 1]) {
      expect(isApplicationStatusData(data), String(data)).toBe(false);
      expect(notificationText("application_status", data)).toBe("Você tem uma nova notificação.");
    }
  });
});

describe("answers to requests under the LGPD", () => {
  it("names the right and the outcome, and takes the militar to his settings", () => {
    expect(notificationText("privacy_request", { requestId: "r1", kind: "acesso", status: "recusada" })).toBe(
      "Sua solicitação “Acesso aos dados” foi recusada. Veja a resposta em Configurações.",
    );
    expect(notificationPath("privacy_request")).toBe("/app/configuracoes#secao-privacidade");
  });

  it("falls back to the generic sentence for an unknown right or status", () => {
    const generic = "Você tem uma nova notificação.";
    expect(notificationText("privacy_request", { kind: "tudo", status: "atendida" })).toBe(generic);
    expect(notificationText("privacy_request", { kind: "acesso", status: "aberta" })).toBe(generic);
    expect(notificationText("privacy_request", null)).toBe(generic);
  });
});
