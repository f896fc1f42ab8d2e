import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { NutritionTable } from './nutrition-table.tsx';
import { PackagingSizes } from './packaging-sizes.tsx';
import { ProductSection } from './product-section.tsx';
import { hasText, TextParagraphs } from './text-paragraphs.tsx';

/** The sections of SPEC §2.3's product detail, in its order; a section with nothing to say is left out. */
export function ProductSections({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  return (
    <div className="product-sections">
      {hasText(product.description) && (
        <ProductSection id="product-description" title={t('sections.description')}>
          <TextParagraphs text={product.description} />
        </ProductSection>
      )}
      {(hasText(product.usage) || hasText(product.advice)) && (
        <ProductSection id="product-usage" title={t('sections.usage')}>
          <TextParagraphs text={product.usage} />
          <TextParagraphs text={product.advice} />
        </ProductSection>
      )}
      {hasText(product.precautions) && (
        <ProductSection id="product-precautions" title={t('sections.precautions')}>
          <TextParagraphs text={product.precautions} />
        </ProductSection>
      )}
      {hasText(product.ingredients) && (
        <ProductSection id="product-ingredients" title={t('sections.ingredients')}>
          <TextParagraphs text={product.ingredients} />
        </ProductSection>
      )}
      {product.nutrition.rows.length > 0 && (
        <ProductSection id="product-nutrition" title={t('sections.nutritionalAnalysis')}>
          <NutritionTable nutrition={product.nutrition} productName={product.name} />
        </ProductSection>
      )}
      {hasText(product.storage) && (
        <ProductSection id="product-storage" title={t('sections.storage')}>
          <TextParagraphs text={product.storage} />
        </ProductSection>
      )}
      {(product.packaging_sizes.length > 0 || product.conditionings.length > 0) && (
        <ProductSection id="product-packaging" title={t('sections.packagingSizes')}>
          <PackagingSizes sizes={product.packaging_sizes} conditionings={product.conditionings} />
        </ProductSection>
      )}
    </div>
  );
}
