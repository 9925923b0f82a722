import type { ComponentType } from 'react';
import { CommutingForm } from './components/commuting-form';
import { FreightForm } from './components/freight-form';
import type { Scope3FormProps } from './components/scope3-form';
import { WasteForm } from './components/waste-form';

export type { Scope3FormProps };

/**
 * The form each "Add" of the Scope 3 panel opens in its dialog. The generic entry form (categories 8, 10–15) and
 * the business travel form (a dialog of its own) come from the kit (app/scope3-kit.tsx): a feature never imports
 * another.
 */
export const CATEGORY_FORMS: Record<'freight' | 'waste' | 'commuting', ComponentType<Scope3FormProps>> = {
  freight: FreightForm,
  waste: WasteForm,
  commuting: CommutingForm,
};
