import { type FormEvent, useRef } from "react";

/**
 * A form's submit handler that takes one submission at a time. The button is disabled only once
 * React re-renders, and the form's schema may still be loading when the first click lands: a
 * second click or Enter in that gap would send the request (and show its toast) twice.
 */
export function useOneSubmit(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const inFlight = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };
}
