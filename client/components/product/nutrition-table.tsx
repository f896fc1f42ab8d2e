import { Fragment } from 'react';

import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';

/**
 * The nutritional analysis: one row per component with its amount per dose and, when any row
 * has one, its share of the nutrient reference value; the footnotes the marks point to follow.
 */
export function NutritionTable({ nutrition, productName }: { nutrition: Product['nutrition']; productName: string }) {
  const { t } = useTranslation('product');
  const hasNrv = nutrition.rows.some((row) => row.nrv !== null);
  return (
    <div className="product-nutrition">
      <table className="product-nutrition__table">
        <caption className="product-nutrition__caption">{t('nutrition.caption', { product: productName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('nutrition.component')}</th>
            <th scope="col">{nutrition.per || t('nutrition.perDailyDose')}</th>
            {hasNrv && (
              <th scope="col" className="product-nutrition__nrv">
                <abbr title={t('nutrition.nrvNote')}>{t('nutrition.nrv')}</abbr>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {nutrition.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">
                {row.label}
                {row.footnotes.map((mark, markIndex) => (
                  <Fragment key={mark}>
                    {markIndex > 0 && ' '}
                    <sup className="product-nutrition__mark">{mark}</sup>
                  </Fragment>
                ))}
              </th>
              <td>{row.amount}</td>
              {hasNrv && <td className="product-nutrition__nrv">{row.nrv}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {nutrition.footnotes.length > 0 && (
        <ul className="product-nutrition__footnotes">
          {nutrition.footnotes.map((footnote) => (
            <li key={footnote.mark} className="product-nutrition__footnote">
              <sup className="product-nutrition__mark">{footnote.mark}</sup> {footnote.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
