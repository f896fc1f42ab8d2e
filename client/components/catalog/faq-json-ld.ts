// Questions and answers as schema.org FAQPage structured data, for search engines.
import type { FaqEntry } from '../../../shared/schemas/brand.ts';

export function faqPageJsonLd(faqs: readonly FaqEntry[], url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
