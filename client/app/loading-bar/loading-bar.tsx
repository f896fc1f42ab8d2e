// The loading bar at the top of the page (SPEC §4). It renders whatever state it is given
// (useLoadingBar computes it); styles live in client/styles/loading-bar.css.
import type { LoadingBarState } from './loading-bar-machine.ts';

export interface LoadingBarProps {
  state: LoadingBarState;
  /** The accessible name, already translated by the caller (e.g. t('loading')). */
  label: string;
}

export function LoadingBar({ state, label }: LoadingBarProps) {
  const { visible, progress, status } = state;
  const percent = Math.min(100, Math.max(0, Math.round(progress)));
  return (
    <div
      className={`loading-bar loading-bar--${status}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-hidden={visible ? undefined : true}
      data-status={status}
      data-visible={visible}
    >
      <div
        className="loading-bar__fill"
        style={{ transform: `scaleX(${(Math.min(100, Math.max(0, progress)) / 100).toFixed(4)})` }}
      />
    </div>
  );
}
