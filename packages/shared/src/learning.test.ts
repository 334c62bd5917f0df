import { describe, expect, it } from "vitest";
import {
  answersToPass,
  CERTIFICATE_CODE_PATTERN,
  canTakePath,
  certificatePath,
  hoursText,
  learningStatusLabel,
  learningMessages as m,
  minutesText,
  pathPercent,
  quizPassed,
  quizScorePercent,
} from "./learning";
import { learningCompletedSentence, notificationPath, notificationText } from "./notifications";

describe("who takes which path", () => {
  it("opens FREE paths to everyone and PREMIUM paths to PREMIUM only", () => {
    expect(canTakePath("FREE", "FREE")).toBe(true);
    expect(canTakePath("PREMIUM", "FREE")).toBe(true);
    expect(canTakePath("PREMIUM", "PREMIUM")).toBe(true);
    expect(canTakePath("FREE", "PREMIUM")).toBe(false);
  });
});

describe("a quiz's score", () => {
  it("passes at 70 %, rounding nothing up", () => {
    expect(quizPassed(7, 10)).toBe(true);
    expect(quizPassed(69, 100)).toBe(false);
    expect(quizPassed(3, 4)).toBe(true);
    expect(quizPassed(2, 3)).toBe(false);
    expect(quizPassed(3, 3)).toBe(true);
    expect(quizPassed(0, 0)).toBe(false);
    expect(quizScorePercent(2, 3)).toBe(66);
    expect(quizScorePercent(699, 1000)).toBe(69);
    expect(quizScorePercent(1, 0)).toBe(0);
    expect([2, 3, 4, 5, 10].map(answersToPass)).toEqual([2, 3, 3, 4, 7]);
  });

  it("counts a path's complete modules in whole percent, down", () => {
    expect(pathPercent(1, 3)).toBe(33);
    expect(pathPercent(2, 3)).toBe(66);
    expect(pathPercent(5, 5)).toBe(100);
    expect(pathPercent(0, 0)).toBe(0);
  });
});

describe("what the paths say", () => {
  it("words each status, duration and text as written", () => {
    expect(learningStatusLabel("not_started", 0)).toBe("Não iniciado");
    expect(learningStatusLabel("in_progress", 40)).toBe("Em progresso (40%)");
    expect(learningStatusLabel("completed", 100)).toBe("Concluído");
    expect([m.start, m.continue, m.review, m.empty, m.locked, m.markRead]).toEqual([
      "Iniciar",
      "Continuar",
      "Revisar",
      "Nenhuma trilha encontrada",
      "Disponível no PREMIUM",
      "Marcar como lida",
    ]);
    expect(m.enrolled(0)).toBe("Seja o primeiro a começar");
    expect(m.enrolled(1)).toBe("1 militar inscrito");
    expect(m.enrolled(2)).toBe("2 militares inscritos");
    expect(m.enrolled(1234)).toBe("1.234 militares inscritos");
    expect(m.quizHint(3)).toBe(
      "Acerte pelo menos 70% das perguntas (3 de 3) para concluir o módulo. Você pode tentar quantas vezes quiser.",
    );
    expect([hoursText(1), hoursText(8)]).toEqual(["1 hora", "8 horas"]);
    expect([25, 60, 90, 125].map(minutesText)).toEqual(["25 min", "1 h", "1 h 30 min", "2 h 05 min"]);
  });

  it("verifies a certificate at its own address, by a code without look-alike characters", () => {
    expect(certificatePath("JN9UR63M8J")).toBe("/certificados/JN9UR63M8J");
    expect(CERTIFICATE_CODE_PATTERN.test("JN9UR63M8J")).toBe(true);
    for (const code of ["JN9UR63M8", "JN9UR63M8O", "jn9ur63m8j", "JN9UR63M81"]) {
      expect(CERTIFICATE_CODE_PATTERN.test(code), code).toBe(false);
    }
  });

  it("tells of a completed path in the bell and takes him to it", () => {
    const data = { pathSlug: "seguranca-privada", pathTitle: "Segurança privada", code: "JN9UR63M8J" };
    expect(learningCompletedSentence(data)).toBe(
      "Você concluiu a trilha Segurança privada. Seu certificado está disponível.",
    );
    expect(notificationText("learning_completed", data)).toBe(learningCompletedSentence(data));
    expect(notificationPath("learning_completed", data)).toBe("/app/trilhas/seguranca-privada");
    expect(notificationPath("learning_completed", {})).toBe("/app/vagas");
  });
});
