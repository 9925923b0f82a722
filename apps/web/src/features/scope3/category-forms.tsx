import type { ComponentType } from 'react';
import { CommutingForm } from './components/commuting-form';
import { FreightForm, type Scope3FormProps } from './components/freight-form';
import { WasteForm } from './components/waste-form';

export type { Scope3FormProps };

/**
 * The form each "Add" of the Scope 3 panel opens in its dialog. The generic entry form (categories 8, 10–15)
 * comes from the kit (the ledger's EntryForm, handed over by app/scope3-kit.tsx).
 *
 * INTEGRATION SLOT — business travel: `business_travel` is null until the integrator mounts
 * `BusinessTravelSection` from features/business-travel/components/business-travel-dialog.tsx (written by another
 * engineer). A feature cannot import another, so do it in app/scope3-kit.tsx: add `BusinessTravelForm` to the kit
 * (or set this registry entry from app/) with the Scope3FormProps signature. While it is null the panel says
 * "This form is not available yet" for that category.
 */
export const CATEGORY_FORMS: Record<
  'freight' | 'waste' | 'commuting' | 'business_travel',
  ComponentType<Scope3FormProps> | null
> = {
  freight: FreightForm,
  waste: WasteForm,
  commuting: CommutingForm,
  business_travel: null,
};
