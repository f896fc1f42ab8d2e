import type { ComponentType, ReactNode } from 'react';

import type { LayoutName } from '../page-module.ts';
import { BlankLayout } from './blank-layout.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { MaintenanceLayout } from './maintenance-layout.tsx';

export const LAYOUTS: Readonly<Record<LayoutName, ComponentType<{ children: ReactNode }>>> = {
  default: DefaultLayout,
  maintenance: MaintenanceLayout,
  blank: BlankLayout,
};
