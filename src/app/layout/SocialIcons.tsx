import { useLanguage } from '@/i18n/language-context';
import { business } from '@contract/business.ts';

// Brand marks drawn inline: the icon library ships no brand logos.
export function InstagramIcon() {
  return (
    // One path: the rounded square, the lens, and the flash as a dot drawn by a round line cap.
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5ZM16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0ZM17.5 6.5h.01" />
    </svg>
  );
}

export function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4V9.75Z" />
    </svg>
  );
}

/** The company's Instagram and LinkedIn pages, each an icon link that opens in a new tab. */
export function SocialLinks({ className }: { className: string }) {
  const { ui } = useLanguage();
  const links = [
    { href: business.social.instagram, label: ui.social.instagram, Icon: InstagramIcon },
    { href: business.social.linkedin, label: ui.social.linkedin, Icon: LinkedInIcon },
  ];
  return links.map(({ href, label, Icon }) => (
    <a
      key={href}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label}
    >
      <Icon />
    </a>
  ));
}
