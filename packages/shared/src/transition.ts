// 'Plano de transição': the occupation pages the skills translator leads to (the jobs of the
// occupation's família, the pay they offer, what they ask and what closes the gap) and the
// militar's plan on a timeline to his discharge date. The schemas both the API and the forms
// validate with; the limits, steps and pt-BR texts are in transition.constants.ts, re-exported here.
import { z } from "zod";
import { brazilDay } from "./brazil";
import {
  addMonths,
  DISCHARGE_MAX_YEARS_AHEAD,
  DISCHARGE_MAX_YEARS_PAST,
  transitionMessages,
} from "./transition.constants";

export * from "./transition.constants";

/** A CBO occupation: six digits. */
export const occupationCodeSchema = z.string().regex(/^\d{6}$/, { error: transitionMessages.occupationInvalid });

/**
 * The plan's form: the discharge date (optional: a veteran has none) within 10 years ahead and 5
 * years past today (Brazil's day when it is checked), the chosen occupation (optional), and the
 * monthly e-mail.
 */
export const transitionPlanSchema = z.strictObject({
  dischargeDate: z
    .union([z.iso.date({ error: transitionMessages.dischargeInvalid }), z.null()], {
      error: transitionMessages.dischargeInvalid,
    })
    .superRefine((value, ctx) => {
      if (value === null) return;
      const today = brazilDay(new Date());
      if (value > addMonths(today, DISCHARGE_MAX_YEARS_AHEAD * 12))
        ctx.addIssue({ code: "custom", message: transitionMessages.dischargeTooFar });
      else if (value < addMonths(today, -DISCHARGE_MAX_YEARS_PAST * 12))
        ctx.addIssue({ code: "custom", message: transitionMessages.dischargeTooOld });
    }),
  occupationCode: z.union([occupationCodeSchema, z.null()], { error: transitionMessages.occupationInvalid }),
  reminders: z.boolean({ error: "Informe se deseja receber os lembretes" }),
});
export type TransitionPlanInput = z.output<typeof transitionPlanSchema>;

export const reminderTokenSchema = z.strictObject({ token: z.string().min(10).max(200) });
