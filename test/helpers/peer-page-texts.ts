// What the bench's peers' product page must show (bench/peers/page/): the texts of its main
// content in the order a reader meets them, and those of its header and footer.
import type { ProductPageData } from '../../bench/peers/page/product-page-data.ts';

/** The texts of the page's main content, in the order the peers' page shows them. */
export function mainTexts(data: ProductPageData): string[] {
  const { product, faq, related } = data;
  return [
    ...data.breadcrumb.crumbs.map((crumb) => crumb.name),
    product.name,
    product.brand.name,
    ...product.badges.map((badge) => badge.text),
    product.questions.label,
    product.price.own,
    ...product.volumeDiscounts,
    ...(product.courseDuration === null ? [] : [product.courseDuration]),
    ...product.sections.flatMap((section) => {
      switch (section.kind) {
        case 'text':
          return [section.title, ...section.paragraphs];
        case 'nutrition':
          return [
            section.title,
            section.caption,
            ...section.rows.flatMap((row) => [row.label, row.amount]),
            ...section.footnotes.map((footnote) => footnote.text),
          ];
        case 'packaging':
          return [
            section.title,
            ...section.sizes,
            section.conditioningsTitle,
            ...section.conditionings.flatMap((conditioning) => [conditioning.label, conditioning.price]),
          ];
      }
    }),
    faq.title,
    ...faq.entries.flatMap((entry) => [entry.question, ...entry.answer]),
    related.title,
    ...related.pages.flatMap((page) => [
      page.title,
      ...(page.eyebrow ? [page.eyebrow] : []),
      page.dateText,
      page.summary,
    ]),
  ];
}

/** The header's and footer's texts: menus, footer blocks, legal links, commitments, banner, copyright. */
export function chromeTexts({ chrome }: ProductPageData): string[] {
  return [
    ...chrome.mainMenu.entries.flatMap((entry) => [entry.label, ...entry.children.map((child) => child.label)]),
    ...chrome.footer.blocks.flatMap((block) => [block.title, ...block.links.map((link) => link.label)]),
    ...chrome.footer.legal.map((link) => link.label),
    ...chrome.footer.commitments,
    chrome.discountBanner.text,
    chrome.footer.copyright,
  ];
}

/** Throws unless every text is in `content`, each after the one before it. */
export function assertInOrder(content: string, texts: readonly string[], where: string): void {
  let from = 0;
  for (const text of texts) {
    const at = content.indexOf(text, from);
    if (at < 0) throw new Error(`'${text}' is not in ${where} after the text before it`);
    from = at + text.length;
  }
}
