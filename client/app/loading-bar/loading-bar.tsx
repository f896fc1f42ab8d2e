// The loading bar at the top of the page (SPEC §4). It renders whatever state it is given
// (useLoadingBar computes it); styles live in client/styles/loading-bar.css.
import { useLayoutEffect, useRef } from 'react';

import type { LoadingBarState } from './loading-bar-machine.ts';

export interface LoadingBarProps {
  state: LoadingBarState;
  /** The accessible name, already translated by the caller (e.g. t('loading')). */
  label: string;
}

export function LoadingBar({ state, label }: LoadingBarProps) {
  const { visible, progress, status } = state;
  const percent = Math.min(100, Math.max(0, Math.round(progress)));
  const scale = (Math.min(100, Math.max(0, progress)) / 100).toFixed(4);
  const fill = useRef<HTMLDivElement>(null);
  // Through the CSSOM, not a style attribute, which the CSP refuses (style-src-attr 'none').
  useLayoutEffect(() => {
    fill.current?.style.setProperty('transform', `scaleX(${scale})`);
  }, [scale]);
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
      <div ref={fill} className="loading-bar__fill" />
    </div>
  );
}
