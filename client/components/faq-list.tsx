// Questions and answers, each answer folded under its question (a product's or a brand's FAQ,
// the online help). Native <details>: keyboard and screen readers work without JavaScript.
import type { FaqEntry } from '../../shared/schemas/brand.ts';
import { TextParagraphs } from './product/text-paragraphs.tsx';

export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <details key={entry.id} className="faq-list__entry">
          <summary className="faq-list__question">{entry.question}</summary>
          <div className="faq-list__answer">
            <TextParagraphs text={entry.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
