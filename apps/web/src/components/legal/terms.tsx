import { BUSINESS } from '@fengshui/shared/constants';
import { LegalContact } from './LegalContact.tsx';

const heading = 'mt-4 mb-2 font-semibold text-ink';
const list = 'list-disc pl-5 space-y-1';
const link = 'font-medium text-brand-700 underline';

/** Terms and Conditions of the Feng Shui Prosper online shop. */
export function TermsAndConditions() {
  return (
    <div className="space-y-2">
      <p>
        Welcome to {BUSINESS.name}. These Terms and Conditions apply whenever you visit our website, create an
        account, or buy from our online shop. By placing an order, you agree to these terms. Please read them
        carefully, together with our Privacy Policy and Refund Policy.
      </p>

      <h3 className={heading}>1. Who We Are</h3>
      <p>
        {BUSINESS.name} is a feng shui shop based at {BUSINESS.address}. We sell feng shui items such as
        amulets, bracelets, home decor, wind chimes, incense, wishing paper and books, and we offer feng shui
        consultations. When these terms say "we", "us" or "our", they mean {BUSINESS.name}. "You" means the
        person using our website or buying from us.
      </p>

      <h3 className={heading}>2. Your Account</h3>
      <p>
        You can browse without an account, but you need one to place an order. You can sign up with your
        e-mail address or sign in with Google. When you have an account:
      </p>
      <ul className={list}>
        <li>
          Give us true, complete and up-to-date information, including your name, mobile number and address.
        </li>
        <li>
          Keep your password safe and do not share it. You are responsible for orders placed using your
          account.
        </li>
        <li>Tell us right away if you think someone else has used your account.</li>
        <li>
          We may suspend or close an account that gives false information, misuses vouchers, or is used for
          fraud.
        </li>
      </ul>
      <p>
        You can delete your account at any time from your account page, as long as you have no active orders.
      </p>

      <h3 className={heading}>3. Products and Prices</h3>
      <ul className={list}>
        <li>All prices are in Philippine pesos (₱). The shipping fee is shown separately at checkout.</li>
        <li>
          Prices may change without notice. The price you pay is the one shown when you place your order; a
          later change does not affect an order you have already placed.
        </li>
        <li>
          Flash deal prices are valid only until the end time shown on the product, and only while stocks
          last.
        </li>
        <li>
          We try to show our products accurately. Because many items are handmade or made from natural
          materials (such as crystals, wood and stones), colour, size and pattern may vary slightly from the
          photos.
        </li>
      </ul>

      <h3 className={heading}>4. Orders</h3>
      <ul className={list}>
        <li>
          After you place an order, you will see an order confirmation on screen and in your account. This
          confirms that we received your order.
        </li>
        <li>
          The items in your order are reserved for you as soon as the order is placed, so they cannot be sold
          to someone else while we prepare your parcel or wait for your online payment.
        </li>
        <li>
          We may cancel an order if a product was listed at a clearly wrong price, if the item is out of
          stock, or if we cannot deliver to your address. If this happens, we will tell you and refund any
          amount you paid in full.
        </li>
        <li>You can follow your order status under My Purchase in your account.</li>
      </ul>

      <h3 className={heading}>5. Payment</h3>
      <p>You can pay in one of two ways:</p>
      <ul className={list}>
        <li>
          <strong>Online payment through Dragonpay.</strong> At checkout you are sent to Dragonpay to pay
          using the channels it offers. You have 48 hours from placing the order to complete payment. You can
          continue an unfinished payment from your order page within that time. Orders not paid within 48
          hours are cancelled automatically and the reserved items are released.
        </li>
        <li>
          <strong>Cash on delivery (COD).</strong> You pay the courier in cash when your parcel arrives.
          Please prepare the exact amount shown in your order.
        </li>
      </ul>
      <p>We do not see or store your card or bank details. Online payments are handled by Dragonpay.</p>

      <h3 className={heading}>6. Shipping and Delivery</h3>
      <ul className={list}>
        <li>We ship within the Philippines only.</li>
        <li>
          Parcels are delivered by our courier partner, Ninja Van. When your order ships, we send you a
          tracking number by SMS or e-mail, and you can also track it from your account.
        </li>
        <li>
          Delivery usually takes 2 to 5 business days within Metro Manila and 5 to 10 business days for
          provincial areas, counted from the day your order ships. Weather, holidays and courier delays can
          make it longer.
        </li>
        <li>
          The shipping fee depends on your address and is shown at checkout before you place your order. Some
          remote areas may not be served by the courier; we will let you know at checkout.
        </li>
        <li>
          Please check that your address and mobile number are correct. You can ask us to change the address
          only before your order ships. Once it has shipped, we can no longer change it.
        </li>
      </ul>

      <h3 className={heading}>7. Returns and Refunds</h3>
      <p>
        Returns, exchanges, cancellations and refunds are covered by our Refund Policy, which forms part of
        these terms. In short, you may request a return within 7 days of delivery for unused items in their
        original packaging, and you can cancel an order only before it ships.
      </p>

      <h3 className={heading}>8. Promotions and Voucher Codes</h3>
      <ul className={list}>
        <li>Only one voucher code can be used per order.</li>
        <li>
          Each voucher or promotion has its own conditions, such as a minimum spend, eligible products, a
          validity period or a limit per customer. These are shown with the promotion.
        </li>
        <li>Vouchers cannot be exchanged for cash and cannot be applied to orders already placed.</li>
        <li>We may end or change a promotion at any time, and we may cancel orders that misuse a voucher.</li>
      </ul>

      <h3 className={heading}>9. Feng Shui Disclaimer</h3>
      <p>
        Feng shui is a cultural and traditional practice. Our products, guides, horoscopes, BaZi readings and
        consultations are offered in that spirit. We do not promise or guarantee any result in wealth, health,
        love, luck or any other part of your life.
      </p>
      <p>
        Nothing on our website or in our consultations replaces professional medical, legal or financial
        advice. Please see a qualified professional for those matters.
      </p>

      <h3 className={heading}>10. Intellectual Property</h3>
      <p>
        The {BUSINESS.name} name and logo, and the photos, text, articles and designs on our website, belong
        to us or to those who licensed them to us. You may view and share them for personal use, but you may
        not copy, sell or use them for business without our written permission.
      </p>

      <h3 className={heading}>11. Limitation of Liability</h3>
      <p>
        We do our best to keep our website working and our information correct, but we cannot promise that it
        will always be available or free of errors. To the extent allowed by law, we are not liable for
        indirect or consequential loss arising from your use of our website or products. Our total liability
        for any order is limited to the amount you paid for that order.
      </p>
      <p>
        Nothing in these terms takes away your rights under the Consumer Act of the Philippines (Republic Act
        No. 7394) or other laws that protect consumers.
      </p>

      <h3 className={heading}>12. Governing Law</h3>
      <p>
        These terms are governed by the laws of the Republic of the Philippines. Any dispute will be brought
        before the proper courts of the Philippines.
      </p>

      <h3 className={heading}>13. Changes to These Terms</h3>
      <p>
        We may update these terms from time to time. The version shown on our website when you place an order
        is the one that applies to that order.
      </p>

      <h3 className={heading}>14. Contact Us</h3>
      <p>If you have questions about these terms or your order, please reach us:</p>
      <LegalContact listClassName={list} linkClassName={link} />
    </div>
  );
}
