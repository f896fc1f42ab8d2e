// One profile group of "who can advise me": who helps them, how, and the ways to reach them — the
// pharmacy finder (pharmacies trained to advise), the contact form with their profile chosen,
// the professional area, the laboratory's phone.
import { COUNTRY_INFO } from '../../../config/countries.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';
import { type AdviceGroup, adviceGroupAnchor, contactWithProfile } from './advice-profiles.ts';

export interface AdviceLinks {
  /** The finder showing the pharmacies trained to advise; null where the locale has no finder. */
  finder: string | null;
  /** The contact page; null until the site has one. */
  contact: string | null;
}

/** Where the phone number goes in the translated sentence: a character no text holds. */
const PHONE_MARK = '\u0000';

/** 'By phone: <a href="tel:…">…</a>, Monday to Friday…', the number a link wherever the language puts it. */
function PhoneLine() {
  const { t } = useTranslation('locator');
  const { country } = useSite();
  const { phone } = COUNTRY_INFO[country].contact;
  const [before = '', after = ''] = t('whoCanAdvise.phone', {
    phone: PHONE_MARK,
    hours: t('whoCanAdvise.hours'),
  }).split(PHONE_MARK);
  return (
    <p className="advice-group__phone">
      {before}
      <a href={phone.href}>{phone.display}</a>
      {after}
    </p>
  );
}

export function AdviceGroupSection({ group, links }: { group: AdviceGroup; links: AdviceLinks }) {
  const { t } = useTranslation('locator');
  const { country } = useSite();
  const { proUrl } = COUNTRY_INFO[country];
  const texts = `whoCanAdvise.groups.${group.key}`;
  const headingId = `advice-${group.key}`;
  const single = group.profiles.length === 1 ? group.profiles[0]! : null;
  return (
    <section id={adviceGroupAnchor(group.key)} className="advice-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${texts}.title`)}</h2>
      <p className="advice-group__who">{t(`${texts}.who`)}</p>
      <p>{t(`${texts}.text`)}</p>
      <ul className="advice-group__actions">
        {group.pharmacy && links.finder && (
          <li>
            <a className="button" href={links.finder}>
              {t(`${texts}.finder`)}
            </a>
          </li>
        )}
        {single && links.contact && (
          <li>
            <a
              className={group.pharmacy ? 'button button--secondary' : 'button'}
              href={contactWithProfile(links.contact, single)}
            >
              {t(`${texts}.contact`)}
            </a>
          </li>
        )}
        {group.proSite && (
          <li>
            <a className="button button--secondary" href={proUrl}>
              {t('whoCanAdvise.proSite')}
            </a>
          </li>
        )}
      </ul>
      {!single && links.contact && (
        <>
          <p className="advice-group__as" id={`${headingId}-as`}>
            {t('whoCanAdvise.contactAs')}
          </p>
          <ul className="advice-group__profiles" aria-labelledby={`${headingId}-as`}>
            {group.profiles.map((profile) => (
              <li key={profile}>
                <a href={contactWithProfile(links.contact!, profile)}>{t(`forms:profiles.${profile}`)}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <PhoneLine />
    </section>
  );
}
