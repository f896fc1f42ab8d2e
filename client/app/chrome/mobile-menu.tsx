// The burger menu of small screens (SPEC §2.3 'Mobile menu', §4): a modal dialog (its content:
// mobile-menu-content.tsx). The page behind does not scroll while it is open; it closes with its
// button, Escape, a link followed, a route change, or the window growing past the mobile
// breakpoint. Focus stays inside while it is open and returns to the burger button after.
import { lazy, Suspense, useId } from 'react';

import { useResettableState } from '../../hooks/use-resettable-state.ts';
import { isMobileClass } from '../behaviours/device-class.ts';
import { useDeviceClass } from '../behaviours/device-class-context.tsx';
import { useBodyScrollLock } from '../behaviours/use-body-scroll-lock.ts';
import { useModalDialog } from '../behaviours/use-modal-dialog.ts';
import { useTranslation } from '../i18n.tsx';
import type { Alternate } from '../page-alternates.ts';
import { usePageKey } from '../page-key.ts';

const loadContent = () => import('./mobile-menu-content.tsx');
const MobileMenuContent = lazy(loadContent);

export function MobileMenu({ alternates }: { alternates: readonly Alternate[] }) {
  const { t } = useTranslation();
  const id = useId();
  const device = useDeviceClass();
  const key = usePageKey();
  // The menu closes on navigation, and when the screen grows past the small sizes.
  const [opened, setOpened] = useResettableState(false, key);
  const open = opened && (!device || isMobileClass(device));
  const close = () => setOpened(false);
  // The content is fetched on the intent to open the menu (a finger or pointer on the button, or
  // focus), as links prefetch their page: the click finds it loaded or on its way, and visitors
  // who never open the menu never fetch it.
  const prefetch = () => void loadContent();
  useBodyScrollLock(open);
  const dialog = useModalDialog(open, close);

  return (
    <>
      <button
        type="button"
        className="burger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpened(true)}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="burger__label">{t('header.menu')}</span>
      </button>
      <dialog ref={dialog} id={id} className="mobile-menu" aria-label={t('header.menu')}>
        {open && (
          <Suspense fallback={<p className="mobile-menu__loading">{t('loading')}</p>}>
            <MobileMenuContent alternates={alternates} onClose={close} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
