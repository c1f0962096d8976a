import { BUSINESS } from '@fengshui/shared/constants';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';

const MAP_URL = `https://www.google.com/maps?q=${encodeURIComponent(BUSINESS.address)}&output=embed`;

/** docs/content.md#contact: the map and the shop's contact details beside the form. */
export function BusinessInfo({ showMap = true }: { showMap?: boolean }) {
  const telHref = `tel:${BUSINESS.phone.replace(/[^+\d]/g, '')}`;
  const rows = [
    { icon: <MapPin size={20} />, label: 'Visit us', body: BUSINESS.address },
    {
      icon: <Clock size={20} />,
      label: 'Business hours',
      body: (
        <>
          {BUSINESS.hours}
          <span className="block text-stone-500">{BUSINESS.hoursNote}</span>
        </>
      ),
    },
    {
      icon: <Phone size={20} />,
      label: 'Call us',
      body: (
        <a href={telHref} className="text-brand-600 hover:underline">
          {BUSINESS.phone}
        </a>
      ),
    },
    {
      icon: <Mail size={20} />,
      label: 'Email us',
      body: (
        <a href={`mailto:${BUSINESS.email}`} className="break-all text-brand-600 hover:underline">
          {BUSINESS.email}
        </a>
      ),
    },
  ];
  return (
    <aside aria-label="Our contact details" className="space-y-5">
      <dl className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        {rows.map((row) => (
          // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the <dt>, placed beside both.
          <div key={row.label} className="relative min-h-10 pl-13 text-sm">
            <dt className="font-semibold text-ink">
              <span
                aria-hidden
                className="absolute top-0 left-0 flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-600"
              >
                {row.icon}
              </span>
              {row.label}
            </dt>
            <dd className="mt-0.5 min-w-0 text-stone-700">{row.body}</dd>
          </div>
        ))}
      </dl>
      {showMap && (
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 shadow-sm">
          <iframe
            title={`Map to ${BUSINESS.name}`}
            src={MAP_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="block h-64 w-full border-0 sm:h-72"
          />
        </div>
      )}
    </aside>
  );
}
