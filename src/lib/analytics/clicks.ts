// Which clicks are recorded, and as what (see events.ts). Small, because it listens from the first
// load: a click made while the analytics code is still arriving is not lost.
import { CTA_AREA_ATTRIBUTE, CTA_ATTRIBUTE } from './events';

const CLICKABLE = `a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me/"], a[href*="whatsapp.com/"], [${CTA_ATTRIBUTE}]`;

/** The event a click records, if it landed on a call to action or a contact link (see events.ts). */
export function clickEvent(target: EventTarget | null): { name: string; placement: string } | null {
  const element = target instanceof Element ? target.closest(CLICKABLE) : null;
  if (!element) return null;
  const href = element.getAttribute('href') ?? '';
  const name = href.startsWith('tel:')
    ? 'call_click'
    : href.startsWith('mailto:')
      ? 'email_click'
      : /wa\.me\/|whatsapp\.com\//.test(href)
        ? 'whatsapp_click'
        : 'cta_click';
  const placement =
    element.getAttribute(CTA_ATTRIBUTE) ||
    element.closest(`[${CTA_AREA_ATTRIBUTE}]`)?.getAttribute(CTA_AREA_ATTRIBUTE) ||
    element.closest('section[id]')?.id ||
    element.closest('header, footer, main, aside')?.localName ||
    'page';
  return { name, placement };
}
