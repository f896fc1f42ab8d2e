// The device class for the components (SPEC §4): computed from the window's width once the page
// runs in the browser, and again RESIZE_DEBOUNCE_MS after the last resize. Null on the server and
// during hydration, so both render the same. The class is also written on <html data-device>.
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

import { RESIZE_DEBOUNCE_MS } from '../../../shared/constants.ts';
import { type DeviceClass, deviceClassOf } from './device-class.ts';

const DeviceClassContext = createContext<DeviceClass | null>(null);

export function DeviceClassProvider({ children }: { children: ReactNode }) {
  const [device, setDevice] = useState<DeviceClass | null>(null);
  useEffect(() => {
    // A transition: every component below may read the class, and a plain update right after
    // hydration would render them all again in one blocking task (issue 17).
    const measure = () => startTransition(() => setDevice(deviceClassOf(window.innerWidth)));
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  useEffect(() => {
    if (device) document.documentElement.dataset.device = device;
  }, [device]);
  return <DeviceClassContext.Provider value={device}>{children}</DeviceClassContext.Provider>;
}

/** The device class of the window; null before the page runs in the browser. */
export function useDeviceClass(): DeviceClass | null {
  return useContext(DeviceClassContext);
}
