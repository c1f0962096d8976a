import { BUSINESS } from '@fengshui/shared/constants';

/** The contact list that closes every legal document. */
export function LegalContact({
  listClassName,
  linkClassName,
}: {
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <ul className={listClassName}>
      <li>
        E-mail:{' '}
        <a href={`mailto:${BUSINESS.email}`} className={linkClassName}>
          {BUSINESS.email}
        </a>
      </li>
      <li>
        Phone:{' '}
        <a href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`} className={linkClassName}>
          {BUSINESS.phone}
        </a>
      </li>
      <li>
        Address: {BUSINESS.name}, {BUSINESS.address}
      </li>
      <li>
        Hours: {BUSINESS.hours} ({BUSINESS.hoursNote.toLowerCase()})
      </li>
    </ul>
  );
}
