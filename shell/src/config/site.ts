// Links of the public footer. They belong to the programme's brand, not to any one screen.

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'X' | 'YouTube' | 'TikTok';
  href: string;
  /** SVG path (24×24 viewBox, filled). */
  icon: string;
}

/** Spec §2 "Public footer: links to five social profiles". */
export const SOCIAL_LINKS: SocialLink[] = [
  {
    network: 'Facebook',
    href: 'https://www.facebook.com/racerewards',
    icon: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  },
  {
    network: 'Instagram',
    href: 'https://www.instagram.com/racerewards',
    icon: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.1c-.1-1.5-.4-2.8-1.5-3.9S17.1 2.8 15.6 2.7C14.1 2.6 9.9 2.6 8.4 2.7 6.9 2.8 5.6 3.1 4.5 4.2S3.1 6.6 3 8.1c-.1 1.5-.1 5.7 0 7.2.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 5.7.1 7.2 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-5.7 0-7.2z',
  },
  {
    network: 'X',
    href: 'https://x.com/racerewards',
    icon: 'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z',
  },
  {
    network: 'YouTube',
    href: 'https://www.youtube.com/@racerewards',
    icon: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    network: 'TikTok',
    href: 'https://www.tiktok.com/@racerewards',
    icon: 'M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6z',
  },
];

/** The vehicle maker's own site, opened in a new tab after the leave-site modal (spec §2). */
export const VEHICLE_MAKER_URL = 'https://www.example-motorcycles.com/';
export const COPYRIGHT_YEAR = 2025;
