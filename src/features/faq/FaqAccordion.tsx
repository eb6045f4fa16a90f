import * as Accordion from '@radix-ui/react-accordion';
import type { FaqEntry } from '@/content/faq';

/** Questions that open one at a time; clicking the open one closes it. */
export function FaqAccordion({ entries }: { entries: readonly (FaqEntry & { id: string })[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 dark:divide-slate-700">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} id={`faq-${entry.id}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="disclosure flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-brand-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-200">
              {entry.question}
            </Accordion.Trigger>
          </Accordion.Header>
          {/* No region (nor its label): with more than a few panels, regions would crowd the page outline. */}
          <Accordion.Content
            role={undefined}
            aria-labelledby={undefined}
            className="pb-5 leading-relaxed text-slate-700 dark:text-slate-300"
          >
            {entry.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
