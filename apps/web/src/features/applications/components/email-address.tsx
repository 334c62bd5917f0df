import { Fragment } from "react";

/** A piece of an address that may break before each of its dots, and anywhere only as a last resort. */
function Piece({ text }: { text: string }) {
  return (
    <span className="inline-block max-w-full wrap-anywhere">
      {text.split(/(?=\.)/).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * An e-mail address that, when it does not fit, first moves its "@domain" to the next line, then
 * breaks before a dot, and inside a word only when that word alone is wider than the line.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <Piece text={email} />;
  return (
    <>
      <Piece text={email.slice(0, at)} />
      <wbr />
      <Piece text={email.slice(at)} />
    </>
  );
}
