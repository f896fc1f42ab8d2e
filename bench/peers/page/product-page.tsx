// The product page's main content, as Vitrine shows it: the breadcrumb, then the product (name,
// brand, badges, packshot, price and volume discounts), its sections in Vitrine's order, its FAQ
// and its related articles. Plain server-rendered React from the exported strings.
import type { CSSProperties, ReactNode } from 'react';

import type { NutritionSection, PackagingSection, ProductPageData, ProductSection } from './product-page-data.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="product-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="product-section__title">
        {title}
      </h2>
      <div className="product-section__body">{children}</div>
    </section>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph, index) => (
    <p key={index} className="product-text">
      {paragraph}
    </p>
  ));
}

function Nutrition({ section }: { section: NutritionSection }) {
  const { headings } = section;
  return (
    <div className="product-nutrition">
      <table className="product-nutrition__table">
        <caption className="product-nutrition__caption">{section.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headings.component}</th>
            <th scope="col">{headings.per}</th>
            {headings.nrv !== null && (
              <th scope="col" className="product-nutrition__nrv">
                <abbr title={headings.nrvNote}>{headings.nrv}</abbr>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">
                {row.label}
                {row.marks.map((mark, markIndex) => (
                  <span key={mark}>
                    {markIndex > 0 && ' '}
                    <sup className="product-nutrition__mark">{mark}</sup>
                  </span>
                ))}
              </th>
              <td>{row.amount}</td>
              {headings.nrv !== null && <td className="product-nutrition__nrv">{row.nrv}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {section.footnotes.length > 0 && (
        <ul className="product-nutrition__footnotes">
          {section.footnotes.map((footnote) => (
            <li key={footnote.mark} className="product-nutrition__footnote">
              <sup className="product-nutrition__mark">{footnote.mark}</sup> {footnote.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Packaging({ section }: { section: PackagingSection }) {
  return (
    <>
      <ul className="product-packaging__sizes">
        {section.sizes.map((size) => (
          <li key={size} className="product-packaging__size">
            {size}
          </li>
        ))}
      </ul>
      <h3 className="product-packaging__title">{section.conditioningsTitle}</h3>
      <ul className="product-packaging__conditionings">
        {section.conditionings.map((conditioning) => (
          <li key={conditioning.id} className="product-packaging__conditioning">
            <span className="product-packaging__label">{conditioning.label}</span>
            <p className="product-price product-price--compact">
              <span className="product-price__own">{conditioning.price}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function SectionContent({ section }: { section: ProductSection }) {
  switch (section.kind) {
    case 'text':
      return <Paragraphs paragraphs={section.paragraphs} />;
    case 'nutrition':
      return <Nutrition section={section} />;
    case 'packaging':
      return <Packaging section={section} />;
  }
}

export function ProductPage({ page }: { page: Pick<ProductPageData, 'breadcrumb' | 'product' | 'faq' | 'related'> }) {
  const { breadcrumb, product, faq, related } = page;
  const { price } = product;
  return (
    <>
      <nav className="breadcrumb" aria-label={breadcrumb.label}>
        <ol>
          {breadcrumb.crumbs.map((crumb, index) => (
            <li key={index}>
              {crumb.href ? <a href={crumb.href}>{crumb.name}</a> : <span aria-current="page">{crumb.name}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <article className="product-detail" style={{ '--brand-color': product.brand.color } as CSSProperties}>
        <div className="product-detail__top">
          <header className="product-detail__intro">
            <h1 id="main-heading" tabIndex={-1} className="product-detail__name">
              {product.name}
            </h1>
            <p className="product-detail__brand">{product.brand.name}</p>
            {product.badges.length > 0 && (
              <ul className="product-badges">
                {product.badges.map((badge) => (
                  <li key={badge.kind} className={`product-badge product-badge--${badge.kind}`}>
                    {badge.text}
                  </li>
                ))}
              </ul>
            )}
            <p className="product-detail__qa">
              <a href={product.questions.href}>{product.questions.label}</a>
            </p>
          </header>
          <div className="product-detail__media">
            <img
              className="product-packshot"
              src={product.image.src}
              alt={product.image.alt}
              width={product.image.size}
              height={product.image.size}
              fetchPriority="high"
            />
          </div>
          <div className="product-detail__offer">
            {price.public === null ? (
              <p className="product-price">
                <span className="product-price__own">{price.own}</span>
              </p>
            ) : (
              <p className="product-price">
                <span className="product-price__label">{price.yoursLabel}</span>{' '}
                <span className="product-price__own">{price.own}</span>{' '}
                <span className="product-price__public">
                  <span className="product-price__label">{price.publicLabel}</span> <s>{price.public}</s>
                </span>
              </p>
            )}
            {product.volumeDiscounts.length > 0 && (
              <ul className="product-volume-discounts">
                {product.volumeDiscounts.map((tier) => (
                  <li key={tier} className="product-volume-discounts__tier">
                    {tier}
                  </li>
                ))}
              </ul>
            )}
            {product.courseDuration !== null && <p className="product-detail__duration">{product.courseDuration}</p>}
          </div>
        </div>
        <div className="product-sections">
          {product.sections.map((section) => (
            <Section key={section.id} id={section.id} title={section.title}>
              <SectionContent section={section} />
            </Section>
          ))}
        </div>
        {faq.entries.length > 0 && (
          <Section id="product-faq" title={faq.title}>
            <div className="faq-list">
              {faq.entries.map((entry) => (
                <details key={entry.id} className="faq-list__entry">
                  <summary className="faq-list__question">{entry.question}</summary>
                  <div className="faq-list__answer">
                    <Paragraphs paragraphs={entry.answer} />
                  </div>
                </details>
              ))}
            </div>
          </Section>
        )}
        {related.pages.length > 0 && (
          <Section id="related-pages" title={related.title}>
            <ul className="card-grid card-grid--wide">
              {related.pages.map((page) => (
                <li key={page.id}>
                  <article className="card card--page">
                    <h3 className="card-title">
                      {page.href ? (
                        <a className="card-link" href={page.href}>
                          {page.title}
                        </a>
                      ) : (
                        page.title
                      )}
                    </h3>
                    {page.eyebrow !== null && <p className="card-eyebrow">{page.eyebrow}</p>}
                    <img
                      className="card-image"
                      src={page.image}
                      alt=""
                      width={page.imageSize}
                      height={page.imageSize}
                      loading="lazy"
                      decoding="async"
                    />
                    <time className="card-date" dateTime={page.date}>
                      {page.dateText}
                    </time>
                    <p className="card-summary">{page.summary}</p>
                  </article>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </article>
    </>
  );
}
