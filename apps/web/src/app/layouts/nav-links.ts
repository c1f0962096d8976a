// docs/content.md#navigation-and-footer: every link, in the order shown.
export const PRIMARY_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/consultation', label: 'Consultation' },
  { to: '/horoscope', label: 'Horoscope' },
  { to: '/bazi-calculator', label: 'BaZi Calculator' },
] as const;

// The four blog topics all open the blog.
export const BLOG_TOPICS = ['Dream Meaning', 'Face Reading', 'Feng Shui', 'Palmistry'] as const;

export const SECONDARY_LINKS = [
  { to: '/product-guide', label: 'Product Guide' },
  { to: '/contact', label: 'Contact' },
] as const;

export const HELP_LINK = '/faqs?category=Delivery';
