// The search box's panel (SPEC §2.3, §4 'Search box'): the latest searches when the box is empty,
// or the suggestions of the typed text grouped with their totals and a link to all results. Its
// options are links; the input keeps focus and points at the active one (ARIA combobox).
import { useTranslation } from '../../app/i18n.tsx';
import { useImageUrl } from '../../app/site.tsx';
import type { SuggestionGroup, SuggestionOption } from './suggestion-options.ts';

export interface PanelOption extends SuggestionOption {
  /** Called when the option is followed (a history term moves first). */
  onFollow?: () => void;
}

function Option({ option, domId, active }: { option: PanelOption; domId: string; active: boolean }) {
  const imageUrl = useImageUrl();
  return (
    <a
      id={domId}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      href={option.href}
      className={`search-box__option${active ? ' search-box__option--active' : ''}`}
      onClick={option.onFollow}
    >
      {option.image && <img src={imageUrl(option.image.url)} alt="" width={40} height={40} loading="lazy" />}
      <span>{option.label}</span>
    </a>
  );
}

export interface SuggestionPanelProps {
  listboxId: string;
  optionId: (index: number) => string;
  active: number;
  hidden: boolean;
  /** The history's options (history mode) or the groups' (results mode). */
  history: PanelOption[] | null;
  groups: SuggestionGroup[] | null;
  seeAll: PanelOption | null;
}

export function SuggestionPanel({
  listboxId,
  optionId,
  active,
  hidden,
  history,
  groups,
  seeAll,
}: SuggestionPanelProps) {
  const { t } = useTranslation();
  let index = 0;
  const next = (option: PanelOption) => {
    const at = index++;
    return <Option key={option.id} option={option} domId={optionId(at)} active={active === at} />;
  };
  if (history) {
    return (
      <div
        role="listbox"
        id={listboxId}
        className="search-box__listbox"
        aria-labelledby={`${listboxId}-history`}
        hidden={hidden}
      >
        <div role="group" aria-labelledby={`${listboxId}-history`}>
          <div role="presentation" id={`${listboxId}-history`} className="search-box__group-title">
            {t('header.latestSearches')}
          </div>
          {history.map(next)}
        </div>
      </div>
    );
  }
  return (
    <div
      role="listbox"
      id={listboxId}
      className="search-box__listbox"
      aria-label={t('searchBox.suggestions')}
      hidden={hidden}
    >
      {(groups ?? []).map((group) => {
        const labelId = `${listboxId}-${group.key}`;
        return (
          <div key={group.key} role="group" aria-labelledby={labelId} className="search-box__group">
            <div role="presentation" id={labelId} className="search-box__group-title">
              {t('searchBox.groupTotal', { group: t(group.label), total: group.total })}
            </div>
            {group.options.map(next)}
          </div>
        );
      })}
      {seeAll && next(seeAll)}
    </div>
  );
}
