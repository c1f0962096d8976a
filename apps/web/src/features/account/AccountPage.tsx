import { Package } from 'lucide-react';
import { Link, Route, Routes } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useSession } from '../../lib/session/session-api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DangerZoneSection } from './components/DangerZoneSection.tsx';
import { NotificationDevicesSection } from './components/NotificationDevicesSection.tsx';
import { OrderPlacedNotice } from './components/OrderPlacedNotice.tsx';
import { PasswordSection } from './components/PasswordSection.tsx';
import { PersonalDetailsSection } from './components/PersonalDetailsSection.tsx';
import { ShippingSection } from './components/ShippingSection.tsx';
import { TextMessagesSection } from './components/TextMessagesSection.tsx';

const SECTIONS = [
  { id: 'personal-details', label: 'Personal Details' },
  { id: 'text-messages', label: 'Text Messages' },
  { id: 'password-settings', label: 'Password Settings' },
  { id: 'shipping-details', label: 'Shipping Details' },
  { id: 'notification-settings', label: 'Notifications' },
  { id: 'danger-zone', label: 'Danger Zone' },
] as const;

/**
 * /account/* (docs/accounts.md#account-page): the router wraps it in RequireAuth and leaves the account area's
 * sub-pages to it. Order history, order detail and tracking join these routes in their own issues.
 */
export function AccountPage() {
  return (
    <Routes>
      <Route index element={<AccountOverview />} />
      <Route path="*" element={<AccountPageNotFound />} />
    </Routes>
  );
}

function AccountPageNotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-700">Page not found</h1>
      <p className="mt-3 text-stone-600">This part of your account does not exist.</p>
      <Link
        to="/account"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Back to My Account
      </Link>
    </section>
  );
}

function AccountOverview() {
  useDocumentTitle('My Account');
  const { user, status } = useSession();

  if (status === 'loading') return <Spinner label="Loading your account…" />;
  // RequireAuth sends a signed-out visitor to /login; nothing to show in the meantime.
  if (!user) return null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 lg:mb-8">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-widest text-gold-700">My Account</p>
          <h1 className="mt-1 font-display text-3xl font-bold text-brand-700 sm:text-4xl">
            Hello, {user.firstName || user.username}
          </h1>
          <p className="mt-1 text-sm text-stone-600">
            Manage your details, password, delivery addresses and notifications.
          </p>
        </div>
        <Link
          to="/account/purchases"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 bg-white px-5 text-sm font-semibold text-brand-600 hover:bg-brand-50"
        >
          <Package size={17} aria-hidden />
          My Purchases
        </Link>
      </header>

      <OrderPlacedNotice />
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <nav aria-label="Account sections" className="hidden lg:sticky lg:top-24 lg:block">
          <ul className="flex flex-col gap-1 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-lg px-3 py-2 font-medium text-stone-600 hover:bg-white hover:text-brand-700"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-5 lg:gap-6">
          <PersonalDetailsSection user={user} />
          <TextMessagesSection />
          <PasswordSection />
          <ShippingSection />
          <NotificationDevicesSection userId={user.id} />
          <DangerZoneSection />
        </div>
      </div>
    </div>
  );
}
