import { Fragment } from 'react';
import './emailAddress.css';

/**
 * Where an e-mail address may break across lines (issue 31 item 17): after the '@' and before each
 * dot, as a person would write it on two lines; never inside a part ('thames-surplus', 'example').
 */
export function emailLineParts(address: string): string[] {
  const at = address.indexOf('@');
  if (at < 0) return [address];
  const [first, ...rest] = address.slice(at + 1).split('.');
  return [address.slice(0, at + 1), first ?? '', ...rest.map((part) => `.${part}`)];
}

/** An e-mail address in a narrow place (a table cell at phone width): whole parts on each line. */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span className={className ? `email-address ${className}` : 'email-address'} data-testid="email-address">
      {emailLineParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
