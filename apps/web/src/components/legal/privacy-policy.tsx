import { BUSINESS } from '@fengshui/shared/constants';
import { LegalContact } from './LegalContact.tsx';

const heading = 'mt-4 mb-2 font-semibold text-ink';
const list = 'list-disc pl-5 space-y-1';
const link = 'font-medium text-brand-700 underline';

/** Privacy Policy of the Feng Shui Prosper online shop: nine sections, effective January 01, 2025. */
export function PrivacyPolicy({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  // Under the dialog's title the sections are h3; on /privacy-policy they sit right under the page's h1.
  const Heading = headingLevel;
  const mailto = `mailto:${BUSINESS.email}`;
  return (
    <div className="space-y-2">
      <p className="text-xs text-stone-500">Effective date: January 01, 2025</p>

      <Heading className={heading}>1. Introduction</Heading>
      <p>
        {BUSINESS.name} ("we", "us" or "our") respects your privacy. This Privacy Policy explains what
        personal information we collect when you use our website and online shop, how we use it, who we share
        it with, and the choices you have.
      </p>
      <p>
        We handle your personal information in line with the Data Privacy Act of 2012 (Republic Act No.
        10173), its Implementing Rules and Regulations, and the rules of the National Privacy Commission. By
        using our website, you agree to the practices described in this policy.
      </p>

      <Heading className={heading}>2. Information We Collect</Heading>
      <p>We collect only what we need to run our shop and serve you:</p>
      <ul className={list}>
        <li>
          <strong>Account details:</strong> your username, first and last name, e-mail address, mobile number
          and password when you sign up with e-mail.
        </li>
        <li>
          <strong>Social login:</strong> if you sign in with Google, we receive your name, e-mail address and
          profile picture from Google. We never receive your Google password.
        </li>
        <li>
          <strong>Shipping details:</strong> the recipient's name, mobile number, e-mail and delivery address
          (region, province, city, barangay, street and postal code) that you save or enter at checkout.
        </li>
        <li>
          <strong>Order details:</strong> the items you buy, amounts, voucher codes used, payment method, and
          delivery and tracking status.
        </li>
        <li>
          <strong>Payment records:</strong> payments are processed by our payment provider, Dragonpay. We do
          not collect or store your card numbers, bank log-in details or e-wallet PINs. We only receive the
          payment status, reference number and transaction ID for your order.
        </li>
        <li>
          <strong>Messages and bookings:</strong> what you send us through the contact form, consultation
          booking form or chat, such as your name, e-mail, contact number and message.
        </li>
        <li>
          <strong>Newsletter:</strong> your e-mail address, if you choose to subscribe.
        </li>
        <li>
          <strong>Device and usage data:</strong> basic technical data such as your browser type, IP address
          and pages visited, and cookies or similar storage that keep you signed in, remember your cart and
          record your cookie and notification choices.
        </li>
      </ul>

      <Heading className={heading}>3. How We Use Your Information</Heading>
      <ul className={list}>
        <li>To create and manage your account, verify your e-mail and help you reset your password.</li>
        <li>
          To process, pack, ship and deliver your orders, and to handle cancellations, returns and refunds.
        </li>
        <li>To send you order updates and notifications, including tracking numbers by SMS or e-mail.</li>
        <li>To reply to your questions and schedule the consultations you book.</li>
        <li>
          To send our newsletter and promotions, only if you subscribed. You can unsubscribe at any time using
          the link in the e-mail.
        </li>
        <li>To keep our website secure, prevent fraud and misuse of vouchers, and improve our shop.</li>
        <li>To meet our legal duties, such as keeping sales records required by tax laws.</li>
      </ul>

      <Heading className={heading}>4. Data Deletion Requests</Heading>
      <p>You can ask us to delete your account and personal data in either of these ways:</p>
      <ul className={list}>
        <li>
          <strong>From your account page:</strong> go to My Account and use the delete option in the Danger
          Zone section. An account cannot be deleted while it still has active orders; please wait until they
          are completed or cancelled.
        </li>
        <li>
          <strong>By e-mail:</strong> send a request to{' '}
          <a href={mailto} className={link}>
            {BUSINESS.email}
          </a>{' '}
          from the e-mail address linked to your account, with the subject "Data Deletion Request". This also
          applies if you signed in with Google. We may ask you to confirm your identity before we act on it.
        </li>
      </ul>
      <p>
        Once your request is done, we delete or anonymise your account, saved addresses and profile data, and
        we confirm by e-mail. We may keep order and payment records for as long as the law requires (for
        example, for tax and accounting), but we will no longer use them for any other purpose. If you signed
        in with Google, you can also remove our access from your Google Account settings.
      </p>
      <p>
        Under the Data Privacy Act, you also have the right to be informed, to access your data, to correct
        it, to object to its processing, to data portability, and to file a complaint with the National
        Privacy Commission. To use any of these rights, contact us by e-mail.
      </p>

      <Heading className={heading}>5. Sharing of Information</Heading>
      <p>We do not sell or rent your personal information. We share it only when needed to serve you:</p>
      <ul className={list}>
        <li>
          <strong>Ninja Van</strong>, our courier, receives the recipient's name, mobile number and address to
          deliver your parcel.
        </li>
        <li>
          <strong>Dragonpay</strong>, our payment provider, receives your order amount and contact details to
          process your online payment.
        </li>
        <li>
          <strong>Google</strong>, when you choose to sign in with your Google account.
        </li>
        <li>
          <strong>Service providers</strong> that host our website and send our e-mails and SMS, who may use
          your data only to provide their service to us.
        </li>
        <li>
          <strong>Government authorities</strong>, when the law, a court order or a lawful request requires
          it.
        </li>
      </ul>

      <Heading className={heading}>6. Security</Heading>
      <p>
        We protect your information with secure (HTTPS) connections, access limited to staff who need it, and
        reasonable technical and organisational safeguards. No website is completely secure, so please keep
        your password private and log out on shared devices. If a personal data breach happens that puts you
        at risk, we will inform you and the National Privacy Commission as required by law.
      </p>

      <Heading className={heading}>7. Links to Other Sites</Heading>
      <p>
        Our website links to other sites, such as the Dragonpay payment page, courier tracking pages, Google
        sign-in and our social media pages. Those sites have their own privacy policies, and we are not
        responsible for how they handle your information. Please read their policies before you share your
        details with them.
      </p>

      <Heading className={heading}>8. Changes to This Policy</Heading>
      <p>
        We may update this policy when our services or the law change. We will post the new version here with
        a new effective date, and for important changes we will also let you know by e-mail or a notice on our
        website.
      </p>

      <Heading className={heading}>9. Contact Us</Heading>
      <p>For questions about this policy or your personal data, please contact us:</p>
      <LegalContact listClassName={list} linkClassName={link} />
    </div>
  );
}
