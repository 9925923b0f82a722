export { BusinessTravelDialog, type BusinessTravelDialogProps } from './components/business-travel-dialog';
export { BusinessTravelList, type BusinessTravelListProps } from './components/business-travel-list';
export { BusinessTravelSection, type BusinessTravelSectionProps } from './components/business-travel-section';
export { TravelCalculation, type EntryCalculationComponent } from './components/travel-calculation';
