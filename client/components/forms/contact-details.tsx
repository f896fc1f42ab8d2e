// The customer service's card on the contact page (SPEC §3 'Country contact data', §9 'Customer
// service hours'): the country's phone number (a tel: link), its fax where it has one, the
// opening hours of the locale's team in the locale's own writing, and the laboratory's postal
// address. Beside the form on wide screens, above it on narrow ones (contact.tsx, forms.css).
import { COUNTRY_INFO } from '../../../config/countries.ts';
import { CUSTOMER_SERVICE_HOURS } from '../../../shared/constants.ts';
import { openingRanges, weekdayList, weekdayName } from '../../../shared/format/opening-hours.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';

const HEADING_ID = 'contact-details-title';

export function ContactDetails() {
  const { t } = useTranslation('forms');
  const { locale, country } = useSite();
  const contact = COUNTRY_INFO[country].contact;
  return (
    <aside className="contact-details" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="contact-details__title">
        {t('contact.details.title')}
      </h2>
      <p className="contact-details__lead">{t('contact.details.lead')}</p>

      <h3 className="contact-details__heading">{t('contact.details.byPhone')}</h3>
      <address className="contact-details__phone">
        <a className="contact-details__number" href={contact.phone.href}>
          {contact.phone.display}
        </a>
        {contact.fax && <span>{t('contact.details.fax', { number: contact.fax })}</span>}
      </address>

      <h3 className="contact-details__heading">{t('contact.details.hours')}</h3>
      <dl className="contact-details__hours">
        <div>
          <dt>{t('contact.details.weekdays', { from: weekdayName(locale, 1), to: weekdayName(locale, 5) })}</dt>
          {/* One line per span: a range never breaks inside ('13:00–' then '17:00'). */}
          {openingRanges(locale, CUSTOMER_SERVICE_HOURS[locale]).map((range) => (
            <dd key={range}>{range}</dd>
          ))}
        </div>
        <div>
          <dt>{weekdayList(locale, [6, 7])}</dt>
          <dd>{t('contact.details.closed')}</dd>
        </div>
      </dl>
      <p className="contact-details__note">{t('contact.details.holidays')}</p>

      <h3 className="contact-details__heading">{t('contact.details.byMail')}</h3>
      <address className="contact-details__address">
        {[contact.laboratoryName, ...contact.laboratoryAddress, t(`countries.${country}`)].map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </aside>
  );
}
