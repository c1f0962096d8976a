import type { FaqCategory } from './cms.ts';
import { RETURN_WINDOW_DAYS } from './order-status.ts';

// docs/content.md#faq: about 14 questions ship with the site and always show, even when the
// server's FAQs cannot be fetched; the server's admin-managed FAQs are appended after them. The answers
// are written from the spec's "Built-in FAQ facts" and agree with the terms and refund policy texts.

export interface BuiltinFaq {
  id: string;
  category: FaqCategory;
  question: string;
  /** Rich text, written here (never user input). */
  answer: string;
}

export const BUILTIN_FAQS: readonly BuiltinFaq[] = [
  {
    id: 'delivery-area',
    category: 'Delivery',
    question: 'Do you deliver outside the Philippines?',
    answer:
      '<p>Not at the moment. We deliver only within the Philippines, to the addresses our courier partner serves. At checkout we tell you right away whether your barangay can be reached and what the shipping fee is.</p>',
  },
  {
    id: 'delivery-courier',
    category: 'Delivery',
    question: 'Which courier delivers my order, and how do I track it?',
    answer:
      '<p>Your parcel is delivered by our courier partner, Ninja Van. As soon as your order ships, you receive its tracking number by SMS or e-mail. You can also follow the parcel from <a href="/account/purchases">My Purchase</a> by opening the order and choosing <strong>Track Order</strong>.</p>',
  },
  {
    id: 'delivery-time',
    category: 'Delivery',
    question: 'How long does delivery take?',
    answer:
      '<p>Delivery usually takes <strong>2 to 5 business days</strong> within Metro Manila and <strong>5 to 10 business days</strong> for provincial areas, counted from the day your order ships. Weather, holidays and courier delays can add a day or two.</p>',
  },
  {
    id: 'delivery-address-change',
    category: 'Delivery',
    question: 'Can I change my delivery address after placing an order?',
    answer:
      '<p>Yes, but only before the order ships. <a href="/contact">Contact us</a> with your order code and the new address as soon as possible. Once the parcel is with the courier, the address can no longer be changed.</p>',
  },
  {
    id: 'returns-policy',
    category: 'Returns',
    question: 'Can I return or exchange an item?',
    answer: `<p>Yes. You may return or exchange an item within <strong>${RETURN_WINDOW_DAYS} days of delivery</strong>, as long as it is unused and in its original packaging, with its tags and inserts. <a href="/contact">Message us</a> with your order code, the item and the reason, and we will guide you through the return.</p>`,
  },
  {
    id: 'returns-shipping',
    category: 'Returns',
    question: 'Who pays for the return shipping?',
    answer:
      '<p>You pay the return shipping, unless the item arrived defective or we sent the wrong item. In that case we cover the shipping both ways and replace or refund the item at no cost to you.</p>',
  },
  {
    id: 'returns-refund-time',
    category: 'Returns',
    question: 'How long does a refund take?',
    answer:
      '<p>Once we receive and inspect the returned item, approved refunds are processed within 5 to 7 business days. Online payments are refunded to the original payment channel where possible; cash on delivery orders are refunded by bank transfer or e-wallet.</p>',
  },
  {
    id: 'orders-cancel',
    category: 'Orders',
    question: 'Can I cancel my order?',
    answer:
      '<p>You can cancel an order only before it ships. Open the order in <a href="/account/purchases">My Purchase</a> and choose <strong>Cancel Order</strong>. After the order has shipped it can no longer be cancelled, but you may request a return once it is delivered.</p>',
  },
  {
    id: 'orders-checkout-details',
    category: 'Orders',
    question: 'What details do I need to place an order?',
    answer:
      '<p>At checkout we ask for your full name, your delivery address, a contact number and your e-mail address. We use them only to deliver your order and to send you its confirmation and tracking updates.</p>',
  },
  {
    id: 'orders-status',
    category: 'Orders',
    question: 'Where can I see the status of my order?',
    answer:
      '<p>Sign in and open <a href="/account/purchases">My Purchase</a>. Every order shows its current status, from payment and packing to shipping and delivery, and each order page has the full details of what you bought.</p>',
  },
  {
    id: 'payment-methods',
    category: 'Payment',
    question: 'How can I pay for my order?',
    answer:
      '<p>Each order is paid with a single method. You can pay online through our payment provider, Dragonpay (e-wallets such as GCash and Maya, online banking, or over the counter at partner outlets), or choose cash on delivery where our courier offers it. We never see or store your card or bank details.</p>',
  },
  {
    id: 'payment-split',
    category: 'Payment',
    question: 'Can I split the payment between two methods?',
    answer:
      '<p>No. Split payments are not possible: the whole amount of an order is paid with one method. If you would like to pay for some items differently, place them as separate orders.</p>',
  },
  {
    id: 'products-care',
    category: 'Products',
    question: 'How do I place and care for my feng shui items?',
    answer:
      '<p>Our free <a href="/product-guide">product guides</a> explain where to place each kind of item, how to cleanse and activate it, and how to keep it in good condition. Each guide is a printable PDF.</p>',
  },
  {
    id: 'services-consultations',
    category: 'Services',
    question: 'What consultation services do you offer?',
    answer:
      '<p>We offer three consultations: <strong>Feng Shui Date Selection</strong> (₱2,500.00, 60 minutes), <strong>Home Feng Shui Consultation</strong> (₱5,000.00, 120 minutes) and <strong>BaZi Reading Consultation</strong> (₱8,000.00, 180 minutes). See <a href="/consultation">our consultation services</a> to book one.</p>',
  },
];
