import type { ReactNode } from 'react';

/** A titled part of the product page; `id` names the section and, suffixed, its heading. */
export function ProductSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="product-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-section__title">
        {title}
      </h2>
      <div className="product-section__body">{children}</div>
    </section>
  );
}
