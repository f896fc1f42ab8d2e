// A need in a list: its pictogram and title (the link), under the label of its family.
import type { Need } from '../../../shared/schemas/need.ts';
import { CardImage } from './card-image.tsx';
import { type CardHeadingLevel, CardTitle } from './card-title.tsx';
import { useSafeHref } from './use-safe-href.ts';

export interface NeedCardProps {
  need: Need;
  headingLevel?: CardHeadingLevel;
}

export function NeedCard({ need, headingLevel }: NeedCardProps) {
  const href = useSafeHref();
  return (
    <article className="card card--need">
      <CardTitle level={headingLevel} href={href('need', { slug: need.slug })}>
        {need.title}
      </CardTitle>
      {need.need.label !== need.title && <p className="card-eyebrow">{need.need.label}</p>}
      <CardImage image={need.need.picto} decorative />
    </article>
  );
}
