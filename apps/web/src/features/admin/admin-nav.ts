import {
  BookOpen,
  ChartColumn,
  Inbox,
  LayoutDashboard,
  ListRestart,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Newspaper,
  Package,
  ShoppingCart,
  Tags,
  TicketPercent,
  Truck,
  Users,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** False while the screen is still being built: the link shows what is coming. */
  available: boolean;
  description: string;
}

// docs/admin.md#access: the owner runs the shop from here; screens arrive one issue at a time.
export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    to: '/admin',
    label: 'Dashboard',
    Icon: LayoutDashboard,
    available: true,
    description: 'An overview of the admin area.',
  },
  {
    to: '/admin/insights',
    label: 'Insights',
    Icon: ChartColumn,
    available: true,
    description:
      'Charts of sales, orders, products, customers and places over 7, 30 or 90 days, this year or your own dates, with their data as tables and CSV.',
  },
  {
    to: '/admin/products',
    label: 'Products',
    Icon: Package,
    available: true,
    description: 'Add, edit and remove products, variants, images and categories.',
  },
  {
    to: '/admin/categories',
    label: 'Categories',
    Icon: Tags,
    available: true,
    description: "Create, edit and delete the shop's categories, with their pictures and codes.",
  },
  {
    to: '/admin/orders',
    label: 'Orders',
    Icon: ShoppingCart,
    available: true,
    description:
      'Follow orders from payment to delivery: move them through packing and shipping, book the courier, print waybills, record cash collected, cancel and refund.',
  },
  {
    to: '/admin/promotions',
    label: 'Promotions',
    Icon: TicketPercent,
    available: true,
    description: 'Create, edit, pause and delete promotion codes, and see how often each was used.',
  },
  {
    to: '/admin/customers',
    label: 'Customers',
    Icon: Users,
    available: true,
    description: 'Your customers with their orders, what they spent and when they last ordered.',
  },
  {
    to: '/admin/messages',
    label: 'Messages',
    Icon: Inbox,
    available: true,
    description: 'Contact and appointment requests: read, reply and mark them replied or closed.',
  },
  {
    to: '/admin/newsletter',
    label: 'Newsletter',
    Icon: Newspaper,
    available: true,
    description: 'Newsletter subscribers, and the list as CSV for your mailing tool.',
  },
  {
    to: '/admin/delivery-areas',
    label: 'Delivery areas',
    Icon: Truck,
    available: true,
    description: 'Switch delivery on or off per city or municipality; checkout follows at once.',
  },
  {
    to: '/admin/content',
    label: 'Content',
    Icon: BookOpen,
    available: true,
    description:
      'Blog posts, FAQs, the zodiac guides and horoscopes, and the product guides with their PDFs.',
  },
  {
    to: '/admin/mail',
    label: 'Mail',
    Icon: Mail,
    available: true,
    description:
      'Every e-mail the shop sent while no mail server is configured: verification, password reset and order messages.',
  },
  {
    to: '/admin/sms',
    label: 'Text messages',
    Icon: MessageSquareText,
    available: true,
    description:
      'Every text sent to cash-on-delivery customers who asked for them: order placed, out for delivery, delivered, cancelled.',
  },
  {
    to: '/admin/jobs',
    label: 'Background jobs',
    Icon: ListRestart,
    available: true,
    description: 'E-mails and courier bookings that wait or failed, why they failed, and a Retry for each.',
  },
];
