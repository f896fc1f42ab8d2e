// The featured link of a menu (a highlighted product): its picture, a "featured" line and its
// label, one link. The picture repeats the label, so it is decorative; it loads once its panel
// shows (lazy: a closed panel is not displayed).
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { useTranslation } from '../i18n.tsx';
import type { MenuEntry } from './menu-entries.ts';

export function MenuFeature({ entry, className }: { entry: MenuEntry; className: string }) {
  const { t } = useTranslation();
  const { link, href } = entry;
  if (!href || !link.image) return null;
  return (
    <a className={className} href={href}>
      <ResponsiveImage
        className={`${className}-image`}
        image={link.image}
        alt=""
        size={140}
        widths={[140, 280]}
        sizes="7rem"
        loading="lazy"
      />
      <span className={`${className}-text`}>
        <span className={`${className}-eyebrow`}>{t('header.featured')}</span>
        <span className={`${className}-label`}>{link.label}</span>
      </span>
    </a>
  );
}
