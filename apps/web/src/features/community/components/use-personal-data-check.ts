import { useRef, useState } from "react";
import { isPersonalDataError } from "../api";

/**
 * Posting with the API's personal-data check: `post` sends once at a time; when the API answers
 * PERSONAL_DATA, the input is held and `dialog` (PersonalDataDialog's props) asks the author.
 * 'Publicar mesmo assim' sends the very same input with `confirmPersonalData`; 'Revisar texto'
 * lets it go, and the form still holds what was typed.
 */
export function usePersonalDataCheck<Input extends { confirmPersonalData?: boolean }, Result>({
  send,
  sent,
  failed,
}: {
  send: (input: Input) => Promise<Result>;
  sent: (result: Result) => void;
  failed: (error: unknown) => void;
}) {
  const [held, setHeld] = useState<{ input: Input; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  // A second click lands before React re-renders the disabled button: the ref says no at once.
  const inFlight = useRef(false);

  const post = async (input: Input) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      const result = await send(input);
      setHeld(null);
      sent(result);
    } catch (error) {
      if (isPersonalDataError(error) && !input.confirmPersonalData) {
        setHeld({ input, message: error.message });
      } else {
        setHeld(null);
        failed(error);
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return {
    post,
    pending,
    dialog: {
      message: held?.message ?? null,
      pending,
      onReview: () => setHeld(null),
      onConfirm: () => (held ? post({ ...held.input, confirmPersonalData: true }) : undefined),
    },
  };
}
