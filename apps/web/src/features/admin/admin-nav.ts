import { LayoutDashboard, type LucideIcon, Mail, Package, ShoppingCart } from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** False while the screen is still being built: the link shows what is coming. */
  available: boolean;
  description: string;
}

// DESIGN.md 1: the owner runs the shop from here; screens arrive one issue at a time.
export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    to: '/admin',
    label: 'Dashboard',
    Icon: LayoutDashboard,
    available: true,
    description: 'An overview of the admin area.',
  },
  {
    to: '/admin/products',
    label: 'Products',
    Icon: Package,
    available: false,
    description: 'Add, edit and remove products, variants, images and categories.',
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
    to: '/admin/mail',
    label: 'Mail',
    Icon: Mail,
    available: true,
    description:
      'Every e-mail the shop sent while no mail server is configured: verification, password reset and order messages.',
  },
];
