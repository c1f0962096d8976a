import { PrivacyPolicy } from '../../../components/legal/privacy-policy.tsx';
import { PageHero } from '../../../components/PageHero.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /privacy-policy (docs/content.md#legal-pages): the same text as the footer's Privacy Policy dialog. */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy" />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <article className="rounded-2xl border border-stone-200 bg-white p-5 text-sm leading-relaxed text-stone-700 shadow-sm sm:p-8 sm:text-base">
          <PrivacyPolicy headingLevel="h2" />
        </article>
      </div>
    </>
  );
}
