// The guided tour's state, shared by GuidedTour (which keeps it) and TourOverlay (which hands it to reactour when the
// tour first opens), in a file of its own so neither imports the other.
import type { StepType } from '@reactour/tour';
import type { Dispatch, SetStateAction } from 'react';

/** The tour's state, as reactour's own provider keeps it (TourOverlay hands it to reactour). */
export interface GuidedTourState {
  isOpen: boolean;
  setIsOpen: Dispatch<SetStateAction<boolean>>;
  currentStep: number;
  setCurrentStep: Dispatch<SetStateAction<number>>;
  steps: StepType[];
  setSteps: Dispatch<SetStateAction<StepType[]>>;
}
