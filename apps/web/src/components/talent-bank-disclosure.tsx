import { talentBankMessages } from "@pm/shared/talent";

/** What a company sees of a militar in the talent bank: said wherever he chooses to appear there. */
export function WhatCompaniesSee() {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="font-medium">{talentBankMessages.whatCompaniesSeeTitle}</p>
      <ul className="list-disc pl-5 text-muted-foreground">
        {talentBankMessages.whatCompaniesSee.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
