import { Link } from 'react-router-dom';
import type { Language } from '@contract/language.ts';
import { replyParts } from './reply-text';

/** A reply as text and site links; React escapes the text, so nothing in it becomes HTML. */
export function ReplyText({ text, lang }: { text: string; lang: Language }) {
  return (
    <>
      {replyParts(text, lang).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Link
            key={index}
            to={part.to}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
            data-cta="chat.reply-link"
          >
            {part.label}
          </Link>
        ),
      )}
    </>
  );
}
