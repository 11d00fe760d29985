/** The three social links of the right rail; addresses are configurable at build time (VITE_SOCIAL_*). */
const env = import.meta.env;

export const socialLinks = [
  { label: 'LinkedIn', href: env.VITE_SOCIAL_LINKEDIN ?? 'https://www.linkedin.com/' },
  { label: 'X', href: env.VITE_SOCIAL_X ?? 'https://x.com/' },
  { label: 'Instagram', href: env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/' },
];
