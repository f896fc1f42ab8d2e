// SPEC §4 'Device class' with the breakpoints of §9 (565, 767, 1024, 1280, 1441 px): the class of
// a window width, and whether it counts as mobile (the burger menu's side of the layout).
import { BREAKPOINTS_PX } from '../../../shared/constants.ts';

export const DEVICE_CLASSES = ['phone', 'phablet', 'tablet', 'desktop', 'largeDesktop', 'extraLargeDesktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** phone ≤ 565 < phablet ≤ 767 < tablet ≤ 1024 < desktop ≤ 1280 < large desktop ≤ 1441 < extra-large. */
export function deviceClassOf(width: number): DeviceClass {
  if (width <= BREAKPOINTS_PX.phone) return 'phone';
  if (width <= BREAKPOINTS_PX.phablet) return 'phablet';
  if (width <= BREAKPOINTS_PX.tablet) return 'tablet';
  if (width <= BREAKPOINTS_PX.desktop) return 'desktop';
  if (width <= BREAKPOINTS_PX.largeDesktop) return 'largeDesktop';
  return 'extraLargeDesktop';
}

/** SPEC §4: mobile is up to 1024 px (phone, phablet and tablet). */
export function isMobileClass(device: DeviceClass): boolean {
  return device === 'phone' || device === 'phablet' || device === 'tablet';
}
