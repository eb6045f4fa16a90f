import * as Tabs from '@radix-ui/react-tabs';
import { MessageCircle } from '@/components/icons';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useLanguage } from '@/i18n/language-context';
import { business, mailtoUrl, telUrl, whatsappUrl } from '@contract/business.ts';
import { contactCopy, enquiryTabs } from './contact-section-copy';
import { EnquiryForm } from './EnquiryForm';
import { useEnquiryTab } from './preselection';

const panel = 'rounded-2xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700';
const heading = 'flex items-center gap-2 font-bold text-brand-900 dark:text-white';

/** Where enquiries start: one tab per kind of enquiry, and every direct way to reach us. */
export default function ContactSection() {
  const { lang } = useLanguage();
  const copy = contactCopy[lang];
  const [openTab, setOpenTab] = useEnquiryTab();
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="contact-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <Tabs.Root value={openTab} onValueChange={setOpenTab} className={panel}>
            <Tabs.List
              aria-label={copy.tabsLabel}
              className="flex flex-wrap gap-2 border-b border-slate-200 pb-4 dark:border-slate-700"
            >
              {enquiryTabs.map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-900 data-[state=active]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=active]:bg-brand-300 dark:data-[state=active]:text-brand-950"
                >
                  {copy.tabs[tab].label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {enquiryTabs.map((tab) => (
              <Tabs.Content key={tab} value={tab} className="pt-6">
                <h3 className="text-2xl font-bold text-brand-900 dark:text-white">{copy.tabs[tab].title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{copy.tabs[tab].text}</p>
                <h4 className="mt-6 font-bold text-brand-900 dark:text-white">{copy.coversTitle}</h4>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {copy.tabs[tab].covers.map((item) => (
                    <li
                      key={item}
                      className="check-item text-slate-700 before:size-[18px] before:bg-signal-600 dark:text-slate-300 dark:before:bg-signal-500"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
                <div className="mt-6">
                  <EnquiryForm tab={tab} />
                </div>
                <div className="mt-8 flex flex-wrap gap-3">
                  <a href={telUrl} className="btn-primary mark mark-phone before:size-[18px]">
                    {/* A telephone link keeps its words together on one line. */}
                    {copy.callNow.replace(/ /g, '\u00a0')}
                  </a>
                  <a href={mailtoUrl} className="btn-secondary mark mark-mail before:size-[18px]">
                    {copy.emailDirect}
                  </a>
                </div>
                <p className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">{copy.reply}</p>
              </Tabs.Content>
            ))}
          </Tabs.Root>

          <div className="grid gap-6">
            <div className={panel}>
              <h3 className={`${heading} mark mark-phone before:size-[18px]`}>{copy.reachTitle}</h3>
              <ul className="mt-3 space-y-2 text-slate-700 dark:text-slate-300">
                <li>
                  <a
                    href={telUrl}
                    className="underline underline-offset-4 hover:text-brand-900 dark:hover:text-white"
                  >
                    {business.phone.display}
                  </a>
                </li>
                <li>
                  <a
                    href={mailtoUrl}
                    className="underline underline-offset-4 hover:text-brand-900 dark:hover:text-white"
                  >
                    {business.email}
                  </a>
                </li>
                <li>
                  <a
                    href={whatsappUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-brand-900 dark:hover:text-white"
                  >
                    <MessageCircle aria-hidden="true" size={16} />
                    {copy.whatsapp}
                  </a>
                </li>
              </ul>
            </div>
            <div className={panel}>
              <h3 className={`${heading} mark mark-clock before:size-[18px]`}>{copy.hoursTitle}</h3>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{copy.hours}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.reply}</p>
            </div>
            <div id="location" className={`${panel} scroll-mt-20`}>
              <h3 className={`${heading} mark mark-map-pin before:size-[18px]`}>{copy.locationTitle}</h3>
              <address className="mt-3 whitespace-pre-line not-italic text-slate-700 dark:text-slate-300">
                {[
                  business.name,
                  business.address.street,
                  `${business.address.postalCode} ${business.address.locality}`,
                ].join('\n')}
              </address>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
