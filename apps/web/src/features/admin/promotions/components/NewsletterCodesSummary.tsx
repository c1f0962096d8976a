import type { NewsletterCodesSummary as Summary } from '@fengshui/shared/admin-promotions';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { newsletterCodesText } from '../logic/promotion-display.ts';

/**
 * The newsletter's welcome codes as one line: each subscriber gets a code of their own (docs/admin.md#promotions), so
 * they are counted here instead of filling the owner's list.
 */
export function NewsletterCodesSummary({ summary }: { summary: Summary }) {
  return (
    <section
      aria-label="Newsletter welcome codes"
      className="mt-6 flex items-start gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200"
    >
      <MailCheck size={20} aria-hidden className="mt-0.5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="text-ink">
          <span className="font-semibold">Newsletter welcome codes:</span>{' '}
          <span data-testid="newsletter-codes">{newsletterCodesText(summary)}</span>
        </p>
        <p className="mt-1 text-xs text-stone-600">
          Every new subscriber is e-mailed a personal code, good for one order. They are counted here, not
          listed with your codes.{' '}
          <Link
            to="/admin/newsletter"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            See subscribers
          </Link>
        </p>
      </div>
    </section>
  );
}
